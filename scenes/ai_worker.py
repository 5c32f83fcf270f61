"""The AI seats of a windowed match, thinking in a process of their own.

A thread would share the interpreter with the frame loop: War for Chicken Island's hard
search holds it for up to 0.7 s, and the frame rate halves while it thinks. So the
window's AIs live in a child Python process (``python -m scenes.ai_worker``, which
imports no pygame) that keeps its own copy of the match. The two speak JSON lines over
the child's stdin and stdout, the same plain data a save holds: the match once, then
for each decision the actions played since the last one and the seat to decide; the
child answers with the action and the AI's reason. Nothing but JSON crosses the pipe.

The child's AIs are made as the in-process ones are (``make_ai(seat, level, seed)``)
and are asked in the same order, so they decide as a headless run's would. A reader
thread waits on the pipe (waiting holds no lock) and fills each decision's Future.
Closing the worker kills the child at once, mid-think or not (so do the match scene's
leaving and the game's process ending); a child that finds its stdin closed (the game
was killed) ends by itself.
"""

from __future__ import annotations

import atexit
import contextlib
import json
import os
import subprocess
import sys
import threading
import weakref
from concurrent.futures import Future
from pathlib import Path
from typing import IO, Any

from game import registry
from game.core import Action
from game.match import Match

ROOT = Path(__file__).resolve().parents[1]
# The child starts with the project on its path, whether installed or run from a checkout.
BOOT = f"import sys; sys.path.insert(0, {str(ROOT)!r}); from scenes.ai_worker import serve; serve()"
NICENESS = 10  # the child yields the core to the frame loop when the two compete
LIVE: weakref.WeakSet[AIWorker] = weakref.WeakSet()  # ended when the game's process ends


class WorkerLost(RuntimeError):
    """The AI process ended or could not start: its decisions will not come."""


class AIWorker:
    """One match's AI seats in a child process; ``decide`` returns a Future of an Action."""

    def __init__(self, match: Match):
        self.match = match
        self.reasons: dict[int, str] = {}
        self.waiting: dict[int, Future] = {}
        self.lock = threading.Lock()
        self.next_id = 0
        self.sent = 0  # how many of the match's actions the child has
        self.last_sent: Action | None = None
        self.proc = subprocess.Popen(
            [sys.executable, "-c", BOOT],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            text=True,
            encoding="utf-8",
            bufsize=1,
        )
        self.reader = threading.Thread(target=self._read, name="ai-worker-reader", daemon=True)
        self.reader.start()
        LIVE.add(self)
        self._send({"op": "match", "match": match.to_dict()})
        self._synced()

    def decide(self, seat: int) -> Future:
        """The action ``seat`` chooses in the match as it stands now."""
        return self._ask("decide", seat)

    def advise(self, seat: int) -> Future:
        """What the game's advice (``GameInfo.advise``) would have a human ``seat`` do in
        the match as it stands now: an Action, or None."""
        return self._ask("advise", seat)

    def _ask(self, op: str, seat: int) -> Future:
        future: Future = Future()
        with self.lock:
            self.next_id += 1
            ask_id = self.next_id
            self.waiting[ask_id] = future
        actions = self.match.actions
        if len(actions) < self.sent or (self.sent and actions[self.sent - 1] is not self.last_sent):
            # the match went back (an undo): the child rebuilds it from the whole log
            self._send({"op": "match", "match": self.match.to_dict()})
        else:
            news = [action.to_dict() for action in actions[self.sent :]]
            self._send({"op": "play", "actions": news})
        self._synced()
        self._send({"op": op, "id": ask_id, "seat": seat})
        return future

    def reason(self, seat: int) -> str:
        return self.reasons.get(seat, "")

    def alive(self) -> bool:
        return self.proc.poll() is None

    def close(self) -> None:
        """End the child now, even mid-think, and fail what it still owed."""
        LIVE.discard(self)
        if self.proc.poll() is None:
            self.proc.kill()
        self.proc.wait()
        self.reader.join()  # the child's end is closed: the reader has met its end of file
        for pipe in (self.proc.stdin, self.proc.stdout):
            with contextlib.suppress(OSError):  # a pipe left unflushed has nothing to keep
                pipe.close()

    # -- the pipe ---------------------------------------------------------------------------

    def _synced(self) -> None:
        self.sent = len(self.match.actions)
        self.last_sent = self.match.actions[-1] if self.match.actions else None

    def _send(self, message: dict[str, Any]) -> None:
        try:
            self.proc.stdin.write(json.dumps(message) + "\n")
            self.proc.stdin.flush()
        except (OSError, ValueError):
            self._fail_all()  # the child is gone; its reader fails the rest too

    def _read(self) -> None:
        """Fill each answered Future; when the child ends, fail the ones still waiting."""
        stdout = self.proc.stdout
        try:
            for line in stdout:
                answer = json.loads(line)
                with self.lock:
                    future = self.waiting.pop(answer["id"], None)
                if future is None:
                    continue
                if "error" in answer:
                    future.set_exception(RuntimeError(f"the AI failed: {answer['error']}"))
                    continue
                if "reason" in answer:  # a decision; advice carries no reason
                    self.reasons[answer["seat"]] = answer["reason"]
                action = answer["action"]
                future.set_result(None if action is None else Action.from_dict(action))
        except (OSError, ValueError):
            pass  # the pipe closed under us (close() or a dying child): fail what is left
        self._fail_all()

    def _fail_all(self) -> None:
        with self.lock:
            owed, self.waiting = list(self.waiting.values()), {}
        for future in owed:
            if not future.done():
                future.set_exception(WorkerLost("the AI process ended"))


