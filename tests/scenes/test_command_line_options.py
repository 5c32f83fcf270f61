"""Seats and game options as typed on the command line."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from scenes.seats import options_from_args, parse_seats


def test_flags_values_and_booleans_become_options():
    args = SimpleNamespace(mode="coop", options="open_hands, island=build,hardcore=false")
    assert options_from_args(args) == {
        "mode": "coop",
        "open_hands": True,
        "island": "build",
        "hardcore": False,
    }


def test_no_options_is_an_empty_dict():
    assert options_from_args(SimpleNamespace(mode=None, options=None)) == {}


def test_seats_are_read_in_order_with_levels_and_devices():
    seats = parse_seats("ai:hard, human:kb-left,ai")
    assert [(s.kind, s.level, s.device) for s in seats] == [
        ("ai", "hard", None),
        ("human", "normal", "kb-left"),
        ("ai", "normal", None),
    ]


@pytest.mark.parametrize("spec,words", [("ai:genius", "unknown AI level"), ("robot", "must be")])
def test_bad_seats_are_refused_with_a_reason(spec, words):
    with pytest.raises(ValueError, match=words):
        parse_seats(spec)
