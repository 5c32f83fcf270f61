"""Unfinished games are kept, each in its own file, until finished or deleted by the player.

Driven through the menus by posted key presses: a second game never replaces the first,
the Resume list shows date, seats and progress, one game can be deleted (after a yes),
and a resume file of the old single-slot kind still resumes.
"""

from __future__ import annotations

import json
import time

import pygame

from game import saves
from game.match import Match, SeatSpec
from scenes import ui
from scenes.menus import GameSelectScene, TitleScene, start_match
from scenes.pause import PauseScene
from scenes.resume_list import ResumeListScene
from scenes.seat_setup import SeatSetupScene
from scenes.zombie.scene import ZombieScene
from tests.scenes.harness import frames, press_key, run_until

K = pygame


def _choose(app, label: str) -> None:
    """Move the focused menu to ``label`` with the keyboard and press confirm."""
    menu = app.top.menu
    labels = [item.label for item in menu.items]
    while menu.items[menu.focus].label != label:
        assert label in labels, labels
        press_key(app, K.K_s)
    press_key(app, K.K_SPACE)


def _zombie_setup(app) -> SeatSetupScene:
    _choose(app, "Play")
    assert isinstance(app.top, GameSelectScene)
    press_key(app, K.K_d)  # Zombie Chickens
    press_key(app, K.K_SPACE)
    assert isinstance(app.top, SeatSetupScene) and app.top.info.id == "zombie"
    return app.top


def _start(app, setup: SeatSetupScene) -> ZombieScene:
    while setup.focus != setup.rows - 1:
        press_key(app, K.K_s)
    press_key(app, K.K_SPACE)
    assert isinstance(app.top, ZombieScene)
    return app.top


def _save_and_quit(app, scene) -> None:
    run_until(app, lambda: app.top is scene and scene.idle())
    press_key(app, K.K_ESCAPE)
    assert isinstance(app.top, PauseScene)
    _choose(app, "Save and quit to menu")
    assert isinstance(app.top, TitleScene)


def test_a_coop_game_started_from_play_keeps_the_solo_game_saved_before(app):
    setup = _zombie_setup(app)
    press_key(app, K.K_s)  # the AI seat
    press_key(app, K.K_q)  # removed: one player, solo
    solo = _start(app, setup)
    assert solo.state.mode == "solo"
    run_until(app, lambda: solo.idle() and solo.drivers.is_human(solo.state.current_seat()))
    press_key(app, K.K_SPACE)  # a first move, so there is something to lose
    solo_digest = solo.state.digest()
    _save_and_quit(app, solo)
    toast = app.toasts[-1][0]
    assert toast == (
        "Zombie Chickens saved: choose Resume Zombie Chickens on the title screen to play on"
    )
    assert ".json" not in toast

    setup = _zombie_setup(app)
    press_key(app, K.K_RETURN)  # the right keyboard half joins...
    press_key(app, K.K_s)
    press_key(app, K.K_q)  # ...and the AI seat goes: two humans
    assert [(s.kind, s.device) for s in setup.seats] == [
        ("human", "kb-left"),
        ("human", "kb-right"),
    ]
    mode_row = len(setup.seats) + 1
    while setup.focus != mode_row:
        press_key(app, K.K_s)
    press_key(app, K.K_d)  # Versus -> Co-op
    assert setup.options["mode"] == "coop"
    coop = _start(app, setup)
    assert coop.state.mode == "coop"
    frames(app, 30)
    press_key(app, K.K_ESCAPE)
    assert isinstance(app.top, PauseScene), app.top
    _choose(app, "Save and quit to menu")

    _choose(app, "Resume Zombie Chickens")
    listing = app.top
    assert isinstance(listing, ResumeListScene)
    modes = [game.match.state.mode for game in listing.games]
    assert modes == ["coop", "solo"], "newest first, and the solo game is still there"
    press_key(app, K.K_s)
    press_key(app, K.K_SPACE)
    resumed = app.top
    assert isinstance(resumed, ZombieScene) and resumed.state.digest() == solo_digest


def _chicken(seed: int, names: tuple[str, str]) -> Match:
    seats = [SeatSpec(names[0], 0, "human", device="kb-left"), SeatSpec(names[1], 1, "ai")]
    return Match("chicken", seed, seats, {"first_seat": 0})


def _saved(app, match: Match, when: int):
    start_match(app, match)
    scene = app.top
    scene.on_close()
    import os

    os.utime(scene.slot, (when, when))
    return scene.slot


