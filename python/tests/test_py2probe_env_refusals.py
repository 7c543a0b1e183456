"""``Env.step`` of the lines an episode refuses (docs/ENVIRONMENT.md, "Lines that would strand the
episode"), against a real server: a bound variable passed to a slot that cannot take it (in a
later step, and within one step of several lines), and a line after which the simulation stops.
Each is a step with ``info["accepted"]`` false, reward 0, the diagnostic saying why, and the
episode as it was: the next line is taken."""

import unittest

import irl_kitchen

from _support import RECIPE, server_url

BUTTER = "(fetch-and-proportion ?butter ?ks-1 ?kitchen ?bowl-1 butter 230 g)"
WRONG_SLOT = "(beat ?x ?ks-2 ?butter ?bowl-1 ?whisk)"  # ?butter holds a bowl, not a kitchen state
# plain white bread has no temperature: baking it stops the simulation
BREAD = [
    "(fetch-and-proportion ?slices ?ks-1 ?kitchen ?bowl white-bread-slice 2 piece)",
    "(fetch ?tray ?ks-2 ?ks-1 baking-tray 1)",
    "(transfer-contents ?on-tray ?rest ?ks-3 ?ks-2 ?tray ?slices ?q ?u)",
]
BAKE = "(bake ?baked ?ks-4 ?ks-3 ?on-tray ?oven 20 minute 180 degrees-celsius)"


def codes(info):
    return [(d["code"], d["line"], d["column"]) for d in info["diagnostics"]]


class RefusedStepTest(unittest.TestCase):
    def setUp(self):
        self.env = irl_kitchen.Env(server_url(), task=RECIPE, max_steps=20)
        self.addCleanup(self.env.close)
        self.env.reset(seed=0)

    def refused(self, line):
        """Steps ``line``, checks it was refused and changed nothing; its info."""
        before = self.env.state()
        observation, reward, terminated, truncated, info = self.env.step(line)
        self.assertFalse(info["accepted"])
        self.assertEqual(reward, 0)
        self.assertFalse(terminated or truncated)
        self.assertEqual(info["status"], "ok")
        self.assertEqual(observation, before[0])
        self.assertEqual(info["steps"], before[1]["steps"] + 1)  # a refused step counts as a step
        self.assertEqual(info["goal"], before[1]["goal"])
        return info

    def goes_on(self, line):
        info = self.env.step(line)[4]
        self.assertTrue(info["accepted"], info["diagnostics"])

    def test_a_bound_variable_in_a_slot_that_cannot_take_it(self):
        self.goes_on(BUTTER)
        info = self.refused(WRONG_SLOT)
        self.assertEqual(codes(info), [("E_INPUT_TYPE", 2, 16)])
        self.assertEqual(info["diagnostics"][0]["variable"], "?butter")
        self.goes_on(BUTTER.replace("?butter", "?butter-2").replace("?ks-1", "?ks-5").replace("?bowl-1", "?bowl-2"))

    def test_within_one_step_of_several_lines(self):
        info = self.refused("\n".join([BUTTER, WRONG_SLOT]))  # one action: refused whole
        self.assertEqual(codes(info), [("E_INPUT_TYPE", 2, 16)])
        self.goes_on(BUTTER)

    def test_a_line_that_stops_the_simulation(self):
        for line in BREAD:
            self.goes_on(line)
        info = self.refused(BAKE)
        self.assertEqual(codes(info), [("E_SIMULATION", 4, 1)])
        self.assertIn("white-bread-slice", info["diagnostics"][0]["message"])
        self.goes_on(BUTTER.replace("?ks-1", "?ks-5"))


if __name__ == "__main__":
    unittest.main()
