"""War for Chicken Island in the real app, driven only by posted keys: the leader pick,
the roll, a move, a fight through its card round, privacy between two humans, a
pending choice answered from the menu, and a stretch of an all-human game."""

from __future__ import annotations

import dataclasses
import random

import pygame
import pytest

from game.island import actions as A
from game.island.data import DATA
from game.match import Match, SeatSpec
from scenes.handoff import HandoffScene
from scenes.island.controls import candidate_hexes, to_offset
from scenes.island.scene import IslandScene
from scenes.menus import start_match
from tests.scenes.harness import frames, new_app, press_key, run_until

KEYS = {
    0: {"confirm": pygame.K_SPACE, "back": pygame.K_q, "next": pygame.K_c,
        "up": pygame.K_w, "down": pygame.K_s, "left": pygame.K_a, "right": pygame.K_d},
    1: {"confirm": pygame.K_RETURN, "back": pygame.K_BACKSPACE, "next": pygame.K_RIGHTBRACKET,
        "up": pygame.K_UP, "down": pygame.K_DOWN, "left": pygame.K_LEFT, "right": pygame.K_RIGHT},
}  # fmt: skip


def keys(seat: int) -> dict[str, int]:
    """A seat's keys (seats 2 and 3 play on "any device" and borrow the first two sets)."""
    return KEYS[seat % 2]


def two_humans(app, seed: int, options=None) -> IslandScene:
    seats = [
        SeatSpec("Ann", 0, "human", device="kb-left"),
        SeatSpec("Bob", 1, "human", device="kb-right"),
    ]
    start_match(app, Match("island", seed, seats, options or {}), autosave=False, turbo=True)
    scene = app.top
    assert isinstance(scene, IslandScene)
    return scene


