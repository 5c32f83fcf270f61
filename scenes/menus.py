"""Title and game select: the way in, driven by any device."""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

import pygame

from ecs import art, audit
from ecs.fonts import render_text, wrap
from ecs.input import Intent, IntentEvent
from ecs.palette import PALETTE
from ecs.panel_cache import PanelCache
from game import registry, saves
from game.match import Match
from game.record import GameLog
from scenes import ui
from scenes.base import Scene
from scenes.farmyard import Farmyard

if TYPE_CHECKING:
    from scenes.cli import Launch


def open_first_scene(app, launch: Launch) -> None:
    """The title; or straight into a game (``--seats``) or a replay (``--replay``), both
    checked by ``scenes.cli`` before the window opened."""
    log = GameLog(launch.log) if launch.log is not None else None
    if launch.replay is not None:
        from scenes.replay import play_back

        play_back(app, launch.replay, log=log)
    elif launch.match is not None:
        start_match(app, launch.match, log=log)
    else:
        app.replace(TitleScene(app))


def start_match(app, match: Match, **kwargs) -> None:
    """Open the scene that plays ``match``."""
    app.replace(match_scene(app, match, **kwargs))


def match_scene(app, match: Match, **kwargs):
    """The scene that plays ``match`` (each game registers its scene here)."""
    from scenes.chicken.scene import ChickenScene
    from scenes.henhouse.scene import HenhouseScene
    from scenes.island.scene import IslandScene
    from scenes.zombie.scene import ZombieScene

    scenes = {"chicken": ChickenScene, "zombie": ZombieScene, "henhouse": HenhouseScene}
    scenes["island"] = IslandScene
    return scenes[match.game](app, match, **kwargs)


WELCOME = "Press confirm on any keyboard half or controller"


