"""The moments worth a line on the results screen, read from a game's events."""

from __future__ import annotations

from game import chicken
from game.core import Event
from game.words import count


def highlights(events: list[Event], names: list[str]) -> list[str]:
    """Best turn, bravest reroll and the foxes' favourite victim, in plain words."""
    best: tuple[int, int] | None = None  # (points, seat)
    busts = [0] * len(names)
    chicken_outs = [0] * len(names)
    big_rerolls = [0] * len(names)  # rerolls of 6 or more dice
    for event in events:
        if isinstance(event, chicken.Scored) and (best is None or event.points > best[0]):
            best = (event.points, event.seat)
        elif isinstance(event, chicken.Busted):
            busts[event.seat] += 1
        elif isinstance(event, chicken.ChickenedOut):
            chicken_outs[event.seat] += 1
        elif isinstance(event, chicken.DiceRolled) and event.reroll and len(event.dice) >= 6:
            big_rerolls[event.seat] += 1
    lines = []
    if best is not None and best[0] > 0:
        lines.append(f"Best turn: {names[best[1]]}, {count(best[0], 'point')}")
    if max(busts) > 0:
        seat = busts.index(max(busts))
        lines.append(f"Foxes' favourite: {names[seat]}, busted {_times(busts[seat])}")
    if max(big_rerolls) > 0:
        seat = big_rerolls.index(max(big_rerolls))
        lines.append(f"Boldest: {names[seat]}, rerolled 6+ dice {_times(big_rerolls[seat])}")
    if max(chicken_outs) > 0:
        seat = chicken_outs.index(max(chicken_outs))
        lines.append(f"Most careful: {names[seat]}, chickened out {_times(chicken_outs[seat])}")
    return lines


def _times(count: int) -> str:
    return "once" if count == 1 else "twice" if count == 2 else f"{count} times"
