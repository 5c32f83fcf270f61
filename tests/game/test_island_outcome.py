"""War for Chicken Island's results and resume line count their tags in players' words."""

from __future__ import annotations

from game.island import new_game
from game.island.outcome import progress, summary


def test_one_tag_is_one_tag_and_two_are_tags():
    state = new_game(2, 4)
    state.stage = "actions"
    state.tags = [[1], [0, 0]]  # seat 0 gave two tags, seat 1 gave one
    state.winner = 0
    rows = dict(summary(state).standings)
    assert rows == {0: "2 tags given, 1 taken", 1: "1 tag given, 2 taken"}
    assert progress(state, ["Ann", "Bob"]).endswith("Ann 2 tags given, Bob 1 tag given")
