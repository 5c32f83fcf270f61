"""Time every War for Chicken Island AI decision: median, p95 and max milliseconds per level.

Plays ``--games`` seeded games of each size (2, 3 and 4 players) in one process, the
seats rotating through hard, normal and easy, and times each ``decide(view)`` with
``time.perf_counter`` (the view is built outside the timing). Positions are those of
real games, from the island draft to the last tag. ``--kinds`` also breaks the times
down by decision (roll, actions, card round, each kind of question).

``--variant flag`` (any variant id) plays with that variant on, at the sizes it allows.

``--beside N`` then re-runs the N slowest decisions beside a 60 Hz frame loop, thinking in
a thread and in the window's AI process (``tools/_beside_loop.py``), and prints the loop's
frame work for each: a thread that holds the interpreter stalls frames, a process not.

Usage: python tools/bench_island_ai.py [--games 4] [--seed 0] [--kinds] [--max-turns 60]
       [--variant flag] [--beside 6]
Prints one line per level, then a JSON summary.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from functools import partial
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from _bench import kind_rows, level_row, timed_decisions  # noqa: E402


def kind_of(view: dict) -> str:
    if view["pending"]:
        return view["pending"]["kind"]
    if view["fight"]:
        return "card_round"
    return view["stage"]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=4)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--kinds", action="store_true", help="also break down by decision")
    parser.add_argument("--max-turns", type=int, default=60, help="stop a game after this")
    parser.add_argument("--variant", default="", help="play with this variant on")
    parser.add_argument("--beside", type=int, default=0, help="re-run the N slowest by a loop")
    args = parser.parse_args(argv)

    from game.island import new_game
    from game.island.ai import LEVELS, IslandAI
    from game.match import Match, SeatSpec

    started = time.perf_counter()
    base = ("hard", "normal", "easy", "hard")
    times: dict[str, list[float]] = {}
    kinds: dict[tuple[str, str], list[float]] = {}
    tables = 0
    slow: list = []

    class Logged:
        """An AI whose every choice goes into ``log``: the game so far, for a worker."""

        def __init__(self, ai, log: list):
            self.ai, self.log = ai, log

        def decide(self, view):
            self.log.append(self.ai.decide(view))
            return self.log[-1]

    sizes, options = (2, 3, 4), None
    if args.variant:
        from game.island.data import DATA

        low, high = DATA.variants[args.variant].players
        sizes, options = tuple(range(low, high + 1)), {args.variant: True}
    for players in sizes:
        for i in range(args.games):
            seed = args.seed + 1000 * players + i
            levels = (base[i % 4 :] + base[: i % 4])[:players]
            seats = [SeatSpec(f"AI {n + 1}", n, "ai", level) for n, level in enumerate(levels)]
            state = new_game(players, seed, options)
            log: list = []
            ais = [Logged(IslandAI(seat, level, seed), log) for seat, level in enumerate(levels)]
            tables += 1
            capped = partial(lambda s: max(s.turns) > args.max_turns, state)
            for seat, view, spent in timed_decisions(state, ais, capped):
                times.setdefault(levels[seat], []).append(spent)
                kinds.setdefault((levels[seat], kind_of(view)), []).append(spent)
                if args.beside and (len(slow) < args.beside or spent > slow[-1][0]):
                    # the position, as a log a worker can replay
                    before = Match("island", seed, seats, options or {}, log[:-1])
                    slow.append((spent, before, seat))
                    slow = sorted(slow, key=lambda row: -row[0])[: args.beside]

    summary: dict = {"games": tables, "seed": args.seed, "variant": args.variant, "levels": {}}
    for level in LEVELS:
        summary["levels"][level] = level_row(level, times.get(level, []))
    if args.kinds:
        kind_rows(kinds)
    summary["seconds"] = round(time.perf_counter() - started, 1)
    if args.beside:
        from _beside_loop import beside_loop

        summary["slowest_ms"] = [round(spent * 1000, 1) for spent, _, _ in slow]
        summary["beside_loop"] = beside_loop([(m, seat) for _, m, seat in slow])
    print(json.dumps(summary))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
