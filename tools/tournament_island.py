"""War for Chicken Island AI tournament: seeded headless games between the AI levels.

Formats (each played ``--games`` times; seats rotate so every level sits in every
position equally often; game ``i`` uses seed ``--seed + i`` for the rules and the AIs):

- ``2p``: each pair of levels head to head (hard-normal, normal-easy, hard-easy);
- ``3p``: hard, normal and easy at one table, in all six seat orders;
- ``4p``: one level against three of the level below (a fair share is 25 %).

``--levels hard,easy`` plays just that lineup (rotated) instead, ``--players`` picks the
formats by table size. ``--variants all`` (or a list such as ``flag,teams``) plays each
variant alone, at each table size it allows among ``--players``, and reports per variant:
game length, draws at the cap, win rate by seat (and by team in Teams) and by level.
A game still going after ``--max-turns`` turns per player is a draw.
It prints win rates per level (wins per seat played, with standard error), game
length in turns per player, the win rate by seat position, how often each Scroll was
played and each Machine built, then one JSON line with every figure.

Usage: python tools/tournament_island.py [--games 60] [--seed 0] [--jobs 2]
       [--players 2,3,4] [--levels hard,normal] [--max-turns 80] [--variants all]
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import _tournament  # noqa: E402

from game.island.actions import Build, PlayScroll  # noqa: E402
from game.island.ai import LEVELS, IslandAI  # noqa: E402
from game.island.events import (  # noqa: E402
    CatastropheDrawn,
    DieLent,
    PieceDestroyed,
    ScrollDrawn,
    StarUsed,
)

LATE = 15  # turns per player: draws after this count as late (where Catastrophes pile up)


def _tally(events: list, late: bool, kills: Counter, draws: Counter, uses: Counter) -> None:
    """Units destroyed by cause, Scroll draws (Catastrophe or not, late or not), and the
    Star abilities and lent dice used."""
    for e in events:
        if isinstance(e, PieceDestroyed):
            kills[e.why] += 1
        elif isinstance(e, (CatastropheDrawn, ScrollDrawn)):
            kind = "catastrophe" if isinstance(e, CatastropheDrawn) else "scroll"
            draws[kind] += 1
            draws[f"late_{kind}"] += late
        elif isinstance(e, StarUsed):
            uses[f"star_{e.ability}"] += 1
        elif isinstance(e, DieLent):
            uses["lent_die"] += 1


Job = tuple  # (levels, seed, max_turns[, options])


def _play(job: Job) -> dict:
    """One game: winner, turns, and the Scrolls played and Machines built."""
    from game.island import new_game

    levels, seed, max_turns = job[:3]
    options = job[3] if len(job) > 3 else None
    state = new_game(len(levels), seed, options)
    players = [IslandAI(seat, level, seed) for seat, level in enumerate(levels)]
    scrolls, machines = Counter(), Counter()
    kills, draws, uses = Counter(), Counter(), Counter()
    while not state.is_over() and max(state.turns) <= max_turns:
        seat = state.current_seat()
        action = players[seat].decide(state.view(seat))
        if isinstance(action, PlayScroll):
            scrolls[action.card] += 1
        elif isinstance(action, Build):
            machines[action.machine] += 1
        _tally(state.apply(action), max(state.turns) > LATE, kills, draws, uses)
    return {
        "levels": levels,
        "winner": state.winner,
        "winners": state.winners(),
        "turns": max(state.turns),
        "winner_turns": None if state.winner is None else state.turns[state.winner],
        "scrolls": dict(scrolls),
        "machines": dict(machines),
        "kills": dict(kills),
        "draws": dict(draws),
        "uses": dict(uses),
    }


def _share(part: float, whole: float) -> float:
    return round(part / whole, 4) if whole else 0.0


def pace(results: list[dict]) -> dict:
    """How soon games are decided, what kills, and how often the rarer tools are used:
    the figures the tuning in the data file's _choices is measured by."""
    n = len(results)
    won = [r["winner_turns"] for r in results if r["winner_turns"] is not None]
    kills, draws, uses = Counter(), Counter(), Counter()
    for r in results:
        kills.update(r["kills"])
        draws.update(r["draws"])
        uses.update(r["uses"])
    catastrophes = kills["earthquake"] + kills["eruption"] + kills["tsunami"] + kills["lava"]
    return {
        "won_by_turn_2": _share(sum(t <= 2 for t in won), n),
        "won_by_turn_3": _share(sum(t <= 3 for t in won), n),
        "kills_per_game": {k: round(v / n, 2) for k, v in kills.most_common()},
        "catastrophe_kill_share": _share(catastrophes, sum(kills.values())),
        "catastrophe_draw_share": _share(
            draws["catastrophe"], draws["catastrophe"] + draws["scroll"]
        ),
        "late_catastrophe_draw_share": _share(
            draws["late_catastrophe"], draws["late_catastrophe"] + draws["late_scroll"]
        ),
        "games_with_a_lent_die": _share(sum(1 for r in results if r["uses"].get("lent_die")), n),
        "uses_per_game": {k: round(v / n, 3) for k, v in sorted(uses.items())},
    }


