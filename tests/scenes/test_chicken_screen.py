"""What the Chicken! table draws at a human's decision: the points label clear of the
buttons, the focused button marked by more than a colour, odds for both first choices,
and toasts that never sit on a button."""

from __future__ import annotations

import pygame
import pytest

from game import chicken
from game.match import Match, SeatSpec
from scenes import ui
from scenes.chicken import layout
from scenes.menus import TitleScene, start_match
from tests.scenes.harness import frames, look, press_key, run_until


@pytest.fixture
def app(audited_app):
    audited_app.replace(TitleScene(audited_app))
    frames(audited_app)
    return audited_app


def _drawn(app) -> list[tuple[str, pygame.Rect]]:
    """The next frame's texts as the audit records them: (words, rect)."""
    return [(text.words, text.rect) for text in look(app).texts]


def _at_first_choice(app):
    seats = [SeatSpec("Ann", 0, "human", device="kb-left"), SeatSpec("Cpu", 1, "ai", "easy")]
    start_match(app, Match("chicken", 3, seats, {"first_seat": 0}), autosave=False)
    scene = app.top
    run_until(app, lambda: scene.idle() and scene.state.current_seat() == 0)
    assert scene.state.phase == chicken.CHOOSE
    return scene


def test_the_points_label_sits_inside_its_frame_clear_of_both_buttons(app):
    _at_first_choice(app)
    drawn = _drawn(app)
    label = next(rect for words, rect in drawn if words == "0 points")
    assert layout.zone_frame(layout.CHICKEN_ZONE).contains(label)
    for index in (0, 1):
        assert not label.colliderect(layout.button_rect(index, focused=True))
        inner = layout.TRAY_RECT.inflate(-12, -12)  # clear of the tray's frame and shadow
        assert inner.contains(layout.button_rect(index, focused=True))
    words = [w for w, _ in drawn]
    assert "› Go for it! ‹" in words and "Chicken out" in words, "the focus is marked in words"
    press_key(app, pygame.K_d)
    drawn = _drawn(app)
    assert "› Chicken out ‹" in [w for w, _ in drawn]


def test_the_odds_panel_shows_both_first_choices(app):
    scene = _at_first_choice(app)
    scene.show_odds = True
    drawn = _drawn(app)
    inside = [w for w, rect in drawn if layout.ODDS_RECT.contains(rect)]
    assert any(w.startswith("Go for it: bust ") for w in inside), inside
    assert any(w.startswith("Chicken out: bust ") for w in inside), inside
    assert sum("then about" in w for w in inside) == 2
    assert "Once the dice stop" not in inside and "After a first roll" not in inside


def test_a_toast_never_covers_the_buttons(app, monkeypatch):
    scene = _at_first_choice(app)
    seen = []
    real = ui.draw_toasts
    monkeypatch.setattr(ui, "draw_toasts", lambda s, t, c=(): seen.append((t, c)) or real(s, t, c))
    press_key(app, pygame.K_z)  # nothing to undo yet
    texts, clear = seen[-1]
    assert any(text.startswith("Nothing to undo") for text in texts)
    assert clear == scene.choice_rects() and clear
    for box in ui.toast_boxes(texts, clear):
        assert box.right < ui.W and box.left > 0 and box.bottom < ui.H - 56  # over no hint
        for index in (0, 1):
            assert not box.colliderect(layout.button_rect(index, focused=True))
