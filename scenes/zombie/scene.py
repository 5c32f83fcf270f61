"""The Zombie Chickens scene: seats, privacy between human players, and the controls."""

from __future__ import annotations

import pygame

from ecs.input import Intent, IntentEvent
from ecs.world import SceneWorld
from game.core import Action
from game.match import Match
from game.zombie import actions as A
from game.zombie import cards as C
from scenes import pointing
from scenes.match_scene import MatchScene, human_seats, screen_player
from scenes.words import a, count
from scenes.zombie import layout as L
from scenes.zombie import mouse, paint
from scenes.zombie.controls import CHIPS, FARM, HAND, Controls
from scenes.zombie.table import Table

AI_SAYS_SECONDS = 2.6


class ZombieScene(MatchScene):
    """Plays one match of Zombie Chickens in any mode."""

    rules_id = "zombie"

    def __init__(self, app, match: Match, **kwargs):
        self.viewer: int | None = None  # the human whose hand is on show after a hand-off
        self.callout = ""
        self.callout_time = 0.0
        self.zoom = False  # the card in focus drawn large, for reading from the couch
        self.browsed: tuple[str, int] | None = None  # (deck, card) Next stepped to, else None
        self.dragging: int | None = None  # the decision a card pressed by the mouse was picked in
        names = [seat.name for seat in match.seats]
        self.controls = Controls(names, lambda seat: self.drivers.advise(seat))
        self.humans = human_seats(match)
        super().__init__(app, match, **kwargs)
        self.show_legend = app.settings.odds_panels
        self.painter = paint.Painter(self)

    # -- who may see what -----------------------------------------------------------------------

    @property
    def private(self) -> bool:
        """Whether a hand must be hidden from the others on the couch."""
        return len(self.humans) >= 2 and not self.state.open_hands and self.drivers.replay is None

    def _show_hands(self) -> None:
        """Tell the table whose cards it may draw face up."""
        table = self.table
        every = set(range(self.state.players))
        if self.drivers.replay is not None:  # a replay shows every hand, or none (reveal_all)
            shown = self.reveal_all
            table.hand_seat = table.shown.seat if shown else None
            table.open_hands = every if shown else set()
        elif not self.humans:
            table.hand_seat, table.open_hands = table.shown.seat, every  # nobody to hide from
        elif self.state.open_hands:
            table.hand_seat = self._acting_human() or self.humans[0]
            table.open_hands = every
        elif not self.private:  # a lone phone player's hand stays on the phone
            table.hand_seat, table.open_hands = screen_player(self.match), set()
        else:  # only the human at the screen for their own Day decision sees a hand
            mine = self.viewer == self.state.current_seat() and self.state.phase == "day"
            table.hand_seat, table.open_hands = (self.viewer if mine else None), set()

    def _needs_handoff(self) -> int | None:
        """The human who must take the screen before choosing, if their hand is private."""
        seat = self._acting_human()
        if seat is None or not self.private or self.state.phase != "day":
            return None
        return seat if seat != self.viewer else None

    # -- flow -----------------------------------------------------------------------------------

    def _build_table(self) -> None:
        """The table as the rules stand; a new game starts before the deal, to show it."""
        self.world = SceneWorld(f"zombie-{id(self)}")
        fresh = not self.match.actions and not hasattr(self, "table")
        snapshot = self.state.opening_snapshot if fresh else self.state.snapshot()
        self.table = Table(self.world, snapshot, self.rng)
        if hasattr(self, "drivers"):
            self._show_hands()

    def update(self, dt: float) -> None:
        self.callout_time = max(0.0, self.callout_time - dt)
        self._show_hands()
        if self.idle() and not self.state.is_over():
            if self.private and self._acting_human() is None and self.state.phase == "day":
                self.viewer = None  # an AI's Day turn: nobody's hand is on show
            seat = self._needs_handoff()
            if seat is not None:
                self.hand_off(seat)
                return
        super().update(dt)

    def settings_changed(self, old, new) -> None:
        super().settings_changed(old, new)
        if old.odds_panels != new.odds_panels:
            self.show_legend = new.odds_panels

    def viewer_changed(self) -> None:
        self._show_hands()

    def announce(self, seat: int, action: Action) -> None:
        name = self.match.seats[seat].name
        self.callout = f"{name}: {self.ai_says(seat) or self._says(action)}"
        self.callout_time = AI_SAYS_SECONDS

    def _says(self, action: Action) -> str:
        """An action in words a watcher follows (never naming a card from a hidden hand)."""
        if isinstance(action, A.Place):
            return f"places {a(C.DAY_NAMES[C.DAY[action.card]])}"
        if isinstance(action, A.Move):
            return f"moves {a(C.DAY_NAMES[C.DAY[action.card]])}"
        if isinstance(action, A.Discard):
            return f"discards {a(C.DAY_NAMES[C.DAY[action.card]])}"
        if isinstance(action, A.Draw):
            return "draws from the deck" if action.source == "deck" else "takes the face-up pair"
        if isinstance(action, A.Scrap):
            return f"gives up {a(C.DAY_NAMES[C.DAY[action.card]])}"
        words = {
            A.Offer: "offers a trade",
            A.Answer: "accepts the trade",
            A.Decline: "declines the trade",
            A.Flip: "flips a Night card",
            A.Defend: "defends!",
            A.Endure: "lets it through",
        }
        return words.get(type(action), action.type)

    def gate_seat(self) -> int:
        """Whom the Night header names: the seat to act once the table is still (while a
        flip plays out, the seat that flipped), never merely whoever acted last."""
        seat = self.state.current_seat()
        return seat if seat is not None and self.idle() else self.table.shown.seat

    def offer_words(self) -> str:
        """The answer prompt names the cards offered: they are the offerer's to give, so the
        teammate answering may see them (the rules' view shows them to both)."""
        giver, _, cards = self.state.offer
        names = ", ".join(C.DAY_NAMES[C.DAY[c]] for c in cards)
        back = count(len(cards), "card")
        return f"{self.match.seats[giver].name} offers {names}: give {back} back, or decline."

    # -- input ----------------------------------------------------------------------------------

    def intent(self, event: IntentEvent) -> None:
        if event.intent == Intent.NEXT:
            self._next_zoom()
            self.app.audio.play("click")
            return
        if event.intent == Intent.BACK and self.zoom:
            self.zoom, self.browsed = False, None
            self.app.audio.play("click")
            return
        super().intent(event)

    def _next_zoom(self) -> None:
        """Next opens the close-up on the card in focus; each further press steps to the next
        card on the table, so any card's words can be read at any time, on anyone's turn;
        past the last card (or on Back) it closes."""
        if not self.zoom:
            self.browsed = None
            self.zoom = self.zoom_card() is not None
            return
        cards = [(deck, card) for deck, card, _ in self.table_cards()]
        now = self.zoom_card()
        here = cards.index(now[:2]) if now is not None and now[:2] in cards else -1
        if here + 1 < len(cards):
            self.browsed = cards[here + 1]
        else:
            self.zoom, self.browsed = False, None

    def table_cards(self) -> list[tuple[str, int, int]]:
        """(deck, card id, x on screen) of every card face on show, in the order Next steps
        through them: the Night card in play, the hand, the Farm, the face-up pair, the
        discard piles' top cards."""
        return [(deck, card, rect.centerx) for deck, card, rect in self.card_spots()]

    def card_spots(self) -> list[tuple[str, int, pygame.Rect]]:
        """Every card face on show with the rectangle it is drawn in (see table_cards)."""
        shown, table = self.table.shown, self.table
        spots = []

        def put(deck: str, card: int, centre, width: int) -> None:
            rect = pygame.Rect(0, 0, width, L.card_height(width))
            rect.center = centre
            spots.append((deck, card, rect))

        night = shown.revealed if shown.revealed is not None else shown.event_card
        if night is not None:
            put("night", night, L.REVEAL, L.BIG_CARD)
        seat = table.hand_seat if table.hand_seat is not None else shown.seat
        if table.face_visible(seat):
            hand = shown.hands[seat]
            for i, card in enumerate(hand):
                put("day", card, L.hand_card_centre(len(hand), i), L.HAND_CARD)
        farm = shown.farms[table.focus_farm()]
        for i, stack in enumerate(farm):
            for depth, card in enumerate(stack):
                put(
                    "day",
                    card,
                    L.farm_card_centre(len(farm), i, depth),
                    L.farm_card_width(len(farm)),
                )
        for slot, card in zip(L.FACE_UP, shown.face_up, strict=False):
            put("day", card, slot, L.SMALL)
        day, night_top = table.day_discard_top(), table.night_discard_top()
        for deck, card, slot in (
            ("day", day, L.DAY_DISCARD),
            ("night", night_top, L.NIGHT_DISCARD),
        ):
            if card is not None:
                put(deck, card, slot, L.SMALL)
        return spots

    def zoom_card(self) -> tuple[str, int, int] | None:
        """(deck, card id, x on screen) of the card to show large: the one Next stepped to,
        else the one under the cursor, else the Night card being resolved, else the first
        card on the table; None when there is nothing to look at."""
        if self.zoom and self.browsed is not None:
            found = [c for c in self.table_cards() if c[:2] == self.browsed]
            if found:
                return found[0]
            self.browsed = None  # it left the table: follow the cursor again
        rows = self.rows()
        focus = self.controls.focused(rows) if rows is not None else None
        shown, table = self.table.shown, self.table
        seat = table.hand_seat if table.hand_seat is not None else shown.seat
        if focus is not None and focus[0] == HAND and table.face_visible(seat):
            hand = shown.hands[seat]
            if focus[1] in hand:
                return "day", focus[1], L.hand_card_centre(len(hand), hand.index(focus[1]))[0]
        if focus is not None and focus[0] == FARM and isinstance(focus[1], int):
            return "day", focus[1], table.farm_spot(table.focus_farm(), focus[1])[0]
        if focus is not None and focus[0] == FARM and self.controls.picked is not None:
            return "day", self.controls.picked, L.CENTRE.centerx
        card = shown.revealed if shown.revealed is not None else shown.event_card
        if card is not None:
            return "night", card, L.REVEAL[0]
        cards = self.table_cards()
        return cards[0] if cards else None

    def turn_input(self, seat: int, event: IntentEvent) -> None:
        if self._needs_handoff() is not None:
            return
        self._result(self.controls.intent(self.state, seat, len(self.match.actions), event.intent))

    def _result(self, result) -> None:
        if result == "moved":
            self.browsed = None  # the close-up follows the cursor again
            self.app.audio.play("click")
        elif result is not None:
            self.app.audio.play("select")
            self.perform(result)

    def pointer(self, event: pygame.event.Event) -> None:
        """The mouse: hover focuses what is under it, a click takes it (a card, a stack, a
        chip); a card dragged onto a stack (or the discard pile) goes there in one gesture. Only
        for the human at the screen whose decision it is (``rows``); a click while the
        table still moves shows the outcome, as confirm does."""
        pos = getattr(event, "pos", None)
        if pos is None or self.click_skips(event):
            return
        rows, zoom = self.rows(), self.zoom_box()
        dragged = self.dragging
        if pointing.released(event):
            self.dragging = None
        if rows is None:
            return
        if zoom is not None and zoom.collidepoint(pos):
            if pointing.pressed(event):
                self.zoom, self.browsed = False, None  # a click on the close-up closes it
            return
        spot = mouse.spot_at(self, rows, pos)
        if spot is None:
            return
        if pointing.released(event):
            if dragged == len(self.match.actions) and mouse.is_drop(spot, rows):
                self._take(spot, rows)  # a card dragged onto a stack (or the discard pile)
        elif pointing.pressed(event):
            picked = self._take(spot, rows) == "moved" and self.controls.picked is not None
            self.dragging = len(self.match.actions) if picked else None  # a card held
        elif event.type == pygame.MOUSEMOTION and self._focus(spot, rows):
            self.browsed = None  # the close-up follows the pointer

    def _focus(self, spot, rows) -> bool:
        """Put the cursor on ``spot`` if the rows offer it; True when it moved there."""
        row, item = spot
        if row in (CHIPS, mouse.MORE):
            row, index = CHIPS, item  # (a sign pages the row to the chip past it)
        elif item in getattr(rows, row):
            index = getattr(rows, row).index(item)
        else:
            return False
        moved = (self.controls.row, self.controls.col) != (row, index)
        self.controls.row, self.controls.col = row, index
        self.controls.touched |= moved  # late advice leaves a focus the pointer moved
        return moved

    def _take(self, spot, rows):
        """A click on ``spot``: what confirm does there (its result), or a refusal with
        the reason (None)."""
        row, item = spot
        if row == mouse.MORE:
            self._focus(spot, rows)
            self.app.audio.play("click")
            return None
        if row != CHIPS and item not in getattr(rows, row):
            self._refuse(row, item)
            return None
        self._focus(spot, rows)
        seat, version = self._acting_human(), len(self.match.actions)
        result = self.controls.intent(self.state, seat, version, Intent.CONFIRM)
        self._result(result)
        return result

    def _refuse(self, row: str, item) -> None:
        """A card or stack the rows do not offer: nothing changes, the toast says why."""
        controls, state = self.controls, self.state
        reason = None
        if row == FARM and isinstance(item, tuple) and controls.picked is not None:
            kind = A.Place if controls.mode == "place" else A.Move
            reason = state.why_illegal(kind(controls.picked, item[1]))
        elif row == HAND and controls.mode == "base":
            new_stack = len(state.farms[state.holder(state.current_seat())])
            reason = state.why_illegal(A.Place(item, new_stack))
        self.app.audio.play("back")
        self.app.toast(f"Not there: {reason}" if reason else "Nothing to do there now")

    def rows(self):
        """The controls' rows for the human to act now, or None."""
        seat = self._acting_human()
        if seat is None or not self.idle() or self._needs_handoff() is not None:
            return None
        return self.controls.sync(self.state, seat, len(self.match.actions))

    def hints(self) -> list:
        hints = [(Intent.BACK, "Back to menu")] if self.replay_ended() else []
        rows = self.rows()
        if rows is not None:
            hints += [((Intent.UP, Intent.DOWN, Intent.LEFT, Intent.RIGHT), "Move")]
            hints.append((Intent.CONFIRM, "Choose"))
            if self.controls.mode in ("place", "move", "offer") and not self.zoom:
                hints.append((Intent.BACK, "Cancel"))  # with the close-up open, Back closes it
        hints += self.undo_hint()
        hints.append((Intent.FAST, "Fast"))
        if self.zoom:
            hints += [(Intent.NEXT, "Next card"), (Intent.BACK, "Close zoom")]
        elif self.zoom_card() is not None:
            hints.append((Intent.NEXT, "Zoom card"))
        hints += [(Intent.INFO, "Rules"), (Intent.MENU, "Menu"), (Intent.HISTORY, "History")]
        return hints

    def choice_rects(self) -> list:
        """The choice chips, the hand and the Farm while a human here is choosing, and the
        close-up the player asked for: guides and toasts keep off them."""
        zoom = self.zoom_box()
        rects = [zoom] if zoom is not None else []
        if self.rows() is None:
            return rects
        return rects + [r for r in map(self.tutorial_anchor, ("chips", "hand", "farm")) if r]

    def kept_clear(self) -> list:
        """Also the hand, the prompt line and a banner while no choice is open (the deal,
        an AI's turn): a toast never hides the cards being dealt or the words over them."""
        shown = [*map(self.tutorial_anchor, ("hand", "prompt")), self.table.banner_band()]
        return [*super().kept_clear(), *(r for r in shown if r is not None)]

    def zoom_box(self):
        """Where the close-up is drawn, or None while it is closed (or shows nothing)."""
        found = self.zoom_card() if self.zoom else None
        if found is None:
            return None
        deck, card, x = found
        return L.zoom_box(x, deck == "night" and not C.NIGHT[card].is_event)

    def tutorial_anchor(self, name: str):
        """Where the first-time guide may point (scenes/tutorial.py); None: not on show."""
        shown, table = self.table.shown, self.table
        if name == "hand":
            count = len(shown.hands[table.hand_seat if table.hand_seat is not None else shown.seat])
            if not count:
                return None
            left = L.hand_card_centre(count, 0)[0] - L.HAND_CARD // 2
            right = L.hand_card_centre(count, count - 1)[0] + L.HAND_CARD // 2
            high = L.card_height(L.HAND_CARD) + L.LIFT  # a card in focus is lifted
            return pygame.Rect(
                left, L.HAND_Y + L.card_height(L.HAND_CARD) // 2 - high, right - left, high
            )
        if name == "farm":  # every stack, the slot for a new one and any slot on top
            farm = shown.farms[table.focus_farm()]
            width = L.farm_card_width(len(farm))
            left = L.farm_card_centre(len(farm), 0, 0)[0] - width // 2
            right = L.farm_card_centre(len(farm), len(farm), 0)[0] + width // 2
            on_top = self.controls.mode in ("place", "move")
            labels = paint.stack_labels_top(farm, on_top) + 76  # two staggered rows of two
            return pygame.Rect(left, L.FARM_TOP, right - left, labels - L.FARM_TOP)
        if name == "chips":  # the choice chips on show, where the painter puts them
            rows = self.rows()
            if rows is None or not rows.chips:
                return None
            placed, _, _ = paint.chip_layout(rows.chips, self.controls.col, self.controls.row)
            return placed[0][1].unionall([rect for _, rect in placed])
        if name == "title":  # the top line: the day, the phase and whose turn it is
            return pygame.Rect(0, 0, L.W, L.CENTRE.y)
        if name == "prompt" and name not in self.folded:  # the prompt and the call-out above
            return pygame.Rect(L.CHIP_ROW.x, L.PROMPT_Y - 62, L.CHIP_ROW.width, 76)
        if name == "farmers":  # the side panel's title and a row for each farmer
            last = L.side_row(shown.players, shown.players - 1)
            return pygame.Rect(L.SIDE.x, L.SIDE.y, L.SIDE.w, last.bottom - L.SIDE.y)
        if name == "supply":  # the decks, the face-up pair and the discards, with their labels
            return L.SUPPLY
        if name == "night":  # below them: the Night card in play and its legend, if any
            if shown.revealed is None and shown.event_card is None:
                return None
            return pygame.Rect(L.SIDE.x, L.TICKER.y, L.SIDE.w, L.SIDE.bottom - L.TICKER.y)
        return None

    # -- drawing --------------------------------------------------------------------------------

    def ticker_rect(self):
        """Below the farmers, by Day: at Night the flipped cards fly through there."""
        return L.TICKER if self.table.shown.phase == "day" else None

    def draw(self, surface, alpha: float) -> None:
        self.painter.draw(surface, alpha)
        self.draw_ticker(surface)
