"""The Zombie Chickens art: everything renders, animates, and reads in greyscale."""

from __future__ import annotations

import itertools

import pygame
import pytest

from ecs import art
from tests.ecs.pixels import (
    card_ok,
    flatten,
    luminance,
    mask_xor,
    mean_alpha,
    mean_diff,
    opaque_pixels,
)

KINDS = ("hay", "scarecrow", "shotgun", "ammo", "trap", "shield", "flamethrower", "fuel", "wolr")
TRAITS = ("flying", "climbing", "invisible", "bulletproof", "fireproof", "timid", "exploding")
EVENTS = ("tornado", "lightning", "blood_moon", "solstice", "stampede", "rainfall", "silent_night")


pytestmark = pytest.mark.usefixtures("pygame_ready")


def test_the_names_match_the_rules_engine():
    assert art.CARD_KINDS == KINDS
    assert art.TRAITS == TRAITS
    assert art.EVENTS == EVENTS
    assert art.BACKS == ("day", "night", "life")


# --- icons -------------------------------------------------------------------------------


ICON_SETS = (("card", art.card_icon, KINDS), ("trait", art.trait_icon, TRAITS),
             ("event", art.event_icon, EVENTS))  # fmt: skip


@pytest.mark.parametrize("size", [24, 48, 96, 160])
@pytest.mark.parametrize("name, draw, names", ICON_SETS, ids=[s[0] for s in ICON_SETS])
def test_icons_render_at_every_size(name, draw, names, size):
    for n in names:
        surf = draw(n, size)
        assert surf.get_size() == (size, size), (name, n)
        assert surf.get_flags() & pygame.SRCALPHA
        assert opaque_pixels(surf) > size * size * 0.12, (name, n)
        assert opaque_pixels(surf) < size * size * 0.95, (name, n)  # not a filled square


@pytest.mark.parametrize("size", [32, 64])
@pytest.mark.parametrize("name, draw, names", ICON_SETS, ids=[s[0] for s in ICON_SETS])
def test_icons_differ_in_greyscale_and_in_outline(name, draw, names, size):
    greys = {n: flatten(draw(n, size), grey=True) for n in names}
    for a, b in itertools.combinations(names, 2):
        assert mean_diff(greys[a], greys[b]) > 3.0, (name, a, b)
        assert mask_xor(draw(a, size), draw(b, size)) > size * size * 0.06, (name, a, b)


def test_unknown_names_raise():
    for draw in (art.card_icon, art.trait_icon, art.event_icon):
        with pytest.raises(ValueError):
            draw("kazoo", 32)
    with pytest.raises(ValueError):
        art.card_back("dusk", 96)
    with pytest.raises(ValueError):
        art.zombie_frames(("sparkly",), 64)


def test_icons_are_cached():
    assert art.trait_icon("timid", 40) is art.trait_icon("timid", 40)
    assert art.card_icon("hay", 40) is art.card_icon("hay", 40)


# --- the zombie chicken -----------------------------------------------------------------

COMBOS = ((), ("flying",), ("invisible", "climbing"), ("bulletproof", "flying", "exploding"),
          ("fireproof", "timid"), ("flying", "fireproof", "timid", "exploding"))  # fmt: skip


@pytest.mark.parametrize("size", [48, 96, 200])
@pytest.mark.parametrize("traits", COMBOS, ids=lambda t: "+".join(t) or "plain")
def test_zombie_frames_animate(traits, size):
    frames = art.zombie_frames(traits, size)
    assert len(frames) == 4
    for f in frames:
        assert f.get_size() == (size, size)
        assert f.get_flags() & pygame.SRCALPHA
        assert opaque_pixels(f) > size * size * 0.1
    images = [flatten(f) for f in frames]
    for a, b in itertools.combinations(range(4), 2):
        assert mean_diff(images[a], images[b]) > 0.3, (traits, a, b)


def test_every_trait_changes_the_zombie():
    plain = flatten(art.zombie_frames((), 96)[0])
    for trait in TRAITS:
        assert mean_diff(plain, flatten(art.zombie_frames((trait,), 96)[0])) > 0.5, trait


def test_trait_order_does_not_matter():
    a = art.zombie_frames(("flying", "exploding"), 64)
    b = art.zombie_frames(("exploding", "flying"), 64)
    assert [flatten(f) for f in a] == [flatten(f) for f in b]


