"""The package without a server: version, arguments, helpers, Gymnasium integration (with a stand-in
gymnasium module in a child process), a server that is not there."""

import json
import os
import re
import socket
import subprocess
import sys
import tempfile
import textwrap
import time
import unittest
from fractions import Fraction

import irl_kitchen
from irl_kitchen import ApiError, Client, Env, ServerUnreachable, number, page_count, page_cursor, page_items
from irl_kitchen.gymnasium_support import _StandIn

from _support import ROOT


class VersionTest(unittest.TestCase):
    def test_version_is_package_json_s(self):
        with open(os.path.join(ROOT, "package.json"), encoding="utf-8") as f:
            version = json.load(f)["version"]
        self.assertEqual(irl_kitchen.__version__, version)
        with open(os.path.join(ROOT, "python", "pyproject.toml"), encoding="utf-8") as f:
            declared = re.search(r'^version\s*=\s*"([^"]+)"', f.read(), re.M).group(1)
        self.assertEqual(declared, version)

    def test_exports(self):
        for name in ("Client", "KitchenClient", "Session", "ApiError", "Env", "ENV_ID", "number"):
            self.assertTrue(hasattr(irl_kitchen, name), name)
        self.assertIs(irl_kitchen.KitchenClient, irl_kitchen.Client)
        self.assertEqual(irl_kitchen.ENV_ID, "irl_kitchen/IrlKitchen-v0")


class ModulesTest(unittest.TestCase):
    """Each module does one job in under 300 lines; the import paths stay as they were."""

    def test_modules_stay_short(self):
        folder = os.path.dirname(os.path.abspath(irl_kitchen.__file__))
        for name in sorted(os.listdir(folder)):
            if name.endswith(".py"):
                with open(os.path.join(folder, name), encoding="utf-8") as f:
                    self.assertLessEqual(len(f.read().splitlines()), 300, name)

    def test_public_import_paths(self):
        from irl_kitchen import client, env

        for module, names in ((client, client.__all__), (env, ("Env", "ENV_ID", "GYMNASIUM", "register_envs"))):
            for name in names:
                self.assertIs(getattr(module, name), getattr(irl_kitchen, name), "{}.{}".format(module.__name__, name))
        self.assertIn("request", dir(Client))  # the transport's, inherited
        self.assertEqual(env.Env.__module__, "irl_kitchen.env")  # what gymnasium's entry point names


class HelpersTest(unittest.TestCase):
    def test_numbers_of_the_json_forms(self):
        self.assertEqual(number(3), 3.0)
        self.assertEqual(number("1/3", exact=True), Fraction(1, 3))
        self.assertAlmostEqual(number("2/3"), 2 / 3)
        self.assertEqual(number("12345678901234567890", exact=True), 12345678901234567890)
        self.assertIsNone(number(None))
        with self.assertRaises(TypeError):
            number(True)

    def test_pages(self):
        self.assertEqual(page_items([1, 2]), [1, 2])
        self.assertEqual(page_items({"entries": [1], "nextCursor": "c2"}), [1])
        self.assertEqual(page_cursor({"entries": [1], "nextCursor": "c2"}), "c2")
        self.assertIsNone(page_cursor({"entries": [1], "nextCursor": None}))
        self.assertIsNone(page_cursor([1]))
        self.assertEqual(page_count(7), 7)
        self.assertEqual(page_count({"count": 7}), 7)
        with self.assertRaises(ValueError):
            page_items({"no": "list"})

    def test_api_error_names_status_code_and_place(self):
        e = ApiError(400, "malformed-json", "POST /execute: not JSON", 1, 5)
        self.assertEqual((e.status, e.code, e.message, e.line, e.column), (400, "malformed-json", "POST /execute: not JSON", 1, 5))
        self.assertIn("HTTP 400 malformed-json", str(e))
        self.assertIn("line 1, column 5", str(e))


