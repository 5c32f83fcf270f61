"""Chicken! AI tournament: seeded games between the levels, win rates per level.

Formats (each played ``--games`` times, seats rotating so every level sits in every
position equally often; game ``i`` uses seed ``--seed + i`` for the dice and the AIs):

- ``2p``: each pair of levels head to head (hard-normal, normal-easy, hard-easy);
- ``3p``: hard, normal and easy at one table, in all six seat orders;
- ``4p``: one level against three of the level below (hard vs 3 normal,
  normal vs 3 easy), where a fair share is 25 %;
- ``4p-mixed``: hard, normal, easy and a fourth seat cycling through the levels.

A win rate is wins per seat played, with its standard error, so ``hard 27.5 % ±1.0``
in ``hard vs 3 normal`` means one hard seat won 27.5 % of the games.

With ``--exact`` it also computes, without sampling, the two-player chance that
hard beats normal (both play fixed policies, so the game is a Markov chain on
scores and dice pools), and the ceiling: the best any policy can do against normal
(value iteration on the same chain). That takes a few minutes.

Usage: python tools/tournament_chicken.py [--games 3000] [--seed 0] [--jobs 2]
       [--formats 2p,3p,4p,4p-mixed] [--exact]
Prints a table, then one JSON line with every figure.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import _tournament  # noqa: E402

from game.chicken_ai import LEVELS, play_game  # noqa: E402


def lineups(fmt: str, games: int) -> dict[str, list[tuple[str, ...]]]:
    """Named matchups, each a list of seat orders (one per game), rotating fairly."""
    if fmt == "4p-mixed":
        out = []
        for i in range(games):
            base = ("hard", "normal", "easy", LEVELS[(i // 4) % 3])
            out.append(base[i % 4 :] + base[: i % 4])
        return {"hard+normal+easy+any": out}
    return _tournament.lineups(fmt, games)


def _play(job: tuple[tuple[str, ...], int]) -> tuple[tuple[str, ...], int, int]:
    levels, seed = job
    state = play_game(levels, seed)
    return levels, state.winner, state.turn


def run(matchup: list[tuple[str, ...]], seed: int, jobs: int) -> dict:
    work = [(levels, seed + i) for i, levels in enumerate(matchup)]
    results = _tournament.play_all(_play, work, jobs, chunksize=16)
    turns = sum(turn for _, _, turn in results)
    rates = _tournament.win_rates(((levels, winner) for levels, winner, _ in results), LEVELS)
    return {"games": len(matchup), "mean_turns": round(turns / len(matchup), 1), "levels": rates}


def exact_two_player() -> dict:
    """Exact two-player chances against normal, for hard and for the best possible play."""
    from game.chicken_ai import duel_chances

    out = {}
    for name, level in (("hard_vs_normal", "hard"), ("best_possible_vs_normal", "best")):
        first, second = duel_chances(level)
        out[name] = {
            "moving_first": round(first[(0, 0)], 5),
            "moving_second": round(second[(0, 0)], 5),
            "average": round((first[(0, 0)] + second[(0, 0)]) / 2, 5),
        }
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    _tournament.add_arguments(parser, games=3000, jobs=os.cpu_count() or 1)
    parser.add_argument("--formats", default="2p,3p,4p,4p-mixed")
    parser.add_argument("--exact", action="store_true", help="exact 2-player figures too")
    args = parser.parse_args(argv)
    started = time.perf_counter()
    summary: dict = {"games_per_matchup": args.games, "seed": args.seed, "matchups": {}}
    for fmt in args.formats.split(","):
        for name, matchup in lineups(fmt, args.games).items():
            result = run(matchup, args.seed, args.jobs)
            summary["matchups"][f"{fmt}: {name}"] = result
            cells = [
                f"{level} {r['rate'] * 100:5.1f}% ±{r['stderr'] * 100:.1f}"
                for level, r in result["levels"].items()
            ]
            print(f"{fmt:9} {name:24} " + "   ".join(cells), flush=True)
    if args.exact:
        exact = exact_two_player()
        summary["exact_2p"] = exact
        for name, row in exact.items():
            print(
                f"exact 2p  {name:24} first {row['moving_first']:.4f}  "
                f"second {row['moving_second']:.4f}  average {row['average']:.4f}"
            )
    summary["seconds"] = round(time.perf_counter() - started, 1)
    print(json.dumps(summary, separators=(",", ":")))
    return 0


if __name__ == "__main__":
    sys.exit(main())
