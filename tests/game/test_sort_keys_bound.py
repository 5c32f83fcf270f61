"""The sort keys ``sorted_unique`` remembers are a bounded pool, shared by a session's games."""

from __future__ import annotations

import random

from game import core
from game.island.actions import Site


def test_the_remembered_keys_stay_within_their_bound_and_lists_still_sort(monkeypatch):
    monkeypatch.setattr(core, "SORT_KEYS_KEPT", 100)
    core._SORT_KEYS.clear()
    rng = random.Random(4)
    for _ in range(40):  # 40 legal lists of 30 actions, from 1,000 possible ones
        acts = [Site(rng.randrange(1000)) for _ in range(30)]
        out = core.sorted_unique(acts)
        assert out == sorted(set(acts), key=lambda a: a.index)
        assert len(core._SORT_KEYS) <= 100
