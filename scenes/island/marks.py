"""The variants' small pictures: Pelea de Gallos tokens, Flag Mode flags, Teams labels.

A token's face says its bonus in words ("+2 Str"), its back a big "?". A flag is a
pennant in its owner's colour carrying the owner's shape, so colour is never the only
cue; a team has a letter and its own marker shape as well as a colour.
"""

from __future__ import annotations

import pygame

from ecs import art, audit
from ecs.fonts import render_text
from ecs.palette import PALETTE, PLAYER_STYLES, darken, lighten
from ecs.sized_cache import sized_cache
from game.island.data import DATA

INK = PALETTE["outline"]
SS = 3
TEAMS = (("Team A", (236, 176, 52), "star"), ("Team B", (92, 184, 196), "diamond"))


def token_words(token: str) -> str:
    """What a token adds, in a few letters: "+2 Str", "+1 Arm", "+0"; "?" face down."""
    if token not in DATA.pelea_tokens:
        return "?"
    t = DATA.pelea_tokens[token]
    if t.strength:
        return f"+{t.strength} Str"
    if t.armor:
        return f"+{t.armor} Arm"
    return "+0"


def token_name(token: str) -> str:
    t = DATA.pelea_tokens.get(token)
    return t.name if t else "Face down"


@sized_cache
def token_back(size: int) -> pygame.Surface:
    """A face-down token: a dark disc with a big question mark."""
    big = pygame.Surface((size * SS, size * SS), pygame.SRCALPHA)
    c = size * SS // 2
    pygame.draw.circle(big, (86, 58, 40), (c, c), c - SS)
    pygame.draw.circle(big, (140, 100, 64), (c, c), c - SS * 4, max(2, SS))
    pygame.draw.circle(big, INK, (c, c), c - SS, max(2, SS * 2))
    mark = render_text("?", round(size * SS * 0.72), PALETTE["cream"], shadow=False, bold=True)
    big.blit(mark, mark.get_rect(center=(c, c + SS)))
    return pygame.transform.smoothscale(big, (size, size))


