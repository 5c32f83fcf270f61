"""The Zombie Chickens computer players: legal, view-only, deterministic, and ranked."""

from __future__ import annotations

import copy
import random
import re
import statistics
from collections import Counter

import pytest

from game.zombie import ai as ai_module
from game.zombie import ai_eval as E
from game.zombie import cards as C
from game.zombie.actions import Answer, Decline, Defend, Endure, Move, Place, Scrap
from game.zombie.ai import LEVELS, MAX_MOVES, NORMAL_TOP, ZombieAI, play_game
from game.zombie.rules import ZombieState

CONFIGS = [
    (1, "solo", False),
    (2, "competitive", False),
    (3, "competitive", False),
    (4, "competitive", False),
    (2, "coop", False),
    (3, "coop", True),
    (4, "coop", False),
]


def new_state(players: int, mode: str, seed: int, open_hands: bool = False) -> ZombieState:
    options = {"mode": mode} | ({"open_hands": True} if open_hands else {})
    return ZombieState(players, seed, options)


def engine_legal(state: ZombieState, seat: int) -> set:
    return {a for a in state.legal_actions(seat) if state.why_illegal(a) is None}


def sampled_states(count: int, seed: int):
    """Positions reached by seeded games of easy AIs (quick and varied), in every mode."""
    rng = random.Random(seed)
    found = []
    while len(found) < count:
        players, mode, open_hands = rng.choice(CONFIGS)
        state = new_state(players, mode, rng.randrange(10**6), open_hands)
        ais = [ZombieAI(s, "easy", rng.randrange(100)) for s in range(players)]
        stop = rng.randrange(20, 250)
        for _ in range(stop):
            if state.is_over():
                break
            seat = state.current_seat()
            state.apply(ais[seat].decide(state.view(seat)))
        if not state.is_over():
            found.append(state)
    return found


# --- legality ------------------------------------------------------------------------------


@pytest.mark.parametrize("level", LEVELS)
def test_whole_games_only_legal_actions_in_every_mode(level):
    for i, (players, mode, open_hands) in enumerate(CONFIGS * 2):
        state = new_state(players, mode, 100 + i, open_hands or i >= len(CONFIGS))
        # Mixed tables too: this level sits in seat 0, the others cycle.
        levels = [level] + [LEVELS[(i + s) % 3] for s in range(1, players)]
        ais = [ZombieAI(s, lvl, i) for s, lvl in enumerate(levels)]
        moves: dict[tuple, int] = {}
        while not state.is_over():
            seat = state.current_seat()
            action = ais[seat].decide(state.view(seat))
            assert action in engine_legal(state, seat), (action, state.why_illegal(action))
            assert ais[seat].last_reason
            if isinstance(action, Move):
                key = (state.day, state.seat, state.half)
                moves[key] = moves.get(key, 0) + 1
                assert moves[key] <= MAX_MOVES
            state.apply(action)
        assert state.result()["title"] or mode == "competitive"


def test_legal_from_view_matches_the_engine():
    for state in sampled_states(30, seed=3):
        seat = state.current_seat()
        assert set(E.legal_from_view(state.view(seat))) == engine_legal(state, seat)
        other = (seat + 1) % state.players
        if other != seat:
            assert E.legal_from_view(state.view(other)) == []


def test_refuses_a_view_that_is_not_its_turn_and_unknown_levels():
    state = new_state(2, "competitive", 1)
    with pytest.raises(ValueError):
        ZombieAI(1, "normal", 1).decide(state.view(1))
    with pytest.raises(ValueError):
        ZombieAI(0, "expert", 1)


@pytest.mark.parametrize(
    "levels, mode",
    [(("hard", "normal", "easy"), "coop"), (("easy", "hard"), "coop"), (("normal",) * 2, None)],
)
def test_same_seed_same_game(levels, mode):
    first = play_game(levels, seed=42, mode=mode)
    again = play_game(levels, seed=42, mode=mode)
    assert first.digest() == again.digest()


