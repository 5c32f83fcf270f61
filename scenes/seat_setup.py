"""Seat setup, couch style: press confirm on your own device to join.

Each seat is a human bound to a device (several seats may share one and pass it
round) or an AI at easy, normal or hard, with its own colour and shape. With phones on
(the Phones row, or Settings), a QR code beside the seats lets a phone join the same way
(scenes/phone_lobby.py).
"""

from __future__ import annotations

import random
from dataclasses import replace

import pygame

from ecs import art, audit
from ecs.input import Intent, IntentEvent
from ecs.palette import PALETTE, PLAYER_STYLES
from game.match import Match, SeatSpec
from game.registry import GameInfo
from scenes import ui
from scenes.base import Scene
from scenes.phone_lobby import PhoneLobby
from scenes.seats import AI_NAMES, LEVELS, is_phone

KINDS = ("human", *LEVELS)  # what left/right cycles through on a seat row
JOIN_WORDS = {
    False: "New player? Press confirm on your own keyboard half or controller.",
    True: "New player? Press confirm on a keyboard half or controller, or join by phone.",
}
PHONES_HELP = {
    False: "Turn phones on to let phones on the same Wi-Fi join by scanning a code.",
    True: "Each phone plays one seat and shows its hand privately: no passing round.",
}


class SeatSetupScene(Scene):
    def __init__(self, app, info: GameInfo, device: str):
        super().__init__(app)
        app.audio.preload(info.id)  # the game's loop, loaded while players join
        self.info = info
        self.seats: list[SeatSpec] = [SeatSpec("Player 1", 0, "human", "normal", device)]
        self.seats.append(self._ai_seat(1, "normal"))
        while len(self.seats) < info.min_players:
            self.seats.append(self._ai_seat(len(self.seats), "normal"))
        self.options: dict = {opt.key: opt.choices[0][0] for opt in info.options}
        self.focus = 0
        self.lobby: PhoneLobby | None = None  # while phones are on
        self._handed: dict[int, int] = {}  # seat -> the phone that opens its link at the start

    # -- phones -----------------------------------------------------------------------------

    def enter(self) -> None:
        self._follow_phones()

    def leave(self) -> None:
        if self.lobby is not None:
            self.lobby.hand_over(self._handed)  # the match exists now: its links are made
            self.lobby.close()
            self.lobby = None

    def update(self, dt: float) -> None:
        self._follow_phones()
        if self.lobby is not None:
            self.lobby.update()

    def _follow_phones(self) -> None:
        """Open the lobby when phones are on; when they go off, phone seats go to AIs."""
        hub = self.app.phones
        if hub is not None and (self.lobby is None or self.lobby.hub is not hub):
            self.lobby = PhoneLobby(self, hub)
        elif hub is None and self.lobby is not None:
            self.lobby = None
            for seat in self.seats:
                if not seat.is_ai and is_phone(seat.device):
                    self.device_left(seat.device)

    def _toggle_phones(self) -> None:
        from scenes.phone_seats import set_phones

        set_phones(self.app, self.app.phones is None)
        self._follow_phones()
        self.app.audio.play("click")

    def phone_joined(self, device: str) -> None:
        """A phone tapped Join: as confirm on a new device (a seated phone is ignored)."""
        if device not in self._bound_devices():
            self._join(device)

    def device_left(self, device: str) -> None:
        """A phone closed its page: its seat goes to an AI, in the same colour and shape."""
        for index, seat in enumerate(self.seats):
            if not seat.is_ai and seat.device == device:
                del self.seats[index]
                self.seats.insert(index, self._ai_seat(index, "normal", seat.style))
                self.app.toast(f"{seat.name}'s phone left: an AI has the seat")

    def who(self, seat: SeatSpec) -> str:
        """Who plays a seat, in the words its row shows."""
        if seat.is_ai:
            return f"AI: {seat.level}"
        if is_phone(seat.device):
            return "Phone"
        return self.app.router.label(seat.device) if seat.device else "Any device"

    # -- seats ------------------------------------------------------------------------------

    def _free_style(self, after: int = -1, step: int = 1) -> int:
        used = {s.style for s in self.seats}
        for k in range(1, 9):
            style = (after + k * step) % 8
            if style not in used:
                return style
        return max(after, 0)

    def _ai_seat(self, index: int, level: str, style: int | None = None) -> SeatSpec:
        used = {s.name for s in self.seats}
        name = next(n for n in AI_NAMES[index:] + AI_NAMES if n not in used)
        return SeatSpec(name, self._free_style() if style is None else style, "ai", level)

    def _human_seat(self, device: str, style: int | None = None) -> SeatSpec:
        used = {s.name for s in self.seats}
        number = next(n for n in range(1, 10) if f"Player {n}" not in used)
        chosen = self._free_style() if style is None else style
        return SeatSpec(f"Player {number}", chosen, "human", "normal", device)

    def shown_options(self) -> list:
        """The game's options that apply to this many players (co-op has no solo)."""
        return [o for o in self.info.options if o.shown(self.options, len(self.seats))]

    @property
    def rows(self) -> int:
        return len(self.seats) + 3 + len(self.shown_options())  # seats, add, options, phones, start

    @property
    def phones_row(self) -> int:
        return len(self.seats) + 1 + len(self.shown_options())

    def _option_at(self, row: int):
        index = row - len(self.seats) - 1
        shown = self.shown_options()
        return shown[index] if 0 <= index < len(shown) else None

    def _cycle_option(self, option, step: int) -> None:
        values = [value for value, _ in option.choices]
        current = values.index(self.options[option.key])
        self.options[option.key] = values[(current + step) % len(values)]
        # Rows above may come or go with the change (Flag Mode hides Hardcore): the focus
        # follows the row being edited, never onto another.
        keys = [o.key for o in self.shown_options()]
        if option.key in keys:
            self.focus = len(self.seats) + 1 + keys.index(option.key)
        else:
            self.focus = min(self.focus, self.rows - 1)

    def _bound_devices(self) -> set[str]:
        return {s.device for s in self.seats if not s.is_ai and s.device}

    def _cycle_kind(self, index: int, step: int, device: str) -> None:
        seat = self.seats[index]
        kind = "human" if not seat.is_ai else seat.level
        new = KINDS[(KINDS.index(kind) + step) % len(KINDS)]
        del self.seats[index]  # frees its name while the replacement is named
        if new == "human":
            replacement = self._human_seat(device, seat.style)
        elif seat.is_ai:
            replacement = SeatSpec(seat.name, seat.style, "ai", new)
        else:
            replacement = self._ai_seat(index, new, seat.style)
        self.seats.insert(index, replacement)

    def _cycle_style(self, index: int, step: int) -> None:
        seat = self.seats[index]
        style = self._free_style(seat.style, step)
        self.seats[index] = SeatSpec(seat.name, style, seat.kind, seat.level, seat.device)

    def _rename(self, index: int) -> None:
        from scenes.name_entry import NameEntryScene

        def done(name: str) -> None:
            if any(s.name == name for i, s in enumerate(self.seats) if i != index):
                self.app.toast(f"{name} is already playing")
                return
            self.seats[index] = replace(self.seats[index], name=name)

        self.app.push(NameEntryScene(self.app, self.seats[index].name, done))

    def _add(self, seat: SeatSpec | None = None) -> None:
        if len(self.seats) >= self.info.max_players:
            self.app.toast(f"{self.info.title} takes at most {self.info.max_players} players")
            return
        if self.focus >= len(self.seats):
            self.focus += 1  # the cursor stays on the button it was on
        self.seats.append(seat or self._ai_seat(len(self.seats), "normal"))

    def _start(self) -> None:
        from scenes.menus import start_match

        self.app.audio.play("select")
        try:
            options = self.info.settle(len(self.seats), self._chosen_options())
        except ValueError as exc:
            self.app.toast(f"Cannot start: {exc.args[0]}")
            return
        seats = list(self.seats)
        self._handed = self.lobby.seat_devices(seats) if self.lobby is not None else {}
        match = Match(self.info.id, random.randrange(1, 2**31), seats, options)
        start_match(self.app, match)

    # -- input ------------------------------------------------------------------------------

    def intent(self, event: IntentEvent) -> None:
        device, intent = event.device, event.intent
        if intent == Intent.CONFIRM and device not in self._bound_devices():
            self._join(device)
            return
        seat_row = self.focus < len(self.seats)
        option = self._option_at(self.focus)
        if option is not None and intent in (Intent.LEFT, Intent.RIGHT, Intent.CONFIRM):
            self._cycle_option(option, -1 if intent == Intent.LEFT else 1)
            self.app.audio.play("click")
            return
        if self.focus == self.phones_row and intent in (Intent.LEFT, Intent.RIGHT, Intent.CONFIRM):
            self._toggle_phones()
            return
        if intent in (Intent.UP, Intent.DOWN):
            self.focus = (self.focus + (1 if intent == Intent.DOWN else -1)) % self.rows
            self.app.audio.play("click")
        elif seat_row and intent in (Intent.LEFT, Intent.RIGHT):
            self._cycle_kind(self.focus, 1 if intent == Intent.RIGHT else -1, device)
            self.app.audio.play("click")
        elif seat_row and intent == Intent.INFO:
            self._rename(self.focus)
        elif seat_row and intent in (Intent.NEXT, Intent.PREV):
            self._cycle_style(self.focus, 1 if intent == Intent.NEXT else -1)
            self.app.audio.play("click")
        elif intent == Intent.CONFIRM:
            if seat_row:
                self._cycle_kind(self.focus, 1, device)
            elif self.focus == len(self.seats):
                self._add()
            elif self.focus == self.rows - 1:
                self._start()
        elif intent == Intent.BACK:
            if seat_row and len(self.seats) > self.info.min_players:
                del self.seats[self.focus]
                self.focus = min(self.focus, self.rows - 1)
                self.app.audio.play("back")
            elif seat_row:
                self.app.toast(f"{self.info.title} needs at least {self.info.min_players} players")
            else:
                self.app.audio.play("back")
                self.app.pop()
        elif intent == Intent.MENU:
            self.app.pop()

    def hints(self) -> list:
        hints = [((Intent.UP, Intent.DOWN), "Move")]
        if self.focus < len(self.seats):
            return hints + [
                ((Intent.LEFT, Intent.RIGHT), "Human or AI"),
                ((Intent.PREV, Intent.NEXT), "Colour & shape"),
                (Intent.INFO, "Rename"),
                (Intent.BACK, "Remove"),
            ]
        if self.focus == self.phones_row:
            on = self.app.phones is not None
            return hints + [
                (Intent.CONFIRM, "Phones off" if on else "Phones on"),
                (Intent.BACK, "Back"),
            ]
        if self._option_at(self.focus) is not None:
            return hints + [((Intent.LEFT, Intent.RIGHT), "Change"), (Intent.BACK, "Back")]
        return hints + [(Intent.CONFIRM, "Choose"), (Intent.BACK, "Back")]

    def _join(self, device: str) -> None:
        """A new device pressed confirm: it takes a seat of its own."""
        seat = self._human_seat(device)
        ai_index = next((i for i, s in enumerate(self.seats) if s.is_ai), None)
        if len(self.seats) >= self.info.max_players and ai_index is not None:
            self.seats[ai_index] = self._human_seat(device, self.seats[ai_index].style)
        elif len(self.seats) < self.info.max_players:
            self._add(seat)
        else:
            self.app.toast("Every seat is taken by a human")
            return
        self.app.audio.play("select")
        self.app.toast(f"{'A phone' if is_phone(device) else self.app.router.label(device)} joined")

    # -- drawing ----------------------------------------------------------------------------

    def draw(self, surface: pygame.Surface, alpha: float) -> None:
        surface.blit(ui.backdrop(), (0, 0))
        mid = self._middle()
        ui.text(
            surface,
            f"Who is playing {self.info.title}",
            44,
            (ui.W // 2, 44),
            PALETTE["text_light"],
            shadow=True,
        )
        ui.text(
            surface,
            JOIN_WORDS[self.lobby is not None],
            22,
            (ui.W // 2, 86),
            PALETTE["text_light"],
            shadow=True,
        )
        shared = [s.device for s in self.seats if not s.is_ai]
        if self.lobby is not None:
            self.lobby.draw(surface, pygame.Rect(mid + 430, 112, 1260 - (mid + 430), 450))
        top, row_h = 112, 56
        for index, seat in enumerate(self.seats):
            rect = pygame.Rect(0, 0, 820, row_h - 6)
            rect.midtop = (mid, top + index * row_h)
            focused = index == self.focus
            ui.panel(surface, rect, PALETTE["focus"] if focused else PALETTE["panel"])
            audit.choice("seats", seat.name, rect, focused)
            style = PLAYER_STYLES[seat.style]
            token = art.chicken_token(seat.style, 44)
            surface.blit(token, token.get_rect(midleft=(rect.x + 14, rect.centery)))
            at = (rect.x + 70, rect.centery)
            ui.text(surface, seat.name, 26, at, anchor="midleft", fit=190)
            looks = ui.text(
                surface,
                f"{style.name} {style.shape}",
                20,
                (rect.x + 270, rect.centery),
                PALETTE["text_muted"],
                anchor="midleft",
            )
            who = self.who(seat)
            if not seat.is_ai and shared.count(seat.device) > 1:
                who += " (shared)"
            arrows = "<  " + who + "  >" if focused else who
            room = rect.right - 20 - (looks.right + 24)  # a long device name stays in its seat
            at = (rect.right - 20, rect.centery)
            ui.text(surface, arrows, 24, at, anchor="midright", fit=room)
        y = top + len(self.seats) * row_h + 8
        labels = ["+ Add AI player"]
        for option in self.shown_options():
            words = dict(option.choices)[self.options[option.key]]
            labels.append(f"{option.label}: {words}")
        labels.append(f"Phones: {'On' if self.app.phones is not None else 'Off'}")
        labels.append(self._start_label())
        for offset, (rect, size) in enumerate(self._button_rects(y, len(labels))):
            focused = self.focus == len(self.seats) + offset
            ui.panel(surface, rect, PALETTE["focus"] if focused else PALETTE["panel_alt"])
            audit.choice("seats", labels[offset], rect, focused)
            is_option = 0 < offset < len(labels) - 1  # options and Phones: left/right change
            label = labels[offset]
            shown = f"<  {label}  >" if focused and is_option else label
            ui.text(surface, shown, size, rect.center, fit=rect.width - 16)
        option = self._option_at(self.focus)
        help_words = option.help if option is not None else ""
        if self.focus == self.phones_row:
            help_words = PHONES_HELP[self.app.phones is not None]
        if help_words:
            below = self._button_rects(y, len(labels))[-1][0].bottom + 20
            ui.text(
                surface,
                help_words,
                22,
                (mid, below),
                PALETTE["text_light"],
                shadow=True,
                fit=min(1100, 2 * mid - 40),
            )

    def _middle(self) -> int:
        """The seats' column centre: the middle, or left of the QR code when phones are on."""
        return ui.W // 2 if self.lobby is None else 450

    def _button_rects(self, y: int, count: int) -> list[tuple[pygame.Rect, int]]:
        """Add, the options and Phones, Start. Many options (War for Chicken Island's variants) go
        in two columns, read top to bottom, so the screen never overflows."""
        options = count - 2
        if options <= 3:
            out = []
            for offset in range(count):
                rect = pygame.Rect(0, 0, 360 if offset in (0, count - 1) else 480, 46)
                rect.midtop = (self._middle(), y + offset * 54)
                out.append((rect, 26))
            return out
        add = pygame.Rect(0, 0, 360, 42)
        add.midtop = (self._middle(), y)
        out = [(add, 24)]
        per_column = (options + 1) // 2
        for index in range(options):
            column, row = divmod(index, per_column)
            rect = pygame.Rect(0, 0, 400, 38)
            rect.midtop = (self._middle() + (column * 2 - 1) * 206, y + 48 + row * 44)
            out.append((rect, 22))
        start = pygame.Rect(0, 0, 360, 42)
        start.midtop = (self._middle(), y + 48 + per_column * 44 + 4)
        out.append((start, 24))
        return out

    def _chosen_options(self) -> dict:
        """Only the options on show count: a hidden Mode row leaves the mode to the game."""
        return {o.key: self.options[o.key] for o in self.shown_options()}

    def _start_label(self) -> str:
        """Say which way the game will be played (one Zombie Chickens player plays solo)."""
        try:
            mode = self.info.settle(len(self.seats), self._chosen_options()).get("mode")
        except ValueError:
            mode = None
        return "Start solo!" if mode == "solo" else "Start!"
