"""Scene tests are reproducible: the menus' fresh-game seeds come from a seeded random."""

import random
import sys
from collections.abc import Iterator

import pytest

from ecs import audit
from scenes.app import App
from scenes.menus import TitleScene
from tests.scenes.harness import frames, new_app


@pytest.fixture
def app() -> Iterator[App]:
    """A headless app at the title screen, the start most scene tests share."""
    app = new_app()
    app.replace(TitleScene(app))
    frames(app)
    yield app
    app.quit()


@pytest.fixture(autouse=True)
def _seeded_new_games():
    state = random.getstate()
    random.seed(20261130)
    yield
    random.setstate(state)


@pytest.fixture(autouse=True)
def _guides_already_seen(monkeypatch):
    """Scene tests play as someone who has seen every guide (test_tutorials.py shows them)."""
    monkeypatch.setattr("scenes.tutorial.offer_tutorial", lambda scene, seat: None)


@pytest.fixture(autouse=True)
def _seeded_layouts(monkeypatch):
    """Henhouse's Randomise draws from the OS (no seat can recompute another's army);
    scene tests draw from one seeded stand-in instead, so each plays the same every run."""
    stand_in = random.Random(20261201)
    monkeypatch.setattr(random, "SystemRandom", lambda: stand_in)


@pytest.fixture
def audited_app() -> Iterator[App]:
    """An app made with the audit's recorder on, so harness.look can see each frame.

    Pictures cached by earlier tests were made before the recorder was on and carry no
    words, so every cached picture of the engine and the scenes is made afresh.
    """
    audit.install()
    _forget_cached_pictures()
    app = new_app()
    try:
        yield app
    finally:
        app.quit()
        audit.uninstall()


def _forget_cached_pictures() -> None:
    for name, module in list(sys.modules.items()):
        if module is None or not name.startswith(("ecs.", "scenes.")):
            continue
        for value in list(vars(module).values()):
            if callable(getattr(value, "cache_clear", None)) and hasattr(value, "__wrapped__"):
                value.cache_clear()
