"""A match is its seed, options, seats and action list: save, resume, replay and undo.

Everything else (the rules state, the score) is derived by replaying the actions,
so a save file can never smuggle in an impossible position.
"""

from __future__ import annotations

import unicodedata
from dataclasses import dataclass, field
from typing import Any

from game import registry
from game.chart import Chart
from game.core import Action, Event, GameState, IllegalAction

SAVE_FORMAT = "fowlplay-save"
SAVE_VERSION = 1
# Characters a name may not keep: controls (NUL among them), invisible format marks,
# lone surrogates, private and unassigned code points. None of them can be drawn.
UNDRAWABLE = frozenset({"Cc", "Cf", "Cs", "Co", "Cn"})
SCALAR = (bool, int, str, type(None))


def clean_name(text: str) -> str:
    """A name from a file as it can be drawn: undrawable characters dropped, spaces trimmed;
    empty when nothing visible is left (a letter, digit, mark of punctuation or symbol)."""
    kept = "".join(ch for ch in text if unicodedata.category(ch) not in UNDRAWABLE).strip()
    return kept if any(unicodedata.category(ch)[0] in "LNPS" for ch in kept) else ""


def _game_of(action: Action) -> str:
    """The game an action belongs to: the package under ``game`` that defines it."""
    return type(action).__module__.split(".")[1]


@dataclass(frozen=True)
class SeatSpec:
    """Who sits in a seat: a human on a device, or an AI at a level."""

    name: str
    style: int
    kind: str = "human"  # "human" | "ai"
    level: str = "normal"  # easy | normal | hard, for AI seats
    device: str | None = None  # the device a human plays with; None means any device

    @property
    def is_ai(self) -> bool:
        return self.kind == "ai"

    def to_dict(self) -> dict[str, Any]:
        return {
            "name": self.name,
            "style": self.style,
            "kind": self.kind,
            "level": self.level,
            "device": self.device,
        }

    @classmethod
    def from_dict(cls, data: Any, number: int = 1) -> SeatSpec:
        """A seat from untrusted data; a name with nothing drawable becomes "Player <number>"."""
        if not isinstance(data, dict):
            raise ValueError("a seat must be an object")
        name, style = data.get("name"), data.get("style")
        kind, level, device = data.get("kind"), data.get("level"), data.get("device")
        if not isinstance(name, str) or not 0 < len(name) <= 24:
            raise ValueError("a seat needs a name of 1 to 24 characters")
        name = clean_name(name) or f"Player {number}"
        if not isinstance(style, int) or isinstance(style, bool) or not 0 <= style < 8:
            raise ValueError("a seat style must be 0 to 7")
        if kind not in ("human", "ai") or level not in ("easy", "normal", "hard"):
            raise ValueError("a seat is human or ai, at easy, normal or hard")
        if device is not None and not isinstance(device, str):
            raise ValueError("a seat device must be a string")
        return cls(name, style, kind, level, device)


