"""Small pictures only this table needs: the island die, resource tokens and card faces.

Drawn at 3x and smoothed down, then cached, so a frame only blits. Each die face and
each resource has its own outline (log, boulder, ingot; claw marks, star, numbers),
so none depends on colour alone.
"""

from __future__ import annotations

import math
import re

import pygame

from ecs.fonts import render_text
from ecs.palette import PALETTE, PLAYER_STYLES, darken, lighten
from ecs.sized_cache import sized_cache
from game.island.data import DATA

INK = PALETTE["outline"]
SS = 3
KIND_COLOURS = {
    "magic": (132, 84, 182),
    "strategy": (52, 112, 184),
    "catastrophe": (196, 64, 44),
}
RES_NAMES = {"wood": "wood", "stone": "stone", "steel": "steel"}


def plain(text: str) -> str:
    """Card text in letters the bundled font has: a run of stars becomes "2 Stars"."""
    return re.sub("\u2605+", lambda m: f"{len(m.group())} Star" + "s" * (len(m.group()) > 1), text)


def _canvas(w: int, h: int) -> pygame.Surface:
    return pygame.Surface((w * SS, h * SS), pygame.SRCALPHA)


def _down(big: pygame.Surface, w: int, h: int) -> pygame.Surface:
    return pygame.transform.smoothscale(big, (w, h))


def _star(cx: float, cy: float, r: float) -> list[tuple[float, float]]:
    pts = []
    for i in range(10):
        rr = r if i % 2 == 0 else r * 0.45
        a = -math.pi / 2 + math.pi * i / 5
        pts.append((cx + rr * math.cos(a), cy + rr * math.sin(a)))
    return pts


def _resource_shape(surf: pygame.Surface, kind: str, cx: float, cy: float, r: float) -> None:
    lw = max(2, round(r * 0.18))
    if kind == "wood":  # a log: a long rounded body with a ringed end
        body = pygame.Rect(0, 0, r * 2.1, r * 1.2)
        body.center = (round(cx), round(cy))
        pygame.draw.rect(surf, PALETTE["wood"], body, border_radius=round(r * 0.6))
        pygame.draw.rect(surf, INK, body, lw, border_radius=round(r * 0.6))
        end = pygame.Rect(0, 0, r * 0.9, r * 1.2)
        end.midright = body.midright
        pygame.draw.ellipse(surf, PALETTE["wood_light"], end)
        pygame.draw.ellipse(surf, INK, end, lw)
        pygame.draw.ellipse(surf, PALETTE["wood_dark"], end.inflate(-end.w * 0.5, -end.h * 0.5), lw)
    elif kind == "stone":  # a lumpy boulder
        pts = [
            (cx + r * math.cos(a) * k, cy + r * math.sin(a) * k * 0.85)
            for a, k in zip(
                [i * math.tau / 7 for i in range(7)],
                (1.0, 0.86, 1.02, 0.9, 1.05, 0.88, 0.96),
                strict=True,
            )
        ]
        pygame.draw.polygon(surf, (150, 142, 134), pts)
        pygame.draw.polygon(surf, INK, pts, lw)
        pygame.draw.circle(surf, (196, 188, 178), (cx - r * 0.3, cy - r * 0.25), r * 0.25)
    else:  # steel: a bright ingot (a trapezoid)
        pts = [
            (cx - r * 1.05, cy + r * 0.6),
            (cx - r * 0.65, cy - r * 0.55),
            (cx + r * 0.65, cy - r * 0.55),
            (cx + r * 1.05, cy + r * 0.6),
        ]
        pygame.draw.polygon(surf, PALETTE["steel"], pts)
        pygame.draw.polygon(surf, INK, pts, lw)
        pygame.draw.line(
            surf,
            PALETTE["steel_light"],
            (cx - r * 0.5, cy - r * 0.3),
            (cx + r * 0.5, cy - r * 0.3),
            lw,
        )


@sized_cache
def resource_icon(kind: str, size: int) -> pygame.Surface:
    big = _canvas(size, size)
    _resource_shape(big, kind, size * SS / 2, size * SS / 2, size * SS * 0.4)
    return _down(big, size, size)