class ArgumentsTest(unittest.TestCase):
    def test_client_refuses_what_is_no_url(self):
        with self.assertRaises(ValueError):
            Client("127.0.0.1:8080")

    def test_env_checks_its_arguments_before_any_request(self):
        for kwargs in ({"goal": "hidden"}, {"observation_form": "html"}, {"max_steps": 0}, {"render_mode": "human"}, {"split": "dev"}):
            with self.assertRaises(ValueError, msg=kwargs):
                Env("http://127.0.0.1:9", **kwargs)

    def test_env_has_text_spaces(self):
        env = Env("http://127.0.0.1:9", task="almond-crescent-cookies")
        self.assertTrue(env.action_space.contains("(beat ?beaten ?ks-out ?ks ?butter ?whisk)"))
        self.assertFalse(env.action_space.contains(""))
        self.assertTrue(env.observation_space.contains("time 30 s. counter-top: medium-bowl-104 [butter 230 g]."))
        structured = Env("http://127.0.0.1:9", observation_form="structured")
        self.assertTrue(structured.observation_space.contains({"kitchenTime": 0}))
        self.assertFalse(structured.observation_space.contains("text"))

    def test_step_before_reset_is_refused(self):
        env = Env("http://127.0.0.1:9", task="almond-crescent-cookies")
        with self.assertRaises(RuntimeError):
            env.step("(beat ?a ?b ?c ?d ?e)")
        env.close()  # nothing to close: no request

    def test_unreachable_server_is_an_os_error(self):
        started = time.monotonic()
        with self.assertRaises(OSError) as caught:
            Client("http://127.0.0.1:9", timeout=5).health()
        self.assertLess(time.monotonic() - started, 10)
        self.assertIsInstance(caught.exception, ServerUnreachable)
        self.assertIsInstance(caught.exception, ConnectionError)
        self.assertEqual(caught.exception.url, "http://127.0.0.1:9")
        self.assertRegex(str(caught.exception), r"^cannot reach irl-kitchen at http://127\.0\.0\.1:9: connection refused \(ECONNREFUSED\) \(is `irl-kitchen serve` running there\?\)$")

    def test_a_server_that_never_answers_is_named_with_the_timeout(self):
        listener = socket.socket()
        listener.bind(("127.0.0.1", 0))
        listener.listen(1)  # accepts the connection, never answers
        try:
            url = "http://127.0.0.1:{}".format(listener.getsockname()[1])
            with self.assertRaises(ServerUnreachable) as caught:
                Client(url, timeout=0.5).health()
            self.assertEqual(caught.exception.reason, "no answer within 0.5 s (timeout)")
            self.assertTrue(str(caught.exception).startswith("cannot reach irl-kitchen at {}: no answer within 0.5 s (timeout); ".format(url)))
            self.assertIn("a longer timeout: Client(timeout=...)", str(caught.exception))  # what to change
        finally:
            listener.close()


GYMNASIUM_STUB = textwrap.dedent(
    '''
    """A stand-in for gymnasium: what irl_kitchen uses of it, recording what it is asked."""
    registry = {}
    calls = []

    class Env(object):
        def reset(self, *, seed=None, options=None):
            calls.append(("reset", seed))

        def close(self):
            calls.append(("close",))

    def register(id, entry_point, **kwargs):
        registry[id] = entry_point
    '''
)

SPACES_STUB = textwrap.dedent(
    '''
    class Space(object):
        def __init__(self, shape=None, dtype=None, seed=None):
            self.shape = shape

    class Text(Space):
        def __init__(self, max_length, *, min_length=1, charset="abc", seed=None):
            super().__init__()
            self.max_length, self.min_length, self.charset = max_length, min_length, frozenset(charset)

        def contains(self, x):
            return isinstance(x, str) and self.min_length <= len(x) <= self.max_length and all(c in self.charset for c in x)
    '''
)

GYMNASIUM_CHECK = textwrap.dedent(
    '''
    import gymnasium, irl_kitchen
    from irl_kitchen.env import Env
    assert irl_kitchen.GYMNASIUM is True
    assert issubclass(Env, gymnasium.Env), Env.__mro__
    assert gymnasium.registry == {"irl_kitchen/IrlKitchen-v0": "irl_kitchen.env:Env"}, gymnasium.registry
    env = Env("http://127.0.0.1:9", task="almond-crescent-cookies")
    assert type(env.action_space).__name__ == "Text" and env.action_space.contains("(beat ?a ?b ?c ?d ?e)")
    assert env.observation_space.contains("time 0 s. counter-top: nothing.")
    structured = Env("http://127.0.0.1:9", observation_form="structured")
    assert isinstance(structured.observation_space, gymnasium.spaces.Space)
    assert structured.observation_space.contains({"kitchenTime": 0})
    try:
        env.reset(seed=3)  # no server: the request fails, after the base class was seeded
    except OSError:
        pass
    assert gymnasium.calls == [("reset", 3)], gymnasium.calls
    irl_kitchen.register_envs()  # a second registration changes nothing
    assert len(gymnasium.registry) == 1
    print("ok")
    '''
)


