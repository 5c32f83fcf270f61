"""Zombie Chickens at Night: dealing, flipping, every defence, explosions and Shields,
enduring, the rulebook's four Night examples, the seven events, and empty decks.
"""

from __future__ import annotations

import pytest

from game.zombie import cards as C
from game.zombie.actions import Defend, Discard, Draw, Endure, Flip, Place, Scrap
from tests.game.zombie_helpers import (
    NIGHT_CARDS,
    Pool,
    arrange,
    check_accounting,
    expected_stops,
    farm_cards,
    new,
    night_ids,
    play,
    refused,
    set_lives,
    to_night,
    to_turn,
)


def night(players=2, mode="competitive", n=1, seat=0, **layout):
    """Night ``n`` about to begin its first flip by ``seat``, with the layout arranged."""
    state = new(players, mode)
    arrange(state, **layout)
    return to_night(state, n, seat)


def defended(seat, zombie, stack, defence, spent, destroyed, shield, stacks, farm=0):
    return {
        "type": "zc_defended",
        "seat": seat,
        "farm": farm,
        "zombie": zombie,
        "stack": stack,
        "defence": defence,
        "spent": spent,
        "destroyed": destroyed,
        "shield": shield,
        "stacks": stacks,
    }


def flipped(seat, pile, card):
    return {"type": "zc_flipped", "seat": seat, "pile": pile, "card": card}


def struck(seat, card, event):
    return {"type": "zc_event", "seat": seat, "card": card, "event": event}


def scrap_asked(seat, count):
    return {"type": "zc_scrap_asked", "seat": seat, "count": count}


def farm_changed(seat, farm, how, cards, stacks):
    return {
        "type": "zc_farm",
        "seat": seat,
        "farm": farm,
        "how": how,
        "cards": cards,
        "stacks": stacks,
    }


def zombies(count: int) -> list[int]:
    """The first ``count`` zombie ids (never an event)."""
    ids = [i for i, card in enumerate(C.NIGHT) if not card.is_event][:count]
    assert len(ids) == count
    return ids


# --- dealing -----------------------------------------------------------------------------


def end_the_day(state, n: int) -> list[dict]:
    """Play the last Afternoon turn (or co-op turn) before Night ``n``; return its events."""
    last = state.players - 1
    to_turn(state, last, "day" if state.mode == "coop" else "afternoon")
    state.night = n
    events = []
    for _ in range(2):
        events += play(state, Place(state.hands[last][0], len(state.farms[state.holder(last)])))
    return events + play(state, Draw("deck"))


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("n", [1, 2, 5])
def test_night_n_deals_n_cards_to_each_player_one_round_at_a_time(players, n):
    state = new(players, "competitive")
    top = zombies(n * players)
    arrange(state, night_top=top)
    events = end_the_day(state, n)
    night_events = events[events.index({"type": "zc_night", "night": n}) :]
    assert night_events == [{"type": "zc_night", "night": n}] + [
        {"type": "zc_dealt", "pile": h, "count": n, "total": n} for h in range(players)
    ]
    for h in range(players):
        assert state.piles[h] == [top[r * players + h] for r in range(n)]
    assert (state.phase, state.step, state.current_seat(), state.round) == ("night", "flip", 0, 1)


@pytest.mark.parametrize(("mode", "players"), [("coop", 2), ("coop", 3), ("coop", 4), ("solo", 1)])
@pytest.mark.parametrize("n", [1, 4, 9])
def test_night_n_deals_n_cards_to_the_group_in_co_op_and_solo(mode, players, n):
    state = new(players, mode)
    top = zombies(n)
    arrange(state, night_top=top)
    events = end_the_day(state, n)
    assert events[-2:] == [
        {"type": "zc_night", "night": n},
        {"type": "zc_dealt", "pile": 0, "count": n, "total": n},
    ]
    assert state.piles == [top] and len(state.farms) == 1 and len(state.lives) == 1
    assert state.current_seat() == 0


