"""War for Chicken Island in Large text, looked at through what each frame draws: words
that grow by a fifth still keep clear of each other (the screen audit found a fighter's
name on its breakdown's first line, and a discarded Scroll's name on ">> FAST")."""

from __future__ import annotations

import pytest

from game.island import DATA
from game.island import events as E
from game.match import Match, SeatSpec
from scenes import ui
from scenes.island import faces
from scenes.island import layout as L
from scenes.island.effects import FightShow
from scenes.menus import start_match
from tests.scenes.harness import audited_frame, look, run_until


@pytest.fixture
def app(audited_app):
    audited_app.change_settings(text_size="large")
    return audited_app


def _scene(app):
    """Fast forward on (turbo), so the top bar shows ">> FAST"."""
    seats = [SeatSpec("Ann", 0, "human", device="kb-left"), SeatSpec("Bob", 1, "ai", "easy")]
    start_match(app, Match("island", 3, seats, {}), autosave=False, turbo=True)
    scene = app.top
    run_until(app, lambda: scene.idle() and scene.state.stage == "leaders")
    return scene


def test_a_fighters_name_keeps_clear_of_its_breakdown_as_it_bobs(app):
    scene = _scene(app)
    pieces = scene.table.shown.view["pieces"]
    att = next(p for p in pieces if p["owner"] == 0)
    dfn = next(p for p in pieces if p["owner"] == 1)
    att, dfn = dict(att, name="Pecker Trooper"), dict(dfn, name="Abigail")  # tall letters
    fight = FightShow(att, dfn, 0, False, scene.table.clock - 5)
    fight.strength_parts = [("Pecker Trooper", 3), ("Die spent", 3)]
    fight.armor_parts = [("Abigail", 9), ("Battle Cry", 2)]
    for _ in range(40):  # the fighters bob up and down through these frames
        scene.table.fight = fight  # staged: no rules' fight keeps it on
        assert [str(f) for f in audited_frame(app)] == []


def test_a_discarded_scrolls_name_sets_off_past_the_fast_sign(app):
    scene = _scene(app)
    widest = max(DATA.scrolls, key=lambda key: faces.scroll_name(key).get_width())
    name = DATA.scrolls[widest].name
    scene.table.play(E.ScrollDiscarded(1, widest))
    for _ in range(60):
        record = look(app)
        shown = [t for t in record.texts if t.words == name]
        if shown:
            break
    fast = [t.rect for t in record.texts if t.words == ">> FAST"]
    assert fast, "fast forward is on"
    assert shown[0].rect.bottom <= L.TOP, "it first shows in the top bar"
    assert not shown[0].rect.colliderect(fast[0])


def test_a_long_message_wraps_clear_of_the_side_panels(app):
    """The guide's "That's the basics!" once ran over the Scroll in focus at the right."""
    box = ui.toast_boxes(["That's the basics! Replay them in How to play"])[0]
    assert L.BANNERS.right <= box.left and box.right <= L.HAND.left


def test_every_scrolls_close_up_in_the_hand_ends_inside_its_box(app):
    """Print stays at 16 px and up, so the longest rule (Change Now!) in Large text is
    cut at a word with an ellipsis rather than run past the panel (the audit found it)."""
    from scenes.island.paint_side import hand_detail_area

    w, h = hand_detail_area().size
    cut = []
    for card in DATA.scrolls:
        lines = faces.fitted_lines(faces.scroll_lines(card), w, h)
        assert faces.detail_height(lines, w) <= h, card
        if lines != faces.scroll_lines(card):
            cut.append(card)
            assert lines[-1][0].endswith("…")
    assert "change_now" in cut
    assert len(cut) < len(DATA.scrolls) // 4, "only the longest few are cut"
