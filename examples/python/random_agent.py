#!/usr/bin/env python3
"""A random agent of the planning environment: each step a random line of info["admissible_commands"].

    python3 random_agent.py --url http://127.0.0.1:8080 --tasks 5 --max-steps 50 --seed 0

Start the server first (`npx irl-kitchen serve`). Prints per task the return (the sum of rewards: the
fraction of goal conditions met at the end), whether the episode terminated (every goal condition
met) and the steps taken, then the mean return. Exits with status 1 and a one-line message on any
failure (no server, a refused request). Needs the irl_kitchen package (python/ of the repository:
installed, or found beside this checkout).
"""

import argparse
import os
import random
import sys
from typing import Callable, List, NoReturn, Optional, Tuple

try:
    import irl_kitchen
except ImportError:  # run from a checkout without installing the package
    sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "python"))
    import irl_kitchen

from irl_kitchen import ApiError, Client, Env
from irl_kitchen.types import EnvInfo

# chooses the next line from what the environment said (None: the episode stops)
Chooser = Callable[[Env, EnvInfo, random.Random], Optional[str]]
# one episode: the task, its return, whether it terminated, the steps taken
Result = Tuple[str, float, bool, int]


def arguments(argv: List[str], description: str, more: Optional[Callable[[argparse.ArgumentParser], None]] = None) -> argparse.Namespace:
    """The options both example agents take (``more(parser)`` adds an agent's own)."""
    parser = argparse.ArgumentParser(description=description)
    parser.add_argument("--url", default=os.environ.get("IRL_KITCHEN_URL", irl_kitchen.DEFAULT_URL), help="the server (default: $IRL_KITCHEN_URL or %(default)s)")
    parser.add_argument("--token", default=os.environ.get("IRL_KITCHEN_TOKEN"), help="the token of a server started with --token (default: $IRL_KITCHEN_TOKEN, as the server reads it)")
    parser.add_argument("--tasks", type=int, default=5, help="how many tasks, the first of GET /tasks (default %(default)s)")
    parser.add_argument("--max-steps", type=int, default=50, help="steps per episode before it is truncated (default %(default)s)")
    parser.add_argument("--split", choices=("train", "test"), help="only tasks of this split")
    parser.add_argument("--goal", choices=("visible", "text"), default="visible", help="what the agent is given (default %(default)s)")
    parser.add_argument("--commands", type=int, default=20, help="ranked admissible lines to choose from (default %(default)s)")
    parser.add_argument("--seed", type=int, default=0, help="random seed (default %(default)s)")
    parser.add_argument("--timeout", type=float, default=120.0, help="seconds one request may take (default %(default)s)")
    if more is not None:
        more(parser)
    args = parser.parse_args(argv)
    if args.tasks < 1 or args.max_steps < 1 or args.commands < 1:
        parser.error("--tasks, --max-steps and --commands must be at least 1")
    return args


def task_ids(client: Client, count: int, split: Optional[str] = None) -> List[str]:
    tasks = client.tasks(split=split)
    ids = [t if isinstance(t, str) else t["id"] for t in tasks]
    if not ids:
        raise RuntimeError("the server lists no task (is it started with the benchmark corpus?)")
    return ids[:count]


def run_episodes(args: argparse.Namespace, choose: Chooser, name: str, commands: Optional[int] = None) -> List[Result]:
    """Runs one episode per task with `choose(env, info, rng) -> line` (None: the episode stops);
    prints and returns the results. ``commands``: the environment's (default ``--commands``)."""
    rng = random.Random(args.seed)
    env = Env(args.url, task=None, goal=args.goal, max_steps=args.max_steps, commands=args.commands if commands is None else commands, token=args.token, timeout=args.timeout, retries=3)
    results: List[Result] = []
    try:
        for task in task_ids(env.client, args.tasks, args.split):
            obs, info = env.reset(seed=args.seed, options={"task": task})
            ret, steps, terminated, truncated = 0.0, 0, False, False
            for _ in range(args.max_steps):  # the environment truncates at max_steps; this bounds the loop too
                line = choose(env, info, rng)
                if line is None:  # nothing admissible
                    break
                obs, reward, terminated, truncated, info = env.step(line)
                ret += reward
                steps += 1
                if terminated or truncated:
                    break
            print("task {}: return {:.4f}, terminated {}, steps {}".format(task, ret, terminated, steps), flush=True)
            results.append((task, ret, terminated, steps))
    finally:
        env.close()
    mean = sum(r[1] for r in results) / len(results)
    solved = sum(1 for r in results if r[2])
    print("{}: mean return {:.4f} over {} tasks, {} terminated".format(name, mean, len(results), solved), flush=True)
    return results


def main(argv: List[str]) -> int:
    args = arguments(argv, "Random agent: each step a random admissible command.")

    def choose(env: Env, info: EnvInfo, rng: random.Random) -> Optional[str]:
        commands = info["admissible_commands"]
        return rng.choice(commands) if commands else None

    run_episodes(args, choose, "random agent")
    return 0


def run_main(main: Callable[[List[str]], int], name: str) -> NoReturn:
    """Runs an agent's main with the command line; any failure is one line on stderr and status 1,
    Ctrl-C one line and status 130 (the shell's for SIGINT), its environment closed on the way."""
    try:
        sys.exit(main(sys.argv[1:]))
    except (ApiError, OSError, RuntimeError, KeyError, ValueError) as e:
        print("{}: {}".format(name, e), file=sys.stderr)
        sys.exit(1)
    except KeyboardInterrupt:
        print("{}: interrupted".format(name), file=sys.stderr)
        sys.exit(130)


if __name__ == "__main__":
    run_main(main, "random_agent")
