"""What a researcher may get wrong, and servers that answer with JSON that is not irl-kitchen's:
wrong arguments are a ValueError or TypeError naming them, raised before any request (the URL
below has no server: a request would be ServerUnreachable); an answer of the wrong shape is
ServerUnreachable, never a KeyError, TypeError or AttributeError from inside the package. No
irl-kitchen server is needed."""

import copy
import pickle
import unittest

from irl_kitchen import ApiError, Client, Env, ServerUnreachable, Session, number

from test_fake_servers import JsonServer, env_answer

NOWHERE = "http://127.0.0.1:9"
TASK = "almond-crescent-cookies"


class ClientArgumentsTest(unittest.TestCase):
    def setUp(self):
        self.client = Client(NOWHERE, timeout=5)

    def refused(self, kind, call, name):
        with self.assertRaises(kind) as caught:
            call()
        self.assertIn(name, str(caught.exception))

    def test_ids_and_names_are_strings(self):
        # None went into the URL as "None": GET /tasks/None, a 404 for a task nobody named
        self.refused(TypeError, lambda: self.client.task(None), "task_id")
        self.refused(TypeError, lambda: self.client.action(None), "name")
        self.refused(TypeError, lambda: self.client.session(None), "session_id")
        self.refused(TypeError, lambda: Session(self.client, 42), "session_id")
        self.refused(TypeError, lambda: self.client.env_state(None), "env_id")
        self.refused(TypeError, lambda: self.client.delete_env(None), "env_id")
        self.refused(ValueError, lambda: self.client.task(""), "task_id")
        self.refused(ValueError, lambda: self.client.action(""), "name")

    def test_a_network_is_a_string_or_a_list_of_lines(self):
        # "can only join an iterable" / "sequence item 0: expected str instance" named nothing
        self.refused(TypeError, lambda: self.client.execute(5), "network")
        self.refused(TypeError, lambda: self.client.execute(None), "network")
        self.refused(TypeError, lambda: self.client.execute([1, 2]), "network")
        self.refused(TypeError, lambda: self.client.repair(3), "network")
        self.refused(TypeError, lambda: self.client.evaluate(None), "solution")
        self.refused(TypeError, lambda: Session(self.client, "s1").execute(7), "lines")

    def test_env_step_lines(self):
        # a string was sent as its characters, one line each
        self.refused(TypeError, lambda: self.client.env_step("e1", lines="(beat ?a)"), "lines")
        self.refused(TypeError, lambda: self.client.env_step("e1", line=5), "line")

    def test_physics_feedback_is_a_bool(self):
        # bool("false") is True: the string asked for feedback it meant to turn off
        for value in ("false", "no", 0):
            self.refused(TypeError, lambda: self.client.execute("(get-kitchen ?k)", mode="quantitative", physics_feedback=value), "physics_feedback")

    def test_an_empty_kitchen_or_semantics_is_sent(self):
        # "" was left out of the body: a session in the default kitchen, for a name nobody gave
        server = JsonServer(lambda m, p, b, n: (200, {"session": "s1", "bindings": {}}))
        self.addCleanup(server.close)
        Client(server.url).open_session(kitchen="", semantics="")
        self.assertEqual(server.seen, [("POST", "/sessions", {"kitchen": "", "semantics": ""})])

    def test_a_path_starts_with_a_slash(self):
        # "health" made http://127.0.0.1:9health: "the answer is not valid HTTP (InvalidURL ...)"
        self.refused(ValueError, lambda: self.client.request("GET", "health"), "path")
        self.refused(TypeError, lambda: self.client.request(None, "/health"), "method")

    def test_a_ratio_over_zero_is_no_number(self):
        with self.assertRaises(ValueError):  # was a ZeroDivisionError
            number("1/0")


class ErrorsTravelTest(unittest.TestCase):
    def test_errors_pickle_and_copy(self):
        # an error raised in a worker process (multiprocessing, a vector env) is pickled to the
        # parent: unpickling called __init__ with the message only, a TypeError there
        for error in (ApiError(404, "unknown-task", "GET /tasks/{id}: no task", 1, 2), ServerUnreachable("http://127.0.0.1:9", "connection refused (ECONNREFUSED)")):
            for again in (pickle.loads(pickle.dumps(error)), copy.copy(error)):
                self.assertIs(type(again), type(error))
                self.assertEqual(str(again), str(error))
                self.assertEqual(vars(again), vars(error))


class EnvArgumentsTest(unittest.TestCase):
    def test_the_server_s_bounds_are_checked_when_the_env_is_made(self):
        # the server takes maxSteps 1 to 1999 and commands 0 to 100: beyond, a 400 at the first reset
        for kwargs in ({"max_steps": 2000}, {"max_steps": 10 ** 6}, {"commands": 101}):
            with self.assertRaises(ValueError, msg=kwargs) as caught:
                Env(NOWHERE, task=TASK, **kwargs)
            self.assertIn(list(kwargs)[0], str(caught.exception))
        Env(NOWHERE, task=TASK, max_steps=1999, commands=100)

    def test_a_task_is_an_id(self):
        with self.assertRaises(TypeError) as caught:
            Env(NOWHERE, task=5)
        self.assertIn("task", str(caught.exception))
        with self.assertRaises(ValueError):
            Env(NOWHERE, task="")

    def test_seeds_the_server_takes(self):
        env = Env(NOWHERE, task=TASK)
        for seed in (-1, 2 ** 31, 10 ** 30):
            with self.assertRaises(ValueError, msg=seed) as caught:
                env.reset(seed=seed)  # was a 400 from the server (or ServerUnreachable here)
            self.assertIn("seed", str(caught.exception))
        with self.assertRaises(TypeError):
            env.reset(options={"task": 5})

    def test_admissible_commands_limit(self):
        env = Env(NOWHERE, task=TASK)
        for limit, kind in ((-1, ValueError), ("3", TypeError)):
            with self.assertRaises(kind, msg=limit) as caught:
                env.admissible_commands(limit)
            self.assertIn("limit", str(caught.exception))
        # 0 asks for none, as the library's admissible(0): nothing to ask the server (none here)
        with self.assertRaises(RuntimeError):
            env.admissible_commands(0)  # no environment yet: reset() first
        env.env_id = "some-env"
        self.assertEqual(env.admissible_commands(0), [])


