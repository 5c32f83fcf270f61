"""The seven War for Chicken Island variants: options, and each variant's own rules.

Positions are set by editing the state's plain data after setup, as in the base-game
rules tests; random play over every variant and combination is in
``test_island_variants_random.py``.
"""

from __future__ import annotations

from collections import Counter

import pytest

from game.core import IllegalAction
from game.island import DATA, fight, hexes, new_game
from game.island.actions import (
    Build,
    Choose,
    EndActions,
    EndBuild,
    Fight,
    LendDie,
    Move,
    Pass,
    PickLeader,
    Retrieve,
    Roll,
    Star,
)
from game.island.events import ChickenRevealed, DieLent, FlagDropped, FlagTaken, GameWon
from game.island.rules import IslandState
from game.island.variants import check_options

# ready(2, seed=1)'s map: seat 0's Base (1,1) and Territory (1,-1) (1,0) (2,-1) (2,0);
# seat 1's Base (0,-2); (1,-1) and (1,-2) touch; Lava at (0,0).
A, B = (1, -1), (1, -2)


def ready(players: int = 2, seed: int = 1, **options: bool) -> IslandState:
    """Past setup (first dealt Leader each), in seat 0's Roll step."""
    state = new_game(players, seed, options)
    while state.stage == "leaders":
        seat = state.current_seat()
        state.apply(PickLeader(state.dealt[seat][0]))
    return state


def set_dice(state: IslandState, seat: int, *faces: str) -> None:
    for i, d in enumerate(state.dice[seat]):
        d["face"], d["at"] = (faces[i], "banner") if i < len(faces) else ("claw", "spent")


def units_off(state: IslandState) -> None:
    """Every chicken off the island (waiting by its Banner, so the counts still hold)."""
    for p in list(state.pieces.values()):
        if p["kind"] == "chicken":
            del state.pieces[p["id"]]
            state.dead[p["owner"]] += 1
            if p.get("token"):
                state.dead_tokens[p["owner"]].append([p["token"], p["shown"]])


def chicken(state: IslandState, seat: int, h: tuple[int, int], **fields) -> dict:
    piece = state.place_chicken(seat, h)
    piece.update(fields)
    return piece


def answer_all(state: IslandState, prefer: str = "") -> list:
    """Pass every card round and take the first (or the ``prefer``red) option of every
    question, until the fight is over; the events, in order."""
    events = []
    while state.fight or state.pending:
        if state.pending:
            keys = [o[0] for o in state.pending["options"]]
            events += state.apply(Choose(prefer if prefer in keys else keys[0]))
        else:
            events += state.apply(Pass())
    return events


# -- options --------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("players", "options", "words"),
    [
        (3, {"base_bonus": True}, "for 2 players"),
        (2, {"teams": True}, "for 4 players"),
        (2, {"shared_dice": True}, "for 3 to 4 players"),
        (2, {"flag": True, "hardcore": True}, "do not combine"),
        (2, {"pelea": True, "quickplay": True}, "do not combine"),
        (4, {"flag": True, "teams": True}, "do not combine"),
        (2, {"hardcore": "yes"}, "on or off"),
    ],
)
def test_unplayable_variant_choices_are_refused_with_a_reason(players, options, words):
    with pytest.raises(ValueError, match=words):
        check_options(players, options)
    with pytest.raises(ValueError, match=words):
        new_game(players, 1, options)


def test_every_exclusion_goes_both_ways_and_the_rest_combine():
    for v in DATA.variants.values():
        for other in DATA.variants.values():
            clash = other.id in v.excludes
            assert clash == (v.id in other.excludes)
    check_options(4, {"quickplay": True, "hardcore": True, "shared_dice": True, "teams": True})
    check_options(4, {"pelea": True, "hardcore": True, "shared_dice": True, "teams": True})


def test_the_base_game_is_unchanged_by_variants_being_off():
    plain = new_game(2, 9)
    off = new_game(2, 9, dict.fromkeys(DATA.variants, False))
    assert plain.opening_events == off.opening_events
    assert plain.pieces == off.pieces and plain.hands == off.hands


