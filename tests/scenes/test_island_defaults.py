"""War for Chicken Island's defaults, by posted keys: the likely choice is the focused one,
so a turn flows. One press rolls keeping the saved bonus dice, one more after selecting
attacks, a card round with nothing to play passes by itself (and only then), a side card
defaults to its player's side, Retrieves say what they spend, and a Build asks which
chickens pilot it rather than flying the flag off."""

from __future__ import annotations

import pygame
import pytest

from game.island import actions as A
from game.island.ai import IslandAI
from game.island.data import DATA
from game.island.hexes import distance
from scenes.handoff import HandoffScene
from scenes.island import defaults
from scenes.island import layout as L
from scenes.island.scene import IslandScene
from tests.game.island_helpers import dice, put, set_res
from tests.game.test_island_rules import _stock
from tests.scenes.harness import click, frames, run_until
from tests.scenes.test_island_scene import Driver, setup_to_actions, two_humans


def rig(scene: IslandScene, change) -> None:
    """Change the rules state by hand, then let the controls and table see it afresh."""
    change(scene.state)
    scene.controls.key = None
    scene._sync(force=True)


def toasts(app, monkeypatch) -> list[str]:
    said: list[str] = []
    original = app.toast
    monkeypatch.setattr(app, "toast", lambda text: (said.append(text), original(text)))
    return said


def at_actions(app, options=None) -> tuple[IslandScene, Driver]:
    scene = two_humans(app, 1, options)
    driver = Driver(app, scene)
    setup_to_actions(driver)
    driver.ready()
    return scene, driver


def test_one_press_rolls_the_weak_and_spent_dice_and_keeps_the_saved_bonus_dice(app):
    scene = two_humans(app, 1)
    driver = Driver(app, scene)
    while scene.state.stage == "leaders":
        driver.ready()
        driver.do(A.PickLeader(scene.state.dealt[scene.state.current_seat()][0]))
    driver.ready()
    rig(scene, lambda s: dice(s, 0, "plus2", "claw", "star", "plus3"))  # die 4 is spent
    driver.press("confirm")
    assert scene.match.actions[-1] == A.Roll((2, 4))


def test_two_star_dice_stay_for_a_star_ability_as_the_hard_ai_keeps_them(app):
    """One Star rolls again (it buys little), but two together buy an ability: the Roll
    step starts on the hard AI's own choice, so one press rolls as it would."""
    scene = two_humans(app, 1)
    driver = Driver(app, scene)
    while scene.state.stage == "leaders":
        driver.ready()
        driver.do(A.PickLeader(scene.state.dealt[scene.state.current_seat()][0]))
    driver.ready()
    rig(scene, lambda s: dice(s, 0, "star", "star", "claw", "resource"))  # die 4 is spent
    assert [c.label for c in driver.decision().chips][1:3] == ["Keep Star", "Keep Star"]
    driver.press("confirm")
    assert scene.match.actions[-1] == A.Roll((3, 4))


def test_the_turn_starts_with_the_leader_aimed_at_the_foe_next_to_it_two_presses_attack(app):
    """A fight is never undone, so the piece picked for you attacks on a second press;
    the first only says the player means it."""
    scene, driver = at_actions(app)
    lead = scene.state.leader_piece(0)
    cells = sorted((c["q"], c["r"]) for c in scene.state.view(0)["hexes"])
    spot = next(h for h in cells if distance(h, lead["hex"]) == 1 and not scene.state.pieces_at(h))
    foe = {}
    rig(scene, lambda s: foe.update(put(s, 1, "chicken", spot)))
    decision = driver.decision()
    assert scene.controls.selected_piece() == (lead["id"], False), "the Leader starts selected"
    assert scene.controls.cursor == spot and decision.prompt.endswith("or pick another piece.")
    before = len(scene.match.actions)
    driver.press("confirm")
    assert len(scene.match.actions) == before and not scene.controls.auto, "not yet"
    words = driver.decision().prompt
    assert words.startswith("Move or attack with your ") and "another piece" not in words
    driver.press("confirm")
    assert scene.match.actions[-1] == A.Fight(lead["id"], foe["id"], "action")


def test_the_piece_picked_for_you_moves_with_one_press_and_the_move_may_be_undone(app):
    scene, driver = at_actions(app)
    lead = scene.state.leader_piece(0)
    decision = driver.decision()
    assert scene.controls.selected_piece() == (lead["id"], False)
    to = scene.controls.cursor
    assert decision.rings[to] == "reach"
    driver.press("confirm")
    moved = scene.match.actions[-1]
    assert moved == A.Move(lead["id"], *to)
    assert not scene.state.is_undo_barrier(moved), "a slip costs one Undo, not the turn"


