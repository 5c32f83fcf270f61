"""Where hidden Henhouse Havoc units may be: probability density from public facts.

A :class:`Knowledge` is what one seat knows about one enemy board: the spaces known
empty (craters, blank Fox Spy spaces, a Crop Duster's "no"), the hits on units still
alive, the spaces known to hold a unit (Sitting Duck and Silo reveals, Fox Spy sights,
typed when the type is known), the destroyed units' spaces, and the hidden tiles left
(a type key, its never-rotated ``(rows, cols)`` shape and how many). It works for any
board size and any list of rectangles; the benchmark uses it without the game.

A *placement* of a tile is legal against the knowledge when it lies on the board,
covers no known-empty space nor a space within one step of a destroyed unit, covers
no space known to be another type, leaves at least one of its spaces undamaged (a
unit whose spaces are all hit is destroyed and shown), and has no known unit space
in its ring of neighbours (tiles never touch, so such a space would belong to it).

- :func:`placement_counts` counts, per space, the legal placements of one shape: the
  exact count a brute-force enumeration gives (see the tests).
- :func:`density` (``mode="count"``) sums those counts over the tiles left, with
  placements over known unit spaces weighted ``HIT_WEIGHT`` per space: the classic
  greedy hunt/target heuristic.
- :func:`density` (``mode="posterior"``) is the sharper model: each group of touching
  known unit spaces (one unit, since tiles never touch) is covered by exactly one
  placement, chosen with probability proportional to that tile's prior (copies left
  over its legal placements); the tiles not accounted for hunt with their own
  normalised placement frequencies. It yields the chance of an undamaged unit space
  per cell, the expected Sheaves value of a hit there, and how many more spaces of the
  same unit lie in the 3 x 3 (Sprayer) or the plus (Howitzegg) around it.

Everything is bitmask arithmetic over ``rows * cols`` spaces, so a 10 x 10 board with
eight unit types takes a millisecond or two.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from functools import cache, lru_cache

from game.henhouse.board import line_cells, rules_data

Cell = tuple[int, int]
HIT_WEIGHT = 20.0  # count mode: how much more a placement over a known unit space weighs
HINT_BOOST = 4.0  # most a Crop Duster "yes" may scale up the density of its area
CROWDING = 0.5  # posterior: how much the other hidden tiles crowd a placement (see _room)
# "wary": the other belief, an army kept to the edges (crowded as hard as this), and
# the odds it starts with against a plain random army
WARY_CROWDING, WARY_ODDS = 1.5, 0.25


@dataclass(frozen=True)
class UnitKind:
    key: str
    shape: tuple[int, int]
    count: int  # hidden tiles of this kind still alive
    value: float = 1.0  # Sheaves per space (or any weight)


@dataclass
class Knowledge:
    rows: int
    cols: int
    units: tuple[UnitKind, ...]
    empty: set[Cell] = field(default_factory=set)
    hits: set[Cell] = field(default_factory=set)  # hit spaces of units still alive
    known: dict[Cell, str] = field(default_factory=dict)  # undamaged unit spaces: type or ""
    destroyed: list[tuple[Cell, ...]] = field(default_factory=list)
    hints: list[tuple[Cell, ...]] = field(default_factory=list)  # "some unit space here"

    def bit(self, cell: Cell) -> int:
        return 1 << (cell[0] * self.cols + cell[1])

    def mask(self, cells: Iterable[Cell]) -> int:
        m = 0
        for r, c in cells:
            if 0 <= r < self.rows and 0 <= c < self.cols:
                m |= 1 << (r * self.cols + c)
        return m


@dataclass(frozen=True)
class Placement:
    anchor: Cell
    mask: int
    ring: int
    cells: tuple[int, ...]  # space indices
    box: tuple[int, ...]  # per space: mask of the tile's other spaces in its 3 x 3
    plus: tuple[int, ...]  # per space: mask of the tile's other spaces in its plus


@cache
def _all_placements(rows: int, cols: int, shape: tuple[int, int]) -> tuple[Placement, ...]:
    h, w = shape
    out = []
    for r in range(rows - h + 1):
        for c in range(cols - w + 1):
            cells = [(r + i, c + j) for i in range(h) for j in range(w)]
            idx = tuple(y * cols + x for y, x in cells)
            mask = sum(1 << i for i in idx)
            ring = 0
            for y in range(r - 1, r + h + 1):
                for x in range(c - 1, c + w + 1):
                    if 0 <= y < rows and 0 <= x < cols:
                        ring |= 1 << (y * cols + x)
            box, plus = [], []
            for y, x in cells:
                box.append(
                    sum(1 << (b * cols + a) for b, a in cells if max(abs(b - y), abs(a - x)) == 1)
                )
                plus.append(
                    sum(1 << (b * cols + a) for b, a in cells if abs(b - y) + abs(a - x) == 1)
                )
            out.append(Placement((r, c), mask, ring & ~mask, idx, tuple(box), tuple(plus)))
    return tuple(out)


def _masks(k: Knowledge) -> tuple[int, int, int, dict[str, int]]:
    """(forbidden, known unit spaces, hit spaces, typed spaces by type)."""
    forbid = k.mask(k.empty)
    for cells in k.destroyed:
        forbid |= k.mask(
            (r + dr, c + dc) for r, c in cells for dr in (-1, 0, 1) for dc in (-1, 0, 1)
        )
    hits = k.mask(k.hits)
    known = hits | k.mask(k.known)
    typed: dict[str, int] = {}
    for cell, unit in k.known.items():
        if unit:
            typed[unit] = typed.get(unit, 0) | k.bit(cell)
    return forbid, known, hits, typed


def legal_placements(k: Knowledge, unit: UnitKind) -> list[tuple[Placement, int]]:
    """Every legal placement of one tile of ``unit``, with the known unit spaces it covers."""
    forbid, known, hits, typed = _masks(k)
    other = 0
    for key, m in typed.items():
        if key != unit.key:
            other |= m
    bad = forbid | other
    out = []
    for p in _all_placements(k.rows, k.cols, unit.shape):
        if p.mask & bad or p.ring & known or (p.mask & hits) == p.mask:
            continue
        out.append((p, (p.mask & known).bit_count()))
    return out


def placement_counts(k: Knowledge, shape: tuple[int, int], key: str = "") -> list[list[int]]:
    """How many legal placements of one ``shape`` tile cover each space (rows of counts)."""
    counts = [0] * (k.rows * k.cols)
    for p, _ in legal_placements(k, UnitKind(key, shape, 1)):
        for i in p.cells:
            counts[i] += 1
    return [counts[r * k.cols : (r + 1) * k.cols] for r in range(k.rows)]


@dataclass
class Density:
    """Per space index: chance of an undamaged unit space, its value, blast mates."""

    rows: int
    cols: int
    prob: list[float]
    value: list[float]
    box: list[float]  # expected other undamaged spaces of the same unit in the 3 x 3
    plus: list[float]  # ... in the plus


def _clusters(k: Knowledge, known: int) -> list[int]:
    """Groups of known unit spaces that touch (8-connected): each is one unit."""
    out, left = [], known
    while left:
        low = left & -left
        group, frontier = low, low
        while frontier:
            i = (frontier & -frontier).bit_length() - 1
            frontier &= frontier - 1
            r, c = divmod(i, k.cols)
            for dr in (-1, 0, 1):
                for dc in (-1, 0, 1):
                    y, x = r + dr, c + dc
                    if 0 <= y < k.rows and 0 <= x < k.cols:
                        b = 1 << (y * k.cols + x)
                        if left & b and not group & b:
                            group |= b
                            frontier |= b
        out.append(group)
        left &= ~group
    return out


def density(k: Knowledge, mode: str = "posterior", crowding: float = CROWDING) -> Density:
    if mode == "wary":
        return _wary(k)
    n = k.rows * k.cols
    prob, value, box, plus = [0.0] * n, [0.0] * n, [0.0] * n, [0.0] * n
    _, known, hits, _ = _masks(k)
    live = [u for u in k.units if u.count > 0]
    legal = {u.key: legal_placements(k, u) for u in live}

    def add(p: Placement, weight: float, worth: float) -> None:
        for j, i in enumerate(p.cells):
            if hits >> i & 1:
                continue
            prob[i] += weight
            value[i] += weight * worth
            box[i] += weight * (p.box[j] & ~hits).bit_count()
            plus[i] += weight * (p.plus[j] & ~hits).bit_count()

    if mode == "count":
        for u in live:
            for p, covered in legal[u.key]:
                add(p, u.count * (HIT_WEIGHT**covered if covered else 1.0), u.value)
    else:
        room = _room(k, live, legal, crowding)
        assigned = {u.key: 0.0 for u in live}
        for group in _clusters(k, known):
            cands = [
                (u, p, u.count * room[u.key][p.anchor])
                for u in live
                for p, covered in legal[u.key]
                if covered and p.mask & group
            ]
            total = sum(w for _, _, w in cands)
            for u, p, w in cands:
                add(p, w / total, u.value)
                assigned[u.key] += w / total
        for u in live:
            free = [p for p, covered in legal[u.key] if not covered]
            left = u.count - assigned[u.key]
            if free and left > 1e-9:
                total = sum(room[u.key][p.anchor] for p in free)
                for p in free:
                    add(p, left * room[u.key][p.anchor] / total, u.value)
    for i in range(n):
        if prob[i] > 0:
            value[i] /= prob[i]
            box[i] /= prob[i]
            plus[i] /= prob[i]
    if mode != "count":
        for i in range(n):
            prob[i] = min(prob[i], 1.0)
    out = Density(k.rows, k.cols, prob, value, box, plus)
    if mode == "count":
        normalise(k, out)
    _apply_hints(k, out.prob, known)
    return out


def _room(k: Knowledge, live, legal, crowding: float) -> dict[str, dict[Cell, float]]:
    """Per tile kind and anchor: the placement's share of that kind's legal placements,
    weighted by the chance the other hidden tiles leave it room.

    The other tiles fill about ``crowding`` times their share of the board with their
    spaces and rings, and a placement needs its own spaces and ring clear, so one whose
    ring runs off the board (an edge, a corner) is likelier than the plain count says:
    random armies cover edge spaces about as often as middle ones (0.19 against 0.21 a
    space), where equal weights gave 0.11 against 0.25. With one tile left it is exact.
    """
    hidden = sum(u.count * u.shape[0] * u.shape[1] for u in live)
    out = {}
    for u in live:
        crowd = crowding * (hidden - u.shape[0] * u.shape[1]) / (k.rows * k.cols)
        weights = {p.anchor: (1 - crowd) ** (p.mask | p.ring).bit_count() for p, _ in legal[u.key]}
        total = sum(weights.values())
        out[u.key] = {a: w / total for a, w in weights.items()}
    return out


def _wary(k: Knowledge) -> Density:
    """The posterior under two beliefs about how the army was hidden, mixed by how well
    each foretold the shots so far: a random army, or one kept to the edges (where a
    hunter that trusts the first belief looks last). A player who hides on the edges
    every game is found there once a few misses in the middle say so; against random
    armies the first belief keeps its weight. The evidence is the misses and the hits,
    each scored by the chance of a unit space there on an empty board under each belief.
    """
    plain, edgy = density(k), density(k, crowding=WARY_CROWDING)
    p0, e0 = _empty_prior(k, CROWDING), _empty_prior(k, WARY_CROWDING)
    _, _, hits, _ = _masks(k)
    shot_hits = hits | k.mask(c for cells in k.destroyed for c in cells)
    evidence = math.log(WARY_ODDS)
    for i in range(k.rows * k.cols):
        if shot_hits >> i & 1:
            evidence += math.log(e0[i] / p0[i])
    for r, c in k.empty:
        i = r * k.cols + c
        evidence += math.log((1 - e0[i]) / (1 - p0[i]))
    w = 1 / (1 + math.exp(min(50.0, evidence)))  # the random army's weight
    prob = [w * a + (1 - w) * b for a, b in zip(plain.prob, edgy.prob, strict=True)]

    def mixed(a: list[float], b: list[float]) -> list[float]:
        return [
            (w * pa * x + (1 - w) * pb * y) / q if q > 0 else 0.0
            for x, y, pa, pb, q in zip(a, b, plain.prob, edgy.prob, prob, strict=True)
        ]

    return Density(
        k.rows,
        k.cols,
        prob,
        mixed(plain.value, edgy.value),
        mixed(plain.box, edgy.box),
        mixed(plain.plus, edgy.plus),
    )


PRIORS_KEPT = 128  # a match asks for a few armies at a time: four boards, two crowdings


@lru_cache(maxsize=PRIORS_KEPT)  # keyed by the units left alive, which differ game after game
def _empty_prior_of(rows: int, cols: int, units: tuple[UnitKind, ...], crowding: float):
    return tuple(
        min(0.99, max(0.01, p))
        for p in density(Knowledge(rows, cols, units), crowding=crowding).prob
    )


def _empty_prior(k: Knowledge, crowding: float) -> tuple[float, ...]:
    """Each space's chance of a unit space before any shot, the army whole (clamped)."""
    return _empty_prior_of(k.rows, k.cols, k.units, crowding)


