"""The island, built by the content file's setup steps 0 and 3a-3f, from one random stream.

A build is a chain of immutable ``Draft``s. ``candidates(draft)`` lists the legal
choices for the current step, sorted as the content file says; ``choose(draft, choice)``
returns the next draft, or raises ValueError naming what the choice breaks (the old
draft is untouched, so nothing changes). The seeded builder only ever picks from that
list with its RNG, so a human seat choosing from the same list builds the same kinds of
island, and a seed replays exactly.

Choices: in step b a tile placement, its hexes sorted; in steps c, d and e a spot
``(territory, hex)``, where ``territory`` is the seat that placed that Territory in b.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, replace
from functools import cache, cached_property, lru_cache
from types import MappingProxyType
from typing import Any

from game.island import hexes
from game.island.data import DATA, IslandRules
from game.island.hexes import Hex, normalise

RULES: IslandRules = DATA.island
SHAPES = {t.id: t for t in RULES.territories}
STEPS = ("b", "c", "d", "e")  # the choosing steps, one choice per seat each; then f
TERRITORY, BASE, LAVA, NEUTRAL = "territory", "base", "lava", "neutral"
_CENTRE = frozenset({RULES.centre})

Placement = tuple[Hex, ...]
Spot = tuple[int, Hex]


class SetupFailed(ValueError):
    """The finished draft fails the final check, so the procedure restarts at step a."""


@dataclass(frozen=True)
class Territory:
    seat: int  # the seat that placed it in step b; also its index
    tile: str  # T1-T6
    hexes: tuple[Hex, ...]  # sorted
    rotation: int  # 60-degree turns from the printed shape (the lowest that fits), for art
    base: Hex | None = None
    neutral: Hex | None = None
    owner: int | None = None  # the seat that claimed its Base in step e


@dataclass(frozen=True)
class Draft:
    """An island part-built; whose choice it is follows from how many choices were made."""

    players: int
    tiles: tuple[str, ...]  # step 0: seat -> Territory tile
    territories: tuple[Territory, ...] = ()
    made: int = 0  # choices made in this attempt
    attempt: int = 1

    @property
    def step(self) -> str:
        return STEPS[self.made // self.players] if self.made < 4 * self.players else "f"

    @property
    def seat(self) -> int | None:
        """Whose choice it is: 0, 1, ... in steps b-d; n-1 down to 0 in e; None in f."""
        if self.made >= 4 * self.players:
            return None
        k = self.made % self.players
        return self.players - 1 - k if self.step == "e" else k

    @cached_property
    def occupied(self) -> frozenset[Hex]:
        cells = set(_CENTRE)
        for t in self.territories:
            cells.update(t.hexes)
            cells.update(h for h in (t.base, t.neutral) if h is not None)
        return frozenset(cells)

    @cached_property
    def territory_hexes(self) -> frozenset[Hex]:
        return frozenset(h for t in self.territories for h in t.hexes)

    @cached_property
    def bases(self) -> frozenset[Hex]:
        return frozenset(t.base for t in self.territories if t.base is not None)


@dataclass(frozen=True)
class Island:
    """A finished island. Lava/Neutral tiles show their setup side here; play flips them."""

    players: int
    tiles: tuple[str, ...]
    territories: tuple[Territory, ...]  # by placing seat; each has a base, neutral and owner
    centre: Hex  # the step-a Lava tile
    holes: tuple[Hex, ...]  # Lava from step f, sorted
    border: frozenset[Hex]  # non-Lava hexes with border_sea_sides on the sea at setup (fixed)
    coast: frozenset[Hex]  # every tiled hex touching the sea, Lava too (fixed)
    attempts: int

    @cached_property
    def cells(self) -> Mapping[Hex, tuple[str, int | None]]:
        """Every tiled hex -> (kind, owning seat or None). Sea hexes are absent."""
        out: dict[Hex, tuple[str, int | None]] = {h: (LAVA, None) for h in self.lava}
        for t in self.territories:
            out.update({h: (TERRITORY, t.owner) for h in t.hexes})
            out[t.base] = (BASE, t.owner)
            out[t.neutral] = (NEUTRAL, None)
        return MappingProxyType(out)

    @property
    def lava(self) -> frozenset[Hex]:
        return frozenset((self.centre, *self.holes))

    @property
    def neutral(self) -> frozenset[Hex]:
        return frozenset(t.neutral for t in self.territories)

    @property
    def lava_neutral_tiles(self) -> int:
        return len(self.lava) + len(self.neutral)

    @property
    def walkable(self) -> frozenset[Hex]:
        return frozenset(h for h, (kind, _) in self.cells.items() if kind != LAVA)

    def kind(self, h: Hex) -> str | None:
        cell = self.cells.get(h)
        return cell[0] if cell else None

    def territory_of(self, seat: int) -> Territory:
        return next(t for t in self.territories if t.owner == seat)

    def base_of(self, seat: int) -> Hex:
        return self.territory_of(seat).base


# --- steps 0 and a ------------------------------------------------------------------------


def deal(rng: random.Random, players: int) -> tuple[str, ...]:
    """Step 0: shuffle the six Territory tiles (in data order); seat i gets the i-th."""
    if not DATA.min_players <= players <= DATA.max_players:
        raise ValueError(f"War for Chicken Island is for 2 to 4 players, not {players}")
    order = [t.id for t in RULES.territories]
    rng.shuffle(order)
    return tuple(order[:players])


def start(players: int, tiles: Iterable[str]) -> Draft:
    """Step a: only the centre Lava is down, and seat 0 places first."""
    tiles = tuple(tiles)
    if not DATA.min_players <= players <= DATA.max_players:
        raise ValueError(f"War for Chicken Island is for 2 to 4 players, not {players}")
    if len(tiles) != players or len(set(tiles)) != players or not set(tiles) <= set(SHAPES):
        raise ValueError(f"{players} different Territory tiles are needed, not {tiles}")
    return Draft(players, tiles)


def restart(draft: Draft) -> Draft:
    """Back to step a on the same stream: the seats keep their tiles."""
    return Draft(draft.players, draft.tiles, attempt=draft.attempt + 1)


# --- candidates ----------------------------------------------------------------------------


@cache
def _orientations(tile: str) -> tuple[tuple[Hex, ...], ...]:
    return tuple(tuple(hexes.rotate(h, k) for h in SHAPES[tile].hexes) for k in range(6))


def _touching(cells: Iterable[Hex]) -> Counter[Hex]:
    """Hex -> how many sides it shares with ``cells``."""
    return Counter(n for h in cells for n in hexes.neighbours(h))


def _tier(draft: Draft, cells: Placement, lava: Counter[Hex], land: Counter[Hex]) -> int:
    """The first step-b tier this placement meets (the last tier, 'any', always fits)."""
    on_lava, on_land = sum(lava[h] for h in cells), sum(land[h] for h in cells)
    for i, tier in enumerate(RULES.tiers):
        need_land = 0 if i == 0 and not draft.territories else tier.territory_sides
        if on_lava >= tier.lava_sides and on_land >= need_land:
            return i
    return len(RULES.tiers) - 1


def _tier_of(draft: Draft, cells: Placement) -> int:
    return _tier(draft, cells, _touching(_CENTRE), _touching(draft.territory_hexes))


@lru_cache(maxsize=8)
def _placements(draft: Draft) -> Mapping[Placement, int]:
    """Every placement of the seat's tile that touches the island and overlaps nothing."""
    taken = draft.occupied
    frontier = {n for h in taken for n in hexes.neighbours(h)} - taken
    seen: set[frozenset[Hex]] = set()
    for shape in _orientations(draft.tiles[draft.seat]):
        for aq, ar in shape:
            for tq, tr in frontier:
                cells = frozenset([(q + tq - aq, r + tr - ar) for q, r in shape])
                if taken.isdisjoint(cells):
                    seen.add(cells)
    lava, land = _touching(_CENTRE), _touching(draft.territory_hexes)
    found = {}
    for cells in seen:
        placement = tuple(sorted(cells))
        found[placement] = _tier(draft, placement, lava, land)
    return MappingProxyType(found)


