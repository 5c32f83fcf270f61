"""Thousands of random Chicken! games, checking the invariants after every action.

Seeded random legal choices (and a hypothesis property test) drive games for 2 to 8
players. After every action: all 12 dice sit in exactly one place, scores are never
negative, legal actions are sorted and unique (and empty for everyone else), the
events agree with the state, and every game ends within a bound with one winner.
"""

from __future__ import annotations

import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game import chicken
from game.core import Action

ALL_DICE = list(range(12))
GAMES_PER_PLAYER_COUNT = 430  # x 7 player counts = 3010 games
# Random play ends in at most ~210 actions over 3000 games (8 players); allow a wide margin.
MAX_ACTIONS = 1000
PHASES = {"choose", "decide", "over"}
_SORTED_AND_UNIQUE: set[tuple[Action, ...]] = set()  # lists already proven, to save time


def assert_sorted_and_unique(legal: list[Action]) -> None:
    key = tuple(legal)
    if key not in _SORTED_AND_UNIQUE:
        assert legal == sorted(set(legal), key=Action.sort_key)
        _SORTED_AND_UNIQUE.add(key)


def check_invariants(state: chicken.ChickenState, legal: list[Action]) -> None:
    places = state.coop + state.hand + state.middle + state.chickens + state.foxes
    assert sorted(places) == ALL_DICE, f"dice lost or doubled: {state.snapshot()}"
    assert all(score >= 0 for score in state.scores)
    assert state.phase in PHASES
    assert all(chicken.COLOURS[d] != "white" for d in state.coop)
    assert len(state.foxes) < chicken.BUST_FOXES
    for die in state.chickens:
        assert state.faces[die] in chicken.POINTS
    for die in state.foxes:
        assert state.faces[die] == "fox"
    for die in state.middle:
        assert state.faces[die] in ("egg", "blank", None)
    assert_sorted_and_unique(legal)
    if state.phase == "choose":
        assert set(chicken.WHITE) <= set(state.hand)
        assert not (state.middle or state.chickens or state.foxes or state.faces)
        assert legal == [chicken.ChickenOut(), chicken.GoForIt()]
    elif state.phase == "decide":
        assert state.hand == [] and state.middle and not state.rerolled
        assert legal == [chicken.Reroll(), chicken.Stop()]
    else:
        assert state.current_seat() is None and legal == []
    for seat in range(state.players):
        if seat != state.current_seat():
            assert state.legal_actions(seat) == []


def check_events(before: chicken.ChickenState, state: chicken.ChickenState, events) -> None:
    """Token moves explain every score change, and turns hand over cleanly."""
    moved = [0] * state.players
    for event in events:
        if event.type == "token_moved":
            moved[event.seat] += event.end - event.start
        if event.type == "turn_started":
            assert (event.seat, event.turn, list(event.dice)) == (
                state.seat,
                state.turn,
                state.hand,
            )
    assert [a + m for a, m in zip(before, moved, strict=True)] == state.scores


def play_out(state: chicken.ChickenState, choose) -> int:
    """Play to the end with ``choose(legal, step)``; return the number of actions."""
    legal = state.legal_actions(state.current_seat())
    check_invariants(state, legal)
    steps = 0
    while not state.is_over():
        assert steps < MAX_ACTIONS, f"game still running after {MAX_ACTIONS} actions"
        seat, turn, scores = state.current_seat(), state.turn, list(state.scores)
        events = state.apply(choose(legal, steps))
        steps += 1
        assert events and all(e.seat == seat for e in events if e.type != "turn_started")
        assert state.turn >= turn
        check_events(scores, state, events)
        current = state.current_seat()
        legal = state.legal_actions(current) if current is not None else []
        check_invariants(state, legal)
    winner = state.winner
    assert winner is not None and state.result()["winner"] == winner
    assert state.scores[winner] >= chicken.WIN_SCORE
    assert all(s < chicken.WIN_SCORE for seat, s in enumerate(state.scores) if seat != winner)
    return steps


@pytest.mark.parametrize("players", range(2, 9))
def test_thousands_of_random_games(players):
    winners = set()
    lengths = []
    for game in range(GAMES_PER_PLAYER_COUNT):
        seed = players * 100_000 + game
        rng = random.Random(seed ^ 0x5EED)
        state = chicken.new_game(players, seed)
        lengths.append(play_out(state, lambda legal, _step, rng=rng: rng.choice(legal)))
        winners.add(state.winner)
    # random play is not degenerate: every seat wins some game, and games vary in length
    assert winners == set(range(players))
    assert len(set(lengths)) > 10


@settings(
    max_examples=200,
    deadline=None,
    database=None,
    derandomize=True,
    suppress_health_check=[HealthCheck.too_slow],
)
@given(
    players=st.integers(2, 8),
    seed=st.integers(0, 2**64),
    first_seat=st.none() | st.integers(0, 7),
    picks=st.lists(st.integers(0, 1), max_size=300),
)
def test_property_every_choice_sequence_keeps_the_invariants(players, seed, first_seat, picks):
    options = {} if first_seat is None else {"first_seat": first_seat % players}
    state = chicken.new_game(players, seed, options)
    finish = random.Random(seed)

    def choose(legal, step):
        # hypothesis picks the opening choices; a seeded RNG finishes the game
        return legal[picks[step]] if step < len(picks) else finish.choice(legal)

    play_out(state, choose)
