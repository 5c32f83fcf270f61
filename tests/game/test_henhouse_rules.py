"""Henhouse Havoc rules, one at a time, with chosen layouts and a rigged weapon deck.

Every seat deploys ``LAYOUT`` unless a test says otherwise, so the spaces are known:

    tile 0 Barn (0,0)-(1,1)      tile 1 Sprayer (0,3)-(2,3)    tile 2 Tractotank (0,5)-(0,8)
    tile 3 Combine (2,5)-(2,6)   tile 4 Granary (4,0)-(4,2)    tiles 5, 6 Howitzegg (4,5), (4,7)
    tiles 7, 8 Reaper (6,0), (6,2)                             tile 9 War Chest (8,0)

Rows 7 and 9 and column 9 are empty. ``first_seat`` fixes the first player.
"""

from __future__ import annotations

import copy
import json
import random
from typing import Any

import pytest

from game import henhouse
from game.core import Action, Event, IllegalAction
from game.henhouse import board as hboard
from game.henhouse import rules
from game.henhouse.rules import (
    BonusTarget,
    BuyEgg,
    BuyWild,
    ChooseUnit,
    DeclineField,
    Deploy,
    EndTurn,
    PlaceField,
    Resolve,
    RevealSpace,
    TakeWeapon,
    Target,
)
from game.henhouse.weapons import PlayWeapon

ANCHORS = [(0, 0), (0, 3), (0, 5), (2, 5), (4, 0), (4, 5), (4, 7), (6, 0), (6, 2), (8, 0)]
LAYOUT = rules.layout_action(ANCHORS)
# the same army mirrored left to right: a different, legal secret
MIRRORED = [(r, 10 - c - rules.SPEC.shapes[t][1]) for t, (r, c) in enumerate(ANCHORS)]
UNIT_CELLS = {
    "barn": [(0, 0), (0, 1), (1, 0), (1, 1)],
    "sprayer": [(0, 3), (1, 3), (2, 3)],
    "tractotank": [(0, 5), (0, 6), (0, 7), (0, 8)],
    "armored_combine": [(2, 5), (2, 6)],
    "tactical_granary": [(4, 0), (4, 1), (4, 2)],
    "howitzegg": [(4, 5), (4, 7)],
    "reaper": [(6, 0), (6, 2)],
    "war_chest": [(8, 0)],
}
ALL_CELLS = [c for cells in UNIT_CELLS.values() for c in cells]
EMPTY = [(9, c) for c in range(10)] + [(7, c) for c in range(10)] + [(r, 9) for r in range(9)]


# --- helpers (the weapons tests use them too) ------------------------------------------


def new(players: int = 2, first: int = 0, seed: int = 1) -> rules.HenhouseState:
    return henhouse.new_game(players, seed, {"first_seat": first})


def deployed(players: int = 2, first: int = 0, seed: int = 1, layouts=None) -> rules.HenhouseState:
    """Every seat deploys (LAYOUT unless given); play is at the first Targeting turn."""
    state = new(players, first, seed)
    for seat in range(players):
        layout = LAYOUT if layouts is None else rules.layout_action(layouts[seat])
        state.apply(layout)
    assert state.phase == "targeting" and state.current_seat() == first
    return state


def act(state: rules.HenhouseState, action: Action) -> list[dict[str, Any]]:
    events = state.apply(action)
    assert all(isinstance(e, Event) for e in events)
    return [e.to_dict() for e in events]


def shoot(state: rules.HenhouseState, unit: str, *spots: tuple) -> list[dict[str, Any]]:
    """The current seat fires ``unit``: one (board, row, col[, orient]) per Target group."""
    events = act(state, ChooseUnit(unit))
    for spot in spots:
        events += act(state, Target(*spot))
    return events


def free_empty(state: rules.HenhouseState, seat: int, board: int, count: int) -> list[tuple]:
    free = state.targetable(seat, board)
    return [(board, r, c) for r, c in EMPTY if (r, c) in free][:count]


def quiet(state: rules.HenhouseState, end: bool = True) -> list[dict[str, Any]]:
    """The current seat fires a single-space unit at empty spaces of the next live enemy."""
    seat = state.current_seat()
    board = next(
        (seat + i) % state.players
        for i in range(1, state.players)
        if not state.eliminated[(seat + i) % state.players]
    )
    units = state.choosable_units(seat)
    unit = next(u for u in ("howitzegg", "sprayer", "reaper", "barn") if u in units)
    events = shoot(state, unit, *free_empty(state, seat, board, len(rules.UNITS[unit].fire)))
    return events + (act(state, EndTurn()) if end else [])


def end(state: rules.HenhouseState) -> list[dict[str, Any]]:
    return act(state, EndTurn())


def types(events: list[dict[str, Any]]) -> list[str]:
    return [e["type"] for e in events]


def of(events: list[dict[str, Any]], kind: str) -> list[dict[str, Any]]:
    return [e for e in events if e["type"] == kind]


def resolve_round(state: rules.HenhouseState) -> list[dict[str, Any]]:
    """Every seat resolves and ends its Resolution turn (no choices expected)."""
    assert state.phase == "resolution"
    events: list[dict[str, Any]] = []
    start = state.round
    while state.round == start and not state.is_over():
        if not state.turn["resolved"]:
            events += act(state, Resolve())
        assert not state.pending, state.pending
        events += end(state)
    return events


def refused(state: rules.HenhouseState, action: Action, reason: str) -> None:
    """The action is refused with ``reason`` and changes nothing at all."""
    before, snap = state.digest(), copy.deepcopy(state.snapshot())
    assert state.why_illegal(action) is not None
    with pytest.raises(IllegalAction) as info:
        state.apply(action)
    assert reason in info.value.reason, info.value.reason
    assert state.digest() == before and state.snapshot() == snap
    assert action not in state.legal_actions(state.current_seat())


def harmless(state: rules.HenhouseState) -> None:
    """Face-up row and the next 6 draws hold only cards that change no strike or sale."""
    state.rig_faceup(["fox_spy", "tax_collector", "crop_duster"])
    state.rig_deck(["fox_spy", "tax_collector", "crop_duster"] * 2)


def struck(seat, board, row, col, outcome, source, fire) -> dict:
    return {
        "type": "hh_struck",
        "seat": seat,
        "board": board,
        "row": row,
        "col": col,
        "outcome": outcome,
        "source": source,
        "fire": fire,
    }


def paid(seat, amount, reason, owed=None) -> dict:
    owed = amount if owed is None else owed
    return {"type": "hh_paid", "seat": seat, "amount": amount, "reason": reason, "owed": owed}


# --- data and setup ---------------------------------------------------------------------


def test_the_fixed_layout_is_legal_and_covers_21_spaces():
    assert hboard.layout_problem(rules.SPEC, ANCHORS) is None
    assert hboard.layout_problem(rules.SPEC, MIRRORED) is None
    state = deployed()
    assert sorted(state.unit_at[1]) == sorted(ALL_CELLS) and len(ALL_CELLS) == 21
    for unit, cells in UNIT_CELLS.items():
        assert sorted(c for c, t in state.unit_at[0].items() if rules.TILE_UNITS[t] == unit) == (
            sorted(cells)
        )