def _apply_hints(k: Knowledge, prob: list[float], known: int) -> None:
    """A Crop Duster "yes": the area holds a unit space, so its spaces are likelier."""
    for area in k.hints:
        m = k.mask(area)
        if m & known:
            continue
        idx = [r * k.cols + c for r, c in area if 0 <= r < k.rows and 0 <= c < k.cols]
        expected = sum(prob[i] for i in idx)
        if 0 < expected < 1:
            scale = min(1.0 / expected, HINT_BOOST)
            for i in idx:
                prob[i] *= scale


def normalise(k: Knowledge, d: Density) -> None:
    """Scale count-mode weights so they sum to the undamaged unit spaces left (cap 1)."""
    left = sum(u.count * u.shape[0] * u.shape[1] for u in k.units) - len(k.hits)
    total = sum(d.prob)
    if total > 0 and left > 0:
        d.prob = [min(1.0, p * left / total) for p in d.prob]


# --- reading a game view -----------------------------------------------------------------


def knowledge_from_view(
    view: Mapping, board: int, seat: int, units: Sequence[dict], rows: int, cols: int
) -> Knowledge:
    """What ``seat`` knows of ``board`` (public facts plus its own Fox Spy / Crop Duster).

    ``units`` are the data's unit entries (id, shape, value); the counts come from
    ``units_left``.
    """
    data = view["boards"][board]
    left = view["units_left"][board]
    kinds = tuple(
        UnitKind(u["id"], tuple(u["shape"]), left.get(u["id"], 0), u["value"]) for u in units
    )
    destroyed = [tuple(tuple(c) for c in d["cells"]) for d in data["destroyed"]]
    dead = {c for cells in destroyed for c in cells}
    k = Knowledge(rows, cols, kinds, destroyed=destroyed)
    k.empty = {(r, c) for r, c in data["craters"]}
    k.hits = {(r, c) for r, c, _ in data["hits"] if (r, c) not in dead}
    for r, c, unit in data["revealed"]:
        if (r, c) not in k.hits:
            k.known[(r, c)] = unit
    for intel in view.get("intel", ()):
        if intel["board"] != board:
            continue
        r0, c0, result = intel["row"], intel["col"], intel["result"]
        if intel["card"] == "fox_spy":
            cells = [(r0 + i, c0 + j) for i in range(2) for j in range(2)]
            for cell, unit in zip(cells, result, strict=False):
                if not unit:
                    k.empty.add(cell)
                elif cell not in dead:
                    k.known[cell] = unit  # typed, hit or not
        elif intel["card"] == "crop_duster":
            area = tuple((r0 + i, c0 + j) for i in range(3) for j in range(3))
            if result and result[0] == "no":
                k.empty |= {cell for cell in area if cell not in k.hits and cell not in dead}
            else:
                k.hints.append(area)
    return k


