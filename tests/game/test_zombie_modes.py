"""Zombie Chickens' three ways to end: the competitive last farmer standing (with the
fairness rule and its tie-breaks), the co-op group (shared Farm, shared lives, trading)
and the solo game, with the rulebook's title tables.
"""

from __future__ import annotations

from itertools import combinations

import pytest

from game.zombie import cards as C
from game.zombie.actions import Answer, Decline, Defend, Discard, Draw, Endure, Flip, Offer, Place
from tests.game.zombie_helpers import (
    Pool,
    arrange,
    new,
    night_ids,
    play,
    refused,
    set_lives,
    to_night,
    to_turn,
)

# The rulebook's title tables, written out: (night died on, title) for every Night played.
COOP_TITLES = {
    2: {1: "Chicken Feed", 2: "Chicken Feed", 3: "Chicken Feed", 4: "Chicken Feed",
        5: "Early Eggs-it", 6: "Hen-orable Mention", 7: "Special Forces"},
    3: {3: "Chicken Feed", 4: "Chicken Feed", 5: "Chicken Feed", 6: "Chicken Feed",
        7: "Early Eggs-it", 8: "Hen-orable Mention", 9: "Special Forces"},
    4: {5: "Chicken Feed", 6: "Chicken Feed", 7: "Chicken Feed", 8: "Chicken Feed",
        9: "Early Eggs-it", 10: "Hen-orable Mention", 11: "Special Forces"},
}  # fmt: skip
SOLO_TITLES = {
    1: "Bird Brain",
    2: "Bird Brain",
    3: "Bird Brain",
    4: "Easy Pickins",
    5: "Better Cluck Next Time",
    6: "Hard to Kill",
    7: "Survivalist",
}
COOP_SURVIVED, SOLO_SURVIVED = "Team Terminator", "Zombie Slayer"
ENDS = {("coop", 2): 7, ("coop", 3): 9, ("coop", 4): 11, ("solo", 1): 7}


def zombies(count: int) -> list[int]:
    ids = [i for i, card in enumerate(C.NIGHT) if not card.is_event][:count]
    assert len(ids) == count
    return ids


def over(events: list[dict]) -> dict:
    last = events[-1]
    assert last["type"] == "zc_over", events
    return last


def assert_finished(state, winner, title) -> None:
    assert state.is_over() and state.current_seat() is None
    assert (state.winner, state.title) == (winner, title)
    assert all(state.legal_actions(s) == [] for s in range(state.players))
    result = state.result()
    assert (result["winner"], result["title"], result["mode"]) == (winner, title, state.mode)


def endure(state) -> list[dict]:
    play(state, Flip())
    return play(state, Endure())


# --- competitive -------------------------------------------------------------------------


def test_the_last_farmer_standing_wins():
    z = zombies(3)
    state = new(3, "competitive")
    arrange(state, piles={0: [z[0]], 1: [z[1]], 2: [z[2]]})
    to_night(state, 1)
    set_lives(state, 0, 1)
    set_lives(state, 1, 1)
    events = endure(state)
    assert events[1:] == [{"type": "zc_out", "seat": 0, "night": 1, "discarded": []}]
    assert state.alive == [False, True, True] and not state.is_over()
    assert state.current_seat() == 1
    endure(state)
    assert state.alive == [False, False, True] and not state.is_over()
    events = endure(state)  # the survivor still plays the round's card (fairness)
    assert over(events) | {"reason": ""} == {
        "type": "zc_over",
        "winner": 2,
        "title": None,
        "night": 1,
        "reason": "",
    }
    assert "last farmer standing" in over(events)["reason"]
    assert_finished(state, 2, None)
    assert state.result()["lives"] == [0, 0, 3]


def fairness_position(seat1_lives: int, farm0: list[str], farm1: list[str]):
    """The rulebook's example: Night 5 of a 2-player game, Player 1 has 1 Life card left.

    Round 1: Player 1 flips a harmless event, Player 2 endures a zombie. Round 2: Player 1
    endures their 2nd card and dies.
    """
    pool = Pool()
    z = zombies(9)
    stampede = night_ids("stampede")[0]
    state = new(2, "competitive")
    arrange(
        state,
        piles={0: [stampede] + z[:4], 1: z[4:9]},
        farms={0: pool.stacks(*[[k] for k in farm0]), 1: pool.stacks(*[[k] for k in farm1])},
    )
    to_night(state, 5)
    set_lives(state, 0, 1)
    set_lives(state, 1, seat1_lives)
    play(state, Flip())  # the stampede: nothing to purge
    endure(state)
    events = endure(state)
    assert events[-1] == {"type": "zc_out", "seat": 0, "night": 5, "discarded": z[1:4]}
    assert set(z[1:4]) <= set(state.night_discard)
    assert state.piles[0] == [] and state.alive == [False, True]
    # Player 2 still plays their 2nd card of Night 5
    assert not state.is_over()
    assert (state.current_seat(), state.step, state.round) == (1, "flip", 2)
    return state


