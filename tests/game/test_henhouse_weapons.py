"""The 30 Secret Weapons, one card at a time, with rigged hands, face-up rows and decks.

Boards use the fixed LAYOUT of ``test_henhouse_rules`` (Barn at (0,0)-(1,1), Sprayer
(0,3)-(2,3), ..., War Chest (8,0); rows 7 and 9 empty).
"""

from __future__ import annotations

from collections import Counter

import pytest

from game.henhouse import density, weapons
from game.henhouse.rules import (
    BuyEgg,
    BuyWild,
    ChooseUnit,
    EndTurn,
    Resolve,
    RevealSpace,
    TakeWeapon,
)
from game.henhouse.weapons import PlayWeapon
from tests.game.test_henhouse_rules import (
    UNIT_CELLS,
    act,
    deployed,
    end,
    of,
    paid,
    quiet,
    refused,
    resolve_round,
    shoot,
    struck,
)


def played(seat, card, board=-1, row=-1, col=-1, unit="") -> dict:
    return {"type": "hh_weapon_played", "seat": seat, "card": card, "board": board, "row": row,
            "col": col, "unit": unit}  # fmt: skip


def test_the_deck_holds_the_30_cards_of_the_content_file():
    assert Counter(weapons.deck_list()) == {
        "nuclear_strike": 2,
        "sitting_duck": 6,
        "double_barrel": 4,
        "scarecrow_decoy": 3,
        "crop_duster": 3,
        "tax_collector": 3,
        "reinforced_silo": 3,
        "egg_insurance": 3,
        "fox_spy": 3,
    }
    kinds = {w: weapons.WEAPON_DATA[w]["kind"] for w in weapons.WEAPON_IDS}
    assert {w for w, k in kinds.items() if k == "permanent"} == {"reinforced_silo", "egg_insurance"}
    # every card has one named effect in a table
    assert set(weapons.SINGLE_USE) | set(weapons.PERMANENT) == set(weapons.WEAPON_IDS)
    for card, rule in weapons.SINGLE_USE.items():
        assert rule.effect.__name__ == card
    for card, effect in weapons.PERMANENT.items():
        assert effect.__name__ == card


def test_permanent_cards_cannot_be_played():
    state = deployed()
    state.rig_hand(0, ["reinforced_silo", "egg_insurance"])
    refused(state, PlayWeapon("reinforced_silo"), "permanent")
    refused(state, PlayWeapon("egg_insurance"), "permanent")
    assert not [a for a in state.legal_actions(0) if isinstance(a, PlayWeapon)]


# --- Nuclear Strike -------------------------------------------------------------------------


def test_nuclear_strike_targets_the_3x3_and_resolves_with_your_strikes():
    state = deployed()
    state.rig_hand(0, ["nuclear_strike"])
    legal = [a for a in state.legal_actions(0) if isinstance(a, PlayWeapon)]
    assert len(legal) == 64 and PlayWeapon("nuclear_strike", 1, 0, 0) in legal  # 8 x 8 anchors
    refused(state, PlayWeapon("nuclear_strike", 1, 8, 8), "inside the board")
    refused(state, PlayWeapon("nuclear_strike", 0, 0, 0), "enemy's board")
    refused(state, PlayWeapon("nuclear_strike", 1, 0, 0, "barn"), "takes no unit")
    events = act(state, PlayWeapon("nuclear_strike", 1, 0, 0))
    assert events[0] == played(0, "nuclear_strike", 1, 0, 0)
    assert events[1]["type"] == "hh_targeted" and events[1]["source"] == "nuclear_strike"
    assert len(events[1]["cells"]) == 18 and state.nukes_on_boards() == 1
    assert state.hands[0] == [] and state.discard_pile == ["nuclear_strike"]
    shoot(state, "howitzegg", (1, 9, 9))  # you still fire a unit
    end(state)
    quiet(state)
    events = act(state, Resolve())
    assert state.pending[0]["reason"] == "barn"  # the Barn fell mid-nuke: its owner picks first
    events += act(state, TakeWeapon(0))
    outcomes = Counter(
        e["outcome"] for e in of(events, "hh_struck") if e["source"] == "nuclear_strike"
    )
    assert outcomes == {"hit": 4, "miss": 5}
    assert of(events, "hh_unit_destroyed")[0]["unit"] == "barn"
    assert of(events, "hh_paid")[0] == paid(0, 20, "destroyed_barn")
    assert not of(events, "hh_area_effect")  # no unit bonus for a nuke
    assert state.nukes_on_boards() == 0


