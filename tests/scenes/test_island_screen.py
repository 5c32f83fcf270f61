"""War for Chicken Island as a player sees it, looked at through what each frame draws:
every part of a fight's totals, a Strength that counts the dice as they are added, lines
that stay inside the band, and players' words in the call-outs."""

from __future__ import annotations

import re

import pygame
import pytest

import scenes.tutorial as tutorial
from ecs import audit
from game.island import DATA, new_game
from game.island import events as E
from game.island.ai import IslandAI
from game.match import Match, SeatSpec
from scenes.island import faces
from scenes.island import layout as L
from scenes.island.controls import _called
from scenes.island.effects import FightShow
from scenes.island.paint import HOVER_ROW
from scenes.menus import start_match
from scenes.tutorial import TutorialScene
from tests.scenes.harness import (
    audited_frame,
    call_outs,
    drawn,
    frames,
    look,
    overlapping,
    press_key,
    run_until,
    words,
)

REAL_OFFER = tutorial.offer_tutorial  # the scene tests' conftest switches the guides off
K = pygame
SCROLL = next(iter(DATA.scrolls))


@pytest.fixture
def app(audited_app):
    return audited_app


def _scene(app):
    seats = [SeatSpec("Ann", 0, "human", device="kb-left"), SeatSpec("Bob", 1, "ai", "easy")]
    start_match(app, Match("island", 3, seats, {}), autosave=False, turbo=True)
    scene = app.top
    run_until(app, lambda: scene.idle() and scene.state.stage == "leaders")
    return scene


def _staged_fight(scene) -> FightShow:
    """A fight staged over the island between the two Leaders."""
    pieces = scene.table.shown.view["pieces"]
    att = next(p for p in pieces if p["owner"] == 0)
    dfn = next(p for p in pieces if p["owner"] == 1)
    scene.table.fight = FightShow(dict(att), dict(dfn), 0, False, scene.table.clock - 5)
    return scene.table.fight


def test_a_big_fight_shows_every_line_of_both_totals(app):
    scene = _scene(app)
    fight = _staged_fight(scene)
    fight.strength, fight.armor = 19, 9
    fight.strength_parts = [
        ("Chicken", 1), ("Bonus dice", 2), ("Die spent", 3), ("Die spent", 3),
        ("Die spent", 3), ("Wing Slam", 3), ("Hammer Charge", 4),
    ]  # fmt: skip
    fight.armor_parts = [("Nugget", 7), ("Base", 2)]
    fight.cards = [
        {"seat": s % 2, "card": SCROLL, "shown": True, "slot": s, "landed": True, "flip": None}
        for s in range(6)
    ]
    record = look(app)
    lines = [f"{label} {amount:+d}" if i else f"{label} {amount}"
             for parts in (fight.strength_parts, fight.armor_parts)
             for i, (label, amount) in enumerate(parts)]  # fmt: skip
    rects = [drawn(record, line).rect for line in dict.fromkeys(lines)]
    cards = [L.fight_card(i, len(fight.cards)) for i in range(len(fight.cards))]
    assert not overlapping(rects)
    for rect in rects:
        assert L.FIGHT.contains(rect), rect
        assert not any(rect.colliderect(card) for card in cards), "a line hides under the cards"


def test_the_strength_counts_each_die_as_it_is_added(app):
    scene = _scene(app)
    fight = _staged_fight(scene)
    base = fight.attacker["strength"]
    assert f"Strength {base}" in words(look(app))
    scene.table.play(E.FightDie(0, 0, "plus3"))
    assert f"Strength {base + 3}" in words(look(app)), "the die counts before the totals"


def test_own_card_mark_clears_the_call_out(app):
    scene = _scene(app)
    fight = _staged_fight(scene)
    scene.viewer = 0
    fight.cards = [
        {"seat": 0, "card": SCROLL, "shown": False, "slot": 0, "landed": True, "flip": None}
    ]
    scene.callout, scene.callout_time = "Ann: places a Scroll face down", 2.0
    record = look(app)
    mine = drawn(record, "yours").rect
    said = drawn(record, "Ann: places a Scroll face down").rect
    assert not mine.colliderect(said)
    assert L.FIGHT.contains(said)