def test_dead_players_are_dealt_nothing():
    state = new(3, "competitive")
    top = zombies(4)
    arrange(state, night_top=top)
    set_lives(state, 1, 0)
    state.alive[1] = False
    events = end_the_day(state, 2)
    assert events[-3:] == [
        {"type": "zc_night", "night": 2},
        {"type": "zc_dealt", "pile": 0, "count": 2, "total": 2},
        {"type": "zc_dealt", "pile": 2, "count": 2, "total": 2},
    ]
    assert state.piles == [[top[0], top[2]], [], [top[1], top[3]]]


# --- flipping ----------------------------------------------------------------------------


def test_competitive_flips_go_one_card_at_a_time_in_seat_order():
    creepers = night_ids("creeper")
    state = night(3, n=2, piles={0: creepers[0:2], 1: creepers[2:4], 2: creepers[4:6]})
    day_before = state.day
    order = []
    for _ in range(6):
        seat = state.current_seat()
        assert state.legal_actions(seat) == [Flip()]
        assert all(state.legal_actions(s) == [] for s in range(3) if s != seat)
        (flip,) = play(state, Flip())
        order.append((flip["seat"], state.round))
        assert state.legal_actions(seat) == [Endure()]  # an empty Farm stops nothing
        events = play(state, Endure())
        assert events[0]["type"] == "zc_life_lost"
    assert order == [(0, 1), (1, 1), (2, 1), (0, 2), (1, 2), (2, 2)]
    assert [len(x) for x in state.lives] == [2, 2, 2]
    assert events[1:] == [
        {"type": "zc_night_over", "night": 2, "discarded": []},
        {"type": "zc_day", "day": day_before + 1, "night": 3},
        {"type": "zc_turn", "seat": 0, "half": "morning"},
    ]
    assert sorted(state.night_discard) == sorted(creepers)


def test_co_op_players_take_turns_flipping_the_groups_cards_starting_with_player_1():
    creepers = night_ids("creeper")
    state = night(3, "coop", n=4, piles={0: creepers[:4]})
    seats = []
    for _ in range(4):
        seat = state.current_seat()
        seats.append(play(state, Flip())[0]["seat"])
        assert state.current_seat() == seat and state.legal_actions(seat) == [Endure()]
        play(state, Endure())
    assert seats == [0, 1, 2, 0]
    assert state.lives == [state.lives[0]] and len(state.lives[0]) == 1
    assert state.phase == "day" and state.night == 5
    # the next Night starts with Player 1 again
    while state.phase == "day":
        seat = state.current_seat()
        play(state, Place(state.hands[seat][0], len(state.farms[0])))
        play(state, Place(state.hands[seat][0], len(state.farms[0])))
        play(state, Draw("deck"))
    assert state.phase == "night" and state.current_seat() == 0 and len(state.piles[0]) == 5


# --- defending ---------------------------------------------------------------------------


def one_zombie(zombie: str, *stacks: list[str], players=2, mode="competitive"):
    """Seat 0 has flipped ``zombie``; its Farm holds the given stacks (seat 1 has a card)."""
    pool = Pool()
    farm = pool.stacks(*stacks)
    z = pool.zombie(zombie)
    piles = {0: [z]}
    if mode == "competitive":
        piles[1] = [pool.zombie("creeper")]
    state = night(players, mode, farms={0: farm}, piles=piles)
    assert play(state, Flip()) == [flipped(0, 0, z)]
    assert state.revealed == z and state.step == "defend"
    return state, farm, z, pool


@pytest.mark.parametrize(
    ("zombie", "stack", "defence"),
    [
        ("chomper", ["hay", "hay", "hay"], "hay"),
        ("creeper", ["hay", "hay", "hay"], "hay"),
        ("chomper", ["scarecrow"], "scarecrow"),
        ("floater", ["scarecrow"], "scarecrow"),
        ("crawler", ["flamethrower", "fuel"], "flamethrower"),
        ("raider", ["fuel", "fuel", "flamethrower"], "flamethrower"),
    ],
)
def test_lasting_defences_stop_a_zombie_and_stay_on_the_farm(zombie, stack, defence):
    state, farm, z, _ = one_zombie(zombie, ["shield"], stack)
    events = play(state, Defend(1))
    assert events == [defended(0, z, 1, defence, [], [], -1, farm)]
    assert state.farms[0] == farm and state.day_discard == []
    assert state.night_discard == [z] and state.revealed is None
    assert [len(x) for x in state.lives] == [5, 5]
    assert (state.current_seat(), state.step) == (1, "flip")  # play moves to the next player