@sized_cache
def die(face: str, size: int, spent: bool = False) -> pygame.Surface:
    """The island die showing ``face``; a spent die is greyed and sunk."""
    big = _canvas(size, size)
    s = size * SS
    body = pygame.Rect(s * 0.06, s * 0.06, s * 0.88, s * 0.88)
    fill = PALETTE["disabled"] if spent else PALETTE["cream"]
    pygame.draw.rect(big, darken(fill, 0.25), body.move(0, s * 0.04), border_radius=round(s * 0.2))
    pygame.draw.rect(big, fill, body, border_radius=round(s * 0.2))
    pygame.draw.rect(big, INK, body, max(2, round(s * 0.05)), border_radius=round(s * 0.2))
    cx, cy = body.center
    r = s * 0.3
    if face == "resource":
        for kind, (dx, dy) in zip(
            ("wood", "stone", "steel"), ((-0.42, -0.3), (0.42, -0.3), (0.0, 0.36)), strict=True
        ):
            _resource_shape(big, kind, cx + dx * r * 1.1, cy + dy * r * 1.1, r * 0.38)
    elif face == "claw":
        for i in (-1, 0, 1):
            start = (cx + i * r * 0.5 - r * 0.35, cy - r * 0.8)
            mid = (cx + i * r * 0.5, cy)
            end = (cx + i * r * 0.5 - r * 0.2, cy + r * 0.8)
            pygame.draw.lines(big, (170, 36, 36), False, [start, mid, end], round(s * 0.08))
    elif face == "star":
        pts = _star(cx, cy + s * 0.01, r * 1.05)
        pygame.draw.polygon(big, PALETTE["gold"], pts)
        pygame.draw.polygon(big, INK, pts, max(2, round(s * 0.035)))
    elif face.startswith("plus"):
        words = "+" + face[-1]
        text = render_text(words, round(s * 0.5), PALETTE["ink"], shadow=False, bold=True)
        big.blit(text, text.get_rect(center=(cx, cy + s * 0.01)))
    out = _down(big, size, size)
    if spent:
        out.set_alpha(120)
    return out


