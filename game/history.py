"""A game's story in plain words, told from its events: the history panel's lines.

Each game keeps one :class:`Narrator`, a table from event type to a small function that
says what the event means ("Henrietta rolled 7 dice: 3 chickens, 1 fox, 2 eggs"). The
narrator reads every event through ``seen_by(viewer)`` first, so a line never says more
than the screen may show; events with nothing worth a line simply have no entry.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass

from game.core import Event


@dataclass(frozen=True)
class Line:
    """One thing that happened: the words, and the seat whose colour and shape it bears."""

    text: str
    seat: int | None = None


class Names:
    """Seat names as lines say them: "Henrietta", "Henrietta's farm".

    ``shared``: the seats play as one group (Zombie Chickens' co-op and solo), so what
    belongs to holder 0 belongs to everyone.
    """

    def __init__(self, names: Sequence[str], shared: bool = False):
        self.names = list(names)
        self.shared = shared

    def holder(self, index: int) -> str:
        """Who owns a pile or a Farm: a seat, or the whole group."""
        return "the flock" if self.shared else self[index]

    def __getitem__(self, seat: int) -> str:
        return self.names[seat] if 0 <= seat < len(self.names) else f"Player {seat + 1}"

    def own(self, seat: int) -> str:
        name = self[seat]
        return f"{name}'" if name.endswith("s") else f"{name}'s"

    def __len__(self) -> int:
        return len(self.names)


Says = Callable[[Event, Names], "str | Line | None"]


class Narrator:
    """One game's table of event -> words; ``lines`` tells a list of events."""

    def __init__(self) -> None:
        self.table: dict[type, Says] = {}

    def says(self, *kinds: type) -> Callable[[Says], Says]:
        """Register the function as the words for events of these types."""

        def register(function: Says) -> Says:
            for kind in kinds:
                self.table[kind] = function
            return function

        return register

    def plain(self, words: dict[type, str]) -> None:
        """Register fixed sentences: each is formatted with its event's fields, ``{seat}``
        standing for the seat's name ("{seat} passed", "Night {night} falls")."""
        for kind, sentence in words.items():
            self.table[kind] = _sentence(sentence)

    def line(self, event: Event, names: Names) -> Line | None:
        """The event in words (already as the viewer may see it), or None if unsaid."""
        say = self.table.get(type(event))
        said = say(event, names) if say is not None else None
        if said is None or isinstance(said, Line):
            return said
        return Line(said, getattr(event, "seat", None))

    def lines(
        self,
        events: Iterable[Event],
        names: Sequence[str] | Names,
        viewer: int | None,
        everything: bool = False,
    ) -> list[Line]:
        """Every event worth a line, oldest first, seen by ``viewer`` (None: the public
        form); ``everything`` shows each event whole (no human to hide anything from)."""
        who = names if isinstance(names, Names) else Names(names)
        out = []
        for event in events:
            seen = event if everything else event.seen_by(viewer)
            line = self.line(seen, who) if seen is not None else None
            if line is not None:
                out.append(line)
        return out


def _sentence(sentence: str) -> Says:
    def say(event: Event, names: Names) -> str:
        fields = dict(vars(event))
        if "seat" in fields:
            fields["seat"] = names[event.seat]
        return sentence.format(**fields)

    return say
