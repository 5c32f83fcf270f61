"""Headless play: the same scenes, processors and drawing, on an off-screen surface.

A simulated clock advances one frame per loop, so a whole game runs as fast as the
CPU allows, and the result is the same at any ``--fps``. Fast-forward is on, as if
a watcher held the fast button; it changes only how long animations take.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
from collections.abc import Callable
from pathlib import Path

import pygame

from ecs.loop import SimClock
from game import registry
from game.core import Event
from game.match import Match
from scenes.app import SIZE, App
from scenes.seats import options_from_args, parse_seats

DEFAULT_SEATS = "ai:hard,ai:normal"
MAX_SIM_SECONDS = 4 * 3600  # a bound on any game, so a bug cannot spin forever


def make_headless_app(fps: float = 60.0) -> App:
    pygame.display.init()
    pygame.font.init()
    pygame.display.set_mode((1, 1))
    return App(pygame.Surface(SIZE), SimClock(fps), headless=True, controllers=False)


def run_frames(app: App, done: Callable[[], bool], limit_seconds: float = MAX_SIM_SECONDS) -> None:
    """Advance the simulated clock frame by frame until ``done()`` or ``limit_seconds`` of
    simulated time from now (not from the app's start: one app may run several games)."""
    clock: SimClock = app.clock  # type: ignore[assignment]
    limit = clock.frames + int(limit_seconds * clock.fps)
    while app.running and not done() and clock.frames < limit:
        clock.tick()
        app.frame(should_stop=done)


def run_headless(args: argparse.Namespace) -> int:
    try:
        info = registry.info(args.game)
        seats = parse_seats(args.seats or DEFAULT_SEATS)
        if not info.built:
            raise ValueError(f"{info.title} is coming soon")
        if any(not seat.is_ai for seat in seats):
            raise ValueError(
                "headless seats must be AI (ai:easy, ai:normal, ai:hard); humans play in a window"
            )
        if not info.min_players <= len(seats) <= info.max_players:
            raise ValueError(f"{info.title} takes {info.min_players} to {info.max_players} seats")
        options = info.settle(len(seats), options_from_args(args))
    except (KeyError, ValueError) as exc:
        print(f"fowlplay: {exc.args[0]}", file=sys.stderr)
        return 2
    seed = args.seed if args.seed is not None else random.randrange(1, 2**31)
    app = make_headless_app(args.fps)
    logged: list[str] = []

    def write_events(events: list[Event]) -> None:
        if args.log:
            logged.extend(json.dumps(event.to_dict(), sort_keys=True) + "\n" for event in events)

    from scenes.menus import start_match

    match = Match(info.id, seed, seats, options)
    start_match(app, match, autosave=False, on_events=write_events, turbo=True)
    scene = app.top
    run_frames(app, lambda: scene.finished)
    if args.log:
        Path(args.log).write_text("".join(logged), encoding="utf-8")
    result = match.state.result()
    print(
        json.dumps(
            {
                "game": info.id,
                "seed": seed,
                "seats": (args.seats or DEFAULT_SEATS).split(","),
                "mode": result.get("mode"),
                "winner": result.get("winner"),
                "title": result.get("title"),
                "scores": result.get("scores"),
                "turns": result.get("turns", result.get("rounds")),
                "actions": len(match.actions),
                "frames": app.loop.steps,
                "digest": match.state.digest(),
            }
        )
    )
    app.quit()
    pygame.quit()
    return 0 if match.state.is_over() else 1