def test_confirm_on_another_of_your_pieces_selects_it_instead_of_the_one_picked_for_you(app):
    scene, driver = at_actions(app)
    lead = scene.state.leader_piece(0)
    before = len(scene.match.actions)
    driver.decision()
    assert scene.controls.selected_piece()[0] == lead["id"] and scene.controls.auto
    spot = next(h for h in sorted(driver.decision().targets) if not scene.state.pieces_at(h))
    other = {}
    rig(scene, lambda s: other.update(put(s, 0, "chicken", spot)))
    driver.goto(spot)  # a hex the Leader could move to, holding your chicken
    driver.press("confirm")
    assert scene.controls.selected_piece()[0] == other["id"] and not scene.controls.auto
    assert len(scene.match.actions) == before, "nothing moved"
    driver.press("back")  # let the chicken go
    driver.goto(lead["hex"])
    driver.press("confirm")  # back to the Leader, chosen by the player now
    assert scene.controls.selected_piece()[0] == lead["id"] and not scene.controls.auto
    driver.goto(spot)
    driver.press("confirm")  # so confirm on its chicken's hex moves the Leader there
    assert scene.match.actions[-1] == A.Move(lead["id"], *spot)


def _fight_with_hands(app, monkeypatch, ann: tuple, bob: tuple):
    """Ann's Leader attacks Bob's chicken next to it; each holds only the given Scrolls
    (so Ann's own card round comes first)."""
    scene, driver = at_actions(app)
    said = toasts(app, monkeypatch)
    lead = scene.state.leader_piece(0)
    cells = sorted((c["q"], c["r"]) for c in scene.state.view(0)["hexes"])
    spot = next(h for h in cells if distance(h, lead["hex"]) == 1 and not scene.state.pieces_at(h))
    foe = {}

    def change(s) -> None:
        foe.update(put(s, 1, "chicken", spot))
        s.hands[0], s.hands[1] = list(ann), list(bob)
        dice(s, 0)  # no dice to spend on the attack
        dice(s, 1)

    rig(scene, change)
    driver.do(A.Fight(lead["id"], foe["id"], "action"))
    return scene, driver, said


def test_a_card_round_with_nothing_to_play_passes_by_itself_and_says_so(app, monkeypatch):
    turn_only = ("forced_march",)  # played in its holder's own turn, never in a fight
    scene, driver, said = _fight_with_hands(app, monkeypatch, turn_only, turn_only)
    mark = len(scene.match.actions)

    def heard() -> None:  # the fight's call-out line, frame by frame
        said.append(scene.callout)

    run_until(app, lambda: scene.state.fight is None or isinstance(app.top, HandoffScene), heard)
    assert isinstance(app.top, HandoffScene), "Bob's screen is handed to him first"
    driver.ready()  # (lifts it)
    run_until(app, lambda: scene.state.fight is None, heard)
    passes = [
        seat
        for seat, action in zip(scene.match.movers[mark:], scene.match.actions[mark:], strict=True)
        if isinstance(action, A.Pass)
    ]
    assert sorted(set(passes)) == [0, 1], "both card rounds passed with no press"
    assert any("no card to play, passes" in words for words in said)


def test_a_seat_holding_a_card_it_may_play_is_still_asked(app, monkeypatch):
    scene, driver, said = _fight_with_hands(app, monkeypatch, ("peck_harder",), ())
    driver.ready()
    assert scene.state.fight is not None and scene.state.current_seat() == 0
    assert [type(a) for a in scene.state.legal_actions(0)] == [A.Pass, A.PlayScroll]
    assert not any("no card to play" in words for words in [*said, scene.callout])
    assert scene.decision() is not None, "Ann chooses for herself"


def test_the_card_round_lists_the_scrolls_that_help_your_own_side_first(app, monkeypatch):
    hand = ("iron_plumage", "peck_harder", "wing_slam")  # armor 3, strength 2, strength 3
    scene, driver, _ = _fight_with_hands(app, monkeypatch, hand, hand)
    driver.ready()
    assert scene.state.current_seat() == 0, "the attacker's round"
    labels = [c.label for c in driver.decision().chips]
    assert labels == ["Pass", "Play Wing Slam", "Play Peck Harder", "Play Iron Plumage"]
    driver.press("right")
    driver.press("confirm")
    assert scene.match.actions[-1] == A.PlayScroll("wing_slam")
    driver.ready()
    driver.do(A.Pass())  # Ann's round goes on until she passes
    driver.ready()
    assert scene.state.current_seat() == 1, "the defender's round"
    labels = [c.label for c in driver.decision().chips]
    assert labels[:2] == ["Pass", "Play Iron Plumage"]