def test_unit_data_matches_the_content_file():
    table = {
        u.id: (u.tiles, u.shape, u.fire, u.value, u.egg)
        for u in rules.UNITS.values()  # (tiles, rows x cols, Target groups, value, egg)
    }
    assert table == {
        "barn": (1, (2, 2), (1, 1, 1), 5, True),
        "sprayer": (1, (3, 1), (1,), 5, True),
        "tractotank": (1, (1, 4), (2,), 5, True),
        "armored_combine": (1, (1, 2), (2,), 5, True),
        "tactical_granary": (1, (1, 3), (3,), 10, True),
        "howitzegg": (2, (1, 1), (1,), 15, False),
        "reaper": (2, (1, 1), (1, 1), 15, False),
        "war_chest": (1, (1, 1), (), 20, False),
    }
    assert len(rules.TILE_UNITS) == 10 and (rules.SPEC.rows, rules.SPEC.cols) == (10, 10)
    assert (rules.COINS, rules.EGG_PRICE, rules.WILD_PRICES, rules.WIN_EGGS) == (
        300,
        25,
        (35, 40, 45),
        5,
    )
    assert rules.FIELD == (2, 2)
    data = hboard.rules_data()
    assert len(data["terrains"]) == 6
    for entry in data["units"] + data["weapons"]:
        assert "_source" in entry, entry["id"]


def test_setup_fills_the_market_shuffles_the_deck_and_shows_three_weapons():
    state = new(3, first=2)
    assert state.market == 300 and state.sheaves == [0, 0, 0]
    assert len(state.deck) == 27 and None not in state.faceup and state.hands == [[], [], []]
    assert sorted(state.deck + state.faceup) == sorted(henhouse.weapons.deck_list())
    opening = [e.to_dict() for e in state.opening_events]
    assert opening[:2] == [
        {"type": "hh_first_player", "seat": 2},
        {"type": "hh_deck_shuffled", "cards": 30},
    ]
    assert opening[2:5] == [
        {"type": "hh_weapon_refilled", "slot": i, "card": state.faceup[i]} for i in range(3)
    ]
    assert opening[5:] == [
        {"type": "hh_phase_started", "phase": "placement", "round": 1, "first_player": 2},
        {"type": "hh_turn_started", "seat": 0, "phase": "placement", "round": 1},
    ]
    assert state.egg_count(0) == 0 and state.view(0)["reserve"][1] == list(rules.EGG_UNITS)
    assert len(rules.EGG_UNITS) == 5


@pytest.mark.parametrize("players", [2, 3, 4])
def test_two_to_four_players(players):
    state = henhouse.new_game(players, 3)
    assert state.players == players and len(state.sheaves) == players
    assert (
        henhouse.MIN_PLAYERS == 2 and henhouse.MAX_PLAYERS == 4 and henhouse.GAME_ID == "henhouse"
    )


@pytest.mark.parametrize("players", [0, 1, 5])
def test_other_player_counts_are_refused(players):
    with pytest.raises(ValueError, match="2 to 4 players"):
        henhouse.new_game(players, 1)


@pytest.mark.parametrize("options", [{"first_seat": 2}, {"first_seat": -1}, {"first_seat": True},
                                     {"first_seat": "0"}, {"colour": 1}, [1]])  # fmt: skip
def test_bad_options_are_refused(options):
    with pytest.raises(ValueError):
        henhouse.new_game(2, 1, options)


def test_the_seed_picks_the_first_player_unless_first_seat_is_given():
    firsts = {henhouse.new_game(4, seed).first_player for seed in range(40)}
    assert firsts == {0, 1, 2, 3}
    assert henhouse.new_game(4, 9, {"first_seat": 3}).first_player == 3
    assert henhouse.new_game(3, 7).digest() == henhouse.new_game(3, 7).digest()
    assert henhouse.new_game(3, 7).deck == henhouse.new_game(3, 7).deck
    assert henhouse.new_game(3, 7).deck != henhouse.new_game(3, 8).deck


def test_terrain_is_fixed_scenery_of_six_kinds():
    codes = {t["code"] for t in hboard.rules_data()["terrains"]}
    for seat in range(4):
        rows = henhouse.terrain(seat)
        assert len(rows) == 10 and all(len(r) == 10 and set(r) <= codes for r in rows)
        assert rows == henhouse.terrain(seat)
    assert henhouse.terrain(0) != henhouse.terrain(1)


# --- placement --------------------------------------------------------------------------


def test_seats_deploy_in_seat_order_and_the_layout_stays_secret():
    state = new(3, first=1)
    assert state.current_seat() == 0 and state.legal_actions(1) == []
    events = state.apply(LAYOUT)
    assert [e.to_dict() for e in events] == [
        {"type": "hh_deployed", "seat": 0, "cells": list(LAYOUT.cells), "hidden": False},
        {"type": "hh_turn_started", "seat": 1, "phase": "placement", "round": 1},
    ]
    hidden = {"type": "hh_deployed", "seat": 0, "cells": [], "hidden": True}
    assert events[0].seen_by(1).to_dict() == hidden and events[0].seen_by(None).to_dict() == hidden
    assert events[0].seen_by(0) == events[0]
    assert state.current_seat() == 1
    state.apply(rules.layout_action(MIRRORED))
    events = [e.to_dict() for e in state.apply(LAYOUT)]
    assert events[1:] == [
        {"type": "hh_phase_started", "phase": "targeting", "round": 1, "first_player": 1},
        {"type": "hh_turn_started", "seat": 1, "phase": "targeting", "round": 1},
    ]
    assert state.view(0)["own_units"][2]["cells"] == [[0, 5], [0, 6], [0, 7], [0, 8]]
    assert state.view(1)["own_units"][2]["cells"] == [[0, 1], [0, 2], [0, 3], [0, 4]]


def test_placement_offers_a_few_random_legal_layouts_that_all_apply():
    state = new(2, seed=11)
    legal = state.legal_actions(0)
    assert 1 <= len(legal) <= rules.SUGGESTED_LAYOUTS and all(isinstance(a, Deploy) for a in legal)
    assert legal == henhouse.new_game(2, 11, {"first_seat": 0}).legal_actions(0)  # deterministic
    rng_state = state._rng.getstate()
    for action in legal:
        trial = copy.deepcopy(state)
        trial.apply(action)
        assert trial.layouts[0] is not None
    assert state._rng.getstate() == rng_state  # suggestions never touch the game RNG
    assert state.legal_actions(1) == []


@pytest.mark.parametrize(
    ("cells", "reason"),
    [
        ((), "each of the 10 tiles"),
        (LAYOUT.cells[:-3], "each of the 10 tiles"),
        (LAYOUT.cells[:-3] + (8, 9, 9), "each once"),
        (LAYOUT.cells[:-3] + (10, 9, 9), "each once"),
        (LAYOUT.cells[:-3] + (9, True, 0), "whole numbers"),
        (LAYOUT.cells[:-3] + (9, 9, 10), "leaves the board"),
        (LAYOUT.cells[:-3] + (9, -1, 0), "leaves the board"),
        (LAYOUT.cells[:-3] + (9, 7, 1), "touch"),  # diagonal to the Reaper at (6,0)... (6,2)
        (LAYOUT.cells[:-3] + (9, 5, 3), "touch"),  # diagonally next to (6,2)
        (LAYOUT.cells[:3] + (1, 8, 8) + LAYOUT.cells[6:], "leaves the board"),  # Sprayer 3 tall
    ],
)
def test_bad_layouts_are_refused_with_a_reason(cells, reason):
    state = new()
    refused(state, Deploy(cells), reason)


