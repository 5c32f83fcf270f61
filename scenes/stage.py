"""The animation kit every game table shares: flights, arcs, flipbooks, banners, shake.

A game's table subclasses :class:`Stage` and turns rules events into these moves;
the scene asks the stage whether anything still moves (``busy``), advances it
(``tick``) and skips to the end (``finish``) for fast-forward.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable

import esper
import pygame

from ecs import art, comfort
from ecs.components import Label, Layer, Position, Sprite, Transform
from ecs.fonts import render_text
from ecs.palette import PALETTE
from ecs.world import SceneWorld

FLIGHT = 0.42  # seconds a card or token takes to fly
BLAST = 160  # the explosion is drawn once at this size and scaled for every use


W = 1280  # the surface every stage draws on
MARGIN = 16  # a banner keeps this far from the screen's edges


def explosion() -> tuple[pygame.Surface, ...]:
    return art.explosion_frames(BLAST)


def banner_fit(words: str, size: int, room: int = W - 2 * MARGIN) -> tuple[int, int]:
    """The print size at which ``words`` fit in ``room`` pixels (the screen's width less
    its margins), and their width then."""
    width = render_text(words, size, PALETTE["text_light"]).get_width()
    while width > room and size > 20:
        size -= 2
        width = render_text(words, size, PALETTE["text_light"]).get_width()
    return size, width


class Stage:
    def __init__(
        self,
        world: SceneWorld,
        rng: random.Random,
        banner_at: tuple[int, int],
        banner_span: tuple[int, int] = (0, W),
    ):
        self.world = world
        self.rng = rng  # cosmetic only: never the rules' RNG
        self.flipbooks: list[list] = []  # [entity, frames, seconds shown, seconds]
        self.timers: list[list] = []  # [seconds left, callback]
        self.arcs: list[list] = []  # [entity, start, end, height, seconds, total, on_land]
        self.shake = 0.0
        self.flash = 0.0  # seconds of a full-screen flash left
        self.flash_colour = PALETTE["white"]
        self.sound: str | None = None
        # Pictures a game will need, drawn one per idle frame (a static screen hides the
        # time), so none is drawn for the first time in the middle of an animation.
        self.warm_queue: list[Callable[[], object]] = [explosion]
        x, y = banner_at
        self.banner_x = x
        self.banner_span = banner_span  # the banner stays whole between these two x's
        self.banner = world.spawn(
            Position(x, y),
            Label("", 54, PALETTE["text_light"]),
            Transform(alpha=0),
            Layer(90, steady=True),
        )
        self.subtitle = world.spawn(
            Position(x, y + 50),
            Label("", 26, PALETTE["text_light"]),
            Transform(alpha=0),
            Layer(90, steady=True),
        )

    # -- the frame -----------------------------------------------------------------------

    def warm_step(self) -> None:
        """Draw the next picture the game will need, while nothing moves."""
        if self.warm_queue:
            self.warm_queue.pop(0)()

    def warm_all(self) -> None:
        while self.warm_queue:
            self.warm_step()

    def popping(self) -> bool:
        """Whether the big words (``_pop``) are on show."""
        label = self._component(self.banner, Label)
        return bool(label.text) and self._component(self.banner, Transform).alpha > 0

    def banner_rect(self) -> pygame.Rect | None:
        """Where the big words and their subtitle stand while they show (toasts and guides
        keep off them), across the banner's span; None while none shows."""
        if not self.popping():
            return None
        left, right = self.banner_span
        y = round(self._component(self.banner, Position).y)
        return pygame.Rect(left, y - 40, right - left, 112)  # 54 px words, 26 px under

    def busy(self) -> bool:
        return bool(self.flipbooks or self.timers or self.arcs) or self.world.busy()

    def tick(self, dt: float) -> str | None:
        """Advance timers, flipbooks and arcs; returns the sound cue that is due, if any."""
        for timer in list(self.timers):
            timer[0] -= dt
            if timer[0] <= 0:
                self.timers.remove(timer)
                timer[1]()
        for book in list(self.flipbooks):
            book[2] += dt
            entity, frames, shown, seconds = book
            if shown >= seconds:
                self._delete(entity)
                self.flipbooks.remove(book)
                continue
            index = min(len(frames) - 1, int(shown / seconds * len(frames)))
            self._component(entity, Sprite).image = frames[index]
        for arc in list(self.arcs):
            arc[4] += dt
            self._move_arc(arc)
        self.shake = max(0.0, self.shake - dt)
        self.flash = max(0.0, self.flash - dt)
        sound, self.sound = self.sound, None
        return sound

    def finish(self) -> None:
        """Skip: every running animation jumps to its end, in order."""
        while self.timers or self.arcs:
            if self.arcs:
                arc = self.arcs[0]
                arc[4] = arc[5]
                self._move_arc(arc)
            else:
                _, callback = self.timers.pop(0)
                callback()
        self.world.finish_all()
        self.flash = 0.0
        for entity, *_ in self.flipbooks:
            self._delete(entity)
        self.flipbooks.clear()

    def shake_offset(self) -> tuple[int, int]:
        if self.shake <= 0:
            return (0, 0)
        return comfort.tremor(self.shake, min(1.0, self.shake * 3) * 9)

    def _flash(self, seconds: float = 0.25, colour=None) -> None:
        """Light the whole screen for a moment (players may turn flashes down or off)."""
        self.flash = seconds
        self.flash_colour = colour or PALETTE["white"]

    # -- moves ---------------------------------------------------------------------------

    def _component(self, entity: int, kind: type):
        self.world.activate()
        return esper.component_for_entity(entity, kind)

    def _delete(self, entity: int) -> None:
        self.world.activate()
        if esper.entity_exists(entity):
            esper.delete_entity(entity)

    def _later(self, seconds: float, callback: Callable[[], None]) -> None:
        self.timers.append([seconds, callback])

    def _cue(self, sound: str, delay: float = 0.0) -> None:
        if delay <= 0:
            self.sound = sound
        else:
            self._later(delay, lambda: setattr(self, "sound", sound))

    def _fly(
        self,
        image: pygame.Surface,
        start: tuple[float, float],
        end: tuple[float, float],
        delay: float = 0.0,
        seconds: float = FLIGHT,
        spin: float = 0.0,
        on_land: Callable[[], None] | None = None,
    ) -> int:
        """An image flying straight from ``start`` to ``end``, then gone; returns its entity,
        for a table that shapes the flight further (a fade, a change of size)."""
        entity = self.world.spawn(
            Position(*start), Sprite(image), Transform(rotation=spin), Layer(60)
        )

        def landed() -> None:
            self._delete(entity)
            if on_land is not None:
                on_land()

        self.world.tween(entity, "pos", end, seconds, ease="easeInOutCubic", delay=delay)
        self.world.tween(entity, "rotation", 0.0, seconds, delay=delay, on_done=landed)
        return entity

    def _lob(
        self,
        image: pygame.Surface,
        start: tuple[float, float],
        end: tuple[float, float],
        seconds: float,
        on_land: Callable[[], None] | None = None,
        height: float = 160.0,
    ) -> None:
        """A shell's arc: up from ``start`` and down onto ``end``, spinning as it goes."""
        entity = self.world.spawn(Position(*start), Sprite(image), Transform(), Layer(75))
        self.arcs.append([entity, start, end, height, 0.0, seconds, on_land])

    def _move_arc(self, arc: list) -> None:
        entity, (x0, y0), (x1, y1), height, shown, total, on_land = arc
        k = min(1.0, shown / total)
        pos = self._component(entity, Position)
        pos.x = x0 + (x1 - x0) * k
        pos.y = y0 + (y1 - y0) * k - height * math.sin(math.pi * k)
        self._component(entity, Transform).rotation = -360 * k
        if k >= 1.0:
            self.arcs.remove(arc)
            self._delete(entity)
            if on_land is not None:
                on_land()

    def _effect(
        self, frames, at: tuple[float, float], seconds: float, layer: int = 70, size: int = 0
    ) -> None:
        """A flipbook played once; ``size`` scales the frames (so one drawing serves all sizes)."""
        scale = size / frames[0].get_width() if size else 1.0
        entity = self.world.spawn(
            Position(*at), Sprite(frames[0]), Transform(scale=scale), Layer(layer)
        )
        self.flipbooks.append([entity, tuple(frames), 0.0, seconds])

    def _blast(self, at: tuple[float, float], size: int, seconds: float, layer: int = 70) -> None:
        """An explosion of any size, from the one drawing made when the stage was built."""
        self._effect(explosion(), at, seconds, layer, size)

    def _burst(self, at, colours, count: int, **kwargs) -> None:
        self.world.emit(at[0], at[1], colours, count, self.rng, **kwargs)

    def _pop(self, words: str, sub: str = "", colour=None, hold: float = 1.0) -> None:
        """Big words over the table, fading after ``hold`` seconds."""
        for entity, text, size in ((self.banner, words, 54), (self.subtitle, sub, 26)):
            label = self._component(entity, Label)
            label.text = text
            if entity == self.banner:
                label.colour = colour or PALETTE["text_light"]
            left, right = self.banner_span
            label.size, width = banner_fit(text, size, right - left - 2 * MARGIN)
            # whole in its span: shifted in from an edge rather than cut by it
            half = width / 2 + MARGIN
            x = min(max(self.banner_x, left + half), right - half)
            self._component(entity, Position).x = x
            transform = self._component(entity, Transform)
            transform.alpha, transform.scale = 255, 0.5
            self.world.cancel_tweens(entity)
            self.world.tween(entity, "scale", 1.0, 0.3, ease="easeOutBack")
            self.world.tween(entity, "alpha", 0, 0.35, delay=hold)
