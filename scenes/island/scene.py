"""The War for Chicken Island scene: seats, privacy between human players, the controls.

Scrolls, face-down fight cards and dealt Leaders are secrets. With two or more humans
on one screen the table shows only public facts until the acting human's own device
lifts the hand-off screen; that holds inside a fight too, where the defender (or any
seat) may have to answer between the attacker's choices.
"""

from __future__ import annotations

import pygame

from ecs.input import Intent, IntentEvent
from ecs.world import SceneWorld
from game.core import Action
from game.island import actions as A
from game.island.data import DATA
from game.match import Match
from scenes import pointing
from scenes.island import defaults, paint
from scenes.island import layout as L
from scenes.island import paint_variants as V
from scenes.island.controls import STAR_NAMES, Controls, Decision
from scenes.island.table import Table
from scenes.match_scene import TOP_LINE, MatchScene, human_seats, screen_player

SAYS_SECONDS = 2.4


def public(view: dict) -> dict:
    """A seat's view with that seat's secrets taken out: what anyone at the couch may see."""
    view.update(viewer=None, hand=[], dealt=[], reserve=None)
    for piece in view.get("pieces", []):  # Pelea de Gallos: face-down tokens stay hidden
        if piece.get("token") and not piece.get("shown"):
            piece["token"] = "?"
    if view.get("pending"):
        view["pending"] = dict(view["pending"], options=[])
    if view.get("fight"):
        for card in view["fight"]["cards"]:
            if not card["shown"]:
                card["card"] = ""
    return view


