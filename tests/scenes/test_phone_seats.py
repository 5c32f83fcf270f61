"""Phone seats in the game: a phone's move takes the path every input takes, a refusal
says why and changes nothing, the TV never shows a phone seat's secrets or hands off to
it, and a dropped phone pauses the game until it rejoins or a device takes the seat.

The hub's server runs on 127.0.0.1; moves are put where the server puts them (the hub's
queue), and what the game sends each phone is recorded, so no browser is needed here.
"""

from __future__ import annotations

import pygame
import pytest

from game import registry
from game.match import Match, SeatSpec
from game.zombie import actions as ZA
from scenes.handoff import HandoffScene
from scenes.menus import start_match
from scenes.phone_lost import PhoneLostScene
from scenes.phone_seats import PhoneHub
from scenes.seats import parse_seats
from tests.scenes.harness import frames, press_key, run_until


@pytest.fixture
def phone_app(app):
    hub = PhoneHub("127.0.0.1", 0)
    hub.start()
    app.phones = hub
    sent: list[tuple[int, dict]] = []
    hub.send = lambda seat, message: sent.append((seat, message))
    hub.sent = sent
    yield app
    hub.stop()


def play(app, game: str, seats: str, **options) -> object:
    match = Match(game, 7, parse_seats(seats), options)
    start_match(app, match, autosave=False, turbo=True)
    scene = app.top
    app.phones.connected.update(scene.phones.seats)  # every phone is on the line
    frames(app, 2)
    return scene


def move(app, seat: int, action) -> None:
    app.phones.moves[seat].append(action.to_dict() if hasattr(action, "to_dict") else action)


def refusals(app, seat: int) -> list[str]:
    return [m["reason"] for s, m in app.phones.sent if s == seat and m["type"] == "refused"]


def test_a_phones_moves_are_checked_by_the_rules_and_refusals_change_nothing(phone_app):
    app = phone_app
    scene = play(app, "zombie", "phone,phone", mode="coop")
    run_until(app, lambda: scene.idle() and scene.state.current_seat() == 0)
    before = list(scene.match.actions)
    hand = scene.state.view(0)["hands"]["0"]
    not_held = next(card for card in range(100) if card not in hand)
    move(app, 0, ZA.Discard(not_held))  # a card seat 0 does not hold
    move(app, 1, ZA.Flip())  # seat 1 out of turn
    move(app, 0, {"type": "go"})  # a Chicken! move
    move(app, 0, {"type": "zc_discard", "card": 1, "extra": 2})
    run_until(app, lambda: len(refusals(app, 0)) >= 3)
    assert scene.match.actions == before, "nothing was applied"
    assert "not your turn" in refusals(app, 1)[0]
    said = refusals(app, 0)
    assert said[0] == "that card is not in your hand", "the rules say why"
    assert "not a move in this game" in said[1] and "unexpected fields" in said[2]
    assert not app.toasts, "a phone's refusal is the phone's business, not the TV's"
    legal = scene.state.legal_actions(0)[0]
    move(app, 0, legal)
    run_until(app, lambda: len(scene.match.actions) == len(before) + 1)
    assert scene.match.actions[-1] == legal and scene.match.movers[-1] == 0


def test_each_phone_is_sent_its_own_view_and_its_own_legal_moves_only(phone_app):
    app = phone_app
    scene = play(app, "henhouse", "phone,phone")
    run_until(app, lambda: {s for s, _ in app.phones.sent} == {0, 1})
    for seat, message in app.phones.sent:
        assert message["view"] == scene.state.view(seat)
        assert message["view"]["viewer"] == seat
        mine = scene.state.current_seat() == seat
        assert bool(message["actions"]) == mine and message["your_turn"] == mine
    first = next(m for s, m in app.phones.sent if s == 0)
    assert all(a["action"]["type"] == "hh_deploy" for a in first["actions"])


