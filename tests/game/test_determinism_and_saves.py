"""Same seed and actions give the same game; saves round-trip and bad saves are refused.

Also the undo policy (Board Game Arena's): rolls are final, a Stop can be taken back by
its own seat until the next player acts, and nothing once the game is over.
"""

from __future__ import annotations

import json
import os
import pickle
import random
from pathlib import Path

import pytest

from game import chicken, saves
from game.chicken import ChickenOut, GoForIt, Reroll, Stop
from game.core import Action, Event, IllegalAction
from game.match import SAVE_FORMAT, Match, SeatSpec

ACTIONS = [GoForIt(), ChickenOut(), Reroll(), Stop()]


def seats(count: int) -> list[SeatSpec]:
    return [
        SeatSpec(f"Player {i + 1}", i, "ai" if i % 2 else "human", "hard", None)
        for i in range(count)
    ]


def random_actions(players: int, seed: int, choice_seed: int, limit: int = 10_000) -> list[Action]:
    """A legal action list, chosen at random, up to ``limit`` actions or the end."""
    state = chicken.new_game(players, seed)
    rng = random.Random(choice_seed)
    actions = []
    while not state.is_over() and len(actions) < limit:
        action = rng.choice(state.legal_actions(state.current_seat()))
        state.apply(action)
        actions.append(action)
    return actions


def trace(players: int, seed: int, actions: list[Action]) -> tuple[list[str], list[str]]:
    """Event dicts as JSON lines, and the digest after every action."""
    state = chicken.new_game(players, seed)
    lines = [json.dumps(e.to_dict(), sort_keys=True) for e in state.opening_events]
    digests = [state.digest()]
    for action in actions:
        lines += [json.dumps(e.to_dict(), sort_keys=True) for e in state.apply(action)]
        digests.append(state.digest())
    return lines, digests


# --- determinism -------------------------------------------------------------------------


@pytest.mark.parametrize(("players", "seed"), [(2, 0), (3, 17), (5, 2024), (8, 987654321)])
def test_same_seed_and_actions_give_the_same_events_and_digests(players, seed):
    actions = random_actions(players, seed, choice_seed=seed + 1)
    first, second = trace(players, seed, actions), trace(players, seed, actions)
    assert first == second
    assert len(first[0]) > len(actions)  # events really were recorded
    # and the digest tracks the game: every step of this game has a new digest
    assert len(set(first[1])) == len(first[1])


def test_a_different_seed_gives_different_rolls():
    rolls = set()
    for seed in range(20):
        state = chicken.new_game(2, seed, {"first_seat": 0})
        assert state.snapshot() == chicken.new_game(2, 0, {"first_seat": 0}).snapshot()
        rolls.add(tuple(state.apply(GoForIt())[0].faces))
    assert len(rolls) > 5


def look_alike_pair() -> tuple[chicken.ChickenState, chicken.ChickenState]:
    """Same seed; one stops, one rerolls blanks and foxes: same table, different draws."""
    for seed in range(5000):
        stopped = chicken.new_game(2, seed, {"first_seat": 0})
        stopped.apply(GoForIt())
        if (
            stopped.phase != "decide"
            or stopped.chickens
            or len(stopped.middle) != 4 - len(stopped.foxes)
        ):
            continue  # we want only blanks and foxes, nothing hatched
        rerolled = chicken.new_game(2, seed, {"first_seat": 0})
        rerolled.apply(GoForIt())
        stopped.apply(Stop())
        rerolled.apply(Reroll())
        if rerolled.snapshot() == stopped.snapshot():
            return stopped, rerolled
    raise AssertionError("no look-alike pair found")


def test_the_digest_sees_how_much_randomness_was_drawn():
    """Equal tables with the RNG at different places must not share a digest."""
    stopped, rerolled = look_alike_pair()
    assert stopped.snapshot() == rerolled.snapshot()
    assert stopped.digest() != rerolled.digest()
    # they really are different games from here on
    futures = set()
    for state in (stopped, rerolled):
        state.apply(GoForIt())
        futures.add(json.dumps([state.snapshot(), state._rng.random()]))
    assert len(futures) == 2


def test_randomness_comes_only_from_the_state_rng():
    random.seed(1)
    lines_a = trace(4, 99, random_actions(4, 99, 5))
    random.seed(2)
    random.random()
    lines_b = trace(4, 99, random_actions(4, 99, 5))
    assert lines_a == lines_b


