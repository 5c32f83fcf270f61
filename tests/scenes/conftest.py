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


@pytest.fixture(autouse=True)
def _seeded_layouts(monkeypatch):
    """Henhouse's Randomise draws from the OS (no seat can recompute another's army);
    scene tests draw from one seeded stand-in instead, so each plays the same every run."""
    stand_in = random.Random(20261201)
    monkeypatch.setattr(random, "SystemRandom", lambda: stand_in)
