"""Sound effects and music that never crash the game.

``Audio`` opens the mixer once. With no sound device ``pygame.mixer.init()`` raises;
then the game goes on silently, ``available`` is False and ``message`` says why
(logged once as a warning on the "fowlplay" logger). Every method is always safe to
call, and the state (levels, mute, ``current_music``) is kept even when silent, so
scenes behave and test the same with or without a sound card.

Effects are the WAVs that ``tools/gen_sounds.py`` writes to ``assets/sounds/``; each is
loaded on first use and cached. So that a sound heard twenty times a game does not
grate, ``play()`` picks one of a few slightly re-pitched copies (never the same one twice
running) and varies its loudness a little. The copies are resampled from the sound's
raw samples the first time each is needed, then cached.

Music is a seamless loop per place, written by ``tools/gen_music.py`` to
``assets/music/``. Two mixer channels are reserved for it, so one loop can fade out while
the next fades in (a true crossfade) and effects never steal them.

Levels: an effect plays at ``master * effects * volume``; music at ``master * music``.
"""

from __future__ import annotations

import contextlib
import io
import logging
import os
import random
import wave
from pathlib import Path

import pygame

import assets

log = logging.getLogger("fowlplay")

SOUND_NAMES: tuple[str, ...] = (
    "roll",
    "hatch",
    "cluck",
    "fox",
    "bust",
    "score",
    "click",
    "select",
    "back",
    "win",
)
MUSIC_NAMES: tuple[str, ...] = ("menu", "chicken", "zombie", "henhouse", "island")
NO_DEVICE_MESSAGE = "No audio device found: playing silently."

# Playback-rate factors for the effect variants: up to 6 % either way is heard as "another
# take" of the same sound, not as a different one.
PITCHES: tuple[float, ...] = (1.0, 1.03, 0.97, 1.06, 0.94)
MUSIC_CHANNELS = (0, 1)  # reserved: the loop now playing and the one fading away
MIN_CHANNELS = 10  # two for music, eight for overlapping effects
# Mixer sample formats (as pygame.mixer.get_init() reports them) that a PCM WAV carries as
# they are, with their byte widths: unsigned 8-bit, signed 16- and 32-bit.
_WAV_WIDTHS = {8: 1, -16: 2, -32: 4}
# Effects preloaded once per process, by (folder, names, mixer format): every game scene
# preloads them, and an app per test must not pay for it again.
_PRELOADED: dict[tuple, tuple[dict, dict]] = {}


