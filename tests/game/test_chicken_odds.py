"""The exact odds of Chicken! turns, checked against the rules engine itself.

Positions are reached through the engine with ``rig`` (never by editing its
state), and every brute-force check reads what the engine did from its events.
"""

from __future__ import annotations

import itertools
import math
import random
from collections import Counter
from fractions import Fraction

import pytest

from game import chicken
from game import chicken_odds as odds
from game.chicken import ChickenOut, GoForIt, Reroll, Stop

WHITE = odds.KINDS.index("white")
ORANGE = odds.KINDS.index("orange")


def fresh(players: int = 2, seed: int = 1) -> chicken.ChickenState:
    return chicken.new_game(players, seed, {"first_seat": 0})


def rigged(state: chicken.ChickenState, action, faces: list[str]) -> list:
    state.rig(faces)
    return state.apply(action)


def eight_dice_hand(seed: int = 1) -> chicken.ChickenState:
    """Seat 1 to choose, handed the four white and four yellow dice."""
    state = fresh(seed=seed)
    rigged(state, GoForIt(), ["egg"] * 4)  # four eggs hatch the four yellow dice
    state.apply(Stop())  # no points; all eight dice pass to seat 1
    return state


def twelve_dice_hand(seed: int = 1) -> chicken.ChickenState:
    """Seat 0 to choose, handed all twelve dice."""
    state = eight_dice_hand(seed)
    rigged(state, GoForIt(), ["egg"] * 4 + ["egg"] * 4)  # eight eggs: four oranges hatch
    state.apply(Stop())
    return state


def two_foxes_position(seed: int = 1) -> chicken.ChickenState:
    """Seat 1 deciding: 2 foxes out, 2 points banked, middle 2 white, 2 yellow, 2 orange."""
    state = eight_dice_hand(seed)
    faces = ["fox", "fox", "egg", "blank", "chicken", "chicken", "egg", "blank"]
    rigged(state, GoForIt(), faces)  # two eggs hatch two orange dice
    assert state.phase == chicken.DECIDE
    return state


def distinct_faces(die: int) -> list[tuple[str, int]]:
    """Each different face of a die with how many sides show it."""
    return sorted(Counter(chicken.FACES[die]).items())


# --- the odds panel ------------------------------------------------------------------------


def test_bust_with_two_foxes_out_is_the_hand_computed_value():
    view = two_foxes_position().view(1)
    assert len(view["foxes"]) == 2
    assert odds.view_counts(view)["middle"] == (2, 2, 2)
    # No fox on any of the six dice: white 5/6, yellow 5/6, orange 4/6 each.
    safe = Fraction(5, 6) ** 2 * Fraction(5, 6) ** 2 * Fraction(4, 6) ** 2
    odds_ = odds.reroll_odds(view)
    assert odds_ is not None
    assert odds_.bust == pytest.approx(float(1 - safe), abs=1e-12)
    assert odds_.banked == 2
    # Given no fox: a white die scores 2/5 on average, a yellow 3/5, an orange 4/4.
    mean_if_safe = 2 + 2 * Fraction(2, 5) + 2 * Fraction(3, 5) + 2 * Fraction(4, 4)
    assert odds_.expected_if_reroll == pytest.approx(float(safe * mean_if_safe), abs=1e-12)
    assert odds_.gain == pytest.approx(float(safe * mean_if_safe - 2), abs=1e-12)


def test_reroll_odds_only_while_deciding():
    state = fresh()
    assert odds.reroll_odds(state.view(0)) is None
    rigged(state, GoForIt(), ["chicken", "egg", "blank", "chicken"])
    assert odds.reroll_odds(state.view(0)) is not None
    state.apply(Stop())
    assert odds.reroll_odds(state.view(1)) is None


def engine_reroll_law(make) -> tuple[Fraction, dict]:
    """Brute force: every face combination of the middle, rerolled by the engine.

    ``make()`` rebuilds the position for each combination (cheaper than a deep copy).
    """
    state = make()
    seat, middle = state.seat, sorted(state.middle)
    bust, law = Fraction(0), Counter()
    for combo in itertools.product(*(distinct_faces(d) for d in middle)):
        weight = Fraction(math.prod(n for _f, n in combo), 6 ** len(middle))
        probe = make()
        events = rigged(probe, Reroll(), [face for face, _n in combo])
        kinds = {e.type: e for e in events}
        if "busted" in kinds:
            bust += weight
            continue
        passed = next(e for e in events if e.type == "dice_passed")
        points = kinds["scored"].points
        law[(points, odds.counts_of(passed.dice))] += weight
        assert passed.seat == seat
    return bust, law


