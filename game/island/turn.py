"""The Take Actions step: Build, Move, Retrieve, Fight, +1 dice, Turn cards, and the Draw step.

Paying for an action: ``pay="action"`` uses an extra action of that kind first (a
Tower's, Forced March's, or a Resource die's second Retrieve: none of them keeps past
the turn), else the free action; ``"claw"`` spends a Claw die on a Move or Fight;
``"resource"`` spends a Resource die on a Retrieve and leaves the other Retrieve (or
two, with Quartermaster) to use this turn.
"""

from __future__ import annotations

from game.core import Event
from game.island import fight as fights
from game.island import hexes, variants
from game.island.actions import (
    Build,
    EndActions,
    EndBuild,
    Fight,
    Move,
    PlaceDie,
    PlayScroll,
    Retrieve,
)
from game.island.data import DATA
from game.island.events import (
    ActionsEnded,
    BuildStepEnded,
    ChickenRetrieved,
    DiePlaced,
    DieSpent,
    ExtraAction,
    MachineBuilt,
    PieceMoved,
    PilotsBoarded,
    ScrollDiscarded,
    StrategyPlayed,
    TurnEnded,
)
from game.island.pieces import Piece, can_stack, destinations, path_to, speed, targets
from game.island.rules import (
    ACTIONS,
    BUILD,
    CHOICES,
    DRAW,
    RESOURCES,
    WORK,
    IslandState,
    flat,
    hex_key,
    key_hex,
    rule,
)

PAYS_FOR = {"move": ("action", "claw"), "fight": ("action", "claw"), "build": ("action",)}
PAYS_FOR["retrieve"] = ("action", "resource")


def _in_actions(state: IslandState) -> str | None:
    if state.stage != ACTIONS:
        return "that is done in your Take Actions step"
    if state.fight:
        return "finish the fight first"
    return None


def pay_problem(state: IslandState, seat: int, kind: str, how: str) -> str | None:
    if how not in PAYS_FOR[kind]:
        return f"a {kind} is paid with {' or '.join(PAYS_FOR[kind])}, not {how!r}"
    if kind == "build" and state.variant("quickplay"):  # Quickplay: never the free action
        if state.stage == BUILD and state.turn.get("build_step"):
            return None
        if state.turn["extra"]["build"]:
            return None
        return "in Quickplay you build in the Build step (or with a Workshop Tower)"
    if how == "action":
        if state.turn["extra"][kind] or state.turn["free"]:
            return None
        die = "a Claw die" if kind in ("move", "fight") else "a Resource die"
        hint = "" if kind == "build" else f"; spend {die} for another"
        return f"your free action is used{hint}"
    face = "claw" if how == "claw" else "resource"
    if not state.has_face(seat, face):
        return f"you have no {face.title()} die on your Banner"
    return None


def pay(state: IslandState, seat: int, kind: str, how: str, events: list[Event]) -> None:
    if kind == "build" and state.stage == BUILD:
        state.turn["build_step"] -= 1
        return
    if how == "action":
        if state.turn["extra"][kind]:
            state.turn["extra"][kind] -= 1
        else:
            state.turn["free"] -= 1
        return
    face = "claw" if how == "claw" else "resource"
    die = state.faces(seat, face)[0]
    state.dice[seat][die]["at"] = "spent"
    events.append(DieSpent(seat, die, face, kind))
    if face == "resource":
        gives = DATA.die[0].values["retrieves"]
        if state.strategy_of(seat) == "quartermaster":
            gives = DATA.scrolls["quartermaster"].values["retrieves"]
        state.turn["extra"]["retrieve"] += gives - 1


def _own(state: IslandState, seat: int, pid: int) -> Piece | None:
    piece = state.pieces.get(pid)
    return piece if piece is not None and piece["owner"] == seat else None


# -- Move ------------------------------------------------------------------------------------


def moving_group(state: IslandState, piece: Piece, group: bool) -> list[Piece]:
    if not group:
        return [piece]
    return [p for p in state.pieces_at(piece["hex"]) if p["owner"] == piece["owner"]]


