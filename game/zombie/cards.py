"""Zombie Chickens' cards, and what a Farm stack can do against which zombie.

Every card has an id: Day cards 0-95, Night cards 0-60 (zombies, then events) and
Life cards 0-15, in the order of ``assets/data/zombie.json``. Tracking ids rather
than counts lets the scene animate each card and lets tests account for all 173.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from functools import cache
from typing import Any

import assets
from game.words import a


@cache
def rules_data() -> dict[str, Any]:
    with assets.path("data", "zombie.json").open(encoding="utf-8") as handle:
        return json.load(handle)


@dataclass(frozen=True)
class NightCard:
    key: str  # the zombie or event id
    name: str
    traits: tuple[str, ...] = ()
    event: dict[str, Any] | None = None

    @property
    def is_event(self) -> bool:
        return self.event is not None

    def __hash__(self) -> int:
        return hash(self.key)


def _day_deck() -> tuple[str, ...]:
    return tuple(c["kind"] for c in rules_data()["day_cards"] for _ in range(c["count"]))


def _night_deck() -> tuple[NightCard, ...]:
    data = rules_data()
    cards = [
        NightCard(z["id"], z["name"], tuple(z["traits"]))
        for z in data["zombies"]
        for _ in range(z["count"])
    ]
    cards += [NightCard(e["id"], e["name"], (), e) for e in data["events"]]
    return tuple(cards)


DAY: tuple[str, ...] = _day_deck()  # id -> kind
NIGHT: tuple[NightCard, ...] = _night_deck()  # id -> card
LIFE_CARDS: int = rules_data()["life_cards"]
DAY_NAMES: dict[str, str] = {c["kind"]: c["name"] for c in rules_data()["day_cards"]}
DAY_LINES: dict[str, str] = {c["kind"]: c["line"] for c in rules_data()["day_cards"]}
TRAITS: dict[str, str] = dict(rules_data()["traits"])
HAY_WALL: int = rules_data()["hay_wall"]
SINGLES = frozenset({"scarecrow", "trap", "shield", "wolr"})
SINGLE_USE = frozenset({"trap", "wolr"})  # discarded whenever they stop a zombie
_DEFENCES: dict[str, dict[str, Any]] = {
    k: v for k, v in rules_data()["defences"].items() if not k.startswith("_")
}
# The weapon of a two-card family, and the card that loads it.
_LOADS = {"shotgun": "ammo", "flamethrower": "fuel"}
_WEAPON_OF = {load: weapon for weapon, load in _LOADS.items()}


def family(kind: str) -> str:
    """The stack family a card kind belongs to (Ammo joins Shotguns, Fuel Flamethrowers)."""
    return _WEAPON_OF.get(kind, kind)


def stack_accepts(stack: list[str], kind: str) -> str | None:
    """Why ``kind`` may not join a stack of these kinds, or None when it may."""
    if not stack:
        return None
    if kind in SINGLES or stack[0] in SINGLES:
        return f"{a(DAY_NAMES[kind if kind in SINGLES else stack[0]])} stands in a stack of its own"
    if family(kind) != family(stack[0]):
        return f"{a(DAY_NAMES[kind])} can't join {a(DAY_NAMES[family(stack[0])])} stack"
    if kind == "hay" and len(stack) >= HAY_WALL:
        return f"a Hay Wall needs only {HAY_WALL} bales"
    if kind in _LOADS and kind in stack:
        return f"a stack holds one {DAY_NAMES[kind]}"
    return None


def working_as(stack: list[str]) -> str | None:
    """What this stack works as at Night, or None for an incomplete stack (or a Shield)."""
    if not stack:
        return None
    head = family(stack[0])
    if head == "hay":
        return "hay" if len(stack) >= HAY_WALL else None
    if head in _LOADS:
        return head if head in stack and _LOADS[head] in stack else None
    return head if head in _DEFENCES else None


def stops(stack: list[str], traits: tuple[str, ...]) -> bool:
    """Whether this stack can stop a zombie with these traits."""
    kind = working_as(stack)
    if kind is None:
        return False
    rule = _DEFENCES[kind]
    if rule.get("needs") and rule["needs"] not in traits:
        return False
    return not set(rule["fails"]) & set(traits)


def coop_nights(players: int) -> tuple[int, int]:
    start, end = rules_data()["coop"]["nights"][str(players)]
    return start, end


def title(mode: str, players: int, died_on: int | None) -> str | None:
    """The end-of-game title for co-op and solo: ``died_on`` is None for survivors."""
    if mode not in ("solo", "coop"):
        return None
    table = rules_data()[mode]
    if died_on is None:
        return table["survived"]
    offset = 0 if mode == "solo" else coop_nights(players)[0]  # co-op titles count from the start
    for last, name in table["titles"]:
        if died_on <= last + offset:
            return name
    return table["titles"][-1][1]


def title_ladder(mode: str, players: int, reached: str | None) -> list[tuple[str, bool]]:
    """The rules' title table as lines, each with whether it is the title ``reached``."""
    table = rules_data()[mode]
    offset = 0 if mode == "solo" else coop_nights(players)[0]
    end = table["titles"][-1][0] + offset
    lines = []
    for i, (last, name) in enumerate(table["titles"]):
        night = last + offset
        when = f"Died during (or before) Night {night}" if i == 0 else f"Died during Night {night}"
        lines.append((f"{when}: {name}", name == reached))
    lines.append((f"Survived Night {end}: {table['survived']}", table["survived"] == reached))
    return lines
