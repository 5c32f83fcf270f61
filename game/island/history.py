"""War for Chicken Island's events in plain words, for the history panel.

Secret events (Scrolls dealt or drawn, a card placed face down, the Leaders dealt)
arrive with their secret blanked for anyone but their owner (``_Secret.seen_by``);
a blank card is said as "a Scroll", never by name.
"""

from __future__ import annotations

from game.history import Line, Narrator
from game.island import events as E
from game.island.data import DATA
from game.words import count

NARRATOR = Narrator()
say = NARRATOR.says
NARRATOR.plain(
    {
        E.ResourcesDealt: "{seat} got {wood} wood, {stone} stone and {steel} steel",
        E.ChickenRetrieved: "{seat} brought back a chicken",
        E.ResourceGained: "{seat} gained 1 {kind}",
        E.Passed: "{seat} passed",
        E.GameWon: "{seat} wins the island!",
    }
)

STAR_NAMES = {s.id: s.id.replace("_", " ") for s in DATA.star_menu}
FACE_NAMES = {f.id: f.name for f in DATA.die}
PIECE_KINDS = {"chicken": "a chicken"}


def card(name: str) -> str:
    """A Machine, Leader, Scroll or token by its printed name ("" is a hidden Scroll)."""
    if not name:
        return "a Scroll"
    for table in (DATA.machines, DATA.leaders, DATA.scrolls, DATA.pelea_tokens):
        if name in table:
            return table[name].name
    return name.replace("_", " ").capitalize()


def reason(why: str) -> str:
    """Why something happened, in words: a card by its printed name ("Egg Shield"),
    anything else as the rules say it ("earthquake", "sea")."""
    for table in (DATA.machines, DATA.leaders, DATA.scrolls, DATA.pelea_tokens):
        if why in table:
            return table[why].name
    return why.replace("_", " ")


def hexes(flat: tuple[int, ...]) -> int:
    return len(flat) // 2


def faces(names: tuple[str, ...]) -> str:
    tally = {face: names.count(face) for face in dict.fromkeys(names)}
    return ", ".join(f"{n} {FACE_NAMES.get(face, face)}" for face, n in tally.items())


@say(E.SitePicked)
def _site(event: E.SitePicked, names) -> str:
    return f"{names[event.seat]} placed {count(hexes(event.hexes), 'hex')} of the island"


@say(E.IslandBuilt)
def _built(event: E.IslandBuilt, names) -> Line:
    return Line("The island is built")


@say(E.IslandRestarted)
def _restarted(event: E.IslandRestarted, names) -> Line:
    return Line(f"The island is built again: {event.reason}")


@say(E.LeadersDealt)
def _leaders(event: E.LeadersDealt, names) -> str:
    if not all(event.leaders):
        return f"{names[event.seat]} was dealt {count(len(event.leaders), 'Leader')}"
    return f"{names[event.seat]} was dealt " + " and ".join(card(c) for c in event.leaders)


@say(E.LeaderChosen)
def _leader(event: E.LeaderChosen, names) -> str:
    return f"{names[event.seat]} leads with {card(event.leader)}"


@say(E.ScrollsDealt)
def _scrolls(event: E.ScrollsDealt, names) -> str:
    if not all(event.cards):
        return f"{names[event.seat]} was dealt {count(len(event.cards), 'Scroll')}"
    return f"{names[event.seat]} was dealt " + ", ".join(card(c) for c in event.cards)


@say(E.TurnStarted)
def _turn(event: E.TurnStarted, names) -> str:
    return f"{names.own(event.seat)} turn {event.turn}"


@say(E.DiceRolled)
def _rolled(event: E.DiceRolled, names) -> str | None:
    if not event.faces:
        return None
    return f"{names[event.seat]} rolled {faces(event.faces)}"


@say(E.DiePlaced)
def _placed(event: E.DiePlaced, names) -> str | None:
    if event.piece < 0:
        return f"{names[event.seat]} took a +1 die back to the Banner"
    return f"{names[event.seat]} put a +1 die on a piece"


@say(E.PieceMoved)
def _moved(event: E.PieceMoved, names) -> str:
    steps = max(0, hexes(event.path) - 1)
    units = count(len(event.pieces), "piece")
    why = "" if event.why == "move" else f" ({reason(event.why)})"
    return f"{names[event.seat]} moved {units} {count(steps, 'hex')}{why}"


