"""The rulebook's seven variants: which may be combined, and the rules only they add.

Options are booleans named by variant id (``quickplay``, ``base_bonus``, ``hardcore``,
``pelea``, ``shared_dice``, ``flag``, ``teams``); the data file says which player counts
each allows and which exclude each other. The base game calls the hooks here at the few
places a variant changes it, so the base rules read without variant clutter:

- **Teams**: seats 0 and 2 against 1 and 3; teammates are friends, never targets.
- **Pelea de Gallos**: each chicken hides a token (strength or armor) until it fights.
- **Flag Mode**: flags ride on units, drop where a carrier dies away from a melee, and
  win when carried onto your own Base.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from game.core import Event
from game.island.data import DATA
from game.island.events import Carried, ChickenRevealed, FlagDropped, FlagTaken

if TYPE_CHECKING:
    from game.island.rules import IslandState

VARIANTS = DATA.variants
TOKENS = DATA.pelea_tokens
# cards and Star abilities that only make sense with leaders, left out of Flag Mode
LEADER_ONLY_SCROLLS = ("leader_hunt", "royal_guard")
LEADER_ONLY_STARS = ("remove_tag",)


def check_options(players: int, options: dict[str, Any]) -> None:
    """Refuse unknown, unplayable or clashing variants, naming the problem."""
    on = [v for v in VARIANTS if options.get(v)]
    for v in VARIANTS:
        if v in options and not isinstance(options[v], bool):
            raise ValueError(f"{VARIANTS[v].name} is on or off (true or false)")
    for v in on:
        low, high = VARIANTS[v].players
        if not low <= players <= high:
            count = f"{low}" if low == high else f"{low} to {high}"
            raise ValueError(f"{VARIANTS[v].name} is for {count} players")
        for other in VARIANTS[v].excludes:
            if other in on:
                raise ValueError(f"{VARIANTS[v].name} and {VARIANTS[other].name} do not combine")


def on(state: IslandState, variant: str) -> bool:
    return bool(state.options.get(variant))


# -- Teams -----------------------------------------------------------------------------------


def team(seat: int) -> int:
    return seat % 2


def team_won(state: IslandState, giver: int) -> bool:
    """A team wins when each opposing player carries at least one of its tags."""
    mine = {s for s in range(state.players) if team(s) == team(giver)}
    foes = [s for s in range(state.players) if s not in mine]
    return all(any(g in mine for g in state.tags[s]) for s in foes)


# -- Pelea de Gallos -------------------------------------------------------------------------


def deal_tokens(state: IslandState) -> None:
    """Each player's chickens get their hidden tokens, shuffled on the game's stream."""
    for seat in range(state.players):
        pool = [t.id for t in TOKENS.values() for _ in range(t.count)]
        state.rng().shuffle(pool)
        chickens = [p for p in state.pieces_of(seat) if p["kind"] == "chicken"]
        for piece, token in zip(sorted(chickens, key=lambda p: p["id"]), pool, strict=True):
            piece["token"], piece["shown"] = token, False


def reveal(state: IslandState, piece: Any, events: list[Event]) -> None:
    if piece.get("token") and not piece["shown"]:
        piece["shown"] = True
        events.append(ChickenRevealed(piece["id"], piece["owner"], piece["token"]))


def token_bonus(piece: Any, role: str) -> int:
    token = piece.get("token")
    return getattr(TOKENS[token], role) if token else 0


def bury(state: IslandState, piece: Any) -> None:
    """A dead chicken's token waits by the Banner, face up or down as it was."""
    if piece.get("token"):
        state.dead_tokens[piece["owner"]].append([piece["token"], piece["shown"]])


def unbury(state: IslandState, piece: Any) -> None:
    """A retrieved chicken comes back with the longest-waiting token."""
    if state.dead_tokens[piece["owner"]]:
        piece["token"], piece["shown"] = state.dead_tokens[piece["owner"]].pop(0)


# -- Flag Mode -------------------------------------------------------------------------------


def plant_flags(state: IslandState, events: list[Event]) -> None:
    """Each player's flag goes on one of the chickens on their Base."""
    for seat in range(state.players):
        carrier = min(
            (p for p in state.pieces_of(seat) if p["kind"] == "chicken"), key=lambda p: p["id"]
        )
        carrier["flags"] = [seat]
        events.append(FlagTaken(carrier["id"], seat, "setup"))


def take_flags(state: IslandState, loser: Any, winner: Any, events: list[Event]) -> None:
    for flag in loser.get("flags", []):
        winner.setdefault("flags", []).append(flag)
        events.append(FlagTaken(winner["id"], flag, "fight"))
    loser["flags"] = []


def drop_flags(state: IslandState, piece: Any, events: list[Event]) -> None:
    for flag in piece.get("flags", []):
        state.dropped.append([flag, *piece["hex"]])
        events.append(FlagDropped(flag, *piece["hex"]))
    piece["flags"] = []


def arrive(
    state: IslandState, pieces: list[Any], events: list[Event], through: list[Any] | None = None
) -> None:
    """Units entering a hex with a dropped flag take it: the hexes ``through`` which a
    move passes (in order) and the hex each ends on. Taking a flag does not stop the
    move: the first of ``pieces`` (the one the Move names) carries it on. Then a flag
    brought home wins."""
    if not on(state, "flag"):
        return
    carriers = [p for p in pieces if p["id"] in state.pieces and p["kind"] != "leader"]
    for h in through or []:
        if carriers:
            _pick_up(state, carriers[0], h, events)
    for piece in carriers:
        _pick_up(state, piece, piece["hex"], events)
    check_flag_win(state, events)


def say_carried(state: IslandState, pieces: list[Any], events: list[Event]) -> None:
    """After ``pieces`` moved: the +1 dice and flags that rode with them (``Carried``)."""
    ids = {p["id"] for p in pieces}
    dice = [
        (seat, i)
        for seat, banner in enumerate(state.dice)
        for i, d in enumerate(banner)
        if isinstance(d["at"], int) and d["at"] in ids
    ]
    flags = [f for p in pieces for f in p.get("flags", ())]
    if (dice or flags) and pieces:
        q, r = pieces[0]["hex"]
        events.append(Carried(tuple(x for pair in dice for x in pair), tuple(flags), q, r))


def _pick_up(state: IslandState, piece: Any, h: Any, events: list[Event]) -> None:
    for d in [d for d in state.dropped if (d[1], d[2]) == h]:
        state.dropped.remove(d)
        piece.setdefault("flags", []).append(d[0])
        events.append(FlagTaken(piece["id"], d[0], "pick_up"))


def check_flag_win(state: IslandState, events: list[Event]) -> None:
    for piece in sorted(state.pieces.values(), key=lambda p: p["id"]):
        seat = piece["owner"]
        foreign = [f for f in piece.get("flags", []) if not state.friendly(f, seat)]
        if foreign and piece["hex"] == state.bases[seat] and state.winner is None:
            state.win(seat, events)
            return