def _spot_problem(draft: Draft, t_index: int, h: Hex) -> str | None:
    """Why putting this step's tile at ``h`` for Territory ``t_index`` is illegal, or None."""
    t = draft.territories[t_index]
    if draft.step == "e":
        if t.owner is not None:
            return f"the Base of Territory {t_index} is already claimed by seat {t.owner}"
        return None if h == t.base else f"{h} is not the Base of Territory {t_index} ({t.base})"
    if h in draft.occupied:
        return f"{h} is not empty"
    if draft.step == "c":
        if t.base is not None:
            return f"Territory {t_index} already has a Base"
        n = hexes.sides_between((h,), t.hexes)
        if n < RULES.base_territory_sides:
            return f"a Base needs {RULES.base_territory_sides} sides on its Territory; {h} has {n}"
        if (
            hexes.sides_between((h,), draft.territory_hexes - set(t.hexes))
            > RULES.base_other_territory_sides
        ):
            return f"a Base may not touch another Territory, and {h} does"
        if hexes.sides_between((h,), draft.bases) > RULES.base_other_base_sides:
            return f"a Base may not touch another Base, and {h} does"
        return None
    if t.neutral is not None:
        return f"Territory {t_index} already has a Neutral tile"
    n = hexes.sides_between((h,), (*t.hexes, t.base))
    if n < RULES.neutral_sides:
        return (
            f"a Neutral tile needs {RULES.neutral_sides} sides on Territory {t_index} "
            f"and its Base; {h} has {n}"
        )
    return None


