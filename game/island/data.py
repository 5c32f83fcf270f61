"""War for Chicken Island's numbers and cards, read once from ``assets/data/island.json``.

Every count is checked on load (see ``validate.py``: 41 machines, 62 scrolls, 32
miniatures by type, ...), so a slip in the data file fails at import with a message
naming it, not mid-game. Records are frozen dataclasses whose fields are named as in the
JSON; the numbers inside a card's text sit in its ``values``, so the rules never copy a
number out of prose.
"""

from __future__ import annotations

import dataclasses
import json
from collections.abc import Mapping
from dataclasses import dataclass
from functools import cache
from types import MappingProxyType
from typing import Any

import assets
from game.island.hexes import Hex
from game.island.validate import check

GAME_ID = "island"


class DataError(ValueError):
    """The data file breaks one of its own counts or shapes."""


@dataclass(frozen=True)
class Component:
    id: str
    name: str
    count: int
    source: str
    breakdown: Mapping[str, int]  # by type or by kind, when the box lists one
    per_player: int | None = None
    hexes_each: int | None = None  # tiles only
    note: str = ""


@dataclass(frozen=True)
class DieFace:
    id: str
    name: str
    effect: str
    when: str
    values: Mapping[str, int]


@dataclass(frozen=True)
class StarAbility:
    id: str
    stars: int
    text: str


@dataclass(frozen=True)
class Ability:
    name: str | None
    text: str
    stars: int | None  # what one use costs, when the ability itself is paid in stars
    values: Mapping[str, int]


@dataclass(frozen=True)
class Chicken:
    speed: int
    strength: int
    armor: int
    keywords: tuple[str, ...]
    source: str


@dataclass(frozen=True)
class Leader:
    id: str
    name: str
    speed: int
    strength: int
    armor: int
    keywords: tuple[str, ...]
    ability: Ability
    source: str


@dataclass(frozen=True)
class MachineType:
    id: str
    name: str
    cards: int
    miniatures: int
    role: str


@dataclass(frozen=True)
class Cost:
    wood: int
    stone: int
    steel: int

    @property
    def total(self) -> int:
        return self.wood + self.stone + self.steel


@dataclass(frozen=True)
class Machine:
    id: str
    name: str
    type: str
    count: int
    speed: int
    strength: int
    armor: int
    pilots: int
    cost: Cost
    keywords: tuple[str, ...]
    range: int | None  # None: it attacks only next to it
    ability: Ability | None
    source: str
    extra_action: str | None = None  # Towers: the kind of action they add each turn
    flag: str | None = None  # Towers' flag colour
    note: str = ""

    @property
    def banding(self) -> bool:
        return "banding" in self.keywords


@dataclass(frozen=True)
class ScrollKind:
    id: str
    name: str
    count: int
    timing: str


@dataclass(frozen=True)
class Scroll:
    id: str
    kind: str  # magic, strategy or catastrophe
    name: str
    count: int
    text: str
    timing: tuple[str, ...]  # fight, turn, drawn
    marks: tuple[str, ...]  # U (refers to units), R (to resources)
    values: Mapping[str, int]
    source: str

    @property
    def in_pelea_de_gallos(self) -> bool:
        """Pelea de Gallos removes every card that refers to units or resources."""
        return not self.marks


@dataclass(frozen=True)
class Variant:
    id: str
    name: str
    players: tuple[int, int]  # the player counts it allows
    excludes: tuple[str, ...]  # variants it cannot be combined with
    text: str
    short: str  # one line, for seat setup
    source: str


@dataclass(frozen=True)
class PeleaToken:
    """A Pelea de Gallos chicken's hidden token: what it adds once turned face up."""

    id: str
    name: str
    count: int  # per player
    strength: int
    armor: int


@dataclass(frozen=True)
class FightStep:
    step: int
    name: str
    text: str


@dataclass(frozen=True)
class TerritoryShape:
    id: str
    name: str
    hexes: tuple[Hex, ...]  # at rotation 0


@dataclass(frozen=True)
class Tier:
    lava_sides: int
    territory_sides: int


@dataclass(frozen=True)
class IslandRules:
    centre: Hex
    territories: tuple[TerritoryShape, ...]
    tiers: tuple[Tier, ...]  # step b, best first
    base_territory_sides: int  # step c: at least this many sides on its Territory,
    base_other_territory_sides: int  # at most this many on other Territories
    base_other_base_sides: int  # and at most this many on other Bases
    neutral_sides: int  # step d: at least this many on its Territory and Base
    min_base_distance: int  # in steps over land
    border_sea_sides: int  # a border hex has at least this many sides on the sea
    max_lava_neutral_tiles: int
    walkable_per_player: int
    max_attempts: int  # a safety net; the content file reports at most 5


@dataclass(frozen=True)
class Choice:
    id: str
    topic: str
    ruling: str
    source: str


