"""How a human picks a War for Chicken Island action with only directions, confirm and back.

Two places hold focus: the *board* (a hex cursor) and the *menu* (a row of chips under
the island). Every chip and every lit hex is built from ``state.legal_actions(seat)``,
so the screen can never offer an illegal move. On the board, confirm on your piece
selects it (again: the next piece of the stack, then the whole stack), and confirm on
a lit hex moves or attacks there; a hex holding several answers opens them as chips.
Questions whose options are hexes or pieces light those hexes too.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field, replace

from ecs.input import Intent
from game.core import Action
from game.island import actions as A
from game.island import rules
from game.island.data import DATA
from game.island.hexes import Hex, Layout
from game.island.turn import crews, flag_takers
from scenes import ui
from scenes.island import defaults
from scenes.island import layout as L
from scenes.island import paint_variants as V
from scenes.island.faces import cost_words

DIRECTIONS = (Intent.RIGHT, Intent.DOWN, Intent.LEFT, Intent.UP)
STAR_NAMES = {  # short: each affordable one is a chip of the action row
    "refresh_stock": "Refresh stock",
    "draw_discard": "Draw & discard",
    "draw": "Draw Scroll",
    "regroup": "Regroup",
    "shield": "Shield",
    "remove_tag": "Untag",
}
SITE_WORDS = {"b": "Territory", "c": "Base", "d": "Neutral tile", "e": "Claim Base"}
PROMPT_LEAST = 16  # px: the smallest print the screen audit lets a prompt shrink to


@dataclass
class Chip:
    label: str
    action: Action | None = None
    menu: str | None = None  # open this row of chips
    aim: str | None = None  # light hexes on the board and hand the cursor over
    card: str | None = None  # a Scroll to show large
    machine: str | None = None
    leader: str | None = None
    die: int | None = None  # a die to toggle in the Roll step
    lend: str | None = None  # Shared Dice: the face of a die to lend
    site: int | None = None  # an island-building candidate to preview
    add_all: bool = False  # a fight's "Add all dice": this die, then the rest by themselves
    pay: bool = False  # switch the selection's moves between the free action and a Claw die
    saving: bool = False  # Master Builder: leave off the next token instead
    # drawn short: these words, then ``icons`` (a Star die, a resource token) for the rest
    # of the label (what the choice spends), so a crowded row shows more of its chips
    brief: str = ""
    icons: tuple[str, ...] = ()
    # the mouse also reaches it off the row (a stock card, a Banner count, a Scroll in the
    # hand): a row too long to show whole leaves it out while the focus is elsewhere
    elsewhere: bool = False


@dataclass
class Decision:
    """What the screen offers now: chips, lit hexes (with their answers) and the words."""

    chips: list[Chip] = field(default_factory=list)
    targets: dict[Hex, list[tuple[str, Action]]] = field(default_factory=dict)
    rings: dict[Hex, str] = field(default_factory=dict)  # hex -> reach / attack / range
    prompt: str = ""
    board: bool = False  # the cursor is in use
    first: int = 0  # the chip focused when the decision comes up
    claw_choice: bool = False  # the selection's moves could be paid with a Claw die instead


# Questions whose numeric keys are piece ids (elsewhere a number is a seat or a card slot).
PIECE_QUESTIONS = frozenset({"bodyguard", "star_shield", "sacrifice", "change_now"})


def key_hex(key: str, pieces: dict[int, dict], kind: str = "") -> Hex | None:
    """The hex a pending option names: "q,r", a nudge "pid:q,r", or a piece id."""
    if re.fullmatch(r"(?:\d+:)?-?\d+,-?\d+", key):
        return rules.key_hex(key)
    if kind in PIECE_QUESTIONS and key.isdigit() and int(key) in pieces:
        p = pieces[int(key)]
        return p["q"], p["r"]
    return None


def candidate_hexes(view: dict, index: int) -> list[Hex]:
    """The hexes an island-building candidate places or claims."""
    draft = view.get("draft")
    if not draft or not 0 <= index < len(draft["candidates"]):
        return []
    choice = draft["candidates"][index]
    if draft["step"] == "b":
        return [tuple(h) for h in choice]
    return [tuple(choice[1])]


class Controls:
    def __init__(self) -> None:
        self.key: tuple | None = None
        self.legal: list[Action] = []
        self.view: dict = {}
        self.focus = "menu"
        self.menu = "top"
        self.col = 0
        self.cursor: Hex = (0, 0)
        self.selected: tuple[Hex, int] | None = None
        self.auto = False  # the selection is the controls' likeliest piece, not the player's
        self.again: tuple[str, str] | None = None  # a row to reopen: (menu, chip label)
        self.adding = False  # "Add all dice" is under way: the scene adds the rest
        self.aim: str | None = None
        self.dragging: str | None = None  # the stock card the mouse pressed and holds
        self.held: Hex | None = None  # the hex of your piece the mouse pressed and holds
        self.held_one = False  # held by the right button: the drag moves one piece
        self.claw = False
        self.save = ""  # the token Master Builder leaves off ("": the likeliest)
        self.saves: list[str] = []  # the tokens it may leave off, likeliest first
        self.reroll: set[int] = set()
        self.back: set[int] = set()  # +1 dice on pieces to take back unrolled
        self.pick: list[tuple[str, Action]] = []  # a hex's several answers, as chips
        self.crews: dict[tuple, list[tuple[int, ...]]] = {}  # the pilots each Build may take
        self.machines: list[str] = []  # the Machines that may be built, likeliest first
        self.takers: dict[Action, list[int]] = {}  # who may take a flag a group move picks up
        self._made: tuple | None = None

    # -- the decision ----------------------------------------------------------------------

    def sync(self, state, seat: int, version: int) -> Decision:
        if (version, seat) != self.key:
            new_turn = (
                self.key is None or self.key[1] != seat or self.view.get("stage") != "actions"
            )
            self.key = (version, seat)
            self.legal = state.legal_actions(seat)
            self.view = state.view(seat)
            self.crews = {
                (a.machine, a.q, a.r): crews(state, seat, a.machine, (a.q, a.r))
                for a in self.legal
                if isinstance(a, A.Build)
            }
            built = [a.machine for a in self.legal if isinstance(a, A.Build)]
            self.machines = defaults.machine_order(list(dict.fromkeys(built)), state, seat)
            self.takers = {
                a: flag_takers(state, seat, a)
                for a in self.legal
                if isinstance(a, A.Move) and a.group and state.dropped
            }
            self.menu, self.col, self.aim, self.selected, self.pick = "top", 0, None, None, []
            self.auto = False
            self.claw = False
            self.save, self.saves = "", defaults.save_order(state, seat)
            self._made = None
            if new_turn and self.view["stage"] in ("actions", "build"):
                self.cursor = self._home()
            self._fresh_focus(state)
        made_key = (self.menu, self.aim, self.selected, self.auto, self.claw, self.focus)
        made_key += (len(self.pick), self.save)
        if self._made is None or self._made[0] != made_key:
            self._made = (made_key, self._build(state, seat))
        decision = self._made[1]
        self.col = max(0, min(self.col, len(decision.chips) - 1))
        return decision

    def _fresh_focus(self, state) -> None:
        view = self.view
        if view["stage"] == "roll" and not view.get("pending"):
            roll = defaults.hard_answer(view)  # the dice the hard AI would roll again
            self.reroll, self.back = set(roll.dice), set(roll.back)
        decision = self._build(state, view["current_seat"])
        self.col = decision.first
        first = decision.chips[decision.first].action if decision.chips else None
        spot = next(
            (h for h, acts in decision.targets.items() if (first in dict(acts).values())), None
        )
        if spot is not None:  # the cursor starts on the answer in focus
            self.cursor = spot
        elif decision.targets:
            if self.cursor not in decision.targets:
                self.cursor = min(decision.targets)
        elif not self._on_island(self.cursor):
            self.cursor = self._home()
        board = decision.targets or (self._actions_stage() and self._board_work())
        # the row, when the answer in focus is no hex or one of a hex's several (a
        # confirm there would only open them as chips): one press answers it
        off_board = bool(decision.targets) and first is not None
        off_board = off_board and (spot is None or len(decision.targets[spot]) > 1)
        self.focus = "board" if decision.board and board and not off_board else "menu"
        again, self.again = self.again, None
        lone = decision.chips[0] if view["stage"] == "build" and decision.chips else None
        if lone is not None and lone.aim and not view.get("pending"):
            self.start_aim(lone.aim)  # Quickplay's Build step with one Machine: aimed at once
        elif self._actions_stage() and self._retrieve_owed():
            self.focus, self.menu, self.col = "menu", "retrieve", 0
        elif self._actions_stage() and again and self._reopen(*again):
            return
        elif self._actions_stage() and self.focus == "board":
            self._preselect()

    def _reopen(self, menu: str, label: str) -> bool:
        """After a Retrieve the Retrieve row stays up while it has options, on the same
        one if it is still there, so a run of Retrieves is a press each."""
        chips = self._submenu(menu).chips
        if not chips:
            return False
        labels = [c.label for c in chips]
        self.focus, self.menu = "menu", menu
        self.col = labels.index(label) if label in labels else 0
        return True

    def _preselect(self) -> None:
        """The likeliest piece starts selected, the cursor on its likeliest hex, so the
        usual move or attack is one press; confirm on another of your pieces selects it."""
        pieces = self.pieces()
        pid = defaults.likely_piece(self.legal, pieces)
        if pid is None:
            return
        h = (pieces[pid]["q"], pieces[pid]["r"])
        index = self._index_of(h, defaults.alike_key(pieces[pid]))
        if index is None:
            return
        self.selected, self.auto = (h, index), True
        self._aim_at_best()

    def _retrieve_owed(self) -> bool:
        """A Resource die's second Retrieve waits (it lapses at the turn's end): the
        Retrieve row comes up by itself, its free option first."""
        extra = self.view.get("budget", {}).get("extra", {}).get("retrieve")
        return bool(extra) and any(isinstance(a, A.Retrieve) for a in self.legal)

    def _board_work(self) -> bool:
        """Something in the Take Actions step is done on the island (else the turn starts
        on its commands, End actions focused)."""
        board = (A.Move, A.Fight, A.Build)  # (a +1 die is placed through its chip)
        return any(isinstance(a, board) for a in self.legal)

    def _actions_stage(self) -> bool:
        v = self.view
        return v["stage"] == "actions" and not v.get("fight") and not v.get("pending")

    def _home(self) -> Hex:
        seat = self.view["current_seat"]
        for p in self.view.get("pieces", []):
            if p["owner"] == seat and p["kind"] == "leader":
                return p["q"], p["r"]
        base = self.view["banners"][self.view["current_seat"]].get("base")
        return tuple(base) if base else (0, 0)

    def island_hexes(self) -> list[Hex]:
        cells = [(c["q"], c["r"]) for c in self.view.get("hexes", [])]
        draft = self.view.get("draft")
        if draft:
            for t in draft["territories"]:
                cells += [tuple(h) for h in t["hexes"]]
            for i in range(len(draft["candidates"])):
                cells += candidate_hexes(self.view, i)
        return sorted(set(cells))

    def _on_island(self, h: Hex) -> bool:
        return h in set(self.island_hexes())

    def pieces(self) -> dict[int, dict]:
        return {p["id"]: p for p in self.view.get("pieces", [])}

    def _build(self, state, seat: int) -> Decision:
        view, legal = self.view, self.legal
        if self.pick:
            chips = [Chip(label, action) for label, action in self.pick]
            words = "Which one?"
            if all(isinstance(a, A.Build) for _, a in self.pick):
                words = "Which chickens pilot it?"
            if all(isinstance(a, A.Move) for _, a in self.pick):
                words = "A flag lies on the way: which unit takes it?"
            return Decision(chips, prompt=words)
        if view.get("pending") and view["pending"].get("options"):
            return self._pending(view["pending"])
        if any(isinstance(a, A.Pass) for a in legal) and view.get("fight"):
            return self._card_round(state)
        if view["stage"] == "island":
            return self._sites()
        if view["stage"] == "leaders":
            chips = [
                Chip(f"Lead with {DATA.leaders[a.leader].name}", a, leader=a.leader)
                for a in legal
                if isinstance(a, A.PickLeader)
            ]
            return Decision(chips, prompt="Choose your Leader; the other waits in reserve.")
        if view["stage"] == "roll":
            return self._roll(seat)
        return self._turn(seat)

    def _pending(self, pending: dict) -> Decision:
        pieces = self.pieces()
        d = Decision(prompt=pending["prompt"])
        for key, label in pending["options"]:
            action = A.Choose(key)
            d.chips.append(Chip(label, action))
            h = key_hex(key, pieces, pending["kind"])
            if h is not None:
                d.targets.setdefault(h, []).append((label, action))
                d.rings[h] = "attack" if pending["kind"] in ("erupt", "tsunami_flip") else "reach"
        d.board = bool(d.targets)
        d.first = defaults.first_answer(pending, self.view)
        if pending["kind"] == "fight_dice":
            self._add_all(d, pending)
            if defaults.dice_settled(self.view):
                d.first = len(d.chips) - 1  # "No more dice": more would change nothing
        return d

    def _add_all(self, d: Decision, pending: dict) -> None:
        """An attacker with two or more bonus dice may add them all in one press; the
        per-die answers stay for a player who wants fewer. The focus starts on a +1
        (it stays on the attacker, so it is never wasted), else on "Add all"."""
        dice = self.view["banners"][pending["seat"]]["dice"]
        faces = [x["face"] for x in dice if x["at"] == "banner" and x["face"] in defaults.ADD_ORDER]
        first = defaults.next_die(pending, dice)
        if len(faces) < 2 or first is None:
            return
        faces.sort(key=defaults.ADD_ORDER.index)
        names = ", ".join(_face_name(f) for f in faces)
        d.chips.insert(
            0, Chip(f"Add all {len(faces)} dice ({names})", A.Choose(first), add_all=True)
        )
        placing = [i for i, c in enumerate(d.chips) if c.label.startswith("Place a +1")]
        d.first = placing[0] if placing else 0  # a +1 stays on the piece: never wasted

    def next_add(self, view: dict) -> Action | None:
        """While "Add all dice" runs, the next die to add (None: the run is over)."""
        pending = view.get("pending") or {}
        if not self.adding or pending.get("kind") != "fight_dice" or not pending.get("options"):
            self.adding = False
            return None
        key = defaults.next_die(pending, view["banners"][pending["seat"]]["dice"])
        self.adding = key is not None
        return A.Choose(key) if key else None

    def _card_round(self, state) -> Decision:
        chips = [Chip("Pass", A.Pass())]
        seat = self.view["current_seat"]
        dice = self.view["banners"][seat]["dice"]
        cards = [a.card for a in self.legal if isinstance(a, A.PlayScroll)]
        for card in defaults.helpful_first(cards, state, seat):
            chips.append(Chip(f"Play {DATA.scrolls[card].name}", A.PlayScroll(card), card=card))
        for a in self.legal:
            if isinstance(a, A.LendDie):
                face = dice[a.die]["face"]
                chips.append(Chip(f"Lend {_face_name(face)} die", a, lend=face))
        words = "Card round: play a Scroll face down, or pass."
        if any(c.lend for c in chips):
            words = "Card round: lend the attacker a die, play a Scroll face down, or pass."
        return Decision(chips, prompt=words)

    def _sites(self) -> Decision:
        draft = self.view["draft"]
        step = draft["step"]
        d = Decision(
            prompt=f"Build the island: choose where your {SITE_WORDS.get(step, 'site')} goes."
        )
        sites = [a for a in self.legal if isinstance(a, A.Site)]
        for a in sites:
            d.chips.append(
                Chip(f"{SITE_WORDS.get(step, 'Site')} {a.index + 1}/{len(sites)}", a, site=a.index)
            )
            if step != "b":
                for h in candidate_hexes(self.view, a.index):
                    d.targets.setdefault(h, []).append((f"Option {a.index + 1}", a))
                    d.rings[h] = "reach"
        d.board = bool(d.targets)
        return d

    def _roll(self, seat: int) -> Decision:
        dice = self.view["banners"][seat]["dice"]
        roll = A.Roll(tuple(sorted(self.reroll)), tuple(sorted(self.back)))
        chips = [Chip("Roll!", roll)]
        for i, die in enumerate(dice):
            face = "+1 on a piece" if die["at"] == "piece" else die["face"]
            if die["at"] == "spent":
                face = "spent"
            chips.append(Chip(f"{self.die_verb(i)} {_face_name(face)}", die=i))
        words = "Roll step: each die says Keep or Reroll; change any, then Roll."
        if any(d["at"] == "piece" for d in dice):
            words = "Roll step: a +1 on a piece stays, comes back, or rerolls; then Roll."
        return Decision(chips, prompt=words)

    def placed(self, i: int) -> bool:
        """Whether die ``i`` of the seat to act is a +1 sitting on one of its pieces."""
        return self.view["banners"][self.view["current_seat"]]["dice"][i]["at"] == "piece"

    def die_verb(self, i: int) -> str:
        """What happens to die ``i`` when rolling: Keep, Reroll, or for a +1 on a piece
        Stay / Take back / Reroll."""
        placed = self.placed(i)
        if i in self.reroll:
            return "Reroll"
        if i in self.back:
            return "Take back"
        return "Stay" if placed else "Keep"

    def toggle_die(self, i: int) -> None:
        """A die on the Banner toggles keep/reroll; a +1 on a piece cycles stay -> take
        back -> reroll -> stay."""
        placed = self.placed(i)
        if not placed:
            self.reroll ^= {i}
        elif i in self.reroll:
            self.reroll.discard(i)
        elif i in self.back:
            self.back.discard(i)
            self.reroll.add(i)
        else:
            self.back.add(i)

    # -- the Take Actions step ---------------------------------------------------------------

    def _turn(self, seat: int) -> Decision:
        legal = self.legal
        kinds = {type(a) for a in legal}
        if self.menu != "top":
            d = self._submenu(self.menu)
            if self.menu == "retrieve" and A.EndActions in kinds:  # it stays up after each
                d.chips.append(Chip("End actions", A.EndActions()))  # (Left from the first)
            return d
        d = Decision(board=True)
        if self.view["stage"] == "build":
            if A.Build in kinds:
                d.chips.append(self._build_chip())
            d.chips.append(Chip("Skip building", A.EndBuild()))
            d.board = False  # the island is only for the Build's hex
            if self.aim:
                self._aim(d)
            else:
                d.prompt = "Build step: build one Machine from the stock, or skip building."
            return d
        if A.Build in kinds:
            d.chips.append(replace(self._build_chip(), elsewhere=True))
        if A.Retrieve in kinds:
            counted = not V.option(self.view, "pelea")  # (its tokens hide the counts)
            d.chips += [replace(c, elsewhere=counted) for c in self._retrieve_chips()]
        if A.PlaceDie in kinds:
            d.chips.append(Chip("+1 die...", aim="plus1"))
        if A.Star in kinds:  # each affordable ability is its own chip: one click spends it
            d.chips += self._submenu("star").chips
        if A.PlayScroll in kinds:
            d.chips.append(replace(self._command("Scrolls...", "scrolls"), elsewhere=True))
        d.chips.append(Chip("End actions", A.EndActions()))
        if not self._board_work() or not self.view.get("budget", {}).get("free"):
            d.first = len(d.chips) - 1  # the free action is spent: the row starts at the end
        if self.aim:
            self._aim(d)
        elif self.selected:
            self._selection(d)
            if d.claw_choice:
                pay = "your action" if self.claw else "a Claw die"
                d.chips.append(Chip(f"Pay with {pay}", pay=True))  # Left from the first
        else:
            d.prompt = "Take actions: pick your piece on the island, or a command below."
        return d

    def _build_chip(self) -> Chip:
        """ "Build..." opens the stock's buildable Machines; with one alone the chip names
        it and goes straight to its hexes (a row of one choice is a press for nothing)."""
        machines = {a.machine for a in self.legal if isinstance(a, A.Build)}
        if len(machines) > 1:
            return Chip("Build...", menu="build")
        chip = self._machine_chip(machines.pop())
        return replace(chip, label=f"Build {chip.label}", brief=f"Build {chip.brief}")

    @staticmethod
    def _machine_chip(card: str) -> Chip:
        """A Machine to build: its name, then a token for each resource it costs."""
        name = DATA.machines[card].name
        cost = DATA.machines[card].cost
        tokens = ("wood",) * cost.wood + ("stone",) * cost.stone + ("steel",) * cost.steel
        label = f"{name} ({cost_words(card)})"
        return Chip(label, aim=f"build:{card}", machine=card, brief=name, icons=tokens)

    def _retrieve_chips(self) -> list[Chip]:
        """A lost chicken's Retrieve is a chip of its own (the likeliest Retrieve, and a
        click with the mouse), "Retrieve..." after it for the rest."""
        chips = self._submenu("retrieve").chips
        chicken = [
            replace(c, label="Retrieve chicken") for c in chips if c.action.what == "chicken"
        ]
        chicken = chicken[:1]  # short, so the row fits: the Retrieve row says what each spends
        rest = [c for c in chips if c not in chicken]
        if not rest:
            return chicken
        return chicken + [
            Chip("Retrieve...", menu="retrieve") if chicken or len(rest) > 1 else rest[0]
        ]

    def _command(self, label: str, menu: str) -> Chip:
        """A command that opens a row of choices, or with one choice alone that choice
        itself: a row of one is a press for nothing."""
        chips = self._submenu(menu).chips
        return chips[0] if len(chips) == 1 else Chip(label, menu=menu)

    def _submenu(self, menu: str) -> Decision:
        d = Decision(board=False)
        if menu == "build":
            d.chips += [self._machine_chip(card) for card in self.machines]
            d.prompt = "Build: pick a Machine from the stock."
        elif menu == "retrieve":
            budget = self.view.get("budget", {})
            retrieves = [a for a in self.legal if isinstance(a, A.Retrieve)]
            retrieves.sort(key=lambda a: defaults.retrieve_pay_order(a.pay, budget))
            for a in retrieves:
                what = "chicken" if a.what == "chicken" else f"1 {a.what}"
                pay = defaults.retrieve_pay_words(a.pay, budget)
                d.chips.append(Chip(f"Retrieve {what} ({pay})", a))
            d.prompt = "Retrieve: bring back a chicken or a resource."
        elif menu == "star":
            costs = {s.id: s.stars for s in DATA.star_menu}
            for a in self.legal:
                if isinstance(a, A.Star):
                    name = STAR_NAMES.get(a.ability, a.ability)
                    stars = costs.get(a.ability, 0)
                    words = f"{name} ({stars} star{'s' * (stars != 1)})"
                    d.chips.append(Chip(words, a, brief=name, icons=("star",) * stars))
            d.prompt = "Spend Star dice on the Star menu."
        elif menu == "scrolls":
            for a in self.legal:
                if isinstance(a, A.PlayScroll):
                    d.chips.append(Chip(f"Play {DATA.scrolls[a.card].name}", a, card=a.card))
            d.prompt = "Play a Turn Scroll from your hand."
        return d

    def _aim(self, d: Decision) -> None:
        pieces = self.pieces()
        d.board = True
        if self.aim.startswith("build:"):
            card = self.aim[6:]
            tokens = self._saving(card)
            save = self._saved(tokens)
            for a in self.legal:
                if isinstance(a, A.Build) and a.machine == card and a.save == save:
                    answers = d.targets.setdefault((a.q, a.r), [])
                    answers += self._crewed(a, "Build here")
                    d.rings[(a.q, a.r)] = "reach"
            name = DATA.machines[card].name
            d.prompt = f"Build the {name}: choose a hex of your Territory."
            if save:  # one press builds; the token left off is said, and a chip away
                d.prompt = f"Build the {name}, leaving off 1 {save}: choose a hex."
            if len(tokens) > 1:
                other = tokens[(tokens.index(save) + 1) % len(tokens)]
                d.chips.append(Chip(f"Leave off 1 {other} instead", saving=True))
        elif self.aim == "plus1":
            for a in self.legal:
                if isinstance(a, A.PlaceDie) and a.piece in pieces:
                    p = pieces[a.piece]
                    d.targets.setdefault((p["q"], p["r"]), []).append((f"+1 on {p['name']}", a))
                    d.rings[(p["q"], p["r"])] = "reach"
            d.prompt = "Place your +1 die on one of your pieces."

    def _saving(self, card: str) -> list[str]:
        """The tokens Master Builder may leave off building ``card``, likeliest first."""
        tokens = {a.save for a in self.legal if isinstance(a, A.Build) and a.machine == card}
        return sorted(tokens - {""}, key=self.saves.index)

    def _saved(self, tokens: list[str]) -> str:
        """The token left off now: the player's pick, else the likeliest ("" for none)."""
        return self.save if self.save in tokens else (tokens[0] if tokens else "")

    def _takers(self, move: A.Move, pieces: dict[int, dict]) -> list[tuple[str, Action]]:
        """A group move once per unit that may take the flag it picks up (the rules' own
        pick first), so the player says who carries it; else the move alone."""
        takers = self.takers.get(move) or []
        if not takers:
            return [("Move here", move)]
        out = []
        for pid in takers:
            named = move if pid == takers[0] else replace(move, carrier=pid)
            out.append((f"{defaults.unit_words(pieces[pid])} takes it", named))
        return out

    def _crewed(self, build: A.Build, words: str) -> list[tuple[str, Action]]:
        """A Build once per crew that differs, the likeliest first (no flag carrier
        aboard); one crew alone is asked about only if it takes a flag aboard."""
        options = self.crews.get((build.machine, build.q, build.r)) or [()]
        pieces = self.pieces()
        ordered = defaults.crew_order(options, pieces)
        if len(options) == 1 and not defaults.carries_flag(options[0], pieces):
            return [(words, build)]
        out = []
        for crew in ordered:
            named = build if crew == options[0] else replace(build, pilots=crew)
            place = (build.q, build.r)
            crew_words = defaults.crew_words(crew, pieces, place, self.view)
            out.append((crew_words if named.save == "" else f"{words}; {crew_words}", named))
        return out

    def stack_choices(self, h: Hex) -> list:
        """What confirm cycles through on your hex: the Leader, each Machine, one chicken
        (they are alike), then the whole stack when it may move together."""
        seat = self.view["current_seat"]
        order = {"leader": 0, "machine": 1, "chicken": 2}
        mine = sorted(  # a flag carrier after its plain twins: moving it is a choice
            (p for p in self.view["pieces"] if (p["q"], p["r"]) == h and p["owner"] == seat),
            key=lambda p: (order.get(p["kind"], 3), bool(p.get("flags")), p["id"]),
        )
        out, seen = [], set()
        for p in mine:
            alike = defaults.alike_key(p)
            if p["kind"] != "chicken" or alike not in seen:
                seen.add(alike)
                out.append(p["id"])
        ids = {p["id"] for p in mine}
        if any(isinstance(a, A.Move) and a.group and a.piece in ids for a in self.legal):
            out.append("group")
        return out

    def selected_piece(self) -> tuple[int | None, bool]:
        if not self.selected:
            return None, False
        h, index = self.selected
        choices = self.stack_choices(h)
        if not choices:
            return None, False
        choice = choices[index % len(choices)]
        if choice == "group":
            first = next(c for c in choices if c != "group")
            return first, True
        return choice, False

    def _pay(self, actions: list[Action]) -> Action:
        pays = {a.pay: a for a in actions}
        if self.claw and "claw" in pays:
            return pays["claw"]
        return pays.get("action") or next(iter(pays.values()))

    def _selection(self, d: Decision) -> None:
        pid, group = self.selected_piece()
        pieces = self.pieces()
        if pid is None or pid not in pieces:
            self.selected = None
            d.prompt = "Take actions: pick your piece on the island, or a command below."
            return
        piece = pieces[pid]
        here = (piece["q"], piece["r"])
        moves: dict[Hex, list[Action]] = {}
        fights: dict[int, list[Action]] = {}
        stack = {p["id"] for p in self.view["pieces"] if (p["q"], p["r"]) == here}
        for a in self.legal:
            if (
                isinstance(a, A.Move)
                and a.group == group
                and (a.piece == pid or (group and a.piece in stack))
            ):
                moves.setdefault((a.q, a.r), []).append(a)
            elif isinstance(a, A.Fight) and a.attacker == pid and not group:
                fights.setdefault(a.defender, []).append(a)
        pays = {a.pay for acts in (*moves.values(), *fights.values()) for a in acts}
        d.claw_choice = "claw" in pays and "action" in pays
        for h, acts in moves.items():
            action = self._pay([a for a in acts if a.piece == acts[0].piece])
            d.targets[h] = self._takers(action, pieces)
            d.rings[h] = "reach"
        alike: set[tuple] = set()
        for defender, acts in fights.items():
            target = pieces.get(defender)
            if target is None:
                continue
            same = (target["q"], target["r"], target["card"], target["shields"], target["plus"])
            same += (target.get("token"), tuple(target.get("flags", [])))
            if same in alike:
                continue  # one of a stack's identical chickens is enough to offer
            alike.add(same)
            h = (target["q"], target["r"])
            label = f"Attack {_called(target)}"
            first = target["kind"] == "leader"  # a hex's Leader is offered before the rest
            if target["shields"]:
                label += " (shielded)"
            if target["plus"]:
                label += f" (+{target['plus']})"
            answers = d.targets.setdefault(h, [])
            answers.insert(0 if first else len(answers), (label, self._pay(acts)))
            d.rings[h] = "attack"
        near, far = piece.get("range", [1, 1])
        if far and far > 1 and not group:
            from game.island.hexes import distance

            for h in self.island_hexes():
                if near <= distance(h, here) <= far and h not in d.rings:
                    d.rings[h] = "range"
        who = "the whole stack" if group else f"your {piece['name']}"
        if piece.get("flags") and not group:
            who += " (flag)"
        pay = "a Claw die" if self.claw and d.claw_choice else None
        if not d.targets:
            d.prompt = f"{who[0].upper()}{who[1:]} cannot move or attack now."
        else:
            words = f"Move or attack with {who}"
            words += f" (paying with {pay})" if pay else ""
            if self.auto:
                # the reminder goes where it would shrink the line below couch size
                longer = words + ", or pick another piece."
                fits = ui.text_width(longer, PROMPT_LEAST) <= L.BAND.w - 8
                d.prompt = longer if fits else words + "."
            else:
                d.prompt = words + (
                    "; its own hex: next piece." if len(self.stack_choices(here)) > 1 else "."
                )

    # -- input --------------------------------------------------------------------------------

    def intent(self, state, seat: int, version: int, intent: Intent, layout: Layout | None):
        d = self.sync(state, seat, version)
        if intent == Intent.NEXT:
            return self._toggle_focus(d)
        if self.focus == "menu":
            return self._menu_intent(d, intent)
        return self._board_intent(d, intent, layout)

    def _toggle_focus(self, d: Decision):
        if self.focus == "board" and d.chips:
            self.focus = "menu"
            return "moved"
        if self.focus == "menu" and d.board:
            self.focus = "board"
            return "moved"
        return None

    def _menu_intent(self, d: Decision, intent: Intent):
        chips = d.chips
        if intent in (Intent.LEFT, Intent.RIGHT) and chips:
            self.col = (self.col + (1 if intent == Intent.RIGHT else -1)) % len(chips)
            return "moved"
        if intent == Intent.UP:
            return self._toggle_focus(d)
        if intent == Intent.BACK:
            if self.pick:
                self.pick = []
                self.focus = "board"
                return "moved"
            if self.menu != "top" or self.aim:
                self.menu, self.aim, self.col = "top", None, 0
                return "moved"
            return self._toggle_focus(d)
        if intent != Intent.CONFIRM or not chips:
            return None
        chip = chips[self.col]
        if chip.pay:
            self.claw, self.focus = not self.claw, "board"
            return "moved"
        if chip.saving:
            tokens = self._saving(self.aim[6:])
            self.save = tokens[(tokens.index(self._saved(tokens)) + 1) % len(tokens)]
            self.focus = "board"
            return "moved"
        if chip.die is not None:
            self.toggle_die(chip.die)
            self._made = None
            return "moved"
        if chip.menu:
            self.menu, self.col = chip.menu, 0
            return "moved"
        if chip.aim:
            return self.start_aim(chip.aim)
        if chip.action is not None:
            self.pick = []
            self.adding = chip.add_all
            if self.menu == "retrieve":
                self.again = (self.menu, chip.label)
            return chip.action
        return None

    def start_aim(self, aim: str):
        """Light the hexes for ``aim`` (a Build's machine, a +1 die) and hand over the cursor."""
        self.aim, self.menu, self.selected = aim, "top", None
        self.focus = "board"
        targets = self._turn(self.view["current_seat"]).targets
        if targets:
            self.cursor = defaults.nearest_foe(targets, self.view, self.view["current_seat"])
        return "moved"

    def retrieve_of(self, what: str, other: bool = False) -> Action | None:
        """The likeliest Retrieve of ``what`` (the Retrieve row's first: the turn's extra
        Retrieve, else a Resource die, else the free action), or with ``other`` the next
        way to pay for it (the free action instead of the die, say), while nothing else
        is asked; None when it may not be retrieved (so) now."""
        ways = self.retrieve_ways(what)[int(other) :]
        return ways[0].action if ways else None

    def retrieve_ways(self, what: str) -> list[Chip]:
        """The Retrieve row's chips for ``what``, likeliest way to pay first; none when it
        may not be retrieved now (another choice is asked, or it is not the Actions step)."""
        if not self._actions_stage() or self.pick:
            return []
        return [c for c in self._submenu("retrieve").chips if c.action.what == what]

    def scroll_of(self, card: str) -> Action | None:
        """Playing ``card`` from the hand, when it may be played now and nothing else
        is asked (the Take Actions step or a card round)."""
        play = A.PlayScroll(card)
        if self.pick or play not in self.legal:
            return None
        return play if self._actions_stage() or self.view.get("fight") else None

    def only_build(self, h: Hex) -> bool:
        """Aim the one Machine that may be built on ``h``, the cursor there, when nothing
        else may be done there (no piece moves to or attacks it, nor stands there to be
        selected); else False."""
        build_step = self.view["stage"] == "build" and not self.view.get("pending")
        if self.aim or not (build_step or self._actions_stage()):
            return False
        if self._actions_stage() and self.stack_choices(h):
            return False  # a click on your piece selects it
        machines = {a.machine for a in self.legal if isinstance(a, A.Build) and (a.q, a.r) == h}
        pieces = self.pieces()
        if len(machines) != 1 or any(_lands_on(a, h, pieces) for a in self.legal):
            return False
        self.start_aim(f"build:{machines.pop()}")
        self.cursor = h
        return True

    def holds(self, h: Hex) -> bool:
        """Whether a press on ``h`` takes hold of your piece there (to drag it where it
        moves): the Take Actions step, nothing aimed, a piece of yours on ``h``."""
        return self._actions_stage() and not self.aim and bool(self.stack_choices(h))

    def take(self, h: Hex) -> None:
        """The player's own pick: your piece on ``h`` (the one selected there stays), on
        the island (a row of commands open gives way)."""
        self.menu, self.aim, self.focus = "top", None, "board"
        if not (self.selected and self.selected[0] == h):
            self.selected = (h, 0)
            self._aim_at_best()
        self.auto = False

    def carry(self, h: Hex, to: Hex, one: bool = False) -> None:
        """Select what a drag from your hex ``h`` to ``to`` moves: what the player picked
        there by clicking, else the whole stack where it may go to ``to`` together (the
        rulebook's banded stack "all move together"), else, or with ``one``, the first
        piece of the stack (Leader, Machines, a chicken) that may move to or attack ``to``."""
        choices, pieces = self.stack_choices(h), self.pieces()
        picked = self.selected and self.selected[0] == h and not self.auto
        if not picked or (one and choices[self.selected[1] % len(choices)] == "group"):
            here = {i for i, p in pieces.items() if (p["q"], p["r"]) == h}
            together = any(
                isinstance(a, A.Move) and a.group and a.piece in here and (a.q, a.r) == to
                for a in self.legal
            )
            able = [
                i
                for i, c in enumerate(choices)
                if c != "group" and any(_reaches(a, {c}, to, pieces) for a in self.legal)
            ]
            if together and not one:
                self.selected = (h, choices.index("group"))
            else:
                self.selected = (h, able[0] if able else 0)
        self.take(h)

    def can_build(self, machine: str) -> bool:
        return any(isinstance(a, A.Build) and a.machine == machine for a in self.legal)

    def _board_intent(self, d: Decision, intent: Intent, layout: Layout | None):
        if intent in DIRECTIONS:
            step = self._step(intent, layout)
            if step is None:
                if intent == Intent.DOWN and d.chips:
                    self.focus = "menu"
                    return "moved"
                return None
            self.cursor = step
            return "moved"
        if intent == Intent.BACK:
            if self.aim:
                self.aim = None
                self.focus = "menu"
                return "moved"
            if self.selected:
                if not (self.auto and self.next_piece()):  # a guess gives way to the next
                    self.selected, self.claw, self.auto = None, False, False
                return "moved"
            return self._toggle_focus(d)
        if intent != Intent.CONFIRM:
            return None
        h = self.cursor
        if self.auto and self.holds(h):  # the player takes over: this piece, or the one picked
            self.take(h)
            return "moved"
        if self.auto and d.rings.get(h) == "attack":  # a fight is never undone: confirm it
            self.auto = False  # (a hex of several defenders asks which, and that confirms)
            if len(d.targets.get(h, [])) == 1:
                return "moved"
        if h in d.targets and not (self.selected and self.selected[0] == h):
            answers = d.targets[h]
            if len(answers) == 1:
                return answers[0][1]
            self.pick = list(answers)
            self.focus, self.col = "menu", 0
            return "moved"
        if self._actions_stage() and not self.aim:
            choices = self.stack_choices(h)
            if choices:
                if self.selected and self.selected[0] == h:
                    self.selected = (h, (self.selected[1] + 1) % len(choices))
                else:
                    self.selected = (h, 0)
                self.auto = False
                self._aim_at_best()
                return "moved"
        return "refused"

    def only_reach(self, h: Hex) -> bool:
        """Select the one piece that may move to or attack ``h`` (identical chickens on
        a hex are one), the cursor on ``h``; False when none or several may, or ``h``
        holds your own piece (a click there selects it)."""
        if not self._actions_stage() or self.aim or self.stack_choices(h):
            return False
        pieces = self.pieces()
        able = [
            (here, ids, look)
            for here, ids, look in defaults.piece_order(self.legal, pieces)
            if any(_reaches(a, ids, h, pieces) for a in self.legal)
        ]
        if len(able) != 1:
            return False
        here, _, look = able[0]
        index = self._index_of(here, look)
        self.selected, self.auto, self.claw, self.cursor = (here, index), False, False, h
        return True

    def next_piece(self) -> bool:
        """Swap the piece picked for you for the next likeliest that can move or attack
        (the order the first pick comes from), so reaching another piece is a press, not
        a walk across the island; False past the last one. The cursor goes to its
        likeliest hex, and the selection is still a guess (an attack asks to confirm)."""
        pieces = self.pieces()
        order = defaults.piece_order(self.legal, pieces)
        pid, _ = self.selected_piece()
        now = next((i for i, (_, ids, _) in enumerate(order) if pid in ids), len(order))
        if now + 1 >= len(order):
            return False
        here, _, look = order[now + 1]
        index = self._index_of(here, look)
        self.selected, self.auto, self.claw = (here, index), True, False
        self._aim_at_best()
        return True

    def _index_of(self, h: Hex, look: tuple) -> int | None:
        """Where a piece that looks like ``look`` stands among ``h``'s stack choices."""
        pieces = self.pieces()
        choices = self.stack_choices(h)
        return next(
            (
                i
                for i, c in enumerate(choices)
                if c != "group" and defaults.alike_key(pieces[c]) == look
            ),
            None,
        )

    def _aim_at_best(self) -> None:
        """Put the cursor on the selection's likeliest hex, so one confirm moves or
        attacks; confirm back on the piece's own hex picks the next piece of its stack."""
        pid, _ = self.selected_piece()
        d = self._turn(self.view["current_seat"])
        if pid is not None and d.targets:
            self.cursor = defaults.best_hex(d.targets, d.rings, self.view, self.pieces()[pid])

    def _step(self, intent: Intent, layout: Layout | None) -> Hex | None:
        """The next hex that way on screen: left/right along the row, up/down a row with
        the column kept (so repeated presses go straight). The cursor may cross the sea,
        which keeps every hex of an irregular island in reach; it stops at the frame."""
        if layout is None:
            return None
        col, row = to_offset(self.cursor)
        dc, dr = {Intent.LEFT: (-1, 0), Intent.RIGHT: (1, 0), Intent.UP: (0, -1),
                  Intent.DOWN: (0, 1)}[intent]  # fmt: skip
        h = from_offset(col + dc, row + dr)
        x, y = layout.to_pixel(h)
        if not L.ISLAND.inflate(-6, -6).collidepoint(x, y):
            return None
        return h


