"""Parts of the screen kept as one cached picture (the hint bar, a game's side panel)
never show stale content: every frame drawn through the caches is the frame drawn piece
by piece, as the screen audit draws it (``audit.recording``), pixel for pixel but where
text's soft edge crosses a panel's translucent shadow: blended first onto the picture,
then onto the screen, such a pixel may differ by a level or two, never more than
``NEAR``, while a stale number or name differs by far more."""

from __future__ import annotations

import random

import pygame
import pytest

from ecs import art, audit, palette
from ecs.world import SceneWorld
from game.henhouse import rules as R
from game.history import Line
from game.match import Match, SeatSpec
from scenes import history, ui
from scenes.menus import start_match
from scenes.pause import PauseScene
from scenes.rules_overlay import RulesScene
from scenes.settings_menu import SettingsScene
from scenes.stage import Stage
from tests.scenes.harness import frames, press_key, run_until

BAR = pygame.Rect(0, ui.H - 8 - 44, ui.W, 44)
NEAR = 4  # levels of a colour channel


def far_apart(a: pygame.Surface, b: pygame.Surface) -> int:
    """How many pixels of ``a`` and ``b`` differ by more than ``NEAR`` in some channel."""
    ahead, behind = a.copy(), b.copy()
    ahead.blit(b, (0, 0), special_flags=pygame.BLEND_RGB_SUB)  # a - b, at least 0
    behind.blit(a, (0, 0), special_flags=pygame.BLEND_RGB_SUB)
    ahead.blit(behind, (0, 0), special_flags=pygame.BLEND_RGB_ADD)  # |a - b|
    near = pygame.transform.threshold(
        None, ahead, (0, 0, 0, 255), (NEAR + 1, NEAR + 1, NEAR + 1, 255), set_behavior=0
    )
    return a.get_width() * a.get_height() - near


def drawn(app, monkeypatch, piecewise: bool) -> pygame.Surface:
    """The frame as drawn now, through the caches or piece by piece (no step between)."""
    with monkeypatch.context() as patch:
        if piecewise:
            patch.setattr(audit, "recording", lambda: True)
        app.draw(1.0)
    return app.surface.copy()


def same_as_piecewise(app, monkeypatch) -> bytes:
    cached = drawn(app, monkeypatch, piecewise=False)
    assert far_apart(cached, drawn(app, monkeypatch, piecewise=True)) == 0
    return pygame.image.tobytes(cached, "RGB")


def bar_of(app) -> bytes:
    return pygame.image.tobytes(app.surface.subsurface(BAR), "RGB")


def test_the_cached_hint_bar_is_the_bar_drawn_in_place():
    backdrop = art.background(ui.W, ui.H)
    hints = [("Space", "Choose"), ("Q", "Back"), ("W/S", "Move")]
    cached, direct = backdrop.copy(), backdrop.copy()
    ui.hint_bar(cached, hints)
    ui._paint_hint_bar(direct, tuple(hints), None)
    assert far_apart(cached, direct) == 0
    ui.hint_bar(cached, hints[:1])  # fewer hints: a shorter bar over the old one
    fresh = backdrop.copy()
    ui._paint_hint_bar(fresh, tuple(hints[:1]), None)
    assert far_apart(cached, fresh) > 1000
    cached = backdrop.copy()
    ui.hint_bar(cached, hints[:1])
    assert far_apart(cached, fresh) == 0


def test_the_ticker_is_painted_again_only_when_its_newest_lines_change(monkeypatch):
    """The ticker under an AI's turn is one picture per set of newest lines: drawn once,
    then blitted, and anew (as drawn in place) when a line comes or the looks change."""
    backdrop = art.background(ui.W, ui.H)
    rect = pygame.Rect(20, 500, 400, history.ticker_height(3))
    styles = palette.PLAYER_STYLES[:2]
    lines = [Line("Ada rolled three eggs", 0), Line("Bo chickened out", 1)]
    painted, rows = [], history.HistoryPanel._rows
    monkeypatch.setattr(
        history.HistoryPanel, "_rows", lambda self, *a: painted.append(1) or rows(self, *a)
    )

    def both(lines) -> tuple[pygame.Surface, pygame.Surface]:
        cached, direct = backdrop.copy(), backdrop.copy()
        history.draw_ticker(cached, rect, lines, styles)
        with monkeypatch.context() as patch:
            patch.setattr(audit, "recording", lambda: True)
            history.draw_ticker(direct, rect, lines, styles)
        return cached, direct

    cached, direct = both(lines)
    assert far_apart(cached, direct) == 0
    painted.clear()
    again = backdrop.copy()
    history.draw_ticker(again, rect, list(lines), styles)
    assert painted == [] and far_apart(again, cached) == 0  # the same lines: the picture
    newer, direct = both([*lines, Line("Ada hatched a chick", 0)])
    assert painted == [1, 1]  # the new line: painted for the picture, and in place
    assert far_apart(newer, direct) == 0 and far_apart(newer, cached) > 100


@pytest.fixture
def restored_looks(app):
    yield
    app.change_settings(text_size="normal", palette="standard")


