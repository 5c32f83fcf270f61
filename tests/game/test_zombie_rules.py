"""Zombie Chickens: setup, the Day turn, stacks, the trait table, refusals, hidden
information, determinism and saves.

Positions are set up by assigning state fields (see ``zombie_helpers.arrange``); every
test checks the state and the events ``apply`` returned, and that all 173 cards are
still accounted for.
"""

from __future__ import annotations

import json
import random
from itertools import product

import pytest

from game import registry
from game.core import Action, Event
from game.match import Match, SeatSpec
from game.zombie import cards as C
from game.zombie import new_game
from game.zombie.actions import (
    HIDDEN,
    Answer,
    CardsDrawn,
    Decline,
    Defend,
    Discard,
    Draw,
    Endure,
    Flip,
    Move,
    Offer,
    Place,
    Scrap,
    TradeOffered,
    TradeSettled,
)
from tests.game.zombie_helpers import (
    DAY_CARDS,
    DAY_COUNTS,
    EVENTS,
    LIFE_CARDS,
    NIGHT_CARDS,
    WORKING,
    ZOMBIES,
    Pool,
    arrange,
    check_accounting,
    dicts,
    expected_stops,
    kinds,
    new,
    play,
    refused,
    to_night,
    to_turn,
    types,
)

# (mode, players, lives per holder, holders, start night, end night, turn halves)
SETUPS = [
    ("solo", 1, 5, 1, 1, 7, ("morning", "afternoon")),
    ("coop", 2, 5, 1, 1, 7, ("day",)),
    ("coop", 3, 5, 1, 3, 9, ("day",)),
    ("coop", 4, 5, 1, 5, 11, ("day",)),
    ("competitive", 2, 5, 2, 1, None, ("morning", "afternoon")),
    ("competitive", 3, 4, 3, 1, None, ("morning", "afternoon")),
    ("competitive", 4, 4, 4, 1, None, ("morning", "afternoon")),
]
SETUP_IDS = [f"{m}-{p}" for m, p, *_ in SETUPS]


# --- the cards ---------------------------------------------------------------------------


def test_day_deck_matches_the_published_counts():
    assert len(C.DAY) == DAY_CARDS == sum(DAY_COUNTS.values())
    assert {k: C.DAY.count(k) for k in set(C.DAY)} == DAY_COUNTS


def test_night_deck_has_the_54_zombies_with_their_traits_and_one_of_each_event():
    assert len(C.NIGHT) == NIGHT_CARDS
    zombies = [card for card in C.NIGHT if not card.is_event]
    events = [card.key for card in C.NIGHT if card.is_event]
    assert len(zombies) == 54 == sum(count for count, _ in ZOMBIES.values())
    assert sorted(events) == sorted(EVENTS)
    for key, (count, traits) in ZOMBIES.items():
        cards = [card for card in zombies if card.key == key]
        assert len(cards) == count, key
        assert all(set(card.traits) == traits for card in cards), key
    assert {card.key for card in zombies} == set(ZOMBIES)
    assert C.LIFE_CARDS == LIFE_CARDS


# --- setup -------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("mode", "players", "lives", "holders", "start", "end", "halves"), SETUPS, ids=SETUP_IDS
)
def test_setup(mode, players, lives, holders, start, end, halves):
    state = new(players, mode, seed=7)
    assert (state.mode, state.players) == (mode, players)
    assert [len(h) for h in state.hands] == [5] * players
    assert len(state.face_up) == 2
    assert len(state.day_deck) == DAY_CARDS - 5 * players - 2
    assert state.day_discard == [] and state.night_discard == [] and state.life_discard == []
    assert len(state.night_deck) == NIGHT_CARDS and sorted(state.night_deck) == list(range(61))
    assert [len(x) for x in state.lives] == [lives] * holders
    assert len(state.life_box) == LIFE_CARDS - lives * holders  # the extras stay in the box
    assert state.farms == [[]] * holders and state.piles == [[]] * holders
    assert (state.start_night, state.end_night, state.night) == (start, end, start)
    assert (state.phase, state.step, state.current_seat(), state.half) == (
        "day",
        "discard",
        0,
        halves[0],
    )
    check_accounting(state)
    # the opening events: the Life cards, the deal, the face-up pair, the first Day, Player
    # 1's turn
    opening = dicts(state.opening_events)
    assert opening[:holders] == [
        {"type": "zc_lives_dealt", "holder": h, "cards": state.lives[h]} for h in range(holders)
    ]
    opening = opening[holders:]
    deals = [e for e in opening if e["type"] == "zc_drawn"]
    assert [(e["seat"], e["cards"], e["source"]) for e in deals] == [
        (seat, state.hands[seat], "deal") for seat in range(players)
    ]
    assert opening[players:] == [
        {"type": "zc_face_up", "cards": state.face_up},
        {"type": "zc_day", "day": 1, "night": start},
        {"type": "zc_turn", "seat": 0, "half": halves[0]},
    ]


def test_the_deal_comes_from_the_top_of_the_shuffled_deck():
    for seed in range(5):
        state = new(3, "competitive", seed=seed)
        order = list(range(DAY_CARDS))
        random.Random(seed).shuffle(order)
        top = order[::-1]  # the top of a deck is the end of its list
        assert state.hands == [top[0:5], top[5:10], top[10:15]]
        assert state.face_up == top[15:17]
        assert state.day_deck == order[: DAY_CARDS - 17]


def test_different_seeds_deal_different_games():
    deals = {json.dumps(new(2, "competitive", seed=s).snapshot()) for s in range(20)}
    assert len(deals) == 20


@pytest.mark.parametrize(
    ("players", "options", "message"),
    [
        (1, {"mode": "competitive"}, "solo is for 1 player"),
        (1, {"mode": "coop"}, "solo is for 1 player"),
        (2, {"mode": "solo"}, "solo is for 1 player"),
        (2, {"mode": "story"}, "mode must be one of"),
        (5, {}, "1 to 4 players"),
        (0, {}, "1 to 4 players"),
        (2, {"mode": "coop", "colour": "red"}, "unknown Zombie Chickens options"),
    ],
)
def test_bad_setups_are_refused(players, options, message):
    with pytest.raises(ValueError, match=message):
        new_game(players, 1, options)


