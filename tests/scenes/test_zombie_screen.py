"""What the Zombie Chickens table draws, checked where it is drawn: the choice row fits the
centre and keeps the focused choice on screen, crowded Farms never overlap, and the words
on the prompt and header say what is true now."""

from __future__ import annotations

import pygame
import pytest

from game.match import Match, SeatSpec
from game.registry import info
from game.zombie import actions as A
from game.zombie import cards as C
from scenes import ui
from scenes.menus import TitleScene, start_match
from scenes.zombie import layout as L
from scenes.zombie import paint
from scenes.zombie.controls import CHIPS, Chip
from tests.scenes.harness import frames, look, press_key, run_until

SCREEN = pygame.Rect(0, 0, L.W, L.H)


def _start(app, seed: int, mode: str, players: int = 2):
    seats = [SeatSpec("Ann", 0, "human", device="kb-left")]
    seats += [SeatSpec(f"Cpu {i}", i, "ai", "easy") for i in range(1, players)]
    start_match(app, Match("zombie", seed, seats, {"mode": mode}), autosave=False, turbo=True)
    return app.top


def _play_until(app, scene, seed: int, done) -> None:
    """The human seat is played by an easy AI until ``done(state, rows)`` at its decision."""
    stand_in = info("zombie").make_ai(0, "easy", seed)

    def ready() -> bool:
        return scene.state.is_over() or (scene.idle() and scene.rows() is not None)

    for _ in range(2000):
        run_until(app, ready)
        assert not scene.state.is_over(), "the game ended before the moment was reached"
        if done(scene.state, scene.rows()):
            return
        scene.perform(stand_in.decide(scene.state.view(0)))
    raise AssertionError("the moment never came")


def _check_row(placed, before: int, after: int, total: int) -> None:
    rects = [rect for _, rect in placed]
    assert len(placed) + before + after == total
    for rect in rects:
        assert L.CHIP_ROW.contains(rect), f"{rect} runs out of the choice row {L.CHIP_ROW}"
    for left, right in zip(rects, rects[1:], strict=False):
        assert left.right < right.left, "two choices overlap"
    signs = (before > 0) * (L.MORE + L.CHIP_GAP), (after > 0) * (L.MORE + L.CHIP_GAP)
    assert rects[0].left >= L.CHIP_ROW.left + signs[0], "a choice lies under the 'more' sign"
    assert rects[-1].right <= L.CHIP_ROW.right - signs[1], "a choice lies under the 'more' sign"


def test_a_long_row_pages_and_the_focused_choice_is_always_drawn():
    labels = ["Shotgun + 2 Ammo + Shield", "Flamethrower + 1 Fuel + Shield", "Booby Trap + Shield"]
    chips = [Chip(label) for label in labels * 2] + [Chip("Let it through: lose a Life card")]
    seen = set()
    for col in range(len(chips)):
        placed, before, after = paint.chip_layout(chips, col, CHIPS)
        _check_row(placed, before, after, len(chips))
        assert any(chip is chips[col] for chip, _ in placed), f"choice {col} is off the screen"
        assert before or after, "seven long choices cannot all fit: a sign must say so"
        seen.update(id(chip) for chip, _ in placed)
    assert len(seen) == len(chips)
    for row in (L.SUPPLY, L.SIDE):  # never over the decks and discards, or the zombie's card
        assert not L.CHIP_ROW.colliderect(row)


def test_the_defence_row_follows_the_cursor_on_a_real_night(app):
    scene = _start(app, 4, "competitive")
    _play_until(app, scene, 4, lambda state, rows: state.step == "defend" and len(rows.chips) >= 7)
    rows = scene.rows()
    start = scene.controls.col  # where the hard AI would defend
    for _ in range(len(rows.chips)):
        focused = rows.chips[scene.controls.col]
        placed, before, after = paint.chip_layout(rows.chips, scene.controls.col, CHIPS)
        _check_row(placed, before, after, len(rows.chips))
        assert any(chip is focused for chip, _ in placed)
        press_key(app, pygame.K_d)
    assert scene.controls.col == start, "the row wraps round to where it started"
    anchor = scene.tutorial_anchor("chips")
    assert L.CHIP_ROW.contains(anchor), "the guide points at the chips where they are drawn"


@pytest.mark.parametrize("stacks", range(1, 13))
def test_farm_stacks_never_overlap(stacks):
    width = L.farm_card_width(stacks)
    rects = []
    for stack in range(stacks + 1):  # and the slot for a new stack
        rect = pygame.Rect(0, 0, width, L.card_height(width))
        rect.center = L.farm_card_centre(stacks, stack, 0)
        rects.append(rect)
    for left, right in zip(rects, rects[1:], strict=False):
        assert left.right < right.left
    assert rects[0].left >= L.FARM_LEFT and rects[-1].right <= L.FARM_RIGHT
    assert width == L.FARM_CARD or stacks >= 8, "a Farm with room keeps full-size cards"


