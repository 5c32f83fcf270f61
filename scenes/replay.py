"""The replay viewer: a saved game's table as it stood at any action.

Reached from the results screen ("Watch replay"), from Records and from
``fowlplay --replay FILE``. It plays the log with every animation at 1x, 2x or 4x, and
can pause, step one action forward or back, and jump to any turn on a timeline.

A step forward plays the next action through the game's own scene, so it animates as
it did live. Every step back or jump is a rebuild: the match at that action comes from
:class:`game.timeline.Timeline` (the log replayed from the seed), and the table is
drawn afresh from it, as undo does; nothing is reversed in place.

The viewer draws its controls in a strip where the hint bar goes (the hint bar names
the controls' keys there, from the device that pressed last). The History key opens
the history panel in ``HISTORY``, beside the table, written to the action shown; Prev
and Next scroll it a page.
"""

from __future__ import annotations

from pathlib import Path

import pygame

from ecs import audit
from ecs.fonts import render_text
from ecs.input import Intent, IntentEvent
from ecs.palette import PALETTE
from game import saves
from game.match import Match
from game.timeline import Timeline, shows_secrets
from scenes import ui
from scenes.base import Scene
from scenes.history import HistoryPanel

SPEEDS = (1.0, 2.0, 4.0)
STRIP = pygame.Rect(8, ui.H - 56, ui.W - 16, 50)  # where the hint bar would be
HISTORY = pygame.Rect(ui.W - 380, 60, 368, STRIP.y - 70)  # the history panel's place
CHIP_SIZE = 18
# Each control of the strip: its keys (a pair moves back and on) and what each does.
CONTROLS = (
    ((Intent.LEFT, Intent.RIGHT), ("step_back", "step")),
    ((Intent.UP, Intent.DOWN), ("turn_back", "next_turn")),
    ((Intent.CONFIRM,), ("toggle",)),
    ((Intent.FAST,), ("faster",)),
    ((Intent.HISTORY,), ("history",)),
    ((Intent.BACK,), ("close",)),
)
DOES = {
    intent: name for intents, names in CONTROLS for intent, name in zip(intents, names, strict=True)
}


def open_replay(app, path: Path) -> bool:
    """Start replaying ``path``; False (with a message) when the file is unusable."""
    try:
        saved = saves.read(path)
    except saves.SaveError as exc:
        app.toast(str(exc))
        return False
    play_back(app, saved)
    return True


def play_back(app, saved: Match, **kwargs) -> None:
    """Open the viewer on ``saved``, playing from its start."""
    app.replace(ReplayScene(app, saved, **kwargs))