def test_default_modes_are_solo_for_one_and_competitive_for_more():
    assert new_game(1, 1).mode == "solo"
    assert new_game(3, 1).mode == "competitive"


def simple_turn(state) -> list[dict]:
    """Place the first two hand cards on new stacks and draw from the deck."""
    seat = state.current_seat()
    events = []
    for _ in range(2):
        events += play(state, Place(state.hands[seat][0], len(state.farms[state.holder(seat)])))
    events += play(state, Draw("deck"))
    return events


@pytest.mark.parametrize(
    ("mode", "players", "lives", "holders", "start", "end", "halves"), SETUPS, ids=SETUP_IDS
)
def test_the_first_day_runs_in_seat_order_and_leads_to_the_first_night(
    mode, players, lives, holders, start, end, halves
):
    state = new(players, mode, seed=3)
    turns = [(0, halves[0])]
    events: list[dict] = []
    while state.phase == "day":
        seat = state.current_seat()
        events = simple_turn(state)
        assert len(state.hands[seat]) == 5
        turns += [(e["seat"], e["half"]) for e in events if e["type"] == "zc_turn"]
    # competitive and solo: everyone's Morning, then everyone's Afternoon; co-op: one turn each
    assert turns == [(s, half) for half in halves for s in range(players)]
    assert state.phase == "night" and state.night == start
    night = [e for e in events if e["type"] in ("zc_night", "zc_dealt")]
    assert night == [{"type": "zc_night", "night": start}] + [
        {"type": "zc_dealt", "pile": h, "count": start, "total": start} for h in range(holders)
    ]
    assert state.current_seat() == 0 and state.step == "flip"
    assert state.legal_actions(0) == [Flip()]


# --- the Day turn ------------------------------------------------------------------------


def turn_position(mode: str = "competitive", players: int = 2, **options):
    """Seat 0's Morning turn with a known hand, face-up pair and deck top."""
    state = new(players, mode, **options)
    pool = Pool()
    ids = {
        "hand": pool.day("hay", 2) + [pool.one("scarecrow"), pool.one("shotgun"), pool.one("ammo")],
        "face_up": [pool.one("trap"), pool.one("fuel")],
        "top": [pool.one("shield"), pool.one("wolr"), pool.one("flamethrower")],
        "farm": pool.stacks(["hay"], ["shotgun"], ["ammo"]),
        "other_farm": pool.stacks(["scarecrow"]),
    }
    farms = {0: ids["farm"]}
    if mode == "competitive":
        farms[1] = ids["other_farm"]
    arrange(state, hands={0: ids["hand"]}, face_up=ids["face_up"], day_top=ids["top"], farms=farms)
    to_turn(state, 0, "morning", queue=[(1, "morning")])
    return state, ids


def test_the_optional_discard_draws_its_replacement_from_the_deck_top_never_face_up():
    state, ids = turn_position()
    card = ids["hand"][2]
    events = play(state, Discard(card))
    assert events == [
        {"type": "zc_discarded", "seat": 0, "card": card},
        {
            "type": "zc_drawn",
            "seat": 0,
            "cards": [ids["top"][0]],
            "source": "replace",
            "public": False,
        },
    ]
    assert state.hands[0] == [c for c in ids["hand"] if c != card] + [ids["top"][0]]
    assert state.face_up == ids["face_up"] and state.day_discard == [card]
    assert state.step == "place" and state.placed == 0


def test_the_discard_comes_only_once_and_only_before_placing():
    state, ids = turn_position()
    assert {Discard(c) for c in ids["hand"]} <= set(state.legal_actions(0))
    play(state, Discard(ids["hand"][0]))
    assert not [a for a in state.legal_actions(0) if isinstance(a, Discard)]
    refused(state, Discard(ids["hand"][1]), "only once")

    state, ids = turn_position()
    play(state, Place(ids["hand"][0], 3))
    assert not [a for a in state.legal_actions(0) if isinstance(a, Discard)]
    refused(state, Discard(ids["hand"][1]), "before placing")


def test_exactly_two_cards_are_placed_then_the_turn_ends_with_a_draw():
    state, ids = turn_position()
    refused(state, Draw("deck"), "place 2 more")
    events = play(state, Place(ids["hand"][0], 0))  # a second Hay Bale on the first stack
    assert events == [
        {
            "type": "zc_farm",
            "seat": 0,
            "farm": 0,
            "how": "place",
            "cards": [ids["hand"][0]],
            "stacks": [ids["farm"][0] + [ids["hand"][0]], ids["farm"][1], ids["farm"][2]],
        }
    ]
    refused(state, Draw("deck"), "place 1 more")
    play(state, Place(ids["hand"][4], 1))  # Ammo loads the Shotgun
    assert state.farms[0] == [
        ids["farm"][0] + [ids["hand"][0]],
        ids["farm"][1] + [ids["hand"][4]],
        ids["farm"][2],
    ]
    assert state.step == "draw" and state.placed == 2 and len(state.hands[0]) == 3
    legal = state.legal_actions(0)
    assert not [a for a in legal if isinstance(a, Place | Discard)]
    assert Draw("deck") in legal and Draw("face_up") in legal
    refused(state, Place(ids["hand"][1], 3), "now draw")


def test_drawing_from_the_deck_takes_the_top_two_and_passes_the_turn():
    state, ids = turn_position()
    play(state, Place(ids["hand"][0], 3))
    play(state, Place(ids["hand"][1], 3))
    events = play(state, Draw("deck"))
    assert events == [
        {"type": "zc_drawn", "seat": 0, "cards": ids["top"][:2], "source": "deck", "public": False},
        {"type": "zc_turn", "seat": 1, "half": "morning"},
    ]
    assert state.hands[0] == ids["hand"][2:] + ids["top"][:2]
    assert state.face_up == ids["face_up"]
    assert (state.current_seat(), state.step, state.placed) == (1, "discard", 0)


