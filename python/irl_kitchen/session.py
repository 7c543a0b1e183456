"""A session of the HTTP API as an object: a network built a few lines at a time (docs/SESSIONS.md)."""

from __future__ import annotations

import copy
from typing import Any, Dict, Iterator, List, Literal, Optional, Sequence, Union, cast, overload

from . import args
from .types import AdmissibleEntry, AdmissiblePage, AdmissibleTemplate, Bindings, CheckResult, Deleted, EvaluationRow, Lines, SessionSnapshot, SessionStep, Templates
from .wire import ApiError, Expect, _segment, page_count, page_cursor, page_items

__all__ = ["Session"]

FORMS = (None, "lines", "templates")
_FORM_ANSWERS: Dict[Optional[str], Expect] = {None: list, "lines": ("entries", "next"), "templates": ("templates",)}


def _check_form(form: Optional[str]) -> None:
    args.choice("form", form, FORMS)


def _text(lines: Lines, what: str = "lines") -> str:
    return args.text(what, lines)


class Session:
    """A network built a few lines at a time; later lines may use any variable bound earlier.

    ``bindings`` holds what the server last said about the bindings (``None`` for a session
    attached with :meth:`Client.session` until :meth:`fetch_bindings`). Use it in a ``with`` block
    to close it on the server at the end. ``copy.deepcopy`` forks it on the server; ``copy.copy``
    and pickling keep its id (both objects drive one session).
    """

    def __init__(self, client: _client.Client, session_id: str, bindings: Optional[Bindings] = None) -> None:
        self.client = client
        self.id = args.name("session_id", session_id)
        self.bindings = bindings

    def __repr__(self) -> str:
        return "Session({!r})".format(self.id)

    def _path(self, suffix: str = "") -> str:
        return "/sessions/" + _segment(self.id) + suffix

    def _request(self, method: str, suffix: str = "", body: Any = None, query: Optional[Dict[str, Any]] = None, expect: Optional[Expect] = None) -> Any:
        return self.client.request(method, self._path(suffix), body, query, expect=expect)

    def execute(self, lines: Lines) -> SessionStep:
        """Adds lines (a string, or a list of strings) and executes what can run.

        Returns ``{status, accepted, newBindings, newTimeline, diagnostics, executionTime}``.
        """
        step: SessionStep = self._request("POST", "/execute", {"network": _text(lines)}, expect=("status", "accepted", "newBindings", "newTimeline", "diagnostics", "executionTime"))
        if self.bindings is not None and isinstance(step.get("newBindings"), dict):
            self.bindings = dict(self.bindings, **step.get("newBindings", {}))
        return step

    @overload
    def admissible(
        self, action: Optional[str] = None, limit: Optional[int] = None, form: None = None, cursor: Optional[str] = None, uses: Optional[str] = None, produces: Optional[str] = None
    ) -> List[AdmissibleEntry]: ...
    @overload
    def admissible(
        self, action: Optional[str] = None, limit: Optional[int] = None, *, form: Literal["lines"], cursor: Optional[str] = None, uses: Optional[str] = None, produces: Optional[str] = None
    ) -> AdmissiblePage: ...
    @overload
    def admissible(
        self, action: Optional[str] = None, limit: Optional[int] = None, *, form: Literal["templates"], cursor: Optional[str] = None, uses: Optional[str] = None, produces: Optional[str] = None
    ) -> Templates: ...
    @overload
    def admissible(
        self, action: Optional[str] = None, limit: Optional[int] = None, form: Optional[str] = None, cursor: Optional[str] = None, uses: Optional[str] = None, produces: Optional[str] = None
    ) -> Union[List[AdmissibleEntry], AdmissiblePage, Templates]: ...
    def admissible(
        self, action: Optional[str] = None, limit: Optional[int] = None, form: Optional[str] = None, cursor: Optional[str] = None, uses: Optional[str] = None, produces: Optional[str] = None
    ) -> Union[List[AdmissibleEntry], AdmissiblePage, Templates]:
        """The lines that can run now (``GET /sessions/{id}/admissible``).

        Without ``form``: a list of entries ``{line, action, mode, parameters, produces, duration,
        output, recency}``, the head of the listing. ``form="lines"``: a page ``{entries, next}``, and
        ``cursor`` (a page's ``next``) asks for the page after it; ``form="templates"``:
        ``{templates}``, per action and mode what each slot may take (only ``action`` applies).
        ``uses`` (a bound variable, ``?butter``) keeps the lines that take it as an input,
        ``produces`` (a class) those whose first output is of it. :func:`page_items` and
        :func:`page_cursor` read the answers.
        """
        _check_form(form)
        if limit is not None:
            args.count("limit", limit, 1)  # True would be sent as "true"
        query = {"action": action, "limit": limit, "form": form, "cursor": cursor, "uses": uses, "produces": produces}
        answer: Union[List[AdmissibleEntry], AdmissiblePage, Templates] = self._request("GET", "/admissible", query=query, expect=_FORM_ANSWERS[form])
        return answer

    def admissible_count(self, action: Optional[str] = None, uses: Optional[str] = None, produces: Optional[str] = None) -> int:
        """How many admissible lines there are now, so filtered (``GET /sessions/{id}/admissible/count``): an int."""
        return page_count(self._request("GET", "/admissible/count", query={"action": action, "uses": uses, "produces": produces}, expect=("count",)))

    @overload
    def iter_admissible(
        self, form: Optional[Literal["lines"]] = "lines", page_size: int = 100, max_pages: int = 100, action: Optional[str] = None, uses: Optional[str] = None, produces: Optional[str] = None
    ) -> Iterator[AdmissibleEntry]: ...
    @overload
    def iter_admissible(
        self, form: Literal["templates"], page_size: int = 100, max_pages: int = 100, action: Optional[str] = None, uses: None = None, produces: None = None
    ) -> Iterator[AdmissibleTemplate]: ...
    @overload
    def iter_admissible(
        self, form: Optional[str] = "lines", page_size: int = 100, max_pages: int = 100, action: Optional[str] = None, uses: Optional[str] = None, produces: Optional[str] = None
    ) -> Iterator[Union[AdmissibleEntry, AdmissibleTemplate]]: ...
    def iter_admissible(
        self, form: Optional[str] = "lines", page_size: int = 100, max_pages: int = 100, action: Optional[str] = None, uses: Optional[str] = None, produces: Optional[str] = None
    ) -> Iterator[Union[AdmissibleEntry, AdmissibleTemplate]]:
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
    def _templates(self, action: Optional[str]) -> Iterator[AdmissibleTemplate]:
        for item in page_items(self.admissible(form="templates", action=action)):
            yield item

    def _pages(self, page_size: int, max_pages: int, action: Optional[str], uses: Optional[str], produces: Optional[str]) -> Iterator[AdmissibleEntry]:
        cursor: Optional[str] = None
        for _ in range(max_pages):
            page = self.admissible(form="lines", cursor=cursor, limit=page_size, action=action, uses=uses, produces=produces)
            for item in page_items(page):
                yield item
            cursor = page_cursor(page)
            if cursor is None:
                return

    def nearest(self, line: str, k: int = 5) -> List[AdmissibleEntry]:
        """The k admissible lines closest to a free-form or malformed line, each with a ``score``
        (0..1); ``k`` an integer from 1 to the server's ``--max-listed``."""
        entries: List[AdmissibleEntry] = self._request("POST", "/nearest", {"line": args.line("line", line), "k": args.count("k", k, 1)}, expect=list)
        return entries

    def check(self, line: str) -> CheckResult:
        """Whether a proposed line would run now, and every declared condition that does not hold (nothing changes)."""
        result: CheckResult = self._request("POST", "/check", {"line": args.line("line", line)}, expect=("admissible", "failed"))
        return result

    def fetch_bindings(self) -> Bindings:
        """Every binding of the network so far (``GET /sessions/{id}/bindings``); also kept in ``bindings``."""
        bindings: Bindings = self._request("GET", "/bindings", expect=())
        self.bindings = bindings
        return bindings

    def kitchen(self) -> Dict[str, Any]:
        """The current kitchen state, with everything it holds."""
        kitchen: Dict[str, Any] = self._request("GET", "/kitchen", expect=("kind", "id", "class"))
        return kitchen

    def network(self) -> str:
        """The lines so far, as one text."""
        return cast(str, self._request("GET", "/network", expect=("network",))["network"])

    def view(self) -> str:
        """The web view of the network so far (an HTML page, as a string)."""
        return cast(str, self._request("GET", "/view", expect=str))

    def undo(self) -> bool:
        """Takes back the last execute call (``POST /sessions/{id}/undo``): its lines, or nothing for a
        refused call, so an undo right after a refusal keeps the accepted call before it; False when
        no call is left. ``bindings`` becomes the session's after it."""
        result = self._request("POST", "/undo", expect=("undone", "bindings"))
        self.bindings = result["bindings"]
        return cast(bool, result["undone"])

    def fork(self) -> Session:
        """An independent copy, as a new session."""
        opened = self._request("POST", "/fork", expect=("session",))
        return Session(self.client, opened["session"], opened.get("bindings"))

    def __deepcopy__(self, memo: Dict[int, Any]) -> Session:
        """A copy with a session of its own: the server's is forked (the network so far), so the two
        go on apart. (``copy.copy`` and pickling keep the id: both objects drive one session.)"""
        twin = type(self).__new__(type(self))
        memo[id(self)] = twin
        twin.__dict__.update(copy.deepcopy(self.__dict__, memo))
        forked = self.fork()
        twin.id = forked.id
        if forked.bindings is not None:
            twin.bindings = forked.bindings
        return twin

    def evaluate(self, recipe_id: str, metrics: Optional[Sequence[str]] = None) -> EvaluationRow:
        """One evaluation row: the network so far scored against that recipe's gold."""
        body: Dict[str, Any] = {"recipeId": args.name("recipe_id", recipe_id)}
        chosen = args.names("metrics", metrics)
        if chosen:
            body["metrics"] = chosen
        row: EvaluationRow = self._request("POST", "/evaluate", body, expect=("file", "recipeId", "status", "goalConditionSuccess", "dishApproximationScore", "executionTime"))
        return row

    def snapshot(self) -> SessionSnapshot:
        """The session as plain JSON (``GET /sessions/{id}/snapshot``), for :meth:`Client.restore_session`."""
        snapshot: SessionSnapshot = self._request("GET", "/snapshot", expect=("format", "version", "options", "lines", "calls", "recipeId"))
        return snapshot

    def close(self) -> Deleted:
        """Closes the session on the server (``DELETE /sessions/{id}``)."""
        deleted: Deleted = self._request("DELETE", expect=("deleted",))
        return deleted

    delete = close

    def __enter__(self) -> Session:
        return self

    def __exit__(self, *exc: object) -> Literal[False]:
        try:
            self.close()
        except (ApiError, OSError):
            pass  # already closed or expired; nothing to clean up
        return False


# Last: client.py imports this module first (irl_kitchen/__init__.py imports client.py), and
# Session's annotations name client.Client
from . import client as _client  # noqa: E402
