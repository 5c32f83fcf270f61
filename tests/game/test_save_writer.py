"""Autosave off the frame: the writer keeps the newest snapshot, writes it whole, and
loses nothing when the game quits, closes or crashes."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import textwrap
import threading
from pathlib import Path

from game import saves
from game.match import Match, SeatSpec
from game.registry import info
from game.save_writer import SaveWriter

ROOT = Path(__file__).resolve().parents[2]


def _played(game: str = "island", actions: int = 12, seed: int = 2) -> Match:
    seats = [SeatSpec("A", 0, "ai", "easy"), SeatSpec("B", 1, "ai", "easy")]
    match = Match(game, seed, seats)
    ais = [info(game).make_ai(seat, "easy", seed) for seat in range(2)]
    while len(match.actions) < actions and not match.state.is_over():
        seat = match.state.current_seat()
        match.apply(ais[seat].decide(match.state.view(seat)))
    return match


def test_the_writers_text_is_the_save_file_also_after_an_undo():
    match, writer = _played(actions=6), SaveWriter(background=False)
    assert json.loads(writer.text(match)) == match.to_dict()
    match = _played(actions=20)  # a longer log, sharing none of the first one's objects
    assert json.loads(writer.text(match)) == match.to_dict()
    seat = match.state.current_seat()
    while not match.undoable(seat):  # play on to a move its seat may take back
        match.apply(info("island").make_ai(seat, "easy", 9).decide(match.state.view(seat)))
        seat = match.state.current_seat()
    match.undo(seat)
    assert json.loads(writer.text(match)) == match.to_dict()


def test_flush_waits_for_the_newest_snapshot(tmp_path, monkeypatch):
    """A slow disk: flush returns only once the last snapshot handed over is on it."""
    real, gate = saves.write_text, threading.Event()

    def slow(path, text):
        gate.wait(5)
        return real(path, text)

    monkeypatch.setattr(saves, "write_text", slow)
    writer, path = SaveWriter(background=True), tmp_path / "game.json"
    short, long = _played(actions=4), _played(actions=16)
    assert writer.save(path, short) is None
    assert writer.save(path, long) is None
    assert not path.exists()  # still held up: the frame went on without waiting
    gate.set()
    assert writer.flush() is None
    assert saves.read(path).actions == long.actions
    writer.close()
    assert writer.thread is None


def test_a_failed_write_is_reported_and_a_later_one_clears_it(tmp_path):
    blocked = tmp_path / "file"
    blocked.write_text("not a folder")
    writer = SaveWriter(background=True)
    writer.save(blocked / "game.json", _played(actions=3))
    assert isinstance(writer.flush(), OSError)
    assert isinstance(writer.save(tmp_path / "game.json", _played(actions=3)), OSError)
    assert writer.close() is None and (tmp_path / "game.json").exists()


def _child(script: str, *args: str) -> subprocess.Popen:
    code = f"import sys; sys.path.insert(0, {str(ROOT)!r})\n" + textwrap.dedent(script)
    return subprocess.Popen([sys.executable, "-c", code, *args])


PLAY_AND_SAVE = """
    import os, sys, time
    from pathlib import Path
    from game.save_writer import SaveWriter
    from tests.game.test_save_writer import _played
    path, writer = Path(sys.argv[1]), SaveWriter(background=True)
    real = os.fsync
    os.fsync = lambda fd: (time.sleep(0.3), real(fd))  # a slow disk, between write and rename
    for actions in range(4, 400, 4):
        writer.save(path, _played("henhouse", actions))
        if sys.argv[2] == "exit" and actions == 40:
            sys.exit(0)  # leaves without closing the writer: atexit flushes it
"""


def test_a_game_that_exits_without_closing_its_writer_still_keeps_its_last_move(tmp_path):
    path = tmp_path / "game.json"
    assert _child(PLAY_AND_SAVE, str(path), "exit").wait(timeout=120) == 0
    assert saves.read(path).actions == _played("henhouse", 40).actions


def test_a_crash_mid_write_leaves_the_old_file_whole(tmp_path):
    """Killed outright while it writes (SIGKILL, no clean-up), the game leaves a save that
    loads: the one before the write it was in, never half of one."""
    path = tmp_path / "game.json"
    child = _child(PLAY_AND_SAVE, str(path), "crash")
    try:
        while not path.exists():  # the first save is on disk; the next is being written
            assert child.poll() is None, "the writer died before saving once"
            threading.Event().wait(0.05)
        threading.Event().wait(0.5)
    finally:
        os.kill(child.pid, signal.SIGKILL)
        child.wait()
    kept = saves.read(path)  # raises SaveError on half a file
    assert len(kept.actions) >= 4 and kept.actions == _played("henhouse", len(kept.actions)).actions
