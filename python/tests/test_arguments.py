"""Wrong arguments are a ValueError or TypeError naming the argument, raised when the object is
made or the call is made, before any request (the URLs below have no server)."""

import unittest

from irl_kitchen import Client, Env, Session
from irl_kitchen.spaces import CHARSET

NOWHERE = "http://127.0.0.1:9"


class ClientArgumentsTest(unittest.TestCase):
    def refused(self, error, name, **kwargs):
        with self.assertRaises(error) as caught:
            Client(kwargs.pop("base_url", NOWHERE), **kwargs)
        self.assertIn(name, str(caught.exception))

    def test_timeout(self):
        self.refused(ValueError, "timeout", timeout=-1)  # was a ValueError from socket.py
        self.refused(ValueError, "timeout", timeout=0)  # was ServerUnreachable EINPROGRESS
        self.refused(ValueError, "timeout", timeout=float("nan"))
        self.refused(TypeError, "timeout", timeout="5")
        self.assertIsNone(Client(NOWHERE, timeout=None).timeout)
        self.assertEqual(Client(NOWHERE, timeout=2).timeout, 2)

    def test_retries(self):
        self.refused(TypeError, "retries", retries="x")  # was int()'s "invalid literal"
        self.refused(TypeError, "retries", retries=1.5)
        self.refused(ValueError, "retries", retries=-1)
        self.assertEqual(Client(NOWHERE, retries=3).retries, 3)

    def test_token_and_url(self):
        self.refused(TypeError, "token", token=123)
        self.refused(ValueError, "token", token="a\nb")
        self.refused(ValueError, "base_url", base_url="http://127.0.0.1:port")
        self.refused(ValueError, "base_url", base_url="http://:8080")
        self.refused(ValueError, "base_url", base_url="http://127.0.0.1:8080/?x=1")
        self.assertEqual(Client("http://127.0.0.1:8080/api/").base_url, "http://127.0.0.1:8080/api")

    def test_a_body_json_cannot_carry(self):
        with self.assertRaises(ValueError) as caught:
            Client(NOWHERE).create_env("almond-crescent-cookies", max_seconds=float("nan"))
        self.assertIn("POST /envs", str(caught.exception))
        with self.assertRaises(TypeError) as caught:
            Client(NOWHERE).plan("almond-crescent-cookies", budget_seconds=object())
        self.assertIn("POST /plan", str(caught.exception))

    def test_integers_of_a_query(self):
        # sent as "true" or "1.5", they came back as "querystring/limit must match pattern"
        client = Client(NOWHERE)
        calls = {
            "limit": (lambda v: client.list_sessions(limit=v), lambda v: client.env_admissible("e1", limit=v)),
            "count": (lambda v: client.tasks(count=v),),
            "seed": (lambda v: client.tasks(seed=v),),
        }
        for name, named in calls.items():
            for call in named:
                for value, error in ((True, TypeError), (1.5, TypeError), ("3", TypeError), (-1, ValueError)):
                    with self.assertRaises(error, msg=(name, value)) as caught:
                        call(value)
                    self.assertIn(name, str(caught.exception))
        with self.assertRaises(ValueError):
            client.env_admissible("e1", limit=0)  # the server lists 1 or more

    def test_names_and_ids(self):
        client = Client(NOWHERE)
        # a string of metrics was sent as its characters: "metrics must NOT have more than 4 items"
        for call in (lambda m: client.evaluate("(get-kitchen ?k)", metrics=m), lambda m: Session(client, "s1").evaluate("almond-crescent-cookies", metrics=m)):
            for metrics in ("smatch-score", ["smatch-score", 3], {"smatch-score": 1}):
                with self.assertRaises(TypeError, msg=metrics) as caught:
                    call(metrics)
                self.assertIn("metrics", str(caught.exception))
            # an empty list was sent as no list: the default metrics, where the library and the server refuse it
            with self.assertRaises(ValueError) as caught:
                call([])
            self.assertIn("leave it out", str(caught.exception))
        for call, name in ((client.plan, "task"), (Session(client, "s1").evaluate, "recipe_id"), (client.create_env, "task")):
            for value, error in ((None, TypeError), ("", ValueError), (3, TypeError)):
                if call == client.create_env and value is None:
                    continue  # the server draws a task
                with self.assertRaises(error, msg=(name, value)) as caught:
                    call(value)
                self.assertIn(name, str(caught.exception))
        for call in (Session(client, "s1").check, Session(client, "s1").nearest):
            with self.assertRaises(TypeError) as caught:
                call(["(beat ?a ?b ?c ?d ?e)"])
            self.assertIn("line", str(caught.exception))


