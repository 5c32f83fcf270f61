"""Hot-seat play between humans on one screen, driven by each player's own keys or pad.

Every game with secrets is played by two humans through stretches that cover each kind
of hand-off, and every frame drawn is checked: nothing secret of a seat other than the
one who lifted the hand-off is on it (the frame is drawn again with that seat's secrets
changed, and must not change), every prompt names the seat to act and the button of
that seat's own device, and a press on another seat's device never acts for it.
The faults of issue 15 each have a test of their own below.
"""

from __future__ import annotations

import dataclasses
import random
import secrets
from collections import Counter
from collections.abc import Callable

import pygame
import pytest

from ecs.input import Intent
from game.henhouse import board as B
from game.henhouse import rules as R
from game.henhouse.data import UNIT_IDS
from game.island import actions as IA
from game.island.data import DATA
from game.match import Match, SeatSpec
from game.zombie import actions as ZA
from game.zombie import cards as C
from scenes import ui
from scenes.device_lost import DeviceLostScene
from scenes.handoff import HandoffScene
from scenes.henhouse.placement import Placement
from scenes.henhouse.scene import HenhouseScene
from scenes.history import HistoryScene
from scenes.island.scene import IslandScene
from scenes.menus import start_match
from scenes.zombie.scene import ZombieScene
from tests.scenes.harness import frames, press_key, press_pad
from tests.scenes.test_island_scene import Driver, legal, setup_to_actions

PAD = 5
BUTTONS = {
    "kb-left": {"up": pygame.K_w, "down": pygame.K_s, "left": pygame.K_a, "right": pygame.K_d,
                "confirm": pygame.K_SPACE, "back": pygame.K_q, "next": pygame.K_c,
                "prev": pygame.K_z, "history": pygame.K_r},
    "kb-right": {"up": pygame.K_UP, "down": pygame.K_DOWN, "left": pygame.K_LEFT,
                 "right": pygame.K_RIGHT, "confirm": pygame.K_RETURN,
                 "back": pygame.K_BACKSPACE, "next": pygame.K_RIGHTBRACKET,
                 "prev": pygame.K_LEFTBRACKET, "history": pygame.K_HOME},
    f"pad-{PAD}": {"up": pygame.CONTROLLER_BUTTON_DPAD_UP,
                   "down": pygame.CONTROLLER_BUTTON_DPAD_DOWN,
                   "left": pygame.CONTROLLER_BUTTON_DPAD_LEFT,
                   "right": pygame.CONTROLLER_BUTTON_DPAD_RIGHT,
                   "confirm": pygame.CONTROLLER_BUTTON_A, "back": pygame.CONTROLLER_BUTTON_B,
                   "next": pygame.CONTROLLER_BUTTON_RIGHTSHOULDER,
                   "prev": pygame.CONTROLLER_BUTTON_LEFTSHOULDER,
                   "history": pygame.CONTROLLER_BUTTON_LEFTSTICK},
}  # fmt: skip


def press(app, device: str, name: str) -> None:
    """One press of a named button on a device, as its player would make it."""
    if device.startswith("pad-"):
        press_pad(app, PAD, BUTTONS[device][name])
    else:
        press_key(app, BUTTONS[device][name])


def humans(*devices: str) -> list[SeatSpec]:
    return [SeatSpec(f"Player {i + 1}", i, "human", device=d) for i, d in enumerate(devices)]


def begin(app, game: str, seed: int, devices: tuple[str, ...], options=None):
    match = Match(game, seed, humans(*devices), options or {})
    start_match(app, match, autosave=False, turbo=True)
    scene = app.find(ZombieScene) or app.find(HenhouseScene) or app.find(IslandScene)
    while isinstance(app.top, DeviceLostScene):  # a pad never seen yet takes its seat
        press(app, f"pad-{PAD}", "confirm")
    return scene


# -- changing one seat's secrets (to prove the frame never shows them) ---------------------------


