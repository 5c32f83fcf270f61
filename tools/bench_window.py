"""Frame work of a whole game in the game's own windowed loop, AI seats only, against the
floor of a bare window that only fills and flips.

The game is opened as ``fowlplay --game ID --seats ...`` opens it (``scenes.cli`` checks
the command line, ``open_first_scene`` opens the scene) and run with ``run_windowed``'s
loop: ``app.frame()``, flip, then the frame cap's rest. Each frame's work (input, fixed
steps, draw, flip) is timed twice: ``work_cpu`` is the main thread's CPU time
(``time.thread_time``), which leaves out the time other processes held the core, so it is
the figure to compare on a shared machine; ``work_wall`` is what a player sees. The AIs
decide outside the main thread, outside ``work_cpu``; the frames that ran while one was
deciding are counted apart (``thinking_*``), with their worst CPU and wall time, since a
thinking AI that holds the interpreter shows in the wall time, not in ``work_cpu``.
A frame that comes late runs the fixed steps it owes (up to a quarter second's), so on a
loaded machine the tail of ``work_cpu`` is partly catching up; ``work_cpu_1step`` is the
work of the frames that ran at most one step, the figure a quiet machine's frames show.
Then a bare loop in the same process and window fills and flips for the floor
(``floor_cpu``, ``floor_wall``).

A real window when ``DISPLAY`` is set (e.g. under ``Xvfb :93 &`` and ``DISPLAY=:93``);
otherwise SDL's dummy driver, with no renderer. ``FOWLPLAY_HOME`` is an empty temporary
folder, so the player's settings and saves are neither read nor written. In a real window
the same game is then played again in a child process on the dummy driver
(``headless_peak_rss_mb``), so what the window and SDL's renderer add to the peak
(``window_adds_mb``) is reported apart from what the game itself holds.

``--profile`` runs each frame under its own cProfile and prints the costliest calls of
the frames over the budget (profiling slows every frame, so its figures are not the
table's; the table is measured in a separate, unprofiled run first). The profiled game
is the process's second, so what it shows is steady play: a first-time drawing shows in
the first game's figures (``work_cpu`` max), not in the profile.

Usage: python tools/bench_window.py --game zombie [--frames 900] [--seats ai:hard,...]
                                    [--seed 3] [--floor-frames 300] [--profile]
                                    [--think-in process|thread]
Prints a table in milliseconds, then one JSON line with every figure.
"""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

if not os.environ.get("DISPLAY"):
    import _headless  # noqa: F401  (before pygame: no screen, the dummy driver)
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
os.environ["FOWLPLAY_HOME"] = tempfile.mkdtemp(prefix="bench-window-")

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import argparse  # noqa: E402
import cProfile  # noqa: E402
import functools  # noqa: E402
import gc  # noqa: E402
import io  # noqa: E402
import json  # noqa: E402
import pstats  # noqa: E402
import subprocess  # noqa: E402
import time  # noqa: E402
from collections.abc import Callable  # noqa: E402

import pygame  # noqa: E402
from _bench import peak_rss_mb, print_frames  # noqa: E402

from ecs.loop import RealClock  # noqa: E402
from game import registry  # noqa: E402
from scenes import cli, match_scene  # noqa: E402
from scenes.app import FRAME_CAP, App, open_window  # noqa: E402
from scenes.match_scene import MatchScene  # noqa: E402
from scenes.menus import open_first_scene  # noqa: E402
from scenes.seats import SeatDrivers  # noqa: E402

SEATS = {"chicken": "ai:hard,ai:normal,ai:easy,ai:hard,ai:normal,ai:easy,ai:hard,ai:normal"}
FOUR_SEATS = "ai:hard,ai:normal,ai:easy,ai:hard"
BUDGET_MS = 4.0  # the target for a frame's work at p99
FRAME_MS = 1000 / 60
THINK_MS = 20.0  # issue 22's bound on a frame's work while an AI decides


def headless_peak_rss_mb(argv: list[str]) -> float:
    """The peak RSS of this benchmark's own run of the same game on the dummy driver (no
    window, no renderer), in a child process so neither run's memory is the other's."""
    env = {k: v for k, v in os.environ.items() if k != "DISPLAY"}
    command = [sys.executable, __file__, *argv, "--floor-frames", "1", "--headless-twin"]
    out = subprocess.run(command, env=env, capture_output=True, text=True, check=True)
    return json.loads(out.stdout.strip().splitlines()[-1])["peak_rss_mb"]


def open_game(game: str, seats: str, seed: int) -> App:
    launch = cli.check(cli.parse_args(["--game", game, "--seats", seats, "--seed", str(seed)]))
    app = App(open_window(False), RealClock())
    open_first_scene(app, launch)
    return app


def ai_thinking(app: App) -> bool:
    """Whether an AI seat of the match under way is deciding as this frame starts."""
    match = app.find(MatchScene)
    return match is not None and match.drivers.pending is not None


