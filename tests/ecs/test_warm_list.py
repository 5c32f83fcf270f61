"""The recorded pictures a match draws before it opens (``ecs.warm_list``)."""

from __future__ import annotations

import pygame
import pytest

from ecs import sized_cache, warm_list
from ecs.art import shapes
from game import registry


@sized_cache.sized_cache
def _square(size: int, colour: tuple, *, solid: bool = True) -> tuple:
    return (size, colour, solid)


def test_a_recorded_list_reads_back_as_the_same_calls_tuples_and_flags_included(tmp_path):
    _square.cache_clear()
    with warm_list.recording() as drawn:
        _square(3, (1, 2, 3), solid=False)
        _square(3, (1, 2, 3), solid=False)  # drawn once, noted once
        _square(1, (0, 0, 0))
    file = tmp_path / "warm.json"
    warm_list.save(file, drawn)
    back = warm_list.load(file)
    name = f"{__name__}:_square"
    assert back == [(name, (3, (1, 2, 3)), {"solid": False}), (name, (1, (0, 0, 0)), {})]
    assert type(back[0][1][1]) is tuple and back[0][2]["solid"] is False


def test_only_pictures_drawn_for_the_first_time_inside_the_block_are_noted():
    _square.cache_clear()
    _square(5, (9, 9, 9))
    with warm_list.recording() as drawn:
        _square(5, (9, 9, 9))  # already in the pool
        _square(6, (9, 9, 9))
    _square(7, (9, 9, 9))  # after the block
    assert [args for _, args, _ in drawn] == [(6, (9, 9, 9))]


def test_a_call_json_cannot_hold_exactly_is_not_noted():
    assert warm_list.entry_of(_square, (2, (1, 2, 3)), {}) is not None
    assert warm_list.entry_of(_square, (2, object()), {}) is None  # no JSON for it
    assert warm_list.entry_of(_square, (2, {1: 2}), {}) is None  # keys come back as strings

    @sized_cache.sized_cache
    def nested(size: int) -> int:
        return size

    assert warm_list.entry_of(nested, (2,), {}) is None  # no name to find it by


def test_drawing_a_list_fills_the_pool_and_skips_what_no_longer_draws():
    shapes._shape_badge.cache_clear()
    entries = [
        ("ecs.art.shapes:_shape_badge", ("circle", (200, 10, 10), 20), {}),
        ("ecs.art.shapes:no_such_drawing", (1,), {}),
        ("no_such_module:badge", (1,), {}),
        ("ecs.art.shapes:_shape_badge", ("circle",), {}),  # its arguments changed
    ]
    assert warm_list.draw(entries) == 1
    assert shapes._shape_badge.cache_info().currsize == 1


def test_a_missing_or_broken_list_warms_nothing(tmp_path):
    assert warm_list.load(tmp_path / "none.json") == []
    broken = tmp_path / "broken.json"
    broken.write_text('[{"draw": "x"', encoding="utf-8")
    assert warm_list.load(broken) == []
    wrong = tmp_path / "wrong.json"
    wrong.write_text('[{"args": []}]', encoding="utf-8")
    assert warm_list.load(wrong) == []


@pytest.mark.parametrize("game", list(registry.GAMES))
def test_every_shipped_list_draws_whole(game, pygame_ready):
    if pygame.display.get_surface() is None:
        pygame.display.set_mode((1, 1))  # backdrops are converted to the screen's format
    entries = warm_list.load(warm_list.path(game))
    assert len(entries) > 20  # tools/record_warm.py wrote it
    assert warm_list.draw(entries) == len(entries)
