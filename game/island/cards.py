"""Every Scroll, Leader and Machine ability that touches a fight, one small named function each.

Tables, not an if-chain:

- ``ASK[card]``: the question a revealed card puts to its player (a side, a chicken);
- ``BONUS[card]``: what a live (revealed, not cancelled) Magic card adds, as
  ``(role, label, amount)`` with role "strength" (the attacker's) or "armor" (the defender's);
- ``BEFORE_COMPARE[card]``: a live card's effect on the table (a shield, a resource, a sacrifice);
- ``LASTING_STRENGTH`` / ``LASTING_ARMOR``: Strategies, Leaders and Machines that always apply;
- ``AFTER_DESTROY``: what happens when an attacker destroys an opponent's unit.

Bonuses follow the final roles (after Change Now!), never the piece that had them first.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from game.core import Event
from game.island import hexes, variants
from game.island.data import DATA
from game.island.events import CardChoice, ShieldGained
from game.island.pieces import Piece
from game.island.rules import CHOICES, RESOURCES, IslandState

Entry = dict[str, Any]
Bonus = list[tuple[str, str, int]]


def _values(card: str) -> Any:
    return DATA.scrolls[card].values


def _label(card: str) -> str:
    return DATA.scrolls[card].name


def gives_numbers(card: str) -> bool:
    """Madame Plume's Hex hits Magic cards that give strength or armor."""
    keys = set(_values(card))
    return DATA.scrolls[card].kind == "magic" and bool(
        keys
        & {
            "attacker_strength",
            "defender_armor",
            "either",
            "attacker_strength_per_hex",
            "defender_armor_per_hex",
        }
    )


def _pieces(state: IslandState) -> tuple[Piece, Piece]:
    f = state.fight
    return state.pieces[f["attacker"]], state.pieces[f["defender"]]


# -- questions at reveal ---------------------------------------------------------------------

SIDES = [["strength", "Attacker's strength"], ["armor", "Defender's armor"]]


def _ask_side(state: IslandState, entry: Entry, then: str = "") -> None:
    state.ask(
        entry["seat"],
        "card_side",
        f"{_label(entry['card'])}: which side?",
        SIDES,
        slot=entry["slot"],
        then=then,
    )


def ask_battle_cry(state: IslandState, entry: Entry) -> None:
    _ask_side(state, entry)


def ask_golden_egg(state: IslandState, entry: Entry) -> None:
    _ask_side(state, entry, then="resource")


def ask_feather_sacrifice(state: IslandState, entry: Entry) -> None:
    f = state.fight
    chickens = [
        p
        for p in state.chickens_free(entry["seat"])
        if p["id"] not in (f["attacker"], f["defender"])
    ]
    if not chickens:
        entry["choice"] = "none"
        return
    options = [[str(p["id"]), f"Chicken at {p['hex'][0]},{p['hex'][1]}"] for p in chickens]
    state.ask(
        entry["seat"], "sacrifice", "Feather Sacrifice: which chicken?", options, slot=entry["slot"]
    )


ASK: dict[str, Callable[[IslandState, Entry], None]] = {
    "battle_cry": ask_battle_cry,
    "golden_egg": ask_golden_egg,
    "feather_sacrifice": ask_feather_sacrifice,
}


def on_reveal(state: IslandState, entry: Entry) -> None:
    ask = ASK.get(entry["card"])
    if ask:
        ask(state, entry)


def _side_choice(state: IslandState, pending: dict, key: str, events: list[Event]) -> None:
    data = pending["data"]
    entry = state.fight["cards"][data["slot"]]
    entry["choice"] = key if not entry["choice"] else f"{entry['choice']}|{key}"
    events.append(CardChoice(pending["seat"], data["slot"], key))
    if data.get("then") == "resource":
        options = [[k, f"Retrieve 1 {k}"] for k in RESOURCES if state.supply[k]]
        options.append(["none", "No resource"])
        state.ask(
            pending["seat"],
            "card_resource",
            "Golden Egg: retrieve which resource?",
            options,
            slot=data["slot"],
        )


def _resource_choice(state: IslandState, pending: dict, key: str, events: list[Event]) -> None:
    entry = state.fight["cards"][pending["data"]["slot"]]
    entry["choice"] += f"|{key}"
    events.append(CardChoice(pending["seat"], entry["slot"], key))


def _sacrifice_choice(state: IslandState, pending: dict, key: str, events: list[Event]) -> None:
    entry = state.fight["cards"][pending["data"]["slot"]]
    entry["choice"] = key
    events.append(CardChoice(pending["seat"], entry["slot"], f"chicken {key}"))
    _ask_side(state, entry)


CHOICES.update(card_side=_side_choice, card_resource=_resource_choice, sacrifice=_sacrifice_choice)


# -- what a live Magic card adds -------------------------------------------------------------


def _flat(role: str, key: str) -> Callable[[IslandState, Entry], Bonus]:
    def bonus(state: IslandState, entry: Entry) -> Bonus:
        return [(role, _label(entry["card"]), _values(entry["card"])[key])]

    return bonus


