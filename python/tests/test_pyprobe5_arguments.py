"""None or a wrong type where a value is required is a TypeError naming the argument, raised before
any request (python/README.md): before, ``Session.nearest(line, k=None)`` sent ``"k": null`` and got
the server's 400 "body/k must be integer", and ``Client.restore_session(None)`` sent
``"snapshot": null``. A fake server on 127.0.0.1 (test_fake_servers.JsonServer) records what is sent."""

import unittest

from irl_kitchen import Client, Session

from test_fake_servers import JsonServer


class RequiredValuesTest(unittest.TestCase):
    def setUp(self):
        self.server = JsonServer(lambda method, path, body, n: (200, []))
        self.addCleanup(self.server.close)
        self.client = Client(self.server.url, timeout=10)

    def test_k_of_nearest_is_an_integer_of_at_least_one(self):
        session = Session(self.client, "s-1")
        for k in (None, "3", True, 2.0):
            with self.subTest(k=k):
                with self.assertRaisesRegex(TypeError, r"^k must be an integer"):
                    session.nearest("beat the butter", k=k)
        with self.assertRaisesRegex(ValueError, r"^k must be at least 1, not 0"):
            session.nearest("beat the butter", k=0)
        self.assertEqual(self.server.seen, [])
        self.assertEqual(session.nearest("beat the butter", k=3), [])
        self.assertEqual(self.server.seen, [("POST", "/sessions/s-1/nearest", {"line": "beat the butter", "k": 3})])

    def test_a_snapshot_is_a_dict(self):
        for snapshot in (None, "irl-kitchen-session", ["(get-kitchen ?k)"]):
            with self.subTest(snapshot=snapshot):
                with self.assertRaisesRegex(TypeError, r"^snapshot must be a dict"):
                    self.client.restore_session(snapshot)
        self.assertEqual(self.server.seen, [])


class UserInfoTest(unittest.TestCase):
    """A base_url with ``user:password@``: before, urllib took it all for the host's name, the
    request failed with "name or service not known", and the message repeated the password."""

    def test_a_user_or_password_in_the_url_is_refused_without_repeating_it(self):
        for url in ("http://alice:s3cret@127.0.0.1:8080", "http://alice@127.0.0.1:8080/api/"):
            with self.subTest(url=url):
                with self.assertRaises(ValueError) as caught:
                    Client(url)
                message = str(caught.exception)
                self.assertRegex(message, r"^base_url must hold no user name or password \(the server takes a token: Client\(token=\.\.\.\)")
                self.assertNotIn("s3cret", message)
                self.assertNotIn("alice", message)
                self.assertIn("http://127.0.0.1:8080", message)


if __name__ == "__main__":
    unittest.main()
