"""War for Chicken Island: every Scroll (15 Magic, 8 Strategy, 4 Catastrophes), every
Leader ability, every Machine ability, the ★ menu and the die faces.

Positions use the seed-1 two-player map (see ``island_helpers``): the attacker usually
stands on A = (1,-1) and the defender on B = (1,-2); B's other neighbours are C0 =
(0,-1) and seat 1's Base (0,-2).
"""

from __future__ import annotations

import pytest

from game.island import DATA
from game.island.actions import Build, Choose, EndActions, Fight, Move, PlayScroll, Retrieve, Star
from game.island.events import FightResolved, FightTotals, PieceDestroyed
from tests.game.island_helpers import (
    C0,
    LAVA,
    NEUTRAL0,
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
    end_turn,
    fight,
    give,
    hands,
    leader,
    put,
    ready,
    refused,
    set_res,
    to_actions,
)

CALM = ["kato", "keekmee"]


def setup(faces: tuple[str, ...] = (), leaders: list[str] | None = None, players: int = 2):
    state = ready(players, 1, leaders or (CALM + ["henrietta", "abigail"])[:players])
    clear(state)
    hands(state, *([()] * players))
    to_actions(state, *faces)
    return state


def totals(events) -> FightTotals:
    return next(e for e in events if isinstance(e, FightTotals))


def result(events) -> FightResolved:
    return next(e for e in events if isinstance(e, FightResolved))


def duel(state, att_card="chicken", dfn_card="chicken", **kw):
    att = put(state, 0, att_card, A)
    dfn = put(state, 1, dfn_card, B)
    return att, dfn, fight(state, att, dfn, **kw)


def stock(state, *cards: str) -> None:
    for card in cards:
        if card not in state.stock:
            state.machine_deck.append(state.stock.pop(0))
            state.machine_deck.remove(card)
            state.stock.append(card)


# -- Magic -----------------------------------------------------------------------------------


@pytest.mark.parametrize("card,n", [("peck_harder", 2), ("wing_slam", 3), ("rooster_rage", 4)])
def test_strength_cards(card: str, n: int) -> None:
    state = setup()
    hands(state, (card,), ())
    _, _, events = duel(state, plays={0: [card]})
    assert totals(events).strength == 1 + n and result(events).success
    assert card in state.scroll_discard


@pytest.mark.parametrize(
    "card,n", [("tough_feathers", 2), ("iron_plumage", 3), ("eggshell_wall", 4)]
)
def test_armor_cards(card: str, n: int) -> None:
    state = setup(faces=("plus3", "plus2"))
    hands(state, (), (card,))
    _, dfn, events = duel(state, plays={1: [card]}, answers={"fight_dice": ["die:0"]})
    assert totals(events).armor == 2 + n
    assert result(events).success == (2 + n <= 1 + 3)


@pytest.mark.parametrize("side", ["strength", "armor"])
def test_battle_cry_side_is_chosen_at_reveal(side: str) -> None:
    state = setup()
    hands(state, (), ("battle_cry",))  # the defender's owner may even help the attacker
    _, _, events = duel(state, plays={1: ["battle_cry"]}, answers={"card_side": [side]})
    t = totals(events)
    assert (t.strength, t.armor) == ((3, 2) if side == "strength" else (1, 4))


def test_change_now_with_no_other_target_has_no_effect() -> None:
    state = setup()
    hands(state, ("change_now",), ())
    _, dfn, events = duel(state, plays={0: ["change_now"]})
    assert result(events).defender == dfn["id"]


def test_foul_play_on_a_strategy_is_not_possible() -> None:
    state = setup()
    hands(state, ("royal_guard", "peck_harder"), ("foul_play",))
    att, dfn, events = duel(state, plays={0: ["royal_guard", "peck_harder"], 1: ["foul_play"]})
    cancelled = [e for e in events if type(e).__name__ == "CardCancelled"]
    assert len(cancelled) == 1  # the Peck Harder, the only Magic card
    assert state.strategy[0] == "royal_guard"
    assert totals(events).strength == 1


def test_ambush_counts_hexes_next_to_the_defender_max_3() -> None:
    state = setup()
    hands(state, ("ambush",), ())
    put(state, 0, "chicken", A)  # with the attacker: its hex counts too
    put(state, 0, "chicken", C0)
    put(state, 0, "chicken", C0)  # the same hex counts once
    put(state, 0, "chicken", SEAT1_BASE)
    _, _, events = duel(state, plays={0: ["ambush"]})
    assert totals(events).strength == 1 + 3


def test_ambush_ignores_the_attacker_itself() -> None:
    state = setup()
    hands(state, ("ambush",), ())
    _, _, events = duel(state, plays={0: ["ambush"]})
    assert totals(events).strength == 1


