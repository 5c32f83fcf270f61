"""Frame time of the Chicken! scene at its busiest: 8 AI seats, all 12 dice in play.

Headless (SDL dummy video driver), drawing on the 1280x720 logical surface. The match
opens with a rigged roll that hatches all 8 coloured dice out of the Coop, so the 12
dice are passed around the table from then on. The real AIs keep playing (they decide
in the scene's worker thread, as in the game); only two things are steered so the
dice stay out of the Coop for the whole run:

- every roll is rigged (``ChickenState.rig``) from a seeded RNG with the dice's own
  faces, but with at most two foxes set aside, so nobody busts; scoring faces stop
  once a player would come within 2 points of winning, so the game never ends;
- an AI's "chicken out" (which sends the coloured dice home) is played as "go for it".

So dice tumble, chickens and foxes slide aside, tokens hop and score particles fly,
turn after turn. Each measured frame is one fixed step then one draw, timed apart:
``app.step(STEP)`` then ``app.draw(alpha)``, the same calls ``App.frame`` makes. The
world render (``SceneWorld.render``, the esper sprites, labels and particles) is timed
on its own inside the draw. Garbage collection stays on, as in the game.
``total_cpu`` is the main thread's CPU time for step + draw (``time.thread_time``):
on a shared machine it leaves out the time other processes took the core, so it is
the steadier figure to compare runs with; wall time is what a player sees.

Usage: python tools/bench_frame.py [--frames 1200] [--warmup 120] [--seed 1]
                                   [--turbo] [--realtime] [--profile 300]
Prints a table in milliseconds, then one JSON line with every figure.
"""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import argparse  # noqa: E402
import cProfile  # noqa: E402
import io  # noqa: E402
import json  # noqa: E402
import pstats  # noqa: E402
import random  # noqa: E402
import statistics  # noqa: E402
import sys  # noqa: E402
import time  # noqa: E402
from pathlib import Path  # noqa: E402

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import pygame  # noqa: E402

from ecs.loop import STEP  # noqa: E402
from game import chicken  # noqa: E402
from game.core import Action  # noqa: E402
from game.match import Match  # noqa: E402
from scenes.chicken.scene import ChickenScene  # noqa: E402
from scenes.headless import make_headless_app  # noqa: E402
from scenes.seats import parse_seats  # noqa: E402

SEATS = "ai:hard,ai:normal,ai:easy,ai:hard,ai:normal,ai:easy,ai:hard,ai:normal"
ALPHA = 0.5  # one step per frame; a mid-step alpha exercises the interpolation


