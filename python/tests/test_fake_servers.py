"""The client against fake servers on 127.0.0.1 that answer badly: whatever comes back, the caller
sees ApiError or ServerUnreachable (never an http.client, json or ssl exception), refusals the
server marks as safe to send again are retried, and Env keeps to its contract whatever the server
lists. No irl-kitchen server is needed."""

import json
import socket
import threading
import time
import unittest

from irl_kitchen import ApiError, Client, Env, ServerUnreachable


class RawServer(object):
    """Answers each of at most ``connections`` connections with the same bytes, for at most 30 s."""

    def __init__(self, answer, connections=4):
        self.listener = socket.socket()
        self.listener.bind(("127.0.0.1", 0))
        self.listener.listen(connections)
        self.listener.settimeout(0.1)  # so that the loop sees ``stop`` soon
        self.url = "http://127.0.0.1:{}".format(self.listener.getsockname()[1])
        self.requests = 0
        self.stop = threading.Event()
        self.thread = threading.Thread(target=self._serve, args=(answer, connections), daemon=True)
        self.thread.start()

    def _serve(self, answer, connections):
        served, deadline = 0, time.monotonic() + 30  # a bounded loop, whatever the test does
        while served < connections and not self.stop.is_set() and time.monotonic() < deadline:
            try:
                conn, _ = self.listener.accept()
            except socket.timeout:
                continue
            except OSError:
                return
            served += 1
            with conn:
                conn.settimeout(5)
                try:
                    conn.recv(65536)
                    self.requests += 1
                    conn.sendall(answer)
                except OSError:
                    pass

    def close(self):
        self.stop.set()
        self.thread.join(10)
        self.listener.close()


def http_answer(status_line, content_type, body, length=None):
    head = "{}\r\ncontent-type: {}\r\ncontent-length: {}\r\nconnection: close\r\n\r\n".format(status_line, content_type, len(body) if length is None else length)
    return head.encode("ascii") + body


class MalformedAnswersTest(unittest.TestCase):
    def serve(self, answer):
        server = RawServer(answer)
        self.addCleanup(server.close)
        return server

    def unreachable(self, answer, pattern):
        server = self.serve(answer)
        with self.assertRaises(ServerUnreachable) as caught:
            Client(server.url, timeout=5).health()
        self.assertRegex(str(caught.exception), pattern)
        self.assertIsNone(caught.exception.__cause__)
        return caught.exception

    def test_an_answer_that_is_not_http(self):
        self.unreachable(b"GARBAGE\r\n\r\n", r"^cannot reach irl-kitchen at http://127\.0\.0\.1:\d+: the answer is not HTTP \(status line 'GARBAGE'\)$")

    def test_an_answer_cut_short(self):
        answer = http_answer("HTTP/1.1 200 OK", "application/json", b'{"env":', length=100)
        self.unreachable(answer, r"the connection closed in the middle of the answer \(7 bytes read, 93 more expected\)$")

    def test_a_json_answer_that_is_html(self):
        answer = http_answer("HTTP/1.1 200 OK", "application/json", b"<html>oops</html>")
        self.unreachable(answer, r"HTTP 200 answer says application/json but is not JSON \(Expecting value: .*\): '<html>oops</html>'$")

    def test_an_answer_that_is_not_utf8(self):
        self.unreachable(http_answer("HTTP/1.1 200 OK", "application/json", b"\xff\xfe"), r"HTTP 200 answer is not UTF-8 text")

    def test_a_refusal_cut_short_is_still_an_api_error(self):
        server = self.serve(http_answer("HTTP/1.1 503 Service Unavailable", "application/json", b'{"error":', length=100))
        with self.assertRaises(ApiError) as caught:
            Client(server.url, timeout=5).health()
        self.assertEqual(caught.exception.status, 503)
        self.assertIn("its body could not be read", str(caught.exception))

    def test_a_refusal_sent_before_the_body_is_read(self):
        # a body over the server's limit is answered 413 at once and the connection closed: the
        # client, still sending, saw "broken pipe (EPIPE)" as ServerUnreachable, not the refusal
        refusal = b'{"error":{"code":"body-too-large","message":"POST /execute: the request body is larger than the limit of 1048576 bytes"}}'
        server = self.serve(http_answer("HTTP/1.1 413 Payload Too Large", "application/json", refusal))
        with self.assertRaises(ApiError) as caught:
            Client(server.url, timeout=10).execute("; " + "x" * (8 << 20))
        self.assertEqual((caught.exception.status, caught.exception.code), (413, "body-too-large"))

    def test_a_connection_closed_before_the_body_is_read_without_an_answer(self):
        server = self.serve(b"")
        with self.assertRaises(ServerUnreachable) as caught:
            Client(server.url, timeout=10).execute("; " + "x" * (8 << 20))
        self.assertRegex(caught.exception.reason, r"the connection closed without an answer|connection reset by peer")

    def test_an_html_refusal_is_said_in_short(self):
        # a proxy's or another service's error page was the whole message, markup and all
        page = "<!DOCTYPE html><html><head><title>404 Not Found</title></head><body><h1>Not Found</h1>{}</body></html>".format("<p>padding</p>" * 100)
        server = self.serve(http_answer("HTTP/1.1 404 Not Found", "text/html", page.encode()))
        with self.assertRaises(ApiError) as caught:
            Client(server.url, timeout=5).health()
        self.assertEqual((caught.exception.status, caught.exception.code), (404, "http-error"))
        message = caught.exception.message
        self.assertTrue(message.startswith("not irl-kitchen's refusal (a proxy in front of it, or another service): 404 Not Found Not Found padding"), message)
        self.assertNotIn("<", message)
        self.assertLess(len(message), 300)

    def test_https_to_a_plain_http_server(self):
        server = self.serve(http_answer("HTTP/1.1 400 Bad Request", "text/plain", b"plain"))
        with self.assertRaises(ServerUnreachable) as caught:
            Client(server.url.replace("http://", "https://"), timeout=5).health()
        message = str(caught.exception)
        self.assertIn("TLS handshake failed", message)
        self.assertNotIn("EPERM", message)  # an OpenSSL error number is no OS errno

    def test_env_close_ignores_a_malformed_answer(self):
        server = self.serve(b"GARBAGE\r\n\r\n")
        env = Env(server.url, task="almond-crescent-cookies", timeout=5)
        env.env_id = "e1"  # as after a reset
        env.close()
        self.assertIsNone(env.env_id)
        self.assertEqual(server.requests, 1)


