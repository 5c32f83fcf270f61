"""Computer players for War for Chicken Island, at three levels, deciding from ``view(seat)`` only.

Every decision first rebuilds a full state from the view (:mod:`game.island.determinise`:
hidden cards dealt at random from the deck composition minus what is visible), then:

- **easy** scores the same candidate actions as normal with few fight samples, ignores
  third seats in fights, and picks with noise (a softmax, and now and then any
  candidate); in the card round it sometimes throws in a card on a whim.
- **normal** scores on a heuristic: each candidate action (pruned: the best few
  destinations per piece, the best hex per machine) is scored by what it adds to the
  position (:class:`~game.island.ai_eval.Board`), fights by their odds
  (:func:`~game.island.ai_eval.fight_odds`: the defender's and other seats' answers
  sampled from the unseen Scrolls) times what the blow is worth, minus what it spends.
  Hopeless fights are declined. It takes its action by a softmax over those scores
  (``temp`` 2.0): mostly the best, often a close second, rarely a poor one. A greedy
  normal was nearly hard's equal (hard won 56 % of 400 games), so it was no middle
  level; with the softmax hard wins 65 % against it and it still wins 87 % against
  easy (``tools/tournament_island.py --levels A,B --games 400 --seed 22000``).
- **hard** searches: the normal policy's best few actions are each applied in several
  determinisations (hidden cards dealt anew each time) and credited with what the rest
  of the turn then earns (the heuristic's best scores for up to ``FOLLOW_STEPS`` more
  actions: a move that sets up a blow, a build that frees one). It also reads the
  threat to its Leader sharply (:class:`~game.island.ai_eval.Board` with samples):
  each enemy that can reach it next turn, the Claws on that enemy's Banner, sampled
  hands against its own known answer. The work is a fixed count (candidates x
  determinisations x steps, samples per fight), never a clock, and the look-ahead
  stops at ``SEARCH_BUDGET`` units of work (each legal action weighed, each fight
  sample drawn), shared evenly among its plans, so no decision runs long.

Randomness comes only from ``random.Random`` seeded by (seed, seat, level) and a digest
of the view, so the same view always gets the same answer and nothing hidden can
change it. ``last_reason`` says why, in a few words.
"""

from __future__ import annotations

import copy
import hashlib
import math
import random
from collections.abc import Mapping, Sequence
from typing import Any

from game.core import Action, play_out
from game.island import hexes
from game.island.actions import (
    Build,
    Choose,
    EndActions,
    EndBuild,
    Fight,
    LendDie,
    Move,
    Pass,
    PickLeader,
    PlaceDie,
    PlayScroll,
    Retrieve,
    Roll,
    Site,
    Star,
)
from game.island.ai_eval import (
    CARD,
    FACE,
    FLAG,
    MEAN_PUSH,
    WIN,
    Board,
    card_push,
    fight_odds,
    fight_value,
    gap,
    progress,
    tag_value,
    worth,
)
from game.island.data import DATA
from game.island.determinise import determinise, unseen_scrolls
from game.island.pieces import base_armor, speed
from game.island.rules import RESOURCES, IslandState, key_hex
from game.island.turn import build_cost, pilots_for

LEVELS = ("easy", "normal", "hard")
PARAMS: dict[str, dict[str, Any]] = {
    "easy": {"samples": 6, "helpers": False, "noise": 0.2, "temp": 6.0, "whim": 0.3},
    "normal": {"samples": 16, "helpers": True, "noise": 0.0, "temp": 2.0, "whim": 0.0},
    "hard": {"samples": 24, "helpers": True, "noise": 0.0, "temp": 0.0, "whim": 0.0, "sharp": 16},
}
SEARCH_CANDIDATES, SEARCH_WORLDS = 5, 3
FOLLOW = 0.8  # how much of the best next action a set-up earns
FOLLOW_STEPS = 3
ROLLOUT_SAMPLES = 10
# the look-ahead's work in one decision, counted (not timed, so a seed always plays the
# same): a legal action weighed is one unit, a fight sample drawn FIGHT_WORK (they cost
# about that much more); enough for nearly every decision, it cuts off the rare crowded
# turn whose look-ahead took 10-50 times the median (tools/bench_island_ai.py)
SEARCH_BUDGET, FIGHT_WORK = 1500, 0.4
FREE = 2.0  # giving up the free action for something else
# A game this many turns long (per player) has stalled: two full hands can make every
# attack look hopeless, so nobody fights and the hands only grow. Past it, each turn
# adds STALL_PUSH to every attack and none is too hopeless to try: a failed attack
# costs nothing more, and the cards it draws out of the defender's hand end the stall.
PATIENCE, STALL_PUSH = 20, 1.5
LEADER_RANK = ("pollazzo", "don_gallo", "eggbert", "abigail", "nugget", "kato", "keekmee",
               "henrietta", "madame_plume")  # fmt: skip
STRATEGY = {"leader_hunt": 7.0, "royal_guard": 8.0, "scholars": 6.0, "home_ground": 4.0,
            "full_throttle": 4.0, "quartermaster": 3.0, "scavengers": 3.0,
            "shell_formation": 2.0}  # fmt: skip