def _other_cards(hand: list, pool, kind_of: Callable) -> list:
    """As many different cards, each of another kind, so a face drawn would change."""
    spare = [c for c in pool if c not in hand]
    return [next(c for c in spare if kind_of(c) != kind_of(card)) for card in hand]


def zombie_secrets(scene: ZombieScene, seat: int | None) -> Callable[[], None]:
    """Seat's hand, in the rules and on the table (cards in flight stay as they are)."""
    if seat is None:
        return lambda: None
    state, shown, flying = scene.state, scene.table.shown, scene.table.in_flight
    kind = C.DAY.__getitem__
    old_rules, old_shown = state.hands[seat], shown.hands[seat]
    state.hands[seat] = _other_cards(list(old_rules), range(len(C.DAY)), kind)
    swap = dict(zip(old_shown, _other_cards(old_shown, range(len(C.DAY)), kind), strict=True))
    shown.hands[seat] = [c if c in flying else swap[c] for c in old_shown]

    def restore() -> None:
        state.hands[seat], shown.hands[seat] = old_rules, old_shown

    return restore


def henhouse_secrets(scene: HenhouseScene, seat: int | None) -> Callable[[], None]:
    """Seat's Secret Weapons, its army while still hidden, and its editor's layout."""
    state = scene.state
    if seat is None:
        _resync(scene)
        return lambda: _resync(scene)
    old_hand, old_layout = state.hands[seat], state.layouts[seat]
    state.hands[seat] = _other_cards(old_hand, sorted(set(state.deck)), lambda c: c)
    unswap = _swap_on_table(scene, old_hand, state.hands[seat])
    if state.phase == "placement" and old_layout is not None:
        state.layouts[seat] = _other_layout(old_layout)
    place = scene.placement
    old_anchors = list(place.anchors) if place is not None and place.seat == seat else None
    if old_anchors is not None:
        place.anchors = list(_other_layout(tuple(old_anchors)))
    _resync(scene)

    def restore() -> None:
        state.hands[seat], state.layouts[seat] = old_hand, old_layout
        unswap()
        if old_anchors is not None:
            place.anchors = old_anchors
        _resync(scene)

    return restore


def _other_layout(layout) -> tuple:
    rng = random.Random(repr(layout))
    while (other := B.random_layout(rng, R.SPEC)) == tuple(layout):
        pass
    return other


def island_secrets(scene: IslandScene, seat: int | None) -> Callable[[], None]:
    """Seat's Scrolls, the Leaders dealt to it, its face-down fight cards and Pelea tokens."""
    state = scene.state
    if seat is None:
        _resync(scene)
        return lambda: _resync(scene)
    scrolls = sorted(DATA.scrolls)
    old_hand, old_dealt = state.hands[seat], state.dealt[seat]
    state.hands[seat] = _other_cards(old_hand, scrolls, lambda c: c)
    unswap = _swap_on_table(scene, old_hand, state.hands[seat])
    if state.leader[seat] is None:
        state.dealt[seat] = tuple(_other_cards(list(old_dealt), sorted(DATA.leaders), str))
    tokens = {}
    for piece in state.pieces.values():
        if piece["owner"] == seat and piece.get("token") and not piece.get("shown"):
            tokens[piece["id"]] = piece["token"]
            piece["token"] = next(t for t in sorted(DATA.pelea_tokens) if t != piece["token"])
    cards = []
    for card in state.fight["cards"] if state.fight else []:
        if card["seat"] == seat and card["card"] and not card["shown"]:
            cards.append((card, card["card"]))
            card["card"] = next(s for s in scrolls if s != card["card"])
    _resync(scene)

    def restore() -> None:
        state.hands[seat], state.dealt[seat] = old_hand, old_dealt
        unswap()
        for piece_id, token in tokens.items():
            state.pieces[piece_id]["token"] = token
        for card, name in cards:
            card["card"] = name
        _resync(scene)

    return restore