# --- the legal moves a view allows (the rules' own lists, rebuilt from public data) --------


def unit_name(unit: str) -> str:
    return next((u["name"] for u in rules_data()["units"] if u["id"] == unit), unit)


def free_cells(view: Mapping, seat: int, board: int) -> frozenset[Cell]:
    """The spaces of ``board`` that ``seat`` may put a Target tile on now."""
    if board == seat or view["eliminated"][board]:
        return frozenset()
    data = view["boards"][board]
    blocked = {(r, c) for r, c in data["craters"]} | {(r, c) for r, c, _ in data["hits"]}
    blocked |= {(t["row"], t["col"]) for t in data["targets"]}
    fr, fc = rules_data()["magnetic_field"]["rows"], rules_data()["magnetic_field"]["cols"]
    for f in view["fields"]:
        if f["board"] == board and f["owner"] != seat:
            blocked |= {(f["row"] + i, f["col"] + j) for i in range(fr) for j in range(fc)}
    rows, cols = view["rows"], view["cols"]
    return frozenset((r, c) for r in range(rows) for c in range(cols) if (r, c) not in blocked)


def reveal_choices(undamaged: Iterable[Cell], free: frozenset[Cell]) -> list[Cell]:
    """The spaces a Sitting Duck victim may show: an undamaged one the player can target
    (not waiting under a Target tile nor under another player's Magnetic Field); only
    when there is none, any undamaged one, and that reveal gets no Target tile."""
    undamaged = list(undamaged)
    return [cell for cell in undamaged if cell in free] or undamaged