def test_nuclear_strike_skips_spaces_you_may_not_target_and_only_in_targeting():
    state = deployed()
    state.rig_hand(0, ["nuclear_strike"])
    quiet(state)  # seat 0 fires at (9,0) of board 1
    quiet(state)
    refused(state, PlayWeapon("nuclear_strike", 1, 7, 0), "Targeting phase")
    resolve_round(state)
    # (9,0) is a crater now: the nuke covers the 8 other spaces
    quiet(state)  # seat 1 first in round 2
    events = act(state, PlayWeapon("nuclear_strike", 1, 7, 0))
    assert len(events[1]["cells"]) == 16 and [9, 0] not in [
        events[1]["cells"][i : i + 2] for i in range(0, 16, 2)
    ]


def test_no_third_nuclear_strike_while_both_tiles_are_on_boards():
    state = deployed(3)
    state.rig_hand(0, ["nuclear_strike", "nuclear_strike"])
    act(state, PlayWeapon("nuclear_strike", 1, 0, 0))
    act(state, PlayWeapon("nuclear_strike", 2, 0, 0))
    state.rig_hand(0, ["nuclear_strike"])  # back from the discards (forced)
    refused(state, PlayWeapon("nuclear_strike", 1, 5, 5), "both Nuclear Strike tiles")


# --- Sitting Duck ---------------------------------------------------------------------------


def test_sitting_duck_makes_the_owner_reveal_a_space_that_is_then_targeted_free():
    state = deployed(3)
    state.rig_hand(0, ["sitting_duck"])
    legal = [a for a in state.legal_actions(0) if isinstance(a, PlayWeapon)]
    assert len(legal) == 2 * 8 and PlayWeapon("sitting_duck", 2, unit="reaper") in legal
    refused(state, PlayWeapon("sitting_duck", 1, unit="cow"), "no unit called")
    refused(state, PlayWeapon("sitting_duck", 1, 3, 3, "barn"), "names a unit type")
    events = act(state, PlayWeapon("sitting_duck", 1, unit="reaper"))
    assert events == [
        played(0, "sitting_duck", 1, unit="reaper"),
        {"type": "hh_awaiting", "seat": 1, "kind": "reveal", "detail": "reaper", "by": 0},
    ]
    assert state.current_seat() == 1
    assert state.legal_actions(1) == [RevealSpace(6, 0), RevealSpace(6, 2)]
    refused(state, RevealSpace(4, 5), "undamaged space of your Reaper")
    events = act(state, RevealSpace(6, 2))
    assert events[0] == {"type": "hh_space_revealed", "seat": 1, "row": 6, "col": 2,
                         "unit": "reaper", "by": 0}  # fmt: skip
    assert events[1]["type"] == "hh_targeted" and events[1]["seat"] == 0
    assert events[1]["source"] == "sitting_duck" and events[1]["cells"] == [6, 2]
    assert state.view(2)["boards"][1]["revealed"] == [[6, 2, "reaper"]]  # public
    assert state.current_seat() == 0
    fire = events[1]["fire"]
    shoot(state, "howitzegg", (2, 9, 9))
    end(state)
    quiet(state)
    quiet(state)
    events = act(state, Resolve())
    assert of(events, "hh_struck")[0] == struck(0, 1, 6, 2, "hit", "sitting_duck", fire)
    assert of(events, "hh_paid") == [paid(0, 15, "destroyed_reaper")]
    assert state.view(0)["boards"][1]["revealed"] == []  # now it is a hit


