"""Counted nouns agree with their number, and card names take the right article."""

from game.words import a, count, plural


def test_one_is_singular_and_every_other_number_plural():
    assert count(1, "point") == "1 point"
    assert [count(n, "point") for n in (0, 2, 12)] == ["0 points", "2 points", "12 points"]
    assert count(1, "die") == "1 die" and count(3, "die") == "3 dice"
    assert count(1, "Life") == "1 Life" and count(4, "Life") == "4 Lives"
    assert count(2, "more card") == "2 more cards" and count(1, "more card") == "1 more card"
    assert plural("match") == "matches" and plural("Farm card") == "Farm cards"


def test_a_card_name_takes_a_or_an():
    assert a("Ammo") == "an Ammo" and a("Shotgun") == "a Shotgun" and a("Hay Bale") == "a Hay Bale"
