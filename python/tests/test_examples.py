"""The examples of examples/python: they pass ``mypy --strict`` against the package's annotations
and run against a real server; the repair loop ends with the kind the recipe names where it inserts
a dropped ingredient again."""

import importlib.util
import os
import subprocess
import sys
import tempfile
import unittest

import irl_kitchen

from _support import BENCHMARK, ROOT, client, server_url, start_server

EXAMPLES = os.path.join(ROOT, "examples", "python")
SOLUTION = os.path.join(ROOT, "examples", "tutorial", "prediction-fixed.solution")
PACKAGE_PARENT = os.path.dirname(os.path.dirname(os.path.abspath(irl_kitchen.__file__)))


def run_example(name, *arguments, timeout=300, **environment):
    env = dict(os.environ, PYTHONDONTWRITEBYTECODE="1")
    env.pop("IRL_KITCHEN_TOKEN", None)  # only the token a test gives
    env.update(environment)
    return subprocess.run([sys.executable, os.path.join(EXAMPLES, name)] + list(arguments), env=env, cwd=EXAMPLES, stdout=subprocess.PIPE, stderr=subprocess.PIPE, timeout=timeout, universal_newlines=True)


def needs_corpus():
    if not os.path.isdir(os.path.join(BENCHMARK, "data", "recipe-texts")):
        raise unittest.SkipTest("no benchmark corpus at {} (set IRL_KITCHEN_BENCHMARK)".format(BENCHMARK))


@unittest.skipIf(importlib.util.find_spec("mypy") is None, "mypy is not installed for this interpreter")
class ExamplesTypeTest(unittest.TestCase):
    def test_the_examples_pass_mypy_strict(self):
        files = sorted(os.path.join(EXAMPLES, f) for f in os.listdir(EXAMPLES) if f.endswith(".py"))
        self.assertGreaterEqual(len(files), 5)
        with tempfile.TemporaryDirectory() as folder:  # no cache or configuration of the checkout
            command = [sys.executable, "-m", "mypy", "--strict", "--cache-dir", os.path.join(folder, "cache")] + files
            env = dict(os.environ)
            if os.path.basename(PACKAGE_PARENT) not in ("site-packages", "dist-packages"):
                env["MYPYPATH"] = PACKAGE_PARENT  # the checkout's package; an installed one mypy finds itself
            r = subprocess.run(command, cwd=folder, env=env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, timeout=300)
        self.assertEqual(r.returncode, 0, r.stdout.decode())


class ExamplesRunTest(unittest.TestCase):
    def test_recipe_step_by_step(self):
        needs_corpus()
        r = run_example("recipe_step_by_step.py", "--url", server_url())  # as the agents take it; the URL alone works too
        self.assertEqual((r.returncode, r.stderr), (0, ""), r.stdout)
        self.assertRegex(r.stdout, r"\?beaten-mixture is a \S+ holding homogeneous-mixture")
        self.assertIn("vanilla extract: ok", r.stdout)

    def test_recipe_step_by_step_help(self):
        r = run_example("recipe_step_by_step.py", "--help")
        self.assertEqual((r.returncode, r.stderr), (0, ""))
        self.assertIn("--url URL", r.stdout)
        r = run_example("recipe_step_by_step.py", "--url", "http://127.0.0.1:9", "http://127.0.0.1:9")
        self.assertEqual(r.returncode, 2)
        self.assertIn("give the server once", r.stderr)

    def test_the_agents(self):
        needs_corpus()
        r = run_example("random_agent.py", "--url", server_url(), "--tasks", "1", "--max-steps", "3", "--commands", "3")
        self.assertEqual((r.returncode, r.stderr), (0, ""), r.stdout)
        self.assertRegex(r.stdout, r"(?m)^random agent: mean return -?\d+\.\d{4} over 1 tasks")
        r = run_example("greedy_agent.py", "--url", server_url(), "--tasks", "1", "--max-steps", "2", "--k", "2")
        self.assertEqual((r.returncode, r.stderr), (0, ""), r.stdout)
        self.assertRegex(r.stdout, r"(?m)^greedy agent \(k=2\): mean return")


class TokenExamplesTest(unittest.TestCase):
    """A server started with --token: each example takes it as --token or $IRL_KITCHEN_TOKEN (the
    variable the server reads), and says what to change without it."""

    TOKEN = "example-token-0123456789"

    @classmethod
    def setUpClass(cls):
        needs_corpus()
        cls.server = start_server(["--token", cls.TOKEN])

    @classmethod
    def tearDownClass(cls):
        cls.server.stop()

    def test_the_token_is_taken(self):
        url = self.server.url
        runs = {
            "random_agent.py": run_example("random_agent.py", "--url", url, "--tasks", "1", "--max-steps", "1", "--commands", "2", IRL_KITCHEN_TOKEN=self.TOKEN),
            "greedy_agent.py": run_example("greedy_agent.py", "--url", url, "--tasks", "1", "--max-steps", "1", "--k", "1", "--token", self.TOKEN),
            "recipe_step_by_step.py": run_example("recipe_step_by_step.py", url, IRL_KITCHEN_TOKEN=self.TOKEN),
            "repair_loop.py": run_example("repair_loop.py", "--url", url, "--token", self.TOKEN, SOLUTION, "--seed", "0"),
        }
        for name, r in runs.items():
            self.assertEqual((r.returncode, r.stderr), (0, ""), name)

    def test_without_the_token(self):
        r = run_example("repair_loop.py", "--url", self.server.url, SOLUTION)
        self.assertEqual(r.returncode, 1)
        self.assertRegex(r.stderr, r"^repair_loop: HTTP 401 unauthorized: .*this client sent none")


class RepairLoopTest(unittest.TestCase):
    def test_a_dropped_ingredient_takes_the_recipe_s_kind(self):
        # seed 0 drops the only line naming white-vinegar; the repair inserts the vinegar the recipe's text names
        needs_corpus()
        r = run_example("repair_loop.py", "--url", server_url(), SOLUTION, "--seed", "0")
        self.assertEqual((r.returncode, r.stderr), (0, ""), r.stdout)
        self.assertRegex(r.stdout, r"(?m)^  repair insert at line 23: - -> \(fetch-and-proportion \?vinegar .* white-vinegar 120 ml\) ")
        self.assertRegex(r.stdout, r"(?m)^round 2: the network is ok$")

    def test_arguments_that_leave_nothing(self):
        for arguments in (["--drop", "100"], ["--drop", "-1"]):
            r = run_example("repair_loop.py", "--url", "http://127.0.0.1:9", SOLUTION, *arguments)
            self.assertIn(r.returncode, (1, 2), r.stderr)
            self.assertNotIn("Traceback", r.stderr)
        r = run_example("repair_loop.py", "--url", "http://127.0.0.1:9", os.devnull)
        self.assertEqual(r.returncode, 1)
        self.assertEqual(r.stderr, "repair_loop: the network has no action line besides get-kitchen\n")


if __name__ == "__main__":
    unittest.main()
