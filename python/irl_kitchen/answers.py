"""The environment's answers as irl-kitchen gives them: an answer of another shape means that
something other than irl-kitchen answers at the URL, a :class:`ServerUnreachable` as docs/HTTP.md's
unusable answers are, never a KeyError or TypeError from inside the package."""

from __future__ import annotations

from typing import Any, Dict, List, Optional, cast

from .args import task_id
from .client import Client
from .types import StepResult
from .wire import ServerUnreachable, _lines_of, _preview

__all__: List[str] = []

STEP = "POST /envs/{id}/step"
STEP_FIELDS = ("observation", "reward", "terminated", "truncated", "info")


def unusable(client: Client, what: str, answer: Any) -> ServerUnreachable:
    """The ServerUnreachable of an answer that is not irl-kitchen's."""
    return ServerUnreachable(client.base_url, "the answer to {} is not irl-kitchen's: {}".format(what, _preview(answer)))


def as_dict(client: Client, what: str, value: Any) -> Dict[str, Any]:
    if not isinstance(value, dict):
        raise unusable(client, "{} (not a JSON object)".format(what), value)
    return value


def step_result(client: Client, result: Any) -> StepResult:
    """A step's result ``{observation, reward, terminated, truncated, info}``, its reward a number."""
    if not isinstance(result, dict) or any(f not in result for f in STEP_FIELDS):
        raise unusable(client, STEP + " (no {})".format(", ".join(STEP_FIELDS)), result)
    if isinstance(result["reward"], bool) or not isinstance(result["reward"], (int, float)):
        raise unusable(client, STEP + " (a reward that is no number)", result)
    return cast(StepResult, result)


def observation(client: Client, form: str, value: Any) -> Any:
    """The observation of a form: ``text`` (a string) or ``structured`` (a dict)."""
    text = form == "text"
    part = value.get("text" if text else "structured") if isinstance(value, dict) else value
    if not (isinstance(part, str) if text else isinstance(part, dict)):
        raise unusable(client, "the observation (no {})".format("text" if text else "structured form"), value)
    return part


def lines(client: Client, answer: Any) -> List[str]:
    """Admissible commands as line strings."""
    try:
        return _lines_of(answer)
    except ValueError:
        raise unusable(client, "GET /envs/{id}/admissible (no list of lines)", answer) from None


def task_ids(client: Client, tasks: Any, split: Optional[str]) -> List[str]:
    """The sorted ids of the tasks of a split (all: ``None``) in a ``GET /tasks`` answer."""
    if split is not None:
        tasks = [t for t in tasks if not isinstance(t, dict) or t.get("split", split) == split]
    try:
        return sorted(task_id(t) for t in tasks)
    except (TypeError, ValueError):
        raise unusable(client, "GET /tasks (a task without an id)", tasks) from None


def maybe_taken(error: ServerUnreachable, changes: Optional[str]) -> ServerUnreachable:
    """A call that ``changes`` the episode (``"step"``) whose request reached the server and whose
    answer did not come back (none in time, the connection closed): it may have been taken all the
    same, and sending it again may step twice or be refused."""
    reason = error.reason
    if changes is None or not (reason.endswith("(timeout)") or reason.startswith("the connection closed")):
        return error
    note = "the server may have taken the {} all the same: env.state() gives the episode as it is now (its info's steps) before the next step".format(changes)
    return ServerUnreachable(error.url, reason, note)