# -- Quickplay ------------------------------------------------------------------------------


def test_quickplay_builds_in_its_own_step_and_never_with_the_free_action():
    state = ready(quickplay=True)
    state.apply(Roll(()))
    assert state.stage == "build"
    builds = [a for a in state.legal_actions(0) if isinstance(a, Build)]
    assert builds and EndBuild() in state.legal_actions(0)
    before = state.turn["free"]
    state.apply(builds[0])
    assert state.stage == "actions" and state.turn["free"] == before  # the free action is kept
    assert not [a for a in state.legal_actions(0) if isinstance(a, Build)]
    card = next(c for c in state.stock if c != builds[0].machine)
    reason = state.why_illegal(Build(card, *A))
    assert reason and "Build step" in reason


def test_quickplay_build_step_may_be_skipped_and_a_workshop_still_builds():
    state = ready(quickplay=True)
    state.apply(Roll(()))
    state.apply(EndBuild())
    assert state.stage == "actions"
    state.turn["extra"]["build"] = 1  # a Workshop Tower's extra Build
    assert any(isinstance(a, Build) for a in state.legal_actions(0))


def test_without_quickplay_there_is_no_build_step():
    state = ready()
    state.apply(Roll(()))
    assert state.stage == "actions"
    with pytest.raises(IllegalAction):
        state.apply(EndBuild())


# -- Base bonus and Hardcore ----------------------------------------------------------------


def _fight_on_base(state: IslandState) -> dict:
    """Seat 0's chicken attacks seat 1's chicken standing on seat 1's Base; the totals."""
    units_off(state)
    set_dice(state, 0)
    att = chicken(state, 0, B)
    dfn = chicken(state, 1, state.bases[1])
    for p in list(state.pieces.values()):  # leaders out of the way
        if p["kind"] == "leader":
            p["hex"] = (2, 0) if p["owner"] == 0 else (-1, 0)
    state.apply(Fight(att["id"], dfn["id"]))
    strength, armor = fight.totals(state)
    return dict(armor)


def test_base_bonus_gives_a_defender_on_a_base_two_armor():
    bonus = ready(base_bonus=True)
    bonus.apply(Roll(()))
    assert _fight_on_base(bonus).get("Base") == 2
    plain = ready()
    plain.apply(Roll(()))
    assert "Base" not in _fight_on_base(plain)


def test_hardcore_shields_every_leader_after_setup():
    state = ready(3, hardcore=True)
    leaders = [p for p in state.pieces.values() if p["kind"] == "leader"]
    assert len(leaders) == 3 and all(p["shields"] == 1 for p in leaders)
    assert state.shields_left() == 8 - 3
    assert all(p["shields"] == 0 for p in ready(3).pieces.values())


# -- Pelea de Gallos ------------------------------------------------------------------------


def test_pelea_has_no_machines_no_resources_and_no_unit_or_resource_scrolls():
    state = ready(pelea=True)
    assert state.stock == [] and state.machine_deck == []
    assert all(sum(r.values()) == 0 for r in state.res) and sum(state.box.values()) == 36
    in_play = state.scroll_deck + [c for h in state.hands for c in h]
    assert len(in_play) == DATA.pelea["scrolls"] == 41
    assert all(not DATA.scrolls[c].marks for c in in_play)
    assert len(state.out_of_play) == 62 - 41
    state.apply(Roll(()))
    assert not any(isinstance(a, Build) for a in state.legal_actions(0))
    assert state.why_illegal(Retrieve("wood")) == "the supply has no wood"
    assert state.why_illegal(Star("refresh_stock")) is not None


