"""Compose Fowl Play's background music into assets/music/ as seamless 16-bit mono loops.

One short loop for the menus and one for each game, each with its own character:

- ``menu``: a cheerful farmyard tune, a tin whistle over banjo rolls and a plucked bass;
- ``chicken``: bouncy and playful, a swung marimba with boinging bass and clucks;
- ``zombie``: a creepy minor-key music box over a low drone, a heartbeat and a theremin;
- ``henhouse``: a brass march over a snare drum, tuba and glockenspiel;
- ``island``: a tropical war dance, a brass bugle call and steel pans over taiko drums,
  a tresillo tuba and the rumble of the volcano.

Pure Python and seeded, so every run writes byte-identical files. The building blocks
(oscillators, envelopes, filters, noise, WAV writing) are tools/gen_sounds.py's, run at
this script's lower rate (22.05 kHz, which keeps the five loops under 3.5 MB together).

Seamless by construction: each loop is a ring of samples. A note that rings past the end
wraps round to the start, drones and tremolos complete whole cycles per loop, and the
reverb and DC filter run round the ring twice so the start already holds the end's tail.
The last bar of each tune is a turnaround that leads back into bar one.

    python tools/gen_music.py [OUT_DIR]
"""

from __future__ import annotations

import array
import contextlib
import math
import random
import sys
from collections.abc import Callable, Iterator, Sequence
from pathlib import Path

_TOOLS = str(Path(__file__).resolve().parent)
if _TOOLS not in sys.path:
    sys.path.insert(0, _TOOLS)

import gen_sounds as gs  # noqa: E402  (a sibling script, not a package)

SR = 22050
PEAK_DB = -7.0  # every loop peaks here (well under the -6 dBFS ceiling)...
RMS_DB = -21.0  # ...or lower, so a dense loop is no louder than a sparse one
SEED = 20240901
NYQUIST_SAFE = 0.45 * SR  # partials above this would alias, so they are left out

Signal = list[float]


@contextlib.contextmanager
def music_rate() -> Iterator[None]:
    """gen_sounds' helpers read its ``SR`` on every call: run them at the music's rate."""
    saved = gs.SR
    gs.SR = SR
    try:
        yield
    finally:
        gs.SR = saved


# --- notation ---------------------------------------------------------------------------

_STEPS = {"C": 0, "D": 2, "E": 4, "F": 5, "G": 7, "A": 9, "B": 11}
_CHORDS = {"": (0, 4, 7), "m": (0, 3, 7), "7": (0, 4, 7, 10)}


def note_number(name: str) -> int:
    """MIDI number of a note name such as ``"F#4"`` or ``"Bb3"`` (middle C is C4 = 60)."""
    accidentals = name[1:-1]
    return (
        12 * (int(name[-1]) + 1) + _STEPS[name[0]] + accidentals.count("#") - accidentals.count("b")
    )


def chord(symbol: str, octave: int) -> list[int]:
    """MIDI numbers of a chord symbol (``"G"``, ``"Am"``, ``"D7"``, ``"Bb"``) from its root."""
    root = symbol[:2] if len(symbol) > 1 and symbol[1] in "#b" else symbol[:1]
    base = note_number(f"{root}{octave}")
    return [base + step for step in _CHORDS[symbol[len(root) :]]]


def tune(text: str, beats: float) -> list[tuple[float, int, float]]:
    """``"G4:.5 A4:.5 | B4:1 r:1"`` as [(start beat, MIDI note, length in beats)].

    ``r`` is a rest and ``|`` only helps the eye. The total must be ``beats``, so a typo
    cannot shift the tune against its chords.
    """
    notes, beat = [], 0.0
    for token in text.split():
        if token == "|":
            continue
        name, _, length = token.partition(":")
        size = float(length or 1)
        if name != "r":
            notes.append((beat, note_number(name), size))
        beat += size
    if abs(beat - beats) > 1e-9:
        raise ValueError(f"tune lasts {beat} beats, not {beats}")
    return notes


def hz(midi_note: float) -> float:
    return gs.midi(midi_note)


def n_of(seconds: float) -> int:
    return gs.n_of(seconds)


# --- the ring ---------------------------------------------------------------------------


