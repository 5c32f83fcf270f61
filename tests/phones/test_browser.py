"""Phones in a real browser: Debian's Chromium, driven by Playwright, plays whole headless
games on 127.0.0.1 through the game's own page, and every message each page receives is
kept and searched for another seat's secrets.

Each page taps the buttons the game drew on it. Where a game would take long with blind
taps, the game's own AI picks the button from what that page was sent (its seat's view),
so the phone still decides from nothing but its own message. CI installs Chromium
(``.ci/run``); a browser cannot be downloaded here, so the system one is launched.
"""

from __future__ import annotations

import json
import random
import subprocess
import sys
from collections.abc import Callable

import pygame
import pytest
from playwright.sync_api import sync_playwright

from game import registry
from game.core import Event
from game.henhouse import rules as HR
from game.henhouse.board import layout_problem
from game.match import Match
from scenes.match_scene import MatchScene
from scenes.menus import start_match
from scenes.phone_seats import PhoneHub
from scenes.seat_setup import SeatSetupScene
from scenes.seats import is_phone, parse_seats
from tests.scenes.harness import frames, new_app, press_key

CHROMIUM = "/usr/bin/chromium"
FLAGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]
# The games run at a few frames a second: the same game (tests/scenes/test_headless_cli.py
# shows a frame rate changes nothing), its animations drawn in a fifth of the frames.
FPS = 12
TAP_PAUSE_MS = 15  # between rounds of taps, so the pages' sockets are read
PHONE = {"width": 390, "height": 844}  # a phone held upright, in CSS pixels
TAPS = """ss => ss.every(s => {
    const button = document.querySelector(s);
    if (!button || button.disabled) return false;
    button.click();
    return true;
})"""


@pytest.fixture(scope="module")
def browser(tmp_path_factory):
    with sync_playwright() as playwright:
        context = playwright.chromium.launch_persistent_context(
            str(tmp_path_factory.mktemp("chromium-profile")),  # a fresh user data dir
            executable_path=CHROMIUM,
            headless=True,
            args=FLAGS,
        )
        yield context
        context.close()


class Phone:
    """One phone's page, with every WebSocket frame it received."""

    def __init__(self, browser, link: dict, choose: Callable[[Phone, dict], int]):
        self.seat, self.url = link["seat"], link["url"]
        self.secret = self.url.rstrip("/").rsplit("/", 1)[1]
        self.browser = browser
        self.choose = choose
        self.frames: list[str] = []
        self.messages: list[dict] = []
        self.state: dict | None = None  # the newest state message
        self.states = 0
        self.answered = 0
        self.open()

    def open(self) -> None:
        self.page = self.browser.new_page()
        self.page.on("websocket", lambda socket: socket.on("framereceived", self._heard))
        assert self.page.goto(self.url).status == 200

    def _heard(self, payload) -> None:
        self.frames.append(payload)
        message = json.loads(payload)
        self.messages.append(message)
        if message["type"] == "state":
            self.state = message
            self.states += 1
        elif message["type"] == "refused":
            self.answered = -1  # tap again (a throttled tap is dropped, not queued)

    def tap(self) -> None:
        """Tap a choice once per new state, when it is this seat's turn."""
        state = self.state
        if (
            self.page.is_closed()
            or state is None
            or not state["your_turn"]
            or self.answered == self.states
        ):
            return
        self.answered = self.states
        index = self.choose(self, state)
        if index < 0:  # Randomise the army on the editor, then hide it as it is
            targets = ['#army [data-kind="randomise"]', '#army [data-kind="deploy"]']
        else:
            targets = aim_taps(state, index) or [f'#actions button[data-index="{index}"]']
        # Taps as the page takes them (its click handlers), in one round trip to the browser;
        # a page that has not drawn this state yet (no such button, or not enabled yet) is
        # tapped again next round.
        if not self.page.evaluate(TAPS, targets):
            self.answered = -1


def aim_taps(state: dict, index: int) -> list[str]:
    """The taps that send choice ``index`` when it is aimed on a farm's board, or []: the
    farm's switch (if several), its space, and the way from it (if more than one)."""
    for farm in state["aim"]:
        spaces = [(c[1], c[2]) for c in farm["choices"]]
        for i, row, col, _way in farm["choices"]:
            if i == index:
                taps = [f'#aim [data-board="{farm["board"]}"]'] if len(state["aim"]) > 1 else []
                taps.append(f'#aim button.space[data-row="{row}"][data-col="{col}"]')
                if spaces.count((row, col)) > 1:
                    taps.append(f'#aim button[data-index="{index}"]')
                return taps
    return []


