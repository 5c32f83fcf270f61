"""Henhouse Havoc's events in plain words, for the history panel.

A deployed army and a Fox Spy's findings reach only their owner (``seen_by``); in
their public form the lines say that it happened, never where.
"""

from __future__ import annotations

from game.henhouse import events as E
from game.henhouse import weapons as W
from game.henhouse.data import DATA, UNITS
from game.history import Line, Narrator
from game.words import count

NARRATOR = Narrator()
say = NARRATOR.says
NARRATOR.plain(
    {
        E.FirstPlayerChosen: "{seat} goes first",
        E.Deployed: "{seat} hid the army on the farm",
        E.Eliminated: "{seat} has no army left",
    }
)

CARD_NAMES = {w["id"]: w["name"] for w in DATA["weapons"]}
OUTCOMES = {"hit": "a hit", "miss": "a miss", "spent": "nothing new", "saved": "saved by a Silo"}
PHASES = {"placement": "Hiding armies", "targeting": "Targeting", "resolution": "Firing"}


def thing(source: str) -> str:
    """A unit or a Secret Weapon by its printed name."""
    if source in UNITS:
        return f"the {UNITS[source].name}"
    return CARD_NAMES.get(source, source.replace("_", " ").capitalize())


def space(row: int, col: int) -> str:
    """A space as the board labels it: columns A-J, rows from 1."""
    return f"{chr(ord('A') + col)}{row + 1}"


def farm(names, board: int) -> str:
    return f"{names.own(board)} farm"


@say(E.PhaseStarted)
def _phase(event: E.PhaseStarted, names) -> Line:
    return Line(f"Round {event.round}: {PHASES.get(event.phase, event.phase)}")


@say(E.Targeted)
def _targeted(event: E.Targeted, names) -> str:
    tiles = count(len(event.cells) // 2, "Target tile")
    return f"{names[event.seat]} aimed {thing(event.source)} at {farm(names, event.board)}: {tiles}"


@say(E.ShotsForfeited)
def _forfeit(event: E.ShotsForfeited, names) -> str:
    groups = count(event.groups, "shot")
    return f"{names[event.seat]} lost {groups} of {thing(event.unit)}: no room left to aim"


@say(E.Struck)
def _struck(event: E.Struck, names) -> str:
    at = f"{farm(names, event.board)} at {space(event.row, event.col)}"
    return f"{names[event.seat]} fired {thing(event.source)} at {at}: {OUTCOMES[event.outcome]}"


@say(E.AreaEffect)
def _area(event: E.AreaEffect, names) -> str:
    hits = count(len(event.hits) // 2, "more hit")
    blast = thing(event.source)
    return f"{blast[:1].upper()}{blast[1:]}'s blast on {farm(names, event.board)}: {hits}"


@say(E.UnitDestroyed)
def _destroyed(event: E.UnitDestroyed, names) -> Line:
    words = f"{names.own(event.seat)} {UNITS[event.unit].name} was destroyed"
    return Line(f"{words} by {names[event.destroyer]}", event.destroyer)


@say(E.Paid)
def _paid(event: E.Paid, names) -> str:
    why = event.reason.removeprefix("destroyed_")
    return (
        f"The Black Market paid {names[event.seat]} {count(event.amount, 'Sheaf')} ({thing(why)})"
    )


@say(E.EggForSale)
def _for_sale(event: E.EggForSale, names) -> Line:
    return Line(f"An egg from {thing(event.unit)} is for sale at {event.price}", event.owner)


@say(E.FieldPlaced)
def _field(event: E.FieldPlaced, names) -> str:
    return f"{names[event.seat]} raised a Magnetic Field over {farm(names, event.board)}"


@say(E.SheavesStolen)
def _stolen(event: E.SheavesStolen, names) -> str:
    taken = count(event.amount, "Sheaf")
    return f"{names[event.seat]} took {taken} from {names[event.victim]}"


@say(E.SpaceRevealed)
def _revealed(event: E.SpaceRevealed, names) -> str:
    where = space(event.row, event.col)
    return f"{names[event.seat]} showed {thing(event.unit)} at {where} to {names[event.by]}"


@say(E.EggBought)
def _bought(event: E.EggBought, names) -> str:
    egg = (
        "a Wild Egg"
        if event.owner < 0
        else f"the egg of {names.own(event.owner)} {thing(event.unit)[4:]}"
    )
    return f"{names[event.seat]} bought {egg} for {count(event.price, 'Sheaf')}"


@say(E.WeaponTaken)
def _taken(event: E.WeaponTaken, names) -> str:
    return f"{names[event.seat]} took {thing(event.card)}"


@say(W.WeaponPlayed)
def _played(event: W.WeaponPlayed, names) -> str:
    target = f" on {farm(names, event.board)}" if event.board >= 0 else ""
    return f"{names[event.seat]} played {thing(event.card)}{target}"


@say(W.Intel)
def _intel(event: W.Intel, names) -> str:
    if event.hidden:
        return f"{names[event.seat]} learned something with {thing(event.card)}"
    found = sorted({UNITS[u].name for u in event.result if u in UNITS})
    if event.result in (("yes",), ("no",)):
        said = "a unit is there" if event.result == ("yes",) else "nothing is there"
    else:
        said = ", ".join(found) if found else "nothing there"
    return f"{names[event.seat]}'s {thing(event.card)}: {said}"


@say(W.SiloSaved)
def _silo(event: W.SiloSaved, names) -> str:
    return f"A Reinforced Silo saved {farm(names, event.board)} at {space(event.row, event.col)}"


@say(E.RoundEnded)
def _round(event: E.RoundEnded, names) -> Line:
    return Line(f"Round {event.round} is over")


@say(E.FirstPlayerPassed)
def _passed(event: E.FirstPlayerPassed, names) -> Line:
    return Line(f"{names[event.to_seat]} goes first next round", event.to_seat)


@say(E.GameWon)
def _won(event: E.GameWon, names) -> str:
    return f"{names[event.seat]} wins with {count(event.eggs, 'egg')}!"


@say(E.GameDrawn)
def _drawn(event: E.GameDrawn, names) -> Line:
    return Line("A draw: " + " and ".join(names[s] for s in event.seats) + " tie")


@say(E.FinalStandings)
def _standings(event: E.FinalStandings, names) -> Line:
    parts = [
        f"{names[s]} {count(eggs, 'egg')}, {count(sheaves, 'Sheaf')}"
        for s, (eggs, sheaves) in enumerate(zip(event.eggs, event.sheaves, strict=True))
    ]
    return Line("Final standings: " + "; ".join(parts))