def _going(state: IslandState, piece: Piece, group: bool) -> tuple[list[Piece], int]:
    """The pieces a Move takes, and how far they go: as far as the fastest of them."""
    moving = moving_group(state, piece, group)
    return moving, max(speed(state, p) for p in moving)


def move_path(
    state: IslandState, seat: int, piece: Piece, group: bool, to: tuple[int, int]
) -> list | None:
    moving, steps = _going(state, piece, group)
    return path_to(state, seat, moving, steps, to) if steps > 0 else None


def move_destinations(state: IslandState, seat: int, piece: Piece, group: bool) -> list:
    """Every hex the move may end on: what the legal lists need."""
    moving, steps = _going(state, piece, group)
    return destinations(state, seat, moving, steps) if steps > 0 else []


def _check_move(state: IslandState, seat: int, a: Move) -> str | None:
    reason = _in_actions(state)
    if reason:
        return reason
    piece = _own(state, seat, a.piece)
    if piece is None:
        return "move one of your own pieces"
    reason = pay_problem(state, seat, "move", a.pay)
    if reason:
        return reason
    if _going(state, piece, a.group)[1] <= 0:
        return "a Tower never moves"
    if move_path(state, seat, piece, a.group, (a.q, a.r)) is None:
        return "it cannot reach that hex: too far, or blocked by Lava, sea or an opponent"
    if a.carrier != -1:
        return _carrier_problem(state, seat, a, piece)
    return None


def flags_on_the_way(state: IslandState, seat: int, piece: Piece, a: Move) -> bool:
    """Whether the move passes or ends on a dropped flag (Flag Mode), which it picks up."""
    if not state.dropped:
        return False
    path = move_path(state, seat, piece, a.group, (a.q, a.r)) or []
    on_way = {tuple(h) for h in path[1:]}
    return any((d[1], d[2]) in on_way for d in state.dropped)


def unit_kind(state: IslandState, p: Piece) -> tuple:
    """What tells one unit of a group from another as a flag's taker: what it is and what
    it already holds (+1 dice, shields, a token, flags)."""
    return (
        p["card"],
        len(state.plus_dice(p)),
        p["shields"],
        p.get("token"),
        tuple(p.get("flags", [])),
    )


def flag_takers(state: IslandState, seat: int, a: Move) -> list[int]:
    """The units of group move ``a`` that may take the flags it picks up, one per kind
    (alike units are one choice), the rules' own pick (the named piece) first; empty when
    the move picks up no flag or only one kind of unit could take it."""
    piece = _own(state, seat, a.piece)
    if piece is None or not a.group or not flags_on_the_way(state, seat, piece, a):
        return []
    units = [p for p in moving_group(state, piece, True) if p["kind"] != "leader"]
    units.sort(key=lambda p: (p is not piece, p["id"]))
    out, seen = [], set()
    for p in units:
        if unit_kind(state, p) not in seen:
            seen.add(unit_kind(state, p))
            out.append(p["id"])
    return out if len(out) > 1 else []


def _carrier_problem(state: IslandState, seat: int, a: Move, piece: Piece) -> str | None:
    if not a.group:
        return "only a group move names which unit takes the flag"
    units = {p["id"] for p in moving_group(state, piece, True) if p["kind"] != "leader"}
    if a.carrier not in units:
        return "the flag's taker is one of the moving units (never a Leader)"
    if not flags_on_the_way(state, seat, piece, a):
        return "this move picks up no flag, so nobody takes one"
    return None


def _do_move(state: IslandState, seat: int, a: Move, events: list[Event]) -> None:
    pay(state, seat, "move", a.pay, events)
    piece = state.pieces[a.piece]
    moving = moving_group(state, piece, a.group)
    path = move_path(state, seat, piece, a.group, (a.q, a.r))
    assert path is not None  # checked
    for p in moving:
        p["hex"] = (a.q, a.r)
        if p["id"] not in state.turn["moved"]:
            state.turn["moved"].append(p["id"])
    events.append(PieceMoved(seat, tuple(p["id"] for p in moving), flat(path)))
    variants.say_carried(state, moving, events)
    taker = a.carrier if a.carrier != -1 else piece["id"]
    leading = sorted(moving, key=lambda p: p["id"] != taker)  # the taker picks up flags
    variants.arrive(state, leading, events, through=path[1:-1])


