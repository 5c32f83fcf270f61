"""Chicken! rules, one at a time, with forced dice.

Every test checks the state *and* the events ``apply`` returns (types and fields, in
order). Dice ids: white 0-3, yellow 4-7, orange 8-11; ``rig`` faces are consumed in
die-id order for each roll. ``first_seat: 0`` fixes the first player.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import pytest

from game import chicken
from game.chicken import ChickenOut, GoForIt, Reroll, Stop
from game.core import Action, Event, IllegalAction
from game.match import Match, SeatSpec

WHITE = [0, 1, 2, 3]
YELLOW = [4, 5, 6, 7]
ORANGE = [8, 9, 10, 11]


def new(players: int = 2, seed: int = 1) -> chicken.ChickenState:
    return chicken.new_game(players, seed, {"first_seat": 0})


def play(state: chicken.ChickenState, action: Action, faces: list[str] | None = None) -> list:
    """Apply ``action`` with the next roll forced to ``faces``; return the events as dicts."""
    if faces is not None:
        state.rig(faces)
    events = state.apply(action)
    assert all(isinstance(e, Event) for e in events)
    assert not state._rigged, "the roll did not use every forced face"
    return [e.to_dict() for e in events]


# event dict builders, so expectations read like the rulebook
def rolled(seat: int, dice: list[int], faces: list[str], reroll: bool = False) -> dict:
    return {"type": "dice_rolled", "seat": seat, "dice": dice, "faces": faces, "reroll": reroll}


def hatched(seat: int, die: int, colour: str) -> dict:
    return {"type": "die_hatched", "seat": seat, "die": die, "colour": colour}


def busted(seat: int, foxes: int, returned: list[int]) -> dict:
    return {"type": "busted", "seat": seat, "foxes": foxes, "returned": returned}


def scored(seat: int, points: int) -> dict:
    return {"type": "scored", "seat": seat, "points": points}


def moved(seat: int, start: int, end: int) -> dict:
    return {"type": "token_moved", "seat": seat, "start": start, "end": end}


def passed(seat: int, to_seat: int, dice: list[int]) -> dict:
    return {"type": "dice_passed", "seat": seat, "to_seat": to_seat, "dice": dice}


def started(seat: int, turn: int, dice: list[int]) -> dict:
    return {"type": "turn_started", "seat": seat, "turn": turn, "dice": dice}


def chickened(seat: int, returned: list[int], penalty: int) -> dict:
    return {"type": "chickened_out", "seat": seat, "returned": returned, "penalty": penalty}


def won(seat: int, score: int) -> dict:
    return {"type": "game_won", "seat": seat, "score": score}


def table(state: chicken.ChickenState) -> dict[str, Any]:
    """Where the dice are, plus whose turn and the phase."""
    snap = state.snapshot()
    keys = ("seat", "phase", "turn", "scores", "coop", "hand", "middle", "chickens", "foxes")
    return {k: snap[k] for k in keys}


def hand_of_six() -> chicken.ChickenState:
    """Two players; seat 0 stops with nothing after hatching two yellow dice.

    Seat 1 then holds white 0-3 and yellow 4-5, with the Coop at 6-11.
    """
    state = new()
    play(state, GoForIt(), ["egg", "egg", "blank", "blank"])
    play(state, Stop())
    assert state.hand == [0, 1, 2, 3, 4, 5]
    return state


# --- setup -------------------------------------------------------------------------------


def test_setup_gives_four_white_dice_to_the_first_player_and_fills_the_coop():
    state = new(players=3)
    assert table(state) == {
        "seat": 0,
        "phase": "choose",
        "turn": 1,
        "scores": [0, 0, 0],
        "coop": YELLOW + ORANGE,
        "hand": WHITE,
        "middle": [],
        "chickens": [],
        "foxes": [],
    }
    assert [e.to_dict() for e in state.opening_events] == [started(0, 1, WHITE)]
    assert state.legal_actions(0) == [ChickenOut(), GoForIt()]
    assert state.legal_actions(1) == [] and state.legal_actions(2) == []


def test_dice_data_matches_the_content_file():
    assert chicken.COLOURS == ("white",) * 4 + ("yellow",) * 4 + ("orange",) * 4
    for die in WHITE:
        assert sorted(chicken.FACES[die]) == sorted(
            ["chicken", "chicken", "egg", "egg", "fox", "blank"]
        )
    for die in YELLOW:
        assert sorted(chicken.FACES[die]) == sorted(
            ["chicken", "chicken", "chicken", "egg", "fox", "blank"]
        )
    for die in ORANGE:
        assert sorted(chicken.FACES[die]) == sorted(
            ["double", "double", "fox", "fox", "egg", "blank"]
        )
    assert chicken.POINTS == {"chicken": 1, "double": 2}
    assert (chicken.BUST_FOXES, chicken.WIN_SCORE, chicken.PENALTY) == (3, 25, 1)


@pytest.mark.parametrize("players", range(2, 9))
def test_two_to_eight_players(players):
    state = chicken.new_game(players, 5, {"first_seat": players - 1})
    assert state.players == players and state.scores == [0] * players
    assert state.current_seat() == players - 1
    # the last seat passes to seat 0: clockwise wraps around
    events = play(state, GoForIt(), ["fox", "fox", "fox", "blank"])
    assert events[-2:] == [passed(players - 1, 0, WHITE), started(0, 2, WHITE)]


@pytest.mark.parametrize("players", [-1, 0, 1, 9, 10])
def test_other_player_counts_are_refused(players):
    with pytest.raises(ValueError, match="2 to 8 players"):
        chicken.new_game(players, 1)


def test_one_or_nine_seats_cannot_start_a_match():
    for count in (1, 9):
        seats = [SeatSpec(f"P{i}", i % 8) for i in range(count)]
        with pytest.raises(ValueError, match="2 to 8 players"):
            Match("chicken", 1, seats)


@pytest.mark.parametrize("first_seat", [-1, 2, "0", 1.0, [0]])
def test_a_bad_first_seat_is_refused(first_seat):
    with pytest.raises(ValueError, match="first_seat"):
        chicken.new_game(2, 1, {"first_seat": first_seat})


def test_without_first_seat_the_seed_picks_the_first_player():
    firsts = {chicken.new_game(4, seed).current_seat() for seed in range(60)}
    assert firsts == {0, 1, 2, 3}
    for seed in range(20):
        assert chicken.new_game(4, seed).current_seat() == chicken.new_game(4, seed).current_seat()


# --- go for it ---------------------------------------------------------------------------


def test_go_for_it_sorts_chickens_right_foxes_left_and_eggs_blanks_to_the_middle():
    state = new()
    events = play(state, GoForIt(), ["chicken", "fox", "egg", "blank"])
    assert events == [
        rolled(0, WHITE, ["chicken", "fox", "egg", "blank"]),
        hatched(0, 4, "yellow"),
    ]
    assert table(state) == {
        "seat": 0,
        "phase": "decide",
        "turn": 1,
        "scores": [0, 0],
        "coop": [5, 6, 7] + ORANGE,
        "hand": [],
        "middle": [2, 3, 4],
        "chickens": [0],
        "foxes": [1],
    }
    assert state.snapshot()["faces"] == {
        "0": "chicken",
        "1": "fox",
        "2": "egg",
        "3": "blank",
        "4": None,
    }
    assert state.legal_actions(0) == [Reroll(), Stop()]
    assert state.legal_actions(1) == []


def test_go_for_it_rolls_exactly_the_dice_passed_including_hatched_ones():
    state = hand_of_six()
    assert state.current_seat() == 1 and state.coop == [6, 7] + ORANGE
    events = play(state, GoForIt(), ["blank", "chicken", "fox", "blank", "chicken", "egg"])
    assert events == [
        rolled(1, [0, 1, 2, 3, 4, 5], ["blank", "chicken", "fox", "blank", "chicken", "egg"]),
        hatched(1, 6, "yellow"),
    ]
    assert state.chickens == [1, 4] and state.foxes == [2] and state.middle == [0, 3, 5, 6]
    assert state.coop == [7] + ORANGE and state.hand == []


def test_a_die_can_only_show_its_own_faces():
    state = new()
    state.rig(["double", "blank", "blank", "blank"])  # white dice have no double chicken
    with pytest.raises(ValueError, match="white die has no double"):
        state.apply(GoForIt())


# --- chicken out -------------------------------------------------------------------------


def test_chicken_out_on_the_start_space_costs_nothing():
    state = hand_of_six()  # seat 1 is on the start space with yellow 4 and 5 in hand
    events = play(state, ChickenOut(), ["chicken", "chicken", "fox", "egg"])
    assert events == [
        chickened(1, [4, 5], 0),
        rolled(1, WHITE, ["chicken", "chicken", "fox", "egg"]),
        hatched(1, 4, "yellow"),
    ]
    assert state.scores == [0, 0]
    assert state.coop == [5, 6, 7] + ORANGE  # 4 and 5 went home; 4 hatched again at once
    assert state.chickens == [0, 1] and state.foxes == [2] and state.middle == [3, 4]


def test_chicken_out_returns_yellow_and_orange_costs_a_point_and_rolls_the_white_dice():
    state = new()
    # turn 1, seat 0: two eggs hatch yellow 4 and 5; the reroll hatches yellow 6 and 7 and
    # adds two chickens to the first one: seat 0 scores 3 and passes eight dice.
    play(state, GoForIt(), ["chicken", "egg", "egg", "blank"])
    play(state, Reroll(), ["egg", "egg", "chicken", "chicken", "blank"])
    assert state.scores == [3, 0] and state.hand == [0, 1, 2, 3, 4, 5, 6, 7]
    # turn 2, seat 1 busts straight away: only the white dice come back to seat 0
    play(state, GoForIt(), ["fox", "fox", "fox", "chicken", "chicken", "blank", "egg", "egg"])
    assert state.hand == WHITE and state.coop == YELLOW + ORANGE
    # turn 3, seat 0 scores 1 with a hatched die in the hand
    play(state, GoForIt(), ["egg", "fox", "blank", "chicken"])
    play(state, Reroll(), ["blank", "blank", "blank"])
    assert state.scores == [4, 0] and state.hand == [0, 1, 2, 3, 4]
    # turn 4, seat 1 stops and hands seat 0 a bigger pool
    play(state, GoForIt(), ["egg", "blank", "blank", "blank", "blank"])
    play(state, Stop())
    assert state.current_seat() == 0 and state.hand == [0, 1, 2, 3, 4, 5]
    before = list(state.coop)
    events = play(state, ChickenOut(), ["fox", "blank", "chicken", "chicken"])
    assert events == [
        chickened(0, [4, 5], 1),
        moved(0, 4, 3),
        rolled(0, WHITE, ["fox", "blank", "chicken", "chicken"]),
    ]
    assert state.coop == sorted(before + [4, 5])
    assert state.scores == [3, 0] and state.phase == "decide"
    assert state.middle == [1] and state.chickens == [2, 3] and state.foxes == [0]


def test_chicken_out_with_only_white_dice_still_costs_a_point():
    state = new()
    play(state, GoForIt(), ["chicken", "chicken", "chicken", "fox"])  # counts at once: 3
    play(state, GoForIt(), ["fox", "fox", "fox", "blank"])  # seat 1 busts
    events = play(state, ChickenOut(), ["blank", "blank", "blank", "blank"])
    assert events == [
        chickened(0, [], 1),
        moved(0, 3, 2),
        rolled(0, WHITE, ["blank", "blank", "blank", "blank"]),
    ]
    assert state.scores == [2, 0]


def test_chicken_out_never_takes_the_token_below_the_start_space(monkeypatch):
    # with today's penalty of 1 the floor only shows at 0; a bigger penalty proves the clamp
    monkeypatch.setattr(chicken, "PENALTY", 3)
    state = new()
    play(state, GoForIt(), ["chicken", "fox", "fox", "blank"])
    play(state, Stop())  # seat 0 scores 1
    play(state, GoForIt(), ["fox", "fox", "fox", "blank"])
    events = play(state, ChickenOut(), ["blank", "blank", "blank", "blank"])
    assert events[:2] == [chickened(0, [], 1), moved(0, 1, 0)]
    assert state.scores == [0, 0]


# --- counting across the whole turn ------------------------------------------------------


def test_foxes_set_aside_after_the_first_roll_still_count_after_the_reroll():
    state = new()
    play(state, GoForIt(), ["fox", "fox", "egg", "blank"])
    assert state.foxes == [0, 1] and state.middle == [2, 3, 4] and state.phase == "decide"
    events = play(state, Reroll(), ["blank", "chicken", "fox"])
    assert events == [
        rolled(0, [2, 3, 4], ["blank", "chicken", "fox"], reroll=True),
        busted(0, 3, [4]),
        passed(0, 1, WHITE),
        started(1, 2, WHITE),
    ]
    assert table(state) == {
        "seat": 1,
        "phase": "choose",
        "turn": 2,
        "scores": [0, 0],
        "coop": YELLOW + ORANGE,
        "hand": WHITE,
        "middle": [],
        "chickens": [],
        "foxes": [],
    }


def test_chickens_set_aside_after_the_first_roll_still_score_after_the_reroll():
    state = new()
    play(state, GoForIt(), ["chicken", "chicken", "blank", "egg"])
    events = play(state, Reroll(), ["chicken", "blank", "chicken"])
    assert events == [
        rolled(0, [2, 3, 4], ["chicken", "blank", "chicken"], reroll=True),
        scored(0, 4),
        moved(0, 0, 4),
        passed(0, 1, [0, 1, 2, 3, 4]),
        started(1, 2, [0, 1, 2, 3, 4]),
    ]
    assert state.scores == [4, 0] and state.coop == [5, 6, 7] + ORANGE


# --- hatching ----------------------------------------------------------------------------


def test_one_die_per_egg_yellow_first_then_orange_then_nothing():
    state = new()
    events = play(state, GoForIt(), ["egg", "egg", "egg", "egg"])
    assert events == [
        rolled(0, WHITE, ["egg"] * 4),
        *(hatched(0, d, "yellow") for d in YELLOW),
    ]
    assert state.coop == ORANGE and state.middle == WHITE + YELLOW
    assert all(state.faces[d] is None for d in YELLOW)  # hatched dice are blank
    # five eggs on the reroll, four orange dice left: the fifth egg hatches nothing
    events = play(state, Reroll(), ["egg"] * 4 + ["egg", "blank", "blank", "blank"])
    assert events[:6] == [
        rolled(0, WHITE + YELLOW, ["egg"] * 5 + ["blank"] * 3, reroll=True),
        *(hatched(0, d, "orange") for d in ORANGE),
        scored(0, 0),
    ]
    assert events[6:] == [passed(0, 1, list(range(12))), started(1, 2, list(range(12)))]
    assert state.coop == [] and state.hand == list(range(12))
    # with the Coop empty, eggs hatch nothing at all
    events = play(
        state, GoForIt(), ["egg"] * 4 + ["egg", "blank", "blank", "blank"] + ["blank"] * 4
    )
    assert [e["type"] for e in events] == ["dice_rolled"]
    assert state.middle == list(range(12)) and state.phase == "decide"


def test_eggs_after_a_bust_hatch_nothing():
    state = new()
    events = play(state, GoForIt(), ["fox", "fox", "fox", "egg"])
    assert [e["type"] for e in events] == ["dice_rolled", "busted", "dice_passed", "turn_started"]
    assert state.coop == YELLOW + ORANGE


def test_hatching_takes_orange_when_no_yellow_is_left_in_the_coop():
    state = new()
    play(state, GoForIt(), ["egg", "egg", "egg", "egg"])  # yellow 4-7 hatch
    events = play(
        state, Reroll(), ["egg", "blank", "blank", "blank", "chicken", "chicken", "blank", "blank"]
    )
    assert events[1] == hatched(0, 8, "orange")
    assert state.hand == list(range(9)) and state.coop == [9, 10, 11]


# --- the reroll --------------------------------------------------------------------------


def test_the_reroll_rolls_every_die_in_the_middle_and_ends_the_turn():
    state = new(players=3)
    play(state, GoForIt(), ["egg", "blank", "chicken", "fox"])
    middle = list(state.middle)
    assert middle == [0, 1, 4]  # an egg, a blank and the hatched die
    events = play(state, Reroll(), ["chicken", "chicken", "blank"])
    assert events[0] == rolled(0, middle, ["chicken", "chicken", "blank"], reroll=True)
    assert events[1:] == [
        scored(0, 3),
        moved(0, 0, 3),
        passed(0, 1, [0, 1, 2, 3, 4]),
        started(1, 2, [0, 1, 2, 3, 4]),
    ]
    # exactly one reroll: the turn is over and a second Reroll is refused
    assert state.current_seat() == 1 and state.phase == "choose"
    with pytest.raises(IllegalAction):
        state.apply(Reroll())


def test_eggs_on_the_reroll_hatch_dice_that_are_passed_on_unrolled():
    state = new()
    play(state, GoForIt(), ["egg", "blank", "chicken", "chicken"])
    events = play(state, Reroll(), ["egg", "egg", "blank"])
    assert events == [
        rolled(0, [0, 1, 4], ["egg", "egg", "blank"], reroll=True),
        hatched(0, 5, "yellow"),
        hatched(0, 6, "yellow"),
        scored(0, 2),
        moved(0, 0, 2),
        passed(0, 1, [0, 1, 2, 3, 4, 5, 6]),
        started(1, 2, [0, 1, 2, 3, 4, 5, 6]),
    ]
    assert state.hand == [0, 1, 2, 3, 4, 5, 6] and state.coop == [7] + ORANGE
    # the next player rolls them all, faces fresh
    events = play(state, GoForIt(), ["blank"] * 7)
    assert events == [rolled(1, [0, 1, 2, 3, 4, 5, 6], ["blank"] * 7)]


def test_a_reroll_without_chickens_or_a_third_fox_scores_zero():
    state = new()
    play(state, GoForIt(), ["fox", "fox", "blank", "blank"])
    events = play(state, Reroll(), ["blank", "egg"])
    assert events == [
        rolled(0, [2, 3], ["blank", "egg"], reroll=True),
        hatched(0, 4, "yellow"),
        scored(0, 0),
        passed(0, 1, [0, 1, 2, 3, 4]),
        started(1, 2, [0, 1, 2, 3, 4]),
    ]
    assert state.scores == [0, 0]


# --- busting -----------------------------------------------------------------------------


def test_three_foxes_on_the_first_roll_bust_and_lose_the_chickens():
    state = hand_of_six()
    events = play(state, GoForIt(), ["fox", "fox", "fox", "chicken", "chicken", "egg"])
    assert events == [
        rolled(1, [0, 1, 2, 3, 4, 5], ["fox", "fox", "fox", "chicken", "chicken", "egg"]),
        busted(1, 3, [4, 5]),
        passed(1, 0, WHITE),
        started(0, 3, WHITE),
    ]
    assert state.scores == [0, 0]
    assert state.coop == YELLOW + ORANGE and state.hand == WHITE
    assert state.faces == {}


def test_four_foxes_bust_too():
    state = new()
    events = play(state, GoForIt(), ["fox"] * 4)
    assert events[1] == busted(0, 4, [])


def test_a_bust_after_the_reroll_returns_hatched_and_rolled_colours():
    state = new()
    play(state, GoForIt(), ["egg", "egg", "egg", "fox"])  # yellow 4-6 hatch
    events = play(state, Reroll(), ["chicken", "chicken", "blank", "fox", "fox", "chicken"])
    assert events == [
        rolled(
            0, [0, 1, 2, 4, 5, 6], ["chicken", "chicken", "blank", "fox", "fox", "chicken"], True
        ),
        busted(0, 3, [4, 5, 6]),
        passed(0, 1, WHITE),
        started(1, 2, WHITE),
    ]
    assert state.scores == [0, 0] and state.coop == YELLOW + ORANGE


def test_two_foxes_do_not_bust():
    state = new()
    events = play(state, GoForIt(), ["fox", "fox", "blank", "chicken"])
    assert [e["type"] for e in events] == ["dice_rolled"]
    assert state.phase == "decide" and state.foxes == [0, 1]


# --- scoring -----------------------------------------------------------------------------


def test_a_double_chicken_is_worth_two():
    state = new()
    play(state, GoForIt(), ["egg", "egg", "egg", "egg"])
    play(state, Reroll(), ["egg", "egg"] + ["blank"] * 6)  # orange 8, 9 hatch, unrolled
    assert state.current_seat() == 1 and state.hand == list(range(10))
    faces = ["blank"] * 4 + ["chicken", "blank", "blank", "blank", "double", "double"]
    events = play(state, GoForIt(), faces)
    assert events == [rolled(1, list(range(10)), faces)]
    assert state.chickens == [4, 8, 9] and state.middle == [0, 1, 2, 3, 5, 6, 7]
    events = play(state, Stop())
    assert events == [
        scored(1, 5),
        moved(1, 0, 5),
        passed(1, 0, list(range(10))),
        started(0, 3, list(range(10))),
    ]
    assert state.scores == [0, 5] and state.coop == [10, 11]


def test_stop_scores_the_chickens_and_passes_every_die_in_play():
    state = new(players=4)
    play(state, GoForIt(), ["chicken", "egg", "egg", "fox"])
    events = play(state, Stop())
    assert events == [
        scored(0, 1),
        moved(0, 0, 1),
        passed(0, 1, [0, 1, 2, 3, 4, 5]),
        started(1, 2, [0, 1, 2, 3, 4, 5]),
    ]
    # the Coop keeps what was never hatched; nothing is left on the table
    assert table(state) == {
        "seat": 1,
        "phase": "choose",
        "turn": 2,
        "scores": [1, 0, 0, 0],
        "coop": [6, 7] + ORANGE,
        "hand": [0, 1, 2, 3, 4, 5],
        "middle": [],
        "chickens": [],
        "foxes": [],
    }
    assert state.faces == {}


def test_stopping_with_no_chickens_scores_zero_and_moves_no_token():
    state = new()
    play(state, GoForIt(), ["blank", "fox", "blank", "blank"])
    events = play(state, Stop())
    assert events == [scored(0, 0), passed(0, 1, WHITE), started(1, 2, WHITE)]


def test_a_first_roll_that_empties_the_middle_counts_at_once():
    assert "empty_middle" in chicken.rules_data()["_choices"]
    state = new()
    events = play(state, GoForIt(), ["chicken", "fox", "chicken", "fox"])
    assert events == [
        rolled(0, WHITE, ["chicken", "fox", "chicken", "fox"]),
        scored(0, 2),
        moved(0, 0, 2),
        passed(0, 1, WHITE),
        started(1, 2, WHITE),
    ]
    assert state.current_seat() == 1 and state.phase == "choose"


# --- winning -----------------------------------------------------------------------------


def four_chicken_round(state: chicken.ChickenState) -> None:
    """Seat 0 rolls four chickens (counted at once); seat 1 busts."""
    play(state, GoForIt(), ["chicken"] * 4)
    play(state, GoForIt(), ["fox", "fox", "fox", "chicken"])


def test_24_points_is_not_a_win():
    state = new()
    for _ in range(6):
        four_chicken_round(state)
    assert state.scores == [24, 0] and not state.is_over() and state.winner is None


def test_ending_a_turn_on_exactly_25_wins_at_once():
    state = new()
    for _ in range(6):
        four_chicken_round(state)
    play(state, GoForIt(), ["chicken", "fox", "fox", "blank"])
    events = play(state, Stop())
    assert events == [scored(0, 1), moved(0, 24, 25), won(0, 25)]
    assert_game_over(state, winner=0, scores=[25, 0])


def test_passing_25_on_the_first_roll_wins_at_once():
    state = new()
    for _ in range(6):
        four_chicken_round(state)
    events = play(state, GoForIt(), ["chicken"] * 4)
    assert events == [
        rolled(0, WHITE, ["chicken"] * 4),
        scored(0, 4),
        moved(0, 24, 28),
        won(0, 28),
    ]
    assert_game_over(state, winner=0, scores=[28, 0])


def test_the_second_seat_can_win_too():
    state = new(players=3)
    for _ in range(6):
        play(state, GoForIt(), ["fox", "fox", "fox", "blank"])
        play(state, GoForIt(), ["chicken"] * 4)
        play(state, GoForIt(), ["fox", "fox", "fox", "blank"])
    assert state.scores == [0, 24, 0]
    play(state, GoForIt(), ["fox", "fox", "fox", "blank"])
    assert play(state, GoForIt(), ["chicken"] * 4)[-1] == won(1, 28)
    assert_game_over(state, winner=1, scores=[0, 28, 0])


def assert_game_over(state: chicken.ChickenState, winner: int, scores: list[int]) -> None:
    assert state.is_over() and state.current_seat() is None
    assert state.result() == {"winner": winner, "scores": scores, "turns": state.turn}
    for seat in range(state.players):
        assert state.legal_actions(seat) == []
    for action in (GoForIt(), ChickenOut(), Reroll(), Stop()):
        before = (state.snapshot(), state.digest())
        with pytest.raises(IllegalAction, match="over"):
            state.apply(action)
        assert (state.snapshot(), state.digest()) == before


# --- illegal actions ---------------------------------------------------------------------


@dataclass(frozen=True)
class Bogus(Action):
    """An action of no game at all (no ``type``, so it never enters the registry)."""


def choose_phase() -> chicken.ChickenState:
    return new()


def decide_phase() -> chicken.ChickenState:
    state = new()
    play(state, GoForIt(), ["egg", "blank", "fox", "chicken"])
    return state


def over_phase() -> chicken.ChickenState:
    state = new()
    for _ in range(6):
        four_chicken_round(state)
    play(state, GoForIt(), ["chicken"] * 4)
    assert state.is_over()
    return state


ILLEGAL = [
    (choose_phase, Reroll()),
    (choose_phase, Stop()),
    (choose_phase, Bogus()),
    (choose_phase, None),
    (choose_phase, "go"),
    (decide_phase, GoForIt()),
    (decide_phase, ChickenOut()),
    (decide_phase, Bogus()),
    (decide_phase, {"type": "stop"}),
    (over_phase, GoForIt()),
    (over_phase, ChickenOut()),
    (over_phase, Reroll()),
    (over_phase, Stop()),
]


@pytest.mark.parametrize(("make", "action"), ILLEGAL)
def test_illegal_actions_raise_with_a_reason_and_change_nothing(make, action):
    state = make()
    snapshot, digest = state.snapshot(), state.digest()
    legal = {seat: state.legal_actions(seat) for seat in range(state.players)}
    with pytest.raises(IllegalAction) as info:
        state.apply(action)
    assert isinstance(info.value.reason, str) and info.value.reason.strip()
    assert str(info.value) == info.value.reason
    assert state.snapshot() == snapshot and state.digest() == digest
    assert {seat: state.legal_actions(seat) for seat in range(state.players)} == legal
    # the refused action did not eat any randomness: the next roll is unchanged
    twin = make()
    for s in (state, twin):
        if not s.is_over():
            s.apply(s.legal_actions(s.current_seat())[0])
    assert state.snapshot() == twin.snapshot() and state.digest() == twin.digest()


@pytest.mark.parametrize("make", [choose_phase, decide_phase, over_phase])
def test_legal_actions_are_exactly_those_apply_accepts(make):
    state = make()
    current = state.current_seat()
    legal = state.legal_actions(current) if current is not None else []
    assert legal == sorted(set(legal), key=Action.sort_key)
    for action in (GoForIt(), ChickenOut(), Reroll(), Stop()):
        probe = make()
        if action in legal:
            probe.apply(action)
        else:
            with pytest.raises(IllegalAction):
                probe.apply(action)


def test_seats_not_to_act_have_no_legal_actions():
    state = new(players=5)
    play(state, GoForIt(), ["egg", "blank", "fox", "chicken"])
    assert state.legal_actions(0) == [Reroll(), Stop()]
    for seat in (1, 2, 3, 4, 5, -1, 99):
        assert state.legal_actions(seat) == []


def test_view_shows_the_whole_table_to_every_seat():
    state = decide_phase()
    for seat in range(2):
        view = state.view(seat)
        assert view.pop("viewer") == seat
        assert view == state.snapshot()
