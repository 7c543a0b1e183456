"""Every route method against a service on 127.0.0.1 that is not irl-kitchen and answers 200 with
JSON of its own: python/README.md says such an answer raises ServerUnreachable. Before, most
methods returned the foreign JSON as if it were the route's answer (``health()`` gave
``{"hello": 1}``, ``metrics()`` a dict), and ``admissible_count`` and ``iter_admissible`` raised a
bare ValueError. No irl-kitchen server is needed."""

import unittest

from irl_kitchen import Client, ServerUnreachable, Session

from test_fake_servers import JsonServer


def route_calls(client):
    """(name, call) for every method that sends a request, each as a user calls it."""
    session = Session(client, "s-1")
    return [
        ("health", client.health),
        ("metrics", client.metrics),
        ("openapi", client.openapi),
        ("actions", client.actions),
        ("action", lambda: client.action("beat")),
        ("action_model", client.action_model),
        ("execute", lambda: client.execute("(get-kitchen ?k)")),
        ("evaluate", lambda: client.evaluate("(get-kitchen ?k)")),
        ("repair", lambda: client.repair("(get-kitchen ?k)")),
        ("plan", lambda: client.plan("almond-crescent-cookies", budget_seconds=1)),
        ("tasks", client.tasks),
        ("task", lambda: client.task("almond-crescent-cookies")),
        ("open_session", client.open_session),
        ("list_sessions", client.list_sessions),
        ("restore_session", lambda: client.restore_session({"format": "irl-kitchen-session"})),
        ("Session.execute", lambda: session.execute("(get-kitchen ?k)")),
        ("Session.admissible", session.admissible),
        ("Session.admissible lines", lambda: session.admissible(form="lines")),
        ("Session.admissible templates", lambda: session.admissible(form="templates")),
        ("Session.admissible_count", session.admissible_count),
        ("Session.iter_admissible", lambda: list(session.iter_admissible())),
        ("Session.nearest", lambda: session.nearest("beat the butter")),
        ("Session.check", lambda: session.check("(get-kitchen ?k)")),
        ("Session.kitchen", session.kitchen),
        ("Session.network", session.network),
        ("Session.view", session.view),
        ("Session.undo", session.undo),
        ("Session.fork", session.fork),
        ("Session.evaluate", lambda: session.evaluate("almond-crescent-cookies")),
        ("Session.snapshot", session.snapshot),
        ("Session.close", session.close),
        ("create_env", client.create_env),
        ("env_reset", lambda: client.env_reset("e-1")),
        ("env_step", lambda: client.env_step("e-1", line="(get-kitchen ?k)")),
        ("env_admissible", lambda: client.env_admissible("e-1")),
        ("env_state", lambda: client.env_state("e-1")),
        ("delete_env", lambda: client.delete_env("e-1")),
    ]


class ForeignAnswersTest(unittest.TestCase):
    def client_of(self, reply):
        server = JsonServer(lambda method, path, body, n: (200, reply))
        self.addCleanup(server.close)
        return Client(server.url, timeout=10)

    def assert_unusable(self, reply, pattern):
        for name, call in route_calls(self.client_of(reply)):
            with self.subTest(route=name, reply=reply):
                with self.assertRaises(ServerUnreachable) as caught:
                    call()
                self.assertRegex(str(caught.exception), pattern)

    def test_an_object_of_another_service(self):
        self.assert_unusable({"hello": 1}, r"is not irl-kitchen's")

    def test_a_string_of_another_service(self):
        # JSON that is no object, no array and no text page: every route's answer is one of those
        self.assert_unusable("hello", r"is not irl-kitchen's")

    def test_an_array_where_an_object_or_text_is_the_answer(self):
        array_routes = {"evaluate", "Session.admissible", "Session.nearest", "env_admissible", "tasks"}
        for name, call in route_calls(self.client_of([{"hello": 1}])):
            if name in array_routes:
                continue  # an array is their answer's form (tasks: an older server's)
            with self.subTest(route=name):
                with self.assertRaises(ServerUnreachable) as caught:
                    call()
                self.assertRegex(str(caught.exception), r"is not irl-kitchen's")


if __name__ == "__main__":
    unittest.main()
