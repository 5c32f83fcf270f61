"""What the table shows: ``view(seat)`` (public facts plus that seat's secrets) and the
full ``snapshot`` used for digests and tests.

Secrets are hands, face-down fight cards, the Leaders dealt and held in reserve, and
deck orders. A view carries only counts of other seats' secrets.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from game.core import thaw
from game.island import fight as fights
from game.island import island as builder
from game.island.data import DATA, GAME_ID
from game.island.pieces import (
    attack_range,
    banding,
    base_armor,
    base_strength,
    mini_type,
    name,
    speed,
)
from game.island.rules import IslandState


def _piece(state: IslandState, p: dict[str, Any], seat: int | None, plus: int) -> dict[str, Any]:
    """A piece as ``seat`` sees it (``None``: everything, for the snapshot), with ``plus``
    Plus dice on it.

    A face-down Pelea de Gallos chicken shows ``token`` "?" to everyone but its owner.
    """
    near, far = attack_range(p)
    token = p.get("token", "")
    if token and not p.get("shown") and seat is not None and seat != p["owner"]:
        token = "?"
    return {
        "id": p["id"],
        "owner": p["owner"],
        "kind": p["kind"],
        "card": p["card"],
        "type": mini_type(p),
        "name": name(p),
        "q": p["hex"][0],
        "r": p["hex"][1],
        "shields": p["shields"],
        "pilots": p["pilots"],
        "plus": plus,
        "speed": speed(state, p),
        "strength": base_strength(p) + plus,
        "armor": base_armor(p),
        "banding": banding(p),
        "range": [near, far],
        "token": token,
        "shown": bool(p.get("shown")),
        "flags": list(p.get("flags", [])),
    }


def _fight(state: IslandState, seat: int | None) -> dict[str, Any] | None:
    f = state.fight
    if f is None:
        return None
    cards = []
    for e in f["cards"]:
        known = e["shown"] or e["seat"] == seat
        cards.append(
            {
                "seat": e["seat"],
                "slot": e["slot"],
                "card": e["card"] if known else "",
                "shown": e["shown"],
                "choice": e["choice"] if e["shown"] else "",
                "cancelled": e["cancelled"],
            }
        )
    out = {
        "seat": f["seat"],
        "attacker": f["attacker"],
        "defender": f["defender"],
        "ranged": f["ranged"],
        "step": f["step"],
        "dice": [list(d) for d in f["dice"]],
        "cards": cards,
        "to_act": f["to_act"],
        "passes": f["passes"],
    }
    if f["attacker"] in state.pieces and f["defender"] in state.pieces:
        strength, armor = fights.totals(state)
        out["strength_parts"] = [list(x) for x in strength]
        out["armor_parts"] = [list(x) for x in armor]
        out["strength"] = sum(n for _, n in strength)
        out["armor"] = sum(n for _, n in armor)
    return out


def _plus_counts(state: IslandState) -> Counter:
    """Each piece's Plus dice by (owner, piece id), as ``IslandState.plus_dice`` counts
    them, in one pass over the dice: every view lists every piece, every AI decision
    asks for a view, and counting piece by piece was a fifth of a view's time."""
    return Counter((s, d["at"]) for s in range(state.players) for d in state.dice[s])


