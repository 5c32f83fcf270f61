"""The screen audit's recorder: where each text and choice lands on the screen, per frame.

Off (the default) every hook here returns at once, so drawing pays one flag test. On
(tools/audit_screens.py), :func:`install` swaps ``pygame.Surface`` for a subclass whose
blits carry a record of each text (its words and pixel size) from surface to surface,
and wraps the scaling and rotating transforms to carry it too: text composed onto a card
that is scaled and blitted later still arrives at its true screen rectangle, with the
card as its box. Drawing code only says what a blit cannot know: which panel a text
belongs to (:func:`box`), which texts are decoration (:func:`decorative`), which rows
are choices (:func:`choice`) and when the screen below is veiled (:func:`cover`).
"""

from __future__ import annotations

import math
import weakref
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field

import pygame

_PLAIN = pygame.Surface  # pygame's own, kept before install() puts the recording one in
FAINT = 100  # a text blitted fainter than this is fading in or out: not yet read
_on = False
_screen: pygame.Surface | None = None
_boxes: list[tuple[pygame.Rect, str]] = []
_decor = 0
_words: weakref.WeakKeyDictionary = weakref.WeakKeyDictionary()  # text image -> (words, px)
_held: weakref.WeakKeyDictionary = weakref.WeakKeyDictionary()  # image -> [Text] on it


@dataclass
class Text:
    """One text as drawn: ``rect`` is its inked pixels in the surface it was drawn on."""

    words: str
    size: float
    rect: pygame.Rect
    boxes: list[tuple[pygame.Rect, str]] = field(default_factory=list)  # innermost first
    decorative: bool = False

    def moved(self, dx: float, dy: float, sx: float = 1.0, sy: float = 1.0) -> Text:
        rect = pygame.Rect(
            round(self.rect.x * sx + dx),
            round(self.rect.y * sy + dy),
            max(1, round(self.rect.w * sx)),
            max(1, round(self.rect.h * sy)),
        )
        boxes = [(_scaled(r, dx, dy, sx, sy), name) for r, name in self.boxes]
        return Text(self.words, self.size * min(sx, sy), rect, boxes, self.decorative)


@dataclass
class Choice:
    row: str
    label: str
    rect: pygame.Rect
    focused: bool
    panels: int = 0  # how many panels of the frame were drawn before it


@dataclass
class Panel:
    rect: pygame.Rect
    after: int  # how many texts of the frame were drawn before it


@dataclass
class Frame:
    texts: list[Text] = field(default_factory=list)
    choices: list[Choice] = field(default_factory=list)
    panels: list[Panel] = field(default_factory=list)
    strokes: list[Panel] = field(default_factory=list)  # lines drawn over what came before
    covered: int = 0  # texts before this index lie under a veil: no longer read


frame = Frame()


def _scaled(r: pygame.Rect, dx: float, dy: float, sx: float, sy: float) -> pygame.Rect:
    return pygame.Rect(round(r.x * sx + dx), round(r.y * sy + dy), round(r.w * sx), round(r.h * sy))


# --- what drawing code tells the audit ---------------------------------------------------


def recording() -> bool:
    """Whether the audit is on: a part of the screen kept as one cached picture is drawn
    piece by piece instead, so every text lands in its own panel as the audit checks it."""
    return _on


def words(image: pygame.Surface, text: str, size: float) -> pygame.Surface:
    """Mark ``image`` as the words ``text`` at ``size`` pixels (called where text is made)."""
    if _on:
        _words[image] = (text, float(size))
        _held.pop(image, None)
    return image


@contextmanager
def box(rect: pygame.Rect, name: str) -> Iterator[None]:
    """Texts blitted to the screen inside this block belong to the panel ``rect``."""
    if not _on:
        yield
        return
    _boxes.append((pygame.Rect(rect), name))
    try:
        yield
    finally:
        _boxes.pop()


@contextmanager
def decorative() -> Iterator[None]:
    """Texts drawn inside this block are decoration, not read to decide: no size rule."""
    global _decor
    if not _on:
        yield
        return
    _decor += 1
    try:
        yield
    finally:
        _decor -= 1


def choice(row: str, label: str, rect: pygame.Rect, focused: bool) -> None:
    """One choice of the row ``row`` on the screen (focused: the one confirm would take)."""
    if _on:
        frame.choices.append(Choice(row, label, pygame.Rect(rect), focused, len(frame.panels)))


def panel(surface: pygame.Surface, rect: pygame.Rect) -> None:
    """A panel drawn on the screen: texts drawn next whose middle is on it belong inside it."""
    if _on and surface is _screen:
        frame.panels.append(Panel(pygame.Rect(rect), len(frame.texts)))