def _side(entry: Entry) -> str:
    # Golden Egg's choice is "side|resource" once both are answered, "side" before
    return entry["choice"].split("|")[0 if entry["card"] == "golden_egg" else -1]


def bonus_either(state: IslandState, entry: Entry) -> Bonus:
    """Battle Cry and Golden Egg: the amount on the side its player chose."""
    if not entry["choice"]:
        return []
    return [(_side(entry), _label(entry["card"]), _values(entry["card"])["either"])]


def bonus_feather_sacrifice(state: IslandState, entry: Entry) -> Bonus:
    if not entry.get("paid"):  # no chicken was given, so no bonus
        return []
    return [
        (
            entry["choice"].split("|")[-1],
            _label("feather_sacrifice"),
            _values("feather_sacrifice")["either"],
        )
    ]


def _neighbours_held(state: IslandState, around: Piece, seat: int, skip: Piece) -> int:
    held = 0
    for n in hexes.neighbours(around["hex"]):
        if any(p["owner"] == seat and p is not skip for p in state.pieces_at(n)):
            held += 1
    return held


def bonus_ambush(state: IslandState, entry: Entry) -> Bonus:
    att, dfn = _pieces(state)
    v = _values("ambush")
    n = min(
        v["max"], _neighbours_held(state, dfn, att["owner"], att) * v["attacker_strength_per_hex"]
    )
    return [("strength", _label("ambush"), n)] if n else []


def bonus_huddle(state: IslandState, entry: Entry) -> Bonus:
    _, dfn = _pieces(state)
    v = _values("huddle")
    n = min(v["max"], _neighbours_held(state, dfn, dfn["owner"], dfn) * v["defender_armor_per_hex"])
    return [("armor", _label("huddle"), n)] if n else []


BONUS: dict[str, Callable[[IslandState, Entry], Bonus]] = {
    "peck_harder": _flat("strength", "attacker_strength"),
    "wing_slam": _flat("strength", "attacker_strength"),
    "rooster_rage": _flat("strength", "attacker_strength"),
    "tough_feathers": _flat("armor", "defender_armor"),
    "iron_plumage": _flat("armor", "defender_armor"),
    "eggshell_wall": _flat("armor", "defender_armor"),
    "battle_cry": bonus_either,
    "golden_egg": bonus_either,
    "feather_sacrifice": bonus_feather_sacrifice,
    "ambush": bonus_ambush,
    "huddle": bonus_huddle,
}


def bonus(state: IslandState, entry: Entry) -> Bonus:
    fn = BONUS.get(entry["card"])
    return fn(state, entry) if fn else []


# -- what a live card does to the table before the compare -----------------------------------


def egg_shield(state: IslandState, entry: Entry, events: list[Event]) -> None:
    _, dfn = _pieces(state)
    if state.shields_left() > 0:
        dfn["shields"] += 1
        events.append(ShieldGained(dfn["id"], "egg_shield"))


def golden_egg(state: IslandState, entry: Entry, events: list[Event]) -> None:
    kind = entry["choice"].split("|")[-1]
    if kind in RESOURCES:
        state.gain(entry["seat"], kind, events)


def feather_sacrifice(state: IslandState, entry: Entry, events: list[Event]) -> None:
    """The chicken dies only if the card is still live, and is not in the fight itself."""
    chosen = entry["choice"].split("|")[0]
    if not chosen.isdigit():
        return
    piece = state.pieces.get(int(chosen))
    f = state.fight
    if (
        piece is None
        or piece["id"] in (f["attacker"], f["defender"])
        or piece["owner"] != entry["seat"]
    ):
        return
    state.destroy(piece, "sacrifice", events)
    entry["paid"] = True


BEFORE_COMPARE: dict[str, Callable[[IslandState, Entry, list[Event]], None]] = {
    "egg_shield": egg_shield,
    "golden_egg": golden_egg,
    "feather_sacrifice": feather_sacrifice,
}


def before_compare(state: IslandState, entry: Entry, events: list[Event]) -> None:
    fn = BEFORE_COMPARE.get(entry["card"])
    if fn:
        fn(state, entry, events)


# -- lasting effects: Strategies, Leaders, Machines ------------------------------------------


def leader_hunt(state: IslandState, att: Piece, dfn: Piece, fight: dict) -> int:
    if state.strategy_of(att["owner"]) == "leader_hunt" and dfn["kind"] == "leader":
        return _values("leader_hunt")["attacker_strength"]
    return 0


def battle_standard(state: IslandState, att: Piece, dfn: Piece, fight: dict) -> int:
    """Don Gallo: your units attacking from his hex or next to it."""
    seat = att["owner"]
    gallo = state.leader_piece(seat)
    if att["kind"] == "leader" or gallo is None or not state.leader_is(seat, "don_gallo"):
        return 0
    if hexes.distance(gallo["hex"], tuple(fight["moved_from"])) <= 1:
        return DATA.leaders["don_gallo"].ability.values["strength"]
    return 0