class Driver:
    """Plays chosen legal actions through the keyboard, as a player would."""

    def __init__(self, app, scene: IslandScene, watch=None):
        self.app, self.scene = app, scene
        self.watch = watch or (lambda: None)
        self.handoffs = 0

    def press(self, name: str) -> None:
        press_key(self.app, keys(self.scene.state.current_seat())[name])
        self.watch()

    def ready(self, limit: int = 3000) -> None:
        """Run until the acting human may choose (lifting hand-off screens with their keys)."""
        scene, app = self.scene, self.app
        for _ in range(limit):
            self.watch()
            if isinstance(app.top, HandoffScene):
                self.handoffs += 1
                press_key(app, keys(scene.state.current_seat())["confirm"])
                continue
            if app.top is scene and scene.rows_ready():
                return
            frames(app)
        raise AssertionError("the scene never became ready for input")

    # -- the two places: chips and the board --------------------------------------------------

    def decision(self):
        decision = self.scene.decision()
        assert decision is not None
        return decision

    def to_menu(self) -> None:
        controls = self.scene.controls
        if controls.focus != "menu":
            self.press("next")
        assert self.scene.controls.focus == "menu"

    def chip(self, test) -> None:
        """Move to the first chip that passes ``test`` and confirm it."""
        self.to_menu()
        chips = self.decision().chips
        if not any(test(c) for c in chips) and self.scene.controls.menu != "top":
            self.press("back")  # a row that opened by itself (a Retrieve still owed)
            chips = self.decision().chips
        index = next(i for i, c in enumerate(chips) if test(c))
        while self.scene.controls.col != index:
            self.press("right")
        self.press("confirm")

    def goto(self, h) -> None:
        """Rows first, then along the row: the cursor keeps its column going up or down."""
        controls = self.scene.controls
        self.scene.decision()  # the controls as a frame would have them (after a rig, afresh)
        if controls.focus != "board":
            self.press("next")
        for _ in range(30):
            if controls.cursor == tuple(h):
                return
            (c0, r0), (c1, r1) = to_offset(controls.cursor), to_offset(tuple(h))
            if r0 != r1:
                self.press("down" if r1 > r0 else "up")
            else:
                self.press("right" if c1 > c0 else "left")
        raise AssertionError(f"the cursor never reached {h}")

    def select(self, piece: int, group: bool = False) -> int:
        """Select ``piece`` (or a chicken just like it: the cycle offers one of each)."""
        state, controls = self.scene.state, self.scene.controls
        p = state.pieces[piece]
        self.goto(p["hex"])
        alike = [
            q["id"]
            for q in state.pieces_at(p["hex"])
            if (q["owner"], q["card"], q["shields"], len(state.plus_dice(q)))
            == (p["owner"], p["card"], p["shields"], len(state.plus_dice(p)))
        ]
        for _ in range(12):
            chosen, is_group = controls.selected_piece()
            if is_group == group and (group or chosen in alike) and not controls.auto:
                return chosen
            self.goto(p["hex"])  # a selection puts the cursor on its likeliest hex
            self.press("confirm")
        raise AssertionError("the piece never came up in the stack's cycle")

    def aim_build(self, machine: str) -> None:
        """Light the hexes ``machine`` may be built on: through Build..., or the chip that
        names it when it is the only one the stock offers."""
        self.chip(lambda c: c.menu == "build" or c.machine == machine)
        if self.scene.controls.menu == "build":
            self.chip(lambda c: c.machine == machine)
        assert self.scene.controls.aim == f"build:{machine}"

    def confirm_hex(self, action) -> None:
        """Confirm on the cursor's hex; a hex with several answers opens them as chips."""
        self.press("confirm")
        if self.scene.controls.pick:
            actions = [c.action for c in self.decision().chips]
            if action not in actions:  # a defender alike to the one asked for
                action = next(a for a in actions if type(a) is type(action))
            self.chip(lambda c: c.action == action)

    # -- one action -----------------------------------------------------------------------------

    def do(self, action) -> None:
        scene = self.scene
        before = len(scene.match.actions)
        if isinstance(action, A.Choose):
            targets = self.decision().targets
            if scene.controls.focus == "board" and targets:
                hexes = [h for h, acts in targets.items() if any(a == action for _, a in acts)]
                if hexes:
                    self.goto(hexes[0])
                    self.confirm_hex(action)
                    return self._done(before, action)
            self.chip(lambda c: c.action == action)
        elif isinstance(action, A.Roll):
            controls = scene.controls
            for i in range(5):  # a die cycles keep/reroll; a +1 on a piece stay/back/reroll
                want = "roll" if i in action.dice else "back" if i in action.back else "keep"
                for _ in range(3):
                    have = "roll" if i in controls.reroll else "keep"
                    have = "back" if i in controls.back else have
                    if have == want:
                        break
                    self.chip(lambda c, i=i: c.die == i)
            self.chip(lambda c: isinstance(c.action, A.Roll))
        elif isinstance(action, A.Move | A.Fight):
            mover = action.piece if isinstance(action, A.Move) else action.attacker
            chosen = self.select(mover, getattr(action, "group", False))
            if isinstance(action, A.Move):
                action = dataclasses.replace(action, piece=chosen)
            else:
                action = dataclasses.replace(action, attacker=chosen)
            if action.pay == "claw" and not scene.controls.claw and self.decision().claw_choice:
                self.chip(lambda c: c.pay)  # the pay switch hands the cursor back
            if isinstance(action, A.Move):
                self.goto((action.q, action.r))
            else:
                self.goto(scene.state.pieces[action.defender]["hex"])
            self.confirm_hex(action)
        elif isinstance(action, A.Build):
            self.aim_build(action.machine)
            self.goto((action.q, action.r))
            self.confirm_hex(action)
        elif isinstance(action, A.PlaceDie):
            self.chip(lambda c: c.aim == "plus1")
            self.goto(scene.state.pieces[action.piece]["hex"])
            self.confirm_hex(action)
        elif isinstance(action, A.Retrieve | A.Star) or (
            isinstance(action, A.PlayScroll) and not scene.state.fight
        ):
            menu = {A.Retrieve: "retrieve", A.Star: "star", A.PlayScroll: "scrolls"}[type(action)]
            self.chip(lambda c: c.menu == menu or c.action == action)  # a lone one is direct
            if len(scene.match.actions) == before:
                self.chip(lambda c: c.action == action)
        else:  # EndActions, EndBuild, Pass, LendDie, a fight card, a Leader, a Site
            self.chip(lambda c: c.action == action)
        self._done(before, action)

    def _done(self, before: int, action) -> None:
        actions = self.scene.match.actions
        assert len(actions) == before + 1, f"{action} was not played"
        played = actions[-1]
        if isinstance(action, A.Fight):  # one of a stack's alike defenders
            assert isinstance(played, A.Fight) and played.attacker == action.attacker
        elif isinstance(action, A.Move) and action.group:
            assert isinstance(played, A.Move) and (played.q, played.r) == (action.q, action.r)
        else:
            assert played == action


