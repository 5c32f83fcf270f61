"""Computer players for Chicken!, at three levels, deciding from ``state.view(seat)`` only.

- **normal** plays soundly for the turn in hand: it maximises the exact expected
  points of this turn (:class:`game.chicken_odds.MaxExpected`) and stops as soon
  as the banked points win the game. Chickening out never pays in expectation
  with the shipped dice, so normal always goes for it.
- **hard** maximises its chance of *winning the game*. Every option (go for it,
  chicken out, reroll, stop) is scored by the exact law of how this turn ends
  (points *and* the dice passed on, from :mod:`game.chicken_odds`), each ending
  valued by ``P(win | my score, the others' scores, the dice the next player
  gets)`` from a race model (:class:`RaceModel`; its docstring says why that
  model). What follows from that, without any special rule:

  - a stop that reaches 25 is worth 1, so it is always taken;
  - with a rival about to win, points that do not win now are worth little, so
    it rerolls where normal would stop (and it banks sooner when far ahead);
  - a Chicken Out costs a point but rolls only the four safe white dice: hard
    takes it one or two points from victory with a big, fox-heavy pool;
  - the pool passed on is a gift to the next player (12 dice score about 3.4
    points a turn, 4 white dice 2.5), and a bust hands over only white dice.

  In two-player games against normal it wins 51.19 % (exact, by
  :func:`duel_chances`), where the best possible policy wins 51.38 %: Chicken! is
  mostly luck, and normal is already close to optimal. The gap is larger with
  more players (see ``tools/tournament_chicken.py``).
- **easy** has a seeded personality (greedy, steady or timid) with the rules of
  thumb of a beginner: stop at a favourite number of banked points, glance at the
  foxes but sometimes ignore them (and reroll with two foxes out), sometimes fear
  the orange dice, now and then act on a whim. It never plays an illegal move and
  never throws away a winning stop.

Decisions are a pure function of (seed, seat, level, view), so a seeded headless
game plays the same on every machine, and asking twice gives the same answer.
Computation is bounded by the size of the dice pool (exact enumeration, memoised
at module level), never by a clock; the race model's tables ship precomputed
(``tools/gen_chicken_ai_tables.py``) so nothing big is computed at import.
"""

from __future__ import annotations

import itertools
import json
import random
import threading
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from functools import cache, lru_cache
from typing import Any

import assets
from game import chicken
from game import chicken_odds as odds
from game.chicken import ChickenOut, GoForIt, Reroll, Stop
from game.core import Action, digest, play_out

LEVELS = ("easy", "normal", "hard")
WIN = chicken.WIN_SCORE
TABLES_FILE = ("data", "chicken_ai_tables.json")
TABLES_VERSION = 1
HORIZON = 48
"""How many future turns per player the race model looks at; the rest is negligible."""


# --- the race model -----------------------------------------------------------------------


def rules_fingerprint() -> str:
    """A digest of every rule number the tables depend on, so stale tables are never used."""
    data = chicken.rules_data()
    keys = ("dice", "points", "bust_foxes", "win_score", "chicken_out_penalty", "hatch_order")
    return digest([TABLES_VERSION, HORIZON, {k: data[k] for k in keys}])


def reachable_pools() -> tuple[odds.Counts, ...]:
    """Every dice pool a player can be passed, starting from the four white dice.

    A pool decides the Coop as well (at the start of a turn every die is either in
    the hand or in the Coop), so the pool alone keys a turn.
    """
    seen = {odds.WHITE_POOL}
    todo = [odds.WHITE_POOL]
    while todo:
        pool = todo.pop()
        for (_pts, passed), _p in odds.turn_outcomes(
            pool, coop_of(pool), odds.MaxExpected()
        ).items():
            if passed not in seen:
                seen.add(passed)
                todo.append(passed)
    return tuple(sorted(seen))


def coop_of(pool: odds.Counts) -> odds.Counts:
    """The Coop when ``pool`` is the hand: every die not passed on."""
    return tuple(t - n for t, n in zip(odds.TOTAL, pool, strict=True))


