"""Phone seats: the game side of the companion server (``phones/``).

A phone seat is a human whose device is ``phone-N``. The TV treats it as it treats an AI
seat: never its viewer, so it never draws that seat's secrets and never hands off to it,
and its moves come in through the loop rather than from a key. Everything here runs on
the game thread: the hub drains the server's queue once a frame (it never waits), and a
match's :class:`PhoneSeats` sends each phone its own view whenever the game moves on and
plays a phone's move through the scene's ``perform``, the path every input takes.
"""

from __future__ import annotations

import json
import random
import socket
import sys
import threading
from collections import defaultdict, deque
from typing import Any

from ecs.palette import PLAYER_STYLES
from game import registry
from game.core import Action, IllegalAction
from game.henhouse import board as henhouse_board
from game.henhouse.actions import layout_action
from game.henhouse.data import SPEC as HENHOUSE_SPEC
from phones.server import PhoneServer
from scenes import phone_words
from scenes.seats import is_phone

UNDO = {"type": "undo"}  # the phone's Undo button: the seat's own undo, as at the TV
MOVES_KEPT = 4  # moves one phone may have waiting for the table to settle
LISTEN = ("0.0.0.0", 0)  # phones turned on in the menus: the local network, a free port
RANDOM_ARMIES = 6  # legal armies a phone's Randomise picks among (a few ms each to find)


def phone_seats(match) -> list[int]:
    return [i for i, s in enumerate(match.seats) if not s.is_ai and is_phone(s.device)]


def local_address() -> str:
    """This machine's address on the local network, as a phone would reach it (no packet
    is sent: a UDP socket only picks the interface it would route through)."""
    probe = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
    try:
        probe.connect(("10.254.254.254", 1))
        return probe.getsockname()[0]
    except OSError:
        return "127.0.0.1"
    finally:
        probe.close()


class PhoneHub:
    """The app's one phone server, seen from the game loop."""

    def __init__(self, host: str, port: int):
        advertise = local_address() if host in ("0.0.0.0", "") else host
        self.server = PhoneServer(host or "0.0.0.0", port, advertise)
        self.connected: set[int] = set()
        self.moves: dict[int, deque[dict]] = {}
        self.links: dict[int, str] = {}
        self.waiting = False  # a headless game is waiting on a phone: it may rest the CPU

    def start(self) -> int:
        return self.server.start()

    def stop(self) -> None:
        self.server.stop()

    @property
    def address(self) -> str:
        """The short address seat setup shows under the QR code."""
        return f"{self.server.advertise}:{self.server.port}"

    def open_match(self, seats: list[int]) -> dict[int, str]:
        """Fresh links for a match's phone seats: ``{seat: url}``."""
        self.drain()
        secrets = self.server.open_seats(seats)
        self.links = {seat: self.server.url(secret) for seat, secret in secrets.items()}
        self.connected.clear()
        self.moves = {seat: deque(maxlen=MOVES_KEPT) for seat in seats}
        return dict(self.links)

    def drain(self) -> None:
        """What the phones said since the last frame (a queue read, never a wait)."""
        inbox = self.server.inbox
        while not inbox.empty():
            kind, seat, payload = inbox.get_nowait()
            if seat not in self.moves:
                continue  # a phone of a match that is over
            if kind == "joined":
                self.connected.add(seat)
            elif kind == "left":
                self.connected.discard(seat)
            else:
                self.moves[seat].append(payload)

    def send(self, seat: int, message: dict[str, Any]) -> None:
        self.server.send(seat, message)

    @property
    def reachable(self) -> bool:
        """Whether a phone on the network can reach us (no network leaves only this machine)."""
        return self.server.advertise not in ("127.0.0.1", "localhost", "::1")

    # -- seat setup's lobby -----------------------------------------------------------------

    def open_lobby(self) -> str:
        """The link seat setup's QR code carries; a phone opening it is a new device."""
        return self.server.open_lobby()

    def close_lobby(self) -> None:
        self.server.close_lobby()

    def guest_news(self) -> list[tuple[str, int, Any]]:
        """What phones in seat setup did since the last call: arrived, act, left."""
        inbox, news = self.server.lobby_inbox, []
        while not inbox.empty():
            news.append(inbox.get_nowait())
        return news

    def send_guest(self, guest: int, message: dict[str, Any]) -> None:
        self.server.send_guest(guest, message)


