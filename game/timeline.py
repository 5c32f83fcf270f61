"""A saved game that can be shown at any action: the replay viewer's model.

Going back is never an undo in place: the match at action ``n`` is rebuilt from the
seed and options by replaying the first ``n`` actions through the rules. To keep a
jump quick in a long game, a copy of the rules state is kept every :data:`EVERY`
actions, and a rebuild starts from the nearest copy before ``n``.
"""

from __future__ import annotations

import copy

from game.core import GameState
from game.match import Match

EVERY = 24  # actions between kept copies of the rules state


def shows_secrets(match: Match) -> bool:
    """Whether a replay may show every seat's secrets (hands, hidden armies).

    Only when no two humans played (nobody at the table had anything to hide from a
    fellow player), or once the game is over (everything may be told then). A save of
    an unfinished game between two humans keeps their secrets in its replay too.
    """
    humans = sum(1 for seat in match.seats if not seat.is_ai)
    return humans < 2 or match.state.is_over()


class Timeline:
    """The whole log of ``match``, with where each turn starts."""

    def __init__(self, match: Match, every: int = EVERY):
        self.match = match
        self.actions = list(match.actions)
        self.movers = list(match.movers)
        self.every = every
        self._kept: dict[int, GameState] = {}
        state = self._fresh().state
        self._kept[0] = copy.deepcopy(state)
        for done, action in enumerate(self.actions, 1):
            state.apply(action)
            if done % every == 0:
                self._kept[done] = copy.deepcopy(state)
        # A turn is a run of actions by one seat: where the seat acting changes.
        self.turns = [
            n for n, seat in enumerate(self.movers) if n == 0 or seat != self.movers[n - 1]
        ]

    def __len__(self) -> int:
        return len(self.actions)

    def _fresh(self) -> Match:
        m = self.match
        return Match(m.game, m.seed, list(m.seats), dict(m.options))

    def at(self, n: int) -> Match:
        """The match as it stood after its first ``n`` actions (a fresh, separate copy)."""
        n = max(0, min(n, len(self.actions)))
        start = max(k for k in self._kept if k <= n)
        rebuilt = self._fresh()
        rebuilt.state = copy.deepcopy(self._kept[start])
        rebuilt.actions = self.actions[:start]
        rebuilt.movers = self.movers[:start]
        for action in self.actions[start:n]:
            rebuilt.apply(action)
        return rebuilt

    def turn_of(self, n: int) -> int:
        """Which turn (counted from 0) action ``n`` belongs to; past the end, the last."""
        return max(0, sum(1 for start in self.turns if start <= n) - 1)

    def turn_start(self, turn: int) -> int:
        """The action where turn ``turn`` starts; past the last turn, the end of the log."""
        if turn < 0:
            return 0
        return self.turns[turn] if turn < len(self.turns) else len(self.actions)
