"""War for Chicken Island's results chart: tags given and pieces lost by each turn.

Tags given are those a seat has on the other Banners now (tags can be taken back);
pieces lost counts every unit of the seat destroyed so far, chickens and machines.
"""

from __future__ import annotations

from typing import Any

from game.chart import Chart, Panel, lines_by_seat, sample, xs_of
from game.core import Action, Event
from game.island.events import PieceDestroyed


def chart(state: Any, actions: list[Action]) -> Chart:
    """Turns are counted across the table: every seat's turn is one step of the x axis."""
    players = state.players
    lost = [0] * players

    def note(events: list[Event]) -> None:
        for event in events:
            if isinstance(event, PieceDestroyed):
                lost[event.seat] += 1

    def measure(now: Any) -> tuple[float, ...]:
        given = [sum(banner.count(s) for banner in now.tags) for s in range(players)]
        return (*given, *lost)

    points = sample(state, actions, lambda now: sum(now.turns), measure, note, start=False)
    tags = lines_by_seat([(x, v[:players]) for x, v in points], range(players))
    losses = lines_by_seat([(x, v[players:]) for x, v in points], range(players))
    return Chart("Turn", xs_of(points), (Panel("Tags given", tags), Panel("Pieces lost", losses)))
