"""The island builder: setup steps 0 and 3a-3f over many seeds, for 2, 3 and 4 players.

``traced`` replays the builder through its public steps and records every choice with
the draft it was made in, so each step's rule can be checked afresh here, with sides
counted by hand rather than by the module under test.
"""

from __future__ import annotations

import random
from functools import cache

import pytest

from game.island import island as isl
from game.island.data import DATA

SEEDS = range(300)
PLAYERS = (2, 3, 4)
DIRS = ((1, 0), (1, -1), (0, -1), (-1, 0), (-1, 1), (0, 1))
SHAPES = {t.id: t.hexes for t in DATA.island.territories}


def nbrs(h):
    return [(h[0] + dq, h[1] + dr) for dq, dr in DIRS]


def sides(cells, others):
    others = set(others)
    return sum(1 for h in cells for n in nbrs(h) if n in others)


def turned(h, k):
    q, r = h
    for _ in range(k):
        q, r = -r, q + r
    return (q, r)


@cache
def traced(players: int, seed: int):
    """(island, [(draft, candidates, choice)], restarts) by the same stream as ``seeded``."""
    rng = random.Random(seed)
    draft = isl.start(players, isl.deal(rng, players))
    trace, restarts = [], []
    while True:
        if draft.step == "f":
            try:
                return isl.finish(draft), trace, restarts
            except isl.SetupFailed as failed:
                restarts.append(("check", str(failed)))
                draft = isl.restart(draft)
                continue
        options = isl.candidates(draft)
        if not options:
            restarts.append((draft.step, draft))
            draft = isl.restart(draft)
            continue
        choice = options[rng.randrange(len(options))]
        trace.append((draft, options, choice))
        draft = isl.choose(draft, choice)


def final_trace(players, seed):
    """Only the choices of the attempt that succeeded."""
    island, trace, _ = traced(players, seed)
    return [t for t in trace if t[0].attempt == island.attempts]


def cases():
    return [(n, s) for n in PLAYERS for s in SEEDS]


# --- the procedure ----------------------------------------------------------------------------


@pytest.mark.parametrize("players", PLAYERS)
def test_the_trace_is_the_builder(players):
    for seed in range(0, 300, 7):
        assert traced(players, seed)[0] == isl.seeded(players, seed)


@pytest.mark.parametrize("players", PLAYERS)
def test_step_0_deals_each_seat_a_different_tile_and_restarts_keep_them(players):
    for seed in SEEDS:
        island, trace, _ = traced(players, seed)
        assert len(set(island.tiles)) == players and set(island.tiles) <= set(SHAPES)
        assert all(d.tiles == island.tiles for d, _, _ in trace)
        assert tuple(t.tile for t in island.territories) == island.tiles


def window(cells, margin):
    """Every hex of the (q, r) box round ``cells``, widened by ``margin``."""
    qs, rs = [h[0] for h in cells], [h[1] for h in cells]
    return {
        (q, r)
        for q in range(min(qs) - margin, max(qs) + margin + 1)
        for r in range(min(rs) - margin, max(rs) + margin + 1)
    }


def _all_placements(draft):
    """Every turn and shift of the seat's tile touching the island, by brute force."""
    taken = draft.occupied
    reach = {n for h in taken for n in nbrs(h)}
    out = set()
    for k in range(6):
        shape = [turned(h, k) for h in SHAPES[draft.tiles[draft.seat]]]
        for dq, dr in window(taken, 4):  # a turned tile's hexes lie within 3 of (0, 0)
            cells = frozenset((q + dq, r + dr) for q, r in shape)
            if cells & reach and not cells & taken:
                out.add(tuple(sorted(cells)))
    return out


def _tier(draft, cells):
    lava = sides(cells, [(0, 0)])
    land = sides(cells, [h for t in draft.territories for h in t.hexes])
    if lava >= 1 and (land >= 2 or not draft.territories):
        return 1
    if lava >= 1 and land >= 1:
        return 2
    return 3 if land >= 2 else 4


@pytest.mark.parametrize("players", PLAYERS)
def test_step_b_picks_from_the_first_tier_that_is_not_empty(players):
    for seed in range(0, 300, 4):
        for draft, options, choice in traced(players, seed)[1]:
            if draft.step != "b":
                continue
            every = _all_placements(draft)
            best = min(_tier(draft, c) for c in every)
            assert set(options) == {c for c in every if _tier(draft, c) == best}
            assert list(options) == sorted(options) and choice in options
            if not draft.territories:
                assert best == 1  # the first tile only needs a side on the Lava


