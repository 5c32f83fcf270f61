"""Zombie Chickens in the real app, driven by posted input: every mode to its end, privacy
on a shared screen, co-op trading, and the table matching the rules whenever it is idle."""

from __future__ import annotations

import pygame
import pytest

from game import saves
from game.match import Match, SeatSpec
from game.zombie import actions as A
from scenes.handoff import HandoffScene
from scenes.menus import GameSelectScene, TitleScene, start_match
from scenes.results import ResultsScene
from scenes.seat_setup import SeatSetupScene
from scenes.zombie.scene import ZombieScene
from tests.scenes.harness import press_key, run_until

LEFT = {"up": pygame.K_w, "down": pygame.K_s, "left": pygame.K_a, "right": pygame.K_d,
        "confirm": pygame.K_SPACE, "back": pygame.K_q, "fast": pygame.K_f}  # fmt: skip
RIGHT = {"up": pygame.K_UP, "down": pygame.K_DOWN, "confirm": pygame.K_RETURN}


def _press(app, keys=LEFT):
    return lambda name: press_key(app, keys[name])


def _human_to_act(app, scene: ZombieScene) -> bool:
    state = scene.state
    return (
        app.top is scene
        and scene.idle()
        and not state.is_over()
        and scene.drivers.is_human(state.current_seat())
    )


def _play_by_confirm(app, scene: ZombieScene, press) -> None:
    """A human who always takes the first choice offered: every press is a legal move."""

    def act() -> None:
        if _human_to_act(app, scene):
            press("confirm")

    run_until(app, lambda: isinstance(app.top, ResultsScene), act)


def _to_setup(app, press) -> SeatSetupScene:
    press("confirm")  # Play
    assert isinstance(app.top, GameSelectScene)
    press("right")  # Zombie Chickens
    press("confirm")
    setup = app.top
    assert isinstance(setup, SeatSetupScene) and setup.info.id == "zombie"
    return setup


def test_a_versus_game_through_the_menus_to_its_end(app):
    press = _press(app)
    setup = _to_setup(app, press)
    for _ in range(5):  # seat 1, seat 2, add, mode, phones, start
        press("down")
    press("confirm")
    scene = app.top
    assert isinstance(scene, ZombieScene)
    assert scene.match.options == {"mode": "competitive"}
    press("fast")
    _play_by_confirm(app, scene, press)
    state = scene.state
    assert state.is_over() and state.mode == "competitive"
    assert any(m == 0 for m in scene.match.movers), "the human seat never acted"
    assert any(isinstance(a, A.Flip) for a in scene.match.actions)
    assert saves.unfinished("zombie") == ([], []), "a finished game leaves no resume file"
    assert setup is not None


def test_one_player_plays_solo_and_sees_the_title_table(app):
    press = _press(app)
    setup = _to_setup(app, press)
    press("down")  # the AI seat
    press("back")  # remove it: one player plays solo
    assert len(setup.seats) == 1
    assert setup._start_label() == "Start solo!"
    while setup.focus != setup.rows - 1:
        press("down")
    press("confirm")
    scene = app.top
    assert isinstance(scene, ZombieScene) and scene.state.mode == "solo"
    press("fast")
    _play_by_confirm(app, scene, press)
    results = app.top
    summary = results.info.summary(scene.state)
    assert [reached for _, reached in summary.ladder].count(True) == 1
    assert summary.headline == f"{scene.state.title}!"


def test_two_humans_never_see_each_others_hands(app):
    seats = [
        SeatSpec("Ann", 0, "human", device="kb-left"),
        SeatSpec("Bob", 1, "human", device="kb-right"),
    ]
    start_match(app, Match("zombie", 11, seats, {"mode": "competitive"}), autosave=False)
    scene = app.top
    handoffs = 0
    shown_to: list[int | None] = []

    def watch() -> None:
        nonlocal handoffs
        top = app.top
        if isinstance(top, HandoffScene):
            handoffs += 1
            seat = scene.state.current_seat()
            assert scene.table.hand_seat is None, "a hand stays on show under the hand-off"
            wrong = RIGHT if seat == 0 else LEFT
            press_key(app, wrong["confirm"])
            assert app.top is top, "only the next player's own device lifts the hand-off"
            press_key(app, (LEFT if seat == 0 else RIGHT)["confirm"])
            assert scene.viewer == seat
        elif top is scene and scene.table.hand_seat is not None:
            # a hand is drawn face up only for the human whose private Day decision it is
            assert scene.state.phase == "day"
            assert scene.table.hand_seat == scene.state.current_seat()
            shown_to.append(scene.table.hand_seat)
        if _human_to_act(app, scene):
            seat = scene.state.current_seat()
            press_key(app, (LEFT if seat == 0 else RIGHT)["confirm"])

    run_until(app, lambda: len(scene.match.actions) >= 40, watch)
    assert handoffs >= 4
    assert {0, 1} <= set(shown_to)


