"""The app: one window (or off-screen surface), one fixed-step loop, a stack of scenes."""

from __future__ import annotations

import ctypes
import gc
import logging
import os
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

import pygame

from ecs import art, audit, cache, comfort, fonts, palette
from ecs.audio import Audio
from ecs.bindings import Bindings
from ecs.input import DeviceEvent, InputRouter, Intent, IntentEvent
from ecs.loop import FixedStepLoop, RealClock, SimClock
from game import saves
from game import settings as settings_file
from game.settings import Settings
from scenes import ui
from scenes.base import Scene

if TYPE_CHECKING:
    from scenes.cli import Launch

SIZE = (1280, 720)
FRAME_CAP = 144  # frames a second at most in a window: vsync or not, the CPU rests
TOAST_SECONDS = 3.5
log = logging.getLogger("fowlplay")


POINTER_EVENTS = (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP)
PRESS_EVENTS = (pygame.KEYDOWN, pygame.CONTROLLERBUTTONDOWN)


def settle_garbage() -> None:
    """Collect what the scenes just left behind, then set everything alive aside from
    the garbage collector (``gc.freeze``), at a scene change, when a frame may be long.

    A full collection walks every object alive: the scene's pictures, tables and text,
    some 25 ms here, which in the middle of play is a visible hitch. Frozen objects
    are not walked, so play's own collections only see what play made. Unfreezing
    first lets the collection free the last scene's cycles instead of keeping them.
    """
    gc.unfreeze()
    gc.collect()
    _give_back_freed_memory()
    gc.freeze()


def _give_back_freed_memory() -> None:
    """Hand the C heap's free pages back to the system (glibc's ``malloc_trim``): the
    surfaces a scene drew and dropped leave holes that otherwise stay resident, so the
    process grew a few MB game after game. Elsewhere than glibc, nothing to do."""
    try:
        trim = ctypes.CDLL("libc.so.6").malloc_trim
    except (OSError, AttributeError):
        return
    trim(0)


