"""The Henhouse Havoc table in motion: target tiles drop, shells arc, farms burn.

Each rules event becomes a short show on the board it concerns, which the table
brings into focus. A strike's result appears when its shell lands, so the picture
is patched then, not when the event starts.
"""

from __future__ import annotations

import random

from ecs import art
from ecs.components import Layer, Position, Sprite, Transform
from ecs.palette import PALETTE
from ecs.world import SceneWorld
from game.core import Event
from game.henhouse import rules as R
from game.henhouse.weapons import WEAPON_DATA
from scenes.henhouse import layout as L
from scenes.henhouse.shown import Shown, pairs
from scenes.stage import Stage

DUST = ((150, 120, 90), (190, 160, 120), (120, 100, 80))
FIRE = ((255, 200, 80), (255, 120, 40), (220, 60, 30), (90, 80, 80))
GOLD = ((252, 200, 58), (255, 230, 140))
SHELL_SECONDS = 0.5
UNIT_NAMES = {u: R.UNITS[u].name for u in R.UNIT_IDS}


class Table(Stage):
    def __init__(self, world: SceneWorld, view: dict, rng: random.Random, names: list[str]):
        # banners pop in the band under the boards, where they cover no board's labels
        band = (L.BAND.x, L.BAND.right)
        super().__init__(world, rng, (L.BAND.centerx, L.BANNER_Y), band)
        self.shown = Shown(view)
        self.names = names
        self.focus = 0  # the board drawn large
        self.styles: list[int] = []
        self.warm_queue += [
            lambda unit=unit, cell=cell: art.unit_tile(unit, cell, destroyed=True)
            for unit in R.UNIT_IDS
            for cell in (L.CELL, L.THUMB_CELL)
        ]
        self.warm_queue += [lambda: art.fire_frames(L.CELL), lambda: art.shell(28)]

    def set_styles(self, styles: list[int]) -> None:
        """The seats' colours; each seat's board (large and small), target tile and eggs
        join the pictures drawn ahead, so none is first painted when a board takes focus."""
        self.styles = styles
        self.warm_queue += [
            lambda seat=seat, cell=cell: art.board_surface(seat, 10, 10, cell, styles[seat])
            for seat in range(len(styles))
            for cell in (L.CELL, L.THUMB_CELL)
        ]
        self.warm_queue += [lambda s=s: art.target_tile(L.CELL, s) for s in styles]
        self.warm_queue += [lambda s=s: art.egg_token(30, s) for s in [*styles, None]]

    # -- where things are ------------------------------------------------------------------

    def cell_centre(self, board: int, row: int, col: int) -> tuple[int, int]:
        if board == self.focus:
            return L.focus_cell(row, col).center
        return L.thumb_cell(self.thumb_slot(board), row, col).center

    def thumb_slot(self, board: int) -> int:
        others = [b for b in range(self.shown.view["players"]) if b != self.focus]
        return others.index(board)

    def seat_spot(self, seat: int) -> tuple[int, int]:
        return L.player_row(self.shown.view["players"], seat).center

    # -- events ------------------------------------------------------------------------------

    def play(self, event: Event) -> float:
        handler = getattr(self, f"_on_{event.type}", None)
        if not isinstance(event, R.Struck):
            self.shown.apply(event)  # a strike shows its result when the shell lands
        return handler(event) if handler else 0.0

    def _on_hh_final_standings(self, e) -> float:
        return 0.0  # the record's fact: the results screen lists the standings

    def _on_hh_phase_started(self, e: R.PhaseStarted) -> float:
        words = {
            "placement": "Hide your army!",
            "targeting": "Targeting",
            "resolution": "Resolution",
        }
        sub = {"targeting": "Each player fires one unit", "resolution": "The strikes land"}
        self._pop(words.get(e.phase, e.phase.capitalize()), sub.get(e.phase, f"Round {e.round}"))
        self._cue("flip")
        return 1.0

    def _on_hh_deployed(self, e: R.Deployed) -> float:
        self._pop(f"{self.names[e.seat]} is dug in", "The army is hidden", hold=0.6)
        self._cue("card")
        return 0.7

    def _on_hh_unit_chosen(self, e: R.UnitChosen) -> float:
        self._pop(f"{UNIT_NAMES[e.unit]}!", f"{self.names[e.seat]} takes aim", hold=0.6)
        self._cue("select")
        return 0.5

    def _on_hh_targeted(self, e: R.Targeted) -> float:
        self.focus = e.board
        for row, col in pairs(e.cells):
            at = self.cell_centre(e.board, row, col)
            tile = art.target_tile(L.CELL, self.styles[e.seat])
            entity = self.world.spawn(
                Position(at[0], at[1] - 40), Sprite(tile), Transform(scale=1.6), Layer(65)
            )
            self.world.tween(entity, "pos", at, 0.25, ease="easeOutBounce")
            self.world.tween(
                entity, "scale", 1.0, 0.25, on_done=lambda ent=entity: self._delete(ent)
            )
        self._cue("click")
        return 0.35

    def _on_hh_resolving(self, e: R.Resolving) -> float:
        self._pop(f"{self.names[e.seat]}'s strikes", "Incoming!", hold=0.6)
        return 0.6

    def _on_hh_struck(self, e: R.Struck) -> float:
        self.focus = e.board
        at = self.cell_centre(e.board, e.row, e.col)

        def land() -> None:
            self.shown.apply(e)
            if e.outcome == "hit":
                self._blast(at, 90, 0.6)
                self._burst(at, FIRE, 24, speed=(60, 240))
                self.shake = max(self.shake, 0.25)
                self._cue("explode")
            elif e.outcome == "miss":
                self._burst(at, DUST, 16, speed=(30, 120), gravity=150)
                self._cue("hay")
            else:
                self._effect([art.shield_bubble(60)], at, 0.4)
                self._cue("shield")

        self._lob(art.shell(28), self.seat_spot(e.seat), at, SHELL_SECONDS, land)
        self._cue("shotgun")
        return SHELL_SECONDS + 0.25

    def _on_hh_area_effect(self, e: R.AreaEffect) -> float:
        self.focus = e.board
        centre = self.cell_centre(e.board, e.row, e.col)
        ring = art.explosion_ring(L.CELL * 4)
        self._effect([ring], centre, 0.6, layer=72)
        for row, col in pairs(e.hits):
            self._blast(self.cell_centre(e.board, row, col), 80, 0.6)
        self._burst(centre, FIRE, 40, speed=(80, 320))
        self.shake = 0.5
        self._cue("explode")
        return 0.9

    def _on_hh_unit_destroyed(self, e: R.UnitDestroyed) -> float:
        self.focus = e.seat
        cells = pairs(e.cells)
        row = sum(r for r, _ in cells) / len(cells)
        col = sum(c for _, c in cells) / len(cells)
        x, y = self.cell_centre(e.seat, round(row), round(col))
        self._blast((x, y), 200, 1.0, layer=80)
        self._burst((x, y), FIRE, 60, speed=(100, 380), radius=(2, 6))
        self.shake = 0.8
        self._flash(0.2, PALETTE["flame_core"])
        name = f"{self.names[e.seat]}'s {UNIT_NAMES[e.unit]}"
        self._pop(f"{name} destroyed!", f"by {self.names[e.destroyer]}", PALETTE["bad"], 1.1)
        self._cue("wolr")
        return 1.3

    def _on_hh_paid(self, e: R.Paid) -> float:
        self._coins(L.MARKET.center, self.seat_spot(e.seat), e.amount)
        return 0.35

    def _on_hh_sheaves_stolen(self, e: R.SheavesStolen) -> float:
        self._coins(self.seat_spot(e.victim), self.seat_spot(e.seat), e.amount)
        self._pop("Stolen!", f"{e.amount} Sheaves to {self.names[e.seat]}", GOLD[0], 0.7)
        return 0.6

    def _coins(self, start, end, amount: int) -> None:
        for i in range(min(6, max(1, amount // 5))):
            coin = art.sheaf_coin(26, 10 if amount >= 10 else 5)
            self._fly(coin, start, end, i * 0.06, seconds=0.45)
        self._cue("score")

    def _on_hh_egg_for_sale(self, e: R.EggForSale) -> float:
        egg = art.egg_token(30, self.styles[e.owner])
        self._fly(egg, self.seat_spot(e.owner), L.MARKET.center, seconds=0.5)
        return 0.4

    def _on_hh_egg_bought(self, e: R.EggBought) -> float:
        style = None if e.owner < 0 else self.styles[e.owner]
        self._fly(art.egg_token(34, style), L.MARKET.center, self.seat_spot(e.seat), seconds=0.55)
        self._coins(self.seat_spot(e.seat), L.MARKET.center, e.price)
        what = "a Wild Egg" if e.owner < 0 else f"{self.names[e.owner]}'s egg"
        self._pop("Egg bought!", f"{self.names[e.seat]} buys {what}", GOLD[0], 0.8)
        return 0.7

    def _on_hh_weapon_taken(self, e: R.WeaponTaken) -> float:
        self._fly(art.weapon_back(48), L.MARKET.center, self.seat_spot(e.seat), seconds=0.5)
        self._cue("card")
        return 0.45

    def _on_hh_weapon_played(self, e) -> float:
        name = WEAPON_DATA[e.card]["name"]
        self._pop(f"{name}!", f"played by {self.names[e.seat]}", GOLD[0], 0.9)
        self._cue("flip")
        return 0.9

    def _on_hh_field_placed(self, e: R.FieldPlaced) -> float:
        self.focus = e.board
        self._pop("Magnetic Field!", "Enemies cannot target under it", hold=0.7)
        self._cue("shield")
        return 0.7

    def _on_hh_space_revealed(self, e: R.SpaceRevealed) -> float:
        self.focus = e.seat
        at = self.cell_centre(e.seat, e.row, e.col)
        self._effect([art.sitting_duck_tile(L.CELL)], at, 0.9, layer=72)
        self._pop("Sitting Duck!", f"A {UNIT_NAMES[e.unit]} is there", hold=0.8)
        return 0.8

    def _on_hh_target_removed(self, e: R.TargetRemoved) -> float:
        self._burst(self.cell_centre(e.board, e.row, e.col), DUST, 10, speed=(20, 80))
        return 0.15

    def _on_hh_shots_forfeited(self, e) -> float:
        self._pop("No room to aim", "Those shots are lost", hold=0.7)
        return 0.6

    def _on_hh_first_player(self, e) -> float:
        self._pop(f"{self.names[e.seat]} goes first", "Decided by the toss of an egg", hold=0.8)
        return 0.8

    def _on_hh_weapon_refilled(self, e) -> float:
        self._fly(art.weapon_back(48), (L.MARKET.centerx, L.MARKET.bottom), L.MARKET.center)
        self._cue("card")
        return 0.2

    def _on_hh_card_retired(self, e) -> float:
        self._pop(f"{self.names[e.seat]}'s {UNIT_NAMES[e.unit]} card", "leaves the game", hold=0.7)
        return 0.7

    def _on_hh_silo_saved(self, e) -> float:
        self.focus = e.board
        at = self.cell_centre(e.board, e.row, e.col)
        self._effect([art.shield_bubble(L.CELL * 2)], at, 0.8, layer=74)
        self._pop("Reinforced Silo!", "The unit holds on", GOLD[0], 0.8)
        self._cue("shield")
        return 0.8

    def _on_hh_field_removed(self, e) -> float:
        at = self.cell_centre(e.board, e.row, e.col)
        self._burst(at, ((160, 200, 255), (220, 240, 255)), 20, speed=(30, 120), gravity=0)
        return 0.25

    def _on_hh_field_declined(self, e) -> float:
        self._pop("No field", f"{self.names[e.seat]} keeps the Magnetic Field", hold=0.5)
        return 0.4

    def _on_hh_intel(self, e) -> float:
        name = WEAPON_DATA[e.card]["name"]
        self._pop(f"{name} report", "Only its player sees the answer", hold=0.8)
        return 0.7

    def _on_hh_weapon_discarded(self, e) -> float:
        self._fly(art.weapon_back(48), self.seat_spot(e.seat), L.MARKET.center)
        return 0.3

    def _on_hh_turn_started(self, e) -> float:
        self._burst(self.seat_spot(e.seat), GOLD, 12, speed=(20, 90), gravity=0)
        return 0.15

    def _on_hh_turn_ended(self, e) -> float:
        return 0.1  # the next turn's start shows the change

    def _on_hh_awaiting(self, e) -> float:
        return 0.1  # the chooser's prompt and chips say what is asked

    def _on_hh_cratered(self, e) -> float:
        self._burst(self.cell_centre(e.board, e.row, e.col), DUST, 8, speed=(20, 90))
        return 0.05

    def _on_hh_deck_shuffled(self, e) -> float:
        for i in range(5):
            self._fly(art.weapon_back(48), L.MARKET.midbottom, L.MARKET.center, i * 0.05, spin=40)
        self._cue("flip")
        return 0.3

    _on_hh_deck_reshuffled = _on_hh_deck_shuffled

    def _on_hh_eliminated(self, e: R.Eliminated) -> float:
        self._pop(f"{self.names[e.seat]} is out!", "No units left", PALETTE["bad"], 1.0)
        self._cue("life")
        return 1.1

    def _on_hh_round_ended(self, e: R.RoundEnded) -> float:
        self._pop(f"Round {e.round} is over", "Unit cards are straightened", hold=0.7)
        return 0.7

    def _on_hh_first_player_passed(self, e: R.FirstPlayerPassed) -> float:
        self._pop("New round", f"{self.names[e.to_seat]} goes first", hold=0.7)
        return 0.6

    def _on_hh_game_won(self, e: R.GameWon) -> float:
        why = {"eggs": "with 5 eggs", "last_army": "the last army standing"}.get(e.reason, "")
        self._pop(f"{self.names[e.seat]} wins!", why, GOLD[0], 2.0)
        self._cue("win")
        return 2.0

    def _on_hh_game_drawn(self, e) -> float:
        self._pop("A draw", "Nobody can fire any more", GOLD[0], 2.0)
        return 2.0
