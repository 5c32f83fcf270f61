"""Every legal action for the seat to act, and which actions undo may not cross.

Kept apart from the rules so the rules read as checks and effects; each enumerated
action is still checked by ``why_illegal`` in the tests, so the two cannot drift.
"""

from __future__ import annotations

from game.core import Action
from game.island import fight as fights
from game.island import island as builder
from game.island.actions import (
    Build,
    Choose,
    EndActions,
    Fight,
    Move,
    Pass,
    PickLeader,
    PlaceDie,
    PlayScroll,
    Retrieve,
    Roll,
    Site,
    Star,
)
from game.island.data import DATA
from game.island.pieces import targets
from game.island.rules import ACTIONS, ISLAND, LEADERS, RESOURCES, ROLL, IslandState, all_subsets
from game.island.stars import MENU, star_problem
from game.island.turn import _check_build, move_reach, pay_problem, turn_playable


def actions(state: IslandState, seat: int) -> list[Action]:
    if state.pending:
        return [Choose(key) for key, *_ in state.pending["options"]]
    if state.fight:
        playable = [
            c for c in set(state.hands[seat]) if fights.card_problem(state, seat, c) is None
        ]
        return [Pass(), *(PlayScroll(c) for c in playable)]
    if state.stage == ISLAND:
        return [Site(i) for i in range(len(builder.candidates(state.draft)))]
    if state.stage == LEADERS:
        return [PickLeader(x) for x in state.dealt[seat]]
    if state.stage == ROLL:
        return [Roll(d) for d in all_subsets(list(range(len(state.dice[seat]))))]
    if state.stage == ACTIONS:
        return turn_actions(state, seat)
    return []


def _pays(state: IslandState, seat: int, kind: str) -> list[str]:
    options = ("action", "claw") if kind in ("move", "fight") else ("action", "resource")
    return [p for p in options if pay_problem(state, seat, kind, p) is None]


def turn_actions(state: IslandState, seat: int) -> list[Action]:
    out: list[Action] = [EndActions()]
    mine = state.pieces_of(seat)
    move_pays = _pays(state, seat, "move")
    if move_pays:
        for piece in mine:
            groups = [False]
            if sum(1 for p in mine if p["hex"] == piece["hex"]) > 1:
                groups.append(True)
            for group in groups:
                for h in move_reach(state, seat, piece, group):
                    out += [Move(piece["id"], *h, group, p) for p in move_pays]
    for pay in _pays(state, seat, "fight"):
        for piece in mine:
            out += [Fight(piece["id"], t["id"], pay) for t, _ in targets(state, piece)]
    if not pay_problem(state, seat, "build", "action"):
        for card in set(state.stock):
            for h in state.territory[seat]:
                a = Build(card, *h)
                if _check_build(state, seat, a) is None:
                    out.append(a)
    for pay in _pays(state, seat, "retrieve"):
        for what in ("chicken", *RESOURCES):
            a = Retrieve(what, pay)
            if state.why_illegal(a) is None:
                out.append(a)
    for die in state.faces(seat, "plus1")[:1]:
        out += [PlaceDie(die, p["id"]) for p in mine]
    out += [Star(a) for a in MENU if star_problem(state, seat, a) is None]
    out += [PlayScroll(c) for c in set(state.hands[seat]) if turn_playable(state, seat, c)]
    return out


BARRIERS = (Roll, Fight, Build, Star, EndActions, Choose, Pass, PlayScroll, Site, PickLeader)


def is_barrier(state: IslandState, action: Action) -> bool:
    """Rolls, fights and their cards, builds (the stock refills), ★ draws, the Draw step,
    setup choices and answers to questions are never undone; moves, retrieves and +1
    dice are."""
    return isinstance(action, BARRIERS)


__all__ = ["DATA", "actions", "is_barrier"]
