"""irl_kitchen.Env from several threads at once: a call made while another thread's call of the same
Env is under way is refused with EnvInUse and sends nothing, instead of both threads' lines going
into one episode. The other thread's step is held inside the client until the test lets it go, so
the overlap does not depend on timing."""

import copy
import pickle
import threading
import unittest

import irl_kitchen
from irl_kitchen import Client, Env, EnvInUse

from _support import BUTTER, RECIPE, WARM, server_url


class HeldClient(Client):
    """A client whose next ``env_step`` waits (before sending) until ``release`` is set; ``fail``
    makes the next one raise instead, as an interrupt would."""

    def __init__(self, url):
        super().__init__(url)
        self.entered = threading.Event()
        self.release = threading.Event()
        self.hold = False
        self.fail = None

    def env_step(self, env_id, line=None, lines=None):
        if self.fail is not None:
            error, self.fail = self.fail, None
            raise error
        if self.hold:
            self.hold = False
            self.entered.set()
            self.release.wait(60)  # bounded, whatever the test does
        return super().env_step(env_id, line=line, lines=lines)


class OneThreadTest(unittest.TestCase):
    def make(self):
        held = HeldClient(server_url())
        env = Env(client=held, task=RECIPE, commands=0)
        self.addCleanup(env.close)
        env.reset(seed=0)
        return env, held

    def start_held_step(self, env, held, line):
        """Another thread's step of ``line``, held in the client; returns its thread and results."""
        held.hold = True
        outcome = []
        thread = threading.Thread(target=lambda: outcome.append(env.step(line)), daemon=True)
        thread.start()
        self.assertTrue(held.entered.wait(60), "the other thread's step never reached the client")
        return thread, outcome

    def test_a_call_while_another_thread_steps_is_refused_and_sends_nothing(self):
        env, held = self.make()
        thread, outcome = self.start_held_step(env, held, BUTTER)
        try:
            calls = {
                "step": lambda: env.step(WARM),
                "state": env.state,
                "admissible_commands": lambda: env.admissible_commands(3),
                "reset": lambda: env.reset(seed=1),
                "close": env.close,
                "__deepcopy__": lambda: copy.deepcopy(env),
            }
            for name, call in calls.items():
                with self.subTest(call=name):
                    with self.assertRaises(EnvInUse) as caught:
                        call()
                    self.assertIsInstance(caught.exception, RuntimeError)
                    self.assertEqual((caught.exception.call, caught.exception.running), (name, "step"))
                    self.assertIn("Env.{}() refused: Env.step() of another thread is under way".format(name), str(caught.exception))
                    self.assertIn("give each thread an Env of its own", str(caught.exception))
        finally:
            held.release.set()
            thread.join(60)
        self.assertEqual(len(outcome), 1, "the held step did not finish")
        self.assertTrue(outcome[0][4]["accepted"], outcome[0][4]["diagnostics"])
        # only the held step reached the server: the refused reset, close and step sent nothing
        obs, info = env.state()
        self.assertEqual(info["steps"], 1)
        self.assertIsNotNone(env.env_id)
        # the Env is free again once the other thread's call is over
        self.assertTrue(env.step(WARM)[4]["accepted"])
        self.assertEqual(env.state()[1]["steps"], 2)

    def test_a_call_that_raises_leaves_the_env_free(self):
        env, held = self.make()
        held.fail = KeyboardInterrupt()
        with self.assertRaises(KeyboardInterrupt):
            env.step(BUTTER)
        self.assertTrue(env.step(BUTTER)[4]["accepted"])

    def test_threads_with_an_env_each_step_apart(self):
        envs = [self.make()[0] for _ in range(3)]
        errors = []

        def run(env):
            try:
                for line in (BUTTER, WARM):
                    env.step(line)
            except Exception as e:  # reported below, with its thread's env
                errors.append(e)

        threads = [threading.Thread(target=run, args=(env,), daemon=True) for env in envs]
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join(120)
        self.assertEqual(errors, [])
        self.assertEqual([env.state()[1]["steps"] for env in envs], [2, 2, 2])

    def test_a_pickle_of_an_env_steps_in_another_process(self):
        env = Env(server_url(), task=RECIPE, commands=0)
        self.addCleanup(env.close)
        env.reset(seed=0)
        again = pickle.loads(pickle.dumps(env))  # the guard's lock is not pickled: a new one
        self.assertEqual(again.env_id, env.env_id)
        self.assertTrue(again.step(BUTTER)[4]["accepted"])
        self.assertEqual(env.state()[1]["steps"], 1)

    def test_a_shallow_copy_drives_the_same_environment_and_is_refused_too(self):
        env, held = self.make()
        shallow = copy.copy(env)
        thread, outcome = self.start_held_step(env, held, BUTTER)
        try:
            with self.assertRaises(EnvInUse):
                shallow.state()
        finally:
            held.release.set()
            thread.join(60)
        self.assertEqual(len(outcome), 1)
        self.assertEqual(shallow.state()[1]["steps"], 1)

    def test_the_refusal_is_exported_and_pickles(self):
        self.assertIs(irl_kitchen.EnvInUse, EnvInUse)
        error = pickle.loads(pickle.dumps(EnvInUse("state", "step")))
        self.assertEqual((error.call, error.running), ("state", "step"))
        self.assertIn("Env.state() refused: Env.step() of another thread", str(error))


if __name__ == "__main__":
    unittest.main()
