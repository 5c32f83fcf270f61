"""How the Zombie Chickens AI sizes up cards in hand: discards, draws and co-op trades.

A card's worth is what it adds to the Farm once the hand is built on it the obvious
way (:func:`game.zombie.ai_eval.build`), valued quickly with
:meth:`~game.zombie.ai_eval.Evaluator.analytic`; a fresh card is worth the average
over the Day cards still unseen (hard) or the whole deck (normal). In co-op the
placer asks for the cards that make its two placements best, and a teammate gives
them when the swap helps the shared Farm now.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from game.core import Action
from game.words import a
from game.zombie import ai_eval as E
from game.zombie import cards as C
from game.zombie.actions import Answer, Decline, Discard, Draw, Offer

Farm = list[list[str]]


class HandSense:
    """Mixed into :class:`game.zombie.ai.ZombieAI` (which provides ``ev``, ``rng``,
    ``level``, ``seat``, ``_farm`` and ``_plans``)."""

    # -- card worths (discard, draw, trade) ---------------------------------------------

    def _worth(self, farm: Farm, kind: str) -> float:
        """How much placing one card of ``kind`` now would add (the quick analytic value)."""
        base = self.ev.analytic(farm)
        return (
            max(
                self.ev.analytic(E.put(farm, kind, i))
                for i in range(len(farm) + 1)
                if i == len(farm) or C.stack_accepts(farm[i], kind) is None
            )
            - base
        )

    def _pot(self, farm: Farm, hand: Sequence[int], extra: Sequence[str] = ()) -> float:
        """What the Farm would be worth with the hand (and ``extra`` kinds) built onto it."""
        return self.ev.analytic(E.build(farm, [C.DAY[c] for c in hand] + list(extra)))

    def _day_odds(self, view: Mapping[str, Any]) -> dict[str, float]:
        counts = E.unseen_day(view) if self.level == "hard" else E.FULL_DAY
        total = sum(counts.values()) or 1
        return {k: n / total for k, n in sorted(counts.items())}

    def _fresh_gain(self, view: Mapping[str, Any], farm: Farm, hand: Sequence[int]) -> float:
        """The expected worth a random unseen Day card adds to this hand."""
        base = self._pot(farm, hand)
        return sum(p * (self._pot(farm, hand, [k]) - base) for k, p in self._day_odds(view).items())

    def _discard(self, view: Mapping[str, Any]) -> tuple[Action, str] | None:
        hand, farm = E.my_hand(view), self._farm(view)
        if not hand:
            return None
        if self.level == "easy":
            if self.rng.random() < 0.2:
                card = self.rng.choice(hand)
                return Discard(card), f"tosses {a(C.DAY_NAMES[C.DAY[card]])} on a whim"
            return None
        full = self._pot(farm, hand)
        worth = {c: full - self._pot(farm, [x for x in hand if x != c]) for c in hand}
        worst = min(sorted(hand), key=worth.__getitem__)
        fresh = self._fresh_gain(view, farm, [x for x in hand if x != worst])
        if worth[worst] < fresh - 0.05:
            name = C.DAY_NAMES[C.DAY[worst]]
            return Discard(worst), f"discards {a(name)}: a fresh card should be worth more"
        return None

    def _draw(self, view: Mapping[str, Any]) -> tuple[Action, str]:
        face_up = view["face_up"]
        if not face_up:
            return Draw("deck"), "draws from the deck"
        farm = self._farm(view)
        names = " + ".join(C.DAY_NAMES[C.DAY[c]] for c in face_up)
        if self.level == "easy":
            liked = {"shotgun", "hay", "trap", "wolr"}
            take = any(C.DAY[c] in liked for c in face_up) or self.rng.random() < 0.3
        else:
            up = self._pot(farm, E.my_hand(view) + list(face_up)) - self._pot(farm, E.my_hand(view))
            deck = len(face_up) * self._fresh_gain(view, farm, E.my_hand(view))
            take = up > deck + 0.01
        if take:
            return Draw("face_up"), f"takes the face-up {names}"
        return Draw("deck"), f"draws blind rather than take {names}"

    # -- co-op trades --------------------------------------------------------------------

    def _hand_value(self, farm: Farm, hand: list[int]) -> float:
        """What the best two placements from this hand are worth now (quick value)."""
        plans = self._plans(farm, hand, 2, self.ev.analytic, keep=False)
        return max(p[0] for p in plans) if plans else self.ev.analytic(farm)

    def _offer(self, view: Mapping[str, Any]) -> tuple[Action, str] | None:
        if self.level == "easy" or view["step"] not in ("discard", "place"):
            return None
        hand, farm = E.my_hand(view), self._farm(view)
        mates = [
            m
            for m in range(view["players"])
            if m != self.seat and m not in view["offered"] and view["hand_sizes"][m] >= 1
        ]
        if not hand or not mates:
            return None
        worth = {c: self._worth(farm, C.DAY[c]) for c in hand}
        give = min(sorted(hand), key=worth.__getitem__)
        base = self._hand_value(farm, hand)
        for mate in mates:
            theirs = view["hands"].get(str(mate))
            if theirs is not None:  # open hands: ask for their most useful card
                want = max(sorted(theirs), key=lambda c: self._worth(farm, C.DAY[c]))
                swapped = [c for c in hand if c != give] + [want]
                if self._hand_value(farm, swapped) > base + 0.05:
                    name, wanted = C.DAY_NAMES[C.DAY[give]], C.DAY_NAMES[C.DAY[want]]
                    return Offer(
                        mate, (give,)
                    ), f"offers {a(name)} to seat {mate + 1} for their {wanted}"
            elif worth[give] < 0.5 * self._fresh_gain(view, farm, hand):
                name = C.DAY_NAMES[C.DAY[give]]
                why = f"offers {a(name)} to seat {mate + 1}: anything better?"
                return Offer(mate, (give,)), why
        return None

    def _answer(self, view: Mapping[str, Any]) -> tuple[Action, str]:
        giver, _, offered = view["offer"]
        hand, farm = sorted(E.my_hand(view)), self._farm(view)
        if self.level == "easy":
            if self.rng.random() < 0.5 and len(hand) >= len(offered):
                back = tuple(sorted(self.rng.sample(hand, len(offered))))
                return Answer(back), f"swaps {len(back)} card(s) with seat {giver + 1}"
            return Decline(), f"keeps its cards (seat {giver + 1} asked)"
        worth = {c: self._worth(farm, C.DAY[c]) for c in hand}
        back = tuple(sorted(sorted(hand, key=lambda c: -worth[c])[: len(offered)]))
        theirs = view["hands"].get(str(giver))
        if theirs is not None:  # open hands: does the placer's best pair get better?
            mine = [c for c in theirs if c not in offered] + list(back)
            gain = self._hand_value(farm, mine) - self._hand_value(farm, list(theirs))
        else:
            gain = sum(worth[c] for c in back) - sum(self._worth(farm, C.DAY[c]) for c in offered)
        if len(back) == len(offered) and gain > 0.05:
            names = ", ".join(C.DAY_NAMES[C.DAY[c]] for c in back)
            return Answer(back), f"gives seat {giver + 1} the {names}: the Farm needs it now"
        return Decline(), f"declines seat {giver + 1}'s offer: the swap would not help the Farm"
