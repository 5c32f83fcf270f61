"""The first-time guides, played through the real app with posted presses: they show on
the first human turn, follow play without blocking it, can be skipped, are remembered,
and come back on demand from How to play (keyboard or controller alone)."""

from __future__ import annotations

from types import SimpleNamespace

import pygame
import pytest

import scenes.tutorial as tutorial
from game import chicken, registry
from game.match import Match, SeatSpec
from scenes.chicken.scene import ChickenScene
from scenes.island.controls import to_offset
from scenes.menus import TitleScene, start_match
from scenes.pause import PauseScene
from scenes.results import ResultsScene
from scenes.rules_overlay import RulesScene
from scenes.tutorial import HowToPlayScene, TutorialScene
from scenes.tutorial_steps import guides, holds
from tests.scenes.harness import frames, new_app, press_key, press_pad, run_until

K = pygame
REAL_OFFER = tutorial.offer_tutorial  # other scene tests may switch the guides off
PAD = 7


@pytest.fixture
def app(monkeypatch):
    monkeypatch.setattr(tutorial, "offer_tutorial", REAL_OFFER)
    app = new_app()
    app.change_settings(tutorials_seen=())  # a player who has never played
    yield app
    app.quit()


def _start(app, game: str, seed: int, first_seat: int = 0, device: str = "kb-left", **chosen):
    seats = [SeatSpec("Ann", 0, "human", device=device), SeatSpec("Clucky", 1, "ai", "easy")]
    options = registry.info(game).settle(2, {"first_seat": first_seat, **chosen})
    start_match(app, Match(game, seed, seats, options), autosave=False)
    return app.top


def _guide(app) -> TutorialScene:
    run_until(app, lambda: isinstance(app.top, TutorialScene) and app.top.showing())
    return app.top


def _showing(guide: TutorialScene, index: int) -> None:
    """Run until step ``index`` is on screen, and check it points where it says."""
    app = guide.app
    run_until(app, lambda: guide.index == index and guide.showing())
    frames(app)  # drawn once: the panel has a place
    step = guide.step
    anchor = guide.anchor(step.anchor)
    if step.anchor and step.anchor != "odds":
        assert anchor is not None, f"{guide.guide.game} step {index}: no {step.anchor!r}"
    if anchor is not None:
        assert not guide.panel_rect.colliderect(anchor), "the panel covers what it points at"
    assert guide.panel_rect.bottom <= 720 - 60, "the panel sits on the hint bar"


def _words(hints: list) -> dict:
    return {intents: what for intents, what in hints}


def _first_roll_decides(seed: int) -> bool:
    state = chicken.new_game(2, seed, {"first_seat": 0})
    state.apply(chicken.GoForIt())
    return state.phase == chicken.DECIDE and not state.foxes[1:]


DECIDES = next(s for s in range(1, 100) if _first_roll_decides(s))


def test_chicken_guide_follows_a_first_turn_and_is_remembered(app):
    scene = _start(app, "chicken", DECIDES)
    guide = _guide(app)
    _showing(guide, 0)
    hints = _words(guide.hints())
    assert hints["confirm"] == "Go for it!" and hints["back"] == "Chicken out"
    assert hints["menu"] == "Skip tutorial"
    press_key(app, K.K_SPACE)  # the game's own Confirm: it rolls
    assert [a.type for a in scene.match.actions] == ["go"]
    _showing(guide, 1)  # the foxes: words only, so Confirm reads on and plays nothing
    assert _words(guide.hints())["confirm"] == "Got it"
    press_key(app, K.K_SPACE)
    _showing(guide, 2)
    press_key(app, K.K_SPACE)
    _showing(guide, 3)
    assert len(scene.match.actions) == 1
    press_key(app, K.K_q)  # back: count the chickens
    assert scene.match.actions[-1] == chicken.Stop()
    _showing(guide, 4)
    assert "chicken" not in app.settings.tutorials_seen
    press_key(app, K.K_SPACE)
    assert guide.done and app.top is scene
    assert app.settings.tutorials_seen == ("chicken",)

    scene = _start(app, "chicken", DECIDES)  # the next game starts without it
    run_until(app, lambda: scene.idle() and scene.state.current_seat() == 0)
    frames(app, 30)
    assert app.top is scene