def test_taking_the_face_up_pair_takes_both_and_replaces_them_from_the_deck_top():
    state, ids = turn_position()
    play(state, Place(ids["hand"][0], 3))
    play(state, Place(ids["hand"][1], 3))
    events = play(state, Draw("face_up"))
    assert events == [
        {
            "type": "zc_drawn",
            "seat": 0,
            "cards": ids["face_up"],
            "source": "face_up",
            "public": True,
        },
        {"type": "zc_face_up", "cards": ids["top"][:2]},
        {"type": "zc_turn", "seat": 1, "half": "morning"},
    ]
    assert state.hands[0] == ids["hand"][2:] + ids["face_up"]
    assert state.face_up == ids["top"][:2]
    assert state.day_deck[-1] == ids["top"][2]


@pytest.mark.parametrize("mode", ["competitive", "coop", "solo"])
def test_every_hand_holds_five_cards_at_the_end_of_every_turn(mode):
    rng = random.Random(5)
    state = new(1 if mode == "solo" else 3, mode, seed=11)
    turns = 0
    while state.phase == "day" or turns == 0:
        seat = state.current_seat()
        legal = [a for a in state.legal_actions(seat) if not isinstance(a, Move | Offer)]
        if state.step == "discard" and rng.random() < 0.5:
            play(state, rng.choice([a for a in legal if isinstance(a, Discard)]))
            continue
        action = rng.choice([a for a in legal if not isinstance(a, Discard)])
        play(state, action)
        if isinstance(action, Draw):
            turns += 1
            assert len(state.hands[seat]) == 5
            assert all(len(h) == 5 for h in state.hands)
    assert turns == (2 if mode != "coop" else 1) * state.players


# --- stacks ------------------------------------------------------------------------------


def accepts(stack: list[str], kind: str) -> bool:
    """The stack rule written out independently of the engine (our documented choice)."""
    if not stack:
        return True
    singles = {"scarecrow", "trap", "shield", "wolr"}
    if kind in singles or stack[0] in singles:
        return False
    family = {"ammo": "shotgun", "fuel": "flamethrower"}
    if family.get(kind, kind) != family.get(stack[0], stack[0]):
        return False
    if kind == "hay":
        return len(stack) < 3
    if kind in ("shotgun", "flamethrower"):
        return kind not in stack
    return True


STACK_CASES = [
    (["hay"], "hay", None),
    (["hay", "hay"], "hay", None),
    (["hay", "hay", "hay"], "hay", "only 3 bales"),
    (["shotgun"], "ammo", None),
    (["shotgun", "ammo", "ammo"], "ammo", None),
    (["ammo"], "shotgun", None),
    (["ammo", "ammo"], "ammo", None),
    (["shotgun"], "shotgun", "one Shotgun"),
    (["ammo", "shotgun"], "shotgun", "one Shotgun"),
    (["flamethrower"], "fuel", None),
    (["fuel", "fuel"], "flamethrower", None),
    (["flamethrower", "fuel", "fuel"], "fuel", None),
    (["fuel", "flamethrower"], "flamethrower", "one Flamethrower"),
    (["flamethrower"], "ammo", "can't join a Flamethrower stack"),
    (["shotgun"], "fuel", "can't join a Shotgun stack"),
    (["hay"], "ammo", "can't join a Hay Bale stack"),
    (["ammo"], "hay", "can't join a Shotgun stack"),
    (["fuel"], "shotgun", "can't join a Flamethrower stack"),
    (["scarecrow"], "scarecrow", "stack of its own"),
    (["trap"], "trap", "stack of its own"),
    (["shield"], "shield", "stack of its own"),
    (["wolr"], "wolr", "stack of its own"),
    (["hay"], "shield", "stack of its own"),
    (["shotgun", "ammo"], "trap", "stack of its own"),
    (["scarecrow"], "hay", "stack of its own"),
    (["wolr"], "ammo", "stack of its own"),
]


@pytest.mark.parametrize(("stack", "kind", "reason"), STACK_CASES)
def test_stack_legality_when_placing(stack, kind, reason):
    assert accepts(stack, kind) == (reason is None)
    state = new(2, "competitive")
    pool = Pool()
    farm = pool.stacks(stack)
    card = pool.one(kind)
    arrange(state, hands={0: [card] + pool.day("hay", 4)}, farms={0: farm})
    to_turn(state, 0)
    if reason is None:
        play(state, Place(card, 0))
        assert state.farms[0] == [farm[0] + [card]]
    else:
        refused(state, Place(card, 0), reason)
        assert Place(card, 1) in state.legal_actions(0)  # a stack of its own is fine


@pytest.mark.parametrize(("stack", "kind", "reason"), STACK_CASES)
def test_stack_legality_when_moving(stack, kind, reason):
    state = new(2, "competitive")
    pool = Pool()
    farm = pool.stacks(stack, [kind])
    arrange(state, farms={0: farm})
    to_turn(state, 0)
    card = farm[1][0]
    if reason is None:
        events = play(state, Move(card, 0))
        assert state.farms[0] == [farm[0] + [card]]
        assert events[0]["how"] == "move" and events[0]["stacks"] == [farm[0] + [card]]
    else:
        refused(state, Move(card, 0), reason)


