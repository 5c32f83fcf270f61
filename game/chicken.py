"""Chicken!: the push-your-luck dice race, exactly as the rulebook and content file read.

Every one of the 12 dice has an id (white 0-3, yellow 4-7, orange 8-11) and sits in
exactly one place at any moment: the Coop, the hand passed to the current player,
the middle, the chickens set aside or the foxes set aside. Tracking ids rather than
counts lets the scene animate each die and lets tests account for all twelve.
"""

from __future__ import annotations

import json
import random
from dataclasses import dataclass
from functools import cache
from typing import Any, ClassVar

import assets
from game.core import Action, Event, IllegalAction, digest, sorted_unique

GAME_ID = "chicken"


@cache
def rules_data() -> dict[str, Any]:
    """The numbers the rulebook leaves out, from one data file so balance is one edit."""
    with assets.path("data", "chicken.json").open(encoding="utf-8") as handle:
        return json.load(handle)


def _dice_table() -> tuple[tuple[str, tuple[str, ...]], ...]:
    data = rules_data()["dice"]
    table = []
    for colour in ("white", "yellow", "orange"):
        table += [(colour, tuple(data[colour]["faces"]))] * data[colour]["count"]
    return tuple(table)


DICE = _dice_table()
COLOURS = tuple(colour for colour, _ in DICE)
FACES = tuple(faces for _, faces in DICE)
WHITE = tuple(i for i, c in enumerate(COLOURS) if c == "white")
POINTS: dict[str, int] = {k: v for k, v in rules_data()["points"].items() if not k.startswith("_")}
BUST_FOXES: int = rules_data()["bust_foxes"]
WIN_SCORE: int = rules_data()["win_score"]
TRACK_SPACES: int = rules_data()["track_spaces"]
PENALTY: int = rules_data()["chicken_out_penalty"]
MIN_PLAYERS: int = rules_data()["players"]["min"]
MAX_PLAYERS: int = rules_data()["players"]["max"]
HATCH_ORDER: tuple[str, ...] = tuple(rules_data()["hatch_order"])


# --- actions ---------------------------------------------------------------------------


@dataclass(frozen=True)
class GoForIt(Action):
    """Roll every die passed to you."""

    type: ClassVar[str] = "go"


@dataclass(frozen=True)
class ChickenOut(Action):
    """Send the yellow and orange dice home, pay a point, roll the four white dice."""

    type: ClassVar[str] = "chicken_out"


@dataclass(frozen=True)
class Reroll(Action):
    """The one reroll of every die left in the middle."""

    type: ClassVar[str] = "reroll"


@dataclass(frozen=True)
class Stop(Action):
    """Count your chickens."""

    type: ClassVar[str] = "stop"


# --- events ----------------------------------------------------------------------------


@dataclass(frozen=True)
class TurnStarted(Event):
    type: ClassVar[str] = "turn_started"
    seat: int
    turn: int
    dice: tuple[int, ...]


@dataclass(frozen=True)
class ChickenedOut(Event):
    type: ClassVar[str] = "chickened_out"
    seat: int
    returned: tuple[int, ...]
    penalty: int


@dataclass(frozen=True)
class DiceRolled(Event):
    type: ClassVar[str] = "dice_rolled"
    seat: int
    dice: tuple[int, ...]
    faces: tuple[str, ...]
    reroll: bool


@dataclass(frozen=True)
class DieHatched(Event):
    type: ClassVar[str] = "die_hatched"
    seat: int
    die: int
    colour: str


@dataclass(frozen=True)
class Busted(Event):
    type: ClassVar[str] = "busted"
    seat: int
    foxes: int
    returned: tuple[int, ...]


@dataclass(frozen=True)
class Scored(Event):
    type: ClassVar[str] = "scored"
    seat: int
    points: int


@dataclass(frozen=True)
class TokenMoved(Event):
    type: ClassVar[str] = "token_moved"
    seat: int
    start: int
    end: int


@dataclass(frozen=True)
class DicePassed(Event):
    type: ClassVar[str] = "dice_passed"
    seat: int
    to_seat: int
    dice: tuple[int, ...]


@dataclass(frozen=True)
class GameWon(Event):
    type: ClassVar[str] = "game_won"
    seat: int
    score: int