def legal(scene: IslandScene):
    return scene.state.legal_actions(scene.state.current_seat())


def setup_to_actions(driver: Driver) -> None:
    """Both Leaders picked (through the big cards) and the first Roll made."""
    scene = driver.scene
    while scene.state.stage == "leaders":
        driver.ready()
        seat = scene.state.current_seat()
        dealt = scene.state.dealt[seat]
        driver.do(A.PickLeader(dealt[1]))
        assert scene.state.leader[seat] == dealt[1]
    driver.ready()
    assert scene.state.stage == "roll"
    driver.do(A.Roll((0, 1)))
    driver.ready()
    assert scene.state.stage == "actions"


# -- the tests ---------------------------------------------------------------------------------


def test_leaders_roll_and_a_move_by_keys(app):
    scene = two_humans(app, 5)
    driver = Driver(app, scene)
    driver.ready()
    assert scene.state.stage == "leaders"
    seat = scene.state.current_seat()
    shown = {c.leader for c in driver.decision().chips}
    assert shown == set(scene.state.dealt[seat]), "the two dealt Leaders are offered"
    setup_to_actions(driver)
    dice = [d["face"] for d in scene.state.dice[0]]
    assert [d["face"] for d in scene.table.shown.view["banners"][0]["dice"]] == dice
    move = next(a for a in legal(scene) if isinstance(a, A.Move) and not a.group)
    driver.do(move)
    driver.ready()
    assert scene.state.pieces[move.piece]["hex"] == (move.q, move.r)
    piece = scene.table.shown.piece(move.piece)
    assert (piece["q"], piece["r"]) == (move.q, move.r), "the table shows it where it went"


def test_a_fight_runs_through_its_card_round(app):
    scene = two_humans(app, 11)
    driver = Driver(app, scene)
    setup_to_actions(driver)
    rng = random.Random(3)
    for _ in range(400):  # play until a fight can be declared, then declare it
        fights = [a for a in legal(scene) if isinstance(a, A.Fight)]
        if fights:
            break
        options = legal(scene)
        moves = [a for a in options if isinstance(a, A.Move | A.Roll | A.Choose)]
        driver.do(rng.choice(moves) if moves and rng.random() < 0.8 else options[0])
        driver.ready()
    else:
        pytest.fail("no fight became possible")
    fight = fights[0]
    attacker_seat = scene.state.current_seat()
    driver.do(fight)
    saw_show = False
    played_card = False
    while scene.state.fight is not None or (
        scene.state.pending and scene.state.pending["kind"] in ("fight_dice", "ability")
    ):
        driver.ready()
        if scene.table.fight is not None:
            saw_show = True
        seat = scene.state.current_seat()
        options = legal(scene)
        cards = [a for a in options if isinstance(a, A.PlayScroll)]
        if cards and not played_card and seat == attacker_seat:
            driver.do(cards[0])
            played_card = True
            for _ in range(60):  # the card slides onto the stage face down
                frames(app)
            placed = [c for c in scene.table.fight.cards if c["seat"] == attacker_seat]
            assert placed, "the played card is on the stage"
            assert placed[0]["card"] in ("", cards[0].card)
            if scene.viewer != attacker_seat:
                assert placed[0]["card"] == "", "face down to everyone else"
        elif A.Pass() in options:
            driver.do(A.Pass())
        else:
            driver.do(options[-1] if A.Choose("done") not in options else A.Choose("done"))
    driver.ready()
    assert saw_show, "the fight was staged over the island"
    assert played_card, "the attacker played a Scroll in the card round"
    fight_events = [type(a) for a in scene.match.actions]
    assert A.Fight in fight_events
    assert scene.table.fight is None, "the stage closes once the fight is over"


