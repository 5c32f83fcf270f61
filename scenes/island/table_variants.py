"""The variants' shows, mixed into the island ``Table``: the Quickplay Build step ending,
a Pelea de Gallos chicken turning its token over, Flag Mode flags changing hands or
falling, and a Shared Dice die flying from a bystander's Banner onto the attacker.

A flag in flight is kept off the static picture (``flying``) until it lands, so it is
never drawn twice.
"""

from __future__ import annotations

from ecs.palette import PALETTE
from game.island import events as E
from scenes.island import faces, marks
from scenes.island import layout as L

GOLD = (252, 200, 58)
DUST = ((214, 176, 122), (176, 136, 88), (236, 214, 170))
FEATHERS = ((255, 255, 255), (240, 236, 226), (250, 210, 120))
FLAG_FLY = 0.55
TOKEN_TURN = 1.1  # s: a revealed token turning over, then holding face up


class VariantShows:
    """Expects the ``Table``'s ``shown``, ``fight``, ``names``, ``styles`` and helpers."""

    flying: set

    def _on_wi_build_step_ended(self, e: E.BuildStepEnded) -> float:
        self._pop("Take actions", f"{self.names[e.seat]}'s Build step is over", hold=0.5)
        self._cue("click")
        return 0.5

    def _on_wi_chicken_revealed(self, e: E.ChickenRevealed) -> float:
        """The chicken's token flips over where it stands: on the fight stage, large over
        the fighter (clear of the title and the totals above it, which it once covered),
        its small token waiting meanwhile so the bonus is never shown twice, one on the other."""
        spot = self._fighter_spot(e.piece)
        fight = self.fight
        if fight is not None:
            for fighter in (fight.attacker, fight.defender):
                if fighter.get("id") == e.piece:
                    fighter.update(token=e.token, shown=True)
        if spot is not None:
            at, size = spot, L.FIGHT_TOKEN
            fight.turning[e.piece] = self.clock + TOKEN_TURN
        else:
            x, y = self.piece_at(e.piece)
            at, size = (x, y - 40), 40
        self._effect(marks.reveal_frames(e.token, size), at, TOKEN_TURN, layer=80)
        self._burst(at, FEATHERS, 10, speed=(30, 110), gravity=60)
        if fight is None:
            sub = f"{self.names[e.seat]}'s chicken: {marks.token_words(e.token)}"
            self._pop(marks.token_name(e.token), sub, GOLD, hold=0.6)
        self._cue("flip")
        return 0.9

    def _on_wi_die_lent(self, e: E.DieLent) -> float:
        start = L.banner_die(self.shown.view["players"], e.seat, e.die).center
        end = self._fighter_spot(self.fight.attacker["id"]) if self.fight else None
        fight = self.fight

        def landed() -> None:
            if fight is not None:
                fight.dice.append(e.face)

        if end is None:
            landed()
            end = L.ISLAND.center
        else:
            end = (end[0], end[1] + 40)
        self._fly(faces.die(e.face, 44), start, end, seconds=0.55, spin=360, on_land=landed)
        self._later(0.55, lambda: self._burst(end, GOLD, 14, speed=(40, 140), gravity=0))
        self._pop("Shared die!", f"{self.names[e.seat]} lends the attacker a die", GOLD, 0.6)
        self._cue("roll")
        return 0.7

    def _on_wi_flag_taken(self, e: E.FlagTaken) -> float:
        image = marks.flag(self.styles[e.flag], 40)
        x, y = self._fighter_spot(e.piece) or self.piece_at(e.piece)
        end = (x, y - 30)
        if e.why == "fight" and self.fight is not None:
            start = L.DEFENDER_AT
        elif e.why == "setup":
            start = (x, y - 120)
        else:
            start = (x, y + 10)
        key = ("piece", e.piece, e.flag)
        self.flying.add(key)
        self._fly(image, start, end, seconds=FLAG_FLY, on_land=lambda: self.flying.discard(key))
        self._later(FLAG_FLY, lambda: self._burst(end, GOLD, 10, speed=(20, 90), gravity=0))
        if e.why != "setup":
            owner = self.names[e.flag]
            self._pop("Flag taken!", f"{owner}'s flag changes hands", GOLD, hold=0.7)
            self._cue("score")
            return 0.8
        self._cue("click")
        return 0.3

    def _on_wi_flag_dropped(self, e: E.FlagDropped) -> float:
        at = self.at((e.q, e.r))
        key = ("ground", e.flag, e.q, e.r)
        self.flying.add(key)
        self._fly(
            marks.flag(self.styles[e.flag], 40),
            (at[0], at[1] - 90),
            at,
            seconds=FLAG_FLY,
            spin=-40,
            on_land=lambda: self.flying.discard(key),
        )
        self._later(FLAG_FLY, lambda: self._burst(at, DUST, 16, speed=(30, 120), gravity=80))
        sub = f"{self.names[e.flag]}'s flag lies on the island"
        self._pop("Flag dropped!", sub, PALETTE["bad"], hold=0.7)
        self._cue("hay")
        return 0.8
