"""Exact probabilities for Chicken! turns, from the dice faces in the data file.

Everything here is computed by exact enumeration, never by sampling. The dice faces
come from :mod:`game.chicken` (``FACES``, ``POINTS``, ``BUST_FOXES``, ``COLOURS``,
``HATCH_ORDER``), so changing ``assets/data/chicken.json`` changes the odds.

Dice of one colour share their faces, so a group of dice is a *multiset of colours*:
a tuple of counts in the order of :data:`KINDS` (white, yellow, orange with the
shipped data). Every costly result is memoised by those multisets, which keeps the
number of distinct computations tiny: a whole turn depends only on the dice passed
to the player and the Coop, and a reroll only on the foxes set aside, the middle
dice and the Coop.

A face is read exactly as the rules engine reads it: a face listed in ``POINTS``
is a chicken worth that many points, ``"fox"`` is a fox, everything else stays in
the middle and ``"egg"`` also hatches one die from the Coop (``HATCH_ORDER`` first).

The main entry points:

- :func:`reroll_odds` for the on-screen odds panel (phase ``"decide"``);
- :func:`go_distribution`, :func:`chicken_out_distribution` and
  :func:`turn_distribution` for the distribution of final turn points under a
  reroll policy (:class:`MaxExpected`, :class:`Threshold` or any callable);
- :func:`first_roll` and :func:`reroll_outcomes`, the memoised building blocks
  the AI uses to look further than points (the dice passed on).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from functools import cache, lru_cache
from itertools import product
from typing import Any

from game import chicken

Counts = tuple[int, ...]
"""A multiset of dice: how many of each colour, in :data:`KINDS` order."""

KINDS: tuple[str, ...] = tuple(dict.fromkeys(chicken.COLOURS))
"""The dice colours, in die-id order of first appearance."""

_KIND_INDEX = {colour: i for i, colour in enumerate(KINDS)}


def _kind_faces() -> tuple[tuple[str, ...], ...]:
    faces: dict[str, tuple[str, ...]] = {}
    for colour, die_faces in zip(chicken.COLOURS, chicken.FACES, strict=True):
        if faces.setdefault(colour, die_faces) != die_faces:
            raise ValueError(f"all {colour} dice must share their faces")
    return tuple(faces[colour] for colour in KINDS)


KIND_FACES: tuple[tuple[str, ...], ...] = _kind_faces()
TOTAL: Counts = tuple(chicken.COLOURS.count(colour) for colour in KINDS)
"""Every die in the game."""

WHITE_POOL: Counts = tuple(
    sum(1 for d in chicken.WHITE if chicken.COLOURS[d] == colour) for colour in KINDS
)
"""The dice passed on after a bust, and rolled after a Chicken Out."""

_HATCH_KINDS: tuple[int, ...] = tuple(
    _KIND_INDEX[colour] for colour in chicken.HATCH_ORDER if colour in _KIND_INDEX
)
_ZERO: Counts = (0,) * len(KINDS)


def _add(a: Counts, b: Counts) -> Counts:
    return tuple(x + y for x, y in zip(a, b, strict=True))


def _sub(a: Counts, b: Counts) -> Counts:
    return tuple(x - y for x, y in zip(a, b, strict=True))


def counts_of(dice: Iterable[int]) -> Counts:
    """The colour multiset of some die ids."""
    counts = [0] * len(KINDS)
    for die in dice:
        counts[_KIND_INDEX[chicken.COLOURS[int(die)]]] += 1
    return tuple(counts)


def face_points(face: str | None) -> int:
    return chicken.POINTS.get(face, 0) if face is not None else 0


@dataclass(frozen=True)
class _Face:
    """One kind of face outcome for one die, with how many of its faces do it."""

    ways: int
    scores: bool  # a chicken, set aside (the engine tests ``face in POINTS``)
    points: int
    fox: bool
    egg: bool


@cache
def _face_outcomes(kind: int) -> tuple[_Face, ...]:
    """Faces of one colour grouped by what they do, read as the engine reads them."""
    grouped: dict[tuple[bool, int, bool, bool], int] = {}
    for face in KIND_FACES[kind]:
        scores = face in chicken.POINTS
        key = (scores, face_points(face), not scores and face == "fox", face == "egg")
        grouped[key] = grouped.get(key, 0) + 1
    return tuple(_Face(n, *key) for key, n in sorted(grouped.items()))


def hatch(eggs: int, coop: Counts) -> Counts:
    """The dice hatched from ``coop`` by ``eggs`` eggs: ``HATCH_ORDER`` colours first."""
    hatched = [0] * len(KINDS)
    for kind in _HATCH_KINDS:
        take = min(eggs, coop[kind])
        hatched[kind] = take
        eggs -= take
        if not eggs:
            break
    return tuple(hatched)


_BUST = (chicken.BUST_FOXES, 0, 0, ())


@cache
def _roll(dice: Counts, foxes: int, keep_middle: bool) -> tuple[int, dict[tuple, int]]:
    """Roll ``dice`` with ``foxes`` already out: (ways in all, ways of each result).

    A result is (foxes so far, points rolled, eggs rolled, middle dice); ``middle``
    is left empty unless ``keep_middle``. Counting equally likely face sequences with
    integers keeps the law exact; every bust is folded into one result, ``_BUST``.
    The law of n dice is the law of n - 1 dice and one more die, memoised, so every
    multiset costs one small convolution.
    """
    if foxes >= chicken.BUST_FOXES:
        return 1, {_BUST: 1}
    kind = max((k for k, n in enumerate(dice) if n), default=None)
    if kind is None:
        return 1, {(foxes, 0, 0, _ZERO if keep_middle else ()): 1}
    one = tuple(1 if k == kind else 0 for k in range(len(KINDS)))
    sides = len(KIND_FACES[kind])
    total, states = _roll(_sub(dice, one), foxes, keep_middle)
    law: dict[tuple, int] = {}
    for state, ways in states.items():
        f, pts, eggs, middle = state
        if f >= chicken.BUST_FOXES:
            law[_BUST] = law.get(_BUST, 0) + ways * sides
            continue
        for face in _face_outcomes(kind):
            if face.fox:
                key = _BUST if f + 1 >= chicken.BUST_FOXES else (f + 1, pts, eggs, middle)
            elif face.scores:
                key = (f, pts + face.points, eggs, middle)
            else:
                key = (f, pts, eggs + face.egg, _add(middle, one) if keep_middle else ())
            law[key] = law.get(key, 0) + ways * face.ways
    return total * sides, law


@dataclass(frozen=True)
class PostRoll:
    """The table after the first roll (and its hatching) of a turn that did not bust."""

    prob: float
    foxes: int  # foxes set aside
    banked: int  # points of the chickens set aside
    middle: Counts  # dice to reroll: blanks, eggs and hatched dice
    coop: Counts  # the Coop after hatching

    @property
    def can_reroll(self) -> bool:
        return any(self.middle)

    @property
    def passed(self) -> Counts:
        """The dice passed on if the player stops here."""
        return _sub(TOTAL, self.coop)


@cache
def first_roll(hand: Counts, coop: Counts) -> tuple[float, tuple[PostRoll, ...]]:
    """Roll every die in ``hand``: (chance of a bust, every other outcome after hatching).

    Outcomes with an empty middle are included; the engine counts them at once.
    """
    total, results = _roll(hand, 0, True)
    bust = results.get(_BUST, 0)
    merged: dict[tuple[int, int, Counts, Counts], int] = {}
    for (foxes, pts, eggs, middle), ways in results.items():
        if foxes >= chicken.BUST_FOXES:
            continue
        hatched = hatch(eggs, coop)
        key = (foxes, pts, _add(middle, hatched), _sub(coop, hatched))
        merged[key] = merged.get(key, 0) + ways
    outcomes = tuple(PostRoll(ways / total, *key) for key, ways in sorted(merged.items()))
    return bust / total, outcomes


@dataclass(frozen=True)
class RerollOutcome:
    """One outcome of the reroll that did not bust: points added and dice passed on."""

    prob: float
    points: int  # points rolled on the reroll (add the banked points)
    passed: Counts  # every die in play at the end of the turn, passed to the next player


@dataclass(frozen=True)
class RerollLaw:
    """The exact law of one reroll; ``outcomes`` leave out the bust."""

    bust: float
    outcomes: tuple[RerollOutcome, ...]
    expected_points: float  # expected points rolled, a bust counting 0 (banked not included)

    @property
    def safe(self) -> float:
        return 1.0 - self.bust

    def expected_total(self, banked: int) -> float:
        """Expected points at the end of the turn if you reroll with ``banked`` set aside."""
        return self.safe * banked + self.expected_points

    def points(self) -> dict[int, float]:
        """Law of the points rolled (0 also for a bust, which then loses the banked)."""
        dist: dict[int, float] = {}
        for out in self.outcomes:
            dist[out.points] = dist.get(out.points, 0.0) + out.prob
        return dict(sorted(dist.items()))


@cache
def _reroll_core(foxes: int, middle: Counts) -> tuple[int, int, tuple[tuple[int, int, int], ...]]:
    """(ways in all, ways to bust, (points, eggs, ways) of every safe result) of a reroll."""
    total, results = _roll(middle, foxes, False)
    merged: dict[tuple[int, int], int] = {}
    for (f, pts, eggs, _middle), ways in results.items():
        if f < chicken.BUST_FOXES:
            merged[(pts, eggs)] = merged.get((pts, eggs), 0) + ways
    safe = tuple((pts, eggs, ways) for (pts, eggs), ways in sorted(merged.items()))
    return total, results.get(_BUST, 0), safe


@cache
def reroll_outcomes(foxes: int, middle: Counts, coop: Counts) -> RerollLaw:
    """The exact law of the one reroll of ``middle`` with ``foxes`` already set aside.

    Eggs rolled on the reroll hatch dice that are never rolled this turn: they only
    change the dice passed on, so ``coop`` matters for ``passed`` and never for points.
    """
    total, bust, safe = _reroll_core(foxes, middle)
    in_play = _sub(TOTAL, coop)
    passed_by_eggs: dict[int, Counts] = {}
    merged: dict[tuple[int, Counts], int] = {}
    mean = 0
    for pts, eggs, ways in safe:
        passed = passed_by_eggs.get(eggs)
        if passed is None:
            passed = passed_by_eggs[eggs] = _add(in_play, hatch(eggs, coop))
        merged[(pts, passed)] = merged.get((pts, passed), 0) + ways
        mean += pts * ways
    outcomes = tuple(
        RerollOutcome(w / total, pts, passed) for (pts, passed), w in sorted(merged.items())
    )
    return RerollLaw(bust / total, outcomes, mean / total)


# --- reroll policies ---------------------------------------------------------------------

Policy = Callable[[int, int, Counts, Counts], bool]
"""``policy(banked, foxes, middle, coop) -> True to reroll``; asked only when one is possible."""


@dataclass(frozen=True)
class MaxExpected:
    """Reroll exactly when that raises the expected points of the turn.

    With ``goal`` set, never reroll once ``banked >= goal`` (the points that win).
    This is the best policy for expected points: the reroll is the last decision
    of the turn, so comparing its exact expectation with the banked points is exact.
    """

    goal: int | None = None

    def __call__(self, banked: int, foxes: int, middle: Counts, coop: Counts) -> bool:
        if self.goal is not None and banked >= self.goal:
            return False
        return reroll_outcomes(foxes, middle, coop).expected_total(banked) > banked


@dataclass(frozen=True)
class Threshold:
    """Reroll while fewer than ``points`` are banked and at most ``max_foxes`` are out."""

    points: int
    max_foxes: int = chicken.BUST_FOXES - 1

    def __call__(self, banked: int, foxes: int, middle: Counts, coop: Counts) -> bool:
        return banked < self.points and foxes <= self.max_foxes


# --- turn distributions --------------------------------------------------------------------


@lru_cache(maxsize=4096)
def _turn_outcomes_cached(hand: Counts, coop: Counts, policy: Policy) -> dict:
    return _turn_outcomes(hand, coop, policy)


def _turn_outcomes(hand: Counts, coop: Counts, policy: Policy) -> dict[tuple[int, Counts], float]:
    bust, rolls = first_roll(hand, coop)
    law: dict[tuple[int, Counts], float] = {}
    if bust:
        law[(0, WHITE_POOL)] = bust
    for post in rolls:
        if post.can_reroll and policy(post.banked, post.foxes, post.middle, post.coop):
            reroll = reroll_outcomes(post.foxes, post.middle, post.coop)
            if reroll.bust:
                law[(0, WHITE_POOL)] = law.get((0, WHITE_POOL), 0) + post.prob * reroll.bust
            for out in reroll.outcomes:
                key = (post.banked + out.points, out.passed)
                law[key] = law.get(key, 0) + post.prob * out.prob
        else:
            key = (post.banked, post.passed)
            law[key] = law.get(key, 0) + post.prob
    return law


def turn_outcomes(hand: Counts, coop: Counts, policy: Policy) -> dict[tuple[int, Counts], float]:
    """Exact law of (points scored, dice passed on) for a turn that rolls ``hand``.

    A bust scores 0 and passes the white dice. Turns under the policies of this
    module (value-hashable frozen dataclasses) are memoised; any other callable is
    computed afresh each time.
    """
    if isinstance(policy, MaxExpected | Threshold):
        return dict(_turn_outcomes_cached(hand, coop, policy))
    return _turn_outcomes(hand, coop, policy)


def turn_distribution(hand: Counts, coop: Counts, policy: Policy | None = None) -> dict[int, float]:
    """Exact law of the points scored by a turn that rolls ``hand`` (0 on a bust)."""
    dist: dict[int, float] = {}
    for (points, _passed), p in turn_outcomes(hand, coop, policy or MaxExpected()).items():
        dist[points] = dist.get(points, 0) + p
    return dict(sorted(dist.items()))


def expected(dist: Mapping[int, Any]) -> float:
    """The mean of a points distribution."""
    return sum(p * k for k, p in dist.items())


# --- reading a view --------------------------------------------------------------------------


def view_counts(view: Mapping[str, Any]) -> dict[str, Counts]:
    """The colour multisets of every place in a view (hand, coop, middle, chickens, foxes)."""
    return {
        place: counts_of(view.get(place, ()))
        for place in ("hand", "coop", "middle", "chickens", "foxes")
    }


def banked_points(view: Mapping[str, Any]) -> int:
    """Points of the chickens set aside in a view."""
    faces = view.get("faces", {})
    return sum(face_points(faces.get(str(d))) for d in view.get("chickens", ()))


def go_pool(view: Mapping[str, Any]) -> tuple[Counts, Counts]:
    """(dice rolled, Coop) after Go For It from a ``"choose"`` view."""
    counts = view_counts(view)
    return counts["hand"], counts["coop"]


def chicken_out_pool(view: Mapping[str, Any]) -> tuple[Counts, Counts]:
    """(dice rolled, Coop) after Chicken Out: every non-white die goes back to the Coop."""
    counts = view_counts(view)
    sent_home = _sub(counts["hand"], _min(counts["hand"], WHITE_POOL))
    return WHITE_POOL, _add(counts["coop"], sent_home)


def _min(a: Counts, b: Counts) -> Counts:
    return tuple(min(x, y) for x, y in zip(a, b, strict=True))


def go_distribution(view: Mapping[str, Any], policy: Policy | None = None) -> dict[int, float]:
    """Exact law of this turn's points if the player goes for it and follows ``policy``."""
    return turn_distribution(*go_pool(view), policy)