def _public(state: IslandState, seat: int | None) -> dict[str, Any]:
    plus = _plus_counts(state)
    hexes = [
        {
            "q": h[0],
            "r": h[1],
            "kind": k,
            "owner": state.owners.get(h),
            "border": h in state.border,
        }
        for h, k in sorted(state.kinds.items())
    ]
    banners = []
    for s in range(state.players):
        banners.append(
            {
                "seat": s,
                "leader": state.leader[s],
                "waiting": state.waiting[s],
                "dice": [
                    {
                        "face": d["face"],
                        "at": d["at"] if isinstance(d["at"], str) else "piece",
                        "piece": d["at"] if isinstance(d["at"], int) else None,
                    }
                    for d in state.dice[s]
                ],
                "resources": dict(state.res[s]),
                "tags": list(state.tags[s]),
                "tags_left": state.tags_left(s),
                "dead": state.dead[s],
                "dead_tokens": [
                    tok if (up or seat is None or seat == s) else "?"
                    for tok, up in state.dead_tokens[s]
                ],
                "hand_count": len(state.hands[s]),
                "strategy": state.strategy[s],
                "machines": [state.pieces[pid]["card"] for pid in state.machines[s]],
                "base": list(state.bases[s]) if state.bases else None,
            }
        )
    draft = None
    if state.draft is not None:
        draft = {
            "step": state.draft.step,
            "seat": state.draft.seat,
            "attempt": state.draft.attempt,  # a restart changes what every seat sees
            "tiles": list(state.draft.tiles),
            "territories": [
                {
                    "seat": t.seat,
                    "tile": t.tile,
                    "hexes": [list(h) for h in t.hexes],
                    "base": t.base,
                    "neutral": t.neutral,
                    "owner": t.owner,
                }
                for t in state.draft.territories
            ],
            "candidates": [thaw(c) for c in builder.candidates(state.draft)],
        }
    return {
        "game": GAME_ID,
        "players": state.players,
        "stage": state.stage,
        "current_seat": state.current_seat(),
        "turn_seat": state.turn_seat,
        "turns": list(state.turns),
        "hexes": hexes,
        "draft": draft,
        "pieces": [
            _piece(state, p, seat, plus[p["owner"], p["id"]])
            for p in sorted(state.pieces.values(), key=lambda p: p["id"])
        ],
        "dropped": [list(d) for d in state.dropped],
        "teams": [s % 2 for s in range(state.players)] if state.variant("teams") else None,
        "out_of_play": len(state.out_of_play),
        "banners": banners,
        "stock": list(state.stock),
        "machine_deck": len(state.machine_deck),
        "machine_discard": len(state.machine_discard),
        "scroll_deck": len(state.scroll_deck),
        "scroll_discard": list(state.scroll_discard),
        "supply": dict(state.supply),
        "shields_left": state.shields_left(),
        "miniatures_left": {t: state.miniatures_left(t) for t in DATA.machine_types},
        "budget": {"free": state.turn.get("free", 0), "extra": dict(state.turn.get("extra", {}))},
        "fight": _fight(state, seat),
        "pending": None
        if state.pending is None
        else {k: state.pending[k] for k in ("seat", "kind", "prompt", "options")},
        "winner": state.winner,
        "options": dict(state.options),
    }


NOBODY = -1  # a seat number no seat has: every secret shows as hidden


def view(state: IslandState, seat: int) -> dict[str, Any]:
    out = _public(state, seat)
    out["viewer"] = seat
    out["hand"] = sorted(state.hands[seat])
    out["dealt"] = list(state.dealt[seat]) if state.leader[seat] is None else []
    out["reserve"] = state.reserve[seat]
    if state.pending and state.pending["seat"] != seat:
        out["pending"] = _question_only(state.pending)
    return out


def public_view(state: IslandState) -> dict[str, Any]:
    """What anyone at the couch may see: every seat's secrets hidden, as behind the
    hand-off screen (face-down cards and tokens, hands, Leaders dealt, the answers asked)."""
    out = _public(state, NOBODY)
    out.update(viewer=None, hand=[], dealt=[], reserve=None)
    if state.pending:
        out["pending"] = _question_only(state.pending)
    return out


def _question_only(pending: dict[str, Any]) -> dict[str, Any]:
    return {k: pending[k] for k in ("seat", "kind", "prompt")} | {"options": []}


def snapshot(state: IslandState) -> dict[str, Any]:
    out = _public(state, None)
    out.update(
        hands=[sorted(h) for h in state.hands],
        dealt=[list(d) for d in state.dealt],
        reserve=list(state.reserve),
        machine_deck_order=list(state.machine_deck),
        scroll_deck_order=list(state.scroll_deck),
        work=[repr(w) for w in state.work],
        fight_cards=None if state.fight is None else [dict(e) for e in state.fight["cards"]],
        pending_data=None if state.pending is None else repr(state.pending),
        box=dict(state.box),
        next_id=state._next_id,
    )
    return out
