"""The first-time guide: a short guided first turn over the table, and "How to play".

The guide is an overlay scene on top of the game. Only the top scene updates, so it
runs the game beneath it every step and hands it every press it does not use itself:
play never waits for the guide. It uses just two presses, and only while a step shows:
Menu skips the guide, and Confirm ends a step that is only words. Everything else
(including the hint bar) is the game's own.

``MatchScene.update`` calls :func:`offer_tutorial` when a human is to act; the guide
starts once per match, for the first human to reach its first step, if the game is not
in ``app.settings.tutorials_seen`` or the match is a practice from How to play.
Finishing it, skipping it or finishing the game marks it seen.
"""

from __future__ import annotations

import random
import weakref

import pygame

from ecs.input import Intent, IntentEvent
from ecs.palette import PALETTE
from game import registry
from game.match import Match, SeatSpec
from scenes import tutorial_paint, ui
from scenes.base import Scene
from scenes.tutorial_steps import Guide, Step, guides, holds, key_label, next_step, words

# Each match scene's guide: "forced" (a practice), "offered" (started once already).
_MATCHES: weakref.WeakKeyDictionary = weakref.WeakKeyDictionary()


def offer_tutorial(scene, seat: int) -> None:
    """Start the game's guide for ``seat`` if it is due: once per match, at its first step."""
    if _MATCHES.get(scene) == "offered" or not scene.drivers.is_human(seat):
        return
    guide = guides().get(scene.match.game)
    forced = _MATCHES.get(scene) == "forced"
    if guide is None or (scene.match.game in scene.app.settings.tutorials_seen and not forced):
        return
    start = next_step(scene, guide, 0)
    if start == len(guide.steps):
        return
    first = guide.steps[start]
    if first.when and not holds(scene, first.when):
        return  # a resumed game mid-turn: wait for the start of a turn
    _MATCHES[scene] = "offered"
    scene.app.push(TutorialScene(scene.app, scene, guide, seat, start))


def mark_seen(app, game: str) -> None:
    seen = app.settings.tutorials_seen
    if game not in seen:
        app.change_settings(tutorials_seen=(*seen, game))


class TutorialScene(Scene):
    """The guide over a match scene: it runs the game and shows one step at a time."""

    overlay = True
    music = None

    def __init__(self, app, scene, guide: Guide, seat: int, index: int = 0):
        super().__init__(app)
        self.scene = scene
        self.guide = guide
        self.seat = seat
        self.index = index
        self.mark = len(scene.match.actions)  # actions before this step began
        self.seen_step = False  # a words-only step, once shown, stays up
        self.done = False
        self.time = 0.0
        self._panel: tuple[tuple, list[pygame.Surface]] | None = None
        self.panel_rect: pygame.Rect | None = None  # where the panel was last drawn
        self.folded_under = False  # the step showed at the last drawing: the table folded
        self._fold()  # before the table is first drawn under the panel

    @property
    def step(self) -> Step:
        return self.guide.steps[self.index]

    @property
    def device(self) -> str:
        return self.scene.drivers.device_of(self.seat) or self.app.last_device

    def showing(self) -> bool:
        """Whether the step is on screen: the table is still, at the seat's right decision."""
        if self.done:
            return False
        if not self._at_decision():
            return False  # never over another seat's turn, nor while the table moves
        return self.seen_step if not self.step.when else holds(self.scene, self.step.when)

    def _at_decision(self) -> bool:
        """The guided seat is to act and the table shows the rules state."""
        return self.scene.state.current_seat() == self.seat and self.scene.idle()

    # -- flow -------------------------------------------------------------------------------

    def update(self, dt: float) -> None:
        self.time += dt
        self.scene.update(dt)
        if self.done:
            self._close()
            return
        if self.scene.state.is_over():
            self._finish()  # a whole game played: the guide has nothing left to show
            return
        if self._step_done():
            self._advance()
        elif not self.step.when and self._at_decision():
            self.seen_step = True  # words for any moment of the seat's own: once up, they stay
        self._fold()

    def _fold(self) -> None:
        """The table folds away what the step showing asks room of (nothing once it ends),
        asking afresh each time it draws: a step that begins between two updates (a press
        moved the game on) never shows a frame over the unfolded table."""
        self.scene.fold_source = None if self.done else self._folds

    def _folds(self) -> frozenset:
        return frozenset(self.step.fold) if self.showing() else frozenset()

    def _step_done(self) -> bool:
        """The seat applied one of the step's actions, or its conditions now hold."""
        step, match = self.step, self.scene.match
        self.mark = min(self.mark, len(match.actions))  # an undo took actions back
        for action, mover in zip(
            match.actions[self.mark :], match.movers[self.mark :], strict=True
        ):
            if mover == self.seat and action.type in step.actions:
                return True
        return bool(step.until) and self._at_decision() and holds(self.scene, step.until)

    def _advance(self) -> None:
        self.index = next_step(self.scene, self.guide, self.index + 1)
        self.mark = len(self.scene.match.actions)
        self.seen_step = False
        self.folded_under = False
        self._panel = None
        if self.index >= len(self.guide.steps):
            self.app.toast("That's the basics! Replay them in How to play")
            self._finish()

    def _finish(self) -> None:
        self.done = True
        self._fold()
        mark_seen(self.app, self.guide.game)

    def _close(self) -> None:
        if self.app.top is self:
            self.app.pop()

    def skip(self) -> None:
        self.app.audio.play("back")
        self.app.toast("Tutorial skipped: find it in How to play")
        self._finish()
        self._close()

    # -- input: the game's, but for skip and reading -----------------------------------------

    def intent(self, event: IntentEvent) -> None:
        if self.showing():
            if event.intent == Intent.MENU:
                self.skip()
                return
            own = self.scene.drivers.accepts(self.seat, event.device)
            if self.step.reading and event.intent == Intent.CONFIRM and own:
                self.app.audio.play("select")
                self._advance()
                if self.done:
                    self._close()
                return
        self.scene.intent(event)

    def pointer(self, event: pygame.event.Event) -> None:
        self.scene.pointer(event)

    def enter(self) -> None:
        self.scene.enter()  # the game is in charge again (it checks for lost controllers)

    def hints(self) -> list:
        """The game's own hints; Menu skips while a step shows, Confirm reads on."""
        hints = self.scene.hints()
        if not self.showing():
            return hints
        out = []
        for intents, what in hints:
            if intents == Intent.MENU:
                what = "Skip tutorial"
            elif intents == Intent.CONFIRM and self.step.reading:
                what = "Got it"
            out.append((intents, what))
        return out

    def hint_device(self) -> str | None:
        return self.scene.hint_device()

    def choice_rects(self) -> list[pygame.Rect]:
        """The game's choices and, while a step shows, its panel: toasts cover neither."""
        shown = [self.panel_rect] if self.showing() and self.panel_rect is not None else []
        return self.scene.kept_clear() + shown

    def settings_changed(self, old, new) -> None:
        self._panel = None  # new text size, colours or buttons: draw the panel again

    # -- drawing ----------------------------------------------------------------------------

    def anchor(self, name: str | None) -> pygame.Rect | None:
        """Where the game scene says a named thing is on screen (None: not on show)."""
        if name is None or not hasattr(self.scene, "tutorial_anchor"):
            return None
        return self.scene.tutorial_anchor(name)

    def draw(self, surface: pygame.Surface, alpha: float) -> None:
        if not self.showing():
            self.folded_under = False
            return
        step = self.step
        if step.fold and not self.folded_under:
            # The table under this frame was drawn before the step showed (a press or the
            # scene's own drawing moved the game on): unfolded. The panel waits one frame.
            self.folded_under = True
            return
        keep = [rect for rect in map(self.anchor, step.keep_clear) if rect is not None]
        anchor = self.anchor(step.anchor)
        panels = self._composed()
        choices = self.scene.kept_clear()  # what the player may press or read stays in view
        self.panel_rect = tutorial_paint.draw(
            surface, panels, anchor, keep, step.place, self.time, choices
        )

    def chips(self) -> list[tuple[str, str]]:
        """The step's buttons as the guided player's device names them."""
        return [(key_label(self.app, self.device, k), what) for k, what in self.step.keys]

    def words(self) -> str:
        return words(self.app, self.device, self.step.said(self.scene))

    def _progress(self) -> str:
        """ "3 / 7": counting only the steps this game's options call for."""
        ours = [i for i, step in enumerate(self.guide.steps) if holds(self.scene, step.only)]
        return f"{ours.index(self.index) + 1} / {len(ours)}"

    def _composed(self) -> list[pygame.Surface]:
        """The step's panel in each shape (the guide's own width first), made again only
        when the step, its words for now or the device changes."""
        key = (self.index, self.device, self.words())
        if self._panel is None or self._panel[0] != key:
            title = registry.info(self.guide.game).title
            widths = [self.guide.width]
            widths += [w for w in tutorial_paint.WIDTHS if w != self.guide.width]
            panels = [
                tutorial_paint.compose(
                    width,
                    (f"How to play {title}", title),
                    self._progress(),
                    self.words(),
                    self.chips(),
                    (key_label(self.app, self.device, "menu"), "Skip tutorial"),
                )
                for width in widths
            ]
            self._panel = (key, panels)
        return self._panel[1]


