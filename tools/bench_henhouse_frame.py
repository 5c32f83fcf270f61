"""Frame time of the Henhouse Havoc scene during a big Resolution.

Four AI armies (hard, normal, easy, hard) play by the rules alone until a Resolution
phase begins with the most Target tiles waiting on the boards seen so far in the
first rounds; then the scene takes over and plays the Resolution out: shells arc,
craters open, units burn and are revealed, Sheaves fly. Headless (SDL dummy driver)
on the 1280x720 surface.

Each measured frame is one fixed step then one draw, timed apart, as ``App.frame``
runs them. ``cpu`` is the main thread's CPU time for the frame (``time.thread_time``),
the steadier figure on a shared machine.

Usage: python tools/bench_henhouse_frame.py [--frames 900] [--seed 3]
Prints a table in milliseconds, then one JSON line with every figure.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import _headless  # noqa: E402, F401  (before pygame)
from _bench import print_frames, time_frames  # noqa: E402

from game import registry  # noqa: E402
from game.match import Match  # noqa: E402
from scenes.headless import make_headless_app  # noqa: E402
from scenes.henhouse.scene import HenhouseScene  # noqa: E402
from scenes.seats import parse_seats  # noqa: E402

SEATS = "ai:hard,ai:normal,ai:easy,ai:hard"


def big_resolution(seed: int, rounds: int = 4) -> Match:
    """The actions up to the Resolution with the most Target tiles waiting."""
    match = Match("henhouse", seed, parse_seats(SEATS), {})
    info = registry.info("henhouse")
    ais = [info.make_ai(s, spec.level, seed) for s, spec in enumerate(match.seats)]
    best, best_at = -1, 0
    state = match.state
    while not state.is_over() and state.round <= rounds:
        if (
            state.phase == "resolution"
            and not state.turn["resolved"]
            and state.turn_seat == state.first_player
        ):
            waiting = len(state.targets)
            if waiting > best:
                best, best_at = waiting, len(match.actions)
        seat = state.current_seat()
        match.apply(ais[seat].decide(state.view(seat)))
    return Match("henhouse", seed, match.seats, {}, match.actions[:best_at])


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--frames", type=int, default=900)
    parser.add_argument("--seed", type=int, default=3)
    args = parser.parse_args(argv)
    match = big_resolution(args.seed)
    waiting = len(match.state.targets)
    app = make_headless_app(60.0)
    scene = HenhouseScene(app, match, autosave=False)
    app.replace(scene)
    warm = time.perf_counter()
    scene.table.warm_all()  # the game draws these on idle frames before they are needed
    warm_ms = (time.perf_counter() - warm) * 1000
    times = time_frames(app, args.frames, warmup=60)  # the first frames draw the boards
    figures = {
        "frames": args.frames,
        "targets_waiting": waiting,
        "round": match.state.round,
        "warm_up_ms": round(warm_ms, 1),
    }
    print_frames(figures, times)
    scene.drivers.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
