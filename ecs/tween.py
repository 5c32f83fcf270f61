"""Tweens: animate an entity's position, scale, rotation or opacity over time.

All functions act on the *current* esper world (SceneWorld switches for you). Tweens live
in the entity's permanent `Tweens` list, so starting and ending them never touches
esper's query cache.
"""

from __future__ import annotations

from collections.abc import Callable

import esper
import pytweening

from ecs.components import Position, Transform, Tweens

PROPS = ("pos", "x", "y", "scale", "rotation", "alpha")
# Rounds of on_done chaining finish_all follows before giving up on endless loops.
_FINISH_ROUNDS = 1000
# Bumped by every TweenProcessor pass; a tween created during a pass waits for the next,
# so chained tweens start on the next step whatever order entities are visited in.
_generation = 0
# Summed float steps fall just short of round durations (30 * 1/60 < 0.5); this slack
# makes a 0.5 s tween end on exactly the 30th step at 60 Hz.
_EPS = 1e-9


class Tween:
    """One running animation of one property."""

    __slots__ = ("prop", "end", "duration", "ease", "delay", "on_done", "elapsed", "start", "gen")

    def __init__(self, prop, end, duration, ease, delay, on_done) -> None:
        self.prop = prop
        self.end = end
        self.duration = max(float(duration), 0.0)
        self.ease = ease
        self.delay = max(float(delay), 0.0)
        self.on_done = on_done
        self.elapsed = 0.0
        self.start = None  # read when the delay has passed, so delayed tweens chain
        self.gen = _generation


def _easing(ease: str | Callable[[float], float]) -> Callable[[float], float]:
    if callable(ease):
        return ease
    fn = getattr(pytweening, ease, None)
    if fn is None or not callable(fn):
        raise ValueError(f"unknown easing {ease!r}")
    return fn


def _read(ent: int, prop: str):
    if prop in ("pos", "x", "y"):
        pos = esper.component_for_entity(ent, Position)
        if prop == "pos":
            return (pos.x, pos.y)
        return pos.x if prop == "x" else pos.y
    return getattr(esper.component_for_entity(ent, Transform), prop)


def _write(ent: int, prop: str, value) -> None:
    if prop in ("pos", "x", "y"):
        pos = esper.component_for_entity(ent, Position)
        if prop == "pos":
            pos.x, pos.y = value
        elif prop == "x":
            pos.x = value
        else:
            pos.y = value
    else:
        setattr(esper.component_for_entity(ent, Transform), prop, value)


def _lerp(start, end, k: float):
    if isinstance(start, tuple):
        return (start[0] + (end[0] - start[0]) * k, start[1] + (end[1] - start[1]) * k)
    return start + (end - start) * k


def tween(
    entity: int,
    prop: str,
    end,
    duration: float,
    ease: str | Callable[[float], float] = "easeOutCubic",
    delay: float = 0.0,
    on_done: Callable[[], None] | None = None,
) -> Tween:
    """Animate `prop` of `entity` to `end` over `duration` seconds after `delay`.

    prop: "pos" (an (x, y) tuple), "x", "y", "scale", "rotation" or "alpha". The start value
    is read when the delay ends, so `tween(e, "x", 100, 0.3)` then
    `tween(e, "x", 0, 0.3, delay=0.3)` goes there and back. A Transform is added if the
    entity has none. `ease` is a pytweening function name (or any callable on [0, 1]).
    """
    if prop not in PROPS:
        raise ValueError(f"cannot tween {prop!r}; use one of {PROPS}")
    if prop == "pos":
        end = (float(end[0]), float(end[1]))
    elif prop not in ("x", "y") and esper.try_component(entity, Transform) is None:
        esper.add_component(entity, Transform())
    item = Tween(prop, end, duration, _easing(ease), delay, on_done)
    tweens = esper.try_component(entity, Tweens)
    if tweens is None:
        esper.add_component(entity, Tweens([item]))
    else:
        tweens.items.append(item)
    return item


def cancel(entity: int, prop: str | None = None) -> None:
    """Drop the entity's tweens (of one prop, or all) where they are, without on_done."""
    tweens = esper.try_component(entity, Tweens)
    if tweens is not None:
        tweens.items = [t for t in tweens.items if prop is not None and t.prop != prop]


def busy() -> bool:
    """Whether any tween (running or still waiting out its delay) exists in this world."""
    return any(tw.items for _, tw in esper.get_component(Tweens))


def finish_all() -> None:
    """Jump every tween to its end and run its on_done (the skip / fast-forward button).

    Tweens started by on_done callbacks are finished too, up to a bound that stops
    self-restarting loops from hanging the game. Positions are snapped so nothing is drawn
    sliding from where it was.
    """
    for _ in range(_FINISH_ROUNDS):
        pending = [(ent, tw) for ent, tw in esper.get_component(Tweens) if tw.items]
        if not pending:
            break
        for ent, tw in pending:
            items, tw.items = tw.items, []
            for item in items:
                _write(ent, item.prop, item.end)
            for item in items:
                if item.on_done is not None:
                    item.on_done()
    for _, pos in esper.get_component(Position):
        pos.prev_x = pos.x
        pos.prev_y = pos.y


class TweenProcessor(esper.Processor):
    """Each fixed step: remember positions for interpolation, then advance all tweens.

    Add it with a high priority so it runs before anything else that moves entities.
    """

    def process(self, dt: float, *args, **kwargs) -> None:
        global _generation
        _generation += 1
        gen = _generation
        for _, pos in esper.get_component(Position):
            pos.prev_x = pos.x
            pos.prev_y = pos.y
        for ent, tw in esper.get_component(Tweens):
            if not tw.items:
                continue
            keep, done = [], []
            for item in tw.items:
                if item.gen >= gen:  # created during this pass: starts next step
                    keep.append(item)
                    continue
                item.elapsed += dt
                run = item.elapsed - item.delay
                if run < -_EPS:
                    keep.append(item)
                    continue
                if item.start is None:
                    item.start = _read(ent, item.prop)
                if run >= item.duration - _EPS:
                    _write(ent, item.prop, item.end)
                    done.append(item)
                else:
                    k = item.ease(max(run, 0.0) / item.duration)
                    _write(ent, item.prop, _lerp(item.start, item.end, k))
                    keep.append(item)
            # Swap in the survivors before callbacks, which may add or cancel tweens here.
            tw.items = keep
            for item in done:
                if item.on_done is not None:
                    item.on_done()
