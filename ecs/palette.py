"""One warm farmyard palette for every screen, plus the player and dice colours.

Colours are plain ``(r, g, b)`` tuples (``(r, g, b, a)`` where a translucent colour
is meant), so they hash, cache and compare easily. Colour is never the only cue:
every player style also has its own shape.
"""

from __future__ import annotations

from dataclasses import dataclass

Colour = tuple[int, ...]

PALETTE: dict[str, Colour] = {
    # backdrop
    "sky_top": (104, 182, 232),
    "sky": (150, 208, 240),
    "sky_bottom": (214, 238, 246),
    "cloud": (255, 255, 255),
    "sun": (255, 226, 120),
    "hill_far": (154, 204, 128),
    "hill_mid": (124, 186, 100),
    "grass": (104, 170, 84),
    "grass_dark": (78, 140, 66),
    "grass_light": (150, 206, 112),
    "dirt": (214, 176, 122),
    "dirt_dark": (176, 136, 88),
    "barn_red": (206, 62, 52),
    "barn_red_dark": (150, 40, 38),
    "barn_red_light": (232, 98, 80),
    "roof": (112, 52, 48),
    "roof_light": (140, 70, 62),
    "wood": (198, 142, 88),
    "wood_dark": (138, 90, 54),
    "wood_light": (226, 178, 120),
    "straw": (246, 208, 110),
    "cream": (255, 246, 226),
    "egg": (255, 238, 204),
    "egg_shade": (236, 206, 160),
    "white": (255, 255, 255),
    # lines and lights
    "ink": (58, 38, 32),
    "outline": (52, 34, 30),
    "shadow": (40, 24, 20, 80),
    "highlight": (255, 255, 255, 110),
    # feedback
    "good": (92, 182, 80),
    "bad": (222, 68, 58),
    "warning": (248, 184, 44),
    "gold": (252, 200, 58),
    "gold_dark": (210, 146, 30),
    # chicken parts
    "comb": (230, 56, 52),
    "beak": (250, 170, 40),
    "leg": (240, 150, 40),
    "hen": (255, 255, 255),
    "hen_shade": (230, 224, 214),
    "chick": (255, 222, 80),
    "chick_shade": (240, 186, 50),
    # fox
    "fox": (226, 94, 38),
    "fox_dark": (176, 62, 28),
    "fox_light": (255, 250, 240),
    # UI panels
    "panel": (255, 246, 228),
    "panel_alt": (246, 230, 200),
    "panel_dark": (86, 58, 44),
    "panel_border": (122, 78, 48),
    "panel_header": (206, 62, 52),
    "focus": (255, 208, 64),
    "disabled": (186, 174, 160),
    # text
    "text": (58, 38, 32),
    "text_muted": (130, 104, 88),
    "text_light": (255, 248, 236),
    "text_accent": (206, 62, 52),
    # Zombie Chickens: the night
    "night_sky_top": (16, 18, 48),
    "night_sky": (34, 40, 92),
    "night_sky_bottom": (70, 72, 128),
    "night_hill": (30, 38, 66),
    "night_ground": (24, 34, 46),
    "night_silhouette": (14, 16, 32),
    "night_window": (255, 206, 96),
    "moon": (250, 244, 212),
    "moon_shade": (218, 210, 176),
    "moonlight": (206, 220, 255),
    "blood_moon": (206, 54, 48),
    "star": (255, 250, 220),
    "mist": (176, 196, 226),
    "night_purple": (76, 50, 112),
    "night_purple_dark": (40, 26, 64),
    "night_blue": (30, 46, 96),
    # Zombie Chickens: the undead hen
    "zombie": (186, 208, 150),
    "zombie_shade": (146, 174, 116),
    "zombie_dark": (96, 122, 82),
    "zombie_green": (116, 196, 84),
    "zombie_glow": (226, 255, 96),
    "zombie_comb": (150, 62, 88),
    "zombie_beak": (214, 166, 84),
    "zombie_leg": (186, 136, 86),
    "soot": (70, 62, 60),
    # Zombie Chickens: the kit
    "steel": (176, 186, 198),
    "steel_dark": (112, 122, 138),
    "steel_light": (226, 232, 240),
    "gun_wood": (150, 92, 52),
    "hay": (238, 198, 96),
    "hay_dark": (196, 150, 62),
    "flame": (255, 150, 40),
    "flame_core": (255, 232, 110),
    "flame_red": (226, 70, 40),
    "smoke": (120, 112, 118),
    "shield_blue": (96, 170, 236),
    "rain": (120, 180, 240),
    "heart": (230, 70, 92),
    # Henhouse Havoc: the terrains, the war machines and the black market
    "meadow": (118, 178, 82),
    "meadow_dark": (82, 142, 62),
    "pond": (60, 128, 200),
    "pond_dark": (40, 92, 160),
    "pond_light": (186, 226, 250),
    "lavender": (150, 116, 206),
    "lavender_dark": (98, 70, 150),
    "lavender_leaf": (132, 150, 110),
    "soil": (128, 86, 56),
    "soil_dark": (92, 60, 40),
    "leaf": (96, 176, 70),
    "carrot": (244, 132, 40),
    "gravel": (208, 186, 150),
    "gravel_dark": (168, 144, 112),
    "wheat": (244, 204, 98),
    "wheat_dark": (202, 154, 58),
    "tractor_green": (74, 160, 78),
    "tractor_green_dark": (46, 112, 54),
    "tractor_yellow": (250, 196, 52),
    "tin": (196, 202, 208),
    "tin_dark": (134, 142, 152),
    "char": (64, 54, 52),
    "ember": (255, 120, 40),
    "market_purple": (72, 40, 96),
    "market_purple_dark": (34, 18, 48),
    "radiation": (250, 214, 40),
    "magnet": (120, 220, 255),
    "dusk_top": (70, 62, 132),
    "dusk_mid": (236, 128, 96),
    "dusk_low": (255, 196, 120),
}


