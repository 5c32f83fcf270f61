"""Memory over a long session: one process plays game after game, headless, and reports
its resident memory after each, so a cache that grows without bound shows as growth.

Each game is a fresh seeded match of ``--game`` with AI seats, played to its end on the
headless app's simulated clock (turbo, no autosave), as ``fowlplay --headless`` plays it;
the results screen is drawn for a second, as a player would see it, before the next one.
After ``--settle`` games (the caches filling for the first time), the growth of resident
memory is fitted against wall time (least squares) and given in MB per hour, the figure
issue 20 bounds at 10. The same fit over the later half of those games (by time,
``growth_last_half_mb_per_hour``) says whether the growth is levelling off: caches that
are still filling toward their caps, or a heap that is still settling, grow early and
then stop, while a leak grows as fast in the second half as in the first. Both figures
are given; neither replaces the other, and a soak too short to have four settled games
in its later half gives no second figure. Each line also gives what the size-capped picture caches
(``ecs.sized_cache``) and the text and rotation caches hold, and Python's live objects.

``--trace`` follows Python's allocations (``tracemalloc``, which slows the games) and,
at the end, prints the source lines whose memory grew most between the last settling
game and the last game: what, if anything, keeps growing.

``--probe`` tells what grows. After each game it adds the C heap's bytes in live blocks
and in free ones (glibc's ``mallinfo2``: live bytes that grow are a leak; free bytes that
grow while the live stay level are fragmentation), Python's small blocks in use, the
entries in every cache, which Python object types grew in number since the last game,
and which memos and module-level containers of the game's own code gained entries (a
memo's strings and tuples are not objects the collector counts, so only this finds it).
``--trim`` then has ``malloc_trim(0)`` hand the heap's free pages back after each game and
gives the resident memory after it: what a trim between matches would save (it changes
what later games measure, so it is a probe of its own).

``--think-in process`` has the AIs think in a child process for each match, as a window
has them, so what the AIs remember goes with the match and the figure is the window's
own process; by default they think in this process, as ``--headless`` has them.

Usage: python tools/bench_soak.py --game zombie [--minutes 10] [--settle 3]
                                  [--seats ai:hard,...] [--seed 1] [--trace]
                                  [--think-in here|process] [--probe] [--trim]
Prints one line per game, then one JSON line with every figure.
"""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

import _headless  # noqa: F401  (before pygame: no screen, the dummy driver)

os.environ["FOWLPLAY_HOME"] = tempfile.mkdtemp(prefix="bench-soak-")
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import argparse  # noqa: E402
import collections  # noqa: E402
import ctypes  # noqa: E402
import functools  # noqa: E402
import gc  # noqa: E402
import json  # noqa: E402
import resource  # noqa: E402
import time  # noqa: E402
import tracemalloc  # noqa: E402

from _bench import peak_rss_mb  # noqa: E402

from ecs import cache, fonts, panel_cache, sized_cache  # noqa: E402
from game import core, registry  # noqa: E402
from game.match import Match  # noqa: E402
from scenes import match_scene  # noqa: E402
from scenes.headless import make_headless_app, run_frames  # noqa: E402
from scenes.menus import start_match  # noqa: E402
from scenes.seats import SeatDrivers, parse_seats  # noqa: E402

FOUR_SEATS = "ai:hard,ai:normal,ai:easy,ai:hard"


def resident_mb() -> float:
    """Resident memory now (Linux's /proc; elsewhere the peak, which only grows)."""
    try:
        pages = int(Path("/proc/self/statm").read_text().split()[1])
    except OSError:
        return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    return pages * os.sysconf("SC_PAGE_SIZE") / 2**20


def growth_per_hour(points: list[tuple[float, float]]) -> float:
    """The least-squares slope of (seconds, MB) points, in MB per hour."""
    if len(points) < 2:
        return 0.0
    n = len(points)
    mean_t = sum(t for t, _ in points) / n
    mean_m = sum(m for _, m in points) / n
    spread = sum((t - mean_t) ** 2 for t, _ in points)
    if spread == 0:
        return 0.0
    return sum((t - mean_t) * (m - mean_m) for t, m in points) / spread * 3600


