"""The transport: one request sent to the server (with its retries) and its answer read — the JSON
(or text) of a 2xx answer, a refusal as :class:`ApiError`, an OS or HTTP error's reason in words for
:class:`ServerUnreachable`. :class:`irl_kitchen.Client` adds the routes to it."""

from __future__ import annotations

import errno
import http.client
import json
import re
import socket
import time
import urllib.error
import urllib.parse
import urllib.request
from typing import TYPE_CHECKING, Any, List, Mapping, Optional, Union

if TYPE_CHECKING:  # checked as if ssl were there
    import ssl
else:
    try:  # an interpreter built without OpenSSL has no https:// anyway
        import ssl
    except ImportError:  # pragma: no cover - depends on the machine
        ssl = None

from . import args
from .wire import RETRYABLE, ApiError, Expect, ServerUnreachable, _json_body, _query_value, _shape_error

__all__: List[str] = []


class _BadAnswer(Exception):
    """An answer that says it is JSON (or UTF-8 text) and is not."""


class _EarlyAnswerConnection(http.client.HTTPConnection):
    """Reads the server's answer even when the server stopped reading the request: irl-kitchen
    answers a body over its --body-limit with a 413 at once and closes, which a client still
    sending sees as a broken pipe instead of the refusal."""

    def send(self, data: Any) -> None:
        try:
            super().send(data)
        except (BrokenPipeError, ConnectionResetError):
            pass  # getresponse() reads the answer sent, or says the connection closed without one


class _EarlyAnswerHandler(urllib.request.HTTPHandler):
    def http_open(self, req: urllib.request.Request) -> http.client.HTTPResponse:
        return self.do_open(_EarlyAnswerConnection, req)


# urlopen's handlers (proxies from the environment, redirects, https), with the connection above for http://
_OPENER = urllib.request.build_opener(_EarlyAnswerHandler)


def _answer(response: http.client.HTTPResponse, text_route: bool = False) -> Any:
    """The decoded JSON of a 2xx answer, or its text when it is not JSON. ``text_route``: the route
    answers text (metrics, the view), so JSON is another service's answer."""
    raw = response.read()
    kind = response.headers.get("content-type", "")
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as e:
        raise _BadAnswer("HTTP {} answer is not UTF-8 text ({})".format(response.status, e.reason)) from None
    if "json" not in kind:
        return text
    if text_route:
        raise _BadAnswer("the HTTP {} answer is not irl-kitchen's ({} where this route gives text): {!r}".format(response.status, kind, text[:80]))
    try:
        return json.loads(text)
    except ValueError as e:
        preview = text if len(text) <= 80 else text[:80] + "..."
        raise _BadAnswer("HTTP {} answer says {} but is not JSON ({}): {!r}".format(response.status, kind, e, preview)) from None


#: Routes whose 200 is not JSON, with its media type; their errors are JSON, as every route's.
_OTHER_ANSWERS = ((re.compile(r"^/metrics$"), "text/plain"), (re.compile(r"^/sessions/[^/]+/view$"), "text/html"))


def _accept(path: str) -> str:
    """The Accept header of a request for ``path``: what its route answers, and JSON for its errors."""
    route = path.split("?")[0]
    for pattern, kind in _OTHER_ANSWERS:
        if pattern.match(route):
            return kind + ", application/json;q=0.5"
    return "application/json"


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
        name = errno.errorcode.get(e.errno, "") if e.errno is not None else ""
        return "{}{}".format(e.strerror[0].lower() + e.strerror[1:], " ({})".format(name) if name else "")
    return str(e)


def _error_of(e: urllib.error.HTTPError, timeout: Optional[float] = None) -> ApiError:
    """A refusal (an HTTPError) as the ApiError it says: the server's status, code, message and place."""
    try:
        raw = e.read().decode("utf-8", "replace")
    except (OSError, http.client.HTTPException) as cut:  # the refusal's body cut short
        return ApiError(e.code, "http-error", "(its body could not be read: {})".format(_reason(cut, timeout)))
    try:
        error = json.loads(raw)["error"]
        return ApiError(e.code, error.get("code"), error.get("message"), error.get("line"), error.get("column"))
    except (ValueError, KeyError, TypeError, AttributeError):
        return ApiError(e.code, "http-error", _foreign_refusal(raw, e.reason))


def _foreign_refusal(raw: str, reason: object) -> str:
    """A refusal that is not irl-kitchen's JSON (a proxy in front of it, another service): its text
    without markup, in short, instead of a whole HTML page."""
    text = " ".join(re.sub(r"<[^>]*>", " ", raw).split())
    if len(text) > 200:
        text = text[:200] + "..."
    return "not irl-kitchen's refusal (a proxy in front of it, or another service): {}".format(text or reason)


