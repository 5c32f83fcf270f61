"""Devices in, intents out: two keyboard halves and any number of game controllers.

Every pygame event goes through :meth:`InputRouter.handle`, which turns the ones it
knows into :class:`IntentEvent` ("kb-left pressed confirm") and :class:`DeviceEvent`
("pad-3 was lost"). :meth:`InputRouter.update` is called once per fixed simulation
step and produces the auto-repeats of held directions, so a headless run repeats
exactly as often as a windowed one.

Rules of the road (see "Known traps" in the architecture guide):

- Controllers are read through ``pygame._sdl2.controller`` only. The same pad also
  sends ``JOY*`` events; those are ignored so a press never counts twice.
- Held state comes from KEYDOWN/KEYUP (and button/axis) events, never from
  ``pygame.key.get_pressed()``, so posted events behave like real ones.
- Leave ``pygame.key.set_repeat()`` off: the router makes its own repeats, and a
  second KEYDOWN for a key it already holds is ignored.
- Window close (``pygame.QUIT``) is not an intent; the app deals with it.

Device ids are plain strings: ``"kb-left"``, ``"kb-right"`` and ``"pad-<instance id>"``.
The global keys (F11, F12) are reported from the pseudo device ``"kb-global"``, which
is not a seat device and is not listed by :meth:`InputRouter.devices`.
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable, Iterable
from dataclasses import dataclass

import pygame

from ecs.bindings import (
    DIRECTIONS,
    GLOBAL_DEVICE,
    GLOBAL_INTENTS,
    GLOBAL_KEYS,
    KEY_CODES,
    KEYBOARD_DEVICES,
    KEYBOARD_LAYOUT,
    PAD_BUTTONS,
    PAD_LAYOUT,
    PAD_STICK_LABEL,
    PLAYER_INTENTS,
    Bindings,
    Intent,
    family_name,
    pad_family,
)

__all__ = [
    "AXIS_MAX",
    "AXIS_PRESS",
    "AXIS_RELEASE",
    "Bindings",
    "DIRECTIONS",
    "GLOBAL_DEVICE",
    "GLOBAL_INTENTS",
    "GLOBAL_KEYS",
    "KEYBOARD_DEVICES",
    "KEYBOARD_LAYOUT",
    "KEY_CODES",
    "PAD_BUTTONS",
    "PAD_LAYOUT",
    "PAD_STICK_LABEL",
    "PLAYER_INTENTS",
    "REPEAT_DELAY",
    "REPEAT_INTERVAL",
    "DeviceEvent",
    "InputRouter",
    "Intent",
    "IntentEvent",
    "PadInfo",
    "describe_bindings",
    "intents_for",
    "key_event",
    "pad_added_event",
    "pad_axis_event",
    "pad_button_event",
    "pad_removed_event",
]


REPEAT_DELAY = 0.35  # seconds a direction is held before the first repeat
REPEAT_INTERVAL = 0.09  # seconds between later repeats
AXIS_MAX = 32767  # controller axes are raw ints in about -32768..32767
AXIS_PRESS = 0.5  # a stick counts as pushed beyond this fraction of its range...
AXIS_RELEASE = 0.3  # ...and as released once back inside this one (hysteresis)
_EPS = 1e-9  # so 21 steps of 1/60 s reach 0.35 s despite float rounding

# Stick axis -> (intent when negative, intent when positive). SDL's y axis points down.
_STICK_AXES: dict[int, tuple[Intent, Intent]] = {
    pygame.CONTROLLER_AXIS_LEFTX: (Intent.LEFT, Intent.RIGHT),
    pygame.CONTROLLER_AXIS_LEFTY: (Intent.UP, Intent.DOWN),
}


@dataclass(frozen=True)
class IntentEvent:
    device: str
    intent: Intent
    repeat: bool = False


@dataclass(frozen=True)
class DeviceEvent:
    device: str
    kind: str  # "added" | "lost"


@dataclass
class PadInfo:
    """An opened controller: what the opener hands back to the router."""

    instance_id: int
    name: str | None = None
    handle: object | None = None  # the pygame Controller, closed when the pad is lost


@dataclass
class _Pad:
    instance_id: int
    slot: int  # the "1" in "Controller 1"
    name: str | None
    handle: object | None


@dataclass
class _Repeat:
    source: tuple
    intent: Intent
    elapsed: float = 0.0
    next_at: float = REPEAT_DELAY


def _pad_device(instance_id: int) -> str:
    return f"pad-{instance_id}"


def _is_pad(device: str) -> bool:
    return device.startswith("pad-")


def describe_bindings(device_id: str) -> dict[Intent, str]:
    """Human-readable keys for each intent of a device, e.g. ``{Intent.CONFIRM: "Space"}``.

    Several keys are joined with " / ". Any ``"pad-*"`` id gets the generic
    (Xbox-style) labels; :meth:`InputRouter.describe` knows the pad's real family.
    ``GLOBAL_DEVICE`` describes F11/F12. An unknown id gives ``{}``.
    """
    if device_id in KEYBOARD_LAYOUT or device_id == GLOBAL_DEVICE or _is_pad(device_id):
        return _DEFAULTS.describe(device_id)
    return {}


_DEFAULTS = Bindings()


def intents_for(
    events: Iterable[IntentEvent | DeviceEvent],
    allowed_devices: set[str] | frozenset[str] | None = None,
    *,
    include_global: bool = False,
) -> list[IntentEvent]:
    """The intent events from the allowed devices (``None`` = any device, for menus).

    Device events are dropped, and so are the global intents (fullscreen, screenshot)
    unless ``include_global`` is set: the app handles those before any seat sees them.
    """
    out = []
    for ev in events:
        if not isinstance(ev, IntentEvent):
            continue
        if ev.intent in GLOBAL_INTENTS and not include_global:
            continue
        if allowed_devices is None or ev.device in allowed_devices:
            out.append(ev)
    return out


# ----------------------------------------------------------------- event builders


def key_event(key: int | str, down: bool = True) -> pygame.event.Event:
    """A KEYDOWN/KEYUP event; ``key`` is a pygame key code or a KEY_CODES name."""
    code = KEY_CODES[key] if isinstance(key, str) else key
    return pygame.event.Event(pygame.KEYDOWN if down else pygame.KEYUP, key=code, mod=0)


def pad_button_event(instance_id: int, button: int, down: bool = True) -> pygame.event.Event:
    etype = pygame.CONTROLLERBUTTONDOWN if down else pygame.CONTROLLERBUTTONUP
    return pygame.event.Event(etype, instance_id=instance_id, button=button)


def pad_axis_event(instance_id: int, axis: int, value: int) -> pygame.event.Event:
    return pygame.event.Event(
        pygame.CONTROLLERAXISMOTION, instance_id=instance_id, axis=axis, value=value
    )


def pad_added_event(device_index: int) -> pygame.event.Event:
    return pygame.event.Event(pygame.CONTROLLERDEVICEADDED, device_index=device_index)


def pad_removed_event(instance_id: int) -> pygame.event.Event:
    return pygame.event.Event(pygame.CONTROLLERDEVICEREMOVED, instance_id=instance_id)


# ------------------------------------------------------------------------ router


def _open_controller(device_index: int) -> PadInfo | None:
    """Open a controller with pygame's SDL2 API; None if it cannot be opened."""
    from pygame._sdl2 import controller

    try:
        pad = controller.Controller(device_index)
        instance_id = pad.as_joystick().get_instance_id()
    except (pygame.error, IndexError, ValueError, TypeError):
        return None
    return PadInfo(instance_id=instance_id, name=getattr(pad, "name", None), handle=pad)


