"""A phone seat has no phone on the line: pause, as for an unplugged controller.

The game waits (at its start, for every phone to join; later, for one that dropped).
The phone opening its link again takes the seat back by itself, or any device at the
TV takes it over with confirm, as after a lost controller. Nothing is lost.
"""

from __future__ import annotations

import pygame

from ecs.palette import PALETTE
from scenes import ui
from scenes.device_lost import DeviceLostScene
from scenes.seats import phone_device


class PhoneLostScene(DeviceLostScene):
    def __init__(self, app, phones, missing: list[int]):
        seat = missing[0]
        super().__init__(app, phones.scene.drivers, phone_device(seat), phones.scene.match)
        self.phones = phones
        self.seat = seat
        self.joined_before = seat in phones.joined

    def update(self, dt: float) -> None:
        self.app.phones.waiting = True  # a headless run rests while it waits
        if self.seat in self.app.phones.connected:
            self.phones.joined.add(self.seat)
            self.app.pop()

    def draw(self, surface: pygame.Surface, alpha: float) -> None:
        ui.dim(surface, 180)
        box = pygame.Rect(0, 0, 760, 280)
        box.center = (ui.W // 2, ui.H // 2)
        ui.panel(surface, box)
        title = "Phone dropped" if self.joined_before else "Waiting for a phone"
        ui.text(surface, title, 44, (box.centerx, box.y + 50), PALETTE["text_accent"])
        ui.text(
            surface,
            f"The game is paused for {', '.join(self.names)}.",
            26,
            (box.centerx, box.y + 115),
        )
        ui.text(
            surface,
            "Open the seat's link on the phone again,",
            22,
            (box.centerx, box.y + 160),
            PALETTE["text_muted"],
        )
        ui.text(
            surface,
            "or press confirm on any device here to take the seat.",
            22,
            (box.centerx, box.y + 190),
            PALETTE["text_muted"],
        )
        ui.text(
            surface,
            "Nothing is lost: the game is saved.",
            22,
            (box.centerx, box.y + 230),
            PALETTE["text_muted"],
        )
