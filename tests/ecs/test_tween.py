"""Tweens move entities to exact end values, chain by delay and callback, and can be skipped."""

import esper
import pytest

from ecs.components import Position, Transform, Tweens
from ecs.loop import STEP
from ecs.tween import TweenProcessor, busy, cancel, finish_all, tween
from ecs.world import SceneWorld


def steps(world, seconds):
    for _ in range(round(seconds / STEP)):
        world.update(STEP)


def test_pos_tween_reaches_end_and_eases(world):
    e = world.spawn(Position(0, 0))
    world.tween(e, "pos", (100, 50), 0.5, ease="linear")
    steps(world, 0.25)
    pos = esper.component_for_entity(e, Position)
    assert (pos.x, pos.y) == pytest.approx((50, 25))
    steps(world, 0.25)
    assert (pos.x, pos.y) == (100, 50)
    assert not world.busy()


def test_ease_out_cubic_is_ahead_of_linear(world):
    e = world.spawn(Position(0, 0))
    world.tween(e, "x", 100, 1.0)  # default easeOutCubic
    steps(world, 0.5)
    assert esper.component_for_entity(e, Position).x == pytest.approx(87.5)


def test_transform_props_create_transform(world):
    e = world.spawn(Position(0, 0))
    world.tween(e, "scale", 2.0, 0.1, ease="easeOutBack")
    world.tween(e, "rotation", 90, 0.1)
    world.tween(e, "alpha", 0, 0.1, ease="easeInOutQuad")
    steps(world, 0.2)
    tr = esper.component_for_entity(e, Transform)
    assert (tr.scale, tr.rotation, tr.alpha) == (2.0, 90, 0)


def test_delay_reads_start_value_when_it_begins(world):
    e = world.spawn(Position(0, 0))
    world.tween(e, "x", 100, 0.5, ease="linear")
    world.tween(e, "x", 0, 0.5, ease="linear", delay=0.5)
    pos = esper.component_for_entity(e, Position)
    steps(world, 0.5)
    assert pos.x == 100
    steps(world, 0.25)
    assert pos.x == pytest.approx(50)  # going back from 100, not from 0
    steps(world, 0.25)
    assert pos.x == 0


def test_on_done_called_once_and_can_chain(world):
    e = world.spawn(Position(0, 0))
    calls = []

    def back():
        calls.append("out")
        world.tween(e, "y", 0, 0.2, on_done=lambda: calls.append("back"))

    world.tween(e, "y", 40, 0.2, on_done=back)
    steps(world, 1.0)
    assert calls == ["out", "back"]
    assert esper.component_for_entity(e, Position).y == 0
    assert not world.busy()


def test_busy_counts_delayed_tweens(world):
    e = world.spawn(Position(0, 0))
    assert not world.busy()
    world.tween(e, "x", 10, 0.1, delay=0.5)
    steps(world, 0.4)
    assert world.busy()
    assert esper.component_for_entity(e, Position).x == 0
    steps(world, 0.3)
    assert not world.busy()


def test_tweens_component_is_added_once(world):
    e = world.spawn(Position(0, 0))
    world.tween(e, "x", 10, 0.1)
    tweens = esper.component_for_entity(e, Tweens)
    world.tween(e, "y", 10, 0.1)
    steps(world, 0.2)
    world.tween(e, "x", 0, 0.1)
    assert esper.component_for_entity(e, Tweens) is tweens
    assert len(tweens.items) == 1


