"""Text and rotation caches return the same surface for the same request, and stay bounded."""

import pygame
import pytest

from ecs import fonts
from ecs.cache import LRU, RotationCache, TextCache, rotation_cache, text_cache


@pytest.fixture(autouse=True)
def _pygame():
    pygame.init()
    yield


def test_text_cache_hits_return_same_surface():
    a = fonts.render_text("Cluck!", 32, (255, 255, 255))
    b = fonts.render_text("Cluck!", 32, (255, 255, 255))
    assert a is b
    assert fonts.render_text("Cluck!", 32, (255, 255, 255), shadow=False) is not a
    assert fonts.render_text("Cluck!", 32, (255, 0, 0)) is not a
    assert fonts.render_text("Cluck!", 33, (255, 255, 255)) is not a
    assert fonts.render_text("Cluck!", 32, pygame.Color(255, 255, 255)) is a


def test_text_cache_counts_hits_and_uses_getter():
    calls = []

    def getter(size, bold):
        calls.append((size, bold))
        return fonts.font(size, bold)

    cache = TextCache(getter, maxsize=4)
    first = cache.get("egg", 20, (0, 0, 0))
    for _ in range(10):
        assert cache.get("egg", 20, (0, 0, 0)) is first
    assert calls == [(20, False)]
    assert cache.lru.hits == 10 and cache.lru.misses == 1


def test_text_cache_is_lru_bounded():
    cache = TextCache(fonts.font, maxsize=3)
    first = cache.get("a", 20, (0, 0, 0))
    cache.get("b", 20, (0, 0, 0))
    cache.get("c", 20, (0, 0, 0))
    assert cache.get("a", 20, (0, 0, 0)) is first  # refreshes "a"
    cache.get("d", 20, (0, 0, 0))  # evicts "b", the least recently used
    assert len(cache.lru) == 3
    assert cache.get("a", 20, (0, 0, 0)) is first
    misses = cache.lru.misses
    cache.get("b", 20, (0, 0, 0))
    assert cache.lru.misses == misses + 1


def test_shadow_draws_dark_pixels_below_right():
    plain = fonts.render_text("H", 40, (255, 255, 255), shadow=False)
    shaded = fonts.render_text("H", 40, (255, 255, 255), shadow=True)
    assert shaded.get_width() > plain.get_width()
    dark = [
        shaded.get_at((x, y))
        for x in range(shaded.get_width())
        for y in range(shaded.get_height())
        if shaded.get_at((x, y)).a > 60 and shaded.get_at((x, y)).r < 80
    ]
    assert dark


def test_wrap_respects_width_and_newlines():
    text = "the quick brown fox jumps over the lazy hen"
    lines = fonts.wrap(text, 24, 150)
    assert len(lines) > 1
    assert " ".join(lines) == text
    assert all(fonts.font(24).size(line)[0] <= 150 for line in lines)
    assert fonts.wrap("one\ntwo", 24, 1000) == ["one", "two"]
    long = fonts.wrap("Cockadoodledooooooooooo", 24, 60)
    assert "".join(long) == "Cockadoodledooooooooooo" and len(long) > 1


def test_wrapped_label_is_taller():
    one = fonts.render_text("a b c d e f g h", 24, (0, 0, 0))
    many = fonts.render_text("a b c d e f g h", 24, (0, 0, 0), max_width=40)
    assert many.get_height() > 2 * one.get_height() - 10


def test_font_is_cached_and_loads_fredoka():
    assert fonts.font(18) is fonts.font(18)
    assert fonts.font(18, bold=True) is not fonts.font(18)
    assert fonts._fredoka_path().endswith("FredokaOne-Regular.ttf")


def test_art_letters_and_text_share_one_face(monkeypatch):
    """Drawn art opens its font through ``fonts.face`` like text does, so a missing face
    falls back the same way, said once on stderr (no silent ``except Exception``)."""
    from ecs.art import pen

    opened = []
    monkeypatch.setattr(fonts, "face", lambda px: opened.append(px) or pygame.font.Font(None, px))
    pen._font.cache_clear()
    pen._font(23)
    pen._font.cache_clear()
    assert opened == [23]


def test_a_missing_face_falls_back_to_pygames_font_and_says_so_once(monkeypatch, capsys):
    def missing():
        raise ImportError("font_fredoka_one is not installed")

    monkeypatch.setattr(fonts, "_fredoka_path", missing)
    monkeypatch.setattr(fonts, "_fallback_warned", False)
    assert fonts.face(20).get_height() > 0 and fonts.face(30).get_height() > 0
    out, err = capsys.readouterr()
    assert out == "" and err.count("Fredoka One unavailable") == 1


def test_rotation_cache_hits_within_quantum():
    cache = RotationCache()
    src = pygame.Surface((40, 20), pygame.SRCALPHA)
    src.fill((200, 30, 30, 255))
    a = cache.get(src, 31.0, 1.51)
    assert cache.get(src, 29.0, 1.49) is a  # both round to 30 degrees, scale 1.5
    assert cache.get(src, 33.0, 1.5) is not a  # 35 degrees
    assert cache.lru.hits == 1 and cache.lru.misses == 2
    assert a.get_width() > src.get_width()


def test_rotation_quantisation():
    q = RotationCache.quantise
    assert q(0, 1.0) == (0, 20)
    assert q(2.4, 1.02) == (0, 20)
    assert q(2.6, 1.03) == (5, 21)
    assert q(359, 1) == (0, 20)
    assert q(-5, 1) == (355, 20)
    assert q(725, 0.5) == (5, 10)


def test_identity_transform_returns_source():
    src = pygame.Surface((10, 10))
    assert rotation_cache.get(src, 1.0, 1.01) is src
    empty = rotation_cache.get(src, 0, 0.01)
    assert empty.get_size() == (0, 0)


def test_rotation_cache_bounds():
    cache = RotationCache(maxsize=5)
    src = pygame.Surface((8, 8))
    for angle in range(0, 100, 5):
        cache.get(src, angle + 5, 1.0)
    assert len(cache.lru) == 5
    small = RotationCache(maxsize=100, max_bytes=4 * 64 * 64 * 4)
    big = pygame.Surface((64, 64), pygame.SRCALPHA)
    for angle in range(0, 200, 5):
        small.get(big, angle + 5, 1.0)
    assert small.lru.bytes <= 4 * 64 * 64 * 4 or len(small.lru) == 1


def test_lru_replaces_same_key():
    lru = LRU(maxsize=2)
    s1, s2 = pygame.Surface((2, 2)), pygame.Surface((3, 3))
    lru.store("k", s1)
    lru.store("k", s2)
    assert len(lru) == 1 and lru.lookup("k") is s2
    assert lru.bytes == 9 * s2.get_bytesize()


def test_shared_instances_exist():
    assert isinstance(text_cache, TextCache)
    assert isinstance(rotation_cache, RotationCache)


def test_text_cache_is_bounded_by_pixels_as_well_as_entries():
    cache = TextCache(fonts.font, maxsize=100, max_bytes=200 * 1024)
    for n in range(40):
        cache.get(f"a line of words number {n}", 20, (255, 255, 255))
    assert cache.lru.bytes <= 200 * 1024
    assert 1 <= len(cache.lru) < 40
