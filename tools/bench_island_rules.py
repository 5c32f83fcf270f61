"""Rules throughput of War for Chicken Island: seeded random-play 2-player games per second.

Each game is ``island.new_game(2, seed)`` played to its end by a seeded random player
that picks among ``legal_actions``, fighting whenever it can (so games end), with no
checks, scenes or AI. A round replays the same seeds; the median of ``--rounds`` rounds
shrugs off a noisy neighbour. Rates are per CPU second (``time.thread_time``).
The target is 20 games/s or more.

Usage: python tools/bench_island_rules.py [--games 50] [--rounds 5] [--seed 0]
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from game import island  # noqa: E402
from game.island.actions import EndActions, Fight, PlayScroll  # noqa: E402

MAX_ACTIONS = 50_000
TARGET = 20.0


def policy(rng: random.Random, legal: list) -> object:
    fights = [a for a in legal if isinstance(a, Fight)]
    if fights and rng.random() < 0.9:
        return rng.choice(fights)
    plays = [a for a in legal if isinstance(a, PlayScroll)]
    if plays and rng.random() < 0.3:
        return rng.choice(plays)
    calm = [a for a in legal if not isinstance(a, EndActions)]
    if calm and rng.random() < 0.8:
        return rng.choice(calm)
    return rng.choice(legal)


def play(seed: int, players: int = 2) -> int:
    state = island.new_game(players, seed)
    rng = random.Random(seed * 7919 + players)
    n = 0
    while not state.is_over():
        state.apply(policy(rng, state.legal_actions(state.current_seat())))
        n += 1
        if n > MAX_ACTIONS:
            raise SystemExit(f"game {seed} never ended")
    return n


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=50)
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--players", type=int, default=2)
    args = parser.parse_args(argv)
    rates, actions = [], 0
    for _ in range(args.rounds):
        start = time.thread_time()
        actions = sum(play(s, args.players) for s in range(args.seed, args.seed + args.games))
        rates.append(args.games / (time.thread_time() - start))
    median = statistics.median(rates)
    print(
        f"{args.players}-player rules: {median:.1f} games/s median of {args.rounds} rounds "
        f"({args.games} games, {actions / args.games:.0f} actions/game); target {TARGET:.0f}"
    )
    print(json.dumps({"games_per_s": round(median, 2), "rounds": [round(r, 2) for r in rates]}))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