def spots(
    view: Mapping, seat: int, length: int, skip: set | frozenset = frozenset()
) -> list[tuple[int, int, int, str]]:
    """Every legal (board, row, col, orient) for a Target group of ``length``, as the rules
    list them; ``skip`` holds (board, row, col) spaces to treat as taken (a plan's own)."""
    rows, cols = view["rows"], view["cols"]
    free = {
        b: {x for x in free_cells(view, seat, b) if (b, *x) not in skip}
        for b in range(view["players"])
    }
    if length == 1:
        return [(b, r, c, "") for b in free for r, c in sorted(free[b])]
    lines = [
        (b, r, c, o, line_cells(r, c, length, o))
        for b in free
        if free[b]
        for r in range(rows)
        for c in range(cols)
        for o in "hv"
        if (r + length <= rows if o == "v" else c + length <= cols)
    ]
    full = [spot[:4] for spot in lines if all(x in free[spot[0]] for x in spot[4])]
    if full:
        return full
    return [spot[:4] for spot in lines if any(x in free[spot[0]] for x in spot[4])]


def can_place(view: Mapping, seat: int, length: int) -> bool:
    rows, cols = view["rows"], view["cols"]
    fits = length <= rows or length <= cols or length == 1
    return fits and any(free_cells(view, seat, b) for b in range(view["players"]))


