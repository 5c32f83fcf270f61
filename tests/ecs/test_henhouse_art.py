"""The Henhouse Havoc art: everything renders at its size, reads in greyscale, and differs."""

from __future__ import annotations

import itertools

import pygame
import pytest

from ecs import art
from tests.ecs.pixels import card_ok, flatten, has_alpha, mask_xor, mean_diff, opaque_pixels

TERRAINS = ("meadow", "pond", "lavender", "garden", "path", "wheat")
UNITS = {
    "barn": (2, 2), "sprayer": (3, 1), "tractotank": (1, 4), "armored_combine": (1, 2),
    "tactical_granary": (1, 3), "howitzegg": (1, 1), "reaper": (1, 1), "war_chest": (1, 1),
}  # fmt: skip
WEAPONS = ("nuclear_strike", "sitting_duck", "double_barrel", "scarecrow_decoy", "crop_duster",
           "tax_collector", "reinforced_silo", "egg_insurance", "fox_spy")  # fmt: skip


pytestmark = pytest.mark.usefixtures("pygame_ready")


def content_ok(surf: pygame.Surface, size: tuple[int, int], low: float = 0.1,
               high: float = 1.0) -> None:  # fmt: skip
    """Right size, per-pixel alpha, and a real picture: enough ink and more than one colour."""
    assert surf.get_size() == size
    assert has_alpha(surf)
    area = size[0] * size[1]
    assert low * area < opaque_pixels(surf) <= high * area
    small = pygame.transform.scale(surf, (8, 8))
    colours = {tuple(small.get_at((x, y)))[:3] for x in range(8) for y in range(8)}
    assert len(colours) >= 3


def test_the_names_match_the_rules_data():
    assert art.TERRAINS == TERRAINS
    assert art.UNIT_SHAPES == UNITS
    assert tuple(UNITS) == art.UNITS
    assert art.WEAPONS == WEAPONS


# --- the layout and the board ----------------------------------------------------------------


def test_terrain_layout_is_deterministic_uses_every_terrain_and_depends_on_the_seed():
    layouts = {seed: art.terrain_layout(seed, 10, 10) for seed in range(12)}
    for seed, layout in layouts.items():
        assert layout == art.terrain_layout(seed, 10, 10)
        assert len(layout) == 10 and all(len(row) == 10 for row in layout)
        assert {t for row in layout for t in row} == set(TERRAINS), seed
    assert len(set(layouts.values())) == len(layouts)


def test_terrain_layout_looks_like_a_farm():
    for seed in range(12):
        layout = art.terrain_layout(seed, 10, 10)
        cells = [t for row in layout for t in row]
        # fields come in patches, not speckles, and the meadow stays the backdrop
        for terrain in ("pond", "lavender", "garden", "wheat"):
            assert cells.count(terrain) >= 2, (seed, terrain)
        assert cells.count("meadow") >= 20
        # the path is one connected run from edge to edge
        path = {(r, c) for r in range(10) for c in range(10) if layout[r][c] == "path"}
        start = next(iter(path))
        seen, todo = {start}, [start]
        while todo:
            r, c = todo.pop()
            for n in ((r + 1, c), (r - 1, c), (r, c + 1), (r, c - 1)):
                if n in path and n not in seen:
                    seen.add(n)
                    todo.append(n)
        assert seen == path, seed
        rows, cols = {r for r, _ in path}, {c for _, c in path}
        assert rows == set(range(10)) or cols == set(range(10)), seed


def test_small_and_odd_boards_still_lay_out():
    layout = art.terrain_layout(5, 6, 8)
    assert len(layout) == 6 and all(len(row) == 8 for row in layout)
    assert {t for row in layout for t in row} == set(TERRAINS)


