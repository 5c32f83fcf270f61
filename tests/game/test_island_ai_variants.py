"""The War for Chicken Island AI in the seven variants: always legal, games end (Flag Mode
by a flag brought home), still deciding from its own view only (hidden Pelea tokens and
Teams included), and a few positions each variant's play turns on."""

from __future__ import annotations

import copy
import random

import pytest

from game.island import DATA, fight, hexes, new_game
from game.island.actions import Fight, LendDie, Pass, PickLeader, PlayScroll, Roll
from game.island.ai import LEVELS, IslandAI
from game.island.ai_eval import fight_value, static_margin, token_correction, token_means
from game.island.determinise import determinise
from game.island.rules import IslandState
from tests.game.test_island_ai import _hide_differently

# (variant, players, levels): every variant at every player count it allows
TABLES = [
    ("quickplay", ("normal", "easy")),
    ("quickplay", ("easy", "hard", "normal")),
    ("quickplay", ("easy", "normal", "easy", "normal")),
    ("base_bonus", ("hard", "normal")),
    ("hardcore", ("normal", "easy")),
    ("hardcore", ("easy", "normal", "easy")),
    ("hardcore", ("easy", "easy", "normal", "easy")),
    ("pelea", ("hard", "easy")),
    ("pelea", ("normal", "easy", "easy")),
    ("pelea", ("easy", "normal", "easy", "easy")),
    ("shared_dice", ("normal", "easy", "hard")),
    ("shared_dice", ("easy", "normal", "easy", "normal")),
    ("flag", ("hard", "normal")),
    ("flag", ("easy", "normal", "hard")),
    ("flag", ("normal", "easy", "normal", "easy")),
    ("teams", ("easy", "normal", "hard", "easy")),
]
CAP = 60


def play(levels, seed: int, options: dict, check: bool = False, cap: int = CAP) -> IslandState:
    state = new_game(len(levels), seed, options)
    ais = [IslandAI(s, level, seed) for s, level in enumerate(levels)]
    while not state.is_over() and max(state.turns) <= cap:
        seat = state.current_seat()
        action = ais[seat].decide(state.view(seat))
        if check:
            assert action in state.legal_actions(seat), (options, levels, seed, action)
        state.apply(action)
    return state


@pytest.mark.parametrize(
    "variant,levels", TABLES, ids=lambda x: x if isinstance(x, str) else str(len(x))
)
def test_every_decision_is_legal_and_games_end(variant, levels):
    state = play(levels, 40 + len(levels), {variant: True}, check=True)
    assert state.is_over(), f"{variant} {levels}: still going after {CAP} turns each"
    assert state.winner is not None and state.result()["winners"]


@pytest.mark.parametrize("players", [2, 3, 4])
def test_flag_games_end_by_a_flag_brought_home(players):
    """Most seeded Flag games end well before the cap, by a win."""
    seeds = range(6)
    won = 0
    for seed in seeds:
        state = play(("normal",) * players, seed, {"flag": True}, cap=40)
        won += state.winner is not None
    assert won >= 4, f"{won} of {len(seeds)} Flag games won"


def test_two_full_hands_do_not_stall_a_pelea_game():
    """Seed 10005: two normal seats once held 20 Scrolls each, every attack looked
    hopeless against a full hand, and both passed for 700+ turns. A stalled game now
    pushes the AIs to attack until the hands are drawn out."""
    state = play(("normal", "normal"), 10005, {"pelea": True}, cap=40)
    assert state.is_over() and state.winner is not None


def test_teams_winners_are_a_team():
    state = play(("normal", "easy", "normal", "easy"), 3, {"teams": True})
    winners = state.result()["winners"]
    assert len(winners) == 2 and winners[0] % 2 == winners[1] % 2


# -- deciding from the view alone ---------------------------------------------------------


def positions(players: int, seed: int, options: dict, every: int = 5) -> list[IslandState]:
    state = new_game(players, seed, options)
    ais = [IslandAI(s, "normal", seed) for s in range(players)]
    out, step = [], 0
    while not state.is_over() and max(state.turns) < 20:
        seat = state.current_seat()
        if state.stage not in ("island", "leaders") and step % every == 0:
            out.append(copy.deepcopy(state))
        state.apply(ais[seat].decide(state.view(seat)))
        step += 1
    return out


def shuffle_hidden_tokens(state: IslandState, seat: int, rng: random.Random) -> IslandState:
    """The same position with every other seat's face-down tokens (on the island and by
    its Banner) dealt among themselves anew."""
    other = copy.deepcopy(state)
    for s in range(other.players):
        if s == seat:
            continue
        slots = [p for p in other.pieces_of(s) if p.get("token") and not p["shown"]]
        dead = [t for t in other.dead_tokens[s] if not t[1]]
        tokens = [p["token"] for p in slots] + [t[0] for t in dead]
        rng.shuffle(tokens)
        for p in slots:
            p["token"] = tokens.pop()
        for t in dead:
            t[0] = tokens.pop()
    return other