def test_a_new_print_size_or_palette_shows_in_the_next_frame(app, monkeypatch, restored_looks):
    same_as_piecewise(app, monkeypatch)
    first = bar_of(app)
    app.change_settings(text_size="large")
    same_as_piecewise(app, monkeypatch)
    bar_of_frame = bar_of(app)
    assert bar_of_frame != first  # larger print: the bar was drawn anew
    app.change_settings(palette="colourblind")
    assert palette.PLAYER_STYLES[0] == palette.PALETTES["colourblind"][0]
    same_as_piecewise(app, monkeypatch)
    app.change_settings(text_size="normal", palette="standard")
    same_as_piecewise(app, monkeypatch)
    assert bar_of(app) == first


@pytest.mark.parametrize(
    ("game", "options"),
    [("zombie", {}), ("zombie", {"mode": "coop"}), ("henhouse", {}), ("island", {})],
    ids=["zombie-versus", "zombie-coop", "henhouse", "island"],
)
def test_a_match_drawn_through_its_caches_never_shows_stale_content(
    app, monkeypatch, game, options
):
    """A match played by AIs: lives, hands, eggs and turns change in the side panels and
    the hints change with the phase; every sampled frame matches the piecewise one."""
    seats = [SeatSpec(f"AI {n}", n, "ai", "hard") for n in range(3)]
    start_match(app, Match(game, 5, seats, options), autosave=False, turbo=True)
    pictures = set()
    for _ in range(40):
        frames(app, 15)
        pictures.add(same_as_piecewise(app, monkeypatch))
    assert len(pictures) > 20  # what the frames showed kept changing


def test_a_shaking_table_is_drawn_alike_twice_between_steps_and_moves_with_them():
    """The shake's offset follows the seconds it has left, not a draw of the cosmetic
    random numbers: an explosion's shake once made the same frame differ draw to draw."""
    world = SceneWorld("test-shake")
    stage = Stage(world, random.Random(1), (640, 100))
    stage.shake = 0.5
    offset = stage.shake_offset()
    assert offset != (0, 0) and stage.shake_offset() == offset
    seen = {offset}
    for _ in range(5):
        stage.tick(1 / 60)
        seen.add(stage.shake_offset())
    assert len(seen) > 3  # it still shakes
    stage.tick(1.0)
    assert stage.shake_offset() == (0, 0)
    world.delete()


@pytest.fixture
def henhouse(app):
    """A Henhouse match past its placement, the table idle, and a count of farms painted."""
    seats = [SeatSpec(f"AI {n}", n, "ai", "hard") for n in range(4)]
    start_match(app, Match("henhouse", 5, seats, {}), autosave=False, turbo=True)
    scene = app.top
    for _ in range(4000):
        if scene.table.shown.view["phase"] != "placement" and scene.idle():
            break
        frames(app)
    assert scene.table.shown.view["phase"] != "placement"
    return scene


def painted_farms(monkeypatch, scene) -> list[int]:
    """The boards the painter paints piece by piece from now on (the cache missed)."""
    painted, farm = [], type(scene.painter)._farm
    monkeypatch.setattr(
        type(scene.painter),
        "_farm",
        lambda self, surface, board, *rest: (
            painted.append(board) or farm(self, surface, board, *rest)
        ),
    )
    return painted


def test_a_henhouse_farm_is_painted_again_only_once_what_lies_on_it_changes(
    app, monkeypatch, henhouse
):
    scene = henhouse
    same_as_piecewise(app, monkeypatch)  # every farm drawn into its cache
    painted = painted_farms(monkeypatch, scene)
    before = same_as_piecewise(app, monkeypatch)
    painted.clear()
    app.draw(1.0)
    assert painted == []  # nothing changed: every farm is its cached picture
    board = next(b for b in range(4) if b != scene.table.focus)
    free = next(
        (r, c)
        for r in range(10)
        for c in range(10)
        if [r, c] not in scene.table.shown.board(board)["craters"]
    )
    scene.table.shown.apply(R.Cratered(board, *free, seat=0))
    after = drawn(app, monkeypatch, piecewise=False)
    assert painted == [board]  # the crater's farm alone, once
    assert far_apart(after, drawn(app, monkeypatch, piecewise=True)) == 0
    assert pygame.image.tobytes(after, "RGB") != before


def test_a_burning_henhouse_farm_keeps_one_picture_per_flame(app, monkeypatch, henhouse):
    scene = henhouse
    board = scene.table.focus
    scene.table.shown.board(board)["hits"].append([4, 4, 1])
    scene.table.shown.revision += 1  # as Shown.apply counts a hit
    painted = painted_farms(monkeypatch, scene)
    pictures, cached = [], []
    for flame in range(8):  # two rounds of the four flame frames, 8 a second
        scene.painter.time = flame / 8 + 0.01
        painted.clear()
        picture = drawn(app, monkeypatch, piecewise=False)
        cached.append(painted.count(board))
        assert far_apart(picture, drawn(app, monkeypatch, piecewise=True)) == 0
        pictures.append(pygame.image.tobytes(picture, "RGB"))
    assert cached == [1, 1, 1, 1, 0, 0, 0, 0]  # each flame painted once, then kept
    assert len(set(pictures[:4])) == 4 and pictures[4:] == pictures[:4]


