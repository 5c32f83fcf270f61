"""War for Chicken Island, Flag Mode: which unit of a group move takes a dropped flag it
picks up. The rules' own pick (the piece the Move names) stays the default, so old saves
replay as they were; a group move may name its taker instead, and a wrong one is refused
with a reason and changes nothing."""

from __future__ import annotations

from game.core import Action
from game.island.actions import Move, Roll
from game.island.turn import flag_takers
from tests.game.island_helpers import SEAT0_BASE, A, B, check_invariants, refused
from tests.game.test_island_variants import chicken, ready, units_off


def _stack_by_a_flag():
    """Seat 0's stack on A (a plain chicken, then a shielded one) next to B, where seat
    1's flag lies dropped; seat 0's own flag is at home."""
    state = ready(flag=True)
    state.apply(Roll(()))
    units_off(state)
    chicken(state, 0, SEAT0_BASE, flags=[0])
    plain = chicken(state, 0, A)
    shielded = chicken(state, 0, A, shields=1)
    state.dropped = [[1, *B]]
    return state, plain, shielded


def test_the_units_that_differ_may_take_it_the_named_piece_first() -> None:
    state, plain, shielded = _stack_by_a_flag()
    chicken(state, 0, A)  # a twin of the plain one: no new choice
    move = Move(plain["id"], *B, group=True)
    assert move in state.legal_actions(0)
    assert flag_takers(state, 0, move) == [plain["id"], shielded["id"]]
    assert flag_takers(state, 0, Move(plain["id"], *A, group=True)) == [], "no flag there"
    state.dropped = []
    assert flag_takers(state, 0, move) == [], "no flag dropped: nothing to ask"


def test_without_a_taker_the_named_piece_takes_the_flag_as_before() -> None:
    state, plain, shielded = _stack_by_a_flag()
    state.apply(Move(plain["id"], *B, group=True))
    assert state.pieces[plain["id"]]["flags"] == [1]
    assert not state.pieces[shielded["id"]].get("flags")


def test_a_named_taker_takes_the_flag() -> None:
    state, plain, shielded = _stack_by_a_flag()
    state.apply(Move(plain["id"], *B, group=True, carrier=shielded["id"]))
    assert state.pieces[shielded["id"]]["flags"] == [1] and state.dropped == []
    assert not state.pieces[plain["id"]].get("flags")
    check_invariants(state)


def test_wrong_takers_are_refused_and_change_nothing() -> None:
    state, plain, shielded = _stack_by_a_flag()
    foe = chicken(state, 1, (0, -1))
    elsewhere = chicken(state, 0, (2, 0))
    wrong = {
        Move(plain["id"], *B, carrier=shielded["id"]): "only a group move",
        Move(plain["id"], *B, group=True, carrier=foe["id"]): "one of the moving units",
        Move(plain["id"], *B, group=True, carrier=elsewhere["id"]): "one of the moving units",
        Move(plain["id"], *B, group=True, carrier=True): "must be a int",
        Move(plain["id"], 2, -1, group=True, carrier=shielded["id"]): "picks up no flag",
    }
    for move, reason in wrong.items():  # (refused() checks the state is unchanged)
        assert reason in refused(state, move)


def test_an_old_saves_move_has_no_taker_and_keeps_the_old_pick() -> None:
    old = {"type": "wi_move", "piece": 3, "q": 1, "r": -2, "group": True, "pay": "action"}
    move = Action.from_dict(old)
    assert move == Move(3, 1, -2, group=True) and move.carrier == -1
    assert Action.from_dict(move.to_dict()) == move