def hammer_charge(state: IslandState, att: Piece, dfn: Piece, fight: dict) -> int:
    if att["card"] == "hammer_battle_car" and att["id"] in state.turn.get("moved", []):
        return DATA.machines["hammer_battle_car"].ability.values["strength"]
    return 0


def token_strength(state: IslandState, att: Piece, dfn: Piece, fight: dict) -> int:
    """Pelea de Gallos: the attacking chicken's token, face up now that it fights."""
    return variants.token_bonus(att, "strength")


LASTING_STRENGTH: dict[str, Callable[[IslandState, Piece, Piece, dict], int]] = {
    "Token": token_strength,
    "Leader Hunt": leader_hunt,
    "Battle Standard": battle_standard,
    "Hammer Charge": hammer_charge,
}


def lasting_strength(
    state: IslandState, att: Piece, dfn: Piece, fight: dict
) -> list[tuple[str, int]]:
    parts = [(label, fn(state, att, dfn, fight)) for label, fn in LASTING_STRENGTH.items()]
    return [(label, n) for label, n in parts if n]


def royal_guard(state: IslandState, att: Piece, dfn: Piece) -> int:
    if dfn["kind"] == "leader" and state.strategy_of(dfn["owner"]) == "royal_guard":
        return _values("royal_guard")["armor"]
    return 0


def home_ground(state: IslandState, att: Piece, dfn: Piece) -> int:
    seat = dfn["owner"]
    if state.strategy_of(seat) == "home_ground" and dfn["hex"] in state.home(seat):
        return _values("home_ground")["armor"]
    return 0


def shell_formation(state: IslandState, att: Piece, dfn: Piece) -> int:
    if dfn["kind"] == "chicken" and state.strategy_of(dfn["owner"]) == "shell_formation":
        return _values("shell_formation")["armor"]
    return 0


def big_brood(state: IslandState, att: Piece, dfn: Piece) -> int:
    """Pollazzo: your other pieces in his hex get +1 armor."""
    seat = dfn["owner"]
    boss = state.leader_piece(seat)
    if boss is None or boss is dfn or not state.leader_is(seat, "pollazzo"):
        return 0
    return DATA.leaders["pollazzo"].ability.values["armor"] if boss["hex"] == dfn["hex"] else 0


def spikes(state: IslandState, att: Piece, dfn: Piece) -> int:
    if dfn["card"] == "spiked_cannon" and hexes.distance(att["hex"], dfn["hex"]) == 1:
        return DATA.machines["spiked_cannon"].ability.values["armor"]
    return 0


def token_armor(state: IslandState, att: Piece, dfn: Piece) -> int:
    return variants.token_bonus(dfn, "armor")


LASTING_ARMOR: dict[str, Callable[[IslandState, Piece, Piece], int]] = {
    "Token": token_armor,
    "Royal Guard": royal_guard,
    "Home Ground": home_ground,
    "Shell Formation": shell_formation,
    "Big Brood": big_brood,
    "Spikes": spikes,
}


def lasting_armor(state: IslandState, att: Piece, dfn: Piece) -> list[tuple[str, int]]:
    parts = [(label, fn(state, att, dfn)) for label, fn in LASTING_ARMOR.items()]
    return [(label, n) for label, n in parts if n]


# -- after an attacker destroys a unit -------------------------------------------------------


def scrapper(state: IslandState, att: Piece, dead: Piece, events: list[Event]) -> None:
    """Nugget: a destroyed machine leaves a token of a type in its cost (your scarcest)."""
    seat = att["owner"]
    if dead["kind"] != "machine" or not state.leader_is(seat, "nugget"):
        return
    cost = DATA.machines[dead["card"]].cost
    kinds = [k for k in RESOURCES if getattr(cost, k) and state.supply[k]]
    if kinds:
        state.gain(seat, min(kinds, key=lambda k: (state.res[seat][k], RESOURCES.index(k))), events)


def scavengers(state: IslandState, att: Piece, dead: Piece, events: list[Event]) -> None:
    seat = att["owner"]
    if dead["kind"] != "machine" or state.strategy_of(seat) != "scavengers":
        return
    options = [[k, f"Retrieve 1 {k}"] for k in RESOURCES if state.supply[k]]
    if options:
        state.ask(seat, "scavenge", "Scavengers: retrieve which resource?", options)


def _scavenge(state: IslandState, pending: dict, key: str, events: list[Event]) -> None:
    state.gain(pending["seat"], key, events)


CHOICES["scavenge"] = _scavenge

AFTER_DESTROY: dict[str, Callable[[IslandState, Piece, Piece, list[Event]], None]] = {
    "Scrapper": scrapper,
    "Scavengers": scavengers,
}


def after_destroy(state: IslandState, att: Piece, dead: Piece, events: list[Event]) -> None:
    for fn in AFTER_DESTROY.values():
        fn(state, att, dead, events)