class Ring:
    """One loop's samples. Whatever is added past the end wraps round to the start.

    Times are in beats; ``swing`` delays every off-beat eighth by that fraction of a
    beat. Each hit is nudged by a few milliseconds (seeded) so it does not sound
    machine-stamped. ``send`` collects what goes to the reverb.
    """

    def __init__(self, bpm: float, beats: int, rng: random.Random, swing: float = 0.0):
        self.beat_s = 60.0 / bpm
        self.beats = beats
        self.n = round(beats * self.beat_s * SR)
        self.dry = [0.0] * self.n
        self.send = [0.0] * self.n
        self.rng = rng
        self.swing = swing

    def seconds(self, beats: float) -> float:
        return beats * self.beat_s

    def add(
        self,
        sig: Sequence[float],
        beat: float,
        gain: float = 1.0,
        verb: float = 0.25,
        jitter: float = 0.004,
    ) -> None:
        if self.swing and abs(beat % 1.0 - 0.5) < 1e-9:
            beat += self.swing
        at = self.seconds(beat) + (self.rng.uniform(-jitter, jitter) if jitter else 0.0)
        start = round(at * SR) % self.n
        dry, send, n = self.dry, self.send, self.n
        wet = gain * verb
        for i, v in enumerate(sig):
            k = (start + i) % n
            dry[k] += v * gain
            send[k] += v * wet

    def cycles(self, freq: float, multiple: int = 1) -> float:
        """The nearest frequency that completes a whole number of cycles per loop.

        With ``multiple`` the cycle count is a multiple of it, so a partial at that
        fraction of the frequency (a fifth is 3/2) also comes round exactly.
        """
        whole = max(1, round(freq * self.n / SR / multiple)) * multiple
        return whole * SR / self.n

    def mixdown(self, verb_level: float = 1.0) -> Signal:
        wet = reverb(self.send)
        mixed = [d + verb_level * w for d, w in zip(self.dry, wet, strict=True)]
        return around(mixed, lambda s: gs.highpass(s, 30.0))  # no DC, no rumble


def around(sig: Signal, process: Callable[[Signal], Signal]) -> Signal:
    """Run a causal filter round the ring: twice through, keep the second lap.

    The first lap fills the filter's memory with the loop's end, so the second starts
    exactly where the end leaves off.
    """
    n = len(sig)
    return process(sig + sig)[n:]


def _comb(x: Signal, delay: int, feedback: float, damp: float) -> Signal:
    line, out = [0.0] * delay, [0.0] * len(x)
    store, k = 0.0, 0
    for i, v in enumerate(x):
        y = line[k]
        store = y * (1.0 - damp) + store * damp
        line[k] = v + store * feedback
        out[i] = y
        k = k + 1 if k + 1 < delay else 0
    return out


def _allpass(x: Signal, delay: int, feedback: float = 0.5) -> Signal:
    line, out = [0.0] * delay, [0.0] * len(x)
    k = 0
    for i, v in enumerate(x):
        y = line[k]
        out[i] = y - v
        line[k] = v + y * feedback
        k = k + 1 if k + 1 < delay else 0
    return out


def reverb(send: Signal, size: float = 0.78, damp: float = 0.3) -> Signal:
    """A small Freeverb-style hall (four damped combs, two allpasses), run round the ring."""

    def room(x: Signal) -> Signal:
        total = [0.0] * len(x)
        for delay in (558, 594, 638, 678):  # Freeverb's tunings, halved for 22.05 kHz
            total = [t + c for t, c in zip(total, _comb(x, delay, size, damp), strict=True)]
        for delay in (278, 220):
            total = _allpass(total, delay)
        return [t * 0.25 for t in total]

    return around(send, room)


# --- instruments ------------------------------------------------------------------------


def partials(
    freq: float, seconds: float, parts: Sequence[tuple[float, float, float]], attack: float
) -> Signal:
    """Struck tone: each (ratio, level, decay seconds) partial rings down on its own."""
    n = gs.n_of(seconds)
    out = [0.0] * n
    for ratio, level, tau in parts:
        if freq * ratio > NYQUIST_SAFE:
            continue
        tone = gs.apply(gs.osc([freq * ratio] * n), gs.env_perc(n, attack, tau))
        gs.mix(out, tone, 0.0, level)
    return gs.apply(out, gs.env_adsr(n, 0.0, 0.0, 1.0, min(0.05, seconds / 3)))


def pluck(
    freq: float,
    seconds: float,
    rng: random.Random,
    bright: float = 0.7,
    loss: float = 0.996,
    pick: float = 0.15,
) -> Signal:
    """A plucked string (Karplus-Strong): a noise burst circulating in a tuned delay line.

    An allpass supplies the fractional part of the delay, so high notes stay in tune;
    subtracting a delayed copy of the burst mimics where the string is picked.
    """
    n = gs.n_of(seconds)
    period = SR / freq
    delay = int(period - 0.5)
    frac = period - 0.5 - delay
    if frac < 0.1:
        delay, frac = delay - 1, frac + 1.0
    c = (1.0 - frac) / (1.0 + frac)
    burst = gs.lowpass(gs.noise(delay, rng), 400.0 + bright * 9000.0)
    mean = sum(burst) / delay
    burst = [b - mean for b in burst]
    k = max(1, round(pick * delay))
    burst = [burst[i] - (burst[i - k] if i >= k else 0.0) for i in range(delay)]
    peak = max(abs(b) for b in burst) or 1.0
    y = [b / peak for b in burst[:n]] + [0.0] * max(0, n - delay)
    ap_in = ap_out = 0.0
    for i in range(delay, n):
        j = i - delay
        avg = 0.5 * (y[j] + (y[j - 1] if j else 0.0))
        ap_out = c * avg + ap_in - c * ap_out
        ap_in = avg
        y[i] = loss * ap_out
    return gs.apply(y, gs.env_adsr(n, 0.0, 0.0, 1.0, min(0.06, seconds / 3)))


