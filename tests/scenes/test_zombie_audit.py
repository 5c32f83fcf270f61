"""Zombie Chickens frames judged by the screen audit while a short seeded game plays: the
faults tools/audit_screens.py once found stay fixed."""

from __future__ import annotations

from game.match import Match, SeatSpec
from game.registry import info
from game.zombie import actions as A
from game.zombie import cards as C
from scenes.menus import start_match
from tests.scenes.audited import audited_app, audited_frame  # noqa: F401  (a fixture)


def _play(app, seed: int, mode: str, until, players: int = 2) -> list:
    """Every fault of every frame, the human seat played by an easy AI, until ``until(scene)``."""
    seats = [SeatSpec("Ann", 0, "human", device="kb-left")]
    seats += [SeatSpec(f"Cpu {i}", i, "ai", "easy") for i in range(1, players)]
    start_match(app, Match("zombie", seed, seats, {"mode": mode}), autosave=False, turbo=True)
    scene = app.top
    played = scene.table.play
    scene.seen = []  # the rules events animated so far

    def play(event):
        scene.seen.append(event)
        return played(event)

    scene.table.play = play
    stand_in = info("zombie").make_ai(0, "easy", seed)
    faults = []
    for _ in range(20_000):
        if until(scene):
            return faults
        faults += audited_frame(app)
        if scene.state.is_over():
            break
        if scene.idle() and scene.rows() is not None:
            scene.perform(stand_in.decide(scene.state.view(0)))
    raise AssertionError("the moment never came")


def _event_card_flipped(scene) -> bool:
    """An event card's rule is a wide line: it runs off first."""
    flips = [e for e in scene.seen if isinstance(e, A.Flipped)]
    return any(C.NIGHT[e.card].is_event for e in flips) and scene.idle()


def test_a_night_card_turned_over_at_the_screen_edge_stays_on_screen(audited_app):  # noqa: F811
    faults = _play(audited_app, 1, "competitive", _event_card_flipped)
    off = [f for f in faults if f.kind == "text off screen"]
    assert off == [], off[:3]
