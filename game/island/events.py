"""What War for Chicken Island tells the table: the ``wi_*`` events, in rule order.

Events are public except the ones carrying a secret: a dealt or drawn Scroll, a face-down
fight card, the Leaders dealt. ``seen_by`` keeps those for their owner and shows everyone
else the same event with the secret blanked, so the scene can still animate it.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import ClassVar

from game.core import Event


class _Secret(Event):
    """An event whose ``hidden`` fields only ``seat`` may read."""

    hidden: ClassVar[tuple[str, ...]] = ()

    def seen_by(self, seat: int | None) -> Event | None:
        if seat == getattr(self, "seat"):  # noqa: B009 - every secret event has a seat
            return self
        blank = {name: _blank(getattr(self, name)) for name in self.hidden}
        return replace(self, **blank)  # type: ignore[type-var]


def _blank(value: object) -> object:
    if isinstance(value, tuple):
        return tuple("" for _ in value)
    return ""


# --- setup ----------------------------------------------------------------------------------


@dataclass(frozen=True)
class SitePicked(Event):
    """An island-building choice: step b-e, the seat, and the hexes it placed or claimed."""

    type: ClassVar[str] = "wi_site_picked"
    seat: int
    step: str
    hexes: tuple[int, ...]  # flat q, r pairs


@dataclass(frozen=True)
class IslandBuilt(Event):
    type: ClassVar[str] = "wi_island_built"
    attempts: int
    holes: tuple[int, ...]  # flat q, r pairs that became Lava in step f


@dataclass(frozen=True)
class IslandLaidOut(Event):
    """The island as built: every hex (flat q, r pairs), its kind and owner (-1: none)."""

    type: ClassVar[str] = "wi_island_laid_out"
    hexes: tuple[int, ...]
    kinds: tuple[str, ...]
    owners: tuple[int, ...]


@dataclass(frozen=True)
class ChickensPlaced(Event):
    """A seat's starting chickens, by piece id, on its Base at (q, r)."""

    type: ClassVar[str] = "wi_chickens_placed"
    seat: int
    pieces: tuple[int, ...]
    q: int
    r: int


@dataclass(frozen=True)
class PilotsBoarded(Event):
    """The chickens (piece ids) that became a new Machine's pilots, and the flags they
    took aboard (Flag Mode)."""

    type: ClassVar[str] = "wi_pilots_boarded"
    seat: int
    machine: int
    chickens: tuple[int, ...]
    flags: tuple[int, ...] = ()


@dataclass(frozen=True)
class IslandRestarted(Event):
    """The finished draft failed the final check; building starts again at step a."""

    type: ClassVar[str] = "wi_island_restarted"
    reason: str


@dataclass(frozen=True)
class LeadersDealt(_Secret):
    type: ClassVar[str] = "wi_leaders_dealt"
    hidden: ClassVar[tuple[str, ...]] = ("leaders",)
    seat: int
    leaders: tuple[str, ...]


@dataclass(frozen=True)
class LeaderChosen(Event):
    type: ClassVar[str] = "wi_leader_chosen"
    seat: int
    leader: str
    piece: int
    q: int
    r: int


@dataclass(frozen=True)
class ResourcesDealt(Event):
    type: ClassVar[str] = "wi_resources_dealt"
    seat: int
    wood: int
    stone: int
    steel: int


@dataclass(frozen=True)
class ScrollsDealt(_Secret):
    type: ClassVar[str] = "wi_scrolls_dealt"
    hidden: ClassVar[tuple[str, ...]] = ("cards",)
    seat: int
    cards: tuple[str, ...]


@dataclass(frozen=True)
class StockDealt(Event):
    """The Machine stock now shows these cards (after setup, a refill or a Star refresh)."""

    type: ClassVar[str] = "wi_stock_dealt"
    cards: tuple[str, ...]


@dataclass(frozen=True)
class DeckReshuffled(Event):
    type: ClassVar[str] = "wi_deck_reshuffled"
    deck: str  # "machines" or "scrolls"
    cards: int


# --- the turn -------------------------------------------------------------------------------


@dataclass(frozen=True)
class TurnStarted(Event):
    type: ClassVar[str] = "wi_turn_started"
    seat: int
    turn: int  # this seat's own turn number, from 1


@dataclass(frozen=True)
class DiceRolled(Event):
    type: ClassVar[str] = "wi_dice_rolled"
    seat: int
    dice: tuple[int, ...]
    faces: tuple[str, ...]


