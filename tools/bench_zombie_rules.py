"""Rules throughput of Zombie Chickens: seeded random-play games per second, no scenes, no AI.

Each game is ``zombie.new_game(players, seed, {"mode": mode})`` played to its end by a
seeded random player that picks among ``legal_actions``. It rearranges (``Move``) only
one time in twenty, as the random-play tests do: a player who only shuffled cards
between stacks would never end a Day. A round replays the same seeds, so every round
does the same work; the median of ``--rounds`` rounds shrugs off a noisy neighbour.
Rates per CPU second (``time.thread_time``) leave out time other processes took.

Usage: python tools/bench_zombie_rules.py [--games 200] [--rounds 5] [--seed 0]
Prints one line per mode, then one JSON line with every figure.
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

from game import zombie  # noqa: E402
from game.zombie.actions import Move  # noqa: E402

MODES = (("solo", 1), ("coop", 3), ("competitive", 4))
MAX_ACTIONS = 100_000


def play(mode: str, players: int, seed: int) -> int:
    state = zombie.new_game(players, seed, {"mode": mode})
    rng = random.Random(seed)
    actions = 0
    while not state.is_over():
        legal = state.legal_actions(state.current_seat())
        calm = [a for a in legal if not isinstance(a, Move)]
        state.apply(rng.choice(legal if not calm or rng.random() < 0.05 else calm))
        actions += 1
        if actions > MAX_ACTIONS:
            raise SystemExit(f"game {mode}/{players}/{seed} never ended")
    return actions


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args(argv)
    seeds = range(args.seed, args.seed + args.games)
    rates: dict[str, list[tuple[float, float]]] = {mode: [] for mode, _ in MODES}
    actions: dict[str, int] = {}
    for _ in range(args.rounds):
        for mode, players in MODES:  # interleaved, so load hits every mode alike
            wall, cpu = time.perf_counter(), time.thread_time()
            actions[mode] = sum(play(mode, players, seed) for seed in seeds)
            wall, cpu = time.perf_counter() - wall, time.thread_time() - cpu
            rates[mode].append((args.games / wall, args.games / cpu))
    figures = {"games": args.games, "rounds": args.rounds}
    for mode, players in MODES:
        wall = statistics.median(r[0] for r in rates[mode])
        cpu = statistics.median(r[1] for r in rates[mode])
        figures[mode] = {
            "players": players,
            "games_per_s": round(wall, 1),
            "games_per_cpu_s": round(cpu, 1),
            "actions_per_game": round(actions[mode] / args.games, 1),
        }
        print(
            f"{mode:<12} {players}p  {wall:8.1f} games/s  {cpu:8.1f} games/CPU-s  "
            f"{actions[mode] / args.games:6.1f} actions/game"
        )
    print(json.dumps(figures))
    return 0


if __name__ == "__main__":
    sys.exit(main())