def test_battle_cry_asks_its_defender_about_the_defenders_side_first(app, monkeypatch):
    scene, driver, _ = _fight_with_hands(app, monkeypatch, (), ("battle_cry",))
    driver.ready()
    assert scene.state.current_seat() == 1
    driver.do(A.PlayScroll("battle_cry"))
    for _ in range(10):
        driver.ready()
        pending = scene.state.pending
        if pending and pending["kind"] == "card_side":
            break
        driver.do(A.Pass())
    else:
        pytest.fail("Battle Cry never asked its side")
    driver.press("confirm")
    assert scene.match.actions[-1] == A.Choose("armor")


def test_retrieves_say_what_they_spend_and_the_dies_second_one_is_one_press(app):
    scene, driver = at_actions(app)

    def change(s) -> None:
        dice(s, 0, "resource")
        s.dead[0] += 2

    rig(scene, change)
    driver.chip(lambda c: c.menu == "retrieve")
    labels = [c.label for c in driver.decision().chips]
    assert all("(your action)" not in words for words in labels)
    assert labels[0] == "Retrieve chicken (2 per Resource die)"
    assert "Retrieve chicken (free action)" in labels
    driver.press("confirm")
    assert scene.match.actions[-1] == A.Retrieve("chicken", "resource")
    driver.ready()
    labels = [c.label for c in driver.decision().chips]  # the second one comes up by itself
    assert scene.controls.focus == "menu" and scene.controls.col == 0
    assert labels[0] == "Retrieve chicken (extra Retrieve)"
    driver.press("confirm")
    assert scene.match.actions[-1] == A.Retrieve("chicken", "action")
    assert scene.state.turn["free"] == 1, "the free action is still there"


def test_a_lost_chickens_retrieve_is_a_chip_on_the_action_row(app):
    scene, driver = at_actions(app)
    rig(scene, lambda s: (dice(s, 0), s.dead.__setitem__(0, 2), set_res(s, 0, wood=0)))
    top = [c.label for c in driver.decision().chips]
    assert "Retrieve chicken" in top, top
    assert "Retrieve..." in top, "the resources are still a row away"
    frames(app, 2)
    assert len(scene.painter.chip_index) == len(top), "the row fits: no chip scrolled off"
    driver.chip(lambda c: c.label == "Retrieve chicken")
    assert scene.match.actions[-1] == A.Retrieve("chicken", "action")


def _star_question(app, ability: str):
    scene, driver = at_actions(app)
    rig(scene, lambda s: dice(s, 0, "star", "star", "star", "star", "star"))
    driver.do(A.Star(ability))
    driver.ready()
    return scene, driver


def test_a_question_about_pieces_starts_with_the_cursor_on_the_first_answer(app):
    scene, driver = _star_question(app, "shield")
    pending = scene.state.pending
    assert pending["kind"] == "star_shield"
    key = pending["options"][0][0]
    first = scene.state.pieces[int(key)]
    targets = driver.decision().targets
    assert scene.controls.cursor == first["hex"]
    alone = len(targets[first["hex"]]) == 1  # else a confirm there would ask which one
    assert scene.controls.focus == ("board" if alone else "menu")
    driver.press("confirm")
    assert scene.match.actions[-1] == A.Choose(key)


def test_a_question_whose_first_answer_is_no_hex_starts_on_the_row(app):
    """An earthquake's "You may move any chicken 1 hex": Move no chicken comes first."""
    scene, driver = at_actions(app)
    rig(scene, lambda s: (s.work.insert(0, ["nudge", 0, "earthquake"]), s._run([])))
    pending = scene.state.pending
    assert pending["options"][0][0] == "none" and driver.decision().targets
    assert scene.controls.focus == "menu" and scene.controls.col == 0
    driver.press("confirm")
    assert scene.match.actions[-1] == A.Choose("none")


def test_with_only_a_plus_one_die_left_the_turn_starts_on_end_actions(app):
    """A +1 die is placed through its chip: the island has nothing to select for it."""
    scene, driver = at_actions(app)
    rig(scene, lambda s: (s.turn.update(free=0), dice(s, 0, "plus1")))
    decision = driver.decision()
    assert any(c.aim == "plus1" for c in decision.chips)
    assert scene.controls.focus == "menu"
    driver.press("confirm")
    assert scene.match.actions[-1] == A.EndActions()


