"""War for Chicken Island read from the couch: every word a player reads to decide is
16 px and up, small cards have a close-up, and nothing overlaps or leaves its panel
(issue 14). Each test looks at real frames through the screen audit's recorder."""

from __future__ import annotations

from types import SimpleNamespace

import pygame
import pytest

from ecs import audit
from game.island import DATA
from game.island import actions as A
from game.island import events as E
from game.island.ai import IslandAI
from game.match import Match, SeatSpec
from scenes.island import faces, marks
from scenes.island import layout as L
from scenes.island.controls import Chip, Decision
from scenes.island.effects import FightShow
from scenes.menus import start_match
from scenes.screen_audit import MIN_SIZE, word_faults
from tests.scenes.harness import audited_frame, drawn, frames, look, press_key, run_until, words

SCROLLS = list(DATA.scrolls)
STRONG = next(t for t, token in DATA.pelea_tokens.items() if token.strength)


@pytest.fixture
def app(audited_app):
    return audited_app


def _scene(app, stage: str = "leaders"):
    seats = [SeatSpec("Ann", 0, "human", device="kb-left"), SeatSpec("Bob", 1, "ai", "easy")]
    start_match(app, Match("island", 3, seats, {}), autosave=False, turbo=True)
    scene = app.top

    def lead() -> None:  # Ann takes her first Leader
        seat = scene.state.current_seat()
        if scene.state.stage == "leaders" and seat == 0 and scene.idle() and scene.rows_ready():
            scene.perform(A.PickLeader(scene.state.dealt[0][0]))

    run_until(app, lambda: scene.idle() and scene.state.stage == stage, lead)
    frames(app, 3)
    return scene


def _small(record: audit.Frame) -> list[tuple[str, float]]:
    return [(t.words, t.size) for t in record.texts if not t.decorative and t.size < MIN_SIZE]


def _fight(scene, cards: list[str]) -> FightShow:
    pieces = scene.table.shown.view["pieces"]
    att = next(p for p in pieces if p["owner"] == 0)
    dfn = next(p for p in pieces if p["owner"] == 1)
    fight = FightShow(dict(att), dict(dfn), 0, False, scene.table.clock - 5)
    fight.cards = [
        {"seat": i % 2, "card": c, "shown": True, "slot": i, "landed": True, "flip": None}
        for i, c in enumerate(cards)
    ]
    scene.table.fight = fight
    return fight


def test_the_leaders_and_their_choices_print_at_full_size(app):
    _scene(app)
    record = look(app)
    assert any(w.startswith("Lead with") for w in words(record))
    assert _small(record) == []
    assert [f for f in audited_frame(app) if f.kind != "words"] == []


def test_the_roll_chips_show_dice_and_words_at_full_size(app):
    scene = _scene(app, "roll")
    run_until(app, lambda: scene.decision() is not None)
    record = look(app, 2)
    chips = [c.rect for c in record.choices if c.row == "chips"]
    inside = [t for t in record.texts if any(r.contains(t.rect) for r in chips)]
    assert any(t.words in ("Keep", "Reroll") for t in inside)
    assert [(t.words, t.size) for t in inside if t.size < MIN_SIZE] == []
    assert [f.kind for f in audited_frame(app)] == []


def test_the_island_numbers_hide_under_a_fight_and_read_at_full_size_otherwise(app):
    scene = _scene(app, "roll")
    record = look(app)
    counts = [t for t in record.texts if t.words.startswith("x") and t.words[1:].isdigit()]
    assert counts and all(t.size >= MIN_SIZE for t in counts)
    _fight(scene, [])
    record = look(app)
    assert not [t for t in record.texts if t.words in {c.words for c in counts}]


def test_the_big_words_fit_over_the_island(app):
    scene = _scene(app, "roll")
    scene.table._pop("Hammer Battle Car built!", "Player 1", hold=2.0)
    record = look(app, 30)  # grown to full size
    assert L.ISLAND.contains(drawn(record, "Hammer Battle Car built!").rect)


def test_the_fighters_stride_in_from_inside_the_fight(app):
    scene = _scene(app, "roll")
    _fight(scene, [])
    scene.table.fight.start = scene.table.clock  # the first frame of the entrance
    record = look(app)
    strength = [t for t in record.texts if t.words.startswith("Strength ")]
    assert strength and all(L.FIGHT.contains(t.rect) for t in strength)
    assert all(L.FIGHT.contains(t.rect) for t in record.texts if t.words == "Chicken")


