"""A client of the irl-kitchen HTTP API (docs/HTTP.md, docs/SESSIONS.md, docs/ENVIRONMENT.md).

Standard library only (urllib, json)::

    from irl_kitchen import Client
    client = Client("http://127.0.0.1:8080")
    with client.open_session() as session:
        step = session.execute("(fetch-and-proportion ?butter ?ks-1 ?kitchen ?bowl butter 230 g)")
        print(step["status"], step["newBindings"]["?butter"]["value"]["class"])

Every method returns the decoded JSON of the answer (a page or metrics: the text). An answer that
is not a 2xx raises :class:`ApiError` with the server's status, error code and message (and the
line and column where the error has a place). A server that cannot be reached (refused, unknown
host, no answer within ``timeout``, a failed TLS handshake) or that gives no usable answer (not
HTTP, cut short, not the JSON it says it is) raises :class:`ServerUnreachable`, a
``ConnectionError`` naming the URL and the reason. Wrong arguments are a ``ValueError`` or
``TypeError`` naming the argument, before any request.
"""

import errno
import http.client
import json
import socket
import time
import urllib.error
import urllib.parse
import urllib.request

from . import args
from .session import Session, _text
from .wire import DEFAULT_URL, RETRYABLE, ApiError, ServerUnreachable, _json_body, _list_of, _query_value, _segment, number, page_count, page_cursor, page_items

try:  # an interpreter built without OpenSSL has no https:// anyway
    import ssl
except ImportError:  # pragma: no cover - depends on the machine
    ssl = None

__all__ = [
    "ApiError",
    "ServerUnreachable",
    "Client",
    "KitchenClient",
    "Session",
    "DEFAULT_URL",
    "number",
    "page_items",
    "page_cursor",
    "page_count",
]


