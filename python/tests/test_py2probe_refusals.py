"""What the server now says of a request it refuses reaches the caller whole: a 401 says whether no
token was sent or the wrong one (and the client adds what to change), a misspelt query parameter
is named with the one meant; and a body left out (``body=None``) is sent as none, never as the JSON
``null`` the server refuses."""

import unittest

from irl_kitchen import ApiError, Client

from _support import client, start_server


class UnauthorizedTest(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.server = start_server(["--token", "py2probe-token"])

    @classmethod
    def tearDownClass(cls):
        cls.server.stop()

    def test_no_token_and_a_wrong_token_are_told_apart(self):
        for token, server_says, client_says in ((None, "no bearer token sent", "this client sent none"), ("wrong", "the token is not the server's", "this client sent one")):
            with self.assertRaises(ApiError) as caught:
                Client(self.server.url, token=token).list_sessions()
            self.assertEqual((caught.exception.status, caught.exception.code), (401, "unauthorized"))
            self.assertIn("GET /sessions: " + server_says, caught.exception.message)
            self.assertIn(client_says, caught.exception.message)


class QueryAndBodyTest(unittest.TestCase):
    def test_a_misspelt_query_parameter_is_named_with_the_one_meant(self):
        with self.assertRaises(ApiError) as caught:
            client().request("GET", "/sessions", query={"limt": 1})
        self.assertEqual((caught.exception.status, caught.exception.code), (400, "invalid-request"))
        self.assertIn('no query parameter "limt" (did you mean limit?)', caught.exception.message)

    def test_a_body_left_out_is_no_json_null(self):
        opened = client().request("POST", "/sessions", None, expect=("session",))
        client().session(opened["session"]).close()
        # None inside a body is a field's null, which the server names
        with self.assertRaises(ApiError) as caught:
            client().request("POST", "/sessions", {"kitchen": None})
        self.assertEqual(caught.exception.code, "invalid-request")
        self.assertIn("kitchen", caught.exception.message)


if __name__ == "__main__":
    unittest.main()
