#!/usr/bin/env python3
"""Generate → check → repair: a network is perturbed (as a model's near-miss would be), each line
is checked in a session as it is executed, and the server repairs what does not run.

    python3 repair_loop.py --url http://127.0.0.1:8080 FILE.solution [--drop 1] [--seed 0]

Start the server first (`npx irl-kitchen serve`). "Generate" drops `--drop` random lines (other than
get-kitchen) of FILE, seeded; "check" executes the lines one by one in a session and prints, for
a line that binds nothing or a failed object, the conditions `check` found failing before it
ran; "repair" asks POST /repair for the fewest edits and executes the repaired network to confirm
it. Loops at most `--rounds` times. Exits 0 when the network ends executable, 3 when it does not,
1 with a one-line message on any failure.
"""

import argparse
import os
import random
import sys
from typing import List, Tuple

try:
    import irl_kitchen
except ImportError:  # run from a checkout without installing the package
    sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "python"))
    import irl_kitchen

from irl_kitchen import ApiError, Client
from irl_kitchen.types import SessionSnapshot


class Failure(Exception):
    pass


def perturbed(lines: List[str], drop: int, rng: random.Random) -> Tuple[List[str], List[int]]:
    """The network with `drop` random lines taken out (never the get-kitchen line)."""
    candidates = [i for i, line in enumerate(lines) if line.startswith("(") and not line.startswith("(get-kitchen")]
    if not candidates:
        raise Failure("the network has no action line besides get-kitchen")
    if drop >= len(candidates):
        raise Failure("--drop %d would leave no action line (the file has %d besides get-kitchen)" % (drop, len(candidates)))
    gone = set(rng.sample(candidates, drop))
    return [line for i, line in enumerate(lines) if i not in gone], sorted(gone)


def checked(client: Client, lines: List[str]) -> Tuple[SessionSnapshot, str]:
    """Executes the lines one by one, printing what check says of each line that does not run cleanly; the final status."""
    shown = 0
    status = "ok"  # no action line: nothing fails
    with client.open_session() as session:
        for line in lines:
            if not line.startswith("(") or line.startswith("(get-kitchen"):
                continue  # a session starts with ?kitchen bound
            verdict = session.check(line)
            step = session.execute(line)
            status = step["status"]
            failed = not step["accepted"] or any(t.get("failed") for t in step["newTimeline"]) or not step["newBindings"]
            if (failed or not verdict["admissible"]) and (shown := shown + 1) > 3:
                continue  # the first few say why; later lines mostly wait for them
            if failed or not verdict["admissible"]:
                reasons = "; ".join(f["code"] + ": " + f["message"] for f in verdict["failed"]) or "no binding (it waits for a variable no earlier line binds)"
                print("  check  %s\n         %s" % (line, reasons))
        if shown > 3:
            print("  … and %d more lines that do not run" % (shown - 3))
        return session.snapshot(), status


def main(argv: List[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("file", help="a .solution file with one recipe (its #id line is kept)")
    parser.add_argument("--url", default=os.environ.get("IRL_KITCHEN_URL", irl_kitchen.DEFAULT_URL), help="the server (default: $IRL_KITCHEN_URL or %(default)s)")
    parser.add_argument("--token", default=os.environ.get("IRL_KITCHEN_TOKEN"), help="the token of a server started with --token (default: $IRL_KITCHEN_TOKEN, as the server reads it)")
    parser.add_argument("--drop", type=int, default=1, help="lines to drop when perturbing (default %(default)s)")
    parser.add_argument("--rounds", type=int, default=2, help="check-and-repair rounds at most (default %(default)s)")
    parser.add_argument("--seed", type=int, default=0, help="random seed of the perturbation and the repair (default %(default)s)")
    args = parser.parse_args(argv)
    if args.drop < 0 or args.rounds < 0:
        parser.error("--drop and --rounds must be at least 0")
    try:
        with open(args.file, encoding="utf-8") as f:
            lines = [line.strip() for line in f if line.strip()]
    except OSError as e:
        print("repair_loop: %s: %s" % (args.file, e.strerror), file=sys.stderr)
        return 1
    client = Client(args.url, token=args.token, timeout=120.0)
    try:
        network, gone = perturbed(lines, args.drop, random.Random(args.seed))
        print("generate: %d lines, dropped line(s) %s" % (len(network), ", ".join(str(i + 1) for i in gone) or "none"))
        for round_ in range(1, args.rounds + 1):
            _, status = checked(client, network)
            print("round %d: the network is %s" % (round_, status))
            if status == "ok":
                return 0
            answer = client.repair("\n".join(network), seed=args.seed)
            for edit in answer["edits"]:
                print("  repair %s at line %s: %s -> %s (%s)" % (edit["kind"], edit["line"], edit.get("before") or "-", edit.get("after") or "-", edit["reason"]))
            if not answer["edits"]:
                print("  repair found no edits")
                break
            repaired = [line for line in answer["network"].split("\n") if line.strip()]
            network = repaired
        _, status = checked(client, network)
        print("final: the network is %s" % status)
        return 0 if status == "ok" else 3
    except (ApiError, OSError, Failure) as e:
        print("repair_loop: %s" % e, file=sys.stderr)
        return 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