# --- wire format -------------------------------------------------------------------------


def test_actions_round_trip_through_json():
    for action in ACTIONS:
        data = json.loads(json.dumps(action.to_dict()))
        assert data == {"type": action.type}
        back = Action.from_dict(data)
        assert back == action and type(back) is type(action)


def test_every_event_of_real_games_round_trips_through_json():
    seen = set()
    for seed in range(40):
        state = chicken.new_game(2 + seed % 7, seed)
        rng = random.Random(seed)
        events = list(state.opening_events)
        while not state.is_over():
            events += state.apply(rng.choice(state.legal_actions(state.current_seat())))
        for event in events:
            data = event.to_dict()
            assert json.loads(json.dumps(data)) == data  # plain JSON, nothing lost
            assert set(data) == {"type", *event.__dataclass_fields__}
            assert data["type"] == event.type
            assert all(not isinstance(v, tuple) for v in data.values())
            seen.add(event.type)
    assert seen == {
        "turn_started",
        "chickened_out",
        "dice_rolled",
        "die_hatched",
        "busted",
        "scored",
        "token_moved",
        "dice_passed",
        "game_won",
    }


@pytest.mark.parametrize(
    ("data", "message"),
    [
        ([], "must be an object"),
        ({"kind": "go"}, "must be an object"),
        ({"type": 3}, "must be an object"),
        ({"type": "teleport"}, "unknown action type"),
        ({"type": "dice_rolled"}, "unknown action type"),  # an event is not an action
        ({"type": "go", "__class__": "os.system"}, "unexpected fields"),
        ({"type": "stop", "seat": 0}, "unexpected fields"),
    ],
)
def test_bad_action_dicts_are_refused(data, message):
    with pytest.raises(ValueError, match=message):
        Action.from_dict(data)


@pytest.mark.parametrize(
    ("data", "message"),
    [
        ({"type": "scored", "seat": 0}, "missing field 'points'"),
        ({"type": "scored", "seat": True, "points": 1}, "bad value for 'seat'"),
        ({"type": "scored", "seat": 0, "points": 1.5}, "bad value for 'points'"),
        ({"type": "scored", "seat": 0, "points": {"a": 1}}, "bad value for 'points'"),
        ({"type": "go"}, "unknown event type"),
    ],
)
def test_bad_event_dicts_are_refused(data, message):
    with pytest.raises(ValueError, match=message):
        Event.from_dict(data)


# --- match save and resume ---------------------------------------------------------------


@pytest.mark.parametrize("case", range(12))
def test_a_match_saved_at_a_random_point_resumes_with_the_same_future(case):
    rng = random.Random(case)
    players, seed = rng.randint(2, 8), rng.randrange(2**40)
    whole = random_actions(players, seed, choice_seed=case)
    cut = rng.randrange(len(whole) + 1)
    match = Match("chicken", seed, seats(players), {}, list(whole[:cut]))
    data = json.loads(json.dumps(match.to_dict()))
    assert data["format"] == SAVE_FORMAT and data["digest"] == match.state.digest()
    resumed = Match.from_dict(data)
    assert resumed.state.digest() == match.state.digest()
    assert resumed.state.snapshot() == match.state.snapshot()
    assert resumed.seats == match.seats and resumed.actions == match.actions
    for action in whole[cut:]:
        assert [e.to_dict() for e in resumed.apply(action)] == [
            e.to_dict() for e in match.apply(action)
        ]
        assert resumed.state.digest() == match.state.digest()
    assert resumed.state.is_over() and resumed.state.result() == match.state.result()


def test_match_options_are_saved():
    match = Match("chicken", 5, seats(3), {"first_seat": 2})
    resumed = Match.from_dict(json.loads(json.dumps(match.to_dict())))
    assert resumed.options == {"first_seat": 2} and resumed.state.current_seat() == 2


def test_saves_live_under_fowlplay_home():
    assert saves.home() == Path(os.environ["FOWLPLAY_HOME"])
    assert saves.resume_path("chicken") == saves.home() / "saves" / "chicken-resume.json"


