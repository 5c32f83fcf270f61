"""The guided first turns as data: what each step says, when it shows and what ends it.

The steps live in ``assets/data/tutorials.json``, so each game's guide is one edit and
no game repeats another's code. Conditions are dotted paths read on the game scene
("state.phase", "controls.mode", "placement.complete"); a list means any of its values.
A step's "if" names the games it belongs to (a variant's own words, or none for a step
the variant has no use for); its "say_when" lists other words for moments it names, read
afresh each frame ("Shop if you like" only while something can be bought).
Reading them each frame never changes the game, so the guide can only watch play.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from functools import cache
from typing import Any

import assets
from ecs.input import Intent
from scenes import ui

KEYS = ("confirm", "back", "next", "info", "menu", "move")  # what a step may name


@dataclass(frozen=True)
class Step:
    say: str
    anchor: str | None = None  # a rect the game scene names (``tutorial_anchor``)
    when: tuple[tuple[str, Any], ...] = ()  # shows only at this decision of the guided seat
    only: tuple[tuple[str, Any], ...] = ()  # passed over in games where these do not hold
    until: tuple[tuple[str, Any], ...] | None = None  # None: read it, then Confirm
    actions: frozenset[str] = frozenset()  # or ends when the seat applies one of these
    keys: tuple[tuple[str, str], ...] = ()  # (key, what it does here)
    place: str = "top"  # where the panel would rather sit
    keep_clear: tuple[str, ...] = ()  # anchors the panel should rather not cover
    fold: tuple[str, ...] = ()  # anchors the table folds away while the step shows: its room
    say_when: tuple[tuple[tuple[tuple[str, Any], ...], str], ...] = ()  # (conditions, words)

    def said(self, scene: Any) -> str:
        """The words for now: the first of ``say_when`` whose conditions hold, or ``say``."""
        return next((words for when, words in self.say_when if holds(scene, when)), self.say)

    @property
    def reading(self) -> bool:
        """A step of words only: Confirm ends it and nothing reaches the game."""
        return self.until is None and not self.actions


@dataclass(frozen=True)
class Guide:
    game: str
    steps: tuple[Step, ...]
    width: int = 520  # the panel's: wide and low where the table has only a strip free


def _step(raw: dict, guide: dict) -> Step:
    until = dict(raw.get("until", {}))
    actions = frozenset(until.pop("action", ()))
    keys = tuple((key, what) for key, what in raw.get("keys", ()))
    unknown = {key for key, _ in keys} - set(KEYS)
    if unknown:
        raise ValueError(f"tutorial step names unknown keys {sorted(unknown)}")
    return Step(
        say=raw["say"],
        anchor=raw.get("anchor"),
        when=tuple(raw.get("when", {}).items()),
        only=tuple(raw.get("if", {}).items()),
        until=tuple(until.items()) if until or actions else None,
        actions=actions,
        keys=keys or (("confirm", "Got it"),),
        place=raw.get("place", guide.get("place", "top")),
        keep_clear=tuple(raw.get("keep_clear", guide.get("keep_clear", ()))),
        fold=tuple(raw.get("fold", guide.get("fold", ()))),
        say_when=tuple((tuple(o["when"].items()), o["say"]) for o in raw.get("say_when", ())),
    )


@cache
def guides() -> dict[str, Guide]:
    """Every game's guide, read once from the shipped data file."""
    with assets.path("data", "tutorials.json").open(encoding="utf-8") as handle:
        data = json.load(handle)
    return {
        game: Guide(game, tuple(_step(s, raw) for s in raw["steps"]), raw.get("width", 520))
        for game, raw in data.items()
        if not game.startswith("_")
    }


def lookup(scene: Any, path: str) -> Any:
    """The value at a dotted path on the scene (attributes, dict keys, no-argument methods)."""
    value = scene
    for part in path.split("."):
        value = value.get(part) if isinstance(value, dict) else getattr(value, part, None)
        if callable(value):
            value = value()
        if value is None:
            return None
    return value


def holds(scene: Any, conditions: tuple[tuple[str, Any], ...]) -> bool:
    def ok(path: str, wanted: Any) -> bool:
        value = lookup(scene, path)
        return value in wanted if isinstance(wanted, list) else value == wanted

    return all(ok(path, wanted) for path, wanted in conditions)


def next_step(scene: Any, guide: Guide, index: int) -> int:
    """The first step from ``index`` on that this game's options call for (a variant may
    leave a step out, or swap in its own words); past the last step when none does."""
    while index < len(guide.steps) and not holds(scene, guide.steps[index].only):
        index += 1
    return index


def key_label(app, device: str, key: str) -> str:
    """The player's own button for a key: "Space", "A", "WASD", "D-pad"."""
    if key == "move":
        return ui.direction_keys(app, device)
    return app.router.button_label(device, Intent(key))


def words(app, device: str, say: str) -> str:
    """A step's words with each {key} named as on the player's device."""
    return say.format_map({key: key_label(app, device, key) for key in KEYS})
