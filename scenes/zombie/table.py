"""The Zombie Chickens table in motion: every rules event becomes an animation.

Cards fly between the decks, hands, Farms and discard piles; zombies shamble up to
the gate and meet a shotgun, flames, a hay wall, a trap or a life card; Day and
Night cross-fade. :class:`~scenes.zombie.shown.Shown` is what the static picture
shows; a card in flight is hidden at its destination until it lands.
"""

from __future__ import annotations

import random

import pygame

from ecs import art, audit
from ecs.components import Clip, Label, Layer, Position, Sprite, Transform
from ecs.palette import PALETTE
from ecs.sized_cache import sized_cache
from ecs.world import SceneWorld
from game.core import Event
from game.zombie import actions as A
from game.zombie import cards as C
from scenes.stage import FLIGHT, Stage
from scenes.words import count
from scenes.zombie import faces
from scenes.zombie import layout as L
from scenes.zombie.shown import Shown

STAGGER = 0.09  # between the cards of one deal
WALK_FPS = 7
MAX_LURKERS = 6
ROW_SCALE = 0.3  # a card flying out of or into a player's row is this small there
SPARKS = ((255, 226, 120), (255, 180, 60), (255, 255, 210))
EMBERS = ((255, 120, 40), (255, 200, 80), (200, 60, 30))
DEBRIS = ((90, 70, 60), (140, 110, 80), (255, 170, 60), (60, 50, 50))
FEATHERS = ((190, 220, 170), (150, 190, 130), (240, 240, 220))
STRAW = ((246, 208, 110), (214, 176, 122))


@sized_cache
def _lurker_frames(rightwards: bool) -> tuple[pygame.Surface, ...]:
    """A small, dim zombie for the horizon; it faces the way it walks."""
    frames = art.zombie_frames((), 64)
    if not rightwards:
        frames = tuple(pygame.transform.flip(f, True, False) for f in frames)
    dim = []
    for frame in frames:
        frame = frame.copy()
        frame.fill((120, 130, 160, 255), special_flags=pygame.BLEND_RGBA_MULT)
        dim.append(frame)
    return tuple(dim)


def _warm_ups() -> list:
    """Every card face and back at each size shown, every zombie's walk, and the defence
    effects: each is slow to draw the first time."""
    zombies = {c.key: c for c in C.NIGHT if not c.is_event}.values()
    from scenes.zombie import paint  # late: paint draws what this table moves

    jobs: list = [
        paint._backdrops,  # Day and Night: the first frame painted them (136 ms)
        lambda: art.flame_burst_frames(150),
        lambda: art.hay_wall(120),
        lambda: art.muzzle_flash(90),
        lambda: _lurker_frames(True),
        lambda: _lurker_frames(False),
        lambda: art.card_icon("trap", 90),
        lambda: art.shield_bubble(150),
    ]
    for kind in dict.fromkeys(C.DAY):  # the Farm rows' icons, working and faded
        jobs += [lambda k=kind: art.card_icon(k, 18), lambda k=kind: art.card_icon(k, 20)]
        jobs.append(lambda k=kind: paint._faded(k, 18))
    for kind in dict.fromkeys(C.DAY):  # each kind of Day card, at every size it is shown
        card = C.DAY.index(kind)
        for width in (L.SMALL, L.FARM_CARD, L.HAND_CARD):
            jobs.append(lambda card=card, width=width: faces.day_face(card, width))
            jobs.append(lambda card=card, width=width: faces.day_face(card, width, words=False))
    for deck, width in (("day", L.SMALL), ("day", L.HAND_CARD), ("night", L.SMALL), ("night", 22)):
        jobs.append(lambda deck=deck, width=width: faces.back(deck, width))
        jobs.append(lambda deck=deck, width=width: _plain_back(deck, width))
    for zombie in zombies:
        jobs.append(lambda traits=zombie.traits: faces.zombie_walk(traits, L.ZOMBIE_SIZE))
    for key in dict.fromkeys(c.key for c in C.NIGHT):  # zombies and events alike
        card = next(i for i, c in enumerate(C.NIGHT) if c.key == key)
        for width in (L.BIG_CARD, L.SMALL):
            jobs.append(lambda card=card, width=width: faces.night_face(card, width))
            jobs.append(lambda card=card, width=width: _plain_night(card, width))
    return jobs


