"""The companion server: each phone's page and WebSocket, on a thread with its own loop.

The game loop never waits on it. What phones send crosses to the game through
``inbox`` (a thread-safe queue the game drains once a frame); what the game sends
crosses back through ``send``, which hands the message to the server's loop. The
server knows nothing of the games: it guards the seats (a secret per seat, the
page's own Origin, strict small JSON, a rate per client) and carries messages.
"""

from __future__ import annotations

import asyncio
import contextlib
import hmac
import json
import queue
import secrets
import threading
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from aiohttp import WSMsgType, web

SECRET_BYTES = 16  # 128 bits, as token_urlsafe counts them
MAX_MESSAGE = 4096  # bytes: a move is a few hundred at most
RATE = 15.0  # messages a second one client may keep sending (a fast tapper makes 5)
BURST = 30  # ... and how many it may send at once
START_WAIT = 10.0  # seconds the game waits for the server to listen before giving up
CLOSE_AFTER = 64  # messages refused for flooding before the socket is closed
PAGE_FILES = {
    "": ("index.html", "text/html"),
    "app.js": ("app.js", "text/javascript"),
    "board.js": ("board.js", "text/javascript"),
    "army.js": ("army.js", "text/javascript"),
    "aim.js": ("aim.js", "text/javascript"),
    "style.css": ("style.css", "text/css"),
}
FONT_FILE = "font.ttf"
PAGE = Path(__file__).with_name("page")  # shipped as package data (pyproject)
HEADERS = {
    "Cache-Control": "no-store",
    "Referrer-Policy": "no-referrer",  # the link's secret never leaves in a Referer
    "X-Content-Type-Options": "nosniff",
    "Content-Security-Policy": "default-src 'self'; connect-src 'self'; img-src 'self' data:",
}


class Refused(ValueError):
    """A message the server will not carry; the reason goes back to the phone."""


def read_message(raw: str | bytes) -> dict[str, Any]:
    """A phone's message as the one shape the game takes, ``{"type": "act", "action":
    {...}}``, or Refused saying why. Strict JSON (no NaN), at most MAX_MESSAGE bytes."""
    if not isinstance(raw, str):
        raise Refused("send text, not binary")
    if len(raw.encode("utf-8", "surrogatepass")) > MAX_MESSAGE:
        raise Refused(f"a message is at most {MAX_MESSAGE} bytes")
    try:
        data = json.loads(raw, parse_constant=_no_constant)
    except (ValueError, RecursionError):
        raise Refused("a message must be JSON") from None
    if not isinstance(data, dict) or data.get("type") != "act" or set(data) != {"type", "action"}:
        raise Refused('a message is {"type": "act", "action": {...}}')
    action = data["action"]
    if not isinstance(action, dict) or not isinstance(action.get("type"), str):
        raise Refused("an action is an object with a 'type' string")
    return data


def _no_constant(word: str) -> Any:
    raise ValueError(f"{word} is not JSON")


@dataclass
class _Bucket:
    """A token bucket: RATE messages a second, BURST at once."""

    tokens: float = BURST
    at: float = field(default_factory=time.monotonic)
    refused: int = 0

    def take(self) -> bool:
        now = time.monotonic()
        self.tokens = min(BURST, self.tokens + (now - self.at) * RATE)
        self.at = now
        if self.tokens >= 1:
            self.tokens -= 1
            return True
        self.refused += 1
        return False


