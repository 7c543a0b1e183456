"""The shapes of the server's answers, for type checkers: ``TypedDict``s of the JSON the routes give
(docs/HTTP.md, SESSIONS.md, ENVIRONMENT.md, schema/). At run time every answer is the plain ``dict``
(or ``list``) ``json`` decoded; these classes only name its keys and their types, the optional ones
in ``total=False`` classes. Kitchen values (docs/schema/entity.schema.json) are ``Dict[str, Any]``:
their shape depends on their ``kind``."""

from __future__ import annotations

from typing import Any, Dict, List, Literal, Optional, Tuple, TypedDict, Union

__all__ = [
    "AdmissibleEntry", "AdmissiblePage", "AdmissibleTemplate", "Binding", "Bindings", "CheckResult",
    "Deleted", "Diagnostic", "EnvAnswer", "EnvInfo", "EnvObservation", "EnvState", "EvaluationRow",
    "Execution", "GoalStatus", "Health", "Lines", "Number", "Observation", "PlanResult", "RepairHints",
    "RepairResult", "RepairStatus", "SessionList", "SessionSnapshot", "SessionStep", "StepResult",
    "StepResults", "StructuredObservation", "Task", "TaskSummary", "Templates", "Value",
]

# A number of the JSON forms (docs/SESSIONS.md, Numbers): a JSON number, or a ratio "n/d"
Number = Union[int, float, str]
# A kitchen value (docs/schema/entity.schema.json); read its ``kind`` for the rest
Value = Dict[str, Any]
# A network as the client takes it: the text, or its lines
Lines = Union[str, List[str], Tuple[str, ...]]
Status = Literal["ok", "unexecutable", "error"]


class Workers(TypedDict):
    threads: int
    busy: int
    queued: int


class _Health(TypedDict):
    status: Literal["ok"]
    version: str
    sessions: int
    executionModes: List[str]


class Health(_Health, total=False):
    """``GET /health``."""
    benchmark: bool
    workers: Workers


class Binding(TypedDict):
    """One bound variable (docs/schema/bindings.schema.json): its value and when it is available."""

    value: Any  # a kitchen value, true, a number, a string, or a list of these
    availableAt: Optional[Number]


# Every bound variable by its name, with its "?"
Bindings = Dict[str, Binding]


class _Diagnostic(TypedDict):
    code: str
    severity: Literal["error", "warning", "note"]
    file: str
    line: int
    column: int
    message: str
    rootCause: bool


class Diagnostic(_Diagnostic, total=False):
    """One problem of a network (docs/schema/diagnostic.schema.json; codes: docs/DIAGNOSTICS.md)."""

    action: str
    variable: str
    hint: str
    causes: List[Dict[str, Any]]
    failure: Dict[str, Any]


class _TimelineEntry(TypedDict):
    line: int
    action: str
    mode: str
    start: Number
    end: Number
    failed: bool
    overlaps: List[int]


class TimelineEntry(_TimelineEntry, total=False):
    physics: Optional[Dict[str, Any]]  # quantitative mode only


class SessionStep(TypedDict):
    """What a session's execute call gives (docs/schema/session-step.schema.json)."""

    status: Status
    accepted: bool
    newBindings: Bindings
    newTimeline: List[TimelineEntry]
    diagnostics: List[Diagnostic]
    executionTime: Optional[Number]


class _Execution(TypedDict):
    status: Status
    executionTime: Optional[Number]
    bindings: Bindings
    timeline: List[TimelineEntry]
    diagnostics: List[Diagnostic]


class Execution(_Execution, total=False):
    """``POST /execute``: the whole network in a fresh kitchen."""

    physicsFeedback: List[Dict[str, Any]]  # {code, place, message, grams}: with physics_feedback


class _EvaluationRow(TypedDict):
    file: str
    recipeId: Optional[str]
    status: Status
    goalConditionSuccess: Optional[Dict[str, Any]]
    goalConditionsReached: Optional[int]
    goalConditionsTotal: Optional[int]
    dishApproximationScore: Optional[float]
    executionTime: Optional[Number]  # a str for a fraction ("6011960/7") or an integer beyond 2**53
    messages: List[str]
    warnings: List[str]


class EvaluationRow(_EvaluationRow, total=False):
    """One evaluation row (docs/schema/evaluation-row.schema.json)."""

    reason: str
    smatch: Optional[Dict[str, Any]]
    diagnostics: List[Diagnostic]
    physics: Dict[str, Any]


