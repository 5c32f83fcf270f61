"""The seven-step fight, run as a chain of work steps inside the Take Actions step.

1 declare (Bodyguard may step in) -> 2 the attacker's dice -> 3/4 the card round, from
the attacker clockwise until everyone has passed in a row -> 5 reveal from the
defender's owner clockwise (Strategies start at once; a card with a side asks its
player), then Foul Plays, the last Change Now! and the Star ability window -> 6 compare
-> 7 the result, and the Magic cards go to the discards.

What each card does is in ``cards.py``; this module knows the order, never a card's text.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from game.core import Event
from game.island import cards, hexes, variants
from game.island.actions import LendDie, Pass
from game.island.data import DATA
from game.island.events import (
    AbilityUsed,
    CardCancelled,
    CardPlaced,
    CardRevealed,
    DefenderChanged,
    DieLent,
    DiePlaced,
    DieSpent,
    FightDeclared,
    FightDie,
    FightResolved,
    FightTotals,
    Passed,
    PieceMoved,
    ScrollDiscarded,
    ShieldGained,
)
from game.island.pieces import Piece, base_armor, base_strength, is_unit, name, targets
from game.island.rules import CHOICES, RULE, WORK, IslandState, flat, rule

STRATEGY = "strategy"


def declare(
    state: IslandState, seat: int, attacker: int, defender: int, events: list[Event]
) -> None:
    ranged = hexes.distance(state.pieces[attacker]["hex"], state.pieces[defender]["hex"]) >= 2
    state.fight = {
        "seat": seat,
        "attacker": attacker,
        "defender": defender,
        "ranged": ranged,
        "step": "declare",
        "dice": [],  # [face, amount] spent this fight
        "cards": [],  # {"seat", "card", "slot", "shown", "choice", "cancelled"}
        "to_act": seat,
        "passes": 0,
        "played": False,
        "extra": [],  # [role, label, amount] from Star abilities
        "moved_from": list(state.pieces[attacker]["hex"]),
    }
    events.append(FightDeclared(seat, attacker, defender, ranged))
    for pid in (attacker, defender):  # Pelea de Gallos: fighting chickens turn face up
        variants.reveal(state, state.pieces[pid], events)
    state.work.insert(0, ["fight", "bodyguard"])


def defender_owner(state: IslandState) -> int:
    return state.pieces[state.fight["defender"]]["owner"]


# -- step 1: Bodyguard -----------------------------------------------------------------------


def _bodyguard(state: IslandState, item: list, events: list[Event]) -> None:
    f = state.fight
    state.work.insert(0, ["fight", "dice"])
    target = state.pieces[f["defender"]]
    guards = [
        p
        for p in state.pieces_at(target["hex"])
        if p["card"] == "shieldbearer" and p["owner"] == target["owner"] and p is not target
    ]
    if guards:
        options = [["none", f"Let the {name(target)} defend"]]
        options += [[str(p["id"]), f"Shieldbearer {p['id']} steps in"] for p in guards]
        state.ask(target["owner"], "bodyguard", "Bodyguard: defend in its place?", options)


def _bodyguard_choice(state: IslandState, pending: dict, key: str, events: list[Event]) -> None:
    if key != "none":
        state.fight["defender"] = int(key)
        events.append(DefenderChanged(pending["seat"], int(key), "bodyguard"))


# -- step 2: the attacker's dice -------------------------------------------------------------


def dice_options(state: IslandState) -> list[list[str]]:
    f = state.fight
    seat = f["seat"]
    out = []
    for face, words in (("plus2", "+2 for this fight"), ("plus3", "+3 for this fight")):
        for i in state.faces(seat, face)[:1]:
            out.append([f"die:{i}", f"Spend a {words}"])
    for i in state.faces(seat, "plus1")[:1]:
        out.append([f"die:{i}", "Place a +1 die on the attacker (it stays)"])
    return out


def _dice(state: IslandState, item: list, events: list[Event]) -> None:
    options = dice_options(state)
    if not options:
        _start_cards(state, events)
        return
    options.append(["done", "No more dice"])
    state.ask(state.fight["seat"], "fight_dice", "Add dice to the attack?", options)


def _dice_choice(state: IslandState, pending: dict, key: str, events: list[Event]) -> None:
    f, seat = state.fight, pending["seat"]
    if key == "done":
        _start_cards(state, events)
        return
    die = int(key.split(":")[1])
    face = state.dice[seat][die]["face"]
    if face == "plus1":
        state.dice[seat][die]["at"] = f["attacker"]
        events.append(DiePlaced(seat, die, f["attacker"]))
    else:
        state.dice[seat][die]["at"] = "spent"
        f["dice"].append([face, _strength(face)])
        events.append(DieSpent(seat, die, face, "fight"))
        events.append(FightDie(seat, die, face))
    state.work.insert(0, ["fight", "dice"])


# -- steps 3 and 4: the card round -----------------------------------------------------------


def _start_cards(state: IslandState, events: list[Event]) -> None:
    f = state.fight
    f.update(step="cards", to_act=f["seat"], passes=0, played=False)
    _skip_empty_hands(state, events)


def _skip_empty_hands(state: IslandState, events: list[Event]) -> None:
    """A seat holding no Scrolls (and no die to lend) passes at once: both are public."""
    f = state.fight
    while (
        f["step"] == "cards" and not state.hands[f["to_act"]] and not lendable(state, f["to_act"])
    ):
        events.append(Passed(f["to_act"], "cards"))
        _next_in_round(state, events, played=False)


def _next_in_round(state: IslandState, events: list[Event], played: bool) -> None:
    f = state.fight
    f["passes"] = 1 if played else f["passes"] + 1
    f["played"] = False
    if f["passes"] >= state.players:
        f["step"] = "reveal"
        state.work.insert(0, ["fight", "reveal", 0])
        return
    f["to_act"] = (f["to_act"] + 1) % state.players


def card_problem(state: IslandState, seat: int, card: str) -> str | None:
    f = state.fight
    if f["step"] != "cards" or f["to_act"] != seat:
        return "Scrolls are played face down in the card round, in turn"
    if "fight" not in DATA.scrolls[card].timing:
        return f"{DATA.scrolls[card].name} is played in your own turn, not in a fight"
    return None


def place_card(state: IslandState, seat: int, card: str, events: list[Event]) -> None:
    f = state.fight
    state.hands[seat].remove(card)
    slot = len(f["cards"])
    f["cards"].append(
        {"seat": seat, "card": card, "slot": slot, "shown": False, "choice": "", "cancelled": ""}
    )
    f["played"] = True
    events.append(CardPlaced(seat, card, slot))


def _check_pass(state: IslandState, seat: int, action: Pass) -> str | None:
    f = state.fight
    if not f or f["step"] != "cards":
        return "there is no card round to pass in"
    return None


def _do_pass(state: IslandState, seat: int, action: Pass, events: list[Event]) -> None:
    events.append(Passed(seat, "cards"))
    _next_in_round(state, events, played=state.fight["played"])
    if state.fight["step"] == "cards":
        _skip_empty_hands(state, events)


rule(Pass)((_check_pass, _do_pass))


def lendable(state: IslandState, seat: int) -> list[int]:
    """Shared Dice: one die per bonus face that ``seat`` may put on the attacker now."""
    f = state.fight
    if not state.variant("shared_dice") or not f or f["step"] != "cards" or f["to_act"] != seat:
        return []
    if seat in (f["seat"], defender_owner(state)):
        return []
    return [d for face in ("plus1", "plus2", "plus3") for d in state.faces(seat, face)[:1]]


def _check_lend(state: IslandState, seat: int, action: LendDie) -> str | None:
    if not state.variant("shared_dice"):
        return "dice are shared only with the Shared Dice rule"
    if action.die not in lendable(state, seat):
        return "lend a +1, +2 or +3 die from your Banner, in the card round, when not fighting"
    return None


def _do_lend(state: IslandState, seat: int, action: LendDie, events: list[Event]) -> None:
    """The die counts for this fight only, then it is spent (a +1 too)."""
    f = state.fight
    face = state.dice[seat][action.die]["face"]
    state.dice[seat][action.die]["at"] = "spent"
    f["dice"].append([face, _strength(face)])
    f["played"] = True
    events.append(DieLent(seat, action.die, face))


def _strength(face: str) -> int:
    return next(d for d in DATA.die if d.id == face).values["strength"]


rule(LendDie)((_check_lend, _do_lend))


# -- step 5: reveal, Foul Play, Change Now!, the ability window ------------------------------


def reveal_order(state: IslandState) -> list[dict[str, Any]]:
    f = state.fight
    order = state.clockwise(defender_owner(state))
    return sorted(f["cards"], key=lambda c: (order.index(c["seat"]), c["slot"]))


def _reveal(state: IslandState, item: list, events: list[Event]) -> None:
    f = state.fight
    order = reveal_order(state)
    index = item[2]
    if index >= len(order):
        f["step"] = "resolve"
        state.work.insert(0, ["fight", "foul", 0])
        return
    state.work.insert(0, ["fight", "reveal", index + 1])
    entry = order[index]
    entry["shown"] = True
    events.append(CardRevealed(entry["seat"], entry["card"], entry["slot"]))
    if DATA.scrolls[entry["card"]].kind == STRATEGY:
        from game.island.turn import activate_strategy

        activate_strategy(state, entry["seat"], entry["card"], events)
        return
    cards.on_reveal(state, entry)


def magic(entry: dict[str, Any]) -> bool:
    return DATA.scrolls[entry["card"]].kind == "magic"


def live(state: IslandState) -> list[dict[str, Any]]:
    """Revealed Magic cards still in effect, in reveal order."""
    return [e for e in reveal_order(state) if e["shown"] and magic(e) and not e["cancelled"]]


def _foul(state: IslandState, item: list, events: list[Event]) -> None:
    fouls = [e for e in reveal_order(state) if e["card"] == "foul_play" and not e["cancelled"]]
    index = item[2]
    if index >= len(fouls):
        state.work.insert(0, ["fight", "change_now"])
        return
    state.work.insert(0, ["fight", "foul", index + 1])
    entry = fouls[index]
    victims = [e for e in live(state) if e["card"] != "foul_play"]
    options = [
        [str(e["slot"]), f"Cancel {DATA.scrolls[e['card']].name} (player {e['seat'] + 1})"]
        for e in victims
    ]
    state.ask(
        entry["seat"],
        "foul_play",
        "Foul Play: which card has no effect?",
        options,
        slot=entry["slot"],
    )


def _foul_choice(state: IslandState, pending: dict, key: str, events: list[Event]) -> None:
    entry = state.fight["cards"][int(key)]
    entry["cancelled"] = "foul_play"
    state.fight["cards"][pending["data"]["slot"]]["choice"] = key
    events.append(CardCancelled(int(key), "foul_play"))


def change_now_targets(state: IslandState) -> list[Piece]:
    f = state.fight
    attacker = state.pieces[f["attacker"]]
    return [p for p, _ in targets(state, attacker) if is_unit(p) and p["id"] != f["defender"]]


def _change_now(state: IslandState, item: list, events: list[Event]) -> None:
    state.work.insert(0, ["fight", "abilities", 0, state.clockwise(defender_owner(state))[0]])
    changes = [e for e in live(state) if e["card"] == "change_now"]
    if not changes:
        return
    entry = changes[-1]
    options = [
        [str(p["id"]), f"{name(p)} of player {p['owner'] + 1}"] for p in change_now_targets(state)
    ]
    state.ask(
        entry["seat"],
        "change_now",
        "Change Now!: who defends instead?",
        options,
        slot=entry["slot"],
    )


def _change_choice(state: IslandState, pending: dict, key: str, events: list[Event]) -> None:
    f = state.fight
    f["defender"] = int(key)
    f["cards"][pending["data"]["slot"]]["choice"] = key
    events.append(DefenderChanged(pending["seat"], int(key), "change_now"))
    variants.reveal(state, state.pieces[int(key)], events)
    # the window starts from the new defender's owner
    state.work[0] = ["fight", "abilities", 0, defender_owner(state)]


def ability_options(state: IslandState, seat: int) -> list[list[str]]:
    """The Star fight abilities ``seat`` can pay for now (each may be repeated)."""
    f = state.fight
    stars = state.stars(seat)
    target = state.pieces[f["defender"]]
    out = []
    if target["owner"] == seat and target["card"] == "rock_golem" and stars >= 1:
        out.append(["rock_solid", "Rock Solid: 1 Star for +2 armor"])
    if target["owner"] == seat and stars >= 1:
        for p in state.pieces_of(seat):
            if p["card"] == "iron_golem" and hexes.distance(p["hex"], target["hex"]) <= 1:
                out.append(
                    [f"guardian:{p['id']}", f"Guardian (golem {p['id']}): 1 Star for +2 armor"]
                )
    if (
        state.leader_is(seat, "madame_plume")
        and stars >= DATA.leaders["madame_plume"].ability.stars
    ):
        for e in live(state):
            if cards.gives_numbers(e["card"]):
                out.append(
                    [f"hex:{e['slot']}", f"Hex: 2 Stars cancel {DATA.scrolls[e['card']].name}"]
                )
    if state.leader_is(seat, "eggbert") and state.shields_left() > 0:
        cost = DATA.leaders["eggbert"].ability.values["shield_stars"]
        if stars >= cost:
            for p in state.pieces_of(seat):
                out.append(
                    [f"shield:{p['id']}", f"Egg Engineer: 3 Stars, a shield on {name(p)} {p['id']}"]
                )
    return out


def _abilities(state: IslandState, item: list, events: list[Event]) -> None:
    _, _, passes, seat = item
    if passes >= state.players:
        state.work.insert(0, ["fight", "compare"])
        return
    options = ability_options(state, seat)
    if not options:
        state.work.insert(0, ["fight", "abilities", passes + 1, (seat + 1) % state.players])
        return
    options.append(["pass", "Pass"])
    state.ask(seat, "ability", "Use a Star ability in this fight?", options, passes=passes)


def _ability_choice(state: IslandState, pending: dict, key: str, events: list[Event]) -> None:
    seat = pending["seat"]
    nxt = (seat + 1) % state.players
    if key == "pass":
        events.append(Passed(seat, "abilities"))
        state.work.insert(0, ["fight", "abilities", pending["data"]["passes"] + 1, nxt])
        return
    name_, _, arg = key.partition(":")
    use_ability(state, seat, name_, int(arg) if arg else -1, events)
    state.work.insert(0, ["fight", "abilities", 0, seat])  # it may be used again


def spend_stars(state: IslandState, seat: int, n: int, use: str, events: list[Event]) -> None:
    for die in state.faces(seat, "star")[:n]:
        state.dice[seat][die]["at"] = "spent"
        events.append(DieSpent(seat, die, "star", use))


def use_ability(state: IslandState, seat: int, ability: str, arg: int, events: list[Event]) -> None:
    f = state.fight
    if ability in ("rock_solid", "guardian"):
        spend_stars(state, seat, 1, ability, events)
        source = DATA.machines["rock_golem" if ability == "rock_solid" else "iron_golem"]
        f["extra"].append(["armor", source.ability.name, source.ability.values["armor"]])
        events.append(AbilityUsed(seat, ability, f["defender"] if arg < 0 else arg, 1))
    elif ability == "hex":
        cost = DATA.leaders["madame_plume"].ability.stars
        spend_stars(state, seat, cost, ability, events)
        f["cards"][arg]["cancelled"] = "hex"
        events.append(AbilityUsed(seat, "hex", -1, cost))
        events.append(CardCancelled(arg, "hex"))
    elif ability == "shield":
        cost = DATA.leaders["eggbert"].ability.values["shield_stars"]
        spend_stars(state, seat, cost, "shield", events)
        state.pieces[arg]["shields"] += 1
        events.append(AbilityUsed(seat, "shield", arg, cost))
        events.append(ShieldGained(arg, "egg_engineer"))


# -- steps 6 and 7 ---------------------------------------------------------------------------


def totals(state: IslandState) -> tuple[list[tuple[str, int]], list[tuple[str, int]]]:
    """Every part of the attacker's strength and the defender's armor, named."""
    f = state.fight
    att, dfn = state.pieces[f["attacker"]], state.pieces[f["defender"]]
    strength = [(name(att), base_strength(att))]
    plus = len(state.plus_dice(att))
    if plus:
        strength.append(("+1 dice", plus))
    strength += [(f"+{n} die", n) for _, n in f["dice"]]
    armor = [(name(dfn), base_armor(dfn))]
    if base_bonus_on(state) and state.kind(dfn["hex"]) == "base":
        armor.append(("Base", int(RULE["base_bonus_armor"])))
    strength += cards.lasting_strength(state, att, dfn, f)
    armor += cards.lasting_armor(state, att, dfn)
    for entry in live(state):
        for role, label, amount in cards.bonus(state, entry):
            (strength if role == "strength" else armor).append((label, amount))
    for role, label, amount in f["extra"]:
        (strength if role == "strength" else armor).append((label, amount))
    return strength, armor


def base_bonus_on(state: IslandState) -> bool:
    """The Bases' bonus side (+2 armor) is a two-player option, off by default."""
    return bool(state.options.get("base_bonus", RULE["base_bonus_default"]))


