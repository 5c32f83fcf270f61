"""Settings and controls, driven as a player would: saved at once, applied at once."""

from __future__ import annotations

import json

import pygame
import pytest

from ecs import comfort, fonts
from ecs.input import Intent
from game import saves
from game import settings as settings_file
from game.match import Match, SeatSpec
from game.settings import Settings
from scenes.app import App
from scenes.menus import TitleScene, start_match
from scenes.pause import PauseScene
from scenes.remap import RemapScene
from scenes.settings_menu import SettingsScene
from tests.scenes.harness import frames, new_app, press_key, press_pad, run_until

K = pygame


@pytest.fixture
def app():
    app = new_app()
    yield app
    app.quit()
    app.change_settings(**Settings().__dict__)  # module-level knobs back to standard


def _title_item(app, label: str) -> None:
    app.replace(TitleScene(app))
    frames(app)
    labels = [item.label for item in app.top.menu.items]
    for _ in range(labels.index(label)):
        press_key(app, K.K_s)
    press_key(app, K.K_SPACE)


def _focus(scene: SettingsScene, key: str) -> None:
    scene.focus = next(i for i, row in enumerate(scene.rows) if row.key == key)


def test_settings_open_from_the_title_and_every_change_is_saved_at_once(app):
    _title_item(app, "Settings")
    scene = app.top
    assert isinstance(scene, SettingsScene)
    _focus(scene, "animation")
    press_key(app, K.K_d)
    assert app.settings.animation == "fast"
    assert settings_file.load()[0].animation == "fast"
    _focus(scene, "music_volume")
    press_key(app, K.K_a)
    assert app.settings.music_volume == 0.4
    restarted = new_app()  # a restart reads what was saved
    assert (restarted.settings.animation, restarted.settings.music_volume) == ("fast", 0.4)
    press_key(app, K.K_q)
    assert isinstance(app.top, TitleScene)


def test_up_down_walks_every_row_and_wraps(app):
    app.push(SettingsScene(app))
    scene = app.top
    seen = set()
    for _ in range(len(scene.rows)):
        seen.add(scene.rows[scene.focus].label)
        press_key(app, K.K_DOWN)
    assert scene.focus == 0 and len(seen) == len(scene.rows)


def test_reset_needs_two_presses_and_keeps_tutorials(app):
    app.change_settings(muted=True, palette="colourblind", tutorials_seen=("chicken",))
    app.push(SettingsScene(app))
    scene = app.top
    scene.focus = len(scene.rows) - 1
    press_key(app, K.K_SPACE)
    assert app.settings.muted
    press_key(app, K.K_SPACE)
    assert app.settings == Settings(tutorials_seen=("chicken",))


def test_large_text_grows_the_small_print_at_once(app):
    small = fonts.render_text("Confirm: roll", 20, (0, 0, 0)).get_height()
    app.push(SettingsScene(app))
    _focus(app.top, "text_size")
    press_key(app, K.K_RIGHT)
    assert app.settings.text_size == "large"
    assert fonts.render_text("Confirm: roll", 20, (0, 0, 0)).get_height() > small
    assert fonts.shown_size(60) == 60  # titles keep their size


def test_shake_and_flashing_can_be_turned_off(app):
    app.change_settings(shake="off", flashing="off")
    assert comfort.shaken((7.0, -5.0)) == (0, 0)
    assert comfort.flash_alpha(170) == 0
    app.change_settings(shake="reduced", flashing="full")
    assert 0 < abs(comfort.shaken((10.0, 0.0))[0]) < 10
    assert comfort.flash_alpha(170) == 170


def _chicken(app) -> object:
    seats = [SeatSpec("Ann", 0, "human", device="kb-left"), SeatSpec("Clucky", 1, "ai", "easy")]
    start_match(app, Match("chicken", 5, seats, {"first_seat": 1}))
    return app.top


def test_instant_animation_leaves_nothing_queued(app):
    app.change_settings(animation="instant")
    scene = _chicken(app)
    run_until(app, lambda: len(scene.match.actions) >= 2)
    frames(app)
    assert not scene.queue and not scene.table.busy()