def test_asking_twice_gives_the_same_answer_and_leaves_the_view_alone():
    for state in sampled_states(8, seed=9):
        seat = state.current_seat()
        view = state.view(seat)
        before = copy.deepcopy(view)
        for level in LEVELS:
            ai = ZombieAI(seat, level, 5)
            assert ai.decide(view) == ai.decide(view)
        assert view == before


# --- hidden information ------------------------------------------------------------------


def perturb_hidden(state: ZombieState, seat: int, rng: random.Random) -> ZombieState:
    """The same public position, with every card the seat can't see shuffled around."""
    other = copy.deepcopy(state)
    other._rng = random.Random(rng.random())
    hidden_hands = [s for s in range(other.players) if s != seat and not other.open_hands]
    pool = list(other.day_deck) + [c for s in hidden_hands for c in other.hands[s]]
    rng.shuffle(pool)
    for s in hidden_hands:
        size = len(other.hands[s])
        other.hands[s], pool = pool[:size], pool[size:]
    other.day_deck = pool
    if other.offer and seat not in other.offer[:2] and not other.open_hands:
        giver = other.offer[0]
        other.offer = (giver, other.offer[1], tuple(other.hands[giver][: len(other.offer[2])]))
    night = list(other.night_deck) + [c for p in other.piles for c in p]
    rng.shuffle(night)
    for p in range(len(other.piles)):
        size = len(other.piles[p])
        other.piles[p], night = night[:size], night[size:]
    other.night_deck = night
    return other


def test_choices_ignore_hidden_cards():
    rng = random.Random(11)
    changed = 0
    for state in sampled_states(16, seed=5):
        seat = state.current_seat()
        other = perturb_hidden(state, seat, rng)
        assert other.view(seat) == state.view(seat)
        changed += other.snapshot() != state.snapshot()
        for level in LEVELS:
            mine = ZombieAI(seat, level, 3).decide(state.view(seat))
            theirs = ZombieAI(seat, level, 3).decide(other.view(seat))
            assert mine == theirs
    assert changed > 12  # the perturbation really moved hidden cards


def test_hard_ignores_the_deck_order_and_the_opponents_hand_in_versus():
    """Positions hard itself reaches in 2-player versus, Day and Night: reshuffling the
    decks and the opponent's hand (the view unchanged) leaves every decision alone."""
    rng = random.Random(23)
    checked = set()
    for seed in range(6):
        state = new_state(2, "competitive", 300 + seed)
        ais = [ZombieAI(s, "hard", seed) for s in range(2)]
        for turn in range(400):
            if state.is_over():
                break
            seat = state.current_seat()
            view = state.view(seat)
            action = ais[seat].decide(view)
            if turn % 7 == 0 and view["step"] != "flip":
                other = perturb_hidden(state, seat, rng)
                assert other.view(seat) == view
                assert other.hands[1 - seat] != state.hands[1 - seat] or not state.hands[1 - seat]
                assert ZombieAI(seat, "hard", seed).decide(other.view(seat)) == action
                checked.add(view["step"])
            state.apply(action)
    assert {"discard", "place", "draw", "defend"} <= checked


# --- Night choices -----------------------------------------------------------------------------


def night_position(stacks: list[list[str]], zombie: str, lives: int = 5, pile: int = 3):
    """A solo Night with this Farm, ``zombie`` at the gate and ``pile`` cards to come."""
    state = new_state(1, "solo", 2)
    state.day_deck += [c for h in state.hands for c in h] + state.face_up
    state.hands, state.face_up = [[]], []
    farm = []
    for kinds in stacks:
        stack = []
        for kind in kinds:
            card = next(c for c in state.day_deck if C.DAY[c] == kind)
            state.day_deck.remove(card)
            stack.append(card)
        farm.append(stack)
    state.farms[0] = farm
    card = next(c for c in state.night_deck if C.NIGHT[c].key == zombie)
    state.night_deck.remove(card)
    state.piles[0] = [state.night_deck.pop() for _ in range(pile)]
    state.phase, state.step, state.revealed, state.night = "night", "defend", card, 3
    while len(state.lives[0]) > lives:
        state.life_discard.append(state.lives[0].pop())
    return state