def test_a_layout_may_list_tiles_in_any_order():
    state = new()
    triples = [LAYOUT.cells[i : i + 3] for i in range(0, 30, 3)]
    state.apply(Deploy(tuple(v for t in reversed(triples) for v in t)))
    assert state.layouts[0] == tuple(ANCHORS)


def test_nothing_but_deploying_during_placement():
    state = new()
    refused(state, ChooseUnit("barn"), "deploy their army first")
    refused(state, Resolve(), "deploy their army first")
    refused(state, TakeWeapon(0), "nobody is being asked")
    state = deployed()
    refused(state, LAYOUT, "already deployed")


@pytest.mark.parametrize(
    ("rows", "cols", "shapes"),
    [
        (10, 10, rules.SPEC.shapes),
        (12, 8, rules.SPEC.shapes),
        (1, 1, ((1, 1),)),
        (3, 3, ((1, 1), (1, 1), (1, 1), (1, 1))),  # only the four corners work
        (6, 6, ((2, 2), (1, 3), (3, 1))),
        (5, 5, ()),
    ],
)
def test_random_layout_works_for_any_board_and_shapes(rows, cols, shapes):
    spec = henhouse.BoardSpec(rows, cols, shapes)
    seen = set()
    for seed in range(15):
        layout = henhouse.random_layout(random.Random(seed), spec)
        assert hboard.layout_problem(spec, layout) is None
        seen.add(layout)
    if rows == 10:
        assert len(seen) == 15  # it really is random


def test_random_layout_refuses_an_impossible_board():
    spec = henhouse.BoardSpec(3, 3, ((2, 2), (1, 1)))
    with pytest.raises(ValueError, match="cannot be laid out"):
        henhouse.random_layout(random.Random(1), spec)


# --- targeting --------------------------------------------------------------------------


def test_a_targeting_turn_turns_a_card_and_places_its_pattern():
    state = deployed(3)
    legal = state.legal_actions(0)
    chooses = [a.unit for a in legal if isinstance(a, ChooseUnit)]
    assert chooses == sorted(u for u in rules.UNIT_IDS if u != "war_chest")
    assert EndTurn() not in legal  # you must fire when you can
    events = act(state, ChooseUnit("tactical_granary"))
    assert events == [{"type": "hh_unit_chosen", "seat": 0, "unit": "tactical_granary", "fire": 1}]
    assert state.cards[0]["tactical_granary"] == "turned"
    legal = state.legal_actions(0)
    assert all(isinstance(a, Target) for a in legal)
    assert Target(1, 0, 0, "h") in legal and Target(2, 0, 7, "h") in legal
    assert Target(1, 0, 8, "h") not in legal and Target(1, 8, 0, "v") not in legal
    refused(state, Target(1, 0, 0), "needs orientation")
    refused(state, Target(0, 0, 0, "h"), "not your own")
    refused(state, Target(1, 0, 8, "h"), "off the board")
    refused(state, BuyWild(), "finish aiming")
    events = act(state, Target(2, 3, 4, "v"))
    assert events == [
        {"type": "hh_targeted", "seat": 0, "board": 2, "cells": [3, 4, 4, 4, 5, 4],
         "source": "tactical_granary", "fire": 1}
    ]  # fmt: skip
    assert state.turn["aim"] is None and state.legal_actions(0) == [EndTurn()]
    refused(state, ChooseUnit("barn"), "already fired this turn")
    assert end(state)[-1] == {"type": "hh_turn_started", "seat": 1, "phase": "targeting",
                              "round": 1}  # fmt: skip
    # the targeted spaces are now closed to everyone
    act(state, ChooseUnit("barn"))
    refused(state, Target(2, 4, 4), "already targeted")
    refused(state, Target(2, 4, 4, "h"), "single Target tile takes no orientation")


def test_free_targets_may_go_on_different_boards():
    state = deployed(3)
    events = shoot(state, "barn", (1, 9, 9), (2, 9, 9), (2, 0, 0))
    assert [(e["board"], e["cells"]) for e in of(events, "hh_targeted")] == [
        (1, [9, 9]),
        (2, [9, 9]),
        (2, [0, 0]),
    ]
    assert len({e["fire"] for e in of(events, "hh_targeted")}) == 1


def test_the_war_chest_cannot_fire_and_spent_cards_cannot_fire_again():
    state = deployed()
    refused(state, ChooseUnit("war_chest"), "cannot fire")
    refused(state, ChooseUnit("tank"), "no unit called")
    quiet(state)  # seat 0 fires its Howitzegg
    quiet(state)
    resolve_round(state)  # round 2: seat 1 first
    quiet(state)
    assert ChooseUnit("howitzegg") in state.legal_actions(0)  # straightened after the round


def test_a_turned_card_stays_turned_until_the_round_ends():
    state = deployed(2)
    quiet(state)
    assert state.cards[0]["howitzegg"] == "turned"
    quiet(state)
    assert state.phase == "resolution"
    events = resolve_round(state)
    assert of(events, "hh_round_ended") == [{"type": "hh_round_ended", "round": 1}]
    assert state.cards[0]["howitzegg"] == "ready" and state.cards[1]["howitzegg"] == "ready"


def test_spaces_cratered_hit_or_destroyed_cannot_be_targeted():
    state = deployed()
    shoot(state, "barn", (1, 9, 9), (1, 4, 5), (1, 0, 0))
    end(state)
    quiet(state)
    resolve_round(state)  # (9,9) crater, Howitzegg (4,5) destroyed, Barn (0,0) hit
    quiet(state)  # seat 1 is first now
    act(state, ChooseUnit("barn"))
    refused(state, Target(1, 9, 9), "crater")
    refused(state, Target(1, 0, 0), "already exploded")
    refused(state, Target(1, 4, 5), "already exploded")
    legal = state.legal_actions(0)
    assert Target(1, 0, 1) in legal and Target(1, 0, 0) not in legal


def test_a_group_with_no_legal_space_left_is_forfeited():
    state = deployed()
    # every space of board 1 but two is cratered: the Barn's third shot has nowhere to go
    state.craters[1] = {(r, c) for r in range(10) for c in range(10)} - {(5, 5), (5, 6)}
    state.unit_at[1] = {}  # (a forced board: nothing left to find there)
    events = shoot(state, "barn", (1, 5, 5), (1, 5, 6))
    assert events[-1] == {"type": "hh_shots_forfeited", "seat": 0, "unit": "barn", "groups": 1}
    assert state.turn["aim"] is None and EndTurn() in state.legal_actions(0)


def test_a_line_must_fit_on_free_spaces_while_any_whole_line_is_left():
    state = deployed()
    quiet(state)  # a crater at (9,0) of board 1
    quiet(state)
    resolve_round(state)
    quiet(state)
    act(state, ChooseUnit("tactical_granary"))
    refused(state, Target(1, 9, 0, "h"), "crater")
    refused(state, Target(1, 7, 0, "v"), "crater")
    assert Target(1, 9, 1, "h") in state.legal_actions(0)