def _compare(state: IslandState, item: list, events: list[Event]) -> None:
    f = state.fight
    f["step"] = "compare"
    for entry in live(state):
        cards.before_compare(state, entry, events)
    if (
        state.fight is None
        or f["defender"] not in state.pieces
        or f["attacker"] not in state.pieces
    ):
        _end(state, events, "failed", False)
        return
    strength, armor = totals(state)
    s, a = sum(n for _, n in strength), sum(n for _, n in armor)
    events.append(
        FightTotals(
            s, a, tuple(f"{k}:{n}" for k, n in strength), tuple(f"{k}:{n}" for k, n in armor)
        )
    )
    if s < a:
        _end(state, events, "failed", False)
        return
    dfn = state.pieces[f["defender"]]
    att = state.pieces[f["attacker"]]
    if dfn["shields"]:
        state.hurt(dfn, "fight", events)
        _end(state, events, "shield", True)
        return
    if dfn["kind"] == "leader":
        _end(state, events, "tag", True)
        return
    was_next = hexes.distance(att["hex"], dfn["hex"]) == 1
    spot = dfn["hex"]
    if not f["ranged"]:  # Flag Mode: a melee winner takes the loser's flags
        variants.take_flags(state, dfn, att, events)
    state.destroy(dfn, "fight", events)
    if state.variant("flag"):
        variants.check_flag_win(state, events)
        if state.stage == "over":
            return
    cards.after_destroy(state, att, dfn, events)
    _end(state, events, "destroyed", True)
    if att["card"] == "rooster_rammer" and was_next and state.can_stand(att["owner"], spot, [att]):
        options = [["ram", "Ram: move into the hex"], ["stay", "Stay put"]]
        state.ask(
            att["owner"], "ram", "Ram into the empty hex?", options, piece=att["id"], hex=list(spot)
        )


