"""A session of the HTTP API as an object: a network built a few lines at a time (docs/SESSIONS.md)."""

from . import args
from .wire import ApiError, _segment, page_count, page_cursor, page_items

__all__ = ["Session"]

FORMS = (None, "lines", "templates")


def _check_form(form):
    args.choice("form", form, FORMS)


def _text(lines, what="lines"):
    return args.text(what, lines)


class Session:
    """A network built a few lines at a time; later lines may use any variable bound earlier.

    ``bindings`` holds what the server last said about the bindings (``None`` for a session
    attached with :meth:`Client.session` until :meth:`fetch_bindings`). Use it in a ``with`` block
    to close it on the server at the end.
    """

    def __init__(self, client, session_id, bindings=None):
        self.client = client
        self.id = args.name("session_id", session_id)
        self.bindings = bindings

    def __repr__(self):
        return "Session({!r})".format(self.id)

    def _path(self, suffix=""):
        return "/sessions/" + _segment(self.id) + suffix

    def _request(self, method, suffix="", body=None, query=None, expect=None):
        return self.client.request(method, self._path(suffix), body, query, expect=expect)

    def execute(self, lines):
        """Adds lines (a string, or a list of strings) and executes what can run.

        Returns ``{status, accepted, newBindings, newTimeline, diagnostics, executionTime}``.
        """
        step = self._request("POST", "/execute", {"network": _text(lines)}, expect=())
        if self.bindings is not None and isinstance(step.get("newBindings"), dict):
            self.bindings = dict(self.bindings, **step.get("newBindings", {}))
        return step

    def admissible(self, action=None, limit=None, form=None, cursor=None, uses=None, produces=None):
        """The lines that can run now (``GET /sessions/{id}/admissible``).

        Without ``form``: a list of entries ``{line, action, mode, parameters, produces, duration,
        recency}``, the head of the listing. ``form="lines"``: a page ``{entries, next}``, and
        ``cursor`` (a page's ``next``) asks for the page after it; ``form="templates"``:
        ``{templates}``, per action and mode what each slot may take (only ``action`` applies).
        ``uses`` (a bound variable, ``?butter``) keeps the lines that take it as an input,
        ``produces`` (a class) those whose first output is of it. :func:`page_items` and
        :func:`page_cursor` read the answers.
        """
        _check_form(form)
        query = {"action": action, "limit": limit, "form": form, "cursor": cursor, "uses": uses, "produces": produces}
        return self._request("GET", "/admissible", query=query)

    def admissible_count(self, action=None, uses=None, produces=None):
        """How many admissible lines there are now, so filtered (``GET /sessions/{id}/admissible/count``): an int."""
        return page_count(self._request("GET", "/admissible/count", query={"action": action, "uses": uses, "produces": produces}))

    def iter_admissible(self, form="lines", page_size=100, max_pages=100, action=None, uses=None, produces=None):
        """Every admissible item of a form, filtered as :meth:`admissible` filters.

        ``form="lines"`` (or ``None``: the same entries) follows the pages of ``page_size`` entries
        (1 to the server's ``--max-listed``) by their cursor, at most ``max_pages`` of them;
        ``form="templates"`` yields every template in one request (templates have no pages and
        take only ``action``, so ``uses`` or ``produces`` with them is a ValueError).
        """
        _check_form(form)
        args.count("page_size", page_size, 1)
        args.count("max_pages", max_pages, 1)
        if form == "templates":
            if uses is not None or produces is not None:
                raise ValueError("form='templates' takes only action, not uses or produces (form='lines' filters lines)")
            return self._templates(action)
        return self._pages(page_size, max_pages, action, uses, produces)

    # generators, so that the arguments above are checked at the call and the requests made lazily
    def _templates(self, action):
        for item in page_items(self.admissible(form="templates", action=action)):
            yield item

    def _pages(self, page_size, max_pages, action, uses, produces):
        cursor = None
        for _ in range(max_pages):
            page = self.admissible(form="lines", cursor=cursor, limit=page_size, action=action, uses=uses, produces=produces)
            for item in page_items(page):
                yield item
            cursor = page_cursor(page)
            if cursor is None:
                return

    def nearest(self, line, k=5):
        """The k admissible lines closest to a free-form or malformed line, each with a ``score``."""
        return self._request("POST", "/nearest", {"line": line, "k": k})

    def check(self, line):
        """Whether a proposed line would run now, and every declared condition that does not hold (nothing changes)."""
        return self._request("POST", "/check", {"line": line})

    def fetch_bindings(self):
        """Every binding of the network so far (``GET /sessions/{id}/bindings``); also kept in ``bindings``."""
        self.bindings = self._request("GET", "/bindings")
        return self.bindings

    def kitchen(self):
        """The current kitchen state, with everything it holds."""
        return self._request("GET", "/kitchen")

    def network(self):
        """The lines so far, as one text."""
        return self._request("GET", "/network", expect=("network",))["network"]

    def view(self):
        """The web view of the network so far (an HTML page, as a string)."""
        return self._request("GET", "/view")

    def undo(self):
        """Takes back the last accepted execute call; False when there was none."""
        result = self._request("POST", "/undo", expect=("undone", "bindings"))
        self.bindings = result["bindings"]
        return result["undone"]

    def fork(self):
        """An independent copy, as a new session."""
        opened = self._request("POST", "/fork", expect=("session",))
        return Session(self.client, opened["session"], opened.get("bindings"))

    def evaluate(self, recipe_id, metrics=None):
        """One evaluation row: the network so far scored against that recipe's gold."""
        body = {"recipeId": recipe_id}
        if metrics:
            body["metrics"] = list(metrics)
        return self._request("POST", "/evaluate", body)

    def snapshot(self):
        """The session as plain JSON (``GET /sessions/{id}/snapshot``), for :meth:`Client.restore_session`."""
        return self._request("GET", "/snapshot")

    def close(self):
        """Closes the session on the server (``DELETE /sessions/{id}``)."""
        return self._request("DELETE")

    delete = close

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        try:
            self.close()
        except (ApiError, OSError):
            pass  # already closed or expired; nothing to clean up
        return False
