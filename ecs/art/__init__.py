"""Every picture in Fowl Play, drawn in code and cached.

All functions are pure: the same arguments give the same picture, so each is
memoised in the pictures' shared pool, capped in bytes (:mod:`ecs.sized_cache`).
Callers must not draw onto a returned surface (copy it first). Every surface has
per-pixel alpha.

Callers use this package as one namespace (``from ecs import art``); the drawing
lives in small modules:

- :mod:`~ecs.art.pen`: the drawing kit (supersampled canvas, outlines, shadows,
  point helpers, the unit-coordinate pen, text);
- :mod:`~ecs.art.creatures`: hen, chick, egg and fox, die-face icons, player tokens;
- :mod:`~ecs.art.effects`: the hatching egg and the fox bust;
- :mod:`~ecs.art.shapes`: the players' shapes and their badges;
- :mod:`~ecs.art.dice`: the dice;
- :mod:`~ecs.art.coop`: the henhouse and its die slots;
- :mod:`~ecs.art.track`: the race track's spaces and layout;
- :mod:`~ecs.art.scenery`: the farmyard backdrop;
- :mod:`~ecs.art.panels`: UI panels;
- :mod:`~ecs.art.logo`: the title wordmark;
- :mod:`~ecs.art.baking`: drawings saved to assets/art/ for a fast start-up;
- :mod:`~ecs.art.zombie_creatures`: Zombie Chickens' shambling zombie hen and trait icons;
- :mod:`~ecs.art.zombie_cards`: Zombie Chickens' card icons, card faces and backs, hay wall;
- :mod:`~ecs.art.night`: Zombie Chickens' farm backdrops, night events and fight effects;
- :mod:`~ecs.art.henhouse_board`: Henhouse Havoc's farm terrains, boards, battlefield and market;
- :mod:`~ecs.art.henhouse_units`: Henhouse Havoc's war machines, their tiles, unit and weapon cards;
- :mod:`~ecs.art.henhouse_items`: Henhouse Havoc's weapon icons, board markers, eggs and coins;
- :mod:`~ecs.art.island_tiles`: War for Chicken Island's hex tiles and highlight rings;
- :mod:`~ecs.art.island_minis`: War for Chicken Island's miniatures and markers;
- :mod:`~ecs.art.island_emblems`: War for Chicken Island's Leader emblems.
"""

from __future__ import annotations

from ecs import sized_cache
from ecs.art.baking import baked, baked_path
from ecs.art.coop import coop, coop_die_size, coop_slots
from ecs.art.creatures import ICONS, chicken_token, icon
from ecs.art.dice import DIE_MARKS, FACES, SHADOW_DEPTH_RATIO, die_face
from ecs.art.effects import egg_crack_frames, fox_burst
from ecs.art.henhouse_board import (
    TERRAINS,
    black_market_stall,
    board_surface,
    henhouse_backdrop,
    terrain_layout,
    terrain_tile,
)
from ecs.art.henhouse_items import (
    WEAPONS,
    crater,
    egg_token,
    explosion_ring,
    fire_frames,
    hit_marker,
    magnetic_field,
    nuclear_tile,
    sheaf_coin,
    shell,
    sitting_duck_tile,
    target_tile,
    weapon_icon,
)
from ecs.art.henhouse_units import (
    UNIT_SHAPES,
    UNITS,
    unit_card,
    unit_tile,
    weapon_back,
    weapon_card,
)
from ecs.art.island_emblems import leader_emblem
from ecs.art.island_minis import (
    MINI_KINDS,
    bonus_pip,
    humiliation_tag,
    miniature,
    shield_marker,
)
from ecs.art.island_tiles import (
    LAVA_FRAMES,
    RING_KINDS,
    base_tile,
    hex_ring,
    hex_tile_size,
    island_tile,
    land_tile,
    lava_frames,
    neutral_tile,
    sea_tile,
)
from ecs.art.logo import title_logo
from ecs.art.night import (
    EVENTS,
    event_icon,
    explosion_frames,
    farm_backdrop,
    flame_burst_frames,
    muzzle_flash,
    shield_bubble,
)
from ecs.art.panels import PANEL_SHADOW, panel
from ecs.art.pen import OUTLINE, Point
from ecs.art.scenery import background
from ecs.art.shapes import shape_badge
from ecs.art.track import TILE_KINDS, track_layout, track_tile, track_tile_size
from ecs.art.zombie_cards import (
    BACKS,
    CARD_KINDS,
    card_back,
    card_icon,
    day_card,
    event_card,
    hay_wall,
    life_card,
    zombie_card,
)
from ecs.art.zombie_creatures import TRAITS, trait_icon, zombie_frames

__all__ = [
    "BACKS",
    "BAKED",
    "CARD_KINDS",
    "EVENTS",
    "TRAITS",
    "DIE_MARKS",
    "FACES",
    "ICONS",
    "OUTLINE",
    "PANEL_SHADOW",
    "SHADOW_DEPTH_RATIO",
    "TILE_KINDS",
    "Point",
    "background",
    "baked",
    "baked_path",
    "card_back",
    "card_icon",
    "chicken_token",
    "coop",
    "coop_die_size",
    "coop_slots",
    "day_card",
    "die_face",
    "egg_crack_frames",
    "event_card",
    "event_icon",
    "explosion_frames",
    "farm_backdrop",
    "flame_burst_frames",
    "fox_burst",
    "hay_wall",
    "icon",
    "life_card",
    "muzzle_flash",
    "panel",
    "shape_badge",
    "shield_bubble",
    "title_logo",
    "track_layout",
    "track_tile",
    "track_tile_size",
    "trait_icon",
    "zombie_card",
    "zombie_frames",
    "TERRAINS",
    "black_market_stall",
    "board_surface",
    "henhouse_backdrop",
    "terrain_layout",
    "terrain_tile",
    "WEAPONS",
    "crater",
    "egg_token",
    "explosion_ring",
    "fire_frames",
    "hit_marker",
    "magnetic_field",
    "nuclear_tile",
    "sheaf_coin",
    "shell",
    "sitting_duck_tile",
    "target_tile",
    "weapon_icon",
    "UNIT_SHAPES",
    "UNITS",
    "unit_card",
    "unit_tile",
    "weapon_back",
    "weapon_card",
    "LAVA_FRAMES",
    "MINI_KINDS",
    "RING_KINDS",
    "base_tile",
    "bonus_pip",
    "hex_ring",
    "hex_tile_size",
    "humiliation_tag",
    "island_tile",
    "land_tile",
    "lava_frames",
    "leader_emblem",
    "miniature",
    "neutral_tile",
    "sea_tile",
    "shield_marker",
]

# The drawings the title screen opens with, baked by tools/bake_art.py.
BAKED = ((background, (1280, 720)), (title_logo, (720,)))


def forget_player_pictures() -> None:
    """Drop every cached drawing (after a palette change players' colours are different).

    A palette change is rare, so clearing everything is simpler than tracking which
    drawings show a player's colour; each picture is redrawn on its next use. The
    scenes' own pictures, drawn from these, share the pool and go with them.
    """
    sized_cache.POOL.clear()