def test_a_fights_cards_open_up_close_on_the_next_key_every_word_at_full_size(app):
    scene = _scene(app, "roll")
    cards = SCROLLS[:5]
    _fight(scene, cards)
    record = look(app)
    name = DATA.scrolls[cards[0]].name
    small = [t for t in record.texts if t.words == name and L.FIGHT.contains(t.rect)]
    assert small and all(t.decorative for t in small), "the small card is decoration"
    press_key(app, pygame.K_c)
    assert scene.zoom
    record = look(app)
    for card in cards:
        big = drawn(record, DATA.scrolls[card].name)
        assert big.size >= MIN_SIZE and not big.decorative
        assert drawn(record, faces.plain(DATA.scrolls[card].text)).size >= MIN_SIZE
    assert audited_frame(app) == []
    press_key(app, pygame.K_c)
    assert not scene.zoom


def test_the_scroll_in_focus_is_drawn_up_close_in_the_hand(app):
    scene = _scene(app, "roll")
    scene.table.shown.view["hand"] = SCROLLS[:7]  # a full hand: cards fanned, one on top
    record = look(app)
    first = DATA.scrolls[SCROLLS[0]]
    big = [t for t in record.texts if t.words == first.name and not t.decorative]
    assert big and big[0].size >= MIN_SIZE and L.HAND.contains(big[0].rect)
    assert drawn(record, faces.plain(first.text)).size >= MIN_SIZE
    slots = [L.hand_slot(7, i) for i in range(7)]
    assert all(L.HAND.contains(r) and r.w >= L.NARROWEST_CARD for r in slots)
    assert [f for f in audited_frame(app) if f.kind != "words"] == []


def test_a_pelea_sized_hand_fans_out_with_only_the_top_cards_words(app):
    scene = _scene(app, "roll")
    hand = (SCROLLS * 2)[:14]  # Pelea de Gallos deals big hands
    scene.table.shown.view["hand"] = hand
    record = look(app)
    slots = [L.hand_slot(len(hand), i) for i in range(len(hand))]
    assert all(L.HAND.contains(r) and r.w >= L.NARROWEST_CARD for r in slots)
    kinds = {DATA.scrolls[c].kind.capitalize() for c in hand}
    row = slots[0].unionall(slots).inflate(0, 12)  # the cards, not the close-up below
    headers = [t for t in record.texts if t.words in kinds and row.contains(t.rect)]
    assert len(headers) == 1, "only the card on top shows its kind"
    assert [f for f in audited_frame(app) if f.kind != "words"] == []


def test_many_fight_cards_overlap_with_only_the_last_ones_words(app):
    scene = _scene(app, "roll")
    cards = (SCROLLS * 2)[:10]
    _fight(scene, cards)
    assert L.fight_cards_overlap(len(cards))
    record = look(app)
    names = {DATA.scrolls[c].name for c in cards}
    shown = [t.words for t in record.texts if t.words in names and L.FIGHT.contains(t.rect)]
    assert shown == [DATA.scrolls[cards[-1]].name]
    assert [f for f in audited_frame(app) if L.FIGHT.colliderect(f.rect)] == []


def test_a_die_leaving_the_banner_is_never_drawn_over_its_own_place(app):
    scene = _scene(app, "roll")
    view = scene.table.shown.view
    piece = next(p for p in view["pieces"] if p["owner"] == 0)
    view["banners"][0]["dice"][0]["face"] = "plus1"
    look(app)
    scene.table.play(E.DiePlaced(0, 0, piece["id"]))
    faults = audited_frame(app)  # the die's first frame, still where it starts
    assert [f for f in faults if "+1" in f.words] == []


def test_the_variants_print_reads_at_full_size(app):
    scene = _scene(app, "roll")
    view = scene.table.shown.view
    view["options"] = {**(view.get("options") or {}), "pelea": True, "base_bonus": True}
    view["teams"] = [0, 1]
    view["banners"][0].update(dead=6, dead_tokens=[STRONG, "?", *[STRONG] * 4])
    view["banners"][1].update(dead=0, dead_tokens=[])
    piece = next(p for p in view["pieces"] if p["owner"] == 0)
    piece.update(token=STRONG, shown=True)
    scene.painter.__dict__.pop("_banner_cache", None)  # the options are fixed in a real game
    record = look(app, 2)
    seen = words(record)
    assert "no resources" in seen and "+2" in seen and "Team A" in seen
    assert marks.token_words(STRONG) in seen and "each chicken hides a token" in seen
    assert _small(record) == []
    assert [f for f in audited_frame(app) if L.BANNERS.colliderect(f.rect)] == []


