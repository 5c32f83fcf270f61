"""Turning phones on, from Settings and from seat setup, and a phone joining a seat there.

Driven by posted key presses. Phones listen on 127.0.0.1 here (the game's own choice is
the local network); what phones in seat setup do is put where the server puts it (its
lobby queue), and what each is sent is recorded. tests/phones/test_browser.py joins from
a real browser page.
"""

from __future__ import annotations

import socket

import pygame
import pytest

from ecs import audit
from game import registry
from game import settings as settings_file
from game.settings import Settings
from scenes.match_scene import MatchScene
from scenes.phone_lobby import JOIN, guest_device
from scenes.phone_lost import PhoneLostScene
from scenes.seat_setup import SeatSetupScene
from scenes.settings_menu import SettingsScene
from tests.scenes.harness import audited_frame, frames, look, new_app, press_key, words

K = pygame


@pytest.fixture(autouse=True)
def _listen_here(monkeypatch):
    """Listen on 127.0.0.1, and count it as the network (one test takes the network away)."""
    monkeypatch.setattr("scenes.phone_seats.LISTEN", ("127.0.0.1", 0))
    monkeypatch.setattr("scenes.phone_seats.PhoneHub.reachable", True)


@pytest.fixture
def app():
    app = new_app()
    yield app
    app.quit()
    app.change_settings(**Settings().__dict__)


@pytest.fixture
def seen_app(audited_app):
    """An app whose frames the screen audit records."""
    yield audited_app
    audited_app.change_settings(**Settings().__dict__)


def _setup(app, game: str = "henhouse") -> SeatSetupScene:
    setup = SeatSetupScene(app, registry.info(game), "kb-left")
    app.replace(setup)
    frames(app)
    return setup


def _to_phones_row(app, setup: SeatSetupScene) -> None:
    while setup.focus != setup.phones_row:
        press_key(app, K.K_s)


def _record_guests(app) -> list[tuple[int, dict]]:
    sent: list[tuple[int, dict]] = []
    app.phones.send_guest = lambda guest, message: sent.append((guest, message))
    return sent


def _guest(app, *news) -> None:
    for item in news:
        app.phones.server.lobby_inbox.put(item)
    frames(app, 2)


def test_the_settings_row_turns_phones_on_and_off_and_is_saved(seen_app):
    app = seen_app
    settings = SettingsScene(app)
    app.push(settings)
    frames(app)
    while settings.rows[settings.focus].key != "phones":
        press_key(app, K.K_s)
    assert settings.value_words(settings.rows[settings.focus]) == "Off"
    press_key(app, K.K_SPACE)
    assert app.phones is not None and app.settings.phones
    assert settings_file.load()[0].phones is True, "saved at once"
    assert settings.value_words(settings.rows[settings.focus]) == "On"
    assert f"On at {app.phones.address}: phones on the same Wi-Fi join in seat setup." in words(
        look(app)
    )
    assert not audited_frame(app), "the row and the words about it pass the screen audit"
    server = app.phones.server
    press_key(app, K.K_d)
    assert app.phones is None and not app.settings.phones
    assert server._loop is None, "the server stopped"
    assert settings_file.load()[0].phones is False


def test_a_settings_file_without_phones_loads_with_them_off():
    data = Settings().to_dict()
    del data["phones"]  # a file saved before phones existed
    loaded, problems = settings_file.from_dict(data)
    assert loaded.phones is False and problems == []
    data["phones"] = "yes"
    loaded, problems = settings_file.from_dict(data)
    assert loaded.phones is False and problems == ["phones"]


def test_a_busy_port_says_so_on_screen_and_the_game_goes_on_without_phones(seen_app, monkeypatch):
    app = seen_app
    busy = socket.socket()
    busy.bind(("127.0.0.1", 0))
    busy.listen()
    try:
        monkeypatch.setattr("scenes.phone_seats.LISTEN", busy.getsockname())
        setup = _setup(app)
        _to_phones_row(app, setup)
        press_key(app, K.K_SPACE)
        said = [text for text, _ in app.toasts]
    finally:
        busy.close()
    assert any(t.startswith("Phones could not start") and "without them" in t for t in said)
    assert app.phones is None and not app.settings.phones and setup.lobby is None
    assert "Phones: Off" in [c.label for c in look(app).choices]
    press_key(app, K.K_s)  # on to Start: the game goes on
    press_key(app, K.K_SPACE)
    assert isinstance(app.top, MatchScene)


@pytest.mark.parametrize("game", ["henhouse", "island"])  # island: the most option rows
def test_seat_setup_with_phones_on_shows_the_code_and_passes_the_audit(seen_app, game):
    app = seen_app
    setup = _setup(app, game)
    _to_phones_row(app, setup)
    press_key(app, K.K_SPACE)
    assert setup.lobby is not None and app.settings.phones
    for _ in range(setup.rows):  # every row focused in turn, its help line with it
        press_key(app, K.K_s)
        faults = audited_frame(app)
        assert not faults, faults
    said = words(audit.frame)
    assert "Scan with a phone on" in said and "the same Wi-Fi, then tap Join." in said
    assert any(w.startswith("http://127.0.0.1:") for w in said), "the address to type"
    assert setup.lobby._code is not None, "the QR code was drawn"


