"""The Chicken! table as the player sees it: dice and tokens that animate rule events.

The table keeps its own copy of where each die is shown. It is rebuilt from a
rules snapshot on resume, then moved on one event at a time, so the picture never
runs ahead of the animations even though the rules already know the outcome.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field

import esper

from ecs import art, comfort
from ecs.components import Label, Layer, Position, Sprite, Tag, Transform
from ecs.palette import PALETTE, PLAYER_STYLES
from ecs.world import SceneWorld
from game import chicken, chicken_odds
from game.core import Event
from scenes.chicken import layout

ZONES = ("middle", "chickens", "foxes")
HOP = 0.13  # seconds per track space
TUMBLE_FLIPS = 14  # faces a tumbling die shows per second
EGG_SECONDS = 0.7  # an egg cracks open over this long when a die hatches


@dataclass
class Shown:
    """What the screen currently shows; trails the rules state while animations play."""

    where: dict[int, str]  # die -> "coop" | "hand" | "middle" | "chickens" | "foxes"
    faces: dict[int, str | None]
    scores: list[int]
    seat: int
    banner: str = ""
    busted: bool = False
    points: int = 0
    popups: list = field(default_factory=list)

    @classmethod
    def from_snapshot(cls, snap: dict) -> Shown:
        where = {d: "coop" for d in snap["coop"]}
        where.update({d: "hand" for d in snap["hand"]})
        for zone in ZONES:
            where.update({d: zone for d in snap[zone]})
        faces = {int(d): f for d, f in snap["faces"].items()}
        return cls(where, faces, list(snap["scores"]), snap["seat"])

    def in_zone(self, zone: str) -> list[int]:
        return sorted(d for d, z in self.where.items() if z == zone)

    def turn_points(self) -> int:
        return sum(chicken.POINTS[self.faces[d]] for d in self.in_zone("chickens"))


class Table:
    """Owns the die and token entities and turns each rules event into animation."""

    def __init__(self, world: SceneWorld, snapshot: dict, styles: list[int], rng: random.Random):
        self.world = world
        self.rng = rng  # cosmetic only: never the rules' RNG
        self.styles = styles
        self.shown = Shown.from_snapshot(snapshot)
        self.tumbling: dict[int, float] = {}
        self.pending_sort: list[int] = []
        self.settle_at: float | None = None
        self.sound: str | None = None
        self.shake = 0.0
        self.flash = 0.0  # seconds of the red bust flash left
        self.returning: list[int] = []  # busted dice still on show before going home
        self.hatchlings: list[list] = []  # [entity, seconds shown] egg-crack flipbooks
        self.dice = {}
        for die in range(12):
            self.dice[die] = world.spawn(
                Position(*self._home(die)),
                Sprite(self._image(die)),
                Transform(),
                Layer(20),
                Tag(f"die-{die}"),
            )
        crowd = self._crowds()
        self.tokens = []
        for seat, style in enumerate(styles):
            index, count = crowd[seat]
            self.tokens.append(
                world.spawn(
                    Position(*layout.token_spot(self.shown.scores[seat], index, count)),
                    Sprite(art.chicken_token(style, 44)),
                    Transform(),
                    Layer(30 + seat),
                    Tag(f"token-{seat}"),
                )
            )
        self.popup = world.spawn(
            Position(layout.TRAY_RECT.centerx, layout.TRAY_RECT.centery),
            Label("", 64, PALETTE["gold"], shadow=True),
            Transform(alpha=0),
            Layer(90),
        )
        self.callout = world.spawn(
            Position(layout.TRAY_RECT.centerx, layout.TRAY_RECT.y + 64),  # clear of the banner
            Label("", 26, PALETTE["text_accent"], shadow=False),
            Transform(alpha=0),
            Layer(88),
        )
        self.fox = world.spawn(
            Position(layout.TRAY_RECT.centerx, layout.TRAY_RECT.centery - 20),
            Sprite(art.fox_burst(260)),
            Transform(scale=0.2, alpha=0),
            Layer(85),
        )
        self.layout(0.0)

    # -- geometry ---------------------------------------------------------------------------

    def _image(self, die: int):
        size = layout.COOP_DIE if self.shown.where[die] == "coop" else layout.DIE
        face = self.shown.faces.get(die) if self.shown.where[die] in ZONES else None
        return art.die_face(chicken.COLOURS[die], face, size)

    def _home(self, die: int) -> tuple[int, int]:
        zone = self.shown.where[die]
        if zone == "coop":
            return layout.coop_spot(die)
        if zone == "hand":
            members = self.shown.in_zone("hand")
            spots = layout.grid(layout.MIDDLE_ZONE, len(members), 6)
            return spots[members.index(die)]
        members = self.shown.in_zone(zone)
        return layout.zone_spots(zone, len(members))[members.index(die)]

    def _crowds(self) -> dict[int, tuple[int, int]]:
        by_space: dict[int, list[int]] = {}
        for seat, score in enumerate(self.shown.scores):
            by_space.setdefault(min(score, 30), []).append(seat)
        return {s: (group.index(s), len(group)) for group in by_space.values() for s in group}

    def layout(self, duration: float, ease: str = "easeOutCubic") -> None:
        """Send every die to where the shown state says it belongs."""
        for die, entity in self.dice.items():
            target = self._home(die)
            self.world_component(entity, Sprite).image = self._image(die)
            self.world.cancel_tweens(entity, "pos")  # the newest destination wins
            if duration <= 0:
                self.world_component(entity, Position).snap(*target)
            else:
                self.world.tween(entity, "pos", target, duration, ease=ease)

    def world_component(self, entity: int, kind: type):
        self.world.activate()
        return esper.component_for_entity(entity, kind)

    # -- events -----------------------------------------------------------------------------

    def play(self, event: Event) -> float:
        """Animate one rules event; returns how long to wait before the next one."""
        handler = getattr(self, f"_on_{event.type}", None)
        return handler(event) if handler else 0.0

    def _on_turn_started(self, event: chicken.TurnStarted) -> float:
        self.shown.seat = event.seat
        self.shown.busted = False
        for die in event.dice:
            self.shown.where[die] = "hand"
            self.shown.faces[die] = None
        self.layout(0.35)
        token = self.tokens[event.seat]
        self.world.tween(token, "scale", 1.35, 0.18, ease="easeOutQuad")
        self.world.tween(token, "scale", 1.0, 0.25, ease="easeOutBounce", delay=0.18)
        return 0.45

    def _on_chickened_out(self, event: chicken.ChickenedOut) -> float:
        for die in event.returned:
            self.shown.where[die] = "coop"
        self.layout(0.45, ease="easeInOutQuad")
        self._pop(
            "Chickened out!" + (f"  -{event.penalty}" if event.penalty else ""), PALETTE["warning"]
        )
        self.sound = "cluck"
        return 0.8

    def _on_dice_rolled(self, event: chicken.DiceRolled) -> float:
        tray = layout.TRAY_RECT
        for die, face in zip(event.dice, event.faces, strict=True):
            entity = self.dice[die]
            self.shown.faces[die] = face
            self.shown.where[die] = "rolling"
            self.tumbling[die] = 0.0
            spot = (
                self.rng.randint(tray.x + 190, tray.right - 190),
                self.rng.randint(tray.y + 110, tray.bottom - 130),
            )
            self.world.tween(entity, "pos", spot, 0.55, ease="easeOutBack")
            spin = self.rng.choice((-1, 1)) * self.rng.randint(360, 720)
            self.world_component(entity, Transform).rotation = spin
            self.world.tween(entity, "rotation", 0.0, 0.6, ease="easeOutCubic")
            self.world.tween(entity, "scale", 1.25, 0.2, ease="easeOutQuad")
            self.world.tween(entity, "scale", 1.0, 0.35, ease="easeOutBounce", delay=0.25)
        self.settle_at = 0.62
        self.pending_sort = list(event.dice)
        self.sound = "roll"
        return 1.05

    def settle(self) -> None:
        """Stop the tumble: faces show, chickens slide right and foxes left."""
        if any(self.shown.faces[d] == "fox" for d in self.pending_sort):
            self.sound = "fox"
        for die in self.pending_sort:
            face = self.shown.faces[die]
            self.tumbling.pop(die, None)
            zone = "chickens" if face in chicken.POINTS else "foxes" if face == "fox" else "middle"
            self.shown.where[die] = zone
        self.pending_sort = []
        self.layout(0.4, ease="easeInOutCubic")

    def tick(self, dt: float) -> str | None:
        """Per-step work of running animations; returns a sound cue if one is due."""
        if self.tumbling:
            for die in list(self.tumbling):
                before = self.tumbling[die]
                self.tumbling[die] += dt
                flips = int(self.tumbling[die] * TUMBLE_FLIPS) != int(before * TUMBLE_FLIPS)
                if self.shown.where[die] == "rolling" and flips:
                    face = self.rng.choice(chicken.FACES[die])
                    self.world_component(self.dice[die], Sprite).image = art.die_face(
                        chicken.COLOURS[die], face, layout.DIE
                    )
            if self.settle_at is not None:
                self.settle_at -= dt
                if self.settle_at <= 0:
                    self.settle_at = None
                    self.settle()
        self.shake = max(0.0, self.shake - dt)
        self.flash = max(0.0, self.flash - dt)
        self._crack_eggs(dt)
        sound, self.sound = self.sound, None
        return sound

    def _crack_eggs(self, dt: float, skip: bool = False) -> None:
        """Each hatch shows its egg cracking open to a chick, then fading away."""
        frames = art.egg_crack_frames(48)
        for item in list(self.hatchlings):
            item[1] = EGG_SECONDS if skip else item[1] + dt
            entity, shown = item
            if shown >= EGG_SECONDS:
                self.world.activate()
                esper.delete_entity(entity)
                self.hatchlings.remove(item)
                continue
            index = min(len(frames) - 1, int(shown / EGG_SECONDS * (len(frames) + 1)))
            self.world_component(entity, Sprite).image = frames[index]
            self.world_component(entity, Transform).alpha = 255 * min(
                1.0, 3 * (1 - shown / EGG_SECONDS)
            )

    def finish(self) -> None:
        """Skip: jump every running animation to its end."""
        if self.settle_at is not None:
            self.settle_at = None
            self.settle()
        self._crack_eggs(0.0, skip=True)
        self.world.finish_all()
        self.flash = 0.0

    def _on_die_hatched(self, event: chicken.DieHatched) -> float:
        start = layout.coop_spot(event.die)
        self.shown.where[event.die] = "middle"
        self.shown.faces[event.die] = None
        self.world.emit(
            *start,
            [PALETTE["egg"], PALETTE["chick"], PALETTE["white"]],
            18,
            self.rng,
            speed=(40, 160),
            life=(0.3, 0.7),
        )
        egg = self.world.spawn(
            Position(start[0], start[1] - 10),
            Sprite(art.egg_crack_frames(48)[0]),
            Transform(),
            Layer(60),
        )
        self.hatchlings.append([egg, 0.0])
        entity = self.dice[event.die]
        self.world_component(entity, Transform).scale = 0.4
        self.world.tween(entity, "scale", 1.0, 0.4, ease="easeOutBack")
        self.layout(0.45, ease="easeOutBack")
        self.sound = "hatch"
        return 0.5

    def _on_busted(self, event: chicken.Busted) -> float:
        self.shown.busted = True
        fox = self.fox
        transform = self.world_component(fox, Transform)
        transform.scale, transform.alpha, transform.rotation = 0.2, 255, -12
        self.world.tween(fox, "scale", 1.0, 0.45, ease="easeOutBack")
        self.world.tween(fox, "rotation", 0.0, 0.45, ease="easeOutBack")
        self.world.tween(fox, "alpha", 0, 0.35, delay=1.1)
        for die in self.shown.in_zone("chickens"):
            x, y = layout.zone_spots("chickens", 12)[0]
            self.world.emit(
                x,
                y,
                [PALETTE["white"], PALETTE["hen_shade"]],
                10,
                self.rng,
                speed=(80, 240),
                life=(0.5, 1.0),
                radius=(3, 6),
            )
            self.world.tween(self.dice[die], "rotation", self.rng.randint(-40, 40), 0.3)
        self.returning = list(event.returned)  # they go home with the pass, once seen
        self.shake = 0.45
        self.flash = 0.25
        self._pop("BUSTED!", PALETTE["bad"], low=True)
        self.sound = "bust"
        return 1.5

    def _on_scored(self, event: chicken.Scored) -> float:
        if event.points:
            x, y = layout.CHICKEN_ZONE.center
            self.world.emit(
                x,
                y,
                [PALETTE["gold"], PALETTE["straw"], PALETTE["white"]],
                30,
                self.rng,
                speed=(90, 260),
                life=(0.5, 1.1),
            )
            self._pop(f"+{event.points}", PALETTE["gold"])
            self.sound = "score"
        else:
            self._pop("No chickens", PALETTE["text_light"])
        return 0.7

    def _on_token_moved(self, event: chicken.TokenMoved) -> float:
        seat, start, end = event.seat, event.start, event.end
        self.shown.scores[seat] = end
        token = self.tokens[seat]
        crowd = self._crowds()
        step = 1 if end > start else -1
        spaces = list(range(start + step, end + step, step))
        spots = layout.track_spots()
        for i, space in enumerate(spaces):
            x, y = spots[min(space, 30)]
            if space == end:
                x, y = layout.token_spot(end, *crowd[seat])
            else:
                y -= 4
            mid = ((x + spots[min(space - step, 30)][0]) / 2, y - 26)
            self.world.tween(token, "pos", mid, HOP / 2, ease="easeOutQuad", delay=i * HOP)
            self.world.tween(
                token, "pos", (x, y), HOP / 2, ease="easeInQuad", delay=i * HOP + HOP / 2
            )
        for other, (index, count) in crowd.items():
            if other != seat and min(self.shown.scores[other], 30) in (
                min(start, 30),
                min(end, 30),
            ):
                spot = layout.token_spot(self.shown.scores[other], index, count)
                self.world.tween(self.tokens[other], "pos", spot, 0.25)
        self.sound = "cluck"
        return HOP * len(spaces) + 0.15

    def _on_dice_passed(self, event: chicken.DicePassed) -> float:
        for die in self.returning:
            self.shown.where[die] = "coop"
        self.returning = []
        for die in event.dice:
            self.shown.where[die] = "hand"
            self.shown.faces[die] = None
        self.layout(0.5, ease="easeInOutCubic")
        for entity in self.dice.values():
            self.world.tween(entity, "rotation", 0.0, 0.2)
        return 0.55

    def _on_game_won(self, event: chicken.GameWon) -> float:
        for i in range(6):
            x = layout.TRAY_RECT.x + 60 + i * 120
            self.world.emit(
                x,
                layout.TRAY_RECT.y + 40,
                [s.colour for s in PLAYER_STYLES],
                40,
                self.rng,
                speed=(120, 380),
                life=(1.0, 2.0),
                gravity=300,
            )
        token = self.tokens[event.seat]
        for k in range(4):
            self.world.tween(token, "rotation", 20 if k % 2 == 0 else -20, 0.2, delay=k * 0.2)
        self.world.tween(token, "rotation", 0, 0.2, delay=0.8)
        self._pop("WINNER!", PALETTE["gold"])
        self.sound = "win"
        return 2.4

    # -- feedback -------------------------------------------------------------------------

    def _pop(self, words: str, colour, low: bool = False) -> None:
        """A big word rising over the tray; ``low`` keeps it clear of the fox burst."""
        self.world.activate()
        label = self.world_component(self.popup, Label)
        label.text, label.colour = words, colour
        pos = self.world_component(self.popup, Position)
        start = layout.TRAY_RECT.bottom - 40 if low else layout.TRAY_RECT.centery + 10
        pos.snap(layout.TRAY_RECT.centerx, start)
        transform = self.world_component(self.popup, Transform)
        transform.alpha, transform.scale = 255, 0.3
        self.world.tween(self.popup, "scale", 1.0, 0.35, ease="easeOutBack")
        self.world.tween(self.popup, "y", start - 60, 0.9, ease="easeOutQuad")
        self.world.tween(self.popup, "alpha", 0, 0.4, delay=0.9)

    def announce(self, words: str) -> None:
        """Say what a seat chose, under the turn banner, so watchers can follow the AI."""
        self.world_component(self.callout, Label).text = words
        transform = self.world_component(self.callout, Transform)
        transform.alpha, transform.scale = 255, 0.6
        self.world.cancel_tweens(self.callout)
        self.world.tween(self.callout, "scale", 1.0, 0.25, ease="easeOutBack")
        self.world.tween(self.callout, "alpha", 0, 0.4, delay=1.3)

    def busy(self) -> bool:
        return self.settle_at is not None

    def warm_step(self) -> None:
        """Chicken!'s few pictures are all drawn when the table is built: nothing to warm."""

    def warm_all(self) -> None:
        """Work out the odds of every turn before the first frame: the panel shows them the
        moment a turn starts, and a first roll's odds take longer than a frame to find."""
        chicken_odds.work_out_the_odds_panel()

    def calling_out(self) -> bool:
        return self.world_component(self.callout, Transform).alpha > 0

    def shake_offset(self) -> tuple[int, int]:
        shake = self.shake
        if shake <= 0:
            return (0, 0)
        return comfort.tremor(shake, 10 * shake / 0.45, lift=0.6)
