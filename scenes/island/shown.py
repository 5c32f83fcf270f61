"""What the island table shows while a batch of rules events plays out.

The rules apply a whole action at once; the screen catches up event by event.
``Shown`` starts from a seat's view when the table is idle and each event patches what
it changed (a piece moved, a tile flipped, a die spent). When the events run out the
scene takes a fresh view, so the picture can never drift from the rules for long.
"""

from __future__ import annotations

from typing import Any

from game.core import plain_copy
from game.island import events as E
from game.island.data import DATA
from game.island.hexes import Hex


def pairs(flat) -> list[Hex]:
    return [(flat[i], flat[i + 1]) for i in range(0, len(flat), 2)]


def mini_kind(piece: dict) -> str:
    """Which miniature draws a piece: its own type, a leader or a chicken token."""
    kind = piece.get("type") or piece.get("kind")
    return kind if kind in ("leader", "chicken") or kind in DATA.machine_types else "chicken"


class Shown:
    def __init__(self, view: dict[str, Any]):
        self.view = plain_copy(view)

    # -- reading ------------------------------------------------------------------------

    def piece(self, pid: int) -> dict | None:
        return next((p for p in self.view["pieces"] if p["id"] == pid), None)

    def pieces_at(self, h: Hex) -> list[dict]:
        return [p for p in self.view["pieces"] if (p["q"], p["r"]) == tuple(h)]

    def kinds(self) -> dict[Hex, dict]:
        return {(c["q"], c["r"]): c for c in self.view["hexes"]}

    def banner(self, seat: int) -> dict:
        return self.view["banners"][seat]

    # -- patching ---------------------------------------------------------------------------

    def apply(self, event) -> None:
        handler = _HANDLERS.get(type(event))
        if handler is not None:
            handler(self, event)

    def move(self, pid: int, h: Hex) -> None:
        piece = self.piece(pid)
        if piece is not None:
            piece["q"], piece["r"] = h

    def remove(self, pid: int) -> None:
        self.view["pieces"] = [p for p in self.view["pieces"] if p["id"] != pid]

    def add(self, pid: int, seat: int, card: str, h: Hex) -> None:
        if self.piece(pid) is not None:
            return
        if card in DATA.machines:
            kind, kind_type, name = "machine", DATA.machines[card].type, DATA.machines[card].name
        elif card in DATA.leaders:
            kind, kind_type, name = "leader", "leader", DATA.leaders[card].name
        else:
            kind, kind_type, name = "chicken", "chicken", "Chicken"
        self.view["pieces"].append(
            {
                "id": pid,
                "owner": seat,
                "kind": kind,
                "card": card,
                "type": kind_type,
                "name": name,
                "q": h[0],
                "r": h[1],
                "shields": 0,
                "pilots": 0,
                "plus": 0,
                "speed": 0,
                "strength": 0,
                "armor": 0,
                "banding": False,
                "range": [1, 1],
                "token": "",
                "shown": False,
                "flags": [],
            }
        )


def _moved(shown: Shown, e: E.PieceMoved) -> None:
    end = pairs(e.path)[-1]
    for pid in e.pieces:
        shown.move(pid, end)


def _flipped(shown: Shown, e: E.TilesFlipped) -> None:
    cells = shown.kinds()
    for h, kind in zip(pairs(e.hexes), e.kinds, strict=False):
        if h in cells:
            cells[h]["kind"] = kind


def _destroyed(shown: Shown, e: E.PieceDestroyed) -> None:
    piece = shown.piece(e.piece)
    if piece is not None and piece.get("token"):
        shown.banner(e.seat).setdefault("dead_tokens", []).append(piece["token"])
    shown.remove(e.piece)
    if e.chickens:
        shown.banner(e.seat)["dead"] += e.chickens


def _rolled(shown: Shown, e: E.DiceRolled) -> None:
    dice = shown.banner(e.seat)["dice"]
    for i, face in zip(e.dice, e.faces, strict=False):
        dice[i].update(face=face, at="banner", piece=None)


def _spent(shown: Shown, e: E.DieSpent) -> None:
    shown.banner(e.seat)["dice"][e.die]["at"] = "spent"


def _placed(shown: Shown, e: E.DiePlaced) -> None:
    die = shown.banner(e.seat)["dice"][e.die]
    piece = shown.piece(e.piece)
    if e.piece < 0:  # taken back in the Roll step: its piece loses the +1
        held = shown.piece(die.get("piece")) if die.get("piece") is not None else None
        if held is not None:
            held["plus"] = max(0, held.get("plus", 0) - 1)
        die.update(at="banner", piece=None)
    else:
        die.update(at="piece", piece=e.piece)
        if piece is not None:
            piece["plus"] = piece.get("plus", 0) + 1


def _gained(shown: Shown, e: E.ResourceGained) -> None:
    shown.banner(e.seat)["resources"][e.kind] += 1


def _lost(shown: Shown, e: E.ResourceLost) -> None:
    res = shown.banner(e.seat)["resources"]
    res[e.kind] = max(0, res[e.kind] - 1)


def _dealt(shown: Shown, e: E.ResourcesDealt) -> None:
    shown.banner(e.seat)["resources"] = {"wood": e.wood, "stone": e.stone, "steel": e.steel}


