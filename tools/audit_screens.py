"""Play every game headless and check every drawn frame: `python tools/audit_screens.py`.

Seeded games of every title, mode and variant run through the real scenes, with AI seats
and scripted human seats (a stand-in AI chooses for them after their prompt has been
shown and its focus moved), so human-only prompts, pickers, the hand-off, pause, rules,
settings, the history panel, results, the replay viewer and the first-time guides are all
drawn; the menus and War for Chicken Island (the tightest table) are played in Large text
too. Each frame is checked by
scenes/screen_audit.py; each distinct fault is printed once with a screenshot of the
first frame it showed on. The last line is ``{"frames": N, "screens": K, "faults": F}``.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import sys
import tempfile
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
os.environ.setdefault("FOWLPLAY_HOME", tempfile.mkdtemp())  # no saves, records or resume

import pygame  # noqa: E402

from ecs import audit  # noqa: E402
from ecs.bindings import KEY_CODES, KEYBOARD_LAYOUT  # noqa: E402
from ecs.input import key_event  # noqa: E402
from game import registry  # noqa: E402
from game.match import Match, SeatSpec  # noqa: E402
from scenes.remap import CAPTURE_SECONDS  # noqa: E402
from scenes.screen_audit import check  # noqa: E402

KEYS = {  # the two keyboard halves' default keys, as the scripted humans press them
    device: {intent.value: KEY_CODES[names[0]] for intent, names in layout.items()}
    for device, layout in KEYBOARD_LAYOUT.items()
}
NAV = ("right", "down", "left", "up")  # the presses a human makes before deciding
GAME_FRAMES = {"full": 20_000, "quick": 1_500}  # a bound on one game's frames
CALM_FRAMES = 4_000  # a full game's frames with animations; past them it plays instant


@dataclass
class Run:
    """One seeded game: its seats (``human:DEVICE`` or ``ai:LEVEL``) and options."""

    game: str
    seats: tuple[str, ...]
    options: dict = field(default_factory=dict)
    tutorial: bool = False
    large: bool = False  # played in Large text (Settings), where the words grow by a fifth

    @property
    def label(self) -> str:
        chosen = ",".join(f"{k}={v}" for k, v in sorted(self.options.items()) if k != "first_seat")
        guide = " tutorial" if self.tutorial else ""
        large = " large text" if self.large else ""
        return f"{self.game}[{'/'.join(self.seats)}{';' + chosen if chosen else ''}]{guide}{large}"


ONE = ("human:kb-left", "ai:normal")
TWO = ("human:kb-left", "human:kb-right")


def runs(quick: bool) -> list[Run]:
    """Every title, mode and variant; --quick keeps one short game of each title."""
    if quick:
        return [
            Run("chicken", (*ONE, "ai:easy"), tutorial=True),
            Run("zombie", (*ONE, "ai:hard"), {"mode": "competitive"}),
            Run("henhouse", (*ONE, "ai:hard")),
            Run("island", (*ONE, "ai:hard")),
            Run("island", ONE, tutorial=True, large=True),  # the tightest guide and side panels
        ]
    out = [
        Run("chicken", (*ONE, "ai:hard", "ai:easy")),
        Run("chicken", (*TWO, "ai:hard")),
        Run("chicken", ONE, tutorial=True),
        Run("chicken", ("human:kb-left", *["ai:easy"] * 7)),  # eight seats: the longest lists
        Run("zombie", (*ONE, "ai:hard"), {"mode": "competitive"}),
        Run("zombie", TWO, {"mode": "coop"}),
        Run("zombie", (*TWO, "ai:normal"), {"mode": "coop", "open_hands": True}),
        Run("zombie", ("human:kb-left",)),
        Run("zombie", ONE, tutorial=True),
        Run("zombie", TWO, {"mode": "competitive"}),  # hidden hands passed between two
        Run("zombie", (*ONE, "ai:easy", "ai:hard"), {"mode": "coop"}),  # four farms
        Run("henhouse", (*ONE, "ai:hard")),
        Run("henhouse", TWO),
        Run("henhouse", ONE, tutorial=True),
        Run("henhouse", (*ONE, "ai:easy", "ai:hard")),  # four armies: the smallest farms
        Run("island", (*ONE, "ai:hard", "ai:easy")),
        Run("island", TWO, {"island": "build"}),
        Run("island", ONE, tutorial=True),
        Run("island", ONE, tutorial=True, large=True),
        Run("island", ONE, {"island": "build"}, large=True),
    ]
    for variant in registry.info("island").options[1:]:
        players = 4 if variant.key == "teams" else 3 if variant.key == "shared_dice" else 2
        seats = ("human:kb-left", *(["ai:normal"] * (players - 1)))
        out.append(Run("island", seats, {variant.key: True}))
    return out


def screen_name(app) -> str:
    """The scene on top, with the game's phase where it has one."""
    top = app.top
    scene = getattr(top, "scene", None) or top
    name = type(top).__name__
    state = getattr(scene, "state", None)
    for attr in ("phase", "step", "stage"):
        value = getattr(state, attr, None)
        if isinstance(value, str):
            return f"{name}:{value}"
    return name


