"""What is drawn over the island: the staged fight, and the two Leaders to choose from.

A face-down fight card shows its face only to its own player (while that player is
the viewer); everyone else sees the back until the card is revealed.
"""

from __future__ import annotations

import math

import pygame

from ecs import art, audit
from ecs.palette import PALETTE, PLAYER_STYLES, lighten
from ecs.sized_cache import sized_cache
from scenes import closeup, ui
from scenes.island import faces, marks
from scenes.island import layout as L
from scenes.island import paint_variants as V
from scenes.island.shown import mini_kind

LIGHT = PALETTE["text_light"]
GOLD = PALETTE["gold"]
ENTRANCE = 0.4  # seconds the fighters take to stride in
SLIDE = 60  # pixels they stride: from inside the box, never over the panels beside it
TOKEN_JUT = 12  # px a fighter's token (Pelea de Gallos) reaches past its picture, and a gap


@sized_cache
def _shade(width: int, height: int) -> pygame.Surface:
    veil = pygame.Surface((width, height), pygame.SRCALPHA)
    pygame.draw.rect(veil, (16, 14, 24, 238), veil.get_rect(), border_radius=18)
    pygame.draw.rect(veil, (*GOLD, 255), veil.get_rect(), 3, border_radius=18)
    return veil


def _fighter(kind: str, style: int, size: int, facing_left: bool) -> pygame.Surface:
    """The miniature itself facing right, a mirrored copy (cached apart) facing left: the
    pool holds and weighs each picture once."""
    return _mirrored(kind, style, size) if facing_left else art.miniature(kind, style, size)


@sized_cache
def _mirrored(kind: str, style: int, size: int) -> pygame.Surface:
    return pygame.transform.flip(art.miniature(kind, style, size), True, False)


