"""War for Chicken Island: a hex-map skirmish for 2 to 4 players.

Groundwork so far: the data file and its loader (``data``), hex maths (``hexes``) and
the seeded island builder (``island``). The turn and fight engine comes later.
"""

from game.island.data import DATA, GAME_ID, DataError, IslandData
from game.island.island import Draft, Island, SetupFailed, build, candidates, choose, seeded

MIN_PLAYERS: int = DATA.min_players
MAX_PLAYERS: int = DATA.max_players

__all__ = [
    "DATA",
    "GAME_ID",
    "MAX_PLAYERS",
    "MIN_PLAYERS",
    "DataError",
    "Draft",
    "Island",
    "IslandData",
    "SetupFailed",
    "build",
    "candidates",
    "choose",
    "seeded",
]
