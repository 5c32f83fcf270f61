"""Chicken!'s results chart: every score by turn, and the leader's chance of winning.

The chance comes from the hard AI's race model (:class:`game.chicken_ai.RaceModel`),
the same exact tables it plays by, so the graph shows where the game was decided the
way a chess app's evaluation graph does.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from game import chicken_odds
from game.chart import Chart, Line, Panel, lines_by_seat, sample, xs_of
from game.chicken_ai import HORIZON, WIN, race_model
from game.core import Action


def win_chances(scores: Sequence[int], seat: int, pool: chicken_odds.Counts) -> list[float]:
    """Each seat's chance of winning when ``seat`` is about to be handed ``pool``.

    Players race independently (the race model's one approximation): seat ``o_j``, the
    j-th to move from now, wins at its t-th turn when it finishes exactly then and
    nobody moving before it has finished within t turns, nor anybody after it within
    t - 1. The first to move starts from the pool it holds; the rest from any pool.
    """
    players = len(scores)
    if max(scores) >= WIN:
        return [1.0 if score >= WIN else 0.0 for score in scores]
    model = race_model()
    order = [(seat + k) % players for k in range(players)]
    alive = [model.survive_first(scores[seat], pool)]
    alive += [model.survive(scores[s]) for s in order[1:]]
    chances = [0.0] * players
    for j, s in enumerate(order):
        total = 0.0
        for t in range(1, HORIZON + 1):
            p = alive[j][t - 1] - alive[j][t]
            for i in range(players):
                if i != j:
                    p *= alive[i][t] if i < j else alive[i][t - 1]
            total += p
        chances[s] = total
    whole = sum(chances)  # turns past the horizon are left out; share what remains
    return [c / whole for c in chances]


def _chances(state: Any) -> list[float]:
    pool = chicken_odds.counts_of(state.hand) if not state.is_over() else chicken_odds.WHITE_POOL
    return win_chances(state.scores, state.seat, pool)


def chart(state: Any, actions: list[Action]) -> Chart:
    """Scores after each turn (turn 0: the start), and the leader's chance after each."""
    players = state.players

    def measure(now: Any) -> tuple[float, ...]:
        chances = _chances(now)
        leader = max(range(players), key=lambda s: (now.scores[s], chances[s]))
        return (*now.scores, leader, chances[leader])

    points = sample(state, actions, lambda now: now.turn, measure)
    scores = lines_by_seat([(x, v[:players]) for x, v in points], range(players))
    leaders = tuple(int(v[players]) for _, v in points)
    chance = Line(None, tuple(v[players + 1] for _, v in points), leaders)
    return Chart(
        "Turn",
        xs_of(points),
        (
            Panel("Score", scores, goal=float(WIN)),
            Panel("Leader's chance to win", (chance,), percent=True),
        ),
    )
