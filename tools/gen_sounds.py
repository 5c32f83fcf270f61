"""Synthesise Fowl Play's sound effects into assets/sounds/ as 16-bit mono 44.1 kHz WAVs.

Pure Python (wave, array, math, a seeded random.Random), so the output is the same on
every machine. Run from anywhere:

    python tools/gen_sounds.py [OUT_DIR]

Every effect in EFFECTS is under 0.7 s (so under 60 KB) except the win fanfare (under 2 s).
The Zombie Chickens effects (ZOMBIE_EFFECTS, with their own seeds) are under 1.25 s
(so under 110 KB). Each effect gets a smooth envelope and is normalised below full scale,
so nothing clips.
"""

from __future__ import annotations

import array
import math
import random
import sys
import wave
from collections.abc import Callable, Sequence
from pathlib import Path

SR = 44100
PEAK = 0.85  # normalise every effect to this fraction of full scale
SEED = 20240611

Signal = list[float]


# --- building blocks --------------------------------------------------------------------


def n_of(seconds: float) -> int:
    return max(1, int(round(seconds * SR)))


def silence(seconds: float) -> Signal:
    return [0.0] * n_of(seconds)


def mix(into: Signal, sig: Sequence[float], at: float = 0.0, gain: float = 1.0) -> None:
    """Add ``sig`` into ``into`` starting at ``at`` seconds (extending ``into`` if needed)."""
    start = n_of(at) if at > 0 else 0
    end = start + len(sig)
    if end > len(into):
        into.extend([0.0] * (end - len(into)))
    for i, v in enumerate(sig):
        into[start + i] += v * gain


def glide(f0: float, f1: float, n: int, shape: str = "exp") -> list[float]:
    """Frequencies from f0 to f1 over n samples: "exp" (musical) or "lin"."""
    if n <= 1:
        return [f0] * n
    if shape == "exp":
        r = math.log(f1 / f0)
        return [f0 * math.exp(r * i / (n - 1)) for i in range(n)]
    return [f0 + (f1 - f0) * i / (n - 1) for i in range(n)]


def osc(
    freqs: Sequence[float],
    harmonics: Sequence[tuple[int, float]] = ((1, 1.0),),
    vibrato: tuple[float, float] = (0.0, 0.0),
    phase: float = 0.0,
) -> Signal:
    """Additive oscillator following ``freqs`` (one per sample); vibrato=(rate Hz, depth)."""
    out = []
    ph = phase
    rate, depth = vibrato
    for i, f in enumerate(freqs):
        if depth:
            f *= 1.0 + depth * math.sin(2 * math.pi * rate * i / SR)
        ph += 2 * math.pi * f / SR
        out.append(sum(a * math.sin(h * ph) for h, a in harmonics))
    return out


def env_adsr(n: int, a: float, d: float, s: float, r: float) -> list[float]:
    """Attack, decay to sustain level ``s``, hold, release: times in seconds."""
    na, nd, nr = n_of(a), n_of(d), n_of(r)
    out = []
    for i in range(n):
        if i < na:
            v = i / na
        elif i < na + nd:
            v = 1.0 - (1.0 - s) * (i - na) / nd
        else:
            v = s
        if i >= n - nr:
            v *= max(0.0, (n - i) / nr)
        out.append(v)
    return out


def env_perc(n: int, attack: float, tau: float) -> list[float]:
    """A fast attack, then an exponential decay with time constant ``tau`` seconds."""
    na = n_of(attack)
    return [(i / na) if i < na else math.exp(-(i - na) / (tau * SR)) for i in range(n)]


def apply(sig: Sequence[float], env: Sequence[float]) -> Signal:
    return [s * e for s, e in zip(sig, env, strict=False)]


def noise(n: int, rng: random.Random) -> Signal:
    return [rng.uniform(-1.0, 1.0) for _ in range(n)]


def lowpass(sig: Sequence[float], cutoff: float) -> Signal:
    a = 1.0 - math.exp(-2 * math.pi * cutoff / SR)
    out, y = [], 0.0
    for x in sig:
        y += a * (x - y)
        out.append(y)
    return out


def highpass(sig: Sequence[float], cutoff: float) -> Signal:
    low = lowpass(sig, cutoff)
    return [x - lo for x, lo in zip(sig, low, strict=True)]


