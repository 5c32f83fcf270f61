"""Hex maths against hand-worked reference vectors (Red Blob Games' hexagon-guide conventions).

Every expected value below is worked out by hand from the definitions: cube coordinates
(q, r, s) with q + r + s = 0; distance = max(|dq|, |dr|, |ds|); the six directions E, NE,
NW, W, SW, SE as (+1,0), (+1,-1), (0,-1), (-1,0), (-1,+1), (0,+1); a ring starts at
centre + radius * SW and walks E, NE, NW, W, SW, SE, radius steps each.
"""

from __future__ import annotations

import math

import pytest

from game.island import hexes
from game.island.hexes import FLAT, POINTY, Layout

R3 = math.sqrt(3)


def test_directions_and_neighbours_follow_the_guide_order():
    assert hexes.DIRECTIONS == ((1, 0), (1, -1), (0, -1), (-1, 0), (-1, 1), (0, 1))
    assert hexes.neighbours((0, 0)) == hexes.DIRECTIONS
    assert hexes.neighbours((2, -1)) == ((3, -1), (3, -2), (2, -2), (1, -1), (1, 0), (2, 0))
    assert hexes.neighbour((2, -1), 4) == (1, 0)
    assert hexes.neighbour((2, -1), 10) == (1, 0)  # directions wrap round


@pytest.mark.parametrize(
    ("a", "b", "expected"),
    [
        ((0, 0), (0, 0), 0),
        ((0, 0), (1, 0), 1),
        ((0, 0), (3, -1), 3),  # cube (3,-1,-2): max is 3
        ((0, 0), (-2, 3), 3),  # cube (-2,3,-1)
        ((1, -3), (-2, 2), 5),  # d = (-3, 5, -2)
        ((2, 2), (-2, -2), 8),  # d = (-4, -4, 8)
        ((-1, 4), (3, 0), 4),  # d = (4, -4, 0)
    ],
)
def test_distance_is_the_largest_cube_difference(a, b, expected):
    assert hexes.distance(a, b) == expected == hexes.distance(b, a)


def test_every_neighbour_is_one_step_away_and_nothing_else_is():
    for h in hexes.within((0, 0), 3):
        assert (hexes.distance((0, 0), h) == 1) == (h in hexes.neighbours((0, 0)))


def test_rotation_turns_right_one_direction_at_a_time():
    # (q, r, s) -> (-r, -s, -q): E -> SE -> SW -> W -> NW -> NE -> E
    assert [hexes.rotate((1, 0), k) for k in range(7)] == [
        (1, 0), (0, 1), (-1, 1), (-1, 0), (0, -1), (1, -1), (1, 0),
    ]  # fmt: skip
    assert hexes.rotate((2, -1)) == (1, 1)  # cube (2,-1,-1) -> (1,1,-2)
    assert hexes.rotate((2, -1), 3) == (-2, 1)  # half a turn negates
    assert hexes.rotate((2, -1), -1) == hexes.rotate((2, -1), 5)
    assert hexes.rotate((3, 1), 1, centre=(2, 1)) == (2, 2)  # (1,0) about (2,1) -> (0,1)


def test_rotation_keeps_distances_and_mirror_undoes_itself():
    for h in hexes.spiral((0, 0), 2):
        for k in range(6):
            assert hexes.length(hexes.rotate(h, k)) == hexes.length(h)
        assert hexes.mirror(hexes.mirror(h)) == h
    assert hexes.mirror((1, 0)) == (1, -1)  # cube (1,0,-1) -> (1,-1,0)


def test_ring_radius_1_and_2():
    assert hexes.ring((0, 0), 0) == ((0, 0),)
    assert hexes.ring((0, 0), 1) == ((-1, 1), (0, 1), (1, 0), (1, -1), (0, -1), (-1, 0))
    assert hexes.ring((0, 0), 2) == (
        (-2, 2), (-1, 2), (0, 2), (1, 1), (2, 0), (2, -1),
        (2, -2), (1, -2), (0, -2), (-1, -1), (-2, 0), (-2, 1),
    )  # fmt: skip
    assert hexes.ring((5, -3), 1) == tuple(hexes.add((5, -3), h) for h in hexes.ring((0, 0), 1))