def sound_turn(score: int, pool: odds.Counts) -> dict[int, float]:
    """Law of the score after one sound turn (as the normal level plays) from ``score``.

    Scores of ``WIN`` or more are folded into ``WIN``. The player chickens out only
    when that has the better expectation, and stops as soon as the banked points win.
    """
    policy = odds.MaxExpected(goal=WIN - score)
    go = odds.turn_distribution(pool, coop_of(pool), policy)
    start, dist = score, go
    if pool != odds.WHITE_POOL:
        out = odds.turn_distribution(odds.WHITE_POOL, coop_of(odds.WHITE_POOL), policy)
        penalty = min(chicken.PENALTY, score)
        if odds.expected(out) - penalty > odds.expected(go):
            start, dist = score - penalty, out
    law: dict[int, float] = {}
    for points, p in dist.items():
        end = min(WIN, start + points)
        law[end] = law.get(end, 0.0) + p
    return law


def build_tables() -> dict[str, Any]:
    """The race model's tables: per pool and score, the law of the next score.

    Takes about a second, so it runs in ``tools/gen_chicken_ai_tables.py`` and the
    result ships as ``assets/data/chicken_ai_tables.json``; the game only reads it.
    """
    pools = reachable_pools()
    turns = [[_dense(sound_turn(s, pool)) for s in range(WIN)] for pool in pools]
    # How often each pool is passed in sound play: the stationary law of the pool
    # chain, by power iteration (it mixes within a few dozen turns).
    index = {pool: i for i, pool in enumerate(pools)}
    moves = []
    for pool in pools:
        row = [0.0] * len(pools)
        for (_pts, passed), p in odds.turn_outcomes(
            pool, coop_of(pool), odds.MaxExpected()
        ).items():
            row[index[passed]] += p
        moves.append(row)
    share = [1.0 if pool == odds.WHITE_POOL else 0.0 for pool in pools]
    for _ in range(500):
        share = [sum(share[i] * moves[i][j] for i in range(len(pools))) for j in range(len(pools))]
    return {
        "fingerprint": rules_fingerprint(),
        "kinds": list(odds.KINDS),
        "pools": [list(pool) for pool in pools],
        "share": [round(x, 13) for x in share],
        "turns": [[[round(x, 13) for x in row] for row in per_pool] for per_pool in turns],
    }


def _dense(law: Mapping[int, float]) -> list[float]:
    return [law.get(s, 0.0) for s in range(WIN + 1)]


@cache
def race_model() -> RaceModel:
    """The shared race model: read from the shipped tables, or built if they are stale."""
    try:
        with assets.path(*TABLES_FILE).open(encoding="utf-8") as handle:
            data = json.load(handle)
        if data.get("fingerprint") != rules_fingerprint():
            raise ValueError("stale tables")
        return RaceModel(data)
    except (OSError, ValueError, KeyError, TypeError):
        return RaceModel(build_tables())


class RaceModel:
    """``P(a player wins)`` from everyone's score, as a race of independent players.

    Why this model: a Chicken! player interacts with the others only through the
    dice passed on, and a turn's result depends on the score only through the
    "stop once you have won" rule. So each player is a Markov chain on their own
    score, one step per turn. ``turn[pool][s]`` is the exact law of the next score
    from ``s`` when handed ``pool`` and playing soundly. The first opponent to move
    starts from the pool we pass them, which is why passing a big pool has a price;
    later turns use the stationary mixture of pools seen in sound play.

    ``F[s][t] = P(finish within t own turns | score s)`` follows by dynamic
    programming, and with turns in seat order a player wins at their t-th turn when
    nobody who moves before them has finished within as many turns (t for those
    seated before in the round, t - 1 for those after). Independence across players
    is the one approximation; the pool coupling makes it a mild one.
    """

    def __init__(self, data: Mapping[str, Any]):
        self.pools: tuple[odds.Counts, ...] = tuple(tuple(p) for p in data["pools"])
        if list(data["kinds"]) != list(odds.KINDS):
            raise ValueError("tables for other dice")
        self.index = {pool: i for i, pool in enumerate(self.pools)}
        self.turns: list[list[list[float]]] = data["turns"]
        share: list[float] = data["share"]
        mixed = [
            [
                sum(share[i] * self.turns[i][s][e] for i in range(len(self.pools)))
                for e in range(WIN + 1)
            ]
            for s in range(WIN)
        ]
        self.mixed = mixed
        # finish[s][t]: P(reach WIN within t turns from s), for t = 0..HORIZON.
        finish = [[0.0] * (HORIZON + 1) for _ in range(WIN)] + [[1.0] * (HORIZON + 1)]
        for t in range(1, HORIZON + 1):
            prev = [row[t - 1] for row in finish]
            for s in range(WIN):
                finish[s][t] = sum(p * prev[e] for e, p in enumerate(mixed[s]) if p)
        self.finish = finish
        self._first: dict[tuple[int, odds.Counts], list[float]] = {}
        # done_at[s][t]: P(finish exactly at turn t), t = 1..HORIZON (index 0 unused).
        self.done_at = [
            [0.0] + [row[t] - row[t - 1] for t in range(1, HORIZON + 1)] for row in finish
        ]

    def survive_first(self, score: int, pool: odds.Counts) -> list[float]:
        """``P(not finished within t turns)`` for a player at ``score`` handed ``pool`` next."""
        if score >= WIN:
            return [1.0] + [0.0] * HORIZON
        key = (score, pool)
        out = self._first.get(key)
        if out is None:
            i = self.index.get(pool)
            first = self.turns[i][score] if i is not None else self.mixed[score]
            out = [1.0]
            for t in range(1, HORIZON + 1):
                out.append(1.0 - sum(p * self.finish[e][t - 1] for e, p in enumerate(first) if p))
            self._first[key] = out
        return out

    def survive(self, score: int) -> list[float]:
        """``P(not finished within t turns)`` for a player at ``score`` with an unknown pool."""
        return [1.0 - x for x in self.finish[min(score, WIN)]]

    def values_after_my_turn(self, others: Sequence[int]) -> WinTable:
        """A table of ``P(I win)`` once my turn ends, given the others' scores in turn order."""
        return WinTable(self, tuple(others))


