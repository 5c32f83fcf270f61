"""Fixed-timestep loop ("Fix Your Timestep"): the simulation steps at 1/60 s whatever the
frame rate, so a game ends in the same state at 30, 60 or 144 fps, and drawing gets the
interpolation fraction between the last two steps."""

from __future__ import annotations

import time
from collections.abc import Callable

STEP = 1 / 60
CLAMP = 0.25
# Float sums of 1/fps never land exactly on multiples of 1/60; without this slack a
# 60 fps clock would sometimes run 0 then 2 steps instead of 1 then 1.
_EPS = 1e-9


class RealClock:
    """Wall-clock time for play."""

    def now(self) -> float:
        return time.perf_counter()


class SimClock:
    """Simulated time for headless runs: advances only when told, as fast as the CPU allows.

    Counts whole frames, so `now()` is frames/fps exactly and never drifts.
    """

    def __init__(self, fps: float = 60.0) -> None:
        if fps <= 0:
            raise ValueError("fps must be positive")
        self.fps = float(fps)
        self.frames = 0

    def now(self) -> float:
        return self.frames / self.fps

    def tick(self, frames: int = 1) -> None:
        """Advance by whole frames (several at once simulates a stall)."""
        self.frames += frames


class FixedStepLoop:
    """Accumulator that turns uneven frame times into whole fixed steps."""

    def __init__(self, clock, step: float = STEP, clamp: float = CLAMP) -> None:
        self.clock = clock
        self.step = step
        self.clamp = clamp
        self._acc = 0.0
        self._alpha = 0.0
        self._steps = 0
        # Start the clock now, so the first frame is not one huge jump.
        self._last = clock.now()

    @property
    def alpha(self) -> float:
        """Fraction of a step left in the accumulator, for drawing between steps."""
        return self._alpha

    @property
    def steps(self) -> int:
        """Fixed steps run since construction."""
        return self._steps

    def reset(self) -> None:
        """Forget time passed so far (call after a long load, so it is not simulated)."""
        self._last = self.clock.now()
        self._acc = 0.0
        self._alpha = 0.0

    def frame(
        self,
        update: Callable[[float], None],
        should_stop: Callable[[], bool] = lambda: False,
    ) -> float:
        """Run the whole steps owed since the last frame and return the alpha to draw with.

        A long frame counts as at most `clamp` seconds, so the loop cannot spiral. If
        `should_stop()` turns true the remaining steps are kept for later and alpha is 1.0
        (draw the newest state); otherwise alpha is in [0, 1).
        """
        now = self.clock.now()
        elapsed = min(max(now - self._last, 0.0), self.clamp)
        self._last = now
        self._acc += elapsed
        step = self.step
        while self._acc >= step - _EPS:
            if should_stop():
                self._alpha = 1.0
                return self._alpha
            update(step)
            self._acc -= step
            self._steps += 1
        if self._acc < 0.0:
            self._acc = 0.0
        self._alpha = min(self._acc / step, 1.0 - 1e-12)
        return self._alpha
