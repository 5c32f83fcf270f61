"""Random presses on every device, all over the app: nothing crashes, nothing is lost."""

from __future__ import annotations

import random

import pygame
import pytest

from ecs.input import KEY_CODES, PAD_BUTTONS, key_event, pad_button_event
from game.match import Match
from scenes.match_scene import MatchScene
from scenes.menus import TitleScene
from tests.scenes.harness import frames, new_app

KEYS = sorted(code for name, code in KEY_CODES.items() if name not in ("F11", "F12"))
BUTTONS = sorted(PAD_BUTTONS.values())


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_random_presses_never_crash_and_every_game_stays_consistent(seed):
    rng = random.Random(seed)
    app = new_app()
    app.replace(TitleScene(app))
    seen: set[str] = set()
    checked: dict[int, int] = {}  # game scene -> actions already checked
    for _ in range(2000):
        if rng.random() < 0.5:
            if rng.random() < 0.7:
                # Confirm keys are favoured so the monkey gets past the menus into games.
                key = rng.choice(KEYS + [pygame.K_SPACE, pygame.K_RETURN] * 6)
                pygame.event.post(key_event(key, True))
                pygame.event.post(key_event(key, False))
            else:
                button = rng.choice(BUTTONS)
                pygame.event.post(pad_button_event(2, button, True))
                pygame.event.post(pad_button_event(2, button, False))
        frames(app, 2)
        if not app.running:  # it chose Quit: a player would start the game again
            app = new_app()
            app.replace(TitleScene(app))
        seen.update(type(scene).__name__ for scene in app.stack)
        game = app.find(MatchScene)
        if game is not None and len(game.match.actions) != checked.get(id(game)):
            checked[id(game)] = len(game.match.actions)
            saved = Match.from_dict(game.match.to_dict())
            assert saved.state.digest() == game.match.state.digest()
    assert {"TitleScene", "GameSelectScene", "SeatSetupScene"} <= seen
    games = {"ChickenScene", "ZombieScene", "HenhouseScene", "IslandScene"}
    assert seen & games, "the monkey played a game"
    app.quit()
