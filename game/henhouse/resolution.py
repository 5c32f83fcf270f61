"""Strike resolution: hits and craters, unit bonuses, destruction, payouts and choices."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from game.core import Action, Event
from game.henhouse import weapons
from game.henhouse.actions import (
    BonusTarget,
    DeclineField,
    PlaceField,
    Resolve,
    RevealSpace,
    Rule,
    TakeWeapon,
)
from game.henhouse.board import Cell, offset_cells, rect_cells
from game.henhouse.data import (
    EGG_PRICE,
    FIELD,
    FOR_SALE,
    OVER,
    RESERVE,
    RESOLUTION,
    SPEC,
    TILE_UNITS,
    UNIT_TILES,
    UNITS,
)
from game.henhouse.density import reveal_choices
from game.henhouse.events import (
    AreaEffect,
    Awaiting,
    CardRetired,
    Cratered,
    EggForSale,
    Eliminated,
    FieldDeclined,
    FieldPlaced,
    FieldRemoved,
    Paid,
    Resolving,
    SheavesStolen,
    ShotsForfeited,
    SpaceRevealed,
    Struck,
    UnitDestroyed,
    flat_cells,
)

if TYPE_CHECKING:
    from game.henhouse.rules import HenhouseState


class ResolutionMixin:
    """HenhouseState's resolution queue and what a strike sets off."""

    def _run(self, events: list[Event]) -> None:
        """Resolve queued work until someone must choose, the queue is empty, or the end."""
        while self.work and not self.pending and self.phase != OVER:
            kind, ident = self.work.pop(0)
            if kind == "tile":
                self._resolve_tile(ident, events)
            else:
                self._bonus(ident, events)

    def _resolve_tile(self, ident: int, events: list[Event]) -> None:
        tile = next((t for t in self.targets if t["id"] == ident), None)
        if tile is None:  # cancelled by a Scarecrow Decoy or an elimination
            return
        self.targets.remove(tile)
        seat, board, cell = tile["owner"], tile["board"], (tile["row"], tile["col"])
        later: list[Event] = []
        outcome = self._strike(seat, board, cell, later)
        events.append(Struck(seat, board, cell[0], cell[1], outcome, tile["source"], tile["fire"]))
        if outcome == "miss":
            events.append(Cratered(board, cell[0], cell[1], seat))
        fire = self.fires[tile["fire"]]
        if outcome == "hit" and fire["first_hit"] is None:
            fire["first_hit"] = [board, cell[0], cell[1]]
        events += later

    def _strike(self, striker: int, board: int, cell: Cell, events: list[Event]) -> str:
        """One space is struck by ``striker``: hit, miss, spent or saved (Reinforced Silo)."""
        if cell in self.craters[board] or cell in self.hit_by[board]:
            return "spent"  # only the first strike to resolve on a space counts
        tile = self.unit_at[board].get(cell)
        if tile is None:
            self.craters[board].add(cell)
            return "miss"
        cells = self.tile_cells_of(board, tile)
        last = all(c in self.hit_by[board] for c in cells if c != cell)
        if last and "reinforced_silo" in self.hands[board]:
            weapons.PERMANENT["reinforced_silo"](self, board, cell, striker, events)
            return "saved"
        self.hit_by[board][cell] = striker
        self.revealed[board].pop(cell, None)
        if last:
            self._destroy(board, tile, striker, events)
        return "hit"

    def _bonus(self, ident: int, events: list[Event]) -> None:
        fire = self.fires[ident]
        if fire["first_hit"] is None or fire["kind"] not in ("unit", "bonus"):
            return
        bonus = UNITS[fire["unit"]].bonus
        if bonus is not None:
            _BONUSES[bonus["kind"]](self, fire, bonus, events)

    def _area(self, fire: dict[str, Any], offsets: list[list[int]], events: list[Event]) -> None:
        """Every space of the area not yet resolved becomes the striker's hit or a crater."""
        seat = fire["owner"]
        board, row, col = fire["first_hit"]
        found: dict[str, list[Cell]] = {"hit": [], "miss": [], "saved": [], "spent": []}
        later: list[Event] = []
        for cell in offset_cells(SPEC, (row, col), offsets):
            if self.phase == OVER:
                break
            found[self._strike(seat, board, cell, later)].append(cell)
        events.append(
            AreaEffect(seat, board, row, col, fire["unit"], flat_cells(found["hit"]),
                       flat_cells(found["miss"]), flat_cells(found["saved"]))
        )  # fmt: skip
        events += later

    def _destroy(self, board: int, tile: int, destroyer: int, events: list[Event]) -> None:
        """Reveal the unit, pay every hitter, put its egg on sale, retire cards, eliminate."""
        self.destroyed[board].append(tile)
        unit = UNITS[TILE_UNITS[tile]]
        cells = self.tile_cells_of(board, tile)
        counts = Counter(self.hit_by[board][c] for c in cells)
        order = [(destroyer + i) % self.players for i in range(self.players)]
        hitters = [(s, counts[s]) for s in order if counts[s]]
        events.append(
            UnitDestroyed(board, unit.id, tile, flat_cells(cells), destroyer, flat_cells(hitters))
        )
        for seat, spaces in hitters:
            self.pay(seat, spaces * unit.value, f"destroyed_{unit.id}", events)
        if unit.egg and self.eggs[(board, unit.id)] == RESERVE:
            self.eggs[(board, unit.id)] = FOR_SALE
            events.append(EggForSale(board, unit.id, EGG_PRICE))
        if all(t in self.destroyed[board] for t in UNIT_TILES[unit.id]):
            self.cards[board][unit.id] = "retired"
            events.append(CardRetired(board, unit.id))
        if len(self.destroyed[board]) == len(TILE_UNITS):
            self._eliminate(board, events)
        if self.phase == OVER:
            return
        if unit.on_destroyed == "owner_takes_weapon" and not self.eliminated[board]:
            self.ask({"kind": "take_weapon", "seat": board, "reason": unit.id}, events)
        elif unit.on_destroyed == "destroyer_takes_weapon":
            self.ask({"kind": "take_weapon", "seat": destroyer, "reason": unit.id}, events)

    def _eliminate(self, seat: int, events: list[Event]) -> None:
        """``seat``'s last unit fell: it leaves the game, with its waiting tiles and field."""
        self.eliminated[seat] = True
        events.append(Eliminated(seat))
        for tile in [t for t in self.targets if seat in (t["owner"], t["board"])]:
            self.remove_tile(tile, "eliminated", events)
        if seat in self.fields:
            self._remove_field(seat, "eliminated", events)
        self.pending = [p for p in self.pending if p["seat"] != seat]
        alive = [s for s in range(self.players) if not self.eliminated[s]]
        if len(alive) == 1:
            self._win(alive[0], "last_army", events)

    def _ask_bonus_target(self, seat: int, unit: str, kind: str, events: list[Event]) -> None:
        if self._can_place(seat, 1):
            self.ask({"kind": "bonus_target", "seat": seat, "unit": unit, "fire_kind": kind},
                     events)  # fmt: skip
        else:
            events.append(ShotsForfeited(seat, unit, 1))

    # -- choices, payouts and fields ------------------------------------------------------

    def undamaged_cells(self, seat: int, unit: str) -> list[Cell]:
        if self.layouts[seat] is None:
            return []
        hits = self.hit_by[seat]
        return [
            cell
            for tile in UNIT_TILES.get(unit, ())
            if tile not in self.destroyed[seat]
            for cell in self.tile_cells_of(seat, tile)
            if cell not in hits
        ]

    def pay(self, seat: int, amount: int, reason: str, events: list[Event]) -> None:
        """The Black Market pays ``seat`` what it can of ``amount``."""
        paid = min(amount, self.market)
        self.market -= paid
        self.sheaves[seat] += paid
        events.append(Paid(seat, paid, reason, amount))

    def ask(self, choice: dict[str, Any], events: list[Event]) -> None:
        """Someone must choose before play goes on (skipped when there is nothing to take)."""
        if choice["kind"] == "take_weapon" and not any(self.faceup):
            return
        self.pending.append(choice)
        detail = choice.get("unit") or choice.get("reason") or ""
        events.append(Awaiting(choice["seat"], choice["kind"], detail, choice.get("by", -1)))

    def _choice_options(self, choice: dict[str, Any]) -> list[Action]:
        seat, kind = choice["seat"], choice["kind"]
        if kind == "take_weapon":
            return [TakeWeapon(i) for i, card in enumerate(self.faceup) if card is not None]
        if kind == "bonus_target":
            return [BonusTarget(b, r, c) for b, r, c, _ in self.placements(seat, 1)]
        if kind == "field":
            return [DeclineField()] + [
                PlaceField(b, r, c)
                for b in range(self.players)
                if not self.eliminated[b]
                for r in range(SPEC.rows - FIELD[0] + 1)
                for c in range(SPEC.cols - FIELD[1] + 1)
            ]
        return [RevealSpace(r, c) for r, c in self.reveal_cells(choice)]

    def reveal_cells(self, choice: dict[str, Any]) -> list[Cell]:
        """The spaces the Sitting Duck's victim may show (see ``reveal_choices``)."""
        undamaged = self.undamaged_cells(choice["seat"], choice["unit"])
        return reveal_choices(undamaged, self.targetable(choice["by"], choice["seat"]))

    def _remove_field(self, seat: int, reason: str, events: list[Event]) -> None:
        board, row, col = self.fields.pop(seat)
        events.append(FieldRemoved(seat, board, row, col, reason))

    # -- test support ---------------------------------------------------------------------

    def rig_strike(self, striker: int, board: int, cells: list[Cell]) -> list[Event]:
        """Strike these spaces of ``board`` for ``striker`` at once, as a blast does (tests).

        Goes through the real strike code, so destruction, payouts, eggs, retirements,
        eliminations and owed choices all happen; returns their events.
        """
        events: list[Event] = []
        self._applying = True
        try:
            for cell in cells:
                self._strike(striker, board, tuple(cell), events)  # type: ignore[arg-type]
            self._run(events)
        finally:
            self._applying = False
            self._free.clear()
        return events