class Audio:
    """The game's sound player: levels, a mute switch, cached effects and looping music."""

    def __init__(
        self,
        enabled: bool = True,
        sounds_dir: Path | None = None,
        master: float = 1.0,
        seed: int | None = None,
        music_dir: Path | None = None,
    ) -> None:
        self.enabled = enabled
        self.available = False
        self.message: str | None = None
        self.muted = False
        self.master = _clamp(master)
        self.effects_volume = 1.0
        self.music_volume = 1.0
        self.current_music: str | None = None
        self.sounds_dir = Path(sounds_dir) if sounds_dir is not None else assets.path("sounds")
        self.music_dir = Path(music_dir) if music_dir is not None else assets.path("music")
        self._cache: dict[str, pygame.mixer.Sound | None] = {}
        self._variants: dict[tuple[str, int], pygame.mixer.Sound | None] = {}
        self._last_variant: dict[str, int] = {}
        self._loops: dict[str, pygame.mixer.Sound | None] = {}
        self._music_slot = 0  # index into MUSIC_CHANNELS of the channel with the current loop
        self._music_halted = False  # stop() silenced the loop; music(same name) restarts it
        self._rng = random.Random(seed)
        if enabled:
            self._open()
        else:
            self.message = "Sound is switched off."

    # -- setup -------------------------------------------------------------------------

    def _open(self) -> None:
        try:
            if not pygame.mixer.get_init():
                pygame.mixer.pre_init(44100, -16, 2, 512)
                with _quiet_stderr():
                    pygame.mixer.init()
            self.available = bool(pygame.mixer.get_init())
            if self.available:
                if pygame.mixer.get_num_channels() < MIN_CHANNELS:
                    pygame.mixer.set_num_channels(MIN_CHANNELS)
                pygame.mixer.set_reserved(len(MUSIC_CHANNELS))
        except (pygame.error, OSError, NotImplementedError) as exc:
            self.available = False
            log.debug("mixer.init failed: %s", exc)
        if not self.available:
            self.message = NO_DEVICE_MESSAGE
            log.warning(self.message)

    def _mixer_on(self) -> bool:
        """Opened, and not shut since: pygame crashes playing a Sound after mixer.quit()."""
        try:
            return self.available and bool(pygame.mixer.get_init())
        except pygame.error:
            return False

    # -- controls ----------------------------------------------------------------------

    def set_volume(self, master: float) -> None:
        """Set the master volume, 0.0 (silent) to 1.0 (full); the music follows at once."""
        self.master = _clamp(master)
        self._apply_music_volume()

    def set_levels(self, master: float, effects: float, music: float, muted: bool) -> None:
        """Apply the settings screen's levels in one go, to the music already playing too."""
        self.master = _clamp(master)
        self.effects_volume = _clamp(effects)
        self.music_volume = _clamp(music)
        self._apply_music_volume()
        self.set_muted(muted)

    def set_muted(self, muted: bool) -> None:
        """Mute silences everything now; unmuting starts the current loop again."""
        was_muted = self.muted
        self.muted = bool(muted)
        if self.muted:
            self.stop()
        elif was_muted:
            self._cue_music(fade=0.5)

    def stop(self) -> None:
        """Stop every sound now playing, the music too (``music(name)`` starts it again)."""
        self._music_halted = self.current_music is not None
        if not self.available:
            return
        with contextlib.suppress(pygame.error):
            pygame.mixer.stop()

    # -- effects -----------------------------------------------------------------------

    def play(
        self, name: str, volume: float = 1.0, vary: bool = True
    ) -> pygame.mixer.Channel | None:
        """Play the named effect at ``volume`` (times the master and effects levels).

        Unknown names, a missing device, mute or a zero volume all do nothing. With
        ``vary``, each play is a slightly re-pitched copy (never the same as last time)
        at a slightly different loudness, so repeats sound less mechanical. Returns the
        channel, or None when nothing plays.
        """
        if not self._mixer_on() or self.muted:
            return None
        level = _clamp(volume) * self.master * self.effects_volume
        if vary:
            level *= self._rng.uniform(0.88, 1.0)
        if level <= 0.0:
            return None
        sound = self._varied(name) if vary else self._sound(name)
        if sound is None:
            return None
        try:
            channel = sound.play()
            if channel is not None:
                channel.set_volume(level)
            return channel
        except pygame.error as exc:
            log.debug("could not play %s: %s", name, exc)
            return None

    def _sound(self, name: str) -> pygame.mixer.Sound | None:
        if name in self._cache:
            return self._cache[name]
        sound = _load(self.sounds_dir / f"{name}.wav") if self.available else None
        self._cache[name] = sound
        return sound

    def _varied(self, name: str) -> pygame.mixer.Sound | None:
        """The next take of an effect: any pitch variant but the one played last."""
        if self._sound(name) is None:
            return None
        choices = [k for k in range(len(PITCHES)) if k != self._last_variant.get(name)]
        index = self._rng.choice(choices)
        self._last_variant[name] = index
        return self.variant(name, index)

    def variant(self, name: str, index: int) -> pygame.mixer.Sound | None:
        """Pitch variant ``index`` of an effect (``PITCHES[index]``), made on first use.

        Falls back to the plain sound when the mixer's sample format is one a WAV cannot
        carry.
        """
        base = self._sound(name)
        if base is None or PITCHES[index] == 1.0 or not self._mixer_on():
            return base
        key = (name, index)
        if key not in self._variants:
            made = None
            with contextlib.suppress(pygame.error, ValueError, TypeError, OverflowError):
                freq, fmt, channels = pygame.mixer.get_init()
                made = _repitched(base.get_raw(), PITCHES[index], freq, fmt, channels)
            self._variants[key] = made
        return self._variants[key] or base

    # -- music -------------------------------------------------------------------------

    def music(self, name: str | None, fade: float = 1.5) -> None:
        """Crossfade to the loop ``name`` (looping forever), or fade out for None.

        Asking for the loop already playing does nothing, so scenes may call this on
        every entry. ``current_music`` records the request even when silent.
        """
        if name == self.current_music and not self._music_halted:
            return
        self.current_music = name
        self._cue_music(fade)

    def preload(self, name: str) -> None:
        """Load a loop ahead of need (a menu moment), so starting it never stalls a frame."""
        if self.available:
            self._loop(name)

    def preload_effects(self, names: list[str] | None = None) -> None:
        """Load effects (every one in ``sounds_dir`` when None) and all their pitch variants
        ahead of need, so a sound's first play never loads or resamples inside a frame."""
        if not self._mixer_on():
            return
        key = (str(self.sounds_dir), names and tuple(names), pygame.mixer.get_init())
        if key in _PRELOADED:  # another Audio in this process loaded them: share the takes
            cache, variants = _PRELOADED[key]
            self._cache.update(cache)
            self._variants.update(variants)
            return
        if names is None:
            names = sorted(p.stem for p in self.sounds_dir.glob("*.wav"))
        for name in names:
            for index in range(len(PITCHES)):
                self.variant(name, index)
        _PRELOADED[key] = (dict(self._cache), dict(self._variants))

    def _cue_music(self, fade: float) -> None:
        """Fade the playing loop out on its channel and ``current_music`` in on the other."""
        self._music_halted = False
        if not self._mixer_on():
            return
        ms = max(0, int(float(fade) * 1000))
        try:
            old = pygame.mixer.Channel(MUSIC_CHANNELS[self._music_slot])
            if old.get_busy():
                if ms:
                    old.fadeout(ms)
                else:
                    old.stop()
            if self.current_music is None or self.muted:
                return
            sound = self._loop(self.current_music)
            if sound is None:
                return
            self._music_slot = 1 - self._music_slot
            new = pygame.mixer.Channel(MUSIC_CHANNELS[self._music_slot])
            new.stop()  # still fading from a swap a moment ago: make room
            sound.set_volume(self.master * self.music_volume)
            new.set_volume(1.0)  # the fade-in rises to this; the level lives on the Sound
            new.play(sound, loops=-1, fade_ms=ms)
        except pygame.error as exc:
            log.debug("could not play music %s: %s", self.current_music, exc)

    def _loop(self, name: str) -> pygame.mixer.Sound | None:
        if name not in self._loops:
            self._loops[name] = _load(self.music_dir / f"{name}.wav")
        return self._loops[name]

    def _apply_music_volume(self) -> None:
        """Music level is set on each loop's Sound, so it holds through channel fades."""
        if not self._mixer_on():
            return
        level = self.master * self.music_volume
        with contextlib.suppress(pygame.error):
            for sound in self._loops.values():
                if sound is not None:
                    sound.set_volume(level)