def later_half(points: list[tuple[float, float]]) -> list[tuple[float, float]]:
    """The points from the middle of their time span on (at least four, or none)."""
    if not points:
        return []
    middle = (points[0][0] + points[-1][0]) / 2
    later = [p for p in points if p[0] >= middle]
    return later if len(later) >= 4 else []


def cached_mb() -> float:
    """What every picture and text cache holds now."""
    held = sized_cache.POOL.bytes + cache.text_cache.lru.bytes + cache.rotation_cache.lru.bytes
    return held / 2**20


class _MallInfo2(ctypes.Structure):
    _fields_ = [
        (name, ctypes.c_size_t)
        for name in [
            "arena",
            "ordblks",
            "smblks",
            "hblks",
            "hblkhd",
            "usmblks",
            "fsmblks",
            "uordblks",
            "fordblks",
            "keepcost",
        ]
    ]


def heap_mb() -> dict[str, float]:
    """The C heap (glibc): bytes in live blocks (small and mmapped) and in free ones."""
    libc = ctypes.CDLL(None)
    libc.mallinfo2.restype = _MallInfo2
    info = libc.mallinfo2()
    return {
        "heap_live_mb": round((info.uordblks + info.hblkhd) / 2**20, 1),
        "heap_free_mb": round(info.fordblks / 2**20, 1),
    }


def trimmed_rss_mb() -> float:
    """Resident memory after the heap's free pages are handed back to the system."""
    ctypes.CDLL(None).malloc_trim(0)
    return round(resident_mb(), 1)


def cache_sizes() -> dict[str, int]:
    """Entries in every cache that outlives a match, and how many pictures and faces were
    ever made (a count that climbs game after game is a cache churning at its cap)."""
    return {
        "pool_made": sized_cache.POOL.misses,
        "fonts_made": fonts._fonts.misses,
        "pool": len(sized_cache.POOL),
        "text": len(cache.text_cache.lru),
        "rotation": len(cache.rotation_cache.lru),
        "fonts": len(fonts._fonts),
        "uncovered": panel_cache.uncovered.cache_info().currsize,
        "sort_keys": len(core._SORT_KEYS),
    }


OUR_PACKAGES = ("ecs", "game", "scenes", "phones", "assets")


def memo_sizes() -> collections.Counter:
    """Entries in every memo (``functools`` caches) and every container held at module
    level in the game's own code, by name: one that grows game after game is unbounded,
    even when it holds no picture (a memo of dice odds, a table keyed by seeds)."""
    sizes: collections.Counter = collections.Counter()
    for name, module in list(sys.modules.items()):
        if name.split(".")[0] not in OUR_PACKAGES or module is None:
            continue
        for attr, value in list(vars(module).items()):
            if attr.startswith("__") or getattr(value, "__module__", name) != name:
                continue  # imported from elsewhere: counted where it lives
            if hasattr(value, "cache_info"):
                sizes[f"{name}.{attr}()"] = value.cache_info().currsize
            elif isinstance(value, (dict, list, set, collections.deque)):
                sizes[f"{name}.{attr}"] = len(value)
    return sizes


def type_counts() -> collections.Counter:
    return collections.Counter(type(o).__name__ for o in gc.get_objects())