def test_huddle_counts_the_defenders_neighbours() -> None:
    state = setup(faces=("plus3",))
    hands(state, (), ("huddle",))
    leader(state, 1)["hex"] = (-1, 0)  # off its Base, which is next to B
    put(state, 1, "chicken", C0)
    put(state, 1, "chicken", B)  # in its own hex: not a hex next to it
    _, _, events = duel(state, plays={1: ["huddle"]}, answers={"fight_dice": ["die:0"]})
    assert totals(events).armor == 2 + 1


def test_egg_shield_saves_the_defender() -> None:
    state = setup(faces=("plus3",))
    hands(state, (), ("egg_shield",))
    _, dfn, events = duel(state, plays={1: ["egg_shield"]}, answers={"fight_dice": ["die:0"]})
    assert result(events).outcome == "shield"
    assert dfn["id"] in state.pieces and dfn["shields"] == 0


def test_egg_shield_gives_nothing_with_no_shield_left() -> None:
    state = setup(faces=("plus3",))
    hands(state, (), ("egg_shield",))
    leader(state, 0)["shields"] = 8
    _, dfn, events = duel(state, plays={1: ["egg_shield"]}, answers={"fight_dice": ["die:0"]})
    assert result(events).outcome == "destroyed" and dfn["id"] not in state.pieces


def test_feather_sacrifice_destroys_a_free_chicken_for_plus_4() -> None:
    state = setup()
    hands(state, (), ("feather_sacrifice",))
    victim = put(state, 1, "chicken", SEAT1_BASE)
    _, _, events = duel(
        state,
        plays={1: ["feather_sacrifice"]},
        answers={"sacrifice": [str(victim["id"])], "card_side": ["armor"]},
    )
    assert victim["id"] not in state.pieces
    assert any(isinstance(e, PieceDestroyed) and e.why == "sacrifice" for e in events)
    assert totals(events).armor == 2 + 4


def test_feather_sacrifice_without_a_chicken_gives_nothing() -> None:
    state = setup()
    hands(state, ("feather_sacrifice",), ())
    # seat 0's only chicken is the attacker itself
    _, _, events = duel(state, plays={0: ["feather_sacrifice"]})
    assert totals(events).strength == 1


def test_feather_sacrifice_cancelled_keeps_the_chicken() -> None:
    state = setup()
    hands(state, ("foul_play",), ("feather_sacrifice",))
    victim = put(state, 1, "chicken", SEAT1_BASE)
    _, _, events = duel(state, plays={0: ["foul_play"], 1: ["feather_sacrifice"]})
    assert victim["id"] in state.pieces and totals(events).armor == 2


def test_golden_egg_gives_two_and_a_resource() -> None:
    state = setup()
    hands(state, ("golden_egg",), ())
    set_res(state, 0, wood=1)
    assert state.supply["wood"] > 0
    _, _, events = duel(
        state,
        plays={0: ["golden_egg"]},
        answers={"card_side": ["strength"], "card_resource": ["wood"]},
    )
    assert totals(events).strength == 3 and result(events).success
    assert state.res[0]["wood"] == 2


def test_golden_egg_view_during_its_questions() -> None:
    state = setup()
    hands(state, ("golden_egg",), ())
    att = put(state, 0, "chicken", A)
    dfn = put(state, 1, "chicken", B)
    state.apply(Fight(att["id"], dfn["id"]))
    drive(state, plays={0: ["golden_egg"]}, stop="card_side")
    answer(state, "armor")
    assert state.pending["kind"] == "card_resource"
    assert state.view(1)["fight"]["armor"] == 4  # the side counts before the resource


def test_forced_march_gives_an_extra_move() -> None:
    state = setup()
    give(state, 0, "forced_march")
    chick = put(state, 0, "chicken", SEAT0_BASE)
    state.apply(Move(chick["id"], 1, 0))
    state.apply(PlayScroll("forced_march"))
    state.apply(Move(chick["id"], *A))
    assert chick["hex"] == A and "forced_march" in state.scroll_discard
    assert refused(state, Move(chick["id"], 2, -1))


# -- Strategies ------------------------------------------------------------------------------


def test_leader_hunt_only_against_leaders() -> None:
    state = setup(faces=("claw",))
    state.strategy[0] = "leader_hunt"
    state.scroll_deck.remove("leader_hunt")
    att = put(state, 0, "chicken", A)
    boss = leader(state, 1)
    boss["hex"] = B
    assert totals(fight(state, att, boss)).strength == 1 + 2
    dfn = put(state, 1, "chicken", C0)
    assert totals(fight(state, att, dfn, pay="claw")).strength == 1