class JsonServer(object):
    """Answers request after request from a list of (status, body) by the request's method and path."""

    def __init__(self, handle):
        import http.server

        self.seen = []
        seen = self.seen

        class Handler(http.server.BaseHTTPRequestHandler):
            def answer(self):
                length = int(self.headers.get("content-length") or 0)
                body = json.loads(self.rfile.read(length).decode()) if length else None
                seen.append((self.command, self.path, body))
                status, reply = handle(self.command, self.path, body, len(seen))
                data = json.dumps(reply).encode()
                self.send_response(status)
                self.send_header("content-type", "application/json; charset=utf-8")
                self.send_header("content-length", str(len(data)))
                self.end_headers()
                self.wfile.write(data)

            do_GET = do_POST = do_DELETE = answer

            def log_message(self, *args):
                pass

        self.server = http.server.HTTPServer(("127.0.0.1", 0), Handler)
        self.url = "http://127.0.0.1:{}".format(self.server.server_address[1])
        threading.Thread(target=self.server.serve_forever, daemon=True).start()

    def close(self):
        self.server.shutdown()
        self.server.server_close()


class RetryTest(unittest.TestCase):
    def serve(self, handle):
        server = JsonServer(handle)
        self.addCleanup(server.close)
        return server

    def test_refusals_that_changed_nothing_are_sent_again(self):
        # docs/HTTP.md: those that pass with time, which the server gives a Retry-After
        for status, code in ((429, "too-many-sessions"), (429, "memory-limit"), (409, "session-conflict"), (503, "store-unavailable")):
            refusal = (status, {"error": {"code": code, "message": "POST /execute: try again"}})
            executed = {"status": "ok", "executionTime": 0, "bindings": {}, "timeline": [], "diagnostics": []}
            server = self.serve(lambda m, p, b, n, refusal=refusal: refusal if n == 1 else (200, executed))
            self.assertEqual(Client(server.url, retries=1).execute("(x)"), executed, code)
            self.assertEqual(len(server.seen), 2, code)

    def test_other_refusals_are_not(self):
        # 507 memory-limit: the work needs more heap than a worker thread has, and would be stopped again
        for status, code in ((507, "memory-limit"), (422, "time-limit"), (503, "server-closing"), (413, "body-too-large")):
            server = self.serve(lambda m, p, b, n, status=status, code=code: (status, {"error": {"code": code, "message": "no"}}))
            with self.assertRaises(ApiError):
                Client(server.url, retries=3).execute("(x)")
            self.assertEqual(len(server.seen), 1, code)


def env_answer(terminated=False, truncated=False, task="almond-crescent-cookies"):
    """An answer of the environment routes; it lists admissible commands even after the end."""
    info = {"accepted": True, "status": "ok", "diagnostics": [], "newBindings": {}, "goal": {"met": [terminated], "total": 1, "fraction": 1 if terminated else 0},
            "executionTime": 0, "steps": 1, "task": task, "admissible_commands": ["(beat ?a ?b ?c ?d ?e)"]}
    return {"env": "e1", "session": "e1", "observation": {"text": "time 0 s.", "structured": {}}, "reward": 0, "terminated": terminated, "truncated": truncated, "info": info}


class EnvContractTest(unittest.TestCase):
    def test_no_admissible_commands_once_the_episode_ended(self):
        def handle(method, path, body, n):
            if path == "/envs":
                return 200, env_answer()
            if path == "/envs/e1/step":
                return 200, env_answer(truncated=body["line"] == "(end)")
            if path in ("/envs/e1", "/envs/e1/reset"):
                return 200, env_answer()
            return 404, {"error": {"code": "no-such-route", "message": path}}

        server = JsonServer(handle)
        self.addCleanup(server.close)
        env = Env(server.url, task="almond-crescent-cookies", commands=3)
        self.addCleanup(env.close)
        self.assertEqual(env.reset()[1]["admissible_commands"], ["(beat ?a ?b ?c ?d ?e)"])
        self.assertEqual(env.step("(go on)")[4]["admissible_commands"], ["(beat ?a ?b ?c ?d ?e)"])
        obs, reward, terminated, truncated, info = env.step("(end)")
        self.assertTrue(truncated)
        self.assertEqual(info["admissible_commands"], [])
        self.assertEqual(env.state()[1]["admissible_commands"], [])  # still ended
        self.assertEqual(env.reset()[1]["admissible_commands"], ["(beat ?a ?b ?c ?d ?e)"])  # a new episode
        self.assertEqual(env.session.id, "e1")


if __name__ == "__main__":
    unittest.main()
