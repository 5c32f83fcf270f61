"""Fonts from a PyPI package (Fredoka One) rather than system fonts, which many machines
lack; pygame's bundled default font is the fallback."""

from __future__ import annotations

import sys

import pygame

from ecs.cache import LRU, text_cache, wrap_lines
from ecs.sized_cache import MB, font_bytes

_fonts = LRU(maxsize=None, max_bytes=4 * MB, weigh=font_bytes)
_fallback_warned = False
_large = False
LARGE_CAP = 32  # large text grows small print by a fifth, up to this size; titles stay


def large_text() -> bool:
    return _large


def set_large_text(large: bool) -> None:
    """Grow the small print for players who asked for large text (takes effect at once)."""
    global _large
    if large != _large:
        _large = large
        _fonts.clear()
        text_cache.clear()


def shown_size(size: int) -> int:
    """The pixel size text of nominal ``size`` is drawn at."""
    return max(size, min(round(size * 1.2), LARGE_CAP)) if _large else size


def _fredoka_path() -> str:
    """Fredoka One's file, by the name its package exports (a path, as the Python Fonts
    packages do: ``from font_fredoka_one import FredokaOne``)."""
    from font_fredoka_one import FredokaOne

    return FredokaOne


def face(px: int) -> pygame.font.Font:
    """A new Fredoka One face ``px`` pixels high, or pygame's own font when the package or
    its file is missing (said once, on stderr). The one place a font file is opened: text
    (``font``) and drawn art (``ecs.art.pen``) both come here."""
    global _fallback_warned
    if not pygame.font.get_init():
        pygame.font.init()
    try:
        return pygame.font.Font(_fredoka_path(), px)
    except (ImportError, OSError, pygame.error) as exc:
        if not _fallback_warned:
            message = f"fowlplay: Fredoka One unavailable ({exc}); pygame's own font stands in"
            print(message, file=sys.stderr)
            _fallback_warned = True
        return pygame.font.Font(None, px)


def font(size: int, bold: bool = False) -> pygame.font.Font:
    """The game face at `size` pixels (cached; `bold` is pygame's synthetic bold)."""
    key = (size, bold)
    cached = _fonts.lookup(key)
    if cached is not None:
        return cached
    made = face(shown_size(size))
    if bold:
        made.set_bold(True)
    return _fonts.store(key, made)


def render_text(
    text: str,
    size: int,
    colour,
    shadow: bool = True,
    *,
    bold: bool = False,
    max_width: int | None = None,
    align: str = "center",
) -> pygame.Surface:
    """Cached text surface (shared: blit it, never draw on it).

    `shadow` adds a soft dark offset copy for readability on busy backgrounds;
    `max_width` wraps onto lines aligned "left", "center" or "right".
    """
    return text_cache.get(text, size, colour, shadow, bold, max_width, align)


def wrap(text: str, size: int, max_width: int, bold: bool = False) -> list[str]:
    """The lines `text` wraps into at `size` within `max_width` pixels."""
    return wrap_lines(font(size, bold), text, max_width)