# a Scroll's worth in hand, for discards
KEEP = {"rooster_rage": 6, "eggshell_wall": 6, "egg_shield": 6, "change_now": 5, "wing_slam": 5,
        "iron_plumage": 5, "feather_sacrifice": 4, "foul_play": 4, "royal_guard": 4,
        "leader_hunt": 4, "battle_cry": 4, "golden_egg": 3, "peck_harder": 3,
        "tough_feathers": 3, "scholars": 3, "ambush": 2, "huddle": 2,
        "forced_march": 2}  # fmt: skip


class Ctx:
    """Everything one seat's decision reads, worked out once: the state, the unseen
    Scrolls, the board reading and the level's knobs."""

    def __init__(self, state: IslandState, seat: int, pool: Sequence[str], rng, params: dict):
        self.state, self.seat, self.pool, self.rng, self.params = state, seat, pool, rng, params
        sharp = params.get("sharp", 0)
        self.board = Board(state, seat, pool, rng, sharp) if sharp else Board(state, seat)
        self.odds: dict[tuple, tuple[float, float]] = {}
        self.work = 0.0  # legal actions weighed and fight samples drawn (see SEARCH_BUDGET)

    def fight_odds(self, att: dict, dfn: dict, dice: float) -> tuple[float, float]:
        key = (att["id"], dfn["id"], dice)
        if key not in self.odds:
            self.work += FIGHT_WORK * self.params["samples"]
            self.odds[key] = fight_odds(
                self.state,
                self.seat,
                att,
                dfn,
                self.pool,
                self.rng,
                self.params["samples"],
                dice,
                self.params["helpers"],
            )
        return self.odds[key]


class IslandAI:
    """A computer player for one seat. ``decide(view)`` returns a legal action."""

    def __init__(self, seat: int, level: str, seed: int):
        if level not in LEVELS:
            raise ValueError(f"level must be one of {', '.join(LEVELS)}")
        self.seat, self.level, self.seed = seat, level, seed
        self.params = PARAMS[level]
        self.last_reason = ""

    def _rng(self, view: Mapping[str, Any]) -> random.Random:
        digest = hashlib.blake2b(repr(view).encode(), digest_size=8).hexdigest()
        return random.Random(f"island-ai:{self.seed}:{self.seat}:{self.level}:{digest}")

    def decide(self, view: Mapping[str, Any]) -> Action:
        if view.get("viewer") != self.seat or view.get("current_seat") != self.seat:
            raise ValueError(f"seat {self.seat} has no decision to make in this view")
        rng = self._rng(view)
        stage = view["stage"]
        if stage == "island":
            return self._site(view, rng)
        if stage == "leaders":
            return self._leader(view, rng)
        state = determinise(dict(view), random.Random(rng.getrandbits(64)))
        ctx = Ctx(state, self.seat, sorted(unseen_scrolls(view).elements()), rng, self.params)
        if state.pending:
            self.last_reason = f"answering: {state.pending['prompt']}"
            return answer(ctx, state.pending)
        if state.fight:
            self.last_reason = "playing the card round"
            return card_round(ctx)
        if stage == "roll":
            self.last_reason = "rolling"
            return roll(ctx)
        scored = score_actions(ctx)
        if self.level == "hard" and len(scored) > 1:
            self.last_reason = "searching"
            return self._search(view, ctx, scored, rng)
        return pick(ctx, scored, self)

    # -- setup -------------------------------------------------------------------------------

    def _site(self, view: Mapping[str, Any], rng: random.Random) -> Action:
        """Island drafting: any legal site (the candidate list is the rules' own)."""
        n = len(view["draft"]["candidates"])
        self.last_reason = "placing a tile"
        return Site(rng.randrange(n))

    def _leader(self, view: Mapping[str, Any], rng: random.Random) -> Action:
        dealt = list(view["dealt"])
        if self.level == "easy":
            self.last_reason = "a Leader I like the look of"
            return PickLeader(rng.choice(dealt))
        self.last_reason = "the sturdier Leader"
        return PickLeader(min(dealt, key=LEADER_RANK.index))

    # -- hard: rollouts to the end of the turn ---------------------------------------------

    def _search(
        self, view: Mapping[str, Any], ctx: Ctx, scored: list[tuple[float, Action]], rng
    ) -> Action:
        """Two-step lookahead over determinisations: each of the best few actions is
        applied in several sampled worlds and credited with the best follow-up the
        turn then allows (a move that sets up a fight, a build that frees a blow).

        World by world, every plan gets an even share of ``SEARCH_BUDGET``; once it is
        spent no further world is dealt, and plans are compared over the worlds all of
        them were tried in (none: by their scores alone), so the cut-off favours none."""
        ranked = sorted(scored, key=lambda x: -x[0])[:SEARCH_CANDIDATES]
        if len(ranked) == 1:
            return ranked[0][1]
        searched = [a for _, a in ranked if not isinstance(a, (Fight, EndActions))]
        share = SEARCH_BUDGET / max(1, len(searched) * SEARCH_WORLDS)
        follow, spent, worlds = dict.fromkeys(map(id, searched), 0.0), 0.0, 0
        while searched and worlds < SEARCH_WORLDS and spent < SEARCH_BUDGET:
            world = determinise(dict(view), random.Random(rng.getrandbits(64)))
            seed = rng.getrandbits(32)
            earned = {}
            for a in searched:
                if spent >= SEARCH_BUDGET:
                    break
                earned[id(a)], work = follow_up(world, self.seat, a, random.Random(seed), share)
                spent += work
            if len(earned) < len(searched):
                break  # a world not every plan was tried in would favour the first ones
            for key, value in earned.items():
                follow[key] += value
            worlds += 1
        best, best_value = ranked[0][1], -math.inf
        for score, a in ranked:
            value = score + FOLLOW * follow.get(id(a), 0.0) / max(1, worlds)
            if value > best_value:
                best, best_value = a, value
        self.last_reason = f"looked ahead at {len(ranked)} plans in {worlds} worlds"
        return best


