"""The headless command, run as a user would, in a child process."""

from __future__ import annotations

import json
import os
import subprocess
import sys

import pytest

from game import chicken, zombie  # noqa: F401  (registers the games' event types)
from game.core import Event

# Whole games run at a few frames a second: the same game (a frame rate changes nothing,
# as the tests of ARGS show), drawn a fifth as often (Island's four seats took 26 s at 60).
FEW = 12
ARGS = ["--headless", "--game", "chicken", "--seats", "ai:hard,ai:easy,ai:normal", "--seed", "7"]


def fowlplay(*args: str) -> subprocess.CompletedProcess:
    env = dict(os.environ)
    return subprocess.run(
        [sys.executable, "-m", "scenes.cli", *args],
        capture_output=True,
        text=True,
        timeout=300,
        env=env,
        check=False,
    )


@pytest.fixture(scope="module")
def at_60(tmp_path_factory):
    log = tmp_path_factory.mktemp("log") / "events.jsonl"
    run = fowlplay(*ARGS, "--fps", "60", "--log", str(log))
    assert run.returncode == 0, run.stderr
    return json.loads(run.stdout.strip().splitlines()[-1]), log


def test_prints_one_json_line_with_the_whole_result(at_60):
    result, _ = at_60
    assert set(result) == {
        "game",
        "seed",
        "seats",
        "mode",
        "winner",
        "title",
        "scores",
        "turns",
        "actions",
        "frames",
        "digest",
    }
    assert result["game"] == "chicken" and result["seed"] == 7
    assert result["seats"] == ["ai:hard", "ai:easy", "ai:normal"]
    assert result["scores"][result["winner"]] >= 25
    assert result["actions"] > 0 and result["frames"] > 0


@pytest.mark.parametrize("fps", ["30", "144"])
def test_the_same_seed_gives_the_same_output_at_any_frame_rate(at_60, fps):
    run = fowlplay(*ARGS, "--fps", fps)
    assert run.returncode == 0, run.stderr
    assert json.loads(run.stdout.strip().splitlines()[-1]) == at_60[0]


def rules_events(log) -> list[dict]:
    """The record's event lines (not its header, actions or undos)."""
    lines = [json.loads(line) for line in log.read_text().splitlines()]
    return [line for line in lines if line["type"] not in ("header", "action", "undo")]


def test_log_holds_every_rules_event_in_order(at_60):
    result, log = at_60
    events = rules_events(log)
    assert events[0]["type"] == "turn_started"
    assert events[-1] == {
        "type": "game_won",
        "seat": result["winner"],
        "score": result["scores"][result["winner"]],
    }
    starts = [e for e in events if e["type"] == "turn_started"]
    assert [e["turn"] for e in starts] == list(range(1, result["turns"] + 1))
    ends = [e for e in events if e["type"] in ("scored", "busted")]
    assert len(ends) == result["turns"], "every turn ends in a score or a bust"
    for event in events:
        assert Event.from_dict(event).to_dict() == event


@pytest.mark.parametrize(
    "extra,seats,mode",
    [
        ([], "ai:hard", "solo"),
        (["--mode", "coop", "--options", "open_hands"], "ai:hard,ai:easy", "coop"),
    ],
)
def test_zombie_chickens_plays_every_mode_headless(tmp_path, extra, seats, mode):
    log = tmp_path / "events.jsonl"
    args = ["--headless", "--game", "zombie", "--seats", seats, "--seed", "5", *extra]
    run = fowlplay(*args, "--fps", str(FEW), "--log", str(log))
    assert run.returncode == 0, run.stderr
    result = json.loads(run.stdout.strip().splitlines()[-1])
    assert result["game"] == "zombie" and result["mode"] == mode
    assert result["winner"] is None and result["title"]
    events = rules_events(log)
    assert events[-1]["type"] == "zc_over" and events[-1]["title"] == result["title"]
    for event in events:
        assert Event.from_dict(event).to_dict() == event
    if mode == "solo":  # the shortest game checks that the frame rate changes nothing
        again = fowlplay(*args, "--fps", str(FEW * 2))
        assert json.loads(again.stdout.strip().splitlines()[-1]) == result


def test_henhouse_havoc_plays_headless_to_a_winner():
    args = ["--headless", "--game", "henhouse", "--seats", "ai:hard,ai:easy", "--seed", "13"]
    args += ["--fps", str(FEW)]
    run = fowlplay(*args)
    assert run.returncode == 0, run.stderr
    result = json.loads(run.stdout.strip().splitlines()[-1])
    assert result["game"] == "henhouse" and result["winner"] in (0, 1)
    assert result["turns"] >= 1 and result["actions"] > 20


