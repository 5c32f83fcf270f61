"""War for Chicken Island: setup, the turn, the main actions and their refusals.

Positions use the seed-1 two-player map described in ``island_helpers``.
"""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.core import IllegalAction
from game.island import DATA, new_game
from game.island.actions import (
    Build,
    Choose,
    EndActions,
    Fight,
    Move,
    Pass,
    PickLeader,
    PlaceDie,
    PlayScroll,
    Retrieve,
    Roll,
    Star,
)
from game.island.events import PieceMoved
from game.island.rules import ACTIONS, LEADERS, ROLL
from tests.game.island_helpers import (
    C0,
    LAVA,
    SEAT0_BASE,
    SEAT1_BASE,
    A,
    B,
    check_invariants,
    clear,
    dice,
    end_turn,
    give,
    leader,
    put,
    ready,
    refused,
    set_res,
    to_actions,
)

# -- setup ---------------------------------------------------------------------------------


@pytest.mark.parametrize("players", [2, 3, 4])
def test_setup_deals_everything(players: int) -> None:
    state = new_game(players, 5)
    assert state.stage == LEADERS
    dealt = [x for d in state.dealt for x in d]
    assert all(len(d) == 2 for d in state.dealt) and len(set(dealt)) == 2 * players
    for seat in range(players):
        assert state.current_seat() == seat
        view = state.view(seat)
        assert view["dealt"] == list(state.dealt[seat])
        other = (seat + 1) % players
        assert state.view(other)["dealt"] in ([], list(state.dealt[other]))
        assert not set(state.dealt[seat]) & set(state.view(other)["dealt"])
        state.apply(PickLeader(state.dealt[seat][1]))
    assert state.stage == ROLL and state.current_seat() == 0
    for seat in range(players):
        home = [p for p in state.pieces_of(seat) if p["hex"] == state.bases[seat]]
        assert sorted(p["kind"] for p in home) == ["chicken"] * 6 + ["leader"]
        assert state.leader[seat] == state.dealt[seat][1]
        assert state.reserve[seat] == state.dealt[seat][0]
        assert sum(state.res[seat].values()) == 9
        assert len(state.hands[seat]) == 3
        assert all(DATA.scrolls[c].kind != "catastrophe" for c in state.hands[seat])
        assert all(d["at"] == "banner" for d in state.dice[seat])
    # 3 of each type per player are used, all dealt: the supply starts empty
    assert state.supply == {"wood": 0, "stone": 0, "steel": 0}
    for k in ("wood", "stone", "steel"):
        assert sum(r[k] for r in state.res) == 3 * players
        assert state.box[k] == 12 - 3 * players
    assert len(state.stock) == 6
    assert len(state.machine_deck) == 41 - 6
    assert len(state.scroll_deck) == 62 - 3 * players
    check_invariants(state)


def test_bad_players_and_options_are_refused() -> None:
    with pytest.raises(ValueError):
        new_game(1, 0)
    with pytest.raises(ValueError):
        new_game(5, 0)
    with pytest.raises(ValueError):
        new_game(2, 0, {"island": "volcano"})


def test_pick_leader_must_be_dealt() -> None:
    state = new_game(2, 1)
    other = next(x for x in DATA.leaders if x not in state.dealt[0])
    assert "dealt" in refused(state, PickLeader(other))
    assert state.legal_actions(1) == []
    assert refused(state, Roll(()))


def test_same_seed_same_setup() -> None:
    assert ready(3, 9).digest() == ready(3, 9).digest()
    assert ready(3, 9).digest() != ready(3, 10).digest()


# -- the Roll step -------------------------------------------------------------------------


def test_roll_rerolls_only_the_named_dice() -> None:
    state = ready()
    dice(state, 0, "star", "star", "star", "star", "star")
    state.apply(Roll((1, 3)))
    assert state.stage == ACTIONS
    assert [state.dice[0][i]["face"] for i in (0, 2, 4)] == ["star"] * 3
    assert all(d["at"] == "banner" for d in state.dice[0])


