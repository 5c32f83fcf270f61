"""War for Chicken Island: rules an independent referee found bent (issue 16), each held
to the rulebook's letter. Positions use the seed-1 two-player map (see ``island_helpers``).
"""

from __future__ import annotations

import pytest

from game.island import island as builder
from game.island import new_game
from game.island.actions import Choose, EndActions, Move, Roll, Star
from game.island.ai import IslandAI
from game.island.events import FlagTaken, GameWon, PieceMoved, ResourceLost
from game.island.pieces import LAVA, NEUTRAL
from tests.game.island_helpers import (
    C0,
    A,
    B,
    check_invariants,
    clear,
    fight,
    hands,
    leader,
    put,
    ready,
    refused,
    set_res,
    to_actions,
)
from tests.game.island_helpers import dice as set_dice


def setup(faces: tuple[str, ...] = (), leaders: list[str] | None = None, players: int = 2):
    state = ready(players, 1, leaders or ["kato", "keekmee", "henrietta", "abigail"][:players])
    clear(state)
    hands(state, *([()] * players))
    to_actions(state, *faces)
    return state


def test_two_gains_over_the_cap_discard_down_to_nine_not_below() -> None:
    """Nugget's scrap and Scavengers both pay out on one kill while the Banner holds 9:
    two tokens come in, two go back ("discard any of them until you have 9")."""
    state = setup(faces=("plus3", "plus2"), leaders=["nugget", "kato"])
    state.strategy[0] = "scavengers"
    state.scroll_deck.remove("scavengers")
    set_res(state, 0, wood=3, stone=3, steel=3)
    att = put(state, 0, "chicken", A)
    dfn = put(state, 1, "pecker_trooper", B)
    events = fight(state, att, dfn, answers={"fight_dice": ["die:0"]})
    assert dfn["id"] not in state.pieces
    assert sum(state.res[0].values()) == 9
    assert sum(1 for e in events if isinstance(e, ResourceLost) and e.why == "cap") == 2
    assert state.pending is None
    check_invariants(state)


def draw_next(state, card: str) -> list:
    """End seat 0's actions with ``card`` on top of the Scroll deck."""
    state.scroll_deck.remove(card)
    state.scroll_deck.append(card)
    return state.apply(EndActions())


def test_an_earthquake_moves_a_leader_once_to_a_hex_legal_after_the_flip() -> None:
    """The middle Lava is Neutral here, so (0,0), (0,1) and (-1,-2) all turn to Lava.
    Seat 1's Leader on (0,0), hemmed in by seat 0's chickens, must go to an adjacent
    hex legal after the flip, (1,0), not to (0,1), which is turning too."""
    state = setup()
    state.kinds[(0, 0)] = NEUTRAL
    for h in (C0, A, (-1, 0)):
        put(state, 0, "chicken", h)
    boss = leader(state, 1)
    boss["hex"] = (0, 0)
    events = draw_next(state, "earthquake")
    assert [state.kind(h) for h in ((0, 0), (0, 1), (-1, -2))] == [LAVA] * 3
    pushes = [e for e in events if isinstance(e, PieceMoved) and boss["id"] in e.pieces]
    assert len(pushes) == 1 and boss["hex"] == (1, 0)


def flag_game():
    """Flag Mode on the seed-1 map, in seat 0's Take Actions step, with no unit on the
    island: seat 1's flag lies on (1,0), seat 0's on seat 1's Base."""
    state = new_game(2, 1, {"flag": True})
    state.apply(Roll(()))
    clear(state)
    state.dropped = [[1, 1, 0], [0, 0, -2]]
    return state


def test_place_a_shield_is_not_offered_or_paid_with_nothing_to_shield() -> None:
    state = flag_game()
    set_dice(state, 0, "star", "star", "star", "star")
    assert "no unit or leader" in refused(state, Star("shield"))
    assert Star("shield") not in state.legal_actions(0)
    put(state, 0, "chicken", A)
    assert Star("shield") in state.legal_actions(0)


def test_a_unit_passing_over_a_dropped_flag_takes_it_and_goes_on() -> None:
    """Entering is passing through: the Pecker Trooper (speed 2) crosses (1,0), takes seat
    1's flag there, and its move goes on to seat 0's Base, which wins at once."""
    state = flag_game()
    runner = put(state, 0, "pecker_trooper", A)
    home = state.bases[0]
    events = state.apply(Move(runner["id"], *home))
    moved = next(e for e in events if isinstance(e, PieceMoved))
    assert list(moved.path) == [*A, 1, 0, *home]
    assert FlagTaken(runner["id"], 1, "pick_up") in events
    assert runner["hex"] == home and runner["flags"] == [1]
    assert GameWon(0) in events and state.winner == 0


