"""The tables' side panels of cards are veiled and captioned in one place (ui.veiled_box):
Island once kept its own veil picture and caption code beside Henhouse's."""

from __future__ import annotations

import pytest

from game.match import Match, SeatSpec
from scenes import ui
from scenes.menus import start_match
from tests.scenes.harness import frames, run_until
from tests.scenes.henhouse_steps import start_henhouse, to_targeting


@pytest.fixture
def captions(monkeypatch) -> list[str]:
    """Every caption drawn through the shared side panel."""
    said = []
    real = ui.veiled_box

    def recorded(surface, box, caption, *args, **kwargs):
        said.append(caption)
        return real(surface, box, caption, *args, **kwargs)

    monkeypatch.setattr(ui, "veiled_box", recorded)
    return said


def test_island_veils_its_stock_and_scrolls_through_the_shared_box(app, captions):
    seats = [SeatSpec("Ann", 0, "human", device="kb-left"), SeatSpec("Bob", 1, "ai", "easy")]
    start_match(app, Match("island", 3, seats, {}), autosave=False, turbo=True)
    scene = app.top
    run_until(app, lambda: scene.idle() and scene.state.current_seat() == 0)
    frames(app, 2)
    assert "Machine stock" in captions and "Ann's Scrolls (0)" in captions


def test_henhouse_veils_its_secret_weapons_through_the_shared_box(app, captions):
    scene = start_henhouse(app, 2)
    to_targeting(app, scene)
    frames(app, 2)
    assert "Your Secret Weapons" in captions