@pytest.mark.parametrize("players", PLAYERS)
def test_steps_c_d_e_follow_their_rules(players):
    for seed in SEEDS:
        for draft, options, (t_index, h) in [
            t for t in traced(players, seed)[1] if t[0].step != "b"
        ]:
            assert list(options) == sorted(set(options)) and (t_index, h) in options
            ts = draft.territories
            t = ts[t_index]
            others = [c for o in ts if o is not t for c in o.hexes]
            if draft.step == "c":
                bases = [o.base for o in ts if o.base]
                assert t.base is None and h not in draft.occupied
                assert sides([h], t.hexes) >= 2 and sides([h], others) == 0
                assert sides([h], bases) == 0
            elif draft.step == "d":
                assert t.neutral is None and h not in draft.occupied
                assert sides([h], [*t.hexes, t.base]) >= 2
            else:
                assert t.owner is None and h == t.base
                assert draft.seat == players - 1 - draft.made % players  # n-1 down to 0


def _spots_by_brute_force(draft):
    near = window(draft.occupied, 1) - draft.occupied
    out = []
    for t in draft.territories:
        for h in near:
            others = [c for o in draft.territories if o is not t for c in o.hexes]
            bases = [o.base for o in draft.territories if o.base]
            lone = not sides([h], others) and not sides([h], bases)
            if draft.step == "c" and t.base is None and sides([h], t.hexes) >= 2 and lone:
                out.append((t.seat, h))
            if draft.step == "d" and t.neutral is None and sides([h], [*t.hexes, t.base]) >= 2:
                out.append((t.seat, h))
    return sorted(out)


@pytest.mark.parametrize("players", PLAYERS)
def test_steps_c_and_d_list_every_legal_spot(players):
    for seed in range(0, 300, 10):
        for draft, options, _ in traced(players, seed)[1]:
            if draft.step in ("c", "d"):
                assert list(options) == _spots_by_brute_force(draft)


def _walk(start, cells):
    steps, todo = {start: 0}, [start]
    for h in todo:
        for n in nbrs(h):
            if n in cells and n not in steps:
                steps[n] = steps[h] + 1
                todo.append(n)
    return steps


def _shifted(tile, k, first):
    """Tile ``tile`` turned ``k`` times and moved so its smallest hex is ``first``."""
    cells = sorted(turned(h, k) for h in SHAPES[tile])
    dq, dr = first[0] - cells[0][0], first[1] - cells[0][1]
    return [(q + dq, r + dr) for q, r in cells]


@pytest.mark.parametrize("players", PLAYERS)
def test_finished_islands_pass_the_check(players):
    for seed in SEEDS:
        island = traced(players, seed)[0]
        land = island.walkable
        assert len(land) == 6 * players
        assert island.lava_neutral_tiles == 1 + players + len(island.holes) <= 8
        assert len(_walk(min(land), land)) == len(land)  # connected without the Lava
        bases = [island.base_of(s) for s in range(players)]
        for i, a in enumerate(bases):
            for b in bases[i + 1 :]:
                assert _walk(a, land)[b] >= 3
        kinds = [island.kind(h) for h in island.cells]
        assert kinds.count("territory") == 4 * players
        assert kinds.count("base") == kinds.count("neutral") == players
        assert sorted(t.owner for t in island.territories) == list(range(players))
        for t in island.territories:
            fits = [k for k in range(6) if _shifted(t.tile, k, t.hexes[0]) == list(t.hexes)]
            assert fits and fits[0] == t.rotation  # the lowest turn that fits, never a mirror
            assert island.cells[t.base] == ("base", t.owner)


@pytest.mark.parametrize("players", PLAYERS)
def test_step_f_fills_exactly_the_enclosed_gaps_and_the_border_is_the_open_coast(players):
    for seed in SEEDS:
        island = traced(players, seed)[0]
        tiled = set(island.cells)
        box = window(tiled, 2)
        outside = min(box)
        sea = _walk(outside, box - tiled)
        assert not (box - tiled) - set(sea)  # no gap is left enclosed
        assert all(h in island.lava for h in island.holes)
        before = tiled - set(island.holes)  # the sea reaches no hole if the holes are removed
        reach = _walk(outside, box - before)
        assert not set(island.holes) & set(reach)
        coast = {h for h in island.walkable if any(n not in tiled for n in nbrs(h))}
        sides = DATA.island.border_sea_sides  # the border: open to the sea on that many sides
        border = {h for h in coast if sum(n not in tiled for n in nbrs(h)) >= sides}
        assert island.border == border and border < coast
        assert island.coast - island.lava == coast


