"""The four games by id: what the menus list and how a rules state is created."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from game import chicken, chicken_highlights
from game.core import GameState


@dataclass(frozen=True)
class GameInfo:
    id: str
    title: str
    blurb: str
    min_players: int
    max_players: int
    new_game: Callable[[int, int, dict[str, Any] | None], GameState] | None = None
    make_ai: Callable[[int, str, int], Any] | None = None  # (seat, level, seed) -> .decide(view)
    highlights: Callable[[list, list[str]], list[str]] | None = None  # (events, names) -> lines

    @property
    def built(self) -> bool:
        return self.new_game is not None


def _chicken_ai(seat: int, level: str, seed: int) -> Any:
    from game.chicken_ai import ChickenAI  # its odds tables load only when an AI plays

    return ChickenAI(seat, level, seed)


GAMES: dict[str, GameInfo] = {
    info.id: info
    for info in (
        GameInfo(
            "chicken",
            "Chicken!",
            "Push your luck: roll for chickens, dodge the foxes, first to 25 wins.",
            chicken.MIN_PLAYERS,
            chicken.MAX_PLAYERS,
            chicken.new_game,
            _chicken_ai,
            chicken_highlights.highlights,
        ),
        GameInfo("zombie", "Zombie Chickens", "Build by day, survive by night.", 1, 4),
        GameInfo("henhouse", "Henhouse Havoc", "Hidden-grid artillery with a black market.", 2, 4),
        GameInfo(
            "island", "War for Chicken Island", "Hex skirmish with machines and scrolls.", 2, 4
        ),
    )
}


def info(game_id: str) -> GameInfo:
    if game_id not in GAMES:
        raise KeyError(f"unknown game {game_id!r}; choose one of {', '.join(GAMES)}")
    return GAMES[game_id]
