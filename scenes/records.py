"""Records: one page per built game with games played, wins by seat type and its bests.

The numbers come from :mod:`game.stats`; this screen only lays them out, so a page is
rebuilt from plain data each frame (text renders are cached by the font layer).
"""

from __future__ import annotations

import pygame

from ecs import art
from ecs.fonts import render_text
from ecs.input import Intent, IntentEvent
from ecs.palette import PALETTE
from game import registry, saves, stats
from scenes import ui
from scenes.base import Scene

BOX = pygame.Rect(140, 160, 1000, 450)


def record_lines(game: str, entry: stats.GameRecords) -> list[tuple[str, str, str]]:
    """The game-specific records as (what, how much, who set it), in the order shown."""
    bests, lines = entry.bests, []
    if entry.fastest is not None:
        unit = stats.FASTEST_UNIT.get(game, "turns")
        lines.append(("Fastest win", f"{entry.fastest} {unit}", ""))
    if game == "chicken" and "streak" in bests:
        turns = "turn" if bests["streak"] == 1 else "turns"
        streak = f"{bests['streak']} scoring {turns} in a row"
        lines.append(("Longest streak", streak, bests.get("streak_by", "")))
    if game == "chicken" and "best_turn" in bests:
        points = f"{bests['best_turn']} points"
        lines.append(("Best single turn", points, bests.get("best_turn_by", "")))
    if game == "zombie":
        lines.append(("Best solo title", bests.get("solo_title", "none yet"), ""))
        lines.append(("Best co-op title", bests.get("coop_title", "none yet"), ""))
    return lines


def _icon(game: str) -> pygame.Surface:
    if game == "zombie":
        return art.zombie_frames(("exploding",), 96)[0]
    if game == "henhouse":
        return art.unit_tile("barn", 56)
    if game == "island":
        return art.miniature("leader", 0, 72)
    return art.chicken_token(0, 96)


