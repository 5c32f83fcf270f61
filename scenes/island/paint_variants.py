"""Drawing what only the variants add: Pelea de Gallos tokens on chickens and by the
Banners, Flag Mode flags on carriers and on the ground, and Teams labels.

A face-down token is a "?" to everyone; its owner (only while the screen is theirs)
also sees it faintly, dashed, so they know which chicken hides what.
"""

from __future__ import annotations

import pygame

from ecs.palette import PALETTE
from scenes import ui
from scenes.island import marks

LIGHT = PALETTE["text_light"]
MUTED = PALETTE["text_muted"]
TOKEN = 26  # px high: a token's words ("+2 Str") read at 16 px
MINI_TOKEN = 23  # px: a crowded hex's token, its number at 16 px (``marks.token_disc``)
TEAM_PILL = 23  # px high: "Team A" at 16 px


def option(view: dict, name: str) -> bool:
    return bool((view.get("options") or {}).get(name))


def token_image(view: dict, piece: dict, size: int) -> pygame.Surface | None:
    """The token on ``piece`` as this view may show it, or None."""
    token = piece.get("token") or ""
    if not token:
        return None
    if piece.get("shown"):
        return marks.token_face(token, size)
    if token == "?" or piece["owner"] != view.get("viewer"):
        return marks.token_back(size)
    return marks.token_face(token, size, secret=True)


