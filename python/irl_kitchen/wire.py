"""What travels between the client and the server: refusals as :class:`ApiError`, the JSON forms of
numbers (:func:`number`), pages and counts of admissible answers, and the pieces of a URL."""

from __future__ import annotations

import json
import urllib.parse
from fractions import Fraction
from typing import Any, Iterable, List, Literal, Optional, Set, Tuple, Type, Union, cast, overload

from .types import Number

__all__ = ["ApiError", "EnvironmentGone", "DEFAULT_URL", "RETRYABLE", "number", "page_items", "page_cursor", "page_count"]

DEFAULT_URL = "http://127.0.0.1:8080"

# Refusals that change nothing and pass with time, those the server gives a Retry-After (docs/HTTP.md,
# Errors): retried when the client is made with retries > 0. A 507 memory-limit is not one: the work
# itself needs more heap than a worker thread has, and sent again it would be stopped again.
RETRYABLE: Set[Tuple[int, str]] = {
    (409, "session-conflict"),  # nothing of the call was kept: send it again
    (429, "too-many-sessions"),  # every session busy at the limit: retry later
    (429, "session-busy"),  # too many calls of one session waiting
    (429, "memory-limit"),  # the main thread over its heap share: retry later
    (503, "server-busy"),  # no worker thread became free in time
    (503, "store-unavailable"),  # Redis did not answer: retry later
}


class ServerUnreachable(ConnectionError):
    """No usable answer from the server: refused, unknown host, timed out, a failed TLS handshake,
    the connection cut in the middle of the answer, or an answer that is not HTTP or not the JSON
    it says it is (something other than irl-kitchen answers there). The URL and the reason in words.

    A ``ConnectionError``, so an ``OSError`` as before; ``url``, ``reason`` and ``note`` (what the
    call's loss means, or "") are kept.
    """

    def __init__(self, url: str, reason: str, note: str = "") -> None:
        hint = ""
        if "refused" in reason.lower():
            hint = " (is `irl-kitchen serve` running there?)"
        elif reason.endswith("(timeout)"):  # a slow answer, not a missing server
            hint = "; a request that takes longer needs a longer timeout: Client(timeout=...) or Env(timeout=...), None to wait as long as it takes"
        super().__init__("cannot reach irl-kitchen at {}: {}{}{}".format(url, reason, hint, "; " + note if note else ""))
        self.url = url
        self.reason = reason
        self.note = note

    def __reduce__(self) -> Tuple[Any, Tuple[Any, ...]]:  # pickled and copied by its arguments (multiprocessing, vector envs)
        return (type(self), (self.url, self.reason, self.note))


class ApiError(Exception):
    """The server refused a request: HTTP status, error code, message, and place when known."""

    def __init__(self, status: int, code: str, message: str, line: Optional[int] = None, column: Optional[int] = None) -> None:
        place = ""
        if line is not None:
            place = " (line {}{})".format(line, "" if column is None else ", column {}".format(column))
        super().__init__("HTTP {} {}: {}{}".format(status, code, message, place))
        self.status = status
        self.code = code
        self.message = message
        self.line = line
        self.column = column

    def __reduce__(self) -> Tuple[Any, Tuple[Any, ...]]:  # pickled and copied by its arguments (multiprocessing, vector envs)
        return (type(self), (self.status, self.code, self.message, self.line, self.column))


class EnvironmentGone(ApiError):
    """An :class:`irl_kitchen.Env`'s environment is no longer on the server (HTTP 404
    ``unknown-session``): closed, unused longer than the server's ``--session-idle``, closed to make
    room for newer sessions, or lost when the server restarted. Its episode cannot go on;
    ``Env.reset()`` starts a new episode in a new environment. An ``ApiError`` (same status and code)."""

    @staticmethod
    def said_by(error: ApiError) -> bool:
        """Whether a refusal says the environment (a session) is no longer on the server."""
        return (error.status, error.code) == (404, "unknown-session")

    @classmethod
    def of(cls, error: ApiError) -> EnvironmentGone:
        """The server's refusal, with what happened and what to do."""
        how = "; the environment is gone from the server (a restarted server keeps none unless started with --store), so its episode cannot go on: call reset() to start a new episode in a new environment"
        return cls(error.status, error.code, error.message + how, error.line, error.column)


@overload
def number(value: None, exact: bool = False) -> None: ...
@overload
def number(value: Number, exact: Literal[False] = False) -> float: ...
@overload
def number(value: Number, exact: Literal[True]) -> Fraction: ...
@overload
def number(value: Optional[Number], exact: bool = False) -> Optional[Union[float, Fraction]]: ...
def number(value: Optional[Number], exact: bool = False) -> Optional[Union[float, Fraction]]:
    """A number of the JSON forms (docs/SESSIONS.md, Numbers) as a float, or a Fraction when ``exact``.

    An exact integer is a JSON number, a ratio the string ``"n/d"`` (also an integer beyond 2^53);
    ``None`` stays ``None``.
    """
    if value is None:
        return None
    if isinstance(value, bool):
        raise TypeError("not a number: {!r}".format(value))
    if isinstance(value, (int, float)):
        return Fraction(value) if exact else float(value)
    if isinstance(value, str):
        try:
            f = Fraction(value.strip())
        except ZeroDivisionError:  # "1/0": no number
            raise ValueError("not a number: {!r} (a ratio with denominator 0)".format(value)) from None
        return f if exact else float(f)
    raise TypeError("not a number: {!r}".format(value))


