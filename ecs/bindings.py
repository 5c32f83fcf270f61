"""Which key or button means which intent: the built-in layouts and the player's remaps.

Key names double as the labels shown to players ("Space", "Up arrow"), and they are
what the settings file stores. Keyboard keys are shared by both keyboard halves, so a
key bound twice anywhere is a conflict; controllers share one layout. F11 and F12 are
the global keys and cannot be taken.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from enum import StrEnum
from functools import lru_cache

import pygame


class Intent(StrEnum):
    """What a player means, whatever device they used."""

    UP = "up"
    DOWN = "down"
    LEFT = "left"
    RIGHT = "right"
    CONFIRM = "confirm"
    BACK = "back"
    MENU = "menu"
    INFO = "info"
    NEXT = "next"
    PREV = "prev"
    FAST = "fast"  # fast-forward animations and AI turns
    HISTORY = "history"  # open the game's history: everything that happened
    FULLSCREEN = "fullscreen"  # global (F11)
    SCREENSHOT = "screenshot"  # global (F12), reserved


DIRECTIONS = frozenset({Intent.UP, Intent.DOWN, Intent.LEFT, Intent.RIGHT})
GLOBAL_INTENTS = frozenset({Intent.FULLSCREEN, Intent.SCREENSHOT})

GLOBAL_DEVICE = "kb-global"
KEYBOARD_DEVICES = ("kb-left", "kb-right")

# Key names double as the labels shown to players. Every key belongs to one device.
KEYBOARD_LAYOUT: dict[str, dict[Intent, tuple[str, ...]]] = {
    "kb-left": {
        Intent.UP: ("W",),
        Intent.DOWN: ("S",),
        Intent.LEFT: ("A",),
        Intent.RIGHT: ("D",),
        Intent.CONFIRM: ("Space",),
        Intent.BACK: ("Q",),
        Intent.MENU: ("Esc",),
        Intent.INFO: ("E",),
        Intent.NEXT: ("C", "Tab"),
        Intent.PREV: ("Z",),
        Intent.FAST: ("F",),
        Intent.HISTORY: ("R",),
    },
    "kb-right": {
        Intent.UP: ("Up arrow",),
        Intent.DOWN: ("Down arrow",),
        Intent.LEFT: ("Left arrow",),
        Intent.RIGHT: ("Right arrow",),
        Intent.CONFIRM: ("Enter", "Keypad Enter"),
        Intent.BACK: ("Right Shift", "Backspace"),
        Intent.MENU: ("P", "Pause"),
        Intent.INFO: ("Right Ctrl", "/"),  # "/" for laptops without a Right Ctrl
        Intent.NEXT: ("Page Down", "]"),
        Intent.PREV: ("Page Up", "["),
        Intent.FAST: (".", "End"),
        Intent.HISTORY: ("Home",),
    },
}

GLOBAL_KEYS: dict[Intent, tuple[str, ...]] = {
    Intent.FULLSCREEN: ("F11",),
    Intent.SCREENSHOT: ("F12",),
}

KEY_CODES: dict[str, int] = {
    "W": pygame.K_w,
    "A": pygame.K_a,
    "S": pygame.K_s,
    "D": pygame.K_d,
    "Q": pygame.K_q,
    "E": pygame.K_e,
    "Z": pygame.K_z,
    "C": pygame.K_c,
    "F": pygame.K_f,
    "R": pygame.K_r,
    "P": pygame.K_p,
    "Space": pygame.K_SPACE,
    "Tab": pygame.K_TAB,
    "Esc": pygame.K_ESCAPE,
    "Up arrow": pygame.K_UP,
    "Down arrow": pygame.K_DOWN,
    "Left arrow": pygame.K_LEFT,
    "Right arrow": pygame.K_RIGHT,
    "Enter": pygame.K_RETURN,
    "Keypad Enter": pygame.K_KP_ENTER,
    "Right Shift": pygame.K_RSHIFT,
    "Backspace": pygame.K_BACKSPACE,
    "Right Ctrl": pygame.K_RCTRL,
    "/": pygame.K_SLASH,
    "Pause": pygame.K_PAUSE,
    "Page Down": pygame.K_PAGEDOWN,
    "Page Up": pygame.K_PAGEUP,
    "]": pygame.K_RIGHTBRACKET,
    "[": pygame.K_LEFTBRACKET,
    ".": pygame.K_PERIOD,
    "End": pygame.K_END,
    "Home": pygame.K_HOME,
    "F11": pygame.K_F11,
    "F12": pygame.K_F12,
}

# Controller buttons by SDL name (see PAD_BUTTONS); the left stick also moves.
PAD_LAYOUT: dict[Intent, tuple[str, ...]] = {
    Intent.UP: ("DPAD_UP",),
    Intent.DOWN: ("DPAD_DOWN",),
    Intent.LEFT: ("DPAD_LEFT",),
    Intent.RIGHT: ("DPAD_RIGHT",),
    Intent.CONFIRM: ("A",),
    Intent.BACK: ("B",),
    Intent.MENU: ("START", "GUIDE"),
    Intent.INFO: ("Y", "BACK"),
    Intent.NEXT: ("RIGHTSHOULDER",),
    Intent.PREV: ("LEFTSHOULDER",),
    Intent.FAST: ("X",),
}
PAD_STICK_LABEL = "Left stick"

PAD_BUTTONS: dict[str, int] = {
    "A": pygame.CONTROLLER_BUTTON_A,
    "B": pygame.CONTROLLER_BUTTON_B,
    "X": pygame.CONTROLLER_BUTTON_X,
    "Y": pygame.CONTROLLER_BUTTON_Y,
    "BACK": pygame.CONTROLLER_BUTTON_BACK,
    "GUIDE": pygame.CONTROLLER_BUTTON_GUIDE,
    "START": pygame.CONTROLLER_BUTTON_START,
    "LEFTSHOULDER": pygame.CONTROLLER_BUTTON_LEFTSHOULDER,
    "RIGHTSHOULDER": pygame.CONTROLLER_BUTTON_RIGHTSHOULDER,
    "DPAD_UP": pygame.CONTROLLER_BUTTON_DPAD_UP,
    "DPAD_DOWN": pygame.CONTROLLER_BUTTON_DPAD_DOWN,
    "DPAD_LEFT": pygame.CONTROLLER_BUTTON_DPAD_LEFT,
    "DPAD_RIGHT": pygame.CONTROLLER_BUTTON_DPAD_RIGHT,
}

# What the buttons are printed as, per controller family.
_DPAD_LABELS = {
    "DPAD_UP": "D-pad Up",
    "DPAD_DOWN": "D-pad Down",
    "DPAD_LEFT": "D-pad Left",
    "DPAD_RIGHT": "D-pad Right",
}
_PAD_LABELS: dict[str, dict[str, str]] = {
    "generic": {
        "A": "A",
        "B": "B",
        "X": "X",
        "Y": "Y",
        "BACK": "Back",
        "GUIDE": "Guide",
        "START": "Start",
        "LEFTSHOULDER": "LB",
        "RIGHTSHOULDER": "RB",
        **_DPAD_LABELS,
    },
    "xbox": {
        "A": "A",
        "B": "B",
        "X": "X",
        "Y": "Y",
        "BACK": "View",
        "GUIDE": "Xbox",
        "START": "Menu",
        "LEFTSHOULDER": "LB",
        "RIGHTSHOULDER": "RB",
        **_DPAD_LABELS,
    },
    "playstation": {
        "A": "Cross",
        "B": "Circle",
        "X": "Square",
        "Y": "Triangle",
        "BACK": "Share",
        "GUIDE": "PS",
        "START": "Options",
        "LEFTSHOULDER": "L1",
        "RIGHTSHOULDER": "R1",
        **_DPAD_LABELS,
    },
    "nintendo": {  # SDL reports Nintendo buttons by their printed letter
        "A": "A",
        "B": "B",
        "X": "X",
        "Y": "Y",
        "BACK": "-",
        "GUIDE": "Home",
        "START": "+",
        "LEFTSHOULDER": "L",
        "RIGHTSHOULDER": "R",
        **_DPAD_LABELS,
    },
}
_FAMILY_NAMES = {"xbox": "Xbox", "playstation": "PlayStation", "nintendo": "Switch"}
_FAMILY_HINTS = (
    ("xbox", ("xbox", "xinput", "x-box")),
    ("playstation", ("playstation", "dualshock", "dualsense", "ps3", "ps4", "ps5", "sony")),
    ("nintendo", ("nintendo", "switch", "joy-con", "joycon")),
)


# Buttons beyond the everyday layout, so a player may bind them; SDL numbers MISC1 15
# (the Share / Capture / Mic button), which pygame has no constant for.
PAD_BUTTONS.update(
    {
        "LEFTSTICK": pygame.CONTROLLER_BUTTON_LEFTSTICK,
        "RIGHTSTICK": pygame.CONTROLLER_BUTTON_RIGHTSTICK,
        "MISC1": 15,
    }
)
_EXTRA_PAD_LABELS = {
    "generic": {"LEFTSTICK": "LS", "RIGHTSTICK": "RS", "MISC1": "Share"},
    "xbox": {"LEFTSTICK": "LS", "RIGHTSTICK": "RS", "MISC1": "Share"},
    "playstation": {"LEFTSTICK": "L3", "RIGHTSTICK": "R3", "MISC1": "Mic"},
    "nintendo": {"LEFTSTICK": "L Stick", "RIGHTSTICK": "R Stick", "MISC1": "Capture"},
}
for _family, _extra in _EXTRA_PAD_LABELS.items():
    _PAD_LABELS[_family].update(_extra)
PAD_LAYOUT[Intent.SCREENSHOT] = ("RIGHTSTICK", "MISC1")
PAD_LAYOUT[Intent.HISTORY] = ("LEFTSTICK",)  # the one button every pad has spare

PLAYER_INTENTS: tuple[Intent, ...] = (
    Intent.UP,
    Intent.DOWN,
    Intent.LEFT,
    Intent.RIGHT,
    Intent.CONFIRM,
    Intent.BACK,
    Intent.MENU,
    Intent.INFO,
    Intent.NEXT,
    Intent.PREV,
    Intent.FAST,
    Intent.HISTORY,
)
INTENT_NAMES: dict[Intent, str] = {
    Intent.UP: "Up",
    Intent.DOWN: "Down",
    Intent.LEFT: "Left",
    Intent.RIGHT: "Right",
    Intent.CONFIRM: "Confirm",
    Intent.BACK: "Back",
    Intent.MENU: "Menu / pause",
    Intent.INFO: "Info / rules",
    Intent.NEXT: "Next",
    Intent.PREV: "Previous / undo",
    Intent.FAST: "Fast-forward",
    Intent.HISTORY: "History",
    Intent.FULLSCREEN: "Full screen",
    Intent.SCREENSHOT: "Screenshot",
}
# What each layout may remap: the keyboards keep F11/F12 for themselves.
REMAPPABLE: dict[str, tuple[Intent, ...]] = {
    "kb-left": PLAYER_INTENTS,
    "kb-right": PLAYER_INTENTS,
    "pad": (*PLAYER_INTENTS, Intent.SCREENSHOT),
}
LAYOUT_NAMES = {"kb-left": "Keyboard left", "kb-right": "Keyboard right", "pad": "Controllers"}


@lru_cache(maxsize=64)  # every hint asks, every frame: one search per pad name
def pad_family(name: str | None) -> str:
    """The controller family from SDL's name, so buttons show as printed ("Cross")."""
    low = (name or "").lower()
    for family, hints in _FAMILY_HINTS:
        if any(hint in low for hint in hints):
            return family
    return "generic"


