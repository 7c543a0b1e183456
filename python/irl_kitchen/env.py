"""The planning environment (docs/ENVIRONMENT.md) with Gymnasium's contract, over the HTTP API.

    import irl_kitchen
    env = irl_kitchen.Env("http://127.0.0.1:8080", task="almond-crescent-cookies")
    obs, info = env.reset(seed=0)
    obs, reward, terminated, truncated, info = env.step(info["admissible_commands"][0])
    env.close()

An action is one network line (a string); the observation is the environment's text or its
structured form (a dict). ``info["admissible_commands"]`` lists the admissible lines ranked by
relevance to the task, as ALFWorld agents expect. When ``gymnasium`` is importable, :class:`Env`
is a ``gymnasium.Env`` registered as ``irl_kitchen/IrlKitchen-v0`` (gymnasium_support.py);
without it everything works the same, with small stand-in spaces.
"""

from __future__ import annotations

import copy
import random
import warnings
from typing import Any, Callable, Dict, List, Literal, Optional, Tuple, TypeVar, Union, cast

from . import answers, args
from .args import task_id as _task_id
from .client import DEFAULT_URL, ApiError, Client, ServerUnreachable, Session
from .gymnasium_support import ENV_ID, GYMNASIUM, _Base, _gym, register_envs
from .one_thread import EnvInUse, OneThread, one_thread
from .spaces import MAX_LINE_LENGTH, MAX_OBSERVATION_LENGTH, Space, structured_space, text_space
from .types import EnvAnswer, EnvInfo, EnvObservation, Observation, Task
from .wire import EnvironmentGone

_T = TypeVar("_T")

__all__ = ["Env", "EnvInUse", "ENV_ID", "register_envs", "GYMNASIUM"]