class InputRouter:
    """Turns pygame events into intents, tracks held inputs, devices and repeats.

    ``controllers=False`` skips ``controller.init()`` (headless). Posted controller
    events are still understood either way: a pad id seen for the first time is
    registered on the spot. ``opener`` replaces how a CONTROLLERDEVICEADDED index is
    opened (tests use it to fake a pad).
    """

    def __init__(
        self,
        controllers: bool = True,
        *,
        opener: Callable[[int], PadInfo | None] | None = None,
    ) -> None:
        self._pads: dict[int, _Pad] = {}
        self._gone: set[int] = set()  # SDL never reuses an instance id
        self._lost_names: dict[str, str | None] = {}  # unplugged pad -> its model's name
        self._held: dict[str, dict[tuple, Intent]] = {}  # device -> source -> intent
        self._repeat: dict[str, _Repeat] = {}  # device -> its latest held direction
        self._axes: dict[tuple[int, int], int] = {}  # (instance, axis) -> -1 / 0 / +1
        self._opener = opener or _open_controller
        self.set_bindings(Bindings())
        if controllers:
            from pygame._sdl2 import controller

            controller.init()
            for index in range(controller.get_count()):
                if controller.is_controller(index):
                    self._open(index)  # SDL also posts an "added" for these; deduplicated

    # ------------------------------------------------------------------ queries

    def devices(self) -> list[str]:
        """Connected devices: both keyboard halves, then pads in player-number order."""
        pads = sorted(self._pads.values(), key=lambda p: p.slot)
        return [*KEYBOARD_DEVICES, *(_pad_device(p.instance_id) for p in pads)]

    def is_connected(self, device: str) -> bool:
        if device in KEYBOARD_DEVICES:
            return True
        pad = self._pad_for(device)
        return pad is not None

    def claim_returning(self, new: str, old: str) -> bool:
        """Whether pad ``new``, just plugged in, is taken as the unplugged pad ``old`` back.

        SDL gives a re-plugged pad a new id, so the same model is the best sign it is the
        same pad; a pad this session never saw (named in a resumed save) takes any. Each
        unplugged pad is claimed once.
        """
        pad = self._pad_for(new)
        if pad is None or not _is_pad(old) or self.is_connected(old):
            return False
        if not old[4:].isdigit() or int(old[4:]) not in self._gone:
            return True
        if old not in self._lost_names or self._lost_names[old] != pad.name:
            return False
        del self._lost_names[old]
        return True

    def label(self, device: str) -> str:
        if device == "kb-left":
            return "Keyboard (left)"
        if device == "kb-right":
            return "Keyboard (right)"
        if device == GLOBAL_DEVICE:
            return "Keyboard"
        pad = self._pad_for(device)
        if pad is None:
            return "Controller" if _is_pad(device) else device
        kind = family_name(pad_family(pad.name)) or (pad.name or "").strip()
        if len(kind) > 24:
            kind = kind[:23].rstrip() + "…"
        return f"Controller {pad.slot} ({kind})" if kind else f"Controller {pad.slot}"

    def set_bindings(self, bindings: Bindings) -> None:
        """Use a player's remapped keys and buttons from now on (held inputs are dropped)."""
        self.bindings = bindings
        self._keys = bindings.key_table()
        self._buttons = bindings.button_table()
        self.reset()

    def family(self, device: str) -> str:
        """The controller family of a pad device ("playstation"), "generic" otherwise."""
        pad = self._pad_for(device)
        return pad_family(pad.name if pad else None)

    def describe(self, device: str) -> dict[Intent, str]:
        """Each intent's keys on this device, with a pad's own button names."""
        return self.bindings.describe(device, self.family(device))

    def button_label(self, device: str, intent: Intent) -> str:
        """The main key or button for an on-screen hint ("Space", "Enter", "A"); "" if none."""
        return self.bindings.button_label(device, Intent(intent), self.family(device))

    def is_held(self, intent: Intent, device: str | None = None) -> bool:
        """Whether any input for ``intent`` is held (on ``device``, or on any device)."""
        held = [self._held.get(device, {})] if device is not None else self._held.values()
        return any(intent in sources.values() for sources in held)

    # ----------------------------------------------------------------- events

    def handle(self, event: pygame.event.Event) -> list[IntentEvent | DeviceEvent]:
        etype = event.type
        if etype == pygame.KEYDOWN or etype == pygame.KEYUP:
            return self._on_key(event, etype == pygame.KEYDOWN)
        if etype == pygame.CONTROLLERBUTTONDOWN or etype == pygame.CONTROLLERBUTTONUP:
            return self._on_button(event, etype == pygame.CONTROLLERBUTTONDOWN)
        if etype == pygame.CONTROLLERAXISMOTION:
            return self._on_axis(event)
        if etype == pygame.CONTROLLERDEVICEADDED:
            return self._on_added(event)
        if etype == pygame.CONTROLLERDEVICEREMOVED:
            return self._on_removed(event)
        if etype == pygame.WINDOWFOCUSLOST:
            self.reset()  # key-ups may never arrive while another window has focus
        return []  # JOY* events, mouse, QUIT, ... are not ours

    def update(self, dt: float) -> list[IntentEvent]:
        """Advance auto-repeat by one fixed step; returns the repeats that fell due."""
        out: list[IntentEvent] = []
        if dt <= 0:
            return out
        for device, rep in self._repeat.items():
            rep.elapsed += dt
            while rep.elapsed + _EPS >= rep.next_at:
                out.append(IntentEvent(device, rep.intent, repeat=True))
                rep.next_at += REPEAT_INTERVAL
        return out

    def reset(self) -> None:
        """Forget every held input (focus lost, scene change); devices stay."""
        self._held.clear()
        self._repeat.clear()
        for key in self._axes:
            self._axes[key] = 0

    # ------------------------------------------------------------ internals

    def _on_key(self, event: pygame.event.Event, down: bool) -> list[IntentEvent | DeviceEvent]:
        binding = self._keys.get(getattr(event, "key", None))
        if binding is None:
            return []
        device, intent = binding
        source = ("key", event.key)
        if down:
            return self._press(device, source, intent)
        self._release(device, source)
        return []

    def _on_button(self, event: pygame.event.Event, down: bool) -> list[IntentEvent | DeviceEvent]:
        instance_id = getattr(event, "instance_id", None)
        out, device = self._pad_seen(instance_id)
        if device is None:
            return out
        intent = self._buttons.get(getattr(event, "button", None))
        if intent is None:
            return out
        source = ("button", event.button)
        if down:
            out.extend(self._press(device, source, intent))
        else:
            self._release(device, source)
        return out

    def _on_axis(self, event: pygame.event.Event) -> list[IntentEvent | DeviceEvent]:
        instance_id = getattr(event, "instance_id", None)
        axis = getattr(event, "axis", None)
        if axis not in _STICK_AXES:
            return []  # right stick and triggers do nothing (and register nothing)
        out, device = self._pad_seen(instance_id)
        if device is None:
            return out
        value = float(getattr(event, "value", 0)) / AXIS_MAX
        key = (instance_id, axis)
        state = self._axes.get(key, 0)
        source = ("axis", axis)
        if state and value * state < AXIS_RELEASE:  # back inside the release zone
            self._release(device, source)
            state = 0
        if state == 0 and abs(value) >= AXIS_PRESS:
            state = 1 if value > 0 else -1
            negative, positive = _STICK_AXES[axis]
            out.extend(self._press(device, source, positive if state > 0 else negative))
        self._axes[key] = state
        return out

    def _on_added(self, event: pygame.event.Event) -> list[IntentEvent | DeviceEvent]:
        index = getattr(event, "device_index", None)
        if index is None:
            return []
        return self._open(index)

    def _on_removed(self, event: pygame.event.Event) -> list[IntentEvent | DeviceEvent]:
        instance_id = getattr(event, "instance_id", None)
        pad = self._pads.pop(instance_id, None)
        if pad is None:
            return []
        self._gone.add(instance_id)
        device = _pad_device(instance_id)
        self._lost_names[device] = pad.name
        self._held.pop(device, None)
        self._repeat.pop(device, None)
        for key in [k for k in self._axes if k[0] == instance_id]:
            del self._axes[key]
        quit_ = getattr(pad.handle, "quit", None)
        if quit_ is not None:
            with contextlib.suppress(pygame.error):
                quit_()
        return [DeviceEvent(device, "lost")]

    def _open(self, device_index: int) -> list[IntentEvent | DeviceEvent]:
        info = self._opener(device_index)
        if info is None:
            return []
        if info.instance_id in self._pads:
            return []  # already open (startup scan, or a second "added" event)
        return self._register(info.instance_id, info.name, info.handle)

    def _register(self, instance_id: int, name: str | None, handle: object | None) -> list:
        used = {p.slot for p in self._pads.values()}
        slot = next(n for n in range(1, len(used) + 2) if n not in used)
        self._pads[instance_id] = _Pad(instance_id, slot, name, handle)
        self._gone.discard(instance_id)
        return [DeviceEvent(_pad_device(instance_id), "added")]

    def _pad_seen(self, instance_id: object) -> tuple[list, str | None]:
        """Registers a pad met for the first time; (events, device id or None)."""
        if not isinstance(instance_id, int) or instance_id in self._gone:
            return [], None  # stragglers from an unplugged pad are dropped
        out: list = []
        if instance_id not in self._pads:
            out = self._register(instance_id, None, None)
        return out, _pad_device(instance_id)

    def _pad_for(self, device: str) -> _Pad | None:
        if not _is_pad(device):
            return None
        try:
            return self._pads.get(int(device[4:]))
        except ValueError:
            return None

    def _press(self, device: str, source: tuple, intent: Intent) -> list[IntentEvent]:
        held = self._held.setdefault(device, {})
        if source in held:
            return []  # OS key repeat or a duplicate: the router makes its own repeats
        held[source] = intent
        if intent in DIRECTIONS:
            self._repeat[device] = _Repeat(source, intent)
        return [IntentEvent(device, intent)]

    def _release(self, device: str, source: tuple) -> None:
        held = self._held.get(device)
        if not held or source not in held:
            return
        del held[source]
        rep = self._repeat.get(device)
        if rep is None or rep.source != source:
            return
        # Hand the repeat to the latest direction still held, with a fresh delay.
        still = [(s, i) for s, i in held.items() if i in DIRECTIONS]
        if still:
            self._repeat[device] = _Repeat(*still[-1])
        else:
            del self._repeat[device]
