"""Zombie Chickens frames judged by the screen audit while a short seeded game plays: the
faults tools/audit_screens.py once found stay fixed."""

from __future__ import annotations

import pygame

from ecs import audit
from game.match import Match, SeatSpec
from game.registry import info
from game.zombie import actions as A
from game.zombie import cards as C
from scenes.menus import start_match
from scenes.zombie import layout as L
from tests.scenes.harness import audited_frame, press_key


def _play(app, seed: int, mode: str, until, players: int = 2) -> list:
    """Every fault of every frame, the human seat played by an easy AI, until ``until(scene)``."""
    seats = [SeatSpec("Ann", 0, "human", device="kb-left")]
    seats += [SeatSpec(f"Cpu {i}", i, "ai", "easy") for i in range(1, players)]
    start_match(app, Match("zombie", seed, seats, {"mode": mode}), autosave=False, turbo=True)
    scene = app.top
    played = scene.table.play
    scene.seen = []  # the rules events animated so far

    def play(event):
        scene.seen.append(event)
        return played(event)

    scene.table.play = play
    stand_in = info("zombie").make_ai(0, "easy", seed)
    faults = []
    for _ in range(20_000):
        faults += audited_frame(app)
        if until(scene):
            return faults
        if scene.state.is_over():
            break
        if scene.idle() and scene.rows() is not None:
            scene.perform(stand_in.decide(scene.state.view(0)))
    raise AssertionError("the moment never came")


def _event_card_flipped(scene) -> bool:
    """An event card's rule is a wide line: it runs off first."""
    flips = [e for e in scene.seen if isinstance(e, A.Flipped)]
    return any(C.NIGHT[e.card].is_event for e in flips) and scene.idle()


def test_a_night_card_turned_over_at_the_screen_edge_stays_on_screen(audited_app):
    faults = _play(audited_app, 1, "competitive", _event_card_flipped)
    off = [f for f in faults if f.kind == "text off screen"]
    assert off == [], off[:3]


def _at_own_choice(scene) -> bool:
    rows = scene.rows()
    return scene.idle() and rows is not None and bool(rows.hand)


def test_hand_cards_the_cursor_reaches_are_read_large_on_the_zoom_key(audited_app):
    """Their small print is decoration only because the Zoom key shows them at 16 px and up."""
    app = audited_app
    _play(app, 9, "competitive", _at_own_choice)
    scene = app.top
    audited_frame(app)
    hand = L.hand_card_centre(1, 0)[1]  # the hand's centre line
    on_cards = [t for t in audit.frame.texts if abs(t.rect.centery - hand) < 70]
    assert on_cards and all(t.decorative for t in on_cards if t.size < 16), on_cards
    press_key(app, pygame.K_c)
    assert scene.zoom_box() is not None
    audited_frame(app)
    box = scene.zoom_box()
    zoomed = [t for t in audit.frame.texts if box.contains(t.rect)]
    assert zoomed and min(t.size for t in zoomed) >= 16, [(t.words, t.size) for t in zoomed]


def _asked_to_scrap(scene) -> bool:
    asked = scene.idle() and scene.rows() is not None and scene.state.step == "scrap"
    return asked and scene.state.seat != 0  # someone else is at the gate


def test_a_storm_during_another_players_night_shows_the_farm_that_sheds(audited_app):
    """Picking which cards a storm takes happens on your own Farm, whoever is at the gate."""
    _play(audited_app, 9, "competitive", _asked_to_scrap)
    scene = audited_app.top
    assert scene.state.current_seat() == 0
    assert scene.table.focus_farm() == 0
    audited_frame(audited_app)  # the cursor's card is on the Farm drawn
