"""Damaged files, loaded as the app loads them at start: never a crash, never a hang.

Every kind of file the game keeps (resume saves of each game, replays, settings and
records) is mutated with a seeded random (truncations, byte flips, wrong types, deep
nesting, huge and odd values, undrawable seat names, one game's save in another's
place) and loaded by the scene that reads it: the title (and a resumed game), a
replay, a fresh app, the records screen. Special files (links to /dev/zero and
/dev/urandom, a pipe, a folder, a file without read permission) are fixed cases.

Each file must be read safely or refused with one short message naming it, and (a
resume save, settings, records) be moved aside so it is not refused again; an
unreadable file is left where it is. FOWLPLAY_FUZZ_CASES=<n> runs n random cases of
each kind instead of the CI count (the seed is fixed, so a failing case is repeatable:
its id names its kind, family and number).
"""

from __future__ import annotations

import json
import os
import random
from pathlib import Path

import pygame
import pytest

from ecs.bindings import ESSENTIAL
from ecs.input import Intent, IntentEvent
from game import registry, saves, stats
from game import settings as settings_file
from game.match import Match, SeatSpec
from scenes.app import App
from scenes.menus import TitleScene
from scenes.records import RecordsScene
from scenes.replay import open_replay
from scenes.resume_list import ResumeListScene
from tests.scenes.harness import frames, new_app, press_key

CI_CASES = 60  # random cases per kind of file in CI; with 4 kinds and the fixed cases, ~290
CASES = int(os.environ.get("FOWLPLAY_FUZZ_CASES", CI_CASES))
GAMES = ("chicken", "zombie", "henhouse", "island")
FAMILIES = ("truncate", "flip bytes", "wrong type", "deep nesting", "odd value", "bad name")


# -- the files before damage -------------------------------------------------------------


def _played(game: str, seed: int, moves: int) -> Match:
    seats = [SeatSpec("Ann", 0, "human", device="kb-left"), SeatSpec("Cpu", 1, "ai", "easy")]
    match = Match(game, seed, seats, registry.info(game).settle(2, {}))
    rng = random.Random(seed)
    for _ in range(moves):
        if match.state.is_over():
            break
        match.apply(rng.choice(match.state.legal_actions(match.state.current_seat())))
    return match


SAVES = {game: _played(game, 11, 6).to_dict() for game in GAMES}


def _settings() -> dict:
    bindings = {"kb-left": {"confirm": ("K",), "back": ("L",)}}
    return settings_file.Settings(muted=True, bindings=bindings).to_dict()


def _records() -> dict:
    records = stats.Records()
    finished = _played("chicken", 3, 400)
    assert finished.state.is_over()
    stats.tally(records, finished)
    return records.to_dict()


ORIGINALS = {"resume": SAVES, "replay": SAVES, "settings": _settings(), "records": _records()}


# -- damage ------------------------------------------------------------------------------

ODD_VALUES = [
    None, True, -1, 0, 10**30, 1.5, "", "x" * 100_000, [], {}, [[[]]], {"": None},
    "\x00", "\ud800", "\u200b", " ", "\ufeff\u200b",
]  # fmt: skip
BAD_NAMES = ["\x00", "A\x00B", "\ud800", "\udfff x", "\u200b", "\ufeff", " ", "\u0301\u200b"]


def _nodes(data, path=()):
    """Every place in a JSON value, as a path of keys and indexes."""
    yield path
    if isinstance(data, dict):
        for key, value in data.items():
            yield from _nodes(value, (*path, key))
    elif isinstance(data, list):
        for index, value in enumerate(data):
            yield from _nodes(value, (*path, index))


def _put(data, path, value):
    if not path:
        return value
    data = json.loads(json.dumps(data))
    target = data
    for step in path[:-1]:
        target = target[step]
    target[path[-1]] = value
    return data


def _nested(rng: random.Random) -> str:
    """JSON nested 100 to 5000 deep, as text (too deep for json.dumps to write)."""
    depth = rng.choice([100, 500, 5000])
    if rng.random() < 0.5:
        return "[" * depth + "1" + "]" * depth
    return '{"a": ' * depth + "null" + "}" * depth