def test_a_shotgun_spends_exactly_one_ammo_per_zombie():
    pool = Pool()
    farm = pool.stacks(["shotgun", "ammo", "ammo", "ammo"])
    z, *more = pool.night("biter", 4)
    state = night(2, n=4, farms={0: farm}, piles={0: [z, *more]})
    shotgun, a1, a2, a3 = farm[0]
    play(state, Flip())
    assert play(state, Defend(0)) == [
        defended(0, z, 0, "shotgun", [a1], [], -1, [[shotgun, a2, a3]])
    ]
    assert state.day_discard == [a1]
    # more zombies: one Ammo each, then the empty Shotgun stops nothing
    for spent, left in ((a2, [shotgun, a3]), (a3, [shotgun])):
        play(state, Flip())
        assert play(state, Defend(0))[0]["spent"] == [spent]
        assert state.farms[0] == [left]
    play(state, Flip())
    assert state.legal_actions(0) == [Endure()]
    refused(state, Defend(0), "incomplete")


def test_a_booby_trap_stops_one_zombie_and_is_discarded():
    state, farm, z, _ = one_zombie("crawler", ["trap"], ["trap"])
    assert play(state, Defend(1)) == [defended(0, z, 1, "trap", farm[1], [], -1, [farm[0]])]
    assert state.farms[0] == [farm[0]] and state.day_discard == farm[1]


def test_wolr_stops_anything_and_discards_itself_and_the_whole_farm():
    state, farm, z, _ = one_zombie(
        "thunder", ["hay", "hay", "hay"], ["wolr"], ["shotgun", "ammo"], ["shield"], ["wolr"]
    )
    other = Pool()
    other.used_day = {c for s in farm for c in s}
    seat1_farm = other.stacks(["scarecrow"], ["trap"])
    state.farms[1] = seat1_farm
    state.day_deck = [c for c in state.day_deck if c not in farm_cards(seat1_farm)]
    check_accounting(state)
    legal = state.legal_actions(0)
    assert legal == [Defend(1), Defend(4), Endure()]  # no Shield can save a W.O.L.R.
    rest = [c for i in (0, 2, 3, 4) for c in farm[i]]
    assert play(state, Defend(1)) == [defended(0, z, 1, "wolr", farm[1], rest, -1, [])]
    assert state.farms == [[], seat1_farm]  # the other Farm is untouched
    assert sorted(state.day_discard) == farm_cards(farm)


@pytest.mark.parametrize("zombie", ["clucker", "kablooey", "walker"])
def test_an_exploding_zombie_destroys_the_whole_stack_used(zombie):
    stacks = {
        "clucker": (["hay", "hay", "hay"], "hay"),
        "kablooey": (["shotgun", "ammo", "ammo"], "shotgun"),
        "walker": (["shotgun", "ammo"], "shotgun"),
    }
    stack, defence = stacks[zombie]
    state, farm, z, _ = one_zombie(zombie, ["scarecrow"], stack, ["shield"])
    spent = farm[1][1:2] if defence == "shotgun" else []
    destroyed = [c for c in farm[1] if c not in spent]
    assert play(state, Defend(1)) == [
        defended(0, z, 1, defence, spent, destroyed, -1, [farm[0], farm[2]])
    ]
    assert sorted(state.day_discard) == sorted(farm[1])


