"""War for Chicken Island with the mouse, by posted clicks: each decision is one click
where the click says it all, and an attack waits for a confirming click (a fight is
never undone)."""

from __future__ import annotations

import pygame
import pytest

from game.island import actions as A
from game.island.hexes import distance
from scenes.island import defaults
from scenes.island import layout as L
from tests.game.island_helpers import dice, put, set_res
from tests.game.test_island_rules import _stock
from tests.scenes.harness import click, drag, frames, hover, look, press_key
from tests.scenes.test_island_defaults import _fight_with_hands, at_actions, rig
from tests.scenes.test_island_scene import Driver, legal, two_humans


def _far_chicken(scene):
    """One of Ann's chickens put on an empty hex away from her Leader (three hexes or
    more) and as far from Bob's pieces as there is, so it has no one to attack."""
    lead = scene.state.leader_piece(0)
    foes = [p["hex"] for p in scene.state.pieces_of(1)]
    cells = sorted((c["q"], c["r"]) for c in scene.state.view(0)["hexes"])
    empty = [h for h in cells if not scene.state.pieces_at(h) and distance(h, lead["hex"]) >= 3]
    spot = max(empty, key=lambda h: (min(distance(h, f) for f in foes), h))
    piece = {}
    rig(scene, lambda s: piece.update(put(s, 0, "chicken", spot)))
    return piece, spot


def _reached_only_by(scene, pid: int) -> list:
    """The hexes that piece ``pid`` may move to and no other piece of Ann's may."""
    moves = [a for a in scene.state.legal_actions(0) if isinstance(a, A.Move) and not a.group]
    mine = {(a.q, a.r) for a in moves if a.piece == pid}
    others = {(a.q, a.r) for a in moves if a.piece != pid}
    return sorted(mine - others)


def test_a_click_on_a_hex_only_one_piece_reaches_moves_that_piece(app):
    scene, driver = at_actions(app)
    lead = scene.state.leader_piece(0)
    chicken, _ = _far_chicken(scene)
    driver.decision()
    assert scene.controls.selected_piece()[0] == lead["id"], "the Leader is picked for you"
    spots = _reached_only_by(scene, chicken["id"])
    assert spots, "the far chicken has hexes of its own"
    frames(app, 2)
    click(app, L.pixel(scene.table.layout, spots[0]))
    assert scene.match.actions[-1] == A.Move(chicken["id"], *spots[0])


def test_a_click_on_a_foe_only_one_piece_reaches_waits_for_a_confirmingclick(app):
    scene, driver = at_actions(app)
    chicken, spot = _far_chicken(scene)
    lead = scene.state.leader_piece(0)
    cells = sorted((c["q"], c["r"]) for c in scene.state.view(0)["hexes"])
    near = next(
        h
        for h in cells
        if distance(h, spot) == 1 and distance(h, lead["hex"]) > 3 and not scene.state.pieces_at(h)
    )
    foe = {}
    rig(scene, lambda s: foe.update(put(s, 1, "chicken", near)))
    driver.decision()
    frames(app, 2)
    before = len(scene.match.actions)
    click(app, L.pixel(scene.table.layout, near))
    assert len(scene.match.actions) == before, "not yet: the attack is confirmed"
    assert scene.controls.selected_piece()[0] == chicken["id"]
    click(app, L.pixel(scene.table.layout, near))
    assert scene.match.actions[-1] == A.Fight(chicken["id"], foe["id"], "action")


@pytest.mark.parametrize("what", ["wood", "chicken"])
def test_a_click_on_a_count_of_your_banner_retrieves_one(app, what):
    scene, driver = at_actions(app)
    rig(scene, lambda s: (dice(s, 0), s.dead.__setitem__(0, 2), set_res(s, 0, wood=0)))
    frames(app, 2)
    before = len(scene.match.actions)
    click(app, L.banner_count(L.banner_rect(scene.state.players, 1), what).center)
    assert len(scene.match.actions) == before, "another seat's Banner retrieves nothing"
    click(app, L.banner_count(L.banner_rect(scene.state.players, 0), what).center)
    assert scene.match.actions[-1] == A.Retrieve(what, "action")


