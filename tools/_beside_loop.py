"""The slowest AI decisions re-run beside a 60 Hz frame loop: does thinking stall frames?

Each frame of the loop does the same fixed piece of pure-Python work (about what a frame
of the game's own work is) and sleeps to the next 1/60 s; its work is timed in wall time,
which is what a thinking AI that holds the interpreter lengthens. The decisions are asked
one after another, the way a window asks them: ``thread`` in a worker thread of this
process (with the 1 ms switch interval ``scenes.seats`` sets), ``process`` through
``scenes.ai_worker`` (the child replays the match's log, then decides), and ``none`` runs
the loop alone, the floor.
"""

from __future__ import annotations

import sys
import time
from concurrent.futures import ThreadPoolExecutor

from _bench import percentile

from game import registry
from game.match import Match
from scenes.ai_worker import AIWorker
from scenes.seats import AI_SWITCH_INTERVAL

FRAME = 1 / 60
WORK = 25_000  # loop turns of pure-Python work per frame: about 3 ms, a game frame's work


def _frame_work() -> None:
    total = 0
    for i in range(WORK):
        total += i * i % 7
    sorted(str(i) for i in range(200))


def _loop(asks: list) -> list[float]:
    """Run frames until every Future in ``asks`` (started lazily, one at a time) is done;
    the wall milliseconds of each frame's work."""
    gaps, pending, queue = [], None, list(asks)
    while queue or pending is not None:
        start = time.perf_counter()
        if pending is None and queue:
            pending = queue.pop(0)()
        _frame_work()
        gaps.append((time.perf_counter() - start) * 1000)
        if pending is not None and pending.done():
            pending.result()
            pending = None
        time.sleep(max(0.0, FRAME - (time.perf_counter() - start)))
    return gaps


def beside_loop(slowest: list[tuple[Match, int]], frames_alone: int = 240) -> dict:
    """Frame-work figures (median, p95, max ms) for ``none``, ``thread`` and ``process``."""
    figures = {}
    start = time.perf_counter()
    alone = []
    while len(alone) < frames_alone:
        t0 = time.perf_counter()
        _frame_work()
        alone.append((time.perf_counter() - t0) * 1000)
        time.sleep(max(0.0, FRAME - (time.perf_counter() - t0)))
    figures["none"] = alone
    old = sys.getswitchinterval()
    sys.setswitchinterval(AI_SWITCH_INTERVAL)
    with ThreadPoolExecutor(max_workers=1) as pool:

        def here(match: Match, seat: int):
            ai = registry.info(match.game).make_ai(seat, match.seats[seat].level, match.seed)
            return lambda: pool.submit(ai.decide, match.state.view(seat))

        figures["thread"] = _loop([here(m, s) for m, s in slowest])
    sys.setswitchinterval(old)
    workers = [(AIWorker(m), s) for m, s in slowest]
    for worker, _ in workers:  # each child has started and replayed its match: not timed
        worker.decide(worker.match.state.current_seat()).result(timeout=120)
    figures["process"] = _loop([lambda w=w, s=s: w.decide(s) for w, s in workers])
    for worker, _ in workers:
        worker.close()
    rows = {}
    for name, gaps in figures.items():
        rows[name] = {
            "frames": len(gaps),
            "median": round(percentile(gaps, 50), 2),
            "p95": round(percentile(gaps, 95), 2),
            "max": round(max(gaps), 2),
            "over_20ms": sum(g > 20 for g in gaps),
        }
        print(f"beside a 60 Hz loop, AI in {name:8}: frame work ms {rows[name]}")
    rows["seconds"] = round(time.perf_counter() - start, 1)
    return rows