def run(
    name: str,
    matchup: list[tuple[str, ...]],
    seed: int,
    jobs: int,
    cap: int,
    options: dict | None = None,
) -> dict:
    work = [(levels, seed + i, cap, options) for i, levels in enumerate(matchup)]
    results = _tournament.play_all(_play, work, jobs, chunksize=1)
    players = len(matchup[0])
    seat_wins = Counter(r["winner"] for r in results if r["winner"] is not None)
    turns = [r["turns"] for r in results]
    draws = sum(1 for r in results if r["winner"] is None)
    scrolls, machines = Counter(), Counter()
    for r in results:
        scrolls.update(r["scrolls"])
        machines.update(r["machines"])
    outcomes = ((r["levels"], r["winner"]) for r in results)
    extra = {}
    if options and options.get("teams"):
        team_wins = Counter(r["winner"] % 2 for r in results if r["winner"] is not None)
        extra["team_win_rate"] = [round(team_wins[t] / len(results), 4) for t in (0, 1)]
        # a level's team wins: every seat of a winning team counts as a win for its level
        wins, seats = Counter(), Counter()
        for r in results:
            seats.update(r["levels"])
            wins.update(r["levels"][s] for s in r["winners"])
        extra["team_levels"] = {lv: round(wins[lv] / seats[lv], 4) for lv in LEVELS if seats[lv]}
    extra.update(pace(results))
    return {
        **extra,
        "matchup": name,
        "games": len(results),
        "draws": draws,
        "mean_turns": round(statistics.mean(turns), 2),
        "median_turns": statistics.median(turns),
        "min_turns": min(turns),
        "max_turns": max(turns),
        "seat_win_rate": [round(seat_wins[s] / len(results), 4) for s in range(players)],
        "levels": _tournament.win_rates(outcomes, LEVELS),
        "scrolls": dict(scrolls.most_common()),
        "machines": dict(machines.most_common()),
    }


def show(row: dict) -> None:
    print(f"\n== {row['matchup']}: {row['games']} games, {row['draws']} draws ==")
    print(
        f"turns per player: mean {row['mean_turns']}, median {row['median_turns']}, "
        f"min {row['min_turns']}, max {row['max_turns']}"
    )
    print(f"{'level':8}{'wins':>6}{'seats':>7}{'rate':>8}{'±se':>8}")
    for level, r in row["levels"].items():
        print(f"{level:8}{r['wins']:>6}{r['seats']:>7}{r['rate']:>8.3f}{r['stderr']:>8.3f}")
    seats = "  ".join(f"seat {i + 1}: {p:.3f}" for i, p in enumerate(row["seat_win_rate"]))
    print(f"win rate by seat: {seats}")
    print(
        f"won by the winner's turn 2: {row['won_by_turn_2']:.3f}, turn 3: "
        f"{row['won_by_turn_3']:.3f}; Catastrophes: {row['catastrophe_draw_share']:.3f} of "
        f"draws ({row['late_catastrophe_draw_share']:.3f} after turn {LATE}), "
        f"{row['catastrophe_kill_share']:.3f} of kills"
    )
    print(f"kills per game: {row['kills_per_game']}")
    print(
        f"uses per game: {row['uses_per_game']}; a die lent in {row['games_with_a_lent_die']:.3f}"
    )
    if "team_win_rate" in row:
        a, b = row["team_win_rate"]
        print(f"win rate by team: seats 1+3: {a:.3f}  seats 2+4: {b:.3f}")
        shares = "  ".join(f"{lv}: {p:.3f}" for lv, p in row["team_levels"].items())
        print(f"team wins per seat played, by level: {shares}")


