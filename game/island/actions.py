"""What a seat may ask of War for Chicken Island: the ``wi_*`` actions.

Main-turn actions name the pieces and hexes they use; ``pay`` says what pays for them:
``"action"`` (a Tower's or card's extra action of that kind if there is one, else the
free action), ``"claw"`` (a Claw die) or ``"resource"`` (a Resource die, which buys
two Retrieves). Every decision inside an effect (a fight's dice, a Catastrophe's target,
a card's side) is a ``Choose`` among the keys the pending choice lists.
"""

from __future__ import annotations

import functools
from dataclasses import dataclass
from typing import ClassVar

from game.core import Action, field_names

PAYS = ("action", "claw", "resource")


class IslandAction(Action):
    """Every ``wi_*`` action. Legal lists reuse action objects, so each keeps its sort key."""

    @functools.cached_property
    def order(self) -> tuple:
        """``sort_key`` without its per-field wrapping: within one type the fields never mix
        kinds (no None), so the raw values sort the same way and compare faster."""
        return (self.type, *(getattr(self, name) for name in field_names(type(self))))


@dataclass(frozen=True)
class Site(IslandAction):
    """Island building (setup steps b-e): take candidate ``index`` of the current step."""

    type: ClassVar[str] = "wi_site"
    index: int


@dataclass(frozen=True)
class PickLeader(IslandAction):
    """Keep one of the two dealt Leaders; the other goes face down in reserve."""

    type: ClassVar[str] = "wi_pick_leader"
    leader: str


@dataclass(frozen=True)
class Roll(IslandAction):
    """The Roll step: reroll these dice (indices 0-4), chosen before seeing the results.

    A die on a piece (a placed +1) is taken back by naming it here.
    """

    type: ClassVar[str] = "wi_roll"
    dice: tuple[int, ...]
    back: tuple[int, ...] = ()  # +1 dice taken back from pieces without rolling them


@dataclass(frozen=True)
class Move(IslandAction):
    """Move the piece at ``piece`` (alone, or with ``group`` all your pieces in its hex).

    ``carrier`` (Flag Mode, a group move only) names the unit of the group that takes the
    dropped flags the move picks up; -1 lets the rules pick the named piece. Legal lists
    give the rules' pick; ``turn.flag_takers`` lists the other units that differ.
    """

    type: ClassVar[str] = "wi_move"
    piece: int
    q: int
    r: int
    group: bool = False
    pay: str = "action"
    carrier: int = -1


@dataclass(frozen=True)
class Fight(IslandAction):
    type: ClassVar[str] = "wi_fight"
    attacker: int
    defender: int
    pay: str = "action"


@dataclass(frozen=True)
class Build(IslandAction):
    """Build stock card ``machine`` on hex (q, r) of your Territory.

    ``save`` is the token Abigail's Master Builder leaves off ("" lets the rules pick the
    one you are shortest of). ``pilots`` names the chickens that fly it, lowest id first
    (() lets the rules pick: from the build hex, then the Base, then nearest). Legal
    lists give the rules' pick; ``turn.crews`` lists the other crews that differ.
    """

    type: ClassVar[str] = "wi_build"
    machine: str
    q: int
    r: int
    save: str = ""
    pilots: tuple[int, ...] = ()


@dataclass(frozen=True)
class Retrieve(IslandAction):
    """Take back a destroyed chicken (``what="chicken"``) or a resource of that type."""

    type: ClassVar[str] = "wi_retrieve"
    what: str
    pay: str = "action"


@dataclass(frozen=True)
class PlaceDie(IslandAction):
    """Put a +1 die from your Banner on your piece."""

    type: ClassVar[str] = "wi_place_die"
    die: int
    piece: int


@dataclass(frozen=True)
class Star(IslandAction):
    """Spend Stars on one of the rulebook's Star menu abilities (targets are asked after)."""

    type: ClassVar[str] = "wi_star"
    ability: str


@dataclass(frozen=True)
class PlayScroll(IslandAction):
    """Play a Scroll from your hand: face down in a fight's card round, or a Turn card."""

    type: ClassVar[str] = "wi_play_scroll"
    card: str


@dataclass(frozen=True)
class Pass(IslandAction):
    """Play no (more) cards in this pass of the card round, or no Star in the ability window."""

    type: ClassVar[str] = "wi_pass"


@dataclass(frozen=True)
class Choose(IslandAction):
    """Answer the pending choice with one of the keys it lists."""

    type: ClassVar[str] = "wi_choose"
    key: str


@dataclass(frozen=True)
class EndActions(IslandAction):
    """End the Take Actions step; the Draw step follows."""

    type: ClassVar[str] = "wi_end_actions"


@dataclass(frozen=True)
class EndBuild(IslandAction):
    """Quickplay: end the Build step (with or without its one Build)."""

    type: ClassVar[str] = "wi_end_build"


@dataclass(frozen=True)
class LendDie(IslandAction):
    """Shared Dice: in the card round, put a +1/+2/+3 die of yours on the attacker."""

    type: ClassVar[str] = "wi_lend_die"
    die: int
