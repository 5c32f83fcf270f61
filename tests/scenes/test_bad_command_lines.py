"""Every bad command line is refused before a window opens or a game starts: one line on
stderr naming the bad value and what would be accepted, exit status 2, no traceback.

Each case runs through ``scenes.cli.main`` twice, headless and with a window asked for on
SDL's dummy driver, unless it only means something one way. Opening a window or a
headless app fails the test, so "before any window opens" is checked, not assumed.
"""

from __future__ import annotations

import json

import pytest

from game import saves
from game.match import Match, SeatSpec
from scenes import cli

BOTH, HEADLESS, WINDOW = ("headless", "window"), ("headless",), ("window",)
SEATS = ["--seats", "ai:hard,ai:easy"]

# (id, arguments, ways, words the line must hold: the bad value, then what is accepted)
CASES = [
    ("fps-zero", ["--fps", "0"], HEADLESS, ["'0'", "from 1 to 1000"]),
    ("fps-negative", ["--fps", "-5"], HEADLESS, ["'-5'", "from 1 to 1000"]),
    ("fps-nan", ["--fps", "nan"], HEADLESS, ["'nan'", "from 1 to 1000"]),
    ("fps-inf", ["--fps", "inf"], HEADLESS, ["'inf'", "from 1 to 1000"]),
    ("fps-in-a-window", ["--fps", "30"], WINDOW, ["--fps", "--headless"]),
    ("seed-not-a-number", ["--seed", "x", *SEATS], BOTH, ["'x'", "whole number"]),
    ("unknown-argument", ["--colour", "red"], BOTH, ["--colour", "fowlplay --help"]),
    (
        "island-nowhere",
        ["--game", "island", "--options", "island=nowhere", *SEATS],
        BOTH,
        ["island=nowhere", "island=random or island=build"],
    ),
    (
        "log-nowhere",
        ["--log", "/nonexistent-dir/x.jsonl"],
        HEADLESS,
        ["/nonexistent-dir", "folder"],
    ),
    ("log-in-a-window-of-menus", ["--log", "x.jsonl"], WINDOW, ["--log", "--seats", "--replay"]),
    ("options-bogus", ["--options", "bogus", *SEATS], BOTH, ["'bogus'", "takes no options"]),
    (
        "island-options-bogus",
        ["--game", "island", "--options", "bogus", *SEATS],
        BOTH,
        ["'bogus'", "choose from island, quickplay"],
    ),
    ("options-equals", ["--options", "=", *SEATS], BOTH, ["'='", "name=value"]),
    ("options-empty-entry", ["--options", "a,,b", *SEATS], BOTH, ["''", "name=value"]),
    (
        "variant-in-words",
        ["--game", "island", "--options", "pelea-de-gallos", *SEATS],
        BOTH,
        ["'pelea-de-gallos'", "did you mean pelea?", "hardcore, pelea"],
    ),
    (
        "zombie-switch-banana",
        ["--game", "zombie", "--mode", "coop", "--options", "open_hands=banana", *SEATS],
        BOTH,
        ["open_hands=banana", "on or off (true/false, on/off, 1/0)"],
    ),
    (
        "island-switch-banana",
        ["--game", "island", "--options", "hardcore=banana", *SEATS],
        BOTH,
        ["hardcore=banana", "on or off (true/false, on/off, 1/0)"],
    ),
    (
        "switch-dropped-silently",
        ["--game", "zombie", "--options", "open_hands", *SEATS],
        BOTH,
        ["open_hands", "co-op (--mode coop)"],
    ),
    (
        "option-twice",
        ["--game", "island", "--options", "hardcore,hardcore=0", *SEATS],
        BOTH,
        ["hardcore is given twice"],
    ),
    (
        "variant-for-other-counts",
        ["--game", "island", "--options", "teams", *SEATS],
        BOTH,
        ["Teams", "4 players"],
    ),
    (
        "variants-that-clash",
        ["--game", "island", "--options", "flag,hardcore", *SEATS],
        BOTH,
        ["Hardcore and Flag Mode", "do not combine"],
    ),
    ("chicken-mode", ["--mode", "nope", *SEATS], BOTH, ["--mode nope", "competitive, coop, solo"]),
    (
        "zombie-mode-nope",
        ["--game", "zombie", "--mode", "nope", *SEATS],
        BOTH,
        ["--mode nope", "competitive, coop, solo"],
    ),
    (
        "zombie-solo-for-two",
        ["--game", "zombie", "--mode", "solo", *SEATS],
        BOTH,
        ["--mode solo", "solo is for 1 player"],
    ),
    ("seats-empty", ["--seats", ""], BOTH, ["--seats ''", "ai:easy, ai:normal, ai:hard, human"]),
    (
        "seats-empty-entry",
        ["--seats", "ai:hard,,ai:easy"],
        BOTH,
        ["'ai:hard,,ai:easy'", "seat 2 is empty", "human:kb-left"],
    ),
    (
        "seats-unknown-device",
        ["--seats", "human:kb-middle,ai:hard"],
        BOTH,
        ["'kb-middle'", "kb-left, kb-right or pad-N"],
    ),
    ("seats-unknown-level", ["--seats", "ai:bogus,ai:hard"], BOTH, ["'bogus'", "ai:easy"]),
    ("seats-unknown-kind", ["--seats", "robot,ai:hard"], BOTH, ["'robot'", "ai:easy"]),
    ("seats-too-few", ["--seats", "ai:hard"], BOTH, ["1 seat", "2 to 8"]),
    ("seats-too-many", ["--seats", ",".join(["ai"] * 9)], BOTH, ["9 seats", "2 to 8"]),
    (
        "henhouse-too-many",
        ["--game", "henhouse", "--seats", ",".join(["ai"] * 5)],
        BOTH,
        ["5 seats", "Henhouse Havoc takes 2 to 4"],
    ),
    ("headless-human", ["--seats", "human,ai:hard"], HEADLESS, ["'human,ai:hard'", "ai:easy"]),
    ("phones-no-port", ["--phones", "127.0.0.1", *SEATS], BOTH, ["127.0.0.1", "HOST:PORT"]),
    ("phones-bad-port", ["--phones", "127.0.0.1:70000", *SEATS], BOTH, ["70000", "HOST:PORT"]),
    ("phones-no-host", ["--phones", ":8000", *SEATS], BOTH, [":8000", "HOST:PORT"]),
    (
        "phones-not-this-machine",  # 192.0.2.0/24 is kept for documentation: never ours
        ["--phones", "192.0.2.1:8000", "--seats", "phone,ai:hard"],
        BOTH,
        ["192.0.2.1:8000", "cannot listen there", "port 0"],
    ),
    (
        "phone-seat-without-phones",
        ["--seats", "phone,ai:hard"],
        BOTH,
        ["'phone,ai:hard'", "--phones HOST:PORT"],
    ),
    ("phone-seat-with-a-word", ["--seats", "phone:x,ai:hard"], BOTH, ["'phone:x'", "or phone"]),
    (
        "headless-phones-without-phone-seats",
        ["--phones", "127.0.0.1:0", *SEATS],
        HEADLESS,
        ["--phones 127.0.0.1:0", "--seats phone,ai:hard"],
    ),
    ("max-frames-zero", ["--max-frames", "0", *SEATS], BOTH, ["'0'", "1 or more"]),
    ("max-frames-word", ["--max-frames", "many", *SEATS], BOTH, ["'many'", "1 or more"]),
    (
        "screenshot-nowhere",
        ["--screenshot", "/nonexistent-dir/x.png", *SEATS],
        BOTH,
        ["/nonexistent-dir", "a folder that exists"],
    ),
    (
        "screenshot-a-folder",
        ["--screenshot", "{tmp}/pictures.png", *SEATS],
        BOTH,
        ["pictures.png", "a new .png name"],
    ),
    (
        "line-break-in-a-value",
        ["--game", "island", "--options", "hardcore=ba\nnana", *SEATS],
        BOTH,
        ["hardcore=ba\\nnana", "on or off"],
    ),
    ("screenshot-not-png", ["--screenshot", "x.jpg", *SEATS], BOTH, ["x.jpg", ".png"]),
    ("game-nope", ["--game", "nope"], BOTH, ["--game nope", "chicken, zombie, henhouse, island"]),
    (
        "game-nope-with-seats",
        ["--game", "nope", *SEATS],
        BOTH,
        ["--game nope", "chicken, zombie, henhouse, island"],
    ),
    ("game-without-seats", ["--game", "island"], WINDOW, ["--game island", "--seats"]),
    ("options-without-seats", ["--options", "teams"], WINDOW, ["--options teams", "--seats"]),
    ("fullscreen-headless", ["--fullscreen"], HEADLESS, ["--fullscreen", "window"]),
    ("replay-missing", ["--replay", "{tmp}/missing.json"], BOTH, ["missing.json", "Fowl Play"]),
    ("replay-random", ["--replay", "{tmp}/random.json"], BOTH, ["random.json", "Fowl Play"]),
    ("replay-foreign", ["--replay", "{tmp}/foreign.json"], BOTH, ["foreign.json", "Fowl Play"]),
    ("replay-a-folder", ["--replay", "{tmp}"], BOTH, ["--replay", "Fowl Play"]),
    (
        "replay-with-seats",
        ["--replay", "{tmp}/good.json", *SEATS],
        BOTH,
        ["--seats", "the file's own game"],
    ),
    (
        "replay-logged-onto-itself",
        ["--replay", "{tmp}/good.json", "--log", "{tmp}/good.json"],
        HEADLESS,
        ["good.json", "another file"],
    ),
]


