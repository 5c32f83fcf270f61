"""The checks ``data.parse`` runs on War for Chicken Island's data file.

The published counts are written here as numbers on purpose: the data file states
them too, and a check that only compared the file with itself would let a typo in both
places through.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from game.island import hexes

if TYPE_CHECKING:
    from game.island.data import IslandData

Want = Callable[[bool, str], None]
COMPONENTS = {
    "territory_tiles": 6, "base_tiles": 4, "lava_neutral_tiles": 8, "leader_cards": 9,
    "leader_miniatures": 9, "machine_cards": 41, "machine_miniatures": 32, "scroll_cards": 62,
    "reference_cards": 4, "chicken_tokens": 24, "resource_tokens": 36, "humiliation_tags": 12,
    "shields": 8, "dice": 20, "banners": 4,
}  # fmt: skip
MINIATURES = {"soldier": 9, "golem": 6, "battle_car": 6, "cannon": 5, "tower": 6}
SCROLLS = {"magic": 40, "strategy": 16, "catastrophe": 6}
PELEA = {"magic": 33, "strategy": 8, "catastrophe": 0}
DECK_COST = {"wood": 43, "stone": 40, "steel": 43}
TIMINGS = {"magic": {"fight", "turn"}, "strategy": {"fight", "turn"}, "catastrophe": {"drawn"}}
TOWER_ACTIONS = {"move", "fight", "retrieve", "build"}


def check(d: IslandData) -> list[str]:
    """Every way the data disagrees with the box or with itself ([] when it is sound)."""
    out: list[str] = []

    def want(ok: bool, problem: str) -> None:
        if not ok:
            out.append(problem)

    want((d.min_players, d.max_players) == (2, 4), "players must be 2 to 4")
    counts = {c.id: c.count for c in d.components.values()}
    if set(counts) != set(COMPONENTS):
        return [f"components must be exactly {sorted(COMPONENTS)}"]
    for cid, n in COMPONENTS.items():
        want(counts[cid] == n, f"{n} {cid.replace('_', ' ')}, not {counts[cid]}")
    for c in d.components.values():
        if c.breakdown:
            want(sum(c.breakdown.values()) == c.count, f"{c.id}: its breakdown is not {c.count}")
        if c.per_player is not None:
            want(c.per_player * d.max_players == c.count, f"{c.id}: per player x 4 != {c.count}")
    _pieces(d, want)
    _machines(d, want)
    _scrolls(d, want)
    _island(d, want)
    want([s.stars for s in d.star_menu] == [1, 1, 2, 3, 4, 5], "star menu costs 1,1,2,3,4,5")
    want([f.step for f in d.fight] == list(range(1, 8)), "the fight has steps 1 to 7")
    want(all(c.topic and c.ruling and c.source for c in d.choices.values()), "empty _choices")
    _variants(d, want)
    return out


VARIANTS = {"quickplay", "base_bonus", "hardcore", "pelea", "shared_dice", "flag", "teams"}


def _variants(d: IslandData, want: Want) -> None:
    """The rulebook's seven variants; exclusions go both ways; the Pelea pool fills 6 chickens."""
    vs = d.variants
    want(set(vs) == VARIANTS, f"the variants are {sorted(VARIANTS)}")
    for v in vs.values():
        low, high = v.players
        want(2 <= low <= high <= 4, f"{v.id}: players within 2 to 4")
        for other in v.excludes:
            want(other in vs and v.id in vs[other].excludes, f"{v.id} excludes {other}: both ways")
    tokens = d.pelea_tokens.values()
    want(sum(t.count for t in tokens) == 6, "Pelea de Gallos tokens: 6 per player")


def _pieces(d: IslandData, want: Want) -> None:
    rules = d.rules
    want(len(d.leaders) == 9, f"9 leaders, not {len(d.leaders)}")
    want(all("banding" in x.keywords for x in d.leaders.values()), "every leader has Banding")
    want(rules["leaders_dealt"] * d.max_players <= len(d.leaders), "too few leaders to deal")
    want(len({f.id for f in d.die}) == len(d.die) == 6, "a die has 6 different faces")
    want(rules["dice_per_player"] * 4 == 20, "5 dice per player")
    want(rules["chickens_per_player"] * 4 == 24, "6 chickens per player")
    res = d.components["resource_tokens"]
    want(tuple(res.breakdown) == d.resources == ("wood", "stone", "steel"), "3 resource types")
    want(all(n == 3 * d.max_players for n in res.breakdown.values()), "3 of each type per player")
    want(res.per_player == rules["resources_per_player"] == 9, "each player is dealt 9 resources")