def _handclick(app, scene, card: str) -> None:
    hand = scene.state.view(0)["hand"]
    frames(app, 2)
    click(app, L.hand_slot(len(hand), hand.index(card)).center)


def test_a_click_on_a_scroll_in_the_hand_plays_it_in_your_turn(app):
    scene, driver = at_actions(app)
    rig(scene, lambda s: s.hands.__setitem__(0, ["peck_harder", "forced_march"]))
    driver.decision()
    _handclick(app, scene, "peck_harder")  # a fight's card: nothing in your own turn
    assert not isinstance(scene.match.actions[-1], A.PlayScroll)
    _handclick(app, scene, "forced_march")
    assert scene.match.actions[-1] == A.PlayScroll("forced_march")


def test_a_click_on_a_scroll_in_the_hand_plays_it_in_a_card_round(app, monkeypatch):
    scene, driver, _ = _fight_with_hands(app, monkeypatch, ("forced_march", "peck_harder"), ())
    driver.ready()
    assert scene.state.current_seat() == 0 and scene.state.fight is not None
    _handclick(app, scene, "peck_harder")
    assert scene.match.actions[-1] == A.PlayScroll("peck_harder")


def _scout_runner_buildable(scene) -> None:
    def change(s) -> None:
        _stock(s, "scout_runner")
        set_res(s, 0, wood=3, stone=1, steel=0)

    rig(scene, change)


def test_a_click_on_a_hex_only_a_build_may_use_builds_the_one_machine_there(app):
    scene, driver = at_actions(app)
    _scout_runner_buildable(scene)
    territory = scene.state.territory[0]
    cells = sorted((c["q"], c["r"]) for c in scene.state.view(0)["hexes"])
    away = max(cells, key=lambda h: (min(distance(h, t) for t in territory), h))

    def march_off(s) -> None:  # Ann's Leader far from home; her chickens (pilots) stay
        s.leader_piece(0)["hex"] = away

    rig(scene, march_off)
    legal = scene.state.legal_actions(0)
    busy = {(a.q, a.r) for a in legal if isinstance(a, A.Move)}
    spots = sorted({(a.q, a.r) for a in legal if isinstance(a, A.Build)} - busy)
    assert spots, "a hex of the Territory that no piece reaches"
    driver.decision()
    frames(app, 2)
    click(app, L.pixel(scene.table.layout, spots[0]))
    assert scene.match.actions[-1] == A.Build("scout_runner", *spots[0])


def _at_quickplays_build_step(app):
    """A Quickplay game at its Build step, with only a Scout Runner to build."""
    scene = two_humans(app, 1, {"quickplay": True})
    driver = Driver(app, scene)
    while scene.state.stage != "build":
        driver.ready()
        driver.do(legal(scene)[0])
    driver.ready()
    _scout_runner_buildable(scene)
    return scene, driver


def test_quickplays_build_step_with_one_machine_starts_aimed(app):
    scene, driver = _at_quickplays_build_step(app)
    driver.decision()
    assert scene.controls.aim == "build:scout_runner" and scene.controls.focus == "board"
    to = scene.controls.cursor
    driver.press("confirm")
    assert scene.match.actions[-1] == A.Build("scout_runner", *to)


def test_quickplays_build_step_builds_with_one_click_on_a_lit_hex(app):
    scene, driver = _at_quickplays_build_step(app)
    spot = max(driver.decision().targets)  # not the one the cursor starts on, maybe
    frames(app, 2)
    click(app, L.pixel(scene.table.layout, spot))
    assert scene.match.actions[-1] == A.Build("scout_runner", *spot)


def test_each_affordable_star_ability_is_a_chip_of_the_action_row_one_click_spends_it(app):
    """No "Stars..." row to open first: the ability clicked is the ability spent."""
    scene, driver = at_actions(app)
    rig(scene, lambda s: dice(s, 0, "star", "star"))  # 2 Stars: three abilities, not Regroup
    chips = driver.decision().chips
    stars = [c.action.ability for c in chips if isinstance(c.action, A.Star)]
    assert sorted(stars) == ["draw", "draw_discard", "refresh_stock"], [c.label for c in chips]
    assert not any(c.menu == "star" for c in chips)
    frames(app, 2)
    painter = scene.painter
    shown = [chips[i] for i in painter.chip_index]
    spot = next(i for i, c in enumerate(shown) if c.action == A.Star("draw"))
    click(app, painter.chip_rects[spot].center)
    assert scene.match.actions[-1] == A.Star("draw")