def turn_on_phones(app, address: tuple[str, int]) -> bool:
    """Start the phones' server at ``address`` for ``app``; False (said on stderr in one
    line) if it cannot listen there after all (the command line tried it first)."""
    hub = PhoneHub(*address)
    try:
        hub.start()
    except OSError as exc:
        print(f"fowlplay: --phones: cannot listen there ({exc.strerror or exc})", file=sys.stderr)
        return False
    app.phones = hub
    return True


def print_links(scene) -> None:
    """Before play, one JSON line per phone seat, ``{"seat": N, "url": "..."}``, on
    stdout (headless or in a window): a script hands each link to its phone."""
    phones = getattr(scene, "phones", None)
    if phones is not None:
        for seat, url in sorted(phones.links.items()):
            print(json.dumps({"seat": seat, "url": url}), flush=True)


def set_phones(app, on: bool) -> bool:
    """Turn phones on (listening on the local network, a free port) or off, from Settings
    or seat setup, and keep the choice in the settings. A server that cannot start says
    why on screen and the game goes on without phones (no network is said where the
    address would be); a match playing phone seats keeps
    its phones until it ends. True when phones are now as asked."""
    from scenes.match_scene import MatchScene

    if on == (app.phones is not None):
        app.change_settings(phones=on)
        return True
    if not on:
        playing = app.find(MatchScene)
        if playing is not None and playing.phones is not None:
            app.toast("This game has phone seats: phones stay on until it ends")
            return False
        app.phones.stop()
        app.phones = None
        app.change_settings(phones=False)
        return True
    hub = PhoneHub(*LISTEN)
    try:
        hub.start()
    except OSError as exc:
        app.toast(f"Phones could not start ({exc.strerror or exc}): playing on without them")
        return False
    app.phones = hub
    app.change_settings(phones=True)
    return True


