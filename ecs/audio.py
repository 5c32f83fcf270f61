"""Sound effects that never crash the game.

``Audio`` opens the mixer once. With no sound device ``pygame.mixer.init()`` raises;
then the game goes on silently, ``available`` is False and ``message`` says why
(logged once as a warning on the "fowlplay" logger). ``play()`` is always safe to call.

Sounds are the WAVs that ``tools/gen_sounds.py`` writes to ``assets/sounds/``; each is
loaded on first use and cached.
"""

from __future__ import annotations

import contextlib
import logging
import os
import random
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
NO_DEVICE_MESSAGE = "No audio device found: playing silently."


class Audio:
    """The game's sound player: a master volume, a mute switch and a cache of sounds."""

    def __init__(
        self,
        enabled: bool = True,
        sounds_dir: Path | None = None,
        master: float = 1.0,
        seed: int | None = None,
    ) -> None:
        self.enabled = enabled
        self.available = False
        self.message: str | None = None
        self.muted = False
        self.master = _clamp(master)
        self.sounds_dir = Path(sounds_dir) if sounds_dir is not None else assets.path("sounds")
        self._cache: dict[str, pygame.mixer.Sound | None] = {}
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
        except (pygame.error, OSError, NotImplementedError) as exc:
            self.available = False
            log.debug("mixer.init failed: %s", exc)
        if not self.available:
            self.message = NO_DEVICE_MESSAGE
            log.warning(self.message)

    # -- controls ----------------------------------------------------------------------

    def set_volume(self, master: float) -> None:
        """Set the master volume, 0.0 (silent) to 1.0 (full)."""
        self.master = _clamp(master)

    def set_muted(self, muted: bool) -> None:
        self.muted = bool(muted)
        if self.muted:
            self.stop()

    def stop(self) -> None:
        """Stop every sound now playing."""
        if not self.available:
            return
        with contextlib.suppress(pygame.error):
            pygame.mixer.stop()

    # -- playing -----------------------------------------------------------------------

    def play(
        self, name: str, volume: float = 1.0, vary: bool = True
    ) -> pygame.mixer.Channel | None:
        """Play the named effect at ``volume`` (times the master volume).

        Unknown names, a missing device, mute or a zero volume all do nothing. With
        ``vary``, repeated effects get a small random change in loudness so they sound
        less mechanical. Returns the channel, or None when nothing plays.
        """
        if not self.available or self.muted:
            return None
        level = _clamp(volume) * self.master
        if vary:
            level *= self._rng.uniform(0.88, 1.0)
        if level <= 0.0:
            return None
        sound = self._sound(name)
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
        sound = None
        if self.available:
            path = self.sounds_dir / f"{name}.wav"
            if path.is_file():
                try:
                    sound = pygame.mixer.Sound(str(path))
                except (pygame.error, OSError) as exc:
                    log.debug("could not load %s: %s", path, exc)
            else:
                log.debug("no such sound: %s", name)
        self._cache[name] = sound
        return sound


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
