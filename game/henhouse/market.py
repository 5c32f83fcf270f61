"""The Black Market: buying eggs, the Secret Weapon deck, face-up row and hands."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.core import Action, Event
from game.henhouse import weapons
from game.henhouse.actions import BuyEgg, BuyWild, Rule, TakeWeapon
from game.henhouse.data import (
    EGG_PRICE,
    EGG_UNITS,
    FACE_UP,
    FOR_SALE,
    RESOLUTION,
    TARGETING,
    WILD_PRICES,
    WIN_EGGS,
)
from game.henhouse.events import DeckReshuffled, EggBought, WeaponRefilled, WeaponTaken
from game.henhouse.weapons import PlayWeapon

if TYPE_CHECKING:
    from game.henhouse.rules import HenhouseState


class MarketMixin:
    """HenhouseState's eggs, Sheaves and Secret Weapon cards."""

    def egg_count(self, seat: int) -> int:
        return sum(1 for loc in self.eggs.values() if loc == seat) + self.wild.count(seat)

    def _why_not_buy_egg(self, seat: int, owner: int) -> str | None:
        if not 0 <= owner < self.players:
            return f"there is no seat {owner}"
        if owner == seat:
            return "you cannot buy your own Army's eggs"
        if FOR_SALE not in (self.eggs[(owner, u)] for u in EGG_UNITS):
            return f"seat {owner} has no egg for sale"
        if self.sheaves[seat] < EGG_PRICE:
            return f"an enemy egg costs {EGG_PRICE} Sheaves; you have {self.sheaves[seat]}"
        return None

    def _why_not_buy_wild(self, seat: int) -> str | None:
        if None not in self.wild:
            return "the Wild Eggs are sold out"
        price = WILD_PRICES[self.wild.index(None)]
        if self.sheaves[seat] < price:
            return f"the next Wild Egg costs {price} Sheaves; you have {self.sheaves[seat]}"
        return None

    def _refill(self, slot: int, events: list[Event]) -> None:
        """Turn the top card of the draw pile face up, reshuffling the discards if needed."""
        if not self.deck and self.discard_pile:
            self.deck, self.discard_pile = self.discard_pile, []
            self._rng.shuffle(self.deck)
            events.append(DeckReshuffled(len(self.deck)))
        self.faceup[slot] = self.deck.pop(0) if self.deck else None
        if self.faceup[slot] is not None:
            events.append(WeaponRefilled(slot, self.faceup[slot]))

    def discard(self, seat: int, card: str, events: list[Event], played=None) -> None:
        self.hands[seat].remove(card)
        self.discard_pile.append(card)
        if played is None:
            events.append(weapons.WeaponDiscarded(seat, card))
        else:
            a = played
            events.append(weapons.WeaponPlayed(seat, card, a.board, a.row, a.col, a.unit))

    def learn(self, intel: weapons.Intel, events: list[Event]) -> None:
        self.intel[intel.seat].append(
            {"card": intel.card, "board": intel.board, "row": intel.row, "col": intel.col,
             "result": list(intel.result), "round": self.round}
        )  # fmt: skip
        events.append(intel)

    # -- test support ---------------------------------------------------------------------

    def _take_from_piles(self, card: str) -> None:
        for pile in (self.deck, self.discard_pile):
            if card in pile:
                pile.remove(card)
                return
        if card in self.faceup:  # last resort: the draw pile's top card takes its place
            slot = self.faceup.index(card)
            self.faceup[slot] = self.deck.pop(0) if self.deck else None
            return
        raise ValueError(f"no {card} is left in the draw pile, discards or face-up row")

    def rig_deck(self, cards: list[str]) -> None:
        """Put these cards (from the draw pile, discards or face-up row) on the deck (tests)."""
        for card in cards:
            self._take_from_piles(card)
        self.deck[:0] = list(cards)
        self._free.clear()

    def rig_faceup(self, cards: list[str | None]) -> None:
        """Make the face-up row exactly ``cards``; the old ones go under the deck (tests)."""
        self.deck += [c for c in self.faceup if c is not None]
        for card in cards:
            if card is not None:
                self._take_from_piles(card)
        self.faceup = list(cards) + [None] * (FACE_UP - len(cards))

    def rig_hand(self, seat: int, cards: list[str]) -> None:
        """Give ``seat`` these cards from the draw pile, discards or face-up row (tests)."""
        for card in cards:
            self._take_from_piles(card)
            self.hands[seat].append(card)
        self.hands[seat].sort()

    def rig_sheaves(self, seat: int, amount: int) -> None:
        """Move Sheaves from the Black Market to ``seat`` (negative: back) (tests)."""
        if not (amount <= self.market and -amount <= self.sheaves[seat]):
            raise ValueError("not enough Sheaves to move")
        self.market -= amount
        self.sheaves[seat] += amount


