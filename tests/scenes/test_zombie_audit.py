"""Zombie Chickens frames judged by the screen audit while a short seeded game plays: the
faults tools/audit_screens.py once found stay fixed."""

from __future__ import annotations

import pygame

from ecs import audit
from game.match import Match, SeatSpec
from game.registry import info
from game.zombie import actions as A
from game.zombie import cards as C
from scenes.menus import start_match
from scenes.zombie import layout as L
from tests.scenes.harness import audited_frame, press_key


def _play(app, seed: int, mode: str, until, players: int = 2) -> list:
    """Every fault of every frame, the human seat played by an easy AI, until ``until(scene)``."""
    seats = [SeatSpec("Ann", 0, "human", device="kb-left")]
    seats += [SeatSpec(f"Cpu {i}", i, "ai", "easy") for i in range(1, players)]
    start_match(app, Match("zombie", seed, seats, {"mode": mode}), autosave=False, turbo=True)
    scene = app.top
    played = scene.table.play
    scene.seen = []  # the rules events animated so far

    def play(event):
        scene.seen.append(event)
        return played(event)

    scene.table.play = play
    stand_in = info("zombie").make_ai(0, "easy", seed)
    faults = []
    for _ in range(20_000):
        faults += audited_frame(app)
        if until(scene):
            return faults
        if scene.state.is_over():
            break
        if scene.idle() and scene.rows() is not None:
            scene.perform(stand_in.decide(scene.state.view(0)))
    raise AssertionError("the moment never came")


def _event_card_flipped(scene) -> bool:
    """An event card's rule is a wide line: it runs off first."""
    flips = [e for e in scene.seen if isinstance(e, A.Flipped)]
    return any(C.NIGHT[e.card].is_event for e in flips) and scene.idle()


def test_a_night_card_turned_over_at_the_screen_edge_stays_on_screen(audited_app):
    faults = _play(audited_app, 1, "competitive", _event_card_flipped)
    off = [f for f in faults if f.kind == "text off screen"]
    assert off == [], off[:3]


def _at_own_choice(scene) -> bool:
    rows = scene.rows()
    return scene.idle() and rows is not None and bool(rows.hand)


def test_hand_cards_the_cursor_reaches_are_read_large_on_the_zoom_key(audited_app):
    """Their small print is decoration only because the Zoom key shows them at 16 px and up."""
    app = audited_app
    _play(app, 9, "competitive", _at_own_choice)
    scene = app.top
    while scene.controls.col:  # the first card (the focus starts on the hard AI's)
        press_key(app, pygame.K_a)
    audited_frame(app)
    hand = L.hand_card_centre(1, 0)[1]  # the hand's centre line
    on_cards = [t for t in audit.frame.texts if abs(t.rect.centery - hand) < 70]
    assert on_cards and all(t.decorative for t in on_cards if t.size < 16), on_cards
    press_key(app, pygame.K_c)
    assert scene.zoom_box() is not None
    audited_frame(app)
    box = scene.zoom_box()
    zoomed = [t for t in audit.frame.texts if box.contains(t.rect)]
    assert zoomed and min(t.size for t in zoomed) >= 16, [(t.words, t.size) for t in zoomed]


def _asked_to_scrap(scene) -> bool:
    asked = scene.idle() and scene.rows() is not None and scene.state.step == "scrap"
    return asked and scene.state.seat != 0  # someone else is at the gate


def test_a_storm_during_another_players_night_shows_the_farm_that_sheds(audited_app):
    """Picking which cards a storm takes happens on your own Farm, whoever is at the gate."""
    _play(audited_app, 9, "competitive", _asked_to_scrap)
    scene = audited_app.top
    assert scene.state.current_seat() == 0
    assert scene.table.focus_farm() == 0
    audited_frame(audited_app)  # the cursor's card is on the Farm drawn


def _against_an_exploder(scene) -> bool:
    rows = scene.rows()
    if not (scene.idle() and rows is not None and scene.state.step == "defend"):
        return False
    exploding = "exploding" in C.NIGHT[scene.state.revealed].traits
    return exploding and any("Shield" in chip.label for chip in rows.chips)