def test_when_no_whole_line_is_left_a_line_may_cover_spent_spaces():
    # the endgame: otherwise a player with only line-firing units could never fire again
    state = deployed()
    state.craters[1] = {(r, c) for r in range(10) for c in range(10)} - {(5, 5), (5, 6)}
    state.unit_at[1] = {}
    act(state, ChooseUnit("tactical_granary"))
    legal = state.legal_actions(0)
    assert Target(1, 5, 4, "h") in legal and Target(1, 3, 5, "v") in legal
    assert Target(1, 0, 0, "h") not in legal and len(legal) == 4 + 3 + 3
    refused(state, Target(1, 0, 0, "h"), "no space of that line can be targeted")
    refused(state, Target(1, 5, 8, "h"), "off the board")
    refused(state, Target(0, 5, 5, "h"), "not your own")
    events = act(state, Target(1, 5, 4, "h"))
    assert events[0]["cells"] == [5, 5, 5, 6]  # tiles only where they may go
    assert state.turn["aim"] is None


def test_a_seat_that_cannot_fire_may_still_end_its_turn():
    state = deployed()
    state.craters[1] = {(r, c) for r in range(10) for c in range(10)}
    state.unit_at[1] = {}
    assert state.legal_actions(0) == [EndTurn()]
    end(state)
    assert state.current_seat() == 1


# --- resolution ---------------------------------------------------------------------------


def test_resolution_goes_in_seat_order_from_the_first_player_in_placement_order():
    state = deployed(3, first=1)
    shoot(state, "reaper", (2, 9, 9), (2, 9, 8))  # seat 1
    end(state)
    shoot(state, "howitzegg", (0, 9, 9))  # seat 2
    end(state)
    shoot(state, "barn", (1, 9, 9), (2, 9, 7), (1, 9, 8))  # seat 0
    events = end(state)
    assert events[-2:] == [
        {"type": "hh_phase_started", "phase": "resolution", "round": 1, "first_player": 1},
        {"type": "hh_turn_started", "seat": 1, "phase": "resolution", "round": 1},
    ]
    order = []
    for _ in range(3):
        seat = state.current_seat()
        assert Resolve() in state.legal_actions(seat) and EndTurn() not in state.legal_actions(seat)
        refused(state, EndTurn(), "resolve your strikes")
        events = act(state, Resolve())
        order += [(e["seat"], e["board"], e["row"], e["col"]) for e in of(events, "hh_struck")]
        assert all(e["outcome"] == "miss" for e in of(events, "hh_struck"))
        assert len(of(events, "hh_cratered")) == len(of(events, "hh_struck"))
        refused(state, Resolve(), "already resolved")
        assert state.current_seat() == seat
        end(state)
    assert order == [
        (1, 2, 9, 9), (1, 2, 9, 8), (2, 0, 9, 9), (0, 1, 9, 9), (0, 2, 9, 7), (0, 1, 9, 8),
    ]  # fmt: skip
    assert state.targets == [] and state.round == 2 and state.first_player == 2


def test_a_miss_leaves_a_crater_and_a_hit_stays_hidden_until_destroyed():
    state = deployed()
    fire = of(shoot(state, "barn", (1, 0, 0), (1, 9, 9), (1, 4, 5)), "hh_targeted")[0]["fire"]
    end(state)
    quiet(state)
    events = act(state, Resolve())
    assert events == [
        {"type": "hh_resolving", "seat": 0},
        struck(0, 1, 0, 0, "hit", "barn", fire),
        struck(0, 1, 9, 9, "miss", "barn", fire),
        {"type": "hh_cratered", "board": 1, "row": 9, "col": 9, "seat": 0},
        struck(0, 1, 4, 5, "hit", "barn", fire),
        {"type": "hh_unit_destroyed", "seat": 1, "unit": "howitzegg", "tile": 5,
         "cells": [4, 5], "destroyer": 0, "hitters": [0, 1]},
        paid(0, 15, "destroyed_howitzegg"),
    ]  # fmt: skip
    view = state.view(0)["boards"][1]
    assert view["hits"] == [[0, 0, 0], [4, 5, 0]] and view["craters"] == [[9, 9]]
    assert view["destroyed"] == [{"tile": 5, "unit": "howitzegg", "cells": [[4, 5]]}]
    assert state.cards[1]["howitzegg"] == "turned"  # (it fired) not retired: one tile is left
    assert state.sheaves == [15, 0] and state.market == 285


def test_the_first_strike_to_resolve_is_the_one_that_counts():
    # seat 0's Sprayer blast covers seat 2's tile on the Sprayer: seat 2's strike is spent
    state = deployed(3)
    shoot(state, "sprayer", (1, 1, 3))
    end(state)
    quiet(state)
    fire = of(shoot(state, "howitzegg", (1, 0, 3)), "hh_targeted")[0]["fire"]
    end(state)
    events = act(state, Resolve())
    area = of(events, "hh_area_effect")[0]
    assert area["hits"] == [0, 3, 2, 3] and area["craters"] == [0, 2, 0, 4, 1, 2, 1, 4, 2, 2, 2, 4]
    destroyed = of(events, "hh_unit_destroyed")[0]
    assert destroyed["unit"] == "sprayer" and destroyed["hitters"] == [0, 3]
    assert of(events, "hh_paid") == [paid(0, 15, "destroyed_sprayer")]
    end(state)
    act(state, Resolve())
    end(state)
    events = act(state, Resolve())
    assert of(events, "hh_struck") == [struck(2, 1, 0, 3, "spent", "howitzegg", fire)]
    assert state.sheaves == [15, 0, 0]
    assert state.hit_by[1][(0, 3)] == 0


def test_payouts_go_to_every_hitter_per_space_starting_with_the_destroyer():
    state = deployed(3)
    shoot(state, "barn", (1, 0, 5), (1, 0, 6), (1, 9, 9))
    end(state)
    quiet(state)
    shoot(state, "tactical_granary", (1, 0, 7, "h"))  # (0,7), (0,8), (0,9)
    end(state)
    state.rig_sheaves(1, 12)
    act(state, Resolve())
    end(state)
    act(state, Resolve())
    end(state)
    events = act(state, Resolve())
    assert types(events) == [
        "hh_resolving", "hh_struck", "hh_struck", "hh_unit_destroyed", "hh_paid", "hh_paid",
        "hh_egg_for_sale", "hh_card_retired", "hh_struck", "hh_cratered", "hh_sheaves_stolen",
    ]  # fmt: skip
    destroyed = of(events, "hh_unit_destroyed")[0]
    assert destroyed["destroyer"] == 2 and destroyed["hitters"] == [2, 2, 0, 2]
    assert of(events, "hh_paid") == [paid(2, 10, "destroyed_tractotank"),
                                     paid(0, 10, "destroyed_tractotank")]  # fmt: skip
    assert of(events, "hh_egg_for_sale") == [
        {"type": "hh_egg_for_sale", "owner": 1, "unit": "tractotank", "price": 25}
    ]
    assert of(events, "hh_sheaves_stolen") == [
        {"type": "hh_sheaves_stolen", "seat": 2, "victim": 1, "amount": 5}
    ]
    assert state.sheaves == [10, 7, 15] and state.market == 268
    assert state.cards[1]["tractotank"] == "retired"
    view = state.view(2)
    assert view["eggs_for_sale"] == [{"owner": 1, "unit": "tractotank"}]
    assert view["reserve"][1] == ["barn", "sprayer", "armored_combine", "tactical_granary"]


