"""How long the replay viewer takes to show a chosen action of a finished game.

For each game it plays one seeded AI game (normal seats), then times, over the rules
alone (``game.timeline.Timeline``, what the viewer rebuilds from on every jump):

- opening the log (replaying it once and keeping a copy of the state every 24 actions);
- a jump to an action drawn at random, and one step back from it;

with the kept copies and, in the same run, without them (every rebuild from the seed),
so the ratio between the two says what the copies buy whatever the machine's load.
Times are the main thread's CPU time (``time.thread_time``), which other processes on a
shared machine do not inflate.

Usage: python tools/bench_replay.py [--game ID] [--jumps 60] [--seed 1]
Prints one line per game, then one JSON line with every figure (milliseconds).
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from _bench import percentile  # noqa: E402

from game import registry  # noqa: E402
from game.match import Match, SeatSpec  # noqa: E402
from game.timeline import EVERY, Timeline  # noqa: E402

PLAYERS = {"chicken": 4, "zombie": 3, "henhouse": 2, "island": 3}
MAX_ACTIONS = 20_000  # a bound on one game, so a rules bug cannot spin forever


def played(game: str, seed: int) -> Match:
    """A finished game of ``game`` between normal AI seats, with its whole log."""
    info = registry.info(game)
    players = PLAYERS[game]
    seats = [SeatSpec(f"Bot {n + 1}", n, "ai", "normal") for n in range(players)]
    match = Match(game, seed, seats, info.settle(players, {}))
    ais = [info.make_ai(n, "normal", seed + n) for n in range(players)]
    while not match.state.is_over() and len(match.actions) < MAX_ACTIONS:
        seat = match.state.current_seat()
        match.apply(ais[seat].decide(match.state.view(seat)))
    return match


def cpu_ms(work) -> float:
    tick = time.thread_time()
    work()
    return (time.thread_time() - tick) * 1000


def measure(match: Match, every: int, jumps: int, seed: int) -> dict:
    rng = random.Random(seed)
    timeline = None

    def open_log() -> None:
        nonlocal timeline
        timeline = Timeline(match, every=every)

    opened = cpu_ms(open_log)
    targets = [rng.randint(1, len(match.actions)) for _ in range(jumps)]
    jumped = [cpu_ms(lambda n=n: timeline.at(n)) for n in targets]
    back = [cpu_ms(lambda n=n: timeline.at(n - 1)) for n in targets]
    return {
        "open_ms": round(opened, 2),
        "jump_median_ms": round(statistics.median(jumped), 2),
        "jump_p95_ms": round(percentile(jumped, 95), 2),
        "back_median_ms": round(statistics.median(back), 2),
        "back_max_ms": round(max(back), 2),
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", choices=sorted(PLAYERS), help="one game (default: all four)")
    parser.add_argument("--jumps", type=int, default=60, help="random jumps timed per game")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)
    if args.jumps < 1:
        parser.error("--jumps must be at least 1")
    out = {}
    for game in [args.game] if args.game else list(PLAYERS):
        match = played(game, args.seed)
        kept = measure(match, EVERY, args.jumps, args.seed)
        bare = measure(match, len(match.actions) + 1, args.jumps, args.seed)
        ratio = bare["jump_median_ms"] / max(kept["jump_median_ms"], 1e-3)
        out[game] = {"actions": len(match.actions), "kept": kept, "no_copies": bare}
        out[game]["jump_ratio"] = round(ratio, 1)
        print(
            f"{game:9} {len(match.actions):5} actions  open {kept['open_ms']:7.1f} ms  "
            f"jump median {kept['jump_median_ms']:6.2f} ms (p95 {kept['jump_p95_ms']:6.2f})  "
            f"step back median {kept['back_median_ms']:6.2f} ms (max {kept['back_max_ms']:6.2f})"
            f"  without copies the jump takes {ratio:.1f}x"
        )
    print(json.dumps(out))
    return 0


if __name__ == "__main__":
    sys.exit(main())
