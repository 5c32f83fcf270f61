"""Shared helpers for the War for Chicken Island rules tests.

``ready`` builds a seeded game and gets it through setup (the Leaders are picked, or
forced); positions are then set by editing the state's plain-data fields. ``clear``
takes every unit off the island (their chickens wait by the Banner, so the counts still
hold), ``put`` places a chicken or a machine, ``dice`` sets a seat's Banner. ``drive``
answers the questions of a fight (or any effect) from a script, so a test names only
the choices it cares about. ``play_random`` and ``check_invariants`` are the random-play
harness used by the tests and by ``tools/island_random_play.py``.

Map of ``ready(2, seed=1)`` (axial q, r): seat 0's Base (1,1), Territory (1,-1) (1,0)
(2,-1) (2,0); seat 1's Base (0,-2), Territory (-1,-1) (-1,0) (0,-1) (1,-2); Lava (0,0);
Neutral (-1,-2) and (0,1). (1,-1) touches seat 1's (1,-2) and (0,-1).
"""

from __future__ import annotations

import random
from collections import Counter
from typing import Any

from game.core import Action, IllegalAction
from game.island import DATA, new_game
from game.island.actions import (
    Choose,
    EndActions,
    Fight,
    Pass,
    PickLeader,
    PlayScroll,
    Roll,
)
from game.island.rules import ACTIONS, IslandState

SEAT0_BASE, SEAT1_BASE = (1, 1), (0, -2)
A, B = (1, -1), (1, -2)  # next to each other: seat 0's and seat 1's Territory
C0 = (0, -1)  # seat 1's Territory, next to A and to B
LAVA = (0, 0)
NEUTRAL0, NEUTRAL1 = (0, 1), (-1, -2)

RESOURCE_TOKENS = 36
MINIATURES = {"soldier": 9, "golem": 6, "battle_car": 6, "cannon": 5, "tower": 6}
MACHINE_CARDS = 41
SCROLL_CARDS = 62
SHIELDS = 8


def ready(players: int = 2, seed: int = 1, leaders: list[str] | None = None) -> IslandState:
    """A game past setup, in seat 0's Roll step; ``leaders`` forces each seat's Leader."""
    state = new_game(players, seed)
    if leaders:
        spare = [x for x in DATA.leaders if x not in leaders]
        for seat, pick in enumerate(leaders):
            state.dealt[seat] = tuple(sorted((pick, spare[seat])))
    for seat in range(players):
        state.apply(PickLeader(leaders[seat] if leaders else state.dealt[seat][0]))
    return state


def dice(state: IslandState, seat: int, *faces: str) -> None:
    """``seat``'s Banner shows exactly ``faces``; its other dice are spent."""
    for i, d in enumerate(state.dice[seat]):
        d["face"], d["at"] = (faces[i], "banner") if i < len(faces) else ("claw", "spent")


def to_actions(state: IslandState, *faces: str) -> None:
    """Finish the current seat's Roll step without rolling; its Banner shows ``faces``."""
    dice(state, state.current_seat(), *faces)
    state.apply(Roll(()))
    assert state.stage == ACTIONS


def clear(state: IslandState, keep_leaders: bool = True) -> None:
    """Take every unit (and, unless kept, every Leader) off the island."""
    for p in list(state.pieces.values()):
        if p["kind"] == "leader" and keep_leaders:
            continue
        if p["kind"] == "leader":
            del state.pieces[p["id"]]
            continue
        state.destroy(p, "test", [])
    state.machine_discard.clear()
    state.machine_deck = list(DATA.machine_deck())
    for s in range(state.players):
        state.machines[s] = []
    for card in state.stock:
        state.machine_deck.remove(card)


def put(
    state: IslandState, seat: int, card: str, h: tuple[int, int], shields: int = 0
) -> dict[str, Any]:
    """Place a chicken (``card="chicken"``) or build a machine on ``h`` by hand."""
    if card == "chicken":
        piece = state.place_chicken(seat, h)
    else:
        m = DATA.machines[card]
        state.dead[seat] -= m.pilots
        assert state.dead[seat] >= 0, "not enough chickens to pilot it"
        if card in state.machine_deck:
            state.machine_deck.remove(card)
        else:
            state.stock.remove(card)
            state.refill_stock([])
        piece = state.new_piece(seat, "machine", card, h)
        piece["pilots"] = m.pilots
        state.machines[seat].append(piece["id"])
    piece["shields"] = shields
    return piece


def leader(state: IslandState, seat: int) -> dict[str, Any]:
    piece = state.leader_piece(seat)
    assert piece is not None
    return piece