def banjo(freq: float, seconds: float, rng: random.Random) -> Signal:
    """Bright, twangy and quick to die away: picked near the bridge, thin in the bass."""
    return gs.highpass(pluck(freq, seconds, rng, bright=0.95, loss=0.993, pick=0.12), 160.0)


def string_bass(freq: float, seconds: float, rng: random.Random) -> Signal:
    return gs.lowpass(pluck(freq, seconds, rng, bright=0.2, loss=0.994, pick=0.3), 900.0)


def whistle(freq: float, seconds: float, rng: random.Random) -> Signal:
    """A tin whistle: nearly pure, a little vibrato and a breath of air."""
    tone = gs.note(
        freq, seconds, ((1, 1.0), (2, 0.06), (3, 0.03)), (0.03, 0.05, 0.85, 0.05), (5.5, 0.006)
    )
    n = len(tone)
    air = gs.bandpass(gs.noise(n, rng), freq * 0.7, freq * 1.6)
    return [t + 0.08 * a * e for t, a, e in zip(tone, air, gs.env_perc(n, 0.01, 0.08), strict=True)]


def marimba(freq: float, seconds: float, rng: random.Random) -> Signal:
    tone = partials(freq, seconds, ((1, 1.0, 0.3), (4, 0.25, 0.05), (10, 0.06, 0.012)), 0.001)
    m = gs.n_of(0.004)
    gs.mix(
        tone, gs.apply(gs.lowpass(gs.noise(m, rng), 3000), gs.env_perc(m, 0.0003, 0.001)), 0, 0.3
    )
    return tone


def boing_bass(freq: float, seconds: float) -> Signal:
    """A round, bouncy bass that scoops up into each note."""
    n = gs.n_of(seconds)
    m = min(n, gs.n_of(0.035))
    freqs = gs.glide(freq * 0.9, freq, m) + [freq] * (n - m)
    return gs.apply(
        gs.osc(freqs, ((1, 1.0), (2, 0.4), (3, 0.15))), gs.env_adsr(n, 0.003, 0.12, 0.35, 0.04)
    )


def cluck(freq: float) -> Signal:
    """A tiny 'bok': a voiced blip whose pitch drops fast."""
    n = gs.n_of(0.075)
    sig = gs.lowpass(gs.osc(gs.glide(freq, freq * 0.6, n), gs.VOICE), 2800)
    return gs.apply(sig, gs.env_adsr(n, 0.004, 0.02, 0.6, 0.03))


def slide_whistle(f0: float, f1: float, seconds: float) -> Signal:
    n = gs.n_of(seconds)
    sig = gs.osc(gs.glide(f0, f1, n), ((1, 1.0), (2, 0.05)), vibrato=(7.0, 0.01))
    return gs.apply(sig, gs.env_adsr(n, 0.02, 0.02, 0.9, 0.04))


def music_box(freq: float, seconds: float, rng: random.Random) -> Signal:
    """A music-box tine, each one a little out of tune, as if the comb were old."""
    freq *= 2 ** (rng.uniform(-14, 14) / 1200)
    return partials(freq, seconds, ((1, 1.0, 0.8), (2, 0.15, 0.3), (5.4, 0.08, 0.06)), 0.001)


def choir(freq: float, seconds: float) -> Signal:
    """A ghostly 'ooh': slow to swell, slow to go."""
    return gs.note(
        freq, seconds, ((1, 1.0), (2, 0.22), (3, 0.06)), (0.5, 0.3, 0.8, 0.8), (4.8, 0.007)
    )


def cello(freq: float, seconds: float) -> Signal:
    saw = tuple((h, 1.0 / h) for h in range(1, 8))
    tone = gs.note(freq, seconds, saw, (0.25, 0.2, 0.8, 0.5), (5.0, 0.004))
    return gs.lowpass(gs.lowpass(tone, 900), 900)


def theremin(points: Sequence[tuple[float, float]], beat_s: float) -> Signal:
    """A gliding, wobbling sine through (beat, MIDI note) points."""
    n = gs.n_of(points[-1][0] * beat_s)
    freqs, k = [], 0
    for i in range(n):
        beat = i / SR / beat_s
        while k + 2 < len(points) and beat >= points[k + 1][0]:
            k += 1
        (b0, m0), (b1, m1) = points[k], points[k + 1]
        x = min(1.0, max(0.0, (beat - b0) / (b1 - b0)))
        x = x * x * (3 - 2 * x)  # ease in and out of each slide
        freqs.append(hz(m0 + (m1 - m0) * x))
    sig = gs.osc(freqs, ((1, 1.0), (2, 0.08)), vibrato=(6.0, 0.012))
    return gs.apply(sig, gs.env_adsr(n, 0.4, 0.1, 0.9, 0.9))


