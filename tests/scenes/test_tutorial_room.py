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
from tests.scenes.harness import audited_frame, run_until

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
