"""Drive the real app headless with posted input events, as a player would."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from ecs import audit
from ecs.input import key_event, pad_button_event
from game.match import Match
from scenes import ui
from scenes.app import App
from scenes.headless import make_headless_app
from scenes.menus import start_match
from scenes.screen_audit import check

FRAME_LIMIT = 200_000
HINT_BAR_TOP = ui.H - 8 - 44  # the hint bar's panel (ui.hint_bar)
SCREEN = pygame.Rect(0, 0, ui.W, ui.H)


def new_app() -> App:
    return make_headless_app(60.0)


def start(app: App, game: str, seed: int, seats: list, options: dict | None = None):
    """Open a match of ``game`` as the menus would (no autosave, AI thinking at once) and
    return its scene."""
    start_match(app, Match(game, seed, seats, options or {}), autosave=False, turbo=True)
    return app.top


def call_outs(state, ais: list, limit: int) -> set[str]:
    """Every reason the AIs gave while playing ``state`` on for at most ``limit`` actions:
    the words a call-out shows the table."""
    said = set()
    for _ in range(limit):
        if state.is_over():
            break
        seat = state.current_seat()
        state.apply(ais[seat].decide(state.view(seat)))
        said.add(ais[seat].last_reason)
    return said


def frames(app: App, count: int = 1) -> None:
    for _ in range(count):
        audit.begin_frame(app.surface)  # a fresh record, as the audit tool keeps (if on)
        app.clock.tick()
        app.frame()


def press_key(app: App, key: int) -> None:
    pygame.event.post(key_event(key, True))
    pygame.event.post(key_event(key, False))
    frames(app, 2)


def press_pad(app: App, instance_id: int, button: int) -> None:
    pygame.event.post(pad_button_event(instance_id, button, True))
    pygame.event.post(pad_button_event(instance_id, button, False))
    frames(app, 2)


def mouse(app: App, *steps: tuple[int, tuple[int, int]], button: int = 1) -> None:
    """Post ``(event type, pos)`` mouse events as the window would, then run two frames
    (``button``: 1 the left, 3 the right)."""
    for kind, pos in steps:
        held = [0, 0, 0]
        held[button - 1] = int(kind != pygame.MOUSEBUTTONUP)
        event = pygame.event.Event(kind, pos=pos, button=button, rel=(0, 0), buttons=tuple(held))
        pygame.event.post(event)
    frames(app, 2)


def hover(app: App, pos: tuple[int, int]) -> None:
    mouse(app, (pygame.MOUSEMOTION, pos))


def click(app: App, pos: tuple[int, int], button: int = 1) -> None:
    """Move there, press and release the left button (or ``button``)."""
    steps = (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP)
    mouse(app, *((kind, pos) for kind in steps), button=button)


def drag(app: App, start: tuple[int, int], end: tuple[int, int], button: int = 1) -> None:
    """Press the left button (or ``button``) at ``start``, move, release at ``end``: one
    gesture."""
    mouse(
        app,
        (pygame.MOUSEMOTION, start),
        (pygame.MOUSEBUTTONDOWN, start),
        (pygame.MOUSEMOTION, end),
        (pygame.MOUSEBUTTONUP, end),
        button=button,
    )


def run_until(app: App, done: Callable[[], bool], act: Callable[[], None] | None = None) -> int:
    """Run frames (calling ``act`` each frame) until ``done()``; fails past a bound."""
    for count in range(FRAME_LIMIT):
        if done():
            return count
        if act is not None:
            act()
        frames(app)
    raise AssertionError("the app never reached the expected state")


# --- what a frame drew, through the screen audit's recorder (ecs/audit.py) ---------------


def look(app: App, count: int = 1) -> audit.Frame:
    """Run ``count`` frames; the record of the last: its texts, panels and choices."""
    frames(app, count)
    return audit.frame


def words(record: audit.Frame) -> list[str]:
    return [t.words for t in record.texts]


def drawn(record: audit.Frame, said: str) -> audit.Text:
    """The last text drawn with exactly these words."""
    found = [t for t in record.texts if t.words == said]
    assert found, f"{said!r} was not drawn; drawn: {words(record)}"
    return found[-1]


def overlapping(rects: list[pygame.Rect]) -> list[tuple[pygame.Rect, pygame.Rect]]:
    return [(a, b) for i, a in enumerate(rects) for b in rects[i + 1 :] if a.colliderect(b)]


def audited_frame(app: App) -> list:
    """Run one frame with the audit recording; the audit's faults on it, judged as the
    tool judges them (against the frame before, to tell texts in flight)."""
    before = audit.frame
    record = audit.begin_frame(app.surface)
    app.clock.tick()
    app.frame()
    return check(record, before)


class GuideWatch:
    """A first game with its guide open over it, each frame judged by the screen audit
    while a step shows: the steps seen, and the faults by step."""

    def __init__(self, app: App, game: str, seed: int):
        from game import registry
        from game.match import SeatSpec
        from scenes.tutorial import TutorialScene

        seats = [SeatSpec("Ann", 0, "human", device="kb-left"), SeatSpec("Cpu", 1, "ai", "easy")]
        options = registry.info(game).settle(2, {"first_seat": 0})
        start_match(app, Match(game, seed, seats, options), autosave=False, turbo=True)
        self.app, self.scene = app, app.top
        run_until(app, lambda: isinstance(app.top, TutorialScene))
        self.guide = app.top
        self.stand_in = registry.info(game).make_ai(0, "normal", seed)
        self.shown: set[int] = set()
        self.faults: list[tuple[int, object]] = []
        self._last: audit.Frame | None = None

    def frame(self, count: int = 1) -> None:
        guide = self.guide
        for _ in range(count):
            record = audit.begin_frame(self.app.surface)
            self.app.clock.tick()
            self.app.frame()
            if guide.showing() and guide.panel_rect is not None:
                self.shown.add(guide.index)
                self.faults.extend((guide.index, str(f)) for f in check(record, self._last))
            self._last = record
