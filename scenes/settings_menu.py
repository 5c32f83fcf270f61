"""Settings: every change applies and is saved the moment it is made.

Up/down walks the rows (both columns in reading order), left/right changes the
value, confirm toggles or opens. Reachable from the title and from pause.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import pygame

from ecs import art, audit
from ecs.fonts import render_text
from ecs.input import Intent, IntentEvent
from ecs.palette import PALETTE, PLAYER_STYLES
from ecs.panel_cache import PanelCache
from game.settings import CHOICES, Settings
from scenes import ui
from scenes.base import Scene

WORDS: dict[str, dict[Any, str]] = {
    "window_scale": {0.75: "75%", 1.0: "100%", 1.25: "125%", 1.5: "150%"},
    "animation": {"normal": "Normal", "fast": "Fast", "instant": "Instant"},
    "text_size": {"normal": "Normal", "large": "Large"},
    "palette": {"standard": "Standard", "colourblind": "Colour-blind safe"},
    "shake": {"full": "Full", "reduced": "Reduced", "off": "Off"},
    "flashing": {"full": "Full", "reduced": "Reduced", "off": "Off"},
}
# Left/right walks choices in this order (the data keeps the default first).
ORDER = {
    "window_scale": (0.75, 1.0, 1.25, 1.5),
    "animation": ("normal", "fast", "instant"),
    "shake": ("off", "reduced", "full"),
    "flashing": ("off", "reduced", "full"),
}
VOLUME_STEP = 0.1
PHONES_ON = {
    True: "On at {}: phones on the same Wi-Fi join in seat setup.",
    False: "On, but no network found: phones can join once this computer is on Wi-Fi.",
}
PHONES_ABOUT = "Phones on the same Wi-Fi join in seat setup and show their hands privately."


@dataclass(frozen=True)
class Row:
    """One line of the screen: a setting (``key``), a heading, or a button (``action``)."""

    label: str
    key: str = ""
    kind: str = "choice"  # choice | switch | volume | heading | button
    about: str = ""
    action: Callable[[], None] | None = None

    @property
    def focusable(self) -> bool:
        return self.kind != "heading"


def _columns(scene: SettingsScene) -> tuple[list[Row], list[Row]]:
    left = [
        Row("Display", kind="heading"),
        Row("Full screen", "fullscreen", "switch", "Fill the screen (F11 does it too)."),
        Row("Window size", "window_scale", about="How big the window is when not full screen."),
        Row("Sound", kind="heading"),
        Row("Master volume", "master_volume", "volume", "Everything you hear."),
        Row("Effects", "effects_volume", "volume", "Dice, clucks, explosions and clicks."),
        Row("Music", "music_volume", "volume", "The tune of each game and of the menus."),
        Row("Mute", "muted", "switch", "Silence everything at once."),
        Row("Phones", kind="heading"),
        Row("Play on phones", "phones", "switch", PHONES_ABOUT),
    ]
    right = [
        Row("Play", kind="heading"),
        Row("Animation", "animation", about="Fast halves the waits; Instant skips animations."),
        Row("Odds panels", "odds_panels", "switch", "Chicken! odds and the zombie trait legend."),
        Row("Hint bar", "hint_bar", "switch", "The bar along the bottom naming your buttons."),
        Row("Comfort", kind="heading"),
        Row("Text size", "text_size", about="Large makes the small print bigger."),
        Row("Colours", "palette", about="Players keep their shapes in both palettes."),
        Row("Screen shake", "shake", about="How hard blasts and busts shake the screen."),
        Row("Flashing", "flashing", about="How bright lightning and explosions flash."),
        Row("Controls", kind="button", about="Remap keys and buttons.", action=scene.controls),
        Row("Reset to defaults", kind="button", about="", action=scene.reset),
    ]
    return left, right


class SettingsScene(Scene):
    def __init__(self, app):
        super().__init__(app)
        self.left, self.right = _columns(self)
        self.rows = [r for r in self.left + self.right if r.focusable]
        self.focus = 0
        self.reset_armed = False
        self._drawn: list[pygame.Rect] = []  # the rows and the line about the focused one
        self.picture = PanelCache(pygame.Rect(0, 0, ui.W, ui.H))

    # -- values -------------------------------------------------------------------------

    @property
    def settings(self) -> Settings:
        return self.app.settings

    def value_words(self, row: Row) -> str:
        if row.key == "phones":  # whether they are on now (a server may have failed to start)
            return "On" if self.app.phones is not None else "Off"
        value = getattr(self.settings, row.key)
        if row.kind == "switch":
            return "On" if value else "Off"
        if row.kind == "volume":
            return f"{round(value * 100)}%"
        return WORDS[row.key][value]

    def change(self, row: Row, step: int) -> None:
        """Move a setting one step (confirm on a switch or choice counts as a step on)."""
        if row.key == "phones":
            from scenes.phone_seats import set_phones

            set_phones(self.app, self.app.phones is None)
            self.app.audio.play("click")
            return
        value = getattr(self.settings, row.key)
        if row.kind == "switch":
            new: Any = not value
        elif row.kind == "volume":
            new = round(min(1.0, max(0.0, value + step * VOLUME_STEP)), 2)
        else:
            order = ORDER.get(row.key, CHOICES[row.key])
            new = order[(order.index(value) + step) % len(order)]
        self.app.change_settings(**{row.key: new})
        self.app.audio.play("click")

    # -- buttons ------------------------------------------------------------------------

    def controls(self) -> None:
        from scenes.remap import RemapScene

        self.app.audio.play("select")
        self.app.push(RemapScene(self.app))

    def reset(self) -> None:
        """Two presses, so a stray confirm never throws away someone's setup."""
        if not self.reset_armed:
            self.reset_armed = True
            self.app.audio.play("click")
            return
        self.reset_armed = False
        self.app.change_settings(
            **{
                name: getattr(Settings(), name)
                for name in Settings.__dataclass_fields__
                if name not in ("tutorials_seen", "phones")
            }
        )
        if self.app.phones is not None:
            from scenes.phone_seats import set_phones

            set_phones(self.app, False)  # stopped, not just marked off (unless a game uses them)
        self.app.toast("Settings reset to defaults")
        self.app.audio.play("select")

    # -- input --------------------------------------------------------------------------

    def intent(self, event: IntentEvent) -> None:
        row = self.rows[self.focus]
        if event.intent in (Intent.UP, Intent.DOWN):
            self.focus = (self.focus + (1 if event.intent == Intent.DOWN else -1)) % len(self.rows)
            self.reset_armed = False
            self.app.audio.play("click")
        elif event.intent in (Intent.LEFT, Intent.RIGHT) and row.kind != "button":
            self.change(row, 1 if event.intent == Intent.RIGHT else -1)
        elif event.intent == Intent.CONFIRM:
            if row.action is not None:
                row.action()
            else:
                self.change(row, 1)
        elif event.intent in (Intent.BACK, Intent.MENU):
            self.app.audio.play("back")
            self.app.pop()

    def hints(self) -> list:
        return [
            ((Intent.UP, Intent.DOWN), "Move"),
            ((Intent.LEFT, Intent.RIGHT), "Change"),
            (Intent.BACK, "Done"),
        ]

    # -- drawing ------------------------------------------------------------------------

    def draw(self, surface: pygame.Surface, alpha: float) -> None:
        """The page as one cached picture, drawn anew when a setting, the focus or the
        phones change (its two dozen rows of print were a frame's whole budget)."""
        phones = self.app.phones
        seen = None if phones is None else (phones.reachable, phones.address)
        key = (ui.looks(), self.settings, self.focus, self.reset_armed, seen)
        self.picture.draw(surface, key, ui.backdrop(), self._paint)

    def _paint(self, surface: pygame.Surface) -> None:
        surface.blit(ui.backdrop(), (0, 0))
        ui.dim(surface, 90)
        title = ui.text(
            surface, "Settings", 48, (ui.W // 2, 46), PALETTE["text_light"], shadow=True
        )
        focused = self.rows[self.focus]
        self._drawn[:] = [title]
        for column, x in ((self.left, 40), (self.right, 660)):
            y = 96
            for row in column:
                y = self._draw_row(surface, row, pygame.Rect(x, y, 580, 0), row is focused)
        about = focused.about
        if focused.key == "phones" and self.app.phones is not None:
            about = PHONES_ON[self.app.phones.reachable].format(self.app.phones.address)
        if focused.action == self.reset:
            about = (
                "Press confirm again to reset every setting."
                if self.reset_armed
                else "Every setting back as it came, controls too (tutorials stay done)."
            )
        box = pygame.Rect(0, 0, 1100, 44)
        box.center = (ui.W // 2, 636)
        ui.panel(surface, box, PALETTE["panel_alt"])
        ui.text(surface, about, 22, box.center)
        self._drawn.append(box)

    def choice_rects(self) -> list[pygame.Rect]:
        """The title, headings, rows and the line about the focused one: toasts keep clear."""
        return list(self._drawn)

    def _draw_row(self, surface: pygame.Surface, row: Row, rect: pygame.Rect, focused: bool) -> int:
        if row.kind == "heading":
            ui.text(
                surface,
                row.label,
                28,
                (rect.x + 8, rect.y + 18),
                PALETTE["gold"],
                anchor="midleft",
                shadow=True,
            )
            self._drawn.append(pygame.Rect(rect.x, rect.y, rect.width, 36))
            return rect.y + 40
        rect.height = 44
        colour = PALETTE["focus"] if focused else PALETTE["panel"]
        ui.panel(surface, rect, colour)
        audit.choice("settings", row.label, rect, focused)
        self._drawn.append(rect.inflate(14, 14) if focused else rect.copy())
        label = f"› {row.label}" if focused else row.label
        ui.text(surface, label, 24, (rect.x + 16, rect.centery), anchor="midleft")
        if row.kind == "button":
            ui.text(surface, "›", 30, (rect.right - 24, rect.centery))
        elif row.kind == "volume":
            self._draw_volume(surface, row, rect)
        else:
            words = self.value_words(row)
            shown = f"‹ {words} ›" if focused else words
            where = (rect.right - 16, rect.centery)
            image_rect = ui.text(surface, shown, 24, where, PALETTE["text_accent"], "midright")
            if row.key == "palette":
                self._draw_swatches(surface, image_rect.x - 12, rect.centery)
        return rect.bottom + 6

    def _draw_volume(self, surface: pygame.Surface, row: Row, rect: pygame.Rect) -> None:
        value = getattr(self.settings, row.key)
        muted = self.settings.muted
        # the bar stands clear of the widest thing written after it, at any text size
        widest = max(render_text(w, 22, PALETTE["text"]).get_width() for w in ("100%", "Muted"))
        start = rect.right - 14 - widest - 14 - 10 * 17
        for step in range(10):
            cell = pygame.Rect(start + step * 17, rect.centery - 9, 13, 18)
            lit = step < round(value * 10)
            fill = PALETTE["disabled"] if muted else PALETTE["good"]
            pygame.draw.rect(surface, fill if lit else PALETTE["panel_alt"], cell, border_radius=3)
            pygame.draw.rect(surface, PALETTE["panel_border"], cell, 1, border_radius=3)
        words = "Muted" if muted else self.value_words(row)
        ui.text(surface, words, 22, (rect.right - 14, rect.centery), anchor="midright")

    @staticmethod
    def _draw_swatches(surface: pygame.Surface, right: int, y: int) -> None:
        """The first four players as they will look: colour and shape together."""
        for index, style in enumerate(PLAYER_STYLES[:4]):
            badge = art.shape_badge(style.shape, style.colour, 26)
            surface.blit(badge, badge.get_rect(center=(right - (3 - index) * 30 - 13, y)))