class RecordsScene(Scene):
    """Left/right (or next/prev) turn the pages; back leaves."""

    def __init__(self, app):
        super().__init__(app)
        self.games = [info for info in registry.GAMES.values() if info.built]
        self.page = 0
        self._kept: dict = {}  # game id -> its newest replay (or None)
        try:
            self.records, message = stats.load()
        except stats.RecordsUnreadable as exc:
            self.records, message = stats.Records(), f"{exc}; nothing was changed"
        if message:
            app.toast(message)

    def hints(self) -> list:
        watch = [(Intent.CONFIRM, "Watch the last game")] if self._last_game() else []
        return [((Intent.LEFT, Intent.RIGHT), "Game"), *watch, (Intent.BACK, "Back")]

    def _last_game(self):
        """The newest kept game of the page's game, to watch back; None when there is none.
        Looked up once a page (hints are asked every frame)."""
        game = self.games[self.page].id
        if game not in self._kept:
            try:
                kept = saves.replays(game)
            except OSError:
                kept = []
            self._kept[game] = kept[0] if kept else None
        return self._kept[game]

    def intent(self, event: IntentEvent) -> None:
        if event.intent == Intent.CONFIRM and self._last_game() is not None:
            from scenes.replay import open_replay

            open_replay(self.app, self._last_game())
            return
        if event.intent in (Intent.LEFT, Intent.PREV, Intent.RIGHT, Intent.NEXT):
            step = -1 if event.intent in (Intent.LEFT, Intent.PREV) else 1
            self.page = (self.page + step) % len(self.games)
            self.app.audio.play("click")
        elif event.intent in (Intent.BACK, Intent.MENU):
            self.app.audio.play("back")
            self.app.pop()

    def draw(self, surface: pygame.Surface, alpha: float) -> None:
        surface.blit(ui.backdrop(), (0, 0))
        ui.text(surface, "Records", 52, (ui.W // 2, 60), PALETTE["text_light"], shadow=True)
        self._draw_tabs(surface)
        info = self.games[self.page]
        entry = self.records.games.get(info.id, stats.GameRecords())
        ui.panel(surface, BOX)
        icon = _icon(info.id)
        surface.blit(icon, icon.get_rect(center=(BOX.x + 80, BOX.y + 64)))
        ui.text(surface, info.title, 44, (BOX.x + 150, BOX.y + 48), anchor="midleft")
        if not entry.played:
            ui.text(surface, "No games finished yet", 36, BOX.center, PALETTE["text_accent"])
            hint = f"Finish a game of {info.title} and its records start here."
            ui.text(surface, hint, 22, (BOX.centerx, BOX.centery + 44), PALETTE["text_muted"])
        else:
            played = f"{entry.played} game{'' if entry.played == 1 else 's'} finished"
            ui.text(
                surface, played, 22, (BOX.x + 152, BOX.y + 88), PALETTE["text_muted"], "midleft"
            )
            self._draw_seats(surface, entry, pygame.Rect(BOX.x + 40, BOX.y + 130, 440, 300))
            lines = record_lines(info.id, entry)
            self._draw_bests(surface, lines, pygame.Rect(BOX.x + 530, BOX.y + 130, 430, 300))
        self._draw_arrows(surface)

    def _draw_tabs(self, surface: pygame.Surface) -> None:
        """Every game's name; the page shown is picked out."""
        titles = [render_text(info.title, 24, PALETTE["text"]).get_width() for info in self.games]
        widths = [max(180, w + 32) for w in titles]  # each tab as wide as its name
        gap = 12
        left = ui.W // 2 - (sum(widths) + gap * (len(widths) - 1)) // 2
        for index, info in enumerate(self.games):
            rect = pygame.Rect(left + sum(widths[:index]) + gap * index, 100, widths[index], 44)
            shown = index == self.page
            ui.panel(surface, rect, PALETTE["focus"] if shown else PALETTE["panel_alt"])
            colour = PALETTE["text"] if shown else PALETTE["text_muted"]
            at = (rect.centerx, rect.centery - 2)
            ui.text(surface, info.title, 24, at, colour, fit=rect.width - 20)

    def _draw_arrows(self, surface: pygame.Surface) -> None:
        if len(self.games) < 2:
            return
        y = BOX.centery
        for x, way in ((BOX.x - 40, -1), (BOX.right + 40, 1)):
            tip = (x + way * 18, y)
            points = [tip, (x - way * 14, y - 26), (x - way * 14, y + 26)]
            pygame.draw.polygon(surface, PALETTE["focus"], points)
            pygame.draw.polygon(surface, PALETTE["outline"], points, 3)

    def _draw_seats(self, surface: pygame.Surface, entry, area: pygame.Rect) -> None:
        """Games played and won by each seat type, with a bar for the share won."""
        ui.text(surface, "Wins by seat", 28, area.topleft, PALETTE["text_accent"], "topleft")
        head_y = area.y + 54
        for label, x in (("Played", area.x + 190), ("Won", area.x + 270)):
            ui.text(surface, label, 18, (x, head_y), PALETTE["text_muted"], "midright")
        for row, kind in enumerate(stats.SEAT_TYPES):
            y = head_y + 40 + row * 46
            played, won = entry.tally(kind)
            colour = PALETTE["text"] if played else PALETTE["text_muted"]
            name = stats.SEAT_TYPE_NAMES[kind]
            ui.text(surface, name, 24, (area.x, y), colour, "midleft")
            ui.text(surface, str(played), 24, (area.x + 190, y), colour, "midright")
            ui.text(surface, str(won), 24, (area.x + 270, y), colour, "midright")
            bar = pygame.Rect(area.x + 300, y - 9, area.width - 300, 18)
            pygame.draw.rect(surface, PALETTE["panel_alt"], bar, border_radius=9)
            if played and won:
                fill = bar.copy()
                fill.width = max(18, bar.width * won // played)
                pygame.draw.rect(surface, PALETTE["good"], fill, border_radius=9)
            pygame.draw.rect(surface, PALETTE["panel_border"], bar, 2, border_radius=9)

    def _draw_bests(self, surface: pygame.Surface, lines, area: pygame.Rect) -> None:
        ui.text(surface, "Records", 28, area.topleft, PALETTE["text_accent"], "topleft")
        if not lines:
            ui.text(
                surface,
                "No records yet",
                22,
                (area.x, area.y + 60),
                PALETTE["text_muted"],
                "midleft",
            )
            return
        y = area.y + 62
        star = art.shape_badge("star", PALETTE["gold"], 24)
        for what, value, who in lines:
            surface.blit(star, star.get_rect(midleft=(area.x, y + 14)))
            ui.text(surface, what, 20, (area.x + 32, y), PALETTE["text_muted"], "midleft")
            if who:
                ui.text(
                    surface, f"by {who}", 20, (area.right, y), PALETTE["text_muted"], "midright"
                )
            ui.text(surface, value, 26, (area.x + 32, y + 28), anchor="midleft")
            y += 72
