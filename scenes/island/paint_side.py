"""The table's sides: each seat's Banner, the Machine stock and the viewer's Scrolls.

A mixin of :class:`scenes.island.paint.Painter`: the same ``view`` (one seat's, or the
public one) feeds it, so another seat's Scrolls are only ever drawn as backs.
"""

from __future__ import annotations

import math

import pygame

from ecs import art, audit, fonts
from ecs.palette import PALETTE, PLAYER_STYLES
from game.island.data import DATA
from scenes import ui
from scenes.island import faces
from scenes.island import layout as L
from scenes.island import paint_variants as V
from scenes.island.backing import Layer

LIGHT = PALETTE["text_light"]
GOLD = PALETTE["gold"]
MUTED = PALETTE["text_muted"]
BANNER_MARGIN = 10  # a Banner's flag and tags may reach a little past its panel
TURN_STAGES = ("roll", "actions", "draw")  # the turn's Banner is marked by a stripe
BLANK_STAGES = ("island", "leaders")  # the dice are first rolled once Leaders are chosen
STOCK_AREA = L.STOCK.inflate(8, 8)  # the focus ring reaches a pixel past the panel
HAND_AREA = L.HAND.inflate(8, 8)


def hand_detail_area() -> pygame.Rect:
    """Where the hand's Scroll in focus is shown up close, under the cards."""
    top = L.hand_slot(1, 0).bottom + 6
    return pygame.Rect(L.HAND.x + 6, top, L.HAND.w - 12, L.HAND.bottom - 6 - top)


STRATEGY_ROW = 46  # the Strategy in play sits this far above a Banner's bottom, over the tags
SHADE = (20, 30, 46)  # the veil under the Machine stock and the Scrolls: the night sea


def _cut(surface: pygame.Surface, area: pygame.Rect) -> pygame.Surface:
    """A copy of ``area`` of an alpha surface: max-blended onto a clear surface, which
    copies it exactly, ten times faster than ``subsurface(area).copy()``."""
    image = pygame.Surface(area.size, pygame.SRCALPHA)
    image.blit(surface, (0, 0), area, special_flags=pygame.BLEND_RGBA_MAX)
    return image