@pytest.fixture
def files(tmp_path):
    """A missing, a random, a foreign and a good save, in a folder of their own."""
    (tmp_path / "pictures.png").mkdir()
    (tmp_path / "random.json").write_bytes(bytes(range(256)) * 3)
    (tmp_path / "foreign.json").write_text(json.dumps({"fowl": "play", "version": 1}))
    match = Match("chicken", 5, [SeatSpec("A", 0, "ai"), SeatSpec("B", 1, "ai")])
    saves.write(tmp_path / "good.json", match)
    return tmp_path


@pytest.fixture
def no_window(monkeypatch):
    """Opening a window or a headless app fails the test: refusals come first."""
    import scenes.app
    import scenes.headless

    def opened(*args, **kwargs):
        raise AssertionError("a window or a game opened before the command line was refused")

    monkeypatch.setenv("SDL_VIDEODRIVER", "dummy")
    monkeypatch.setattr(scenes.app, "open_window", opened)
    monkeypatch.setattr(scenes.headless, "make_headless_app", opened)


RUNS = [
    pytest.param(args, way, words, id=f"{name}-{way}")
    for name, args, ways, words in CASES
    for way in ways
]


@pytest.mark.parametrize(("args", "way", "words"), RUNS)
def test_a_bad_command_line_is_refused_in_one_line(args, way, words, files, no_window, capsys):
    argv = [arg.replace("{tmp}", str(files)) for arg in args]
    status = cli.main(["--headless", *argv] if way == "headless" else argv)
    out, err = capsys.readouterr()
    assert status == 2
    assert out == ""
    lines = err.splitlines()
    assert len(lines) == 1, err
    assert lines[0].startswith("fowlplay: ") and "Traceback" not in err
    for word in words:
        assert word in lines[0]


def test_a_refused_log_is_never_created_or_emptied(files, no_window, capsys):
    log = files / "kept.jsonl"
    log.write_text("yesterday's events\n")
    status = cli.main(["--headless", "--seats", "ai:hard", "--log", str(log)])
    assert status == 2 and "1 seat" in capsys.readouterr().err
    assert log.read_text() == "yesterday's events\n", "a refused run leaves the log alone"
