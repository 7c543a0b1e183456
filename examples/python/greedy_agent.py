#!/usr/bin/env python3
"""A greedy agent with one step of lookahead: for the first k ranked admissible lines, fork the
environment's session, execute the line in the copy, read the goal progress there, and step the
environment with the best (the higher-ranked line on a tie).

    python3 greedy_agent.py --url http://127.0.0.1:8080 --tasks 5 --max-steps 50 --k 3

Start the server first (`npx irl-kitchen serve`). The progress of a line is the reward the environment
reports when the line is stepped in the copy (an environment's session forks with its episode:
POST /sessions/{id}/fork, then POST /envs/{copy}/step), so the agent never sees more than the
environment tells it. A line the copy refuses or that ends in an error scores lowest. Prints per task the return (sum of rewards), whether the episode terminated
and the steps taken, then the mean return; exits with status 1 and a one-line message on any
failure.
"""

import argparse
import os
import random
import sys
from typing import List, Optional

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
sys.dont_write_bytecode = True  # no __pycache__ beside the examples

from random_agent import arguments, run_episodes, run_main  # noqa: E402  (also finds the irl_kitchen package)

from irl_kitchen import ApiError, Env  # noqa: E402
from irl_kitchen.types import EnvInfo  # noqa: E402

WORST = float("-inf")


class Lookahead(object):
    def __init__(self, k: int) -> None:
        self.k = k
        self.forks = 0

    def score(self, env: Env, line: str) -> float:
        """The reward of the line, stepped in a fork of the environment's session (an environment too)."""
        copy = env.session.fork()
        self.forks += 1
        try:
            result = env.client.env_step(copy.id, line=line)
            if not result["info"]["accepted"] or result["info"]["status"] == "error":
                return WORST
            return float(result["reward"])
        finally:
            try:
                copy.close()
            except (ApiError, OSError):
                pass

    def __call__(self, env: Env, info: EnvInfo, rng: random.Random) -> Optional[str]:
        # the environment lists no commands in info (commands=0), so that a step in a fork does not
        # rank lines too: the ranked lines come from GET /envs/{id}/admissible
        candidates = env.admissible_commands(limit=self.k if self.k > 20 else None)[: self.k]  # the server lists 20 by default
        if not candidates:
            return None
        if len(candidates) == 1:
            return candidates[0]
        best, best_score = candidates[0], WORST
        for line in candidates:
            s = self.score(env, line)
            if s > best_score:  # strictly better: a tie keeps the higher-ranked line
                best, best_score = line, s
        return best


def main(argv: List[str]) -> int:
    def more(parser: argparse.ArgumentParser) -> None:
        parser.add_argument("--k", type=int, default=3, help="ranked lines to look ahead on (default %(default)s)")

    args = arguments(argv, "Greedy agent: one step of lookahead over the first k ranked admissible lines.", more)
    if args.k < 1:
        raise ValueError("--k must be at least 1")
    lookahead = Lookahead(args.k)
    run_episodes(args, lookahead, "greedy agent (k={})".format(args.k), commands=0)
    return 0


if __name__ == "__main__":
    run_main(main, "greedy_agent")
