"""What Henhouse Havoc tells the table: the ``hh_*`` events.

Events are public, except that ``seen_by`` keeps a deployed layout for its owner alone.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import ClassVar

from game.core import Event
from game.henhouse.board import Cell


def flat_cells(cells: list[Cell] | tuple[Cell, ...]) -> tuple[int, ...]:
    """Cells as the flat (row, col, row, col, ...) tuple that events carry."""
    return tuple(v for cell in cells for v in cell)


@dataclass(frozen=True)
class FirstPlayerChosen(Event):
    type: ClassVar[str] = "hh_first_player"
    seat: int


@dataclass(frozen=True)
class DeckShuffled(Event):
    type: ClassVar[str] = "hh_deck_shuffled"
    cards: int


@dataclass(frozen=True)
class DeckReshuffled(Event):
    """The discard pile became the new draw pile (``cards`` of them)."""

    type: ClassVar[str] = "hh_deck_reshuffled"
    cards: int


@dataclass(frozen=True)
class WeaponRefilled(Event):
    type: ClassVar[str] = "hh_weapon_refilled"
    slot: int
    card: str


@dataclass(frozen=True)
class PhaseStarted(Event):
    type: ClassVar[str] = "hh_phase_started"
    phase: str
    round: int
    first_player: int


@dataclass(frozen=True)
class TurnStarted(Event):
    type: ClassVar[str] = "hh_turn_started"
    seat: int
    phase: str
    round: int


@dataclass(frozen=True)
class TurnEnded(Event):
    type: ClassVar[str] = "hh_turn_ended"
    seat: int
    phase: str


@dataclass(frozen=True)
class Deployed(Event):
    """``cells`` (as in Deploy) reach only the deploying seat; others see that it happened."""

    type: ClassVar[str] = "hh_deployed"
    seat: int
    cells: tuple[int, ...]
    hidden: bool = False

    def seen_by(self, seat: int | None) -> Event | None:
        return self if seat == self.seat else replace(self, cells=(), hidden=True)


@dataclass(frozen=True)
class UnitChosen(Event):
    type: ClassVar[str] = "hh_unit_chosen"
    seat: int
    unit: str
    fire: int


@dataclass(frozen=True)
class Targeted(Event):
    """Target tiles placed by ``seat`` on ``board`` (cells as row, col pairs)."""

    type: ClassVar[str] = "hh_targeted"
    seat: int
    board: int
    cells: tuple[int, ...]
    source: str  # the unit fired, or nuclear_strike / sitting_duck
    fire: int


@dataclass(frozen=True)
class ShotsForfeited(Event):
    """No legal space was left for ``groups`` of ``unit``'s Target groups."""

    type: ClassVar[str] = "hh_shots_forfeited"
    seat: int
    unit: str
    groups: int


@dataclass(frozen=True)
class Resolving(Event):
    type: ClassVar[str] = "hh_resolving"
    seat: int


@dataclass(frozen=True)
class Struck(Event):
    """A Target tile resolved: hit, miss, spent (space already resolved) or saved (Silo)."""

    type: ClassVar[str] = "hh_struck"
    seat: int
    board: int
    row: int
    col: int
    outcome: str
    source: str
    fire: int


@dataclass(frozen=True)
class Cratered(Event):
    type: ClassVar[str] = "hh_cratered"
    board: int
    row: int
    col: int
    seat: int  # whose strike made it


@dataclass(frozen=True)
class AreaEffect(Event):
    """A Sprayer or Howitzegg blast around (row, col): new hits, new craters, Silo saves."""

    type: ClassVar[str] = "hh_area_effect"
    seat: int
    board: int
    row: int
    col: int
    source: str
    hits: tuple[int, ...]
    craters: tuple[int, ...]
    saved: tuple[int, ...]


