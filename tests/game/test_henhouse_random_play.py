"""Random Henhouse Havoc games for 2, 3 and 4 players, checking invariants after every action.

After every action: Sheaves are conserved (market + players == 300); every egg (5 per
army, 3 Wild) is in exactly one place; all 30 Secret Weapons are somewhere; no seat's
view or events show another seat's hidden army, hand or spy results; the public part
of every view is the same for everyone; legal actions are sorted, unique, apply, and
are empty for everyone else; an action off the list is refused and changes nothing.
Every game ends within a bound, and replaying its actions from the seed gives the same
digest. Set FOWLPLAY_SOAK=N to play N times as many games.
"""

from __future__ import annotations

import copy
import json
import os
import random
from collections import Counter

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game import henhouse
from game.core import Action, IllegalAction
from game.henhouse import rules, weapons
from game.henhouse.rules import (
    BonusTarget,
    BuyEgg,
    BuyWild,
    ChooseUnit,
    DeclineField,
    EndTurn,
    PlaceField,
    Resolve,
    RevealSpace,
    TakeWeapon,
    Target,
)
from game.henhouse.weapons import PlayWeapon

SOAK = int(os.environ.get("FOWLPLAY_SOAK", "1"))
GAMES = {2: 4, 3: 3, 4: 2}
# random play ends in 350-1000 actions (2-4 players); allow a wide margin
MAX_ACTIONS = 5000
COPY_EVERY = 4  # also apply another random legal action, on a copy, every few steps
PRIVATE_KEYS = ("viewer", "own_units", "hand", "intel")
# actions the rules always list in full when legal (a Deploy need not be listed)
PROBES: list[Action] = [
    EndTurn(), Resolve(), BuyWild(), BuyEgg(0), BuyEgg(1), TakeWeapon(0), TakeWeapon(2),
    ChooseUnit("barn"), ChooseUnit("war_chest"), ChooseUnit("reaper"), Target(1, 0, 0),
    Target(0, 5, 5, "h"), BonusTarget(1, 9, 9), PlaceField(0, 0, 0), DeclineField(),
    RevealSpace(0, 0), PlayWeapon("tax_collector"), PlayWeapon("fox_spy", 1, 0, 0),
    PlayWeapon("double_barrel"), PlayWeapon("reinforced_silo"),
]  # fmt: skip


def public_cells(state: rules.HenhouseState, board: int) -> set[tuple[int, int]]:
    """What everyone knows about ``board``: hit, cratered or revealed spaces."""
    return set(state.hit_by[board]) | state.craters[board] | set(state.revealed[board])


def check_eggs_and_cards(state: rules.HenhouseState) -> None:
    assert state.market + sum(state.sheaves) == henhouse.rules.COINS
    assert state.market >= 0 and min(state.sheaves) >= 0
    owners = Counter(owner for owner, _ in state.eggs)
    assert owners == {s: 5 for s in range(state.players)}
    for (owner, unit), loc in state.eggs.items():
        assert loc in (rules.RESERVE, rules.FOR_SALE) or (0 <= loc < state.players and loc != owner)
        destroyed = all(t in state.destroyed[owner] for t in rules.UNIT_TILES[unit])
        assert (loc == rules.RESERVE) == (not destroyed)  # an egg leaves only when its unit falls
    assert len(state.wild) == 3 and all(w is None or 0 <= w < state.players for w in state.wild)
    held = sum(state.egg_count(s) for s in range(state.players))
    placed = sum(1 for loc in state.eggs.values() if loc >= 0) + (3 - state.wild.count(None))
    assert held == placed
    cards = state.deck + [c for c in state.faceup if c] + state.discard_pile
    cards += [c for hand in state.hands for c in hand]
    assert Counter(cards) == Counter(weapons.deck_list())


def check_views(state: rules.HenhouseState) -> None:
    views = [state.view(s) for s in range(state.players)]
    public = None
    for seat, view in enumerate(views):
        assert view["viewer"] == seat
        shared = {k: v for k, v in view.items() if k not in PRIVATE_KEYS}
        if public is None:
            public = shared
            json.dumps(shared)
        assert shared == public, "the public part of a view differs between seats"
        assert "layouts" not in view and "deck" not in view and "hands" not in view
        own = {tuple(c) for u in view["own_units"] for c in u["cells"]}
        assert own == set(state.unit_at[seat])
        assert view["hand"] == sorted(state.hands[seat])
        assert all(i["card"] in ("fox_spy", "crop_duster") for i in view["intel"])
        assert len(view["intel"]) == len(state.intel[seat])
        for board, data in enumerate(view["boards"]):
            if board == seat:
                continue
            hidden = set(state.unit_at[board]) - public_cells(state, board)
            shown = [tuple(c[:2]) for key in ("hits", "craters", "revealed") for c in data[key]]
            shown += [tuple(c) for d in data["destroyed"] for c in d["cells"]]
            assert not hidden & set(shown), f"seat {seat} sees seat {board}'s hidden spaces"


