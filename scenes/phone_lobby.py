"""Phones in seat setup: scan the QR code, tap Join, and the phone is a device of its own.

Tapping Join is what pressing confirm on a keyboard half is: the phone takes a seat
(``SeatSetupScene._join``), and that seat answers to it only. A phone here is a guest of
the lobby link, numbered by the server; it never sees a seat's secret until play
starts, when each seated phone is sent its own seat's fresh link, privately, and its
page opens it. A phone that leaves seat setup gives its seat back to an AI.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pygame

from ecs.palette import PALETTE, PLAYER_STYLES
from scenes import ui
from scenes.phone_qr import qr_surface
from scenes.seats import PHONE, phone_device

GUEST = f"{PHONE}guest-"  # a phone in seat setup is the device "phone-guest-N"
JOIN = {"type": "join"}
NEUTRAL = (236, 226, 204)


def guest_device(guest: int) -> str:
    return f"{GUEST}{guest}"


def guest_of(device: str | None) -> int | None:
    if device is None or not device.startswith(GUEST):
        return None
    return int(device[len(GUEST) :])


class PhoneLobby:
    """Seat setup's side of the phones: who is here, what each is told, the QR code."""

    def __init__(self, scene, hub):
        self.scene = scene
        self.hub = hub
        self.link = hub.open_lobby()
        self.guests: set[int] = set()
        self.told: dict[int, dict] = {}  # the last message each guest was sent
        self._code: pygame.Surface | None = None

    def close(self) -> None:
        self.hub.close_lobby()

    # -- each frame -------------------------------------------------------------------------

    def update(self) -> None:
        """What the guests did, then tell each one where it stands, if that changed."""
        for kind, guest, action in self.hub.guest_news():
            if kind == "arrived":
                self.guests.add(guest)
            elif kind == "left":
                self.guests.discard(guest)
                self.told.pop(guest, None)
                self.scene.device_left(guest_device(guest))
            elif action == JOIN:
                self.scene.phone_joined(guest_device(guest))
                self.told.pop(guest, None)  # even unchanged, its Join button comes back
            else:
                self.hub.send_guest(guest, {"type": "refused", "reason": "tap Join to play"})
        for guest in sorted(self.guests):
            message = self.message(guest)
            if self.told.get(guest) != message:
                self.told[guest] = message
                self.hub.send_guest(guest, message)

    def message(self, guest: int) -> dict[str, Any]:
        """A guest's page: its seat (if it has one) and who else is playing, public only."""
        seats = self.scene.seats
        mine = next((i for i, s in enumerate(seats) if s.device == guest_device(guest)), None)
        table = [
            f"{s.name}: {'this phone' if i == mine else self.scene.who(s)}"
            for i, s in enumerate(seats)
        ]
        base = {
            "type": "state",
            "seat": mine,
            "game": self.scene.info.id,
            "title": self.scene.info.title,
            "over": False,
            "private": [],
            "public": table,
            "events": [],
            "prompt": "",
            "army": None,
        }
        if mine is None:
            return {
                **base,
                "name": "Fowl Play",
                "colour": list(NEUTRAL),
                "colour_name": "",
                "shape": "circle",
                "your_turn": True,
                "status": "Tap Join to take a seat",
                "actions": [{"label": "Join the game", "action": JOIN}],
            }
        style = PLAYER_STYLES[seats[mine].style]
        return {
            **base,
            "name": seats[mine].name,
            "colour": list(style.colour[:3]),
            "colour_name": style.name,
            "shape": style.shape,
            "your_turn": False,
            "status": "You have a seat: the game starts from the TV",
            "actions": [],
        }

    # -- play starts --------------------------------------------------------------------------

    def seat_devices(self, seats: list) -> dict[int, int]:
        """``{seat index: guest}`` for the seated phones, and each seat's device renamed to
        the one a match's phone seat has (``phone-N``), in ``seats`` as given."""
        handed = {}
        for index, seat in enumerate(seats):
            guest = guest_of(seat.device)
            if guest is not None:
                handed[index] = guest
                seats[index] = replace(seat, device=phone_device(index))
        return handed

    def hand_over(self, handed: dict[int, int]) -> None:
        """Each seated phone opens its seat's fresh link (sent to it alone)."""
        links = self.hub.links
        for seat, guest in handed.items():
            if seat in links:
                self.hub.send_guest(guest, {"type": "go", "url": links[seat]})

    # -- the TV -------------------------------------------------------------------------------

    def draw(self, surface: pygame.Surface, box: pygame.Rect) -> None:
        """The QR code and the words a new player needs, in ``box``."""
        ui.panel(surface, box)
        x = box.centerx
        ui.text(surface, "Join by phone", 28, (x, box.y + 28), PALETTE["text_accent"])
        width = box.width - 24
        if not self.hub.reachable:
            lines = [
                "No network found:",
                "connect this computer",
                "to Wi-Fi, then phones",
                "can join here.",
            ]
            for row, words in enumerate(lines):
                ui.text(surface, words, 22, (x, box.y + 80 + row * 32), fit=width)
            return
        if self._code is None:
            self._code = qr_surface(self.link, box.width - 110)
        code = self._code.get_rect(midtop=(x, box.y + 52))
        surface.blit(self._code, code)
        lines = [
            ("Scan with a phone on", 22, PALETTE["text"]),
            ("the same Wi-Fi, then tap Join.", 22, PALETTE["text"]),
            ("Or open in its browser:", 18, PALETTE["text_muted"]),
        ]
        y = code.bottom + 18
        for words, size, colour in lines:
            ui.text(surface, words, size, (x, y), colour, fit=width)
            y += 28
        head, _, secret = self.link.rpartition("/j/")  # the secret is hex: it reads as itself
        ui.text(surface, f"{head}/j/", 18, (x, y), PALETTE["text_accent"], fit=width)
        ui.text(surface, secret, 18, (x, y + 24), PALETTE["text_accent"], fit=width)
