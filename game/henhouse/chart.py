"""Henhouse Havoc's results chart: each seat's eggs and Sheaves after every round."""

from __future__ import annotations

from typing import Any

from game.chart import Chart, Panel, lines_by_seat, sample, xs_of
from game.core import Action


def chart(state: Any, actions: list[Action]) -> Chart:
    players = state.players

    def measure(now: Any) -> tuple[float, ...]:
        return (*(now.egg_count(s) for s in range(players)), *now.sheaves)

    points = sample(state, actions, lambda now: now.round, measure)
    eggs = lines_by_seat([(x, v[:players]) for x, v in points], range(players))
    sheaves = lines_by_seat([(x, v[players:]) for x, v in points], range(players))
    return Chart("Round", xs_of(points), (Panel("Eggs", eggs), Panel("Sheaves", sheaves)))