def test_the_granary_steals_only_what_its_victim_has():
    state = deployed()
    state.rig_sheaves(1, 3)
    shoot(state, "tactical_granary", (1, 4, 0, "h"))
    end(state)
    quiet(state)
    events = act(state, Resolve())
    assert of(events, "hh_sheaves_stolen")[0]["amount"] == 3
    # 3 stolen + 30 for the Granary itself
    assert state.sheaves == [33, 0] and state.market + sum(state.sheaves) == 300


def test_a_unit_card_leaves_the_game_when_every_tile_of_its_type_is_gone():
    state = deployed()
    shoot(state, "reaper", (1, 6, 0), (1, 7, 7))
    end(state)
    quiet(state)
    events = act(state, Resolve())
    # the Reaper hit: one more space at once
    assert events[-1] == {"type": "hh_awaiting", "seat": 0, "kind": "bonus_target",
                          "detail": "reaper", "by": -1}  # fmt: skip
    assert state.cards[1]["reaper"] == "ready"  # one Reaper tile is left
    refused(state, EndTurn(), "choose the bonus strike's space")
    events = act(state, BonusTarget(1, 6, 2))
    assert types(events) == [
        "hh_targeted", "hh_struck", "hh_unit_destroyed", "hh_paid", "hh_card_retired",
    ]  # fmt: skip
    assert events[0]["source"] == "reaper"
    assert state.cards[1]["reaper"] == "retired" and not state.pending
    assert state.view(0)["units_left"][1]["reaper"] == 0
    end(state)
    act(state, Resolve())
    end(state)
    assert state.current_seat() == 1  # first in round 2: its Reaper card is gone for good
    refused(state, ChooseUnit("reaper"), "left the game")
    quiet(state)
    assert ChooseUnit("reaper") in state.legal_actions(0)  # seat 0 still has both


def test_the_reaper_extra_target_has_no_further_bonus():
    state = deployed()
    shoot(state, "reaper", (1, 6, 0), (1, 9, 9))
    end(state)
    quiet(state)
    act(state, Resolve())
    events = act(state, BonusTarget(1, 6, 2))  # hits and destroys the second Reaper
    assert not of(events, "hh_awaiting") and not state.pending


def test_the_sprayer_blasts_the_3x3_and_counts_as_the_strikers_hits():
    state = deployed()
    shoot(state, "sprayer", (1, 1, 1))  # the Barn's corner: the 3x3 holds all 4 Barn spaces
    end(state)
    quiet(state)
    events = act(state, Resolve())
    area = of(events, "hh_area_effect")[0]
    assert (area["row"], area["col"], area["source"]) == (1, 1, "sprayer")
    assert area["hits"] == [0, 0, 0, 1, 1, 0] and area["saved"] == []
    assert area["craters"] == [0, 2, 1, 2, 2, 0, 2, 1, 2, 2]
    destroyed = of(events, "hh_unit_destroyed")[0]
    assert destroyed["unit"] == "barn" and destroyed["hitters"] == [0, 4]
    assert of(events, "hh_paid") == [paid(0, 20, "destroyed_barn")]
    # a destroyed Barn lets its owner take a face-up Secret Weapon
    assert state.current_seat() == 1 and state.pending[0]["kind"] == "take_weapon"
    card = state.faceup[2]
    events = act(state, TakeWeapon(2))
    assert events[0] == {"type": "hh_weapon_taken", "seat": 1, "slot": 2, "card": card,
                         "reason": "barn"}  # fmt: skip
    assert events[1]["type"] == "hh_weapon_refilled" and state.hands[1] == [card]
    assert state.current_seat() == 0


def test_the_howitzegg_blasts_a_plus():
    state = deployed()
    shoot(state, "howitzegg", (1, 0, 4))  # empty: a miss has no blast
    end(state)
    quiet(state)
    events = act(state, Resolve())
    assert not of(events, "hh_area_effect")
    end(state)
    act(state, Resolve())
    end(state)
    quiet(state)  # seat 1 first in round 2
    shoot(state, "howitzegg", (1, 1, 3))
    end(state)
    act(state, Resolve())
    end(state)
    events = act(state, Resolve())
    area = of(events, "hh_area_effect")[0]
    assert area["hits"] == [0, 3, 2, 3]  # (1,3) itself was the strike
    assert area["craters"] == [1, 2, 1, 4]
    assert of(events, "hh_unit_destroyed")[0]["hitters"] == [0, 3]


def test_the_tractotank_hit_triggers_a_howitzegg_strike_the_striker_aims():
    state = deployed(3)
    shoot(state, "tractotank", (1, 0, 4, "h"))  # (0,4) empty, (0,5) Tractotank
    end(state)
    quiet(state)
    quiet(state)
    events = act(state, Resolve())
    assert events[-1] == {"type": "hh_awaiting", "seat": 0, "kind": "bonus_target",
                          "detail": "howitzegg", "by": -1}  # fmt: skip
    legal = state.legal_actions(0)
    assert legal and all(isinstance(a, BonusTarget) for a in legal)
    assert BonusTarget(2, 1, 3) in legal and BonusTarget(1, 0, 5) not in legal
    refused(state, BonusTarget(0, 1, 3), "not your own")
    refused(state, BonusTarget(1, 0, 4), "crater")
    refused(state, Resolve(), "choose the bonus strike's space")
    # the bonus may go on another enemy's board, and it blasts a plus when it hits
    events = act(state, BonusTarget(2, 1, 3))
    assert types(events) == ["hh_targeted", "hh_struck", "hh_area_effect", "hh_unit_destroyed",
                             "hh_paid", "hh_egg_for_sale", "hh_card_retired"]  # fmt: skip
    assert events[0]["source"] == "howitzegg" and events[0]["board"] == 2
    assert of(events, "hh_area_effect")[0]["hits"] == [0, 3, 2, 3]
    assert of(events, "hh_unit_destroyed")[0]["unit"] == "sprayer"
    assert state.current_seat() == 0 and not state.pending


def test_the_armored_combine_field_blocks_enemies_until_its_owners_next_resolution():
    state = deployed(3)
    shoot(state, "armored_combine", (1, 2, 5, "h"))
    end(state)
    quiet(state)
    quiet(state)
    events = act(state, Resolve())
    assert events[-1] == {"type": "hh_awaiting", "seat": 0, "kind": "field", "detail": "",
                          "by": -1}  # fmt: skip
    legal = state.legal_actions(0)
    assert DeclineField() in legal and PlaceField(2, 8, 8) in legal and PlaceField(0, 0, 0) in legal
    assert len(legal) == 1 + 3 * 81
    refused(state, PlaceField(2, 9, 8), "inside the board")
    events = act(state, PlaceField(2, 8, 8))
    assert events == [{"type": "hh_field_placed", "seat": 0, "board": 2, "row": 8, "col": 8}]
    assert state.view(1)["fields"] == [{"owner": 0, "board": 2, "row": 8, "col": 8}]
    end(state)
    resolve_round(state)
    # round 2, seat 1 first: the field still protects board 2 from seat 1, not from seat 0
    act(state, ChooseUnit("barn"))
    refused(state, Target(2, 9, 9), "seat 0's Magnetic Field protects")
    assert Target(2, 9, 9) not in state.legal_actions(1)
    assert Target(2, 7, 9) in state.legal_actions(1)
    for spot in free_empty(state, 1, 0, 3):
        act(state, Target(*spot))
    end(state)
    quiet(state)
    act(state, ChooseUnit("barn"))
    act(state, Target(2, 9, 9))  # its owner may target under it
    act(state, Target(1, 9, 9))
    act(state, Target(1, 9, 8))
    end(state)
    assert state.fields == {0: (2, 8, 8)}
    act(state, Resolve())
    end(state)  # seat 1's Resolution turn: the field stays
    act(state, Resolve())
    assert state.fields == {0: (2, 8, 8)}
    events = end(state)  # seat 2's turn ends; seat 0's Resolution turn starts: field removed
    assert events[-2:] == [
        {"type": "hh_turn_started", "seat": 0, "phase": "resolution", "round": 2},
        {"type": "hh_field_removed", "seat": 0, "board": 2, "row": 8, "col": 8,
         "reason": "expired"},
    ]  # fmt: skip
    assert state.fields == {} and state.view(0)["fields"] == []


