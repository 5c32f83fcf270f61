"""Presses a human needs per decision and per turn, and how long they wait for the AIs.

Whole seeded games are played through the real game scene of a headless app: one seat
is a human on the left half of the keyboard (or on the mouse), the others hard AIs. At
each of the human's decisions the action the hard AI would choose from that seat's view
is taken (its best-rated one, with no random draw among near-best Henhouse shots: see
``steady``), and the shortest sequence of presses that makes the scene apply it is found
by breadth-first search over intents on copies of the scene's control state (a per-game
``progress`` measure splits the long searches, hiding a Henhouse army, into stages, so
those figures are an upper bound). The presses are then posted as real input events and
the action the scene applied is compared with the one asked for. A Henhouse army is
the one the editor offers, drawn at random as the hard AI draws its own (``offered_army``).

Figures per game and per kind of decision: median and p90 presses per decision and per
whole turn (a human's decisions with no other seat acting in between), and the simulated
seconds the human waits for AI turns between their own at normal animation speed.

Usage: python tools/bench_inputs.py [--games 3] [--seed 1] [--game ID ...] [--quick]
The last line printed is one JSON object keyed by game id.
"""

from __future__ import annotations

import argparse
import copy
import json
import random
import statistics
import sys
from collections import deque
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parent))

import _headless  # noqa: E402, F401  (before pygame)
import pygame  # noqa: E402

from ecs.bindings import KEYBOARD_LAYOUT  # noqa: E402
from ecs.input import Intent, IntentEvent, key_event  # noqa: E402
from game import registry  # noqa: E402
from game.core import Action, field_names  # noqa: E402
from game.match import Match  # noqa: E402
from scenes import pointing  # noqa: E402
from scenes.headless import make_headless_app  # noqa: E402
from scenes.island import layout as IL  # noqa: E402
from scenes.seats import parse_seats  # noqa: E402

GAMES = ("chicken", "zombie", "henhouse", "island")
DEVICE = "kb-left"
SEATS = {
    "chicken": "human:kb-left,ai:hard",
    "zombie": "human:kb-left,ai:hard,ai:hard",
    "henhouse": "human:kb-left,ai:hard",
    "island": "human:kb-left,ai:hard",
}
# Where each scene keeps the state its presses change (all else is the rules state).
CONTROL_ATTRS = {
    "chicken": ("focus",),
    "zombie": ("controls", "dragging"),
    "henhouse": ("controls", "placement", "place_chip"),
    "island": ("controls",),
}
# Caches a control object rebuilds from the rules state: shared between copies, not keyed.
SHARED = frozenset({"legal", "view", "_made", "names", "spec", "rng", "crews", "takers"})
KEYS = (Intent.UP, Intent.DOWN, Intent.LEFT, Intent.RIGHT, Intent.CONFIRM, Intent.BACK, Intent.NEXT)
FPS = 10.0  # frames per simulated second: waits are measured to a tenth of a second
SEARCH_LIMIT = 60_000  # control states tried per search stage
QUICK_DECISIONS = 3  # --quick: the human's first decisions of one game per title


# -- copying and comparing the scene's control state ---------------------------------------


def _clone(value):
    if hasattr(value, "__dict__") and not isinstance(value, type):
        twin = copy.copy(value)
        for name, item in vars(value).items():
            if name not in SHARED:
                setattr(twin, name, copy.deepcopy(item))
        return twin
    return copy.deepcopy(value)


def _key(value):
    """A hashable fingerprint of control state, caches left out."""
    if hasattr(value, "__dict__") and not isinstance(value, type):
        items = sorted((k, _key(v)) for k, v in vars(value).items() if k not in SHARED)
        return (type(value).__name__, tuple(items))
    if isinstance(value, dict):
        return tuple(sorted((repr(k), _key(v)) for k, v in value.items()))
    if isinstance(value, list | tuple):
        return tuple(_key(v) for v in value)
    if isinstance(value, set | frozenset):
        return tuple(sorted(repr(v) for v in value))
    return repr(value)