def test_spiral_and_range():
    assert hexes.spiral((0, 0), 1) == ((0, 0), *hexes.ring((0, 0), 1))
    spiral = hexes.spiral((0, 0), 2)
    assert spiral == ((0, 0), *hexes.ring((0, 0), 1), *hexes.ring((0, 0), 2))
    assert len(spiral) == 19 == len(set(spiral))
    for n in range(5):
        area = hexes.within((1, -2), n)
        assert len(area) == 3 * n * (n + 1) + 1
        assert set(area) == set(hexes.spiral((1, -2), n))
        assert all(hexes.distance((1, -2), h) <= n for h in area)


@pytest.mark.parametrize(
    ("point", "expected"),
    [
        ((0.0, 0.0), (0, 0)),
        ((2.0, -1.0), (2, -1)),
        ((0.3, 0.4), (0, 1)),  # rounds to (0,0,-1), sum 1; r is furthest off, so r = 1
        ((0.45, 0.35), (1, 0)),  # rounds to (0,0,-1); q is furthest off, so q = 1
        ((-0.6, -0.2), (-1, 0)),  # rounds to (-1,0,1); q fixed: -0 - 1 = -1
        ((1.2, -0.9), (1, -1)),
        ((-1.7, 0.6), (-2, 1)),
    ],
)
def test_cube_rounding(point, expected):
    assert hexes.round_hex(*point) == expected


def test_line_of_hexes():
    assert hexes.line((0, 0), (0, 0)) == ((0, 0),)
    assert hexes.line((0, 0), (3, 0)) == ((0, 0), (1, 0), (2, 0), (3, 0))
    assert hexes.line((1, 1), (1, -2)) == ((1, 1), (1, 0), (1, -1), (1, -2))
    # (1, -0.5) lies on the edge between (1,0) and (1,-1); the guide's nudge picks (1,0)
    assert hexes.line((0, 0), (2, -1)) == ((0, 0), (1, 0), (2, -1))
    for b in hexes.ring((0, 0), 4):
        path = hexes.line((0, 0), b)
        assert path[0] == (0, 0) and path[-1] == b and len(path) == 5
        assert all(hexes.distance(x, y) == 1 for x, y in zip(path, path[1:], strict=False))


def test_sides_between_counts_neighbouring_pairs():
    assert hexes.sides_between([(0, 0)], hexes.ring((0, 0), 1)) == 6
    assert hexes.sides_between([(0, 0), (1, 0)], [(0, 1)]) == 2  # (0,1) touches both
    assert hexes.sides_between([(0, 0)], [(2, 0), (0, 0)]) == 0  # not a neighbour of itself


def test_pointy_layout_puts_hexes_where_the_guide_does():
    layout = Layout(POINTY, (10.0, 10.0), (100.0, 50.0))
    assert layout.to_pixel((0, 0)) == (100.0, 50.0)
    assert layout.to_pixel((1, 0)) == pytest.approx((100 + 10 * R3, 50))  # due east
    assert layout.to_pixel((0, 1)) == pytest.approx((100 + 5 * R3, 65))  # south-east
    assert layout.to_pixel((0, -1)) == pytest.approx((100 - 5 * R3, 35))  # north-west
    for h in hexes.spiral((0, 0), 3):
        x, y = layout.to_pixel(h)
        assert layout.to_hex(x, y) == h
        assert layout.to_hex(x + 4.0, y - 3.0) == h  # inside the hex, off centre
    corners = layout.corners((0, 0))
    assert corners[0] == pytest.approx((100 + 5 * R3, 55))  # the first corner is at 30 degrees
    assert all(math.dist(c, (100, 50)) == pytest.approx(10) for c in corners)
    shared = {(round(x, 6), round(y, 6)) for x, y in corners} & {
        (round(x, 6), round(y, 6)) for x, y in layout.corners((1, 0))
    }
    assert len(shared) == 2  # neighbours share a side


def test_flat_layout():
    layout = Layout(FLAT, (10.0, 10.0))
    assert layout.to_pixel((1, 0)) == pytest.approx((15, 5 * R3))
    assert layout.to_pixel((0, 1)) == pytest.approx((0, 10 * R3))
    assert layout.corners((0, 0))[0] == pytest.approx((10, 0))
    for h in hexes.spiral((0, 0), 3):
        assert layout.to_hex(*layout.to_pixel(h)) == h