_POOL_IDS: dict[odds.Counts, int] = {}
_POOLS: list[odds.Counts] = []
_POOL_LOCK = threading.Lock()


def pool_id(pool: odds.Counts) -> int:
    """A small number for a dice pool, so value rows sit in a list (assigned on first sight)."""
    found = _POOL_IDS.get(pool)
    if found is None:
        with _POOL_LOCK:  # a scene may decide in a worker thread
            found = _POOL_IDS.get(pool)
            if found is None:
                _POOLS.append(pool)
                found = _POOL_IDS[pool] = len(_POOLS) - 1
    return found


class WinTable:
    """``P(I win | my score when my turn ends, pool passed)`` against fixed opponents.

    ``others`` are the opponents' scores in the order they move after me. Rows are
    built lazily per pool, as flat lists indexed by my score (padded with 1.0 from
    ``WIN`` on), so valuing thousands of turn outcomes is a list lookup each.
    """

    PAD = WIN + sum(max(odds.face_points(f) for f in faces) for faces in chicken.FACES) + 1

    def __init__(self, model: RaceModel, others: tuple[int, ...]):
        self.model = model
        self.others = others
        later = [1.0] * (HORIZON + 1)
        for score in others[1:]:
            row = model.survive(score)
            later = [a * b for a, b in zip(later, row, strict=True)]
        self._later = later
        self.rows: list[list[float] | None] = []

    def prepare(self, ids: frozenset[int]) -> list[list[float]]:
        """The rows by pool id, with every row in ``ids`` built."""
        rows = self.rows
        for i in ids:
            if i >= len(rows):
                rows.extend([None] * (i + 1 - len(rows)))
            if rows[i] is None:
                rows[i] = self._build(_POOLS[i])
        return rows  # type: ignore[return-value]

    def row(self, pool: odds.Counts) -> list[float]:
        i = pool_id(pool)
        return self.prepare(frozenset((i,)))[i]

    def _build(self, pool: odds.Counts) -> list[float]:
        first = self.model.survive_first(self.others[0], pool) if self.others else None
        alive = [a * b for a, b in zip(first, self._later, strict=True)] if first else self._later
        row = []
        for score in range(WIN):
            done = self.model.done_at[score]
            row.append(sum(done[t] * alive[t] for t in range(1, HORIZON + 1)))
        return row + [1.0] * (self.PAD - WIN)

    def value(self, score: int, pool: odds.Counts) -> float:
        return self.row(pool)[max(score, 0)]


# --- valuing options exactly ------------------------------------------------------------------

CompactLaw = tuple[float, tuple[tuple[int, tuple[tuple[float, int], ...]], ...]]
"""(chance of a bust, (pool id passed, ((probability, points), ...)) of the safe outcomes)."""