def test_hidden_pelea_tokens_do_not_change_a_decision():
    rng = random.Random(5)
    checked = 0
    for players, seed in ((2, 7), (3, 8)):
        for state in positions(players, seed, {"pelea": True})[:20]:
            seat = state.current_seat()
            view = state.view(seat)
            other = shuffle_hidden_tokens(state, seat, rng)
            assert other.view(seat) == view
            if other.snapshot() == state.snapshot():
                continue
            for level in LEVELS:
                first = IslandAI(seat, level, 3).decide(copy.deepcopy(view))
                assert IslandAI(seat, level, 3).decide(other.view(seat)) == first
            checked += 1
    assert checked >= 10


@pytest.mark.parametrize(
    "players,options",
    [(3, {"quickplay": True}), (2, {"pelea": True}), (3, {"flag": True}), (4, {"teams": True})],
    ids=lambda x: x if isinstance(x, int) else "-".join(x),
)
def test_determinisation_agrees_with_the_view(players, options):
    """A rebuilt world shows the seat the same table and allows the same actions (Quickplay's
    Build step, Pelea tokens, flags and teams included)."""
    for state in positions(players, 11, options, every=3)[:25]:
        seat = state.current_seat()
        view = state.view(seat)
        if view["pending"]:
            continue
        world = determinise(view, random.Random(2))
        assert world.view(seat) == view
        assert world.legal_actions(seat) == state.legal_actions(seat)


def test_teams_decisions_depend_on_the_view_alone():
    rng = random.Random(6)
    checked = 0
    for state in positions(4, 9, {"teams": True, "shared_dice": True})[:24]:
        seat = state.current_seat()
        view = state.view(seat)
        other = _hide_differently(state, seat, rng)
        assert other.view(seat) == view
        if other.snapshot() == state.snapshot():
            continue
        for level in LEVELS:
            first = IslandAI(seat, level, 4).decide(copy.deepcopy(view))
            assert IslandAI(seat, level, 4).decide(other.view(seat)) == first
        checked += 1
    assert checked >= 10


# -- positions ----------------------------------------------------------------------------


def ready(players: int, seed: int = 1, **options: bool) -> IslandState:
    """Past setup, in seat 0's Take Actions step, every chicken off the island."""
    state = new_game(players, seed, options)
    while state.stage == "leaders":
        seat = state.current_seat()
        state.apply(PickLeader(state.dealt[seat][0]))
    state.apply(Roll(()))
    for p in list(state.pieces.values()):
        if p["kind"] == "chicken":
            del state.pieces[p["id"]]
            state.dead[p["owner"]] += 1
    for s in range(players):
        for d in state.dice[s]:
            d["face"], d["at"] = "claw", "spent"
        state.hands[s] = []
    return state


def machine(state: IslandState, seat: int, card: str, h: tuple[int, int]) -> dict:
    piece = state.new_piece(seat, "machine", card, h)
    piece["pilots"] = DATA.machines[card].pilots
    state.dead[seat] -= piece["pilots"]
    state.machines[seat].append(piece["id"])
    return piece


def free_next_to(state: IslandState, h: tuple[int, int]) -> tuple[int, int]:
    return next(
        n
        for n in hexes.neighbours(h)
        if state.kind(n) not in (None, "lava") and not state.pieces_at(n)
    )


def strike_at_leader(state: IslandState, victim: int, margin: int) -> None:
    """Seat 0 attacks ``victim``'s Leader with a Big Bertha; the blow's margin (strength
    minus armor) is set to ``margin`` with fight dice, and the card round opens."""
    lead = state.leader_piece(victim)
    att = machine(state, 0, "big_bertha", free_next_to(state, lead["hex"]))
    state.apply(Fight(att["id"], lead["id"]))
    strength, armor = fight.totals(state)
    gap = margin - (sum(n for _, n in strength) - sum(n for _, n in armor))
    state.fight["dice"].append(["plus1", gap])
    assert state.fight["step"] == "cards"


@pytest.mark.parametrize("level", ["normal", "hard"])
def test_a_flag_carrier_next_to_its_base_goes_home(level):
    state = ready(2, flag=True)
    base = state.bases[0]
    start = free_next_to(state, base)
    runner = state.place_chicken(0, start)
    runner["flags"] = [1]
    state.turn["free"] = 1
    ai = IslandAI(0, level, 1)
    for _ in range(10):
        if state.is_over() or state.current_seat() != 0:
            break
        state.apply(ai.decide(state.view(0)))
    assert state.winner == 0


