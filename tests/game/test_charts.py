"""Results charts, replayed from a log through the rules: seeded games, numbers checked
against the rules' own results and events."""

from __future__ import annotations

import pytest

from game import chicken_ai, chicken_odds
from game.chart import sample
from game.chicken_chart import win_chances
from game.island.events import PieceDestroyed
from tests.game.played import played


def test_chicken_scores_by_turn_end_on_the_result_and_the_winner_is_certain():
    match = played("chicken", 3, 5, "normal")
    chart = match.chart()
    scores, chance = chart.panels
    assert chart.xs == tuple(range(len(chart.xs))) and chart.xs[-1] == match.state.turn
    assert [line.values[0] for line in scores.lines] == [0, 0, 0]
    assert [line.values[-1] for line in scores.lines] == match.state.result()["scores"]
    (line,) = chance.lines
    assert line.marks[-1] == match.state.winner and line.values[-1] == 1.0
    assert all(0 < value <= 1 for value in line.values)
    # the leader is whoever has the most points after that turn
    for point, leader in enumerate(line.marks):
        best = max(seat_line.values[point] for seat_line in scores.lines)
        assert scores.lines[leader].values[point] == best


def test_win_chances_share_one_and_favour_the_first_to_roll():
    even = win_chances([0, 0], 0, chicken_odds.WHITE_POOL)
    assert sum(even) == pytest.approx(1.0)
    assert even[0] > 0.5 > even[1]
    close = win_chances([24, 0, 0], 1, chicken_odds.WHITE_POOL)
    assert close[0] > 0.6 and sum(close) == pytest.approx(1.0)


def test_win_chances_agree_with_the_hard_ais_own_table():
    """After seat 0 ends a turn on 9 and passes a pool, its chance is the hard AI's value."""
    pool = chicken_ai.race_model().pools[3]
    others = (12, 4)  # seats 1 and 2, in the order they move after seat 0
    table = chicken_ai.race_model().values_after_my_turn(others)
    chances = win_chances([9, 12, 4], 1, pool)
    assert chances[0] == pytest.approx(table.value(9, pool), rel=1e-6)


@pytest.mark.parametrize(("players", "options"), [(1, {}), (3, {"mode": "coop"})])
def test_zombie_shared_lives_by_night_against_the_title_ladder(players, options):
    match = played("zombie", players, 3, options=options)
    chart = match.chart()
    lives, farm = chart.panels
    state = match.state
    assert chart.xs[0] == state.start_night - 1 and chart.xs[-1] == state.result()["night"]
    assert [line.seat for line in lives.lines] == [None]
    assert lives.lines[0].values[-1] == state.result()["lives"][0]
    assert farm.lines[0].values[-1] == state.result()["farm_cards"][0]
    reached = [band.name for band in lives.bands if band.reached]
    assert reached == ([state.title] if state.title != _survived(state) else [])
    assert lives.bands[0].first == state.start_night


def _survived(state) -> str:
    from game.zombie import cards

    return cards.rules_data()[state.mode]["survived"]


def test_zombie_versus_has_a_line_per_seat():
    match = played("zombie", 2, 3)
    lives, farm = match.chart().panels
    assert [line.seat for line in lives.lines] == [0, 1]
    assert [line.values[-1] for line in lives.lines] == match.state.result()["lives"]
    assert [line.values[-1] for line in farm.lines] == match.state.result()["farm_cards"]
    assert not lives.bands


def test_henhouse_eggs_and_sheaves_by_round_end_on_the_result():
    match = played("henhouse", 2, 3)
    chart = match.chart()
    eggs, sheaves = chart.panels
    result = match.state.result()
    assert chart.xs == tuple(range(result["rounds"] + 1))
    assert [line.values[-1] for line in eggs.lines] == result["eggs"]
    assert [line.values[-1] for line in sheaves.lines] == result["sheaves"]


def test_island_tags_and_losses_by_turn_match_the_events():
    match = played("island", 2, 3)
    chart = match.chart()
    tags, lost = chart.panels
    result = match.state.result()
    assert chart.xs[-1] == sum(result["turns"])
    given = [sum(banner.count(seat) for banner in result["tags"]) for seat in range(2)]
    assert [line.values[-1] for line in tags.lines] == given
    destroyed = [e.seat for e in match.history() if isinstance(e, PieceDestroyed)]
    assert [line.values[-1] for line in lost.lines] == [destroyed.count(s) for s in range(2)]
    assert all(
        a <= b
        for line in lost.lines
        for a, b in zip(line.values[:-1], line.values[1:], strict=True)
    )


def test_a_chart_is_the_same_for_the_same_seed_and_log():
    assert played("henhouse", 2, 8).chart() == played("henhouse", 2, 8).chart()


class _Counting:
    """A toy game: each action adds its number; a turn is every two actions; 6 ends it."""

    def __init__(self):
        self.total, self.done, self.opening_events = 0, 0, ["opened"]

    def apply(self, action):
        self.total += action
        self.done += 1
        return [f"added {action}"]

    def is_over(self):
        return self.total >= 6


def test_sample_records_each_finished_mark_once_and_the_end():
    seen = []
    state = _Counting()
    points = sample(
        state, [1, 1, 1, 1, 2, 9], lambda s: s.done // 2 + 1, lambda s: (s.total,), seen.extend
    )
    assert points == [(0, (0,)), (1, (2,)), (2, (4,)), (3, (6,))]
    assert seen == [
        "opened",
        "added 1",
        "added 1",
        "added 1",
        "added 1",
        "added 2",
    ]  # 9 never played
    later = sample(
        _Counting(), [3, 3], lambda s: s.done // 2 + 1, lambda s: (s.total,), start=False
    )
    assert later == [(2, (6,))]
