"""Results: the winner, every score, and the way on."""

from __future__ import annotations

import random

import pygame

from ecs import art
from ecs.fonts import render_text, wrap
from ecs.input import Intent, IntentEvent
from ecs.palette import PALETTE, PLAYER_STYLES
from game import registry
from game.match import Match
from scenes import ui
from scenes.base import Scene
from scenes.words import count

BOX = pygame.Rect(170, 10, 940, 650)  # clear of the hint bar, with room for three buttons


class ResultsScene(Scene):
    overlay = True

    def __init__(self, app, match: Match, replay_path=None):
        super().__init__(app)
        self.match = match
        self.replay_path = replay_path
        items = [ui.Item("Play again", self._again)]
        if replay_path is not None:  # a finished live game was kept: watch it back in-game
            items.append(ui.Item("Watch replay", self._watch))
        self.menu = ui.Menu(
            items + [ui.Item("Back to menu", self._menu)], on_move=lambda: app.audio.play("click")
        )
        self.time = 0.0
        info = self.info = registry.info(match.game)
        names = [seat.name for seat in match.seats]
        self.highlights = info.highlights(match.history(), names) if info.highlights else []

    def _again(self) -> None:
        from scenes.menus import start_match

        seats = list(self.match.seats)
        start_match(
            self.app,
            Match(self.match.game, random.randrange(1, 2**31), seats, dict(self.match.options)),
        )

    def _watch(self) -> None:
        from scenes.replay import open_replay

        open_replay(self.app, self.replay_path)

    def _menu(self) -> None:
        from scenes.menus import TitleScene

        self.app.replace(TitleScene(self.app))

    def hints(self) -> list:
        return ui.menu_hints(back="Menu")

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
        summary = self.info.summary(self.match.state)
        winner = result.get("winner")
        box = BOX
        ui.panel(surface, box)
        if summary.headline is None and winner is not None:
            spec = self.match.seats[winner]
            token = art.chicken_token(spec.style, 100)
            surface.blit(token, token.get_rect(center=(box.centerx, box.y + 62)))
            headline = f"{spec.name} wins!"
        else:
            headline = summary.headline or "Game over"
        ui.text(surface, headline, 48, (box.centerx, box.y + 142), PALETTE["text_accent"])
        left = pygame.Rect(box.x + 40, box.y + 180, box.width // 2 - 60, 220)
        right = pygame.Rect(box.centerx + 20, box.y + 180, box.width // 2 - 60, 220)
        if summary.ladder:
            self._draw_ladder(surface, left, summary.ladder)
        else:
            self._draw_standings(surface, left, summary.standings)
        self._draw_highlights(surface, right)
        note = (
            count(result["turns"], "turn")
            if "turns" in result
            else count(result["rounds"], "round")
        )
        ui.text(surface, note, 18, (box.centerx, box.y + 414), PALETTE["text_muted"])
        self.menu.draw(surface, box.centerx, box.y + 440, width=320, height=48, gap=56)

    def _draw_standings(self, surface: pygame.Surface, area: pygame.Rect, standings) -> None:
        row_h = min(32, area.height // len(standings))
        for rank, (seat, score) in enumerate(standings):
            spec = self.match.seats[seat]
            y = area.y + row_h // 2 + rank * row_h
            style = PLAYER_STYLES[spec.style]
            badge = art.shape_badge(style.shape, style.colour, row_h - 6)
            surface.blit(badge, badge.get_rect(midleft=(area.x, y)))
            ui.text(
                surface, f"{rank + 1}. {spec.name}", 24, (area.x + row_h + 4, y), anchor="midleft"
            )
            ui.text(surface, score, 22, (area.right, y), PALETTE["text_accent"], anchor="midright")

    def _draw_ladder(self, surface: pygame.Surface, area: pygame.Rect, ladder) -> None:
        """The rules' title table, with the title this game reached picked out."""
        row_h = min(36, area.height // len(ladder))
        for index, (line, reached) in enumerate(ladder):
            rect = pygame.Rect(area.x, area.y + index * row_h, area.width, row_h - 4)
            if reached:
                pygame.draw.rect(surface, PALETTE["focus"], rect, border_radius=8)
                star = art.shape_badge("star", PALETTE["gold"], row_h - 10)
                surface.blit(star, star.get_rect(midright=(rect.right - 4, rect.centery)))
            colour = PALETTE["text"] if reached else PALETTE["text_muted"]
            room = rect.width - 8 - row_h  # the star keeps its own end of the row
            at = (rect.x + 8, rect.centery)
            ui.text(surface, line, 17, at, colour, anchor="midleft", fit=room)

    def _draw_highlights(self, surface: pygame.Surface, area: pygame.Rect) -> None:
        ui.text(
            surface,
            "Highlights",
            26,
            (area.x, area.y + 12),
            PALETTE["text_accent"],
            anchor="midleft",
        )
        step = render_text("Ag", 20, PALETTE["text"]).get_height()  # grows with large text
        y = area.y + 30 + step // 2
        for line in self.highlights:  # as many whole highlights as the area holds
            parts = wrap(line, 20, area.width)
            if y + step * len(parts) - step // 2 > area.bottom:
                break
            for part in parts:
                ui.text(surface, part, 20, (area.x, y), anchor="midleft")
                y += step
            y += 6