_WHITE_ID = pool_id(odds.WHITE_POOL)


@cache
def compact_reroll(foxes: int, middle: odds.Counts, coop: odds.Counts) -> CompactLaw:
    law = odds.reroll_outcomes(foxes, middle, coop)
    grouped: dict[int, list[tuple[float, int]]] = {}
    for o in law.outcomes:
        grouped.setdefault(pool_id(o.passed), []).append((o.prob, o.points))
    return law.bust, tuple((q, tuple(pairs)) for q, pairs in sorted(grouped.items()))


@cache
def _plan(
    hand: odds.Counts, coop: odds.Counts
) -> tuple[float, tuple[tuple[float, int, int, CompactLaw | None], ...], frozenset[int]]:
    """A turn's first roll in flat form: (bust, (prob, banked, pool id if stopping, reroll law))."""
    bust, rolls = odds.first_roll(hand, coop)
    ids = {_WHITE_ID}
    entries = []
    for post in rolls:
        law = compact_reroll(post.foxes, post.middle, post.coop) if post.can_reroll else None
        stop_id = pool_id(post.passed)
        ids.add(stop_id)
        if law is not None:
            ids.update(q for q, _pairs in law[1])
        entries.append((post.prob, post.banked, stop_id, law))
    return bust, tuple(entries), frozenset(ids)


def reroll_win_chance(
    rows: Sequence[list[float]], score: int, banked: int, law: CompactLaw
) -> float:
    """``P(win)`` if the player at ``score`` with ``banked`` set aside rerolls."""
    bust, outcomes = law
    base = score + banked
    total = bust * rows[_WHITE_ID][score]
    for q, pairs in outcomes:
        row = rows[q]
        for p, pts in pairs:
            total += p * row[base + pts]
    return total


def turn_win_chance(table: WinTable, score: int, hand: odds.Counts, coop: odds.Counts) -> float:
    """``P(win)`` if the player at ``score`` rolls ``hand`` now and rerolls optimally.

    Exact over this turn: every first roll is enumerated, and for each the better
    of stopping and rerolling (itself exact) is taken.
    """
    bust, entries, ids = _plan(hand, coop)
    rows = table.prepare(ids)
    busted = rows[_WHITE_ID][score]
    total = bust * busted
    for prob, banked, stop_id, law in entries:
        base = score + banked
        value = rows[stop_id][base]
        if law is not None and base < WIN:
            reroll = law[0] * busted
            for q, pairs in law[1]:
                row = rows[q]
                for p, pts in pairs:
                    reroll += p * row[base + pts]
            if reroll > value:
                value = reroll
        total += prob * value
    return total


# --- the players ------------------------------------------------------------------------------


def legal_from_view(view: Mapping[str, Any]) -> list[Action]:
    """The legal actions of the seat to move, read from a view alone."""
    if view.get("phase") == chicken.CHOOSE:
        return [GoForIt(), ChickenOut()]
    if view.get("phase") == chicken.DECIDE:
        return [Reroll(), Stop()]
    return []


@dataclass(frozen=True)
class Personality:
    """How an easy player misjudges the dice (drawn once per game from its seeded RNG)."""

    name: str
    target: int  # stops once this many points are banked
    fox_blind: float  # chance of rerolling anyway with one fox short of a bust
    chicken_orange: float  # chance of chickening out when handed orange dice
    whim: float  # chance of simply choosing the other option


PERSONALITIES = (
    Personality("greedy", 7, 0.35, 0.0, 0.08),
    Personality("steady", 4, 0.12, 0.15, 0.08),
    Personality("timid", 2, 0.03, 0.5, 0.08),
)


