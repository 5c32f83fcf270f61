"""The rulebook's Star menu, one named function per ability, paid with Star dice.

They are used in your own Take Actions step, outside fights. Two Leaders change the
menu: Keekmee's 2-Star draw costs 1, and Eggbert's shield costs 3 (and also works in a
fight's ability window, see ``fight.py``).
"""

from __future__ import annotations

from collections.abc import Callable

from game.core import Event
from game.island.actions import Star
from game.island.data import DATA
from game.island.events import ShieldGained, StarUsed, TagRemoved
from game.island.fight import spend_stars
from game.island.pieces import name
from game.island.rules import CAP, CHOICES, RESOURCES, IslandState, rule
from game.island.turn import _in_actions, _land_chicken, chicken_spots

MENU = {a.id: a for a in DATA.star_menu}


def cost(state: IslandState, seat: int, ability: str) -> int:
    if ability == "draw" and state.leader_is(seat, "keekmee"):
        return DATA.leaders["keekmee"].ability.values["draw_stars"]
    if ability == "shield" and state.leader_is(seat, "eggbert"):
        return DATA.leaders["eggbert"].ability.values["shield_stars"]
    return MENU[ability].stars


def refresh_stock(state: IslandState, seat: int, events: list[Event]) -> None:
    state.machine_deck += state.stock
    state.stock = []
    state.rng().shuffle(state.machine_deck)
    state.refill_stock(events)


def draw_discard(state: IslandState, seat: int, events: list[Event]) -> None:
    state.work.insert(0, ["discard_one", seat])
    state.give_scroll(seat, events)


def draw(state: IslandState, seat: int, events: list[Event]) -> None:
    state.give_scroll(seat, events)


def regroup(state: IslandState, seat: int, events: list[Event]) -> None:
    """Draw, recover every destroyed chicken that has room, and refill to 9 resources,
    taking each time the type you hold fewest of that the supply still has."""
    state.give_scroll(seat, events)
    while state.dead[seat]:
        before = state.dead[seat]
        spots = chicken_spots(state, seat)
        if not spots:
            break
        _land_chicken(state, seat, spots[0], events)
        if state.dead[seat] == before:
            break
    while sum(state.res[seat].values()) < CAP:
        kinds = [k for k in RESOURCES if state.supply[k]]
        if not kinds:
            break
        state.gain(seat, min(kinds, key=lambda k: (state.res[seat][k], RESOURCES.index(k))), events)


def shield(state: IslandState, seat: int, events: list[Event]) -> None:
    options = [[str(p["id"]), f"Shield {name(p)} {p['id']}"] for p in state.pieces_of(seat)]
    state.ask(seat, "star_shield", "Place a shield on which piece?", options)


def _shield(state: IslandState, pending: dict, key: str, events: list[Event]) -> None:
    state.pieces[int(key)]["shields"] += 1
    events.append(ShieldGained(int(key), "star"))


def remove_tag(state: IslandState, seat: int, events: list[Event]) -> None:
    options = [[str(g), f"Give player {g + 1}'s tag back"] for g in sorted(set(state.tags[seat]))]
    state.ask(seat, "star_untag", "Remove whose Humiliation tag?", options)


def _untag(state: IslandState, pending: dict, key: str, events: list[Event]) -> None:
    seat = pending["seat"]
    state.tags[seat].remove(int(key))
    events.append(TagRemoved(seat, int(key)))


USE: dict[str, Callable[[IslandState, int, list[Event]], None]] = {
    "refresh_stock": refresh_stock,
    "draw_discard": draw_discard,
    "draw": draw,
    "regroup": regroup,
    "shield": shield,
    "remove_tag": remove_tag,
}


def star_problem(state: IslandState, seat: int, ability: str) -> str | None:
    if ability not in MENU:
        return f"there is no Star ability {ability!r}"
    need = cost(state, seat, ability)
    if state.stars(seat) < need:
        return f"it costs {need} Star{'s' * (need > 1)}; you have {state.stars(seat)} Star dice"
    if ability == "refresh_stock" and not (state.stock or state.machine_deck):
        return "there are no Machine cards to refresh"
    if ability == "shield" and state.shields_left() <= 0:
        return "no shield is left in the supply"
    if ability == "shield" and not state.pieces_of(seat):
        return "you have no unit or leader on the island to shield"
    if ability == "remove_tag" and not state.tags[seat]:
        return "no Humiliation tag is on your Banner"
    if ability in ("draw", "draw_discard", "regroup") and not (
        state.scroll_deck or state.scroll_discard
    ):
        return "the Scroll deck and discards are empty"
    return None


def _check(state: IslandState, seat: int, action: Star) -> str | None:
    return _in_actions(state) or star_problem(state, seat, action.ability)


def _do(state: IslandState, seat: int, action: Star, events: list[Event]) -> None:
    n = cost(state, seat, action.ability)
    spend_stars(state, seat, n, action.ability, events)
    events.append(StarUsed(seat, action.ability, n))
    USE[action.ability](state, seat, events)


rule(Star)((_check, _do))
CHOICES.update(star_shield=_shield, star_untag=_untag)