@dataclass
class Probe:
    """The scene with its effects caught: what it would apply, and no sound or toast."""

    scene: object
    attrs: tuple[str, ...]
    like: Callable[[Action], tuple]
    applied: list[Action] = field(default_factory=list)

    def snapshot(self) -> dict:
        return {a: _clone(getattr(self.scene, a)) for a in self.attrs}

    def restore(self, snap: dict) -> None:
        for name, value in snap.items():
            setattr(self.scene, name, _clone(value))

    def __enter__(self) -> Probe:
        scene, app = self.scene, self.scene.app

        def perform(action: Action) -> bool:
            self.applied.append(action)
            return True

        scene.perform = perform
        self._saved = (app.toast, app.audio.play)
        app.toast = lambda text: None
        app.audio.play = lambda *a, **k: None
        return self

    def __exit__(self, *exc) -> None:
        del self.scene.perform
        self.scene.app.toast, self.scene.app.audio.play = self._saved


# -- what the player can do ----------------------------------------------------------------


@dataclass(frozen=True)
class Press:
    """One key (an intent), one mouse click at a screen point, or one drag: pressed at
    ``pos``, released at ``to`` (one gesture, counted as one press), with the left
    button or ``button``."""

    intent: Intent | None = None
    pos: tuple[int, int] | None = None
    to: tuple[int, int] | None = None
    button: int = pointing.LEFT

    def events(self) -> list[pygame.event.Event]:
        end = self.to or self.pos
        steps = [(pygame.MOUSEMOTION, self.pos), (pygame.MOUSEBUTTONDOWN, self.pos)]
        steps += [(pygame.MOUSEMOTION, end)] if self.to else []
        steps += [(pygame.MOUSEBUTTONUP, end)]
        return [pygame.event.Event(k, pos=p, button=self.button, rel=(0, 0)) for k, p in steps]

    def simulate(self, scene, seat: int) -> None:
        if self.intent is not None:
            scene.turn_input(seat, IntentEvent(DEVICE, self.intent))
            return
        for event in self.events():
            scene.pointer(event)

    def post(self) -> None:
        if self.intent is not None:
            name = KEYBOARD_LAYOUT[DEVICE][self.intent][0]
            pygame.event.post(key_event(name, True))
            pygame.event.post(key_event(name, False))
            return
        for event in self.events():
            pygame.event.post(event)


def click_points(scene) -> list[tuple[int, int]]:
    """Where a click could mean something: every choice drawn, and per game the board's
    cells, hexes, cards and counts (see each ``_*_points``)."""
    return POINTS[scene.match.game](scene)


def _chicken_points(scene) -> list[tuple[int, int]]:
    from scenes.chicken import layout as CL

    return [CL.button_rect(i, False).center for i in range(2)]


def _zombie_points(scene) -> list[tuple[int, int]]:
    """A point of each hand card, Farm card or stack and chip that no other spot hides."""
    from scenes.zombie import mouse

    rows = scene.rows()
    if rows is None:
        return []
    spots, points = mouse.spots(scene, rows), []
    for key, rect in spots:
        xs = range(rect.x + 4, rect.right, 8)
        ys = (rect.centery, rect.y + 6, rect.bottom - 6)
        hit = ((x, y) for y in ys for x in xs if pointing.under((x, y), spots) == key)
        point = next(hit, None)
        if point is not None:
            points.append(point)
    return points


def _henhouse_points(scene) -> list[tuple[int, int]]:
    from scenes.henhouse import layout as HL

    points = [r.center for r in scene.painter.chip_rects.values()]
    for row in range(10):
        for col in range(10):
            x = HL.FOCUS.x + (col + 1) * HL.CELL + HL.CELL // 2
            y = HL.FOCUS.y + (row + 1) * HL.CELL + HL.CELL // 2
            points.append((x, y))
    return points


def _island_points(scene) -> list[tuple[int, int]]:
    """Its chips, stock cards, Banner counts, Scrolls in hand and chip-row arrows (the
    mouse over one scrolls the row: a hover, counted here as a press, so those figures
    are an upper bound)."""
    points = [r.center for r in scene.painter.chip_rects]
    points += [r.center for r, _ in scene.painter.chip_arrows]  # (a hover, counted)
    points += [IL.pixel(scene.table.layout, h) for h in scene.controls.island_hexes()]
    points += [IL.stock_slot(i).center for i in range(len(scene.state.stock[:6]))]
    return points + _banner_counts(scene) + _hand_points(scene)


