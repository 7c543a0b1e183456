"""Text beyond ASCII in request bodies, against the shared server on 127.0.0.1 (_support): the client
sends bodies as UTF-8, so that "é" counts 2 bytes of the server's --body-limit (1 MiB by default),
as the same text sent by curl does. Before, every such character went as a \\u escape of 6 bytes
(an emoji 12), and a network with 600 KB of accented comments was a 413 body-too-large."""

import json
import unittest

from irl_kitchen import ApiError
from irl_kitchen.wire import _json_body

from _support import client

BODY_LIMIT = 1024 * 1024  # docs/HTTP.md, Limits: the server's default --body-limit
LINE_LIMIT = 100000  # UTF-16 units of one network line the reader takes (an emoji is 2)


def accented_network(characters, text="é"):
    """A network whose comment lines hold ``characters`` copies of ``text`` in all, under the line limit."""
    per_line = LINE_LIMIT // 4
    lines = ["(get-kitchen ?kitchen)"]
    while characters > 0:
        lines.append("; " + text * min(per_line, characters))
        characters -= per_line
    return "\n".join(lines)


class Utf8BodiesTest(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.client = client()

    def test_a_body_under_the_limit_in_utf8_is_taken(self):
        network = accented_network(300000)  # 600 KB of UTF-8; as \u escapes it was 1.8 MB
        self.assertLess(len(json.dumps({"network": network}, ensure_ascii=False).encode("utf-8")), BODY_LIMIT)
        self.assertEqual(self.client.execute(network)["status"], "ok")
        with self.client.open_session() as session:
            self.assertTrue(session.execute(accented_network(200000, "🍮"))["accepted"])  # 800 KB

    def test_a_body_over_the_limit_is_still_the_servers_refusal(self):
        with self.assertRaises(ApiError) as caught:
            self.client.execute(accented_network(600000))  # 1.2 MB of UTF-8
        self.assertEqual((caught.exception.status, caught.exception.code), (413, "body-too-large"))

    def test_unicode_comes_back_as_sent(self):
        line = "(fetch-and-proportion ?sücre ?ks-1 ?kitchen ?bol white-sugar 1 g) ; crème brûlée 🍮 砂糖"
        with self.client.open_session() as session:
            step = session.execute(line)
            self.assertTrue(step["accepted"], step["diagnostics"])
            self.assertIn("?sücre", step["newBindings"])
            self.assertEqual(session.network(), line)
            self.assertEqual(session.snapshot()["lines"], [line])

    def test_a_lone_surrogate_is_still_sent_as_its_escape(self):
        # Python strings may hold one (JSON's \ud800 decodes to it); UTF-8 cannot carry it
        self.assertEqual(_json_body({"line": "a\ud800"}, "POST /x"), b'{"line": "a\\ud800"}')
        self.assertEqual(_json_body({"line": "é"}, "POST /x"), '{"line": "é"}'.encode("utf-8"))
        self.assertEqual(self.client.execute("(get-kitchen ?kitchen) ; \ud800")["status"], "ok")


class UndoTest(unittest.TestCase):
    """Session.undo's docstring says what POST /sessions/{id}/undo does (docs/HTTP.md); it said
    "the last accepted execute call", while a refused call is taken back too (with no lines)."""

    def test_an_undo_after_a_refusal_keeps_the_accepted_call(self):
        accepted = "(fetch-and-proportion ?butter ?ks-1 ?kitchen ?bowl butter 230 g)"
        with client().open_session() as session:
            self.assertTrue(session.execute(accepted)["accepted"])
            self.assertFalse(session.execute("(beet ?x ?ks-2 ?ks-1 ?butter)")["accepted"])
            self.assertTrue(session.undo())  # the refused call
            self.assertEqual(session.network(), accepted)
            self.assertTrue(session.undo())  # the accepted one
            self.assertEqual(session.network(), "")
            self.assertFalse(session.undo())
        self.assertIn("refused call", type(session).undo.__doc__)


if __name__ == "__main__":
    unittest.main()
