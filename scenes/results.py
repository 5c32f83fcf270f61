"""Results: the winner, every score, and the way on."""

from __future__ import annotations

import random

import pygame

from ecs import art
from ecs.fonts import wrap
from ecs.input import Intent, IntentEvent
from ecs.palette import PALETTE, PLAYER_STYLES
from game.match import Match
from scenes import ui
from scenes.base import Scene


class ResultsScene(Scene):
    overlay = True

    def __init__(self, app, match: Match, replay_path=None):
        super().__init__(app)
        self.match = match
        self.replay_path = replay_path
        self.menu = ui.Menu(
            [ui.Item("Play again", self._again), ui.Item("Back to menu", self._menu)],
            on_move=lambda: app.audio.play("click"),
        )
        self.time = 0.0

    def _again(self) -> None:
        from scenes.menus import start_match

        seats = list(self.match.seats)
        start_match(
            self.app,
            Match(self.match.game, random.randrange(1, 2**31), seats, dict(self.match.options)),
        )

    def _menu(self) -> None:
        from scenes.menus import TitleScene

        self.app.replace(TitleScene(self.app))

    def intent(self, event: IntentEvent) -> None:
        if event.intent == Intent.BACK:
            self._menu()
        else:
            self.menu.intent(event)

    def update(self, dt: float) -> None:
        self.time += dt

    def draw(self, surface: pygame.Surface, alpha: float) -> None:
        ui.dim(surface, 170)
        result = self.match.state.result()
        winner = result["winner"]
        box = pygame.Rect(0, 0, 640, 600)
        box.center = (ui.W // 2, ui.H // 2 - 10)
        ui.panel(surface, box)
        if winner is not None:
            spec = self.match.seats[winner]
            token = art.chicken_token(spec.style, 110)
            surface.blit(token, token.get_rect(center=(box.centerx, box.y + 80)))
            ui.text(
                surface,
                f"{spec.name} wins!",
                48,
                (box.centerx, box.y + 150),
                PALETTE["text_accent"],
            )
        order = sorted(range(len(self.match.seats)), key=lambda s: -result["scores"][s])
        rows = len(order)
        row_h = min(32, 224 // rows)
        for rank, seat in enumerate(order):
            spec = self.match.seats[seat]
            y = box.y + 192 + rank * row_h
            style = PLAYER_STYLES[spec.style]
            badge = art.shape_badge(style.shape, style.colour, row_h - 6)
            surface.blit(badge, badge.get_rect(midleft=(box.x + 150, y)))
            ui.text(
                surface, f"{rank + 1}. {spec.name}", 24, (box.x + 150 + row_h, y), anchor="midleft"
            )
            ui.text(
                surface,
                str(result["scores"][seat]),
                26,
                (box.right - 150, y),
                PALETTE["text_accent"],
                anchor="midright",
            )
        note = f"{result['turns']} turns"
        if self.replay_path is not None:
            note += f"   Replay: fowlplay --replay {self.replay_path}"
        for row, line in enumerate(wrap(note, 18, box.width - 40)):
            ui.text(surface, line, 18, (box.centerx, box.y + 424 + row * 20), PALETTE["text_muted"])
        self.menu.draw(surface, box.centerx, box.bottom - 128, width=320)
        ui.menu_hints(surface, self.app)