def test_spent_dice_stay_spent_unless_rolled() -> None:
    state = ready()
    dice(state, 0, "claw", "claw")  # dice 2-4 are spent
    state.apply(Roll((2,)))
    assert state.dice[0][2]["at"] == "banner"
    assert state.dice[0][3]["at"] == "spent" and state.dice[0][4]["at"] == "spent"
    assert {0, 1} <= set(state.faces(0, "claw")) and 3 not in state.faces(0, "claw")


def test_roll_refusals() -> None:
    state = ready()
    assert "twice" in refused(state, Roll((1, 1)))
    assert "no die" in refused(state, Roll((7,)))
    assert "order" in refused(state, Roll((1, 0)))  # (0, 1) is the one way to write it
    to_actions(state)
    assert "Roll step" in refused(state, Roll(()))


def test_plus1_die_is_taken_back_in_the_roll_step() -> None:
    state = ready()
    to_actions(state, "plus1", "plus1")
    ldr = leader(state, 0)
    state.apply(PlaceDie(0, ldr["id"]))
    state.apply(PlaceDie(1, ldr["id"]))
    assert state.view(1)["pieces"][ldr["id"]]["strength"] == DATA.leaders[ldr["card"]].strength + 2
    end_turn(state)
    state.apply(Roll(()))
    end_turn(state)
    # seat 0 again: rolling die 0 takes it back, die 1 stays on the leader
    assert state.current_seat() == 0 and state.stage == ROLL
    state.apply(Roll((0,)))
    assert state.dice[0][0]["at"] == "banner"
    assert state.dice[0][1]["at"] == ldr["id"]


def test_place_die_refusals() -> None:
    state = ready()
    to_actions(state, "plus2", "plus1")
    enemy = leader(state, 1)
    assert "+1 die" in refused(state, PlaceDie(0, leader(state, 0)["id"]))
    assert "own" in refused(state, PlaceDie(1, enemy["id"]))


# -- actions and their payment -------------------------------------------------------------


def test_one_free_action_then_claws() -> None:
    state = ready()
    to_actions(state, "claw")
    chick = next(p for p in state.pieces_of(0) if p["kind"] == "chicken")
    state.apply(Move(chick["id"], 1, 0))
    assert state.turn["free"] == 0
    reason = refused(state, Move(chick["id"], 1, -1))
    assert "free action" in reason
    state.apply(Move(chick["id"], 1, -1, pay="claw"))
    assert chick["hex"] == (1, -1) and state.dice[0][0]["at"] == "spent"
    assert "Claw" in refused(state, Move(chick["id"], 2, -1, pay="claw"))
    assert "paid with" in refused(state, Move(chick["id"], 2, -1, pay="resource"))


def test_free_action_is_any_of_the_four() -> None:
    state = ready()
    to_actions(state)
    state.supply["wood"] = 1
    state.res[0]["wood"] -= 1
    state.apply(Retrieve("wood"))
    assert "free action" in refused(state, Retrieve("wood"))
    assert "free action" in refused(state, Build(state.stock[0], *A))


def test_move_respects_speed_lava_and_opponents() -> None:
    state = ready()
    clear(state)
    to_actions(state, "claw", "claw", "claw")
    chick = put(state, 0, "chicken", A)
    assert "reach" in refused(state, Move(chick["id"], *LAVA))
    put(state, 1, "chicken", B)
    assert "reach" in refused(state, Move(chick["id"], *B))
    # two steps is too far for a chicken
    assert "reach" in refused(state, Move(chick["id"], 2, 1))
    assert "own" in refused(state, Move(999, 1, 0))


def test_move_passes_own_pieces_but_stacks_only_with_banding() -> None:
    state = ready(leaders=["kato", "pollazzo"])  # Kato: speed 3
    clear(state)
    to_actions(state, "claw", "claw")
    ldr = leader(state, 0)
    tower = put(state, 0, "war_tower", (1, 0))
    # through the Tower's hex to (1,-1): allowed; stopping on the Tower: not (no Banding)
    state.apply(Move(ldr["id"], *A))
    assert ldr["hex"] == A
    assert "reach" in refused(state, Move(ldr["id"], *tower["hex"], pay="claw"))
    # chickens and leaders all band
    chick = put(state, 0, "chicken", (2, -1))
    state.apply(Move(chick["id"], *A, pay="claw"))
    assert chick["hex"] == ldr["hex"]
    assert "never moves" in refused(state, Move(tower["id"], 2, 0, pay="claw"))