@pytest.mark.parametrize("level", ["normal", "hard"])
def test_teams_an_armor_card_for_the_defending_teammate(level):
    state = ready(4, teams=True)
    state.hands[3] = ["iron_plumage"]
    strike_at_leader(state, victim=1, margin=0)
    assert state.current_seat() == 3  # the attacker, the defender and seat 2 hold nothing
    assert IslandAI(3, level, 1).decide(state.view(3)) == PlayScroll("iron_plumage")


@pytest.mark.parametrize("level", ["normal", "hard"])
def test_teams_no_help_for_an_opponent_against_the_teammate(level):
    state = ready(4, teams=True)
    state.hands[2] = ["iron_plumage"]
    strike_at_leader(state, victim=1, margin=0)
    assert state.current_seat() == 2  # seat 0's teammate
    assert IslandAI(2, level, 1).decide(state.view(2)) == Pass()


@pytest.mark.parametrize("level", ["normal", "hard"])
def test_shared_dice_lent_to_a_teammate(level):
    state = ready(4, teams=True, shared_dice=True)
    state.dice[2][0].update(face="plus2", at="banner")
    strike_at_leader(state, victim=1, margin=-1)
    assert state.current_seat() == 2
    assert IslandAI(2, level, 1).decide(state.view(2)) == LendDie(0)


def test_shared_dice_kept_when_the_blow_helps_nobody_we_like():
    """Seat 0 attacks seat 1, who is not ahead: seat 2 keeps its +2."""
    state = ready(3, shared_dice=True)
    state.tags[2] = [0]  # seat 0 already leads
    state.dice[2][0].update(face="plus2", at="banner")
    strike_at_leader(state, victim=1, margin=-1)
    assert state.current_seat() == 2
    assert IslandAI(2, "normal", 1).decide(state.view(2)) == Pass()


def test_pelea_odds_use_the_tokens_still_unseen():
    """A face-down enemy chicken counts at the mean of its owner's tokens not yet in
    sight; the deciding seat's own tokens are known exactly."""
    state = ready(2, pelea=True)
    mine = state.place_chicken(0, free_next_to(state, state.bases[0]))
    theirs = state.place_chicken(1, free_next_to(state, mine["hex"]))
    mine.update(token="spurred", shown=False)
    theirs.update(token="ironfeather", shown=False)
    assert token_means(state, 0)[1] == (0.5, 0.5)  # 3 strength and 3 armor over 6 tokens
    # ironfeather (+2 armor) as dealt, +0.5 expected: the margin is judged 1.5 better
    assert token_correction(state, 0, mine, theirs) == 1.5
    shown = state.place_chicken(1, free_next_to(state, theirs["hex"]))
    shown.update(token="fluffed", shown=True)
    state.dead_tokens[1] = [["ironfeather", True]]
    assert token_means(state, 0)[1] == (0.75, 0.0)  # plain, plain, brawler, spurred left
    # seat 1 attacking: its own token is exact, our face-down one is read at its mean
    assert token_correction(state, 1, theirs, mine) == -0.5


def test_base_bonus_and_shields_reach_the_odds():
    """Base bonus: +2 armor on a Base in the static margin; a shielded Leader is worth
    less to hit (the blow only takes the shield)."""
    plain, bonus = ready(2), ready(2, base_bonus=True)
    margins = []
    for state in (plain, bonus):
        lead = state.leader_piece(1)
        att = machine(state, 0, "big_bertha", free_next_to(state, lead["hex"]))
        assert state.kind(lead["hex"]) == "base"
        margins.append(static_margin(state, att, lead))
    assert margins[0] - margins[1] == 2
    lead = plain.leader_piece(1)
    before = fight_value(plain, 0, lead)
    lead["shields"] = 1
    assert fight_value(plain, 0, lead) < before / 2


@pytest.mark.parametrize("striker", [True, False])
def test_a_far_plus_one_die_comes_back_when_another_piece_can_strike(striker):
    """A +1 on a chicken far from any target: back unrolled when another piece can strike
    this turn (to go on it), else rerolled."""
    state = new_game(2, 1)
    while state.stage == "leaders":
        state.apply(PickLeader(state.dealt[state.current_seat()][0]))
    assert state.stage == "roll" and state.current_seat() == 0
    lead0, lead1 = state.leader_piece(0), state.leader_piece(1)
    far = max(
        (p for p in state.pieces_of(0) if p["kind"] == "chicken"),
        key=lambda p: hexes.distance(p["hex"], lead1["hex"]),
    )
    far["hex"] = lead0["hex"]
    for d in state.dice[0]:
        d["face"], d["at"] = "claw", "banner"
    state.dice[0][0].update(face="plus1", at=far["id"])
    if striker:
        machine(state, 0, "big_bertha", free_next_to(state, lead1["hex"]))
    action = IslandAI(0, "normal", 1).decide(state.view(0))
    assert action in state.legal_actions(0)
    assert (0 in action.back) == striker and (0 in action.dice) != striker