def test_coop_trade_through_the_controls(app):
    seats = [
        SeatSpec("Ann", 0, "human", device="kb-left"),
        SeatSpec("Bob", 1, "human", device="kb-right"),
    ]
    options = {"mode": "coop", "open_hands": True}
    start_match(app, Match("zombie", 5, seats, options), autosave=False)
    scene = app.top
    run_until(app, lambda: _human_to_act(app, scene))
    assert not isinstance(app.top, HandoffScene), "open hands need no hand-off"
    ann, bob = list(scene.state.hands[0]), list(scene.state.hands[1])
    press = _press(app)
    press("up")  # from the hand to the chips: "Trade with Bob"
    press("confirm")
    assert scene.controls.mode == "offer"
    press("confirm")  # mark Ann's first card
    press("up")
    press("confirm")  # offer it
    assert scene.state.step == "answer" and scene.state.current_seat() == 1
    run_until(app, lambda: _human_to_act(app, scene))
    press_key(app, pygame.K_RETURN)  # Bob marks his first card
    press_key(app, pygame.K_UP)
    press_key(app, pygame.K_RETURN)  # and gives it back
    given, received = ann[0], bob[0]
    assert given in scene.state.hands[1] and received in scene.state.hands[0]
    assert len(scene.state.hands[0]) == len(scene.state.hands[1]) == 5


def test_an_illegal_press_is_refused_and_the_back_button_cancels(app):
    seats = [SeatSpec("Ann", 0, "human", device="kb-left")]
    start_match(app, Match("zombie", 3, seats, {"mode": "solo"}), autosave=False)
    scene = app.top
    run_until(app, lambda: _human_to_act(app, scene))
    press = _press(app)
    press("confirm")  # pick a card
    assert scene.controls.mode == "place"
    press("back")
    assert scene.controls.mode == "base" and not scene.match.actions
    refused = scene.perform(A.Draw("deck"))  # drawing before placing is against the rules
    assert not refused and not scene.match.actions
    assert any("place 2 more" in text.lower() for text, _ in app.toasts)


@pytest.mark.parametrize(
    "seats,options",
    [
        (["easy"], {"mode": "solo"}),
        (["hard", "normal", "easy"], {"mode": "coop"}),
        (["normal", "hard"], {"mode": "competitive"}),
    ],
)
def test_the_table_matches_the_rules_whenever_idle(app, seats, options):
    specs = [SeatSpec(f"AI {i}", i, "ai", level) for i, level in enumerate(seats)]
    start_match(app, Match("zombie", 21, specs, options), autosave=False, turbo=True)
    scene = app.top
    checked = 0

    def compare() -> None:
        nonlocal checked
        if app.top is not scene or not scene.idle():
            return
        snap, shown = scene.state.snapshot(), scene.table.shown
        assert shown.hands == snap["hands"]
        assert shown.farms == snap["farms"]
        assert shown.face_up == snap["face_up"]
        assert shown.day_deck == len(snap["day_deck"])
        assert shown.day_discard == snap["day_discard"]
        assert shown.night_deck == len(snap["night_deck"])
        assert shown.night_discard == snap["night_discard"]
        assert shown.lives == snap["lives"]
        assert shown.piles == [len(p) for p in snap["piles"]]
        assert shown.revealed == snap["revealed"]
        assert not scene.table.in_flight
        checked += 1

    run_until(app, lambda: scene.finished, compare)
    assert checked > 20


def test_undo_takes_back_a_placed_card_and_resume_offers_the_game(app):
    seats = [SeatSpec("Ann", 0, "human", device="kb-left"), SeatSpec("Cpu", 1, "ai", "easy")]
    start_match(app, Match("zombie", 9, seats, {"mode": "competitive"}))
    scene = app.top
    run_until(app, lambda: _human_to_act(app, scene) and scene.state.current_seat() == 0)
    hand = list(scene.state.hands[0])
    press = _press(app)
    press("confirm")  # pick the card in focus
    press("up")  # to the places offered (the focus may start on the discard chip)
    press("confirm")
    assert isinstance(scene.match.actions[-1], A.Place)
    assert len(scene.state.hands[0]) == 4
    press_key(app, pygame.K_z)  # undo
    assert scene.match.actions == [] or not isinstance(scene.match.actions[-1], A.Place)
    assert sorted(scene.state.hands[0]) == sorted(hand)
    press("confirm")
    press("confirm")
    saved, message = saves.load_resume("zombie")
    assert message is None and saved is not None
    assert saved.state.digest() == scene.state.digest(), "every action is saved at once"
    app.replace(TitleScene(app))
    labels = [item.label for item in app.top.menu.items]
    assert "Resume Zombie Chickens" in labels


def test_a_solo_game_with_a_controller_alone(app):
    from tests.scenes.harness import press_pad

    pad = 4
    buttons = {
        "confirm": pygame.CONTROLLER_BUTTON_A,
        "back": pygame.CONTROLLER_BUTTON_B,
        "down": pygame.CONTROLLER_BUTTON_DPAD_DOWN,
        "right": pygame.CONTROLLER_BUTTON_DPAD_RIGHT,
        "fast": pygame.CONTROLLER_BUTTON_X,
    }

    def press(name: str) -> None:
        press_pad(app, pad, buttons[name])

    setup = _to_setup(app, press)
    assert setup.seats[0].device == f"pad-{pad}"
    press("down")
    press("back")  # no AI: solo
    while setup.focus != setup.rows - 1:
        press("down")
    press("confirm")
    scene = app.top
    assert isinstance(scene, ZombieScene) and scene.state.mode == "solo"
    press("fast")
    _play_by_confirm(app, scene, press)
    assert scene.state.is_over() and scene.state.title