def test_the_other_players_hand_is_never_drawn_while_hidden(app):
    scene = two_humans(app, 7)
    drawn: list[tuple[int | None, list[str]]] = []

    def watch() -> None:
        if app.top is scene:
            view = scene.table.shown.view
            drawn.append((view.get("viewer"), list(view.get("hand", []))))
            if view.get("hand"):
                assert view["viewer"] == scene.viewer == scene.state.current_seat()
                if scene.idle():  # mid-show the picture may lag a card behind
                    assert view["hand"] == sorted(scene.state.hands[scene.viewer])
            fight = scene.table.fight
            if fight is not None:
                for card in fight.cards:
                    if card["card"] and not card["shown"]:
                        assert card["seat"] == scene.viewer, "a face-down card of another seat"

    driver = Driver(app, scene, watch)
    setup_to_actions(driver)
    rng = random.Random(9)
    for _ in range(60):
        driver.ready()
        options = legal(scene)
        driver.do(rng.choice(options))
        if scene.state.turns[1] >= 2:
            break
    assert driver.handoffs >= 2, "each human's turn starts behind a hand-off screen"
    assert any(v is None for v, _ in drawn), "between turns nobody's hand is on show"
    assert any(v == 1 and h for v, h in drawn), "Bob saw his own Scrolls on his turn"


def test_a_hand_off_lifts_only_for_the_next_players_device(app):
    scene = two_humans(app, 5)
    run_until(app, lambda: isinstance(app.top, HandoffScene))
    cover = app.top
    seat = scene.state.current_seat()
    press_key(app, KEYS[1 - seat]["confirm"])
    assert app.top is cover, "the other player's key does not lift it"
    assert scene.viewer is None and scene.table.shown.view["hand"] == []
    press_key(app, KEYS[seat]["confirm"])
    assert app.top is scene and scene.viewer == seat


def test_a_pending_choice_is_answered_from_the_menu(app):
    """Island drafting asks each seat where its tiles go; the chips answer it."""
    scene = two_humans(app, 4, {"island": "build"})
    driver = Driver(app, scene)
    driver.ready()
    assert scene.state.stage == "island"
    decision = driver.decision()
    assert all(isinstance(c.action, A.Site) for c in decision.chips)
    driver.do(A.Site(len(decision.chips) - 1))
    steps = 0
    while scene.state.stage == "island" and steps < 40:
        driver.ready()
        view = scene.state.view(0)
        if view["draft"]:  # every candidate lights the hexes it places or claims
            for i in range(len(view["draft"]["candidates"])):
                lit = candidate_hexes(view, i)
                assert lit and all(isinstance(h, tuple) and len(h) == 2 for h in lit)
        driver.do(legal(scene)[0])
        steps += 1
    assert scene.state.stage == "leaders", "the island was drafted through the menu"


