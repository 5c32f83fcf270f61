"""Widgets every screen shares: text, menus, hint bars, dimming and toasts."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import cache

import pygame

from ecs import art, audit, comfort
from ecs.cache import LRU
from ecs.fonts import large_text, render_text
from ecs.input import Intent, IntentEvent
from ecs.palette import PALETTE
from ecs.sized_cache import sized_cache

W, H = 1280, 720


def text(
    surface: pygame.Surface,
    words: str,
    size: int,
    pos: tuple[float, float],
    colour=PALETTE["text"],
    anchor: str = "center",
    shadow: bool = False,
    fit: int | None = None,
) -> pygame.Rect:
    """Draw one line; with ``fit``, a line too wide for its box takes smaller print.

    Large text grows every line, so words in fixed boxes (chips, cards, name plates)
    pass the box's width and shrink back only as far as they must.
    """
    image = render_text(words, size, colour, shadow=shadow)
    while fit is not None and image.get_width() > fit and size > 10:
        size -= 1
        image = render_text(words, size, colour, shadow=shadow)
    rect = image.get_rect(**{anchor: (round(pos[0]), round(pos[1]))})
    surface.blit(image, rect)
    return rect


def warm_texts(queue: list, lines: list[str], size: int, colour, shadow: bool = True) -> None:
    """Queue ``lines`` to be drawn as ``text`` draws them, on a table's warm-up queue (a
    line a step while the table waits): a title's first drawing (half a millisecond at
    28 px) then lands in no frame of play."""
    queue += [
        lambda words=words: render_text(words, size, colour, shadow=shadow) for words in lines
    ]


def text_height(size: int) -> int:
    """How tall ``text`` draws a line of ``size`` (Large text included), to stack lines."""
    return render_text("Ag", size, PALETTE["text"], shadow=False).get_height()


def text_width(words: str, size: int) -> int:
    """How wide ``text`` would draw a line (Large text included), to size a box to it."""
    return render_text(words, size, PALETTE["text"], shadow=False).get_width()


@cache
def backdrop() -> pygame.Surface:
    """The farmyard behind every menu, opaque and in the screen's format: a cheap blit."""
    return art.background(W, H).convert()


VEIL = (30, 18, 14)


def veil(
    surface: pygame.Surface, rect: pygame.Rect | None = None, alpha: int = 150, colour=VEIL
) -> None:
    """Darken ``rect`` (all of ``surface`` by default) as ``colour`` at ``alpha`` laid over it
    would: two blended fills, with no veil surface to keep (a screen-sized one per alpha
    was 3.7 MB each) and a third of an alpha blit's cost."""
    keep = round(255 * (1 - alpha / 255))
    surface.fill((keep, keep, keep), rect, special_flags=pygame.BLEND_RGB_MULT)
    tint = tuple(round(c * alpha / 255) for c in colour)
    surface.fill(tint, rect, special_flags=pygame.BLEND_RGB_ADD)


def veiled_box(
    surface: pygame.Surface,
    box: pygame.Rect,
    caption: str,
    shade,
    alpha: int = 150,
    note: str = "",
) -> None:
    """A table's side panel of cards (Island's stock and Scrolls, Henhouse's Secret
    Weapons): ``box`` veiled in the game's ``shade``, its caption at the top left and a
    ``note`` (a count) at the top right, light print readable over any backdrop."""
    veil(surface, box, alpha, shade)
    y, room = box.y + 14, box.w - 20
    if note:
        at = (box.right - 10, y)
        room -= text(surface, note, 16, at, PALETTE["text_light"], anchor="midright").w + 10
    at = (box.x + 10, y)
    text(surface, caption, 18, at, PALETTE["text_light"], anchor="midleft", shadow=True, fit=room)


def dim(surface: pygame.Surface, alpha: int = 150) -> None:
    veil(surface, None, alpha)
    audit.cover()


def flash(surface: pygame.Surface, seconds_left: float, colour) -> None:
    """A full-screen flash fading over its last quarter second, as strong as the player allows."""
    alpha = comfort.flash_alpha(170 * min(1.0, seconds_left / 0.25))
    if alpha > 0:  # mixed by two blended fills: a third of the cost of a veil's alpha blit
        keep = round(255 * (1 - alpha / 255))
        surface.fill((keep, keep, keep), special_flags=pygame.BLEND_RGB_MULT)
        tint = tuple(round(c * alpha / 255) for c in colour[:3])
        surface.fill(tint, special_flags=pygame.BLEND_RGB_ADD)


def panel(surface: pygame.Surface, rect: pygame.Rect, colour=None) -> None:
    surface.blit(art.panel(rect.width, rect.height, colour), rect.topleft)
    audit.panel(surface, rect)