def test_the_places_and_moves_offered_are_exactly_the_legal_ones():
    rng = random.Random(2)
    for _ in range(60):
        state = new(2, "competitive")
        pool = Pool()
        farm_kinds = []
        for _ in range(rng.randint(0, 6)):
            head = rng.choice(list(DAY_COUNTS))
            stack = [head]
            while rng.random() < 0.5:
                extra = rng.choice(list(DAY_COUNTS))
                if accepts(stack, extra):
                    stack.append(extra)
            farm_kinds.append(stack)
        farm = pool.stacks(*farm_kinds)
        hand = [pool.one(rng.choice(list(DAY_COUNTS))) for _ in range(5)]
        arrange(state, hands={0: hand}, farms={0: farm})
        to_turn(state, 0)
        places = {a for a in state.legal_actions(0) if isinstance(a, Place)}
        expected = {
            Place(card, i)
            for card in hand
            for i in range(len(farm) + 1)
            if i == len(farm) or accepts(farm_kinds[i], C.DAY[card])
        }
        assert places == expected
        # a Farm card may go to any other stack that takes it, or alone to a new stack
        moves = {a for a in state.legal_actions(0) if isinstance(a, Move)}
        expected_moves = set()
        for src, stack in enumerate(farm):
            for card in stack:
                for dest in range(len(farm) + 1):
                    if dest == len(farm):
                        ok = len(stack) > 1
                    else:
                        ok = dest != src and accepts(farm_kinds[dest], C.DAY[card])
                    if ok:
                        expected_moves.add(Move(card, dest))
                    else:
                        assert state.why_illegal(Move(card, dest)) is not None
        assert moves == expected_moves
        for move in moves:
            assert state.why_illegal(move) is None


# --- moving (rearranging) ----------------------------------------------------------------


def test_moves_rearrange_the_farm_at_any_step_of_the_owners_day_turn():
    state, ids = turn_position()
    hay, shotgun, ammo = (s[0] for s in ids["farm"])
    for step in ("discard", "place", "draw"):
        assert state.step == step
        assert Move(ammo, 1) in state.legal_actions(0)
        play(state, Move(ammo, 1))  # load the Shotgun
        assert state.farms[0][1:] == [[shotgun, ammo]] and state.farms[0][0][0] == hay
        assert state.step == step and state.placed == {"discard": 0, "place": 1, "draw": 2}[step]
        play(state, Move(ammo, 2))  # and back to a stack of its own
        assert state.farms[0][1:] == [[shotgun], [ammo]]
        if step == "discard":
            play(state, Place(ids["hand"][0], 0))
        elif step == "place":
            play(state, Place(ids["hand"][1], 0))
    assert state.farms[0] == [[hay] + ids["hand"][:2], [shotgun], [ammo]]
    refused(state, Move(ammo, 2), "already in that stack")
    refused(state, Move(ammo, 3), "already stands alone")
    refused(state, Move(ammo, 5), "no such stack")
    refused(state, Move(ids["other_farm"][0][0], 0), "not on your Farm")
    play(state, Draw("deck"))
    # now it is seat 1's turn: seat 0 can't touch their Farm, and seat 1 can't touch it either
    assert state.legal_actions(0) == []
    assert not [a for a in state.legal_actions(1) if isinstance(a, Move) and a.card == ammo]
    refused(state, Move(ammo, 1), "not on your Farm")


def test_moving_the_last_card_out_of_a_stack_removes_the_stack():
    state = new(2, "competitive")
    pool = Pool()
    farm = pool.stacks(["shotgun"], ["hay", "hay"], ["ammo"])
    arrange(state, farms={0: farm})
    to_turn(state, 0)
    play(state, Move(farm[0][0], 2))
    assert state.farms[0] == [farm[1], farm[2] + farm[0]]
    play(state, Move(farm[1][1], 2))  # a Hay Bale to a new stack
    assert state.farms[0] == [[farm[1][0]], farm[2] + farm[0], [farm[1][1]]]


def test_no_rearranging_at_night():
    state = new(2, "competitive")
    pool = Pool()
    farm = pool.stacks(["shotgun"], ["ammo"], ["hay", "hay", "hay"])
    arrange(state, farms={0: farm}, piles={0: [pool.zombie("chomper")], 1: [pool.zombie("biter")]})
    to_night(state, 1)
    refused(state, Move(farm[1][0], 0), "Night")
    play(state, Flip())
    assert state.legal_actions(0) == [Defend(2), Endure()]
    refused(state, Move(farm[1][0], 0), "Night")


# --- the trait / defence table -----------------------------------------------------------


@pytest.mark.parametrize(("zombie", "defence"), list(product(sorted(ZOMBIES), sorted(WORKING))))
def test_stops_matches_the_content_table(zombie, defence):
    traits = next(card.traits for card in C.NIGHT if card.key == zombie)
    assert C.stops(WORKING[defence], traits) == expected_stops(defence, ZOMBIES[zombie][1])


def test_the_table_reads_as_the_content_file_says():
    """Spot checks of the table in words, so the expectations above can't drift together."""
    flying, climbing = ("flying",), ("climbing",)
    assert not C.stops(WORKING["hay"], flying) and not C.stops(WORKING["hay"], climbing)
    assert C.stops(WORKING["hay"], ("invisible", "bulletproof", "fireproof", "exploding"))
    assert C.stops(WORKING["scarecrow"], ("timid",))
    assert not C.stops(WORKING["scarecrow"], ("exploding",))
    assert not C.stops(WORKING["shotgun"], ("bulletproof",))
    assert not C.stops(WORKING["shotgun"], ("invisible",))
    assert C.stops(WORKING["shotgun"], ("flying", "fireproof", "climbing"))
    assert not C.stops(WORKING["flamethrower"], ("fireproof",))
    assert not C.stops(WORKING["flamethrower"], ("invisible",))
    assert C.stops(WORKING["flamethrower"], ("flying", "bulletproof", "climbing"))
    assert not C.stops(WORKING["trap"], flying)
    assert C.stops(WORKING["trap"], ("climbing", "invisible", "exploding"))
    every = ("flying", "climbing", "invisible", "bulletproof", "fireproof", "timid", "exploding")
    assert C.stops(WORKING["wolr"], every)


INCOMPLETE = [
    ["hay"],
    ["hay", "hay"],
    ["shotgun"],
    ["ammo"],
    ["ammo", "ammo", "ammo"],
    ["flamethrower"],
    ["fuel"],
    ["fuel", "fuel"],
    ["shield"],
]


