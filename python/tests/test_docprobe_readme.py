"""python/README.md's "Client" block against the package: every call it shows names a method that
exists with parameters it takes, a call written with keywords names every parameter of that
Client method (there or in the line's comment), and the fields it gives an admissible entry are
those of ``AdmissibleEntry``. No server is needed."""

import ast
import inspect
import os
import re
import typing
import unittest

from irl_kitchen import Client, Session
from irl_kitchen.types import AdmissibleEntry

ROOT = os.path.abspath(os.environ.get("IRL_KITCHEN_ROOT") or os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))
OWNERS = {"client": Client, "s": Session}


def client_block():
    with open(os.path.join(ROOT, "python", "README.md"), encoding="utf-8") as f:
        text = f.read()
    start = text.index("## Client")
    return re.search(r"```python\n(.*?)```", text[start:], re.S).group(1)


def calls(block):
    """(owner name, method name, call node) of every ``client.x(...)`` and ``s.x(...)``."""
    for node in ast.walk(ast.parse(block)):
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and isinstance(node.func.value, ast.Name):
            if node.func.value.id in OWNERS:
                yield node.func.value.id, node.func.attr, node


class ReadmeClientBlockTest(unittest.TestCase):
    def test_every_call_names_a_method_and_parameters_it_takes(self):
        block = client_block()
        seen = 0
        for owner, name, node in calls(block):
            seen += 1
            method = getattr(OWNERS[owner], name, None)
            self.assertTrue(callable(method), "{}.{}".format(owner, name))
            parameters = list(inspect.signature(method).parameters)[1:]
            self.assertLessEqual(len(node.args), len(parameters), "{}.{}".format(owner, name))
            for keyword in node.keywords:
                self.assertIn(keyword.arg, parameters, "{}.{}({}=)".format(owner, name, keyword.arg))
        self.assertGreater(seen, 30)

    def test_a_client_call_with_keywords_names_every_parameter(self):
        block = client_block()
        lines = block.split("\n")
        for owner, name, node in calls(block):
            if owner != "client" or not node.keywords or name == "request":
                continue
            parameters = list(inspect.signature(getattr(Client, name)).parameters)[1:]
            named = set(parameters[: len(node.args)]) | {k.arg for k in node.keywords}
            comment = lines[node.lineno - 1].partition("#")[2]
            named |= set(re.findall(r"(\w+)=", comment))
            self.assertEqual([p for p in parameters if p not in named], [], "client.{}".format(name))

    def test_the_fields_of_an_admissible_entry(self):
        listed = re.search(r"# entries \{([^}]*)\}", client_block()).group(1)
        fields = {f.strip() for f in listed.split(",")}
        expected = set(typing.get_type_hints(AdmissibleEntry)) - {"score"}  # score: nearest's only
        self.assertEqual(fields, expected)


if __name__ == "__main__":
    unittest.main()