def at_random(phone: Phone, state: dict) -> int:
    """A careless player: any choice, from a seeded draw so a run repeats."""
    phone.rng = getattr(phone, "rng", None) or random.Random(phone.seat)
    return phone.rng.randrange(len(state["actions"]))


def first_end(phone: Phone, state: dict) -> int:
    """A quick player: end or let things through when it may, else the first choice."""
    for index, choice in enumerate(state["actions"]):
        if choice["label"].startswith(("End", "Pass", "Endure")):
            return index
    return 0


def by_ai(phone: Phone, state: dict) -> int:
    """The game's easy AI, deciding from this page's own message; Randomise an army."""
    if state["army"]:
        return -1
    ai = registry.info(state["game"]).make_ai(phone.seat, "easy", 1)
    wanted = ai.decide(state["view"]).to_dict()
    found = [i for i, c in enumerate(state["actions"]) if c["action"] == wanted]
    return found[0] if found else 0


def start(args: list[str], log) -> tuple[subprocess.Popen, list[dict]]:
    command = [sys.executable, "-m", "scenes.cli", "--headless", *args]
    command += ["--phones", "127.0.0.1:0", "--log", str(log), "--fps", str(FPS)]
    game = subprocess.Popen(command, stdout=subprocess.PIPE, text=True)
    phones = args[args.index("--seats") + 1].split(",").count("phone")
    return game, [json.loads(game.stdout.readline()) for _ in range(phones)]


def play(browser, args: list[str], log, choose, during=None) -> tuple[dict, list[Phone]]:
    """Play a whole game on phone pages; ``during(phones, taps)`` may meddle each round."""
    game, links = start(args, log)
    try:
        phones = [Phone(browser, link, choose) for link in links]
        taps = 0
        while game.poll() is None:
            for phone in phones:
                phone.tap()
            taps += 1
            if during is not None:
                during(phones, taps)
            phones[0].page.wait_for_timeout(TAP_PAUSE_MS)
    finally:  # a failing test leaves no game waiting for its phones
        if game.poll() is None:
            game.kill()
            game.wait()
    result = json.loads(game.stdout.read().splitlines()[-1])
    assert game.returncode == 0
    for phone in phones:
        phone.page.close()
    return result, phones


def _event_lines(log) -> list[dict]:
    """The record's events (it also holds its header and every action before them)."""
    lines = [json.loads(line) for line in log.read_text().splitlines()]
    return [line for line in lines if line["type"] not in ("header", "action", "undo")]


def assert_no_other_seats_secret(phones: list[Phone], log) -> None:
    """No page holds another seat's link, view, or private form of an event."""
    events = [Event.from_dict(line) for line in _event_lines(log)]
    for phone in phones:
        others = [p for p in phones if p is not phone]
        heard = [m for m in phone.messages if m["type"] == "state"]
        assert heard, "the page was sent its seat's state"
        for frame in phone.frames:
            assert not any(other.secret in frame for other in others)
        for message in heard:
            assert message["seat"] == phone.seat and message["view"]["viewer"] == phone.seat
        got = {json.dumps(e, sort_keys=True) for m in heard for e in m["events"]}
        for other in others:
            for event in events:
                theirs, public = event.seen_by(other.seat), event.seen_by(None)
                if theirs is None or theirs == public or theirs == event.seen_by(phone.seat):
                    continue  # nothing private to the other seat in this event
                assert json.dumps(theirs.to_dict(), sort_keys=True) not in got


def test_two_phones_play_zombie_coop_and_a_page_closed_mid_game_rejoins(browser, tmp_path):
    log = tmp_path / "zombie.jsonl"
    reopened = {}

    def close_and_reopen(phones, taps):
        if taps == 40:
            phones[1].page.close()  # the phone's page is gone: the game pauses for it
        if taps == 60:
            before = phones[1].states
            phones[1].open()  # the same link again
            phones[1].page.wait_for_function("document.querySelector('#status').textContent")
            reopened["states"] = phones[1].states - before

    args = ["--game", "zombie", "--mode", "coop", "--seats", "phone,phone", "--seed", "1"]
    result, phones = play(browser, args, log, at_random, close_and_reopen)
    assert result["seats"] == ["phone", "phone"] and result["title"] is not None
    assert reopened["states"] >= 1, "the reopened page was given its seat's state at once"
    assert_no_other_seats_secret(phones, log)
    for phone in phones:
        for message in phone.messages:
            if message["type"] == "state":
                assert set(message["view"]["hands"]) == {str(phone.seat)}, "only its own hand"


