"""Argument checks of Client, Session and Env, made when the object is made or the call is made, so
that a wrong argument is a ValueError or TypeError naming it, not an error from deep in the
standard library (socket.py, http.client) or a 400 from the server."""

from __future__ import annotations

import difflib
import math
import urllib.parse
from typing import Any, Dict, List, Optional, Sequence, Tuple, TypeVar, cast

from .types import Lines

_T = TypeVar("_T")

__all__ = ["base_url", "token", "timeout", "count", "number_or_none", "boolean", "choice", "name", "text", "line", "names", "path", "task_id", "env_settings", "reset_arguments"]

# The environment's settings, and the server's bounds (src/server/routes/envs.ts), checked before any request
GOALS = ("visible", "text")
OBSERVATION_FORMS = ("text", "structured")
RENDER_MODES = (None, "ansi")
SPLITS = (None, "train", "test")
RESET_OPTIONS = ("task", "goal")
MAX_STEPS = 1999  # a network holds at most 2000 lines, its get-kitchen included
MAX_COMMANDS = 100
MAX_SEED = 2 ** 31 - 1


def base_url(value: str) -> str:
    """``http://HOST[:PORT][/PREFIX]`` or ``https://...``, without its trailing slashes."""
    if not isinstance(value, str) or not value.startswith(("http://", "https://")):
        raise ValueError("base_url must be an http:// or https:// URL, not {!r}".format(value))
    parts = urllib.parse.urlsplit(value)
    if "@" in parts.netloc:
        # urllib would take "user:password@host" for the host's name, and every message would repeat the password
        bare = urllib.parse.urlunsplit(parts._replace(netloc=parts.netloc.rsplit("@", 1)[1]))
        raise ValueError("base_url must hold no user name or password (the server takes a token: Client(token=...), Env(token=...)): {!r}".format(bare))
    try:
        parts.port  # a port that is no number, or beyond 65535, raises here
    except ValueError:
        raise ValueError("base_url has a port that is not a number from 0 to 65535: {!r}".format(value)) from None
    if not parts.hostname:
        raise ValueError("base_url names no host: {!r}".format(value))
    if parts.query or parts.fragment or any(c.isspace() for c in value):
        raise ValueError("base_url must hold no query, fragment or white space: {!r}".format(value))
    return value.rstrip("/")


def token(value: Optional[str]) -> Optional[str]:
    """None, or a string that fits in a header line."""
    if value is None:
        return None
    if not isinstance(value, str):
        raise TypeError("token must be a string or None, not {}".format(type(value).__name__))
    if any(c in value for c in "\r\n\0"):
        raise ValueError("token must fit in a header line: no line breaks or NUL")
    return value


def timeout(value: Optional[float]) -> Optional[float]:
    """Seconds for one request: a positive finite number, or None (wait as long as it takes)."""
    if value is None:
        return None
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        raise TypeError("timeout must be a number of seconds (or None), not {!r}".format(value))
    if not math.isfinite(value) or value <= 0:
        # 0 would make the socket non-blocking (EINPROGRESS), a negative one fails in socket.py
        raise ValueError("timeout must be a positive number of seconds (or None), not {!r}".format(value))
    return value


def count(name: str, value: int, least: int = 0) -> int:
    """An int of at least ``least`` (not a bool, not a string)."""
    if isinstance(value, bool) or not isinstance(value, int):
        raise TypeError("{} must be an integer, not {!r}".format(name, value))
    if value < least:
        raise ValueError("{} must be at least {}, not {!r}".format(name, least, value))
    return value


def count_or_none(name: str, value: Optional[int], least: int = 0) -> Optional[int]:
    """None, or a :func:`count` (a query's integer: True or 1.5 would be sent as "true" or "1.5")."""
    return None if value is None else count(name, value, least)


def number_or_none(name: str, value: Optional[float], least: float = 0) -> Optional[float]:
    """None, or a finite number of at least ``least`` (NaN has no JSON form)."""
    if value is None:
        return None
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        raise TypeError("{} must be a number or None, not {!r}".format(name, value))
    if not math.isfinite(value) or value < least:
        raise ValueError("{} must be a finite number of at least {} (or None), not {!r}".format(name, least, value))
    return value


def boolean(name: str, value: bool) -> bool:
    if not isinstance(value, bool):
        raise TypeError("{} must be True or False, not {!r}".format(name, value))
    return value


def did_you_mean(value: Any, known: Sequence[Any]) -> str:
    """" (did you mean X?)" for a misspelt name, as the server and the library say it; "" otherwise."""
    if not isinstance(value, str):
        return ""
    close = difflib.get_close_matches(value, [k for k in known if isinstance(k, str)], n=1, cutoff=0.6)
    return " (did you mean {!r}?)".format(close[0]) if close else ""