def _card(
    w: int,
    h: int,
    colour,
    title: str,
    lines: list[tuple[str, int]],
    title_size: int = 14,
    head: int = 24,
) -> pygame.Surface:
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    rect = surf.get_rect()
    pygame.draw.rect(surf, PALETTE["cream"], rect, border_radius=8)
    head = pygame.Rect(0, 0, w, head)
    pygame.draw.rect(surf, colour, head, border_top_left_radius=8, border_top_right_radius=8)
    pygame.draw.rect(surf, darken(colour, 0.45), rect, 2, border_radius=8)
    size = title_size
    text = render_text(title, size, PALETTE["text_light"], shadow=True, bold=True)
    while text.get_width() > w - 8 and size > 6:  # a small card's print is its close-up's
        size -= 1
        text = render_text(title, size, PALETTE["text_light"], shadow=True, bold=True)
    surf.blit(text, text.get_rect(center=head.center))
    y = head.bottom + 4
    for words, size in lines:
        part = render_text(words, size, PALETTE["ink"], shadow=False, max_width=w - 10)
        surf.blit(part, part.get_rect(midtop=(w // 2, y)))
        y += part.get_height() + 3
    return surf


STAT_SIZE = 16  # a Machine's numbers are read to choose what to build: full size
NAME_MARGIN = 2  # pixels of card left beside a small card's name (the frame is inside them)


def name_size(name: str, w: int) -> int:
    """The print size for a Scroll's name on a small card ``w`` wide: as large as fits
    up to 15, and never so large that a word ("Quartermaster") breaks in two."""
    size = 15 if w >= 80 else 12
    longest = max(name.split(), key=len)
    while (
        size > 5
        and render_text(longest, size, PALETTE["ink"], False, bold=True).get_width()
        > w - NAME_MARGIN
    ):
        size -= 1
    return size


@sized_cache
def scroll_card(card: str, w: int, h: int, text: bool = True) -> pygame.Surface:
    """A Scroll face; without ``text`` (a small card) its name fills the body instead."""
    scroll = DATA.scrolls[card]
    colour = KIND_COLOURS.get(scroll.kind, PALETTE["panel_header"])
    if not text:
        surf = _card(w, h, colour, scroll.kind.capitalize(), [])
        size = name_size(scroll.name, w)
        name = render_text(
            scroll.name, size, PALETTE["ink"], shadow=False, bold=True, max_width=w - NAME_MARGIN
        )
        surf.blit(name, name.get_rect(center=(w // 2, 24 + (h - 24) // 2)))
        return surf
    lines = [
        (scroll.kind.capitalize(), 12),
        (plain(scroll.text), 11 if len(scroll.text) > 90 else 12),
    ]
    return _card(w, h, colour, scroll.name, lines)


@sized_cache
def scroll_edge(card: str, w: int, h: int) -> pygame.Surface:
    """A Scroll half under the next one in a row: its kind's colour, bare of words (its
    name and text are read up close)."""
    colour = KIND_COLOURS.get(DATA.scrolls[card].kind, PALETTE["panel_header"])
    return _card(w, h, colour, "", [])


@sized_cache
def scroll_back(w: int, h: int) -> pygame.Surface:
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    rect = surf.get_rect()
    pygame.draw.rect(surf, (226, 196, 140), rect, border_radius=8)
    pygame.draw.rect(surf, (170, 130, 80), rect.inflate(-10, -10), 2, border_radius=6)
    for y in range(rect.top + 14, rect.bottom - 10, 9):
        pygame.draw.line(surf, (206, 172, 120), (rect.left + 12, y), (rect.right - 12, y), 1)
    seal = (w // 2, h // 2)
    pygame.draw.circle(surf, PALETTE["barn_red"], seal, min(w, h) // 5)
    pygame.draw.circle(surf, PALETTE["barn_red_dark"], seal, min(w, h) // 5, 2)
    pts = _star(seal[0], seal[1], min(w, h) // 9)
    pygame.draw.polygon(surf, PALETTE["gold"], pts)
    pygame.draw.rect(surf, (120, 84, 50), rect, 2, border_radius=8)
    return surf


def cost_words(card: str) -> str:
    cost = DATA.machines[card].cost
    parts = [
        f"{n} {k}"
        for k, n in (("wood", cost.wood), ("stone", cost.stone), ("steel", cost.steel))
        if n
    ]
    return ", ".join(parts) or "free"


@sized_cache
def machine_card(card: str, w: int, h: int, owner_style: int = -1) -> pygame.Surface:
    """A Machine card: name, miniature, its numbers in a column, and its cost in tokens."""
    from ecs import art

    m = DATA.machines[card]
    surf = _card(w, h, (96, 110, 126), m.name, [])
    body = h - 24 - 24
    stats = [f"Spd {m.speed}", f"Str {m.strength}", f"Arm {m.armor}"]
    if m.range:
        stats.append(f"Rng {m.range}")
    lines = [
        render_text(words, STAT_SIZE, PALETTE["ink"], shadow=False, bold=True) for words in stats
    ]
    column = max(line.get_width() for line in lines)  # the numbers first: the picture gets the rest
    mini = art.miniature(m.type, max(0, owner_style), min(w - column - 10, body))
    if owner_style < 0:  # nobody's yet: no player's colour on it
        mini = pygame.transform.grayscale(mini)
    surf.blit(mini, mini.get_rect(midleft=(2, 24 + body // 2)))
    step = min(body // len(lines), lines[0].get_height())
    y = 24 + (body - step * len(lines)) // 2
    for line in lines:
        surf.blit(line, line.get_rect(topright=(w - 5, y)))
        y += step
    cost = DATA.machines[card].cost
    x = w // 2 - 8 * cost.total
    pygame.draw.line(surf, PALETTE["egg_shade"], (6, h - 23), (w - 6, h - 23), 1)
    for kind, n in (("wood", cost.wood), ("stone", cost.stone), ("steel", cost.steel)):
        for _ in range(n):
            icon = resource_icon(kind, 18)
            surf.blit(icon, icon.get_rect(midleft=(x, h - 12)))
            x += 16
    return surf


LEADER_PICTURE = 140
LEADER_EMBLEM = 58  # px: the ability's medallion in the picture's corner


@sized_cache
def leader_card(leader: str, w: int, h: int, style: int) -> pygame.Surface:
    """A Leader to choose: big enough that every word on it is 16 px and up."""
    from ecs import art

    lead = DATA.leaders[leader]
    colour = PLAYER_STYLES[style % len(PLAYER_STYLES)].colour
    surf = _card(w, h, darken(colour, 0.2), lead.name, [], title_size=18, head=30)
    pygame.draw.rect(
        surf, lighten(colour, 0.7), (6, 34, w - 12, LEADER_PICTURE + 8), border_radius=6
    )
    mini = art.miniature("leader", style, LEADER_PICTURE)
    surf.blit(mini, mini.get_rect(midtop=(w // 2, 38)))
    surf.blit(art.leader_emblem(leader, LEADER_EMBLEM), (12, 40))
    stats = f"Spd {lead.speed} · Str {lead.strength} · Arm {lead.armor}"
    y = 34 + LEADER_PICTURE + 14
    line = render_text(stats, 16, PALETTE["ink"], shadow=False, bold=True)
    surf.blit(line, line.get_rect(midtop=(w // 2, y)))
    y += 24
    if lead.keywords:
        words = ", ".join(k.capitalize() for k in lead.keywords)
        kw = render_text(words, 16, PALETTE["text_muted"], shadow=False)
        surf.blit(kw, kw.get_rect(midtop=(w // 2, y)))
        y += 22
    name = lead.ability.name or "Ability"
    title = render_text(name, 16, PALETTE["text_accent"], shadow=False, bold=True)
    surf.blit(title, title.get_rect(midtop=(w // 2, y)))
    body = render_text(plain(lead.ability.text), 16, PALETTE["ink"], shadow=False, max_width=w - 16)
    surf.blit(body, body.get_rect(midtop=(w // 2, y + 22)))
    return surf


# -- close-ups: a card in focus, large enough to read from the couch ------------------------

DETAIL_TITLE = 20  # px: the name of a card looked at up close
DETAIL_TEXT = 16  # px: its every other word
DETAIL_HEAD = 30


def _detail(w: int, h: int, colour, title: str, kind: str) -> pygame.Surface:
    """A close-up's cream body under a band with the name on the left and the kind on
    the right."""
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    rect = surf.get_rect()
    pygame.draw.rect(surf, PALETTE["cream"], rect, border_radius=10)
    head = pygame.Rect(0, 0, w, DETAIL_HEAD)
    pygame.draw.rect(surf, colour, head, border_top_left_radius=10, border_top_right_radius=10)
    pygame.draw.rect(surf, darken(colour, 0.45), rect, 3, border_radius=10)
    kind_image = render_text(kind, DETAIL_TEXT, PALETTE["text_light"], shadow=True)
    surf.blit(kind_image, kind_image.get_rect(midright=(w - 10, head.centery)))
    room = w - kind_image.get_width() - 30
    name = render_text(title, DETAIL_TITLE, PALETTE["text_light"], shadow=True, bold=True)
    if name.get_width() > room:  # a long name keeps its size and takes the whole band
        surf.fill(colour, pygame.Rect(6, 4, w - 12, DETAIL_HEAD - 8))
    surf.blit(name, name.get_rect(midleft=(10, head.centery)))
    return surf


def _body(surf: pygame.Surface, lines: list[tuple[str, bool]], top: int, left: int = 10) -> int:
    """Wrapped lines of card text from ``top``; returns where the next line would go."""
    y = top
    for words, bold in lines:
        part = render_text(
            words,
            DETAIL_TEXT,
            PALETTE["ink"],
            shadow=False,
            bold=bold,
            max_width=surf.get_width() - left - 10,
            align="left",
        )
        surf.blit(part, (left, y))
        y += part.get_height() + 4
    return y


def detail_height(lines: list[tuple[str, bool]], w: int, left: int = 10) -> int:
    """How tall a close-up must be to hold ``lines`` (see ``_body``)."""
    total = DETAIL_HEAD + 8
    for words, bold in lines:
        part = render_text(
            words, DETAIL_TEXT, PALETTE["ink"], False, bold=bold, max_width=w - left - 10
        )
        total += part.get_height() + 4
    return total + 6


@sized_cache
def scroll_name(card: str) -> pygame.Surface:
    """A Scroll's name in its kind's colour, lightened: the words a discard flies with."""
    scroll = DATA.scrolls[card]
    colour = lighten(KIND_COLOURS.get(scroll.kind, PALETTE["panel_header"]), 0.5)
    return render_text(scroll.name, DETAIL_TITLE, colour, shadow=True, bold=True)


def scroll_lines(card: str) -> list[tuple[str, bool]]:
    return [(plain(DATA.scrolls[card].text), False)]


@sized_cache
def scroll_detail(card: str, w: int, h: int) -> pygame.Surface:
    """A Scroll up close: its name, its kind and its whole rule, all at 16 px and up."""
    scroll = DATA.scrolls[card]
    colour = KIND_COLOURS.get(scroll.kind, PALETTE["panel_header"])
    surf = _detail(w, h, colour, scroll.name, scroll.kind.capitalize())
    _body(surf, fitted_lines(scroll_lines(card), w, h), DETAIL_HEAD + 8)
    return surf


def fitted_lines(lines: list[tuple[str, bool]], w: int, h: int) -> list[tuple[str, bool]]:
    """``lines`` cut at a word, with an ellipsis, where they would run past a close-up
    ``h`` tall: print is never made smaller than 16 px, so the longest rule in large
    text ends short of its box rather than past it."""
    if detail_height(lines, w) <= h:
        return lines
    words, bold = lines[-1]
    cut = words.split(" ")
    while len(cut) > 1:
        cut.pop()
        trial = [*lines[:-1], (" ".join(cut).rstrip(",;:.") + "…", bold)]
        if detail_height(trial, w) <= h:
            return trial
    return fitted_lines(lines[:-1], w, h) if len(lines) > 1 else [(words[:1] + "…", bold)]


def machine_lines(card: str) -> list[tuple[str, bool]]:
    m = DATA.machines[card]
    stats = f"Speed {m.speed} · Strength {m.strength} · Armor {m.armor}"
    lines = [(stats, True)]
    more = [f"Range {m.range}"] if m.range else []
    more.append(f"{m.pilots} pilot{'s' * (m.pilots != 1)}")
    more += [k.capitalize() for k in m.keywords]
    lines.append((" · ".join(more), False))
    lines.append((f"Costs {cost_words(card)}", False))
    if m.ability is not None:
        name = f"{m.ability.name}: " if m.ability.name else ""
        lines.append((name + plain(m.ability.text), False))
    if m.note:
        lines.append((m.note[0].upper() + m.note[1:] + ".", False))
    return lines


MACHINE_PICTURE = 64


@sized_cache
def machine_detail(card: str, w: int, h: int) -> pygame.Surface:
    """A Machine up close: its numbers, pilots, cost and ability, all at 16 px and up
    (the picture beside the first three lines, the ability across the whole card)."""
    from ecs import art

    m = DATA.machines[card]
    surf = _detail(w, h, (96, 110, 126), m.name, "Machine")
    mini = pygame.transform.grayscale(art.miniature(m.type, 0, MACHINE_PICTURE))
    surf.blit(mini, (8, DETAIL_HEAD + 8))
    lines = machine_lines(card)
    y = _body(surf, lines[:3], DETAIL_HEAD + 8, MACHINE_PICTURE + 16)
    _body(surf, lines[3:], max(y, DETAIL_HEAD + 12 + MACHINE_PICTURE))
    return surf


def machine_detail_height(card: str, w: int) -> int:
    lines = machine_lines(card)
    top = detail_height(lines[:3], w, MACHINE_PICTURE + 16)
    return (
        max(top, DETAIL_HEAD + 18 + MACHINE_PICTURE)
        + detail_height(lines[3:], w)
        - (DETAIL_HEAD + 14)
    )