def test_a_row_too_long_to_show_whole_opens_on_its_stars_each_one_click(app):
    """With a +1, a Claw and two Stars the row overflows: with the focus on the island it
    opens on the Star abilities (their cost drawn as Star dice, so each chip is short),
    each in view and spent by one click."""
    scene, driver = at_actions(app)
    rig(scene, lambda s: dice(s, 0, "claw", "star", "star", "plus1"))
    frames(app, 2)
    chips = driver.decision().chips
    painter = scene.painter
    assert scene.controls.focus == "board"
    assert len(painter.chip_index) < len(chips), "the row is too long to show at once"
    stars = [i for i, c in enumerate(chips) if isinstance(c.action, A.Star)]
    assert len(stars) == 3 and set(stars) <= set(painter.chip_index)
    last = stars[-1]
    click(app, painter.chip_rects[painter.chip_index.index(last)].center)
    assert scene.match.actions[-1] == chips[last].action


def two_machines_to_build(state) -> None:
    """Only a Scout Runner and a Feather Archer in stock, and seat 0 can pay for either."""
    _stock(state, "scout_runner", "feather_archer")
    set_res(state, 0, wood=3, stone=1, steel=0)


def test_a_stock_card_dragged_onto_a_lit_hex_builds_it_there_in_one_gesture(app):
    """Two Machines may be built on every hex, so a click on a hex could not say which:
    the drag names both the card and the hex."""
    scene, driver = at_actions(app)

    rig(scene, two_machines_to_build)
    legal = scene.state.legal_actions(0)
    spots = {(a.q, a.r) for a in legal if isinstance(a, A.Build) and a.machine == "feather_archer"}
    both = {(a.q, a.r) for a in legal if isinstance(a, A.Build) and a.machine == "scout_runner"}
    spot = max(spots & both)
    driver.decision()
    frames(app, 2)
    card = L.stock_slot(scene.state.stock.index("feather_archer")).center
    drag(app, card, L.pixel(scene.table.layout, spot))
    assert scene.match.actions[-1] == A.Build("feather_archer", *spot)


def test_a_stock_card_dragged_off_the_lit_hexes_builds_nothing_and_stays_aimed(app):
    scene, driver = at_actions(app)
    _scout_runner_buildable(scene)
    lit = {(a.q, a.r) for a in scene.state.legal_actions(0) if isinstance(a, A.Build)}
    cells = sorted((c["q"], c["r"]) for c in scene.state.view(0)["hexes"])
    off = next(h for h in cells if h not in lit)
    driver.decision()
    frames(app, 2)
    before = len(scene.match.actions)
    card = L.stock_slot(scene.state.stock.index("scout_runner")).center
    drag(app, card, L.pixel(scene.table.layout, off))
    assert len(scene.match.actions) == before, "nothing the player did not point at"
    assert scene.controls.aim == "build:scout_runner" and not scene.controls.dragging


def _chicken_beside_the_leader(scene):
    """One of Ann's chickens put next to her Leader, and an empty hex both may move to."""
    lead = scene.state.leader_piece(0)
    cells = sorted((c["q"], c["r"]) for c in scene.state.view(0)["hexes"])
    empty = [h for h in cells if not scene.state.pieces_at(h)]
    spot = next(h for h in empty if distance(h, lead["hex"]) == 1)
    chicken = {}
    rig(scene, lambda s: chicken.update(put(s, 0, "chicken", spot)))
    moves = [a for a in scene.state.legal_actions(0) if isinstance(a, A.Move) and not a.group]
    leads, walks = ({(a.q, a.r) for a in moves if a.piece == p["id"]} for p in (lead, chicken))
    both = sorted((leads & walks) - {spot, lead["hex"]})
    return lead, chicken, spot, both