def _banner_counts(scene) -> list[tuple[int, int]]:
    """The counts on the acting seat's Banner (a click retrieves one of them)."""
    seat = scene.state.current_seat()
    if seat is None:
        return []
    box = IL.banner_rect(scene.state.players, seat)
    return [IL.banner_count(box, what).center for what in IL.BANNER_COUNTS]


def right_clicks(scene) -> list[Press]:
    """War for Chicken Island's right-click on a Banner count: the other way to pay."""
    if scene.match.game != "island":
        return []
    return [Press(pos=p, button=pointing.RIGHT) for p in _banner_counts(scene)]


POINTS = {
    "chicken": _chicken_points,
    "zombie": _zombie_points,
    "henhouse": _henhouse_points,
    "island": _island_points,
}


def _hand_points(scene) -> list[tuple[int, int]]:
    """A point on each Scroll of the hand where it is the card a click finds (in a fan
    the one on top hides part of its neighbours)."""
    hand = scene.painter.view.get("hand", []) if scene.viewer is not None else []
    out = []
    for i, card in enumerate(hand):
        rect = IL.hand_slot(len(hand), i)
        for x in (rect.x + 4, rect.centerx, rect.right - 4):
            if scene.painter.hand_card_at((x, rect.centery)) == card:
                out.append((x, rect.centery))
                break
    return out


def drags(scene) -> list[Press]:
    """War for Chicken Island's stock card dragged onto each hex where it may be built,
    and each of the player's pieces onto each hex it may move to (from a stack, also
    with the right button: one piece, not the stack); a Zombie Chickens hand card (or
    Farm card) dragged onto each stack or the discard pile; a Henhouse Havoc Secret
    Weapon's "Play ..." chip dragged onto each space of the board in focus."""
    if scene.match.game == "zombie":
        return _zombie_drags(scene)
    if scene.match.game == "henhouse":
        return _henhouse_drags(scene)
    if scene.match.game != "island":
        return []
    stock, layout = scene.state.stock[:6], scene.table.layout
    legal = scene.controls.legal
    spots = {(a.machine, a.q, a.r) for a in legal if type(a).__name__ == "Build"}
    out = [
        Press(pos=IL.stock_slot(stock.index(card)).center, to=IL.pixel(layout, tuple(h)))
        for card, *h in sorted(spots)
        if card in stock
    ]
    pieces = scene.controls.pieces()
    walks = {
        ((pieces[a.piece]["q"], pieces[a.piece]["r"]), (a.q, a.r))
        for a in legal
        if type(a).__name__ == "Move" and a.piece in pieces
    }
    out += [Press(pos=IL.pixel(layout, h), to=IL.pixel(layout, to)) for h, to in sorted(walks)]
    stacks = {h for h, _ in walks if len(scene.controls.stack_choices(h)) > 1}
    right = pointing.RIGHT
    out += [
        Press(pos=IL.pixel(layout, h), to=IL.pixel(layout, to), button=right)
        for h, to in sorted(walks)
        if h in stacks
    ]
    return out


def _zombie_drags(scene) -> list[Press]:
    from scenes.zombie import layout as ZL
    from scenes.zombie import mouse

    rows = scene.rows()
    if rows is None or scene.controls.mode != "base":
        return []
    farm = scene.table.shown.farms[scene.table.focus_farm()]
    ends = [mouse.stack_rect(farm, i).center for i in range(len(farm) + 1)]
    if any(type(a).__name__ == "Discard" for a in scene.controls.legal):
        ends.append(ZL.DAY_DISCARD)  # the discard pile takes a card while it may go there
    spots = mouse.spots(scene, rows)
    starts = [p for p in _zombie_points(scene) if pointing.under(p, spots)[0] in ("hand", "farm")]
    return [Press(pos=start, to=end) for start in starts for end in ends]


def _henhouse_drags(scene) -> list[Press]:
    decision = scene.decision()
    if decision is None or scene.controls.aim:
        return []
    chips, rects = decision[0], scene.painter.chip_rects
    starts = [r.center for i, r in rects.items() if (chips[i].aim or "").startswith("weapon:")]
    cells = _henhouse_points(scene)[len(rects) :]
    return [Press(pos=start, to=end) for start in starts for end in cells]