@pytest.mark.parametrize(
    ("zombie", "stack", "defence"),
    [
        ("clucker", ["hay", "hay", "hay"], "hay"),
        ("kablooey", ["shotgun", "ammo", "ammo"], "shotgun"),
        ("crawler", ["flamethrower", "fuel"], "flamethrower"),
        ("blaster", ["scarecrow"], "scarecrow"),
    ],
)
def test_a_shield_is_discarded_instead_of_the_stack(zombie, stack, defence):
    if zombie == "crawler":
        zombie = "clucker"  # an exploding zombie a Flamethrower can stop
    state, farm, z, _ = one_zombie(zombie, stack, ["shield"], ["shield"])
    legal = state.legal_actions(0)
    assert legal == [Defend(0), Defend(0, 1), Defend(0, 2), Endure()]
    spent = farm[0][1:2] if defence == "shotgun" else []
    kept = [c for c in farm[0] if c not in spent]
    shield = farm[2][0]
    assert play(state, Defend(0, 2)) == [
        defended(0, z, 0, defence, spent, [], shield, [kept, farm[1]])
    ]
    assert state.farms[0] == [kept, farm[1]]
    assert sorted(state.day_discard) == sorted(spent + [shield])


@pytest.mark.parametrize("single", ["trap", "wolr"])
def test_a_shield_cannot_save_a_single_use_card(single):
    state, farm, z, _ = one_zombie("clucker", [single], ["shield"])
    assert state.legal_actions(0) == [Defend(0), Endure()]
    refused(state, Defend(0, 1), "Shield only")
    events = play(state, Defend(0))
    if single == "trap":
        assert events == [defended(0, z, 0, "trap", farm[0], [], -1, [farm[1]])]
        assert state.farms[0] == [farm[1]]  # the Shield is kept for later
    else:
        assert events == [defended(0, z, 0, "wolr", farm[0], farm[1], -1, [])]


def test_shields_are_offered_only_against_exploding_zombies():
    state, _farm, _z, _ = one_zombie("chomper", ["hay", "hay", "hay"], ["shield"])
    assert state.legal_actions(0) == [Defend(0), Endure()]
    refused(state, Defend(0, 1), "Shield only")
    refused(state, Defend(1), "stops nothing")


def test_enduring_a_zombie_costs_one_life_card():
    state, farm, z, _ = one_zombie("chomper", ["hay", "hay", "hay"])
    life = state.lives[0][-1]
    assert Endure() in state.legal_actions(0)  # declining is always allowed (FAQ)
    assert play(state, Endure()) == [
        {"type": "zc_life_lost", "seat": 0, "holder": 0, "zombie": z, "card": life, "left": 4}
    ]
    assert state.life_discard == [life] and len(state.lives[0]) == 4 and len(state.lives[1]) == 5
    assert state.farms[0] == farm and state.night_discard == [z]
    assert (state.current_seat(), state.step) == (1, "flip")


# --- the rulebook's Night examples -------------------------------------------------------


def test_example_1_an_invisible_zombie_is_stopped_by_a_hay_wall():
    state, farm, z, _ = one_zombie(
        "creeper", ["shotgun", "ammo"], ["flamethrower", "fuel"], ["hay", "hay", "hay"]
    )
    assert state.legal_actions(0) == [Defend(2), Endure()]
    play(state, Defend(2))
    assert state.night_discard == [z] and state.farms[0] == farm
    assert (state.current_seat(), state.step) == (1, "flip")


def test_example_2_a_flying_fireproof_zombie_is_shot_using_one_ammo():
    state, farm, z, _ = one_zombie(
        "biter",
        ["hay", "hay", "hay"],
        ["trap"],
        ["flamethrower", "fuel"],
        ["shotgun", "ammo", "ammo"],
    )
    assert set(C.NIGHT[z].traits) == {"flying", "fireproof"}
    assert state.legal_actions(0) == [Defend(3), Endure()]
    play(state, Defend(3))
    assert state.farms[0] == farm[:3] + [[farm[3][0], farm[3][2]]]
    assert state.day_discard == [farm[3][1]] and state.night_discard == [z]
    assert state.current_seat() == 1


def test_example_3_a_scarecrow_stops_a_timid_exploding_zombie_and_is_lost():
    state, farm, z, _ = one_zombie(
        "blaster",
        ["shotgun", "ammo", "ammo", "ammo"],
        ["scarecrow"],
        ["hay", "hay", "hay"],
        ["trap"],
    )
    assert set(C.NIGHT[z].traits) == {"flying", "timid", "exploding"}
    assert state.legal_actions(0) == [Defend(0), Defend(1), Endure()]
    play(state, Defend(1))
    assert state.farms[0] == [farm[0], farm[2], farm[3]]  # the 4-card Shotgun stack is safe
    assert state.day_discard == farm[1] and state.night_discard == [z]


