"""Copies of a Session object: ``copy.deepcopy`` forks the session on the server, as
``copy.deepcopy(env)`` forks an environment; ``copy.copy`` and pickling keep its id."""

import copy
import pickle
import unittest

from irl_kitchen import ApiError

from _support import BUTTER, SUGAR, WARM, client


class SessionCopiesTest(unittest.TestCase):
    def open(self):
        session = client().open_session()
        self.addCleanup(self._close, session)
        return session

    def _close(self, session):
        try:
            session.close()
        except ApiError:
            pass

    def test_a_deep_copy_goes_on_in_a_session_of_its_own(self):
        session = self.open()
        session.execute(BUTTER)
        twin = copy.deepcopy(session)
        self.addCleanup(self._close, twin)
        self.assertNotEqual(twin.id, session.id)
        self.assertEqual(twin.network(), session.network())  # the network so far came with it
        self.assertEqual(twin.bindings, session.bindings)
        self.assertIsNot(twin.bindings, session.bindings)

        twin.execute(WARM)
        self.assertIn("?warm-butter", twin.bindings)
        self.assertNotIn("?warm-butter", session.bindings)
        self.assertEqual(session.network().splitlines(), [BUTTER])
        session.execute(SUGAR)
        self.assertEqual(twin.network().splitlines(), [BUTTER, WARM])
        twin.close()
        self.assertTrue(session.execute(WARM)["accepted"])  # the original goes on after its copy is closed

    def test_a_deep_copy_of_an_attached_session_forks_it_too(self):
        session = self.open()
        session.execute(BUTTER)
        attached = client().session(session.id)
        twin = copy.deepcopy({"s": attached, "again": attached})  # one fork, shared as the original was
        self.addCleanup(self._close, twin["s"])
        self.assertIs(twin["s"], twin["again"])
        self.assertNotEqual(twin["s"].id, session.id)
        self.assertEqual(twin["s"].network().splitlines(), [BUTTER])

    def test_a_shallow_copy_and_a_pickle_keep_the_session(self):
        # documented: both name the same session on the server (a handle passed on)
        session = self.open()
        self.assertEqual(copy.copy(session).id, session.id)
        self.assertEqual(pickle.loads(pickle.dumps(session)).id, session.id)


if __name__ == "__main__":
    unittest.main()