def presses(scene, mouse: bool) -> list[Press]:
    """The presses to try: keys, or clicks (and drags) and then keys for what a click
    cannot do."""
    if not mouse:
        return [Press(intent=i) for i in KEYS]
    clicks = [Press(pos=p) for p in click_points(scene)] + right_clicks(scene) + drags(scene)
    return clicks + [Press(intent=i) for i in KEYS]


# -- which actions are the same choice ---------------------------------------------------

PIECE_FIELDS = ("attacker", "defender", "piece", "carrier")


def likeness(scene) -> Callable[[Action], tuple]:
    """An action as the player sees it: War for Chicken Island's identical chickens on one
    hex are one choice on screen (the scene offers one of them), so a piece is named by
    what it is and where, not by its id. Other games' actions are themselves."""
    if scene.match.game != "island":
        return lambda action: (action,)
    pieces = {p["id"]: p for p in scene.state.view(0)["pieces"]}

    def like(action: Action) -> tuple:
        fields = {name: getattr(action, name) for name in field_names(type(action))}
        for name in PIECE_FIELDS:
            piece = pieces.get(fields.get(name))
            if piece is not None:
                fields[name] = (piece["owner"], piece["q"], piece["r"], piece["card"],
                                piece["shields"], piece["plus"], piece.get("token"),
                                tuple(piece.get("flags", [])))  # fmt: skip
        return (action.type, tuple(fields.items()))

    return like


# -- the search ------------------------------------------------------------------------------


def progress(scene, target: Action) -> int | None:
    """How far the control state has come towards ``target`` (None: off the way there).
    Hiding a Henhouse army counts the tiles already where the target puts them."""
    place = getattr(scene, "placement", None)
    if scene.match.game != "henhouse" or place is None or not hasattr(target, "cells"):
        return 0
    goal = {t: (r, c) for t, r, c in zip(*[iter(target.cells)] * 3, strict=True)}
    right = 0
    for tile, anchor in enumerate(place.anchors):
        if anchor is None:
            continue
        if goal.get(tile) != tuple(anchor):
            return None
        right += 1
    return right


def shortest(scene, seat: int, target: Action, mouse: bool, ai) -> list[Press] | None:
    """The fewest presses after which the scene applies ``target``, or None."""
    probe = Probe(scene, CONTROL_ATTRS[scene.match.game], likeness(scene))
    start = probe.snapshot()
    path: list[Press] = []
    with probe:
        try:
            while True:
                found = _stage(probe, seat, target, mouse, ai)
                if found is None:
                    return None
                steps, done, reached = found
                path += steps
                if done:
                    return path
                probe.restore(reached)
        finally:
            probe.restore(start)
            if mouse:  # what a click hits is what was drawn last: the state as it is
                scene.draw(scene.app.surface, 0.0)


def _stage(probe: Probe, seat: int, target: Action, mouse: bool, ai):
    """Breadth-first to the target, or to the first state with more ``progress``."""
    scene = probe.scene
    origin = probe.snapshot()
    base = progress(scene, target)
    seen = {_key(origin)}
    frontier = deque([(origin, [])])
    while frontier and len(seen) < SEARCH_LIMIT:
        snap, steps = frontier.popleft()
        probe.restore(snap)
        if mouse:
            scene.draw(scene.app.surface, 0.0)  # the chips a click can hit
        options = presses(scene, mouse)
        for press in options:
            probe.restore(snap)
            probe.applied.clear()
            press.simulate(scene, seat)
            if probe.applied:
                if probe.like(probe.applied[0]) == probe.like(target) and follows(
                    scene, ai, target
                ):
                    return steps + [press], True, None
                continue
            now = progress(scene, target)
            if now is None:
                continue
            state = probe.snapshot()
            key = _key(state)
            if key in seen:
                continue
            seen.add(key)
            if now > base:
                return steps + [press], False, state
            frontier.append((state, steps + [press]))
    return None


@contextmanager
def steady(game: str) -> Iterator[None]:
    """The stand-in takes the shot its own rating puts first. Henhouse's hard AI draws
    among near-best shots so that no army can hide from a fixed order (``pick`` in
    game/henhouse/ai.py); a person aims at what looks likeliest, and measuring presses to
    a lottery among the near-best would count the draw, not the controls."""
    if game != "henhouse":
        yield
        return
    from game.henhouse import ai as henhouse_ai

    drawn = henhouse_ai.pick
    henhouse_ai.pick = lambda level, rated, *_, **__: max(rated, key=lambda r: r[0])
    try:
        yield
    finally:
        henhouse_ai.pick = drawn


