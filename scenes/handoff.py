"""The hand-off screen: it covers a private hand until the right player is looking.

On one screen, a player's hand must never show while another player could see it.
Between two humans' private turns this screen covers everything; only the next
player's own device can lift it.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from ecs import art
from ecs.input import Intent, IntentEvent
from ecs.palette import PALETTE, PLAYER_STYLES
from scenes import ui
from scenes.base import Scene


class HandoffScene(Scene):
    music = None  # the game's loop plays on beneath the cover

    def __init__(
        self,
        app,
        name: str,
        style: int,
        device: str | None,
        accepts: Callable[[str], bool],
        on_ready: Callable[[], None],
        why: str = "Your hand is private.",
    ):
        super().__init__(app)
        self.name = name
        self.style = style
        self.next_device = device  # the next player's device (None: any device may lift it)
        self.accepts = accepts
        self.on_ready = on_ready
        self.why = why
        self.time = 0.0

    def intent(self, event: IntentEvent) -> None:
        if event.intent == Intent.MENU:
            self.app.pop()  # the pause menu comes from the game beneath, which asks again
            return
        if event.intent == Intent.CONFIRM and self.accepts(event.device):
            self.app.audio.play("select")
            self.app.pop()
            self.on_ready()

    def update(self, dt: float) -> None:
        self.time += dt

    def hints(self) -> list:
        return [(Intent.CONFIRM, f"I am {self.name}"), (Intent.MENU, "Menu")]

    def hint_device(self) -> str | None:
        """The bar names the buttons of the device that can lift the cover, not the last one
        pressed (that is the previous player's)."""
        return self.next_device

    def press_words(self) -> str:
        """Which button, on which device, lifts the cover ("Press Enter on Keyboard (right)")."""
        router = self.app.router
        button = router.button_label(self.next_device or self.app.last_device, Intent.CONFIRM)
        where = router.label(self.next_device) if self.next_device else "any device"
        return f"Press {button} on {where} when ready"

    def draw(self, surface: pygame.Surface, alpha: float) -> None:
        surface.blit(ui.backdrop(), (0, 0))
        ui.dim(surface, 120)
        box = pygame.Rect(0, 0, 720, 380)
        box.center = (ui.W // 2, ui.H // 2 - 20)
        ui.panel(surface, box)
        style = PLAYER_STYLES[self.style]
        token = art.chicken_token(self.style, 120)
        surface.blit(token, token.get_rect(center=(box.centerx, box.y + 90)))
        ui.text(surface, f"Pass to {self.name}", 52, (box.centerx, box.y + 190))
        ui.text(surface, self.why, 22, (box.centerx, box.y + 236), PALETTE["text_muted"])
        ui.text(
            surface,
            f"Only {self.name} ({style.name} {style.shape}) should look.",
            22,
            (box.centerx, box.y + 262),
            PALETTE["text_muted"],
        )
        blink = PALETTE["text_accent"] if int(self.time * 2) % 2 == 0 else PALETTE["text"]
        ui.text(
            surface,
            self.press_words(),
            28,
            (box.centerx, box.y + 310),
            blink,
        )