rule(Move)((_check_move, _do_move))


# -- Fight -----------------------------------------------------------------------------------


def _check_fight(state: IslandState, seat: int, a: Fight) -> str | None:
    reason = _in_actions(state)
    if reason:
        return reason
    attacker = _own(state, seat, a.attacker)
    if attacker is None:
        return "attack with one of your own pieces"
    reason = pay_problem(state, seat, "fight", a.pay)
    if reason:
        return reason
    if a.defender not in {p["id"] for p, _ in targets(state, attacker)}:
        return "that piece is out of reach (next to it, or within its Range)"
    return None


def _do_fight(state: IslandState, seat: int, a: Fight, events: list[Event]) -> None:
    pay(state, seat, "fight", a.pay, events)
    fights.declare(state, seat, a.attacker, a.defender, events)


rule(Fight)((_check_fight, _do_fight))


# -- Build -----------------------------------------------------------------------------------


def savings(state: IslandState, seat: int, machine: str) -> list[str]:
    """The tokens Master Builder may leave off this machine's cost (none without Abigail)."""
    cost = DATA.machines[machine].cost
    values = DATA.leaders["abigail"].ability.values
    if not state.leader_is(seat, "abigail") or cost.total <= values["min_cost"]:
        return []
    return [k for k in RESOURCES if getattr(cost, k)]


def build_cost(state: IslandState, seat: int, machine: str, save: str = "") -> dict[str, int]:
    """What the machine costs ``seat``; Master Builder leaves ``save`` off (by default the
    token it is shortest of)."""
    cost = dict(DATA.machines[machine].cost.__dict__)
    kinds = savings(state, seat, machine)
    if kinds:
        have = state.res[seat]
        if save not in kinds:
            save = min(kinds, key=lambda k: (have[k] - cost[k], -cost[k], RESOURCES.index(k)))
        cost[save] -= DATA.leaders["abigail"].ability.values["discount"]
    return cost


def pilots_for(state: IslandState, seat: int, h: tuple[int, int], n: int) -> list[Piece]:
    """The free chickens that would fly it: from the build hex, then the Base, then nearest."""
    pool = [p for p in state.chickens_free(seat) if p["hex"] in state.home(seat)]
    pool.sort(
        key=lambda p: (
            p["hex"] != h,
            p["hex"] != state.bases[seat],
            hexes.distance(p["hex"], h),
            p["id"],
        )
    )
    return pool[:n]


def chicken_kind(state: IslandState, p: Piece) -> tuple:
    """What tells one free chicken from another as a pilot: where it stands, and what it
    would take aboard or lose (+1 dice, shields, a token, flags)."""
    return (
        p["hex"],
        len(state.plus_dice(p)),
        p["shields"],
        p.get("token"),
        tuple(p.get("flags", [])),
    )


def crews(state: IslandState, seat: int, machine: str, h: tuple[int, int]) -> list[tuple[int, ...]]:
    """Every different crew that may fly ``machine`` built on ``h`` (alike chickens are
    one choice), each as ids lowest first; the rules' own pick comes first."""
    n = DATA.machines[machine].pilots
    kinds: dict[tuple, list[int]] = {}
    for p in sorted(state.chickens_free(seat), key=lambda p: p["id"]):
        if p["hex"] in state.home(seat):
            kinds.setdefault(chicken_kind(state, p), []).append(p["id"])
    groups = list(kinds.values())
    out: list[tuple[int, ...]] = []

    def pick(i: int, left: int, crew: list[int]) -> None:
        if left == 0:
            out.append(tuple(sorted(crew)))
            return
        if i == len(groups):
            return
        for take in range(min(left, len(groups[i])), -1, -1):
            pick(i + 1, left - take, crew + groups[i][:take])

    pick(0, n, [])
    default = tuple(sorted(p["id"] for p in pilots_for(state, seat, h, n)))
    signature = sorted(chicken_kind(state, state.pieces[i]) for i in default)
    out = [c for c in out if sorted(chicken_kind(state, state.pieces[i]) for i in c) != signature]
    return [default, *out] if len(default) == n else out