def test_coop_header_and_sunrise_say_the_day_plainly(app):
    scene = _start(app, 5, "coop", players=3)
    _play_until(app, scene, 5, lambda state, rows: state.phase == "day")
    header = scene.painter.header()
    assert header == "Day 1: Ann's turn", header
    scene.table.shown.apply(A.DayStarted(2, 2))  # the sunrise banner, before the first turn
    assert scene.painter.header() == "Day 2 begins"
    scene.table.shown.apply(A.TurnStarted(1, "day"))
    assert scene.painter.header() == "Day 2: Cpu 1's turn"


def test_the_versus_header_names_the_half(app):
    scene = _start(app, 9, "competitive")
    run_until(app, lambda: scene.idle() and scene.rows() is not None)
    assert scene.painter.header() == "Day 1 · Morning: Ann's turn"


def test_prompts_name_the_key_and_offer_only_what_is_allowed(app):
    scene = _start(app, 4, "competitive")
    _play_until(app, scene, 4, lambda state, rows: state.step == "draw" and rows.farm)
    words = scene.painter._prompt_words(scene.rows())
    assert "(W: rearrange your Farm first)" in words, words
    _play_until(app, scene, 4, lambda state, rows: state.step == "place")  # discarding is done
    press_key(app, pygame.K_s)  # down to the hand (the focus may start on a Farm card)
    press_key(app, pygame.K_s)
    press_key(app, pygame.K_SPACE)  # take a card
    assert scene.controls.mode == "place"
    words = scene.painter._prompt_words(scene.rows())
    assert words == "Where does it go? Pick a stack.", words
    assert not any(isinstance(a, A.Discard) for a in scene.controls.legal)


def test_the_zoom_key_shows_the_focused_card_large_and_clear_of_the_choices(app):
    scene = _start(app, 4, "competitive")
    _play_until(app, scene, 4, lambda state, rows: state.step == "defend" and len(rows.chips) >= 2)
    press_key(app, pygame.K_c)  # kb-left's Next: look closer
    assert scene.zoom
    deck, card, x = scene.zoom_card()
    assert (deck, card) == ("night", scene.state.revealed), "at Night it shows the zombie"
    box = L.zoom_box(x, beside=True)
    prompt_top = L.PROMPT_Y - 26 - 14  # the call-out line above the prompt
    assert SCREEN.contains(box) and box.bottom < prompt_top
    assert not box.colliderect(pygame.Rect(L.REVEAL[0] - 70, L.REVEAL[1] - 92, 140, 184))
    hints = [(str(i), w) for i, w in scene.hints()]
    assert ("next", "Next card") in hints and ("back", "Close zoom") in hints
    press_key(app, pygame.K_q)  # kb-left's Back closes it, and cancels nothing
    assert not scene.zoom
    assert scene.state.step == "defend"


def test_the_zoom_follows_the_cursor_through_the_hand(app):
    scene = _start(app, 9, "competitive")
    run_until(app, lambda: scene.idle() and scene.rows() is not None)
    press_key(app, pygame.K_c)
    hand = scene.state.hands[0]
    start = scene.controls.col  # the hard AI's card
    for step in range(len(hand)):
        deck, card, x = scene.zoom_card()
        assert (deck, card) == ("day", hand[(start + step) % len(hand)])
        box = L.zoom_box(x, beside=False)
        assert SCREEN.contains(box) and box.bottom < L.CHIP_ROW.top
        assert not (box.left <= x <= box.right), "the close-up covers the card it shows"
        press_key(app, pygame.K_d)


def test_the_trade_prompt_names_the_players_own_confirm_key(app):
    seats = [SeatSpec("Ann", 0, "human", device="kb-right"), SeatSpec("Bob", 1, "ai", "easy")]
    options = {"mode": "coop", "open_hands": True}
    start_match(app, Match("zombie", 5, seats, options), autosave=False)
    scene = app.top
    run_until(app, lambda: scene.idle() and scene.rows() is not None)
    press_key(app, pygame.K_UP)  # to the chips: "Trade with Bob"
    press_key(app, pygame.K_RETURN)
    assert scene.controls.mode == "offer"
    words = scene.painter._prompt_words(scene.rows())
    assert words == "Pick the cards to offer (Enter marks a card).", words


def test_toasts_keep_off_the_chips_hand_and_farm(app):
    scene = _start(app, 9, "competitive")
    run_until(app, lambda: scene.idle() and scene.rows() is not None)
    clear = scene.choice_rects()
    assert scene.tutorial_anchor("hand") in clear and scene.tutorial_anchor("farm") in clear
    texts = ["Nothing to undo: draws, rolls and other players' moves are final", "Undone"]
    for box in ui.toast_boxes(texts, clear):
        assert SCREEN.contains(box) and box.collidelist(clear) == -1


