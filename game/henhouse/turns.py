"""Henhouse Havoc's flow: deployment, phases, turn order, rounds and how a game ends."""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any

from game.core import Action, Event
from game.henhouse.actions import Deploy, EndTurn, Rule, layout_action, parse_layout
from game.henhouse.board import layout_problem, random_layout
from game.henhouse.data import (
    OVER,
    PLACEMENT,
    RESOLUTION,
    SPEC,
    SUGGESTED_LAYOUTS,
    TARGETING,
    UNITS,
)
from game.henhouse.events import (
    Deployed,
    FinalStandings,
    FirstPlayerPassed,
    GameDrawn,
    GameWon,
    PhaseStarted,
    RoundEnded,
    TurnEnded,
    TurnStarted,
)

if TYPE_CHECKING:
    from game.henhouse.rules import HenhouseState


class TurnFlowMixin:
    """HenhouseState's turn and round bookkeeping (it works on the state's attributes)."""

    @staticmethod
    def _fresh_turn() -> dict[str, Any]:
        return {"fired": [], "aim": None, "double_barrel": False, "resolved": False}

    def _begin_phase(self, phase: str, events: list[Event]) -> None:
        self.phase = phase
        events.append(PhaseStarted(phase, self.round, self.first_player))
        order = [(self.first_player + i) % self.players for i in range(self.players)]
        self.queue = [s for s in order if not self.eliminated[s]]
        self._next_turn(events)

    def _next_turn(self, events: list[Event]) -> None:
        while self.queue:
            seat = self.queue.pop(0)
            if not self.eliminated[seat]:
                self._start_turn(seat, events)
                return
        if self.phase == TARGETING:
            self._begin_phase(RESOLUTION, events)
        else:
            self._end_round(events)

    def _start_turn(self, seat: int, events: list[Event]) -> None:
        self.turn_seat = seat
        self.turn = self._fresh_turn()
        events.append(TurnStarted(seat, self.phase, self.round))
        if self.phase == RESOLUTION:
            if seat in self.fields:
                self._remove_field(seat, "expired", events)
            self.turn["resolved"] = not any(t["owner"] == seat for t in self.targets)

    def _end_round(self, events: list[Event]) -> None:
        events.append(RoundEnded(self.round))
        for cards in self.cards:
            for unit, status in cards.items():
                if status == "turned":
                    cards[unit] = "ready"
        self.fires = {}
        old = self.first_player
        new = next(
            s
            for s in ((old + i) % self.players for i in range(1, self.players + 1))
            if not self.eliminated[s]
        )
        self.first_player = new
        events.append(FirstPlayerPassed(old, new))
        if not any(self._can_ever_fire(s) for s in range(self.players)):
            self._stalemate(events)
            return
        self.round += 1
        self._begin_phase(TARGETING, events)

    def _can_ever_fire(self, seat: int) -> bool:
        """Whether ``seat`` still has a unit card that can fire (cards never come back)."""
        return not self.eliminated[seat] and any(
            UNITS[u].fire and status != "retired" for u, status in self.cards[seat].items()
        )

    def _stalemate(self, events: list[Event]) -> None:
        """Nobody can ever fire again: most eggs wins, then most Sheaves; else a draw."""
        alive = [s for s in range(self.players) if not self.eliminated[s]]
        best = max((self.egg_count(s), self.sheaves[s]) for s in alive)
        leaders = [s for s in alive if (self.egg_count(s), self.sheaves[s]) == best]
        if len(leaders) == 1:
            self._win(leaders[0], "stalemate", events)
        else:
            self.phase = OVER
            self.winner, self.win_reason = None, "draw"
            events.append(self._standings())
            events.append(GameDrawn("stalemate", tuple(leaders)))

    def _suggestions(self, seat: int) -> list[Action]:
        """A few random legal layouts from a stream of their own (never the game RNG)."""
        if seat not in self._suggested:
            rng = random.Random(f"henhouse-layout:{self.seed}:{seat}")
            self._suggested[seat] = [
                layout_action(random_layout(rng, SPEC)) for _ in range(SUGGESTED_LAYOUTS)
            ]
        return self._suggested[seat]

    def _why_not_end(self, seat: int) -> str | None:
        if self.phase == TARGETING:
            if not self.turn["fired"] and self.choosable_units(seat):
                return "fire a unit before ending your turn"
        elif not self.turn["resolved"]:
            return "resolve your strikes before ending your turn"
        return None

    def _win(self, seat: int, reason: str, events: list[Event]) -> None:
        self.phase = OVER
        self.winner, self.win_reason = seat, reason
        self.work, self.pending = [], []
        events.append(self._standings())
        events.append(GameWon(seat, reason, self.egg_count(seat)))

    def _standings(self) -> FinalStandings:
        eggs = tuple(self.egg_count(s) for s in range(self.players))
        return FinalStandings(eggs, tuple(self.sheaves))


def _check_deploy(s: HenhouseState, seat: int, a: Deploy) -> str | None:
    anchors, reason = parse_layout(a.cells)
    return reason or layout_problem(SPEC, anchors)  # type: ignore[arg-type]


def _do_deploy(s: HenhouseState, seat: int, a: Deploy, events: list[Event]) -> None:
    anchors, _ = parse_layout(a.cells)
    assert anchors is not None
    s.layouts[seat] = tuple(anchors)
    s.unit_at[seat] = {cell: t for t in range(len(anchors)) for cell in s.tile_cells_of(seat, t)}
    events.append(Deployed(seat, layout_action(anchors).cells))
    if None in s.layouts:
        events.append(TurnStarted(s.layouts.index(None), PLACEMENT, s.round))
    else:
        s._begin_phase(TARGETING, events)


def _check_end(s: HenhouseState, seat: int, a: EndTurn) -> str | None:
    return s._why_not_end(seat)


def _do_end(s: HenhouseState, seat: int, a: EndTurn, events: list[Event]) -> None:
    events.append(TurnEnded(seat, s.phase))
    s._next_turn(events)


RULES: dict[type[Action], Rule] = {
    Deploy: (_check_deploy, _do_deploy),
    EndTurn: (_check_end, _do_end),
}