@atexit.register
def _end_all() -> None:
    """A window closed mid-match leaves no child thinking on for a game that is gone."""
    for worker in list(LIVE):
        worker.close()


# -- the child --------------------------------------------------------------------------------


def serve(stdin: IO[str] | None = None, stdout: IO[str] | None = None) -> None:
    """The child's loop: keep a copy of the match, decide when asked, until stdin ends."""
    stdin = stdin or sys.stdin
    stdout = stdout or sys.stdout
    if hasattr(os, "nice"):
        os.nice(NICENESS)
    host = Host()
    for line in stdin:
        answer = host.handle(json.loads(line))
        if answer is not None:
            try:
                stdout.write(json.dumps(answer) + "\n")
                stdout.flush()
            except (BrokenPipeError, ValueError):
                return  # the game is gone


class Host:
    """The child's side: the match as the window last told it, and its AIs."""

    def __init__(self) -> None:
        self.match: Match | None = None
        self.ais: dict[int, Any] = {}

    def handle(self, message: dict[str, Any]) -> dict[str, Any] | None:
        op = message["op"]
        if op == "match":
            self.match = Match.from_dict(message["match"])
            if not self.ais:  # an undo rebuilds the match; the AIs keep what they learnt
                info = registry.info(self.match.game)
                self.ais = {
                    i: info.make_ai(i, s.level, self.match.seed)
                    for i, s in enumerate(self.match.seats)
                    if s.is_ai
                }
            return None
        if op == "play":
            for data in message["actions"]:
                self.match.apply(Action.from_dict(data))
            return None
        seat = message["seat"]
        if op == "advise":
            advise = registry.info(self.match.game).advise
            try:
                advice = advise(self.match.state, seat, self.match.seed) if advise else None
            except Exception as exc:  # noqa: BLE001  (sent to the window, which raises it)
                return {"id": message["id"], "error": repr(exc)[:300]}
            action = None if advice is None else advice.to_dict()
            return {"id": message["id"], "seat": seat, "action": action}
        ai = self.ais[seat]
        try:
            action = ai.decide(self.match.state.view(seat))
        except Exception as exc:  # noqa: BLE001  (sent to the window, which raises it)
            return {"id": message["id"], "error": repr(exc)[:300]}
        reason = getattr(ai, "last_reason", "")
        return {"id": message["id"], "seat": seat, "action": action.to_dict(), "reason": reason}


if __name__ == "__main__":
    serve()
