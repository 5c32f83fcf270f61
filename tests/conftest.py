"""Every test runs without a screen or a sound card, and with its own save folder.

Property tests draw the same examples on every run (``derandomize``), so a run is
repeatable and CI cannot turn red on a fresh draw; set HYPOTHESIS_PROFILE=explore to
search new examples while working.
"""

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pytest  # noqa: E402
from hypothesis import settings  # noqa: E402

settings.register_profile("repeatable", derandomize=True)
settings.register_profile("explore", derandomize=False)
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "repeatable"))


@pytest.fixture(autouse=True)
def _isolated_home(tmp_path, monkeypatch):
    monkeypatch.setenv("FOWLPLAY_HOME", str(tmp_path / "fowlplay-home"))
