"""Henhouse Havoc's numbers and unit table, read once from ``assets/data/henhouse.json``.

The rules take their numbers from here, so balance stays one edit in the data file.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from typing import Any

from game.henhouse.board import BoardSpec, rules_data, terrain_rows

GAME_ID = "henhouse"
DATA = rules_data()
MIN_PLAYERS: int = DATA["players"]["min"]
MAX_PLAYERS: int = DATA["players"]["max"]


@dataclass(frozen=True)
class UnitSpec:
    id: str
    name: str
    tiles: int
    shape: tuple[int, int]
    fire: tuple[int, ...]  # the length of each Target group, in order
    bonus: dict[str, Any] | None
    on_destroyed: str | None
    value: int
    egg: bool


UNITS: dict[str, UnitSpec] = {
    u["id"]: UnitSpec(
        u["id"],
        u["name"],
        u["tiles"],
        tuple(u["shape"]),
        tuple(u["fire"]),
        u["bonus"],
        u["on_destroyed"],
        u["value"],
        u["egg"],
    )  # fmt: skip
    for u in DATA["units"]
}
UNIT_IDS: tuple[str, ...] = tuple(UNITS)
TILE_UNITS: tuple[str, ...] = tuple(u for u in UNIT_IDS for _ in range(UNITS[u].tiles))
UNIT_TILES: dict[str, tuple[int, ...]] = {
    u: tuple(t for t, tu in enumerate(TILE_UNITS) if tu == u) for u in UNIT_IDS
}
EGG_UNITS: tuple[str, ...] = tuple(u for u in UNIT_IDS if UNITS[u].egg)
SPEC = BoardSpec(
    DATA["board"]["rows"], DATA["board"]["cols"], tuple(UNITS[u].shape for u in TILE_UNITS)
)
ECONOMY = DATA["economy"]
COINS: int = ECONOMY["coin_supply"]
EGG_PRICE: int = ECONOMY["egg_price"]
WILD_PRICES: tuple[int, ...] = tuple(ECONOMY["wild_egg_prices"])
WIN_EGGS: int = ECONOMY["win_eggs"]
FIELD: tuple[int, int] = (DATA["magnetic_field"]["rows"], DATA["magnetic_field"]["cols"])
FACE_UP: int = DATA["face_up_weapons"]
TERRAIN_CODES: tuple[str, ...] = tuple(t["code"] for t in DATA["terrains"])

PLACEMENT, TARGETING, RESOLUTION, OVER = "placement", "targeting", "resolution", "over"
RESERVE, FOR_SALE = -1, -2  # egg locations; a seat number means that seat's henhouse
SUGGESTED_LAYOUTS = 3


@cache
def terrain(seat: int) -> tuple[str, ...]:
    """Seat ``seat``'s board scenery, one letter per space (see the data's terrains)."""
    seeds = DATA["terrain_seeds"]
    return terrain_rows(SPEC, seeds[seat % len(seeds)], TERRAIN_CODES, DATA["terrain_patches"])