def test_example_4_an_invisible_zombie_gets_past_a_shotgun_and_a_flamethrower():
    state, farm, z, _ = one_zombie("creeper", ["shotgun", "ammo"], ["flamethrower"])
    assert state.legal_actions(0) == [Endure()]
    refused(state, Defend(0), "can't stop a Creeper")
    refused(state, Defend(1), "incomplete")
    play(state, Endure())
    assert len(state.lives[0]) == 4 and state.farms[0] == farm


@pytest.mark.parametrize("zombie", ["walker", "thunder", "chomper", "sneaker", "boomer"])
def test_every_offered_defence_works_and_does_what_the_table_says(zombie):
    """Apply each offered Defend to a copy of the position: all succeed, each as expected."""
    layout = [
        ["hay", "hay", "hay"],
        ["scarecrow"],
        ["shotgun", "ammo", "ammo"],
        ["flamethrower", "fuel"],
        ["trap"],
        ["wolr"],
        ["shield"],
    ]
    names = ["hay", "scarecrow", "shotgun", "flamethrower", "trap", "wolr"]
    state, farm, z, _ = one_zombie(zombie, *layout)
    traits = set(C.NIGHT[z].traits)
    defends = [a for a in state.legal_actions(0) if isinstance(a, Defend)]
    assert {a.stack for a in defends} == {
        i for i, d in enumerate(names) if expected_stops(d, traits)
    }
    for action in defends:
        copy, farm2, _, _ = one_zombie(zombie, *layout)
        (event,) = play(copy, action)
        assert event["defence"] == names[action.stack]
        exploding = "exploding" in traits
        left = farm_cards(copy.farms[0])
        if names[action.stack] == "wolr":
            assert left == []
        elif names[action.stack] == "trap" or (exploding and action.shield == -1):
            assert not set(farm2[action.stack]) & set(left)
        else:
            assert farm2[action.stack][0] in left
        if action.shield != -1:
            assert farm2[6][0] not in left


# --- events ------------------------------------------------------------------------------


def event_id(key: str) -> int:
    (card,) = night_ids(key)
    return card


def test_tornado_each_player_discards_3_cards_of_their_choice_starting_with_the_flipper():
    pool = Pool()
    f1 = pool.stacks(["hay", "hay", "hay"], ["trap"])
    f2 = pool.stacks(["scarecrow"], ["shield"])
    tornado = event_id("tornado")
    creeper = pool.zombie("creeper")
    # Round 1 of Night 1: seat 0 has flipped already; seat 1 flips the Tornado
    state = night(3, n=1, seat=1, farms={1: f1, 2: f2}, piles={1: [tornado], 2: [creeper]})
    assert play(state, Flip()) == [
        flipped(1, 1, tornado),
        struck(1, tornado, "tornado"),
        scrap_asked(1, 3),
    ]
    assert state.night_discard == [tornado] and state.step == "scrap"
    legal = state.legal_actions(1)
    assert legal == sorted((Scrap(c) for c in farm_cards(f1)), key=lambda a: a.sort_key())
    assert state.legal_actions(0) == [] and state.legal_actions(2) == []
    refused(state, Scrap(f2[0][0]), "not on your Farm")
    trap, (h1, h2, h3) = f1[1][0], f1[0]
    assert play(state, Scrap(trap)) == [
        farm_changed(1, 1, "scrap", [trap], [[h1, h2, h3]]),
        scrap_asked(1, 2),
    ]
    assert play(state, Scrap(h2)) == [
        farm_changed(1, 1, "scrap", [h2], [[h1, h3]]),
        scrap_asked(1, 1),
    ]
    # seat 1 is done; seat 2 has only 2 cards, so discards 2
    assert play(state, Scrap(h1)) == [farm_changed(1, 1, "scrap", [h1], [[h3]]), scrap_asked(2, 2)]
    assert state.current_seat() == 2 and state.legal_actions(1) == []
    play(state, Scrap(f2[1][0]))
    # seat 0's Farm is empty: skipped; play moves on to seat 2's flip
    events = play(state, Scrap(f2[0][0]))
    assert events == [farm_changed(2, 2, "scrap", f2[0], [])]
    assert state.farms == [[], [[h3]], []]
    assert sorted(state.day_discard) == sorted([trap, h1, h2] + f2[0] + f2[1])
    assert (state.current_seat(), state.step) == (2, "flip")


