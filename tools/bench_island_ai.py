"""Time every War for Chicken Island AI decision: median, p95 and max milliseconds per level.

Plays ``--games`` seeded games of each size (2, 3 and 4 players) in one process, the
seats rotating through hard, normal and easy, and times each ``decide(view)`` with
``time.perf_counter`` (the view is built outside the timing). Positions are those of
real games, from the island draft to the last tag. ``--kinds`` also breaks the times
down by decision (roll, actions, card round, each kind of question).

``--variant flag`` (any variant id) plays with that variant on, at the sizes it allows.

Usage: python tools/bench_island_ai.py [--games 4] [--seed 0] [--kinds] [--max-turns 60]
       [--variant flag]
Prints one line per level, then a JSON summary.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from functools import partial
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from _bench import kind_rows, level_row, timed_decisions  # noqa: E402


def kind_of(view: dict) -> str:
    if view["pending"]:
        return view["pending"]["kind"]
    if view["fight"]:
        return "card_round"
    return view["stage"]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=4)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--kinds", action="store_true", help="also break down by decision")
    parser.add_argument("--max-turns", type=int, default=60, help="stop a game after this")
    parser.add_argument("--variant", default="", help="play with this variant on")
    args = parser.parse_args(argv)

    from game.island import new_game
    from game.island.ai import LEVELS, IslandAI

    started = time.perf_counter()
    base = ("hard", "normal", "easy", "hard")
    times: dict[str, list[float]] = {}
    kinds: dict[tuple[str, str], list[float]] = {}
    tables = 0
    sizes, options = (2, 3, 4), None
    if args.variant:
        from game.island.data import DATA

        low, high = DATA.variants[args.variant].players
        sizes, options = tuple(range(low, high + 1)), {args.variant: True}
    for players in sizes:
        for i in range(args.games):
            seed = args.seed + 1000 * players + i
            levels = (base[i % 4 :] + base[: i % 4])[:players]
            state = new_game(players, seed, options)
            ais = [IslandAI(seat, level, seed) for seat, level in enumerate(levels)]
            tables += 1
            capped = partial(lambda s: max(s.turns) > args.max_turns, state)
            for seat, view, spent in timed_decisions(state, ais, capped):
                times.setdefault(levels[seat], []).append(spent)
                kinds.setdefault((levels[seat], kind_of(view)), []).append(spent)

    summary: dict = {"games": tables, "seed": args.seed, "variant": args.variant, "levels": {}}
    for level in LEVELS:
        summary["levels"][level] = level_row(level, times.get(level, []))
    if args.kinds:
        kind_rows(kinds)
    summary["seconds"] = round(time.perf_counter() - started, 1)
    print(json.dumps(summary))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
