"""Comfort knobs the engine reads while drawing: how hard the screen shakes and flashes.

They are module state, like the font and art caches, because every table and effect
reads them and none should need the app to do so. The app sets them from the
player's settings (``scenes/app.py``); the defaults are full strength.
"""

from __future__ import annotations

import math

LEVELS = {"full": 1.0, "reduced": 0.35, "off": 0.0}

shake = 1.0
flashing = 1.0


def set_levels(shake_level: str, flash_level: str) -> None:
    global shake, flashing
    shake = LEVELS[shake_level]
    flashing = LEVELS[flash_level]


def shaken(offset: tuple[float, float]) -> tuple[int, int]:
    """A screen-shake offset, scaled to the player's choice (nothing at all when off)."""
    return (round(offset[0] * shake), round(offset[1] * shake))


def tremor(left: float, power: float, lift: float = 1.0) -> tuple[int, int]:
    """A shake's offset as a function of the seconds it has left, never a fresh random
    draw: a frame drawn twice between steps is drawn alike (the cached layers' check
    draws each frame twice), and ``lift`` flattens the vertical sway."""
    return shaken((math.sin(left * 90) * power, math.cos(left * 70) * power * lift))


def flash_alpha(alpha: float) -> int:
    """A flash's opacity, dimmed (or removed) for players who asked for less flashing."""
    return round(alpha * flashing)