def test_pending_choices_are_answered_on_the_board_and_from_the_menu(app):
    """A question whose keys are hexes is lit and picked with the cursor (which starts on
    the answer in focus, the row when that one is no hex); any other is a row of labelled
    chips. Both answer the rules' pending choice."""
    scene = two_humans(app, 11)
    driver = Driver(app, scene)
    setup_to_actions(driver)
    rng = random.Random(11)
    answered = set()
    for _ in range(600):
        driver.ready()
        pending = scene.state.pending
        if pending and pending["seat"] == scene.viewer:
            decision = driver.decision()
            labels = [c.label for c in decision.chips]
            assert labels == [label for _, label in pending["options"]]
            if decision.targets and "board" not in answered:
                focused = decision.chips[scene.controls.col].action  # the cursor is on it
                lit = any(focused == a for acts in decision.targets.values() for _, a in acts)
                assert scene.controls.focus == ("board" if lit else "menu")
                key = next(a for acts in decision.targets.values() for _, a in acts)
                driver.do(key)
                answered.add("board")
                continue
            if not decision.targets and "menu" not in answered:
                assert scene.controls.focus == "menu"
                key = decision.chips[-1].action
                driver.do(key)
                assert scene.match.actions[-1] == key
                answered.add("menu")
                continue
        if answered == {"board", "menu"} or scene.state.is_over():
            break
        driver.do(rng.choice(legal(scene)))
    assert "menu" in answered, "a question was answered from the chips"
    assert "board" in answered, "a question about hexes was answered with the cursor"


def test_a_click_on_a_chip_chooses_it(app):
    scene = two_humans(app, 5)
    driver = Driver(app, scene)
    driver.ready()
    frames(app, 2)
    index = 1
    seat = scene.state.current_seat()
    rect = scene.painter.chip_rects[index]
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=rect.center, button=1))
    frames(app, 2)
    assert scene.state.leader[seat] == scene.state.dealt[seat][index]


def test_a_short_all_human_game_makes_progress(app):
    scene = two_humans(app, 13)
    driver = Driver(app, scene)
    setup_to_actions(driver)
    rng = random.Random(13)
    kinds = set()
    for _ in range(120):
        driver.ready()
        options = legal(scene)
        weights = [0.2 if isinstance(a, A.EndActions) else 1.0 for a in options]
        action = rng.choices(options, weights)[0]
        driver.do(action)
        kinds.add(type(action))
        if scene.state.is_over() or min(scene.state.turns) >= 3:
            break
    assert min(scene.state.turns) >= 3 or scene.state.is_over()
    assert A.Move in kinds and A.EndActions in kinds
    driver.ready()
    pieces = {p["id"] for p in scene.state.pieces.values()}
    assert pieces == {p["id"] for p in scene.table.shown.view["pieces"]}


def test_every_leader_card_and_machine_card_draws():
    from scenes.island import faces

    pygame.init()
    for leader in DATA.leaders:
        assert faces.leader_card(leader, 250, 380, 0).get_size() == (250, 380)
    for machine in DATA.machines:
        assert faces.machine_card(machine, 114, 128).get_size() == (114, 128)