@sized_cache
def token_face(token: str, size: int, secret: bool = False) -> pygame.Surface:
    """A face-up token: a pill with its bonus in words. ``secret``: the owner's own
    face-down token, drawn dashed and faint (only that seat ever sees it)."""
    words = token_words(token)
    t = DATA.pelea_tokens.get(token)
    fill = PALETTE["cream"]
    if t and t.strength:
        fill = (246, 190, 150)
    elif t and t.armor:
        fill = (176, 208, 240)
    text = render_text(words, max(9, round(size * 0.62)), PALETTE["ink"], shadow=False, bold=True)
    w, h = max(size, text.get_width() + size // 2), size
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    rect = surf.get_rect()
    pygame.draw.rect(surf, fill, rect, border_radius=h // 2)
    if secret:
        for x in range(4, w - 4, 6):  # a dashed rim: still face down
            pygame.draw.line(surf, INK, (x, 0), (x + 3, 0), 2)
            pygame.draw.line(surf, INK, (x, h - 1), (x + 3, h - 1), 2)
        surf.set_alpha(200)
    else:
        pygame.draw.rect(surf, INK, rect, 2, border_radius=h // 2)
    surf.blit(text, text.get_rect(center=rect.center))
    return surf


@sized_cache
def token_disc(token: str, size: int, secret: bool = False) -> pygame.Surface:
    """A small face-up token for a crowded hex: the bonus number on a round (strength)
    or shield-shaped (armor) token; a plain one shows 0. ``secret``: dashed and faint."""
    t = DATA.pelea_tokens.get(token)
    s = size * SS
    big = pygame.Surface((s, s), pygame.SRCALPHA)
    lw = max(2, SS * 2)
    if t and t.armor:
        pts = [(s * 0.08, s * 0.06), (s * 0.92, s * 0.06), (s * 0.92, s * 0.5), (s * 0.5, s * 0.97),
               (s * 0.08, s * 0.5)]  # fmt: skip
        pygame.draw.polygon(big, lighten((176, 208, 240), 0.4 if secret else 0), pts)
        pygame.draw.polygon(big, INK, pts, lw)
        number = t.armor
    else:
        fill = (246, 190, 150) if t and t.strength else PALETTE["cream"]
        if secret:
            fill = lighten(fill, 0.4)
        pygame.draw.circle(big, fill, (s // 2, s // 2), s // 2 - SS)
        pygame.draw.circle(big, INK, (s // 2, s // 2), s // 2 - SS, lw)
        number = t.strength if t else 0
    words = f"+{number}" if number else "0"
    text = render_text(words, round(s * 0.7), PALETTE["ink"], shadow=False, bold=True)
    big.blit(text, text.get_rect(center=(s // 2, s * 0.48)))
    if secret:  # still face down: a dashed ring round it
        for i in range(0, 360, 30):
            rect = pygame.Rect(0, 0, s, s)
            start = i * 3.14159 / 180
            pygame.draw.arc(big, PALETTE["gold"], rect, start, start + 0.3, max(2, SS * 2))
    return pygame.transform.smoothscale(big, (size, size))


def reveal_frames(token: str, size: int, steps: int = 8) -> list[pygame.Surface]:
    """A token turning over: the "?" back narrows to nothing, the face widens, then holds.
    Its words, squeezed mid-turn, are a picture of the turn: they are read once it lands
    face up (at full size, its name printed under it), so only those frames are checked."""
    back, face = token_back(size), token_face(token, size)
    name = render_text(token_name(token), max(16, size // 3), PALETTE["text_light"], shadow=True)
    w = max(face.get_width(), name.get_width(), size)
    frames = []
    for i in range(steps * 2 + 6):
        k = i / steps
        image = back if k < 1 else face
        width = 1 - k if k < 1 else min(1.0, k - 1)
        sw = max(1, round(image.get_width() * max(0.05, width)))
        part = pygame.transform.smoothscale(image, (sw, image.get_height()))
        frame = pygame.Surface((w, size + name.get_height() + 4), pygame.SRCALPHA)
        if sw < image.get_width():
            with audit.decorative():
                frame.blit(part, part.get_rect(midtop=(w // 2, 0)))
        else:
            frame.blit(part, part.get_rect(midtop=(w // 2, 0)))
        if k >= 1:
            frame.blit(name, name.get_rect(midtop=(w // 2, size + 2)))
        frames.append(frame)
    return frames


@sized_cache
def flag(style: int, size: int) -> pygame.Surface:
    """A seat's flag: a pole and a swallow-tailed pennant in its colour, with its shape."""
    player = PLAYER_STYLES[style % len(PLAYER_STYLES)]
    s = size * SS
    big = pygame.Surface((s, s), pygame.SRCALPHA)
    lw = max(2, round(s * 0.05))
    pole_x = round(s * 0.2)
    pygame.draw.line(big, INK, (pole_x, s * 0.06), (pole_x, s * 0.96), lw + 2 * SS)
    pygame.draw.line(big, (214, 190, 140), (pole_x, s * 0.06), (pole_x, s * 0.96), lw)
    pts = [
        (pole_x, s * 0.08),
        (s * 0.96, s * 0.14),
        (s * 0.78, s * 0.34),
        (s * 0.96, s * 0.56),
        (pole_x, s * 0.6),
    ]
    pygame.draw.polygon(big, player.colour, pts)
    pygame.draw.polygon(big, darken(player.colour, 0.5), pts, lw)
    badge = art.shape_badge(player.shape, lighten(player.colour, 0.75), round(s * 0.36))
    big.blit(badge, badge.get_rect(center=(round(s * 0.5), round(s * 0.34))))
    pygame.draw.circle(big, PALETTE["gold"], (pole_x, round(s * 0.06)), round(s * 0.06))
    return pygame.transform.smoothscale(big, (size, size))


@sized_cache
def team_pill(team: int, height: int = 20) -> pygame.Surface:
    """ "Team A" with its marker (a gold star; Team B a teal diamond)."""
    words, colour, shape = TEAMS[team % 2]
    text = render_text(words, max(16, height - 7), PALETTE["ink"], shadow=False, bold=True)
    w = text.get_width() + height + 12
    surf = pygame.Surface((w, height), pygame.SRCALPHA)
    pygame.draw.rect(surf, lighten(colour, 0.35), surf.get_rect(), border_radius=height // 2)
    pygame.draw.rect(surf, darken(colour, 0.45), surf.get_rect(), 2, border_radius=height // 2)
    badge = art.shape_badge(shape, colour, height - 4)
    surf.blit(badge, (4, 2))
    surf.blit(text, text.get_rect(midleft=(height + 4, height // 2)))
    return surf