def test_royal_guard_helps_only_the_leader() -> None:
    state = setup(faces=("claw",))
    hands(state, (), ("royal_guard",))
    att = put(state, 0, "chicken", A)
    boss = leader(state, 1)
    boss["hex"] = B
    events = fight(state, att, boss, plays={1: ["royal_guard"]})  # counts from its reveal
    assert totals(events).armor == DATA.leaders[boss["card"]].armor + 2
    assert state.strategy[1] == "royal_guard"
    dfn = put(state, 1, "chicken", C0)
    assert totals(fight(state, att, dfn, pay="claw")).armor == 2


def test_home_ground_on_territory_and_base_only() -> None:
    state = setup(faces=("claw", "claw"))
    state.strategy[1] = "home_ground"
    state.scroll_deck.remove("home_ground")
    att = put(state, 0, "chicken", A)
    dfn = put(state, 1, "chicken", B)
    assert totals(fight(state, att, dfn)).armor == 3
    away = put(state, 1, "chicken", (1, 0))  # on seat 0's Territory
    assert totals(fight(state, att, away, pay="claw")).armor == 2


def test_shell_formation_for_chickens_only() -> None:
    state = setup(faces=("claw",))
    state.strategy[1] = "shell_formation"
    state.scroll_deck.remove("shell_formation")
    att = put(state, 0, "chicken", A)
    dfn = put(state, 1, "chicken", B)
    assert totals(fight(state, att, dfn)).armor == 3
    car = put(state, 1, "scout_runner", C0)
    assert totals(fight(state, att, car, pay="claw")).armor == 2


def test_full_throttle_speeds_machines_not_towers() -> None:
    state = setup()
    state.strategy[0] = "full_throttle"
    state.scroll_deck.remove("full_throttle")
    golem = put(state, 0, "rock_golem", (2, 0))
    tower = put(state, 0, "war_tower", (2, -1))
    view = {p["id"]: p for p in state.view(0)["pieces"]}
    assert view[golem["id"]]["speed"] == 2 and view[tower["id"]]["speed"] == 0
    state.apply(Move(golem["id"], *A))  # 2 hexes
    assert golem["hex"] == A


def test_scavengers_retrieves_after_destroying_a_machine() -> None:
    state = setup(faces=("plus3", "plus2"))
    state.strategy[0] = "scavengers"
    state.scroll_deck.remove("scavengers")
    set_res(state, 0, wood=0)
    _, dfn, events = duel(
        state,
        dfn_card="pecker_trooper",
        answers={"fight_dice": ["die:0"], "scavenge": ["wood"]},
    )
    assert dfn["id"] not in state.pieces and state.res[0]["wood"] == 1


def test_scholars_draws_and_discards_after_the_draw_step() -> None:
    state = setup()
    state.strategy[0] = "scholars"
    state.scroll_deck.remove("scholars")
    for card in ("peck_harder", "wing_slam"):
        state.scroll_deck.remove(card)
        state.scroll_deck.append(card)
    state.apply(EndActions())
    assert state.pending["kind"] == "discard"
    assert sorted(state.hands[0]) == ["peck_harder", "wing_slam"]
    state.apply(Choose("wing_slam"))
    assert state.hands[0] == ["peck_harder"] and "wing_slam" in state.scroll_discard
    assert state.current_seat() == 1


def test_quartermaster_resource_die_gives_three_retrieves() -> None:
    state = setup(faces=("resource",))
    state.strategy[0] = "quartermaster"
    state.scroll_deck.remove("quartermaster")
    set_res(state, 0)
    state.apply(Retrieve("wood", pay="resource"))
    state.apply(Retrieve("wood"))
    state.apply(Retrieve("wood"))
    state.apply(Retrieve("wood"))  # the free action
    assert state.res[0]["wood"] == 4
    assert refused(state, Retrieve("wood"))


def test_a_new_strategy_discards_the_old_one() -> None:
    state = setup()
    give(state, 0, "royal_guard", "leader_hunt")
    state.apply(PlayScroll("royal_guard"))
    state.apply(PlayScroll("leader_hunt"))
    assert state.strategy[0] == "leader_hunt" and "royal_guard" in state.scroll_discard
    assert state.hands[0] == []
    check_invariants(state)


# -- Catastrophes ----------------------------------------------------------------------------


def draw_next(state, card: str) -> list:
    state.scroll_deck.remove(card)
    state.scroll_deck.append(card)
    return state.apply(EndActions())


