"""War for Chicken Island: the seven fight steps, the card round, reveal order, Foul Play,
Change Now!, the ability window, the compare, shields, destruction, Humiliation, both
ways to win and both Epic deaths.

Leaders are forced to ones whose abilities never touch a fight (Kato, Keekmee,
Henrietta, Abigail) unless a test is about a Leader.
"""

from __future__ import annotations

from game.island import DATA
from game.island.actions import Choose, EndActions, Fight, Pass, PlayScroll
from game.island.events import CardRevealed, EpicDeath, FightResolved, GameWon, TagPlaced
from tests.game.island_helpers import (
    C0,
    NEUTRAL1,
    SEAT0_BASE,
    SEAT1_BASE,
    A,
    B,
    answer,
    check_invariants,
    clear,
    dice,
    drive,
    fight,
    give,
    hands,
    leader,
    put,
    ready,
    refused,
    to_actions,
)

CALM = ["kato", "keekmee", "henrietta", "abigail"]
W2 = (-1, 1)  # seat 2's Territory in the 3-player seed-1 map, next to seat 1's (-1, 0)
W1 = (-1, 0)


def setup(players: int = 2, faces: tuple[str, ...] = (), leaders: list[str] | None = None):
    state = ready(players, 1, leaders or CALM[:players])
    clear(state)
    hands(state, *([()] * players))
    to_actions(state, *faces)
    return state


def outcome(events) -> FightResolved:
    return next(e for e in events if isinstance(e, FightResolved))


# -- steps 1 to 3 ----------------------------------------------------------------------------


def test_declare_needs_reach_and_own_attacker() -> None:
    state = setup()
    att = put(state, 0, "chicken", A)
    far = put(state, 1, "chicken", (-1, 0))
    near = put(state, 1, "chicken", B)
    hands(state, ("peck_harder",), ())
    assert "reach" in refused(state, Fight(att["id"], far["id"]))
    assert "own" in refused(state, Fight(near["id"], att["id"]))
    assert "reach" in refused(state, Fight(att["id"], att["id"]))
    state.apply(Fight(att["id"], near["id"]))
    assert state.fight["step"] == "cards" or state.pending
    assert "finish the fight" in refused(state, EndActions())


def test_dice_step_spends_plus2_plus3_and_places_plus1() -> None:
    state = setup(faces=("plus2", "plus3", "plus1", "claw"))
    att = put(state, 0, "chicken", A)
    dfn = put(state, 1, "pecker_trooper", B)  # armor 3
    state.apply(Fight(att["id"], dfn["id"]))
    assert state.pending["kind"] == "fight_dice" and state.pending["seat"] == 0
    keys = [o[0] for o in state.pending["options"]]
    assert keys == ["die:0", "die:1", "die:2", "done"]
    answer(state, "die:0")
    answer(state, "die:2")
    assert state.dice[0][2]["at"] == att["id"]  # the +1 stays on the attacker
    assert [o[0] for o in state.pending["options"]] == ["die:1", "done"]
    events = answer(state, "done")
    assert state.dice[0][0]["at"] == "spent" and state.dice[0][1]["at"] == "banner"
    # 1 + 2 + 1 = 4 >= 3
    assert outcome(events).success and dfn["id"] not in state.pieces
    assert state.dice[0][2]["at"] == att["id"]  # the attacker survives: it stays on it


def test_defender_never_adds_dice() -> None:
    state = setup(faces=())
    dice(state, 1, "plus3", "plus2", "plus1")
    att = put(state, 0, "chicken", A)
    dfn = put(state, 1, "chicken", B)
    events = fight(state, att, dfn)
    assert state.dice[1][0]["at"] == "banner"
    assert not outcome(events).success  # 1 < 2


def test_plus2_and_plus3_only_in_the_dice_step() -> None:
    state = setup(faces=("plus2",))
    from game.island.actions import PlaceDie

    assert "+1" in refused(state, PlaceDie(0, leader(state, 0)["id"]))
    assert all(type(a).__name__ != "PlaceDie" for a in state.legal_actions(0))


