"""The four Catastrophes, one named function each, resolved the moment one is drawn.

Each runs as work on the state, asking its drawer where the card leaves a choice, and
ends by shuffling the card back into the Scroll deck ("a Catastrophe drawn in play is
shuffled back and not replaced"), the discards with it.
"""

from __future__ import annotations

from collections.abc import Callable

from game.core import Event
from game.island import hexes, variants
from game.island.data import DATA
from game.island.events import CatastropheDrawn, DeckReshuffled, PieceMoved, TilesFlipped
from game.island.pieces import LAVA, NEUTRAL, Piece, is_unit
from game.island.rules import CHOICES, RESOURCES, WORK, IslandState, flat, hex_key, key_hex


def _flip(state: IslandState, cells: list[tuple[int, int]], why: str, events: list[Event]) -> None:
    """Turn these Lava/Neutral tiles over; whatever stands on new Lava must leave or die.

    Every tile turns before anyone moves, so a Leader pushed off new Lava lands on a hex
    that is legal after the whole flip and is never pushed twice by one Earthquake."""
    if not cells:
        return
    new = {h: NEUTRAL if state.kinds[h] == LAVA else LAVA for h in cells}
    events.append(TilesFlipped(flat(sorted(new)), tuple(new[h] for h in sorted(new)), why))
    state.kinds.update(new)
    for h in sorted(new):
        if new[h] == LAVA:
            state.turn_to_lava(h, why, events)


def tiles(state: IslandState, kind: str) -> list[tuple[int, int]]:
    return sorted(h for h, k in state.kinds.items() if k == kind)


def _hex_options(cells: list[tuple[int, int]], words: str) -> list[list[str]]:
    return [[hex_key(h), f"{words} {hex_key(h)}"] for h in cells]


def earthquake(state: IslandState, seat: int, events: list[Event]) -> None:
    _flip(state, tiles(state, LAVA) + tiles(state, NEUTRAL), "earthquake", events)
    state.work.insert(0, ["nudge", seat, "earthquake"])


def eruption(state: IslandState, seat: int, events: list[Event]) -> None:
    lava = tiles(state, LAVA)
    if lava:
        state.ask(seat, "erupt", "Eruption: which Lava tile erupts?", _hex_options(lava, "Lava at"))
    else:
        options = _hex_options(tiles(state, NEUTRAL), "Flip the Neutral at")
        state.ask(seat, "erupt_flip", "Eruption: no Lava, so flip a Neutral tile", options)


def _erupt_flip(state: IslandState, pending: dict, key: str, events: list[Event]) -> None:
    _flip(state, [key_hex(key)], "eruption", events)
    _erupt(state, pending, key, events)


def _erupt(state: IslandState, pending: dict, key: str, events: list[Event]) -> None:
    """Every chicken and machine next to it is destroyed (a shield saves; Magma Walk is immune)."""
    around = set(hexes.neighbours(key_hex(key)))
    for p in sorted(state.pieces.values(), key=lambda p: p["id"]):
        if p["hex"] in around and is_unit(p) and p["card"] != "lava_golem":
            state.hurt(p, "eruption", events)


def hurricane(state: IslandState, seat: int, events: list[Event]) -> None:
    state.work.insert(0, ["nudge", seat, "hurricane"])
    victims = [s for s in state.opponents(seat) if sum(state.res[s].values())]
    options = [[str(s), f"Blow away player {s + 1}'s resources"] for s in victims]
    state.ask(seat, "hurricane", "Hurricane: whose Banner?", options)


def _hurricane(state: IslandState, pending: dict, key: str, events: list[Event]) -> None:
    state.work.insert(
        0, ["blow", pending["seat"], int(key), DATA.scrolls["hurricane"].values["resources"]]
    )


def _blow(state: IslandState, item: list, events: list[Event]) -> None:
    _, seat, victim, left = item
    if left <= 0 or not sum(state.res[victim].values()):
        return
    options = [[k, f"Blow away 1 {k}"] for k in RESOURCES if state.res[victim][k]]
    state.work.insert(0, ["blow", seat, victim, left - 1])
    state.ask(
        seat,
        "blow",
        f"Hurricane: which of player {victim + 1}'s resources?",
        options,
        victim=victim,
    )