def test_two_phones_hide_their_armies_and_play_henhouse(browser, tmp_path):
    log = tmp_path / "henhouse.jsonl"
    args = ["--game", "henhouse", "--seats", "phone,phone", "--seed", "1"]
    result, phones = play(browser, args, log, by_ai)
    assert result["winner"] in (0, 1)
    assert_no_other_seats_secret(phones, log)
    deploys = _event_lines(log)
    assert sum(e["type"] == "hh_deployed" for e in deploys) == 2, "both armies placed by phone"


def test_two_phones_and_an_ai_play_war_for_chicken_island(browser, tmp_path):
    log = tmp_path / "island.jsonl"
    args = ["--game", "island", "--seats", "phone,phone,ai:easy", "--seed", "2"]
    result, phones = play(browser, args, log, first_end)
    assert result["winner"] is not None
    assert_no_other_seats_secret(phones, log)


def test_the_browser_is_refused_without_the_secret_or_from_another_page(browser):
    game, links = start(
        ["--game", "zombie", "--mode", "coop", "--seats", "phone,phone"], "/dev/null"
    )
    try:
        page = browser.new_page()
        base, secret = links[0]["url"].rstrip("/").rsplit("/", 1)
        assert page.goto(f"{base}/wrong-secret/").status == 403
        assert page.goto(base.rsplit("/s", 1)[0] + "/").status == 403
        page.goto("about:blank")  # another page (an opaque Origin) with the right link
        opened = page.evaluate(
            """url => new Promise(done => {
                const s = new WebSocket(url);
                s.onopen = () => done(true);
                s.onerror = () => done(false);
            })""",
            links[0]["url"].replace("http", "ws") + "ws",
        )
        assert opened is False
        page.goto(links[0]["url"])
        page.wait_for_function("socket && socket.readyState === 1")
        refusals = page.evaluate(
            """() => new Promise(done => {
                const got = [];
                socket.addEventListener("message", m => {
                    const d = JSON.parse(m.data);
                    if (d.type === "refused") got.push(d.reason);
                    if (got.length === 3) done(got);
                });
                socket.send("not json");
                const pad = "a".repeat(5000);
                socket.send(JSON.stringify({type: "act", action: {type: "x", pad}}));
                socket.send(JSON.stringify({type: "act", action: {type: "zc_flip"}, seat: 1}));
            })"""
        )
        assert "must be JSON" in refusals[0] and "at most 4096" in refusals[1]
        assert '{"type": "act"' in refusals[2]
        closed = page.evaluate(
            """() => new Promise(done => {
                socket.onclose = e => done(e.code);
                const flip = '{"type": "act", "action": {"type": "zc_flip"}}';
                for (let i = 0; i < 400; i++) socket.send(flip);
            })"""
        )
        assert closed == 1008, "a flood is throttled, then its socket closed"
        assert game.poll() is None, "the game serves on"
        page.close()
    finally:
        game.kill()
        game.wait()


def _until(app, page, done: Callable[[], bool], each: Callable[[], None] = lambda: None) -> None:
    """Run the TV's frames, letting the page breathe between them, until ``done()``;
    ``each()`` checks the TV after every step."""
    for _ in range(3000):
        each()
        if done():
            return
        frames(app, 2)
        page.wait_for_timeout(5)
    raise AssertionError("the TV and the page never got there")


