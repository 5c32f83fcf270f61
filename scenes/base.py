"""The scene contract: what the app's stack asks of every screen."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from ecs.input import DeviceEvent, IntentEvent

if TYPE_CHECKING:
    from scenes.app import App


class Scene:
    """One screen. Scenes update in fixed steps and draw once per frame.

    ``overlay`` scenes draw on top of the scene beneath them (pause, rules, device
    lost), which keeps its state but stops updating while covered.
    """

    overlay = False
    # an overlay that changes nothing beneath it while on top: what it covers is drawn
    # once and kept as a picture (App.draw); not a guide, which plays the game beneath
    still_beneath = False
    music: str | None = "menu"  # the loop to play; None keeps the one beneath

    def __init__(self, app: App):
        self.app = app

    def enter(self) -> None:
        """Called when the scene becomes the top of the stack again."""

    def leave(self) -> None:
        """Called when the scene is removed from the stack for good."""

    def intent(self, event: IntentEvent) -> None:
        """A player pressed something."""

    def device(self, event: DeviceEvent) -> None:
        """A controller came or went."""

    def pointer(self, event: pygame.event.Event) -> None:
        """The mouse moved or clicked (positions are in the 1280 x 720 logical screen)."""

    def capture(self, event: pygame.event.Event) -> bool:
        """A raw key or button press, offered before it becomes an intent (remapping)."""
        return False

    def update(self, dt: float) -> None:
        """Advance one fixed step of ``dt`` seconds."""

    def draw(self, surface: pygame.Surface, alpha: float) -> None:
        """Draw the frame; ``alpha`` is the fraction of a step left in the loop."""

    def hints(self) -> list:
        """What the buttons do here: ``[(intent or tuple of intents, words), ...]``.

        Only the top scene's hints are shown, so an overlay never sits on another's.
        """
        return []

    def hint_device(self) -> str | None:
        """Whose buttons to name (None: whoever pressed last)."""
        return None

    def choice_rects(self) -> list[pygame.Rect]:
        """Where the choices a player may press are drawn now: toasts keep clear of them."""
        return []

    def kept_clear(self) -> list[pygame.Rect]:
        """What toasts and guides must not cover: the choices, and anything else being read."""
        return self.choice_rects()

    def settings_changed(self, old, new) -> None:
        """The player changed a setting (``game.settings.Settings``, before and after)."""

    def on_close(self) -> None:
        """The window is closing: keep whatever must not be lost."""
