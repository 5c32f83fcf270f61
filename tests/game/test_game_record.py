"""The game record (``--log``): a header, each action before the events it caused, and a
replay from the header and actions alone that reaches the same digest in every game."""

from __future__ import annotations

import io
import json

import pytest

from game import record, registry
from game.match import Match, SeatSpec

GAMES = [
    ("chicken", 3, {}, 400),
    ("zombie", 2, {"mode": "competitive"}, 120),
    ("henhouse", 2, {}, 60),
    ("island", 2, {"quickplay": True}, 80),
]


def recorded(game: str, players: int, options: dict, actions: int, seed: int = 4):
    """A seeded AI game of ``actions`` moves (or to its end), written as a record."""
    info = registry.info(game)
    seats = [SeatSpec(f"Bot {n + 1}", n, "ai", "easy") for n in range(players)]
    match = Match(game, seed, seats, info.settle(players, options))
    ais = [info.make_ai(s, "easy", seed) for s in range(players)]
    stream = io.StringIO()
    log = record.GameLog(stream)
    log.start(match, match.opening_events())
    for _ in range(actions):
        if match.state.is_over():
            break
        seat = match.state.current_seat()
        action = ais[seat].decide(match.state.view(seat))
        log.action(seat, action, match.apply(action))
    return match, stream.getvalue()


@pytest.mark.parametrize(
    ("game", "players", "options", "actions"), GAMES, ids=[g[0] for g in GAMES]
)
def test_a_record_replays_from_its_header_and_actions_to_the_same_digest(
    game, players, options, actions
):
    match, text = recorded(game, players, options, actions)
    lines = record.read(text)
    head = lines[0]
    assert head == {
        "type": "header",
        "game": game,
        "seed": 4,
        "seats": [seat.to_dict() for seat in match.seats],
        "mode": match.options.get("mode"),
        "options": match.options,
        "version": record.LOG_VERSION,
    }
    moves = [line for line in lines if line["type"] == "action"]
    assert len(moves) == len(match.actions)
    assert [m["seat"] for m in moves] == match.movers
    alone = [head, *moves]  # the events left out: the actions alone make the game
    for replayed in (record.replay(lines), record.replay_actions(alone)):
        assert replayed.state.digest() == match.state.digest()
        assert replayed.actions == match.actions


def test_each_action_comes_before_the_events_it_caused():
    match, text = recorded("chicken", 2, {}, 30)
    lines = record.read(text)
    replay = Match("chicken", 4, match.seats)
    at = 1 + len(replay.opening_events())
    for action in match.actions:
        assert lines[at] == record.action_line(replay.state.current_seat(), action)
        events = [e.to_dict() for e in replay.apply(action)]
        assert lines[at + 1 : at + 1 + len(events)] == events
        at += 1 + len(events)
    assert at == len(lines)


def test_a_record_whose_events_do_not_follow_from_its_actions_is_refused():
    _, text = recorded("chicken", 2, {}, 12)
    lines = record.read(text)
    rolled = next(i for i, line in enumerate(lines) if line["type"] == "dice_rolled")
    changed = json.loads(json.dumps(lines))
    changed[rolled]["faces"] = ["fox"] * len(changed[rolled]["faces"])
    with pytest.raises(ValueError, match="did not cause"):
        record.replay(changed)
    moves = [i for i, line in enumerate(lines) if line["type"] == "action"]
    wrong_seat = json.loads(json.dumps(lines))
    wrong_seat[moves[1]]["seat"] = 1 - wrong_seat[moves[1]]["seat"]
    with pytest.raises(ValueError, match="not the one to act"):
        record.replay(wrong_seat)
    with pytest.raises(ValueError, match="header"):
        record.replay(lines[1:])