def test_pelea_chickens_hide_tokens_from_everyone_but_their_owner():
    state = ready(pelea=True)
    for seat in range(2):
        tokens = Counter(p["token"] for p in state.pieces_of(seat) if p["kind"] == "chicken")
        assert tokens == Counter({t.id: t.count for t in DATA.pelea_tokens.values()})
    mine = {
        p["id"]: p["token"]
        for p in state.view(0)["pieces"]
        if p["kind"] == "chicken" and p["owner"] == 0
    }
    theirs = [p for p in state.view(1)["pieces"] if p["kind"] == "chicken" and p["owner"] == 0]
    assert all(
        p["token"] != "?"
        for p in state.view(0)["pieces"]
        if p["owner"] == 0 and p["kind"] == "chicken"
    )
    assert {p["token"] for p in theirs} == {"?"}
    assert set(mine.values()) <= set(DATA.pelea_tokens)


def test_a_fighting_chicken_turns_face_up_and_its_token_counts():
    state = ready(pelea=True)
    state.apply(Roll(()))
    units_off(state)
    set_dice(state, 0)
    att = chicken(state, 0, A, token="spurred", shown=False)
    dfn = chicken(state, 1, B, token="ironfeather", shown=False)
    events = state.apply(Fight(att["id"], dfn["id"]))
    revealed = {(e.piece, e.token) for e in events if isinstance(e, ChickenRevealed)}
    assert revealed == {(att["id"], "spurred"), (dfn["id"], "ironfeather")}
    assert (
        state.view(1)["pieces"][[p["id"] for p in state.view(1)["pieces"]].index(att["id"])][
            "token"
        ]
        == "spurred"
    )
    strength, armor = fight.totals(state)
    assert ("Token", 2) in strength and ("Token", 2) in armor
    answer_all(state)
    assert state.pieces[dfn["id"]]["shown"]  # it failed (3 < 4) and stays face up


def test_a_revealed_token_stays_face_up_through_death_and_retrieval():
    state = ready(pelea=True)
    state.apply(Roll(()))
    units_off(state)
    state.dead_tokens[0] = [["brawler", True]]
    state.dead[0] = 1
    state.dead_tokens[1] = []
    state.dead[1] = 0
    before = state.view(1)["banners"][0]["dead_tokens"]
    assert before == ["brawler"]
    state.apply(Retrieve("chicken"))
    if state.pending:  # Mother Hen asks where it goes
        state.apply(Choose(state.pending["options"][0][0]))
    piece = next(p for p in state.pieces_of(0) if p["kind"] == "chicken")
    assert piece["token"] == "brawler" and piece["shown"]


# -- Shared Dice ----------------------------------------------------------------------------


def test_a_player_outside_the_fight_may_lend_bonus_dice_to_the_attacker():
    state = ready(3, shared_dice=True)
    state.apply(Roll(()))
    units_off(state)
    for s in range(3):
        set_dice(state, s)
        state.hands[s] = []
    set_dice(state, 2, "plus3", "plus1", "star")
    base0 = state.bases[0]
    att = chicken(state, 0, base0)
    target = next(h for h in hexes.neighbours(base0) if state.kind(h) not in (None, "lava"))
    dfn = chicken(state, 1, target)
    state.apply(Fight(att["id"], dfn["id"]))
    assert state.fight["step"] == "cards" and state.current_seat() == 2  # the others pass
    lends = [a for a in state.legal_actions(2) if isinstance(a, LendDie)]
    assert sorted(state.dice[2][a.die]["face"] for a in lends) == ["plus1", "plus3"]
    events = state.apply(LendDie(0))
    assert [e.face for e in events if isinstance(e, DieLent)] == ["plus3"]
    assert state.dice[2][0]["at"] == "spent"
    strength, _ = fight.totals(state)
    assert ("+3 die", 3) in strength
    events = state.apply(Pass())  # nobody else can act: the round ends and the die counts
    totals = next(e for e in events if e.type == "wi_fight_totals")
    assert "+3 die:3" in totals.strength_parts


def test_without_shared_dice_nobody_lends():
    state = ready(3)
    assert state.why_illegal(LendDie(0)) is not None


# -- Flag Mode ------------------------------------------------------------------------------


