"""Timing shared by the benchmarks, so every game's figures are measured and cut the same
way and stay comparable from one game, and one run, to the next.

The tools import it by name: ``python tools/x.py`` puts this folder on ``sys.path``.
"""

from __future__ import annotations

import json
import resource
import statistics
import time
from collections.abc import Callable, Iterator, Sequence
from typing import Any

from ecs.loop import STEP


def peak_rss_mb() -> float:
    """This process's peak resident set so far. Linux's VmHWM, not ``ru_maxrss``: a child
    started with ``subprocess`` inherits its parent's ``ru_maxrss`` across the exec."""
    try:
        with open("/proc/self/status") as status:
            for line in status:
                if line.startswith("VmHWM:"):
                    return int(line.split()[1]) / 1024
    except OSError:
        pass
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


def percentile(values: list[float], q: float) -> float:
    """The nearest-rank percentile (``q`` in 0..100) of a non-empty list."""
    ordered = sorted(values)
    rank = max(1, -(-len(ordered) * q // 100))
    return ordered[int(rank) - 1]


# --- AI decisions ---------------------------------------------------------------------


def timed_decisions(
    state: Any, players: Sequence[Any], stop: Callable[[], bool] = lambda: False
) -> Iterator[tuple[int, dict, float]]:
    """Play ``state`` out (or until ``stop()``), yielding ``(seat, view, seconds)`` for each
    ``decide(view)``. The view is built outside the timing; the action is applied after."""
    while not state.is_over() and not stop():
        seat = state.current_seat()
        view = state.view(seat)
        tick = time.perf_counter()
        action = players[seat].decide(view)
        yield seat, view, time.perf_counter() - tick
        state.apply(action)


def level_row(level: str, seconds: list[float]) -> dict[str, Any]:
    """Print one level's decision times and return them in milliseconds."""
    ms = [t * 1000 for t in seconds]
    row = {
        "calls": len(ms),
        "median_ms": round(statistics.median(ms), 3),
        "p95_ms": round(percentile(ms, 95), 3),
        "max_ms": round(max(ms), 1),
    }
    print(
        f"{level:6} calls {row['calls']:6}  median {row['median_ms']:7.3f} ms  "
        f"p95 {row['p95_ms']:7.3f} ms  max {row['max_ms']:6.1f} ms"
    )
    return row


def kind_rows(kinds: dict[tuple[str, str], list[float]]) -> None:
    """Print decision times by level and kind of decision (``--kinds``)."""
    for (level, kind), values in sorted(kinds.items()):
        ms = [t * 1000 for t in values]
        print(f"  {level:6} {kind:12} calls {len(ms):5}  median "
              f"{statistics.median(ms):7.3f} ms  p95 {percentile(ms, 95):7.3f} ms")  # fmt: skip


# --- scene frames ---------------------------------------------------------------------


def frame_percentile(values: list[float], q: float) -> float:
    # The frame benches have always read index int(q * n) (``q`` in 0..1), a rank above
    # the nearest rank; kept so their figures compare with earlier runs.
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def time_frames(
    app: Any, frames: int, warmup: int, after_frame: Callable[[], None] | None = None
) -> dict[str, list[float]]:
    """Milliseconds of each frame's fixed step and draw, timed apart as ``App.frame`` runs
    them, after ``warmup`` untimed frames; ``cpu`` is the main thread's time for both, the
    steadier figure on a shared machine. ``after_frame`` runs untimed after each frame."""
    for _ in range(warmup):
        app.clock.tick()
        app.step(STEP)
        app.draw(0.5)
    step_ms, draw_ms, cpu_ms = [], [], []
    perf, cpu = time.perf_counter, time.thread_time
    for _ in range(frames):
        app.clock.tick()
        c0, t0 = cpu(), perf()
        app.step(STEP)
        t1 = perf()
        app.draw(0.5)
        t2 = perf()
        cpu_ms.append((cpu() - c0) * 1000)
        step_ms.append((t1 - t0) * 1000)
        draw_ms.append((t2 - t1) * 1000)
        if after_frame:
            after_frame()
    total = [a + b for a, b in zip(step_ms, draw_ms, strict=True)]
    return {"step": step_ms, "draw": draw_ms, "total": total, "cpu": cpu_ms}


def print_frames(figures: dict[str, Any], times: dict[str, list[float]]) -> None:
    """A table of the frame times in milliseconds, then ``figures`` with them as JSON."""
    wide = max(8, *(len(name) + 1 for name in times))
    print(f"{'ms':<{wide}}{'median':>8}{'p95':>8}{'p99':>8}{'max':>8}")
    for name, values in times.items():
        row = {
            "median": statistics.median(values),
            "p95": frame_percentile(values, 0.95),
            "p99": frame_percentile(values, 0.99),
            "max": max(values),
        }
        figures[name] = {k: round(v, 3) for k, v in row.items()}
        print(f"{name:<{wide}}" + "".join(f"{v:>8.2f}" for v in row.values()))
    print(json.dumps(figures))