def test_earthquake_flips_every_lava_and_neutral_then_nudges() -> None:
    state = setup()
    chick = put(state, 1, "chicken", C0)
    draw_next(state, "earthquake")
    assert state.kind(LAVA) == "neutral"
    assert state.kind(NEUTRAL0) == "lava" and state.kind(NEUTRAL1) == "lava"
    assert state.pending["kind"] == "nudge" and state.pending["seat"] == 0
    state.apply(Choose(f"{chick['id']}:0,0"))  # onto the old Lava, now Neutral
    assert chick["hex"] == LAVA
    assert "earthquake" in state.scroll_deck and state.current_seat() == 1


def test_eruption_destroys_units_next_to_the_lava_but_not_leaders_or_magma() -> None:
    state = setup()
    mine = put(state, 0, "chicken", A)
    theirs = put(state, 1, "chicken", C0)
    shielded = put(state, 1, "chicken", C0, shields=1)
    magma = put(state, 0, "lava_golem", (1, 0))
    far = put(state, 1, "chicken", (-1, -1))
    boss = leader(state, 1)
    boss["hex"] = C0
    draw_next(state, "eruption")
    events = state.apply(Choose("0,0"))
    assert mine["id"] not in state.pieces and theirs["id"] not in state.pieces
    assert shielded["id"] in state.pieces and shielded["shields"] == 0
    assert magma["id"] in state.pieces and far["id"] in state.pieces
    assert boss["id"] in state.pieces
    assert sum(isinstance(e, PieceDestroyed) for e in events) == 2


def test_hurricane_blows_two_resources_and_nudges() -> None:
    state = setup()
    set_res(state, 1, wood=1, stone=0, steel=3)
    supply = sum(state.supply.values())
    put(state, 1, "chicken", C0)
    draw_next(state, "hurricane")
    assert [o[0] for o in state.pending["options"]] == ["1"]
    state.apply(Choose("1"))
    state.apply(Choose("wood"))
    assert [o[0] for o in state.pending["options"]] == ["steel"]
    state.apply(Choose("steel"))
    assert state.res[1] == {"wood": 0, "stone": 0, "steel": 2}
    assert sum(state.supply.values()) == supply + 2
    assert state.pending["kind"] == "nudge"


def test_tsunami_floods_lava_and_destroys_the_border() -> None:
    """The border is the hexes open to the sea on 3 or more sides: (2,-1) is, A = (1,-1)
    touches the sea on one side only, and (0,-1) not at all."""
    state = setup()
    edge = put(state, 0, "chicken", (2, -1))
    coast = put(state, 0, "chicken", A)
    inner = put(state, 1, "chicken", C0)
    guard = put(state, 1, "pecker_trooper", B, shields=1)
    boss = leader(state, 0)
    draw_next(state, "tsunami")
    assert state.kind(LAVA) == "neutral"
    assert edge["id"] not in state.pieces and inner["id"] in state.pieces
    assert coast["id"] in state.pieces
    assert guard["id"] in state.pieces and guard["shields"] == 0
    assert boss["id"] in state.pieces  # on the border, but not a unit


def test_tsunami_with_no_lava_floods_a_chosen_neutral() -> None:
    state = setup()
    state.kinds[LAVA] = "neutral"
    draw_next(state, "tsunami")
    assert state.pending["kind"] == "tsunami_flip"
    state.apply(Choose("0,0"))
    assert state.kind(LAVA) == "lava"


def test_a_shielded_unit_on_new_lava_loses_shields_and_steps_off() -> None:
    state = setup()
    chick = put(state, 1, "chicken", NEUTRAL1, shields=2)
    bare = put(state, 0, "chicken", NEUTRAL0)
    state.turn_to_lava(NEUTRAL1, "test", [])
    state.turn_to_lava(NEUTRAL0, "test", [])
    assert chick["shields"] == 0 and state.kind(chick["hex"]) != "lava"
    assert bare["id"] not in state.pieces


# -- Leaders ---------------------------------------------------------------------------------


def test_abigail_builds_for_one_token_less() -> None:
    state = setup(leaders=["abigail", "kato"])
    stock(state, "pecker_trooper")
    put(state, 0, "chicken", SEAT0_BASE)
    set_res(state, 0, wood=1)  # costs wood 1 + steel 1; she saves the steel
    state.apply(Build("pecker_trooper", *A))
    assert state.res[0] == {"wood": 0, "stone": 0, "steel": 0}


def test_pollazzo_big_brood() -> None:
    state = setup(faces=("claw",), leaders=["kato", "pollazzo"])
    boss = leader(state, 1)
    boss["hex"] = B
    att = put(state, 0, "chicken", A)
    dfn = put(state, 1, "chicken", B)
    assert totals(fight(state, att, dfn)).armor == 3
    alone = put(state, 1, "chicken", C0)
    assert totals(fight(state, att, alone, pay="claw")).armor == 2