def test_the_game_keeps_its_own_buttons_while_a_step_shows(app):
    scene = _start(app, "chicken", DECIDES)
    guide = _guide(app)
    press_key(app, K.K_e)  # Info: the rules open over the game as ever
    assert isinstance(app.top, RulesScene)
    press_key(app, K.K_e)
    assert app.top is guide
    press_key(app, K.K_d)  # a move reaches the game: the other choice is in focus
    assert scene.focus == 1
    press_key(app, K.K_a)
    press_key(app, K.K_RETURN)  # another device's Confirm is not this player's
    assert guide.index == 0 and not scene.match.actions


def test_the_guide_waits_for_the_first_human_turn(app):
    scene = _start(app, "chicken", 3, first_seat=1)
    assert scene.state.current_seat() == 1
    run_until(app, lambda: scene.state.current_seat() == 0 and scene.idle())
    assert len(scene.match.actions) >= 1, "the AI played its turn first"
    guide = _guide(app)
    assert guide.seat == 0 and guide.index == 0


def test_menu_skips_the_guide_and_remembers_it(app):
    scene = _start(app, "chicken", DECIDES)
    _guide(app)
    press_key(app, K.K_ESCAPE)
    assert app.top is scene
    assert app.settings.tutorials_seen == ("chicken",)
    assert any("skipped" in words for words, _ in app.toasts)
    press_key(app, K.K_ESCAPE)  # Menu is the game's own again
    assert isinstance(app.top, PauseScene)


def test_a_seen_guide_does_not_show(app):
    app.change_settings(tutorials_seen=("chicken",))
    scene = _start(app, "chicken", DECIDES)
    run_until(app, lambda: scene.idle() and scene.state.current_seat() == 0)
    frames(app, 30)
    assert app.top is scene


def test_finishing_the_game_ends_the_guide(app):
    scene = _start(app, "chicken", DECIDES)
    guide = _guide(app)
    state = scene.state  # as if the AI had just won
    state.scores[1], state.winner, state.phase = chicken.WIN_SCORE, 1, chicken.OVER
    run_until(app, lambda: isinstance(app.top, ResultsScene))
    assert guide.done and "chicken" in app.settings.tutorials_seen


def _ready(app, scene, guide) -> bool:
    return app.top is guide and scene.idle() and scene.state.current_seat() == 0


def test_zombie_guide_follows_day_and_night(app):
    scene = _start(app, "zombie", 1)
    guide = _guide(app)
    _showing(guide, 0)
    press_key(app, K.K_d)  # the hand: move along it
    press_key(app, K.K_SPACE)  # take the card: the guide sees the Farm is next
    assert scene.controls.mode == "place"
    _showing(guide, 1)
    press_key(app, K.K_SPACE)
    assert [a.type for a in scene.match.actions] == ["zc_place"]
    _showing(guide, 2)
    press_key(app, K.K_SPACE)
    press_key(app, K.K_SPACE)
    _showing(guide, 3)
    press_key(app, K.K_SPACE)  # draw 2 from the deck
    assert scene.match.actions[-1].type == "zc_draw"
    seen = set()

    def play() -> None:  # the afternoon and the Night, always taking the first choice
        if guide.showing():
            seen.add(guide.index)
            _showing(guide, guide.index)
        if _ready(app, scene, guide):
            press_key(app, K.K_SPACE)

    run_until(app, lambda: guide.done or scene.state.is_over(), play)
    assert {4, 5} <= seen and guide.done
    assert app.settings.tutorials_seen == ("zombie",)


def test_henhouse_guide_follows_a_round(app):
    scene = _start(app, "henhouse", 1)
    guide = _guide(app)
    assert scene.placement.complete, "the army starts hidden at random"
    _showing(guide, 0)
    press_key(app, K.K_SPACE)  # Deploy! as it stands
    assert [a.type for a in scene.match.actions] == ["hh_deploy"]
    seen = set()

    def play() -> None:
        if guide.showing():
            seen.add(guide.index)
            _showing(guide, guide.index)
        if not _ready(app, scene, guide):
            return
        chips = scene.decision()[0] if scene.decision() else []
        labels = [c.label for c in chips]
        if guide.index == 3 and "End turn" in labels and scene.controls.aim is None:
            while chips[scene.controls.col].label != "End turn":
                press_key(app, K.K_d)
        press_key(app, K.K_SPACE)

    run_until(app, lambda: guide.done or scene.state.is_over(), play)
    assert seen == {1, 2, 3, 4, 5} and guide.done
    assert app.settings.tutorials_seen == ("henhouse",)


