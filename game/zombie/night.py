"""The Night: dealing, flipping, defending, the seven Events and the end of a game."""

from __future__ import annotations

from typing import Any

from game.core import Event
from game.words import a
from game.zombie import cards as C
from game.zombie.actions import (
    DeckReshuffled,
    Defend,
    Defended,
    Endure,
    EventStruck,
    Flip,
    Flipped,
    GameOver,
    LifeLost,
    NightCardsLeft,
    NightDealt,
    NightOver,
    NightStarted,
    PlayerOut,
    Scrap,
    ScrapAsked,
)
from game.zombie.steps import DEFEND, FLIP, NIGHT, OVER, SCRAP


class NightMixin:
    """The Night's rules; the state they act on is ``ZombieState``'s."""

    def _shields_for(self, farm: list[list[int]], used: int, traits: tuple[str, ...]) -> list[int]:
        """Shield stacks that may save stack ``used`` from this zombie's explosion."""
        if "exploding" not in traits or C.working_as(self._kinds(farm[used])) in C.SINGLE_USE:
            return []
        return [i for i, s in enumerate(farm) if i != used and self._kinds(s) == ["shield"]]

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
            return f"{a(C.DAY_NAMES[what])} can't stop {a(zombie.name)}"
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
        events += [NightCardsLeft(h, tuple(p)) for h, p in enumerate(self.piles) if p]
        events.append(GameOver(winner, title, self.night, reason))


def _effect_of(event: dict[str, Any]) -> str:
    for key in ("scrap", "deal", "purge", "ends_night"):
        if key in event:
            return key
    raise ValueError(f"event {event['id']!r} has no known effect")


# Each Night event's effect is one small method, chosen by the key its data carries.
_EVENT_EFFECTS = {
    "scrap": NightMixin._event_scrap,
    "deal": NightMixin._event_deal,
    "purge": NightMixin._event_purge,
    "ends_night": NightMixin._event_silent,
}
