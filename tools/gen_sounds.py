"""Synthesise Fowl Play's sound effects into assets/sounds/ as 16-bit mono 44.1 kHz WAVs.

Pure Python (wave, array, math, a seeded random.Random), so the output is the same on
every machine. Run from anywhere:

    python tools/gen_sounds.py [OUT_DIR]

Every effect is under 0.7 s (so under 60 KB) except the win fanfare (under 2 s).
Each effect gets a smooth envelope and is normalised below full scale, so nothing clips.
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
    for i, (name, make) in enumerate(EFFECTS.items()):
        rng = random.Random(SEED + i)
        path = out_dir / f"{name}.wav"
        write_wav(path, finish(make(rng)))
        written.append(path)
    return written


def main(argv: list[str]) -> int:
    default = Path(__file__).resolve().parent.parent / "assets" / "sounds"
    out_dir = Path(argv[0]) if argv else default
    for path in generate(out_dir):
        with wave.open(str(path)) as w:
            secs = w.getnframes() / w.getframerate()
        print(f"{path.name:12s} {secs:5.2f} s {path.stat().st_size / 1024:6.1f} KB")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
