"""Where Target tiles may go: targetable spaces, legal lines, the endgame, placing tiles."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from game.core import Action, Event
from game.henhouse.actions import ChooseUnit, Rule, Target
from game.henhouse.board import Cell, line_cells, rect_cells
from game.henhouse.data import FIELD, SPEC, TARGETING, UNIT_IDS, UNITS
from game.henhouse.events import ShotsForfeited, Targeted, TargetRemoved, UnitChosen, flat_cells

if TYPE_CHECKING:
    from game.henhouse.rules import HenhouseState


class TargetingMixin:
    """HenhouseState's aiming queries and tile placement (the weapons use them too)."""

    def nukes_on_boards(self) -> int:
        return len({t["fire"] for t in self.targets if t["source"] == "nuclear_strike"})

    def field_cells(self, owner: int) -> tuple[Cell, ...]:
        board, row, col = self.fields[owner]
        return rect_cells(SPEC, row, col, *FIELD)

    def targetable(self, seat: int, board: int) -> frozenset[Cell]:
        """The spaces of ``board`` that ``seat`` may place a Target tile on now."""
        key = (seat, board)
        if not self._applying and key in self._free:
            return self._free[key]
        if not 0 <= board < self.players or board == seat or self.eliminated[board]:
            free: frozenset[Cell] = frozenset()
        else:
            blocked = set(self.craters[board]) | set(self.hit_by[board])
            blocked |= {(t["row"], t["col"]) for t in self.targets if t["board"] == board}
            for owner, (fboard, _, _) in self.fields.items():
                if fboard == board and owner != seat:
                    blocked |= set(self.field_cells(owner))
            free = frozenset(
                (r, c) for r in range(SPEC.rows) for c in range(SPEC.cols) if (r, c) not in blocked
            )
        if not self._applying:
            self._free[key] = free
        return free

    def placements(self, seat: int, length: int) -> list[tuple[int, int, int, str]]:
        """Every legal (board, row, col, orient) for a Target group of ``length``.

        A line must cover only targetable spaces; when no such line is left anywhere,
        any line on the board with at least one targetable space will do (the endgame).
        """
        full = self.has_full_line(seat, length)
        spots = []
        for board in range(self.players):
            free = self.targetable(seat, board)
            if length == 1:
                spots += [(board, r, c, "") for r, c in sorted(free)]
                continue
            for r in range(SPEC.rows):
                for c in range(SPEC.cols):
                    for orient in "hv":
                        line = line_cells(r, c, length, orient)
                        if self._line_fits(line, free, full):
                            spots.append((board, r, c, orient))
        return spots

    @staticmethod
    def _line_fits(line: tuple[Cell, ...], free: frozenset[Cell], full: bool) -> bool:
        if not all(rect_cells(SPEC, r, c, 1, 1) for r, c in line):
            return False
        return all(x in free for x in line) if full else any(x in free for x in line)

    def has_full_line(self, seat: int, length: int) -> bool:
        """Whether a whole group of ``length`` fits on targetable spaces somewhere."""
        for board in range(self.players):
            free = self.targetable(seat, board)
            for r, c in free:
                if any(all(x in free for x in line_cells(r, c, length, o)) for o in "hv"):
                    return True
        return False

    def _can_place(self, seat: int, length: int) -> bool:
        if self.has_full_line(seat, length):
            return True
        for board in range(self.players):  # the endgame: part of a line is enough
            free = self.targetable(seat, board)
            for r, c in free:
                for orient in "hv":
                    for back in range(length):
                        start = (r - back, c) if orient == "v" else (r, c - back)
                        line = line_cells(*start, length, orient)
                        if all(rect_cells(SPEC, y, x, 1, 1) for y, x in line):
                            return True
        return False

    def choosable_units(self, seat: int, ignore_limit: bool = False) -> list[str]:
        """The unit cards ``seat`` could turn and fire now."""
        allowed = 1 + int(self.turn["double_barrel"])
        if self.phase != TARGETING or (not ignore_limit and len(self.turn["fired"]) >= allowed):
            return []
        return [
            u
            for u in UNIT_IDS
            if self.cards[seat][u] == "ready"
            and UNITS[u].fire
            and self._can_place(seat, UNITS[u].fire[0])
        ]

    def enemy_tiles_at(self, seat: int, cell: Cell) -> list[dict[str, Any]]:
        return [
            t
            for t in self.targets
            if t["board"] == seat and t["owner"] != seat and (t["row"], t["col"]) == cell
        ]

    def _cell_problem(self, seat: int, board: int, cell: Cell) -> str | None:
        """Why ``seat`` may not target ``cell`` of ``board``, or None."""
        if not 0 <= board < self.players:
            return f"there is no board {board}"
        if board == seat:
            return "target an enemy's board, not your own"
        if self.eliminated[board]:
            return f"seat {board} is out of the game"
        if not rect_cells(SPEC, cell[0], cell[1], 1, 1):
            return "that space is off the board"
        if cell in self.craters[board]:
            return "that space is a crater"
        if cell in self.hit_by[board]:
            return "that space has already exploded"
        if any(
            t["board"] == board and (t["row"], t["col"]) == cell for t in self.targets
        ):  # fmt: skip
            return "that space is already targeted"
        for owner, (fboard, _, _) in self.fields.items():
            if fboard == board and owner != seat and cell in self.field_cells(owner):
                return f"seat {owner}'s Magnetic Field protects that space"
        return None

    # -- changes the weapons make too -----------------------------------------------------

    def new_fire(self, seat: int, unit: str, kind: str) -> int:
        self._ids += 1
        self.fires[self._ids] = {"owner": seat, "unit": unit, "kind": kind, "first_hit": None}
        return self._ids

    def place_tiles(
        self, seat: int, board: int, cells: list[Cell] | tuple[Cell, ...], fire: int, events
    ) -> list[int]:
        ids = []
        for row, col in cells:
            self._ids += 1
            ids.append(self._ids)
            source = self.fires[fire]["unit"]
            self.targets.append(
                {"id": self._ids, "owner": seat, "board": board, "row": row, "col": col,
                 "fire": fire, "source": source}
            )  # fmt: skip
        events.append(Targeted(seat, board, flat_cells(cells), self.fires[fire]["unit"], fire))
        return ids

    def remove_tile(self, tile: dict[str, Any], reason: str, events: list[Event]) -> None:
        self.targets.remove(tile)
        events.append(TargetRemoved(tile["owner"], tile["board"], tile["row"], tile["col"], reason))


