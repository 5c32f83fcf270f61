"""The Chicken! game scene: the rules state, the seats, and the animation queue."""

from __future__ import annotations

from functools import cache

import pygame

from ecs import art, audit
from ecs.input import Intent, IntentEvent
from ecs.palette import PALETTE, PLAYER_STYLES
from ecs.world import SceneWorld
from game import chicken
from game.chicken_odds import choice_odds, reroll_odds
from game.core import Action
from game.match import Match
from scenes import pointing, ui
from scenes.chicken import layout
from scenes.chicken.table import Table
from scenes.match_scene import MatchScene
from scenes.words import count

CHOICES = {
    chicken.CHOOSE: ((chicken.GoForIt(), "Go for it!"), (chicken.ChickenOut(), "Chicken out")),
    chicken.DECIDE: ((chicken.Reroll(), "Reroll"), (chicken.Stop(), "Count chickens")),
}


MUTED = PALETTE["text_muted"]


def _odds_lines(odds) -> list[tuple[str, tuple]]:
    """The odds panel's four lines: a reroll's, or both first choices' of a turn."""
    if isinstance(odds, tuple):  # Go for it / Chicken out, counted straight after the roll
        lines = []
        for (_, label), choice in zip(CHOICES[chicken.CHOOSE], odds, strict=True):
            colour = PALETTE["bad"] if choice.bust >= 0.5 else PALETTE["text"]
            lines.append((f"{label.rstrip('!')}: bust {_percent(choice.bust)}", colour))
            lines.append((f"  then about {choice.expected:.1f} points", PALETTE["text"]))
        return lines
    colour = PALETTE["bad"] if odds.bust >= 0.5 else PALETTE["text"]
    return [
        (f"Bust on reroll: {_percent(odds.bust)}", colour),
        (f"Bank now: {count(odds.banked, 'point')}", PALETTE["text"]),
        (f"Reroll average: {odds.expected_if_reroll:.1f}", PALETTE["text"]),
    ]


def _percent(chance: float) -> str:
    """A chance as players read it: a tiny risk is "<1%", never a misleading "0%"."""
    if 0 < chance < 0.005:
        return "<1%"
    if 0.995 < chance < 1:
        return ">99%"
    return f"{chance:.0%}"


@cache
def _faded_fox() -> pygame.Surface:
    """An empty fox slot: the bust meter shows how many foxes are still safe."""
    icon = art.icon("fox", 26).copy()
    icon.set_alpha(110)
    return icon


SAYS = {action.type: label.rstrip("!") + "!" for pair in CHOICES.values() for action, label in pair}