def test_fairness_player_2_plays_their_card_and_wins_if_they_survive_it():
    state = fairness_position(5, ["hay"], [])
    events = endure(state)
    assert over(events)["winner"] == 1 and len(state.lives[1]) == 3
    assert len(state.piles[1]) == 3  # the rest of the Night is not needed
    assert_finished(state, 1, None)


def test_fairness_a_tie_goes_to_the_most_farm_cards():
    state = fairness_position(2, ["hay", "hay"], ["scarecrow"])
    events = endure(state)
    assert [e["type"] for e in events] == ["zc_life_lost", "zc_out", "zc_over"]
    assert over(events)["winner"] == 0 and "most Farm cards" in over(events)["reason"]
    assert_finished(state, 0, None)

    state = fairness_position(2, ["wolr"], ["shotgun", "ammo"])
    assert over(endure(state))["winner"] == 1


def test_fairness_a_full_tie_means_the_zombies_win():
    state = fairness_position(2, ["hay"], ["scarecrow"])
    events = endure(state)
    assert over(events)["winner"] is None and "zombies win" in over(events)["reason"]
    assert_finished(state, None, None)


def test_when_player_2_dies_first_player_1_has_already_played_the_round_and_wins():
    z = zombies(4)
    state = new(2, "competitive")
    arrange(state, piles={0: z[:2], 1: z[2:]})
    to_night(state, 2)
    set_lives(state, 1, 1)
    endure(state)
    events = endure(state)
    assert [e["type"] for e in events] == ["zc_life_lost", "zc_out", "zc_night_left", "zc_over"]
    assert events[2] == {"type": "zc_night_left", "pile": 0, "cards": z[1:2]}  # never flipped
    assert_finished(state, 0, None)


def test_only_the_players_who_fell_in_the_last_round_tie():
    pool = Pool()
    z = zombies(4)
    state = new(3, "competitive")
    big = pool.stacks(*[["hay"]] * 8)
    arrange(
        state,
        piles={1: z[:2], 2: z[2:]},
        farms={0: big, 1: pool.stacks(["hay"]), 2: pool.stacks(["trap"], ["trap"])},
    )
    set_lives(state, 0, 0)
    state.alive[0] = False  # out since an earlier Night, with the biggest Farm
    to_night(state, 2, seat=1)
    set_lives(state, 1, 1)
    set_lives(state, 2, 1)
    endure(state)
    events = endure(state)
    assert over(events)["winner"] == 2
    assert_finished(state, 2, None)


def test_a_fallen_player_takes_no_more_day_turns_and_gets_no_night_cards():
    z = zombies(3)
    state = new(3, "competitive")
    arrange(state, piles={0: [z[0]], 1: [z[1]], 2: [z[2]]})
    to_night(state, 1)
    set_lives(state, 1, 1)
    hand1 = list(state.hands[1])
    endure(state)
    endure(state)
    events = endure(state)
    assert [e["type"] for e in events[-3:]] == ["zc_night_over", "zc_day", "zc_turn"]
    assert events[-1] == {"type": "zc_turn", "seat": 0, "half": "morning"}
    turns = [(0, "morning")]
    while state.phase == "day":
        seat = state.current_seat()
        assert seat != 1 and state.legal_actions(1) == []
        play(state, Place(state.hands[seat][0], len(state.farms[seat])))
        play(state, Place(state.hands[seat][0], len(state.farms[seat])))
        events = play(state, Draw("deck"))
        turns += [(e["seat"], e["half"]) for e in events if e["type"] == "zc_turn"]
    assert turns == [(0, "morning"), (2, "morning"), (0, "afternoon"), (2, "afternoon")]
    dealt = [e for e in events if e["type"] == "zc_dealt"]
    assert [(e["pile"], e["count"]) for e in dealt] == [(0, 2), (2, 2)]
    assert state.piles[1] == [] and state.hands[1] == hand1  # the fallen keep their hand


def test_competitive_games_have_no_end_night_or_titles():
    state = new(4, "competitive")
    assert state.end_night is None
    assert C.title("competitive", 4, 3) is None and C.title("competitive", 2, None) is None


# --- co-op ---------------------------------------------------------------------------------