class IslandScene(MatchScene):
    rules_id = "island"
    top_line = TOP_LINE
    secret_words = "Your Scrolls and face-down fight cards are private."

    def __init__(self, app, match: Match, **kwargs):
        self.callout = ""
        self.callout_time = 0.0
        self.humans = human_seats(match)
        self.controls = Controls()
        self.zoom = False  # the fight's cards drawn large (Next), for reading from the couch
        self._synced: tuple | None = None
        # whose secrets are on show: one human at the screen has nobody to hide from
        self.viewer: int | None = screen_player(match)
        super().__init__(app, match, **kwargs)
        self.painter = paint.Painter(self)

    # -- who sees what ---------------------------------------------------------------------------

    def _view(self) -> dict:
        if self.viewer is not None:
            return self.state.view(self.viewer)
        return self.state.public_view()

    def _sync(self, force: bool = False) -> None:
        key = (len(self.match.actions), self.viewer)
        if force or key != self._synced or self.table.dirty:
            self._synced = key
            self.table.dirty = False
            self.table.set_view(self._view())

    def _build_table(self) -> None:
        self.world = SceneWorld(f"island-{id(self)}")
        names = [s.name for s in self.match.seats]
        styles = [s.style for s in self.match.seats]
        self.table = Table(self.world, self._view(), self.rng, names, styles)
        self._synced = (len(self.match.actions), self.viewer)

    def _emit(self, events) -> None:
        """Each event as the screen's viewer may see it (a hidden card stays hidden)."""
        if self.on_events:
            self.on_events(events)
        for event in events:
            seen = event.seen_by(self.viewer)
            if seen is not None:
                self.queue.append(seen)

    def viewer_changed(self) -> None:
        self._sync(force=True)

    def _hide(self) -> None:
        """Take the last player's secrets off the screen at once, mid-show included."""
        self.viewer = None
        shown = public(self.table.shown.view)  # the picture on screen may lag the rules
        for banner, now in zip(shown["banners"], self.state.public_view()["banners"], strict=True):
            banner["dead_tokens"] = now["dead_tokens"]
        fight = self.table.fight
        if fight is not None:
            for card in fight.cards:
                if not card["shown"]:
                    card["card"] = ""
        self._synced = (len(self.match.actions), None)

    def perform(self, action: Action) -> bool:
        done = super().perform(action)
        nxt = self.state.current_seat()
        if done and self.private and nxt not in (self.viewer, None):
            self._hide()
        return done

    # -- flow ------------------------------------------------------------------------------------

    def update(self, dt: float) -> None:
        self.callout_time = max(0.0, self.callout_time - dt)
        self.zoom = self.zoom and self.table.fight is not None  # it closes with the fight
        self.painter.time += dt
        if self.idle() and not self.state.is_over():
            self._sync()
            seat = self._acting_human()
            if self.private and seat is not None and seat != self.viewer:
                self.hand_off(seat)
                return
            if self.private and seat is None and self.viewer is not None:
                self._hide()
                self._sync()
            if seat is not None and self._nothing_to_play(seat):
                self.perform(A.Pass())
                # said on the fight's call-out line: a toast found no room on the busy stage
                self._call_out(seat, "no card to play, passes")
                return
            step = self._next_die(seat)
            if step is not None:
                self.perform(step)
                return
        super().update(dt)

    def intent(self, event: IntentEvent) -> None:
        """Next opens the fight's close-up, while it has no other job (no choice on the
        island to switch to)."""
        self.pointed = None  # a button pressed: the mouse's tips give way to the hint bar
        if event.intent == Intent.NEXT and self.can_zoom():
            self.zoom = not self.zoom
            self.app.audio.play("click")
            return
        super().intent(event)

    def can_zoom(self) -> bool:
        decision = self.decision()
        free = decision is None or not decision.board
        return self.zoom or free and bool(self.zoom_cards())

    def zoom_cards(self) -> list[str]:
        """The fight's cards whose faces this screen may show, in the order played."""
        fight = self.table.fight
        if fight is None:
            return []
        return [
            c["card"]
            for c in fight.cards
            if c["landed"] and c["card"] and (c["shown"] or c["seat"] == self.viewer)
        ]

    def _nothing_to_play(self, seat: int) -> bool:
        """A human's card round holding only Scrolls that are never played in a fight
        (the rules pass empty hands themselves): Pass is all that is legal, so it is made
        for them. It comes after the hand-off, so the others learn no more than from a
        pass by hand; never while a replay plays back or a press waits to be played."""
        if self.drivers.replay is not None or self.state.fight is None or self.ahead:
            return False
        return self.state.legal_actions(seat) == [A.Pass()]

    def _next_die(self, seat: int | None) -> Action | None:
        """The next die of an "Add all dice" the seat chose, once the last one has shown."""
        if seat is None or not self.controls.adding or self.drivers.replay is not None:
            return None
        return self.controls.next_add(self.state.view(seat))

    def announce(self, seat: int, action: Action) -> None:
        if isinstance(action, A.PlayScroll) and self.state.fight is not None:
            words = "places a Scroll face down"  # never the card, whatever an AI says
        else:
            words = self.ai_says(seat) or self._says(action)
        if words:
            self._call_out(seat, words)

    def _call_out(self, seat: int, words: str) -> None:
        self.callout = f"{self.match.seats[seat].name}: {words}"
        self.callout_time = SAYS_SECONDS

    def _says(self, action: Action) -> str:
        """An action in words a watcher follows (never naming a card played face down)."""
        if isinstance(action, A.EndActions):
            return "ends the turn"
        if isinstance(action, A.Retrieve):
            return f"retrieves {'a chicken' if action.what == 'chicken' else action.what}"
        if isinstance(action, A.Star):
            return f"spends Stars: {STAR_NAMES.get(action.ability, action.ability)}"
        if isinstance(action, A.PlayScroll) and not self.state.fight:
            return f"plays {DATA.scrolls[action.card].name}"
        if isinstance(action, A.Pass):
            return "passes"
        if isinstance(action, A.EndBuild):
            return "skips building"
        if isinstance(action, A.LendDie):
            return "lends the attacker a die"
        return ""

    # -- choices ---------------------------------------------------------------------------------

    def rows_ready(self) -> bool:
        seat = self._acting_human()
        if seat is None or not self.idle() or self.state.is_over():
            return False
        if self.private and seat != self.viewer:
            return False
        if self._nothing_to_play(seat):
            return False  # (that pass is about to be made)
        return not (self.controls.adding and self._next_die(seat) is not None)

    def decision(self) -> Decision | None:
        if not self.rows_ready():
            return None
        return self.controls.sync(self.state, self._acting_human(), len(self.match.actions))

    def prompt(self, decision: Decision | None) -> str:
        state = self.state
        if state.is_over():
            return ""
        seat = state.current_seat()
        if decision is not None:
            return decision.prompt
        if seat is not None and not self.drivers.is_human(seat):
            return self.waiting_words(seat)
        return ""

    # -- input -----------------------------------------------------------------------------------

    def turn_input(self, seat: int, event: IntentEvent) -> None:
        if not self.rows_ready():
            return
        version = len(self.match.actions)
        result = self.controls.intent(self.state, seat, version, event.intent, self.table.layout)
        self._result(result)

    def _result(self, result) -> None:
        if result == "moved":
            self.app.audio.play("click")
        elif result == "refused":
            self.app.audio.play("back")
            self.app.toast("Nothing to do there: pick your piece or a lit hex")
        elif result is not None:
            self.app.audio.play("select")
            self.perform(result)

    def pointer(self, event: pygame.event.Event) -> None:
        """The mouse, as a bonus: hover moves the cursor, a click confirms a hex or a chip,
        a piece of yours dragged to a hex moves there (a stack moves whole; dragged with
        the right button, one piece); a click on a count of your Banner retrieves one,
        paid the likeliest way, and a right-click pays the other way (the free action
        instead of a Resource die); the mouse over a row's arrow scrolls the row, so a
        chip out of sight is one click."""
        if not self.rows_ready() or getattr(event, "pos", None) is None:
            return
        self.pointed = event.pos
        seat, version = self._acting_human(), len(self.match.actions)
        decision = self.decision()
        arrow = pointing.under(event.pos, ((i, r) for r, i in self.painter.chip_arrows))
        if arrow is not None and decision is not None and arrow < len(decision.chips):
            # over an arrow the row scrolls to the chip past it, so every chip is a click
            self.controls.focus, self.controls.col = "menu", arrow
            return
        chip = pointing.under(event.pos, enumerate(self.painter.chip_rects))
        h = self.table.layout.to_hex(*event.pos)
        on_board = L.ISLAND.collidepoint(event.pos) and h in self.controls.island_hexes()
        if on_board and decision is not None and decision.board:
            self.controls.cursor, self.controls.focus = h, "board"
        if pointing.released(event) and self.controls.dragging:
            self._drop(h if on_board else None, decision, seat, version)
            return
        up = pointing.released(event) or pointing.released(event, pointing.RIGHT)
        if up and self.controls.held:
            self._carry(h if on_board else None, decision, seat, version)
            return
        right = pointing.pressed(event, pointing.RIGHT)
        if not (pointing.pressed(event) or right):
            return
        count = self._banner_count(seat, event.pos)
        retrieve = self.controls.retrieve_of(count, other=right) if count else None
        if retrieve is not None:  # a count on your Banner: retrieve one
            self._result(retrieve)
            return
        if right:  # on your stack: a drag from here moves one piece, not the stack
            if on_board and self.controls.holds(h):
                self.controls.held, self.controls.held_one = h, True
            return
        scroll = self.painter.hand_card_at(event.pos)
        play = self.controls.scroll_of(scroll) if scroll else None
        if play is not None:  # a Scroll in your hand: play it
            self._result(play)
            return
        card = self._stock_card(event.pos)
        if card is not None and self.controls.can_build(card):  # a stock card: build it
            self._result(self.controls.start_aim(f"build:{card}"))
            self.controls.dragging = card  # released on a lit hex, it is built there
            return
        if chip is not None:
            self.controls.focus = "menu"
            self.controls.col = self.painter.chip_index[chip]
        elif not on_board:
            return
        elif self._waits(h, decision):
            self._result("moved")
            return
        elif self.controls.holds(h):  # released here a click on it, elsewhere a drag
            self.controls.held, self.controls.held_one = h, False
            return
        self._result(
            self.controls.intent(self.state, seat, version, Intent.CONFIRM, self.table.layout)
        )

    def _drop(self, h, decision: Decision | None, seat: int, version: int) -> None:
        """A stock card dragged onto a lit hex builds there: press and release, one
        gesture (a hex with several crews asks which); released elsewhere, it stays aimed."""
        self.controls.dragging = None
        if h is None or decision is None or h not in decision.targets:
            return
        self.controls.cursor = h
        self._result(
            self.controls.intent(self.state, seat, version, Intent.CONFIRM, self.table.layout)
        )

    def _carry(self, h, decision: Decision | None, seat: int, version: int) -> None:
        """Your piece pressed and released on its own hex is a click on it (it is selected,
        or the next of its stack; with a row of commands open, it closes for the piece);
        released on a hex it may move to, it moves there: one gesture. From a stack the
        drag moves the whole stack where it may go together, and one piece with the
        right button or once you picked it by clicking (``Controls.carry``). Released on
        a foe, the attacker is selected with the cursor there, for the confirming click
        an attack takes."""
        start, self.controls.held = self.controls.held, None
        if h is None or decision is None:
            return
        if h == start and self.controls.menu == "top":  # a click on it
            self._result(
                self.controls.intent(self.state, seat, version, Intent.CONFIRM, self.table.layout)
            )
            return
        self.controls.carry(start, h, self.controls.held_one)
        self.controls.cursor = h
        if h == start or self.decision().rings.get(h) != "reach":
            self._result("moved")
            return
        self._result(
            self.controls.intent(self.state, seat, version, Intent.CONFIRM, self.table.layout)
        )

    def _waits(self, h, decision: Decision) -> bool:
        """A click on a hex the selection does not reach: the one Machine that may be
        built there is aimed, or the one piece that reaches it selected, and the click
        goes on to build or move; True when it waits instead, an attack (never undone)
        asking for a confirming click."""
        if h in decision.targets or self.controls.only_build(h):
            return False
        return self.controls.only_reach(h) and self.decision().rings.get(h) == "attack"

    pointed: tuple[int, int] | None = None  # where the mouse rests, until a button is pressed

    def mouse_tips(self) -> tuple[str, ...]:
        """What the right button does where the mouse rests, which the hint bar (a pad's
        or keyboard's buttons) never says: on a count of your Banner, the other way to pay
        for a Retrieve; on your stack, a drag that moves one piece."""
        if self.pointed is None or not self.rows_ready():
            return ()
        seat, pos = self._acting_human(), self.pointed
        count = self._banner_count(seat, pos)
        if count is not None:
            ways = [c.label for c in self.controls.retrieve_ways(count)][:2]
            buttons = ("Click", "Right-click")[: len(ways)]
            return tuple(f"{how}: {way}" for how, way in zip(buttons, ways, strict=True))
        h = self.table.layout.to_hex(*pos)
        if not L.ISLAND.collidepoint(pos) or not self.controls.holds(h):
            return ()
        here = [p for p in self.controls.view["pieces"] if (p["q"], p["r"]) == h]
        if sum(p["owner"] == seat for p in here) < 2:
            return ()
        return ("Drag: move the stack", "Right-drag: move one piece")

    def _banner_count(self, seat: int, pos) -> str | None:
        """What the count under ``pos`` on ``seat``'s Banner counts, if any."""
        if V.option(self.table.shown.view, "pelea"):
            return None  # its tokens stand where the resources do
        box = L.banner_rect(self.state.players, seat)
        return next((w for w in L.BANNER_COUNTS if L.banner_count(box, w).collidepoint(pos)), None)

    def _stock_card(self, pos) -> str | None:
        """The Machine card of the stock under ``pos``, if any."""
        stock = self.table.shown.view.get("stock", [])[:6]
        return next((c for i, c in enumerate(stock) if L.stock_slot(i).collidepoint(pos)), None)

    # -- the first-time guide ---------------------------------------------------------------------

    def taking_actions(self) -> bool:
        """The Take Actions step with nothing else asked: no fight, no question pending."""
        state = self.state
        return state.stage == "actions" and state.fight is None and not state.pending

    def choice_rects(self) -> list[pygame.Rect]:
        """The chips as last painted (the focused one drawn a little larger)."""
        return [rect.inflate(6, 6) for rect in self.painter.chip_rects]

    def kept_clear(self) -> list:
        """The prompt line too ("Bot 3 is thinking..."): a toast never hides whose turn it
        is, nor the hover line saying what stands under the cursor, nor a guide the
        call-out over the island or the fight's, nor the fight's cards."""
        hover = self.painter.hover_rect()
        prompt = pygame.Rect(L.BAND.x, L.PROMPT_Y - 12, L.BAND.w, 24)
        kept = [*super().kept_clear(), prompt, *([hover] if hover is not None else [])]
        if self.table.fight is not None:  # the fight's call-out and its cards' row
            kept.append(pygame.Rect(L.FIGHT.x, L.FIGHT_CALLOUT_Y - 12, L.FIGHT.w, 24))
            kept.append(pygame.Rect(L.FIGHT.x, L.FIGHT_CARDS_Y, L.FIGHT.w, L.FIGHT_CARD[1]))
        elif self.callout_time > 0 and self.callout:  # "Player 1: plays Royal Guard"
            kept.append(pygame.Rect(L.ISLAND.x, L.CALLOUT_Y - 12, L.ISLAND.w, 24))
        return kept

    def tutorial_anchor(self, name: str) -> pygame.Rect | None:
        """Where the first-time guide may point (scenes/tutorial.py); None: not on show."""
        if name in self.folded:
            return None
        rects = self.painter.chip_rects
        if name == "chips":  # the choice chips as last painted
            return rects[0].unionall(rects[1:]) if rects else None
        if name == "choices":  # the prompt and the chips under it
            prompt = pygame.Rect(L.BAND.x, L.PROMPT_Y - 12, L.BAND.w, 24)
            return prompt.unionall(rects) if rects else None
        if name == "end":  # the End actions chip, or the chips while it is scrolled away
            decision = self.decision()
            chips = decision.chips if decision is not None else []
            for rect, index in zip(rects, self.painter.chip_index, strict=True):
                if index < len(chips) and chips[index].label == "End actions":
                    return rect
            return self.tutorial_anchor("chips")
        players, seat = self.state.players, self.state.current_seat()
        if name == "banner":  # the Banner of the seat to act: its dice, resources, tags
            return None if seat is None else L.banner_rect(players, seat)
        if name == "banners":
            return L.banner_rect(players, 0).union(L.banner_rect(players, players - 1))
        if name == "army":  # the seat's pieces, and the hexes lit for the one selected
            return self._army_rect(seat)
        places = {
            "island": L.ISLAND,
            "band": L.BAND,  # the prompt and the choices
            "stock": L.STOCK,  # the Machine stock
            "hand": L.HAND,  # the viewer's Scrolls
            "title": pygame.Rect(0, 0, L.W, L.TOP),
        }
        return places.get(name)

    def _army_rect(self, seat: int | None) -> pygame.Rect | None:
        view = self.table.shown.view
        cells = {(p["q"], p["r"]) for p in view.get("pieces", []) if p["owner"] == seat}
        decision = self.decision()
        if decision is not None and self.controls.selected:
            cells |= set(decision.targets)
        layout = self.table.layout
        size = L.hex_size(layout)
        rects = [
            pygame.Rect(0, 0, round(size * L.SQRT3), 2 * size).move_to(center=L.pixel(layout, h))
            for h in sorted(cells)
        ]
        return rects[0].unionall(rects[1:]).clip(L.ISLAND) if rects else None

    def hints(self) -> list:
        hints = [(Intent.BACK, "Back to menu")] if self.replay_ended() else []
        decision = self.decision()
        if decision is not None:
            controls = self.controls
            hints.append(((Intent.UP, Intent.DOWN, Intent.LEFT, Intent.RIGHT), "Move"))
            if controls.focus == "board":
                acting = controls.aim is None and self.state.stage == "actions"
                acting = acting and not self.state.pending and not self.state.fight
                hints.append((Intent.CONFIRM, "Select / act" if acting else "Choose"))
                if decision.chips:
                    hints.append((Intent.NEXT, "Commands"))
                if controls.selected or controls.aim:
                    hints.append((Intent.BACK, "Other piece" if self._guess_left() else "Cancel"))
            else:
                hints.append((Intent.CONFIRM, "Choose"))
                if controls.menu != "top" or controls.pick or controls.aim:
                    hints.append((Intent.BACK, "Back"))
                elif decision.board:
                    hints.append((Intent.NEXT, "Island"))
        hints += self.undo_hint()
        if self.can_zoom():
            hints.append((Intent.NEXT, "Close cards" if self.zoom else "Read cards"))
        hints += [(Intent.FAST, "Fast"), (Intent.INFO, "Rules"), (Intent.MENU, "Menu")]
        hints += [(Intent.HISTORY, "History")]
        return hints

    def _guess_left(self) -> bool:
        """Back on the piece picked for you picks the next likeliest, while one is left."""
        controls = self.controls
        if not controls.auto or controls.aim:
            return False
        order = defaults.piece_order(controls.legal, controls.pieces())
        pid, _ = controls.selected_piece()
        return any(pid in ids for _, ids, _ in order[:-1])

    def ticker_rect(self):
        return None if self.table.fight is not None else L.TICKER

    def draw(self, surface, alpha: float) -> None:
        if self.idle():
            self._sync()
        self.painter.draw(surface, alpha)
        self.draw_ticker(surface)