def _swap_on_table(scene, old: list, new: list) -> Callable[[], None]:
    """The same cards changed in the picture mid-show, where it may still hold a hand
    the rules have moved on from (at rest the picture is taken afresh anyway)."""
    view = scene.table.shown.view
    hand = view.get("hand", [])
    swap = dict(zip(old, new, strict=True))
    view["hand"] = [swap.get(c, c) for c in hand]

    def unswap() -> None:
        view["hand"] = hand

    return unswap


def _another(game: str, value):
    """A different secret of the same kind (a card of another kind, another unit)."""
    if game == "zombie":
        return next(c for c in range(len(C.DAY)) if C.DAY[c] != C.DAY[value])
    if isinstance(value, int):
        return (value + 1) % 10  # a Henhouse cell's row or column
    for pool in (DATA.scrolls, DATA.leaders, DATA.pelea_tokens, UNIT_IDS):
        if value in pool:
            return next(v for v in sorted(pool) if v != value)
    return value


def history_secrets(scene, seat: int | None) -> Callable[[], None]:
    """Seat's secrets in the events the history tells (a drawn card, a hidden army), each
    changed for another: the lines on screen, read through the viewer's eyes, must not
    change. Only events the viewer may not read whole are touched."""
    if seat is None:
        return lambda: None
    old = list(scene.record)
    for index, event in enumerate(old):
        hidden = event.seen_by(scene.viewer)
        if event.seen_by(seat) != event or hidden == event:
            continue
        changes = {}
        for field in dataclasses.fields(event):
            mine, shown = getattr(event, field.name), getattr(hidden, field.name)
            if mine != shown and isinstance(mine, tuple):
                changes[field.name] = tuple(_another(scene.match.game, v) for v in mine)
            elif mine != shown and isinstance(mine, str | int) and not isinstance(mine, bool):
                changes[field.name] = _another(scene.match.game, mine)
        scene.record[index] = dataclasses.replace(event, **changes)
    scene._told = None

    def restore() -> None:
        scene.record[:] = old
        scene._told = None

    return restore


def _resync(scene) -> None:
    """At rest the table is the rules' view, so it is taken again from the changed rules."""
    if scene.idle():
        scene._sync(force=True)


# -- the watcher ---------------------------------------------------------------------------------


