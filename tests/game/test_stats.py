"""Records: counted once per finished game, wins by seat type, titles, streaks, bad files."""

from __future__ import annotations

import json

import pytest

from game import chicken, registry, saves, stats
from game.match import Match, SeatSpec
from game.zombie import cards as zombie_cards

ANN = SeatSpec("Ann", 0, "human", device="kb-left")
EASY = SeatSpec("Clucky", 1, "ai", "easy")
NORMAL = SeatSpec("Nugget", 2, "ai", "normal")
HARD = SeatSpec("Hardboiled", 3, "ai", "hard")


def play(game: str, seats: list[SeatSpec], seed: int, options=None, limit=None) -> Match:
    """Play with the registry's AIs (a human seat is played by a hard AI) to the end."""
    info = registry.info(game)
    match = Match(game, seed, list(seats), info.settle(len(seats), dict(options or {})))
    ais = [
        info.make_ai(s, seat.level if seat.is_ai else "hard", seed) for s, seat in enumerate(seats)
    ]
    while not match.state.is_over() and (limit is None or len(match.actions) < limit):
        seat = match.state.current_seat()
        match.apply(ais[seat].decide(match.state.view(seat)))
    return match


def finish(match: Match) -> Match:
    """Finish a (resumed) match exactly as :func:`play` would have."""
    info = registry.info(match.game)
    ais = [
        info.make_ai(s, seat.level if seat.is_ai else "hard", match.seed)
        for s, seat in enumerate(match.seats)
    ]
    while not match.state.is_over():
        seat = match.state.current_seat()
        match.apply(ais[seat].decide(match.state.view(seat)))
    return match


def loaded() -> stats.Records:
    records, message = stats.load()
    assert message is None
    return records


# --- the file ------------------------------------------------------------------------


def test_no_file_means_empty_records_and_no_message():
    records, message = stats.load()
    assert records.games == {} and records.counted == [] and message is None
    assert stats.path().parent == saves.settings_dir()


def test_records_round_trip_through_the_file():
    assert stats.record(play("chicken", [ANN, EASY, HARD], 3))
    assert stats.record(play("zombie", [ANN], 2))
    before = loaded()
    stats.save(before)
    after = loaded()
    assert after.to_dict() == before.to_dict()
    assert json.loads(stats.path().read_text())["format"] == stats.FORMAT
    assert not list(stats.path().parent.glob("*.tmp")), "written atomically, no leftovers"


GOOD_GAME = {"played": 1, "seats": {"human": [1, 1]}, "fastest": 9, "bests": {"streak": 2}}


@pytest.mark.parametrize(
    "content",
    [
        "{not json",
        b"\xff\xfe not utf-8",
        json.dumps([1, 2, 3]),
        json.dumps({"format": "something-else", "version": 1, "games": {}, "counted": []}),
        json.dumps({"format": stats.FORMAT, "version": 0, "games": {}, "counted": []}),
        json.dumps({"format": stats.FORMAT, "version": 1, "games": {"chess": GOOD_GAME}}),
        json.dumps(
            {
                "format": stats.FORMAT,
                "version": 1,
                "games": {"chicken": {**GOOD_GAME, "played": -4}},
                "counted": [],
            }
        ),
        json.dumps(
            {
                "format": stats.FORMAT,
                "version": 1,
                "games": {"chicken": {**GOOD_GAME, "seats": {"human": [True, 0]}}},
                "counted": [],
            }
        ),
        json.dumps(
            {
                "format": stats.FORMAT,
                "version": 1,
                "games": {"chicken": {**GOOD_GAME, "bests": {"__class__": "os.system"}}},
                "counted": [],
            }
        ),
        "[" * 100_000,
    ],
    ids=[
        "damaged",
        "not-utf8",
        "a-list",
        "foreign",
        "old-version",
        "unknown-game",
        "negative",
        "bool-count",
        "unknown-record",
        "deep",
    ],
)
def test_a_bad_file_is_set_aside_with_one_message_and_records_start_afresh(content):
    path = stats.path()
    path.parent.mkdir(parents=True, exist_ok=True)
    data = content if isinstance(content, bytes) else content.encode("utf-8")
    path.write_bytes(data)
    records, message = stats.load()
    assert records.games == {} and records.counted == []
    assert message and "records.json" in message and "moved to" in message
    kept = list(path.parent.glob("records.json.bad-*"))
    assert len(kept) == 1 and kept[0].read_bytes() == data
    assert not path.exists()
    assert stats.load() == (stats.Records(), None), "reported once"


def test_a_good_hand_written_file_loads():
    path = stats.path()
    path.parent.mkdir(parents=True, exist_ok=True)
    data = {"format": stats.FORMAT, "version": 1, "games": {"chicken": GOOD_GAME}, "counted": []}
    path.write_text(json.dumps(data))
    assert loaded().games["chicken"].tally("human") == (1, 1)


def test_a_huge_file_is_refused(monkeypatch):
    monkeypatch.setattr(stats, "MAX_BYTES", 10)
    stats.record(play("zombie", [ANN], 2))
    records, message = stats.load()
    assert records.games == {} and "too large" in message


