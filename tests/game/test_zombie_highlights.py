"""The results screen's lines for Zombie Chickens, read from a game's events."""

from __future__ import annotations

from game.zombie import actions as A
from game.zombie import cards as C
from game.zombie.highlights import highlights


def _defended(seat: int, defence: str, destroyed=()) -> A.Defended:
    return A.Defended(seat, 0, 0, 0, defence, (), tuple(destroyed), -1, ())


def test_the_lines_name_the_best_defence_the_sharpest_farmer_and_the_worst_night():
    events = [
        A.NightStarted(1),
        _defended(0, "hay"),
        _defended(1, "shotgun", destroyed=(5, 6)),
        A.LifeLost(1, 1, 0, 0, 4),
        A.NightStarted(2),
        _defended(0, "hay"),
        A.LifeLost(0, 0, 0, 1, 4),
        A.NightStarted(3),
        A.LifeLost(1, 1, 0, 2, 3),
        A.LifeLost(1, 1, 0, 3, 2),
    ]
    lines = highlights(events, ["Ann", "Bob"])
    assert f"Best defence: {C.DAY_NAMES['hay']}, 2 zombies stopped" in lines
    assert "Sharpest farmer: Ann, 2 zombies stopped" in lines
    assert "Worst Night: Night 3, 2 Life cards lost" in lines
    assert "Explosions that cost a stack: 1" in lines
    assert "Most bitten: Bob, 3 times" in lines


def test_equal_nights_name_the_latest_and_solo_games_skip_the_bitten_line():
    events = [A.NightStarted(1), A.LifeLost(0, 0, 0, 0, 4), A.NightStarted(2)]
    events += [A.LifeLost(0, 0, 0, 1, 3)]
    lines = highlights(events, ["Solo"])
    assert "Worst Night: Night 2, 1 Life card lost" in lines
    assert not any(line.startswith("Most bitten") for line in lines)


def test_one_zombie_stopped_is_said_in_the_singular():
    lines = highlights(
        [A.NightStarted(1), _defended(0, "shotgun"), A.LifeLost(0, 0, 0, 0, 4)], ["Ann", "Bob"]
    )
    assert f"Best defence: {C.DAY_NAMES['shotgun']}, 1 zombie stopped" in lines
    assert "Sharpest farmer: Ann, 1 zombie stopped" in lines
    assert "Most bitten: Ann, 1 time" in lines