def give(state: IslandState, seat: int, *cards: str) -> None:
    """Move these Scrolls from the deck into ``seat``'s hand (after emptying it)."""
    for c in state.hands[seat]:
        state.scroll_deck.append(c)
    state.hands[seat] = []
    for c in cards:
        where = state.scroll_deck if c in state.scroll_deck else state.scroll_discard
        where.remove(c)
        state.hands[seat].append(c)


def hands(state: IslandState, *per_seat: tuple[str, ...]) -> None:
    for seat, cards in enumerate(per_seat):
        give(state, seat, *cards)


def set_res(state: IslandState, seat: int, wood: int = 0, stone: int = 0, steel: int = 0) -> None:
    """Set a Banner; the difference comes from or goes to the supply (36 stay counted)."""
    for k, n in (("wood", wood), ("stone", stone), ("steel", steel)):
        delta = n - state.res[seat][k]
        state.supply[k] -= delta
        if state.supply[k] < 0:
            state.box[k] += state.supply[k]
            state.supply[k] = 0
        state.res[seat][k] = n


def answer(state: IslandState, key: str) -> list:
    assert state.pending is not None, "nothing is pending"
    return state.apply(Choose(key))


def drive(
    state: IslandState,
    plays: dict[int, list[str]] | None = None,
    answers: dict[str, list[str]] | None = None,
    stop: str | None = None,
) -> list:
    """Run the current fight/effect to its end from a script, and return its events.

    In the card round each seat plays its listed ``plays`` one card per turn to act,
    then passes. A pending choice of kind K takes the next key from ``answers[K]``, or
    the default: "done" for dice, "pass" for the ability window, else the first option.
    With ``stop``, it returns as soon as a choice of that kind is pending.
    """
    plays = {s: list(c) for s, c in (plays or {}).items()}
    answers = {k: list(v) for k, v in (answers or {}).items()}
    events: list = []
    for _ in range(500):
        if state.is_over():
            return events
        if state.pending:
            kind = state.pending["kind"]
            if kind == stop:
                return events
            keys = [o[0] for o in state.pending["options"]]
            if answers.get(kind):
                key = answers[kind].pop(0)
            elif kind == "fight_dice":
                key = "done"
            elif kind == "ability":
                key = "pass"
            else:
                key = keys[0]
            events += state.apply(Choose(key))
            continue
        f = state.fight
        if f and f["step"] == "cards":
            seat = f["to_act"]
            if plays.get(seat):
                events += state.apply(PlayScroll(plays[seat].pop(0)))
            else:
                events += state.apply(Pass())
            continue
        return events
    raise AssertionError("the fight never ended")


def fight(state: IslandState, att: dict, dfn: dict, pay: str = "action", **kw: Any) -> list:
    events = state.apply(Fight(att["id"], dfn["id"], pay))
    return events + drive(state, **kw)


def refused(state: IslandState, action: Action) -> str:
    """Apply an action that must be refused; check nothing changed; return the reason."""
    before = state.digest()
    try:
        state.apply(action)
    except IllegalAction as e:
        assert state.digest() == before
        return e.reason if hasattr(e, "reason") else str(e)
    raise AssertionError(f"{action} was accepted")


def end_turn(state: IslandState) -> list:
    """End the Take Actions step and answer the Draw step's questions with defaults."""
    events = state.apply(EndActions())
    return events + drive(state)


# -- invariants and random play ----------------------------------------------------------


