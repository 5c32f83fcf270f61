"""Scene tests are reproducible: the menus' fresh-game seeds come from a seeded random."""

import random

import pytest


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
