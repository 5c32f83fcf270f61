"""Henhouse Havoc's 30 Secret Weapons: one small named function per card, in tables.

Single-use cards are played with ``hh_play_weapon(card, board, row, col, unit)``; each
card says which of those fields it uses (its *aim*), when it may be played, a check
that names why a play is refused, and its effect. The two permanent cards (Reinforced
Silo, Egg Insurance) have no play: their effects are hooks the rules call.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Any, ClassVar

from game.core import Action, Event
from game.henhouse.board import rect_cells, rules_data

if TYPE_CHECKING:
    from game.henhouse.rules import HenhouseState

WEAPON_DATA: dict[str, dict[str, Any]] = {w["id"]: w for w in rules_data()["weapons"]}
WEAPON_IDS: tuple[str, ...] = tuple(WEAPON_DATA)
UNIT_IDS: tuple[str, ...] = tuple(u["id"] for u in rules_data()["units"])


def deck_list() -> list[str]:
    """All 30 cards, before shuffling."""
    return [card for card, data in WEAPON_DATA.items() for _ in range(data["count"])]


# --- the action and the events only weapons make ----------------------------------------


@dataclass(frozen=True)
class PlayWeapon(Action):
    """Play a single-use Secret Weapon from your hand; unused fields keep their defaults."""

    type: ClassVar[str] = "hh_play_weapon"
    card: str
    board: int = -1
    row: int = -1
    col: int = -1
    unit: str = ""


@dataclass(frozen=True)
class WeaponPlayed(Event):
    type: ClassVar[str] = "hh_weapon_played"
    seat: int
    card: str
    board: int
    row: int
    col: int
    unit: str


@dataclass(frozen=True)
class Intel(Event):
    """What a Fox Spy or Crop Duster showed: ``result`` goes to ``seat`` only.

    Fox Spy: the unit id (or "") on each space of the 2 x 2, row by row.
    Crop Duster: ("yes",) or ("no",).
    """

    type: ClassVar[str] = "hh_intel"
    seat: int
    card: str
    board: int
    row: int
    col: int
    result: tuple[str, ...]
    hidden: bool = False

    def seen_by(self, seat: int | None) -> Event | None:
        return self if seat == self.seat else replace(self, result=(), hidden=True)


@dataclass(frozen=True)
class SiloSaved(Event):
    """A Reinforced Silo kept a unit alive: this space holds a unit and stays undamaged."""

    type: ClassVar[str] = "hh_silo_saved"
    seat: int
    board: int
    row: int
    col: int
    striker: int


@dataclass(frozen=True)
class WeaponDiscarded(Event):
    type: ClassVar[str] = "hh_weapon_discarded"
    seat: int
    card: str


# --- how each card is aimed -------------------------------------------------------------


def _enemy_board(state: HenhouseState, seat: int, board: int) -> str | None:
    if not 0 <= board < state.players or board == seat:
        return "choose an enemy's board"
    if state.eliminated[board]:
        return f"seat {board} is out of the game"
    return None


def _aim_none(state: HenhouseState, seat: int, a: PlayWeapon) -> str | None:
    if (a.board, a.row, a.col, a.unit) != (-1, -1, -1, ""):
        return f"{a.card} takes no board, space or unit"
    return None


def _aim_area(state: HenhouseState, seat: int, a: PlayWeapon) -> str | None:
    if a.unit:
        return f"{a.card} takes no unit"
    rows, cols = WEAPON_DATA[a.card]["area"]
    if not rect_cells(state.spec, a.row, a.col, rows, cols):
        return f"the {rows} x {cols} area must lie inside the board"
    return _enemy_board(state, seat, a.board)


def _aim_enemy_unit(state: HenhouseState, seat: int, a: PlayWeapon) -> str | None:
    if (a.row, a.col) != (-1, -1):
        return f"{a.card} names a unit type, not a space"
    if a.unit not in UNIT_IDS:
        return f"there is no unit called {a.unit!r}"
    return _enemy_board(state, seat, a.board)


def _aim_own_cell(state: HenhouseState, seat: int, a: PlayWeapon) -> str | None:
    if a.unit:
        return f"{a.card} takes no unit"
    if a.board != seat:
        return f"{a.card} works on your own board"
    if not rect_cells(state.spec, a.row, a.col, 1, 1):
        return "that space is off the board"
    return None


def _area_candidates(state: HenhouseState, seat: int, card: str) -> list[PlayWeapon]:
    rows, cols = WEAPON_DATA[card]["area"]
    return [
        PlayWeapon(card, board, r, c)
        for board in range(state.players)
        if board != seat and not state.eliminated[board]
        for r in range(state.spec.rows - rows + 1)
        for c in range(state.spec.cols - cols + 1)
    ]


def _none_candidates(state: HenhouseState, seat: int, card: str) -> list[PlayWeapon]:
    return [PlayWeapon(card)]


def _enemy_unit_candidates(state: HenhouseState, seat: int, card: str) -> list[PlayWeapon]:
    return [
        PlayWeapon(card, board, unit=unit)
        for board in range(state.players)
        if board != seat and not state.eliminated[board]
        for unit in UNIT_IDS
    ]


def _own_cell_candidates(state: HenhouseState, seat: int, card: str) -> list[PlayWeapon]:
    cells = {(t["row"], t["col"]) for t in state.targets if t["board"] == seat}
    return [PlayWeapon(card, seat, r, c) for r, c in sorted(cells)]


# --- each card: check and effect --------------------------------------------------------


def nuclear_strike_check(state: HenhouseState, seat: int, a: PlayWeapon) -> str | None:
    tiles = WEAPON_DATA["nuclear_strike"]["tiles"]
    if state.nukes_on_boards() >= tiles:
        return f"both Nuclear Strike tiles are on boards: wait until one resolves (only {tiles})"
    if not _area_targets(state, seat, a):
        return "nothing in that 3 x 3 area can be targeted"
    return None


def _area_targets(state: HenhouseState, seat: int, a: PlayWeapon) -> list[tuple[int, int]]:
    rows, cols = WEAPON_DATA[a.card]["area"]
    free = state.targetable(seat, a.board)
    return [cell for cell in rect_cells(state.spec, a.row, a.col, rows, cols) if cell in free]


def nuclear_strike(state: HenhouseState, seat: int, a: PlayWeapon, events: list[Event]) -> None:
    """The targetable spaces of the 3 x 3 get Target tiles that resolve with your strikes."""
    cells = _area_targets(state, seat, a)
    fire = state.new_fire(seat, "nuclear_strike", "nuclear_strike")
    state.place_tiles(seat, a.board, cells, fire, events)


def sitting_duck_check(state: HenhouseState, seat: int, a: PlayWeapon) -> str | None:
    if not state.undamaged_cells(a.board, a.unit):
        return f"seat {a.board} has no undamaged {a.unit} space left"
    return None


def sitting_duck(state: HenhouseState, seat: int, a: PlayWeapon, events: list[Event]) -> None:
    """The victim must reveal an undamaged space of that unit type (their choice)."""
    state.ask({"kind": "reveal", "seat": a.board, "by": seat, "unit": a.unit}, events)


def double_barrel_check(state: HenhouseState, seat: int, a: PlayWeapon) -> str | None:
    if state.turn["double_barrel"]:
        return "only one Double Barrel per turn"
    fired = len(state.turn["fired"])
    if len(state.choosable_units(seat, ignore_limit=True)) < 2 - fired:
        return "you have no second unit that could fire"
    return None


def double_barrel(state: HenhouseState, seat: int, a: PlayWeapon, events: list[Event]) -> None:
    """One more unit may fire this turn (a different one: fired cards are turned)."""
    state.turn["double_barrel"] = True


def scarecrow_decoy_check(state: HenhouseState, seat: int, a: PlayWeapon) -> str | None:
    if not state.enemy_tiles_at(seat, (a.row, a.col)):
        return "there is no enemy Target tile waiting on that space"
    return None


def scarecrow_decoy(state: HenhouseState, seat: int, a: PlayWeapon, events: list[Event]) -> None:
    """The earliest-placed enemy Target tile on that space of your board is removed."""
    state.remove_tile(state.enemy_tiles_at(seat, (a.row, a.col))[0], "scarecrow_decoy", events)


def crop_duster(state: HenhouseState, seat: int, a: PlayWeapon, events: list[Event]) -> None:
    """Yes if any undamaged unit space lies in the 3 x 3; only the player learns it."""
    rows, cols = WEAPON_DATA[a.card]["area"]
    units = state.unit_at[a.board]
    hits = state.hit_by[a.board]
    found = any(
        cell in units and cell not in hits
        for cell in rect_cells(state.spec, a.row, a.col, rows, cols)
    )
    state.learn(Intel(seat, a.card, a.board, a.row, a.col, ("yes" if found else "no",)), events)


def tax_collector_check(state: HenhouseState, seat: int, a: PlayWeapon) -> str | None:
    return "the Black Market has no Sheaves left" if state.market <= 0 else None


def tax_collector(state: HenhouseState, seat: int, a: PlayWeapon, events: list[Event]) -> None:
    """Take 10 Sheaves from the Black Market (what it has, if less)."""
    state.pay(seat, WEAPON_DATA[a.card]["amount"], "tax_collector", events)


def fox_spy(state: HenhouseState, seat: int, a: PlayWeapon, events: list[Event]) -> None:
    """See the unit (or nothing) on each space of a 2 x 2 of an enemy's small board."""
    rows, cols = WEAPON_DATA[a.card]["area"]
    units = state.unit_at[a.board]
    seen = tuple(
        state.tile_unit(units[cell]) if cell in units else ""
        for cell in rect_cells(state.spec, a.row, a.col, rows, cols)
    )
    state.learn(Intel(seat, a.card, a.board, a.row, a.col, seen), events)


