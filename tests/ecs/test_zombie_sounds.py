"""The Zombie Chickens sound effects: generated, well-formed, short, and playable."""

from __future__ import annotations

import array
import importlib.util
import random
import wave

import pygame
import pytest

import assets
from ecs.audio import SOUND_NAMES, Audio

SOUNDS = assets.path("sounds")

ZOMBIE_SOUND_NAMES = (
    "card",
    "flip",
    "groan",
    "shotgun",
    "flame",
    "explode",
    "trap",
    "hay",
    "scare",
    "shield",
    "life",
    "dawn",
    "dusk",
    "wolr",
)
# Longest allowed length for each effect, in seconds (the rest are short: under 0.8 s).
LONGER = {"explode": 0.9, "dawn": 1.2, "dusk": 1.2, "wolr": 1.2}


def _generator():
    spec = importlib.util.spec_from_file_location(
        "gen_sounds", assets.ROOT.parent / "tools" / "gen_sounds.py"
    )
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def _read(name: str) -> tuple[tuple, array.array]:
    with wave.open(str(SOUNDS / f"{name}.wav")) as w:
        params = w.getparams()
        samples = array.array("h", w.readframes(w.getnframes()))
    return params, samples


def test_generator_lists_the_zombie_effects_separately():
    gen = _generator()
    assert tuple(gen.ZOMBIE_EFFECTS) == ZOMBIE_SOUND_NAMES
    assert not set(gen.ZOMBIE_EFFECTS) & set(gen.EFFECTS)
    assert not set(ZOMBIE_SOUND_NAMES) & set(SOUND_NAMES)


@pytest.mark.parametrize("name", ZOMBIE_SOUND_NAMES)
def test_zombie_wavs_are_valid(name):
    path = SOUNDS / f"{name}.wav"
    assert path.is_file(), f"run tools/gen_sounds.py to make {path.name}"
    params, samples = _read(name)
    assert params.framerate == 44100
    assert params.nchannels == 1
    assert params.sampwidth == 2
    seconds = params.nframes / params.framerate
    assert 0.05 < seconds <= LONGER.get(name, 0.8)
    assert path.stat().st_size < 110 * 1024
    peak = max(abs(s) for s in samples)
    assert 8000 < peak < 32767  # audible, and never clipped


@pytest.mark.parametrize("name", ZOMBIE_SOUND_NAMES)
def test_zombie_wavs_match_the_generator(name):
    gen = _generator()
    index = list(gen.ZOMBIE_EFFECTS).index(name)
    expected = gen.finish(gen.ZOMBIE_EFFECTS[name](random.Random(gen.ZOMBIE_SEED + index)))
    _, samples = _read(name)
    assert samples == expected, f"{name}.wav is stale: run tools/gen_sounds.py"


def test_zombie_sounds_play_with_the_dummy_driver():
    sound = Audio(seed=1)
    try:
        assert sound.available, "SDL's dummy audio driver always opens"
        for name in ZOMBIE_SOUND_NAMES:
            sound.play(name)
        assert all(sound._cache[name] is not None for name in ZOMBIE_SOUND_NAMES)
    finally:
        pygame.mixer.quit()