def offered_army(scene, target: Action) -> Action:
    """Henhouse's hard AI hides its army as a legal layout drawn at random, and the editor
    opens on one drawn the same way: the stand-in takes the army offered, as good a
    hiding as its own draw, rather than walking every unit to where its draw put them."""
    place = getattr(scene, "placement", None)
    if target.type != "hh_deploy" or place is None or not place.complete:
        return target
    return place.action()


def follows(scene, ai, target: Action) -> bool:
    """A press that starts a run the scene finishes by itself (Island's "Add all dice")
    counts only if the stand-in would make the whole run: every die it goes on to add,
    the stand-in adds too, none left for "No more dice"."""
    if not getattr(getattr(scene, "controls", None), "adding", False):
        return True
    world = copy.deepcopy(scene.state)
    world.apply(target)
    while (world.pending or {}).get("kind") == "fight_dice":
        step = ai.decide(world.view(world.pending["seat"]))
        if getattr(step, "key", "") == "done":
            return False
        world.apply(step)
    return True


# -- playing a game ------------------------------------------------------------------------


@dataclass
class Tally:
    decisions: list[tuple[str, int]] = field(default_factory=list)  # (kind, presses)
    turns: list[int] = field(default_factory=list)
    waits: list[float] = field(default_factory=list)
    unreached: list[Action] = field(default_factory=list)  # actions no presses made
    applied: int = 0  # decisions the scene applied itself, as asked

    def asked(self) -> int:
        return self.applied + len(self.unreached)

    def merge(self, other: Tally) -> None:
        self.decisions += other.decisions
        self.turns += other.turns
        self.waits += other.waits
        self.unreached += other.unreached
        self.applied += other.applied


def new_match(game: str, seed: int) -> Match:
    seats = parse_seats(SEATS[game])
    options = registry.info(game).read_options(len(seats), [])
    return Match(game, seed, seats, options)


@contextmanager
def seeded_layouts(seed: int) -> Iterator[None]:
    """Henhouse's editor draws the army it offers from the OS (so no seat can recompute
    another's); here it draws from the game's seed, so a run is the same every time."""
    drawn = random.SystemRandom
    stand_in = random.Random(seed)
    random.SystemRandom = lambda: stand_in
    try:
        yield
    finally:
        random.SystemRandom = drawn


def play(game: str, seed: int, mouse: bool, limit: int | None) -> Tally:
    """One game (or its first ``limit`` human decisions) with seat 0 played by presses."""
    with seeded_layouts(seed):
        return _play(game, seed, mouse, limit)


def _play(game: str, seed: int, mouse: bool, limit: int | None) -> Tally:
    import scenes.tutorial
    from scenes.menus import start_match

    scenes.tutorial.offer_tutorial = lambda scene, seat: None  # guides are not decisions
    app = make_headless_app(FPS)
    match = new_match(game, seed)
    start_match(app, match, autosave=False)
    scene = app.top
    ai = registry.info(game).make_ai(0, "hard", seed)
    tally, turn = Tally(), 0
    last_own, wait_from = None, 0.0  # where the human's last decision ended, and when

    def frame() -> None:
        app.clock.tick()
        app.frame()

    def asked() -> bool:
        idle = app.top is scene and scene.idle() and not match.state.is_over()
        return idle and match.state.current_seat() == 0 and _ready(scene)

    while not match.state.is_over() and (limit is None or tally.asked() < limit):
        _run(app, frame, lambda: asked() or match.state.is_over() or app.top is not scene)
        if app.top is not scene:  # a hand-off or a guide: nothing in these seats asks one
            raise SystemExit(f"{game}: {type(app.top).__name__} covered the table")
        if match.state.is_over():
            break
        others = set(match.movers[last_own:]) - {0} if last_own is not None else set()
        if others:
            tally.waits.append(app.clock.now() - wait_from)
            tally.turns.append(turn)
            turn = 0
        with steady(game):
            target = ai.decide(match.state.view(0))
        target = offered_army(scene, target)
        before, like = len(match.actions), likeness(scene)
        route = shortest(scene, 0, target, mouse, ai)
        kind = target.type
        if route is None:
            tally.unreached.append(target)
            scene.perform(target)
        else:
            for press in route:
                _run(app, frame, lambda: scene.idle())
                press.post()
                frame()
            done = len(match.actions) > before and like(match.actions[before]) == like(target)
            if not done:
                got = match.actions[before:]
                raise SystemExit(f"{game} seed {seed}: {route} applied {got}, not {target}")
            tally.applied += 1
            tally.decisions.append((kind, len(route)))
            turn += len(route)
        last_own = len(match.movers)
        wait_from = app.clock.now()
    if turn:
        tally.turns.append(turn)
    app.quit()
    return tally