def _built(shown: Shown, e: E.MachineBuilt) -> None:
    shown.add(e.piece, e.seat, e.card, (e.q, e.r))
    res = shown.banner(e.seat)["resources"]
    for kind in e.paid:
        res[kind] = max(0, res.get(kind, 0) - 1)
    if e.card in shown.view["stock"]:
        shown.view["stock"].remove(e.card)


def _retrieved(shown: Shown, e: E.ChickenRetrieved) -> None:
    shown.add(e.piece, e.seat, "chicken", (e.q, e.r))
    shown.banner(e.seat)["dead"] = max(0, shown.banner(e.seat)["dead"] - 1)


def _leader(shown: Shown, e) -> None:
    shown.add(e.piece, e.seat, e.leader, (e.q, e.r))
    shown.banner(e.seat)["leader"] = e.leader


def _epic(shown: Shown, e: E.EpicDeath) -> None:
    for p in list(shown.view["pieces"]):
        if p["owner"] == e.seat and p["kind"] == "leader":
            shown.remove(p["id"])
    shown.banner(e.seat)["leader"] = e.successor


def _shield(shown: Shown, e) -> None:
    piece = shown.piece(e.piece)
    if piece is not None:
        change = 1 if isinstance(e, E.ShieldGained) else -e.shields
        piece["shields"] = max(0, piece["shields"] + change)


def _tag(shown: Shown, e: E.TagPlaced) -> None:
    if e.moved_from >= 0 and e.giver in shown.banner(e.moved_from)["tags"]:
        shown.banner(e.moved_from)["tags"].remove(e.giver)
    shown.banner(e.banner)["tags"].append(e.giver)


def _untag(shown: Shown, e: E.TagRemoved) -> None:
    if e.giver in shown.banner(e.banner)["tags"]:
        shown.banner(e.banner)["tags"].remove(e.giver)


def _stock(shown: Shown, e: E.StockDealt) -> None:
    shown.view["stock"] = list(e.cards)


def _drawn(shown: Shown, e: E.ScrollDrawn) -> None:
    shown.banner(e.seat)["hand_count"] += 1
    if e.card and shown.view.get("viewer") == e.seat:
        shown.view["hand"] = sorted([*shown.view.get("hand", []), e.card])


def _strategy(shown: Shown, e: E.StrategyPlayed) -> None:
    shown.banner(e.seat)["strategy"] = e.card


def _turn(shown: Shown, e: E.TurnStarted) -> None:
    shown.view["turn_seat"] = e.seat


# -- the variants -------------------------------------------------------------------------


def _build_step_ended(shown: Shown, e: E.BuildStepEnded) -> None:
    shown.view["stage"] = "actions"


def _revealed(shown: Shown, e: E.ChickenRevealed) -> None:
    piece = shown.piece(e.piece)
    if piece is not None:
        piece.update(token=e.token, shown=True)


def _flag_taken(shown: Shown, e: E.FlagTaken) -> None:
    """The flag leaves whoever held it (or the ground under the taker) for its new carrier."""
    piece = shown.piece(e.piece)
    for p in shown.view["pieces"]:
        if e.flag in p.get("flags", []) and p is not piece:
            p["flags"] = [f for f in p["flags"] if f != e.flag]
    dropped = shown.view.setdefault("dropped", [])
    if piece is not None:
        spot = [e.flag, piece["q"], piece["r"]]
        if spot in dropped:
            dropped.remove(spot)
        if e.flag not in piece.setdefault("flags", []):
            piece["flags"].append(e.flag)


def _flag_dropped(shown: Shown, e: E.FlagDropped) -> None:
    for p in shown.view["pieces"]:
        if e.flag in p.get("flags", []):
            p["flags"] = [f for f in p["flags"] if f != e.flag]
    shown.view.setdefault("dropped", []).append([e.flag, e.q, e.r])


def _lent(shown: Shown, e: E.DieLent) -> None:
    shown.banner(e.seat)["dice"][e.die]["at"] = "spent"


_HANDLERS = {
    E.BuildStepEnded: _build_step_ended,
    E.ChickenRevealed: _revealed,
    E.FlagTaken: _flag_taken,
    E.FlagDropped: _flag_dropped,
    E.DieLent: _lent,
    E.PieceMoved: _moved,
    E.TilesFlipped: _flipped,
    E.PieceDestroyed: _destroyed,
    E.DiceRolled: _rolled,
    E.DieSpent: _spent,
    E.DiePlaced: _placed,
    E.ResourceGained: _gained,
    E.ResourceLost: _lost,
    E.ResourcesDealt: _dealt,
    E.MachineBuilt: _built,
    E.ChickenRetrieved: _retrieved,
    E.LeaderChosen: _leader,
    E.LeaderReturned: _leader,
    E.EpicDeath: _epic,
    E.ShieldLost: _shield,
    E.ShieldGained: _shield,
    E.TagPlaced: _tag,
    E.TagRemoved: _untag,
    E.StockDealt: _stock,
    E.ScrollDrawn: _drawn,
    E.StrategyPlayed: _strategy,
    E.TurnStarted: _turn,
}
