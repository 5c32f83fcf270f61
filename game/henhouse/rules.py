"""Henhouse Havoc: hidden-grid artillery with a black market, as the rulebook reads.

Each seat hides 10 unit tiles on its own 10 x 10 grid. A round is a Targeting phase
(each seat turns one unit card and places its Target tiles on enemy boards) then a
Resolution phase (each seat's tiles resolve in seat order, in placement order, with
unit bonuses). Destroyed units pay their hitters and put their egg up for sale; five
eggs, or the last army standing, wins. Numbers live in ``assets/data/henhouse.json``
(read by ``data.py``); the grid maths in ``board.py``; the Secret Weapons in ``weapons.py``.
This module holds the state's shared surface; its mixins in ``turns``, ``targeting``,
``resolution`` and ``market`` hold the rest of the rules; ``actions`` and ``events`` hold
what goes in and comes out.

Every space is a ``(row, col)``; seat ``s``'s board is board ``s``. Hidden facts
(unit positions, hands, the deck order, spy results) stay in the state and leave only
through ``view(seat)`` and ``Event.seen_by(seat)``.
"""

from __future__ import annotations

import copy
import dataclasses
import random
from typing import Any, ClassVar

from game.core import Action, Event, IllegalAction, digest, sorted_unique
from game.henhouse import market, resolution, targeting, turns, weapons
from game.henhouse.actions import (
    BonusTarget,
    BuyEgg,
    BuyWild,
    ChooseUnit,
    DeclineField,
    Deploy,
    EndTurn,
    PlaceField,
    Resolve,
    RevealSpace,
    Rule,
    TakeWeapon,
    Target,
    layout_action,
    parse_layout,
)
from game.henhouse.board import (
    BoardSpec,
    Cell,
    layout_problem,
    line_cells,
    offset_cells,
    random_layout,
    rect_cells,
    rules_data,
    terrain_rows,
    tile_cells,
)
from game.henhouse.data import (
    COINS,
    DATA,
    ECONOMY,
    EGG_PRICE,
    EGG_UNITS,
    FACE_UP,
    FIELD,
    FOR_SALE,
    GAME_ID,
    MAX_PLAYERS,
    MIN_PLAYERS,
    OVER,
    PLACEMENT,
    RESERVE,
    RESOLUTION,
    SPEC,
    SUGGESTED_LAYOUTS,
    TARGETING,
    TERRAIN_CODES,
    TILE_UNITS,
    UNIT_IDS,
    UNIT_TILES,
    UNITS,
    WILD_PRICES,
    WIN_EGGS,
    UnitSpec,
    terrain,
)
from game.henhouse.events import (
    AreaEffect,
    Awaiting,
    CardRetired,
    Cratered,
    DeckReshuffled,
    DeckShuffled,
    Deployed,
    EggBought,
    EggForSale,
    Eliminated,
    FieldDeclined,
    FieldPlaced,
    FieldRemoved,
    FirstPlayerChosen,
    FirstPlayerPassed,
    GameDrawn,
    GameWon,
    Paid,
    PhaseStarted,
    Resolving,
    RoundEnded,
    SheavesStolen,
    ShotsForfeited,
    SpaceRevealed,
    Struck,
    Targeted,
    TargetRemoved,
    TurnEnded,
    TurnStarted,
    UnitChosen,
    UnitDestroyed,
    WeaponRefilled,
    WeaponTaken,
)
from game.henhouse.weapons import PlayWeapon