def _check_resolve(s: HenhouseState, seat: int, a: Resolve) -> str | None:
    if s.phase != RESOLUTION:
        return "strikes resolve in the Resolution phase"
    if s.turn["resolved"]:
        return "your strikes are already resolved this round"
    return None


def _do_resolve(s: HenhouseState, seat: int, a: Resolve, events: list[Event]) -> None:
    s.turn["resolved"] = True
    events.append(Resolving(seat))
    fires: dict[int, list[int]] = {}  # in placement order; each bonus right after its tiles
    for tile in s.targets:
        if tile["owner"] == seat:
            fires.setdefault(tile["fire"], []).append(tile["id"])
    s.work = [
        w for fire, ids in fires.items() for w in [*(["tile", i] for i in ids), ["bonus", fire]]
    ]


def _check_bonus_target(s: HenhouseState, seat: int, a: BonusTarget) -> str | None:
    return s._cell_problem(seat, a.board, (a.row, a.col))


def _do_bonus_target(s: HenhouseState, seat: int, a: BonusTarget, events: list[Event]) -> None:
    choice = s.pending.pop(0)
    fire = s.new_fire(seat, choice["unit"], choice["fire_kind"])
    (tile,) = s.place_tiles(seat, a.board, [(a.row, a.col)], fire, events)
    s.work[:0] = [["tile", tile], ["bonus", fire]]


