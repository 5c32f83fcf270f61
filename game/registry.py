"""The four games by id: what the menus list and how a rules state is created."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from game import chicken, chicken_highlights, henhouse, island, zombie
from game.core import GameState, Summary
from game.henhouse import outcome as henhouse_outcome
from game.island import outcome as island_outcome
from game.zombie import highlights as zombie_highlights


@dataclass(frozen=True)
class GameOption:
    """A choice made in seat setup and saved with the match's options."""

    key: str
    label: str
    choices: tuple[tuple[Any, str], ...]  # (value, words), the first is the default
    shown: Callable[[dict[str, Any], int], bool] = lambda options, players: True
    help: str = ""  # what it does, said under seat setup while the row is focused


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
    options: tuple[GameOption, ...] = ()
    progress: Callable[[Any, list[str]], str] | None = None  # (state, names) -> where it stands
    summary: Callable[[Any], Summary] | None = None  # (finished state) -> the results screen
    # (players, chosen options) -> the options the rules get; raises ValueError if unplayable
    settle: Callable[[int, dict[str, Any]], dict[str, Any]] = lambda players, options: options

    @property
    def built(self) -> bool:
        return self.new_game is not None


def _chicken_ai(seat: int, level: str, seed: int) -> Any:
    from game.chicken_ai import ChickenAI  # its odds tables load only when an AI plays

    return ChickenAI(seat, level, seed)


def _chicken_progress(state: Any, names: list[str]) -> str:
    scores = state.result()["scores"]
    return ", ".join(f"{name} {score}" for name, score in zip(names, scores, strict=True))


def _chicken_summary(state: Any) -> Summary:
    scores = state.result()["scores"]
    order = sorted(range(len(scores)), key=lambda seat: -scores[seat])
    return Summary(None, [(seat, str(scores[seat])) for seat in order])


def _henhouse_ai(seat: int, level: str, seed: int) -> Any:
    from game.henhouse.ai import HenhouseAI

    return HenhouseAI(seat, level, seed)


def _island_ai(seat: int, level: str, seed: int) -> Any:
    from game.island.ai import IslandAI

    return IslandAI(seat, level, seed)


def _variant_shown(variant: str) -> Callable[[dict[str, Any], int], bool]:
    """A variant's row shows for the player counts it allows, unless one that excludes it
    is already on (so seat setup can never build a clash)."""
    v = island.DATA.variants[variant]

    def allowed(other: str, players: int) -> bool:
        low, high = island.DATA.variants[other].players
        return low <= players <= high

    def shown(options: dict[str, Any], players: int) -> bool:
        clash = any(options.get(x) and allowed(x, players) for x in v.excludes)
        return allowed(variant, players) and not clash

    return shown


def _zombie_ai(seat: int, level: str, seed: int) -> Any:
    from game.zombie.ai import ZombieAI

    return ZombieAI(seat, level, seed)


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
            progress=_chicken_progress,
            summary=_chicken_summary,
        ),
        GameInfo(
            "zombie",
            "Zombie Chickens",
            "Build by day, survive by night: versus, co-op or solo.",
            zombie.MIN_PLAYERS,
            zombie.MAX_PLAYERS,
            zombie.new_game,
            _zombie_ai,
            zombie_highlights.highlights,
            (
                GameOption(
                    "mode",
                    "Mode",
                    (("competitive", "Versus"), ("coop", "Co-op")),
                    lambda options, players: players > 1,
                ),
                GameOption(
                    "open_hands",
                    "Hands",
                    ((False, "Hidden"), (True, "Shown to all")),
                    lambda options, players: players > 1 and options.get("mode") == "coop",
                ),
            ),
            progress=zombie.progress,
            summary=zombie.summary,
            settle=zombie.settle_options,
        ),
        GameInfo(
            "henhouse",
            "Henhouse Havoc",
            "Hidden-grid artillery with a black market.",
            henhouse.MIN_PLAYERS,
            henhouse.MAX_PLAYERS,
            henhouse.new_game,
            _henhouse_ai,
            henhouse_outcome.highlights,
            progress=henhouse_outcome.progress,
            summary=henhouse_outcome.summary,
        ),
        GameInfo(
            "island",
            "War for Chicken Island",
            "Hex skirmish with machines, dice and scrolls: humiliate the other leaders.",
            island.MIN_PLAYERS,
            island.MAX_PLAYERS,
            island.new_game,
            _island_ai,
            island_outcome.highlights,
            (
                GameOption(
                    "island",
                    "Island",
                    (("random", "Built at random"), ("build", "Players build it")),
                    help="At random, or each player in turn picks where the tiles go.",
                ),
                *(
                    GameOption(
                        v.id,
                        v.name,
                        ((False, "Off"), (True, "On")),
                        _variant_shown(v.id),
                        v.short,
                    )
                    for v in island.DATA.variants.values()
                ),
            ),
            progress=island_outcome.progress,
            summary=island_outcome.summary,
            settle=island.settle_options,
        ),
    )
}


def info(game_id: str) -> GameInfo:
    if game_id not in GAMES:
        raise KeyError(f"unknown game {game_id!r}; choose one of {', '.join(GAMES)}")
    return GAMES[game_id]