def _pilots_problem(state: IslandState, seat: int, a: Build) -> str | None:
    n = DATA.machines[a.machine].pilots
    free = {p["id"] for p in state.chickens_free(seat) if p["hex"] in state.home(seat)}
    ids = a.pilots
    if any(isinstance(i, bool) or not isinstance(i, int) for i in ids):
        return "pilots are named by their piece numbers"
    if len(ids) != n or len(set(ids)) != n or list(ids) != sorted(ids):
        return f"name {n} different chickens as pilots, lowest number first"
    if not set(ids) <= free:
        return "pilots are your free chickens on your Base or Territory"
    return None


def build_card_problem(state: IslandState, seat: int, machine: str) -> str | None:
    """What stops ``machine`` being built anywhere: stock, budget, miniature, cost, pilots."""
    reason = None if state.stage == BUILD else _in_actions(state)
    if reason:
        return reason
    if machine not in state.stock:
        return "that Machine is not in the stock"
    reason = pay_problem(state, seat, "build", "action")
    if reason:
        return reason
    m = DATA.machines[machine]
    if state.miniatures_left(m.type) <= 0:
        return f"no {DATA.machine_types[m.type].name} miniature is free"
    cost = build_cost(state, seat, machine)
    short = [k for k in RESOURCES if state.res[seat][k] < cost[k]]
    if short:
        return f"not enough {' and '.join(short)}"
    if state.chickens_home(seat) < m.pilots:
        return f"it needs {m.pilots} free chickens on your Base or Territory as pilots"
    return None


def build_hex_problem(
    state: IslandState, seat: int, machine: str, h: tuple[int, int], pilots: tuple = ()
) -> str | None:
    if h not in state.territory[seat]:
        return "machines are built on a hex of your own Territory (never the Base)"
    here = state.pieces_at(h)
    if not here:
        return None  # an empty hex of your Territory takes any machine
    if any(not state.friendly(p["owner"], seat) for p in here):
        return "an opponent's piece is there"
    # pilots come from the build hex first; every chicken has Banding, so only whether
    # any of them stay matters to stacking
    mine = [p for p in here if p["kind"] == "chicken" and p["owner"] == seat]
    staying = [p for p in here if not (p["kind"] == "chicken" and p["owner"] == seat)]
    if pilots:  # a named crew leaves the others of the hex standing
        staying += [p for p in mine if p["id"] not in pilots]
    else:
        staying += mine[: max(0, len(mine) - DATA.machines[machine].pilots)]
    probe = {"kind": "machine", "card": machine}
    if not can_stack([*staying, probe]):
        return "that hex is taken (stacking needs Banding on every piece)"
    return None


def _check_build(state: IslandState, seat: int, a: Build) -> str | None:
    if a.save and a.save not in savings(state, seat, a.machine):
        return "only Abigail's Master Builder leaves a token off, and only one in the cost"
    if a.save:
        cost = build_cost(state, seat, a.machine, a.save)
        short = [k for k in RESOURCES if state.res[seat][k] < cost[k]]
        if short:
            return f"not enough {' and '.join(short)}"
    reason = build_card_problem(state, seat, a.machine)
    if reason is None and a.pilots:
        reason = _pilots_problem(state, seat, a)
    return reason or build_hex_problem(state, seat, a.machine, (a.q, a.r), a.pilots)


def _do_build(state: IslandState, seat: int, a: Build, events: list[Event]) -> None:
    pay(state, seat, "build", "action", events)
    m = DATA.machines[a.machine]
    h = (a.q, a.r)
    paid: list[str] = []
    for k, n in build_cost(state, seat, a.machine, a.save).items():
        state.res[seat][k] -= n
        state.supply[k] += n
        paid += [k] * n
    if a.pilots:
        pilots = [state.pieces[i] for i in a.pilots]
    else:
        pilots = pilots_for(state, seat, h, m.pilots)
    for p in pilots:
        for i in state.plus_dice(p):
            state.dice[seat][i]["at"] = "spent"
        state.pieces.pop(p["id"])
    state.stock.remove(a.machine)
    piece = state.new_piece(seat, "machine", a.machine, h)
    for p in pilots:  # Flag Mode: a flag-carrying pilot takes its flag aboard
        piece.setdefault("flags", []).extend(p.get("flags", []))
    piece["pilots"] = m.pilots
    state.machines[seat].append(piece["id"])
    if m.extra_action:  # a Tower's extra action works in the turn it is built
        state.turn["extra"][m.extra_action] += 1
    events.append(MachineBuilt(seat, piece["id"], a.machine, *h, tuple(paid), m.pilots))
    flags = tuple(piece.get("flags", []))
    events.append(PilotsBoarded(seat, piece["id"], tuple(p["id"] for p in pilots), flags))
    variants.arrive(state, [piece], events)
    state.refill_stock(events)
    if state.stage == BUILD:  # Quickplay's one Build is made: on to Take Actions
        _end_build_step(state, seat, events)


