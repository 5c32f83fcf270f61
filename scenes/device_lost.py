"""A seat's controller was unplugged: pause, and let any device take the seat over."""

from __future__ import annotations

import pygame

from ecs.input import DeviceEvent, Intent, IntentEvent
from ecs.palette import PALETTE
from game.match import Match
from scenes import ui
from scenes.base import Scene
from scenes.seats import SeatDrivers


class DeviceLostScene(Scene):
    overlay = True

    def __init__(self, app, drivers: SeatDrivers, device: str, match: Match):
        super().__init__(app)
        self.drivers = drivers
        self.lost = device
        self.names = [match.seats[s].name for s, d in drivers.devices.items() if d == device]

    def hints(self) -> list:
        return [(Intent.CONFIRM, "Take the seat")]

    def intent(self, event: IntentEvent) -> None:
        if event.intent == Intent.CONFIRM:
            self._take(event.device)

    def device(self, event: DeviceEvent) -> None:
        """The unplugged pad plugged back in takes its seat back by itself."""
        if event.kind == "added" and self.app.router.claim_returning(event.device, self.lost):
            self._take(event.device)

    def _take(self, device: str) -> None:
        self.drivers.rebind(self.lost, device)
        self.app.toast(f"{', '.join(self.names)} now on {self.app.router.label(device)}")
        if self.app.top is self:
            self.app.pop()
        else:  # another seat's pad is still missing: its pause stays on top
            self.app.stack.remove(self)
            self.leave()

    def draw(self, surface: pygame.Surface, alpha: float) -> None:
        ui.dim(surface, 180)
        box = pygame.Rect(0, 0, 760, 260)
        box.center = (ui.W // 2, ui.H // 2)
        ui.panel(surface, box)
        ui.text(
            surface, "Controller unplugged", 44, (box.centerx, box.y + 50), PALETTE["text_accent"]
        )
        ui.text(
            surface,
            f"The game is paused for {', '.join(self.names)}.",
            26,
            (box.centerx, box.y + 115),
            fit=box.width - 40,  # Large text shrinks back only to fit the panel
        )
        ui.text(
            surface,
            "Plug it back in, or press confirm on any device to take the seat.",
            22,
            (box.centerx, box.y + 160),
            PALETTE["text_muted"],
            fit=box.width - 40,  # Large text shrinks back only to fit the panel
        )
        ui.text(
            surface,
            "Nothing is lost: the game is saved.",
            22,
            (box.centerx, box.y + 200),
            PALETTE["text_muted"],
            fit=box.width - 40,  # Large text shrinks back only to fit the panel
        )