def test_henhouse_guide_offers_the_shop_only_when_something_can_be_bought(app, monkeypatch):
    """Step 5 said "Shop if you like" with no Sheaves to buy anything."""
    scene = _start(app, "henhouse", 1)
    guide = _guide(app)
    for key in [K.K_s] * 10 + [K.K_SPACE, K.K_d, K.K_d, K.K_SPACE]:  # Randomise, Deploy!
        press_key(app, key)

    shop = next(i for i, step in enumerate(guide.guide.steps) if step.say_when)  # "Tiles down!"

    def play() -> None:
        aiming = scene.controls.aim is not None  # a unit may drop its tiles more than once
        if (guide.index < shop and guide.showing() or aiming) and _ready(app, scene, guide):
            press_key(app, K.K_SPACE)  # fire the unit in focus; drop its tiles

    run_until(app, lambda: guide.index == shop and guide.showing(), play)
    frames(app)
    assert not scene.can_shop(), "no Sheaves yet in the first round"
    assert "Nothing to buy yet" in guide.words() and "Shop" not in guide.words()
    monkeypatch.setattr(scene, "can_shop", lambda: True)  # as if an egg were affordable
    assert "Shop if you like" in guide.words()
    frames(app)
    assert guide._panel[0][-1] == guide.words(), "the panel is drawn again with the new words"


def _walk(app, scene, target) -> None:
    """The island's cursor to ``target``: along its row, then straight up or down."""
    col, row = to_offset(scene.controls.cursor)
    to_col, to_row = to_offset(target)
    for _ in range(abs(to_col - col)):
        press_key(app, K.K_d if to_col > col else K.K_a)
    for _ in range(abs(to_row - row)):
        press_key(app, K.K_s if to_row > row else K.K_w)
    assert scene.controls.cursor == target


def test_island_guide_follows_a_first_turn(app):
    scene = _start(app, "island", 1)
    guide = _guide(app)
    assert len(guide.guide.steps) == 9  # two of them are Flag Mode's own words
    _showing(guide, 0)  # the Leaders to choose from
    assert scene.state.stage == "leaders" and scene.match.actions == []
    assert guide._progress() == "1 / 7"  # Flag Mode's own two steps are not counted
    press_key(app, K.K_SPACE)  # lead with the first one
    assert [a.type for a in scene.match.actions] == ["wi_pick_leader"]
    _showing(guide, 1)  # the Roll step, once the AI has chosen too
    assert scene.state.stage == "roll"
    press_key(app, K.K_SPACE)  # Roll! is focused first
    assert scene.match.actions[-1].type == "wi_roll"
    _showing(guide, 2)  # the Banner's dice: words only, so Confirm reads on
    assert _words(guide.hints())["confirm"] == "Got it"
    mark = len(scene.match.actions)
    press_key(app, K.K_SPACE)
    _showing(guide, 3)  # Build, before the first action could be one
    press_key(app, K.K_SPACE)
    _showing(guide, 4)
    assert len(scene.match.actions) == mark, "reading on played nothing"
    assert scene.controls.selected and scene.controls.auto  # a piece starts selected
    _showing(guide, 4)  # the panel makes room for the lit hexes
    moves = [h for h, answers in scene.decision().targets.items() if answers[0][0] == "Move here"]
    _walk(app, scene, min(moves))
    press_key(app, K.K_SPACE)
    assert scene.match.actions[-1].type == "wi_move"
    _showing(guide, 5)  # fights and tags: read on
    press_key(app, K.K_SPACE)
    _showing(guide, 7)  # (step 6 is Flag Mode's word on fights)
    assert len(scene.match.actions) == mark + 1
    if scene.controls.focus == "board":  # (nothing left for the island: already there)
        press_key(app, K.K_TAB)  # Next: down to the commands, which start on End actions
    assert scene.decision().chips[scene.controls.col].label == "End actions"
    press_key(app, K.K_SPACE)
    assert scene.match.actions[mark + 1].type == "wi_end_actions"
    assert guide.done and app.settings.tutorials_seen == ("island",)
    frames(app)
    assert app.top is not guide