def test_write_read_and_load_resume():
    assert saves.load_resume("chicken") == (None, None)  # nothing saved yet
    actions = random_actions(4, 77, 1, limit=9)
    match = Match("chicken", 77, seats(4), {}, actions)
    path = saves.write(saves.resume_path("chicken"), match)
    assert path.exists() and not path.with_suffix(".json.tmp").exists()
    assert json.loads(path.read_text(encoding="utf-8")) == match.to_dict()
    back = saves.read(path)
    assert back.state.digest() == match.state.digest() and back.actions == actions
    resumed, message = saves.load_resume("chicken")
    assert message is None and resumed.state.digest() == match.state.digest()
    saves.delete(path)
    assert not path.exists() and saves.load_resume("chicken") == (None, None)


def test_a_finished_game_is_not_offered_for_resume_but_kept_as_a_replay():
    match = Match("chicken", 8, seats(2), {}, random_actions(2, 8, 8))
    assert match.state.is_over()
    path = saves.write(saves.resume_path("chicken"), match)
    games, messages = saves.unfinished("chicken")
    assert games == [] and messages == ["A finished Chicken! game was moved to the replays"]
    assert not path.exists()
    (kept,) = (saves.home() / "replays").glob("chicken-*.json")
    assert saves.read(kept).state.digest() == match.state.digest()


def valid_save() -> dict:
    return Match("chicken", 42, seats(3), {}, random_actions(3, 42, 3, limit=12)).to_dict()


def with_(**changes) -> str:
    data = valid_save()
    data.update(changes)
    return json.dumps(data)


class Payload:
    """Unpickling this would create a file; loading a save must never unpickle."""

    def __init__(self, marker: Path):
        self.marker = marker

    def __reduce__(self):
        return (Path.touch, (self.marker,))


def nested_list(depth: int) -> list:
    value: list = []
    for _ in range(depth):
        value = [value]
    return value