def test_a_move_shows_its_shortest_legal_path() -> None:
    state = ready(leaders=["abigail", "pollazzo"])  # Abigail: speed 2, no Shadow Step
    clear(state)
    to_actions(state)
    ldr = leader(state, 0)
    assert ldr["hex"] == SEAT0_BASE
    put(state, 1, "chicken", (2, 0))  # on the first way the search would take to (2, -1)
    events = state.apply(Move(ldr["id"], 2, -1))
    moved = next(e for e in events if isinstance(e, PieceMoved))
    assert moved.path == (1, 1, 1, 0, 2, -1)  # round the opponent, still two steps


def test_group_move_uses_the_fastest_speed() -> None:
    state = ready(leaders=["kato", "pollazzo"])
    to_actions(state)
    ldr = leader(state, 0)
    chicks = [p for p in state.pieces_of(0) if p["kind"] == "chicken"]
    # the whole stack on the Base moves 2 hexes with Kato (speed 3)
    state.apply(Move(chicks[0]["id"], 2, -1, group=True))
    assert all(p["hex"] == (2, -1) for p in state.pieces_of(0))
    assert ldr["hex"] == (2, -1)


def test_build_pays_takes_pilots_and_refills_the_stock() -> None:
    state = ready()
    clear(state)
    to_actions(state)
    for _ in range(2):
        put(state, 0, "chicken", SEAT0_BASE)
    card = "scout_runner"
    if card not in state.stock:
        state.machine_deck.append(state.stock.pop())
        state.machine_deck.remove(card)
        state.stock.append(card)
    set_res(state, 0, wood=3, stone=1, steel=0)
    supply = dict(state.supply)
    state.apply(Build(card, *A))
    machine = next(p for p in state.pieces_of(0) if p["kind"] == "machine")
    assert machine["card"] == card and machine["hex"] == A and machine["pilots"] == 1
    assert state.res[0] == {"wood": 1, "stone": 1, "steel": 0}
    assert state.supply["wood"] == supply["wood"] + 2
    assert len(state.stock) == 6 and card not in state.stock or state.stock.count(card) < 2
    assert sum(1 for p in state.pieces_of(0) if p["kind"] == "chicken") == 1
    assert state.machines[0] == [machine["id"]]
    check_invariants(state)


def _stock(state, *cards: str) -> None:
    for card in cards:
        if card not in state.stock:
            state.machine_deck.append(state.stock.pop(0))
            state.machine_deck.remove(card)
            state.stock.append(card)


def test_build_refusals() -> None:
    state = ready()
    clear(state)
    to_actions(state)
    _stock(state, "big_bertha", "pecker_trooper")
    set_res(state, 0, wood=1, stone=1, steel=1)
    assert "Base" in refused(state, Build("pecker_trooper", *SEAT0_BASE))
    assert "Territory" in refused(state, Build("pecker_trooper", *C0))
    off = next(m for m in DATA.machines if m not in state.stock)
    assert "stock" in refused(state, Build(off, *A))
    # no chickens at home: no pilots
    assert "pilots" in refused(state, Build("pecker_trooper", *A))
    put(state, 0, "chicken", SEAT0_BASE)
    set_res(state, 0, wood=0, stone=1, steel=1)
    assert "wood" in refused(state, Build("pecker_trooper", *A))
    set_res(state, 0, wood=1, stone=1, steel=3)
    for _ in range(2):
        put(state, 0, "chicken", SEAT0_BASE)
    # an opponent's piece on the hex
    put(state, 1, "chicken", (2, 0))
    assert "opponent" in refused(state, Build("pecker_trooper", 2, 0))
    # a non-Banding machine cannot join another piece (a chicken there would pilot it)
    put(state, 0, "war_tower", (2, -1))  # its 3 pilots are the last dead chickens
    assert "Banding" in refused(state, Build("big_bertha", 2, -1))
    state.apply(Build("pecker_trooper", *A))


