"""War for Chicken Island as a saved game: determinism, save and resume, and undo.

A game is its seed, options and actions; the same three give the same events byte for
byte, and a save read back plays on to the same digest. Undo follows Board Game Arena:
a Move or a Retrieve can be taken back, a roll, a fight or a draw cannot.
"""

from __future__ import annotations

import json
import random

import pytest

from game import island, saves
from game.core import Action, IllegalAction
from game.island.actions import EndActions, Move, PickLeader, Retrieve, Roll
from game.match import Match, SeatSpec


def random_actions(players: int, seed: int, limit: int) -> list[Action]:
    state = island.new_game(players, seed)
    rng = random.Random(seed * 7 + 1)
    actions = []
    while not state.is_over() and len(actions) < limit:
        action = rng.choice(state.legal_actions(state.current_seat()))
        state.apply(action)
        actions.append(action)
    return actions


def trace(players: int, seed: int, actions: list[Action]) -> tuple[list[str], list[str]]:
    state = island.new_game(players, seed)
    lines = [json.dumps(e.to_dict(), sort_keys=True) for e in state.opening_events]
    digests = [state.digest()]
    for action in actions:
        lines += [json.dumps(e.to_dict(), sort_keys=True) for e in state.apply(action)]
        digests.append(state.digest())
    return lines, digests


@pytest.mark.parametrize(("players", "seed"), [(2, 3), (3, 41), (4, 2026)])
def test_same_seed_and_actions_give_the_same_events_and_digests(players, seed):
    actions = random_actions(players, seed, 400)
    first, second = trace(players, seed, actions), trace(players, seed, actions)
    assert first == second
    assert len(first[0]) > len(actions)


def test_actions_survive_a_json_round_trip():
    actions = random_actions(3, 8, 300)
    again = [Action.from_dict(json.loads(json.dumps(a.to_dict()))) for a in actions]
    assert again == actions
    assert trace(3, 8, again) == trace(3, 8, actions)


def seats(players: int) -> list[SeatSpec]:
    return [SeatSpec(f"P{s + 1}", s, "human", "normal", None) for s in range(players)]


def test_a_save_resumes_to_the_same_position_and_plays_on(tmp_path):
    match = Match("island", 77, seats(2), {"island": "build"})
    rng = random.Random(5)
    for _ in range(250):
        state = match.state
        match.apply(rng.choice(state.legal_actions(state.current_seat())))
    path = saves.write(tmp_path / "island.json", match)
    again = saves.read(path)
    assert again.state.digest() == match.state.digest()
    assert again.options == {"island": "build"}
    seat = again.state.current_seat()
    assert again.state.legal_actions(seat) == match.state.legal_actions(seat)


def started(seed: int = 11) -> Match:
    """A 2-player match at the first player's Take Actions step."""
    match = Match("island", seed, seats(2), {})
    for seat in range(2):
        match.apply(PickLeader(match.state.dealt[seat][0]))
    match.apply(Roll(()))
    return match


def test_a_move_can_be_undone_but_not_the_roll_before_it():
    match = started()
    state = match.state
    assert match.undoable(0) == 0  # the roll is final
    move = next(a for a in state.legal_actions(0) if isinstance(a, Move) and a.pay == "action")
    before = state.digest()
    match.apply(move)
    assert match.undoable(0) == 1
    match.undo(0)
    assert match.state.digest() == before
    with pytest.raises(IllegalAction):
        match.undo(0)


def test_undo_never_crosses_the_draw_or_another_seat():
    match = started()
    match.apply(EndActions())  # the Draw step: a card was drawn
    assert match.state.current_seat() == 1
    assert match.undoable(0) == 0
    assert match.undoable(1) == 0


def test_which_actions_are_barriers():
    state = started().state
    assert not state.is_undo_barrier(Retrieve("wood", "action"))
    assert not state.is_undo_barrier(Move(0, 0, 0))
    assert state.is_undo_barrier(Roll(()))
    assert state.is_undo_barrier(EndActions())
