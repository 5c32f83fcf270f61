"""How a tutorial step looks: a panel of words and buttons, and an arrow to what it means.

The panel never covers the thing it points at. Among the places that leave it clear,
it takes one covering none of the choices the player may press now, if there is one;
then the one covering least of what the step asks to keep in view (the dice, the Farm,
the prompt), and of those the one nearest where the step would like it. A busy table may
have no free place of the guide's own shape, so the words are also set narrower and
wider (:data:`WIDTHS`) and the shape whose best place costs least is shown. The
pointed-at thing gets a pulsing outline (gentler for players who turned flashing down).
"""

from __future__ import annotations

import math

import pygame

from ecs import art, audit, comfort
from ecs.fonts import render_text
from ecs.palette import PALETTE
from ecs.sized_cache import sized_cache
from scenes import ui

PAD_X, PAD_Y = 18, 12
MARGIN = 14
CLEAR_OF = 64  # the hint bar's height: the panel never sits on it
GAP = 22  # room kept between the panel and the outline it points at
STEP = 6  # how finely the free places are searched, downwards
STEP_X = 40  # and across
ARROW = 150  # the longest arrow
NEAR = 110  # no arrow for an outline this close to the panel
DISTANCE = 20  # what a pixel away from the preferred spot costs, against a pixel covered
KEEP = 50  # what a pixel of what the step keeps in view costs: covering it is worse than far
CHOICE = 10**6  # what a pixel of a choice covered costs: more than any other place
WIDTHS = (480, 560, 780, 1000)  # the other shapes tried besides the guide's own
RESHAPED = 4000  # what showing another shape than the guide's own costs

Chip = tuple[str, str]  # (button label, what it does)


# -- where ---------------------------------------------------------------------------------


