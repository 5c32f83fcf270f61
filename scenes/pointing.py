"""The mouse in the game scenes: which press an event is, and what lies under it.

Shared by every scene that takes the mouse, so a click means the same everywhere: the
left button acts, on the first thing listed under the pointer (the topmost painted).
"""

from __future__ import annotations

from collections.abc import Iterable

import pygame

LEFT, RIGHT = 1, 3  # the buttons: the right one, where a scene takes it, is "the other way"


def pressed(event: pygame.event.Event, button: int = LEFT) -> bool:
    """The button went down (a click, or the start of a drag)."""
    return event.type == pygame.MOUSEBUTTONDOWN and getattr(event, "button", 0) == button


def released(event: pygame.event.Event, button: int = LEFT) -> bool:
    """The button came up (the end of a click or of a drag)."""
    return event.type == pygame.MOUSEBUTTONUP and getattr(event, "button", 0) == button


def under(pos, spots: Iterable[tuple[object, pygame.Rect]]):
    """The key of the first ``(key, rect)`` whose rect holds ``pos``, else None."""
    return next((key for key, rect in spots if rect.collidepoint(pos)), None)