def test_every_show_plays_and_can_be_skipped(app):
    """Catastrophes, an Epic death, shields and tags each have a show; all of it plays
    out (and fast-forwards) and the table comes back to the rules' picture."""
    from game.island import events as E

    scene = two_humans(app, 5)
    driver = Driver(app, scene)
    setup_to_actions(driver)
    state = scene.state
    leader = state.leader_piece(0)
    chicken = next(p for p in state.pieces.values() if p["kind"] == "chicken")
    lava = next(h for h, k in state.kinds.items() if k == "lava")
    shows = [
        E.CatastropheDrawn(0, "earthquake"),
        E.TilesFlipped((*lava,), ("neutral",), "earthquake"),
        E.CatastropheDrawn(0, "eruption"),
        E.TilesFlipped((*lava,), ("lava",), "eruption"),
        E.CatastropheDrawn(0, "hurricane"),
        E.ResourceLost(1, "wood", "hurricane"),
        E.PieceMoved(0, (chicken["id"],), (*chicken["hex"], *lava), "hurricane"),
        E.CatastropheDrawn(0, "tsunami"),
        E.TilesFlipped((*lava,), ("neutral",), "tsunami"),
        E.ShieldGained(leader["id"], "star"),
        E.ShieldLost(leader["id"], 1, "fight"),
        E.EpicDeath(0, state.leader[0], state.reserve[0], "lava"),
        E.LeaderReturned(0, state.reserve[0], leader["id"], *state.bases[0]),
        E.TagPlaced(1, 0, -1),
        E.TagRemoved(0, 1),
        E.StrategyPlayed(0, "home_ground", ""),
        E.ExtraAction(0, "forced_march", "move"),
        E.DeckReshuffled("scrolls", 20),
        E.StarUsed(0, "draw", 2),
    ]
    scene.queue.extend(shows)
    seen = set()
    for _ in range(2000):
        frames(app)
        if scene.table.flips:
            seen.add("flip")
        if scene.table.shake > 0:
            seen.add("shake")
        if scene.idle():
            break
    assert {"flip", "shake"} <= seen
    scene.queue.extend(shows)
    scene.skip()  # fast-forward: everything ends at once
    assert scene.idle() and not scene.table.flips and not scene.table.hidden
    frames(app, 2)
    kinds = {(c["q"], c["r"]): c["kind"] for c in scene.table.shown.view["hexes"]}
    assert kinds[lava] == "lava", "the picture is the rules' own again"


def test_every_rule_event_has_an_animation():
    import game.island  # noqa: F401  (registers the event types)
    from game.core import Record
    from scenes.island.table import Table

    missing = [
        kind
        for kind in Record._registry["event"]
        if kind.startswith("wi_") and not callable(getattr(Table, f"_on_{kind}", None))
    ]
    assert missing == []


def test_a_saved_game_replays_to_the_same_position(tmp_path):
    from game import saves
    from scenes.replay import open_replay

    seats = [SeatSpec("Ann", 0, "human"), SeatSpec("Bob", 1, "human")]
    match = Match("island", 12, seats, {})
    rng = random.Random(12)
    for _ in range(60):
        seat = match.state.current_seat()
        match.apply(rng.choice(match.state.legal_actions(seat)))
    path = saves.write(tmp_path / "game.json", match)
    app = new_app()
    assert open_replay(app, path)
    scene = app.top
    assert isinstance(scene.game, IslandScene)
    scene.speed = 4.0
    run_until(app, lambda: scene.replay_ended())
    assert scene.game.viewer is None, "two humans, unfinished: their Scrolls stay hidden"
    assert scene.match.actions == match.actions
    assert scene.state.digest() == match.state.digest()
    app.quit()


def test_a_move_can_be_undone_and_instant_animation_skips_the_show(app):
    app.change_settings(animation="instant")
    scene = two_humans(app, 5)
    driver = Driver(app, scene)
    setup_to_actions(driver)
    move = next(a for a in legal(scene) if isinstance(a, A.Move) and not a.group)
    start = scene.state.pieces[move.piece]["hex"]
    driver.do(move)
    frames(app, 2)
    assert scene.idle(), "with instant animation the show is over at once"
    press_key(app, pygame.K_z)  # undo
    assert scene.state.pieces[move.piece]["hex"] == start
    frames(app, 2)
    piece = scene.table.shown.piece(move.piece)
    assert (piece["q"], piece["r"]) == start, "the table shows the piece back home"


def test_only_hex_and_piece_answers_light_the_board():
    """A Foul Play's card slot or a Hurricane's seat is a number too, but not a piece."""
    from scenes.island.controls import key_hex

    pieces = {3: {"q": 1, "r": -2}}
    assert key_hex("1,-2", pieces, "chicken_spot") == (1, -2)
    assert key_hex("3:0,-1", pieces, "nudge") == (0, -1)
    assert key_hex("3", pieces, "star_shield") == (1, -2)
    assert key_hex("3", pieces, "foul_play") is None
    assert key_hex("3", pieces, "hurricane") is None
    assert key_hex("done", pieces, "fight_dice") is None