class ChickenAI:
    """A computer player for one seat. ``decide(view)`` returns a legal action.

    It reads nothing but the view, so it can never peek at the rules state. Its
    ``rng`` is seeded from (seed, seat, level) and draws the easy personality and a
    salt; each easy decision then uses its own generator seeded from the salt and
    the view's turn and phase, so the answer never depends on how often or in
    which order ``decide`` was called (replays, undo and re-asking stay identical).
    """

    def __init__(self, seat: int, level: str, seed: int):
        if level not in LEVELS:
            raise ValueError(f"level must be one of {', '.join(LEVELS)}")
        self.seat = seat
        self.level = level
        self.seed = seed
        self._seed_text = f"chicken-ai:{seed}:{seat}:{level}"
        self.rng = random.Random(self._seed_text)
        self.personality = self.rng.choice(PERSONALITIES)
        self._salt = self.rng.getrandbits(64)

    def decide(self, view: Mapping[str, Any]) -> Action:
        legal = legal_from_view(view)
        if not legal or view.get("seat") != self.seat:
            raise ValueError(f"seat {self.seat} has no decision to make in this view")
        if self.level == "hard":
            return self._hard(view)
        if self.level == "normal":
            return self._normal(view)
        return self._easy(view)

    # -- normal: best expected points this turn --------------------------------------------

    def _normal(self, view: Mapping[str, Any]) -> Action:
        score = view["scores"][self.seat]
        if view["phase"] == chicken.CHOOSE:
            hand, coop = odds.go_pool(view)
            _white, out_coop = odds.chicken_out_pool(view)
            penalty = odds.chicken_out_penalty(view)
            out = normal_chickens_out(score, penalty, hand, coop, out_coop)
            return ChickenOut() if out else GoForIt()
        counts = odds.view_counts(view)
        banked, foxes = odds.banked_points(view), len(view["foxes"])
        reroll = normal_rerolls(score, banked, foxes, counts["middle"], counts["coop"])
        return Reroll() if reroll else Stop()

    # -- hard: best chance to win the game --------------------------------------------------

    def _hard(self, view: Mapping[str, Any]) -> Action:
        """Take the option with the greater exact ``P(win)`` under the race model."""
        score, others = view["scores"][self.seat], others_in_turn_order(view)
        if view["phase"] == chicken.CHOOSE:
            hand, coop = odds.go_pool(view)
            _white, out_coop = odds.chicken_out_pool(view)
            penalty = odds.chicken_out_penalty(view)
            out = hard_chickens_out(others, score, penalty, hand, coop, out_coop)
            return ChickenOut() if out else GoForIt()
        counts = odds.view_counts(view)
        banked, foxes = odds.banked_points(view), len(view["foxes"])
        reroll = hard_rerolls(others, score, banked, foxes, counts["middle"], counts["coop"])
        return Reroll() if reroll else Stop()

    # -- easy: a believable beginner --------------------------------------------------------

    def _easy(self, view: Mapping[str, Any]) -> Action:
        """Rules of thumb from the personality, a few lapses, never an illegal move."""
        me = self.personality
        rng = random.Random(f"{self._salt}:{view.get('turn')}:{view['phase']}")
        score = view["scores"][self.seat]
        if view["phase"] == chicken.CHOOSE:
            riskiest = chicken.HATCH_ORDER[-1]
            risky = sum(1 for d in view.get("hand", ()) if chicken.COLOURS[d] == riskiest)
            if risky and rng.random() < me.chicken_orange:
                choice: Action = ChickenOut()
            else:
                choice = GoForIt()
            only_white = odds.counts_of(view.get("hand", ())) == odds.WHITE_POOL
            if not only_white and rng.random() < me.whim / 2:  # no whim is that silly
                choice = GoForIt() if isinstance(choice, ChickenOut) else ChickenOut()
            return choice
        banked = odds.banked_points(view)
        if score + banked >= WIN:
            return Stop()  # even a beginner counts a winning turn
        foxes = len(view.get("foxes", ()))
        if foxes >= chicken.BUST_FOXES - 1:
            reroll = rng.random() < me.fox_blind
        else:
            reroll = banked < me.target
        if rng.random() < me.whim:
            reroll = not reroll
        return Reroll() if reroll else Stop()


# --- the decisions, as pure functions of colour counts ------------------------------------------
#
# Ties always go to the calmer option (go for it, stop): an option must be better by
# more than rounding noise to be taken.

_EPS = 1e-12


def normal_chickens_out(
    score: int, penalty: int, hand: odds.Counts, coop: odds.Counts, out_coop: odds.Counts
) -> bool:
    """Normal chickens out when that gives more expected points this turn, penalty paid."""
    if hand == odds.WHITE_POOL:
        return False
    policy = odds.MaxExpected(goal=WIN - score)
    go = odds.expected(odds.turn_distribution(hand, coop, policy))
    out = odds.expected(odds.turn_distribution(odds.WHITE_POOL, out_coop, policy)) - penalty
    return out > go + _EPS