class RepairEdit(TypedDict):
    kind: Literal["insert", "relink", "swap", "constant", "drop", "rename"]
    line: int
    before: Optional[str]
    after: Optional[str]
    reason: str


class RepairStatus(TypedDict):  # a network before or after its repair ($defs/status of its schema)
    status: Status
    failedLines: List[int]
    executionTime: Optional[Number]
    problems: List[str]  # the first root causes, as "CODE line: message"


class RepairHints(TypedDict):
    """Where the kinds and amounts a repair inserts came from: the recipe text of the ``#id``, or none and why."""

    source: Literal["recipe-text", "none"]
    reason: Optional[Literal["no-id", "no-recipe-text", "unreadable", "no-amounts"]]
    lines: int
    fetched: List[str]
    unmatched: List[str]
    idMayBeWrong: bool


class _RepairResult(TypedDict):
    recipeId: Optional[str]
    hints: RepairHints
    repaired: bool
    network: str
    edits: List[RepairEdit]
    before: RepairStatus
    after: RepairStatus
    nodes: int
    stopped: Optional[Literal["node-budget", "budget-seconds", "interrupted"]]


class RepairResult(_RepairResult, total=False):
    """``POST /repair`` (docs/schema/repair-result.schema.json)."""

    file: str  # `irl-kitchen repair --json` only: the file as the command line names it


class PlanProgress(TypedDict):
    met: int  # how many goal conditions hold: a count
    total: int
    fraction: Optional[float]  # None for a task without goal conditions (read without its goal)


class PlanResult(TypedDict):
    """``POST /plan``; ``search``: ``{nodes, executions, templates, maxNodes, stopped, seconds?}``."""

    task: str
    goal: Literal["visible", "text"]
    seed: int
    reached: bool
    network: str
    lines: int
    status: str
    progress: PlanProgress
    dishScore: float
    heuristic: float
    search: Dict[str, Any]


class _AdmissibleEntry(TypedDict):
    line: str
    action: str
    mode: str
    parameters: List[Dict[str, Any]]  # {position, slot, example, min, max}
    produces: str
    duration: Number
    output: Optional[str]
    recency: int


class AdmissibleEntry(_AdmissibleEntry, total=False):
    """An admissible line (docs/schema/admissible-entry.schema.json); ``nearest`` adds ``score``."""

    score: float


class AdmissiblePage(TypedDict):
    """A page of ``form="lines"`` (docs/schema/admissible-page.schema.json); ``next``: the cursor."""

    entries: List[AdmissibleEntry]
    next: Optional[str]


class AdmissibleTemplate(TypedDict):
    """An action mode and what each slot may take (docs/schema/admissible-template.schema.json)."""

    action: str
    mode: str
    pattern: str
    slots: List[Dict[str, Any]]  # {position, slot, type, fresh?, candidates?, numbers?}
    recency: int


class Templates(TypedDict):
    """The answer of ``form="templates"``."""
    templates: List[AdmissibleTemplate]


class _FailedCondition(TypedDict):
    code: str
    condition: Optional[str]
    slot: Optional[str]
    variable: Optional[str]
    message: str


class FailedCondition(_FailedCondition, total=False):
    hint: str
    advisory: bool
    file: str  # where a line that cannot be read or checked is refused, as executing it says
    line: int
    column: int


class CheckResult(TypedDict):
    """``POST /sessions/{id}/check`` (docs/schema/check-result.schema.json)."""

    admissible: bool
    failed: List[FailedCondition]


class SessionSummary(TypedDict):
    id: str
    lines: int
    lastUsed: int  # milliseconds since 1970


class SessionList(TypedDict):
    """``GET /sessions`` (docs/schema/session-list.schema.json)."""

    sessions: List[SessionSummary]
    total: int


class _SessionSnapshot(TypedDict):
    format: Literal["irl-kitchen-session"]
    version: int
    options: Dict[str, str]  # {kitchen?, semantics?}
    lines: List[str]
    calls: List[int]
    recipeId: Optional[str]


class SessionSnapshot(_SessionSnapshot, total=False):
    """A session as plain data (docs/schema/session-snapshot.schema.json); ``runMillis``: one run's
    search bound in ms, where set after opening (absent in older snapshots)."""
    runMillis: Optional[float]


class Deleted(TypedDict):
    deleted: bool


# The tasks and the environment's answers (docs/TASKS.md, docs/ENVIRONMENT.md), importable from here too
from .env_types import EnvAnswer, EnvInfo, EnvObservation, EnvState, GoalStatus, Observation, StepResult, StepResults, StructuredObservation, Task, TaskSummary  # noqa: E402