def test_pollazzo_himself_gets_no_big_brood() -> None:
    state = setup(leaders=["kato", "pollazzo"])
    boss = leader(state, 1)
    boss["hex"] = B
    att = put(state, 0, "chicken", A)
    assert totals(fight(state, att, boss)).armor == DATA.leaders["pollazzo"].armor


def test_keekmee_draws_for_one_star() -> None:
    state = setup(faces=("star",), leaders=["keekmee", "kato"])
    hand = len(state.hands[0])
    state.scroll_deck.remove("peck_harder")
    state.scroll_deck.append("peck_harder")
    state.apply(Star("draw"))
    assert len(state.hands[0]) == hand + 1 and state.stars(0) == 0


def test_kato_moves_through_opponents_but_never_stops_on_them() -> None:
    state = setup(leaders=["kato", "keekmee"])
    leader(state, 1)["hex"] = (-1, 0)
    boss = leader(state, 0)
    boss["hex"] = A
    put(state, 1, "chicken", B)
    put(state, 1, "chicken", C0)
    # through (1,-2) or (0,-1) to seat 1's Base (0,-2): 2 hexes
    state.apply(Move(boss["id"], *SEAT1_BASE))
    assert boss["hex"] == SEAT1_BASE
    state.turn["free"] = 1
    assert "reach" in refused(state, Move(boss["id"], *C0))


def test_others_cannot_pass_opponents() -> None:
    state = setup(leaders=["keekmee", "kato"])
    leader(state, 1)["hex"] = (-1, 0)
    boss = leader(state, 0)
    boss["hex"] = A
    put(state, 1, "chicken", B)
    put(state, 1, "chicken", C0)
    assert "reach" in refused(state, Move(boss["id"], *SEAT1_BASE))


def test_henrietta_places_a_retrieved_chicken_near_her() -> None:
    state = setup(leaders=["henrietta", "kato"])
    hen = leader(state, 0)
    hen["hex"] = (2, -1)
    state.apply(Retrieve("chicken"))
    keys = [o[0] for o in state.pending["options"]]
    assert "1,1" in keys and "2,-1" in keys and "1,-1" in keys and "0,0" not in keys
    state.apply(Choose("1,-1"))
    assert any(p["hex"] == A and p["kind"] == "chicken" for p in state.pieces_of(0))


def test_don_gallo_battle_standard() -> None:
    state = setup(faces=("claw",), leaders=["don_gallo", "kato"])
    gallo = leader(state, 0)
    gallo["hex"] = (1, 0)  # next to A
    att = put(state, 0, "chicken", A)
    dfn = put(state, 1, "chicken", B)
    assert totals(fight(state, att, dfn)).strength == 2
    gallo["hex"] = SEAT0_BASE  # two hexes away
    other = put(state, 1, "chicken", C0)
    assert totals(fight(state, att, other, pay="claw")).strength == 1


def test_don_gallo_himself_gets_no_bonus() -> None:
    state = setup(leaders=["don_gallo", "kato"])
    gallo = leader(state, 0)
    gallo["hex"] = A
    dfn = put(state, 1, "chicken", B)
    assert totals(fight(state, gallo, dfn)).strength == 4


def test_nugget_scrapper_takes_a_token_of_the_cost() -> None:
    state = setup(faces=("plus3",), leaders=["nugget", "kato"])
    set_res(state, 0)
    state.box["steel"] += state.supply["steel"]
    state.supply["steel"] = 0
    _, dfn, events = duel(state, dfn_card="pecker_trooper", answers={"fight_dice": ["die:0"]})
    assert dfn["id"] not in state.pieces
    assert state.res[0] == {"wood": 1, "stone": 0, "steel": 0}  # wood 1 + steel 1; no steel
    check_invariants(state)


def test_madame_plume_hex_cancels_a_number_card() -> None:
    state = setup(leaders=["kato", "madame_plume"])
    dice(state, 1, "star", "star")
    hands(state, ("rooster_rage",), ())
    att = put(state, 0, "chicken", A)
    dfn = put(state, 1, "chicken", B)
    state.apply(Fight(att["id"], dfn["id"]))
    drive(state, plays={0: ["rooster_rage"]}, stop="ability")
    slot = next(o[0] for o in state.pending["options"] if o[0].startswith("hex:"))
    events = answer(state, slot)
    events += drive(state)
    assert totals(events).strength == 1 and not result(events).success
    assert state.stars(1) == 0