def _ready(scene) -> bool:
    """The scene shows the human's choices (a hand-off or placement editor is made)."""
    ready = getattr(scene, "rows_ready", None)
    if ready is not None and not ready():
        return False
    if scene.match.game == "henhouse" and scene.state.phase == "placement":
        return scene.placement is not None
    return True


def _run(app, frame: Callable[[], None], done: Callable[[], bool]) -> None:
    for _ in range(int(4 * 3600 * FPS)):
        if done():
            return
        if not app.running:
            raise SystemExit("the app was closed")
        frame()
    raise SystemExit("the game never reached the expected state")


# -- figures ----------------------------------------------------------------------------------


def spread(values: list[float]) -> dict:
    if not values:
        return {"n": 0, "median": None, "p90": None}
    ordered = sorted(values)
    p90 = ordered[min(len(ordered) - 1, int(0.9 * len(ordered)))]
    return {"n": len(values), "median": statistics.median(ordered), "p90": p90}


def figures(tally: Tally) -> dict:
    kinds: dict[str, list[int]] = {}
    for kind, count in tally.decisions:
        kinds.setdefault(kind, []).append(count)
    return {
        "per_decision": spread([c for _, c in tally.decisions]),
        "per_turn": spread(tally.turns),
        "by_kind": {k: spread(v) for k, v in sorted(kinds.items())},
        "applied_through_scene": tally.applied,
        "unreached": {k: [a.type for a in tally.unreached].count(k) for k in _kinds(tally)},
    }


def _kinds(tally: Tally) -> list[str]:
    return sorted({a.type for a in tally.unreached})


def _row(label: str, s: dict) -> str:
    if not s["n"]:
        return f"  {label:<28} n=0"
    return f"  {label:<28} n={s['n']:<5} median {s['median']:>5.1f}  p90 {s['p90']:>5.1f}"


def bench(games: list[str], count: int, seed: int, quick: bool) -> dict:
    limit = QUICK_DECISIONS if quick else None
    count = 1 if quick else count
    out = {}
    for game in games:
        result = {}
        for mode in ("keyboard", "mouse"):
            tally = Tally()
            for n in range(count):
                tally.merge(play(game, seed + n, mode == "mouse", limit))
            result[mode] = figures(tally)
            if mode == "keyboard":
                result["ai_wait_seconds"] = spread([round(w, 1) for w in tally.waits])
            print(f"{game} ({mode}, {count} game(s) from seed {seed})")
            print(_row("presses per decision", result[mode]["per_decision"]))
            print(_row("presses per turn", result[mode]["per_turn"]))
            for kind, s in result[mode]["by_kind"].items():
                print(_row(f"  {kind}", s))
            if mode == "keyboard":
                print(_row("AI wait between turns (s)", result["ai_wait_seconds"]))
            for action in tally.unreached[:5]:
                print(f"  not reachable through the scene: {action}")
        out[game] = result
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=3, help="games per title (default 3)")
    parser.add_argument("--seed", type=int, default=1, help="seed of the first game")
    parser.add_argument("--game", choices=GAMES, action="append", help="this title (repeatable)")
    parser.add_argument("--quick", action="store_true", help="a few decisions of one game each")
    args = parser.parse_args(argv)
    games = args.game or list(GAMES)
    print(json.dumps(bench(games, args.games, args.seed, args.quick), sort_keys=True))
    return 0


if __name__ == "__main__":
    sys.exit(main())
