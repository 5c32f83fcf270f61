"""Every picture in Fowl Play, drawn in code and cached.

All functions are pure: the same arguments give the same picture, so each is
memoised with :func:`functools.lru_cache`. Callers must not draw onto a returned
surface (copy it first). Every surface has per-pixel alpha.

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
- :mod:`~ecs.art.baking`: drawings saved to assets/art/ for a fast start-up.
"""

from __future__ import annotations

from ecs.art.baking import baked, baked_path
from ecs.art.coop import coop, coop_die_size, coop_slots
from ecs.art.creatures import ICONS, chicken_token, icon
from ecs.art.dice import DIE_MARKS, FACES, SHADOW_DEPTH_RATIO, die_face
from ecs.art.effects import egg_crack_frames, fox_burst
from ecs.art.logo import title_logo
from ecs.art.panels import PANEL_SHADOW, panel
from ecs.art.pen import OUTLINE, Point
from ecs.art.scenery import background
from ecs.art.shapes import shape_badge
from ecs.art.track import TILE_KINDS, track_layout, track_tile, track_tile_size

__all__ = [
    "BAKED",
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
    "chicken_token",
    "coop",
    "coop_die_size",
    "coop_slots",
    "die_face",
    "egg_crack_frames",
    "fox_burst",
    "icon",
    "panel",
    "shape_badge",
    "title_logo",
    "track_layout",
    "track_tile",
    "track_tile_size",
]

# The drawings the title screen opens with, baked by tools/bake_art.py.
BAKED = ((background, (1280, 720)), (title_logo, (720,)))