@dataclass(frozen=True)
class DieSpent(Event):
    type: ClassVar[str] = "wi_die_spent"
    seat: int
    die: int
    face: str
    use: str  # move, fight, retrieve, star, fight_bonus


@dataclass(frozen=True)
class DiePlaced(Event):
    """A +1 die put on a piece (``piece`` -1: taken back to the Banner in a Roll step)."""

    type: ClassVar[str] = "wi_die_placed"
    seat: int
    die: int
    piece: int


@dataclass(frozen=True)
class PieceMoved(Event):
    type: ClassVar[str] = "wi_piece_moved"
    seat: int
    pieces: tuple[int, ...]
    path: tuple[int, ...]  # flat q, r pairs, the start first
    why: str = "move"  # move, ram, earthquake, hurricane, lava, bodyguard


@dataclass(frozen=True)
class Carried(Event):
    """What rode along with a move (the last ``PieceMoved``): the +1 dice on the pieces
    (as (seat, die) pairs, flat) and the flags they carried, now at ``q``, ``r``. No state
    changes with it; it states what the move implied, for a record read alone."""

    type: ClassVar[str] = "wi_carried"
    dice: tuple[int, ...]
    flags: tuple[int, ...]
    q: int
    r: int


@dataclass(frozen=True)
class MachineBuilt(Event):
    type: ClassVar[str] = "wi_machine_built"
    seat: int
    piece: int
    card: str
    q: int
    r: int
    paid: tuple[str, ...]
    pilots: int


@dataclass(frozen=True)
class ChickenRetrieved(Event):
    type: ClassVar[str] = "wi_chicken_retrieved"
    seat: int
    piece: int
    q: int
    r: int


@dataclass(frozen=True)
class ResourceGained(Event):
    type: ClassVar[str] = "wi_resource_gained"
    seat: int
    kind: str


@dataclass(frozen=True)
class ResourceLost(Event):
    """A resource back to the supply: over the cap, or blown away by a Hurricane."""

    type: ClassVar[str] = "wi_resource_lost"
    seat: int
    kind: str
    why: str  # cap, hurricane


@dataclass(frozen=True)
class StarUsed(Event):
    type: ClassVar[str] = "wi_star_used"
    seat: int
    ability: str
    stars: int


@dataclass(frozen=True)
class ScrollDrawn(_Secret):
    type: ClassVar[str] = "wi_scroll_drawn"
    hidden: ClassVar[tuple[str, ...]] = ("card",)
    seat: int
    card: str


@dataclass(frozen=True)
class ScrollDiscarded(Event):
    type: ClassVar[str] = "wi_scroll_discarded"
    seat: int
    card: str


@dataclass(frozen=True)
class StrategyPlayed(Event):
    type: ClassVar[str] = "wi_strategy_played"
    seat: int
    card: str
    replaced: str  # "" when no Strategy was active


@dataclass(frozen=True)
class ExtraAction(Event):
    """A card gave the turn an extra action (Forced March)."""

    type: ClassVar[str] = "wi_extra_action"
    seat: int
    card: str
    kind: str


@dataclass(frozen=True)
class ActionsEnded(Event):
    type: ClassVar[str] = "wi_actions_ended"
    seat: int


@dataclass(frozen=True)
class TurnEnded(Event):
    type: ClassVar[str] = "wi_turn_ended"
    seat: int


# --- catastrophes and the island ------------------------------------------------------------


@dataclass(frozen=True)
class CatastropheDrawn(Event):
    type: ClassVar[str] = "wi_catastrophe"
    seat: int
    card: str


@dataclass(frozen=True)
class TilesFlipped(Event):
    """Lava/Neutral tiles turned over: flat (q, r) pairs and what each now shows."""

    type: ClassVar[str] = "wi_tiles_flipped"
    hexes: tuple[int, ...]
    kinds: tuple[str, ...]
    why: str


@dataclass(frozen=True)
class ShieldLost(Event):
    type: ClassVar[str] = "wi_shield_lost"
    piece: int
    shields: int  # how many it lost
    why: str


@dataclass(frozen=True)
class ShieldGained(Event):
    type: ClassVar[str] = "wi_shield_gained"
    piece: int
    why: str


@dataclass(frozen=True)
class PieceDestroyed(Event):
    """A unit destroyed; a machine takes its pilots with it and frees its miniature."""

    type: ClassVar[str] = "wi_piece_destroyed"
    piece: int
    seat: int
    kind: str  # chicken or the machine card id
    chickens: int  # chicken tokens lost with it (the chicken or the pilots)
    why: str  # fight, eruption, tsunami, lava, sacrifice


