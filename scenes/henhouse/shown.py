"""What the Henhouse Havoc table shows while a Resolution plays out.

The rules resolve a whole turn at once; the screen catches up strike by strike.
``Shown`` starts from a seat's view when the table is idle, and each event patches
the part it changed (a crater, a hit, a revealed unit, a payment). Once the events
run out the scene takes a fresh view, so the picture can never drift from the rules.
Every change goes through :meth:`Shown.apply` or :meth:`Shown.hide_secrets`, which count
it in ``revision``: the painter's cached farms are redrawn only once that moves.
"""

from __future__ import annotations

from typing import Any

from game.core import plain_copy
from game.henhouse import rules as R


def pairs(flat) -> list[tuple[int, int]]:
    return [(flat[i], flat[i + 1]) for i in range(0, len(flat), 2)]


class Shown:
    def __init__(self, view: dict[str, Any]):
        self.view = plain_copy(view)
        self.revision = 0  # changes made since the view was taken

    def board(self, index: int) -> dict[str, Any]:
        return self.view["boards"][index]

    def apply(self, event) -> None:
        handler = _HANDLERS.get(type(event))
        if handler is not None:
            handler(self, event)
            self.revision += 1

    def hide_secrets(self) -> None:
        """Leave out the seat's own army, hand and intel (another human's turn now)."""
        self.view.update(own_units=[], hand=[], intel=[], viewer=None)
        self.revision += 1

    def _drop_target(self, board: int, row: int, col: int, owner: int | None = None) -> None:
        targets = self.board(board)["targets"]
        for i, tile in enumerate(targets):
            if (tile["row"], tile["col"]) == (row, col) and owner in (None, tile["owner"]):
                del targets[i]
                return


def _targeted(shown: Shown, e: R.Targeted) -> None:
    for row, col in pairs(e.cells):
        shown.board(e.board)["targets"].append(
            {"id": -1, "owner": e.seat, "row": row, "col": col, "fire": e.fire, "source": e.source}
        )


def _struck(shown: Shown, e: R.Struck) -> None:
    shown._drop_target(e.board, e.row, e.col, e.seat)
    if e.outcome == "hit":
        shown.board(e.board)["hits"].append([e.row, e.col, e.seat])


def _cratered(shown: Shown, e: R.Cratered) -> None:
    shown.board(e.board)["craters"].append([e.row, e.col])


def _area(shown: Shown, e: R.AreaEffect) -> None:
    board = shown.board(e.board)
    board["hits"] += [[r, c, e.seat] for r, c in pairs(e.hits)]
    board["craters"] += [[r, c] for r, c in pairs(e.craters)]


def _destroyed(shown: Shown, e: R.UnitDestroyed) -> None:
    cells = [list(c) for c in pairs(e.cells)]
    shown.board(e.seat)["destroyed"].append({"tile": e.tile, "unit": e.unit, "cells": cells})


def _paid(shown: Shown, e: R.Paid) -> None:
    shown.view["sheaves"][e.seat] += e.amount
    shown.view["market"] -= e.amount


def _stolen(shown: Shown, e: R.SheavesStolen) -> None:
    shown.view["sheaves"][e.seat] += e.amount
    shown.view["sheaves"][e.victim] -= e.amount


def _removed(shown: Shown, e: R.TargetRemoved) -> None:
    shown._drop_target(e.board, e.row, e.col, e.seat)


def _field_placed(shown: Shown, e: R.FieldPlaced) -> None:
    fields = [f for f in shown.view["fields"] if f["owner"] != e.seat]
    shown.view["fields"] = fields + [
        {"owner": e.seat, "board": e.board, "row": e.row, "col": e.col}
    ]


def _field_removed(shown: Shown, e: R.FieldRemoved) -> None:
    shown.view["fields"] = [f for f in shown.view["fields"] if f["owner"] != e.seat]


def _eliminated(shown: Shown, e: R.Eliminated) -> None:
    shown.view["eliminated"][e.seat] = True


def _egg_bought(shown: Shown, e: R.EggBought) -> None:
    shown.view["eggs"][e.seat] += 1
    shown.view["sheaves"][e.seat] -= e.price
    shown.view["market"] += e.price


def _phase(shown: Shown, e: R.PhaseStarted) -> None:
    shown.view.update(phase=e.phase, round=e.round, current_seat=e.first_player)


def _turn(shown: Shown, e: R.TurnStarted) -> None:
    shown.view.update(phase=e.phase, round=e.round, current_seat=e.seat)


_HANDLERS = {
    R.PhaseStarted: _phase,
    R.TurnStarted: _turn,
    R.Targeted: _targeted,
    R.Struck: _struck,
    R.Cratered: _cratered,
    R.AreaEffect: _area,
    R.UnitDestroyed: _destroyed,
    R.Paid: _paid,
    R.SheavesStolen: _stolen,
    R.TargetRemoved: _removed,
    R.FieldPlaced: _field_placed,
    R.FieldRemoved: _field_removed,
    R.Eliminated: _eliminated,
    R.EggBought: _egg_bought,
}
