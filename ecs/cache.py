"""Bounded caches for the two costliest drawing operations: rendering text and
rotating/scaling surfaces (uncached, they dominate frame time; see ARCHITECTURE.md)."""

from __future__ import annotations

import unicodedata
from collections import OrderedDict
from collections.abc import Callable

import pygame

from ecs import audit

SHADOW_COLOUR = (20, 14, 30)
SHADOW_ALPHA = 130


class LRU:
    """Least-recently-used map with an optional entry bound and an optional memory bound
    (``weigh`` gives an entry's bytes; by default a surface's pixels).

    Each entry remembers the generation it was last used in; :meth:`age` starts a new
    one and forgets what the last two never touched (see ``sized_cache.new_match``)."""

    def __init__(
        self,
        maxsize: int | None = 512,
        max_bytes: int | None = None,
        weigh: Callable[[object], int] | None = None,
    ) -> None:
        self.maxsize = maxsize
        self.max_bytes = max_bytes
        self.weigh = weigh or _surface_bytes
        self.hits = 0
        self.misses = 0
        self.bytes = 0
        self.generation = 0
        self._data: OrderedDict = OrderedDict()

    def __len__(self) -> int:
        return len(self._data)

    def lookup(self, key):
        entry = self._data.get(key)
        if entry is None:
            self.misses += 1
            return None
        self.hits += 1
        self._data.move_to_end(key)
        if entry[3] != self.generation:
            self._data[key] = (*entry[:3], self.generation)
        return entry[1]

    def store(self, key, value, keep=None, size: int | None = None):
        """Store `value` (weighing ``size`` bytes, or as ``weigh`` says); `keep` is held
        alive alongside it (so an id() in the key stays valid)."""
        size = self.weigh(value) if size is None else size
        old = self._data.pop(key, None)
        if old is not None:
            self.bytes -= old[2]
        self._data[key] = (keep, value, size, self.generation)
        self.bytes += size
        while (self.maxsize is not None and len(self._data) > self.maxsize) or (
            self.max_bytes is not None and self.bytes > self.max_bytes and len(self._data) > 1
        ):
            _, (_, _, dropped, _) = self._data.popitem(last=False)
            self.bytes -= dropped
        return value

    def clear(self) -> None:
        self._data.clear()
        self.bytes = 0

    def drop(self, chosen: Callable[[object], bool]) -> None:
        """Forget the entries whose key is ``chosen``."""
        for key in [key for key in self._data if chosen(key)]:
            self.bytes -= self._data.pop(key)[2]

    def age(self) -> None:
        """Start a new generation: what was used in neither this one nor the last goes."""
        self.generation += 1
        stale = [key for key, entry in self._data.items() if entry[3] < self.generation - 1]
        for key in stale:
            self.bytes -= self._data.pop(key)[2]

    def sizes(self, chosen: Callable[[object], bool]) -> list[int]:
        """The bytes of each entry whose key is ``chosen``."""
        return [entry[2] for key, entry in self._data.items() if chosen(key)]


def _surface_bytes(surface: pygame.Surface) -> int:
    w, h = surface.get_size()
    return w * h * surface.get_bytesize()


def wrap_lines(font: pygame.font.Font, text: str, max_width: int | None) -> list[str]:
    """Greedy word wrap to `max_width` pixels; honours newlines, splits over-long words."""
    lines: list[str] = []
    for para in text.split("\n"):
        if max_width is None or font.size(para)[0] <= max_width:
            lines.append(para)
            continue
        line = ""
        for word in para.split(" "):
            trial = f"{line} {word}" if line else word
            if font.size(trial)[0] <= max_width:
                line = trial
                continue
            if line:
                lines.append(line)
            line = ""
            while font.size(word)[0] > max_width and len(word) > 1:
                cut = len(word) - 1
                while cut > 1 and font.size(word[:cut])[0] > max_width:
                    cut -= 1
                lines.append(word[:cut])
                word = word[cut:]
            line = word
        lines.append(line)
    return lines


# Characters SDL_ttf refuses or draws as nothing: controls (NUL among them; newlines are
# kept for wrapping), format marks, lone surrogates, private and unassigned code points.
_UNDRAWABLE = frozenset({"Cc", "Cf", "Cs", "Co", "Cn"})


def drawable(text: str) -> str:
    """``text`` without the characters that would make rendering fail (a name from a file)."""
    if text.isprintable():
        return text
    return "".join(ch for ch in text if ch == "\n" or unicodedata.category(ch) not in _UNDRAWABLE)


def _render(font: pygame.font.Font, line: str, colour) -> pygame.Surface:
    """One line; a line of only zero-width marks is drawn as nothing, not an error."""
    try:
        return font.render(line, True, colour)
    except pygame.error:
        return pygame.Surface((0, font.get_height()), pygame.SRCALPHA)