# --- state -----------------------------------------------------------------------------

CHOOSE = "choose"  # go for it or chicken out
DECIDE = "decide"  # reroll the middle or count your chickens
OVER = "over"


class ChickenState:
    """One game of Chicken!; randomness comes only from its own seeded RNG."""

    game_id: ClassVar[str] = GAME_ID

    def __init__(self, players: int, seed: int, options: dict[str, Any] | None = None):
        if not MIN_PLAYERS <= players <= MAX_PLAYERS:
            raise ValueError(f"Chicken! takes {MIN_PLAYERS} to {MAX_PLAYERS} players")
        self.options = dict(options or {})
        self.players = players
        self.seed = seed
        self._rng = random.Random(seed)
        self._rigged: list[str] = []
        first = self.options.get("first_seat")
        if first is None:
            first = self._rng.randrange(players)
        elif isinstance(first, bool) or not (isinstance(first, int) and 0 <= first < players):
            raise ValueError("first_seat must be a seat number")
        self.scores = [0] * players
        self.seat: int = first
        self.phase = CHOOSE
        self.turn = 1
        self.coop: list[int] = [i for i, c in enumerate(COLOURS) if c != "white"]
        self.hand: list[int] = list(WHITE)
        self.middle: list[int] = []
        self.chickens: list[int] = []
        self.foxes: list[int] = []
        self.faces: dict[int, str | None] = {}
        self.rerolled = False
        self.winner: int | None = None
        self.opening_events: list[Event] = [TurnStarted(first, 1, tuple(self.hand))]

    # -- the shared surface -------------------------------------------------------------

    def current_seat(self) -> int | None:
        return None if self.phase == OVER else self.seat

    def legal_actions(self, seat: int) -> list[Action]:
        if seat != self.current_seat():
            return []
        return list(_LEGAL[self.phase])

    def why_illegal(self, action: Action) -> str | None:
        """The reason an action would be refused, or None when it is legal."""
        if self.phase == OVER:
            return "the game is over"
        if self.phase == CHOOSE and isinstance(action, Reroll | Stop):
            return "first go for it or chicken out"
        if self.phase == DECIDE and isinstance(action, GoForIt | ChickenOut):
            return "the dice are rolled: reroll the middle or count your chickens"
        if not isinstance(action, GoForIt | ChickenOut | Reroll | Stop):
            return f"{type(action).__name__} is not a Chicken! action"
        return None

    def apply(self, action: Action) -> list[Event]:
        reason = self.why_illegal(action)
        if reason:
            raise IllegalAction(reason)
        seat = self.seat
        events: list[Event] = []
        if isinstance(action, GoForIt):
            dice, self.hand = self.hand, []
            self._roll(seat, dice, events)
        elif isinstance(action, ChickenOut):
            returned = tuple(d for d in self.hand if COLOURS[d] != "white")
            penalty = min(PENALTY, self.scores[seat])
            self._send_home(returned)
            self.hand = []
            events.append(ChickenedOut(seat, returned, penalty))
            if penalty:
                self._move(seat, -penalty, events)
            self._roll(seat, list(WHITE), events)
        elif isinstance(action, Reroll):
            self.rerolled = True
            dice, self.middle = self.middle, []
            self._roll(seat, dice, events)
        else:
            self._count(seat, events)
        return events

    def view(self, seat: int) -> dict[str, Any]:
        """Chicken! hides nothing, so every seat sees the whole table."""
        view = self.snapshot()
        view["viewer"] = seat
        return view

    def is_over(self) -> bool:
        return self.phase == OVER

    def result(self) -> dict[str, Any]:
        return {"winner": self.winner, "scores": list(self.scores), "turns": self.turn}

    def snapshot(self) -> dict[str, Any]:
        return {
            "players": self.players,
            "scores": list(self.scores),
            "seat": self.seat,
            "phase": self.phase,
            "turn": self.turn,
            "coop": list(self.coop),
            "hand": list(self.hand),
            "middle": list(self.middle),
            "chickens": list(self.chickens),
            "foxes": list(self.foxes),
            "faces": {str(d): f for d, f in sorted(self.faces.items())},
            "rerolled": self.rerolled,
            "winner": self.winner,
        }

    def digest(self) -> str:
        rng = self._rng.getstate()[1]  # [:8] changes only every 624 draws; [-1] is the position
        return digest([self.snapshot(), rng[:8], rng[-1]])

    def is_undo_barrier(self, action: Action) -> bool:
        """Every roll is final; only a Count (which reveals nothing) can be taken back."""
        return not isinstance(action, Stop)

    # -- test support ---------------------------------------------------------------------

    def rig(self, faces: list[str]) -> None:
        """Make the next dice rolled show these faces, in die-id order (tests only)."""
        self._rigged.extend(faces)

    # -- rules ------------------------------------------------------------------------------

    def _face_for(self, die: int) -> str:
        if self._rigged:
            face = self._rigged.pop(0)
            if face not in FACES[die]:
                raise ValueError(f"a {COLOURS[die]} die has no {face} face")
            return face
        return FACES[die][self._rng.randrange(len(FACES[die]))]

    def _roll(self, seat: int, dice: list[int], events: list[Event]) -> None:
        dice = sorted(dice)
        faces = [self._face_for(d) for d in dice]
        events.append(DiceRolled(seat, tuple(dice), tuple(faces), self.rerolled))
        eggs = 0
        for die, face in zip(dice, faces, strict=True):
            self.faces[die] = face
            if face in POINTS:
                self.chickens.append(die)
            elif face == "fox":
                self.foxes.append(die)
            else:
                self.middle.append(die)
                eggs += face == "egg"
        if len(self.foxes) >= BUST_FOXES:
            self._bust(seat, events)
            return
        for _ in range(eggs):
            die = self._hatch()
            if die is None:
                break
            self.faces[die] = None
            self.middle.append(die)
            events.append(DieHatched(seat, die, COLOURS[die]))
        if self.rerolled or not self.middle:
            self._count(seat, events)
        else:
            self.phase = DECIDE

    def _hatch(self) -> int | None:
        for colour in HATCH_ORDER:
            for die in self.coop:
                if COLOURS[die] == colour:
                    self.coop.remove(die)
                    return die
        return None

    def _send_home(self, dice: tuple[int, ...]) -> None:
        self.coop = sorted(self.coop + list(dice))
        for die in dice:
            self.faces.pop(die, None)

    def _in_play(self) -> list[int]:
        return sorted(self.middle + self.chickens + self.foxes)

    def _move(self, seat: int, delta: int, events: list[Event]) -> None:
        start = self.scores[seat]
        self.scores[seat] = max(0, start + delta)
        events.append(TokenMoved(seat, start, self.scores[seat]))

    def _bust(self, seat: int, events: list[Event]) -> None:
        dice = self._in_play()
        returned = tuple(d for d in dice if COLOURS[d] != "white")
        events.append(Busted(seat, len(self.foxes), returned))
        self._send_home(returned)
        self._pass(seat, [d for d in dice if COLOURS[d] == "white"], events)

    def _count(self, seat: int, events: list[Event]) -> None:
        points = sum(POINTS[self.faces[d]] for d in self.chickens)  # type: ignore[index]
        events.append(Scored(seat, points))
        if points:
            self._move(seat, points, events)
        if self.scores[seat] >= WIN_SCORE:
            self.phase = OVER
            self.winner = seat
            events.append(GameWon(seat, self.scores[seat]))
            return
        self._pass(seat, self._in_play(), events)

    def _pass(self, seat: int, dice: list[int], events: list[Event]) -> None:
        nxt = (seat + 1) % self.players
        for die in dice:
            self.faces.pop(die, None)
        self.middle, self.chickens, self.foxes = [], [], []
        self.hand = sorted(dice)
        self.rerolled = False
        self.seat = nxt
        self.phase = CHOOSE
        self.turn += 1
        events.append(DicePassed(seat, nxt, tuple(self.hand)))
        events.append(TurnStarted(nxt, self.turn, tuple(self.hand)))


# Chicken!'s choices never depend on the dice, only on the phase: sort them once.
_LEGAL = {
    CHOOSE: tuple(sorted_unique([GoForIt(), ChickenOut()])),
    DECIDE: tuple(sorted_unique([Reroll(), Stop()])),
}


def new_game(players: int, seed: int, options: dict[str, Any] | None = None) -> ChickenState:
    return ChickenState(players, seed, options)
