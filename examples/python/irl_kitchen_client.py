"""A small client of the irl-kitchen HTTP API (docs/HTTP.md), standard library only.

    from irl_kitchen_client import KitchenClient
    client = KitchenClient("http://127.0.0.1:8080")
    with client.open_session() as session:
        step = session.execute("(fetch-and-proportion ?butter ?ks-1 ?kitchen ?bowl butter 230 g)")
        print(step["status"], step["newBindings"]["?butter"]["value"]["class"])

Every method returns the decoded JSON of the response. A response that is not a 2xx raises
ApiError with the server's error code and message (and the line and column where there is one).
"""

import json
import urllib.error
import urllib.parse
import urllib.request

__all__ = ["ApiError", "KitchenClient", "Session"]


class ApiError(Exception):
    """The server refused a request: HTTP status, error code, message, and place when known."""

    def __init__(self, status, code, message, line=None, column=None):
        place = f" (line {line}, column {column})" if line is not None else ""
        super().__init__(f"HTTP {status} {code}: {message}{place}")
        self.status = status
        self.code = code
        self.message = message
        self.line = line
        self.column = column


class KitchenClient:
    """The routes that need no session, and sessions."""

    def __init__(self, base_url, timeout=120):
        self.base_url = base_url.rstrip("/")
        self.timeout = timeout

    def request(self, method, path, body=None, query=None):
        url = self.base_url + path
        if query:
            url += "?" + urllib.parse.urlencode({k: v for k, v in query.items() if v is not None})
        data = None if body is None else json.dumps(body).encode("utf-8")
        headers = {"accept": "application/json"}
        if method == "POST":
            # every POST names its type, even without a body (undo, fork): the server refuses others
            headers["content-type"] = "application/json"
        req = urllib.request.Request(url, data=data, method=method, headers=headers)
        try:
            with urllib.request.urlopen(req, timeout=self.timeout) as response:
                return json.loads(response.read().decode("utf-8"))
        except urllib.error.HTTPError as e:
            raw = e.read().decode("utf-8", "replace")
            try:
                error = json.loads(raw)["error"]
            except (ValueError, KeyError, TypeError):
                raise ApiError(e.code, "http-error", raw or e.reason) from None
            raise ApiError(e.code, error.get("code"), error.get("message"), error.get("line"), error.get("column")) from None

    def health(self):
        return self.request("GET", "/health")

    def actions(self):
        """The action inventory: names, slots with types, modes."""
        return self.request("GET", "/actions")["actions"]

    def execute(self, network, mode="qualitative"):
        """Executes a whole network: {status, executionTime, bindings, timeline, diagnostics}."""
        return self.request("POST", "/execute", {"network": network, "mode": mode})

    def evaluate(self, solution, metrics=None):
        """Scores a solution text: one row per recipe, as `irl-kitchen evaluate --format json`."""
        body = {"solution": solution}
        if metrics:
            body["metrics"] = list(metrics)
        return self.request("POST", "/evaluate", body)

    def open_session(self, kitchen=None, semantics=None):
        body = {}
        if kitchen:
            body["kitchen"] = kitchen
        if semantics:
            body["semantics"] = semantics
        opened = self.request("POST", "/sessions", body)
        return Session(self, opened["session"], opened["bindings"])


class Session:
    """A network built a few lines at a time; later lines may use any variable bound earlier.

    Use it in a `with` block to close it on the server at the end.
    """

    def __init__(self, client, session_id, bindings):
        self.client = client
        self.id = session_id
        self.bindings = bindings

    def _path(self, suffix=""):
        return f"/sessions/{urllib.parse.quote(self.id, safe='')}{suffix}"

    def execute(self, lines):
        """Adds lines (a string, or a list of strings) and executes what can run.

        Returns {status, accepted, newBindings, newTimeline, diagnostics, executionTime}.
        """
        text = lines if isinstance(lines, str) else "\n".join(lines)
        step = self.client.request("POST", self._path("/execute"), {"network": text})
        self.bindings = {**self.bindings, **step.get("newBindings", {})}
        return step

    def admissible(self, action=None, limit=None):
        """The actions that can run now, each with a `line` ready to send."""
        return self.client.request("GET", self._path("/admissible"), query={"action": action, "limit": limit})

    def nearest(self, line, k=5):
        """The k admissible lines closest to a free-form or malformed line."""
        return self.client.request("POST", self._path("/nearest"), {"line": line, "k": k})

    def check(self, line):
        """Whether a proposed line would run now, and every declared condition that does not hold (nothing changes)."""
        return self.client.request("POST", self._path("/check"), {"line": line})

    def kitchen(self):
        return self.client.request("GET", self._path("/kitchen"))

    def network(self):
        return self.client.request("GET", self._path("/network"))["network"]

    def undo(self):
        result = self.client.request("POST", self._path("/undo"))
        self.bindings = result["bindings"]
        return result["undone"]

    def fork(self):
        opened = self.client.request("POST", self._path("/fork"))
        return Session(self.client, opened["session"], opened["bindings"])

    def evaluate(self, recipe_id, metrics=None):
        body = {"recipeId": recipe_id}
        if metrics:
            body["metrics"] = list(metrics)
        return self.client.request("POST", self._path("/evaluate"), body)

    def close(self):
        self.client.request("DELETE", self._path())

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        try:
            self.close()
        except (ApiError, OSError):
            pass  # already closed or expired; nothing to clean up
        return False
