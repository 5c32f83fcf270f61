"""War for Chicken Island's first-time guide in Large text, every step judged by the screen
audit: the panel's title and its "Jump to the commands row" ran out of the narrow panel,
and the Build step, too tall for the room under the Machine stock, sat on the seat panels'
words; the pulsing outline round End actions struck through the prompt above it."""

from __future__ import annotations

import pygame
import pytest

import scenes.tutorial as tutorial
from tests.scenes.harness import GuideWatch

REAL_OFFER = tutorial.offer_tutorial  # the scene tests' conftest switches guides off


@pytest.fixture
def app(audited_app, monkeypatch):
    monkeypatch.setattr(tutorial, "offer_tutorial", REAL_OFFER)
    audited_app.change_settings(tutorials_seen=(), text_size="large")
    return audited_app


def _press(key: int) -> None:
    for kind in (pygame.KEYDOWN, pygame.KEYUP):
        pygame.event.post(pygame.event.Event(kind, key=key))


def test_every_island_step_in_large_text_covers_no_words(app):
    watch = GuideWatch(app, "island", 1)
    scene, guide, stand_in, frame = watch.scene, watch.guide, watch.stand_in, watch.frame

    for _ in range(3000):
        frame()
        if guide.done or scene.state.is_over():
            break
        if scene.state.current_seat() != 0 or not scene.idle() or not guide.showing():
            continue
        frame(3)  # each step on show a while before the seat acts
        if guide.step.reading or scene.state.stage in ("leaders", "roll"):
            _press(pygame.K_SPACE)  # read on; lead with the first; Roll! is focused first
        else:
            scene.perform(stand_in.decide(scene.state.view(0)))
    steps = [i for i, step in enumerate(guide.guide.steps) if "flag" not in step.say]
    assert watch.shown == set(steps), watch.shown
    assert watch.faults == [], watch.faults[:5]


def test_the_outline_round_a_chip_never_reaches_the_prompt_over_it():
    """The ring round Island's End actions pulsed onto "Move or attack with your Kato"."""
    from scenes import tutorial_paint

    chip = pygame.Rect(580, 564, 140, 36)  # End actions, 6 px under the prompt's line
    prompt = pygame.Rect(288, 534, 616, 24)
    panel = pygame.Surface((360, 300), pygame.SRCALPHA)
    for words, struck in (([], True), ([prompt], False)):
        surface = pygame.Surface((1280, 720))
        tutorial_paint.draw(surface, [panel], chip, [], "right", 0.3, words)
        lit = [
            (x, y)
            for x in range(prompt.left, prompt.right)
            for y in range(prompt.top, prompt.bottom)
            if surface.get_at((x, y))[:3] != (0, 0, 0)
        ]
        assert bool(lit) == struck, len(lit)
