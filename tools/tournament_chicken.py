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

Usage: python tools/tournament_chicken.py [--games 1200] [--seed 0] [--jobs 2]
       [--formats 2p,3p,4p,4p-mixed] [--exact]
Prints a table, then one JSON line with every figure.
"""

from __future__ import annotations

import argparse
import itertools
import json
import math
import os
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from game.chicken_ai import LEVELS, play_game  # noqa: E402


def lineups(fmt: str, games: int) -> dict[str, list[tuple[str, ...]]]:
    """Named matchups, each a list of seat orders (one per game), rotating fairly."""

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
    if fmt == "4p-mixed":
        out = []
        for i in range(games):
            base = ("hard", "normal", "easy", LEVELS[(i // 4) % 3])
            out.append(base[i % 4 :] + base[: i % 4])
        return {"hard+normal+easy+any": out}
    raise SystemExit(f"unknown format {fmt!r}")


def _play(job: tuple[tuple[str, ...], int]) -> tuple[tuple[str, ...], int, int]:
    levels, seed = job
    state = play_game(levels, seed)
    return levels, state.winner, state.turn


def run(matchup: list[tuple[str, ...]], seed: int, jobs: int) -> dict:
    wins = dict.fromkeys(LEVELS, 0)
    seats = dict.fromkeys(LEVELS, 0)
    turns = 0
    work = [(levels, seed + i) for i, levels in enumerate(matchup)]
    if jobs > 1:
        with ProcessPoolExecutor(jobs) as pool:
            results = list(pool.map(_play, work, chunksize=16))
    else:
        results = [_play(job) for job in work]
    for levels, winner, turn in results:
        turns += turn
        wins[levels[winner]] += 1
        for level in levels:
            seats[level] += 1
    rates = {}
    for level in LEVELS:
        if seats[level]:
            per_seat_games = seats[level]
            p = wins[level] / per_seat_games
            rates[level] = {
                "wins": wins[level],
                "seats": per_seat_games,
                "rate": round(p, 4),
                "stderr": round(math.sqrt(p * (1 - p) / per_seat_games), 4),
            }
    return {"games": len(matchup), "mean_turns": round(turns / len(matchup), 1), "levels": rates}


def exact_two_player() -> dict:
    """Exact P(hard beats normal) and P(best response beats normal), two players.

    States are (mover's score, other's score, pool handed to the mover). Zero-point
    turns and Chicken Outs make the chain cyclic, so values are found by sweeping
    until nothing moves by more than 1e-12.
    """
    from game import chicken
    from game import chicken_odds as odds
    from game.chicken_ai import (
        _POOLS,
        WIN,
        WinTable,
        coop_of,
        race_model,
        turn_law,
        turn_win_chance,
    )

    pools = race_model().pools
    index = {pool: i for i, pool in enumerate(pools)}
    white = index[odds.WHITE_POOL]
    span = range(WIN)

    def dense(level: str, a: int, b: int, k: int) -> list[tuple[float, int, int]]:
        law = turn_law(level, a, (b,), pools[k])
        return [(p, min(end, WIN), index[passed]) for (end, passed), p in law.items()]

    kinds = range(len(pools))
    normal = {(a, k): dense("normal", a, 0, k) for a in span for k in kinds}
    hard = {(a, b, k): dense("hard", a, b, k) for a in span for b in span for k in kinds}

    def solve(turn_of_x) -> tuple[float, float]:
        # x[a][b][k]: P(X wins), X to move; y[b][a][k]: P(X wins), normal to move.
        x = [[[0.5] * len(pools) for _ in span] for _ in span]
        y = [[[0.5] * len(pools) for _ in span] for _ in span]
        for _sweep in range(500):
            moved = 0.0
            for a in reversed(span):
                for b in reversed(span):
                    for k in kinds:
                        new = turn_of_x(a, b, k, y)
                        moved = max(moved, abs(new - x[a][b][k]))
                        x[a][b][k] = new
                        law = normal[(b, k)]
                        new = sum(p * (0.0 if e >= WIN else x[a][e][q]) for p, e, q in law)
                        moved = max(moved, abs(new - y[b][a][k]))
                        y[b][a][k] = new
            if moved < 1e-12:
                break
        return x[0][0][white], y[0][0][white]

    def hard_turn(a: int, b: int, k: int, y) -> float:
        return sum(p * (1.0 if e >= WIN else y[b][e][q]) for p, e, q in hard[(a, b, k)])

    class Rows:
        """Values after X's turn (normal to move at ``b``), as ``turn_win_chance`` reads them."""

        def __init__(self, b: int, y):
            self.b, self.y = b, y

        def prepare(self, ids):
            pad = [1.0] * WinTable.PAD
            return [
                [self.y[self.b][e][index[pool]] for e in span] + pad if pool in index else None
                for pool in _POOLS
            ]

    def best_turn(a: int, b: int, k: int, y) -> float:
        table = Rows(b, y)
        pool = pools[k]
        go = turn_win_chance(table, a, pool, coop_of(pool))
        if pool == odds.WHITE_POOL:
            return go
        out_coop = coop_of(odds.WHITE_POOL)
        start = a - min(chicken.PENALTY, a)
        return max(go, turn_win_chance(table, start, odds.WHITE_POOL, out_coop))

    first, second = solve(hard_turn)
    best_first, best_second = solve(best_turn)
    return {
        "hard_vs_normal": {
            "moving_first": round(first, 5),
            "moving_second": round(second, 5),
            "average": round((first + second) / 2, 5),
        },
        "best_possible_vs_normal": {
            "moving_first": round(best_first, 5),
            "moving_second": round(best_second, 5),
            "average": round((best_first + best_second) / 2, 5),
        },
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=1200, help="games per matchup")
    parser.add_argument("--seed", type=int, default=0, help="seed of the first game")
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
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
