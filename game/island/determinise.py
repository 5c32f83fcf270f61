"""Rebuild a playable ``IslandState`` from one seat's view, dealing the hidden cards at random.

The AI may only look at ``view(seat)``. To search it needs a full state, so the unseen
Scrolls (other hands, others' face-down fight cards, the Scroll deck) are dealt from the
known deck composition minus everything visible, and likewise the Machine deck and
discards and the other seats' reserve Leaders. One call is one *determinisation*: a
plausible world consistent with the view, never the true one.

What a view does not carry is rebuilt from the rules: the fight's ``played`` flag (the
seat to act played this pass when the newest card is its own), ``moved_from`` (the
attacker has not moved since it declared) and the turn's moved pieces (unknown: empty).
A pending choice keeps its options but not its private data, so a state built while a
question is open is for reading, not for applying actions.
"""

from __future__ import annotations

import random
from collections import Counter
from typing import Any

from game.island.data import DATA
from game.island.rules import IslandState

SCROLL_DECK: Counter[str] = Counter(DATA.scroll_deck())
MACHINE_DECK: Counter[str] = Counter(DATA.machine_deck())
CATASTROPHES = frozenset(k for k, s in DATA.scrolls.items() if s.kind == "catastrophe")


def unseen_scrolls(view: dict[str, Any]) -> Counter[str]:
    """Scrolls the viewer cannot place: in other hands, face down, or in the deck."""
    left = Counter(SCROLL_DECK)
    left.subtract(view.get("hand", []))
    left.subtract(view["scroll_discard"])
    left.subtract(b["strategy"] for b in view["banners"] if b["strategy"])
    fight = view.get("fight")
    if fight:
        left.subtract(c["card"] for c in fight["cards"] if c["card"])
    return +left


def unseen_machines(view: dict[str, Any]) -> Counter[str]:
    """Machine cards in the deck or the discards: all of them minus stock and built ones."""
    left = Counter(MACHINE_DECK)
    left.subtract(view["stock"])
    left.subtract(p["card"] for p in view["pieces"] if p["kind"] == "machine")
    return +left


def _take(pool: list[str], n: int, allowed: Any = None) -> list[str]:
    """Take ``n`` cards from the shuffled ``pool`` (only those ``allowed``, if given)."""
    out: list[str] = []
    i = 0
    while len(out) < n and i < len(pool):
        if allowed is None or allowed(pool[i]):
            out.append(pool.pop(i))
        else:
            i += 1
    return out