class HotSeat:
    """Plays humans on their own devices and checks each frame the app draws."""

    def __init__(self, app, scene, monkeypatch, secrets: Callable | None):
        self.app, self.scene, self.secrets = app, scene, secrets
        self.devices = {s: spec.device for s, spec in enumerate(scene.match.seats)}
        self.names = [spec.name for spec in scene.match.seats]
        self.handoffs: Counter = Counter()  # (phase or stage, seat) of each hand-off lifted
        self.texts: list[str] = []
        self.bars: list[list] = []
        self.frames_checked = 0
        self._checking = False
        text, bar = ui.text, ui.hint_bar

        def recording_text(surface, words, *args, **kwargs):
            self.texts.append(str(words))
            return text(surface, words, *args, **kwargs)

        def recording_bar(surface, items):
            self.bars.append(list(items))
            return bar(surface, items)

        monkeypatch.setattr(ui, "text", recording_text)
        monkeypatch.setattr(ui, "hint_bar", recording_bar)
        draw = app.draw

        def checked_draw(alpha: float) -> None:
            self.texts.clear()
            self.bars.clear()
            dice = scene.rng.getstate()
            draw(alpha)
            if not self._checking:
                self._checking = True
                try:
                    self.check(draw, alpha, dice)
                finally:
                    self._checking = False

        monkeypatch.setattr(app, "draw", checked_draw)

    # -- checks on every frame ---------------------------------------------------------------

    def check(self, draw, alpha: float, dice) -> None:
        self.frames_checked += 1
        top, scene = self.app.top, self.scene
        if isinstance(top, HandoffScene):
            self._check_handoff(top)
        elif top is scene or isinstance(top, HistoryScene):
            if top is scene:
                self._check_prompts()
            if self.secrets is not None:
                self._check_secrets(draw, alpha, dice)

    def _check_handoff(self, cover: HandoffScene) -> None:
        seat = self.scene.state.current_seat()
        device = self.devices[seat]
        router = self.app.router
        assert cover.name == self.names[seat], "the hand-off names the seat to act"
        assert cover.hint_device() == device, "its hint bar names the next player's buttons"
        words = cover.press_words()
        assert router.button_label(device, Intent.CONFIRM) in words
        assert router.label(device) in words
        assert words in self.texts, "the button to press is drawn"
        confirm = router.button_label(device, Intent.CONFIRM)
        assert (confirm, f"I am {self.names[seat]}") in self.bars[-1]

    def _check_prompts(self) -> None:
        scene = self.scene
        seat = scene.state.current_seat()
        if seat is None or not scene.idle():
            return
        name = self.names[seat]
        assert scene.hint_device() == self.devices[seat], "the bar names the actor's buttons"
        for _, what in self.bars[-1] if self.bars else []:
            if what.startswith("Undo"):
                assert what == f"Undo ({name})", f"{what!r} offered while {name} acts"
        for words in self.texts:
            assert not (words.endswith("is thinking...") and words.startswith(name)), words
            if "at the gate" in words:
                assert name in words, f"{words!r} while {name} is to flip"

    def _check_secrets(self, draw, alpha: float, dice) -> None:
        """Redraw this frame with each other seat's secrets changed: it must not change.
        (The cosmetic dice, for a screen shake, roll as they did for the frame, on a
        blank surface; a table at rest is taken afresh from the rules for both.)"""
        scene = self.scene
        base = self._redraw(draw, alpha, dice, None)
        for seat in range(scene.state.players):
            if seat != scene.viewer:
                changed = self._redraw(draw, alpha, dice, seat) != base
                assert not changed, f"{self.names[seat]}'s secrets drawn for {scene.viewer}"

    def _redraw(self, draw, alpha: float, dice, seat: int | None) -> bytes:
        """The frame drawn again, with ``seat``'s secrets changed (None: none changed)."""
        scene, surface = self.scene, self.app.surface
        restore = self.secrets(scene, seat)
        told = history_secrets(scene, seat)
        try:
            scene.rng.setstate(dice)
            surface.fill((0, 0, 0))  # a shaken table leaves an edge of the last frame
            draw(alpha)
            return bytes(surface.get_buffer())
        finally:
            told()
            restore()

    # -- playing -------------------------------------------------------------------------------

    def acting(self) -> int:
        return self.scene.state.current_seat()

    def other_device(self, seat: int) -> str:
        return next(d for s, d in self.devices.items() if d != self.devices[seat])

    def act(self, seat: int, name: str) -> None:
        """The seat presses ``name``; the same press on another seat's device comes first
        and must change nothing."""
        app, scene = self.app, self.scene
        if name == "confirm":
            top, count = app.top, len(scene.match.actions)
            press(app, self.other_device(seat), name)
            if isinstance(top, HandoffScene):
                assert app.top is top, "another seat's device lifted the hand-off"
            assert len(scene.match.actions) == count, "another seat's device acted"
        press(app, self.devices[seat], name)

    def lift(self) -> bool:
        """Lift a hand-off with the next player's device, if one is up."""
        cover = self.app.top
        if not isinstance(cover, HandoffScene):
            return False
        seat = self.acting()
        self.act(seat, "confirm")
        assert self.app.top is not cover and self.scene.viewer == seat
        self.look_back(seat)
        state = self.scene.state
        self.handoffs[(getattr(state, "phase", None) or state.stage, seat)] += 1
        return True

    def look_back(self, seat: int) -> None:
        """The player who took the screen opens the history (every frame drawn is checked
        for other seats' secrets), scrolls it and closes it."""
        press(self.app, self.devices[seat], "history")
        assert isinstance(self.app.top, HistoryScene)
        frames(self.app)
        press(self.app, self.devices[seat], "up")
        frames(self.app)
        press(self.app, self.devices[seat], "back")
        assert self.app.top is self.scene

    def human_to_act(self) -> bool:
        scene = self.scene
        return self.app.top is scene and scene.idle() and not scene.state.is_over()

    def run(self, decide: Callable[[int], None], done: Callable[[], bool], limit=20000) -> None:
        """Frames until ``done``: hand-offs lifted, and ``decide(seat)`` when a human may act."""
        for _ in range(limit):
            if done():
                return
            if not self.lift():
                if self.human_to_act():
                    decide(self.acting())
                else:
                    frames(self.app)
        raise AssertionError("the game never got there")


