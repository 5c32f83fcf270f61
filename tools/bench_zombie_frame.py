"""Frame time of the Zombie Chickens scene during a busy Night.

Four AI farmers (hard, normal, easy, hard) play by the rules alone until Night 4
begins, then the scene takes over: zombies shamble along the horizon (one more each
Night), every card is flipped at the gate, and shotgun sparks, flames, explosions and
feathers fly as the AIs defend. Headless (SDL dummy driver) on the 1280x720 surface.

Each measured frame is one fixed step then one draw, timed apart, as ``App.frame``
runs them. ``cpu`` is the main thread's CPU time for the frame (``time.thread_time``),
the steadier figure on a shared machine.

Usage: python tools/bench_zombie_frame.py [--frames 1200] [--night 4] [--seed 3]
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
from game.zombie import cards as C  # noqa: E402
from scenes.headless import make_headless_app  # noqa: E402
from scenes.seats import parse_seats  # noqa: E402
from scenes.zombie.scene import ZombieScene  # noqa: E402

SEATS = "ai:hard,ai:normal,ai:easy,ai:hard"


def reach_night(seed: int, night: int) -> Match:
    """A 4-player game played by the AIs on the rules alone until Night ``night`` starts.

    Games whose Night would end early on a Silent Night are skipped, so the benchmark
    always watches a whole Night of zombies."""
    for attempt in range(50):
        match = Match("zombie", seed + attempt, parse_seats(SEATS), {"mode": "competitive"})
        info = registry.info("zombie")
        ais = [info.make_ai(seat, spec.level, match.seed) for seat, spec in enumerate(match.seats)]
        state = match.state
        while not state.is_over():
            if state.phase == "night" and state.night >= night and state.step == "flip":
                if not any(C.NIGHT[c].key == "silent_night" for p in state.piles for c in p):
                    return match  # a whole Night to play out, not cut short
                break
            seat = state.current_seat()
            match.apply(ais[seat].decide(state.view(seat)))
    raise SystemExit(f"no game reached Night {night}; try another --seed")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--frames", type=int, default=1200)
    parser.add_argument("--night", type=int, default=4)
    parser.add_argument("--seed", type=int, default=3)
    args = parser.parse_args(argv)
    match = reach_night(args.seed, args.night)
    app = make_headless_app(60.0)
    scene = ZombieScene(app, match, autosave=False)
    app.replace(scene)
    warm = time.perf_counter()
    scene.table.warm_all()  # the game draws these on idle frames before they are needed
    warm_ms = (time.perf_counter() - warm) * 1000
    most = {"lurkers": 0, "particles": 0}

    def count() -> None:
        most["lurkers"] = max(most["lurkers"], len(scene.table.lurkers))
        most["particles"] = max(most["particles"], _particles(scene))

    # the first frames draw the backdrops and hands
    times = time_frames(app, args.frames, warmup=120, after_frame=count)
    figures = {
        "frames": args.frames,
        "night": match.state.night,
        "actions_played": len(match.actions),
        "max_lurking_zombies": most["lurkers"],
        "max_particles": most["particles"],
        "warm_up_ms": round(warm_ms, 1),
    }
    print_frames(figures, times)
    scene.drivers.close()
    return 0


def _particles(scene) -> int:
    import esper

    from ecs.components import Particle

    scene.world.activate()
    return len(esper.get_component(Particle))


if __name__ == "__main__":
    sys.exit(main())
