"""Zombie Chickens' results chart: lives and Farm size after each Night.

In co-op and solo the table shares its lives and its Farm, so there is one line for
everyone, drawn against the rules' title ladder: each title is a stretch of Nights,
and the one the farm reached is marked.
"""

from __future__ import annotations

from typing import Any

from game.chart import Band, Chart, Panel, lines_by_seat, sample, xs_of
from game.core import Action
from game.zombie import cards as C


def _bands(state: Any) -> tuple[Band, ...]:
    """The title ladder as stretches of Nights: dying during one earns its title."""
    if state.mode not in ("solo", "coop"):
        return ()
    table = C.rules_data()[state.mode]
    offset = 0 if state.mode == "solo" else state.start_night
    title = state.result()["title"]
    bands, first = [], state.start_night
    for last, name in table["titles"]:
        bands.append(Band(first, last + offset, name, name == title))
        first = last + offset + 1
    return tuple(bands)


def chart(state: Any, actions: list[Action]) -> Chart:
    """Lives and Farm cards of each seat (or of the group) after every Night."""
    holders = len(state.lives)

    def measure(now: Any) -> tuple[float, ...]:
        lives = [len(stack) for stack in now.lives]
        return (*lives, *(sum(len(s) for s in farm) for farm in now.farms))

    points = sample(state, actions, lambda now: now.night, measure)
    seats = [None] if state.shared else list(range(holders))
    lives = lines_by_seat([(x, v[:holders]) for x, v in points], seats)
    farms = lines_by_seat([(x, v[holders:]) for x, v in points], seats)
    bands = _bands(state)
    return Chart(
        "Night",
        xs_of(points),
        (Panel("Lives", lives, bands=bands), Panel("Farm cards", farms, bands=bands)),
    )
