"""Card pictures by card id: the rules' names and lines on the art's card faces."""

from __future__ import annotations

import pygame

from ecs import art
from ecs.sized_cache import sized_cache
from game.zombie import cards as C


def day_face(card: int, width: int, words: bool = True) -> pygame.Surface:
    """A Day card's face; without ``words`` only its colours and picture: a card in flight,
    whose print nobody could read, carries none across the words it passes."""
    return _day_face(C.DAY[card], width, words)


def night_face(card: int, width: int, words: bool = True) -> pygame.Surface:
    return _night_face(C.NIGHT[card], width, words)


@sized_cache
def _day_face(kind: str, width: int, words: bool) -> pygame.Surface:
    """In the screen's pixel format: the Farm and hand blit dozens of these a frame."""
    title, line = (C.DAY_NAMES[kind], C.DAY_LINES[kind]) if words else ("", "")
    return art.day_card(kind, title, line, width).convert_alpha()


@sized_cache
def _night_face(night: C.NightCard, width: int, words: bool) -> pygame.Surface:
    title = night.name if words else ""
    if night.is_event:
        line = night.event["line"] if words else ""
        return art.event_card(night.key, title, line, width).convert_alpha()
    return art.zombie_card(title, night.traits, width).convert_alpha()


@sized_cache
def back(deck: str, width: int, words: bool = True) -> pygame.Surface:
    return art.card_back(deck, width, words).convert_alpha()


@sized_cache
def life(width: int, words: bool = True) -> pygame.Surface:
    return art.life_card(width, words).convert_alpha()


@sized_cache
def zombie_walk(traits: tuple[str, ...], size: int) -> tuple[pygame.Surface, ...]:
    """The shamble, facing left: zombies come from the right, towards the Farm."""
    return tuple(pygame.transform.flip(f, True, False) for f in art.zombie_frames(traits, size))


def describe_stack(stack: list[int]) -> str:
    """A stack in words, as players name it: "Hay Wall", "Shotgun + 2 Ammo"."""
    kinds = [C.DAY[c] for c in stack]
    works = C.working_as(kinds)
    if works == "hay":
        return "Hay Wall"
    if kinds[0] in ("hay",):
        return f"{len(kinds)} Hay Bale{'s' if len(kinds) > 1 else ''} (wall needs {C.HAY_WALL})"
    weapon = next((k for k in kinds if k in ("shotgun", "flamethrower")), None)
    loads = [k for k in kinds if k in ("ammo", "fuel")]
    if weapon and loads:
        return f"{C.DAY_NAMES[weapon]} + {len(loads)} {C.DAY_NAMES[loads[0]]}"
    if weapon:
        return f"{C.DAY_NAMES[weapon]} (empty)"
    if loads:
        return f"{len(loads)} {C.DAY_NAMES[loads[0]]} (no weapon)"
    return C.DAY_NAMES[kinds[0]]