def _check_choose(s: HenhouseState, seat: int, a: ChooseUnit) -> str | None:
    if s.phase != TARGETING:
        return "units are fired in the Targeting phase"
    unit = UNITS.get(a.unit)
    if unit is None:
        return f"there is no unit called {a.unit!r}"
    status = s.cards[seat][a.unit]
    if status == "retired":
        return f"your {unit.name} card has left the game"
    if status == "turned":
        return f"your {unit.name} has already fired this round"
    if not unit.fire:
        return f"the {unit.name} cannot fire"
    allowed = 1 + int(s.turn["double_barrel"])
    if len(s.turn["fired"]) >= allowed:
        return "you have already fired this turn" + ("" if allowed > 1 else " (Double Barrel?)")
    if not s._can_place(seat, unit.fire[0]):
        return f"there is nowhere left to aim the {unit.name}"
    return None


def _do_choose(s: HenhouseState, seat: int, a: ChooseUnit, events: list[Event]) -> None:
    s.cards[seat][a.unit] = "turned"
    s.turn["fired"].append(a.unit)
    fire = s.new_fire(seat, a.unit, "unit")
    s.turn["aim"] = {"unit": a.unit, "fire": fire, "groups": list(UNITS[a.unit].fire)}
    events.append(UnitChosen(seat, a.unit, fire))


def _check_target(s: HenhouseState, seat: int, a: Target) -> str | None:
    length = s.turn["aim"]["groups"][0]
    if length == 1 and a.orient != "":
        return "a single Target tile takes no orientation"
    if length > 1 and a.orient not in ("h", "v"):
        return f"a group of {length} needs orientation 'h' or 'v'"
    line = line_cells(a.row, a.col, length, a.orient)
    if length > 1 and not s.has_full_line(seat, length):
        # the endgame: no whole line is left, so the line needs one targetable space
        if not 0 <= a.board < s.players or a.board == seat or s.eliminated[a.board]:
            return s._cell_problem(seat, a.board, line[0])
        if not all(rect_cells(SPEC, r, c, 1, 1) for r, c in line):
            return "that space is off the board"
        if not any(cell in s.targetable(seat, a.board) for cell in line):
            return "no space of that line can be targeted"
        return None
    for cell in line:
        reason = s._cell_problem(seat, a.board, cell)
        if reason:
            return reason
    return None


def _do_target(s: HenhouseState, seat: int, a: Target, events: list[Event]) -> None:
    aim = s.turn["aim"]
    length = aim["groups"].pop(0)
    free = s.targetable(seat, a.board)
    cells = [c for c in line_cells(a.row, a.col, length, a.orient) if c in free]
    s.place_tiles(seat, a.board, cells, aim["fire"], events)
    if aim["groups"] and not s._can_place(seat, aim["groups"][0]):
        events.append(ShotsForfeited(seat, aim["unit"], len(aim["groups"])))
        aim["groups"] = []
    if not aim["groups"]:
        s.turn["aim"] = None


RULES: dict[type[Action], Rule] = {
    ChooseUnit: (_check_choose, _do_choose),
    Target: (_check_target, _do_target),
}