def family_name(family: str) -> str:
    return _FAMILY_NAMES.get(family, "")


def pad_label(name: str, family: str = "generic") -> str:
    return _PAD_LABELS[family].get(name, name.replace("_", " ").title())


# -- every key, by label ------------------------------------------------------------------

_SIDES = {"L": "Left ", "R": "Right "}
_MODIFIERS = {"SHIFT": "Shift", "CTRL": "Ctrl", "ALT": "Alt", "GUI": "Gui", "META": "Meta"}


def _generated_label(constant: str, code: int) -> str:
    """A readable label for a pygame key constant ("K_KP5" -> "Keypad 5")."""
    if 33 <= code < 127:
        return chr(code).upper()
    name = constant[2:]
    if name.startswith("KP") and name != "KP":
        return "Keypad " + name[2:].lstrip("_").replace("_", " ").title()
    if name[:1] in _SIDES and name[1:] in _MODIFIERS:
        return _SIDES[name[0]] + _MODIFIERS[name[1:]]
    if name[:1] == "F" and name[1:].isdigit():
        return name
    return name.replace("_", " ").title()


def _all_keys() -> dict[str, int]:
    """Label -> key code for every key pygame names; our own labels (above) come first."""
    table = dict(KEY_CODES)
    labelled = set(table.values())
    for constant in sorted(dir(pygame)):
        code = getattr(pygame, constant)
        if not constant.startswith("K_") or not isinstance(code, int) or code <= 0:
            continue
        if code in labelled:
            continue
        label = _generated_label(constant, code)
        if label not in table:
            table[label] = code
            labelled.add(code)
    return table