class SessionArgumentsTest(unittest.TestCase):
    def test_iter_admissible(self):
        session = Session(Client(NOWHERE), "s1")
        with self.assertRaises(ValueError) as caught:
            session.iter_admissible(form="pages")
        self.assertIn("form", str(caught.exception))
        with self.assertRaises(ValueError) as caught:
            session.iter_admissible(form="templates", uses="?butter")
        self.assertIn("templates", str(caught.exception))
        for kwargs in ({"page_size": 0}, {"page_size": "10"}, {"max_pages": 0}):
            with self.assertRaises((TypeError, ValueError), msg=kwargs) as caught:
                session.iter_admissible(**kwargs)
            self.assertIn(next(iter(kwargs)), str(caught.exception))
        with self.assertRaises(ValueError):
            session.admissible(form="page")
        # True was sent as limit=true, a bool being an int to Python
        for limit, error in ((True, TypeError), ("5", TypeError), (0, ValueError)):
            with self.assertRaises(error, msg=limit) as caught:
                session.admissible(limit=limit)  # type: ignore[arg-type]
            self.assertIn("limit", str(caught.exception))


class EnvArgumentsTest(unittest.TestCase):
    def test_made(self):
        for error, kwargs in (
            (ValueError, {"max_seconds": float("nan")}),  # was sent as NaN: a 400 malformed-json
            (ValueError, {"max_seconds": -1}),
            (TypeError, {"max_seconds": "10"}),
            (TypeError, {"shaping": "yes"}),
            (ValueError, {"timeout": 0}),
            (TypeError, {"retries": "x"}),
            (TypeError, {"client": "http://127.0.0.1:9"}),
        ):
            with self.assertRaises(error, msg=kwargs) as caught:
                Env(NOWHERE, task="almond-crescent-cookies", **kwargs)
            self.assertIn(next(iter(kwargs)), str(caught.exception))

    def test_reset(self):
        env = Env(NOWHERE, task="almond-crescent-cookies")
        for error, kwargs, named in (
            (TypeError, {"options": ["task"]}, "options"),  # was "dictionary update sequence element #0 ..."
            (TypeError, {"options": "task"}, "options"),
            (ValueError, {"options": {"colour": "red"}}, "colour"),
            (ValueError, {"options": {"goal": "hidden"}}, "goal"),
            (TypeError, {"seed": "1"}, "seed"),
        ):
            with self.assertRaises(error, msg=kwargs) as caught:
                env.reset(**kwargs)
            self.assertIn(named, str(caught.exception))
        self.assertEqual((env.task, env.goal), ("almond-crescent-cookies", "visible"))

    def test_the_observation_charset_holds_what_the_server_writes(self):
        # "…" where the text leaves objects or variables out, "×" in runs of equal items
        env = Env(NOWHERE, task="almond-crescent-cookies")
        self.assertTrue(env.observation_space.contains("time 90 s. counter-top: cookie-sheet-1 [16 × dough-ball 20 g]. ?a = 1; … (14 variables)."))
        self.assertLessEqual(set("…×"), CHARSET)


if __name__ == "__main__":
    unittest.main()