class App:
    """Owns the loop and the scene stack; scenes reach shared services through it."""

    def __init__(
        self,
        surface: pygame.Surface,
        clock: RealClock | SimClock,
        *,
        headless: bool = False,
        controllers: bool = True,
        settings: Settings | None = None,
    ):
        """``settings`` None reads the player's file; headless runs pass the defaults."""
        self.surface = surface
        self.clock = clock
        self.headless = headless
        # A match draws its game's recorded pictures before it opens (``ecs.warm_list``):
        # for a window's frames; a headless run has no frame to keep short.
        self.draws_ahead = not headless
        # A scene change settles the garbage (``settle_garbage``) so a window's frames never
        # pay for a full collection. A headless run has no frame to keep short, and in a
        # test's process, whose heap holds the whole suite, each full collection took a
        # third of a second: it leaves collecting to Python (the soak turns it back on).
        self.settles_garbage = not headless
        self.loop = FixedStepLoop(clock)
        self.router = InputRouter(controllers=controllers)
        self.audio = Audio()
        self.stack: list[Scene] = []
        self.running = True
        self.frames = 0
        self._soon: list[tuple[int, Callable[[], None]]] = []  # (frame, work): see ``soon``
        self.toasts: list[list] = []  # [text, seconds left]
        self._beneath: tuple[tuple, pygame.Surface] | None = None  # see _draw_beneath
        self.phones = None  # the PhoneHub, once phones are turned on (scenes/phone_seats.py)
        self.last_device = "kb-left"  # whose buttons the hints name
        self.settings_save_failed = False
        if self.audio.message:
            self.toast(self.audio.message)
        if settings is None:
            settings, message = settings_file.load()
            if message:
                self.toast(message)
        self.settings = Settings()
        self._apply(settings)

    # -- the stack --------------------------------------------------------------------------

    @property
    def top(self) -> Scene | None:
        return self.stack[-1] if self.stack else None

    def push(self, scene: Scene) -> None:
        self.stack.append(scene)
        scene.enter()
        self._music()

    def pop(self) -> None:
        scene = self.stack.pop()
        scene.leave()
        if self.stack:
            self.stack[-1].enter()
        self._music()

    def replace(self, scene: Scene) -> None:
        """Swap the whole stack for one scene (menus lead to games and back)."""
        self._beneath = None  # its key holds the old scenes: let them go with the stack
        while self.stack:
            self.stack.pop().leave()
        self.push(scene)
        cache.forget_scene_drawings()  # the last scene's words and turned pictures
        if self.settles_garbage:
            settle_garbage()

    def _music(self) -> None:
        """The loop of the scene in charge (overlays keep the music of what they cover)."""
        for scene in reversed(self.stack):
            if not scene.overlay and scene.music is not None:
                self.audio.music(scene.music)
                return

    def find(self, kind: type) -> Scene | None:
        return next((s for s in reversed(self.stack) if isinstance(s, kind)), None)

    # -- services -----------------------------------------------------------------------

    def change_settings(self, **changes) -> None:
        """Apply a change at once and save it at once (a failure to save is said once)."""
        new = self.settings.replace(**changes)
        if new == self.settings:
            return
        self._apply(new)
        try:
            settings_file.save(new)
        except OSError as exc:
            if not self.settings_save_failed:
                self.toast(f"Cannot save settings to {saves.settings_dir()}: {exc.strerror or exc}")
            self.settings_save_failed = True
        else:
            self.settings_save_failed = False

    def _apply(self, new: Settings) -> None:
        old, self.settings = self.settings, new
        self.audio.set_levels(new.master_volume, new.effects_volume, new.music_volume, new.muted)
        if new.bindings != old.bindings:
            bindings, problems = Bindings.from_saved(new.bindings)
            self.router.set_bindings(bindings)
            for problem in problems[:3]:  # only a hand-edited file says this (three at most)
                self.toast(f"Some saved controls were not usable: {problem}")
        comfort.set_levels(new.shake, new.flashing)
        fonts.set_large_text(new.text_size == "large")
        if palette.use_palette(new.palette):
            art.forget_player_pictures()
        self._apply_display(new)
        for scene in self.stack:
            scene.settings_changed(old, new)

    def _apply_display(self, new: Settings) -> None:
        if self.headless or pygame.display.get_driver() in ("dummy", "offscreen"):
            return  # no real window to change (see open_window)
        if pygame.display.is_fullscreen() != new.fullscreen:
            pygame.display.toggle_fullscreen()
        if not new.fullscreen:
            window = pygame.Window.from_display_module()
            scale = new.window_scale
            desktop = pygame.display.get_desktop_sizes()
            if desktop:  # never larger than the screen it opens on
                scale = min(scale, desktop[0][0] / SIZE[0], desktop[0][1] / SIZE[1])
            size = (round(SIZE[0] * scale), round(SIZE[1] * scale))
            if tuple(window.size) != size:
                window.size = size
        self.surface = pygame.display.get_surface()  # SCALED keeps it 1280 x 720

    def toast(self, text: str) -> None:
        log.info(text)
        self.toasts.append([text, TOAST_SECONDS])

    def quit(self) -> None:
        """Close the app, letting every scene keep what must not be lost."""
        for scene in reversed(self.stack):
            scene.on_close()
        self.running = False
        if self.phones is not None:
            self.phones.stop()

    def screenshot(self, path: Path | None = None) -> Path:
        if path is None:
            folder = saves.pictures_dir()
            stem = time.strftime("fowlplay-%Y%m%d-%H%M%S")
            path = folder / f"{stem}.png"
            for count in range(2, 100):  # two in one second: never overwrite the first
                if not path.exists():
                    break
                path = folder / f"{stem}-{count}.png"
        path.parent.mkdir(parents=True, exist_ok=True)
        pygame.image.save(self.surface, str(path))
        return path

    # -- the loop -----------------------------------------------------------------------

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.QUIT:
            self.quit()
            return
        if event.type in POINTER_EVENTS:
            if self.top is not None:
                self.top.pointer(event)
            return
        if event.type in PRESS_EVENTS and self.top is not None and self.top.capture(event):
            return
        for item in self.router.handle(event):
            self.dispatch(item)

    def dispatch(self, item: IntentEvent | DeviceEvent) -> None:
        if isinstance(item, DeviceEvent):
            for scene in list(self.stack):
                scene.device(item)
            return
        if item.intent == Intent.FULLSCREEN:
            self.change_settings(fullscreen=not self.settings.fullscreen)
            return
        if item.intent == Intent.SCREENSHOT:
            try:
                self.toast(f"Screenshot saved to {self.screenshot()}")
            except (OSError, pygame.error) as exc:
                self.toast(f"Cannot save a screenshot in {saves.pictures_dir()}: {exc}")
            return
        if item.device in self.router.devices():
            self.last_device = item.device
        if self.top is not None:
            self.top.intent(item)

    def step(self, dt: float) -> None:
        for item in self.router.update(dt):
            self.dispatch(item)
        if self.top is not None:
            self.top.update(dt)
        for toast in self.toasts:
            toast[1] -= dt
        self.toasts = [t for t in self.toasts if t[1] > 0]

    def draw(self, alpha: float) -> None:
        start = 0
        for index, scene in enumerate(self.stack):
            if not scene.overlay:
                start = index
        shown = self.stack[start:]
        if len(shown) > 1 and shown[-1].still_beneath:
            self._draw_beneath(shown[:-1])
            shown = shown[-1:]
        else:
            self._beneath = None
        for scene in shown:
            scene.draw(self.surface, alpha)
        if self.top is not None and self.settings.hint_bar:
            ui.hints(self.surface, self, self.top.hints(), self.top.hint_device())
        if self.toasts:
            clear = self.top.kept_clear() if self.top is not None else []
            ui.draw_toasts(self.surface, [t[0] for t in self.toasts], clear)

    def _draw_beneath(self, scenes: list[Scene]) -> None:
        """The scenes under an overlay that leaves them still (``Scene.still_beneath``),
        as they rest (no step's interpolation: they do not step while covered), drawn
        once, then shown as that picture while the stack and settings stay the same (a
        full Henhouse table under the pause menu was most of its frame's work). The
        screen audit sees them drawn piece by piece."""
        key = (tuple(scenes), self.settings, self.surface)
        if self._beneath is not None and self._beneath[0] == key and not audit.recording():
            self.surface.blit(self._beneath[1], (0, 0))
            return
        for scene in scenes:
            scene.draw(self.surface, 1.0)
        if not audit.recording():
            self._beneath = (key, self.surface.copy())

    def soon(self, work: Callable[[], None], frames: int) -> None:
        """Run ``work`` as the frame ``frames`` from this one starts: what may wait a frame
        or two leaves a frame that is busy already (an action's own)."""
        self._soon.append((self.frames + frames, work))

    def frame(self, should_stop: Callable[[], bool] = lambda: False) -> None:
        """Poll input, run the fixed steps owed, draw once."""
        if self._soon:
            due = [work for frame, work in self._soon if frame <= self.frames]
            self._soon = [(frame, work) for frame, work in self._soon if frame > self.frames]
            for work in due:
                work()
        for event in pygame.event.get():
            self.handle(event)
        if self.phones is not None:
            self.phones.drain()  # what the phones said: a queue read, never a wait
            self.phones.waiting = False
        alpha = self.loop.frame(self.step, lambda: should_stop() or not self.running)
        self.draw(alpha)
        self.frames += 1