def test_lightning_storm_each_player_discards_2_in_order_from_the_flipper_round_the_table():
    pool = Pool()
    farms = {
        0: pool.stacks(["hay"]),
        1: pool.stacks(["hay", "hay"], ["scarecrow"]),
        2: pool.stacks(["trap"], ["wolr"], ["shield"]),
    }
    storm = event_id("lightning")
    state = night(3, n=1, seat=2, farms=farms, piles={2: [storm]})
    events = play(state, Flip())
    assert events[-1] == scrap_asked(2, 2)
    seats = []
    while state.step == "scrap":
        seat = state.current_seat()
        seats.append(seat)
        events = play(state, Scrap(state.farms[seat][0][0]))
    assert seats == [2, 2, 0, 1, 1]  # seat 0 has just 1 card, so it discards 1
    assert [sum(map(len, f)) for f in state.farms] == [0, 1, 1]
    # the storm was the round's last card: Night 1 ends
    assert [e["type"] for e in events[-3:]] == ["zc_night_over", "zc_day", "zc_turn"]


def test_a_tornado_skips_players_who_are_out():
    pool = Pool()
    farms = {0: pool.stacks(["hay"]), 1: pool.stacks(["hay"]), 2: pool.stacks(["hay"])}
    state = night(
        3, n=1, seat=1, farms=farms, piles={1: [event_id("tornado")], 2: [pool.zombie("creeper")]}
    )
    set_lives(state, 0, 0)
    state.alive[0] = False
    play(state, Flip())
    play(state, Scrap(farms[1][0][0]))
    events = play(state, Scrap(farms[2][0][0]))
    assert state.farms[0] == farms[0]  # the fallen farmer's Farm stays (for the tie-break)
    assert events == [farm_changed(2, 2, "scrap", farms[2][0], [])]
    assert (state.current_seat(), state.step) == (2, "flip")


@pytest.mark.parametrize(("key", "extra"), [("blood_moon", 3), ("solstice", 2)])
def test_blood_moon_and_winter_solstice_deal_more_cards_to_each_living_player(key, extra):
    creepers = night_ids("creeper")
    top = [c for c in zombies(12) if c not in creepers][: 2 * extra]
    event = event_id(key)
    state = night(3, n=2, piles={0: [event, creepers[0]], 1: creepers[1:3]}, night_top=top)
    set_lives(state, 2, 0)
    state.alive[2] = False
    assert play(state, Flip()) == [
        flipped(0, 0, event),
        struck(0, event, key),
        {"type": "zc_dealt", "pile": 0, "count": extra, "total": 1 + extra},
        {"type": "zc_dealt", "pile": 1, "count": extra, "total": 2 + extra},
    ]
    assert state.piles == [
        [creepers[0]] + top[0::2],
        creepers[1:3] + top[1::2],
        [],
    ]
    assert (state.current_seat(), state.step) == (1, "flip")


@pytest.mark.parametrize(("key", "extra"), [("blood_moon", 3), ("solstice", 2)])
def test_in_co_op_the_group_is_dealt_the_extra_cards_once(key, extra):
    top = zombies(extra)
    event = event_id(key)
    state = night(4, "coop", n=5, piles={0: [event]}, night_top=top)
    assert play(state, Flip())[2:] == [
        {"type": "zc_dealt", "pile": 0, "count": extra, "total": extra}
    ]
    assert state.piles == [top] and state.current_seat() == 1  # the next player flips next


