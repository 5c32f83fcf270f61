"""Henhouse Havoc as a player sees it, looked at through what each frame draws: the
choice chips stay on screen with the focused one shown, banners and captions stay whole,
the Black Market reads from the couch, and the words are players' words."""

from __future__ import annotations

import re

import pygame
import pytest

import scenes.tutorial as tutorial
from ecs.components import Label, Position
from ecs.fonts import render_text
from ecs.input import Intent
from ecs.palette import PALETTE
from game.henhouse import new_game
from game.henhouse import rules as R
from game.henhouse.ai import HenhouseAI
from game.henhouse.weapons import WEAPON_DATA
from game.match import Match, SeatSpec
from scenes.henhouse import layout as L
from scenes.henhouse.shown import Shown
from scenes.menus import start_match
from scenes.tutorial import TutorialScene
from tests.ecs.pixels import contrast_ratio
from tests.scenes.harness import (
    HINT_BAR_TOP,
    SCREEN,
    call_outs,
    click,
    drawn,
    frames,
    look,
    overlapping,
    press_key,
    run_until,
    words,
)
from tests.scenes.henhouse_steps import ready, start_henhouse, to_targeting

REAL_OFFER = tutorial.offer_tutorial  # the scene tests' conftest switches the guides off
K = pygame


@pytest.fixture
def app(audited_app):
    return audited_app


def _fresh_decision(app, scene) -> None:
    """After the test changed the state: the chips are built anew, as for a new decision."""
    scene.controls.key = None
    frames(app)


def test_many_chips_page_and_the_focused_one_is_always_on_show(app):
    scene = start_henhouse(app, 4)
    to_targeting(app, scene)
    scene.state.hands[0] += ["sitting_duck", "fox_spy"]  # one chip per enemy unit type
    _fresh_decision(app, scene)
    chips = scene.decision()[0]
    assert len(chips) > 20
    while scene.controls.col:  # from the first chip (the choice starts on the Barn)
        press_key(app, K.K_w)
    paged = False
    for step in range(len(chips)):
        record = look(app)
        rects = scene.painter.chip_rects
        focus = scene.controls.col
        assert focus == step and focus in rects, f"chip {focus} is not on show"
        shown = list(rects.values())
        assert not overlapping(shown)
        for rect in shown:
            assert L.BAND.contains(rect.inflate(6, 6)), rect
            assert rect.inflate(6, 6).bottom < HINT_BAR_TOP, "a chip runs under the hint bar"
        hidden = len(chips) - len(rects)
        signs = [w for w in words(record) if w.endswith("more ›") or w.startswith("‹ ")]
        if hidden:
            paged = True
            counts = [int(re.search(r"\d+", w).group()) for w in signs]
            assert sum(counts) == hidden, "the signs count every chip not on show"
        else:
            assert not signs
        press_key(app, K.K_d)
    assert paged, "more chips than fit were offered, so some page was short of them"


def test_a_more_sign_clicked_turns_the_page_and_fires_nothing(app):
    scene = start_henhouse(app, 4)
    to_targeting(app, scene)
    scene.state.hands[0] += ["sitting_duck", "fox_spy"]
    _fresh_decision(app, scene)
    while scene.controls.col:
        press_key(app, K.K_w)
    actions = len(scene.match.actions)
    first_page = set(scene.painter.chip_rects)
    (next_chip, sign), *_ = scene.painter.more_rects.items()
    assert next_chip == max(first_page) + 1
    click(app, sign.center)
    assert scene.controls.col == next_chip and next_chip in scene.painter.chip_rects
    assert not first_page & set(scene.painter.chip_rects), "the next page is on show"
    back = {chip: rect for chip, rect in scene.painter.more_rects.items() if chip < next_chip}
    (previous, sign), *_ = back.items()
    click(app, sign.center)
    assert scene.controls.col == previous and previous in first_page
    assert len(scene.match.actions) == actions, "paging is not a move"


