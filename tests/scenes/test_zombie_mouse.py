"""Zombie Chickens with the mouse, by posted events: hover focuses, a hand card dragged onto
a stack is placed in one gesture (or clicked, then its stack clicked), a stack the card
may not join is refused with the rules' reason, Night's choices and co-op trade marks
are a click each, and the mouse never acts for an AI or under a hand-off."""

from __future__ import annotations

import pytest

from game.match import Match, SeatSpec
from game.zombie import actions as A
from scenes.handoff import HandoffScene
from scenes.menus import start_match
from scenes.zombie import layout as L
from scenes.zombie import mouse
from scenes.zombie.controls import CHIPS, FARM, HAND
from tests.scenes.harness import click, drag, hover, run_until
from tests.scenes.test_zombie_scene import _human_to_act, _press

ANN = SeatSpec("Ann", 0, "human", device="kb-left")


def _start(app, seats, options, seed: int = 3):
    start_match(app, Match("zombie", seed, seats, options), autosave=False)
    scene = app.top
    run_until(app, lambda: _human_to_act(app, scene))
    return scene


def _spot(scene, key):
    """The centre of the spot the mouse module finds ``key`` at."""
    found = dict(mouse.spots(scene, scene.rows()))
    return found[key].center


def _hand_point(scene, card):
    """A point of ``card`` in the fan that no card over it hides."""
    rects = mouse.hand_rects(scene)
    rect = dict(rects)[card]
    for x in range(rect.x + 4, rect.right, 8):
        point = (x, rect.centery)
        if mouse.spot_at(scene, scene.rows(), point) == (HAND, card):
            return point
    raise AssertionError(f"card {card} is hidden")


def test_hovering_a_hand_card_focuses_it_without_acting(app):
    scene = _start(app, [ANN], {"mode": "solo"})
    hand = scene.state.hands[0]
    hover(app, _hand_point(scene, hand[2]))
    rows = scene.rows()
    assert scene.controls.focused(rows) == (HAND, hand[2])
    assert not scene.match.actions and scene.controls.mode == "base"


def test_a_hand_card_dragged_onto_new_stack_is_placed_in_one_gesture(app):
    scene = _start(app, [ANN], {"mode": "solo"})
    card = scene.state.hands[0][1]
    new_stack = len(scene.state.farms[0])
    start = _hand_point(scene, card)
    farm = scene.table.shown.farms[0]
    drag(app, start, mouse.stack_rect(farm, new_stack).center)
    assert scene.match.actions == [A.Place(card, new_stack)]


def test_a_hand_card_dragged_onto_the_discard_pile_is_discarded(app):
    scene = _start(app, [ANN], {"mode": "solo"})
    card = scene.state.hands[0][3]
    assert A.Discard(card) in scene.state.legal_actions(0)
    drag(app, _hand_point(scene, card), L.DAY_DISCARD)
    assert scene.match.actions == [A.Discard(card)]


def test_a_click_on_a_card_then_one_on_its_stack_places_it(app):
    scene = _start(app, [ANN], {"mode": "solo"})
    card = scene.state.hands[0][0]
    click(app, _hand_point(scene, card))
    assert scene.controls.mode == "place" and scene.controls.picked == card
    assert not scene.match.actions
    click(app, _spot(scene, (FARM, ("slot", len(scene.state.farms[0])))))
    assert scene.match.actions == [A.Place(card, 0)]


def test_a_stack_the_card_may_not_join_is_refused_with_the_reason(app):
    scene = _start(app, [ANN], {"mode": "solo"})
    first = scene.state.hands[0][0]
    click(app, _hand_point(scene, first))
    click(app, _spot(scene, (FARM, ("slot", 0))))  # the first stack
    run_until(app, lambda: _human_to_act(app, scene))
    state = scene.state
    card = next(c for c in state.hands[0] if state.why_illegal(A.Place(c, 0)))
    reason = state.why_illegal(A.Place(card, 0))
    before = (list(scene.match.actions), [list(s) for s in state.farms[0]])
    drag(app, _hand_point(scene, card), mouse.stack_rect(scene.table.shown.farms[0], 0).center)
    assert (scene.match.actions, state.farms[0]) == before, "nothing changes"
    assert app.toasts and app.toasts[-1][0] == f"Not there: {reason}"
    assert scene.controls.mode == "place" and scene.controls.picked == card