@pytest.mark.parametrize("stack", INCOMPLETE, ids=["-".join(s) for s in INCOMPLETE])
def test_incomplete_stacks_and_shields_stop_nothing(stack):
    for zombie in ZOMBIES:
        traits = next(card.traits for card in C.NIGHT if card.key == zombie)
        assert not C.stops(stack, traits)
    assert not C.stops(stack, ())
    assert not C.stops(stack, ("timid",))
    assert C.working_as(stack) is None


def test_working_stacks_work_as_their_defence():
    for defence, stack in WORKING.items():
        assert C.working_as(stack) == defence
    assert C.working_as(["ammo", "shotgun", "ammo"]) == "shotgun"
    assert C.working_as(["fuel", "fuel", "flamethrower"]) == "flamethrower"


@pytest.mark.parametrize("zombie", sorted(ZOMBIES))
def test_the_defends_offered_are_exactly_the_stacks_that_stop_the_zombie(zombie):
    """A Farm with every working defence, every incomplete stack and two Shields."""
    state = new(2, "competitive")
    pool = Pool()
    layout = [WORKING[d] for d in sorted(WORKING)] + INCOMPLETE[:-1] + [["shield"], ["shield"]]
    farm = pool.stacks(*layout)
    arrange(state, farms={0: farm}, piles={0: [pool.zombie(zombie)], 1: [pool.zombie("creeper")]})
    to_night(state, 1)
    play(state, Flip())
    traits = ZOMBIES[zombie][1]
    stopping = [i for i, d in enumerate(sorted(WORKING)) if expected_stops(d, traits)]
    shields = [len(layout) - 2, len(layout) - 1]
    expected = [Endure()]
    for i in stopping:
        expected.append(Defend(i))
        lasting = sorted(WORKING)[i] not in ("trap", "wolr")
        if "exploding" in traits and lasting:
            expected += [Defend(i, s) for s in shields]
    legal = state.legal_actions(0)
    assert set(legal) == set(expected)
    assert legal == sorted(set(legal), key=Action.sort_key)
    assert stopping, "W.O.L.R. always stops"
    for i in range(len(layout)):
        if i not in stopping:
            refused(state, Defend(i), "stop")


# --- refusals ----------------------------------------------------------------------------


def day_refusals():
    state, ids = turn_position()
    return state, ids


def after_place(state, ids):
    play(state, Place(ids["hand"][0], 3))
    return state


def after_two_places(state, ids):
    play(state, Place(ids["hand"][0], 3))
    play(state, Place(ids["hand"][1], 3))
    return state


def at_night(state, ids):
    """Night 1, seat 0 to flip a Chomper; the Farm gains a Scarecrow as stack 3."""
    chomper = next(i for i in range(61) if C.NIGHT[i].key == "chomper")
    scarecrow = [i for i, k in enumerate(C.DAY) if k == "scarecrow"][-1]
    farms = {0: ids["farm"] + [[scarecrow]]}
    if state.mode == "competitive":
        farms[1] = ids["other_farm"]
    arrange(state, hands={0: ids["hand"]}, farms=farms, piles={0: [chomper]})
    to_night(state, 1)
    return state


def defending(state, ids):
    at_night(state, ids)
    play(state, Flip())
    return state


def coop_turn():
    state, ids = turn_position("coop", 3)
    return state, ids


def over(state, ids):
    state.phase, state.step = "over", ""
    return state


