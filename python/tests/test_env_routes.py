"""The environment routes of docs/ENVIRONMENT.md through Client: POST /envs, POST /envs/{id}/reset,
POST /envs/{id}/step, GET /envs/{id}/admissible, GET /envs/{id}, DELETE /envs/{id}. They fail (not
skip) while the routes answer 404 no-such-route."""

import unittest

from irl_kitchen import ApiError, number

from _support import BUTTER, RECIPE, SUGAR, WARM, client, fail_if_missing, gold_lines, route

OTHER_TASK = "afghan-biscuits"


def check_result(test, result):
    """A step result: {observation, reward, terminated, truncated, info}."""
    test.assertEqual(sorted(result), ["info", "observation", "reward", "terminated", "truncated"])
    test.assertIsInstance(result["observation"]["text"], str)
    test.assertIsInstance(result["reward"], (int, float))
    test.assertIsInstance(result["terminated"], bool)
    test.assertIsInstance(result["truncated"], bool)
    check_info(test, result["info"])


def met_count(goal):
    """How many goal conditions hold: ``met`` is a count or one boolean per condition."""
    met = goal["met"]
    return sum(1 for m in met if m) if isinstance(met, list) else met


def session_of(answer, env_id):
    """The session behind an environment: the answer's ``session`` (POST /envs), else the
    environment's own id (an environment is a session with its id; info has no ``session``)."""
    return answer.get("session") or env_id


def check_info(test, info, visible=True):
    for field in ("accepted", "status", "diagnostics", "newBindings", "goal", "executionTime", "steps"):
        test.assertIn(field, info)
    if "admissible_commands" in info:  # the server may list them only on request (GET /envs/{id}/admissible)
        test.assertIsInstance(info["admissible_commands"], list)
        test.assertTrue(all(isinstance(l, str) and l.startswith("(") for l in info["admissible_commands"]), info["admissible_commands"][:3])
    goal = info["goal"]
    met = met_count(goal)
    test.assertTrue(0 <= met <= goal["total"])
    if isinstance(goal["met"], list):
        test.assertEqual(len(goal["met"]), goal["total"])
    test.assertAlmostEqual(number(goal["fraction"]), met / goal["total"] if goal["total"] else 1.0)
    if visible:
        test.assertEqual(len(goal["conditions"]), goal["total"])
        for c in goal["conditions"]:
            test.assertTrue(c["id"] and c["sentence"])
    else:
        test.assertNotIn("conditions", goal)


