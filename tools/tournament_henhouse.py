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
import json
import sys
import time
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import _tournament  # noqa: E402

from game.henhouse.ai import LEVELS, play_game  # noqa: E402


def _play(job: tuple[tuple[str, ...], int]) -> tuple[tuple[str, ...], int | None, int, str]:
    levels, seed = job
    state = play_game(levels, seed)
    result = state.result()
    return levels, result["winner"], result["rounds"], str(result["reason"])


def run(matchup: list[tuple[str, ...]], seed: int, jobs: int) -> dict:
    work = [(levels, seed + i) for i, levels in enumerate(matchup)]
    results = _tournament.play_all(_play, work, jobs)
    seat_wins = Counter(winner for _, winner, _, _ in results if winner is not None)
    rounds = [length for _, _, length, _ in results]
    reasons = Counter(reason for _, _, _, reason in results)
    outcomes = ((levels, winner) for levels, winner, _, _ in results)
    players = len(matchup[0])
    return {
        "games": len(matchup),
        "mean_rounds": round(sum(rounds) / len(rounds), 2),
        "max_rounds": max(rounds),
        "endings": dict(sorted(reasons.items())),
        "seat_win_rate": [round(seat_wins[s] / len(matchup), 4) for s in range(players)],
        "levels": _tournament.win_rates(outcomes, LEVELS),
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    _tournament.add_arguments(parser, games=120, jobs=2)
    parser.add_argument("--formats", default="2p,3p,4p")
    args = parser.parse_args(argv)
    started = time.perf_counter()
    summary: dict = {"games": args.games, "seed": args.seed, "matchups": {}}
    for fmt in args.formats.split(","):
        for name, matchup in _tournament.lineups(fmt, args.games).items():
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