@pytest.fixture
def no_slips(monkeypatch):
    """These tests judge normal's ranking of defences, so its Night slips are off."""
    monkeypatch.setattr(ai_module, "NORMAL_SLIP", 0.0)


def defend(level: str, stacks: list[list[str]], zombie: str, seed: int = 1, **kw):
    state = night_position(stacks, zombie, **kw)
    ai = ZombieAI(0, level, seed)
    action = ai.decide(state.view(0))
    assert action in engine_legal(state, 0)
    return action, ai.last_reason


@pytest.mark.usefixtures("no_slips")
@pytest.mark.parametrize("level", ["normal", "hard"])
def test_a_shield_saves_the_stack_from_an_exploding_zombie(level):
    wall = ["hay", "hay", "hay"]
    action, reason = defend(level, [wall, ["shield"]], "walker")
    assert action == Defend(0, 1) and "Shield" in reason
    gun = ["shotgun", "ammo", "ammo"]
    action, _ = defend(level, [["shield"], gun], "kablooey")
    assert action == Defend(1, 0)


@pytest.mark.usefixtures("no_slips")
@pytest.mark.parametrize("level", ["normal", "hard"])
def test_a_lasting_stack_beats_a_single_use_one_for_a_plain_zombie(level):
    action, reason = defend(level, [["trap"], ["hay", "hay", "hay"]], "creeper")
    assert action == Defend(1) and "Hay Wall" in reason
    action, _ = defend(level, [["trap"], ["flamethrower", "fuel"]], "crawler")
    assert action == Defend(1)


@pytest.mark.usefixtures("no_slips")
@pytest.mark.parametrize("level", ["normal", "hard"])
def test_a_booby_trap_takes_the_exploding_zombie_not_a_big_shotgun(level):
    big = ["shotgun", "ammo", "ammo", "ammo"]
    action, reason = defend(level, [big, ["trap"]], "walker")
    assert action == Defend(1)
    assert "Booby Trap" in reason and "Shotgun (3 Ammo)" in reason


@pytest.mark.usefixtures("no_slips")
@pytest.mark.parametrize("level", ["normal", "hard"])
def test_of_two_alike_stacks_the_one_kept_is_the_other(level):
    action, reason = defend(level, [["trap"], ["trap"]], "creeper")
    assert "used the Booby Trap; kept the other Booby Trap" in reason, reason


@pytest.mark.usefixtures("no_slips")
@pytest.mark.parametrize("level", LEVELS)
def test_wolr_is_kept_for_the_last_life(level):
    action, _ = defend(level, [["wolr"], ["hay", "hay", "hay"]], "boomer", lives=5)
    assert action == Endure()
    action, _ = defend(level, [["wolr"], ["hay", "hay", "hay"]], "boomer", lives=1)
    assert action == Defend(0)


def test_nothing_to_stop_it_says_so():
    action, reason = defend("hard", [["hay"]], "biter")
    assert action == Endure() and "Life" in reason


def test_storm_scraps_the_least_useful_cards():
    state = night_position([["hay", "hay", "hay"], ["shotgun", "ammo"], ["fuel"]], "walker")
    state.step, state.revealed, state.scrap_queue = "scrap", None, [[0, 2]]
    card = ZombieAI(0, "hard", 1).decide(state.view(0))
    assert isinstance(card, Scrap) and C.DAY[card.card] == "fuel"


# --- Day choices: what hard holds back ---------------------------------------------------------


