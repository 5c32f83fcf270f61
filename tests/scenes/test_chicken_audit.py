"""Chicken! frames judged by the screen audit at a human's decision: the faults
tools/audit_screens.py once found there stay fixed."""

from __future__ import annotations

import pygame
import pytest

from ecs import audit
from game import chicken
from game.match import Match, SeatSpec
from scenes.chicken import layout
from scenes.menus import start_match
from tests.scenes.harness import audited_frame, drawn, press_key, run_until


def _at_first_choice(app):
    seats = [SeatSpec("Player 1", 0, "human", device="kb-left")]
    seats += [SeatSpec(f"Cpu {i}", i, "ai", level) for i, level in ((1, "easy"), (2, "hard"))]
    start_match(app, Match("chicken", 3, seats, {"first_seat": 0}), autosave=False, turbo=True)
    scene = app.top
    run_until(app, lambda: scene.idle() and scene.state.current_seat() == 0)
    assert scene.state.phase == chicken.CHOOSE
    return scene


@pytest.mark.parametrize("size", ["normal", "large"])
def test_the_scoreboard_names_each_device_and_ai_in_print_big_enough(audited_app, size):
    audited_app.change_settings(text_size=size)
    _at_first_choice(audited_app)
    board = [f for f in audited_frame(audited_app) if layout.BOARD_RECT.contains(f.rect)]
    assert board == [], board


@pytest.mark.parametrize("size", ["normal", "large"])
def test_the_call_out_keeps_clear_of_the_turn_banner_as_it_pops(audited_app, size):
    audited_app.change_settings(text_size=size)
    scene = _at_first_choice(audited_app)
    scene.table.announce("Player 1: Go for it!")  # descenders both
    faults = []
    for _ in range(60):  # its pop overshoots, then it settles
        faults += [f for f in audited_frame(audited_app) if "Go for it!" in f.words]
    overlaps = [f for f in faults if f.kind == "texts overlap"]
    assert overlaps == [], overlaps


def test_the_hint_bar_never_names_one_choice_twice(audited_app):
    scene = _at_first_choice(audited_app)
    for focus in (0, 1):
        assert scene.focus == focus
        labels = [label for _, label in scene.hints()]
        assert len(labels) == len(set(labels)), labels
        press_key(audited_app, pygame.K_d)  # the focus moves to Chicken out


def test_a_toast_and_a_guide_keep_off_the_points_the_turn_would_bank(audited_app):
    from scenes import tutorial_paint

    scene = _at_first_choice(audited_app)
    audited_app.toast("That's the basics! Replay them any time from How to play")
    faults = audited_frame(audited_app) + audited_frame(audited_app)
    assert [f for f in faults if "0 points" in f.words] == [], faults
    points = layout.points_footer()
    assert points.contains(drawn(audit.frame, "0 points").rect)
    # the guide's last step, pointing at the track and kept off the scores, Coop and odds
    keep = [scene.tutorial_anchor(name) for name in ("scores", "coop", "odds")]
    track = scene.tutorial_anchor("track")
    panel = tutorial_paint.place((640, 190), track, keep, "bottom", scene.choice_rects())
    assert not panel.colliderect(points), (panel, points)


def test_a_controllers_name_reads_in_full_under_its_players_name(audited_app):
    from ecs.input import InputRouter, PadInfo, pad_added_event

    pads = {0: PadInfo(41, "Xbox Series X Controller")}
    audited_app.router = InputRouter(controllers=False, opener=pads.get)  # a virtual pad
    pygame.event.post(pad_added_event(0))
    audited_frame(audited_app)
    seats = [SeatSpec("Player 1", 0, "human", device="pad-41"), SeatSpec("Cpu", 1, "ai", "easy")]
    start_match(audited_app, Match("chicken", 3, seats, {"first_seat": 0}), autosave=False)
    faults = audited_frame(audited_app) + audited_frame(audited_app)
    assert [f for f in faults if layout.BOARD_RECT.contains(f.rect)] == [], faults
    name = drawn(audit.frame, "Controller 1 (Xbox)")
    assert name.size >= 16 and layout.BOARD_RECT.contains(name.rect)


@pytest.mark.parametrize("players", [6, 7, 8])
def test_the_ticker_shows_only_where_the_scoreboard_leaves_it_two_lines(app, players):
    """Eight seats' rows once left the ticker a box -4 px tall, its lines spilling out
    under the hint bar: with no room for two lines it is not drawn (History shows all)."""
    from scenes.history import ticker_height

    seats = [SeatSpec("Player 1", 0, "human", device="kb-left")]
    seats += [SeatSpec(f"Cpu {i}", i, "ai", "easy") for i in range(1, players)]
    start_match(app, Match("chicken", 3, seats, {"first_seat": 0}), autosave=False, turbo=True)
    rect = app.top.ticker_rect()
    if players == 6:
        assert rect is not None and rect.height >= ticker_height(2)
        assert layout.BOARD_RECT.contains(rect)
    else:
        assert rect is None
