"""The ``kitchen`` of ``POST /execute`` and ``POST /evaluate`` (docs/HTTP.md): ``Client.execute`` and
``Client.evaluate`` take it as a keyword, sent only when given, and the server's refusal of an
unknown name comes back with its closest names."""

import json
import unittest

from irl_kitchen import ApiError

from _support import RECIPE, client, gold_lines

DERIVED = "full-kitchen+2-baking-tray"  # docs/TASKS.md: full-kitchen with two more baking trays


def trays_in(kitchen):
    """How many baking trays a session opened in ``kitchen`` finds (None: the default)."""
    with client().open_session(kitchen=kitchen) as session:
        return json.dumps(session.kitchen()).count('"class": "baking-tray"')


class ExecuteKitchenTest(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.client = client()

    def test_the_network_runs_in_the_kitchen_named(self):
        trays = trays_in(DERIVED)
        self.assertGreater(trays, trays_in(None))
        network = "(fetch ?trays ?ks-1 ?kitchen baking-tray {})".format(trays)
        derived = self.client.execute(network, kitchen=DERIVED)["bindings"]["?trays"]["value"]
        self.assertEqual(derived["kind"], "entity")
        self.assertEqual(len(derived["slots"]["items"]), trays)
        # the default kitchen has fewer: the same fetch fails there
        self.assertEqual(self.client.execute(network)["bindings"]["?trays"]["value"]["kind"], "failed")
        self.assertEqual(self.client.execute(network, kitchen="full-kitchen"), self.client.execute(network))

    def test_an_unknown_kitchen_is_the_servers_refusal(self):
        with self.assertRaises(ApiError) as caught:
            self.client.execute("(fetch ?tray ?ks-1 ?kitchen baking-tray 1)", kitchen="full-kitchn")
        self.assertEqual((caught.exception.status, caught.exception.code), (400, "invalid-input"))
        self.assertIn("did you mean full-kitchen?", caught.exception.message)

    def test_kitchen_is_a_keyword(self):
        with self.assertRaises(TypeError):
            self.client.execute("(fetch ?tray ?ks-1 ?kitchen baking-tray 1)", None, None, DERIVED)


class EvaluateKitchenTest(unittest.TestCase):
    def test_a_gold_network_scores_in_the_kitchen_named(self):
        solution = "#{}\n{}".format(RECIPE, "\n".join(gold_lines()))
        rows = client().evaluate(solution, metrics=["goal-condition-success"], kitchen=DERIVED)
        self.assertEqual([row["recipeId"] for row in rows], [RECIPE])
        with self.assertRaises(ApiError) as caught:
            client().evaluate(solution, kitchen="full-kitchn")
        self.assertEqual((caught.exception.status, caught.exception.code), (400, "invalid-input"))
        self.assertIn("POST /evaluate", caught.exception.message)
        self.assertIn("did you mean full-kitchen?", caught.exception.message)


if __name__ == "__main__":
    unittest.main()