def test_the_field_may_be_declined_and_placed_on_your_own_board():
    state = deployed()
    shoot(state, "armored_combine", (1, 2, 5, "h"))
    end(state)
    quiet(state)
    act(state, Resolve())
    assert act(state, DeclineField()) == [{"type": "hh_field_declined", "seat": 0}]
    assert state.fields == {}
    state = deployed()
    shoot(state, "armored_combine", (1, 2, 5, "h"))
    end(state)
    quiet(state)
    act(state, Resolve())
    act(state, PlaceField(0, 8, 8))
    end(state)
    act(state, Resolve())
    end(state)
    act(state, ChooseUnit("barn"))  # seat 1 first in round 2
    refused(state, Target(0, 8, 8), "Magnetic Field protects")


def test_a_destroyed_war_chest_gives_its_destroyer_a_secret_weapon():
    state = deployed(3)
    shoot(state, "barn", (1, 9, 9), (1, 9, 8), (1, 8, 0))
    end(state)
    quiet(state)
    quiet(state)
    state.rig_faceup(["fox_spy", "tax_collector", "double_barrel"])
    state.rig_deck(["crop_duster"])
    events = act(state, Resolve())
    assert of(events, "hh_unit_destroyed")[0]["unit"] == "war_chest"
    assert of(events, "hh_paid") == [paid(0, 20, "destroyed_war_chest")]
    assert state.pending == [{"kind": "take_weapon", "seat": 0, "reason": "war_chest"}]
    assert state.legal_actions(0) == [TakeWeapon(0), TakeWeapon(1), TakeWeapon(2)]
    events = act(state, TakeWeapon(1))
    assert events == [
        {"type": "hh_weapon_taken", "seat": 0, "slot": 1, "card": "tax_collector",
         "reason": "war_chest"},
        {"type": "hh_weapon_refilled", "slot": 1, "card": "crop_duster"},
    ]  # fmt: skip
    assert state.faceup == ["fox_spy", "crop_duster", "double_barrel"]
    assert state.hands[0] == ["tax_collector"]
    assert state.view(1)["hand_counts"] == [1, 0, 0] and state.view(1)["hand"] == []
    # a War Chest has no egg
    assert state.view(0)["eggs_for_sale"] == []


def test_an_empty_face_up_row_gives_nothing_and_asks_nothing():
    state = deployed()
    state.rig_faceup([])
    state.deck, state.discard_pile = [], []
    shoot(state, "howitzegg", (1, 8, 0))
    end(state)
    quiet(state)
    events = act(state, Resolve())
    assert not of(events, "hh_awaiting") and not state.pending


# --- the black market ---------------------------------------------------------------------


def test_buying_an_enemy_egg_costs_25_and_takes_a_face_up_weapon():
    state = deployed()
    state.rig_strike(0, 1, UNIT_CELLS["sprayer"])
    assert state.eggs[(1, "sprayer")] == rules.FOR_SALE
    refused(state, BuyEgg(1), "costs 25 Sheaves; you have 15")
    state.rig_sheaves(0, 10)
    refused(state, BuyEgg(0), "own Army's eggs")
    refused(state, BuyEgg(5), "no seat 5")
    assert BuyEgg(1) in state.legal_actions(0)
    state.rig_faceup(["fox_spy", "tax_collector", "double_barrel"])
    state.rig_deck(["sitting_duck"])
    events = act(state, BuyEgg(1))
    assert events == [
        {"type": "hh_egg_bought", "seat": 0, "owner": 1, "unit": "sprayer", "price": 25},
        {"type": "hh_awaiting", "seat": 0, "kind": "take_weapon", "detail": "purchase", "by": -1},
    ]
    assert state.sheaves == [0, 0] and state.market == 300
    refused(state, ChooseUnit("barn"), "take a face-up Secret Weapon")
    refused(state, TakeWeapon(3), "no face-up Secret Weapon")
    act(state, TakeWeapon(0))
    assert state.hands[0] == ["fox_spy"] and state.faceup[0] == "sitting_duck"
    assert state.egg_count(0) == 1 and state.view(1)["henhouses"][0] == [
        {"owner": 1, "unit": "sprayer"}
    ]
    refused(state, BuyEgg(1), "no egg for sale")
    assert state.current_seat() == 0 and ChooseUnit("barn") in state.legal_actions(0)


def test_eggs_go_on_sale_in_unit_order_and_are_bought_in_that_order():
    state = deployed()
    state.rig_strike(0, 1, UNIT_CELLS["tactical_granary"] + UNIT_CELLS["sprayer"])
    state.rig_sheaves(0, 5)  # 30 + 15 + 5
    assert [e["unit"] for e in state.view(0)["eggs_for_sale"]] == ["sprayer", "tactical_granary"]
    act(state, BuyEgg(1))
    assert state.eggs[(1, "sprayer")] == 0
    act(state, TakeWeapon(0))
    act(state, BuyEgg(1))
    assert state.eggs[(1, "tactical_granary")] == 0


def test_wild_eggs_cost_35_then_40_then_45():
    state = deployed()
    state.rig_sheaves(0, 125)
    prices = []
    for _ in range(3):
        prices.append(state.view(0)["wild_price"])
        events = act(state, BuyWild())
        assert events[0]["owner"] == -1 and events[0]["unit"] == "wild"
        act(state, TakeWeapon(0))
    assert prices == [35, 40, 45] and state.sheaves[0] == 5 and state.market == 295
    assert state.wild == [0, 0, 0] and state.view(1)["wild_eggs_left"] == 0
    refused(state, BuyWild(), "sold out")
    state = deployed()
    state.rig_sheaves(0, 34)
    refused(state, BuyWild(), "costs 35 Sheaves; you have 34")


def test_purchases_work_in_the_resolution_phase_too():
    state = deployed()
    quiet(state)
    quiet(state)
    state.rig_sheaves(0, 35)
    assert BuyWild() in state.legal_actions(0)
    act(state, BuyWild())
    act(state, TakeWeapon(0))
    assert state.phase == "resolution" and state.egg_count(0) == 1
    act(state, Resolve())
    state.rig_sheaves(0, 40)
    act(state, BuyWild())  # after resolving, still on your turn
    act(state, TakeWeapon(0))
    assert state.egg_count(0) == 2


def test_the_market_pays_only_what_it_has_and_sheaves_are_conserved():
    state = deployed()
    state.rig_sheaves(1, 290)
    events = state.rig_strike(0, 1, UNIT_CELLS["barn"])
    assert of([e.to_dict() for e in events], "hh_paid") == [paid(0, 10, "destroyed_barn", 20)]
    assert state.market == 0 and sum(state.sheaves) == 300


