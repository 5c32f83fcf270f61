"""The rules reference, open at any point in a game and scrollable with any device."""

from __future__ import annotations

import pygame

import assets
from ecs.fonts import render_text
from ecs.input import Intent, IntentEvent
from ecs.palette import PALETTE
from scenes import ui
from scenes.base import Scene

LINE = 28
VISIBLE = 18


def rules_text(game: str) -> list[str]:
    path = assets.path("data", f"{game}-rules.txt")
    try:
        return path.read_text(encoding="utf-8").splitlines()
    except OSError:
        return [f"The rules for {game} are not available."]


class RulesScene(Scene):
    overlay = True

    def __init__(self, app, game: str):
        super().__init__(app)
        self.lines = rules_text(game)
        self.top = 0

    @property
    def max_top(self) -> int:
        return max(0, len(self.lines) - VISIBLE)

    def hints(self) -> list:
        return [((Intent.UP, Intent.DOWN), "Scroll"), (Intent.NEXT, "Page"), (Intent.BACK, "Close")]

    def intent(self, event: IntentEvent) -> None:
        if event.intent in (Intent.DOWN, Intent.RIGHT):
            self.top = min(self.max_top, self.top + 1)
        elif event.intent in (Intent.UP, Intent.LEFT):
            self.top = max(0, self.top - 1)
        elif event.intent == Intent.NEXT:
            self.top = min(self.max_top, self.top + VISIBLE)
        elif event.intent == Intent.PREV:
            self.top = max(0, self.top - VISIBLE)
        elif event.intent in (Intent.BACK, Intent.INFO, Intent.MENU, Intent.CONFIRM):
            self.app.pop()

    def draw(self, surface: pygame.Surface, alpha: float) -> None:
        ui.dim(surface, 160)
        box = pygame.Rect(140, 40, 1000, 600)
        ui.panel(surface, box)
        for row, line in enumerate(self.lines[self.top : self.top + VISIBLE]):
            heading = line.isupper() and line.strip() != ""
            colour = PALETTE["text_accent"] if heading else PALETTE["text"]
            image = render_text(line, 26 if heading else 22, colour, shadow=False)
            surface.blit(image, (box.x + 40, box.y + 30 + row * LINE))
        if self.max_top:
            bar = pygame.Rect(box.right - 20, box.y + 30, 8, box.height - 60)
            pygame.draw.rect(surface, PALETTE["panel_alt"], bar, border_radius=4)
            knob_h = max(30, bar.height * VISIBLE // len(self.lines))
            knob_y = bar.y + (bar.height - knob_h) * self.top // self.max_top
            pygame.draw.rect(
                surface,
                PALETTE["panel_border"],
                (bar.x, knob_y, bar.width, knob_h),
                border_radius=4,
            )
