"""Seats and game options as typed on the command line, read by the games' registry."""

from __future__ import annotations

import pytest

from game import registry
from scenes.seats import option_words, parse_seats


def test_flags_and_values_become_words_then_each_games_values():
    words = option_words("hardcore, island=build,teams=false")
    assert words == [("hardcore", None), ("island", "build"), ("teams", "false")]
    assert registry.info("island").read_options(4, words) == {"hardcore": True, "island": "build"}
    zombie = registry.info("zombie").read_options(2, option_words("mode=coop,open_hands=on"))
    assert zombie == {"mode": "coop", "open_hands": True}


@pytest.mark.parametrize("word,value", [("true", True), ("on", True), ("1", True), ("0", False)])
def test_every_game_reads_switches_the_same_way(word, value):
    for game, key, players in (("island", "hardcore", 2), ("zombie", "open_hands", 2)):
        chosen = [("mode", "coop")] if game == "zombie" else []
        read = registry.info(game).read_options(players, [*chosen, (key, word)])
        assert read.get(key, False) is value


def test_no_options_is_an_empty_list():
    assert option_words("") == [] and option_words("  ") == []


def test_seats_are_read_in_order_with_levels_and_devices():
    seats = parse_seats("ai:hard, human:kb-left,ai,human:pad-3")
    assert [(s.kind, s.level, s.device) for s in seats] == [
        ("ai", "hard", None),
        ("human", "normal", "kb-left"),
        ("ai", "normal", None),
        ("human", "normal", "pad-3"),
    ]


@pytest.mark.parametrize(
    "spec,words",
    [
        ("ai:genius", "unknown AI level 'genius'"),
        ("robot", "'robot' is not one of"),
        ("", "no seats given"),
        ("ai:hard,,ai:easy", "seat 2 is empty"),
        ("ai:hard,", "seat 2 is empty"),
        ("human:kb-middle", "unknown device 'kb-middle'"),
        ("human:pad-x", "unknown device 'pad-x'"),
    ],
)
def test_bad_seats_are_refused_with_a_reason(spec, words):
    with pytest.raises(ValueError, match=words):
        parse_seats(spec)