# Events whose handlers move ``shown`` on themselves, between reading where a card
# was and where it lands.
_APPLIES_ITSELF = (A.CardsDrawn, A.Discarded, A.FarmChanged, A.TradeSettled, A.Defended)
DEFENCE_SOUNDS = {
    "hay": "hay",
    "scarecrow": "scare",
    "shotgun": "shotgun",
    "flamethrower": "flame",
    "trap": "trap",
    "wolr": "wolr",
}


def _plain_day(card: int, width: int) -> pygame.Surface:
    """A card in flight carries no print: nobody reads it on the way, and it never lies
    over the words it passes (its words are read where it lands)."""
    return faces.day_face(card, width, words=False)


def _plain_night(card: int, width: int) -> pygame.Surface:
    return faces.night_face(card, width, words=False)


def _plain_back(deck: str, width: int) -> pygame.Surface:
    return faces.back(deck, width, words=False)


class Table(Stage):
    """Owns the flying cards, the zombie and the effects; moves ``shown`` on per event."""

    def __init__(self, world: SceneWorld, snapshot: dict, rng: random.Random):
        super().__init__(world, rng, (L.CENTRE.centerx, L.CENTRE.y + 250))
        self.shown = Shown.from_snapshot(snapshot)
        self.night_level = 1.0 if self.shown.phase == "night" else 0.0
        self.night_target = self.night_level
        self.in_flight: set[int] = set()  # Day card ids not yet landed
        self.hand_seat: int | None = None  # whose hand the bottom row shows face up
        self.open_hands: set[int] = set()  # seats whose cards may be shown face up
        self.zombie: int | None = None
        self.zombie_frames: tuple[pygame.Surface, ...] = ()
        self.zombie_time = 0.0
        self.lurkers: list[list] = []  # [entity, speed, seconds] zombies on the horizon
        scrap = snapshot.get("scrap") or []
        self.scrapping: int | None = scrap[0][0] if scrap else None  # whose Farm sheds cards
        self.warm_queue += _warm_ups()
        if self.shown.revealed is not None:
            self._spawn_zombie(self.shown.revealed, walk_in=False)

    # -- where things are ----------------------------------------------------------------------

    def focus_farm(self) -> int:
        """The Farm in the centre: the one shedding cards to a storm while a player picks
        which (it may not be the Farm of the player at the gate), else that player's."""
        seat = self.shown.seat if self.scrapping is None else self.scrapping
        return self.shown.holder(seat)

    def hand_spot(self, seat: int, card: int) -> tuple[int, int]:
        hand = self.shown.hands[seat]
        if seat == self.hand_seat and card in hand:
            return L.hand_card_centre(len(hand), hand.index(card))
        return L.side_row(self.shown.players, seat).center

    def farm_spot(self, farm: int, card: int) -> tuple[int, int]:
        stacks = self.shown.farms[farm]
        if farm == self.focus_farm():
            for i, stack in enumerate(stacks):
                if card in stack:
                    return L.farm_card_centre(len(stacks), i, stack.index(card))
            return L.farm_card_centre(len(stacks), len(stacks), 0)
        return L.side_row(self.shown.players, farm).center

    def pile_spot(self, pile: int) -> tuple[int, int]:
        if self.shown.mode != "competitive":
            return (L.REVEAL[0], L.REVEAL[1])
        row = L.side_row(self.shown.players, pile)
        return (row.right - 18, row.bottom - 16)

    def lives_spot(self, holder: int) -> tuple[int, int]:
        if self.shown.mode != "competitive":
            return (L.SIDE.right - 40, L.SIDE.y + 16)
        row = L.side_row(self.shown.players, holder)
        return (row.right - 24, row.y + 41)

    def face_visible(self, seat: int) -> bool:
        return seat == self.hand_seat or seat in self.open_hands

    def banner_band(self) -> pygame.Rect | None:
        """The band of the table a banner's words cover while one shows, else None."""
        shape = self._component(self.banner, Transform)
        if not self._component(self.banner, Label).text or shape.alpha < audit.FAINT:
            return None
        y = self._component(self.banner, Position).y
        return pygame.Rect(L.CENTRE.x, y - 28, L.CENTRE.width, 100)

    def day_discard_top(self) -> int | None:
        """The Day discard pile's top card as drawn: the last one that has landed."""
        landed = [c for c in self.shown.day_discard if c not in self.in_flight]
        return landed[-1] if landed else None

    def night_discard_top(self) -> int | None:
        """The Night discard pile's top card, if any is known face up."""
        known = [c for c in self.shown.night_discard if c >= 0]
        return known[-1] if known else None

    # -- the frame -----------------------------------------------------------------------------

    def tick(self, dt: float) -> str | None:
        if self.night_level != self.night_target:
            step = dt / 1.2
            gap = self.night_target - self.night_level
            self.night_level += max(-step, min(step, gap))
        if self.zombie is not None and self.zombie_frames:
            self.zombie_time += dt
            frame = int(self.zombie_time * WALK_FPS) % len(self.zombie_frames)
            self._component(self.zombie, Sprite).image = self.zombie_frames[frame]
        self._lurk(dt)
        return super().tick(dt)

    def _lurk(self, dt: float) -> None:
        """At Night, more zombies shamble along the horizon: one more for each Night."""
        wanted = min(self.shown.night, MAX_LURKERS) if self.night_target >= 1.0 else 0
        if len(self.lurkers) < wanted and self.rng.random() < dt * 1.5:
            speed = self.rng.choice((-1, 1)) * self.rng.uniform(18, 40)
            x = -60 if speed > 0 else L.W + 60
            y = self.rng.uniform(L.HORIZON - 14, L.HORIZON + 14)
            frames = _lurker_frames(speed > 0)
            entity = self.world.spawn(
                Position(x, y), Sprite(frames[0]), Transform(alpha=170), Layer(5), Clip(L.CENTRE)
            )
            self.lurkers.append([entity, speed, self.rng.uniform(0, 1)])
        for lurker in list(self.lurkers):
            entity, speed, seconds = lurker
            lurker[2] = seconds + dt
            pos = self._component(entity, Position)
            pos.x += speed * dt
            frames = _lurker_frames(speed > 0)
            self._component(entity, Sprite).image = frames[int(lurker[2] * 5) % len(frames)]
            gone = pos.x < -80 or pos.x > L.W + 80
            if gone or (wanted == 0 and self.rng.random() < dt):
                self._delete(entity)
                self.lurkers.remove(lurker)

    def finish(self) -> None:
        super().finish()
        self.night_level = self.night_target
        self.in_flight.clear()

    def _fly(self, image, start, end, delay=0.0, seconds=FLIGHT, spin=0.0, on_land=None) -> int:
        """A card leaves its pile fading in (unseen while it waits its turn), and one that
        comes from or goes to a player's row grows out of it or shrinks into it: no card
        ever lies still over the words it passes."""
        entity = super()._fly(image, start, end, delay, seconds, spin, on_land)
        shape = self._component(entity, Transform)
        shape.alpha = 0.0
        self.world.tween(entity, "alpha", 255, seconds * 0.3, ease="linear", delay=delay)
        if self._in_a_row(start):
            shape.scale = ROW_SCALE
            self.world.tween(entity, "scale", 1.0, seconds * 0.5, delay=delay)
        if self._in_a_row(end):
            later = delay + seconds * 0.5
            self.world.tween(entity, "alpha", 0, seconds * 0.5, ease="linear", delay=later)
            self.world.tween(entity, "scale", ROW_SCALE, seconds * 0.5, delay=later)
        return entity

    def _in_a_row(self, point) -> bool:
        """Whether ``point`` lies in the players' rows (or the shared lives above them)."""
        rows = L.side_row(self.shown.players, 0).unionall(
            [L.side_row(self.shown.players, i) for i in range(self.shown.players)]
        )
        rows.top = L.SIDE.top
        return rows.collidepoint(point)

    def _fly_card(self, image, start, end, delay: float = 0.0, card: int | None = None) -> None:
        """A Day card in flight is hidden at its destination until it lands."""
        if card is None:
            self._fly(image, start, end, delay)
            return
        self.in_flight.add(card)
        self._fly(image, start, end, delay, on_land=lambda: self.in_flight.discard(card))

    def _day_image(self, card: int, width: int, face_up: bool = True) -> pygame.Surface:
        """A Day card in flight: face up or down, without print (read where it lands)."""
        if face_up:
            return _plain_day(card, width)
        return _plain_back("day", width)

    # -- events ---------------------------------------------------------------------------------

    def play(self, event: Event) -> float:
        """Animate one rules event; returns how long to wait before the next one."""
        handler = getattr(self, f"_on_{event.type}", None)
        wait = handler(event) if handler else 0.0
        if not isinstance(event, _APPLIES_ITSELF):
            self.shown.apply(event)
        return wait

    def _on_zc_lives_dealt(self, e) -> float:
        return 0.0  # the record's fact: the Life stacks are on the table from the start

    def _on_zc_night_left(self, e) -> float:
        return 0.0  # the record's fact: the results screen follows at once

    def _on_zc_day(self, e: A.DayStarted) -> float:
        self.night_target = 0.0
        self._pop(f"Day {e.day}", f"Build your defences: Night {e.night} is coming")
        self.sound = "dawn"
        return 1.3

    def _on_zc_turn(self, e: A.TurnStarted) -> float:
        return 0.2

    def _on_zc_drawn(self, e: A.CardsDrawn) -> float:
        self.shown.apply(e)  # the hand holds the new cards now, so their spots are known
        face_up = self.face_visible(e.seat) or e.public
        for i, card in enumerate(e.cards):
            start = L.FACE_UP[min(i, 1)] if e.source == "face_up" else L.DAY_DECK
            image = self._day_image(card, L.HAND_CARD, face_up)
            self._fly_card(image, start, self.hand_spot(e.seat, card), i * STAGGER, card)
        self.sound = "card"
        return 0.15 + STAGGER * len(e.cards)

    def _on_zc_face_up(self, e: A.FaceUpDealt) -> float:
        new = [c for c in e.cards if c not in self.shown.face_up]
        for i, card in enumerate(new):
            slot = L.FACE_UP[e.cards.index(card)]
            self._fly_card(_plain_day(card, L.SMALL), L.DAY_DECK, slot, i * STAGGER, card)
        return 0.25

    def _on_zc_reshuffled(self, e: A.DeckReshuffled) -> float:
        start, end = (
            (L.DAY_DISCARD, L.DAY_DECK) if e.deck == "day" else (L.NIGHT_DISCARD, L.NIGHT_DECK)
        )
        for i in range(min(6, e.count)):
            self._fly(_plain_back(e.deck, L.SMALL), start, end, i * 0.05, spin=30)
        self._pop("Reshuffled!", f"The {e.deck.capitalize()} deck is full again", hold=0.7)
        self.sound = "flip"
        return 0.6

    def _on_zc_discarded(self, e: A.Discarded) -> float:
        start = self.hand_spot(e.seat, e.card)
        self.shown.apply(e)
        self._fly_card(_plain_day(e.card, L.SMALL), start, L.DAY_DISCARD, card=e.card)
        self.sound = "card"
        return 0.35

    def _on_zc_farm(self, e: A.FarmChanged) -> float:
        starts = {}
        for card in e.cards:
            if e.how == "place":
                starts[card] = self.hand_spot(e.seat, card)
            else:
                starts[card] = self.farm_spot(e.farm, card)
        self.shown.apply(e)
        gone = e.how in ("scrap", "purge")
        for i, card in enumerate(e.cards):
            end = L.DAY_DISCARD if gone else self.farm_spot(e.farm, card)
            width = L.SMALL if gone else L.FARM_CARD
            self._fly_card(_plain_day(card, width), starts[card], end, i * STAGGER, card)
        self.sound = "card"
        return 0.3 + STAGGER * len(e.cards)

    def _on_zc_offered(self, e: A.TradeOffered) -> float:
        self._pop("Trade offer", f"{count(len(e.cards), 'card')} offered", hold=0.8)
        return 0.5

    def _on_zc_traded(self, e: A.TradeSettled) -> float:
        moves = [(e.seat, e.to_seat, c) for c in e.given] if e.received else []
        moves += [(e.to_seat, e.seat, c) for c in e.received]
        starts = {card: self.hand_spot(src, card) for src, _, card in moves}
        self.shown.apply(e)
        for i, (_, dest, card) in enumerate(moves):
            image = self._day_image(card, L.HAND_CARD, self.face_visible(dest) and e.public)
            self._fly_card(image, starts[card], self.hand_spot(dest, card), i * STAGGER, card)
        if not e.received:
            self._pop("Declined", "The offer goes back", hold=0.7)
        self.sound = "card"
        return 0.4 + STAGGER * len(moves)

    def _on_zc_night(self, e: A.NightStarted) -> float:
        self.night_target = 1.0
        each = "to the group" if self.shown.mode == "coop" else "each"
        self._pop(f"Night {e.night}", f"{count(e.night, 'Night card')} {each}")
        self.sound = "dusk"
        return 1.5

    def _on_zc_dealt(self, e: A.NightDealt) -> float:
        for i in range(min(e.count, 6)):
            self._fly(_plain_back("night", L.SMALL), L.NIGHT_DECK, self.pile_spot(e.pile), i * 0.06)
        self.sound = "card"
        return 0.2

    def _on_zc_flipped(self, e: A.Flipped) -> float:
        self.scrapping = None  # the storm is over once the next card turns
        card = C.NIGHT[e.card]
        start = L.on_screen(self.pile_spot(e.pile), L.BIG_CARD)
        self._fly(_plain_night(e.card, L.BIG_CARD), start, L.REVEAL)
        self.sound = "flip"
        if card.is_event:
            return 0.45
        self._spawn_zombie(e.card, walk_in=True)
        self._cue("groan", 0.5)
        return 1.35

    def _spawn_zombie(self, card: int, walk_in: bool) -> None:
        self._clear_zombie()
        self.zombie_frames = faces.zombie_walk(C.NIGHT[card].traits, L.ZOMBIE_SIZE)
        start = (L.W + 80, L.STAGE[1]) if walk_in else L.STAGE
        self.zombie = self.world.spawn(  # it walks in from behind the side panel, not over it
            Position(*start), Sprite(self.zombie_frames[0]), Transform(), Layer(40), Clip(L.CENTRE)
        )
        if walk_in:
            self.world.tween(self.zombie, "pos", L.STAGE, 1.2, ease="linear")

    def _clear_zombie(self) -> None:
        if self.zombie is not None:
            self._delete(self.zombie)
        self.zombie = None

    def _zombie_leaves(self, how: str) -> None:
        """The zombie's exit: knocked back, burnt, fleeing or bursting through."""
        zombie, self.zombie = self.zombie, None
        if zombie is None:
            return
        x, y = L.STAGE
        if how == "flee":
            self.world.tween(zombie, "pos", (L.W + 120, y - 20), 0.7, ease="easeInQuad")
        elif how == "through":
            self.world.tween(zombie, "pos", (x - 260, y - 40), 0.5, ease="easeInQuad")
        else:
            self.world.tween(zombie, "pos", (x + 70, y - 10), 0.35, ease="easeOutQuad")
            self.world.tween(zombie, "rotation", -80, 0.5)
        self.world.tween(zombie, "alpha", 0, 0.5, delay=0.3, on_done=lambda: self._delete(zombie))

    def _on_zc_event(self, e: A.EventStruck) -> float:
        card = C.NIGHT[e.card]
        self._pop(card.name, card.event["line"], PALETTE["gold"], hold=1.6)
        if e.event in ("lightning", "tornado"):
            self.shake = 0.5
        if e.event == "lightning":
            self._flash(0.3)
        self.sound = "explode" if e.event == "lightning" else "dusk"
        return 1.6

    def _on_zc_scrap_asked(self, e: A.ScrapAsked) -> float:
        self.scrapping = e.seat
        return 0.1

    def _on_zc_defended(self, e: A.Defended) -> float:
        farm = self.shown.farms[e.farm]
        focused = e.farm == self.focus_farm()
        at = (
            L.farm_card_centre(len(farm), e.stack, len(farm[e.stack]) - 1)
            if focused
            else L.side_row(self.shown.players, e.farm).center
        )
        lost = list(e.spent) + list(e.destroyed) + ([e.shield] if e.shield != -1 else [])
        starts = {card: self.farm_spot(e.farm, card) for card in lost}
        self.shown.apply(e)
        zx, zy = L.STAGE
        if e.defence == "hay":
            self._effect([art.hay_wall(120)], (zx - 110, zy + 10), 0.9, layer=45)
            self._burst((zx - 70, zy), STRAW, 24, speed=(40, 160))
            self._zombie_leaves("knock")
        elif e.defence == "scarecrow":
            self._zombie_leaves("flee")
        elif e.defence == "shotgun":
            self._effect([art.muzzle_flash(90)], (at[0] + 50, at[1]), 0.25)
            self._burst((zx, zy - 20), SPARKS, 26, speed=(120, 320), gravity=200)
            self._burst((zx, zy - 20), FEATHERS, 18, speed=(40, 140), gravity=60)
            self._zombie_leaves("knock")
        elif e.defence == "flamethrower":
            self._effect(art.flame_burst_frames(150), (zx, zy), 0.8)
            self._burst((zx, zy), EMBERS, 36, speed=(40, 180), gravity=-120)
            self._zombie_leaves("burn")
        elif e.defence == "trap":
            self._effect([art.card_icon("trap", 90)], (zx, zy + 50), 0.6)
            self._burst((zx, zy + 40), SPARKS, 14, speed=(60, 180))
            self._zombie_leaves("knock")
        else:
            self._blast(L.CENTRE.center, 320, 1.0, layer=80)
            self._burst(L.CENTRE.center, DEBRIS, 60, speed=(120, 420), radius=(3, 7))
            self.shake = 0.8
            self._zombie_leaves("knock")
        if e.destroyed and e.defence != "wolr":
            self._blast(at, 170, 0.8)
            self._burst(at, DEBRIS, 40, speed=(100, 340), radius=(2, 6))
            self.shake = 0.6
        if e.shield != -1:
            self._effect([art.shield_bubble(150)], at, 0.8)
        for i, card in enumerate(lost):
            self._fly(_plain_day(card, L.SMALL), starts[card], L.DAY_DISCARD, 0.3 + i * 0.05)
        self._fly(_plain_night(e.zombie, L.SMALL), L.REVEAL, L.NIGHT_DISCARD, 0.5)
        self.sound = DEFENCE_SOUNDS[e.defence]
        if e.destroyed and e.defence != "wolr":
            self._cue("explode", 0.25)
        elif e.shield != -1:
            self._cue("shield", 0.25)
        words = "Saved by the Shield!" if e.shield != -1 else ""
        if e.destroyed:
            words = "The Farm is gone!" if e.defence == "wolr" else "Stack destroyed!"
        self._pop(f"{C.DAY_NAMES[e.defence]}!", words, PALETTE["good"], hold=0.8)
        return 1.25

    def _on_zc_life_lost(self, e: A.LifeLost) -> float:
        spot = self.lives_spot(e.holder)
        self._zombie_leaves("through")
        self._burst(spot, FEATHERS, 30, speed=(60, 200), gravity=90)
        self._fly(faces.life(L.SMALL, False), spot, L.LIFE_DISCARD, 0.3, seconds=0.6, spin=-40)
        self._fly(_plain_night(e.zombie, L.SMALL), L.REVEAL, L.NIGHT_DISCARD, 0.5)
        self.shake = 0.5
        self.sound = "life"
        self._pop("Chomp!", f"A Life card is lost: {e.left} left", PALETTE["bad"], hold=1.0)
        return 1.3

    def _on_zc_out(self, e: A.PlayerOut) -> float:
        self._pop("Out!", "No Life cards left", PALETTE["bad"], hold=1.1)
        return 1.2

    def _on_zc_night_over(self, e: A.NightOver) -> float:
        self.scrapping = None
        for i in range(min(len(e.discarded), 6)):
            self._fly(_plain_back("night", L.SMALL), L.REVEAL, L.NIGHT_DISCARD, i * 0.05)
        if e.discarded:
            self._pop("Silent Night", "The rest of the Night is discarded", PALETTE["gold"])
            return 1.2
        self._pop("The sun rises", f"Night {e.night} survived", PALETTE["gold"], hold=0.8)
        return 1.0

    def _on_zc_over(self, e: A.GameOver) -> float:
        self._clear_zombie()
        self._pop(e.title or "Game over", e.reason.capitalize(), PALETTE["gold"], hold=2.0)
        self.sound = "win"
        return 2.2