def test_with_nothing_left_for_the_island_the_turn_offers_end_actions_first(app):
    scene, driver = at_actions(app)

    def change(s) -> None:
        s.turn["free"] = 0
        dice(s, 0)

    rig(scene, change)
    driver.decision()
    assert scene.controls.focus == "menu"
    driver.press("confirm")
    assert scene.match.actions[-1] == A.EndActions()


def test_flag_mode_build_asks_for_pilots_and_leaves_the_flag_at_home(app):
    scene, driver = at_actions(app, {"flag": True})
    state = scene.state
    base = state.bases[0]
    home = [p for p in state.pieces_of(0) if p["hex"] == base and p["kind"] == "chicken"]
    carrier = next(p for p in home if p["flags"])
    assert carrier["id"] == min(p["id"] for p in home), "the rules' own pick carries the flag"
    spot = next(h for h in sorted(state.territory[0]) if not state.pieces_at(h))

    def change(s) -> None:
        _stock(s, "scout_runner")
        set_res(s, 0, wood=3, stone=1, steel=0)

    rig(scene, change)
    driver.aim_build("scout_runner")
    driver.goto(spot)
    driver.press("confirm")
    decision = driver.decision()
    assert decision.prompt == "Which chickens pilot it?"
    labels = [c.label for c in decision.chips]
    assert labels == ["Pilots: 1 from your Base", "Pilots: 1 from your Base (the flag goes aboard)"]
    driver.press("confirm")
    built = scene.match.actions[-1]
    assert isinstance(built, A.Build) and built.pilots and carrier["id"] not in built.pilots
    assert state.pieces[carrier["id"]]["flags"] == [0], "the flag stays on its carrier"


def test_a_hex_holding_a_leader_offers_the_leader_first(app):
    scene, driver = at_actions(app)
    lead = scene.state.leader_piece(0)
    cells = sorted((c["q"], c["r"]) for c in scene.state.view(0)["hexes"])
    spot = next(h for h in cells if distance(h, lead["hex"]) == 1 and not scene.state.pieces_at(h))
    foe_lead = scene.state.leader_piece(1)
    chicken = min(
        (p for p in scene.state.pieces_of(1) if p["kind"] == "chicken"), key=lambda p: p["id"]
    )
    assert chicken["id"] < foe_lead["id"], "the chicken comes first by number"

    def change(s) -> None:
        foe_lead["hex"] = chicken["hex"] = spot

    rig(scene, change)
    driver.decision()  # the Leader starts selected, the cursor on the foes' hex
    assert scene.controls.cursor == spot
    driver.press("confirm")  # the hex's defenders: choosing one is the confirming press
    chips = driver.decision().chips
    assert [c.action.defender for c in chips][0] == foe_lead["id"]
    driver.press("confirm")
    assert scene.match.actions[-1] == A.Fight(lead["id"], foe_lead["id"], "action")


def test_with_the_mouse_a_build_is_a_click_on_the_stock_card_then_one_on_the_hex(app):
    scene, driver = at_actions(app)

    def change(s) -> None:
        _stock(s, "scout_runner")
        set_res(s, 0, wood=3, stone=1, steel=0)

    rig(scene, change)
    frames(app, 2)
    slot = scene.state.stock.index("scout_runner")
    click(app, L.stock_slot(slot).center)
    assert scene.controls.aim == "build:scout_runner"
    spot = min(driver.decision().targets)
    click(app, L.pixel(scene.table.layout, spot))
    assert scene.match.actions[-1] == A.Build("scout_runner", *spot)


def _attack_with_dice(app, *faces, foe: str = "shieldbearer"):
    """Ann's Leader (strength 2) attacks Bob's ``foe`` Machine next to it, her Banner
    holding ``faces`` and his hand empty; it returns at her "Add dice to the attack?".
    The Shieldbearer's armor 5 is a close fight, one a +3 turns."""
    scene, driver = at_actions(app)
    lead = scene.state.leader_piece(0)
    cells = sorted((c["q"], c["r"]) for c in scene.state.view(0)["hexes"])
    spot = next(h for h in cells if distance(h, lead["hex"]) == 1 and not scene.state.pieces_at(h))
    target = {}

    def change(s) -> None:
        s.dead[1] += DATA.machines[foe].pilots
        target.update(put(s, 1, foe, spot))
        dice(s, 0, *faces)
        s.hands[1] = []

    rig(scene, change)
    driver.do(A.Fight(lead["id"], target["id"], "action"))
    driver.ready()
    assert scene.state.pending["kind"] == "fight_dice"
    return scene, driver