def test_card_round_ends_only_when_everyone_passed_in_a_row() -> None:
    state = setup(3)
    hands(state, ("peck_harder", "wing_slam"), ("tough_feathers", "iron_plumage"), ("battle_cry",))
    att = put(state, 0, "chicken", A)
    dfn = put(state, 1, "chicken", B)
    state.apply(Fight(att["id"], dfn["id"]))
    f = state.fight
    assert f["step"] == "cards" and state.current_seat() == 0
    assert "finish the fight" in refused(state, EndActions())
    state.apply(Pass())  # seat 0 passes...
    assert state.current_seat() == 1
    state.apply(PlayScroll("tough_feathers"))
    assert state.current_seat() == 1  # more cards may follow
    state.apply(Pass())
    assert state.current_seat() == 2
    state.apply(Pass())
    assert state.current_seat() == 0 and state.fight["step"] == "cards"
    state.apply(PlayScroll("peck_harder"))  # ...and may still play later
    state.apply(Pass())
    state.apply(Pass())  # seat 1
    assert state.fight["step"] == "cards" and state.current_seat() == 2
    events = state.apply(Pass())  # seat 2: everyone after seat 0's card has passed
    assert any(isinstance(e, CardRevealed) for e in events)
    assert "wing_slam" in state.hands[0]


def test_empty_hands_pass_at_once_and_other_seats_cannot_play() -> None:
    state = setup(3)
    hands(state, (), ("tough_feathers",), ())
    att = put(state, 0, "chicken", A)
    dfn = put(state, 1, "chicken", B)
    state.apply(Fight(att["id"], dfn["id"]))
    assert state.current_seat() == 1
    assert state.legal_actions(0) == [] and state.legal_actions(2) == []
    state.apply(PlayScroll("tough_feathers"))
    events = state.apply(Pass())
    assert outcome(events) and not outcome(events).success


def test_turn_cards_cannot_be_played_in_a_fight() -> None:
    state = setup()
    hands(state, ("forced_march", "royal_guard"), ())
    att = put(state, 0, "chicken", A)
    dfn = put(state, 1, "chicken", B)
    state.apply(Fight(att["id"], dfn["id"]))
    assert "own turn" in refused(state, PlayScroll("forced_march"))
    assert PlayScroll("royal_guard") in state.legal_actions(0)


def test_cards_are_face_down_until_the_reveal() -> None:
    state = setup()
    hands(state, ("peck_harder",), ("tough_feathers",))
    att = put(state, 0, "chicken", A)
    dfn = put(state, 1, "chicken", B)
    state.apply(Fight(att["id"], dfn["id"]))
    events = state.apply(PlayScroll("peck_harder"))
    assert [e.seen_by(1).card for e in events if hasattr(e, "slot")] == [""]
    assert state.view(1)["fight"]["cards"][0]["card"] == ""
    assert state.view(0)["fight"]["cards"][0]["card"] == "peck_harder"


# -- step 4/5: reveal order, Foul Play, Change Now! --------------------------------------------


def test_reveal_goes_from_the_defenders_owner_clockwise() -> None:
    state = setup(3)
    hands(state, ("peck_harder",), ("battle_cry",), ("tough_feathers",))
    att = put(state, 1, "chicken", W1)
    dfn = put(state, 2, "chicken", W2)
    state.turn_seat = 1  # seat 1 attacks seat 2's chicken
    state.apply(Fight(att["id"], dfn["id"]))
    events = drive(state, plays={0: ["peck_harder"], 1: ["battle_cry"], 2: ["tough_feathers"]})
    revealed = [e.seat for e in events if isinstance(e, CardRevealed)]
    assert revealed == [2, 0, 1]


def test_foul_play_cancels_one_other_magic_card() -> None:
    state = setup(faces=("plus1",))
    hands(state, ("peck_harder",), ("foul_play",))
    att = put(state, 0, "chicken", A)
    dfn = put(state, 1, "chicken", B)
    state.apply(Fight(att["id"], dfn["id"]))
    answer(state, "done")
    events = drive(state, plays={0: ["peck_harder"], 1: ["foul_play"]}, stop="foul_play")
    opts = [o[0] for o in state.pending["options"]]
    assert len(opts) == 1  # only the Peck Harder: never a Foul Play
    events = drive(state)
    assert not outcome(events).success  # 1 < 2 without the +2
    assert "peck_harder" in state.scroll_discard and "foul_play" in state.scroll_discard