def test_sitting_duck_needs_an_undamaged_space_of_that_type():
    state = deployed()
    state.rig_strike(0, 1, UNIT_CELLS["war_chest"])
    act(state, TakeWeapon(0))
    state.rig_hand(0, ["sitting_duck"])
    refused(state, PlayWeapon("sitting_duck", 1, unit="war_chest"), "no undamaged war_chest")


def _duck_on_reaper(state, fields=(), waiting=()):
    """Seat 0 plays Sitting Duck on seat 1's Reaper ((6,0) and (6,2) undamaged) with these
    Magnetic Fields (owner, board, row, col) down and seat 2's tiles waiting on board 1."""
    for owner, board, row, col in fields:
        state.fields[owner] = (board, row, col)
    if waiting:
        state.place_tiles(2, 1, list(waiting), state.new_fire(2, "barn", "unit"), [])
    state.rig_hand(0, ["sitting_duck"])
    act(state, PlayWeapon("sitting_duck", 1, unit="reaper"))
    assert state.current_seat() == 1
    view_legal = density.legal_actions(state.view(1), 1)
    assert view_legal == state.legal_actions(1)  # the AI's list, from the view, agrees
    return view_legal


def test_sitting_duck_may_not_be_shown_under_the_victims_magnetic_field():
    """'Your enemies cannot target the spaces covered by your Magnetic Field.'"""
    state = deployed(3)
    assert _duck_on_reaper(state, fields=[(1, 1, 5, 0)]) == [RevealSpace(6, 2)]
    refused(state, RevealSpace(6, 0), "may target")
    events = act(state, RevealSpace(6, 2))
    assert events[1]["type"] == "hh_targeted" and events[1]["cells"] == [6, 2]


def test_sitting_duck_may_not_be_shown_on_a_space_already_targeted():
    """'Players may not fire on spaces that are currently targeted': the victim may not
    waste the card on a space another tile already waits on."""
    state = deployed(3)
    assert _duck_on_reaper(state, waiting=[(6, 2)]) == [RevealSpace(6, 0)]
    refused(state, RevealSpace(6, 2), "may target")


def test_sitting_duck_with_no_free_space_shows_one_and_its_shot_is_lost():
    state = deployed(3)
    legal = _duck_on_reaper(state, fields=[(1, 1, 5, 0)], waiting=[(6, 2)])
    assert legal == [RevealSpace(6, 0), RevealSpace(6, 2)]
    tiles = len(state.targets)
    events = act(state, RevealSpace(6, 0))
    assert [e["type"] for e in events] == ["hh_space_revealed", "hh_shots_forfeited"]
    assert len(state.targets) == tiles and state.view(2)["boards"][1]["revealed"] == [
        [6, 0, "reaper"]
    ]


# --- Double Barrel --------------------------------------------------------------------------


def test_double_barrel_fires_a_second_different_unit():
    state = deployed()
    state.rig_hand(0, ["double_barrel", "double_barrel"])
    shoot(state, "howitzegg", (1, 9, 9))
    refused(state, ChooseUnit("barn"), "already fired this turn")
    act(state, PlayWeapon("double_barrel"))
    refused(state, PlayWeapon("double_barrel"), "one Double Barrel per turn")
    refused(state, ChooseUnit("howitzegg"), "already fired this round")
    shoot(state, "reaper", (1, 9, 8), (1, 9, 7))
    assert state.turn["fired"] == ["howitzegg", "reaper"]
    refused(state, ChooseUnit("barn"), "already fired this turn")
    end(state)
    quiet(state)
    refused(state, PlayWeapon("double_barrel"), "Targeting phase")


