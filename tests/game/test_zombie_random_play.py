"""Many seeded random Zombie Chickens games in every mode, checking invariants after
every action.

A random policy (with Moves picked only 5% of the time, so games don't wander, and a
"defender" style that mostly stops zombies, so games reach the late Nights) plays solo,
co-op for 2-4 and competitive for 2-4. After every action: all 96 Day, 61 Night and 16
Life cards are in exactly one place; every Farm stack is a legal shape; every hand holds
5 cards at the end of every Day turn; legal actions are sorted, unique, all accepted by
the rules and empty for everyone else; and every game ends within a bound with a result
the rules allow. Set ``FOWLPLAY_SOAK`` to a number of games per mode and player count
for a long soak (e.g. ``FOWLPLAY_SOAK=3000``).
"""

from __future__ import annotations

import os
import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.core import Action
from game.zombie import cards as C
from game.zombie.actions import Defend, Draw, Endure, Move, Offer, Place
from tests.game.zombie_helpers import check_accounting, new

CONFIGS = [
    ("solo", 1),
    ("coop", 2),
    ("coop", 3),
    ("coop", 4),
    ("competitive", 2),
    ("competitive", 3),
    ("competitive", 4),
]
GAMES_PER_CONFIG = int(os.environ.get("FOWLPLAY_SOAK", "0") or 0) or 48  # x 7 configs = 336
# Random play ends within ~300 actions (defender-style competitive games run longest);
# allow a wide margin.
MAX_ACTIONS = 5000
PHASES = {"day", "night", "over"}
DAY_STEPS = {"discard", "place", "draw", "answer"}
NIGHT_STEPS = {"flip", "defend", "scrap"}
COOP_TITLES = {"Chicken Feed", "Early Eggs-it", "Hen-orable Mention", "Special Forces"}
SOLO_TITLES = {
    "Bird Brain",
    "Easy Pickins",
    "Better Cluck Next Time",
    "Hard to Kill",
    "Survivalist",
}
SINGLES = {"scarecrow", "trap", "shield", "wolr"}
FAMILY = {"ammo": "shotgun", "fuel": "flamethrower"}
_SORTED: set[tuple[Action, ...]] = set()


def legal_shape(stack: list[str]) -> bool:
    if not stack:
        return False
    if len(stack) == 1:
        return True
    if set(stack) & SINGLES:
        return False
    families = {FAMILY.get(k, k) for k in stack}
    if len(families) != 1:
        return False
    return (
        stack.count("hay") <= 3 and stack.count("shotgun") <= 1 and stack.count("flamethrower") <= 1
    )


def deck_dry(state) -> bool:
    return not state.day_deck and not state.day_discard


def check_invariants(state, legal: list[Action]) -> None:
    check_accounting(state)
    assert state.phase in PHASES
    assert state.is_over() == (state.current_seat() is None)
    for farm in state.farms:
        for stack in farm:
            assert legal_shape([C.DAY[c] for c in stack]), f"illegal stack {stack}"
    assert len(state.face_up) == 2 or deck_dry(state)
    if not state.shared:
        for seat in range(state.players):
            assert state.alive[seat] == bool(state.lives[seat]) or state.is_over()
            if not state.alive[seat]:
                assert state.piles[seat] == []
    key = tuple(legal)
    if key not in _SORTED:
        assert legal == sorted(set(legal), key=Action.sort_key), "legal actions not sorted/unique"
        _SORTED.add(key)
    current = state.current_seat()
    for seat in range(state.players):
        if seat != current:
            assert state.legal_actions(seat) == []
    if state.phase == "over":
        assert legal == []
        return
    assert legal, f"no legal action: {state.snapshot()}"
    for action in legal:
        assert state.why_illegal(action) is None, action
    if state.phase == "day":
        assert state.step in DAY_STEPS
        assert state.revealed is None and all(not p for p in state.piles)
        for seat in range(state.players):
            if seat != state.seat and state.step != "answer":
                assert len(state.hands[seat]) == 5 or deck_dry(state)
    else:
        assert state.step in NIGHT_STEPS
        assert all(len(h) == 5 for h in state.hands) or deck_dry(state)
        assert (state.revealed is not None) == (state.step == "defend")
        if state.step == "defend":
            assert not C.NIGHT[state.revealed].is_event
            assert Endure() in legal  # declining is always allowed


STYLES = ("random", "defender", "builder")


