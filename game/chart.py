"""A finished game's story as numbers by turn, for the results screen's chart.

Each game turns a match's log into a :class:`Chart` by replaying it through the rules
(:func:`sample`), never by reading what a scene showed, so a chart is the same for a
live game, a resumed one and a replay. A chart holds seat numbers, not names or
colours: the screen draws each seat in its own colour *and* shape.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import Any

from game.core import Action, Event, GameState


@dataclass(frozen=True)
class Line:
    """One seat's values, one per point of the chart's x axis.

    ``seat`` is None for a line that belongs to the whole table (co-op's shared lives);
    ``marks`` names, point by point, the seat a point stands for (the leader's chance
    of winning is one line whose points change hands).
    """

    seat: int | None
    values: tuple[float, ...]
    marks: tuple[int, ...] = ()


@dataclass(frozen=True)
class Band:
    """A stretch of the x axis with a name: a title of Zombie Chickens' ladder."""

    first: int
    last: int
    name: str
    reached: bool


@dataclass(frozen=True)
class Panel:
    """One measure plotted against the x axis, a line per seat."""

    title: str
    lines: tuple[Line, ...]
    percent: bool = False  # values are chances from 0 to 1
    goal: float | None = None  # a level drawn across the panel (Chicken!'s winning score)
    bands: tuple[Band, ...] = ()


@dataclass(frozen=True)
class Chart:
    axis: str  # what the x axis counts: "Turn", "Night", "Round"
    xs: tuple[int, ...]
    panels: tuple[Panel, ...]


def sample(
    state: GameState,
    actions: Iterable[Action],
    mark: Callable[[Any], int],
    measure: Callable[[Any], tuple[float, ...]],
    note: Callable[[list[Event]], None] | None = None,
    start: bool = True,
) -> list[tuple[int, tuple[float, ...]]]:
    """``(x, measure)`` each time ``mark(state)`` moves on while ``actions`` are replayed.

    ``mark`` is the turn (or Night, or round) in play; when it moves on, the state is
    recorded under the one just finished, and once more when the game ends. ``start``
    records the fresh state under the mark before the first; ``note`` sees every event
    first, for measures no state keeps (pieces lost so far).
    """
    if note is not None:
        note(list(getattr(state, "opening_events", [])))
    now = mark(state)
    points = [(now - 1, measure(state))] if start else []
    for action in actions:
        events = state.apply(action)
        if note is not None:
            note(events)
        if state.is_over():
            points.append((mark(state), measure(state)))
            break
        later = mark(state)
        if later != now:
            points.append((now, measure(state)))
            now = later
    return points


def lines_by_seat(
    points: list[tuple[int, tuple[float, ...]]], seats: Iterable[int | None]
) -> tuple[Line, ...]:
    """Split sampled points (one value per seat, in ``seats`` order) into a line per seat."""
    return tuple(
        Line(seat, tuple(values[i] for _, values in points)) for i, seat in enumerate(seats)
    )


def xs_of(points: list[tuple[int, Any]]) -> tuple[int, ...]:
    return tuple(x for x, _ in points)