class PhoneServer:
    """One server for the app's life; each match opens its phone seats with fresh secrets."""

    def __init__(self, host: str = "0.0.0.0", port: int = 0, advertise: str | None = None):
        self.host = host
        self.port = port
        self.advertise = advertise or host
        self.inbox: queue.SimpleQueue[tuple[str, int, Any]] = queue.SimpleQueue()
        self._seats: dict[str, int] = {}  # secret -> seat (replaced whole, never edited)
        self._sockets: dict[int, web.WebSocketResponse] = {}  # server thread only
        self._last: dict[int, str] = {}  # the newest state sent to each seat, for a rejoin
        self.lobby_inbox: queue.SimpleQueue[tuple[str, int, Any]] = queue.SimpleQueue()
        self._lobby = ""  # seat setup's secret while it is open ("" opens nothing)
        self._guests: dict[int, web.WebSocketResponse] = {}  # lobby phones (server thread)
        self._guest_count = 0
        self._loop: asyncio.AbstractEventLoop | None = None
        self._runner: web.AppRunner | None = None
        self._thread: threading.Thread | None = None

    # -- the game's side (any thread) ------------------------------------------------------

    def start(self) -> int:
        """Listen, and return the port. Raises OSError when the address cannot be had."""
        ready: queue.SimpleQueue[BaseException | int] = queue.SimpleQueue()
        self._thread = threading.Thread(target=self._serve, args=(ready,), name="phones")
        self._thread.daemon = True  # a crash elsewhere never hangs on the server
        self._thread.start()
        try:
            got = ready.get(timeout=START_WAIT)
        except queue.Empty:
            raise OSError("the phones' server did not start in time") from None
        if isinstance(got, BaseException):
            raise got
        self.port = got
        return got

    def open_seats(self, seats: list[int]) -> dict[int, str]:
        """Fresh secrets for a new match's phone seats (the last match's links die)."""
        fresh = {secrets.token_urlsafe(SECRET_BYTES): seat for seat in seats}
        self._seats = fresh
        self._call(self._drop_all)
        return {seat: secret for secret, seat in fresh.items()}

    def url(self, secret: str, room: str = "s") -> str:
        return f"http://{_host_words(self.advertise)}:{self.port}/{room}/{secret}/"

    def open_lobby(self) -> str:
        """A fresh link for seat setup's QR code: a phone opening it is a new device at the
        couch, which may join a seat; it learns its seat's own link only when play starts."""
        self._lobby = secrets.token_hex(SECRET_BYTES)  # hex: a link a player can type
        return self.url(self._lobby, "j")

    def close_lobby(self) -> None:
        self._lobby = ""
        self._call(self._drop_guests)

    def send_guest(self, guest: int, message: dict[str, Any]) -> None:
        """Carry ``message`` to one phone in seat setup (never waits)."""
        self._call(self._deliver_guest, guest, json.dumps(message, separators=(",", ":")))

    def send(self, seat: int, message: dict[str, Any]) -> None:
        """Carry ``message`` to ``seat``'s phone, if one is there (never waits)."""
        text = json.dumps(message, separators=(",", ":"))
        self._call(self._deliver, seat, text, message.get("type") == "state")

    def stop(self) -> None:
        if self._loop is None:
            return
        self._loop.call_soon_threadsafe(self._loop.stop)
        if self._thread is not None:
            self._thread.join(timeout=5)
        self._loop = None

    def _call(self, fn, *args) -> None:
        loop = self._loop
        if loop is not None and loop.is_running():
            loop.call_soon_threadsafe(fn, *args)

    # -- the server's thread ---------------------------------------------------------------

    def _serve(self, ready: queue.SimpleQueue) -> None:
        loop = asyncio.new_event_loop()
        asyncio.set_event_loop(loop)
        try:
            loop.run_until_complete(self._listen())
        except BaseException as exc:  # the game shows why; the thread ends
            ready.put(exc)
            loop.close()
            return
        self._loop = loop
        ready.put(self._bound_port())
        try:
            loop.run_forever()
        finally:
            loop.run_until_complete(self._runner.cleanup())
            loop.close()

    async def _listen(self) -> None:
        self._runner = web.AppRunner(self.make_app(), access_log=None, handle_signals=False)
        await self._runner.setup()
        await web.TCPSite(self._runner, self.host, self.port).start()

    def _bound_port(self) -> int:
        return self._runner.addresses[0][1]

    def make_app(self) -> web.Application:
        """The routes; also what the tests serve through aiohttp's test client."""
        app = web.Application(client_max_size=MAX_MESSAGE)
        app.router.add_get("/s/{secret}/ws", self._socket)
        app.router.add_get("/s/{secret}/{file:[a-z.]*}", self._page)
        app.router.add_get("/j/{secret}/ws", self._guest_socket)
        app.router.add_get("/j/{secret}/{file:[a-z.]*}", self._page)
        app.router.add_route("*", "/{anything:.*}", _forbidden)
        return app

    def _seat_of(self, request: web.Request) -> int | None:
        """The seat a request's secret opens, compared in constant time."""
        given = request.match_info.get("secret", "").encode()
        found = None
        for secret, seat in self._seats.items():
            if hmac.compare_digest(secret.encode(), given):
                found = seat
        return found

    def _in_lobby(self, request: web.Request) -> bool:
        lobby = self._lobby
        given = request.match_info.get("secret", "")
        return bool(lobby) and hmac.compare_digest(lobby.encode(), given.encode())

    def _opens(self, request: web.Request) -> bool:
        """Whether the request's secret opens what its path names: a seat, or seat setup."""
        if request.path.startswith("/j/"):
            return self._in_lobby(request)
        return self._seat_of(request) is not None

    async def _page(self, request: web.Request) -> web.StreamResponse:
        if not self._opens(request):
            return await _forbidden(request)
        name = request.match_info["file"]
        if name == FONT_FILE:
            return web.FileResponse(_font_path(), headers={**HEADERS, "Content-Type": "font/ttf"})
        if name not in PAGE_FILES:
            return await _forbidden(request)
        file, kind = PAGE_FILES[name]
        body = (PAGE / file).read_bytes()
        return web.Response(body=body, content_type=kind, charset="utf-8", headers=HEADERS)

    def origin_ok(self, request: web.Request) -> bool:
        """Only the game's own page may open a socket: its Origin is this server, reached
        by a name the game gave out (so a page elsewhere that renames us is refused too)."""
        origin = request.headers.get("Origin")
        name = request.host.rsplit(":", 1)[0].strip("[]")
        names = {self.advertise, self.host, "127.0.0.1", "localhost", "::1"}
        return origin == f"http://{request.host}" and name in names

    async def _socket(self, request: web.Request) -> web.StreamResponse:
        seat = self._seat_of(request)
        if seat is None or not self.origin_ok(request):
            return await _forbidden(request)
        socket = await _accept(request)
        old = self._sockets.get(seat)
        self._sockets[seat] = socket  # the newest device with the link takes the seat
        if old is not None:
            await old.close(code=4000, message=b"another device took this seat")
        self.inbox.put(("joined", seat, None))
        if seat in self._last:
            await socket.send_str(self._last[seat])
        try:
            await _read(socket, self.inbox, seat, lambda: self._seat_of(request) == seat)
        finally:
            if self._sockets.get(seat) is socket:
                del self._sockets[seat]
                self.inbox.put(("left", seat, None))
        return socket

    async def _guest_socket(self, request: web.Request) -> web.StreamResponse:
        """A phone in seat setup: a device of its own, numbered, until seat setup closes."""
        if not self._in_lobby(request) or not self.origin_ok(request):
            return await _forbidden(request)
        socket = await _accept(request)
        self._guest_count += 1
        guest = self._guest_count
        self._guests[guest] = socket
        self.lobby_inbox.put(("arrived", guest, None))
        try:
            await _read(socket, self.lobby_inbox, guest, lambda: self._in_lobby(request))
        finally:
            del self._guests[guest]
            self.lobby_inbox.put(("left", guest, None))
        return socket

    def _deliver(self, seat: int, text: str, newest: bool) -> None:
        if newest:  # a state replaces the last one: what a rejoining phone is sent first
            self._last[seat] = text
        socket = self._sockets.get(seat)
        if socket is not None and not socket.closed:
            asyncio.ensure_future(_send_quietly(socket, text))

    def _deliver_guest(self, guest: int, text: str) -> None:
        socket = self._guests.get(guest)
        if socket is not None and not socket.closed:
            asyncio.ensure_future(_send_quietly(socket, text))

    def _drop_guests(self) -> None:
        for socket in list(self._guests.values()):
            asyncio.ensure_future(socket.close(code=4002, message=b"seat setup closed"))

    def _drop_all(self) -> None:
        self._last.clear()
        for socket in list(self._sockets.values()):
            asyncio.ensure_future(socket.close(code=4001, message=b"a new game began"))


