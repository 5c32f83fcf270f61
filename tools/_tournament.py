"""What the AI tournaments share, so every game's win rates come from the same seatings,
the same parallel runs and the same arithmetic, and read alike side by side.

The tools import it by name: ``python tools/x.py`` puts this folder on ``sys.path``.
"""

from __future__ import annotations

import argparse
import itertools
import math
from collections import Counter
from collections.abc import Callable, Iterable, Sequence
from concurrent.futures import ProcessPoolExecutor
from typing import Any

Lineup = tuple[str, ...]


def add_arguments(parser: argparse.ArgumentParser, games: int, jobs: int) -> None:
    """``--games``, ``--seed`` and ``--jobs`` with this tournament's defaults."""
    parser.add_argument("--games", type=int, default=games, help="games per matchup")
    parser.add_argument("--seed", type=int, default=0, help="seed of the first game")
    parser.add_argument("--jobs", type=int, default=jobs)


def cycle(orders: Sequence[Lineup], games: int) -> list[Lineup]:
    """One seat order per game, taking ``orders`` in turn."""
    return [orders[i % len(orders)] for i in range(games)]


def lineups(fmt: str, games: int) -> dict[str, list[Lineup]]:
    """The ``2p``, ``3p`` and ``4p`` matchups, each rotating its seats fairly."""

    def rotate(base: Lineup) -> list[Lineup]:
        return cycle([base[i:] + base[:i] for i in range(len(base))], games)

    if fmt == "2p":
        pairs = [("hard", "normal"), ("normal", "easy"), ("hard", "easy")]
        return {f"{a} vs {b}": rotate((a, b)) for a, b in pairs}
    if fmt == "3p":
        orders = list(itertools.permutations(("hard", "normal", "easy")))
        return {"hard vs normal vs easy": cycle(orders, games)}
    if fmt == "4p":
        return {
            "hard vs 3 normal": rotate(("hard", "normal", "normal", "normal")),
            "normal vs 3 easy": rotate(("normal", "easy", "easy", "easy")),
        }
    raise SystemExit(f"unknown format {fmt!r}")


def play_all(play: Callable[[Any], Any], work: list, workers: int, chunksize: int = 4) -> list:
    """``play`` on every job, in ``workers`` processes when there are more than one."""
    if workers > 1:
        with ProcessPoolExecutor(workers) as pool:
            return list(pool.map(play, work, chunksize=chunksize))
    return [play(job) for job in work]


def stderr(p: float, n: int) -> float:
    """The standard error of a rate ``p`` measured over ``n`` tries."""
    return math.sqrt(p * (1 - p) / n)


def win_rates(outcomes: Iterable[tuple[Lineup, int | None]], levels: Sequence[str]) -> dict:
    """Each level's wins per seat played, with its standard error; a ``None`` winner
    (a draw, or the zombies) counts for nobody."""
    wins, seats = Counter(), Counter()
    for lineup, winner in outcomes:
        seats.update(lineup)
        if winner is not None:
            wins[lineup[winner]] += 1
    rates = {}
    for level in levels:
        if seats[level]:
            p = wins[level] / seats[level]
            rates[level] = {
                "wins": wins[level],
                "seats": seats[level],
                "rate": round(p, 4),
                "stderr": round(stderr(p, seats[level]), 4),
            }
    return rates
