"""Zombie Chickens: competitive, co-op and solo, exactly as the rulebook and content file read.

The Day's rules live in :mod:`game.zombie.day` and the Night's in :mod:`game.zombie.night`;
this module holds the state they share and the surface every game offers.

One state covers all three modes. A *pile* holder and a *Farm* and a *Life* stack
belong to each player in the competitive game; in co-op and solo the whole table is
one holder (index 0), so "the group counts as one player" falls out of the indexing.
"""

from __future__ import annotations

import random
from typing import Any, ClassVar

from game.core import Action, Event, IllegalAction, Summary, digest, sorted_unique
from game.words import count
from game.zombie import cards as C
from game.zombie.actions import (
    HIDDEN,
    Answer,
    Decline,
    Defend,
    Discard,
    Draw,
    Endure,
    Flip,
    LivesDealt,
    Move,
    Offer,
    Place,
    Scrap,
)
from game.zombie.day import DayMixin
from game.zombie.night import NightMixin
from game.zombie.steps import (
    ANSWER,
    DATA,
    DAY,
    DEFEND,
    DISCARD,
    FLIP,
    GAME_ID,
    HAND,
    MAX_PLAYERS,
    MIN_PLAYERS,
    MODES,
    NIGHT,
    OVER,
    SCRAP,
)


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
        return f"{state.mode.capitalize()}, {when}, {count(lives, 'life')} left"
    alive = ", ".join(
        f"{name} {_lives_words(len(state.lives[s]))}"
        for s, name in enumerate(names)
        if state.alive[s]
    )
    return f"Versus, {when}: {alive}"


class ZombieState(DayMixin, NightMixin):
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
                DATA["solo"]["start_night"],
                DATA["solo"]["end_night"],
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
        events: list[Event] = [LivesDealt(h, tuple(cards)) for h, cards in enumerate(self.lives)]
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

    # -- helpers the Day and Night share ---------------------------------------------------

    def _kinds(self, stack: list[int]) -> list[str]:
        return [C.DAY[c] for c in stack]

    def _find(self, farm: list[list[int]], card: int) -> int | None:
        for i, stack in enumerate(farm):
            if card in stack:
                return i
        return None


def _lives(mode: str, players: int) -> int:
    lives = DATA["lives"]
    return lives[mode] if mode != "competitive" else lives[mode][str(players)]


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
    rows = [(s, f"{count(len(state.hands[s]), 'card')} in hand") for s in range(state.players)]
    ladder = C.title_ladder(state.mode, state.players, result["title"])
    return Summary(f"{result['title']}!", rows, ladder)


def _standing(state: ZombieState, result: dict[str, Any], seat: int) -> str:
    if state.alive[seat]:
        return _lives_words(result["lives"][seat])
    return f"out, {count(result['farm_cards'][seat], 'Farm card')}"


def new_game(players: int, seed: int, options: dict[str, Any] | None = None) -> ZombieState:
    return ZombieState(players, seed, options)


def _lives_words(lives: int) -> str:
    return count(lives, "life")
