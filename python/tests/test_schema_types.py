"""The answer types of irl_kitchen.types against the published schemas of docs/schema/: each
TypedDict names the schema's properties, no others, and makes required the fields the schema
requires, down through the nested objects both describe. No server needed."""

import json
import os
import typing
import unittest

from irl_kitchen import types

from _support import ROOT

SCHEMAS = os.path.join(ROOT, "docs", "schema")

# (TypedDict, schema file) of every answer with a published schema
PAIRS = [
    (types.AdmissibleEntry, "admissible-entry"),
    (types.AdmissiblePage, "admissible-page"),
    (types.AdmissibleTemplate, "admissible-template"),
    (types.CheckResult, "check-result"),
    (types.Diagnostic, "diagnostic"),
    (types.EvaluationRow, "evaluation-row"),
    (types.PlanResult, "plan-result"),
    (types.RepairResult, "repair-result"),
    (types.SessionList, "session-list"),
    (types.SessionSnapshot, "session-snapshot"),
    (types.SessionStep, "session-step"),
    (types.Task, "task"),
]


def is_typed_dict(hint):
    return isinstance(hint, type) and issubclass(hint, dict) and hasattr(hint, "__required_keys__")


def typed_dict_in(hint):
    """The TypedDict a field's hint holds (itself, in Optional[...] or List[...]), or None."""
    if is_typed_dict(hint):
        return hint
    for inner in typing.get_args(hint):
        found = typed_dict_in(inner)
        if found is not None:
            return found
    return None


def object_in(node, document):
    """The object schema a property's schema holds (through $ref, an array's items, a oneOf), or None."""
    if "$ref" in node:
        ref = node["$ref"]
        if not ref.startswith("#/"):
            return None  # another file's: compared as its own pair
        target = document
        for part in ref[2:].split("/"):
            target = target[part]
        return object_in(target, document)
    if "properties" in node:
        return node
    if "items" in node and isinstance(node["items"], dict):
        return object_in(node["items"], document)
    for key in ("oneOf", "anyOf"):
        for option in node.get(key, []):
            found = object_in(option, document)
            if found is not None:
                return found
    return None


def differences(typed, node, document, where):
    """How a TypedDict and an object schema differ: fields of one only, required in one only."""
    hints = typing.get_type_hints(typed)
    properties = node.get("properties", {})
    found = []
    for name in sorted(set(properties) - set(hints)):
        found.append("{}: the schema's {!r} is not in {}".format(where, name, typed.__name__))
    for name in sorted(set(hints) - set(properties)):
        found.append("{}: {}'s {!r} is not in the schema".format(where, typed.__name__, name))
    required = set(node.get("required", [])) & set(hints)
    for name in sorted(required ^ (set(typed.__required_keys__) & set(properties))):
        found.append("{}: {!r} is required in {} only".format(where, name, "the schema" if name in required else typed.__name__))
    for name in sorted(set(properties) & set(hints)):
        inner, schema = typed_dict_in(hints[name]), object_in(properties[name], document)
        if inner is not None and schema is not None:
            found += differences(inner, schema, document, "{}.{}".format(where, name))
    return found


class SchemaTypesTest(unittest.TestCase):
    def test_each_answer_type_names_the_fields_of_its_schema(self):
        if not os.path.isdir(SCHEMAS):
            self.skipTest("no docs/schema at {} (set IRL_KITCHEN_ROOT)".format(SCHEMAS))
        found = []
        for typed, name in PAIRS:
            with open(os.path.join(SCHEMAS, name + ".schema.json"), encoding="utf-8") as f:
                document = json.load(f)
            found += differences(typed, document, document, name)
        self.assertEqual(found, [])

    def test_the_comparison_sees_a_difference(self):
        class Answer(typing.TypedDict):
            a: int
            b: typing.List[str]

        schema = {"type": "object", "required": ["a", "c"], "properties": {"a": {}, "c": {}}}
        self.assertEqual(
            differences(Answer, schema, schema, "x"),
            ["x: the schema's 'c' is not in Answer", "x: Answer's 'b' is not in the schema"],
        )


if __name__ == "__main__":
    unittest.main()