def test_miniature_limit_is_per_type() -> None:
    state = ready()
    clear(state)
    to_actions(state)
    for card in ("egg_mortar", "egg_mortar", "spiked_cannon", "spiked_cannon"):
        put(state, 1, card, C0)  # (the positions do not matter for the count)
    put(state, 0, "spiked_cannon", (2, 0))
    assert state.miniatures_left("cannon") == 0
    _stock(state, "big_bertha", "pecker_trooper")
    set_res(state, 0, wood=3, stone=3, steel=3)
    for _ in range(3):
        put(state, 0, "chicken", SEAT0_BASE)
    assert "miniature" in refused(state, Build("big_bertha", *A))
    assert Build("big_bertha", *A) not in state.legal_actions(0)


def test_retrieve_resource_and_chicken() -> None:
    state = ready()
    to_actions(state, "resource")
    set_res(state, 0, wood=2, stone=2, steel=2)  # 3 go to the supply
    assert "retrieve a chicken or one of" in refused(state, Retrieve("gold"))
    state.supply["steel"] = 0
    assert "no steel" in refused(state, Retrieve("steel"))
    assert "chickens is destroyed" in refused(state, Retrieve("chicken"))
    chick = next(p for p in state.pieces_of(0) if p["kind"] == "chicken")
    state.destroy(chick, "test", [])
    state.apply(Retrieve("wood"))
    assert state.res[0]["wood"] == 3
    # the Resource die buys two Retrieves
    state.apply(Retrieve("chicken", pay="resource"))
    assert state.dead[0] == 0
    assert sum(1 for p in state.pieces_at(SEAT0_BASE) if p["kind"] == "chicken") == 6
    state.apply(Retrieve("stone"))  # the die's second Retrieve
    assert state.res[0]["stone"] == 3
    assert "free action" in refused(state, Retrieve("wood"))


def test_retrieve_over_nine_asks_for_a_discard() -> None:
    state = ready()
    to_actions(state)
    set_res(state, 0, wood=3, stone=3, steel=3)
    state.supply["wood"] += 1
    state.box["wood"] -= 1
    state.apply(Retrieve("wood"))
    assert state.pending["kind"] == "cap" and state.pending["seat"] == 0
    assert refused(state, EndActions())
    state.apply(Choose("stone"))
    assert state.res[0] == {"wood": 4, "stone": 2, "steel": 3}
    assert state.pending is None


def test_chicken_goes_to_nearest_territory_hex_when_base_is_blocked() -> None:
    state = ready()
    clear(state, keep_leaders=False)
    to_actions(state)
    put(state, 1, "chicken", SEAT0_BASE)  # an opponent sits on the Base
    state.apply(Retrieve("chicken"))
    chick = next(p for p in state.pieces_of(0))
    assert chick["hex"] in state.territory[0]


def test_draw_step_then_next_seat() -> None:
    state = ready()
    to_actions(state)
    state.scroll_deck.append("peck_harder")
    state.scroll_deck.remove("peck_harder")
    state.scroll_deck.append("peck_harder")
    hand = len(state.hands[0])
    state.apply(EndActions())
    assert len(state.hands[0]) == hand + 1 and "peck_harder" in state.hands[0]
    assert state.current_seat() == 1 and state.stage == ROLL
    assert state.turns == [1, 1]
    assert refused(state, EndActions())


def test_catastrophe_drawn_is_resolved_and_shuffled_back() -> None:
    state = ready()
    clear(state)
    to_actions(state)
    state.scroll_deck.remove("hurricane")
    state.scroll_deck.append("hurricane")
    hand = list(state.hands[0])
    deck = len(state.scroll_deck)
    state.apply(EndActions())
    assert state.pending["kind"] == "hurricane"
    state.apply(Choose("1"))
    state.apply(Choose(state.pending["options"][0][0]))
    state.apply(Choose(state.pending["options"][0][0]))
    assert sum(state.res[1].values()) == 7
    if state.pending:  # the nudge
        state.apply(Choose("none"))
    assert state.hands[0] == hand  # not replaced
    assert len(state.scroll_deck) == deck and "hurricane" in state.scroll_deck
    assert state.current_seat() == 1


