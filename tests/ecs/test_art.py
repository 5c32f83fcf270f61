"""The procedural art: everything renders, and colour is never the only cue."""

from __future__ import annotations

import itertools
import math

import pygame
import pytest

from ecs import art
from ecs.palette import DIE_COLOURS, PALETTE, PLAYER_STYLES, SHAPES
from tests.ecs.pixels import flatten, mean_diff, opaque_pixels

COLOURS = ("white", "yellow", "orange")
FACES = ("chicken", "double", "egg", "fox", "blank", None)


pytestmark = pytest.mark.usefixtures("pygame_ready")


# --- palette ---------------------------------------------------------------------------


def test_palette_has_named_colours():
    for key in ("sky", "grass", "barn_red", "wood", "cream", "ink", "outline", "shadow"):
        assert key in PALETTE
    for key in ("highlight", "good", "bad", "warning", "panel", "text", "text_light"):
        assert key in PALETTE
    for colour in PALETTE.values():
        assert len(colour) in (3, 4)
        assert all(0 <= c <= 255 for c in colour)


def test_eight_player_styles_have_distinct_shapes_names_and_colours():
    assert len(PLAYER_STYLES) == 8
    assert len({s.shape for s in PLAYER_STYLES}) == 8
    assert {s.shape for s in PLAYER_STYLES} == set(SHAPES)
    assert len({s.name for s in PLAYER_STYLES}) == 8
    assert len({s.colour for s in PLAYER_STYLES}) == 8
    with pytest.raises(AttributeError):
        PLAYER_STYLES[0].name = "Mauve"  # type: ignore[misc]


def test_player_hues_are_far_apart():
    for a, b in itertools.combinations(PLAYER_STYLES, 2):
        assert math.dist(a.colour, b.colour) > 60, (a.name, b.name)


def test_die_colours_have_body_and_ink():
    for colour in COLOURS:
        assert {"body", "ink", "pip"} <= set(DIE_COLOURS[colour])


# --- dice ------------------------------------------------------------------------------


@pytest.mark.parametrize("size", [32, 48, 64, 96, 128])
@pytest.mark.parametrize("colour", COLOURS)
def test_every_die_face_renders(colour, size):
    for face in FACES:
        surf = art.die_face(colour, face, size)
        assert surf.get_size() == (size, size)
        assert surf.get_flags() & pygame.SRCALPHA
        assert opaque_pixels(surf) > size * size * 0.5


@pytest.mark.parametrize("size", [48, 64, 96])
@pytest.mark.parametrize("colour", COLOURS)
def test_die_faces_differ_in_colour_and_in_greyscale(colour, size):
    faces = ("chicken", "double", "egg", "fox", "blank")
    for grey in (False, True):
        images = {f: flatten(art.die_face(colour, f, size), grey) for f in faces}
        for a, b in itertools.combinations(faces, 2):
            assert mean_diff(images[a], images[b]) > 2.0, (colour, size, grey, a, b)


def test_none_face_is_a_blank_die():
    assert flatten(art.die_face("white", None, 64)) == flatten(art.die_face("white", "blank", 64))


def test_die_colours_differ_even_in_greyscale():
    for face in ("blank", "egg"):
        images = {c: flatten(art.die_face(c, face, 64), grey=True) for c in COLOURS}
        for a, b in itertools.combinations(COLOURS, 2):
            assert mean_diff(images[a], images[b]) > 1.0, (face, a, b)


def test_unknown_die_arguments_raise():
    with pytest.raises(ValueError):
        art.die_face("purple", "egg", 64)
    with pytest.raises(ValueError):
        art.die_face("white", "goose", 64)


def test_art_is_cached():
    assert art.die_face("yellow", "fox", 64) is art.die_face("yellow", "fox", 64)
    assert art.chicken_token(2, 64) is art.chicken_token(2, 64)


@pytest.mark.parametrize("size", [24, 48, 96])
def test_icons_render_and_differ(size):
    images = {}
    for name in art.ICONS:
        surf = art.icon(name, size)
        assert surf.get_size() == (size, size)
        assert opaque_pixels(surf) > size * size * 0.15
        images[name] = flatten(surf, grey=True)
    for a, b in itertools.combinations(art.ICONS, 2):
        assert mean_diff(images[a], images[b]) > 2.0


# --- players ---------------------------------------------------------------------------


@pytest.mark.parametrize("size", [16, 32, 64])
def test_shape_badges_render_and_their_masks_differ(size):
    masks = {}
    for style in PLAYER_STYLES:
        surf = art.shape_badge(style.shape, style.colour, size)
        assert surf.get_size() == (size, size)
        assert opaque_pixels(surf) > size * size * 0.2
        masks[style.shape] = pygame.mask.from_surface(surf, 128)
    for a, b in itertools.combinations(masks, 2):
        ma, mb = masks[a], masks[b]
        xor = ma.count() + mb.count() - 2 * ma.overlap_area(mb, (0, 0))
        assert xor > size * size * 0.04, (a, b, size)