@pytest.mark.parametrize("position", ["two_foxes", "hatching"])
def test_reroll_law_matches_engine_enumeration(position):
    def one_fox_position() -> chicken.ChickenState:
        # one fox out, and eggs rolled on the reroll hatch the last two oranges
        state = eight_dice_hand()
        faces = ["chicken", "chicken", "egg", "fox", "chicken", "chicken", "egg", "chicken"]
        rigged(state, GoForIt(), faces)
        return state

    make = two_foxes_position if position == "two_foxes" else one_fox_position
    state = make()
    view = state.view(state.seat)
    if position == "hatching":
        assert odds.view_counts(view)["coop"] == (0, 0, 2)
    bust, law = engine_reroll_law(make)
    banked, exact = odds.view_reroll(view)
    assert exact.bust == pytest.approx(float(bust), abs=1e-12)
    mine = Counter()
    for out in exact.outcomes:
        mine[(banked + out.points, out.passed)] += out.prob
    assert set(mine) == set(law)
    for key, p in law.items():
        assert mine[key] == pytest.approx(float(p), abs=1e-12)
    expected = sum(float(p) * points for (points, _passed), p in law.items())
    shown = odds.reroll_odds(view)
    assert shown is not None and shown.expected_if_reroll == pytest.approx(expected, abs=1e-12)


def test_first_roll_matches_engine_enumeration():
    def make() -> chicken.ChickenState:
        state = fresh()
        rigged(state, GoForIt(), ["egg", "egg", "chicken", "chicken"])  # two yellows hatch
        state.apply(Stop())
        return state

    state = make()
    hand, coop = sorted(state.hand), sorted(state.coop)
    assert odds.counts_of(hand) == (4, 2, 0)
    bust, law = Fraction(0), Counter()
    for combo in itertools.product(*(distinct_faces(d) for d in hand)):
        weight = Fraction(math.prod(n for _f, n in combo), 6 ** len(hand))
        probe = make()
        events = rigged(probe, GoForIt(), [face for face, _n in combo])
        if any(e.type == "busted" for e in events):
            bust += weight
            continue
        roll = next(e for e in events if e.type == "dice_rolled")
        hatched = [e.die for e in events if e.type == "die_hatched"]
        foxes = sum(f == "fox" for f in roll.faces)
        banked = sum(chicken.POINTS.get(f, 0) for f in roll.faces)
        rolled = zip(roll.dice, roll.faces, strict=True)
        middle = [d for d, f in rolled if f not in chicken.POINTS and f != "fox"] + hatched
        left = [d for d in coop if d not in hatched]
        law[(foxes, banked, odds.counts_of(middle), odds.counts_of(left))] += weight
    exact_bust, outcomes = odds.first_roll(odds.counts_of(hand), odds.counts_of(coop))
    assert exact_bust == pytest.approx(float(bust), abs=1e-12)
    mine = {(o.foxes, o.banked, o.middle, o.coop): o.prob for o in outcomes}
    assert set(mine) == set(law)
    for key, p in law.items():
        assert mine[key] == pytest.approx(float(p), abs=1e-12)


# --- whole turns -------------------------------------------------------------------------------


def engine_turns(make, samples: int, policy) -> Counter:
    """Monte Carlo through the engine: play one turn from ``make(seed)`` per sample."""
    points = Counter()
    for seed in range(samples):
        state = make(seed)
        seat = state.seat
        events = state.apply(GoForIt())
        if state.phase == chicken.DECIDE and state.seat == seat:
            view = state.view(seat)
            counts = odds.view_counts(view)
            wants = policy(
                odds.banked_points(view), len(view["foxes"]), counts["middle"], counts["coop"]
            )
            events = state.apply(Reroll() if wants else Stop())
        scored = [e.points for e in events if e.type == "scored"]
        points[scored[0] if scored else 0] += 1
    return points


def assert_close(exact: dict[int, float], seen: Counter, samples: int):
    assert sum(exact.values()) == pytest.approx(1.0, abs=1e-12)
    for points in set(exact) | set(seen):
        p = exact.get(points, 0.0)
        tolerance = 4.5 * math.sqrt(max(p * (1 - p), 1e-4) / samples) + 1 / samples
        assert abs(seen[points] / samples - p) <= tolerance, points
    mean = sum(k * n for k, n in seen.items()) / samples
    spread = math.sqrt(sum(p * (k - odds.expected(exact)) ** 2 for k, p in exact.items()))
    assert abs(mean - odds.expected(exact)) <= 4.5 * spread / math.sqrt(samples)


def test_white_dice_turn_matches_monte_carlo():
    policy = odds.MaxExpected()
    samples = 3000
    seen = engine_turns(lambda seed: fresh(seed=10_000 + seed), samples, policy)
    exact = odds.turn_distribution(odds.WHITE_POOL, (0, 4, 4), policy)
    assert_close(exact, seen, samples)


