"""The moments of a Zombie Chickens game worth a line on the results screen."""

from __future__ import annotations

from collections import Counter

from game.core import Event
from game.words import count as counted
from game.zombie import cards as C
from game.zombie.actions import Defended, LifeLost, NightStarted


def highlights(events: list[Event], names: list[str]) -> list[str]:
    """The busiest defence, the worst Night and who took the most bites, in plain words."""
    stopped: Counter[str] = Counter()
    stopped_by_seat: Counter[int] = Counter()
    bites: Counter[int] = Counter()
    bites_by_night: Counter[int] = Counter()
    night = 0
    blasts = 0
    for event in events:
        if isinstance(event, NightStarted):
            night = event.night
        elif isinstance(event, Defended):
            stopped[event.defence] += 1
            stopped_by_seat[event.seat] += 1
            blasts += bool(event.destroyed)
        elif isinstance(event, LifeLost):
            bites[event.seat] += 1
            bites_by_night[night] += 1
    lines = []
    if stopped:
        defence, count = stopped.most_common(1)[0]
        lines.append(f"Best defence: {C.DAY_NAMES[defence]}, {counted(count, 'zombie')} stopped")
    if stopped_by_seat:
        seat, count = stopped_by_seat.most_common(1)[0]
        lines.append(f"Sharpest farmer: {names[seat]}, {counted(count, 'zombie')} stopped")
    if bites_by_night:
        worst, count = max(bites_by_night.items(), key=lambda item: (item[1], item[0]))
        lines.append(f"Worst Night: Night {worst}, {counted(count, 'Life card')} lost")
    if blasts:
        lines.append(f"Explosions that cost a stack: {blasts}")
    if len(names) > 1 and bites:
        seat, count = bites.most_common(1)[0]
        lines.append(f"Most bitten: {names[seat]}, {counted(count, 'time')}")
    return lines
