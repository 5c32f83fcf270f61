"""The loop runs whole fixed steps whatever the frame rate, and never spirals."""

import pytest

from ecs.loop import CLAMP, STEP, FixedStepLoop, RealClock, SimClock


def run(fps: float, frames: int) -> tuple[FixedStepLoop, list[int], list[float]]:
    clock = SimClock(fps)
    loop = FixedStepLoop(clock)
    per_frame, alphas = [], []
    for _ in range(frames):
        clock.tick()
        before = loop.steps
        alphas.append(loop.frame(lambda dt: None))
        per_frame.append(loop.steps - before)
    return loop, per_frame, alphas


def test_constants():
    assert pytest.approx(1 / 60) == STEP
    assert CLAMP == 0.25


def test_sim_clock_counts_frames_without_drift():
    clock = SimClock(144)
    assert clock.now() == 0.0
    clock.tick(144 * 1000)
    assert clock.now() == 1000.0


def test_60fps_runs_one_step_per_frame():
    loop, per_frame, _ = run(60, 600)
    assert per_frame == [1] * 600
    assert loop.steps == 600


def test_30fps_runs_two_steps_per_frame():
    _, per_frame, _ = run(30, 300)
    assert per_frame == [2] * 300


def test_144fps_matches_60fps_over_one_second():
    fast, _, _ = run(144, 144)
    slow, _, _ = run(60, 60)
    assert abs(fast.steps - slow.steps) <= 1
    many, _, _ = run(144, 144 * 100)
    assert abs(many.steps - 6000) <= 1


def test_dt_passed_to_update_is_the_fixed_step():
    clock = SimClock(30)
    loop = FixedStepLoop(clock)
    seen = []
    clock.tick()
    loop.frame(seen.append)
    assert seen == [STEP, STEP]


def test_first_frame_does_not_jump():
    clock = SimClock(60)
    clock.tick(6000)  # a long time before the loop existed
    loop = FixedStepLoop(clock)
    assert loop.frame(lambda dt: None) == 0.0
    assert loop.steps == 0


def test_clamp_limits_a_stall():
    clock = SimClock(60)
    loop = FixedStepLoop(clock)
    clock.tick(60)  # a one-second stall
    loop.frame(lambda dt: None)
    assert 1 <= loop.steps <= 15


def test_should_stop_stops_mid_frame():
    clock = SimClock(60)
    loop = FixedStepLoop(clock)
    clock.tick(10)  # ten steps owed
    count = []
    alpha = loop.frame(count.append, should_stop=lambda: len(count) >= 3)
    assert len(count) == 3
    assert alpha == 1.0  # draw the newest state
    # The owed steps are not lost: they run once stopping is lifted.
    clock.tick()
    loop.frame(count.append)
    assert len(count) == 11


def test_should_stop_checked_before_first_step():
    clock = SimClock(60)
    loop = FixedStepLoop(clock)
    clock.tick()
    ran = []
    loop.frame(ran.append, should_stop=lambda: True)
    assert ran == []


@pytest.mark.parametrize("fps", [24, 30, 60, 75, 144, 240])
def test_alpha_in_unit_interval(fps):
    loop, _, alphas = run(fps, fps * 3)
    assert all(0.0 <= a < 1.0 for a in alphas)
    assert loop.alpha == alphas[-1]


def test_alpha_is_fraction_of_step():
    clock = SimClock(120)
    loop = FixedStepLoop(clock)
    clock.tick()
    assert loop.frame(lambda dt: None) == pytest.approx(0.5)
    clock.tick()
    assert loop.frame(lambda dt: None) == pytest.approx(0.0, abs=1e-6)
    assert loop.steps == 1


def test_real_clock_moves_forward():
    clock = RealClock()
    a = clock.now()
    b = clock.now()
    assert b >= a
    loop = FixedStepLoop(clock)
    assert 0.0 <= loop.frame(lambda dt: None) < 1.0