def test_twelve_dice_turn_matches_monte_carlo():
    policy = odds.Threshold(5)
    samples = 2500
    seen = engine_turns(lambda seed: twelve_dice_hand(20_000 + seed), samples, policy)
    view = twelve_dice_hand().view(0)
    assert odds.view_counts(view)["hand"] == (4, 4, 4)
    exact = odds.go_distribution(view, policy)
    assert exact == odds.turn_distribution((4, 4, 4), (0, 0, 0), policy)
    assert_close(exact, seen, samples)


def test_chicken_out_rolls_the_white_dice_from_a_full_coop():
    view = twelve_dice_hand().view(0)
    assert odds.chicken_out_pool(view) == (odds.WHITE_POOL, (0, 4, 4))
    assert odds.chicken_out_distribution(view) == odds.turn_distribution((4, 0, 0), (0, 4, 4))
    assert odds.chicken_out_penalty(view) == 0  # still on the start space


def test_max_expected_policy_beats_every_threshold():
    best = odds.expected(odds.turn_distribution((4, 4, 2), (0, 0, 2), odds.MaxExpected()))
    for points in range(0, 12):
        threshold = odds.turn_distribution((4, 4, 2), (0, 0, 2), odds.Threshold(points))
        assert odds.expected(threshold) <= best + 1e-12


def test_a_goal_makes_the_policy_stop_once_it_is_reached():
    policy = odds.MaxExpected(goal=1)
    assert not policy(1, 0, (4, 0, 0), (0, 4, 4))
    assert odds.MaxExpected()(1, 0, (3, 0, 0), (0, 4, 4))


def test_turn_outcomes_account_for_the_dice_passed_on():
    outcomes = odds.turn_outcomes((4, 0, 0), (0, 4, 4), odds.MaxExpected())
    assert sum(outcomes.values()) == pytest.approx(1.0, abs=1e-12)
    yellow = odds.KINDS.index("yellow")
    for (_points, passed), _p in outcomes.items():
        assert passed[WHITE] == 4  # the white dice always pass on
        assert passed[ORANGE] == 0 or passed[yellow] == 4  # yellows hatch first
    # The four white dice hatch at most four yellows; eggs on the reroll reach the oranges.
    assert {passed for (_pts, passed) in outcomes} == {(4, y, 0) for y in range(5)} | {
        (4, 4, o) for o in range(1, 5)
    }


def test_memoised_by_colours_not_die_ids():
    a = odds.reroll_outcomes(1, (2, 1, 0), (0, 3, 4))
    b = odds.reroll_outcomes(1, odds.counts_of([3, 0, 6]), odds.counts_of([4, 5, 7, 8, 9, 10, 11]))
    assert a is b


def test_faces_come_from_the_data_file():
    data = chicken.rules_data()["dice"]
    for kind, colour in enumerate(odds.KINDS):
        assert odds.KIND_FACES[kind] == tuple(data[colour]["faces"])
    assert tuple(data[colour]["count"] for colour in odds.KINDS) == odds.TOTAL


def test_chicken_out_then_reroll_odds_from_a_real_game():
    """Odds read from any real view are probabilities and the gain is consistent."""
    state = twelve_dice_hand()
    state.apply(ChickenOut())
    while not state.is_over():
        if state.phase == chicken.DECIDE:
            shown = odds.reroll_odds(state.view(state.seat))
            assert shown is not None and 0.0 <= shown.bust <= 1.0
            assert shown.gain == pytest.approx(shown.expected_if_reroll - shown.banked)
            state.apply(Stop())
        else:
            state.apply(GoForIt())


def test_both_first_choices_have_odds_at_the_start_of_a_turn():
    state = twelve_dice_hand()
    go, out = odds.choice_odds(state.view(state.current_seat()))
    assert round(go.bust, 3) == 0.521 and round(go.expected, 2) == 3.29
    assert round(out.bust, 3) == 0.016 and round(out.expected, 2) == 1.33
    rigged(state, GoForIt(), ["blank"] * 12)
    assert state.phase == chicken.DECIDE
    assert odds.choice_odds(state.view(state.current_seat())) is None, "a reroll has its own"


def test_the_odds_panel_worked_out_ahead_covers_every_turn_of_play():
    """After ``work_out_the_odds_panel`` no view of a game needs a new first roll or
    reroll core: the panel never works one out inside a frame (issue 20)."""
    odds.work_out_the_odds_panel()
    memos = (odds._roll_odds, odds._reroll_core)
    before = [memo.cache_info().misses for memo in memos]
    shown = 0
    for players, seed in ((2, 1), (5, 2), (8, 3)):
        rng = random.Random(seed)
        state = chicken.new_game(players, seed)
        while not state.is_over():
            seat = state.current_seat()
            view = state.view(seat)
            shown += (odds.reroll_odds(view) or odds.choice_odds(view)) is not None
            state.apply(rng.choice(state.legal_actions(seat)))
    assert shown > 100
    assert [memo.cache_info().misses for memo in memos] == before