def candidates(draft: Draft) -> tuple[Any, ...]:
    """The legal choices for the current step, sorted; () in step f or at a dead end."""
    step = draft.step
    if step == "b":
        found = _placements(draft)
        best = min(found.values())
        return tuple(sorted(c for c, tier in found.items() if tier == best))
    if step == "e":
        return tuple(sorted((t.seat, t.base) for t in draft.territories if t.owner is None))
    if step in ("c", "d"):
        done = "base" if step == "c" else "neutral"
        spots = (
            (t.seat, n)
            for t in draft.territories
            if getattr(t, done) is None
            for n in {n for h in t.hexes for n in hexes.neighbours(h)} - draft.occupied
        )
        return tuple(sorted(s for s in spots if _spot_problem(draft, *s) is None))
    return ()


# --- applying a choice -------------------------------------------------------------------


def _int(x: Any) -> int:
    if isinstance(x, bool) or not isinstance(x, int):
        raise TypeError(f"{x!r} is not a whole number")
    return x


def _read(draft: Draft, choice: Any) -> tuple[Any, str | None]:
    """The choice in canonical form (tuples, sorted hexes), or None and why it is malformed.

    Lists are accepted as well as tuples, so a choice read back from JSON works.
    """
    try:
        if draft.step == "b":
            cells = tuple(sorted((_int(q), _int(r)) for q, r in choice))
            return (cells, None) if len(set(cells)) == len(cells) else (None, "a hex is repeated")
        t_index, (q, r) = choice
        return (_int(t_index), (_int(q), _int(r))), None
    except (TypeError, ValueError):
        shape = "the tile's hexes" if draft.step == "b" else "(territory, (q, r))"
        return None, f"a step-{draft.step} choice is {shape}, not {choice!r}"


def problem(draft: Draft, choice: Any) -> str | None:
    """Why ``choice`` is not legal now (a sentence for the player), or None when it is."""
    if draft.step == "f":
        return "the island is complete: nothing is left to choose"
    choice, malformed = _read(draft, choice)
    if malformed:
        return malformed
    if draft.step != "b":
        if not 0 <= choice[0] < len(draft.territories):
            return f"there is no Territory {choice[0]}"
        return _spot_problem(draft, *choice)
    tile = draft.tiles[draft.seat]
    if not any(normalise(choice) == normalise(s) for s in _orientations(tile)):
        return f"those hexes are not tile {tile} ({SHAPES[tile].name}) turned in 60-degree steps"
    overlap = draft.occupied.intersection(choice)
    if overlap:
        return f"the tile would overlap the island at {sorted(overlap)}"
    if not hexes.sides_between(choice, draft.occupied):
        return "the tile must touch the island"
    mine, best = _tier_of(draft, choice), min(_placements(draft).values())
    if mine > best:
        t = RULES.tiers[best]
        return (
            f"a placement in tier {best + 1} exists (>= {t.lava_sides} sides on Lava and "
            f">= {t.territory_sides} on Territories), and this one is only tier {mine + 1}"
        )
    return None


