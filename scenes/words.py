"""Counted words, so a screen never reads "1 pts" or "1 zombies"."""

from __future__ import annotations

IRREGULAR = {"die": "dice"}


def count(n: int, noun: str) -> str:
    """``n`` and ``noun``, plural unless ``n`` is 1: "1 point", "2 points", "3 dice"."""
    return f"{n} {noun if n == 1 else IRREGULAR.get(noun, noun + 's')}"
