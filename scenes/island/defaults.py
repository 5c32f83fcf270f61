"""What War for Chicken Island's controls focus first, so the likely choice is one press.

Nothing here decides for the player: each function only says which of the legal
options the cursor or the chip row starts on. The rules still offer every option.
"""

from __future__ import annotations

from game.island import actions as A
from game.island.ai import IslandAI, shortage
from game.island.ai_eval import card_push, worth
from game.island.data import DATA
from game.island.hexes import Hex, distance
from game.island.rules import RESOURCES
from game.island.turn import build_cost

# "Add all dice" adds as the hard AI does: the +1 first (it stays on the attacker), then
# the biggest (game/island/ai.py: fight_dice goes all in from the top), so the one
# press that starts it is the die the AI would add.
ADD_ORDER = ("plus1", "plus3", "plus2")


def hard_answer(view: dict):
    """What the hard AI would do in the acting seat's place, where it answers at once
    (no look-ahead: a Roll, a fight's dice question), so the focus starts there."""
    return IslandAI(view["current_seat"], "hard", 0).decide(view)


def best_hex(targets: dict[Hex, list], rings: dict[Hex, str], view: dict, piece: dict) -> Hex:
    """Where the cursor goes once a piece is selected: an attack if there is one (a
    Leader first), else the move that comes nearest an opponent, or with a foreign flag
    aboard nearest home."""
    seat = piece["owner"]
    foes = [p for p in view.get("pieces", []) if _foe(view, p, seat)]
    leaders = {(p["q"], p["r"]) for p in foes if p["kind"] == "leader"}
    attacks = [h for h in targets if rings.get(h) == "attack"]
    if attacks:
        return min(attacks, key=lambda h: (h not in leaders, h))
    goals = [(p["q"], p["r"]) for p in foes]
    if any(f != seat for f in piece.get("flags", [])):
        base = view["banners"][seat].get("base")
        goals = [tuple(base)] if base else goals
    return _nearest(targets, goals)


def nearest_foe(targets: dict[Hex, list], view: dict, seat: int) -> Hex:
    """Where a Build or a +1 die starts aimed: the lit hex nearest an opponent's piece
    (a Machine is built to fight, on the side of the Territory facing the foe)."""
    foes = view.get("pieces", [])
    return _nearest(targets, [(p["q"], p["r"]) for p in foes if _foe(view, p, seat)])


def _nearest(targets: dict[Hex, list], goals: list[Hex]) -> Hex:
    if not goals:
        return min(targets)
    return min(targets, key=lambda h: (min(distance(h, g) for g in goals), h))


def _foe(view: dict, piece: dict, seat: int) -> bool:
    teams = view.get("teams")
    if piece["owner"] == seat:
        return False
    return not teams or teams[piece["owner"]] != teams[seat]


def first_answer(pending: dict, view: dict) -> int:
    """The answer a question starts on: a card's side is its chooser's own, and an
    attacker adding dice starts on the strongest (+3 before +2)."""
    if pending.get("kind") == "fight_dice":
        labels = [label for _, label in pending["options"]]
        return next((i for i, label in enumerate(labels) if "+3" in label), 0)
    return own_side(pending, view)


def dice_settled(view: dict) -> bool:
    """Whether the hard AI, in the attacker's seat, would add no more dice: its own
    fight odds say whether more dice change the fight enough to pay for themselves."""
    pending = view["pending"]
    if not view.get("fight") or "done" not in [key for key, _ in pending["options"]]:
        return False
    return hard_answer(view) == A.Choose("done")


def own_side(pending: dict, view: dict) -> int:
    """A card's "which side?": the chooser's own side of the fight (the defender's armor
    for the defender), else the first option."""
    fight = view.get("fight")
    if not fight or pending.get("kind") != "card_side":
        return 0
    pieces = {p["id"]: p for p in view.get("pieces", [])}
    defender = pieces.get(fight["defender"])
    mine = defender is not None and defender["owner"] == pending["seat"]
    want = "armor" if mine else "strength"
    keys = [key for key, _ in pending["options"]]
    return keys.index(want) if want in keys else 0


def helpful_first(cards: list[str], state, seat: int) -> list[str]:
    """A card round's Scrolls, those that push the chooser's own side of the fight
    furthest first (as the hard AI weighs them), the rest in the rules' order after."""
    fight = state.fight
    att, dfn = state.pieces.get(fight["attacker"]), state.pieces.get(fight["defender"])
    if att is None or dfn is None:
        return cards
    side = "att" if fight["seat"] == seat else "def" if dfn["owner"] == seat else None
    if side is None:
        return cards
    push = {c: card_push(state, c, side, att, dfn, seat) for c in cards}
    return sorted(cards, key=lambda c: -push[c])


def machine_order(machines: list[str], state, seat: int) -> list[str]:
    """The Build row's Machines, the one worth most for what it costs first (the hard
    AI's weighing, less where it stands: resources spent and chickens taken as pilots)."""

    def value(card: str) -> float:
        spent = sum(build_cost(state, seat, card).values())
        probe = {"kind": "machine", "card": card}
        return worth(probe) - spent - 1.2 * DATA.machines[card].pilots

    return sorted(machines, key=lambda card: -value(card))


