"""Drawing the Zombie Chickens table: supply, Farm, players, the card at the gate, hand.

Everything here reads the table's ``shown`` picture (never the rules state ahead of
the animations) and the controls' rows, and draws nothing a seat may not see.
"""

from __future__ import annotations

from functools import cache

import pygame

from ecs import art, audit
from ecs.fonts import wrap
from ecs.input import Intent
from ecs.palette import PALETTE, PLAYER_STYLES
from ecs.panel_cache import PanelCache, frozen
from ecs.sized_cache import sized_cache
from game.zombie import actions as A
from game.zombie import cards as C
from scenes import closeup, ui
from scenes.words import count
from scenes.zombie import faces
from scenes.zombie import layout as L
from scenes.zombie.controls import CHIPS, FARM, HAND

UP = (Intent.UP,)
GOLD = PALETTE["gold"]
LIGHT = PALETTE["text_light"]
SHADE = (24, 16, 30)  # the veil baked under the supply and the side panel: a violet dusk
HALVES = {"morning": "Morning", "afternoon": "Afternoon"}  # co-op's one "day" turn: no half
HEART_STEP = 15  # a life's heart and the gap to the next


@cache
def _backdrops() -> tuple[pygame.Surface, pygame.Surface]:
    """Day and Night farms with the supply and side panels' shade baked in: one opaque blit."""
    pictures = []
    for night in (False, True):
        picture = art.farm_backdrop(L.W, L.H, night, tuple(map(tuple, L.STARLESS))).copy()
        for rect in (L.SUPPLY, L.SIDE):
            ui.veil(picture, rect, 110, SHADE)
        pictures.append(picture.convert())
    return pictures[0], pictures[1]


def _glow(surface: pygame.Surface, centre, width: int, colour, thick: int = 4) -> None:
    rect = pygame.Rect(0, 0, width + 10, L.card_height(width) + 10)
    rect.center = centre
    pygame.draw.rect(surface, colour, rect, thick, border_radius=10)


SIDE_HEADER = pygame.Rect(L.SIDE.x, L.SIDE.y, L.SIDE.width, 34)  # above the seat rows