class TitleScene(Scene):
    def __init__(self, app):
        super().__init__(app)
        self.time = 0.0
        self.farmyard = Farmyard(f"title-{id(self)}")
        self.build()

    def build(self) -> None:
        self.resumes: dict[str, list[saves.Unfinished]] = {}
        items = []
        for info in registry.GAMES.values():
            if not info.built:
                continue
            games, messages = saves.unfinished(info.id)
            for message in messages:
                if message not in (text for text, _ in self.app.toasts):  # built twice on entry
                    self.app.toast(message)
            if games:
                self.resumes[info.id] = games
                items.append(
                    ui.Item(
                        f"Resume {info.title}",
                        lambda info=info: self._resume(info),
                        note=self._resume_note(info, games),
                    )
                )
        if len(self.resumes) > 1:  # one row for them all, so the menu keeps above the hints
            every = [game for games in self.resumes.values() for game in games]
            newest = max(every, key=lambda game: game.saved)
            note = f"{len(every)} unfinished games, the newest from {newest.when}"
            items = [ui.Item("Resume a game", lambda: self._resume(None), note=note)]
        items += [
            ui.Item("Play", self._play),
            ui.Item("How to play", lambda: self._open("scenes.tutorial", "HowToPlayScene")),
            ui.Item("Settings", lambda: self._open("scenes.settings_menu", "SettingsScene")),
            ui.Item("Records", lambda: self._open("scenes.records", "RecordsScene")),
            ui.Item("Quit", self.app.quit),
        ]
        self.menu = ui.Menu(items, on_move=lambda: self.app.audio.play("click"))

    def _open(self, module: str, scene: str) -> None:
        """A screen off the title, imported when first wanted (the title opens fast)."""
        import importlib

        self.app.audio.play("select")
        self.app.push(getattr(importlib.import_module(module), scene)(self.app))

    @staticmethod
    def _resume_note(info: registry.GameInfo, games: list[saves.Unfinished]) -> str:
        from scenes.resume_list import describe

        where = describe(info, games[0])[1]
        if len(games) == 1:
            return f"Unfinished game: {where}"[:70]
        return f"{len(games)} unfinished games, the newest from {games[0].when}"

    def enter(self) -> None:
        self.build()

    def hints(self) -> list:
        return ui.menu_hints(back=None)

    def _resume(self, info: registry.GameInfo | None) -> None:
        """One game's unfinished games, or (``info`` None) every game's."""
        from scenes.resume_list import ResumeListScene

        self.app.audio.play("select")
        games = self.resumes[info.id] if info else sum(self.resumes.values(), [])
        self.app.push(ResumeListScene(self.app, info, games))

    def _play(self) -> None:
        self.app.audio.play("select")
        self.app.push(GameSelectScene(self.app))

    def intent(self, event: IntentEvent) -> None:
        if event.intent == Intent.BACK:
            return
        self.menu.intent(event)

    def leave(self) -> None:
        self.farmyard.delete()

    def update(self, dt: float) -> None:
        self.time += dt
        self.farmyard.update(dt)

    def draw(self, surface: pygame.Surface, alpha: float) -> None:
        surface.blit(ui.backdrop(), (0, 0))
        self.farmyard.draw(surface, alpha)
        logo = art.title_logo(720)
        bob = math.sin(self.time * 2.0) * 6
        surface.blit(logo, logo.get_rect(center=(ui.W // 2, 128 + bob)))
        self.menu.draw(surface, ui.W // 2, 256, height=46, gap=52)
        if self._welcome_rect() is not None:
            at = (ui.W // 2, ui.H - 70)
            ui.text(surface, WELCOME, 22, at, PALETTE["text_light"], shadow=True)

    def _menu_bottom(self) -> int:
        return 256 + sum(52 + (18 if item.note else 0) for item in self.menu.items)

    def _welcome_rect(self) -> pygame.Rect | None:
        """The welcome line, when there is room for it above the hint bar."""
        if self._menu_bottom() >= ui.H - 90:
            return None
        rect = pygame.Rect(0, 0, ui.text_width(WELCOME, 22), 30)
        rect.center = (ui.W // 2, ui.H - 70)
        return rect

    def choice_rects(self) -> list[pygame.Rect]:
        """The menu and the welcome line under it: a toast such as "... joined" covers neither."""
        menu = pygame.Rect(0, 256 - 30, ui.W, self._menu_bottom() - 256 + 30)
        welcome = self._welcome_rect()
        return [menu] + ([welcome] if welcome is not None else [])


def _game_icon(game: str, index: int) -> pygame.Surface:
    """Each game's own face on its card: a hen, a zombie, a barn under fire, an island hen."""
    if game == "zombie":
        return art.zombie_frames(("exploding",), 120)[0]
    if game == "henhouse":
        return art.unit_tile("barn", 56)
    return art.chicken_token(index % 8, 110)


class GameSelectScene(Scene):
    """All four games; the ones not built yet say so."""

    def __init__(self, app):
        super().__init__(app)
        self.games = list(registry.GAMES.values())
        self.focus = 0
        self.picture = PanelCache(pygame.Rect(0, 0, ui.W, ui.H))

    def hints(self) -> list:
        return [
            ((Intent.LEFT, Intent.RIGHT), "Choose"),
            (Intent.CONFIRM, "Play"),
            (Intent.BACK, "Back"),
        ]

    def intent(self, event: IntentEvent) -> None:
        if event.intent in (Intent.LEFT, Intent.UP):
            self.focus = (self.focus - 1) % len(self.games)
            self.app.audio.play("click")
        elif event.intent in (Intent.RIGHT, Intent.DOWN):
            self.focus = (self.focus + 1) % len(self.games)
            self.app.audio.play("click")
        elif event.intent == Intent.BACK:
            self.app.audio.play("back")
            self.app.pop()
        elif event.intent == Intent.CONFIRM:
            info = self.games[self.focus]
            if not info.built:
                self.app.toast(f"{info.title} is coming soon")
                return
            self.app.audio.play("select")
            from scenes.seat_setup import SeatSetupScene

            self.app.push(SeatSetupScene(self.app, info, event.device))

    def draw(self, surface: pygame.Surface, alpha: float) -> None:
        """The page as one cached picture, drawn anew when the focus or the looks change
        (four cards of art and wrapped print were most of a frame's work)."""
        self.picture.draw(surface, (ui.looks(), self.focus), ui.backdrop(), self._paint)

    def _paint(self, surface: pygame.Surface) -> None:
        surface.blit(ui.backdrop(), (0, 0))
        ui.text(surface, "Choose a game", 52, (ui.W // 2, 70), PALETTE["text_light"], shadow=True)
        for index, info in enumerate(self.games):
            rect = pygame.Rect(0, 0, 280, 400)
            rect.center = (ui.W // 2 + (index - 1.5) * 300, 356)
            focused = index == self.focus
            colour = PALETTE["focus"] if focused else PALETTE["panel"]
            if not info.built:
                colour = PALETTE["disabled"] if not focused else PALETTE["panel_alt"]
            ui.panel(surface, rect.inflate(14, 14) if focused else rect, colour)
            audit.choice("games", info.title, rect, focused)
            size = 28 if len(info.title) < 16 else 22
            title_at = (rect.centerx, rect.y + 40)  # Large text shrinks back only to fit the card
            ui.text(surface, info.title, size, title_at, fit=rect.width - 24)
            icon = _game_icon(info.id, index)
            surface.blit(icon, icon.get_rect(center=(rect.centerx, rect.y + 140)))
            size, lines, step = _blurb(info.blurb, rect.width - 30)
            for line_no, line in enumerate(lines):
                at = (rect.centerx, rect.y + 214 + step // 2 + line_no * step)
                ui.text(surface, line, size, at, PALETTE["text_muted"])
            players = f"{info.min_players}-{info.max_players} players"
            ui.text(surface, players, 20, (rect.centerx, rect.bottom - 56))
            if not info.built:
                ui.text(
                    surface,
                    "Coming soon",
                    28,
                    (rect.centerx, rect.bottom - 24),
                    PALETTE["text_accent"],
                )


BLURB_ROOM = 112  # the height a game card keeps for its blurb, above the player count


def _blurb(words: str, width: int) -> tuple[int, list[str], int]:
    """A game card's blurb in as large print as lets it fit: (size, lines, line step)."""
    for size in (20, 18, 16, 14):
        lines = wrap(words, size, width)
        step = render_text("Ag", size, PALETTE["text"]).get_height()
        if len(lines) * step <= BLURB_ROOM:
            break
    return size, lines, step
