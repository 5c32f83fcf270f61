"""The pictures a game draws during play, recorded once and drawn before the next match.

A table's own warm-up draws what it knows it will need, but much of a game's art is first
asked for deep in play: the fifth die face a tumble shows, a seat's badge in the ticker,
a Scroll card the first time one is played. Drawn then, each is a millisecond or two
inside an animation's frame (issue 20's hitches). Games on consoles ship a list of the
shader states their playtests met and build them all at load; this is that list for our
pictures: ``tools/record_warm.py`` plays seeded matches of every game, mode and variant,
notes each :func:`~ecs.sized_cache.sized_cache` picture first drawn after the match's
opening frames, and writes them to ``assets/data/warm-<game>.json``; a match draws its
game's list before its first frame.

An entry names the drawing function by module and name and gives its arguments as JSON
(a tuple is written as a list and read back as one: a cached function's arguments are
hashable, so never lists). An entry whose function has gone or no longer takes those
arguments is skipped, so an old list never stops a match; the tests keep the shipped
lists drawable.
"""

from __future__ import annotations

import functools
import importlib
import json
from collections.abc import Callable, Iterable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import assets
from ecs import sized_cache

Entry = tuple[str, tuple, dict]  # "module:name", args, kwargs


def path(game: str) -> Path:
    return assets.path("data", f"warm-{game}.json")


def _tuples(value: Any) -> Any:
    """JSON's lists back into the tuples they were written from."""
    if isinstance(value, list):
        return tuple(_tuples(v) for v in value)
    if isinstance(value, dict):
        return {k: _tuples(v) for k, v in value.items()}
    return value


def _same(a: Any, b: Any) -> bool:
    """Equal and of the same types all the way down (JSON tells True from 1, == does not)."""
    if type(a) is not type(b):
        return False
    if isinstance(a, tuple):
        return len(a) == len(b) and all(_same(x, y) for x, y in zip(a, b, strict=True))
    if isinstance(a, dict):
        return a.keys() == b.keys() and all(_same(a[k], b[k]) for k in a)
    return a == b


def entry_of(func: Callable, args: tuple, kwargs: dict) -> Entry | None:
    """The entry for one drawing, or None when it cannot be written and read back: a
    function nested in another, or arguments JSON cannot hold exactly."""
    name = f"{func.__module__}:{func.__qualname__}"
    if "<" in func.__qualname__:
        return None
    try:
        args_back, kwargs_back = _tuples(json.loads(json.dumps([list(args), kwargs])))
    except (TypeError, ValueError):
        return None
    if not (_same(args_back, args) and _same(kwargs_back, kwargs)):
        return None
    return name, args, kwargs


def key_of(entry: Entry) -> str:
    """One string per drawing, to tell two entries apart."""
    name, args, kwargs = entry
    return json.dumps([name, list(args), kwargs], sort_keys=True)


@contextmanager
def recording() -> Iterator[list[Entry]]:
    """Every picture drawn for the first time inside the block, in order, once each."""
    drawn: list[Entry] = []
    seen: set = set()

    def note(func: Callable, args: tuple, kwargs: dict) -> None:
        entry = entry_of(func, args, kwargs)
        key = None if entry is None else key_of(entry)
        if key is not None and key not in seen:
            seen.add(key)
            drawn.append(entry)

    sized_cache.DRAWN_WATCHERS.append(note)
    try:
        yield drawn
    finally:
        sized_cache.DRAWN_WATCHERS.remove(note)


def save(file: Path, entries: list[Entry]) -> None:
    """One entry a line, so a re-recorded list's diff shows what changed."""
    rows = [{"draw": name, "args": list(args), "kwargs": kwargs} for name, args, kwargs in entries]
    file.write_text("[\n" + ",\n".join(json.dumps(row) for row in rows) + "\n]\n", "utf-8")


def load(file: Path) -> list[Entry]:
    """A saved list; a missing or unreadable one is an empty list (nothing is warmed)."""
    try:
        rows = json.loads(file.read_text(encoding="utf-8"))
        return [(r["draw"], _tuples(r["args"]), _tuples(r.get("kwargs", {}))) for r in rows]
    except (OSError, ValueError, TypeError, KeyError):
        return []


@functools.cache
def for_game(game: str) -> tuple[Entry, ...]:
    """The shipped list of ``game``, read once a process: every match of it opens with it."""
    return tuple(load(path(game)))


def resolve(name: str) -> Callable | None:
    """The cached drawing function an entry names, or None if it is gone."""
    module_name, _, qualname = name.partition(":")
    try:
        found: Any = importlib.import_module(module_name)
        for part in qualname.split("."):
            found = getattr(found, part)
    except (ImportError, AttributeError):
        return None
    return found if callable(getattr(found, "cache_info", None)) else None


def draw(entries: Iterable[Entry]) -> int:
    """Draw every entry into the picture pool; how many could be drawn."""
    drawn = 0
    for name, args, kwargs in entries:
        func = resolve(name)
        if func is None:
            continue
        try:
            func(*args, **kwargs)
        except (TypeError, ValueError, KeyError, IndexError):
            continue  # the function changed since the list was recorded
        drawn += 1
    return drawn
