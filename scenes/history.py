"""The history panel: everything that happened in a game, newest last, in plain words.

:class:`HistoryPanel` draws a list of :class:`game.history.Line` into any rect and
scrolls it, so the game's own overlay (:class:`HistoryScene`) and a replay viewer can
both use it; :func:`draw_ticker` draws the last few lines small, for following an AI's
turn without opening anything. Each line bears its seat's shape in its colour, so
colour is never the only sign of whose it is.
"""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from ecs import art, audit
from ecs.art.shapes import shape_badge
from ecs.cache import LRU
from ecs.fonts import wrap
from ecs.input import Intent, IntentEvent
from ecs.palette import PALETTE, PlayerStyle
from game.history import Line
from scenes import ui
from scenes.base import Scene

PANEL_SIZE = 20  # the open panel's print
TICKER_SIZE = 16  # the ticker's: small, and the least the screen audit allows
PAD = 12
BADGE_GAP = 8


class HistoryPanel:
    """A scrollable list of lines, newest at the bottom; ``back`` rows scrolled up.

    ``draw(surface, rect, lines, styles)`` wraps the lines to the rect's width and
    shows the rows that fit; ``scroll(n)`` moves ``n`` rows towards older lines
    (negative: newer), ``page(n)`` by ``n`` screenfuls. Scrolled to the bottom, the
    panel follows new lines as they come.
    """

    def __init__(self, size: int = PANEL_SIZE, pad: int = PAD):
        self.size = size
        self.pad = pad
        self.back = 0  # rows scrolled up from the newest
        self.most_back = 0  # as far up as the last drawing could go
        self.visible = 1  # rows the last drawing showed
        self._wrapped: dict[tuple[str, int], list[str]] = {}

    def scroll(self, rows: int) -> None:
        self.back = max(0, min(self.most_back, self.back + rows))

    def page(self, pages: int) -> None:
        self.scroll(pages * max(1, self.visible - 1))

    def rows(self, lines: Sequence[Line], width: int) -> list[tuple[int | None, str, bool]]:
        """Every line as the rows it wraps into: (seat, words, first row of its line)."""
        out = []
        for line in lines:
            key = (line.text, width)
            if key not in self._wrapped:
                self._wrapped[key] = wrap(line.text, self.size, width) or [""]
            for index, words in enumerate(self._wrapped[key]):
                out.append((line.seat, words, index == 0))
        return out

    def forget(self, most: int) -> None:
        """Drop the remembered wrapping once it holds more than ``most`` lines."""
        if len(self._wrapped) > most:
            self._wrapped.clear()

    def row_height(self) -> int:
        return round(self.size * 1.3)

    def draw(
        self,
        surface: pygame.Surface,
        rect: pygame.Rect,
        lines: Sequence[Line],
        styles: Sequence[PlayerStyle],
        title: str | None = "History",
        scroll_bar: bool = True,
    ) -> None:
        ui.panel(surface, rect)
        with audit.box(rect, "history"):
            self._rows(surface, rect, lines, styles, title, scroll_bar)

    def _rows(
        self,
        surface: pygame.Surface,
        rect: pygame.Rect,
        lines: Sequence[Line],
        styles: Sequence[PlayerStyle],
        title: str | None,
        scroll_bar: bool,
    ) -> None:
        """What ``draw`` shows on its panel: the title, the rows, the scroll bar."""
        pad = self.pad
        top = rect.y + pad
        if title:
            ui.text(surface, title, 28, (rect.centerx, top + 16), PALETTE["text_accent"])
            top += 40
        badge = self.size
        text_x = rect.x + pad + badge + BADGE_GAP
        width = rect.right - pad - (16 if scroll_bar else 0) - text_x
        rows = self.rows(lines, width)
        step = self.row_height()
        self.visible = max(1, (rect.bottom - pad - top) // step)
        self.most_back = max(0, len(rows) - self.visible)
        self.back = min(self.back, self.most_back)
        end = len(rows) - self.back
        shown = rows[max(0, end - self.visible) : end]
        if not rows:
            ui.text(surface, "Nothing has happened yet", self.size, rect.center)
        for index, (seat, words, first) in enumerate(shown):
            y = top + index * step + step // 2
            if first and seat is not None and 0 <= seat < len(styles):
                style = styles[seat]
                image = shape_badge(style.shape, style.colour, badge)
                surface.blit(image, image.get_rect(center=(rect.x + pad + badge // 2, y)))
            ui.text(surface, words, self.size, (text_x, y), PALETTE["text"], "midleft")
        if self.most_back and scroll_bar:
            bar = pygame.Rect(rect.right - pad - 8, top, 8, rect.bottom - pad - top)
            self._scroll_bar(surface, bar, len(rows))

    def _scroll_bar(self, surface: pygame.Surface, bar: pygame.Rect, rows: int) -> None:
        pygame.draw.rect(surface, PALETTE["panel_alt"], bar, border_radius=4)
        knob_h = max(24, bar.height * self.visible // rows)
        knob_y = bar.bottom - knob_h - (bar.height - knob_h) * self.back // self.most_back
        knob = pygame.Rect(bar.x, knob_y, bar.width, knob_h)
        pygame.draw.rect(surface, PALETTE["panel_border"], knob, border_radius=4)


def draw_ticker(
    surface: pygame.Surface,
    rect: pygame.Rect,
    lines: Sequence[Line],
    styles: Sequence[PlayerStyle],
) -> None:
    """The newest lines that fit in ``rect``, small, on a panel of their own: one picture
    per change of those lines, since its print and badges cost up to half a millisecond
    of every frame an AI plays (drawn in place while the screen audit records)."""
    if not lines:
        return
    newest = tuple(lines[-4:])
    if audit.recording():
        _TICKER.draw(surface, rect, newest, styles, title=None, scroll_bar=False)
        return
    surface.blit(_ticker_picture(rect.size, newest, tuple(styles), ui.looks()), rect)


def _ticker_picture(size: tuple[int, int], lines: tuple, styles: tuple, looks) -> pygame.Surface:
    """The ticker on its own panel (copied, not blended, so the picture blitted shows the
    pixels drawing it in place does); ``looks`` is part of the key. Only the last two are
    kept, not the shared picture pool: the newest lines change with every action and an
    older set never shows again, and in the pool they filled it to its cap (a headless
    four-seat Henhouse game peaked at 182 MB of RSS against 130 without)."""
    key = (size, lines, styles, looks)
    picture = _TICKER_PICTURES.lookup(key)
    if picture is None:
        _TICKER.forget(500)
        picture = art.panel(*size).copy()
        _TICKER._rows(picture, picture.get_rect(), lines, styles, None, False)
        _TICKER_PICTURES.store(key, picture)
    return picture


_TICKER_PICTURES = LRU(maxsize=2)


_TICKER = HistoryPanel(TICKER_SIZE, pad=4)  # never scrolled: the newest rows always show


def ticker_height(rows: int) -> int:
    """How tall a ticker must be to show ``rows`` rows."""
    return rows * _TICKER.row_height() + 2 * _TICKER.pad


class HistoryScene(Scene):
    """The history of the match beneath, over it; any device scrolls and closes it."""

    overlay = True
    music = None
    BOX = pygame.Rect(190, 40, 900, 610)

    def __init__(self, app, scene):
        super().__init__(app)
        self.scene = scene
        self.panel = HistoryPanel()

    def hints(self) -> list:
        return [
            ((Intent.UP, Intent.DOWN), "Scroll"),
            ((Intent.PREV, Intent.NEXT), "Page"),
            (Intent.BACK, "Close"),
        ]

    def hint_device(self) -> str | None:
        return self.scene.hint_device()

    def intent(self, event: IntentEvent) -> None:
        moves = {Intent.UP: 1, Intent.DOWN: -1, Intent.LEFT: 1, Intent.RIGHT: -1}
        if event.intent in moves:
            self.panel.scroll(moves[event.intent])
        elif event.intent in (Intent.PREV, Intent.NEXT):
            self.panel.page(1 if event.intent == Intent.PREV else -1)
        elif event.intent in (Intent.BACK, Intent.HISTORY, Intent.MENU, Intent.CONFIRM):
            self.app.pop()

    def draw(self, surface: pygame.Surface, alpha: float) -> None:
        ui.dim(surface, 160)
        self.panel.draw(surface, self.BOX, self.scene.history_lines(), self.scene.styles())
