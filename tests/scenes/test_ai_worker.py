"""The window's AI process: it chooses as the in-process AIs do, follows an undo, and
ends cleanly (closed mid-think, killed from outside, or left by a game that is gone)."""

from __future__ import annotations

import subprocess
import sys

import pytest

from game.match import Match, SeatSpec
from scenes import ai_worker
from scenes.ai_worker import AIWorker, WorkerLost
from scenes.seats import THINK, SeatDrivers


def _match(game: str, seed: int, levels: tuple[str, ...]) -> Match:
    seats = [SeatSpec(f"AI {i + 1}", i, "ai", level) for i, level in enumerate(levels)]
    return Match(game, seed, seats)


def _play(drivers: SeatDrivers, actions: int) -> list[str]:
    """Up to ``actions`` actions chosen by ``drivers``, one undo taken back on the way
    (the first time, after the sixth, that the seat to act may take one back); the log
    as wire names and the reasons given, in order."""
    match, said, undone = drivers.match, [], False
    while len(match.actions) < actions and not match.state.is_over():
        seat = match.state.current_seat()
        if not undone and len(match.actions) > 6 and match.undoable(seat):
            match.undo(seat)
            drivers.forget()
            undone = True
            said.append("undo")
            continue
        action = drivers.poll(seat, THINK)
        if action is not None:
            match.apply(action)
            said.append(drivers.reason(seat))
    assert undone, "the game gave no chance to undo: pick another seed"
    return [str(a.to_dict()) for a in match.actions] + said


@pytest.mark.parametrize(
    ("game", "seed", "levels"),
    [("island", 4, ("normal", "easy")), ("zombie", 2, ("hard", "normal"))],
)
def test_the_ai_process_chooses_what_the_ais_here_would(game, seed, levels):
    here = SeatDrivers(_match(game, seed, levels), patient=True, process=False)
    there = SeatDrivers(_match(game, seed, levels), patient=True, process=True)
    try:
        assert there.worker is not None and not there.ais
        assert _play(there, 30) == _play(here, 30)
    finally:
        here.close()
        there.close()


def test_a_window_thinks_in_a_process_and_a_headless_run_in_this_one():
    window = SeatDrivers(_match("chicken", 1, ("easy", "easy")))
    headless = SeatDrivers(_match("chicken", 1, ("easy", "easy")), patient=True)
    replay = SeatDrivers(_match("chicken", 1, ("easy", "easy")), replay=[])
    try:
        assert window.worker is not None and window.worker.alive()
        assert headless.worker is None and set(headless.ais) == {0, 1}
        assert replay.worker is None and not replay.ais
    finally:
        for drivers in (window, headless, replay):
            drivers.close()


def test_closing_mid_think_ends_the_process_and_fails_the_decision():
    worker = AIWorker(_match("island", 3, ("hard", "hard", "hard")))
    decision = worker.decide(0)
    worker.close()
    assert worker.proc.returncode is not None and not worker.reader.is_alive()
    assert worker not in ai_worker.LIVE
    with pytest.raises(WorkerLost):
        decision.result(timeout=10)


def test_a_process_killed_from_outside_hands_its_seats_to_a_thread_here():
    drivers = SeatDrivers(_match("chicken", 3, ("normal", "easy")), patient=True, process=True)
    try:
        drivers.worker.proc.kill()
        seat = drivers.match.state.current_seat()
        action = None
        for _ in range(5):
            action = drivers.poll(seat, THINK)
            if action is not None:
                break
        assert drivers.worker is None and set(drivers.ais) == {0, 1}
        assert action in drivers.match.state.legal_actions(seat)
    finally:
        drivers.close()


def test_a_process_whose_game_is_gone_ends_by_itself():
    """A game killed outright closes the child's stdin: the child ends, it does not linger."""
    child = subprocess.Popen([sys.executable, "-c", ai_worker.BOOT], stdin=subprocess.PIPE)
    child.stdin.close()
    assert child.wait(timeout=60) == 0


def test_every_live_worker_ends_with_the_games_process():
    worker = AIWorker(_match("chicken", 1, ("easy", "easy")))
    assert worker in ai_worker.LIVE
    ai_worker._end_all()  # what atexit runs as the game's process ends
    assert worker.proc.returncode is not None and worker not in ai_worker.LIVE
