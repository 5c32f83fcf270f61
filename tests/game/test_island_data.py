"""War for Chicken Island's data file: the published counts, the content file's cards, and a
loader that refuses a file whose counts do not add up."""

from __future__ import annotations

import copy
import dataclasses
import re
from collections import Counter

import pytest

from game.island import data, validate
from game.island.data import DATA, DataError

RAW = data.raw()


def test_component_counts_are_the_published_ones():
    counts = {c.id: c.count for c in DATA.components.values()}
    assert counts == {
        "territory_tiles": 6, "base_tiles": 4, "lava_neutral_tiles": 8, "leader_cards": 9,
        "leader_miniatures": 9, "machine_cards": 41, "machine_miniatures": 32,
        "scroll_cards": 62, "reference_cards": 4, "chicken_tokens": 24,
        "resource_tokens": 36, "humiliation_tags": 12, "shields": 8, "dice": 20, "banners": 4,
    }  # fmt: skip
    assert dict(DATA.components["machine_miniatures"].breakdown) == {
        "soldier": 9, "golem": 6, "battle_car": 6, "cannon": 5, "tower": 6,
    }  # fmt: skip
    assert dict(DATA.components["resource_tokens"].breakdown) == {
        "wood": 12, "stone": 12, "steel": 12,
    }  # fmt: skip


def test_machines_41_cards_by_type_and_cost():
    assert len(DATA.machine_deck()) == 41
    assert len(DATA.machines) == 19
    by_type = Counter()
    for m in DATA.machines.values():
        by_type[m.type] += m.count
    assert by_type == {"soldier": 10, "golem": 8, "battle_car": 8, "cannon": 7, "tower": 8}
    for t in DATA.machine_types.values():
        assert t.cards >= t.miniatures  # more cards than miniatures, on purpose
    totals = Counter()
    for m in DATA.machines.values():
        assert 2 <= m.cost.total <= 4
        for r in DATA.resources:
            totals[r] += getattr(m.cost, r) * m.count
    assert totals == {"wood": 43, "stone": 40, "steel": 43}


def test_a_few_machines_read_as_the_content_file_gives_them():
    hammer = DATA.machines["hammer_battle_car"]
    assert (hammer.type, hammer.count, hammer.speed, hammer.strength, hammer.armor) == (
        "battle_car", 3, 3, 4, 4,
    )  # fmt: skip
    assert (hammer.pilots, hammer.cost.wood, hammer.cost.stone, hammer.cost.steel) == (2, 1, 0, 2)
    assert hammer.ability.name == "Hammer Charge" and hammer.ability.values["strength"] == 2
    assert "reconstructed" in hammer.source
    watch = DATA.machines["watchtower"]
    assert (watch.flag, watch.range, watch.extra_action, watch.speed, watch.banding) == (
        "red", 2, "move", 0, False,
    )  # fmt: skip
    mortar = DATA.machines["egg_mortar"]
    assert mortar.range == 3 and mortar.ability.values["min_range"] == 2
    assert DATA.machines["rock_golem"].ability.stars == 1
    assert DATA.machines["chicken_wagon"].note == "it carries its group at speed 3"
    assert {m.extra_action for m in DATA.machines.values() if m.type == "tower"} == {
        "move", "fight", "retrieve", "build",
    }  # fmt: skip


def test_scrolls_62_as_40_magic_16_strategy_6_catastrophe():
    deck = DATA.scroll_deck()
    assert len(deck) == 62
    kinds = Counter(DATA.scrolls[s].kind for s in deck)
    assert kinds == {"magic": 40, "strategy": 16, "catastrophe": 6}
    assert len([s for s in DATA.scrolls.values() if s.kind == "magic"]) == 15
    assert len([s for s in DATA.scrolls.values() if s.kind == "strategy"]) == 8
    assert {s.id: s.count for s in DATA.scrolls.values() if s.kind == "catastrophe"} == {
        "earthquake": 2, "eruption": 1, "hurricane": 2, "tsunami": 1,
    }  # fmt: skip