class SidePainter:
    """Banners, stock and hand; expects ``scene``, ``table``, ``view``, ``style`` and ``time``."""

    # -- Banners -------------------------------------------------------------------------------

    def _side_layers(self, decision) -> list[Layer]:
        """The Banners, the stock and the hand, as layers of the still picture."""
        view, scene = self.view, self.scene
        machine, scroll = self._focus(decision)
        current = scene.state.current_seat()
        shared = (
            view["players"],
            view["stage"] in BLANK_STAGES,
            repr(view.get("options")),
            repr(view.get("teams")),
            fonts.large_text(),
        )
        stock = (V.option(view, "pelea"), view.get("machine_deck", 0), repr(view.get("stock")))
        hand = (
            scene.viewer,
            current,
            None if current is None else view["banners"][current]["hand_count"],
            repr(view.get("hand")),
            tuple(s.name for s in scene.match.seats),
        )
        layers = [
            *(self._banner_layer(seat, current, shared) for seat in range(len(scene.match.seats))),
            Layer("stock", (stock, machine), STOCK_AREA, lambda s: self._stock(s, machine)),
            Layer(
                "hand", (hand, scroll, machine), HAND_AREA, lambda s: self._hand(s, scroll, machine)
            ),
        ]
        return [layer for layer in layers if layer.name not in scene.folded]  # a guide's room

    def _banner_layer(self, seat: int, current: int | None, shared: tuple) -> Layer:
        box = L.banner_rect(self.view["players"], seat)
        box = box.inflate(2 * BANNER_MARGIN, 2 * BANNER_MARGIN)
        name = f"banner {seat}"
        key = self._banner_key(seat, current, shared)
        return Layer(name, key, box, lambda s: s.blit(*self._banner_image(seat, box, key)))

    def _banner_key(self, seat: int, current: int | None, shared: tuple) -> tuple:
        """What the Banner shows, so a new stage or turn redraws only the Banners it changes
        (``shared``: what every Banner shows alike)."""
        view, scene = self.view, self.scene
        spec = scene.match.seats[seat]
        style = PLAYER_STYLES[spec.style]
        controls = scene.controls
        return (
            shared,
            repr(view["banners"][seat]),
            seat == current,
            seat == view.get("turn_seat") and view["stage"] in TURN_STAGES,
            (spec.name, spec.level, spec.is_ai, style.colour, style.shape),
            (tuple(sorted(controls.reroll)), tuple(sorted(controls.back)))
            if self._my_roll(seat)
            else (),
            tuple(sorted(f for f in self.table.flying if f[:2] == ("die", seat))),
            self.table.rolling.get(seat, (0.0, ()))[1],  # their slots wait for ``_tumbling``
        )

    def _banner_image(self, seat: int, box: pygame.Rect, key: tuple) -> tuple:
        """The Banner drawn once per change of what it shows, on a clear scratch (so it
        blends onto the backdrop as it always has): its image and where it goes; drawn
        anew each time while the screen audit records, as ``backing.py`` is."""
        cache = self.__dict__.setdefault("_banner_cache", {})
        cached = cache.get(seat)
        if cached is None or cached[0] != key or audit.recording():
            scratch = self.__dict__.get("_banner_scratch")
            if scratch is None:
                scratch = self._banner_scratch = pygame.Surface((L.W, L.H), pygame.SRCALPHA)
            area = box.clip(scratch.get_rect())
            scratch.fill((0, 0, 0, 0), area)
            self._banner(scratch, seat)
            cached = cache[seat] = (key, _cut(scratch, area), area.topleft)
        return cached[1:]

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
                surface, who, 16, (box.right - 10, box.y + 19), MUTED, anchor="midright", fit=120
            )
            if seat == turn_seat and view["stage"] in TURN_STAGES:
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
            if rolling and i in rolling[1]:  # tumbling: drawn over the still picture
                continue
            if ("die", seat, i) in self.table.flying:  # on its way to a piece: a bare slot
                pygame.draw.rect(surface, PALETTE["outline"], rect, 2, border_radius=6)
                continue
            spent = die["at"] == "spent"
            if self.view["stage"] in BLANK_STAGES:
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

    def _tumbling(self, surface: pygame.Surface) -> None:
        """The dice tumbling on a Banner, drawn each frame over the still picture, which
        leaves their slots empty: the Banner under them stays one picture for the whole
        roll (drawn afresh each frame, it cost up to a millisecond of every frame)."""
        players = self.view["players"]
        faces_ids = [f.id for f in DATA.die]
        for seat, (_, dice) in self.table.rolling.items():
            if f"banner {seat}" in self.scene.folded:
                continue
            for i in range(len(self.view["banners"][seat]["dice"])):
                if i in dice:
                    face = faces_ids[(int(self.time * 14) + i * 2) % len(faces_ids)]
                    rect = L.banner_die(players, seat, i)
                    lift = -3 * abs(math.sin(self.time * 20 + i))
                    surface.blit(faces.die(face, L.DIE), rect.move(0, lift))

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
        for kind in L.BANNER_COUNTS[:3]:
            x, y2 = L.banner_count(box, kind).midleft
            icon = faces.resource_icon(kind, 22)
            surface.blit(icon, icon.get_rect(midleft=(x, y2)))
            ui.text(surface, str(banner["resources"][kind]), 16, (x + 24, y2), anchor="midleft")
        x, y2 = L.banner_count(box, "chicken").midleft
        chick = art.miniature("chicken", self.style(banner["seat"]), 24)
        surface.blit(chick, chick.get_rect(midleft=(x, y2)))
        dead = banner["dead"]
        ui.text(
            surface,
            f"{dead} lost",
            16,
            (x + 26, y2),
            PALETTE["bad"] if dead else MUTED,
            anchor="midleft",
        )

    def _tags(self, surface: pygame.Surface, seat: int, box: pygame.Rect, banner: dict) -> None:
        players = self.view["players"]
        if box.height < 118:
            return
        y = box.bottom - 22
        V.team_label(self, surface, seat, box)
        if not banner["tags"]:
            ui.text(surface, "No tags", 16, (box.x + 12, y), MUTED, anchor="midleft")
        for i, giver in enumerate(banner["tags"]):
            tag = art.humiliation_tag(self.style(giver), 28)
            surface.blit(tag, tag.get_rect(center=L.banner_tag(players, seat, i)))
        strategy = banner.get("strategy")
        if strategy:  # a row of its own, above the tags: both at a readable size
            y = box.bottom - STRATEGY_ROW
            chip = ui.text(
                surface,
                DATA.scrolls[strategy].name,
                16,
                (box.right - 12, y),
                faces.KIND_COLOURS["strategy"],
                anchor="midright",
                fit=box.w - 110,
            )
            ui.text(surface, "Strategy:", 16, (chip.left - 6, y), MUTED, anchor="midright")

    # -- the stock and the hand ------------------------------------------------------------------

    def _focus(self, decision) -> tuple[str | None, str | None]:
        """The Machine and the Scroll that the chip in focus (or the build aimed) names."""
        machine = scroll = None
        controls = self.scene.controls
        if decision is not None and decision.chips and controls.focus == "menu":
            chip = decision.chips[controls.col]
            machine, scroll = chip.machine, chip.card
        aim = controls.aim or ""
        if aim.startswith("build:"):
            machine = aim[6:]
        return machine, scroll

    def _stock(self, surface: pygame.Surface, focus: str | None) -> None:
        deck = self.view.get("machine_deck", 0)
        note = f"{deck} in the deck" if self.view.get("stock") else ""
        ui.veiled_box(surface, L.STOCK, "Machine stock", SHADE, note=note)
        done = False
        if V.option(self.view, "pelea"):
            ui.text(
                surface, "No machines in Pelea de Gallos", 16, L.STOCK.center, LIGHT, shadow=True
            )
            for n, line in enumerate(("Chickens and Leaders only;", "each chicken hides a token")):
                at = (L.STOCK.centerx, L.STOCK.centery + 26 + n * 20)
                ui.text(surface, line, 16, at, MUTED, shadow=True)
        elif not self.view.get("stock"):
            ui.text(
                surface, "Dealt once every Leader is chosen", 16, L.STOCK.center, LIGHT, shadow=True
            )
        for i, card in enumerate(self.view.get("stock", [])[:6]):
            rect = L.stock_slot(i)
            # A Machine is read to build it: the Build choices name each one, and the one
            # in focus is drawn up close (``_machine_detail``) with every word at 16 px.
            with audit.decorative():
                surface.blit(faces.machine_card(card, *L.STOCK_CARD), rect)
            if card == focus and not done:
                done = True
                pygame.draw.rect(surface, GOLD, rect.inflate(6, 6), 4, border_radius=10)

    def _hand(self, surface: pygame.Surface, focus: str | None, machine: str | None) -> None:
        box = L.HAND
        viewer = self.scene.viewer
        hand = self.view.get("hand", []) if viewer is not None else []
        if machine is not None:
            caption = "The Machine in focus"
        elif viewer is None:
            caption = "Scrolls: hidden"
        else:
            caption = f"{self.scene.match.seats[viewer].name}'s Scrolls ({len(hand)})"
        ui.veiled_box(surface, box, caption, SHADE)
        if machine is not None:
            self._machine_detail(surface, machine)
            return
        if viewer is None:
            seat = self.scene.state.current_seat()
            if seat is not None:
                count = self.view["banners"][seat]["hand_count"]
                name = self.scene.match.seats[seat].name
                ui.text(
                    surface,
                    f"{name} holds {count} Scroll{'s' * (count != 1)}",
                    16,
                    (box.centerx, box.y + 50),
                    LIGHT,
                    shadow=True,
                )
                for i in range(count):
                    rect = L.hand_slot(count, i).move(0, 40)
                    surface.blit(faces.scroll_back(*rect.size), rect)
            ui.text(
                surface,
                "Only their owner sees them.",
                16,
                (box.centerx, box.bottom - 24),
                LIGHT,
                shadow=True,
                fit=box.w - 20,
            )
            return
        fanned = L.hand_fanned(len(hand))
        raised = hand.index(focus) if focus in hand else None
        ring = None
        for i, rect in self._hand_slots(hand, focus):
            card = hand[i]
            # The Scroll in focus (the first until a choice names another) is drawn up
            # close below, every word at 16 px; the choices that name Scrolls reach each.
            if fanned and i != len(hand) - 1:
                face = faces.scroll_edge(card, *rect.size)
            else:
                face = faces.scroll_card(card, *rect.size, text=False)
            with audit.decorative():
                surface.blit(face, rect)
            if i == raised:
                ring = rect
        if ring is not None:  # over the fan, so the card's whole outline shows
            pygame.draw.rect(surface, GOLD, ring.inflate(4, 4), 3, border_radius=9)
        if not hand:
            ui.text(
                surface, "No Scrolls in hand", 16, (box.centerx, box.y + 80), LIGHT, shadow=True
            )
        detail = focus or (hand[0] if hand else None)
        if detail:
            area = hand_detail_area()
            big = faces.scroll_detail(detail, *area.size)
            surface.blit(big, area)

    def _hand_slots(self, hand: list[str], focus: str | None) -> list[tuple[int, pygame.Rect]]:
        """The hand's cards as drawn, bottom first. In a fan each lies over the one before
        and the one in focus is only lifted, not put on top: so every card keeps its edge
        in sight, and one click on it takes it (on top, the card in focus hid its
        neighbours' edges, and reaching one took a second click)."""
        raised = hand.index(focus) if focus in hand else None
        slots = [(i, L.hand_slot(len(hand), i)) for i in range(len(hand))]
        return [(i, r.move(0, -6) if i == raised else r) for i, r in slots]

    def hand_card_at(self, pos) -> str | None:
        """The viewer's Scroll drawn under ``pos`` (the topmost), if any."""
        hand = self.view.get("hand", []) if self.scene.viewer is not None else []
        focus = self._focus(self.scene.decision())[1]
        hits = [i for i, rect in self._hand_slots(hand, focus) if rect.collidepoint(pos)]
        return hand[hits[-1]] if hits else None

    def _machine_detail(self, surface: pygame.Surface, machine: str) -> None:
        """The Machine a choice names, up close in place of the Scrolls while it is chosen."""
        box = L.HAND
        area = pygame.Rect(box.x + 6, box.y + 32, box.w - 12, box.h - 38)
        surface.blit(faces.machine_detail(machine, *area.size), area)