def test_an_attacker_with_one_bonus_die_starts_on_it(app):
    scene, driver = _attack_with_dice(app, "claw", "plus3")
    assert [c.label for c in driver.decision().chips][0] == "Spend a +3 for this fight"
    driver.press("confirm")
    assert scene.match.actions[-1] == A.Choose("die:1")


@pytest.mark.parametrize("foe", ["iron_golem", "scout_runner"], ids=["hopeless", "already-won"])
def test_dice_that_change_nothing_start_on_no_more_dice(app, foe):
    """Armor 8 against strength 2 is lost with the +2 and +3 too; armor 2 is won with
    none: the hard AI's own odds say so, and it would add none."""
    scene, driver = _attack_with_dice(app, "plus2", "plus3", foe=foe)
    chips = driver.decision().chips
    assert chips[scene.controls.col].label == "No more dice"
    assert IslandAI(0, "hard", 0).decide(scene.state.view(0)) == A.Choose("done")
    driver.press("confirm")
    assert scene.match.actions[-1] == A.Choose("done")


def test_a_close_fight_still_starts_on_a_die(app):
    scene, driver = _attack_with_dice(app, "plus2", "plus3")
    chips = driver.decision().chips
    assert chips[scene.controls.col].label.startswith("Add all 2 dice")


def test_a_die_the_ai_would_not_add_to_a_chickens_fight_starts_on_no_more_dice(app):
    """A +3 die is worth more than a chicken (the hard AI's weighing): the old margin
    rule started on the die, the AI's own odds keep it."""
    scene, driver = at_actions(app)
    lead = scene.state.leader_piece(0)
    cells = sorted((c["q"], c["r"]) for c in scene.state.view(0)["hexes"])
    spot = next(h for h in cells if distance(h, lead["hex"]) == 1 and not scene.state.pieces_at(h))
    foe = {}
    rig(scene, lambda s: (foe.update(put(s, 1, "chicken", spot)), dice(s, 0, "claw", "plus3")))
    driver.do(A.Fight(lead["id"], foe["id"], "action"))
    driver.ready()
    chips = driver.decision().chips
    assert chips[scene.controls.col].label == "No more dice"
    driver.press("confirm")
    assert scene.match.actions[-1] == A.Choose("done")


def _margin(scene) -> int:
    fight = scene.state.view(0)["fight"]
    return fight["strength"] - fight["armor"]


def test_a_plus_one_die_comes_first_it_is_never_wasted(app):
    scene, driver = _attack_with_dice(app, "plus2", "plus1", "plus3")
    chips = driver.decision().chips
    assert chips[0].label == "Add all 3 dice (+1, +3, +2)"
    assert chips[scene.controls.col].label == "Place a +1 die on the attacker (it stays)"
    driver.press("confirm")
    assert scene.match.actions[-1] == A.Choose("die:1")
    driver.ready()
    chips = driver.decision().chips  # the +2 and +3 are left: "Add all" is in focus
    assert chips[scene.controls.col].label == "Add all 2 dice (+3, +2)"


def test_add_all_adds_every_bonus_die_with_one_confirm_the_plus_one_then_the_biggest(app):
    """In the hard AI's order: the +1 stays on the piece, then all in from the +3."""
    scene, driver = _attack_with_dice(app, "plus2", "plus1", "plus3")
    before = len(scene.match.actions)
    driver.chip(lambda c: c.label == "Add all 3 dice (+1, +3, +2)")
    driver.ready()
    added = scene.match.actions[before:]
    assert added == [A.Choose("die:1"), A.Choose("die:2"), A.Choose("die:0")]
    assert scene.state.fight["step"] == "cards" and scene.state.pending is None
    assert [face for face, _ in scene.state.fight["dice"]] == ["plus3", "plus2"]


def test_the_dice_may_still_be_added_one_at_a_time(app):
    scene, driver = _attack_with_dice(app, "plus2", "plus1", "plus3")
    before = len(scene.match.actions)
    driver.chip(lambda c: c.label == "Spend a +2 for this fight")
    driver.ready()
    assert scene.match.actions[before:] == [A.Choose("die:0")], "only the one chosen"
    assert scene.state.pending["kind"] == "fight_dice", "the rest are still asked about"
    driver.chip(lambda c: c.label == "No more dice")
    assert scene.match.actions[-1] == A.Choose("done") and scene.state.pending is None


