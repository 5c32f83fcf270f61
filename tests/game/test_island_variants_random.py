"""Random play of every War for Chicken Island variant and every legal combination.

Each variant alone, at each player count it allows, is played with every invariant of
the base game checked after every action (conservation, the resource cap, secrecy,
refused junk); the Pelea de Gallos tokens and Flag Mode's flags are conserved too (see
``island_helpers.check_invariants``), and so is the island built at the table. Every
legal combination at every player count is then played to its end with the final state
checked. A game still going after ``play_random``'s action cap fails.
"""

from __future__ import annotations

import itertools

import pytest

from game.island import DATA
from game.island.variants import check_options
from tests.game.island_helpers import check_invariants, play_random

VARIANTS = list(DATA.variants)


def legal_combinations() -> list[tuple[int, tuple[str, ...]]]:
    out = []
    for players in (2, 3, 4):
        for size in range(1, len(VARIANTS) + 1):
            for combo in itertools.combinations(VARIANTS, size):
                try:
                    check_options(players, dict.fromkeys(combo, True))
                except ValueError:
                    continue
                out.append((players, combo))
    return out


SINGLES = [(p, c) for p, c in legal_combinations() if len(c) == 1]


@pytest.mark.parametrize(("players", "combo"), SINGLES, ids=[f"{p}p-{c[0]}" for p, c in SINGLES])
def test_each_variant_keeps_every_invariant_in_random_play(players, combo):
    state, _ = play_random(players, 300 + players, options=dict.fromkeys(combo, True))
    assert state.is_over() and state.winners()


@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_island_built_at_the_table_keeps_every_invariant_in_random_play(players):
    """The ``island=build`` mode: the seats draft the island, restarts and all."""
    state, _ = play_random(players, 320 + players, options={"island": "build"})
    assert state.is_over() and state.winners()


def test_every_legal_combination_plays_to_its_end():
    combos = legal_combinations()
    assert len(combos) == 57  # every non-empty legal set, at 2, 3 and 4 players
    for index, (players, combo) in enumerate(combos):
        state, _ = play_random(
            players, 7000 + index, check=False, options=dict.fromkeys(combo, True)
        )
        assert state.is_over(), (players, combo)
        check_invariants(state)
        if "teams" in combo:
            assert len(state.winners()) == 2