def test_foul_play_cannot_cancel_a_foul_play() -> None:
    state = setup()
    hands(state, ("foul_play", "wing_slam"), ("foul_play",))
    att = put(state, 0, "chicken", A)
    dfn = put(state, 1, "chicken", B)
    state.apply(Fight(att["id"], dfn["id"]))
    drive(state, plays={0: ["foul_play", "wing_slam"], 1: ["foul_play"]}, stop="foul_play")
    # the defender's owner reveals first, so its Foul Play acts first
    assert state.pending["seat"] == 1
    options = state.pending["options"]
    assert [DATA.scrolls[state.fight["cards"][int(k)]["card"]].id for k, _ in options] == [
        "wing_slam"
    ]
    events = answer(state, options[0][0])
    # seat 0's Foul Play has nothing left to cancel: no question
    events += drive(state)
    assert not outcome(events).success


def test_change_now_picks_another_unit_in_reach_never_a_leader() -> None:
    state = setup()
    hands(state, ("change_now",), ())
    att = put(state, 0, "chicken", A)
    strong = put(state, 1, "rock_golem", B)  # armor 7
    weak = put(state, 1, "chicken", C0)  # armor 2, also next to A
    far = put(state, 1, "chicken", (-1, 0))
    state.apply(Fight(att["id"], strong["id"]))
    drive(state, plays={0: ["change_now"]}, stop="change_now")
    keys = [o[0] for o in state.pending["options"]]
    assert keys == [str(weak["id"])]  # not the far one, not a Leader, not the defender
    assert str(far["id"]) not in keys
    dice(state, 0, "plus1")  # no effect now: dice are only spent in step 2
    events = drive(state, answers={"change_now": [str(weak["id"])]})
    assert state.fight is None
    res = outcome(events)
    assert res.defender == weak["id"] and not res.success  # 1 < 2
    assert strong["id"] in state.pieces


def test_bonuses_follow_the_final_roles_after_change_now() -> None:
    state = setup()
    hands(state, ("change_now",), ("tough_feathers",))
    att = put(state, 0, "hammer_battle_car", A)  # strength 4
    first = put(state, 1, "chicken", B)
    other = put(state, 1, "scout_runner", C0)  # armor 2
    state.apply(Fight(att["id"], first["id"]))
    events = drive(
        state,
        plays={0: ["change_now"], 1: ["tough_feathers"]},
        answers={"change_now": [str(other["id"])]},
    )
    res = outcome(events)
    totals = next(e for e in events if type(e).__name__ == "FightTotals")
    assert res.defender == other["id"]
    assert totals.armor == 2 + 2  # the Tough Feathers helps the new defender
    assert res.success and other["id"] not in state.pieces and first["id"] in state.pieces


def test_cancelled_change_now_has_no_effect() -> None:
    state = setup()
    hands(state, ("change_now",), ("foul_play",))
    att = put(state, 0, "chicken", A)
    dfn = put(state, 1, "chicken", B)
    put(state, 1, "chicken", C0)
    state.apply(Fight(att["id"], dfn["id"]))
    events = drive(state, plays={0: ["change_now"], 1: ["foul_play"]})
    assert outcome(events).defender == dfn["id"]


# -- step 5: the ability window --------------------------------------------------------------


def test_ability_window_from_defenders_owner_until_all_pass_in_a_row() -> None:
    state = setup(3, leaders=["kato", "keekmee", "madame_plume"])
    hands(state, ("peck_harder",), (), ())
    dice(state, 1, "star", "star")
    dice(state, 2, "star", "star")
    att = put(state, 0, "chicken", A)
    dfn = put(state, 1, "rock_golem", B)  # armor 7; Rock Solid for seat 1
    state.apply(Fight(att["id"], dfn["id"]))
    drive(state, plays={0: ["peck_harder"]}, stop="ability")
    assert state.pending["seat"] == 1  # the defender's owner first
    answer(state, "rock_solid")
    assert state.pending["seat"] == 1  # may be repeated
    answer(state, "pass")
    assert state.pending["seat"] == 2  # Madame Plume may Hex the Peck Harder
    hexes = [o[0] for o in state.pending["options"] if o[0].startswith("hex:")]
    answer(state, hexes[0])
    # she cannot pay ★★ again and seat 0 has no ★ ability (both skipped); seat 1 has
    # not passed since the Hex, so it is asked again
    assert state.pending["seat"] == 1
    events = answer(state, "rock_solid")  # out of Stars: nobody can act, so the compare
    totals = next(e for e in events if type(e).__name__ == "FightTotals")
    assert totals.armor == 7 + 2 + 2 and totals.strength == 1  # Peck Harder hexed
    assert state.stars(1) == 0 and state.stars(2) == 0


