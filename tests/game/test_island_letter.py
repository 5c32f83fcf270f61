"""War for Chicken Island: rules an independent referee found bent (issue 16), each held
to the rulebook's letter. Positions use the seed-1 two-player map (see ``island_helpers``).
"""

from __future__ import annotations

from game.island.actions import EndActions
from game.island.events import PieceMoved, ResourceLost
from game.island.pieces import LAVA, NEUTRAL
from tests.game.island_helpers import (
    C0,
    A,
    B,
    check_invariants,
    clear,
    fight,
    hands,
    leader,
    put,
    ready,
    set_res,
    to_actions,
)


def setup(faces: tuple[str, ...] = (), leaders: list[str] | None = None, players: int = 2):
    state = ready(players, 1, leaders or ["kato", "keekmee", "henrietta", "abigail"][:players])
    clear(state)
    hands(state, *([()] * players))
    to_actions(state, *faces)
    return state


def test_two_gains_over_the_cap_discard_down_to_nine_not_below() -> None:
    """Nugget's scrap and Scavengers both pay out on one kill while the Banner holds 9:
    two tokens come in, two go back ("discard any of them until you have 9")."""
    state = setup(faces=("plus3", "plus2"), leaders=["nugget", "kato"])
    state.strategy[0] = "scavengers"
    state.scroll_deck.remove("scavengers")
    set_res(state, 0, wood=3, stone=3, steel=3)
    att = put(state, 0, "chicken", A)
    dfn = put(state, 1, "pecker_trooper", B)
    events = fight(state, att, dfn, answers={"fight_dice": ["die:0"]})
    assert dfn["id"] not in state.pieces
    assert sum(state.res[0].values()) == 9
    assert sum(1 for e in events if isinstance(e, ResourceLost) and e.why == "cap") == 2
    assert state.pending is None
    check_invariants(state)


def draw_next(state, card: str) -> list:
    """End seat 0's actions with ``card`` on top of the Scroll deck."""
    state.scroll_deck.remove(card)
    state.scroll_deck.append(card)
    return state.apply(EndActions())


def test_an_earthquake_moves_a_leader_once_to_a_hex_legal_after_the_flip() -> None:
    """The middle Lava is Neutral here, so (0,0), (0,1) and (-1,-2) all turn to Lava.
    Seat 1's Leader on (0,0), hemmed in by seat 0's chickens, must go to an adjacent
    hex legal after the flip, (1,0), not to (0,1), which is turning too."""
    state = setup()
    state.kinds[(0, 0)] = NEUTRAL
    for h in (C0, A, (-1, 0)):
        put(state, 0, "chicken", h)
    boss = leader(state, 1)
    boss["hex"] = (0, 0)
    events = draw_next(state, "earthquake")
    assert [state.kind(h) for h in ((0, 0), (0, 1), (-1, -2))] == [LAVA] * 3
    pushes = [e for e in events if isinstance(e, PieceMoved) and boss["id"] in e.pieces]
    assert len(pushes) == 1 and boss["hex"] == (1, 0)
