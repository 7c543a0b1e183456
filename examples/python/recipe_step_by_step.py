#!/usr/bin/env python3
"""Maps almond-crescent-cookies to actions sentence by sentence, consulting the kitchen.

    python3 recipe_step_by_step.py --url http://127.0.0.1:8080   (or the URL alone, as before)
    IRL_KITCHEN_URL=http://127.0.0.1:8080 python3 recipe_step_by_step.py

Start the server first: `npx irl-kitchen serve`. The lines are those of the benchmark's gold network
(data/gold-standard-solutions/meaning-only/almond-crescent-cookies.solution); each sentence is
sent when it is "read", and later sentences re-use the variables (kitchen states, bowls) that
earlier ones bound. Exits with status 1 on any failure.
"""

import argparse
import os
import sys
from typing import List, Optional, Tuple, Union

from irl_kitchen_client import ApiError, KitchenClient, Session

from irl_kitchen.types import Bindings, SessionStep

RECIPE = "almond-crescent-cookies"

# "230 g butter, at room temperature"
BUTTER = [
    "(fetch-and-proportion ?proportioned-butter ?ks-with-butter ?kitchen ?target-container-1 butter 230 g)",
    "(bring-to-temperature ?warm-butter ?ks-with-warm-butter ?ks-with-butter ?proportioned-butter ?room-temp-quantity ?room-temp-unit)",
]

# "120 g white sugar": continues from the kitchen state the butter sentence left
SUGAR = [
    "(fetch-and-proportion ?proportioned-sugar ?ks-with-sugar ?ks-with-warm-butter ?target-container-2 white-sugar 120 g)",
]

# "Beat the butter and sugar together": the gold network measures out every ingredient first and
# so starts this sentence from ?ks-with-powdered-sugar; read sentence by sentence, it continues
# from ?ks-with-sugar, the latest kitchen state, and re-uses ?warm-butter and ?proportioned-sugar.
BEAT = [
    "(transfer-contents ?output-container-a ?rest-a ?output-ks-a ?ks-with-sugar ?empty-container-a ?warm-butter ?quantity-a ?unit-a)",
    "(transfer-contents ?output-container-b ?rest-b ?output-ks-b ?output-ks-a ?output-container-a ?proportioned-sugar ?quantity-b ?unit-b)",
    "(beat ?beaten-mixture ?ks-with-beaten-mixture ?output-ks-b ?output-container-b ?mixing-tool)",
]

# "1 teaspoon vanilla extract", as a language model might write it: the right action, ingredient
# and amount, but no kitchen states and no container. `nearest` maps it onto an admissible line.
FREE_FORM = "(fetch-and-proportion ?vanilla ?ks vanilla-extract 1 teaspoon)"


class Failure(Exception):
    pass


def execute(session: Session, sentence: str, lines: Union[str, List[str]]) -> SessionStep:
    step = session.execute(lines)
    failed = [t for t in step["newTimeline"] if t["failed"]]
    print(f"{sentence}: {step['status']}, execution time {step['executionTime']} s, "
          f"{len(step['newBindings'])} new bindings")
    for d in step["diagnostics"]:
        print(f"  {d.get('severity', 'error')} {d.get('code')}: {d.get('message')}")
    if not step["accepted"] or step["status"] != "ok" or failed:
        raise Failure(f"{sentence}: the kitchen could not execute {lines}")
    return step


def server(argv: List[str]) -> Tuple[str, Optional[str]]:
    """The server's URL (``--url``, the URL alone (the first form this example took), or
    $IRL_KITCHEN_URL) and its token (``--token`` or $IRL_KITCHEN_TOKEN; None without)."""
    parser = argparse.ArgumentParser(description="Maps almond-crescent-cookies to actions sentence by sentence in a session.")
    parser.add_argument("--url", help="the server (default: $IRL_KITCHEN_URL or http://127.0.0.1:8080)")
    parser.add_argument("--token", default=os.environ.get("IRL_KITCHEN_TOKEN"), help="the token of a server started with --token (default: $IRL_KITCHEN_TOKEN, as the server reads it)")
    parser.add_argument("positional_url", nargs="?", metavar="URL", help="the server, as --url")
    args = parser.parse_args(argv)
    if args.url is not None and args.positional_url is not None:
        parser.error("give the server once: --url URL or URL")
    given: str = args.url or args.positional_url or os.environ.get("IRL_KITCHEN_URL", "http://127.0.0.1:8080")
    return given, args.token


def main(argv: List[str]) -> int:
    url, token = server(argv[1:])
    client = KitchenClient(url, token=token)
    health = client.health()
    print(f"irl-kitchen {health['version']} at {url}")

    with client.open_session() as session:
        execute(session, "butter at room temperature", BUTTER)
        execute(session, "white sugar", SUGAR)
        execute(session, "beat the butter and sugar together", BEAT)
        # a session opened here holds every binding so far, kept up to date by each execute; one
        # attached to an open session (client.session(id)) has none until it asks the server
        bindings: Bindings = session.bindings if session.bindings is not None else session.fetch_bindings()
        if "?beaten-mixture" not in bindings:
            raise Failure("the beat line bound no ?beaten-mixture")
        beaten = bindings["?beaten-mixture"]["value"]
        contents = ", ".join(c["class"] for c in beaten.get("contents", []))
        print(f"  ?beaten-mixture is a {beaten['class']} holding {contents}")
        if "?ks-with-beaten-mixture" not in bindings:
            raise Failure("the beat line bound no kitchen state")

        entries = session.admissible(limit=10)
        print(f"admissible now (first {len(entries)}):")
        for e in entries:
            print(f"  {e['line']}  -> {e['produces']}")
        if not entries:
            raise Failure("no admissible action after beating")

        suggestions = session.nearest(FREE_FORM, k=3)
        if not suggestions:
            raise Failure(f"nothing admissible is near {FREE_FORM!r}")
        print(f"closest to {FREE_FORM!r}:")
        for s in suggestions:
            print(f"  {s['score']:.2f}  {s['line']}")
        chosen = suggestions[0]["line"]
        print(f"  -> executing {chosen}")
        execute(session, "vanilla extract", chosen)

        row = session.evaluate(RECIPE)
        gcs = row["goalConditionSuccess"]
        print(f"scored against the {RECIPE} gold: status {row['status']}, "
              f"goal conditions {gcs['fraction'] if gcs else None}, "
              f"dish approximation {row['dishApproximationScore']}, execution time {row['executionTime']}")
        if row["status"] != "ok":
            raise Failure(f"the network so far could not be scored: {row['messages']}")
    return 0


if __name__ == "__main__":
    try:
        sys.exit(main(sys.argv))
    except (ApiError, Failure, OSError, KeyError, ValueError) as e:
        print(f"recipe_step_by_step: {e}", file=sys.stderr)
        sys.exit(1)
