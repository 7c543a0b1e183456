"""The action and observation spaces of the environment: ``gymnasium.spaces.Text`` and a space of
dicts when gymnasium is importable, small stand-ins with the same methods when it is not."""

from __future__ import annotations

import random
import string
from types import ModuleType
from typing import TYPE_CHECKING, Any, Iterable, List, NoReturn, Optional, Protocol

if TYPE_CHECKING:  # checked the same with gymnasium or without it
    _spaces: Optional[ModuleType]
else:
    try:  # optional: everything works without it
        from gymnasium import spaces as _spaces
    except ImportError:  # pragma: no cover - depends on the machine
        _spaces = None

__all__ = ["CHARSET", "MAX_LINE_LENGTH", "MAX_OBSERVATION_LENGTH", "Space", "text_space", "structured_space"]

# Lines and observations are printable ASCII (names, numbers, parentheses, `?`, `-`, `/`), and the
# observation text (src/env/observation.ts, src/describe.ts) adds "…" where it leaves objects or
# variables out and "×" in runs of equal items ("16 × dough-ball"). Names the agent writes itself
# (variables) come back in the text: an agent whose lines are in the action space gets
# observations in the observation space.
CHARSET = frozenset(string.printable + "\u2026\u00d7")
MAX_LINE_LENGTH = 10000  # the longest line a session's check takes
MAX_OBSERVATION_LENGTH = 1 << 20


class Space(Protocol):
    """What the spaces of :class:`irl_kitchen.Env` offer, gymnasium's and the stand-ins alike."""

    def contains(self, x: Any) -> bool: ...

    def __contains__(self, x: Any) -> bool: ...

    def sample(self, mask: Any = None) -> Any: ...

    def seed(self, seed: Optional[int] = None) -> Any: ...


class _TextSpace(object):
    """Stand-in for ``gymnasium.spaces.Text`` without gymnasium: strings of CHARSET characters."""

    def __init__(self, max_length: int, min_length: int = 0, charset: Iterable[str] = CHARSET, seed: Optional[int] = None) -> None:
        self.max_length = max_length
        self.min_length = min_length
        self.character_set = frozenset(charset)
        self._rng = random.Random(seed)

    def seed(self, seed: Optional[int] = None) -> List[Optional[int]]:
        self._rng = random.Random(seed)
        return [seed]

    def contains(self, x: Any) -> bool:
        return isinstance(x, str) and self.min_length <= len(x) <= self.max_length and all(c in self.character_set for c in x)

    __contains__ = contains

    def sample(self, mask: Any = None) -> str:
        chars = sorted(self.character_set)
        n = self._rng.randint(max(self.min_length, 1), min(self.max_length, 64))
        return "".join(self._rng.choice(chars) for _ in range(n))

    def __repr__(self) -> str:
        return "Text({}, {})".format(self.min_length, self.max_length)


class _DictSpace(object):
    """Stand-in space of the structured observations (JSON objects)."""

    def contains(self, x: Any) -> bool:
        return isinstance(x, dict)

    __contains__ = contains

    def sample(self, mask: Any = None) -> NoReturn:
        raise NotImplementedError("a structured observation cannot be sampled")

    def seed(self, seed: Optional[int] = None) -> List[Optional[int]]:
        return [seed]

    def __repr__(self) -> str:
        return "StructuredObservation()"


if _spaces is not None:

    # its base is whatever gymnasium's Space is where it is installed: Any to a type checker
    class _GymDictSpace(_spaces.Space):  # type: ignore[name-defined, misc]
        """The structured observations (JSON objects) as a Gymnasium space."""

        def __init__(self, seed: Optional[int] = None) -> None:
            super().__init__(None, None, seed)

        @property
        def is_np_flattenable(self) -> bool:
            return False

        def contains(self, x: Any) -> bool:
            return isinstance(x, dict)

        def sample(self, mask: Any = None, probability: Any = None) -> NoReturn:
            raise NotImplementedError("a structured observation cannot be sampled")

        def __eq__(self, other: object) -> bool:
            return isinstance(other, _GymDictSpace)

        def __repr__(self) -> str:
            return "StructuredObservation()"


def text_space(max_length: int, min_length: int) -> Space:
    """Strings of CHARSET characters: ``gymnasium.spaces.Text`` when gymnasium is importable."""
    if _spaces is not None:
        space: Space = _spaces.Text(max_length, min_length=min_length, charset=CHARSET)
        return space
    return _TextSpace(max_length, min_length)


def structured_space() -> Space:
    """The structured observations (dicts): a gymnasium space when gymnasium is importable."""
    if _spaces is not None:
        space: Space = _GymDictSpace()
        return space
    return _DictSpace()