def test_a_phone_placing_its_henhouse_army_is_sent_the_board_its_tiles_and_legal_armies(
    phone_app,
):
    from game.henhouse import rules as R
    from scenes.phone_seats import RANDOM_ARMIES

    app = phone_app
    scene = play(app, "henhouse", "phone,phone")

    def states(seat: int) -> list[dict]:
        return [m for s, m in app.phones.sent if s == seat and m["type"] == "state"]

    def newest(seat: int) -> dict:
        return states(seat)[-1]

    def found(seat: int) -> int:
        return len(newest(seat)["army"]["random"]) if states(seat) else 0

    run_until(app, lambda: found(0) == found(1) == RANDOM_ARMIES)
    army = newest(0)["army"]
    assert (army["rows"], army["cols"]) == (R.SPEC.rows, R.SPEC.cols)
    assert [t["unit"] for t in army["tiles"]] == list(R.TILE_UNITS), "in Deploy's tile order"
    assert [tuple(t["shape"]) for t in army["tiles"]] == list(R.SPEC.shapes)
    assert army["tiles"][0]["name"] == "Barn" and army["tiles"][0]["mark"] == "Ba"
    for cells in army["random"]:
        assert scene.state.why_illegal(R.Deploy(tuple(cells))) is None, "Randomise is legal"
    waiting = newest(1)["army"]
    assert waiting["tiles"] == army["tiles"], "seat 2 may plan its army while seat 1 places"
    assert not set(map(tuple, waiting["random"])) & set(map(tuple, army["random"]))
    move(app, 0, R.Deploy(tuple(army["random"][0])))
    run_until(app, lambda: scene.state.layouts[0] is not None)
    frames(app, 2)
    assert newest(0)["army"] is None, "a hidden army is shown, not edited"
    assert newest(0)["private"][0]["title"] == "Your hidden army"


def test_henhouse_takes_any_legal_army_from_a_phone_not_only_a_suggested_one(phone_app):
    app = phone_app
    scene = play(app, "henhouse", "phone,ai:easy")
    suggested = scene.state.legal_actions(0)
    own = registry.info("henhouse").new_game(2, 1, {}).legal_actions(0)[0]  # another board's
    assert own not in suggested
    assert scene.state.why_illegal(own) is None, "a legal layout of the player's own"
    move(app, 0, own)
    run_until(app, lambda: scene.match.actions)
    assert scene.match.actions[0] == own


@pytest.mark.parametrize(
    ("game", "seats", "options"),
    [
        ("henhouse", "phone,ai:easy", {}),
        ("island", "phone,ai:easy", {}),
        ("zombie", "phone,ai:easy", {"mode": "competitive"}),
    ],
)
def test_the_tv_never_shows_a_lone_phone_players_secrets(phone_app, game, seats, options):
    app = phone_app
    scene = play(app, game, seats, **options)

    def act():
        assert not isinstance(app.top, HandoffScene), "a phone seat needs no hand-off"
        assert getattr(scene, "viewer", None) is None, "the phone seat's secrets stay on it"
        if game == "zombie":
            assert scene.table.hand_seat is None and not scene.table.open_hands
        seat = scene.state.current_seat()
        if seat == 0 and scene.idle() and not app.phones.moves[0]:
            move(app, 0, scene.state.legal_actions(0)[0])

    run_until(app, lambda: len(scene.match.actions) >= 8 or scene.state.is_over(), act)


def test_a_tv_human_with_a_phone_player_on_the_couch_keeps_the_hand_off(phone_app):
    app = phone_app
    scene = play(app, "henhouse", "phone,human:kb-left")
    move(app, 0, scene.state.legal_actions(0)[0])
    run_until(app, lambda: isinstance(app.top, HandoffScene))
    assert app.top.name == "Player 2", "the phone player could see the TV"