def spots(size: tuple[int, int]) -> dict[str, pygame.Rect]:
    """The places a step may ask for, by name."""
    w, h = size
    bottom = ui.H - CLEAR_OF - MARGIN
    middle_y = (MARGIN + bottom) // 2
    at = {
        "top": {"midtop": (ui.W // 2, MARGIN)},
        "middle": {"center": (ui.W // 2, middle_y)},
        "bottom": {"midbottom": (ui.W // 2, bottom)},
        "left": {"midleft": (MARGIN, middle_y)},
        "right": {"midright": (ui.W - MARGIN, middle_y)},
        "top-left": {"topleft": (MARGIN, MARGIN)},
        "top-right": {"topright": (ui.W - MARGIN, MARGIN)},
        "bottom-left": {"bottomleft": (MARGIN, bottom)},
        "bottom-right": {"bottomright": (ui.W - MARGIN, bottom)},
    }
    return {name: pygame.Rect((0, 0), (w, h)).move_to(**where) for name, where in at.items()}


def place(
    size: tuple[int, int],
    anchor: pygame.Rect | None,
    keep: list[pygame.Rect],
    prefer: str,
    choices: list[pygame.Rect] = (),
) -> pygame.Rect:
    """Clear of the anchor; then of ``choices``; then least over ``keep``; then nearest the
    preferred spot."""
    keys = tuple(_key(rect) for rect in keep), tuple(_key(rect) for rect in choices)
    return pygame.Rect(_place(size, _key(anchor), *keys, prefer)[0])


def choose(
    sizes: list[tuple[int, int]],
    anchor: pygame.Rect | None,
    keep: list[pygame.Rect],
    prefer: str,
    choices: list[pygame.Rect] = (),
) -> tuple[int, pygame.Rect]:
    """Which of the panel's shapes to show (the first is the guide's own) and where: the
    one whose best place costs least, a reshaped one only where it covers less."""
    keys = tuple(_key(rect) for rect in keep), tuple(_key(rect) for rect in choices)
    costs = []
    for index, size in enumerate(sizes):
        rect, cost = _place(size, _key(anchor), *keys, prefer)
        costs.append((cost + (RESHAPED if index else 0), index, rect))
    _, index, rect = min(costs)
    return index, pygame.Rect(rect)


def _key(rect: pygame.Rect | None) -> tuple[int, int, int, int] | None:
    return None if rect is None else (rect.x, rect.y, rect.w, rect.h)


@sized_cache
def _place(size, anchor, keep, choices, prefer) -> tuple[tuple[int, int, int, int], float]:
    w, h = size
    options = spots(size)
    goal = options.get(prefer, options["top"])
    clear = pygame.Rect(anchor).inflate(GAP * 2, GAP * 2) if anchor else None
    avoid = [pygame.Rect(rect) for rect in keep]
    pressed = [pygame.Rect(rect) for rect in choices]
    lowest = ui.H - CLEAR_OF - MARGIN - h
    best, best_cost = goal, math.inf
    rightmost = ui.W - MARGIN - w
    edges = [rect for rect in (clear, *avoid, *pressed) if rect is not None]
    beside = {x for r in edges for x in (r.left - w, r.right) if MARGIN <= x <= rightmost}
    xs = {goal.x, (ui.W - w) // 2, rightmost, *range(MARGIN, rightmost + 1, STEP_X), *beside}
    for x in xs:  # the grid, and hard against each thing to keep clear of
        for y in {goal.y, *range(MARGIN, lowest + 1, STEP)}:
            rect = pygame.Rect(x, y, w, h)
            if clear is not None and rect.colliderect(clear):
                continue
            covered = KEEP * sum(_area(rect.clip(other)) for other in avoid)
            covered += CHOICE * sum(_area(rect.clip(other)) for other in pressed)
            cost = covered + DISTANCE * math.dist(rect.center, goal.center)
            if cost < best_cost:
                best, best_cost = rect, cost
    return _key(best), best_cost


def _area(rect: pygame.Rect) -> int:
    return rect.w * rect.h


# -- what ----------------------------------------------------------------------------------


def _chip(key: str, what: str, faded: bool = False, room: int | None = None) -> pygame.Surface:
    """A button as on the hint bar: a dark key cap, then what it does (wrapped onto more
    lines where the chip would be wider than ``room``: large text in a narrow panel)."""
    key_img = render_text(key, 20, PALETTE["text_light"])
    cap = pygame.Rect(0, 0, key_img.get_width() + 16, max(28, key_img.get_height() + 6))
    wrap = None if room is None else max(room - cap.w - 6, 1)
    colour = PALETTE["text_muted" if faded else "ink"]
    what_img = render_text(what, 20, colour, False, max_width=wrap, align="left")
    height = max(cap.h, what_img.get_height())
    cap.centery = height // 2
    chip = pygame.Surface((cap.w + 6 + what_img.get_width(), height), pygame.SRCALPHA)
    pygame.draw.rect(chip, PALETTE["panel_dark"], cap, border_radius=8)
    chip.blit(key_img, key_img.get_rect(center=cap.center))
    chip.blit(what_img, what_img.get_rect(midleft=(cap.right + 6, cap.centery)))
    return chip


def _rows(chips: list[pygame.Surface], width: int) -> list[list[pygame.Surface]]:
    """Chips packed into as few rows as fit the width."""
    rows: list[list[pygame.Surface]] = [[]]
    used = 0
    for chip in chips:
        if rows[-1] and used + chip.get_width() > width:
            rows.append([])
            used = 0
        rows[-1].append(chip)
        used += chip.get_width() + 18
    return rows


def compose(
    width: int,
    header: tuple[str, ...],
    counter: str,
    words: str,
    keys: list[Chip],
    skip: Chip,
) -> pygame.Surface:
    """The panel, drawn once per step (the caller keeps it while the step shows).

    The top line names the game and the step; then the words; then the buttons this
    step is about, named as on the player's device. The skip button ends the last row
    of buttons, or else the top line. ``header`` is the title's forms, longest first:
    the longest that fits beside the counter is shown, or none (the counter and the skip
    button say what the panel is), so no word runs past the panel's edge in large text.
    """
    inner = width - 2 * PAD_X
    count = render_text(counter, 18, PALETTE["text_muted"], False)
    skip_chip = _chip(*skip, faded=True, room=inner)
    body = render_text(words, 22, PALETTE["ink"], False, max_width=inner, align="left")
    rows = _rows([_chip(*key, room=inner) for key in keys], inner)
    last_used = sum(chip.get_width() + 18 for chip in rows[-1])
    skip_in_row = last_used + skip_chip.get_width() <= inner
    room = inner - 28 - 12 - count.get_width()
    if not skip_in_row and room < skip_chip.get_width() + 12:  # not even on the top line
        rows.append([])
        skip_in_row = True
    if not skip_in_row:
        room -= skip_chip.get_width() + 12
    title = next((image for image in map(_title, header) if image.get_width() <= room), None)
    heights = [max((chip.get_height() for chip in row), default=0) for row in rows]
    if skip_in_row:  # the skip button ends the last row
        heights[-1] = max(heights[-1], skip_chip.get_height())
    tops = [count, *([title] if title else []), *([] if skip_in_row else [skip_chip])]
    top_h = max(image.get_height() for image in tops)
    height = PAD_Y * 2 + top_h + 8 + body.get_height() + 10 + sum(h + 6 for h in heights)
    surface = pygame.Surface((width, height + 6), pygame.SRCALPHA)  # 6: the drop shadow
    ui.panel(surface, surface.get_rect())
    middle = PAD_Y + top_h // 2
    icon = art.icon("chicken", 22)
    surface.blit(icon, icon.get_rect(midleft=(PAD_X, middle)))
    right = PAD_X + 28 - 12
    if title is not None:
        right = surface.blit(title, title.get_rect(midleft=(PAD_X + 28, middle))).right
    surface.blit(count, count.get_rect(midleft=(right + 12, middle)))
    if not skip_in_row:
        surface.blit(skip_chip, skip_chip.get_rect(midright=(width - PAD_X, middle)))
    y = PAD_Y + top_h + 8
    surface.blit(body, (PAD_X, y))
    y += body.get_height() + 10
    for row, row_h in zip(rows, heights, strict=True):
        x = PAD_X
        for chip in row:
            surface.blit(chip, chip.get_rect(midleft=(x, y + row_h // 2)))
            x += chip.get_width() + 18
        y += row_h + 6
    if skip_in_row:
        skip_at = skip_chip.get_rect(midright=(width - PAD_X, y - 6 - heights[-1] // 2))
        surface.blit(skip_chip, skip_at)
    return surface


def _title(words: str) -> pygame.Surface:
    return render_text(words, 18, PALETTE["text_accent"], False)


# -- drawing -------------------------------------------------------------------------------


def draw(
    surface: pygame.Surface,
    panels: list[pygame.Surface],
    anchor: pygame.Rect | None,
    keep: list[pygame.Rect],
    prefer: str,
    time: float,
    choices: list[pygame.Rect] = (),
) -> pygame.Rect:
    """The outline on the anchor, the arrow to it, then the best of the panel's shapes
    (``panels``, the guide's own first); returns where it sat."""
    index, rect = choose([panel.get_size() for panel in panels], anchor, keep, prefer, choices)
    panel = panels[index]
    if anchor is not None:
        pulse = (math.sin(time * 5.0) + 1) / 2 * max(0.25, comfort.flashing)
        others = [rect for rect in map(pygame.Rect, choices) if _beside(anchor, rect)]
        _outline(surface, anchor, pulse, others)
        _arrow(surface, rect, anchor, pulse, others)
    audit.panel(surface, rect.inflate(0, -6).move(0, -3))  # its drop shadow hides nothing
    surface.blit(panel, rect)
    return rect


def _outline(
    surface: pygame.Surface, anchor: pygame.Rect, pulse: float, clear: list[pygame.Rect] = ()
) -> None:
    """A gold ring round the anchor, pulsing outwards, but never onto the words and choices
    in ``clear`` (it struck through the prompt just over Island's End actions)."""
    grow = 8 + round(5 * pulse)
    while grow > 2 and anchor.inflate(grow * 2, grow * 2).collidelist(clear) != -1:
        grow -= 1
    ring = _pulled_in(anchor.inflate(grow * 2, grow * 2), anchor, clear)
    audit.ring(surface, ring, 8)
    pygame.draw.rect(surface, PALETTE["outline"], ring, 8, border_radius=14)
    pygame.draw.rect(surface, PALETTE["gold"], ring.inflate(-2, -2), 4, border_radius=13)


def _beside(anchor: pygame.Rect, rect: pygame.Rect) -> bool:
    """A choice beside the anchor, not one of what it points at: it overlaps the anchor by
    no more than a strip (Zombie's hand, a lifted card high, reaches under the chips)."""
    shared = anchor.clip(rect)
    return shared.w * shared.h * 2 < rect.w * rect.h


def _pulled_in(ring: pygame.Rect, anchor: pygame.Rect, clear: list[pygame.Rect]) -> pygame.Rect:
    """``ring`` with each side that still crosses one of ``clear`` moved to its edge: the
    ring is drawn inside its rect, so it stops short of a choice the anchor reaches into
    ("Trade with Player 2" was struck through by the outline round the hand)."""
    left, top, right, bottom = ring.left, ring.top, ring.right, ring.bottom
    for rect in clear:
        if not rect.colliderect(left, top, right - left, bottom - top):
            continue
        if rect.bottom <= anchor.centery:
            top = max(top, rect.bottom)
        elif rect.top >= anchor.centery:
            bottom = min(bottom, rect.top)
        elif rect.right <= anchor.centerx:
            left = max(left, rect.right)
        elif rect.left >= anchor.centerx:
            right = min(right, rect.left)
    return pygame.Rect(left, top, max(0, right - left), max(0, bottom - top))


def _arrow(
    surface: pygame.Surface,
    panel: pygame.Rect,
    anchor: pygame.Rect,
    pulse: float,
    clear: list[pygame.Rect] = (),
) -> None:
    """From the panel towards the outline (at most ``ARROW`` long), its head bobbing; none
    where it would cross the choices or the words in ``clear`` (the outline says enough)."""
    ring = anchor.inflate(30, 30)
    start = pygame.Vector2(_clamp(ring.center, panel))
    end = pygame.Vector2(_clamp(start, ring))
    start = pygame.Vector2(_clamp(end, panel))
    if start.distance_to(end) < NEAR:
        return  # close by: the outline says enough, and the table's words stay readable
    direction = (end - start).normalize()
    if start.distance_to(end) > ARROW:
        start = end - direction * ARROW  # a pointer by the outline, not a line across the table
    if any(rect.inflate(16, 12).clipline(start, end) for rect in clear):
        return  # it would strike through the prompt: "Choose a unit" lost its "a"
    end -= direction * (8 * (1 - pulse))
    side = pygame.Vector2(-direction.y, direction.x)
    head = [end, end - direction * 22 + side * 13, end - direction * 22 - side * 13]
    shaft_end = end - direction * 18
    pygame.draw.line(surface, PALETTE["outline"], start, shaft_end, 11)
    pygame.draw.polygon(surface, PALETTE["outline"], _grown(head, 3))
    pygame.draw.line(surface, PALETTE["gold"], start, shaft_end, 6)
    pygame.draw.polygon(surface, PALETTE["gold"], head)


def _clamp(point, rect: pygame.Rect) -> tuple[float, float]:
    """The point of ``rect`` nearest to ``point``."""
    x = min(max(point[0], rect.left), rect.right - 1)
    y = min(max(point[1], rect.top), rect.bottom - 1)
    return x, y


def _grown(points: list[pygame.Vector2], by: float) -> list[pygame.Vector2]:
    centre = sum(points, pygame.Vector2()) / len(points)
    return [p + (p - centre).normalize() * by for p in points]