def test_finish_all_jumps_to_end_and_runs_chains(world):
    a = world.spawn(Position(0, 0))
    b = world.spawn(Position(5, 5))
    calls = []
    world.tween(a, "pos", (300, 200), 2.0, on_done=lambda: calls.append("a"))
    world.tween(
        b,
        "x",
        50,
        1.0,
        delay=3.0,
        on_done=lambda: world.tween(b, "alpha", 0, 1.0, on_done=lambda: calls.append("b")),
    )
    world.update(STEP)
    world.finish_all()
    pa = esper.component_for_entity(a, Position)
    pb = esper.component_for_entity(b, Position)
    assert (pa.x, pa.y) == (300, 200)
    assert (pa.prev_x, pa.prev_y) == (300, 200)  # nothing drawn sliding
    assert pb.x == 50
    assert esper.component_for_entity(b, Transform).alpha == 0
    assert calls == ["a", "b"]
    assert not world.busy()
    steps(world, 1.0)
    assert calls == ["a", "b"]  # callbacks never repeat


def test_finish_all_survives_endless_loops(world):
    e = world.spawn(Position(0, 0))

    def pulse():
        world.tween(e, "scale", 1.2, 0.5, on_done=pulse)

    pulse()
    world.finish_all()  # must return
    assert esper.component_for_entity(e, Transform).scale == 1.2


def test_cancel(world):
    e = world.spawn(Position(0, 0))
    world.tween(e, "x", 100, 1.0)
    world.tween(e, "y", 100, 1.0)
    steps(world, 0.1)
    world.cancel_tweens(e, "x")
    steps(world, 1.0)
    pos = esper.component_for_entity(e, Position)
    assert pos.x < 100 and pos.y == 100
    world.tween(e, "x", 100, 1.0)
    world.cancel_tweens(e)
    assert not world.busy()


def test_prev_position_is_recorded_each_step(world):
    e = world.spawn(Position(0, 0))
    world.tween(e, "x", 60, 1.0, ease="linear")
    world.update(STEP)
    pos = esper.component_for_entity(e, Position)
    assert pos.prev_x == 0 and pos.x == pytest.approx(1.0)
    world.update(STEP)
    assert pos.prev_x == pytest.approx(1.0) and pos.x == pytest.approx(2.0)


def test_frame_rate_independent(world):
    """Same tween sequence, driven at different dt, ends identically."""
    e = world.spawn(Position(0, 0))
    world.tween(e, "pos", (10, 20), 0.3)
    world.tween(e, "pos", (-5, 7), 0.4, delay=0.3, ease="easeOutBounce")
    steps(world, 1.0)
    assert esper.component_for_entity(e, Position).x == -5


def test_unknown_prop_and_ease_rejected(world):
    e = world.spawn(Position(0, 0))
    with pytest.raises(ValueError):
        world.tween(e, "colour", 1, 1.0)
    with pytest.raises(ValueError):
        world.tween(e, "x", 1, 1.0, ease="easeSideways")


def test_module_functions_on_plain_esper_world():
    esper.switch_world("test-tween-raw")
    try:
        esper.add_processor(TweenProcessor())
        e = esper.create_entity(Position(0, 0))
        tween(e, "x", 10, 0.1)
        assert busy()
        esper.process(0.05)
        cancel(e)
        assert not busy()
        tween(e, "y", 3, 5.0)
        finish_all()
        assert esper.component_for_entity(e, Position).y == 3
    finally:
        esper.switch_world("default")
        esper.delete_world("test-tween-raw")


def test_worlds_are_isolated():
    a, b = SceneWorld("iso-a"), SceneWorld("iso-b")
    try:
        ea = a.spawn(Position(0, 0))
        a.tween(ea, "x", 10, 0.1)
        assert a.busy() and not b.busy()
        b.update(STEP)
        assert b.spawn(Position(0, 0)) == 1  # own id space
        a.activate()
        assert esper.component_for_entity(ea, Position).x == 0
    finally:
        a.delete()
        b.delete()


def test_recreating_a_world_does_not_double_processors():
    SceneWorld("again")
    w = SceneWorld("again")
    try:
        e = w.spawn(Position(0, 0))
        w.tween(e, "x", 60, 1.0, ease="linear")
        w.update(STEP)
        assert esper.component_for_entity(e, Position).x == pytest.approx(1.0)
    finally:
        w.delete()
    with pytest.raises(RuntimeError):
        w.spawn(Position(0, 0))
