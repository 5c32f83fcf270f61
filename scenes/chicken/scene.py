"""The Chicken! game scene: the rules state, the seats, and the animation queue."""

from __future__ import annotations

import random
from collections import deque
from collections.abc import Callable
from functools import cache

import pygame

from ecs import art
from ecs.input import DeviceEvent, Intent, IntentEvent
from ecs.palette import PALETTE, PLAYER_STYLES
from ecs.world import SceneWorld
from game import chicken, saves
from game.chicken_odds import reroll_odds
from game.core import Action, Event, IllegalAction
from game.match import Match
from scenes import ui
from scenes.base import Scene
from scenes.chicken import layout
from scenes.chicken.table import Table
from scenes.seats import SeatDrivers

TURBO = 4.0  # animation speed while fast-forward is on

CHOICES = {
    chicken.CHOOSE: ((chicken.GoForIt(), "Go for it!"), (chicken.ChickenOut(), "Chicken out")),
    chicken.DECIDE: ((chicken.Reroll(), "Reroll"), (chicken.Stop(), "Count chickens")),
}


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


class ChickenScene(Scene):
    """Plays one match: applies actions from seats, animates the events they cause."""

    def __init__(
        self,
        app,
        match: Match,
        *,
        replay: list[Action] | None = None,
        autosave: bool = True,
        on_events: Callable[[list[Event]], None] | None = None,
        turbo: bool = False,
    ):
        super().__init__(app)
        self.match = match
        self.autosave = autosave and replay is None
        self.on_events = on_events
        self.rng = random.Random(f"cosmetic:{match.seed}")
        self._build_table()
        self.drivers = SeatDrivers(match, replay)
        self.queue: deque[Event] = deque()
        if not match.actions:
            self._emit(match.opening_events())
        self.wait = 0.0
        self.speed = TURBO if turbo else 1.0
        self.focus = 0
        self.show_odds = True
        self._odds_key: int | None = None
        self._board_key: tuple | None = None
        self._board: pygame.Surface | None = None
        self._odds_value = None
        self.finished = False
        self.replay_path = None  # where a finished game is kept for --replay
        self.save_failed = False
        self.static = self._compose_static()

    # -- flow -----------------------------------------------------------------------------

    @property
    def state(self) -> chicken.ChickenState:
        return self.match.state  # type: ignore[return-value]

    def _emit(self, events: list[Event]) -> None:
        self.queue.extend(events)
        if self.on_events:
            self.on_events(events)

    def idle(self) -> bool:
        """No animation left to play: the table shows the rules state."""
        return not self.queue and self.wait <= 0 and self.table.settle_at is None

    def perform(self, action: Action) -> bool:
        """Apply an action for the seat to act; a refusal is shown and changes nothing."""
        try:
            events = self.match.apply(action)
        except IllegalAction as exc:
            self.app.toast(f"Not allowed: {exc.reason}")
            return False
        self.focus = 0
        name = self.match.seats[self.match.movers[-1]].name
        self.table.announce(f"{name}: {SAYS[action.type]}")
        self._emit(events)
        self._save()
        return True

    def _save(self) -> None:
        """Keep an unfinished game for Resume; a finished one moves to the replays, once."""
        if not self.autosave:
            return
        try:
            if not self.state.is_over():
                saves.write(saves.resume_path(self.match.game), self.match)
            elif self.replay_path is None:
                saves.clear_resume(self.match.game)
                self.replay_path = saves.archive(self.match)
        except OSError as exc:
            if not self.save_failed:  # say it once; play goes on, and saving is retried
                self.app.toast(f"Cannot save to {saves.home()}: {exc.strerror or exc}")
            self.save_failed = True
        else:
            self.save_failed = False

    def update(self, dt: float) -> None:
        dt *= self.speed
        self.world.update(dt)
        cue = self.table.tick(dt)
        if cue:
            self.app.audio.play(cue)
        if self.wait > 0:
            self.wait -= dt
            return
        if self.queue:
            self.wait = self.table.play(self.queue.popleft())
            cue = self.table.tick(0.0)
            if cue:
                self.app.audio.play(cue)
            return
        if not self.idle():
            return
        if self.state.is_over():
            self._finish()
            return
        seat = self.state.current_seat()
        action = self.drivers.poll(seat, dt)
        if action is not None:
            self.perform(action)

    def _finish(self) -> None:
        if self.finished:
            return
        self.finished = True
        from scenes.results import ResultsScene

        self.app.push(ResultsScene(self.app, self.match, self.replay_path))

    def skip(self) -> None:
        """Fast-forward: finish what is playing and everything queued."""
        while self.queue or self.table.settle_at is not None:
            self.table.finish()
            if self.queue:
                self.table.play(self.queue.popleft())
                self.table.tick(0.0)
        self.table.finish()
        self.wait = 0.0

    # -- input ------------------------------------------------------------------------------

    def replay_ended(self) -> bool:
        """A replayed save that stops before the game's end (an unfinished game)."""
        return self.drivers.replay == [] and self.idle() and not self.state.is_over()

    def intent(self, event: IntentEvent) -> None:
        if self.replay_ended() and event.intent in (Intent.CONFIRM, Intent.BACK):
            from scenes.menus import TitleScene

            self.app.replace(TitleScene(self.app))
            return
        if event.intent == Intent.MENU:
            from scenes.pause import PauseScene

            self.app.push(PauseScene(self.app, self))
            return
        if event.intent == Intent.INFO:
            from scenes.rules_overlay import RulesScene

            self.app.push(RulesScene(self.app, "chicken"))
            return
        if event.intent == Intent.FAST:
            self.skip()
            self.speed = 1.0 if self.speed > 1 else TURBO
            return
        if event.intent == Intent.NEXT:
            self.show_odds = not self.show_odds
            return
        if event.intent == Intent.PREV:
            self._undo(event.device)
            return
        seat = self.state.current_seat()
        if seat is None or not self.drivers.accepts(seat, event.device):
            return
        if not self.idle():
            if event.intent == Intent.CONFIRM:
                self.skip()  # an impatient player sees the outcome now; the next press acts
            return
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

    def _undo(self, device: str) -> None:
        """Take back the last Count of the human on this device, if the rules allow it."""
        for seat in self.drivers.human_seats(device):
            if self.match.undoable(seat):
                self.skip()
                self.match.undo(seat)
                self.drivers.forget()
                self.world.delete()
                self._build_table()
                self._save()
                self.app.toast("Undone: your turn again")
                return
        self.app.toast("Nothing to undo: rolls and other players' moves are final")

    def _build_table(self) -> None:
        """A fresh world showing the rules state as it stands (at start, and after undo)."""
        self.world = SceneWorld(f"chicken-{id(self)}")
        styles = [seat.style for seat in self.match.seats]
        self.table = Table(self.world, self.state.snapshot(), styles, self.rng)

    def enter(self) -> None:
        """A resumed game may name a controller that is not plugged in (any more)."""
        for device in dict.fromkeys(self.drivers.devices.values()):
            if device and not self.app.router.is_connected(device):
                self._lost(device)

    def device(self, event: DeviceEvent) -> None:
        if event.kind == "lost" and self.drivers.uses_device(event.device):
            self._lost(event.device)

    def _lost(self, device: str) -> None:
        from scenes.device_lost import DeviceLostScene

        self.app.push(DeviceLostScene(self.app, self.drivers, device, self.match))

    def on_close(self) -> None:
        self._save()

    def leave(self) -> None:
        self.drivers.close()
        self.world.delete()

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
            pygame.draw.rect(surface, colour, zone.inflate(8, 30).move(0, 8), 3, border_radius=14)
        ui.panel(surface, layout.BOARD_RECT)
        return surface.convert()  # an opaque copy blits about twice as fast

    def draw(self, surface: pygame.Surface, alpha: float) -> None:
        dx, dy = self.table.shake_offset()
        surface.blit(self.static, (dx, dy))
        self._draw_zone_labels(surface)
        self._draw_scoreboard(surface)
        self._draw_banner(surface)
        self.world.render(surface, alpha, (dx, dy))
        if self.show_odds:
            self._draw_odds(surface)
        self._draw_choices(surface)
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
            centre = (fox_box.centerx + (i - 1) * 36, fox_box.bottom - 20)
            surface.blit(icon, icon.get_rect(center=centre))
        hen_box = layout.zone_box(layout.CHICKEN_ZONE)
        ui.text(surface, "Chickens", 24, (hen_box.centerx, hen_box.y + 18), PALETTE["good"])
        points = shown.turn_points()
        words, colour = f"{points} pt" + ("" if points == 1 else "s"), PALETTE["ink"]
        if shown.busted:
            words, colour = "Lost!", PALETTE["bad"]
        ui.text(surface, words, 26, (hen_box.centerx, hen_box.bottom - 20), colour)
        coop_left = len(shown.in_zone("coop"))
        ui.text(
            surface,
            f"Coop: {coop_left} " + ("die" if coop_left == 1 else "dice"),
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

    def _device_name(self, seat: int) -> str:
        """Which device plays a human seat, so the couch knows whose turn it is to press."""
        device = self.drivers.device_of(seat)
        return self.app.router.label(device) if device else "Any device"

    def _paint_scoreboard(self, surface: pygame.Surface, board: pygame.Rect) -> None:
        ui.text(surface, f"First to {chicken.WIN_SCORE}", 26, (board.centerx, board.y + 24))
        rows = len(self.match.seats)
        height = min(52, (board.height - 56) // rows)
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
            ui.text(surface, spec.name[:14], 21, (left, row.centery - 8), anchor="midleft")
            who = f"AI {spec.level}" if spec.is_ai else self._device_name(seat)
            ui.text(
                surface, who, 15, (left, row.centery + 12), PALETTE["text_muted"], anchor="midleft"
            )
            ui.text(
                surface,
                str(self.table.shown.scores[seat]),
                30,
                (row.right - 10, row.centery),
                PALETTE["text_accent"],
                anchor="midright",
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
            hand = len(self.state.hand)
            if self.state.phase == chicken.CHOOSE:
                note = f"{hand} dice passed: go for it, or chicken out with the 4 white dice"
            else:
                note = f"{len(self.state.middle)} dice in the middle: reroll once, or count"
            ui.text(surface, note, 20, (tray.centerx, tray.y + 58), PALETTE["text_muted"])

    def _draw_choices(self, surface: pygame.Surface) -> None:
        seat = self.state.current_seat()
        if seat is None or not self.idle() or not self.drivers.is_human(seat):
            return
        tray = layout.TRAY_RECT
        for index, (_, label) in enumerate(CHOICES[self.state.phase]):
            rect = pygame.Rect(0, 0, 262, 58)
            rect.center = (tray.centerx + (index * 2 - 1) * 140, layout.BUTTONS_Y)
            focused = index == self.focus
            colour = PALETTE["focus"] if focused else PALETTE["panel"]
            ui.panel(surface, rect.inflate(8, 8) if focused else rect, colour)
            ui.text(surface, label, 30, rect.center)

    def _draw_odds(self, surface: pygame.Surface) -> None:
        box = layout.ODDS_RECT
        ui.panel(surface, box)
        ui.text(surface, "Odds", 24, (box.centerx, box.y + 18), PALETTE["text_accent"])
        odds = self._odds() if self.idle() else None
        if odds is None:
            ui.text(
                surface,
                "After a first roll",
                20,
                (box.centerx, box.centery + 8),
                PALETTE["text_muted"],
            )
            return
        colour = PALETTE["bad"] if odds.bust >= 0.5 else PALETTE["text"]
        ui.text(
            surface,
            f"Bust on reroll: {_percent(odds.bust)}",
            22,
            (box.x + 14, box.y + 52),
            colour,
            anchor="midleft",
        )
        ui.text(
            surface, f"Bank now: {odds.banked} pts", 20, (box.x + 14, box.y + 80), anchor="midleft"
        )
        ui.text(
            surface,
            f"Reroll average: {odds.expected_if_reroll:.1f}",
            20,
            (box.x + 14, box.y + 106),
            anchor="midleft",
        )

    def _odds(self):
        """Reroll odds for the current position, worked out once per action."""
        key = len(self.match.actions)
        if self._odds_key != key:
            self._odds_key = key
            self._odds_value = reroll_odds(self.state.view(self.state.seat))
        return self._odds_value

    def hint_device(self) -> str | None:
        seat = self.state.current_seat()
        return self.drivers.device_of(seat) if seat is not None else None

    def hints(self) -> list:
        seat = self.state.current_seat()
        hints = [(Intent.BACK, "Back to menu")] if self.replay_ended() else []
        if seat is not None and self.idle() and self.drivers.is_human(seat):
            first, second = CHOICES[self.state.phase]
            hints += [(Intent.CONFIRM, (first, second)[self.focus][1]), (Intent.BACK, second[1])]
        undoer = self.match.movers[-1] if self.match.movers else None
        if undoer is not None and self.drivers.is_human(undoer) and self.match.undoable(undoer):
            hints.append((Intent.PREV, f"Undo ({self.match.seats[undoer].name})"))
        hints += [
            (Intent.FAST, "Fast"),
            (Intent.NEXT, "Odds"),
            (Intent.INFO, "Rules"),
            (Intent.MENU, "Menu"),
        ]
        return hints
