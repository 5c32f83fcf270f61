"""War for Chicken Island: a hex-map skirmish for 2 to 4 players.

``data`` reads the numbers, ``hexes`` is the hex maths, ``island`` builds the map,
``rules`` holds the state and setup, ``turn``/``fight``/``cards``/``catastrophes``/``stars``
the rules of play, ``legal`` the enumerations and ``shown`` what each seat may see.
"""

from game.island import catastrophes, fight, stars, turn  # noqa: F401 - they register rules
from game.island.data import DATA, GAME_ID, DataError, IslandData
from game.island.island import Draft, Island, SetupFailed, build, candidates, choose, seeded
from game.island.rules import IslandState
from game.island.variants import check_options

MIN_PLAYERS: int = DATA.min_players
MAX_PLAYERS: int = DATA.max_players


def new_game(players: int, seed: int, options: dict | None = None) -> IslandState:
    return IslandState(players, seed, options)


def settle_options(players: int, options: dict) -> dict:
    """Seat setup's choices as the rules take them: the island choice and the variants
    switched on; ValueError names a clash or a player count a variant does not allow."""
    settled = {k: v for k, v in options.items() if k == "island" or (k in DATA.variants and v)}
    check_options(players, settled)
    return settled


__all__ = [
    "DATA",
    "GAME_ID",
    "MAX_PLAYERS",
    "MIN_PLAYERS",
    "DataError",
    "Draft",
    "Island",
    "IslandData",
    "IslandState",
    "SetupFailed",
    "build",
    "candidates",
    "choose",
    "new_game",
    "settle_options",
    "seeded",
]