def draw_fight(painter, surface: pygame.Surface) -> None:
    table, scene = painter.table, painter.scene
    fight = table.fight
    clock = table.clock
    box = L.FIGHT
    surface.blit(_shade(box.w, box.h), box)
    names = [s.name for s in scene.match.seats]
    att, dfn = fight.attacker, fight.defender
    title = f"{names[att['owner']]}'s {att.get('name', 'piece')} attacks"
    title += f" {names[dfn['owner']]}'s {dfn.get('name', 'piece')}"
    if fight.ranged:
        title += " (ranged)"
    ui.text(surface, title, 20, (box.centerx, box.y + 22), LIGHT, shadow=True, fit=box.w - 30)
    k = min(1.0, max(0.0, (clock - fight.start) / ENTRANCE))
    slide = (1 - k) ** 2 * SLIDE
    strength, armor = fight.counted(clock) if fight.strength is not None else (None, None)
    for role, piece, at, left in (
        ("Strength", att, (L.ATTACKER_AT[0] - slide, L.ATTACKER_AT[1]), False),
        ("Armor", dfn, (L.DEFENDER_AT[0] + slide, L.DEFENDER_AT[1]), True),
    ):
        style = painter.style(piece["owner"])
        image = _fighter(mini_kind(piece), style, L.FIGHT_MINI, left)
        if piece["id"] in fight.gone:
            image = image.copy()
            image.set_alpha(70)
        bob = 3 * math.sin(clock * 4 + (1 if left else 0))
        rect = image.get_rect(center=(round(at[0]), round(at[1] + bob)))
        surface.blit(image, rect)
        colour = lighten(PLAYER_STYLES[style].colour, 0.4)
        if not table.popping():  # the big words cross this row; the title names them too
            # Still, and standing on the breakdown's first line: Large text's taller name
            # once hung over it ("Abigail" on "Abigail 9") as it bobbed with its fighter.
            name_at = (at[0], L.FIGHT_PARTS.y)
            name = piece.get("name", "")
            ui.text(surface, name, 18, name_at, colour, anchor="midbottom", shadow=True)
        if piece.get("shields"):
            shield = art.shield_marker(40)
            surface.blit(shield, shield.get_rect(center=(rect.x + 20, rect.y + 24)))
        token = V.token_image(painter.view, piece, 26)
        if token is not None and clock >= fight.turning.get(piece["id"], clock):
            surface.blit(token, token.get_rect(center=(rect.right - 24, rect.y + 28)))
        for i, flag in enumerate(piece.get("flags", [])):
            image = marks.flag(painter.style(flag), 44)
            surface.blit(image, image.get_rect(midbottom=(at[0] + 10 + i * 14, rect.y + 40)))
        value = strength if role == "Strength" else armor
        if value is not None:
            number = value
        elif role == "Strength":  # counted live while dice are added
            number = fight.strength_so_far(table.shown)
        else:
            number = piece.get("armor", 0)
        big = GOLD if value is not None else LIGHT
        home = L.ATTACKER_AT[0] if role == "Strength" else L.DEFENDER_AT[0]
        ui.text(surface, f"{role} {number}", 26, (home, L.FIGHT_TOTAL_Y), big, shadow=True)
        parts = fight.strength_parts if role == "Strength" else fight.armor_parts
        for i, (label, amount) in enumerate(parts):
            line, width = L.fight_part(home, i, len(parts))
            words = f"{label} {amount:+d}" if i else f"{label} {amount}"
            ui.text(surface, words, 16, line.center, LIGHT, shadow=True, fit=width)
    middle = (box.centerx, L.ATTACKER_AT[1] - 14)
    if fight.result:  # the outcome takes the place of the VS
        words = {
            "failed": "REPELLED",
            "shield": "BLOCKED",
            "destroyed": "DESTROYED",
            "tag": "HUMILIATED",
        }.get(fight.result, "")
        colour = PALETTE["good"] if fight.result != "failed" else PALETTE["bad"]
        # between the fighters: the attacker's token (Pelea de Gallos) juts past its
        # picture's right edge, and "DESTROYED" at full size once ran over a "+2 Arm"
        room = 2 * (middle[0] - (L.ATTACKER_AT[0] + L.FIGHT_MINI // 2 + TOKEN_JUT))
        ui.text(surface, words, 34, middle, colour, shadow=True, fit=room)
    else:
        ui.text(surface, "VS", 44, middle, PALETTE["bad"], shadow=True)
    for i, face in enumerate(fight.dice):
        die = faces.die(face, 32)
        x = box.centerx - 17 * (len(fight.dice) - 1) + i * 34
        surface.blit(die, die.get_rect(center=(x, L.ATTACKER_AT[1] + 36)))
    _cards(painter, surface, fight, clock)


def _cards(painter, surface: pygame.Surface, fight, clock: float) -> None:
    viewer = painter.scene.viewer
    entries = [c for c in fight.cards if c["landed"]]
    overlap = L.fight_cards_overlap(len(fight.cards))
    for i, entry in enumerate(entries):
        rect = L.fight_card(i, len(fight.cards))
        face_up, width = fight.flip_width(entry, clock)
        own = entry["seat"] == viewer and entry["card"]
        covered = overlap and i < len(entries) - 1  # its words would lie under the next card
        if face_up and entry["card"]:
            image = _face(entry["card"], covered)
        elif own and not entry["shown"]:
            image = _face(entry["card"], covered).copy()
            image.set_alpha(190)
        else:
            image = faces.scroll_back(*L.FIGHT_CARD)
        if width < 1.0:
            image = pygame.transform.scale(image, (max(1, round(rect.w * width)), rect.h))
        # Too small to read from the couch: the Next key shows every card whose face is
        # drawn here up close (``draw_closeup``), each word at 16 px and up.
        with audit.decorative():
            surface.blit(image, image.get_rect(center=rect.center))
        if own and not entry["shown"]:  # under the card, in its player's badge's place
            ui.text(surface, "yours", 16, (rect.centerx, rect.bottom + 10), GOLD, shadow=True)
        else:
            style = PLAYER_STYLES[painter.style(entry["seat"])]
            badge = art.shape_badge(style.shape, style.colour, 18)
            surface.blit(badge, badge.get_rect(center=(rect.centerx, rect.bottom + 2)))
        if entry.get("cancelled"):
            pygame.draw.line(surface, PALETTE["bad"], rect.topleft, rect.bottomright, 5)
            pygame.draw.line(surface, PALETTE["bad"], rect.topright, rect.bottomleft, 5)
    step = (painter.view.get("fight") or {}).get("step")
    if not fight.cards and fight.strength is None and step == "cards":
        ui.text(
            surface,
            "Card round: Scrolls are played face down",
            16,
            (L.FIGHT.centerx, L.FIGHT_CARDS_Y + L.FIGHT_CARD[1] // 2),
            LIGHT,
            shadow=True,
        )


def _face(card: str, covered: bool) -> pygame.Surface:
    """A fight card's face; one half under the next card shows only its edge."""
    if covered:
        return faces.scroll_edge(card, *L.FIGHT_CARD)
    return faces.scroll_card(card, *L.FIGHT_CARD, text=False)


ZOOM_CARD = 280  # px wide: a fight card up close
ZOOM_MOST = 6  # the last cards played that the close-up holds, in two rows over the island


def draw_closeup(painter, surface: pygame.Surface) -> None:
    """The fight's cards the viewer may see, large, over the veiled table (the prompt and
    the choices under the island stay clear)."""
    cards = painter.scene.zoom_cards()[-ZOOM_MOST:]
    if not cards:
        return
    height = max(faces.detail_height(faces.scroll_lines(c), ZOOM_CARD) for c in cards)
    images = [faces.scroll_detail(c, ZOOM_CARD, height) for c in cards]
    columns = min(3, len(cards)) if len(cards) != 4 else 2
    box = closeup.box_for([i.get_size() for i in images], columns, L.ISLAND.center)
    box.clamp_ip(pygame.Rect(0, L.TOP - 40, L.W, L.BAND.y - L.TOP + 40))
    ui.dim(surface)
    closeup.draw(surface, box, images, columns)


def draw_leaders(painter, surface: pygame.Surface, decision) -> None:
    """The two dealt Leaders as big cards; the one in focus is lifted and ringed."""
    leaders = [c for c in decision.chips if c.leader]
    if not leaders:
        return
    seat = painter.scene.state.current_seat()
    box = L.ISLAND
    surface.blit(_shade(box.w - 40, box.h - 30), (box.x + 20, box.y + 15))
    focus = painter.scene.controls.col
    w, h = 250, 380
    for i, chip in enumerate(leaders):
        x = box.centerx + (i - (len(leaders) - 1) / 2) * (w + 30)
        rect = pygame.Rect(0, 0, w, h)
        rect.center = (round(x), box.centery + 6)
        if i == focus:
            rect.move_ip(0, -8)
            pygame.draw.rect(surface, GOLD, rect.inflate(10, 10), 5, border_radius=12)
        card = faces.leader_card(chip.leader, w, h, painter.style(seat))
        surface.blit(card, rect)
