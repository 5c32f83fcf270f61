"""The Day: discarding, placing, rearranging, trading and drawing, on one player's turn."""

from __future__ import annotations

from itertools import combinations

from game.core import Action, Event
from game.zombie import cards as C
from game.zombie.actions import (
    Answer,
    CardsDrawn,
    DayStarted,
    DeckReshuffled,
    Decline,
    Discard,
    Discarded,
    Draw,
    FaceUpDealt,
    FarmChanged,
    Move,
    Offer,
    Place,
    TradeOffered,
    TradeSettled,
    TurnStarted,
)
from game.zombie.steps import (
    ANSWER,
    DAY,
    DISCARD,
    DRAW,
    DRAWING,
    FACE_UP,
    PLACE,
    PLACING,
)


class DayMixin:
    """The Day's rules; the state they act on is ``ZombieState``'s."""

    def _day_actions(self, seat: int) -> list[Action]:
        hand = self.hands[seat]
        if self.step == ANSWER:
            size = len(self.offer[2])  # type: ignore[index]
            return [Answer(tuple(c)) for c in combinations(sorted(hand), size)] + [Decline()]
        farm = self.farms[self.holder(seat)]
        actions: list[Action] = []
        if self.step == DISCARD:
            actions += [Discard(c) for c in hand]
        if self.step in (DISCARD, PLACING) and self.placed < PLACE:
            for card in hand:
                actions += [
                    Place(card, i)
                    for i in range(len(farm) + 1)
                    if i == len(farm) or C.stack_accepts(self._kinds(farm[i]), C.DAY[card]) is None
                ]
            if self.mode == "coop" and self.placed == 0:
                for mate in range(self.players):
                    if mate != seat and mate not in self.offered:
                        actions += [
                            Offer(mate, tuple(c))
                            for k in range(1, len(hand) + 1)
                            for c in combinations(sorted(hand), k)
                        ]
        if self.step == DRAWING:
            actions.append(Draw("deck"))
            if self.face_up:
                actions.append(Draw("face_up"))
        return actions + self._moves(farm)

    def _moves(self, farm: list[list[int]]) -> list[Action]:
        """Every rearrangement: a card to another stack that takes it, or alone to a new one."""
        kinds = [self._kinds(stack) for stack in farm]
        moves: list[Action] = []
        for src, stack in enumerate(farm):
            for card in stack:
                kind = C.DAY[card]
                moves += [
                    Move(card, dest)
                    for dest in range(len(farm))
                    if dest != src and C.stack_accepts(kinds[dest], kind) is None
                ]
                if len(stack) > 1:
                    moves.append(Move(card, len(farm)))
        return moves

    def _why_not_move(self, farm: list[list[int]], card: int, dest: int) -> str | None:
        src = self._find(farm, card)
        if src is None:
            return "that card is not on your Farm"
        if not 0 <= dest <= len(farm):
            return "there is no such stack"
        if dest == src:
            return "the card is already in that stack"
        if dest == len(farm) and len(farm[src]) == 1:
            return "the card already stands alone"
        if dest < len(farm):
            return C.stack_accepts(self._kinds(farm[dest]), C.DAY[card])
        return None

    def _check_day(self, seat: int, action: Action) -> str | None:
        if self.phase != DAY:
            return "it is Night: Day cards can't be played now"
        if self.step == ANSWER:
            return "first answer the trade offer"
        return None

    def _check_discard(self, seat: int, action: Discard) -> str | None:
        reason = self._check_day(seat, action)
        if reason:
            return reason
        if self.step != DISCARD:
            return "you may discard only once, before placing any card"
        if action.card not in self.hands[seat]:
            return "that card is not in your hand"
        return None

    def _check_place(self, seat: int, action: Place) -> str | None:
        reason = self._check_day(seat, action)
        if reason:
            return reason
        if self.step == DRAWING:
            return f"you have placed {PLACE} cards: now draw"
        if action.card not in self.hands[seat]:
            return "that card is not in your hand"
        farm = self.farms[self.holder(seat)]
        if not 0 <= action.stack <= len(farm):
            return "there is no such stack"
        if action.stack < len(farm):
            return C.stack_accepts(self._kinds(farm[action.stack]), C.DAY[action.card])
        return None

    def _check_move(self, seat: int, action: Move) -> str | None:
        reason = self._check_day(seat, action)
        if reason:
            return reason
        return self._why_not_move(self.farms[self.holder(seat)], action.card, action.stack)

    def _check_draw(self, seat: int, action: Draw) -> str | None:
        reason = self._check_day(seat, action)
        if reason:
            return reason
        if self.step != DRAWING:
            return f"place {PLACE - self.placed} more card(s) before drawing"
        if action.source not in ("deck", "face_up"):
            return "draw from the deck or take the face-up cards"
        if action.source == "face_up" and not self.face_up:
            return "there are no face-up cards"
        return None

    def _check_offer(self, seat: int, action: Offer) -> str | None:
        reason = self._check_day(seat, action)
        if reason:
            return reason
        if self.mode != "coop":
            return "trading is for the co-op game"
        if self.placed:
            return "trade before you place, while every hand holds 5 cards"
        if action.to_seat == seat or not 0 <= action.to_seat < self.players:
            return "offer your cards to a teammate"
        if action.to_seat in self.offered:
            return "you have already made that teammate an offer this turn"
        if not action.cards or list(action.cards) != sorted(set(action.cards)):
            return "offer one or more different cards, listed in order"
        if not set(action.cards) <= set(self.hands[seat]):
            return "you can only offer cards from your hand"
        if len(self.hands[action.to_seat]) < len(action.cards):
            return "your teammate can't give that many back"
        return None

    def _check_answer(self, seat: int, action: Answer | Decline) -> str | None:
        if self.phase != DAY or self.step != ANSWER:
            return "there is no trade offer to answer"
        if isinstance(action, Decline):
            return None
        wanted = len(self.offer[2])  # type: ignore[index]
        if len(action.cards) != wanted or list(action.cards) != sorted(set(action.cards)):
            return f"give back exactly {wanted} different card(s), listed in order"
        if not set(action.cards) <= set(self.hands[seat]):
            return "you can only give cards from your hand"
        return None

    def _start_day(self, events: list[Event]) -> None:
        self.phase, self.day = DAY, self.day + 1
        seats = [s for s in range(self.players) if self.alive[s]]
        halves = ("day",) if self.mode == "coop" else ("morning", "afternoon")
        self.queue = [(s, half) for half in halves for s in seats]
        events.append(DayStarted(self.day, self.night))
        self._next_turn(events)

    def _next_turn(self, events: list[Event]) -> None:
        if not self.queue:
            self._start_night(events)
            return
        self.seat, self.half = self.queue.pop(0)
        self.turns += 1
        self.step, self.placed, self.offered = DISCARD, 0, set()
        events.append(TurnStarted(self.seat, self.half))

    def _take_day_card(self, events: list[Event]) -> int | None:
        if not self.day_deck and self.day_discard:
            self.day_deck, self.day_discard = self.day_discard, []
            self._rng.shuffle(self.day_deck)
            events.append(DeckReshuffled("day", len(self.day_deck)))
        return self.day_deck.pop() if self.day_deck else None

    def _draw_day(self, seat: int, count: int, source: str, events: list[Event]) -> None:
        drawn = []
        for _ in range(count):
            card = self._take_day_card(events)
            if card is None:
                break
            drawn.append(card)
        self.hands[seat] += drawn
        events.append(CardsDrawn(seat, tuple(drawn), source, self.open_hands))

    def _refill_face_up(self, events: list[Event]) -> None:
        before = len(self.face_up)
        while len(self.face_up) < FACE_UP:
            card = self._take_day_card(events)
            if card is None:
                break
            self.face_up.append(card)
        if len(self.face_up) != before:
            events.append(FaceUpDealt(tuple(self.face_up)))

    def _farm_changed(self, seat: int, farm: int, how: str, cards: list[int], events) -> None:
        stacks = tuple(tuple(s) for s in self.farms[farm])
        events.append(FarmChanged(seat, farm, how, tuple(cards), stacks))

    def _do_discard(self, seat: int, action: Discard, events: list[Event]) -> None:
        self.hands[seat].remove(action.card)
        self.day_discard.append(action.card)
        events.append(Discarded(seat, action.card))
        self._draw_day(seat, 1, "replace", events)
        self.step = PLACING

    def _do_place(self, seat: int, action: Place, events: list[Event]) -> None:
        farm = self.farms[self.holder(seat)]
        self.hands[seat].remove(action.card)
        if action.stack == len(farm):
            farm.append([])
        farm[action.stack].append(action.card)
        self.placed += 1
        self.step = DRAWING if self.placed >= PLACE or not self.hands[seat] else PLACING
        self._farm_changed(seat, self.holder(seat), "place", [action.card], events)

    def _do_move(self, seat: int, action: Move, events: list[Event]) -> None:
        farm = self.farms[self.holder(seat)]
        src = self._find(farm, action.card)
        dest = action.stack
        if dest == len(farm):
            farm.append([])
        farm[src].remove(action.card)  # type: ignore[index]
        farm[dest].append(action.card)
        if not farm[src]:  # type: ignore[index]
            del farm[src]  # type: ignore[arg-type]
        self._farm_changed(seat, self.holder(seat), "move", [action.card], events)

    def _do_draw(self, seat: int, action: Draw, events: list[Event]) -> None:
        if action.source == "face_up":
            taken, self.face_up = self.face_up, []
            self.hands[seat] += taken
            events.append(CardsDrawn(seat, tuple(taken), "face_up", True))
            if len(taken) < DRAW:
                self._draw_day(seat, DRAW - len(taken), "deck", events)
            self._refill_face_up(events)
        else:
            self._draw_day(seat, DRAW, "deck", events)
        self._next_turn(events)

    def _do_offer(self, seat: int, action: Offer, events: list[Event]) -> None:
        self.offered.add(action.to_seat)
        self.offer = (seat, action.to_seat, tuple(action.cards))
        self.resume_step, self.step = self.step, ANSWER
        events.append(TradeOffered(seat, action.to_seat, action.cards, self.open_hands))

    def _do_answer(self, seat: int, action: Answer | Decline, events: list[Event]) -> None:
        giver, taker, given = self.offer  # type: ignore[misc]
        received: tuple[int, ...] = ()
        if isinstance(action, Answer):
            received = action.cards
            for card in given:
                self.hands[giver].remove(card)
            for card in received:
                self.hands[taker].remove(card)
            self.hands[giver] += received
            self.hands[taker] += given
        self.offer = None
        self.step = self.resume_step  # a discard made before trading stays made
        events.append(TradeSettled(giver, taker, given, received, self.open_hands))
