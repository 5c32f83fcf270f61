"""Plain-data components shared by every scene. Processors hold the behaviour.

Change fields in place rather than adding/removing components each frame: every add or
remove invalidates esper's query cache (costly with many entities).
"""

from __future__ import annotations

from dataclasses import dataclass, field

import pygame


@dataclass(slots=True, eq=False)
class Position:
    """Where an entity is drawn (its anchor point), in screen pixels.

    `prev_x`/`prev_y` hold the position before the latest fixed step (the tween processor
    copies them each step) so drawing can interpolate: prev + (cur - prev) * alpha.
    """

    x: float
    y: float
    prev_x: float | None = None
    prev_y: float | None = None

    def __post_init__(self) -> None:
        if self.prev_x is None:
            self.prev_x = self.x
        if self.prev_y is None:
            self.prev_y = self.y

    def snap(self, x: float, y: float) -> None:
        """Teleport without drawing the in-between (no interpolation streak)."""
        self.x = self.prev_x = x
        self.y = self.prev_y = y


@dataclass(slots=True, eq=False)
class Layer:
    """Draw order: higher z draws on top; equal z draws in entity-id order. A ``steady``
    entity (a banner's words) stays put while the table shakes under it, so a shake
    never throws words onto the hint bar or off the screen."""

    z: int = 0
    steady: bool = False


@dataclass(slots=True, eq=False)
class Clip:
    """Drawn only inside ``rect`` (screen pixels, before any shake offset): a zombie
    walking in from the screen's edge stays behind the panels beside its stage."""

    rect: pygame.Rect


@dataclass(slots=True, eq=False)
class Visible:
    """Toggle `on` to hide an entity; cheaper than removing its drawable components."""

    on: bool = True


@dataclass(slots=True, eq=False)
class Sprite:
    """An image drawn with its `anchor` (a pygame.Rect attribute name) at the Position."""

    image: pygame.Surface
    anchor: str = "center"


@dataclass(slots=True, eq=False)
class Transform:
    """Scale, rotation (degrees, counter-clockwise) and opacity (0-255) applied when drawn."""

    scale: float = 1.0
    rotation: float = 0.0
    alpha: float = 255.0


@dataclass(slots=True, eq=False)
class Label:
    """Text drawn through the text cache; `max_width` wraps it onto several lines."""

    text: str
    size: int
    colour: tuple
    anchor: str = "center"
    shadow: bool = True
    max_width: int | None = None
    bold: bool = False


@dataclass(slots=True, eq=False)
class Tweens:
    """Active tweens of one entity. A permanent list, so tweening never adds components."""

    items: list = field(default_factory=list)


@dataclass(slots=True, eq=False)
class Particle:
    """A short-lived dot: moves by velocity, falls by gravity, fades as life runs out."""

    vx: float
    vy: float
    life: float
    max_life: float
    gravity: float
    colour: tuple
    radius: float


@dataclass(slots=True, eq=False)
class Tag:
    """A name so scenes can find their entities (e.g. "die-3", "token-seat-1")."""

    name: str
