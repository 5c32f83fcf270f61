"""Where Henhouse Havoc's aim starts when the hard AI's choice (``scenes.advice``) is not
on offer: the likeliest hit.

It reads only the acting seat's view: the chance comes from public facts only
(``game.henhouse.density``, the same reading of a farm any player could make from its
craters, hits and reveals, plus the aiming seat's own spy reports), so it tells the
player nothing they could not work out.
"""

from __future__ import annotations

from game.henhouse import density as D
from game.henhouse.board import rules_data


def chances(view: dict, seat: int, board: int) -> list[float]:
    """Per space of ``board`` (row-major), the chance an undamaged unit space is there."""
    rows, cols = view["rows"], view["cols"]
    k = D.knowledge_from_view(view, board, seat, rules_data()["units"], rows, cols)
    return D.density(k, "posterior").prob


def likeliest(spots: list, view: dict, seat: int, near: tuple[int, int, int]):
    """The spot whose spaces sum to the best chance of a hit; a tie goes to the spot
    nearest ``near`` (board, row, col: where the last tile went)."""
    cols = view["cols"]
    odds = {b: chances(view, seat, b) for b in {s.board for s in spots}}
    board, row, col = near

    def rank(spot) -> tuple:
        hit = sum(odds[spot.board][r * cols + c] for r, c in spot.cells)
        away = abs(spot.row - row) + abs(spot.col - col)
        return (-round(hit, 6), spot.board != board, away)

    return min(spots, key=rank)