def test_your_piece_dragged_onto_a_hex_moves_it_there_in_one_gesture(app):
    """Both the Leader (picked for you) and a chicken reach the hex, so a click there
    moves the Leader: the drag says which piece goes."""
    scene, driver = at_actions(app)
    lead, chicken, spot, both = _chicken_beside_the_leader(scene)
    assert both, "a hex both may move to"
    driver.decision()
    assert scene.controls.selected_piece()[0] == lead["id"]
    frames(app, 2)
    layout = scene.table.layout
    drag(app, L.pixel(layout, spot), L.pixel(layout, both[0]))
    assert scene.match.actions[-1] == A.Move(chicken["id"], *both[0])


def test_a_press_and_release_on_your_piece_is_still_a_click_that_selects_it(app):
    scene, driver = at_actions(app)
    lead, chicken, spot, _ = _chicken_beside_the_leader(scene)
    driver.decision()
    frames(app, 2)
    before = len(scene.match.actions)
    click(app, L.pixel(scene.table.layout, spot))
    assert len(scene.match.actions) == before
    assert scene.controls.selected_piece()[0] == chicken["id"] and not scene.controls.auto


def test_your_piece_dragged_onto_a_foe_waits_for_a_confirming_click(app):
    scene, driver = at_actions(app)
    lead, chicken, spot, both = _chicken_beside_the_leader(scene)
    foe = {}
    rig(scene, lambda s: foe.update(put(s, 1, "chicken", both[0])))
    driver.decision()
    frames(app, 2)
    layout = scene.table.layout
    before = len(scene.match.actions)
    drag(app, L.pixel(layout, spot), L.pixel(layout, both[0]))
    assert len(scene.match.actions) == before, "not yet: the attack is confirmed"
    assert scene.controls.selected_piece()[0] == chicken["id"]
    click(app, L.pixel(layout, both[0]))
    assert scene.match.actions[-1] == A.Fight(chicken["id"], foe["id"], "action")


def test_the_retrieve_row_left_up_after_a_retrieve_ends_the_turn_with_one_click(app):
    """After a Retrieve its row stays up for the next: it ends on End actions, so the
    turn's end is a click from it, not a Back first."""
    scene, driver = at_actions(app)

    def change(s) -> None:
        dice(s, 0, "resource")
        s.dead[0] += 3

    rig(scene, change)
    driver.chip(lambda c: c.menu == "retrieve")
    driver.chip(lambda c: c.label == "Retrieve chicken (free action)")
    driver.ready()
    frames(app, 2)
    assert scene.controls.menu == "retrieve"
    painter, chips = scene.painter, driver.decision().chips
    shown = [chips[i].label for i in painter.chip_index]
    assert shown[-1] == "End actions", shown
    click(app, painter.chip_rects[-1].center)
    assert scene.match.actions[-1] == A.EndActions()


def test_with_the_retrieve_row_up_your_piece_dragged_onto_a_hex_still_moves_there(app):
    """The Retrieve row stays up after a Retrieve: a drag on the island is for the
    piece, and the row gives way (no Back first)."""
    scene, driver = at_actions(app)
    lead, chicken, spot, both = _chicken_beside_the_leader(scene)

    def change(s) -> None:
        dice(s, 0, "resource", "claw")  # the Claw pays the move
        s.dead[0] += 3

    rig(scene, change)
    driver.chip(lambda c: c.menu == "retrieve")
    driver.chip(lambda c: c.label == "Retrieve chicken (free action)")
    driver.ready()
    frames(app, 2)
    assert scene.controls.menu == "retrieve"
    layout = scene.table.layout
    drag(app, L.pixel(layout, spot), L.pixel(layout, both[0]))
    assert scene.match.actions[-1] == A.Move(chicken["id"], *both[0], pay="claw")


def _stack_and_spot(scene):
    """Ann's Base stack (her Leader and chickens) and a hex the whole stack may move to
    that the Leader alone may move to too (so the drag has to say which)."""
    lead = scene.state.leader_piece(0)
    moves = [a for a in scene.state.legal_actions(0) if isinstance(a, A.Move)]
    together = {(a.q, a.r) for a in moves if a.group}
    alone = {(a.q, a.r) for a in moves if not a.group and a.piece == lead["id"]}
    spots = sorted(together & alone)
    assert len(scene.state.pieces_at(lead["hex"])) > 1 and spots, "a stack with room to move"
    return lead, lead["hex"], spots[0]


