"""Rebuild a playable ``IslandState`` from one seat's view, dealing the hidden cards at random.

The AI may only look at ``view(seat)``. To search it needs a full state, so the unseen
Scrolls (other hands, others' face-down fight cards, the Scroll deck) are dealt from the
known deck composition minus everything visible, and likewise the Machine deck and
discards and the other seats' reserve Leaders. One call is one *determinisation*: a
plausible world consistent with the view, never the true one.

What a view does not carry is rebuilt from the rules: the fight's ``played`` flag (the
seat to act played this pass when the newest card is its own), ``moved_from`` (the
attacker has not moved since it declared) and the turn's moved pieces (unknown, so
empty, except a fighting Hammer Battle Car whose charge shows in the strength) and
Quickplay's Build step (its one Build is unused while the stage is "build").
A pending choice keeps its options but not its private data, so a state built while a
question is open is for reading, not for applying actions.
"""

from __future__ import annotations

import copy
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
    left.subtract(out_of_play(view))
    left.subtract(view.get("hand", []))
    left.subtract(view["scroll_discard"])
    left.subtract(b["strategy"] for b in view["banners"] if b["strategy"])
    fight = view.get("fight")
    if fight:
        left.subtract(c["card"] for c in fight["cards"] if c["card"])
    return +left


def out_of_play(view: dict[str, Any]) -> list[str]:
    """Scrolls a variant leaves in the box (the view gives only their count)."""
    if not view.get("out_of_play"):
        return []
    from game.island import variants

    options = view["options"]
    deck = list(DATA.scroll_deck(pelea_de_gallos=_variant(options, "pelea")))
    if _variant(options, "flag"):
        deck = [c for c in deck if c not in variants.LEADER_ONLY_SCROLLS]
    return sorted((SCROLL_DECK - Counter(deck)).elements())


def _variant(options: dict[str, Any], name: str) -> bool:
    return bool(options.get(name))  # as ``IslandState.variant`` reads it


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
    state.island = None  # the finished Island record is only kept for the record
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
    if state.bases:
        state.homes = [t | {b} for t, b in zip(state.territory, state.bases, strict=True)]
    else:
        state.homes = []
    state.dropped = [list(d) for d in view.get("dropped", [])]
    state.out_of_play = out_of_play(view)
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
        if p.get("token"):  # Pelea de Gallos: its hidden token ("?" if not ours)
            state.pieces[p["id"]].update(token=p["token"], shown=bool(p.get("shown")))
        if p.get("flags"):  # Flag Mode
            state.pieces[p["id"]]["flags"] = list(p["flags"])
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
        "moved": list(budget.get("moved", [])),
        "hits": dict(budget.get("hits", {})),
    }
    if state.stage == "build":  # Quickplay: the Build step lasts while its one Build is left
        state.turn["build_step"] = 1
    charge = DATA.machines["hammer_battle_car"].ability.name
    if fight and any(label == charge for label, _ in fight.get("strength_parts", [])):
        state.turn["moved"].append(fight["attacker"])  # it moved this turn: the view says so
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
    # Pelea de Gallos: destroyed tokens (face-down ones show "?" to the others)
    state.dead_tokens = [[[t, t != "?"] for t in b.get("dead_tokens", [])] for b in banners]
    _deal_tokens(state, rng)
    _fill_defaults(state)
    return state


def _deal_tokens(state: IslandState, rng: random.Random) -> None:
    """Pelea de Gallos: others' face-down chicken tokens ("?") dealt from what is left
    of that player's token set after the ones in sight."""
    hidden = [p for p in state.pieces.values() if p.get("token") == "?"]
    hidden_dead = [t for ts in state.dead_tokens for t in ts if t[0] == "?"]
    if not hidden and not hidden_dead:
        return
    for seat in range(state.players):
        left = Counter({t.id: t.count for t in DATA.pelea_tokens.values()})
        mine = [p for p in state.pieces.values() if p["owner"] == seat and p.get("token")]
        left.subtract(p["token"] for p in mine if p["token"] != "?")
        left.subtract(t[0] for t in state.dead_tokens[seat] if t[0] != "?")
        pool = sorted((+left).elements())
        rng.shuffle(pool)
        for p in sorted(mine, key=lambda p: p["id"]):
            if p["token"] == "?":
                p["token"] = pool.pop() if pool else next(iter(DATA.pelea_tokens))
        for t in state.dead_tokens[seat]:
            if t[0] == "?":
                t[0] = pool.pop() if pool else next(iter(DATA.pelea_tokens))


_TEMPLATES: dict[int, IslandState] = {}


def _fill_defaults(state: IslandState) -> None:
    """Any attribute the rules keep that a view says nothing of (bookkeeping) takes its
    value from a fresh game. Anything derived from the island must be set above: the
    template's island is another one."""
    template = _TEMPLATES.get(state.players)
    if template is None:
        template = _TEMPLATES[state.players] = IslandState(state.players, 0)
    for key, value in template.__dict__.items():
        if key not in state.__dict__:
            try:
                setattr(state, key, copy.deepcopy(value))
            except TypeError:  # frozen, shared data
                setattr(state, key, value)


def _extra_parts(fight: dict[str, Any]) -> list[list[Any]]:
    """Star ability bonuses already bought in this fight (Rock Solid, Guardian)."""
    out = []
    names = {DATA.machines["rock_golem"].ability.name, DATA.machines["iron_golem"].ability.name}
    for label, n in fight.get("armor_parts", []):
        if label in names:
            out.append(["armor", label, n])
    return out


__all__ = ["determinise", "unseen_machines", "unseen_scrolls"]