@pytest.mark.parametrize("cell", [24, 48])
def test_terrain_tiles_differ_in_greyscale(cell):
    greys = {t: flatten(art.terrain_tile(t, cell), grey=True) for t in TERRAINS}
    for t in TERRAINS:
        assert art.terrain_tile(t, cell).get_size() == (cell, cell)
    for a, b in itertools.combinations(TERRAINS, 2):
        assert mean_diff(greys[a], greys[b]) > 8.0, (a, b)
    with pytest.raises(ValueError):
        art.terrain_tile("swamp", cell)


@pytest.mark.parametrize("cell", [32, 56])
def test_board_surface(cell):
    plain = art.board_surface(3, 10, 10, cell)
    size = (11 * cell, 11 * cell)
    content_ok(plain, size, low=0.95)
    styled = art.board_surface(3, 10, 10, cell, 1)
    content_ok(styled, size, low=0.95)
    other = art.board_surface(3, 10, 10, cell, 4)
    assert mean_diff(flatten(plain), flatten(styled)) > 0.5
    # the corner badge tells the armies apart in greyscale too
    corner = pygame.Rect(0, 0, cell, cell)
    a = flatten(styled.subsurface(corner), grey=True)
    b = flatten(other.subsurface(corner), grey=True)
    assert mean_diff(a, b) > 3.0
    # a different seed is a different farm
    assert mean_diff(flatten(plain), flatten(art.board_surface(4, 10, 10, cell))) > 5.0
    assert art.board_surface(3, 6, 8, cell).get_size() == (9 * cell, 7 * cell)


def test_board_labels_and_grid_show():
    board = art.board_surface(1, 10, 10, 48)
    # the label row and column are frame, each label cell has light lettering on it
    for i in range(1, 11):
        top = board.subsurface(pygame.Rect(i * 48, 0, 48, 48))
        left = board.subsurface(pygame.Rect(0, i * 48, 48, 48))
        for label in (top, left):
            light = sum(
                1 for x in range(48) for y in range(48) if sum(label.get_at((x, y))[:3]) > 600
            )
            assert light > 20
    # column letters differ from one another
    a = flatten(board.subsurface(pygame.Rect(48, 0, 48, 48)))
    b = flatten(board.subsurface(pygame.Rect(96, 0, 48, 48)))
    assert a != b


# --- units and cards ------------------------------------------------------------------------


@pytest.mark.parametrize("cell", [30, 64])
def test_unit_tiles_cover_their_footprint(cell):
    for unit, (rows, cols) in UNITS.items():
        intact = art.unit_tile(unit, cell)
        dead = art.unit_tile(unit, cell, destroyed=True)
        for surf in (intact, dead):
            content_ok(surf, (cols * cell, rows * cell), low=0.5)
        assert mean_diff(flatten(intact), flatten(dead)) > 6.0, unit
        assert mean_diff(flatten(intact, True), flatten(dead, True)) > 4.0, unit
    with pytest.raises(ValueError):
        art.unit_tile("zeppelin", cell)


def test_unit_tiles_differ():
    greys = {u: flatten(art.unit_tile(u, 48), grey=True) for u, s in UNITS.items() if s == (1, 1)}
    for a, b in itertools.combinations(greys, 2):
        assert mean_diff(greys[a], greys[b]) > 3.0, (a, b)


@pytest.mark.parametrize("width", [96, 180])
def test_unit_cards(width):
    images = {}
    for unit in UNITS:
        surf = art.unit_card(unit, unit.title(), "Target 2 adjacent spaces.", width)
        card_ok(surf, width)
        images[unit] = flatten(surf, grey=True)
    for a, b in itertools.combinations(UNITS, 2):
        assert mean_diff(images[a], images[b]) > 1.0, (a, b)
    fresh = art.unit_card("barn", "Barn", "Target 3 spaces.", width)
    turned = art.unit_card("barn", "Barn", "Target 3 spaces.", width, turned=True)
    retired = art.unit_card("barn", "Barn", "Target 3 spaces.", width, retired=True)
    for surf in (turned, retired):
        card_ok(surf, width)
    assert mean_diff(flatten(fresh), flatten(turned)) > 8.0
    assert mean_diff(flatten(fresh), flatten(retired)) > 8.0
    assert mean_diff(flatten(turned, True), flatten(retired, True)) > 3.0
    long = art.unit_card("reaper", "Reaper", "word " * 40, width)
    card_ok(long, width)
    assert flatten(long) != flatten(art.unit_card("reaper", "Reaper", "Short.", width))