def percentile(values: list[float], q: float) -> float:
    """The nearest-rank percentile (``q`` in 0..100) of a non-empty list."""
    ordered = sorted(values)
    rank = max(1, -(-len(ordered) * q // 100))
    return ordered[int(rank) - 1]


def summary(values: list[float]) -> dict[str, float]:
    return {
        "median": round(statistics.median(values), 3),
        "p95": round(percentile(values, 95), 3),
        "p99": round(percentile(values, 99), 3),
        "max": round(max(values), 3),
        "mean": round(statistics.fmean(values), 3),
    }


def rigged_faces(state: chicken.ChickenState, dice: list[int], rng: random.Random) -> list[str]:
    """Faces for ``dice`` (in die-id order) that never bust and never win the game."""
    foxes_left = chicken.BUST_FOXES - 1 - len(state.foxes)
    banked = sum(chicken.POINTS[state.faces[d]] for d in state.chickens)
    budget = chicken.WIN_SCORE - 2 - state.scores[state.seat] - banked
    faces = []
    for die in sorted(dice):
        face = rng.choice(chicken.FACES[die])
        if face == "fox":
            if foxes_left > 0:
                foxes_left -= 1
            else:
                face = rng.choice(("egg", "blank"))
        points = chicken.POINTS.get(face, 0)
        if points > budget:
            face = rng.choice(("egg", "blank"))
        else:
            budget -= points
        faces.append(face)
    return faces


class RiggedMatch(Match):
    """A Match whose every roll is rigged by ``rigged_faces`` once ``rig_rng`` is set."""

    rig_rng: random.Random | None = None

    def apply(self, action: Action):
        state = self.state
        if self.rig_rng is not None and isinstance(state, chicken.ChickenState):
            if isinstance(action, chicken.GoForIt):
                state.rig(rigged_faces(state, state.hand, self.rig_rng))
            elif isinstance(action, chicken.Reroll):
                state.rig(rigged_faces(state, state.middle, self.rig_rng))
        return super().apply(action)


class KeepRolling:
    """The real AI, except that chicken out (dice home to the Coop) becomes go for it."""

    def __init__(self, ai):
        self.ai = ai

    def decide(self, view):
        action = self.ai.decide(view)
        return chicken.GoForIt() if isinstance(action, chicken.ChickenOut) else action


def build(app, seed: int, turbo: bool) -> ChickenScene:
    match = RiggedMatch("chicken", seed, parse_seats(SEATS), {"first_seat": 0})
    state: chicken.ChickenState = match.state  # type: ignore[assignment]
    # Seat 0 rolls four eggs: the 4 yellow dice hatch. The reroll of those 8 dice shows
    # 8 eggs: the 4 orange dice hatch and the Coop is empty. Nothing scores, so all 12
    # dice are passed to seat 1.
    state.rig(["egg"] * 4)
    match.apply(chicken.GoForIt())
    state.rig(["egg"] * 8)
    match.apply(chicken.Reroll())
    if state.coop or len(state.hand) != 12:
        raise SystemExit(
            f"setup failed: coop={state.coop} hand={state.hand}; the rules changed, "
            "adjust build() in tools/bench_frame.py"
        )
    match.rig_rng = random.Random(f"bench-frame:{seed}")
    scene = ChickenScene(app, match, autosave=False, turbo=turbo)
    app.replace(scene)
    for seat, ai in list(scene.drivers.ais.items()):
        scene.drivers.ais[seat] = KeepRolling(ai)
    return scene


class FrameRunner:
    """Runs frames of one scene, timing step and draw apart, and watching the table."""

    def __init__(self, app, scene: ChickenScene, realtime: bool):
        self.app = app
        self.scene = scene
        self.realtime = realtime
        self.render_ms: list[float] = []
        self.drawn: list[int] = []
        real_render = scene.world.render

        def timed_render(*args, **kwargs):
            tick = time.perf_counter()
            count = real_render(*args, **kwargs)
            self.render_ms.append((time.perf_counter() - tick) * 1000)
            self.drawn.append(count)
            return count

        scene.world.render = timed_render  # instance attribute: only this scene's world
        self.played: list[str] = []  # rules events the table started animating this frame
        real_play = scene.table.play

        def noted_play(event):
            self.played.append(event.type)
            return real_play(event)

        scene.table.play = noted_play
        self.events: list[tuple[str, ...]] = []
        self.coop_max = 0
        self.tumbling_frames = 0
        self.busy_frames = 0

    def run(self, frames: int) -> tuple[list[float], list[float]]:
        app, scene, clock = self.app, self.scene, self.app.clock
        step_ms: list[float] = []
        draw_ms: list[float] = []
        self.cpu_ms: list[float] = []
        cpu = time.thread_time
        self.render_ms.clear()
        self.drawn.clear()
        self.events.clear()
        self.coop_max = self.tumbling_frames = self.busy_frames = 0
        perf = time.perf_counter
        next_frame = perf()
        for _ in range(frames):
            clock.tick()
            for event in pygame.event.get():
                app.handle(event)
            c0 = cpu()
            t0 = perf()
            app.step(STEP)
            t1 = perf()
            app.draw(ALPHA)
            t2 = perf()
            self.cpu_ms.append((cpu() - c0) * 1000)
            app.frames += 1
            step_ms.append((t1 - t0) * 1000)
            self.events.append(tuple(self.played))
            self.played.clear()
            draw_ms.append((t2 - t1) * 1000)
            table = scene.table
            self.coop_max = max(self.coop_max, len(table.shown.in_zone("coop")))
            self.tumbling_frames += bool(table.tumbling)
            self.busy_frames += scene.world.busy()
            if self.realtime:
                next_frame += STEP
                pause = next_frame - perf()
                if pause > 0:
                    time.sleep(pause)
                else:
                    next_frame = perf()
        return step_ms, draw_ms


def profile(runner: FrameRunner, frames: int, top: int = 15) -> list[dict]:
    profiler = cProfile.Profile()
    profiler.enable()
    runner.run(frames)
    profiler.disable()
    out = io.StringIO()
    stats = pstats.Stats(profiler, stream=out).sort_stats("cumulative")
    stats.print_stats(top)
    print(f"\ncProfile of {frames} frames (update + draw), top {top} by cumulative time:")
    body = out.getvalue()
    print(body[body.find("   ncalls") :].rstrip())
    rows = []
    for (filename, line, name), (_cc, calls, tottime, cumtime, _callers) in sorted(
        stats.stats.items(), key=lambda item: -item[1][3]
    )[:top]:
        rows.append(
            {
                "function": f"{Path(filename).name}:{line}({name})",
                "calls": calls,
                "tottime_s": round(tottime, 4),
                "cumtime_s": round(cumtime, 4),
            }
        )
    return rows


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--frames", type=int, default=1200, help="measured frames (>= 600)")
    parser.add_argument("--warmup", type=int, default=120, help="frames run before measuring")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--turbo", action="store_true", help="fast-forward animations (4x)")
    parser.add_argument(
        "--realtime", action="store_true", help="pace frames to 60 Hz, as a watched game"
    )
    parser.add_argument(
        "--profile", type=int, default=0, metavar="N", help="then cProfile N more frames"
    )
    args = parser.parse_args(argv)

    app = make_headless_app()
    scene = build(app, args.seed, args.turbo)
    runner = FrameRunner(app, scene, args.realtime)
    cold_step, cold_draw = runner.run(args.warmup) if args.warmup else ([0.0], [0.0])
    actions_before = len(scene.match.actions)
    step_ms, draw_ms = runner.run(args.frames)
    total_ms = [a + b for a, b in zip(step_ms, draw_ms, strict=True)]
    render_ms = list(runner.render_ms)
    other_draw = [d - r for d, r in zip(draw_ms, render_ms, strict=True)]
    state = scene.state
    worst = sorted(range(len(total_ms)), key=total_ms.__getitem__, reverse=True)[:5]
    slowest = [
        {
            "frame": i,
            "total_ms": round(total_ms[i], 3),
            "update_ms": round(step_ms[i], 3),
            "draw_ms": round(draw_ms[i], 3),
            "world_ms": round(render_ms[i], 3),
            "events": list(runner.events[i]),
        }
        for i in worst
    ]
    figures = {
        "update": summary(step_ms),
        "draw": summary(draw_ms),
        "total": summary(total_ms),
        "world_render": summary(render_ms),
        "draw_minus_world": summary(other_draw),
        "total_cpu": summary(runner.cpu_ms),
    }
    print(
        f"Chicken! frame time: 8 AI seats, 12 dice in play, {args.frames} frames "
        f"after {args.warmup} warm-up, {'turbo' if args.turbo else '1x'} animations"
        f"{', paced to 60 Hz' if args.realtime else ''}, seed {args.seed}"
    )
    print(f"{'ms':18} {'median':>8} {'p95':>8} {'p99':>8} {'max':>8} {'mean':>8}")
    for name, row in figures.items():
        print(
            f"{name:18} {row['median']:8.3f} {row['p95']:8.3f} {row['p99']:8.3f} "
            f"{row['max']:8.3f} {row['mean']:8.3f}"
        )
    frames = args.frames
    activity = {
        "actions_played": len(scene.match.actions) - actions_before,
        "turn_now": state.turn,
        "scores": list(state.scores),
        "coop_dice_max": runner.coop_max,
        "frames_tumbling": runner.tumbling_frames,
        "frames_animating": runner.busy_frames,
        "entities_drawn_median": statistics.median(runner.drawn),
        "entities_drawn_max": max(runner.drawn),
        "warmup_total_max_ms": round(max(map(sum, zip(cold_step, cold_draw, strict=True))), 3),
    }
    print(
        f"activity: {activity['actions_played']} actions, turn {state.turn}, "
        f"coop dice max {runner.coop_max}, tumbling in {runner.tumbling_frames}/{frames} "
        f"frames, tweens running in {runner.busy_frames}/{frames}, entities drawn median "
        f"{activity['entities_drawn_median']} max {activity['entities_drawn_max']}, "
        f"slowest warm-up frame {activity['warmup_total_max_ms']} ms"
    )
    print("slowest frames:")
    for row in slowest:
        print(
            f"  #{row['frame']:<5} {row['total_ms']:8.3f} ms (update {row['update_ms']:.3f}, "
            f"draw {row['draw_ms']:.3f}, world {row['world_ms']:.3f})"
            f"{'  events: ' + ','.join(row['events']) if row['events'] else ''}"
        )
    load = os.getloadavg()
    print(f"load average (1/5/15 min) at the end: {load[0]:.2f} {load[1]:.2f} {load[2]:.2f}")
    result: dict = {
        "bench": "frame",
        "frames": frames,
        "warmup": args.warmup,
        "seed": args.seed,
        "turbo": args.turbo,
        "realtime": args.realtime,
        "ms": figures,
        "activity": activity,
        "slowest": slowest,
        "loadavg": [round(x, 2) for x in load],
        "cpus": os.cpu_count(),
    }
    if args.profile:
        result["profile_frames"] = args.profile
        result["profile_top"] = profile(runner, args.profile)
    scene.drivers.close()
    print(json.dumps(result, separators=(",", ":")))
    return 0


if __name__ == "__main__":
    sys.exit(main())