def test_the_resume_list_shows_each_game_deletes_one_after_a_yes_and_resumes_another(app):
    older = _saved(app, _chicken(3, ("Ann", "Clucky")), 1_000_000_000)
    newer = _saved(app, _chicken(4, ("Bea", "Pecky")), 1_000_100_000)
    assert older != newer and older.exists() and newer.exists()
    app.replace(TitleScene(app))
    frames(app)
    item = next(i for i in app.top.menu.items if i.label == "Resume Chicken!")
    newest = time.strftime("%a %d %b %H:%M", time.localtime(1_000_100_000))
    assert item.note == f"2 unfinished games, the newest from {newest}"
    _choose(app, "Resume Chicken!")
    listing = app.top
    assert isinstance(listing, ResumeListScene)
    from scenes.resume_list import describe

    rows = [describe(listing.info, game) for game in listing.games]
    assert [row[0].split(" · ")[1] for row in rows] == ["Bea, Pecky", "Ann, Clucky"]
    assert all(row[1] for row in rows), "each row says where its game stands"
    assert rows[1][0].startswith(listing.games[1].when) and listing.games[1].when[:3].isalpha()

    press_key(app, K.K_e)  # Delete the newest...
    assert listing.deleting == 0 and newer.exists()
    press_key(app, K.K_q)  # ...no, keep it
    assert listing.deleting is None and newer.exists()
    press_key(app, K.K_e)
    press_key(app, K.K_SPACE)  # yes, delete it for good
    assert not newer.exists() and older.exists()
    assert [g.path for g in listing.games] == [older]
    press_key(app, K.K_SPACE)  # resume the one left
    resumed = app.top
    assert resumed.match.seats[0].name == "Ann" and resumed.slot == older
    press_key(app, K.K_SPACE)  # a move is saved into the same file, not a new one
    run_until(app, resumed.idle)
    assert sorted(saves.saves_dir().glob("chicken-*.json")) == [older]
    assert json.loads(older.read_text())["digest"] == resumed.state.digest()


def test_deleting_the_only_game_returns_to_a_title_without_resume(app):
    _saved(app, _chicken(3, ("Ann", "Clucky")), 1_000_000_000)
    app.replace(TitleScene(app))
    frames(app)
    _choose(app, "Resume Chicken!")
    press_key(app, K.K_e)
    press_key(app, K.K_SPACE)
    assert isinstance(app.top, TitleScene)
    assert "Resume Chicken!" not in [item.label for item in app.top.menu.items]
    assert list(saves.saves_dir().glob("chicken-*")) == []


def test_an_old_single_slot_resume_file_still_resumes_beside_new_games(app):
    old = _chicken(6, ("Old", "Clucky"))
    old.apply(old.state.legal_actions(0)[0])
    saves.write(saves.resume_path("chicken"), old)  # the file older versions kept
    newer = _saved(app, _chicken(7, ("New", "Pecky")), 2_000_000_000)
    app.replace(TitleScene(app))
    frames(app)
    _choose(app, "Resume Chicken!")
    listing = app.top
    assert [g.path for g in listing.games] == [newer, saves.resume_path("chicken")]
    press_key(app, K.K_s)
    press_key(app, K.K_SPACE)
    assert app.top.state.digest() == old.state.digest()
    assert app.top.slot == saves.resume_path("chicken")


def test_restart_from_pause_starts_that_game_over_in_its_own_file_only(app):
    other = _saved(app, _chicken(8, ("Cy", "Pecky")), 1_000_000_000)
    start_match(app, _chicken(3, ("Ann", "Clucky")))
    scene = app.top
    run_until(app, scene.idle)
    press_key(app, K.K_SPACE)  # a move: the game has its file now
    run_until(app, lambda: app.top is scene and scene.idle())
    mine = scene.slot
    press_key(app, K.K_ESCAPE)
    _choose(app, "Restart")
    again = app.top
    assert again is not scene and again.slot == mine
    run_until(app, again.idle)
    press_key(app, K.K_SPACE)
    assert again.match.actions
    assert sorted(saves.saves_dir().glob("chicken-*.json")) == sorted([other, mine])
    assert json.loads(mine.read_text())["seed"] == again.match.seed != 3


def test_unfinished_games_of_every_title_share_one_resume_row_that_lists_them_all(app):
    seats = [SeatSpec("Ann", 0, "human", device="kb-left"), SeatSpec("Bot", 1, "ai")]
    for stamp, game in enumerate(("chicken", "zombie", "henhouse", "island")):
        _saved(app, Match(game, 5, list(seats), {}), 1_000_000_000 + stamp * 1000)
    app.replace(TitleScene(app))
    frames(app)
    labels = [item.label for item in app.top.menu.items]
    assert labels[0] == "Resume a game" and not any(
        label.startswith("Resume ") for label in labels[1:]
    ), labels
    assert app.top._menu_bottom() < ui.H - 60, "the title's menu keeps above the hint bar"
    newest = time.strftime("%a %d %b %H:%M", time.localtime(1_000_003_000))
    assert app.top.menu.items[0].note == f"4 unfinished games, the newest from {newest}"
    _choose(app, "Resume a game")
    listing = app.top
    assert isinstance(listing, ResumeListScene) and listing.info is None
    assert [g.match.game for g in listing.games] == ["island", "henhouse", "zombie", "chicken"]
    press_key(app, K.K_s)
    press_key(app, K.K_SPACE)  # the Henhouse game, second newest
    assert app.top.match.game == "henhouse"