def test_invisible_zombies_are_see_through():
    solid = mean_alpha(art.zombie_frames(("climbing",), 96)[0])
    ghost = mean_alpha(art.zombie_frames(("climbing", "invisible"), 96)[0])
    assert ghost < solid * 0.6


# --- cards -------------------------------------------------------------------------------


@pytest.mark.parametrize("width", [96, 160, 240])
def test_day_cards(width):
    images = {}
    for kind in KINDS:
        surf = art.day_card(kind, kind.title(), "Stops a zombie, then is discarded at once.", width)
        card_ok(surf, width)
        images[kind] = flatten(surf, grey=True)
    for a, b in itertools.combinations(KINDS, 2):
        assert mean_diff(images[a], images[b]) > 1.0, (a, b)


def test_day_card_text_shows_and_long_text_still_fits():
    a = art.day_card("hay", "Hay Bale", "Short.", 160)
    b = art.day_card("hay", "Hay Bale", "A much longer rule that must wrap onto two lines.", 160)
    c = art.day_card("hay", "Hay Wall", "Short.", 160)
    assert flatten(a) != flatten(b) and flatten(a) != flatten(c)
    card_ok(art.day_card("wolr", "W.O.L.R.", "word " * 40, 96), 96)


@pytest.mark.parametrize("width", [96, 160])
def test_zombie_and_event_cards(width):
    for n in range(1, 5):
        card_ok(art.zombie_card("Walker", TRAITS[:n], width), width)
    one = flatten(art.zombie_card("Biter", ("flying",), width))
    two = flatten(art.zombie_card("Biter", ("flying", "fireproof"), width))
    assert mean_diff(one, two) > 0.5
    events = {}
    for event in EVENTS:
        surf = art.event_card(event, event.title(), "Every player discards 2 cards.", width)
        card_ok(surf, width)
        events[event] = flatten(surf, grey=True)
    for a, b in itertools.combinations(EVENTS, 2):
        assert mean_diff(events[a], events[b]) > 1.0, (a, b)
    zombie = flatten(art.zombie_card("Tornado", ("flying",), width))
    event = flatten(art.event_card("tornado", "Tornado", "Every player discards 2 cards.", width))
    assert mean_diff(zombie, event) > 10.0


@pytest.mark.parametrize("width", [96, 160])
def test_backs_and_life_card(width):
    backs = {deck: art.card_back(deck, width) for deck in ("day", "night", "life")}
    for surf in backs.values():
        card_ok(surf, width)
    for a, b in itertools.combinations(backs, 2):
        assert mean_diff(flatten(backs[a], True), flatten(backs[b], True)) > 5.0, (a, b)
    life = art.life_card(width)
    card_ok(life, width)
    assert mean_diff(flatten(life), flatten(backs["life"])) > 5.0


# --- backdrops and effects ---------------------------------------------------------------


def test_backdrops_fill_the_screen_and_night_is_darker():
    day = art.farm_backdrop(1280, 720, False)
    night = art.farm_backdrop(1280, 720, True)
    for surf in (day, night):
        assert surf.get_size() == (1280, 720)
        assert opaque_pixels(surf, 254) == 1280 * 720
    assert luminance(night) < luminance(day) * 0.5
    small = art.farm_backdrop(320, 180, True)
    assert small.get_size() == (320, 180)


@pytest.mark.parametrize("size", [48, 128])
def test_effects(size):
    for surf in (art.muzzle_flash(size), art.shield_bubble(size)):
        assert surf.get_size() == (size, size)
        assert opaque_pixels(surf) > size * size * 0.2
    for frames, count in ((art.flame_burst_frames(size), (4, 5, 6)),
                          (art.explosion_frames(size), (6,))):  # fmt: skip
        assert len(frames) in count
        for f in frames:
            assert f.get_size() == (size, size)
            assert opaque_pixels(f) > size * size * 0.03
        for a, b in itertools.pairwise(frames):
            assert flatten(a) != flatten(b)
    # the bubble is see-through in the middle, with a solid rim
    bubble = art.shield_bubble(size)
    assert bubble.get_at((size // 2, size // 2)).a < 160
    assert bubble.get_at((size // 2, 1 + size // 40)).a > 160


@pytest.mark.parametrize("width", [120, 300])
def test_hay_wall(width):
    wall = art.hay_wall(width)
    assert wall.get_width() == width
    assert 0.5 * width < wall.get_height() <= width
    assert opaque_pixels(wall) > wall.get_width() * wall.get_height() * 0.5