def test_record_safely_reports_a_write_failure_instead_of_raising(tmp_path, monkeypatch):
    blocker = tmp_path / "a-file"
    blocker.write_text("in the way")
    monkeypatch.setenv("FOWLPLAY_HOME", str(blocker / "inside"))
    message = stats.record_safely(play("zombie", [ANN], 2))
    assert message and message.startswith("Cannot save records")


def test_record_safely_passes_on_the_bad_file_message_and_still_counts():
    stats.path().parent.mkdir(parents=True, exist_ok=True)
    stats.path().write_text("{oops")
    message = stats.record_safely(play("zombie", [ANN], 2))
    assert message and "moved to" in message
    assert loaded().games["zombie"].played == 1


# --- counted once ------------------------------------------------------------------------


def test_a_finished_game_is_counted_once():
    match = play("chicken", [ANN, EASY], 7)
    assert stats.record(match)
    assert not stats.record(match)
    assert not stats.record(saves.read(saves.archive(match))), "its replay file is the same game"
    records = loaded()
    assert records.games["chicken"].played == 1
    assert len(records.counted) == 1


def test_a_resumed_game_is_counted_once_even_on_another_device():
    original = play("henhouse", [ANN, EASY], 5, limit=40)
    saves.write(saves.resume_path("henhouse"), original)
    resumed, message = saves.load_resume("henhouse")
    assert message is None and resumed is not None
    resumed.seats[0] = SeatSpec("Ann", 0, "human", device="pad-3")  # picked up on a controller
    finish(resumed)
    finish(original)
    assert resumed.state.digest() == original.state.digest()
    assert stats.record(resumed)
    assert not stats.record(original)
    assert loaded().games["henhouse"].played == 1


def test_different_games_with_the_same_seed_both_count():
    assert stats.record(play("chicken", [ANN, EASY], 7))
    assert stats.record(play("chicken", [ANN, HARD], 7))
    assert loaded().games["chicken"].played == 2


def test_an_unfinished_game_is_refused_and_nothing_is_written():
    match = play("chicken", [ANN, EASY], 7, limit=5)
    assert not stats.record(match)
    assert stats.record_safely(match) is None
    assert not stats.path().exists()
    records = stats.Records()
    assert not stats.tally(records, match) and records.games == {}


def test_the_counted_list_is_bounded(monkeypatch):
    monkeypatch.setattr(stats, "KEEP_COUNTED", 2)
    for seed in (1, 2, 3):
        assert stats.record(play("zombie", [ANN], seed))
    records = loaded()
    assert len(records.counted) == 2 and records.games["zombie"].played == 3


# --- wins by seat type -------------------------------------------------------------------


def tallies(game: str) -> dict[str, tuple[int, int]]:
    entry = loaded().games[game]
    return {kind: entry.tally(kind) for kind in stats.SEAT_TYPES if kind in entry.seats}


@pytest.mark.parametrize(
    "game,seats,seed,options",
    [
        ("chicken", [ANN, EASY, NORMAL, HARD], 11, {}),
        ("chicken", [EASY, EASY, HARD], 4, {}),
        ("zombie", [ANN, EASY, HARD], 2, {}),
        ("henhouse", [ANN, HARD], 1, {}),
        ("henhouse", [EASY, NORMAL], 2, {}),
    ],
)
def test_wins_by_seat_type_count_each_type_once_per_game(game, seats, seed, options):
    match = play(game, seats, seed, options)
    assert stats.record(match)
    winner = match.state.result()["winner"]
    kinds = {stats.seat_type(s) for s in seats}
    won = set() if winner is None else {stats.seat_type(seats[winner])}
    assert tallies(game) == {kind: (1, int(kind in won)) for kind in kinds}


def test_wins_add_up_over_several_games():
    results = []
    for seed in range(1, 6):
        match = play("chicken", [ANN, EASY], seed)
        results.append(match.state.result()["winner"])
        stats.record(match)
    human_wins = results.count(0)
    assert tallies("chicken") == {"human": (5, human_wins), "easy": (5, 5 - human_wins)}
    assert 0 < human_wins < 5, "the seeds should give both seat types a win"


def test_a_co_op_team_that_survives_wins_together():
    match = play("zombie", [ANN, HARD], 9, {"mode": "coop"})
    top = zombie_cards.rules_data()["coop"]["survived"]
    assert match.state.result()["title"] == top
    assert stats.winners(match) == [0, 1]
    stats.record(match)
    assert tallies("zombie") == {"human": (1, 1), "hard": (1, 1)}
    assert loaded().games["zombie"].fastest is None, "survival runs set no fastest win"


def test_a_co_op_team_that_falls_loses_together():
    match = play("zombie", [ANN, EASY], 2, {"mode": "coop"})
    assert match.state.result()["title"] != zombie_cards.rules_data()["coop"]["survived"]
    stats.record(match)
    assert tallies("zombie") == {"human": (1, 0), "easy": (1, 0)}
    assert loaded().games["zombie"].bests["coop_title"] == match.state.result()["title"]


