"""How a human picks a Henhouse Havoc action: choices on chips, aims with a board cursor.

Every option comes from the rules' legal actions. A decision is either a row of
chips (fire a unit, buy, play a card, resolve, end the turn) or an *aim*: a set of
legal actions that each sit on a board cell, which the cursor moves between.
Left/right/up/down move the cursor, next switches boards, back turns a line or
leaves the aim, confirm fires.
"""

from __future__ import annotations

from collections.abc import Callable
from concurrent.futures import Future
from dataclasses import dataclass

from ecs.input import Intent
from game.core import Action
from game.henhouse import board as B
from game.henhouse import rules as R
from game.henhouse.weapons import WEAPON_DATA, PlayWeapon
from scenes.advice import Advice
from scenes.henhouse.likely import likeliest

UNIT_NAMES = {u: R.UNITS[u].name for u in R.UNIT_IDS}
MOVES = {Intent.LEFT: (0, -1), Intent.RIGHT: (0, 1), Intent.UP: (-1, 0), Intent.DOWN: (1, 0)}


@dataclass
class Chip:
    label: str
    action: Action | None = None
    aim: str | None = None  # enter this aim instead of acting
    unit: str | None = None  # a unit card drawn on the chip
    card: str | None = None  # a Secret Weapon it takes or plays, shown large when focused


@dataclass(frozen=True)
class Spot:
    """A legal action anchored at a board cell, with the cells it covers."""

    action: Action
    board: int
    row: int
    col: int
    orient: str
    cells: tuple[tuple[int, int], ...]


class Controls:
    def __init__(self, names: list[str], advise: Callable[[int], Future | Action | None]):
        self.names = names
        self.advice = Advice(advise)  # what the hard AI would do: the focus starts there
        self.touched = False  # the player moved the focus in this decision
        self.aim: str | None = None  # the aim in use
        self.cursor = (0, 0, 0)  # board, row, col
        self.orient = "h"
        self.col = 0  # the chip in focus
        self.key: tuple | None = None
        self.legal: list[Action] = []
        self._made: tuple | None = None  # (aim, chips, spots) built for this decision

    def sync(self, state, seat: int, version: int) -> tuple[list[Chip], list[Spot]]:
        """This decision's chips and aim spots; a new decision starts afresh."""
        fresh = (version, seat) != self.key
        if fresh:
            self.key, self.col, self.aim = (version, seat), 0, None
            self.legal = state.legal_actions(seat)  # once per decision, not once per frame
            self.advice.start(seat)
            self.touched = False
            self._made = None
        # the focus starts afresh with the decision, and again when advice comes in late
        refocus = fresh or (self.advice.arrived() and not self.touched)
        if refocus:
            forced = _forced_aim(state, self.legal)
            if forced:
                self._enter(forced, self.legal, seat, state)
        if self._made is None or self._made[0] != self.aim:
            legal = self.legal
            spots = _spots(self.aim, legal, state) if self.aim else []
            chips = []
            if not self.aim or self.aim == "field":
                chips = _chips(state, seat, legal, self.names)
            if self.aim == "field":
                chips = [c for c in chips if isinstance(c.action, R.DeclineField)]
            self._made = (self.aim, chips, spots)
        _, chips, spots = self._made
        if refocus and not self.aim:
            self.col = first_chip(chips, self.hint)
        self.col = max(0, min(self.col, len(chips) - 1))
        return chips, spots

    def _enter(self, aim: str, legal: list[Action], seat: int, state) -> None:
        self.aim = aim
        spots = _spots(aim, legal, state)
        if spots:
            hinted = [s for s in spots if s.action == self.hint]
            if hinted:  # where the hard AI would aim
                start = hinted[0]
            elif aim in ("target", "bonus"):  # a strike starts where it most likely hits
                start = likeliest(spots, state.view(seat), seat, self.cursor)
            else:
                start = self._nearest(spots)
            self.cursor, self.orient = (start.board, start.row, start.col), start.orient or "h"

    def _nearest(self, spots: list[Spot]) -> Spot:
        """Where an aim starts: the legal spot closest to where the cursor was left (the
        last tile aimed), on its board and the same way round if it can, so a player aims
        from where they were instead of from A1 each time."""
        board, row, col = self.cursor

        def far(spot: Spot) -> tuple:
            away = abs(spot.row - row) + abs(spot.col - col)
            return (spot.board != board, away, spot.orient not in ("", self.orient))

        return min(spots, key=far)

    def focused_spot(self, spots: list[Spot]) -> Spot | None:
        board, row, col = self.cursor
        matches = [s for s in spots if (s.board, s.row, s.col) == (board, row, col)]
        for spot in matches:
            if spot.orient in ("", self.orient):
                return spot
        return matches[0] if matches else None

    @property
    def hint(self) -> Action | None:
        return self.advice.action

    def intent(self, state, seat: int, version: int, intent: Intent) -> Action | str | None:
        chips, spots = self.sync(state, seat, version)
        self.touched = True
        if self.aim:
            return self._aim_intent(state, seat, intent, chips, spots)
        if intent in (Intent.LEFT, Intent.RIGHT, Intent.UP, Intent.DOWN) and chips:
            step = 1 if intent in (Intent.RIGHT, Intent.DOWN) else -1
            self.col = (self.col + step) % len(chips)
            return "moved"
        if intent == Intent.CONFIRM and chips:
            chip = chips[self.col]
            if chip.aim:
                self._enter(chip.aim, self.legal, seat, state)
                return "moved"
            return chip.action
        return None

    def _aim_intent(self, state, seat, intent, chips, spots) -> Action | str | None:
        board, row, col = self.cursor
        if intent in MOVES:
            dr, dc = MOVES[intent]
            self.cursor = (board, max(0, min(9, row + dr)), max(0, min(9, col + dc)))
            return "moved"
        if intent in (Intent.NEXT, Intent.PREV):
            boards = sorted({s.board for s in spots})
            if boards:
                index = boards.index(board) if board in boards else -1
                step = 1 if intent == Intent.NEXT else -1
                self.cursor = (boards[(index + step) % len(boards)], row, col)
                return "moved"
            return None
        if intent == Intent.BACK:
            orients = {s.orient for s in spots} - {""}
            if len(orients) > 1:
                self.orient = "v" if self.orient == "h" else "h"
                return "moved"
            if self.aim.startswith("weapon:"):
                self.aim = None
                return "moved"
            if chips:  # a field may be declined
                return chips[0].action
            return None
        if intent == Intent.CONFIRM:
            spot = self.focused_spot(spots)
            return spot.action if spot else "refused"
        return None


