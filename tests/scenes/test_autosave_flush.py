"""A window's match saves off the frame, and quitting (or leaving) waits for the write."""

from __future__ import annotations

import threading

from game import saves
from game.match import Match, SeatSpec
from game.save_writer import SaveWriter
from scenes.menus import start_match
from tests.scenes.harness import run_until


def _slow_disk(monkeypatch) -> None:
    real = saves.write_text

    def slow(path, text):
        threading.Event().wait(0.3)
        return real(path, text)

    monkeypatch.setattr(saves, "write_text", slow)


def _playing(app, monkeypatch):
    seats = [SeatSpec("A", 0, "ai", "easy"), SeatSpec("B", 1, "ai", "easy")]
    start_match(app, Match("chicken", 4, seats))
    scene = app.top
    scene.saver = SaveWriter(background=True)  # as a window's scene has it
    _slow_disk(monkeypatch)
    run_until(app, lambda: len(scene.match.actions) >= 3)
    return scene


def test_quitting_mid_game_waits_for_the_last_save(app, monkeypatch):
    scene = _playing(app, monkeypatch)
    app.quit()
    assert saves.read(scene.slot).actions == scene.match.actions


def test_leaving_a_match_writes_its_last_save_and_ends_the_writer(app, monkeypatch):
    scene = _playing(app, monkeypatch)
    scene.leave()
    assert saves.read(scene.slot).actions == scene.match.actions
    assert scene.saver.thread is None


def test_a_windows_autosave_waits_two_frames_and_leaving_writes_one_still_due(app, monkeypatch):
    """The frame an action lands in applies it and starts its show; its save's digest
    and text (up to a millisecond on Island) come two frames later, and leaving the
    match writes a save still due."""
    seats = [SeatSpec("A", 0, "ai", "easy"), SeatSpec("B", 1, "ai", "easy")]
    start_match(app, Match("chicken", 4, seats))
    scene = app.top
    scene.saver = SaveWriter(background=True)
    acted, saved, perform, save = [], [], scene.perform, scene.saver.save
    monkeypatch.setattr(scene, "perform", lambda a: acted.append(app.frames) or perform(a))
    monkeypatch.setattr(
        scene.saver, "save", lambda path, m: saved.append(app.frames) or save(path, m)
    )
    run_until(app, lambda: len(acted) >= 1)
    assert saved == [] and scene.save_due  # not in the action's own frame
    run_until(app, lambda: app.frames > acted[0] + 2)
    assert saved[0] == acted[0] + 2
    run_until(app, lambda: scene.save_due)
    scene.leave()
    assert saves.read(scene.slot).actions == scene.match.actions