def test_squirrel_stampede_discards_every_booby_trap():
    pool = Pool()
    f0 = pool.stacks(["trap"], ["hay", "hay"], ["trap"], ["scarecrow"])
    f1 = pool.stacks(["trap"])
    event = event_id("stampede")
    state = night(2, farms={0: f0, 1: f1}, piles={0: [event], 1: [pool.zombie("creeper")]})
    assert play(state, Flip()) == [
        flipped(0, 0, event),
        struck(0, event, "stampede"),
        farm_changed(0, 0, "purge", f0[0] + f0[2], [f0[1], f0[3]]),
        farm_changed(0, 1, "purge", f1[0], []),
    ]
    assert state.farms == [[f0[1], f0[3]], []]
    assert sorted(state.day_discard) == sorted(f0[0] + f0[2] + f1[0])
    assert (state.current_seat(), state.step) == (1, "flip")


def test_heavy_rainfall_discards_every_flamethrower_and_fuel_even_incomplete():
    pool = Pool()
    f0 = pool.stacks(
        ["flamethrower", "fuel", "fuel"], ["shotgun", "ammo"], ["fuel"], ["flamethrower"]
    )
    f1 = pool.stacks(["hay", "hay", "hay"])
    event = event_id("rainfall")
    state = night(2, seat=1, farms={0: f0, 1: f1}, piles={1: [event]})
    events = play(state, Flip())
    gone = f0[0] + f0[2] + f0[3]
    assert events[:3] == [
        flipped(1, 1, event),
        struck(1, event, "rainfall"),
        farm_changed(1, 0, "purge", gone, [f0[1]]),
    ]
    assert events[3]["type"] == "zc_night_over"  # no Farm event for a Farm with nothing to lose
    assert state.farms == [[f0[1]], f1]
    assert sorted(state.day_discard) == sorted(gone)


def test_silent_night_discards_every_unflipped_card_and_ends_the_night():
    creepers = night_ids("creeper")
    silent = event_id("silent_night")
    state = night(2, n=3, piles={0: [silent] + creepers[:2], 1: creepers[2:5]})
    day = state.day
    events = play(state, Flip())
    assert events == [
        flipped(0, 0, silent),
        struck(0, silent, "silent_night"),
        {"type": "zc_night_over", "night": 3, "discarded": creepers[:5]},
        {"type": "zc_day", "day": day + 1, "night": 4},
        {"type": "zc_turn", "seat": 0, "half": "morning"},
    ]
    assert state.piles == [[], []] and sorted(state.night_discard) == sorted(
        [silent] + creepers[:5]
    )
    assert [len(x) for x in state.lives] == [5, 5]


def test_events_in_co_op_treat_the_group_as_one_player():
    pool = Pool()
    farm = pool.stacks(["hay", "hay", "hay"], ["trap"], ["trap"], ["scarecrow"])
    tornado, stampede = event_id("tornado"), event_id("stampede")
    creeper = pool.zombie("creeper")
    state = night(3, "coop", n=3, piles={0: [creeper, tornado, stampede]}, farms={0: farm})
    play(state, Flip())
    play(state, Endure())
    # Player 2 flips the Tornado and chooses 3 cards in all for the group
    assert play(state, Flip())[-1] == scrap_asked(1, 3)
    for card in (farm[0][0], farm[0][1], farm[3][0]):
        assert state.current_seat() == 1
        assert all(state.legal_actions(s) == [] for s in (0, 2))
        play(state, Scrap(card))
    assert state.farms[0] == [[farm[0][2]], farm[1], farm[2]]
    assert (state.current_seat(), state.step) == (2, "flip")
    events = play(state, Flip())
    assert events[2] == farm_changed(2, 0, "purge", farm[1] + farm[2], [[farm[0][2]]])


# --- empty decks -------------------------------------------------------------------------