def brass(freq: float, seconds: float, bright: float = 1.0) -> Signal:
    """A brass note that blares open in its first few hundredths of a second."""
    n = gs.n_of(seconds)
    tone = gs.osc([freq] * n, gs.BRASS, vibrato=(5.5, 0.003))
    swell = gs.n_of(0.05)
    top = min(NYQUIST_SAFE, freq * (2.5 + 3.0 * bright))
    cutoffs = [
        freq + (top - freq) * min(1.0, i / swell) * (1.0 - 0.25 * min(1.0, i / n)) for i in range(n)
    ]
    tone = gs.sweep_lowpass(gs.sweep_lowpass(tone, cutoffs), cutoffs)
    return gs.apply(tone, gs.env_adsr(n, 0.015, 0.08, 0.75, 0.05))


def tuba(freq: float, seconds: float) -> Signal:
    tone = gs.osc([freq] * n_of(seconds), ((1, 1.0), (2, 0.5), (3, 0.3), (4, 0.12)))
    return gs.apply(gs.lowpass(tone, 700), gs.env_adsr(len(tone), 0.02, 0.1, 0.6, 0.06))


def glock(freq: float, seconds: float) -> Signal:
    return partials(freq, seconds, ((1, 1.0, 0.5), (2.76, 0.25, 0.1), (5.4, 0.1, 0.04)), 0.0005)


def steel_pan(freq: float, seconds: float) -> Signal:
    """A steel pan: octave and twelfth ring with the note, and a twin a hair sharp shimmers."""
    return partials(
        freq,
        seconds,
        ((1, 1.0, 0.5), (1.004, 0.35, 0.6), (2, 0.55, 0.25), (3, 0.2, 0.1), (4, 0.06, 0.05)),
        0.003,
    )


# --- drums ------------------------------------------------------------------------------


def kick(rng: random.Random, f0: float = 110.0, f1: float = 45.0, tau: float = 0.09) -> Signal:
    n = n_of(tau * 4)
    body = gs.apply(gs.osc(gs.glide(f0, f1, n)), gs.env_perc(n, 0.002, tau))
    m = n_of(0.012)
    gs.mix(
        body, gs.apply(gs.lowpass(gs.noise(m, rng), 2500), gs.env_perc(m, 0.0005, 0.003)), 0, 0.3
    )
    return body


def snare(rng: random.Random, tau: float = 0.07, tone: float = 190.0) -> Signal:
    """Snare wires (bandpassed noise) over the drum's short, dropping head tone."""
    n = n_of(tau * 5)
    wires = gs.apply(gs.bandpass(gs.noise(n, rng), 1200, 7000), gs.env_perc(n, 0.001, tau))
    head = gs.osc(gs.glide(tone * 1.4, tone, n), ((1, 1.0), (1.5, 0.4)))
    head = gs.apply(head, gs.env_perc(n, 0.001, tau * 0.5))
    return [w + 0.6 * h for w, h in zip(wires, head, strict=True)]


def hat(rng: random.Random, tau: float = 0.02) -> Signal:
    n = n_of(tau * 5)
    return gs.apply(gs.highpass(gs.noise(n, rng), 5000), gs.env_perc(n, 0.0005, tau))


def shaker(rng: random.Random) -> Signal:
    n = n_of(0.08)
    return gs.apply(
        gs.bandpass(gs.noise(n, rng), 2500, 8000), gs.env_adsr(n, 0.015, 0.03, 0.3, 0.03)
    )


def clap(rng: random.Random) -> Signal:
    out = [0.0] * n_of(0.2)
    for i, t in enumerate((0.0, 0.009, 0.018)):
        m = n_of(0.12 if i == 2 else 0.01)
        burst = gs.bandpass(gs.noise(m, rng), 900, 3500)
        gs.mix(out, gs.apply(burst, gs.env_perc(m, 0.0005, 0.035 if i == 2 else 0.004)), t)
    return out


def woodblock(freq: float) -> Signal:
    n = n_of(0.08)
    return gs.apply(gs.osc([freq] * n, ((1, 1.0), (2.6, 0.3))), gs.env_perc(n, 0.0005, 0.018))


def taiko(rng: random.Random, freq: float = 65.0, tau: float = 0.22) -> Signal:
    """A barrel drum: the head's pitch sags after the stick, its modes ring, the skin slaps."""
    n = n_of(tau * 4)
    m = min(n, n_of(0.06))
    head = gs.osc(gs.glide(freq * 1.3, freq, m) + [freq] * (n - m), ((1, 1.0), (1.59, 0.25)))
    head = gs.apply(head, gs.env_perc(n, 0.002, tau))
    air = gs.apply(gs.bandpass(gs.noise(n, rng), 50, 400), gs.env_perc(n, 0.001, tau * 0.3))
    s = n_of(0.02)
    slap = gs.apply(gs.lowpass(gs.noise(s, rng), 1800), gs.env_perc(s, 0.0005, 0.004))
    gs.mix(head, air, 0, 0.5)
    gs.mix(head, slap, 0, 0.25)
    return head


def crash(rng: random.Random) -> Signal:
    n = n_of(1.6)
    return gs.apply(gs.bandpass(gs.noise(n, rng), 3000, 9000), gs.env_perc(n, 0.003, 0.45))


# --- the loops --------------------------------------------------------------------------


