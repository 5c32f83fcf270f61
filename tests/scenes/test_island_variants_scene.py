"""War for Chicken Island's variants and base-game choices in the real app, by keys only:
the Quickplay Build step, Pelea de Gallos' hidden tokens, a Shared Dice lend, Flag Mode's
flags, Teams labels, a +1 die taken back and Abigail's Master Builder save."""

from __future__ import annotations

import random

import pygame
import pytest

from game.island import actions as A
from game.island import events as E
from game.island.data import DATA
from game.match import Match, SeatSpec
from scenes.island import defaults, marks
from scenes.island import paint_variants as V
from scenes.island.scene import IslandScene
from scenes.menus import start_match
from tests.scenes.harness import frames
from tests.scenes.test_island_scene import Driver, legal, two_humans

NAMES = ("Ann", "Bob", "Cid", "Dee")


def humans(app, players: int, seed: int, options) -> IslandScene:
    """All-human seats on "any device" (two-player games use the two keyboard halves)."""
    if players == 2:
        return two_humans(app, seed, options)
    seats = [SeatSpec(NAMES[i], i, "human") for i in range(players)]
    start_match(app, Match("island", seed, seats, options), autosave=False, turbo=True)
    assert isinstance(app.top, IslandScene)
    return app.top


def record(scene: IslandScene) -> list:
    """Every event the table plays, in order."""
    played: list = []
    table = scene.table
    original = table.play

    def play(event):
        played.append(event)
        return original(event)

    table.play = play
    return played


def spy(monkeypatch, module, name: str) -> list:
    """Calls to ``module.name`` (its arguments), still drawing as before."""
    calls: list = []
    original = getattr(module, name)

    def wrapper(*args, **kwargs):
        calls.append(args)
        return original(*args, **kwargs)

    monkeypatch.setattr(module, name, wrapper)
    return calls


def pick(scene: IslandScene, rng: random.Random, want=(), leader: str | None = None):
    """The next action: the first kind in ``want`` that is legal, else a random one."""
    options = legal(scene)
    if leader and A.PickLeader(leader) in options:
        return A.PickLeader(leader)
    for kind in want:
        chosen = [a for a in options if isinstance(a, kind)]
        if chosen:
            return rng.choice(chosen)
    weights = [0.15 if isinstance(a, A.EndActions) else 1.0 for a in options]
    return rng.choices(options, weights)[0]


def play_until(driver: Driver, done, seed: int, want=(), limit: int = 400, leader=None) -> None:
    scene, rng = driver.scene, random.Random(seed)
    for _ in range(limit):
        driver.ready()
        if done():
            return
        assert not scene.state.is_over(), "the game ended first"
        driver.do(pick(scene, rng, want, leader))
    pytest.fail("the situation never came up")


def idle(app, scene: IslandScene) -> None:
    for _ in range(600):
        if scene.idle():
            break
        frames(app)
    frames(app, 2)


# -- Quickplay ---------------------------------------------------------------------------------


def test_quickplay_turns_go_through_their_build_step(app, monkeypatch):
    scene = two_humans(app, 5, {"quickplay": True})
    driver = Driver(app, scene)
    played = record(scene)
    words = spy(monkeypatch, __import__("scenes.ui", fromlist=["ui"]), "text")
    play_until(driver, lambda: scene.state.stage == "build", 5)
    decision = driver.decision()
    assert "Skip building" in [c.label for c in decision.chips]
    assert decision.prompt.startswith("Build step")
    frames(app, 2)
    assert any(args[1] == "Build step: Ann" for args in words), "the title names the step"
    build = next(a for a in legal(scene) if isinstance(a, A.Build))
    driver.do(build)
    driver.ready()
    assert scene.state.stage == "actions", "one Build ends the Build step by itself"
    assert any(isinstance(e, E.BuildStepEnded) for e in played)
    assert any(p["card"] == build.machine for p in scene.table.shown.view["pieces"])
    assert not any(isinstance(a, A.Build) for a in legal(scene)), "the free action cannot build"
    driver.do(A.EndActions())
    play_until(driver, lambda: scene.state.stage == "build", 6)
    seat = scene.state.current_seat()
    assert seat == 1
    driver.do(A.EndBuild())  # the "Skip building" chip
    driver.ready()
    assert scene.state.stage == "actions" and scene.state.current_seat() == 1


# -- Pelea de Gallos ----------------------------------------------------------------------------