def test_flag_mode_guide_skips_the_leaders_and_speaks_of_flags(app):
    scene = _start(app, "island", 1, flag=True)
    guide = _guide(app)
    assert guide.index == 1 and scene.state.stage == "roll"  # no Leaders to pick
    assert guide._progress() == "1 / 6"
    press_key(app, K.K_SPACE)  # Roll! is focused first
    _showing(guide, 2)
    press_key(app, K.K_SPACE)
    _showing(guide, 3)  # Build
    press_key(app, K.K_SPACE)
    _showing(guide, 4)
    pid, _ = scene.controls.selected_piece()  # a piece starts selected: one of its hexes
    assert not scene.state.pieces[pid].get("flags"), "never the flag carrier by itself"
    moves = [h for h, answers in scene.decision().targets.items() if answers[0][0] == "Move here"]
    _walk(app, scene, min(moves))
    press_key(app, K.K_SPACE)
    assert scene.match.actions[-1].type == "wi_move"
    _showing(guide, 6)  # past the Leaders' tags, to the flags
    assert "flag" in guide.step.say
    press_key(app, K.K_SPACE)
    _showing(guide, 8)
    assert "flag" in guide.step.say and guide._progress() == "6 / 6"


def test_steps_name_the_players_own_buttons(app):
    app.replace(TitleScene(app))
    press_pad(app, PAD, K.CONTROLLER_BUTTON_DPAD_DOWN)  # the pad is plugged in
    scene = _start(app, "chicken", DECIDES, device=f"pad-{PAD}")
    guide = _guide(app)
    assert guide.device == f"pad-{PAD}"
    assert [label for label, _ in guide.chips()] == ["A", "B"]
    assert guide.words().startswith("Your turn! A rolls")
    press_pad(app, PAD, K.CONTROLLER_BUTTON_START)  # Menu on a pad skips too
    assert app.top is scene and "chicken" in app.settings.tutorials_seen


def test_every_guide_is_short_and_every_step_ends(app):
    for game, guide in guides().items():
        assert registry.info(game).built
        for options in ({}, {"flag": True}):  # a variant may swap in its own steps
            table = SimpleNamespace(state=SimpleNamespace(options=options))
            assert 4 <= len([s for s in guide.steps if holds(table, s.only)]) <= 7, game
        for step in guide.steps:
            assert step.reading or step.actions or step.until, (game, step.say)
            assert len(step.say) <= 160, "a step is read in a glance"


# -- How to play ------------------------------------------------------------------------------


def _how_to_play(app, press) -> HowToPlayScene:
    """From the title, down to How to play and in, with one device's presses."""
    app.replace(TitleScene(app))
    frames(app)
    title = app.top
    labels = [item.label for item in title.menu.items]
    for _ in range(labels.index("How to play") - title.menu.focus):
        press("down")
    press("confirm")
    assert isinstance(app.top, HowToPlayScene)
    return app.top


def _keys(app):
    keys = {"down": K.K_DOWN, "up": K.K_UP, "confirm": K.K_RETURN, "back": K.K_RSHIFT}
    return lambda name: press_key(app, keys[name])


def _pad(app):
    buttons = {
        "down": K.CONTROLLER_BUTTON_DPAD_DOWN,
        "confirm": K.CONTROLLER_BUTTON_A,
        "back": K.CONTROLLER_BUTTON_B,
        "menu": K.CONTROLLER_BUTTON_START,
    }
    return lambda name: press_pad(app, PAD, buttons[name])


def test_how_to_play_with_the_keyboard_alone(app):
    app.change_settings(tutorials_seen=("chicken", "zombie", "henhouse", "island"))
    press = _keys(app)
    menu = _how_to_play(app, press)
    assert [g.id for g in menu.games] == [g.id for g in registry.GAMES.values() if g.built]
    press("down")
    press("up")
    press("confirm")  # the right half chooses Chicken!: it plays the practice
    scene = app.find(ChickenScene)
    assert scene is not None and not scene.autosave
    assert [(s.kind, s.device, s.level) for s in scene.match.seats] == [
        ("human", "kb-right", "normal"),
        ("ai", None, "easy"),
    ]
    guide = _guide(app)  # shown although seen
    assert guide.seat == 0 and guide.words().startswith("Your turn! Enter rolls")
    press_key(app, K.K_p)  # the right half's Menu: skip
    assert app.top is scene
    _how_to_play(app, press)
    press("back")  # back leaves
    assert isinstance(app.top, TitleScene)


def test_how_to_play_with_a_controller_alone(app):
    app.change_settings(tutorials_seen=("zombie",))
    press = _pad(app)
    _how_to_play(app, press)
    press("down")
    press("confirm")  # Zombie Chickens
    scene = app.top
    assert scene.match.game == "zombie" and scene.match.seats[0].device == f"pad-{PAD}"
    guide = _guide(app)
    assert guide.chips() == [("D-pad", "Pick"), ("A", "Pick it up")]
    press("menu")
    assert app.top is scene
    _how_to_play(app, press)
    press("back")
    assert isinstance(app.top, TitleScene)