class GymnasiumTest(unittest.TestCase):
    """With gymnasium importable, Env is a gymnasium.Env with Text spaces and is registered."""

    def test_with_a_stand_in_gymnasium(self):
        with tempfile.TemporaryDirectory() as folder:
            package = os.path.join(folder, "gymnasium")
            os.mkdir(package)
            with open(os.path.join(package, "__init__.py"), "w") as f:
                f.write(GYMNASIUM_STUB + "\nfrom . import spaces\n")
            with open(os.path.join(package, "spaces.py"), "w") as f:
                f.write(SPACES_STUB)
            package_parent = os.path.dirname(os.path.dirname(os.path.abspath(irl_kitchen.__file__)))
            env = dict(os.environ, PYTHONPATH=os.pathsep.join([folder, package_parent]), PYTHONDONTWRITEBYTECODE="1")
            r = subprocess.run([sys.executable, "-c", GYMNASIUM_CHECK], env=env, cwd=folder, stdout=subprocess.PIPE, stderr=subprocess.PIPE, timeout=60)
            self.assertEqual(r.returncode, 0, r.stderr.decode())
            self.assertEqual(r.stdout.decode().strip(), "ok")

    def test_without_gymnasium(self):
        try:
            import gymnasium  # noqa: F401
        except ImportError:
            self.assertFalse(irl_kitchen.GYMNASIUM)
            self.assertIs(Env.__mro__[1], _StandIn)  # unwrapped and spec, as gymnasium code reads them
        else:  # pragma: no cover - a machine with gymnasium
            self.assertTrue(issubclass(Env, gymnasium.Env))
            self.assertIn(irl_kitchen.ENV_ID, gymnasium.registry)


class RetryTest(unittest.TestCase):
    """Refusals that change nothing and ask to try again are sent again, a bounded number of times."""

    def serve(self, answers):
        import http.server
        import threading

        seen = []

        class Handler(http.server.BaseHTTPRequestHandler):
            def do_POST(self):
                seen.append((self.path, self.headers.get("content-type"), self.headers.get("authorization")))
                status, body = answers[min(len(seen), len(answers)) - 1]
                data = json.dumps(body).encode()
                self.send_response(status)
                self.send_header("content-type", "application/json; charset=utf-8")
                self.send_header("content-length", str(len(data)))
                self.end_headers()
                self.wfile.write(data)

            def log_message(self, *args):
                pass

        server = http.server.HTTPServer(("127.0.0.1", 0), Handler)
        threading.Thread(target=server.serve_forever, daemon=True).start()
        self.addCleanup(server.server_close)
        self.addCleanup(server.shutdown)
        return "http://127.0.0.1:{}".format(server.server_address[1]), seen

    def test_busy_then_answered(self):
        busy = (503, {"error": {"code": "server-busy", "message": "POST /execute: busy"}})
        executed = {"status": "ok", "executionTime": 0, "bindings": {}, "timeline": [], "diagnostics": []}
        url, seen = self.serve([busy, busy, (200, executed)])
        self.assertEqual(Client(url, retries=2, token="t").execute("(x)"), executed)
        self.assertEqual(len(seen), 3)
        self.assertEqual(seen[0], ("/execute", "application/json", "Bearer t"))

    def test_retries_are_bounded(self):
        busy = (429, {"error": {"code": "session-busy", "message": "busy"}})
        url, seen = self.serve([busy])
        with self.assertRaises(ApiError) as caught:
            Client(url, retries=1).execute("(x)")
        self.assertEqual((caught.exception.status, caught.exception.code), (429, "session-busy"))
        self.assertEqual(len(seen), 2)

    def test_other_refusals_are_not_retried(self):
        url, seen = self.serve([(400, {"error": {"code": "invalid-request", "message": "no", "line": 2, "column": 3}})])
        with self.assertRaises(ApiError) as caught:
            Client(url, retries=5).execute("(x)")
        self.assertEqual((caught.exception.line, caught.exception.column), (2, 3))
        self.assertEqual(len(seen), 1)

    def test_an_answer_that_is_no_json_error(self):
        url, seen = self.serve([(502, "bad gateway")])
        with self.assertRaises(ApiError) as caught:
            Client(url).execute("(x)")
        self.assertEqual((caught.exception.status, caught.exception.code), (502, "http-error"))
        self.assertIn("not irl-kitchen's refusal", caught.exception.message)


if __name__ == "__main__":
    unittest.main()
