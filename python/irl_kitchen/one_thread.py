"""One thread at a time in an :class:`irl_kitchen.Env`: a call made while another thread's call of
the same environment is under way is refused with :class:`EnvInUse`.

Refused rather than waited for: the server would take both threads' lines into one episode, in
whatever order they arrive, each thread stepping with the other's admissible commands, and no
error would say so. An episode belongs to one thread; give each thread an ``Env`` of its own (or
``copy.deepcopy(env)``, a fork of the episode so far).
"""

from __future__ import annotations

import contextlib
import functools
import threading
from typing import Any, Callable, Iterator, Optional, Tuple, TypeVar, cast

__all__ = ["EnvInUse", "OneThread", "one_thread"]

_F = TypeVar("_F", bound=Callable[..., Any])


class EnvInUse(RuntimeError):
    """An :class:`irl_kitchen.Env` was called from a thread while another thread's call of it was
    under way. Nothing was sent; the other call goes on. ``call`` names the refused call,
    ``running`` the one under way."""

    def __init__(self, call: str, running: str) -> None:
        super().__init__(
            "Env.{}() refused: {} of another thread is under way. One Env runs one episode, from one "
            "thread at a time: give each thread an Env of its own (or copy.deepcopy(env), a fork of the "
            "episode so far), or take turns with a lock of your own".format(call, "Env.{}()".format(running) if running else "a call")
        )
        self.call = call
        self.running = running

    def __reduce__(self) -> Tuple[Any, Tuple[Any, ...]]:  # pickled by its arguments, as ApiError
        return (type(self), (self.call, self.running))


class OneThread:
    """Admits the calls of one thread at a time; the same thread may call again within its call
    (``step`` listing the admissible commands, say)."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._owner: Optional[int] = None
        self._call = ""

    @contextlib.contextmanager
    def held(self, call: str) -> Iterator[None]:
        me = threading.get_ident()
        if self._owner == me:  # only this thread sets it to its own id
            yield
            return
        if not self._lock.acquire(blocking=False):
            raise EnvInUse(call, self._call)
        self._owner, self._call = me, call
        try:
            yield
        finally:
            self._owner, self._call = None, ""
            self._lock.release()

    def __reduce__(self) -> Tuple[Any, Tuple[Any, ...]]:
        # a pickled or deep-copied Env gets a guard of its own (a lock cannot be pickled);
        # copy.copy shares the Env's, as it shares the environment on the server
        return (type(self), ())


def one_thread(call: str) -> Callable[[_F], _F]:
    """Decorator of an Env method: run under the Env's ``_one_thread`` guard, refused (EnvInUse)
    while another thread's call is under way. ``call``: the name the refusal gives."""

    def decorate(method: _F) -> _F:
        @functools.wraps(method)
        def guarded(self: Any, *args: Any, **kwargs: Any) -> Any:
            with self._one_thread.held(call):
                return method(self, *args, **kwargs)

        return cast(_F, guarded)

    return decorate
