"""Henhouse Havoc frames judged by the screen audit: the faults tools/audit_screens.py
found there (banners over the farm's labels, 7-15 px print, coins and card backs whose
print flew over the Market's words) stay fixed."""

from __future__ import annotations

import pygame
import pytest

from ecs import audit
from ecs.components import Label
from game.henhouse import rules as R
from game.henhouse.weapons import WEAPON_DATA
from scenes.henhouse import layout as L
from scenes.screen_audit import check
from tests.scenes.harness import audited_frame, drawn, look, press_key, run_until
from tests.scenes.henhouse_steps import ready, start_henhouse, to_targeting

K = pygame


def _faults(app, count: int) -> list:
    found = []
    for _ in range(count):
        found += audited_frame(app)
    return list(dict.fromkeys(found))


@pytest.mark.parametrize("size", ["normal", "large"])
def test_a_banner_pops_under_the_boards_clear_of_every_label(audited_app, size):
    audited_app.change_settings(text_size=size)
    scene = start_henhouse(audited_app, 3)
    to_targeting(audited_app, scene)
    table = scene.table
    table.names[1] = "Henrietta"
    table.play(R.UnitDestroyed(1, "tactical_granary", 0, (0, 0, 0, 1, 0, 2), 0, ()))
    said = table._component(table.banner, Label).text
    faults, places = [], []
    for _ in range(40):  # it pops, overshoots and settles
        faults += audited_frame(audited_app)
        places += [t.rect for t in audit.frame.texts if t.words == said]
    assert faults == [], faults
    assert places, "the banner was drawn"
    for banner in places:
        assert L.BAND.contains(banner), (banner, L.BAND)
        assert not banner.colliderect(L.FOCUS)


@pytest.mark.parametrize("size", ["normal", "large"])
def test_hiding_the_army_every_word_reads_from_the_couch(audited_app, size):
    audited_app.change_settings(text_size=size)
    scene = start_henhouse(audited_app, 4)
    run_until(audited_app, lambda: ready(audited_app, scene) and scene.placing_now())
    faults = _faults(audited_app, 3)
    assert faults == [], faults
    record = look(audited_app)
    assert drawn(record, "Keyboard (left)").size >= 16  # the players' devices
    assert drawn(record, "Tractotank").size >= 16  # the army's name plates
    assert drawn(record, "placed").size >= 16  # (the army starts hidden at random)


def test_the_hand_and_the_card_in_focus_read_from_the_couch(audited_app):
    scene = start_henhouse(audited_app, 3)
    to_targeting(audited_app, scene)
    hand = ["nuclear_strike", "reinforced_silo", "egg_insurance", "fox_spy"]
    scene.state.hands[0] += hand
    scene.controls.key = None  # the chips are built anew, as for a new decision
    scene._sync(force=True)
    record = audit.begin_frame(audited_app.surface)  # the hand's list, as drawn between choices
    scene.painter._hand_list(audited_app.surface, scene.state.hands[0])
    assert check(record) == [], check(record)
    for card in hand:  # each card's name and rule
        assert drawn(record, WEAPON_DATA[card]["name"]).size >= 16
        assert drawn(record, WEAPON_DATA[card]["line"]).size >= 16
    chips = scene.decision()[0]
    while scene.controls.col:  # from the first chip (the choice starts on the Barn)
        press_key(audited_app, K.K_w)
    for index, chip in enumerate(chips):  # every unit and card a chip offers, up close
        if chip.unit or chip.card:
            faults = _faults(audited_app, 2)
            assert faults == [], (chip.label, faults)
            name = R.UNITS[chip.unit].name if chip.unit else WEAPON_DATA[chip.card]["name"]
            title = drawn(look(audited_app), name)
            assert title.size >= 20 and not title.decorative and L.HAND.contains(title.rect)
        if index + 1 < len(chips):
            press_key(audited_app, K.K_d)


@pytest.mark.parametrize(
    "event",
    [
        R.Paid(0, 30, "strike", 30),  # coins fly from the Market to Ann
        R.WeaponTaken(0, 0, "fox_spy", "purchase"),  # a card back flies to her
        R.DeckShuffled(27),  # five backs spin into the deck
    ],
)
def test_coins_and_card_backs_fly_over_no_words(audited_app, event):
    scene = start_henhouse(audited_app, 3)
    to_targeting(audited_app, scene)
    scene.table.play(event)
    faults = _faults(audited_app, 40)
    assert faults == [], faults
