"""Time every Henhouse Havoc AI decision: median and p95 milliseconds per level.

Plays ``--games`` seeded games of each size (2, 3 and 4 players) in one process, the
seats rotating through hard, normal and easy, and times each ``decide(view)`` with
``time.perf_counter`` (the view is built outside the timing). Positions are those of
real games, from deployment to the last egg.

Usage: python tools/bench_henhouse_ai.py [--games 6] [--seed 0] [--kinds]
Prints one line per level (and per decision kind with --kinds), then a JSON summary.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from _bench import kind_rows, level_row, timed_decisions  # noqa: E402


def kind_of(view: dict) -> str:
    if view["phase"] == "placement":
        return "deploy"
    if view["pending"]:
        return view["pending"][0]["kind"]
    if view["turn"]["aim"]:
        return "target"
    return view["phase"]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=6)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--kinds", action="store_true", help="also break down by decision")
    args = parser.parse_args(argv)

    from game.henhouse import new_game
    from game.henhouse.ai import LEVELS, HenhouseAI

    started = time.perf_counter()
    base = ("hard", "normal", "easy", "hard")
    times: dict[str, list[float]] = {}
    kinds: dict[tuple[str, str], list[float]] = {}
    tables = 0
    for players in (2, 3, 4):
        for i in range(args.games):
            seed = args.seed + 1000 * players + i
            levels = (base[i % 4 :] + base[: i % 4])[:players]
            state = new_game(players, seed)
            ais = [HenhouseAI(seat, level, seed) for seat, level in enumerate(levels)]
            tables += 1
            for seat, view, spent in timed_decisions(state, ais):
                times.setdefault(levels[seat], []).append(spent)
                kinds.setdefault((levels[seat], kind_of(view)), []).append(spent)

    summary: dict = {"games": tables, "seed": args.seed, "levels": {}}
    for level in LEVELS:
        summary["levels"][level] = level_row(level, times.get(level, []))
    if args.kinds:
        kind_rows(kinds)
    summary["seconds"] = round(time.perf_counter() - started, 1)
    print(json.dumps(summary))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