def test_border_holds_about_half_the_hexes_in_a_2_player_game():
    """Tuned (issue 16): the whole coast was 11 of 12 hexes, so a Tsunami wiped out
    nearly every unit; the hexes open to the sea on 3 or more sides are about 6."""
    counts = [len(traced(2, seed)[0].border) for seed in SEEDS]
    assert 5 <= sum(counts) / len(counts) <= 7


def test_attempts_stay_few():
    """The content file reports at most 2 attempts for 2 players and 5 for 4 (2000 seeds)."""
    most = {n: max(traced(n, s)[0].attempts for s in SEEDS) for n in PLAYERS}
    assert most[2] <= 2 and most[4] <= 6
    reasons = {r[0] for n in PLAYERS for s in SEEDS for r in traced(n, s)[2]}
    assert reasons <= {"check", "c", "d"}


# --- seeds -------------------------------------------------------------------------------------


@pytest.mark.parametrize("players", PLAYERS)
def test_the_same_seed_gives_the_same_island(players):
    for seed in (0, 1, 17, 123456789):
        a, b = isl.seeded(players, seed), isl.seeded(players, seed)
        assert a == b and a.cells == b.cells
        assert isl.build(players, random.Random(seed)) == a


@pytest.mark.parametrize("players", PLAYERS)
def test_different_seeds_give_different_islands(players):
    islands = [traced(players, s)[0] for s in range(60)]
    shapes = {frozenset(i.cells.items()) for i in islands}
    assert len(shapes) >= 55
    assert len({i.tiles for i in islands}) >= 20
    assert len({i.base_of(0) for i in islands}) >= 5


def test_a_game_rng_is_used_in_order():
    """Building takes draws from the stream it is given, so the game's RNG moves on."""
    rng = random.Random(5)
    isl.build(3, rng)
    after = rng.random()
    again = random.Random(5)
    isl.build(3, again)
    assert again.random() == after != random.Random(5).random()


# --- a human seat ------------------------------------------------------------------------------


def _draft_at(step, players=3, seed=4):
    return next(d for d, _, _ in final_trace(players, seed) if d.step == step)