def test_pelea_de_gallos_keeps_33_magic_and_8_strategy():
    deck = DATA.scroll_deck(pelea_de_gallos=True)
    assert len(deck) == 41
    assert Counter(DATA.scrolls[s].kind for s in deck) == {"magic": 33, "strategy": 8}
    marked = {s.id: s.marks for s in DATA.scrolls.values() if s.marks}
    assert marked == {
        "change_now": ("U",), "feather_sacrifice": ("U",), "golden_egg": ("R",),
        "shell_formation": ("U",), "full_throttle": ("U",), "scavengers": ("U", "R"),
        "quartermaster": ("R",), "earthquake": ("U",), "eruption": ("U",),
        "hurricane": ("U", "R"), "tsunami": ("U",),
    }  # fmt: skip


def test_scroll_timing_and_sources():
    assert DATA.scrolls["forced_march"].timing == ("turn",)
    assert all(s.timing == ("fight", "turn") for s in DATA.scrolls.values() if s.kind == "strategy")
    assert all(s.timing == ("drawn",) for s in DATA.scrolls.values() if s.kind == "catastrophe")
    assert DATA.scrolls["change_now"].source.startswith("reconstructed")
    assert "published" in DATA.scrolls["tsunami"].source
    assert DATA.scrolls["ambush"].values == {"attacker_strength_per_hex": 1, "max": 3}


def test_leaders_chicken_and_die():
    assert len(DATA.leaders) == 9
    pollazzo = DATA.leaders["pollazzo"]
    # armor 9 in the content file, +1 for every Leader after the tournament (_choices)
    assert (pollazzo.speed, pollazzo.strength, pollazzo.armor) == (1, 4, 10)
    assert "leader_armor_tuning" in DATA.choices
    assert pollazzo.ability.name == "Big Brood"
    assert all("banding" in x.keywords for x in DATA.leaders.values())
    for name in ("abigail", "pollazzo", "keekmee", "kato"):
        assert "reconstructed" in DATA.leaders[name].source
    assert DATA.leaders["madame_plume"].ability.stars == 2
    chick = DATA.chicken
    assert (chick.speed, chick.strength, chick.armor, chick.keywords) == (1, 1, 2, ("banding",))
    assert [f.id for f in DATA.die] == ["resource", "claw", "star", "plus1", "plus2", "plus3"]
    assert [s.stars for s in DATA.star_menu] == [1, 1, 2, 3, 4, 5]
    assert [f.name for f in DATA.fight] == [
        "Declare", "Dice", "Cards", "Reveal", "Resolve", "Compare", "Result",
    ]  # fmt: skip


def test_worked_example_still_ties():
    """The content file's fit for the rulebook's 15 v 15 (strength 5 + 4 dice + 4 + 2 against
    Pollazzo and two Iron Plumage) ties at 16 with the tuned armor and a +1 die."""
    strength = 5 + 2 + 2 + DATA.scrolls["rooster_rage"].values["attacker_strength"]
    strength += DATA.scrolls["leader_hunt"].values["attacker_strength"] + 1
    armor = (
        DATA.leaders["pollazzo"].armor + 2 * DATA.scrolls["iron_plumage"].values["defender_armor"]
    )
    assert strength == armor == 16


def test_territory_shapes_and_island_numbers():
    shapes = DATA.island.territories
    assert [t.id for t in shapes] == ["T1", "T2", "T3", "T4", "T5", "T6"]
    assert shapes[0].hexes == ((0, 0), (1, 0), (-1, 1), (0, 1))
    assert all(len(set(t.hexes)) == 4 and (0, 0) in t.hexes for t in shapes)
    isl = DATA.island
    assert (isl.max_lava_neutral_tiles, isl.min_base_distance, isl.walkable_per_player) == (8, 3, 6)
    assert [(t.lava_sides, t.territory_sides) for t in isl.tiers] == [
        (1, 2),
        (1, 1),
        (0, 2),
        (0, 0),
    ]