def test_a_dropped_phone_pauses_until_it_rejoins_or_a_device_takes_the_seat(phone_app):
    app = phone_app
    scene = play(app, "zombie", "phone,phone", mode="coop")
    app.phones.connected.discard(1)
    frames(app, 2)
    assert isinstance(app.top, PhoneLostScene) and app.top.names == ["Player 2"]
    actions = len(scene.match.actions)
    frames(app, 30)
    assert len(scene.match.actions) == actions, "the game waits"
    app.phones.connected.add(1)
    frames(app, 2)
    assert app.top is scene, "the phone came back: play goes on"
    app.phones.connected.discard(0)
    frames(app, 2)
    assert isinstance(app.top, PhoneLostScene)
    press_key(app, pygame.K_RETURN)
    assert app.top is scene
    assert scene.drivers.is_human(0) and scene.phones.seats == [1], "seat 1 is at the TV now"


def test_a_headless_game_waits_for_its_phones_before_play(phone_app):
    app = phone_app
    match = Match("zombie", 7, [*parse_seats("phone"), SeatSpec("Bot", 1, "ai")], {})
    start_match(app, match, autosave=False, turbo=True)
    frames(app, 20)
    assert isinstance(app.top, PhoneLostScene) and not match.actions
    assert app.phones.waiting, "a headless run may rest instead of spinning"


def test_a_phone_takes_back_its_own_last_move_under_the_tvs_undo_policy(phone_app):
    from game.henhouse import rules as R
    from scenes.phone_seats import UNDO

    app = phone_app
    scene = play(app, "henhouse", "phone,ai:easy", first_seat=0)
    move(app, 0, scene.state.legal_actions(0)[0])  # its army
    run_until(app, lambda: scene.idle() and scene.state.phase == "targeting")
    assert scene.state.current_seat() == 0
    move(app, 0, UNDO)  # the AI's army came last: nothing of its own to take back
    run_until(app, lambda: refusals(app, 0))
    assert refusals(app, 0) == ["nothing to undo: draws, rolls and passed turns are final"]
    choose = next(a for a in scene.state.legal_actions(0) if isinstance(a, R.ChooseUnit))
    move(app, 0, choose)
    run_until(app, lambda: scene.idle() and isinstance(scene.match.actions[-1], R.ChooseUnit))
    frames(app, 2)
    newest = [m for s, m in app.phones.sent if s == 0 and m["type"] == "state"][-1]
    assert newest["undo"] == "Undo my last move", "the phone offers it"
    count = len(scene.match.actions)
    move(app, 0, UNDO)
    run_until(app, lambda: len(scene.match.actions) == count - 1)
    assert scene.state.turn["aim"] is None and not isinstance(scene.match.actions[-1], R.ChooseUnit)
    frames(app, 2)
    newest = [m for s, m in app.phones.sent if s == 0 and m["type"] == "state"][-1]
    assert newest["undo"] == "", "nothing more of its own to undo"


def test_a_replay_of_a_game_with_phone_seats_waits_for_no_phone(phone_app):
    from scenes.replay import play_back

    app = phone_app
    match = Match("zombie", 7, parse_seats("phone,phone"), {"mode": "coop"})
    for _ in range(3):
        match.apply(match.state.legal_actions(match.state.current_seat())[0])
    app.phones.open_match([0, 1])
    links = dict(app.phones.links)
    play_back(app, match)
    replay = app.top
    frames(app, 5)
    assert replay.phones is None and replay.game.phones is None
    assert app.top is replay, "no pause for a phone"
    assert app.phones.links == links, "the live links are left alone"


def test_a_henhouse_target_button_says_whose_farm_which_space_and_which_way():
    from game.henhouse import rules as R
    from scenes import phone_words

    names = ["Ann", "Bo"]
    across = phone_words.label("henhouse", R.Target(1, 0, 2, "h"), {}, names)
    assert across == "Target: Bo's farm, row 1, column C, across"
    down = phone_words.label("henhouse", R.Target(0, 9, 0, "v"), {}, names)
    assert down == "Target: Ann's farm, row 10, column A, down"
    assert phone_words.label("henhouse", R.Target(1, 4, 4), {}, names).endswith("column E")