class ChickenScene(MatchScene):
    """Chicken!'s table, scoreboard, odds panel and the two choices of each decision."""

    rules_id = "chicken"

    def __init__(self, app, match: Match, **kwargs):
        self.focus = 0
        self.show_odds = app.settings.odds_panels
        self._odds_key: int | None = None
        self._board_key: tuple | None = None
        self._board: pygame.Surface | None = None
        self._odds_value = None
        super().__init__(app, match, **kwargs)
        self.static = self._compose_static()

    def _build_table(self) -> None:
        """A fresh world showing the rules state as it stands (at start, and after undo)."""
        self.world = SceneWorld(f"chicken-{id(self)}")
        styles = [seat.style for seat in self.match.seats]
        self.table = Table(self.world, self.state.snapshot(), styles, self.rng)

    def settings_changed(self, old, new) -> None:
        super().settings_changed(old, new)
        self.static = self._compose_static()
        self._board_key = None
        if old.odds_panels != new.odds_panels:
            self.show_odds = new.odds_panels

    def announce(self, seat: int, action: Action) -> None:
        self.focus = 0
        self.table.announce(f"{self.match.seats[seat].name}: {SAYS[action.type]}")

    def intent(self, event: IntentEvent) -> None:
        if event.intent == Intent.NEXT:
            self.show_odds = not self.show_odds
            return
        super().intent(event)

    def turn_input(self, seat: int, event: IntentEvent) -> None:
        choices = CHOICES[self.state.phase]
        if event.intent in (Intent.LEFT, Intent.RIGHT, Intent.UP, Intent.DOWN):
            self.focus = 1 - self.focus
            self.app.audio.play("click")
        elif event.intent == Intent.CONFIRM:
            self.app.audio.play("select")
            self.perform(choices[self.focus][0])
        elif event.intent == Intent.BACK:
            self.app.audio.play("select")
            self.perform(choices[1][0])

    def pointer(self, event: pygame.event.Event) -> None:
        """The mouse: hovering a choice focuses it and a click takes it, one click a
        decision; a click on the odds panel (or its tab) folds or opens it; a click while
        a human's dice tumble shows the outcome now, as confirm does."""
        pos = getattr(event, "pos", None)
        if pos is None or self.click_skips(event):
            return
        odds = layout.ODDS_RECT if self.show_odds else layout.ODDS_TAB
        if pointing.pressed(event) and odds.collidepoint(pos):
            self.show_odds = not self.show_odds
            self.app.audio.play("click")
            return
        if not self._human_choosing():
            return  # an AI's turn, or the table still moving: the mouse never acts for it
        choice = pointing.under(pos, ((i, layout.button_rect(i, True)) for i in range(2)))
        if choice is None:
            return
        if pointing.pressed(event):
            self.focus = choice
            self.app.audio.play("select")
            self.perform(CHOICES[self.state.phase][choice][0])
        elif event.type == pygame.MOUSEMOTION and choice != self.focus:
            self.focus = choice
            self.app.audio.play("click")

    # -- drawing ------------------------------------------------------------------------------

    def _compose_static(self) -> pygame.Surface:
        surface = ui.backdrop().copy()
        spots = layout.track_spots()
        for space, (x, y) in enumerate(spots):
            kind = "start" if space == 0 else "goal" if space == chicken.WIN_SCORE else "normal"
            tile = art.track_tile(space, layout.TILE, kind)
            surface.blit(tile, tile.get_rect(center=(x, y)))
        surface.blit(
            art.coop(layout.COOP_RECT.width, layout.COOP_RECT.height), layout.COOP_RECT.topleft
        )
        ui.panel(surface, layout.TRAY_RECT, PALETTE["panel_alt"])
        for zone, colour in (
            (layout.FOX_ZONE, PALETTE["fox_dark"]),
            (layout.CHICKEN_ZONE, PALETTE["good"]),
        ):
            pygame.draw.rect(surface, colour, layout.zone_frame(zone), 3, border_radius=14)
        ui.panel(surface, layout.BOARD_RECT)
        return surface.convert()  # an opaque copy blits about twice as fast

    def draw(self, surface: pygame.Surface, alpha: float) -> None:
        dx, dy = self.table.shake_offset()
        surface.blit(self.static, (dx, dy))
        self._draw_zone_labels(surface)
        self._draw_scoreboard(surface)
        self._draw_banner(surface)
        self.world.render(surface, alpha, (dx, dy))
        ui.flash(surface, self.table.flash, PALETTE["bad"])
        if self.show_odds:
            self._draw_odds(surface)
        else:
            self._draw_odds_tab(surface)
        self._draw_choices(surface)
        self.draw_ticker(surface)
        if self.replay_ended():
            box = pygame.Rect(0, 0, 520, 70)
            box.center = (layout.TRAY_RECT.centerx, layout.BUTTONS_Y)
            ui.panel(surface, box)
            ui.text(surface, "End of the saved game", 30, box.center)
        if self.speed > 1:
            ui.text(
                surface,
                ">> FAST",
                24,
                (layout.TRAY_RECT.right - 12, layout.TRAY_RECT.y + 14),
                PALETTE["gold"],
                anchor="topright",
                shadow=True,
            )

    def _draw_zone_labels(self, surface: pygame.Surface) -> None:
        shown = self.table.shown
        foxes = len(shown.in_zone("foxes"))
        fox_box = layout.zone_box(layout.FOX_ZONE)
        ui.text(surface, "Foxes", 24, (fox_box.centerx, fox_box.y + 18), PALETTE["fox_dark"])
        for i in range(chicken.BUST_FOXES):
            icon = art.icon("fox", 30) if i < foxes else _faded_fox()
            centre = (fox_box.centerx + (i - 1) * 36, layout.FOX_ZONE.bottom + layout.FOOTER)
            surface.blit(icon, icon.get_rect(center=centre))
        hen_box = layout.zone_box(layout.CHICKEN_ZONE)
        ui.text(surface, "Chickens", 24, (hen_box.centerx, hen_box.y + 18), PALETTE["good"])
        points = shown.turn_points()
        words, colour = count(points, "point"), PALETTE["ink"]
        if shown.busted:
            words, colour = "Lost!", PALETTE["bad"]
        footer = layout.points_footer().center
        ui.text(surface, words, 24, footer, colour, fit=layout.CHICKEN_ZONE.width)
        coop_left = len(shown.in_zone("coop"))
        ui.text(
            surface,
            f"Coop: {count(coop_left, 'die')}",
            22,
            (layout.COOP_RECT.centerx, layout.COOP_RECT.bottom - 14),
            PALETTE["text_light"],
            shadow=True,
        )

    def _draw_scoreboard(self, surface: pygame.Surface) -> None:
        """The scoreboard is redrawn only when a score or the active seat changes."""
        key = (tuple(self.table.shown.scores), self.table.shown.seat, str(self.drivers.devices))
        if key != self._board_key:
            self._board_key = key
            self._board = pygame.Surface(layout.BOARD_RECT.size, pygame.SRCALPHA)
            self._paint_scoreboard(
                self._board, layout.BOARD_RECT.move(-layout.BOARD_RECT.x, -layout.BOARD_RECT.y)
            )
        surface.blit(self._board, layout.BOARD_RECT)

    def _paint_scoreboard(self, surface: pygame.Surface, board: pygame.Rect) -> None:
        ui.text(surface, f"First to {chicken.WIN_SCORE}", 26, (board.centerx, board.y + 24))
        rows = len(self.match.seats)
        height = layout.score_row_height(rows)
        for seat, spec in enumerate(self.match.seats):
            row = pygame.Rect(
                board.x + 10, board.y + 48 + seat * height, board.width - 20, height - 4
            )
            if seat == self.table.shown.seat:
                pygame.draw.rect(surface, PALETTE["focus"], row, border_radius=10)
            style = PLAYER_STYLES[spec.style]
            badge = art.shape_badge(style.shape, style.colour, min(34, height - 12))
            surface.blit(badge, badge.get_rect(midleft=(row.x + 6, row.centery)))
            left = row.x + 48
            score = ui.text(  # on the name's line: the device's line below has the row's width
                surface,
                str(self.table.shown.scores[seat]),
                30,
                (row.right - 10, row.centery - 8),
                PALETTE["text_accent"],
                anchor="midright",
            )
            at = (left, row.centery - 10)
            ui.text(surface, spec.name[:14], 21, at, anchor="midleft", fit=score.left - 6 - left)
            who = f"AI {spec.level}" if spec.is_ai else self.device_name(seat)
            ui.text(
                surface,
                who,
                16,
                (left, row.centery + 13),
                PALETTE["text_muted"],
                anchor="midleft",
                fit=row.right - 8 - left,
            )

    def _draw_banner(self, surface: pygame.Surface) -> None:
        tray = layout.TRAY_RECT
        seat = self.table.shown.seat
        spec = self.match.seats[seat]
        style = PLAYER_STYLES[spec.style]
        badge = art.shape_badge(style.shape, style.colour, 34)
        title = f"{spec.name}'s turn"
        rect = ui.text(surface, title, 34, (tray.centerx + 20, tray.y + 28))
        surface.blit(badge, badge.get_rect(midright=(rect.left - 10, rect.centery)))
        if self.idle() and not self.state.is_over() and not self.table.calling_out():
            hand, middle = len(self.state.hand), len(self.state.middle)
            if self.state.phase == chicken.CHOOSE:
                note = f"{count(hand, 'die')} passed: go for it, or chicken out with 4 white dice"
            else:
                note = f"{count(middle, 'die')} in the middle: reroll once, or count"
            ui.text(surface, note, 20, (tray.centerx, tray.y + 58), PALETTE["text_muted"])

    def _draw_choices(self, surface: pygame.Surface) -> None:
        if not self._human_choosing():
            return
        for index, (_, label) in enumerate(CHOICES[self.state.phase]):
            focused = index == self.focus
            rect = layout.button_rect(index, focused)
            colour = PALETTE["focus"] if focused else PALETTE["panel"]
            ui.panel(surface, rect, colour)
            if focused:  # more than a colour: a dark outline and pointers either side
                pygame.draw.rect(surface, PALETTE["outline"], rect, 3, border_radius=12)
            audit.choice("choices", label, rect, focused)
            with audit.box(rect, "choice"):
                ui.text(surface, f"› {label} ‹" if focused else label, 30, rect.center)

    def _draw_odds(self, surface: pygame.Surface) -> None:
        box = layout.ODDS_RECT
        ui.panel(surface, box)
        ui.text(surface, "Odds", 22, (box.centerx, box.y + 16), PALETTE["text_accent"])
        odds = self._odds() if self.idle() else None
        if odds is None:
            ui.text(surface, "Once the dice stop", 20, (box.centerx, box.centery + 8), MUTED)
            return
        for line, (words, colour) in enumerate(_odds_lines(odds)):
            at = (box.x + 14, box.y + 40 + line * 21 + line // 2 * 3)  # a gap between pairs
            ui.text(surface, words, 19, at, colour, anchor="midleft", fit=box.width - 24)

    def _draw_odds_tab(self, surface: pygame.Surface) -> None:
        """The folded odds panel: a tab that says it is there, for a click to open."""
        tab = layout.ODDS_TAB
        ui.panel(surface, tab, PALETTE["panel_alt"])
        ui.text(surface, "Show odds", 20, tab.center, PALETTE["text_accent"])

    def _odds(self):
        """The odds of the decision on show, worked out once per action."""
        key = len(self.match.actions)
        if self._odds_key != key:
            self._odds_key = key
            view = self.state.view(self.state.seat)
            self._odds_value = reroll_odds(view) or choice_odds(view)
        return self._odds_value

    def _human_choosing(self) -> bool:
        seat = self.state.current_seat()
        return seat is not None and self.idle() and self.drivers.is_human(seat)

    def ticker_rect(self) -> pygame.Rect | None:
        """Below the scoreboard's rows, as many as there are seats; None when seven or
        eight rows leave no room for two lines (the History key still shows them all)."""
        from scenes.history import ticker_height

        board = layout.BOARD_RECT
        top = board.y + 48 + len(self.match.seats) * layout.score_row_height(len(self.match.seats))
        rect = pygame.Rect(board.x + 8, top + 4, board.width - 16, board.bottom - 8 - top - 4)
        return rect if rect.height >= ticker_height(2) else None

    def choice_rects(self) -> list[pygame.Rect]:
        """The two buttons and the points they would bank, while a human here is choosing:
        toasts and guides keep clear of them."""
        if not self._human_choosing():
            return []
        return [self.tutorial_anchor("choices"), layout.points_footer()]

    def tutorial_anchor(self, name: str) -> pygame.Rect | None:
        """Where the first-time guide may point (scenes/tutorial.py); None: not on show."""
        rects = {
            "choices": layout.button_rect(0, True).union(layout.button_rect(1, True)),
            "foxes": layout.zone_box(layout.FOX_ZONE),
            "chickens": layout.zone_box(layout.CHICKEN_ZONE),
            "coop": layout.COOP_RECT,
            "odds": layout.ODDS_RECT if self.show_odds else None,
            "track": layout.TRACK_RECT,
            "scores": layout.BOARD_RECT,
            "tray": layout.TRAY_RECT,
        }
        return rects.get(name)

    def hints(self) -> list:
        seat = self.state.current_seat()
        hints = [(Intent.BACK, "Back to menu")] if self.replay_ended() else []
        if seat is not None and self.idle() and self.drivers.is_human(seat):
            first, second = CHOICES[self.state.phase]
            hints += [(Intent.CONFIRM, (first, second)[self.focus][1])]
            if self.focus == 0:  # back is the shortcut to the other choice: never said twice
                hints += [(Intent.BACK, second[1])]
        hints += self.undo_hint()
        hints += [
            (Intent.FAST, "Fast"),
            (Intent.NEXT, "Odds"),
            (Intent.INFO, "Rules"),
            (Intent.MENU, "Menu"),
            (Intent.HISTORY, "History"),
        ]
        return hints
