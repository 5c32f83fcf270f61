"""Zombie Chickens: competitive, co-op and solo, exactly as the rulebook and content file read.

One state covers all three modes. A *pile* holder and a *Farm* and a *Life* stack
belong to each player in the competitive game; in co-op and solo the whole table is
one holder (index 0), so "the group counts as one player" falls out of the indexing.
"""

from __future__ import annotations

import random
from itertools import combinations
from typing import Any, ClassVar

from game.core import Action, Event, IllegalAction, Summary, digest, sorted_unique
from game.zombie import cards as C
from game.zombie.actions import (
    HIDDEN,
    Answer,
    CardsDrawn,
    DayStarted,
    DeckReshuffled,
    Decline,
    Defend,
    Defended,
    Discard,
    Discarded,
    Draw,
    Endure,
    EventStruck,
    FaceUpDealt,
    FarmChanged,
    Flip,
    Flipped,
    GameOver,
    LifeLost,
    Move,
    NightDealt,
    NightOver,
    NightStarted,
    Offer,
    Place,
    PlayerOut,
    Scrap,
    ScrapAsked,
    TradeOffered,
    TradeSettled,
    TurnStarted,
)

GAME_ID = "zombie"
MODES = ("competitive", "coop", "solo")
MIN_PLAYERS, MAX_PLAYERS = 1, 4
_DATA = C.rules_data()
HAND = _DATA["hand_size"]
PLACE = _DATA["place_per_turn"]
DRAW = _DATA["draw_per_turn"]
FACE_UP = _DATA["face_up"]

DAY, NIGHT, OVER = "day", "night", "over"
# Steps within a phase.
DISCARD, PLACING, DRAWING, ANSWER = "discard", "place", "draw", "answer"
FLIP, DEFEND, SCRAP = "flip", "defend", "scrap"


def mode_for(players: int, options: dict[str, Any]) -> str:
    mode = options.get("mode") or ("solo" if players == 1 else "competitive")
    if mode not in MODES:
        raise ValueError(f"mode must be one of {', '.join(MODES)}")
    if (mode == "solo") != (players == 1):
        raise ValueError("solo is for 1 player; competitive and co-op take 2 to 4")
    return mode


def settle_options(players: int, options: dict[str, Any]) -> dict[str, Any]:
    """Seat setup's choices as the rules take them: with no mode chosen, one player plays solo."""
    settled = {k: v for k, v in options.items() if k in ("mode", "open_hands")}
    settled.setdefault("mode", "solo" if players == 1 else "competitive")
    if settled["mode"] != "coop":
        settled.pop("open_hands", None)
    mode_for(players, settled)
    return settled


def progress(state: ZombieState, names: list[str]) -> str:
    """Where an unfinished game stands, for the Resume line."""
    when = f"Night {state.night}" if state.phase == NIGHT else f"Day before Night {state.night}"
    if state.shared:
        lives = len(state.lives[0])
        return f"{state.mode.capitalize()}, {when}, {lives} lives left"
    alive = ", ".join(
        f"{name} {len(state.lives[s])} lives" for s, name in enumerate(names) if state.alive[s]
    )
    return f"{when}: {alive}"


