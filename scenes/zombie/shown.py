"""What the Zombie Chickens table shows: a copy of the rules state that trails the events.

The rules know the outcome of an action at once; the screen catches up one event at
a time as the animations play. ``Shown`` is moved on by the same events the scene
animates, and whenever the scene is idle it equals the rules state (a test checks
this over whole games).
"""

from __future__ import annotations

from dataclasses import dataclass

from game.zombie import actions as A


@dataclass
class Shown:
    mode: str
    players: int
    hands: list[list[int]]
    farms: list[list[list[int]]]
    face_up: list[int]
    day_deck: int
    day_discard: list[int]
    night_deck: int
    night_discard: list[int]
    lives: list[int]
    life_discard: int
    piles: list[int]
    alive: list[bool]
    phase: str
    day: int
    night: int
    seat: int
    half: str = ""
    revealed: int | None = None
    event_card: int | None = None  # the Night event on show
    winner: int | None = None
    title: str | None = None
    over: bool = False

    @classmethod
    def from_snapshot(cls, snap: dict) -> Shown:
        """The table as the rules state stands (at start, on resume, after undo).

        Every hand is known here; the scene decides which hands it may draw face up.
        """
        return cls(
            mode=snap["mode"],
            players=snap["players"],
            hands=[list(h) for h in snap["hands"]],
            farms=[[list(s) for s in f] for f in snap["farms"]],
            face_up=list(snap["face_up"]),
            day_deck=len(snap["day_deck"]),
            day_discard=list(snap["day_discard"]),
            night_deck=len(snap["night_deck"]),
            night_discard=list(snap["night_discard"]),
            lives=list(snap["lives"]),
            life_discard=len(snap["life_discard"]),
            piles=[len(p) for p in snap["piles"]],
            alive=list(snap["alive"]),
            phase=snap["phase"],
            day=snap["day"],
            night=snap["night"],
            seat=snap["turn_seat"],
            half=snap["half"],
            revealed=snap["revealed"],
            winner=snap["winner"],
            title=snap["title"],
            over=snap["phase"] == "over",
        )

    def apply(self, event) -> None:
        """Move the picture on by one event."""
        handler = _HANDLERS.get(type(event))
        if handler is not None:
            handler(self, event)

    def holder(self, seat: int) -> int:
        return 0 if self.mode != "competitive" else seat


def _day(shown: Shown, e: A.DayStarted) -> None:
    shown.phase, shown.day, shown.night = "day", e.day, e.night
    shown.half = ""  # no turn yet: the header says the Day begins, not last Day's half
    shown.revealed = shown.event_card = None


def _turn(shown: Shown, e: A.TurnStarted) -> None:
    shown.seat, shown.half = e.seat, e.half


def _drawn(shown: Shown, e: A.CardsDrawn) -> None:
    shown.hands[e.seat] += list(e.cards)
    if e.source == "face_up":
        shown.face_up = []
    else:
        shown.day_deck -= len(e.cards)


def _face_up(shown: Shown, e: A.FaceUpDealt) -> None:
    shown.day_deck -= len(e.cards) - len(shown.face_up)
    shown.face_up = list(e.cards)


def _reshuffled(shown: Shown, e: A.DeckReshuffled) -> None:
    if e.deck == "day":
        shown.day_deck, shown.day_discard = e.count, []
    else:
        shown.night_deck, shown.night_discard = e.count, []


def _take_from_hand(shown: Shown, seat: int, card: int) -> None:
    shown.hands[seat].remove(card)


def _discarded(shown: Shown, e: A.Discarded) -> None:
    _take_from_hand(shown, e.seat, e.card)
    shown.day_discard.append(e.card)


def _farm(shown: Shown, e: A.FarmChanged) -> None:
    if e.how == "place":
        _take_from_hand(shown, e.seat, e.cards[0])
    elif e.how in ("scrap", "purge"):
        shown.day_discard += list(e.cards)
    shown.farms[e.farm] = [list(s) for s in e.stacks]


def _traded(shown: Shown, e: A.TradeSettled) -> None:
    if not e.received:  # declined: nothing changes hands
        return
    for card in e.given:
        _take_from_hand(shown, e.seat, card)
    for card in e.received:
        _take_from_hand(shown, e.to_seat, card)
    shown.hands[e.seat] += list(e.received)
    shown.hands[e.to_seat] += list(e.given)


def _night(shown: Shown, e: A.NightStarted) -> None:
    shown.phase, shown.night = "night", e.night


def _dealt(shown: Shown, e: A.NightDealt) -> None:
    shown.night_deck -= e.count
    shown.piles[e.pile] = e.total


def _flipped(shown: Shown, e: A.Flipped) -> None:
    shown.seat = e.seat
    shown.piles[e.pile] -= 1
    shown.revealed = e.card
    shown.event_card = None


def _event(shown: Shown, e: A.EventStruck) -> None:
    shown.revealed = None
    shown.event_card = e.card
    shown.night_discard.append(e.card)


def _defended(shown: Shown, e: A.Defended) -> None:
    shown.day_discard += list(e.spent) + list(e.destroyed)
    if e.shield != -1:
        shown.day_discard.append(e.shield)
    shown.farms[e.farm] = [list(s) for s in e.stacks]
    shown.night_discard.append(e.zombie)
    shown.revealed = None


def _life_lost(shown: Shown, e: A.LifeLost) -> None:
    shown.lives[e.holder] = e.left
    shown.life_discard += 1
    shown.night_discard.append(e.zombie)
    shown.revealed = None


def _out(shown: Shown, e: A.PlayerOut) -> None:
    shown.alive[e.seat] = False
    shown.piles[e.seat] = 0
    shown.night_discard += list(e.discarded)


def _night_over(shown: Shown, e: A.NightOver) -> None:
    shown.night_discard += list(e.discarded)
    shown.piles = [0] * len(shown.piles)
    shown.event_card = None


def _over(shown: Shown, e: A.GameOver) -> None:
    shown.over, shown.winner, shown.title = True, e.winner, e.title
    shown.phase = "over"


_HANDLERS = {
    A.DayStarted: _day,
    A.TurnStarted: _turn,
    A.CardsDrawn: _drawn,
    A.FaceUpDealt: _face_up,
    A.DeckReshuffled: _reshuffled,
    A.Discarded: _discarded,
    A.FarmChanged: _farm,
    A.TradeSettled: _traded,
    A.NightStarted: _night,
    A.NightDealt: _dealt,
    A.Flipped: _flipped,
    A.EventStruck: _event,
    A.Defended: _defended,
    A.LifeLost: _life_lost,
    A.PlayerOut: _out,
    A.NightOver: _night_over,
    A.GameOver: _over,
}
