"""Soak War for Chicken Island with seeded random-play games, checking every invariant.

Each game is played to its end by the tests' fight-first random policy
(``tests/game/island_helpers.play_random``) with, after every action, the component
counts, the 9-resource cap, hidden-card leaks in views and events, and junk actions
refused without a change (see ``check_invariants`` and ``check_secrets``).

``--variants all`` plays every variant alone (and ``build``: the island built at the
table) at each player count it allows, as well as the base game; a list such as
``pelea,flag,build`` plays just those. A game still going after ``--cap`` actions fails.

Usage: python tools/island_random_play.py [--games 1000] [--players 2,3,4] [--seed 0]
       [--variants all] [--cap 20000]
       [--fast]   (no per-action checks: only the end state is checked)
Prints games/s per player count and variant and the failures (players, seed, error).
"""

from __future__ import annotations

import argparse
import sys
import time
import traceback
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from game.island import DATA  # noqa: E402
from game.island.variants import check_options  # noqa: E402
from tests.game.island_helpers import check_invariants, play_random  # noqa: E402


def setups(players: int, names: str) -> list[tuple[str, dict]]:
    """(label, options) for the base game and each named variant this table allows."""
    if not names:
        return [("base", {})]
    wanted = [*DATA.variants, "build"] if names == "all" else names.split(",")
    out = [("base", {})]
    for name in wanted:
        options = {"island": "build"} if name == "build" else {name: True}
        try:
            check_options(players, {k: v for k, v in options.items() if k != "island"})
        except ValueError:
            continue
        out.append((name, options))
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=1000, help="games per player count")
    parser.add_argument("--players", default="2,3,4")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--variants", default="", help="all, or a list such as pelea,build")
    parser.add_argument("--cap", type=int, default=20_000, help="actions before a game fails")
    parser.add_argument("--fast", action="store_true")
    args = parser.parse_args(argv)
    failures = 0
    for players in (int(p) for p in args.players.split(",")):
        for label, options in setups(players, args.variants):
            start = time.perf_counter()
            actions = 0
            for seed in range(args.seed, args.seed + args.games):
                try:
                    state, n = play_random(
                        players, seed, check=not args.fast, max_actions=args.cap, options=options
                    )
                    check_invariants(state)
                    actions += n
                except Exception as exc:  # report and go on
                    failures += 1
                    print(
                        f"FAIL players={players} {label} seed={seed}: {type(exc).__name__}: {exc}"
                    )
                    if failures <= 3:
                        traceback.print_exc()
            took = time.perf_counter() - start
            print(
                f"{players} players, {label}: {args.games} games in {took:.1f}s = "
                f"{args.games / took:.1f} games/s, {actions / args.games:.0f} actions/game"
            )
    print("invariants:", "all held" if not failures else f"{failures} games failed")
    return 1 if failures else 0


if __name__ == "__main__":
    raise SystemExit(main())
