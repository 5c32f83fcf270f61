"""Finished AI games for tests that need a whole log: seeded, so the same every run."""

from __future__ import annotations

from game import registry
from game.match import Match, SeatSpec


def played(game: str, players: int, seed: int, level: str = "easy", options=None) -> Match:
    """A finished AI game as a match: its seed, options and every action."""
    info = registry.info(game)
    options = info.settle(players, dict(options or {}))
    state = info.new_game(players, seed, options)
    ais = [info.make_ai(seat, level, seed) for seat in range(players)]
    actions = []
    while not state.is_over():
        seat = state.current_seat()
        action = ais[seat].decide(state.view(seat))
        state.apply(action)
        actions.append(action)
    seats = [SeatSpec(f"AI {n}", n, "ai", level) for n in range(players)]
    return Match(game, seed, seats, options, actions)