class GcTimer:
    """Main-thread CPU time the cyclic garbage collector takes, by generation, so a frame
    that a full collection made slow is told apart from one that our drawing did."""

    def __init__(self) -> None:
        self.spent = [0.0, 0.0, 0.0]
        self._start = 0.0
        gc.callbacks.append(self._note)

    def _note(self, phase: str, info: dict) -> None:
        if phase == "start":
            self._start = time.thread_time()
        else:
            self.spent[info["generation"]] += (time.thread_time() - self._start) * 1000

    def take(self) -> list[float]:
        """The milliseconds spent per generation since the last take."""
        spent, self.spent = self.spent, [0.0, 0.0, 0.0]
        return spent

    def close(self) -> None:
        gc.callbacks.remove(self._note)


def run_game(
    app: App, frames: int, profile: bool, before_frame: Callable[[int], None] | None = None
) -> tuple[list, list, list, int, list, list, list]:
    """``frames`` frames of ``run_windowed``'s loop: (cpu ms, wall ms, profiles or [], the
    index of the first frame that starts a second or more after the loop did, the indexes
    of the frames that ran while an AI was deciding, each frame's garbage-collection ms by
    generation, each frame's fixed steps). ``before_frame(index)`` runs untimed before each
    frame (``bench_scenes`` posts a player's keys there)."""
    cpu, wall, profiles, thinking, collected, steps = [], [], [], [], [], []
    gc_timer = GcTimer()
    tick = pygame.time.Clock()
    thread, perf = time.thread_time, time.perf_counter
    began, after_first_second = perf(), frames
    for frame in range(frames):
        if after_first_second == frames and perf() - began >= 1.0:
            after_first_second = frame
        if before_frame is not None:
            before_frame(frame)
        profiler = cProfile.Profile(time.thread_time) if profile else None
        if ai_thinking(app):
            thinking.append(frame)
        c0, t0, s0 = thread(), perf(), app.loop.steps
        if profiler:
            profiler.enable()
        app.frame()
        pygame.display.flip()
        if profiler:
            profiler.disable()
            profiles.append(profiler)
        cpu.append((thread() - c0) * 1000)
        wall.append((perf() - t0) * 1000)
        collected.append(gc_timer.take())
        steps.append(app.loop.steps - s0)
        tick.tick(FRAME_CAP)
        if not app.running:
            break
    gc_timer.close()
    return cpu, wall, profiles, after_first_second, thinking, collected, steps


def run_floor(frames: int) -> tuple[list, list]:
    """The same window filled and flipped, nothing else: what any frame costs here."""
    surface = pygame.display.get_surface()
    cpu, wall = [], []
    tick = pygame.time.Clock()
    thread, perf = time.thread_time, time.perf_counter
    for frame in range(frames):
        c0, t0 = thread(), perf()
        pygame.event.pump()
        surface.fill((40 + frame % 2, 60, 40))
        pygame.display.flip()
        cpu.append((thread() - c0) * 1000)
        wall.append((perf() - t0) * 1000)
        tick.tick(FRAME_CAP)
    return cpu, wall


def print_profile(cpu: list[float], profiles: list, top: int = 12, worst: int = 6) -> None:
    """The costliest calls (main-thread CPU, own time) of the frames over budget, all
    together, then of each of the ``worst`` slowest frames on its own: a hitch is one
    frame's doing, which the sum can hide."""
    # profiling slows every frame, so "over budget" is the slowest 2 % of the profiled run
    cut = sorted(cpu)[int(len(cpu) * 0.98)]
    over = [i for i, ms in enumerate(cpu) if ms >= cut]
    print(f"\ncProfile of the {len(over)} slowest profiled frames ({cut:.1f} ms or more):")
    if not over:
        return
    _print_stats([profiles[i] for i in over], top)
    for i in sorted(over, key=cpu.__getitem__, reverse=True)[:worst]:
        print(f"\nframe {i}: {cpu[i]:.1f} ms of work (profiled)")
        _print_stats([profiles[i]], 14, "cumulative")