def determinise(view: dict[str, Any], rng: random.Random) -> IslandState:
    """A full state agreeing with ``view`` in everything the viewer can see."""
    seat = view["viewer"]
    players = view["players"]
    state = object.__new__(IslandState)
    state.options = dict(view["options"])
    state.players = players
    state.seed = 0
    state._rng = random.Random(rng.getrandbits(64))
    state.stage = view["stage"]
    state.winner = view["winner"]
    state.draft = None
    state.opening_events = []
    state._applying = False
    state.work = []
    kinds, owners, border = {}, {}, set()
    for h in view["hexes"]:
        cell = (h["q"], h["r"])
        kinds[cell] = h["kind"]
        owners[cell] = h["owner"]
        if h["border"]:
            border.add(cell)
    state.kinds, state.owners, state.border = kinds, owners, frozenset(border)
    banners = view["banners"]
    state.bases = [tuple(b["base"]) for b in banners] if banners[0]["base"] else []
    state.territory = [
        frozenset(h for h, k in kinds.items() if k == "territory" and owners[h] == s)
        for s in range(players)
    ]
    state.pieces = {}
    for p in view["pieces"]:
        state.pieces[p["id"]] = {
            "id": p["id"],
            "owner": p["owner"],
            "kind": p["kind"],
            "card": p["card"],
            "hex": (p["q"], p["r"]),
            "shields": p["shields"],
            "pilots": p["pilots"],
        }
    state._next_id = max(state.pieces, default=-1) + 1
    state.dead = [b["dead"] for b in banners]
    state.leader = [b["leader"] for b in banners]
    state.waiting = [b["waiting"] for b in banners]
    state.dealt = [()] * players
    state.dealt[seat] = tuple(view.get("dealt", ()))
    state.reserve = [None] * players
    state.reserve[seat] = view.get("reserve")
    known = {x for x in state.leader if x} | set(state.dealt[seat]) | {state.reserve[seat]}
    spare = sorted(x for x in DATA.leaders if x not in known)
    rng.shuffle(spare)
    for s in range(players):
        if s != seat and state.leader[s] is not None:
            state.reserve[s] = spare.pop() if spare else state.leader[s]
    state.dice = [
        [
            {"face": d["face"], "at": d["piece"] if d["at"] == "piece" else d["at"]}
            for d in b["dice"]
        ]
        for b in banners
    ]
    state.res = [dict(b["resources"]) for b in banners]
    state.supply = dict(view["supply"])
    state.box = dict.fromkeys(state.supply, 0)
    state.tags = [list(b["tags"]) for b in banners]
    state.strategy = [b["strategy"] for b in banners]
    state.machines = [
        sorted(p["id"] for p in view["pieces"] if p["owner"] == s and p["kind"] == "machine")
        for s in range(players)
    ]
    # machines: deck and discards from what is not in sight
    machines = sorted(unseen_machines(view).elements())
    rng.shuffle(machines)
    state.stock = list(view["stock"])
    state.machine_deck = machines[: view["machine_deck"]]
    state.machine_discard = machines[view["machine_deck"] :][: view["machine_discard"]]
    # scrolls: face-down fight cards and other hands hold no Catastrophe; the deck may
    scrolls = sorted(unseen_scrolls(view).elements())
    rng.shuffle(scrolls)
    playable = lambda c: c not in CATASTROPHES  # noqa: E731
    state.hands = [[] for _ in range(players)]
    state.hands[seat] = list(view.get("hand", []))
    state.scroll_discard = list(view["scroll_discard"])
    state.fight = None
    fight = view.get("fight")
    if fight:
        cards = []
        for c in fight["cards"]:
            card = c["card"] or (_take(scrolls, 1, playable) or ["peck_harder"])[0]
            cards.append(
                {
                    "seat": c["seat"],
                    "card": card,
                    "slot": c["slot"],
                    "shown": c["shown"],
                    "choice": c["choice"],
                    "cancelled": c["cancelled"],
                }
            )
        attacker = state.pieces.get(fight["attacker"])
        extra = _extra_parts(fight)
        state.fight = {
            "seat": fight["seat"],
            "attacker": fight["attacker"],
            "defender": fight["defender"],
            "ranged": fight["ranged"],
            "step": fight["step"],
            "dice": [list(d) for d in fight["dice"]],
            "cards": cards,
            "to_act": fight["to_act"],
            "passes": fight["passes"],
            "played": bool(cards) and cards[-1]["seat"] == fight["to_act"],
            "extra": extra,
            "moved_from": list(attacker["hex"]) if attacker else [0, 0],
        }
    for s in range(players):
        if s != seat:
            state.hands[s] = _take(scrolls, banners[s]["hand_count"], playable)
    state.scroll_deck = scrolls[: view["scroll_deck"]]
    budget = view["budget"]
    state.turn_seat = view["turn_seat"]
    state.turns = list(view["turns"])
    state.turn = {
        "free": budget["free"],
        "extra": dict(budget["extra"]),
        "moved": [],
        "hits": {},
    }
    pending = view.get("pending")
    state.pending = None
    if pending:
        state.pending = {
            "seat": pending["seat"],
            "kind": pending["kind"],
            "prompt": pending["prompt"],
            "options": [list(o) for o in pending["options"]],
            "data": {},
        }
    return state


def _extra_parts(fight: dict[str, Any]) -> list[list[Any]]:
    """★ ability bonuses already bought in this fight (Rock Solid, Guardian)."""
    out = []
    names = {DATA.machines["rock_golem"].ability.name, DATA.machines["iron_golem"].ability.name}
    for label, n in fight.get("armor_parts", []):
        if label in names:
            out.append(["armor", label, n])
    return out


__all__ = ["determinise", "unseen_machines", "unseen_scrolls"]
