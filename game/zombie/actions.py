"""Zombie Chickens' actions and events: the wire form of every move and what it caused.

Card ids in events are real ids, except where a seat may not see the card: then
``seen_by`` swaps each hidden id for ``HIDDEN`` (-1), so the scene can still show a
card back flying to a hand.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import ClassVar

from game.core import Action, Event

HIDDEN = -1

Stacks = tuple[tuple[int, ...], ...]

# --- actions -----------------------------------------------------------------------------


@dataclass(frozen=True)
class Discard(Action):
    """The optional discard: the replacement comes from the top of the Day deck."""

    type: ClassVar[str] = "zc_discard"
    card: int


@dataclass(frozen=True)
class Place(Action):
    """Put a card from the hand on a Farm stack (``stack`` = number of stacks: a new one)."""

    type: ClassVar[str] = "zc_place"
    card: int
    stack: int


@dataclass(frozen=True)
class Move(Action):
    """Rearrange: move a Farm card to another stack, or to a new one."""

    type: ClassVar[str] = "zc_move"
    card: int
    stack: int


@dataclass(frozen=True)
class Draw(Action):
    """End the turn: draw 2 from the deck top, or take the 2 face-up cards."""

    type: ClassVar[str] = "zc_draw"
    source: str  # "deck" | "face_up"


@dataclass(frozen=True)
class Offer(Action):
    """Co-op: offer cards from your hand to a teammate, who gives as many back."""

    type: ClassVar[str] = "zc_offer"
    to_seat: int
    cards: tuple[int, ...]


@dataclass(frozen=True)
class Answer(Action):
    """Co-op: accept an offer, giving back as many cards of your choice."""

    type: ClassVar[str] = "zc_answer"
    cards: tuple[int, ...]


@dataclass(frozen=True)
class Decline(Action):
    type: ClassVar[str] = "zc_decline"


@dataclass(frozen=True)
class Flip(Action):
    """Turn over your next Night card."""

    type: ClassVar[str] = "zc_flip"


@dataclass(frozen=True)
class Defend(Action):
    """Stop the zombie with a stack; ``shield`` is a Shield stack to save it, or -1."""

    type: ClassVar[str] = "zc_defend"
    stack: int
    shield: int = -1


@dataclass(frozen=True)
class Endure(Action):
    """Let the zombie through and lose a Life card."""

    type: ClassVar[str] = "zc_endure"


@dataclass(frozen=True)
class Scrap(Action):
    """Discard one Farm card for a Tornado or a Lightning Storm."""

    type: ClassVar[str] = "zc_scrap"
    card: int


# --- events ------------------------------------------------------------------------------


@dataclass(frozen=True)
class DayStarted(Event):
    type: ClassVar[str] = "zc_day"
    day: int
    night: int  # the Night this Day leads to


@dataclass(frozen=True)
class TurnStarted(Event):
    type: ClassVar[str] = "zc_turn"
    seat: int
    half: str  # "morning" | "afternoon" | "day" (co-op)


@dataclass(frozen=True)
class CardsDrawn(Event):
    """Day cards into a hand; hidden from other seats unless taken face up or hands are open."""

    type: ClassVar[str] = "zc_drawn"
    seat: int
    cards: tuple[int, ...]
    source: str  # "deal" | "deck" | "face_up" | "replace"
    public: bool

    def seen_by(self, seat: int | None) -> Event:
        if self.public or seat == self.seat:
            return self
        return replace(self, cards=(HIDDEN,) * len(self.cards))


@dataclass(frozen=True)
class FaceUpDealt(Event):
    type: ClassVar[str] = "zc_face_up"
    cards: tuple[int, ...]  # the whole face-up row after dealing


@dataclass(frozen=True)
class DeckReshuffled(Event):
    type: ClassVar[str] = "zc_reshuffled"
    deck: str  # "day" | "night"
    count: int


@dataclass(frozen=True)
class Discarded(Event):
    type: ClassVar[str] = "zc_discarded"
    seat: int
    card: int


@dataclass(frozen=True)
class FarmChanged(Event):
    """A card joined, left or moved on a Farm (placed, moved, scrapped or purged)."""

    type: ClassVar[str] = "zc_farm"
    seat: int  # who acted (for a purge: the player who flipped the event)
    farm: int
    how: str  # "place" | "move" | "scrap" | "purge"
    cards: tuple[int, ...]
    stacks: Stacks  # the Farm afterwards


@dataclass(frozen=True)
class TradeOffered(Event):
    type: ClassVar[str] = "zc_offered"
    seat: int
    to_seat: int
    cards: tuple[int, ...]
    public: bool

    def seen_by(self, seat: int | None) -> Event:
        if self.public or seat in (self.seat, self.to_seat):
            return self
        return replace(self, cards=(HIDDEN,) * len(self.cards))


@dataclass(frozen=True)
class TradeSettled(Event):
    type: ClassVar[str] = "zc_traded"
    seat: int
    to_seat: int
    given: tuple[int, ...]
    received: tuple[int, ...]  # empty when declined
    public: bool

    def seen_by(self, seat: int | None) -> Event:
        if self.public or seat in (self.seat, self.to_seat):
            return self
        hide = (HIDDEN,)
        return replace(self, given=hide * len(self.given), received=hide * len(self.received))


@dataclass(frozen=True)
class NightStarted(Event):
    type: ClassVar[str] = "zc_night"
    night: int


@dataclass(frozen=True)
class NightDealt(Event):
    """Face-down Night cards dealt to a pile (a player, or the co-op group)."""

    type: ClassVar[str] = "zc_dealt"
    pile: int
    count: int
    total: int  # the pile's size afterwards


@dataclass(frozen=True)
class Flipped(Event):
    type: ClassVar[str] = "zc_flipped"
    seat: int
    pile: int
    card: int


@dataclass(frozen=True)
class Defended(Event):
    type: ClassVar[str] = "zc_defended"
    seat: int
    farm: int
    zombie: int
    stack: int
    defence: str  # hay | scarecrow | shotgun | flamethrower | trap | wolr
    spent: tuple[int, ...]  # single-use cards used up (Ammo, the Booby Trap, W.O.L.R.)
    destroyed: tuple[int, ...]  # cards lost to the explosion or to W.O.L.R.
    shield: int  # the Shield card that saved the stack, or -1
    stacks: Stacks


@dataclass(frozen=True)
class LifeLost(Event):
    type: ClassVar[str] = "zc_life_lost"
    seat: int
    holder: int
    zombie: int
    card: int
    left: int


@dataclass(frozen=True)
class PlayerOut(Event):
    type: ClassVar[str] = "zc_out"
    seat: int
    night: int
    discarded: tuple[int, ...]  # unflipped Night cards, thrown face up on the discard pile


@dataclass(frozen=True)
class EventStruck(Event):
    """A Night event card's effect begins (its consequences follow as their own events)."""

    type: ClassVar[str] = "zc_event"
    seat: int
    card: int
    event: str


@dataclass(frozen=True)
class ScrapAsked(Event):
    type: ClassVar[str] = "zc_scrap_asked"
    seat: int
    count: int


@dataclass(frozen=True)
class NightOver(Event):
    type: ClassVar[str] = "zc_night_over"
    night: int
    discarded: tuple[int, ...]  # cards Silent Night threw face up on the discard pile


@dataclass(frozen=True)
class GameOver(Event):
    type: ClassVar[str] = "zc_over"
    winner: int | None
    title: str | None
    night: int
    reason: str


@dataclass(frozen=True)
class LivesDealt(Event):
    """The Life cards a holder (a seat, or the co-op group) starts with. Public: Life
    cards are alike and their count is on the table."""

    type: ClassVar[str] = "zc_lives_dealt"
    holder: int
    cards: tuple[int, ...]


@dataclass(frozen=True)
class NightCardsLeft(Event):
    """A game over mid-Night: the face-down Night cards a pile still held, shown now
    that nobody will flip them."""

    type: ClassVar[str] = "zc_night_left"
    pile: int
    cards: tuple[int, ...]
