"""The save written after every action is encoded by json's C encoder (one line, no
indent): the indented pure-Python encoder cost a visible hitch late in a game (issue 20)."""

import json

from game import saves
from game.match import Match
from scenes.seats import parse_seats


def test_an_autosave_is_one_line_and_reads_back_the_same(tmp_path):
    match = Match("chicken", 7, parse_seats("ai:hard,ai:easy"), {})
    path = saves.write(tmp_path / "game.json", match)
    text = path.read_text(encoding="utf-8")
    assert "\n" not in text
    assert json.loads(text) == match.to_dict()
    assert saves.read(path).to_dict() == match.to_dict()