def test_the_table_under_the_pause_menu_is_drawn_once_until_the_stack_or_settings_change(
    app, monkeypatch, henhouse, restored_looks
):
    """The pause menu and the rules leave the match beneath still: it is drawn into one
    picture, drawn again only when another overlay or a new look is on show."""
    scene = henhouse
    drawn_tables, draw = [], type(scene).draw
    monkeypatch.setattr(
        type(scene), "draw", lambda self, *a: drawn_tables.append(self) or draw(self, *a)
    )
    press_key(app, pygame.K_ESCAPE)
    assert isinstance(app.top, PauseScene)
    drawn_tables.clear()
    first = same_as_piecewise(app, monkeypatch)  # the piecewise frame draws the table too
    assert drawn_tables == [scene]
    press_key(app, pygame.K_DOWN)  # the focus moves; the table stays the picture
    assert drawn_tables == [scene] and pygame.image.tobytes(app.surface, "RGB") != first
    assert far_apart(drawn(app, monkeypatch, piecewise=False), drawn(app, monkeypatch, True)) == 0
    drawn_tables.clear()
    press_key(app, pygame.K_SPACE)  # Rules, over the pause menu
    assert isinstance(app.top, RulesScene) and drawn_tables == [scene]
    app.change_settings(text_size="large")
    drawn_tables.clear()
    same_as_piecewise(app, monkeypatch)
    assert drawn_tables == [scene, scene]  # anew for the new print, then piecewise
    press_key(app, pygame.K_q)
    press_key(app, pygame.K_q)  # closed both: the table plays on, drawn every frame
    assert app.top is scene
    drawn_tables.clear()
    frames(app, 3)
    assert drawn_tables == [scene] * 3


def test_the_settings_page_is_painted_again_only_when_the_focus_or_a_setting_changes(
    app, monkeypatch, restored_looks
):
    app.replace(SettingsScene(app))
    scene = app.top
    painted, paint = [], SettingsScene._paint
    monkeypatch.setattr(
        SettingsScene, "_paint", lambda self, s: painted.append(1) or paint(self, s)
    )
    frames(app, 3)
    assert len(painted) == 1  # drawn once, then shown as its picture
    while scene.rows[scene.focus].key != "text_size":
        press_key(app, pygame.K_DOWN)
    painted.clear()
    before = same_as_piecewise(app, monkeypatch)
    assert len(painted) == 1  # the piecewise frame paints; the cached one did not
    press_key(app, pygame.K_RIGHT)  # Large text
    assert app.settings.text_size == "large"
    painted.clear()
    assert same_as_piecewise(app, monkeypatch) != before
    assert len(painted) == 1


def test_an_island_banner_stays_one_picture_while_its_dice_tumble(app, monkeypatch):
    """The tumbling dice are drawn over the still picture, so the Banner under them is
    painted once for the roll, not every frame; the dice still tumble frame by frame."""
    seats = [SeatSpec(f"AI {n}", n, "ai", "hard") for n in range(4)]
    start_match(app, Match("island", 5, seats, {}), autosave=False, turbo=True)
    scene = app.top
    run_until(
        app, lambda: scene.table.shown.view["stage"] not in ("island", "leaders") and scene.idle()
    )
    painter, table = scene.painter, scene.table
    painted, banner = [], type(painter)._banner
    monkeypatch.setattr(
        type(painter),
        "_banner",
        lambda self, s, seat: painted.append(seat) or banner(self, s, seat),
    )
    table.rolling[0] = (table.clock + 10.0, (0, 1, 2))
    pictures, cached = [], []
    for tick in range(4):
        painter.time = tick / 7 + 0.01
        painted.clear()
        picture = drawn(app, monkeypatch, piecewise=False)
        cached.append(painted.count(0))
        assert far_apart(picture, drawn(app, monkeypatch, piecewise=True)) == 0
        pictures.append(pygame.image.tobytes(picture, "RGB"))
    assert cached == [1, 0, 0, 0]  # painted as the roll began, then kept
    assert len(set(pictures)) == 4  # the dice tumble


def test_the_tickers_pictures_never_pile_up_game_after_game():
    """Each action brings a new set of newest lines, never shown again once the next
    comes: a ticker picture for each, kept in the shared pool, filled it to its cap."""
    from ecs import sized_cache

    rect = pygame.Rect(20, 500, 400, history.ticker_height(3))
    styles = palette.PLAYER_STYLES[:2]
    surface = art.background(ui.W, ui.H).copy()
    history.draw_ticker(surface, rect, [Line("Ada rolled", 0)], styles)  # the panel itself
    pool = len(sized_cache.POOL), sized_cache.POOL.bytes
    for n in range(60):
        history.draw_ticker(surface, rect, [Line(f"Ada rolled {n} eggs", n % 2)], styles)
    assert (len(sized_cache.POOL), sized_cache.POOL.bytes) == pool
    assert len(history._TICKER_PICTURES) <= 2