def test_co_op_players_build_one_shared_farm():
    state = new(3, "coop")
    assert len(state.farms) == 1 and [len(x) for x in state.lives] == [5]
    first = state.hands[0][0]
    events = play(state, Place(first, 0))
    assert events[0]["farm"] == 0 and state.farms == [[[first]]]
    play(state, Place(state.hands[0][0], 1))
    play(state, Draw("deck"))
    assert state.current_seat() == 1 and state.half == "day"
    card = state.hands[1][0]
    target = len(state.farms[0])
    events = play(state, Place(card, target))
    assert events[0] | {"stacks": None} == {
        "type": "zc_farm",
        "seat": 1,
        "farm": 0,
        "how": "place",
        "cards": [card],
        "stacks": None,
    }
    assert state.farms[0][-1] == [card] and len(state.farms) == 1
    assert state.view(2)["holder"] == 0 and state.view(1)["farms"] == state.farms


def test_co_op_players_share_five_life_cards():
    creepers = night_ids("creeper")
    state = new(2, "coop")
    arrange(state, piles={0: creepers[:2]})
    to_night(state, 2)
    assert endure(state)[0]["holder"] == 0
    events = endure(state)
    assert events[0] | {"card": 0, "zombie": 0} == {
        "type": "zc_life_lost",
        "seat": 1,
        "holder": 0,
        "zombie": 0,
        "card": 0,
        "left": 3,
    }
    assert len(state.lives) == 1 and len(state.life_discard) == 2


def trade_position(players: int = 3, **options):
    state = new(players, "coop", **options)
    pool = Pool()
    hands = {
        s: pool.day(kind, 5)
        for s, kind in zip(range(players), ("hay", "ammo", "trap", "fuel"), strict=False)
    }
    arrange(state, hands=hands)
    to_turn(state, 0, "day", queue=[(s, "day") for s in range(1, players)])
    return state, hands


def test_an_accepted_offer_swaps_the_cards_and_every_hand_stays_at_five():
    state, hands = trade_position()
    given = tuple(hands[0][:2])
    offers = [a for a in state.legal_actions(0) if isinstance(a, Offer)]
    assert len(offers) == 2 * 31  # each teammate, any non-empty set of cards
    assert play(state, Offer(1, given)) == [
        {"type": "zc_offered", "seat": 0, "to_seat": 1, "cards": list(given), "public": False}
    ]
    assert state.current_seat() == 1 and state.legal_actions(0) == []
    answers = state.legal_actions(1)
    assert set(answers) == {Answer(c) for c in combinations(sorted(hands[1]), 2)} | {Decline()}
    back = (hands[1][0], hands[1][4])
    assert play(state, Answer(back)) == [
        {
            "type": "zc_traded",
            "seat": 0,
            "to_seat": 1,
            "given": list(given),
            "received": list(back),
            "public": False,
        }
    ]
    assert state.hands[0] == hands[0][2:] + list(back)
    assert Answer(back) in answers
    assert state.hands[1] == hands[1][1:4] + list(given)
    assert [len(h) for h in state.hands] == [5, 5, 5]
    assert (state.current_seat(), state.step, state.placed) == (0, "discard", 0)


def test_a_declined_offer_changes_nothing_but_uses_up_that_offer():
    state, hands = trade_position()
    play(state, Offer(2, tuple(hands[0])))
    assert play(state, Decline()) == [
        {
            "type": "zc_traded",
            "seat": 0,
            "to_seat": 2,
            "given": hands[0],
            "received": [],
            "public": False,
        }
    ]
    assert state.hands == [hands[0], hands[1], hands[2]]
    offers = {a.to_seat for a in state.legal_actions(0) if isinstance(a, Offer)}
    assert offers == {1}  # one offer per teammate per turn
    refused(state, Offer(2, (hands[0][0],)), "already")
    play(state, Offer(1, (hands[0][0],)))
    play(state, Answer((hands[1][0],)))
    assert not [a for a in state.legal_actions(0) if isinstance(a, Offer)]


def test_offers_come_only_before_placing_and_reset_each_turn():
    state, hands = trade_position()
    play(state, Offer(1, (hands[0][0],)))
    play(state, Decline())
    play(state, Place(hands[0][1], 0))
    assert not [a for a in state.legal_actions(0) if isinstance(a, Offer)]
    refused(state, Offer(2, (hands[0][2],)), "before you place")
    play(state, Place(hands[0][2], 0))
    play(state, Draw("deck"))
    # Player 2's turn: they may offer to both teammates
    assert {a.to_seat for a in state.legal_actions(1) if isinstance(a, Offer)} == {0, 2}


def test_trading_is_still_open_after_the_discard():
    state, hands = trade_position()
    play(state, Discard(hands[0][0]))
    assert state.step == "place"
    assert {a.to_seat for a in state.legal_actions(0) if isinstance(a, Offer)} == {1, 2}


@pytest.mark.parametrize("answer", ["answer", "decline"])
def test_a_discard_before_trading_is_still_the_only_discard(answer):
    state, hands = trade_position()
    play(state, Discard(hands[0][0]))
    play(state, Offer(1, (hands[0][1],)))
    play(state, Answer((hands[1][0],)) if answer == "answer" else Decline())
    assert not [a for a in state.legal_actions(0) if isinstance(a, Discard)]
    refused(state, Discard(hands[0][2]), "only once")


