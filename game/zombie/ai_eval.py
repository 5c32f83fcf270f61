"""What the Zombie Chickens AI knows and how it values a Farm, from a view alone.

- :func:`legal_from_view` rebuilds the legal actions from a view (the same list the
  rules engine gives, minus trade offers a teammate could not answer).
- :func:`unseen_night` and :func:`unseen_day` count the cards a seat has not seen.
- :class:`Evaluator` values a Farm in Life cards:

  - :meth:`Evaluator.analytic` (normal, and the quick card worths of every level)
    expects ``n`` Night cards drawn from a trait distribution; each zombie type is
    stopped by the cheapest stacks that still have uses for it (a lasting stack
    against a plain zombie costs nothing, Ammo and Booby Traps are spent, an
    Exploding zombie costs the stack or a Shield), and what is left over costs Lives;
  - :meth:`Evaluator.simulate` (hard) plays the rest of tonight and the next Night
    against a fixed set of sampled Night sequences (common random numbers, so two
    Farms are compared on the same zombies), with Blood Moon, Solstice, Silent Night
    and the purges and storms applied (a rival's too, when several piles are dealt in
    turn), and a greedy defence that spends the cheapest stack that stops each zombie.

  Both add what the Farm is still worth afterwards (coverage of the traits left,
  times how long a stack lasts), so nothing is thrown away for free.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from itertools import combinations
from typing import Any

from game.core import Action, sorted_unique
from game.zombie import cards as C
from game.zombie.actions import (
    Answer,
    Decline,
    Defend,
    Discard,
    Draw,
    Endure,
    Flip,
    Move,
    Offer,
    Place,
    Scrap,
)

_DATA = C.rules_data()
ZOMBIES: tuple[str, ...] = tuple(z["id"] for z in _DATA["zombies"])
EVENTS: tuple[str, ...] = tuple(e["id"] for e in _DATA["events"])
NZ = len(ZOMBIES)
CODE = {key: i for i, key in enumerate(ZOMBIES + EVENTS)}  # Night key -> code
NAMES = {z["id"]: z["name"] for z in _DATA["zombies"]} | {
    e["id"]: e["name"] for e in _DATA["events"]
}
TRAITS_OF = {z["id"]: tuple(z["traits"]) for z in _DATA["zombies"]}
EXPLODING = sum(1 << i for i, key in enumerate(ZOMBIES) if "exploding" in TRAITS_OF[key])
FULL_NIGHT = Counter(card.key for card in C.NIGHT)
FULL_DAY = Counter(C.DAY)
DAY_KINDS = tuple(FULL_DAY)
_WORKING = {"hay": ("hay",) * C.HAY_WALL, "shotgun": ("shotgun", "ammo")}
_WORKING["flamethrower"] = ("flamethrower", "fuel")
STOP_MASK = {
    kind: sum(
        1 << i
        for i, key in enumerate(ZOMBIES)
        if C.stops(list(_WORKING.get(kind, (kind,))), TRAITS_OF[key])
    )
    for kind in ("hay", "scarecrow", "shotgun", "flamethrower", "trap", "wolr")
}
# Sim stack codes.
HAY, SCARE, SHOT, FLAME, TRAP, WOLR, PART = range(7)
_CODE_OF = {"hay": HAY, "scarecrow": SCARE, "shotgun": SHOT, "flamethrower": FLAME}
_CODE_OF |= {"trap": TRAP, "wolr": WOLR}
_EVENT_EFFECT: dict[int, tuple[str, int]] = {}
for _e in _DATA["events"]:
    _code = CODE[_e["id"]]
    if "scrap" in _e:
        _EVENT_EFFECT[_code] = ("scrap", _e["scrap"])
    elif "deal" in _e:
        _EVENT_EFFECT[_code] = ("deal", _e["deal"])
    elif "purge" in _e:
        _EVENT_EFFECT[_code] = ("purge_" + ("trap" if "trap" in _e["purge"] else "flame"), 0)
    else:
        _EVENT_EFFECT[_code] = ("silent", 0)

LASTING = 3.0  # a lasting stack is worth about three uses
SHIELD_VALUE = 0.4
WOLR_VALUE = 0.5
WOLR_COST = 6.0  # spending the whole Farm, still better than the last Life
DEATH = 12.0
GAMMA = 0.25  # weight of the next Night against tonight
INF = float("inf")


def endure_cost(lives: int) -> float:
    """What letting one zombie through costs, in Lives (losing the last one ends it all)."""
    return DEATH if lives <= 1 else 1.0 + 1.0 / lives


# --- the view -------------------------------------------------------------------------------


def my_hand(view: Mapping[str, Any]) -> list[int]:
    return list(view["hands"].get(str(view["viewer"]), []))


def my_farm(view: Mapping[str, Any]) -> list[list[int]]:
    return [list(s) for s in view["farms"][view["holder"]]]


def kinds_of(stack: Sequence[int]) -> list[str]:
    return [C.DAY[c] for c in stack]


def final_night(view: Mapping[str, Any]) -> bool:
    end = view.get("end_night")
    return end is not None and view["night"] >= end


def tonight_left(view: Mapping[str, Any]) -> int:
    """Night cards still to come for my pile (dealt tonight, or yet to be dealt)."""
    if view["phase"] == "night":
        return view["piles"][view["holder"]]
    return view["night"]  # N per player, or per group in co-op (the group is one pile)


def unseen_night(view: Mapping[str, Any]) -> Counter:
    """Night cards not yet seen: the 61 minus the public discard and the revealed card."""
    counts = Counter(FULL_NIGHT)
    seen = list(view["night_discard"]) + (
        [view["revealed"]] if view["revealed"] is not None else []
    )
    for card in seen:
        counts[C.NIGHT[card].key] -= 1
    return +counts


def unseen_day(view: Mapping[str, Any]) -> Counter:
    """Day card kinds this seat has not seen (deck, and hands it can't look at)."""
    counts = Counter(FULL_DAY)
    seen = list(view["day_discard"]) + list(view["face_up"])
    seen += [c for hand in view["hands"].values() for c in hand]
    seen += [c for farm in view["farms"] for s in farm for c in s]
    for card in seen:
        counts[C.DAY[card]] -= 1
    return +counts


# --- legal actions --------------------------------------------------------------------------


def why_not_move(farm: list[list[int]], card: int, dest: int) -> str | None:
    src = next((i for i, s in enumerate(farm) if card in s), None)
    if src is None:
        return "that card is not on your Farm"
    if not 0 <= dest <= len(farm) or dest == src:
        return "no such stack"
    if dest == len(farm) and len(farm[src]) == 1:
        return "the card already stands alone"
    return C.stack_accepts(kinds_of(farm[dest]), C.DAY[card]) if dest < len(farm) else None


def legal_from_view(view: Mapping[str, Any]) -> list[Action]:
    """Every action the viewer may take now, rebuilt from the view alone."""
    seat, phase, step = view["seat"], view["phase"], view["step"]
    if phase == "over" or seat is None or seat != view["viewer"]:
        return []
    farm = my_farm(view)
    if phase == "night":
        if step == "flip":
            return [Flip()]
        if step == "scrap":
            return sorted_unique([Scrap(c) for s in farm for c in s])
        traits = C.NIGHT[view["revealed"]].traits
        out: list[Action] = [Endure()]
        for i, stack in enumerate(farm):
            if C.stops(kinds_of(stack), traits):
                out.append(Defend(i))
                if "exploding" in traits and C.working_as(kinds_of(stack)) not in C.SINGLE_USE:
                    out += [
                        Defend(i, j)
                        for j, s in enumerate(farm)
                        if j != i and kinds_of(s) == ["shield"]
                    ]
        return sorted_unique(out)
    hand = sorted(my_hand(view))
    if step == "answer":
        size = len(view["offer"][2])
        return sorted_unique([Answer(c) for c in combinations(hand, size)] + [Decline()])
    out = []
    if step == "discard":
        out += [Discard(c) for c in hand]
    if step in ("discard", "place") and view["placed"] < 2:
        for card in hand:
            out += [
                Place(card, i)
                for i in range(len(farm) + 1)
                if i == len(farm) or C.stack_accepts(kinds_of(farm[i]), C.DAY[card]) is None
            ]
        if view["mode"] == "coop" and view["placed"] == 0:
            for mate in range(view["players"]):
                if mate != seat and mate not in view["offered"]:
                    out += [
                        Offer(mate, c)
                        for k in range(1, len(hand) + 1)
                        for c in combinations(hand, k)
                        if view["hand_sizes"][mate] >= k
                    ]
    if step == "draw":
        out.append(Draw("deck"))
        if view["face_up"]:
            out.append(Draw("face_up"))
    for stack in farm:
        for card in stack:
            out += [
                Move(card, i) for i in range(len(farm) + 1) if why_not_move(farm, card, i) is None
            ]
    return sorted_unique(out)


# --- Farm values ----------------------------------------------------------------------------


def signature(farm: Sequence[Sequence[str]]) -> tuple:
    """A Farm up to the order of its stacks and of the cards in them."""
    return tuple(sorted(tuple(sorted(s)) for s in farm))


class Evaluator:
    """Values Farms (lists of kind lists) for one decision: weights, costs, samples."""

    def __init__(
        self,
        night_counts: Counter,
        lives: int,
        tonight: int,
        *,
        next_night: int = 0,
        rho: float = 0.6,
        samples: list[list[int]] | None = None,
        piles: int = 1,
    ):
        total = sum(night_counts.values()) or 1
        self.p = [night_counts[k] / total for k in ZOMBIES + EVENTS]
        zombies = sum(self.p[:NZ]) or 1.0
        self.pz = [x / zombies for x in self.p[:NZ]]
        self.lives, self.tonight, self.next_night = lives, tonight, next_night
        self.rho, self.samples = rho, samples or []
        self.piles = piles  # Night piles dealt in turn; the others' Events hit this Farm too
        self.cov = {
            k: sum(self.pz[i] for i in range(NZ) if m >> i & 1) for k, m in STOP_MASK.items()
        }
        self.ammo_value = 0.9 * self.cov["shotgun"]
        self._stack_cache: dict[tuple, list] = {}
        self._cache: dict[tuple, float] = {}

    def stack(self, kinds: tuple[str, ...]) -> list:
        """[mask, code, ammo, value, family] for one stack (a Shield has code -1)."""
        hit = self._stack_cache.get(kinds)
        if hit is not None:
            return hit
        work = C.working_as(list(kinds))
        fam = C.family(kinds[0])
        ammo = kinds.count("ammo")
        cov = self.cov
        if kinds == ("shield",):
            row = [0, -1, 0, SHIELD_VALUE, fam]
        elif work in ("hay", "scarecrow", "flamethrower"):
            row = [STOP_MASK[work], _CODE_OF[work], 0, LASTING * cov[work], fam]
        elif work == "shotgun":
            row = [STOP_MASK[work], SHOT, ammo, cov[work] * 0.4 + self.ammo_value * ammo, fam]
        elif work == "trap":
            row = [STOP_MASK[work], TRAP, 0, cov["trap"], fam]
        elif work == "wolr":
            row = [STOP_MASK[work], WOLR, 0, WOLR_VALUE, fam]
        elif fam == "hay":
            row = [0, PART, 0, LASTING * cov["hay"] * (0.2 if len(kinds) == 1 else 0.5), fam]
        elif fam == "shotgun":
            value = cov["shotgun"] * 0.4 * ("shotgun" in kinds) + 0.5 * self.ammo_value * ammo
            row = [0, PART, 0, value, fam]
        else:  # a Flamethrower without Fuel, or Fuel alone
            row = [
                0,
                PART,
                0,
                LASTING * cov["flamethrower"] * (0.45 if kinds[0] == "flamethrower" else 0.35),
                fam,
            ]
        self._stack_cache[kinds] = row
        return row

    def compile(self, farm: Sequence[Sequence[str]]) -> tuple[list[list], int]:
        rows, shields = [], 0
        for s in farm:
            row = self.stack(tuple(sorted(s)))
            if row[1] == -1:
                shields += 1
            else:
                rows.append(row)
        return rows, shields

    def use_cost(self, row: list, exploding: int, shields: int) -> float:
        code = row[1]
        if code == TRAP:
            return row[3]
        if code == WOLR:
            return WOLR_COST if self.lives <= 1 else INF
        if exploding:
            return (SHIELD_VALUE if shields else row[3]) + (self.ammo_value if code == SHOT else 0)
        return self.ammo_value if code == SHOT else 0.0

    def analytic(self, farm: Sequence[Sequence[str]], n: float | None = None) -> float:
        """Minus the expected cost of ``n`` Night cards (default: tonight), plus what is left."""
        key = ("a", signature(farm), n)
        hit = self._cache.get(key)
        if hit is not None:
            return hit
        n = self.tonight if n is None else n
        rows, shields = self.compile(farm)
        endure = endure_cost(self.lives)
        # Uses left, shared by every zombie type: Ammo (or 1 for a Booby Trap), and
        # explosions each stack can take; the scarcest types claim them first.
        cap = [r[2] if r[1] == SHOT else (1.0 if r[1] in (TRAP, WOLR) else INF) for r in rows]
        blasts = [1.0] * len(rows)
        shield_left = float(shields)
        order = sorted(range(NZ), key=lambda t: (sum(1 for r in rows if r[0] >> t & 1), t))
        cost = 0.0
        for t in order:
            due = n * self.p[t]
            if due <= 0:
                continue
            bit = 1 << t
            exploding = bit & EXPLODING
            options = []
            for i, row in enumerate(rows):
                if row[0] & bit:
                    c = self.use_cost(row, exploding, shield_left >= 0.5)
                    if c < INF:
                        options.append((c, i))
            options.sort()
            for c, i in options:
                if c >= endure:
                    break
                code = rows[i][1]
                avail = cap[i] if not exploding or code in (TRAP, WOLR) else min(cap[i], blasts[i])
                take = min(due, avail)
                if take <= 0:
                    continue
                cost += take * c
                due -= take
                if code in (TRAP, WOLR) or code == SHOT:
                    cap[i] -= take
                if exploding and code not in (TRAP, WOLR):
                    if shield_left >= 0.5:
                        shield_left -= take
                    else:
                        blasts[i] -= take
                if due <= 0:
                    break
            cost += max(due, 0.0) * endure
        value = -cost + self.rho * (sum(r[3] for r in rows) + shields * SHIELD_VALUE)
        self._cache[key] = value
        return value

    def _upgrades(self, farm: Sequence[Sequence[str]], later: Sequence[Sequence[str]]):
        """How ``later`` (``farm`` with cards built on, as :func:`build` leaves it) changes
        the compiled rows: each row's replacement (None when unchanged), the new rows and
        the new Shields."""
        ups = [
            self.stack(tuple(sorted(later[i]))) if len(later[i]) != len(s) else None
            for i, s in enumerate(farm)
            if list(s) != ["shield"]
        ]
        new, shields = self.compile(later[len(farm) :])
        return ups, new, shields

    def simulate(
        self,
        farm: Sequence[Sequence[str]],
        lives: int | None = None,
        tonight: int | None = None,
        later: Sequence[Sequence[str]] | None = None,
    ) -> float:
        """Mean score over the sampled Nights: minus Lives lost (the next Night at half
        weight, the last Life at ``DEATH``), plus ``rho`` times what the Farm keeps.
        ``later`` is the Farm with the hand kept built on: the next Day places those
        cards, so the next Night meets whatever of tonight's stacks survive, grown."""
        lives = self.lives if lives is None else lives
        tonight = self.tonight if tonight is None else tonight
        if later is not None and not self.next_night:
            later = None
        key = ("s", signature(farm), lives, tonight, later and signature(later))
        hit = self._cache.get(key)
        if hit is not None:
            return hit
        if lives <= 0:
            return -DEATH * 2
        base, base_shields = self.compile(farm)
        ups, fresh, fresh_shields = self._upgrades(farm, later) if later else ([], [], 0)
        total = 0.0
        ammo_v, rho, rivals = self.ammo_value, self.rho, self.piles
        for seq in self.samples:
            st = [r[:] for r in base]
            shields, life, lost = base_shields, lives, 0.0
            left, weight, second = tonight, 1.0, False
            died = False
            for j, code in enumerate(seq):
                mine = j % rivals == 0
                if mine:
                    if left <= 0:
                        if second or not self.next_night:
                            break
                        second, left, weight = True, self.next_night, GAMMA
                        if later:
                            shields += fresh_shields
                            _grow(st, base, ups, ammo_v)
                            st += [r[:] for r in fresh]
                    left -= 1
                elif code < NZ:
                    continue  # another Farm's zombie: only its Events reach mine
                if code >= NZ:
                    kind, amount = _EVENT_EFFECT[code]
                    if kind == "deal":
                        left += amount if not second else 0
                    elif kind == "silent":
                        left = 0
                    elif kind == "scrap":
                        for _ in range(amount):
                            alive = [r for r in st if r[3] > 0]
                            if alive:
                                low = min(alive, key=lambda r: r[3])
                                low[0] = low[3] = 0
                            elif shields:
                                shields -= 1
                    else:
                        fam = "trap" if kind == "purge_trap" else "flamethrower"
                        for r in st:
                            if r[4] == fam:
                                r[0] = r[3] = 0
                    continue
                bit = 1 << code
                exploding = bit & EXPLODING
                best_cost, best = (DEATH if life <= 1 else 1.0 + 1.0 / life), None
                for r in st:
                    if not r[0] & bit:
                        continue
                    c = r[1]
                    if c == TRAP:
                        cost = r[3]
                    elif c == WOLR:
                        if life > 1:
                            continue
                        cost = WOLR_COST
                    elif exploding:
                        cost = (SHIELD_VALUE if shields else r[3]) + (ammo_v if c == SHOT else 0)
                    elif c == SHOT:
                        cost = ammo_v
                    else:
                        best_cost, best = 0.0, r
                        break
                    if cost < best_cost:
                        best_cost, best = cost, r
                if best is None:
                    lost += weight
                    life -= 1
                    if life <= 0:
                        died = True
                        break
                    continue
                c = best[1]
                if c == WOLR:
                    for r in st:
                        r[0] = r[3] = 0
                    shields = 0
                elif c == TRAP or (exploding and not shields):
                    best[0] = best[3] = 0
                else:
                    if exploding:
                        shields -= 1
                    if c == SHOT:
                        best[2] -= 1
                        best[3] -= ammo_v
                        if best[2] <= 0:
                            best[0] = 0
            if died:
                total -= DEATH * (1.0 if not second else GAMMA) + lost
            else:
                total += rho * (sum(r[3] for r in st) + shields * SHIELD_VALUE) - lost
        value = total / max(1, len(self.samples))
        self._cache[key] = value
        return value


def _grow(st: list[list], base: list[list], ups: list, ammo_value: float) -> None:
    """Swap each surviving stack for what the kept cards make of it, Ammo spent still spent."""
    for i, up in enumerate(ups):
        row = st[i]
        if up is None or (row[0] == 0 and row[3] == 0):  # unchanged, or blown up tonight
            continue
        spent = base[i][2] - row[2]
        st[i] = up[:]
        if spent:
            st[i][2] -= spent
            st[i][3] -= ammo_value * spent
            if st[i][2] <= 0:
                st[i][0] = 0


def sample_nights(rng, counts: Counter, count: int, length: int) -> list[list[int]]:
    """``count`` Night sequences of ``length`` cards drawn from the unseen cards."""
    pool = [CODE[key] for key, n in sorted(counts.items()) for _ in range(n)]
    length = min(length, len(pool))
    return [rng.sample(pool, length) for _ in range(count)]


def describe(kinds: Sequence[str]) -> str:
    """A stack in a few words: "Hay Wall", "Shotgun (2 Ammo)", "2 Hay Bales"."""
    kinds = list(kinds)
    work = C.working_as(kinds)
    ammo = kinds.count("ammo")
    if work == "hay":
        return "Hay Wall"
    if work == "shotgun":
        return f"Shotgun ({ammo} Ammo)"
    if work == "flamethrower":
        return "Flamethrower + Fuel"
    if work or kinds == ["shield"]:
        return C.DAY_NAMES[kinds[0]]
    if kinds[0] == "hay":
        return f"{len(kinds)} Hay Bale{'s' if len(kinds) > 1 else ''}"
    if "shotgun" in kinds:
        return "empty Shotgun"
    if ammo:
        return f"{ammo} loose Ammo"
    return C.DAY_NAMES[kinds[0]] + " alone"


def build(farm: Sequence[Sequence[str]], kinds: Sequence[str]) -> list[list[str]]:
    """The Farm after placing ``kinds`` the obvious way: bales onto the biggest unfinished
    pile, Ammo onto the emptiest Shotgun, a weapon onto its loose load, the rest alone."""
    out = [list(s) for s in farm]
    order = {"shotgun": 0, "flamethrower": 0, "hay": 1}
    for kind in sorted(kinds, key=lambda k: order.get(k, 2)):
        fits = [s for s in out if C.stack_accepts(s, kind) is None]
        if kind == "hay":
            fits.sort(key=lambda s: -len(s))
        elif kind == "ammo":
            fits.sort(key=lambda s: ("shotgun" not in s, s.count("ammo")))
        elif kind in ("shotgun", "flamethrower"):
            fits = [s for s in fits if kind not in s]
        elif kind == "fuel":
            fits = [s for s in fits if "flamethrower" in s]
        if fits and kind not in C.SINGLES:
            fits[0].append(kind)
        else:
            out.append([kind])
    return out


def put(farm: list[list[str]], kind: str, dest: int) -> list[list[str]]:
    new = [list(s) for s in farm]
    if dest == len(new):
        new.append([kind])
    else:
        new[dest].append(kind)
    return new


def place_options(farm: list[list[str]], hand: Sequence[int]) -> list[tuple[int, int]]:
    """(card, stack) placements, one per distinct (kind, destination stack)."""
    seen, out = set(), []
    for card in sorted(hand):
        kind = C.DAY[card]
        for i in range(len(farm) + 1):
            if i < len(farm) and C.stack_accepts(farm[i], kind) is not None:
                continue
            key = (kind, tuple(sorted(farm[i])) if i < len(farm) else None)
            if key not in seen:
                seen.add(key)
                out.append((card, i))
    return out
