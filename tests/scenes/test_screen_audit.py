"""The screen audit: its checks catch each kind of fault on small made-up frames and pass
clean ones; its recorder follows real drawing (through cards and scaling) to the screen;
and tools/audit_screens.py plays through the real scenes and ends with its counts."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pygame
import pytest

from ecs import audit
from ecs.audit import Choice, Frame, Panel, Text
from scenes import ui
from scenes.screen_audit import check, word_faults

ROOT = Path(__file__).resolve().parents[2]


def _text(words: str, rect: tuple, size: float = 24, **kw) -> Text:
    return Text(words, size, pygame.Rect(rect), **kw)


def _kinds(frame: Frame) -> list[str]:
    return [fault.kind for fault in check(frame)]


def test_a_clean_frame_has_no_faults():
    frame = Frame(
        texts=[_text("Player 1's turn", (500, 20, 280, 30)), _text("Roll", (600, 600, 60, 24))],
        choices=[Choice("choices", "Roll", pygame.Rect(560, 590, 140, 44), True)],
        panels=[Panel(pygame.Rect(480, 10, 320, 50), 0)],
    )
    assert check(frame) == []


def test_a_text_off_the_screen():
    assert _kinds(Frame(texts=[_text("Let it through", (1230, 300, 120, 24))])) == [
        "text off screen"
    ]


def test_a_text_outside_its_box_and_outside_its_panel():
    boxed = _text("Let it through", (90, 10, 120, 24), boxes=[(pygame.Rect(0, 0, 150, 40), "chip")])
    assert _kinds(Frame(texts=[boxed])) == ["text outside its box"]
    cut = Frame(texts=[_text("Back to menu", (500, 380, 200, 30))])
    cut.panels.append(Panel(pygame.Rect(400, 100, 400, 300), 0))
    assert _kinds(cut) == ["text outside its panel"]
    banner = Frame(texts=[_text("Flag taken!", (465, 237, 263, 53))])
    banner.panels.append(Panel(pygame.Rect(585, 250, 30, 30), 0))  # a token it passes over
    assert check(banner) == []


def test_a_card_in_flight_is_judged_where_it_lands_not_on_its_way():
    label = _text("Discard", (100, 100, 90, 24))
    flying = _text("Shotgun", (110, 95, 80, 24))
    before = Frame(texts=[label, _text("Shotgun", (300, 95, 80, 24))])
    moving = Frame(texts=[label, flying])
    assert check(moving, before) == []  # it crosses the label on its way
    landed = Frame(texts=[label, flying])
    assert _kinds(landed) == ["texts overlap"]  # at rest on the label: a fault
    assert [f.kind for f in check(landed, moving)] == ["texts overlap"]
    new = Frame(texts=[label, flying])
    assert [f.kind for f in check(new, Frame(texts=[label]))] == ["texts overlap"]  # just drawn


def test_a_label_in_flight_past_its_resting_twin_is_still_in_flight():
    """A discarded Scroll's name flies while the same name rests in the hand's close-up:
    the flying one crosses words on its way, but a twin newly drawn is judged at rest."""
    label = _text("Henrietta", (196, 58, 70, 18))
    twin = _text("Feather Sacrifice", (928, 490, 200, 27))
    before = Frame(texts=[label, twin, _text("Feather Sacrifice", (120, 20, 200, 27))])
    moving = Frame(texts=[label, twin, _text("Feather Sacrifice", (180, 50, 200, 27))])
    assert check(moving, before) == []  # it crosses the Banner's name on its way
    drawn = Frame(texts=[label, twin, _text("Feather Sacrifice", (180, 50, 200, 27))])
    still = Frame(texts=[label, twin])
    assert [f.kind for f in check(drawn, still)] == ["texts overlap"]  # a new twin: at rest


def test_a_card_in_flight_crosses_the_words_under_it_but_a_card_at_rest_covers_them():
    label = _text("Player 2", (47, 220, 76, 18))
    card = pygame.Rect(101, 215, 32, 32)
    pip = _text("+1", (108, 222, 17, 12), boxes=[(card, "image 32x32")])
    before = Frame(texts=[label, _text("+1", (60, 222, 17, 12), boxes=[(card, "image 32x32")])])
    flying = Frame(texts=[label, pip], panels=[Panel(card, 1)])
    assert [f.kind for f in check(flying, before)] == []  # it crosses the name on its way
    resting = Frame(texts=[label, pip], panels=[Panel(card, 1)])
    assert "text under a panel" in [f.kind for f in check(resting, flying)]  # it stopped there


def test_a_panel_drawn_over_a_text():
    frame = Frame(texts=[_text("0 pts", (870, 565, 60, 25))])
    frame.panels.append(Panel(pygame.Rect(630, 585, 270, 66), 1))  # drawn after the text
    assert _kinds(frame) == ["text under a panel"]


def test_two_overlapping_texts_but_not_two_touching_ones():
    overlapping = Frame(texts=[_text("other leaders.", (1020, 460, 140, 24))])
    overlapping.texts.append(_text("2-4 players", (1040, 470, 120, 24)))
    assert _kinds(overlapping) == ["texts overlap"]
    touching = Frame(texts=[_text("a line", (100, 100, 80, 24)), _text("next", (100, 124, 80, 24))])
    assert check(touching) == []


def test_text_over_a_choice_but_not_its_own_label():
    choice = Choice("chips", "+ Shield", pygame.Rect(100, 600, 150, 40), False)
    label = _text("+ Shield", (120, 610, 110, 20))
    assert check(Frame(texts=[label], choices=[choice])) == []
    toast = _text("Nothing to undo", (200, 590, 300, 30))
    assert _kinds(Frame(texts=[toast], choices=[choice])) == ["text over a choice"]


def test_too_small_text_unless_it_is_decoration():
    assert _kinds(Frame(texts=[_text("Shotgun", (10, 10, 60, 10), size=8)])) == ["text too small"]
    assert check(Frame(texts=[_text("A", (10, 10, 8, 8), size=8, decorative=True)])) == []
    assert check(Frame(texts=[_text("Shotgun", (10, 10, 60, 16), size=16)])) == []


def test_a_choice_cut_by_the_panel_it_sits_on():
    frame = Frame(panels=[Panel(pygame.Rect(340, 100, 600, 500), 0)])
    frame.choices.append(Choice("menu", "Back to menu", pygame.Rect(430, 570, 420, 56), False, 1))
    assert _kinds(frame) == ["choice outside its panel"]
    frame.choices[0].rect.y = 500
    assert check(frame) == []


def test_the_focused_choice_off_the_screen():
    far = Choice("chips", "+ Shield", pygame.Rect(-160, 600, 150, 40), True)
    assert _kinds(Frame(choices=[far])) == ["focused choice off screen"]


def test_a_text_under_a_veil_is_not_judged():
    frame = Frame(texts=[_text("tiny", (1270, 10, 40, 8), size=8)], covered=1)
    assert check(frame) == []


@pytest.mark.parametrize(
    "words",
    [
        "Bot 3: answering card_side",
        "Bot 2: PlayScroll",
        "EndActions",
        "Replay saved: /home/ann/.local/share/fowlplay/replays/1.json",
        "fowlplay --replay game.json",
        "Bank now: 1 pts",
        "1 zombies stopped",
        "Henrietta 1 eggs",
        "+1 dice +1",
        "places a Ammo",
        "an Scroll",
    ],
)
def test_words_not_for_players(words):
    assert word_faults(words), words
    assert _kinds(Frame(texts=[_text(words, (10, 10, 300, 24))])) == ["words"] * len(
        word_faults(words)
    )


@pytest.mark.parametrize(
    "words",
    [
        "Play a Scroll",
        "Bank now: 1 pt",
        "2 pts",
        "1 zombie stopped",
        "Player 1 goes first",
        "Player 1 holds 0 Scrolls",
        "Day 1 begins",
        "places an Ammo",
        "a unit",
        "1 die +1",
        "Press W/S to move",
        "Step 1/5",
    ],
)
def test_words_for_players(words):
    assert word_faults(words) == []


@pytest.fixture
def recording():
    """The recorder on, drawing onto a 1280 x 720 screen; pygame put back afterwards."""
    audit.install()
    try:
        screen = pygame.Surface((1280, 720))
        yield screen, audit.begin_frame(screen)
    finally:
        audit.uninstall()


def test_the_recorder_finds_a_text_drawn_off_the_screen(recording):
    screen, frame = recording
    ui.text(screen, "Let it through", 24, (1270, 300))
    assert [t.words for t in frame.texts] == ["Let it through"]
    assert [(f.kind, f.words) for f in check(frame)] == [("text off screen", "Let it through")]


def test_a_text_on_a_scaled_card_reaches_the_screen_with_the_card_as_its_box(recording):
    screen, frame = recording
    card = pygame.Surface((100, 60), pygame.SRCALPHA)
    ui.text(card, "Shotgun", 10, (50, 30))
    big = pygame.transform.smoothscale(card, (200, 120))
    screen.blit(big, (300, 400))
    (shown,) = frame.texts
    assert shown.words == "Shotgun" and shown.size == 20
    assert pygame.Rect(300, 400, 200, 120).contains(shown.rect)
    assert shown.boxes == [(pygame.Rect(300, 400, 200, 120), "image 200x120")]
    assert check(frame) == []


def test_a_card_laid_on_a_pile_hides_the_card_below_but_a_card_over_a_label_does_not(recording):
    screen, frame = recording
    cards = []
    for title in ("Hay Bale", "Shotgun"):
        card = pygame.Surface((96, 134), pygame.SRCALPHA)
        card.fill((200, 180, 150, 255))
        ui.text(card, title, 16, (48, 20))
        cards.append(card)
    ui.text(screen, "Day deck", 18, (58, 150))
    for card in cards:
        screen.blit(card, (10, 75))
    assert [t.words for t in frame.texts] == ["Day deck", "Shotgun"]
    assert [(f.kind, f.words) for f in check(frame)] == [("text under a panel", "Day deck")]


def test_text_painted_over_is_gone(recording):
    screen, frame = recording
    ui.text(screen, "old words", 24, (200, 200))
    screen.fill((0, 0, 0), pygame.Rect(100, 150, 300, 100))
    assert frame.texts == []


def test_a_menu_records_its_rows_and_which_is_focused(recording):
    screen, frame = recording
    menu = ui.Menu([ui.Item("Resume", lambda: None), ui.Item("Rules", lambda: None)])
    menu.draw(screen, 640, 650)
    assert [(c.label, c.focused) for c in frame.choices] == [("Resume", True), ("Rules", False)]
    kinds = {f.kind for f in check(frame)}
    assert kinds == {"choice off screen", "text off screen"}  # the second row is below 720


def test_decoration_is_marked_and_spared_the_size_rule(recording):
    screen, frame = recording
    with audit.decorative():
        ui.text(screen, "1 2 3", 10, (200, 200))
    ui.text(screen, "Shotgun", 10, (200, 300))
    assert [t.decorative for t in frame.texts] == [True, False]
    assert [(f.kind, f.words) for f in check(frame)] == [("text too small", "Shotgun")]


def test_decoration_drawn_on_a_picture_stays_decoration_on_the_screen(recording):
    screen, frame = recording
    picture = pygame.Surface((300, 200), pygame.SRCALPHA)
    with audit.decorative():
        ui.text(picture, "Rock Golem", 10, (60, 20))
    ui.text(picture, "Shotgun", 10, (60, 120))
    screen.blit(picture, (0, 0))
    assert [(t.words, t.decorative) for t in frame.texts] == [
        ("Rock Golem", True),
        ("Shotgun", False),
    ]
    assert [(f.kind, f.words) for f in check(frame)] == [("text too small", "Shotgun")]


def test_the_audit_costs_nothing_when_off():
    assert not audit._on
    assert pygame.Surface is not audit._Surface
    image = pygame.Surface((4, 4))
    assert audit.words(image, "x", 10) is image and image not in audit._words


def test_a_short_audit_plays_through_the_real_scenes(tmp_path):
    env = dict(os.environ, FOWLPLAY_HOME=str(tmp_path / "home"), SDL_VIDEODRIVER="dummy")
    done = subprocess.run(
        [sys.executable, "tools/audit_screens.py", "--quick", "--game", "chicken", "--no-menus"]
        + ["--frames", "500"]
        + ["--out", str(tmp_path / "shots")],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert done.returncode == 0, done.stderr
    counts = json.loads(done.stdout.strip().splitlines()[-1])
    assert set(counts) == {"frames", "screens", "faults"}
    assert counts["frames"] > 400 and counts["screens"] >= 3
    faults = [line for line in done.stdout.splitlines() if " seed=" in line]
    assert len(faults) == counts["faults"]
    assert all(Path(line.rsplit(" -> ", 1)[1]).is_file() for line in faults)
    listed = (tmp_path / "shots" / "faults.txt").read_text(encoding="utf-8").splitlines()
    assert sorted(line.split(" frames  ", 1)[1] for line in listed) == sorted(faults)


def test_an_outline_drawn_through_words_is_a_fault(recording):
    """The guide's ring round Zombie's hand struck through "Trade with Player 2" above it,
    and nothing the audit saw said so."""
    from scenes import tutorial_paint

    screen, _ = recording
    hand = pygame.Rect(400, 500, 480, 150)
    for clear, struck in ((False, True), (True, False)):
        frame = audit.begin_frame(screen)
        label = ui.text(screen, "Trade with Player 2", 18, (640, 494))
        tutorial_paint._outline(screen, hand, 1.0, [label] if clear else [])
        kinds = [f.kind for f in check(frame)]
        assert ("line through text" in kinds) == struck, kinds
