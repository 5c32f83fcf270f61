"""The history panel, opened by posted presses in every game: its lines say what the
events said, it scrolls, it closes; the ticker shows the last lines while an AI plays;
and ``--log`` records a game played in a window."""

from __future__ import annotations

import io

import pygame
import pytest

from game import record, registry
from game.history import Names
from game.match import Match, SeatSpec
from scenes.cli import Launch
from scenes.history import HistoryScene
from scenes.menus import open_first_scene, start_match
from tests.scenes.harness import frames, look, press_key, press_pad, run_until, words

SEATS = [SeatSpec("Ann", 0, "human", device="kb-left"), SeatSpec("Henrietta", 1, "ai", "easy")]
GAMES = ["chicken", "zombie", "henhouse", "island"]


@pytest.fixture
def app(audited_app):
    """Every frame here is recorded, so a test reads the words it drew."""
    return audited_app


def playing(app, game: str, lines: int = 0):
    """A seeded game against an AI, run on until the AI has acted at least twice (and
    the history holds ``lines``), and is acting now."""
    app.change_settings(tutorials_seen=tuple(registry.GAMES))
    start_match(app, Match(game, 3, list(SEATS), {}), autosave=False, turbo=True)
    scene = app.top
    ai_moves = lambda: sum(1 for m in scene.match.movers if m == 1)  # noqa: E731

    def act() -> None:
        if scene.idle() and scene.state.current_seat() == 0 and app.top is scene:
            scene.perform(scene.state.legal_actions(0)[0])

    def done() -> bool:
        enough = ai_moves() >= 2 and len(scene.history_lines()) >= lines
        return enough and scene.ticker_on() and not scene.idle()

    run_until(app, done, act)
    return scene


@pytest.mark.parametrize("game", GAMES)
def test_the_history_key_opens_a_panel_of_the_events_in_words(app, game):
    scene = playing(app, game)
    expected = registry.info(game).narrator.lines(
        scene.match.history(), Names(["Ann", "Henrietta"], getattr(scene.state, "shared", False)), 0
    )
    assert scene.history_lines() == expected and len(expected) > 3
    assert any(line.seat == 1 and "Henrietta" in line.text for line in expected)
    press_key(app, pygame.K_r)  # History on the left keyboard half
    panel = app.top
    assert isinstance(panel, HistoryScene)
    shown = words(look(app))
    assert "History" in shown and expected[-1].text.split()[0] in " ".join(shown)
    press_key(app, pygame.K_w)  # up: older lines
    assert panel.panel.back == min(1, panel.panel.most_back)
    press_key(app, pygame.K_z)  # a page back
    assert panel.panel.back == min(panel.panel.most_back, 1 + panel.panel.visible - 1)
    press_key(app, pygame.K_s)
    press_key(app, pygame.K_q)  # back closes it
    assert app.top is scene


def test_the_panel_opens_from_the_right_keyboard_and_a_controller(app):
    scene = playing(app, "chicken")
    press_key(app, pygame.K_HOME)
    assert isinstance(app.top, HistoryScene)
    press_key(app, pygame.K_HOME)  # the same key closes it
    assert app.top is scene
    press_pad(app, 3, pygame.CONTROLLER_BUTTON_LEFTSTICK)
    assert isinstance(app.top, HistoryScene)


def test_scrolled_to_the_top_the_panel_shows_the_first_line(app):
    scene = playing(app, "chicken", lines=40)
    press_key(app, pygame.K_r)
    panel = app.top.panel
    frames(app)
    for _ in range(panel.most_back + 3):
        press_key(app, pygame.K_w)
    assert panel.back == panel.most_back > 0
    first = scene.history_lines()[0].text
    assert panel.rows(scene.history_lines(), 10_000)[0][1] == first
    assert any(first.startswith(w) for w in words(look(app)))


@pytest.mark.parametrize("game", GAMES)
def test_the_ticker_shows_the_newest_line_while_the_ai_plays(app, game):
    scene = playing(app, game)
    for _ in range(120):  # Henhouse's ticker waits while a banner pops in its band
        frame = look(app)
        rect = scene.shown_ticker()
        if rect is not None:
            break
    assert rect is not None
    inside = [t.words for t in frame.texts if rect.contains(t.rect)]
    newest = scene.history_lines()[-1].text
    assert inside and newest.endswith(inside[-1]), (inside, newest)  # its last row, newest
    assert all(t.size >= 16 for t in frame.texts if rect.contains(t.rect))


def test_log_records_a_game_started_in_a_window(app):
    stream = io.StringIO()
    stream.close = lambda: None  # kept readable after the game
    seats = [SeatSpec("A", 0, "ai", "easy"), SeatSpec("B", 1, "ai", "hard")]
    launch = Launch(False, match=Match("chicken", 9, seats), log=stream)
    open_first_scene(app, launch)
    scene = app.top
    run_until(app, lambda: len(scene.match.actions) >= 6)
    lines = record.read(stream.getvalue())
    assert lines[0]["type"] == "header" and lines[0]["seed"] == 9
    assert record.replay(lines).state.digest() == scene.match.state.digest()