def _machines(d: IslandData, want: Want) -> None:
    ms = list(d.machines.values())
    want(sum(m.count for m in ms) == 41, "41 machine cards")
    types = {t.id: t.miniatures for t in d.machine_types.values()}
    minis = dict(d.components["machine_miniatures"].breakdown)
    want(types == minis == MINIATURES, "32 machine miniatures, by type as published")
    for t in d.machine_types.values():
        cards = sum(m.count for m in ms if m.type == t.id)
        want(cards == t.cards, f"{t.name}: {cards} cards, the type table says {t.cards}")
    for m in ms:
        want(m.type in types, f"{m.id}: unknown type {m.type!r}")
        want(1 <= m.pilots <= d.rules["chickens_per_player"], f"{m.id}: pilots out of range")
        want(2 <= m.cost.total <= 4, f"{m.id}: a cost is 2 to 4 tokens")
        want(set(m.keywords) <= {"banding"}, f"{m.id}: unknown keyword")
        want(m.range is None or m.range >= 2, f"{m.id}: a Range is 2 or more")
        tower = m.type == "tower"
        want((m.extra_action in TOWER_ACTIONS) == tower, f"{m.id}: only Towers add an action")
        want(not tower or (m.speed == 0 and not m.banding), f"{m.id}: Towers never move or band")
    cost = {r: sum(getattr(m.cost, r) * m.count for m in ms) for r in d.resources}
    want(cost == DECK_COST, f"deck costs {cost}, not 43 wood, 40 stone, 43 steel")


def _scrolls(d: IslandData, want: Want) -> None:
    ss = list(d.scrolls.values())
    want(sum(s.count for s in ss) == 62, "62 scroll cards")
    by_kind = {k: sum(s.count for s in ss if s.kind == k) for k in SCROLLS}
    stated = {k.id: k.count for k in d.scroll_kinds.values()}
    boxed = dict(d.components["scroll_cards"].breakdown)
    want(by_kind == stated == boxed == SCROLLS, f"scrolls by kind {by_kind}, not {SCROLLS}")
    for s in ss:
        want(set(s.timing) <= TIMINGS.get(s.kind, set()), f"{s.id}: bad kind or timing")
        want(set(s.marks) <= {"U", "R"}, f"{s.id}: marks are U and R")
    kept = {k: sum(s.count for s in ss if s.kind == k and s.in_pelea_de_gallos) for k in SCROLLS}
    stated = {k: d.pelea[k] for k in SCROLLS}
    want(kept == stated == PELEA and d.pelea["scrolls"] == 41, f"Pelea de Gallos keeps {kept}")


def _island(d: IslandData, want: Want) -> None:
    isl = d.island
    tiles = d.components["territory_tiles"]
    want(len(isl.territories) == 6, "6 Territory tiles")
    seen: set = set()
    for t in isl.territories:
        cells = set(t.hexes)
        want(len(cells) == len(t.hexes) == tiles.hexes_each == 4, f"{t.id}: 4 hexes")
        want(hexes.connected(cells), f"{t.id}: its hexes must touch")
        lines = [{q for q, _ in cells}, {r for _, r in cells}, {q + r for q, r in cells}]
        want(all(len(s) > 1 for s in lines), f"{t.id}: the straight bar is left out")
        forms = hexes.forms(t.hexes, mirrored=True)
        want(not forms & seen, f"{t.id}: the same tetrahex as another tile")
        seen |= forms
    want(1 + d.max_players <= isl.max_lava_neutral_tiles <= 8, "room for Lava and Neutrals")
    want(isl.walkable_per_player == 4 + 1 + 1, "6 walkable hexes per player")
    last = isl.tiers[-1] if isl.tiers else None
    want(last is not None and (last.lava_sides, last.territory_sides) == (0, 0), "last tier: any")
