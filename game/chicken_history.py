"""Chicken!'s events in plain words, for the history panel."""

from __future__ import annotations

from game import chicken as K
from game.history import Narrator
from game.words import a, count

NARRATOR = Narrator()
say = NARRATOR.says
NARRATOR.plain(
    {
        K.TokenMoved: "{seat} moved from {start} to {end}",
    }
)

FACE_NOUNS = {"chicken": "chicken", "double": "double chicken", "egg": "egg", "fox": "fox"}


def faces_words(faces: tuple[str, ...]) -> str:
    """ "3 chickens, 1 fox, 2 eggs": each face counted once, in the dice's own order."""
    tally = {face: faces.count(face) for face in FACE_NOUNS if face in faces}
    blanks = faces.count("blank")
    parts = [count(n, FACE_NOUNS[face]) for face, n in tally.items()]
    if blanks:
        parts.append(count(blanks, "blank"))
    return ", ".join(parts) or "nothing"


@say(K.TurnStarted)
def _turn(event: K.TurnStarted, names) -> str:
    passed = f"with {count(len(event.dice), 'die')} passed" if event.dice else "with no dice passed"
    return f"Turn {event.turn}: {names[event.seat]}, {passed}"


@say(K.ChickenedOut)
def _chickened(event: K.ChickenedOut, names) -> str:
    cost = f", paying {count(event.penalty, 'point')}" if event.penalty else ""
    return f"{names[event.seat]} chickened out{cost}: only the 4 white dice roll"


@say(K.DiceRolled)
def _rolled(event: K.DiceRolled, names) -> str:
    verb = "rerolled" if event.reroll else "rolled"
    return f"{names[event.seat]} {verb} {count(len(event.dice), 'die')}: {faces_words(event.faces)}"


@say(K.DieHatched)
def _hatched(event: K.DieHatched, names) -> str:
    return f"An egg hatched: {a(event.colour)} die joins the middle"


@say(K.Busted)
def _busted(event: K.Busted, names) -> str:
    return f"{names[event.seat]} busted with {count(event.foxes, 'fox')}: no points this turn"


@say(K.Scored)
def _scored(event: K.Scored, names) -> str:
    return f"{names[event.seat]} counted {count(event.points, 'point')}"


@say(K.GameWon)
def _won(event: K.GameWon, names) -> str:
    return f"{names[event.seat]} won with {count(event.score, 'point')}!"
