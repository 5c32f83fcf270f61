"""Statistics and records across finished games, kept in ``records.json``.

Counted once per finished live game (the match scene calls :func:`record_safely` where it
archives the game; replays and headless runs never autosave, so they never count):

- **played / wins by seat type.** Seat types are ``human``, ``easy``, ``normal`` and
  ``hard`` (the AI level). Per game, each type that sat at the table is counted as having
  played once, however many seats it had, and as having won once if any of its seats won.
- **who won.** ``result()["winner"]`` for Chicken!, Henhouse Havoc and versus Zombie
  Chickens (``None``, a draw or the zombies winning, means nobody won). In solo and co-op
  Zombie Chickens the rules give no winner, only a title: the group wins, together, when
  it reaches the top title (surviving the last Night); any other title is a loss.
- **fastest win.** The fewest turns (Chicken!, versus Zombie Chickens' Day turns) or rounds
  (Henhouse Havoc) in a game a seat won outright; survival runs have a fixed length.
- **best titles.** The best solo and co-op titles reached, ranked by the rules' own table.
- **Chicken! streak.** The most turns in a row one seat ended by counting chickens for at
  least one point; a bust or a turn that scores nothing ends it. Streaks never cross games.
  Also the best single-turn score.

The file is never trusted: a damaged, foreign or old one is moved aside with a message and
the records start afresh. Ids of the games already counted (a bounded list) make recording
idempotent, so a game finished, resumed or saved again is never counted twice.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from game import chicken, registry, saves
from game.core import digest
from game.match import Match, SeatSpec, clean_name
from game.zombie import cards as zombie_cards

FORMAT = "fowlplay-records"
VERSION = 1
MAX_BYTES = 1_000_000
KEEP_COUNTED = 1000  # ids of counted games kept, newest last
MAX_LENGTH = 100_000  # no game runs longer (turns or rounds) or scores more in one turn
SEAT_TYPES = ("human", "easy", "normal", "hard")
SEAT_TYPE_NAMES = {"human": "Human", "easy": "AI easy", "normal": "AI normal", "hard": "AI hard"}
FASTEST_UNIT = {"chicken": "turns", "zombie": "Day turns", "henhouse": "rounds", "island": "rounds"}
_FASTEST_KEY = {"chicken": "turns", "zombie": "turns", "henhouse": "rounds", "island": "rounds"}
# game-specific records: name -> type (``*_by`` holds the name of the seat that set it)
BESTS: dict[str, type] = {
    "streak": int,
    "streak_by": str,
    "best_turn": int,
    "best_turn_by": str,
    "solo_title": str,
    "coop_title": str,
}


@dataclass
class GameRecords:
    """One game's records: plain counts, safe to show as they are."""

    played: int = 0
    seats: dict[str, list[int]] = field(default_factory=dict)  # seat type -> [played, won]
    fastest: int | None = None
    bests: dict[str, Any] = field(default_factory=dict)  # keys from BESTS

    def tally(self, seat_type: str) -> tuple[int, int]:
        played, won = self.seats.get(seat_type, [0, 0])
        return played, won


@dataclass
class Records:
    games: dict[str, GameRecords] = field(default_factory=dict)
    counted: list[str] = field(default_factory=list)

    def game(self, game_id: str) -> GameRecords:
        return self.games.setdefault(game_id, GameRecords())

    def to_dict(self) -> dict[str, Any]:
        return {
            "format": FORMAT,
            "version": VERSION,
            "games": {
                gid: {
                    "played": g.played,
                    "seats": {t: list(g.seats[t]) for t in SEAT_TYPES if t in g.seats},
                    "fastest": g.fastest,
                    "bests": dict(g.bests),
                }
                for gid, g in self.games.items()
            },
            "counted": list(self.counted),
        }

    @classmethod
    def from_dict(cls, data: Any) -> Records:
        """Rebuild records from untrusted JSON data; ValueError says what is wrong."""
        if not isinstance(data, dict) or data.get("format") != FORMAT:
            raise ValueError("this is not a Fowl Play records file")
        if data.get("version") != VERSION:
            raise ValueError(f"records version {data.get('version')!r} is not supported")
        games, counted = data.get("games"), data.get("counted")
        if not isinstance(games, dict) or not isinstance(counted, list):
            raise ValueError("games must be an object and counted a list")
        if not all(isinstance(c, str) and len(c) <= 80 for c in counted):
            raise ValueError("counted games must be short strings")
        records = cls(counted=counted[-KEEP_COUNTED:])
        for gid, entry in games.items():
            if gid not in registry.GAMES:
                raise ValueError(f"unknown game {gid!r}")
            records.games[gid] = _game_from_dict(gid, entry)
        return records


