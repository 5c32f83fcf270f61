"""Every legal action for the seat to act, and which actions undo may not cross.

Kept apart from the rules so the rules read as checks and effects; each enumerated
action is still checked by ``why_illegal`` in the tests, so the two cannot drift.
"""

from __future__ import annotations

import functools
import itertools

from game.core import Action
from game.island import fight as fights
from game.island import island as builder
from game.island.actions import (
    Build,
    Choose,
    EndActions,
    EndBuild,
    Fight,
    LendDie,
    Move,
    Pass,
    PickLeader,
    PlaceDie,
    PlayScroll,
    Retrieve,
    Roll,
    Site,
    Star,
)
from game.island.data import DATA
from game.island.pieces import targets
from game.island.rules import (
    ACTIONS,
    BUILD,
    BY_ORDER,
    ISLAND,
    LEADERS,
    RESOURCES,
    ROLL,
    IslandState,
    all_subsets,
)
from game.island.stars import MENU, star_problem
from game.island.turn import (
    PAYS_FOR,
    build_card_problem,
    build_cost,
    build_hex_problem,
    move_destinations,
    pay_problem,
    retrieve_problem,
    savings,
    turn_playable,
)

_MADE: dict[tuple, Action] = {}
_PAID: dict[tuple, tuple[Action, ...]] = {}
KEPT = 2048  # entries of each, under 1 MB: one game meets ~1,000, a session ever more
FEWEST_PILOTS = min(m.pilots for m in DATA.machines.values())


def made(kind: type[Action], *args: object) -> Action:
    """The action, reused: a frozen dataclass is slow to build, the same actions come back
    in list after list, and a reused object keeps its ``order`` for sorting."""
    key = (kind, *args)
    action = _MADE.get(key)
    if action is None:
        if len(_MADE) >= KEPT:
            _MADE.clear()
        action = _MADE[key] = kind(*args)
    return action


def paid(kind: type[Action], args: tuple, pays: tuple[str, ...]) -> tuple[Action, ...]:
    """The action once for each way it may be paid (``pay`` is its last field), reused."""
    key = (kind, args, pays)
    out = _PAID.get(key)
    if out is None:
        if len(_PAID) >= KEPT:
            _PAID.clear()
        out = _PAID[key] = tuple(made(kind, *args, p) for p in pays)
    return out


def actions(state: IslandState, seat: int) -> list[Action]:
    """Every legal action for ``seat``, each once, in ``order``."""
    if state.stage == ROLL and not state.pending and not state.fight:
        return _rolls(state, seat)  # worked out once per pattern, already in order
    out = _unordered(state, seat)
    out.sort(key=BY_ORDER)
    return out


def _unordered(state: IslandState, seat: int) -> list[Action]:
    if state.pending:
        return [made(Choose, key) for key, *_ in state.pending["options"]]
    if state.fight:
        playable = [
            c for c in set(state.hands[seat]) if fights.card_problem(state, seat, c) is None
        ]
        lend = [made(LendDie, d) for d in fights.lendable(state, seat)]
        return [made(Pass), *(made(PlayScroll, c) for c in playable), *lend]
    if state.stage == ISLAND:
        return [made(Site, i) for i in range(len(builder.candidates(state.draft)))]
    if state.stage == LEADERS:
        return [made(PickLeader, x) for x in state.dealt[seat]]
    if state.stage == ACTIONS:
        return turn_actions(state, seat)
    if state.stage == BUILD:
        return [made(EndBuild), *_builds(state, seat)]
    return []


def _pays(state: IslandState, seat: int, kind: str) -> tuple[str, ...]:
    return tuple([p for p in PAYS_FOR[kind] if pay_problem(state, seat, kind, p) is None])


def turn_actions(state: IslandState, seat: int) -> list[Action]:
    out: list[Action] = [made(EndActions)]
    mine = state.pieces_of(seat)
    move_pays = _pays(state, seat, "move")
    if move_pays:
        out += _moves(state, seat, mine, move_pays)
    fight_pays = _pays(state, seat, "fight")
    if fight_pays:
        for piece in mine:
            for t, _ in targets(state, piece):
                out += paid(Fight, (piece["id"], t["id"]), fight_pays)
    out += _builds(state, seat)
    pays = _pays(state, seat, "retrieve")
    if pays:  # what can be retrieved is the same whichever way it is paid
        whats = [w for w in ("chicken", *RESOURCES) if not retrieve_problem(state, seat, w)]
        for w in whats:
            out += paid(Retrieve, (w,), pays)
    for die in state.faces(seat, "plus1")[:1]:
        out += [made(PlaceDie, die, p["id"]) for p in mine]
    if state.stars(seat):
        out += [made(Star, a) for a in MENU if star_problem(state, seat, a) is None]
    out += [made(PlayScroll, c) for c in set(state.hands[seat]) if turn_playable(state, seat, c)]
    return out


