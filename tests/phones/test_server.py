"""The companion server's guard: nobody sees or acts for a seat that is not theirs.

Served through aiohttp's own test client on 127.0.0.1, so every rule is checked on the
real routes and sockets, without the game: what reaches ``inbox`` is what the game would
be asked to apply.
"""

from __future__ import annotations

import asyncio
import json
import re

import aiohttp
import pytest
from aiohttp.test_utils import TestClient, TestServer

from phones import server as S


def run(check):
    """Serve a fresh server with two seats open, and run ``check(client, phones, links)``."""

    async def main():
        phones = S.PhoneServer("127.0.0.1", 0)
        links = phones.open_seats([0, 1])
        async with TestClient(TestServer(phones.make_app(), host="127.0.0.1")) as client:
            phones._loop = asyncio.get_running_loop()  # send() hands over to this loop
            await check(client, phones, links)

    asyncio.run(main())


def origin(client) -> dict:
    return {"Origin": f"http://{client.host}:{client.port}"}


def inbox(phones) -> list:
    got = []
    while not phones.inbox.empty():
        got.append(phones.inbox.get_nowait())
    return got


async def reply(socket) -> dict:
    message = await asyncio.wait_for(socket.receive(), 5)
    return json.loads(message.data)


def test_each_link_carries_its_own_long_random_secret():
    phones = S.PhoneServer("127.0.0.1", 0)
    first = phones.open_seats([0, 1, 2])
    again = phones.open_seats([0, 1, 2])
    secrets = list(first.values()) + list(again.values())
    assert len(set(secrets)) == 6, "every seat of every match has a secret of its own"
    assert all(len(s) >= 22 for s in secrets), "16 random bytes, 128 bits, as base64"


@pytest.mark.parametrize(
    "path",
    ["/", "/s/", "/s/wrong/", "/s/{0}x/", "/s/{0}/secret.txt", "/s/{0}/../etc/passwd", "/favicon"],
)
def test_a_request_without_the_right_secret_gets_403_and_nothing(path):
    async def check(client, phones, links):
        response = await client.get(path.format(links[0]))
        assert response.status == 403
        assert "<script" not in await response.text()

    run(check)


def test_the_right_secret_opens_the_page_its_script_style_and_font():
    async def check(client, phones, links):
        for name, kind in [("", "text/html"), ("app.js", "text/javascript"),
                           ("army.js", "text/javascript"), ("board.js", "text/javascript"),
                           ("aim.js", "text/javascript"), ("style.css", "text/css"),
                           ("font.ttf", "font/ttf")]:  # fmt: skip
            response = await client.get(f"/s/{links[1]}/{name}")
            assert response.status == 200, name
            assert response.headers["Content-Type"].startswith(kind)
            assert response.headers["Referrer-Policy"] == "no-referrer"
            assert "default-src 'self'" in response.headers["Content-Security-Policy"]

    run(check)


def test_a_socket_without_the_secret_or_from_another_origin_is_refused():
    async def check(client, phones, links):
        for path, headers in [
            (f"/s/{links[0]}/ws", {}),  # no Origin at all
            (f"/s/{links[0]}/ws", {"Origin": "http://evil.example"}),
            (f"/s/{links[0]}/ws", {"Origin": f"http://evil.example:{client.port}"}),
            ("/s/wrong/ws", origin(client)),
            ("/ws", origin(client)),
        ]:
            with pytest.raises(aiohttp.WSServerHandshakeError) as refused:
                await client.ws_connect(path, headers=headers)
            assert refused.value.status == 403
        assert inbox(phones) == [], "nothing reached the game"

    run(check)


def test_a_move_from_a_seats_phone_reaches_the_game_for_that_seat_only():
    async def check(client, phones, links):
        socket = await client.ws_connect(f"/s/{links[1]}/ws", headers=origin(client))
        await socket.send_str(json.dumps({"type": "act", "action": {"type": "zc_flip"}}))
        await socket.close()
        await asyncio.sleep(0.05)
        assert inbox(phones) == [
            ("joined", 1, None),
            ("act", 1, {"type": "zc_flip"}),
            ("left", 1, None),
        ]

    run(check)