@pytest.mark.parametrize("width", [96, 160])
def test_weapon_cards_and_back(width):
    images = {}
    for weapon in WEAPONS:
        surf = art.weapon_card(weapon, weapon.title(), "Play it on your turn.", width, "single-use")
        card_ok(surf, width)
        images[weapon] = flatten(surf, grey=True)
    for a, b in itertools.combinations(WEAPONS, 2):
        assert mean_diff(images[a], images[b]) > 1.0, (a, b)
    once = art.weapon_card("egg_insurance", "Egg Insurance", "Text.", width, "single-use")
    kept = art.weapon_card("egg_insurance", "Egg Insurance", "Text.", width, "permanent")
    assert mean_diff(flatten(once, True), flatten(kept, True)) > 0.3
    back = art.weapon_back(width)
    card_ok(back, width)
    assert mean_diff(flatten(back), flatten(kept)) > 10.0
    with pytest.raises(ValueError):
        art.weapon_card("fox_spy", "Fox Spy", "Text.", width, "forever")
    unit = art.unit_card("barn", "Barn", "Text.", width)
    assert mean_diff(flatten(unit, True), flatten(kept, True)) > 20.0


@pytest.mark.parametrize("size", [32, 72])
def test_weapon_icons_are_pairwise_distinct(size):
    for w in WEAPONS:
        content_ok(art.weapon_icon(w, size), (size, size), low=0.15, high=0.95)
    greys = {w: flatten(art.weapon_icon(w, size), grey=True) for w in WEAPONS}
    for a, b in itertools.combinations(WEAPONS, 2):
        assert mean_diff(greys[a], greys[b]) > 3.0, (a, b)
        assert mask_xor(art.weapon_icon(a, size), art.weapon_icon(b, size)) > size * size * 0.05
    with pytest.raises(ValueError):
        art.weapon_icon("laser", size)


# --- markers and tokens -----------------------------------------------------------------------


@pytest.mark.parametrize("cell", [28, 64])
def test_board_markers(cell):
    for surf in (art.hit_marker(cell), art.sitting_duck_tile(cell), *art.fire_frames(cell)):
        content_ok(surf, (cell, cell), low=0.25)
    craters = [art.crater(cell, v) for v in range(3)]
    for surf in craters:
        content_ok(surf, (cell, cell), low=0.25)
    for a, b in itertools.combinations(craters, 2):
        assert flatten(a) != flatten(b)
    frames = art.fire_frames(cell)
    assert len(frames) == 4
    for a, b in itertools.combinations(frames, 2):
        assert mean_diff(flatten(a), flatten(b)) > 0.5
    assert mean_diff(flatten(art.hit_marker(cell)), flatten(craters[0])) > 10.0
    field = art.magnetic_field(cell)
    content_ok(field, (2 * cell, 2 * cell), low=0.8)
    assert field.get_at((cell, cell)).a < 160  # see-through in the middle
    nuke = art.nuclear_tile(cell)
    content_ok(nuke, (3 * cell, 3 * cell), low=0.8)
    assert nuke.get_at((round(cell * 0.2), round(cell * 1.5))).a < 160


@pytest.mark.parametrize("cell", [32, 64])
def test_target_tiles_show_the_players_shape(cell):
    targets = [art.target_tile(cell, style) for style in range(8)]
    for surf in targets:
        content_ok(surf, (cell, cell), low=0.3)
    greys = [flatten(t, grey=True) for t in targets]
    for a, b in itertools.combinations(range(8), 2):
        assert mean_diff(greys[a], greys[b]) > 1.0, (a, b)
    # red and blue are about as bright: they differ by the shape, traced in dark ink
    assert mean_diff(greys[0], greys[1]) > 3.0
    ink = [[v < 70 for v in grey[::3]] for grey in greys[:2]]
    assert sum(a != b for a, b in zip(*ink, strict=True)) > cell * cell * 0.03


