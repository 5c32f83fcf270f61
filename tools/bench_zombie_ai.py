"""Time every Zombie Chickens AI decision: median and p95 milliseconds per level.

Plays ``--games`` seeded games of each kind in one process: solo (one game per
level), 4-player competitive (seats rotating through hard, normal, easy, hard) and
4-player co-op (the same rotation, open hands every other game), timing each
``decide(view)`` with ``time.perf_counter``. Positions are those of real games.

Usage: python tools/bench_zombie_ai.py [--games 20] [--seed 0]
Prints one line per level (and per decision kind with --steps), then a JSON summary.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from _bench import level_row, percentile, timed_decisions  # noqa: E402


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--steps", action="store_true", help="also break down by step")
    args = parser.parse_args(argv)

    from game.zombie.ai import LEVELS, ZombieAI
    from game.zombie.rules import ZombieState

    started = time.perf_counter()
    base = ("hard", "normal", "easy", "hard")
    times: dict[str, list[float]] = {}
    steps: dict[tuple[str, str], list[float]] = {}
    tables = []
    for i in range(args.games):
        seed = args.seed + i
        tables += [((level,), seed, {"mode": "solo"}) for level in LEVELS]
        levels = base[i % 4 :] + base[: i % 4]
        tables.append((levels, seed, {"mode": "competitive"}))
        tables.append((levels, seed, {"mode": "coop", "open_hands": i % 2 == 1}))
    for levels, seed, options in tables:
        state = ZombieState(len(levels), seed, options)
        players = [ZombieAI(seat, level, seed) for seat, level in enumerate(levels)]
        for seat, view, spent in timed_decisions(state, players):
            times.setdefault(levels[seat], []).append(spent)
            steps.setdefault((levels[seat], view["step"]), []).append(spent)

    summary: dict = {"games": args.games, "seed": args.seed, "tables": len(tables), "levels": {}}
    for level in LEVELS:
        summary["levels"][level] = level_row(level, times.get(level, []))
    if args.steps:
        for (level, step), values in sorted(steps.items()):
            ms = [t * 1000 for t in values]
            print(
                f"  {level:6} {step:8} calls {len(ms):5}  median {statistics.median(ms):7.3f}"
                f"  p95 {percentile(ms, 95):7.3f}"
            )
    summary["seconds"] = round(time.perf_counter() - started, 2)
    print(json.dumps(summary, separators=(",", ":")))
    return 0


if __name__ == "__main__":
    sys.exit(main())
