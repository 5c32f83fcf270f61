"""The menus as a player sees them, looked at through what each frame draws: results,
game select, Records, Settings in large text and seat setup keep their words inside
their boxes and clear of each other; a finished game is watched back from a button."""

from __future__ import annotations

import pygame
import pytest

from game import saves
from game.match import Match, SeatSpec
from game.registry import info
from scenes.chicken.scene import ChickenScene
from scenes.menus import GameSelectScene
from scenes.records import RecordsScene
from scenes.replay import ReplayScene
from scenes.results import BOX, CHART, ResultsScene
from scenes.screen_audit import check
from scenes.seat_setup import SeatSetupScene
from scenes.settings_menu import SettingsScene
from scenes.words import count
from tests.scenes.harness import HINT_BAR_TOP, look, overlapping, press_key, words


@pytest.fixture
def app(audited_app):
    return audited_app


def _panels(record) -> list[pygame.Rect]:
    return [p.rect for p in record.panels]


def _texts(record) -> list[tuple[str, pygame.Rect]]:
    return [(t.words, t.rect) for t in record.texts]


def _finished(game: str = "chicken", options=None, names=("Ann", "Bob"), seed=5) -> Match:
    seats = [SeatSpec(name, seat, "ai", "easy") for seat, name in enumerate(names)]
    match = Match(game, seed, seats, options or {})
    players = [info(game).make_ai(seat, "easy", seed) for seat in range(len(names))]
    state = match.state
    while not state.is_over():
        seat = state.current_seat()
        match.apply(players[seat].decide(state.view(seat)))
    return match


def test_results_fit_their_panel_and_offer_the_replay_as_a_button(app):
    match = _finished()
    path = saves.archive(match)
    app.replace(ResultsScene(app, match, path))
    record = look(app)
    said = words(record)
    assert {"Play again", "› Play again ‹", "Watch replay", "Back to menu"} & set(said)
    assert "Watch replay" in said and "Back to menu" in said
    assert not any("fowlplay" in w or str(path) in w or ".json" in w for w in said)
    buttons = [p for p in _panels(record) if p not in (BOX, CHART) and p.y < HINT_BAR_TOP]
    assert len(buttons) == 3
    for rect in buttons:
        assert BOX.contains(rect.inflate(8, 8)), "a button is cut by the panel's edge"
    assert not overlapping([r for _, r in _texts(record)])
    press_key(app, pygame.K_s)  # down to Watch replay
    press_key(app, pygame.K_SPACE)
    scene = app.top
    assert isinstance(scene, ReplayScene) and isinstance(scene.game, ChickenScene)
    assert scene.game.drivers.replay is not None and scene.match.seed == match.seed


CHART_WORDS = {
    "chicken": ("Score", "Leader's chance to win", "Turn"),
    "zombie": ("Lives", "Farm cards", "Night"),
    "henhouse": ("Eggs", "Sheaves", "Round"),
    "island": ("Tags given", "Pieces lost", "Turn"),
}


@pytest.mark.parametrize(
    ("game", "options", "legend"),
    [(game, {}, ("Ann", "Bob")) for game in sorted(CHART_WORDS)]
    + [("zombie", {"mode": "coop"}, ("Everyone",))],
)
def test_results_show_the_games_chart_with_a_legend_and_the_buttons(app, game, options, legend):
    """The chart is one picture inside the results panel: its titles, its axis, a legend
    naming every seat (beside its shape), labelled ticks, and the buttons below it."""
    match = _finished(game, options)
    app.replace(ResultsScene(app, match, saves.archive(match)))
    record = look(app)
    in_chart = [t for t in record.texts if CHART.contains(t.rect)]
    said = [t.words for t in in_chart]
    for word in (*CHART_WORDS[game], *legend):
        assert word in said, f"{word!r} not in the chart: {said}"
    ticks = [t for t in in_chart if t.words.isdigit()]
    assert len(ticks) >= 6 and min(t.size for t in ticks) >= 16
    assert CHART in _panels(record) and BOX.contains(CHART)
    labels = {c.label for c in record.choices}
    assert labels == {"Play again", "Watch replay", "Back to menu"}
    assert all(c.rect.top > CHART.bottom for c in record.choices)
    assert not overlapping([t.rect for t in record.texts])
    assert check(record) == [], "the screen audit finds nothing on the results"


def test_a_long_headline_and_eight_seats_legend_stay_inside_the_results(app):
    """A lost solo Zombie game's "Better Cluck Next Time!" once ran out of the panel's
    left edge, and eight seats' legend ran off the chart and the screen."""
    for game, names in (("zombie", ("Ann",)), ("chicken", [f"Bot {n}" for n in range(1, 9)])):
        match = _finished(game, names=names, seed=1)  # seed 1: the solo farmer loses
        app.replace(ResultsScene(app, match, saves.archive(match)))
        record = look(app)
        legend = [t for t in record.texts if t.words in names]
        assert len(legend) >= len(names)
        faults = [f for f in check(record) if f.kind != "text too small"]
        assert faults == [], faults
        if game == "zombie":
            assert drawn_words(record, "Better Cluck Next Time!")
        else:
            assert all(CHART.contains(t.rect) for t in legend if t.rect.y < CHART.y + 80)


