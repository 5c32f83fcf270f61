"""Screenshots made by the game itself, headless: `.venv/bin/python tools/screenshot.py [OUT_DIR]`.

Plays seeded AI games through the real scenes and saves the title, settings, seat setup
and a table of each game, so the README's pictures always show what the game really
draws. ``--check`` draws them afresh and compares them with ``docs/``: it exits 1 naming
each README picture that differs in more than ``--tolerance`` percent of its pixels.
"""

from __future__ import annotations

import argparse
import os
import tempfile
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
os.environ.setdefault("FOWLPLAY_HOME", tempfile.mkdtemp())  # a clean title screen, no resume

import sys  # noqa: E402

import pygame  # noqa: E402

from game import chicken  # noqa: E402
from game.match import Match  # noqa: E402
from game.registry import GAMES, info  # noqa: E402
from scenes.headless import make_headless_app, run_frames  # noqa: E402
from scenes.menus import TitleScene, start_match  # noqa: E402
from scenes.seat_setup import SeatSetupScene  # noqa: E402
from scenes.seats import parse_seats  # noqa: E402


def main(out: Path) -> None:
    out.mkdir(parents=True, exist_ok=True)
    app = make_headless_app()
    app.change_settings(tutorials_seen=tuple(GAMES))  # the tables, not the first-time guides
    app.replace(TitleScene(app))
    run_frames(app, lambda: app.frames >= 30)
    app.screenshot(out / "title.png")
    from scenes.settings_menu import SettingsScene

    app.push(SettingsScene(app))
    run_frames(app, lambda: app.frames >= 35)
    app.screenshot(out / "settings.png")
    app.pop()
    app.push(SeatSetupScene(app, info("chicken"), "kb-left"))
    run_frames(app, lambda: app.frames >= 40)
    app.screenshot(out / "seats.png")
    seats = parse_seats("human:kb-left,ai:hard,ai:normal,ai:easy")
    match = Match("chicken", 11, seats)
    start_match(app, match, autosave=False)
    scene = app.top
    # The human seat goes for it and counts at once, until a mid-game reroll decision.
    while True:
        run_frames(app, lambda: scene.idle() and scene.state.current_seat() == 0, limit_seconds=600)
        state = scene.state
        if state.phase == chicken.DECIDE and state.turn > 8 and state.chickens:
            break
        scene.perform(chicken.Stop() if state.phase == chicken.DECIDE else chicken.GoForIt())
    app.screenshot(out / "chicken.png")
    zombie_night(app, out)
    henhouse_resolution(app, out)
    island_midgame(app, out)
    app.quit()


def zombie_night(app, out: Path) -> None:
    """Zombie Chickens at Night, a zombie at the gate and the defences lit up."""
    match = Match("zombie", 4, parse_seats("ai:hard,ai:normal,ai:hard"), {"mode": "competitive"})
    start_match(app, match, autosave=False, turbo=True)
    scene = app.top

    def at_the_gate() -> bool:
        state = scene.state
        return scene.idle() and state.step == "defend" and state.night >= 2

    run_frames(app, at_the_gate, limit_seconds=1200)
    app.screenshot(out / "zombie.png")


def henhouse_resolution(app, out: Path) -> None:
    """Henhouse Havoc in round 3: a human aims at a farm full of craters, fires and targets."""
    seats = parse_seats("human:kb-left,ai:hard,ai:normal")
    match = Match("henhouse", 7, seats, {"first_seat": 1})
    start_match(app, match, autosave=False, turbo=True)
    scene = app.top
    stand_in = info("henhouse").make_ai(0, "normal", 7)  # plays the human seat's turns

    def humans_turn() -> bool:
        return scene.rows_ready() or scene.state.is_over()

    while True:
        run_frames(app, humans_turn, limit_seconds=600)
        state = scene.state
        if state.is_over() or (state.round >= 3 and state.phase == "targeting"):
            break
        scene.perform(stand_in.decide(state.view(0)))
    scene.decision()  # the first unit's chip is focused: its card shows
    app.screenshot(out / "henhouse.png")


def island_midgame(app, out: Path) -> None:
    """War for Chicken Island, four armies in turn 4: the human's Take Actions step."""
    seats = parse_seats("human:kb-left,ai:hard,ai:normal,ai:easy")
    match = Match("island", 21, seats, {})
    start_match(app, match, autosave=False, turbo=True)
    scene = app.top
    stand_in = info("island").make_ai(0, "normal", 21)  # plays the human seat's turns

    def humans_turn() -> bool:
        state = scene.state
        return state.is_over() or (scene.idle() and state.current_seat() == 0)

    while True:
        run_frames(app, humans_turn, limit_seconds=900)
        state = scene.state
        if state.is_over() or (state.turns[0] >= 4 and state.stage == "actions"):
            break
        scene.perform(stand_in.decide(state.view(0)))
    scene.speed = 1.0  # the picture shows normal play, once the last call-out has faded
    start = app.frames
    run_frames(app, lambda: app.frames >= start + 180, limit_seconds=5)
    app.screenshot(out / "island.png")


def differing(a: pygame.Surface, b: pygame.Surface) -> int:
    """How many pixels of two same-sized pictures differ in colour (any channel)."""
    if a.get_size() != b.get_size():
        return a.get_width() * a.get_height()
    a, b = a.convert(24), b.convert(24)
    gap, back = a.copy(), b.copy()
    gap.blit(b, (0, 0), special_flags=pygame.BLEND_RGB_SUB)  # |a - b|, channel by channel
    back.blit(a, (0, 0), special_flags=pygame.BLEND_RGB_SUB)
    gap.blit(back, (0, 0), special_flags=pygame.BLEND_RGB_ADD)
    same = pygame.mask.from_threshold(gap, (0, 0, 0), (1, 1, 1, 255))
    return a.get_width() * a.get_height() - same.count()


def check(docs: Path, tolerance: float) -> int:
    """Draw every picture afresh and name each README picture that has gone stale."""
    with tempfile.TemporaryDirectory() as fresh:
        main(Path(fresh))
        stale = 0
        for made in sorted(Path(fresh).glob("*.png")):
            kept = docs / made.name
            if not kept.exists():
                print(f"{kept}: missing")
                stale += 1
                continue
            picture = pygame.image.load(str(made))
            changed = differing(picture, pygame.image.load(str(kept)))
            share = 100 * changed / (picture.get_width() * picture.get_height())
            verdict = "stale" if share > tolerance else "ok"
            print(f"{kept}: {changed} pixels differ ({share:.2f}%), {verdict}")
            stale += share > tolerance
    if stale:
        print(f"{stale} stale: redraw with .venv/bin/python tools/screenshot.py {docs}")
    return 1 if stale else 0


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out", nargs="?", default="docs", type=Path, help="where the PNGs go")
    parser.add_argument("--check", action="store_true", help="compare with OUT, write nothing")
    parser.add_argument(
        "--tolerance", type=float, default=1.0, help="percent of pixels a picture may differ by"
    )
    args = parser.parse_args()
    if args.check:
        sys.exit(check(args.out, args.tolerance))
    main(args.out)
