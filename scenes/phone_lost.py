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
from scenes.phone_qr import qr_surface
from scenes.seats import phone_device


class PhoneLostScene(DeviceLostScene):
    def __init__(self, app, phones, missing: list[int]):
        seat = missing[0]
        super().__init__(app, phones.scene.drivers, phone_device(seat), phones.scene.match)
        self.phones = phones
        self.seat = seat
        self.joined_before = seat in phones.joined
        self._code: pygame.Surface | None = None  # the seat's link as a QR code, drawn once

    def update(self, dt: float) -> None:
        self.app.phones.waiting = True  # a headless run rests while it waits
        if self.seat in self.app.phones.connected:
            self.phones.joined.add(self.seat)
            self.app.pop()

    def draw(self, surface: pygame.Surface, alpha: float) -> None:
        ui.dim(surface, 180)
        box = pygame.Rect(0, 0, 940, 400)
        box.center = (ui.W // 2, ui.H // 2 - 20)
        ui.panel(surface, box)
        link = self.phones.links.get(self.seat)
        if link is not None:
            if self._code is None:
                self._code = qr_surface(link, 300)
            surface.blit(self._code, self._code.get_rect(midleft=(box.x + 40, box.centery)))
        x = box.x + 40 + 300 + (box.right - box.x - 380) // 2
        title = "Phone dropped" if self.joined_before else "Waiting for a phone"
        ui.text(surface, title, 40, (x, box.y + 60), PALETTE["text_accent"])
        lines = [
            (f"Paused for {', '.join(self.names)}.", 26, PALETTE["text"]),
            ("Scan the code with that phone,", 22, PALETTE["text_muted"]),
            (f"on the same network as {self.app.phones.address}.", 22, PALETTE["text_muted"]),
            ("Or press confirm on any device", 22, PALETTE["text_muted"]),
            ("here to take the seat.", 22, PALETTE["text_muted"]),
            ("Nothing is lost: the game is saved.", 22, PALETTE["text_muted"]),
        ]
        for row, (words, size, colour) in enumerate(lines):
            ui.text(surface, words, size, (x, box.y + 130 + row * 40), colour)
