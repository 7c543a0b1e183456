"""Test support: a real `irl-kitchen serve` on 127.0.0.1, started once per test run and always stopped.

The server is `node bin/irl-kitchen.js serve --port 0` in the repository (IRL_KITCHEN_ROOT, else
two folders above this file), with the node of IRL_KITCHEN_NODE (else `node`); its URL is read
from the line it prints (`irl-kitchen serving on URL ...`). It is stopped by its PID (SIGTERM, then
SIGKILL) when the test process exits, and on Linux it also gets SIGTERM if this process dies
without cleaning up. IRL_KITCHEN_TEST_URL makes the tests use a server already running instead;
IRL_KITCHEN_TEST_PIDFILE names a file each started server's PID is appended to.
"""

import atexit
import contextlib
import functools
import os
import re
import signal
import subprocess
import sys
import tempfile
import threading
import time
import unittest

import irl_kitchen
from irl_kitchen import ApiError

ROOT = os.path.abspath(os.environ.get("IRL_KITCHEN_ROOT") or os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))
NODE = os.environ.get("IRL_KITCHEN_NODE") or "node"
BENCHMARK = os.path.abspath(os.environ.get("IRL_KITCHEN_BENCHMARK") or os.path.join(ROOT, "..", "shared", "benchmark"))
START_SECONDS = float(os.environ.get("IRL_KITCHEN_TEST_START_SECONDS", "120"))
# listings take seconds on a loaded 2-core machine: well over the default 10 s per request
REQUEST_MS = os.environ.get("IRL_KITCHEN_TEST_REQUEST_MS", "120000")

RECIPE = "almond-crescent-cookies"
BUTTER = "(fetch-and-proportion ?proportioned-butter ?ks-with-butter ?kitchen ?target-container-1 butter 230 g)"
WARM = "(bring-to-temperature ?warm-butter ?ks-with-warm-butter ?ks-with-butter ?proportioned-butter ?room-temp-quantity ?room-temp-unit)"
SUGAR = "(fetch-and-proportion ?proportioned-sugar ?ks-with-sugar ?ks-with-warm-butter ?target-container-2 white-sugar 120 g)"


def _die_with_parent():  # pragma: no cover - runs in the child before exec
    """Linux: the server gets SIGTERM when the test process dies, whatever kills it."""
    try:
        import ctypes

        ctypes.CDLL("libc.so.6", use_errno=True).prctl(1, signal.SIGTERM)  # PR_SET_PDEATHSIG
    except Exception:
        pass


class ServerProcess(object):
    """One `irl-kitchen serve` process; ``stop()`` ends it by its PID."""

    def __init__(self, args=(), timeout=START_SECONDS):
        self.stderr_file = tempfile.TemporaryFile()
        command = [NODE, os.path.join(ROOT, "bin", "irl-kitchen.js"), "serve", "--port", "0", "--request-ms", REQUEST_MS] + list(args)
        self.process = subprocess.Popen(
            command,
            cwd=ROOT,
            stdin=subprocess.DEVNULL,
            stdout=subprocess.PIPE,
            stderr=self.stderr_file,
            preexec_fn=_die_with_parent if sys.platform.startswith("linux") else None,
        )
        self.pid = self.process.pid
        if os.environ.get("IRL_KITCHEN_TEST_PIDFILE"):  # for a caller that checks every server was stopped
            with open(os.environ["IRL_KITCHEN_TEST_PIDFILE"], "a") as f:
                f.write("{}\n".format(self.pid))
        self.url = None
        self._out = []
        found = threading.Event()

        def read():  # keeps draining stdout, so the server never blocks on a full pipe
            for raw in iter(self.process.stdout.readline, b""):
                line = raw.decode("utf-8", "replace")
                self._out.append(line)
                m = re.search(r"serving on (http://\S+?)[\s(]", line)
                if m and self.url is None:
                    self.url = m.group(1)
                    found.set()
            found.set()

        threading.Thread(target=read, daemon=True).start()
        try:
            if not found.wait(timeout) or self.url is None:
                raise RuntimeError("irl-kitchen serve printed no URL within {} s (exit {}); stderr: {}".format(timeout, self.process.poll(), self.stderr()))
        except BaseException:
            self.stop()
            raise

    def stderr(self):
        self.stderr_file.seek(0)
        return self.stderr_file.read().decode("utf-8", "replace")[-4000:]

    def stdout(self):
        return "".join(self._out)

    def stop(self, grace=15):
        """SIGTERM to the PID, SIGKILL after ``grace`` seconds; returns the exit status."""
        if self.process.poll() is None:
            try:
                os.kill(self.pid, signal.SIGTERM)
                self.process.wait(grace)
            except subprocess.TimeoutExpired:
                os.kill(self.pid, signal.SIGKILL)
                self.process.wait(10)
            except ProcessLookupError:
                pass
        code = self.process.poll()
        with contextlib.suppress(Exception):
            self.process.stdout.close()
        with contextlib.suppress(Exception):
            self.stderr_file.close()
        return code


