"""The player's settings: one JSON file, saved on every change, never trusted on load.

A damaged, foreign or old file is reported once, kept beside the new one (renamed
``settings.json.bad-<time>``) and replaced by the defaults; a file that is fine except
for one bad value keeps everything else. Key and button names are stored as plain
strings; the input layer decides which names it knows.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from game import saves

FORMAT = "fowlplay-settings"
VERSION = 1
MAX_BYTES = 200_000

# Each choice setting: its allowed values, the first being the default.
CHOICES: dict[str, tuple[Any, ...]] = {
    "window_scale": (1.0, 0.75, 1.25, 1.5),
    "animation": ("normal", "fast", "instant"),
    "text_size": ("normal", "large"),
    "palette": ("standard", "colourblind"),
    "shake": ("full", "reduced", "off"),
    "flashing": ("full", "reduced", "off"),
}
VOLUMES = ("master_volume", "effects_volume", "music_volume")
SWITCHES = ("fullscreen", "muted", "odds_panels", "hint_bar", "phones")
BINDING_DEVICES = ("kb-left", "kb-right", "pad")


@dataclass(frozen=True)
class Settings:
    """Everything a player may change; the defaults suit someone who changes nothing."""

    fullscreen: bool = False
    window_scale: float = 1.0
    master_volume: float = 0.8
    effects_volume: float = 1.0
    music_volume: float = 0.5
    muted: bool = False
    animation: str = "normal"
    text_size: str = "normal"
    palette: str = "standard"
    odds_panels: bool = True
    hint_bar: bool = True
    shake: str = "full"
    flashing: str = "full"
    phones: bool = False  # the phones' server: off until a player turns it on
    # device ("kb-left", "kb-right", "pad") -> intent -> key or button names;
    # empty means the built-in layout for that device.
    bindings: dict[str, dict[str, tuple[str, ...]]] = field(default_factory=dict)
    tutorials_seen: tuple[str, ...] = ()

    def replace(self, **changes: Any) -> Settings:
        return dataclasses.replace(self, **changes)

    def to_dict(self) -> dict[str, Any]:
        data = dataclasses.asdict(self)
        data["bindings"] = {
            device: {intent: list(names) for intent, names in intents.items()}
            for device, intents in self.bindings.items()
        }
        data["tutorials_seen"] = list(self.tutorials_seen)
        return {"format": FORMAT, "version": VERSION, **data}


def path() -> Path:
    return saves.settings_dir() / "settings.json"


def save(settings: Settings) -> Path:
    return saves.write_json(path(), settings.to_dict())


def load() -> tuple[Settings, str | None]:
    """The saved settings (or the defaults), and a message for the player if a file was bad."""
    target = path()
    if not target.exists():
        return Settings(), None
    try:
        settings, problems = from_dict(saves.read_json(target, MAX_BYTES))
    except saves.Unreadable as exc:
        return Settings(), f"{exc}; using defaults for now"
    except saves.SaveError as exc:
        return Settings(), saves.set_aside_saying(target, str(exc), "; using defaults")
    except (ValueError, TypeError, RecursionError) as exc:
        why = f"Settings file was damaged ({saves.short(exc)})"
        return Settings(), saves.set_aside_saying(target, why, "; using defaults")
    if problems:
        kept = _keep_old(target, settings)
        return settings, f"Some settings were reset to defaults: {', '.join(problems)}{kept}"
    return settings, None


def _keep_old(target: Path, settings: Settings) -> str:
    """A copy of the file as it was, then the mended settings in its place: said once."""
    try:
        old = saves.keep_copy(target)
        save(settings)
    except OSError as exc:
        return f" (the old file could not be kept: {exc.strerror or exc})"
    return f" (the old file was kept as {old.name})"


def from_dict(data: Any) -> tuple[Settings, list[str]]:
    """Settings from a file's JSON; raises ValueError for a file that is not ours at all.

    A single bad value falls back to its default and is named in the problem list.
    """
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise ValueError("it is not a Fowl Play settings file")
    if data.get("version") != VERSION:
        raise ValueError(f"it is version {data.get('version')!r}, this game reads {VERSION}")
    values: dict[str, Any] = {}
    problems: list[str] = []
    for name, allowed in CHOICES.items():
        if name in data:
            if data[name] in allowed and not isinstance(data[name], bool):
                values[name] = data[name]
            else:
                problems.append(name)
    for name in VOLUMES:
        if name in data:
            value = data[name]
            if isinstance(value, int | float) and not isinstance(value, bool) and 0 <= value <= 1:
                values[name] = round(float(value), 2)
            else:
                problems.append(name)
    for name in SWITCHES:
        if name in data:
            if isinstance(data[name], bool):
                values[name] = data[name]
            else:
                problems.append(name)
    if "bindings" in data:
        bindings, whole = _bindings(data["bindings"])
        values["bindings"] = bindings
        if not whole:
            problems.append("bindings")
    seen = data.get("tutorials_seen", [])
    if isinstance(seen, list) and all(isinstance(g, str) for g in seen):
        values["tutorials_seen"] = tuple(dict.fromkeys(seen))
    else:
        problems.append("tutorials_seen")
    return Settings(**values), problems


def _bindings(raw: Any) -> tuple[dict[str, dict[str, tuple[str, ...]]], bool]:
    """The well-formed part of a bindings table, and whether nothing had to be dropped."""
    if not isinstance(raw, dict):
        return {}, False
    out: dict[str, dict[str, tuple[str, ...]]] = {}
    whole = True
    for device, intents in raw.items():
        if device not in BINDING_DEVICES or not isinstance(intents, dict):
            whole = False
            continue
        table: dict[str, tuple[str, ...]] = {}
        for intent, names in intents.items():
            if (
                isinstance(intent, str)
                and isinstance(names, list)
                and all(isinstance(n, str) and 0 < len(n) <= 40 for n in names)
            ):
                table[intent] = tuple(names)
            else:
                whole = False
        if table:
            out[device] = table
    return out, whole