def check_invariants(state: IslandState) -> None:
    """The conservation laws of the components (see the module tests)."""
    res = sum(sum(r.values()) for r in state.res)
    assert res + sum(state.supply.values()) + sum(state.box.values()) == RESOURCE_TOKENS
    assert min(min(r.values()) for r in state.res) >= 0
    assert min(state.supply.values()) >= 0
    if state.stage in ("island", "leaders"):
        return
    flag_mode = state.variant("flag")
    for seat in range(state.players):
        on_board = sum(1 for p in state.pieces_of(seat) if p["kind"] == "chicken")
        pilots = sum(p["pilots"] for p in state.pieces_of(seat) if p["kind"] == "machine")
        assert state.dead[seat] >= 0
        assert on_board + pilots + state.dead[seat] == 6, (seat, on_board, pilots, state.dead)
        leaders = [p for p in state.pieces_of(seat) if p["kind"] == "leader"]
        assert len(leaders) == (0 if state.waiting[seat] or flag_mode else 1)
        if leaders:
            assert leaders[0]["card"] == state.leader[seat]
        if state.variant("pelea"):  # every token is on its chicken or by the Banner
            tokens = [p["token"] for p in state.pieces_of(seat) if p["kind"] == "chicken"]
            tokens += [t for t, _ in state.dead_tokens[seat]]
            pool = {t.id: t.count for t in DATA.pelea_tokens.values()}
            assert Counter(tokens) == Counter(pool)
    if flag_mode and not state.is_over():  # each flag is carried once or lies on the island
        flags = [f for p in state.pieces.values() for f in p.get("flags", [])]
        flags += [d[0] for d in state.dropped]
        assert sorted(flags) == list(range(state.players)), flags
    used = Counter(
        DATA.machines[p["card"]].type for p in state.pieces.values() if p["kind"] == "machine"
    )
    for kind, n in MINIATURES.items():
        assert used[kind] <= n, (kind, used[kind])
    built = [p["card"] for p in state.pieces.values() if p["kind"] == "machine"]
    machines = state.machine_deck + state.stock + state.machine_discard + built
    if state.variant("pelea"):  # every Machine card stays in the box
        assert not machines
        machines = list(DATA.machine_deck())
    assert Counter(machines) == Counter(DATA.machine_deck())
    assert len(machines) == MACHINE_CARDS
    assert sorted(sum(([pid] for s in state.machines for pid in s), [])) == sorted(
        p["id"] for p in state.pieces.values() if p["kind"] == "machine"
    )
    scrolls = state.scroll_deck + state.scroll_discard + [c for h in state.hands for c in h]
    scrolls += [c for c in state.strategy if c]
    if state.fight:
        # a revealed Strategy is already active (counted with the Strategies)
        scrolls += [
            e["card"]
            for e in state.fight["cards"]
            if not (e["shown"] and DATA.scrolls[e["card"]].kind == "strategy")
        ]
    scrolls += [w[2] for w in state.work if w[0] == "catastrophe"]
    scrolls += [w[1] for w in state.work if w[0] == "shuffle_back"]
    scrolls += state.out_of_play  # left in the box by a variant
    assert Counter(scrolls) == Counter(DATA.scroll_deck()), (
        Counter(scrolls) - Counter(DATA.scroll_deck()),
        Counter(DATA.scroll_deck()) - Counter(scrolls),
    )
    assert len(scrolls) == SCROLL_CARDS
    for seat in range(state.players):
        mine = {state.leader[seat], state.reserve[seat]} - {None}  # Flag Mode: no leaders
        assert mine <= set(state.dealt[seat])
    dealt = [x for d in state.dealt for x in d]
    assert len(dealt) == len(set(dealt)) and set(dealt) <= set(DATA.leaders)
    assert sum(p["shields"] for p in state.pieces.values()) <= SHIELDS
    assert all(p["shields"] >= 0 for p in state.pieces.values())
    if state.pending is None and not state.work and not state.is_over():
        # (a win mid-effect ends the game before a queued give-back is asked)
        assert all(sum(r.values()) <= 9 for r in state.res)
    for p in state.pieces.values():
        assert state.kind(p["hex"]) not in (None, "lava"), p
        here = state.pieces_at(p["hex"])
        assert all(state.friendly(q["owner"], p["owner"]) for q in here), here
    for seat, banner in enumerate(state.tags):
        assert seat not in banner
    assert all(state.tags_left(s) >= 0 for s in range(state.players))


def secrets_of(state: IslandState, seat: int) -> list[str]:
    """Card names only ``seat`` may know at this moment."""
    out = list(state.hands[seat])
    if state.fight:
        out += [e["card"] for e in state.fight["cards"] if e["seat"] == seat and not e["shown"]]
    if state.stage != "over":
        out.append(state.reserve[seat] or "")
        out += list(state.dealt[seat]) if state.leader[seat] is None else []
    return [x for x in out if x]


def fight_first(rng: random.Random, legal: list[Action]) -> Action:
    """A random policy that fights whenever it can, so games end."""
    fights = [a for a in legal if isinstance(a, Fight)]
    if fights and rng.random() < 0.9:
        return rng.choice(fights)
    plays = [a for a in legal if isinstance(a, PlayScroll)]
    if plays and rng.random() < 0.3:
        return rng.choice(plays)
    calm = [a for a in legal if not isinstance(a, EndActions)]
    if calm and rng.random() < 0.8:
        return rng.choice(calm)
    return rng.choice(legal)


