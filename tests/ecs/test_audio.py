"""Audio never crashes, says once when there is no device, and the WAVs are sound."""

from __future__ import annotations

import array
import logging
import math
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


# -- levels, music and varied effects, with SDL's dummy driver ---------------------------

MUSIC_NAMES = audio_mod.MUSIC_NAMES
ONE_STEP = 1 / 128 + 1e-6  # SDL_mixer keeps volumes in 1/128 steps


@pytest.fixture
def live():
    """A real, open mixer (the dummy driver always opens), shut again afterwards."""
    sound = Audio(seed=11)
    assert sound.available, "SDL's dummy audio driver always opens"
    yield sound
    pygame.mixer.quit()


class _Spy:
    """A real mixer Channel that also notes every call made on it in ``log``."""

    def __init__(self, real_channel, log, index):
        self._real = real_channel(index)
        self._log = log
        self._index = index

    def __getattr__(self, attr):
        method = getattr(self._real, attr)

        def call(*args, **kwargs):
            self._log.append((self._index, attr, args, kwargs))
            return method(*args, **kwargs)

        return call


@pytest.fixture
def calls(monkeypatch):
    log: list[tuple] = []
    real_channel = pygame.mixer.Channel
    monkeypatch.setattr(pygame.mixer, "Channel", lambda i: _Spy(real_channel, log, i))
    return log


def _music_channels():
    return [pygame.mixer.Channel(i) for i in audio_mod.MUSIC_CHANNELS]


def _playing(loop):
    """The music channels now busy with ``loop``."""
    return [c for c in _music_channels() if c.get_busy() and c.get_sound() is loop]


def test_levels_multiply_and_apply_at_once(live):
    live.set_levels(master=0.5, effects=0.8, music=0.6, muted=False)
    channel = live.play("click", volume=0.5, vary=False)
    assert channel.get_volume() == pytest.approx(0.5 * 0.8 * 0.5, abs=ONE_STEP)
    live.music("menu", fade=0)
    loop = live._loops["menu"]
    assert _playing(loop)
    assert loop.get_volume() == pytest.approx(0.5 * 0.6, abs=ONE_STEP)
    live.set_levels(master=1.0, effects=1.0, music=0.25, muted=False)
    assert loop.get_volume() == pytest.approx(0.25, abs=ONE_STEP)  # the playing loop too
    live.set_volume(0.5)
    assert loop.get_volume() == pytest.approx(0.125, abs=ONE_STEP)
    assert (live.effects_volume, live.music_volume) == (1.0, 0.25)
    live.set_levels(master=1.0, effects=0.0, music=0.25, muted=False)
    assert live.play("click") is None
    live.set_levels(master=2, effects=-1, music="loud", muted=False)  # type: ignore[arg-type]
    assert (live.master, live.effects_volume, live.music_volume) == (1.0, 0.0, 1.0)


def test_crossfade_fades_the_old_loop_out_while_the_new_fades_in(live, calls):
    live.music("menu", fade=1.0)
    menu = live._loops["menu"]
    first = [c for c in calls if c[1] == "play"]
    assert len(first) == 1 and first[0][2][0] is menu
    assert first[0][3] == {"loops": -1, "fade_ms": 1000}
    menu_index = first[0][0]
    calls.clear()
    live.music("chicken", fade=1.0)
    chicken = live._loops["chicken"]
    assert live.current_music == "chicken"
    assert (menu_index, "fadeout", (1000,), {}) in calls
    plays = [c for c in calls if c[1] == "play"]
    assert len(plays) == 1
    assert plays[0][0] != menu_index and plays[0][0] in audio_mod.MUSIC_CHANNELS
    assert plays[0][2][0] is chicken and plays[0][3] == {"loops": -1, "fade_ms": 1000}
    assert not [c for c in calls if c[1] == "stop" and c[0] == menu_index]
    # Both are sounding at once: the old one fading, the new one rising.
    assert len(_playing(menu)) == 1 and len(_playing(chicken)) == 1


def test_asking_for_the_playing_loop_does_nothing(live, calls):
    live.music("zombie")
    zombie = live._loops["zombie"]
    calls.clear()
    live.music("zombie")
    live.music("zombie", fade=0)
    assert calls == []
    assert len(_playing(zombie)) == 1


def test_none_fades_the_music_out(live, calls):
    live.music("henhouse", fade=0.5)
    index = next(c[0] for c in calls if c[1] == "play")
    calls.clear()
    live.music(None, fade=0.5)
    assert live.current_music is None
    assert calls[-1] == (index, "fadeout", (500,), {})
    assert not [c for c in calls if c[1] == "play"]
    calls.clear()
    live.music(None)
    assert calls == []


def test_mute_stops_the_music_and_unmute_restarts_it(live):
    live.music("menu", fade=0)
    menu = live._loops["menu"]
    live.set_muted(True)
    assert not any(c.get_busy() for c in _music_channels())
    assert live.play("click") is None
    live.music("zombie")  # remembered while muted, not played
    assert live.current_music == "zombie"
    assert not any(c.get_busy() for c in _music_channels())
    live.set_muted(False)
    assert len(_playing(live._loops["zombie"])) == 1
    assert not _playing(menu)
    live.set_levels(1.0, 1.0, 1.0, muted=True)
    assert not any(c.get_busy() for c in _music_channels())
    live.set_levels(1.0, 1.0, 1.0, muted=False)
    assert len(_playing(live._loops["zombie"])) == 1


