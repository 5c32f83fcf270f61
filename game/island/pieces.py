"""Pieces on the island and the geometry of moving and attacking them.

A piece is a plain dict (so the state copies and saves as data): ``id``, ``owner``,
``kind`` (leader, chicken or machine), ``card`` (the leader or machine id, or
"chicken"), ``hex``, ``shields`` and ``pilots``. Stats come from the data file and the
lasting effects that change them (Full Throttle, +1 dice) are read from the state.
The queries here answer "where may this go" and "whom may this hit"; they never change
anything.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from game.island import hexes
from game.island.data import DATA
from game.island.hexes import Hex

if TYPE_CHECKING:
    from game.island.rules import IslandState

Piece = dict[str, Any]
LAVA, NEUTRAL, TERRITORY, BASE = "lava", "neutral", "territory", "base"
CHICKEN = DATA.chicken


def mini_type(piece: Piece) -> str:
    """The miniature it shows: leader, chicken or the machine's type."""
    if piece["kind"] == "machine":
        return DATA.machines[piece["card"]].type
    return piece["kind"]


def name(piece: Piece) -> str:
    if piece["kind"] == "leader":
        return DATA.leaders[piece["card"]].name
    if piece["kind"] == "machine":
        return DATA.machines[piece["card"]].name
    return "Chicken"


def _card(piece: Piece) -> Any:
    if piece["kind"] == "leader":
        return DATA.leaders[piece["card"]]
    if piece["kind"] == "machine":
        return DATA.machines[piece["card"]]
    return CHICKEN


# card ids (Leaders, Machines, "chicken") with Banding: stacking checks ask piece by piece
BANDING = frozenset(
    [k for k, card in (*DATA.leaders.items(), *DATA.machines.items()) if "banding" in card.keywords]
    + (["chicken"] if "banding" in CHICKEN.keywords else [])
)


def banding(piece: Piece) -> bool:
    return piece["card"] in BANDING


def is_unit(piece: Piece) -> bool:
    """Chickens and machines; Leaders are specifically not units."""
    return piece["kind"] != "leader"


def attack_range(piece: Piece) -> tuple[int, int]:
    """(nearest, farthest) hex distance it may attack at."""
    if piece["kind"] != "machine":
        return (1, 1)
    m = DATA.machines[piece["card"]]
    far = m.range or 1
    near = m.ability.values.get("min_range", 1) if m.ability else 1
    return (near, far)


def base_strength(piece: Piece) -> int:
    return _card(piece).strength


def base_armor(piece: Piece) -> int:
    return _card(piece).armor


def has_ability(piece: Piece, card: str) -> bool:
    return piece["card"] == card


def speed(state: IslandState, piece: Piece) -> int:
    base = _card(piece).speed
    if piece["kind"] == "machine" and state.strategy_of(piece["owner"]) == "full_throttle":
        values = DATA.scrolls["full_throttle"].values
        if base >= values["min_speed"]:
            return base + values["speed"]
    return base


def can_stack(pieces: list[Piece]) -> bool:
    """Pieces may share a hex when there is one, or every one of them has Banding."""
    return len(pieces) <= 1 or all(banding(p) for p in pieces)


def stop_problem(
    state: IslandState,
    seat: int,
    h: Hex,
    moving: list[Piece],
    at: dict[Hex, list[Piece]] | None = None,
) -> str | None:
    """Why ``moving`` (of ``seat``) may not end on ``h``, or None (``at``: pieces by hex)."""
    kind = state.kind(h)
    if kind is None:
        return "that is the sea"
    if kind == LAVA:
        return "nobody may stop on Lava"
    pieces = state.pieces_at(h) if at is None else at.get(h, ())
    going = {id(p) for p in moving}  # by identity: comparing piece dicts is slow
    here = [p for p in pieces if id(p) not in going]
    if any(not state.friendly(p["owner"], seat) for p in here):
        return "an opponent's piece is there"
    if not can_stack(here + moving):
        return "pieces share a hex only when every one of them has Banding"
    return None


def _search(
    state: IslandState, seat: int, moving: list[Piece], steps: int
) -> tuple[dict[Hex, Hex | None], dict[Hex, list[Piece]]]:
    """Breadth-first over the hexes ``moving`` may pass through: each hex reached and the
    hex it was reached from. Passing through your own (or a teammate's) pieces is free;
    Lava (Magma Walk aside) and opponents' pieces (Shadow Step aside) block."""
    start = moving[0]["hex"]
    magma = any(p["card"] == "lava_golem" for p in moving)
    shadow = any(p["card"] == "kato" for p in moving)
    at = state.occupancy()
    kinds = state.kinds
    foes = set() if shadow else {p["hex"] for p in state.foe_pieces(seat)}
    came: dict[Hex, Hex | None] = {start: None}
    ring = [start]
    for _ in range(steps):  # one ring of the search per step
        reached = []
        for h in ring:
            for n in hexes.neighbours(h):
                if n in came or n in foes:
                    continue
                kind = kinds.get(n)
                if kind is None or (kind == LAVA and not magma):
                    continue
                came[n] = h
                reached.append(n)
        ring = reached
    return came, at


def destinations(state: IslandState, seat: int, moving: list[Piece], steps: int) -> list[Hex]:
    """Every hex ``moving`` may end on within ``steps`` (the start is not included)."""
    came, at = _search(state, seat, moving, steps)
    start = moving[0]["hex"]
    # ``stop_problem`` without its words: the search kept out the sea and (Shadow Step
    # aside) opponents' hexes, so Lava, a Shadow Step's stop and stacking are left to see
    shadow = any(p["card"] == "kato" for p in moving)
    foes = {p["hex"] for p in state.foe_pieces(seat)} if shadow else ()
    band = all(banding(p) for p in moving)
    kinds = state.kinds
    out = []
    for h in came:
        if h == start or kinds[h] == LAVA:
            continue
        here = at.get(h)
        if here and (not band or h in foes or not all(banding(p) for p in here)):
            continue  # an opponent is there, or someone here or moving lacks Banding
        out.append(h)
    return out


def path_to(
    state: IslandState, seat: int, moving: list[Piece], steps: int, to: Hex
) -> list[Hex] | None:
    """A shortest legal path for ``moving`` to end on ``to`` within ``steps``, or None."""
    came, at = _search(state, seat, moving, steps)
    if to not in came or to == moving[0]["hex"] or stop_problem(state, seat, to, moving, at):
        return None
    path: list[Hex] = []
    step: Hex | None = to
    while step is not None:
        path.append(step)
        step = came[step]
    return path[::-1]


def targets(state: IslandState, attacker: Piece) -> list[tuple[Piece, bool]]:
    """Opposing pieces it may attack, each with whether the attack is ranged (2+ hexes)."""
    near, far = attack_range(attacker)
    aq, ar = attacker["hex"]
    out = []
    for p in state.foe_pieces(attacker["owner"]):
        q, r = p["hex"]
        d = hexes.length((q - aq, r - ar))
        if near <= d <= far:
            out.append((p, d >= 2))
    return out