# --- permanent cards: hooks the rules call ----------------------------------------------


def reinforced_silo(state: HenhouseState, owner: int, cell: tuple[int, int], striker: int,
                    events: list[Event]) -> None:  # fmt: skip
    """A strike that would destroy ``owner``'s unit leaves ``cell`` undamaged; discard."""
    state.discard(owner, "reinforced_silo", events)
    state.revealed[owner][cell] = ""
    events.append(SiloSaved(owner, owner, cell[0], cell[1], striker))


def egg_insurance(state: HenhouseState, owner: int, events: list[Event]) -> None:
    """``owner`` lost an egg to a purchase: 15 Sheaves from the supply (one per egg)."""
    state.pay(owner, WEAPON_DATA["egg_insurance"]["amount"], "egg_insurance", events)


# --- the tables -------------------------------------------------------------------------

Check = Callable[["HenhouseState", int, PlayWeapon], "str | None"]
Effect = Callable[["HenhouseState", int, PlayWeapon, list[Event]], None]
Candidates = Callable[["HenhouseState", int, str], list[PlayWeapon]]


@dataclass(frozen=True)
class Card:
    aim: Check  # are the fields right for this card
    candidates: Candidates  # every aim to try when listing legal plays
    check: Check | None  # anything else that would refuse the play
    effect: Effect


