"""Frame work of every scene besides a match's table, in the game's own windowed loop,
against the floor of a bare window: the title, game select, seat setup, settings, the
rules, pause and hand-off over a match, and the results of a finished one.

Each scene is opened as the game opens it, then run with ``bench_window``'s loop (its
``run_game``: ``app.frame()``, flip, the frame cap's rest) while a player moves the focus:
an arrow key is posted, pressed and released, every ``--every`` frames (down, down, up,
up; right and left on the results, whose buttons sit in a row), so a frame that redraws
what the focus changed is in the figures. ``work_cpu`` is the main thread's CPU time of a
frame (the figure to compare on a shared machine), ``max_after_1s`` the most of it in a
frame starting a second or more into the scene, ``wall/floor`` the median wall time of a
frame over that of the bare window's (``bench_window.run_floor``). A real window when
``DISPLAY`` is set (as for ``bench_window``), else SDL's dummy driver.

Usage: python tools/bench_scenes.py [--game henhouse] [--frames 300] [--every 15]
                                    [--scene title ...] [--profile]
Prints one row per scene in milliseconds, then one JSON line with every figure.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
from collections.abc import Callable

import bench_window as bw  # first: it readies the window's environment before pygame
import pygame
from _bench import frame_percentile

from ecs.input import key_event
from ecs.loop import RealClock
from game import registry
from game.match import Match, SeatSpec
from scenes.app import App, open_window
from scenes.handoff import HandoffScene
from scenes.menus import GameSelectScene, TitleScene
from scenes.pause import PauseScene
from scenes.results import ResultsScene
from scenes.rules_overlay import RulesScene
from scenes.seat_setup import SeatSetupScene
from scenes.settings_menu import SettingsScene

ACROSS = (pygame.K_DOWN, pygame.K_DOWN, pygame.K_UP, pygame.K_UP)
ALONG = (pygame.K_RIGHT, pygame.K_LEFT)


def finished(game: str, seed: int) -> Match:
    """A match of ``game`` played out by easy AIs, for its results."""
    info = registry.info(game)
    seats = [SeatSpec(f"AI {n + 1}", n, "ai", "easy") for n in range(max(2, info.min_players))]
    match = Match(game, seed, seats, {})
    players = [info.make_ai(seat, "easy", seed) for seat in range(len(seats))]
    while not match.state.is_over():
        seat = match.state.current_seat()
        match.apply(players[seat].decide(match.state.view(seat)))
    return match


def _window() -> App:
    return App(open_window(False), RealClock())


def _over_match(overlay: Callable[[App, str], object]) -> Callable[[str, int], App]:
    """An overlay scene pushed over the AIs' match of ``game``."""

    def open_scene(game: str, seed: int) -> App:
        app = bw.open_game(game, bw.SEATS.get(game, bw.FOUR_SEATS), seed)
        app.push(overlay(app, game))
        return app

    return open_scene


def _alone(make: Callable[[App, str, int], object]) -> Callable[[str, int], App]:
    def open_scene(game: str, seed: int) -> App:
        app = _window()
        app.replace(make(app, game, seed))
        return app

    return open_scene


def _handoff(app: App, game: str) -> HandoffScene:
    return HandoffScene(app, "Ann", 1, None, lambda device: True, lambda: None)


SCENES: dict[str, tuple[Callable[[str, int], App], tuple[int, ...]]] = {
    "title": (_alone(lambda app, game, seed: TitleScene(app)), ACROSS),
    "game_select": (_alone(lambda app, game, seed: GameSelectScene(app)), ACROSS),
    "seat_setup": (
        _alone(lambda app, game, seed: SeatSetupScene(app, registry.info(game), "kb-right")),
        ACROSS,
    ),
    "settings": (_alone(lambda app, game, seed: SettingsScene(app)), ACROSS),
    "rules": (_over_match(lambda app, game: RulesScene(app, game)), ACROSS),
    "pause": (_over_match(lambda app, game: PauseScene(app, app.top)), ACROSS),
    "handoff": (_over_match(_handoff), ACROSS),
    "results": (
        _alone(lambda app, game, seed: ResultsScene(app, finished(game, seed), None)),
        ALONG,
    ),
}


def presses(keys: tuple[int, ...], every: int) -> Callable[[int], None]:
    """A player's arrow keys, one press (down, then up) every ``every`` frames."""

    def before_frame(frame: int) -> None:
        if frame % every == every // 2:
            key = keys[frame // every % len(keys)]
            pygame.event.post(key_event(key, True))
            pygame.event.post(key_event(key, False))

    return before_frame


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", default="henhouse", choices=list(registry.GAMES))
    parser.add_argument("--frames", type=int, default=300)
    parser.add_argument("--every", type=int, default=15, help="frames between key presses")
    parser.add_argument("--seed", type=int, default=3)
    parser.add_argument("--scene", action="append", choices=list(SCENES), help="default: all")
    parser.add_argument("--floor-frames", type=int, default=300)
    parser.add_argument("--profile", action="store_true", help="then profile each scene again")
    args = parser.parse_args(argv)
    rows = {}
    for name in args.scene or SCENES:
        open_scene, keys = SCENES[name]
        app = open_scene(args.game, args.seed)
        cpu, wall, _, settled, *_ = bw.run_game(app, args.frames, False, presses(keys, args.every))
        app.quit()
        rows[name] = {"cpu": cpu, "wall": wall, "settled": settled, "scene": type(app.top).__name__}
        if args.profile:
            app = open_scene(args.game, args.seed)
            pcpu, _, profiles, *_ = bw.run_game(app, args.frames, True, presses(keys, args.every))
            print(f"\n== {name}")
            bw.print_profile(pcpu, profiles, worst=2)
            app.quit()
    floor_cpu, floor_wall = bw.run_floor(args.floor_frames)
    floor = statistics.median(floor_wall)
    figures = {"game": args.game, "frames": args.frames, "every": args.every}
    figures |= {"driver": pygame.display.get_driver(), "floor_wall_median": round(floor, 3)}
    figures["floor_cpu_median"] = round(statistics.median(floor_cpu), 3)
    print(f"{'scene':<12}{'work p50':>9}{'p99':>7}{'max>1s':>8}{'wall/floor':>11}  (ms)")
    for name, row in rows.items():
        cpu = row["cpu"]
        figures[name] = {
            "scene": row["scene"],
            "work_cpu_p50": round(statistics.median(cpu), 3),
            "work_cpu_p99": round(frame_percentile(cpu, 0.99), 3),
            "work_cpu_max_after_first_second": round(max(cpu[row["settled"] :], default=0.0), 3),
            "wall_over_floor_median": round(statistics.median(row["wall"]) / floor, 3),
            "over_budget": sum(ms > bw.BUDGET_MS for ms in cpu),
        }
        f = figures[name]
        print(
            f"{name:<12}{f['work_cpu_p50']:>9.2f}{f['work_cpu_p99']:>7.2f}"
            f"{f['work_cpu_max_after_first_second']:>8.2f}{f['wall_over_floor_median']:>11.2f}"
        )
    print(json.dumps(figures))
    pygame.quit()
    return 0


if __name__ == "__main__":
    sys.exit(main())
