"""The package's type annotations: every public function and method of the API is annotated, its
annotations resolve with typing.get_type_hints (on every supported Python), and, where mypy is
installed, ``mypy --strict`` finds nothing in the package. No server needed."""

import importlib.util
import inspect
import os
import subprocess
import sys
import tempfile
import typing
import unittest

import irl_kitchen
from irl_kitchen import spaces, types

# dunder methods that are part of what the classes offer
PUBLIC_DUNDERS = {"__init__", "__repr__", "__enter__", "__exit__", "__contains__", "__reduce__", "__eq__"}


def unannotated(function, is_method):
    """What of ``function`` is not annotated (its parameters by name, ``return``), or why its
    annotations do not resolve."""
    missing = []
    parameters = list(inspect.signature(function).parameters.values())
    for i, p in enumerate(parameters):
        if is_method and i == 0:
            continue  # self
        if p.annotation is inspect.Parameter.empty:
            missing.append(p.name)
    if inspect.signature(function).return_annotation is inspect.Signature.empty:
        missing.append("return")
    try:
        typing.get_type_hints(function)
    except Exception as e:  # a name the annotations use that is not there at run time
        missing.append("unresolvable ({}: {})".format(type(e).__name__, e))
    return missing


def methods(cls):
    """The public methods (and property getters) a class offers: its own and those it inherits
    from the package's classes (``Client.request`` is its base ``Transport``'s)."""
    seen = set()
    for owner in cls.__mro__:
        if owner is not cls and not owner.__module__.startswith("irl_kitchen"):
            continue  # object's, gymnasium's, typing's
        for name, value in vars(owner).items():
            if name in seen:
                continue  # overridden below
            seen.add(name)
            yield from _offered(name, value)


def _offered(name, value):
    """``(name, function)`` when a class attribute is a public method of the package."""
    if name.startswith("_") and name not in PUBLIC_DUNDERS:
        return
    if isinstance(value, property):
        value = value.fget
    elif isinstance(value, (staticmethod, classmethod)):
        value = value.__func__
    if inspect.isfunction(value) and value.__module__.startswith("irl_kitchen"):  # not typing's (Protocol.__init__)
        yield name, value


def public_api():
    """``(qualified name, function, is a method)`` of every public function and method."""
    classes = []
    for name in irl_kitchen.__all__:
        value = getattr(irl_kitchen, name)
        if inspect.isclass(value):
            classes.append(value)
        elif inspect.isfunction(value):
            yield "irl_kitchen." + name, value, False
    for name in spaces.__all__:
        value = getattr(spaces, name)
        if inspect.isfunction(value):
            yield "irl_kitchen.spaces." + name, value, False
    # the spaces an Env holds: gymnasium's where it is importable, else the stand-ins
    classes += [spaces.Space, spaces._TextSpace, spaces._DictSpace] + ([spaces._GymDictSpace] if hasattr(spaces, "_GymDictSpace") else [])
    for cls in dict.fromkeys(classes):  # KitchenClient is Client
        for name, function in methods(cls):
            yield "{}.{}".format(cls.__qualname__, name), function, True


class AnnotationsTest(unittest.TestCase):
    def test_the_public_api_is_annotated(self):
        found = list(public_api())
        names = {name for name, _, _ in found}
        # the walk reaches what it should: a few of each kind
        for expected in ("irl_kitchen.number", "irl_kitchen.register_envs", "Client.request", "Client.env_step", "Session.admissible", "Session.__exit__", "Env.step", "Env.session", "ApiError.__init__", "_TextSpace.sample"):
            self.assertIn(expected, names)
        self.assertGreater(len(found), 70)
        problems = {name: missing for name, function, is_method in found for missing in [unannotated(function, is_method)] if missing}
        self.assertEqual(problems, {}, "functions without (resolvable) annotations")

    def test_the_check_sees_what_is_missing(self):
        def bare(a, b: int):
            return a

        def whole(a: int) -> int:
            return a

        def undefined(a: "NoSuchName") -> None:  # noqa: F821
            pass

        self.assertEqual(unannotated(bare, False), ["a", "return"])
        self.assertEqual(unannotated(whole, False), [])
        self.assertEqual(len(unannotated(undefined, False)), 1)

    def test_the_answer_types_resolve(self):
        for name in types.__all__:
            value = getattr(types, name)
            if isinstance(value, type) and issubclass(value, dict):  # a TypedDict
                hints = typing.get_type_hints(value)
                self.assertTrue(hints, name)
        self.assertEqual(set(typing.get_type_hints(types.StepResult)), {"observation", "reward", "terminated", "truncated", "info"})

    def test_the_package_says_it_is_typed(self):
        self.assertTrue(os.path.isfile(os.path.join(os.path.dirname(irl_kitchen.__file__), "py.typed")))


@unittest.skipIf(importlib.util.find_spec("mypy") is None, "mypy is not installed for this interpreter")
class MypyTest(unittest.TestCase):
    def test_mypy_strict_finds_nothing(self):
        package = os.path.dirname(os.path.abspath(irl_kitchen.__file__))
        with tempfile.TemporaryDirectory() as folder:  # no cache or configuration of the checkout
            command = [sys.executable, "-m", "mypy", "--strict", "--cache-dir", os.path.join(folder, "cache"), package]
            r = subprocess.run(command, cwd=folder, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, timeout=300)
        self.assertEqual(r.returncode, 0, r.stdout.decode())


if __name__ == "__main__":
    unittest.main()