def test_pelea_tokens_stay_hidden_until_a_fight_reveals_them(app, monkeypatch):
    scene = two_humans(app, 21, {"pelea": True})
    backs = spy(monkeypatch, marks, "token_back")

    def watch() -> None:
        if app.top is not scene:
            return
        view = scene.table.shown.view
        for piece in view["pieces"]:
            if piece["token"] and not piece["shown"] and piece["owner"] != view.get("viewer"):
                assert piece["token"] == "?", "another seat's face-down token is a secret"

    driver = Driver(app, scene, watch)
    played = record(scene)
    play_until(driver, lambda: scene.state.stage == "actions" and scene.viewer == 0, 21)
    frames(app, 2)
    view = scene.table.shown.view
    theirs = [p for p in view["pieces"] if p["owner"] == 1 and p["kind"] == "chicken"]
    mine = [p for p in view["pieces"] if p["owner"] == 0 and p["kind"] == "chicken"]
    assert theirs and all(p["token"] == "?" for p in theirs), "drawn face down: a '?'"
    assert all(p["token"] in DATA.pelea_tokens for p in mine), "my own tokens, for me only"
    assert V.token_image(view, theirs[0], 18) is marks.token_back(18)
    assert V.token_image(view, mine[0], 18) is marks.token_face(mine[0]["token"], 18, secret=True)
    assert backs, "the '?' backs were drawn on the island"
    assert view["stock"] == [] and not any(a for a in legal(scene) if isinstance(a, A.Build))
    play_until(driver, lambda: any(isinstance(e, E.ChickenRevealed) for e in played), 21, [A.Fight])
    reveal = next(e for e in played if isinstance(e, E.ChickenRevealed))
    assert reveal.token in DATA.pelea_tokens
    idle(app, scene)
    piece = scene.table.shown.piece(reveal.piece)
    if piece is not None:  # face up for everyone now
        assert piece["shown"] and piece["token"] == reveal.token
    else:
        assert reveal.token in scene.table.shown.banner(reveal.seat)["dead_tokens"]


# -- Shared Dice --------------------------------------------------------------------------------


def test_a_bystander_lends_a_die_through_the_chips(app):
    scene = humans(app, 3, 6, {"shared_dice": True})
    driver = Driver(app, scene)
    played = record(scene)

    def lending() -> bool:
        return any(isinstance(a, A.LendDie) for a in legal(scene))

    play_until(driver, lending, 6, [A.Fight], limit=300)
    seat = scene.state.current_seat()
    fight = scene.state.fight
    assert seat not in (fight["seat"], scene.state.pieces[fight["defender"]]["owner"])
    lend = next(a for a in legal(scene) if isinstance(a, A.LendDie))
    face = scene.state.dice[seat][lend.die]["face"]
    chips = [c for c in driver.decision().chips if c.lend]
    assert [c.label for c in chips][0].startswith("Lend +") and chips[0].label.endswith(" die")
    assert "lend" in driver.decision().prompt
    driver.do(lend)
    for _ in range(30):
        frames(app)
    assert any(isinstance(e, E.DieLent) and e.seat == seat for e in played)
    assert scene.state.dice[seat][lend.die]["at"] == "spent"
    assert scene.table.fight is not None and face in scene.table.fight.dice, "it landed"


# -- Flag Mode ----------------------------------------------------------------------------------


def test_flags_ride_on_carriers_and_lie_where_they_drop(app, monkeypatch):
    scene = two_humans(app, 3, {"flag": True})
    driver = Driver(app, scene)
    played = record(scene)
    drawn = spy(monkeypatch, marks, "flag")
    driver.ready()
    assert scene.state.stage == "roll", "no Leaders to choose in Flag Mode"
    frames(app, 2)
    view = scene.table.shown.view
    carriers = {p["flags"][0]: p for p in view["pieces"] if p["flags"]}
    assert sorted(carriers) == [0, 1] and all(p["owner"] == f for f, p in carriers.items())
    assert {args[0] for args in drawn} >= {scene.match.seats[s].style for s in (0, 1)}
    assert not any(p["kind"] == "leader" for p in view["pieces"])

    def dropped() -> bool:
        return bool(scene.state.dropped) or scene.state.is_over()

    play_until(driver, dropped, 3, [A.Fight], limit=400)
    assert any(isinstance(e, E.FlagDropped) for e in played)
    idle(app, scene)
    if not scene.state.is_over():
        flag, q, r = scene.table.shown.view["dropped"][0]
        drawn.clear()
        frames(app, 2)
        assert any(args[0] == scene.match.seats[flag].style for args in drawn)
        assert V.dropped_words(scene.table.shown.view, (q, r), list(NAMES))


# -- Teams --------------------------------------------------------------------------------------


def test_teams_are_labelled_on_the_banners(app, monkeypatch):
    scene = humans(app, 4, 8, {"teams": True})
    driver = Driver(app, scene)
    pills = spy(monkeypatch, marks, "team_pill")
    driver.ready()
    frames(app, 2)
    assert scene.table.shown.view["teams"] == [0, 1, 0, 1]
    assert sorted(args[0] for args in pills[:4]) == [0, 0, 1, 1]
    assert marks.TEAMS[0][0] == "Team A" and marks.TEAMS[0][2] != marks.TEAMS[1][2]


# -- base-game choices --------------------------------------------------------------------------


