"""The planning environment (docs/ENVIRONMENT.md) with Gymnasium's contract, over the HTTP API.

    import irl_kitchen
    env = irl_kitchen.Env("http://127.0.0.1:8080", task="almond-crescent-cookies")
    obs, info = env.reset(seed=0)
    obs, reward, terminated, truncated, info = env.step(info["admissible_commands"][0])
    env.close()

An action is one network line (a string); the observation is the environment's text
(``observation_form="text"``, the default) or its structured form (``"structured"``: a dict with
``kitchenTime``, ``counterTop``, ``variables``). ``info["admissible_commands"]`` lists the
admissible lines ranked by relevance to the task, as ALFWorld agents expect.

When ``gymnasium`` is importable, :class:`Env` is a ``gymnasium.Env`` whose ``action_space`` and
``observation_space`` are ``gymnasium.spaces.Text`` (the structured form: a space of dicts), and
``import irl_kitchen`` registers it as ``irl_kitchen/IrlKitchen-v0``
(``gymnasium.make("irl_kitchen/IrlKitchen-v0", base_url=..., task=...)``). Without gymnasium
everything works the same, with small stand-in spaces.
"""

import random
import warnings

from . import args
from .client import DEFAULT_URL, ApiError, Client, Session
from .wire import _lines_of
from .spaces import MAX_LINE_LENGTH, MAX_OBSERVATION_LENGTH, structured_space, text_space

try:  # optional: everything works without it
    import gymnasium as _gym
except ImportError:  # pragma: no cover - depends on the machine
    _gym = None

__all__ = ["Env", "ENV_ID", "register_envs", "GYMNASIUM"]

ENV_ID = "irl_kitchen/IrlKitchen-v0"
GYMNASIUM = _gym is not None

GOALS = ("visible", "text")
OBSERVATION_FORMS = ("text", "structured")
RESET_OPTIONS = ("task", "goal")

def _task_id(task):
    if isinstance(task, str):
        return task
    if isinstance(task, dict) and isinstance(task.get("id"), str):
        return task["id"]
    raise ValueError("a task without an id: {!r}".format(task))


_Base = _gym.Env if _gym is not None else object