REFUSALS = [
    # (name, mode, prepare, action(ids, state), reason)
    (
        "discard-not-in-hand",
        "competitive",
        None,
        lambda i, s: Discard(i["face_up"][0]),
        "not in your hand",
    ),
    (
        "discard-after-place",
        "competitive",
        after_place,
        lambda i, s: Discard(i["hand"][1]),
        "before placing",
    ),
    ("discard-at-night", "competitive", at_night, lambda i, s: Discard(i["hand"][1]), "Night"),
    (
        "place-not-in-hand",
        "competitive",
        None,
        lambda i, s: Place(i["top"][0], 0),
        "not in your hand",
    ),
    ("place-no-stack", "competitive", None, lambda i, s: Place(i["hand"][0], 4), "no such stack"),
    (
        "place-negative-stack",
        "competitive",
        None,
        lambda i, s: Place(i["hand"][0], -1),
        "no such stack",
    ),
    (
        "place-bad-stack",
        "competitive",
        None,
        lambda i, s: Place(i["hand"][2], 0),
        "stack of its own",
    ),
    (
        "place-third",
        "competitive",
        after_two_places,
        lambda i, s: Place(i["hand"][2], 3),
        "now draw",
    ),
    ("place-at-night", "competitive", at_night, lambda i, s: Place(i["hand"][2], 0), "Night"),
    (
        "move-not-on-farm",
        "competitive",
        None,
        lambda i, s: Move(i["hand"][0], 0),
        "not on your Farm",
    ),
    (
        "move-same-stack",
        "competitive",
        None,
        lambda i, s: Move(i["farm"][1][0], 1),
        "already in that stack",
    ),
    (
        "move-alone",
        "competitive",
        None,
        lambda i, s: Move(i["farm"][1][0], 3),
        "already stands alone",
    ),
    ("move-no-stack", "competitive", None, lambda i, s: Move(i["farm"][1][0], 7), "no such stack"),
    ("move-bad-stack", "competitive", None, lambda i, s: Move(i["farm"][0][0], 1), "can't join"),
    ("move-at-night", "competitive", at_night, lambda i, s: Move(i["farm"][2][0], 1), "Night"),
    ("draw-early", "competitive", None, lambda i, s: Draw("deck"), "place 2 more"),
    (
        "draw-bad-source",
        "competitive",
        after_two_places,
        lambda i, s: Draw("discard"),
        "deck or take the face-up",
    ),
    ("draw-no-face-up", "competitive", "no_face_up", lambda i, s: Draw("face_up"), "no face-up"),
    ("draw-at-night", "competitive", at_night, lambda i, s: Draw("deck"), "Night"),
    ("offer-competitive", "competitive", None, lambda i, s: Offer(1, (i["hand"][0],)), "co-op"),
    (
        "offer-after-place",
        "coop",
        after_place,
        lambda i, s: Offer(1, (i["hand"][1],)),
        "before you place",
    ),
    ("offer-to-self", "coop", None, lambda i, s: Offer(0, (i["hand"][0],)), "teammate"),
    ("offer-to-nobody", "coop", None, lambda i, s: Offer(3, (i["hand"][0],)), "teammate"),
    ("offer-nothing", "coop", None, lambda i, s: Offer(1, ()), "one or more different"),
    (
        "offer-twice-the-card",
        "coop",
        None,
        lambda i, s: Offer(1, (i["hand"][0],) * 2),
        "one or more different",
    ),
    ("offer-not-in-hand", "coop", None, lambda i, s: Offer(1, (i["top"][0],)), "from your hand"),
    ("offer-again", "coop", "offered", lambda i, s: Offer(1, (i["hand"][2],)), "already"),
    ("offer-at-night", "coop", at_night, lambda i, s: Offer(1, (i["hand"][0],)), "Night"),
    (
        "place-while-offer-waits",
        "coop",
        "offering",
        lambda i, s: Place(i["hand"][1], 3),
        "answer the trade",
    ),
    ("draw-while-offer-waits", "coop", "offering", lambda i, s: Draw("deck"), "answer the trade"),
    ("answer-no-offer", "coop", None, lambda i, s: Answer((i["hand"][0],)), "no trade offer"),
    ("decline-no-offer", "coop", None, lambda i, s: Decline(), "no trade offer"),
    ("answer-too-few", "coop", "offering2", lambda i, s: Answer((s.hands[1][0],)), "exactly 2"),
    ("answer-repeats", "coop", "offering2", lambda i, s: Answer((s.hands[1][0],) * 2), "exactly 2"),
    (
        "answer-not-in-hand",
        "coop",
        "offering",
        lambda i, s: Answer((i["hand"][1],)),
        "from your hand",
    ),
    ("flip-by-day", "competitive", None, lambda i, s: Flip(), "no Night card"),
    ("flip-while-defending", "competitive", defending, lambda i, s: Flip(), "no Night card"),
    ("defend-by-day", "competitive", None, lambda i, s: Defend(0), "no zombie"),
    ("defend-before-flip", "competitive", at_night, lambda i, s: Defend(3), "no zombie"),
    ("defend-no-stack", "competitive", defending, lambda i, s: Defend(9), "no such stack"),
    ("defend-incomplete", "competitive", defending, lambda i, s: Defend(1), "incomplete"),
    (
        "defend-wrong-defence",
        "competitive",
        "wall_vs_biter",
        lambda i, s: Defend(0),
        "can't stop a Biter",
    ),
    (
        "defend-shield-not-exploding",
        "competitive",
        "shield_no_blast",
        lambda i, s: Defend(0, 1),
        "Shield only",
    ),
    (
        "defend-shield-not-a-shield",
        "competitive",
        "shield_blast",
        lambda i, s: Defend(0, 2),
        "Shield only",
    ),
    (
        "defend-shield-on-trap",
        "competitive",
        "shield_blast",
        lambda i, s: Defend(3, 1),
        "Shield only",
    ),
    (
        "defend-shield-on-wolr",
        "competitive",
        "shield_blast",
        lambda i, s: Defend(4, 1),
        "Shield only",
    ),
    ("endure-by-day", "competitive", None, lambda i, s: Endure(), "no zombie"),
    ("endure-before-flip", "competitive", at_night, lambda i, s: Endure(), "no zombie"),
    (
        "scrap-by-day",
        "competitive",
        None,
        lambda i, s: Scrap(i["farm"][0][0]),
        "nothing has to be discarded",
    ),
    (
        "scrap-while-defending",
        "competitive",
        defending,
        lambda i, s: Scrap(i["farm"][0][0]),
        "nothing has to be discarded",
    ),
    (
        "scrap-not-on-farm",
        "competitive",
        "tornado",
        lambda i, s: Scrap(i["other_farm"][0][0]),
        "not on your Farm",
    ),
    ("anything-when-over", "competitive", over, lambda i, s: Flip(), "over"),
    ("place-when-over", "competitive", over, lambda i, s: Place(i["hand"][0], 0), "over"),
]


def prepare(state, ids, how):
    """Named positions that need more than a function of (state, ids)."""
    pool = Pool()
    pool.used_day |= {c for h in state.hands for c in h} | {
        c for f in state.farms for s in f for c in s
    }
    pool.used_day |= set(state.face_up) | set(ids["top"])
    if how == "no_face_up":
        after_two_places(state, ids)
        state.day_discard += state.face_up
        state.face_up = []
    elif how == "offered":
        play(state, Offer(1, (ids["hand"][0],)))
        play(state, Decline())
    elif how == "offering":
        play(state, Offer(1, (ids["hand"][0],)))
    elif how == "offering2":
        play(state, Offer(1, tuple(ids["hand"][:2])))
    elif how in ("wall_vs_biter", "shield_no_blast", "shield_blast", "tornado"):
        zombie = {
            "wall_vs_biter": "biter",
            "shield_no_blast": "chomper",
            "shield_blast": "clucker",
            "tornado": "tornado",
        }[how]
        farm = [
            ids["farm"][0] + pool.day("hay", 2),
            [pool.one("shield")],
            ids["farm"][2],
            [pool.one("trap")],
            [pool.one("wolr")],
        ]
        arrange(
            state,
            hands={0: ids["hand"]},
            farms={0: farm, 1: ids["other_farm"]},
            piles={0: [next(i for i in range(61) if C.NIGHT[i].key == zombie)], 1: []},
            face_up=ids["face_up"],
        )
        to_night(state, 1)
        play(state, Flip())
    else:
        raise AssertionError(how)
    return state