# -- steps 6 and 7 ---------------------------------------------------------------------------


def test_compare_equal_succeeds_and_less_fails() -> None:
    state = setup(faces=("plus1", "claw"))
    att = put(state, 0, "chicken", A)
    dfn = put(state, 1, "chicken", B)
    events = fight(state, att, dfn, answers={"fight_dice": ["die:0"]})
    assert outcome(events).success and dfn["id"] not in state.pieces  # 2 >= 2
    other = put(state, 1, "chicken", B)
    state.dice[0][0]["at"] = "spent"
    events = fight(state, att, other, pay="claw")
    assert not outcome(events).success and other["id"] in state.pieces
    assert att["id"] in state.pieces  # a failed attack costs nothing more


def test_destroying_a_machine_kills_pilots_frees_miniature_and_returns_dice() -> None:
    state = setup(faces=("plus3", "plus2"))
    dice(state, 1, "plus1")
    att = put(state, 0, "chicken", A)
    dfn = put(state, 1, "iron_golem", B)  # armor 8, 3 pilots
    state.dice[1][0]["at"] = dfn["id"]
    dead = state.dead[1]
    cannons = state.miniatures_left("golem")
    hands(state, ("wing_slam",), ())
    events = fight(
        state, att, dfn, plays={0: ["wing_slam"]}, answers={"fight_dice": ["die:0", "die:1"]}
    )  # 1 + 3 + 2 + 3 = 9 >= 8
    assert outcome(events).success
    assert dfn["id"] not in state.pieces and state.dead[1] == dead + 3
    assert "iron_golem" in state.machine_discard and state.machines[1] == []
    assert state.miniatures_left("golem") == cannons + 1
    assert state.dice[1][0]["at"] == "spent"
    assert "wing_slam" in state.scroll_discard
    check_invariants(state)


def test_a_shield_absorbs_one_defeat() -> None:
    state = setup(faces=("plus3", "claw"))
    att = put(state, 0, "chicken", A)
    dfn = put(state, 1, "chicken", B, shields=1)
    events = fight(state, att, dfn, answers={"fight_dice": ["die:0"]})
    assert outcome(events).outcome == "shield"
    assert dfn["id"] in state.pieces and dfn["shields"] == 0
    events = fight(state, att, dfn, pay="claw")
    assert not outcome(events).success  # no +3 any more


def test_a_shield_saves_a_leader_from_humiliation() -> None:
    state = setup(faces=("plus3", "plus3"))
    att = put(state, 0, "hammer_battle_car", A)  # 4
    boss = leader(state, 1)
    boss["hex"] = B
    boss["shields"] = 2
    events = fight(state, att, boss, answers={"fight_dice": ["die:0", "die:1"]})  # 4 + 6 = 10 >= 8
    assert outcome(events).outcome == "shield" and state.tags[1] == []
    assert boss["shields"] == 1


