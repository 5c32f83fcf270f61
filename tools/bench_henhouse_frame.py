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

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import argparse  # noqa: E402
import json  # noqa: E402
import statistics  # noqa: E402
import sys  # noqa: E402
import time  # noqa: E402
from pathlib import Path  # noqa: E402

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from ecs.loop import STEP  # noqa: E402
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


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


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
    for _ in range(60):  # and the first frames draw the boards
        app.clock.tick()
        app.step(STEP)
        app.draw(0.5)
    step_ms, draw_ms, cpu_ms = [], [], []
    perf, cpu = time.perf_counter, time.thread_time
    for _ in range(args.frames):
        app.clock.tick()
        c0, t0 = cpu(), perf()
        app.step(STEP)
        t1 = perf()
        app.draw(0.5)
        t2 = perf()
        cpu_ms.append((cpu() - c0) * 1000)
        step_ms.append((t1 - t0) * 1000)
        draw_ms.append((t2 - t1) * 1000)
    total = [a + b for a, b in zip(step_ms, draw_ms, strict=True)]
    figures = {
        "frames": args.frames,
        "targets_waiting": waiting,
        "round": match.state.round,
        "warm_up_ms": round(warm_ms, 1),
    }
    print(f"{'ms':<8}{'median':>8}{'p95':>8}{'p99':>8}{'max':>8}")
    for name, values in (("step", step_ms), ("draw", draw_ms), ("total", total), ("cpu", cpu_ms)):
        row = {
            "median": statistics.median(values),
            "p95": percentile(values, 0.95),
            "p99": percentile(values, 0.99),
            "max": max(values),
        }
        figures[name] = {k: round(v, 3) for k, v in row.items()}
        print(f"{name:<8}" + "".join(f"{v:>8.2f}" for v in row.values()))
    print(json.dumps(figures))
    scene.drivers.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
