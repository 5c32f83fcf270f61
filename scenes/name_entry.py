"""Naming a seat with any device: an arcade-style letter grid, no keyboard typing needed."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from ecs import audit
from ecs.input import Intent, IntentEvent
from ecs.palette import PALETTE
from scenes import ui
from scenes.base import Scene

MAX_LENGTH = 12
KEYS = [*"ABCDEFGHIJKLMNOPQRSTUVWXYZ", "a/A", "Spc", "Del", "OK"]  # 3 rows of 10
COLUMNS = 10
CELL = (84, 56)


class NameEntryScene(Scene):
    overlay = True

    def __init__(self, app, name: str, on_done: Callable[[str], None]):
        super().__init__(app)
        self.name = name[:MAX_LENGTH]
        self.on_done = on_done
        self.focus = 0
        self.lower = True

    def _key(self, index: int) -> str:
        key = KEYS[index]
        small = self.lower and bool(self.name)  # names start with a capital
        return key.lower() if len(key) == 1 and small else key

    def _press(self) -> None:
        key = KEYS[self.focus]
        if key == "OK":
            self._finish()
        elif key == "Del":
            self.name = self.name[:-1]
        elif key == "a/A":
            self.lower = not self.lower
        elif len(self.name) < MAX_LENGTH:
            self.name += " " if key == "Spc" else self._key(self.focus)

    def _finish(self) -> None:
        name = self.name.strip()
        if not name:
            self.app.toast("A name needs at least one letter")
            return
        self.on_done(name)
        self.app.pop()

    def hints(self) -> list:
        return [
            ((Intent.UP, Intent.DOWN, Intent.LEFT, Intent.RIGHT), "Move"),
            (Intent.CONFIRM, "Type"),
            (Intent.BACK, "Delete"),
            (Intent.NEXT, "Done"),
        ]

    def intent(self, event: IntentEvent) -> None:
        rows = -(-len(KEYS) // COLUMNS)
        row, col = divmod(self.focus, COLUMNS)
        if event.intent == Intent.LEFT:
            col = (col - 1) % COLUMNS
        elif event.intent == Intent.RIGHT:
            col = (col + 1) % COLUMNS
        elif event.intent == Intent.UP:
            row = (row - 1) % rows
        elif event.intent == Intent.DOWN:
            row = (row + 1) % rows
        elif event.intent == Intent.CONFIRM:
            self._press()
            return
        elif event.intent == Intent.BACK:
            self.name = self.name[:-1]
            return
        elif event.intent in (Intent.MENU, Intent.NEXT):
            self._finish()
            return
        else:
            return
        self.focus = min(row * COLUMNS + col, len(KEYS) - 1)
        self.app.audio.play("click")

    def draw(self, surface: pygame.Surface, alpha: float) -> None:
        ui.dim(surface, 170)
        box = pygame.Rect(0, 0, COLUMNS * CELL[0] + 60, 320)
        box.center = (ui.W // 2, ui.H // 2 - 20)
        ui.panel(surface, box)
        ui.text(surface, "Name this player", 30, (box.centerx, box.y + 32), PALETTE["text_accent"])
        field = pygame.Rect(0, 0, 420, 52)
        field.center = (box.centerx, box.y + 86)
        pygame.draw.rect(surface, PALETTE["white"], field, border_radius=10)
        pygame.draw.rect(surface, PALETTE["panel_border"], field, 3, border_radius=10)
        ui.text(surface, self.name + "_", 32, field.center)
        for index in range(len(KEYS)):
            row, col = divmod(index, COLUMNS)
            cell = pygame.Rect(0, 0, CELL[0] - 8, CELL[1] - 8)
            cell.topleft = (box.x + 34 + col * CELL[0], box.y + 130 + row * CELL[1])
            focused = index == self.focus
            colour = PALETTE["focus"] if focused else PALETTE["panel_alt"]
            pygame.draw.rect(surface, colour, cell, border_radius=8)
            pygame.draw.rect(surface, PALETTE["panel_border"], cell, 2, border_radius=8)
            audit.choice("keys", self._key(index), cell, focused)
            with audit.box(cell, "key"):
                ui.text(surface, self._key(index), 24, cell.center)