# The admissible pages (`?form=templates|lines&cursor=`) and counts: the list of a page is the
# answer itself or its first list-valued field among these; the cursor of the next page the first
# of these fields that is set.
_ITEM_FIELDS = ("entries", "lines", "templates", "items", "admissible", "commands")
_CURSOR_FIELDS = ("nextCursor", "next_cursor", "next", "cursor")
_COUNT_FIELDS = ("count", "total")


def page_items(page: Any) -> List[Any]:
    """The entries of an admissible answer (a list, or an object holding one)."""
    if isinstance(page, list):
        return page
    if isinstance(page, dict):
        for field in _ITEM_FIELDS:
            items = page.get(field)
            if isinstance(items, list):
                return items
    raise ValueError("no list of entries in {!r}".format(_preview(page)))


def page_cursor(page: Any) -> Optional[str]:
    """The cursor of the next page of an admissible answer, None on the last page."""
    if isinstance(page, dict):
        for field in _CURSOR_FIELDS:
            value = page.get(field)
            if value not in (None, ""):
                return cast(str, value)  # the server's cursors are strings
    return None


def page_count(answer: Any) -> int:
    """The number an admissible count answer gives (a bare number, or ``{count}``/``{total}``)."""
    if isinstance(answer, int) and not isinstance(answer, bool):
        return answer
    if isinstance(answer, dict):
        for field in _COUNT_FIELDS:
            value = answer.get(field)
            if isinstance(value, int) and not isinstance(value, bool):
                return value
    raise ValueError("no count in {!r}".format(_preview(answer)))


def _preview(value: Any, size: int = 200) -> str:
    text = json.dumps(value)
    return text if len(text) <= size else text[:size] + "..."


#: What a route's 200 answer is: an object holding these fields, a JSON array (``list``) or text (``str``)
Expect = Union[Iterable[str], Type[List[Any]], Type[str]]


def _shape_error(answer: Any, what: str, fields: Expect) -> Optional[str]:
    """Why an answer is not what irl-kitchen gives (an object holding ``fields``, a JSON array for
    ``list``, text for ``str``), or None."""
    if fields is list or fields is str:
        if isinstance(answer, list if fields is list else str):
            return None
        kind = "not a JSON array" if fields is list else "JSON, not text"
        return "the answer to {} is not irl-kitchen's ({}): {}".format(what, kind, _preview(answer))
    if not isinstance(answer, dict):
        return "the answer to {} is not irl-kitchen's (not a JSON object): {}".format(what, _preview(answer))
    missing = [f for f in cast(Iterable[str], fields) if f not in answer]
    if missing:
        return "the answer to {} is not irl-kitchen's (no {}): {}".format(what, ", ".join(repr(f) for f in missing), _preview(answer))
    return None


def _list_of(answer: Any, field: str) -> Any:
    """``answer[field]`` when the answer is an object holding that list, else the answer."""
    if isinstance(answer, dict) and isinstance(answer.get(field), list):
        return answer[field]
    return answer


def _json_body(body: Any, what: str) -> bytes:
    """The JSON bytes of a request body; NaN and infinities (which JSON cannot carry) and values
    that are not JSON are refused here, naming the request, instead of a 400 from the server."""
    try:
        text = json.dumps(body, allow_nan=False, ensure_ascii=False)
    except ValueError as e:  # NaN, an infinity, a circular reference
        raise ValueError("{}: the body cannot be sent as JSON ({}): {!r}".format(what, e, body)) from None
    except TypeError as e:  # an object json does not know
        raise TypeError("{}: the body cannot be sent as JSON ({}): {!r}".format(what, e, body)) from None
    try:
        # as UTF-8, not \u escapes: "é" is 2 bytes of the server's --body-limit, not 6
        return text.encode("utf-8")
    except UnicodeEncodeError:  # a lone surrogate, which only an escape can carry
        return json.dumps(body, allow_nan=False).encode("ascii")


def _segment(value: object) -> str:
    return urllib.parse.quote(str(value), safe="")


def _query_value(value: object) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, (list, tuple)):
        return ",".join(str(v) for v in value)
    return str(value)


def _lines_of(entries: Any) -> List[str]:
    """Admissible commands as line strings (entries may be strings or objects with a ``line``)."""
    if isinstance(entries, dict):
        for field in ("lines", "admissible", "entries", "commands", "items"):
            if isinstance(entries.get(field), list):
                entries = entries[field]
                break
        else:
            raise ValueError("no list of admissible lines in the answer")
    if not isinstance(entries, list):
        raise ValueError("no list of admissible lines in the answer: {!r}".format(_preview(entries)))
    lines = []
    for e in entries:
        if isinstance(e, str):
            lines.append(e)
        elif isinstance(e, dict) and isinstance(e.get("line"), str):
            lines.append(e["line"])
        else:
            raise ValueError("an admissible command that is no line: {!r}".format(e))
    return lines
