"""Drawing the War for Chicken Island table: the island, the Banners, the stock, the hand.

Everything is read from the table's ``shown`` view (the viewer's own, or the public
one), so a hidden Scroll can only appear for the seat allowed to see it. The fight and
the leader choice are drawn over the island (``paint_fight.py``).
"""

from __future__ import annotations

import math
from functools import cache

import pygame

from ecs import art, audit, fonts
from ecs.fonts import render_text
from ecs.palette import PALETTE, PLAYER_STYLES, lighten
from ecs.sized_cache import sized_cache
from game.island import actions as A
from game.island.data import DATA
from game.island.hexes import Hex
from scenes import ui
from scenes.island import faces
from scenes.island import layout as L
from scenes.island import paint_variants as V
from scenes.island.backing import Backing, Layer
from scenes.island.controls import candidate_hexes
from scenes.island.paint_fight import draw_closeup, draw_fight, draw_leaders
from scenes.island.paint_side import SidePainter

LIGHT = PALETTE["text_light"]
GOLD = PALETTE["gold"]
MUTED = PALETTE["text_muted"]
ORDER = {"leader": 0, "machine": 1, "chicken": 2}
TOP_TEXT = 28  # px: the stage and whose turn, over the island
CHIP_TEXT = 16  # px: a choice is read to decide
HOVER_TEXT = 16
CHIP_DIE = 32  # px: a die in a choice, its "+N" at 16 px
CHIP_ICON = 22  # px: a Star die or resource token a chip's choice spends
CHIP_ICON_STEP = CHIP_ICON - 2  # the icons' spacing (their edges touch)
CHIP_WIDEST = L.BAND.w + 12 - 44  # a long choice takes the whole row (the arrows beside)
SEA_MARGIN = 24  # pixels of sea drawn beyond the island panel, for the screen shake
GROUND_AREA = pygame.Rect((SEA_MARGIN, SEA_MARGIN), L.ISLAND.size)  # the unshaken island
HOVER_ROW = pygame.Rect(0, L.CHIPS_Y + 42, L.W, L.BAND.bottom - L.CHIPS_Y - 42)  # the hover lines
AROUND_ISLAND = (  # the screen but the island panel
    pygame.Rect(0, 0, L.W, L.ISLAND.y),
    pygame.Rect(0, L.ISLAND.bottom, L.W, L.H - L.ISLAND.bottom),
    pygame.Rect(0, L.ISLAND.y, L.ISLAND.x, L.ISLAND.h),
    pygame.Rect(L.ISLAND.right, L.ISLAND.y, L.W - L.ISLAND.right, L.ISLAND.h),
)
STAGE_WORDS = {
    "island": "Building the island",
    "leaders": "Choosing Leaders",
    "roll": "Roll step",
    "build": "Build step",
    "actions": "Take actions",
    "draw": "Draw step",
}


@cache
def _backdrop() -> pygame.Surface:
    """Open sea from edge to edge, darker at the bottom, with a few lazy wave crests."""
    surf = pygame.Surface((L.W, L.H))
    top, bottom = (58, 138, 186), (22, 70, 118)
    for y in range(L.H):
        k = y / L.H
        colour = tuple(round(a + (b - a) * k) for a, b in zip(top, bottom, strict=True))
        pygame.draw.line(surf, colour, (0, y), (L.W, y))
    for i in range(60):
        x, y = (i * 263) % L.W, (i * 151) % L.H
        pygame.draw.arc(surf, (110, 180, 220), (x, y, 40, 14), 0.3, 2.8, 2)
    return surf.convert()


@sized_cache
def _sea_veil(size: tuple[int, int]) -> pygame.Surface:
    veil = pygame.Surface(size, pygame.SRCALPHA)
    veil.fill((8, 30, 60, 70))
    return veil


def _variant(h: Hex) -> int:
    return (h[0] * 7 + h[1] * 13) % 3