def start_practice(app, game: str, device: str) -> None:
    """A practice match: the player on ``device`` against one easy AI, the guide forced on."""
    from scenes.menus import start_match
    from scenes.seats import AI_NAMES

    info = registry.info(game)
    seats = [
        SeatSpec("Player 1", 0, "human", "normal", device),
        SeatSpec(AI_NAMES[0], 1, "ai", "easy"),
    ]
    options = info.settle(len(seats), {"first_seat": 0})  # the player starts, where it applies
    match = Match(game, random.randrange(1, 2**31), seats, options)
    start_match(app, match, autosave=False)  # a practice never replaces a saved game
    _MATCHES[app.top] = "forced"


class HowToPlayScene(Scene):
    """Pick a game to learn: a practice match with its guide, whether seen or not."""

    def __init__(self, app):
        super().__init__(app)
        self.games = [info for info in registry.GAMES.values() if info.built]
        self.menu = ui.Menu(
            [ui.Item(info.title, lambda: None, note=info.blurb) for info in self.games],
            on_move=lambda: app.audio.play("click"),
        )

    def hints(self) -> list:
        return [
            ((Intent.UP, Intent.DOWN), "Move"),
            (Intent.CONFIRM, "Practise"),
            (Intent.BACK, "Back"),
        ]

    def intent(self, event: IntentEvent) -> None:
        if event.intent in (Intent.BACK, Intent.MENU):
            self.app.audio.play("back")
            self.app.pop()
        elif event.intent == Intent.CONFIRM:
            self.app.audio.play("select")
            start_practice(self.app, self.games[self.menu.focus].id, event.device)
        else:
            self.menu.intent(event)

    def draw(self, surface: pygame.Surface, alpha: float) -> None:
        surface.blit(ui.backdrop(), (0, 0))
        ui.text(surface, "How to play", 52, (ui.W // 2, 70), PALETTE["text_light"], shadow=True)
        ui.text(
            surface,
            "A guided first turn against an easy AI. Skip it at any time.",
            22,
            (ui.W // 2, 122),
            PALETTE["text_light"],
            shadow=True,
        )
        self.menu.draw(surface, ui.W // 2, 170, width=520)