def test_the_ai_keeps_pace_with_the_animation_setting(app):
    def frames_for_two_ai_actions(animation: str) -> int:
        app.change_settings(animation=animation)
        scene = _chicken(app)
        return run_until(app, lambda: len(scene.match.actions) >= 2)

    normal = frames_for_two_ai_actions("normal")
    fast = frames_for_two_ai_actions("fast")
    instant = frames_for_two_ai_actions("instant")
    assert instant < fast < normal


def test_settings_from_pause_redraw_the_game_in_the_new_colours(app):
    scene = _chicken(app)
    old_table = scene.table
    press_key(app, K.K_ESCAPE)
    pause = app.top
    assert isinstance(pause, PauseScene)
    labels = [item.label for item in pause.menu.items]
    for _ in range(labels.index("Settings")):
        press_key(app, K.K_s)
    press_key(app, K.K_SPACE)
    assert isinstance(app.top, SettingsScene)
    _focus(app.top, "palette")
    press_key(app, K.K_d)
    assert app.settings.palette == "colourblind"
    assert scene.table is not old_table  # rebuilt from the rules state in the new palette
    press_key(app, K.K_q)
    press_key(app, K.K_q)
    assert app.top is scene


def test_odds_panel_and_hint_bar_switches(app):
    app.change_settings(odds_panels=False)
    assert _chicken(app).show_odds is False
    app.change_settings(odds_panels=True)
    assert app.top.show_odds is True
    app.change_settings(hint_bar=True)
    frames(app)
    with_bar = app.surface.copy()
    app.change_settings(hint_bar=False)
    frames(app)
    bottom = pygame.Rect(300, 672, 680, 40)
    before = pygame.image.tobytes(with_bar.subsurface(bottom), "RGB")
    assert before != pygame.image.tobytes(app.surface.subsurface(bottom), "RGB")


def test_fullscreen_key_is_remembered(app):
    press_key(app, K.K_F11)
    assert app.settings.fullscreen and settings_file.load()[0].fullscreen
    press_key(app, K.K_F11)
    assert not settings_file.load()[0].fullscreen


def test_a_damaged_settings_file_is_reported_once_at_start(app):
    settings_file.path().parent.mkdir(parents=True, exist_ok=True)
    settings_file.path().write_text("\x00garbage", encoding="utf-8")
    fresh = App(pygame.Surface((1280, 720)), app.clock, headless=True, controllers=False)
    assert any("settings.json is damaged" in t[0] for t in fresh.toasts)
    assert fresh.settings == Settings()
    assert list(saves.settings_dir().glob("settings.json.bad-*"))
    again = App(pygame.Surface((1280, 720)), app.clock, headless=True, controllers=False)
    assert not any("damaged" in t[0] for t in again.toasts)


# -- controls -------------------------------------------------------------------------------


def _remap(app, layout: str = "kb-left") -> RemapScene:
    app.push(RemapScene(app, layout))
    frames(app)
    return app.top


def _row(scene: RemapScene, intent: Intent) -> None:
    scene.focus = scene.rows.index(intent)


def test_a_key_is_remapped_by_pressing_it_and_works_at_once(app):
    scene = _remap(app)
    _row(scene, Intent.CONFIRM)
    press_key(app, K.K_SPACE)
    assert scene.capturing > 0
    press_key(app, K.K_k)
    assert app.router.bindings.names("kb-left", Intent.CONFIRM) == ("K",)
    assert json.loads(settings_file.path().read_text())["bindings"]["kb-left"]["confirm"] == ["K"]
    _row(scene, Intent.BACK)
    press_key(app, K.K_SPACE)  # Space means nothing now
    assert scene.capturing == 0
    press_key(app, K.K_k)
    assert scene.capturing > 0
    frames(app, 60 * 6)  # waiting out the countdown cancels
    assert scene.capturing == 0
    assert new_app().router.bindings.names("kb-left", Intent.CONFIRM) == ("K",)


def test_taking_a_key_from_another_action_shows_the_conflict(app):
    scene = _remap(app, "kb-right")
    _row(scene, Intent.FAST)
    press_key(app, K.K_RETURN)
    press_key(app, K.K_SLASH)  # "/" was Info on this half
    assert any("moved here from Info / rules" in t[0] for t in app.toasts)
    conflicts = scene.conflicts()
    assert Intent.INFO not in conflicts  # Info keeps Right Ctrl
    _row(scene, Intent.FAST)
    press_key(app, K.K_RETURN)
    press_key(app, K.K_RCTRL)
    assert Intent.INFO in scene.conflicts()
    frames(app)  # drawn with the flag on