# --- winning --------------------------------------------------------------------------------


def test_five_eggs_win_at_once():
    state = deployed()
    harmless(state)
    state.rig_strike(0, 1, UNIT_CELLS["barn"] + UNIT_CELLS["sprayer"])
    act(state, TakeWeapon(0))  # seat 1's Barn fell: it takes a weapon
    state.rig_sheaves(0, 135)  # 35 + 135 = 35 + 40 + 45 + 25 + 25
    for _ in range(3):
        act(state, BuyWild())
        act(state, TakeWeapon(0))
    act(state, BuyEgg(1))
    act(state, TakeWeapon(0))
    assert state.egg_count(0) == 4 and not state.is_over()
    events = act(state, BuyEgg(1))
    assert events[-1] == {"type": "hh_game_won", "seat": 0, "reason": "eggs", "eggs": 5}
    assert state.is_over() and state.current_seat() is None and state.pending == []
    assert state.result() == {"winner": 0, "reason": "eggs", "eggs": [5, 0],
                              "sheaves": list(state.sheaves), "rounds": 1}  # fmt: skip
    assert state.legal_actions(0) == [] and state.legal_actions(1) == []
    refused(state, EndTurn(), "the game is over")


def test_the_last_army_standing_wins():
    state = deployed()
    harmless(state)
    state.rig_strike(0, 1, [c for c in ALL_CELLS if c != (8, 0)])
    act(state, TakeWeapon(0))  # the Barn's weapon for seat 1
    assert state.view(0)["units_left"][1] == {u: 0 for u in rules.UNIT_IDS} | {"war_chest": 1}
    assert all(s == "retired" for u, s in state.cards[1].items() if u != "war_chest")
    shoot(state, "howitzegg", (1, 8, 0))
    end(state)
    assert not [a for a in state.legal_actions(1) if isinstance(a, ChooseUnit)]  # War Chest only
    assert EndTurn() in state.legal_actions(1)
    end(state)
    events = act(state, Resolve())
    assert types(events)[-5:] == [
        "hh_paid",
        "hh_card_retired",
        "hh_eliminated",
        "hh_final_standings",
        "hh_game_won",
    ]
    assert {"type": "hh_eliminated", "seat": 1} in events
    eggs = [state.egg_count(s) for s in range(2)]
    assert events[-2] == {"type": "hh_final_standings", "eggs": eggs, "sheaves": state.sheaves}
    assert events[-1] == {"type": "hh_game_won", "seat": 0, "reason": "last_army", "eggs": 0}
    assert state.result()["winner"] == 0 and state.is_over()


def test_armies_fall_one_at_a_time_and_the_game_ends_the_moment_one_is_left():
    state = deployed(3)
    harmless(state)
    state.rig_strike(0, 1, [c for c in ALL_CELLS if c != (8, 0)])
    act(state, TakeWeapon(0))
    state.rig_strike(0, 2, [c for c in ALL_CELLS if c != (8, 0)])
    act(state, TakeWeapon(0))
    shoot(state, "barn", (2, 8, 0), (1, 8, 0), (1, 9, 9))
    end(state)
    end(state)
    end(state)
    events = act(state, Resolve())
    # seat 2's War Chest falls first: seat 2 is out, and its destroyer picks a weapon at once
    assert {"type": "hh_eliminated", "seat": 2} in events and not state.is_over()
    assert state.pending[0]["reason"] == "war_chest"
    events += act(state, TakeWeapon(0))  # then resolution goes on
    assert [e for e in events if e["type"] in ("hh_eliminated", "hh_game_won")] == [
        {"type": "hh_eliminated", "seat": 2},
        {"type": "hh_eliminated", "seat": 1},
        {"type": "hh_game_won", "seat": 0, "reason": "last_army", "eggs": 0},
    ]
    assert len(of(events, "hh_struck")) == 2  # the third tile never resolves
    assert state.is_over()


def test_a_player_knocked_out_mid_resolution_loses_their_waiting_strikes():
    # seats 0 and 1 each have one Howitzegg left and target each other's; seat 0 resolves first
    state = deployed(3)
    harmless(state)
    state.rig_strike(2, 0, [c for c in ALL_CELLS if c != (4, 7)])
    state.rig_strike(2, 1, [c for c in ALL_CELLS if c != (4, 7)])
    while state.pending:  # the Barns' owners and the War Chests' destroyer take weapons
        act(state, TakeWeapon(0))
    shoot(state, "howitzegg", (1, 4, 7))
    end(state)
    shoot(state, "howitzegg", (0, 4, 7))
    end(state)
    quiet(state)
    events = act(state, Resolve())
    assert {"type": "hh_eliminated", "seat": 1} in events
    assert {"type": "hh_target_removed", "seat": 1, "board": 0, "row": 4, "col": 7,
            "reason": "eliminated"} in events  # fmt: skip
    assert not of(events, "hh_area_effect")  # no blast on a board that is out of the game
    assert not state.is_over() and state.eliminated == [False, True, False]
    end(state)
    assert state.current_seat() == 2  # seat 1's turn is skipped
    act(state, Resolve())
    events = end(state)
    assert of(events, "hh_first_player_passed") == [
        {"type": "hh_first_player_passed", "from_seat": 0, "to_seat": 2}
    ]  # seat 1 is out, so the token skips it
    assert (4, 7) not in state.hit_by[0] and state.targets == []
    assert state.view(2)["boards"][1]["targets"] == []


def only_war_chests_left(state: rules.HenhouseState) -> None:
    """Seats 0 and 1 shoot each other's armies down to their War Chests (forced)."""
    harmless(state)
    state.rig_strike(0, 1, [c for c in ALL_CELLS if c != (8, 0)])
    state.rig_strike(1, 0, [c for c in ALL_CELLS if c != (8, 0)])
    while state.pending:
        act(state, TakeWeapon(0))
    state.hands = [[], []]  # (forced: no spy or tax cards to play)


def test_when_nobody_can_ever_fire_again_the_round_ends_the_game():
    state = deployed()
    only_war_chests_left(state)
    assert state.sheaves == [155, 145]  # the market ran short of the second payout
    for _ in range(4):
        legal = state.legal_actions(state.current_seat())
        assert EndTurn() in legal and not [a for a in legal if isinstance(a, ChooseUnit)]
        events = end(state)
    assert events[-4:] == [
        {"type": "hh_round_ended", "round": 1},
        {"type": "hh_first_player_passed", "from_seat": 0, "to_seat": 1},
        {"type": "hh_final_standings", "eggs": [0, 0], "sheaves": [155, 145]},
        {"type": "hh_game_won", "seat": 0, "reason": "stalemate", "eggs": 0},
    ]
    assert state.result()["winner"] == 0 and state.result()["reason"] == "stalemate"


def test_a_stalemate_with_equal_eggs_and_sheaves_is_a_draw():
    state = deployed()
    only_war_chests_left(state)
    state.rig_sheaves(0, -10)
    for _ in range(3):
        end(state)
    events = end(state)
    assert events[-1] == {"type": "hh_game_drawn", "reason": "stalemate", "seats": [0, 1]}
    assert state.is_over() and state.result()["winner"] is None
    assert state.result()["reason"] == "draw" and state.current_seat() is None


