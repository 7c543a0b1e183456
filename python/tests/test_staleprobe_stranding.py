"""irl_kitchen.Env and lines an agent should not send (docs/ENVIRONMENT.md): a line re-sent from an
out-of-date list of admissible lines is refused as a step that changes nothing, and the episode
goes on; tasks are drawn from the train split by default, as the library and the server draw them."""

import unittest

from irl_kitchen import ApiError, Env

from _support import BUTTER, RECIPE, SUGAR, WARM, client, server_url


class StaleLineTest(unittest.TestCase):
    def make(self, **kwargs):
        env = Env(server_url(), commands=0, **kwargs)
        self.addCleanup(env.close)
        return env

    def test_a_resent_line_is_refused_and_the_episode_goes_on(self):
        env = self.make(task=RECIPE)
        env.reset()
        env.step(BUTTER)
        obs, reward, terminated, truncated, info = env.step(BUTTER)
        self.assertFalse(info["accepted"])
        self.assertEqual(info["status"], "ok")
        self.assertEqual(reward, 0)
        self.assertEqual(info["steps"], 2)
        found = [(d["code"], d["variable"], d["line"]) for d in info["diagnostics"]]
        self.assertEqual(found, [("E_OUTPUT_ALREADY_BOUND", "?proportioned-butter", 2), ("E_OUTPUT_ALREADY_BOUND", "?ks-with-butter", 2)])
        obs, reward, terminated, truncated, info = env.step([WARM, SUGAR])
        self.assertTrue(info["accepted"])
        self.assertEqual(info["status"], "ok")
        self.assertEqual(env.session.network().splitlines(), [BUTTER, WARM, SUGAR])

    def test_admissible_commands_zero_is_none(self):
        env = self.make(task=RECIPE)
        env.reset()
        self.assertEqual(env.admissible_commands(0), [])

    def test_nothing_to_do_once_the_episode_has_ended(self):
        env = self.make(task=RECIPE, max_steps=1)
        env.reset()
        self.assertTrue(env.step(BUTTER)[3])  # truncated
        self.assertEqual(env.admissible_commands(3), [])
        with self.assertRaises(ApiError) as caught:
            env.step(WARM)
        self.assertEqual(caught.exception.status, 400)
        self.assertIn("the episode is over", str(caught.exception))

    def test_draws_from_the_train_split_by_default(self):
        env = self.make()
        self.assertEqual(env.split, "train")
        train = {t["id"] for t in client().tasks(split="train")}
        for seed in range(3):
            env.reset(seed=seed)
            self.assertIn(env.task, train)


if __name__ == "__main__":
    unittest.main()