def serve(test, handle):
    server = JsonServer(handle)
    test.addCleanup(server.close)
    return server


class NotIrlKitchenTest(unittest.TestCase):
    """JSON that another service might answer with, on every route."""

    def unusable(self, call):
        with self.assertRaises(ServerUnreachable) as caught:
            call()
        message = str(caught.exception)
        self.assertIn("is not irl-kitchen's", message)
        self.assertEqual(message.count("cannot reach irl-kitchen"), 1, message)
        self.assertIsNone(caught.exception.__cause__)
        return caught.exception

    def test_client_routes(self):
        for reply in ({"ok": True}, [1, 2], None, "text"):
            server = serve(self, lambda m, p, b, n, reply=reply: (200, reply))
            client = Client(server.url, timeout=10)
            session = Session(client, "s1")
            for name, call in (
                ("actions", client.actions),
                ("open_session", client.open_session),
                ("restore_session", lambda: client.restore_session({"format": "x"})),
                ("network", session.network),
                ("undo", session.undo),
                ("fork", session.fork),
                ("create_env", lambda: client.create_env(TASK)),
                ("env_reset", lambda: client.env_reset("e1")),
                ("env_step", lambda: client.env_step("e1", line="(x)")),
                ("env_step lines", lambda: client.env_step("e1", lines=["(x)"])),
                ("env_state", lambda: client.env_state("e1")),
            ):
                with self.subTest(reply=reply, call=name):
                    self.unusable(call)
            if not isinstance(reply, list):
                with self.subTest(reply=reply, call="tasks"):
                    self.unusable(client.tasks)
            if not isinstance(reply, dict):
                with self.subTest(reply=reply, call="execute"):
                    self.unusable(lambda: Session(client, "s1", {}).execute("(x)"))

    def env_on(self, step_reply, **kwargs):
        def handle(method, path, body, n):
            if path == "/envs":
                return 200, env_answer()
            if path == "/envs/e1/step":
                return 200, step_reply
            return 200, {"deleted": True}

        env = Env(serve(self, handle).url, task=TASK, commands=0, **kwargs)
        self.addCleanup(env.close)
        env.reset()
        return env

    def test_env_steps(self):
        good = env_answer()
        for name, reply in (
            ("no reward", {k: v for k, v in good.items() if k != "reward"}),
            ("a reward that is text", dict(good, reward="lots")),
            ("an info that is a list", dict(good, info=[1])),
            ("an observation without text", dict(good, observation={"structured": {}})),
        ):
            with self.subTest(name):
                self.unusable(lambda: self.env_on(reply).step("(x)"))
        for name, reply in (("steps that are no list", {"steps": 3}), ("a step that is no result", {"steps": [1, good]})):
            with self.subTest(name):
                self.unusable(lambda: self.env_on(reply).step(["(x)", "(y)"]))
        with self.subTest("structured"):
            self.unusable(lambda: self.env_on(dict(good, observation={"text": "t"}), observation_form="structured").step("(x)"))

    def test_env_reset_and_draw(self):
        server = serve(self, lambda m, p, b, n: (200, {"observation": "x"} if p == "/envs" else [1, 2]))
        self.unusable(lambda: Env(server.url, task=TASK).reset())
        self.unusable(lambda: Env(server.url).reset(seed=0))  # GET /tasks lists tasks without ids


class EnvRequestsTest(unittest.TestCase):
    def test_task_info_keeps_to_the_goal_mode(self):
        # with goal="text" the agent has the recipe text only: task_info() gave the goal conditions
        def handle(method, path, body, n):
            if path == "/envs":
                return 200, env_answer()
            return 200, {"id": TASK, "source": TASK, "split": "train", "title": TASK, "text": "", "kitchen": "full-kitchen", "variation": None}

        server = serve(self, handle)
        env = Env(server.url, task=TASK, goal="text", commands=0)
        self.addCleanup(env.close)
        env.reset()
        env.task_info()
        self.assertIn(("GET", "/tasks/{}?goal=text".format(TASK), None), server.seen)

    def test_a_method_in_lower_case(self):
        # "post" went out as is: the server answered 400 "the request is not valid HTTP"
        server = serve(self, lambda m, p, b, n: (200, {"session": "s1", "bindings": {}}))
        self.assertEqual(Client(server.url).request("post", "/sessions", {}), {"session": "s1", "bindings": {}})
        self.assertEqual(server.seen, [("POST", "/sessions", {})])


if __name__ == "__main__":
    unittest.main()
