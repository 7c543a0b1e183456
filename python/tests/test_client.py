"""The routes of docs/HTTP.md that exist today, through irl_kitchen.Client and Session, against a
real server on 127.0.0.1."""

import json
import unittest
import urllib.request

from irl_kitchen import ApiError, Client, Session, number

from _support import BUTTER, RECIPE, SUGAR, WARM, client, gold_lines, start_server


class CatalogTest(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.client = client()

    def test_health(self):
        health = self.client.health()
        self.assertEqual(health["status"], "ok")
        self.assertIn("qualitative", health["executionModes"])
        self.assertIsInstance(health["sessions"], int)

    def test_actions(self):
        actions = self.client.actions()
        names = [a["name"] for a in actions]
        self.assertEqual(names, sorted(names))
        self.assertIn("fetch-and-proportion", names)
        beat = next(a for a in actions if a["name"] == "beat")
        self.assertTrue(beat["slots"] and beat["modes"])

    def test_action_model(self):
        beat = self.client.action("beat")
        conditions = [c for m in beat["modes"] for c in m["conditions"]]
        self.assertTrue(conditions and all(c["codes"] for c in conditions))
        model = self.client.action_model()
        self.assertEqual(len(model["actions"]), len(self.client.actions()))
        self.assertIn("in_kitchen", model["conditions"])
        with self.assertRaises(ApiError) as refused:
            self.client.action("beet")
        self.assertEqual(refused.exception.status, 404)
        self.assertEqual(refused.exception.code, "unknown-action")
        self.assertIn("did you mean beat?", str(refused.exception))

    def test_metrics_and_openapi(self):
        metrics = self.client.metrics()
        self.assertIsInstance(metrics, str)
        self.assertIn("# TYPE", metrics)
        document = self.client.openapi()
        self.assertIn("/sessions/{id}/execute", document["paths"])


class StatelessTest(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.client = client()

    def test_execute_a_network(self):
        result = self.client.execute([BUTTER, WARM, SUGAR])
        self.assertEqual(result["status"], "ok")
        self.assertIn("?proportioned-sugar", result["bindings"])
        self.assertEqual(self.client.execute("\n".join([BUTTER]), mode="qualitative")["status"], "ok")

    def test_a_bad_network_is_an_answer(self):
        result = self.client.execute("(fetch-and-proportoin ?x ?ks ?kitchen ?bowl butter 230 g)")
        self.assertEqual(result["status"], "error")
        self.assertTrue(result["diagnostics"])

    def test_physics_feedback_only_with_the_quantitative_mode(self):
        result = self.client.execute([BUTTER], mode="quantitative", physics_feedback=True)
        self.assertEqual(result["status"], "ok")
        self.assertIsInstance(result["physicsFeedback"], list)
        self.assertNotIn("physicsFeedback", self.client.execute([BUTTER], mode="quantitative"))
        with self.assertRaises(ApiError) as caught:
            self.client.execute(BUTTER, physics_feedback=True)
        self.assertEqual((caught.exception.status, caught.exception.code), (400, "invalid-request"))

    def test_an_unknown_mode_is_refused(self):
        with self.assertRaises(ApiError) as caught:
            self.client.execute(BUTTER, mode="telepathic")
        self.assertEqual((caught.exception.status, caught.exception.code), (400, "unknown-mode"))

    def test_evaluate_a_gold_network(self):
        lines = gold_lines()
        rows = self.client.evaluate("#{}\n{}".format(RECIPE, "\n".join(lines)))
        row = rows[0] if isinstance(rows, list) else rows
        self.assertEqual(row["status"], "ok")
        self.assertEqual(number(row["goalConditionSuccess"]["fraction"]), 1.0)


class ErrorsTest(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.client = client()

    def test_refusals_are_api_errors(self):
        with self.assertRaises(ApiError) as caught:
            self.client.session("no-such-session").network()
        e = caught.exception
        self.assertEqual((e.status, e.code), (404, "unknown-session"))
        self.assertTrue(e.message.startswith("GET /sessions/{id}/network"), e.message)

        with self.assertRaises(ApiError) as caught:
            self.client.request("POST", "/sessions", {"rules": "x"})
        self.assertEqual((caught.exception.status, caught.exception.code), (400, "invalid-request"))

        with self.assertRaises(ApiError) as caught:
            self.client.request("GET", "/no/such/route")
        self.assertEqual((caught.exception.status, caught.exception.code), (404, "no-such-route"))

    def test_malformed_json_has_a_place(self):
        request = urllib.request.Request(self.client.base_url + "/execute", data=b'{"network": ', method="POST", headers={"content-type": "application/json"})
        try:
            urllib.request.urlopen(request, timeout=30)
            self.fail("malformed JSON was accepted")
        except urllib.error.HTTPError as http_error:
            e = Client._error_of(http_error)
        self.assertEqual((e.status, e.code), (400, "malformed-json"))


class SessionTest(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.client = client()

    def test_a_session_from_open_to_close(self):
        session = self.client.open_session()
        self.assertIsInstance(session, Session)
        self.assertIn("?kitchen", session.bindings)
        try:
            step = session.execute([BUTTER, WARM])
            self.assertEqual((step["status"], step["accepted"]), ("ok", True))
            self.assertIn("?warm-butter", session.bindings)
            self.assertEqual(session.network(), "\n".join([BUTTER, WARM]))

            entries = session.admissible(limit=5)
            self.assertTrue(1 <= len(entries) <= 5)
            self.assertTrue(all(e["line"].startswith("(") for e in entries))
            fetches = session.admissible(action="fetch-and-proportion", limit=3)
            self.assertTrue(all(e["action"] == "fetch-and-proportion" for e in fetches))

            near = session.nearest("(fetch-and-proportion ?sugar ?ks white-sugar 120 g)", k=2)
            self.assertEqual(len(near), 2)
            self.assertTrue(all(0 <= e["score"] <= 1 for e in near))

            self.assertTrue(session.check(SUGAR)["admissible"])
            bad = session.check("(beat ?beaten ?ks-out ?kitchen ?warm-butter ?whisk)")
            self.assertFalse(bad["admissible"])
            self.assertTrue(bad["failed"])

            bindings = session.fetch_bindings()
            self.assertEqual(bindings, session.bindings)
            self.assertIn("?ks-with-warm-butter", bindings)
            kitchen = session.kitchen()
            self.assertEqual(kitchen["kind"], "kitchen-state")
            page = session.view()
            self.assertIsInstance(page, str)
            self.assertIn("<html", page.lower())

            copy = session.fork()
            with copy:
                copy.execute(SUGAR)
                self.assertIn(SUGAR, copy.network())
                self.assertNotIn(SUGAR, session.network())
            with self.assertRaises(ApiError):
                copy.network()  # closed by the with block

            self.assertTrue(session.undo())
            self.assertEqual(session.network(), "")
            self.assertFalse(session.undo())

            session.execute(gold_lines()[1:4])
            row = session.evaluate(RECIPE, metrics=["goal-condition-success"])
            self.assertEqual(row["recipeId"], RECIPE)
            self.assertGreater(number(row["goalConditionSuccess"]["fraction"]), 0)
        finally:
            self.assertEqual(session.close(), {"deleted": True})
        with self.assertRaises(ApiError) as caught:
            session.close()
        self.assertEqual(caught.exception.code, "unknown-session")

    def test_a_refused_call_changes_nothing(self):
        with self.client.open_session() as session:
            session.execute([BUTTER, WARM])
            refused = session.execute("(fetch-and-proportoin ?x ?ks ?kitchen ?bowl butter 230 g)")
            self.assertEqual((refused["accepted"], refused["status"]), (False, "error"))
            self.assertTrue(refused["diagnostics"])
            self.assertEqual(session.network(), "\n".join([BUTTER, WARM]))

    def test_attach_to_an_open_session(self):
        with self.client.open_session() as session:
            session.execute(BUTTER)
            attached = self.client.session(session.id)
            self.assertIsNone(attached.bindings)
            self.assertEqual(attached.network(), BUTTER)
            self.assertIn("?proportioned-butter", attached.fetch_bindings())


class LimitsTest(unittest.TestCase):
    def test_a_body_over_the_limit_is_the_server_s_refusal(self):
        # the server answers 413 before reading the body and closes; the client, still sending
        # 5 MiB, raised ServerUnreachable "broken pipe (EPIPE)" for a server that was running
        with self.assertRaises(ApiError) as caught:
            client().execute("; " + "x" * (5 << 20))
        self.assertEqual((caught.exception.status, caught.exception.code), (413, "body-too-large"))
        self.assertEqual(client().health()["status"], "ok")


class TokenTest(unittest.TestCase):
    """A server started with --token: every request presents it, or gets a 401."""

    @classmethod
    def setUpClass(cls):
        cls.server = start_server(["--token", "secret-token-1"])

    @classmethod
    def tearDownClass(cls):
        cls.server.stop()

    def test_the_token_is_sent(self):
        self.assertEqual(Client(self.server.url, token="secret-token-1").health()["status"], "ok")
        for token in (None, "wrong"):
            with self.assertRaises(ApiError) as caught:
                Client(self.server.url, token=token).health()
            self.assertEqual((caught.exception.status, caught.exception.code), (401, "unauthorized"))
            # the server's words speak of headers; the refusal also says what to change in Python
            self.assertIn("this client sent none" if token is None else "this client sent one that is not the server's", str(caught.exception))
            self.assertIn("token=", caught.exception.message)


if __name__ == "__main__":
    unittest.main()