def test_the_exploding_zombies_long_defence_row_is_clean_at_every_choice(audited_app):
    """The row of "+ Shield" choices against an Exploding zombie, the widest Zombie draws:
    each choice in focus, the row pages with its signs and no word leaves its place."""
    app = audited_app
    _play(app, 5, "competitive", _against_an_exploder)
    scene = app.top
    rows = scene.rows()
    assert len(rows.chips) == 6  # two Scarecrows, each with a Shield or not, W.O.L.R., a Life
    start = scene.controls.col  # where the hard AI would defend
    for _ in range(len(rows.chips)):
        faults = audited_frame(app)
        assert faults == [], faults[:3]
        focused = [c for c in audit.frame.choices if c.focused]
        assert len(focused) == 1 and focused[0].label == rows.chips[scene.controls.col].label
        press_key(app, pygame.K_d)
    assert scene.controls.col == start


def _ids(kind: str) -> list[int]:
    return [i for i, k in enumerate(C.DAY) if k == kind]


def _crowded_farm() -> list[list[int]]:
    """Nine stacks with the widest labels a stack has: "Flamethrower", "(wall needs 3)"."""
    flames, fuel, hay = _ids("flamethrower"), _ids("fuel"), _ids("hay")
    guns, ammo = _ids("shotgun"), _ids("ammo")
    farm = [[flames[i], fuel[i]] for i in range(3)] + [
        [hay[2 * i], hay[2 * i + 1]] for i in range(3)
    ]
    return farm + [[guns[i], ammo[i], ammo[i + 3]] for i in range(3)]


def test_a_crowded_farm_labels_every_stack_at_16_px_without_overlap(audited_app):
    """Labels too wide for their stack take turns on two rows: never shrunk, never crossed;
    another player's Farm in the side row counts its stacks at 16 px and says what is left."""
    app = audited_app
    _play(app, 3, "competitive", _at_own_choice)
    scene = app.top
    farm = _crowded_farm()
    scene.table.shown.farms[0] = farm
    scene.table.shown.farms[1] = [list(stack) for stack in farm] + [[c] for c in _ids("trap")]
    audited_frame(app)
    faults = audited_frame(app)
    assert faults == [], faults[:3]
    wide = ("Flamethrower", "(wall needs 3)")
    labels = [t for t in audit.frame.texts if t.words in wide and not t.decorative]  # not cards
    assert len(labels) == 6 and all(t.size >= 16 for t in labels)
    side = L.side_row(2, 1)
    counts = [t for t in audit.frame.texts if side.contains(t.rect) and t.words[-1].isdigit()]
    assert counts and all(t.size >= 16 for t in counts), counts
    assert any(t.words.startswith("+") for t in counts), "the stacks past the row's room"


def test_cards_in_flight_carry_no_print_over_the_labels_they_pass(audited_app):
    """The opening deal and the first turns: cards fly over the decks' labels, the seat
    rows and the Farm's title without a word of theirs crossing any."""
    app = audited_app
    faults = []
    flips = []

    def some_flights(scene) -> bool:
        flips.extend(e for e in scene.seen if isinstance(e, A.Flipped) and e not in flips)
        return len(flips) >= 2 and scene.idle()

    faults = _play(app, 1, "competitive", some_flights, players=3)
    assert faults == [], faults[:3]


def test_a_long_call_out_takes_two_lines_at_full_size(audited_app):
    app = audited_app
    _play(app, 3, "competitive", _at_own_choice)
    scene = app.top
    scene.callout = (
        "Bot 2: Boomer (Flying, Bulletproof, Exploding): nothing on the Farm stops it,"
        " so it loses a Life (3 left)"
    )
    scene.callout_time = 2.0
    faults = audited_frame(app)
    assert faults == [], faults[:3]
    lines = [t for t in audit.frame.texts if len(t.words) > 8 and t.words in scene.callout]
    assert len(lines) == 2 and all(t.size >= 20 for t in lines), lines
    first, second = sorted(lines, key=lambda t: t.rect.y)
    assert first.rect.bottom <= second.rect.top + 2, "the second line sits under the first"
