"""The four games by id: what the menus list and how a rules state is created."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from game import (
    chicken,
    chicken_chart,
    chicken_highlights,
    chicken_history,
    henhouse,
    island,
    zombie,
)
from game.chart import Chart
from game.core import GameState, Summary
from game.henhouse import chart as henhouse_chart
from game.henhouse import history as henhouse_history
from game.henhouse import outcome as henhouse_outcome
from game.history import Narrator
from game.island import chart as island_chart
from game.island import history as island_history
from game.island import outcome as island_outcome
from game.zombie import chart as zombie_chart
from game.zombie import highlights as zombie_highlights
from game.zombie import history as zombie_history

SWITCH_WORDS = {"true": True, "on": True, "1": True, "false": False, "off": False, "0": False}


def _squash(name: str) -> str:
    """A name without case, spaces, hyphens or underscores: "Pelea de Gallos", "pelea-de-gallos"
    and "PeleaDeGallos" are one name."""
    return "".join(c for c in name.lower() if c.isalnum())


@dataclass(frozen=True)
class GameOption:
    """A choice made in seat setup and saved with the match's options."""

    key: str
    label: str
    choices: tuple[tuple[Any, str], ...]  # (value, words), the first is the default
    shown: Callable[[dict[str, Any], int], bool] = lambda options, players: True
    help: str = ""  # what it does, said under seat setup while the row is focused
    also: tuple[Any, ...] = ()  # values a command line may name that the row never offers
    needs: str = ""  # when ``shown`` holds, in words, for a command line that asks otherwise

    @property
    def values(self) -> tuple[Any, ...]:
        return tuple(value for value, _ in self.choices) + self.also

    def read(self, word: str | None) -> Any:
        """The value a command line names (None: the bare name, which switches a flag on);
        ValueError names the word and the ones accepted."""
        if all(isinstance(value, bool) for value in self.values):
            if word is None:
                return True
            if word.lower() in SWITCH_WORDS:
                return SWITCH_WORDS[word.lower()]
            raise ValueError(
                f"{self.key}={word}: {self.label} is on or off (true/false, on/off, 1/0)"
            )
        for value in self.values:
            if word == str(value):
                return value
        accepted = " or ".join(f"{self.key}={value}" for value in self.values)
        raise ValueError(f"{self.key}{'' if word is None else '=' + word}: choose {accepted}")


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
    narrator: Narrator | None = None  # its events in plain words, for the history panel
    chart: Callable[[Any, list], Chart] | None = None  # (fresh state, actions) -> results chart
    # (state, seat, seed) -> what the hard AI would do in the seat's place, or None when it
    # is not that seat's move: where a human's focus starts, never applied for them
    advise: Callable[[Any, int, int], Any] | None = None

    @property
    def built(self) -> bool:
        return self.new_game is not None

    def read_options(self, players: int, words: list[tuple[str, str | None]]) -> dict[str, Any]:
        """Options named on a command line, as (name, value word or None), checked and settled
        the way seat setup's would be. ValueError names the first bad one and what would do:
        an unknown name, a value no row offers, a name given twice, a clash, or an option
        these seats and options would leave out (nothing typed is ever silently dropped)."""
        known = {option.key: option for option in self.options}
        chosen: dict[str, Any] = {}
        for key, word in words:
            option = known.get(key)
            if option is None:
                raise ValueError(self._unknown_option(key))
            if key in chosen:
                raise ValueError(f"{key} is given twice")
            chosen[key] = option.read(word)
        settled = self.settle(players, chosen)
        for key, value in chosen.items():
            default = known[key].choices[0][0]
            if value != default and settled.get(key, default) != value:
                needs = known[key].needs or f"other seats or options than these {players}"
                raise ValueError(f"{key}: {known[key].label} is only for {needs}")
        return settled

    def _unknown_option(self, key: str) -> str:
        if not self.options:
            return f"unknown option {key!r}: {self.title} takes no options"
        names = ", ".join(option.key for option in self.options)
        hint = next(
            (f" (did you mean {o.key}?)" for o in self.options if _squash(o.label) == _squash(key)),
            "",
        )
        return f"unknown option {key!r} for {self.title}{hint}; choose from {names}"


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


def _zombie_advice(state: Any, seat: int, seed: int) -> Any:
    """From the seat's own view, by a fresh hard AI each time: it may suggest a
    rearrangement past the hard AI's own cap of ``MAX_MOVES`` a turn."""
    from game.zombie.ai import ZombieAI

    view = state.view(seat)
    return ZombieAI(seat, "hard", seed).decide(view) if view["seat"] == seat else None


def _henhouse_advice(state: Any, seat: int, seed: int) -> Any:
    """The hard AI's top shot from the seat's own view, with no draw among the near-best
    (``steady``), so the same decision is advised the same way every time."""
    from game.henhouse.ai import HenhouseAI

    view = state.view(seat)
    if view.get("current_seat") != seat:
        return None
    return HenhouseAI(seat, "hard", seed, steady=True).decide(view)


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
            narrator=chicken_history.NARRATOR,
            chart=chicken_chart.chart,
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
                    also=("solo",),  # one seat plays solo; the row is hidden then
                ),
                GameOption(
                    "open_hands",
                    "Hands",
                    ((False, "Hidden"), (True, "Shown to all")),
                    lambda options, players: players > 1 and options.get("mode") == "coop",
                    needs="co-op (--mode coop)",
                ),
            ),
            progress=zombie.progress,
            summary=zombie.summary,
            chart=zombie_chart.chart,
            settle=zombie.settle_options,
            narrator=zombie_history.NARRATOR,
            advise=_zombie_advice,
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
            narrator=henhouse_history.NARRATOR,
            chart=henhouse_chart.chart,
            advise=_henhouse_advice,
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
            chart=island_chart.chart,
            settle=island.settle_options,
            narrator=island_history.NARRATOR,
        ),
    )
}


def info(game_id: str) -> GameInfo:
    if game_id not in GAMES:
        raise KeyError(f"unknown game {game_id!r}; choose one of {', '.join(GAMES)}")
    return GAMES[game_id]