def print_growth(before: tracemalloc.Snapshot, after: tracemalloc.Snapshot, top: int = 15):
    """The source lines whose live allocations grew most from ``before`` to ``after``."""
    print(f"\nPython allocations that grew most (tracemalloc, top {top}):")
    for stat in after.compare_to(before, "lineno")[:top]:
        print(f"  {stat.size_diff / 1024:+9.1f} KB {stat.count_diff:+7d} blocks  {stat.traceback}")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", required=True, choices=list(registry.GAMES))
    parser.add_argument("--minutes", type=float, default=10.0)
    parser.add_argument("--settle", type=int, default=3, help="games before the fit starts")
    parser.add_argument("--seats", default=FOUR_SEATS)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--trace", action="store_true", help="diff tracemalloc snapshots")
    parser.add_argument("--probe", action="store_true", help="heap, caches, object types")
    parser.add_argument("--trim", action="store_true", help="malloc_trim after each game")
    parser.add_argument("--think-in", choices=("here", "process"), default="here")
    args = parser.parse_args(argv)
    if args.think_in == "process":
        match_scene.SeatDrivers = functools.partial(SeatDrivers, process=True)
    if args.trace:
        tracemalloc.start()
    settled_snapshot = None
    seats = parse_seats(args.seats)

    app = make_headless_app()
    app.settles_garbage = True  # a window's memory: collected and frozen at each new game
    began = time.perf_counter()
    rows = []
    summary_keys = {"game", "seed", "seconds", "rss_mb", "peak_rss_mb", "cached_mb", "objects"}
    seed = args.seed
    types = type_counts() if args.probe else None
    memos = memo_sizes() if args.probe else None
    while time.perf_counter() - began < args.minutes * 60 or len(rows) <= args.settle:
        start_match(app, Match(args.game, seed, list(seats)), autosave=False, turbo=True)
        scene = app.top
        run_frames(app, lambda scene=scene: scene.finished)
        run_frames(app, lambda: False, limit_seconds=1.0)  # the results, on screen a while
        if not app.running:  # SDL turns a SIGINT or SIGTERM into a quit: no game was played
            print(
                f"bench_soak: asked to quit (a signal) in game {len(rows) + 1}; "
                "the figures are of the games before it",
                file=sys.stderr,
            )
            break
        row = {
            "game": len(rows) + 1,
            "seed": seed,
            "seconds": round(time.perf_counter() - began, 1),
            "rss_mb": round(resident_mb(), 1),
            "peak_rss_mb": round(peak_rss_mb(), 1),
            "cached_mb": round(cached_mb(), 1),
            "objects": len(gc.get_objects()) + gc.get_freeze_count(),
        }
        if args.probe:
            row.update(heap_mb(), py_blocks=sys.getallocatedblocks(), caches=cache_sizes())
            now = type_counts()
            row["grew"] = dict((now - types).most_common(6))
            types, held = now, memo_sizes()
            row["memos"] = sum(held.values())
            row["memos_grew"] = dict((held - memos).most_common(4))
            memos = held
        if args.trim:
            row["trimmed_rss_mb"] = trimmed_rss_mb()
        rows.append(row)
        print(
            f"game {row['game']} (seed {seed}): {row['seconds']} s in, resident "
            f"{row['rss_mb']} MB, peak {row['peak_rss_mb']} MB; caches hold {row['cached_mb']} MB; "
            f"{row['objects']} objects",
            flush=True,
        )
        if args.probe or args.trim:
            print(f"  {json.dumps({k: v for k, v in row.items() if k not in summary_keys})}")
        if args.trace and len(rows) == args.settle:
            settled_snapshot = tracemalloc.take_snapshot()
        seed += 1
    if not rows:
        return 1
    settled = rows[args.settle :]
    points = [(r["seconds"], r["rss_mb"]) for r in settled]
    later = later_half(points)
    summary = {
        "game": args.game,
        "seats": args.seats,
        "think_in": args.think_in,
        "games": len(rows),
        "settle": args.settle,
        "rss_after_settling_mb": settled[0]["rss_mb"] if settled else None,
        "rss_last_mb": rows[-1]["rss_mb"],
        "growth_mb_per_hour": round(growth_per_hour(points), 1),
        "growth_last_half_mb_per_hour": round(growth_per_hour(later), 1) if later else None,
        "rows": rows,
    }
    print(
        f"{args.game}: {len(rows)} games; after the first {args.settle}, resident memory grew "
        f"{summary['growth_mb_per_hour']} MB an hour (fitted)"
        + (
            f", {summary['growth_last_half_mb_per_hour']} MB an hour over the later half"
            if later
            else ""
        )
    )
    if settled_snapshot is not None:
        print_growth(settled_snapshot, tracemalloc.take_snapshot())
    print(json.dumps(summary))
    app.quit()
    return 0


if __name__ == "__main__":
    sys.exit(main())