def test_stop_silences_music_until_asked_again(live):
    live.music("menu", fade=0)
    live.stop()
    assert not any(c.get_busy() for c in _music_channels())
    live.music("menu", fade=0)
    assert len(_playing(live._loops["menu"])) == 1


def test_effects_never_take_the_music_channels(live):
    live.music("menu", fade=0)
    menu = live._loops["menu"]
    for _ in range(4):  # more at once than there are effect channels
        for name in ("click", "select", "back"):
            live.play(name)
    assert len(_playing(menu)) == 1


def test_pitch_variants_are_resampled_copies(live):
    base = live.variant("cluck", 0)
    assert base is live._sound("cluck")
    made = [live.variant("cluck", k) for k in range(len(audio_mod.PITCHES))]
    assert len({id(s) for s in made}) == len(made)
    assert made == [live.variant("cluck", k) for k in range(len(made))]  # cached
    frames = len(base.get_raw())
    for sound, pitch in zip(made, audio_mod.PITCHES, strict=True):
        assert pitch == 1.0 or 0.03 - 1e-9 <= abs(pitch - 1.0) <= 0.06 + 1e-9
        assert len(sound.get_raw()) / frames == pytest.approx(1 / pitch, rel=2e-3)


def test_repitching_plays_each_channel_faster(live):
    freq, fmt, channels = pygame.mixer.get_init()
    assert (fmt, channels) == (-16, 2)  # the mixer's usual format: 16-bit stereo
    tone = [round(8000 * math.sin(2 * math.pi * 220 * i / freq)) for i in range(freq // 10)]
    stereo = array.array("h", [v for s in tone for v in (s, -s)])  # the right is inverted
    faster = audio_mod._repitched(stereo.tobytes(), 1.5, freq, fmt, channels)
    out = array.array("h", faster.get_raw())
    left, right = out[0::2], out[1::2]
    assert len(left) == pytest.approx(len(tone) / 1.5, rel=0.01)
    for k in range(100, len(left) - 100, 97):  # a 330 Hz tone now, well away from the ends
        assert abs(left[k] - 8000 * math.sin(2 * math.pi * 220 * 1.5 * k / freq)) < 400
        assert abs(left[k] + right[k]) < 40
    assert audio_mod._repitched(stereo.tobytes(), 1.5, freq, 32, channels) is None  # float


def test_repeats_never_play_the_same_take_twice_running(live):
    takes, levels = [], set()
    for _ in range(40):
        pygame.mixer.stop()
        channel = live.play("cluck")
        takes.append(channel.get_sound())
        levels.add(round(channel.get_volume(), 3))
    assert all(a is not b for a, b in zip(takes, takes[1:], strict=False))
    assert len({id(t) for t in takes}) >= 4
    assert len(levels) > 1  # and the loudness varies a little too
    pygame.mixer.stop()
    assert live.play("cluck", vary=False).get_sound() is live._sound("cluck")


def _every_call(sound):
    for name in SOUND_NAMES + ("no-such-sound",):
        assert sound.play(name) is None
        assert sound.play(name, volume=0.3, vary=False) is None
    assert sound.variant("click", 1) is None
    sound.set_levels(0.5, 0.5, 0.5, muted=False)
    sound.preload("chicken")
    sound.music("menu")
    assert sound.current_music == "menu"
    sound.music("zombie", fade=0)
    assert sound.current_music == "zombie"
    sound.set_muted(True)
    sound.set_muted(False)
    sound.set_levels(1.0, 1.0, 1.0, muted=True)
    sound.set_volume(0.2)
    sound.stop()
    sound.music(None)
    assert sound.current_music is None


def test_no_device_is_silent_for_every_call(no_device, capfd):
    sound = Audio()
    assert not sound.available
    _every_call(sound)
    assert capfd.readouterr().err == ""


def test_switched_off_is_silent_for_every_call(capfd):
    sound = Audio(enabled=False)
    _every_call(sound)
    assert capfd.readouterr().err == ""


def test_missing_files_are_silent(tmp_path, capfd):
    sound = Audio(seed=1, sounds_dir=tmp_path, music_dir=tmp_path)
    try:
        assert sound.available
        assert sound.play("click") is None
        sound.music("menu")
        assert sound.current_music == "menu"
        assert not any(c.get_busy() for c in _music_channels())
        sound.music(None)
    finally:
        pygame.mixer.quit()
    assert capfd.readouterr().err == ""


def test_a_mixer_shut_underneath_is_survived(live):
    live.music("menu", fade=0)
    live.play("win")
    pygame.mixer.quit()  # pygame itself would crash playing a Sound now
    _every_call(live)


def test_preloading_a_loop_loads_it_once_and_plays_nothing(live, calls):
    live.preload("zombie")
    loop = live._loops["zombie"]
    assert loop is not None and not calls
    live.music("zombie")
    assert live._loops["zombie"] is loop  # the same Sound: nothing loaded mid-game
    assert _playing(loop)