def bandpass(sig: Sequence[float], low: float, high: float) -> Signal:
    return lowpass(highpass(sig, low), high)


def note(
    freq: float,
    seconds: float,
    harmonics: Sequence[tuple[int, float]] = ((1, 1.0),),
    adsr: tuple[float, float, float, float] = (0.005, 0.05, 0.7, 0.05),
    vibrato: tuple[float, float] = (0.0, 0.0),
    to: float | None = None,
) -> Signal:
    n = n_of(seconds)
    freqs = glide(freq, to, n) if to else [freq] * n
    return apply(osc(freqs, harmonics, vibrato), env_adsr(n, *adsr))


def midi(m: float) -> float:
    return 440.0 * 2 ** ((m - 69) / 12)


BRASS = ((1, 1.0), (2, 0.55), (3, 0.4), (4, 0.22), (5, 0.12), (6, 0.06))
BELL = ((1, 1.0), (2, 0.3), (3, 0.12), (4, 0.05))
SOFT_SQUARE = ((1, 1.0), (3, 0.28), (5, 0.1), (7, 0.04))


# --- the effects ------------------------------------------------------------------------


def make_roll(rng: random.Random) -> Signal:
    """Dice rattling in a cup and tumbling out: woody clicks, quickening then settling."""
    out = silence(0.55)
    t = 0.0
    gaps = [0.05, 0.045, 0.06, 0.035, 0.05, 0.07, 0.055, 0.09]
    for i, gap in enumerate(gaps):
        n = n_of(0.03)
        click = bandpass(noise(n, rng), 900, 5200)
        click = apply(click, env_perc(n, 0.0008, 0.006))
        tock_f = rng.uniform(1500, 2600)
        tock = apply(osc([tock_f] * n, ((1, 1.0), (2.76, 0.3))), env_perc(n, 0.0005, 0.008))
        loud = 1.0 - 0.07 * i
        mix(out, click, t, 0.9 * loud)
        mix(out, tock, t, 0.35 * loud)
        t += gap * rng.uniform(0.8, 1.2)
    return out


def make_hatch(rng: random.Random) -> Signal:
    """Three shell cracks, then a tiny two-note chirp."""
    out = silence(0.6)
    for t, g in ((0.0, 1.0), (0.075, 0.8), (0.16, 1.0)):
        n = n_of(0.025)
        crack = highpass(noise(n, rng), 2200)
        mix(out, apply(crack, env_perc(n, 0.0005, 0.004)), t, g)
        pop = note(rng.uniform(700, 900), 0.03, ((1, 1.0),), (0.001, 0.02, 0.0, 0.005))
        mix(out, pop, t, 0.5 * g)
    for t, f0, f1 in ((0.3, 2600, 3900), (0.41, 2800, 4200)):
        n = n_of(0.075)
        freqs = glide(f0, f1, n)
        chirp = apply(
            osc(freqs, ((1, 1.0), (2, 0.15)), vibrato=(45, 0.03)),
            env_adsr(n, 0.006, 0.02, 0.7, 0.03),
        )
        mix(out, chirp, t, 0.45)
    return out


def make_cluck(rng: random.Random) -> Signal:
    """Buk, buk, ba-GAWK: pitched bursts whose pitch drops fast, with a breathy edge."""
    out = silence(0.5)
    voice = ((1, 1.0), (2, 0.8), (3, 0.6), (4, 0.35), (5, 0.25), (6, 0.12))
    for t, f0, f1, dur in ((0.0, 620, 380, 0.07), (0.11, 640, 390, 0.07), (0.24, 900, 430, 0.16)):
        n = n_of(dur)
        freqs = glide(f0, f1, n)
        body = osc(freqs, voice)
        breath = bandpass(noise(n, rng), 1200, 4000)
        sig = [b * 0.8 + r * 0.25 for b, r in zip(body, breath, strict=True)]
        sig = lowpass(sig, 3200)
        mix(out, apply(sig, env_adsr(n, 0.004, 0.03, 0.6, dur * 0.45)), t, 0.9)
    return out


