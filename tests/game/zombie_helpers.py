"""Shared helpers for the Zombie Chickens rules tests.

Positions are set up by assigning state fields directly. ``arrange`` keeps every card
accounted for: the cards a test names go where it says, and every other card goes back
to its deck (below any ``day_top`` / ``night_top`` cards, which are drawn first, in the
order given). ``Pool`` hands out distinct card ids by kind or by zombie/event key.
"""

from __future__ import annotations

import json
from typing import Any

import pytest

from game.core import Action, IllegalAction
from game.zombie import cards as C
from game.zombie import new_game
from game.zombie.rules import ZombieState

DAY_CARDS = 96
NIGHT_CARDS = 61
LIFE_CARDS = 16

# The content file's tables, written out here independently of the engine's data.
DAY_COUNTS = {
    "hay": 20,
    "scarecrow": 6,
    "shotgun": 14,
    "ammo": 24,
    "trap": 10,
    "shield": 6,
    "flamethrower": 6,
    "fuel": 6,
    "wolr": 4,
}
ZOMBIES = {
    "walker": (4, {"fireproof", "exploding"}),
    "climber": (2, {"climbing", "fireproof", "exploding"}),
    "crawler": (2, {"climbing", "bulletproof"}),
    "sneaker": (2, {"invisible", "climbing"}),
    "creeper": (6, {"invisible"}),
    "stalker": (4, {"invisible", "exploding"}),
    "clucker": (2, {"exploding"}),
    "chomper": (2, {"bulletproof", "fireproof", "timid"}),
    "toaster": (2, {"flying", "fireproof", "timid", "exploding"}),
    "thunder": (2, {"invisible", "flying", "timid", "exploding"}),
    "floater": (2, {"invisible", "flying", "timid"}),
    "blaster": (2, {"flying", "timid", "exploding"}),
    "boomer": (6, {"flying", "bulletproof", "exploding"}),
    "raider": (2, {"flying", "bulletproof"}),
    "kablooey": (4, {"flying", "exploding"}),
    "biter": (10, {"flying", "fireproof"}),
}
EVENTS = (
    "tornado",
    "lightning",
    "blood_moon",
    "solstice",
    "stampede",
    "rainfall",
    "silent_night",
)
# Which traits each working defence fails against (content file); the Scarecrow is
# special: it stops only Timid zombies.
FAILS = {
    "hay": {"flying", "climbing"},
    "shotgun": {"bulletproof", "invisible"},
    "flamethrower": {"fireproof", "invisible"},
    "trap": {"flying"},
    "wolr": set(),
}


def expected_stops(defence: str, traits: set[str]) -> bool:
    if defence == "scarecrow":
        return "timid" in traits
    return not FAILS[defence] & traits


# A working stack of each defence, as kinds.
WORKING = {
    "hay": ["hay", "hay", "hay"],
    "scarecrow": ["scarecrow"],
    "shotgun": ["shotgun", "ammo"],
    "flamethrower": ["flamethrower", "fuel"],
    "trap": ["trap"],
    "wolr": ["wolr"],
}


def new(players: int = 2, mode: str | None = None, seed: int = 1, **options: Any) -> ZombieState:
    opts: dict[str, Any] = dict(options)
    if mode is not None:
        opts["mode"] = mode
    return new_game(players, seed, opts)


def day_ids(kind: str) -> list[int]:
    return [i for i, k in enumerate(C.DAY) if k == kind]


def night_ids(key: str) -> list[int]:
    return [i for i, card in enumerate(C.NIGHT) if card.key == key]


class Pool:
    """Distinct card ids on demand: ``pool.day("hay", 3)``, ``pool.night("boomer")``."""

    def __init__(self) -> None:
        self.used_day: set[int] = set()
        self.used_night: set[int] = set()

    def day(self, kind: str, count: int = 1) -> list[int]:
        free = [i for i in day_ids(kind) if i not in self.used_day][:count]
        assert len(free) == count, f"only {len(free)} {kind} cards left"
        self.used_day.update(free)
        return free

    def one(self, kind: str) -> int:
        return self.day(kind)[0]

    def night(self, key: str, count: int = 1) -> list[int]:
        free = [i for i in night_ids(key) if i not in self.used_night][:count]
        assert len(free) == count, f"only {len(free)} {key} cards left"
        self.used_night.update(free)
        return free

    def zombie(self, key: str) -> int:
        return self.night(key)[0]

    def stacks(self, *kinds_lists: list[str]) -> list[list[int]]:
        """A Farm: one stack of fresh ids per list of kinds."""
        farm = []
        for kinds in kinds_lists:
            farm.append([self.one(kind) for kind in kinds])
        return farm


