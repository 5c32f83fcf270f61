"""The pictures' shared cache is bounded by the bytes it holds, not by how many pictures
it holds (issue 20: memory must not grow game after game)."""

import pygame
import pytest

from ecs import sized_cache
from ecs.cache import LRU
from ecs.sized_cache import bytes_of
from ecs.sized_cache import sized_cache as memo


@pytest.fixture
def pool(monkeypatch):
    """A pool of 100 KB in place of the game's, emptied for each test."""
    small = LRU(maxsize=None, max_bytes=100_000)
    monkeypatch.setattr(sized_cache, "POOL", small)
    return small


def square(side: int) -> pygame.Surface:
    return pygame.Surface((side, side), pygame.SRCALPHA)


def test_large_pictures_are_evicted_by_their_bytes_oldest_first(pool):
    drawn = []

    @memo
    def picture(n: int) -> pygame.Surface:
        drawn.append(n)
        return square(100)  # 40,000 bytes of pixels: two fit in 100 KB, three do not

    first = picture(1)
    picture(2)
    assert picture(1) is first  # a hit, and now the most recently used
    picture(3)
    assert pool.bytes <= 100_000
    assert picture(1) is first  # kept: the least recently used was 2
    picture(2)
    assert drawn == [1, 2, 3, 2]


def test_many_small_pictures_stay_however_many_there_are(pool):
    @memo
    def dot(n: int) -> pygame.Surface:
        return square(4)

    dots = [dot(n) for n in range(500)]  # more than any count cap the art had
    assert all(dot(n) is dots[n] for n in range(500))
    assert dot.cache_info().misses == 500
    assert dot.cache_info().currsize == 500


def test_one_pool_holds_every_function_and_clearing_one_leaves_the_others(pool):
    @memo
    def big(n: int) -> pygame.Surface:
        return square(100)

    @memo
    def small(n: int) -> pygame.Surface:
        return square(10)

    kept = small(0)
    big(1)
    big(2)
    big(3)  # the pool is shared: the big pictures push out the oldest, the small one
    assert small(0) is not kept
    assert pool.bytes <= 100_000
    small_bytes = small.cache_info().bytes
    big.cache_clear()
    assert big.cache_info().currsize == 0
    assert pool.bytes == small_bytes > 0


def test_a_result_is_weighed_by_everything_it_holds():
    frames = tuple(square(10) for _ in range(3))
    assert bytes_of(frames) >= 3 * 10 * 10 * 4
    assert bytes_of({"a": square(20)}) >= 20 * 20 * 4


def test_fonts_are_weighed_by_what_freetype_holds(pool):
    @memo(weigh=sized_cache.font_bytes)
    def face(px: int) -> object:
        return object()

    face(10)
    assert face.cache_info().bytes == sized_cache.FONT_BYTES


def test_a_new_match_forgets_what_neither_it_nor_the_match_before_drew(pool):
    """Game after game the pool holds two matches' pictures, not every one some match drew."""
    drawn = []

    @memo
    def tile(n: int) -> pygame.Surface:
        drawn.append(n)
        return square(4)

    sized_cache.new_match()
    old, kept = tile(1), tile(2)
    sized_cache.new_match()
    assert tile(2) is kept  # used again in the second match
    tile(3)
    sized_cache.new_match()  # the third: 1 was used in neither the second nor this one
    assert tile(2) is kept and tile(3) is not None
    assert tile(1) is not old
    assert drawn == [1, 2, 3, 1]
    assert pool.bytes == sum(pool.sizes(lambda key: True))