def test_once_the_free_action_is_spent_the_commands_start_on_end_actions(app):
    scene, driver = at_actions(app)
    rig(scene, lambda s: (s.turn.update(free=0), dice(s, 0, "claw")))  # a Claw still moves
    decision = driver.decision()
    assert scene.controls.focus == "board", "the island still has work"
    driver.press("next")
    assert decision.chips[scene.controls.col].label == "End actions"
    driver.press("confirm")
    assert scene.match.actions[-1] == A.EndActions()


def test_flag_mode_group_move_onto_a_dropped_flag_asks_which_unit_takes_it(app):
    scene, driver = at_actions(app, {"flag": True})
    state = scene.state
    base = state.bases[0]
    stack = sorted(p["id"] for p in state.pieces_of(0) if p["hex"] == base)
    carrier = next(i for i in stack if state.pieces[i].get("flags"))
    plain = next(i for i in stack if not state.pieces[i].get("flags"))
    foe_flag = next(p for p in state.pieces_of(1) if p.get("flags"))
    spot = next(
        (a.q, a.r)
        for a in state.legal_actions(0)
        if isinstance(a, A.Move) and a.group and not state.pieces_at((a.q, a.r))
    )

    def change(s) -> None:
        foe_flag["flags"] = []
        s.dropped = [[1, *spot]]

    rig(scene, change)
    for _ in stack + ["group"]:  # confirm on the stack: each kind of piece, then all
        if scene.controls.selected_piece()[1]:
            break
        driver.goto(base)
        driver.press("confirm")
    assert scene.controls.selected_piece()[1], "the whole stack is selected"
    driver.goto(spot)
    driver.press("confirm")
    decision = driver.decision()
    assert decision.prompt == "A flag lies on the way: which unit takes it?"
    labels = [c.label for c in decision.chips]
    assert labels == ["Chicken (with a flag) takes it", "Chicken takes it"]
    driver.press("right")
    driver.press("confirm")
    moved = scene.match.actions[-1]
    assert isinstance(moved, A.Move) and moved.group and moved.carrier == plain
    assert state.pieces[plain]["flags"] == [1] and state.pieces[carrier]["flags"] == [0]


def test_with_the_mouse_one_click_on_a_lit_hex_moves_the_piece_picked_for_you(app):
    scene, driver = at_actions(app)
    lead = scene.state.leader_piece(0)
    decision = driver.decision()
    assert scene.controls.selected_piece() == (lead["id"], False)
    far = max(h for h, ring in decision.rings.items() if ring == "reach")
    frames(app, 2)
    click(app, L.pixel(scene.table.layout, far))
    assert scene.match.actions[-1] == A.Move(lead["id"], *far)


def test_with_the_mouse_an_attack_takes_a_click_and_a_confirmingclick(app):
    scene, driver = at_actions(app)
    lead = scene.state.leader_piece(0)
    cells = sorted((c["q"], c["r"]) for c in scene.state.view(0)["hexes"])
    spot = next(h for h in cells if distance(h, lead["hex"]) == 1 and not scene.state.pieces_at(h))
    foe = {}
    rig(scene, lambda s: foe.update(put(s, 1, "chicken", spot)))
    driver.decision()
    frames(app, 2)
    before = len(scene.match.actions)
    click(app, L.pixel(scene.table.layout, spot))
    assert len(scene.match.actions) == before, "a fight is never undone: it is confirmed"
    click(app, L.pixel(scene.table.layout, spot))
    assert scene.match.actions[-1] == A.Fight(lead["id"], foe["id"], "action")


def test_after_a_retrieve_the_retrieve_row_stays_up_for_the_next(app):
    scene, driver = at_actions(app)

    def change(s) -> None:
        dice(s, 0, "resource")
        s.dead[0] += 3

    rig(scene, change)
    driver.chip(lambda c: c.menu == "retrieve")
    driver.chip(lambda c: c.label == "Retrieve chicken (free action)")
    assert scene.match.actions[-1] == A.Retrieve("chicken", "action")
    driver.ready()
    labels = [c.label for c in driver.decision().chips]
    assert scene.controls.focus == "menu" and scene.controls.menu == "retrieve"
    assert labels[scene.controls.col] == "Retrieve chicken (2 per Resource die)"
    driver.press("confirm")
    assert scene.match.actions[-1] == A.Retrieve("chicken", "resource")