ALL_KEYS = _all_keys()
_LABELS = {code: label for label, code in ALL_KEYS.items()}
_RESERVED = {KEY_CODES[name]: intent for intent, names in GLOBAL_KEYS.items() for name in names}


def key_label(code: int) -> str:
    """The name a key is shown and saved by ("Space", "K", "Keypad 5")."""
    return _LABELS.get(code, f"Key {code}")


def key_code(label: str) -> int | None:
    if label in ALL_KEYS:
        return ALL_KEYS[label]
    if label.startswith("Key ") and label[4:].isdigit():
        return int(label[4:])
    return None


# -- a set of layouts ---------------------------------------------------------------------


@dataclass(frozen=True)
class Conflict:
    """A problem with the bindings, shown next to the row it concerns."""

    layout: str  # "kb-left" | "kb-right" | "pad"
    intent: Intent
    words: str


def _group(layout: str) -> tuple[str, ...]:
    return ("pad",) if layout == "pad" else KEYBOARD_DEVICES


DEFAULT_LAYOUTS: dict[str, dict[Intent, tuple[str, ...]]] = {
    **KEYBOARD_LAYOUT,
    "pad": PAD_LAYOUT,
}


# What every device must keep a key or button for, whatever a settings file says.
ESSENTIAL = (
    Intent.CONFIRM,
    Intent.BACK,
    Intent.MENU,
    Intent.UP,
    Intent.DOWN,
    Intent.LEFT,
    Intent.RIGHT,
)


