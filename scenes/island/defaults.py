"""What War for Chicken Island's controls focus first, so the likely choice is one press.

Nothing here decides for the player: each function only says which of the legal
options the cursor or the chip row starts on. The rules still offer every option.
"""

from __future__ import annotations

from game.island.hexes import Hex, distance

BONUS_FACES = ("plus2", "plus3")


def dice_to_reroll(dice: list[dict]) -> set[int]:
    """The Roll step's starting choice: spent dice roll again; every die still on the
    Banner was saved on purpose (a +2 kept for next turn's fight) and stays, as does a
    +1 sitting on a piece."""
    return {i for i, d in enumerate(dice) if d["at"] == "spent"}


def best_hex(targets: dict[Hex, list], rings: dict[Hex, str], view: dict, piece: dict) -> Hex:
    """Where the cursor goes once a piece is selected: an attack if there is one (a
    Leader first), else the move that comes nearest an opponent, or with a foreign flag
    aboard nearest home."""
    seat = piece["owner"]
    foes = [p for p in view.get("pieces", []) if p["owner"] != seat and _foe(view, p, seat)]
    leaders = {(p["q"], p["r"]) for p in foes if p["kind"] == "leader"}
    attacks = [h for h in targets if rings.get(h) == "attack"]
    if attacks:
        return min(attacks, key=lambda h: (h not in leaders, h))
    goals = [(p["q"], p["r"]) for p in foes]
    if any(f != seat for f in piece.get("flags", [])):
        base = view["banners"][seat].get("base")
        goals = [tuple(base)] if base else goals
    if not goals:
        return min(targets)
    return min(targets, key=lambda h: (min(distance(h, g) for g in goals), h))


def _foe(view: dict, piece: dict, seat: int) -> bool:
    teams = view.get("teams")
    return not teams or teams[piece["owner"]] != teams[seat]


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


def retrieve_pay_order(pay: str, budget: dict) -> int:
    """Retrieve options that keep the free action come first: an extra Retrieve (a
    Resource die's second one), then spending a Resource die, then the free action."""
    if pay == "action":
        return 0 if budget.get("extra", {}).get("retrieve") else 2
    return 1


def retrieve_pay_words(pay: str, budget: dict) -> str:
    """What a Retrieve option spends, in words: never "your action" when it is the
    die's own extra Retrieve."""
    if pay == "action":
        if budget.get("extra", {}).get("retrieve"):
            return "an extra Retrieve"
        return "your free action"
    return "a Resource die: 2 Retrieves"