def test_f11_cannot_be_taken(app):
    scene = _remap(app)
    _row(scene, Intent.MENU)
    press_key(app, K.K_SPACE)
    press_key(app, K.K_F11)
    assert any("kept for full screen" in t[0] for t in app.toasts)
    assert app.router.bindings.names("kb-left", Intent.MENU) == ("Esc",)


def test_controller_buttons_are_remapped_with_a_controller(app):
    scene = _remap(app)
    press_pad(app, 1, pygame.CONTROLLER_BUTTON_RIGHTSHOULDER)  # next tab
    press_pad(app, 1, pygame.CONTROLLER_BUTTON_RIGHTSHOULDER)
    assert scene.layout == "pad"
    _row(scene, Intent.FAST)
    press_pad(app, 1, pygame.CONTROLLER_BUTTON_A)
    press_pad(app, 1, pygame.CONTROLLER_BUTTON_Y)
    assert app.router.bindings.names("pad", Intent.FAST) == ("Y",)
    assert Intent.INFO in scene.conflicts() or app.router.bindings.names("pad", Intent.INFO)
    scene.focus = len(scene.rows) - 1
    press_pad(app, 1, pygame.CONTROLLER_BUTTON_A)  # reset this layout
    assert app.router.bindings.names("pad", Intent.FAST) == ("X",)
    press_pad(app, 1, pygame.CONTROLLER_BUTTON_B)
    assert not isinstance(app.top, RemapScene)


def test_screenshots_go_to_the_pictures_folder_from_a_key_or_a_button(app):
    press_key(app, K.K_F12)
    press_pad(app, 3, pygame.CONTROLLER_BUTTON_RIGHTSTICK)
    shots = sorted(saves.pictures_dir().glob("*.png"))
    assert len(shots) == 2 and all(s.stat().st_size > 0 for s in shots)
    assert any(str(saves.pictures_dir()) in t[0] for t in app.toasts)


def test_unusable_saved_controls_are_reported_and_the_rest_kept(app):
    data = Settings().to_dict()
    data["bindings"] = {"kb-left": {"confirm": ["F11", "J"], "back": ["K"]}}
    settings_file.path().parent.mkdir(parents=True, exist_ok=True)
    settings_file.path().write_text(json.dumps(data), encoding="utf-8")
    fresh = App(pygame.Surface((1280, 720)), app.clock, headless=True, controllers=False)
    assert any("Some saved controls were not usable" in t[0] for t in fresh.toasts)
    assert fresh.router.bindings.names("kb-left", Intent.BACK) == ("K",)
    assert fresh.router.bindings.names("kb-left", Intent.CONFIRM) == ("J",)


def test_saved_controls_that_lock_a_device_out_are_refused_with_a_message(app):
    from ecs.bindings import DEFAULT_LAYOUTS, ESSENTIAL

    data = Settings().to_dict()
    data["bindings"] = {
        layout: {intent.value: [] for intent in ESSENTIAL} for layout in ("kb-left", "kb-right")
    }
    data["bindings"]["pad"] = {"confirm": [], "back": ["A"]}
    data["bindings"]["kb-right"]["fast"] = ["F"]  # lost with the rest of its table
    settings_file.path().parent.mkdir(parents=True, exist_ok=True)
    settings_file.path().write_text(json.dumps(data), encoding="utf-8")
    fresh = App(pygame.Surface((1280, 720)), app.clock, headless=True, controllers=False)
    said = [text for text, _ in fresh.toasts]
    every = "Confirm, Back, Menu / pause, Up, Down, Left, Right"
    assert said == [
        f"Some saved controls were not usable: {layout} had no key for {missing},"
        " so its standard keys are used"
        for layout, missing in [
            ("Keyboard left", every),
            ("Keyboard right", every),
            ("Controllers", "Confirm"),
        ]
    ]
    for layout in ("kb-left", "kb-right", "pad"):
        for intent in ESSENTIAL:
            names = fresh.router.bindings.names(layout, intent)
            assert names == DEFAULT_LAYOUTS[layout][intent], (layout, intent)
    fresh.replace(SettingsScene(fresh))
    frames(fresh)
    press_key(fresh, pygame.K_s)  # the standard keys work at once
    assert fresh.top.focus == 1
