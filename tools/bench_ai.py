"""Time every Chicken! AI decision: median and p95 milliseconds per level.

Plays ``--games`` seeded 4-seat games (seats rotate through hard, normal, easy,
hard, so hard, the costly level, fills half the seats) in one process, timing each
``decide(view)`` call with ``time.perf_counter``. The first calls include loading
the shipped tables and filling the memo caches, exactly as in the game.

With ``--warm`` it first calls ``chicken_ai.warm_up()`` (what a scene can run in a
worker thread while the table is dealt) and reports how long that took.

Usage: python tools/bench_ai.py [--games 200] [--seed 0] [--warm]
Prints one line per level, then one JSON summary line.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from _bench import level_row, timed_decisions  # noqa: E402


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--warm", action="store_true", help="call warm_up() first")
    args = parser.parse_args(argv)

    started = time.perf_counter()
    from game import chicken
    from game.chicken_ai import ChickenAI, warm_up

    import_ms = (time.perf_counter() - started) * 1000
    warm_ms = None
    if args.warm:
        tick = time.perf_counter()
        warm_up()
        warm_ms = round((time.perf_counter() - tick) * 1000, 1)
    base = ("hard", "normal", "easy", "hard")
    times: dict[str, list[float]] = {}
    wins: dict[str, int] = {}
    for i in range(args.games):
        seed = args.seed + i
        levels = base[i % 4 :] + base[: i % 4]
        state = chicken.new_game(len(levels), seed)
        players = [ChickenAI(seat, level, seed) for seat, level in enumerate(levels)]
        for seat, _, spent in timed_decisions(state, players):
            times.setdefault(levels[seat], []).append(spent)
        wins[levels[state.winner]] = wins.get(levels[state.winner], 0) + 1

    summary: dict = {
        "games": args.games,
        "seed": args.seed,
        "import_ms": round(import_ms, 1),
        "warm_up_ms": warm_ms,
        "seconds": round(time.perf_counter() - started, 2),
        "levels": {},
    }
    for level in ("easy", "normal", "hard"):
        if level in times:
            summary["levels"][level] = level_row(level, times[level])
            summary["levels"][level]["wins"] = wins.get(level, 0)
    print(json.dumps(summary, separators=(",", ":")))
    return 0


if __name__ == "__main__":
    sys.exit(main())