# -- Zombie Chickens ---------------------------------------------------------------------------


def zombie_player(hot: HotSeat, trade: bool):
    """Takes the first choice, but offers one trade first (co-op) when one is open."""
    scene = hot.scene
    traded = []

    def decide(seat: int) -> None:
        rows = scene.rows()
        if rows is None:
            frames(hot.app)
            return
        wants = [c for c in rows.chips if c.label.startswith("Trade with")]
        if trade and not traded and wants and scene.controls.mode == "base":
            traded.append(seat)
            hot.act(seat, "up")  # from the hand to the chips: "Trade with ..."
            while rows.chips[scene.controls.col] is not wants[0]:
                hot.act(seat, "right")
            hot.act(seat, "confirm")
            hot.act(seat, "confirm")  # the first card of the hand
            hot.act(seat, "up")
            hot.act(seat, "confirm")  # offer it
            assert isinstance(scene.match.actions[-1], ZA.Offer)
        elif scene.state.step == "answer" and scene.controls.mode == "answer":
            offer = scene.state.offer
            names = [C.DAY_NAMES[C.DAY[c]] for c in offer[2]]
            assert all(n in scene.offer_words() for n in names), "the teammate sees the offer"
            assert scene.offer_words() in hot.texts
            hot.act(seat, "confirm")  # mark the first card of the hand
            hot.act(seat, "up")
            hot.act(seat, "confirm")  # and give it back
        else:
            hot.act(seat, "confirm")

    return decide, traded


@pytest.mark.parametrize(
    ("mode", "devices", "seed"),
    [("coop", ("kb-left", "kb-right"), 5), ("competitive", ("kb-left", f"pad-{PAD}"), 11)],
)
def test_zombie_hot_seat(app, monkeypatch, mode, devices, seed):
    scene = begin(app, "zombie", seed, devices, {"mode": mode})
    hot = HotSeat(app, scene, monkeypatch, zombie_secrets)
    decide, traded = zombie_player(hot, trade=mode == "coop")
    state = scene.state
    night = lambda: any(isinstance(a, ZA.Flip) for a in scene.match.actions)  # noqa: E731
    hot.run(decide, lambda: state.is_over() or (night() and state.phase == "day"))
    kinds = {phase for phase, _ in hot.handoffs}
    assert kinds == {"day"} and {s for _, s in hot.handoffs} == {0, 1}
    assert any(isinstance(a, ZA.Flip) for a in scene.match.actions), "a Night was played"
    if mode == "coop":
        assert traded and any(isinstance(a, ZA.Answer) for a in scene.match.actions)


# -- Henhouse Havoc ------------------------------------------------------------------------------


def henhouse_player(hot: HotSeat):
    scene = hot.scene

    def decide(seat: int) -> None:
        if not scene.rows_ready():
            frames(hot.app)
        elif scene.placing_now():
            for _ in range(10):
                hot.act(seat, "down")  # off the board onto the buttons
            hot.act(seat, "confirm")  # Randomise
            hot.act(seat, "right")
            hot.act(seat, "right")
            hot.act(seat, "confirm")  # Deploy!
        else:
            hot.act(seat, "confirm")

    return decide


def test_henhouse_hot_seat(app, monkeypatch):
    scene = begin(app, "henhouse", 8, ("kb-left", f"pad-{PAD}"), {"first_seat": 0})
    hot = HotSeat(app, scene, monkeypatch, henhouse_secrets)
    state = scene.state
    resolved = {("resolution", 0), ("resolution", 1)}  # every kind of turn, for both
    hot.run(henhouse_player(hot), lambda: state.is_over() or resolved <= set(hot.handoffs))
    assert {phase for phase, _ in hot.handoffs} >= {"placement", "targeting"}
    assert all(state.layouts)


