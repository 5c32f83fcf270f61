"""Results: the winner, every score, the game's chart, and the way on."""

from __future__ import annotations

import random

import pygame

from ecs import art, audit
from ecs.fonts import render_text, wrap
from ecs.input import Intent, IntentEvent
from ecs.palette import PALETTE, PLAYER_STYLES
from game import registry
from game.match import Match
from scenes import chart_paint, ui
from scenes.base import Scene
from scenes.words import count

BOX = pygame.Rect(20, 10, 1240, 650)  # clear of the hint bar
HEAD_Y = BOX.y + 40
STANDINGS = pygame.Rect(BOX.x + 26, BOX.y + 100, 446, 230)
HIGHLIGHTS = pygame.Rect(BOX.x + 26, BOX.y + 344, 446, 206)
CHART = pygame.Rect(BOX.x + 490, BOX.y + 86, 730, 470)
BUTTON = (320, 52)  # each of the buttons along the bottom
BUTTON_GAP = 28
BUTTONS_Y = BOX.bottom - 36


class ResultsScene(Scene):
    overlay = True
    still_beneath = True

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
        self.chart = match.chart()
        self._chart_image: tuple[tuple, pygame.Surface] | None = None

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
        return [((Intent.LEFT, Intent.RIGHT), "Move"), (Intent.CONFIRM, "Choose")] + [
            (Intent.BACK, "Menu")
        ]

    def intent(self, event: IntentEvent) -> None:
        """The buttons lie in a row: left and right move along it (up and down too)."""
        if event.intent == Intent.BACK:
            self._menu()
            return
        turn = {Intent.LEFT: Intent.UP, Intent.RIGHT: Intent.DOWN}
        self.menu.intent(IntentEvent(event.device, turn.get(event.intent, event.intent)))

    def button_rects(self) -> list[pygame.Rect]:
        count_ = len(self.menu.items)
        width = count_ * BUTTON[0] + (count_ - 1) * BUTTON_GAP
        left = BOX.centerx - width // 2
        return [
            pygame.Rect(left + i * (BUTTON[0] + BUTTON_GAP), BUTTONS_Y - BUTTON[1] // 2, *BUTTON)
            for i in range(count_)
        ]

    def pointer(self, event: pygame.event.Event) -> None:
        """Hover focuses a button; a click presses it."""
        pos = getattr(event, "pos", None)
        if pos is None:
            return
        for index, rect in enumerate(self.button_rects()):
            if rect.collidepoint(pos):
                self.menu.focus = index
                if event.type == pygame.MOUSEBUTTONDOWN and getattr(event, "button", 0) == 1:
                    self.menu.items[index].action()
                return

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
            headline = f"{spec.name} wins!"
        else:
            spec, headline = None, summary.headline or "Game over"
        self._draw_headline(surface, headline, spec)
        turns = result.get("turns")  # War for Chicken Island counts each seat's turns
        note = count(turns, "turn") if isinstance(turns, int) else count(result["rounds"], "round")
        ui.text(surface, note, 18, (STANDINGS.centerx, HEAD_Y + 36), PALETTE["text_muted"])
        if summary.ladder:
            self._draw_ladder(surface, STANDINGS, summary.ladder)
        else:
            self._draw_standings(surface, STANDINGS, summary.standings)
        self._draw_highlights(surface, HIGHLIGHTS)
        if self.chart is not None:
            surface.blit(self._chart_surface(), CHART)
        self._draw_buttons(surface)

    def _draw_headline(self, surface: pygame.Surface, headline: str, spec) -> None:
        """The headline, with the winner's chicken before it, centred over the standings
        and never wider than the room beside the chart ("Better Cluck Next Time!" at 44 px
        was not): a long one takes smaller print."""
        token = art.chicken_token(spec.style, 64) if spec is not None else None
        lead = token.get_width() + 10 if token is not None else 0
        room = CHART.x - BOX.x - 24 - lead
        wide = min(ui.text_width(headline, 44), room)
        left = STANDINGS.centerx - (lead + wide) // 2 + lead
        colour = PALETTE["text_accent"]
        rect = ui.text(surface, headline, 44, (left, HEAD_Y), colour, anchor="midleft", fit=room)
        if token is not None:
            surface.blit(token, token.get_rect(midright=(rect.left - 10, rect.centery)))

    def _chart_surface(self) -> pygame.Surface:
        """Painted once, again only when colours or text size change."""
        settings = self.app.settings
        key = (settings.palette, settings.text_size)
        if self._chart_image is None or self._chart_image[0] != key:
            image = chart_paint.paint(self.chart, self.match.seats, CHART.size)
            self._chart_image = (key, image)
        return self._chart_image[1]

    def _draw_buttons(self, surface: pygame.Surface) -> None:
        for index, (item, rect) in enumerate(
            zip(self.menu.items, self.button_rects(), strict=True)
        ):
            focused = index == self.menu.focus
            ui.panel(surface, rect, PALETTE["focus"] if focused else PALETTE["panel_alt"])
            if focused:  # more than a colour: an outline and pointers either side
                pygame.draw.rect(surface, PALETTE["outline"], rect, 3, border_radius=12)
            audit.choice("results", item.label, rect, focused)
            with audit.box(rect, "button"):
                label = f"› {item.label} ‹" if focused else item.label
                ui.text(surface, label, 26, rect.center, fit=rect.width - 16)

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