def _check_buy_egg(s: HenhouseState, seat: int, a: BuyEgg) -> str | None:
    return s._why_not_buy_egg(seat, a.owner)


def _do_buy_egg(s: HenhouseState, seat: int, a: BuyEgg, events: list[Event]) -> None:
    unit = next(u for u in EGG_UNITS if s.eggs[(a.owner, u)] == FOR_SALE)
    s.sheaves[seat] -= EGG_PRICE
    s.market += EGG_PRICE
    s.eggs[(a.owner, unit)] = seat
    events.append(EggBought(seat, a.owner, unit, EGG_PRICE))
    if "egg_insurance" in s.hands[a.owner]:
        weapons.PERMANENT["egg_insurance"](s, a.owner, events)
    _after_purchase(s, seat, events)


def _check_buy_wild(s: HenhouseState, seat: int, a: BuyWild) -> str | None:
    return s._why_not_buy_wild(seat)


def _do_buy_wild(s: HenhouseState, seat: int, a: BuyWild, events: list[Event]) -> None:
    nest = s.wild.index(None)
    s.sheaves[seat] -= WILD_PRICES[nest]
    s.market += WILD_PRICES[nest]
    s.wild[nest] = seat
    events.append(EggBought(seat, -1, "wild", WILD_PRICES[nest]))
    _after_purchase(s, seat, events)


def _after_purchase(s: HenhouseState, seat: int, events: list[Event]) -> None:
    if s.egg_count(seat) >= WIN_EGGS:
        s._win(seat, "eggs", events)
    else:
        s.ask({"kind": "take_weapon", "seat": seat, "reason": "purchase"}, events)


def _check_take(s: HenhouseState, seat: int, a: TakeWeapon) -> str | None:
    if not 0 <= a.slot < FACE_UP or s.faceup[a.slot] is None:
        return "there is no face-up Secret Weapon in that slot"
    return None


def _do_take(s: HenhouseState, seat: int, a: TakeWeapon, events: list[Event]) -> None:
    choice = s.pending.pop(0)
    card = s.faceup[a.slot]
    assert card is not None
    s.hands[seat].append(card)
    s.hands[seat].sort()
    events.append(WeaponTaken(seat, a.slot, card, choice["reason"]))
    s._refill(a.slot, events)


def _check_play(s: HenhouseState, seat: int, a: PlayWeapon) -> str | None:
    if s.phase not in (TARGETING, RESOLUTION):
        return "Secret Weapons are played in the Targeting or Resolution phase"
    return weapons.why_not_play(s, seat, a)


def _do_play(s: HenhouseState, seat: int, a: PlayWeapon, events: list[Event]) -> None:
    weapons.play(s, seat, a, events)


RULES: dict[type[Action], Rule] = {
    BuyEgg: (_check_buy_egg, _do_buy_egg),
    BuyWild: (_check_buy_wild, _do_buy_wild),
    TakeWeapon: (_check_take, _do_take),
    PlayWeapon: (_check_play, _do_play),
}