def arrange(
    state: ZombieState,
    *,
    hands: dict[int, list[int]] | None = None,
    farms: dict[int, list[list[int]]] | None = None,
    face_up: list[int] | None = None,
    day_top: list[int] = (),  # type: ignore[assignment]
    day_discard: list[int] = (),  # type: ignore[assignment]
    day_deck: list[int] | None = None,  # the whole deck, bottom first (overrides the rest)
    piles: dict[int, list[int]] | None = None,
    night_top: list[int] = (),  # type: ignore[assignment]
    night_discard: list[int] = (),  # type: ignore[assignment]
    night_deck: list[int] | None = None,
    revealed: int | None = None,
) -> ZombieState:
    """Put the named cards where the test wants them; every other card fills the decks.

    Unnamed hands get 5 filler cards and an unnamed face-up row 2 (the lowest free ids).
    """
    hands = dict(hands or {})
    farms = dict(farms or {})
    piles = dict(piles or {})
    assert set(farms) <= set(range(len(state.farms))), "no such Farm in this mode"
    assert set(piles) <= set(range(len(state.piles))), "no such Night pile in this mode"
    named_day = [c for h in hands.values() for c in h]
    named_day += [c for f in farms.values() for s in f for c in s]
    named_day += list(face_up or []) + list(day_top) + list(day_discard)
    if day_deck is not None:
        named_day += list(day_deck)
    assert len(named_day) == len(set(named_day)), "a Day card is named twice"
    filler = [c for c in range(DAY_CARDS) if c not in set(named_day)]
    for seat in range(state.players):
        if seat not in hands:
            hands[seat], filler = filler[:5], filler[5:]
    if face_up is None:
        face_up, filler = filler[:2], filler[2:]
    state.hands = [list(hands[s]) for s in range(state.players)]
    state.farms = [[list(s) for s in farms.get(h, [])] for h in range(len(state.farms))]
    state.face_up = list(face_up)
    state.day_discard = list(day_discard)
    if day_deck is not None:
        state.day_discard += filler
        state.day_deck = list(day_deck)
    else:
        state.day_deck = filler + list(reversed(list(day_top)))

    named_night = [c for p in piles.values() for c in p] + list(night_top) + list(night_discard)
    named_night += [] if revealed is None else [revealed]
    if night_deck is not None:
        named_night += list(night_deck)
    assert len(named_night) == len(set(named_night)), "a Night card is named twice"
    rest = [c for c in range(NIGHT_CARDS) if c not in set(named_night)]
    state.piles = [list(piles.get(h, [])) for h in range(len(state.piles))]
    state.night_discard = list(night_discard)
    state.revealed = revealed
    if night_deck is not None:
        state.night_discard += rest
        state.night_deck = list(night_deck)
    else:
        state.night_deck = rest + list(reversed(list(night_top)))
    check_accounting(state)
    return state


def to_turn(state: ZombieState, seat: int, half: str = "morning", queue=()) -> ZombieState:
    """Make it the start of ``seat``'s Day turn."""
    state.phase, state.step, state.seat, state.half = "day", "discard", seat, half
    state.placed, state.offered, state.offer = 0, set(), None
    state.queue = [tuple(q) for q in queue]
    return state


def to_night(state: ZombieState, night: int = 1, seat: int = 0) -> ZombieState:
    """Make it the first flip of Night ``night`` (piles set up by ``arrange``)."""
    state.phase, state.step, state.seat = "night", "flip", seat
    state.night, state.round, state.flips = night, 1, 0
    state.queue, state.scrap_queue = [], []
    return state


def set_lives(state: ZombieState, holder: int, count: int) -> None:
    """Give a holder ``count`` Life cards, moving the others to the Life discard."""
    everyone = [c for lives in state.lives for c in lives] + state.life_discard
    mine = state.lives[holder]
    if len(mine) >= count:
        state.life_discard += mine[count:]
        state.lives[holder] = mine[:count]
    else:
        spare = [c for c in state.life_discard][: count - len(mine)]
        state.life_discard = [c for c in state.life_discard if c not in spare]
        state.lives[holder] = mine + spare
    assert len(state.lives[holder]) == count
    assert sorted(everyone) == sorted([c for x in state.lives for c in x] + state.life_discard)


def farm_cards(farm: list[list[int]]) -> list[int]:
    return sorted(c for s in farm for c in s)


def kinds(stacks: list[list[int]]) -> list[list[str]]:
    return [[C.DAY[c] for c in s] for s in stacks]


def check_accounting(state: ZombieState) -> None:
    """Every Day, Night and Life card is in exactly one place."""
    day = [c for h in state.hands for c in h]
    day += [c for f in state.farms for s in f for c in s]
    day += state.day_deck + state.day_discard + state.face_up
    assert sorted(day) == list(range(DAY_CARDS)), "Day cards lost or doubled"
    night = state.night_deck + state.night_discard + [c for p in state.piles for c in p]
    night += [] if state.revealed is None else [state.revealed]
    assert sorted(night) == list(range(NIGHT_CARDS)), "Night cards lost or doubled"
    life = [c for x in state.lives for c in x] + state.life_discard + state.life_box
    assert sorted(life) == list(range(LIFE_CARDS)), "Life cards lost or doubled"


def dicts(events) -> list[dict[str, Any]]:
    """Events as plain JSON data (nested tuples become lists), as a log would hold them."""
    return [json.loads(json.dumps(e.to_dict())) for e in events]


def types(events) -> list[str]:
    return [e.type for e in events]


def play(state: ZombieState, action: Action) -> list[dict[str, Any]]:
    """Apply a legal action (checking it is offered) and return the events as dicts."""
    seat = state.current_seat()
    assert action in state.legal_actions(seat), f"{action} is not offered: {state.snapshot()}"
    events = dicts(state.apply(action))
    check_accounting(state)
    return events


def refused(state: ZombieState, action: Action, reason: str) -> str:
    """Assert the action is refused with ``reason`` in the message and changes nothing."""
    snapshot, digest = state.snapshot(), state.digest()
    seat = state.current_seat()
    if seat is not None:
        assert action not in state.legal_actions(seat)
    with pytest.raises(IllegalAction) as info:
        state.apply(action)
    assert reason in info.value.reason, info.value.reason
    assert state.snapshot() == snapshot and state.digest() == digest
    return info.value.reason
