"""``plain_copy``: the scenes' view copies share nothing with the view they copy."""

from __future__ import annotations

from game import island
from game.core import plain_copy


def test_a_copied_view_is_equal_and_shares_nothing():
    state = island.new_game(3, 4)
    view = state.view(0)
    copied = plain_copy(view)
    assert copied == view
    copied["pieces"][0]["q"] += 5
    copied["banners"][0]["resources"]["wood"] = 99
    assert copied != view and view == state.view(0)


def test_other_values_are_deep_copied_too():
    marks = {"seen": {1, 2}, "at": (1, [2, 3])}
    copied = plain_copy(marks)
    copied["seen"].add(3)
    copied["at"][1].append(4)
    assert marks == {"seen": {1, 2}, "at": (1, [2, 3])}
