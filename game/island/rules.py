"""War for Chicken Island: the rules state, its setup and the shared surface.

The state is plain data (dicts, lists, tuples) plus one seeded RNG, so it copies,
saves and digests like the other games. The turn's actions live in ``turn.py``, the
seven-step fight in ``fight.py``, the Scrolls in ``cards.py``, the Catastrophes in
``catastrophes.py`` and the Star menu in ``stars.py``; each registers its action checks
and effects in a table this module dispatches through.

Flow: an action's effect may leave *work* (steps still to run, such as the Draw step or
the next fight step) and at most one *pending* choice (a question for one seat, answered
by ``Choose(key)``). ``_run`` keeps doing work until a seat has to decide something.
"""

from __future__ import annotations

import copy
import dataclasses
import functools
import itertools
import operator
import random
from collections import Counter
from collections.abc import Callable
from typing import Any, ClassVar

from game.core import Action, Event, IllegalAction, digest
from game.island import hexes, variants
from game.island import island as builder
from game.island.actions import Choose, PickLeader, Roll, Site
from game.island.data import DATA, GAME_ID
from game.island.events import (
    ChickensPlaced,
    DeckReshuffled,
    DiceRolled,
    DiePlaced,
    EpicDeath,
    GameWon,
    IslandBuilt,
    IslandLaidOut,
    IslandRestarted,
    LeaderChosen,
    LeaderReturned,
    LeadersDealt,
    PieceDestroyed,
    PieceMoved,
    ResourceGained,
    ResourceLost,
    ResourcesDealt,
    ScrollDrawn,
    ScrollsDealt,
    ShieldGained,
    ShieldLost,
    SitePicked,
    StockDealt,
    TagPlaced,
    TurnStarted,
)
from game.island.hexes import Hex
from game.island.pieces import BASE, LAVA, NEUTRAL, TERRITORY, Piece, can_stack

MIN_PLAYERS, MAX_PLAYERS = DATA.min_players, DATA.max_players
RULE = DATA.rules
RESOURCES: tuple[str, ...] = DATA.resources
FACES: tuple[str, ...] = tuple(f.id for f in DATA.die)
CAP = int(RULE["resource_cap"])
SHIELDS = DATA.components["shields"].count
TAGS_EACH = DATA.components["humiliation_tags"].per_player or 3
CHICKENS_EACH = int(RULE["chickens_per_player"])
STOCK = int(RULE["machine_stock"])
MINIATURES: dict[str, int] = {t.id: t.miniatures for t in DATA.machine_types.values()}

# stages of the game; a fight and pending choices run inside "actions" and "draw"
ISLAND, LEADERS, ROLL, ACTIONS, DRAW, OVER = "island", "leaders", "roll", "actions", "draw", "over"
BUILD = "build"  # Quickplay's Build step, between Roll and Take Actions
OPTIONS: dict[str, tuple] = {"island": ("random", "build")}
OPTIONS.update(dict.fromkeys(DATA.variants, (False, True)))

# an action type's check (the reason it is refused, or None) and its effect
Check = Callable[["IslandState", int, Any], str | None]
Effect = Callable[["IslandState", int, Any, list[Event]], None]
RULES: dict[type[Action], tuple[Check, Effect]] = {}
# pending choice kind -> its answer's effect (the key is already checked against the options)
CHOICES: dict[str, Callable[[IslandState, dict, str, list[Event]], None]] = {}
# work step name -> what it does
WORK: dict[str, Callable[[IslandState, list, list[Event]], None]] = {}


def rule(kind: type[Action]) -> Callable:
    """Register ``check`` and ``effect`` for an action type: ``@rule(Move)`` on a pair."""

    def register(pair: tuple[Check, Effect]) -> tuple[Check, Effect]:
        RULES[kind] = pair
        return pair

    return register


BY_ORDER = operator.attrgetter("order")  # ``Action.order``: the legal lists' order


@functools.cache
def _field_types(kind: type) -> tuple[tuple[str, type], ...]:
    """Each field of an action type with the Python type its values must have."""
    types = {"int": int, "str": str, "bool": bool}
    return tuple(
        (f.name, types.get(str(f.type), tuple))
        for f in dataclasses.fields(kind)  # type: ignore[arg-type]
    )


@functools.lru_cache(maxsize=1024)
def _nearest_first(cells: frozenset[Hex], near: Hex) -> tuple[Hex, ...]:
    """``cells`` nearest ``near`` first (ties by hex); remembered, as every Retrieve check
    asks where a chicken would land."""
    return tuple(sorted(cells, key=lambda h: (hexes.distance(h, near), h)))