def tiles_left(state) -> str:
    """The shots the unit being aimed still has, in words: "2 Target tiles left"."""
    groups = state.turn["aim"]["groups"]
    word = "Target tile" if all(length == 1 for length in groups) else "Target line"
    return f"{len(groups)} {word}{'s' * (len(groups) != 1)} left"


def _forced_aim(state, legal: list[Action]) -> str | None:
    """The aim a decision starts in: aiming a unit, a bonus, a field or a reveal."""
    kinds = {type(a) for a in legal}
    for kind, aim in (
        (R.Target, "target"),
        (R.BonusTarget, "bonus"),
        (R.PlaceField, "field"),
        (R.RevealSpace, "reveal"),
    ):
        if kind in kinds:
            return aim
    return None


def _spots(aim: str, legal: list[Action], state) -> list[Spot]:
    spots = []
    seat = state.current_seat()
    for a in legal:
        if aim == "target" and isinstance(a, R.Target):
            length = state.turn["aim"]["groups"][0]
            cells = B.line_cells(a.row, a.col, length, a.orient)
            spots.append(Spot(a, a.board, a.row, a.col, a.orient, cells))
        elif aim == "bonus" and isinstance(a, R.BonusTarget):
            spots.append(Spot(a, a.board, a.row, a.col, "", ((a.row, a.col),)))
        elif aim == "field" and isinstance(a, R.PlaceField):
            spots.append(Spot(a, a.board, a.row, a.col, "", B.tile_cells((2, 2), a.row, a.col)))
        elif aim == "reveal" and isinstance(a, R.RevealSpace):
            spots.append(Spot(a, seat, a.row, a.col, "", ((a.row, a.col),)))
        elif aim.startswith("weapon:") and isinstance(a, PlayWeapon) and a.card == aim[7:]:
            rows, cols = WEAPON_DATA[a.card].get("area", [1, 1])
            cells = B.tile_cells((rows, cols), a.row, a.col)
            spots.append(Spot(a, a.board, a.row, a.col, "", cells))
    return spots


def first_chip(chips: list[Chip], hint: Action | None = None) -> int:
    """The chip a decision starts on: the one that does what the hard AI would (``hint``;
    for a Secret Weapon aimed at a space, its "Play ..." chip). Else, choosing what to
    fire, the unit with the most separately aimed shots (then the most spaces), so the
    Barn's three come first; otherwise the first chip (Resolve, when the strikes are all
    placed)."""
    weapon = f"weapon:{hint.card}" if isinstance(hint, PlayWeapon) else None
    for i, chip in enumerate(chips):
        if hint is not None and (chip.action == hint or (weapon and chip.aim == weapon)):
            return i
    units = [i for i, c in enumerate(chips) if isinstance(c.action, R.ChooseUnit)]
    if not units or any(isinstance(c.action, R.Resolve) for c in chips):
        return 0

    def shots(i: int) -> tuple[int, int]:
        fire = R.UNITS[chips[i].unit].fire
        return (len(fire), sum(fire))

    return max(units, key=lambda i: (shots(i), -i))


def _chips(state, seat: int, legal: list[Action], names: list[str]) -> list[Chip]:
    chips: list[Chip] = []
    aimed_weapons: set[str] = set()
    for a in legal:
        if isinstance(a, R.ChooseUnit):
            chips.append(Chip(f"Fire {UNIT_NAMES[a.unit]}", a, unit=a.unit))
        elif isinstance(a, R.TakeWeapon):
            card = state.faceup[a.slot]
            chips.append(Chip(f"Take {WEAPON_DATA[card]['name']}", a, card=card))
        elif isinstance(a, R.DeclineField):
            chips.append(Chip("No field", a))
        elif isinstance(a, PlayWeapon):
            name = WEAPON_DATA[a.card]["name"]
            if a.row >= 0:
                if a.card not in aimed_weapons:
                    aimed_weapons.add(a.card)
                    chips.append(Chip(f"Play {name}...", aim=f"weapon:{a.card}", card=a.card))
            elif a.unit:
                label = f"{name}: {names[a.board]}'s {UNIT_NAMES[a.unit]}"
                chips.append(Chip(label, a, card=a.card))
            else:
                chips.append(Chip(f"Play {name}", a, card=a.card))
    for a in legal:
        if isinstance(a, R.BuyEgg):
            chips.append(Chip(f"Buy {names[a.owner]}'s egg ({R.EGG_PRICE})", a))
        elif isinstance(a, R.BuyWild):
            price = R.WILD_PRICES[state.wild.index(None)]
            chips.append(Chip(f"Buy a Wild Egg ({price})", a))
        elif isinstance(a, R.Resolve):
            chips.insert(0, Chip("Resolve my strikes!", a))
        elif isinstance(a, R.EndTurn):
            chips.append(Chip("End turn", a))
    return chips