def test_double_barrel_before_firing_and_the_second_shot_is_optional():
    state = deployed()
    state.rig_hand(0, ["double_barrel"])
    act(state, PlayWeapon("double_barrel"))
    shoot(state, "howitzegg", (1, 9, 9))
    assert ChooseUnit("barn") in state.legal_actions(0) and EndTurn() in state.legal_actions(0)
    end(state)


# --- Scarecrow Decoy ------------------------------------------------------------------------


def test_scarecrow_decoy_removes_one_enemy_tile_waiting_on_your_board():
    state = deployed()
    state.rig_hand(0, ["scarecrow_decoy"])
    quiet(state)
    shoot(state, "barn", (0, 0, 0), (0, 9, 9), (0, 4, 5))
    end(state)
    legal = [a for a in state.legal_actions(0) if isinstance(a, PlayWeapon)]
    assert legal == [PlayWeapon("scarecrow_decoy", 0, r, c) for r, c in [(0, 0), (4, 5), (9, 9)]]
    refused(state, PlayWeapon("scarecrow_decoy", 0, 5, 5), "no enemy Target tile")
    refused(state, PlayWeapon("scarecrow_decoy", 1, 9, 0), "your own board")
    events = act(state, PlayWeapon("scarecrow_decoy", 0, 0, 0))
    assert events == [
        played(0, "scarecrow_decoy", 0, 0, 0),
        {"type": "hh_target_removed", "seat": 1, "board": 0, "row": 0, "col": 0,
         "reason": "scarecrow_decoy"},
    ]  # fmt: skip
    act(state, Resolve())
    end(state)
    events = act(state, Resolve())
    assert [(e["row"], e["col"]) for e in of(events, "hh_struck")] == [(9, 9), (4, 5)]


# --- Crop Duster and Fox Spy -------------------------------------------------------------------


def test_crop_duster_answers_only_the_player_who_asked():
    state = deployed()
    state.rig_hand(0, ["crop_duster", "crop_duster", "crop_duster"])
    state.rig_strike(0, 1, UNIT_CELLS["war_chest"])
    act(state, TakeWeapon(0))
    results = []
    for row, col in [(0, 0), (7, 4), (7, 0)]:  # a unit; nothing; only the destroyed War Chest
        events = state.apply(PlayWeapon("crop_duster", 1, row, col))
        intel = events[1]
        results.append(intel.to_dict()["result"])
        hidden = intel.seen_by(1).to_dict()
        assert (
            hidden["result"] == [] and hidden["hidden"] and intel.seen_by(None) == intel.seen_by(1)
        )
        assert intel.seen_by(0) == intel
    assert results == [["yes"], ["no"], ["no"]]
    assert [i["result"] for i in state.view(0)["intel"]] == results
    assert state.view(1)["intel"] == []
    assert "crop_duster" not in str(state.view(1)["intel"])


def test_fox_spy_shows_the_units_on_a_2x2_to_its_player_alone():
    state = deployed(3)
    state.rig_hand(0, ["fox_spy", "fox_spy"])
    events = state.apply(PlayWeapon("fox_spy", 1, 0, 2))
    assert events[0].to_dict() == played(0, "fox_spy", 1, 0, 2)
    assert events[1].to_dict()["result"] == ["", "sprayer", "", "sprayer"]
    for other in (1, 2, None):
        assert events[1].seen_by(other).to_dict()["result"] == []
    state.apply(PlayWeapon("fox_spy", 2, 8, 8))
    assert [i["result"] for i in state.view(0)["intel"]] == [
        ["", "sprayer", "", "sprayer"],
        ["", "", "", ""],
    ]
    assert state.view(1)["intel"] == [] and state.view(2)["intel"] == []
    refused(state, PlayWeapon("fox_spy", 1, 9, 9), "you hold no Fox Spy")