def day_position(stacks, hand, night: int, half: str, seed: int = 2) -> ZombieState:
    """A solo Day turn about to place, with this Farm and hand."""
    state = new_state(1, "solo", seed)
    state.day_deck += [c for h in state.hands for c in h] + state.face_up

    def take(kind):
        card = next(c for c in state.day_deck if C.DAY[c] == kind)
        state.day_deck.remove(card)
        return card

    state.farms[0] = [[take(k) for k in stack] for stack in stacks]
    state.hands[0] = [take(k) for k in hand]
    state.face_up = [state.day_deck.pop(), state.day_deck.pop()]
    state.night, state.half, state.step = night, half, "place"
    return state


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_hard_starts_a_hay_wall_in_the_morning_so_it_stands_tonight(seed):
    """Three Hay Bales in hand on the morning before Night 4: two now and one this
    afternoon make a wall for tonight, so hard lays a bale rather than the W.O.L.R. (the
    old hard valued each turn's Farm as if the Night came straight after it)."""
    stacks = [["scarecrow"], ["shotgun", "ammo"]]
    state = day_position(stacks, ["wolr", "fuel", "hay", "hay", "hay"], night=4, half="morning")
    action = ZombieAI(0, "hard", seed).decide(state.view(0))
    assert isinstance(action, Place) and C.DAY[action.card] == "hay"


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_hard_finishes_the_wall_in_the_afternoon(seed):
    state = day_position(
        [["hay", "hay"], ["scarecrow"]], ["hay", "wolr", "fuel", "ammo", "ammo"], 3, "afternoon"
    )
    action = ZombieAI(0, "hard", seed).decide(state.view(0))
    assert isinstance(action, Place) and C.DAY[action.card] == "hay" and action.stack == 0


# --- co-op trades ----------------------------------------------------------------------------


def trade_position(offered: str, answerer_hand: list[str], farm: list[list[str]]):
    state = new_state(2, "coop", 4)
    state.day_deck += [c for h in state.hands for c in h]
    state.hands = [[], []]

    def take(kind):
        card = next(c for c in state.day_deck if C.DAY[c] == kind)
        state.day_deck.remove(card)
        return card

    state.farms[0] = [[take(k) for k in stack] for stack in farm]
    state.hands[0] = [take(k) for k in [offered, "scarecrow", "hay", "hay", "shield"]]
    state.hands[1] = [take(k) for k in answerer_hand]
    state.offer, state.step = (0, 1, (state.hands[0][0],)), "answer"
    return state


def test_teammate_gives_what_the_farm_needs_now_and_declines_useless_swaps():
    state = trade_position("hay", ["hay", "ammo", "hay", "fuel", "hay"], [["shotgun"]])
    action = ZombieAI(1, "normal", 1).decide(state.view(1))
    assert isinstance(action, Answer) and [C.DAY[c] for c in action.cards] == ["ammo"]
    state = trade_position("ammo", ["hay", "hay", "fuel", "hay", "hay"], [["shotgun"]])
    ai = ZombieAI(1, "hard", 1)
    assert ai.decide(state.view(1)) == Decline() and "declines" in ai.last_reason


# --- what sets normal apart from hard --------------------------------------------------------


def versus_decisions(seeds, levels=("normal", "hard")):
    """Every (seat's AI, view, action) of seeded 2-player versus games."""
    for seed in seeds:
        state = new_state(2, "competitive", 700 + seed)
        ais = [ZombieAI(s, level, seed) for s, level in enumerate(levels)]
        while not state.is_over():
            seat = state.current_seat()
            view = state.view(seat)
            action = ais[seat].decide(view)
            yield ais[seat], view, action
            state.apply(action)


def test_normal_never_rearranges_its_farm_but_hard_does():
    moves = Counter(
        ai.level for ai, _, action in versus_decisions(range(4)) if isinstance(action, Move)
    )
    assert moves["normal"] == 0 and moves["hard"] > 0


