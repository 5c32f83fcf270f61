"""The rules reference, open at any point in a game and scrollable with any device."""

from __future__ import annotations

import re

import pygame

import assets
from ecs.fonts import render_text, shown_size, wrap
from ecs.input import Intent, IntentEvent
from ecs.palette import PALETTE
from scenes import ui
from scenes.base import Scene

LINE = 28  # at normal print; Large text spaces its lines as much wider as it prints
PAGE = 18 * LINE  # the height the lines fill
BOX = pygame.Rect(140, 40, 1000, 600)
ROOM = BOX.w - 40 - 34  # the words' width: the panel less its margin and the scroll bar
BODY, HEADING = 22, 26
FULL = 76  # a rules line this long was broken for the file's width, not for its sense
STEP = re.compile(r"^\s*(\d+(-\d+)?\.|\d+ stars?:)")  # "3.", "3-4.", "2 stars:"


def rules_text(game: str) -> list[str]:
    path = assets.path("data", f"{game}-rules.txt")
    try:
        return path.read_text(encoding="utf-8").splitlines()
    except OSError:
        return [f"The rules for {game} are not available."]


class RulesScene(Scene):
    overlay = True
    still_beneath = True

    def __init__(self, app, game: str):
        super().__init__(app)
        self.source = rules_text(game)
        self.top = 0
        self._lines: tuple[int, list[str]] | None = None

    @property
    def lines(self) -> list[str]:
        """The lines as drawn at the current print size: the file's own while they fit;
        where one does not (Large text), its paragraphs wrapped to the panel, each one's
        lines after the first indented, so no word runs out of the box."""
        size = shown_size(BODY)
        if self._lines is None or self._lines[0] != size:
            fitted = [_fitted(line) for line in self.source]
            if any(len(parts) > 1 for parts in fitted):  # set anew, paragraph by paragraph
                fitted = [_fitted(line) for line in paragraphs(self.source)]
            self._lines = (size, [part for parts in fitted for part in parts])
            self.top = min(self.top, self.max_top)
        return self._lines[1]

    @property
    def line(self) -> int:
        return round(LINE * shown_size(BODY) / BODY)

    @property
    def visible(self) -> int:
        return PAGE // self.line

    @property
    def max_top(self) -> int:
        return max(0, len(self.lines) - self.visible)

    def hints(self) -> list:
        return [((Intent.UP, Intent.DOWN), "Scroll"), (Intent.NEXT, "Page"), (Intent.BACK, "Close")]

    def intent(self, event: IntentEvent) -> None:
        if event.intent in (Intent.DOWN, Intent.RIGHT):
            self.top = min(self.max_top, self.top + 1)
        elif event.intent in (Intent.UP, Intent.LEFT):
            self.top = max(0, self.top - 1)
        elif event.intent == Intent.NEXT:
            self.top = min(self.max_top, self.top + self.visible)
        elif event.intent == Intent.PREV:
            self.top = max(0, self.top - self.visible)
        elif event.intent in (Intent.BACK, Intent.INFO, Intent.MENU, Intent.CONFIRM):
            self.app.pop()

    def draw(self, surface: pygame.Surface, alpha: float) -> None:
        ui.dim(surface, 160)
        box = BOX
        ui.panel(surface, box)
        for row, line in enumerate(self.lines[self.top : self.top + self.visible]):
            heading = _heading(line)
            colour = PALETTE["text_accent"] if heading else PALETTE["text"]
            image = render_text(line, HEADING if heading else BODY, colour, shadow=False)
            surface.blit(image, (box.x + 40, box.y + 30 + row * self.line))
        if self.max_top:
            bar = pygame.Rect(box.right - 20, box.y + 30, 8, box.height - 60)
            pygame.draw.rect(surface, PALETTE["panel_alt"], bar, border_radius=4)
            knob_h = max(30, bar.height * self.visible // len(self.lines))
            knob_y = bar.y + (bar.height - knob_h) * self.top // self.max_top
            pygame.draw.rect(
                surface,
                PALETTE["panel_border"],
                (bar.x, knob_y, bar.width, knob_h),
                border_radius=4,
            )


def paragraphs(lines: list[str]) -> list[str]:
    """The rules file's lines with each one broken only for width joined to the line
    before: a line of :data:`FULL` characters goes on in the next, unless that is blank,
    a heading or a new numbered step."""
    out: list[str] = []
    last = ""  # the file's line before, as written
    for line in lines:
        goes_on = len(last) >= FULL and line.strip() and not _heading(line)
        if out and goes_on and not STEP.match(line):
            out[-1] = f"{out[-1].rstrip()} {line.strip()}"
        else:
            out.append(line.rstrip())
        last = line
    return out


def _heading(line: str) -> bool:
    return line.isupper() and line.strip() != ""


def _fitted(line: str) -> list[str]:
    """``line`` as one or more lines that fit the panel, each keeping its indent and the
    rest of a wrapped one indented two spaces more."""
    words = line.lstrip()
    indent = line[: len(line) - len(words)]
    size = HEADING if _heading(line) else BODY
    parts = wrap(words, size, ROOM - render_text(indent + "  ", size, (0, 0, 0)).get_width())
    if len(parts) <= 1:
        return [line]
    return [indent + parts[0], *(f"{indent}  {part}" for part in parts[1:])]