def compose_text(
    font: pygame.font.Font,
    text: str,
    colour,
    shadow: bool = True,
    max_width: int | None = None,
    align: str = "center",
) -> pygame.Surface:
    """Render (possibly wrapped) text onto one transparent surface.

    The shadow is a translucent dark copy offset down-right, so text stays readable on
    busy art without a hard outline.
    """
    lines = wrap_lines(font, drawable(text), max_width)
    colour = tuple(colour)[:3]
    rendered = [_render(font, line, colour) for line in lines]
    off = max(1, round(font.get_height() / 16)) if shadow else 0
    line_h = font.get_linesize()
    width = max((s.get_width() for s in rendered), default=0)
    height = line_h * (len(lines) - 1) + font.get_height()
    out = pygame.Surface((max(width + off, 1), max(height + off, 1)), pygame.SRCALPHA)
    for i, surf in enumerate(rendered):
        if align == "left":
            x = 0
        elif align == "right":
            x = width - surf.get_width()
        else:
            x = (width - surf.get_width()) // 2
        y = i * line_h
        if shadow:
            shade = _render(font, lines[i], SHADOW_COLOUR)
            shade.set_alpha(SHADOW_ALPHA)
            out.blit(shade, (x + off, y + off))
        out.blit(surf, (x, y))
    return audit.words(out, text, font.point_size)


class TextCache:
    """Rendered text by (text, size, colour, shadow, font variant, wrap width, alignment)."""

    def __init__(
        self,
        font_getter: Callable[[int, bool], pygame.font.Font],
        maxsize: int = 512,
        max_bytes: int = 8 * 1024 * 1024,
    ):
        """Bounded by pixels too: a wrapped paragraph weighs as much as a hundred labels,
        and memory must not grow game after game."""
        self.font_getter = font_getter
        self.lru = LRU(maxsize, max_bytes)

    def get(
        self,
        text: str,
        size: int,
        colour,
        shadow: bool = True,
        bold: bool = False,
        max_width: int | None = None,
        align: str = "center",
    ) -> pygame.Surface:
        colour = tuple(colour)[:3]  # text is opaque; use Transform.alpha to fade it
        key = (text, size, colour, shadow, bold, max_width, align)
        surf = self.lru.lookup(key)
        if surf is None:
            font = self.font_getter(size, bold)
            surf = self.lru.store(key, compose_text(font, text, colour, shadow, max_width, align))
        return surf

    def clear(self) -> None:
        self.lru.clear()


ANGLE_STEP = 5
SCALE_STEP = 0.05
_EMPTY = None


class RotationCache:
    """Rotated/scaled copies of surfaces, quantised (5 degrees, 0.05 scale) so they repeat.

    Keyed by id() of the source; the entry keeps the source alive, so an id is never
    reused for a different surface while its entry exists. 8 MB: a headless four-seat
    Zombie Chickens game filled 16 MB and peaked at 148 MB of RSS against issue 20's 150;
    at 8 MB it peaked at 140, for 392 rotations drawn instead of 352 in the whole game.
    """

    def __init__(self, maxsize: int = 512, max_bytes: int = 8 * 1024 * 1024) -> None:
        self.lru = LRU(maxsize, max_bytes)

    @staticmethod
    def quantise(angle: float, scale: float) -> tuple[int, int]:
        """(angle in degrees 0-355, scale in 0.05 units) as integers, for stable keys."""
        steps = 360 // ANGLE_STEP
        return (round(angle / ANGLE_STEP) % steps) * ANGLE_STEP, round(scale / SCALE_STEP)

    def get(self, surface: pygame.Surface, angle: float, scale: float = 1.0) -> pygame.Surface:
        """The transformed surface; the source itself when it rounds to no change.

        A scale that rounds to zero gives a shared empty surface.
        """
        global _EMPTY
        q_angle, q_scale = self.quantise(angle, scale)
        if q_scale <= 0:
            if _EMPTY is None:
                _EMPTY = pygame.Surface((0, 0), pygame.SRCALPHA)
            return _EMPTY
        if q_angle == 0 and q_scale == round(1 / SCALE_STEP):
            return surface
        key = (id(surface), q_angle, q_scale)
        out = self.lru.lookup(key)
        if out is None:
            out = pygame.transform.rotozoom(surface, q_angle, q_scale * SCALE_STEP)
            self.lru.store(key, out, keep=surface)
        return out

    def clear(self) -> None:
        self.lru.clear()


def _default_font(size: int, bold: bool) -> pygame.font.Font:
    from ecs import fonts  # late import: fonts uses this module's text_cache

    return fonts.font(size, bold)


text_cache = TextCache(_default_font)
rotation_cache = RotationCache()


def forget_scene_drawings() -> None:
    """Empty the text and rotation caches, at a scene change (``scenes.app``).

    What they hold is mostly the last scene's own: its log lines and names, its cards
    caught halfway through a pop-in, and the pictures those were turned from (kept
    alive by their entries, weighed by nobody). Left to churn at their caps match after
    match, they leave the C heap a little more holed each time, and resident memory
    crept up; emptied while the scene changes (a frame that may be long), each match
    starts from the same heap and redraws its first frame's words, as a first match does.
    """
    text_cache.clear()
    rotation_cache.clear()
