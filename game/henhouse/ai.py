"""Computer players for Henhouse Havoc, at three levels, deciding from ``view(seat)`` only.

Targeting reads :mod:`game.henhouse.density`: for every enemy board, the chance that
each space holds an undamaged unit space, given everything the seat has seen.

- **easy** hunts with the classic placement-count density but samples its spaces
  with a temperature (and now and then fires anywhere legal), shops and plays its
  Secret Weapons on a whim, and lays out its army at random.
- **normal** is the middle level: the count density, but it hunts a checkerboard at
  random until a unit is hit ("target mode" then takes the likeliest space), buys
  enemy eggs and a Wild Egg only when it wins, takes any face-up weapon, plays each card
  as soon as it is any use.
- **hard** uses the "wary" posterior density (each group of hits is one unit, covered
  by exactly one placement; the other tiles hunt; an army kept to the edges gains
  weight as misses in the middle point there), scores spaces by hit chance, Sheaves
  value and the owner's lead (``space_worth``), counts unit bonuses (Sprayer and
  Howitzegg blasts, Reaper and Tractotank follow-ups), keeps Sheaves for cheap enemy
  eggs until a Wild Egg brings the win near. It has no fixed order to learn: with no
  unit on the trail it draws every space with odds (worth / best) ** ``hunt_power``,
  flat (``HUNT_POWER``) over a board's first ``HUNT_SHOTS`` shots, so an army hidden
  where it looks last gains nothing, and sharp (``LATE_POWER``) after, when misses have
  made the map worth following. On a trail it takes the best. It lays out its army at
  random, as likely anywhere as a random army is (tools/henhouse_exploit.py measures
  what a fixed army still gains).

A decision is a pure function of (seed, seat, level, view): randomness comes from a
``random.Random`` seeded by (seed, seat), salted per decision with public counts, so
asking twice gives the same answer and hidden facts never change it. Work is bounded
by the board size and the unit list. ``last_reason`` says why, in a few words.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Mapping, Sequence
from typing import Any

from game.core import Action, play_out
from game.henhouse import density as D
from game.henhouse.board import BoardSpec, line_cells, random_layout, rules_data
from game.henhouse.density import (
    choosable,
    free_cells,
    legal_actions,
    nuke_cells,
    reveal_choices,
    spots,
    unit_name,
)
from game.henhouse.rules import (
    BonusTarget,
    BuyEgg,
    BuyWild,
    ChooseUnit,
    DeclineField,
    EndTurn,
    PlaceField,
    Resolve,
    RevealSpace,
    TakeWeapon,
    Target,
    layout_action,
)
from game.henhouse.weapons import WEAPON_DATA, PlayWeapon

LEVELS = ("easy", "normal", "hard")
DATA = rules_data()
UNIT = {u["id"]: u for u in DATA["units"]}
WIN_EGGS: int = DATA["economy"]["win_eggs"]
EGG_PRICE: int = DATA["economy"]["egg_price"]
NUKE_TILES: int = next(w["tiles"] for w in DATA["weapons"] if w["id"] == "nuclear_strike")
FIELD = (DATA["magnetic_field"]["rows"], DATA["magnetic_field"]["cols"])
MODE = {"easy": "count", "normal": "count", "hard": "wary"}  # which density
EASY_RANDOM, EASY_TEMPERATURE = 0.12, 0.3  # easy: share of random shots, softmax spread
HUNT_POWER = 1.0  # hard, no unit on the trail: a space is drawn with odds (worth/best)^this
HUNT_SHOTS = 20  # ... while fewer than this many shots have landed on the board
LATE_POWER = 10.0  # ... and with this power after
# hard's rough worth of each Secret Weapon, in Sheaves
WORTH = {"nuclear_strike": 16, "sitting_duck": 13, "double_barrel": 11, "tax_collector": 10,
         "reinforced_silo": 8, "fox_spy": 7, "scarecrow_decoy": 6, "egg_insurance": 5,
         "crop_duster": 4}  # fmt: skip
FOLLOW_UP = {"reaper": 0.5, "tractotank": 0.8, "tactical_granary": 0.2, "armored_combine": 0.1}
Spot = tuple[int, int, int, str]


class HenhouseAI:
    """A computer player for one seat. ``decide(view)`` returns a legal action."""

    def __init__(self, seat: int, level: str, seed: int, steady: bool = False):
        """``steady``: take the best-rated shot, with no draw among near-best ones (what
        a player's cursor starts on: ``scenes/henhouse/likely.py``); play is unchanged."""
        if level not in LEVELS:
            raise ValueError(f"level must be one of {', '.join(LEVELS)}")
        self.seat, self.level, self.seed, self.steady = seat, level, seed, steady
        self.rng = random.Random(f"henhouse-ai:{seed}:{seat}")
        self._salt = self.rng.getrandbits(64)
        self._cache: dict[tuple, D.Density] = {}
        self.last_reason = ""

    # -- the entry point ----------------------------------------------------------------

    def decide(self, view: Mapping[str, Any]) -> Action:
        if view.get("viewer") != self.seat or view.get("current_seat") != self.seat:
            raise ValueError(f"seat {self.seat} has no decision to make in this view")
        rng = self._rng_for(view)
        if view["phase"] == "placement":
            return self._deploy(view, rng)
        if self.level == "easy" and not view["turn"]["aim"] and rng.random() < 0.06:
            legal = [a for a in legal_actions(view, self.seat) if not isinstance(a, EndTurn)]
            if legal:
                self.last_reason = "acting on a whim"
                return rng.choice(legal)
        if view["pending"]:
            return self._answer(view, view["pending"][0], rng)
        if view["turn"]["aim"]:
            return self._aim(view, view["turn"]["aim"], rng)
        for step in (self._shop, self._card):
            action = step(view, rng)
            if action is not None:
                return action
        if view["phase"] == "targeting":
            units = choosable(view, self.seat)
            if units:
                return self._choose_unit(view, units, rng)
        elif not view["turn"]["resolved"]:
            self.last_reason = "resolving my strikes"
            return Resolve()
        self.last_reason = "ending my turn"
        return EndTurn()

    def _rng_for(self, view: Mapping[str, Any]) -> random.Random:
        boards = view["boards"]
        marks = sum(len(b["craters"]) + len(b["hits"]) + len(b["targets"]) for b in boards)
        pend = view["pending"][0]["kind"] if view["pending"] else ""
        aim = view["turn"]["aim"]
        key = (self._salt, view["phase"], view["round"], marks, view["sheaves"][self.seat],
               len(view.get("hand", ())), pend, len(view["turn"]["fired"]),
               len(aim["groups"]) if aim else -1, view["eggs"][self.seat])  # fmt: skip
        return random.Random(repr(key))

    # -- placement ----------------------------------------------------------------------

    def _deploy(self, view: Mapping[str, Any], rng: random.Random) -> Action:
        units = [UNIT[u] for u in UNIT for _ in range(UNIT[u]["tiles"])]
        spec = BoardSpec(view["rows"], view["cols"], tuple(tuple(u["shape"]) for u in units))
        self.last_reason = "hiding my army at random"
        return layout_action(random_layout(rng, spec))

    # -- reading the boards -------------------------------------------------------------

    def _density(self, view: Mapping[str, Any], board: int) -> D.Density:
        data = view["boards"][board]
        intel = tuple(
            (i["card"], i["row"], i["col"], tuple(i["result"]))
            for i in view.get("intel", ())
            if i["board"] == board
        )
        key = (board, view["rows"], view["cols"], tuple(map(tuple, data["craters"])),
               tuple(map(tuple, data["hits"])), tuple(map(tuple, data["revealed"])),
               tuple(d["tile"] for d in data["destroyed"]),
               tuple(sorted(view["units_left"][board].items())), intel)  # fmt: skip
        if key not in self._cache:
            if len(self._cache) > 64:
                self._cache.clear()
            k = D.knowledge_from_view(
                view, board, self.seat, DATA["units"], view["rows"], view["cols"]
            )
            self._cache[key] = D.density(k, MODE[self.level])
        return self._cache[key]

    def _enemies(self, view: Mapping[str, Any]) -> list[int]:
        return [b for b in range(view["players"]) if b != self.seat and not view["eliminated"][b]]

    def _board_weight(self, view: Mapping[str, Any], board: int) -> float:
        """Hard leans on the player closest to winning (eggs, then Sheaves)."""
        if self.level != "hard":
            return 1.0
        return 1.0 + 0.12 * view["eggs"][board] + 0.002 * view["sheaves"][board]

    def _cell_scores(self, view: Mapping[str, Any], unit: str) -> dict[int, list[float]]:
        """Per enemy board, each space's worth as a target of ``unit``'s shot."""
        return {
            b: space_worth(self.level, self._density(view, b), unit, self._board_weight(view, b))
            for b in self._enemies(view)
        }

    # -- targeting ----------------------------------------------------------------------

    def _plan(self, view, unit: str, groups: Sequence[int], rng) -> tuple[float, list[Spot]]:
        """Greedy spaces for each of ``unit``'s Target groups: (expected worth, spots)."""
        scores = self._cell_scores(view, unit)
        cols, taken, plan, total, miss = view["cols"], set(), [], 0.0, 1.0
        for length in groups:
            options = spots(view, self.seat, length, skip=taken)
            if not options:
                continue
            spot, worth = self._pick(view, options, scores, rng, length)
            plan.append(spot)
            total += worth
            for cell in line_cells(*spot[1:], length):
                taken.add((spot[0], *cell))
                miss *= 1 - min(1.0, scores[spot[0]][cell[0] * cols + cell[1]])
        if self.level == "hard":
            total += (1 - miss) * FOLLOW_UP.get(unit, 0.0)
        return total, plan

    def _pick(self, view, options: list[Spot], scores, rng, length) -> tuple[Spot, float]:
        cols = view["cols"]
        frees = {b: free_cells(view, self.seat, b) for b in scores}
        rated = []
        for spot in options:
            b = spot[0]
            if length == 1:
                worth = scores[b][spot[1] * cols + spot[2]]
            else:
                free, row = frees[b], scores[b]
                worth = sum(
                    row[y * cols + x] for y, x in line_cells(*spot[1:], length) if (y, x) in free
                )
            rated.append((worth, spot))
        hunting = not any(_on_the_trail(view, b) for b in scores)
        shots = min(_shots_on(view, b) for b in scores)
        if self.steady:
            worth, spot = max(rated, key=lambda ws: ws[0])
        else:
            worth, spot = pick(self.level, rated, rng, hunting, shots)
        return spot, worth

    def _choose_unit(self, view, units: list[str], rng) -> Action:
        rated = []
        for unit in units:
            worth, _ = self._plan(view, unit, UNIT[unit]["fire"], rng)
            rated.append((worth, unit))
        if self.level == "easy" and rng.random() < 0.3:
            worth, unit = rng.choice(rated)
        else:
            worth, unit = max(rated, key=lambda wu: (wu[0], -units.index(wu[1])))
        self.last_reason = f"firing my {unit_name(unit)}"
        return ChooseUnit(unit)

    def _aim(self, view, aim: Mapping[str, Any], rng) -> Action:
        unit, length = aim["unit"], aim["groups"][0]
        options = spots(view, self.seat, length)
        scores = self._cell_scores(view, unit)
        spot, worth = self._pick(view, options, scores, rng, length)
        self.last_reason = f"aiming the {unit_name(unit)} at seat {spot[0] + 1}"
        return Target(*spot)

    # -- choices asked of me ------------------------------------------------------------

    def _answer(self, view, choice: Mapping[str, Any], rng) -> Action:
        kind = choice["kind"]
        if kind == "take_weapon":
            slots = [i for i, card in enumerate(view["faceup"]) if card is not None]
            if self.level == "normal" or (self.level == "easy" and rng.random() < 0.5):
                slot = rng.choice(slots)
            else:
                slot = max(slots, key=lambda i: (self._worth(view, view["faceup"][i]), -i))
            self.last_reason = f"taking the {WEAPON_DATA[view['faceup'][slot]]['name']}"
            return TakeWeapon(slot)
        if kind == "bonus_target":
            scores = self._cell_scores(view, choice["unit"])
            spot, worth = self._pick(view, spots(view, self.seat, 1), scores, rng, 1)
            self.last_reason = f"a bonus {unit_name(choice['unit'])} strike"
            return BonusTarget(*spot[:3])
        if kind == "field":
            return self._field(view)
        return self._reveal(view, choice, rng)

    def _field(self, view) -> Action:
        """Cover my most threatened undamaged unit spaces (what enemies would aim at)."""
        rows, cols, me = view["rows"], view["cols"], self.seat
        threat = self._density(view, me).prob
        worth = {}
        for u in view["own_units"]:
            if u["destroyed"]:
                continue
            hit = {tuple(c) for c in u["hit"]}
            value = UNIT[u["unit"]]["value"] + (10 if UNIT[u["unit"]]["egg"] else 0)
            for c in u["cells"]:
                if tuple(c) not in hit:
                    worth[tuple(c)] = value * (0.3 + threat[c[0] * cols + c[1]])
        waiting = {(t["row"], t["col"]) for t in view["boards"][me]["targets"]}
        best, spot = 0.0, None
        for r in range(rows - FIELD[0] + 1):
            for c in range(cols - FIELD[1] + 1):
                cells = [(r + i, c + j) for i in range(FIELD[0]) for j in range(FIELD[1])]
                total = sum(worth.get(x, 0.0) for x in cells if x not in waiting)
                if total > best:
                    best, spot = total, (r, c)
        if spot is None or self.level == "easy":
            self.last_reason = "no Magnetic Field needed"
            return DeclineField()
        self.last_reason = "placing the Magnetic Field"
        return PlaceField(me, *spot)

    def _reveal(self, view, choice, rng) -> Action:
        """Sitting Duck victim: show the space that costs least (not a last one, if I can)."""
        waiting = {(t["row"], t["col"]) for t in view["boards"][self.seat]["targets"]}
        tile_of = {}  # undamaged cell -> (its tile's undamaged cells, the tile's hits)
        for u in view["own_units"]:
            if u["unit"] != choice["unit"] or u["destroyed"]:
                continue
            hit = {tuple(c) for c in u["hit"]}
            undamaged = [tuple(c) for c in u["cells"] if tuple(c) not in hit]
            tile_of.update((cell, (undamaged, hit)) for cell in undamaged)
        options = []
        for cell in reveal_choices(tile_of, free_cells(view, choice["by"], self.seat)):
            undamaged, hit = tile_of[cell]
            near = any(max(abs(cell[0] - h[0]), abs(cell[1] - h[1])) == 1 for h in hit)
            score = -10 * (len(undamaged) == 1) + 5 * (cell in waiting) + 2 * near
            options.append((score, rng.random(), cell))
        _, _, cell = max(options)
        self.last_reason = "revealing the space that costs me least"
        return RevealSpace(*cell)

    # -- the Black Market ---------------------------------------------------------------

    def _shop(self, view, rng) -> Action | None:
        me, sheaves, eggs = self.seat, view["sheaves"][self.seat], view["eggs"][self.seat]
        owners = sorted({e["owner"] for e in view["eggs_for_sale"] if e["owner"] != me},
                        key=lambda o: (view["eggs"][o], o))  # fmt: skip
        egg = BuyEgg(owners[0]) if owners and sheaves >= EGG_PRICE else None
        price = view["wild_price"]
        wild = BuyWild() if view["wild_eggs_left"] and sheaves >= price else None
        if eggs + 1 >= WIN_EGGS and (egg or wild):
            self.last_reason = "buying the egg that wins"
            return egg or wild
        if self.level == "easy":
            buy = (
                egg if egg and rng.random() < 0.6 else wild if wild and rng.random() < 0.3 else None
            )
        elif self.level == "normal":  # a Wild Egg only when it wins (above)
            buy = egg
        else:  # hard keeps Sheaves for 25-Sheaf eggs until a Wild Egg brings the win near
            near = eggs + 2 >= WIN_EGGS or sheaves >= (price or 0) + EGG_PRICE
            buy = egg or (wild if near or not _eggs_to_come(view, me) else None)
        if buy is not None:
            self.last_reason = "buying an enemy egg" if buy is egg else "buying a Wild Egg"
        return buy

    def _worth(self, view, card: str) -> float:
        worth = WORTH.get(card, 0)
        if card == "nuclear_strike" and view["nukes_on_boards"] >= NUKE_TILES:
            worth -= 6
        if card == "egg_insurance":
            worth += 2 * len(view["reserve"][self.seat])
        return worth if self.level == "hard" else {"tax_collector": 20}.get(card, worth)

    # -- Secret Weapons -----------------------------------------------------------------

    def _card(self, view, rng) -> Action | None:
        hand, phase, me = view.get("hand", ()), view["phase"], self.seat
        if not hand or (self.level == "easy" and rng.random() < 0.5):
            return None
        turn = view["turn"]
        if "tax_collector" in hand and view["market"] > 0:
            self.last_reason = "collecting 10 Sheaves in tax"
            return PlayWeapon("tax_collector")
        if "scarecrow_decoy" in hand:
            mine = {}
            for u in view["own_units"]:
                if not u["destroyed"]:
                    hit = {tuple(c) for c in u["hit"]}
                    left = len(u["cells"]) - len(hit)
                    for c in u["cells"]:
                        if tuple(c) not in hit:
                            mine[tuple(c)] = UNIT[u["unit"]]["value"] * (3 if left == 1 else 1)
            threats = [(mine[(t["row"], t["col"])], (t["row"], t["col"]))
                       for t in view["boards"][me]["targets"]
                       if t["owner"] != me and (t["row"], t["col"]) in mine]  # fmt: skip
            if threats:
                _, cell = max(threats)
                self.last_reason = "playing a Scarecrow Decoy"
                return PlayWeapon("scarecrow_decoy", me, *cell)
        if phase != "targeting" or turn["fired"]:
            return None
        enemies = self._enemies(view)
        spied = any(i["round"] == view["round"] for i in view.get("intel", ()))
        for card, size in (("fox_spy", (2, 2)), ("crop_duster", (3, 3))):
            if card in hand and not spied:
                area = self._dense_area(view, enemies, size)
                if area is not None:
                    self.last_reason = f"a {WEAPON_DATA[card]['name']} where units may hide"
                    return PlayWeapon(card, *area)
        if "sitting_duck" in hand and not any(
            t["source"] == "sitting_duck" and t["owner"] == me
            for b in view["boards"]
            for t in b["targets"]
        ):
            options = [
                (n * UNIT[u]["shape"][0] * UNIT[u]["shape"][1] * UNIT[u]["value"]
                 * self._board_weight(view, b), -b, u)
                for b in enemies
                for u, n in view["units_left"][b].items()
                if n > 0
            ]  # fmt: skip
            if options:
                _, b, unit = max(options)
                self.last_reason = f"Sitting Duck on seat {-b + 1}'s {unit_name(unit)}"
                return PlayWeapon("sitting_duck", -b, unit=unit)
        if "nuclear_strike" in hand and view["nukes_on_boards"] < NUKE_TILES:
            scores = self._cell_scores(view, "")
            best = max(
                ((sum(scores[b][r * view["cols"] + c] for r, c in cells), b, area)
                 for b in enemies
                 for area, cells in nuke_cells(view, me, b)),
                default=None,
            )  # fmt: skip
            need = {"hard": 1.2, "normal": 0.8, "easy": 0.3}[self.level]
            if best is not None and best[0] >= need:
                self.last_reason = "a Nuclear Strike where it hurts most"
                return PlayWeapon("nuclear_strike", best[1], *best[2])
        if (
            "double_barrel" in hand
            and not turn["double_barrel"]
            and len(choosable(view, me, True)) >= 2
        ):
            self.last_reason = "Double Barrel: two units fire this turn"
            return PlayWeapon("double_barrel")
        return None

    def _dense_area(self, view, enemies: list[int], size: tuple[int, int]):
        """The enemy area of ``size`` with the most expected unknown unit spaces."""
        rows, cols, best = view["rows"], view["cols"], None
        for b in enemies:
            d = self._density(view, b)
            data = view["boards"][b]
            seen = {tuple(c[:2]) for key in ("craters", "hits", "revealed") for c in data[key]}
            seen |= {tuple(c) for x in data["destroyed"] for c in x["cells"]}
            for i in view.get("intel", ()):
                if i["board"] == b:
                    seen |= {(i["row"] + y, i["col"] + x) for y in range(3) for x in range(3)}
            for r in range(rows - size[0] + 1):
                for c in range(cols - size[1] + 1):
                    cells = [(r + y, c + x) for y in range(size[0]) for x in range(size[1])]
                    unknown = [x for x in cells if x not in seen]
                    if len(unknown) < len(cells) - 1:
                        continue
                    mass = sum(d.prob[y * cols + x] for y, x in unknown)
                    if best is None or mass > best[0]:
                        best = (mass, (b, r, c))
        return None if best is None or best[0] < 0.3 else best[1]


def pick(
    level: str,
    rated: Sequence[tuple[float, Any]],
    rng: random.Random,
    hunting: bool = False,
    shots: int = 0,
    cell: Callable[[Any], tuple[int, int]] = lambda spot: spot[1:3],
) -> tuple[float, Any]:
    """The chosen (worth, option). ``hunting``: no unit found yet to follow up, with
    ``shots`` already on the board; ``cell(option)`` is its (row, col).

    Easy makes a noisy draw. Normal hunts a checkerboard at random, then takes the best.
    Hard, hunting, draws every option with odds (worth / best) ** ``hunt_power(shots)``
    (flat at first, sharper as misses pile up); on a trail it takes the best, ties broken
    at random. The best alone, first in a fixed order, is an order an army hidden where it
    looks last beats every game (tools/henhouse_exploit.py)."""
    if level == "easy":
        if rng.random() < EASY_RANDOM:
            return rng.choice(rated)
        top = max(w for w, _ in rated) or 1.0
        weights = [math.exp((w - top) / (EASY_TEMPERATURE * top)) for w, _ in rated]
        return rng.choices(rated, weights)[0]
    top = max(w for w, _ in rated)
    if hunting and top > 0 and level == "normal":
        even = [ws for ws in rated if ws[0] > 0 and sum(cell(ws[1])) % 2 == 0]
        if even:
            return rng.choice(even)
    if hunting and top > 0 and level == "hard":
        power = hunt_power(shots)
        weights = [(w / top) ** power if w > 0 else 0.0 for w, _ in rated]
        return rng.choices(rated, weights)[0]
    if level == "hard":
        return rng.choice([ws for ws in rated if ws[0] >= top])
    return max(rated, key=lambda ws: ws[0])


def hunt_power(shots: int) -> float:
    """How sharply hard's hunting draw leans to the likeliest spaces after ``shots``."""
    return HUNT_POWER if shots < HUNT_SHOTS else LATE_POWER


def space_worth(level: str, d: D.Density, unit: str = "", weight: float = 1.0) -> list[float]:
    """Each space's worth as a target of ``unit``'s shot: the hit chance, and for hard
    also the board's ``weight``, the Sheaves a hit there earns and blast mates."""
    if level != "hard":
        return d.prob
    mates = d.box if unit == "sprayer" else d.plus if unit == "howitzegg" else None
    return [
        p * weight * (1 + 0.03 * v) * (1 + 0.9 * mates[i] if mates else 1)
        for i, (p, v) in enumerate(zip(d.prob, d.value, strict=True))
    ]


def _on_the_trail(view, board: int) -> bool:
    """Whether a unit on ``board`` has been hit or seen and still stands: a shot near it
    follows it up, and hard takes the best such shot."""
    data = view["boards"][board]
    dead = {tuple(c) for d in data["destroyed"] for c in d["cells"]}
    seen = [tuple(x[:2]) for key in ("hits", "revealed") for x in data[key]]
    return any(cell not in dead for cell in seen)


def _shots_on(view, board: int) -> int:
    """How many of ``board``'s spaces have been fired at and resolved."""
    data = view["boards"][board]
    return len(data["craters"]) + len(data["hits"])


def _eggs_to_come(view, me: int) -> bool:
    """Whether enemies still hold eggs in reserve (cheaper eggs may go on sale)."""
    return any(view["reserve"][s] for s in range(view["players"]) if s != me)


def play_game(levels: Sequence[str], seed: int, max_actions: int = 20_000):
    """A whole seeded game between AIs at ``levels`` (seat order); the same seed plays the same."""
    from game.henhouse import new_game

    state = new_game(len(levels), seed)
    players = [HenhouseAI(seat, level, seed) for seat, level in enumerate(levels)]
    return play_out(state, players, max_actions)
