"""War for Chicken Island with the mouse, by posted clicks: each decision is one click
where the click says it all, and an attack waits for a confirming click (a fight is
never undone)."""

from __future__ import annotations

from game.island import actions as A
from game.island.hexes import distance
from scenes.island import layout as L
from tests.game.island_helpers import put
from tests.scenes.harness import frames
from tests.scenes.test_island_defaults import _click, at_actions, rig


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
    _click(app, L.pixel(scene.table.layout, spots[0]))
    assert scene.match.actions[-1] == A.Move(chicken["id"], *spots[0])


def test_a_click_on_a_foe_only_one_piece_reaches_waits_for_a_confirming_click(app):
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
    _click(app, L.pixel(scene.table.layout, near))
    assert len(scene.match.actions) == before, "not yet: the attack is confirmed"
    assert scene.controls.selected_piece()[0] == chicken["id"]
    _click(app, L.pixel(scene.table.layout, near))
    assert scene.match.actions[-1] == A.Fight(chicken["id"], foe["id"], "action")