def ring(surface: pygame.Surface, rect: pygame.Rect, width: int) -> None:
    """A line ``width`` thick drawn just inside ``rect`` (a pointer's outline): the texts
    drawn before it that it crosses are struck through."""
    if _on and surface is _screen:
        r, after = pygame.Rect(rect), len(frame.texts)
        for edge in (
            (r.x, r.y, r.w, width),
            (r.x, r.bottom - width, r.w, width),
            (r.x, r.y, width, r.h),
            (r.right - width, r.y, width, r.h),
        ):
            frame.strokes.append(Panel(pygame.Rect(edge), after))


def cover() -> None:
    """The screen so far is veiled: what is drawn next sits over it, not beside it."""
    if _on:
        frame.covered = len(frame.texts)
        frame.choices.clear()
        frame.panels.clear()
        frame.strokes.clear()


# --- the recording surface ---------------------------------------------------------------


def _carried(source: pygame.Surface) -> list[Text]:
    known = _words.get(source)
    if known is not None:
        inked = source.get_bounding_rect()
        return [Text(known[0], known[1], inked)]
    return _held.get(source, [])


def _land(target: pygame.Surface, texts: list[Text]) -> None:
    if target is _screen:
        chain = [(r, name) for r, name in reversed(_boxes)]
        for t in texts:
            frame.texts.append(
                Text(t.words, t.size, t.rect, t.boxes + chain, t.decorative or _decor > 0)
            )
        return
    held = _held.setdefault(target, [])
    for t in texts:
        if _decor:  # decoration drawn on a picture stays decoration wherever it lands
            t = Text(t.words, t.size, t.rect, t.boxes, True)
        if not any(h.words == t.words and h.rect == t.rect for h in held):
            held.append(t)


class _Surface(pygame.Surface):
    """A Surface that keeps the texts blitted onto it (only while the audit is on)."""

    def blit(self, source, dest, area=None, special_flags=0):
        drawn = super().blit(source, dest, area, special_flags)
        alpha = source.get_alpha()
        x, y = (dest[0], dest[1]) if not isinstance(dest, pygame.Rect) else dest.topleft
        if special_flags == 0 and _opaque(source, alpha):
            _paint_over(self, drawn)
        texts = _carried(source) if alpha is None or alpha >= FAINT else []
        if texts:
            if area is not None:
                area = pygame.Rect(area)
                x, y = x - area.x, y - area.y
                texts = [t for t in texts if t.rect.colliderect(area)]
            whole = pygame.Rect(x, y, *source.get_size())
            card = _words.get(source) is None
            name = f"image {whole.w}x{whole.h}"
            if card and special_flags == 0:
                _pile(self, whole, name)
            if card and self is _screen and whole.w * whole.h < _screen.get_width() * 300:
                frame.panels.append(Panel(drawn, len(frame.texts)))  # a card is a panel too
            moved = []
            for t in texts:
                t = t.moved(x, y)
                if card:
                    t.boxes.append((whole, name))
                moved.append(t)
            _land(self, moved)
        return drawn

    def blits(self, blit_sequence, doreturn=1):
        drawn = [self.blit(*item) for item in blit_sequence]
        return drawn if doreturn else None

    def fill(self, color, rect=None, special_flags=0):
        drawn = super().fill(color, rect, special_flags)
        if special_flags == 0 and _on:
            _paint_over(self, drawn)
        return drawn

    def copy(self):
        return _carry(self, super().copy(), 1.0, 1.0)

    def convert(self, *args):
        return _carry(self, super().convert(*args), 1.0, 1.0)

    def convert_alpha(self, *args):
        return _carry(self, super().convert_alpha(*args), 1.0, 1.0)


def _opaque(source: pygame.Surface, alpha: int | None) -> bool:
    flags = source.get_flags()
    return not flags & pygame.SRCALPHA and source.get_colorkey() is None and alpha in (None, 255)


def _paint_over(target: pygame.Surface, area: pygame.Rect) -> None:
    """Texts under an opaque fill or blit are gone from ``target``."""
    if target is _screen:
        gone = [area.colliderect(t.rect) for t in frame.texts]
        if any(gone):
            for p in (*frame.panels, *frame.strokes):
                p.after -= sum(gone[: p.after])
            frame.covered -= sum(gone[: frame.covered])
            frame.texts[:] = [t for t, g in zip(frame.texts, gone, strict=True) if not g]
        return
    held = _held.get(target)
    if held:
        held[:] = [t for t in held if not area.colliderect(t.rect)]


def _pile(target: pygame.Surface, card: pygame.Rect, name: str) -> None:
    """A card laid on a card of its own size hides the texts it covers (a deck, a stack)."""
    texts = frame.texts if target is _screen else _held.get(target)
    if not texts:
        return
    hidden = [card.contains(t.rect) and any(n == name for _, n in t.boxes) for t in texts]
    if any(hidden):
        if target is _screen:
            for p in (*frame.panels, *frame.strokes):
                p.after -= sum(hidden[: p.after])
            frame.covered -= sum(hidden[: frame.covered])
        texts[:] = [t for t, h in zip(texts, hidden, strict=True) if not h]


