"""A fight's two miniatures are the map's own pictures: the one facing right is the
miniature itself, the one facing left a mirrored copy kept once (issue 20: the pool
weighed every right-facing fighter twice, as a fighter and as a miniature)."""

from ecs import art, sized_cache
from scenes.island import paint_fight


def test_a_fighter_facing_right_is_its_miniature_and_one_facing_left_its_mirror(app):
    right = paint_fight._fighter("leader", 1, 100, False)
    assert right is art.miniature("leader", 1, 100)
    left = paint_fight._fighter("leader", 1, 100, True)
    assert paint_fight._fighter("leader", 1, 100, True) is left
    w = right.get_width()
    assert [left.get_at((x, 50)) for x in range(w)] == [
        right.get_at((w - 1 - x, 50)) for x in range(w)
    ]
    held = [entry[1] for entry in sized_cache.POOL._data.values()]
    assert sum(picture is right for picture in held) == 1  # weighed once, not twice
    assert sum(picture is left for picture in held) == 1
