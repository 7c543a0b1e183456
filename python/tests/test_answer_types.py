"""Real answers of a server on 127.0.0.1 against the TypedDicts irl_kitchen.types declares for them:
every required field there, no field the type does not name, each value of the declared type
(nested TypedDicts, lists, Optional and Literal included)."""

import json
import typing
import unittest

from irl_kitchen import types

from _support import BUTTER, RECIPE, SUGAR, WARM, client, gold_lines


def mismatches(value, hint, where):
    """How ``value`` differs from the type ``hint``, as a list of lines (empty: it fits)."""
    if hint is typing.Any:
        return []
    origin, arguments = typing.get_origin(hint), typing.get_args(hint)
    if isinstance(hint, type) and issubclass(hint, dict) and hasattr(hint, "__required_keys__"):
        return _typed_dict(value, hint, where)
    if origin is typing.Union:
        options = [mismatches(value, option, where) for option in arguments]
        return [] if any(not found for found in options) else ["{}: {} is none of {}".format(where, _show(value), hint)]
    if origin is typing.Literal:
        return [] if value in arguments else ["{}: {!r} is not one of {}".format(where, value, arguments)]
    if origin is list:
        if not isinstance(value, list):
            return ["{}: {} is no list".format(where, _show(value))]
        return [line for i, item in enumerate(value) for line in mismatches(item, arguments[0], "{}[{}]".format(where, i))]
    if origin is dict:
        if not isinstance(value, dict):
            return ["{}: {} is no object".format(where, _show(value))]
        return [line for key, item in value.items() for line in mismatches(item, arguments[1], "{}[{!r}]".format(where, key))]
    if hint is type(None):
        return [] if value is None else ["{}: {} is not null".format(where, _show(value))]
    accepted = (int, float) if hint is float else hint  # JSON writes 1.0 as 1
    if isinstance(value, bool) and hint is not bool or not isinstance(value, accepted):
        return ["{}: {} is no {}".format(where, _show(value), hint.__name__)]
    return []


def _typed_dict(value, typed, where):
    if not isinstance(value, dict):
        return ["{}: {} is no object ({})".format(where, _show(value), typed.__name__)]
    hints = typing.get_type_hints(typed)
    found = ["{}: no {!r} ({})".format(where, key, typed.__name__) for key in sorted(typed.__required_keys__ - set(value))]
    found += ["{}: {!r} is not a field of {}".format(where, key, typed.__name__) for key in sorted(set(value) - set(hints))]
    for key in sorted(set(value) & set(hints)):
        found += mismatches(value[key], hints[key], "{}.{}".format(where, key))
    return found


def _show(value):
    text = json.dumps(value)
    return text if len(text) <= 80 else text[:80] + "..."


class AnswerTypesTest(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.client = client()
        cls.lines = gold_lines()

    def assertFits(self, value, hint, where):
        self.assertEqual(mismatches(value, hint, where), [])

    def test_the_stateless_routes(self):
        self.assertFits(self.client.health(), types.Health, "health")
        self.assertFits(self.client.execute(self.lines), types.Execution, "execute")
        self.assertFits(self.client.execute("(no-such-action ?x)"), types.Execution, "execute (refused line)")
        rows = self.client.evaluate(["#" + RECIPE] + self.lines, metrics=["smatch-score", "goal-condition-success", "dish-approximation-score", "execution-time"])
        self.assertFits(rows, typing.List[types.EvaluationRow], "evaluate")

    def test_repair_and_plan(self):
        dropped = ["#" + RECIPE] + self.lines[:3] + self.lines[4:8]  # a line that binds what later lines need
        self.assertFits(self.client.repair(dropped, seed=0, budget_seconds=30), types.RepairResult, "repair")
        self.assertFits(self.client.plan(RECIPE, seed=0, budget_seconds=3, max_nodes=20), types.PlanResult, "plan")

    def test_tasks(self):
        self.assertFits(self.client.tasks(count=2), typing.List[types.TaskSummary], "tasks")
        self.assertFits(self.client.tasks(goal="text"), typing.List[types.TaskSummary], "tasks (goal text)")
        self.assertFits(self.client.task(RECIPE), types.Task, "task")
        self.assertFits(self.client.task(RECIPE, goal="text"), types.Task, "task (goal text)")

    def test_a_session(self):
        with self.client.open_session() as session:
            self.assertFits(session.execute([BUTTER, WARM, SUGAR]), types.SessionStep, "execute")
            self.assertFits(session.execute("(beat ?x"), types.SessionStep, "execute (refused)")
            self.assertFits(session.admissible(limit=5, action="beat"), typing.List[types.AdmissibleEntry], "admissible")
            self.assertFits(session.admissible(form="lines", limit=3), types.AdmissiblePage, "admissible page")
            self.assertFits(session.admissible(form="templates", action="beat"), types.Templates, "templates")
            self.assertFits(session.nearest("beat the butter", k=2), typing.List[types.AdmissibleEntry], "nearest")
            self.assertFits(session.check("(beat ?a ?b ?c ?d ?e)"), types.CheckResult, "check")
            self.assertFits(session.fetch_bindings(), types.Bindings, "bindings")
            self.assertFits(session.snapshot(), types.SessionSnapshot, "snapshot")
            self.assertFits(session.evaluate(RECIPE), types.EvaluationRow, "session evaluate")
            self.assertFits(self.client.list_sessions(limit=5), types.SessionList, "sessions")

    def test_an_environment(self):
        opened = self.client.create_env(RECIPE, seed=0, commands=2)
        try:
            self.assertFits(opened, types.EnvAnswer, "create_env")
            self.assertFits(self.client.env_step(opened["env"], line=self.lines[1]), types.StepResult, "env_step")
            self.assertFits(self.client.env_step(opened["env"], lines=self.lines[2:4]), types.StepResults, "env_step (lines)")
            self.assertFits(self.client.env_state(opened["env"]), types.EnvState, "env_state")
            self.assertFits(self.client.env_reset(opened["env"], seed=1, goal="text"), types.EnvAnswer, "env_reset")
        finally:
            self.assertFits(self.client.delete_env(opened["env"]), types.Deleted, "delete_env")

    def test_the_check_sees_a_difference(self):
        self.assertEqual(mismatches({"deleted": "yes", "more": 1}, types.Deleted, "x"), ["x: 'more' is not a field of Deleted", 'x.deleted: "yes" is no bool'])
        self.assertEqual(mismatches(None, typing.Optional[types.Deleted], "x"), [])
        self.assertEqual(len(mismatches({"status": "ok"}, types.Health, "x")), 3)  # version, sessions, executionModes


if __name__ == "__main__":
    unittest.main()
