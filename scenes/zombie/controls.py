"""How a human picks a Zombie Chickens action with nothing but a d-pad and two buttons.

The screen has three rows, top to bottom: the Farm, the choice chips and the hand.
Up and down move between rows, left and right along one, confirm picks and back
cancels. Every choice offered comes from the rules' legal actions, so the controls
can never build an illegal move; they only arrange the legal ones.
"""

from __future__ import annotations

from collections.abc import Callable
from concurrent.futures import Future
from dataclasses import dataclass, field

from ecs.input import Intent
from game.core import Action
from game.zombie import actions as A
from game.zombie import cards as C
from scenes.advice import Advice
from scenes.zombie.faces import describe_stack

FARM, CHIPS, HAND = "farm", "chips", "hand"
ROWS = (FARM, CHIPS, HAND)


@dataclass
class Chip:
    label: str
    action: Action | None = None  # applied on confirm
    then: str | None = None  # or a control mode to enter
    stack: int | None = None  # the Farm stack it refers to (highlighted)
    shield: int | None = None
    enabled: bool = True


@dataclass
class Rows:
    farm: list = field(default_factory=list)  # card ids, or ("slot", stack index)
    chips: list[Chip] = field(default_factory=list)
    hand: list[int] = field(default_factory=list)


class Controls:
    """The human's cursor and half-made choice for the seat whose decision it is."""

    def __init__(self, names: list[str], advise: Callable[[int], Future | Action | None]) -> None:
        self.names = names
        self.advice = Advice(advise)  # what the hard AI would do: the focus starts there
        self.reset()

    def reset(self) -> None:
        self.mode = "base"  # base | place | move | offer | answer
        self.picked: int | None = None  # the card being placed or moved
        self.marked: list[int] = []  # cards chosen to trade
        self.trade_with: int | None = None
        self.row = HAND
        self.col = 0
        self._key: tuple | None = None  # (version, seat) of the decision being made
        self.legal: list[Action] = []
        self.touched = False  # the player moved the cursor in this decision

    # -- what may be chosen ---------------------------------------------------------------------

    def rows(self, state, seat: int) -> Rows:
        legal = self.legal
        farm = state.farms[state.holder(seat)]
        rows = Rows()
        if state.phase == "night":
            self._night_rows(state, legal, farm, rows)
            return rows
        hand = state.hands[seat]
        if self.mode == "place":
            rows.farm = [("slot", a.stack) for a in legal if _is(a, A.Place, self.picked)]
            if A.Discard(self.picked) in legal:
                rows.chips.append(Chip("Discard it and draw a new card", A.Discard(self.picked)))
            rows.chips.append(Chip("Cancel", then="base"))
            rows.hand = list(hand)
            return rows
        if self.mode == "move":
            rows.farm = [("slot", a.stack) for a in legal if _is(a, A.Move, self.picked)]
            rows.chips.append(Chip("Cancel", then="base"))
            return rows
        if self.mode in ("offer", "answer"):
            rows.hand = list(hand)
            rows.chips = self._trade_chips(state, legal)
            return rows
        movable = {a.card for a in legal if isinstance(a, A.Move)}
        rows.farm = [c for stack in farm for c in stack if c in movable]
        if state.step == "draw":
            face_up = " + ".join(C.DAY_NAMES[C.DAY[c]] for c in state.face_up)
            rows.chips.append(Chip("Draw 2 from the deck", A.Draw("deck")))
            if A.Draw("face_up") in legal:
                rows.chips.append(Chip(f"Take {face_up}", A.Draw("face_up")))
        else:
            placeable = {a.card for a in legal if isinstance(a, A.Place | A.Discard)}
            rows.hand = [c for c in hand if c in placeable]
            for mate in sorted({a.to_seat for a in legal if isinstance(a, A.Offer)}):
                name = self.names[mate] if mate < len(self.names) else f"player {mate + 1}"
                rows.chips.append(Chip(f"Trade with {name}", then=f"offer:{mate}"))
        return rows

    def _night_rows(self, state, legal: list[Action], farm, rows: Rows) -> None:
        if state.step == "flip":
            rows.chips.append(Chip("Flip a Night card!", A.Flip()))
        elif state.step == "defend":
            for action in legal:
                if isinstance(action, A.Defend):
                    words = describe_stack(farm[action.stack])
                    if action.shield != -1:
                        words += " + Shield"
                    shield = action.shield if action.shield != -1 else None
                    rows.chips.append(Chip(words, action, stack=action.stack, shield=shield))
            rows.chips.append(Chip("Let it through: lose a Life card", A.Endure()))
        else:
            rows.farm = [c for stack in farm for c in stack]

    def _trade_chips(self, state, legal: list[Action]) -> list[Chip]:
        if self.mode == "answer":
            wanted = len(state.offer[2])
            ready = len(self.marked) == wanted
            give = Chip(
                f"Give back {wanted} card{'s' if wanted > 1 else ''} ({len(self.marked)} chosen)",
                A.Answer(tuple(sorted(self.marked))) if ready else None,
                enabled=ready,
            )
            return [give, Chip("Decline the offer", A.Decline())]
        offer = A.Offer(self.trade_with, tuple(sorted(self.marked)))
        ready = offer in legal
        label = f"Offer {len(self.marked)} card{'s' if len(self.marked) != 1 else ''}"
        return [Chip(label, offer if ready else None, enabled=ready), Chip("Cancel", then="base")]

    # -- moving about ---------------------------------------------------------------------------

    def sync(self, state, seat: int, version: int) -> Rows:
        """The rows for this decision; a new decision (``version``) starts afresh."""
        if (version, seat) != self._key:
            self.reset()
            self._key = (version, seat)
            self.legal = state.legal_actions(seat)  # once per decision, not once per frame
            self.advice.start(seat)
            self.mode = "answer" if state.step == "answer" else "base"
            self.row = self._default_row(state)
            self._focus_hint(state, seat)
        elif self.advice.arrived() and not self.touched:  # advice that came in late
            self._focus_hint(state, seat)
        rows = self.rows(state, seat)
        if not getattr(rows, self.row):
            self.row = next((r for r in ROWS if getattr(rows, r)), CHIPS)
        self.col = max(0, min(self.col, len(getattr(rows, self.row)) - 1))
        return rows

    def _focus_hint(self, state, seat: int) -> None:
        """Put the cursor on the item that takes the hard AI's choice a step further: its
        card in the hand (or on the Farm), then the stack or the discard chip for it."""
        rows, hint = self.rows(state, seat), self.hint
        for row in ROWS:
            for col, item in enumerate(getattr(rows, row)):
                if self._leads_to(row, item, hint):
                    self.row, self.col = row, col
                    return

    def _leads_to(self, row: str, item, hint: Action | None) -> bool:
        card = getattr(hint, "card", None)
        if row == CHIPS:
            return item.action is not None and item.action == hint
        if row == HAND:
            return self.mode == "base" and isinstance(hint, A.Place | A.Discard) and card == item
        if isinstance(item, tuple):  # a destination slot for the card picked up
            kind = A.Place if self.mode == "place" else A.Move
            return hint == kind(self.picked, item[1])
        return isinstance(hint, A.Move | A.Scrap) and card == item

    def _default_row(self, state) -> str:
        if state.phase == "night":
            return FARM if state.step == "scrap" else CHIPS
        if state.step in ("draw", "answer"):
            return CHIPS if state.step == "draw" else HAND
        return HAND

    @property
    def hint(self) -> Action | None:
        return self.advice.action

    def intent(self, state, seat: int, version: int, intent: Intent) -> Action | str | None:
        """An action to apply, "moved" when the cursor moved, or None when nothing happened."""
        rows = self.sync(state, seat, version)
        self.touched = True
        items = getattr(rows, self.row)
        if intent in (Intent.UP, Intent.DOWN):
            order = [r for r in ROWS if getattr(rows, r)]
            if self.row in order:
                step = -1 if intent == Intent.UP else 1
                index = max(0, min(len(order) - 1, order.index(self.row) + step))
                if order[index] != self.row:
                    self.row, self.col = order[index], 0
                    return "moved"
            return None
        if intent in (Intent.LEFT, Intent.RIGHT) and items:
            self.col = (self.col + (1 if intent == Intent.RIGHT else -1)) % len(items)
            return "moved"
        if intent == Intent.BACK and self.mode in ("place", "move", "offer"):
            self._back(state)
            return "moved"
        if intent != Intent.CONFIRM or not items:
            return None
        item = items[self.col]
        return self._confirm(state, seat, item)

    def _confirm(self, state, seat: int, item) -> Action | str | None:
        if self.row == CHIPS:
            if not item.enabled:
                return None
            if item.action is not None:
                return item.action
            if item.then and item.then.startswith("offer:"):
                self.mode, self.trade_with, self.marked = "offer", int(item.then[6:]), []
                self.row, self.col = HAND, 0
                return "moved"
            self._back(state)
            return "moved"
        if self.row == HAND:
            if self.mode in ("offer", "answer"):
                if item in self.marked:
                    self.marked.remove(item)
                else:
                    self.marked.append(item)
                return "moved"
            self.mode, self.picked = "place", item
            self.row, self.col = FARM, 0
            self._focus_hint(state, seat)
            return "moved"
        if isinstance(item, tuple):  # a destination slot
            cls = A.Place if self.mode == "place" else A.Move
            return cls(self.picked, item[1])
        if state.phase == "night":
            return A.Scrap(item)
        self.mode, self.picked = "move", item
        self.col = 0
        self._focus_hint(state, seat)
        return "moved"

    def _back(self, state) -> None:
        """Drop the half-made choice and go back to where the decision started."""
        self.mode, self.picked, self.marked, self.trade_with = "base", None, [], None
        self.row, self.col = self._default_row(state), 0

    def focused(self, rows: Rows):
        """(row, item) under the cursor, or None."""
        items = getattr(rows, self.row)
        return (self.row, items[self.col]) if items else None


def _is(action: Action, kind: type, card: int | None) -> bool:
    return isinstance(action, kind) and action.card == card
