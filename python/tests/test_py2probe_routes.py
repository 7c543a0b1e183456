"""Every request the package sends, checked against the server's OpenAPI document (its
operationIds): each names an operation of the document, with only the query parameters and body
fields that operation takes (a server refuses others, with a did-you-mean, rather than ignoring
them), never a JSON ``null`` body; and every operation of the document is reached by a method of
:class:`Client`, :class:`Session` or :class:`Env`. The requests are recorded as they go to a real
server."""

import json
import re
import unittest
import urllib.parse
from unittest import mock

import irl_kitchen
from irl_kitchen import transport

from _support import BUTTER, RECIPE, SUGAR, WARM, client, gold_lines, server_url


def operations(document):
    """(method, path regex, literal parts, operation) of each operation, the most literal first."""
    found = []
    for path, methods in document["paths"].items():
        pattern = re.compile("^" + re.sub(r"\\\{[^/]+?\\\}", "[^/]+", re.escape(path)) + "$")
        for method, operation in methods.items():
            if isinstance(operation, dict) and "operationId" in operation:
                found.append((method.upper(), pattern, -path.count("{"), operation))
    return sorted(found, key=lambda o: o[2], reverse=True)


def operation_of(ops, method, path):
    """The operation a request reaches (a literal path before a template), or None."""
    return next((op for m, pattern, _, op in ops if m == method and pattern.match(path)), None)


def body_fields(document, operation):
    """The fields an operation's JSON body may hold (None: any)."""
    schema = operation.get("requestBody", {}).get("content", {}).get("application/json", {}).get("schema", {})
    while "$ref" in schema:
        schema = document
        for part in schema_ref(operation).split("/")[1:]:
            schema = schema[part]
    return None if "properties" not in schema else set(schema["properties"])


def schema_ref(operation):
    return operation["requestBody"]["content"]["application/json"]["schema"]["$ref"]


class RecordedRoutesTest(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.sent = []  # (method, url, body) of each request but GET /openapi.json, which the document leaves out
        real_open = transport._OPENER.open

        def recording_open(request, *args, **kwargs):
            if urllib.parse.urlsplit(request.full_url).path != "/openapi.json":
                cls.sent.append((request.get_method(), request.full_url, request.data))
            return real_open(request, *args, **kwargs)

        with mock.patch.object(transport._OPENER, "open", recording_open):
            cls.document = cls.exercise()

    @classmethod
    def exercise(cls):
        """Calls every method that sends a request, with every optional argument given."""
        c = client()
        document = c.openapi()
        c.health(), c.metrics(), c.actions(), c.action("beat"), c.action_model()
        network = "#{}\n{}".format(RECIPE, "\n".join(gold_lines()))
        c.execute([BUTTER], mode="quantitative", physics_feedback=True, kitchen="full-kitchen")
        c.evaluate(network, metrics=["goal-condition-success"], kitchen="full-kitchen")
        c.repair([BUTTER, WARM], seed=1, budget_seconds=2)
        c.plan(RECIPE, goal="visible", seed=1, budget_seconds=1, max_nodes=5, timing=False)
        c.tasks(split="train", goal="text", count=1, seed=1)
        c.task(RECIPE, goal="text")
        c.list_sessions(limit=1)
        with c.open_session(kitchen="full-kitchen", semantics="reference") as session:
            session.execute([BUTTER, WARM])
            session.admissible(action="beat", limit=1)
            session.admissible(form="lines", limit=1, action="beat", uses="?warm-butter", produces="container")
            session.admissible(form="templates", action="beat")
            session.admissible_count(action="beat", uses="?warm-butter", produces="container")
            session.nearest(SUGAR, k=1)
            session.check(SUGAR)
            session.fetch_bindings(), session.kitchen(), session.network(), session.view()
            session.evaluate(RECIPE, metrics=["goal-condition-success"])
            c.restore_session(session.snapshot()).close()
            session.fork().close()
            session.undo()
        env = c.create_env(task=RECIPE, goal="visible", seed=0, max_steps=5, max_seconds=100000, shaping=False, commands=1)["env"]
        c.env_reset(env, seed=1, task=RECIPE, goal="visible")
        c.env_step(env, line=BUTTER)
        c.env_step(env, lines=[WARM])
        c.env_admissible(env, limit=1), c.env_state(env), c.delete_env(env)
        agent = irl_kitchen.Env(server_url(), task=RECIPE, max_steps=5)
        agent.reset(seed=0), agent.step(BUTTER), agent.admissible_commands(1), agent.state(), agent.task_info()
        agent.close()
        return document

    def test_every_request_is_an_operation_of_the_document(self):
        ops = operations(self.document)
        self.assertTrue(self.sent)
        for method, url, data in self.sent:
            parts = urllib.parse.urlsplit(url)
            with self.subTest(request="{} {}".format(method, parts.path)):
                operation = operation_of(ops, method, parts.path)
                self.assertIsNotNone(operation, "no operation of /openapi.json")
                taken = {p["name"] for p in operation.get("parameters", []) if p.get("in") == "query"}
                self.assertLessEqual(set(urllib.parse.parse_qs(parts.query)), taken, operation["operationId"])
                if data is not None:
                    body = json.loads(data.decode("utf-8"))
                    self.assertIsInstance(body, dict, "a body is an object, never JSON null")
                    fields = body_fields(self.document, operation)
                    if fields is not None:
                        self.assertLessEqual(set(body), fields, operation["operationId"])

    def test_every_operation_is_reached(self):
        ops = operations(self.document)
        reached = {operation_of(ops, method, urllib.parse.urlsplit(url).path)["operationId"] for method, url, _ in self.sent}
        self.assertEqual(sorted({op["operationId"] for _, _, _, op in ops} - reached), [])

if __name__ == "__main__":
    unittest.main()
