"""The music loops: generated, well-formed, gentle, small, and seamless at the join."""

from __future__ import annotations

import array
import importlib.util
import operator
import random
import wave

import pytest

import assets
from ecs.audio import MUSIC_NAMES

MUSIC = assets.path("music")
CEILING = 32768 * 10 ** (-6 / 20)  # -6 dBFS: the loops sit under the effects


def _generator():
    spec = importlib.util.spec_from_file_location(
        "gen_music", assets.ROOT.parent / "tools" / "gen_music.py"
    )
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def _read(name: str) -> tuple[wave._wave_params, array.array]:
    path = MUSIC / f"{name}.wav"
    assert path.is_file(), f"run tools/gen_music.py to make {path.name}"
    with wave.open(str(path)) as w:
        params = w.getparams()
        samples = array.array("h", w.readframes(w.getnframes()))
    return params, samples


def _percentile(values: list[int], q: float) -> int:
    return sorted(values)[int(q * (len(values) - 1))]


@pytest.mark.parametrize("name", MUSIC_NAMES)
def test_loop_format_length_and_level(name):
    params, samples = _read(name)
    assert (params.nchannels, params.sampwidth, params.framerate) == (1, 2, 22050)
    assert params.comptype == "NONE"
    assert 12.0 <= params.nframes / params.framerate <= 20.0
    peak = max(max(samples), -min(samples))
    assert CEILING / 2 < peak <= CEILING  # between -12 and -6 dBFS: audible, but gentle


@pytest.mark.parametrize("name", MUSIC_NAMES)
def test_loop_joins_without_a_click(name):
    _, s = _read(name)
    # What is usual inside the loop, from every 5th sample (plenty, and fast).
    a, b, c = s[0::5], s[1::5], s[2::5]
    steps = list(map(abs, map(operator.sub, b, a)))
    bends = list(map(abs, map(operator.sub, map(operator.sub, c, b), map(operator.sub, b, a))))
    # Across the join the wave moves no more than it usually does between two samples...
    assert abs(s[0] - s[-1]) <= _percentile(steps, 0.5)
    # ...and its slope carries on: the join bends no more than almost anywhere inside.
    assert abs(s[0] - 2 * s[-1] + s[-2]) <= _percentile(bends, 0.9)
    assert abs(s[1] - 2 * s[0] + s[-1]) <= _percentile(bends, 0.9)


def test_loops_are_small_together():
    total = sum((MUSIC / f"{name}.wav").stat().st_size for name in MUSIC_NAMES)
    assert total < 3.5 * 1024 * 1024


def test_generator_makes_exactly_the_loops_the_game_plays():
    assert tuple(_generator().LOOPS) == MUSIC_NAMES


def test_ring_wraps_what_rings_past_the_end():
    gen = _generator()
    ring = gen.Ring(bpm=120, beats=4, rng=random.Random(1))  # 2 s
    ring.add([1.0] * 100, beat=4 - 50 / (ring.n / 4), gain=0.5, verb=0.0, jitter=0.0)
    assert ring.dry[-50:] == [0.5] * 50 and ring.dry[:50] == [0.5] * 50
    assert sum(ring.dry) == pytest.approx(50.0)


def test_filters_run_round_the_ring():
    gen = _generator()
    n = 2000
    saw = [(i % 100) / 50 - 1 for i in range(n)]  # 20 whole periods
    smooth = gen.around(saw, lambda s: gen.gs.lowpass(s, 300.0))
    # Periodic in, periodic out: no start-up transient at the beginning of the ring.
    assert smooth[:100] == pytest.approx(smooth[100:200], abs=1e-9)


def test_tunes_must_fill_their_bars():
    gen = _generator()
    assert gen.tune("C4:1 r:1 E4:2", 4) == [(0.0, 60, 1.0), (2.0, 64, 2.0)]
    with pytest.raises(ValueError):
        gen.tune("C4:1 E4:2", 4)