def flat(cells: list[Hex] | tuple[Hex, ...]) -> tuple[int, ...]:
    return tuple(v for h in cells for v in h)


class IslandState:
    """One game of War for Chicken Island; all randomness comes from its own RNG."""

    game_id: ClassVar[str] = GAME_ID

    def __init__(self, players: int, seed: int, options: dict[str, Any] | None = None):
        if not MIN_PLAYERS <= players <= MAX_PLAYERS:
            raise ValueError(f"War for Chicken Island takes {MIN_PLAYERS} to {MAX_PLAYERS} players")
        self.options = dict(options or {})
        variants.check_options(players, self.options)
        for key, value in self.options.items():
            if key not in OPTIONS or value not in OPTIONS[key]:
                raise ValueError(f"unknown War for Chicken Island option {key}={value!r}")
        self.players = players
        self.seed = seed
        self._rng = random.Random(seed)
        self.stage = ISLAND
        self.winner: int | None = None
        # the island
        self.draft: builder.Draft | None = builder.start(players, builder.deal(self._rng, players))
        self.kinds: dict[Hex, str] = {}
        self.owners: dict[Hex, int | None] = {}
        self.border: frozenset[Hex] = frozenset()
        self.bases: list[Hex] = []
        self.territory: list[frozenset[Hex]] = []
        self.homes: list[frozenset[Hex]] = []
        # pieces
        self.pieces: dict[int, Piece] = {}
        self._next_id = 0
        self.dead = [0] * players  # destroyed chicken tokens by each Banner
        self.dead_tokens: list[list[list]] = [[] for _ in range(players)]  # Pelea de Gallos
        self.dropped: list[list[int]] = []  # Flag Mode: [flag, q, r] lying on the island
        # leaders
        self.dealt: list[tuple[str, ...]] = [()] * players
        self.leader: list[str | None] = [None] * players
        self.reserve: list[str | None] = [None] * players
        self.waiting = [False] * players  # a successor not yet on the island
        # Banners
        self.dice: list[list[dict[str, Any]]] = [
            [{"face": FACES[0], "at": "spent"} for _ in range(int(RULE["dice_per_player"]))]
            for _ in range(players)
        ]
        self.res = [dict.fromkeys(RESOURCES, 0) for _ in range(players)]
        self.supply = dict.fromkeys(RESOURCES, 0)
        self.box = dict.fromkeys(RESOURCES, DATA.components["resource_tokens"].count // 3)
        self.tags: list[list[int]] = [[] for _ in range(players)]  # givers, on each Banner
        self.strategy: list[str | None] = [None] * players
        self.machines: list[list[int]] = [[] for _ in range(players)]  # piece ids
        # decks
        self.machine_deck: list[str] = []
        self.machine_discard: list[str] = []
        self.stock: list[str] = []
        self.scroll_deck: list[str] = []
        self.scroll_discard: list[str] = []
        self.out_of_play: list[str] = []  # Scrolls a variant leaves in the box
        self.hands: list[list[str]] = [[] for _ in range(players)]
        # the turn
        self.turn_seat = 0
        self.turns = [0] * players
        self.turn: dict[str, Any] = {}
        self.fight: dict[str, Any] | None = None
        self.pending: dict[str, Any] | None = None
        self.work: list[list[Any]] = []
        self._still: dict[tuple, Any] | None = None  # facts kept while a legal list is built
        events: list[Event] = []
        if self.options.get("island", "random") == "random":
            self._build_island_now(events)
        self.opening_events = events

    # -- the shared surface -----------------------------------------------------------------

    def current_seat(self) -> int | None:
        if self.stage == OVER:
            return None
        if self.pending:
            return self.pending["seat"]
        if self.fight and self.fight["step"] == "cards":
            return self.fight["to_act"]
        if self.stage == ISLAND:
            return self.draft.seat if self.draft else None
        if self.stage == LEADERS:
            return self.leader.index(None)
        return self.turn_seat

    def legal_actions(self, seat: int) -> list[Action]:
        if seat is None or seat != self.current_seat():
            return []
        from game.island import legal  # the enumerations, kept apart from the rules

        self._still = {}
        try:
            return legal.actions(self, seat)
        finally:
            self._still = None

    def why_illegal(self, action: Action) -> str | None:
        """The reason an action would be refused, or None when it is legal."""
        if self.stage == OVER:
            return "the game is over"
        entry = RULES.get(type(action))
        if entry is None:
            return f"{type(action).__name__} is not a War for Chicken Island action"
        for name, want in _field_types(type(action)):
            value = getattr(action, name)
            if (isinstance(value, bool) and want is not bool) or not isinstance(value, want):
                return f"{name} must be a {want.__name__}"
        seat = self.current_seat()
        assert seat is not None
        if self.pending and not isinstance(action, Choose):
            return f"{self.name(seat)} must first answer: {self.pending['prompt']}"
        if isinstance(action, Choose) and not self.pending:
            return "nobody is being asked to choose anything"
        return entry[0](self, seat, action)

    def apply(self, action: Action) -> list[Event]:
        reason = self.why_illegal(action)
        if reason:
            raise IllegalAction(reason)
        seat = self.current_seat()
        events: list[Event] = []
        RULES[type(action)][1](self, seat, action, events)
        self._run(events)
        return events

    def view(self, seat: int) -> dict[str, Any]:
        """Everything public, plus ``seat``'s hand, dealt Leaders and face-down cards."""
        from game.island import shown

        return shown.view(self, seat)

    def public_view(self) -> dict[str, Any]:
        """What the hand-off screen may show: no seat's secrets."""
        from game.island import shown

        return shown.public_view(self)

    def is_over(self) -> bool:
        return self.stage == OVER

    def result(self) -> dict[str, Any]:
        return {
            "winner": self.winner,
            "winners": self.winners(),
            "tags": [list(t) for t in self.tags],
            "turns": list(self.turns),
            "rounds": max(self.turns),  # the start player's turns: the game's length
        }

    def snapshot(self) -> dict[str, Any]:
        from game.island import shown

        return shown.snapshot(self)

    def digest(self) -> str:
        rng = self._rng.getstate()[1]
        return digest([self.snapshot(), rng[:8], rng[-1]])

    def is_undo_barrier(self, action: Action) -> bool:
        """Rolls, fights (cards are revealed), draws and anything random cannot be undone.

        Moves, builds (the stock refill is a draw: a barrier), retrieves and +1 dice can.
        """
        from game.island import legal

        return legal.is_barrier(self, action)

    def __deepcopy__(self, memo: dict[int, Any]) -> IslandState:
        clone = object.__new__(type(self))
        shared = (
            "_rng",
            "opening_events",
            "draft",
            "border",
            "bases",
            "territory",
            "homes",
            "island",
        )
        for key, value in self.__dict__.items():
            if key not in shared:
                setattr(clone, key, copy.deepcopy(value, memo))
        clone._rng = random.Random()
        clone._rng.setstate(self._rng.getstate())
        clone.opening_events = list(self.opening_events)
        for key in shared[2:]:
            if hasattr(self, key):  # ``island`` exists once the map is built
                setattr(clone, key, getattr(self, key))
        return clone

    # -- queries everyone uses -----------------------------------------------------------------

    def name(self, seat: int) -> str:
        return f"Player {seat + 1}"

    def rng(self) -> random.Random:
        return self._rng

    def kind(self, h: Hex) -> str | None:
        return self.kinds.get(h)

    def _kept(self, key: tuple, work: Callable[..., Any], *args: Any) -> Any:
        """``work(*args)``, worked out once per legal-list build: nothing moves while one
        is built, and its checks ask the same questions piece after piece, card after card."""
        still = self._still
        if still is None:
            return work(*args)
        value = still.get(key)
        if value is None:
            value = still[key] = work(*args)
        return value

    def occupancy(self) -> dict[Hex, list[Piece]]:
        """Pieces by hex (one map per legal-list build; otherwise a fresh one)."""
        return self._kept(("at",), self._by_hex)

    def _by_hex(self) -> dict[Hex, list[Piece]]:
        at: dict[Hex, list[Piece]] = {}
        for p in self.pieces.values():
            at.setdefault(p["hex"], []).append(p)
        return at

    def foe_pieces(self, seat: int) -> list[Piece]:
        """The opponents' pieces (what a move search steers round and a fight may target)."""
        return self._kept(("foes", seat), self._foe_pieces, seat)

    def _foe_pieces(self, seat: int) -> list[Piece]:
        foes = set(self.opponents(seat))
        return [p for p in self.pieces.values() if p["owner"] in foes]

    def chickens_home(self, seat: int) -> int:
        """Free chickens on the seat's Base and Territory: the pilots a Build may take."""
        return self._kept(("home", seat), self._chickens_home, seat)

    def _chickens_home(self, seat: int) -> int:
        home = self.home(seat)
        return sum(p["hex"] in home for p in self.chickens_free(seat))

    def pieces_at(self, h: Hex) -> list[Piece]:
        if self._still is not None:
            return list(self.occupancy().get(h, ()))
        return [p for p in self.pieces.values() if p["hex"] == h]

    def pieces_of(self, seat: int) -> list[Piece]:
        return [p for p in self.pieces.values() if p["owner"] == seat]

    def leader_piece(self, seat: int) -> Piece | None:
        return next(
            (p for p in self.pieces.values() if p["owner"] == seat and p["kind"] == "leader"),
            None,
        )

    def leader_is(self, seat: int, leader: str) -> bool:
        """Leader abilities work while that Leader is the seat's active one."""
        return self.leader[seat] == leader

    def strategy_of(self, seat: int) -> str | None:
        return self.strategy[seat]

    def friendly(self, a: int, b: int) -> bool:
        """The same seat, or (Teams) the same team."""
        return a == b or (self.variant("teams") and variants.team(a) == variants.team(b))

    def variant(self, name: str) -> bool:
        return bool(self.options.get(name))

    def opponents(self, seat: int) -> list[int]:
        return [s for s in range(self.players) if not self.friendly(s, seat)]

    def clockwise(self, start: int) -> list[int]:
        return [(start + i) % self.players for i in range(self.players)]

    def faces(self, seat: int, face: str) -> list[int]:
        """Indices of ``seat``'s dice on its Banner showing ``face``."""
        return [
            i for i, d in enumerate(self.dice[seat]) if d["face"] == face and d["at"] == "banner"
        ]

    def has_face(self, seat: int, face: str) -> bool:
        """Whether a die on ``seat``'s Banner shows ``face`` (every action list asks)."""
        return any(d["face"] == face and d["at"] == "banner" for d in self.dice[seat])

    def stars(self, seat: int) -> int:
        return len(self.faces(seat, "star"))

    def chickens_free(self, seat: int) -> list[Piece]:
        return [p for p in self.pieces_of(seat) if p["kind"] == "chicken"]

    def shields_left(self) -> int:
        return SHIELDS - sum(p["shields"] for p in self.pieces.values())

    def miniatures_left(self, kind: str) -> int:
        used = sum(
            1
            for mine in self.machines
            for pid in mine
            if DATA.machines[self.pieces[pid]["card"]].type == kind
        )
        return MINIATURES[kind] - used

    def tags_left(self, giver: int) -> int:
        return TAGS_EACH - sum(t.count(giver) for t in self.tags)

    def home(self, seat: int) -> frozenset[Hex]:
        """A seat's Territory hexes and its Base."""
        return self.homes[seat]

    def landing(self, seat: int, moving: list[Piece], near: Hex | None = None) -> Hex | None:
        """Where a returning piece goes: its Base if it may stand there, else the nearest
        legal hex of its Territory (nearest to ``near`` when given, else to the Base)."""
        if near is None:
            spots = (self.bases[seat], *_nearest_first(self.territory[seat], self.bases[seat]))
        else:
            spots = _nearest_first(self.home(seat), near)
        for h in spots:
            if self.can_stand(seat, h, moving):
                return h
        return None

    def can_stand(self, seat: int, h: Hex, moving: list[Piece]) -> bool:
        kind = self.kind(h)
        if kind is None or kind == LAVA:
            return False
        going = {id(p) for p in moving}  # by identity: comparing piece dicts is slow
        here = [p for p in self.pieces_at(h) if id(p) not in going]
        return all(self.friendly(p["owner"], seat) for p in here) and can_stack(here + moving)

    # -- changes everyone uses -----------------------------------------------------------------

    def new_piece(self, seat: int, kind: str, card: str, h: Hex) -> Piece:
        piece = {"id": self._next_id, "owner": seat, "kind": kind, "card": card, "hex": h}
        piece.update(shields=0, pilots=0)
        self._next_id += 1
        self.pieces[piece["id"]] = piece
        return piece

    def place_chicken(self, seat: int, h: Hex) -> Piece:
        self.dead[seat] -= 1
        piece = self.new_piece(seat, "chicken", "chicken", h)
        variants.unbury(self, piece)
        return piece

    def plus_dice(self, piece: Piece) -> list[int]:
        return [i for i, d in enumerate(self.dice[piece["owner"]]) if d["at"] == piece["id"]]

    def gain(self, seat: int, kind: str, events: list[Event]) -> bool:
        """One resource from the supply to ``seat``'s Banner, then back down to the cap."""
        if self.supply[kind] <= 0:
            return False
        self.supply[kind] -= 1
        self.res[seat][kind] += 1
        events.append(ResourceGained(seat, kind))
        if sum(self.res[seat].values()) > CAP:
            self.work.insert(0, ["cap", seat])
        return True

    def lose_resource(self, seat: int, kind: str, why: str, events: list[Event]) -> None:
        self.res[seat][kind] -= 1
        self.supply[kind] += 1
        events.append(ResourceLost(seat, kind, why))

    def ask(self, seat: int, kind: str, prompt: str, options: list, **data: Any) -> None:
        """Put a question to ``seat`` next (before any waiting work)."""
        self.work.insert(0, ["ask", seat, kind, prompt, options, data])

    def destroy(self, piece: Piece, why: str, events: list[Event]) -> None:
        """A unit leaves the island: chickens (and pilots) wait by the Banner, the card is
        discarded, the miniature freed and any +1 die on it comes back spent."""
        seat = piece["owner"]
        lost = 1 if piece["kind"] == "chicken" else piece["pilots"]
        self.dead[seat] += lost
        variants.bury(self, piece)
        variants.drop_flags(self, piece, events)
        for i in self.plus_dice(piece):
            self.dice[seat][i]["at"] = "spent"
        if piece["kind"] == "machine":
            self.machine_discard.append(piece["card"])
            self.machines[seat].remove(piece["id"])
        del self.pieces[piece["id"]]
        events.append(PieceDestroyed(piece["id"], seat, piece["card"], lost, why))

    def hurt(self, piece: Piece, why: str, events: list[Event]) -> bool:
        """A destruction that a shield absorbs; True if the piece was destroyed."""
        if piece["shields"]:
            piece["shields"] -= 1
            events.append(ShieldLost(piece["id"], 1, why))
            return False
        self.destroy(piece, why, events)
        return True

    def place_tag(self, giver: int, banner: int, events: list[Event]) -> None:
        moved = -1
        if self.tags_left(giver) <= 0:  # 3+ players: move one of your own from elsewhere
            elsewhere = [s for s in range(self.players) if s != banner and giver in self.tags[s]]
            if not elsewhere:  # every tag of yours is on this Banner already
                return
            moved = elsewhere[0]
            self.tags[moved].remove(giver)
        self.tags[banner].append(giver)
        events.append(TagPlaced(giver, banner, moved))
        if self.has_won(giver):
            self.win(giver, events)

    def win(self, seat: int, events: list[Event]) -> None:
        """The game ends at once, whatever step it was in."""
        self.winner = seat
        self.stage = OVER
        self.pending = None
        for item in self.work:  # a Catastrophe cut short still goes back into the deck
            if item[0] in ("catastrophe", "shuffle_back"):
                self.scroll_deck.append(item[-1])
        self.work.clear()
        if self.fight:  # a win in mid-fight still discards the fight's Magic cards
            kept = ("magic",)
            self.scroll_discard += [
                e["card"] for e in self.fight["cards"] if DATA.scrolls[e["card"]].kind in kept
            ]
        self.fight = None
        events.append(GameWon(seat))

    def winners(self) -> list[int]:
        """The winning seat, with its teammate in Teams."""
        if self.winner is None:
            return []
        return [s for s in range(self.players) if self.friendly(s, self.winner)]

    def has_won(self, seat: int) -> bool:
        if self.variant("teams"):
            return variants.team_won(self, seat)
        need = int(RULE["win_tags"])
        if self.players == 2:
            return sum(t.count(seat) for t in self.tags) >= need
        banners = sum(1 for t in self.tags if seat in t)
        return banners >= int(RULE["win_banners_3plus"])

    def epic_death(self, seat: int, why: str, events: list[Event]) -> None:
        """The Leader goes back in the box; the other one takes over (and back again)."""
        piece = self.leader_piece(seat)
        old = self.leader[seat]
        if piece is not None:
            for i in self.plus_dice(piece):
                self.dice[seat][i]["at"] = "spent"
            del self.pieces[piece["id"]]
        self.leader[seat], self.reserve[seat] = self.reserve[seat], old
        events.append(EpicDeath(seat, old or "", self.leader[seat] or "", why))
        self.waiting[seat] = True
        self.place_waiting_leader(seat, events)

    def place_waiting_leader(self, seat: int, events: list[Event]) -> None:
        leader = self.leader[seat]
        if not self.waiting[seat] or leader is None:
            return
        probe = {"kind": "leader", "card": leader, "owner": seat}
        spot = self.landing(seat, [probe])
        if spot is None:
            return
        piece = self.new_piece(seat, "leader", leader, spot)
        self.waiting[seat] = False
        events.append(LeaderReturned(seat, leader, piece["id"], *spot))

    def turn_to_lava(self, h: Hex, why: str, events: list[Event]) -> None:
        """``h`` becomes Lava: pieces on it leave or die (Epic death and shield rules)."""
        self.kinds[h] = LAVA
        here = self.pieces_at(h)
        if not here:
            return
        goers: list[Piece] = []
        for p in here:
            if p["kind"] == "leader" or p["card"] == "lava_golem":
                if p["shields"]:
                    events.append(ShieldLost(p["id"], p["shields"], why))
                    p["shields"] = 0
                goers.append(p)
            elif p["shields"]:
                events.append(ShieldLost(p["id"], p["shields"], why))
                p["shields"] = 0
                goers.append(p)
            else:
                self.destroy(p, why, events)
        if not goers:
            return
        seat = goers[0]["owner"]
        spots = [
            n
            for n in sorted(
                hexes.neighbours(h), key=lambda n: (hexes.distance(n, self.bases[seat]), n)
            )
            if self.can_stand(seat, n, goers)
        ]
        if spots:
            for p in goers:
                p["hex"] = spots[0]
            events.append(
                PieceMoved(seat, tuple(p["id"] for p in goers), flat([h, spots[0]]), "lava")
            )
            variants.say_carried(self, goers, events)
            variants.arrive(self, goers, events)
            return
        for p in goers:
            if p["kind"] == "leader":
                self.epic_death(seat, "lava", events)
            else:
                self.destroy(p, why, events)

    # -- decks -------------------------------------------------------------------------------

    def draw_scroll(self, events: list[Event]) -> str | None:
        if not self.scroll_deck:
            if not self.scroll_discard:
                return None
            self.scroll_deck = self.scroll_discard
            self.scroll_discard = []
            self._rng.shuffle(self.scroll_deck)
            events.append(DeckReshuffled("scrolls", len(self.scroll_deck)))
        return self.scroll_deck.pop()

    def refill_stock(self, events: list[Event]) -> None:
        changed = False
        while len(self.stock) < STOCK:
            if not self.machine_deck:
                if not self.machine_discard:
                    break
                self.machine_deck = self.machine_discard
                self.machine_discard = []
                self._rng.shuffle(self.machine_deck)
                events.append(DeckReshuffled("machines", len(self.machine_deck)))
            self.stock.append(self.machine_deck.pop())
            changed = True
        if changed:
            events.append(StockDealt(tuple(self.stock)))

    def give_scroll(self, seat: int, events: list[Event]) -> None:
        """The Draw step's draw (and any Star draw): a Catastrophe resolves at once instead."""
        card = self.draw_scroll(events)
        if card is None:
            return
        if DATA.scrolls[card].kind == "catastrophe":
            self.work.insert(0, ["catastrophe", seat, card])
            return
        self.hands[seat].append(card)
        events.append(ScrollDrawn(seat, card))

    # -- flow --------------------------------------------------------------------------------

    def _run(self, events: list[Event]) -> None:
        while self.stage != OVER and self.pending is None and self.work:
            item = self.work.pop(0)
            if item[0] == "ask":
                _, seat, kind, prompt, options, *data = item
                if options:
                    self.pending = {
                        "seat": seat,
                        "kind": kind,
                        "prompt": prompt,
                        "options": [list(o) for o in options],
                        "data": data[0] if data else {},
                    }
                continue
            WORK[item[0]](self, item, events)
        idle = self.stage != OVER and self.pending is None and not self.work
        if idle and self.stage == ISLAND and self.draft is not None and self.draft.seat is None:
            self._finish_island(events)
            self._run(events)

    # -- setup -------------------------------------------------------------------------------

    def _build_island_now(self, events: list[Event]) -> None:
        island = builder.build(self.players, self._rng)
        self._use_island(island, events)

    def _finish_island(self, events: list[Event]) -> None:
        assert self.draft is not None
        try:
            island = builder.finish(self.draft)
        except builder.SetupFailed as failed:
            self.draft = builder.restart(self.draft)
            events.append(IslandRestarted(str(failed)))
            return
        self._use_island(island, events)

    def _use_island(self, island: builder.Island, events: list[Event]) -> None:
        self.draft = None
        self.island = island
        for h, (kind, owner) in island.cells.items():
            self.kinds[h] = kind
            self.owners[h] = owner
        self.border = island.border
        self.bases = [island.base_of(s) for s in range(self.players)]
        self.territory = [frozenset(island.territory_of(s).hexes) for s in range(self.players)]
        self.homes = [t | {b} for t, b in zip(self.territory, self.bases, strict=True)]
        events.append(IslandBuilt(island.attempts, flat(island.holes)))
        cells = sorted(island.cells.items())
        events.append(
            IslandLaidOut(
                flat([h for h, _ in cells]),
                tuple(kind for _, (kind, _) in cells),
                tuple(-1 if owner is None else owner for _, (_, owner) in cells),
            )
        )
        for s in range(self.players):
            chickens = [
                self.new_piece(s, "chicken", "chicken", self.bases[s]) for _ in range(CHICKENS_EACH)
            ]
            events.append(ChickensPlaced(s, tuple(p["id"] for p in chickens), *self.bases[s]))
        if self.variant("pelea"):
            variants.deal_tokens(self)
        if self.variant("flag"):  # no leaders: each flag goes on a chicken instead
            variants.plant_flags(self, events)
            self._after_leaders(events)
            return
        leaders = list(DATA.leaders)
        self._rng.shuffle(leaders)
        per = int(RULE["leaders_dealt"])
        for s in range(self.players):
            self.dealt[s] = tuple(sorted(leaders[s * per : (s + 1) * per]))
            events.append(LeadersDealt(s, self.dealt[s]))
        self.stage = LEADERS

    def _after_leaders(self, events: list[Event]) -> None:
        """Setup steps 5 to 9: resources, Scrolls, the Machine stock and the first roll."""
        if self.variant("hardcore"):
            for leader in sorted(self.pieces.values(), key=lambda p: p["id"]):
                if leader["kind"] == "leader":
                    leader["shields"] += 1
                    events.append(ShieldGained(leader["id"], "hardcore"))
        if not self.variant("pelea"):  # Pelea de Gallos: no resources, no Machines
            self._deal_resources(events)
        self._deal_scrolls(events)
        if not self.variant("pelea"):
            self.machine_deck = list(DATA.machine_deck())
            self._rng.shuffle(self.machine_deck)
            self.refill_stock(events)
        for s in range(self.players):
            for d in self.dice[s]:
                d["face"] = self._rng.choice(FACES)
                d["at"] = "banner"
            events.append(
                DiceRolled(
                    s, tuple(range(len(self.dice[s]))), tuple(d["face"] for d in self.dice[s])
                )
            )
        self.start_turn(0, events)

    def _deal_resources(self, events: list[Event]) -> None:
        pool = [k for k in RESOURCES for _ in range(3 * self.players)]
        for k in RESOURCES:
            self.box[k] -= 3 * self.players
        self._rng.shuffle(pool)
        for s in range(self.players):
            mine = pool[s * CAP : (s + 1) * CAP]
            for k in mine:
                self.res[s][k] += 1
            events.append(ResourcesDealt(s, *(self.res[s][k] for k in RESOURCES)))

    def _deal_scrolls(self, events: list[Event]) -> None:
        """Variants leave some Scrolls in the box: Pelea de Gallos the U/R cards (the same
        as discarding them when drawn), Flag Mode the leader-only ones."""
        deck = list(DATA.scroll_deck(pelea_de_gallos=self.variant("pelea")))
        if self.variant("flag"):
            deck = [c for c in deck if c not in variants.LEADER_ONLY_SCROLLS]
        self.out_of_play = sorted((Counter(DATA.scroll_deck()) - Counter(deck)).elements())
        self.scroll_deck = deck
        self._rng.shuffle(self.scroll_deck)
        set_aside: list[str] = []
        for s in range(self.players):
            while len(self.hands[s]) < int(RULE["starting_scrolls"]):
                card = self.scroll_deck.pop()
                if DATA.scrolls[card].kind == "catastrophe":
                    set_aside.append(card)
                else:
                    self.hands[s].append(card)
            events.append(ScrollsDealt(s, tuple(self.hands[s])))
        self.scroll_deck += set_aside
        self._rng.shuffle(self.scroll_deck)

    def start_turn(self, seat: int, events: list[Event]) -> None:
        self.turn_seat = seat
        self.turns[seat] += 1
        self.stage = ROLL
        self.turn = fresh_turn(self, seat)
        events.append(TurnStarted(seat, self.turns[seat]))
        self.place_waiting_leader(seat, events)


def fresh_turn(state: IslandState, seat: int) -> dict[str, Any]:
    """A turn's action budget: the free action, plus one extra action per Tower."""
    extra = dict.fromkeys(("move", "fight", "retrieve", "build"), 0)
    for pid in state.machines[seat]:
        kind = DATA.machines[state.pieces[pid]["card"]].extra_action
        if kind:
            extra[kind] += 1
    return {"free": int(RULE["free_actions"]), "extra": extra, "moved": [], "hits": {}}


# -- setup actions ---------------------------------------------------------------------------


def _check_site(state: IslandState, seat: int, action: Site) -> str | None:
    if state.stage != ISLAND or state.draft is None:
        return "the island is already built"
    options = builder.candidates(state.draft)
    if not 0 <= action.index < len(options):
        return f"choose a site from 0 to {len(options) - 1}"
    return None


def _do_site(state: IslandState, seat: int, action: Site, events: list[Event]) -> None:
    draft = state.draft
    assert draft is not None
    choice = builder.candidates(draft)[action.index]
    step = draft.step
    state.draft = builder.choose(draft, choice)
    cells = choice if step == "b" else (choice[1],)
    if step == "e":
        cells = (state.draft.territories[choice[0]].base,)
    events.append(SitePicked(seat, step, flat(list(cells))))
    if state.draft.step != "f" and not builder.candidates(state.draft):
        state.draft = builder.restart(state.draft)
        events.append(IslandRestarted("a step had no legal site"))


rule(Site)((_check_site, _do_site))


def _check_leader(state: IslandState, seat: int, action: PickLeader) -> str | None:
    if state.stage != LEADERS:
        return "Leaders are chosen only during setup"
    if action.leader not in state.dealt[seat]:
        return f"{action.leader!r} is not one of the two Leaders dealt to you"
    return None


def _do_leader(state: IslandState, seat: int, action: PickLeader, events: list[Event]) -> None:
    state.leader[seat] = action.leader
    state.reserve[seat] = next(x for x in state.dealt[seat] if x != action.leader)
    piece = state.new_piece(seat, "leader", action.leader, state.bases[seat])
    events.append(LeaderChosen(seat, action.leader, piece["id"], *state.bases[seat]))
    if None not in state.leader:
        state._after_leaders(events)


rule(PickLeader)((_check_leader, _do_leader))


def _check_roll(state: IslandState, seat: int, action: Roll) -> str | None:
    if state.stage != ROLL:
        return "dice are rolled only in your Roll step"
    named = action.dice + action.back
    if len(set(named)) != len(named):
        return "a die is named twice"
    for i in named:
        if not (isinstance(i, int) and 0 <= i < len(state.dice[seat])):
            return f"there is no die {i}"
    if list(action.dice) != sorted(action.dice) or list(action.back) != sorted(action.back):
        return "name the dice in order, lowest first (one way to write each roll)"
    if any(not isinstance(state.dice[seat][i]["at"], int) for i in action.back):
        return "only a +1 die on one of your pieces can be taken back"
    return None


def _do_roll(state: IslandState, seat: int, action: Roll, events: list[Event]) -> None:
    dice = state.dice[seat]
    for i in sorted(action.back):
        dice[i]["at"] = "banner"
        events.append(DiePlaced(seat, i, -1))
    for i in sorted(action.dice):
        dice[i]["face"] = state.rng().choice(FACES)
        dice[i]["at"] = "banner"
    events.append(
        DiceRolled(
            seat, tuple(sorted(action.dice)), tuple(dice[i]["face"] for i in sorted(action.dice))
        )
    )
    state.stage = ACTIONS
    if state.variant("quickplay"):
        state.stage = BUILD
        state.turn["build_step"] = 1


rule(Roll)((_check_roll, _do_roll))


def _check_choose(state: IslandState, seat: int, action: Choose) -> str | None:
    keys = [o[0] for o in state.pending["options"]]
    if action.key not in keys:
        return f"answer with one of: {', '.join(keys)}"
    return None


def _do_choose(state: IslandState, seat: int, action: Choose, events: list[Event]) -> None:
    pending = state.pending
    state.pending = None
    CHOICES[pending["kind"]](state, pending, action.key, events)


rule(Choose)((_check_choose, _do_choose))


def _cap_step(state: IslandState, item: list, events: list[Event]) -> None:
    """Over the cap: give one back, then look again. Weighed when it comes up, not when
    queued, so two gains in a row ("discard any of them until you have 9") stop at 9."""
    seat = item[1]
    if sum(state.res[seat].values()) <= CAP:
        return
    options = [[k, f"Give back 1 {k}"] for k in RESOURCES if state.res[seat][k]]
    state.ask(seat, "cap", f"Over {CAP} resources: give one back", options)


def _cap_choice(state: IslandState, pending: dict, key: str, events: list[Event]) -> None:
    state.lose_resource(pending["seat"], key, "cap", events)
    state.work.insert(0, ["cap", pending["seat"]])


WORK["cap"] = _cap_step
CHOICES["cap"] = _cap_choice


def hex_key(h: Hex) -> str:
    """A hex as a question's answer key: "q,r" (a nudge adds the piece: "id:q,r")."""
    return f"{h[0]},{h[1]}"


def key_hex(key: str) -> Hex:
    """The hex a "q,r" key names (the part after "id:" for a nudge)."""
    q, r = key.rpartition(":")[2].split(",")
    return int(q), int(r)


def all_subsets(items: list[int]) -> list[tuple[int, ...]]:
    return [c for n in range(len(items) + 1) for c in itertools.combinations(items, n)]


__all__ = ["ACTIONS", "BASE", "DRAW", "ISLAND", "LEADERS", "NEUTRAL", "OVER", "ROLL", "TERRITORY"]