def hint_bar(surface: pygame.Surface, hints: list[tuple[str, str]]) -> None:
    """Context hints along the bottom: each is (button label, what it does).

    A long bar first takes smaller print, then drops hints from its end, so it never
    runs off the screen (the first hints are the ones that matter now). Every screen
    shows one every frame, so it is drawn once as one picture and drawn anew only when
    its words, the palette or the print size change.
    """
    if not hints:
        return
    if audit.recording():
        _paint_hint_bar(surface, tuple(hints), None)
        return
    picture = _hint_bar_picture(tuple(hints), looks())
    surface.blit(picture, picture.get_rect(midbottom=(W // 2, H - 8)))


def looks() -> tuple:
    """What a cached picture of text and panels looks like besides its words: part of
    every such picture's key."""
    return large_text(), tuple(PALETTE.values())


@sized_cache
def _hint_bar_picture(hints: tuple, looks: tuple) -> pygame.Surface:
    """The hint bar alone on a transparent picture of its size (``looks`` is its key)."""
    return _paint_hint_bar(None, hints, looks)


def _paint_hint_bar(surface: pygame.Surface | None, hints: tuple, looks) -> pygame.Surface:
    """Draw the bar on ``surface`` above the screen's bottom edge, or with ``surface``
    None on a picture of its own, returned; its panel is copied, not blended, onto the
    picture, so the picture blitted shows the very pixels drawing it in place does."""
    for size in (22, 20, 18):
        parts = _hint_parts(hints, size)
        while len(parts) > 1 and _hint_width(parts) > W - 24 and size == 18:
            parts.pop()
        if _hint_width(parts) <= W - 24:
            break
    bar = pygame.Rect(0, 0, _hint_width(parts), 44)
    if surface is None:
        surface = art.panel(bar.width, bar.height).copy()
    else:
        bar.midbottom = (W // 2, H - 8)
        panel(surface, bar)
    x = bar.x + 16
    with audit.box(bar, "hint bar"):
        for key_img, what_img in parts:
            chip = pygame.Rect(x, bar.y + 8, key_img.get_width() + 16, 28)
            pygame.draw.rect(surface, PALETTE["panel_dark"], chip, border_radius=8)
            surface.blit(key_img, key_img.get_rect(center=chip.center))
            x = chip.right + 6
            surface.blit(what_img, what_img.get_rect(midleft=(x, chip.centery)))
            x += what_img.get_width() + 22
    return surface


def _hint_parts(hints: list[tuple[str, str]], size: int) -> list:
    return [
        (render_text(key, size, PALETTE["text_light"]), render_text(what, size, PALETTE["ink"]))
        for key, what in hints
    ]


def _hint_width(parts: list) -> int:
    return sum(k.get_width() + w.get_width() + 44 for k, w in parts) + 20


DIRECTIONS = (Intent.UP, Intent.LEFT, Intent.DOWN, Intent.RIGHT)  # the order of "WASD"


def _directions_label(labels: list[str]) -> str:
    """Direction keys named briefly: "WASD", "W/S", "Arrows", "Up/Down", "D-pad"."""
    if all(label.startswith("D-pad") for label in labels):
        return "D-pad"
    if all(label.endswith(" arrow") for label in labels):
        return "Arrows" if len(labels) == 4 else "/".join(label[:-6] for label in labels)
    if len(labels) == 4 and all(len(label) == 1 for label in labels):
        return "".join(labels)
    return "/".join(labels)


def direction_keys(app, device: str, group: tuple = DIRECTIONS) -> str:
    """The device's keys for some directions, as the hint bar names them."""
    ordered = sorted(group, key=DIRECTIONS.index) if len(group) == 4 else group
    return _directions_label([app.router.button_label(device, i) for i in ordered])


def hints(surface: pygame.Surface, app, items: list, device: str | None = None) -> None:
    """A hint bar naming the buttons of ``device`` (default: whoever pressed last).

    Each item is ``(intent or tuple of intents, what it does)``; a tuple shows as "W/S".
    """
    device = device or app.last_device
    router = app.router
    key = (tuple(items), device, id(router.bindings), router.family(device))
    bar = _HINT_WORDS.lookup(key)
    if bar is None:  # every frame shows the bar: its words are looked up once
        bar = _HINT_WORDS.store(key, _hint_words(app, items, device), keep=router.bindings, size=1)
    hint_bar(surface, bar)


_HINT_WORDS = LRU(maxsize=32)  # (items, device, bindings, pad family): the bar's words


def _hint_words(app, items: list, device: str) -> list[tuple[str, str]]:
    label = app.router.button_label
    bar = []
    for intents, what in items:
        group = intents if isinstance(intents, tuple) else (intents,)
        if all(intent in DIRECTIONS for intent in group):
            bar.append((direction_keys(app, device, group), what))
            continue
        bar.append(("/".join(label(device, intent) for intent in group), what))
    return bar


def menu_hints(back: str | None = "Back") -> list:
    """The hints every menu shares (``back=None`` where back does nothing)."""
    items = [((Intent.UP, Intent.DOWN), "Move"), (Intent.CONFIRM, "Choose")]
    return items + ([(Intent.BACK, back)] if back else [])


TOAST_LOWEST = H - 64  # just above the hint bar
TOAST_WIDTH = 520  # at most: clear of the side panels of every table (Island: 912 on)


def toast_boxes(texts: list[str], clear: list[pygame.Rect] = ()) -> list[pygame.Rect]:
    """Where the last three messages sit: stacked upwards from just above the hint bar, or
    from the lowest place above it that covers none of the choices in ``clear``: in the
    middle if it can, else over the left or the right half (a screen of two columns)."""
    images = [_toast_words(words) for words in reversed(texts[-3:])]

    def stacked(centre: int, bottom: int) -> list[pygame.Rect]:
        boxes, y = [], bottom
        for image in images:
            box = image.get_rect(midbottom=(centre, y)).inflate(28, 14)
            boxes.append(box)
            y = box.top - 6
        return boxes

    for centre in (W // 2, W // 4, W * 3 // 4):
        for bottom in range(TOAST_LOWEST, 60, -6):
            boxes = stacked(centre, bottom)
            whole = all(box.left >= 0 and box.right <= W for box in boxes)
            if (whole or centre == W // 2) and not any(b.collidelist(clear) != -1 for b in boxes):
                return boxes
    return stacked(W // 2, TOAST_LOWEST)  # choices everywhere: the usual place


def _toast_words(words: str) -> pygame.Surface:
    """A message's print, wrapped to :data:`TOAST_WIDTH`: in Large text a long one ran
    out of the middle column, over Island's Scrolls."""
    return render_text(words, 22, PALETTE["text_light"], max_width=TOAST_WIDTH - 28)


def draw_toasts(surface: pygame.Surface, texts: list[str], clear: list[pygame.Rect] = ()) -> None:
    """Short messages, placed by :func:`toast_boxes` so they never hide a choice."""
    for words, box in zip(reversed(texts[-3:]), toast_boxes(texts, clear), strict=True):
        image = _toast_words(words)
        pygame.draw.rect(surface, PALETTE["panel_dark"], box, border_radius=12)
        pygame.draw.rect(surface, PALETTE["gold"], box, 2, border_radius=12)
        audit.panel(surface, box)
        with audit.box(box, "toast"):
            surface.blit(image, image.get_rect(center=box.center))


@dataclass
class Item:
    label: str
    action: Callable[[], None]
    enabled: bool = True
    note: str = ""


class Menu:
    """A vertical list driven by up/down/confirm from any device."""

    def __init__(self, items: list[Item], on_move: Callable[[], None] | None = None):
        self.items = items
        self.focus = next((i for i, item in enumerate(items) if item.enabled), 0)
        self.on_move = on_move

    def intent(self, event: IntentEvent) -> bool:
        """Returns True when the menu used the intent."""
        if event.intent in (Intent.UP, Intent.DOWN):
            step = -1 if event.intent == Intent.UP else 1
            for _ in self.items:
                self.focus = (self.focus + step) % len(self.items)
                if self.items[self.focus].enabled:
                    break
            if self.on_move:
                self.on_move()
            return True
        if event.intent == Intent.CONFIRM and self.items[self.focus].enabled:
            self.items[self.focus].action()
            return True
        return False

    def draw(
        self,
        surface: pygame.Surface,
        center_x: int,
        top: int,
        width: int = 420,
        height: int = 56,
        gap: int = 66,
    ) -> None:
        y = top
        for index, item in enumerate(self.items):
            rect = pygame.Rect(0, 0, width, height)
            rect.midtop = (center_x, y)
            focused = index == self.focus
            colour = PALETTE["focus"] if focused else PALETTE["panel"]
            if not item.enabled:
                colour = PALETTE["disabled"]
            panel(surface, rect, colour)
            audit.choice("menu", item.label, rect, focused)
            label = f"› {item.label} ‹" if focused else item.label
            with audit.box(rect, "menu item"):
                text(surface, label, 30 if height >= 52 else 26, rect.center, PALETTE["text"])
            if item.note:
                text(
                    surface,
                    item.note,
                    18,
                    (rect.centerx, rect.bottom + 9),
                    PALETTE["text_light"],
                    shadow=True,
                )
                y += 18
            y += gap