class PhoneSeats:
    """One match's phone seats: what each phone is sent, and the moves it makes."""

    def __init__(self, scene, hub: PhoneHub):
        self.scene = scene
        self.hub = hub
        self.names = [s.name for s in scene.match.seats]
        self.sent: tuple | None = None
        self.seen: set[int] = set()  # seats whose phone has the newest state
        self.joined: set[int] = set()  # seats whose phone has joined once (a drop, not a wait)
        self.links = hub.open_match(self.seats)  # fresh secrets: no older link opens this match
        self.news: dict[int, list] = defaultdict(list)
        self.armies: dict[int, list[list[int]]] = {}  # each seat's Randomise choices
        self._start_finding_armies()

    @property
    def seats(self) -> list[int]:
        """The seats a phone plays now (one taken over by a pad plays at the TV)."""
        drivers = self.scene.drivers
        return [seat for seat in drivers.devices if drivers.is_phone(seat)]

    @property
    def match(self):
        return self.scene.match

    def heard(self, events: list) -> None:
        """The events an action caused, kept for each phone in the form its seat may see."""
        for seat in self.seats:
            for event in events:
                seen = event.seen_by(seat)
                if seen is not None:
                    self.news[seat].append(seen.to_dict())

    def missing(self) -> list[int]:
        """Phone seats with no phone on the line (the game waits for them, until it is over)."""
        if self.match.state.is_over():
            return []
        return [seat for seat in self.seats if seat in self.hub.moves and
                seat not in self.hub.connected]  # fmt: skip

    def tick(self) -> None:
        """Each frame: refuse moves out of turn, and send the phones what changed."""
        turn = self.match.state.current_seat()
        for seat in self.seats:
            moves = self.hub.moves.get(seat)
            while moves and seat != turn:
                moves.popleft()
                self._refuse(seat, f"it is not your turn: {self._whose(turn)}")
        version = (len(self.match.actions), id(self.match.state), self._armies_found())
        if version != self.sent:
            self.sent = version
            self.seen.clear()
        for seat in self.seats:
            if seat not in self.seen:
                self.seen.add(seat)
                self.hub.send(seat, self.message(seat))

    def has_move(self, seat: int) -> bool:
        return bool(self.hub.moves.get(seat))

    def play(self, seat: int) -> None:
        """The phone's move for the seat to act, through the scene's own ``perform``."""
        data = self.hub.moves[seat].popleft()
        if data == UNDO:
            if self.match.undoable(seat):
                self.scene.undo_for(seat)
            else:
                self._refuse(seat, "nothing to undo: draws, rolls and passed turns are final")
            return
        try:
            action = self._action(seat, data)
        except IllegalAction as exc:
            self._refuse(seat, exc.reason)
            return
        self.scene.quiet_refusals = True  # the reason is the phone's business, not the TV's
        try:
            done = self.scene.perform(action)
        finally:
            self.scene.quiet_refusals = False
        if not done:
            self._refuse(seat, self.scene.refusal)

    def _action(self, seat: int, data: dict) -> Action:
        """A phone's action as this game's own, or IllegalAction saying why not."""
        try:
            action = Action.from_dict(data)
        except ValueError as exc:
            raise IllegalAction(str(exc)[:200]) from None
        if type(action).__module__.split(".")[1] != self.match.game:
            raise IllegalAction(f"{action.type!r} is not a move in this game")
        state = self.match.state
        if action in state.legal_actions(seat):
            return action
        why = getattr(state, "why_illegal", None)
        reason = why(action) if why is not None else None
        # Only a game that can say why a move it does not list is wrong (Henhouse's own
        # army layouts) takes such a move; elsewhere the list is every legal move.
        if reason is None and why is not None:
            return action
        raise IllegalAction(reason or "that is not one of your choices now")

    def _start_finding_armies(self) -> None:
        """Legal Henhouse armies for the Randomise of each phone seat still to place, found
        on a thread of their own: one takes a few ms, one in twenty over 60 ms, which
        would stall the TV on the game loop; a thread only slows it a little, for the
        match's first second or so.

        Drawn from the OS, never the match seed, as the TV's editor draws them: an army
        another seat could recompute from the seed would give it away."""
        state = self.match.state
        if self.match.game != "henhouse" or state.phase != "placement":
            return
        seats = [seat for seat in self.seats if state.layouts[seat] is None]
        self.armies = {seat: [] for seat in seats}
        finder = threading.Thread(target=self._find_armies, args=(seats,), name="phone-armies")
        finder.daemon = True  # a few seconds' work at most: never worth waiting for
        finder.start()

    def _find_armies(self, seats: list[int]) -> None:
        rng = random.SystemRandom()
        for _ in range(RANDOM_ARMIES):
            for seat in seats:  # each seat's first army comes soon
                army = henhouse_board.random_layout(rng, HENHOUSE_SPEC)
                self.armies[seat].append(list(layout_action(army).cells))  # one append: atomic

    def _armies_found(self) -> int:
        return sum(len(found) for found in list(self.armies.values()))

    def _refuse(self, seat: int, reason: str) -> None:
        self.hub.send(seat, {"type": "refused", "reason": reason})

    def _whose(self, seat: int | None) -> str:
        return "the game is over" if seat is None else f"{self.names[seat]} is playing"

    def message(self, seat: int) -> dict[str, Any]:
        """The state message for ``seat``'s phone: built from its own view only."""
        match = self.match
        state = match.state
        view = state.view(seat)
        turn = state.current_seat()
        mine = turn == seat and not state.is_over()
        actions = state.legal_actions(seat) if mine else []
        spec = match.seats[seat]
        style = PLAYER_STYLES[spec.style]
        info = registry.info(match.game)
        if state.is_over():
            words = "The game is over: see the TV."
        else:
            words = "Your turn" if mine else f"Waiting: {self._whose(turn)}"
        army = phone_words.army_editor(match.game, view)
        if army is not None:
            army["random"] = list(self.armies.get(seat, []))
        news, self.news[seat] = self.news[seat], []
        return {
            "type": "state",
            "seat": seat,
            "game": match.game,
            "title": info.title,
            "name": spec.name,
            "colour": list(style.colour[:3]),
            "colour_name": style.name,
            "shape": style.shape,
            "your_turn": mine,
            "over": state.is_over(),
            "status": words,
            "prompt": "Your choices",
            "army": army,
            "undo": "Undo my last move" if mine and match.undoable(seat) else "",
            "actions": [
                {"label": phone_words.label(match.game, a, view, self.names), "action": a.to_dict()}
                for a in actions
            ],
            "aim": phone_words.aim_boards(match.game, actions, view, self.names),
            "private": phone_words.private_sections(match.game, view),
            "public": phone_words.public_lines(match.game, view, self.names),
            "events": news[-40:],
            "view": view,
        }