def test_a_long_hover_line_stays_inside_the_band(app):
    scene = _scene(app)
    parts = tuple(
        (f"Hammer Battle Car x{n}: Spd 3 Str 4 Arm 4", (255, 255, 255)) for n in (2, 3, 4)
    )
    surface = pygame.Surface((L.W, L.H))
    scene.painter._hover(surface, parts)
    outside = [
        (x, y)
        for y in range(HOVER_ROW.y, HOVER_ROW.bottom)
        for x in list(range(0, L.BAND.x)) + list(range(L.BAND.right, L.W))
        if surface.get_at((x, y))[:3] != (0, 0, 0)
    ]
    assert not outside, "the hover line runs into the side panels"
    assert surface.get_bounding_rect().height > 30, "the long line went onto a second line"


def test_a_leader_is_attacked_by_name():
    assert _called({"kind": "leader", "name": "Abigail"}) == "Abigail"
    assert _called({"kind": "chicken", "name": "Chicken"}) == "the Chicken"


def test_ai_call_outs_are_players_words():
    state = new_game(2, 4)
    ais = [IslandAI(seat, level, 4) for seat, level in enumerate(("normal", "hard"))]
    said = call_outs(state, ais, 120)
    assert len(said) > 4
    for line in said:
        assert "_" not in line and not re.search(r"[a-z][A-Z]", line), line


def test_the_guide_explains_build_first_and_keeps_clear_of_the_stock(app, monkeypatch):
    monkeypatch.setattr(tutorial, "offer_tutorial", REAL_OFFER)
    app.change_settings(tutorials_seen=())
    scene = _scene(app)
    run_until(app, lambda: isinstance(app.top, TutorialScene) and app.top.showing())
    guide = app.top
    press_key(app, K.K_SPACE)  # lead with the first Leader
    run_until(app, lambda: guide.index == 1 and guide.showing())
    press_key(app, K.K_SPACE)  # Roll! (focused first)
    says = []
    for _ in range(3):  # the Banner's dice, then Build, then the first action
        run_until(app, lambda: guide.showing() and guide.index not in [i for i, _ in says])
        frames(app)
        says.append((guide.index, guide.step.say))
        if guide.step.anchor != "stock" and "stock" not in scene.folded:  # (folded: its room)
            assert not guide.panel_rect.colliderect(L.STOCK), guide.step.say
        if "free action" in guide.step.say:
            break
        press_key(app, K.K_SPACE)
    words = [say for _, say in says]
    build = next(i for i, say in enumerate(words) if say.startswith("Build"))
    first = next(i for i, say in enumerate(words) if "free action" in say)
    acted = {"wi_move", "wi_fight", "wi_build", "wi_retrieve"} & {
        a.type for a in scene.match.actions
    }
    assert build < first and not acted, "Build is told before any action could be one"


def test_a_banner_reads_from_the_couch_with_its_strategy_clear_of_its_tags(app):
    seats = [SeatSpec("Ann", 0, "human", device="kb-left")]
    seats += [SeatSpec(f"Bot {n}", n, "ai", "easy") for n in (1, 2, 3)]
    start_match(app, Match("island", 3, seats, {}), autosave=False, turbo=True)
    scene = app.top
    run_until(app, lambda: scene.idle() and scene.state.stage == "leaders")
    strategy = max(
        (key for key, scroll in DATA.scrolls.items() if scroll.kind == "strategy"),
        key=lambda key: len(DATA.scrolls[key].name),
    )
    banners = scene.table.shown.view["banners"]
    banners[0]["strategy"], banners[1]["strategy"] = strategy, strategy
    banners[1]["tags"] = [2, 3]
    record = look(app)
    for seat in (0, 1):
        box = L.banner_rect(4, seat)
        inside = [t for t in record.texts if box.contains(t.rect)]
        assert {"Strategy:", DATA.scrolls[strategy].name} <= {t.words for t in inside}
        assert all(t.size >= 16 for t in inside), [(t.words, t.size) for t in inside]
        assert not overlapping([t.rect for t in inside]), [t.words for t in inside]
        tags = [pygame.Rect(0, 0, 28, 28) for _ in banners[seat]["tags"]]
        for i, tag in enumerate(tags):
            tag.center = L.banner_tag(4, seat, i)
        assert not any(t.rect.colliderect(tag) for t in inside for tag in tags)