def _ram_choice(state: IslandState, pending: dict, key: str, events: list[Event]) -> None:
    piece = state.pieces.get(pending["data"]["piece"])
    if key != "ram" or piece is None:
        return
    spot = tuple(pending["data"]["hex"])
    if state.can_stand(piece["owner"], spot, [piece]):
        start = piece["hex"]
        piece["hex"] = spot
        events.append(PieceMoved(piece["owner"], (piece["id"],), flat([start, spot]), "ram"))
        variants.say_carried(state, [piece], events)
        variants.arrive(state, [piece], events)


def _end(state: IslandState, events: list[Event], outcome: str, success: bool) -> None:
    f = state.fight
    events.append(FightResolved(f["attacker"], f["defender"], success, outcome))
    for entry in f["cards"]:
        if magic(entry):
            state.scroll_discard.append(entry["card"])
            events.append(ScrollDiscarded(entry["seat"], entry["card"]))
    state.fight = None
    if outcome == "tag":
        attacker_seat = f["seat"]
        banner = state.pieces[f["defender"]]["owner"]
        # "twice in one turn" counts the defeats of this Leader (a successor starts at 0)
        key = f"{attacker_seat}>{banner}:{f['defender']}"
        state.turn["hits"][key] = state.turn["hits"].get(key, 0) + 1
        state.place_tag(attacker_seat, banner, events)
        if state.stage != "over" and state.turn["hits"][key] == 2:
            state.epic_death(banner, "twice", events)


def _fight_step(state: IslandState, item: list, events: list[Event]) -> None:
    if state.fight is None:
        return
    STEPS[item[1]](state, item, events)


STEPS: dict[str, Callable[[IslandState, list, list[Event]], None]] = {
    "bodyguard": _bodyguard,
    "dice": _dice,
    "reveal": _reveal,
    "foul": _foul,
    "change_now": _change_now,
    "abilities": _abilities,
    "compare": _compare,
}


WORK["fight"] = _fight_step
CHOICES.update(
    bodyguard=_bodyguard_choice,
    fight_dice=_dice_choice,
    foul_play=_foul_choice,
    change_now=_change_choice,
    ability=_ability_choice,
    ram=_ram_choice,
)
