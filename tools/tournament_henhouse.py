"""Henhouse Havoc AI tournament: seeded games between the levels, win rates per level.

Formats (each played ``--games`` times; seats rotate so every level sits in every
position equally often; game ``i`` uses seed ``--seed + i`` for the rules and the AIs):

- ``2p``: each pair of levels head to head (hard-normal, normal-easy, hard-easy);
- ``3p``: hard, normal and easy at one table, in all six seat orders;
- ``4p``: one level against three of the level below (hard vs 3 normal, normal vs 3
  easy), where a fair share is 25 %.

A win rate is wins per seat played, with its standard error; draws count for nobody.
It also prints the mean game length in rounds, how games end (eggs, last army,
stalemate) and the seat balance: the win rate of each seat number over all games.

Usage: python tools/tournament_henhouse.py [--games 120] [--seed 0] [--jobs 2]
       [--formats 2p,3p,4p]
Prints a table, then one JSON line with every figure.
"""

from __future__ import annotations

import argparse
import itertools
import json
import math
import sys
import time
from collections import Counter
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from game.henhouse.ai import LEVELS, play_game  # noqa: E402


def lineups(fmt: str, games: int) -> dict[str, list[tuple[str, ...]]]:
    def rotate(base: tuple[str, ...]) -> list[tuple[str, ...]]:
        orders = [base[i:] + base[:i] for i in range(len(base))]
        return [orders[i % len(orders)] for i in range(games)]

    if fmt == "2p":
        pairs = [("hard", "normal"), ("normal", "easy"), ("hard", "easy")]
        return {f"{a} vs {b}": rotate((a, b)) for a, b in pairs}
    if fmt == "3p":
        orders = list(itertools.permutations(("hard", "normal", "easy")))
        return {"hard vs normal vs easy": [orders[i % len(orders)] for i in range(games)]}
    if fmt == "4p":
        return {
            "hard vs 3 normal": rotate(("hard", "normal", "normal", "normal")),
            "normal vs 3 easy": rotate(("normal", "easy", "easy", "easy")),
        }
    raise SystemExit(f"unknown format {fmt!r}")


def _play(job: tuple[tuple[str, ...], int]) -> tuple[tuple[str, ...], int | None, int, str]:
    levels, seed = job
    state = play_game(levels, seed)
    result = state.result()
    return levels, result["winner"], result["rounds"], str(result["reason"])


def run(matchup: list[tuple[str, ...]], seed: int, jobs: int) -> dict:
    wins, seats = Counter(), Counter()
    seat_wins, rounds, reasons = Counter(), [], Counter()
    work = [(levels, seed + i) for i, levels in enumerate(matchup)]
    if jobs > 1:
        with ProcessPoolExecutor(jobs) as pool:
            results = list(pool.map(_play, work, chunksize=4))
    else:
        results = [_play(job) for job in work]
    for levels, winner, length, reason in results:
        rounds.append(length)
        reasons[reason] += 1
        if winner is not None:
            wins[levels[winner]] += 1
            seat_wins[winner] += 1
        for level in levels:
            seats[level] += 1
    rates = {}
    for level in LEVELS:
        if seats[level]:
            p = wins[level] / seats[level]
            rates[level] = {
                "wins": wins[level],
                "seats": seats[level],
                "rate": round(p, 4),
                "stderr": round(math.sqrt(p * (1 - p) / seats[level]), 4),
            }
    players = len(matchup[0])
    return {
        "games": len(matchup),
        "mean_rounds": round(sum(rounds) / len(rounds), 2),
        "max_rounds": max(rounds),
        "endings": dict(sorted(reasons.items())),
        "seat_win_rate": [round(seat_wins[s] / len(matchup), 4) for s in range(players)],
        "levels": rates,
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=120)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--formats", default="2p,3p,4p")
    args = parser.parse_args(argv)
    started = time.perf_counter()
    summary: dict = {"games": args.games, "seed": args.seed, "matchups": {}}
    for fmt in args.formats.split(","):
        for name, matchup in lineups(fmt, args.games).items():
            out = run(matchup, args.seed, args.jobs)
            summary["matchups"][name] = out
            rates = "  ".join(
                f"{lv} {r['rate'] * 100:5.1f} % ±{r['stderr'] * 100:.1f}"
                for lv, r in out["levels"].items()
            )
            seats = " ".join(f"{p * 100:.0f}" for p in out["seat_win_rate"])
            print(f"{name:24} {rates}  | rounds {out['mean_rounds']:5.1f}  "
                  f"seats % [{seats}]  ends {out['endings']}")  # fmt: skip
    summary["seconds"] = round(time.perf_counter() - started, 1)
    print(json.dumps(summary))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