def _blow_choice(state: IslandState, pending: dict, key: str, events: list[Event]) -> None:
    state.lose_resource(pending["data"]["victim"], key, "hurricane", events)


def tsunami(state: IslandState, seat: int, events: list[Event]) -> None:
    lava = tiles(state, LAVA)
    if lava:
        _flip(state, lava, "tsunami", events)
        state.work.insert(0, ["wave"])
    else:
        state.work.insert(0, ["wave"])
        options = _hex_options(tiles(state, NEUTRAL), "Flip to Lava:")
        state.ask(seat, "tsunami_flip", "Tsunami: no Lava, so choose a Neutral tile", options)


def _tsunami_flip(state: IslandState, pending: dict, key: str, events: list[Event]) -> None:
    _flip(state, [key_hex(key)], "tsunami", events)


def _wave(state: IslandState, item: list, events: list[Event]) -> None:
    """Every chicken and machine on the border is destroyed (a shield saves it once)."""
    for p in sorted(state.pieces.values(), key=lambda p: p["id"]):
        if p["hex"] in state.border and is_unit(p):
            state.hurt(p, "tsunami", events)


def nudge_options(state: IslandState) -> list[list[str]]:
    """Any chicken that is not piloting, 1 hex, to a hex legal for its owner."""
    out = []
    for p in sorted(state.pieces.values(), key=lambda p: p["id"]):
        if p["kind"] != "chicken":
            continue
        for n in hexes.neighbours(p["hex"]):
            if state.can_stand(p["owner"], n, [p]):
                out.append(
                    [
                        f"{p['id']}:{hex_key(n)}",
                        f"Chicken {p['id']} (player {p['owner'] + 1}) to {hex_key(n)}",
                    ]
                )
    return out


def _nudge(state: IslandState, item: list, events: list[Event]) -> None:
    _, seat, why = item
    options = nudge_options(state)
    if options:
        options.insert(0, ["none", "Move no chicken"])
        state.ask(seat, "nudge", "You may move any chicken 1 hex", options, why=why)


def _nudge_choice(state: IslandState, pending: dict, key: str, events: list[Event]) -> None:
    if key == "none":
        return
    pid, h = key.split(":")
    piece: Piece = state.pieces[int(pid)]
    start, piece["hex"] = piece["hex"], key_hex(h)
    events.append(
        PieceMoved(
            piece["owner"], (piece["id"],), flat([start, piece["hex"]]), pending["data"]["why"]
        )
    )
    variants.say_carried(state, [piece], events)
    variants.arrive(state, [piece], events)


RESOLVE: dict[str, Callable[[IslandState, int, list[Event]], None]] = {
    "earthquake": earthquake,
    "eruption": eruption,
    "hurricane": hurricane,
    "tsunami": tsunami,
}


def _catastrophe(state: IslandState, item: list, events: list[Event]) -> None:
    _, seat, card = item
    events.append(CatastropheDrawn(seat, card))
    state.work.insert(0, ["shuffle_back", card])
    RESOLVE[card](state, seat, events)


def _shuffle_back(state: IslandState, item: list, events: list[Event]) -> None:
    """The card is shuffled back into the Scroll deck, and the discards with it (ours,
    issue 16): with no hand limit the deck thins as hands grow, and a Catastrophe put
    back into the thin deck alone came up in a third of the late Draw steps."""
    deck = state.scroll_deck
    deck.append(item[1])
    if state.scroll_discard:
        deck += state.scroll_discard
        state.scroll_discard = []
    state.rng().shuffle(deck)
    events.append(DeckReshuffled("scrolls", len(deck)))


WORK.update(
    catastrophe=_catastrophe, shuffle_back=_shuffle_back, nudge=_nudge, blow=_blow, wave=_wave
)
CHOICES.update(
    erupt=_erupt,
    erupt_flip=_erupt_flip,
    hurricane=_hurricane,
    blow=_blow_choice,
    tsunami_flip=_tsunami_flip,
    nudge=_nudge_choice,
)
