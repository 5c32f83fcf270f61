"""Audio never crashes, says once when there is no device, and the WAVs are sound."""

from __future__ import annotations

import logging
import wave

import pygame
import pytest

import assets
from ecs import audio as audio_mod
from ecs.audio import NO_DEVICE_MESSAGE, SOUND_NAMES, Audio

SOUNDS = assets.path("sounds")


@pytest.fixture
def no_device(monkeypatch):
    """A machine with no sound card: mixer.init raises, and nothing is initialised."""

    def broken_init(*args, **kwargs):
        raise pygame.error("No available audio device")

    if pygame.mixer.get_init():
        pygame.mixer.quit()
    monkeypatch.setattr(pygame.mixer, "init", broken_init)
    monkeypatch.setattr(pygame.mixer, "get_init", lambda: None)


def test_no_device_reports_once_and_plays_silently(no_device, caplog):
    caplog.set_level(logging.WARNING, logger="fowlplay")
    sound = Audio()
    assert sound.available is False
    assert sound.message == NO_DEVICE_MESSAGE
    for name in SOUND_NAMES + ("no-such-sound",):
        assert sound.play(name) is None
        assert sound.play(name, volume=0.3) is None
    sound.set_volume(0.5)
    sound.set_muted(True)
    sound.stop()
    warnings = [r for r in caplog.records if r.name == "fowlplay" and r.levelno == logging.WARNING]
    assert [r.getMessage() for r in warnings] == [NO_DEVICE_MESSAGE]


def test_disabled_audio_never_touches_the_mixer(monkeypatch):
    def explode(*args, **kwargs):
        raise AssertionError("mixer.init called")

    monkeypatch.setattr(pygame.mixer, "init", explode)
    sound = Audio(enabled=False)
    assert not sound.available
    assert sound.play("click") is None


def test_plays_with_the_dummy_driver():
    sound = Audio(seed=1)
    try:
        assert sound.available, "SDL's dummy audio driver always opens"
        for name in SOUND_NAMES:
            sound.play(name)
        assert all(sound._cache[name] is not None for name in SOUND_NAMES)
        sound.play("click")
        sound.play("score", volume=0.5)
        assert sound.play("no-such-sound") is None
        sound.set_volume(0.0)
        assert sound.play("click") is None
        sound.set_volume(2.0)
        assert sound.master == 1.0
        sound.set_muted(True)
        assert sound.play("click") is None
    finally:
        pygame.mixer.quit()


def test_volume_is_clamped():
    sound = Audio(enabled=False, master=-3)
    assert sound.master == 0.0
    sound.set_volume(0.25)
    assert sound.master == 0.25
    sound.set_volume("loud")  # type: ignore[arg-type]
    assert sound.master == 1.0


@pytest.mark.parametrize("name", SOUND_NAMES)
def test_wav_files_are_valid(name):
    path = SOUNDS / f"{name}.wav"
    assert path.is_file(), f"run tools/gen_sounds.py to make {path.name}"
    with wave.open(str(path)) as w:
        assert w.getframerate() == 44100
        assert w.getnchannels() == 1
        assert w.getsampwidth() == 2
        seconds = w.getnframes() / w.getframerate()
        frames = w.readframes(w.getnframes())
    assert seconds > 0.02
    if name == "win":
        assert seconds <= 2.0
    else:
        assert seconds < 1.0
        assert path.stat().st_size < 60 * 1024
    import array

    samples = array.array("h", frames)
    peak = max(abs(s) for s in samples)
    assert 8000 < peak < 32767  # audible, and never clipped


def test_sound_names_match_the_generator():
    import importlib.util

    spec = importlib.util.spec_from_file_location(
        "gen_sounds", assets.ROOT.parent / "tools" / "gen_sounds.py"
    )
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    assert tuple(module.EFFECTS) == SOUND_NAMES
    assert audio_mod.SOUND_NAMES == SOUND_NAMES