def test_a_phone_joins_a_seat_in_seat_setup_and_plays_it(browser, monkeypatch):
    """The game in this process, phones turned on in seat setup by key presses; a page
    opens the QR code's link and taps Join, and at Start is sent to its seat's own link,
    where it plays its turn."""
    monkeypatch.setattr("scenes.phone_seats.LISTEN", ("127.0.0.1", 0))
    monkeypatch.setattr("scenes.phone_seats.PhoneHub.reachable", True)
    monkeypatch.setattr("scenes.tutorial.offer_tutorial", lambda scene, seat: None)
    app = new_app()
    page = browser.new_page()
    try:
        setup = SeatSetupScene(app, registry.info("chicken"), "kb-left")
        app.replace(setup)
        frames(app)
        while setup.focus != setup.phones_row:
            press_key(app, pygame.K_s)
        press_key(app, pygame.K_SPACE)  # Phones: On
        heard: list[str] = []
        page.on("websocket", lambda socket: socket.on("framereceived", lambda f: heard.append(f)))
        assert page.goto(setup.lobby.link).status == 200
        _until(app, page, lambda: page.query_selector("#actions button") is not None)
        page.click("#actions button")  # Join the game
        _until(app, page, lambda: "You have a seat" in page.text_content("#status"))
        seat = next(i for i, s in enumerate(setup.seats) if is_phone(s.device))
        assert page.text_content("#name").startswith(setup.seats[seat].name)
        press_key(app, pygame.K_s)  # on to Start
        press_key(app, pygame.K_SPACE)
        scene = app.find(MatchScene)
        link = scene.phones.links[seat]
        _until(app, page, lambda: page.url == link and app.top is scene)
        assert not scene.drivers.accepts(seat, "kb-left"), "the seat answers to its phone only"
        turn = scene.state.current_seat

        def tap_when_mine() -> bool:
            if turn() == 0 and scene.idle():
                press_key(app, pygame.K_SPACE)  # Player 1, at the TV, plays on
            button = page.query_selector("#actions button:not([disabled])")
            if turn() == seat and button is not None:
                button.click()
            return seat in scene.match.movers

        _until(app, page, tap_when_mine)
        states = [json.loads(f) for f in heard if '"type":"state"' in f]
        assert {s["seat"] for s in states} == {None, seat}, "only its own seat's state"
    finally:
        page.close()
        app.quit()


# A legal army, tile by tile in Deploy's order: Barn 2x2, Sprayer 3x1, Tractotank 1x4,
# Armored Combine 1x2, Tactical Granary 1x3, then five 1x1 tiles.
ARMY = ((0, 0), (0, 3), (0, 5), (2, 5), (4, 0), (4, 4), (4, 8), (6, 0), (6, 6), (9, 9))


@pytest.fixture
def tv(browser, monkeypatch):
    """The game in this process, its phones' server on 127.0.0.1, and a phone-sized page."""
    monkeypatch.setattr("scenes.tutorial.offer_tutorial", lambda scene, seat: None)
    app = new_app()
    app.phones = PhoneHub("127.0.0.1", 0)
    app.phones.start()
    page = browser.new_page()
    page.set_viewport_size(PHONE)
    yield app, page
    page.close()
    app.quit()


def henhouse_on_a_phone(app, *pages, seats: str = "phone,ai:easy") -> MatchScene:
    """Henhouse with seat 0 first to place; each page opens its phone seat's link."""
    match = Match("henhouse", 3, parse_seats(seats), {"first_seat": 0})
    start_match(app, match, autosave=False, turbo=True)
    scene = app.find(MatchScene)
    for seat, page in enumerate(pages):
        assert page.goto(scene.phones.links[seat]).status == 200
    boards = [lambda page=page: page.query_selector("#army .board") is not None for page in pages]
    _until(app, pages[0], lambda: all(board() for board in boards))
    return scene


def tv_hides_seat_0(scene) -> Callable[[], None]:
    """A check for every frame: the TV shows no army but the public one and opens no
    editor of its own for the phone's seat."""

    def check() -> None:
        assert scene.viewer is None and scene.placement is None
        assert scene.table.shown.view["own_units"] == []

    return check


def tap_space(page, row: int, col: int) -> None:
    page.click(f'#army button.space[data-row="{row}"][data-col="{col}"]')


def tiles_on_board(page) -> list[tuple[int, int]]:
    cells = page.eval_on_selector_all(
        "#army button.space.tile", "bs => bs.map(b => [+b.dataset.row, +b.dataset.col])"
    )
    return sorted(map(tuple, cells))