@say(E.Carried)
def _carried(event: E.Carried, names) -> str:
    riders = []
    if event.dice:
        # "2 bonus dice", as the fight's breakdown names them ("+1 dice" reads as "1 dice")
        dice = count(len(event.dice) // 2, "die").replace(" ", " bonus ", 1)
        riders.append(f"{dice} on the pieces")
    for flag in event.flags:
        riders.append(f"{names[flag]}'s flag")
    words = " and ".join(riders)
    return f"{words[0].upper()}{words[1:]} went along"


@say(E.MachineBuilt)
def _machine(event: E.MachineBuilt, names) -> str:
    pilots = f", {count(event.pilots, 'chicken')} aboard" if event.pilots else ""
    return f"{names[event.seat]} built {card(event.card)}{pilots}"


@say(E.StarUsed)
def _star(event: E.StarUsed, names) -> str:
    used = count(event.stars, "Star")
    return f"{names[event.seat]} spent {used}: {STAR_NAMES.get(event.ability, event.ability)}"


@say(E.ScrollDrawn)
def _drawn(event: E.ScrollDrawn, names) -> str:
    return f"{names[event.seat]} drew {card(event.card)}"


@say(E.ScrollDiscarded)
def _discarded(event: E.ScrollDiscarded, names) -> str:
    return f"{names[event.seat]} discarded {card(event.card)}"


@say(E.StrategyPlayed)
def _strategy(event: E.StrategyPlayed, names) -> str:
    return f"{names[event.seat]} played the Strategy {card(event.card)}"


@say(E.ExtraAction)
def _extra(event: E.ExtraAction, names) -> str:
    return f"{card(event.card)} gave {names[event.seat]} an extra {event.kind}"


@say(E.CatastropheDrawn)
def _catastrophe(event: E.CatastropheDrawn, names) -> str:
    return f"Catastrophe for {names[event.seat]}: {card(event.card)}"


@say(E.ResourceLost)
def _lost(event: E.ResourceLost, names) -> str:
    return f"{names[event.seat]} lost 1 {event.kind} ({reason(event.why)})"


@say(E.TilesFlipped)
def _flipped(event: E.TilesFlipped, names) -> Line:
    return Line(f"{count(hexes(event.hexes), 'tile')} turned over ({reason(event.why)})")


@say(E.ShieldLost)
def _shield_lost(event: E.ShieldLost, names) -> Line:
    return Line(f"A piece lost {count(event.shields, 'shield')} ({reason(event.why)})")


@say(E.ShieldGained)
def _shield(event: E.ShieldGained, names) -> Line:
    return Line(f"A piece gained a shield ({reason(event.why)})")


@say(E.PieceDestroyed)
def _destroyed(event: E.PieceDestroyed, names) -> str:
    what = PIECE_KINDS.get(event.kind) or card(event.kind)
    lost = f", with {count(event.chickens, 'chicken')}" if event.kind != "chicken" else ""
    return f"{names[event.seat]} lost {what}{lost} ({reason(event.why)})"


@say(E.EpicDeath)
def _epic(event: E.EpicDeath, names) -> str:
    return f"{card(event.leader)} fell: {names[event.seat]} is led by {card(event.successor)}"


@say(E.LeaderReturned)
def _returned(event: E.LeaderReturned, names) -> str:
    return f"{card(event.leader)} arrives for {names[event.seat]}"


@say(E.FightDeclared)
def _fight(event: E.FightDeclared, names) -> str:
    how = "a ranged attack" if event.ranged else "a fight"
    return f"{names[event.seat]} started {how}"


@say(E.FightDie)
def _fight_die(event: E.FightDie, names) -> str:
    return f"{names[event.seat]} rolled {FACE_NAMES.get(event.face, event.face)} for the fight"


@say(E.CardPlaced)
def _card_placed(event: E.CardPlaced, names) -> str:
    return f"{names[event.seat]} placed {card(event.card)} face down"


@say(E.CardRevealed)
def _revealed(event: E.CardRevealed, names) -> str:
    return f"{names[event.seat]} revealed {card(event.card)}"


@say(E.CardCancelled)
def _cancelled(event: E.CardCancelled, names) -> Line:
    return Line(f"A card was cancelled by {card(event.by)}")


@say(E.AbilityUsed)
def _ability(event: E.AbilityUsed, names) -> str:
    return f"{names[event.seat]} used {event.ability.replace('_', ' ')}"


@say(E.FightTotals)
def _totals(event: E.FightTotals, names) -> Line:
    return Line(f"Strength {event.strength} against armor {event.armor}")


@say(E.FightResolved)
def _resolved(event: E.FightResolved, names) -> Line:
    words = {
        "failed": "the attack failed",
        "shield": "a shield took the blow",
        "destroyed": "the defender was destroyed",
        "tag": "the defender was tagged",
    }
    return Line(f"Fight over: {words.get(event.outcome, event.outcome)}")


@say(E.TagPlaced)
def _tag(event: E.TagPlaced, names) -> Line:
    moved = f" (moved from {names[event.moved_from]})" if event.moved_from >= 0 else ""
    return Line(f"{names[event.giver]} tagged {names[event.banner]}{moved}", event.giver)


@say(E.TagRemoved)
def _untag(event: E.TagRemoved, names) -> Line:
    return Line(f"{names.own(event.giver)} tag left {names[event.banner]}", event.banner)


@say(E.ChickenRevealed)
def _token(event: E.ChickenRevealed, names) -> str:
    return f"{names.own(event.seat)} chicken shows {card(event.token)}"


@say(E.FlagTaken)
def _flag(event: E.FlagTaken, names) -> Line:
    return Line(f"A piece now carries {names.own(event.flag)} flag", event.flag)


@say(E.FlagDropped)
def _dropped(event: E.FlagDropped, names) -> Line:
    return Line(f"{names.own(event.flag)} flag was dropped", event.flag)


@say(E.DieLent)
def _lent(event: E.DieLent, names) -> str:
    return f"{names[event.seat]} lent the attacker {FACE_NAMES.get(event.face, event.face)}"


@say(E.ChickensPlaced)
def _chickens(event: E.ChickensPlaced, names) -> str:
    return f"{names.own(event.seat)} {count(len(event.pieces), 'chicken')} start on the Base"