def check_events(state: rules.HenhouseState, events) -> None:
    """No event shows a seat another seat's secret."""
    for event in events:
        for seat in [None, *range(state.players)]:
            seen = event.seen_by(seat)
            data = seen.to_dict()
            kind = data["type"]
            if kind == "hh_deployed" and seat != data["seat"]:
                assert data["cells"] == [] and data["hidden"]
            elif kind == "hh_intel" and seat != data["seat"]:
                assert data["result"] == [] and data["hidden"]
            elif kind == "hh_unit_destroyed":
                cells = data["cells"]
                spaces = {(cells[i], cells[i + 1]) for i in range(0, len(cells), 2)}
                assert spaces <= set(state.hit_by[data["seat"]])
            elif kind == "hh_area_effect" and seat != data["board"]:
                for key in ("hits", "craters", "saved"):
                    flat = data[key]
                    for i in range(0, len(flat), 2):
                        assert (flat[i], flat[i + 1]) in public_cells(state, data["board"])
            elif kind in ("hh_silo_saved", "hh_space_revealed"):
                assert (data["row"], data["col"]) in public_cells(state, data["seat"])


def check_legal(
    state: rules.HenhouseState, legal: list[Action], rng: random.Random, step: int
) -> None:
    current = state.current_seat()
    keys = [a.sort_key() for a in legal]
    assert keys == sorted(set(keys)), "legal actions must be sorted and unique"
    for seat in range(state.players):
        if seat != current:
            assert state.legal_actions(seat) == []
    if step % COPY_EVERY == 0 or len(legal) <= 3:  # the chosen action always applies too
        copy.deepcopy(state).apply(rng.choice(legal))
    probe = rng.choice(PROBES)
    if probe not in legal:
        before = state.digest()
        assert state.why_illegal(probe) is not None, f"{probe} is legal but not listed"
        with pytest.raises(IllegalAction):
            state.apply(probe)
        assert state.digest() == before


def play_out(players: int, seed: int, choose, options=None) -> tuple[rules.HenhouseState, list]:
    state = henhouse.new_game(players, seed, options)
    check_rng = random.Random(seed)
    actions: list[Action] = []
    check_events(state, state.opening_events)
    while not state.is_over():
        assert len(actions) < MAX_ACTIONS, f"game still running after {MAX_ACTIONS} actions"
        legal = state.legal_actions(state.current_seat())
        assert legal, f"seat {state.current_seat()} has nothing to do in {state.phase}"
        check_legal(state, legal, check_rng, len(actions))
        action = choose(legal, len(actions))
        events = state.apply(action)
        actions.append(action)
        assert events
        check_eggs_and_cards(state)
        check_events(state, events)
        check_views(state)
    result = state.result()
    winner = result["winner"]
    assert state.current_seat() is None
    if result["reason"] == "eggs":
        assert state.egg_count(winner) >= rules.WIN_EGGS
    elif result["reason"] == "last_army":
        assert [s for s in range(players) if not state.eliminated[s]] == [winner]
    else:  # nobody could ever fire again
        assert result["reason"] in ("stalemate", "draw")
        assert (winner is None) == (result["reason"] == "draw")
        assert not any(state._can_ever_fire(s) for s in range(players))
    assert all(e < rules.WIN_EGGS for s, e in enumerate(result["eggs"]) if s != winner)
    replay = henhouse.new_game(players, seed, options)
    for action in actions:
        replay.apply(Action.from_dict(json.loads(json.dumps(action.to_dict()))))
    assert replay.digest() == state.digest() and replay.result() == result
    return state, actions


@pytest.mark.parametrize("players", [2, 3, 4])
def test_random_games_keep_every_invariant(players):
    lengths = []
    for game in range(GAMES[players] * SOAK):
        seed = players * 1000 + game
        rng = random.Random(seed ^ 0x5EED)
        state, actions = play_out(players, seed, lambda legal, _step, r=rng: r.choice(legal))
        lengths.append(len(actions))
    assert len(set(lengths)) > 1


def test_games_that_favour_firing_end_by_elimination():
    """A player who never shops: armies fall, and the last one standing wins."""
    reasons = set()
    for seed in range(3 * SOAK):
        rng = random.Random(seed)

        def choose(legal, _step, rng=rng):
            fight = [a for a in legal if not isinstance(a, BuyEgg | BuyWild)]
            return rng.choice(fight or legal)

        state, _ = play_out(2 + seed % 2, 500 + seed, choose)
        reasons.add(state.result()["reason"])
    assert "last_army" in reasons


@settings(
    max_examples=3 * SOAK,
    deadline=None,
    database=None,
    derandomize=True,
    suppress_health_check=[HealthCheck.too_slow],
)
@given(
    players=st.integers(2, 4),
    seed=st.integers(0, 2**32),
    first_seat=st.none() | st.integers(0, 3),
    picks=st.lists(st.integers(0, 10_000), max_size=200),
)
def test_property_any_choices_keep_the_invariants(players, seed, first_seat, picks):
    options = {} if first_seat is None else {"first_seat": first_seat % players}
    finish = random.Random(seed)

    def choose(legal, step):
        return legal[picks[step] % len(legal)] if step < len(picks) else finish.choice(legal)

    play_out(players, seed, choose, options)
