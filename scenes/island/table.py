"""The island table in motion: every rules event becomes a short show.

Pieces walk their path hex by hex, tiles flip, dice tumble, Machines drop in with a
puff of dust, and a fight is staged over the island (``effects.FightShow``). The
static picture is ``shown`` (see ``shown.py``); a piece in flight is hidden there
until it lands.
"""

from __future__ import annotations

import math
import random

from ecs import art
from ecs.components import Layer, Position, Sprite, Transform
from ecs.palette import PALETTE
from ecs.world import SceneWorld
from game.core import Event
from game.island import events as E
from game.island.data import DATA
from game.island.hexes import Hex
from scenes import ui
from scenes.island import faces
from scenes.island import layout as L
from scenes.island.controls import STAR_NAMES, candidate_hexes
from scenes.island.effects import FightShow, Flip
from scenes.island.shown import Shown, mini_kind, pairs
from scenes.island.table_variants import VariantShows
from scenes.stage import FLIGHT, Stage

DUST = ((214, 176, 122), (176, 136, 88), (236, 214, 170))
FIRE = ((255, 200, 80), (255, 120, 40), (220, 60, 30), (90, 80, 80))
LAVA = ((255, 232, 110), (255, 150, 40), (226, 70, 40), (70, 50, 50))
WATER = ((120, 190, 240), (200, 236, 255), (70, 140, 210))
WIND = ((235, 240, 245), (200, 214, 226), (170, 186, 200))
NAME_FADE_IN = 0.2  # s: a discarded Scroll's name appearing as it gets under way
FLYING_DIE = 36  # px: a die in flight, larger than the Banner's (so never taken for one of them)
FEATHERS = ((255, 255, 255), (240, 236, 226), (250, 210, 120))
GOLD = ((252, 200, 58), (255, 230, 140))
STEP = 0.2  # seconds a piece takes per hex
# Events that move ``shown`` on themselves (when a piece lands, or a card flips).
_APPLIES_ITSELF = (E.PieceMoved,)


def _name(card: str) -> str:
    for table in (DATA.machines, DATA.leaders, DATA.scrolls):
        if card in table:
            return table[card].name
    return card.replace("_", " ").capitalize()