class Painter(SidePainter):
    def __init__(self, scene):
        self.scene = scene
        self.time = 0.0
        self.chip_rects: list[pygame.Rect] = []
        self.chip_index: list[int] = []  # which chip each drawn rect is (the row scrolls)
        self.chip_arrows: list[tuple[pygame.Rect, int]] = []  # an arrow, the chip it shows
        self._sea: pygame.Surface | None = None
        self._sea_key: tuple | None = None
        self._ground_layer: pygame.Surface | None = None
        self._ground_key: tuple | None = None
        self._backing: Backing | None = None
        self._look: tuple | None = None  # the text size and players' colours drawn
        self._hover_shown = False  # whether the last frame drew a hover line (toasts keep off)
        ui.warm_texts(scene.table.warm_queue, self._top_words(), TOP_TEXT, LIGHT)

    @property
    def table(self):
        return self.scene.table

    @property
    def view(self) -> dict:
        return self.scene.table.shown.view

    def style(self, seat: int) -> int:
        return self.scene.match.seats[seat].style

    # -- the frame ---------------------------------------------------------------------------

    def draw(self, surface: pygame.Surface, alpha: float) -> None:
        table = self.table
        dx, dy = table.shake_offset()
        decision = self.scene.decision()
        cells = self._cells()
        moving = {h for h, (kind, _) in cells.items() if kind == "lava" or h in table.flips}
        still = self._still(decision, cells, moving)
        if (dx, dy) == (0, 0):
            surface.blit(still, (0, 0))
        else:  # the shaken ground (in ``_island``) covers the island
            surface.blits([(still, rect, rect) for rect in AROUND_ISLAND], doreturn=False)
        self._tumbling(surface)
        self._island(surface, decision, (dx, dy), cells, moving)
        self._top_bar(surface)
        if table.fight is not None:
            draw_fight(self, surface)
        elif self.view["stage"] == "leaders" and decision is not None:
            draw_leaders(self, surface, decision)
        ui.flash(surface, table.flash, table.flash_colour)  # under the words, so they stay legible
        self.scene.world.render(surface, alpha, (dx, dy))
        if self.scene.zoom:
            draw_closeup(self, surface)
        self._band(surface, decision)

    def _still(self, decision, cells: dict, moving: set) -> pygame.Surface:
        """The still picture (see ``backing.py``): the sea and the still ground, the hover
        line and the side panels, none of which is ever drawn over anything that moves."""
        look = (fonts.large_text(), tuple(PLAYER_STYLES))
        if look != self._look:  # other text sizes or colours: draw it all again
            self._look, self._backing, self._ground_key = look, Backing(_backdrop()), None
        ground = self._ground(self.table.layout, cells, moving)
        hover = self._hover_parts(decision)
        self._hover_shown = any(hover)
        return self._backing.update(
            [
                Layer("ground", ground, L.ISLAND, lambda s: s.blit(ground, L.ISLAND, GROUND_AREA)),
                Layer("hover", hover, HOVER_ROW, lambda s: self._hover(s, *hover)),
                *self._side_layers(decision),
            ]
        )

    # -- the top bar ---------------------------------------------------------------------------

    def _top_words(self) -> list[str]:
        """Every title the top bar may show in play: a stage (or a fight) and whose it is;
        each costs half a millisecond the first time it is drawn."""
        stages = [*STAGE_WORDS.values(), "Fight"]
        return [f"{stage}: {seat.name}" for stage in stages for seat in self.scene.match.seats]

    def _top_bar(self, surface: pygame.Surface) -> None:
        scene, view = self.scene, self.view
        seats = scene.match.seats
        seat = scene.state.current_seat()
        if scene.state.is_over():
            winner = scene.state.winner
            words = f"{seats[winner].name} wins Chicken Island!" if winner is not None else "Over"
        elif seat is None:
            words = "War for Chicken Island"
        else:
            stage = STAGE_WORDS.get(view["stage"], view["stage"].capitalize())
            if view.get("fight"):
                stage = "Fight"
            words = f"{stage}: {seats[seat].name}"
        rect = ui.text(surface, words, TOP_TEXT, (L.ISLAND.centerx, 24), LIGHT, shadow=True)
        if seat is not None:
            style = PLAYER_STYLES[seats[seat].style]
            badge = art.shape_badge(style.shape, style.colour, 28)
            surface.blit(badge, badge.get_rect(midright=(rect.left - 8, rect.centery)))
        if view["stage"] == "actions":
            self._budget(surface)
        if scene.speed > 1:
            ui.text(
                surface, L.FAST_WORDS, L.FAST_SIZE, L.FAST_AT, GOLD, anchor="topleft", shadow=True
            )

    def _budget(self, surface: pygame.Surface) -> None:
        """The free action and any extra actions still to spend this turn."""
        budget = self.view.get("budget", {})
        parts = [f"Free action: {'yes' if budget.get('free') else 'used'}"]
        for kind, n in budget.get("extra", {}).items():
            if n:
                parts.append(f"+{n} {kind}")
        ui.text(
            surface,
            "  ·  ".join(parts),
            16,
            (L.STOCK.right, 30),
            LIGHT,
            anchor="midright",
            shadow=True,
        )

    # -- the island ------------------------------------------------------------------------------

    def _island(self, surface: pygame.Surface, decision, offset, cells: dict, moving: set) -> None:
        """The island's moving parts over the still ground (shaken, the ground moves too)."""
        table = self.table
        layout = table.layout
        size = L.hex_size(layout)
        ox, oy = offset
        surface.set_clip(L.ISLAND)
        if offset != (0, 0):
            at = (L.ISLAND.x - SEA_MARGIN + ox, L.ISLAND.y - SEA_MARGIN + oy)
            surface.blit(self._ground_layer, at)
        lava = art.lava_frames(size)
        frame = int(self.time * 5)
        for h in sorted(moving, key=lambda h: (h[1], h[0])):
            kind, owner = cells[h]
            width = 1.0
            flip = table.flips.get(h)
            if flip is not None:
                kind, width = flip.face(table.clock)
            tile = self._tile(kind, owner, size, h, lava, frame)
            if width < 1.0:
                tile = pygame.transform.scale(
                    tile, (max(1, round(tile.get_width() * width)), tile.get_height())
                )
            x, y = layout.to_pixel(h)
            surface.blit(tile, tile.get_rect(center=(x + ox, y + oy)))
        self._draft_preview(surface, decision, size)
        if decision is not None:
            self._rings(surface, decision, size, over=False)
        self._pieces(surface, size, offset)
        V.dropped_flags(self, surface, size, offset)
        if not self._veiled():  # like the pieces' numbers, its "+2" waits for the island
            V.base_badges(self, surface, size, offset)
        if decision is not None:  # a target is marked over the pieces standing on it
            self._rings(surface, decision, size, over=True)
        if decision is not None and decision.board:
            self._cursor(surface, decision, size)
        surface.set_clip(None)
        pygame.draw.rect(surface, (20, 40, 60), L.ISLAND, 3, border_radius=6)

    def _sea_layer(self, layout) -> pygame.Surface:
        """The sea's ~200 tiles drawn once per layout, not every frame (a margin covers the
        screen shake)."""
        key = (layout.size, layout.origin)
        if self._sea_key != key:
            area = L.ISLAND.inflate(2 * SEA_MARGIN, 2 * SEA_MARGIN)
            layer = pygame.Surface(area.size).convert()
            size = L.hex_size(layout)
            for h in L.sea_hexes(layout, area):
                x, y = layout.to_pixel(h)
                tile = art.sea_tile(size, _variant(h))
                layer.blit(tile, tile.get_rect(center=(x - area.x, y - area.y)))
            layer.blit(_sea_veil(area.size), (0, 0))  # the darker sea, baked in once
            self._sea, self._sea_key = layer, key
        return self._sea

    def _ground(self, layout, cells: dict, moving: set) -> pygame.Surface:
        """The sea and every tile that neither glows nor turns, drawn once per change of
        the island (flips and Lava, which animate, are drawn on top each frame)."""
        size = L.hex_size(layout)
        still = tuple(sorted((h, *c) for h, c in cells.items() if h not in moving))
        styles = tuple(self.style(s) for s in range(len(self.scene.match.seats)))
        key = (layout.size, layout.origin, still, styles, V.option(self.view, "base_bonus"))
        if self._ground_key != key:
            layer = self._sea_layer(layout).copy()
            area = L.ISLAND.inflate(2 * SEA_MARGIN, 2 * SEA_MARGIN)
            for h, kind, owner in sorted(still, key=lambda c: (c[0][1], c[0][0])):
                tile = self._tile(kind, owner, size, h, (), 0)
                x, y = layout.to_pixel(h)
                layer.blit(tile, tile.get_rect(center=(x - area.x, y - area.y)))
            self._ground_layer, self._ground_key = layer, key
        return self._ground_layer

    def _cells(self) -> dict[Hex, tuple[str, int | None]]:
        view = self.view
        cells = {(c["q"], c["r"]): (c["kind"], c["owner"]) for c in view["hexes"]}
        draft = view.get("draft")
        if draft:
            cells[tuple(DATA.island.centre)] = ("lava", None)
            for t in draft["territories"]:
                owner = t["owner"] if t["owner"] is not None else t["seat"]
                for h in t["hexes"]:
                    cells[tuple(h)] = ("territory", owner)
                if t["base"]:
                    cells[tuple(t["base"])] = ("base", owner)
                if t["neutral"]:
                    cells[tuple(t["neutral"])] = ("neutral", None)
        return cells

    def _tile(self, kind: str, owner, size: int, h: Hex, lava, frame: int) -> pygame.Surface:
        if kind == "lava":
            return lava[(frame + _variant(h)) % len(lava)]
        if kind == "neutral":
            return art.neutral_tile(size, _variant(h))
        if kind == "base":
            bonus = V.option(self.view, "base_bonus")
            return art.base_tile(self.style(owner if owner is not None else 0), size, bonus)
        if kind == "territory" and owner is not None:
            return art.land_tile(self.style(owner), size, _variant(h))
        return art.neutral_tile(size, _variant(h))

    def _draft_preview(self, surface: pygame.Surface, decision, size: int) -> None:
        """The candidate in focus, ghosted in: where this choice would put the tile."""
        if decision is None or not self.view.get("draft") or not decision.chips:
            return
        chip = decision.chips[self.scene.controls.col]
        if chip.site is None:
            return
        seat = self.scene.state.current_seat()
        for h in candidate_hexes(self.view, chip.site):
            x, y = self.table.layout.to_pixel(h)
            ghost = art.land_tile(self.style(seat), size).copy()
            ghost.set_alpha(170)
            surface.blit(ghost, ghost.get_rect(center=(x, y)))
            ring = art.hex_ring("attack", size)
            surface.blit(ring, ring.get_rect(center=(x, y)))

    def _rings(self, surface: pygame.Surface, decision, size: int, over: bool) -> None:
        pulse = 0.85 + 0.15 * math.sin(self.time * 5)
        for h, kind in decision.rings.items():
            if (kind == "attack") != over:
                continue
            ring = art.hex_ring(kind, size)
            if kind != "range":
                ring = ring.copy()
                ring.set_alpha(round(255 * pulse))
            x, y = self.table.layout.to_pixel(h)
            surface.blit(ring, ring.get_rect(center=(x, y)))

    def _pieces(self, surface: pygame.Surface, size: int, offset) -> None:
        table, layout = self.table, self.table.layout
        ox, oy = offset
        stacks: dict[Hex, list[dict]] = {}
        for p in self.view["pieces"]:
            if p["id"] not in table.hidden:
                stacks.setdefault((p["q"], p["r"]), []).append(p)
        chosen, _group = (
            self.scene.controls.selected_piece() if self.scene.decision() else (None, False)
        )
        veiled = self._veiled()
        for h in sorted(stacks, key=lambda h: (h[1], h[0])):
            stack = sorted(stacks[h], key=lambda p: (ORDER.get(p["kind"], 3), p["id"]))
            x, y = layout.to_pixel(h)
            x, y = x + ox, y + oy
            n = len(stack)
            mini = round(size * (1.05 if n == 1 else 0.86))
            shown = stack[:3]
            pips: list[pygame.Rect] = []
            spread = size * 0.28
            for i, piece in enumerate(reversed(shown)):
                k = len(shown) - 1 - i
                px = x + (k - (len(shown) - 1) / 2) * spread
                py = y - k * size * 0.1 + (size * 0.05 if n > 1 else 0)
                image = table.mini(piece, mini)
                rect = image.get_rect(center=(round(px), round(py)))
                if piece["id"] == chosen:
                    lift = 4 + 3 * math.sin(self.time * 6)
                    rect.move_ip(0, -lift)
                    pygame.draw.ellipse(
                        surface, GOLD, (rect.x + 6, rect.bottom - 10 + lift, rect.w - 12, 10), 3
                    )
                surface.blit(image, rect)
                pip = self._markers(surface, piece, rect, veiled)
                pips += [pip] if pip is not None else []
            if not veiled:
                V.stack_marks(self, surface, stack, (x, y), size)
            if n > 1 and not veiled:
                badge = pygame.Rect(0, 0, 32, 22)
                badge.center = (round(x + size * 0.55), round(y - size * 0.55))
                under = [pip for pip in pips if pip.colliderect(badge)]
                if under:  # a "+1" die sits there: the count stands just above it
                    badge.bottom = min(badge.bottom, *(pip.top - 1 for pip in under))
                pygame.draw.rect(surface, PALETTE["panel_dark"], badge, border_radius=8)
                pygame.draw.rect(surface, LIGHT, badge, 2, border_radius=8)
                ui.text(surface, f"x{n}", 16, badge.center, LIGHT)

    def _veiled(self) -> bool:
        """Whether the island lies under the fight, the Leaders or the big words: its
        numbers would only show through them, so they wait."""
        leaders = self.view["stage"] == "leaders" and self.scene.decision() is not None
        return self.table.fight is not None or leaders or self.table.popping()

    def _markers(self, surface, piece: dict, rect: pygame.Rect, veiled: bool) -> pygame.Rect | None:
        """A piece's shield and its "+1" die (where that die is drawn, to keep clear of)."""
        s = max(14, rect.w // 3)
        if piece.get("shields"):
            shield = art.shield_marker(s)
            surface.blit(shield, (rect.x - 2, rect.y))
            if piece["shields"] > 1 and not veiled:
                ui.text(
                    surface,
                    str(piece["shields"]),
                    16,
                    (rect.x + s - 2, rect.y + 2),
                    LIGHT,
                    shadow=True,
                )
        if piece.get("plus") and not veiled:
            pip = art.bonus_pip(s, piece["plus"])
            with audit.decorative():  # the hover line reads it out at 16 px ("+1 die")
                return surface.blit(pip, (rect.right - s + 2, rect.y))
        return None

    def _cursor(self, surface: pygame.Surface, decision, size: int) -> None:
        controls = self.scene.controls
        layout = self.table.layout
        if controls.selected:
            pts = layout.corners(controls.selected[0])
            pygame.draw.polygon(surface, LIGHT, pts, 3)
        if controls.focus != "board":
            return
        pts = layout.corners(controls.cursor)
        glow = 3 + round(1.5 * (1 + math.sin(self.time * 6)))
        pygame.draw.polygon(surface, PALETTE["outline"], pts, glow + 3)
        colour = GOLD if controls.cursor in decision.targets or not decision.targets else LIGHT
        pygame.draw.polygon(surface, colour, pts, glow)

    def _hover_parts(self, decision) -> tuple[tuple, tuple]:
        """What stands under the cursor (ground, then pieces), as words and colours, and
        apart from them what the mouse's right button does where it rests. Resting off
        the island (on a Banner count), its tips stand alone: the cursor's words there
        would name a hex the mouse left."""
        scene = self.scene
        tips = tuple((tip, GOLD) for tip in scene.mouse_tips())
        on_board = decision is not None and decision.board and scene.controls.focus == "board"
        if not on_board or (tips and not L.ISLAND.collidepoint(scene.pointed)):
            return (), tips
        return self._under_cursor(), tips

    def _under_cursor(self) -> tuple[tuple[str, tuple], ...]:
        h = self.scene.controls.cursor
        here = [p for p in self.view["pieces"] if (p["q"], p["r"]) == h]
        cell = next((c for c in self.view["hexes"] if (c["q"], c["r"]) == h), None)
        parts: list[tuple[str, tuple]] = []
        if cell is not None:
            owner = cell["owner"]
            kind = {
                "territory": "Territory",
                "base": "Base",
                "neutral": "Neutral ground",
                "lava": "Lava",
            }.get(cell["kind"], cell["kind"])
            who = f" of {self.scene.match.seats[owner].name}" if owner is not None else ""
            extra = V.base_words(self.view) if cell["kind"] == "base" else ""
            parts.append((kind + who + extra, LIGHT))
        else:
            parts.append(("The sea", LIGHT))
        names = [s.name for s in self.scene.match.seats]
        parts += [(words, GOLD) for words in V.dropped_words(self.view, h, names)]
        groups: dict[tuple, list[dict]] = {}
        for p in sorted(here, key=lambda p: (ORDER.get(p["kind"], 3), p["id"])):
            key = (
                p["owner"],
                p["card"],
                p["shields"],
                p["plus"],
                tuple(p.get("flags", [])),
            )
            groups.setdefault(key, []).append(p)
        for same in groups.values():
            p = same[0]
            count = f" x{len(same)}" if len(same) > 1 else ""
            words = f"{p['name']}{count}: Spd {p['speed']} Str {p['strength']} Arm {p['armor']}"
            if p["range"][1] > 1:
                words += f" Rng {p['range'][1]}"
            if p["shields"]:
                words += f" Shield {p['shields']}"
            if p.get("plus"):
                words += f" +{p['plus']} die"
            words += V.hover_words(self.view, same, names)
            style = PLAYER_STYLES[self.style(p["owner"])]
            parts.append((words, lighten(style.colour, 0.5)))
        return tuple(parts)

    def hover_rect(self) -> pygame.Rect | None:
        """Where the hover line was last drawn (None: no line): messages keep off it."""
        return (
            pygame.Rect(L.BAND.x, HOVER_ROW.y, L.BAND.w, HOVER_ROW.h) if self._hover_shown else None
        )

    def _hover(self, surface: pygame.Surface, parts: tuple, tips: tuple = ()) -> None:
        """The hover line under the choices, kept inside the band: a long one goes onto a
        second line (never into print too small to read from the couch), the mouse's tips
        keeping their line and the cursor's words giving way."""
        if not parts and not tips:
            return
        room = L.BAND.w - 12
        lines = _hover_lines(parts + tips, HOVER_TEXT, room)
        if len(lines) > 2 and tips:
            said = _hover_lines(tips, HOVER_TEXT, room)
            lines = _hover_lines(parts, HOVER_TEXT, room)[: max(0, 2 - len(said))] + said
        lines = lines[:2]
        rows = (HOVER_ROW.centery,) if len(lines) == 1 else (HOVER_ROW.y + 13, HOVER_ROW.y + 40)
        for (images, width), y in zip(lines, rows, strict=True):
            x = L.BAND.centerx - width // 2
            for image in images:
                surface.blit(image, image.get_rect(midleft=(x, y)))
                x += image.get_width()

    def _die_chip(self, surface: pygame.Surface, rect: pygame.Rect, chip) -> None:
        """A die to keep or reroll: its face, and the word (so colour is not the only cue);
        a +1 on a piece wears a chicken at its corner."""
        seat = self.scene.state.current_seat()
        die = self.view["banners"][seat]["dice"][chip.die]
        image = faces.die(die["face"], CHIP_DIE, die["at"] == "spent")
        at = image.get_rect(midleft=(rect.x + 4, rect.centery))
        surface.blit(image, at)
        if die["at"] == "piece":
            chick = art.miniature("chicken", self.style(seat), 18)
            surface.blit(chick, chick.get_rect(center=at.bottomright).move(-2, -4))
        words = self.scene.controls.die_verb(chip.die)
        mid = (at.right + 4 + rect.right - 4) // 2
        ui.text(surface, words, CHIP_TEXT, (mid, rect.centery), fit=rect.right - 4 - at.right)

    def _chip_width(self, chip) -> int:
        if chip.die is not None:
            return 126 if self.scene.controls.placed(chip.die) else 104
        if chip.icons:  # its brief words, then an icon for each thing it spends
            return ui.text_width(chip.brief, CHIP_TEXT) + len(chip.icons) * CHIP_ICON_STEP + 24
        return max(96, min(CHIP_WIDEST, ui.text_width(chip.label, CHIP_TEXT) + 20))

    def _row_order(self, chips: list, focus: int, width: int) -> list[int]:
        """The chips a row draws, by index: all of them when they fit, else all but those
        the mouse also reaches off the row (``Chip.elsewhere``) unless focused, so that
        the rest (Star abilities, End actions) stay in view at once, each one click."""
        every = list(range(len(chips)))
        if sum(self._chip_width(c) + 8 for c in chips) - 8 <= width:
            return every
        return [i for i in every if not chips[i].elsewhere or i == focus]

    @staticmethod
    def _row_start(chips: list, widths: list[int], room: int) -> int:
        """Where a row too long to show whole starts while the focus is on the island: so
        that its Star abilities are all in view (the Build, Retrieve and Scrolls chips
        before them are also a click on the stock, the Banner and the hand), with as
        many chips before them as fit beside."""
        stars = [i for i, c in enumerate(chips) if isinstance(c.action, A.Star)]
        if not stars:
            return 0
        first, last = stars[0], stars[-1]
        while first > 0 and sum(widths[first - 1 : last + 1]) + 8 * (last - first + 1) <= room:
            first -= 1
        return first

    def _icon_chip(self, surface: pygame.Surface, rect: pygame.Rect, chip) -> None:
        """A choice drawn short: its brief words, then one icon for each Star die or
        resource token it spends (the whole label is what the audit reads)."""
        room = rect.w - 22 - len(chip.icons) * CHIP_ICON_STEP
        at = (rect.x + 10, rect.centery)
        x = ui.text(surface, chip.brief, CHIP_TEXT, at, anchor="midleft", fit=room).right + 4
        for icon in chip.icons:
            image = _chip_icon(icon)
            surface.blit(image, image.get_rect(midleft=(x, rect.centery)))
            x += CHIP_ICON_STEP

    # -- the prompt and the chips ----------------------------------------------------------------

    def _band(self, surface: pygame.Surface, decision) -> None:
        scene = self.scene
        if scene.callout_time > 0 and scene.callout:
            y = L.CALLOUT_Y if self.table.fight is None else L.FIGHT_CALLOUT_Y
            ui.text(
                surface,
                scene.callout,
                16,
                (L.ISLAND.centerx, y),
                GOLD,
                shadow=True,
                fit=L.ISLAND.w - 20,
            )
        words = scene.prompt(decision)
        ui.text(
            surface, words, 18, (L.BAND.centerx, L.PROMPT_Y), LIGHT, shadow=True, fit=L.BAND.w - 8
        )
        self.chip_rects, self.chip_index, self.chip_arrows = [], [], []
        if decision is None or not decision.chips:
            return
        focus = scene.controls.col if scene.controls.focus == "menu" else -1
        area = pygame.Rect(L.BAND.x - 6, L.CHIPS_Y, L.BAND.w + 12, 40)  # the gaps to the panels
        order = self._row_order(decision.chips, focus, area.w)
        chips = [decision.chips[i] for i in order]
        focus = order.index(focus) if focus in order else -1
        widths = [self._chip_width(c) for c in chips]
        # the arrows' room is kept only when the row does not fit whole
        room = area.w if sum(widths) + 8 * (len(chips) - 1) <= area.w else area.w - 44
        first = 0 if focus >= 0 else self._row_start(chips, widths, room)
        anchor = max(first, focus)
        while sum(widths[first : anchor + 1]) + 8 * (anchor - first) > room:
            first += 1
        last = first
        while last < len(chips) and sum(widths[first : last + 1]) + 8 * (last - first) <= room:
            last += 1
        shown = list(range(first, last))
        total = sum(widths[i] for i in shown) + 8 * (len(shown) - 1)
        x = area.centerx - total // 2
        if first > 0:  # the mouse over an arrow scrolls the row (scene.pointer)
            ui.text(surface, "<", 24, (x - 18, area.y + 18), GOLD, shadow=True)
            self.chip_arrows.append((pygame.Rect(x - 32, area.y, 28, 36), order[first - 1]))
        for i in shown:
            rect = pygame.Rect(x, area.y, widths[i], 36)
            chip = chips[i]
            colour = PALETTE["focus"] if i == focus else PALETTE["panel"]
            if chip.die is not None and chip.die in scene.controls.reroll:
                colour = lighten(PALETTE["bad"], 0.45) if i != focus else PALETTE["focus"]
            if chip.die is not None and chip.die in scene.controls.back:
                colour = lighten(PALETTE["good"], 0.45) if i != focus else PALETTE["focus"]
            ui.panel(surface, rect.inflate(6, 6) if i == focus else rect, colour)
            audit.choice("chips", chip.label, rect, i == focus)
            with audit.box(rect, "chip"):
                if chip.die is not None:
                    self._die_chip(surface, rect, chip)
                elif chip.icons:
                    self._icon_chip(surface, rect, chip)
                else:
                    ui.text(surface, chip.label, CHIP_TEXT, rect.center, fit=rect.w - 10)
            self.chip_rects.append(rect)
            self.chip_index.append(order[i])
            x += widths[i] + 8
        if last < len(chips):
            ui.text(surface, ">", 24, (x + 8, area.y + 18), GOLD, shadow=True)
            self.chip_arrows.append((pygame.Rect(x - 4, area.y, 28, 36), order[last]))


def _chip_icon(icon: str) -> pygame.Surface:
    """A Star die, or a resource token, as a chip draws what its choice spends."""
    if icon == "star":
        return faces.die("star", CHIP_ICON)
    return faces.resource_icon(icon, CHIP_ICON)


def _hover_lines(parts: tuple, size: int, room: int) -> list[tuple[list, int]]:
    """The hover parts as lines of images no wider than ``room``, dots between parts."""
    dot = render_text("  ·  ", size, GOLD, shadow=True)
    lines: list[tuple[list, int]] = [([], 0)]
    for words, colour in parts:
        image = render_text(words, size, colour, shadow=True)
        images, width = lines[-1]
        if images and width + dot.get_width() + image.get_width() > room:
            lines.append(([], 0))
            images, width = lines[-1]
        if images:
            images.append(dot)
            width += dot.get_width()
        images.append(image)
        lines[-1] = (images, width + image.get_width())
    return lines