def follow_up(
    world: IslandState, seat: int, first: Action, rng: random.Random, allowance: float = math.inf
) -> tuple[float, float]:
    """What the rest of the turn earns after ``first``, and the work that took: the
    greedy policy's scores, step by step, until it ends the turn or starts a fight
    (whose score counts, not its luck), or the next step (costed as the last one)
    would overrun ``allowance``."""
    state = copy.deepcopy(world)
    state.apply(first)
    params = dict(PARAMS["hard"], samples=ROLLOUT_SAMPLES)
    total, work, step = 0.0, 0.0, 0.0
    for _ in range(FOLLOW_STEPS):
        if state.is_over():
            return total + 1000.0, work
        if state.current_seat() != seat or state.stage != "actions":
            break
        if state.pending or state.fight or work + step > allowance:
            break
        pool = sorted(unseen_scrolls(state.view(seat)).elements())
        ctx = Ctx(state, seat, pool, rng, params)
        score, action = max(score_actions(ctx), key=lambda x: x[0])
        step = ctx.work
        work += step
        if score <= 0 or isinstance(action, EndActions):
            break
        total += score
        if isinstance(action, Fight):
            break
        state.apply(action)
    return total, work


# -- choosing among scored actions ------------------------------------------------------------

WHY = {  # a scored action's reason, in a player's words
    Move: "moving up",
    Fight: "picking a fight",
    Build: "building a Machine",
    Retrieve: "taking back a resource",
    PlaceDie: "placing a die",
    Star: "spending a Star",
    PlayScroll: "playing a Scroll",
    EndActions: "ending my actions",
    EndBuild: "done building",
    LendDie: "lending a die",
    Pass: "passing",
}


def pick(ctx: Ctx, scored: list[tuple[float, Action]], who: Any = None) -> Action:
    """The level's choice among scored actions: any at all now and then (``noise``), else
    a softmax at ``temp`` over the scores, else the best."""
    rng, params = ctx.rng, ctx.params
    if params["noise"] and rng.random() < params["noise"]:
        chosen = rng.choice(scored)[1]
    elif params["temp"]:
        top = max(s for s, _ in scored)
        weights = [math.exp((s - top) / params["temp"]) for s, _ in scored]
        chosen = rng.choices([a for _, a in scored], weights)[0]
    else:
        chosen = max(scored, key=lambda x: x[0])[1]
    if who is not None:
        who.last_reason = WHY.get(type(chosen), "my best move")
    return chosen


# -- the Roll step ----------------------------------------------------------------------------


def face_value(ctx: Ctx, face: str) -> float:
    state, seat = ctx.state, ctx.seat
    if face == "resource":
        room = 9 - sum(state.res[seat].values())
        useful = min(room, sum(state.supply.values())) + state.dead[seat]
        return FACE["resource"] if useful >= 2 else 0.8
    lean = ctx.board.flag or state.variant("pelea")
    if face in ("plus2", "plus3") and lean:
        # Flag Mode and Pelea de Gallos (no Machines to carry the fight): +dice only matter
        # in a fight close at hand, while a Claw's extra move or blow always does
        aims = [e for e, _ in ctx.board.aims.values()]
        near = any(
            gap(p, speed(state, p), p["hex"], e["hex"]) <= 1
            for p in state.pieces_of(seat)
            for e in aims
        )
        return FACE[face] if near else FACE[face] * 0.4
    if face in ("plus2", "plus3"):
        near = any(
            ctx.board.pos(p, p["hex"]) > 6 for p in state.pieces_of(seat) if p["kind"] != "chicken"
        )
        return FACE[face] if near else FACE[face] * 0.6
    if face == "claw" and lean:
        return FACE["claw"] + 1.0
    if face == "star":
        stars = state.stars(seat)
        return 3.0 if stars >= 2 else FACE["star"]
    return FACE[face]


def roll(ctx: Ctx) -> Action:
    """Reroll every spent die, and Banner dice showing less than a fresh roll is worth."""
    state, seat = ctx.state, ctx.seat
    values = {f.id: face_value(ctx, f.id) for f in DATA.die}
    mean = sum(values.values()) / len(values)
    dice = []
    for i, d in enumerate(state.dice[seat]):
        if d["at"] == "spent":
            dice.append(i)
        elif d["at"] == "banner":
            if ctx.params["noise"] and ctx.rng.random() < 0.3:
                if ctx.rng.random() < 0.5:
                    dice.append(i)
            elif values[d["face"]] < mean * 0.9:
                dice.append(i)
    back, reroll = placed_dice(ctx)
    return Roll(tuple(sorted(dice + list(reroll))), back)


