"""Random War for Chicken Island games for 2, 3 and 4 players, checking invariants after
every action (see ``island_helpers.check_invariants``):

- resources are conserved at 36 (Banners + supply + box) and no Banner holds more than
  9 while no choice is pending;
- every player's 6 chickens are on the island, piloting or dead;
- machine miniatures per type never exceed the box (9/6/6/5/6) and the 41 Machine cards
  are all in the deck, the stock, the discards or built;
- the 62 Scrolls are all in the deck, the discards, hands, Strategies or a fight;
- the 9 Leaders are accounted for; at most 8 shields are on pieces;
- no hidden card leaks into another seat's view or the events it is shown;
- junk actions are refused and change nothing; the chosen legal action is accepted, and
  every few steps every other legal action is applied on a copy;
- every game ends, and replaying its seed gives the same digest.

The policy prefers fights so games end. Set FOWLPLAY_SOAK=N for N times as many games
(or run ``tools/island_random_play.py`` for thousands).
"""

from __future__ import annotations

import copy
import os
import random

import pytest

from game.island import new_game
from tests.game.island_helpers import check_invariants, fight_first, play_random

SOAK = int(os.environ.get("FOWLPLAY_SOAK", "1"))
GAMES = {2: 8, 3: 4, 4: 3}


@pytest.mark.parametrize("players", [2, 3, 4])
def test_random_games_keep_every_invariant(players: int) -> None:
    winners = set()
    for seed in range(GAMES[players] * SOAK):
        state, n = play_random(players, 1000 * players + seed)
        assert state.is_over() and state.winner is not None
        assert state.has_won(state.winner)
        winners.add(state.winner)
        assert state.current_seat() is None
        assert all(state.legal_actions(s) == [] for s in range(players))
    assert len(winners) >= 2  # not always the start player


def test_many_unchecked_games_end_and_conserve_components() -> None:
    """More games with the final state checked only (the full checks are slow)."""
    for seed in range(24 * SOAK):
        players = 2 + seed % 3
        state, n = play_random(players, 50_000 + seed, check=False)
        assert state.is_over()
        check_invariants(state)


def test_every_listed_action_is_accepted_on_a_copy() -> None:
    state = new_game(3, 77)
    rng = random.Random(3)
    steps = 0
    while not state.is_over() and steps < 250:
        legal = state.legal_actions(state.current_seat())
        if steps % 3 == 0:
            for action in legal[:40]:
                clone = copy.deepcopy(state)
                clone.apply(action)
                check_invariants(clone)
        state.apply(fight_first(rng, legal))
        steps += 1


def test_replaying_a_seed_gives_the_same_game() -> None:
    a, n = play_random(2, 4242, check=False)
    b, m = play_random(2, 4242, check=False)
    assert n == m and a.digest() == b.digest()
    c, _ = play_random(2, 4243, check=False)
    assert c.digest() != a.digest()