@pytest.mark.parametrize(
    ("mode", "before", "make", "reason"),
    [r[1:] for r in REFUSALS],
    ids=[r[0] for r in REFUSALS],
)
def test_illegal_actions_raise_with_a_reason_and_change_nothing(mode, before, make, reason):
    state, ids = turn_position(mode, 3 if mode == "coop" else 2)
    if callable(before):
        before(state, ids)
    elif before is not None:
        prepare(state, ids, before)
    refused(state, make(ids, state), reason)


def test_every_action_type_has_a_refusal_case():
    covered = set()
    for _name, mode, _before, make, _reason in REFUSALS:
        state, ids = turn_position(mode, 3 if mode == "coop" else 2)
        covered.add(type(make(ids, state)))
    assert covered == {
        Discard,
        Place,
        Move,
        Draw,
        Offer,
        Answer,
        Decline,
        Flip,
        Defend,
        Endure,
        Scrap,
    }


def test_a_foreign_action_is_refused():
    from game.chicken import GoForIt

    state = new(2, "competitive")
    refused(state, GoForIt(), "not a Zombie Chickens action")


# --- hidden information ------------------------------------------------------------------


# Every key a view may carry; the ones holding card ids are public (farms, face-up row,
# discards, the flipped card) or checked below (hands, offer).
VIEW_KEYS = {
    "mode",
    "players",
    "phase",
    "step",
    "seat",
    "turn_seat",
    "half",
    "day",
    "night",
    "round",
    "start_night",
    "end_night",
    "placed",
    "hands",
    "farms",
    "lives",
    "alive",
    "face_up",
    "day_deck",
    "day_discard",
    "night_deck",
    "night_discard",
    "life_discard",
    "life_box",
    "piles",
    "revealed",
    "offer",
    "offered",
    "scrap",
    "queue",
    "winner",
    "title",
    "hand_sizes",
    "viewer",
    "holder",
}


def random_steps(state, steps: int, seed: int) -> None:
    rng = random.Random(seed)
    for _ in range(steps):
        if state.is_over():
            return
        legal = state.legal_actions(state.current_seat())
        plain = [a for a in legal if not isinstance(a, Move)] or legal
        state.apply(rng.choice(plain))


@pytest.mark.parametrize(
    ("mode", "players"), [("competitive", 3), ("coop", 3), ("coop", 2), ("competitive", 4)]
)
def test_a_view_shows_only_the_viewers_hand_and_never_a_deck_order(mode, players):
    state = new(players, mode, seed=4)
    for checkpoint in range(12):
        for seat in range(players):
            view = state.view(seat)
            assert list(view["hands"]) == [str(seat)]
            assert view["hands"][str(seat)] == state.hands[seat]
            assert view["hand_sizes"] == [len(h) for h in state.hands]
            assert view["day_deck"] == len(state.day_deck)
            assert view["night_deck"] == len(state.night_deck)
            assert view["piles"] == [len(p) for p in state.piles]
            assert view["life_box"] == len(state.life_box)
            assert view["viewer"] == seat and view["holder"] == state.holder(seat)
            json.dumps(view)  # a view is plain data
            assert set(view) >= VIEW_KEYS
            for key in set(view) - VIEW_KEYS:  # anything new must be a plain public number
                assert isinstance(view[key], int | str | bool | type(None)), key
            assert view["farms"] == state.farms and view["face_up"] == state.face_up
            if state.offer and seat not in state.offer[:2]:
                assert view["offer"] == [*state.offer[:2], [HIDDEN] * len(state.offer[2])]
            elif state.offer:
                assert view["offer"] == [*state.offer[:2], list(state.offer[2])]
            assert view["scrap"] == [list(q) for q in state.scrap_queue]  # seats and counts
        random_steps(state, 7, seed=checkpoint)


def test_a_third_seat_sees_neither_the_offer_nor_the_trade():
    state, ids = turn_position("coop", 3)
    offer = Offer(1, (ids["hand"][0],))
    (offered,) = state.apply(offer)
    assert state.view(2)["offer"] == [0, 1, [HIDDEN]]
    assert state.view(1)["offer"] == [0, 1, [ids["hand"][0]]]
    assert state.view(0)["offer"] == [0, 1, [ids["hand"][0]]]
    assert offered.seen_by(2).to_dict()["cards"] == [HIDDEN]
    assert offered.seen_by(None).to_dict()["cards"] == [HIDDEN]
    assert offered.seen_by(1) == offered and offered.seen_by(0) == offered
    back = state.hands[1][3]
    (settled,) = state.apply(Answer((back,)))
    assert isinstance(settled, TradeSettled)
    assert settled.seen_by(2).to_dict() == {
        "type": "zc_traded",
        "seat": 0,
        "to_seat": 1,
        "given": [HIDDEN],
        "received": [HIDDEN],
        "public": False,
    }
    assert settled.seen_by(0) == settled and settled.seen_by(1) == settled
    assert (settled.given, settled.received) == ((ids["hand"][0],), (back,))


def test_drawn_cards_are_hidden_from_other_seats_unless_taken_face_up():
    state, ids = turn_position("competitive", 2)
    (discarded, replaced) = state.apply(Discard(ids["hand"][2]))
    assert discarded.seen_by(1) == discarded  # the discard pile is face up
    assert replaced.seen_by(0) == replaced
    assert replaced.seen_by(1).cards == (HIDDEN,) and replaced.seen_by(None).cards == (HIDDEN,)
    play(state, Place(ids["hand"][0], 3))
    play(state, Place(ids["hand"][1], 3))
    drawn = [e for e in state.apply(Draw("face_up")) if isinstance(e, CardsDrawn)]
    assert [e.seen_by(1) for e in drawn] == drawn  # taken face up: everyone saw them
    play(state, Place(state.hands[1][0], len(state.farms[1])))
    play(state, Place(state.hands[1][0], len(state.farms[1])))
    drawn2 = state.apply(Draw("deck"))[0]
    assert drawn2.seen_by(0).cards == (HIDDEN, HIDDEN) and drawn2.seen_by(1) == drawn2
    for event in new(3, "competitive").opening_events:
        if isinstance(event, CardsDrawn):
            for seat in range(3):
                expected = event.cards if seat == event.seat else (HIDDEN,) * 5
                assert event.seen_by(seat).cards == expected


