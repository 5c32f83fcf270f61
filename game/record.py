"""A complete game record (``fowlplay --log``): JSON lines that replay and referee alone.

The first line is a header naming the game, seed, seats, mode and options; then every
action, as ``{"type": "action", "seat": N, "action": {...}}``, comes before the events
it caused, each event one line of its own. An undo is a line too, so the record stays
append-only. :func:`replay` rebuilds the match from the header and the actions alone
and checks every event line against what the rules say those actions caused.
"""

from __future__ import annotations

import json
from collections.abc import Iterable
from typing import IO, Any

from game.core import Action, Event, IllegalAction
from game.match import Match, SeatSpec

LOG_VERSION = 1  # the record's own format; "version" in the header


def header(match: Match) -> dict[str, Any]:
    return {
        "type": "header",
        "game": match.game,
        "seed": match.seed,
        "seats": [seat.to_dict() for seat in match.seats],
        "mode": match.options.get("mode"),
        "options": dict(match.options),
        "version": LOG_VERSION,
    }


def action_line(seat: int, action: Action) -> dict[str, Any]:
    return {"type": "action", "seat": seat, "action": action.to_dict()}


def undo_line(seat: int) -> dict[str, Any]:
    return {"type": "undo", "seat": seat}


class GameLog:
    """Writes one match's record to an open text stream, a line at a time (flushed, so a
    closed window or a crash keeps everything up to the last action)."""

    def __init__(self, stream: IO[str]):
        self.stream = stream
        self.started = False

    def _write(self, lines: Iterable[dict[str, Any]]) -> None:
        self.stream.writelines(json.dumps(line, sort_keys=True) + "\n" for line in lines)
        self.stream.flush()

    def start(self, match: Match, opening: list[Event]) -> None:
        """The header and the events before the first action (a deal, a built island)."""
        self.started = True
        self._write([header(match), *(event.to_dict() for event in opening)])

    def action(self, seat: int, action: Action, events: list[Event]) -> None:
        self._write([action_line(seat, action), *(event.to_dict() for event in events)])

    def undo(self, seat: int) -> None:
        self._write([undo_line(seat)])

    def close(self) -> None:
        self.stream.close()


def read(text: str) -> list[dict[str, Any]]:
    """The record's lines as objects; ValueError names the first line that is not one."""
    lines = []
    for number, raw in enumerate(text.splitlines(), 1):
        try:
            line = json.loads(raw)
        except ValueError:
            raise ValueError(f"line {number} is not JSON") from None
        if not isinstance(line, dict) or not isinstance(line.get("type"), str):
            raise ValueError(f"line {number} is not a record line")
        lines.append(line)
    return lines


def _fresh(lines: list[dict[str, Any]]) -> Match:
    if not lines or lines[0].get("type") != "header":
        raise ValueError("a game record starts with its header")
    head = lines[0]
    if head.get("version") != LOG_VERSION:
        raise ValueError(f"record version {head.get('version')!r} is not supported")
    seats = [SeatSpec.from_dict(s, n) for n, s in enumerate(head.get("seats") or [], 1)]
    return Match(head["game"], head["seed"], seats, dict(head.get("options") or {}))


def replay_actions(lines: list[dict[str, Any]]) -> Match:
    """The match from the header and the action (and undo) lines alone, events unread."""
    return replay([line for line in lines if line["type"] in ("header", "action", "undo")], False)


def replay(lines: list[dict[str, Any]], referee: bool = True) -> Match:
    """The match a record describes, rebuilt from its header and actions alone; with
    ``referee``, every event line must be one the rules say the actions before it
    caused, in order, and none may be missing."""
    match = _fresh(lines)
    expected = [event.to_dict() for event in match.opening_events()] if referee else []
    for number, line in enumerate(lines[1:], 2):
        kind = line["type"]
        if kind in ("action", "undo") and expected:
            raise ValueError(f"line {number}: {len(expected)} events missing before it")
        if kind == "action":
            if line.get("seat") != match.state.current_seat():
                raise ValueError(f"line {number}: seat {line.get('seat')} is not the one to act")
            try:
                events = match.apply(Action.from_dict(line.get("action")))
            except IllegalAction as exc:
                raise ValueError(f"line {number}: {exc.reason}") from None
            expected = [event.to_dict() for event in events] if referee else []
        elif kind == "undo":
            try:
                match.undo(line.get("seat"))
            except IllegalAction as exc:
                raise ValueError(f"line {number}: {exc.reason}") from None
        elif kind == "header":
            raise ValueError(f"line {number}: a second header")
        elif not expected or expected.pop(0) != line:
            raise ValueError(f"line {number}: an event the actions did not cause")
    if expected:
        raise ValueError(f"the record ends {len(expected)} events early")
    return match