_AIMS: dict[str, tuple[Check, Candidates]] = {
    "none": (_aim_none, _none_candidates),
    "area": (_aim_area, _area_candidates),
    "enemy_unit": (_aim_enemy_unit, _enemy_unit_candidates),
    "own_cell": (_aim_own_cell, _own_cell_candidates),
}


def _card(aim: str, check: Check | None, effect: Effect) -> Card:
    return Card(*_AIMS[aim], check, effect)


SINGLE_USE: dict[str, Card] = {
    "nuclear_strike": _card("area", nuclear_strike_check, nuclear_strike),
    "sitting_duck": _card("enemy_unit", sitting_duck_check, sitting_duck),
    "double_barrel": _card("none", double_barrel_check, double_barrel),
    "scarecrow_decoy": _card("own_cell", scarecrow_decoy_check, scarecrow_decoy),
    "crop_duster": _card("area", None, crop_duster),
    "tax_collector": _card("none", tax_collector_check, tax_collector),
    "fox_spy": _card("area", None, fox_spy),
}

PERMANENT: dict[str, Callable[..., None]] = {
    "reinforced_silo": reinforced_silo,
    "egg_insurance": egg_insurance,
}

assert set(SINGLE_USE) | set(PERMANENT) == set(WEAPON_IDS), "every card needs an effect"
assert all(WEAPON_DATA[c]["kind"] == "single_use" for c in SINGLE_USE)
assert all(WEAPON_DATA[c]["kind"] == "permanent" for c in PERMANENT)


def why_not_play(state: HenhouseState, seat: int, a: PlayWeapon) -> str | None:
    """The reason ``seat`` may not make this play now, or None (turn checks aside)."""
    card = SINGLE_USE.get(a.card)
    if card is None:
        if a.card in PERMANENT:
            return f"{WEAPON_DATA[a.card]['name']} is permanent: it works by itself"
        return f"there is no Secret Weapon called {a.card!r}"
    if a.card not in state.hands[seat]:
        return f"you hold no {WEAPON_DATA[a.card]['name']}"
    phases = WEAPON_DATA[a.card]["phases"]
    if state.phase not in phases:
        when = " or ".join(p.capitalize() for p in phases)
        return f"{WEAPON_DATA[a.card]['name']} is played in the {when} phase"
    reason = card.aim(state, seat, a)
    if reason is None and card.check is not None:
        reason = card.check(state, seat, a)
    return reason


def legal_plays(state: HenhouseState, seat: int) -> list[PlayWeapon]:
    plays: list[PlayWeapon] = []
    for name in sorted(set(state.hands[seat])):
        card = SINGLE_USE.get(name)
        if card is None or state.phase not in WEAPON_DATA[name]["phases"]:
            continue
        plays += [
            a for a in card.candidates(state, seat, name) if why_not_play(state, seat, a) is None
        ]
    return plays


def play(state: HenhouseState, seat: int, a: PlayWeapon, events: list[Event]) -> None:
    state.discard(seat, a.card, events, played=a)
    SINGLE_USE[a.card].effect(state, seat, a, events)
