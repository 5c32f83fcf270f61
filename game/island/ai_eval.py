"""What the War for Chicken Island AI knows how to weigh: fight odds, piece worth, position.

Everything here reads a full ``IslandState`` (a determinisation when the AI is deciding)
plus ``pool``, the Scrolls the deciding seat cannot see (dealt from the deck composition
minus what is visible). Other seats' hands are never read: their answer in a fight is
sampled from ``pool``, so the odds depend on the view alone.

Values are in "points": a Humiliation tag that is progress is worth ``TAG``, the game
``WIN``; machines, chickens, cards and dice are worth a few points each.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from game.island import fight as fights
from game.island import hexes
from game.island.data import DATA
from game.island.pieces import (
    BASE,
    LAVA,
    Piece,
    attack_range,
    base_armor,
    base_strength,
    speed,
    targets,
)
from game.island.rules import IslandState

TOKENS = DATA.pelea_tokens
TAG, WIN = 80.0, 1000.0
CARD = 3.0  # a Scroll in hand
# what a die on the Banner is worth keeping
FACE = {"plus3": 5.0, "plus2": 3.5, "plus1": 2.0, "claw": 4.0, "star": 1.5, "resource": 2.5}
# a Scroll's push in a fight: +strength for the attacker's side or +armor for the defender's
ATTACK = {"peck_harder": 2, "wing_slam": 3, "rooster_rage": 4, "battle_cry": 2, "golden_egg": 2}
DEFEND = {"tough_feathers": 2, "iron_plumage": 3, "eggshell_wall": 4, "battle_cry": 2}
DEFEND["golden_egg"] = 2
EITHER = {"battle_cry", "golden_egg", "feather_sacrifice"}
MEAN_PUSH = 2.2  # an unseen face-down card, on average, for its player's side


def strength_of(state: IslandState, p: Piece) -> int:
    return base_strength(p) + len(state.plus_dice(p))


def worth(p: Piece) -> float:
    """A unit's worth to its owner (a Leader's is in the tags, not here)."""
    if p["kind"] == "chicken":
        return 3.0
    if p["kind"] == "leader":
        return 0.0
    m = DATA.machines[p["card"]]
    extra = 6.0 if m.extra_action else 0.0
    return 3.0 + 1.6 * m.strength + 0.6 * m.armor + 0.8 * m.speed + 2.0 * (m.range or 0) + extra


def progress(state: IslandState, seat: int) -> int:
    """Steps toward the win: tags given (2 players) or Banners holding one of yours (in
    Teams: opposing Banners holding one of the team's)."""
    if state.variant("teams"):
        return sum(
            1 for s in state.opponents(seat) if any(state.friendly(g, seat) for g in state.tags[s])
        )
    if state.players == 2:
        return sum(t.count(seat) for t in state.tags)
    return sum(1 for t in state.tags if seat in t)


def tag_value(state: IslandState, seat: int, banner: int) -> float:
    """What one more tag of ``seat`` on ``banner`` is worth to ``seat``."""
    need = 2
    now = progress(state, seat)
    if state.variant("teams"):
        if any(state.friendly(g, seat) for g in state.tags[banner]):
            return 8.0
        return WIN if now + 1 >= need else TAG
    if state.players > 2 and seat in state.tags[banner]:
        return 8.0  # no progress (only the epic-death threat)
    return WIN if now + 1 >= need else TAG


def target_weights(state: IslandState, seat: int) -> dict[int, float]:
    """Enemy Leaders worth hunting, by seat: progress ones first, softer ones more."""
    out = {}
    for s in state.opponents(seat):
        lead = state.leader_piece(s)
        if lead is None:
            continue
        w = tag_value(state, seat, s) / TAG
        w *= 0.5 if lead["shields"] else 1.0
        w *= 1.0 + 0.1 * (9 - base_armor(lead))
        out[s] = min(w, 3.0)
    return out


# -- fights -----------------------------------------------------------------------------------


def static_margin(state: IslandState, attacker: Piece, defender: Piece) -> int:
    """Strength minus armor before dice and cards (lasting bonuses, +1 dice, Base)."""
    saved = state.fight
    state.fight = {
        "seat": attacker["owner"],
        "attacker": attacker["id"],
        "defender": defender["id"],
        "dice": [],
        "cards": [],
        "extra": [],
        "moved_from": list(attacker["hex"]),
    }
    try:
        s, a = fights.totals(state)
    finally:
        state.fight = saved
    return sum(n for _, n in s) - sum(n for _, n in a)


def _spare_chicken(state: IslandState, seat: int, busy: Sequence[int]) -> bool:
    return any(p["id"] not in busy for p in state.chickens_free(seat))


def _around(state: IslandState, centre: Piece, seat: int, skip: Piece) -> int:
    n = 0
    for h in hexes.neighbours(centre["hex"]):
        if any(p["owner"] == seat and p is not skip for p in state.pieces_at(h)):
            n += 1
    return min(n, 3)


def card_push(state: IslandState, card: str, side: str, att: Piece, dfn: Piece, seat: int) -> float:
    """How far ``card`` played by ``seat`` moves the margin toward ``side`` (att/def)."""
    busy = (att["id"], dfn["id"])
    if side == "att":
        if card in ATTACK:
            return ATTACK[card]
        if card == "feather_sacrifice":
            return 4 if _spare_chicken(state, seat, busy) else 0
        if card == "ambush" and seat == att["owner"]:
            return _around(state, dfn, seat, att)
        if card == "leader_hunt" and dfn["kind"] == "leader" and seat == att["owner"]:
            return 0 if state.strategy[seat] == "leader_hunt" else 2
        return 0
    if card in DEFEND:
        return DEFEND[card]
    if card == "feather_sacrifice":
        return 4 if _spare_chicken(state, seat, busy) else 0
    if card == "huddle" and seat == dfn["owner"]:
        return _around(state, dfn, seat, dfn)
    if seat == dfn["owner"] and state.strategy[seat] != card:
        home = dfn["hex"] in state.home(seat) if state.bases else False
        if card == "royal_guard" and dfn["kind"] == "leader":
            return 2
        if card == "home_ground" and home:
            return 1
        if card == "shell_formation" and dfn["kind"] == "chicken":
            return 1
    return 0


def blocks(state: IslandState, card: str, att: Piece, dfn: Piece) -> bool:
    """Cards that stop the blow outright for the defender (a shield, or a new target)."""
    if card == "egg_shield":
        return state.shields_left() > 0
    if card == "change_now" and dfn["kind"] == "leader":
        return any(p["kind"] != "leader" and p["id"] != dfn["id"] for p, _ in targets(state, att))
    return False


def hand_push(
    state: IslandState, hand: Sequence[str], side: str, att: Piece, dfn: Piece, seat: int
) -> tuple[float, bool, list[float]]:
    """(total push, blocks?, pushes sorted high first) of a hand used for ``side``."""
    pushes = sorted((card_push(state, c, side, att, dfn, seat) for c in hand), reverse=True)
    pushes = [x for x in pushes if x > 0]
    block = side == "def" and any(blocks(state, c, att, dfn) for c in hand)
    return float(sum(pushes)), block, pushes


def ability_armor(state: IslandState, dfn: Piece) -> float:
    """Star armor its owner can still buy in the ability window (Rock Solid, Guardian)."""
    seat = dfn["owner"]
    stars = state.stars(seat)
    if not stars:
        return 0.0
    golem = dfn["card"] == "rock_golem" or any(
        p["card"] == "iron_golem" and hexes.distance(p["hex"], dfn["hex"]) <= 1
        for p in state.pieces_of(seat)
    )
    return 2.0 * stars if golem else 0.0


def token_means(state: IslandState, seat: int) -> dict[int, tuple[float, float]]:
    """Pelea de Gallos: per other seat, the mean (strength, armor) of a face-down token,
    from that player's token set minus its tokens in sight (face up, alive or dead).
    The determinisation dealt each hidden token at random; odds use these means instead."""
    out: dict[int, tuple[float, float]] = {}
    for s in range(state.players):
        if s == seat:
            continue
        left = {t.id: t.count for t in TOKENS.values()}
        for p in state.pieces_of(s):
            if p.get("token") and p.get("shown") and left.get(p["token"], 0) > 0:
                left[p["token"]] -= 1
        for tok, up in state.dead_tokens[s] if state.dead_tokens else ():
            if up and left.get(tok, 0) > 0:
                left[tok] -= 1
        n = sum(left.values())
        if n:
            st = sum(TOKENS[k].strength * c for k, c in left.items()) / n
            ar = sum(TOKENS[k].armor * c for k, c in left.items()) / n
            out[s] = (st, ar)
    return out


def hidden(p: Piece, seat: int) -> bool:
    """A chicken whose Pelea token ``seat`` cannot see."""
    return bool(p.get("token")) and not p.get("shown") and p["owner"] != seat


def token_correction(state: IslandState, seat: int, att: Piece, dfn: Piece) -> float:
    """The margin with hidden tokens at their means rather than as this world dealt them."""
    if not (hidden(att, seat) or hidden(dfn, seat)):
        return 0.0
    means = token_means(state, seat)
    fix = 0.0
    if hidden(att, seat) and att["owner"] in means:
        fix += means[att["owner"]][0] - TOKENS[att["token"]].strength
    if hidden(dfn, seat) and dfn["owner"] in means:
        fix -= means[dfn["owner"]][1] - TOKENS[dfn["token"]].armor
    return fix


def fight_odds(
    state: IslandState,
    seat: int,
    att: Piece,
    dfn: Piece,
    pool: Sequence[str],
    rng: random.Random,
    samples: int,
    dice: float = 0.0,
    helpers: bool = True,
) -> tuple[float, float]:
    """(chance the blow lands, cards ``seat`` expects to spend) for ``seat`` attacking.

    The defender's owner (and, over a tag, each other seat at half strength) answers
    with a hand sampled from ``pool``; ``seat`` answers with its own hand; ``dice`` is
    strength from Banner dice still to commit.
    """
    margin = static_margin(state, att, dfn) + dice + token_correction(state, seat, att, dfn)
    mine, _, my_pushes = hand_push(state, state.hands[seat], "att", att, dfn, seat)
    my_fouls = sum(1 for c in state.hands[seat] if c == "foul_play")
    my_best = my_pushes[0] if my_pushes and my_pushes[0] > 0 else 0.0
    owner = dfn["owner"]
    armor_stars = ability_armor(state, dfn)
    teams = state.variant("teams")
    others = [
        s
        for s in range(state.players)
        if helpers
        and s not in (seat, owner)
        and (dfn["kind"] == "leader" or (teams and state.friendly(s, owner)))
        and not state.friendly(s, seat)
    ]
    # Teams: the defender's teammate answers in full, ours lends half a hand
    share = 1.0 if teams else 0.5
    mates = [s for s in range(state.players) if helpers and s != seat and state.friendly(s, seat)]
    wins, spent = 0, 0.0
    pool = list(pool)
    for _ in range(samples):
        rng.shuffle(pool)
        n = min(len(state.hands[owner]), len(pool))
        theirs = pool[:n]
        push, block, pushes = hand_push(state, theirs, "def", att, dfn, owner)
        fouls = sum(1 for c in theirs if c == "foul_play")
        at = n
        for s in others:
            k = min(len(state.hands[s]), len(pool) - at)
            extra, _, _ = hand_push(state, pool[at : at + k], "def", att, dfn, s)
            push += share * extra
            at += k
        for s in mates:
            k = min(len(state.hands[s]), len(pool) - at, 2)
            extra, _, _ = hand_push(state, pool[at : at + k], "att", att, dfn, s)
            push -= 0.5 * extra
            at += k
        if my_fouls and pushes and pushes[0] > 0:
            push -= pushes[0]
        total = margin + mine - (my_best if fouls else 0.0) - push - armor_stars
        if total >= 0 and not block:
            wins += 1
            need = push + armor_stars - margin
            used, acc = 0, 0.0
            for x in my_pushes:
                if acc >= need or x <= 0:
                    break
                acc += x
                used += 1
            spent += used
    return wins / samples, (spent / wins if wins else 0.0)


# -- Flag Mode --------------------------------------------------------------------------------

FLAG = 40.0  # a flag changing hands, in points (half a tag)
_HOME_CACHE: dict[tuple, dict] = {}


def home_steps(state: IslandState, seat: int, h: tuple[int, int]) -> int:
    """Steps from ``h`` to ``seat``'s Base walking around Lava (pieces aside)."""
    if not state.bases:
        return 9
    base = state.bases[seat]
    walk = frozenset(c for c, k in state.kinds.items() if k != LAVA)
    key = (base, walk)
    steps = _HOME_CACHE.get(key)
    if steps is None:
        if len(_HOME_CACHE) > 256:
            _HOME_CACHE.clear()
        steps = _HOME_CACHE[key] = hexes.reach(base, walk)
    return steps.get(h, hexes.distance(h, base) + 4)


def foreign(state: IslandState, seat: int, flags) -> bool:
    return any(not state.friendly(f, seat) for f in flags)


def carriers(state: IslandState, seat: int) -> list[Piece]:
    return [p for p in state.pieces.values() if p["owner"] == seat and p.get("flags")]


def flag_fight(state: IslandState, seat: int, att: Piece | None, dfn: Piece) -> float:
    """What hitting the carrier ``dfn`` does for ``seat``'s flags: in melee the attacker
    takes them (an enemy flag to carry home, or ours back); from range they only drop."""
    melee = att is None or hexes.distance(att["hex"], dfn["hex"]) <= 1
    v = 0.0
    for f in dfn.get("flags", []):
        if state.friendly(f, seat):
            near = home_steps(state, dfn["owner"], dfn["hex"])
            v += FLAG * (1.0 + 2.0 / (1 + near)) * (1.0 if melee else 0.7)
        elif melee:
            steps = home_steps(state, seat, att["hex"]) if att is not None else 4
            v += WIN if steps == 0 else FLAG * (1.0 + 2.0 / (1 + steps))
        else:
            v += FLAG * 0.3
    return v


def fight_value(state: IslandState, seat: int, dfn: Piece, att: Piece | None = None) -> float:
    """What landing a blow on ``dfn`` is worth to ``seat`` (``att``: the attacker, for
    Flag Mode's melee-or-ranged difference)."""
    if dfn["shields"]:
        return 0.3 * (tag_value(state, seat, dfn["owner"]) if dfn["kind"] == "leader" else 8)
    if dfn["kind"] == "leader":
        return tag_value(state, seat, dfn["owner"])
    v = worth(dfn) + 0.5 * dfn["pilots"]
    lead = state.leader_piece(seat)
    if lead is not None and hexes.distance(lead["hex"], dfn["hex"]) <= reach(state, dfn):
        v += 4.0  # it threatens my Leader
    for s, w in target_weights(state, seat).items():
        enemy = state.leader_piece(s)
        if enemy is not None and hexes.distance(enemy["hex"], dfn["hex"]) <= 1:
            v += 2.0 * w  # a guard in the way
    if state.variant("flag"):
        if dfn.get("flags"):
            v += flag_fight(state, seat, att, dfn)
        for c in carriers(state, seat):
            if hexes.distance(c["hex"], dfn["hex"]) <= reach(state, dfn):
                v += 8.0 if foreign(state, seat, c["flags"]) else 5.0  # it threatens a carrier
    return v


# -- position ---------------------------------------------------------------------------------


def reach(state: IslandState, p: Piece) -> int:
    return speed(state, p) + attack_range(p)[1]


def gap(p: Piece, spd: int, h: tuple[int, int], target: tuple[int, int]) -> float:
    """Move actions (roughly) before a piece at ``h`` can hit ``target``."""
    near, far = attack_range(p)
    d = hexes.distance(h, target)
    if near <= d <= far:
        return 0.0
    if d < near:
        return 1.0
    if spd <= 0:
        return 9.0
    return -(-(d - far) // spd)


def boost(state: IslandState, seat: int) -> float:
    """Strength ``seat`` can likely add to a blow this round: +dice on its Banner (a
    spent die comes back as +1 on average) and about one point per Scroll in hand."""
    total = 0.0
    for d in state.dice[seat]:
        if d["at"] == "banner":
            total += {"plus1": 1, "plus2": 2, "plus3": 3}.get(d["face"], 0)
        elif d["at"] == "spent":
            total += 1.0
    return total + 1.0 * min(len(state.hands[seat]), 3)


def attack_pos(
    state: IslandState,
    p: Piece,
    h: tuple[int, int],
    aims: dict[int, tuple[Piece, float]],
    extra: float = 0.0,
) -> float:
    """How well placed ``p`` at ``h`` is to strike the Leaders its owner hunts."""
    best = 0.0
    spd = speed(state, p)
    st = strength_of(state, p) + extra
    for lead, w in aims.values():
        power = (st - base_armor(lead)) / 4.0 + 0.5
        power = min(max(power, 0.05), 1.5)
        g = gap(p, spd, h, lead["hex"])
        best = max(best, w * power / (1.0 + g))
    scale = 8.0 if p["kind"] == "leader" else 12.0
    if p["kind"] == "chicken":
        # Pelea de Gallos has no Machines: its chickens are the army
        scale = 1.5
    return scale * best


class Board:
    """One seat's reading of the board, computed once per decision: whom it hunts, what
    a tag on its own Banner would cost, and every enemy's reach and punch."""

    def __init__(
        self,
        state: IslandState,
        seat: int,
        pool: Sequence[str] = (),
        rng: random.Random | None = None,
        samples: int = 0,
    ):
        self.state, self.seat = state, seat
        self.aims = aims_of(state, seat)
        self.flag = state.variant("flag")
        self.base_bonus = bool(state.options.get("base_bonus"))
        if self.flag:
            self._flag_setup()
        # a long standoff makes every Leader bolder: the caution fades after turn 8
        self.urgency = 1.0 + max(0, state.turns[seat] - 8) / 6.0
        if state.variant("pelea"):  # no Machines to break a standoff: bolder, sooner
            self.urgency = 1.0 + max(0, state.turns[seat] - 5) / 3.0
        self.stake = lead_stake(state, seat) / self.urgency
        self.boost = boost(state, seat)
        punch = {s: boost(state, s) for s in range(state.players) if s != seat}
        self.enemies = [
            (e["hex"], reach(state, e) + 1, strength_of(state, e) + punch[e["owner"]], e["id"])
            for e in state.pieces.values()
            if not state.friendly(e["owner"], seat)
        ]
        self.sharp = None
        if samples and rng is not None:
            self.sharp = _Sharp(state, seat, list(pool), rng, samples)

    def relief(self, gone: Piece) -> float:
        """What removing the enemy ``gone`` takes off the threat to our Leader, in points."""
        lead = self.state.leader_piece(self.seat)
        if lead is None or lead["shields"]:
            return 0.0
        before = self.danger(lead, lead["hex"])
        after = self.danger(lead, lead["hex"], skip=gone["id"])
        return self.stake * 0.5 * (before - after)

    def danger(self, p: Piece, h: tuple[int, int], skip: int = -1) -> float:
        """Rough chance that ``p`` at ``h`` is hit next round (any enemy in reach)."""
        if self.sharp is not None and p["kind"] == "leader":
            return self.sharp.danger(p, h, skip)
        armor = base_armor(p) + (2 if p["kind"] == "leader" else 0)
        if self.base_bonus and self.state.kind(h) == BASE:
            armor += 2
        miss = 1.0
        for eh, r, st, pid in self.enemies:
            if pid != skip and hexes.distance(eh, h) <= r:
                miss *= 1.0 - min(max((st - armor + 2) / 6.0, 0.0), 0.95)
        return 1.0 - miss

    def _flag_setup(self) -> None:
        """Flag Mode: enemy carriers to hunt (ours in their hands first, the closer to their
        Base the sooner), flags lying on the ground, and our own carriers to escort."""
        state, seat = self.state, self.seat
        aims: dict[int, tuple[Piece, float]] = {}
        for e in state.pieces.values():
            if state.friendly(e["owner"], seat) or not e.get("flags"):
                continue
            w = 0.0
            for f in e["flags"]:
                if state.friendly(f, seat):
                    w += 2.0 + 3.0 / (1 + home_steps(state, e["owner"], e["hex"]))
                else:
                    w += 1.5
            aims[e["id"]] = (e, min(w, 5.0))
        self.aims = aims
        self.dropped: dict[tuple[int, int], list[int]] = {}
        for f, q, r in state.dropped:
            self.dropped.setdefault((q, r), []).append(f)
        self.escorts = [
            (c["hex"], 4.0 if foreign(state, seat, c["flags"]) else 2.5)
            for c in state.pieces.values()
            if state.friendly(c["owner"], seat) and c.get("flags")
        ]

    def flag_pos(self, p: Piece, h: tuple[int, int]) -> float:
        """Flag Mode: carriers head home (path steps to our Base) away from enemies; the
        rest hunt enemy carriers, pick up dropped flags and escort our carriers."""
        state, seat = self.state, self.seat
        flags = list(p.get("flags", []))
        v = 0.0
        if p["kind"] != "leader" and h != p["hex"] and h in self.dropped:
            flags += self.dropped[h]
            # off the ground and out of enemy hands (ours especially: it is the game)
            v += sum(25.0 if state.friendly(f, seat) else 15.0 for f in self.dropped[h])
        d = self.danger(p, h)
        if flags and foreign(state, seat, flags):
            steps = home_steps(state, seat, h)
            if steps == 0:
                return WIN
            v += 40.0 / (1 + steps) - 4.0 * steps - 30.0 * d
        elif flags:
            # our own flag: an enemy beside it takes it and may be at its Base at once
            v += 6.0 / (1 + home_steps(state, seat, h)) - FLAG * 1.5 * d
            v += 1.5 * min(guards(state, seat, h, p), 3)
            v -= 6.0 * sum(
                1
                for e in state.pieces.values()
                if not state.friendly(e["owner"], seat) and hexes.distance(e["hex"], h) <= 2
            )
        else:
            spd = speed(state, p)
            st = strength_of(state, p) + self.boost
            best = 0.0
            for e, w in self.aims.values():
                power = min(max((st - base_armor(e)) / 4.0 + 0.5, 0.1), 1.5)
                near, far = attack_range(p)
                g = gap(p, spd, h, e["hex"])
                if far >= 2 and hexes.distance(h, e["hex"]) >= 2:
                    g += 0.5  # from range it only drops the flag
                best = max(best, w * power / (1.0 + g))
            for cell, fl in self.dropped.items():
                if spd <= 0 or (state.kind(cell) == LAVA and p["card"] != "lava_golem"):
                    continue  # nobody but a Lava Golem stops on Lava to pick it up
                g = -(-hexes.distance(h, cell) // spd)
                w = 3.0 if foreign(state, seat, fl) else 2.5
                best = max(best, w / (1.0 + g))
            urgency = min(self.urgency, 3.0)
            v += (4.0 if p["kind"] == "chicken" else 8.0) * best * urgency
            for ch, w in self.escorts:
                if ch != p["hex"] and hexes.distance(h, ch) <= 1:
                    v += w * 0.5
            v -= 0.3 * worth(p) * d
        return v

    def pos(self, p: Piece, h: tuple[int, int]) -> float:
        """Position value of our piece ``p`` standing at ``h``."""
        state, seat = self.state, self.seat
        if self.flag:
            return self.flag_pos(p, h)
        v = attack_pos(state, p, h, self.aims, self.boost) * self.urgency
        d = self.danger(p, h)
        if p["kind"] == "leader":
            shield = 0.3 if p["shields"] else 1.0
            v -= self.stake * shield * d * 0.5
            v += 1.0 * min(guards(state, seat, h, p), 3)
        else:
            v -= 0.3 * worth(p) * d
        return v


class _Sharp:
    """Hard's reading of the threat to its Leader: each enemy piece that can get a blow
    in next turn (its speed, range and the Claw dice on its Banner) lands it with the
    share of sampled hands (from the unseen Scrolls) that beat our armor plus the
    answer our own known hand gives."""

    def __init__(self, state: IslandState, seat: int, pool: list[str], rng, samples: int):
        self.state, self.seat = state, seat
        lead = state.leader_piece(seat)
        self.pushes: dict[int, list[float]] = {}
        self.enemies = []
        if lead is None:
            return
        mine = sorted(state.hands[seat])
        dummy = {"id": -1, "owner": -1, "kind": "machine", "card": "rock_golem", "hex": (99, 99)}
        dummy.update(shields=0, pilots=0)
        self.defence, block, _ = hand_push(state, mine, "def", dummy, lead, seat)
        self.defence += ability_armor(state, lead)
        self.block = 0.3 if block else 1.0
        # with more seats an enemy has other Leaders to hit: it picks ours less often
        self.block *= 1.0 if state.players == 2 else 0.6
        for s in state.opponents(seat):
            n = min(len(state.hands[s]), len(pool))
            out = []
            for _ in range(samples):
                rng.shuffle(pool)
                push, _, _ = hand_push(state, pool[:n], "att", dummy, lead, s)
                out.append(push)
            dice = 0.0
            for d in state.dice[s]:
                if d["at"] == "banner":
                    dice += {"plus1": 1, "plus2": 2, "plus3": 3}.get(d["face"], 0)
                elif d["at"] == "spent":
                    dice += 1.0
            claws = len(state.faces(s, "claw"))
            self.pushes[s] = sorted(out)
            for e in state.pieces_of(s):
                self.enemies.append((e, speed(state, e), strength_of(state, e) + dice, claws))

    def danger(self, p: Piece, h: tuple[int, int], skip: int) -> float:
        armor = base_armor(p) + self.defence
        miss = 1.0
        for e, spd, st, claws in self.enemies:
            if e["id"] == skip or gap(e, spd, e["hex"], h) > 1 + claws:
                continue
            pushes = self.pushes[e["owner"]]
            need = armor - st
            hit = sum(1 for x in pushes if x >= need) / len(pushes)
            miss *= 1.0 - min(hit * self.block, 0.97)
        return 1.0 - miss


def guards(state: IslandState, seat: int, h: tuple[int, int], skip: Piece) -> int:
    n = 0
    for x in hexes.neighbours(h):
        if any(state.friendly(p["owner"], seat) and p is not skip for p in state.pieces_at(x)):
            n += 1
    return n


def aims_of(state: IslandState, seat: int) -> dict[int, tuple[Piece, float]]:
    out = {}
    for s, w in target_weights(state, seat).items():
        lead = state.leader_piece(s)
        if lead is not None:
            out[s] = (lead, w)
    return out


def lead_stake(state: IslandState, seat: int) -> float:
    """What one more tag on my Banner would hand the most dangerous opponent."""
    stake = max((tag_value(state, s, seat) for s in state.opponents(seat)), default=TAG)
    return stake * (1.5 if state.players == 2 else 1.0)  # two blows in a turn end it


__all__ = [
    "CARD",
    "FACE",
    "TAG",
    "WIN",
    "aims_of",
    "card_push",
    "fight_odds",
    "fight_value",
    "lead_stake",
    "Board",
    "progress",
    "static_margin",
    "tag_value",
    "worth",
]