def placed_dice(ctx: Ctx) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """What to do with +1 dice on pieces far from anything worth hitting: (back, reroll).
    If another piece of ours can strike this turn the die comes back unrolled, to go on
    it; otherwise it is rerolled (a fresh face is worth more than a +1 on the Banner).
    A Leader or a flag carrier keeps its die."""
    state, seat = ctx.state, ctx.seat
    if ctx.params["noise"]:
        return (), ()
    aims = list(ctx.board.aims.values())
    mine = state.pieces_of(seat)

    def gap_to_aim(p: dict) -> float:
        spd = speed(state, p)
        return min((gap(p, spd, p["hex"], e["hex"]) for e, _ in aims), default=9.0)

    striker = any(gap_to_aim(p) == 0 for p in mine)
    back, reroll = [], []
    for i, d in enumerate(state.dice[seat]):
        if not isinstance(d["at"], int) or d["at"] not in state.pieces:
            continue
        p = state.pieces[d["at"]]
        if p.get("flags") or p["kind"] == "leader" or gap_to_aim(p) <= 1:
            continue
        (back if striker else reroll).append(i)
    return tuple(back), tuple(reroll)


# -- the Take Actions step --------------------------------------------------------------------


def pay_cost(state: IslandState, kind: str, pay: str) -> float:
    if kind == "build" and state.stage == "build":
        return 0.0  # Quickplay's Build step: the build is its own, not the free action
    if pay == "action":
        return 0.0 if state.turn["extra"].get(kind) else FREE
    if pay == "claw":
        return FACE["claw"]
    return FACE["resource"] * 0.6


def score_actions(ctx: Ctx) -> list[tuple[float, Action]]:
    """Every candidate action worth thinking about, with its heuristic score."""
    state, seat, board = ctx.state, ctx.seat, ctx.board
    legal = state.legal_actions(seat)
    ctx.work += len(legal)
    # ending the step is the baseline: EndActions, or EndBuild in Quickplay's Build step
    out: list[tuple[float, Action]] = [(0.0, legal[0] if legal else EndActions())]
    for a in legal:
        if isinstance(a, (EndActions, EndBuild)):
            out[0] = (0.0, a)
    moves: dict[tuple, list[tuple[float, Action]]] = {}
    builds: dict[str, tuple[float, Action]] = {}
    for a in legal:
        if isinstance(a, Move):
            key = (a.piece, a.group)
            moves.setdefault(key, []).append((0.0, a))
        elif isinstance(a, Fight):
            s = score_fight(ctx, a)
            if s is not None:
                out.append((s, a))
        elif isinstance(a, Build):
            s = score_build(ctx, a)
            if a.save:  # Abigail: leave off the token we hold fewest of
                s -= 0.01 * (state.res[seat][a.save] - 2 * shortage(state, seat).get(a.save, 0))
            if a.machine not in builds or s > builds[a.machine][0]:
                builds[a.machine] = (s, a)
        elif isinstance(a, Retrieve):
            out.append((score_retrieve(ctx, a), a))
        elif isinstance(a, Star):
            out.append((score_star(ctx, a), a))
        elif isinstance(a, PlayScroll):
            out.append((score_turn_scroll(ctx, a), a))
        elif isinstance(a, PlaceDie):
            continue
    out += builds.values()
    for (pid, group), options in moves.items():
        piece = state.pieces[pid]
        moving = [piece]
        if group:
            moving = [p for p in state.pieces_at(piece["hex"]) if p["owner"] == seat]
        here = sum(board.pos(p, p["hex"]) for p in moving)
        pays = {a.pay for _, a in options}
        pay = "action" if "action" in pays else "claw"
        cost = pay_cost(state, "move", pay)
        seen: dict[tuple, float] = {}
        for _, a in options:
            if a.pay != pay or (a.q, a.r) in seen:
                continue
            seen[(a.q, a.r)] = sum(board.pos(p, (a.q, a.r)) for p in moving) - here
        for h, gain in sorted(seen.items(), key=lambda x: -x[1])[:2]:
            out.append((gain - cost, Move(pid, h[0], h[1], group, pay)))
    return out


def dice_strength(state: IslandState, seat: int) -> float:
    return sum(
        {"plus1": 1, "plus2": 2, "plus3": 3}.get(d["face"], 0)
        for d in state.dice[seat]
        if d["at"] == "banner"
    )


def dice_worth(state: IslandState, seat: int) -> float:
    return sum(
        FACE[d["face"]]
        for d in state.dice[seat]
        if d["at"] == "banner" and d["face"] in ("plus1", "plus2", "plus3")
    )


def score_fight(ctx: Ctx, a: Fight) -> float | None:
    state, seat = ctx.state, ctx.seat
    att, dfn = state.pieces[a.attacker], state.pieces[a.defender]
    value = fight_value(state, seat, dfn, att)
    if dfn["kind"] != "leader" and not dfn["shields"]:
        value += ctx.board.relief(dfn)
    cost = pay_cost(state, "fight", a.pay)
    p0, c0 = ctx.fight_odds(att, dfn, 0.0)
    best = p0 * value - cost - 0.5 * CARD * c0
    extra = dice_strength(state, seat)
    p1 = p0
    if extra:
        p1, c1 = ctx.fight_odds(att, dfn, extra)
        best = max(best, p1 * value - cost - 0.5 * CARD * c1 - 0.6 * dice_worth(state, seat))
    stall = max(state.turns) - PATIENCE
    if stall > 0:
        return best + STALL_PUSH * stall
    if max(p0, p1) < 0.15:
        return None  # hopeless: not worth an action
    return best


