"""``fowlplay --phones HOST:PORT``: before play, headless or in a window, one JSON line per
phone seat names the link its phone opens, and that link opens while the game runs."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import urllib.request

import pytest

SEATS = ["--game", "zombie", "--mode", "coop", "--seats", "phone,ai:easy,phone"]


@pytest.mark.parametrize("where", [["--headless"], []], ids=["headless", "window"])
def test_each_phone_seats_link_is_printed_before_play_as_one_json_line(where):
    command = [sys.executable, "-m", "scenes.cli", *where, *SEATS]
    command += ["--phones", "127.0.0.1:0", "--max-frames", "120"]
    env = dict(os.environ, SDL_VIDEODRIVER="dummy")  # the window on SDL's dummy driver
    game = subprocess.Popen(command, stdout=subprocess.PIPE, text=True, env=env)
    try:
        lines = [json.loads(game.stdout.readline()) for _ in range(2)]
        assert [line["seat"] for line in lines] == [0, 2], "the phone seats, in order"
        for line in lines:
            assert set(line) == {"seat", "url"}
            assert line["url"].startswith("http://127.0.0.1:") and "/s/" in line["url"]
            with urllib.request.urlopen(line["url"], timeout=30) as page:
                assert page.status == 200 and b"app.js" in page.read()
        assert lines[0]["url"] != lines[1]["url"], "a secret of its own for each seat"
        game.wait(timeout=300)
    finally:
        game.kill()
        game.wait()
    assert game.returncode == 0