def compose_menu(rng: random.Random) -> Ring:
    """G major, 120 bpm: a tin whistle tune over banjo forward-rolls and a boom-chick bass."""
    ring = Ring(bpm=120, beats=32, rng=rng)
    chords = ["G", "C", "G", "D", "G", "C", "D", "D7"]
    melody = tune(
        "G4:.5 A4:.5 B4:1 D5:1 B4:1 | C5:1 E5:.5 D5:.5 C5:1 A4:1 |"
        " B4:1 D5:.5 B4:.5 G4:1 B4:1 | A4:1 F#4:.5 A4:.5 D5:2 |"
        " G4:.5 A4:.5 B4:1 D5:1 G5:1 | E5:1 G5:.5 E5:.5 C5:1 E5:1 |"
        " D5:1 F#5:.5 E5:.5 D5:1 C5:1 | A4:1 C5:.5 B4:.5 A4:1 F#4:1",
        32,
    )
    for beat, m, size in melody:
        length = ring.seconds(size) * 0.92
        ring.add(whistle(hz(m + 12), length, rng), beat, 0.17 * rng.uniform(0.9, 1.0), 0.35)
    for bar, symbol in enumerate(chords):
        tones = sorted({55 + (t - 55) % 12 for t in chord(symbol, 3)})  # G3 up to F#4
        low, mid, high = tones[0], tones[len(tones) // 2], tones[-1]
        drone = 67 if any(t % 12 == 7 for t in tones) else 69  # the banjo's short 5th string
        strings = (low, mid, high, drone)
        roll = (0, 1, 3, 0, 2, 3, 1, 2) if bar % 4 != 3 else (2, 1, 0, 3, 2, 1, 0, 3)
        for step, which in enumerate(roll):
            accent = 1.0 if step % 2 == 0 else 0.75
            pick = banjo(hz(strings[which]), 0.7, rng)
            ring.add(pick, bar * 4 + step * 0.5, 0.5 * accent * rng.uniform(0.85, 1.0), 0.2)
        root = chord(symbol, 2)[0]
        fifth = root - 5 if root >= 41 else root + 7
        basses = [(0, root), (2, fifth)] if bar < 7 else [(0, 38), (1, 40), (2, 42), (3, 45)]
        for beat, m in basses:
            ring.add(string_bass(hz(m), 0.9, rng), bar * 4 + beat, 0.55, 0.1)
        for beat in range(4):
            at = bar * 4 + beat
            if beat % 2 == 0:
                ring.add(kick(rng, 90, 50, 0.07), at, 0.35, 0.0)
            else:
                ring.add(snare(rng, 0.05, 220), at, 0.18, 0.3)
            ring.add(shaker(rng), at, 0.07, 0.1)
            ring.add(shaker(rng), at + 0.5, 0.11, 0.1)
    return ring


def compose_chicken(rng: random.Random) -> Ring:
    """C major, 132 bpm, swung: a staccato marimba, a boinging bass, claps and clucks."""
    ring = Ring(bpm=132, beats=32, rng=rng, swing=0.1)
    chords = ["C", "Am", "F", "G", "C", "Am", "Dm", "G7"]
    melody = tune(
        "E5:.5 G5:.5 r:.5 G5:.5 A5:.5 G5:.5 E5:1 | C5:.5 E5:.5 r:.5 E5:.5 D5:.5 C5:.5 A4:1 |"
        " A4:.5 C5:.5 F5:.5 A5:.5 G5:1 F5:1 | D5:.5 E5:.5 F5:.5 D5:.5 G5:1 r:1 |"
        " E5:.5 G5:.5 r:.5 G5:.5 C6:1 G5:1 | A5:.5 G5:.5 E5:.5 C5:.5 E5:1 A4:1 |"
        " F5:.5 E5:.5 D5:.5 F5:.5 A5:1 F5:1 | G5:.5 F5:.5 E5:.5 D5:.5 B4:1 r:1",
        32,
    )
    for beat, m, size in melody:
        length = min(0.6, ring.seconds(size) + 0.2)
        ring.add(marimba(hz(m), length, rng), beat, 0.5 * rng.uniform(0.85, 1.0), 0.25)
    for bar, symbol in enumerate(chords):
        start = bar * 4
        tones = chord(symbol, 2)
        root, fifth = tones[0], tones[2] - 12 if tones[2] - 12 >= 36 else tones[2]
        for beat, m, size in (
            (0, root, 0.7),
            (1, root + 12, 0.3),
            (2, fifth, 0.7),
            (3, root + 12, 0.3),
        ):
            ring.add(boing_bass(hz(m), ring.seconds(size)), start + beat, 0.42, 0.05)
        ring.add(boing_bass(hz(root + 7), ring.seconds(0.3)), start + 3.5, 0.25, 0.05)
        stab = [60 + (t - 60) % 12 for t in chord(symbol, 4)]
        for beat in (1, 3):
            for m in stab:
                ring.add(pluck(hz(m), 0.25, rng, bright=0.55, loss=0.99), start + beat, 0.22, 0.2)
        for beat in range(4):
            if beat % 2 == 0:
                ring.add(kick(rng), start + beat, 0.4, 0.0)
            else:
                ring.add(clap(rng), start + beat, 0.45, 0.35)
            ring.add(hat(rng, 0.025), start + beat, 0.22, 0.1)
            ring.add(hat(rng, 0.015), start + beat + 0.5, 0.3, 0.1)
        ring.add(woodblock(1250), start + 2.5, 0.22, 0.2)
        if bar % 4 == 3:  # the melody rests: the hens answer
            ring.add(cluck(760), start + 3, 0.4, 0.3)
            ring.add(cluck(900), start + 3.5, 0.4, 0.3)
    ring.add(slide_whistle(hz(67), hz(79), ring.seconds(0.45)), 31.5, 0.25, 0.3, jitter=0.0)
    return ring


def compose_zombie(rng: random.Random) -> Ring:
    """D minor waltz, 84 bpm: a warped music box, a low drone, a heartbeat and a theremin."""
    ring = Ring(bpm=84, beats=24, rng=rng)
    chords = ["Dm", "Dm", "Bb", "A", "Gm", "Dm", "Eb", "A7"]
    # The drone: D2 with its fifth and octave, plus a slightly sharp copy that beats
    # against it. Every frequency and the slow swell complete whole cycles per loop.
    drone = [0.0] * ring.n
    for base, level in ((hz(38), 1.0), (hz(38) * 1.004, 0.6)):
        freq = ring.cycles(base, multiple=2)
        tone = gs.osc([freq] * ring.n, ((1, 1.0), (1.5, 0.45), (2, 0.35), (3, 0.1)))
        gs.mix(drone, tone, 0.0, level)
    swell = ring.cycles(0.2)
    for i in range(ring.n):
        drone[i] *= 0.7 + 0.3 * math.sin(2 * math.pi * swell * i / SR)
    drone = around(drone, lambda s: gs.lowpass(gs.lowpass(s, 500), 500))
    ring.add(drone, 0, 0.09, 0.15, jitter=0.0)

    melody = tune(
        "D5:1 F5:1 A5:1 | G#5:1.5 A5:.5 F5:1 | D5:1 F5:1 Bb5:1 | C#6:1 A5:1 E5:1 |"
        " Bb5:1 G5:1 D5:1 | F5:1.5 E5:.5 D5:1 | Eb5:1 G5:1 Bb5:1 | A5:1 G5:1 C#5:1",
        24,
    )
    for beat, m, _ in melody:
        tine = music_box(hz(m), 1.4, rng)
        ring.add(tine, beat, 0.3 * rng.uniform(0.8, 1.0), 0.35)
        ring.add(tine, beat + 1.5, 0.09, 0.6)  # a ghostly echo
    for bar, symbol in enumerate(chords):
        start = bar * 3
        for m in chord(symbol, 4)[:3]:
            ring.add(choir(hz(m), ring.seconds(3) + 0.8), start, 0.05, 0.5)
        root = chord(symbol, 2)[0]
        ring.add(cello(hz(root), ring.seconds(3) + 0.3), start, 0.12, 0.3)
        ring.add(kick(rng, 70, 38, 0.12), start, 0.4, 0.1)  # lub
        ring.add(kick(rng, 65, 36, 0.1), start + 0.35, 0.28, 0.1)  # dub
        for beat in range(3):
            ring.add(woodblock(1700 if beat % 2 == 0 else 1250), start + beat, 0.1, 0.4)
    for at, points in (
        (6, ((0, 62), (0.8, 65), (2.6, 65), (3.3, 64), (5.5, 64))),
        (18, ((0, 63), (0.8, 67), (2.6, 67), (3.3, 61), (5.5, 61))),
    ):
        ring.add(theremin(points, ring.beat_s), at, 0.11, 0.5)
    return ring


def compose_henhouse(rng: random.Random) -> Ring:
    """B-flat march, 116 bpm: trumpets, afterbeat horns, tuba, snare drum and glockenspiel."""
    ring = Ring(bpm=116, beats=32, rng=rng)
    chords = ["Bb", "Eb", "Bb", "F", "Bb", "Eb", "F", "F7"]
    melody = tune(
        "F4:.75 F4:.25 Bb4:1 D5:1 F5:1 | G5:1.5 F5:.5 Eb5:1 C5:1 |"
        " D5:.75 C5:.25 Bb4:1 F4:1 Bb4:1 | C5:.75 C5:.25 C5:1 A4:1 F4:1 |"
        " F4:.75 F4:.25 Bb4:1 D5:1 F5:1 | G5:.75 G5:.25 Bb5:1 G5:1 Eb5:1 |"
        " F5:.75 Eb5:.25 D5:1 C5:1 A4:1 | C5:.5 D5:.5 Eb5:.5 C5:.5 A4:1 r:1",
        32,
    )
    for beat, m, size in melody:
        length = ring.seconds(size) * 0.85  # detached, as a march is played
        accent = 1.0 if beat % 1 == 0 else 0.8
        ring.add(brass(hz(m), length), beat, 0.3 * accent, 0.3)
        if beat >= 16:
            ring.add(glock(hz(m + 12), 0.6), beat, 0.08, 0.4)
    for bar, symbol in enumerate(chords):
        start = bar * 4
        root = chord(symbol, 2)[0]
        fifth = root + 7 if root + 7 <= 50 else root - 5
        for beat, m in ((0, root), (2, fifth)):
            ring.add(tuba(hz(m), ring.seconds(0.8)), start + beat, 0.5, 0.15)
        horns = [53 + (t - 53) % 12 for t in chord(symbol, 3)]  # F3 up to E4
        for beat in (1, 3):
            for m in horns:
                ring.add(brass(hz(m), ring.seconds(0.4), 0.4), start + beat, 0.1, 0.3)
        for beat in (0, 2):
            ring.add(kick(rng, 80, 45, 0.12), start + beat, 0.45, 0.2)
        if bar % 4 == 0:
            ring.add(crash(rng), start, 0.15, 0.3)
        _march_snare(ring, start, fill=bar == 7, roll=bar % 2 == 1)
    return ring


def _march_snare(ring: Ring, start: float, fill: bool, roll: bool) -> None:
    """One bar of a field-drum part: flammed accents, taps, and a roll into the next bar."""
    rng = ring.rng

    def stroke(beat: float, velocity: float, flam: bool = False) -> None:
        if flam:
            ring.add(snare(rng, 0.05), start + beat - 0.06, 0.16 * velocity, 0.25)
        ring.add(snare(rng, 0.04 + 0.04 * velocity), start + beat, 0.4 * velocity, 0.25)

    if fill:  # bar 8: taps, then a crescendo roll that lands on bar 1
        stroke(0, 1.0, True)
        stroke(0.75, 0.5)
        for i in range(24):
            stroke(1 + i / 8, 0.3 + 0.55 * i / 23)
        return
    for beat, velocity in ((0, 1.0), (0.75, 0.45), (1, 0.7), (1.5, 0.5), (1.75, 0.5)):
        stroke(beat, velocity, flam=beat == 0)
    stroke(2, 0.9, flam=True)
    stroke(2.75, 0.45)
    if roll:  # a short roll on beat four
        for i in range(6):
            stroke(3 + i / 8, 0.35 + 0.07 * i)
    else:
        stroke(3, 0.7)
        stroke(3.5, 0.55)


def compose_island(rng: random.Random) -> Ring:
    """A minor, 126 bpm: a bugle call and steel pans over taiko, tresillo tuba and a volcano."""
    ring = Ring(bpm=126, beats=32, rng=rng)
    chords = ["Am", "F", "G", "Am", "Am", "F", "G", "E7"]
    # The volcano: a low rumble of noise that swells twice per loop, filtered round the ring.
    rumble = around(gs.noise(ring.n, rng), lambda s: gs.lowpass(gs.lowpass(s, 90), 90))
    swell = ring.cycles(2 * SR / ring.n)
    for i in range(ring.n):
        rumble[i] *= 0.6 + 0.4 * math.sin(2 * math.pi * swell * i / SR)
    ring.add(rumble, 0, 1.2, 0.1, jitter=0.0)

    bugle = tune(  # bars 1-4: the call to arms
        "A4:.75 A4:.25 E5:1 D5:.5 C5:.5 B4:.5 A4:.5 | C5:.75 C5:.25 F5:1 E5:.5 D5:.5 C5:1 |"
        " B4:.75 B4:.25 D5:.5 G5:.5 F5:.5 E5:.5 D5:1 | E5:1.5 C5:.5 A4:1 r:1",
        16,
    )
    for beat, m, size in bugle:
        accent = 1.0 if beat % 1 == 0 else 0.8
        ring.add(brass(hz(m), ring.seconds(size) * 0.8), beat, 0.34 * accent, 0.3)
    answer = tune(  # bars 5-8: the pans answer, calypso-style
        "E5:.5 A5:.5 r:.25 A5:.25 G5:.5 E5:.5 C5:.5 D5:.5 E5:.5 |"
        " F5:.5 A5:.5 r:.25 A5:.25 G5:.5 F5:.5 E5:.5 C5:1 |"
        " D5:.5 G5:.5 r:.25 G5:.25 F5:.5 D5:.5 B4:.5 G4:1 | G#4:.5 B4:.5 D5:.5 E5:.5 r:2",
        16,
    )
    for beat, m, size in answer:
        length = min(0.7, ring.seconds(size) + 0.25)
        ring.add(steel_pan(hz(m), length), 16 + beat, 0.28 * rng.uniform(0.85, 1.0), 0.3)
    for bar, symbol in enumerate(chords):
        start = bar * 4
        tones = chord(symbol, 2)
        root = tones[0]
        fifth = root + 7 if root + 7 <= 50 else root - 5
        for beat, m, size in ((0, root, 0.9), (1.5, root, 0.9), (3, fifth, 0.6)):  # tresillo
            ring.add(tuba(hz(m), ring.seconds(size)), start + beat, 0.4, 0.1)
        pair = sorted(64 + (t - 64) % 12 for t in chord(symbol, 4))[:2]  # E4 and up
        for step in range(4):
            for m in pair:
                ring.add(steel_pan(hz(m), 0.3), start + step + 0.5, 0.09, 0.25)
        if bar >= 4:  # under the pans' answer, the horns punch the tresillo
            horns = [55 + (t - 55) % 12 for t in chord(symbol, 3)][:3]
            for beat in (0, 1.5):
                for m in horns:
                    ring.add(brass(hz(m), ring.seconds(0.4), 0.5), start + beat, 0.07, 0.3)
        _island_drums(ring, bar)
    # Bar 4: the sergeant's whistle and a war cry; bar 8: a lava bomb falls onto bar 1.
    ring.add(whistle(hz(93), ring.seconds(0.3), rng), 15, 0.18, 0.3)
    ring.add(whistle(hz(93), ring.seconds(0.3), rng), 15.5, 0.18, 0.3)
    ring.add(cluck(820), 15.75, 0.35, 0.3)
    ring.add(slide_whistle(hz(91), hz(70), ring.seconds(1.9)), 30, 0.16, 0.35, jitter=0.0)
    ring.add(crash(rng), 0, 0.1, 0.3)
    return ring


def _island_drums(ring: Ring, bar: int) -> None:
    """One bar of war drums: taiko on the downbeats, toms, snare, shaker and son clave."""
    rng, start = ring.rng, bar * 4
    ring.add(taiko(rng, 62, 0.25), start, 0.6, 0.2)
    ring.add(taiko(rng, 70, 0.18), start + 2, 0.4, 0.2)
    for beat in (1, 3):
        ring.add(snare(rng, 0.05, 240), start + beat, 0.14, 0.25)
    for step in range(8):
        ring.add(shaker(rng), start + step / 2, 0.1 if step % 2 else 0.06, 0.1)
    clave = (0, 1.5, 3) if bar % 2 == 0 else (1, 2)  # 3-2 son clave over two bars
    for beat in clave:
        ring.add(woodblock(2100), start + beat, 0.16, 0.2)
    if bar == 7:  # a rolling fill of toms, falling with the bomb
        for i in range(8):
            ring.add(taiko(rng, 190 - 12 * i, 0.08), start + 2 + i / 4, 0.18 + 0.03 * i, 0.2)
    elif bar == 3:
        ring.add(taiko(rng, 150, 0.09), start + 3, 0.3, 0.2)
        ring.add(taiko(rng, 120, 0.09), start + 3.5, 0.3, 0.2)
    else:  # don, doko
        ring.add(taiko(rng, 150, 0.09), start + 3.5, 0.22, 0.2)
        ring.add(taiko(rng, 120, 0.09), start + 3.75, 0.26, 0.2)


LOOPS: dict[str, Callable[[random.Random], Ring]] = {
    "menu": compose_menu,
    "chicken": compose_chicken,
    "zombie": compose_zombie,
    "henhouse": compose_henhouse,
    "island": compose_island,
}


# --- output -----------------------------------------------------------------------------


def finish(sig: Signal) -> array.array:
    """Scale to PEAK_DB (or down to RMS_DB if that is quieter) and convert to 16-bit.

    No fades and no trimming: the loop's first sample follows its last.
    """
    peak = max(abs(s) for s in sig) or 1.0
    rms = math.sqrt(sum(s * s for s in sig) / len(sig)) or 1.0
    gain = min(10 ** (PEAK_DB / 20) / peak, 10 ** (RMS_DB / 20) / rms)
    return array.array("h", (int(round(max(-1.0, min(1.0, s * gain)) * 32767)) for s in sig))


def start_at_a_zero(sig: Signal) -> Signal:
    """Turn the ring so the file begins on a gentle zero crossing just before bar one.

    Any turn of a ring is as seamless as any other, but this one puts the join where the
    wave is near zero and flat, and a first play still starts on the downbeat.
    """
    n = len(sig)
    first, last = n - gs.n_of(0.06), n - gs.n_of(0.005)
    best = min(range(first, last), key=lambda i: abs(sig[i]) + abs(sig[i] - sig[i - 1]))
    return sig[best:] + sig[:best]


def render(name: str) -> array.array:
    """The named loop as 16-bit samples at SR."""
    rng = random.Random(SEED + list(LOOPS).index(name))
    with music_rate():
        ring = LOOPS[name](rng)
        return finish(start_at_a_zero(ring.mixdown()))


def generate(out_dir: Path, names: Sequence[str] = tuple(LOOPS)) -> list[Path]:
    out_dir.mkdir(parents=True, exist_ok=True)
    written = []
    for name in names:
        path = out_dir / f"{name}.wav"
        samples = render(name)
        with music_rate():
            gs.write_wav(path, samples)
        written.append(path)
    return written


def main(argv: list[str]) -> int:
    default = Path(__file__).resolve().parent.parent / "assets" / "music"
    out_dir = Path(argv[0]) if argv else default
    gs.report(generate(out_dir, argv[1:] or tuple(LOOPS)))
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
