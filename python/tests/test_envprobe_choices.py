"""A misspelt choice of ``Env`` (goal, split, observation form, render mode) or reset option is
refused before any request with the one meant, as the server and the library say it
(``did you mean ...?``); nothing close, the message lists the choices only."""

import unittest

import irl_kitchen

# no request is sent: the arguments are checked when the Env is made or reset is called
URL = "http://127.0.0.1:9"


class MisspeltChoiceTest(unittest.TestCase):
    def refusal(self, call):
        with self.assertRaises(ValueError) as caught:
            call()
        return str(caught.exception)

    def test_settings_name_the_choice_meant(self):
        self.assertEqual(
            self.refusal(lambda: irl_kitchen.Env(URL, task="afghan-biscuits", goal="visibel")),
            "goal must be one of 'visible', 'text', not 'visibel' (did you mean 'visible'?)",
        )
        self.assertIn("(did you mean 'train'?)", self.refusal(lambda: irl_kitchen.Env(URL, split="tran")))
        self.assertIn("(did you mean 'structured'?)", self.refusal(lambda: irl_kitchen.Env(URL, observation_form="structure")))

    def test_nothing_close_lists_the_choices_only(self):
        said = self.refusal(lambda: irl_kitchen.Env(URL, goal="planning"))
        self.assertEqual(said, "goal must be one of 'visible', 'text', not 'planning'")

    def test_reset_options_name_the_option_meant(self):
        env = irl_kitchen.Env(URL, task="afghan-biscuits")
        said = self.refusal(lambda: env.reset(options={"tsk": "afghan-biscuits"}))
        self.assertEqual(said, "unknown reset options ['tsk'] (did you mean 'task'?) (known: task, goal)")
        self.assertIn("(did you mean 'visible'?)", self.refusal(lambda: env.reset(options={"goal": "visble"})))


if __name__ == "__main__":
    unittest.main()