def save_order(state, seat: int) -> list[str]:
    """The tokens Abigail's Master Builder leaves off, likeliest first, as the hard AI
    weighs them: the one she holds fewest of, less what the stock she cannot yet afford
    is short of."""
    short = shortage(state, seat)
    have = state.res[seat]
    return sorted(RESOURCES, key=lambda t: (have[t] - 2 * short.get(t, 0), RESOURCES.index(t)))


def retrieve_pay_order(pay: str, budget: dict) -> int:
    """Retrieve options that keep the free action come first: an extra Retrieve (a
    Resource die's second one), then spending a Resource die, then the free action."""
    if pay == "action":
        return 0 if budget.get("extra", {}).get("retrieve") else 2
    return 1


def retrieve_pay_words(pay: str, budget: dict) -> str:
    """What a Retrieve option spends, in words: never "your action" when it is the
    die's own extra Retrieve; short, for a chip of the action row."""
    if pay == "action":
        if budget.get("extra", {}).get("retrieve"):
            return "extra Retrieve"
        return "free action"
    return "2 per Resource die"


def carries_flag(crew: tuple[int, ...], pieces: dict[int, dict]) -> bool:
    return any(pieces[i].get("flags") for i in crew if i in pieces)


def crew_order(options: list[tuple[int, ...]], pieces: dict[int, dict]) -> list[tuple[int, ...]]:
    """Crews with no flag carrier first (a flag flown off to the front is rarely meant),
    then fewer +1 dice lost, then the rules' own order."""
    return sorted(
        options,
        key=lambda c: (carries_flag(c, pieces), sum(pieces[i].get("plus", 0) for i in c)),
    )


def crew_words(crew: tuple[int, ...], pieces: dict[int, dict], h: Hex, view: dict) -> str:
    """A crew as a chip says it: how many come from where, and what they take aboard."""
    seat = view["current_seat"]
    base = tuple(view["banners"][seat].get("base") or ())
    places: dict[str, int] = {}
    extras = []
    for i in crew:
        p = pieces[i]
        at = (p["q"], p["r"])
        place = "this hex" if at == h else "your Base" if at == base else "your Territory"
        places[place] = places.get(place, 0) + 1
        if p.get("flags"):
            extras.append("the flag goes aboard")
        if p.get("plus"):
            extras.append(f"its +{p['plus']} die is spent")
    words = " and ".join(f"{n} from {place}" for place, n in places.items())
    return f"Pilots: {words}" + (f" ({', '.join(extras)})" if extras else "")


def unit_words(piece: dict) -> str:
    """A unit as a chip names it among its stack: its name and what tells it apart."""
    extras = []
    if piece.get("shields"):
        extras.append(f"{piece['shields']} shield{'s' * (piece['shields'] != 1)}")
    if piece.get("plus"):
        extras.append(f"+{piece['plus']}")
    if piece.get("flags"):
        extras.append("with a flag")
    return piece["name"] + (f" ({', '.join(extras)})" if extras else "")


def alike_key(piece: dict) -> tuple:
    """What tells a piece from its stack-mates on screen: identical chickens are one."""
    flags = tuple(piece.get("flags", []))
    return (piece["card"], piece["shields"], piece["plus"], piece.get("token"), flags)


def likely_piece(legal: list, pieces: dict[int, dict]) -> int | None:
    """The piece a Take Actions turn starts with selected: one that can attack (a Leader
    first), else one that can move (a Leader first), a flag carrier after the rest;
    None when none can do either."""
    order = piece_order(legal, pieces)
    return min(order[0][1]) if order else None


def piece_order(legal: list, pieces: dict[int, dict]) -> list[tuple[Hex, set[int], tuple]]:
    """The pieces that can move or attack, likeliest first (see ``likely_piece``), as
    (hex, ids, look): identical chickens on one hex are one entry, as on screen."""
    attackers = {a.attacker for a in legal if isinstance(a, A.Fight)}
    movers = {a.piece for a in legal if isinstance(a, A.Move) and not a.group}
    able = [pid for pid in attackers | movers if pid in pieces]
    flag = {i: bool(pieces[i].get("flags")) for i in able}  # a flag stays put unless asked
    able.sort(key=lambda i: (i not in attackers, pieces[i]["kind"] != "leader", flag[i], i))
    out: dict[tuple, tuple[Hex, set[int], tuple]] = {}
    for pid in able:
        p = pieces[pid]
        h, look = (p["q"], p["r"]), alike_key(p)
        out.setdefault((h, look), (h, set(), look))[1].add(pid)
    return list(out.values())


def next_die(pending: dict, dice: list[dict]) -> str | None:
    """The fight_dice answer "Add all dice" takes next, in ``ADD_ORDER``; None when only
    "No more dice" is left."""
    keys = [key for key, _ in pending["options"] if key.startswith("die:")]
    faces = {key: dice[int(key.split(":")[1])]["face"] for key in keys}
    ranked = sorted(keys, key=lambda k: ADD_ORDER.index(faces[k]) if faces[k] in ADD_ORDER else 9)
    return ranked[0] if ranked else None