def _lockout(layout: str, saved: Mapping[Intent, tuple[str, ...]]) -> list[str]:
    """The essential intents ``saved`` leaves with nothing on ``layout`` (names, in order)."""
    merged = {**DEFAULT_LAYOUTS[layout], **saved}
    return [INTENT_NAMES[i] for i in ESSENTIAL if not merged.get(i)]


class Bindings:
    """Three layouts (two keyboard halves and the controllers), each intent -> names."""

    def __init__(self, layouts: Mapping[str, Mapping[Intent, tuple[str, ...]]] | None = None):
        self.layouts: dict[str, dict[Intent, tuple[str, ...]]] = {
            layout: {intent: tuple(names) for intent, names in DEFAULT_LAYOUTS[layout].items()}
            for layout in DEFAULT_LAYOUTS
        }
        for layout, intents in (layouts or {}).items():
            self.layouts[layout].update(intents)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Bindings) and self.layouts == other.layouts

    # -- saved form ----------------------------------------------------------------------

    @classmethod
    def from_saved(cls, saved: Mapping[str, Mapping[str, tuple[str, ...]]]) -> tuple:
        """Bindings from the settings file, and the names of anything unusable in it."""
        problems: list[str] = []
        layouts: dict[str, dict[Intent, tuple[str, ...]]] = {}
        for layout, intents in saved.items():
            if layout not in REMAPPABLE:
                problems.append(f"unknown layout {layout!r}")
                continue
            for raw_intent, names in intents.items():
                try:
                    intent = Intent(raw_intent)
                except ValueError:
                    problems.append(f"unknown action {raw_intent[:40]!r}")
                    continue
                if intent not in REMAPPABLE[layout]:
                    problems.append(f"{INTENT_NAMES[intent]} cannot be remapped")
                    continue
                usable = tuple(n for n in names if _usable(layout, n))
                if len(usable) < len(names):
                    problems.append(f"unknown or reserved key for {INTENT_NAMES[intent]}")
                layouts.setdefault(layout, {})[intent] = usable
        lockouts = []
        for layout in list(layouts):
            missing = _lockout(layout, layouts[layout])
            if missing:  # a device that cannot confirm, go back, pause or move is refused
                del layouts[layout]
                lockouts.append(
                    f"{LAYOUT_NAMES[layout]} had no key for {', '.join(missing)},"
                    " so its standard keys are used"
                )
        problems = lockouts + problems
        return cls(layouts), problems

    def saved(self) -> dict[str, dict[str, tuple[str, ...]]]:
        """Only what differs from the built-in layouts, so new defaults reach old files."""
        out: dict[str, dict[str, tuple[str, ...]]] = {}
        for layout, intents in self.layouts.items():
            for intent, names in intents.items():
                if DEFAULT_LAYOUTS[layout].get(intent) != names:
                    out.setdefault(layout, {})[intent.value] = names
        return out

    # -- changes -------------------------------------------------------------------------

    def assign(self, layout: str, intent: Intent, name: str) -> tuple[Bindings, str | None]:
        """Bind ``name`` (alone) to ``intent``; a key used elsewhere moves here.

        Taking the only key of an essential action swaps: it gets this action's old key.
        Returns the new bindings and a message naming what lost the key. Raises
        ValueError (with the reason) for a key that cannot be bound.
        """
        if intent not in REMAPPABLE[layout]:
            raise ValueError(f"{INTENT_NAMES[intent]} cannot be remapped")
        if layout != "pad" and key_code(name) in _RESERVED:
            reserved = INTENT_NAMES[_RESERVED[key_code(name)]]
            raise ValueError(f"{name} is kept for {reserved.lower()}")
        if not _usable(layout, name):
            raise ValueError(f"{name} cannot be bound")
        layouts = {lay: dict(intents) for lay, intents in self.layouts.items()}
        freed = tuple(n for n in layouts[layout].get(intent, ()) if n != name)
        message = None
        for other in _group(layout):
            for other_intent, names in layouts[other].items():
                if name in names and (other, other_intent) != (layout, intent):
                    left = tuple(n for n in names if n != name)
                    where = f"{INTENT_NAMES[other_intent]} ({LAYOUT_NAMES[other]})"
                    message = f"{self.label(layout, name)} moved here from {where}"
                    if not left and other_intent in ESSENTIAL:
                        # a device must never lose confirm, back, pause or a direction,
                        # so that action takes this one's old key: a swap
                        if not freed:
                            raise ValueError(f"{where} needs it: give that action a key first")
                        left = freed[:1]
                        message += f", which now uses {self.label(layout, left[0])}"
                    layouts[other][other_intent] = left
        layouts[layout][intent] = (name,)
        return Bindings(layouts), message

    def reset(self, layout: str) -> Bindings:
        layouts = {lay: dict(intents) for lay, intents in self.layouts.items()}
        layouts[layout] = dict(DEFAULT_LAYOUTS[layout])
        return Bindings(layouts)

    # -- reading -------------------------------------------------------------------------

    def names(self, layout: str, intent: Intent) -> tuple[str, ...]:
        return self.layouts[layout].get(intent, ())

    @staticmethod
    def label(layout: str, name: str, family: str = "generic") -> str:
        return pad_label(name, family) if layout == "pad" else name

    def conflicts(self) -> list[Conflict]:
        """Keys bound to two actions (the first one wins), and actions left with none."""
        out: list[Conflict] = []
        for group in (KEYBOARD_DEVICES, ("pad",)):
            owner: dict[str, tuple[str, Intent]] = {}
            for layout in group:
                for intent in REMAPPABLE[layout]:
                    names = self.names(layout, intent)
                    if not names:
                        out.append(Conflict(layout, intent, "no key: choose one"))
                    for name in names:
                        if name in owner:
                            first = owner[name]
                            where = f"{INTENT_NAMES[first[1]]} ({LAYOUT_NAMES[first[0]]})"
                            words = f"{self.label(layout, name)} also does {where}"
                            out.append(Conflict(layout, intent, words))
                        else:
                            owner[name] = (layout, intent)
        return out

    def key_table(self) -> dict[int, tuple[str, Intent]]:
        """Key code -> (device, intent); on a clash the first binding wins, F11/F12 always."""
        table = {code: (GLOBAL_DEVICE, intent) for code, intent in _RESERVED.items()}
        for device in KEYBOARD_DEVICES:
            for intent, names in self.layouts[device].items():
                for name in names:
                    code = key_code(name)
                    if code is not None:
                        table.setdefault(code, (device, intent))
        return table

    def button_table(self) -> dict[int, Intent]:
        table: dict[int, Intent] = {}
        for intent, names in self.layouts["pad"].items():
            for name in names:
                if name in PAD_BUTTONS:
                    table.setdefault(PAD_BUTTONS[name], intent)
        return table

    def describe(self, device: str, family: str = "generic") -> dict[Intent, str]:
        """Each intent's keys as players read them, several joined by " / "."""
        if device == GLOBAL_DEVICE:
            return {intent: " / ".join(names) for intent, names in GLOBAL_KEYS.items()}
        layout = "pad" if device.startswith("pad-") or device == "pad" else device
        if layout not in self.layouts:
            return {}
        out: dict[Intent, str] = {}
        for intent, names in self.layouts[layout].items():
            if layout == "pad" and intent == Intent.SCREENSHOT:
                continue  # a global intent, described with F11/F12
            parts = [self.label(layout, name, family) for name in names]
            if layout == "pad" and intent in DIRECTIONS:
                parts.append(PAD_STICK_LABEL)
            out[intent] = " / ".join(parts)
        return out

    def button_label(self, device: str, intent: Intent, family: str = "generic") -> str:
        """The first key or button for a hint ("Space", "Cross"); "" if there is none."""
        if device == GLOBAL_DEVICE or intent in GLOBAL_INTENTS and device in KEYBOARD_DEVICES:
            names = GLOBAL_KEYS.get(intent, ())
            return names[0] if names else ""
        layout = "pad" if device.startswith("pad-") else device
        names = self.layouts.get(layout, {}).get(intent, ())
        return self.label(layout, names[0], family) if names else ""


def _usable(layout: str, name: str) -> bool:
    if layout == "pad":
        return name in PAD_BUTTONS
    code = key_code(name)
    return code is not None and code not in _RESERVED
