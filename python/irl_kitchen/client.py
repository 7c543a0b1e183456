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
HTTP, cut short, not the JSON it says it is, JSON without the fields of irl-kitchen's answer)
raises :class:`ServerUnreachable`, a ``ConnectionError`` naming the URL and the reason. Wrong arguments are a ``ValueError`` or
``TypeError`` naming the argument, before any request.
"""

from __future__ import annotations

import math
from typing import Any, Dict, List, Optional, Sequence, Union, cast, overload

from . import args
from .types import Deleted, EnvAnswer, EnvState, EvaluationRow, Execution, Health, Lines, PlanResult, RepairResult, SessionList, SessionSnapshot, StepResult, StepResults, Task, TaskSummary
from .transport import Transport
from .session import Session, _text
from .wire import DEFAULT_URL, ApiError, EnvironmentGone, ServerUnreachable, _list_of, _segment, number, page_count, page_cursor, page_items

__all__ = [
    "ApiError",
    "EnvironmentGone",
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


PLAN_SECONDS = 60  # the search's budget when a plan names none
PLAN_MARGIN_SECONDS = 10  # beyond it: waiting for a worker, the answer on its way


class Client(Transport):
    """Every route of the HTTP API: the catalog, stateless execution and scoring, tasks, sessions
    (as :class:`Session` objects) and the environment routes (``/envs``; :class:`irl_kitchen.Env`
    wraps them in Gymnasium's contract).

    ``token``: sent as ``Authorization: Bearer TOKEN`` (a server started with ``--token``).
    ``timeout``: seconds for one request (a positive number; ``None``: no limit). ``retries``: how
    often a refusal that changes nothing and asks to try again (409 ``session-conflict``, 429
    ``too-many-sessions``/``session-busy``/``memory-limit``, 503 ``server-busy``/``store-unavailable``)
    is sent again, after the seconds of its ``Retry-After`` (at most 4 s; where it has none, 0.25 s,
    0.5 s, 1 s ...); not a 507 ``memory-limit``, which the same work would get again.

    ``request(method, path, body, query, expect)`` sends any request (:class:`Transport`, in
    ``transport.py``); the methods below are the routes.
    """

    def __init__(self, base_url: str = DEFAULT_URL, token: Optional[str] = None, timeout: Optional[float] = 120.0, retries: int = 0) -> None:
        self.base_url = args.base_url(base_url)
        self.token = args.token(token)
        self.timeout = args.timeout(timeout)
        self.retries = args.count("retries", retries)

    def __repr__(self) -> str:
        return "Client({!r})".format(self.base_url)

    # -- what the server offers ---------------------------------------------------------------

    def health(self) -> Health:
        """``{status, version, sessions, executionModes, benchmark, workers}``."""
        return cast(Health, self.request("GET", "/health", expect=("status", "version", "sessions", "executionModes")))

    def metrics(self) -> str:
        """The server's figures in Prometheus text format (a string)."""
        return cast(str, self.request("GET", "/metrics", expect=str))

    def openapi(self) -> Dict[str, Any]:
        """The OpenAPI document of every route."""
        return cast(Dict[str, Any], self.request("GET", "/openapi.json", expect=("openapi", "paths")))

    def actions(self) -> List[Dict[str, Any]]:
        """The action inventory: names, descriptions, slots with types, modes."""
        return cast(List[Dict[str, Any]], self.request("GET", "/actions", expect=("actions",))["actions"])

    def action(self, name: str) -> Dict[str, Any]:
        """One action of the action model: slots, modes, defaults, conditions with failure codes, effect, timing."""
        return cast(Dict[str, Any], self.request("GET", "/actions/" + _segment(args.name("name", name)), expect=("name", "slots", "modes")))

    def action_model(self) -> Dict[str, Any]:
        """Every action as ``action`` gives it, the condition vocabulary and the failure codes."""
        return cast(Dict[str, Any], self.request("GET", "/action-model", expect=("actions", "conditions", "failureCodes")))

    # -- stateless ----------------------------------------------------------------------------

    def execute(self, network: Lines, mode: Optional[str] = None, physics_feedback: Optional[bool] = None, *, kitchen: Optional[str] = None) -> Execution:
        """Executes a whole network in a fresh kitchen: ``{status, executionTime, bindings, timeline, diagnostics}``.

        ``network``: the text, or a list of lines. ``mode``: ``qualitative`` (the default) or
        another of ``health()["executionModes"]``. ``physics_feedback``: with ``mode="quantitative"``,
        what the physics measured changes the kitchen, and the answer lists it as ``physicsFeedback``.
        ``kitchen``: the kitchen it starts in, as for :meth:`open_session` (``None``: the server's
        ``full-kitchen``; an unknown name is refused with the closest names).
        """
        body: Dict[str, Any] = {"network": _text(network, "network")}
        if mode is not None:
            body["mode"] = mode
        if physics_feedback is not None:
            body["physicsFeedback"] = args.boolean("physics_feedback", physics_feedback)  # bool("false") is True
        _put_kitchen(body, kitchen)
        return cast(Execution, self.request("POST", "/execute", body, expect=("status", "executionTime", "bindings", "timeline", "diagnostics")))

    def evaluate(self, solution: Lines, metrics: Optional[Sequence[str]] = None, *, kitchen: Optional[str] = None) -> List[EvaluationRow]:
        """Scores a solution text: one row per recipe, as ``irl-kitchen evaluate --format json``.

        ``kitchen``: the kitchen predictions and gold networks start in (``--kitchen`` of
        ``irl-kitchen evaluate``; ``None``: the server's ``full-kitchen``).
        """
        body: Dict[str, Any] = {"solution": _text(solution, "solution")}
        chosen = args.names("metrics", metrics)
        if chosen:
            body["metrics"] = chosen
        _put_kitchen(body, kitchen)
        return cast(List[EvaluationRow], self.request("POST", "/evaluate", body, expect=list))

    def repair(self, network: Lines, seed: Optional[int] = None, budget_seconds: Optional[float] = None) -> RepairResult:
        """The fewest edits that make a network execute with no failed object (``POST /repair``).

        Answers ``{recipeId, hints, repaired, network, edits, before, after, nodes, stopped}``; each
        edit is ``{kind, line, before, after, reason}`` (kind ``insert``, ``relink``, ``swap``,
        ``constant``, ``drop`` or ``rename``); ``hints``: where the amounts and kinds it inserts came from.
        ``network``: the text (its ``#recipe-id`` line is kept in the repaired one), or a list of lines.
        """
        body: Dict[str, Any] = {"network": _text(network, "network")}
        if seed is not None:
            body["seed"] = seed
        if budget_seconds is not None:
            body["budgetSeconds"] = budget_seconds
        return cast(RepairResult, self.request("POST", "/repair", body, expect=("recipeId", "hints", "repaired", "network", "edits", "before", "after", "nodes", "stopped")))

    def plan(self, task: str, goal: Optional[str] = None, seed: Optional[int] = None, budget_seconds: Optional[float] = None, max_nodes: Optional[int] = None, timing: Optional[bool] = None) -> PlanResult:
        """A network that reaches a task's goal, found by search (``POST /plan``).

        Answers ``{task, goal, seed, reached, network, lines, status, progress, dishScore, heuristic,
        search}``: the network (the best partial one when ``reached`` is false), ``progress``
        ``{met, total, fraction}`` (``met``: how many goal conditions hold, a count; an Env's
        ``info["goal"]["met"]`` is one boolean per condition instead) and the dish score measured
        with the task's own goal, and
        ``search`` ``{nodes, executions, templates, maxNodes, stopped, seconds}``. ``goal``:
        ``"visible"`` (default) or ``"text"``; ``timing=False`` leaves ``seconds`` out. The answer
        is waited for as long as the server may search (``budget_seconds``, default 60, and a
        margin), even beyond the client's ``timeout``.
        """
        body: Dict[str, Any] = {"task": args.name("task", task)}
        for key, value in (("goal", goal), ("seed", seed), ("budgetSeconds", budget_seconds), ("maxNodes", max_nodes), ("timing", timing)):
            if value is not None:
                body[key] = value
        # the server stretches the request's limit to the budget (src/server/routes/plan.ts); so does the wait
        budget: float = PLAN_SECONDS
        if budget_seconds is not None and _seconds(budget_seconds):  # else the server refuses it
            budget = budget_seconds
        return cast(PlanResult, self.request("POST", "/plan", body, expect=("task", "reached", "network", "lines", "status", "progress", "search"), least_timeout=budget / 0.9 + PLAN_MARGIN_SECONDS))

    # -- tasks --------------------------------------------------------------------------------

    def tasks(self, split: Optional[str] = None, goal: Optional[str] = None, count: Optional[int] = None, seed: Optional[int] = None) -> List[TaskSummary]:
        """The tasks of the planning environment (``GET /tasks``), as a list of summaries.

        ``split``: ``"train"`` or ``"test"``; ``goal``: ``"visible"`` or ``"text"``; ``count``
        (and ``seed``): also that many derived tasks (docs/TASKS.md).
        """
        query = {"split": split, "goal": goal, "count": args.count_or_none("count", count), "seed": args.count_or_none("seed", seed)}
        tasks = _list_of(self.request("GET", "/tasks", query=query), "tasks")
        if not isinstance(tasks, list):
            self._expect(tasks, "GET /tasks", ("tasks",))  # raises: no list of tasks
        return cast(List[TaskSummary], tasks)

    def task(self, task_id: str, goal: Optional[str] = None) -> Task:
        """One task (``GET /tasks/{id}``): recipe text, kitchen, goal conditions, target dish."""
        return cast(Task, self.request("GET", "/tasks/" + _segment(args.name("task_id", task_id)), query={"goal": goal}, expect=("id", "source", "split", "title", "text", "kitchen", "variation")))

    # -- sessions -----------------------------------------------------------------------------

    def open_session(self, kitchen: Optional[str] = None, semantics: Optional[str] = None) -> Session:
        """A new session (``POST /sessions``), with its first bindings."""
        body: Dict[str, Any] = {}
        _put_kitchen(body, kitchen)
        if semantics is not None:
            body["semantics"] = semantics
        opened = self.request("POST", "/sessions", body, expect=("session",))
        return Session(self, opened["session"], opened.get("bindings"))

    def session(self, session_id: str) -> Session:
        """A :class:`Session` object for a session that is already open (e.g. an environment's)."""
        return Session(self, session_id)

    def list_sessions(self, limit: Optional[int] = None) -> SessionList:
        """The open sessions, most recently used first (``GET /sessions``): ``{sessions: [{id,
        lines, lastUsed}], total}``."""
        return cast(SessionList, self.request("GET", "/sessions", query={"limit": args.count_or_none("limit", limit, 1)}, expect=("sessions", "total")))

    def restore_session(self, snapshot: Union[SessionSnapshot, Dict[str, Any]]) -> Session:
        """A new session rebuilt from a snapshot (``POST /sessions/restore`` with ``{snapshot}``)."""
        if not isinstance(snapshot, dict):  # None would be sent as JSON null
            raise TypeError("snapshot must be a dict, as Session.snapshot() gives it, not {!r}".format(snapshot))
        opened = self.request("POST", "/sessions/restore", {"snapshot": snapshot}, expect=("session",))
        return Session(self, opened["session"], opened.get("bindings"))

    # -- environments (docs/ENVIRONMENT.md) ---------------------------------------------------

    def create_env(self, task: Optional[str] = None, goal: Optional[str] = None, seed: Optional[int] = None, max_steps: Optional[int] = None, max_seconds: Optional[float] = None, shaping: Optional[bool] = None, commands: Optional[int] = None) -> EnvAnswer:
        """A new environment, reset (``POST /envs``): ``{env, session, observation, info}`` (``env``
        and ``session`` are the same id: the environment's session).

        ``task``: a task id (``None``: the server draws one by the seed). ``commands``: how many
        ranked admissible lines ``info["admissible_commands"]`` holds, where the server takes it.
        """
        body: Dict[str, Any] = {}
        if task is not None:
            args.name("task", task)
        for key, value in (("task", task), ("goal", goal), ("seed", seed), ("maxSteps", max_steps), ("maxSeconds", max_seconds), ("shaping", shaping), ("commands", commands)):
            if value is not None:
                body[key] = value
        return cast(EnvAnswer, self.request("POST", "/envs", body, expect=("env", "observation", "info")))

    def env_reset(self, env_id: str, seed: Optional[int] = None, task: Optional[str] = None, goal: Optional[str] = None) -> EnvAnswer:
        """Starts the episode again (``POST /envs/{id}/reset``): ``{env, session, observation, info}``."""
        body: Dict[str, Any] = {}
        for key, value in (("seed", seed), ("task", task), ("goal", goal)):
            if value is not None:
                body[key] = value
        return cast(EnvAnswer, self.request("POST", "/envs/{}/reset".format(_env_segment(env_id)), body, expect=("observation", "info")))

    @overload
    def env_step(self, env_id: str, line: str, lines: None = None) -> StepResult: ...
    @overload
    def env_step(self, env_id: str, line: None = None, *, lines: Sequence[str]) -> StepResults: ...
    def env_step(self, env_id: str, line: Optional[str] = None, lines: Optional[Sequence[str]] = None) -> Union[StepResult, StepResults]:
        """One line (``{observation, reward, terminated, truncated, info}``) or several in order
        (``{steps: [...]}``, stopping after the first that ends the episode)."""
        if (line is None) == (lines is None):
            raise ValueError("give either line or lines")
        if line is not None and not isinstance(line, str):
            raise TypeError("line must be a string (one network line), not {!r}".format(line))
        if lines is not None and (not isinstance(lines, (list, tuple)) or not all(isinstance(x, str) for x in lines)):
            # a string would be sent as its characters, one line each
            raise TypeError("lines must be a list of line strings, not {!r}".format(lines))
        body: Dict[str, Any] = {"line": line} if line is not None else {"lines": list(cast(Sequence[str], lines))}
        expect = ("observation", "reward", "terminated", "truncated", "info") if line is not None else ("steps",)
        return cast(Union[StepResult, StepResults], self.request("POST", "/envs/{}/step".format(_env_segment(env_id)), body, expect=expect))

    def env_admissible(self, env_id: str, limit: Optional[int] = None) -> List[str]:
        """The admissible lines ranked by relevance to the task (``GET /envs/{id}/admissible``)."""
        return cast(List[str], self.request("GET", "/envs/{}/admissible".format(_env_segment(env_id)), query={"limit": args.count_or_none("limit", limit, 1)}, expect=list))

    def env_state(self, env_id: str) -> EnvState:
        """``{observation, info}`` of now (``GET /envs/{id}``)."""
        return cast(EnvState, self.request("GET", "/envs/" + _env_segment(env_id), expect=("observation", "info")))

    def delete_env(self, env_id: str) -> Deleted:
        """Closes an environment (``DELETE /envs/{id}``): ``{deleted: true}``."""
        return cast(Deleted, self.request("DELETE", "/envs/" + _env_segment(env_id), expect=("deleted",)))


def _seconds(value: object) -> bool:
    """Whether a value is a positive finite number of seconds."""
    return isinstance(value, (int, float)) and not isinstance(value, bool) and math.isfinite(value) and value > 0


def _put_kitchen(body: Dict[str, Any], kitchen: Optional[str]) -> None:
    """Adds ``kitchen`` to a request body unless it is ``None``; "" is sent too: the server names what
    is wrong with it, instead of using the default kitchen."""
    if kitchen is not None:
        body["kitchen"] = kitchen


def _env_segment(env_id: str) -> str:
    return _segment(args.name("env_id", env_id))


# The name of the first example client (examples/python/irl_kitchen_client.py).
KitchenClient = Client