def choice(name: str, value: _T, allowed: Sequence[Any]) -> _T:
    """One of ``allowed`` (which may hold None)."""
    if value not in allowed:
        raise ValueError("{} must be one of {}, not {!r}{}".format(name, ", ".join(repr(a) for a in allowed), value, did_you_mean(value, allowed)))
    return value


def name(what: str, value: str) -> str:
    """A non-empty string: an id or a name that goes into a URL (``None`` would be sent as "None")."""
    if not isinstance(value, str):
        raise TypeError("{} must be a string, not {!r}".format(what, value))
    if not value:
        raise ValueError("{} must not be empty".format(what))
    return value


def text(what: str, value: Lines) -> str:
    """A network text: a string, or a list (or tuple) of line strings joined with newlines."""
    if isinstance(value, str):
        return value
    if isinstance(value, (list, tuple)) and all(isinstance(v, str) for v in value):
        return "\n".join(value)
    raise TypeError("{} must be a string or a list of line strings, not {!r}".format(what, value))


def line(what: str, value: str) -> str:
    """One network line: a string (the server says what is wrong with its text)."""
    if not isinstance(value, str):
        raise TypeError("{} must be one network line (a string), not {!r}".format(what, value))
    return value


def names(what: str, value: Optional[Sequence[str]]) -> Optional[List[str]]:
    """A list of names (metrics), or None; a string would be sent as its characters, one name each."""
    if value is None:
        return None
    if isinstance(value, str) or not isinstance(value, (list, tuple)) or not all(isinstance(v, str) for v in value):
        raise TypeError("{} must be a list of names (e.g. [{!r}]), not {!r}".format(what, value if isinstance(value, str) else "goal-condition-success", value))
    if not value:
        raise ValueError("{} names none: leave it out (None) for the default ones".format(what))
    return list(value)


def path(value: str) -> str:
    """The path of a route: a string starting with "/" (``/health``), which the base URL is put before."""
    if not isinstance(value, str) or not value.startswith("/"):
        raise ValueError("path must be a string starting with '/' (e.g. '/health'), not {!r}".format(value))
    if any(c.isspace() for c in value):
        raise ValueError("path must hold no white space: {!r}".format(value))
    return value


def task_id(task: Any, what: str = "task") -> str:
    """A task id: the string itself, or a task's ``id``."""
    if isinstance(task, str) and task:
        return task
    if isinstance(task, dict) and isinstance(task.get("id"), str) and task["id"]:
        return cast(str, task["id"])
    if isinstance(task, (str, dict)):
        raise ValueError("{} must be a task id or a task with an id, not {!r}".format(what, task))
    raise TypeError("{} must be a task id (a string) or a task (a dict with an id), not {!r}".format(what, task))


def env_settings(
    goal: str, observation_form: str, render_mode: Optional[str], max_steps: Optional[int], split: Optional[str], max_seconds: Optional[float], shaping: bool, commands: int
) -> None:
    """The settings of an Env (see its docstring)."""
    choice("goal", goal, GOALS)
    choice("observation_form", observation_form, OBSERVATION_FORMS)
    choice("render_mode", render_mode, RENDER_MODES)
    choice("split", split, SPLITS)
    if max_steps is not None and (not isinstance(max_steps, int) or isinstance(max_steps, bool) or not 1 <= max_steps <= MAX_STEPS):
        raise ValueError("max_steps must be an integer from 1 to {} (or None), not {!r}".format(MAX_STEPS, max_steps))
    number_or_none("max_seconds", max_seconds)
    boolean("shaping", shaping)
    if not isinstance(commands, int) or isinstance(commands, bool) or not 0 <= commands <= MAX_COMMANDS:
        raise ValueError("commands must be an integer from 0 to {}, not {!r}".format(MAX_COMMANDS, commands))


def reset_arguments(seed: Optional[int], options: Optional[Dict[str, Any]]) -> Tuple[Optional[str], Optional[str]]:
    """``(task, goal)`` of ``reset(seed, options)``, each None when not given."""
    if seed is not None and (isinstance(seed, bool) or not isinstance(seed, int)):
        raise TypeError("seed must be an integer or None, not {!r}".format(seed))
    if seed is not None and not 0 <= seed <= MAX_SEED:
        raise ValueError("seed must be from 0 to {} (or None), not {!r}".format(MAX_SEED, seed))
    if options is not None and not isinstance(options, dict):
        raise TypeError("options must be a dict (keys {}) or None, not {!r}".format(", ".join(RESET_OPTIONS), options))
    options = options or {}
    unknown = sorted(set(options) - set(RESET_OPTIONS), key=repr)
    if unknown:
        raise ValueError("unknown reset options {}{} (known: {})".format(unknown, did_you_mean(unknown[0], RESET_OPTIONS), ", ".join(RESET_OPTIONS)))
    goal = options.get("goal")
    if goal is not None:
        choice("options['goal']", goal, GOALS)
    task = None if options.get("task") is None else task_id(options["task"], "options['task']")
    return task, goal
