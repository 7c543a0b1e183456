"""The action and observation spaces of the environment: ``gymnasium.spaces.Text`` and a space of
dicts when gymnasium is importable, small stand-ins with the same methods when it is not."""

import random
import string

try:  # optional: everything works without it
    from gymnasium import spaces as _spaces
except ImportError:  # pragma: no cover - depends on the machine
    _spaces = None

__all__ = ["CHARSET", "MAX_LINE_LENGTH", "MAX_OBSERVATION_LENGTH", "text_space", "structured_space"]

# Lines and observations are printable ASCII (names, numbers, parentheses, `?`, `-`, `/`), and the
# observation text (src/env/observation.ts, src/describe.ts) adds "…" where it leaves objects or
# variables out and "×" in runs of equal items ("16 × dough-ball"). Names the agent writes itself
# (variables) come back in the text: an agent whose lines are in the action space gets
# observations in the observation space.
CHARSET = frozenset(string.printable + "\u2026\u00d7")
MAX_LINE_LENGTH = 10000  # the longest line a session's check takes
MAX_OBSERVATION_LENGTH = 1 << 20


class _TextSpace(object):
    """Stand-in for ``gymnasium.spaces.Text`` without gymnasium: strings of CHARSET characters."""

    def __init__(self, max_length, min_length=0, charset=CHARSET, seed=None):
        self.max_length = max_length
        self.min_length = min_length
        self.character_set = frozenset(charset)
        self._rng = random.Random(seed)

    def seed(self, seed=None):
        self._rng = random.Random(seed)
        return [seed]

    def contains(self, x):
        return isinstance(x, str) and self.min_length <= len(x) <= self.max_length and all(c in self.character_set for c in x)

    __contains__ = contains

    def sample(self, mask=None):
        chars = sorted(self.character_set)
        n = self._rng.randint(max(self.min_length, 1), min(self.max_length, 64))
        return "".join(self._rng.choice(chars) for _ in range(n))

    def __repr__(self):
        return "Text({}, {})".format(self.min_length, self.max_length)


class _DictSpace(object):
    """Stand-in space of the structured observations (JSON objects)."""

    def contains(self, x):
        return isinstance(x, dict)

    __contains__ = contains

    def sample(self, mask=None):
        raise NotImplementedError("a structured observation cannot be sampled")

    def seed(self, seed=None):
        return [seed]

    def __repr__(self):
        return "StructuredObservation()"


if _spaces is not None:

    class _GymDictSpace(_spaces.Space):
        """The structured observations (JSON objects) as a Gymnasium space."""

        def __init__(self, seed=None):
            super().__init__(None, None, seed)

        @property
        def is_np_flattenable(self):
            return False

        def contains(self, x):
            return isinstance(x, dict)

        def sample(self, mask=None, probability=None):
            raise NotImplementedError("a structured observation cannot be sampled")

        def __eq__(self, other):
            return isinstance(other, _GymDictSpace)

        def __repr__(self):
            return "StructuredObservation()"


def text_space(max_length, min_length):
    if _spaces is not None:
        return _spaces.Text(max_length, min_length=min_length, charset=CHARSET)
    return _TextSpace(max_length, min_length)


def structured_space():
    return _GymDictSpace() if _spaces is not None else _DictSpace()