@dataclass(frozen=True)
class PlayerStyle:
    """How one seat looks: a colour name shown in menus, its colour and its shape."""

    name: str
    colour: tuple[int, int, int]
    shape: str


SHAPES: tuple[str, ...] = (
    "circle",
    "square",
    "triangle",
    "diamond",
    "star",
    "hexagon",
    "heart",
    "cross",
)

PLAYER_STYLES: list[PlayerStyle] = [
    PlayerStyle("Red", (232, 64, 60), "circle"),
    PlayerStyle("Blue", (58, 128, 232), "square"),
    PlayerStyle("Yellow", (252, 206, 46), "triangle"),
    PlayerStyle("Green", (76, 188, 84), "diamond"),
    PlayerStyle("Purple", (152, 94, 214), "star"),
    PlayerStyle("Orange", (252, 138, 36), "hexagon"),
    PlayerStyle("Pink", (246, 118, 178), "heart"),
    PlayerStyle("Teal", (36, 186, 182), "cross"),
]

STANDARD_STYLES: tuple[PlayerStyle, ...] = tuple(PLAYER_STYLES)
# Okabe and Ito's palette, chosen to stay apart for the common kinds of colour blindness
# (charcoal stands in for its black, which would swallow our dark outlines).
COLOURBLIND_STYLES: tuple[PlayerStyle, ...] = (
    PlayerStyle("Vermillion", (213, 94, 0), "circle"),
    PlayerStyle("Blue", (0, 114, 178), "square"),
    PlayerStyle("Yellow", (240, 228, 66), "triangle"),
    PlayerStyle("Green", (0, 158, 115), "diamond"),
    PlayerStyle("Purple", (204, 121, 167), "star"),
    PlayerStyle("Orange", (230, 159, 0), "hexagon"),
    PlayerStyle("Sky", (86, 180, 233), "heart"),
    PlayerStyle("Charcoal", (60, 60, 60), "cross"),
)
PALETTES = {"standard": STANDARD_STYLES, "colourblind": COLOURBLIND_STYLES}
# Good and bad news in each palette: green/red, or Okabe-Ito's bluish green/vermillion.
_FEEDBACK = {
    "standard": {"good": PALETTE["good"], "bad": PALETTE["bad"]},
    "colourblind": {"good": (0, 158, 115), "bad": (213, 94, 0)},
}


def use_palette(name: str) -> bool:
    """Switch the players' (and good/bad) colours in place; True if anything changed.

    In place, so every module that imported PLAYER_STYLES sees the new colours; the
    caller must drop cached drawings (``art.forget_player_pictures``).
    """
    styles = PALETTES[name]
    if tuple(PLAYER_STYLES) == styles:
        return False
    PLAYER_STYLES[:] = styles
    PALETTE.update(_FEEDBACK[name])
    return True


DIE_COLOURS: dict[str, dict[str, Colour]] = {
    "white": {
        "body": (252, 250, 244),
        "edge": (212, 204, 190),
        "light": (255, 255, 255),
        "ink": (58, 38, 32),
        "pip": (58, 38, 32),
    },
    "yellow": {
        "body": (255, 212, 64),
        "edge": (222, 160, 28),
        "light": (255, 236, 150),
        "ink": (58, 38, 32),
        "pip": (58, 38, 32),
    },
    "orange": {
        "body": (250, 146, 60),
        "edge": (206, 98, 30),
        "light": (255, 190, 120),
        "ink": (58, 38, 32),
        "pip": (58, 38, 32),
    },
}


def lighten(colour: Colour, amount: float) -> tuple[int, int, int]:
    """Mix a colour towards white by ``amount`` (0..1)."""
    r, g, b = colour[:3]
    return (
        round(r + (255 - r) * amount),
        round(g + (255 - g) * amount),
        round(b + (255 - b) * amount),
    )


def darken(colour: Colour, amount: float) -> tuple[int, int, int]:
    """Mix a colour towards black by ``amount`` (0..1)."""
    r, g, b = colour[:3]
    k = 1.0 - amount
    return (round(r * k), round(g * k), round(b * k))
