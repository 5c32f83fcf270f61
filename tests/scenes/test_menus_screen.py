"""The menus as a player sees them, looked at through what each frame draws: results,
game select, Records, Settings in large text and seat setup keep their words inside
their boxes and clear of each other; a finished game is watched back from a button."""

from __future__ import annotations

import pygame
import pytest

from game import saves
from game.match import Match, SeatSpec
from game.registry import info
from scenes.chicken.scene import ChickenScene
from scenes.menus import GameSelectScene
from scenes.records import RecordsScene
from scenes.results import BOX, ResultsScene
from scenes.seat_setup import SeatSetupScene
from scenes.settings_menu import SettingsScene
from scenes.words import count
from tests.scenes.drawn import HINT_BAR_TOP, overlapping, record
from tests.scenes.harness import frames, new_app, press_key


@pytest.fixture
def app():
    app = new_app()
    yield app
    app.quit()


def _finished(game: str = "chicken", options=None) -> Match:
    seats = [SeatSpec("Ann", 0, "ai", "easy"), SeatSpec("Bob", 1, "ai", "easy")]
    match = Match(game, 5, seats, options or {})
    players = [info(game).make_ai(seat, "easy", 5) for seat in range(2)]
    state = match.state
    while not state.is_over():
        seat = state.current_seat()
        match.apply(players[seat].decide(state.view(seat)))
    return match


def test_results_fit_their_panel_and_offer_the_replay_as_a_button(app, monkeypatch):
    match = _finished()
    path = saves.archive(match)
    app.replace(ResultsScene(app, match, path))
    drawn = record(monkeypatch)
    frames(app)
    words = drawn.words()
    assert {"Play again", "› Play again ‹", "Watch replay", "Back to menu"} & set(words)
    assert "Watch replay" in words and "Back to menu" in words
    assert not any("fowlplay" in w or str(path) in w or ".json" in w for w in words)
    buttons = [p for p in drawn.panels if p != BOX and p.y < HINT_BAR_TOP]
    assert len(buttons) == 3
    for rect in buttons:
        assert BOX.contains(rect.inflate(8, 8)), "a button is cut by the panel's edge"
    assert not overlapping([r for _, r in drawn.texts])
    press_key(app, pygame.K_s)  # down to Watch replay
    press_key(app, pygame.K_SPACE)
    scene = app.top
    assert isinstance(scene, ChickenScene) and scene.drivers.replay is not None
    assert scene.match.seed == match.seed


def test_a_co_op_ladder_keeps_its_star_clear_of_its_words(app, monkeypatch):
    match = _finished("zombie", {"mode": "coop"})
    app.replace(ResultsScene(app, match))
    drawn = record(monkeypatch)
    frames(app)
    assert not overlapping([r for _, r in drawn.texts])
    assert count(1, "turn") == "1 turn" and count(3, "die") == "3 dice"
    for words, rect in drawn.texts:
        assert BOX.contains(rect), words


def test_game_cards_keep_their_blurbs_above_the_player_count(app, monkeypatch):
    for large in (False, True):
        app.change_settings(text_size="large" if large else "normal")
        app.replace(GameSelectScene(app))
        drawn = record(monkeypatch)
        frames(app)
        cards = [p for p in drawn.panels if p.h >= 380]
        assert len(cards) == 4
        for card in cards:
            inside = [(w, r) for w, r in drawn.texts if card.contains(r)]
            players = [r for w, r in inside if w.endswith(" players")]
            assert players, "each card names its player count"
            assert not overlapping([r for _, r in inside]), [w for w, _ in inside]
        monkeypatch.undo()


def test_records_tabs_hold_their_names(app, monkeypatch):
    app.change_settings(text_size="large")
    app.replace(RecordsScene(app))
    drawn = record(monkeypatch)
    frames(app)
    tabs = [p for p in drawn.panels if p.h == 44 and p.y < HINT_BAR_TOP]
    titles = [(w, r) for w, r in drawn.texts if r.centery < 150 and r.y > 90]
    assert len(tabs) == len(titles) == 4
    for (words, rect), tab in zip(titles, tabs, strict=True):
        assert tab.contains(rect), words


def test_large_text_keeps_the_volume_clear_of_its_bar(app, monkeypatch):
    app.change_settings(text_size="large", master_volume=1.0)
    app.replace(SettingsScene(app))
    cells = []
    real = pygame.draw.rect

    def draw_rect(surface, colour, rect, *args, **kwargs):
        if pygame.Rect(rect).size == (13, 18):
            cells.append(pygame.Rect(rect))
        return real(surface, colour, rect, *args, **kwargs)

    drawn = record(monkeypatch)
    monkeypatch.setattr(pygame.draw, "rect", draw_rect)
    frames(app)
    values = [r for w, r in drawn.texts if w.endswith("%") and r.x > 300 and r.x < 640]
    assert values and cells
    for value in values:
        assert not any(value.inflate(8, 0).colliderect(c) for c in cells), "the % touches the bar"


def test_a_long_device_name_stays_in_its_seat(app, monkeypatch):
    name = "Controller 1 (Virtual Controller)"
    monkeypatch.setattr(app.router, "label", lambda device: name)
    app.replace(SeatSetupScene(app, info("island"), "pad-0"))
    drawn = record(monkeypatch)
    frames(app)
    seat = next(p for p in drawn.panels if p.w == 820)
    device = next(r for w, r in drawn.texts if name in w)
    looks = next(r for w, r in drawn.texts if r.x == seat.x + 270)
    assert seat.contains(device) and not device.colliderect(looks)
