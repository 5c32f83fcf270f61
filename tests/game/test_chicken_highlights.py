"""Results-screen highlights come from the game's own events."""

from __future__ import annotations

import random

from game import chicken
from game.chicken_highlights import highlights
from game.match import Match, SeatSpec


def test_each_highlight_names_the_right_player():
    events = [
        chicken.Scored(0, 4),
        chicken.Busted(1, 3, ()),
        chicken.Busted(1, 4, ()),
        chicken.Scored(2, 9),
        chicken.DiceRolled(2, tuple(range(7)), ("blank",) * 7, True),
        chicken.ChickenedOut(0, (), 1),
    ]
    assert highlights(events, ["Ann", "Bo", "Cy"]) == [
        "Best turn: Cy, 9 points",
        "Foxes' favourite: Bo, busted twice",
        "Boldest: Cy, rerolled 6+ dice once",
        "Most careful: Ann, chickened out once",
    ]


def test_a_game_with_nothing_to_tell_has_no_highlights():
    assert highlights([chicken.Scored(0, 0)], ["Ann", "Bo"]) == []


def test_match_history_is_every_event_in_order():
    match = Match("chicken", 11, [SeatSpec("A", 0), SeatSpec("B", 1)])
    seen = match.opening_events()
    rng = random.Random(4)
    for _ in range(30):
        seen += match.apply(rng.choice(match.state.legal_actions(match.state.current_seat())))
    assert [e.to_dict() for e in match.history()] == [e.to_dict() for e in seen]