def test_the_first_player_token_passes_left_each_round():
    state = deployed(4, first=3)
    firsts = []
    for _ in range(5):
        firsts.append(state.first_player)
        for _ in range(4):
            quiet(state)
        resolve_round(state)
    assert firsts == [3, 0, 1, 2, 3]


# --- refusals, views, undo and determinism -------------------------------------------------


def test_actions_out_of_turn_or_phase_are_refused_and_change_nothing():
    state = deployed()
    refused(state, Resolve(), "Resolution phase")
    refused(state, EndTurn(), "fire a unit")
    refused(state, Target(1, 0, 0), "choose a unit to fire first")
    refused(state, BonusTarget(1, 0, 0), "nobody is being asked")
    refused(state, PlaceField(1, 0, 0), "nobody is being asked")
    refused(state, RevealSpace(0, 0), "nobody is being asked")
    refused(state, PlayWeapon("fox_spy", 1, 0, 0), "you hold no Fox Spy")
    refused(state, PlayWeapon("pitchfork"), "no Secret Weapon called")
    refused(state, BuyEgg(1), "no egg for sale")
    refused(state, BuyWild(), "costs 35")
    quiet(state)
    quiet(state)
    refused(state, ChooseUnit("barn"), "Targeting phase")

    class Pitchfork(Action):
        type = ""

    with pytest.raises(IllegalAction, match="not a Henhouse Havoc action"):
        state.apply(Pitchfork())


@pytest.mark.parametrize(
    "data",
    [
        {"type": "hh_choose_unit", "unit": 3},
        {"type": "hh_target", "board": "1", "row": 0, "col": 0, "orient": ""},
        {"type": "hh_buy_egg", "owner": [1]},
        {"type": "hh_play_weapon", "card": "fox_spy", "board": None},
    ],
)
def test_badly_typed_actions_from_a_save_are_refused(data):
    state = deployed()
    refused(state, Action.from_dict(data), "must be a")


def test_every_legal_action_applies():
    state = deployed(3)
    shoot(state, "armored_combine", (1, 2, 5, "h"))
    end(state)
    quiet(state)
    quiet(state)
    act(state, Resolve())  # the field choice: 1 + 3 x 81 options
    for action in state.legal_actions(0):
        copy.deepcopy(state).apply(action)
    act(state, DeclineField())
    for action in state.legal_actions(0):
        copy.deepcopy(state).apply(action)


def test_the_view_holds_everything_public_and_only_your_own_secrets():
    state = deployed(3, layouts=[ANCHORS, MIRRORED, ANCHORS])
    view = state.view(1)
    json.dumps(view)  # plain data
    for key in (
        "phase",
        "round",
        "current_seat",
        "first_player",
        "boards",
        "fields",
        "sheaves",
        "market",
        "eggs",
        "henhouses",
        "reserve",
        "eggs_for_sale",
        "wild_eggs_left",
        "wild_price",
        "faceup",
        "deck_count",
        "discard",
        "hand",
        "hand_counts",
        "cards",
        "units_left",
        "own_units",
        "intel",
        "pending",
        "turn",
        "eliminated",
        "winner",
    ):
        assert key in view, key  # fmt: skip
    assert {u["unit"] for u in view["own_units"]} == set(rules.UNIT_IDS)
    mine = sorted(tuple(c) for u in view["own_units"] for c in u["cells"])
    assert mine == sorted(state.unit_at[1])
    assert "deck" not in view and "layouts" not in view and "hands" not in view
    for seat in range(3):
        others = state.view(seat)
        cells = sorted(tuple(c) for u in others["own_units"] for c in u["cells"])
        assert cells == sorted(state.unit_at[seat])
        public = {k: v for k, v in others.items() if k not in ("viewer", "own_units", "hand",
                                                                "intel")}  # fmt: skip
        assert public == {k: v for k, v in view.items() if k not in ("viewer", "own_units",
                                                                     "hand", "intel")}  # fmt: skip


def test_the_view_does_not_depend_on_other_seats_secrets():
    # same public moves, different hidden armies for seat 1: seat 0 sees the same thing
    def run(layout_1):
        state = deployed(2, layouts=[ANCHORS, layout_1])
        state.rig_hand(1, ["egg_insurance"] if layout_1 == MIRRORED else ["reinforced_silo"])
        views = [state.view(0)]
        shoot(state, "barn", (1, 9, 9), (1, 5, 5), (1, 3, 8))
        views.append(state.view(0))
        end(state)
        shoot(state, "howitzegg", (0, 9, 9))
        end(state)
        views.append(state.view(0))
        return views

    assert run(ANCHORS) == run(MIRRORED)


def test_undo_barriers_follow_board_game_arena():
    state = new()
    undoable = [LAYOUT, ChooseUnit("barn"), Target(1, 0, 0), EndTurn(), BuyWild()]
    final = [Resolve(), TakeWeapon(0), PlayWeapon("tax_collector"), BonusTarget(1, 0, 0),
             PlaceField(1, 0, 0), DeclineField(), RevealSpace(0, 0), BuyEgg(1)]  # fmt: skip
    assert not any(state.is_undo_barrier(a) for a in undoable)
    assert all(state.is_undo_barrier(a) for a in final)


def random_actions(players: int, seed: int, limit: int) -> list[Action]:
    state = henhouse.new_game(players, seed)
    rng = random.Random(seed)
    actions = []
    while not state.is_over() and len(actions) < limit:
        action = rng.choice(state.legal_actions(state.current_seat()))
        state.apply(action)
        actions.append(action)
    return actions


def test_same_seed_and_actions_give_the_same_events_and_digests():
    actions = random_actions(3, 42, 400)

    def trace():
        state = henhouse.new_game(3, 42)
        lines = [e.to_dict() for e in state.opening_events]
        digests = [state.digest()]
        for action in actions:
            lines += [e.to_dict() for e in state.apply(action)]
            digests.append(state.digest())
        return lines, digests

    assert trace() == trace()
    # actions survive a JSON round trip
    again = [Action.from_dict(json.loads(json.dumps(a.to_dict()))) for a in actions]
    assert again == actions


def test_the_digest_covers_the_rng_position_and_hidden_state():
    a, b = deployed(), deployed()
    assert a.digest() == b.digest()
    b._rng.random()
    assert a.digest() != b.digest()
    c = deployed(layouts=[ANCHORS, MIRRORED])
    assert a.digest() != c.digest()
    json.dumps(a.snapshot())


def test_every_action_and_event_type_is_prefixed_hh():
    from game.core import Record

    mine = [
        kind
        for family in Record._registry.values()
        for kind in family.values()
        if kind.__module__.startswith("game.henhouse")
    ]
    assert len(mine) > 40
    assert all(kind.type.startswith("hh_") for kind in mine)


def test_the_players_rules_text_records_the_choices():
    from assets import path

    text = path("data", "henhouse-rules.txt").read_text(encoding="utf-8")
    assert all(len(line) <= 90 for line in text.splitlines())
    for phrase in (
        "no turning",
        "2 x 2 Magnetic Field",
        "only the first strike counts",
        "35, 40, then 45",
        "Reinforced Silo",
        "Egg Insurance",
        "one army is left",
        "passes to the next seat",
        "Payment starts with the destroyer",
    ):
        assert phrase in text, phrase  # fmt: skip