def score_build(ctx: Ctx, a: Build) -> float:
    state, seat = ctx.state, ctx.seat
    m = DATA.machines[a.machine]
    probe = {"id": -1, "owner": seat, "kind": "machine", "card": a.machine, "hex": (a.q, a.r)}
    probe.update(shields=0, pilots=m.pilots)
    if state.variant("flag"):  # a carrier taken as a pilot puts its flags on the machine
        crew = pilots_for(state, seat, (a.q, a.r), m.pilots)
        probe["flags"] = [f for c in crew for f in c.get("flags", [])]
    tokens = sum(build_cost(state, seat, a.machine, a.save).values())
    v = worth(probe) + ctx.board.pos(probe, (a.q, a.r))
    return v - 1.0 * tokens - 1.2 * m.pilots - pay_cost(state, "build", "action") + 4.0


def shortage(state: IslandState, seat: int) -> dict[str, int]:
    """Per resource, how short we are of the cheapest stock machine we cannot afford."""
    best: dict[str, int] = {}
    have = state.res[seat]
    fewest = None
    for card in state.stock:
        cost = build_cost(state, seat, card)
        short = {k: max(0, cost[k] - have[k]) for k in RESOURCES}
        n = sum(short.values())
        if n and (fewest is None or n < fewest):
            fewest, best = n, short
    return best


def score_retrieve(ctx: Ctx, a: Retrieve) -> float:
    state, seat = ctx.state, ctx.seat
    cost = pay_cost(state, "retrieve", a.pay)
    if a.what == "chicken":
        free = len(state.chickens_free(seat))
        return (4.0 if free < 2 else 2.0) - cost
    if sum(state.res[seat].values()) >= 9:
        return -1.0
    short = shortage(state, seat)
    return (3.0 if short.get(a.what) else 1.5) - cost


def leader_danger(ctx: Ctx) -> float:
    lead = ctx.state.leader_piece(ctx.seat)
    if lead is None:
        return 0.0
    return ctx.board.danger(lead, lead["hex"])


def score_star(ctx: Ctx, a: Star) -> float:
    state, seat = ctx.state, ctx.seat
    from game.island.stars import cost as star_cost

    stars = star_cost(state, seat, a.ability)
    spend = FACE["star"] * stars
    if a.ability == "shield":
        lead = state.leader_piece(seat)
        if lead is None or lead["shields"]:
            return 6.0 - spend
        return 20.0 + 8.0 * min(leader_danger(ctx), 2.0) - spend
    if a.ability == "remove_tag":
        best = max(
            (tag_value(state, g, seat) for g in set(state.tags[seat])),
            default=0.0,
        )
        return 0.5 * best - spend
    if a.ability == "regroup":
        room = min(9 - sum(state.res[seat].values()), sum(state.supply.values()))
        return CARD + 2.0 * state.dead[seat] + 1.0 * room - spend
    if a.ability == "draw":
        return CARD + 0.5 - spend
    if a.ability == "draw_discard":
        return 0.8 - spend if state.hands[seat] else -1.0
    if a.ability == "refresh_stock":
        affordable = any(not sum(shortage_one(state, seat, c).values()) for c in state.stock)
        return -1.0 if affordable else 1.0 - spend
    return -1.0


def shortage_one(state: IslandState, seat: int, card: str) -> dict[str, int]:
    cost = build_cost(state, seat, card)
    return {k: max(0, cost[k] - state.res[seat][k]) for k in RESOURCES}


def score_turn_scroll(ctx: Ctx, a: PlayScroll) -> float:
    state, seat = ctx.state, ctx.seat
    card = a.card
    if card == "forced_march":
        return 1.0 if state.turn["free"] == 0 and state.faces(seat, "claw") == [] else -1.0
    worth_new = STRATEGY.get(card, 1.0)
    old = state.strategy[seat]
    if old is None:
        return worth_new - CARD * 0.5
    return worth_new - STRATEGY.get(old, 1.0) - CARD - 1.0


# -- fights: the card round and the dice ------------------------------------------------------


def side_of(state: IslandState, seat: int) -> str:
    """Which side ``seat`` backs in the current fight: 'att', 'def' or '' (stays out)."""
    f = state.fight
    dfn = state.pieces.get(f["defender"])
    if f["seat"] == seat:
        return "att"
    if dfn is None:
        return ""
    if dfn["owner"] == seat:
        return "def"
    if state.variant("teams"):  # back the teammate, never an opponent against it
        if state.friendly(dfn["owner"], seat):
            return "def"
        if state.friendly(f["seat"], seat):
            return "att"
        return ""
    if dfn["kind"] != "leader":
        return ""
    attacker = f["seat"]
    # a third seat blocks a tag that wins or that puts the attacker ahead of it
    if tag_value(state, attacker, dfn["owner"]) >= 500:
        return "def"
    if progress(state, attacker) >= progress(state, seat) and state.players > 2:
        return "def" if tag_value(state, attacker, dfn["owner"]) > 10 else ""
    return ""


def known_margin(ctx: Ctx) -> float:
    """Strength minus armor counting face-down cards: ours exactly, others' on average."""
    state, seat = ctx.state, ctx.seat
    f = state.fight
    att, dfn = state.pieces[f["attacker"]], state.pieces[f["defender"]]
    from game.island import fight as fights

    s, a = fights.totals(state)
    margin = float(sum(n for _, n in s) - sum(n for _, n in a))
    for e in f["cards"]:
        if e["shown"]:
            continue
        if e["seat"] == seat:
            side = side_of(state, seat) or "att"
            push = card_push(state, e["card"], side, att, dfn, seat)
            margin += push if side == "att" else -push
        else:
            who = e["seat"]
            if who == f["seat"]:
                margin += MEAN_PUSH
            elif who == dfn["owner"]:
                margin -= MEAN_PUSH
            else:
                margin -= MEAN_PUSH * 0.5
    return margin


