"""The package's docstrings and types say what the server's schemas say: here, the kinds of a
repair's edits (docs/schema/repair-result.schema.json). No server is needed."""

import json
import os
import typing
import unittest

from irl_kitchen import Client
from irl_kitchen.types import RepairEdit

ROOT = os.path.abspath(os.environ.get("IRL_KITCHEN_ROOT") or os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))


def edit_kinds():
    with open(os.path.join(ROOT, "docs", "schema", "repair-result.schema.json"), encoding="utf-8") as f:
        schema = json.load(f)
    found = []

    def walk(node):  # the enum of the edits' `kind`, wherever the schema puts the edit
        if isinstance(node, dict):
            kind = node.get("properties", {}).get("kind") if isinstance(node.get("properties"), dict) else None
            if isinstance(kind, dict) and "enum" in kind:
                found.append(kind["enum"])
            for value in node.values():
                walk(value)
        elif isinstance(node, list):
            for value in node:
                walk(value)

    walk(schema)
    if len(found) != 1:
        raise AssertionError("expected one `kind` enum in the repair schema, found {}".format(found))
    return found[0]


class RepairKindsTest(unittest.TestCase):
    def test_the_repair_docstring_names_every_kind_of_edit(self):
        for kind in edit_kinds():
            self.assertIn("``{}``".format(kind), Client.repair.__doc__, kind)

    def test_the_edit_type_has_every_kind(self):
        self.assertEqual(set(typing.get_args(typing.get_type_hints(RepairEdit)["kind"])), set(edit_kinds()))


if __name__ == "__main__":
    unittest.main()