MARKER = "__PUT_HERE__"


def _with_text(original: dict, place: tuple, literal: str) -> bytes:
    """``original`` with the JSON text ``literal`` at ``place``."""
    text = json.dumps(_put(original, place, MARKER))
    return text.replace(f'"{MARKER}"', literal).encode()


def _damage(original: dict, family: str, rng: random.Random) -> bytes:
    text = json.dumps(original)
    if family == "truncate":
        return text[: rng.randrange(len(text))].encode()
    if family == "flip bytes":
        raw = bytearray(text.encode())
        for _ in range(rng.randint(1, 6)):
            raw[rng.randrange(len(raw))] = rng.randrange(256)
        return bytes(raw)
    places = list(_nodes(original))
    place = rng.choice(places)
    if family == "wrong type":
        value = rng.choice(ODD_VALUES[:12])
    elif family == "deep nesting":
        return _with_text(original, place, _nested(rng))
    elif family == "odd value":
        value = rng.choice(ODD_VALUES)
        if rng.random() < 0.3:  # numbers JSON may spell but no save holds
            literal = rng.choice(["1e999", "-1e999", "NaN", "Infinity", "9" * 5000, "-0"])
            return _with_text(original, place, literal)
    else:  # bad name: a seat name, record holder or any string
        strings = [p for p in places if isinstance(_get(original, p), str)] or places
        place = rng.choice([p for p in strings if "name" in p or "_by" in str(p)] or strings)
        value = rng.choice(BAD_NAMES)
    return json.dumps(_put(original, place, value)).encode("utf-8", "surrogatepass")


def _get(data, path):
    for step in path:
        data = data[step]
    return data


def _random_cases() -> list:
    cases = []
    for kind in ORIGINALS:
        rng = random.Random(f"fuzz:{kind}")
        for number in range(CASES):
            family = FAMILIES[number % len(FAMILIES)]
            game = GAMES[number % len(GAMES)]
            original = ORIGINALS[kind][game] if kind in ("resume", "replay") else ORIGINALS[kind]
            raw = _damage(original, family, rng)
            cases.append(pytest.param(kind, game, raw, False, id=f"{kind}-{family}-{number}"))
    return cases


def _cross_game_cases() -> list:
    """One game's save where another's belongs, and one game's moves under another's id."""
    cases = []
    for found in GAMES:
        for real in GAMES:
            if found == real:
                continue
            raw = json.dumps(SAVES[real]).encode()
            moves = json.dumps({**SAVES[real], "game": found}).encode()
            cases += [
                pytest.param("resume", found, raw, True, id=f"resume-{real}-save-as-{found}"),
                pytest.param("resume", found, moves, True, id=f"resume-{real}-moves-as-{found}"),
                pytest.param("replay", found, moves, True, id=f"replay-{real}-moves-as-{found}"),
            ]
    return cases


# -- loading as the app does -------------------------------------------------------------


@pytest.fixture(scope="module")
def app():
    app = new_app()
    yield app
    app.quit()


def _where(kind: str, game: str) -> Path:
    if kind == "resume":
        return saves.saves_dir() / f"{game}-20260101-120000-1.json"
    if kind == "replay":
        return saves.home() / "replays" / f"{game}-20260101-120000-1.json"
    return settings_file.path() if kind == "settings" else stats.path()