def test_normal_places_one_of_its_three_best_placements_and_not_always_the_best():
    below_best = {"normal": 0, "hard": 0}
    for ai, view, action in versus_decisions(range(3)):
        if not isinstance(action, Place):
            continue
        ranked = ai._ranked_places(view)  # the decision's own ranking (its evaluator is kept)
        score = {first: v for v, first in ranked}[(action.card, action.stack)]
        cutoff = ranked[:NORMAL_TOP][-1][0] if ai.level == "normal" else ranked[0][0]
        assert score >= cutoff, (ai.level, score, ranked[:4])
        below_best[ai.level] += score < ranked[0][0]
    assert below_best["normal"] > 5 and below_best["hard"] == 0


def test_normal_slips_at_night_to_its_runner_up_now_and_then_but_hard_never():
    """A Creeper at a Hay Wall and a Booby Trap: the wall is best; normal takes its
    runner-up in about a fifth of its games (200 seeds), hard in none."""
    stacks = [["trap"], ["hay", "hay", "hay"]]
    picks = {
        level: Counter(defend(level, stacks, "creeper", seed=s)[0] for s in range(200))
        for level in ("normal", "hard")
    }
    assert picks["hard"] == Counter({Defend(1): 200})
    best = picks["normal"].pop(Defend(1))
    assert len(picks["normal"]) == 1 and 20 <= 200 - best <= 70, picks["normal"]


def test_normal_never_slips_into_losing_its_last_life():
    picks = {defend("normal", [["trap"]], "creeper", seed=s, lives=1)[0] for s in range(100)}
    assert picks == {Defend(0)}


# --- strength -----------------------------------------------------------------------------------


def test_hard_survives_longer_than_easy_in_solo():
    def nights(level: str) -> list[int]:
        out = []
        for seed in range(24):
            state = play_game([level], 500 + seed)
            out.append(8 if state.title == "Zombie Slayer" else state.night)
        return out

    hard, easy = nights("hard"), nights("easy")
    assert statistics.mean(hard) > statistics.mean(easy) + 0.6
    assert sum(h >= e for h, e in zip(hard, easy, strict=True)) >= 16


@pytest.mark.parametrize("mode", ["competitive", "coop"])
def test_every_reason_an_ai_gives_takes_the_right_article(mode):
    """The reasons are shown to players: "an Ammo", never "a Ammo"."""
    state = new_state(3, mode, seed=7)
    players = [ZombieAI(seat, "easy", 7) for seat in range(3)]
    reasons = set()
    while not state.is_over():
        seat = state.current_seat()
        state.apply(players[seat].decide(state.view(seat)))
        reasons.add(players[seat].last_reason)
    assert any(" Ammo" in r or " Hay Bale" in r for r in reasons), "no card was named"
    wrong = [r for r in reasons if re.search(r"\ba [AEIOU]", r)]
    assert wrong == [], wrong


def test_hard_sees_a_rivals_event_reach_its_farm_between_its_own_zombies():
    """In versus the Night piles are dealt in turn, and a rival's Event hits every Farm:
    a rival's Heavy Rainfall between two Crawlers washes the Flamethrower away before the
    second, so hard prefers two Booby Traps; with one pile the same cards are all its own
    and the Flamethrower stops the first Crawler while the Rainfall ends the Night."""
    code = E.CODE
    deal = [[code["crawler"], code["rainfall"], code["crawler"], code["biter"]]]
    flame, traps = [["flamethrower", "fuel"]], [["trap"], ["trap"]]

    def value(farm, piles):
        ev = E.Evaluator(E.FULL_NIGHT, 5, 2, rho=0.0, samples=deal, piles=piles)
        return ev.simulate(farm)

    assert value(flame, 2) == -1.0  # the second Crawler gets through
    assert value(traps, 2) == 0.0
    assert value(flame, 1) == 0.0  # alone: Crawler, then its own Rainfall
