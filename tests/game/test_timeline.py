"""The replay viewer's model: any action of a saved game, rebuilt from the seed."""

from __future__ import annotations

import pytest

from game.match import Match, SeatSpec
from game.timeline import Timeline, shows_secrets
from tests.game.played import played


@pytest.mark.parametrize(
    ("game", "players", "options"),
    [("chicken", 3, {}), ("zombie", 2, {}), ("henhouse", 2, {}), ("island", 2, {})],
)
def test_any_action_back_and_forth_is_the_game_replayed_to_it(game, players, options):
    match = played(game, players, 4, options=options)
    timeline = Timeline(match, every=7)
    total = len(match.actions)
    for n in (total, 3, total - 1, 0, 8, 7, 15, total // 2, 1):
        fresh = Match(game, match.seed, match.seats, match.options, match.actions[:n])
        at = timeline.at(n)
        assert at.state.digest() == fresh.state.digest(), n
        assert at.actions == match.actions[:n] and at.movers == match.movers[:n]
    again = timeline.at(5)
    again.apply(match.actions[5])  # a rebuilt match is its own: the kept copies stay put
    assert (
        timeline.at(5).state.digest()
        == Match(game, match.seed, match.seats, match.options, match.actions[:5]).state.digest()
    )


def test_turns_start_where_the_seat_acting_changes():
    match = played("chicken", 2, 4)
    timeline = Timeline(match)
    assert timeline.turns[0] == 0
    for start in timeline.turns[1:]:
        assert match.movers[start] != match.movers[start - 1]
    for n, mover in enumerate(match.movers):
        turn = timeline.turn_of(n)
        assert timeline.turn_start(turn) <= n
        assert match.movers[timeline.turn_start(turn)] == mover
    assert timeline.turn_start(len(timeline.turns)) == len(match.actions)
    assert timeline.turn_start(-1) == 0


def _seats(*kinds: str) -> list[SeatSpec]:
    return [SeatSpec(f"P{n}", n, kind, "easy") for n, kind in enumerate(kinds)]


def test_secrets_show_with_fewer_than_two_humans_or_once_the_game_is_over():
    done = played("henhouse", 2, 4)
    unfinished = done.actions[:10]
    two = Match("henhouse", done.seed, _seats("human", "human"), {}, unfinished)
    one = Match("henhouse", done.seed, _seats("human", "ai"), {}, unfinished)
    ais = Match("henhouse", done.seed, _seats("ai", "ai"), {}, unfinished)
    over = Match("henhouse", done.seed, _seats("human", "human"), {}, done.actions)
    assert not shows_secrets(two)
    assert shows_secrets(one) and shows_secrets(ais) and shows_secrets(over)