def _check_field(s: HenhouseState, seat: int, a: PlaceField) -> str | None:
    if not 0 <= a.board < s.players or s.eliminated[a.board]:
        return "place the field on a board still in play"
    if not rect_cells(SPEC, a.row, a.col, *FIELD):
        return f"the {FIELD[0]} x {FIELD[1]} Magnetic Field must lie inside the board"
    return None


def _do_field(s: HenhouseState, seat: int, a: PlaceField, events: list[Event]) -> None:
    s.pending.pop(0)
    if seat in s.fields:
        s._remove_field(seat, "moved", events)
    s.fields[seat] = (a.board, a.row, a.col)
    events.append(FieldPlaced(seat, a.board, a.row, a.col))


def _check_decline(s: HenhouseState, seat: int, a: DeclineField) -> str | None:
    return None


def _do_decline(s: HenhouseState, seat: int, a: DeclineField, events: list[Event]) -> None:
    s.pending.pop(0)
    events.append(FieldDeclined(seat))


def _check_reveal(s: HenhouseState, seat: int, a: RevealSpace) -> str | None:
    choice = s.pending[0]
    unit = choice["unit"]
    if (a.row, a.col) not in s.undamaged_cells(seat, unit):
        return f"reveal an undamaged space of your {UNITS[unit].name}"
    if (a.row, a.col) not in s.reveal_cells(choice):
        return f"reveal a space seat {choice['by']} may target: it is not free to fire on"
    return None


