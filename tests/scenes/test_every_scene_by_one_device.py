"""Every screen can be reached and left with a keyboard alone, and with a controller alone."""

from __future__ import annotations

import pygame
import pytest

from game import registry
from scenes.chicken.scene import ChickenScene
from scenes.henhouse.scene import HenhouseScene
from scenes.island.scene import IslandScene
from scenes.menus import GameSelectScene, TitleScene
from scenes.name_entry import NameEntryScene
from scenes.pause import PauseScene
from scenes.records import RecordsScene
from scenes.remap import RemapScene
from scenes.rules_overlay import RulesScene
from scenes.seat_setup import SeatSetupScene
from scenes.settings_menu import SettingsScene
from scenes.tutorial import HowToPlayScene
from scenes.zombie.scene import ZombieScene
from tests.scenes.harness import frames, new_app, press_key, press_pad

PAD = 7
KEYS = {
    "up": pygame.K_w,
    "down": pygame.K_s,
    "left": pygame.K_a,
    "right": pygame.K_d,
    "confirm": pygame.K_SPACE,
    "back": pygame.K_q,
    "menu": pygame.K_ESCAPE,
    "info": pygame.K_e,
}
BUTTONS = {
    "up": pygame.CONTROLLER_BUTTON_DPAD_UP,
    "down": pygame.CONTROLLER_BUTTON_DPAD_DOWN,
    "left": pygame.CONTROLLER_BUTTON_DPAD_LEFT,
    "right": pygame.CONTROLLER_BUTTON_DPAD_RIGHT,
    "confirm": pygame.CONTROLLER_BUTTON_A,
    "back": pygame.CONTROLLER_BUTTON_B,
    "menu": pygame.CONTROLLER_BUTTON_START,
    "info": pygame.CONTROLLER_BUTTON_Y,
}
GAME_SCENES = {
    "chicken": ChickenScene,
    "zombie": ZombieScene,
    "henhouse": HenhouseScene,
    "island": IslandScene,
}


@pytest.fixture(params=["keyboard", "controller"])
def player(request):
    app = new_app()
    # First-time tutorials have tests of their own; here they would only cover the table.
    app.change_settings(tutorials_seen=tuple(registry.GAMES))
    app.replace(TitleScene(app))
    frames(app)

    def press(name: str, times: int = 1) -> None:
        for _ in range(times):
            if request.param == "keyboard":
                press_key(app, KEYS[name])
            else:
                press_pad(app, PAD, BUTTONS[name])

    yield app, press
    app.quit()


def _title_item(app, press, label: str) -> None:
    assert isinstance(app.top, TitleScene)
    labels = [item.label for item in app.top.menu.items]
    press("down", labels.index(label))
    press("confirm")


def test_the_menus_off_the_title(player):
    app, press = player
    _title_item(app, press, "Settings")
    assert isinstance(app.top, SettingsScene)
    press("up", 2)  # wraps round to Controls
    press("confirm")
    assert isinstance(app.top, RemapScene)
    press("right")
    press("back")
    assert isinstance(app.top, SettingsScene)
    press("back")
    _title_item(app, press, "Records")
    assert isinstance(app.top, RecordsScene)
    press("right")
    press("back")
    _title_item(app, press, "How to play")
    assert isinstance(app.top, HowToPlayScene)
    press("back")
    assert isinstance(app.top, TitleScene)


@pytest.mark.parametrize("game", ["chicken", "zombie", "henhouse", "island"])
def test_each_game_and_its_overlays(player, game):
    app, press = player
    _title_item(app, press, "Play")
    assert isinstance(app.top, GameSelectScene)
    press("right", [g.id for g in app.top.games].index(game))
    press("confirm")
    setup = app.top
    assert isinstance(setup, SeatSetupScene) and setup.info.id == game
    press("info")  # rename the first seat
    assert isinstance(app.top, NameEntryScene)
    press("menu")  # done (back is the grid's backspace)
    assert app.top is setup
    press("up")  # the Start row
    press("confirm")
    scene = app.top
    assert isinstance(scene, GAME_SCENES[game])
    press("info")
    assert isinstance(app.top, RulesScene)
    press("back")
    assert app.top is scene
    press("menu")
    pause = app.top
    assert isinstance(pause, PauseScene)
    labels = [item.label for item in pause.menu.items]
    press("down", labels.index("Rules"))
    press("confirm")
    assert isinstance(app.top, RulesScene)
    press("back")
    press("down")  # Settings
    press("confirm")
    assert isinstance(app.top, SettingsScene)
    press("back")
    assert app.top is pause
    press("back")
    assert app.top is scene
    press("menu")
    press("down", labels.index("Save and quit to menu"))
    press("confirm")
    assert isinstance(app.top, TitleScene)