def test_eggbert_shield_costs_three_and_works_in_the_window() -> None:
    state = setup(faces=("star", "star", "star"), leaders=["eggbert", "kato"])
    boss = leader(state, 0)
    state.apply(Star("shield"))
    state.apply(Choose(str(boss["id"])))
    assert boss["shields"] == 1 and state.stars(0) == 0
    # and in another player's fight: Eggbert defends with a fresh shield
    state = setup(faces=("plus3",), leaders=["kato", "eggbert"])
    dice(state, 1, "star", "star", "star")
    att = put(state, 0, "chicken", A)
    dfn = put(state, 1, "chicken", B)
    state.apply(Fight(att["id"], dfn["id"]))
    answer(state, "die:0")
    drive(state, stop="ability")
    assert state.pending["seat"] == 1
    events = answer(state, f"shield:{dfn['id']}")
    events += drive(state)
    assert result(events).outcome == "shield" and dfn["id"] in state.pieces


def test_star_shield_costs_four_for_others() -> None:
    state = setup(faces=("star", "star", "star"), leaders=["kato", "eggbert"])
    assert "costs" in refused(state, Star("shield"))


# -- Machines --------------------------------------------------------------------------------


def test_bodyguard_steps_in_before_the_dice() -> None:
    state = setup(faces=("plus3",))
    att = put(state, 0, "chicken", A)
    dfn = put(state, 1, "chicken", B)
    guard = put(state, 1, "shieldbearer", B)  # armor 5
    state.apply(Fight(att["id"], dfn["id"]))
    assert state.pending["kind"] == "bodyguard" and state.pending["seat"] == 1
    answer(state, str(guard["id"]))
    assert state.pending["kind"] == "fight_dice"
    events = answer(state, "die:0")
    events += drive(state)
    assert result(events).defender == guard["id"] and not result(events).success  # 4 < 5


def test_rock_solid_and_guardian_add_armor_for_stars() -> None:
    state = setup(faces=("plus3", "plus3"))
    dice(state, 1, "star", "star", "star")
    att = put(state, 0, "big_bertha", A)  # 5
    dfn = put(state, 1, "rock_golem", B)  # 7
    put(state, 1, "iron_golem", C0)  # next to the defender
    state.apply(Fight(att["id"], dfn["id"]))
    answer(state, "die:0")
    answer(state, "die:1")
    drive(state, stop="ability")
    keys = [o[0] for o in state.pending["options"]]
    assert "rock_solid" in keys and any(k.startswith("guardian:") for k in keys)
    answer(state, "rock_solid")
    guard = next(k for k in state.pending["options"] if k[0].startswith("guardian:"))[0]
    answer(state, guard)
    events = answer(state, "pass")
    assert totals(events).armor == 7 + 2 + 2
    assert totals(events).strength == 11 and result(events).success


def test_guardian_only_next_to_its_own_piece() -> None:
    state = setup()
    dice(state, 1, "star")
    att = put(state, 0, "chicken", A)
    dfn = put(state, 1, "chicken", B)
    put(state, 1, "iron_golem", (-1, 0))  # far away
    events = fight(state, att, dfn)
    assert state.stars(1) == 1 and totals(events).armor == 2


def test_magma_walk_crosses_lava_and_survives_it() -> None:
    state = setup(faces=("claw",))
    magma = put(state, 0, "lava_golem", (1, 0))
    chick = put(state, 0, "chicken", (1, 0))
    # speed 1 alone; the free action moves it next door only, never onto Lava
    assert "reach" in refused(state, Move(magma["id"], *LAVA))
    state.kinds[(0, 1)] = "lava"
    state.turn_to_lava((1, 0), "test", [])
    assert magma["id"] in state.pieces and state.kind(magma["hex"]) != "lava"
    assert chick["id"] not in state.pieces


def test_magma_walk_carries_its_group_through_lava() -> None:
    state = setup()
    state.kinds[C0] = "lava"  # (0,-1) is Lava now: between A and (-1,0)
    magma = put(state, 0, "lava_golem", A)
    chick = put(state, 0, "chicken", A)
    state.strategy[0] = "full_throttle"  # speed 2
    state.scroll_deck.remove("full_throttle")
    state.apply(Move(chick["id"], -1, 0, group=True))
    assert magma["hex"] == chick["hex"] == (-1, 0)


def test_hammer_charge_after_moving() -> None:
    state = setup(faces=("claw",))
    car = put(state, 0, "hammer_battle_car", (2, -1))
    dfn = put(state, 1, "chicken", B)
    state.apply(Move(car["id"], *A))
    events = fight(state, car, dfn, pay="claw")
    assert totals(events).strength == 4 + 2


def test_hammer_charge_not_without_moving() -> None:
    state = setup()
    car = put(state, 0, "hammer_battle_car", A)
    dfn = put(state, 1, "pecker_trooper", B)
    assert totals(fight(state, car, dfn)).strength == 4