def corrupt_cases() -> list[tuple[str, object, str]]:
    text = json.dumps(valid_save())
    return [
        ("truncated", text[: len(text) // 2], "damaged"),
        ("empty", "", "damaged"),
        ("not utf-8", b"\xff\xfe\x00garbage", "damaged"),
        ("wrong format tag", with_(format="someone-elses-save"), "not a Fowl Play save"),
        ("no format tag", json.dumps({"game": "chicken", "seed": 1}), "not a Fowl Play save"),
        ("wrong version", with_(version=99), "version 99 is not supported"),
        ("unknown game", with_(game="chess"), "unknown game"),
        ("unknown action type", with_(actions=[{"type": "teleport"}]), "unknown action"),
        ("illegal action sequence", with_(actions=[{"type": "stop"}]), "not legal"),
        ("action after the end", with_(actions=[{"type": "go"}] * 3000), "not legal"),
        ("digest mismatch", with_(digest="0123456789abcdef"), "checksum"),
        ("a JSON list", json.dumps([valid_save()]), "not a Fowl Play save"),
        ("a JSON string", json.dumps("chicken"), "not a Fowl Play save"),
        ("seed as text", with_(seed="42"), "whole number"),
        ("seed as bool", with_(seed=True), "whole number"),
        ("options a list", with_(options=[1]), "options must be an object"),
        ("bad first seat", with_(options={"first_seat": 10**30}), "first_seat"),
        ("seats not a list", with_(seats={"a": 1}), "must be lists"),
        ("one seat", with_(seats=[seats(1)[0].to_dict()]), "2 to 8 players"),
        ("bad seat", with_(seats=[{"name": "", "style": 0}] * 2), "name"),
        ("huge style", with_(seats=[dict(seats(1)[0].to_dict(), style=10**40)] * 2), "style"),
        ("huge integer literal", text.replace('"seed": 42', '"seed": ' + "9" * 5000), "damaged"),
        ("infinite seed", text.replace('"seed": 42', '"seed": 1e999'), "whole number"),
        ("deeply nested", "[" * 100_000 + "]" * 100_000, "damaged"),
        ("game a nested list", with_(game=nested_list(100)), "unknown game"),
        ("options nested", with_(options={"first_seat": nested_list(100)}), "plain values"),
        ("not a number", text.replace('"seed": 42', '"seed": NaN'), "damaged"),
        ("a move of another game", with_(actions=[{"type": "zc_flip"}]), "not a chicken move"),
        ("too large", " " * (saves.MAX_SAVE_BYTES + 1), "too large"),
        ("__class__ payload", json.dumps({"__class__": "os.system", "args": ["x"]}), "not a"),
        (
            "__class__ in an action",
            with_(actions=[{"type": "go", "__class__": "subprocess.Popen"}]),
            "unexpected fields",
        ),
        ("pickle (binary)", "PICKLE4", "damaged"),
        ("pickle (text protocol 0)", "PICKLE0", "damaged"),
        ("yaml object tag", "!!python/object/apply:os.system ['true']", "damaged"),
    ]


CASES = corrupt_cases()


def write_bad(path: Path, content: object, marker: Path) -> bytes:
    if content in ("PICKLE4", "PICKLE0"):
        raw = pickle.dumps(Payload(marker), protocol=4 if content == "PICKLE4" else 0)
    elif isinstance(content, bytes):
        raw = content
    else:
        raw = str(content).encode("utf-8")
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(raw)
    return raw


@pytest.mark.parametrize(("name", "content", "message"), CASES, ids=[c[0] for c in CASES])
def test_a_corrupt_save_gives_a_clear_error(name, content, message, tmp_path):
    marker = tmp_path / "pwned"
    path = saves.resume_path("chicken")
    write_bad(path, content, marker)
    with pytest.raises(saves.SaveError) as info:
        saves.read(path)
    text = str(info.value)
    assert message in text, text
    assert path.name in text  # the player is told which file
    assert len(text) < 600  # a message, not a dump
    assert not marker.exists()  # nothing in the file was executed


@pytest.mark.parametrize(("name", "content", "message"), CASES, ids=[c[0] for c in CASES])
def test_load_resume_sets_a_corrupt_save_aside(name, content, message, tmp_path):
    marker = tmp_path / "pwned"
    path = saves.resume_path("chicken")
    raw = write_bad(path, content, marker)
    match, note = saves.load_resume("chicken")
    assert match is None and note and message in note
    assert not path.exists()
    aside = list(path.parent.glob(f"{path.name}.bad-*"))
    assert len(aside) == 1 and aside[0].name in note
    assert aside[0].read_bytes() == raw  # kept for inspection, byte for byte
    assert not marker.exists()
    assert saves.load_resume("chicken") == (None, None)  # it is not offered again


def test_a_save_of_another_game_in_this_games_place_is_refused_and_set_aside():
    zombie = Match("zombie", 4, seats(2), {"mode": "competitive"})
    path = saves.write(saves.new_slot("chicken"), zombie)
    games, messages = saves.unfinished("chicken")
    assert games == []
    assert messages == [
        f"{path.name} cannot be resumed: it holds a Zombie Chickens game, not a Chicken! one."
        f" It was moved to {next(path.parent.glob(path.name + '.bad-*')).name}."
    ]


def test_a_move_of_one_game_under_another_games_id_is_refused():
    henhouse = Match("henhouse", 4, seats(2), {})
    henhouse.apply(henhouse.state.legal_actions(henhouse.state.current_seat())[0])
    data = {**henhouse.to_dict(), "game": "chicken"}
    data.pop("digest")
    with pytest.raises(ValueError, match="which is not a chicken move"):
        Match.from_dict(data)


@pytest.mark.parametrize(
    ("name", "shown"),
    [("A\x00B", "AB"), ("\ud800Ann", "Ann"), ("\u200b", "Player 2"), (" \ufeff ", "Player 2")],
    ids=["nul", "lone surrogate", "zero width", "nothing visible"],
)
def test_seat_names_from_a_file_are_cut_to_what_can_be_drawn(name, shown):
    data = valid_save()
    data["seats"][1]["name"] = name
    match = Match.from_dict(json.loads(json.dumps(data)))
    assert match.seats[1].name == shown
    assert match.state.digest() == Match.from_dict(valid_save()).state.digest()


def test_a_file_that_is_not_a_plain_file_is_refused_without_reading_it(tmp_path):
    fifo = tmp_path / "pipe.json"
    os.mkfifo(fifo)
    for path in (fifo, Path("/dev/zero"), tmp_path):
        with pytest.raises(saves.SaveError, match="not a plain file"):
            saves.read(path)


def test_a_missing_file_is_a_save_error(tmp_path):
    with pytest.raises(saves.SaveError, match="does not exist"):
        saves.read(tmp_path / "nope.json")


# --- undo (Board Game Arena's policy) ----------------------------------------------------


def match_at_decide(players: int = 3) -> Match:
    """A match whose first player has rolled and may reroll or stop (found by seed)."""
    for seed in range(100):
        match = Match("chicken", seed, seats(players), {"first_seat": 0})
        match.apply(GoForIt())
        if match.state.current_seat() == 0:
            return match
    raise AssertionError("no seed leaves the first player to decide")


def assert_cannot_undo(match: Match, seat: int) -> None:
    actions, digest = list(match.actions), match.state.digest()
    assert match.undoable(seat) == 0
    with pytest.raises(IllegalAction) as info:
        match.undo(seat)
    assert info.value.reason
    assert match.actions == actions and match.state.digest() == digest


def test_nothing_to_undo_at_the_start():
    match = Match("chicken", 1, seats(2), {"first_seat": 0})
    for seat in range(2):
        assert_cannot_undo(match, seat)


def test_a_first_roll_cannot_be_undone():
    match = match_at_decide()
    for seat in range(3):
        assert_cannot_undo(match, seat)


def test_a_chicken_out_roll_cannot_be_undone():
    match = Match("chicken", 3, seats(2), {"first_seat": 0})
    match.apply(ChickenOut())
    for seat in range(2):
        assert_cannot_undo(match, seat)


def test_a_reroll_cannot_be_undone():
    match = match_at_decide()
    match.apply(Reroll())
    for seat in range(3):
        assert_cannot_undo(match, seat)


def test_a_stop_is_final_once_the_turn_passes():
    """Only the seat to act may undo: the next player may already be deciding."""
    match = match_at_decide()
    match.apply(Stop())
    assert match.state.current_seat() == 1
    for seat in range(3):
        assert_cannot_undo(match, seat)


def henhouse_at_choose() -> tuple[Match, Action]:
    """A Henhouse match with both armies deployed, and the first player's ChooseUnit."""
    match = Match("henhouse", 4, seats(2), {})
    for _ in range(2):
        match.apply(match.state.legal_actions(match.state.current_seat())[0])  # a suggested army
    seat = match.state.current_seat()
    return match, next(a for a in match.state.legal_actions(seat) if a.type == "hh_choose_unit")


def test_an_own_action_can_be_undone_while_its_seat_still_acts():
    """Choosing a unit keeps the turn, and undoing it gives exactly the state before."""
    match, choose = henhouse_at_choose()
    seat = match.state.current_seat()
    before, snapshot = match.state.digest(), match.state.snapshot()
    match.apply(choose)
    assert match.state.current_seat() == seat and match.undoable(seat) == 1
    assert_cannot_undo(match, 1 - seat)
    assert match.undo(seat) == choose
    assert match.state.digest() == before and match.state.snapshot() == snapshot


def test_an_undone_match_saves_and_resumes_like_one_never_played_it():
    match, choose = henhouse_at_choose()
    match.apply(choose)
    match.undo(match.state.current_seat())
    resumed = Match.from_dict(json.loads(json.dumps(match.to_dict())))
    assert resumed.state.digest() == match.state.digest()
    assert resumed.actions == match.actions and len(resumed.actions) == 2


def test_a_winning_stop_cannot_be_undone():
    for case in range(500):
        actions = random_actions(2, case, case)
        if actions[-1] == Stop():
            break
    else:
        raise AssertionError("no random game ended on a Stop")
    match = Match("chicken", case, seats(2), {}, actions)
    assert match.state.is_over()
    # the winner made the last action, a Stop (no roll): only the game's end forbids undo
    before = Match("chicken", case, seats(2), {}, actions[:-1])
    assert before.state.current_seat() == match.state.result()["winner"]
    for seat in range(2):
        assert_cannot_undo(match, seat)


def test_archive_keeps_only_the_newest_finished_games():
    import os

    from game import saves as save_files
    from game.match import Match, SeatSpec

    seats = [SeatSpec("A", 0), SeatSpec("B", 1)]
    paths = []
    for seed in range(5):
        path = save_files.archive(Match("chicken", seed, list(seats)), keep=3)
        os.utime(path, (seed, seed))  # distinct ages, even within one clock second
        paths.append(path)
    kept = sorted(p.name for p in (save_files.home() / "replays").glob("*.json"))
    assert kept == sorted(p.name for p in paths[-3:])


def test_a_bad_save_that_cannot_be_moved_is_still_reported(monkeypatch):
    from game import saves as save_files

    path = save_files.resume_path("chicken")
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("{not json")

    def refuse(*_args):
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(save_files.os, "replace", refuse)
    match, message = save_files.load_resume("chicken")
    assert match is None
    assert "damaged" in message and "could not be moved aside" in message