def _end_build_step(state: IslandState, seat: int, events: list[Event]) -> None:
    state.stage = ACTIONS
    state.turn["build_step"] = 0
    events.append(BuildStepEnded(seat))


def _check_end_build(state: IslandState, seat: int, a: EndBuild) -> str | None:
    return None if state.stage == BUILD else "there is no Build step to end"


def _do_end_build(state: IslandState, seat: int, a: EndBuild, events: list[Event]) -> None:
    _end_build_step(state, seat, events)


rule(EndBuild)((_check_end_build, _do_end_build))


rule(Build)((_check_build, _do_build))


# -- Retrieve --------------------------------------------------------------------------------


def chicken_spots(state: IslandState, seat: int) -> list[tuple[int, int]]:
    """Where a retrieved chicken may go: the Base (or nearest Territory hex), and with
    Mother Hen also Henrietta's hex or a legal hex next to it."""
    probe = [{"kind": "chicken", "card": "chicken", "owner": seat}]
    spots = []
    home = state.landing(seat, probe)
    if home is not None:
        spots.append(home)
    hen = state.leader_piece(seat)
    if hen is not None and state.leader_is(seat, "henrietta"):
        for h in (hen["hex"], *hexes.neighbours(hen["hex"])):
            if h not in spots and state.can_stand(seat, h, probe):
                spots.append(h)
    return spots


def _check_retrieve(state: IslandState, seat: int, a: Retrieve) -> str | None:
    reason = _in_actions(state) or pay_problem(state, seat, "retrieve", a.pay)
    return reason or retrieve_problem(state, seat, a.what)


def retrieve_problem(state: IslandState, seat: int, what: str) -> str | None:
    """Why ``what`` cannot be retrieved now, however the Retrieve is paid."""
    if what == "chicken":
        if not state.dead[seat]:
            return "none of your chickens is destroyed"
        if not chicken_spots(state, seat):
            return "your Base and Territory have no room for a chicken"
        return None
    if what not in RESOURCES:
        return f"retrieve a chicken or one of {', '.join(RESOURCES)}"
    if not state.supply[what]:
        return f"the supply has no {what}"
    return None


def _do_retrieve(state: IslandState, seat: int, a: Retrieve, events: list[Event]) -> None:
    pay(state, seat, "retrieve", a.pay, events)
    if a.what != "chicken":
        state.gain(seat, a.what, events)
        return
    retrieve_chicken(state, seat, events)


def retrieve_chicken(state: IslandState, seat: int, events: list[Event]) -> None:
    spots = chicken_spots(state, seat)
    if len(spots) == 1:
        _land_chicken(state, seat, spots[0], events)
        return
    options = [
        [hex_key(h), "Base" if h == state.bases[seat] else f"hex {hex_key(h)}"] for h in spots
    ]
    state.ask(seat, "chicken_spot", "Where does the chicken go?", options)


def _land_chicken(state: IslandState, seat: int, h: tuple[int, int], events: list[Event]) -> None:
    piece = state.place_chicken(seat, h)
    events.append(ChickenRetrieved(seat, piece["id"], *h))
    variants.arrive(state, [piece], events)


def _chicken_spot(state: IslandState, pending: dict, key: str, events: list[Event]) -> None:
    _land_chicken(state, pending["seat"], key_hex(key), events)


CHOICES["chicken_spot"] = _chicken_spot
rule(Retrieve)((_check_retrieve, _do_retrieve))