def test_a_plus_one_die_on_a_piece_is_taken_back_unrolled(app):
    scene = two_humans(app, 1)
    driver = Driver(app, scene)

    def back_offered() -> bool:
        return any(isinstance(a, A.Roll) and a.back for a in legal(scene))

    play_until(driver, back_offered, 1, [A.PlaceDie], limit=300)
    seat = scene.state.current_seat()
    placed = next(i for i, d in enumerate(scene.state.dice[seat]) if isinstance(d["at"], int))

    def label() -> str:
        return next(c.label for c in driver.decision().chips if c.die == placed)

    cycle = ("Stay", "Take back", "Reroll")  # it starts on the hard AI's own choice
    start = next(i for i, words in enumerate(cycle) if label().startswith(words))
    for step in range(1, len(cycle) + 1):
        driver.chip(lambda c: c.die == placed)
        assert label().startswith(cycle[(start + step) % len(cycle)]), "the cycle comes round"
    driver.do(A.Roll((), (placed,)))
    assert scene.state.dice[seat][placed] == {"face": "plus1", "at": "banner"}


def test_abigail_builds_leaving_off_the_likeliest_token_and_a_chip_picks_another(app):
    """One press builds (the token left off said in the prompt), as the hard AI would
    leave it off; the chip beside switches to the next token first."""
    scene = two_humans(app, 3)
    driver = Driver(app, scene)

    def choices() -> dict[tuple, list]:
        """Builds by (card, hex): more than one means a token to choose."""
        out: dict[tuple, list] = {}
        for a in legal(scene):
            if isinstance(a, A.Build) and a.save:
                out.setdefault((a.machine, a.q, a.r), []).append(a)
        return {k: v for k, v in out.items() if len(v) > 1}

    play_until(driver, lambda: bool(choices()), 3, limit=300, leader="abigail")
    twins = next(iter(choices().values()))
    build = twins[0]
    seat = scene.state.current_seat()
    likeliest = defaults.save_order(scene.state, seat)
    tokens = sorted((a.save for a in twins), key=likeliest.index)
    driver.aim_build(build.machine)
    decision = driver.decision()
    assert f"leaving off 1 {tokens[0]}" in decision.prompt, decision.prompt
    assert [a for _, a in decision.targets[(build.q, build.r)]] == [
        a for a in twins if a.save == tokens[0]
    ], "the hex builds at once: no question"
    driver.chip(lambda c: c.saving)
    assert f"leaving off 1 {tokens[1]}" in driver.decision().prompt
    before = dict(scene.state.res[seat])
    driver.goto((build.q, build.r))
    driver.press("confirm")
    done = scene.match.actions[-1]
    assert isinstance(done, A.Build) and done.save == tokens[1], done
    cost = DATA.machines[build.machine].cost
    paid = {k: before[k] - scene.state.res[seat][k] for k in before}
    assert paid[tokens[1]] == getattr(cost, tokens[1]) - 1


# -- every variant show -------------------------------------------------------------------------


def test_variant_shows_play_and_can_be_skipped(app):
    scene = two_humans(app, 3, {"flag": True})
    driver = Driver(app, scene)
    driver.ready()
    state = scene.state
    carrier = next(p for p in state.pieces.values() if p.get("flags"))
    other = next(p for p in state.pieces.values() if p["owner"] != carrier["owner"])
    q, r = carrier["hex"]
    shows = [
        E.BuildStepEnded(0),
        E.ChickenRevealed(other["id"], other["owner"], "spurred"),
        E.FlagDropped(carrier["owner"], q, r),
        E.FlagTaken(other["id"], carrier["owner"], "pick_up"),
        E.DieLent(1, 0, "plus2"),
        E.ShieldGained(other["id"], "hardcore"),
    ]
    scene.queue.extend(shows)
    flying = False
    for _ in range(600):
        frames(app)
        flying = flying or bool(scene.table.flying)
        if scene.idle():
            break
    assert flying, "the flags flew"
    assert scene.idle() and not scene.table.flying
    scene.queue.extend(shows)
    scene.skip()
    assert scene.idle() and not scene.table.flying
    frames(app, 2)
    assert scene.table.shown.view["dropped"] == [], "the picture is the rules' own again"


def test_token_and_flag_pictures_draw():
    pygame.init()
    for token in DATA.pelea_tokens:
        assert marks.token_face(token, 18).get_height() == 18
        assert len(marks.reveal_frames(token, 40)) > 10
    assert marks.token_words("spurred") == "+2 Str" and marks.token_words("?") == "?"
    assert marks.flag(0, 40).get_size() == (40, 40)


def test_hardcore_leaders_start_shielded_and_base_bonus_tiles_show_their_walls(app, monkeypatch):
    from scenes.island import paint

    scene = two_humans(app, 5, {"hardcore": True, "base_bonus": True})
    driver = Driver(app, scene)
    played = record(scene)
    tiles = spy(monkeypatch, paint.art, "base_tile")
    play_until(driver, lambda: scene.state.stage == "roll", 5)
    idle(app, scene)
    hardcore = [e for e in played if isinstance(e, E.ShieldGained) and e.why == "hardcore"]
    assert len(hardcore) == 2
    leaders = [p for p in scene.table.shown.view["pieces"] if p["kind"] == "leader"]
    assert [p["shields"] for p in leaders] == [1, 1]
    assert tiles and all(args[2] is True for args in tiles), "the Bases' bonus side is up"