class ZombieState:
    """One game of Zombie Chickens; randomness comes only from its own seeded RNG."""

    game_id: ClassVar[str] = GAME_ID

    def __init__(self, players: int, seed: int, options: dict[str, Any] | None = None):
        if not MIN_PLAYERS <= players <= MAX_PLAYERS:
            raise ValueError(f"Zombie Chickens takes {MIN_PLAYERS} to {MAX_PLAYERS} players")
        self.options = dict(options or {})
        unknown = set(self.options) - {"mode", "open_hands"}
        if unknown:
            raise ValueError(f"unknown Zombie Chickens options {sorted(unknown)}")
        self.players = players
        self.mode = mode_for(players, self.options)
        self.open_hands = bool(self.options.get("open_hands")) and self.mode == "coop"
        self.shared = self.mode != "competitive"
        holders = 1 if self.shared else players
        self._rng = random.Random(seed)
        if self.mode == "coop":
            self.start_night, self.end_night = C.coop_nights(players)
        elif self.mode == "solo":
            self.start_night, self.end_night = (
                _DATA["solo"]["start_night"],
                _DATA["solo"]["end_night"],
            )
        else:
            self.start_night, self.end_night = 1, None
        self.day_deck = list(range(len(C.DAY)))
        self.night_deck = list(range(len(C.NIGHT)))
        self._rng.shuffle(self.day_deck)
        self._rng.shuffle(self.night_deck)
        self.day_discard: list[int] = []
        self.night_discard: list[int] = []
        self.life_discard: list[int] = []
        self.hands: list[list[int]] = [[] for _ in range(players)]
        self.farms: list[list[list[int]]] = [[] for _ in range(holders)]
        self.piles: list[list[int]] = [[] for _ in range(holders)]
        lives = _lives(self.mode, players)
        self.lives = [list(range(h * lives, (h + 1) * lives)) for h in range(holders)]
        self.life_box = list(range(holders * lives, C.LIFE_CARDS))  # extras stay in the box
        self.alive = [True] * players
        self.died_in: dict[int, tuple[int, int]] = {}  # seat -> (night, round)
        self.face_up: list[int] = []
        self.phase = DAY
        self.step = DISCARD
        self.day = 0
        self.night = self.start_night
        self.round = 0
        self.queue: list[tuple[int, str]] = []  # Day turns still to come
        self.turns = 0  # Day turns played
        self.seat = 0
        self.half = ""
        self.placed = 0
        self.offered: set[int] = set()
        self.offer: tuple[int, int, tuple[int, ...]] | None = None
        self.resume_step = DISCARD  # the turn's step to go back to once a trade is answered
        self.flips = 0
        self.revealed: int | None = None
        self.scrap_queue: list[list[int]] = []  # [seat, cards still to discard]
        self.winner: int | None = None
        self.title: str | None = None
        self.reason = ""
        self.opening_snapshot = self.snapshot()  # the table before the deal, to animate it
        events: list[Event] = []
        for seat in range(players):
            self._draw_day(seat, HAND, "deal", events)
        self._refill_face_up(events)
        self._start_day(events)
        self.opening_events = events

    # -- who owns what ------------------------------------------------------------------

    def holder(self, seat: int) -> int:
        """The Farm, Life stack and Night pile this seat plays with."""
        return 0 if self.shared else seat

    def _holders_alive(self) -> list[int]:
        if self.shared:
            return [0]
        return [s for s in range(self.players) if self.alive[s]]

    # -- the shared surface -------------------------------------------------------------

    def current_seat(self) -> int | None:
        if self.phase == OVER:
            return None
        if self.phase == DAY and self.step == ANSWER:
            return self.offer[1]  # type: ignore[index]
        if self.phase == NIGHT and self.step == SCRAP:
            return self.scrap_queue[0][0]
        return self.seat

    def legal_actions(self, seat: int) -> list[Action]:
        if self.phase == OVER or seat != self.current_seat():
            return []
        actions: list[Action] = []
        if self.phase == DAY:
            actions = self._day_actions(seat)
        elif self.step == FLIP:
            actions = [Flip()]
        elif self.step == DEFEND:
            farm = self.farms[self.holder(seat)]
            traits = C.NIGHT[self.revealed].traits  # type: ignore[index]
            for i, stack in enumerate(farm):
                if C.stops(self._kinds(stack), traits):
                    actions.append(Defend(i))
                    actions += [Defend(i, s) for s in self._shields_for(farm, i, traits)]
            actions.append(Endure())
        else:
            actions = [Scrap(c) for stack in self.farms[self.holder(seat)] for c in stack]
        return sorted_unique(actions)

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

    def why_illegal(self, action: Action) -> str | None:
        """The reason an action would be refused, or None when it is legal."""
        if self.phase == OVER:
            return "the game is over"
        seat = self.current_seat()
        check = _CHECKS.get(type(action))
        if check is None:
            return f"{type(action).__name__} is not a Zombie Chickens action"
        return check(self, seat, action)

    def apply(self, action: Action) -> list[Event]:
        reason = self.why_illegal(action)
        if reason:
            raise IllegalAction(reason)
        events: list[Event] = []
        _APPLY[type(action)](self, self.current_seat(), action, events)
        return events

    def view(self, seat: int) -> dict[str, Any]:
        """What ``seat`` may see: its own hand (all hands in open co-op), never a deck's order."""
        snap = self.snapshot()
        for key in ("day_deck", "night_deck", "piles", "life_box"):
            snap[key] = [len(x) for x in snap[key]] if key == "piles" else len(snap[key])
        snap["hand_sizes"] = [len(h) for h in self.hands]
        snap["hands"] = {
            str(s): list(h) for s, h in enumerate(self.hands) if s == seat or self.open_hands
        }
        if self.offer and seat not in self.offer[:2] and not self.open_hands:
            snap["offer"] = [self.offer[0], self.offer[1], [HIDDEN] * len(self.offer[2])]
        snap["viewer"] = seat
        snap["holder"] = self.holder(seat)
        return snap

    def is_over(self) -> bool:
        return self.phase == OVER

    def result(self) -> dict[str, Any]:
        return {
            "mode": self.mode,
            "winner": self.winner,
            "title": self.title,
            "night": self.night,
            "reason": self.reason,
            "turns": self.turns,
            "lives": [len(x) for x in self.lives],
            "farm_cards": [sum(len(s) for s in f) for f in self.farms],
        }

    def snapshot(self) -> dict[str, Any]:
        return {
            "mode": self.mode,
            "players": self.players,
            "phase": self.phase,
            "step": self.step,
            "seat": self.current_seat(),
            "turn_seat": self.seat,
            "half": self.half,
            "day": self.day,
            "night": self.night,
            "round": self.round,
            "turns": self.turns,
            "start_night": self.start_night,
            "end_night": self.end_night,
            "placed": self.placed,
            "hands": [list(h) for h in self.hands],
            "farms": [[list(s) for s in f] for f in self.farms],
            "lives": [len(x) for x in self.lives],
            "alive": list(self.alive),
            "face_up": list(self.face_up),
            "day_deck": list(self.day_deck),
            "day_discard": list(self.day_discard),
            "night_deck": list(self.night_deck),
            "night_discard": list(self.night_discard),
            "life_discard": list(self.life_discard),
            "life_box": list(self.life_box),
            "piles": [list(p) for p in self.piles],
            "revealed": self.revealed,
            "offer": [self.offer[0], self.offer[1], list(self.offer[2])] if self.offer else None,
            "offered": sorted(self.offered),
            "resume_step": self.resume_step,
            "scrap": [list(q) for q in self.scrap_queue],
            "queue": [list(q) for q in self.queue],
            "winner": self.winner,
            "title": self.title,
        }

    def digest(self) -> str:
        rng = self._rng.getstate()[1]
        return digest([self.snapshot(), rng[:8], rng[-1]])

    def is_undo_barrier(self, action: Action) -> bool:
        """Draws, trades and flips reveal cards; placing, moving and defending do not."""
        return not isinstance(action, Place | Move | Defend | Endure | Scrap)

    # -- checks -------------------------------------------------------------------------

    def _kinds(self, stack: list[int]) -> list[str]:
        return [C.DAY[c] for c in stack]

    def _find(self, farm: list[list[int]], card: int) -> int | None:
        for i, stack in enumerate(farm):
            if card in stack:
                return i
        return None

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

    def _shields_for(self, farm: list[list[int]], used: int, traits: tuple[str, ...]) -> list[int]:
        """Shield stacks that may save stack ``used`` from this zombie's explosion."""
        if "exploding" not in traits or C.working_as(self._kinds(farm[used])) in C.SINGLE_USE:
            return []
        return [i for i, s in enumerate(farm) if i != used and self._kinds(s) == ["shield"]]

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

    def _check_flip(self, seat: int, action: Flip) -> str | None:
        if self.phase != NIGHT or self.step != FLIP:
            return "there is no Night card to flip now"
        return None

    def _check_defend(self, seat: int, action: Defend) -> str | None:
        if self.phase != NIGHT or self.step != DEFEND:
            return "there is no zombie to stop"
        farm = self.farms[self.holder(seat)]
        if not 0 <= action.stack < len(farm):
            return "there is no such stack"
        zombie = C.NIGHT[self.revealed]  # type: ignore[index]
        kinds = self._kinds(farm[action.stack])
        if not C.stops(kinds, zombie.traits):
            what = C.working_as(kinds)
            if what is None:
                return "that stack is incomplete (or a Shield) and stops nothing"
            return f"a {C.DAY_NAMES[what]} can't stop a {zombie.name}"
        if action.shield != -1 and action.shield not in self._shields_for(
            farm, action.stack, zombie.traits
        ):
            return "a Shield only saves a lasting stack from an Exploding zombie"
        return None

    def _check_endure(self, seat: int, action: Endure) -> str | None:
        if self.phase != NIGHT or self.step != DEFEND:
            return "there is no zombie at the gate"
        return None

    def _check_scrap(self, seat: int, action: Scrap) -> str | None:
        if self.phase != NIGHT or self.step != SCRAP:
            return "nothing has to be discarded now"
        if self._find(self.farms[self.holder(seat)], action.card) is None:
            return "that card is not on your Farm"
        return None

    # -- the Day --------------------------------------------------------------------------

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

    # -- the Night ------------------------------------------------------------------------

    def _start_night(self, events: list[Event]) -> None:
        self.phase, self.step, self.round, self.flips = NIGHT, FLIP, 1, 0
        events.append(NightStarted(self.night))
        self._deal_night(self.night, events)
        self._first_flipper(events)

    def _deal_night(self, count: int, events: list[Event]) -> None:
        holders = self._holders_alive()
        dealt = {h: 0 for h in holders}
        for _ in range(count):
            for h in holders:
                if not self.night_deck and self.night_discard:
                    self.night_deck, self.night_discard = self.night_discard, []
                    self._rng.shuffle(self.night_deck)
                    events.append(DeckReshuffled("night", len(self.night_deck)))
                if self.night_deck:
                    self.piles[h].append(self.night_deck.pop())
                    dealt[h] += 1
        for h in holders:
            events.append(NightDealt(h, dealt[h], len(self.piles[h])))

    def _first_flipper(self, events: list[Event]) -> None:
        """The first to flip this round, or the Night ends when every pile is empty."""
        if self.shared:
            if self.piles[0]:
                self.seat, self.step = self.flips % self.players, FLIP
                return
        else:
            waiting = [s for s in range(self.players) if self.alive[s] and self.piles[s]]
            if waiting:
                self.seat, self.step = waiting[0], FLIP
                return
        self._end_night((), events)

    def _advance(self, events: list[Event]) -> None:
        """After a Night card is dealt with: the next flip, the next round, or dawn."""
        self.flips += 1
        if self.phase == OVER:
            return
        if self.shared:
            self._first_flipper(events)
            return
        later = [s for s in range(self.seat + 1, self.players) if self.alive[s] and self.piles[s]]
        if later:
            self.seat, self.step = later[0], FLIP
            return
        if self._round_over(events):
            return
        self.round += 1
        self._first_flipper(events)

    def _round_over(self, events: list[Event]) -> bool:
        """The fairness rule: a competitive game ends only once a round is complete."""
        standing = [s for s in range(self.players) if self.alive[s]]
        if len(standing) > 1:
            return False
        if standing:
            self._finish(standing[0], None, "the last farmer standing", events)
            return True
        last = [s for s, when in self.died_in.items() if when == (self.night, self.round)]
        farm_size = {s: sum(len(x) for x in self.farms[s]) for s in last}
        best = max(farm_size.values())
        top = [s for s, n in farm_size.items() if n == best]
        if len(top) == 1:
            self._finish(top[0], None, "the tie is broken by the most Farm cards", events)
        else:
            self._finish(None, None, "everyone fell together: the zombies win", events)
        return True

    def _do_flip(self, seat: int, action: Flip, events: list[Event]) -> None:
        pile = self.holder(seat)
        card = self.piles[pile].pop(0)
        events.append(Flipped(seat, pile, card))
        night_card = C.NIGHT[card]
        if not night_card.is_event:
            self.revealed, self.step = card, DEFEND
            return
        self.night_discard.append(card)
        events.append(EventStruck(seat, card, night_card.key))
        _EVENT_EFFECTS[_effect_of(night_card.event)](self, seat, night_card.event, events)

    def _do_defend(self, seat: int, action: Defend, events: list[Event]) -> None:
        farm_index = self.holder(seat)
        farm = self.farms[farm_index]
        zombie = C.NIGHT[self.revealed]  # type: ignore[index]
        stack = farm[action.stack]
        defence = C.working_as(self._kinds(stack))
        spent: list[int] = []
        destroyed: list[int] = []
        shield = -1
        if defence == "wolr":
            spent = list(stack)
            destroyed = [c for s in farm for c in s if c not in stack]
            farm.clear()
        elif defence == "trap":
            spent = list(stack)
            stack.clear()
        else:
            if defence == "shotgun":
                ammo = next(c for c in stack if C.DAY[c] == "ammo")
                stack.remove(ammo)
                spent = [ammo]
            if "exploding" in zombie.traits:
                if action.shield != -1:
                    shield = farm[action.shield][0]
                    farm[action.shield].clear()
                else:
                    destroyed = list(stack)
                    stack.clear()
        self.day_discard += spent + destroyed + ([shield] if shield != -1 else [])
        self.farms[farm_index] = [s for s in farm if s]
        self.night_discard.append(self.revealed)  # type: ignore[arg-type]
        events.append(
            Defended(
                seat,
                farm_index,
                self.revealed,  # type: ignore[arg-type]
                action.stack,
                defence,  # type: ignore[arg-type]
                tuple(spent),
                tuple(destroyed),
                shield,
                tuple(tuple(s) for s in self.farms[farm_index]),
            )
        )
        self.revealed = None
        self._advance(events)

    def _do_endure(self, seat: int, action: Endure, events: list[Event]) -> None:
        holder = self.holder(seat)
        life = self.lives[holder].pop()
        self.life_discard.append(life)
        zombie, self.revealed = self.revealed, None
        self.night_discard.append(zombie)  # type: ignore[arg-type]
        events.append(LifeLost(seat, holder, zombie, life, len(self.lives[holder])))  # type: ignore[arg-type]
        if not self.lives[holder]:
            if self.shared:
                title = C.title(self.mode, self.players, self.night)
                self._finish(None, title, f"the farm fell on Night {self.night}", events)
                return
            self.alive[seat] = False
            self.died_in[seat] = (self.night, self.round)
            thrown, self.piles[seat] = self.piles[seat], []
            self.night_discard += thrown
            events.append(PlayerOut(seat, self.night, tuple(thrown)))
        self._advance(events)

    def _do_scrap(self, seat: int, action: Scrap, events: list[Event]) -> None:
        farm_index = self.holder(seat)
        farm = self.farms[farm_index]
        farm[self._find(farm, action.card)].remove(action.card)  # type: ignore[index]
        self.farms[farm_index] = [s for s in farm if s]
        self.day_discard.append(action.card)
        self._farm_changed(seat, farm_index, "scrap", [action.card], events)
        self.scrap_queue[0][1] -= 1
        self._next_scrap(events)

    def _next_scrap(self, events: list[Event]) -> None:
        while self.scrap_queue:
            seat, left = self.scrap_queue[0]
            cards = sum(len(s) for s in self.farms[self.holder(seat)])
            if left > 0 and cards > 0:
                self.step = SCRAP
                events.append(ScrapAsked(seat, min(left, cards)))
                return
            self.scrap_queue.pop(0)
        self.step = FLIP
        self._advance(events)

    # -- Night events -----------------------------------------------------------------------

    def _event_scrap(self, seat: int, event: dict[str, Any], events: list[Event]) -> None:
        if self.shared:
            order = [seat]
        else:
            order = [(seat + i) % self.players for i in range(self.players)]
            order = [s for s in order if self.alive[s]]
        self.scrap_queue = [[s, event["scrap"]] for s in order]
        self._next_scrap(events)

    def _event_deal(self, seat: int, event: dict[str, Any], events: list[Event]) -> None:
        self._deal_night(event["deal"], events)
        self._advance(events)

    def _event_purge(self, seat: int, event: dict[str, Any], events: list[Event]) -> None:
        kinds = set(event["purge"])
        for h in self._holders_alive():
            lost = [c for s in self.farms[h] for c in s if C.DAY[c] in kinds]
            if lost:
                self.farms[h] = [[c for c in s if c not in lost] for s in self.farms[h]]
                self.farms[h] = [s for s in self.farms[h] if s]
                self.day_discard += lost
                self._farm_changed(seat, h, "purge", lost, events)
        self._advance(events)

    def _event_silent(self, seat: int, event: dict[str, Any], events: list[Event]) -> None:
        thrown = [c for p in self.piles for c in p]
        self.night_discard += thrown
        self.piles = [[] for _ in self.piles]
        if self.shared or not self._round_over(events):
            self._end_night(tuple(thrown), events)

    def _end_night(self, thrown: tuple[int, ...], events: list[Event]) -> None:
        events.append(NightOver(self.night, thrown))
        if self.end_night is not None and self.night >= self.end_night:
            title = C.title(self.mode, self.players, None)
            self._finish(None, title, f"the rescue party arrives after Night {self.night}", events)
            return
        self.night += 1
        self._start_day(events)

    def _finish(self, winner: int | None, title: str | None, reason: str, events) -> None:
        self.phase, self.step = OVER, ""
        self.winner, self.title, self.reason = winner, title, reason
        events.append(GameOver(winner, title, self.night, reason))