def test_the_machine_a_choice_names_is_drawn_up_close_in_the_hand(app, monkeypatch):
    scene = _scene(app, "roll")
    card = scene.table.shown.view["stock"][0]
    name = DATA.machines[card].name
    record = look(app)
    small = [t for t in record.texts if t.words == name]
    assert small and all(t.decorative for t in small), "the stock's small print is decoration"
    monkeypatch.setattr(scene.painter, "_focus", lambda decision: (card, None))
    record = look(app)
    big = [t for t in record.texts if t.words == name and not t.decorative]
    assert big and big[0].size >= MIN_SIZE and L.HAND.contains(big[0].rect)
    for line, _ in faces.machine_lines(card):
        assert drawn(record, line).size >= MIN_SIZE
    assert [f for f in audited_frame(app) if f.kind != "words"] == []


@pytest.mark.parametrize("kind", ["scroll", "machine"])
def test_every_close_up_holds_all_its_words(kind):
    pygame.init()
    top = L.hand_slot(1, 0).bottom + 6
    if kind == "scroll":
        room = L.HAND.bottom - 6 - top
        tallest = max(faces.detail_height(faces.scroll_lines(c), L.HAND.w - 12) for c in SCROLLS)
    else:
        room = L.HAND.h - 38
        tallest = max(faces.machine_detail_height(c, L.HAND.w - 12) for c in DATA.machines)
    assert tallest <= room


def test_the_island_rules_count_their_dice_in_words():
    text = (L.__file__.rsplit("/scenes/", 1)[0] + "/assets/data/island-rules.txt").strip()
    with open(text, encoding="utf-8") as rules:
        faults = [(line, word_faults(line)) for line in rules if word_faults(line)]
    assert faults == []


def test_a_discarded_scrolls_name_is_read_in_flight_and_never_rests_on_other_words(app):
    scene = _scene(app, "roll")
    card = SCROLLS[0]
    scene.table.play(E.ScrollDiscarded(0, card))
    seen = 0
    for _ in range(40):
        faults = audited_frame(app)
        name = [t for t in audit.frame.texts if t.words == DATA.scrolls[card].name]
        seen += any(t.size >= MIN_SIZE for t in name)
        assert [f for f in faults if DATA.scrolls[card].name in f.words] == []
    assert seen, "the name flew, readable"


def test_a_discarded_scrolls_name_is_first_read_in_the_top_bar(app):
    scene = _scene(app, "roll")
    name = DATA.scrolls[SCROLLS[0]].name
    scene.table.play(E.ScrollDiscarded(0, SCROLLS[0]))

    def flying() -> list:  # the name outside the hand, where the Scroll may also be
        return [t for t in audit.frame.texts if t.words == name and not L.HAND.contains(t.rect)]

    audited_frame(app)  # its first frames, where it starts: never over the island's print
    audited_frame(app)
    assert flying() and all(t.rect.bottom <= L.TOP for t in flying())
    seen = 0
    for _ in range(30):
        audited_frame(app)
        seen += bool(flying())
    assert seen, "then read on its way"


def test_a_die_on_a_piece_is_read_out_in_the_hover_line(app):
    scene = _scene(app, "roll")
    piece = next(p for p in scene.table.shown.view["pieces"] if p["owner"] == 0)
    piece["plus"] = 1
    scene.controls.focus, scene.controls.cursor = "board", (piece["q"], piece["r"])
    parts, tips = scene.painter._hover_parts(SimpleNamespace(board=True))
    assert any("+1 die" in words for words, _ in parts) and tips == ()
    record = look(app, 2)
    pips = [t for t in record.texts if t.words == "+1" and L.ISLAND.contains(t.rect)]
    assert pips and all(t.decorative for t in pips), "the pip's own print is decoration"