def choose(draft: Draft, choice: Any) -> Draft:
    """The draft after the current seat's ``choice``; ValueError (and no change) if illegal."""
    reason = problem(draft, choice)
    if reason is not None:
        raise ValueError(f"step {draft.step}, seat {draft.seat}: {reason}")
    choice, _ = _read(draft, choice)
    step, seat, ts = draft.step, draft.seat, list(draft.territories)
    if step == "b":
        turns = _orientations(draft.tiles[seat])
        rotation = next(k for k, s in enumerate(turns) if normalise(s) == normalise(choice))
        ts.append(Territory(seat, draft.tiles[seat], choice, rotation))
    else:
        t_index, h = choice
        change = {"c": {"base": h}, "d": {"neutral": h}, "e": {"owner": seat}}[step]
        ts[t_index] = replace(ts[t_index], **change)
    return replace(draft, territories=tuple(ts), made=draft.made + 1)


# --- step f and the check -------------------------------------------------------------------


def holes(occupied: frozenset[Hex]) -> tuple[Hex, ...]:
    """Step f: the empty hexes the sea cannot reach, flooding in from outside the bounding box."""
    qs, rs = [h[0] for h in occupied], [h[1] for h in occupied]
    box = {(q, r) for q in range(min(qs) - 1, max(qs) + 2) for r in range(min(rs) - 1, max(rs) + 2)}
    sea = hexes.reach((min(qs) - 1, min(rs) - 1), box - occupied)
    return tuple(sorted(box - occupied - set(sea)))


def finish(draft: Draft) -> Island:
    """Step f, then the final check: an Island, or SetupFailed naming what went wrong."""
    if draft.step != "f":
        raise ValueError(f"the island is not ready: step {draft.step} is next")
    filled = holes(draft.occupied)
    tiles = 1 + len(draft.territories) + len(filled)
    if tiles > RULES.max_lava_neutral_tiles:
        raise SetupFailed(
            f"it needs {tiles} Lava/Neutral tiles; the box has {RULES.max_lava_neutral_tiles}"
        )
    land = draft.occupied - _CENTRE
    if len(hexes.reach(min(land), land)) != len(land):
        raise SetupFailed("the land (all hexes but Lava) is not connected")
    for a in draft.territories:
        walk = hexes.reach(a.base, land)
        for b in draft.territories[a.seat + 1 :]:
            if walk[b.base] < RULES.min_base_distance:
                raise SetupFailed(
                    f"the Bases at {a.base} and {b.base} are {walk[b.base]} steps apart, "
                    f"fewer than {RULES.min_base_distance}"
                )
    every = draft.occupied.union(filled)
    coast = frozenset(h for h in every if any(n not in every for n in hexes.neighbours(h)))
    lava = _CENTRE.union(filled)
    return Island(
        players=draft.players,
        tiles=draft.tiles,
        territories=draft.territories,
        centre=RULES.centre,
        holes=filled,
        border=frozenset(h for h in coast - lava if _sea_sides(h, every) >= RULES.border_sea_sides),
        coast=coast,
        attempts=draft.attempt,
    )


def _sea_sides(h: Hex, tiled: frozenset[Hex]) -> int:
    return sum(n not in tiled for n in hexes.neighbours(h))


def build(players: int, rng: random.Random) -> Island:
    """The whole procedure on one stream: deal, then steps a-f, restarting as the check says."""
    draft = start(players, deal(rng, players))
    while draft.attempt <= RULES.max_attempts:
        if draft.step == "f":
            try:
                return finish(draft)
            except SetupFailed:
                draft = restart(draft)
            continue
        options = candidates(draft)
        if not options:  # a dead end restarts at once, drawing nothing more
            draft = restart(draft)
            continue
        draft = choose(draft, options[rng.randrange(len(options))])
    raise RuntimeError(f"no island after {RULES.max_attempts} attempts")


def seeded(players: int, seed: int) -> Island:
    """The island for a seed on a stream of its own (a game passes its own RNG to build)."""
    return build(players, random.Random(seed))