@pytest.mark.parametrize(
    ("seats", "options"),
    [("ai:hard,ai:easy", None), ("ai:normal,ai:easy,ai:easy,ai:normal", "teams,hardcore")],
)
def test_war_for_chicken_island_plays_headless_to_a_winner(seats, options):
    args = ["--headless", "--game", "island", "--seats", seats, "--seed", "5", "--fps", str(FEW)]
    run = fowlplay(*args, *(["--options", options] if options else []))
    assert run.returncode == 0, run.stderr
    result = json.loads(run.stdout.strip().splitlines()[-1])
    assert result["game"] == "island" and result["winner"] in range(len(seats.split(",")))
    assert result["actions"] > 20


def test_a_replay_plays_back_headless_to_the_saved_position(tmp_path):
    from game import saves
    from game.match import Match, SeatSpec

    seats = [SeatSpec("A", 0, "ai", "hard"), SeatSpec("B", 1, "human", device="kb-left")]
    match = Match("chicken", 5, seats)
    for _ in range(6):
        match.apply(match.state.legal_actions(match.state.current_seat())[0])
    log = tmp_path / "events.jsonl"
    run = fowlplay(
        "--headless", "--replay", str(saves.write(tmp_path / "six.json", match)), "--log", str(log)
    )
    assert run.returncode == 0, run.stderr
    result = json.loads(run.stdout.strip().splitlines()[-1])
    assert result["digest"] == match.state.digest(), "the replay, not a fresh random game"
    assert (result["game"], result["seed"], result["actions"]) == ("chicken", 5, 6)
    assert result["seats"] == ["ai:hard", "human:kb-left"]
    assert log.read_text().count('"turn_started"') == match.state.turn


def test_max_frames_and_screenshot_work_headless(tmp_path):
    picture = tmp_path / "frame.png"
    args = ["--headless", "--seats", "ai:hard,ai:easy", "--seed", "3"]
    run = fowlplay(*args, "--max-frames", "45", "--screenshot", str(picture))
    assert run.returncode == 0, run.stderr
    result = json.loads(run.stdout.strip().splitlines()[-1])
    assert result["frames"] == 45 and result["winner"] is None, "stopped where asked"
    import pygame

    assert pygame.image.load(str(picture)).get_size() == (1280, 720)


def test_windowed_start_straight_into_a_game_and_into_a_replay(tmp_path):
    # The windowed path, on SDL's dummy driver: --seats skips the menus, --replay plays back.
    run = fowlplay("--seats", "ai:hard,ai:easy", "--seed", "3", "--max-frames", "240")
    assert run.returncode == 0, run.stderr
    from game import saves
    from game.match import Match, SeatSpec

    match = Match("chicken", 5, [SeatSpec("A", 0, "ai"), SeatSpec("B", 1, "ai")])
    match.apply(match.state.legal_actions(match.state.current_seat())[0])
    path = saves.write(tmp_path / "one.json", match)
    run = fowlplay("--replay", str(path), "--max-frames", "240")
    assert run.returncode == 0, run.stderr
    assert "Traceback" not in run.stderr


def test_no_screen_gives_a_message_not_a_traceback():
    env = dict(os.environ, SDL_VIDEODRIVER="no-such-driver")
    run = subprocess.run(
        [sys.executable, "-m", "scenes.cli", "--max-frames", "5"],
        capture_output=True,
        text=True,
        timeout=120,
        env=env,
        check=False,
    )
    assert run.returncode == 1
    assert "cannot open a window" in run.stderr and "--headless" in run.stderr
    assert "Traceback" not in run.stderr


def test_the_log_is_a_game_record_that_replays_to_the_printed_digest(at_60):
    from game import record

    result, log = at_60
    lines = record.read(log.read_text())
    assert lines[0]["type"] == "header" and lines[0]["game"] == "chicken"
    assert lines[0]["seed"] == 7 and len(lines[0]["seats"]) == 3
    assert lines[1 + 1]["type"] == "action", "the opening turn, then the first action"
    assert sum(line["type"] == "action" for line in lines) == result["actions"]
    assert record.replay(lines).state.digest() == result["digest"]
    assert record.replay_actions(lines).state.digest() == result["digest"]


def test_a_headless_game_without_phones_never_loads_the_phone_server():
    """The companion server (aiohttp, some 20 MB) is loaded only for ``--phones``."""
    code = (
        "import sys; from scenes.cli import main; "
        "code = main(['--headless', '--game', 'chicken', '--seats', 'ai:easy,ai:easy', "
        "'--seed', '1', '--max-frames', '5']); "
        "print(sorted(m for m in sys.modules if m.startswith(('phones', 'aiohttp'))))"
    )
    run = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, timeout=300, check=False
    )
    assert run.returncode == 0, run.stderr
    assert run.stdout.strip().splitlines()[-1] == "[]"