def play_random(
    players: int,
    seed: int,
    check: bool = True,
    junk: bool = True,
    max_actions: int = 20_000,
    options: dict | None = None,
) -> tuple[IslandState, int]:
    """Play one seeded random game to its end; with ``check``, test everything after every
    action. Returns the final state and the number of actions."""
    from game.island import actions as A

    state = new_game(players, seed, options)
    rng = random.Random(seed * 7919 + players)
    n = 0
    while not state.is_over():
        seat = state.current_seat()
        legal = state.legal_actions(seat)
        assert legal, f"seat {seat} has no legal action in stage {state.stage}"
        if check:
            assert legal == sorted(set(legal), key=Action.sort_key), "legal list not sorted/unique"
            for other in range(players):
                if other != seat:
                    assert state.legal_actions(other) == []
        action = fight_first(rng, legal)
        if check and junk and rng.random() < 0.1:
            probe = rng.choice(
                [
                    A.Move(rng.randrange(60), rng.randrange(-3, 4), rng.randrange(-3, 4)),
                    A.Fight(rng.randrange(60), rng.randrange(60)),
                    A.Build(rng.choice(list(DATA.machines)), rng.randrange(-3, 4), 0),
                    A.Retrieve(rng.choice(["chicken", "wood", "gold"]), "resource"),
                    A.Star(rng.choice(["draw", "shield", "remove_tag", "nope"])),
                    A.PlayScroll(rng.choice(list(DATA.scrolls))),
                    A.Choose("nope"),
                    A.Roll((9,)),
                    A.Pass(),
                    A.EndActions(),
                    A.PlaceDie(rng.randrange(5), rng.randrange(60)),
                ]
            )
            if probe not in legal and state.why_illegal(probe) is None:
                # the lists leave out only interchangeable twins of listed actions
                assert isinstance(probe, A.PlaceDie), f"{probe} is legal but not listed"
            elif probe not in legal:
                before = state.digest()
                try:
                    state.apply(probe)
                except IllegalAction:
                    assert state.digest() == before, probe
                else:
                    raise AssertionError(f"{probe} was accepted but not listed")
        events = state.apply(action)
        n += 1
        if check:
            check_invariants(state)
            check_secrets(state, events)
        assert n < max_actions, f"game {players}/{seed} never ended"
    return state, n


def check_secrets(state: IslandState, events: list) -> None:
    """No seat's view (as a whole) or shown events carry another seat's secret cards."""
    secrets = [secrets_of(state, seat) for seat in range(state.players)]
    public = state.public_view()  # the hand-off screen: nobody's secrets at all
    text = repr(public)
    for card in {c for mine in secrets for c in mine}:
        if not _public_copies(state, card):
            assert f"'{card}'" not in text, (card, "public view")
    for p in public["pieces"]:
        real = state.pieces[p["id"]]
        assert p["token"] == (
            "?" if real.get("token") and not real["shown"] else real.get("token", "")
        ), p
    for other in range(state.players):
        view = state.view(other)
        text = repr(view)
        for p in view["pieces"]:  # Pelea de Gallos: face-down tokens stay hidden
            real = state.pieces[p["id"]]
            if real.get("token") and not real["shown"] and p["owner"] != other:
                assert p["token"] == "?", (p, other)
        for banner in view["banners"]:
            hidden = [t for t, up in state.dead_tokens[banner["seat"]] if not up]
            if banner["seat"] != other:
                assert banner["dead_tokens"].count("?") == len(hidden)
        for seat in range(state.players):
            if seat == other:
                continue
            for card in set(secrets[seat]) - set(secrets[other]):
                if not _public_copies(state, card):
                    assert f"'{card}'" not in text, (card, seat, other)
        for e in events:
            if type(e).__name__ not in SECRET_EVENTS or e.seat == other:
                continue
            seen = e.seen_by(other)
            for field in ("card", "cards", "leaders"):
                v = getattr(seen, field, None)
                assert not v or (isinstance(v, tuple) and not any(v)), (e, other)


SECRET_EVENTS = ("CardPlaced", "ScrollDrawn", "ScrollsDealt", "LeadersDealt")


def _public_copies(state: IslandState, card: str) -> bool:
    """Another copy of the card is public (a Strategy in play, a discard, a shown card)."""
    if card in state.strategy:
        return True
    if card in state.scroll_discard:
        return True
    cards = state.fight["cards"] if state.fight else []
    return any(e["shown"] and e["card"] == card for e in cards)


def counts(cards: list[str]) -> Counter:
    return Counter(cards)


def turn_in(state: IslandState, seat: int) -> None:
    """Skip turns (with no actions) until ``seat`` is in its Take Actions step."""
    for _ in range(20):
        if state.stage == ACTIONS and state.turn_seat == seat and not state.pending:
            return
        if state.stage == "roll":
            state.apply(Roll(()))
            continue
        if state.stage == ACTIONS:
            end_turn(state)
            continue
        drive(state)
    raise AssertionError("never reached that seat's turn")