def test_a_phone_places_its_henhouse_army_tile_by_tile_and_hides_exactly_that(tv):
    app, page = tv
    assert layout_problem(HR.SPEC, ARMY) is None
    scene = henhouse_on_a_phone(app, page)
    hidden = tv_hides_seat_0(scene)
    hidden()
    hide = '#army [data-kind="deploy"]'
    page.click('#army [data-tile="0"]')  # the Barn, then its top-left space
    tap_space(page, 0, 0)
    assert tiles_on_board(page) == [(0, 0), (0, 1), (1, 0), (1, 1)]
    assert "at A1" in page.text_content('#army [data-tile="0"]')

    page.click('#army [data-tile="2"]')  # the Tractotank, four wide: not from column H
    assert "not allowed" in page.get_attribute('[data-row="0"][data-col="7"]', "aria-label")
    tap_space(page, 0, 7)
    assert "would leave the board" in page.text_content("#army-note")
    tap_space(page, 2, 2)  # corner to corner with the Barn
    assert "would touch the Barn" in page.text_content("#army-note")
    assert page.get_attribute('[data-row="2"][data-col="2"]', "class") == "space no"
    assert len(tiles_on_board(page)) == 4, "a spot not allowed places nothing"
    assert "in hand" in page.text_content('#army [data-tile="2"]')

    for tile, (row, col) in enumerate(ARMY[1:-1], start=1):
        page.click(f'#army [data-tile="{tile}"]')
        tap_space(page, row, col)
    page.click('#army [data-tile="9"]')  # the War Chest, first one space off, then moved
    tap_space(page, 8, 9)
    tap_space(page, 8, 9)  # a placed tile is picked up again
    assert "in hand" in page.text_content('#army [data-tile="9"]')
    assert page.is_disabled(hide), "not every unit is placed"
    tap_space(page, *ARMY[-1])
    assert page.is_enabled(hide) and len(tiles_on_board(page)) == 21

    touching = [v for t, (r, c) in enumerate(ARMY) for v in (t, r, c + (t == 1))]
    page.evaluate("cells => send({type: 'hh_deploy', cells})", touching)  # a page's own move
    _until(app, page, lambda: page.is_visible("#refusal"), hidden)
    assert "tiles may not touch" in page.text_content("#refusal")
    assert scene.match.actions == [] and scene.state.layouts[0] is None, "nothing changed"
    assert page.is_enabled(hide) and len(tiles_on_board(page)) == 21, "the editor as it was"

    page.click(hide)
    _until(app, page, lambda: scene.state.phase == "targeting", hidden)
    assert scene.match.actions[0] == HR.layout_action(ARMY) and scene.match.movers[0] == 0
    assert [tuple(a) for a in scene.state.layouts[0]] == list(ARMY)
    _until(app, page, lambda: page.query_selector("#private .grid") is not None, hidden)
    assert page.query_selector("#army .board") is None, "the army is hidden: no editor"
    frames(app, 30)
    hidden()


def test_undo_on_the_phone_takes_back_that_seats_last_move_and_nothing_else(tv):
    app, page = tv
    scene = henhouse_on_a_phone(app, page)
    page.click('#army [data-kind="randomise"]')
    page.click('#army [data-kind="deploy"]')
    ready = "#actions button[data-index]:not([disabled])"
    _until(
        app,
        page,
        lambda: (
            scene.state.phase == "targeting"
            and scene.idle()
            and page.query_selector(ready) is not None
        ),
    )
    assert scene.state.current_seat() == 0 and len(scene.match.actions) == 2
    before, digest = list(scene.match.actions), scene.state.digest()
    index = page.evaluate("lastState.actions.findIndex(c => c.action.type === 'hh_choose_unit')")
    page.click(f'#actions button[data-index="{index}"]')
    _until(app, page, lambda: len(scene.match.actions) == 3)
    assert isinstance(scene.match.actions[-1], HR.ChooseUnit)
    undo = '#actions button[data-kind="undo"]:not([disabled])'
    _until(app, page, lambda: page.query_selector(undo) is not None)
    page.click(undo)
    _until(app, page, lambda: len(scene.match.actions) == 2)
    frames(app, 10)
    assert scene.match.actions == before and scene.state.digest() == digest
    assert scene.match.movers == [0, 1], "both armies stand: only the seat's move went back"


def test_a_phone_plans_its_army_while_another_places_and_keeps_it_for_its_turn(tv, browser):
    app, first = tv
    second = browser.new_page()
    second.set_viewport_size(PHONE)
    try:
        scene = henhouse_on_a_phone(app, first, second, seats="phone,phone")
        hide = '#army [data-kind="deploy"]'
        for tile, (row, col) in enumerate(ARMY):
            second.click(f'#army [data-tile="{tile}"]')
            tap_space(second, row, col)
        assert second.is_disabled(hide) and "on your turn" in second.text_content(hide)
        first.click('#army [data-kind="randomise"]')
        first.click(hide)
        _until(app, second, lambda: second.is_enabled(hide))
        assert "Your turn" in second.text_content("#status")
        assert len(tiles_on_board(second)) == 21, "the planned army is still there"
        second.click(hide)
        _until(app, second, lambda: scene.state.layouts[1] is not None)
        assert [tuple(a) for a in scene.state.layouts[1]] == list(ARMY)
    finally:
        second.close()


