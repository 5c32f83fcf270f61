"""Henhouse Havoc's first-time guide, every step of it, judged by the screen audit: its
panel once sat on the big board's letters and caption, on the Secret Weapons and on the
AI's call-out, and flashed a frame over the unfolded table as a step began."""

from __future__ import annotations

import pygame
import pytest

import scenes.tutorial as tutorial
from tests.scenes.harness import GuideWatch

REAL_OFFER = tutorial.offer_tutorial  # the scene tests' conftest switches guides off


@pytest.fixture
def app(audited_app, monkeypatch):
    monkeypatch.setattr(tutorial, "offer_tutorial", REAL_OFFER)
    audited_app.change_settings(tutorials_seen=())
    return audited_app


def _click(app, rect: pygame.Rect) -> None:
    for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        pygame.event.post(pygame.event.Event(kind, pos=rect.center, button=1))


def test_every_guide_step_shows_and_covers_no_words(app):
    watch = GuideWatch(app, "henhouse", 4)
    scene, guide, stand_in, frame = watch.scene, watch.guide, watch.stand_in, watch.frame

    for _ in range(600):
        frame()
        if guide.done or scene.state.is_over():
            break
        if scene.state.current_seat() != 0 or not scene.idle() or not scene.rows_ready():
            continue
        frame(10)  # each step on show a while before the seat acts
        if guide.showing() and guide.step.reading:
            for kind in (pygame.KEYDOWN, pygame.KEYUP):
                pygame.event.post(pygame.event.Event(kind, key=pygame.K_SPACE))
        elif scene.placing_now():  # Randomise, then Deploy!, as a player clicks them
            _click(app, scene.painter.chip_rects[0])
            frame(20)
            _click(app, scene.painter.chip_rects[2])
        elif scene.state.current_seat() == 0 and scene.rows_ready():
            scene.perform(stand_in.decide(scene.state.view(0)))
    assert watch.shown == set(range(len(guide.guide.steps))), watch.shown
    assert watch.faults == [], watch.faults[:5]


def test_the_guides_arrow_never_strikes_through_the_prompt_over_the_chips(app):
    """Henhouse's "Choose a unit to fire." lost its "a" under the arrow to the chips."""
    from scenes import tutorial_paint

    surface = pygame.Surface((1280, 720))
    chips = pygame.Rect(400, 580, 500, 40)
    prompt = pygame.Rect(300, 540, 700, 24)  # between the panel and the chips
    panel = pygame.Surface((500, 200), pygame.SRCALPHA)
    for words, arrow in (([prompt], False), ([], True)):
        surface.fill((0, 0, 0))
        at = tutorial_paint.draw(surface, [panel], chips, [], "top", 0.0, [chips, *words])
        assert at.bottom < prompt.top - 100, "far enough above for an arrow"
        lit = [
            (x, y)
            for x in range(prompt.left, prompt.right, 2)
            for y in range(prompt.top, prompt.bottom, 2)
            if surface.get_at((x, y))[:3] != (0, 0, 0)
        ]
        assert bool(lit) == arrow, len(lit)