_started = []
_shared = {}
_lock = threading.Lock()


def start_server(args=()):
    """A server of its own (stopped at exit at the latest; call ``stop()`` sooner)."""
    server = ServerProcess(args)
    _started.append(server)
    return server


@atexit.register
def _stop_all():
    while _started:
        with contextlib.suppress(Exception):
            _started.pop().stop()


def _on_sigterm(signum, frame):  # a test run stopped from outside still stops its servers
    raise SystemExit(128 + signum)


if threading.current_thread() is threading.main_thread():
    with contextlib.suppress(ValueError, OSError):
        if signal.getsignal(signal.SIGTERM) in (signal.SIG_DFL, None):
            signal.signal(signal.SIGTERM, _on_sigterm)


def server_url():
    """The URL of the server the tests share (started on first use)."""
    if os.environ.get("IRL_KITCHEN_TEST_URL"):
        return os.environ["IRL_KITCHEN_TEST_URL"].rstrip("/")
    with _lock:
        if "server" not in _shared:
            _shared["server"] = start_server()
        return _shared["server"].url


def client(**options):
    return irl_kitchen.Client(server_url(), **options)


def gold_lines(recipe=RECIPE):
    """The network lines of a corpus gold network (the test is skipped without the corpus)."""
    path = os.path.join(BENCHMARK, "data", "gold-standard-solutions", "meaning-only", recipe + ".solution")
    if not os.path.exists(path):
        raise unittest.SkipTest("no benchmark corpus at {} (set IRL_KITCHEN_BENCHMARK)".format(BENCHMARK))
    with open(path, encoding="utf-8") as f:
        return [l.strip() for l in f if l.strip() and not l.strip().startswith(("#", ";"))]


class RouteMissing(AssertionError):
    pass


def missing_route(e):
    """Whether a refusal says the route (or a parameter of it) is not there yet."""
    if not isinstance(e, ApiError):
        return False
    if e.status == 404 and e.code == "no-such-route":
        return True
    # a route that exists but does not take the new parameters yet (form, cursor, uses, produces ...)
    return e.status == 400 and e.code == "invalid-request" and "has no property" in (e.message or "")


def fail_if_missing(test, name, e):
    if missing_route(e):
        test.fail("the route {} is not implemented on this server yet ({} {}: {}); this test waits for it".format(name, e.status, e.code, e.message))


@contextlib.contextmanager
def route(test, name):
    """Fails the test clearly when the route is not there (a 404 ``no-such-route``, or a 400 for a
    parameter the route does not take yet)."""
    try:
        yield
    except ApiError as e:
        fail_if_missing(test, name, e)
        raise


def needs_route(name):
    """Decorator: the test fails clearly (it is not skipped) while ``name`` answers 404 no-such-route."""

    def decorate(method):
        @functools.wraps(method)
        def run(self, *args, **kwargs):
            with route(self, name):
                return method(self, *args, **kwargs)

        return run

    return decorate


def wait_until(predicate, seconds=10.0, step=0.1):
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if predicate():
            return True
        time.sleep(step)
    return predicate()