def _lands_on(action: Action, h: Hex, pieces: dict[int, dict]) -> bool:
    """Whether ``action`` moves a piece (or a stack) to ``h`` or attacks a piece there."""
    if isinstance(action, A.Move):
        return (action.q, action.r) == h
    if isinstance(action, A.Fight):
        target = pieces.get(action.defender)
        return target is not None and (target["q"], target["r"]) == h
    return False


def _reaches(action: Action, ids: set[int], h: Hex, pieces: dict[int, dict]) -> bool:
    """Whether ``action`` moves one of ``ids`` alone to ``h`` or attacks a piece there."""
    if isinstance(action, A.Move) and (action.group or action.piece not in ids):
        return False
    if isinstance(action, A.Fight) and action.attacker not in ids:
        return False
    return _lands_on(action, h, pieces)


def to_offset(h: Hex) -> tuple[int, int]:
    """Axial to "odd-r" offset coordinates (rows of hexes, every other row shifted)."""
    q, r = h
    return q + (r - (r & 1)) // 2, r


def from_offset(col: int, row: int) -> Hex:
    return col - (row - (row & 1)) // 2, row


def _face_name(face: str) -> str:
    names = {f.id: f.name for f in DATA.die}
    return names.get(face, face)


def _called(piece: dict) -> str:
    """A piece as a sentence names it: a Leader by name ("Abigail"), others "the Chicken"."""
    return piece["name"] if piece["kind"] == "leader" else f"the {piece['name']}"