class Env(_Base):
    """One episode after another on a task of the planning environment, over ``/envs``.

    Arguments (all optional):

    - ``base_url``: the server (``irl-kitchen serve``); ``token``, ``timeout``, ``retries``: as
      for :class:`Client` (or pass a ``client``);
    - ``task``: a task id (``Client.tasks()``); ``None`` draws one at every ``reset`` from the
      tasks of ``split`` (``"train"``, ``"test"`` or ``None`` for all) with the environment's
      random generator (seeded by ``reset(seed=...)``);
    - ``goal``: ``"visible"`` (the goal conditions are given: planning) or ``"text"`` (only the
      recipe text);
    - ``max_steps``, ``max_seconds``, ``shaping``: the server's ``maxSteps``, ``maxSeconds``,
      ``shaping`` (docs/ENVIRONMENT.md): a positive int, a finite number of at least 0 or None,
      a bool;
    - ``observation_form``: ``"text"`` (a string) or ``"structured"`` (a dict);
    - ``commands``: how many ranked admissible lines ``info["admissible_commands"]`` holds (the
      server's ``commands``; 0: none). A server that does not put them in ``info`` is asked for
      them with ``GET /envs/{id}/admissible``;
    - ``render_mode``: ``None`` or ``"ansi"`` (``render()`` returns the observation text).

    Wrong arguments raise ValueError or TypeError naming them, before any request.

    ``reset(seed=None, options=None)`` returns ``(observation, info)``; ``options`` (a dict) may
    hold ``task`` and ``goal``, which ``task`` and ``goal`` become once the server has taken them
    (a refused reset, an unknown task say, raises ApiError and changes neither). ``step(line)``
    returns ``(observation, reward, terminated, truncated, info)``; ``step([line, ...])``
    executes the lines in order, stopping after the first that ends the episode, and returns the
    last result with the summed reward and ``info["step_results"]``, every step's result as the
    server gave it. ``info`` is the server's (``accepted``, ``status``,
    ``diagnostics``, ``newBindings``, ``goal``, ``executionTime``, ``steps``, ``task``) with
    ``admissible_commands`` as a list of line strings (empty once the episode has ended:
    terminated or truncated). ``info["goal"]`` is ``{met, total, fraction}``: ``met`` holds one
    boolean per goal condition (not a count: ``sum(met)`` is how many hold), and in ``visible``
    mode ``conditions`` gives each condition's ``id``, ``sentence`` and ``met``.
    ``close()`` deletes the environment on the server. ``session`` is the session behind the
    environment (its id is the environment's; every session route works on it: ``fork``,
    ``check``, ``snapshot`` ...).
    """

    metadata = {"render_modes": ["ansi"], "render_fps": 1}

    def __init__(
        self,
        base_url=DEFAULT_URL,
        task=None,
        goal="visible",
        max_steps=100,
        max_seconds=None,
        shaping=False,
        observation_form="text",
        split=None,
        commands=20,
        token=None,
        timeout=120.0,
        retries=0,
        client=None,
        render_mode=None,
    ):
        if goal not in GOALS:
            raise ValueError("goal must be one of {}, not {!r}".format(", ".join(GOALS), goal))
        if observation_form not in OBSERVATION_FORMS:
            raise ValueError("observation_form must be one of {}, not {!r}".format(", ".join(OBSERVATION_FORMS), observation_form))
        if render_mode is not None and render_mode not in self.metadata["render_modes"]:
            raise ValueError("render_mode must be None or 'ansi', not {!r}".format(render_mode))
        if max_steps is not None and (not isinstance(max_steps, int) or isinstance(max_steps, bool) or max_steps < 1):
            raise ValueError("max_steps must be a positive integer, not {!r}".format(max_steps))
        if split not in (None, "train", "test"):
            raise ValueError("split must be None, 'train' or 'test', not {!r}".format(split))
        args.number_or_none("max_seconds", max_seconds)
        args.boolean("shaping", shaping)
        if client is not None and not isinstance(client, Client):
            raise TypeError("client must be an irl_kitchen.Client, not {!r}".format(client))
        self.client = client if client is not None else Client(base_url, token=token, timeout=timeout, retries=retries)
        self.task = None if task is None else _task_id(task)
        self._draw_tasks = task is None
        self.goal = goal
        self.max_steps = max_steps
        self.max_seconds = max_seconds
        self.shaping = shaping
        self.observation_form = observation_form
        self.split = split
        if not isinstance(commands, int) or isinstance(commands, bool) or commands < 0:
            raise ValueError("commands must be an integer of at least 0, not {!r}".format(commands))
        self.commands = commands
        self.render_mode = render_mode
        self.action_space = text_space(MAX_LINE_LENGTH, 1)
        self.observation_space = text_space(MAX_OBSERVATION_LENGTH, 0) if observation_form == "text" else structured_space()
        self.env_id = None
        self.session_id = None
        self.observation = None  # the server's last observation: {text, structured}
        self.info = None
        self._rng = random.Random()
        self._task_ids = None
        self._done = False  # the episode ended (terminated or truncated): no admissible commands

    # -- Gymnasium's contract -----------------------------------------------------------------

    def reset(self, seed=None, options=None):
        if seed is not None and (isinstance(seed, bool) or not isinstance(seed, int)):
            raise TypeError("seed must be an integer or None, not {!r}".format(seed))
        if options is not None and not isinstance(options, dict):
            raise TypeError("options must be a dict (keys {}) or None, not {!r}".format(", ".join(RESET_OPTIONS), options))
        options = options or {}
        unknown = sorted(set(options) - set(RESET_OPTIONS))
        if unknown:
            raise ValueError("unknown reset options {} (known: {})".format(unknown, ", ".join(RESET_OPTIONS)))
        goal = options.get("goal")
        if goal is not None and goal not in GOALS:
            raise ValueError("goal must be one of {}, not {!r}".format(", ".join(GOALS), goal))
        task = None if options.get("task") is None else _task_id(options["task"])
        if _gym is not None:
            super().reset(seed=seed)
        if seed is not None:
            self._rng.seed(seed)
        if task is None and self._draw_tasks:
            task = self._rng.choice(self._tasks_to_draw())
        # self.task and self.goal change only once the server has taken them: a refused task
        # leaves the environment on the one before
        answer = self._reset_on_server(seed, task, goal)
        self.task = answer["info"].get("task") or (task if task is not None else self.task)
        self.goal = goal if goal is not None else self.goal
        self._done = False
        return self._observe(answer["observation"]), self._info_of(answer["info"])

    def _reset_on_server(self, seed, task, goal):
        if self.env_id is not None:
            try:
                return self.client.env_reset(self.env_id, seed=seed, task=task, goal=goal)
            except ApiError as e:
                if e.status != 404 or e.code != "unknown-session":
                    raise
                # the environment expired or was closed on the server: start a new one
                self.env_id = None
        answer = self.client.create_env(
            task if task is not None else self.task,
            goal=goal if goal is not None else self.goal,
            seed=seed,
            max_steps=self.max_steps,
            max_seconds=self.max_seconds,
            shaping=self.shaping if self.shaping else None,
            commands=self.commands,
        )
        self.env_id = answer["env"]
        self.session_id = answer.get("session") or self.env_id  # an environment is a session: one id
        return answer

    def step(self, action):
        if self.env_id is None:
            raise RuntimeError("call reset() before step()")
        if isinstance(action, str):
            result = self.client.env_step(self.env_id, line=action)
            return self._result(result)
        if isinstance(action, (list, tuple)) and action and all(isinstance(a, str) for a in action):
            answer = self.client.env_step(self.env_id, lines=list(action))
            steps = answer["steps"]
            if not steps:
                raise RuntimeError("POST /envs/{id}/step executed none of the lines")
            obs, _, terminated, truncated, info = self._result(steps[-1])
            info["step_results"] = steps
            reward = float(sum(float(s["reward"]) for s in steps))
            return obs, reward, terminated, truncated, info
        raise TypeError("an action is one network line (a string) or a non-empty list of them, not {!r}".format(action))

    def render(self):
        if self.render_mode == "ansi" and self.observation is not None:
            return self.observation.get("text")
        return None

    def close(self):
        """Deletes the environment on the server (nothing happens when there is none)."""
        env_id, self.env_id = self.env_id, None
        if env_id is not None:
            try:
                self.client.delete_env(env_id)
            except (ApiError, OSError):
                pass  # already gone (expired, or the server stopped)
        if _gym is not None:
            super().close()

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()
        return False

    # -- beyond Gymnasium ---------------------------------------------------------------------

    @property
    def session(self):
        """The session behind the environment (every session route works on it: fork, check, snapshot ...)."""
        if self.env_id is None:
            raise RuntimeError("no session yet: call reset() first")
        return Session(self.client, self.session_id)

    def admissible_commands(self, limit=None):
        """The admissible lines ranked by relevance to the task, best first (``GET /envs/{id}/admissible``)."""
        if self.env_id is None:
            raise RuntimeError("call reset() first")
        return _lines_of(self.client.env_admissible(self.env_id, limit=limit if limit is not None else (self.commands or None)))

    def task_info(self):
        """The current task (``GET /tasks/{id}``): text, kitchen, goal, target dish, source recipe."""
        if self.task is None:
            raise RuntimeError("no task yet: call reset() first")
        return self.client.task(self.task)

    def state(self):
        """``(observation, info)`` of now (``GET /envs/{id}``), without stepping."""
        if self.env_id is None:
            raise RuntimeError("call reset() first")
        answer = self.client.env_state(self.env_id)
        return self._observe(answer["observation"]), self._info_of(answer["info"])

    # -- helpers ------------------------------------------------------------------------------

    def _tasks_to_draw(self):
        if self._task_ids is None:
            tasks = self.client.tasks(split=self.split)
            if self.split is not None:
                tasks = [t for t in tasks if not isinstance(t, dict) or t.get("split", self.split) == self.split]
            self._task_ids = sorted(_task_id(t) for t in tasks)
        if not self._task_ids:
            raise RuntimeError("the server lists no task{}".format("" if self.split is None else " of split " + self.split))
        return self._task_ids

    def _observe(self, observation):
        self.observation = observation
        if self.observation_form == "text":
            return observation["text"] if isinstance(observation, dict) else observation
        return observation["structured"]

    def _info_of(self, info):
        info = dict(info)
        if self.commands == 0 or self._done:
            # after the end of the episode no step is taken: none admissible, whatever the server lists
            info["admissible_commands"] = []
        elif info.get("admissible_commands") is not None:
            info["admissible_commands"] = _lines_of(info["admissible_commands"])
        else:
            # the server lists them on request only: one more call, and a failed listing does not
            # lose the step that was made
            try:
                info["admissible_commands"] = _lines_of(self.client.env_admissible(self.env_id, limit=self.commands))
            except ApiError as e:
                warnings.warn("irl_kitchen.Env: no admissible commands: {}".format(e), RuntimeWarning, stacklevel=3)
                info["admissible_commands"] = []
                info["admissible_commands_error"] = str(e)
        self.info = info
        return info

    def _result(self, result):
        obs = self._observe(result["observation"])
        terminated, truncated = bool(result["terminated"]), bool(result["truncated"])
        self._done = terminated or truncated
        info = self._info_of(result["info"])
        return obs, float(result["reward"]), terminated, truncated, info

    def __repr__(self):
        return "Env({!r}, task={!r}, goal={!r})".format(self.client.base_url, self.task, self.goal)


def register_envs():
    """Registers ``irl_kitchen/IrlKitchen-v0`` with gymnasium (when importable); True when registered."""
    if _gym is None:
        return False
    registry = getattr(_gym, "registry", None)
    if registry is None:
        registry = getattr(getattr(_gym, "envs", None), "registry", {})
    if ENV_ID not in registry:
        _gym.register(id=ENV_ID, entry_point="irl_kitchen.env:Env")
    return True
