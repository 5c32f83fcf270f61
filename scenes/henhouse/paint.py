"""Drawing the Henhouse Havoc table: boards, players, the Black Market, choices, hand.

Everything is read from the table's ``shown`` view (one seat's view, or the public
one), so a hidden unit or card can only appear for the seat allowed to see it.
"""

from __future__ import annotations

from collections.abc import Hashable
from functools import cache

import pygame

from ecs import art, audit
from ecs.fonts import render_text
from ecs.palette import PALETTE, PLAYER_STYLES
from ecs.panel_cache import PanelCache, frozen, uncovered
from ecs.sized_cache import sized_cache
from game.henhouse import rules as R
from game.henhouse.board import rules_data
from game.henhouse.data import RESOLUTION, TARGETING
from game.henhouse.weapons import WEAPON_DATA
from scenes import closeup, ui
from scenes.henhouse import layout as L

LIGHT = PALETTE["text_light"]
GOLD = PALETTE["gold"]
TOP_TEXT = 30  # px: the round, its phase and whose turn, along the top
EGG = 16  # an egg token's height in a player row
ROW_LINE_OVERLAP = 4  # a line's blank top under the line above's descenders
ROW_BEVEL = 5  # a panel's shaded foot
UNIT_NAMES = {u: R.UNITS[u].name for u in R.UNIT_IDS}
UNIT_LINES = {u["id"]: u["line"] for u in rules_data()["units"]}
SHADE = (30, 20, 24)  # the veil under the armies and the Black Market rows: a plum dusk


@cache
def _backdrop() -> pygame.Surface:
    return art.henhouse_backdrop(L.W, L.H).convert()


@sized_cache
def _tint(size: int, colour: tuple, alpha: int) -> pygame.Surface:
    tint = pygame.Surface((size, size), pygame.SRCALPHA)
    tint.fill((*colour[:3], alpha))
    return tint


def mark_cells(surface: pygame.Surface, cells, ok: bool) -> None:
    """The spaces an aim or a tile in hand would cover. A legal spot is filled and framed
    solid; an illegal one stays unfilled with each space crossed out, so the two differ
    in shape as well as colour."""
    colour = PALETTE["good"] if ok else PALETTE["bad"]
    for r, c in cells:
        if not (0 <= r < 10 and 0 <= c < 10):
            continue
        cell = L.focus_cell(r, c)
        if ok:
            surface.blit(_tint(L.CELL, colour, 110), cell)
            pygame.draw.rect(surface, colour, cell, 3)
            continue
        inner = cell.inflate(-8, -8)
        for a, b in ((inner.topleft, inner.bottomright), (inner.topright, inner.bottomleft)):
            pygame.draw.line(surface, PALETTE["ink"], a, b, 6)
            pygame.draw.line(surface, colour, a, b, 3)
        pygame.draw.rect(surface, colour, cell, 1)