def _rolls(state: IslandState, seat: int) -> list[Action]:
    """Any dice rerolled; each +1 die on a piece may also stay or come back unrolled."""
    dice = state.dice[seat]
    placed = tuple(i for i, d in enumerate(dice) if isinstance(d["at"], int))
    return list(_roll_list(len(dice), placed))


@functools.cache
def _roll_list(dice: int, placed: tuple[int, ...]) -> tuple[Action, ...]:
    """The Rolls for ``dice`` dice of which ``placed`` sit on pieces: only which dice are
    placed matters, so each list is worked out once."""
    free = [i for i in range(dice) if i not in placed]
    out: list[Action] = []
    for ways in itertools.product(("stay", "back", "roll"), repeat=len(placed)):
        back = tuple(i for i, w in zip(placed, ways, strict=True) if w == "back")
        rolled = tuple(i for i, w in zip(placed, ways, strict=True) if w == "roll")
        out += [Roll(tuple(sorted(d + rolled)), back) for d in all_subsets(free)]
    return tuple(sorted(out, key=BY_ORDER))


def _builds(state: IslandState, seat: int) -> list[Action]:
    """Every stock card on every hex it fits; with Abigail, once per token she may save."""
    out: list[Action] = []
    if not state.stock or pay_problem(state, seat, "build", "action"):
        return out  # nothing to build, or nothing left to build with this turn
    if state.chickens_home(seat) < FEWEST_PILOTS:
        return out  # nobody to fly it
    for card in set(state.stock):
        if build_card_problem(state, seat, card) is None:
            saves = [s for s in savings(state, seat, card) if _affords(state, seat, card, s)]
            for h in state.territory[seat]:
                if build_hex_problem(state, seat, card, h) is None:
                    out += [made(Build, card, *h, s) for s in saves or [""]]
    return out


def _affords(state: IslandState, seat: int, card: str, save: str) -> bool:
    cost = build_cost(state, seat, card, save)
    return all(state.res[seat][k] >= n for k, n in cost.items())


def _moves(state: IslandState, seat: int, mine: list, pays: tuple[str, ...]) -> list[Action]:
    """Each piece alone, and each hex's whole group once (named by its lowest id).

    Identical pieces in one hex (a stack of chickens) reach the same hexes, so their
    reach is worked out once; a stack of nothing but twins moves as one of them does.
    """
    out: list[Action] = []
    reached: dict[tuple, dict] = {}
    stacks: dict[tuple[int, int], list] = {}
    for piece in sorted(mine, key=lambda p: p["id"]):
        stacks.setdefault(piece["hex"], []).append(piece)
    for h, stack in stacks.items():
        for piece in stack:
            twin = (h, piece["kind"], piece["card"])
            if twin not in reached:
                reached[twin] = move_destinations(state, seat, piece, False)
            for to in reached[twin]:
                out += paid(Move, (piece["id"], *to, False), pays)
        if len(stack) > 1:
            first = (h, stack[0]["kind"], stack[0]["card"])
            if all((h, p["kind"], p["card"]) == first for p in stack):
                group = reached[first]
            else:
                group = move_destinations(state, seat, stack[0], True)
            for to in group:
                out += paid(Move, (stack[0]["id"], *to, True), pays)
    return out


BARRIERS = (
    Roll,
    Fight,
    Build,
    EndBuild,
    LendDie,
    Star,
    EndActions,
    Choose,
    Pass,
    PlayScroll,
    Site,
    PickLeader,
)


def is_barrier(state: IslandState, action: Action) -> bool:
    """Rolls, fights and their cards, builds (the stock refills), Star draws, the Draw step,
    setup choices and answers to questions are never undone; moves, retrieves and +1
    dice are."""
    return isinstance(action, BARRIERS)