BAD = [
    ("not json", "must be JSON"),
    ('{"type": "act", "action": {"type": "zc_flip", "n": NaN}}', "must be JSON"),
    ("[1, 2]", '{"type": "act"'),
    ('{"type": "act"}', '{"type": "act"'),
    ('{"type": "act", "action": {"type": "zc_flip"}, "seat": 0}', '{"type": "act"'),
    ('{"type": "hello", "action": {}}', '{"type": "act"'),
    ('{"type": "act", "action": "zc_flip"}', "an action is an object"),
    ('{"type": "act", "action": {"kind": 1}}', "an action is an object"),
    ('{"type": "act", "action": {"type": "x", "pad": "' + "a" * 5000 + '"}}', "at most 4096"),
    ("[" * 1800 + "]" * 1800, "must be JSON"),  # deeper than the parser goes
]


@pytest.mark.parametrize(("raw", "reason"), BAD)
def test_a_malformed_or_oversized_message_is_refused_with_a_reason(raw, reason):
    async def check(client, phones, links):
        socket = await client.ws_connect(f"/s/{links[0]}/ws", headers=origin(client))
        await socket.send_str(raw)
        answer = await reply(socket)
        assert answer["type"] == "refused" and reason in answer["reason"]
        await socket.send_bytes(b'{"type": "act", "action": {"type": "zc_flip"}}')
        assert "not binary" in (await reply(socket))["reason"]
        assert [kind for kind, _, _ in inbox(phones)] == ["joined"], "nothing was acted on"
        await socket.close()

    run(check)


def test_a_flood_is_throttled_then_closed_and_the_server_serves_on():
    async def check(client, phones, links):
        socket = await client.ws_connect(f"/s/{links[0]}/ws", headers=origin(client))
        move = json.dumps({"type": "act", "action": {"type": "zc_flip"}})
        for _ in range(S.BURST + S.CLOSE_AFTER + 20):
            if socket.closed:
                break
            await socket.send_str(move)
        refusals = 0
        while True:
            message = await asyncio.wait_for(socket.receive(), 5)
            if message.type != aiohttp.WSMsgType.TEXT:
                break
            refusals += "too many" in json.loads(message.data)["reason"]
        assert socket.close_code == 1008
        assert refusals >= S.CLOSE_AFTER - 1
        acts = [item for item in inbox(phones) if item[0] == "act"]
        assert S.BURST <= len(acts) < S.BURST + 5, "only the burst and what trickled in"
        other = await client.ws_connect(f"/s/{links[1]}/ws", headers=origin(client))
        await other.send_str(move)
        await asyncio.sleep(0.05)
        assert ("act", 1, {"type": "zc_flip"}) in inbox(phones), "the other seat plays on"
        await other.close()

    run(check)


def test_a_socket_hears_only_its_own_seat_and_a_rejoin_gets_the_newest_state():
    async def check(client, phones, links):
        mine = await client.ws_connect(f"/s/{links[0]}/ws", headers=origin(client))
        theirs = await client.ws_connect(f"/s/{links[1]}/ws", headers=origin(client))
        phones.send(0, {"type": "state", "hand": ["seat 0's card"]})
        phones.send(1, {"type": "state", "hand": ["seat 1's card"]})
        assert (await reply(mine))["hand"] == ["seat 0's card"]
        assert (await reply(theirs))["hand"] == ["seat 1's card"]
        await mine.close()
        await asyncio.sleep(0.05)
        back = await client.ws_connect(f"/s/{links[0]}/ws", headers=origin(client))
        assert (await reply(back))["hand"] == ["seat 0's card"], "the page reopened, nothing lost"
        await back.close()
        await theirs.close()

    run(check)