def card_round(ctx: Ctx) -> Action:
    """Play the card that best pushes our side to a safe margin, else pass."""
    state, seat, rng = ctx.state, ctx.seat, ctx.rng
    f = state.fight
    att, dfn = state.pieces[f["attacker"]], state.pieces[f["defender"]]
    lend = lend_die(ctx)
    if lend is not None:
        return lend
    hand = [c for c in set(state.hands[seat]) if "fight" in DATA.scrolls[c].timing]
    hand.sort()
    if not hand:
        return Pass()
    side = side_of(state, seat)
    if ctx.params["whim"] and rng.random() < ctx.params["whim"]:
        return PlayScroll(rng.choice(hand)) if rng.random() < 0.5 else Pass()
    if not side:
        return Pass()
    margin = known_margin(ctx)
    if side == "def":
        margin = -margin - 1  # the defender holds when strength < armor
    # what may still come against us: the other side's unseen hands
    foes = [att["owner"]] if side == "def" else [dfn["owner"]]
    if side == "att" and dfn["kind"] == "leader" and ctx.params["helpers"]:
        foes += [
            s
            for s in range(state.players)
            if s not in (seat, dfn["owner"]) and not state.friendly(s, seat)
        ]
    if side == "def" and state.variant("teams"):
        foes += [s for s in state.opponents(seat) if s != att["owner"]]
    threat = sum(min(len(state.hands[s]), 2) for s in foes) * MEAN_PUSH * 0.7
    threat += ability_armor_left(state, dfn) if side == "att" else 0.0
    stakes = fight_value(state, f["seat"], dfn, att) if side == "att" else defend_value(state, dfn)
    if margin >= threat or stakes < 4:
        return Pass()
    pushes = {c: card_push(state, c, side, att, dfn, seat) for c in hand}
    if side == "def":
        for c in hand:
            stops = c in ("egg_shield", "change_now") and _blocks(state, c, att, dfn)
            if stops and stakes >= 20 and (margin < 0 or c == "egg_shield"):
                return PlayScroll(c)
    total = sum(pushes.values())
    if margin + total < 0 and margin + total + threat * 0.5 < 0:
        return Pass()  # even everything would not do it
    useful = [c for c in hand if pushes[c] > 0]
    if not useful:
        return Pass()
    need = threat - margin
    enough = [c for c in useful if pushes[c] >= need]
    if enough:
        return PlayScroll(min(enough, key=lambda c: (pushes[c], KEEP.get(c, 1), c)))
    return PlayScroll(max(useful, key=lambda c: (pushes[c], -KEEP.get(c, 1), c)))


def _blocks(state: IslandState, card: str, att: dict, dfn: dict) -> bool:
    from game.island.ai_eval import blocks

    return blocks(state, card, att, dfn)


def ability_armor_left(state: IslandState, dfn: dict) -> float:
    from game.island.ai_eval import ability_armor

    return ability_armor(state, dfn)


def defend_value(state: IslandState, dfn: dict) -> float:
    if dfn["kind"] == "leader":
        return max(tag_value(state, s, dfn["owner"]) for s in state.opponents(dfn["owner"]))
    return worth(dfn) + FLAG * len(dfn.get("flags", []))


def table_leader(state: IslandState, seat: int) -> int | None:
    """The opponent furthest ahead (progress, then tags given), if one is ahead of us."""
    best = max(
        state.opponents(seat),
        key=lambda s: (progress(state, s), sum(t.count(s) for t in state.tags), -s),
        default=None,
    )
    if best is None or progress(state, best) < progress(state, seat):
        return None
    return best


def lend_die(ctx: Ctx) -> Action | None:
    """Shared Dice: lend a +die to an attacker who is our teammate, or whose blow hurts
    the player furthest ahead (and does not hand the attacker the game); else keep it."""
    state, seat = ctx.state, ctx.seat
    legal = [a for a in state.legal_actions(seat) if isinstance(a, LendDie)]
    if not legal:
        return None
    f = state.fight
    att, dfn = state.pieces[f["attacker"]], state.pieces[f["defender"]]
    attacker, victim = f["seat"], dfn["owner"]
    if state.friendly(victim, seat) or side_of(state, seat) == "def":
        return None
    if not state.friendly(attacker, seat):
        lead = table_leader(state, seat)
        if lead is None or victim != lead or attacker == lead:
            return None
        if fight_value(state, attacker, dfn, att) >= WIN or dfn["kind"] != "leader":
            return None
    if ctx.params["noise"] and ctx.rng.random() < 0.5:
        return None
    margin = known_margin(ctx)
    threat = min(len(state.hands[victim]), 2) * MEAN_PUSH * 0.7 + ability_armor_left(state, dfn)
    if margin >= threat + 1:
        return None  # it lands without us
    size = {"plus1": 1, "plus2": 2, "plus3": 3}
    dice = sorted(legal, key=lambda a: size[state.dice[seat][a.die]["face"]])
    need = threat + 1 - margin
    if margin + dice_strength(state, seat) + 2.0 * min(len(state.hands[seat]), 2) < 0:
        return None  # even all of it would not turn the blow
    value = fight_value(state, attacker, dfn, att)
    for a in dice:
        face = state.dice[seat][a.die]["face"]
        if size[face] >= need and value >= 2 * FACE[face]:
            return a
    best = dice[-1]
    return best if value >= 2 * FACE[state.dice[seat][best.die]["face"]] else None