def _to_night_defence(app, scene):
    """Play on by confirm until the human must defend against a zombie."""
    press = _press(app)

    def act() -> None:
        if _human_to_act(app, scene) and scene.state.step != "defend":
            press("confirm")

    run_until(app, lambda: _human_to_act(app, scene) and scene.state.step == "defend", act)


@pytest.mark.parametrize("choice", ["stack", "let_through"])
def test_a_night_choice_is_one_click(app, choice):
    scene = _start(app, [ANN], {"mode": "solo"}, seed=4)
    _to_night_defence(app, scene)
    rows = scene.rows()
    before = len(scene.match.actions)
    if choice == "let_through":
        index = next(i for i, c in enumerate(rows.chips) if c.action == A.Endure())
        click(app, _spot(scene, (CHIPS, index)))
        assert scene.match.actions[before:] == [A.Endure()]
        return
    chip = next(c for c in rows.chips if c.stack is not None)
    stack = mouse.stack_rect(scene.table.shown.farms[0], chip.stack).center
    hover(app, stack)
    assert scene.controls.focused(scene.rows()) == (CHIPS, chip), "the stack's chip glows"
    click(app, stack)
    assert scene.match.actions[before:] == [chip.action]


def test_coop_trade_marks_are_clicks(app):
    bob = SeatSpec("Bob", 1, "human", device="kb-right")
    scene = _start(app, [ANN, bob], {"mode": "coop", "open_hands": True}, seed=5)
    chips = scene.rows().chips
    click(app, _spot(scene, (CHIPS, next(i for i, c in enumerate(chips) if c.then))))
    assert scene.controls.mode == "offer"
    card = scene.state.hands[0][2]
    click(app, _hand_point(scene, card))
    assert scene.controls.marked == [card]
    click(app, _spot(scene, (CHIPS, 0)))  # "Offer 1 card"
    assert scene.match.actions[-1] == A.Offer(1, (card,))


FIRST_CARD = L.hand_card_centre(5, 0)  # where a five-card hand's first card is drawn


def test_the_mouse_never_acts_under_a_hand_off(app):
    bob = SeatSpec("Bob", 1, "human", device="kb-right")
    start_match(app, Match("zombie", 11, [ANN, bob], {"mode": "competitive"}), autosave=False)
    scene = app.top
    run_until(app, lambda: isinstance(app.top, HandoffScene))
    cover = app.top
    click(app, FIRST_CARD)
    click(app, L.CHIP_ROW.center)
    assert app.top is cover and not scene.match.actions and scene.controls.mode == "base"
    _press(app)("confirm")  # Ann's own key lifts the cover: now the same click picks
    assert app.top is scene
    click(app, FIRST_CARD)
    assert scene.controls.mode == "place"


def test_the_mouse_never_acts_on_an_ais_turn(app, monkeypatch):
    cpu = SeatSpec("Cpu", 0, "ai", "easy")
    start_match(app, Match("zombie", 3, [cpu, ANN], {"mode": "competitive"}), autosave=False)
    scene = app.top
    thinks = scene.drivers.poll
    monkeypatch.setattr(scene.drivers, "poll", lambda seat, dt: None)  # the AI stops to think
    run_until(app, scene.idle)
    assert scene.state.current_seat() == 0 and scene.rows() is None
    click(app, FIRST_CARD)
    click(app, L.CHIP_ROW.center)
    assert not scene.match.actions and scene.controls.mode == "base"
    monkeypatch.setattr(scene.drivers, "poll", thinks)
    run_until(app, lambda: _human_to_act(app, scene))
    click(app, FIRST_CARD)  # on Ann's own turn the same click picks her card
    assert scene.controls.mode == "place"