def test_spying_works_in_the_resolution_phase_too():
    state = deployed()
    state.rig_hand(0, ["fox_spy"])
    quiet(state)
    quiet(state)
    assert PlayWeapon("fox_spy", 1, 0, 0) in state.legal_actions(0)
    act(state, PlayWeapon("fox_spy", 1, 0, 0))
    assert state.view(0)["intel"][0]["result"] == ["barn"] * 4


# --- Tax Collector ----------------------------------------------------------------------------


def test_tax_collector_takes_10_from_the_market_or_what_it_has():
    state = deployed()
    state.rig_hand(0, ["tax_collector", "tax_collector", "tax_collector"])
    events = act(state, PlayWeapon("tax_collector"))
    assert events == [played(0, "tax_collector"), paid(0, 10, "tax_collector")]
    state.rig_sheaves(1, 286)
    assert act(state, PlayWeapon("tax_collector"))[1] == paid(0, 4, "tax_collector", 10)
    assert state.market == 0 and sum(state.sheaves) == 300
    refused(state, PlayWeapon("tax_collector"), "no Sheaves left")
    refused(state, PlayWeapon("tax_collector", 1), "takes no board")


# --- Reinforced Silo ---------------------------------------------------------------------------


def test_reinforced_silo_saves_the_last_space_once_then_is_discarded():
    state = deployed()
    state.rig_hand(1, ["reinforced_silo"])
    shoot(state, "barn", (1, 4, 5), (1, 9, 9), (1, 9, 8))
    end(state)
    quiet(state)
    events = act(state, Resolve())
    assert events[1]["outcome"] == "saved"
    assert events[2:4] == [
        {"type": "hh_weapon_discarded", "seat": 1, "card": "reinforced_silo"},
        {"type": "hh_silo_saved", "seat": 1, "board": 1, "row": 4, "col": 5, "striker": 0},
    ]
    assert state.hands[1] == [] and "reinforced_silo" in state.discard_pile
    assert (4, 5) not in state.hit_by[1] and state.destroyed[1] == []
    assert state.view(0)["boards"][1]["revealed"] == [[4, 5, ""]]
    assert state.sheaves == [0, 0]
    end(state)
    act(state, Resolve())
    end(state)
    # it may be targeted again, and this time it falls
    quiet(state)
    shoot(state, "howitzegg", (1, 4, 5))
    end(state)
    act(state, Resolve())
    end(state)
    events = act(state, Resolve())
    assert of(events, "hh_unit_destroyed")[0]["unit"] == "howitzegg"


def test_reinforced_silo_stops_a_blast_on_a_bigger_unit_too():
    state = deployed()
    state.rig_hand(1, ["reinforced_silo"])
    shoot(state, "sprayer", (1, 1, 1))  # the blast would take the whole Barn
    end(state)
    quiet(state)
    events = act(state, Resolve())
    area = of(events, "hh_area_effect")[0]
    assert area["hits"] == [0, 0, 0, 1] and area["saved"] == [1, 0]
    assert not of(events, "hh_unit_destroyed") and not state.pending
    assert sorted(c for c in state.hit_by[1]) == [(0, 0), (0, 1), (1, 1)]


def test_without_the_silo_a_non_final_hit_does_not_use_it():
    state = deployed()
    state.rig_hand(1, ["reinforced_silo"])
    shoot(state, "barn", (1, 0, 0), (1, 9, 9), (1, 9, 8))  # the Barn has 3 spaces left
    end(state)
    quiet(state)
    events = act(state, Resolve())
    assert events[1]["outcome"] == "hit" and state.hands[1] == ["reinforced_silo"]


# --- Egg Insurance -------------------------------------------------------------------------------