def choosable(view: Mapping, seat: int, ignore_limit: bool = False) -> list[str]:
    """The unit cards ``seat`` could turn and fire now."""
    turn = view["turn"]
    allowed = 1 + int(turn["double_barrel"])
    if view["phase"] != "targeting" or (not ignore_limit and len(turn["fired"]) >= allowed):
        return []
    return [
        u["id"]
        for u in rules_data()["units"]
        if view["cards"][seat][u["id"]] == "ready"
        and u["fire"]
        and can_place(view, seat, u["fire"][0])
    ]


def nuke_cells(view: Mapping, seat: int, board: int) -> list[tuple[tuple[int, int], list[Cell]]]:
    """Each 3 x 3 of ``board`` with its targetable spaces (only areas with some)."""
    free = free_cells(view, seat, board)
    out = []
    for r in range(view["rows"] - 2):
        for c in range(view["cols"] - 2):
            cells = [(r + i, c + j) for i in range(3) for j in range(3) if (r + i, c + j) in free]
            if cells:
                out.append(((r, c), cells))
    return out


def weapon_plays(view: Mapping, seat: int) -> list:
    from game.henhouse.weapons import WEAPON_DATA, PlayWeapon

    plays, rows, cols = [], view["rows"], view["cols"]
    enemies = [b for b in range(view["players"]) if b != seat and not view["eliminated"][b]]
    turn = view["turn"]
    for card in sorted(set(view["hand"])):
        data = WEAPON_DATA[card]
        if data["kind"] != "single_use" or view["phase"] not in data["phases"]:
            continue
        if card in ("fox_spy", "crop_duster"):
            h, w = data["area"]
            plays += [PlayWeapon(card, b, r, c) for b in enemies
                      for r in range(rows - h + 1) for c in range(cols - w + 1)]  # fmt: skip
        elif card == "nuclear_strike" and view["nukes_on_boards"] < data["tiles"]:
            plays += [
                PlayWeapon(card, b, *a) for b in enemies for a, _ in nuke_cells(view, seat, b)
            ]
        elif card == "sitting_duck":
            plays += [PlayWeapon(card, b, unit=u) for b in enemies
                      for u, n in view["units_left"][b].items() if n > 0]  # fmt: skip
        elif card == "double_barrel" and not turn["double_barrel"]:
            if len(choosable(view, seat, ignore_limit=True)) >= 2 - len(turn["fired"]):
                plays.append(PlayWeapon(card))
        elif card == "scarecrow_decoy":
            cells = {
                (t["row"], t["col"]) for t in view["boards"][seat]["targets"] if t["owner"] != seat
            }
            plays += [PlayWeapon(card, seat, r, c) for r, c in sorted(cells)]
        elif card == "tax_collector" and view["market"] > 0:
            plays.append(PlayWeapon(card))
    return plays