def test_every_machine_card_prints_its_numbers_at_a_readable_size(app):
    record = audit.begin_frame(app.surface)
    for card in DATA.machines:
        slot = L.stock_slot(0)
        app.surface.blit(faces.machine_card(card, *L.STOCK_CARD), slot)
        stats = [t for t in record.texts if re.fullmatch(r"(Spd|Str|Arm|Rng) \d+", t.words)]
        assert len(stats) >= 3, card
        for text in stats:
            assert text.size >= 16, (card, text.words, text.size)
            assert slot.contains(text.rect), (card, text.words)
        assert not overlapping([t.rect for t in stats]), card
        record.texts.clear()


def test_a_discarded_scroll_flies_clear_of_the_banners_strategy(app):
    scene = _scene(app)
    strategy = next(key for key, scroll in DATA.scrolls.items() if scroll.kind == "strategy")
    scene.table.shown.view["banners"][0]["strategy"] = strategy
    magic = next(key for key, scroll in DATA.scrolls.items() if scroll.kind == "magic")
    scene.table.play(E.ScrollDiscarded(0, magic))
    name = DATA.scrolls[strategy].name
    flown = 0
    for _ in range(40):
        record = look(app)
        shown = [t.rect for t in record.texts if t.words in (name, "Strategy:")]
        card = [t.rect for t in record.texts if t.words in (DATA.scrolls[magic].name, "Magic")]
        flown += bool(card)
        assert not any(a.colliderect(b) for a in shown for b in card), "the card hides the row"
    assert flown, "the discarded card was seen flying"


def _audited(app, count: int) -> list:
    faults = []
    for _ in range(count):
        faults += audited_frame(app)
    return [str(f) for f in faults]


def test_a_discarded_scrolls_name_first_shows_where_no_words_lie(app):
    """It sets off from the top bar's free stretch: from beside the Banners it once first
    showed over the pieces' "+1" dice and over a tag's big words."""
    scene = _scene(app)
    widest = max(DATA.scrolls, key=lambda key: faces.scroll_name(key).get_width())
    name = DATA.scrolls[widest].name
    scene.table.play(E.ScrollDiscarded(1, widest))
    for _ in range(60):
        record = look(app)
        shown = [t for t in record.texts if t.words == name]
        if shown:
            break
    rect = shown[0].rect
    assert rect.bottom <= L.TOP, "it first shows in the top bar"
    others = [t for t in record.texts if t.words != name and t.words.strip()]
    assert not [t.words for t in others if t.rect.colliderect(rect)]


def test_a_die_added_to_a_fight_shows_clear_of_the_fighters_token(app):
    scene = _scene(app)
    fight = _staged_fight(scene)
    fight.attacker.update(token="spurred", shown=True)
    scene.table.play(E.FightDie(0, 0, "plus3"))
    assert _audited(app, 20) == []


def test_a_chicken_token_turns_over_clear_of_the_fights_words(app):
    """Large over the fighter, below the title and the totals it once covered; the
    fighter's small token waits until it has landed."""
    scene = _scene(app)
    for role in ("attacker", "defender"):
        fight = _staged_fight(scene)
        piece = getattr(fight, role)
        piece["token"] = "?"
        scene.table.play(E.ChickenRevealed(piece["id"], piece["owner"], "spurred"))
        landed = fight.turning[piece["id"]]
        while scene.table.clock < landed:
            scene.table.fight = fight  # staged: no rules' fight keeps it on
            assert [str(f) for f in audited_frame(app)] == []
            assert words(audit.frame).count("+2 Str") <= 1, "one token at a time"
        scene.table.fight = fight
        assert "+2 Str" in words(look(app)), "the small token is back once it has landed"