# -- War for Chicken Island ----------------------------------------------------------------------


class IslandHotSeat(Driver):
    """The island's keyboard driver, pressing through the hot-seat watcher."""

    def __init__(self, hot: HotSeat):
        super().__init__(hot.app, hot.scene)
        self.hot = hot

    def press(self, name: str) -> None:
        self.hot.act(self.scene.state.current_seat(), name)

    def ready(self, limit: int = 3000) -> None:
        for _ in range(limit):
            if self.hot.lift():
                self.handoffs += 1
                continue
            if self.app.top is self.scene and self.scene.rows_ready():
                return
            frames(self.app)
        raise AssertionError("the scene never became ready for input")


@pytest.mark.parametrize("options", [{}, {"pelea": True}], ids=["plain", "pelea"])
def test_island_hot_seat(app, monkeypatch, options):
    scene = begin(app, "island", 21, ("kb-left", "kb-right"), options)
    hot = HotSeat(app, scene, monkeypatch, island_secrets)
    driver = IslandHotSeat(hot)
    setup_to_actions(driver)
    rng = random.Random(21)
    rolls = {("roll", 0), ("roll", 1)}  # each seat's turn began behind a hand-off
    while not scene.state.is_over() and not rolls <= set(hot.handoffs):
        driver.ready()
        options_now = legal(scene)
        weights = [0.3 if isinstance(a, IA.EndActions) else 1.0 for a in options_now]
        driver.do(rng.choices(options_now, weights)[0])
    stages = {stage for stage, _ in hot.handoffs}
    assert {s for _, s in hot.handoffs} == {0, 1} and len(stages) >= 2, hot.handoffs


# -- the faults of issue 15 ----------------------------------------------------------------------


def test_a_randomised_army_cannot_be_recomputed_from_the_seed(app, monkeypatch):
    """Two games with the same seed: the first Randomise of a seat never repeats."""
    monkeypatch.setattr(random, "SystemRandom", secrets.SystemRandom)  # the OS, as in play
    layouts = []
    for _ in range(2):
        place = Placement(0)
        place.randomise()
        layouts.append(tuple(place.anchors))
    assert layouts[0] != layouts[1]


def _place_randomly(hot: HotSeat, seat: int) -> tuple:
    for _ in range(10):
        hot.act(seat, "down")
    hot.act(seat, "confirm")  # Randomise
    return tuple(hot.scene.placement.anchors)


def test_player_two_never_randomises_player_ones_army(app, monkeypatch):
    scene = begin(app, "henhouse", 8, ("kb-left", "kb-right"), {"first_seat": 0})
    hot = HotSeat(app, scene, monkeypatch, None)
    hot.run(lambda seat: frames(app), lambda: hot.human_to_act() and scene.placing_now())
    first = _place_randomly(hot, 0)
    hot.act(0, "right")
    hot.act(0, "right")
    hot.act(0, "confirm")  # Deploy!
    hot.run(lambda seat: frames(app), lambda: hot.human_to_act() and scene.viewer == 1)
    assert scene.placement.seat == 1
    press(app, "kb-left", "prev")  # Player 1's undo key, in the middle of Player 2's setup
    assert len(scene.match.actions) == 1 and scene.state.layouts[0] == first
    second = _place_randomly(hot, 1)
    assert second != first, "Player 2's Randomise gave Player 1's army"