def test_tab_on_a_piece_that_may_pay_by_claw_goes_to_the_commands_where_a_chip_switches_pay(app):
    """Tab once paid by Claw while a piece was selected, so the commands took Back first;
    now Tab is always the commands, and the pay switch is a chip (a click with the mouse)."""
    scene, driver = at_actions(app)
    rig(scene, lambda s: dice(s, 0, "claw"))
    lead = scene.state.leader_piece(0)
    assert driver.decision().claw_choice and scene.controls.selected_piece()[0] == lead["id"]
    driver.press("next")
    decision = driver.decision()
    assert scene.controls.focus == "menu"
    assert decision.chips[-1].label == "Pay with a Claw die"
    assert scene.controls.col == 0, "the commands start on their first, the pay switch last"
    driver.press("left")
    driver.press("confirm")
    assert scene.controls.claw and scene.controls.focus == "board", "back on the island"
    assert "(paying with a Claw die)" in driver.decision().prompt
    assert driver.decision().chips[-1].label == "Pay with your action"
    to = scene.controls.cursor
    driver.press("confirm")
    assert scene.match.actions[-1] == A.Move(lead["id"], *to, pay="claw")


def test_back_on_the_piece_picked_for_you_picks_the_next_likeliest_then_lets_go(app):
    scene, driver = at_actions(app)
    lead = scene.state.leader_piece(0)
    spot = next(h for h in sorted(driver.decision().targets) if not scene.state.pieces_at(h))
    other = {}
    rig(scene, lambda s: other.update(put(s, 0, "chicken", spot)))
    controls = scene.controls
    driver.decision()
    order = defaults.piece_order(controls.legal, controls.pieces())
    assert len(order) >= 2 and lead["id"] in order[0][1], "the Leader is the first guess"
    seen = []
    for _ in order:
        seen.append(controls.selected_piece()[0])
        assert controls.auto and controls.cursor in driver.decision().targets
        driver.press("back")
    assert [next(i for i, (_, ids, _) in enumerate(order) if p in ids) for p in seen] == list(
        range(len(order))
    ), "each guess once, likeliest first"
    assert controls.selected is None, "past the last guess Back lets go"
    driver.goto(spot)
    driver.press("confirm")
    driver.press("back")  # a piece the player picked: Back lets go at once
    assert controls.selected is None


def test_the_piece_next_in_line_moves_in_two_presses_with_back(app):
    scene, driver = at_actions(app)
    driver.decision()
    order = defaults.piece_order(scene.controls.legal, scene.controls.pieces())
    driver.press("back")
    pid = scene.controls.selected_piece()[0]
    assert pid in order[1][1], "the second guess"
    to = scene.controls.cursor
    driver.press("confirm")
    moved = scene.match.actions[-1]
    assert isinstance(moved, A.Move) and (moved.q, moved.r) == to and moved.piece in order[1][1]


def test_a_lone_buildable_machine_is_one_chip_that_aims_at_the_hex_nearest_the_foe(app):
    scene, driver = at_actions(app)

    def change(s) -> None:
        _stock(s, "scout_runner")
        set_res(s, 0, wood=3, stone=1, steel=0)

    rig(scene, change)
    driver.decision()
    machines = {a.machine for a in scene.controls.legal if isinstance(a, A.Build)}
    assert machines == {"scout_runner"}, machines
    spots = sorted({(a.q, a.r) for a in scene.controls.legal if isinstance(a, A.Build)})
    cells = sorted((c["q"], c["r"]) for c in scene.state.view(0)["hexes"])
    beyond = next(  # nearer another buildable hex than the first in order
        h
        for h in cells
        if h not in spots
        and not scene.state.pieces_at(h)
        and min(distance(h, t) for t in spots) < distance(h, spots[0])
    )
    rig(scene, lambda s: put(s, 1, "chicken", beyond))  # a foe by the Territory's far side
    driver.chip(lambda c: c.label == "Build Scout Runner (2 wood)")
    assert scene.controls.aim == "build:scout_runner", "no row of one Machine to pass through"
    targets = driver.decision().targets
    foes = [p["hex"] for p in scene.state.pieces_of(1)]
    near = min(min(distance(h, f) for f in foes) for h in targets)
    assert len(targets) > 1
    assert min(distance(scene.controls.cursor, f) for f in foes) == near
    assert min(distance(min(targets), f) for f in foes) > near, "not the first hex in order"