def _carry(source, result, sx: float, sy: float, turn: float = 0.0, moving: bool = False):
    """Give ``result`` (``source`` scaled by sx, sy and turned ``turn`` degrees) its texts.

    A text turned or zoomed on its own is in motion (a pop or a spin) and keeps its size:
    it is judged at rest, in the frames where it stands still.
    """
    result = _recording(result)
    known = _words.get(source)
    if known is not None:
        _words[result] = (known[0], known[1] * (1.0 if moving else min(sx, sy)))
        return result
    held = _held.get(source)
    if held:
        texts = [t.moved(0, 0, sx, sy) for t in held]
        if turn % 360:
            texts = [_turned(t, source, result, sx, sy, turn) for t in texts]
        _held[result] = texts
    return result


def _recording(image: pygame.Surface) -> pygame.Surface:
    """``image`` as a recording surface (pygame makes plain ones), so text later drawn on
    it (a card's title on its scaled-down face) is kept too: an exact copy."""
    if isinstance(image, _Surface):
        return image
    alpha = image.get_flags() & pygame.SRCALPHA
    out = _Surface(image.get_size(), alpha, image)
    if alpha:
        out.fill((0, 0, 0, 0))
        _PLAIN.blit(out, image, (0, 0), special_flags=pygame.BLEND_RGBA_MAX)
    else:
        _PLAIN.blit(out, image, (0, 0))
    return out


def _turned(t: Text, source, result, sx, sy, turn: float) -> Text:
    """The bounding box of ``t`` once its surface is turned about its centre."""
    cx, cy = source.get_width() * sx / 2, source.get_height() * sy / 2
    ox, oy = result.get_width() / 2, result.get_height() / 2
    a = math.radians(-turn)
    corners = [(t.rect.left, t.rect.top), (t.rect.right, t.rect.top)]
    corners += [(t.rect.left, t.rect.bottom), (t.rect.right, t.rect.bottom)]
    xs, ys = [], []
    for px, py in corners:
        px, py = px - cx, py - cy
        xs.append(ox + px * math.cos(a) - py * math.sin(a))
        ys.append(oy + px * math.sin(a) + py * math.cos(a))
    rect = pygame.Rect(round(min(xs)), round(min(ys)), 1, 1)
    rect.width, rect.height = round(max(xs) - min(xs)), round(max(ys) - min(ys))
    return Text(t.words, t.size, rect, [], t.decorative)


_saved: dict = {}


def _wrap_transforms() -> None:
    """Scaling and turning carry a surface's texts to the new surface."""
    tf = pygame.transform

    def resized(original):
        def wrapped(surface, size, *args, **kwargs):
            result = original(surface, size, *args, **kwargs)
            (w, h), (nw, nh) = surface.get_size(), result.get_size()
            return _carry(surface, result, nw / max(1, w), nh / max(1, h))

        return wrapped

    def turned(original, has_scale):
        def wrapped(surface, angle, *args, **kwargs):
            result = original(surface, angle, *args, **kwargs)
            scale = args[0] if has_scale and args else kwargs.get("scale", 1.0)
            return _carry(surface, result, scale, scale, angle, moving=True)

        return wrapped

    for name in ("smoothscale", "scale", "smoothscale_by", "scale_by", "rotozoom", "rotate"):
        original = getattr(tf, name)
        _saved[("transform", name)] = original
        wrapped = (
            turned(original, name == "rotozoom") if name.startswith("rot") else resized(original)
        )
        setattr(tf, name, wrapped)


def install() -> None:
    """Turn the audit on: new surfaces record their texts (call before the app exists)."""
    global _on
    if _on:
        return
    _on = True
    from ecs.cache import text_cache  # late: the cache marks its texts through this module

    text_cache.clear()  # texts made before now were never marked
    pygame.Surface = _Surface  # type: ignore[misc]
    _wrap_transforms()


def uninstall() -> None:
    """Turn the audit off and put pygame back as it was."""
    global _on, _screen
    if not _on:
        return
    _on = False
    _screen = None
    pygame.Surface = _PLAIN  # type: ignore[misc]
    for (_, name), original in list(_saved.items()):
        setattr(pygame.transform, name, original)
    _saved.clear()
    _words.clear()
    _held.clear()
    from ecs.cache import text_cache

    text_cache.clear()  # its texts are recording surfaces


def begin_frame(screen: pygame.Surface) -> Frame:
    """A fresh record for the frame about to be drawn onto ``screen``."""
    global _screen, frame
    _screen = screen
    frame = Frame()
    _boxes.clear()
    return frame
