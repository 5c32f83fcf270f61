"""Zombie Chickens: build by Day, survive by Night (competitive, co-op and solo)."""

from game.zombie.rules import (
    GAME_ID,
    MAX_PLAYERS,
    MIN_PLAYERS,
    MODES,
    ZombieState,
    new_game,
    progress,
    settle_options,
    summary,
)

__all__ = [
    "GAME_ID",
    "MAX_PLAYERS",
    "MIN_PLAYERS",
    "MODES",
    "ZombieState",
    "new_game",
    "progress",
    "settle_options",
    "summary",
]