@dataclass(frozen=True)
class IslandData:
    min_players: int
    max_players: int
    components: Mapping[str, Component]
    resources: tuple[str, ...]
    die: tuple[DieFace, ...]
    star_menu: tuple[StarAbility, ...]
    rules: Mapping[str, int | bool]
    chicken: Chicken
    leaders: Mapping[str, Leader]
    machine_types: Mapping[str, MachineType]
    machines: Mapping[str, Machine]
    scroll_kinds: Mapping[str, ScrollKind]
    scrolls: Mapping[str, Scroll]
    pelea: Mapping[str, int]  # Pelea de Gallos: the deck size, then by kind
    fight: tuple[FightStep, ...]
    island: IslandRules
    choices: Mapping[str, Choice]
    variants: Mapping[str, Variant]
    pelea_tokens: Mapping[str, PeleaToken]

    def machine_deck(self) -> tuple[str, ...]:
        """One machine id per card, in data order (shuffling is the rules' job)."""
        return tuple(m.id for m in self.machines.values() for _ in range(m.count))

    def scroll_deck(self, pelea_de_gallos: bool = False) -> tuple[str, ...]:
        """One scroll id per card; Pelea de Gallos leaves out the U/R cards."""
        keep = [s for s in self.scrolls.values() if s.in_pelea_de_gallos or not pelea_de_gallos]
        return tuple(s.id for s in keep for _ in range(s.count))


# --- reading ---------------------------------------------------------------------------


def _freeze(value: Any) -> Any:
    """JSON lists become tuples and objects read-only mappings, all the way down."""
    if isinstance(value, list):
        return tuple(_freeze(v) for v in value)
    if isinstance(value, dict):
        return MappingProxyType({k: _freeze(v) for k, v in value.items()})
    return value


def _record(cls: type, raw: Mapping[str, Any], **given: Any) -> Any:
    """A ``cls`` from the same-named JSON fields; ``given`` supplies converted ones."""
    values = {}
    for f in dataclasses.fields(cls):
        if f.name in given:
            values[f.name] = given[f.name]
        elif f.default is dataclasses.MISSING:
            values[f.name] = _freeze(raw[f.name])
        else:
            values[f.name] = _freeze(raw.get(f.name, f.default))
    return cls(**values)


def _ability(raw: Mapping[str, Any] | None) -> Ability | None:
    return None if raw is None else _record(Ability, raw)


def _by_id(items: list[Any]) -> Mapping[str, Any]:
    out: dict[str, Any] = {}
    for item in items:
        if item.id in out:
            raise DataError(f"the id {item.id!r} is used twice")
        out[item.id] = item
    return MappingProxyType(out)


def _island(raw: Mapping[str, Any]) -> IslandRules:
    return IslandRules(
        centre=_freeze(raw["centre"]),
        territories=tuple(_record(TerritoryShape, t) for t in raw["territories"]),
        tiers=tuple(_record(Tier, t) for t in raw["placement_tiers"]),
        base_territory_sides=raw["base_rule"]["territory_sides_min"],
        base_other_territory_sides=raw["base_rule"]["other_territory_sides"],
        base_other_base_sides=raw["base_rule"]["other_base_sides"],
        neutral_sides=raw["neutral_rule"]["territory_and_base_sides_min"],
        min_base_distance=raw["min_base_distance"],
        border_sea_sides=raw["border_sea_sides"],
        max_lava_neutral_tiles=raw["max_lava_neutral_tiles"],
        walkable_per_player=raw["walkable_hexes_per_player"],
        max_attempts=raw["max_attempts"],
    )


def _parse(raw: Mapping[str, Any]) -> IslandData:
    pelea = raw["pelea_de_gallos"]
    return IslandData(
        min_players=raw["players"]["min"],
        max_players=raw["players"]["max"],
        components=_by_id(
            [
                _record(Component, c, breakdown=_freeze(c.get("by_type") or c.get("by_kind", {})))
                for c in raw["components"]
            ]
        ),
        resources=_freeze(raw["resources"]),
        die=tuple(_record(DieFace, f) for f in raw["die"]["faces"]),
        star_menu=tuple(_record(StarAbility, s) for s in raw["star_menu"]),
        rules=_freeze({k: v for k, v in raw["rules"].items() if k != "source"}),
        chicken=_record(Chicken, raw["chicken"]),
        leaders=_by_id(
            [_record(Leader, x, ability=_ability(x["ability"])) for x in raw["leaders"]]
        ),
        machine_types=_by_id([_record(MachineType, t) for t in raw["machine_types"]]),
        machines=_by_id(
            [
                _record(Machine, m, cost=_record(Cost, m["cost"]), ability=_ability(m["ability"]))
                for m in raw["machines"]
            ]
        ),
        scroll_kinds=_by_id([_record(ScrollKind, k) for k in raw["scroll_kinds"]]),
        scrolls=_by_id([_record(Scroll, s) for s in raw["scrolls"]]),
        pelea=_freeze({"scrolls": pelea["scrolls"], **pelea["by_kind"]}),
        fight=tuple(_record(FightStep, f) for f in raw["fight"]),
        island=_island(raw["island"]),
        choices=_by_id([_record(Choice, c) for c in raw["_choices"]]),
        variants=_by_id([_record(Variant, v) for v in raw["variants"]]),
        pelea_tokens=_by_id([_record(PeleaToken, t) for t in raw["pelea_tokens"]]),
    )


def parse(raw: Mapping[str, Any]) -> IslandData:
    """Typed records from the raw JSON, checked; raises DataError naming every problem."""
    try:
        data = _parse(raw)
    except DataError:
        raise
    except (KeyError, TypeError, ValueError) as error:
        raise DataError(f"island data is malformed: {error!r}") from error
    problems = check(data)
    if problems:
        raise DataError("island data fails its checks:\n- " + "\n- ".join(problems))
    return data


def raw() -> dict[str, Any]:
    """The data file as plain JSON (a fresh copy each call, for tests that break it)."""
    with assets.path("data", "island.json").open(encoding="utf-8") as handle:
        return json.load(handle)


@cache
def load() -> IslandData:
    return parse(raw())


DATA = load()