def drawn_words(record, said: str) -> bool:
    return any(t.words == said and BOX.contains(t.rect) for t in record.texts)


def test_a_co_op_ladder_keeps_its_star_clear_of_its_words(app):
    match = _finished("zombie", {"mode": "coop"})
    app.replace(ResultsScene(app, match))
    record = look(app)
    assert not overlapping([r for _, r in _texts(record)])
    assert count(1, "turn") == "1 turn" and count(3, "die") == "3 dice"
    for text in record.texts:
        if "hint bar" not in [name for _, name in text.boxes]:
            assert BOX.contains(text.rect), text.words


def test_game_cards_keep_their_blurbs_above_the_player_count(app):
    for large in (False, True):
        app.change_settings(text_size="large" if large else "normal")
        app.replace(GameSelectScene(app))
        record = look(app)
        cards = [p for p in _panels(record) if p.h >= 380]
        assert len(cards) == 4
        for card in cards:
            inside = [(w, r) for w, r in _texts(record) if card.contains(r)]
            players = [r for w, r in inside if w.endswith(" players")]
            assert players, "each card names its player count"
            assert not overlapping([r for _, r in inside]), [w for w, _ in inside]


def test_records_tabs_hold_their_names(app):
    app.change_settings(text_size="large")
    app.replace(RecordsScene(app))
    record = look(app)
    tabs = [p for p in _panels(record) if p.h == 44 and p.y < HINT_BAR_TOP]
    titles = [(w, r) for w, r in _texts(record) if r.centery < 150 and r.y > 90]
    assert len(tabs) == len(titles) == 4
    for (said, rect), tab in zip(titles, tabs, strict=True):
        assert tab.contains(rect), said


def test_large_text_keeps_the_volume_clear_of_its_bar(app, monkeypatch):
    app.change_settings(text_size="large", master_volume=1.0)
    app.replace(SettingsScene(app))
    cells = []
    real = pygame.draw.rect

    def draw_rect(surface, colour, rect, *args, **kwargs):
        if pygame.Rect(rect).size == (13, 18):
            cells.append(pygame.Rect(rect))
        return real(surface, colour, rect, *args, **kwargs)

    monkeypatch.setattr(pygame.draw, "rect", draw_rect)
    record = look(app)
    values = [r for w, r in _texts(record) if w.endswith("%") and r.x > 300 and r.x < 640]
    assert values and cells
    for value in values:
        assert not any(value.inflate(8, 0).colliderect(c) for c in cells), "the % touches the bar"


def test_a_long_device_name_stays_in_its_seat(app, monkeypatch):
    name = "Controller 1 (Virtual Controller)"
    monkeypatch.setattr(app.router, "label", lambda device: name)
    app.replace(SeatSetupScene(app, info("island"), "pad-0"))
    record = look(app)
    seat = next(p for p in _panels(record) if p.w == 820)
    device = next(r for w, r in _texts(record) if name in w)
    looks = next(r for w, r in _texts(record) if abs(r.x - (seat.x + 270)) <= 2)
    assert seat.contains(device) and not device.colliderect(looks)


def test_the_remap_countdown_counts_its_seconds_in_words(audited_app):
    from scenes.remap import RemapScene
    from tests.scenes.harness import frames

    audited_app.push(RemapScene(audited_app))
    press_key(audited_app, pygame.K_SPACE)  # listen for a new key
    said = [w for w in words(look(audited_app)) if w.startswith("Press a key")]
    assert said == ["Press a key… (5 seconds left)"], said
    frames(audited_app, 4 * 60 + 30)
    said = [w for w in words(look(audited_app)) if w.startswith("Press a key")]
    assert said == ["Press a key… (1 second left)"], said


def test_each_game_card_holds_its_title_in_large_text(audited_app):
    from tests.scenes.harness import audited_frame

    audited_app.change_settings(text_size="large")
    audited_app.replace(GameSelectScene(audited_app))
    for _ in range(4):  # each card focused in turn, the focused one a little larger
        audited_frame(audited_app)
        faults = audited_frame(audited_app)
        assert faults == [], faults
        press_key(audited_app, pygame.K_d)


@pytest.mark.parametrize("size", ["normal", "large"])
@pytest.mark.parametrize("screen", ["settings", "remap"])
def test_a_toast_on_settings_and_controls_covers_no_row_and_no_word(audited_app, size, screen):
    from scenes.remap import RemapScene
    from tests.scenes.harness import audited_frame

    audited_app.change_settings(text_size=size)
    audited_app.push(
        SettingsScene(audited_app) if screen == "settings" else RemapScene(audited_app)
    )
    audited_frame(audited_app)
    audited_app.toast("Player 1 now on Keyboard (left)")
    faults = audited_frame(audited_app) + audited_frame(audited_app)
    assert faults == [], faults
