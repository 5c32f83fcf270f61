"""Counted nouns in plain English, so no screen ever says "1 pts" or "1 zombies".

Pure Python: the rules layer's summaries and highlights use it as well as the scenes
(``scenes.words`` hands the same function on).
"""

from __future__ import annotations

IRREGULAR = {
    "die": "dice",
    "life": "lives",
    "Life": "Lives",
    "Sheaf": "Sheaves",
}


def plural(noun: str) -> str:
    """The plural of ``noun``: the few irregular ones this game says, else an added "s"."""
    if noun in IRREGULAR:
        return IRREGULAR[noun]
    if noun.endswith(("s", "x", "ch", "sh")):
        return noun + "es"
    return noun + "s"


def count(n: int, noun: str) -> str:
    """ "1 point", "2 points", "0 points", "1 die", "3 dice"."""
    return f"{n} {noun if n == 1 else plural(noun)}"


def a(noun: str) -> str:
    """ "a Shotgun", "an Ammo": the article a card's name takes."""
    return f"{'an' if noun[:1].lower() in 'aeiou' else 'a'} {noun}"
