"""Headless play: the same scenes, processors and drawing, on an off-screen surface.

A simulated clock advances one frame per loop, so a whole game runs as fast as the
CPU allows, and the result is the same at any ``--fps``. Fast-forward is on, as if
a watcher held the fast button; it changes only how long animations take.
"""

from __future__ import annotations

import json
import time
from collections.abc import Callable

import pygame

from ecs.loop import SimClock
from game.match import SeatSpec
from game.record import GameLog
from scenes.app import SIZE, App
from scenes.cli import BAD_COMMAND_LINE, Launch
from scenes.seats import is_phone

MAX_SIM_SECONDS = 4 * 3600  # a bound on any game, so a bug cannot spin forever
PHONE_REST = 0.004  # seconds a frame rests while the game waits on a phone (no busy spin)


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
        if app.phones is not None and app.phones.waiting:
            time.sleep(PHONE_REST)


def seat_words(seats: list[SeatSpec]) -> list[str]:
    """Seats as the command line writes them (``ai:hard``, ``human:kb-left``)."""
    return [
        f"ai:{s.level}"
        if s.is_ai
        else "phone"
        if is_phone(s.device)
        else "human" + (f":{s.device}" if s.device else "")
        for s in seats
    ]


def run_headless(launch: Launch) -> int:
    """Play ``launch``'s game (or play back its replay) to the end, or to ``max_frames``,
    and print the result as one JSON line. Exit 0 when it got where it was asked to."""
    app = make_headless_app(launch.fps)
    played = launch.played
    log = GameLog(launch.log) if launch.log is not None else None

    from scenes.menus import start_match

    if launch.phones is not None:
        from scenes.phone_seats import turn_on_phones  # the server only when asked for (~20 MB)

        if not turn_on_phones(app, launch.phones):
            return BAD_COMMAND_LINE
    if launch.replay is not None:
        from scenes.replay import play_back

        play_back(app, played, log=log, turbo=True)
    else:
        start_match(app, played, autosave=False, log=log, turbo=True)
    scene = app.top
    match = scene.match
    if launch.phones is not None:
        from scenes.phone_seats import print_links

        print_links(scene)
    frames = launch.max_frames

    def stop() -> bool:
        stopped = frames is not None and app.frames >= frames
        return stopped or scene.finished or scene.replay_ended()

    if launch.screenshot is not None:  # at frame 30 (or --max-frames), as a window takes it
        run_frames(app, lambda: stop() or app.frames >= (frames or 30))
        app.screenshot(launch.screenshot)
    run_frames(app, stop)
    if log is not None:
        log.close()
    result = match.state.result()
    print(
        json.dumps(
            {
                "game": match.game,
                "seed": match.seed,
                "seats": seat_words(match.seats),
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
    arrived = match.state.is_over() or scene.replay_ended() or launch.max_frames is not None
    return 0 if arrived else 1
