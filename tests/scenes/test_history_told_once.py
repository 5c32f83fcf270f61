"""The history's lines are told event by event as the record grows (issue 20: telling
the whole record again each time cost milliseconds a frame late in a game), and say
exactly what telling the whole record at once says."""

from __future__ import annotations

from game import registry
from game.history import Names
from game.match import Match
from scenes.menus import start_match
from scenes.seats import parse_seats
from tests.scenes.harness import frames, new_app


def _told_at_once(scene) -> list:
    narrator = registry.info(scene.match.game).narrator
    names = Names([s.name for s in scene.match.seats], getattr(scene.state, "shared", False))
    return narrator.lines(scene.record, names, *scene.history_viewer())


def test_lines_told_as_the_game_goes_are_the_lines_of_the_whole_record():
    app = new_app()
    try:
        start_match(app, Match("zombie", 4, parse_seats("ai:hard,ai:normal"), {}), autosave=False)
        scene = app.top
        told = []
        for _ in range(12):
            frames(app, 120)
            told.append(len(scene.history_lines()))
        assert told[-1] > told[0] > 0  # the record grew while it was being told
        assert scene.history_lines() == _told_at_once(scene)
    finally:
        app.quit()