def normal_rerolls(
    score: int, banked: int, foxes: int, middle: odds.Counts, coop: odds.Counts
) -> bool:
    """Normal rerolls when that raises the expected points, unless stopping wins."""
    if score + banked >= WIN:
        return False
    law = odds.reroll_outcomes(foxes, middle, coop)
    return law.expected_total(banked) > banked + _EPS


HARD_CHOICES_KEPT = 4096  # a game asks a few hundred; a session's games share the rest
WIN_TABLES_KEPT = 32  # one per set of opponents' scores: a turn's decisions share one


@lru_cache(maxsize=HARD_CHOICES_KEPT)
def hard_chickens_out(
    others: tuple[int, ...],
    score: int,
    penalty: int,
    hand: odds.Counts,
    coop: odds.Counts,
    out_coop: odds.Counts,
) -> bool:
    """Hard chickens out when that gives the better exact ``P(win)`` (memoised).

    With only white dice in hand both options roll the same dice, and chickening
    out can only cost, so that case needs no sums.
    """
    if hand == odds.WHITE_POOL:
        return False
    table = _win_table(others)
    go = turn_win_chance(table, score, hand, coop)
    out = turn_win_chance(table, score - penalty, odds.WHITE_POOL, out_coop)
    return out > go + _EPS


def hard_rerolls(
    others: tuple[int, ...],
    score: int,
    banked: int,
    foxes: int,
    middle: odds.Counts,
    coop: odds.Counts,
) -> bool:
    """Hard rerolls when that gives the better exact ``P(win)``; a winning stop is kept."""
    if score + banked >= WIN:
        return False
    table = _win_table(others)
    stop = table.value(score + banked, coop_of(coop))
    law = compact_reroll(foxes, middle, coop)
    rows = table.prepare(frozenset({_WHITE_ID, *(q for q, _pairs in law[1])}))
    return reroll_win_chance(rows, score, banked, law) > stop + _EPS


def turn_law(
    level: str, score: int, others: tuple[int, ...], hand: odds.Counts
) -> dict[tuple[int, odds.Counts], float]:
    """Exact law of (score at the end of the turn, dice passed on) as ``level`` plays it.

    For the deterministic levels (normal, hard), from the start of a turn at
    ``score`` handed ``hand`` (the Coop holds the rest). Tools use it to compute
    exact win chances between levels without sampling.
    """
    if level not in ("normal", "hard"):
        raise ValueError("only the normal and hard levels play a fixed policy")
    coop = coop_of(hand)
    out_coop = coop_of(odds.WHITE_POOL)
    penalty = min(chicken.PENALTY, score)
    if level == "hard":
        out = hard_chickens_out(others, score, penalty, hand, coop, out_coop)
    else:
        out = normal_chickens_out(score, penalty, hand, coop, out_coop)
    start = score - penalty if out else score
    if out:
        hand, coop = odds.WHITE_POOL, out_coop

    def rerolls(banked: int, foxes: int, middle: odds.Counts, coop_now: odds.Counts) -> bool:
        if level == "hard":
            return hard_rerolls(others, start, banked, foxes, middle, coop_now)
        return normal_rerolls(start, banked, foxes, middle, coop_now)

    law: dict[tuple[int, odds.Counts], float] = {}
    for (points, passed), p in odds.turn_outcomes(hand, coop, rerolls).items():
        key = (start + points, passed)
        law[key] = law.get(key, 0.0) + p
    return law


def others_in_turn_order(view: Mapping[str, Any]) -> tuple[int, ...]:
    """The other players' scores, starting with the next to move."""
    seat, players, scores = view["seat"], view["players"], view["scores"]
    return tuple(scores[(seat + k) % players] for k in range(1, players))


def win_table(view: Mapping[str, Any]) -> WinTable:
    """The race model's ``P(win)`` table for the seat to move in ``view``."""
    return _win_table(others_in_turn_order(view))


@lru_cache(maxsize=WIN_TABLES_KEPT)  # each grows a row per pool it meets
def _win_table(others: tuple[int, ...]) -> WinTable:
    return race_model().values_after_my_turn(others)