def test_only_a_flag_on_the_way_is_taken() -> None:
    state = flag_game()
    runner = put(state, 0, "pecker_trooper", (2, -1))
    events = state.apply(Move(runner["id"], *A))
    assert FlagTaken(runner["id"], 1, "pick_up") not in events  # (1,0) is not on the way
    state.dropped = [[1, *A], [0, 0, -2]]
    runner["hex"] = (2, -1)
    state.turn["free"] = 1
    events = state.apply(Move(runner["id"], *C0))  # the only way there is through A
    assert FlagTaken(runner["id"], 1, "pick_up") in events
    assert runner["hex"] == C0 and runner["flags"] == [1] and state.dropped == [[0, 0, -2]]
    check_invariants(state)


def test_a_restart_changes_what_the_seats_see() -> None:
    state = new_game(3, 10971, {"island": "build"})
    before = state.view(0)["draft"]
    state.draft = builder.restart(state.draft)
    after = state.view(0)["draft"]
    assert (before["attempt"], after["attempt"]) == (1, 2) and before != after


@pytest.mark.parametrize(
    "players,seed,level", [(3, 10971, "hard"), (4, 10971, "normal"), (2, 10971, "easy")]
)
def test_ai_seats_building_the_island_always_finish(players: int, seed: int, level: str) -> None:
    """Seed 10971 with three hard seats once picked the same failing sites after every
    restart (a restart changed nothing the seats could see), for ever."""
    state = new_game(players, seed, {"island": "build"})
    ais = [IslandAI(s, level, seed) for s in range(players)]
    for _ in range(50 * 4 * players):  # 50 attempts of 4 choices each: far past any need
        if state.stage != "island":
            break
        seat = state.current_seat()
        state.apply(ais[seat].decide(state.view(seat)))
    assert state.stage != "island" and state.island is not None


def test_a_catastrophe_goes_back_into_the_deck_with_the_discards() -> None:
    """Tuned (issue 16): the card is shuffled back into the Scroll deck, the discards
    with it, so a deck thinned by full hands does not fill up with Catastrophes."""
    state = setup()
    state.scroll_discard = [state.scroll_deck.pop(0) for _ in range(5)]
    played = list(state.scroll_discard)
    before = len(state.scroll_deck)
    draw_next(state, "hurricane")
    while state.pending:
        state.apply(Choose(state.pending["options"][0][0]))
    assert state.scroll_discard == []
    assert len(state.scroll_deck) == before + 5  # the Catastrophe is back, and the five
    assert "hurricane" in state.scroll_deck and set(played) <= set(state.scroll_deck)


def test_what_rides_with_a_move_is_stated_where_it_lands():
    """A +1 die on a piece and a flag a unit carries move with it: a ``Carried`` event
    after the move names them at the hex the move ended on."""
    import random as _random

    from game.core import Action
    from game.island import new_game as _new_game
    from game.island.events import Carried, PieceMoved

    said = {"dice": 0, "flags": 0}
    for seed, options in ((3, {}), (4, {"flag": True}), (5, {"flag": True})):
        state = _new_game(2, seed, options)
        rng = _random.Random(seed)
        moved = None
        for _ in range(600):
            if state.is_over():
                break
            legal = state.legal_actions(state.current_seat())
            action = rng.choice(sorted(legal, key=Action.sort_key))
            for event in state.apply(action):
                if isinstance(event, PieceMoved):
                    moved = event
                elif isinstance(event, Carried):
                    assert moved is not None
                    assert (moved.path[-2], moved.path[-1]) == (event.q, event.r)
                    pairs = list(zip(event.dice[::2], event.dice[1::2], strict=True))
                    for seat, die in pairs:
                        assert state.dice[seat][die]["at"] in moved.pieces or state.is_over()
                    said["dice"] += len(pairs)
                    said["flags"] += len(event.flags)
    assert said["dice"] and said["flags"], said
    from game.history import Names
    from game.island.history import NARRATOR

    told = NARRATOR.lines([Carried((0, 1, 1, 2), (1,), 0, 0)], Names(["Ann", "Bo"]), None, True)
    assert [line.text for line in told] == ["2 bonus dice on the pieces and Bo's flag went along"]