def test_a_henhouse_seat_aims_on_the_farms_board_with_what_it_knows_of_that_farm():
    """Every Target is a space on the enemy's farm (its index, space and way), nothing else
    is; the farm shows the craters and hits this seat's Targets made, then its waiting
    Target, and never the seat's own army (that is on its own farm)."""
    import random

    from game.henhouse import rules as R
    from game.henhouse.actions import layout_action
    from game.henhouse.board import random_layout
    from scenes import phone_words

    names = ["Ann", "Bo"]
    state = registry.info("henhouse").new_game(2, 3, {"first_seat": 0})
    for seat in (0, 1):
        state.apply(layout_action(random_layout(random.Random(seat), R.SPEC)))
    state.apply(R.ChooseUnit("tractotank"))
    actions = state.legal_actions(0)
    (farm,) = phone_words.aim_boards("henhouse", actions, state.view(0), names)
    assert (farm["board"], farm["title"], farm["cells"]) == (1, "Bo's farm", [])
    assert farm["doing"] == "Aim the Tractotank"
    assert sorted(c[0] for c in farm["choices"]) == list(range(len(actions)))
    for index, row, col, way in farm["choices"]:
        assert actions[index] == R.Target(1, row, col, {"Across": "h", "Down": "v"}[way])

    row, col = state.layouts[1][0]  # Bo's Barn: the Tractotank's line crosses it
    line = R.Target(1, row, min(col, 6), "h")
    assert line in actions
    state.apply(line)
    state.apply(R.EndTurn())
    own = phone_words.aim_boards("henhouse", state.legal_actions(0), state.view(0), names)
    assert own == [], "ending the turn is a button, not a space"
    while not (state.phase == "targeting" and state.current_seat() == 0):
        state.apply(state.legal_actions(state.current_seat())[-1])  # on to Ann's next turn
    state.apply(R.ChooseUnit("barn"))
    (farm,) = phone_words.aim_boards("henhouse", state.legal_actions(0), state.view(0), names)
    struck = {(r, c): kind for r, c, kind, _mark in farm["cells"]}
    board = state.view(0)["boards"][1]
    assert board["hits"] and board["craters"], "the line hit the Barn and missed elsewhere"
    assert (row, col) in struck and "unit" not in struck.values()
    assert {cell for cell, kind in struck.items() if kind == "crater"} == {
        tuple(c) for c in board["craters"]
    } and {cell for cell, kind in struck.items() if kind == "hit"} == {
        (r, c) for r, c, _ in board["hits"]
    }
    state.apply(R.Target(1, 5, 5))
    (farm,) = phone_words.aim_boards("henhouse", state.legal_actions(0), state.view(0), names)
    assert [5, 5, "target", ""] in farm["cells"]
    bos = {(r, c): kind for r, c, kind, _ in phone_words._known(state.view(1), 1)}
    assert bos[5, 5] == "theirs", "Bo sees Ann's waiting Target on his farm"
    assert {cell for cell, kind in bos.items() if kind == "unit"} <= {
        tuple(c) for u in state.view(1)["own_units"] for c in u["cells"]
    } and "unit" in bos.values(), "and his own units, on his farm only"
    assert (5, 5) not in {(c[1], c[2]) for c in farm["choices"]}


def test_a_henhouse_phone_is_sent_its_aim_with_its_state(phone_app):
    from game.henhouse import rules as R
    from scenes import phone_words

    app = phone_app
    scene = play(app, "henhouse", "phone,ai:easy", first_seat=0)
    move(app, 0, scene.state.legal_actions(0)[0])  # its army
    run_until(app, lambda: scene.idle() and scene.state.phase == "targeting")
    move(app, 0, R.ChooseUnit("barn"))
    run_until(app, lambda: scene.idle() and scene.state.turn["aim"] is not None)
    frames(app, 2)
    newest = [m for s, m in app.phones.sent if s == 0 and m["type"] == "state"][-1]
    view = scene.state.view(0)
    names = [s.name for s in scene.match.seats]
    aim = phone_words.aim_boards("henhouse", scene.state.legal_actions(0), view, names)
    assert newest["aim"] == aim and len(aim[0]["choices"]) == len(newest["actions"])