async def _accept(request: web.Request) -> web.WebSocketResponse:
    # A frame up to 16 times the limit still gets a reason; past that aiohttp closes it.
    socket = web.WebSocketResponse(max_msg_size=16 * MAX_MESSAGE, heartbeat=10)
    await socket.prepare(request)
    return socket


async def _read(socket: web.WebSocketResponse, inbox: queue.SimpleQueue, who: int, valid) -> None:
    """Each message the socket sends, checked and throttled, as ``("act", who, action)``
    in ``inbox``; ends when the socket closes, floods, or ``valid()`` stops holding (its
    link died with a new match, or seat setup closed)."""
    bucket = _Bucket()
    async for message in socket:
        if message.type not in (WSMsgType.TEXT, WSMsgType.BINARY):
            break
        if not bucket.take():
            if bucket.refused >= CLOSE_AFTER:
                await socket.close(code=1008, message=b"too many messages")
                break
            await _refuse(socket, "too many messages: wait a moment")
            continue
        try:
            data = read_message(message.data)
        except Refused as exc:
            await _refuse(socket, str(exc))
            continue
        if not valid():
            break
        inbox.put(("act", who, data["action"]))


async def _send_quietly(socket: web.WebSocketResponse, text: str) -> None:
    with contextlib.suppress(ConnectionError, RuntimeError):  # the phone went away: its
        await socket.send_str(text)  # "left" is on its way to the game


async def _refuse(socket: web.WebSocketResponse, reason: str) -> None:
    await _send_quietly(socket, json.dumps({"type": "refused", "reason": reason}))


async def _forbidden(request: web.Request) -> web.Response:
    return web.Response(status=403, text="403: this link does not open a seat", headers=HEADERS)


def _host_words(host: str) -> str:
    return f"[{host}]" if ":" in host else host


def _font_path() -> str:
    from font_fredoka_one import FredokaOne  # the game's own face, from its package

    return FredokaOne