class ReplayScene(Scene):
    """Holds the game's scene (which draws the table) and moves it along the log."""

    def __init__(self, app, saved: Match, **kwargs):
        from scenes.menus import match_scene

        super().__init__(app)
        self.timeline = Timeline(saved)
        game = match_scene(app, self.timeline.at(0), replay=list(saved.actions), **kwargs)
        game.reveal_all = shows_secrets(saved)
        self.game = game
        self.playing = True
        self.chips: list[tuple[pygame.Rect, str]] = []
        self.track = pygame.Rect(0, 0, 0, 0)
        self.panel: HistoryPanel | None = None  # the history beside the table, while open

    # -- what the headless runner and the tests read --------------------------------------

    @property
    def match(self) -> Match:
        return self.game.match

    @property
    def state(self):
        return self.game.state

    @property
    def phones(self):
        """The game's phone seats: none, since a replay's drivers play the log."""
        return self.game.phones

    @property
    def speed(self) -> float:
        """How fast the log plays: 1x, 2x or 4x (the game scene's animation speed)."""
        return self.game.speed

    @speed.setter
    def speed(self, value: float) -> None:
        self.game.speed = value

    @property
    def finished(self) -> bool:
        return self.game.finished

    def replay_ended(self) -> bool:
        return self.game.replay_ended()

    @property
    def cursor(self) -> int:
        """How many actions of the log the table shows played."""
        return len(self.game.match.actions)

    @property
    def music(self) -> str:
        return self.game.music

    # -- moving along the log -------------------------------------------------------------

    def toggle(self) -> None:
        """Pause, or play on (from the start once the end is reached)."""
        if not self.playing and self.cursor >= len(self.timeline):
            self.jump(0)
        self.playing = not self.playing
        self.game.drivers.held = not self.playing

    def pause(self) -> None:
        self.playing = False
        self.game.drivers.held = True

    def step(self) -> None:
        """The next action, animated through the game's scene."""
        self.pause()
        game = self.game
        game.skip()
        if game.drivers.replay:
            game.drivers.timer = 0.0
            game.perform(game.drivers.replay.pop(0))

    def step_back(self) -> None:
        self.pause()
        self.jump(self.cursor - 1)

    def next_turn(self) -> None:
        self.jump(self.timeline.turn_start(self.timeline.turn_of(self.cursor) + 1))

    def turn_back(self) -> None:
        """To the start of this turn, or of the one before when already there."""
        turn = self.timeline.turn_of(self.cursor)
        if self.cursor >= len(self.timeline):
            turn = len(self.timeline.turns)  # the end: back to the last turn's start
        start = self.timeline.turn_start(turn)
        self.jump(start if start < self.cursor else self.timeline.turn_start(turn - 1))

    def history(self) -> None:
        """Open or close the history panel beside the table."""
        self.panel = None if self.panel else HistoryPanel()
        self.app.audio.play("click")

    def faster(self) -> None:
        """1x, 2x, 4x, then 1x again."""
        self.speed = next((pace for pace in SPEEDS if pace > self.speed), SPEEDS[0])

    def close(self) -> None:
        """Back to the title (wherever the replay was opened from)."""
        from scenes.menus import TitleScene

        self.app.audio.play("back")
        self.app.replace(TitleScene(self.app))

    def jump(self, n: int) -> None:
        """Show the table after the log's first ``n`` actions, rebuilt from the seed."""
        n = max(0, min(n, len(self.timeline)))
        game = self.game
        game.skip()
        game.queue.clear()
        game.ahead.clear()
        game.match = self.timeline.at(n)
        game.record = game.match.history()  # the history panel tells this far and no further
        game.drivers.match = game.match
        game.drivers.replay = self.timeline.actions[n:]
        game.drivers.timer = 0.0
        game.finished = False
        game.world.delete()
        game._build_table()
        game.follow_replay()
        self.app.audio.play("click")

    # -- the scene ------------------------------------------------------------------------

    def enter(self) -> None:
        self.game.enter()

    def leave(self) -> None:
        self.game.leave()

    def on_close(self) -> None:
        self.game.on_close()

    def settings_changed(self, old, new) -> None:
        self.game.settings_changed(old, new)

    def hints(self) -> list:
        return []  # the strip names its own keys

    def hint_device(self) -> str | None:
        return None

    def intent(self, event: IntentEvent) -> None:
        if self.panel is not None and event.intent in (Intent.PREV, Intent.NEXT):
            self.panel.page(1 if event.intent == Intent.PREV else -1)
            return
        name = DOES.get(event.intent)
        if name is not None:
            getattr(self, name)()
            return
        self.game.intent(event)  # rules, the pause menu, a game's own views (odds, zoom)

    def pointer(self, event: pygame.event.Event) -> None:
        """A click on a control does what its key does; on the timeline, jumps to a turn."""
        if event.type != pygame.MOUSEBUTTONDOWN or getattr(event, "button", 0) != 1:
            return
        pos = event.pos
        for rect, name in self.chips:
            if rect.collidepoint(pos):
                getattr(self, name)()
                return
        if self.track.inflate(0, 20).collidepoint(pos):
            turns = max(1, len(self.timeline.turns))
            share = (pos[0] - self.track.x) / max(1, self.track.width)
            self.pause()
            self.jump(self.timeline.turn_start(min(turns - 1, int(share * turns))))

    def update(self, dt: float) -> None:
        self.game.update(dt)
        if self.playing and self.cursor >= len(self.timeline) and self.game.idle():
            self.pause()  # the end: the next play starts over

    def draw(self, surface: pygame.Surface, alpha: float) -> None:
        self.game.draw(surface, alpha)
        if self.panel is not None:  # the table dims behind it: the history is read now
            ui.dim(surface, 110)
            lines, styles = self.game.history_lines(), self.game.styles()
            self.panel.draw(surface, HISTORY, lines, styles, title="History")
        self._draw_strip(surface)

    # -- the strip ------------------------------------------------------------------------

    def _label(self, name: str) -> str:
        words = {
            "step": "Step",
            "next_turn": "Turn",
            "toggle": "Pause" if self.playing else "Play",
            "faster": f"Speed {self.speed:.0f}x",
            "history": "Hide history" if self.panel else "History",
            "close": "Leave",
        }
        return words[name]

    def _keys(self, intents: tuple[Intent, ...]) -> str:
        """The keys or buttons of whoever pressed last: "A/D", "Left/Right", "D-pad Up/Down"."""
        labels = [self.app.router.button_label(self.app.last_device, i) for i in intents]
        labels = [label.removesuffix(" arrow") for label in labels]
        if len(labels) > 1 and all(label.startswith("D-pad ") for label in labels):
            return "D-pad " + "/".join(label.removeprefix("D-pad ") for label in labels)
        return "/".join(labels)

    def _draw_strip(self, surface: pygame.Surface) -> None:
        ui.panel(surface, STRIP)
        x = STRIP.x + 12
        self.chips = []
        with audit.box(STRIP, "replay controls"):
            for intents, names in CONTROLS:
                x = self._chip(surface, x, intents, names) + 16
            self._draw_timeline(surface, pygame.Rect(x, STRIP.y, STRIP.right - x - 12, STRIP.h))

    def _chip(self, surface: pygame.Surface, x: int, intents, names) -> int:
        """One control: its keys in a dark chip, then what it does (a pair between arrows,
        back on the left and on on the right, each half a button); returns where it ends."""
        key = render_text(self._keys(intents), CHIP_SIZE, PALETTE["text_light"])
        what = render_text(self._label(names[-1]), CHIP_SIZE, PALETTE["ink"])
        chip = pygame.Rect(x, STRIP.y + 11, key.get_width() + 14, 28)
        pygame.draw.rect(surface, PALETTE["panel_dark"], chip, border_radius=8)
        surface.blit(key, key.get_rect(center=chip.center))
        heads = 2 if names[-1] == "next_turn" else 1
        at = chip.right + 6
        if len(names) > 1:
            at = self._arrow(surface, at, chip.centery, -1, heads) + 5
        surface.blit(what, what.get_rect(midleft=(at, chip.centery)))
        end = at + what.get_width()
        if len(names) > 1:
            end = self._arrow(surface, end + 5, chip.centery, 1, heads)
        whole = pygame.Rect(x, chip.y, end - x, chip.h)
        if len(names) > 1:  # the left half goes back, the right half on
            half = whole.width // 2
            self.chips.append((pygame.Rect(whole.x, whole.y, half, whole.h), names[0]))
            self.chips.append(
                (pygame.Rect(whole.x + half, whole.y, whole.w - half, whole.h), names[1])
            )
        else:
            self.chips.append((whole, names[0]))
        return whole.right

    def _arrow(self, surface: pygame.Surface, x: int, y: int, way: int, heads: int) -> int:
        """Which way a control moves, drawn (not written): one arrow a step, two a turn."""
        for n in range(heads):
            left = x + n * 10
            tip, back = (left + 12, left) if way > 0 else (left, left + 12)
            points = [(tip, y), (back, y - 8), (back, y + 8)]
            pygame.draw.polygon(surface, PALETTE["panel_border"], points)
        return x + 12 + (heads - 1) * 10

    def _draw_timeline(self, surface: pygame.Surface, area: pygame.Rect) -> None:
        """Where the table stands in the game: a turn tick each, the turns played filled."""
        turns = max(1, len(self.timeline.turns))
        at_end = self.cursor >= len(self.timeline)
        turn = turns if at_end else self.timeline.turn_of(self.cursor) + 1
        words = "End" if at_end else f"Turn {turn} of {turns}"
        label = ui.text(surface, words, CHIP_SIZE, (area.x, area.centery), anchor="midleft")
        track = pygame.Rect(label.right + 14, area.centery - 6, 0, 12)
        track.width = max(40, area.right - track.x - 8)
        self.track = track
        pygame.draw.rect(surface, PALETTE["panel_alt"], track, border_radius=6)
        share = self.cursor / max(1, len(self.timeline))
        done = track.copy()
        done.width = max(12, round(track.width * share))
        pygame.draw.rect(surface, PALETTE["good"], done, border_radius=6)
        if track.width / turns >= 4:  # a tick per turn, while they stay apart
            for start in self.timeline.turns[1:]:
                tx = track.x + round(track.width * start / max(1, len(self.timeline)))
                pygame.draw.line(
                    surface, PALETTE["panel_border"], (tx, track.y), (tx, track.bottom)
                )
        pygame.draw.rect(surface, PALETTE["panel_border"], track, 2, border_radius=6)
        knob = (track.x + round(track.width * share), track.centery)
        pygame.draw.circle(surface, PALETTE["focus"], knob, 10)
        pygame.draw.circle(surface, PALETTE["outline"], knob, 10, 3)
