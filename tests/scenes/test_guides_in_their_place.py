"""Guides wait for the guided player's own turn and never sit on what the player may press:
Chicken!'s last step used to pop up over the AI's turn and then over the buttons."""

from __future__ import annotations

import pygame
import pytest

import scenes.tutorial as tutorial
from game import chicken, registry
from game.match import Match, SeatSpec
from scenes.chicken import layout
from scenes.menus import start_match
from scenes.tutorial import TutorialScene
from tests.scenes.harness import frames, new_app, press_key, run_until

REAL_OFFER = tutorial.offer_tutorial  # the scene tests' conftest switches guides off


@pytest.fixture
def app(monkeypatch):
    monkeypatch.setattr(tutorial, "offer_tutorial", REAL_OFFER)
    app = new_app()
    app.change_settings(tutorials_seen=())
    yield app
    app.quit()


def _decides(seed: int) -> bool:
    state = chicken.new_game(2, seed, {"first_seat": 0})
    state.apply(chicken.GoForIt())
    return state.phase == chicken.DECIDE and not state.foxes[1:]


def test_the_last_chicken_step_waits_for_the_players_turn_and_leaves_the_buttons(app):
    seed = next(s for s in range(1, 100) if _decides(s))
    seats = [SeatSpec("Ann", 0, "human", device="kb-left"), SeatSpec("Cpu", 1, "ai", "easy")]
    options = registry.info("chicken").settle(2, {"first_seat": 0})
    start_match(app, Match("chicken", seed, seats, options), autosave=False)
    scene = app.top
    run_until(app, lambda: isinstance(app.top, TutorialScene) and app.top.showing())
    guide = app.top
    press_key(app, pygame.K_SPACE)  # go for it
    for _ in range(2):  # the foxes, the odds: words only
        run_until(app, guide.showing)
        press_key(app, pygame.K_SPACE)
    run_until(app, guide.showing)
    press_key(app, pygame.K_q)  # count the chickens: the AI's turn comes next
    last = len(guide.guide.steps) - 1
    assert guide.index == last
    ai_frames = 0

    def watch() -> None:
        nonlocal ai_frames
        if scene.state.current_seat() != 0 or not scene.idle():
            ai_frames += 1
            assert not guide.showing(), "a step showed over another seat's turn"

    run_until(app, lambda: guide.showing(), watch)
    assert ai_frames > 30, "the AI's turn was watched"
    assert scene.state.current_seat() == 0 and scene.state.phase == chicken.CHOOSE
    frames(app)
    for index in (0, 1):
        button = layout.button_rect(index, focused=True)
        assert not guide.panel_rect.colliderect(button), "the step covers a button"
    assert not guide.panel_rect.colliderect(layout.TRACK_RECT), "it covers the track it explains"
    played = len(scene.match.actions)
    press_key(app, pygame.K_SPACE)  # got it
    assert guide.done and app.top is scene
    assert len(scene.match.actions) == played, "reading on plays nothing"


def test_the_outline_round_the_hand_leaves_the_chip_above_it_whole(app):
    """Zombie's hand reaches (a lifted card high) under the choice row: the guide's ring
    round it struck through "Trade with Player 2" just above."""
    from scenes import tutorial_paint
    from scenes.zombie import paint

    seats = [
        SeatSpec("Ann", 0, "human", device="kb-left"),
        SeatSpec("Bo", 1, "human", device="kb-right"),
    ]
    options = registry.info("zombie").settle(2, {"mode": "coop"})
    start_match(app, Match("zombie", 5, seats, options), autosave=False)
    scene = app.top
    run_until(app, lambda: app.top is not scene)  # the pass screen: Ann's hand is private
    press_key(app, pygame.K_SPACE)
    run_until(app, lambda: isinstance(app.top, TutorialScene) and app.top.showing())
    assert app.top.step.anchor == "hand"
    rows = scene.rows()
    placed, _, _ = paint.chip_layout(rows.chips, scene.controls.col, scene.controls.row)
    trade = next(rect for chip, rect in placed if chip.label.startswith("Trade with"))
    hand = scene.tutorial_anchor("hand")
    assert hand.colliderect(trade), "the hand's reach runs under the chip (the case)"
    panel = pygame.Surface((300, 120), pygame.SRCALPHA)
    for pulse_time in (0.0, 0.3, 0.6):  # the ring at its widest and narrowest
        surface = pygame.Surface((1280, 720))
        tutorial_paint.draw(surface, [panel], hand, [], "above", pulse_time, scene.kept_clear())
        lit = [
            (x, y)
            for x in range(trade.left, trade.right)
            for y in range(trade.top, trade.bottom)
            if surface.get_at((x, y))[:3] != (0, 0, 0)
        ]
        assert not lit, (pulse_time, len(lit))
        ring = surface.get_bounding_rect()
        assert ring.bottom >= hand.bottom and ring.w >= hand.w, "the ring is still drawn round"