def _load(app: App, kind: str, game: str, where: Path) -> list[str]:
    """Load ``where`` as the app would, draw a few frames; the messages said."""
    app.toasts.clear()
    if kind == "resume":
        app.replace(TitleScene(app))
        frames(app, 2)
        if game in app.top.resumes:
            app.push(ResumeListScene(app, registry.info(game), app.top.resumes[game]))
            frames(app, 2)
            press_key(app, pygame.K_SPACE)  # resume it, and play a moment
            frames(app, 20)
            app.replace(TitleScene(app))
            frames(app)
    elif kind == "replay":
        if open_replay(app, where):
            frames(app, 20)
        app.replace(TitleScene(app))
    elif kind == "settings":
        fresh = App(pygame.Surface((1280, 720)), app.clock, headless=True, controllers=False)
        for layout in ("kb-left", "kb-right", "pad"):
            for intent in ESSENTIAL:
                assert fresh.router.bindings.names(layout, intent), (layout, intent)
        fresh.replace(TitleScene(fresh))
        frames(fresh, 2)
        return [text for text, _ in fresh.toasts]
    else:
        app.replace(RecordsScene(app))
        for _ in registry.GAMES:
            frames(app, 2)
            app.top.intent(IntentEvent("kb-left", Intent.RIGHT))
        for entry in app.top.records.games.values():
            assert all(won <= played <= entry.played for played, won in entry.seats.values())
            assert entry.fastest is None or entry.fastest > 0
        app.replace(TitleScene(app))
    return [text for text, _ in app.toasts]


def _check(kind: str, where: Path, raw: bytes, messages: list[str], must_refuse: bool) -> None:
    about = [m for m in messages if where.name in m]
    for message in messages:
        assert "\n" not in message and len(message) < 400 and "Traceback" not in message
        assert kind == "resume" or "cannot be resumed" not in message, message
    if not about and not must_refuse:  # read safely: nothing was wrong enough to refuse
        return
    assert len(about) == 1, messages
    if kind != "replay":  # ours: moved aside, byte for byte
        aside = list(where.parent.glob(f"{where.name}.bad-*"))
        assert aside, about
        if not where.exists():
            assert aside[0].read_bytes() == raw


def _reset(where: Path) -> None:
    for folder in {saves.home(), saves.settings_dir()}:
        if folder.exists():
            for path in sorted(folder.rglob("*"), key=lambda p: -len(p.parts)):
                if path.is_dir() and not path.is_symlink():
                    path.rmdir()
                else:
                    path.unlink()
    where.parent.mkdir(parents=True, exist_ok=True)


@pytest.mark.parametrize(
    ("kind", "game", "raw", "must_refuse"), _random_cases() + _cross_game_cases()
)
def test_a_damaged_file_is_read_safely_or_refused_with_one_message(
    app, kind, game, raw, must_refuse
):
    where = _where(kind, game)
    _reset(where)
    where.write_bytes(raw)
    messages = _load(app, kind, game, where)
    _check(kind, where, raw, messages, must_refuse)


SPECIAL = ("link to /dev/zero", "link to /dev/urandom", "pipe", "folder")


@pytest.mark.parametrize("special", SPECIAL)
@pytest.mark.parametrize("kind", list(ORIGINALS))
def test_a_special_file_in_place_of_a_file_is_refused_without_hanging(app, kind, special):
    where = _where(kind, "zombie")
    _reset(where)
    if special.startswith("link"):
        where.symlink_to(special.removeprefix("link to "))
    elif special == "pipe":
        os.mkfifo(where)
    else:
        where.mkdir()
    messages = _load(app, kind, "zombie", where)
    about = [m for m in messages if where.name in m]
    assert len(about) == 1 and "not a plain file" in about[0], messages
    if kind != "replay":
        assert not where.exists() and not where.is_symlink(), "set aside, not offered again"


@pytest.mark.parametrize("kind", list(ORIGINALS))
def test_a_file_without_read_permission_is_said_so_and_left_alone(app, kind, monkeypatch):
    where = _where(kind, "zombie")
    _reset(where)
    original = ORIGINALS[kind]["zombie"] if kind in ("resume", "replay") else ORIGINALS[kind]
    where.write_text(json.dumps(original))
    real = os.open

    def opener(target, *args, **kwargs):
        if os.fspath(target) == os.fspath(where):
            raise PermissionError(13, "Permission denied", os.fspath(target))
        return real(target, *args, **kwargs)

    monkeypatch.setattr(os, "open", opener)
    messages = _load(app, kind, "zombie", where)
    about = [m for m in messages if where.name in m]
    assert len(about) == 1 and "cannot be read (Permission denied)" in about[0], messages
    assert "damaged" not in about[0] and "moved" not in about[0]
    assert where.exists() and not list(where.parent.glob("*.bad-*"))
