"""Henhouse Havoc hunt benchmark: single shots needed to destroy a whole hidden army.

Each trial hides an army at random (``board.random_layout``, seeded per trial, the same
armies for every hunter) and a hunter fires one space per turn with no bonuses. It
sees hit or miss, and which unit (its spaces) falls when its last space is hit. We
report the mean, median and 90th percentile of the shots it takes to destroy them all.

Hunters: the AI levels (easy, normal, hard: their density model and their pick, from
``game.henhouse.ai``), ``random`` (any unshot space) and ``parity`` (a checkerboard
hunt, then the orthogonal neighbours of unresolved hits).

Usage: python tools/hunt_benchmark.py [--rows 10 --cols 10 --shapes 2x2,3x1,1x4,...]
       [--trials 300] [--seed 0] [--hunters easy,normal,hard,random,parity] [--jobs 2]
The default board and shapes are our army from assets/data/henhouse.json.
Prints a table, then one JSON line.
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
import time
from collections import Counter
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from game.henhouse import density as D  # noqa: E402
from game.henhouse.ai import MODE, pick, space_worth  # noqa: E402
from game.henhouse.board import BoardSpec, random_layout, rules_data, tile_cells  # noqa: E402

HUNTERS = ("easy", "normal", "hard", "random", "parity")


def default_spec() -> BoardSpec:
    data = rules_data()
    shapes = tuple(tuple(u["shape"]) for u in data["units"] for _ in range(u["tiles"]))
    return BoardSpec(data["board"]["rows"], data["board"]["cols"], shapes)


def parse_shapes(text: str) -> tuple[tuple[int, int], ...]:
    out = []
    for item in text.split(","):
        rows, cols = item.lower().split("x")
        out.append((int(rows), int(cols)))
    return tuple(out)


def hunt(spec: BoardSpec, hunter: str, army_seed: int, hunter_seed: int) -> int:
    """Shots ``hunter`` needs to destroy an army laid out from ``army_seed``."""
    anchors = random_layout(random.Random(army_seed), spec)
    return len(hunt_shots(spec, hunter, anchors, random.Random(hunter_seed)))


def hunt_shots(spec: BoardSpec, hunter: str, anchors, rng: random.Random, chooser=None) -> list:
    """Every space ``hunter`` fires at, in order, until the army at ``anchors`` is gone
    (``chooser(spec, k, shot)`` in place of the named hunter, when given)."""
    owner = {}
    tiles = [tile_cells(shape, *a) for shape, a in zip(spec.shapes, anchors, strict=True)]
    for t, cells in enumerate(tiles):
        for cell in cells:
            owner[cell] = t
    counts = Counter(spec.shapes)
    k = D.Knowledge(spec.rows, spec.cols, ())
    shot: set[tuple[int, int]] = set()
    fired: list[tuple[int, int]] = []
    alive = set(range(len(tiles)))
    while alive:
        k.units = tuple(D.UnitKind(f"{h}x{w}", (h, w), n) for (h, w), n in counts.items())
        cell = chooser(spec, k, shot) if chooser else choose(spec, hunter, k, shot, rng)
        shot.add(cell)
        fired.append(cell)
        t = owner.get(cell)
        if t is None:
            k.empty.add(cell)
            continue
        k.hits.add(cell)
        if all(c in shot for c in tiles[t]):
            alive.discard(t)
            k.hits -= set(tiles[t])
            k.destroyed.append(tiles[t])
            counts[spec.shapes[t]] -= 1
    return fired


def choose(spec: BoardSpec, hunter: str, k: D.Knowledge, shot: set, rng: random.Random):
    free = [(r, c) for r in range(spec.rows) for c in range(spec.cols) if (r, c) not in shot]
    if hunter == "random":
        return rng.choice(free)
    if hunter == "parity":
        near = [
            (r + dr, c + dc)
            for r, c in sorted(k.hits)
            for dr, dc in ((0, 1), (1, 0), (0, -1), (-1, 0))
            if (r + dr, c + dc) in free
        ]
        even = [x for x in free if (x[0] + x[1]) % 2 == 0]
        return rng.choice(near or even or free)
    worth = space_worth(hunter, D.density(k, MODE[hunter]))
    rated = [(worth[r * spec.cols + c], (r, c)) for r, c in free]
    hunting = not (k.hits or k.known)
    return pick(hunter, rated, rng, hunting, len(shot), cell=lambda x: x)[1]


def _job(job: tuple) -> tuple[str, int]:
    spec, hunter, army_seed, hunter_seed = job
    return hunter, hunt(spec, hunter, army_seed, hunter_seed)


def percentile(values: list[int], q: float) -> float:
    ordered = sorted(values)
    rank = max(1, -(-len(ordered) * q // 100))
    return ordered[int(rank) - 1]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rows", type=int)
    parser.add_argument("--cols", type=int)
    parser.add_argument("--shapes", help="comma-separated RxC tile shapes, e.g. 2x2,3x1,1x4")
    parser.add_argument("--trials", type=int, default=300)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--hunters", default=",".join(HUNTERS))
    parser.add_argument("--jobs", type=int, default=2)
    args = parser.parse_args(argv)
    base = default_spec()
    spec = BoardSpec(
        args.rows or base.rows,
        args.cols or base.cols,
        parse_shapes(args.shapes) if args.shapes else base.shapes,
    )
    hunters = [h for h in args.hunters.split(",") if h]
    unknown = set(hunters) - set(HUNTERS)
    if unknown:
        raise SystemExit(f"unknown hunters {sorted(unknown)}; choose from {HUNTERS}")
    started = time.perf_counter()
    jobs = [
        (spec, hunter, args.seed * 100_003 + i, args.seed * 7919 + i + 1)
        for hunter in hunters
        for i in range(args.trials)
    ]
    if args.jobs > 1:
        with ProcessPoolExecutor(args.jobs) as pool:
            results = list(pool.map(_job, jobs, chunksize=8))
    else:
        results = [_job(job) for job in jobs]
    shots: dict[str, list[int]] = {h: [] for h in hunters}
    for hunter, n in results:
        shots[hunter].append(n)
    cells = sum(h * w for h, w in spec.shapes)
    shape_text = ",".join(f"{h}x{w}" for h, w in spec.shapes)
    print(f"board {spec.rows}x{spec.cols}, shapes {shape_text} ({cells} spaces), "
          f"{args.trials} armies, seed {args.seed}")  # fmt: skip
    print(f"{'hunter':8} {'mean':>7} {'median':>7} {'p90':>6} {'min':>5} {'max':>5}")
    summary = {"rows": spec.rows, "cols": spec.cols, "shapes": shape_text,
               "trials": args.trials, "seed": args.seed, "hunters": {}}  # fmt: skip
    for hunter in hunters:
        values = shots[hunter]
        row = {
            "mean": round(statistics.fmean(values), 2),
            "median": statistics.median(values),
            "p90": percentile(values, 90),
            "min": min(values),
            "max": max(values),
        }
        summary["hunters"][hunter] = row
        print(f"{hunter:8} {row['mean']:7.2f} {row['median']:7} {row['p90']:6} "
              f"{row['min']:5} {row['max']:5}")  # fmt: skip
    summary["seconds"] = round(time.perf_counter() - started, 1)
    print(json.dumps(summary))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