def make_fox(rng: random.Random) -> Signal:
    """A fox yelp sliding up and down, then a short growling snarl."""
    out = silence(0.62)
    n = n_of(0.28)
    up = glide(520, 980, n // 3)
    down = glide(980, 430, n - n // 3)
    yelp = osc(up + down, ((1, 1.0), (2, 0.6), (3, 0.35), (4, 0.15)), vibrato=(11, 0.02))
    yelp = [y + 0.15 * r for y, r in zip(yelp, noise(n, rng), strict=True)]
    mix(out, apply(lowpass(yelp, 4000), env_adsr(n, 0.01, 0.06, 0.75, 0.08)), 0.0, 0.8)
    n = n_of(0.3)
    growl_src = osc(glide(120, 95, n), ((1, 1.0), (2, 0.7), (3, 0.5), (4, 0.35), (5, 0.2)))
    rasp = lowpass(noise(n, rng), 1400)
    flutter = [0.55 + 0.45 * math.sin(2 * math.pi * 28 * i / SR) for i in range(n)]
    growl = [(g * 0.7 + r * 0.6) * f for g, r, f in zip(growl_src, rasp, flutter, strict=True)]
    mix(out, apply(growl, env_adsr(n, 0.02, 0.08, 0.8, 0.1)), 0.3, 0.75)
    return out


def make_bust(rng: random.Random) -> Signal:
    """A quick sad trombone: three falling notes and a long wobbling 'wah'."""
    out = silence(0.64)
    notes = ((0.0, 55, 0.12), (0.12, 54, 0.12), (0.24, 53, 0.12))
    for t, m, dur in notes:
        mix(out, _wah(midi(m), dur, rng, wobble=0.0), t, 0.8)
    mix(out, _wah(midi(52), 0.28, rng, wobble=1.0, to=midi(51.4)), 0.36, 0.85)
    return out


def _wah(
    freq: float, seconds: float, rng: random.Random, wobble: float, to: float | None = None
) -> Signal:
    """A muted-brass note: brightness swells in ('wah') and, if wobble, pulses."""
    n = n_of(seconds)
    freqs = glide(freq, to, n) if to else [freq] * n
    rate = 7.0
    out = []
    ph = 0.0
    for i, f in enumerate(freqs):
        t = i / SR
        f *= 1.0 + wobble * 0.012 * math.sin(2 * math.pi * rate * t)
        ph += 2 * math.pi * f / SR
        bright = min(1.0, t / (seconds * 0.5)) * (
            0.6 + 0.4 * wobble * (0.5 + 0.5 * math.sin(2 * math.pi * rate * t))
        )
        s = math.sin(ph)
        s += (0.3 + 0.5 * bright) * math.sin(2 * ph)
        s += (0.1 + 0.45 * bright) * math.sin(3 * ph)
        s += 0.25 * bright * math.sin(4 * ph)
        s += 0.12 * bright * math.sin(5 * ph)
        out.append(s)
    breath = lowpass(noise(n, rng), 1800)
    out = [o + 0.04 * b for o, b in zip(out, breath, strict=True)]
    return apply(out, env_adsr(n, 0.02, 0.05, 0.85, min(0.06, seconds * 0.4)))


def make_score(rng: random.Random) -> Signal:
    """A bright rising coin arpeggio with a little sparkle."""
    out = silence(0.5)
    for i, m in enumerate((84, 88, 91, 96)):
        dur = 0.09 if i < 3 else 0.3
        sig = note(midi(m), dur, SOFT_SQUARE, (0.002, 0.04, 0.45, dur * 0.6))
        mix(out, sig, 0.055 * i, 0.5)
    n = n_of(0.25)
    sparkle = apply(highpass(noise(n, rng), 6000), env_perc(n, 0.01, 0.06))
    mix(out, sparkle, 0.17, 0.08)
    return out


def make_click(rng: random.Random) -> Signal:
    """A soft wooden tick for moving through menus."""
    n = n_of(0.045)
    tick = apply(osc([1900] * n, ((1, 1.0), (2.4, 0.25))), env_perc(n, 0.0008, 0.007))
    grit = apply(bandpass(noise(n, rng), 2000, 7000), env_perc(n, 0.0004, 0.003))
    return [a + 0.3 * b for a, b in zip(tick, grit, strict=True)]


def make_select(rng: random.Random) -> Signal:
    """A cheerful two-step confirm blip (up a fifth)."""
    out = silence(0.17)
    mix(out, note(midi(81), 0.06, BELL, (0.002, 0.02, 0.6, 0.03)), 0.0, 0.6)
    mix(out, note(midi(88), 0.1, BELL, (0.002, 0.03, 0.5, 0.06)), 0.055, 0.7)
    return out


def make_back(rng: random.Random) -> Signal:
    """A gentle two-step back blip (down a fourth)."""
    out = silence(0.17)
    mix(out, note(midi(79), 0.06, BELL, (0.002, 0.02, 0.6, 0.03)), 0.0, 0.6)
    mix(out, note(midi(74), 0.1, BELL, (0.002, 0.03, 0.5, 0.06)), 0.055, 0.6)
    return out


def make_win(rng: random.Random) -> Signal:
    """A short brass fanfare: da-da-da DAAA, a chord underneath and a sparkle on top."""
    out = silence(1.7)
    lead = ((0.0, 72, 0.13), (0.14, 72, 0.09), (0.24, 72, 0.09), (0.35, 76, 0.18), (0.55, 79, 0.18))
    for t, m, dur in lead:
        mix(out, note(midi(m), dur, BRASS, (0.012, 0.04, 0.75, 0.04)), t, 0.55)
    mix(out, note(midi(84), 0.95, BRASS, (0.02, 0.1, 0.7, 0.4), vibrato=(5.5, 0.008)), 0.75, 0.6)
    for m in (60, 64, 67):
        mix(
            out,
            note(midi(m), 0.95, ((1, 1.0), (2, 0.35), (3, 0.15)), (0.05, 0.1, 0.7, 0.45)),
            0.75,
            0.22,
        )
    for i, m in enumerate((96, 100, 103, 108)):
        mix(out, note(midi(m), 0.25, BELL, (0.002, 0.05, 0.3, 0.18)), 0.8 + 0.07 * i, 0.16)
    n = n_of(0.5)
    mix(out, apply(highpass(noise(n, rng), 5000), env_perc(n, 0.02, 0.12)), 0.78, 0.05)
    return out


EFFECTS: dict[str, Callable[[random.Random], Signal]] = {
    "roll": make_roll,
    "hatch": make_hatch,
    "cluck": make_cluck,
    "fox": make_fox,
    "bust": make_bust,
    "score": make_score,
    "click": make_click,
    "select": make_select,
    "back": make_back,
    "win": make_win,
}


# --- Zombie Chickens effects -------------------------------------------------------------
# Kept in their own table (ZOMBIE_EFFECTS) with their own seeds, so adding them leaves the
# effects above, and ecs.audio.SOUND_NAMES, exactly as they were.

VOICE = ((1, 1.0), (2, 0.8), (3, 0.6), (4, 0.35), (5, 0.25), (6, 0.12))
METAL = ((1, 1.0), (2.76, 0.6), (5.4, 0.35), (8.93, 0.2))


def sweep_lowpass(sig: Sequence[float], cutoffs: Sequence[float]) -> Signal:
    """A one-pole lowpass whose cutoff follows ``cutoffs`` (one per sample)."""
    out, y = [], 0.0
    for x, c in zip(sig, cutoffs, strict=False):
        y += (1.0 - math.exp(-2 * math.pi * c / SR)) * (x - y)
        out.append(y)
    return out


def _boom(seconds: float, f0: float, f1: float, tau: float, rng: random.Random) -> Signal:
    """A thump that drops in pitch, with a lowpassed noise crack on top."""
    n = n_of(seconds)
    body = apply(osc(glide(f0, f1, n), ((1, 1.0), (2, 0.3))), env_perc(n, 0.002, tau))
    crack = apply(lowpass(noise(n, rng), 1500), env_perc(n, 0.001, tau * 0.4))
    return [b + 0.8 * c for b, c in zip(body, crack, strict=True)]


def _clack(seconds: float, freq: float, tau: float, rng: random.Random) -> Signal:
    """A short metal click: a noise tick and ringing inharmonic partials."""
    n = n_of(seconds)
    tick = apply(highpass(noise(n, rng), 2500), env_perc(n, 0.0004, 0.004))
    ring = apply(osc([freq] * n, METAL), env_perc(n, 0.0005, tau))
    return [t + 0.5 * r for t, r in zip(tick, ring, strict=True)]


def make_card(rng: random.Random) -> Signal:
    """A soft paper card sliding across felt, ending in a light flick."""
    out = silence(0.2)
    n = n_of(0.14)
    slide = bandpass(noise(n, rng), 1500, 6000)
    mix(out, apply(slide, env_adsr(n, 0.04, 0.04, 0.6, 0.05)), 0.0, 0.6)
    n = n_of(0.04)
    flick = apply(bandpass(noise(n, rng), 800, 4000), env_perc(n, 0.001, 0.008))
    mix(out, flick, 0.12, 0.9)
    return out


def make_flip(rng: random.Random) -> Signal:
    """A crisp card flip (two snaps) over a short, wavering spooky tone."""
    out = silence(0.45)
    for t, g in ((0.0, 0.7), (0.05, 1.0)):
        n = n_of(0.035)
        snap = apply(highpass(noise(n, rng), 1800), env_perc(n, 0.0008, 0.006))
        mix(out, snap, t, g)
    n = n_of(0.38)
    spook = osc(glide(330, 294, n), ((1, 1.0), (2, 0.15)), vibrato=(6.5, 0.018))
    spook2 = osc(glide(466, 415, n), ((1, 1.0),), vibrato=(5.5, 0.02))
    tone = [a + 0.5 * b for a, b in zip(spook, spook2, strict=True)]
    mix(out, apply(tone, env_adsr(n, 0.06, 0.1, 0.6, 0.18)), 0.05, 0.14)
    return out


def make_groan(rng: random.Random) -> Signal:
    """A comic zombie-chicken 'bwaaawk': a slow, pitched-down cluck with a wobble."""
    out = silence(0.7)
    n = n_of(0.07)
    bw = osc(glide(150, 230, n), VOICE)
    mix(out, apply(lowpass(bw, 1800), env_adsr(n, 0.005, 0.02, 0.7, 0.02)), 0.0, 0.7)
    n = n_of(0.62)
    third = n // 4
    freqs = glide(240, 270, third) + glide(270, 150, n - third)
    body = osc(freqs, VOICE, vibrato=(7.0, 0.06))
    rasp = bandpass(noise(n, rng), 300, 2500)
    wobble = [0.75 + 0.25 * math.sin(2 * math.pi * 7.0 * i / SR) for i in range(n)]
    sig = [(b * 0.8 + r * 0.35) * w for b, r, w in zip(body, rasp, wobble, strict=True)]
    mix(out, apply(lowpass(sig, 2200), env_adsr(n, 0.02, 0.1, 0.75, 0.22)), 0.06, 0.9)
    return out


def make_shotgun(rng: random.Random) -> Signal:
    """BOOM with a noise blast, then a quick pump: chk-chk."""
    out = silence(0.62)
    mix(out, _boom(0.35, 130, 45, 0.08, rng), 0.0, 1.0)
    n = n_of(0.2)
    blast = apply(bandpass(noise(n, rng), 400, 5000), env_perc(n, 0.001, 0.035))
    mix(out, blast, 0.0, 0.9)
    for t in (0.38, 0.5):
        n = n_of(0.06)
        chk = apply(bandpass(noise(n, rng), 1200, 6000), env_perc(n, 0.0006, 0.01))
        mix(out, chk, t, 0.55)
        mix(out, _clack(0.06, 1350, 0.012, rng), t + 0.004, 0.25)
    return out


def make_flame(rng: random.Random) -> Signal:
    """A flamethrower whoosh: noise whose brightness and loudness swell, then fade."""
    n = n_of(0.7)
    swell = [math.sin(math.pi * min(1.0, i / n) ** 0.7) for i in range(n)]
    cutoffs = [250 + 2600 * s * s for s in swell]
    roar = sweep_lowpass(noise(n, rng), cutoffs)
    roar = highpass(roar, 90)
    flutter = [0.8 + 0.2 * math.sin(2 * math.pi * 17 * i / SR) for i in range(n)]
    out = [r * s * f for r, s, f in zip(roar, swell, flutter, strict=True)]
    for _ in range(9):
        t = rng.uniform(0.12, 0.55)
        m = n_of(0.012)
        pop = apply(highpass(noise(m, rng), 2000), env_perc(m, 0.0005, 0.002))
        mix(out, pop, t, 0.12)
    return apply(out, env_adsr(n, 0.01, 0.0, 1.0, 0.1))


def make_explode(rng: random.Random) -> Signal:
    """A deep boom with a rolling rumble underneath."""
    out = silence(0.9)
    mix(out, _boom(0.6, 95, 30, 0.16, rng), 0.0, 1.0)
    n = n_of(0.88)
    rumble = lowpass(lowpass(noise(n, rng), 260), 260)
    roll = [0.7 + 0.3 * math.sin(2 * math.pi * 9 * i / SR) for i in range(n)]
    rumble = [r * o for r, o in zip(rumble, roll, strict=True)]
    mix(out, apply(rumble, env_perc(n, 0.01, 0.22)), 0.0, 4.0)
    m = n_of(0.25)
    debris = apply(bandpass(noise(m, rng), 600, 3500), env_perc(m, 0.002, 0.05))
    mix(out, debris, 0.01, 0.5)
    return apply(out, env_adsr(len(out), 0.001, 0.0, 1.0, 0.12))


def make_trap(rng: random.Random) -> Signal:
    """A bear trap: a metal click, then the jaws slam shut with a ringing clack."""
    out = silence(0.42)
    mix(out, _clack(0.05, 2100, 0.01, rng), 0.0, 0.35)
    mix(out, _clack(0.38, 820, 0.07, rng), 0.04, 1.0)
    mix(out, _clack(0.2, 1130, 0.04, rng), 0.055, 0.5)
    n = n_of(0.08)
    thud = apply(osc(glide(180, 90, n)), env_perc(n, 0.001, 0.02))
    mix(out, thud, 0.04, 0.5)
    return out


def make_hay(rng: random.Random) -> Signal:
    """A soft bonk into a hay bale: a muffled thump and a scratchy rustle settling."""
    out = silence(0.45)
    n = n_of(0.2)
    thump = apply(osc(glide(120, 60, n), ((1, 1.0), (2, 0.2))), env_perc(n, 0.003, 0.04))
    mix(out, thump, 0.0, 1.0)
    mix(out, apply(lowpass(noise(n, rng), 500), env_perc(n, 0.002, 0.03)), 0.0, 0.8)
    n = n_of(0.4)
    rustle = bandpass(noise(n, rng), 2500, 8000)
    grains = []
    level = 0.0
    for _ in range(n):
        if rng.random() < 0.004:
            level = rng.uniform(0.4, 1.0)
        level *= 0.9985
        grains.append(level)
    rustle = apply(rustle, [g * e for g, e in zip(grains, env_perc(n, 0.01, 0.12), strict=True)])
    mix(out, rustle, 0.02, 1.1)
    return out


def make_scare(rng: random.Random) -> Signal:
    """A silly 'BOO!' with a bony rattle, then a squawk that runs away."""
    out = silence(0.75)
    n = n_of(0.22)
    boo = osc(glide(210, 150, n), ((1, 1.0), (2, 0.5), (3, 0.2)), vibrato=(9, 0.03))
    boo = lowpass(boo, 700)
    mix(out, apply(boo, env_adsr(n, 0.015, 0.04, 0.8, 0.08)), 0.0, 1.0)
    for i in range(6):
        mix(out, _clack(0.03, rng.uniform(600, 1100), 0.006, rng), 0.03 + 0.03 * i, 0.35)
    n = n_of(0.34)
    third = n // 3
    freqs = glide(900, 1500, third) + glide(1500, 1000, n - third)
    squawk = osc(freqs, VOICE[:4], vibrato=(28, 0.04))
    squeal = bandpass(noise(n, rng), 1500, 5000)
    squawk = [s + 0.2 * r for s, r in zip(squawk, squeal, strict=True)]
    fade = [1.0 - 0.7 * i / n for i in range(n)]  # running away
    squawk = apply(lowpass(squawk, 4500), env_adsr(n, 0.01, 0.04, 0.8, 0.1))
    mix(out, apply(squawk, fade), 0.34, 0.45)
    return out


def make_shield(rng: random.Random) -> Signal:
    """A shimmering force-field 'bwong': a bent, chorused tone with a sparkly tremolo."""
    out = silence(0.62)
    n = n_of(0.6)
    rise = n // 6
    freqs = glide(150, 300, rise) + [300.0] * (n - rise)
    body = [0.0] * n
    for detune, g in ((1.0, 1.0), (1.006, 0.7), (0.994, 0.7), (2.003, 0.35)):
        sig = osc([f * detune for f in freqs], ((1, 1.0), (3, 0.15)))
        body = [b + g * s for b, s in zip(body, sig, strict=True)]
    mix(out, apply(body, env_adsr(n, 0.005, 0.15, 0.55, 0.3)), 0.0, 0.6)
    shimmer = osc([1800.0] * n, BELL, vibrato=(6, 0.01))
    trem = [0.5 + 0.5 * math.sin(2 * math.pi * 19 * i / SR) for i in range(n)]
    sparkle = [t * e for t, e in zip(trem, env_adsr(n, 0.08, 0.1, 0.6, 0.3), strict=True)]
    mix(out, apply(shimmer, sparkle), 0.03, 0.18)
    return out


def make_life(rng: random.Random) -> Signal:
    """A sad two-note 'wah-wah', the second lower and wobbling."""
    out = silence(0.62)
    mix(out, _wah(midi(53), 0.22, rng, wobble=0.0), 0.0, 0.8)
    mix(out, _wah(midi(49), 0.38, rng, wobble=1.0, to=midi(48.5)), 0.23, 0.85)
    return out


def make_dawn(rng: random.Random) -> Signal:
    """A cartoon rooster crow ('cock-a-doodle-doo') over a bright rising chime."""
    out = silence(1.2)
    parts = ((0.0, 520, 640, 0.09), (0.12, 600, 700, 0.08), (0.23, 660, 780, 0.1))
    for t, f0, f1, dur in parts:
        n = n_of(dur)
        sig = osc(glide(f0, f1, n), VOICE)
        sig = [s + 0.2 * r for s, r in zip(sig, bandpass(noise(n, rng), 1200, 4000), strict=True)]
        mix(out, apply(lowpass(sig, 3500), env_adsr(n, 0.006, 0.02, 0.7, dur * 0.4)), t, 0.6)
    n = n_of(0.55)
    q = n // 5
    freqs = glide(700, 900, q) + [900.0] * (2 * q) + glide(900, 620, n - 3 * q)
    doo = osc(freqs, VOICE, vibrato=(9, 0.025))
    doo = [s + 0.2 * r for s, r in zip(doo, bandpass(noise(n, rng), 1200, 4000), strict=True)]
    mix(out, apply(lowpass(doo, 3500), env_adsr(n, 0.015, 0.05, 0.8, 0.18)), 0.36, 0.65)
    for i, m in enumerate((79, 84, 88, 91)):
        mix(out, note(midi(m), 0.35, BELL, (0.002, 0.05, 0.35, 0.25)), 0.05 + 0.13 * i, 0.12)
    return out


def make_dusk(rng: random.Random) -> Signal:
    """An owl's 'hoo... hoo-hoo' over a low, uneasy drone that swells in and fades."""
    n = n_of(1.2)
    drone = [0.0] * n
    for f, g in ((55.0, 1.0), (82.4, 0.5), (77.8, 0.35), (110.3, 0.3)):
        sig = osc([f] * n, ((1, 1.0), (2, 0.3), (3, 0.15)))
        drone = [d + g * s for d, s in zip(drone, sig, strict=True)]
    air = lowpass(lowpass(noise(n, rng), 400), 400)
    drone = [d + 1.5 * a for d, a in zip(drone, air, strict=True)]
    out = apply(drone, env_adsr(n, 0.3, 0.2, 0.8, 0.4))
    out = [o * 0.25 for o in out]
    for t, dur, f0, f1 in ((0.1, 0.26, 400, 360), (0.55, 0.12, 420, 400), (0.72, 0.34, 410, 350)):
        m = n_of(dur)
        hoo = osc(glide(f0, f1, m), ((1, 1.0), (2, 0.12)), vibrato=(5, 0.01))
        hoo = [h + 0.05 * r for h, r in zip(hoo, lowpass(noise(m, rng), 1000), strict=True)]
        mix(out, apply(hoo, env_adsr(m, 0.04, 0.05, 0.8, dur * 0.5)), t, 0.7)
    return out


def make_wolr(rng: random.Random) -> Signal:
    """A falling bomb whistle, then a huge cartoon KA-BOOM that rumbles away."""
    out = silence(1.2)
    n = n_of(0.48)
    whistle = osc(glide(2200, 500, n), ((1, 1.0), (2, 0.08)), vibrato=(7, 0.008))
    mix(out, apply(whistle, env_adsr(n, 0.05, 0.0, 1.0, 0.02)), 0.0, 0.3)
    mix(out, _boom(0.7, 80, 25, 0.22, rng), 0.48, 1.0)
    n = n_of(0.7)
    rumble = lowpass(lowpass(noise(n, rng), 220), 220)
    roll = [0.65 + 0.35 * math.sin(2 * math.pi * 7 * i / SR) for i in range(n)]
    rumble = apply([r * o for r, o in zip(rumble, roll, strict=True)], env_perc(n, 0.01, 0.25))
    mix(out, rumble, 0.48, 4.0)
    m = n_of(0.35)
    blast = apply(bandpass(noise(m, rng), 300, 4500), env_perc(m, 0.002, 0.07))
    mix(out, blast, 0.48, 0.8)
    return apply(out, env_adsr(len(out), 0.001, 0.0, 1.0, 0.15))


ZOMBIE_SEED = SEED + 1000
ZOMBIE_EFFECTS: dict[str, Callable[[random.Random], Signal]] = {
    "card": make_card,
    "flip": make_flip,
    "groan": make_groan,
    "shotgun": make_shotgun,
    "flame": make_flame,
    "explode": make_explode,
    "trap": make_trap,
    "hay": make_hay,
    "scare": make_scare,
    "shield": make_shield,
    "life": make_life,
    "dawn": make_dawn,
    "dusk": make_dusk,
    "wolr": make_wolr,
}


# --- output -----------------------------------------------------------------------------


def finish(sig: Signal) -> array.array:
    """Trim trailing silence, fade the ends, normalise to PEAK and convert to 16-bit."""
    while len(sig) > 1 and abs(sig[-1]) < 1e-5:
        sig.pop()
    fade_in, fade_out = n_of(0.002), n_of(0.008)
    n = len(sig)
    for i in range(min(fade_in, n)):
        sig[i] *= i / fade_in
    for i in range(min(fade_out, n)):
        sig[n - 1 - i] *= i / fade_out
    peak = max((abs(s) for s in sig), default=0.0) or 1.0
    gain = PEAK / peak
    return array.array("h", (int(round(max(-1.0, min(1.0, s * gain)) * 32767)) for s in sig))


def write_wav(path: Path, samples: array.array) -> None:
    with wave.open(str(path), "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(SR)
        if sys.byteorder == "big":
            samples = array.array("h", samples)
            samples.byteswap()
        out.writeframes(samples.tobytes())


def generate(out_dir: Path) -> list[Path]:
    out_dir.mkdir(parents=True, exist_ok=True)
    written = []
    jobs = [(SEED + i, name, make) for i, (name, make) in enumerate(EFFECTS.items())]
    jobs += [(ZOMBIE_SEED + i, n, make) for i, (n, make) in enumerate(ZOMBIE_EFFECTS.items())]
    for seed, name, make in jobs:
        rng = random.Random(seed)
        path = out_dir / f"{name}.wav"
        write_wav(path, finish(make(rng)))
        written.append(path)
    return written


def report(paths) -> None:
    """One line per written file: its length and size."""
    for path in paths:
        with wave.open(str(path)) as w:
            secs = w.getnframes() / w.getframerate()
        print(f"{path.name:14s} {secs:5.2f} s {path.stat().st_size / 1024:7.1f} KB")


def main(argv: list[str]) -> int:
    default = Path(__file__).resolve().parent.parent / "assets" / "sounds"
    report(generate(Path(argv[0]) if argv else default))
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