def show_cards(totals: dict[str, Counter], games: int) -> None:
    for kind in ("scrolls", "machines"):
        counts = totals[kind]
        print(f"\n{kind} ({'played' if kind == 'scrolls' else 'built'}, per game over {games}):")
        for card, n in counts.most_common():
            print(f"  {card:20}{n:>6}{n / games:>8.2f}")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    _tournament.add_arguments(parser, games=60, jobs=2)
    parser.add_argument("--players", default="2,3,4", help="table sizes, e.g. 2,3")
    parser.add_argument("--levels", default="", help="one lineup instead, e.g. hard,normal")
    parser.add_argument("--max-turns", type=int, default=80, help="turns per player, then a draw")
    parser.add_argument(
        "--variants", default="", help="'all' or a list such as flag,teams: each played alone"
    )
    args = parser.parse_args(argv)
    if args.variants:
        return main_variants(args)

    started = time.perf_counter()
    matchups: dict[str, list[tuple[str, ...]]] = {}
    if args.levels:
        base = tuple(args.levels.split(","))
        for level in base:
            if level not in LEVELS:
                raise SystemExit(f"unknown level {level!r}")
        rotations = [base[i:] + base[:i] for i in range(len(base))]
        matchups[" vs ".join(base)] = _tournament.cycle(rotations, args.games)
    else:
        for n in args.players.split(","):
            matchups.update(_tournament.lineups(f"{n.strip()}p", args.games))
    summary: dict = {"seed": args.seed, "max_turns": args.max_turns, "matchups": []}
    totals = {"scrolls": Counter(), "machines": Counter()}
    played = 0
    for name, matchup in matchups.items():
        row = run(name, matchup, args.seed, args.jobs, args.max_turns)
        show(row)
        summary["matchups"].append(row)
        totals["scrolls"].update(row["scrolls"])
        totals["machines"].update(row["machines"])
        played += row["games"]
    show_cards(totals, played)
    summary["seconds"] = round(time.perf_counter() - started, 1)
    print(json.dumps(summary))
    return 0


def variant_matchups(variant: str, sizes: list[int], games: int) -> dict[str, list]:
    """The usual matchups at each table size the variant allows."""
    from game.island.data import DATA

    low, high = DATA.variants[variant].players
    out = {}
    for n in sizes:
        if low <= n <= high:
            for name, lineup in _tournament.lineups(f"{n}p", games).items():
                out[f"{variant} {n}p: {name}"] = lineup
    return out


def main_variants(args: argparse.Namespace) -> int:
    from game.island.data import DATA

    started = time.perf_counter()
    names = list(DATA.variants) if args.variants == "all" else args.variants.split(",")
    sizes = [int(n) for n in args.players.split(",")]
    summary: dict = {"seed": args.seed, "max_turns": args.max_turns, "variants": {}}
    for variant in names:
        variant = variant.strip()
        if variant not in DATA.variants:
            raise SystemExit(f"unknown variant {variant!r}")
        rows = []
        for name, matchup in variant_matchups(variant, sizes, args.games).items():
            row = run(name, matchup, args.seed, args.jobs, args.max_turns, {variant: True})
            row.pop("scrolls"), row.pop("machines")
            show(row)
            rows.append(row)
        summary["variants"][variant] = rows
    summary["seconds"] = round(time.perf_counter() - started, 1)
    print(json.dumps(summary))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
