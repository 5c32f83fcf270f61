"""Hiding an army: the tile being placed follows a cursor (or the mouse), checked live.

The editor keeps a layout of its own until the player deploys it; only then does
the rules state hear about it, as one ``hh_deploy`` action. Legality comes from the
rules' own geometry (:mod:`game.henhouse.board`), so the editor can never disagree
with the rules about what may touch what.
"""

from __future__ import annotations

import random

from game.henhouse import board as B
from game.henhouse import rules as R

Cell = tuple[int, int]


class Placement:
    def __init__(self, seat: int, deployed: R.Deploy | None = None):
        """An editor for ``seat``'s army: a random legal layout to deploy as it is (one
        press, as good a hiding as the hard AI's, which draws one the same way) or to
        change unit by unit, or as ``deployed`` placed it (an undo)."""
        self.spec = R.SPEC
        self.seat = seat
        self.current = 0  # the tile in hand
        self.cursor: Cell = (0, 0)
        # Randomise draws from the OS, never from the match seed: a layout another seat
        # could recompute (from the seed, or by pressing Randomise itself) would give the
        # army away. Replays stay exact, since the Deploy action records the layout.
        self.rng = random.SystemRandom()
        self.drawn = deployed is None  # the layout is the editor's draw, untouched
        if deployed is not None:
            self.anchors: list[Cell | None] = list(R.parse_layout(deployed.cells)[0])
        else:
            self.randomise()

    # -- what is where ----------------------------------------------------------------------

    def cells(self, tile: int, anchor: Cell) -> tuple[Cell, ...]:
        return B.tile_cells(self.spec.shapes[tile], *anchor)

    def placed(self) -> dict[int, tuple[Cell, ...]]:
        return {t: self.cells(t, a) for t, a in enumerate(self.anchors) if a is not None}

    def tile_at(self, cell: Cell) -> int | None:
        for tile, cells in self.placed().items():
            if cell in cells:
                return tile
        return None

    def problem(self, tile: int, anchor: Cell) -> str | None:
        """Why ``tile`` may not go at ``anchor`` next to the tiles already placed."""
        cells = self.cells(tile, anchor)
        if not all(B.in_bounds(self.spec, r, c) for r, c in cells):
            return "it does not fit on the board"
        others = [c for t, cs in self.placed().items() if t != tile for c in cs]
        if B.halo(cells) & set(others):
            return "units may not touch, not even corner to corner"
        return None

    @property
    def complete(self) -> bool:
        return all(a is not None for a in self.anchors)

    def unit(self, tile: int) -> str:
        return R.TILE_UNITS[tile]

    # -- editing ------------------------------------------------------------------------------

    def move(self, dr: int, dc: int) -> None:
        row = max(0, min(self.spec.rows - 1, self.cursor[0] + dr))
        col = max(0, min(self.spec.cols - 1, self.cursor[1] + dc))
        self.cursor = (row, col)

    def drop(self) -> str | None:
        """Put the tile in hand at the cursor; the next unplaced tile comes to hand."""
        if self.complete and self.anchors[self.current] is not None:
            return "every unit is placed: deploy, or pick one up to move it"
        reason = self.problem(self.current, self.cursor)
        if reason:
            return reason
        self.anchors[self.current] = self.cursor
        self.drawn = False
        self._next_unplaced()
        self._to_room()
        return None

    def _to_room(self) -> None:
        """The next tile comes to hand on the nearest space it may go, so the cursor never
        starts on top of the tile just dropped."""
        if self.complete:
            return
        rows, cols = self.spec.rows, self.spec.cols
        room = [
            (r, c)
            for r in range(rows)
            for c in range(cols)
            if self.problem(self.current, (r, c)) is None
        ]
        if room:
            row, col = self.cursor
            self.cursor = min(room, key=lambda a: (abs(a[0] - row) + abs(a[1] - col), a))

    def lift(self) -> bool:
        """Pick up the tile under the cursor, to move it; False when there is none."""
        tile = self.tile_at(self.cursor)
        if tile is None:
            return False
        self.anchors[tile] = None
        self.current, self.drawn = tile, False
        return True

    def cycle(self, step: int) -> None:
        """Choose another unplaced tile to hold."""
        unplaced = [t for t, a in enumerate(self.anchors) if a is None]
        if unplaced:
            index = unplaced.index(self.current) if self.current in unplaced else -1
            self.current = unplaced[(index + step) % len(unplaced)]

    def randomise(self) -> None:
        anchors = B.random_layout(self.rng, self.spec)
        self.anchors = list(anchors)
        self.current, self.drawn = 0, True

    def clear(self) -> None:
        self.anchors = [None] * len(self.spec.shapes)
        self.current, self.drawn = 0, False
        self._to_room()

    def _next_unplaced(self) -> None:
        unplaced = [t for t, a in enumerate(self.anchors) if a is None]
        if unplaced:
            later = [t for t in unplaced if t > self.current]
            self.current = (later or unplaced)[0]

    def action(self) -> R.Deploy:
        return R.layout_action(tuple(a for a in self.anchors if a is not None))