@pytest.mark.parametrize("size", [24, 64])
def test_eggs(size):
    eggs = {style: art.egg_token(size, style) for style in (None, 0, 1, 2, 3, 4, 5, 6, 7)}
    for surf in eggs.values():
        content_ok(surf, (size, size), low=0.3, high=0.9)
    greys = {k: flatten(v, grey=True) for k, v in eggs.items()}
    for a, b in itertools.combinations(eggs, 2):
        assert mean_diff(greys[a], greys[b]) > 0.5, (a, b)


@pytest.mark.parametrize("size", [24, 64])
def test_sheaf_coins_5_and_10_differ(size):
    five, ten = art.sheaf_coin(size, 5), art.sheaf_coin(size, 10)
    for surf in (five, ten):
        content_ok(surf, (size, size), low=0.3)
    assert opaque_pixels(ten) > opaque_pixels(five) * 1.2  # the 10 is bigger
    assert mean_diff(flatten(five, True), flatten(ten, True)) > 5.0
    assert mask_xor(five, ten) > size * size * 0.1


@pytest.mark.parametrize("size", [40, 120])
def test_effects(size):
    content_ok(art.shell(size), (size, size), low=0.15)
    ring = art.explosion_ring(size)
    content_ok(ring, (size, size), low=0.15)
    assert ring.get_at((size // 2, size // 2)).a < 40  # a ring, open in the middle
    assert ring.get_at((size // 2, round(size * 0.06))).a > 160


@pytest.mark.parametrize("size", [(320, 180), (1280, 720)])
def test_backdrop_and_stall(size):
    back = art.henhouse_backdrop(*size)
    content_ok(back, size, low=0.999)
    assert opaque_pixels(back, 254) == size[0] * size[1]
    stall = art.black_market_stall(size[0] // 2, size[1] // 2)
    content_ok(stall, (size[0] // 2, size[1] // 2), low=0.999)
    assert mean_diff(flatten(pygame.transform.scale(back, stall.get_size())), flatten(stall)) > 20


def test_everything_is_cached():
    assert art.board_surface(2, 10, 10, 40) is art.board_surface(2, 10, 10, 40)
    assert art.unit_tile("barn", 40) is art.unit_tile("barn", 40)
    assert art.weapon_icon("fox_spy", 40) is art.weapon_icon("fox_spy", 40)
    assert art.henhouse_backdrop(320, 180) is art.henhouse_backdrop(320, 180)
    assert art.egg_token(30, None) is art.egg_token(30, None)


def test_the_art_knows_every_unit_and_weapon_of_the_rules_data():
    from game.henhouse.board import rules_data

    data = rules_data()
    assert set(art.UNITS) == {u["id"] for u in data["units"]}
    assert set(art.WEAPONS) == {w["id"] for w in data["weapons"]}
    for unit in data["units"]:
        assert art.UNIT_SHAPES[unit["id"]] == tuple(unit["shape"])


def test_a_board_looks_the_same_in_every_run():
    """The terrain's speckles come from stable seeds, not from Python's salted hash()."""
    import os
    import subprocess
    import sys

    code = (
        "import hashlib, pygame; from ecs import art; "
        "print(hashlib.sha256(pygame.image.tobytes(art.board_surface(1, 10, 10, 20), 'RGBA'))"
        ".hexdigest())"
    )
    runs = set()
    for salt in ("1", "2"):
        env = dict(os.environ, PYTHONHASHSEED=salt, SDL_VIDEODRIVER="dummy")
        out = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True,
                             text=True, check=True)  # fmt: skip
        runs.add(out.stdout.strip())
    assert len(runs) == 1
