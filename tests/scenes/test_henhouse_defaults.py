"""Henhouse Havoc's focus starts on what the hard AI would do from the player's own view
(its best-rated shot, no draw among near-best ones): the chip, the aiming cursor, a
Secret Weapon's space. So one confirm takes it, and the player may still aim anywhere.
With the mouse, a Secret Weapon's chip dragged onto a space plays it there at once."""

from __future__ import annotations

import pygame
import pytest

from game import registry
from game.henhouse.weapons import PlayWeapon
from scenes.henhouse import layout as L
from tests.scenes.harness import drag, frames, new_app, press_key, run_until
from tests.scenes.henhouse_steps import ready, start_henhouse, to_targeting

SEED = 7  # start_henhouse's


@pytest.fixture
def app():
    app = new_app()
    yield app
    app.quit()


def test_one_confirm_takes_what_the_hard_ai_would_do(app):
    scene = start_henhouse(app, 2)
    to_targeting(app, scene)
    taken = []  # (the action applied, the hard AI's choice)

    def act() -> None:
        if not ready(app, scene) or scene.state.current_seat() != 0:
            return
        advice = registry.info("henhouse").advise(scene.state, 0, SEED)
        before = len(scene.match.actions)
        press_key(app, pygame.K_SPACE)
        applied = scene.match.actions[before] if len(scene.match.actions) > before else None
        taken.append((applied, advice))

    run_until(app, lambda: len(taken) >= 30, act)
    assert [applied for applied, _ in taken] == [advice for _, advice in taken]
    assert {"hh_choose_unit", "hh_target", "hh_end_turn"} <= {a.type for _, a in taken}


def _weapon_in_hand(app, scene, card: str):
    """Ann holds ``card``: the chips are built anew, as for a new decision."""
    scene.state.hands[0].append(card)
    scene.controls.key = None
    frames(app)
    chips = scene.decision()[0]
    index = next(i for i, c in enumerate(chips) if c.aim == f"weapon:{card}")
    return scene.painter.chip_rects[index].center


def test_a_weapon_chip_dragged_onto_a_space_plays_it_there_in_one_gesture(app):
    scene = start_henhouse(app, 2)
    to_targeting(app, scene)
    chip = _weapon_in_hand(app, scene, "fox_spy")
    legal = [a for a in scene.state.legal_actions(0) if getattr(a, "card", "") == "fox_spy"]
    spaces = {(a.row, a.col) for a in legal}
    off = next(((r, c) for r in range(10) for c in range(10) if (r, c) not in spaces), None)
    if off is not None:  # a space the card may not go: refused, nothing changes
        before = len(scene.match.actions)
        drag(app, chip, L.focus_cell(*off).center)
        assert len(scene.match.actions) == before
        assert scene.controls.aim == "weapon:fox_spy", "still armed"
        press_key(app, pygame.K_q)  # back to the chips
    goal = max(legal, key=lambda a: (a.row, a.col))  # not where the cursor would start
    drag(app, chip, L.focus_cell(goal.row, goal.col).center)
    assert scene.match.actions[-1] == PlayWeapon("fox_spy", goal.board, goal.row, goal.col)


def test_a_click_on_a_weapon_chip_alone_only_arms_it(app):
    scene = start_henhouse(app, 2)
    to_targeting(app, scene)
    chip = _weapon_in_hand(app, scene, "fox_spy")
    before = len(scene.match.actions)
    drag(app, chip, chip)  # pressed and let go on the chip: a click
    assert len(scene.match.actions) == before
    assert scene.controls.aim == "weapon:fox_spy"