def chicken_out_distribution(
    view: Mapping[str, Any], policy: Policy | None = None
) -> dict[int, float]:
    """Exact law of this turn's points (before the penalty) after Chicken Out."""
    return turn_distribution(*chicken_out_pool(view), policy)


def chicken_out_penalty(view: Mapping[str, Any]) -> int:
    """The point a Chicken Out costs the player to move (none on the start space)."""
    return min(chicken.PENALTY, view["scores"][view["seat"]])


def view_reroll(view: Mapping[str, Any]) -> tuple[int, RerollLaw]:
    """(banked points, exact reroll law) for a ``"decide"`` view."""
    counts = view_counts(view)
    law = reroll_outcomes(len(view.get("foxes", ())), counts["middle"], counts["coop"])
    return banked_points(view), law


@dataclass(frozen=True)
class RerollOdds:
    """What the odds panel shows while the player decides whether to reroll."""

    bust: float  # chance the reroll busts
    banked: int  # points if you stop now
    expected_if_reroll: float  # expected points at the end of the turn if you reroll
    gain: float  # expected_if_reroll - banked


def reroll_odds(view: Mapping[str, Any]) -> RerollOdds | None:
    """The odds of the reroll in a ``"decide"`` view; None in any other phase."""
    if view.get("phase") != chicken.DECIDE:
        return None
    banked, law = view_reroll(view)
    total = law.expected_total(banked)
    return RerollOdds(float(law.bust), banked, float(total), float(total - banked))