def duel_chances(
    level: str, low: int = 0
) -> tuple[dict[tuple[int, int], float], dict[tuple[int, int], float]]:
    """Exact two-player chances that ``level`` beats normal, with no sampling at all.

    ``level`` is "normal", "hard" or "best" (the best any policy can do against
    normal, by value iteration). Both players' turns are exact laws over (end
    score, dice passed), so the game is a Markov chain on (score, score, pool).
    Zero-point turns and Chicken Outs make it cyclic: values are swept until
    nothing moves by 1e-12. With ``low`` > 0 only the endgame where both scores are
    at least ``low`` is solved (it raises if play would leave it).

    Returns ``(first, second)``: ``first[(a, b)]`` is the chance when ``level`` is
    to move at ``a`` against normal at ``b``, ``second[(a, b)]`` when normal is to
    move at ``b``; both with the four white dice in hand.
    """
    if level not in ("normal", "hard", "best"):
        raise ValueError("level must be normal, hard or best")
    pools = race_model().pools
    index = {pool: i for i, pool in enumerate(pools)}
    span, kinds = range(low, WIN), range(len(pools))

    def dense(law: dict[tuple[int, odds.Counts], float]) -> list[tuple[float, int, int]]:
        if min(end for end, _passed in law) < low:
            raise ValueError(f"play leaves the endgame from {low} points")
        return [(p, min(end, WIN), index[passed]) for (end, passed), p in law.items()]

    normal = {(b, k): dense(turn_law("normal", b, (0,), pools[k])) for b in span for k in kinds}
    fixed: dict[tuple[int, int, int], list[tuple[float, int, int]]] = {}
    if level != "best":
        for a, b, k in itertools.product(span, span, kinds):
            fixed[(a, b, k)] = dense(turn_law(level, a, (b,), pools[k]))
    # x[a][b][k]: P(X wins) with X to move; y[b][a][k]: P(X wins) with normal to move.
    x = {key: 0.5 for key in itertools.product(span, span, kinds)}
    y = dict(x)

    class Rows:
        """Values once X's turn ends (normal to move at ``b``), as ``turn_win_chance`` reads."""

        def __init__(self, b: int):
            self.b = b

        def prepare(self, ids: frozenset[int]) -> list[list[float] | None]:
            pad = [1.0] * WinTable.PAD
            return [
                [y[(self.b, e, index[p])] if e >= low else 0.0 for e in range(WIN)] + pad
                if p in index
                else None
                for p in _POOLS
            ]

    def x_turn(a: int, b: int, k: int) -> float:
        if level != "best":
            return sum(p * (1.0 if e >= WIN else y[(b, e, q)]) for p, e, q in fixed[(a, b, k)])
        table, pool = Rows(b), pools[k]
        value = turn_win_chance(table, a, pool, coop_of(pool))  # type: ignore[arg-type]
        start = a - min(chicken.PENALTY, a)
        if pool != odds.WHITE_POOL and start >= low:
            out = turn_win_chance(table, start, odds.WHITE_POOL, coop_of(odds.WHITE_POOL))  # type: ignore[arg-type]
            value = max(value, out)
        return value

    for _sweep in range(1000):
        moved = 0.0
        for a, b in itertools.product(reversed(span), reversed(span)):
            for k in kinds:
                new = x_turn(a, b, k)
                moved = max(moved, abs(new - x[(a, b, k)]))
                x[(a, b, k)] = new
                law = normal[(b, k)]
                new = sum(p * (0.0 if e >= WIN else x[(a, e, q)]) for p, e, q in law)
                moved = max(moved, abs(new - y[(b, a, k)]))
                y[(b, a, k)] = new
        if moved < 1e-12:
            break
    white = index[odds.WHITE_POOL]
    first = {(a, b): x[(a, b, white)] for a, b in itertools.product(span, span)}
    second = {(a, b): y[(b, a, white)] for a, b in itertools.product(span, span)}
    return first, second


def warm_up() -> None:
    """Fill the memo tables a game needs (about half a second, once per process).

    Optional: without it the first few decisions of a process take up to ~0.2 s.
    A scene may call it from a worker thread while the table is dealt.
    """
    race_model()
    for pool in race_model().pools:
        _plan(pool, coop_of(pool))
        odds.turn_outcomes(pool, coop_of(pool), odds.MaxExpected())


def play_game(levels: Sequence[str], seed: int) -> chicken.ChickenState:
    """A whole seeded game between AIs at ``levels`` (seat order); the same seed plays the same."""
    state = chicken.new_game(len(levels), seed)
    return play_out(state, [ChickenAI(seat, level, seed) for seat, level in enumerate(levels)])