@pytest.mark.parametrize("copies", [0, 1, 2])
def test_egg_insurance_pays_15_per_egg_lost_to_a_purchase(copies):
    state = deployed()
    state.rig_hand(1, ["egg_insurance"] * copies)
    state.rig_strike(0, 1, UNIT_CELLS["sprayer"])
    state.rig_sheaves(0, 10)
    events = act(state, BuyEgg(1))
    insurance = [e for e in of(events, "hh_paid") if e["reason"] == "egg_insurance"]
    assert insurance == ([paid(1, 15, "egg_insurance")] if copies else [])
    assert state.sheaves == [0, 15 if copies else 0]
    assert state.hands[1] == ["egg_insurance"] * copies  # it stays
    assert state.market + sum(state.sheaves) == 300


def test_a_wild_egg_purchase_triggers_no_insurance():
    state = deployed()
    state.rig_hand(1, ["egg_insurance"])
    state.rig_sheaves(0, 35)
    events = act(state, BuyWild())
    assert not of(events, "hh_paid")


# --- the deck ------------------------------------------------------------------------------------


def test_the_face_up_row_refills_and_the_discards_reshuffle_when_the_deck_is_empty():
    state = deployed()
    state.rig_hand(0, ["tax_collector"])
    state.rig_hand(1, list(state.deck))  # the draw pile is empty now (a forced setup)
    assert state.deck == [] and state.view(0)["deck_count"] == 0
    act(state, PlayWeapon("tax_collector"))
    assert state.discard_pile == ["tax_collector"]
    state.rig_sheaves(0, 25)
    act(state, BuyWild())
    taken = state.faceup[1]
    events = act(state, TakeWeapon(1))
    assert events == [
        {"type": "hh_weapon_taken", "seat": 0, "slot": 1, "card": taken, "reason": "purchase"},
        {"type": "hh_deck_reshuffled", "cards": 1},
        {"type": "hh_weapon_refilled", "slot": 1, "card": "tax_collector"},
    ]
    assert state.discard_pile == [] and state.deck == []
    # nothing left anywhere: the slot stays empty
    state.rig_sheaves(0, 40)
    act(state, BuyWild())
    act(state, TakeWeapon(1))
    assert state.faceup[1] is None and state.view(1)["faceup"][1] is None
    cards = [c for c in state.faceup if c] + [c for h in state.hands for c in h]
    assert Counter(cards) == Counter(weapons.deck_list())


def test_the_reshuffle_uses_the_game_rng():
    def reshuffled(seed):
        state = deployed(seed=seed)
        state.rig_hand(1, list(state.deck))  # the draw pile is empty (a forced setup)
        for card in ["fox_spy", "tax_collector", "crop_duster", "sitting_duck", "double_barrel"]:
            state.hands[1].remove(card)
            state.discard_pile.append(card)
        state.rig_sheaves(0, 35)
        act(state, BuyWild())
        events = act(state, TakeWeapon(0))
        assert events[1] == {"type": "hh_deck_reshuffled", "cards": 5}
        return state.faceup[0], tuple(state.deck)

    outcomes = {reshuffled(seed) for seed in range(12)}
    assert len(outcomes) > 1  # different seeds, different orders
    assert reshuffled(3) == reshuffled(3)


def test_all_30_cards_are_always_somewhere():
    state = deployed(3)
    state.rig_hand(0, ["tax_collector", "fox_spy"])
    act(state, PlayWeapon("tax_collector"))
    act(state, PlayWeapon("fox_spy", 1, 0, 0))
    cards = state.deck + [c for c in state.faceup if c] + state.discard_pile
    cards += [c for h in state.hands for c in h]
    assert Counter(cards) == Counter(weapons.deck_list())


def test_weapon_plays_are_undo_barriers_and_reveal_nothing_to_others():
    state = deployed()
    assert state.is_undo_barrier(PlayWeapon("double_barrel"))
    state.rig_hand(0, ["fox_spy"])
    view = state.view(1)
    assert view["hand"] == [] and view["hand_counts"] == [1, 0]
    assert "fox_spy" not in str({k: v for k, v in view.items() if k not in ("faceup", "discard")})