# -- +1 dice ---------------------------------------------------------------------------------


def _check_place(state: IslandState, seat: int, a: PlaceDie) -> str | None:
    reason = _in_actions(state)
    if reason:
        return reason
    if a.die not in state.faces(seat, "plus1"):
        return "place a +1 die from your Banner"
    if _own(state, seat, a.piece) is None:
        return "a +1 die goes on your own unit or leader"
    return None


def _do_place(state: IslandState, seat: int, a: PlaceDie, events: list[Event]) -> None:
    state.dice[seat][a.die]["at"] = a.piece
    events.append(DiePlaced(seat, a.die, a.piece))


rule(PlaceDie)((_check_place, _do_place))


# -- Scrolls in the turn -----------------------------------------------------------------------


def turn_playable(state: IslandState, seat: int, card: str) -> bool:
    return "turn" in DATA.scrolls[card].timing


def _check_scroll(state: IslandState, seat: int, a: PlayScroll) -> str | None:
    if a.card not in state.hands[seat]:
        return "that Scroll is not in your hand"
    if state.fight:
        return fights.card_problem(state, seat, a.card)
    reason = _in_actions(state)
    if reason:
        return reason
    if not turn_playable(state, seat, a.card):
        return f"{DATA.scrolls[a.card].name} is played in a fight"
    return None


def _do_scroll(state: IslandState, seat: int, a: PlayScroll, events: list[Event]) -> None:
    if state.fight:
        fights.place_card(state, seat, a.card, events)
        return
    state.hands[seat].remove(a.card)
    scroll = DATA.scrolls[a.card]
    if scroll.kind == "strategy":
        activate_strategy(state, seat, a.card, events)
        return
    extra = scroll.values["extra_moves"]
    state.turn["extra"]["move"] += extra
    state.scroll_discard.append(a.card)
    events.append(ScrollDiscarded(seat, a.card))
    events.append(ExtraAction(seat, a.card, "move"))


def activate_strategy(state: IslandState, seat: int, card: str, events: list[Event]) -> None:
    """Only one Strategy is active: a new one sends the old one to the discards."""
    old = state.strategy[seat]
    if old:
        state.scroll_discard.append(old)
    state.strategy[seat] = card
    events.append(StrategyPlayed(seat, card, old or ""))


rule(PlayScroll)((_check_scroll, _do_scroll))


# -- the Draw step -----------------------------------------------------------------------------


def _check_end(state: IslandState, seat: int, a: EndActions) -> str | None:
    return _in_actions(state)


def _do_end(state: IslandState, seat: int, a: EndActions, events: list[Event]) -> None:
    events.append(ActionsEnded(seat))
    state.stage = DRAW
    state.work += [["draw", seat], ["scholars", seat], ["next_turn", seat]]


rule(EndActions)((_check_end, _do_end))


def _draw(state: IslandState, item: list, events: list[Event]) -> None:
    state.give_scroll(item[1], events)


def _scholars(state: IslandState, item: list, events: list[Event]) -> None:
    seat = item[1]
    if state.strategy_of(seat) != "scholars":
        return
    state.work.insert(0, ["discard_one", seat])
    state.give_scroll(seat, events)


def discard_options(state: IslandState, seat: int) -> list[list[str]]:
    return [[c, f"Discard {DATA.scrolls[c].name}"] for c in sorted(set(state.hands[seat]))]


def _discard_one(state: IslandState, item: list, events: list[Event]) -> None:
    seat = item[1]
    state.ask(seat, "discard", "Discard a Scroll", discard_options(state, seat))


def _discard(state: IslandState, pending: dict, key: str, events: list[Event]) -> None:
    seat = pending["seat"]
    state.hands[seat].remove(key)
    state.scroll_discard.append(key)
    events.append(ScrollDiscarded(seat, key))


def _next_turn(state: IslandState, item: list, events: list[Event]) -> None:
    seat = item[1]
    events.append(TurnEnded(seat))
    state.start_turn((seat + 1) % state.players, events)


WORK.update(draw=_draw, scholars=_scholars, discard_one=_discard_one, next_turn=_next_turn)
CHOICES["discard"] = _discard