def test_ram_moves_into_the_emptied_hex() -> None:
    state = setup()
    ram = put(state, 0, "rooster_rammer", A)
    dfn = put(state, 1, "chicken", B)
    state.apply(Fight(ram["id"], dfn["id"]))
    drive(state, stop="ram")
    assert state.pending["kind"] == "ram"
    answer(state, "ram")
    assert ram["hex"] == B


def test_ram_is_not_offered_when_the_hex_is_still_held() -> None:
    state = setup()
    ram = put(state, 0, "rooster_rammer", A)
    dfn = put(state, 1, "chicken", B)
    put(state, 1, "chicken", B)
    fight(state, ram, dfn, answers={"ram": ["ram"]})
    assert ram["hex"] == A


def test_spikes_against_adjacent_attackers_only() -> None:
    state = setup(faces=("claw",))
    spiked = put(state, 1, "spiked_cannon", B)
    near = put(state, 0, "chicken", A)
    assert totals(fight(state, near, spiked)).armor == 3 + 2
    archer = put(state, 0, "feather_archer", (2, -1))  # range 2
    assert totals(fight(state, archer, spiked, pay="claw")).armor == 3


def test_egg_mortar_cannot_hit_next_to_it_but_reaches_three() -> None:
    state = setup()
    mortar = put(state, 0, "egg_mortar", A)
    near = put(state, 1, "chicken", B)
    far = put(state, 1, "chicken", (-1, -1))  # 2 away
    farther = put(state, 1, "chicken", NEUTRAL1)  # 3 away
    assert "reach" in refused(state, Fight(mortar["id"], near["id"]))
    legal = state.legal_actions(0)
    assert Fight(mortar["id"], far["id"], "action") in legal
    assert Fight(mortar["id"], farther["id"], "action") in legal


def test_range_ignores_lava_and_pieces_between() -> None:
    state = setup()
    archer = put(state, 0, "feather_archer", (1, 0))
    target = put(state, 1, "chicken", C0)  # 2 away, Lava (0,0) between
    put(state, 1, "chicken", A)  # a piece between as well
    assert Fight(archer["id"], target["id"], "action") in state.legal_actions(0)
    events = fight(state, archer, target)
    assert result(events).success  # 2 >= 2
    assert archer["hex"] == (1, 0)


@pytest.mark.parametrize(
    "tower,kind", [("watchtower", "move"), ("war_tower", "fight"), ("granary_tower", "retrieve"),
                   ("workshop_tower", "build")]
)  # fmt: skip
def test_towers_give_an_extra_action_each_turn(tower: str, kind: str) -> None:
    state = setup()
    put(state, 0, tower, (2, 0))
    state.apply(EndActions())
    while state.current_seat() != 0 or state.stage != "roll":
        state.apply(state.legal_actions(state.current_seat())[0])
        if state.stage == "actions" and state.current_seat() == 1 and not state.pending:
            state.apply(EndActions())
    state.apply(state.legal_actions(0)[0])  # Roll
    drive(state)
    assert state.turn["extra"][kind] == 1 and state.turn["free"] == 1


def test_a_tower_works_in_the_turn_it_is_built() -> None:
    state = setup()
    stock(state, "workshop_tower", "pecker_trooper")
    for _ in range(3):
        put(state, 0, "chicken", SEAT0_BASE)
    set_res(state, 0, wood=2, stone=1, steel=2)
    state.apply(Build("workshop_tower", *A))  # the free action
    state.apply(Build("pecker_trooper", 2, -1))  # the Tower's extra Build
    assert len(state.machines[0]) == 2
    assert refused(state, Build(state.stock[0], 2, 0))


def test_war_tower_gives_a_second_fight() -> None:
    state = setup()
    put(state, 0, "war_tower", (2, 0))
    state.turn["extra"]["fight"] = 1
    att = put(state, 0, "chicken", A)
    one = put(state, 1, "chicken", B)
    two = put(state, 1, "chicken", C0)
    fight(state, att, one)
    fight(state, att, two)
    assert refused(state, Fight(att["id"], two["id"]))


# -- the ★ menu ------------------------------------------------------------------------------


def test_star_refresh_stock() -> None:
    state = setup(faces=("star",))
    before = list(state.stock)
    deck = len(state.machine_deck)
    state.apply(Star("refresh_stock"))
    assert len(state.stock) == 6 and len(state.machine_deck) == deck
    assert state.stock != before
    check_invariants(state)


