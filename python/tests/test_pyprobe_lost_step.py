"""A step whose answer is lost (none within the timeout, the connection closed) may have been
taken by the server all the same: the ServerUnreachable of Env.step says so and how to find out,
while a server that was never reached, and a lost answer to a call that changes nothing, say no
such thing. Listeners on 127.0.0.1 stand in for the server; no irl-kitchen server is needed."""

import pickle
import socket
import threading
import unittest

from irl_kitchen import Env, ServerUnreachable

TAKEN = "the server may have taken the {} all the same: env.state() gives the episode as it is now"


class Listener(object):
    """Takes each connection and reads the request; ``answer_nothing`` keeps it open without an
    answer until closed, else it is closed at once. Bounded: it stops after ``connections``."""

    def __init__(self, answer_nothing, connections=1):
        self.socket = socket.socket()
        self.socket.bind(("127.0.0.1", 0))
        self.socket.listen(connections)
        self.socket.settimeout(30)
        self.url = "http://127.0.0.1:{}".format(self.socket.getsockname()[1])
        self.done = threading.Event()
        self.thread = threading.Thread(target=self._serve, args=(answer_nothing, connections), daemon=True)
        self.thread.start()

    def _serve(self, answer_nothing, connections):
        for _ in range(connections):
            try:
                conn, _ = self.socket.accept()
            except OSError:
                return
            with conn:
                conn.settimeout(10)
                try:
                    conn.recv(65536)
                except OSError:
                    pass
                if answer_nothing:
                    self.done.wait(30)

    def close(self):
        self.done.set()
        self.socket.close()
        self.thread.join(30)


class LostStepTest(unittest.TestCase):
    def env_at(self, url):
        env = Env(url, task="almond-crescent-cookies", timeout=0.5)
        env.env_id = env.session_id = "e1"  # as after a reset on that server
        return env

    def listen(self, answer_nothing):
        listener = Listener(answer_nothing)
        self.addCleanup(listener.close)
        return listener

    def test_a_step_without_an_answer_in_time_may_have_been_taken(self):
        env = self.env_at(self.listen(True).url)
        with self.assertRaises(ServerUnreachable) as caught:
            env.step("(get-kitchen ?k)")
        self.assertIn("no answer within 0.5 s (timeout)", str(caught.exception))
        self.assertIn("Client(timeout=...) or Env(timeout=...)", str(caught.exception))  # the timeout's hint stays
        self.assertIn(TAKEN.format("step"), str(caught.exception))
        again = pickle.loads(pickle.dumps(caught.exception))
        self.assertEqual(str(again), str(caught.exception))

    def test_steps_whose_connection_closed_may_have_been_taken(self):
        env = self.env_at(self.listen(False).url)
        with self.assertRaises(ServerUnreachable) as caught:
            env.step(["(get-kitchen ?k)"])
        self.assertIn("the connection closed without an answer", str(caught.exception))
        self.assertIn(TAKEN.format("steps"), str(caught.exception))

    def test_a_call_that_changes_nothing_says_nothing_of_it(self):
        env = self.env_at(self.listen(True).url)
        with self.assertRaises(ServerUnreachable) as caught:
            env.state()
        self.assertIn("(timeout)", str(caught.exception))
        self.assertNotIn("may have taken", str(caught.exception))

    def test_a_server_never_reached_took_nothing(self):
        spare = socket.socket()
        spare.bind(("127.0.0.1", 0))
        url = "http://127.0.0.1:{}".format(spare.getsockname()[1])
        spare.close()  # nothing listens there now
        with self.assertRaises(ServerUnreachable) as caught:
            self.env_at(url).step("(get-kitchen ?k)")
        self.assertIn("connection refused", str(caught.exception))
        self.assertNotIn("may have taken", str(caught.exception))


if __name__ == "__main__":
    unittest.main()