def fight_dice(ctx: Ctx, options: list[list[str]]) -> str:
    """Commit Banner dice while they lift the odds enough to pay for themselves."""
    state, seat = ctx.state, ctx.seat
    f = state.fight
    att, dfn = state.pieces[f["attacker"]], state.pieces[f["defender"]]
    keys = [o[0] for o in options]
    value = fight_value(state, seat, dfn, att)
    spent = sum(n for _, n in f["dice"])
    p_now, _ = ctx.fight_odds(att, dfn, float(spent))
    best, best_gain = "done", 0.0
    for key in keys:
        if key == "done":
            continue
        face = state.dice[seat][int(key.split(":")[1])]["face"]
        n = {"plus1": 1, "plus2": 2, "plus3": 3}[face]
        if face == "plus1":
            return key  # it stays on the piece: never wasted
        p, _ = ctx.fight_odds(att, dfn, float(spent + n))
        gain = (p - p_now) * value - FACE[face]
        if gain > best_gain:
            best, best_gain = key, gain
    if best == "done" and p_now < 0.5:
        # all in: if everything together turns it, start with the biggest
        total = spent + dice_strength(state, seat)
        p_all, _ = ctx.fight_odds(att, dfn, float(total))
        if (p_all - p_now) * value > dice_worth(state, seat):
            dice = [k for k in keys if k != "done"]
            return max(dice, key=lambda k: state.dice[seat][int(k.split(":")[1])]["face"])
    return best


# -- every other question ---------------------------------------------------------------------


def answer(ctx: Ctx, pending: dict) -> Action:
    kind = pending["kind"]
    options = pending["options"]
    keys = [o[0] for o in options]
    handler = ANSWERS.get(kind)
    key = handler(ctx, options) if handler else None
    if key not in keys:
        key = keys[0]
    return Choose(key)


def _side(ctx: Ctx, options: list[list[str]]) -> str:
    side = side_of(ctx.state, ctx.seat) if ctx.state.fight else "att"
    return "armor" if side == "def" else "strength"


def _resource_need(ctx: Ctx, options: list[list[str]]) -> str:
    keys = [o[0] for o in options if o[0] in RESOURCES]
    if not keys:
        return options[-1][0]
    short = shortage(ctx.state, ctx.seat)
    return max(keys, key=lambda k: (short.get(k, 0), -ctx.state.res[ctx.seat][k], k))


def _cap(ctx: Ctx, options: list[list[str]]) -> str:
    short = shortage(ctx.state, ctx.seat)
    have = ctx.state.res[ctx.seat]
    return max((o[0] for o in options), key=lambda k: (have[k] - 2 * short.get(k, 0), k))


def _discard(ctx: Ctx, options: list[list[str]]) -> str:
    return min((o[0] for o in options), key=lambda c: (KEEP.get(c, 1), c))


def _sacrifice(ctx: Ctx, options: list[list[str]]) -> str:
    state = ctx.state
    base = state.bases[ctx.seat]
    return max(
        (o[0] for o in options),
        key=lambda k: (hexes.distance(state.pieces[int(k)]["hex"], base), int(k)),
    )


def _foul(ctx: Ctx, options: list[list[str]]) -> str:
    state, seat = ctx.state, ctx.seat
    f = state.fight
    mine = side_of(state, seat) or "att"
    att, dfn = state.pieces[f["attacker"]], state.pieces[f["defender"]]

    def harm(key: str) -> float:
        e = f["cards"][int(key)]
        if state.friendly(e["seat"], seat):  # ours or the teammate's
            return -10.0
        theirs = "def" if mine == "att" else "att"
        return card_push(state, e["card"], theirs, att, dfn, e["seat"]) + (
            5.0 if e["card"] in ("egg_shield", "change_now") else 0.0
        )

    return max((o[0] for o in options), key=lambda k: (harm(k), k))


def _change_now(ctx: Ctx, options: list[list[str]]) -> str:
    state, seat = ctx.state, ctx.seat
    side = side_of(state, seat) or "def"

    def good(key: str) -> float:
        p = state.pieces[int(key)]
        mine = state.friendly(p["owner"], seat)
        if side == "att":
            return -base_armor(p) - (50 if mine else 0) + worth(p) * 0.2
        return (50 if not mine else 0) + base_armor(p) - worth(p) * (1 if mine else -0.2)

    return max((o[0] for o in options), key=lambda k: (good(k), k))


def _ability(ctx: Ctx, options: list[list[str]]) -> str:
    state, seat = ctx.state, ctx.seat
    f = state.fight
    from game.island import fight as fights

    s, a = fights.totals(state)
    margin = sum(n for _, n in s) - sum(n for _, n in a)
    dfn = state.pieces[f["defender"]]
    side = side_of(state, seat)
    keys = [o[0] for o in options]
    if side == "def" and margin >= 0:
        for k in keys:
            if k.startswith(("rock_solid", "guardian")):
                return k
        if dfn["kind"] == "leader" or worth(dfn) > 10:
            for k in keys:
                if k == f"shield:{dfn['id']}":
                    return k
    if side in ("att", "def") and any(k.startswith("hex:") for k in keys):
        att = state.pieces[f["attacker"]]
        for k in keys:
            if not k.startswith("hex:"):
                continue
            e = f["cards"][int(k[4:])]
            if e["seat"] == seat:
                continue
            theirs = "def" if side == "att" else "att"
            push = card_push(state, e["card"], theirs, att, dfn, e["seat"])
            if side == "att" and margin < 0 <= margin + push:
                return k
            if side == "def" and margin >= 0 > margin - push:
                return k
    return "pass"


