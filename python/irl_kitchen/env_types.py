"""The shapes of the planning environment's answers, for type checkers: the tasks (``GET /tasks``,
docs/TASKS.md) and what ``POST /envs``, ``POST /envs/{id}/reset``, ``POST /envs/{id}/step`` and
``GET /envs/{id}`` give (docs/ENVIRONMENT.md), and what :class:`irl_kitchen.Env` returns.
Importable from :mod:`irl_kitchen.types` too."""

from __future__ import annotations

from typing import Any, Dict, List, Literal, Optional, TypedDict, Union

from .types import Bindings, Diagnostic, Number

__all__ = ["EnvAnswer", "EnvInfo", "EnvObservation", "EnvState", "GoalStatus", "Observation", "StepResult", "StepResults", "StructuredObservation", "Task", "TaskSummary"]

class _TaskSummary(TypedDict):
    id: str
    title: str
    split: Literal["train", "test"]
    source: str


class TaskSummary(_TaskSummary, total=False):
    """A task as ``GET /tasks`` lists it (docs/schema/task.schema.json, ``$defs/summary``)."""

    goalConditions: int  # left out with goal="text"


class TaskText(TypedDict):
    ingredients: List[str]
    instructions: List[str]


class TaskKitchen(TypedDict):
    name: str
    yaml: Optional[str]


class TaskGoal(TypedDict):
    conditions: List[Dict[str, Any]]  # {id, sentence, object, location, action}
    dish: Optional[Dict[str, Any]]  # {object, location, sentence}


class _Task(TypedDict):
    id: str
    source: str
    split: Literal["train", "test"]
    title: str
    text: TaskText
    kitchen: TaskKitchen
    variation: List[str]


class Task(_Task, total=False):
    """A task (docs/schema/task.schema.json); ``goal`` is left out with goal="text"."""

    goal: TaskGoal


# -- the environment -----------------------------------------------------------------------------

ObservedObject = TypedDict("ObservedObject", {"id": str, "class": str, "description": str})
ObservedVariable = TypedDict("ObservedVariable", {"id": str, "class": str, "description": str, "kind": str})


class StructuredObservation(TypedDict):
    """The observation as data: the clock, the counter-top, what each variable holds."""

    kitchenTime: Optional[float]
    counterTop: List[ObservedObject]
    variables: Dict[str, ObservedVariable]


class EnvObservation(TypedDict):
    """The observation as the server gives it: the text and the structured form."""

    text: str
    structured: StructuredObservation


# What Env.reset and Env.step give as the observation: the text (observation_form="text") or the
# structured form ("structured")
Observation = Union[str, StructuredObservation]


class GoalCondition(TypedDict):
    id: str
    sentence: str
    met: bool


class _GoalStatus(TypedDict):
    met: List[bool]  # one per goal condition, in order (not a count)
    total: int
    fraction: float


class GoalStatus(_GoalStatus, total=False):
    conditions: List[GoalCondition]  # goal="visible" only


class _EnvInfo(TypedDict):
    accepted: bool
    status: str
    diagnostics: List[Diagnostic]
    newBindings: Bindings
    goal: GoalStatus
    executionTime: Optional[Number]
    steps: int
    task: str


class EnvInfo(_EnvInfo, total=False):
    """``info`` of a reset or step. ``admissible_commands``: with ``commands`` above 0 (an Env
    always sets it); ``step_results`` and ``admissible_commands_error``: added by Env."""

    admissible_commands: List[str]
    step_results: List[StepResult]
    admissible_commands_error: str


class StepResult(TypedDict):
    """One step, as Gymnasium's ``step()``: ``POST /envs/{id}/step`` with a ``line``."""

    observation: EnvObservation
    reward: float
    terminated: bool
    truncated: bool
    info: EnvInfo


class StepResults(TypedDict):
    """``POST /envs/{id}/step`` with ``lines``: one result per line executed."""

    steps: List[StepResult]


class EnvState(TypedDict):
    """``GET /envs/{id}``: the observation and info of now."""

    observation: EnvObservation
    info: EnvInfo


class EnvAnswer(EnvState):
    """``POST /envs`` and ``POST /envs/{id}/reset``: ``env`` and ``session`` are the same id."""

    env: str
    session: str