@dataclass(frozen=True)
class UnitDestroyed(Event):
    """``seat``'s unit is revealed: its cells, who struck last, and (seat, spaces) hitters."""

    type: ClassVar[str] = "hh_unit_destroyed"
    seat: int
    unit: str
    tile: int
    cells: tuple[int, ...]
    destroyer: int
    hitters: tuple[int, ...]


@dataclass(frozen=True)
class Paid(Event):
    """The Black Market paid ``amount`` of the ``owed`` Sheaves (it pays what it has)."""

    type: ClassVar[str] = "hh_paid"
    seat: int
    amount: int
    reason: str
    owed: int


@dataclass(frozen=True)
class EggForSale(Event):
    type: ClassVar[str] = "hh_egg_for_sale"
    owner: int
    unit: str
    price: int


@dataclass(frozen=True)
class CardRetired(Event):
    type: ClassVar[str] = "hh_card_retired"
    seat: int
    unit: str


@dataclass(frozen=True)
class Eliminated(Event):
    type: ClassVar[str] = "hh_eliminated"
    seat: int


@dataclass(frozen=True)
class TargetRemoved(Event):
    type: ClassVar[str] = "hh_target_removed"
    seat: int  # the tile's owner
    board: int
    row: int
    col: int
    reason: str


@dataclass(frozen=True)
class Awaiting(Event):
    """``seat`` must now choose: take_weapon, bonus_target, field or reveal."""

    type: ClassVar[str] = "hh_awaiting"
    seat: int
    kind: str
    detail: str
    by: int = -1


@dataclass(frozen=True)
class FieldPlaced(Event):
    type: ClassVar[str] = "hh_field_placed"
    seat: int
    board: int
    row: int
    col: int


@dataclass(frozen=True)
class FieldDeclined(Event):
    type: ClassVar[str] = "hh_field_declined"
    seat: int


@dataclass(frozen=True)
class FieldRemoved(Event):
    type: ClassVar[str] = "hh_field_removed"
    seat: int
    board: int
    row: int
    col: int
    reason: str


@dataclass(frozen=True)
class SheavesStolen(Event):
    type: ClassVar[str] = "hh_sheaves_stolen"
    seat: int
    victim: int
    amount: int


@dataclass(frozen=True)
class SpaceRevealed(Event):
    """Sitting Duck: ``seat`` shows that (row, col) of its board holds part of ``unit``."""

    type: ClassVar[str] = "hh_space_revealed"
    seat: int
    row: int
    col: int
    unit: str
    by: int


@dataclass(frozen=True)
class EggBought(Event):
    """``owner`` is -1 and ``unit`` "wild" for a Wild Egg."""

    type: ClassVar[str] = "hh_egg_bought"
    seat: int
    owner: int
    unit: str
    price: int


@dataclass(frozen=True)
class WeaponTaken(Event):
    """A face-up card (public) goes to ``seat``'s hand; reason: purchase, barn, war_chest."""

    type: ClassVar[str] = "hh_weapon_taken"
    seat: int
    slot: int
    card: str
    reason: str


@dataclass(frozen=True)
class RoundEnded(Event):
    type: ClassVar[str] = "hh_round_ended"
    round: int


@dataclass(frozen=True)
class FirstPlayerPassed(Event):
    type: ClassVar[str] = "hh_first_player_passed"
    from_seat: int
    to_seat: int


@dataclass(frozen=True)
class GameWon(Event):
    type: ClassVar[str] = "hh_game_won"
    seat: int
    reason: str  # eggs | last_army | stalemate
    eggs: int


@dataclass(frozen=True)
class GameDrawn(Event):
    """Nobody can fire again and the leaders tie on eggs and Sheaves."""

    type: ClassVar[str] = "hh_game_drawn"
    reason: str
    seats: tuple[int, ...]


@dataclass(frozen=True)
class FinalStandings(Event):
    """Every seat's eggs and Sheaves as the game ends, not only the winner's."""

    type: ClassVar[str] = "hh_final_standings"
    eggs: tuple[int, ...]
    sheaves: tuple[int, ...]
