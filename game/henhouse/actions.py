"""What a seat may ask of Henhouse Havoc: the ``hh_*`` actions and Deploy's layout code."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import ClassVar

from game.core import Action
from game.henhouse.board import Cell
from game.henhouse.data import TILE_UNITS

# an action type's check (the reason it is refused, or None) and its effect
Rule = tuple[Callable[..., str | None], Callable[..., None]]


@dataclass(frozen=True)
class Deploy(Action):
    """Place the whole army: (tile, row, col) per tile, flattened; (row, col) is top-left."""

    type: ClassVar[str] = "hh_deploy"
    cells: tuple[int, ...]


@dataclass(frozen=True)
class ChooseUnit(Action):
    """Turn a ready unit card sideways to fire it this Targeting turn."""

    type: ClassVar[str] = "hh_choose_unit"
    unit: str


@dataclass(frozen=True)
class Target(Action):
    """Place the chosen unit's next Target group: a line from (row, col), "h"/"v" or "".

    In the endgame (no whole line of free spaces anywhere) a line may cross spent spaces.
    """

    type: ClassVar[str] = "hh_target"
    board: int
    row: int
    col: int
    orient: str = ""


@dataclass(frozen=True)
class EndTurn(Action):
    type: ClassVar[str] = "hh_end_turn"


@dataclass(frozen=True)
class Resolve(Action):
    """Resolve every one of your waiting Target tiles, in placement order."""

    type: ClassVar[str] = "hh_resolve"


@dataclass(frozen=True)
class BuyEgg(Action):
    """Buy the egg of a destroyed unit of ``owner``'s (25 Sheaves)."""

    type: ClassVar[str] = "hh_buy_egg"
    owner: int


@dataclass(frozen=True)
class BuyWild(Action):
    type: ClassVar[str] = "hh_buy_wild"


@dataclass(frozen=True)
class TakeWeapon(Action):
    """Take the face-up Secret Weapon in ``slot`` (after a purchase, a Barn or a War Chest)."""

    type: ClassVar[str] = "hh_take_weapon"
    slot: int


@dataclass(frozen=True)
class BonusTarget(Action):
    """The Tractotank's Howitzegg strike or the Reaper's extra space: one space."""

    type: ClassVar[str] = "hh_bonus_target"
    board: int
    row: int
    col: int


@dataclass(frozen=True)
class PlaceField(Action):
    """Put your 2 x 2 Magnetic Field with its top-left space at (row, col) of ``board``."""

    type: ClassVar[str] = "hh_place_field"
    board: int
    row: int
    col: int


@dataclass(frozen=True)
class DeclineField(Action):
    type: ClassVar[str] = "hh_decline_field"


@dataclass(frozen=True)
class RevealSpace(Action):
    """Sitting Duck: the victim shows one undamaged space of the named unit type."""

    type: ClassVar[str] = "hh_reveal_space"
    row: int
    col: int


def parse_layout(cells: tuple[int, ...]) -> tuple[list[Cell] | None, str | None]:
    """Deploy's flat (tile, row, col) triples as anchors in tile order, or a reason."""
    n = len(TILE_UNITS)
    if not isinstance(cells, tuple) or len(cells) != 3 * n:
        return None, f"a layout lists (tile, row, col) for each of the {n} tiles"
    if any(isinstance(v, bool) or not isinstance(v, int) for v in cells):
        return None, "a layout holds whole numbers only"
    anchors: dict[int, Cell] = {}
    for i in range(0, len(cells), 3):
        tile, row, col = cells[i : i + 3]
        if not 0 <= tile < n or tile in anchors:
            return None, f"tiles must be numbered 0 to {n - 1}, each once"
        anchors[tile] = (row, col)
    return [anchors[t] for t in range(n)], None


def layout_action(anchors: tuple[Cell, ...] | list[Cell]) -> Deploy:
    """The Deploy action for anchors in tile order (e.g. from ``random_layout``)."""
    return Deploy(tuple(v for t, (r, c) in enumerate(anchors) for v in (t, r, c)))
