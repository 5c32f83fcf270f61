"""Zombie Chickens AI tournament: seeded all-AI games, survival, titles and win rates.

Sections (game ``i`` of a matchup uses seed ``--seed + i`` for the decks and the AIs):

- ``solo``: each level alone: the rate of surviving Night 7, the mean Night reached
  (8 = survived) and the spread of the end titles;
- ``coop``: all-AI teams of one level, for 2, 3 and 4 players (closed hands, and
  open hands with ``--open-hands``): survival rate and titles;
- ``competitive``: two players, each pair of levels (hard-easy, hard-normal,
  normal-easy), seats swapped every other game to cancel the first-seat edge, and a
  three-player table with hard, normal and easy in all six seat orders. A win rate
  is wins per seat played; "zombies" counts games nobody won (all fell together).

Usage: python tools/tournament_zombie.py [--games 200] [--seed 0] [--jobs 2]
       [--sections solo,coop,competitive] [--open-hands] [--tables "hard vs normal"]
Prints readable tables, then one JSON line with every count.
"""

from __future__ import annotations

import argparse
import itertools
import json
import os
import sys
import time
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import _tournament  # noqa: E402

from game.zombie import cards as C  # noqa: E402
from game.zombie.ai import LEVELS, play_game  # noqa: E402


def _play(job: tuple) -> dict:
    levels, seed, mode, open_hands = job
    state = play_game(levels, seed, mode, open_hands)
    return {
        "levels": levels,
        "winner": state.winner,
        "title": state.title,
        "night": state.night,
        "survived": state.title == C.title(state.mode, state.players, None),
    }


def run(jobs: list[tuple], workers: int) -> list[dict]:
    return _tournament.play_all(_play, jobs, workers)


def title_order(mode: str) -> list[str]:
    table = C.rules_data()[mode]
    return [name for _, name in table["titles"]] + [table["survived"]]


def survival_row(results: list[dict], mode: str, end: int) -> dict:
    """Survival rate and titles; a survivor counts as reaching Night ``end + 1``."""
    n = len(results)
    won = sum(r["survived"] for r in results)
    p = won / n
    titles = Counter(r["title"] for r in results)
    nights = [end + 1 if r["survived"] else r["night"] for r in results]
    return {
        "games": n,
        "survived": won,
        "rate": round(p, 4),
        "stderr": round(_tournament.stderr(p, n), 4),
        "mean_night": round(sum(nights) / n, 3),
        "titles": {t: titles.get(t, 0) for t in title_order(mode)},
    }


def survival_line(name: str, row: dict, note: str = "") -> str:
    spread = "  ".join(f"{t} {n}" for t, n in row["titles"].items())
    return (
        f"  {name} survived {row['survived']:4}/{row['games']} = {row['rate'] * 100:5.1f}%"
        f" ±{row['stderr'] * 100:.1f}  mean night {row['mean_night']:.2f}{note}  | {spread}"
    )


def solo(args) -> dict:
    out = {}
    print("SOLO: survive Night 7 (Zombie Slayer); mean Night reached (8 = survived)")
    for level in LEVELS:
        results = run(
            [((level,), args.seed + i, "solo", False) for i in range(args.games)], args.jobs
        )
        out[level] = survival_row(results, "solo", 7)
        print(survival_line(f"{level:6}", out[level]), flush=True)
    return out


def coop(args) -> dict:
    out = {}
    hands = "open hands" if args.open_hands else "closed hands"
    print(f"CO-OP ({hands}): all-AI teams of one level; survived = Team Terminator")
    for players in (2, 3, 4):
        end = C.coop_nights(players)[1]
        for level in LEVELS:
            jobs = [
                ((level,) * players, args.seed + i, "coop", args.open_hands)
                for i in range(args.games)
            ]
            row = survival_row(run(jobs, args.jobs), "coop", end)
            out[f"{players}p {level}"] = row
            print(survival_line(f"{players}p {level:6}", row, f" (ends {end})"), flush=True)
    return out


def competitive(args) -> dict:
    out = {}
    print("COMPETITIVE: win rate per seat played (seats rotate); zombies = nobody won")
    tables = {
        f"{a} vs {b}": [(a, b), (b, a)]
        for a, b in (("hard", "easy"), ("hard", "normal"), ("normal", "easy"))
    }
    tables["hard vs normal vs easy"] = list(itertools.permutations(("hard", "normal", "easy")))
    if args.tables:
        wanted = [t.strip() for t in args.tables.split(",")]
        unknown = [t for t in wanted if t not in tables]
        if unknown:
            raise SystemExit(f"unknown table {unknown[0]!r}: choose from {', '.join(tables)}")
        tables = {t: tables[t] for t in wanted}
    for name, orders in tables.items():
        jobs = [
            (levels, args.seed + i, "competitive", False)
            for i, levels in enumerate(_tournament.cycle(orders, args.games))
        ]
        results = run(jobs, args.jobs)
        zombies = sum(r["winner"] is None for r in results)
        rates = _tournament.win_rates(((r["levels"], r["winner"]) for r in results), LEVELS)
        row = {"games": len(results), "zombies": zombies, "levels": rates}
        cells = []
        for level, r in rates.items():
            p = r["wins"] / r["seats"]
            cells.append(
                f"{level} {r['wins']:4}/{r['seats']} = {p * 100:5.1f}%"
                f" ±{_tournament.stderr(p, r['seats']) * 100:.1f}"
            )
        out[name] = row
        zrate = zombies / len(results) * 100
        print(
            f"  {name:24} " + "   ".join(cells) + f"   zombies {zombies}/{len(results)}"
            f" = {zrate:.1f}%",
            flush=True,
        )
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    _tournament.add_arguments(parser, games=200, jobs=os.cpu_count() or 1)
    parser.add_argument("--sections", default="solo,coop,competitive")
    parser.add_argument("--open-hands", action="store_true", help="co-op with open hands")
    parser.add_argument(
        "--tables", default="", help='competitive tables only, e.g. "hard vs normal,hard vs easy"'
    )
    args = parser.parse_args(argv)
    started = time.perf_counter()
    summary: dict = {"games": args.games, "seed": args.seed, "open_hands": args.open_hands}
    sections = {"solo": solo, "coop": coop, "competitive": competitive}
    for name in args.sections.split(","):
        if name not in sections:
            raise SystemExit(f"unknown section {name!r}")
        summary[name] = sections[name](args)
    summary["seconds"] = round(time.perf_counter() - started, 1)
    print(json.dumps(summary, separators=(",", ":")))
    return 0


if __name__ == "__main__":
    sys.exit(main())