class Painter:
    def __init__(self, scene):
        self.scene = scene
        self.side_cache = PanelCache(SIDE_HEADER)
        self.row_caches: dict[tuple, PanelCache] = {}  # (players, seat): one per side row
        self.supply_cache = PanelCache(L.SUPPLY)

    @property
    def shown(self):
        return self.scene.table.shown

    def draw(self, surface: pygame.Surface, alpha: float) -> None:
        scene, table = self.scene, self.scene.table
        dx, dy = table.shake_offset()
        day, night = _backdrops()
        level = table.night_level
        backdrop = night if level >= 0.5 else day
        surface.blit(backdrop, (dx, dy))
        if 0.0 < level < 1.0:
            other = day if level >= 0.5 else night
            other.set_alpha(round(255 * (1 - level if level >= 0.5 else level)))
            surface.blit(other, (dx, dy))
            other.set_alpha(None)
        rows = scene.rows()
        self._top_bar(surface)
        still = (dx, dy) == (0, 0) and level in (0.0, 1.0)
        self.supply_cache.draw(surface, self._supply_key(), backdrop, self._supply, still)
        self._side(surface, backdrop, still)
        self._farm(surface, rows)
        self._reveal(surface)
        with audit.decorative():  # a card in flight is read where it lands (and the banners
            scene.world.render(surface, alpha, (dx, dy))  # are far above the size rule)
        ui.flash(surface, table.flash, table.flash_colour)
        self._prompt(surface, rows)
        self._hand(surface, rows)
        if scene.zoom:
            self._zoom(surface)
        if scene.replay_ended():
            box = pygame.Rect(0, 0, 520, 70)
            box.center = (L.CENTRE.centerx, L.PROMPT_Y)
            ui.panel(surface, box)
            ui.text(surface, "End of the saved game", 30, box.center)
        if scene.speed > 1:
            ui.text(surface, ">> FAST", 24, (L.W - 14, 14), GOLD, anchor="topright", shadow=True)

    # -- the parts --------------------------------------------------------------------------------

    def _top_bar(self, surface: pygame.Surface) -> None:
        shown, seats = self.shown, self.scene.match.seats
        words = self.header()
        rect = ui.text(surface, words, 32, (L.CENTRE.centerx, 30), LIGHT, shadow=True)
        style = PLAYER_STYLES[seats[self.header_seat()].style]
        if not shown.over and (shown.phase != "day" or shown.half):  # a seat's own line
            badge = art.shape_badge(style.shape, style.colour, 34)
            surface.blit(badge, badge.get_rect(midright=(rect.left - 10, rect.centery)))
        goal = self._goal()
        ui.text(surface, goal, 17, (14, 30), PALETTE["text_light"], anchor="midleft", shadow=True)

    def header(self) -> str:
        """The top line: whose turn in which part of the Day, or whose Night it is."""
        shown, seats = self.shown, self.scene.match.seats
        if shown.over:
            if shown.title:
                return shown.title
            if shown.winner is not None:
                return f"{seats[shown.winner].name} is the last farmer standing!"
            return "The zombies win"
        if shown.phase == "day" and not shown.half:
            return f"Day {shown.day} begins"  # the sunrise, before the first turn
        if shown.phase == "day":
            half = f" · {HALVES[shown.half]}" if shown.half in HALVES else ""
            return f"Day {shown.day}{half}: {seats[shown.seat].name}'s turn"
        return f"Night {shown.night}: {seats[self.header_seat()].name} at the gate"

    def header_seat(self) -> int:
        """The seat the header names: the Day's player, or whoever is at the gate."""
        return self.shown.seat if self.shown.phase == "day" else self.scene.gate_seat()

    def _goal(self) -> str:
        state = self.scene.state
        if state.mode == "competitive":
            return "Versus: last one standing"
        who = "Solo" if state.mode == "solo" else "Co-op"
        return f"{who}: survive Night {state.end_night}"

    def _supply_key(self) -> tuple:
        """Every value the supply shows: its piles' sizes and tops, the face-up pair."""
        shown, table = self.shown, self.scene.table
        piles = (shown.day_deck, shown.night_deck, shown.life_discard)
        tops = (table.day_discard_top(), table.night_discard_top())
        discards = (len(shown.day_discard), len(shown.night_discard))
        face_up = [(card, card in table.in_flight) for card in shown.face_up]
        return ui.looks(), frozen((piles, tops, discards, face_up))

    def _supply(self, surface: pygame.Surface) -> None:
        shown, table = self.shown, self.scene.table
        day_back = faces.back("day", L.SMALL) if shown.day_deck else None
        night_back = faces.back("night", L.SMALL) if shown.night_deck else None
        life = art.life_card(L.SMALL) if shown.life_discard else None
        day_top, night_top = table.day_discard_top(), table.night_discard_top()
        piles = (
            (L.DAY_DECK, day_back, "Day deck", shown.day_deck),
            (L.DAY_DISCARD, _face("day", day_top), "Discard", len(shown.day_discard)),
            (L.NIGHT_DECK, night_back, "Night deck", shown.night_deck),
            (L.NIGHT_DISCARD, _face("night", night_top), "Discard", len(shown.night_discard)),
            (L.LIFE_DISCARD, life, "Lives lost", shown.life_discard),
        )
        for centre, image, label, size in piles:
            self._pile(surface, centre, image, label, size)
        for slot, card in zip(L.FACE_UP, shown.face_up, strict=False):
            if card not in table.in_flight:
                with audit.decorative():  # Next's close-up shows the face-up pair large
                    surface.blit(faces.day_face(card, L.SMALL), L.card_rect(slot, L.SMALL))
        ui.text(
            surface,
            "Face up",
            17,
            (L.SUPPLY.centerx, L.FACE_UP[0][1] + L.card_height(L.SMALL) // 2 + 12),
            PALETTE["text_light"],
            shadow=True,
        )

    def _pile(self, surface, centre, image, label: str, count: int) -> None:
        """A pile with its size on a chip, so nobody has to count cards."""
        rect = L.card_rect(centre, L.SMALL)
        if image is None:
            pygame.draw.rect(surface, LIGHT, rect, 2, border_radius=8)
        else:
            with audit.decorative():  # a back's or Life card's banner is art (named below);
                surface.blit(image, rect)  # a top card's words, Next's close-up shows large
        chip = pygame.Rect(0, 0, 34, 22)
        chip.center = (rect.right - 6, rect.top - 6)  # above the card: clear of its title
        pygame.draw.rect(surface, PALETTE["panel_dark"], chip, border_radius=8)
        ui.text(surface, str(count), 16, chip.center, LIGHT, fit=chip.width - 4)
        below = (centre[0], rect.bottom + 11)
        ui.text(surface, label, 16, below, LIGHT, shadow=True, fit=L.SUPPLY.width // 2 - 4)

    def _side(self, surface: pygame.Surface, backdrop: pygame.Surface, still: bool) -> None:
        """The side panel's heading, then each seat's row, each its own cached picture: a
        move changes one row, and only that row is drawn anew (the whole panel took a
        millisecond or two, in one frame out of thirty)."""
        shown, scene = self.shown, self.scene
        heading = (ui.looks(), shown.mode, shown.lives[0] if shown.mode != "competitive" else 0)
        self.side_cache.draw(surface, heading, backdrop, self._side_heading, still)
        for seat, spec in enumerate(scene.match.seats):
            part = self.row_caches.get((shown.players, seat))
            if part is None:
                part = PanelCache(L.side_row(shown.players, seat))
                self.row_caches[(shown.players, seat)] = part
            part.draw(
                surface,
                self._row_key(seat, spec),
                backdrop,
                lambda target, seat=seat, spec=spec: self._seat_row(target, seat, spec),
                still,
            )

    def _row_key(self, seat: int, spec) -> tuple:
        """Every value a seat's row shows, so its picture is drawn anew when one changes."""
        shown, table = self.shown, self.scene.table
        competitive = shown.mode == "competitive"
        glance = table.focus_farm() != seat and competitive  # its mini Farm is shown
        hand_open = not competitive and seat in table.open_hands and seat != table.hand_seat
        return ui.looks(), frozen(
            (
                (shown.mode, shown.players, seat == shown.seat and not shown.over),
                (shown.alive[seat], shown.lives[seat] if competitive else 0),
                len(shown.hands[seat]),
                (shown.piles[seat] if competitive else 0, shown.farms[seat] if glance else ()),
                shown.hands[seat] if hand_open else (),
                (spec.name, spec.style, spec.kind, spec.level),
                None if spec.is_ai else self.scene.device_name(seat),
            )
        )

    def _side_heading(self, surface: pygame.Surface) -> None:
        shown = self.shown
        if shown.mode != "competitive":
            lives = shown.lives[0]
            said = ui.text(
                surface,
                f"{'Lives' if shown.mode == 'solo' else 'Shared lives'}: {lives}",
                20,
                (L.SIDE.x + 10, L.SIDE.y + 16),
                PALETTE["text_light"],
                anchor="midleft",
                shadow=True,
                fit=L.SIDE.w - 20,
            )
            room = L.SIDE.right - 12 - (said.right + 8)  # the hearts never touch the number
            shown_hearts = lives if lives * HEART_STEP <= room else min(lives, 1)
            self._hearts(surface, (L.SIDE.right - 12, L.SIDE.y + 16), shown_hearts, "midright")
        else:
            ui.text(
                surface,
                "Farmers",
                20,
                (L.SIDE.centerx, L.SIDE.y + 16),
                PALETTE["text_light"],
                shadow=True,
            )

    def _seat_row(self, surface: pygame.Surface, seat: int, spec) -> None:
        shown = self.shown
        row = L.side_row(shown.players, seat)
        active = seat == shown.seat and not shown.over
        colour = PALETTE["focus"] if active else PALETTE["panel"]
        if not shown.alive[seat]:
            colour = PALETTE["disabled"]
        ui.panel(surface, row, colour)
        style = PLAYER_STYLES[spec.style]
        badge = art.shape_badge(style.shape, style.colour, 28)
        surface.blit(badge, badge.get_rect(topleft=(row.x + 6, row.y + 6)))
        who = f"AI {spec.level}" if spec.is_ai else self.scene.device_name(seat)
        muted = PALETTE["text_muted"]
        hand = f"Hand {len(shown.hands[seat])}"
        top, left = row.y + 15, row.x + 40
        hand_rect = ui.text(surface, hand, 16, (row.right - 8, top), muted, anchor="midright")
        room = hand_rect.left - 8 - left
        ui.text(surface, spec.name, 19, (left, top), anchor="midleft", fit=room)
        line2, room = row.y + 41, row.right - 8 - left
        if shown.mode == "competitive":  # lives as a heart and a number: room for the device
            if shown.alive[seat]:
                lives = ui.text(surface, str(shown.lives[seat]), 16, (row.right - 8, line2),
                                anchor="midright")  # fmt: skip
                icon = _heart(14)
                surface.blit(icon, icon.get_rect(midright=(lives.left - 3, lives.centery)))
                room = lives.left - 17 - 8 - left
            else:
                out = ui.text(surface, "Out", 16, (row.right - 8, line2), PALETTE["bad"],
                              anchor="midright")  # fmt: skip
                room = out.left - 8 - left
        ui.text(surface, who, 16, (left, line2), muted, anchor="midleft", fit=room)
        if shown.mode == "competitive":
            if shown.piles[seat]:
                back = faces.back("night", 22)
                spot = self.scene.table.pile_spot(seat)
                with audit.decorative():  # the back's banner is art: the count beside says it
                    surface.blit(back, back.get_rect(center=spot))
                ui.text(
                    surface, f"x{shown.piles[seat]}", 16, (spot[0] - 14, spot[1]), anchor="midright"
                )
            if seat != self.scene.table.focus_farm():
                self._mini_farm(surface, row, shown.farms[seat])
        elif seat in self.scene.table.open_hands and seat != self.scene.table.hand_seat:
            self._mini_hand(surface, row, shown.hands[seat])

    def _hearts(self, surface, anchor, count: int, side: str) -> None:
        icon = _heart(14)
        x, y = anchor
        step = HEART_STEP if side == "midleft" else -HEART_STEP
        for i in range(count):
            surface.blit(icon, icon.get_rect(center=(x + step * i + step // 2, y)))

    def _mini_farm(self, surface, row: pygame.Rect, farm) -> None:
        """A glance at another Farm: one icon per stack, with its card count beside it, as
        far as the row has room left of the Night pile (then how many more stacks)."""
        x, y = row.x + 8, row.bottom - 14
        end = row.right - 64  # the Night pile and its count sit at the row's right end
        for index, stack in enumerate(farm):
            kind = C.working_as([C.DAY[c] for c in stack]) or C.DAY[stack[0]]
            number = str(len(stack)) if len(stack) > 1 else ""
            wide = 20 + (ui.text_width(number, 16) + 2 if number else 0)
            if x + wide > end - 28 * (index < len(farm) - 1):
                ui.text(surface, f"+{len(farm) - index}", 16, (x, y), anchor="midleft")
                return
            icon = art.card_icon(kind, 18)
            if not C.working_as([C.DAY[c] for c in stack]):
                icon = _faded(kind, 18)
            surface.blit(icon, icon.get_rect(midleft=(x, y)))
            if number:
                ui.text(surface, number, 16, (x + 20, y), anchor="midleft")
            x += wide + 2

    def _mini_hand(self, surface, row: pygame.Rect, hand: list[int]) -> None:
        x = row.x + 14
        for card in hand:
            icon = art.card_icon(C.DAY[card], 20)
            surface.blit(icon, icon.get_rect(center=(x, row.bottom - 14)))
            x += 24

    def _farm(self, surface: pygame.Surface, rows) -> None:
        shown, scene, table = self.shown, self.scene, self.scene.table
        farm_index = table.focus_farm()
        farm = shown.farms[farm_index]
        if shown.mode == "competitive":
            title = f"{scene.match.seats[farm_index].name}'s Farm"
        else:
            title = "The Farm"
        ui.text(
            surface,
            title,
            24,
            (L.CENTRE.x + 16, L.CENTRE.y + 18),
            PALETTE["text_light"],
            anchor="midleft",
            shadow=True,
        )
        if not farm and (rows is None or not rows.farm):
            ui.text(
                surface,
                "No defences yet",
                22,
                (L.CENTRE.x + 130, L.FARM_TOP + 60),
                PALETTE["text_light"],
                shadow=True,
            )
        can_stop = self._stoppers(farm)
        focus = scene.controls.focused(rows) if rows is not None else None
        picked = scene.controls.picked if rows is not None else None
        chip = focus[1] if focus and focus[0] == CHIPS else None
        width = L.farm_card_width(len(farm))
        for i, stack in enumerate(farm):
            for depth, card in enumerate(stack):
                if card in table.in_flight:
                    continue
                centre = L.farm_card_centre(len(farm), i, depth)
                if card == picked and scene.controls.mode == "move":
                    centre = (centre[0], centre[1] - 14)
                with audit.decorative():  # Next's close-up shows every Farm card large
                    surface.blit(faces.day_face(card, width), L.card_rect(centre, width))
            if stack:
                top = L.farm_card_centre(len(farm), i, 0)
                if i in can_stop:
                    _glow(surface, top, width, PALETTE["good"])
                if chip is not None and i in (chip.stack, chip.shield):
                    _glow(surface, top, width, GOLD, 6)
        on_top = rows is not None and scene.controls.mode in ("place", "move")
        self._stack_labels(surface, farm, on_top)
        if rows is None:
            return
        for item in rows.farm:
            if isinstance(item, tuple):
                self._slot(surface, farm, item[1], focus == (FARM, item))
            elif focus == (FARM, item):
                stack = next(s for s in farm if item in s)
                centre = L.farm_card_centre(len(farm), farm.index(stack), stack.index(item))
                _glow(surface, centre, width, GOLD, 5)

    def _stoppers(self, farm) -> set[int]:
        revealed = self.shown.revealed
        if revealed is None or C.NIGHT[revealed].is_event:
            return set()
        traits = C.NIGHT[revealed].traits
        return {i for i, s in enumerate(farm) if C.stops([C.DAY[c] for c in s], traits)}

    def _stack_labels(self, surface, farm, on_top: bool) -> None:
        """What each stack of two or more cards works as, in 16 px lines on one row under
        the whole Farm ("Shotgun", "+ 2 Ammo"): nobody reads the fan card by card. Labels too
        wide for their stack take turns on two rows, so each may spread over its neighbours."""
        labelled = {i: stack_lines(s) for i, s in enumerate(farm) if _labelled(s)}
        room = round(L.stack_spacing(len(farm))) - 4
        widths = [ui.text_width(line, 16) for lines in labelled.values() for line in lines]
        staggered = any(w > room for w in widths)
        banner = self.scene.table.banner_band()
        for i, lines in labelled.items():
            top = L.farm_card_centre(len(farm), i, 0)
            y = stack_labels_top(farm, on_top) + (i % 2) * 40 * staggered
            for row, line in enumerate(lines):
                centre = (top[0], y + 9 + row * 18)
                if banner is None or not banner.collidepoint(centre[0], centre[1] + 9):
                    ui.text(surface, line, 16, centre, LIGHT, shadow=True)  # (back once the
                    # banner over the table has gone)

    def _slot(self, surface, farm, stack: int, focused: bool) -> None:
        depth = len(farm[stack]) if stack < len(farm) else 0
        centre = L.farm_card_centre(len(farm), stack, depth)
        width = L.farm_card_width(len(farm))
        rect = L.card_rect(centre, width)
        colour = GOLD if focused else PALETTE["text_light"]
        pygame.draw.rect(surface, colour, rect, 5 if focused else 2, border_radius=10)
        if stack >= len(farm):
            bottom = (rect.centerx, rect.bottom + 12)
            ui.text(surface, "New stack", 16, bottom, colour, shadow=True, fit=rect.width + 8)
        picked = self.scene.controls.picked
        if focused and picked is not None and picked not in self.scene.state.hands[self.shown.seat]:
            return
        if focused and picked is not None:
            ghost = faces.day_face(picked, width).copy()
            ghost.set_alpha(150)
            with audit.decorative():  # the card being placed: Next's close-up shows it large
                surface.blit(ghost, rect)

    def _reveal(self, surface: pygame.Surface) -> None:
        shown = self.shown
        card = shown.revealed if shown.revealed is not None else shown.event_card
        if card is None or self.scene.table.busy() and card == shown.event_card:
            return
        image = faces.night_face(card, L.BIG_CARD)
        with audit.decorative():  # the Zoom key shows this card large at any time
            surface.blit(image, L.card_rect(L.REVEAL, L.BIG_CARD))
        if not self.scene.show_legend or C.NIGHT[card].is_event:
            return
        y = L.REVEAL[1] + L.card_height(L.BIG_CARD) // 2 + 12
        for trait in C.NIGHT[card].traits:
            icon = art.trait_icon(trait, 20)
            surface.blit(icon, icon.get_rect(midleft=(L.SIDE.x + 6, y)))
            ui.text(
                surface,
                C.TRAITS[trait],
                16,
                (L.SIDE.x + 30, y),
                PALETTE["text_light"],
                anchor="midleft",
                shadow=True,
                fit=L.LEGEND_ROOM,
            )
            y += 21

    def _zoom(self, surface: pygame.Surface) -> None:
        """The card in focus, large, on the half of the table away from it (traits beside a
        zombie): every word on it readable from the couch."""
        scene = self.scene
        box = scene.zoom_box()
        if box is None:
            return
        deck, card, _ = scene.zoom_card()
        image = faces.day_face(card, L.ZOOM) if deck == "day" else faces.night_face(card, L.ZOOM)
        traits = () if deck == "day" or C.NIGHT[card].is_event else C.NIGHT[card].traits
        if scene.browsed is not None:  # stepped to with Next: the card shown is marked
            spot = next(r for d, c, r in scene.card_spots() if (d, c) == scene.browsed)
            pygame.draw.rect(surface, GOLD, spot.inflate(10, 10), 5, border_radius=10)
        beside = closeup.draw(surface, box, [image])
        left, y = beside.x + 6, box.y + 40
        for trait in traits:
            icon = art.trait_icon(trait, 32)
            surface.blit(icon, icon.get_rect(midleft=(left, y)))
            words = f"{trait.capitalize()}: {C.TRAITS[trait]}"
            width = box.right - left - 54
            ui.text(surface, words, 20, (left + 40, y - 12), LIGHT, anchor="topleft", fit=width)
            y += 64

    def _prompt(self, surface: pygame.Surface, rows) -> None:
        scene = self.scene
        words = "" if "prompt" in scene.folded else self._prompt_words(rows)
        if (
            scene.callout_time > 0 and "prompt" not in scene.folded
        ):  # a guide speaks instead  # a long one takes a second line above, never smaller print
            lines = wrap(scene.callout, 20, L.CHIP_ROW.width)
            for row, line in enumerate(reversed(lines)):
                centre = (L.CENTRE.centerx, L.PROMPT_Y - 26 - row * 24)
                ui.text(surface, line, 20, centre, GOLD, shadow=True)
        if words:
            centre = (L.CENTRE.centerx, L.PROMPT_Y)
            ui.text(surface, words, 22, centre, LIGHT, shadow=True, fit=L.CHIP_ROW.width)
        if rows is None or not rows.chips:
            return
        placed, before, after = chip_layout(rows.chips, scene.controls.col, scene.controls.row)
        focus = scene.controls.focused(rows)
        for chip, rect in placed:
            focused = focus == (CHIPS, chip)
            colour = PALETTE["focus"] if focused else PALETTE["panel"]
            if not chip.enabled:
                colour = PALETTE["disabled"]
            ui.panel(surface, rect, colour)
            if focused:  # more than a colour: a dark outline and pointers either side
                ring = rect.inflate(6, 6)
                pygame.draw.rect(surface, PALETTE["outline"], ring, 3, border_radius=12)
            label = f"› {chip.label} ‹" if focused else chip.label
            audit.choice("chips", chip.label, rect, focused)
            ui.text(surface, label, CHIP_TEXT, rect.center, fit=rect.width - 12)
        for hidden, side in ((before, "left"), (after, "right")):
            if hidden:
                self._more_sign(surface, hidden, side)

    def _more_sign(self, surface: pygame.Surface, hidden: int, side: str) -> None:
        """A sign at the row's start ("< 2 more") or end ("3 more >"): the row goes on."""
        rect = pygame.Rect(0, 0, L.MORE, 40)
        if side == "left":
            rect.midleft = (L.CHIP_ROW.left, L.CHIP_ROW.centery)
        else:
            rect.midright = (L.CHIP_ROW.right, L.CHIP_ROW.centery)
        ui.panel(surface, rect, PALETTE["panel_dark"])
        words = f"< {hidden} more" if side == "left" else f"{hidden} more >"
        ui.text(surface, words, 16, rect.center, LIGHT, fit=rect.width - 8)

    def _device(self) -> str:
        """The acting player's device, so the prompt names their own keys."""
        return self.scene.hint_device() or self.scene.app.last_device

    def _prompt_words(self, rows) -> str:
        scene, state = self.scene, self.scene.state
        if state.is_over() or not scene.idle():
            return ""
        seat = state.current_seat()
        if rows is None:
            return scene.waiting_words(seat) if not scene.drivers.is_human(seat) else ""
        mode = scene.controls.mode
        if mode == "place":
            can_discard = A.Discard(scene.controls.picked) in scene.controls.legal
            return "Where does it go? Pick a stack" + (" (or discard it)." if can_discard else ".")
        if mode == "move":
            return "Move it to which stack?"
        if mode == "offer":
            confirm = scene.app.router.button_label(self._device(), Intent.CONFIRM)
            return f"Pick the cards to offer ({confirm} marks a card)."
        if state.step == "answer":
            return scene.offer_words()
        if state.step == "draw":
            if not rows.farm:
                return "Draw 2 cards to end your turn."
            up = ui.direction_keys(scene.app, self._device(), UP)
            return f"Draw 2 cards to end your turn ({up}: rearrange your Farm first)."
        if state.step in ("discard", "place"):
            left = 2 - state.placed
            extra = " You may first discard one." if state.step == "discard" else ""
            return f"Place {count(left, 'more card')} on the Farm.{extra}"
        if state.step == "flip":
            pile = state.piles[state.holder(seat)]
            return f"Flip your next Night card ({len(pile)} left tonight)."
        if state.step == "defend":
            zombie = C.NIGHT[state.revealed]
            traits = ", ".join(t.capitalize() for t in zombie.traits)
            return f"A {zombie.name} attacks! ({traits}) Choose a defence."
        if state.step == "scrap":
            left = state.scrap_queue[0][1]
            return f"Discard {count(left, 'card')} from the Farm."
        return ""

    def _hand(self, surface: pygame.Surface, rows) -> None:
        shown, table, scene = self.shown, self.scene.table, self.scene
        seat = table.hand_seat if table.hand_seat is not None else shown.seat
        hand = shown.hands[seat]
        face_up = table.face_visible(seat)
        focus = scene.controls.focused(rows) if rows is not None else None
        marked = scene.controls.marked if rows is not None else []
        placing = rows is not None and scene.controls.mode == "place"
        picked = scene.controls.picked if placing else None
        owner = f"{scene.match.seats[seat].name[:14]}'s" if face_up else "Hidden"
        for row, words in enumerate((owner, "hand")):  # in the margin right of the cards
            centre = (L.CENTRE.right - 10, L.HAND_Y + row * 20)
            ui.text(surface, words, 16, centre, LIGHT, anchor="midright", shadow=True)
        for index, card in enumerate(hand):
            if card in table.in_flight:
                continue
            x, y = L.hand_card_centre(len(hand), index)
            lifted = card == picked or card in marked or focus == (HAND, card)
            if lifted:
                y -= L.LIFT
            image = faces.day_face(card, L.HAND_CARD) if face_up else faces.back("day", L.HAND_CARD)
            if rows is not None and face_up and rows.hand and card not in rows.hand:
                image = _dimmed(card)
            with audit.decorative():  # Next's close-up shows a card on show large; a back's
                surface.blit(image, L.card_rect((x, y), L.HAND_CARD))  # banner is art
            if focus == (HAND, card):
                _glow(surface, (x, y), L.HAND_CARD, GOLD, 5)
            elif card in marked:
                _glow(surface, (x, y), L.HAND_CARD, PALETTE["good"], 5)


CHIP_TEXT = 18


def chip_layout(chips: list, col: int, row: str) -> tuple[list, int, int]:
    """Where each chip on show sits: ([(chip, rect)], chips hidden before, chips after).

    The row pages along with the cursor, so the focused chip is always on screen.
    Every label is measured with its pointers, so focusing one never moves the row.
    """
    widths = [max(140, ui.text_width(f"› {c.label} ‹", CHIP_TEXT) + 24) for c in chips]
    pages = L.chip_pages(widths)
    focus = col if row == CHIPS else 0
    page = next(p for p in pages if focus in p or p is pages[-1])
    shown = [widths[i] if len(pages) == 1 else min(widths[i], L.PAGE_ROOM) for i in page]
    total = sum(shown) + L.CHIP_GAP * (len(shown) - 1)
    x = L.CHIP_ROW.centerx - total // 2
    placed = []
    for index, width in zip(page, shown, strict=True):
        placed.append((chips[index], pygame.Rect(x, L.CHIP_ROW.y, width, L.CHIP_ROW.height)))
        x += width + L.CHIP_GAP
    return placed, page[0], len(chips) - page[-1] - 1


def _labelled(stack: list[int]) -> bool:
    return len(stack) > 1 or C.working_as([C.DAY[c] for c in stack]) == "hay"


def stack_lines(stack: list[int]) -> list[str]:
    """A stack's label in lines: "Shotgun" over "+ 2 Ammo", "2 Hay Bales" over "(wall
    needs 3)"."""
    words = faces.describe_stack(stack)
    head, plus, rest = words.partition(" + ")
    if not plus:
        head, plus, rest = words.partition(" (")
        return [head, f"({rest}"] if plus else [head]
    return [head, f"+ {rest}"]


def stack_labels_top(farm, on_top: bool) -> int:
    """The top of the stack labels' row: under the deepest stack (and the slot on top of it
    while a card is being placed), with room for the "New stack" label."""
    deepest = max((len(stack) for stack in farm), default=1) - 1 + on_top
    width = L.farm_card_width(len(farm))
    return L.FARM_TOP + L.card_height(width) + L.fan_offset(deepest) + 4 + 18 * on_top


def _face(deck: str, card: int | None) -> pygame.Surface | None:
    """A discard pile's top card, small, or None for an empty pile."""
    if card is None:
        return None
    return faces.day_face(card, L.SMALL) if deck == "day" else faces.night_face(card, L.SMALL)


@sized_cache
def _heart(size: int) -> pygame.Surface:
    return art.shape_badge("heart", PALETTE["bad"], size)


@sized_cache
def _faded(kind: str, size: int) -> pygame.Surface:
    icon = art.card_icon(kind, size).copy()
    icon.set_alpha(110)
    return icon


@sized_cache
def _dimmed(card: int) -> pygame.Surface:
    image = faces.day_face(card, L.HAND_CARD).copy()
    image.fill((120, 120, 120, 255), special_flags=pygame.BLEND_RGBA_MULT)
    return image