class Client:
    """Every route of the HTTP API: the catalog, stateless execution and scoring, tasks, sessions
    (as :class:`Session` objects) and the environment routes (``/envs``; :class:`irl_kitchen.Env`
    wraps them in Gymnasium's contract).

    ``token``: sent as ``Authorization: Bearer TOKEN`` (a server started with ``--token``).
    ``timeout``: seconds for one request (a positive number; ``None``: no limit). ``retries``: how
    often a refusal that changes nothing and asks to try again (409 ``session-conflict``, 429
    ``too-many-sessions``/``session-busy``/``memory-limit``, 503 ``server-busy``/``store-unavailable``,
    507 ``memory-limit``) is sent again, after 0.25 s, 0.5 s, 1 s ... (at most 4 s).
    """

    def __init__(self, base_url=DEFAULT_URL, token=None, timeout=120.0, retries=0):
        self.base_url = args.base_url(base_url)
        self.token = args.token(token)
        self.timeout = args.timeout(timeout)
        self.retries = args.count("retries", retries)

    def __repr__(self):
        return "Client({!r})".format(self.base_url)

    # -- transport ----------------------------------------------------------------------------

    def request(self, method, path, body=None, query=None):
        """Sends one request; returns the decoded JSON answer (or its text when it is not JSON)."""
        url = self.base_url + path
        if query:
            pairs = [(k, _query_value(v)) for k, v in query.items() if v is not None]
            if pairs:
                url += "?" + urllib.parse.urlencode(pairs)
        data = None if body is None else _json_body(body, "{} {}".format(method, path))
        headers = {"accept": "application/json"}
        if method == "POST":
            # every POST names its type, even without a body (undo, fork): the server refuses others
            headers["content-type"] = "application/json"
        if self.token is not None:
            headers["authorization"] = "Bearer " + self.token
        for attempt in range(self.retries + 1):
            req = urllib.request.Request(url, data=data, method=method, headers=headers)
            try:
                with urllib.request.urlopen(req, timeout=self.timeout) as response:
                    return _answer(response)
            except urllib.error.HTTPError as e:
                error = self._error_of(e, self.timeout)
                if attempt < self.retries and (error.status, error.code) in RETRYABLE:
                    time.sleep(self._backoff(e, attempt))
                    continue
                raise error from None
            except urllib.error.URLError as e:
                raise ServerUnreachable(self.base_url, _reason(e.reason, self.timeout)) from None
            except (socket.timeout, TimeoutError, ConnectionError, http.client.HTTPException, _BadAnswer) as e:
                # a malformed answer (not HTTP, cut short, not its JSON) is as useless as none
                raise ServerUnreachable(self.base_url, _reason(e, self.timeout)) from None
        raise AssertionError("unreachable")  # pragma: no cover

    @staticmethod
    def _error_of(e, timeout=None):
        try:
            raw = e.read().decode("utf-8", "replace")
        except (OSError, http.client.HTTPException) as cut:  # the refusal's body cut short
            raw = "(its body could not be read: {})".format(_reason(cut, timeout))
        try:
            error = json.loads(raw)["error"]
            return ApiError(e.code, error.get("code"), error.get("message"), error.get("line"), error.get("column"))
        except (ValueError, KeyError, TypeError, AttributeError):
            return ApiError(e.code, "http-error", raw or str(e.reason))

    @staticmethod
    def _backoff(e, attempt):
        try:
            after = float(e.headers.get("retry-after"))
        except (TypeError, ValueError):
            after = 0.25 * (2 ** attempt)
        if after != after:  # NaN
            after = 0.0
        return min(max(after, 0.0), 4.0)

    # -- what the server offers ---------------------------------------------------------------

    def health(self):
        """``{status, version, sessions, executionModes, benchmark, workers}``."""
        return self.request("GET", "/health")

    def metrics(self):
        """The server's figures in Prometheus text format (a string)."""
        return self.request("GET", "/metrics")

    def openapi(self):
        """The OpenAPI document of every route."""
        return self.request("GET", "/openapi.json")

    def actions(self):
        """The action inventory: names, descriptions, slots with types, modes."""
        return self.request("GET", "/actions")["actions"]

    def action(self, name):
        """One action of the action model: slots, modes, defaults, conditions with failure codes, effect, timing."""
        return self.request("GET", "/actions/" + _segment(name))

    def action_model(self):
        """Every action as ``action`` gives it, the condition vocabulary and the failure codes."""
        return self.request("GET", "/action-model")

    # -- stateless ----------------------------------------------------------------------------

    def execute(self, network, mode=None, physics_feedback=None):
        """Executes a whole network in a fresh kitchen: ``{status, executionTime, bindings, timeline, diagnostics}``.

        ``network``: the text, or a list of lines. ``mode``: ``qualitative`` (the default) or
        another of ``health()["executionModes"]``. ``physics_feedback``: with ``mode="quantitative"``,
        what the physics measured changes the kitchen, and the answer lists it as ``physicsFeedback``.
        """
        body = {"network": _text(network)}
        if mode is not None:
            body["mode"] = mode
        if physics_feedback is not None:
            body["physicsFeedback"] = bool(physics_feedback)
        return self.request("POST", "/execute", body)

    def evaluate(self, solution, metrics=None):
        """Scores a solution text: one row per recipe, as ``irl-kitchen evaluate --format json``."""
        body = {"solution": _text(solution)}
        if metrics:
            body["metrics"] = list(metrics)
        return self.request("POST", "/evaluate", body)

    def repair(self, network, seed=None, budget_seconds=None):
        """The fewest edits that make a network execute with no failed object (``POST /repair``).

        Answers ``{recipeId, repaired, network, edits, before, after, nodes, stopped}``; each edit is
        ``{kind, line, before, after, reason}`` (kind ``insert``, ``relink``, ``constant`` or ``drop``).
        ``network``: the text (its ``#recipe-id`` line is kept in the repaired one), or a list of lines.
        """
        body = {"network": _text(network)}
        if seed is not None:
            body["seed"] = seed
        if budget_seconds is not None:
            body["budgetSeconds"] = budget_seconds
        return self.request("POST", "/repair", body)

    def plan(self, task, goal=None, seed=None, budget_seconds=None, max_nodes=None, timing=None):
        """A network that reaches a task's goal, found by search (``POST /plan``).

        Answers ``{task, goal, seed, reached, network, lines, status, progress, dishScore, heuristic,
        search}``: the network (the best partial one when ``reached`` is false), ``progress``
        ``{met, total, fraction}`` (``met``: how many goal conditions hold, a count; an Env's
        ``info["goal"]["met"]`` is one boolean per condition instead) and the dish score measured
        with the task's own goal, and
        ``search`` ``{nodes, executions, templates, maxNodes, stopped, seconds}``. ``goal``:
        ``"visible"`` (default) or ``"text"``; ``timing=False`` leaves ``seconds`` out. The client's
        ``timeout`` must exceed ``budget_seconds`` (default 60).
        """
        body = {"task": task}
        for key, value in (("goal", goal), ("seed", seed), ("budgetSeconds", budget_seconds), ("maxNodes", max_nodes), ("timing", timing)):
            if value is not None:
                body[key] = value
        return self.request("POST", "/plan", body)

    # -- tasks --------------------------------------------------------------------------------

    def tasks(self, split=None, goal=None, count=None, seed=None):
        """The tasks of the planning environment (``GET /tasks``), as a list of summaries.

        ``split``: ``"train"`` or ``"test"``; ``goal``: ``"visible"`` or ``"text"``; ``count``
        (and ``seed``): also that many derived tasks (docs/TASKS.md).
        """
        query = {"split": split, "goal": goal, "count": count, "seed": seed}
        return _list_of(self.request("GET", "/tasks", query=query), "tasks")

    def task(self, task_id, goal=None):
        """One task (``GET /tasks/{id}``): recipe text, kitchen, goal conditions, target dish."""
        return self.request("GET", "/tasks/" + _segment(task_id), query={"goal": goal})

    # -- sessions -----------------------------------------------------------------------------

    def open_session(self, kitchen=None, semantics=None):
        """A new session (``POST /sessions``), with its first bindings."""
        body = {}
        if kitchen:
            body["kitchen"] = kitchen
        if semantics:
            body["semantics"] = semantics
        opened = self.request("POST", "/sessions", body)
        return Session(self, opened["session"], opened.get("bindings"))

    def session(self, session_id):
        """A :class:`Session` object for a session that is already open (e.g. an environment's)."""
        return Session(self, session_id)

    def list_sessions(self, limit=None):
        """The open sessions, most recently used first (``GET /sessions``): ``{sessions: [{id,
        lines, lastUsed}], total}``."""
        return self.request("GET", "/sessions", query={"limit": limit})

    def restore_session(self, snapshot):
        """A new session rebuilt from a snapshot (``POST /sessions/restore`` with ``{snapshot}``)."""
        opened = self.request("POST", "/sessions/restore", {"snapshot": snapshot})
        return Session(self, opened["session"], opened.get("bindings"))

    # -- environments (docs/ENVIRONMENT.md) ---------------------------------------------------

    def create_env(self, task=None, goal=None, seed=None, max_steps=None, max_seconds=None, shaping=None, commands=None):
        """A new environment, reset (``POST /envs``): ``{env, session, observation, info}`` (``env``
        and ``session`` are the same id: the environment's session).

        ``task``: a task id (``None``: the server draws one by the seed). ``commands``: how many
        ranked admissible lines ``info["admissible_commands"]`` holds, where the server takes it.
        """
        body = {}
        for key, value in (("task", task), ("goal", goal), ("seed", seed), ("maxSteps", max_steps), ("maxSeconds", max_seconds), ("shaping", shaping), ("commands", commands)):
            if value is not None:
                body[key] = value
        return self.request("POST", "/envs", body)

    def env_reset(self, env_id, seed=None, task=None, goal=None):
        """Starts the episode again (``POST /envs/{id}/reset``): ``{observation, info}``."""
        body = {}
        for key, value in (("seed", seed), ("task", task), ("goal", goal)):
            if value is not None:
                body[key] = value
        return self.request("POST", "/envs/{}/reset".format(_segment(env_id)), body)

    def env_step(self, env_id, line=None, lines=None):
        """One line (``{observation, reward, terminated, truncated, info}``) or several in order
        (``{steps: [...]}``, stopping after the first that ends the episode)."""
        if (line is None) == (lines is None):
            raise ValueError("give either line or lines")
        body = {"line": line} if line is not None else {"lines": list(lines)}
        return self.request("POST", "/envs/{}/step".format(_segment(env_id)), body)

    def env_admissible(self, env_id, limit=None):
        """The admissible lines ranked by relevance to the task (``GET /envs/{id}/admissible``)."""
        return self.request("GET", "/envs/{}/admissible".format(_segment(env_id)), query={"limit": limit})

    def env_state(self, env_id):
        """``{observation, info}`` of now (``GET /envs/{id}``)."""
        return self.request("GET", "/envs/" + _segment(env_id))

    def delete_env(self, env_id):
        """Closes an environment (``DELETE /envs/{id}``): ``{deleted: true}``."""
        return self.request("DELETE", "/envs/" + _segment(env_id))


# The name of the first example client (examples/python/irl_kitchen_client.py).
KitchenClient = Client


class _BadAnswer(Exception):
    """An answer that says it is JSON (or UTF-8 text) and is not."""


def _answer(response):
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


def _reason(e, timeout):
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