def test_the_fastest_win_is_the_fewest_turns_of_a_won_game():
    lengths = []
    for seed in (1, 2, 3):
        match = play("henhouse", [EASY, HARD], seed)
        lengths.append(match.state.result()["rounds"])
        stats.record(match)
    assert loaded().games["henhouse"].fastest == min(lengths)


# --- titles and streaks ------------------------------------------------------------------


def test_title_ladders_come_from_the_rules_table():
    for mode in ("solo", "coop"):
        table = zombie_cards.rules_data()[mode]
        ladder = stats.title_ladder(mode)
        assert ladder[0] == table["titles"][0][1] and ladder[-1] == table["survived"]
        assert stats.title_rank(mode, ladder[-1]) == len(ladder) - 1
        assert stats.title_rank(mode, "A title from an older table") == -1


def test_the_best_solo_title_is_kept_across_games():
    matches = [play("zombie", [ANN], seed) for seed in range(1, 7)]
    titles = [m.state.result()["title"] for m in matches]
    assert len(set(titles)) > 1, "the seeds should reach different titles"
    ladder = stats.title_ladder("solo")
    best = max(titles, key=ladder.index)
    for match in matches:
        stats.record(match)
    assert loaded().games["zombie"].bests["solo_title"] == best
    worst = min(titles, key=ladder.index)
    assert worst != best
    records = loaded()
    stats.tally(records, next(m for m in matches if m.state.result()["title"] == worst))
    assert records.games["zombie"].bests["solo_title"] == best, "a worse title never replaces it"


def test_solo_and_co_op_titles_are_kept_apart():
    stats.record(play("zombie", [ANN], 1))
    stats.record(play("zombie", [ANN, HARD], 9, {"mode": "coop"}))
    bests = loaded().games["zombie"].bests
    assert bests["solo_title"] in stats.title_ladder("solo")
    assert bests["coop_title"] == stats.title_ladder("coop")[-1]


def test_chicken_streaks_count_scoring_turns_in_a_row():
    S, B = chicken.Scored, chicken.Busted
    events = [
        S(0, 3), S(1, 2),  # turn by turn, seats alternate
        S(0, 4), B(1, 3, ()),
        S(0, 1), S(1, 5),
        B(0, 3, ()), S(1, 2),
        S(0, 2), S(1, 0),  # a turn that counts nothing ends a streak too
        S(0, 2), S(1, 6),
    ]  # fmt: skip
    assert stats.chicken_streaks(events) == {0: 3, 1: 2}
    assert stats.chicken_streaks([]) == {}
    assert stats.chicken_streaks([B(0, 3, ()), S(1, 0)]) == {}


def test_a_chicken_game_keeps_its_longest_streak_and_best_turn():
    match = play("chicken", [ANN, EASY, HARD], 9)
    events = match.history()
    streaks = stats.chicken_streaks(events)
    stats.record(match)
    bests = loaded().games["chicken"].bests
    assert bests["streak"] == max(streaks.values())
    assert bests["streak_by"] in [
        match.seats[s].name for s, n in streaks.items() if n == bests["streak"]
    ]
    best_turn = max(e.points for e in events if isinstance(e, chicken.Scored))
    assert bests["best_turn"] == best_turn


def _records_file(**game) -> dict:
    entry = {**GOOD_GAME, **game}
    return {"format": stats.FORMAT, "version": 1, "games": {"chicken": entry}, "counted": []}


@pytest.mark.parametrize(
    "game",
    [
        {"seats": {"human": [1, 2]}},
        {"played": 1, "seats": {"human": [3, 0]}},
        {"fastest": 0},
        {"fastest": 10**8},
        {"bests": {"streak": 0}},
        {"bests": {"streak_by": "\u200b"}},
    ],
    ids=["won-over-played", "seat-over-games", "fastest-0", "fastest-huge", "streak-0", "no-name"],
)
def test_records_that_cannot_be_true_are_set_aside_like_a_damaged_file(game):
    path = stats.path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(_records_file(**game)))
    records, message = stats.load()
    assert records.games == {} and "records.json" in message and "moved to" in message
    assert not path.exists() and list(path.parent.glob("records.json.bad-*"))


def test_a_record_holders_name_is_cut_to_what_can_be_drawn():
    path = stats.path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(_records_file(bests={"streak": 2, "streak_by": "A\u0000nn\u200b"})))
    assert loaded().games["chicken"].bests == {"streak": 2, "streak_by": "Ann"}


def test_an_unreadable_records_file_is_left_alone_and_a_finished_game_is_not_written_over_it(
    monkeypatch,
):
    from tests.game.test_settings import refuse_to_open

    path = stats.path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(_records_file()))
    before = path.read_bytes()
    refuse_to_open(monkeypatch, path)
    with pytest.raises(stats.RecordsUnreadable, match="cannot be read"):
        stats.load()
    message = stats.record_safely(play("zombie", [ANN], 2))
    assert "records.json cannot be read (Permission denied)" in message
    assert path.read_bytes() == before and not list(path.parent.glob("records.json.bad-*"))