def _token_hint(error: ApiError, token: Optional[str]) -> ApiError:
    """A 401 saying what to change on this side: the server's words speak of HTTP headers."""
    if (error.status, error.code) != (401, "unauthorized"):
        return error
    if token is None:
        hint = "this client sent none: pass the server's token as Client(token=...) or Env(token=...)"
    else:
        hint = "this client sent one that is not the server's: check the token= given to Client or Env"
    return ApiError(error.status, error.code, "{}; {}".format(error.message, hint), error.line, error.column)


def _backoff(e: urllib.error.HTTPError, attempt: int) -> float:
    """Seconds before sending a retryable refusal again: its Retry-After, else 0.25 s doubled (at most 4 s)."""
    header = e.headers.get("retry-after")
    try:
        after = float(header) if header is not None else 0.25 * (2 ** attempt)
    except ValueError:  # an HTTP date, or no number
        after = 0.25 * (2 ** attempt)
    if after != after:  # NaN
        after = 0.0
    return min(max(after, 0.0), 4.0)


class Transport:
    """Sends requests to one server: ``base_url``, ``token`` (sent as ``Authorization: Bearer``),
    ``timeout`` (seconds for one request, ``None``: no limit) and ``retries`` (how often a refusal
    that changed nothing and asks to try again is sent again), set by :class:`irl_kitchen.Client`."""

    base_url: str
    token: Optional[str]
    timeout: Optional[float]
    retries: int

    def request(
        self, method: str, path: str, body: Any = None, query: Optional[Mapping[str, Any]] = None, expect: Optional[Expect] = None, *, least_timeout: Optional[float] = None
    ) -> Any:
        """Sends one request; returns the decoded JSON answer (or its text when it is not JSON).

        ``path``: the route, starting with ``/``. ``expect``: the fields the answer must hold (an
        object), or ``list`` (a JSON array) or ``str`` (text, not JSON); an answer that is not so is not irl-kitchen's:
        :class:`ServerUnreachable`. ``least_timeout``: seconds this answer is waited for at least,
        whatever ``timeout`` says (a plan's search runs for its budget).
        """
        timeout = None if self.timeout is None else max(self.timeout, args.number_or_none("least_timeout", least_timeout) or 0)
        if not isinstance(method, str):
            raise TypeError("method must be a string (GET, POST, DELETE), not {!r}".format(method))
        method = method.upper()
        url = self.base_url + args.path(path)
        if query:
            pairs = [(k, _query_value(v)) for k, v in query.items() if v is not None]
            if pairs:
                url += "?" + urllib.parse.urlencode(pairs)
        data = None if body is None else _json_body(body, "{} {}".format(method, path))
        headers = {"accept": _accept(path)}
        if method == "POST":
            # every POST names its type, even without a body (undo, fork): the server refuses others
            headers["content-type"] = "application/json"
        if self.token is not None:
            headers["authorization"] = "Bearer " + self.token
        for attempt in range(self.retries + 1):
            req = urllib.request.Request(url, data=data, method=method, headers=headers)
            try:
                with _OPENER.open(req, timeout=timeout) as response:
                    answer = _answer(response, text_route=expect is str)
                break
            except urllib.error.HTTPError as e:
                error = self._error_of(e, timeout)
                if attempt < self.retries and (error.status, error.code) in RETRYABLE:
                    time.sleep(self._backoff(e, attempt))
                    continue
                raise _token_hint(error, self.token) from None
            except urllib.error.URLError as e:
                raise ServerUnreachable(self.base_url, _reason(e.reason, timeout)) from None
            except (socket.timeout, TimeoutError, ConnectionError, http.client.HTTPException, _BadAnswer) as e:
                # a malformed answer (not HTTP, cut short, not its JSON) is as useless as none
                raise ServerUnreachable(self.base_url, _reason(e, timeout)) from None
        if expect is not None:  # outside the try: ServerUnreachable is a ConnectionError too
            self._expect(answer, "{} {}".format(method, path.split("?")[0]), expect)
        return answer

    def _expect(self, answer: Any, what: str, fields: Expect) -> Any:
        """``answer`` when it is what ``fields`` expects (:data:`Expect`); else ServerUnreachable (not irl-kitchen's answer)."""
        why = _shape_error(answer, what, fields)
        if why is not None:
            raise ServerUnreachable(self.base_url, why)
        return answer

    _error_of = staticmethod(_error_of)  # an HTTPError as the ApiError it says
    _backoff = staticmethod(_backoff)  # seconds before sending again: Retry-After, or 0.25 s doubled