def test_defeated_leader_takes_a_tag_and_two_tags_win_two_players() -> None:
    state = setup(faces=("plus3", "plus3", "claw"))
    att = put(state, 0, "hammer_battle_car", A)
    boss = leader(state, 1)
    boss["hex"] = B
    events = fight(state, att, boss, answers={"fight_dice": ["die:0", "die:1"]})
    assert outcome(events).outcome == "tag"
    assert any(isinstance(e, TagPlaced) for e in events)
    assert state.tags[1] == [0] and boss["id"] in state.pieces
    assert not state.is_over()
    state.tags[1].append(0)  # a second tag from an earlier turn
    state.tags[1].pop()
    state.turns[0] += 0
    # a second win in a later turn: the game ends at once, mid-turn
    state.turn["hits"] = {}
    hands(state, ("rooster_rage", "wing_slam"), ())
    events = state.apply(Fight(att["id"], boss["id"], "claw"))
    events += drive(state, plays={0: ["rooster_rage", "wing_slam"]})  # 4 + 7 = 11
    assert any(isinstance(e, GameWon) for e in events)
    assert state.is_over() and state.winner == 0 and state.current_seat() is None
    assert state.tags[1] == [0, 0]
    assert not any(isinstance(e, EpicDeath) for e in events)  # the win comes first


def test_three_players_need_tags_on_two_different_banners() -> None:
    state = setup(3, faces=("plus3", "plus3", "claw", "claw", "claw"))
    state.tags[1] = [0]
    att = put(state, 0, "big_bertha", A)  # 6, range 2
    one = leader(state, 1)
    one["hex"] = B
    events = fight(state, att, one, answers={"fight_dice": ["die:0", "die:1"]})  # 12 >= 8
    assert state.tags[1] == [0, 0] and not state.is_over()
    two = leader(state, 2)
    two["hex"] = (2, -2) if state.kind((2, -2)) else C0
    two["hex"] = C0
    hands(state, ("rooster_rage", "wing_slam"), (), ())
    events = state.apply(Fight(att["id"], two["id"], "claw"))
    events += drive(state, plays={0: ["rooster_rage", "wing_slam"]})
    assert state.is_over() and state.winner == 0
    assert sum(1 for t in state.tags if 0 in t) == 2


def test_with_no_tag_left_a_tag_moves_from_another_banner() -> None:
    state = setup(3)
    state.tags = [[], [0, 0], [0]]  # all 3 of seat 0's tags are out
    events: list = []
    state.place_tag(0, 2, events)
    assert state.tags == [[], [0], [0, 0]]
    assert state.is_over() and state.winner == 0  # still two Banners


def test_two_unshielded_defeats_in_one_turn_by_one_player_is_epic_death() -> None:
    state = setup(3, faces=("plus3", "plus3", "claw"))
    att = put(state, 0, "big_bertha", A)
    boss = leader(state, 1)
    boss["hex"] = B
    old, new = state.leader[1], state.reserve[1]
    events = fight(state, att, boss, answers={"fight_dice": ["die:0", "die:1"]})
    assert state.tags[1] == [0]
    hands(state, ("rooster_rage", "iron_plumage"), (), ())
    events = state.apply(Fight(att["id"], boss["id"], "claw"))
    events += drive(state, plays={0: ["rooster_rage"]})  # 6 + 4 = 10 >= 8
    deaths = [e for e in events if isinstance(e, EpicDeath)]
    assert len(deaths) == 1 and deaths[0].seat == 1
    assert state.leader[1] == new and state.reserve[1] == old
    assert boss["id"] not in state.pieces
    successor = leader(state, 1)
    assert successor["card"] == new and successor["hex"] == SEAT1_BASE
    assert state.tags[1] == [0, 0]  # both tags are placed and stay
    assert not state.is_over()
    check_invariants(state)


def test_a_shield_on_either_defeat_prevents_the_epic_death() -> None:
    state = setup(3, faces=("plus3", "plus3", "claw"))
    att = put(state, 0, "big_bertha", A)
    boss = leader(state, 1)
    boss["hex"] = B
    boss["shields"] = 1
    events = fight(state, att, boss, answers={"fight_dice": ["die:0", "die:1"]})  # the shield goes
    hands(state, ("rooster_rage",), (), ())
    events = state.apply(Fight(att["id"], boss["id"], "claw"))
    events += drive(state, plays={0: ["rooster_rage"]})
    assert state.tags[1] == [0]
    assert not any(isinstance(e, EpicDeath) for e in events)