def test_undoing_a_deploy_gives_the_placed_army_back(app):
    """The last to deploy who also fires first may take the Deploy back, army and all."""
    seats = [SeatSpec("Cpu", 0, "ai", "easy"), SeatSpec("Ann", 1, "human", device="kb-left")]
    start_match(app, Match("henhouse", 8, seats, {"first_seat": 1}), autosave=False, turbo=True)
    scene = app.top
    for _ in range(20000):
        if app.top is scene and scene.placing_now() and scene.rows_ready():
            break
        frames(app)
    for _ in range(10):
        press(app, "kb-left", "down")
    press(app, "kb-left", "confirm")  # Randomise
    army = list(scene.placement.anchors)
    press(app, "kb-left", "right")
    press(app, "kb-left", "right")
    press(app, "kb-left", "confirm")  # Deploy!
    assert scene.state.phase == "targeting" and scene.state.current_seat() == 1
    frames(app, 5)
    assert any(what == "Undo (Ann)" for _, what in scene.hints())
    press(app, "kb-left", "prev")
    assert scene.state.phase == "placement" and scene.placing_now()
    assert scene.placement.anchors == army and scene.placement.complete


def test_no_undo_while_the_ai_places_its_army(app):
    seats = [SeatSpec("Ann", 0, "human", device="kb-left"), SeatSpec("Cpu", 1, "ai", "easy")]
    start_match(app, Match("henhouse", 8, seats, {}), autosave=False)
    scene = app.top
    for _ in range(20000):
        if app.top is scene and scene.placing_now() and scene.rows_ready():
            break
        frames(app)
    for name in ["down"] * 10 + ["confirm", "right", "right", "confirm"]:
        press(app, "kb-left", name)
    assert scene.state.current_seat() == 1 and len(scene.match.actions) == 1
    assert not [h for h in scene.hints() if h[0] == Intent.PREV], "Undo while the AI places"
    press(app, "kb-left", "prev")
    assert scene.match.actions and scene.state.layouts[0] is not None


def test_the_hand_off_names_the_next_players_button(app):
    scene = begin(app, "zombie", 5, ("kb-left", "kb-right"), {"mode": "coop"})
    for _ in range(2000):
        cover = app.top
        if isinstance(cover, HandoffScene) and scene.state.current_seat() == 1:
            break
        ann_acts = app.top is scene and scene.idle() and scene.rows() is not None
        if isinstance(cover, HandoffScene) or ann_acts:
            press(app, "kb-left", "confirm")
        else:
            frames(app)
    assert app.last_device == "kb-left"  # Player 1 pressed last
    assert cover.hint_device() == "kb-right"
    assert cover.press_words() == "Press Enter on Keyboard (right) when ready"
    press(app, "kb-left", "confirm")  # Space
    assert app.top is cover
    press(app, "kb-right", "confirm")
    assert app.top is scene and scene.viewer == 1


def test_the_night_header_names_the_seat_to_flip(app, monkeypatch):
    """Co-op flips pass from seat to seat: the header names who flips next, not who did."""
    scene = begin(app, "zombie", 5, ("kb-left", "kb-right"), {"mode": "coop"})
    hot = HotSeat(app, scene, monkeypatch, None)
    state = scene.state

    def flipped_by_the_other() -> bool:
        night = state.phase == "night" and hot.human_to_act()
        return night and state.current_seat() != scene.table.shown.seat

    decide, _ = zombie_player(hot, trade=False)
    hot.run(decide, flipped_by_the_other)
    frames(app)
    seat = state.current_seat()
    assert f"Night {state.night}: Player {seat + 1} at the gate" in hot.texts


def test_a_trade_takes_one_hand_off_there_and_one_back(app, monkeypatch):
    """The answer needs the teammate's hand and the rest of the turn the offerer's: one
    hand-off each way, and none more."""
    scene = begin(app, "zombie", 5, ("kb-left", "kb-right"), {"mode": "coop"})
    hot = HotSeat(app, scene, monkeypatch, None)
    decide, traded = zombie_player(hot, trade=True)
    hot.run(decide, lambda: bool(traded))
    before = sum(hot.handoffs.values())
    hot.run(decide, lambda: isinstance(scene.match.actions[-1], ZA.Answer))
    hot.run(lambda seat: frames(app), lambda: hot.human_to_act() and scene.viewer == 0)
    assert sum(hot.handoffs.values()) - before == 2
