"""Retries wait the ``Retry-After`` a refusal that passes with time carries (docs/HTTP.md, "Errors"):
a real server at its session limit (``--max-sessions 1``) refuses a fork with 429
``too-many-sessions`` and ``Retry-After: 2``; the client sends it again that much later, as often
as ``retries`` says, and raises the refusal after the last. The waits are recorded, not slept."""

import unittest
from unittest import mock

from irl_kitchen import ApiError, Client, transport

from _support import start_server


class RetryAfterTest(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.server = start_server(["--max-sessions", "1"])

    @classmethod
    def tearDownClass(cls):
        cls.server.stop()

    def fork_refused(self, retries):
        """The waits before each retry of a fork refused at the session limit, and the refusal."""
        client = Client(self.server.url, retries=retries)
        waits = []
        with client.open_session() as session:
            with mock.patch.object(transport.time, "sleep", waits.append):
                with self.assertRaises(ApiError) as caught:
                    session.fork()
        return waits, caught.exception

    def test_the_wait_is_the_servers_retry_after(self):
        waits, refusal = self.fork_refused(retries=2)
        self.assertEqual((refusal.status, refusal.code), (429, "too-many-sessions"))
        self.assertEqual(waits, [2.0, 2.0])  # not 0.25 s and 0.5 s, the backoff without a Retry-After

    def test_no_retries_no_wait(self):
        waits, refusal = self.fork_refused(retries=0)
        self.assertEqual(refusal.code, "too-many-sessions")
        self.assertEqual(waits, [])

    def test_a_refusal_without_retry_after_is_not_sent_again(self):
        client = Client(self.server.url, retries=3)
        waits = []
        with mock.patch.object(transport.time, "sleep", waits.append):
            with self.assertRaises(ApiError) as caught:
                client.request("GET", "/sessions", query={"limt": 1})
        self.assertEqual(caught.exception.code, "invalid-request")
        self.assertEqual(waits, [])


if __name__ == "__main__":
    unittest.main()