def test_twice_counts_defeats_of_the_same_leader() -> None:
    state = setup(3, faces=("plus3", "plus3", "plus3", "plus3", "plus1"))
    state.turn["extra"]["fight"] = 3
    att = put(state, 0, "big_bertha", A)  # 5, range 2: reaches seat 1's Base too
    state.dice[0][4]["at"] = att["id"]  # a +1 die on it: 6
    state.dealt[1] = ("eggbert", "keekmee")
    state.reserve[1] = "eggbert"  # both armor 9: Big Bertha's 6 + 3 is just enough
    boss = leader(state, 1)
    boss["hex"] = B
    first = state.leader[1]
    for n in range(2):
        fight(state, att, boss, answers={"fight_dice": [f"die:{n}"]})  # 9 >= 9
    assert state.leader[1] != first and state.tags[1] == [0, 0]
    successor = leader(state, 1)
    assert successor["hex"] == SEAT1_BASE
    # the successor's first defeat this turn is no Epic death...
    events = fight(state, att, successor, answers={"fight_dice": ["die:2"]})
    assert not any(isinstance(e, EpicDeath) for e in events)
    assert state.leader[1] == successor["card"]
    # ...its second is
    events = fight(state, att, successor, answers={"fight_dice": ["die:3"]})
    assert any(isinstance(e, EpicDeath) for e in events)
    assert state.leader[1] == first
    check_invariants(state)


def test_epic_death_by_lava_and_the_successor_lands_nearest() -> None:
    state = setup(faces=())
    boss = leader(state, 1)
    boss["hex"] = NEUTRAL1  # its only neighbours: seat 1's Base and (-1, -1)
    boss["shields"] = 1
    put(state, 0, "chicken", SEAT1_BASE)
    put(state, 0, "chicken", (-1, -1))
    old, new = state.leader[1], state.reserve[1]
    state.kinds[(0, 0)] = "neutral"  # no Lava: the Eruption flips a Neutral tile
    state.scroll_deck.remove("eruption")
    state.scroll_deck.append("eruption")
    events = state.apply(EndActions())
    assert state.pending["kind"] == "erupt_flip"
    events += state.apply(Choose(f"{NEUTRAL1[0]},{NEUTRAL1[1]}"))
    events += drive(state)
    death = next(e for e in events if isinstance(e, EpicDeath))
    assert death.seat == 1 and death.why == "lava"
    assert state.leader[1] == new and state.reserve[1] == old
    successor = leader(state, 1)
    # the Base was blocked when it died, so the nearest Territory hex
    assert successor["hex"] in state.territory[1] and successor["shields"] == 0
    # the Eruption destroyed seat 0's chickens next to the tile
    assert state.dead[0] == 6
    check_invariants(state)


def test_a_leader_on_turning_lava_moves_next_to_it_and_loses_shields() -> None:
    state = setup()
    boss = leader(state, 1)
    boss["hex"] = NEUTRAL1
    boss["shields"] = 2
    state.turn_to_lava(NEUTRAL1, "test", [])
    assert boss["id"] in state.pieces and boss["shields"] == 0
    assert boss["hex"] in (SEAT1_BASE, (-1, -1))


def test_when_the_second_leader_dies_the_first_returns() -> None:
    state = setup(3)
    first, second = state.leader[1], state.reserve[1]
    state.epic_death(1, "test", [])
    state.epic_death(1, "test", [])
    assert state.leader[1] == first and state.reserve[1] == second
    assert leader(state, 1)["card"] == first


def test_a_successor_with_no_room_waits_for_its_turn() -> None:
    state = setup()
    for h in [SEAT1_BASE, *sorted(state.territory[1])]:
        put(state, 0, "chicken", h)
    state.epic_death(1, "test", [])
    assert state.waiting[1] and state.leader_piece(1) is None
    check_invariants(state)
    for p in list(state.pieces_of(0)):
        if p["kind"] == "chicken" and p["hex"] == SEAT1_BASE:
            state.destroy(p, "test", [])
    from tests.game.island_helpers import end_turn

    end_turn(state)  # seat 1's turn starts: the leader lands on the free Base
    assert not state.waiting[1] and leader(state, 1)["hex"] == SEAT1_BASE


def test_a_new_shieldless_fight_counts_per_turn() -> None:
    state = setup(faces=("plus3",))
    assert state.turn["hits"] == {}
    assert SEAT0_BASE and give  # (helpers used elsewhere)