class Painter:
    def __init__(self, scene):
        self.scene = scene
        self.chip_rects: dict[int, pygame.Rect] = {}  # chip index: rect, for the shown page
        self.more_rects: dict[int, pygame.Rect] = {}  # a "more" sign: the chip it pages to
        self.time = 0.0
        self.players_cache = PanelCache(L.PLAYERS)
        self.market_cache = PanelCache(L.MARKET)
        self.board_caches: dict[tuple, PanelCache] = {}  # (thumb slot or None, flame frame)
        self.still = True  # the backdrop rests unshaken this frame: the caches may be shown
        self._farm_stamp: tuple = ()  # the shown view's revision the farm keys are of
        self._farm_keys: dict[int, Hashable] = {}  # board: what is drawn on it, as a key
        self._titles_round: int | None = None  # the round whose titles are warmed
        hiding = [f"Hide your army: {seat.name}" for seat in scene.match.seats]
        ui.warm_texts(scene.table.warm_queue, hiding, TOP_TEXT, LIGHT)

    @property
    def view(self) -> dict:
        return self.scene.table.shown.view

    def style(self, seat: int) -> int:
        return self.scene.match.seats[seat].style

    def draw(self, surface: pygame.Surface, alpha: float) -> None:
        scene, table = self.scene, self.scene.table
        dx, dy = table.shake_offset()
        backdrop, still = _backdrop(), (dx, dy) == (0, 0)
        self.still = still
        focus = scene.focus_board()
        table.focus = focus
        if still and not audit.recording():  # the cached parts bring their own backdrop
            for rect in uncovered((0, 0, L.W, L.H), self._cached_parts()):
                surface.blit(backdrop, rect, rect)
        else:
            surface.blit(backdrop, (dx, dy))
        self._top_bar(surface)
        self.players_cache.draw(surface, self._players_key(), backdrop, self._players, still)
        with audit.box(L.MARKET, "Black Market"):
            self.market_cache.draw(surface, self._market_key(), backdrop, self._market, still)
        if "board" not in scene.folded:  # a guide about the chips and cards may need its room
            self._board(surface, focus, big=True)
        for board in range(self.view["players"]):
            if board != focus and "farms" not in scene.folded:  # a guide may need their room
                self._board(surface, board, big=False)
        if scene.placing_now():
            self._placement(surface)
        else:
            self._aim(surface)
        scene.world.render(surface, alpha, (dx, dy))
        ui.flash(surface, table.flash, table.flash_colour)
        self._hand(surface)
        self._prompt(surface)

    # -- frame parts --------------------------------------------------------------------------

    def _cached_parts(self) -> tuple[tuple[int, int, int, int], ...]:
        """The rects the frame fills with opaque cached pictures: the panels and the farms
        shown (a guide may fold some away)."""
        parts = [tuple(L.PLAYERS), tuple(L.MARKET)]
        folded = self.scene.folded
        if "board" not in folded:
            parts.append(tuple(L.FOCUS))
        if "farms" not in folded:
            thumb = (L.COLS + 1) * L.THUMB_CELL
            parts += [(*L.thumb_origin(s), thumb, thumb) for s in range(self.view["players"] - 1)]
        return tuple(parts)

    def _top_bar(self, surface: pygame.Surface) -> None:
        view, seats = self.view, self.scene.match.seats
        seat = view["current_seat"]  # the header follows the show, not the rules running ahead
        phase = view["phase"]
        if self.scene.state.is_over():
            winner = self.scene.state.winner
            words = f"{seats[winner].name} wins!" if winner is not None else "A draw"
        elif phase == "placement":
            words = f"Hide your army: {seats[seat].name}"  # warmed in ``__init__``
        else:
            words = _title(view["round"], phase, seats[seat].name)
            self._warm_titles(view["round"])
        rect = ui.text(surface, words, TOP_TEXT, (L.W // 2, 21), LIGHT, shadow=True)
        if seat is not None:
            style = PLAYER_STYLES[seats[seat].style]
            badge = art.shape_badge(style.shape, style.colour, 32)
            surface.blit(badge, badge.get_rect(midright=(rect.left - 10, rect.centery)))
        if self.scene.speed > 1:
            ui.text(surface, ">> FAST", 24, (L.W - 14, 14), GOLD, anchor="topright", shadow=True)

    def _warm_titles(self, round_: int) -> None:
        """As a round begins, queue the titles of its turns and the next round's to be
        drawn while the table waits: each cost half a millisecond of the frame that
        showed it first."""
        if self._titles_round != round_:
            self._titles_round = round_
            names = [seat.name for seat in self.scene.match.seats]
            titles = [
                _title(r, phase, name)
                for r in (round_, round_ + 1)
                for phase in (TARGETING, RESOLUTION)
                for name in names
            ]
            ui.warm_texts(self.scene.table.warm_queue, titles, TOP_TEXT, LIGHT)

    def _players_key(self) -> tuple:
        """Every value the Armies panel shows, so its picture is drawn anew when one changes."""
        view, scene = self.view, self.scene
        seats = scene.match.seats
        return ui.looks(), frozen(
            (
                scene.state.current_seat(),
                [view[k] for k in ("players", "eliminated", "sheaves", "henhouses", "hand_counts")],
                [(s.name, s.style, s.kind, s.level) for s in seats],
                [scene.device_name(seat) for seat, s in enumerate(seats) if not s.is_ai],
            )
        )

    def _market_key(self) -> tuple:
        """Every value the Black Market shows."""
        view, seats = self.view, self.scene.match.seats
        shown = ("market", "wild_price", "eggs_for_sale", "faceup", "deck_count")
        return ui.looks(), frozen(([view[k] for k in shown], [s.style for s in seats]))

    def _players(self, surface: pygame.Surface) -> None:
        view, scene = self.view, self.scene
        ui.veil(surface, L.PLAYERS, 140, SHADE)
        ui.text(surface, "Armies", 20, (L.PLAYERS.centerx, L.PLAYERS.y + 14), LIGHT, shadow=True)
        current = scene.state.current_seat()
        for seat, spec in enumerate(scene.match.seats):
            row = L.player_row(view["players"], seat)
            colour = PALETTE["focus"] if seat == current else PALETTE["panel"]
            if view["eliminated"][seat]:
                colour = PALETTE["disabled"]
            ui.panel(surface, row, colour)
            style = PLAYER_STYLES[spec.style]
            badge = art.shape_badge(style.shape, style.colour, 26)
            surface.blit(badge, badge.get_rect(topleft=(row.x + 6, row.y + 6)))
            who = f"AI {spec.level}" if spec.is_ai else scene.device_name(seat)
            if view["eliminated"][seat]:
                who = "Out of the game"
            top, egg_y, egg = self._row_lines(row)
            name = ui.text(surface, spec.name[:11], 18, (row.x + 38, top), anchor="topleft")
            muted, room = PALETTE["text_muted"], row.right - 8 - (row.x + 38)
            at = (row.x + 38, name.bottom - ROW_LINE_OVERLAP)
            ui.text(surface, who, 16, at, muted, anchor="topleft", fit=room)
            coin = art.sheaf_coin(20, 10)
            surface.blit(coin, coin.get_rect(midright=(row.right - 40, name.centery + 1)))
            at = (row.right - 8, name.centery + 1)
            ui.text(surface, str(view["sheaves"][seat]), 16, at, anchor="midright")
            self._eggs(surface, row, egg_y, egg, seat)
            hand = view["hand_counts"][seat]
            if hand:
                back = art.weapon_back(16)
                surface.blit(back, back.get_rect(midright=(row.right - 32, egg_y)))
                ui.text(surface, f"x{hand}", 16, (row.right - 6, egg_y), anchor="midright")

    @staticmethod
    def _row_lines(row: pygame.Rect) -> tuple[int, int, int]:
        """A player row's name line top, its eggs' line and their size: the name, the seat's
        device and the eggs stacked by their drawn heights and centred above the row's
        bevel; where Large text leaves too little room, the eggs are drawn smaller."""
        lines = ui.text_height(18) + ui.text_height(16) - 2 * ROW_LINE_OVERLAP
        room = row.height - ROW_BEVEL - 4
        egg = EGG if lines + 1 + EGG <= room else EGG - 4
        top = row.y + 2 + max(0, (room - lines - 1 - egg) // 2) - ROW_LINE_OVERLAP
        return top, top + ROW_LINE_OVERLAP + lines + 1 + egg // 2, egg

    def _eggs(self, surface, row: pygame.Rect, y: int, size: int, seat: int) -> None:
        """Eggs in the henhouse, out of the five that win, ``size`` tall on the line ``y``:
        each keeps its army's shape."""
        x = row.x + 40
        for egg in self.view["henhouses"][seat]:
            style = None if egg["owner"] < 0 else self.style(egg["owner"])
            token = art.egg_token(size, style)
            surface.blit(token, token.get_rect(center=(x, y)))
            x += size + 1
        for _ in range(len(self.view["henhouses"][seat]), R.WIN_EGGS):
            hollow = pygame.Rect(0, 0, size * 3 // 4, size - 1)
            hollow.center = (x, y)
            pygame.draw.ellipse(surface, PALETTE["text_muted"], hollow, 1)
            x += size + 1

    def _market(self, surface: pygame.Surface) -> None:
        view = self.view
        box = L.MARKET
        surface.blit(art.black_market_stall(box.width, box.height), box.topleft)
        ui.text(surface, "Black Market", 22, (box.centerx, box.y + 58), LIGHT, shadow=True)
        coin = art.sheaf_coin(22, 10)
        surface.blit(coin, coin.get_rect(midright=(box.centerx - 6, box.y + 84)))
        ui.text(
            surface,
            f"{view['market']} Sheaves",
            17,
            (box.centerx, box.y + 84),
            LIGHT,
            anchor="midleft",
            shadow=True,
            fit=box.right - 6 - box.centerx,
        )
        y, right = box.y + 114, box.right - 6
        if view["wild_price"] is not None:
            price = f"Wild {view['wild_price']}"
            at = (right, y)
            words = ui.text(surface, price, 16, at, LIGHT, anchor="midright", shadow=True)
            wild = art.egg_token(24, None)
            surface.blit(wild, wild.get_rect(midright=(words.left - 2, y)))
            right = words.left - 34
        eggs = view["eggs_for_sale"]
        if eggs:
            each = ui.text_width(f"{R.EGG_PRICE} each", 16)
            room = right - each - 6 - (box.x + 8) - 24  # for the eggs' middles
            step = min(26, room / max(1, len(eggs) - 1))  # many eggs overlap like a stack
            for index, egg in enumerate(eggs):
                token = art.egg_token(24, self.style(egg["owner"]))
                surface.blit(token, token.get_rect(center=(box.x + 20 + index * step, y)))
            at = (box.x + 20 + (len(eggs) - 1) * step + 16, y)
            ui.text(surface, f"{R.EGG_PRICE} each", 16, at, LIGHT, anchor="midleft", shadow=True)
        for slot, card in enumerate(view["faceup"]):  # one readable line per face-up card
            row = pygame.Rect(box.x + 8, box.y + 132 + slot * 34, box.width - 16, 30)
            ui.veil(surface, row, 150, SHADE)
            if card is None:
                ui.text(surface, "(empty)", 16, row.center, PALETTE["text_muted"])
                continue
            data = WEAPON_DATA[card]
            icon = art.weapon_icon(card, 24)
            surface.blit(icon, icon.get_rect(midleft=(row.x + 3, row.centery)))
            kind = "keep" if data["kind"] == "permanent" else "once"
            kept = ui.text(surface, kind, 16, (row.right - 4, row.centery), GOLD, anchor="midright")
            name_room = kept.left - row.x - 36
            at = (row.x + 30, row.centery)
            ui.text(surface, data["name"], 16, at, LIGHT, anchor="midleft", fit=name_room)
        ui.text(
            surface,
            f"Deck: {view['deck_count']} Secret Weapons",
            16,
            (box.centerx, box.bottom - 16),
            LIGHT,
            shadow=True,
            fit=box.width - 8,
        )

    # -- boards ---------------------------------------------------------------------------------

    def _board(self, surface: pygame.Surface, board: int, big: bool) -> None:
        """A farm, big or small, with what the view shows on it: one cached picture per
        place and flame frame (``board_caches``), drawn anew when what it shows changes."""
        view = self.view
        cell = L.CELL if big else L.THUMB_CELL
        slot = None if big else self.scene.table.thumb_slot(board)
        origin = L.FOCUS.topleft if big else L.thumb_origin(slot)
        image = art.board_surface(board, 10, 10, cell, self.style(board))
        burning = view["boards"][board]["hits"]
        flame = int(self.time * 8) % len(art.fire_frames(cell)) if burning else 0
        key = (image, board, ui.looks(), self._farm_key(board))
        cache = self.board_caches.get((slot, flame))
        if cache is None:
            rect = image.get_rect(topleft=origin)
            cache = self.board_caches[(slot, flame)] = PanelCache(rect)

        def paint(target: pygame.Surface) -> None:
            self._farm(target, board, slot, image, origin)

        cache.draw(surface, key, _backdrop(), paint, self.still)
        name = self.scene.match.seats[board].name
        label = f"{name}'s farm" + (" (yours)" if board == self.scene.viewer else "")
        if board == self.scene.viewer and not big:
            label = "Your farm"  # a small board's caption has room for 16 px print only so
        at = (origin[0] + cell * 6, origin[1] - 1)  # sits on the frame, grows upwards
        room = image.get_width() + 12
        ui.text(surface, label, 16, at, LIGHT, anchor="midbottom", shadow=True, fit=room)
        if big and self.scene.viewer is not None:
            self._intel(surface, board, self._cell_rect(slot))

    def _on_farm(self, board: int) -> tuple[dict, list, list]:
        """What lies on a farm: its board's view, the viewer's own units there, its fields."""
        view = self.view
        own = view.get("own_units", []) if board == self.scene.viewer else []
        return view["boards"][board], own, [f for f in view["fields"] if f["board"] == board]

    def _farm_key(self, board: int) -> Hashable:
        """What is drawn on a farm, as a key: built once per change of the shown view
        (``Shown.revision``), since a board full of craters and tiles takes a while."""
        shown = self.scene.table.shown
        stamp = (shown, shown.revision, self.scene.viewer)
        if stamp != self._farm_stamp:
            self._farm_stamp, self._farm_keys = stamp, {}
        key = self._farm_keys.get(board)
        if key is None:
            data, own, fields = self._on_farm(board)
            drawn = [data[k] for k in ("destroyed", "craters", "hits", "revealed", "targets")]
            seats = [s.style for s in self.scene.match.seats]  # a Target tile's colours
            key = self._farm_keys[board] = frozen((drawn, own, fields, seats))
        return key

    @staticmethod
    def _cell_rect(slot: int | None):
        """The screen rect of a cell of the big board (``slot`` None) or a small one."""
        if slot is None:
            return L.focus_cell
        return lambda row, col: L.thumb_cell(slot, row, col)

    def _farm(self, surface, board: int, slot, image, origin) -> None:
        """A farm's picture and what lies on it: units, craters, fires, tiles, fields."""
        cell = L.CELL if slot is None else L.THUMB_CELL
        rect = self._cell_rect(slot)
        if slot is None:
            surface.blit(image, origin)
        else:  # a thumbnail's A-J, 1-10 only picture its farm: aiming is on the big board
            with audit.decorative():
                surface.blit(image, origin)
        data, own, fields = self._on_farm(board)
        for unit in own:
            if not unit["destroyed"]:
                r, c = unit["anchor"]
                surface.blit(art.unit_tile(unit["unit"], cell), rect(r, c))
        for gone in data["destroyed"]:
            r = min(c[0] for c in gone["cells"])
            c = min(c[1] for c in gone["cells"])
            surface.blit(art.unit_tile(gone["unit"], cell, destroyed=True), rect(r, c))
        for r, c in data["craters"]:
            surface.blit(art.crater(cell, (r * 7 + c) % 3), rect(r, c))
        frames = art.fire_frames(cell)
        flicker = int(self.time * 8)
        for r, c, _ in data["hits"]:
            surface.blit(frames[(flicker + r + c) % len(frames)], rect(r, c))
        for r, c, _unit in data["revealed"]:
            surface.blit(art.sitting_duck_tile(cell), rect(r, c))
        for tile in data["targets"]:
            surface.blit(
                art.target_tile(cell, self.style(tile["owner"])), rect(tile["row"], tile["col"])
            )
        for field in fields:
            surface.blit(art.magnetic_field(cell), rect(field["row"], field["col"]))

    def _intel(self, surface, board: int, rect) -> None:
        """What this seat's Fox Spies and Crop Dusters found (only it sees this)."""
        for note in self.view.get("intel", []):
            if note.get("board") != board:
                continue
            size = WEAPON_DATA[note["card"]].get("area", [1, 1])
            area = rect(note["row"], note["col"]).unionall(
                [rect(note["row"] + size[0] - 1, note["col"] + size[1] - 1)]
            )
            pygame.draw.rect(surface, GOLD, area, 2, border_radius=4)
            result = note.get("result") or []
            words = "unit here!" if "yes" in result else "empty" if "no" in result else "spied"
            ui.text(surface, words, 16, (area.centerx, area.bottom + 10), GOLD, shadow=True)

    def _aim(self, surface: pygame.Surface) -> None:
        scene = self.scene
        decision = scene.decision()
        if decision is None:
            return
        _chips, spots = decision
        if not scene.controls.aim:
            return
        board, row, col = scene.controls.cursor
        spot = scene.controls.focused_spot(spots)
        cells = spot.cells if spot else ((row, col),)
        mark_cells(surface, cells, spot is not None)
        cursor = L.focus_cell(row, col)
        pygame.draw.rect(surface, GOLD, cursor, 3, border_radius=4)

    def _placement(self, surface: pygame.Surface) -> None:
        place = self.scene.placement
        for tile, anchor in enumerate(place.anchors):
            if anchor is not None:
                surface.blit(art.unit_tile(place.unit(tile), L.CELL), L.focus_cell(*anchor))
        if not (place.complete and place.anchors[place.current] is not None):
            reason = place.problem(place.current, place.cursor)
            ghost = art.unit_tile(place.unit(place.current), L.CELL).copy()
            ghost.set_alpha(170)
            surface.blit(ghost, L.focus_cell(*place.cursor))
            mark_cells(surface, place.cells(place.current, place.cursor), reason is None)
        pygame.draw.rect(surface, GOLD, L.focus_cell(*place.cursor), 2, border_radius=4)
        self._army_list(surface)

    def _army_list(self, surface: pygame.Surface) -> None:
        """The ten tiles to hide, in two columns of name plates on a veiled panel (its
        caption once sat on the sunset's sun, white on pale yellow): placed ones say so,
        the one in hand highlighted."""
        place = self.scene.placement
        box = L.HAND
        ui.veiled_box(surface, box, "Your army", SHADE)  # light print over the sunset, too
        for tile, anchor in enumerate(place.anchors):
            rect = L.army_plate(tile)
            colour = PALETTE["focus"] if tile == place.current else PALETTE["panel"]
            ui.panel(surface, rect, colour)
            icon = art.unit_tile(place.unit(tile), 10)
            surface.blit(icon, icon.get_rect(center=(rect.x + 30, rect.centery)))
            state = ui.text(
                surface,
                "placed" if anchor else "to place",
                16,
                (rect.right - 8, rect.centery),
                PALETTE["good"] if anchor else PALETTE["text_muted"],
                anchor="midright",
            )
            name = UNIT_NAMES[place.unit(tile)].split()[-1]  # "Granary": the plate's room
            at = (rect.x + 58, rect.centery)
            room = state.left - 6 - at[0]
            ui.text(surface, name, 16, at, anchor="midleft", fit=room)

    def _hand(self, surface: pygame.Surface) -> None:
        scene = self.scene
        if scene.placing_now() or "army" in scene.folded:  # a guide may need its room
            return
        box = L.HAND
        if self._card_in_focus(surface):  # the card a chip fires, takes or plays
            return
        hand = self.view.get("hand", []) if scene.viewer is not None else []
        title = "Your Secret Weapons" if scene.viewer is not None else "Secret Weapons: hidden"
        ui.veiled_box(surface, box, title, SHADE, 140)  # readable over the setting sun
        if scene.viewer is not None and not hand:
            ui.text(
                surface,
                "None in hand: each egg you buy brings one",
                16,
                (box.x + 10, box.y + 40),
                LIGHT,
                anchor="midleft",
                shadow=True,
            )
        self._hand_list(surface, hand)

    def _hand_list(self, surface: pygame.Surface, hand: list[str]) -> None:
        """The hand as name plates, each with its rule under it while they all fit (with
        many cards, names only): every word readable from the couch."""
        box = L.HAND
        top, bottom = box.y + 28, box.bottom - 4
        width = box.width - 20
        rules = [
            render_text(WEAPON_DATA[c]["line"], 16, LIGHT, max_width=width - 30, align="left")
            for c in hand
        ]
        with_rules = sum(22 + r.get_height() + 4 for r in rules) <= bottom - top
        rows = len(hand) if with_rules else max(1, (bottom - top) // 30)
        y = top
        for index, card in enumerate(hand[:rows]):
            if not with_rules and index == rows - 1 and len(hand) > rows:
                more = f"and {len(hand) - index} more (the rules list them all)"
                ui.text(surface, more, 16, (box.x + 10, y + 12), GOLD, anchor="midleft")
                break
            data = WEAPON_DATA[card]
            icon = art.weapon_icon(card, 24)
            surface.blit(icon, icon.get_rect(midleft=(box.x + 10, y + 12)))
            kind = "keep" if data["kind"] == "permanent" else "once"
            kept = ui.text(surface, kind, 16, (box.right - 10, y + 12), GOLD, anchor="midright")
            at, room = (box.x + 40, y + 12), kept.left - 8 - (box.x + 40)
            ui.text(surface, data["name"], 18, at, LIGHT, anchor="midleft", shadow=True, fit=room)
            y += 22
            if with_rules:
                surface.blit(rules[index], (box.x + 40, y))
                y += rules[index].get_height() + 4
            else:
                y += 8

    def _card_in_focus(self, surface: pygame.Surface) -> bool:
        """The card the focused chip fires, takes or plays, up close beside its words."""
        decision = self.scene.decision()
        if decision is None or self.scene.controls.aim:
            return False
        chips = decision[0]
        col = self.scene.controls.col
        chip = chips[col] if 0 <= col < len(chips) else None
        box = L.HAND.inflate(0, -4)
        if chip is not None and chip.card:
            data = WEAPON_DATA[chip.card]
            kind = "permanent" if data["kind"] == "permanent" else "single-use"
            image = art.weapon_card(chip.card, data["name"], data["line"], L.FOCUS_CARD, kind)
            how = "Permanent" if kind == "permanent" else "Single use, on your own turn"
            closeup.card_with_words(surface, box, image, data["name"], [data["line"], how])
            return True
        if chip is not None and chip.unit:
            unit = R.UNITS[chip.unit]
            image = art.unit_card(chip.unit, unit.name, UNIT_LINES[chip.unit], L.FOCUS_CARD)
            closeup.card_with_words(surface, box, image, unit.name, [UNIT_LINES[chip.unit]])
            return True
        return False

    def _prompt(self, surface: pygame.Surface) -> None:
        scene = self.scene
        words = scene.prompt()
        if scene.callout_on():  # in the gap above the hand, clear of the boards
            at = (L.HAND.centerx, L.HAND.y - 13)
            ui.text(surface, scene.callout, 18, at, GOLD, shadow=True, fit=L.HAND.width)
        ui.text(surface, words, 20, (L.BAND.centerx, L.PROMPT_Y), LIGHT, shadow=True)
        chips, focus = scene.chip_row()
        self.chip_rects = {}
        self.more_rects = {}
        if not chips:
            return
        room = L.BAND.width - 2 * MORE
        widths = [min(room, max(110, _label_width(label) + 28)) for label, _ in chips]
        places, before, after = chip_places(widths, max(focus, 0))
        for index, rect in places.items():
            label, enabled = chips[index]
            colour = PALETTE["focus"] if index == focus else PALETTE["panel"]
            if not enabled:
                colour = PALETTE["disabled"]
            ui.panel(surface, rect.inflate(6, 6) if index == focus else rect, colour)
            audit.choice("chips", label, rect, index == focus)
            with audit.box(rect, "chip"):
                ui.text(surface, label, 16, rect.center, fit=rect.width - 10)
            self.chip_rects[index] = rect
        rows = sorted({r.y for r in places.values()})
        if before:
            at = (L.BAND.x + 4, rows[0] + 18)
            sign = ui.text(surface, f"‹ {before} more", 16, at, GOLD, anchor="midleft", shadow=True)
            self.more_rects[min(places) - 1] = sign.inflate(12, 16)
        if after:
            at = (L.BAND.right - 4, rows[-1] + 18)
            sign = ui.text(surface, f"{after} more ›", 16, at, GOLD, anchor="midright", shadow=True)
            self.more_rects[max(places) + 1] = sign.inflate(12, 16)


def _title(round_: int, phase: str, name: str) -> str:
    """The top bar's words in a round: the round, its phase, whose turn."""
    return f"Round {round_} · {phase.capitalize()}: {name}'s turn"


def _label_width(label: str) -> int:
    return render_text(label, 16, LIGHT).get_width()


MORE = 84  # room kept at each end of the chip rows for the "more" signs


def chip_places(widths: list[int], focus: int) -> tuple[dict[int, pygame.Rect], int, int]:
    """Chips in at most ``CHIP_ROWS`` rows, paged so the focused chip is always on show.

    Returns each shown chip's rect and how many chips sit on earlier and later pages.
    """
    room = L.BAND.width - 2 * MORE
    rows: list[list[int]] = [[]]
    for index, width in enumerate(widths):  # wrap onto the next row when crowded
        if rows[-1] and sum(widths[i] + 8 for i in rows[-1]) + width > room:
            rows.append([])
        rows[-1].append(index)
    page = next(i for i, row in enumerate(rows) if focus in row) // L.CHIP_ROWS
    shown = rows[page * L.CHIP_ROWS : (page + 1) * L.CHIP_ROWS]
    places = {}
    for line, indices in enumerate(shown):
        total = sum(widths[i] for i in indices) + 8 * (len(indices) - 1)
        x = L.BAND.centerx - total // 2
        for i in indices:
            places[i] = pygame.Rect(x, L.CHIPS_Y + line * 42, widths[i], 36)
            x += widths[i] + 8
    return places, min(places), len(widths) - 1 - max(places)


def cell_under(pos: tuple[int, int]) -> tuple[int, int] | None:
    """The focus board's cell under a screen point, or None."""
    col = (pos[0] - L.FOCUS.x) // L.CELL - 1
    row = (pos[1] - L.FOCUS.y) // L.CELL - 1
    return (row, col) if 0 <= row < 10 and 0 <= col < 10 else None