class Table(VariantShows, Stage):
    def __init__(self, world: SceneWorld, view: dict, rng: random.Random, names, styles):
        banner_at = (L.ISLAND.centerx, L.ISLAND.centery - 30)
        span = (L.ISLAND.left, L.ISLAND.right)  # banners stay clear of the side panels
        super().__init__(world, rng, banner_at, span)
        self.names = list(names)
        self.styles = list(styles)
        self.hidden: set[int] = set()  # pieces in flight
        self.flying: set[tuple] = set()  # flags (see ``table_variants``) and dice in flight
        self.flips: dict[Hex, Flip] = {}
        self.rolling: dict[int, tuple[float, tuple[int, ...]]] = {}  # seat -> (until, dice)
        self.fight: FightShow | None = None
        self.clock = 0.0
        self._last_spot: dict = {}
        self.dirty = False
        self.set_view(view)
        size = L.hex_size(self.layout)
        self.warm_queue += [lambda: art.lava_frames(size)]
        self.warm_queue += [
            lambda k=k, s=s, big=big: art.miniature(k, s, big)
            for k in art.MINI_KINDS
            for s in self.styles
            # alone on a hex, in a stack (``paint._pieces``), and in a fight
            for big in (round(size * 1.05), round(size * 0.86), L.FIGHT_MINI)
        ]
        self.warm_queue += [  # the Machines in stock, drawn when one is built or bought
            lambda card=card: faces.machine_card(card, *L.STOCK_CARD) for card in DATA.machines
        ]
        self.warm_queue += [  # any Scroll may be played in a fight: whole, or under the next
            lambda card=card, draw=draw: draw(card)
            for card in DATA.scrolls
            for draw in (
                lambda card: faces.scroll_card(card, *L.FIGHT_CARD, text=False),
                lambda card: faces.scroll_edge(card, *L.FIGHT_CARD),
            )
        ]

    # -- the static picture ----------------------------------------------------------------

    def set_view(self, view: dict) -> None:
        self.shown = Shown(view)
        cells = [(c["q"], c["r"]) for c in view["hexes"]]
        draft = view.get("draft")
        if draft:
            cells += [(0, 0)]
            for t in draft["territories"]:
                cells += [tuple(h) for h in t["hexes"]]
            for i in range(len(draft["candidates"])):
                cells += candidate_hexes(view, i)
        self.layout = L.island_layout(cells)
        if self.fight is not None and not view.get("fight") and not self.busy():
            self.fight = None
        if self.fight is None and view.get("fight"):
            self.fight = FightShow.from_view(view["fight"], self.shown)
        elif self.fight is not None:
            self.fight.refresh(view.get("fight"))

    def at(self, h: Hex) -> tuple[int, int]:
        return L.pixel(self.layout, h)

    def piece_at(self, pid: int) -> tuple[int, int]:
        piece = self.shown.piece(pid)
        return self.at((piece["q"], piece["r"])) if piece else L.ISLAND.center

    def mini(self, piece: dict, size: int | None = None):
        size = size or round(L.hex_size(self.layout) * 1.05)
        return art.miniature(mini_kind(piece), self.styles[piece["owner"]], size)

    def banner_spot(self, seat: int) -> tuple[int, int]:
        return L.banner_rect(self.shown.view["players"], seat).center

    # -- the frame -----------------------------------------------------------------------------

    def tick(self, dt: float) -> str | None:
        self.clock += dt
        for h in [h for h, f in self.flips.items() if self.clock >= f.start + f.seconds]:
            del self.flips[h]
        for seat in [s for s, (until, _) in self.rolling.items() if self.clock >= until]:
            del self.rolling[seat]
        return super().tick(dt)

    def busy(self) -> bool:
        return super().busy() or bool(self.flips) or bool(self.rolling)

    def finish(self) -> None:
        super().finish()
        self.flips.clear()
        self.rolling.clear()
        self.hidden.clear()
        self.flying.clear()
        if self.fight is not None:
            self.fight.finish(self.clock)
            if self.fight.closing:
                self.fight = None

    def play(self, event: Event) -> float:
        handler = getattr(self, f"_on_{event.type}", None)
        self.dirty = True  # once the show ends, the scene redraws from the rules' view
        self.remember()
        if not isinstance(event, _APPLIES_ITSELF):
            self.shown.apply(event)
        return handler(event) if handler else 0.05

    # -- setup ---------------------------------------------------------------------------------

    def _on_wi_island_laid_out(self, e) -> float:
        return 0.0  # the record's fact: the island is drawn from the view

    def _on_wi_chickens_placed(self, e) -> float:
        return 0.0  # the record's fact: the chickens stand where the view puts them

    def _on_wi_pilots_boarded(self, e) -> float:
        return 0.0  # the record's fact: the Machine's arrival already shows its crew

    def _on_wi_carried(self, e) -> float:
        return 0.0  # dice and flags ride on the pieces' pictures, which have moved

    def _on_wi_island_built(self, e: E.IslandBuilt) -> float:
        self._pop("Chicken Island", "rises from the sea", PALETTE["gold"], hold=1.0)
        self._cue("dawn")
        for h in pairs(e.holes):
            self._burst(self.at(h), LAVA, 20, speed=(40, 160), gravity=-60)
        return 1.1

    def _on_wi_island_restarted(self, e: E.IslandRestarted) -> float:
        self._pop("The island sinks!", "Building starts again", PALETTE["bad"], hold=1.0)
        return 1.0

    def _on_wi_site_picked(self, e: E.SitePicked) -> float:
        for h in pairs(e.hexes):
            self._burst(self.at(h), DUST, 14, speed=(30, 120))
        self._cue("click")
        return 0.35

    def _on_wi_leaders_dealt(self, e: E.LeadersDealt) -> float:
        end = self.banner_spot(e.seat)
        for i in range(len(e.leaders)):
            self._fly(faces.scroll_back(40, 56), L.ISLAND.center, end, i * 0.08)
        return 0.2

    def _on_wi_scroll_discarded(self, e: E.ScrollDiscarded) -> float:
        """A spent Scroll leaves the seat's hand (the Banner's hand mark, clear of its
        Strategy row) towards the deck's corner: face up (discards are public), its name
        flying with it in print large enough to read, fading as it nears the panels. The
        name sets off from the top bar's free stretch, where it first shows over no other
        words (from beside the Banner it once appeared over the pieces' "+1" and the big
        words of a tag)."""
        x, y = L.banner_hand(self.shown.view["players"], e.seat)
        self._fly(faces.scroll_back(40, 56), (x, y), L.HAND.midtop)
        name = faces.scroll_name(e.card)
        past_fast = L.FAST_AT[0] + ui.text_width(L.FAST_WORDS, L.FAST_SIZE) + 12
        start = (past_fast + name.get_width() // 2, L.TOP // 2)
        # it fades in quickly, where it sets off (slowly: the flight eases in)
        words = self.world.spawn(Position(*start), Sprite(name), Transform(alpha=0.0), Layer(61))
        self.world.tween(words, "pos", L.HAND.midtop, FLIGHT, ease="easeInOutCubic")
        self.world.tween(words, "alpha", 255, NAME_FADE_IN, ease="easeOutCubic")
        fade = FLIGHT - NAME_FADE_IN
        self.world.tween(
            words, "alpha", 0, fade, delay=NAME_FADE_IN, on_done=lambda: self._delete(words)
        )
        return 0.12

    def _on_wi_leader_chosen(self, e: E.LeaderChosen) -> float:
        piece = self.shown.piece(e.piece)
        self._drop(self.mini(piece), self.at((e.q, e.r)), e.piece)
        self._pop(f"{_name(e.leader)} leads!", self.names[e.seat], hold=0.8)
        self._cue("cluck")
        return 0.9

    def _on_wi_resources_dealt(self, e: E.ResourcesDealt) -> float:
        end = self.banner_spot(e.seat)
        for i, kind in enumerate(("wood", "stone", "steel")):
            self._fly(faces.resource_icon(kind, 28), L.ISLAND.midtop, end, i * 0.06)
        return 0.25

    def _on_wi_scrolls_dealt(self, e: E.ScrollsDealt) -> float:
        end = L.banner_hand(self.shown.view["players"], e.seat)
        for i in range(len(e.cards)):
            self._fly(faces.scroll_back(34, 48), L.HAND.center, end, i * 0.07)
        self._cue("card")
        return 0.3

    def _on_wi_stock_dealt(self, e: E.StockDealt) -> float:
        for i in range(min(3, len(e.cards))):
            self._fly(faces.scroll_back(40, 56), L.STOCK.midtop, L.stock_slot(i).center, i * 0.05)
        self._cue("card")
        return 0.25

    def _on_wi_deck_reshuffled(self, e: E.DeckReshuffled) -> float:
        self._pop("Reshuffled", f"The {e.deck} deck is full again", hold=0.6)
        self._cue("flip")
        return 0.5

    # -- the turn --------------------------------------------------------------------------------

    def _on_wi_turn_started(self, e: E.TurnStarted) -> float:
        self._pop(f"{self.names[e.seat]}'s turn", f"Turn {e.turn}", hold=0.6)
        self._burst(self.banner_spot(e.seat), GOLD, 14, speed=(20, 90), gravity=0)
        self._cue("select")
        return 0.7

    def _on_wi_dice_rolled(self, e: E.DiceRolled) -> float:
        self.rolling[e.seat] = (self.clock + 0.6, tuple(e.dice))
        self._cue("roll")
        return 0.65

    def _on_wi_die_spent(self, e: E.DieSpent) -> float:
        spot = L.banner_die(self.shown.view["players"], e.seat, e.die).center
        self._burst(spot, GOLD, 8, speed=(20, 80), gravity=0)
        return 0.15

    def _on_wi_die_placed(self, e: E.DiePlaced) -> float:
        if e.piece < 0:
            return 0.1
        start = L.banner_die(self.shown.view["players"], e.seat, e.die)
        face = self.shown.view["banners"][e.seat]["dice"][e.die]["face"]
        # the die itself leaves the Banner, lifted a little larger than the dice it leaves;
        # its slot stands empty meanwhile, so its "+1" is never drawn twice, one over the other
        leaving = ("die", e.seat, e.die)
        self.flying.add(leaving)
        self._fly(
            faces.die(face, FLYING_DIE),
            start.center,
            self.piece_at(e.piece),
            seconds=0.4,
            on_land=lambda: self.flying.discard(leaving),
        )
        self._cue("click")
        return 0.4

    def _on_wi_piece_moved(self, e: E.PieceMoved) -> float:
        path = pairs(e.path)
        pieces = [self.shown.piece(pid) for pid in e.pieces]
        pieces = [p for p in pieces if p is not None]
        if not pieces or len(path) < 2:
            self.shown.apply(e)
            return 0.05
        seconds = STEP * (len(path) - 1) * (1.6 if e.why in ("hurricane", "earthquake") else 1.0)
        for n, piece in enumerate(pieces):
            self.hidden.add(piece["id"])
            start = self.at(path[0])
            entity = self.world.spawn(
                Position(start[0] + n * 6, start[1] - n * 6),
                Sprite(self.mini(piece)),
                Transform(),
                Layer(62),
            )
            step_time = seconds / (len(path) - 1)
            for i, h in enumerate(path[1:]):
                x, y = self.at(h)
                ease = "easeOutBack" if i == len(path) - 2 else "easeInOutQuad"
                self.world.tween(
                    entity, "pos", (x + n * 6, y - n * 6), step_time, ease=ease, delay=i * step_time
                )
            self._later(seconds, lambda ent=entity: self._delete(ent))
        if e.why == "hurricane":
            self._burst(self.at(path[0]), WIND, 20, speed=(120, 260), gravity=0)

        def land() -> None:
            self.shown.apply(e)
            for p in pieces:
                self.hidden.discard(p["id"])

        self._later(seconds, land)
        self._cue("cluck" if len(pieces) == 1 and pieces[0]["kind"] == "chicken" else "click")
        return seconds + 0.05

    def _on_wi_machine_built(self, e: E.MachineBuilt) -> float:
        piece = self.shown.piece(e.piece)
        at = self.at((e.q, e.r))
        for i, kind in enumerate(e.paid):
            self._fly(faces.resource_icon(kind, 24), self.banner_spot(e.seat), at, i * 0.05)
        self.hidden.add(e.piece)
        self._later(0.3, lambda: self._drop(self.mini(piece), at, e.piece))
        self._later(0.55, lambda: self._burst(at, DUST, 24, speed=(40, 160), gravity=120))
        self._pop(f"{_name(e.card)} built!", self.names[e.seat], hold=0.7)
        self._cue("hatch")
        return 0.9

    def _on_wi_chicken_retrieved(self, e: E.ChickenRetrieved) -> float:
        piece = self.shown.piece(e.piece)
        self._drop(self.mini(piece), self.at((e.q, e.r)), e.piece)
        self._burst(self.at((e.q, e.r)), FEATHERS, 12, speed=(30, 100), gravity=60)
        self._cue("cluck")
        return 0.45

    def _on_wi_resource_gained(self, e: E.ResourceGained) -> float:
        self._fly(faces.resource_icon(e.kind, 28), L.ISLAND.midtop, self.banner_spot(e.seat))
        return 0.22

    def _on_wi_resource_lost(self, e: E.ResourceLost) -> float:
        start = self.banner_spot(e.seat)
        if e.why == "hurricane":
            end = (L.W + 60, start[1] - 200)
            self._fly(faces.resource_icon(e.kind, 30), start, end, seconds=0.8, spin=720)
            self._burst(start, WIND, 16, speed=(150, 320), gravity=-20)
            self._cue("hay")
            return 0.45
        self._fly(faces.resource_icon(e.kind, 28), start, L.ISLAND.midtop)
        return 0.22

    def _on_wi_star_used(self, e: E.StarUsed) -> float:
        self._pop(STAR_NAMES.get(e.ability, e.ability), f"{e.stars} Star die spent", GOLD[0], 0.7)
        self._cue("score")
        return 0.8

    def _on_wi_scroll_drawn(self, e: E.ScrollDrawn) -> float:
        end = L.banner_hand(self.shown.view["players"], e.seat)
        self._fly(faces.scroll_back(34, 48), L.HAND.midtop, end)
        self._cue("card")
        return 0.3

    def _on_wi_strategy_played(self, e: E.StrategyPlayed) -> float:
        self._pop(_name(e.card), f"{self.names[e.seat]}'s new Strategy", (120, 170, 240), 1.0)
        self._cue("flip")
        return 1.0

    def _on_wi_extra_action(self, e: E.ExtraAction) -> float:
        self._pop(_name(e.card), f"An extra {e.kind} action", GOLD[0], 0.8)
        return 0.8

    def _on_wi_actions_ended(self, e) -> float:
        return 0.1

    def _on_wi_turn_ended(self, e) -> float:
        return 0.1

    # -- catastrophes ----------------------------------------------------------------------------

    def _on_wi_catastrophe(self, e: E.CatastropheDrawn) -> float:
        card = e.card
        sub = {
            "earthquake": "The ground heaves!",
            "eruption": "The volcano wakes!",
            "hurricane": "Hold on to your feathers!",
            "tsunami": "A wall of water rolls in!",
        }.get(card, "Catastrophe!")
        self._pop(f"{_name(card)}!", sub, PALETTE["bad"], hold=1.2)
        self._flash(0.2, PALETTE["flame_core"] if card == "eruption" else PALETTE["white"])
        if card == "earthquake":
            self.shake = 1.2
            self._cue("explode")
        elif card == "hurricane":
            for i in range(6):
                y = L.ISLAND.y + 40 + i * 70
                self._later(
                    i * 0.08,
                    lambda y=y: self._burst((L.ISLAND.x, y), WIND, 18, speed=(240, 420), gravity=0),
                )
            self._cue("hay")
        elif card == "tsunami":
            self._cue("dusk")
        else:
            self.shake = 0.5
            self._cue("flame")
        return 1.4

    def _on_wi_tiles_flipped(self, e: E.TilesFlipped) -> float:
        cells = pairs(e.hexes)
        old = {(c["q"], c["r"]): c["kind"] for c in self.shown.view["hexes"]}
        for i, (h, kind) in enumerate(zip(cells, e.kinds, strict=False)):
            delay = i * 0.12
            self.flips[h] = Flip(self.clock + delay, 0.6, old.get(h, kind), kind)
            at = self.at(h)
            if e.why == "eruption" or kind == "lava":
                self._later(
                    delay + 0.3,
                    lambda at=at: self._burst(
                        at, LAVA, 40, speed=(80, 320), gravity=260, radius=(2, 6)
                    ),
                )
                self._later(delay + 0.3, lambda at=at: self._blast(at, 110, 0.6))
            if e.why == "tsunami":
                self._wave()
        # the old kinds were patched in by ``play``; a flip shows old until its middle
        if e.why == "earthquake":
            self.shake = max(self.shake, 0.8)
        self._cue("explode" if e.why in ("eruption", "earthquake") else "flip")
        return 0.7 + 0.12 * len(cells)

    def _wave(self) -> None:
        """The tsunami runs along the island's border, one hex after another."""
        border = [(c["q"], c["r"]) for c in self.shown.view["hexes"] if c.get("border")]
        centre = L.ISLAND.center
        border.sort(key=lambda h: math.atan2(self.at(h)[1] - centre[1], self.at(h)[0] - centre[0]))
        for i, h in enumerate(border):
            at = self.at(h)
            self._later(
                i * 0.05, lambda at=at: self._burst(at, WATER, 12, speed=(60, 200), gravity=200)
            )

    def _on_wi_shield_lost(self, e: E.ShieldLost) -> float:
        at = self._fighter_spot(e.piece) or self.piece_at(e.piece)
        self._effect([art.shield_marker(90)], at, 0.5, layer=76)
        self._burst(at, ((120, 170, 240), (220, 236, 255)), 24, speed=(80, 260))
        if self.fight is None:
            self._pop("Shield!", "It takes the blow", (140, 190, 255), hold=0.6)
        self._cue("shield")
        return 0.8

    def _on_wi_shield_gained(self, e: E.ShieldGained) -> float:
        self._effect([art.shield_marker(60)], self.piece_at(e.piece), 0.6, layer=76)
        self._cue("shield")
        return 0.5

    def _on_wi_piece_destroyed(self, e: E.PieceDestroyed) -> float:
        at = self._fighter_spot(e.piece) or self.piece_at_gone(e)
        if self.fight is not None and self._fighter_spot(e.piece) is None:
            at = self.banner_spot(e.seat)  # behind the stage: show it on its Banner
        if self.fight is not None:
            self.fight.gone.add(e.piece)
        self._blast(at, 150, 0.7, layer=78)
        self._burst(at, FIRE, 30, speed=(80, 300), radius=(2, 5))
        self._burst(at, FEATHERS, 18, speed=(40, 160), gravity=80)
        self.shake = max(self.shake, 0.35)
        self._cue("explode")
        return 0.8

    def piece_at_gone(self, e: E.PieceDestroyed) -> tuple[int, int]:
        return self._last_spot.get(e.piece, L.ISLAND.center)

    def _on_wi_epic_death(self, e: E.EpicDeath) -> float:
        at = self._last_spot.get(("leader", e.seat), L.ISLAND.center)
        self._flash(0.4, PALETTE["flame_red"])
        self.shake = 1.4
        self._blast(at, 240, 1.2, layer=80)
        self._burst(at, FIRE, 70, speed=(120, 420), radius=(3, 7))
        self._burst(at, GOLD, 40, speed=(60, 260), gravity=-40)
        sub = f"{_name(e.leader)} falls; {_name(e.successor)} takes command"
        self._pop("EPIC DEATH!", sub, PALETTE["bad"], hold=2.0)
        self._cue("wolr")
        return 2.3

    def _on_wi_leader_returned(self, e: E.LeaderReturned) -> float:
        piece = self.shown.piece(e.piece)
        self._drop(self.mini(piece), self.at((e.q, e.r)), e.piece)
        self._pop(f"{_name(e.leader)} arrives", self.names[e.seat], hold=0.7)
        return 0.8

    # -- fights ----------------------------------------------------------------------------------

    def _fighter_spot(self, pid: int) -> tuple[int, int] | None:
        fight = self.fight
        if fight is None or fight.closing:
            return None
        if pid == fight.attacker["id"]:
            return L.ATTACKER_AT
        if pid == fight.defender["id"]:
            return L.DEFENDER_AT
        return None

    def _on_wi_fight_declared(self, e: E.FightDeclared) -> float:
        self.fight = FightShow.declared(e, self.shown, self.clock)
        self._pop("FIGHT!", "Ranged attack" if e.ranged else "", PALETTE["bad"], hold=0.7)
        self._cue("shotgun")
        return 1.0

    def _on_wi_defender_changed(self, e: E.DefenderChanged) -> float:
        piece = self.shown.piece(e.defender)
        if self.fight is not None and piece is not None:
            self.fight.defender = dict(piece)
        self._pop("Bodyguard!", "A Shieldbearer steps in", hold=0.7)
        return 0.7

    def _on_wi_fight_die(self, e: E.FightDie) -> float:
        if self.fight is not None:
            self.fight.dice.append(e.face)
        self._effect([faces.die(e.face, 60)], L.FIGHT_DIE_AT, 0.5, layer=76)
        self._cue("roll")
        return 0.5

    def _on_wi_card_placed(self, e: E.CardPlaced) -> float:
        fight = self.fight
        if fight is None:
            return 0.1
        slot = len(fight.cards)
        fight.cards.append(
            {
                "seat": e.seat,
                "card": e.card,
                "shown": False,
                "slot": e.slot,
                "landed": False,
                "flip": None,
                "cancelled": False,
            }
        )
        end = L.fight_card(slot, slot + 1).center
        image = faces.scroll_back(*L.FIGHT_CARD)

        def landed(entry=fight.cards[-1]) -> None:
            entry["landed"] = True

        self._fly(image, self.banner_spot(e.seat), end, seconds=0.4, spin=25, on_land=landed)
        self._cue("card")
        return 0.45

    def _on_wi_passed(self, e: E.Passed) -> float:
        return 0.15

    def _on_wi_card_revealed(self, e: E.CardRevealed) -> float:
        fight = self.fight
        if fight is None:
            return 0.1
        entry = fight.card_for(e.seat, e.slot)
        if entry is None:
            entry = {
                "seat": e.seat,
                "card": e.card,
                "shown": True,
                "slot": e.slot,
                "landed": True,
                "flip": None,
                "cancelled": False,
            }
            fight.cards.append(entry)
        entry.update(card=e.card, shown=True, landed=True, flip=self.clock)
        self._cue("flip")
        return 0.7

    def _on_wi_card_choice(self, e: E.CardChoice) -> float:
        return 0.3

    def _on_wi_card_cancelled(self, e: E.CardCancelled) -> float:
        fight = self.fight
        if fight is not None:
            for entry in fight.cards:
                if entry["slot"] == e.slot:
                    entry["cancelled"] = True
        self._pop("Cancelled!", "Foul Play" if e.by == "foul_play" else "", PALETTE["bad"], 0.6)
        self._cue("back")
        return 0.7

    def _on_wi_ability_used(self, e: E.AbilityUsed) -> float:
        self._pop("Star ability!", f"{e.stars} Star die spent", GOLD[0], hold=0.7)
        return 0.8

    def _on_wi_fight_totals(self, e: E.FightTotals) -> float:
        if self.fight is not None:
            self.fight.set_totals(e, self.clock)
        self._cue("score")
        return 1.5

    def _on_wi_fight_resolved(self, e: E.FightResolved) -> float:
        words = {
            "failed": ("Repelled!", "The armor holds"),
            "shield": ("Blocked!", "A shield is lost"),
            "destroyed": ("Destroyed!", "The defender falls"),
            "tag": ("Humiliated!", "The Leader takes a tag"),
        }.get(e.outcome, ("", ""))
        colour = PALETTE["good"] if e.success else PALETTE["bad"]
        if self.fight is None:  # on the stage the result is stamped between the fighters
            self._pop(words[0], words[1], colour, hold=0.9)
        if self.fight is not None:
            self.fight.result = e.outcome
            self._later(1.2, self._close_fight)
        return 1.3

    def _close_fight(self) -> None:
        if self.fight is not None:
            self.fight.closing = True
            self.fight = None

    def _on_wi_tag_placed(self, e: E.TagPlaced) -> float:
        count = len(self.shown.banner(e.banner)["tags"])
        end = L.banner_tag(self.shown.view["players"], e.banner, max(0, count - 1))
        tag = art.humiliation_tag(self.styles[e.giver], 64)
        self._fly(tag, L.ISLAND.center, end, seconds=0.7, spin=-30)
        self._pop(
            "Humiliation tag!",
            f"{self.names[e.giver]} shames {self.names[e.banner]}",
            GOLD[0],
            hold=0.9,
        )
        self._cue("score")
        return 1.0

    def _on_wi_tag_removed(self, e: E.TagRemoved) -> float:
        at = self.banner_spot(e.banner)
        self._burst(at, GOLD, 16, speed=(30, 120))
        return 0.4

    def _on_wi_game_won(self, e: E.GameWon) -> float:
        self._pop(f"{self.names[e.seat]} wins!", "Chicken Island is theirs", GOLD[0], hold=2.4)
        self._cue("win")
        return 2.5

    # -- helpers ---------------------------------------------------------------------------------

    def _drop(self, image, at: tuple[int, int], pid: int | None = None) -> None:
        """A piece arriving: it falls onto its hex with a bounce (then the picture shows it)."""
        if pid is not None:
            self.hidden.add(pid)
            self._later(0.35, lambda: self.hidden.discard(pid))
        entity = self.world.spawn(
            Position(at[0], at[1] - 60), Sprite(image), Transform(alpha=200), Layer(64)
        )
        self.world.tween(entity, "pos", at, 0.35, ease="easeOutBounce")
        self.world.tween(entity, "alpha", 0, 0.1, delay=0.35, on_done=lambda: self._delete(entity))

    def remember(self) -> None:
        """Where every piece stands now, so a piece destroyed later still has a spot to burst."""
        spots: dict = {}
        for p in self.shown.view["pieces"]:
            spots[p["id"]] = self.at((p["q"], p["r"]))
            if p["kind"] == "leader":
                spots[("leader", p["owner"])] = spots[p["id"]]
        self._last_spot = spots