def _bodyguard(ctx: Ctx, options: list[list[str]]) -> str:
    state = ctx.state
    dfn = state.pieces[state.fight["defender"]]
    guards = [o[0] for o in options if o[0] != "none"]
    if not guards:
        return "none"
    if dfn["kind"] == "leader":
        return guards[0]
    g = state.pieces[int(guards[0])]
    return guards[0] if base_armor(g) > base_armor(dfn) else "none"


def _ram(ctx: Ctx, options: list[list[str]]) -> str:
    return "ram"


def _spot(ctx: Ctx, options: list[list[str]]) -> str:
    aims = ctx.board.aims
    if not aims:
        return options[0][0]
    lead = next(iter(aims.values()))[0]
    return min((o[0] for o in options), key=lambda k: (hexes.distance(key_hex(k), lead["hex"]), k))


def _star_shield(ctx: Ctx, options: list[list[str]]) -> str:
    state = ctx.state
    lead = state.leader_piece(ctx.seat)
    if lead is not None and not lead["shields"] and str(lead["id"]) in [o[0] for o in options]:
        return str(lead["id"])
    return max((o[0] for o in options), key=lambda k: (worth(state.pieces[int(k)]), k))


def _untag(ctx: Ctx, options: list[list[str]]) -> str:
    state = ctx.state
    return max((o[0] for o in options), key=lambda k: (progress(state, int(k)), k))


def _hurt_of(ctx: Ctx, cells: set[tuple[int, int]]) -> float:
    """What losing the units on ``cells`` costs the others minus what it costs us."""
    state, seat = ctx.state, ctx.seat
    v = 0.0
    for p in state.pieces.values():
        if p["hex"] in cells and p["kind"] != "leader" and p["card"] != "lava_golem":
            if p["shields"]:
                continue
            v += -worth(p) if p["owner"] == seat else worth(p) * 0.8
    return v


def _erupt(ctx: Ctx, options: list[list[str]]) -> str:
    return max(
        (o[0] for o in options),
        key=lambda k: (_hurt_of(ctx, set(hexes.neighbours(key_hex(k)))), k),
    )


def _flip(ctx: Ctx, options: list[list[str]]) -> str:
    return max((o[0] for o in options), key=lambda k: (_hurt_of(ctx, {key_hex(k)}), k))


def _hurricane(ctx: Ctx, options: list[list[str]]) -> str:
    state = ctx.state
    return max(
        (o[0] for o in options),
        key=lambda k: (progress(state, int(k)), sum(state.res[int(k)].values()), k),
    )


def _blow(ctx: Ctx, options: list[list[str]]) -> str:
    state = ctx.state
    words = (state.pending or {}).get("prompt", "")
    digits = [int(ch) for ch in words if ch.isdigit()]
    keys = [o[0] for o in options]
    if not digits or not 0 < digits[0] <= state.players:
        return keys[0]
    have = state.res[digits[0] - 1]
    return max(keys, key=lambda k: (have.get(k, 0), k))


def _nudge(ctx: Ctx, options: list[list[str]]) -> str:
    """Move our chicken next to our Leader, or none."""
    state, seat = ctx.state, ctx.seat
    lead = state.leader_piece(seat)
    if lead is None:
        return "none"
    for key, _ in options:
        if key == "none":
            continue
        pid, h = key.split(":")
        p = state.pieces[int(pid)]
        near = hexes.distance(key_hex(h), lead["hex"]) == 1
        if p["owner"] == seat and near and hexes.distance(p["hex"], lead["hex"]) > 1:
            return key
    return "none"


def _fight_dice(ctx: Ctx, options: list[list[str]]) -> str:
    return fight_dice(ctx, options)


ANSWERS = {
    "card_side": _side,
    "card_resource": _resource_need,
    "scavenge": _resource_need,
    "cap": _cap,
    "discard": _discard,
    "sacrifice": _sacrifice,
    "foul_play": _foul,
    "change_now": _change_now,
    "ability": _ability,
    "bodyguard": _bodyguard,
    "ram": _ram,
    "chicken_spot": _spot,
    "star_shield": _star_shield,
    "star_untag": _untag,
    "erupt": _erupt,
    "erupt_flip": _flip,
    "tsunami_flip": _flip,
    "hurricane": _hurricane,
    "blow": _blow,
    "nudge": _nudge,
    "fight_dice": _fight_dice,
}


def play_game(
    levels: Sequence[str], seed: int, max_actions: int = 20_000, options: dict | None = None
) -> IslandState:
    """A whole seeded game between AIs at ``levels`` (seat order); the same seed plays the same."""
    from game.island import new_game

    state = new_game(len(levels), seed, options)
    players = [IslandAI(seat, level, seed) for seat, level in enumerate(levels)]
    return play_out(state, players, max_actions)


__all__ = ["LEVELS", "IslandAI", "play_game"]
