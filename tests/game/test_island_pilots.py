"""War for Chicken Island: who pilots a Build. The rules' own pick stays the default
(old saves replay as they were); a Build may name its crew instead, and a wrong crew is
refused with a reason and changes nothing."""

from __future__ import annotations

from game.island.actions import Build
from game.island.turn import crews
from tests.game.island_helpers import (
    SEAT0_BASE,
    A,
    check_invariants,
    clear,
    put,
    ready,
    refused,
    set_res,
    to_actions,
)
from tests.game.test_island_rules import _stock


def _two_kinds():
    """Seat 0 in its Take Actions step with a chicken on hex A and one carrying a flag on
    its Base, wood for a one-pilot Scout Runner."""
    state = ready()
    clear(state)
    to_actions(state)
    _stock(state, "scout_runner")
    set_res(state, 0, wood=3, stone=1, steel=0)
    here = put(state, 0, "chicken", A)
    carrier = put(state, 0, "chicken", SEAT0_BASE)
    carrier["flags"] = [1]
    return state, here, carrier


def test_the_crews_that_differ_are_listed_the_rules_pick_first() -> None:
    state, here, carrier = _two_kinds()
    put(state, 0, "chicken", A)  # a twin of the one on A: no new choice
    listed = crews(state, 0, "scout_runner", A)
    assert listed[0] == (here["id"],), "the build hex's own chicken is the rules' pick"
    assert listed[1:] == [(carrier["id"],)]


def test_a_named_pilot_flies_the_machine_and_takes_its_flag_aboard() -> None:
    state, here, carrier = _two_kinds()
    state.apply(Build("scout_runner", *A, pilots=(carrier["id"],)))
    assert carrier["id"] not in state.pieces and here["id"] in state.pieces
    machine = next(p for p in state.pieces_of(0) if p["kind"] == "machine")
    assert machine["flags"] == [1]
    check_invariants(state)


def test_without_a_crew_the_rules_pick_leaves_the_flag_at_home() -> None:
    state, here, carrier = _two_kinds()
    state.apply(Build("scout_runner", *A))
    assert here["id"] not in state.pieces and carrier["flags"] == [1]


def test_wrong_crews_are_refused_and_change_nothing() -> None:
    state, here, carrier = _two_kinds()
    foe = put(state, 1, "chicken", (2, 0))
    wrong = {
        (here["id"], carrier["id"]): "1 different",  # one too many for a Scout Runner
        (999,): "free chickens",
        (foe["id"],): "free chickens",
        (True,): "numbers",
    }
    for pilots, reason in wrong.items():  # (refused() checks the state is unchanged)
        assert reason in refused(state, Build("scout_runner", *A, pilots=pilots))
    state.apply(Build("scout_runner", *A, pilots=(here["id"],)))  # a right one is taken