class Auditor:
    def __init__(self, out: Path, seed: int, quick: bool, game_frames: int):
        from scenes.headless import make_headless_app

        audit.install()
        self.out = out
        self.seed = seed
        self.quick = quick
        self.game_frames = game_frames
        self.app = make_headless_app()
        self.label = "menus"
        self.frames = 0
        self.before = None  # the frame drawn last, to tell texts in flight
        self.screens: set[tuple[str, str]] = set()
        self.first: dict[tuple, str] = {}  # a fault's key -> its printed line
        self.counts: Counter = Counter()
        self.kinds: Counter = Counter()

    # -- frames and presses ------------------------------------------------------------

    def frame(self, count: int = 1) -> None:
        for _ in range(count):
            app = self.app
            record = audit.begin_frame(app.surface)
            app.clock.tick()
            app.frame()
            self.frames += 1
            screen = screen_name(app)
            self.screens.add((self.label.split("[")[0], screen))
            for fault in check(record, self.before):
                self._report(screen, fault)
            self.before = record

    def _report(self, screen: str, fault) -> None:
        key = (self.label.split("[")[0], fault.kind, re.sub(r"\d+", "#", fault.words))
        self.counts[key] += 1
        if key in self.first:
            return
        self.kinds[(self.label.split("[")[0], screen, fault.kind)] += 1
        path = self.out / f"fault-{len(self.first) + 1:04d}.png"
        shot = self.app.surface.copy()
        pygame.draw.rect(shot, (255, 0, 255), pygame.Rect(fault.rect).inflate(4, 4), 2)
        pygame.image.save(shot, str(path))
        line = (
            f"{self.label} seed={self.seed} frame={self.frames} screen={screen}: {fault} -> {path}"
        )
        self.first[key] = line
        print(line, flush=True)

    def press(self, name: str, device: str = "kb-left", times: int = 1) -> None:
        for _ in range(times):
            pygame.event.post(key_event(KEYS[device][name], True))
            pygame.event.post(key_event(KEYS[device][name], False))
            self.frame(3)

    # -- the menus ---------------------------------------------------------------------

    def menus(self) -> None:
        from scenes.menus import TitleScene

        app = self.app
        app.change_settings(tutorials_seen=tuple(registry.GAMES))
        app.replace(TitleScene(app))
        self.frame(30)
        labels = [item.label for item in app.top.menu.items]
        for label in ("Settings", "Records", "How to play", "Play"):
            self.label = f"menus:{label}"
            self._title_item(labels, label)
            if label == "Settings":
                self.press("down", times=12)
                self.press("up", times=12)
                self._remap()
            elif label == "Records":
                self.press("right", times=4)
                self.press("down", times=3)
            elif label == "How to play":
                self.press("down", times=4)
            else:
                self._game_select()
            self.press("back")
            self.frame(5)
        self.label = "menus:Resume"
        self._resume_list()
        self.label = "menus:Device lost"
        self._device_lost()
        self.label = "menus:Phones"
        self._phones()

    def _remap(self) -> None:
        """Settings' Controls row (the last but one: up from the first row wraps to the
        last) opens the remap screen: each tab, a row or two, a capture begun and left."""
        settings = self.app.top
        self.press("up", times=2)
        assert settings.rows[settings.focus].label == "Controls"
        self.press("confirm")
        assert type(self.app.top).__name__ == "RemapScene"
        for _ in range(3):
            self.press("down", times=3)
            self.press("right")
        self.press("confirm")  # "Press a key…", left to run out: no binding is changed
        self.frame(round(CAPTURE_SECONDS * 60) + 10)
        self.press("back")  # back to the settings
        self.press("down", times=2)  # off the Controls row again, as it was

    def _seated(self, game: str, device: str = "kb-left", autosave: bool = False):
        """A short seeded game of ``game`` with one human on ``device``, at their first turn."""
        from scenes.menus import start_match

        seats = [
            SeatSpec("Player 1", 0, "human", "normal", device),
            SeatSpec("Bot 2", 1, "ai", "easy"),
        ]
        options = registry.info(game).settle(2, {"first_seat": 0})
        start_match(self.app, Match(game, self.seed, seats, options), autosave=autosave, turbo=True)
        scene = self.app.top
        for _ in range(2_000):
            if self._human_turn(scene) is not None:
                break
            self.frame()
        return scene

    def _resume_list(self) -> None:
        """Two unfinished games of Chicken! saved, then the title's Resume: the list of them,
        and the question before one is deleted (kept)."""
        from scenes.menus import TitleScene

        for _ in range(2):
            scene = self._seated("chicken", autosave=True)
            stand_in = registry.info("chicken").make_ai(0, "normal", self.seed)
            scene.perform(stand_in.decide(scene.state.view(0)))
            self.frame(10)
        self.app.replace(TitleScene(self.app))
        self.frame(10)
        labels = [item.label for item in self.app.top.menu.items]
        self._title_item(labels, next(x for x in labels if x.startswith("Resume")))
        assert type(self.app.top).__name__ == "ResumeListScene"
        self.press("down", times=2)
        self.press("info")  # delete? the question
        self.frame(10)
        self.press("back")  # keep it
        self.press("back")
        self.frame(5)

    def _device_lost(self) -> None:
        """A seat's controller unplugged mid-game: the pause asks any device to take it."""
        from ecs.input import InputRouter, PadInfo, pad_added_event, pad_removed_event
        from scenes.menus import TitleScene

        app, kept = self.app, self.app.router
        pads = {0: PadInfo(41, "Xbox Series X Controller")}
        app.router = InputRouter(controllers=False, opener=pads.get)  # a virtual pad
        app.router.set_bindings(kept.bindings)
        pygame.event.post(pad_added_event(0))
        self.frame(3)
        self._seated("chicken", device="pad-41")
        pygame.event.post(pad_removed_event(41))
        self.frame(30)
        assert type(app.top).__name__ == "DeviceLostScene"
        self.press("confirm")  # the left keyboard half takes the seat
        self.frame(60)  # the toast that says so
        app.router = kept
        app.replace(TitleScene(app))
        self.frame(5)

    def _phones(self) -> None:
        """Seat setup with phones turned on from its Phones row: the QR code and its words
        beside the seats, each row focused in turn; then phones off again."""
        from scenes.menus import TitleScene
        from scenes.seat_setup import SeatSetupScene

        app = self.app
        setup = SeatSetupScene(app, registry.info("henhouse"), "kb-left")
        app.replace(setup)
        self.frame(3)
        while setup.focus != setup.phones_row:
            self.press("down")
        self.press("right")
        self.frame(10)
        self.press("down", times=setup.rows)
        while setup.focus != setup.phones_row:
            self.press("down")
        if app.phones is not None:
            self.press("right")
        app.replace(TitleScene(app))
        self.frame(5)

    def _title_item(self, labels: list[str], label: str) -> None:
        from scenes.menus import TitleScene

        assert isinstance(self.app.top, TitleScene)
        focus = self.app.top.menu.focus
        self.press("down", times=(labels.index(label) - focus) % len(labels))
        self.press("confirm")
        self.frame(10)

    def _game_select(self) -> None:
        app = self.app
        for index, _ in enumerate(app.top.games):
            if index:
                self.press("right")
            self.frame(5)
            self.press("confirm")  # seat setup of this game
            self.frame(5)
            self.press("down", times=8)
            self.press("right", times=2)
            self.press("info")  # name entry
            self.press("right", times=3)
            self.press("menu")
            self.press("back")
            self.frame(5)

    # -- the games ---------------------------------------------------------------------

    def play(self, run: Run) -> None:
        from scenes.match_scene import MatchScene
        from scenes.menus import TitleScene, start_match

        app = self.app
        self.label = run.label
        print(f"# {run.label} from frame {self.frames}", file=sys.stderr, flush=True)
        app.replace(TitleScene(app))
        seen = () if run.tutorial else tuple(registry.GAMES)
        app.change_settings(tutorials_seen=seen, text_size="large" if run.large else "normal")
        info = registry.info(run.game)
        seats = []
        for index, text in enumerate(run.seats):
            kind, how = text.split(":")
            name = f"Player {index + 1}" if kind == "human" else f"Bot {index + 1}"
            if kind == "human":
                seats.append(SeatSpec(name, index, "human", "normal", how))
            else:
                seats.append(SeatSpec(name, index, "ai", how))
        options = info.settle(len(seats), {"first_seat": 0, **run.options})
        match = Match(run.game, self.seed, seats, options)
        start_match(app, match, autosave=True, turbo=True)  # kept: results offer its replay
        scene = app.top
        assert isinstance(scene, MatchScene)
        stand_ins = {
            i: info.make_ai(i, "normal", self.seed + i) for i, s in enumerate(seats) if not s.is_ai
        }
        decisions = 0
        start = self.frames
        limit = start + self.game_frames
        app.change_settings(animation="normal")
        while self.frames < limit and app.running and not scene.finished:
            if self.frames - start > CALM_FRAMES and app.settings.animation == "normal":
                app.change_settings(animation="instant")  # the rest of the game, to its end
            top = app.top
            if top is scene or getattr(top, "scene", None) is scene:
                seat = self._human_turn(scene)
                if seat is None:
                    self._guide_step(top, scene)
                    self.frame()
                    continue
                decisions += 1
                self._decide(scene, seat, stand_ins[seat], decisions)
            elif type(top).__name__ == "HandoffScene":
                self.frame(5)
                for device in KEYS:
                    if app.top is top:
                        self.press("confirm", device)
            else:
                self.frame()
        self._results(scene)

    def _human_turn(self, scene) -> int | None:
        seat = scene.state.current_seat()
        if seat is None or not scene.drivers.is_human(seat) or not scene.idle():
            return None
        ready = getattr(scene, "rows_ready", None)
        if ready is not None and not ready():
            return None
        return seat

    def _guide_step(self, top, scene) -> None:
        """A first-time guide's words-only step is read on with the guided seat's confirm."""
        if top is scene or not hasattr(top, "showing") or not top.showing():
            return
        if top.step.reading:
            self.frame(10)
            self.press("confirm", scene.drivers.device_of(top.seat) or "kb-left")

    def _decide(self, scene, seat: int, stand_in, decisions: int) -> None:
        device = scene.drivers.device_of(seat) or "kb-left"
        self.frame(4)
        top = self.app.top
        if getattr(top, "scene", None) is scene and top.showing():
            self._guide_step(top, scene)
            if self.app.top is not top or not top.showing():
                return  # the guide read on: look again
            self.frame(6)
        if decisions == 2 and self.app.top is scene:  # Menu would skip a guide
            self._overlays(scene, device)
        if decisions % 3 == 1:
            self.press(NAV[decisions // 3 % 4], device)
            self.press(NAV[(decisions // 3 + 2) % 4], device)  # and back again
        if self._human_turn(scene) != seat:
            return
        if self._hides_by_hand(scene):
            return
        scene.perform(stand_in.decide(scene.state.view(seat)))

    def _hides_by_hand(self, scene) -> bool:
        """Henhouse's army is hidden as a player hides it, Randomise then Deploy! clicked,
        so the guide's steps that wait for a complete layout see one (a stand-in's deploy
        would skip them)."""
        placing = getattr(scene, "placing_now", None)
        if placing is None or not placing():
            return False
        for chip in (0, 2):  # Randomise, Deploy!
            rect = scene.painter.chip_rects.get(chip)
            if rect is None:
                return False
            for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
                pygame.event.post(pygame.event.Event(kind, pos=rect.center, button=1))
            self.frame(20)
        return True

    def _overlays(self, scene, device: str) -> None:
        """Rules from the table; pause, its rules and its settings; back to the table."""
        self.press("info", device)
        self.press("right", device, times=3)
        self.press("back", device)
        self.press("history", device)  # the history panel, scrolled and paged
        self.press("up", device, times=3)
        self.press("prev", device)
        self.press("next", device)
        self.press("back", device)
        self.press("menu", device)
        pause = self.app.top
        if type(pause).__name__ != "PauseScene":
            return
        labels = [item.label for item in pause.menu.items]
        for label in ("Rules", "Settings"):
            steps = (labels.index(label) - pause.menu.focus) % len(labels)
            self.press("down", device, times=steps)
            self.press("confirm", device)
            self.press("down", device, times=4)
            self.press("back", device)
        self.press("back", device)
        self.frame(5)

    def records(self) -> None:
        """The records again once games were played: every tab with its rows filled."""
        from scenes.menus import TitleScene

        self.label = "menus:Records after games"
        self.app.replace(TitleScene(self.app))
        self.frame(10)
        labels = [item.label for item in self.app.top.menu.items]
        self._title_item(labels, "Records")
        for _ in range(4):
            self.press("right")
            self.press("down", times=3)
        self.press("back")

    def _results(self, scene) -> None:
        """The results (the game was autosaved, so it counts in the records and is kept),
        then its replay from there."""
        self.frame(5)  # the results screen opens
        results = self.app.top
        if type(results).__name__ != "ResultsScene":
            return
        self.frame(60)
        self.press("down", times=2)
        self.frame(10)
        labels = [item.label for item in results.menu.items]
        if "Watch replay" in labels:
            steps = (labels.index("Watch replay") - results.menu.focus) % len(labels)
            self.press("down", times=steps)
            self.press("confirm")
            self._replay()

    def _replay(self) -> None:
        """The replay viewer: played a while, stepped and jumped by turns, its history
        panel opened and paged, paused, played fast and closed."""
        assert type(self.app.top).__name__ == "ReplayScene"
        self.frame(240)
        self.press("confirm")  # pause
        self.press("right", times=3)
        self.press("left")
        self.press("down", times=2)
        self.press("up")
        self.press("history")
        self.frame(10)
        self.press("prev", times=2)
        self.press("next")
        self.press("history")
        self.press("fast")
        self.press("confirm")  # play on, fast
        self.frame(240)
        self.press("back")  # to the title
        self.frame(10)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="one short game of each title")
    games = [g for g, i in registry.GAMES.items() if i.built]
    parser.add_argument("--game", choices=games, action="append", help="only these (repeatable)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--out", type=Path, default=Path("audit-screens"), help="screenshots")
    parser.add_argument("--no-menus", action="store_true", help="games only")
    parser.add_argument("--frames", type=int, help="a bound on each game's frames")
    parser.add_argument("--part", default="1/1", help="I/N: every Nth game from the Ith")
    args = parser.parse_args(argv)
    args.out.mkdir(parents=True, exist_ok=True)
    game_frames = args.frames or GAME_FRAMES["quick" if args.quick else "full"]
    auditor = Auditor(args.out, args.seed, args.quick, game_frames)
    if not args.no_menus:
        auditor.menus()
        if not args.quick:
            auditor.app.change_settings(text_size="large")
            auditor.menus()
            auditor.app.change_settings(text_size="normal")
    part, parts = (int(n) for n in args.part.split("/"))
    chosen = [run for run in runs(args.quick) if args.game is None or run.game in args.game]
    for run in chosen[part - 1 :: parts]:
        auditor.play(run)
    if not args.no_menus and chosen:
        auditor.records()
    _summary(auditor)
    auditor.app.quit()
    audit.uninstall()
    print(
        json.dumps(
            {
                "frames": auditor.frames,
                "screens": len(auditor.screens),
                "faults": len(auditor.first),
            }
        )
    )
    return 0


SEVERITY = (  # the order faults are listed in faults.txt: what stops play first
    "focused choice off screen",
    "choice off screen",
    "text off screen",
    "choice outside its panel",
    "text outside its panel",
    "text outside its box",
    "text over a choice",
    "choices overlap",
    "text under a panel",
    "line through text",
    "texts overlap",
    "words",
    "text too small",
)


def _summary(auditor: Auditor) -> None:
    """Distinct faults counted by title, screen and kind (the lines above list each one);
    faults.txt in the output folder lists them worst first, with how many frames showed each."""
    seen = sorted(auditor.screens)
    print("-- screens drawn --")
    print(", ".join(f"{game} {screen}" for game, screen in seen))
    if auditor.kinds:
        print("-- distinct faults by title, screen and kind --")
    for (game, screen, kind), count in sorted(auditor.kinds.items()):
        print(f"{count:5d}  {game:10s} {screen:28s} {kind}")
    ranked = sorted(
        auditor.first.items(), key=lambda kv: (SEVERITY.index(kv[0][1]), -auditor.counts[kv[0]])
    )
    lines = [f"{auditor.counts[key]:6d} frames  {line}\n" for key, line in ranked]
    (auditor.out / "faults.txt").write_text("".join(lines), encoding="utf-8")


if __name__ == "__main__":
    sys.exit(main())
