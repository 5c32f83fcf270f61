"""What every rules engine shares: actions, events, refusals and state digests.

Each board game exposes the same small surface (close to OpenSpiel's ``State``):
``current_seat()``, ``legal_actions(seat)``, ``apply(action) -> events``,
``view(seat)``, ``is_over()``, ``result()``. Actions and events are frozen
dataclasses that turn into plain dicts with a ``type`` field, so a game's log is
JSON lines and a save file is plain data.
"""

from __future__ import annotations

import copy
import dataclasses
import functools
import hashlib
import json
from collections.abc import Sequence
from typing import Any, ClassVar, Protocol


class IllegalAction(Exception):
    """Raised by ``apply`` for a refused action; the state is left untouched."""

    def __init__(self, reason: str):
        super().__init__(reason)
        self.reason = reason


class Record:
    """Base of actions and events: a frozen dataclass that knows its wire name."""

    type: ClassVar[str] = ""
    _registry: ClassVar[dict[str, dict[str, type[Record]]]] = {}
    family: ClassVar[str] = "record"

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        if cls.type:
            known = Record._registry.setdefault(cls.family, {})
            if cls.type in known and known[cls.type].__qualname__ != cls.__qualname__:
                raise TypeError(f"{cls.family} type {cls.type!r} is already taken")
            known[cls.type] = cls

    def to_dict(self) -> dict[str, Any]:
        data: dict[str, Any] = {"type": self.type}
        for field in dataclasses.fields(self):  # type: ignore[arg-type]
            value = getattr(self, field.name)
            data[field.name] = thaw(value)
        return data

    @classmethod
    def from_dict(cls, data: Any) -> Record:
        """Rebuild a record from untrusted data, refusing anything unexpected."""
        if not isinstance(data, dict) or not isinstance(data.get("type"), str):
            raise ValueError("a record must be an object with a 'type' string")
        kind = Record._registry.get(cls.family, {}).get(data["type"])
        if kind is None or not issubclass(kind, cls):
            raise ValueError(f"unknown {cls.family} type {data['type']!r}")
        names = {f.name: f for f in dataclasses.fields(kind)}  # type: ignore[arg-type]
        extra = set(data) - set(names) - {"type"}
        if extra:
            raise ValueError(f"unexpected fields {sorted(extra)} in {data['type']!r}")
        values = {}
        for name, field in names.items():
            if name not in data:
                if field.default is dataclasses.MISSING:
                    raise ValueError(f"missing field {name!r} in {data['type']!r}")
                continue
            value = data[name]
            wants_bool = field.type in ("bool", bool)
            if isinstance(value, bool) != wants_bool or not isinstance(
                value, int | str | list | type(None)
            ):
                raise ValueError(f"bad value for {name!r} in {data['type']!r}")
            values[name] = _freeze(value)
        return kind(**values)

    def sort_key(self) -> tuple:
        """Type, then each field in order (None first): a total order that is cheap to build."""
        names = field_names(type(self))
        return (self.type, tuple(_order(getattr(self, name)) for name in names))


@functools.cache
def field_names(kind: type) -> tuple[str, ...]:
    """A record type's field names in order (asked for every sort key, so remembered)."""
    return tuple(f.name for f in dataclasses.fields(kind))  # type: ignore[arg-type]


def _order(value: Any) -> tuple:
    """A sortable stand-in for a field value, so ints, strings and None never meet."""
    if value is None:
        return (0,)
    if isinstance(value, bool | int):
        return (1, int(value))
    if isinstance(value, str):
        return (2, value)
    return (3, tuple(_order(v) for v in value))


def thaw(value: Any) -> Any:
    """Tuples, nested or not, as the lists JSON gives back."""
    if isinstance(value, tuple):
        return [thaw(v) for v in value]
    return value


def _freeze(value: Any) -> Any:
    if isinstance(value, list):
        return tuple(_freeze(v) for v in value)
    return value


class Action(Record):
    family = "action"


class Event(Record):
    family = "event"

    def seen_by(self, seat: int | None) -> Event | None:
        """What ``seat`` may learn from this event; ``None`` asks for the public form.

        Events that carry a hidden fact (a drawn card, a unit's position) override this
        to redact it for everyone but its owner, or return None when nothing shows.
        """
        return self


_ATOMS = (str, int, float, bool, type(None))


def plain_copy(value: Any) -> Any:
    """A deep copy of plain data (dicts, lists and tuples of numbers, strings and None):
    a scene copies a view each time its table settles, and this takes a third of
    ``copy.deepcopy``'s time. Anything else is left to ``copy.deepcopy``."""
    kind = type(value)
    if kind is dict:
        return {k: plain_copy(v) for k, v in value.items()}
    if kind is list:
        return [plain_copy(v) for v in value]
    if kind is tuple:
        return tuple(plain_copy(v) for v in value)
    return value if kind in _ATOMS else copy.deepcopy(value)


def play_out(state: Any, players: Sequence[Any], max_actions: int | None = None) -> Any:
    """Play ``state`` on with one AI per seat, each deciding from its own view only, until
    the game ends (or ``max_actions`` later); every game's tools and tests use it."""
    done = 0
    while not state.is_over() and (max_actions is None or done < max_actions):
        seat = state.current_seat()
        state.apply(players[seat].decide(state.view(seat)))
        done += 1
    return state


def canonical_json(data: Any) -> str:
    return json.dumps(data, sort_keys=True, separators=(",", ":"))


def digest(data: Any) -> str:
    """A short fingerprint of a state snapshot, to catch replays that diverge."""
    return hashlib.sha256(canonical_json(data).encode()).hexdigest()[:16]


_SORT_KEYS: dict[Action, tuple] = {}  # each game's action universe is small: remember keys
SORT_KEYS_KEPT = 8192  # a long session meets many layouts and positions: a few MB at most


def sorted_unique(actions: list[Action]) -> list[Action]:
    """Sorted by ``Action.sort_key``, duplicates dropped; keys are remembered, as legal
    lists are rebuilt after every action and mostly hold the same actions again."""
    keys = _SORT_KEYS
    if len(keys) + len(actions) > SORT_KEYS_KEPT:
        keys.clear()
    for action in actions:
        if action not in keys:
            keys[action] = action.sort_key()
    return sorted(set(actions), key=keys.__getitem__)


class GameState(Protocol):
    """The surface every rules engine offers to scenes, AIs, saves and tools."""

    game_id: ClassVar[str]

    def current_seat(self) -> int | None: ...
    def legal_actions(self, seat: int) -> list[Action]: ...
    def apply(self, action: Action) -> list[Event]: ...
    def view(self, seat: int) -> dict[str, Any]: ...
    def is_over(self) -> bool: ...
    def result(self) -> dict[str, Any]: ...
    def snapshot(self) -> dict[str, Any]: ...
    def digest(self) -> str: ...
    def is_undo_barrier(self, action: Action) -> bool: ...


@dataclasses.dataclass(frozen=True)
class Summary:
    """How a finished game reads on the results screen."""

    headline: str | None  # None: "<winner> wins!"
    standings: list[tuple[int, str]]  # (seat, what it scored), best first
    # a title table, each line with whether it is the title reached
    ladder: list[tuple[str, bool]] = dataclasses.field(default_factory=list)