@dataclass(frozen=True)
class EpicDeath(Event):
    type: ClassVar[str] = "wi_epic_death"
    seat: int
    leader: str
    successor: str
    why: str  # lava or twice


@dataclass(frozen=True)
class LeaderReturned(Event):
    """A successor Leader arrives on the island (``q``/``r`` of its hex)."""

    type: ClassVar[str] = "wi_leader_returned"
    seat: int
    leader: str
    piece: int
    q: int
    r: int


# --- fights ---------------------------------------------------------------------------------


@dataclass(frozen=True)
class FightDeclared(Event):
    type: ClassVar[str] = "wi_fight_declared"
    seat: int
    attacker: int
    defender: int
    ranged: bool


@dataclass(frozen=True)
class DefenderChanged(Event):
    type: ClassVar[str] = "wi_defender_changed"
    seat: int
    defender: int
    why: str  # bodyguard or change_now


@dataclass(frozen=True)
class FightDie(Event):
    type: ClassVar[str] = "wi_fight_die"
    seat: int
    die: int
    face: str


@dataclass(frozen=True)
class CardPlaced(_Secret):
    """A Scroll placed face down in the card round."""

    type: ClassVar[str] = "wi_card_placed"
    hidden: ClassVar[tuple[str, ...]] = ("card",)
    seat: int
    card: str
    slot: int  # its place among the fight's cards


@dataclass(frozen=True)
class Passed(Event):
    type: ClassVar[str] = "wi_passed"
    seat: int
    stage: str  # cards or abilities


@dataclass(frozen=True)
class CardRevealed(Event):
    type: ClassVar[str] = "wi_card_revealed"
    seat: int
    card: str
    slot: int


@dataclass(frozen=True)
class CardChoice(Event):
    """What a revealed card was set to: a side, a target card, a unit."""

    type: ClassVar[str] = "wi_card_choice"
    seat: int
    slot: int
    choice: str


@dataclass(frozen=True)
class CardCancelled(Event):
    type: ClassVar[str] = "wi_card_cancelled"
    slot: int
    by: str  # foul_play or hex


@dataclass(frozen=True)
class AbilityUsed(Event):
    type: ClassVar[str] = "wi_ability_used"
    seat: int
    ability: str
    piece: int
    stars: int


@dataclass(frozen=True)
class FightTotals(Event):
    """The final numbers, with each part named, so the scene can count them up."""

    type: ClassVar[str] = "wi_fight_totals"
    strength: int
    armor: int
    strength_parts: tuple[str, ...]  # "label:amount"
    armor_parts: tuple[str, ...]


@dataclass(frozen=True)
class FightResolved(Event):
    type: ClassVar[str] = "wi_fight_resolved"
    attacker: int
    defender: int
    success: bool
    outcome: str  # failed, shield, destroyed, tag


@dataclass(frozen=True)
class TagPlaced(Event):
    type: ClassVar[str] = "wi_tag_placed"
    giver: int
    banner: int
    moved_from: int = -1  # with no tag left, one is moved from this Banner


@dataclass(frozen=True)
class TagRemoved(Event):
    type: ClassVar[str] = "wi_tag_removed"
    banner: int
    giver: int


@dataclass(frozen=True)
class GameWon(Event):
    type: ClassVar[str] = "wi_game_won"
    seat: int


# --- variants -------------------------------------------------------------------------------


@dataclass(frozen=True)
class BuildStepEnded(Event):
    """Quickplay: the Build step is over; Take Actions follows."""

    type: ClassVar[str] = "wi_build_step_ended"
    seat: int


@dataclass(frozen=True)
class ChickenRevealed(Event):
    """Pelea de Gallos: a chicken turns face up as it fights, showing its token."""

    type: ClassVar[str] = "wi_chicken_revealed"
    piece: int
    seat: int
    token: str


@dataclass(frozen=True)
class FlagTaken(Event):
    """Flag Mode: a unit now carries ``flag`` (a seat's flag): setup, fight or pick_up."""

    type: ClassVar[str] = "wi_flag_taken"
    piece: int
    flag: int
    why: str


@dataclass(frozen=True)
class FlagDropped(Event):
    type: ClassVar[str] = "wi_flag_dropped"
    flag: int
    q: int
    r: int


@dataclass(frozen=True)
class DieLent(Event):
    """Shared Dice: a player outside the fight puts a bonus die on the attacker."""

    type: ClassVar[str] = "wi_die_lent"
    seat: int
    die: int
    face: str
