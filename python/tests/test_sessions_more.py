"""The session routes being added: GET /sessions (the list), GET /sessions/{id}/snapshot,
POST /sessions/restore, GET /sessions/{id}/admissible?form=templates|lines&cursor=&uses=&produces=
and GET /sessions/{id}/admissible/count. They fail (not skip) while a route answers 404
no-such-route."""

import unittest

from irl_kitchen import ApiError, page_cursor, page_items

from _support import BUTTER, SUGAR, WARM, client, fail_if_missing, needs_route, route


def session_ids(listed):
    ids = []
    for s in listed:
        if isinstance(s, str):
            ids.append(s)
        else:
            ids.append(s.get("session", s.get("id")))
    return ids


def line_of(item):
    return item if isinstance(item, str) else item["line"]


class ListAndSnapshotTest(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.client = client()

    def setUp(self):
        self.session = self.client.open_session()
        self.addCleanup(self._close, self.session)
        self.session.execute([BUTTER, WARM])

    def _close(self, session):
        try:
            session.close()
        except ApiError:
            pass

    @needs_route("GET /sessions")
    def test_the_list_holds_open_sessions_only(self):
        listed = self.client.list_sessions()
        self.assertIsInstance(listed["sessions"], list)
        self.assertGreaterEqual(listed["total"], len(listed["sessions"]))
        self.assertIn(self.session.id, session_ids(listed["sessions"]))
        mine = next(s for s in listed["sessions"] if s["id"] == self.session.id)
        self.assertEqual(mine["lines"], 2)
        other = self.client.open_session()
        # most recently used first
        self.assertEqual(session_ids(self.client.list_sessions(limit=1)["sessions"]), [other.id])
        other.close()
        self.assertNotIn(other.id, session_ids(self.client.list_sessions()["sessions"]))

    @needs_route("GET /sessions/{id}/snapshot")
    def test_a_snapshot_is_plain_json(self):
        snapshot = self.session.snapshot()
        self.assertEqual(snapshot["format"], "irl-kitchen-session")
        self.assertEqual(snapshot["version"], 1)
        self.assertEqual([l for l in snapshot["lines"] if l.strip()], [BUTTER, WARM])
        for field in ("options", "calls"):
            self.assertIn(field, snapshot)

    @needs_route("POST /sessions/restore")
    def test_restore_rebuilds_the_session(self):
        with route(self, "GET /sessions/{id}/snapshot"):
            snapshot = self.session.snapshot()
        restored = self.client.restore_session(snapshot)
        self.addCleanup(self._close, restored)
        self.assertNotEqual(restored.id, self.session.id)
        self.assertEqual(restored.network(), self.session.network())
        original = self.session.fetch_bindings()
        again = restored.fetch_bindings()
        self.assertEqual(sorted(again), sorted(original))
        self.assertEqual(again["?warm-butter"]["value"]["class"], original["?warm-butter"]["value"]["class"])
        # independent of the original, and undo works on the restored calls
        restored.execute(SUGAR)
        self.assertNotIn(SUGAR, self.session.network())
        self.assertTrue(restored.undo())
        self.assertEqual(restored.network(), self.session.network())

    @needs_route("POST /sessions/restore")
    def test_a_snapshot_that_is_none_is_refused(self):
        with self.assertRaises(ApiError) as caught:
            self.client.restore_session({"format": "something-else", "version": 99})
        fail_if_missing(self, "POST /sessions/restore", caught.exception)
        self.assertEqual(caught.exception.status, 400)


class AdmissibleFormsTest(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.client = client()
        cls.session = cls.client.open_session()
        cls.session.execute([BUTTER, WARM, SUGAR])

    @classmethod
    def tearDownClass(cls):
        try:
            cls.session.close()
        except ApiError:
            pass

    @needs_route("GET /sessions/{id}/admissible?form=lines")
    def test_lines_pages_follow_the_cursor(self):
        first = self.session.admissible(form="lines", limit=3)
        items = page_items(first)
        self.assertTrue(1 <= len(items) <= 3, first)
        cursor = page_cursor(first)
        self.assertIsNotNone(cursor, "a first page of 3 admissible lines has a cursor to the next")
        second = self.session.admissible(form="lines", limit=3, cursor=cursor)
        lines = [line_of(i) for i in items] + [line_of(i) for i in page_items(second)]
        self.assertEqual(len(lines), len(set(lines)), "pages repeat lines")
        # a listed line runs now
        self.assertTrue(self.session.check(lines[0])["admissible"], lines[0])
        # the pages are the head of the whole listing, in its order
        whole = [e["line"] for e in self.session.admissible(limit=len(lines))]
        self.assertEqual(lines, whole)

    @needs_route("GET /sessions/{id}/admissible?form=lines")
    def test_pages_end(self):
        seen = []
        for item in self.session.iter_admissible(form="lines", page_size=50, max_pages=200, action="beat"):
            seen.append(line_of(item))
        self.assertEqual(len(seen), len(set(seen)))
        self.assertTrue(all(l.startswith("(beat ") for l in seen))
        whole = [e["line"] for e in self.session.admissible(action="beat", limit=1000)]
        self.assertEqual(sorted(seen), sorted(whole))

    @needs_route("GET /sessions/{id}/admissible?form=templates")
    def test_templates(self):
        page = self.session.admissible(form="templates")
        templates = page["templates"]
        self.assertTrue(templates, page)
        for t in templates:
            self.assertTrue(t["action"] and t["pattern"].startswith("(" + t["action"]))
        beats = self.session.admissible(form="templates", action="beat")["templates"]
        self.assertTrue(beats and all(t["action"] == "beat" for t in beats))

    @needs_route("GET /sessions/{id}/admissible?form=templates")
    def test_iter_admissible_every_form(self):
        # templates have no pages: one request with action only (a limit was a 400)
        templates = list(self.session.iter_admissible(form="templates", page_size=10))
        self.assertEqual(templates, self.session.admissible(form="templates")["templates"])
        beats = list(self.session.iter_admissible(form="templates", action="beat"))
        self.assertTrue(beats and all(t["action"] == "beat" for t in beats))
        # without a form: the entries of the lines form, page after page
        plain = [line_of(i) for i in self.session.iter_admissible(form=None, page_size=7, action="beat")]
        self.assertEqual(plain, [line_of(i) for i in self.session.iter_admissible(form="lines", page_size=50, action="beat")])
        self.assertEqual(plain, [e["line"] for e in self.session.admissible(action="beat", limit=1000)])

    @needs_route("GET /sessions/{id}/admissible?uses=")
    def test_uses_filters_by_input_variable(self):
        page = self.session.admissible(form="lines", uses="?proportioned-sugar", limit=20)
        lines = [line_of(i) for i in page_items(page)]
        self.assertTrue(lines)
        self.assertTrue(all("?proportioned-sugar" in l for l in lines), lines)

    @needs_route("GET /sessions/{id}/admissible?produces=")
    def test_produces_filters(self):
        page = self.session.admissible(form="lines", produces="homogeneous-mixture", limit=20)
        self.assertIsInstance(page_items(page), list)

    @needs_route("GET /sessions/{id}/admissible/count")
    def test_count_agrees_with_the_listing(self):
        count = self.session.admissible_count(action="beat")
        listed = self.session.admissible(action="beat", limit=1000)
        self.assertEqual(count, len(listed))
        self.assertGreaterEqual(self.session.admissible_count(), count)
        uses = self.session.admissible_count(uses="?proportioned-sugar")
        self.assertEqual(uses, len(list(self.session.iter_admissible(form="lines", page_size=200, uses="?proportioned-sugar"))))


if __name__ == "__main__":
    unittest.main()
