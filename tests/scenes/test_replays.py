"""A saved game of every built game plays back through its scene to the same position."""

from __future__ import annotations

import pytest

from game import registry, saves
from game.match import Match, SeatSpec
from scenes.replay import open_replay
from tests.scenes.harness import new_app, run_until


@pytest.mark.parametrize(
    "game,players,options,moves",
    [
        ("zombie", 2, {"mode": "coop"}, 40),
        ("henhouse", 2, {}, 30),
        ("island", 3, {"pelea": True, "shared_dice": True}, 60),
    ],
)
def test_a_saved_game_replays_to_the_same_position(tmp_path, game, players, options, moves):
    info = registry.info(game)
    seats = [SeatSpec(f"AI {s}", s, "ai", "normal") for s in range(players)]
    match = Match(game, 12, seats, options)
    ais = [info.make_ai(s, "normal", 12) for s in range(players)]
    for _ in range(moves):
        seat = match.state.current_seat()
        match.apply(ais[seat].decide(match.state.view(seat)))
    path = saves.write(tmp_path / "game.json", match)
    app = new_app()
    assert open_replay(app, path)
    scene = app.top
    scene.speed = 4.0
    run_until(app, lambda: scene.replay_ended())
    assert scene.match.actions == match.actions
    assert scene.state.digest() == match.state.digest()
    app.quit()


def test_every_rule_event_of_the_new_games_has_an_animation():
    """The tables turn every event the rules can send into something on screen."""
    import game.henhouse  # noqa: F401  (registers the event types)
    import game.zombie  # noqa: F401
    from game.core import Record
    from scenes.henhouse.table import Table as HenhouseTable
    from scenes.zombie.table import Table as ZombieTable

    tables = {"hh_": HenhouseTable, "zc_": ZombieTable}
    missing = [
        kind
        for kind in Record._registry["event"]
        for prefix, table in tables.items()
        if kind.startswith(prefix) and not callable(getattr(table, f"_on_{kind}", None))
    ]
    assert missing == []
