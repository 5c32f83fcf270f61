"""The rules every drawn frame must keep, checked on what :mod:`ecs.audit` recorded.

A frame fails when a text or choice leaves the 1280 x 720 screen or its own panel, when
two texts (or a text and a choice) overlap, when a pointer's outline is drawn through
words, when the focused choice is off the screen, when text a player reads is under
16 px, or when a word is an internal name or a counted noun disagrees with its number.
tools/audit_screens.py plays every game through the real scenes and runs these checks
on each frame.

A text in motion (the same words at the same size stood elsewhere a frame ago and stand
there no more; a twin resting elsewhere, a Scroll's name in the hand as its discard flies
by, is not it) is a card or a label in flight: nobody reads it until it lands, so it is
judged at rest, where it stops, and not for crossing other things on its way.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

import pygame

from ecs.audit import Frame

SCREEN = pygame.Rect(0, 0, 1280, 720)
MIN_SIZE = 16  # px: the smallest print a player must read from the couch
SLACK = 2  # px: anti-aliased edges that touch are not an overlap

_SNAKE = re.compile(r"\b[a-z0-9]+_[a-z0-9_]+\b")
_CAMEL = re.compile(r"\b[A-Z][a-z]+(?:[A-Z][a-z]+)+\b")
_WEB = re.compile(r"\bhttps?://\S*")  # a web address to type is read letter by letter
_FILE = re.compile(r"(?:[\w~.-]*/[\w.-]+/[\w./-]*|\b[\w-]+\.(?:json|png|py|log|txt|wav|ogg)\b)")
_ONE = re.compile(r"(?<![\d.,])\b(?:(\w+) )?1 ([A-Za-z]+)\b")
_NAMED = {"player", "bot", "seat", "team", "day", "night", "round", "turn", "step"}  # "Player 1"
_A_VOWEL = re.compile(r"\b[aA] ([AEIOUaeiou][a-z]+)")
_AN_CONSONANT = re.compile(r"\b[aA]n ([B-DF-HJ-NP-TV-Zb-df-hj-np-tv-z][a-z]*)")
_SOUND_YOU = ("uni", "use", "usu", "uti", "eu", "one", "once", "ewe")
_SOUND_VOWEL = ("hour", "honest", "honour", "heir")
_NOT_PLURAL = ("ss", "us", "is", "ous")
_PLURAL_ONLY = {"dice"}  # plural forms that do not end in s
_VERBS = {"goes", "has", "is", "was", "wins", "takes", "plays", "rolls", "gets", "loses", "moves"}


@dataclass(frozen=True)
class Fault:
    kind: str
    words: str
    rect: tuple[int, int, int, int]
    detail: str = ""

    def __str__(self) -> str:
        extra = f" ({self.detail})" if self.detail else ""
        return f"{self.kind}: {self.words!r} at {self.rect}{extra}"


def _inside(outer: pygame.Rect, inner: pygame.Rect) -> bool:
    return outer.inflate(SLACK, SLACK).contains(inner)


def _overlap(a: pygame.Rect, b: pygame.Rect) -> bool:
    clip = a.clip(b)
    return clip.w > SLACK and clip.h > SLACK


def word_faults(words: str) -> list[str]:
    """What is wrong with the words a player reads (empty when nothing is)."""
    found = []
    words = _WEB.sub(" ", words)
    for pattern, what in (
        (_SNAKE, "internal name"),
        (_CAMEL, "internal name"),
        (_FILE, "file name"),
    ):
        found += [f"{what} {m.group(0)!r}" for m in pattern.finditer(words)]
    for m in _ONE.finditer(words):
        if (m.group(1) or "").lower() in _NAMED:
            continue  # a name with a number, not a count
        noun = m.group(2).lower()
        plural = noun in _PLURAL_ONLY or (noun.endswith("s") and not noun.endswith(_NOT_PLURAL))
        plural = plural and noun not in _VERBS
        if plural:
            found.append(f"one with a plural: {'1 ' + m.group(2)!r}")
    for m in _A_VOWEL.finditer(words):
        if not m.group(1).lower().startswith(_SOUND_YOU):
            found.append(f"'a' before a vowel: {m.group(0)!r}")
    for m in _AN_CONSONANT.finditer(words):
        if not m.group(1).lower().startswith(_SOUND_VOWEL) and len(m.group(1)) > 1:
            found.append(f"'an' before a consonant: {m.group(0)!r}")
    return found


def _panel_faults(frame: Frame, index: int, t, fault, flying_panels=frozenset()) -> None:
    """A text must lie wholly inside the last panel drawn under its middle before it, and
    no panel drawn after it may cover any of it (but a card in flight, whose words are in
    flight, only crosses it on its way)."""
    area = t.rect.w * t.rect.h
    under = [  # a panel smaller than the text is an icon it passes over, not its panel
        p.rect
        for p in frame.panels
        if p.after <= index and p.rect.collidepoint(t.rect.center) and p.rect.w * p.rect.h >= area
    ]
    if under:
        own = under[-1]  # the last drawn is the one on top
        if not _inside(own, t.rect):
            fault("text outside its panel", t.words, t.rect, f"panel {tuple(own)}")
    for p in frame.panels:
        if p.after > index and _overlap(p.rect, t.rect) and tuple(p.rect) not in flying_panels:
            fault("text under a panel", t.words, t.rect, f"panel {tuple(p.rect)}")
            break
    body = t.rect.inflate(0, -(t.rect.h // 3))  # the letters' middle: not a descender's room
    for p in frame.strokes:
        if p.after > index and p.rect.colliderect(body):
            fault("line through text", t.words, t.rect, f"line {tuple(p.rect)}")
            break


def _choice_panel_faults(frame: Frame, c, fault) -> None:
    """A choice must lie wholly inside the panel under its middle (not its own button)."""
    own = c.rect.inflate(16, 16)
    under = [
        p.rect
        for p in frame.panels[: c.panels]
        if p.rect.collidepoint(c.rect.center) and not own.contains(p.rect)
    ]
    if under and not _inside(under[-1], c.rect):
        fault("choice outside its panel", c.label, c.rect, f"panel {tuple(under[-1])}")


def _in_flight(frame: Frame, before: Frame | None) -> set[int]:
    """Indexes of the texts of ``frame`` that moved since ``before``."""
    if before is None:
        return set()
    was: dict[tuple[str, float], set[tuple[int, int, int, int]]] = {}
    for t in before.texts:
        was.setdefault((t.words, round(t.size, 1)), set()).add(tuple(t.rect))
    now: dict[tuple[str, float], set[tuple[int, int, int, int]]] = {}
    for t in frame.texts:
        now.setdefault((t.words, round(t.size, 1)), set()).add(tuple(t.rect))
    moving = set()
    for i, t in enumerate(frame.texts):
        key = (t.words, round(t.size, 1))
        places = was.get(key, set())
        left = places - now[key]  # where these words stood a frame ago and stand no more
        arrived = now[key] - places
        if tuple(t.rect) in arrived and len(arrived) <= len(left):
            moving.add(i)  # one of them moved here (a twin at rest elsewhere stays judged)
    return moving


def check(frame: Frame, before: Frame | None = None) -> list[Fault]:
    """Every rule broken on one frame (the same fault once per frame); ``before`` is the
    frame drawn just before it, to tell texts in flight."""
    faults: list[Fault] = []
    flying = _in_flight(frame, before)

    def fault(kind: str, words: str, rect: pygame.Rect, detail: str = "") -> None:
        faults.append(Fault(kind, words, tuple(rect), detail))

    top = frame.texts[frame.covered :]  # what lies under a veil is not read now
    carried = {tuple(r) for i in flying for r, _ in frame.texts[i].boxes}  # cards in flight
    for index, t in enumerate(top, frame.covered):
        if not t.words.strip():
            continue
        if index not in flying:
            _panel_faults(frame, index, t, fault, carried)
        if not SCREEN.contains(t.rect):
            fault("text off screen", t.words, t.rect)
        for rect, name in t.boxes:
            if not _inside(rect, t.rect):
                fault("text outside its box", t.words, t.rect, f"{name} {tuple(rect)}")
                break
        if not t.decorative and t.size < MIN_SIZE:
            fault("text too small", t.words, t.rect, f"{t.size:.1f} px")
        for problem in word_faults(t.words):
            fault("words", t.words, t.rect, problem)
    resting = [t for i, t in enumerate(frame.texts) if i >= frame.covered and i not in flying]
    top = [t for t in resting if t.words.strip()]
    rects = [t.rect for t in top]
    for i, t in enumerate(top):
        for j in t.rect.collidelistall(rects[i + 1 :]):
            other = top[i + 1 + j]
            if other.words == t.words and other.rect == t.rect:
                continue  # the same words drawn twice in one place
            if _overlap(t.rect, other.rect):
                fault("texts overlap", f"{t.words} | {other.words}", t.rect.union(other.rect))
    for c in frame.choices:
        _choice_panel_faults(frame, c, fault)
        if not SCREEN.contains(c.rect):
            kind = "focused choice off screen" if c.focused else "choice off screen"
            fault(kind, c.label, c.rect, c.row)
        for t in top:
            if _overlap(c.rect, t.rect) and not _inside(c.rect, t.rect):
                fault("text over a choice", f"{t.words} | {c.label}", t.rect, c.row)
    for i, c in enumerate(frame.choices):
        for other in frame.choices[i + 1 :]:
            if _overlap(c.rect, other.rect):
                fault("choices overlap", f"{c.label} | {other.label}", c.rect.union(other.rect))
    unique = list(dict.fromkeys(faults))
    return unique