def test_ids_are_stable_and_every_record_has_a_source():
    ids = [*DATA.machines, *DATA.scrolls, *DATA.leaders]
    assert len(ids) == len(set(ids))
    assert all(re.fullmatch(r"[a-z][a-z0-9_]*", i) for i in ids)
    for group in (DATA.machines, DATA.scrolls, DATA.leaders, DATA.components):
        assert all(x.source for x in group.values())


def test_choices_record_the_content_rulings_and_ours():
    choices = DATA.choices
    assert len(RAW["_choices"]) == len(choices) >= 50
    for key in ("leaders", "miniature_limit", "card_round", "shields", "hidden", "epic_death"):
        assert "content file" in choices[key].source or "FAQ" in choices[key].source
    for key in ("pick", "restart", "dead_end", "base_spacing", "flood_fill", "coast"):
        assert choices[key].source == "ours (data file)"


def test_records_are_frozen():
    with pytest.raises(dataclasses.FrozenInstanceError):
        DATA.machines["egg_roller"].speed = 9
    with pytest.raises(TypeError):
        DATA.scrolls["peck_harder"].values["attacker_strength"] = 9
    with pytest.raises(TypeError):
        DATA.machines["new"] = None


# --- the loader refuses a broken file -------------------------------------------------------


def _broken(edit) -> dict:
    raw = copy.deepcopy(RAW)
    edit(raw)
    return raw


def _machine(raw, mid):
    return next(m for m in raw["machines"] if m["id"] == mid)


def _component(raw, cid):
    return next(c for c in raw["components"] if c["id"] == cid)


def _scroll(raw, sid):
    return next(s for s in raw["scrolls"] if s["id"] == sid)


BROKEN = [
    ("41 machine cards", lambda r: _machine(r, "egg_roller").update(count=2)),
    ("Tower", lambda r: _machine(r, "watchtower").update(count=3)),
    ("32 machine miniatures", lambda r: r["machine_types"][0].update(miniatures=8)),
    ("62 scroll cards", lambda r: _scroll(r, "peck_harder").update(count=5)),
    ("Pelea de Gallos", lambda r: _scroll(r, "golden_egg").update(marks=[])),
    ("9 leaders", lambda r: r["leaders"].pop()),
    ("36 resource tokens", lambda r: _component(r, "resource_tokens").update(count=35)),
    ("8 shields", lambda r: _component(r, "shields").update(count=9)),
    ("deck costs", lambda r: _machine(r, "egg_roller")["cost"].update(wood=1, stone=1)),
    ("a cost is 2 to 4", lambda r: _machine(r, "big_bertha")["cost"].update(stone=2)),
    ("Towers never move", lambda r: _machine(r, "war_tower").update(speed=1)),
    ("same tetrahex", lambda r: r["island"]["territories"][1].update(
        hexes=[[0, 0], [-1, 0], [1, -1], [0, -1]])),  # T1 turned half way
    ("same tetrahex", lambda r: r["island"]["territories"][2].update(
        hexes=[[0, 0], [1, -1], [0, -1], [2, -1]])),  # T3 becomes T2 mirrored
    ("straight bar", lambda r: r["island"]["territories"][5].update(
        hexes=[[0, 0], [1, 0], [2, 0], [3, 0]])),
    ("must touch", lambda r: r["island"]["territories"][5].update(
        hexes=[[0, 0], [1, 0], [2, 0], [4, 0]])),
    ("used twice", lambda r: r["scrolls"].append(dict(r["scrolls"][0]))),
    ("malformed", lambda r: r["machines"][0].pop("armor")),
]  # fmt: skip


@pytest.mark.parametrize(("message", "edit"), BROKEN)
def test_the_loader_names_what_is_wrong(message, edit):
    data.parse(copy.deepcopy(RAW))  # the untouched copy passes
    with pytest.raises(DataError, match=message):
        data.parse(_broken(edit))


def test_the_shipped_file_passes_its_own_checks():
    assert validate.check(DATA) == []
    assert data.parse(copy.deepcopy(RAW)) == data.parse(copy.deepcopy(RAW))
