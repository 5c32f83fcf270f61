"""The records screen pages and leaves with any device; a live game is counted once."""

from __future__ import annotations

import pygame

from game import saves, stats
from game.match import Match, SeatSpec
from scenes.menus import TitleScene, start_match
from scenes.records import RecordsScene, record_lines
from scenes.replay import open_replay
from scenes.results import ResultsScene
from tests.game.test_stats import ANN, EASY, HARD, play
from tests.scenes.harness import frames, new_app, press_key, press_pad, run_until

PAD = 6


def _open(app) -> RecordsScene:
    app.push(RecordsScene(app))
    frames(app, 2)
    scene = app.top
    assert isinstance(scene, RecordsScene)
    return scene


def test_an_empty_records_screen_pages_through_every_built_game(app):
    scene = _open(app)
    assert [g.id for g in scene.games] == ["chicken", "zombie", "henhouse", "island"]
    assert scene.hints()[0][1] == "Game"
    press_key(app, pygame.K_d)  # left keyboard half: right
    assert scene.page == 1
    press_key(app, pygame.K_RIGHT)  # right keyboard half too
    assert scene.page == 2
    press_key(app, pygame.K_d)
    assert scene.page == 3
    press_key(app, pygame.K_d)  # round to the first again
    assert scene.page == 0
    press_key(app, pygame.K_a)
    assert scene.page == 3
    press_key(app, pygame.K_z)  # previous tab
    assert scene.page == 2
    press_key(app, pygame.K_q)
    assert isinstance(app.top, TitleScene)


def test_a_controller_pages_and_leaves(app):
    stats.record(play("chicken", [ANN, EASY, HARD], 3))
    stats.record(play("zombie", [ANN], 2))
    scene = _open(app)
    for page in (1, 2, 3, 0):
        press_pad(app, PAD, pygame.CONTROLLER_BUTTON_DPAD_RIGHT)
        assert scene.page == page
        frames(app)  # every page draws, with and without records
    press_pad(app, PAD, pygame.CONTROLLER_BUTTON_RIGHTSHOULDER)
    assert scene.page == 1
    press_pad(app, PAD, pygame.CONTROLLER_BUTTON_B)
    assert isinstance(app.top, TitleScene)


def test_a_bad_records_file_is_reported_once_on_opening(app):
    stats.path().parent.mkdir(parents=True, exist_ok=True)
    stats.path().write_text("{oops")
    scene = _open(app)
    assert scene.records.games == {}
    assert sum("records.json" in text for text, _ in app.toasts) == 1
    press_key(app, pygame.K_q)
    _open(app)
    assert sum("records.json" in text for text, _ in app.toasts) == 1


def test_record_lines_read_plainly():
    stats.record(play("chicken", [ANN, EASY, HARD], 3))
    stats.record(play("zombie", [ANN], 2))
    records, _ = stats.load()
    chicken_lines = {
        what: (value, who) for what, value, who in record_lines("chicken", records.game("chicken"))
    }
    assert chicken_lines["Fastest win"][0].endswith(" turns")
    assert "in a row" in chicken_lines["Longest streak"][0]
    assert chicken_lines["Best single turn"][1] in {"Ann", "Clucky", "Hardboiled"}
    zombie = dict(
        (what, value) for what, value, _ in record_lines("zombie", records.game("zombie"))
    )
    assert zombie["Best solo title"] in stats.title_ladder("solo")
    assert zombie["Best co-op title"] == "none yet"
    assert record_lines("henhouse", stats.GameRecords()) == []


def _ai_match(seed: int = 21) -> Match:
    seats = [SeatSpec("Clucky", 1, "ai", "easy"), SeatSpec("Hardboiled", 3, "ai", "hard")]
    return Match("chicken", seed, seats, {})


def test_a_finished_live_game_is_recorded_exactly_once_and_its_replay_not_at_all(app):
    start_match(app, _ai_match(), turbo=True)
    scene = app.top
    run_until(app, lambda: isinstance(app.top, ResultsScene))
    records, _ = stats.load()
    assert records.games["chicken"].played == 1
    assert len(records.counted) == 1
    scene._save()  # saving again (closing the window, say) counts nothing new
    app.quit()
    assert stats.load()[0].to_dict() == records.to_dict()

    again = new_app()
    replay = next((saves.home() / "replays").glob("chicken-*.json"))
    assert open_replay(again, replay)
    watched = again.top
    watched.speed = 8.0
    run_until(again, lambda: watched.finished)  # the viewer stays on the last action
    frames(again, 30)
    assert stats.load()[0].to_dict() == records.to_dict(), "a replay never counts"
    again.quit()


def test_a_records_write_failure_is_one_toast_and_the_game_goes_on(app, monkeypatch):
    def fail(records):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(stats, "save", fail)
    start_match(app, _ai_match(), turbo=True)
    run_until(app, lambda: isinstance(app.top, ResultsScene))
    failures = [text for text, _ in app.toasts if text.startswith("Cannot save records")]
    assert len(failures) == 1 and "No space left" in failures[0]
    assert list((saves.home() / "replays").glob("chicken-*.json")), "the replay is still kept"