class EnvRoutesTest(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.client = client()

    def create(self, **kwargs):
        kwargs.setdefault("task", RECIPE)
        with route(self, "POST /envs"):
            answer = self.client.create_env(**kwargs)
        self.addCleanup(self._delete, answer["env"])
        return answer

    def _delete(self, env_id):
        try:
            self.client.delete_env(env_id)
        except ApiError:
            pass

    def step(self, env_id, **kwargs):
        with route(self, "POST /envs/{id}/step"):
            return self.client.env_step(env_id, **kwargs)

    def test_a_new_environment_is_reset(self):
        answer = self.create(goal="visible", seed=0, max_steps=60)
        self.assertIsInstance(answer["env"], str)
        observation = answer["observation"]
        self.assertIsInstance(observation["text"], str)
        self.assertLess(len(observation["text"]), 20000)
        structured = observation["structured"]
        for field in ("kitchenTime", "counterTop", "variables"):
            self.assertIn(field, structured)
        self.assertIsInstance(structured["counterTop"], list)
        self.assertIsInstance(structured["variables"], dict)
        check_info(self, answer["info"])
        self.assertEqual(met_count(answer["info"]["goal"]), 0)
        self.assertEqual(answer["info"]["steps"], 0)
        with route(self, "GET /envs/{id}/admissible"):
            self.assertTrue(self.client.env_admissible(answer["env"]), "no admissible command at the start")

    def test_env_and_session_are_one_id(self):
        answer = self.create()
        self.assertEqual(answer["session"], answer["env"])

    def test_commands_in_info(self):
        answer = self.create(commands=5)
        commands = answer["info"]["admissible_commands"]
        self.assertTrue(1 <= len(commands) <= 5, commands)
        result = self.step(answer["env"], line=commands[0])
        self.assertTrue(result["info"]["accepted"])
        self.assertTrue(1 <= len(result["info"]["admissible_commands"]) <= 5)
        # kept across a reset
        with route(self, "POST /envs/{id}/reset"):
            again = self.client.env_reset(answer["env"])
        self.assertEqual(again["info"]["admissible_commands"], commands)
        self.assertNotIn("admissible_commands", self.create()["info"], "commands defaults to 0")

    def test_a_step(self):
        env_id = self.create()["env"]
        result = self.step(env_id, line=BUTTER)
        check_result(self, result)
        info = result["info"]
        self.assertTrue(info["accepted"])
        self.assertEqual(info["status"], "ok")
        self.assertIn("?proportioned-butter", info["newBindings"])
        self.assertEqual(info["steps"], 1)
        self.assertFalse(result["terminated"])
        self.assertFalse(result["truncated"])
        self.assertGreaterEqual(result["reward"], 0)
        self.assertIn("?proportioned-butter", result["observation"]["text"])
        self.assertIn("?proportioned-butter", result["observation"]["structured"]["variables"])

    def test_a_refused_line_earns_nothing(self):
        env_id = self.create()["env"]
        result = self.step(env_id, line="(fetch-and-proportoin ?x ?ks ?kitchen ?bowl butter 230 g)")
        check_result(self, result)
        self.assertFalse(result["info"]["accepted"])
        self.assertTrue(result["info"]["diagnostics"])
        self.assertEqual(result["reward"], 0)
        self.assertFalse(result["terminated"])

    def test_several_lines_in_one_step(self):
        env_id = self.create()["env"]
        answer = self.step(env_id, lines=[BUTTER, WARM, SUGAR])
        self.assertEqual(len(answer["steps"]), 3)
        for result in answer["steps"]:
            check_result(self, result)
            self.assertTrue(result["info"]["accepted"])
        self.assertEqual(answer["steps"][-1]["info"]["steps"], 3)

    def test_truncated_after_max_steps(self):
        env_id = self.create(max_steps=2)["env"]
        first = self.step(env_id, line=BUTTER)
        self.assertFalse(first["truncated"])
        second = self.step(env_id, line=WARM)
        self.assertTrue(second["truncated"])
        self.assertFalse(second["terminated"])

    def test_no_step_after_the_end(self):
        env_id = self.create(max_steps=1)["env"]
        self.assertTrue(self.step(env_id, line=BUTTER)["truncated"])
        with self.assertRaises(ApiError) as caught:
            self.client.env_step(env_id, line=WARM)
        fail_if_missing(self, "POST /envs/{id}/step", caught.exception)
        self.assertEqual(caught.exception.status, 400)

    def test_reset_starts_again(self):
        env_id = self.create()["env"]
        self.step(env_id, line=BUTTER)
        with route(self, "POST /envs/{id}/reset"):
            answer = self.client.env_reset(env_id, seed=1)
        check_info(self, answer["info"])
        self.assertEqual(answer["info"]["steps"], 0)
        self.assertNotIn("?proportioned-butter", answer["observation"]["structured"]["variables"])
        # a step after the reset may bind the same variable again
        self.assertTrue(self.step(env_id, line=BUTTER)["info"]["accepted"])

    def test_reset_on_another_task_and_goal(self):
        env_id = self.create()["env"]
        with route(self, "POST /envs/{id}/reset"):
            answer = self.client.env_reset(env_id, task=OTHER_TASK, goal="text")
        check_info(self, answer["info"], visible=False)
        with route(self, "GET /envs/{id}"):
            now = self.client.env_state(env_id)
        self.assertEqual(now["observation"], answer["observation"])

    def test_text_goal_hides_the_conditions(self):
        answer = self.create(goal="text")
        check_info(self, answer["info"], visible=False)

    def test_state_of_now(self):
        env_id = self.create()["env"]
        result = self.step(env_id, line=BUTTER)
        with route(self, "GET /envs/{id}"):
            now = self.client.env_state(env_id)
        self.assertEqual(sorted(now), ["info", "observation"])
        self.assertEqual(now["observation"], result["observation"])
        self.assertEqual(now["info"]["steps"], 1)

    def test_admissible_lines_ranked(self):
        env_id = self.create()["env"]
        self.step(env_id, line=BUTTER)
        with route(self, "GET /envs/{id}/admissible"):
            answer = self.client.env_admissible(env_id, limit=5)
        lines = answer if isinstance(answer, list) else answer.get("lines", answer.get("admissible"))
        lines = [l if isinstance(l, str) else l["line"] for l in lines]
        self.assertTrue(1 <= len(lines) <= 5)
        session = self.client.session(session_of(self.client.env_state(env_id), env_id))
        for line in lines:
            self.assertTrue(session.check(line)["admissible"], line)

    def test_the_session_behind_it(self):
        answer = self.create()
        env_id = answer["env"]
        self.step(env_id, line=BUTTER)
        session = self.client.session(session_of(answer, env_id))
        self.assertIn(BUTTER, session.network())
        with session.fork() as copy:
            copy.execute(WARM)
            self.assertIn(WARM, copy.network())
        self.assertNotIn(WARM, session.network())
        self.assertTrue(session.check(WARM)["admissible"])

    def test_delete(self):
        env_id = self.create()["env"]
        with route(self, "DELETE /envs/{id}"):
            self.assertEqual(self.client.delete_env(env_id), {"deleted": True})
        with self.assertRaises(ApiError) as caught:
            self.client.env_state(env_id)
        fail_if_missing(self, "GET /envs/{id}", caught.exception)
        self.assertEqual(caught.exception.status, 404)

    def test_an_unknown_task_is_refused(self):
        with self.assertRaises(ApiError) as caught:
            self.client.create_env("no-such-recipe")
        fail_if_missing(self, "POST /envs", caught.exception)
        self.assertIn(caught.exception.status, (400, 404))

    def test_the_gold_network_meets_the_goal(self):
        lines = [l for l in gold_lines() if not l.startswith("(get-kitchen")]
        env_id = self.create(max_steps=len(lines) + 5)["env"]
        total = 0.0
        result = None
        for i, line in enumerate(lines):
            result = self.step(env_id, line=line)
            self.assertTrue(result["info"]["accepted"], line)
            total += result["reward"]
            if result["terminated"]:
                break
        self.assertTrue(result["terminated"], "every gold line executed and the goal is not met: {}".format(result["info"]["goal"]))
        self.assertFalse(result["truncated"])
        goal = result["info"]["goal"]
        self.assertEqual(met_count(goal), goal["total"])
        self.assertAlmostEqual(total, 1.0, places=9)


if __name__ == "__main__":
    unittest.main()