def legal_actions(view: Mapping, seat: int) -> list:
    """What ``seat`` may do now, from its view alone (a Deploy is never listed)."""
    from game.henhouse import rules as R

    if view["current_seat"] != seat or view["phase"] in ("placement", "over"):
        return []
    acts: list = []
    if view["pending"]:
        choice = view["pending"][0]
        kind = choice["kind"]
        if kind == "take_weapon":
            acts = [R.TakeWeapon(i) for i, card in enumerate(view["faceup"]) if card is not None]
        elif kind == "bonus_target":
            acts = [R.BonusTarget(b, r, c) for b, r, c, _ in spots(view, seat, 1)]
        elif kind == "field":
            fr, fc = rules_data()["magnetic_field"]["rows"], rules_data()["magnetic_field"]["cols"]
            acts = [R.DeclineField()] + [
                R.PlaceField(b, r, c)
                for b in range(view["players"])
                if not view["eliminated"][b]
                for r in range(view["rows"] - fr + 1)
                for c in range(view["cols"] - fc + 1)
            ]
        else:
            undamaged = [
                tuple(cell)
                for u in view["own_units"]
                if u["unit"] == choice["unit"] and not u["destroyed"]
                for cell in u["cells"]
                if cell not in u["hit"]
            ]
            free = free_cells(view, choice["by"], seat)
            acts = [R.RevealSpace(*cell) for cell in reveal_choices(undamaged, free)]
        return R.sorted_unique(acts)
    turn = view["turn"]
    if turn["aim"]:
        return R.sorted_unique([R.Target(*s) for s in spots(view, seat, turn["aim"]["groups"][0])])
    if view["phase"] == "targeting":
        units = choosable(view, seat)
        acts += [R.ChooseUnit(u) for u in units]
        if turn["fired"] or not units:
            acts.append(R.EndTurn())
    elif turn["resolved"]:
        acts.append(R.EndTurn())
    else:
        acts.append(R.Resolve())
    sheaves = view["sheaves"][seat]
    owners = {e["owner"] for e in view["eggs_for_sale"] if e["owner"] != seat}
    if sheaves >= view["egg_price"]:
        acts += [R.BuyEgg(o) for o in sorted(owners)]
    if view["wild_eggs_left"] and sheaves >= view["wild_price"]:
        acts.append(R.BuyWild())
    return R.sorted_unique(acts + weapon_plays(view, seat))
