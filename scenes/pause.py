"""Pause: resume, rules, restart, save and quit to menu, quit."""

from __future__ import annotations

import random

import pygame

from ecs.input import Intent, IntentEvent
from ecs.palette import PALETTE
from game import registry
from game.match import Match
from scenes import ui
from scenes.base import Scene


class PauseScene(Scene):
    overlay = True
    still_beneath = True

    def __init__(self, app, game_scene):
        super().__init__(app)
        self.game_scene = game_scene
        self.menu = ui.Menu(
            [
                ui.Item("Resume", self._resume),
                ui.Item("Rules", self._rules),
                ui.Item("Settings", self._settings),
                ui.Item("Restart", self._restart),
                ui.Item("Save and quit to menu", self._to_menu),
                ui.Item("Save and quit game", self._quit),
            ],
            on_move=lambda: app.audio.play("click"),
        )

    def _resume(self) -> None:
        self.app.pop()

    def _rules(self) -> None:
        from scenes.rules_overlay import RulesScene

        self.app.push(RulesScene(self.app, self.game_scene.match.game))

    def _settings(self) -> None:
        from scenes.settings_menu import SettingsScene

        self.app.push(SettingsScene(self.app))

    def _restart(self) -> None:
        from scenes.menus import start_match

        old = self.game_scene.match
        start_match(
            self.app,
            Match(old.game, random.randrange(1, 2**31), list(old.seats), dict(old.options)),
            slot=self.game_scene.slot,  # the player chose to start this game again
        )

    def _to_menu(self) -> None:
        from scenes.menus import TitleScene

        scene = self.game_scene
        scene.on_close()
        if scene.autosave and not scene.save_failed:
            title = registry.info(scene.match.game).title
            self.app.toast(f"{title} saved: choose Resume {title} on the title screen to play on")
        self.app.replace(TitleScene(self.app))

    def _quit(self) -> None:
        self.app.quit()

    def hints(self) -> list:
        return ui.menu_hints(back="Resume")

    def intent(self, event: IntentEvent) -> None:
        if event.intent in (Intent.BACK, Intent.MENU):
            self._resume()
        else:
            self.menu.intent(event)

    def draw(self, surface: pygame.Surface, alpha: float) -> None:
        ui.dim(surface)
        ui.text(surface, "Paused", 60, (ui.W // 2, 130), PALETTE["text_light"], shadow=True)
        self.menu.draw(surface, ui.W // 2, 190, width=440, height=52, gap=60)