def test_a_destroyed_banner_stays_whole_on_screen(app):
    scene = start_henhouse(app, 4)
    to_targeting(app, scene)
    table = scene.table
    table.names[1] = "Henrietta the Magnificent"
    table.play(R.UnitDestroyed(1, "tactical_granary", 0, (0, 0, 0, 1, 0, 2), 0, ()))
    frames(app, 30)
    for entity in (table.banner, table.subtitle):
        label = table._component(entity, Label)
        x = table._component(entity, Position).x
        width = render_text(label.text, label.size, PALETTE["text_light"]).get_width()
        assert x - width / 2 >= 0 and x + width / 2 <= L.W, label.text


def test_the_farm_caption_sits_above_the_board_in_large_text(app):
    app.change_settings(text_size="large")
    scene = start_henhouse(app, players=2)
    run_until(app, lambda: ready(app, scene) and scene.placing_now())
    record = look(app)
    caption = drawn(record, "Ann's farm (yours)").rect
    header = drawn(record, "Hide your army: Ann").rect
    assert caption.bottom <= L.FOCUS.top, "the board's frame cuts the caption"
    assert not caption.colliderect(header)
    pointed = scene.tutorial_anchor("board")  # the guide's outline goes round, not through it
    assert pointed.contains(caption) and pointed.contains(L.FOCUS)


def test_the_black_market_reads_from_the_couch(app):
    scene = start_henhouse(app, 4)
    to_targeting(app, scene)
    record = look(app)
    names = [card and WEAPON_DATA[card]["name"] for card in scene.state.faceup]
    assert any(names)
    for name in filter(None, names):
        text = drawn(record, name)
        assert L.MARKET.contains(text.rect)
        assert text.size >= 16, name


def test_the_prompt_offers_the_market_only_when_something_can_be_bought(app):
    scene = start_henhouse(app, 4)
    to_targeting(app, scene)
    scene.state.sheaves[0] = 0
    _fresh_decision(app, scene)
    record = look(app)
    assert not any(isinstance(c.action, (R.BuyEgg, R.BuyWild)) for c in scene.decision()[0])
    assert scene.prompt() == "Choose a unit to fire."
    assert not any("shop" in w for w in words(record))
    scene.state.sheaves[0] = 100
    _fresh_decision(app, scene)
    assert any(isinstance(c.action, R.BuyWild) for c in scene.decision()[0])
    assert "shop at the Black Market" in scene.prompt()


def test_the_header_follows_the_show_into_the_next_phase():
    view = {"phase": "resolution", "round": 1, "current_seat": 0}
    shown = Shown(view)
    shown.apply(R.PhaseStarted("targeting", 2, 1))
    assert (shown.view["phase"], shown.view["round"], shown.view["current_seat"]) == (
        "targeting",
        2,
        1,
    )
    shown.apply(R.TurnStarted(2, "targeting", 2))
    assert shown.view["current_seat"] == 2


def test_the_header_never_names_another_phase_than_the_one_shown(app):
    seats = [SeatSpec("Cpu", 0, "ai", "easy"), SeatSpec("Bot", 1, "ai", "easy")]
    start_match(app, Match("henhouse", 3, seats, {}), autosave=False, turbo=True)
    scene = app.top
    banner = scene.table._component(scene.table.banner, Label)
    seen = 0

    def watch() -> None:
        nonlocal seen
        headers = [w for w in words(look(app)) if w.startswith("Round ")]
        if banner.text in ("Targeting", "Resolution") and headers:
            assert banner.text in headers[0], (banner.text, headers[0])
            seen += 1

    run_until(app, lambda: scene.state.round >= 2 or scene.state.is_over(), watch)
    assert seen


