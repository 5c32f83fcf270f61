"""Henhouse Havoc: hidden-grid artillery with a black market (rules in ``rules.py``)."""

from game.henhouse.board import BoardSpec, random_layout
from game.henhouse.rules import (
    GAME_ID,
    MAX_PLAYERS,
    MIN_PLAYERS,
    SPEC,
    HenhouseState,
    layout_action,
    terrain,
)


def new_game(players: int, seed: int, options: dict | None = None) -> HenhouseState:
    return HenhouseState(players, seed, options)


__all__ = [
    "GAME_ID",
    "MAX_PLAYERS",
    "MIN_PLAYERS",
    "SPEC",
    "BoardSpec",
    "HenhouseState",
    "layout_action",
    "new_game",
    "random_layout",
    "terrain",
]
