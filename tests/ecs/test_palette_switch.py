"""The colour-blind palette: players never differ only by colour, in either palette."""

from __future__ import annotations

import itertools

import pygame
import pytest

from ecs import art
from ecs.palette import (
    COLOURBLIND_STYLES,
    PALETTE,
    PALETTES,
    PLAYER_STYLES,
    STANDARD_STYLES,
    use_palette,
)

# Machado, Oliveira & Fernandes (2009), severity 1.0, applied to linear RGB.
CVD = {
    "protanopia": ((0.152, 1.053, -0.205), (0.115, 0.786, 0.099), (-0.004, -0.048, 1.052)),
    "deuteranopia": ((0.367, 0.861, -0.228), (0.280, 0.673, 0.047), (-0.012, 0.043, 0.969)),
    "tritanopia": ((1.256, -0.077, -0.179), (-0.078, 0.931, 0.148), (0.005, 0.691, 0.304)),
}


def _linear(c: int) -> float:
    c /= 255
    return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4


def _seen(colour, matrix) -> tuple[float, ...]:
    rgb = [_linear(c) for c in colour]
    return tuple(max(0.0, sum(m * v for m, v in zip(row, rgb, strict=True))) for row in matrix)


def _lab(linear: tuple[float, ...]) -> tuple[float, float, float]:
    r, g, b = (min(1.0, v) for v in linear)
    x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.9505
    y = 0.2126 * r + 0.7152 * g + 0.0722 * b
    z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.089

    def f(t: float) -> float:
        return t ** (1 / 3) if t > 0.008856 else 7.787 * t + 16 / 116

    return (116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z)))


def _closest_pair(styles, matrix) -> float:
    """The smallest CIELAB difference between two players, as the viewer sees them."""
    seen = [_lab(_seen(s.colour, matrix)) for s in styles]
    return min(
        sum((x - y) ** 2 for x, y in zip(a, b, strict=True)) ** 0.5
        for a, b in itertools.combinations(seen, 2)
    )


@pytest.fixture(autouse=True)
def _standard_after():
    yield
    use_palette("standard")
    art.forget_player_pictures()


@pytest.mark.parametrize("name", list(PALETTES))
def test_every_player_has_a_shape_of_their_own(name):
    styles = PALETTES[name]
    assert len({s.shape for s in styles}) == len(styles)
    assert len({s.name for s in styles}) == len(styles)


@pytest.mark.parametrize("name", list(PALETTES))
def test_tokens_differ_in_greyscale_so_colour_is_never_the_only_cue(name):
    use_palette(name)
    art.forget_player_pictures()

    def grey(index: int) -> bytes:
        token = art.chicken_token(index, 64)
        return bytes(
            round(sum(token.get_at((x, y))[:3]) / 3) // 16
            for y in range(0, 64, 2)
            for x in range(0, 64, 2)
        )

    pictures = [grey(i) for i in range(len(PLAYER_STYLES))]
    for a, b in itertools.combinations(range(len(pictures)), 2):
        differing = sum(p != q for p, q in zip(pictures[a], pictures[b], strict=True))
        assert differing > 20, (name, a, b)


@pytest.mark.parametrize("kind", list(CVD))
def test_the_colourblind_palette_stays_apart_for_each_kind_of_colour_blindness(kind):
    safe = _closest_pair(COLOURBLIND_STYLES, CVD[kind])
    assert safe > 15  # a difference anyone notices at a glance
    assert safe > 1.5 * _closest_pair(STANDARD_STYLES, CVD[kind])


def test_switching_changes_colours_in_place_and_the_pictures_follow():
    styles = PLAYER_STYLES
    before = pygame.image.tobytes(art.chicken_token(0, 48), "RGBA")
    assert use_palette("colourblind") is True
    assert use_palette("colourblind") is False
    assert PLAYER_STYLES is styles and PLAYER_STYLES[0] == COLOURBLIND_STYLES[0]
    assert PALETTE["good"] == (0, 158, 115)
    art.forget_player_pictures()
    after = pygame.image.tobytes(art.chicken_token(0, 48), "RGBA")
    assert before != after
    use_palette("standard")
    assert PLAYER_STYLES[0] == STANDARD_STYLES[0]
    assert PALETTE["bad"] == (222, 68, 58)