def test_randomise_fills_the_editor_the_player_adjusts_it_and_clear_empties_it(tv):
    app, page = tv
    scene = henhouse_on_a_phone(app, page)
    hide = '#army [data-kind="deploy"]'
    page.click('#army [data-kind="clear"]')
    assert tiles_on_board(page) == [] and page.is_disabled(hide)
    page.click('#army [data-kind="randomise"]')
    shown = [tuple(a) for a in page.evaluate("army.anchors")]
    assert layout_problem(HR.SPEC, shown) is None and len(tiles_on_board(page)) == 21
    assert list(map(list, shown)) in [
        [cells[i + 1 : i + 3] for i in range(0, len(cells), 3)] for cells in scene.phones.armies[0]
    ], "one of the armies the game found for this seat"
    page.click('#army [data-kind="clear"]')
    assert tiles_on_board(page) == [] and page.is_disabled(hide)
    page.click('#army [data-kind="randomise"]')
    army = [tuple(a) for a in page.evaluate("army.anchors")]
    spots = [(r, c) for r in range(HR.SPEC.rows) for c in range(HR.SPEC.cols)]
    moved = next(s for s in spots if layout_problem(HR.SPEC, [*army[:-1], s]) is None
                 and s != army[-1])  # fmt: skip
    tap_space(page, *army[-1])  # the War Chest, picked up from where Randomise put it
    tap_space(page, *moved)
    page.click(hide)
    _until(app, page, lambda: scene.state.layouts[0] is not None)
    assert [tuple(a) for a in scene.state.layouts[0]] == [*army[:-1], moved]


def test_a_phone_aims_a_target_by_tapping_the_enemy_farm_and_the_game_applies_that(tv):
    """The Armored Combine's 180 Targets are spaces on the enemy's farm, not buttons: a tap on a
    space no Target may start from sends nothing; a tap on one two lines may start from
    asks which way, and Down places exactly that Target."""
    app, page = tv
    scene = henhouse_on_a_phone(app, page)
    page.click('#army [data-kind="randomise"]')
    page.click('#army [data-kind="deploy"]')
    ready = "#actions button[data-index]:not([disabled])"
    _until(app, page, lambda: scene.state.phase == "targeting" and scene.idle()
           and page.query_selector(ready) is not None)  # fmt: skip
    index = page.evaluate("lastState.actions.findIndex(c => c.action.unit === 'armored_combine')")
    page.click(f'#actions button[data-index="{index}"]')
    _until(app, page, lambda: page.query_selector("#aim button.space.aim:not([disabled])"))
    legal = scene.state.legal_actions(0)
    assert all(isinstance(a, HR.Target) and a.board == 1 for a in legal) and len(legal) == 180
    assert page.query_selector_all("#actions button[data-index]") == [], "no Target buttons"
    aimed = page.eval_on_selector_all(
        "#aim button.space.aim", "bs => bs.map(b => [+b.dataset.row, +b.dataset.col])"
    )
    assert sorted(map(tuple, aimed)) == sorted({(a.row, a.col) for a in legal})
    assert page.text_content("#aim h2") == (
        f"Aim the Armored Combine: {scene.match.seats[1].name}'s farm"
    )

    before, digest = list(scene.match.actions), scene.state.digest()
    sent = []
    page.on("websocket", lambda socket: socket.on("framesent", sent.append))
    page.click('#aim button.space[data-row="9"][data-col="9"]')  # J10: no line fits
    assert "J10 is not a space you may aim at" in page.text_content("#aim-note")
    frames(app, 10)
    assert scene.match.actions == before and scene.state.digest() == digest and sent == []

    page.click('#aim button.space[data-row="0"][data-col="2"]')  # C1: across or down
    ways = page.eval_on_selector_all("#aim .tools button", "bs => bs.map(b => b.textContent)")
    assert ways == ["Across from C1", "Down from C1"] and scene.match.actions == before
    page.click('#aim .tools button:text("Down from C1")')
    _until(app, page, lambda: len(scene.match.actions) == len(before) + 1)
    assert scene.match.actions[-1] == HR.Target(1, 0, 2, "v") and scene.match.movers[-1] == 0
