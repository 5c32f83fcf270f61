"""Rules throughput of Chicken!: seeded random-play games per second, no scenes, no AI.

Each game is ``chicken.new_game(players, seed)`` played to the end by choosing
uniformly among ``legal_actions`` with a seeded RNG and applying the choice with
``ChickenState.apply``. A round plays the same ``--games`` seeds, so every round
does exactly the same work (the action count proves it); ``--rounds`` rounds per
player count give a median that shrugs off a noisy neighbour. Player counts are
interleaved round by round, so a burst of load hits all of them alike.

Wall-clock rates are what the machine delivered; rates per CPU second (the main
thread's ``time.thread_time``) leave out time other processes took the core.

Usage: python tools/bench_rules.py [--games 500] [--rounds 5] [--players 4,2,8] [--seed 0]
                                   [--profile]
Prints one line per player count, then one JSON line with every figure.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from game import chicken  # noqa: E402

MAX_ACTIONS = 100_000  # a bound on one game, so a rules bug cannot spin forever


def percentile(values: list[float], q: float) -> float:
    """The nearest-rank percentile (``q`` in 0..100) of a non-empty list."""
    ordered = sorted(values)
    rank = max(1, -(-len(ordered) * q // 100))
    return ordered[int(rank) - 1]


def play(players: int, seed: int) -> int:
    """One random game to the end; returns the number of actions applied."""
    state = chicken.new_game(players, seed)
    rng = random.Random(seed)
    actions = 0
    while not state.is_over():
        seat = state.current_seat()
        state.apply(rng.choice(state.legal_actions(seat)))
        actions += 1
        if actions >= MAX_ACTIONS:
            raise RuntimeError(f"game {players}p seed {seed} did not end in {MAX_ACTIONS}")
    return actions


def round_of(players: int, seeds: range) -> tuple[float, float, int, list[float]]:
    """Wall and CPU seconds for the round, actions applied, and per-game milliseconds."""
    perf = time.perf_counter
    per_game = []
    actions = 0
    cpu = time.thread_time()
    started = perf()
    for seed in seeds:
        tick = perf()
        actions += play(players, seed)
        per_game.append((perf() - tick) * 1000)
    return perf() - started, time.thread_time() - cpu, actions, per_game


def profile(players: int, seeds: range, top: int = 12) -> list[dict]:
    import cProfile
    import io
    import pstats

    profiler = cProfile.Profile()
    profiler.runcall(round_of, players, seeds)
    out = io.StringIO()
    stats = pstats.Stats(profiler, stream=out).sort_stats("tottime")
    stats.print_stats(top)
    body = out.getvalue()
    print(f"\ncProfile of one {players}-player round, top {top} by own time:")
    print(body[body.find("   ncalls") :].rstrip())
    rows = sorted(stats.stats.items(), key=lambda item: -item[1][2])[:top]
    return [
        {
            "function": f"{Path(f).name}:{line}({name})",
            "calls": calls,
            "tottime_s": round(tt, 4),
            "cumtime_s": round(ct, 4),
        }
        for (f, line, name), (_cc, calls, tt, ct, _callers) in rows
    ]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=500, help="games per round")
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--players", default="4,2,8", help="comma-separated player counts")
    parser.add_argument("--seed", type=int, default=0, help="first seed of each round")
    parser.add_argument(
        "--profile", action="store_true", help="then cProfile one round of the first count"
    )
    args = parser.parse_args(argv)
    counts = [int(p) for p in args.players.split(",")]
    seeds = range(args.seed, args.seed + args.games)

    for players in counts:  # warm-up: imports, data file, bytecode caches
        play(players, args.seed)
    rounds: dict[int, list[tuple[float, float, int, list[float]]]] = {p: [] for p in counts}
    for _ in range(args.rounds):
        for players in counts:
            rounds[players].append(round_of(players, seeds))

    print(
        f"Chicken! random play: {args.games} games x {args.rounds} rounds per player count, "
        f"seeds {seeds.start}..{seeds.stop - 1}"
    )
    result: dict = {"bench": "rules", "games": args.games, "rounds": args.rounds, "players": {}}
    for players in counts:
        runs = rounds[players]
        actions = runs[0][2]
        games_s = [args.games / secs for secs, _, _, _ in runs]
        games_cpu_s = [args.games / cpu for _, cpu, _, _ in runs]
        actions_s = [acts / secs for secs, _, acts, _ in runs]
        per_game = [ms for _, _, _, games in runs for ms in games]
        row = {
            "games_per_s_median": round(statistics.median(games_s)),
            "games_per_cpu_s_median": round(statistics.median(games_cpu_s)),
            "games_per_s_min": round(min(games_s)),
            "games_per_s_max": round(max(games_s)),
            "actions_per_s_median": round(statistics.median(actions_s)),
            "actions_per_game_mean": round(actions / args.games, 1),
            "game_ms_median": round(statistics.median(per_game), 3),
            "game_ms_p99": round(percentile(per_game, 99), 3),
            "action_us_median_round": round(1e6 / statistics.median(actions_s), 2),
            "same_work_each_round": all(acts == actions for _, _, acts, _ in runs),
        }
        result["players"][str(players)] = row
        print(
            f"{players} players: {row['games_per_s_median']:6} games/s median "
            f"(rounds {row['games_per_s_min']}..{row['games_per_s_max']}; "
            f"{row['games_per_cpu_s_median']} per CPU second), "
            f"{row['actions_per_s_median']:7} actions/s, {row['actions_per_game_mean']} "
            f"actions/game, {row['action_us_median_round']} us/action, per game median "
            f"{row['game_ms_median']} ms p99 {row['game_ms_p99']} ms"
        )
    load = os.getloadavg()
    result["loadavg"] = [round(x, 2) for x in load]
    print(f"load average (1/5/15 min) at the end: {load[0]:.2f} {load[1]:.2f} {load[2]:.2f}")
    if args.profile:
        result["profile_top"] = profile(counts[0], seeds)
    print(json.dumps(result, separators=(",", ":")))
    return 0


if __name__ == "__main__":
    sys.exit(main())
