"""How a Henhouse Havoc game reads on the results screen and the Resume line."""

from __future__ import annotations

from game import henhouse
from game.henhouse import rules as R
from game.henhouse.outcome import highlights, progress, summary


def test_highlights_name_the_top_gun_the_best_aim_the_richest_and_the_best_customer():
    events = [
        R.Struck(0, 1, 2, 3, "hit", "barn", 1),
        R.Struck(0, 1, 2, 4, "hit", "barn", 1),
        R.Struck(1, 0, 5, 5, "hit", "reaper", 2),
        R.UnitDestroyed(1, "reaper", 7, (2, 3), 0, (0, 1)),
        R.Paid(0, 15, "destroyed", 15),
        R.Paid(1, 5, "destroyed", 5),
        R.EggBought(1, 0, "barn", 25),
    ]
    lines = highlights(events, ["Ann", "Bob"])
    assert lines == [
        "Top gun: Ann, 1 unit destroyed",
        "Sharpest aim: Ann, 2 direct hits",
        "Richest harvest: Ann, 15 Sheaves earned",
        "Best customer: Bob, 1 egg bought",
    ]


def test_summary_ranks_by_eggs_then_sheaves_and_progress_says_where_it_stands():
    state = henhouse.new_game(3, 4, {"first_seat": 0})
    assert progress(state, ["A", "B", "C"]) == "hiding the armies"
    state.sheaves = [10, 30, 0]
    state.market = 260
    table = summary(state)
    assert [seat for seat, _ in table.standings] == [1, 0, 2]
    assert table.headline == "A draw: nobody can fire"  # no winner yet to name
    assert table.standings[0][1] == "0 eggs, 30 Sheaves"


def test_one_egg_and_one_sheaf_are_counted_in_the_singular():
    """The results screen once said "1 eggs, 20 Sheaves" (the screen audit caught it)."""
    state = henhouse.new_game(2, 4, {"first_seat": 0})
    state.wild = [0]  # one Wild Egg for seat 0
    state.sheaves = [1, 20]
    state.phase = "targeting"
    rows = dict(summary(state).standings)
    assert rows[0] == "1 egg, 1 Sheaf"
    assert rows[1] == "0 eggs, 20 Sheaves"
    assert progress(state, ["Ann", "Bob"]).endswith("Ann 1 egg, Bob 0 eggs")
    assert highlights([R.Paid(0, 1, "destroyed", 1)], ["Ann", "Bob"]) == [
        "Richest harvest: Ann, 1 Sheaf earned"
    ]