@dataclass(frozen=True)
class RollOdds:
    """One choice at the start of a turn, as the odds panel shows it."""

    bust: float  # chance the first roll busts
    expected: float  # expected points if the player counts straight after that roll


@cache
def _roll_odds(hand: Counts, coop: Counts) -> RollOdds:
    """Kept as two numbers, not through ``first_roll``'s memo of every outcome: the
    window's AIs think in another process, so the panel alone would keep those here."""
    bust, rolls = first_roll.__wrapped__(hand, coop)
    return RollOdds(float(bust), float(sum(post.prob * post.banked for post in rolls)))


def choice_odds(view: Mapping[str, Any]) -> tuple[RollOdds, RollOdds] | None:
    """(Go For It, Chicken Out) odds in a ``"choose"`` view; None in any other phase.

    Counting after the first roll keeps both numbers about the choice being made now;
    the reroll has its own odds once the dice are down.
    """
    if view.get("phase") != chicken.CHOOSE:
        return None
    return _roll_odds(*go_pool(view)), _roll_odds(*chicken_out_pool(view))


def work_out_the_odds_panel() -> None:
    """Work out every first roll's odds a turn can start with and every reroll's core
    (about 0.3 s, once per process), so the odds panel only looks them up.

    A turn starts with every die either passed on or in the Coop, and white dice never
    go into the Coop; a reroll's core depends only on the dice rolled and the foxes set
    aside, fewer than bust a turn.
    """
    for coop in product(*(range(n + 1) for n in TOTAL)):
        if not any(c and w for c, w in zip(coop, WHITE_POOL, strict=True)):
            out = _sub(TOTAL, coop)
            _roll_odds(out, coop)
            _roll_odds(WHITE_POOL, _add(coop, _sub(out, WHITE_POOL)))  # after Chicken Out
    for middle in product(*(range(n + 1) for n in TOTAL)):
        if any(middle):
            for foxes in range(chicken.BUST_FOXES):
                _reroll_core(foxes, middle)