def test_your_stack_dragged_onto_a_hex_moves_the_whole_stack(app):
    """The rulebook's banded stack moves together: one drag, not a click per piece."""
    scene, driver = at_actions(app)
    lead, home, spot = _stack_and_spot(scene)
    driver.decision()
    frames(app, 2)
    layout = scene.table.layout
    drag(app, L.pixel(layout, home), L.pixel(layout, spot))
    last = scene.match.actions[-1]
    assert isinstance(last, A.Move) and last.group and (last.q, last.r) == spot, last
    assert not scene.state.pieces_at(home), "the whole stack went"


def test_your_stack_dragged_with_the_right_button_moves_one_piece(app):
    scene, driver = at_actions(app)
    lead, home, spot = _stack_and_spot(scene)
    driver.decision()
    frames(app, 2)
    layout = scene.table.layout
    drag(app, L.pixel(layout, home), L.pixel(layout, spot), button=3)
    assert scene.match.actions[-1] == A.Move(lead["id"], *spot)
    assert scene.state.pieces_at(home), "the rest of the stack stays"


def test_a_piece_picked_on_its_stack_by_clicking_is_the_one_a_drag_moves(app):
    scene, driver = at_actions(app)
    lead, home, spot = _stack_and_spot(scene)
    driver.decision()
    frames(app, 2)
    layout = scene.table.layout
    click(app, L.pixel(layout, home))
    click(app, L.pixel(layout, home))  # the Leader first, then the next of the stack
    pid, group = scene.controls.selected_piece()
    assert pid != lead["id"] and not group
    drag(app, L.pixel(layout, home), L.pixel(layout, spot))
    last = scene.match.actions[-1]
    assert isinstance(last, A.Move) and not last.group and last.piece == pid, last


@pytest.mark.parametrize("button,pay", [(1, "resource"), (3, "action")])
def test_a_banner_count_retrieves_by_a_resource_die_and_a_right_click_by_the_free_action(
    app, button, pay
):
    """The die's two Retrieves keep the free action for a move (as the hard AI mostly
    pays); the other way to pay is one click too, with the right button."""
    scene, driver = at_actions(app)
    rig(scene, lambda s: (dice(s, 0, "resource"), s.dead.__setitem__(0, 2)))
    frames(app, 2)
    count = L.banner_count(L.banner_rect(scene.state.players, 0), "chicken").center
    click(app, count, button=button)
    assert scene.match.actions[-1] == A.Retrieve("chicken", pay)


def test_a_row_too_long_to_show_whole_keeps_its_stars_and_its_focus_in_view(app):
    """With the free action spent the row opens on End actions: the chips the mouse
    also reaches elsewhere (Scrolls in the hand) give way, so that End actions and every
    Star ability are in view together, each one click (the arrow's hover was a second
    move)."""
    scene, driver = at_actions(app)

    def change(s) -> None:
        dice(s, 0, "star", "star")
        s.hands[0] = ["forced_march"]
        s.turn["free"] = 0

    rig(scene, change)
    chips = driver.decision().chips
    frames(app, 2)
    painter, controls = scene.painter, scene.controls
    assert len(painter.chip_index) < len(chips), "the row is too long to show whole"
    assert controls.focus == "menu" and chips[controls.col].label == "End actions"
    assert controls.col in painter.chip_index, "the focus is in view"
    stars = [i for i, c in enumerate(chips) if isinstance(c.action, A.Star)]
    assert len(stars) == 3 and set(stars) <= set(painter.chip_index), painter.chip_index
    left_out = [chips[i] for i in range(len(chips)) if i not in painter.chip_index]
    assert all(c.elsewhere for c in left_out), "only what the mouse reaches elsewhere"
    first = stars[0]
    click(app, painter.chip_rects[painter.chip_index.index(first)].center)
    assert scene.match.actions[-1] == chips[first].action