def prefer_renderer() -> None:
    """On Linux, scale and show the window through SDL's OpenGL ES 2 renderer, unless the
    player chose one (``SDL_RENDER_DRIVER``): the same picture, pixel for pixel, as SDL's
    first choice, desktop OpenGL, for half the main thread's time per flip under Mesa
    (0.9 against 1.7 ms measured by tools/bench_window.py). Where it cannot start, SDL
    falls back to its next renderer by itself."""
    if sys.platform.startswith("linux"):
        os.environ.setdefault("SDL_RENDER_DRIVER", "opengles2")


def open_window(fullscreen: bool) -> pygame.Surface:
    # Not pygame.init(): that would open the mixer too, before Audio can do it quietly.
    prefer_renderer()
    pygame.display.init()
    pygame.font.init()
    flags = pygame.SCALED | pygame.RESIZABLE
    if fullscreen:
        flags |= pygame.FULLSCREEN
    if pygame.display.get_driver() in ("dummy", "offscreen"):
        flags, vsync = 0, 0  # no screen: nothing to scale or sync to
    else:
        vsync = 1
    window = pygame.display.set_mode(SIZE, flags, vsync=vsync)
    pygame.display.set_caption("Fowl Play")
    return window


def run_windowed(launch: Launch) -> int:
    """A window on ``launch``, already checked: nothing in it can fail but the screen."""
    try:
        window = open_window(launch.fullscreen)
    except pygame.error as exc:
        print(
            f"fowlplay: cannot open a window ({exc}). Run it on a desktop session, "
            "or play without a screen: fowlplay --headless --seats ai:hard,ai:normal",
            file=sys.stderr,
        )
        return 1
    app = App(window, RealClock())
    if launch.phones is not None:
        from scenes.phone_seats import turn_on_phones

        if not turn_on_phones(app, launch.phones):
            pygame.quit()
            return 2
    elif app.settings.phones:  # turned on in Settings last time: a failure is said on screen
        from scenes.phone_seats import set_phones

        set_phones(app, True)
    from scenes.menus import open_first_scene

    open_first_scene(app, launch)
    if launch.phones is not None:
        from scenes.match_scene import MatchScene
        from scenes.phone_seats import print_links

        print_links(app.find(MatchScene))
    tick = pygame.time.Clock()
    while app.running:
        app.frame()
        pygame.display.flip()
        if launch.screenshot and app.frames == (launch.max_frames or 30):
            app.screenshot(launch.screenshot)
        if launch.max_frames and app.frames >= launch.max_frames:
            app.quit()
        tick.tick(FRAME_CAP)
    if launch.log is not None:
        launch.log.close()
    pygame.quit()
    return 0