def test_a_second_device_with_the_link_takes_the_seat_and_the_first_is_closed():
    async def check(client, phones, links):
        first = await client.ws_connect(f"/s/{links[0]}/ws", headers=origin(client))
        second = await client.ws_connect(f"/s/{links[0]}/ws", headers=origin(client))
        message = await asyncio.wait_for(first.receive(), 5)
        assert message.type == aiohttp.WSMsgType.CLOSE and first.close_code == 4000
        await asyncio.sleep(0.05)
        assert [k for k, _, _ in inbox(phones)] == ["joined", "joined"], "the seat never left"
        await second.close()

    run(check)


def test_a_new_match_kills_the_last_ones_links():
    async def check(client, phones, links):
        phones.open_seats([0, 1])
        response = await client.get(f"/s/{links[0]}/")
        assert response.status == 403

    run(check)


def test_the_page_fetches_nothing_from_elsewhere():
    for file in S.PAGE.iterdir():
        text = file.read_text(encoding="utf-8")
        assert "http://" not in text and "https://" not in text, file.name
        assert "//" not in "".join(re.findall(r'(?:src|href|url)\(?=?"([^"]*)"', text))
    html = (S.PAGE / "index.html").read_text(encoding="utf-8")
    assert 'src="app.js"' in html and 'src="army.js"' in html and 'href="style.css"' in html
    assert 'url("font.ttf")' in (S.PAGE / "style.css").read_text(encoding="utf-8")


def _lobby(phones) -> str:
    return phones.open_lobby().rstrip("/").rsplit("/", 1)[1]


def test_seat_setups_link_opens_only_while_seat_setup_is_open():
    async def check(client, phones, links):
        assert (await client.get("/j/anything/")).status == 403, "no lobby open: nothing"
        lobby = _lobby(phones)
        assert len(lobby) == 32 and int(lobby, 16) >= 0, "128 bits, in hex a player can type"
        assert (await client.get(f"/j/{lobby}/")).status == 200
        assert (await client.get(f"/j/{lobby}x/")).status == 403
        assert (await client.get(f"/j/{links[0]}/")).status == 403, "a seat's secret is not it"
        assert (await client.get(f"/s/{lobby}/")).status == 403, "nor is it a seat's"
        for headers in ({}, {"Origin": "http://evil.example"}):
            with pytest.raises(aiohttp.WSServerHandshakeError) as refused:
                await client.ws_connect(f"/j/{lobby}/ws", headers=headers)
            assert refused.value.status == 403
        phones.close_lobby()
        assert (await client.get(f"/j/{lobby}/")).status == 403, "closed with seat setup"
        assert phones.lobby_inbox.empty() and inbox(phones) == []

    run(check)


def test_a_phone_in_seat_setup_is_a_guest_of_its_own_whose_messages_are_checked():
    async def check(client, phones, links):
        lobby = _lobby(phones)
        first = await client.ws_connect(f"/j/{lobby}/ws", headers=origin(client))
        second = await client.ws_connect(f"/j/{lobby}/ws", headers=origin(client))
        await second.send_str(json.dumps({"type": "act", "action": {"type": "join"}}))
        await first.send_str("not json")
        assert "must be JSON" in (await reply(first))["reason"]
        phones.send_guest(1, {"type": "go", "url": "for the first only"})
        assert (await reply(first))["url"] == "for the first only"
        phones.close_lobby()
        message = await asyncio.wait_for(second.receive(), 5)
        assert message.type == aiohttp.WSMsgType.CLOSE and second.close_code == 4002
        await first.close()
        await asyncio.sleep(0.05)
        news = []
        while not phones.lobby_inbox.empty():
            news.append(phones.lobby_inbox.get_nowait())
        assert news[:3] == [
            ("arrived", 1, None),
            ("arrived", 2, None),
            ("act", 2, {"type": "join"}),
        ]
        assert sorted(news[3:]) == [("left", 1, None), ("left", 2, None)]
        assert inbox(phones) == [], "no seat heard a thing"

    run(check)