def choose(rng: random.Random, legal: list[Action], style: str, state=None) -> Action:
    """Random play; a "defender" mostly stops zombies, a "builder" also grows its stacks."""
    moves = [a for a in legal if isinstance(a, Move)]
    rest = [a for a in legal if not isinstance(a, Move)]
    if moves and (not rest or rng.random() < 0.05):
        return rng.choice(moves)
    offers = [a for a in rest if isinstance(a, Offer)]
    if offers and len(offers) < len(rest) and rng.random() < 0.8:
        rest = [a for a in rest if not isinstance(a, Offer)]  # trade now and then
    if style == "builder" and state is not None:
        farm = state.farms[state.holder(state.current_seat())]
        joins = [a for a in rest if isinstance(a, Place) and a.stack < len(farm)]
        if joins and rng.random() < 0.8:
            return rng.choice(joins)
    defends = [a for a in rest if isinstance(a, Defend)]
    if defends and style != "random" and rng.random() < 0.9:
        shielded = [a for a in defends if a.shield != -1]
        return rng.choice(shielded if style == "builder" and shielded else defends)
    return rng.choice(rest)


def play_out(state, pick) -> int:
    """Play to the end with ``pick(legal, step)``; return the number of actions."""
    legal = state.legal_actions(state.current_seat())
    check_invariants(state, legal)
    steps, night = 0, state.night
    while not state.is_over():
        assert steps < MAX_ACTIONS, f"game still running after {MAX_ACTIONS} actions"
        action = pick(legal, steps)
        seat = state.current_seat()
        if steps % 40 == 0:
            assert state.digest() == state.digest()  # the digest is stable
        events = state.apply(action)
        steps += 1
        assert events, action
        assert state.night >= night
        night = state.night
        if isinstance(action, Draw):  # the end of a Day turn
            assert len(state.hands[seat]) == 5 or deck_dry(state)
        for event in events:
            if event.type == "zc_dealt" and not state.shared:
                assert state.alive[event.pile]
        current = state.current_seat()
        legal = state.legal_actions(current) if current is not None else []
        check_invariants(state, legal)
    check_result(state)
    return steps


def check_result(state) -> None:
    result = state.result()
    if state.mode == "competitive":
        assert state.title is None
        standing = [s for s in range(state.players) if state.alive[s]]
        assert len(standing) <= 1
        if standing:
            assert state.winner == standing[0]
        else:
            assert state.winner is None or state.winner in state.died_in
            if state.winner is not None:  # a tie broken by the most Farm cards
                last = {
                    s for s, when in state.died_in.items() if when == state.died_in[state.winner]
                }
                sizes = {s: result["farm_cards"][s] for s in last}
                assert sizes[state.winner] == max(sizes.values())
                assert list(sizes.values()).count(max(sizes.values())) == 1
    else:
        assert state.winner is None
        if state.lives[0]:
            assert state.night == state.end_night
            assert state.title == ("Team Terminator" if state.mode == "coop" else "Zombie Slayer")
        else:
            assert state.title in (COOP_TITLES if state.mode == "coop" else SOLO_TITLES)
            assert state.title == C.title(state.mode, state.players, state.night)


@pytest.mark.parametrize(("mode", "players"), CONFIGS, ids=[f"{m}-{p}" for m, p in CONFIGS])
def test_many_random_games(mode, players):
    lengths, nights, outcomes = [], set(), set()
    for game in range(GAMES_PER_CONFIG):
        seed = players * 1_000_003 + CONFIGS.index((mode, players)) * 100_000 + game
        rng = random.Random(seed ^ 0x2B1D)
        style = STYLES[game % 3]
        state = new(players, mode, seed=seed, open_hands=(mode == "coop" and game % 4 == 3))

        def pick(legal, _step, rng=rng, style=style, state=state):
            return choose(rng, legal, style, state)

        lengths.append(play_out(state, pick))
        nights.add(state.night)
        outcomes.add(state.winner if mode == "competitive" else state.title)
    # random play is not degenerate: games vary in length and in the Night they end on
    assert len(set(lengths)) > min(10, GAMES_PER_CONFIG // 4)
    assert len(nights) > 1
    if mode == "competitive":
        assert set(range(players)) <= outcomes  # every seat wins some game


@settings(
    max_examples=60,
    deadline=None,
    database=None,
    derandomize=True,
    suppress_health_check=[HealthCheck.too_slow],
)
@given(
    config=st.sampled_from(CONFIGS),
    seed=st.integers(0, 2**64),
    open_hands=st.booleans(),
    picks=st.lists(st.integers(0, 10_000), max_size=200),
)
def test_property_any_game_keeps_the_invariants(config, seed, open_hands, picks):
    mode, players = config
    state = new(players, mode, seed=seed, open_hands=open_hands)
    finish = random.Random(seed)

    def pick(legal, step):
        # hypothesis picks the opening choices (Moves included); a seeded policy finishes
        if step < len(picks):
            return legal[picks[step] % len(legal)]
        return choose(finish, legal, STYLES[seed % 3], state)

    play_out(state, pick)
