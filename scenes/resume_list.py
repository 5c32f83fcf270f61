"""Resume: unfinished games, newest first, to play on or to delete: one game's, or every
game's at once when the title has unfinished games of several (one row there, not four).

Every unfinished game keeps its own file until it is finished or deleted here, so the
list is the only place a saved game goes away before its end, and only after a yes.
"""

from __future__ import annotations

import pygame

from ecs.input import Intent, IntentEvent
from ecs.palette import PALETTE
from game import registry, saves
from scenes import ui
from scenes.base import Scene

SHOWN = 6  # rows on screen at once; the list scrolls past that


def describe(info: registry.GameInfo, game: saves.Unfinished) -> tuple[str, str]:
    """A saved game's row: when and who, then where it stands."""
    names = [seat.name for seat in game.match.seats]
    where = info.progress(game.match.state, names) if info.progress else ""
    return f"{game.when} · {', '.join(names)}"[:60], where[:80]


class ResumeListScene(Scene):
    def __init__(self, app, info: registry.GameInfo | None, games: list[saves.Unfinished]):
        """``info`` None: games of several titles, each row naming its own."""
        super().__init__(app)
        self.info = info
        self.games = sorted(games, key=lambda u: (u.saved, u.path.name), reverse=True)
        self.focus = 0
        self.deleting: int | None = None  # the row waiting for a yes to delete

    def _row(self, game: saves.Unfinished) -> tuple[str, str]:
        info = self.info or registry.info(game.match.game)
        label, where = describe(info, game)
        return (label if self.info else f"{info.title} · {label}"[:70]), where

    def hints(self) -> list:
        if self.deleting is not None:
            return [(Intent.CONFIRM, "Delete for good"), (Intent.BACK, "Keep it")]
        return [
            ((Intent.UP, Intent.DOWN), "Move"),
            (Intent.CONFIRM, "Resume"),
            (Intent.INFO, "Delete"),
            (Intent.BACK, "Back"),
        ]

    def intent(self, event: IntentEvent) -> None:
        if self.deleting is not None:
            self._answer(event.intent)
        elif event.intent in (Intent.UP, Intent.DOWN):
            self.focus = (self.focus + (1 if event.intent == Intent.DOWN else -1)) % len(self.games)
            self.app.audio.play("click")
        elif event.intent == Intent.CONFIRM:
            from scenes.menus import start_match

            chosen = self.games[self.focus]
            self.app.audio.play("select")
            start_match(self.app, chosen.match, slot=chosen.path)
        elif event.intent == Intent.INFO:
            self.deleting = self.focus
            self.app.audio.play("click")
        elif event.intent in (Intent.BACK, Intent.MENU):
            self.app.audio.play("back")
            self.app.pop()

    def _answer(self, intent: Intent) -> None:
        if intent == Intent.CONFIRM:
            gone = self.games.pop(self.deleting)
            try:
                saves.delete(gone.path)
            except OSError as exc:
                self.games.insert(self.deleting, gone)
                self.app.toast(f"Cannot delete {gone.path.name}: {exc.strerror or exc}")
            else:
                title = (self.info or registry.info(gone.match.game)).title
                self.app.toast(f"Deleted the {title} game of {gone.when}")
            self.deleting = None
            self.focus = min(self.focus, len(self.games) - 1)
            if not self.games:
                self.app.pop()
        elif intent in (Intent.BACK, Intent.MENU):
            self.deleting = None

    def draw(self, surface: pygame.Surface, alpha: float) -> None:
        surface.blit(ui.backdrop(), (0, 0))
        heading = f"Unfinished {self.info.title} games" if self.info else "Unfinished games"
        ui.text(surface, heading, 44, (ui.W // 2, 70), PALETTE["text_light"], shadow=True, fit=1100)
        first = min(max(0, self.focus - SHOWN + 1), max(0, len(self.games) - SHOWN))
        for row, index in enumerate(range(first, min(first + SHOWN, len(self.games)))):
            label, where = self._row(self.games[index])
            rect = pygame.Rect(0, 0, 900, 74)
            rect.midtop = (ui.W // 2, 130 + row * 84)
            focused = index == self.focus
            ui.panel(surface, rect, PALETTE["focus"] if focused else PALETTE["panel"])
            mark = "› " if focused else ""
            ui.text(surface, mark + label, 26, (rect.centerx, rect.y + 24), fit=870)
            ui.text(surface, where, 20, (rect.centerx, rect.y + 54), PALETTE["text"], fit=870)
        if first + SHOWN < len(self.games):
            more = f"{len(self.games) - first - SHOWN} more below"
            ui.text(surface, more, 20, (ui.W // 2, 640), PALETTE["text_light"], shadow=True)
        if self.deleting is not None:
            self._draw_question(surface)

    def _draw_question(self, surface: pygame.Surface) -> None:
        label, where = self._row(self.games[self.deleting])
        ui.dim(surface, 170)
        box = pygame.Rect(0, 0, 820, 220)
        box.center = (ui.W // 2, ui.H // 2)
        ui.panel(surface, box)
        ui.text(surface, "Delete this game?", 40, (box.centerx, box.y + 45), PALETTE["text_accent"])
        ui.text(surface, label, 24, (box.centerx, box.y + 105), fit=780)
        ui.text(surface, where, 20, (box.centerx, box.y + 140), fit=780)
        ui.text(surface, "It cannot be brought back.", 20, (box.centerx, box.y + 180))