def test_flag_mode_has_no_leaders_and_a_flag_on_a_chicken_at_each_base():
    state = new_game(3, 4, {"flag": True})
    assert state.stage == "roll"
    assert not [p for p in state.pieces.values() if p["kind"] == "leader"]
    carriers = [p for p in state.pieces.values() if p.get("flags")]
    assert sorted(p["flags"][0] for p in carriers) == [0, 1, 2]
    assert all(p["hex"] == state.bases[p["owner"]] and p["flags"] == [p["owner"]] for p in carriers)
    cards = state.scroll_deck + [c for h in state.hands for c in h]
    assert not {"leader_hunt", "royal_guard"} & set(cards)
    assert len(cards) + len(state.out_of_play) == 62


def _flag_duel(ranged: bool) -> tuple[IslandState, dict, dict, list]:
    state = ready(flag=True)
    state.apply(Roll(()))
    units_off(state)
    set_dice(state, 0, "plus3", "plus3")
    state.hands = [[], []]
    if ranged:
        att = state.new_piece(0, "machine", "egg_mortar", (2, -1))
        att["pilots"] = 1
        state.dead[0] -= 1
        state.machines[0].append(att["id"])
    else:
        att = chicken(state, 0, A)
    dfn = chicken(state, 1, B, flags=[1])
    events = state.apply(Fight(att["id"], dfn["id"]))
    events += answer_all(state, prefer="die:0")
    return state, att, dfn, events


def test_a_flag_carrier_beaten_in_melee_hands_its_flag_to_the_attacker():
    state, att, dfn, events = _flag_duel(ranged=False)
    assert dfn["id"] not in state.pieces
    assert state.pieces[att["id"]]["flags"] == [1]
    assert FlagTaken(att["id"], 1, "fight") in events


def test_a_carrier_killed_from_range_drops_the_flag_and_a_unit_ending_there_takes_it():
    state, att, dfn, events = _flag_duel(ranged=True)
    assert FlagDropped(1, *B) in events and state.dropped == [[1, *B]]
    runner = chicken(state, 0, A)
    state.turn["free"] = 1
    events = state.apply(Move(runner["id"], *B))
    assert FlagTaken(runner["id"], 1, "pick_up") in events
    assert state.dropped == [] and state.pieces[runner["id"]]["flags"] == [1]


def test_bringing_an_opponents_flag_to_your_base_wins():
    state = ready(flag=True)
    state.apply(Roll(()))
    units_off(state)
    home = state.bases[0]
    runner = chicken(state, 0, (1, 0), flags=[1])
    assert (1, 0) in hexes.neighbours(home)
    events = state.apply(Move(runner["id"], *home))
    assert GameWon(0) in events and state.winner == 0 and state.is_over()


def test_your_own_flag_at_home_wins_nothing():
    state = ready(flag=True)
    state.apply(Roll(()))
    units_off(state)
    runner = chicken(state, 0, (1, 0), flags=[0])
    state.apply(Move(runner["id"], *state.bases[0]))
    assert not state.is_over()


# -- Teams ----------------------------------------------------------------------------------


def _crossroads(state: IslandState) -> tuple[tuple[int, int], list[tuple[int, int]]]:
    """A walkable hex with at least two walkable neighbours (for small set pieces)."""
    walk = {h for h, k in state.kinds.items() if k != "lava"}
    for h in sorted(walk):
        around = [n for n in hexes.neighbours(h) if n in walk]
        if len(around) >= 2:
            return h, around
    raise AssertionError("no crossroads on this island")


def test_teammates_are_never_targets_and_may_share_banding_hexes():
    state = ready(4, teams=True)
    state.apply(Roll(()))
    units_off(state)
    for p in list(state.pieces.values()):  # leaders home, out of the way
        del state.pieces[p["id"]]
    spot, (near, far) = _crossroads(state)[0], _crossroads(state)[1][:2]
    mine = chicken(state, 0, spot)
    mate = chicken(state, 2, near)
    foe = chicken(state, 1, far)
    fights = {
        a.defender
        for a in state.legal_actions(0)
        if isinstance(a, Fight) and a.attacker == mine["id"]
    }
    assert foe["id"] in fights and mate["id"] not in fights
    assert Move(mine["id"], *mate["hex"]) in state.legal_actions(0)  # chickens band together
    assert Move(mine["id"], *foe["hex"]) not in state.legal_actions(0)
    assert state.friendly(0, 2) and state.friendly(1, 3) and not state.friendly(0, 1)