def test_the_build_row_starts_on_the_machine_worth_most_for_its_cost(app):
    """An Egg Mortar (range 3) for three tokens before a Scout Runner for two, as the
    hard AI weighs them; every buildable Machine is still on the row."""
    scene, driver = at_actions(app)

    def change(s) -> None:
        s.stock[:] = [c for c in s.stock if c not in ("scout_runner", "egg_mortar")][:4]
        _stock(s, "scout_runner", "egg_mortar")
        set_res(s, 0, wood=3, stone=1, steel=1)

    rig(scene, change)
    driver.chip(lambda c: c.menu == "build")
    chips = driver.decision().chips
    machines = [c.machine for c in chips]
    assert machines[0] == "egg_mortar" and "scout_runner" in machines
    assert scene.controls.col == 0
    driver.press("confirm")
    assert scene.controls.aim == "build:egg_mortar"


def _hover(app, pos) -> None:
    pygame.event.post(
        pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
    )
    frames(app, 2)


def test_with_the_mouse_a_chip_scrolled_out_of_the_row_is_one_click_after_a_hover(app):
    """Chips past the row's edge could not be clicked at all: the mouse over the row's
    arrow now scrolls it, so every choice is one click."""
    scene, driver = at_actions(app)
    rig(scene, lambda s: dice(s, 0, "claw", "star", "star", "plus1"))  # Stars, +1, pay by Claw
    frames(app, 2)
    painter = scene.painter
    chips = driver.decision().chips
    assert len(painter.chip_index) < len(chips), "the row is too long to show at once"
    hidden = chips[-1]
    assert hidden.label == "Pay with a Claw die"
    for _ in range(len(chips)):
        if len(chips) - 1 in painter.chip_index:
            break
        right = [rect for rect, index in painter.chip_arrows if index > painter.chip_index[-1]]
        assert right, "an arrow stands at the row's cut-off end"
        _hover(app, right[0].center)
    at = painter.chip_rects[painter.chip_index.index(len(chips) - 1)]
    before = len(scene.match.actions)
    click(app, at.center)
    assert scene.controls.claw, "the one click switched the pay"
    assert len(scene.match.actions) == before


def test_a_command_with_one_choice_is_that_choice_not_a_row_of_one(app):
    scene, driver = at_actions(app)

    def change(s) -> None:
        dice(s, 0)
        s.dead[0] = 1  # a chicken to retrieve, and no token left in the supply
        for k in s.supply:
            s.box[k], s.supply[k] = s.box[k] + s.supply[k], 0

    rig(scene, change)
    driver.decision()
    retrieves = [a for a in scene.controls.legal if isinstance(a, A.Retrieve)]
    assert retrieves == [A.Retrieve("chicken", "action")], retrieves
    driver.chip(lambda c: c.action == retrieves[0])
    assert scene.match.actions[-1] == retrieves[0], "Tab, along the row, one Confirm"


def test_a_plus_two_and_a_plus_three_start_on_add_all_which_adds_the_plus_three_first(app):
    """The hard AI goes all in from the top, so the one press is the die it would add."""
    scene, driver = _attack_with_dice(app, "plus2", "plus3")
    chips = driver.decision().chips
    assert chips[scene.controls.col].label == "Add all 2 dice (+3, +2)"
    before = len(scene.match.actions)
    driver.press("confirm")
    assert scene.match.actions[before] == A.Choose("die:1")


def test_a_prompt_too_long_for_couch_print_drops_its_reminder_not_its_size(app, monkeypatch):
    """A long name in Large text: "..., or pick another piece." would shrink the whole
    prompt below the print a couch can read, so the reminder goes instead (clicks and
    Space still pick another piece)."""
    from scenes import ui
    from scenes.island import controls
    from scenes.island import layout as L

    scene, driver = at_actions(app)
    assert driver.decision().prompt.endswith("or pick another piece.")
    monkeypatch.setattr("game.island.shown.name", lambda piece: "Hammer Battle Car")
    app.change_settings(text_size="large")
    try:
        rig(scene, lambda s: None)
        words = driver.decision().prompt
        assert words == "Move or attack with your Hammer Battle Car."
        longer = words[:-1] + ", or pick another piece."
        assert ui.text_width(longer, controls.PROMPT_LEAST) > L.BAND.w - 8, "a real case"
        assert ui.text_width(words, controls.PROMPT_LEAST) <= L.BAND.w - 8
    finally:
        app.change_settings(text_size="normal")