def test_star_draw_discard() -> None:
    state = setup(faces=("star",))
    state.scroll_deck.remove("wing_slam")
    state.scroll_deck.append("wing_slam")
    state.apply(Star("draw_discard"))
    assert state.pending["kind"] == "discard"
    state.apply(Choose("wing_slam"))
    assert state.hands[0] == [] and state.scroll_discard[-1] == "wing_slam"


def test_star_draw_costs_two() -> None:
    state = setup(faces=("star",), leaders=["kato", "keekmee"])
    assert "costs" in refused(state, Star("draw"))
    dice(state, 0, "star", "star")
    state.scroll_deck.remove("wing_slam")
    state.scroll_deck.append("wing_slam")
    state.apply(Star("draw"))
    assert state.hands[0] == ["wing_slam"] and state.stars(0) == 0


def test_star_regroup() -> None:
    state = setup(faces=("star", "star", "star"))
    set_res(state, 0, wood=2)
    for k in ("stone", "steel"):
        state.supply[k] += 5
        state.box[k] -= 5
    dead = state.dead[0]
    assert dead == 6
    state.scroll_deck.remove("wing_slam")
    state.scroll_deck.append("wing_slam")
    state.apply(Star("regroup"))
    assert state.hands[0] == ["wing_slam"]
    assert state.dead[0] == 0
    assert sum(state.res[0].values()) == 9
    check_invariants(state)


def test_star_shield_and_shield_supply() -> None:
    state = setup(faces=("star",) * 4)
    boss = leader(state, 0)
    state.apply(Star("shield"))
    state.apply(Choose(str(boss["id"])))
    assert boss["shields"] == 1
    dice(state, 0, *("star",) * 4)
    leader(state, 1)["shields"] = 7
    assert "no shield" in refused(state, Star("shield"))


def test_star_remove_tag_returns_it() -> None:
    state = setup(faces=("star",) * 5)
    assert "no Humiliation" in refused(state, Star("remove_tag"))
    state.tags[0] = [1]
    state.apply(Star("remove_tag"))
    state.apply(Choose("1"))
    assert state.tags[0] == [] and state.tags_left(1) == 3


def test_star_menu_only_outside_fights_and_in_own_turn() -> None:
    state = setup(faces=("star",))
    hands(state, ("peck_harder",), ())
    att = put(state, 0, "chicken", A)
    dfn = put(state, 1, "chicken", B)
    state.apply(Fight(att["id"], dfn["id"]))
    assert refused(state, Star("refresh_stock"))
    drive(state)
    end_turn(state)
    dice(state, 0, "star")
    assert refused(state, Star("refresh_stock"))  # seat 1's turn


# -- dice faces ------------------------------------------------------------------------------


def test_resource_die_gives_two_retrieves_of_any_mix() -> None:
    state = setup(faces=("resource",))
    set_res(state, 0)
    assert state.dead[0] == 6
    state.apply(Retrieve("chicken", pay="resource"))
    state.apply(Retrieve("wood"))
    assert state.turn["free"] == 1  # the free action is still there
    assert state.dead[0] == 5 and state.res[0]["wood"] == 1


def test_claw_gives_a_move_or_a_fight() -> None:
    state = setup(faces=("claw", "claw"))
    att = put(state, 0, "chicken", (2, -1))
    dfn = put(state, 1, "chicken", B)
    state.apply(Move(att["id"], *A, pay="claw"))
    fight(state, att, dfn, pay="claw")
    assert state.turn["free"] == 1 and state.faces(0, "claw") == []
    assert "paid with" in refused(state, Retrieve("wood", pay="claw"))


def test_plus1_dies_with_its_piece_and_comes_back_spent() -> None:
    state = setup(faces=("plus3", "plus2"))
    dice(state, 1, "plus1")
    att = put(state, 0, "chicken", A)
    dfn = put(state, 1, "chicken", B)
    state.dice[1][0]["at"] = dfn["id"]
    fight(state, att, dfn, answers={"fight_dice": ["die:0"]})
    assert dfn["id"] not in state.pieces and state.dice[1][0]["at"] == "spent"


@pytest.mark.parametrize(
    "tower,kind",
    [("watchtower", "move"), ("war_tower", "fight"), ("granary_tower", "retrieve"),
     ("workshop_tower", "build")],
)  # fmt: skip
def test_every_tower_gives_its_action_in_the_turn_it_is_built(tower: str, kind: str) -> None:
    state = setup()
    stock(state, tower)
    for _ in range(3):
        put(state, 0, "chicken", SEAT0_BASE)
    set_res(state, 0, wood=3, stone=3, steel=3)
    state.apply(Build(tower, *A))
    assert state.turn["free"] == 0 and state.turn["extra"][kind] == 1
    assert state.view(1)["budget"]["extra"][kind] == 1
