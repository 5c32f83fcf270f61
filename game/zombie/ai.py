"""Computer players for Zombie Chickens, at three levels, deciding from ``view(seat)`` only.

- **easy** plays plausibly but sloppily: it values Farms like normal but picks at
  random among the better placements (and now and then any legal one), discards on
  a whim, grabs the face-up cards when they look familiar, never rearranges, and at
  Night often uses whichever stack it sees first.
- **normal** is the middle level: it values Farms with
  :meth:`~game.zombie.ai_eval.Evaluator.analytic`, the expected cost of tonight's
  cards under the full deck's trait mix plus what the Farm keeps, but places one of
  its ``NORMAL_TOP`` best placements at random, never rearranges, and at Night slips a
  ``NORMAL_SLIP`` share of the time (takes the runner-up defence, never a fatal one).
  It trades in co-op and uses W.O.L.R. only on its last Life.
- **hard** counts cards: the traits left among the unseen Night cards (61 minus the
  public discard and the revealed card) and the expected size of tonight (N cards,
  stretched by the Blood Moon and Solstice odds). Placements, moves, defences and
  storm scraps are valued by :meth:`~game.zombie.ai_eval.Evaluator.simulate`:
  Lives lost over the rest of tonight and the next Night on sampled Night
  sequences, with Ammo running out and stacks blown up by Exploding zombies; in
  versus the piles are dealt in turn, so the rivals' Events (storms, Blood Moons,
  Silent Nights) land on its Farm between its own zombies. It
  also sees the cards it keeps in hand coming: in the morning the two that do most
  for tonight are laid in the afternoon, and the rest meet the next Night built
  onto whatever survives tonight, so it holds back the cards that finish stacks.

Randomness comes only from ``random.Random`` seeded by (seed, seat, level) and the
public parts of the view, so a decision is a pure function of the view: the same
view gives the same answer, and hidden cards can't change it. Work is bounded by
counts (samples, candidates, at most ``MAX_MOVES`` rearrangements a turn).
Every decision sets ``last_reason``, a short line the scene can show as a toast.
Card worths for discards, draws and co-op trades live in :mod:`game.zombie.ai_hand`;
legal actions from a view and the Farm values in :mod:`game.zombie.ai_eval`.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from itertools import combinations
from typing import Any

from game.core import Action, play_out
from game.words import a, count
from game.zombie import ai_eval as E
from game.zombie import cards as C
from game.zombie.actions import (
    Defend,
    Endure,
    Flip,
    Move,
    Place,
    Scrap,
)
from game.zombie.ai_hand import HandSense
from game.zombie.rules import ZombieState

LEVELS = ("easy", "normal", "hard")
SAMPLES = 24  # sampled Nights per hard decision
MAX_MOVES = 4  # rearrangements per Day turn
MOVE_MARGIN = 0.03  # what a rearrangement must gain (hard alone rearranges)
NORMAL_TOP = 3  # normal places one of its best few placements
NORMAL_SLIP = 0.2  # how often normal takes its runner-up Night defence
KEEP = 0.3  # weight of the cards kept in hand when placing
SCREEN = 10  # placements the simulation re-scores
RHO = 0.6  # weight of what the Farm keeps after the horizon

Farm = list[list[str]]


class ZombieAI(HandSense):
    """A computer player for one seat. ``decide(view)`` returns a legal action."""

    def __init__(self, seat: int, level: str, seed: int):
        if level not in LEVELS:
            raise ValueError(f"level must be one of {', '.join(LEVELS)}")
        self.seat, self.level, self.seed = seat, level, seed
        self.rng = random.Random(f"zombie-ai:{seed}:{seat}:{level}")
        self._salt = self.rng.getrandbits(64)
        self.last_reason = ""
        self._moves: dict[tuple, int] = {}

    # -- the entry point ---------------------------------------------------------------

    def decide(self, view: Mapping[str, Any]) -> Action:
        if view.get("seat") != self.seat or view.get("viewer") != self.seat:
            raise ValueError(f"seat {self.seat} has no decision to make in this view")
        legal = E.legal_from_view(view)
        if not legal:
            raise ValueError(f"seat {self.seat} has no legal action")
        turn = (
            view["day"],
            view["night"],
            view["phase"],
            view["turn_seat"],
            view["half"],
            len(view["night_discard"]),
            view["revealed"],
            tuple(view["piles"]),
        )
        self._turn_rng = random.Random(f"{self._salt}:{turn}")  # constant through a Day turn
        self.rng = random.Random(
            f"{self._salt}:{turn}:{view['step']}:{view['placed']}:"
            f"{sorted(E.my_hand(view))}:{E.signature(self._farm(view))}"
        )
        self._view, self._ev = view, None
        action, reason = self._choose(view, legal)
        if action not in legal:  # a safety net: never hand the engine an illegal move
            action, reason = legal[-1], reason + " (fallback)"
        self.last_reason = reason
        return action

    @property
    def ev(self) -> E.Evaluator:
        """The decision's Farm evaluator, built on first use (a Night flip needs none)."""
        if self._ev is None:
            self._ev = self._evaluator(self._view)
        return self._ev

    def _evaluator(self, view: Mapping[str, Any]) -> E.Evaluator:
        lives = view["lives"][view["holder"]]
        final = E.final_night(view)
        rho = 0.0 if final else RHO
        tonight = E.tonight_left(view)
        if self.level != "hard":
            return E.Evaluator(E.FULL_NIGHT, lives, tonight, rho=rho)
        counts = E.unseen_night(view)
        nxt = 0 if final else min(view["night"] + 1, 8)
        piles = 1 if view["mode"] != "competitive" else max(1, sum(view["alive"]))
        length = (tonight + 4 + min(nxt, 6)) * piles
        samples = E.sample_nights(self._turn_rng, counts, SAMPLES, length)
        return E.Evaluator(
            counts, lives, tonight, next_night=nxt, rho=rho, samples=samples, piles=piles
        )

    def _value(
        self,
        farm: Farm,
        lives: int | None = None,
        tonight: int | None = None,
        kept: Sequence[str] = (),
        before: int = 0,
    ) -> float:
        """The Farm's worth; hard also sees the cards ``kept`` in hand coming: ``before``
        of them placed before tonight's first zombie, the rest before the next Night's."""
        if self.level != "hard":
            return self.ev.analytic(farm, tonight)
        if not kept:
            return self.ev.simulate(farm, lives, tonight)
        now, rest = self._split(farm, list(kept), before)
        if now:
            farm = E.build(farm, now)
        return self.ev.simulate(farm, lives, tonight, E.build(farm, rest) if rest else None)

    def _split(self, farm: Farm, kept: list[str], before: int) -> tuple[list[str], list[str]]:
        """The ``before`` kept cards that do the most for tonight, and the rest."""
        if before <= 0:
            return [], kept
        if before >= len(kept):
            return kept, []
        best, best_value = None, -E.INF
        for idx in combinations(range(len(kept)), before):
            now = [kept[i] for i in idx]
            v = self.ev.analytic(E.build(farm, now))
            if v > best_value:
                best, best_value = idx, v
        return [kept[i] for i in best], [k for i, k in enumerate(kept) if i not in best]

    def _turns_to_come(self, view: Mapping[str, Any]) -> int:
        """My Day turns still to come before tonight after this one (the afternoon's)."""
        return 1 if view["phase"] == "day" and view["half"] == "morning" else 0

    @staticmethod
    def _farm(view: Mapping[str, Any]) -> Farm:
        return [E.kinds_of(s) for s in E.my_farm(view)]

    def _choose(self, view: Mapping[str, Any], legal: list[Action]) -> tuple[Action, str]:
        step = view["step"]
        if step == "flip":
            return Flip(), "turns over the next Night card"
        if step == "defend":
            return self._defend(view, legal)
        if step == "scrap":
            return self._scrap(view)
        if step == "answer":
            return self._answer(view)
        if view["mode"] == "coop" and view["placed"] == 0 and step != "draw":
            offer = self._offer(view)
            if offer:
                return offer
        if self.level == "hard":
            move = self._move(view)
            if move:
                return move
        if step == "discard":
            discard = self._discard(view)
            if discard:
                return discard
        if step in ("discard", "place") and any(isinstance(a, Place) for a in legal):
            return self._place(view)
        if step == "draw":
            return self._draw(view)
        return legal[-1], "nothing better to do"

    # -- placing and rearranging ------------------------------------------------------------

    def _plans(
        self, farm: Farm, hand: list[int], count: int, value, keep: bool = True
    ) -> list[tuple[float, tuple]]:
        """Each first placement with the best value reachable by placing ``count`` cards;
        the cards kept add ``KEEP`` times what they would bring once built on later.
        Every outcome is screened with the quick value; with a costlier ``value`` only
        the ``SCREEN`` best outcomes are scored again with it."""
        quick = self.ev.analytic
        keep = keep and self.level != "easy"
        finals: dict[tuple, tuple] = {}  # outcome -> (quick score, farm, kept bonus, firsts)
        for card, dest in E.place_options(farm, hand):
            after = E.put(farm, C.DAY[card], dest)
            rest = list(hand)
            rest.remove(card)
            seconds = E.place_options(after, rest) if count > 1 and rest else [(None, None)]
            for c2, d2 in seconds:
                final = after if c2 is None else E.put(after, C.DAY[c2], d2)
                left = [c for c in rest if c != c2]
                key = (E.signature(final), tuple(sorted(C.DAY[c] for c in left)))
                if key not in finals:
                    bonus = KEEP * (self._pot(final, left) - quick(final)) if keep and left else 0.0
                    finals[key] = (self._screen(final, left, bonus), final, bonus, [], key[1])
                finals[key][3].append((card, dest))
        ranked = sorted(finals.values(), key=lambda f: -f[0])
        if value is not quick:
            ranked = [(self._rescore(value, f), *f[1:]) for f in ranked[:SCREEN]]
        best: dict[tuple, float] = {}
        for score, _, _, firsts, _ in ranked:
            for first in firsts:
                best[first] = max(best.get(first, -E.INF), score)
        return [(score, first) for first, score in best.items()]

    def _screen(self, farm: Farm, kept: list[int], bonus: float) -> float:
        """The quick score a plan is screened by; hard's already counts the afternoon's
        placements, as its simulation will, so the plans it re-scores are the right ones."""
        before = 2 * self._turns_to_come(self._view) if self.level == "hard" else 0
        if not before or not kept:
            return self.ev.analytic(farm) + bonus
        now, rest = self._split(farm, [C.DAY[c] for c in kept], before)
        tonight = E.build(farm, now)
        later = KEEP * (self.ev.analytic(E.build(tonight, rest)) - self.ev.analytic(tonight))
        return self.ev.analytic(tonight) + (later if rest else 0.0)

    def _rescore(self, value, plan: tuple) -> float:
        """A screened plan's costlier value: hard simulates the kept cards being placed
        (the afternoon's two before tonight), the others add the quick keep bonus."""
        _, farm, bonus, _, kept = plan
        if value == self._value and self.level == "hard":
            return value(farm, kept=kept, before=2 * self._turns_to_come(self._view))
        return value(farm) + bonus

    def _ranked_places(self, view: Mapping[str, Any]) -> list[tuple[float, tuple]]:
        """This turn's first placements (card, stack), each with its plan's score, best first."""
        value = self.ev.analytic if self.level == "easy" else self._value
        plans = self._plans(self._farm(view), E.my_hand(view), 2 - view["placed"], value)
        return sorted(plans, key=lambda p: -p[0])

    def _place(self, view: Mapping[str, Any]) -> tuple[Action, str]:
        hand, farm = E.my_hand(view), self._farm(view)
        plans = self._ranked_places(view)
        if self.level == "easy" and self.rng.random() < 0.25:
            card = self.rng.choice(hand)
            dests = [d for c, d in E.place_options(farm, [card])]
            pick = (0.0, (card, self.rng.choice(dests)))
        elif self.level == "hard":
            pick = plans[0]
        else:
            pick = self.rng.choice(plans[:NORMAL_TOP])
        card, dest = pick[1]
        kind = C.DAY[card]
        name = a(C.DAY_NAMES[kind])
        if dest == len(farm):
            return Place(card, dest), f"places {name} as a new stack"
        before, after = E.describe(farm[dest]), E.describe(farm[dest] + [kind])
        return Place(card, dest), f"adds {name}: the {before} becomes {after}"

    def _move(self, view: Mapping[str, Any]) -> tuple[Action, str] | None:
        key = (view["day"], view["turn_seat"], view["half"])
        if self._moves.get(key, 0) >= MAX_MOVES:
            return None
        ids = E.my_farm(view)
        farm = [E.kinds_of(s) for s in ids]
        kept = E.kinds_of(E.my_hand(view))
        placing = 2 - view["placed"] if view["step"] in ("discard", "place") else 0
        before = placing + 2 * self._turns_to_come(view)

        def value(f: Farm) -> float:
            return self._value(f, kept=kept, before=before)

        best, best_value = None, value(farm) + MOVE_MARGIN
        seen = set()
        for src, stack in enumerate(ids):
            for card in stack:
                kind = C.DAY[card]
                for dest in range(len(farm) + 1):
                    if E.why_not_move(ids, card, dest) is not None:
                        continue
                    sig = (
                        tuple(sorted(farm[src])),
                        kind,
                        tuple(sorted(farm[dest])) if dest < len(farm) else None,
                    )
                    if sig in seen:
                        continue
                    seen.add(sig)
                    after = [list(s) for s in farm]
                    after[src].remove(kind)
                    if dest == len(after):
                        after.append([kind])
                    else:
                        after[dest].append(kind)
                    v = value([s for s in after if s])
                    if v > best_value:
                        best, best_value = (card, src, dest), v
        if best is None:
            return None
        self._moves[key] = self._moves.get(key, 0) + 1
        card, src, dest = best
        name = C.DAY_NAMES[C.DAY[card]]
        where = "a stack of its own" if dest == len(farm) else f"the {E.describe(farm[dest])}"
        return Move(card, dest), f"moves {a(name)} from the {E.describe(farm[src])} to {where}"

    # -- the Night -------------------------------------------------------------------------

    def _after_defence(self, farm: Farm, action: Defend) -> Farm:
        stack = farm[action.stack]
        work = C.working_as(stack)
        if work == "wolr":
            return []
        after = [list(s) for s in farm]
        if work == "trap":
            after[action.stack] = []
        else:
            if work == "shotgun":
                after[action.stack].remove("ammo")
            if "exploding" in self._traits:
                if action.shield != -1:
                    after[action.shield] = []
                else:
                    after[action.stack] = []
        return [s for s in after if s]

    def _defend(self, view: Mapping[str, Any], legal: list[Action]) -> tuple[Action, str]:
        zombie = C.NIGHT[view["revealed"]]
        self._traits = zombie.traits
        farm, lives = self._farm(view), view["lives"][view["holder"]]
        left = E.tonight_left(view)
        hand = E.kinds_of(E.my_hand(view))
        traits = ", ".join(t.title() for t in zombie.traits)
        head = f"{zombie.name} ({traits})"
        options = [a for a in legal if isinstance(a, Defend)]
        wolr = [a for a in options if C.working_as(farm[a.stack]) == "wolr"]
        if lives > 2 or (lives == 2 and left < 3):  # W.O.L.R. only at the brink
            options = [a for a in options if a not in wolr]
        if not options:
            return (
                Endure(),
                f"{head}: nothing on the Farm stops it, so it loses a Life ({lives - 1} left)",
            )
        if self.level == "easy":
            if lives > 1:
                options = [a for a in options if a not in wolr] or options
            choice = (
                self.rng.choice(options)
                if self.rng.random() < 0.4
                else min(
                    options, key=lambda a: -self.ev.analytic(self._after_defence(farm, a), left)
                )
            )
            scored = [(0.0, choice)]
        else:
            scored = []
            for a in options + [Endure()]:
                if isinstance(a, Endure):
                    after, life, now = farm, lives - 1, -(E.DEATH if lives <= 1 else 1.0)
                else:
                    after, life, now = self._after_defence(farm, a), lives, 0.0
                if self.level == "hard":
                    v = now + self._value(after, life, left, hand) if life > 0 else -E.DEATH * 2
                else:
                    cost = E.endure_cost(lives) if isinstance(a, Endure) else 0.0
                    v = self.ev.analytic(after, left) - cost if life > 0 else -E.DEATH * 9
                scored.append((v, a))
            scored.sort(key=lambda p: -p[0])
            if self.level == "normal" and self.rng.random() < NORMAL_SLIP:
                scored = self._slip(scored, lives)
        best = scored[0][1]
        if isinstance(best, Endure):
            alt = E.describe(farm[scored[1][1].stack])
            lives_left = f"{count(lives - 1, 'Life')} left"
            return (
                best,
                f"{head}: takes the hit rather than lose the {alt} ({lives_left})",
            )
        used = E.describe(farm[best.stack])
        why = f"{head}: used the {used}"
        if best.shield != -1:
            why += ", a Shield saved it"
        elif "exploding" in zombie.traits and C.working_as(farm[best.stack]) not in C.SINGLE_USE:
            why += " (it blows up)"
        others = [
            E.describe(farm[a.stack])
            for _, a in scored[1:]
            if isinstance(a, Defend) and a.stack != best.stack
        ]
        if others:  # two alike ("used the Booby Trap; kept the other Booby Trap")
            why += f"; kept the {'other ' * (others[0] == used)}{others[0]}"
        return best, why

    @staticmethod
    def _slip(scored: list[tuple[float, Action]], lives: int) -> list[tuple[float, Action]]:
        """Normal's lapse: the runner-up defence first, unless it would cost the last Life."""
        if len(scored) < 2 or (lives <= 1 and isinstance(scored[1][1], Endure)):
            return scored
        return [scored[1], scored[0], *scored[2:]]

    def _scrap(self, view: Mapping[str, Any]) -> tuple[Action, str]:
        ids = E.my_farm(view)
        farm = [E.kinds_of(s) for s in ids]
        left = E.tonight_left(view)
        options, seen = [], set()
        for i, stack in enumerate(ids):
            for card in stack:
                key = (tuple(sorted(farm[i])), C.DAY[card])
                if key not in seen:
                    seen.add(key)
                    after = [list(s) for s in farm]
                    after[i].remove(C.DAY[card])
                    options.append((card, i, [s for s in after if s]))
        if self.level == "easy" and self.rng.random() < 0.5:
            card, i, _ = self.rng.choice(options)
        else:
            hand = E.kinds_of(E.my_hand(view))
            card, i, _ = max(
                options,
                key=lambda o: (
                    self._value(o[2], None, left, hand)
                    if self.level == "hard"
                    else self.ev.analytic(o[2], left)
                ),
            )
        name = C.DAY_NAMES[C.DAY[card]]
        return Scrap(card), f"storm: gives up {a(name)} from the {E.describe(farm[i])}"


def play_game(
    levels: Sequence[str], seed: int, mode: str | None = None, open_hands: bool = False
) -> ZombieState:
    """A whole seeded game between AIs at ``levels`` (seat order)."""
    options: dict[str, Any] = {"mode": mode} if mode else {}
    if open_hands:
        options["open_hands"] = True
    state = ZombieState(len(levels), seed, options)
    return play_out(state, [ZombieAI(seat, level, seed) for seat, level in enumerate(levels)])
