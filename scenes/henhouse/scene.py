"""The Henhouse Havoc scene: hidden armies, aiming, the Resolution show and the market."""

from __future__ import annotations

import pygame

from ecs.input import Intent, IntentEvent
from ecs.world import SceneWorld
from game.core import Action
from game.henhouse import rules as R
from game.match import Match
from scenes import pointing
from scenes.henhouse import layout as L
from scenes.henhouse import paint
from scenes.henhouse.controls import MOVES, Controls, tiles_left
from scenes.henhouse.placement import Placement
from scenes.henhouse.shown import Shown
from scenes.henhouse.table import Table
from scenes.match_scene import TOP_LINE, MatchScene, human_seats, screen_player

SAYS_SECONDS = 2.4


class HenhouseScene(MatchScene):
    rules_id = "henhouse"
    top_line = TOP_LINE

    def __init__(self, app, match: Match, **kwargs):
        self.callout = ""
        self.callout_time = 0.0
        self.placement: Placement | None = None
        self.humans = human_seats(match)
        self.controls = Controls(
            [s.name for s in match.seats], lambda seat: self.drivers.advise(seat)
        )
        self._synced: tuple | None = None
        # whose secrets are on show: one human at the screen has nobody to hide from
        self.viewer: int | None = screen_player(match)
        super().__init__(app, match, **kwargs)
        self.painter = paint.Painter(self)

    # -- who sees what --------------------------------------------------------------------------

    def _view(self) -> dict:
        """The view the screen may show: the viewer's own, or only what is public."""
        if self.viewer is not None:
            return self.state.view(self.viewer)
        view = self.state.view(0)
        view.update(viewer=None, own_units=[], hand=[], intel=[])
        return view

    def _sync(self, force: bool = False) -> None:
        """Once the show is over, the picture is the rules' view again."""
        key = (len(self.match.actions), self.viewer)
        if force or key != self._synced:
            self._synced = key
            self.table.shown = Shown(self._view())

    def _build_table(self) -> None:
        self.world = SceneWorld(f"henhouse-{id(self)}")
        names = [s.name for s in self.match.seats]
        self.table = Table(self.world, self._view(), self.rng, names)
        self.table.set_styles([s.style for s in self.match.seats])
        self._synced = (len(self.match.actions), self.viewer)

    def _emit(self, events) -> None:
        """Each event as the screen's viewer may see it (a hidden army stays hidden)."""
        if self.on_events:
            self.on_events(events)
        for event in events:
            seen = event.seen_by(self.viewer)
            if seen is not None:
                self.queue.append(seen)

    # -- flow ----------------------------------------------------------------------------------

    def update(self, dt: float) -> None:
        self.callout_time = max(0.0, self.callout_time - dt)
        self.painter.time += dt
        if self.idle() and not self.state.is_over():
            self._sync()
            seat = self._acting_human()
            if self.private and seat is not None and seat != self.viewer:
                self.hand_off(seat)
                return
            if self.private and seat is None and self.viewer is not None:
                self.viewer = None  # an AI acts: no army on show
                self._sync()
            self._prepare_placement()
        super().update(dt)

    def _prepare_placement(self) -> None:
        seat = self._acting_human()
        if self.state.phase == "placement" and seat is not None:
            if self.placement is None or self.placement.seat != seat:
                self.placement = Placement(seat)  # never one seat's editor for another
        else:
            self.placement = None

    def placing_now(self) -> bool:
        """A human is hiding their army in the editor (made when their turn comes)."""
        placing = self.state.phase == "placement" and self._acting_human() is not None
        return placing and self.placement is not None

    secret_words = "Your army and Secret Weapons are private."

    def viewer_changed(self) -> None:
        self._sync()

    def perform(self, action: Action) -> bool:
        """Once the turn passes to another human, the last player's secrets leave the screen."""
        done = super().perform(action)
        if done and self.private and self.state.current_seat() not in (self.viewer, None):
            self.viewer = None
            self.table.shown.hide_secrets()
            self._synced = (len(self.match.actions), None)
        return done

    def undone(self, action: Action) -> None:
        """An undone Deploy gives the army back to the editor as it was placed."""
        seat = self._acting_human()
        again = isinstance(action, R.Deploy) and seat is not None
        self.placement = Placement(seat, action) if again else None
        self.place_chip = -1

    def announce(self, seat: int, action: Action) -> None:
        reason = self.ai_says(seat)
        if reason:
            self.callout = f"{self.match.seats[seat].name}: {reason}"
            self.callout_time = SAYS_SECONDS

    def focus_board(self) -> int:
        seat = self._acting_human()
        if self.placing_now():
            return seat
        if self.controls.aim and self.rows_ready():
            return self.controls.cursor[0]
        return self.table.focus

    # -- choices -------------------------------------------------------------------------------

    def rows_ready(self) -> bool:
        seat = self._acting_human()
        return seat is not None and seat == self.viewer and self.idle() and not self.private_wait()

    def private_wait(self) -> bool:
        return self.private and self._acting_human() != self.viewer

    def decision(self):
        if not self.rows_ready() or self.placing_now():
            return None
        return self.controls.sync(self.state, self._acting_human(), len(self.match.actions))

    def chip_row(self) -> tuple[list[tuple[str, bool]], int]:
        if self.placement is not None and self.placing_now() and self.rows_ready():
            place = self.placement
            chips = [("Randomise", True), ("Clear", True), ("Deploy!", place.complete)]
            return chips, self.place_chip
        decision = self.decision()
        if decision is None:
            return [], -1
        chips, _ = decision
        focus = self.controls.col if not self.controls.aim else -1
        return [(c.label, True) for c in chips], focus

    place_chip = -1  # the placement chip in focus (-1: the cursor is on the board)

    def prompt(self) -> str:
        state = self.state
        if state.is_over():
            return ""
        seat = state.current_seat()
        if not self.rows_ready():
            return "" if self.drivers.is_human(seat) else self.waiting_words(seat)
        if self.placing_now():
            place = self.placement
            lift = f"pick a unit up ({self._key(Intent.BACK)}) to move it"
            if place.complete and place.drawn:
                return f"A random army: Deploy it as it is, or {lift}."
            if place.complete:
                return f"All hidden! Deploy, or {lift}."
            unit = R.UNITS[place.unit(place.current)].name
            left = sum(anchor is None for anchor in place.anchors)
            of = len(place.anchors)
            return f"Place your {unit} ({left} of {of} left to hide): units never touch."
        aim = self.controls.aim
        if aim == "target":
            unit = R.UNITS[state.turn["aim"]["unit"]].name
            turn, switch = self._key(Intent.BACK), self._key(Intent.NEXT)
            keys = f"{switch} switches farms, {turn} turns a line"
            return f"Aim the {unit}, {tiles_left(state)}: {keys}."
        if aim == "bonus":
            return "Bonus strike! Pick one more space."
        if aim == "field":
            return "Place your Magnetic Field (2 x 2), or choose No field."
        if aim == "reveal":
            return "Sitting Duck: show one undamaged space of that unit."
        if aim:
            return f"Pick where to play it ({self._key(Intent.BACK)} to cancel)."
        if state.pending:
            why = {"barn": "Your Barn fell", "war_chest": "You took a War Chest"}
            detail = state.pending[0].get("detail", "")
            return f"{why.get(detail, 'A reward')}: take a face-up Secret Weapon."
        shop = self.can_shop()
        if state.phase == "targeting" and state.turn["fired"]:
            return "Your Target tiles are down: end your turn" + (
                " (or shop first)." if shop else "."
            )
        if state.phase == "targeting":
            return "Choose a unit to fire" + (", or shop at the Black Market." if shop else ".")
        if state.turn["resolved"]:
            return (
                "Strikes resolved: "
                + ("shop if you like, then " if shop else "")
                + "end your turn."
            )
        return "Resolve your strikes, then end your turn."

    def _key(self, intent: Intent) -> str:
        """The acting player's own key for ``intent``, as the hint bar names it."""
        seat = self._acting_human()
        device = self.drivers.device_of(seat) if seat is not None else None
        return self.app.router.button_label(device or self.app.last_device, intent)

    def can_shop(self) -> bool:
        """Whether an egg can be bought now: the prompt offers the Black Market only then."""
        decision = self.decision()
        chips = decision[0] if decision else []
        return any(isinstance(c.action, (R.BuyEgg, R.BuyWild)) for c in chips)

    # -- input ---------------------------------------------------------------------------------

    def turn_input(self, seat: int, event: IntentEvent) -> None:
        if not self.rows_ready():
            return
        if self.placing_now():
            self._placement_input(event.intent)
            return
        version = len(self.match.actions)
        result = self.controls.intent(self.state, seat, version, event.intent)
        self._result(result)

    def _result(self, result) -> None:
        if result == "moved":
            self.app.audio.play("click")
        elif result == "refused":
            self.app.audio.play("back")
            self.app.toast("Not there: that space cannot be targeted")
        elif result is not None:
            self.app.audio.play("select")
            self.perform(result)

    def _placement_input(self, intent: Intent) -> None:
        place = self.placement
        if self.place_chip >= 0:
            if intent in (Intent.LEFT, Intent.RIGHT):
                self.place_chip = (self.place_chip + (1 if intent == Intent.RIGHT else -1)) % 3
            elif intent == Intent.UP:
                self.place_chip = -1
            elif intent == Intent.CONFIRM:
                self._place_chip(self.place_chip)
            self.app.audio.play("click")
            return
        if intent == Intent.DOWN and place.cursor[0] == 9:
            self.place_chip = 0  # Confirm on the board deploys a whole army: here, redraw
        elif intent in MOVES:
            place.move(*MOVES[intent])
        elif intent == Intent.CONFIRM:
            if place.complete and place.anchors[place.current] is not None:
                self._place_chip(2)
                return
            reason = place.drop()
            if reason:
                self.app.toast(f"Not there: {reason}")
                self.app.audio.play("back")
                return
        elif intent == Intent.BACK:
            if not place.lift():
                self.app.toast("Move onto a placed unit to pick it up")
        elif intent in (Intent.NEXT, Intent.PREV):
            place.cycle(1 if intent == Intent.NEXT else -1)
        self.app.audio.play("click")

    def _place_chip(self, index: int) -> None:
        place = self.placement
        if index == 0:
            place.randomise()
        elif index == 1:
            place.clear()
        elif place.complete:
            self.place_chip = -1
            self.perform(place.action())
            self.placement = None

    def pointer(self, event: pygame.event.Event) -> None:
        """The mouse: hover aims, click places or fires, drag moves a hidden unit; a
        Secret Weapon's chip dragged onto a space plays it there in one gesture (a click
        on the chip, then one on the space, does too)."""
        if not self.rows_ready():
            return
        pos = getattr(event, "pos", None)
        if pos is None:
            return
        cell = paint.cell_under(pos)
        chip = pointing.under(pos, self.painter.chip_rects.items())
        page_to = pointing.under(pos, self.painter.more_rects.items())
        if page_to is not None and pointing.pressed(event) and not self.placing_now():
            self.controls.col = page_to  # a "N more" sign turns the page to its next chip
            self.controls.touched = True
            return
        if self.placing_now():
            place = self.placement
            if cell is not None:
                place.cursor = cell
            if pointing.pressed(event):
                if chip is not None:
                    self._place_chip(chip)
                elif cell is not None and not place.lift():
                    self._placement_input(Intent.CONFIRM)
            elif pointing.released(event) and cell is not None:
                place.drop()  # the end of a drag; a refusal leaves the unit in hand
            return
        seat = self._acting_human()
        version = len(self.match.actions)
        dropped = self.weapon_held and pointing.released(event)  # the end of a drag
        if pointing.released(event):
            self.weapon_held = False
        if self.controls.aim and cell is not None:
            self.controls.cursor = (self.focus_board(), *cell)
            self.controls.touched = True  # late advice leaves a cursor the pointer moved
            if pointing.pressed(event) or dropped:
                self._result(self.controls.intent(self.state, seat, version, Intent.CONFIRM))
        elif chip is not None and pointing.pressed(event):
            self.controls.col = chip
            self._result(self.controls.intent(self.state, seat, version, Intent.CONFIRM))
            self.weapon_held = (self.controls.aim or "").startswith("weapon:")

    weapon_held = False  # a "Play ..." chip pressed: let go over a space, it plays there

    def callout_on(self) -> bool:
        """An AI's remark shows for a while after its move, but not into a human's own
        decision, where the prompt says what to do (the history keeps the remark)."""
        return self.callout_time > 0 and not self.rows_ready()

    def choice_rects(self) -> list[pygame.Rect]:
        """The chips as last painted: toasts and guides keep off them."""
        return list(self.painter.chip_rects.values())

    def kept_clear(self) -> list[pygame.Rect]:
        """Also the prompt line, an AI's call-out and a banner while they show: a toast or a
        guide never hides whose turn it is or what just happened ("Incoming!")."""
        from scenes.henhouse import layout as L

        out = [*super().kept_clear(), pygame.Rect(L.BAND.x, L.PROMPT_Y - 12, L.BAND.w, 24)]
        if self.callout_on():
            out.append(pygame.Rect(L.HAND.x, L.HAND.y - 24, L.HAND.w, 22))
        banner = self.table.banner_rect()
        return out + ([banner] if banner is not None else [])

    def tutorial_anchor(self, name: str) -> pygame.Rect | None:
        """Where the first-time guide may point (scenes/tutorial.py); None: not on show."""
        from scenes.henhouse import layout as L

        if name == "chips":  # the choice chips as last painted
            rects = list(self.painter.chip_rects.values())
            return rects[0].unionall(rects[1:]) if rects else None
        if name in self.folded:
            return None  # not drawn now
        places = {
            "board": L.FOCUS_CAPTIONED,  # the outline goes round the caption, not through it
            "market": L.MARKET,
            "players": L.PLAYERS,
            "farms": L.THUMBS,
            "army": L.HAND,  # the units to hide, then the Secret Weapons and the card in focus
            "band": L.BAND,  # the prompt and the choices
            "title": pygame.Rect(0, 0, L.W, 56),
        }
        return places.get(name)

    def hints(self) -> list:
        hints = [(Intent.BACK, "Back to menu")] if self.replay_ended() else []
        if self.rows_ready():
            hints.append(((Intent.UP, Intent.DOWN, Intent.LEFT, Intent.RIGHT), "Move"))
            place = self.placement if self.placing_now() else None
            ready = place is not None and place.complete and self.place_chip < 0
            hints.append((Intent.CONFIRM, "Deploy!" if ready else "Choose"))  # as on the board
            if self.placing_now():
                hints += [(Intent.BACK, "Pick up"), (Intent.NEXT, "Next unit")]
            elif self.controls.aim:
                hints += [(Intent.BACK, "Turn / cancel"), (Intent.NEXT, "Next farm")]
        hints += self.undo_hint()
        hints += [(Intent.FAST, "Fast"), (Intent.INFO, "Rules"), (Intent.MENU, "Menu")]
        hints += [(Intent.HISTORY, "History")]
        return hints

    def ticker_rect(self):
        return L.TICKER

    def ticker_on(self) -> bool:
        """The ticker shares the band under the boards with the banners: it waits while
        one pops."""
        return super().ticker_on() and not self.table.popping()

    def draw(self, surface, alpha: float) -> None:
        if self.idle():
            self._sync()  # the show may have ended during this frame's update
        self.painter.draw(surface, alpha)
        self.draw_ticker(surface)
