"""Autosave off the frame: the latest snapshot of a match, written by a thread of its own.

A match in play is saved after every action. Writing a file (and waiting for the disk)
inside a frame is a hitch, so the frame only makes the file's text, which is cheap: each
action's JSON is kept from one save to the next, and only the new ones are encoded. A
writer thread then writes the newest text for each path atomically (a temporary file,
then a rename; see ``saves.write_text``): a snapshot superseded before it is written is
skipped, a crash mid-write leaves the old file whole. ``flush`` waits until everything
handed over is on disk; the match scene flushes when the game closes or leaves, and
every writer still open is flushed as the process ends.

A run on simulated time (headless, tests) writes at once instead, in the caller's
thread, so what a test reads is what the game saved.
"""

from __future__ import annotations

import atexit
import json
import threading
import weakref
from pathlib import Path

from game import saves
from game.core import Action
from game.match import Match

LIVE: weakref.WeakSet[SaveWriter] = weakref.WeakSet()


class SaveWriter:
    def __init__(self, background: bool):
        self.actions: list[Action] = []  # the log as last saved, and each action's JSON
        self.encoded: list[str] = []
        self.pending: dict[Path, str] = {}
        self.writing = False
        self.problem: OSError | None = None  # the last write's failure, until one succeeds
        self.done = threading.Condition()
        self.closing = False
        self.thread: threading.Thread | None = None
        if background:
            self.thread = threading.Thread(target=self._run, name="autosave", daemon=True)
            self.thread.start()
            LIVE.add(self)

    def save(self, path: Path, match: Match) -> OSError | None:
        """Hand ``match`` as it stands to the writer. Returns the failure a write met
        (this one's when writing at once, else the latest one's), None when all is well."""
        text = self.text(match)
        if self.thread is None:  # writing at once, or a closed writer's late word
            try:
                saves.write_text(path, text)
            except OSError as exc:
                return exc
            return None
        with self.done:
            self.pending[path] = text
            self.done.notify_all()
            return self.problem

    def text(self, match: Match) -> str:
        """The save file's JSON on one line, as ``saves.write`` writes it."""
        kept = 0
        for mine, theirs in zip(self.actions, match.actions, strict=False):
            if mine is not theirs:
                break  # an undo: the log went back and on another way from here
            kept += 1
        del self.actions[kept:], self.encoded[kept:]
        for action in match.actions[kept:]:
            self.actions.append(action)
            self.encoded.append(json.dumps(action.to_dict()))
        head = json.dumps(match.to_dict(actions=False))
        return f'{head[:-1]}, "actions": [{", ".join(self.encoded)}]}}'

    def flush(self) -> OSError | None:
        """Wait until everything handed over is written; the failure met, if any."""
        with self.done:
            while self.pending or self.writing:
                self.done.wait()
            return self.problem

    def close(self) -> OSError | None:
        """Flush, then end the thread; what is saved after this is written at once."""
        if self.thread is None:
            return self.problem
        problem = self.flush()
        with self.done:
            self.closing = True
            self.done.notify_all()
        self.thread.join()
        self.thread = None
        LIVE.discard(self)
        return problem

    def _run(self) -> None:
        while True:
            with self.done:
                while not self.pending and not self.closing:
                    self.done.wait()
                if not self.pending:
                    return
                path = next(iter(self.pending))
                text = self.pending.pop(path)
                self.writing = True
            try:
                saves.write_text(path, text)
                problem = None
            except OSError as exc:
                problem = exc
            with self.done:
                self.writing = False
                self.problem = problem
                self.done.notify_all()


@atexit.register
def _flush_all() -> None:
    """A game that ends without closing its scenes (a crash in play) still keeps its moves."""
    for writer in list(LIVE):
        writer.close()