def _repitched(
    raw: bytes, ratio: float, freq: int, fmt: int, channels: int
) -> pygame.mixer.Sound | None:
    """``raw`` (in the mixer's format) played ``ratio`` times faster: the same samples in a
    WAV that claims a ``ratio`` times higher rate, which SDL resamples in C to the mixer's
    rate (a few milliseconds; interpolating in Python stalled a frame for 15). None when
    a WAV cannot carry the mixer's sample format."""
    width = _WAV_WIDTHS.get(fmt)
    if width is None:
        return None
    data = io.BytesIO()
    with wave.open(data, "wb") as out:
        out.setnchannels(channels)
        out.setsampwidth(width)
        out.setframerate(round(freq * ratio))
        out.writeframes(raw)
    data.seek(0)
    return pygame.mixer.Sound(file=data)


def _load(path: Path) -> pygame.mixer.Sound | None:
    """A sound file, or None (logged) when it is missing or unreadable: play goes on silent."""
    if not path.is_file():
        log.debug("no such sound file: %s", path)
        return None
    try:
        return pygame.mixer.Sound(str(path))
    except (pygame.error, OSError) as exc:
        log.debug("could not load %s: %s", path, exc)
        return None


@contextlib.contextmanager
def _quiet_stderr():
    """Hide the C audio libraries' own complaints; the game says it once, in plain words."""
    try:
        saved = os.dup(2)
    except OSError:
        yield
        return
    try:
        with open(os.devnull, "wb") as null:
            os.dup2(null.fileno(), 2)
            yield
    finally:
        os.dup2(saved, 2)
        os.close(saved)


def _clamp(value: float) -> float:
    try:
        return max(0.0, min(1.0, float(value)))
    except (TypeError, ValueError):
        return 1.0
