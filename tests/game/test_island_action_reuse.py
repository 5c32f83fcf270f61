"""The Island's reused action objects are a bounded pool: a session's games cannot fill it."""

from __future__ import annotations

from game.island import legal
from game.island.ai import play_game

LEVELS = ["hard", "normal", "easy", "hard"]


def test_the_reused_actions_stay_within_their_bound_and_play_the_same(monkeypatch):
    legal._MADE.clear()
    legal._PAID.clear()
    free = play_game(LEVELS, 5, max_actions=300).digest()
    assert len(legal._MADE) > 50  # the game made more than the small bound below
    monkeypatch.setattr(legal, "KEPT", 50)
    legal._MADE.clear()
    legal._PAID.clear()
    sizes = []
    made = legal.made

    def watched(*args):
        sizes.append((len(legal._MADE), len(legal._PAID)))
        return made(*args)

    monkeypatch.setattr(legal, "made", watched)
    bounded = play_game(LEVELS, 5, max_actions=300).digest()
    assert max(max(pair) for pair in sizes) <= 50
    assert bounded == free