@pytest.mark.parametrize("players", [2, 3, 4])
def test_co_op_titles_match_the_rulebook_tables(players):
    start, end = C.coop_nights(players)
    assert (start, end) == {2: (1, 7), 3: (3, 9), 4: (5, 11)}[players]
    for died, title in COOP_TITLES[players].items():
        assert C.title("coop", players, died) == title, (players, died)
    assert C.title("coop", players, None) == COOP_SURVIVED


def test_solo_titles_match_the_rulebook_table():
    for died, title in SOLO_TITLES.items():
        assert C.title("solo", 1, died) == title, died
    assert C.title("solo", 1, None) == SOLO_SURVIVED


def group_death(mode: str, players: int, n: int):
    state = new(players, mode)
    arrange(state, piles={0: [night_ids("creeper")[0]]})
    to_night(state, n)
    set_lives(state, 0, 1)
    return state, endure(state)


CASES = [(p, n, t) for p, table in COOP_TITLES.items() for n, t in table.items()]


@pytest.mark.parametrize(("players", "n", "title"), CASES)
def test_a_co_op_group_that_falls_on_night_n_earns_its_title(players, n, title):
    state, events = group_death("coop", players, n)
    assert over(events) | {"reason": ""} == {
        "type": "zc_over",
        "winner": None,
        "title": title,
        "night": n,
        "reason": "",
    }
    assert_finished(state, None, title)


@pytest.mark.parametrize(("n", "title"), sorted(SOLO_TITLES.items()))
def test_a_solo_farmer_who_falls_on_night_n_earns_their_title(n, title):
    state, events = group_death("solo", 1, n)
    assert over(events)["title"] == title and over(events)["night"] == n
    assert_finished(state, None, title)


def survive_a_night(mode: str, players: int, n: int, silent: bool = False):
    pool = Pool()
    state = new(players, mode)
    card = night_ids("silent_night")[0] if silent else pool.zombie("chomper")
    pile = [card] + ([] if silent else [])
    extra = [pool.zombie("creeper")] if silent else []
    arrange(state, piles={0: pile + extra}, farms={0: pool.stacks(["scarecrow"])})
    to_night(state, n)
    events = play(state, Flip())
    if not silent:
        events += play(state, Defend(0))
    return state, events


@pytest.mark.parametrize(("mode", "players"), sorted(ENDS))
def test_surviving_the_last_night_wins_the_game(mode, players):
    end = ENDS[(mode, players)]
    title = COOP_SURVIVED if mode == "coop" else SOLO_SURVIVED
    state, events = survive_a_night(mode, players, end)
    assert [e["type"] for e in events[-2:]] == ["zc_night_over", "zc_over"]
    assert over(events) | {"reason": ""} == {
        "type": "zc_over",
        "winner": None,
        "title": title,
        "night": end,
        "reason": "",
    }
    assert_finished(state, None, title)
    # one Night earlier, the game goes on to the next Day
    state, events = survive_a_night(mode, players, end - 1)
    assert not state.is_over() and state.phase == "day" and state.night == end
    assert events[-2]["type"] == "zc_day"


def test_silent_night_on_the_last_night_also_brings_the_rescue_party():
    state, events = survive_a_night("coop", 2, 7, silent=True)
    assert [e["type"] for e in events] == ["zc_flipped", "zc_event", "zc_night_over", "zc_over"]
    assert_finished(state, None, COOP_SURVIVED)


def test_the_solo_game_runs_morning_and_afternoon_then_night_1():
    state = new(1)
    assert (state.mode, state.start_night, state.end_night) == ("solo", 1, 7)
    halves = [state.half]
    while state.phase == "day":
        play(state, Place(state.hands[0][0], len(state.farms[0])))
        play(state, Place(state.hands[0][0], len(state.farms[0])))
        events = play(state, Draw("deck"))
        halves += [e["half"] for e in events if e["type"] == "zc_turn"]
    assert halves == ["morning", "afternoon"]
    assert state.night == 1 and [len(p) for p in state.piles] == [1]


def test_trade_cards_have_one_spelling_only():
    state, hands = trade_position()
    two = sorted(hands[0][:2])
    refused(state, Offer(1, (two[1], two[0])), "in order")
    play(state, Offer(1, tuple(two)))
    mine = sorted(state.hands[1][:2])
    refused(state, Answer((mine[1], mine[0])), "in order")
    play(state, Answer(tuple(mine)))
    assert set(mine) <= set(state.hands[0]) and set(two) <= set(state.hands[1])


def test_a_finished_game_offers_nobody_anything():
    state, _ = group_death("coop", 2, 3)
    assert state.is_over()
    assert state.legal_actions(None) == [] and state.legal_actions(0) == []
