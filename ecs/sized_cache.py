"""Memoised drawings, all in one pool bounded by the memory they hold, not by their count.

``functools.lru_cache(maxsize=64)`` keeps 64 pictures whether they are 16-pixel icons or
full-screen backdrops, so what it holds depends on the sizes asked for, and a session
that asks for many grows. Every function decorated with :func:`sized_cache` keeps its
results in one shared least-recently-used pool, :data:`POOL`, capped in bytes: once
the pictures pass the cap, the ones least recently used go first, whichever function
drew them. A game's pictures fit with room to spare, so within a match nothing is
redrawn; moving to another game lets the last one's pictures go.

Within the cap, a session of one game after another would still fill the pool with
every colour, piece and size some match once drew, up to the cap: resident memory crept
up for hours. So each match starts a generation (:func:`new_match`), and what neither
it nor the match before used goes: the pool holds two matches' pictures, not all of them.
"""

from __future__ import annotations

import functools
import sys
from collections import namedtuple
from collections.abc import Callable

import pygame

from ecs.cache import LRU

MB = 1024 * 1024
POOL_BYTES = 80 * MB  # the largest game's pictures (Zombie Chickens, some 45 MB) fit twice
FONT_BYTES = 128 * 1024  # a face and its glyph cache: some 113 KB each, measured in RSS

CacheInfo = namedtuple("CacheInfo", "hits misses maxsize currsize bytes")

POOL = LRU(maxsize=None, max_bytes=POOL_BYTES)
# Told of every picture drawn for the first time (the function, its args and kwargs):
# ``ecs.warm_list`` records what a match draws during play, to draw it before the next.
DRAWN_WATCHERS: list[Callable[[Callable, tuple, dict], None]] = []


def new_match() -> None:
    """A match begins: forget the pictures the last two matches (and their menus) never used."""
    POOL.age()


def bytes_of(value: object) -> int:
    """Roughly the memory ``value`` holds: a surface's pixels, a container's contents."""
    if isinstance(value, pygame.Surface):
        w, h = value.get_size()
        return w * h * value.get_bytesize() + sys.getsizeof(value)
    if isinstance(value, (tuple, list, set, frozenset)):
        return sys.getsizeof(value) + sum(bytes_of(item) for item in value)
    if isinstance(value, dict):
        return sys.getsizeof(value) + sum(bytes_of(k) + bytes_of(v) for k, v in value.items())
    return sys.getsizeof(value)


def font_bytes(font: object) -> int:
    """A font's weight in a cache: its memory is FreeType's, out of Python's sight."""
    return FONT_BYTES


def sized_cache(func: Callable | None = None, *, weigh: Callable[[object], int] = bytes_of):
    """Memoise a pure function in :data:`POOL` (``weigh`` says what a result costs). The
    wrapper has ``cache_clear()`` and ``cache_info()`` like ``functools.lru_cache``'s."""
    if func is None:
        return functools.partial(sized_cache, weigh=weigh)
    hits = misses = 0

    @functools.wraps(func)
    def cached(*args, **kwargs):
        nonlocal hits, misses
        key = (cached, args, tuple(sorted(kwargs.items()))) if kwargs else (cached, args)
        found = POOL.lookup(key)
        if found is None:
            misses += 1
            for watcher in DRAWN_WATCHERS:
                watcher(cached, args, kwargs)
            result = func(*args, **kwargs)
            return POOL.store(key, result, size=weigh(result))
        hits += 1
        return found

    def cache_info() -> CacheInfo:
        sizes = POOL.sizes(lambda key: key[0] is cached)
        return CacheInfo(hits, misses, None, len(sizes), sum(sizes))

    def cache_clear() -> None:
        nonlocal hits, misses
        POOL.drop(lambda key: key[0] is cached)
        hits = misses = 0

    cached.cache_info = cache_info  # type: ignore[attr-defined]
    cached.cache_clear = cache_clear  # type: ignore[attr-defined]
    return cached
