"""Controls: remap every intent of each keyboard half and of the controllers.

Confirm on an action, then press the new key (or button); a key taken from another
action moves here and that action is flagged until it gets a new one. Conflicts in
a hand-edited settings file are flagged the same way. Waiting out the countdown, or
pressing on the other kind of device, cancels.
"""

from __future__ import annotations

import math

import pygame

from ecs import audit
from ecs.bindings import (
    INTENT_NAMES,
    LAYOUT_NAMES,
    PAD_BUTTONS,
    REMAPPABLE,
    Bindings,
    Conflict,
    key_label,
)
from ecs.input import Intent, IntentEvent
from ecs.palette import PALETTE
from game.words import count
from scenes import ui
from scenes.base import Scene

LAYOUTS = ("kb-left", "kb-right", "pad")
CAPTURE_SECONDS = 5.0
RESET = "reset"  # the row after the actions
_BUTTON_NAMES = {code: name for name, code in PAD_BUTTONS.items()}


NOTE_Y = 598  # the line saying how many rows need fixing, under the rows


def row_rect(index: int) -> pygame.Rect:
    """Row ``index`` of the list (at most 14: the controller's 13 actions and Reset), all
    ending above the note and a toast's room over the hint bar."""
    rect = pygame.Rect(0, 0, 820, 30)
    rect.midtop = (ui.W // 2, 128 + index * 32)
    return rect


class RemapScene(Scene):
    def __init__(self, app, layout: str = "kb-left"):
        super().__init__(app)
        self.layout = layout
        self.focus = 0
        self.capturing = 0.0  # seconds left to press the new key; 0 when not listening

    @property
    def bindings(self) -> Bindings:
        return self.app.router.bindings

    @property
    def rows(self) -> list:
        return [*REMAPPABLE[self.layout], RESET]

    def conflicts(self) -> dict[Intent, Conflict]:
        return {c.intent: c for c in self.bindings.conflicts() if c.layout == self.layout}

    # -- changes ------------------------------------------------------------------------

    def bind(self, name: str) -> None:
        intent = self.rows[self.focus]
        self.capturing = 0.0
        try:
            bindings, moved = self.bindings.assign(self.layout, intent, name)
        except ValueError as exc:
            self.app.toast(f"Not bound: {exc}")
            self.app.audio.play("back")
            return
        self.app.change_settings(bindings=bindings.saved())
        self.app.toast(moved or f"{INTENT_NAMES[intent]}: {self._label(name)}")
        self.app.audio.play("select")

    def reset(self) -> None:
        self.app.change_settings(bindings=self.bindings.reset(self.layout).saved())
        self.app.toast(f"{LAYOUT_NAMES[self.layout]} back to the standard layout")
        self.app.audio.play("select")

    # -- input --------------------------------------------------------------------------

    def capture(self, event: pygame.event.Event) -> bool:
        """While listening, the next key or button is the new binding, not an intent."""
        if self.capturing <= 0:
            return False
        wants_pad = self.layout == "pad"
        if event.type == pygame.KEYDOWN:
            if wants_pad:
                self.capturing = 0.0  # a keyboard press while waiting for a button: cancel
                self.app.toast("Cancelled: press a controller button to bind it")
            else:
                self.bind(key_label(event.key))
            return True
        if event.type == pygame.CONTROLLERBUTTONDOWN:
            name = _BUTTON_NAMES.get(getattr(event, "button", None))
            if not wants_pad:
                self.capturing = 0.0
                self.app.toast("Cancelled: press a key to bind it")
            elif name is not None:
                self.bind(name)
            return True
        return False

    def intent(self, event: IntentEvent) -> None:
        if event.intent in (Intent.UP, Intent.DOWN):
            step = 1 if event.intent == Intent.DOWN else -1
            self.focus = (self.focus + step) % len(self.rows)
            self.app.audio.play("click")
        elif event.intent in (Intent.LEFT, Intent.RIGHT, Intent.NEXT, Intent.PREV):
            step = 1 if event.intent in (Intent.RIGHT, Intent.NEXT) else -1
            self.layout = LAYOUTS[(LAYOUTS.index(self.layout) + step) % len(LAYOUTS)]
            self.focus = min(self.focus, len(self.rows) - 1)
            self.app.audio.play("click")
        elif event.intent == Intent.CONFIRM:
            if self.rows[self.focus] == RESET:
                self.reset()
            else:
                self.capturing = CAPTURE_SECONDS
                self.app.audio.play("select")
        elif event.intent in (Intent.BACK, Intent.MENU):
            self.app.audio.play("back")
            self.app.pop()

    def update(self, dt: float) -> None:
        if self.capturing > 0:
            self.capturing = max(0.0, self.capturing - dt)

    def hints(self) -> list:
        if self.capturing > 0:
            return []
        return [
            ((Intent.UP, Intent.DOWN), "Action"),
            ((Intent.LEFT, Intent.RIGHT), "Keyboard / controller"),
            (Intent.CONFIRM, "Change"),
            (Intent.BACK, "Done"),
        ]

    # -- drawing ------------------------------------------------------------------------

    def _label(self, name: str) -> str:
        return self.bindings.label(self.layout, name, self._family())

    def _family(self) -> str:
        pads = [d for d in self.app.router.devices() if d.startswith("pad-")]
        return self.app.router.family(pads[0]) if pads else "generic"

    def draw(self, surface: pygame.Surface, alpha: float) -> None:
        surface.blit(ui.backdrop(), (0, 0))
        ui.dim(surface, 90)
        ui.text(surface, "Controls", 48, (ui.W // 2, 46), PALETTE["text_light"], shadow=True)
        self._draw_tabs(surface)
        conflicts = self.conflicts()
        for index, intent in enumerate(self.rows):
            self._draw_row(surface, row_rect(index), intent, index == self.focus, conflicts)
        if conflicts:
            words = f"{len(conflicts)} to fix: each flagged action needs a key of its own"
            ui.text(surface, words, 22, (ui.W // 2, NOTE_Y), PALETTE["bad"], shadow=True)

    def choice_rects(self) -> list[pygame.Rect]:
        """The title and tabs, the rows and the line under them: a toast (each change says
        what it did) sits below them, above the hint bar."""
        rows = [row_rect(index) for index in range(len(self.rows))]
        return [pygame.Rect(0, 16, ui.W, 108), *rows, pygame.Rect(0, NOTE_Y - 12, ui.W, 24)]

    def _draw_tabs(self, surface: pygame.Surface) -> None:
        for index, layout in enumerate(LAYOUTS):
            rect = pygame.Rect(0, 0, 250, 44)
            rect.center = (ui.W // 2 + (index - 1) * 270, 100)
            active = layout == self.layout
            ui.panel(surface, rect, PALETTE["focus"] if active else PALETTE["panel_alt"])
            ui.text(surface, LAYOUT_NAMES[layout], 24, rect.center)

    def _draw_row(self, surface, rect, intent, focused: bool, conflicts) -> None:
        conflict = conflicts.get(intent) if intent != RESET else None
        colour = PALETTE["focus"] if focused else PALETTE["panel"]
        ui.panel(surface, rect, colour)
        audit.choice("controls", str(intent), rect, focused)
        if intent == RESET:
            ui.text(surface, "Reset this layout to the standard one", 22, rect.center)
            return
        name = INTENT_NAMES[intent]
        ui.text(surface, name, 22, (rect.x + 16, rect.centery), anchor="midleft")
        if focused and self.capturing > 0:
            kind = "button" if self.layout == "pad" else "key"
            seconds = count(math.ceil(self.capturing), "second")
            words = f"Press a {kind}… ({seconds} left)"
            ui.text(
                surface,
                words,
                22,
                (rect.right - 16, rect.centery),
                PALETTE["text_accent"],
                "midright",
            )
            return
        names = self.bindings.names(self.layout, intent)
        keys = " / ".join(self._label(n) for n in names) or "—"
        ui.text(surface, keys, 22, (rect.right - 16, rect.centery), anchor="midright")
        if conflict is not None:
            mark = pygame.Rect(rect.x + 230, rect.y + 4, 330, rect.height - 8)
            pygame.draw.rect(surface, PALETTE["bad"], mark, border_radius=8)
            ui.text(surface, f"! {conflict.words}", 18, mark.center, PALETTE["text_light"])