def test_same_shape_in_another_colour_has_the_same_mask():
    a = pygame.mask.from_surface(art.shape_badge("star", (255, 0, 0), 48), 128)
    b = pygame.mask.from_surface(art.shape_badge("star", (0, 0, 255), 48), 128)
    assert a.count() == b.count() == a.overlap_area(b, (0, 0))


def test_unknown_shape_raises():
    with pytest.raises(ValueError):
        art.shape_badge("blob", (1, 2, 3), 32)


@pytest.mark.parametrize("size", [32, 48, 96])
def test_chicken_tokens_render_and_differ_in_greyscale(size):
    images = []
    for i in range(len(PLAYER_STYLES)):
        surf = art.chicken_token(i, size)
        assert surf.get_size() == (size, size)
        assert opaque_pixels(surf) > size * size * 0.2
        images.append(flatten(surf, grey=True))
    for a, b in itertools.combinations(range(len(images)), 2):
        assert mean_diff(images[a], images[b]) > 1.0, (a, b)


# --- board, coop, backdrop -------------------------------------------------------------


@pytest.mark.parametrize(
    "rect",
    [
        pygame.Rect(0, 0, 1280, 720),
        pygame.Rect(40, 400, 1200, 280),
        pygame.Rect(20, 20, 600, 600),
        pygame.Rect(100, 100, 300, 900),
        pygame.Rect(0, 0, 1240, 120),
    ],
)
def test_track_layout_fits_with_room_for_tiles(rect):
    pts = art.track_layout(rect)
    tile = art.track_tile_size(rect)
    assert len(pts) == 31
    assert len(set(pts)) == 31
    assert tile >= 8
    for p in pts:
        assert rect.collidepoint(p)
        assert rect.inflate(-tile + 2, -tile + 2).collidepoint(p) or tile > min(rect.size) - 2
    for a, b in itertools.combinations(pts, 2):
        assert math.dist(a, b) >= tile


def test_track_layout_is_a_path_of_even_steps():
    rect = pygame.Rect(0, 0, 1200, 400)
    pts = art.track_layout(rect)
    steps = [math.dist(a, b) for a, b in itertools.pairwise(pts)]
    assert max(steps) < 1.35 * min(steps)
    assert art.track_layout(rect, spaces=10) and len(art.track_layout(rect, spaces=10)) == 10


@pytest.mark.parametrize("size", [32, 48, 64, 96])
def test_track_tiles_render(size):
    for index, kind in ((0, "start"), (1, "normal"), (5, "normal"), (25, "goal"), (30, "normal")):
        surf = art.track_tile(index, size, kind)
        assert surf.get_size() == (size, size)
        assert opaque_pixels(surf) > size * size * 0.4
    a = flatten(art.track_tile(3, size, "normal"))
    b = flatten(art.track_tile(4, size, "normal"))
    assert a != b  # the number shows


def test_coop_and_its_slots():
    w, h = 380, 330
    surf = art.coop(w, h)
    assert surf.get_size() == (w, h)
    assert opaque_pixels(surf) > w * h * 0.5
    slots = art.coop_slots(w, h)
    assert len(slots) == 8
    d = art.coop_die_size(w, h)
    for x, y in slots:
        assert d / 2 <= x <= w - d / 2 and d / 2 <= y <= h - d / 2
    for a, b in itertools.combinations(slots, 2):
        assert math.dist(a, b) >= d
    # yellow row above the orange row, each left to right
    assert all(slots[i][1] < slots[4 + i][1] for i in range(4))
    assert [x for x, _ in slots[:4]] == sorted(x for x, _ in slots[:4])


def test_background_and_panel():
    bg = art.background(1280, 720)
    assert bg.get_size() == (1280, 720)
    assert opaque_pixels(bg) == 1280 * 720
    for args in ((300, 120), (400, 200, PALETTE["barn_red"]), (60, 40, None, 30)):
        surf = art.panel(*args)
        assert surf.get_size() == args[:2]
        assert opaque_pixels(surf) > args[0] * args[1] * 0.8


def test_egg_frames_fox_burst_and_logo():
    for size in (48, 96, 160):
        frames = art.egg_crack_frames(size)
        assert len(frames) == 4
        for f in frames:
            assert f.get_size() == (size, size)
            assert opaque_pixels(f) > size * size * 0.15
        for a, b in itertools.pairwise(frames):
            assert flatten(a) != flatten(b)
    burst = art.fox_burst(200)
    assert burst.get_size() == (200, 200)
    assert opaque_pixels(burst) > 200 * 200 * 0.4
    logo = art.title_logo(600)
    assert logo.get_width() == 600
    assert 100 < logo.get_height() < 400
    assert opaque_pixels(logo) > 600 * logo.get_height() * 0.2