def _count(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and 0 <= value < 10**9


def _game_from_dict(gid: str, data: Any) -> GameRecords:
    if not isinstance(data, dict) or set(data) - {"played", "seats", "fastest", "bests"}:
        raise ValueError(f"the records of {gid!r} are not an object of known fields")
    played, seats = data.get("played", 0), data.get("seats", {})
    fastest, bests = data.get("fastest"), data.get("bests", {})
    if not _count(played) or not (fastest is None or _count(fastest)):
        raise ValueError(f"bad counts for {gid!r}")
    if not isinstance(seats, dict) or set(seats) - set(SEAT_TYPES):
        raise ValueError(f"bad seat types for {gid!r}")
    for pair in seats.values():
        if not (isinstance(pair, list) and len(pair) == 2 and all(map(_count, pair))):
            raise ValueError(f"seat tallies for {gid!r} must be [played, won]")
        if not pair[1] <= pair[0] <= played:
            raise ValueError(f"{gid!r} has more wins than games, or seats than games")
    if fastest is not None and not 0 < fastest <= MAX_LENGTH:
        raise ValueError(f"the fastest win of {gid!r} must be 1 to {MAX_LENGTH}")
    if not isinstance(bests, dict):
        raise ValueError(f"bad records for {gid!r}")
    return GameRecords(played, {t: list(p) for t, p in seats.items()}, fastest, _bests(gid, bests))


def _bests(gid: str, bests: dict) -> dict[str, Any]:
    """Checked bests: counts above 0, names and titles cut to what can be drawn."""
    out: dict[str, Any] = {}
    for key, value in bests.items():
        kind = BESTS.get(key)
        if kind is int:
            ok = _count(value) and 0 < value <= MAX_LENGTH
        else:
            ok = isinstance(value, str) and 0 < len(value) <= 40
            value = clean_name(value) if ok else value
            ok = ok and bool(value)
        if kind is None or not ok:
            raise ValueError(f"bad record {str(key)[:40]!r} for {gid!r}")
        out[key] = value
    return out


# -- what a finished game adds ----------------------------------------------------------


def seat_type(seat: SeatSpec) -> str:
    return "human" if not seat.is_ai else seat.level


def game_id(match: Match) -> str:
    """Who played what: game, seed, options, seats (not their devices) and every move.

    Devices are left out because a resumed game may be taken over on another device.
    """
    seats = [[s.name, s.style, s.kind, s.level] for s in match.seats]
    moves = [a.to_dict() for a in match.actions]
    key = digest([match.game, match.seed, match.options, seats, moves])
    return f"{match.game}:{len(match.actions)}:{key}"


def winners(match: Match) -> list[int]:
    """The seats that won a finished game; every seat when a survival group made it."""
    result = match.state.result()
    mode = result.get("mode")
    if mode in ("solo", "coop"):
        top = zombie_cards.rules_data()[mode]["survived"]
        return list(range(len(match.seats))) if result.get("title") == top else []
    winner = result.get("winner")
    return [] if winner is None else [winner]


def title_ladder(mode: str) -> list[str]:
    """A survival mode's titles from worst to best, as the rules' table lists them."""
    table = zombie_cards.rules_data()[mode]
    return [name for _, name in table["titles"]] + [table["survived"]]


def title_rank(mode: str, title: str | None) -> int:
    """Where a title sits on its ladder; -1 for none (or one a newer table renamed)."""
    ladder = title_ladder(mode)
    return ladder.index(title) if title in ladder else -1


def chicken_streaks(events: list) -> dict[int, int]:
    """Each seat's most turns in a row that ended counting at least one point."""
    run: dict[int, int] = {}
    best: dict[int, int] = {}
    for event in events:
        if isinstance(event, chicken.Scored) and event.points > 0:
            run[event.seat] = run.get(event.seat, 0) + 1
            best[event.seat] = max(best.get(event.seat, 0), run[event.seat])
        elif isinstance(event, chicken.Scored | chicken.Busted):
            run[event.seat] = 0
    return best


def _beat(bests: dict[str, Any], key: str, value: int, by: str) -> None:
    if value > bests.get(key, 0):
        bests[key], bests[f"{key}_by"] = value, by


def tally(records: Records, match: Match) -> bool:
    """Add a finished game to ``records`` in memory; False if unfinished or already counted."""
    if not match.state.is_over():
        return False
    key = game_id(match)
    if key in records.counted:
        return False
    records.counted = [*records.counted, key][-KEEP_COUNTED:]
    entry = records.game(match.game)
    entry.played += 1
    won = winners(match)
    won_types = {seat_type(match.seats[s]) for s in won}
    for kind in {seat_type(s) for s in match.seats}:
        played, wins = entry.tally(kind)
        entry.seats[kind] = [played + 1, wins + (kind in won_types)]
    result = match.state.result()
    length = result.get(_FASTEST_KEY.get(match.game, ""))
    if result.get("winner") is not None and isinstance(length, int):
        entry.fastest = length if entry.fastest is None else min(entry.fastest, length)
    if match.game == "chicken":
        _chicken_bests(entry.bests, match)
    mode = result.get("mode")
    if mode in ("solo", "coop"):
        best = f"{mode}_title"
        if title_rank(mode, result.get("title")) > title_rank(mode, entry.bests.get(best)):
            entry.bests[best] = result["title"]
    return True


def _chicken_bests(bests: dict[str, Any], match: Match) -> None:
    events = match.history()
    names = [s.name for s in match.seats]
    for seat, streak in sorted(chicken_streaks(events).items()):
        _beat(bests, "streak", streak, names[seat])
    for event in events:
        if isinstance(event, chicken.Scored):
            _beat(bests, "best_turn", event.points, names[event.seat])


# -- the file ---------------------------------------------------------------------------


def path() -> Path:
    return saves.settings_dir() / "records.json"


class RecordsUnreadable(OSError):
    """records.json is there but cannot be read (permissions): it is left alone, and a
    finished game is not counted rather than written over the records it cannot see."""


def load() -> tuple[Records, str | None]:
    """The records, or fresh ones and a message about a bad file set aside."""
    where = path()
    if not where.exists():
        return Records(), None
    try:
        return Records.from_dict(saves.read_json(where, MAX_BYTES)), None
    except saves.Unreadable as exc:
        raise RecordsUnreadable(str(exc)) from exc
    except saves.SaveError as exc:
        problem = str(exc)
    except (ValueError, TypeError, RecursionError) as exc:
        problem = f"{where.name} could not be used ({saves.short(exc)})"
    return Records(), saves.set_aside_saying(where, problem, "; records start afresh")


def save(records: Records) -> Path:
    """Write atomically: a crash mid-write leaves the old file whole."""
    return saves.write_json(path(), records.to_dict())


def _record(match: Match) -> tuple[bool, str | None]:
    if not match.state.is_over():
        return False, None
    records, message = load()
    counted = tally(records, match)
    if counted:
        save(records)
    return counted, message


def record(match: Match) -> bool:
    """Count a finished game once; False if it is unfinished or already counted."""
    return _record(match)[0]


def record_safely(match: Match) -> str | None:
    """:func:`record` for the game's end: never raises, returns a message for the player."""
    try:
        return _record(match)[1]
    except OSError as exc:
        return f"Cannot save records to {path().parent}: {exc.strerror or exc}"
