"""Henhouse Havoc's grid geometry: shapes, placement legality, random layouts, terrain.

Everything here is pure: no game state, no game RNG. A layout is one top-left anchor
``(row, col)`` per unit tile, in tile order; a tile covers ``rows x cols`` spaces from
its anchor and is never rotated.
"""

from __future__ import annotations

import json
import random
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from functools import cache
from typing import Any

import assets

Cell = tuple[int, int]


@cache
def rules_data() -> dict[str, Any]:
    """Every Henhouse Havoc number, from one data file so balance is one edit."""
    with assets.path("data", "henhouse.json").open(encoding="utf-8") as handle:
        return json.load(handle)


@dataclass(frozen=True)
class BoardSpec:
    """A board's size and the (rows, cols) shape of every tile to place on it."""

    rows: int
    cols: int
    shapes: tuple[tuple[int, int], ...]


def in_bounds(spec: BoardSpec, row: int, col: int) -> bool:
    return 0 <= row < spec.rows and 0 <= col < spec.cols


def tile_cells(shape: tuple[int, int], row: int, col: int) -> tuple[Cell, ...]:
    """The spaces a tile of ``shape`` covers when anchored (top-left) at ``(row, col)``."""
    return tuple((row + r, col + c) for r in range(shape[0]) for c in range(shape[1]))


def rect_cells(spec: BoardSpec, row: int, col: int, rows: int, cols: int) -> tuple[Cell, ...]:
    """A rows x cols rectangle from (row, col), or () when it does not fit the board."""
    if not (row >= 0 and col >= 0 and row + rows <= spec.rows and col + cols <= spec.cols):
        return ()
    return tile_cells((rows, cols), row, col)


def line_cells(row: int, col: int, length: int, orient: str) -> tuple[Cell, ...]:
    """A straight Target group: ``length`` spaces rightwards ("h") or downwards ("v")."""
    if orient == "h":
        return tuple((row, col + i) for i in range(length))
    if orient == "v":
        return tuple((row + i, col) for i in range(length))
    return ((row, col),)


def offset_cells(spec: BoardSpec, centre: Cell, offsets: Iterable[Sequence[int]]) -> list[Cell]:
    """An area effect's spaces around ``centre``, clipped to the board."""
    cells = [(centre[0] + dr, centre[1] + dc) for dr, dc in offsets]
    return [c for c in cells if in_bounds(spec, *c)]


def halo(cells: Iterable[Cell]) -> set[Cell]:
    """The cells and their 8 neighbours: where no other tile may go."""
    return {(r + dr, c + dc) for r, c in cells for dr in (-1, 0, 1) for dc in (-1, 0, 1)}


def layout_problem(spec: BoardSpec, anchors: Sequence[Cell]) -> str | None:
    """Why ``anchors`` (one per tile, in tile order) is not a legal layout, or None."""
    if len(anchors) != len(spec.shapes):
        return f"a layout places exactly {len(spec.shapes)} tiles"
    taken: dict[Cell, int] = {}
    for tile, (shape, (row, col)) in enumerate(zip(spec.shapes, anchors, strict=True)):
        cells = tile_cells(shape, row, col)
        if not all(in_bounds(spec, r, c) for r, c in cells):
            return f"tile {tile} ({shape[0]}x{shape[1]} at row {row}, col {col}) leaves the board"
        for cell in halo(cells):
            other = taken.get(cell)
            if other is not None:
                return f"tile {tile} touches tile {other}: tiles may not touch, even diagonally"
        for cell in cells:
            taken[cell] = tile
    return None


def random_layout(
    rng: random.Random,
    spec: BoardSpec,
    budget: int = 200_000,
    avoid: frozenset[Cell] = frozenset(),
) -> tuple[Cell, ...]:
    """A legal layout chosen at random: anchors in tile order, no tile on ``avoid``.

    Places the largest tiles first, each on a random free spot, and backtracks when a
    tile no longer fits, so it works for any board and any list of rectangles that can
    be laid out at all. Raises ValueError when none can (or the search budget runs out).
    """
    order = sorted(range(len(spec.shapes)), key=lambda t: -spec.shapes[t][0] * spec.shapes[t][1])
    anchors: dict[int, Cell] = {}
    steps = [0]

    def place(depth: int, blocked: frozenset[Cell]) -> bool:
        if depth == len(order):
            return True
        tile = order[depth]
        rows, cols = spec.shapes[tile]
        spots = [
            (r, c)
            for r in range(spec.rows - rows + 1)
            for c in range(spec.cols - cols + 1)
            if not any(cell in blocked for cell in tile_cells((rows, cols), r, c))
        ]
        rng.shuffle(spots)
        for spot in spots:
            steps[0] += 1
            if steps[0] > budget:
                return False
            anchors[tile] = spot
            if place(depth + 1, blocked | halo(tile_cells((rows, cols), *spot))):
                return True
        anchors.pop(tile, None)
        return False

    if not place(0, frozenset(avoid)):
        raise ValueError("these tiles cannot be laid out on this board without touching")
    return tuple(anchors[t] for t in range(len(spec.shapes)))


def terrain_rows(spec: BoardSpec, seed: int, codes: Sequence[str], patches: int) -> tuple[str, ...]:
    """A farm-like terrain map (one letter per space) from a fixed seed: pure scenery.

    Each space takes the terrain of its nearest patch centre, so fields form blobs.
    """
    rng = random.Random(seed)
    centres = [
        (rng.randrange(spec.rows), rng.randrange(spec.cols), codes[i % len(codes)])
        for i in range(patches)
    ]
    return tuple(
        "".join(
            min(centres, key=lambda p, r=r, c=c: ((p[0] - r) ** 2 + (p[1] - c) ** 2, p[2]))[2]
            for c in range(spec.cols)
        )
        for r in range(spec.rows)
    )
