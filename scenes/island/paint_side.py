"""The table's sides: each seat's Banner, the Machine stock and the viewer's Scrolls.

A mixin of :class:`scenes.island.paint.Painter`: the same ``view`` (one seat's, or the
public one) feeds it, so another seat's Scrolls are only ever drawn as backs.
"""

from __future__ import annotations

import math
from functools import cache

import pygame

from ecs import art, fonts
from ecs.palette import PALETTE, PLAYER_STYLES
from game.island.data import DATA
from scenes import ui
from scenes.island import faces
from scenes.island import layout as L
from scenes.island import paint_variants as V

LIGHT = PALETTE["text_light"]
GOLD = PALETTE["gold"]
MUTED = PALETTE["text_muted"]
BANNER_MARGIN = 10  # a Banner's flag and tags may reach a little past its panel


@cache
def _veil(width: int, height: int, alpha: int) -> pygame.Surface:
    veil = pygame.Surface((width, height), pygame.SRCALPHA)
    pygame.draw.rect(veil, (20, 30, 46, alpha), veil.get_rect(), border_radius=14)
    return veil


class SidePainter:
    """Banners, stock and hand; expects ``scene``, ``table``, ``view``, ``style`` and ``time``."""

    # -- Banners -------------------------------------------------------------------------------

    def _banners(self, surface: pygame.Surface) -> None:
        """Each Banner is drawn once per change of what it shows, then blitted: four of
        them, each a dozen text and dice images, cost a millisecond a frame otherwise."""
        view, scene = self.view, self.scene
        players = view["players"]
        current = scene.state.current_seat()
        cache = self.__dict__.setdefault("_banner_cache", {})
        for seat, spec in enumerate(scene.match.seats):
            box = L.banner_rect(players, seat).inflate(2 * BANNER_MARGIN, 2 * BANNER_MARGIN)
            if self.table.rolling.get(seat):  # tumbling dice: drawn afresh every frame
                self._banner(surface, seat)
                continue
            style = PLAYER_STYLES[spec.style]
            my_roll = self._my_roll(seat)
            key = (
                repr(view["banners"][seat]),
                seat == current,
                view.get("turn_seat"),
                view["stage"],
                repr(view.get("options")),
                repr(view.get("teams")),
                (spec.name, spec.level, spec.is_ai, style.colour, style.shape),
                tuple(sorted(scene.controls.reroll)) if my_roll else (),
                tuple(sorted(scene.controls.back)) if my_roll else (),
                fonts.large_text(),
            )
            cached = cache.get(seat)
            if cached is None or cached[0] != key:
                scratch = self.__dict__.get("_banner_scratch")
                if scratch is None:
                    scratch = self._banner_scratch = pygame.Surface((L.W, L.H), pygame.SRCALPHA)
                area = box.clip(scratch.get_rect())
                scratch.fill((0, 0, 0, 0), area)
                self._banner(scratch, seat)
                cached = cache[seat] = (key, area, scratch.subsurface(area).copy())
            surface.blit(cached[2], cached[1].topleft)

    def _banner(self, surface: pygame.Surface, seat: int) -> None:
        view, scene = self.view, self.scene
        players = view["players"]
        current = scene.state.current_seat()
        turn_seat = view.get("turn_seat")
        for spec in scene.match.seats[seat : seat + 1]:
            box = L.banner_rect(players, seat)
            banner = view["banners"][seat]
            colour = PALETTE["focus"] if seat == current else PALETTE["panel"]
            ui.panel(surface, box, colour)
            style = PLAYER_STYLES[spec.style]
            badge = art.shape_badge(style.shape, style.colour, 24)
            surface.blit(badge, (box.x + 8, box.y + 7))
            ui.text(
                surface, spec.name[:12], 18, (box.x + 38, box.y + 19), anchor="midleft", fit=110
            )
            leader = banner.get("leader")
            who = (
                DATA.leaders[leader].name if leader else ("AI " + spec.level if spec.is_ai else "")
            )
            if banner.get("waiting"):
                who += " (waiting)"
            who = V.banner_leader_words(view, banner) or who
            V.banner_flag(self, surface, seat, box)
            ui.text(
                surface, who, 13, (box.right - 10, box.y + 19), MUTED, anchor="midright", fit=120
            )
            if seat == turn_seat and view["stage"] in ("roll", "actions", "draw"):
                pygame.draw.rect(
                    surface, style.colour, (box.x, box.y + 4, 5, box.h - 14), border_radius=3
                )
            self._dice(surface, seat, banner)
            self._resources(surface, box, banner)
            self._tags(surface, seat, box, banner)

    def _dice(self, surface: pygame.Surface, seat: int, banner: dict) -> None:
        players = self.view["players"]
        rolling = self.table.rolling.get(seat)
        for i, die in enumerate(banner["dice"]):
            rect = L.banner_die(players, seat, i)
            face = die["face"]
            if rolling and i in rolling[1]:
                faces_ids = [f.id for f in DATA.die]
                face = faces_ids[(int(self.time * 14) + i * 2) % len(faces_ids)]
                surface.blit(
                    faces.die(face, L.DIE), rect.move(0, -3 * abs(math.sin(self.time * 20 + i)))
                )
                continue
            spent = die["at"] == "spent"
            if self.view["stage"] in ("island", "leaders"):
                face = "blank"  # the dice are first rolled once the Leaders are chosen
            surface.blit(faces.die(face, L.DIE, spent), rect)
            if die["at"] == "piece":
                pygame.draw.rect(surface, PALETTE["good"], rect.inflate(2, 2), 2, border_radius=7)
        roll = self.scene.controls.reroll if self._my_roll(seat) else set()
        for i in roll:
            rect = L.banner_die(players, seat, i)
            pygame.draw.rect(surface, PALETTE["bad"], rect.inflate(4, 4), 3, border_radius=8)
        back = self.scene.controls.back if self._my_roll(seat) else set()
        for i in back:  # a +1 coming back unrolled: an arrow down onto the Banner
            rect = L.banner_die(players, seat, i)
            pygame.draw.rect(surface, GOLD, rect.inflate(4, 4), 3, border_radius=8)
            tip = (rect.right - 4, rect.bottom + 2)
            pts = [(tip[0] - 6, tip[1] - 8), (tip[0] + 6, tip[1] - 8), tip]
            pygame.draw.polygon(surface, GOLD, pts)
            pygame.draw.polygon(surface, PALETTE["outline"], pts, 1)

    def _my_roll(self, seat: int) -> bool:
        return (
            self.view["stage"] == "roll"
            and self.scene.decision() is not None
            and self.scene.state.current_seat() == seat
        )

    def _resources(self, surface: pygame.Surface, box: pygame.Rect, banner: dict) -> None:
        y = box.y + 36 + L.DIE // 2
        x = box.x + 10 + 5 * (L.DIE + 5) + 4
        hand = faces.scroll_back(18, 25)
        surface.blit(hand, hand.get_rect(midleft=(x, y)))
        ui.text(surface, f"{banner['hand_count']}", 16, (x + 22, y), anchor="midleft")
        if V.option(self.view, "pelea"):
            V.pelea_row(self, surface, box, banner)
            return
        y2 = box.y + 84
        x = box.x + 10
        for kind in ("wood", "stone", "steel"):
            icon = faces.resource_icon(kind, 22)
            surface.blit(icon, icon.get_rect(midleft=(x, y2)))
            ui.text(surface, str(banner["resources"][kind]), 16, (x + 24, y2), anchor="midleft")
            x += 50
        chick = art.miniature("chicken", self.style(banner["seat"]), 24)
        surface.blit(chick, chick.get_rect(midleft=(x + 4, y2)))
        dead = banner["dead"]
        ui.text(
            surface,
            f"{dead} lost",
            14,
            (x + 30, y2),
            PALETTE["bad"] if dead else MUTED,
            anchor="midleft",
        )

    def _tags(self, surface: pygame.Surface, seat: int, box: pygame.Rect, banner: dict) -> None:
        players = self.view["players"]
        if box.height < 118:
            return
        y = box.bottom - 22
        team = V.team_label(self, surface, seat, box)
        if not banner["tags"]:
            ui.text(surface, "No tags", 13, (box.x + 12, y), MUTED, anchor="midleft")
        for i, giver in enumerate(banner["tags"]):
            tag = art.humiliation_tag(self.style(giver), 28)
            surface.blit(tag, tag.get_rect(center=L.banner_tag(players, seat, i)))
        strategy = banner.get("strategy")
        if strategy:
            words = DATA.scrolls[strategy].name
            chip = ui.text(
                surface,
                words,
                13,
                (box.right - 12 - team, y),
                faces.KIND_COLOURS["strategy"],
                anchor="midright",
                fit=150 - team,
            )
            ui.text(surface, "Strategy:", 11, (chip.left - 4, y), MUTED, anchor="midright")

    # -- the stock and the hand ------------------------------------------------------------------

    def _stock(self, surface: pygame.Surface, decision) -> None:
        surface.blit(_veil(L.STOCK.w, L.STOCK.h, 150), L.STOCK)
        ui.text(
            surface,
            "Machine stock",
            18,
            (L.STOCK.x + 10, L.STOCK.y + 15),
            LIGHT,
            anchor="midleft",
            shadow=True,
        )
        deck = self.view.get("machine_deck", 0)
        if self.view.get("stock"):
            ui.text(
                surface,
                f"{deck} in the deck",
                13,
                (L.STOCK.right - 10, L.STOCK.y + 15),
                LIGHT,
                anchor="midright",
            )
        focus = None
        if decision is not None and decision.chips and self.scene.controls.focus == "menu":
            focus = decision.chips[self.scene.controls.col].machine
        aim = self.scene.controls.aim or ""
        if aim.startswith("build:"):
            focus = aim[6:]
        done = False
        if V.option(self.view, "pelea"):
            ui.text(
                surface, "No machines in Pelea de Gallos", 16, L.STOCK.center, LIGHT, shadow=True
            )
            ui.text(
                surface,
                "Chickens and Leaders only; each chicken hides a token",
                13,
                (L.STOCK.centerx, L.STOCK.centery + 24),
                MUTED,
                shadow=True,
                fit=L.STOCK.w - 20,
            )
        elif not self.view.get("stock"):
            ui.text(
                surface, "Dealt once every Leader is chosen", 15, L.STOCK.center, LIGHT, shadow=True
            )
        for i, card in enumerate(self.view.get("stock", [])[:6]):
            rect = L.stock_slot(i)
            surface.blit(faces.machine_card(card, *L.STOCK_CARD), rect)
            if card == focus and not done:
                done = True
                pygame.draw.rect(surface, GOLD, rect.inflate(6, 6), 4, border_radius=10)

    def _hand(self, surface: pygame.Surface, decision) -> None:
        box = L.HAND
        surface.blit(_veil(box.w, box.h, 150), box)
        viewer = self.scene.viewer
        if viewer is None:
            ui.text(
                surface,
                "Scrolls: hidden",
                18,
                (box.x + 10, box.y + 15),
                LIGHT,
                anchor="midleft",
                shadow=True,
            )
            seat = self.scene.state.current_seat()
            if seat is not None:
                count = self.view["banners"][seat]["hand_count"]
                name = self.scene.match.seats[seat].name
                ui.text(
                    surface,
                    f"{name} holds {count} Scroll{'s' * (count != 1)}",
                    15,
                    (box.centerx, box.y + 50),
                    LIGHT,
                    shadow=True,
                )
                for i in range(count):
                    rect = L.hand_slot(count, i).move(0, 40)
                    surface.blit(faces.scroll_back(*L.HAND_CARD), rect)
            ui.text(
                surface,
                "Only their owner sees them, after the hand-off screen.",
                14,
                (box.centerx, box.bottom - 24),
                LIGHT,
                shadow=True,
                fit=box.w - 20,
            )
            return
        name = self.scene.match.seats[viewer].name
        hand = self.view.get("hand", [])
        ui.text(
            surface,
            f"{name}'s Scrolls ({len(hand)})",
            18,
            (box.x + 10, box.y + 15),
            LIGHT,
            anchor="midleft",
            shadow=True,
            fit=box.w - 20,
        )
        focus = None
        if decision is not None and decision.chips and self.scene.controls.focus == "menu":
            focus = decision.chips[self.scene.controls.col].card
        raised = False
        for i, card in enumerate(hand):
            rect = L.hand_slot(len(hand), i)
            if card == focus and not raised:
                raised = True
                rect = rect.move(0, -6)
            surface.blit(faces.scroll_card(card, *L.HAND_CARD, text=False), rect)
            if rect.y < L.hand_slot(len(hand), i).y:
                pygame.draw.rect(surface, GOLD, rect.inflate(4, 4), 3, border_radius=9)
        if not hand:
            ui.text(
                surface, "No Scrolls in hand", 15, (box.centerx, box.y + 80), LIGHT, shadow=True
            )
        detail = focus or (hand[0] if hand else None)
        if detail:
            big = faces.scroll_card(detail, 250, 150)
            surface.blit(big, big.get_rect(midbottom=(box.centerx, box.bottom - 8)))