# everything this module has always offered, wherever it now lives
__all__ = [
    "COINS", "DATA", "ECONOMY", "EGG_PRICE", "EGG_UNITS", "FACE_UP", "FIELD", "FOR_SALE",
    "GAME_ID", "MAX_PLAYERS", "MIN_PLAYERS", "OVER", "PLACEMENT", "RESERVE", "RESOLUTION",
    "SPEC", "SUGGESTED_LAYOUTS", "TARGETING", "TERRAIN_CODES", "TILE_UNITS", "UNITS",
    "UNIT_IDS", "UNIT_TILES", "WILD_PRICES", "WIN_EGGS",
    "Action", "AreaEffect", "Awaiting", "BoardSpec", "BonusTarget", "BuyEgg", "BuyWild",
    "CardRetired", "Cell", "ChooseUnit", "Cratered", "DeckReshuffled", "DeckShuffled",
    "DeclineField", "Deploy", "Deployed", "EggBought", "EggForSale", "Eliminated", "EndTurn",
    "Event", "FieldDeclined", "FieldPlaced", "FieldRemoved", "FirstPlayerChosen",
    "FirstPlayerPassed", "GameDrawn", "GameWon", "HenhouseState", "IllegalAction", "Paid",
    "PhaseStarted", "PlaceField", "PlayWeapon", "Resolve", "Resolving", "RevealSpace",
    "RoundEnded", "SheavesStolen", "ShotsForfeited", "SpaceRevealed", "Struck", "TakeWeapon",
    "Target", "TargetRemoved", "Targeted", "TurnEnded", "TurnStarted", "UnitChosen",
    "UnitDestroyed", "UnitSpec", "WeaponRefilled", "WeaponTaken",
    "digest", "layout_action", "layout_problem", "line_cells", "offset_cells", "parse_layout",
    "random_layout", "rect_cells", "rules_data", "sorted_unique", "terrain", "terrain_rows",
    "tile_cells", "weapons",
]  # fmt: skip

_CHOICE_ACTIONS: dict[str, tuple[type[Action], ...]] = {
    "take_weapon": (TakeWeapon,),
    "bonus_target": (BonusTarget,),
    "field": (PlaceField, DeclineField),
    "reveal": (RevealSpace,),
}
_CHOICE_WORDS = {
    "take_weapon": "take a face-up Secret Weapon",
    "bonus_target": "choose the bonus strike's space",
    "field": "place or decline the Magnetic Field",
    "reveal": "reveal a space for the Sitting Duck",
}
_ANSWERS = tuple(t for kinds in _CHOICE_ACTIONS.values() for t in kinds)
_BARRIERS = (Resolve, TakeWeapon, PlayWeapon, BonusTarget, PlaceField, DeclineField)
_BARRIERS += (RevealSpace, BuyEgg)