def test_an_empty_day_deck_is_refilled_by_shuffling_the_discards():
    state = new(2, "competitive")
    arrange(state, day_deck=[])
    to_turn(state, 0, queue=[(1, "morning")])
    before = len(state.day_discard)
    hand = list(state.hands[0])
    play(state, Place(hand[0], 0))
    play(state, Place(hand[1], 1))
    events = play(state, Draw("deck"))
    assert events[0] == {"type": "zc_reshuffled", "deck": "day", "count": before}
    assert events[1]["type"] == "zc_drawn" and len(events[1]["cards"]) == 2
    assert state.day_discard == [] and len(state.day_deck) == before - 2
    assert len(state.hands[0]) == 5


def test_a_discard_into_an_empty_deck_is_shuffled_back_before_the_replacement():
    state = new(2, "competitive")
    arrange(state, day_deck=[])
    to_turn(state, 0)
    before = len(state.day_discard)
    events = play(state, Discard(state.hands[0][0]))
    assert events[0]["type"] == "zc_discarded"
    assert events[1] == {"type": "zc_reshuffled", "deck": "day", "count": before + 1}
    assert events[2]["source"] == "replace" and len(state.hands[0]) == 5


def test_refilling_the_face_up_pair_reshuffles_when_the_deck_runs_out():
    state = new(2, "competitive")
    pool = Pool()
    last = pool.one("wolr")
    arrange(state, day_deck=[last])
    to_turn(state, 0, queue=[(1, "morning")])
    hand = list(state.hands[0])
    face_up = list(state.face_up)
    play(state, Place(hand[0], 0))
    play(state, Place(hand[1], 1))
    events = play(state, Draw("face_up"))
    assert [e["type"] for e in events] == ["zc_drawn", "zc_reshuffled", "zc_face_up", "zc_turn"]
    assert events[0]["cards"] == face_up
    assert events[2]["cards"][0] == last and len(state.face_up) == 2


def test_with_both_day_piles_empty_fewer_cards_are_drawn():
    state = new(2, "competitive")
    pool = Pool()
    hand = pool.day("hay", 5)
    face = [pool.one("trap"), pool.one("trap")]
    rest = [c for c in range(96) if c not in hand + face]
    arrange(
        state,
        hands={0: hand, 1: rest[:5]},
        face_up=face,
        farms={1: [[c] for c in rest[5:]]},
        day_deck=[],
    )
    assert state.day_deck == [] and state.day_discard == []
    to_turn(state, 0, queue=[(1, "morning")])
    play(state, Place(hand[0], 0))
    play(state, Place(hand[1], 0))
    events = play(state, Draw("deck"))
    assert events[0] == {
        "type": "zc_drawn",
        "seat": 0,
        "cards": [],
        "source": "deck",
        "public": False,
    }
    assert len(state.hands[0]) == 3


def test_an_empty_night_deck_is_refilled_by_shuffling_the_night_discards():
    state = new(2, "competitive")
    arrange(state, night_deck=[])
    assert len(state.night_discard) == NIGHT_CARDS
    events = end_the_day(state, 2)
    assert events[-4:] == [
        {"type": "zc_night", "night": 2},
        {"type": "zc_reshuffled", "deck": "night", "count": NIGHT_CARDS},
        {"type": "zc_dealt", "pile": 0, "count": 2, "total": 2},
        {"type": "zc_dealt", "pile": 1, "count": 2, "total": 2},
    ]
    assert state.night_discard == [] and len(state.night_deck) == NIGHT_CARDS - 4


def test_the_night_deck_reshuffles_in_the_middle_of_a_deal():
    state = new(2, "competitive")
    (last,) = zombies(1)
    arrange(state, night_deck=[last])
    events = end_the_day(state, 1)
    assert events[-4:-2] == [
        {"type": "zc_night", "night": 1},
        {"type": "zc_reshuffled", "deck": "night", "count": NIGHT_CARDS - 1},
    ]
    assert state.piles[0] == [last] and len(state.piles[1]) == 1


def test_blood_moon_reshuffles_the_night_discards_including_itself():
    event = event_id("blood_moon")
    state = night(2, piles={0: [event]}, night_deck=[])
    count = len(state.night_discard) + 1
    events = play(state, Flip())
    assert events[2] == {"type": "zc_reshuffled", "deck": "night", "count": count}
    assert [len(p) for p in state.piles] == [3, 3]
