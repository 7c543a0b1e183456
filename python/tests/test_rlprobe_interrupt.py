"""Ctrl-C during a request: the example agents stop with one line and status 130, no traceback.
The agent talks to a listener on 127.0.0.1 that takes the connection and never answers, so the
interrupt lands inside a request. No irl-kitchen server is needed."""

import os
import signal
import socket
import subprocess
import sys
import unittest

EXAMPLES = os.path.join(os.environ.get("IRL_KITCHEN_ROOT") or os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."), "examples", "python")


def _sigint_default():  # pragma: no cover - runs in the child before exec
    # a child of a shell's background job starts with SIGINT ignored: Python would never raise KeyboardInterrupt
    signal.signal(signal.SIGINT, signal.SIG_DFL)


class AgentInterruptTest(unittest.TestCase):
    def interrupt(self, agent):
        listener = socket.socket()
        listener.bind(("127.0.0.1", 0))
        listener.listen(1)
        listener.settimeout(60)
        url = "http://127.0.0.1:{}".format(listener.getsockname()[1])
        env = dict(os.environ, PYTHONDONTWRITEBYTECODE="1")
        child = subprocess.Popen([sys.executable, os.path.join(EXAMPLES, agent), "--url", url, "--tasks", "1"], stdout=subprocess.PIPE, stderr=subprocess.PIPE, universal_newlines=True, env=env, preexec_fn=_sigint_default)
        try:
            conn, _ = listener.accept()  # the agent's first request, left without an answer
            with conn:
                conn.settimeout(10)
                conn.recv(65536)
                child.send_signal(signal.SIGINT)
                out, err = child.communicate(timeout=60)
        finally:
            if child.poll() is None:
                child.kill()
                child.communicate()
            listener.close()
        return child.returncode, out, err

    def test_the_agents_stop_with_one_line(self):
        for agent, name in (("random_agent.py", "random_agent"), ("greedy_agent.py", "greedy_agent")):
            with self.subTest(agent=agent):
                code, out, err = self.interrupt(agent)
                self.assertEqual((code, err), (130, "{}: interrupted\n".format(name)), out)
                self.assertNotIn("Traceback", out + err)


if __name__ == "__main__":
    unittest.main()
