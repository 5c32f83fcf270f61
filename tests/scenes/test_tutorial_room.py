"""The first-time guide's panel never sits on the table's words: judged by the screen
audit at each game's first guided step, on the busy tables where it once did (Zombie's
prompt and call-out, Henhouse's enemy farms while the army is hidden, Island's
stock and Scrolls while Leaders are chosen)."""

from __future__ import annotations

import pygame
import pytest

import scenes.tutorial as tutorial
from game import registry
from game.match import Match, SeatSpec
from scenes.menus import start_match
from scenes.tutorial import TutorialScene
from tests.scenes.harness import audited_frame, frames, press_key, run_until

REAL_OFFER = tutorial.offer_tutorial  # other scene tests may switch the guides off


def _first_step(app, game: str) -> TutorialScene:
    app.change_settings(tutorials_seen=())
    seats = [SeatSpec("Player 1", 0, "human", device="kb-left"), SeatSpec("Bot 2", 1, "ai")]
    options = registry.info(game).settle(2, {"first_seat": 0})
    start_match(app, Match(game, 1, seats, options), autosave=False, turbo=True)
    run_until(app, lambda: isinstance(app.top, TutorialScene) and app.top.showing())
    return app.top


def _under_the_panel(app, guide: TutorialScene) -> list:
    audited_frame(app)  # the panel finds its place
    panel = pygame.Rect(guide.panel_rect)
    return [f for f in audited_frame(app) if panel.colliderect(f.rect)]


@pytest.mark.parametrize("game", ["zombie", "henhouse", "island"])
def test_the_first_guided_step_covers_no_words(audited_app, monkeypatch, game):
    monkeypatch.setattr(tutorial, "offer_tutorial", REAL_OFFER)
    guide = _first_step(audited_app, game)
    assert _under_the_panel(audited_app, guide) == []


def test_every_island_step_leaves_the_table_readable(audited_app, monkeypatch):
    """Island's table fills the screen: each step folds away the stock or the Scrolls it
    is not about and sits in their column, so the panel never lies on the Banners' or the
    cards' words (the Roll and Actions steps once did), nor its own title on its Skip."""
    monkeypatch.setattr(tutorial, "offer_tutorial", REAL_OFFER)
    app = audited_app
    guide = _first_step(app, "island")
    scene = guide.scene
    stand_in = registry.info("island").make_ai(0, "normal", 1)
    seen = set()
    for _ in range(3000):
        if guide.done:
            break
        if guide.showing():
            seen.add(guide.index)
            faults = audited_frame(app) + audited_frame(app)
            assert faults == [], (guide.index, [str(f) for f in faults])
            if guide.step.reading:
                press_key(app, pygame.K_SPACE)
                continue
        if scene.state.current_seat() == 0 and scene.idle() and scene.rows_ready():
            scene.perform(stand_in.decide(scene.state.view(0)))  # the player plays on
        frames(app)
    assert {1, 2, 3, 4, 7} <= seen, seen


def test_an_island_step_waits_while_a_build_is_picked(audited_app, monkeypatch):
    """A step that folds the stock away hides while Build... is open, so the Machines
    being picked from are always on show (the guide once hid 3 of the 6)."""
    monkeypatch.setattr(tutorial, "offer_tutorial", REAL_OFFER)
    app = audited_app
    guide = _first_step(app, "island")
    scene = guide.scene
    press_key(app, pygame.K_SPACE)  # a Leader
    run_until(app, lambda: guide.showing() and scene.state.stage == "roll")
    press_key(app, pygame.K_SPACE)  # Roll!
    for _ in range(2):  # the Banner's dice, the stock: words to read on
        run_until(app, lambda: guide.showing() and guide.step.reading)
        press_key(app, pygame.K_SPACE)
    run_until(app, lambda: guide.showing() and guide.step.anchor == "army")
    assert "stock" in scene.folded
    press_key(app, pygame.K_TAB)  # the commands row
    chips = scene.decision().chips
    while chips[scene.controls.col].label != "Build...":
        press_key(app, pygame.K_a)
    press_key(app, pygame.K_SPACE)
    assert scene.controls.menu == "build"
    assert not guide.showing() and "stock" not in scene.folded
    assert scene.tutorial_anchor("stock") is not None
    press_key(app, pygame.K_q)  # back out of the picker
    run_until(app, lambda: guide.showing())
    assert scene.controls.menu == "top" and "stock" in scene.folded


def test_the_arrow_never_crosses_the_words_it_must_leave_clear():
    """Island's last step pointed at End actions across the prompt above it."""
    from scenes import tutorial_paint

    panel = pygame.Rect(906, 190, 360, 280)
    chip = pygame.Rect(650, 564, 110, 36)
    prompt = pygame.Rect(288, 534, 616, 24)
    drawn = pygame.Surface((1280, 720), pygame.SRCALPHA)
    tutorial_paint._arrow(drawn, panel, chip, 0.5)
    assert drawn.get_bounding_rect().colliderect(prompt), "the arrow's way crosses it"
    kept = pygame.Surface((1280, 720), pygame.SRCALPHA)
    tutorial_paint._arrow(kept, panel, chip, 0.5, [prompt])
    assert kept.get_bounding_rect().size == (0, 0), "no arrow across the prompt"