def test_open_hands_co_op_shows_every_hand_in_every_view_and_event():
    state = new(3, "coop", seed=9, open_hands=True)
    for event in state.opening_events:
        if isinstance(event, CardsDrawn):
            assert all(event.seen_by(s) == event for s in (0, 1, 2, None))
    for _ in range(6):
        for seat in range(3):
            assert state.view(seat)["hands"] == {str(s): h for s, h in enumerate(state.hands)}
        random_steps(state, 5, seed=3)
    state, ids = turn_position("coop", 3, open_hands=True)
    assert state.open_hands
    offered = state.apply(Offer(2, (ids["hand"][0],)))[0]
    assert isinstance(offered, TradeOffered) and offered.seen_by(1) == offered
    assert state.view(1)["offer"] == [0, 2, [ids["hand"][0]]]
    settled = state.apply(Answer((state.hands[2][0],)))[0]
    assert settled.seen_by(1) == settled and settled.public
    discarded, drawn = state.apply(Discard(state.hands[0][0]))
    assert drawn.source == "replace" and drawn.public and drawn.seen_by(1) == drawn
    assert state.view(2)["hands"]["0"] == state.hands[0]


def test_open_hands_is_only_for_co_op():
    state = new(2, "competitive", seed=9, open_hands=True)
    assert not state.open_hands
    assert list(state.view(1)["hands"]) == ["1"]
    event = next(e for e in state.opening_events if e.type == "zc_drawn")
    assert event.seat == 0 and event.seen_by(1).cards == (HIDDEN,) * 5


# --- determinism and saves -----------------------------------------------------------------


def random_actions(players: int, mode: str, seed: int, choice_seed: int, limit: int = 10_000):
    state = new(players, mode, seed=seed)
    rng = random.Random(choice_seed)
    actions: list[Action] = []
    while not state.is_over() and len(actions) < limit:
        legal = state.legal_actions(state.current_seat())
        moves = [a for a in legal if isinstance(a, Move)]
        rest = [a for a in legal if not isinstance(a, Move)]
        action = rng.choice(moves if moves and (not rest or rng.random() < 0.05) else rest)
        state.apply(action)
        actions.append(action)
    return actions


def trace(players: int, mode: str, seed: int, actions: list[Action]):
    state = new(players, mode, seed=seed)
    lines = [json.dumps(e.to_dict(), sort_keys=True) for e in state.opening_events]
    digests = [state.digest()]
    for action in actions:
        lines += [json.dumps(e.to_dict(), sort_keys=True) for e in state.apply(action)]
        digests.append(state.digest())
    return lines, digests


@pytest.mark.parametrize(
    ("mode", "players", "seed"),
    [
        ("solo", 1, 3),
        ("coop", 2, 8),
        ("coop", 4, 21),
        ("competitive", 2, 5),
        ("competitive", 4, 77),
    ],
)
def test_same_seed_and_actions_give_the_same_events_and_digests(mode, players, seed):
    actions = random_actions(players, mode, seed, seed + 1)
    first, second = trace(players, mode, seed, actions), trace(players, mode, seed, actions)
    assert first == second
    assert len(first[0]) > len(actions)
    assert len(set(first[1])) > len(actions) // 2  # the digest follows the game


def test_randomness_comes_only_from_the_state_rng():
    random.seed(1)
    first = trace(3, "competitive", 99, random_actions(3, "competitive", 99, 5))
    random.seed(2)
    random.random()
    second = trace(3, "competitive", 99, random_actions(3, "competitive", 99, 5))
    assert first == second


def test_actions_and_events_round_trip_through_json():
    for mode, players in (("coop", 3), ("competitive", 2), ("solo", 1)):
        actions = random_actions(players, mode, 12, 13)
        wire = [json.loads(json.dumps(a.to_dict())) for a in actions]
        back = [Action.from_dict(d) for d in wire]
        assert back == actions
        state = new(players, mode, seed=12)
        events = list(state.opening_events)
        for action in back:
            events += state.apply(action)
        for event in events:
            assert Event.from_dict(json.loads(json.dumps(event.to_dict()))) == event
        assert state.digest() == trace(players, mode, 12, actions)[1][-1]
        assert state.is_over()


def seats(count: int) -> list[SeatSpec]:
    return [SeatSpec(f"Player {i + 1}", i, "human") for i in range(count)]


@pytest.mark.parametrize(("mode", "players"), [("coop", 3), ("competitive", 2), ("solo", 1)])
def test_a_match_round_trips_a_zombie_game(mode, players):
    assert registry.info("zombie").built
    whole = random_actions(players, mode, 31, 32)
    cut = len(whole) // 2
    match = Match("zombie", 31, seats(players), {"mode": mode}, list(whole[:cut]))
    data = json.loads(json.dumps(match.to_dict()))
    resumed = Match.from_dict(data)
    assert resumed.state.digest() == match.state.digest()
    assert resumed.state.snapshot() == match.state.snapshot()
    for action in whole[cut:]:
        assert [e.to_dict() for e in resumed.apply(action)] == [
            e.to_dict() for e in match.apply(action)
        ]
    assert resumed.state.is_over() and resumed.state.result() == match.state.result()
    tampered = dict(data, digest="0" * 16)
    with pytest.raises(ValueError, match="checksum"):
        Match.from_dict(tampered)


def test_the_digest_changes_with_every_visible_change():
    state, ids = turn_position()
    digests = {state.digest()}
    play(state, Move(ids["farm"][2][0], 1))
    digests.add(state.digest())
    play(state, Place(ids["hand"][0], 0))
    digests.add(state.digest())
    assert len(digests) == 3
    assert kinds(state.farms[0]) == [["hay", "hay"], ["shotgun", "ammo"]]
    assert types(state.apply(Place(ids["hand"][1], 0))) == ["zc_farm"]
    assert state.digest() not in digests