def test_a_team_wins_when_both_opponents_carry_its_tags():
    state = ready(4, teams=True)
    events: list = []
    state.place_tag(0, 1, events)
    assert not state.is_over()
    state.place_tag(0, 1, events)
    assert not state.is_over()  # two tags on one opponent are not enough
    state.place_tag(2, 3, events)  # the teammate tags the other opponent
    assert state.is_over() and state.winner == 2
    assert state.result()["winners"] == [0, 2]


def test_pieces_pass_through_a_teammate_but_not_an_opponent():
    from game.island.pieces import destinations

    state = ready(4, teams=True)
    units_off(state)
    path = [h for h, k in sorted(state.kinds.items()) if k != "lava"]
    start = path[0]
    mover = chicken(state, 0, start)
    block = next(
        n for n in hexes.neighbours(start) if n in state.kinds and state.kinds[n] != "lava"
    )
    blocker = chicken(state, 3, block)
    far_before = set(destinations(state, 0, [mover], 2))
    blocker["owner"] = 2  # the same piece, now a teammate's
    far_after = set(destinations(state, 0, [mover], 2))
    assert far_before < far_after


# -- choices the base game leaves to the player ------------------------------------------------


def test_abigail_chooses_which_token_master_builder_saves():
    state = new_game(2, 1)
    spare = [x for x in DATA.leaders if x != "abigail"]
    state.dealt[0] = ("abigail", spare[0])
    state.apply(PickLeader("abigail"))
    state.apply(PickLeader(state.dealt[1][0]))
    state.apply(Roll(()))
    state.res[0] = {"wood": 3, "stone": 3, "steel": 3}
    card = "rock_golem"  # 1 wood, 3 stone
    state.stock[0] = card
    saves = {a.save for a in state.legal_actions(0) if isinstance(a, Build) and a.machine == card}
    assert saves == {"wood", "stone"}
    build = next(
        a
        for a in state.legal_actions(0)
        if isinstance(a, Build) and a.machine == card and a.save == "wood"
    )
    state.apply(build)
    assert state.res[0] == {"wood": 3, "stone": 0, "steel": 3}
    assert state.why_illegal(Build(card, *A, "steel")) is not None


def test_a_plus_one_die_may_come_back_unrolled_in_the_roll_step():
    state = ready()
    set_dice(state, 0, "plus1")
    leader = next(p for p in state.pieces_of(0) if p["kind"] == "leader")
    state.dice[0][0]["at"] = leader["id"]
    rolls = state.legal_actions(0)
    assert Roll((), (0,)) in rolls and Roll((0,)) in rolls and Roll(()) in rolls
    assert "only a +1 die" in state.why_illegal(Roll((), (1,)))  # die 1 is not on a piece
    state.apply(Roll((), (0,)))
    assert state.dice[0][0] == {"face": "plus1", "at": "banner"}


def test_a_deck_of_only_catastrophes_takes_the_discards_back_in():
    state = ready()
    state.apply(Roll(()))
    others = [c for c in state.scroll_deck if DATA.scrolls[c].kind != "catastrophe"]
    state.scroll_discard += others
    state.scroll_deck = ["tsunami", "earthquake"]
    state.apply(EndActions())  # the Draw step draws a Catastrophe, resolves it, puts it back
    while state.pending:
        state.apply(Choose(state.pending["options"][0][0]))
    assert any(DATA.scrolls[c].kind != "catastrophe" for c in state.scroll_deck)
    assert not [c for c in state.scroll_discard if c in others]