def _print_stats(profilers: list, top: int, order: str = "tottime") -> None:
    out = io.StringIO()
    stats = pstats.Stats(profilers[0], stream=out)
    for profiler in profilers[1:]:
        stats.add(profiler)
    stats.sort_stats(order).print_stats(top)
    body = out.getvalue()
    print(body[body.find("   ncalls") :].rstrip())


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", required=True, choices=list(registry.GAMES))
    parser.add_argument("--frames", type=int, default=900)
    parser.add_argument("--seats", help="default: 8 AI seats for chicken, 4 for the others")
    parser.add_argument("--seed", type=int, default=3)
    parser.add_argument("--floor-frames", type=int, default=300)
    parser.add_argument("--profile", action="store_true", help="then profile a second game")
    parser.add_argument(
        "--think-in",
        choices=("process", "thread"),
        default="process",
        help="where the AIs think: the window's own child process, or the old worker thread",
    )
    parser.add_argument("--headless-twin", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.think_in == "thread":  # for a before/after in one run: the thread shares the GIL
        match_scene.SeatDrivers = functools.partial(SeatDrivers, process=False)
    seats = args.seats or SEATS.get(args.game, FOUR_SEATS)

    start = time.perf_counter()
    app = open_game(args.game, seats, args.seed)
    open_ms = (time.perf_counter() - start) * 1000
    cpu, wall, _, settled, thinking, collected, steps = run_game(app, args.frames, profile=False)
    worst = max(range(settled, len(cpu)), key=cpu.__getitem__, default=None)
    game_rss = peak_rss_mb()
    floor_cpu, floor_wall = run_floor(args.floor_frames)
    renderer = pygame.display.get_driver()
    figures = {
        "game": args.game,
        "seats": seats,
        "seed": args.seed,
        "think_in": args.think_in,
        "frames": len(cpu),
        "driver": renderer,
        "open_ms": round(open_ms, 1),
        "frames_over_budget_cpu": sum(ms > BUDGET_MS for ms in cpu),
        "work_cpu_max_after_first_second": round(max(cpu[settled:], default=0.0), 3),
        "worst_frame_gc_ms": round(sum(collected[worst]), 3) if worst is not None else 0.0,
        "gc_ms_max": round(max((sum(c) for c in collected), default=0.0), 3),
        "full_collections": sum(c[2] > 0 for c in collected),
        "frames_over_16ms_wall": sum(ms > FRAME_MS for ms in wall),
        "thinking_frames": len(thinking),
        "thinking_work_cpu_max": round(max((cpu[i] for i in thinking), default=0.0), 3),
        "thinking_work_wall_max": round(max((wall[i] for i in thinking), default=0.0), 3),
        "thinking_frames_over_20ms_wall": sum(wall[i] > THINK_MS for i in thinking),
        "steps_max": max(steps, default=0),
        "frames_over_one_step": sum(n > 1 for n in steps),
        "peak_rss_mb": round(game_rss, 1),
        "headless_peak_rss_mb": None,
        "window_adds_mb": None,
        "loadavg": [round(x, 2) for x in os.getloadavg()],
    }
    if renderer not in ("dummy", "offscreen") and not args.headless_twin:
        twin_argv = ["--game", args.game, "--frames", str(len(cpu)), "--seats", seats]
        twin_argv += ["--seed", str(args.seed), "--think-in", args.think_in]
        twin = headless_peak_rss_mb(twin_argv)
        figures["headless_peak_rss_mb"] = twin
        figures["window_adds_mb"] = round(game_rss - twin, 1)
    print(
        f"{args.game}: {len(cpu)} frames, seats {seats}, seed {args.seed}, video driver "
        f"{renderer}; {figures['frames_over_budget_cpu']} frames over {BUDGET_MS} ms of work, "
        f"{figures['frames_over_16ms_wall']} over {FRAME_MS:.1f} ms wall; the most work in a "
        f"frame after the first second {figures['work_cpu_max_after_first_second']} ms; peak RSS "
        f"{game_rss:.1f} MB; load {figures['loadavg']}"
    )
    print(
        f"garbage collection: {figures['full_collections']} full collections, the most in a "
        f"frame {figures['gc_ms_max']} ms, {figures['worst_frame_gc_ms']} ms of the worst frame"
    )
    print(
        f"while an AI decided ({len(thinking)} frames): the most work in a frame "
        f"{figures['thinking_work_cpu_max']} ms CPU, {figures['thinking_work_wall_max']} ms wall; "
        f"{figures['thinking_frames_over_20ms_wall']} frames over {THINK_MS:.0f} ms wall"
    )
    print(
        f"fixed steps: up to {figures['steps_max']} in a frame, {figures['frames_over_one_step']} "
        "frames ran more than one (a late frame catches up; work_cpu_1step leaves them out)"
    )
    if figures["window_adds_mb"] is not None:
        print(
            f"memory: the same game on the dummy driver peaked at "
            f"{figures['headless_peak_rss_mb']} MB, so the window and SDL's renderer add "
            f"{figures['window_adds_mb']} MB"
        )
    one_step = [ms for ms, n in zip(cpu, steps, strict=True) if n <= 1] or [0.0]
    times = {"work_cpu": cpu, "work_cpu_1step": one_step, "work_wall": wall}
    times |= {"floor_cpu": floor_cpu, "floor_wall": floor_wall}
    if args.profile:
        app.quit()
        app = open_game(args.game, seats, args.seed)
        pcpu, _, profiles, *_ = run_game(app, args.frames, profile=True)
        print_profile(pcpu, profiles)
    app.quit()
    print_frames(figures, times)
    pygame.quit()
    return 0


if __name__ == "__main__":
    sys.exit(main())