def test_seat_rows_never_overlap_their_own_words_in_large_text(audited_app):
    app = audited_app
    app.replace(TitleScene(app))
    frames(app)
    app.change_settings(text_size="large")
    scene = _start(app, 9, "competitive", players=4)
    run_until(app, lambda: scene.idle() and scene.rows() is not None)
    drawn = [(text.words, text.rect) for text in look(app).texts]
    for seat in range(4):
        row = L.side_row(4, seat)
        inside = [(w, rect) for w, rect in drawn if row.contains(rect)]
        assert len(inside) >= 3, inside  # name, device or AI level, hand count
        for i, (words, rect) in enumerate(inside):
            for other, other_rect in inside[i + 1 :]:
                assert not rect.colliderect(other_rect), f"{words!r} overlaps {other!r}"


def test_the_close_up_is_kept_clear_like_a_choice(app):
    scene = _start(app, 9, "competitive")
    run_until(app, lambda: scene.idle() and scene.rows() is not None)
    assert scene.zoom_box() is None
    press_key(app, pygame.K_c)
    box = scene.zoom_box()
    assert box is not None and box in scene.choice_rects(), "guides and toasts keep off it"


def test_every_trait_line_under_the_zombie_fits_at_16_px():
    """The legend under the zombie is read at the gate: never shrunk below 16 px to fit."""
    for trait, words in C.TRAITS.items():
        assert ui.text_width(words, 16) <= L.LEGEND_ROOM, f"{trait}: {words!r} is shrunk"


def test_next_steps_the_close_up_through_every_card_on_the_table(app):
    """Small cards' print is decoration only because every one can be read large: Next
    steps from the card in focus through the rest (the face-up pair and the discards too),
    and past the last the close-up closes; Back closes it at once."""
    scene = _start(app, 9, "competitive")
    run_until(app, lambda: scene.idle() and scene.rows() is not None)
    cards = [(deck, card) for deck, card, _ in scene.table_cards()]
    assert set(scene.table.shown.face_up) <= {card for deck, card in cards if deck == "day"}
    press_key(app, pygame.K_c)
    seen = []
    while scene.zoom:
        seen.append(scene.zoom_card()[:2])
        box = scene.zoom_box()
        assert SCREEN.contains(box)
        press_key(app, pygame.K_c)
    assert seen == cards[cards.index(seen[0]) :], "each card once, in order, to the last"
    press_key(app, pygame.K_c)
    press_key(app, pygame.K_c)
    assert scene.browsed is not None
    press_key(app, pygame.K_q)
    assert not scene.zoom and scene.controls.mode == "base", "Back closed it, cancelling nothing"


def test_the_close_up_opens_on_another_players_turn(app):
    scene = _start(app, 9, "competitive")
    _play_until(app, scene, 9, lambda state, rows: state.step == "draw")
    stand_in = info("zombie").make_ai(0, "easy", 9)
    scene.perform(stand_in.decide(scene.state.view(0)))
    run_until(app, lambda: scene.state.current_seat() != 0 and scene.rows() is None)
    press_key(app, pygame.K_c)
    assert scene.zoom and scene.zoom_card() is not None
    press_key(app, pygame.K_c)
    assert scene.zoom_card()[:2] in [(d, c) for d, c, _ in scene.table_cards()]


def test_a_lifted_hand_card_stays_clear_of_the_choice_labels_above():
    """A focused hand card rises, but not onto the words of the chips just above it."""
    lifted_top = L.HAND_Y - L.card_height(L.HAND_CARD) // 2 - L.LIFT
    label_bottom = L.CHIP_ROW.centery + paint.CHIP_TEXT * 0.6  # a chip's label's ink
    assert lifted_top > label_bottom + 2


@pytest.mark.parametrize("text_size", ["normal", "large"])
def test_the_shared_lives_hearts_never_touch_their_number(audited_app, monkeypatch, text_size):
    """ "Shared lives: 5" had its five hearts drawn over the 5."""
    app = audited_app
    app.change_settings(text_size=text_size)
    hearts: list[tuple[tuple[int, int], int]] = []
    drawn_hearts = paint.Painter._hearts
    monkeypatch.setattr(
        paint.Painter,
        "_hearts",
        lambda self, s, at, count, side: (
            hearts.append((at, count)),
            drawn_hearts(self, s, at, count, side),
        ),
    )
    scene = _start(app, 5, "coop", players=2)
    run_until(app, lambda: scene.idle() and scene.rows() is not None)
    lives = scene.table.shown.lives[0]
    said = next(t for t in look(app).texts if t.words == f"Shared lives: {lives}")
    (right, _), count = hearts[-1]
    assert count in (1, lives), "every life, or one heart beside the number"
    assert right - count * paint.HEART_STEP >= said.rect.right + 8, (said.rect, right, count)
    assert L.SIDE.contains(said.rect)
