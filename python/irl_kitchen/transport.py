"""The transport's reading of answers: the JSON (or text) of a 2xx answer, and an OS or HTTP error's
reason in words for :class:`ServerUnreachable`."""

from __future__ import annotations

import errno
import http.client
import json
import socket
import urllib.error
from typing import TYPE_CHECKING, Any, List, Optional, Union

if TYPE_CHECKING:  # checked as if ssl were there
    import ssl
else:
    try:  # an interpreter built without OpenSSL has no https:// anyway
        import ssl
    except ImportError:  # pragma: no cover - depends on the machine
        ssl = None

from .wire import ApiError

__all__: List[str] = []


class _BadAnswer(Exception):
    """An answer that says it is JSON (or UTF-8 text) and is not."""


def _answer(response: http.client.HTTPResponse) -> Any:
    """The decoded JSON of a 2xx answer, or its text when it is not JSON."""
    raw = response.read()
    kind = response.headers.get("content-type", "")
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as e:
        raise _BadAnswer("HTTP {} answer is not UTF-8 text ({})".format(response.status, e.reason)) from None
    if "json" not in kind:
        return text
    try:
        return json.loads(text)
    except ValueError as e:
        preview = text if len(text) <= 80 else text[:80] + "..."
        raise _BadAnswer("HTTP {} answer says {} but is not JSON ({}): {!r}".format(response.status, kind, e, preview)) from None


def _reason(e: Union[str, BaseException], timeout: Optional[float]) -> str:
    """An OS error's reason in words: ``connection refused (ECONNREFUSED)``, not ``[Errno 111] ...``."""
    if isinstance(e, str):
        return e
    if isinstance(e, (socket.timeout, TimeoutError)):
        return "no answer within {} s (timeout)".format(timeout) if timeout is not None else "no answer (timeout)"
    if ssl is not None and isinstance(e, ssl.SSLError):
        # its errno is OpenSSL's, not the OS's: no E... name
        hint = " (does the server speak plain HTTP? `irl-kitchen serve` does: use http://)" if e.reason == "WRONG_VERSION_NUMBER" else ""
        words = e.reason.lower().replace("_", " ") if e.reason else str(e)
        detail = getattr(e, "verify_message", None)
        return "TLS handshake failed: {}{}{}".format(words, ": " + detail if detail else "", hint)
    if isinstance(e, http.client.IncompleteRead):
        more = "" if e.expected is None else ", {} more expected".format(e.expected)
        return "the connection closed in the middle of the answer ({} bytes read{})".format(len(e.partial), more)
    if isinstance(e, http.client.RemoteDisconnected):
        return "the connection closed without an answer"
    if isinstance(e, http.client.BadStatusLine):
        return "the answer is not HTTP (status line {!r})".format(str(e.args[0]).strip()[:80] if e.args else "")
    if isinstance(e, http.client.HTTPException):
        return "the answer is not valid HTTP ({}: {})".format(type(e).__name__, e)
    if isinstance(e, OSError) and e.strerror:
        name = errno.errorcode.get(e.errno, "")
        return "{}{}".format(e.strerror[0].lower() + e.strerror[1:], " ({})".format(name) if name else "")
    return str(e)


def _error_of(e: urllib.error.HTTPError, timeout: Optional[float] = None) -> ApiError:
    """A refusal (an HTTPError) as the ApiError it says: the server's status, code, message and place."""
    try:
        raw = e.read().decode("utf-8", "replace")
    except (OSError, http.client.HTTPException) as cut:  # the refusal's body cut short
        raw = "(its body could not be read: {})".format(_reason(cut, timeout))
    try:
        error = json.loads(raw)["error"]
        return ApiError(e.code, error.get("code"), error.get("message"), error.get("line"), error.get("column"))
    except (ValueError, KeyError, TypeError, AttributeError):
        return ApiError(e.code, "http-error", raw or str(e.reason))


def _backoff(e: urllib.error.HTTPError, attempt: int) -> float:
    """Seconds before sending a retryable refusal again: its Retry-After, else 0.25 s doubled (at most 4 s)."""
    try:
        after = float(e.headers.get("retry-after"))
    except (TypeError, ValueError):
        after = 0.25 * (2 ** attempt)
    if after != after:  # NaN
        after = 0.0
    return min(max(after, 0.0), 4.0)
