"""What a human's advice (the hard AI's choice in their place, where the focus starts) costs
the frame that opens their decision: worked out in the frame (``GameInfo.advise``, as a
headless run does) against asked of a window's AI process (``SeatDrivers.advise``, the
main thread's CPU time to send the question; the answer comes on the reader thread).

Plays ``--games`` seeded two-seat games of each advised game (Henhouse Havoc, Zombie
Chickens) with easy AIs, asking at every decision of seat 0, both ways, in one run.

Usage: python tools/bench_advice.py [--games 3] [--seed 0] [--game henhouse]
Prints one row per game in milliseconds, then one JSON line with every figure.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from _bench import percentile  # noqa: E402

from game import registry  # noqa: E402
from game.match import Match, SeatSpec  # noqa: E402
from scenes.seats import SeatDrivers  # noqa: E402

ADVISED = [game for game, info in registry.GAMES.items() if info.advise is not None]


def _figures(ms: list[float]) -> dict[str, float]:
    return {
        "median": round(statistics.median(ms), 3),
        "p99": round(percentile(ms, 99), 3),
        "max": round(max(ms), 3),
    }


def bench(game: str, games: int, seed: int) -> dict:
    info = registry.info(game)
    here, asked = [], []
    for n in range(games):
        seats = [SeatSpec("Ann", 0, "human", device="kb-left"), SeatSpec("Cpu", 1, "ai", "easy")]
        match = Match(game, seed + n, seats, info.settle(2, {}))
        drivers = SeatDrivers(match, process=True)  # as a window has them
        players = [info.make_ai(s, "easy", seed + n) for s in range(2)]
        try:
            while not match.state.is_over():
                seat = match.state.current_seat()
                if seat == 0:
                    tick = time.thread_time()
                    info.advise(match.state, 0, match.seed)
                    here.append((time.thread_time() - tick) * 1000)
                    tick = time.thread_time()
                    future = drivers.advise(0)
                    asked.append((time.thread_time() - tick) * 1000)
                    future.result(timeout=120)  # not the frame's: it waits on the reader
                match.apply(players[seat].decide(match.state.view(seat)))
        finally:
            drivers.close()
    return {"decisions": len(here), "in_frame": _figures(here), "asked": _figures(asked)}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=3)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--game", choices=ADVISED, action="append", help="default: all")
    args = parser.parse_args(argv)
    out = {}
    print("game       decisions  in the frame: median  p99    max | asked: median  p99    max")
    for game in args.game or ADVISED:
        row = out[game] = bench(game, args.games, args.seed)
        a, b = row["in_frame"], row["asked"]
        print(
            f"{game:10} {row['decisions']:9}  {a['median']:20.3f} {a['p99']:6.2f} {a['max']:6.2f}"
            f" | {b['median']:13.3f} {b['p99']:6.2f} {b['max']:6.2f}"
        )
    print(json.dumps(out))
    return 0


if __name__ == "__main__":
    sys.exit(main())