def _lives(mode: str, players: int) -> int:
    lives = _DATA["lives"]
    return lives[mode] if mode != "competitive" else lives[mode][str(players)]


def _effect_of(event: dict[str, Any]) -> str:
    for key in ("scrap", "deal", "purge", "ends_night"):
        if key in event:
            return key
    raise ValueError(f"event {event['id']!r} has no known effect")


# Each Night event's effect is one small method, chosen by the key its data carries.
_EVENT_EFFECTS = {
    "scrap": ZombieState._event_scrap,
    "deal": ZombieState._event_deal,
    "purge": ZombieState._event_purge,
    "ends_night": ZombieState._event_silent,
}

_CHECKS = {
    Discard: ZombieState._check_discard,
    Place: ZombieState._check_place,
    Move: ZombieState._check_move,
    Draw: ZombieState._check_draw,
    Offer: ZombieState._check_offer,
    Answer: ZombieState._check_answer,
    Decline: ZombieState._check_answer,
    Flip: ZombieState._check_flip,
    Defend: ZombieState._check_defend,
    Endure: ZombieState._check_endure,
    Scrap: ZombieState._check_scrap,
}

_APPLY = {
    Discard: ZombieState._do_discard,
    Place: ZombieState._do_place,
    Move: ZombieState._do_move,
    Draw: ZombieState._do_draw,
    Offer: ZombieState._do_offer,
    Answer: ZombieState._do_answer,
    Decline: ZombieState._do_answer,
    Flip: ZombieState._do_flip,
    Defend: ZombieState._do_defend,
    Endure: ZombieState._do_endure,
    Scrap: ZombieState._do_scrap,
}


def summary(state: ZombieState) -> Summary:
    """The results screen: standings, or the group's title beside the rules' table."""
    result = state.result()
    if state.mode == "competitive":
        order = sorted(
            range(state.players),
            key=lambda s: (-state.alive[s], -result["lives"][s], -result["farm_cards"][s]),
        )
        rows = [(s, _standing(state, result, s)) for s in order]
        headline = None if result["winner"] is not None else "The zombies win!"
        return Summary(headline, rows)
    rows = [(s, f"{len(state.hands[s])} cards in hand") for s in range(state.players)]
    ladder = C.title_ladder(state.mode, state.players, result["title"])
    return Summary(f"{result['title']}!", rows, ladder)


def _standing(state: ZombieState, result: dict[str, Any], seat: int) -> str:
    if state.alive[seat]:
        return f"{result['lives'][seat]} lives"
    return f"out, {result['farm_cards'][seat]} Farm cards"


def new_game(players: int, seed: int, options: dict[str, Any] | None = None) -> ZombieState:
    return ZombieState(players, seed, options)