def test_ai_call_outs_are_players_words():
    state = new_game(3, 5, {})
    ais = [HenhouseAI(seat, level, 5) for seat, level in enumerate(("easy", "normal", "hard"))]
    said = call_outs(state, ais, 400)
    assert len(said) > 5
    for line in said:
        assert "_" not in line and not re.search(r"\d\.\d|[a-z][A-Z]", line), line


def test_the_guide_keeps_clear_of_the_enemy_farms(app, monkeypatch):
    monkeypatch.setattr(tutorial, "offer_tutorial", REAL_OFFER)
    app.change_settings(tutorials_seen=())
    scene = start_henhouse(app, players=3)
    run_until(app, lambda: isinstance(app.top, TutorialScene) and app.top.showing())
    guide = app.top
    for key in [K.K_s] * 10 + [K.K_SPACE, K.K_d, K.K_d, K.K_SPACE]:  # Randomise, Deploy!
        press_key(app, key)
    looked = set()

    def play() -> None:
        if guide.showing() and guide.index in (1, 2):
            frames(app)
            looked.add(guide.index)
            assert not guide.panel_rect.colliderect(scene.tutorial_anchor("farms"))
            if guide.index == 1:  # the card in focus says how the unit strikes
                assert not guide.panel_rect.colliderect(scene.tutorial_anchor("army"))
        if scene.rows_ready():  # under the guide, which lets play through
            press_key(app, K.K_SPACE)

    run_until(app, lambda: looked == {1, 2} or guide.index > 2, play)
    assert looked == {1, 2}
    assert SCREEN.contains(guide.panel_rect)


def test_the_aiming_prompt_names_the_players_own_keys(app):
    scene = start_henhouse(app, players=2)
    to_targeting(app, scene)
    press_key(app, K.K_SPACE)  # fire the first unit: its aim
    run_until(app, lambda: ready(app, scene) and scene.controls.aim == "target")
    words = scene.prompt()
    label = app.router.button_label
    assert f"{label('kb-left', Intent.NEXT)} switches farms" in words
    assert f"{label('kb-left', Intent.BACK)} turns a line" in words


def test_the_deck_count_and_the_farm_names_read_from_the_couch(app):
    scene = start_henhouse(app, 4)
    run_until(app, lambda: ready(app, scene) and scene.placing_now())
    record = look(app)
    deck = drawn(record, f"Deck: {scene.table.shown.view['deck_count']} Secret Weapons")
    assert deck.size >= 16 and L.MARKET.contains(deck.rect)
    for seat in (1, 2, 3):
        assert drawn(record, f"{scene.match.seats[seat].name}'s farm").size >= 16
    letters = [t for t in record.texts if t.words in "ABCDEFGHIJ" and len(t.words) == 1]
    assert any(not t.decorative and t.size >= 16 for t in letters), "the big board's letters"
    side = (L.COLS + 1) * L.THUMB_CELL
    thumbs = [pygame.Rect(L.thumb_origin(slot), (side, side)) for slot in range(3)]
    on_thumbs = [t for t in record.texts if any(r.contains(t.rect) for r in thumbs)]
    assert len(on_thumbs) >= 60, "each thumbnail pictures its coordinates"
    assert all(t.decorative for t in on_thumbs if t.size < 16), "small print is only picture"


def test_the_army_lists_caption_stands_out_from_the_sky_behind_it(app):
    """ "Your army" was white print on the sunset's pale sun."""
    scene = start_henhouse(app, players=2)
    run_until(app, lambda: ready(app, scene) and scene.placing_now())
    caption = drawn(look(app), "Your army").rect
    behind = pygame.Rect(caption.right + 12, caption.y, 200, caption.h)  # the caption's row
    assert L.HAND.contains(behind)
    pixels = [
        app.surface.get_at((x, y))
        for x in range(behind.left, behind.right, 4)
        for y in range(behind.top, behind.bottom, 2)
    ]
    ratio = min(contrast_ratio(PALETTE["text_light"], p) for p in pixels)
    assert ratio >= 3, ratio