def test_a_phone_joins_as_confirm_does_and_only_it_is_given_its_seats_link(app):
    setup = _setup(app)
    _to_phones_row(app, setup)
    press_key(app, K.K_SPACE)
    sent = _record_guests(app)
    _guest(app, ("arrived", 1, None), ("arrived", 2, None))
    first = {guest: message for guest, message in sent}
    assert first[1]["actions"] == [{"label": "Join the game", "action": JOIN}]
    _guest(app, ("act", 1, JOIN))
    seat = len(setup.seats) - 1
    assert setup.seats[seat].device == guest_device(1), "a seat of its own, as confirm gives"
    assert [t for t, _ in app.toasts][-1] == "A phone joined"
    told = [m for g, m in sent if g == 1]
    assert told[-1]["name"] == setup.seats[seat].name and told[-1]["actions"] == []
    assert "Player 1: Keyboard (left)" in told[-1]["public"]
    _guest(app, ("act", 2, {"type": "flip"}))
    assert sent[-1] == (2, {"type": "refused", "reason": "tap Join to play"})
    sent.clear()
    while setup.focus != setup.rows - 1:
        press_key(app, K.K_s)
    press_key(app, K.K_SPACE)  # Start
    scene = app.find(MatchScene)
    assert isinstance(app.top, PhoneLostScene), "the game waits for the phone to open its link"
    assert scene.drivers.is_phone(seat) and not scene.drivers.accepts(seat, "kb-left")
    goes = [(g, m) for g, m in sent if m["type"] == "go"]
    assert goes == [(1, {"type": "go", "url": scene.phones.links[seat]})], "guest 2: nothing"


def test_a_phone_that_leaves_seat_setup_gives_its_seat_to_an_ai(app):
    setup = _setup(app, "zombie")
    _to_phones_row(app, setup)
    press_key(app, K.K_SPACE)
    _record_guests(app)
    _guest(app, ("arrived", 4, None), ("act", 4, JOIN))
    seat = next(i for i, s in enumerate(setup.seats) if s.device == guest_device(4))
    style = setup.seats[seat].style
    _guest(app, ("left", 4, None))
    assert setup.seats[seat].is_ai and setup.seats[seat].style == style
    _guest(app, ("arrived", 5, None), ("act", 5, JOIN))
    _to_phones_row(app, setup)
    press_key(app, K.K_SPACE)  # phones off: the phone's seat goes to an AI too
    assert app.phones is None and setup.lobby is None
    assert all(s.is_ai or s.device == "kb-left" for s in setup.seats)


def test_with_no_network_seat_setup_and_settings_say_so_instead_of_a_code(seen_app, monkeypatch):
    app = seen_app
    monkeypatch.setattr("scenes.phone_seats.PhoneHub.reachable", False)
    setup = _setup(app)
    _to_phones_row(app, setup)
    press_key(app, K.K_SPACE)
    assert not audited_frame(app)
    said = words(audit.frame)
    assert "No network found:" in said and "connect this computer" in said
    assert setup.lobby._code is None, "no code that no phone could open"
    settings = SettingsScene(app)
    app.push(settings)
    while settings.rows[settings.focus].key != "phones":
        press_key(app, K.K_s)
    assert not audited_frame(app)
    assert "On, but no network found" in " ".join(words(audit.frame))


def test_the_audit_reads_a_web_address_to_type_as_itself_but_still_finds_file_names():
    from scenes.screen_audit import word_faults

    assert word_faults("http://192.168.1.20:41234/j/") == []
    assert word_faults("Saved to saves/zombie/game.json") != []


def test_reset_to_defaults_turns_phones_off_but_a_game_with_phone_seats_keeps_them(app):
    from game.match import Match
    from scenes.menus import start_match
    from scenes.phone_seats import set_phones
    from scenes.seats import parse_seats

    settings = SettingsScene(app)
    app.push(settings)
    assert set_phones(app, True) and app.phones is not None
    settings.focus = next(i for i, r in enumerate(settings.rows) if r.label == "Reset to defaults")
    press_key(app, K.K_SPACE)
    press_key(app, K.K_SPACE)  # twice: armed, then done
    assert app.phones is None and not app.settings.phones
    assert set_phones(app, True)
    start_match(app, Match("zombie", 3, parse_seats("phone,ai:easy"), {"mode": "competitive"}))
    frames(app, 2)
    assert not set_phones(app, False), "its phone seat would wait for ever"
    assert app.phones is not None and app.settings.phones
    assert [t for t, _ in app.toasts][-1].startswith("This game has phone seats")
