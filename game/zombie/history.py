"""Zombie Chickens' events in plain words, for the history panel.

Cards a viewer may not see arrive as ``HIDDEN`` (see ``CardsDrawn.seen_by``), and
are said as a count ("drew 2 cards"), never by name.
"""

from __future__ import annotations

from game.history import Line, Narrator
from game.words import a, count
from game.zombie import actions as E
from game.zombie import cards as C

NARRATOR = Narrator()
say = NARRATOR.says
NARRATOR.plain(
    {
        E.DayStarted: "Day {day} begins",
        E.NightStarted: "Night {night} falls",
        E.PlayerOut: "{seat} is out on Night {night}",
        E.NightOver: "Night {night} is over",
    }
)

DEFENCES = {
    "hay": "a Hay Wall",
    "scarecrow": "a Scarecrow",
    "shotgun": "a Shotgun",
    "flamethrower": "a Flamethrower",
    "trap": "a Booby Trap",
    "wolr": "W.O.L.R.",
}
SOURCES = {"deal": "was dealt", "deck": "drew", "face_up": "took", "replace": "drew"}


def day_cards(cards: tuple[int, ...]) -> str:
    """Cards by name when seen ("a Shotgun and an Ammo"), else only how many."""
    if not cards or any(c == E.HIDDEN for c in cards):
        return count(len(cards), "card")
    names = [a(C.DAY_NAMES[C.DAY[c]]) for c in cards]
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]


def night_name(card: int) -> str:
    return C.NIGHT[card].name


@say(E.CardsDrawn)
def _drawn(event: E.CardsDrawn, names) -> str:
    where = " from the face-up pair" if event.source == "face_up" else ""
    return f"{names[event.seat]} {SOURCES[event.source]} {day_cards(event.cards)}{where}"


@say(E.Discarded)
def _discarded(event: E.Discarded, names) -> str:
    return f"{names[event.seat]} discarded {day_cards((event.card,))}"


@say(E.FarmChanged)
def _farm(event: E.FarmChanged, names) -> str:
    cards = day_cards(event.cards)
    farm = (
        "the Farm" if event.farm == event.seat or names.shared else f"{names.own(event.farm)} Farm"
    )
    if event.how == "place":
        return f"{names[event.seat]} put {cards} on {farm}"
    if event.how == "move":
        return f"{names[event.seat]} moved {cards} on {farm}"
    if event.how == "scrap":
        return f"{names[event.seat]} gave up {cards}"
    owner = names.holder(event.farm)
    return Line(
        f"{owner[:1].upper()}{owner[1:]}'s Farm lost {cards}", None if names.shared else event.farm
    )


@say(E.TradeOffered)
def _offered(event: E.TradeOffered, names) -> str:
    return f"{names[event.seat]} offered {names[event.to_seat]} {day_cards(event.cards)}"


@say(E.TradeSettled)
def _traded(event: E.TradeSettled, names) -> str:
    if not event.received:
        return Line(f"{names[event.to_seat]} declined the trade", event.to_seat)
    got = day_cards(event.received)
    return Line(f"{names[event.to_seat]} took the trade, giving back {got}", event.to_seat)


@say(E.NightDealt)
def _dealt(event: E.NightDealt, names) -> Line:
    seat = None if names.shared else event.pile
    dealt = count(event.count, "Night card")
    owner = names.holder(event.pile)
    return Line(f"{owner[:1].upper()}{owner[1:]} got {dealt} face down", seat)


@say(E.Flipped)
def _flipped(event: E.Flipped, names) -> str:
    return f"{names[event.seat]} flipped {night_name(event.card)}"


@say(E.EventStruck)
def _struck(event: E.EventStruck, names) -> str:
    return f"{night_name(event.card)}: {C.NIGHT[event.card].event['line']}"


@say(E.Defended)
def _defended(event: E.Defended, names) -> str:
    words = f"{names[event.seat]} stopped {night_name(event.zombie)} with {DEFENCES[event.defence]}"
    if event.shield != -1:
        words += ", saved by a Shield"
    elif event.destroyed:
        words += f", losing {count(len(event.destroyed), 'card')}"
    return words


@say(E.LifeLost)
def _life(event: E.LifeLost, names) -> str:
    return (
        f"{night_name(event.zombie)} got through: {names[event.seat]} lost a Life "
        f"({count(event.left, 'life')} left)"
    )


@say(E.ScrapAsked)
def _scrap(event: E.ScrapAsked, names) -> str:
    return f"{names[event.seat]} must give up {count(event.count, 'Farm card')}"


@say(E.GameOver)
def _over(event: E.GameOver, names) -> Line:
    if event.winner is not None:
        return Line(f"{names[event.winner]} wins: {event.reason}", event.winner)
    return Line(f"Game over: {event.reason}" + (f" ({event.title})" if event.title else ""))


@say(E.LivesDealt)
def _lives(event: E.LivesDealt, names) -> Line:
    owner = names.holder(event.holder)
    seat = None if names.shared else event.holder
    return Line(
        f"{owner[:1].upper()}{owner[1:]} starts with {count(len(event.cards), 'Life')}", seat
    )


@say(E.NightCardsLeft)
def _left(event: E.NightCardsLeft, names) -> Line:
    owner = names.holder(event.pile)
    seat = None if names.shared else event.pile
    cards = ", ".join(night_name(c) for c in event.cards)
    return Line(f"Never flipped by {owner}: {cards}", seat)
