"""How a Henhouse Havoc game reads outside the table: resume line, results, highlights."""

from __future__ import annotations

from collections import Counter
from typing import Any

from game.core import Event, Summary
from game.henhouse import rules as R
from game.words import count


def progress(state: Any, names: list[str]) -> str:
    """Where an unfinished game stands, for the Resume line."""
    if state.phase == "placement":
        return "hiding the armies"
    eggs = state.result()["eggs"]
    standing = ", ".join(f"{n} {count(e, 'egg')}" for n, e in zip(names, eggs, strict=True))
    return f"round {state.round}: {standing}"


def summary(state: Any) -> Summary:
    """Standings by eggs, then Sheaves; the reason the game ended as the headline."""
    result = state.result()
    eggs, sheaves = result["eggs"], result["sheaves"]
    order = sorted(range(state.players), key=lambda s: (-eggs[s], -sheaves[s]))
    rows = [(s, f"{count(eggs[s], 'egg')}, {count(sheaves[s], 'Sheaf')}") for s in order]
    headline = None if result["winner"] is not None else "A draw: nobody can fire"
    return Summary(headline, rows)


def highlights(events: list[Event], names: list[str]) -> list[str]:
    """The best shot, the biggest payday and the busiest gunner, in plain words."""
    kills: Counter[int] = Counter()
    hits: Counter[int] = Counter()
    paid: Counter[int] = Counter()
    bought: Counter[int] = Counter()
    for event in events:
        if isinstance(event, R.UnitDestroyed):
            kills[event.destroyer] += 1
        elif isinstance(event, R.Struck) and event.outcome == "hit":
            hits[event.seat] += 1
        elif isinstance(event, R.Paid):
            paid[event.seat] += event.amount
        elif isinstance(event, R.EggBought):
            bought[event.seat] += 1
    lines = []
    if kills:
        seat, n = kills.most_common(1)[0]
        lines.append(f"Top gun: {names[seat]}, {count(n, 'unit')} destroyed")
    if hits:
        seat, n = hits.most_common(1)[0]
        lines.append(f"Sharpest aim: {names[seat]}, {count(n, 'direct hit')}")
    if paid:
        seat, amount = paid.most_common(1)[0]
        lines.append(f"Richest harvest: {names[seat]}, {count(amount, 'Sheaf')} earned")
    if bought:
        seat, n = bought.most_common(1)[0]
        lines.append(f"Best customer: {names[seat]}, {count(n, 'egg')} bought")
    return lines
