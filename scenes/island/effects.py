"""The state of the shows that outlive one event: a tile turning over, and a fight.

A fight is staged over the island from its declaration to its result: the fighters
face off enlarged, face-down cards slide in, flip in reveal order, and the totals
count up part by part. ``FightShow`` holds what that stage shows; the painter draws
it and the table moves it on as events arrive.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from game.island import events as E
from game.island.data import DATA

DIE_STRENGTH = {d.id: d.values.get("strength", 0) for d in DATA.die}

COUNT_SECONDS = 1.0  # the totals count up over this long
FLIP_SECONDS = 0.45


@dataclass
class Flip:
    """A tile turning over: the old face narrows to nothing, then the new one widens."""

    start: float
    seconds: float
    old: str
    new: str

    def face(self, clock: float) -> tuple[str, float]:
        """Which face shows and how wide (0-1) it is at ``clock``."""
        k = (clock - self.start) / self.seconds
        if k < 0:
            return self.old, 1.0
        if k < 0.5:
            return self.old, max(0.05, 1 - 2 * k)
        return self.new, min(1.0, max(0.05, 2 * k - 1))


def _parts(raw: tuple[str, ...]) -> list[tuple[str, int]]:
    out = []
    for part in raw:
        label, _, amount = part.rpartition(":")
        try:
            out.append((_said(label, int(amount)), int(amount)))
        except ValueError:
            continue
    return out


def _said(label: str, amount: int) -> str:
    """A dice part as a line reads before its "+N": "Bonus dice +2", not "+1 dice +2"."""
    if label == "+1 dice":
        return "Bonus die" if amount == 1 else "Bonus dice"
    if label.startswith("+") and label.endswith(" die"):
        return "Die spent"
    return label


@dataclass
class FightShow:
    attacker: dict
    defender: dict
    seat: int
    ranged: bool
    start: float = 0.0
    cards: list[dict] = field(default_factory=list)
    dice: list[str] = field(default_factory=list)
    strength: int | None = None
    armor: int | None = None
    strength_parts: list[tuple[str, int]] = field(default_factory=list)
    armor_parts: list[tuple[str, int]] = field(default_factory=list)
    totals_at: float = 0.0
    result: str = ""
    gone: set[int] = field(default_factory=set)
    closing: bool = False
    turning: dict[int, float] = field(default_factory=dict)  # piece -> when its token lands

    @classmethod
    def declared(cls, e: E.FightDeclared, shown, clock: float) -> FightShow:
        attacker = dict(shown.piece(e.attacker) or {"id": e.attacker, "owner": e.seat})
        defender = dict(shown.piece(e.defender) or {"id": e.defender, "owner": 0})
        return cls(attacker, defender, e.seat, e.ranged, clock)

    @classmethod
    def from_view(cls, fight: dict, shown) -> FightShow:
        """The fight as the rules hold it between decisions (after a resume or a skip)."""
        attacker = dict(shown.piece(fight["attacker"]) or {"id": fight["attacker"], "owner": 0})
        defender = dict(shown.piece(fight["defender"]) or {"id": fight["defender"], "owner": 0})
        show = cls(attacker, defender, fight["seat"], fight["ranged"], -10.0)
        for entry in fight["cards"]:
            show.cards.append(
                {
                    "seat": entry["seat"],
                    "card": entry["card"],
                    "shown": entry["shown"],
                    "slot": entry["slot"],
                    "landed": True,
                    "flip": None,
                    "cancelled": entry["cancelled"],
                }
            )
        show.dice = [d[0] for d in fight.get("dice", [])]
        return show

    def refresh(self, fight: dict | None) -> None:
        """Bring the cards in line with the rules' view (own cards face up, others face down)."""
        if not fight:
            return
        known = {(c["seat"], c["slot"]): c for c in fight["cards"]}
        for entry in self.cards:
            view = known.get((entry["seat"], entry["slot"]))
            if view is not None:
                entry["card"] = view["card"]
                entry["shown"] = view["shown"]

    def card_for(self, seat: int, slot: int) -> dict | None:
        return next((c for c in self.cards if c["seat"] == seat and c["slot"] == slot), None)

    def set_totals(self, e: E.FightTotals, clock: float) -> None:
        self.strength, self.armor = e.strength, e.armor
        self.strength_parts = _parts(e.strength_parts)
        self.armor_parts = _parts(e.armor_parts)
        self.totals_at = clock

    def strength_so_far(self, shown) -> int:
        """Before the totals: the attacker's own strength, its +1 dice (those placed in this
        fight too) and the dice spent on it, so no die is added blind."""
        now = shown.piece(self.attacker["id"]) or self.attacker
        placed = now.get("plus", 0) - self.attacker.get("plus", 0)
        spent = sum(DIE_STRENGTH.get(face, 0) for face in self.dice)
        return self.attacker.get("strength", 0) + max(0, placed) + spent

    def counted(self, clock: float) -> tuple[int, int]:
        """The totals as far as they have counted up by ``clock``."""
        k = min(1.0, max(0.0, (clock - self.totals_at) / COUNT_SECONDS))
        return round((self.strength or 0) * k), round((self.armor or 0) * k)

    def flip_width(self, entry: dict, clock: float) -> tuple[bool, float]:
        """Whether a card shows its face, and how wide it is, while it turns over."""
        if not entry["shown"]:
            return False, 1.0
        if entry["flip"] is None:
            return True, 1.0
        k = (clock - entry["flip"]) / FLIP_SECONDS
        if k >= 1:
            return True, 1.0
        if k < 0.5:
            return False, max(0.05, 1 - 2 * k)
        return True, max(0.05, 2 * k - 1)

    def finish(self, clock: float) -> None:
        for entry in self.cards:
            entry["landed"] = True
            entry["flip"] = None
        self.totals_at = clock - COUNT_SECONDS