def test_a_human_choice_from_the_list_is_accepted_at_every_step():
    rng = random.Random(99)
    draft = isl.start(4, ("T5", "T2", "T6", "T1"))
    while True:
        if draft.step == "f":
            try:
                island = isl.finish(draft)
                break
            except isl.SetupFailed:
                draft = isl.restart(draft)
                continue
        options = isl.candidates(draft)
        if not options:
            draft = isl.restart(draft)
            continue
        human = options[-1] if rng.random() < 0.5 else options[len(options) // 2]
        as_json = [list(h) for h in human] if draft.step == "b" else [human[0], list(human[1])]
        assert isl.problem(draft, as_json) is None
        nxt = isl.choose(draft, as_json)  # JSON-shaped input works too
        assert nxt.made == draft.made + 1 and nxt == isl.choose(draft, human)
        draft = nxt
    assert island.tiles == ("T5", "T2", "T6", "T1") and len(island.walkable) == 24


def _refused(draft, choice, words):
    before = (draft, isl.candidates(draft))
    with pytest.raises(ValueError, match=words) as caught:
        isl.choose(draft, choice)
    assert f"step {draft.step}, seat {draft.seat}" in str(caught.value)
    assert (draft, isl.candidates(draft)) == before  # nothing changed


def test_illegal_step_b_choices_are_refused_with_a_reason():
    draft = isl.start(2, ("T1", "T3"))
    first = isl.candidates(draft)
    assert all(sides(c, [(0, 0)]) >= 1 for c in first)
    _refused(draft, ((0, 0), (1, 0), (-1, 1), (0, 1)), "overlap")  # T1 on the Lava
    _refused(draft, ((3, 0), (4, 0), (2, 1), (3, 1)), "touch")  # T1, off at sea
    _refused(draft, ((1, 0), (2, 0), (3, 0), (4, 0)), "not tile T1")  # a bar
    _refused(draft, ((1, 0), (1, 0), (2, 0), (0, 1)), "repeated")
    _refused(draft, "north", "choice is the tile's hexes")
    _refused(draft, ((0.5, 1), (1, 1), (2, 1), (3, 1)), "choice is the tile's hexes")
    draft = isl.choose(draft, first[0])
    options = isl.candidates(draft)
    tier1 = [c for c in options if sides(c, [(0, 0)]) >= 1 and sides(c, first[0]) >= 2]
    assert tier1 == list(options)  # T3 can reach tier 1 here
    worse = next(c for c in _all_placements(draft) if sides(c, [(0, 0)]) == 0)
    _refused(draft, worse, "tier 1 exists")


def _empty_next_to(draft, t_index):
    t = draft.territories[t_index]
    return min({n for x in t.hexes for n in nbrs(x)} - draft.occupied)


def test_illegal_step_c_choices_are_refused_with_a_reason():
    c = _draft_at("c")
    _refused(c, (0, c.territories[0].hexes[0]), "not empty")
    _refused(c, (0, (40, 40)), "needs 2 sides")
    _refused(c, (7, (1, 1)), "no Territory 7")
    _refused(c, (0,), "\\(territory, \\(q, r\\)\\)")
    first = isl.candidates(c)[0]
    after = isl.choose(c, first)
    _refused(after, (first[0], _empty_next_to(after, first[0])), "already has a Base")


def test_illegal_step_d_choices_are_refused_with_a_reason():
    d = _draft_at("d")
    _refused(d, (0, (40, 40)), "needs 2 sides")
    first = isl.candidates(d)[0]
    after = isl.choose(d, first)
    assert after.step == "d"
    _refused(after, (first[0], _empty_next_to(after, first[0])), "already has a Neutral")
    _refused(after, first, "not empty")


def test_illegal_step_e_choices_are_refused_with_a_reason():
    e = _draft_at("e")
    assert e.seat == 2  # the last seat claims first
    first = isl.candidates(e)[0]
    after = isl.choose(e, first)
    _refused(after, first, "already claimed by seat 2")
    wrong = next(t for t in after.territories if t.owner is None)
    _refused(after, (wrong.seat, wrong.hexes[0]), "not the Base")


def test_a_base_touching_another_base_is_refused():
    for seed in SEEDS:
        draft = _draft_at("c", 4, seed)
        while draft.step == "c":
            for t in draft.territories:
                if t.base is not None:
                    continue
                for h in {n for x in t.hexes for n in nbrs(x)} - draft.occupied:
                    others = [x for o in draft.territories if o is not t for x in o.hexes]
                    ok = sides([h], t.hexes) >= 2 and not sides([h], others)
                    if ok and sides([h], draft.bases):
                        _refused(draft, (t.seat, h), "may not touch another Base")
                        return
            draft = isl.choose(draft, isl.candidates(draft)[0])
    pytest.fail("no seed offered a hex touching a Base")


def test_a_base_touching_another_territory_is_refused():
    for seed in SEEDS:
        c = _draft_at("c", 4, seed)
        for t in c.territories:
            for h in {n for x in t.hexes for n in nbrs(x)} - c.occupied:
                mine = sides([h], t.hexes)
                theirs = sides([h], [x for o in c.territories if o is not t for x in o.hexes])
                if mine >= 2 and theirs:
                    _refused(c, (t.seat, h), "may not touch another Territory")
                    return
    pytest.fail("no seed offered a hex touching two Territories")


def test_no_choice_after_the_island_is_done_and_no_finish_before():
    island_draft = final_trace(2, 3)[-1]
    last = isl.choose(island_draft[0], island_draft[2])
    assert last.step == "f" and last.seat is None and isl.candidates(last) == ()
    with pytest.raises(ValueError, match="complete"):
        isl.choose(last, (0, (0, 0)))
    with pytest.raises(ValueError, match="not ready"):
        isl.finish(isl.start(2, ("T1", "T2")))
    assert isl.finish(last) == isl.seeded(2, 3)


def test_a_dead_end_restarts_at_step_a_with_the_same_tiles():
    for n, seed in cases():
        dead = [r for r in traced(n, seed)[2] if r[0] in ("c", "d")]
        if dead:
            draft = dead[0][1]
            assert isl.candidates(draft) == ()
            again = isl.restart(draft)
            assert (again.tiles, again.attempt, again.made, again.step, again.seat) == (
                draft.tiles, draft.attempt + 1, 0, "b", 0,
            )  # fmt: skip
            return
    pytest.fail("no seed reached a dead end")


@pytest.mark.parametrize("players", [0, 1, 5])
def test_only_2_to_4_players(players):
    with pytest.raises(ValueError, match="2 to 4 players"):
        isl.seeded(players, 1)
    with pytest.raises(ValueError):
        isl.start(players, ("T1",) * players)


def test_start_wants_different_known_tiles():
    with pytest.raises(ValueError, match="different Territory tiles"):
        isl.start(2, ("T1", "T1"))
    with pytest.raises(ValueError, match="different Territory tiles"):
        isl.start(2, ("T1", "T9"))