class HenhouseState(
    turns.TurnFlowMixin, targeting.TargetingMixin, resolution.ResolutionMixin, market.MarketMixin
):
    """One game of Henhouse Havoc; randomness comes only from its own seeded RNG."""

    game_id: ClassVar[str] = GAME_ID
    spec: ClassVar[BoardSpec] = SPEC

    def __init__(self, players: int, seed: int, options: dict[str, Any] | None = None):
        if not MIN_PLAYERS <= players <= MAX_PLAYERS:
            raise ValueError(f"Henhouse Havoc takes {MIN_PLAYERS} to {MAX_PLAYERS} players")
        if options is not None and not isinstance(options, dict):
            raise ValueError("options must be an object")
        self.options = dict(options or {})
        unknown = set(self.options) - {"first_seat"}
        if unknown:
            raise ValueError(f"unknown Henhouse Havoc options: {sorted(unknown)}")
        self.players = players
        self.seed = seed
        self._rng = random.Random(seed)
        first = self.options.get("first_seat")
        if first is None:
            first = self._rng.randrange(players)
        elif isinstance(first, bool) or not (isinstance(first, int) and 0 <= first < players):
            raise ValueError("first_seat must be a seat number")
        self.first_player: int = first
        self.phase = PLACEMENT
        self.round = 1
        self.layouts: list[tuple[Cell, ...] | None] = [None] * players
        self.unit_at: list[dict[Cell, int]] = [{} for _ in range(players)]
        self.hit_by: list[dict[Cell, int]] = [{} for _ in range(players)]
        self.craters: list[set[Cell]] = [set() for _ in range(players)]
        self.revealed: list[dict[Cell, str]] = [{} for _ in range(players)]
        self.destroyed: list[list[int]] = [[] for _ in range(players)]
        self.eliminated = [False] * players
        self.targets: list[dict[str, Any]] = []  # waiting Target tiles, in placement order
        self.fires: dict[int, dict[str, Any]] = {}  # this round's firings
        self.fields: dict[int, tuple[int, int, int]] = {}  # owner -> (board, row, col)
        self.cards = [dict.fromkeys(UNIT_IDS, "ready") for _ in range(players)]
        self.sheaves = [ECONOMY["start_sheaves"]] * players
        self.market = COINS - sum(self.sheaves)
        self.eggs: dict[tuple[int, str], int] = {
            (s, u): RESERVE for s in range(players) for u in EGG_UNITS
        }
        self.wild: list[int | None] = [None] * len(WILD_PRICES)
        self.deck = weapons.deck_list()
        self._rng.shuffle(self.deck)
        self.faceup: list[str | None] = [None] * FACE_UP
        self.discard_pile: list[str] = []
        self.hands: list[list[str]] = [[] for _ in range(players)]
        self.intel: list[list[dict[str, Any]]] = [[] for _ in range(players)]
        self.turn_seat = 0
        self.queue: list[int] = []
        self.turn: dict[str, Any] = self._fresh_turn()
        self.pending: list[dict[str, Any]] = []
        self.work: list[list[Any]] = []
        self.winner: int | None = None
        self.win_reason: str | None = None
        self._ids = 0
        self._applying = False
        self._free: dict[tuple[int, int], frozenset[Cell]] = {}
        self._suggested: dict[int, list[Action]] = {}
        events: list[Event] = [FirstPlayerChosen(first), DeckShuffled(len(self.deck))]
        for slot in range(FACE_UP):
            self._refill(slot, events)
        events.append(PhaseStarted(PLACEMENT, self.round, first))
        events.append(TurnStarted(0, PLACEMENT, self.round))
        self.opening_events: list[Event] = events

    # -- the shared surface -------------------------------------------------------------

    def current_seat(self) -> int | None:
        if self.phase == OVER:
            return None
        if self.pending:
            return self.pending[0]["seat"]
        if self.phase == PLACEMENT:
            return self.layouts.index(None)
        return self.turn_seat

    def legal_actions(self, seat: int) -> list[Action]:
        if seat is None or seat != self.current_seat():
            return []
        if self.pending:
            return sorted_unique(self._choice_options(self.pending[0]))
        if self.phase == PLACEMENT:
            return sorted_unique(self._suggestions(seat))
        aim = self.turn["aim"]
        if aim:
            return sorted_unique(
                [Target(*spot) for spot in self.placements(seat, aim["groups"][0])]
            )
        acts: list[Action] = []
        if self.phase == TARGETING:
            acts += [ChooseUnit(u) for u in self.choosable_units(seat)]
        elif not self.turn["resolved"]:
            acts.append(Resolve())
        if self._why_not_end(seat) is None:
            acts.append(EndTurn())
        acts += [BuyEgg(o) for o in range(self.players) if self._why_not_buy_egg(seat, o) is None]
        if self._why_not_buy_wild(seat) is None:
            acts.append(BuyWild())
        acts += weapons.legal_plays(self, seat)
        return sorted_unique(acts)

    def why_illegal(self, action: Action) -> str | None:
        """The reason an action would be refused, or None when it is legal."""
        if self.phase == OVER:
            return "the game is over"
        rule = _RULES.get(type(action))
        if rule is None:
            return f"{type(action).__name__} is not a Henhouse Havoc action"
        for field in dataclasses.fields(action):  # type: ignore[arg-type]
            value = getattr(action, field.name)
            kind = {"int": int, "str": str}.get(str(field.type), tuple)
            if isinstance(value, bool) or not isinstance(value, kind):
                return f"{field.name} must be a {kind.__name__}"
        seat = self.current_seat()
        assert seat is not None
        if self.pending:
            choice = self.pending[0]
            if not isinstance(action, _CHOICE_ACTIONS[choice["kind"]]):
                return f"seat {seat} must first {_CHOICE_WORDS[choice['kind']]}"
        elif isinstance(action, _ANSWERS):
            return "nobody is being asked to choose anything"
        elif self.phase == PLACEMENT and not isinstance(action, Deploy):
            return f"seat {seat} must deploy their army first"
        elif self.phase != PLACEMENT and isinstance(action, Deploy):
            return "the armies are already deployed"
        elif self.turn["aim"] and not isinstance(action, Target):
            return f"finish aiming your {UNITS[self.turn['aim']['unit']].name} first"
        elif not self.turn["aim"] and isinstance(action, Target):
            return "choose a unit to fire first"
        return rule[0](self, seat, action)

    def apply(self, action: Action) -> list[Event]:
        reason = self.why_illegal(action)
        if reason:
            raise IllegalAction(reason)
        seat = self.current_seat()
        events: list[Event] = []
        self._applying = True
        try:
            _RULES[type(action)][1](self, seat, action, events)
            self._run(events)
        finally:
            self._applying = False
            self._free.clear()
        return events

    def view(self, seat: int) -> dict[str, Any]:
        """Everything public, plus what ``seat`` alone knows (its army, hand and intel)."""
        own = []
        if self.layouts[seat] is not None:
            hits = self.hit_by[seat]
            for tile, anchor in enumerate(self.layouts[seat]):
                cells = self.tile_cells_of(seat, tile)
                own.append(
                    {
                        "tile": tile,
                        "unit": TILE_UNITS[tile],
                        "anchor": list(anchor),
                        "cells": [list(c) for c in cells],
                        "hit": [list(c) for c in cells if c in hits],
                        "destroyed": tile in self.destroyed[seat],
                    }
                )
        view = self._public()
        view.update(
            viewer=seat,
            own_units=own,
            hand=sorted(self.hands[seat]),
            intel=[dict(i) for i in self.intel[seat]],
        )
        return view

    def is_over(self) -> bool:
        return self.phase == OVER

    def result(self) -> dict[str, Any]:
        return {
            "winner": self.winner,
            "reason": self.win_reason,
            "eggs": [self.egg_count(s) for s in range(self.players)],
            "sheaves": list(self.sheaves),
            "rounds": self.round,
        }

    def snapshot(self) -> dict[str, Any]:
        snap = self._public()
        snap.update(
            layouts=[None if lay is None else [list(a) for a in lay] for lay in self.layouts],
            hands=[sorted(h) for h in self.hands],
            deck=list(self.deck),
            intel=[[dict(i) for i in seat] for seat in self.intel],
            work=[list(w) for w in self.work],
            queue=list(self.queue),
            next_id=self._ids,
            fires={str(k): dict(v) for k, v in sorted(self.fires.items())},
        )
        return snap

    def digest(self) -> str:
        rng = self._rng.getstate()[1]  # [:8] changes only every 624 draws; [-1] is the position
        return digest([self.snapshot(), rng[:8], rng[-1]])

    def is_undo_barrier(self, action: Action) -> bool:
        """Deploy, choose unit, target, end turn and a Wild Egg purchase can be taken back.

        Resolving, drawing or playing a Secret Weapon, bonus strikes and fields (which
        resolve on at once), reveals and enemy egg purchases (Egg Insurance may show) cannot.
        """
        return isinstance(action, _BARRIERS)

    def __deepcopy__(self, memo: dict[int, Any]) -> HenhouseState:
        """A full copy, quick: immutable parts and caches are shared or dropped, not walked."""
        clone = object.__new__(type(self))
        shared = ("_rng", "_free", "_suggested", "opening_events", "layouts")
        for name, value in self.__dict__.items():
            if name not in shared:
                setattr(clone, name, copy.deepcopy(value, memo))
        clone._rng = random.Random()
        clone._rng.setstate(self._rng.getstate())  # the state is an immutable tuple
        clone._free = {}
        clone._suggested = dict(self._suggested)  # lists of frozen actions, never changed
        clone.opening_events = list(self.opening_events)  # frozen events
        clone.layouts = list(self.layouts)  # tuples of tuples
        return clone

    # -- queries the weapons use too ------------------------------------------------------

    def tile_unit(self, tile: int) -> str:
        return TILE_UNITS[tile]

    def tile_cells_of(self, seat: int, tile: int) -> tuple[Cell, ...]:
        layout = self.layouts[seat]
        assert layout is not None
        return tile_cells(SPEC.shapes[tile], *layout[tile])

    # -- what everyone may see ------------------------------------------------------------

    def _public(self) -> dict[str, Any]:
        boards = []
        for b in range(self.players):
            boards.append(
                {
                    "terrain": list(terrain(b)),
                    "craters": sorted([list(c) for c in self.craters[b]]),
                    "hits": sorted([[r, c, s] for (r, c), s in self.hit_by[b].items()]),
                    "revealed": sorted([[r, c, u] for (r, c), u in self.revealed[b].items()]),
                    "destroyed": [
                        {
                            "tile": t,
                            "unit": TILE_UNITS[t],
                            "cells": [list(c) for c in self.tile_cells_of(b, t)],
                        }
                        for t in self.destroyed[b]
                    ],  # fmt: skip
                    "targets": [
                        {k: t[k] for k in ("id", "owner", "row", "col", "fire", "source")}
                        for t in self.targets
                        if t["board"] == b
                    ],
                }
            )
        turn = self.turn
        return {
            "game": GAME_ID,
            "players": self.players,
            "rows": SPEC.rows,
            "cols": SPEC.cols,
            "phase": self.phase,
            "round": self.round,
            "current_seat": self.current_seat(),
            "first_player": self.first_player,
            "turn": {
                "seat": self.turn_seat,
                "fired": list(turn["fired"]),
                "aim": None
                if not turn["aim"]
                else {"unit": turn["aim"]["unit"], "groups": list(turn["aim"]["groups"])},
                "double_barrel": turn["double_barrel"],
                "resolved": turn["resolved"],
            },  # fmt: skip
            "pending": [dict(p) for p in self.pending],
            "deployed": [lay is not None for lay in self.layouts],
            "eliminated": list(self.eliminated),
            "boards": boards,
            "fields": [
                {"owner": o, "board": b, "row": r, "col": c}
                for o, (b, r, c) in sorted(self.fields.items())
            ],
            "cards": [dict(c) for c in self.cards],
            "units_left": [
                {u: sum(t not in self.destroyed[s] for t in UNIT_TILES[u]) for u in UNIT_IDS}
                for s in range(self.players)
            ],
            "sheaves": list(self.sheaves),
            "market": self.market,
            "eggs": [self.egg_count(s) for s in range(self.players)],
            "henhouses": [
                [{"owner": o, "unit": u} for (o, u), loc in sorted(self.eggs.items()) if loc == s]
                + [{"owner": -1, "unit": "wild"}] * self.wild.count(s)
                for s in range(self.players)
            ],
            "reserve": [
                [u for u in EGG_UNITS if self.eggs[(s, u)] == RESERVE] for s in range(self.players)
            ],
            "eggs_for_sale": [
                {"owner": o, "unit": u}
                for (o, u), loc in sorted(self.eggs.items())
                if loc == FOR_SALE
            ],
            "egg_price": EGG_PRICE,
            "wild_eggs_left": self.wild.count(None),
            "wild_price": WILD_PRICES[self.wild.index(None)] if None in self.wild else None,
            "faceup": list(self.faceup),
            "deck_count": len(self.deck),
            "discard": list(self.discard_pile),
            "hand_counts": [len(h) for h in self.hands],
            "nukes_on_boards": self.nukes_on_boards(),
            "winner": self.winner,
            "win_reason": self.win_reason,
        }


_RULES: dict[type[Action], Rule] = {
    **turns.RULES,
    **targeting.RULES,
    **resolution.RULES,
    **market.RULES,
}