@dataclass
class Match:
    game: str
    seed: int
    seats: list[SeatSpec]
    options: dict[str, Any] = field(default_factory=dict)
    actions: list[Action] = field(default_factory=list)
    state: GameState = field(init=False)
    movers: list[int] = field(init=False)  # the seat that made each action

    def __post_init__(self) -> None:
        self._replay()

    def _replay(self) -> None:
        self.state = self._fresh()
        self.movers = []
        for action in self.actions:
            self.movers.append(self.state.current_seat())
            self.state.apply(action)

    def _fresh(self) -> GameState:
        info = registry.info(self.game)
        if info.new_game is None:
            raise ValueError(f"{info.title} is coming soon")
        return info.new_game(len(self.seats), self.seed, self.options)

    def history(self) -> list[Event]:
        """Every event of the game so far, in order, rebuilt by replaying the actions."""
        state = self._fresh()
        events = list(getattr(state, "opening_events", []))
        for action in self.actions:
            events += state.apply(action)
        return events

    def chart(self) -> Chart | None:
        """The game's story by turn (its results chart), replayed from the log."""
        chart = registry.info(self.game).chart
        return chart(self._fresh(), self.actions) if chart is not None else None

    def opening_events(self) -> list[Event]:
        return list(getattr(self._fresh(), "opening_events", []))

    def apply(self, action: Action) -> list[Event]:
        mover = self.state.current_seat()
        events = self.state.apply(action)  # raises IllegalAction before recording
        self.actions.append(action)
        self.movers.append(mover)
        return events

    def undoable(self, seat: int) -> int:
        """How many trailing actions ``seat`` may take back under Board Game Arena's policy.

        Only while ``seat`` is still the one to act: once the turn (or a question) passes
        to another seat, that seat may be deciding, and an undo would pull the game from
        under it. Never across a roll, a shuffle or a reveal (the rules name those
        barriers), never across another player's action, and not once the game is over.
        """
        if self.state.is_over() or not self.actions or self.state.current_seat() != seat:
            return 0
        count = 0
        for action, mover in zip(reversed(self.actions), reversed(self.movers), strict=True):
            if mover != seat or self.state.is_undo_barrier(action):
                break
            count += 1
        return count

    def undo(self, seat: int) -> Action:
        """Take back ``seat``'s last action; it is returned, so a scene can restore the
        choice it made (a deployed army goes back to the editor as it was)."""
        if not self.undoable(seat):
            raise IllegalAction("nothing to undo: rolls, reveals and passed turns are final")
        undone = self.actions.pop()
        self._replay()
        return undone

    def to_dict(self, actions: bool = True) -> dict[str, Any]:
        """The save file's data; ``actions=False`` leaves the log out, for a writer that
        keeps each action's JSON from one save to the next."""
        data = {
            "format": SAVE_FORMAT,
            "version": SAVE_VERSION,
            "game": self.game,
            "seed": self.seed,
            "options": dict(self.options),
            "seats": [seat.to_dict() for seat in self.seats],
            "digest": self.state.digest(),
            "over": self.state.is_over(),
        }
        if actions:
            data["actions"] = [action.to_dict() for action in self.actions]
        return data

    @classmethod
    def from_dict(cls, data: Any, expected: str | None = None) -> Match:
        """Rebuild and verify a match from untrusted JSON data; ValueError says what's wrong.

        ``expected``: the game whose save this must be (where the file was found); a save
        of another game is refused, not played as that game.
        """
        if not isinstance(data, dict) or data.get("format") != SAVE_FORMAT:
            raise ValueError("this is not a Fowl Play save file")
        if data.get("version") != SAVE_VERSION:
            raise ValueError(f"save version {data.get('version')!r} is not supported")
        game, seed, options = data.get("game"), data.get("seed"), data.get("options", {})
        if not isinstance(game, str) or game not in registry.GAMES:
            raise ValueError(f"unknown game {str(game)[:40]!r}")
        if expected is not None and game != expected:
            found, wanted = registry.info(game).title, registry.info(expected).title
            raise ValueError(f"it holds a {found} game, not a {wanted} one")
        if not isinstance(seed, int) or isinstance(seed, bool):
            raise ValueError("the seed must be a whole number")
        if not isinstance(options, dict) or not all(
            isinstance(k, str) and isinstance(v, SCALAR) for k, v in options.items()
        ):
            raise ValueError("options must be an object of plain values")
        seats_data, actions_data = data.get("seats"), data.get("actions")
        if not isinstance(seats_data, list) or not isinstance(actions_data, list):
            raise ValueError("seats and actions must be lists")
        seats = [SeatSpec.from_dict(s, n) for n, s in enumerate(seats_data, 1)]
        actions = [Action.from_dict(a) for a in actions_data]
        foreign = next((a for a in actions if _game_of(a) != game), None)
        if foreign is not None:
            raise ValueError(f"its moves include {foreign.type!r}, which is not a {game} move")
        try:
            match = cls(game, seed, seats, options, actions)
        except IllegalAction as exc:
            raise ValueError(f"the saved moves are not legal: {exc.reason}") from exc
        except (TypeError, KeyError, IndexError, AttributeError) as exc:
            raise ValueError(f"the save does not fit the game: {exc!r}"[:200]) from exc
        if "digest" in data and data["digest"] != match.state.digest():
            raise ValueError("the replayed game does not match its checksum")
        return match
