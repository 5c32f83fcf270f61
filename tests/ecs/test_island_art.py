"""The War for Chicken Island art: sizes and alpha, distinct silhouettes, owners that
differ in greyscale, animated lava, and caching."""

from __future__ import annotations

import itertools

import pygame
import pytest

from ecs import art
from ecs.art import island_tiles
from tests.ecs.pixels import flatten, has_alpha, mask_xor, mean_diff, opaque_pixels

pytestmark = pytest.mark.usefixtures("pygame_ready")

KINDS = ("leader", "chicken", "soldier", "golem", "battle_car", "cannon", "tower")
R, MINI = 36, 40


def test_the_names():
    assert art.MINI_KINDS == KINDS
    assert art.RING_KINDS == ("reach", "attack", "range")
    assert island_tiles.TILE_KINDS == ("sea", "land", "base", "neutral", "lava")
    assert art.hex_tile_size(36) == (63, 72)


@pytest.mark.parametrize("size", [20, 36, 72])
def test_tiles_are_hexes_of_the_right_size_with_transparent_corners(size):
    w, h = art.hex_tile_size(size)
    tiles = [art.island_tile(k, size, owner=1) for k in island_tiles.TILE_KINDS]
    tiles += [art.base_tile(2, size, True), *art.lava_frames(size)]
    for tile in tiles:
        assert tile.get_size() == (w, h)
        assert has_alpha(tile)
        # a hexagon covers 3/4 of its box; the corners stay clear
        assert 0.65 * w * h < opaque_pixels(tile) < 0.85 * w * h
        assert tile.get_at((0, 0)).a == 0 and tile.get_at((w - 1, h - 1)).a == 0
        assert tile.get_at((w // 2, h // 2)).a >= 250  # smoothscale may round down


def test_tile_kinds_look_different():
    tiles = [art.island_tile(k, R, owner=0) for k in island_tiles.TILE_KINDS]
    for a, b in itertools.combinations(tiles, 2):
        assert mean_diff(flatten(a), flatten(b)) > 12


def test_owners_differ_pairwise_in_greyscale():
    """Colour is never the only cue: the shape marks tell owners apart without it."""
    for make in (art.land_tile, art.base_tile):
        greys = [flatten(make(i, R), grey=True) for i in range(8)]
        for a, b in itertools.combinations(greys, 2):
            assert mean_diff(a, b) > 2.0, make.__name__
    for kind in KINDS:
        greys = [flatten(art.miniature(kind, i, MINI), grey=True) for i in range(8)]
        for a, b in itertools.combinations(greys, 2):
            assert mean_diff(a, b) > 1.0, kind
    tags = [flatten(art.humiliation_tag(i, 24), grey=True) for i in range(8)]
    for a, b in itertools.combinations(tags, 2):
        assert mean_diff(a, b) > 1.0


def test_lava_frames_animate():
    frames = art.lava_frames(R)
    assert len(frames) == art.LAVA_FRAMES >= 3
    for a, b in itertools.combinations(frames, 2):
        assert mean_diff(flatten(a), flatten(b)) > 1.0
    assert len(art.lava_frames(R, 6)) == 6


def test_rings_differ_without_colour():
    w, h = art.hex_tile_size(R)
    rings = {k: art.hex_ring(k, R) for k in art.RING_KINDS}
    for ring in rings.values():
        assert ring.get_size() == (w, h) and has_alpha(ring)
        assert ring.get_at((0, 0)).a == 0
    # the outlines themselves (their solid pixels) differ: solid, dashed, dotted
    for a, b in itertools.combinations(rings.values(), 2):
        assert mask_xor(a, b) > 0.08 * w * h
    with pytest.raises(ValueError):
        art.hex_ring("select", R)


@pytest.mark.parametrize("size", [24, 40, 96])
def test_miniatures_are_square_figures_with_alpha(size):
    for kind in KINDS:
        mini = art.miniature(kind, 0, size)
        assert mini.get_size() == (size, size)
        assert has_alpha(mini)
        assert 0.12 * size * size < opaque_pixels(mini) < 0.85 * size * size, kind
        assert mini.get_at((0, 0)).a == 0


def test_every_miniature_has_its_own_silhouette():
    size = 96
    minis = {k: art.miniature(k, 0, size) for k in KINDS}
    for (ka, a), (kb, b) in itertools.combinations(minis.items(), 2):
        ink = max(opaque_pixels(a, 127), opaque_pixels(b, 127))
        assert mask_xor(a, b) > 0.25 * ink, (ka, kb)


def test_markers():
    for img in (art.shield_marker(20), art.bonus_pip(20), art.humiliation_tag(3, 20)):
        assert img.get_size() == (20, 20) and has_alpha(img)
        assert opaque_pixels(img) > 0.3 * 400
    a, b, c = art.shield_marker(40), art.bonus_pip(40), art.humiliation_tag(0, 40)
    for x, y in ((a, b), (a, c), (b, c)):
        assert mean_diff(flatten(x, grey=True), flatten(y, grey=True)) > 5


def test_unknown_kinds_are_refused():
    with pytest.raises(ValueError):
        art.miniature("dragon", 0, MINI)
    with pytest.raises(ValueError):
        art.island_tile("swamp", R)


def test_results_are_cached():
    calls = [
        lambda: art.sea_tile(R),
        lambda: art.land_tile(1, R),
        lambda: art.base_tile(1, R),
        lambda: art.neutral_tile(R),
        lambda: art.lava_frames(R),
        lambda: art.hex_ring("attack", R),
        lambda: art.miniature("golem", 2, MINI),
        lambda: art.shield_marker(16),
        lambda: art.bonus_pip(16),
        lambda: art.humiliation_tag(1, 16),
    ]
    for call in calls:
        assert call() is call()


def test_a_palette_change_repaints_the_owners():
    from ecs.palette import use_palette

    before = pygame.image.tobytes(art.land_tile(0, R), "RGBA")
    try:
        use_palette("colourblind")
        art.forget_player_pictures()
        assert pygame.image.tobytes(art.land_tile(0, R), "RGBA") != before
    finally:
        use_palette("standard")
        art.forget_player_pictures()


@pytest.mark.parametrize("card", ["HAND_CARD", "FIGHT_CARD"])
def test_no_scroll_name_breaks_a_word_on_a_small_card(card):
    from ecs.fonts import render_text
    from game.island.data import DATA
    from scenes.island import faces
    from scenes.island import layout as L

    width = getattr(L, card)[0]
    for scroll in DATA.scrolls.values():
        size = faces.name_size(scroll.name, width)
        for word in scroll.name.split():
            shown = render_text(word, size, (0, 0, 0), False, bold=True).get_width()
            assert shown <= width - faces.NAME_MARGIN, (scroll.name, card, size)


@pytest.mark.parametrize("owner", range(4))
def test_a_base_wears_a_centred_crest_not_a_flag_to_mistake_for_flag_modes(owner):
    """The Base once flew a pennant off to one side of its roof, and in Flag Mode the real
    flags were hard to find; its fort and crest are now mirror-symmetric (the old flag
    scored 0.69 here)."""
    size = 60
    base, land = island_tiles.base_tile(owner, size), island_tiles.land_tile(owner, size, 99)
    w, h = base.get_size()
    fort = {
        (x, y) for x in range(w) for y in range(h) if base.get_at((x, y)) != land.get_at((x, y))
    }
    mirror = {(w - 1 - x, y) for x, y in fort}
    assert len(fort & mirror) / len(fort | mirror) > 0.95


def test_every_leader_has_an_emblem_of_its_own_even_in_greyscale():
    from game.island.data import DATA

    emblems = {leader: art.leader_emblem(leader, 58) for leader in DATA.leaders}
    assert all(e.get_size() == (58, 58) and has_alpha(e) for e in emblems.values())
    for a, b in itertools.combinations(emblems, 2):
        assert mean_diff(flatten(emblems[a], grey=True), flatten(emblems[b], grey=True)) > 4, (a, b)


def test_two_leader_cards_in_one_colour_differ_in_their_picture_not_only_their_words():
    from scenes.island import faces

    picture = pygame.Rect(6, 34, 244, faces.LEADER_PICTURE)
    cards = [faces.leader_card(leader, 256, 384, 0).subsurface(picture) for leader in
             ("keekmee", "madame_plume")]  # fmt: skip
    assert mean_diff(flatten(cards[0]), flatten(cards[1])) > 1