def test_a_long_choice_keeps_its_full_size_and_the_row_pages(app):
    scene = _scene(app, "roll")
    labels = [
        "Guardian (golem 16): 1 Star for +2 armor",
        "Place a +1 die on the attacker (it stays)",
    ]
    decision = Decision(chips=[Chip(label) for label in labels] + [Chip("Pass")])
    scene.controls.focus, scene.controls.col = "menu", 1
    audit.begin_frame(app.surface)
    scene.painter._band(app.surface, decision)
    record = audit.frame
    for label in labels[1:]:
        assert drawn(record, label).size >= MIN_SIZE
    assert all(L.BAND.inflate(12, 0).contains(c.rect) for c in record.choices)
    assert [c.label for c in record.choices if c.focused] == [labels[1]]


def test_a_toast_keeps_off_the_line_saying_whose_turn_it_is(app):
    scene = _scene(app, "roll")
    prompt = pygame.Rect(L.BAND.x, L.PROMPT_Y - 12, L.BAND.w, 24)
    assert prompt in scene.kept_clear()
    app.toast("Player 1 has no card to play: passes")
    record = look(app)
    toast = drawn(record, "Player 1 has no card to play: passes")
    assert not toast.rect.colliderect(prompt), (toast.rect, prompt)


def _my_actions(app):
    """Ann's own Take Actions step, the cursor on the island (so its hover line shows)."""
    scene = _scene(app, "roll")
    stand_in = IslandAI(0, "normal", 3)

    def play() -> None:
        if scene.state.current_seat() == 0 and scene.idle() and scene.rows_ready():
            scene.perform(stand_in.decide(scene.state.view(0)))

    run_until(
        app,
        lambda: (
            scene.state.stage == "actions"
            and scene.state.current_seat() == 0
            and scene.idle()
            and scene.rows_ready()
        ),
        lambda: scene.state.stage != "actions" and play(),
    )
    frames(app, 3)
    return scene


def test_a_toast_keeps_off_the_chips_and_the_hover_line(app):
    """Once a message covered the hover line ("Base of Player 1 · Keekmee: Spd 2...")."""
    scene = _my_actions(app)
    hover = scene.painter.hover_rect()
    assert hover is not None and scene.controls.focus == "board"
    app.toast("Player 1 has no card to play: passes")
    record = look(app)
    toast = drawn(record, "Player 1 has no card to play: passes").rect
    assert record.choices, "the chips are drawn"
    assert not any(toast.colliderect(c.rect) for c in record.choices)
    assert not toast.colliderect(hover), (toast, hover)
    assert audited_frame(app) == []


def test_a_stacks_count_stands_clear_of_its_plus_one_dice(app):
    """The "x3" once sat on the top piece's "+1" die."""
    scene = _scene(app, "roll")
    view = scene.table.shown.view
    leader = next(p for p in view["pieces"] if p["owner"] == 0 and p["kind"] == "leader")
    here = [p for p in view["pieces"] if (p["q"], p["r"]) == (leader["q"], leader["r"])]
    assert len(here) > 2, "a Leader starts on its Base with its chickens"
    for piece in here:
        piece["plus"] = 1
    scene.table.set_view(view)
    record = look(app)
    count = drawn(record, f"x{len(here)}").rect
    pips = [t.rect for t in record.texts if t.words == "+1"]
    assert len(pips) >= 2 and not any(count.colliderect(pip) for pip in pips), (count, pips)


def test_the_base_bonus_badges_wait_while_the_leaders_are_chosen(app):
    """Their "+2" once showed through the Leader cards, like no other number of the island."""
    seats = [SeatSpec("Ann", 0, "human", device="kb-left"), SeatSpec("Bob", 1, "ai", "easy")]
    start_match(app, Match("island", 3, seats, {"base_bonus": True}), autosave=False, turbo=True)
    scene = app.top

    def on_island() -> list:
        return [t for t in look(app).texts if t.words == "+2" and L.ISLAND.contains(t.rect)]

    run_until(app, lambda: scene.idle() and scene.decision() is not None)
    assert scene.state.stage == "leaders" and on_island() == []

    def lead() -> None:
        if scene.state.stage == "leaders" and scene.state.current_seat() == 0 and scene.idle():
            scene.perform(A.PickLeader(scene.state.dealt[0][0]))

    run_until(app, lambda: scene.idle() and scene.state.stage == "roll", lead)
    assert len(on_island()) == 2, "one on each Base"