class Env(_Base):
    """One episode after another on a task of the planning environment, over ``/envs``.

    Arguments (all optional):

    - ``base_url``: the server (``irl-kitchen serve``); ``token``, ``timeout``, ``retries``: as
      for :class:`Client` (or pass a ``client``);
    - ``task``: a task id (``Client.tasks()``); ``None`` draws one at every ``reset`` from
      ``split`` (``"train"`` as the server, ``"test"``, ``None``: all) with the environment's own
      random generator, seeded by ``reset(seed=...)`` (not the server's draw by seed);
    - ``goal``: ``"visible"`` (the goal conditions are given: planning) or ``"text"`` (only the
      recipe text);
    - ``max_steps``, ``max_seconds``, ``shaping``: the server's ``maxSteps``, ``maxSeconds``,
      ``shaping`` (docs/ENVIRONMENT.md): an int from 1 to 1999 (or None), a finite number of at
      least 0 or None, a bool;
    - ``observation_form``: ``"text"`` (a string) or ``"structured"`` (a dict);
    - ``commands``: how many ranked admissible lines ``info["admissible_commands"]`` holds (the
      server's ``commands``, 0 to 100; 0: none). A server that does not put them in ``info`` is asked for
      them with ``GET /envs/{id}/admissible``;
    - ``render_mode``: ``None`` or ``"ansi"`` (``render()`` returns the observation text).

    Wrong arguments raise ValueError or TypeError naming them, before any request.

    ``reset(seed=None, options=None)`` returns ``(observation, info)``; ``options`` (a dict) may
    hold ``task`` and ``goal``, which ``task`` and ``goal`` become once the server has taken them
    (a refused reset raises ApiError and changes neither). ``step(line)`` returns ``(observation,
    reward, terminated, truncated, info)``; ``step([line, ...])`` executes the lines in order,
    stopping after the first that ends the episode: the last result, the rewards summed, every
    result in ``info["step_results"]``. ``info`` is the server's with ``admissible_commands``, a
    list of lines (empty once the episode has ended); python/README.md describes it. ``close()``
    deletes the environment on the server; one the server no longer has raises
    :class:`EnvironmentGone` until ``reset()``. ``copy.deepcopy`` forks it on the server.
    ``session`` is the session behind the environment (its id is the environment's).

    One thread at a time: a call while another thread's call of the Env is under way raises
    :class:`EnvInUse` and sends nothing (one_thread.py says why).
    """

    metadata: Dict[str, Any] = {"render_modes": ["ansi"], "render_fps": 1}

    def __init__(
        self,
        base_url: str = DEFAULT_URL,
        task: Union[str, Dict[str, Any], None] = None,
        goal: str = "visible",
        max_steps: Optional[int] = 100,
        max_seconds: Optional[float] = None,
        shaping: bool = False,
        observation_form: str = "text",
        split: Optional[str] = "train",
        commands: int = 20,
        token: Optional[str] = None,
        timeout: Optional[float] = 120.0,
        retries: int = 0,
        client: Optional[Client] = None,
        render_mode: Optional[str] = None,
    ) -> None:
        args.env_settings(goal, observation_form, render_mode, max_steps, split, max_seconds, shaping, commands)
        if client is not None and not isinstance(client, Client):
            raise TypeError("client must be an irl_kitchen.Client, not {!r}".format(client))
        self.client = client if client is not None else Client(base_url, token=token, timeout=timeout, retries=retries)
        self.task: Optional[str] = None if task is None else _task_id(task)
        self._draw_tasks = task is None
        self.goal = goal
        self.max_steps = max_steps
        self.max_seconds = max_seconds
        self.shaping = shaping
        self.observation_form = observation_form
        self.split = split
        self.commands = commands
        self.render_mode = render_mode
        self.action_space: Space = text_space(MAX_LINE_LENGTH, 1)
        self.observation_space: Space = text_space(MAX_OBSERVATION_LENGTH, 0) if observation_form == "text" else structured_space()
        self.env_id: Optional[str] = None
        self.session_id: Optional[str] = None
        self.observation: Optional[EnvObservation] = None  # the server's last observation: {text, structured}
        self.info: Optional[EnvInfo] = None
        self._rng = random.Random()
        self._task_ids: Optional[List[str]] = None
        self._done = False  # the episode ended (terminated or truncated): no admissible commands
        self._one_thread = OneThread()

    # -- Gymnasium's contract -----------------------------------------------------------------

    @one_thread("reset")
    def reset(self, seed: Optional[int] = None, options: Optional[Dict[str, Any]] = None) -> Tuple[Observation, EnvInfo]:
        task, goal = args.reset_arguments(seed, options)
        if _gym is not None:
            super().reset(seed=seed)  # type: ignore[misc]  # gymnasium.Env's, a base only at run time
        if seed is not None:
            self._rng.seed(seed)
        if task is None and self._draw_tasks:
            task = self._rng.choice(self._tasks_to_draw())
        # self.task and self.goal change only once the server has taken them: a refused task
        # leaves the environment on the one before
        answer = self._reset_on_server(seed, task, goal)
        self.task = answers.as_dict(self.client, "the info", answer["info"]).get("task") or (task if task is not None else self.task)
        self.goal = goal if goal is not None else self.goal
        self._done = False
        return self._observe(answer["observation"]), self._info_of(answer["info"])

    def _reset_on_server(self, seed: Optional[int], task: Optional[str], goal: Optional[str]) -> EnvAnswer:
        if self.env_id is not None:
            try:
                return self.client.env_reset(self.env_id, seed=seed, task=task, goal=goal)
            except ApiError as e:
                if not EnvironmentGone.said_by(e):
                    raise
                # the environment expired or was closed on the server: start a new one
                self.env_id = None
        task, goal = (task if task is not None else self.task), (goal if goal is not None else self.goal)
        shaping = self.shaping if self.shaping else None
        answer = self.client.create_env(task, goal=goal, seed=seed, max_steps=self.max_steps, max_seconds=self.max_seconds, shaping=shaping, commands=self.commands)
        if not isinstance(answer["env"], str) or not answer["env"]:
            raise answers.unusable(self.client, "POST /envs (no env id)", answer)
        self.env_id = answer["env"]
        self.session_id = answer.get("session") or self.env_id  # an environment is a session: one id
        return answer

    @one_thread("step")
    def step(self, action: Union[str, List[str], Tuple[str, ...]]) -> Tuple[Observation, float, bool, bool, EnvInfo]:
        if isinstance(action, str):
            line = action  # narrowed, for the closure
            result = self._on_server(lambda env_id: self.client.env_step(env_id, line=line), "step")
            return self._result(result)
        if isinstance(action, (list, tuple)) and action and all(isinstance(a, str) for a in action):
            lines = list(action)
            answer = self._on_server(lambda env_id: self.client.env_step(env_id, lines=lines), "steps")
            steps = answer["steps"]
            if not isinstance(steps, list) or not steps:
                raise answers.unusable(self.client, answers.STEP + " (no list of steps)", answer)
            for result in steps[:-1]:
                answers.step_result(self.client, result)
            obs, _, terminated, truncated, info = self._result(steps[-1])
            info["step_results"] = steps
            reward = float(sum(float(s["reward"]) for s in steps))
            return obs, reward, terminated, truncated, info
        raise TypeError("an action is one network line (a string) or a non-empty list of them, not {!r}".format(action))

    def render(self) -> Optional[str]:
        if self.render_mode == "ansi" and self.observation is not None:
            return self.observation.get("text") if isinstance(self.observation, dict) else self.observation
        return None

    @one_thread("close")
    def close(self) -> None:
        """Deletes the environment on the server (nothing happens when there is none)."""
        env_id, self.env_id = self.env_id, None
        if env_id is not None:
            try:
                self.client.delete_env(env_id)
            except (ApiError, OSError):
                pass  # already gone (expired, or the server stopped)
        if _gym is not None:
            super().close()  # type: ignore[misc]  # gymnasium.Env's, a base only at run time

    def __enter__(self) -> Env:
        return self

    def __exit__(self, *exc: object) -> Literal[False]:
        self.close()
        return False

    # -- beyond Gymnasium ---------------------------------------------------------------------

    @property
    def session(self) -> Session:
        """The session behind the environment (every session route works on it: fork, check, snapshot ...)."""
        if self.env_id is None:
            raise RuntimeError("no session yet: call reset() first")
        return Session(self.client, cast(str, self.session_id))

    @one_thread("admissible_commands")
    def admissible_commands(self, limit: Optional[int] = None) -> List[str]:
        """The admissible lines ranked by relevance to the task, best first (``GET /envs/{id}/admissible``; 0: [])."""
        if limit is not None:
            args.count("limit", limit, 0)
        if limit == 0:
            return self._on_server(lambda env_id: [])
        listed = self._on_server(lambda env_id: self.client.env_admissible(env_id, limit=limit if limit is not None else (self.commands or None)))
        return answers.lines(self.client, listed)

    def task_info(self) -> Task:
        """The current task (``GET /tasks/{id}``) as the goal mode gives it: text, kitchen, source
        recipe, and with ``goal="visible"`` the goal conditions and target dish (``"text"``: none)."""
        if self.task is None:
            raise RuntimeError("no task yet: call reset() first")
        return self.client.task(self.task, goal=self.goal)

    @one_thread("state")
    def state(self) -> Tuple[Observation, EnvInfo]:
        """``(observation, info)`` of now (``GET /envs/{id}``), without stepping."""
        answer = self._on_server(self.client.env_state)
        return self._observe(answer["observation"]), self._info_of(answer["info"])

    @one_thread("__deepcopy__")
    def __deepcopy__(self, memo: Dict[int, Any]) -> Env:
        """A copy with an environment of its own: the server's is forked (the episode so far), so
        the two step apart. (``copy.copy`` and pickling keep the id: both objects drive one environment.)"""
        twin = type(self).__new__(type(self))
        memo[id(self)] = twin
        twin.__dict__.update(copy.deepcopy(self.__dict__, memo))
        if self.env_id is not None:
            forked = self._on_server(lambda env_id: self.client.session(env_id).fork())
            twin.env_id = twin.session_id = forked.id
        return twin

    # -- helpers ------------------------------------------------------------------------------

    def _on_server(self, call: Callable[[str], _T], changes: Optional[str] = None) -> _T:
        """``call(env_id)``; the refusal of an environment the server no longer has says so and what
        to do, and a lost answer to a call that ``changes`` the episode that it may have been taken."""
        if self.env_id is None:
            raise RuntimeError("call reset() first")
        try:
            return call(self.env_id)
        except ServerUnreachable as e:
            raise answers.maybe_taken(e, changes) from None
        except ApiError as e:
            if EnvironmentGone.said_by(e):
                raise EnvironmentGone.of(e) from None
            raise

    def _tasks_to_draw(self) -> List[str]:
        if self._task_ids is None:
            self._task_ids = answers.task_ids(self.client, self.client.tasks(split=self.split), self.split)
        if not self._task_ids:
            raise RuntimeError("the server lists no task{}".format("" if self.split is None else " of split " + self.split))
        return self._task_ids

    def _observe(self, observation: Any) -> Observation:
        value: Observation = answers.observation(self.client, self.observation_form, observation)
        self.observation = observation
        return value

    def _info_of(self, info: Any) -> EnvInfo:
        info = dict(answers.as_dict(self.client, "the info", info))
        if self.commands == 0 or self._done:
            # after the end of the episode no step is taken: none admissible, whatever the server lists
            info["admissible_commands"] = []
        elif info.get("admissible_commands") is not None:
            info["admissible_commands"] = answers.lines(self.client, info["admissible_commands"])
        else:
            # the server lists them on request only: one more call, and a failed listing does not
            # lose the step that was made
            try:
                info["admissible_commands"] = answers.lines(self.client, self.client.env_admissible(cast(str, self.env_id), limit=self.commands))
            except ApiError as e:
                warnings.warn("irl_kitchen.Env: no admissible commands: {}".format(e), RuntimeWarning, stacklevel=3)
                info["admissible_commands"] = []
                info["admissible_commands_error"] = str(e)
        self.info = info
        return cast(EnvInfo, info)

    def _result(self, result: Any) -> Tuple[Observation, float, bool, bool, EnvInfo]:
        answers.step_result(self.client, result)
        obs = self._observe(result["observation"])
        terminated, truncated = bool(result["terminated"]), bool(result["truncated"])
        self._done = terminated or truncated
        info = self._info_of(result["info"])
        return obs, float(result["reward"]), terminated, truncated, info

    def __repr__(self) -> str:
        return "Env({!r}, task={!r}, goal={!r})".format(self.client.base_url, self.task, self.goal)