def test_scrolls_reshuffle_when_the_deck_is_empty() -> None:
    state = ready()
    to_actions(state)
    state.scroll_discard = [c for c in state.scroll_deck if c != "hurricane"]
    state.scroll_deck = []
    state.scroll_discard.append("hurricane")
    state.scroll_discard.remove("hurricane")
    state.scroll_deck = ["hurricane"]
    state.scroll_deck, extra = [], state.scroll_deck
    state.scroll_discard += extra
    n = len(state.scroll_discard)
    state.apply(EndActions())
    state.apply(Roll(()))
    # seat 0 drew from the reshuffled discards (or resolved a catastrophe from it)
    assert len(state.scroll_deck) + len(state.scroll_discard) in (n - 1, n)


def test_turn_scroll_only_in_own_actions() -> None:
    state = ready()
    give(state, 0, "forced_march", "peck_harder")
    assert refused(state, PlayScroll("forced_march"))  # Roll step
    to_actions(state)
    assert "fight" in refused(state, PlayScroll("peck_harder"))
    assert "not in your hand" in refused(state, PlayScroll("wing_slam"))
    assert "no card round" in refused(state, Pass())


def test_wrong_seat_gets_no_actions_and_over_game_refuses_all() -> None:
    state = ready()
    assert state.legal_actions(1) == []
    to_actions(state)
    state.stage = "over"
    assert state.current_seat() is None
    with pytest.raises(IllegalAction):
        state.apply(EndActions())


def test_junk_fields_are_refused() -> None:
    state = ready()
    to_actions(state)
    assert refused(state, Move("x", 1, 1))  # type: ignore[arg-type]
    assert refused(state, Fight(True, 0))  # type: ignore[arg-type]
    assert refused(state, Star("nope"))
    assert refused(state, Choose("x"))
    assert "Scroll deck" not in refused(state, Star("remove_tag"))


def test_legal_actions_are_all_accepted_at_the_start() -> None:
    import copy

    state = ready(3, 4)
    to_actions(state, "claw", "resource", "star", "plus1", "plus2")
    for action in state.legal_actions(0):
        clone = copy.deepcopy(state)
        clone.apply(action)
        check_invariants(clone)
    assert SEAT1_BASE  # the seed-1 constants are for two players


# -- refusals change nothing (property) ----------------------------------------------------

_junk = st.one_of(
    st.builds(Move, st.integers(-1, 40), st.integers(-4, 4), st.integers(-4, 4), st.booleans(),
              st.sampled_from(["action", "claw", "resource", "x"])),
    st.builds(Fight, st.integers(-1, 40), st.integers(-1, 40),
              st.sampled_from(["action", "claw", "resource"])),
    st.builds(Build, st.sampled_from(sorted(DATA.machines)), st.integers(-3, 3),
              st.integers(-3, 3)),
    st.builds(Retrieve, st.sampled_from(["chicken", "wood", "stone", "steel", "gold"]),
              st.sampled_from(["action", "claw", "resource"])),
    st.builds(PlaceDie, st.integers(-1, 6), st.integers(-1, 40)),
    st.builds(Star, st.sampled_from(["draw", "draw_discard", "regroup", "shield",
                                     "refresh_stock", "remove_tag", "x"])),
    st.builds(PlayScroll, st.sampled_from(sorted(DATA.scrolls))),
    st.builds(Choose, st.sampled_from(["none", "pass", "done", "0", "1", "wood", "x"])),
    st.builds(Roll, st.lists(st.integers(-1, 6), max_size=3).map(tuple)),
    st.just(Pass()),
    st.just(EndActions()),
)  # fmt: skip


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 10_000), steps=st.integers(0, 80), action=_junk)
def test_any_action_is_refused_unchanged_or_listed(seed: int, steps: int, action) -> None:
    import random

    from tests.game.island_helpers import fight_first

    state = ready(2 + seed % 3, seed)
    rng = random.Random(seed)
    for _ in range(steps):
        if state.is_over():
            break
        state.apply(fight_first(rng, state.legal_actions(state.current_seat())))
    legal = [] if state.is_over() else state.legal_actions(state.current_seat())
    before = state.digest()
    if state.why_illegal(action) is None:
        # listed, or an interchangeable twin of a listed action (another +1 die, or a
        # group move named by another piece of the group)
        assert action in legal or isinstance(action, (PlaceDie, Move))
        state.apply(action)
        check_invariants(state)
    else:
        assert action not in legal
        with pytest.raises(IllegalAction):
            state.apply(action)
        assert state.digest() == before