def test_abigails_stock_card_dragged_onto_a_hex_builds_at_once_leaving_off_the_likeliest(app):
    """Master Builder's token is said in the prompt and switched by a chip, not asked
    after the drop: the drag is the whole Build."""
    scene, driver = at_actions(app)

    def change(s) -> None:
        two_machines_to_build(s)
        s.leader[0] = "abigail"

    rig(scene, change)
    builds = [a for a in scene.state.legal_actions(0) if isinstance(a, A.Build) and a.save]
    card = next(
        a.machine for a in builds if len({b.save for b in builds if b.machine == a.machine}) > 1
    )
    tokens = {a.save for a in builds if a.machine == card}
    first = next(t for t in defaults.save_order(scene.state, 0) if t in tokens)
    spot = max((a.q, a.r) for a in builds if a.machine == card)
    driver.decision()
    frames(app, 2)
    drag(app, L.stock_slot(scene.state.stock.index(card)).center, L.pixel(scene.table.layout, spot))
    assert scene.match.actions[-1] == A.Build(card, *spot, save=first)


def test_every_scroll_of_a_fanned_hand_shows_an_edge_one_click_plays(app):
    """In a fan the cards lie in order, the one in focus only lifted: the card on top
    used to hide the edges of the next two, which then took a second click to reach."""
    scene, driver = at_actions(app)
    fight_cards = ["peck_harder", "wing_slam", "rooster_rage", "tough_feathers", "iron_plumage"]
    hand = (fight_cards * 3)[:2] + ["forced_march"] + (fight_cards * 3)[2:11]
    rig(scene, lambda s: s.hands.__setitem__(0, list(hand)))
    driver.decision()
    frames(app, 2)
    hand = scene.painter.view["hand"]  # as the hand is shown
    assert L.hand_fanned(len(hand)) and "forced_march" in hand
    for i in range(len(hand)):  # the pointer on each card's edge, as a player runs it along
        slot = L.hand_slot(len(hand), i)
        hover(app, (slot.x + 4, slot.centery))
        frames(app, 1)
        assert scene.painter.hand_card_at((slot.x + 4, slot.centery)) == hand[i], i
    slot = L.hand_slot(len(hand), hand.index("forced_march"))
    click(app, (slot.x + 4, slot.centery))
    assert scene.match.actions[-1] == A.PlayScroll("forced_march")


def test_the_right_buttons_uses_are_said_where_the_mouse_rests(audited_app):
    """The hint bar names a pad's or a keyboard's buttons, never the mouse's: resting on
    a count of your Banner or on your stack, the hover line says what the right button
    does there, and a key pressed gives the line back to the cursor."""
    app = audited_app
    scene, driver = at_actions(app)
    rig(scene, lambda s: (dice(s, 0, "resource"), s.dead.__setitem__(0, 2)))
    lead, home, _ = _stack_and_spot(scene)
    driver.decision()
    frames(app, 2)
    hover(app, L.banner_count(L.banner_rect(scene.state.players, 0), "chicken").center)
    record = look(app)
    assert scene.mouse_tips() == (
        "Click: Retrieve chicken (2 per Resource die)",
        "Right-click: Retrieve chicken (free action)",
    )
    line = [t for t in record.texts if t.words.startswith(("Click", "Right-click"))]
    assert len(line) == 2 and all(L.BAND.contains(t.rect) for t in line), "whole, in the band"
    cursor = [words for words, _ in scene.painter._under_cursor()]
    assert scene.controls.focus == "board" and cursor, "the keyboard's cursor names a hex"
    assert not any(t.words in cursor for t in record.texts), "off the island, the tips alone"
    hover(app, L.pixel(scene.table.layout, home))
    assert scene.mouse_tips() == ("Drag: move the stack", "Right-drag: move one piece")
    record = look(app)
    line = [t for t in record.texts if t.words == "Right-drag: move one piece"]
    assert line and L.BAND.contains(line[0].rect), "the stack's hover line keeps the tip whole"
    named = {words for words, _ in scene.painter._under_cursor()}
    assert named & {t.words for t in record.texts}, "on the island, the hex is named too"
    press_key(app, pygame.K_d)
    assert scene.mouse_tips() == ()
    assert not any("Right-drag" in t.words for t in look(app).texts)