def _do_reveal(s: HenhouseState, seat: int, a: RevealSpace, events: list[Event]) -> None:
    """The shown space gets the free Target tile, unless nothing could be targeted."""
    choice = s.pending.pop(0)
    s.revealed[seat][(a.row, a.col)] = choice["unit"]
    events.append(SpaceRevealed(seat, a.row, a.col, choice["unit"], choice["by"]))
    if (a.row, a.col) not in s.targetable(choice["by"], seat):
        events.append(ShotsForfeited(choice["by"], "sitting_duck", 1))
        return
    fire = s.new_fire(choice["by"], "sitting_duck", "sitting_duck")
    s.place_tiles(choice["by"], seat, [(a.row, a.col)], fire, events)


# --- unit bonuses, when a firing hit at least one unit space -------------------------------


def _bonus_area(s: HenhouseState, fire: dict, bonus: dict, events: list[Event]) -> None:
    """Sprayer (3 x 3) and Howitzegg (plus): blast around the space hit (if still in play)."""
    if not s.eliminated[fire["first_hit"][0]]:
        s._area(fire, bonus["offsets"], events)


def _bonus_howitzegg_strike(s: HenhouseState, fire: dict, bonus: dict, events: list[Event]) -> None:
    """Tractotank: an immediate Howitzegg strike, anywhere the striker chooses."""
    s._ask_bonus_target(fire["owner"], "howitzegg", "bonus", events)


def _bonus_extra_target(s: HenhouseState, fire: dict, bonus: dict, events: list[Event]) -> None:
    """Reaper: one more space, at once, with no further bonus."""
    s._ask_bonus_target(fire["owner"], "reaper", "extra", events)


def _bonus_magnetic_field(s: HenhouseState, fire: dict, bonus: dict, events: list[Event]) -> None:
    """Armored Combine: the striker may place their Magnetic Field."""
    s.ask({"kind": "field", "seat": fire["owner"]}, events)


def _bonus_steal(s: HenhouseState, fire: dict, bonus: dict, events: list[Event]) -> None:
    """Tactical Granary: steal 5 Sheaves (or what they have) from the owner of the unit hit."""
    victim = fire["first_hit"][0]
    amount = min(bonus["amount"], s.sheaves[victim])
    s.sheaves[victim] -= amount
    s.sheaves[fire["owner"]] += amount
    events.append(SheavesStolen(fire["owner"], victim, amount))


_BONUSES: dict[str, Callable[..., None]] = {
    "area": _bonus_area,
    "howitzegg_strike": _bonus_howitzegg_strike,
    "extra_target": _bonus_extra_target,
    "magnetic_field": _bonus_magnetic_field,
    "steal": _bonus_steal,
}
assert {u.bonus["kind"] for u in UNITS.values() if u.bonus} <= set(_BONUSES)


RULES: dict[type[Action], Rule] = {
    Resolve: (_check_resolve, _do_resolve),
    BonusTarget: (_check_bonus_target, _do_bonus_target),
    PlaceField: (_check_field, _do_field),
    DeclineField: (_check_decline, _do_decline),
    RevealSpace: (_check_reveal, _do_reveal),
}
