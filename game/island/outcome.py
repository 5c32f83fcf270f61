"""How a War for Chicken Island game reads outside the table: resume line, results, highlights."""

from __future__ import annotations

from collections import Counter
from typing import Any

from game.core import Event, Summary
from game.island.events import MachineBuilt, PieceDestroyed, TagPlaced


def _tags_given(state: Any) -> list[int]:
    return [sum(t.count(s) for t in state.tags) for s in range(state.players)]


def progress(state: Any, names: list[str]) -> str:
    """Where an unfinished game stands, for the Resume line."""
    if state.stage in ("island", "leaders"):
        return "setting up the island"
    given = _tags_given(state)
    standing = ", ".join(f"{n} {_count(g, 'tag')} given" for n, g in zip(names, given, strict=True))
    return f"turn {max(state.turns)}: {standing}"


def summary(state: Any) -> Summary:
    """Tags given, then tags taken (fewest first)."""
    given = _tags_given(state)
    taken = [len(t) for t in state.tags]
    order = sorted(range(state.players), key=lambda s: (s != state.winner, -given[s], taken[s]))
    rows = [(s, f"{_count(given[s], 'tag')} given, {taken[s]} taken") for s in order]
    return Summary(None, rows)


def highlights(events: list[Event], names: list[str]) -> list[str]:
    """The top warrior, the busiest builder and the most humiliating general."""
    kills: Counter[int] = Counter()
    built: Counter[int] = Counter()
    tags: Counter[int] = Counter()
    for event in events:
        if isinstance(event, MachineBuilt):
            built[event.seat] += 1
        elif isinstance(event, TagPlaced):
            tags[event.giver] += 1
        elif isinstance(event, PieceDestroyed) and event.why == "fight":
            kills[event.seat] += 1
    lines = []
    if tags:
        seat, count = tags.most_common(1)[0]
        lines.append(f"Most humiliating: {names[seat]}, {_count(count, 'tag')} placed")
    if kills:
        seat, count = kills.most_common(1)[0]
        lines.append(f"Hardest hit: {names[seat]}, {_count(count, 'unit')} lost in fights")
    if built:
        seat, count = built.most_common(1)[0]
        lines.append(f"Master engineer: {names[seat]}, {_count(count, 'machine')} built")
    return lines


def _count(number: int, thing: str) -> str:
    return f"{number} {thing}{'' if number == 1 else 's'}"