def stack_marks(painter, surface: pygame.Surface, stack: list[dict], at, size: int) -> None:
    """Over a hex's pieces: the flags they carry (top left) and their chickens' tokens
    (a pill for a lone chicken, else a strip of small tokens, one per chicken)."""
    x, y = at
    flying = painter.table.flying
    flags = [f for p in stack for f in p.get("flags", []) if ("piece", p["id"], f) not in flying]
    big = max(24, round(size * 0.62))
    for i, flag in enumerate(flags):
        image = marks.flag(painter.style(flag), big)
        spot = (round(x - size * 0.42 + i * 12), round(y - size * 0.12 - i * 4))
        surface.blit(image, image.get_rect(midbottom=spot))
    tokens = [p for p in stack if p.get("token")]
    if not tokens:
        return
    bottom = round(y + size * 0.62)
    if len(stack) == 1:
        image = token_image(painter.view, tokens[0], TOKEN)
        surface.blit(image, image.get_rect(midbottom=(x, bottom)))
        return
    small = max(MINI_TOKEN, round(size * 0.34))
    step = small + 1
    per_row = max(1, min(len(tokens), int(size * 1.5 // step)))
    rows = [tokens[i : i + per_row] for i in range(0, len(tokens), per_row)]
    for k, row in enumerate(reversed(rows)):
        left = x - step * (len(row) - 1) / 2
        for i, piece in enumerate(row):
            image = token_mini(painter.view, piece, small)
            spot = (round(left + i * step), bottom - k * (small - 2))
            surface.blit(image, image.get_rect(midbottom=spot))


def token_mini(view: dict, piece: dict, size: int) -> pygame.Surface:
    token = piece["token"]
    if token == "?" or (not piece.get("shown") and piece["owner"] != view.get("viewer")):
        return marks.token_back(size)
    return marks.token_disc(token, size, secret=not piece.get("shown"))


def dropped_flags(painter, surface: pygame.Surface, size: int, offset) -> None:
    """Flags lying on the island: planted at the hex's lower left, over any pieces."""
    layout, flying = painter.table.layout, painter.table.flying
    for i, (flag, q, r) in enumerate(painter.view.get("dropped") or []):
        if ("ground", flag, q, r) in flying:
            continue
        x, y = layout.to_pixel((q, r))
        image = marks.flag(painter.style(flag), round(size * 0.8))
        spot = (round(x - size * 0.35 + offset[0] + i % 2 * 8), round(y + size * 0.55 + offset[1]))
        pygame.draw.ellipse(surface, (40, 30, 20), (spot[0] - 16, spot[1] - 8, 26, 10))
        surface.blit(image, image.get_rect(midbottom=(spot[0] + image.get_width() * 0.3, spot[1])))


def hover_words(view: dict, pieces: list[dict], names: list[str]) -> str:
    """Extra words for the hover line: the tokens and flags of a group of alike pieces."""
    words = ""
    up = [marks.token_words(p["token"]) for p in pieces if p.get("token") and p.get("shown")]
    down = [p for p in pieces if p.get("token") and not p.get("shown")]
    if up:
        words += f" Tokens {', '.join(sorted(up))}"
    if down:
        known = [marks.token_words(p["token"]) for p in down if p["owner"] == view.get("viewer")]
        hidden = ", ".join(sorted(known)) if len(known) == len(down) else "?" * len(down)
        words += f" Face down {hidden}"
    for flag in sorted({f for p in pieces for f in p.get("flags", [])}):
        words += f" Flag of {names[flag]}"
    return words


def dropped_words(view: dict, h, names: list[str]) -> list[str]:
    return [f"{names[f]}'s flag lies here" for f, q, r in view.get("dropped") or [] if (q, r) == h]


def banner_leader_words(view: dict, banner: dict) -> str | None:
    """What the Banner says where a Leader's name goes, in Flag Mode."""
    if option(view, "flag"):
        return "Flag Mode"
    return None


def banner_flag(painter, surface: pygame.Surface, seat: int, box: pygame.Rect) -> None:
    """In Flag Mode, the seat's own flag by its name, and where it is now."""
    if not option(painter.view, "flag"):
        return
    image = marks.flag(painter.style(seat), 26)
    surface.blit(image, image.get_rect(midright=(box.right - 80, box.y + 18)))


def team_label(painter, surface: pygame.Surface, seat: int, box: pygame.Rect) -> int:
    """The seat's team, as a pill at the right of the tags row; returns its width."""
    teams = painter.view.get("teams")
    if not teams:
        return 0
    pill = marks.team_pill(teams[seat], TEAM_PILL)
    surface.blit(pill, pill.get_rect(midright=(box.right - 10, box.bottom - 22)))
    return pill.get_width() + 8


def pelea_row(painter, surface: pygame.Surface, box: pygame.Rect, banner: dict) -> None:
    """Pelea de Gallos has no resources: the row shows the lost chickens and their tokens."""
    from ecs import art

    y = box.y + 84
    x = box.x + 10
    chick = art.miniature("chicken", painter.style(banner["seat"]), 24)
    surface.blit(chick, chick.get_rect(midleft=(x, y)))
    dead = banner["dead"]
    colour = PALETTE["bad"] if dead else MUTED
    rect = ui.text(surface, f"{dead} lost", 16, (x + 28, y), colour, anchor="midleft")
    x = rect.right + 8
    for token in banner.get("dead_tokens", []):  # as many as fit in the Banner
        image = marks.token_back(TOKEN) if token == "?" else marks.token_face(token, TOKEN)
        if x + image.get_width() > box.right - 8:
            break
        surface.blit(image, image.get_rect(midleft=(x, y)))
        x += image.get_width() + 3
    if not banner.get("dead_tokens"):
        ui.text(surface, "no resources", 16, (box.right - 12, y), MUTED, anchor="midright")


def base_badges(painter, surface: pygame.Surface, size: int, offset) -> None:
    """The Base bonus side: a shield with "+2" on each Base, over the pieces there."""
    if not option(painter.view, "base_bonus"):
        return
    from ecs import art

    shield = art.shield_marker(max(28, round(size * 0.42)))  # room for "+2" at 16 px
    for cell in painter.view["hexes"]:
        if cell["kind"] != "base":
            continue
        x, y = painter.table.layout.to_pixel((cell["q"], cell["r"]))
        spot = (round(x - size * 0.62 + offset[0]), round(y + size * 0.12 + offset[1]))
        rect = surface.blit(shield, shield.get_rect(center=spot))
        ui.text(surface, "+2", 16, (rect.centerx, rect.centery + 1), LIGHT, shadow=True)


def base_words(view: dict) -> str:
    return " (+2 armor defending)" if option(view, "base_bonus") else ""
