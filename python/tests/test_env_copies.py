"""irl_kitchen.Env over its lifetime on the server: copies of an environment, and an environment
the server no longer has (closed, expired, lost in a restart)."""

import copy
import pickle
import unittest

from irl_kitchen import ApiError, Env, EnvironmentGone, GYMNASIUM

from _support import BUTTER, RECIPE, WARM, client, route, server_url


class EnvCopiesTest(unittest.TestCase):
    def make(self, **kwargs):
        kwargs.setdefault("task", RECIPE)
        kwargs.setdefault("commands", 0)
        env = Env(server_url(), **kwargs)
        self.addCleanup(env.close)
        with route(self, "POST /envs"):
            env.reset(seed=0)
        return env

    def steps(self, env):
        return env.state()[1]["steps"]

    def test_a_deep_copy_steps_an_environment_of_its_own(self):
        env = self.make()
        env.step(BUTTER)
        twin = copy.deepcopy(env)
        self.addCleanup(twin.close)
        self.assertNotEqual(twin.env_id, env.env_id)
        self.assertEqual(twin.session_id, twin.env_id)
        self.assertEqual(twin.observation, env.observation)
        self.assertEqual(self.steps(twin), 1)  # the episode so far came with it

        obs, reward, terminated, truncated, info = twin.step(WARM)
        self.assertTrue(info["accepted"], info["diagnostics"])
        self.assertEqual((self.steps(twin), self.steps(env)), (2, 1))
        self.assertNotIn("?warm-butter", env.state()[0])
        twin.close()
        env.step(WARM)  # the original goes on after its copy is closed
        self.assertEqual(self.steps(env), 2)

    def test_a_deep_copy_before_reset_has_no_environment(self):
        env = Env(server_url(), task=RECIPE)
        twin = copy.deepcopy(env)
        self.assertIsNone(twin.env_id)
        self.assertEqual((twin.task, twin.max_steps), (RECIPE, 100))

    def test_a_shallow_copy_and_a_pickle_keep_the_environment(self):
        # documented: both name the same environment on the server (a handle passed on)
        env = self.make()
        self.assertEqual(copy.copy(env).env_id, env.env_id)
        self.assertEqual(pickle.loads(pickle.dumps(env)).env_id, env.env_id)

    def test_an_environment_gone_says_so_and_what_to_do(self):
        env = self.make()
        env.step(BUTTER)
        client().delete_env(env.env_id)  # as the server's idle limit or a restart would
        calls = {
            "step": lambda: env.step(WARM),
            "step of lines": lambda: env.step([WARM]),
            "state": env.state,
            "admissible_commands": lambda: env.admissible_commands(3),
            "deepcopy": lambda: copy.deepcopy(env),
        }
        for name, call in calls.items():
            with self.subTest(name), self.assertRaises(EnvironmentGone) as gone:
                call()
            error = gone.exception
            self.assertIsInstance(error, ApiError)  # caught where ApiError was
            self.assertEqual((error.status, error.code), (404, "unknown-session"))
            self.assertIn("gone from the server", str(error))
            self.assertIn("call reset()", str(error))
        obs, info = env.reset()  # what the error says to do
        self.assertFalse(info["goal"]["fraction"])
        self.assertTrue(env.step(BUTTER)[4]["accepted"])

    def test_other_refusals_are_no_environment_gone(self):
        env = self.make(max_steps=1)
        env.step(BUTTER)
        with self.assertRaises(ApiError) as over:
            env.step(WARM)  # the episode is over: a 400, the environment is still there
        self.assertNotIsInstance(over.exception, EnvironmentGone)

    def test_environment_gone_pickles(self):
        error = EnvironmentGone(404, "unknown-session", "gone")
        again = pickle.loads(pickle.dumps(error))
        self.assertIs(type(again), EnvironmentGone)
        self.assertEqual(str(again), str(error))


@unittest.skipIf(GYMNASIUM, "gymnasium's own Env gives these")
class StandInTest(unittest.TestCase):
    def test_what_gymnasium_code_reads_of_an_env(self):
        env = Env(server_url(), task=RECIPE)
        self.assertIs(env.unwrapped, env)
        self.assertIsNone(env.spec)


if __name__ == "__main__":
    unittest.main()
