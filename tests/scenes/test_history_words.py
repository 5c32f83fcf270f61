"""The history panel's words, told from whole seeded AI games of every title."""

from __future__ import annotations

from dataclasses import dataclass

import pytest

from game import registry
from game.core import Event
from game.history import Names, Narrator
from game.match import Match, SeatSpec
from scenes.screen_audit import word_faults

PLAYERS = {"chicken": 3, "zombie": 2, "henhouse": 2, "island": 2}


@dataclass(frozen=True)
class Landed(Event):
    seat: int
    night: int


def test_a_plain_sentence_names_the_seat_and_fills_the_fields():
    narrator = Narrator()
    narrator.plain({Landed: "{seat} landed on Night {night}"})
    line = narrator.line(Landed(1, 3), Names(["Ann", "Henrietta"]))
    assert (line.text, line.seat) == ("Henrietta landed on Night 3", 1)


def _told(game: str, seed: int) -> list[str]:
    info = registry.info(game)
    players = PLAYERS[game]
    seats = [SeatSpec(f"Bot {n + 1}", n, "ai", "normal") for n in range(players)]
    match = Match(game, seed, seats, info.settle(players, {}))
    ais = [info.make_ai(n, "normal", seed) for n in range(players)]
    for _ in range(3000):
        if match.state.is_over():
            break
        seat = match.state.current_seat()
        match.apply(ais[seat].decide(match.state.view(seat)))
    lines = info.narrator.lines(match.history(), [s.name for s in seats], None, everything=True)
    return [line.text for line in lines]


@pytest.mark.parametrize(
    "game, expected",
    [
        ("chicken", "moved from 0 to"),
        ("zombie", "Night 1 falls"),
        ("henhouse", "hid the army on the farm"),
        ("island", "got "),
    ],
)
def test_every_line_of_a_whole_game_reads_as_words(game, expected):
    told = _told(game, 3)
    assert any(expected in text for text in told), told[:20]
    for text in told:
        assert "{" not in text and "}" not in text, text
        assert word_faults(text) == [], text


def test_an_island_reason_names_its_card_not_its_id():
    from game.island import events as E

    narrator = registry.info("island").narrator
    line = narrator.line(E.ShieldLost(3, 1, "egg_shield"), Names(["Ann"]))
    assert line.text == "A piece lost 1 shield (Egg Shield)"
