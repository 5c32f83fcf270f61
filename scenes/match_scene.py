"""What every game scene shares: seats, the animation queue, saving, undo and the overlays.

A game scene subclasses :class:`MatchScene` and supplies a *table*: an object that
turns one rules event into animation (``play(event) -> seconds to wait``), advances
(``tick(dt) -> sound cue or None``), can jump to its end state (``finish()``) and
says whether something is still moving (``busy()``). The scene then only has to draw
and to turn a human's presses into actions.
"""

from __future__ import annotations

import random
import re
from collections import deque
from collections.abc import Callable
from pathlib import Path

import pygame

from ecs import sized_cache, warm_list
from ecs.input import DeviceEvent, Intent, IntentEvent
from ecs.palette import PLAYER_STYLES, PlayerStyle
from game import registry, saves
from game.core import Action, Event, IllegalAction
from game.history import Line, Names
from game.match import Match
from game.record import GameLog
from game.save_writer import SaveWriter
from scenes import pointing
from scenes.base import Scene
from scenes.seats import SeatDrivers, is_phone

TURBO = 4.0  # animation speed while fast-forward is on
SAVE_AFTER_FRAMES = 2  # a window's autosave waits out the action's frame and the next (_save_soon)
AHEAD = 8  # presses the acting human may make ahead of an animation, kept in order
# The player's animation speed setting; "instant" skips each animation as it starts,
# and the AI's pace (its thinking pause) follows, since it runs on the same clock.
PACE = {"normal": 1.0, "fast": 2.0, "instant": 8.0}


def human_seats(match: Match) -> list[int]:
    """Every human on the couch, at the screen or on a phone (all may see the TV)."""
    return [i for i, seat in enumerate(match.seats) if not seat.is_ai]


def screen_player(match: Match) -> int | None:
    """The one human, when they play at the screen: nobody is there to hide from. A lone
    phone player's secrets stay on the phone."""
    humans = human_seats(match)
    alone = len(humans) == 1 and not is_phone(match.seats[humans[0]].device)
    return humans[0] if alone else None


TOP_LINE = pygame.Rect(0, 0, 1280, 42)  # a table's header: the stage and whose turn


class MatchScene(Scene):
    """Plays one match: applies actions from seats, animates the events they cause."""

    rules_id = ""  # the rules overlay to open on Info

    def __init__(
        self,
        app,
        match: Match,
        *,
        replay: list[Action] | None = None,
        autosave: bool = True,
        on_events: Callable[[list[Event]], None] | None = None,
        turbo: bool = False,
        slot: Path | None = None,
        log: GameLog | None = None,
    ):
        """``slot``: the file a resumed (or restarted) game keeps; a new game gets its own.
        ``log``: where the game's record goes (``--log``), from its header on."""
        super().__init__(app)
        self.match = match
        self.autosave = autosave and replay is None
        self.slot = slot
        self.on_events = on_events
        self.log = log
        self.rng = random.Random(f"cosmetic:{match.seed}")
        sized_cache.new_match()  # before the warm-up, which marks this match's pictures
        self._build_table()
        self._warm_up()
        self.drivers = SeatDrivers(match, replay, patient=app.headless)
        self.saver = SaveWriter(background=not app.headless)  # a window saves off the frame
        self.phones = self._phone_seats()
        self.queue: deque[Event] = deque()
        self.ahead: deque[tuple[int, IntentEvent]] = deque(maxlen=AHEAD)
        self.refusal = ""  # why the last refused action was refused
        self.quiet_refusals = False  # a phone's refusal goes to the phone, not the TV
        self.record: list[Event] = match.history() if match.actions else []  # every event
        self._told: tuple | None = None  # (record, viewer, events) the lines were told for
        self._lines: list[Line] = []
        if not match.actions:
            opening = match.opening_events()
            self.record += opening
            if log is not None:
                log.start(match, opening)
            self._emit(opening)
            if self.phones is not None:
                self.phones.heard(opening)
        self.wait = 0.0
        self.speed = TURBO if turbo else 1.0
        self.finished = False
        self.replay_path = None  # where a finished game is kept for --replay
        self.save_failed = False
        self.save_due = False  # an autosave waits for a later frame (``_save_soon``)

    def _phone_seats(self):
        """The match's phone seats, when it has any and phones are on."""
        hub = self.app.phones
        if hub is None or not any(self.drivers.is_phone(s) for s in self.drivers.devices):
            return None
        from scenes.phone_seats import PhoneSeats

        return PhoneSeats(self, hub)

    def _warm_up(self) -> None:
        """Before the first frame, draw every picture the table will need (what it knows
        of, then what matches of its game were seen to draw: ``ecs.warm_list``) and load
        the game's music and sounds (kept process-wide), so no frame of play pays for a
        first-time drawing or load."""
        self.table.warm_all()
        if self.app.draws_ahead:
            warm_list.draw(warm_list.for_game(self.match.game))
        self.app.audio.preload(self.music)
        self.app.audio.preload_effects()

    # -- who may see what -------------------------------------------------------------------

    @property
    def private(self) -> bool:
        """Two or more humans share the screen (and this is no replay): each one's secrets
        wait behind the hand-off screen. Games with nothing secret never ask."""
        return len(human_seats(self.match)) >= 2 and self.drivers.replay is None

    def _acting_human(self) -> int | None:
        """The seat to act now, if a human plays it."""
        seat = self.state.current_seat()
        return seat if seat is not None and self.drivers.is_human(seat) else None

    # -- what a game scene supplies ---------------------------------------------------------

    def _build_table(self) -> None:
        """Create ``self.world`` and ``self.table`` showing the rules state as it stands."""
        raise NotImplementedError

    def announce(self, seat: int, action: Action) -> None:
        """Say what a seat just did (the table shows it as a call-out)."""

    def turn_input(self, seat: int, event: IntentEvent) -> None:
        """A press by the human whose decision it is, while the table is idle."""

    # -- flow -----------------------------------------------------------------------------

    @property
    def state(self):
        return self.match.state

    def _emit(self, events: list[Event]) -> None:
        self.queue.extend(events)
        if self.on_events:
            self.on_events(events)

    def idle(self) -> bool:
        """No animation left to play: the table shows the rules state."""
        return not self.queue and self.wait <= 0 and not self.table.busy()

    def perform(self, action: Action) -> bool:
        """Apply an action for the seat to act; a refusal is shown and changes nothing."""
        try:
            events = self.match.apply(action)
        except IllegalAction as exc:
            self.refusal = exc.reason
            if not self.quiet_refusals:
                self.app.toast(f"Not allowed: {exc.reason}")
                self.app.audio.play("back")
            return False
        self.announce(self.match.movers[-1], action)
        self.record += events
        if self.log is not None:
            self.log.action(self.match.movers[-1], action, events)
        self._emit(events)
        if self.phones is not None:
            self.phones.heard(events)
        self._save_soon()
        return True

    def _save_soon(self) -> None:
        """In a window, an unfinished game's autosave waits two frames: the action's own
        frame applies it and starts its show, and the save's digest and text (up to a
        millisecond on Island) put it over budget. Actions meanwhile share the one save;
        a game that ends saves at once, and so does a scene that closes or leaves."""
        if self.saver.thread is None or self.state.is_over():
            self._save()
        elif not self.save_due:
            self.save_due = True
            self.app.soon(self._save_if_due, SAVE_AFTER_FRAMES)

    def _save_if_due(self) -> None:
        if self.save_due:
            self._save()

    def _save(self) -> None:
        """Keep an unfinished game for Resume; a finished one moves to the replays, once."""
        self.save_due = False
        if not self.autosave:
            return
        try:
            if not self.state.is_over():
                self.slot = self.slot or saves.new_slot(self.match.game)
                problem = self.saver.save(self.slot, self.match)
                if problem is not None:
                    raise problem
            elif self.replay_path is None:
                self.saver.flush()  # no late write may bring the finished game back
                if self.slot is not None:
                    saves.delete(self.slot)
                self.replay_path = saves.archive(self.match)
                from game import stats  # live games only: replays never autosave

                problem = stats.record_safely(self.match)  # counts a game once, never raises
                if problem:
                    self.app.toast(problem)
        except OSError as exc:
            if not self.save_failed:  # say it once; play goes on, and saving is retried
                self.app.toast(f"Cannot save to {saves.home()}: {exc.strerror or exc}")
            self.save_failed = True
        else:
            self.save_failed = False

    def _cue(self, cue: str | None) -> None:
        if cue:
            self.app.audio.play(cue)

    @property
    def music(self) -> str:
        return self.match.game

    def settings_changed(self, old, new) -> None:
        """New colours or text sizes: redraw the table from the rules state."""
        if (old.palette, old.text_size) != (new.palette, new.text_size):
            self.skip()
            self.world.delete()
            self._build_table()
            self.table.warm_all()  # new colours or sizes: drawn now, in the menu's moment

    def update(self, dt: float) -> None:
        if self.drivers.replay is not None and self.idle() and self.viewer != self.replay_viewer():
            self.follow_replay()  # the turn has passed: the next seat's secrets, if any
        if self.phones is not None:
            self.phones.tick()
            missing = self.phones.missing()
            if missing:
                from scenes.phone_lost import PhoneLostScene

                self.app.push(PhoneLostScene(self.app, self.phones, missing))
                return
        animation = self.app.settings.animation
        if animation == "instant" and (self.queue or self.table.busy()):
            self.skip()
        dt *= self.speed * PACE[animation]
        self.world.update(dt)
        self._cue(self.table.tick(dt))
        if self.wait > 0:
            self.wait -= dt
            return
        if self.queue:
            self.wait = self.table.play(self.queue.popleft())
            self._cue(self.table.tick(0.0))
            return
        if not self.idle():
            return
        if self.state.is_over():
            self._finish()
            return
        self.table.warm_step()
        seat = self.state.current_seat()
        if self._press_ahead(seat):
            return
        if self.drivers.is_human(seat):
            from scenes.tutorial import offer_tutorial  # a first-time guide, once per match

            offer_tutorial(self, seat)
        if self.phones is not None and seat in self.phones.seats:
            if self.phones.has_move(seat):
                self.phones.play(seat)
            else:
                self.app.phones.waiting = True  # a headless run may rest until the phone acts
            return
        action = self.drivers.poll(seat, dt)
        if action is not None:
            self.perform(action)

    def _press_ahead(self, seat: int | None) -> bool:
        """Play one press kept from an animation, once the table is idle; presses for a
        seat that is no longer to act are dropped. True when a press was played."""
        while self.ahead:
            pressed_by, event = self.ahead.popleft()
            if pressed_by == seat:
                self.turn_input(seat, event)
                return True
        return False

    def _finish(self) -> None:
        if self.finished:
            return
        self.finished = True
        if self.drivers.replay is not None:
            return  # a replay stays on its last action: the viewer may go back from there
        from scenes.results import ResultsScene

        self.app.push(ResultsScene(self.app, self.match, self.replay_path))

    def skip(self) -> None:
        """Fast-forward: finish what is playing and everything queued."""
        while self.queue or self.table.busy():
            self.table.finish()
            if self.queue:
                self.table.play(self.queue.popleft())
                self.table.tick(0.0)
        self.table.finish()
        self.wait = 0.0

    # -- input ------------------------------------------------------------------------------

    def replay_ended(self) -> bool:
        """A replayed save that stops before the game's end (an unfinished game)."""
        return self.drivers.replay == [] and self.idle() and not self.state.is_over()

    def intent(self, event: IntentEvent) -> None:
        if self.replay_ended() and event.intent in (Intent.CONFIRM, Intent.BACK):
            from scenes.menus import TitleScene

            self.app.replace(TitleScene(self.app))
            return
        if event.intent == Intent.HISTORY:
            from scenes.history import HistoryScene

            self.app.push(HistoryScene(self.app, self))
            return
        if event.intent == Intent.MENU:
            from scenes.pause import PauseScene

            self.app.push(PauseScene(self.app, self))
            return
        if event.intent == Intent.INFO:
            from scenes.rules_overlay import RulesScene

            self.app.push(RulesScene(self.app, self.rules_id))
            return
        if event.intent == Intent.FAST:
            self.skip()
            self.speed = 1.0 if self.speed > 1 else TURBO
            return
        if event.intent == Intent.PREV:
            self._undo(event.device)
            return
        seat = self.state.current_seat()
        if seat is None or not self.drivers.accepts(seat, event.device):
            self.other_input(event)
            return
        if not self.idle() and event.intent == Intent.CONFIRM:
            self.skip()  # an impatient player sees the outcome now; the next press acts
        elif not self.idle() or self.ahead:
            self.ahead.append((seat, event))  # pressed ahead: played, in order, when idle
        else:
            self.turn_input(seat, event)

    def click_skips(self, event: pygame.event.Event) -> bool:
        """A click while the table still plays out a human's turn shows the outcome now, as
        confirm does there (the next click acts); True when it did. Never on an AI's turn."""
        seat = self.state.current_seat()
        if not pointing.pressed(event) or self.idle() or seat is None:
            return False
        if not self.drivers.is_human(seat):
            return False
        self.skip()
        return True

    def other_input(self, event: IntentEvent) -> None:
        """A press from a device that may not act now (a scene may use it to browse)."""

    def _undo(self, device: str) -> None:
        """Take back the last action of the seat to act, if this device plays it: a seat
        waiting (or an AI deciding) while another acts has nothing it may take back."""
        seat = self.undo_seat()
        if seat is None or not self.drivers.accepts(seat, device):
            self.app.toast("Nothing to undo: draws, rolls and passed turns are final")
            return
        self.undo_for(seat)

    def undo_for(self, seat: int) -> None:
        """Take back ``seat``'s last action (it may: ``Match.undoable``), at the TV or
        from its phone, and give it back the choice it made."""
        self.skip()
        undone = self.match.undo(seat)
        if self.log is not None:
            self.log.undo(seat)
        self.drivers.forget()
        self.ahead.clear()
        self.record = self.match.history()
        self.world.delete()
        self._build_table()
        self.undone(undone)
        self._save()
        self.app.toast("Undone")

    def undo_seat(self) -> int | None:
        """The human to act now, when they have something of their own to take back."""
        seat = self._acting_human()
        return seat if seat is not None and self.match.undoable(seat) else None

    def undone(self, action: Action) -> None:
        """Give the undoing player back the choice ``action`` made (a scene's editors)."""

    # -- the history -------------------------------------------------------------------------

    def history_viewer(self) -> tuple[int | None, bool]:
        """Whose secrets the history may tell, as (seat or None for none, everything):
        the same as the screen's. Two humans on one screen: only the one who lifted the
        hand-off; one human: theirs; nobody to hide from (only AIs): everything."""
        humans = human_seats(self.match)
        if self.private:
            return self.viewer, False
        if not humans:
            return None, True
        if len(humans) == 1:
            return humans[0], False
        return None, False  # a replay of a game between humans: only what was public

    def history_lines(self) -> list[Line]:
        """Every event so far in words, as the screen's viewer may read them.

        Each event's line depends on that event alone, so while the record only grows
        for the same viewer, only the new events are told: telling the whole record
        again took milliseconds a frame late in a game."""
        viewer = self.history_viewer()
        record, told_viewer, told = self._told or (None, None, 0)
        if record is self.record and told_viewer == viewer and told <= len(record):
            new = record[told:]
            if not new:
                return self._lines
            self._lines = self._lines + self._tell(new, viewer)
        else:
            self._lines = self._tell(self.record, viewer)
        self._told = (self.record, viewer, len(self.record))
        return self._lines

    def _tell(self, events: list[Event], viewer: tuple) -> list[Line]:
        narrator = registry.info(self.match.game).narrator
        names = Names([s.name for s in self.match.seats], getattr(self.state, "shared", False))
        return narrator.lines(events, names, *viewer) if narrator else []

    def styles(self) -> list[PlayerStyle]:
        """Each seat's colour and shape, for the history's lines."""
        return [PLAYER_STYLES[seat.style] for seat in self.match.seats]

    def ticker_on(self) -> bool:
        """The last lines show while another seat plays: an AI's turn (and its last
        action playing out), or any action playing out when several humans share."""
        if self.state.is_over():
            return False
        seat = self.state.current_seat()
        if seat is not None and not self.drivers.is_human(seat):
            return True
        if self.idle():
            return False
        mover = self.match.movers[-1] if self.match.movers else None
        several = len(human_seats(self.match)) >= 2
        return several or (mover is not None and not self.drivers.is_human(mover))

    def ticker_rect(self):
        """Where the scene has room for the last lines now (None: nowhere)."""
        return None

    def shown_ticker(self):
        """The ticker's rect while it is on, else None."""
        return self.ticker_rect() if self.ticker_on() and self.history_lines() else None

    def draw_ticker(self, surface) -> None:
        """The newest lines, small, in the scene's quiet corner, while another seat plays."""
        rect = self.shown_ticker()
        if rect is not None:
            from scenes.history import draw_ticker

            draw_ticker(surface, rect, self.history_lines(), self.styles())

    top_line: pygame.Rect | None = None  # the header saying whose turn it is: TOP_LINE, if one

    def kept_clear(self) -> list:
        """Toasts and guides keep off the choices, off the ticker while it shows and off
        the header (a guide's ring round the board once ran through "Hide your army")."""
        rect = self.shown_ticker()
        shown = [r for r in (rect, self.top_line) if r is not None]
        return self.choice_rects() + shown

    # -- secrets on one screen -------------------------------------------------------------

    viewer: int | None = None  # the human whose secrets the screen may show
    fold_source = None  # a guide's say in what the table leaves out for now (scenes/tutorial.py)

    @property
    def folded(self) -> frozenset:
        """The anchors a guide step asks the table to leave out now, to give its panel room."""
        return self.fold_source() if self.fold_source is not None else frozenset()

    secret_words = "Your hand is private."

    def viewer_changed(self) -> None:
        """Redraw what depends on whose secrets are on show."""

    def hand_off(self, seat: int) -> None:
        """Cover the table until ``seat``'s own device says that player is looking."""
        from scenes.handoff import HandoffScene

        self.viewer = None
        self.viewer_changed()
        spec = self.match.seats[seat]

        def ready() -> None:
            self.viewer = seat
            self.viewer_changed()

        self.app.push(
            HandoffScene(
                self.app,
                spec.name,
                spec.style,
                self.drivers.device_of(seat),
                lambda device: self.drivers.accepts(seat, device),
                ready,
                why=self.secret_words,
            )
        )

    def ai_says(self, seat: int) -> str:
        """What an AI seat gave as its reason, with "seat N" put as the player's name."""
        reason = self.drivers.reason(seat)
        names = [s.name for s in self.match.seats]

        def name(match: re.Match) -> str:
            index = int(match.group(1)) - 1
            return names[index] if 0 <= index < len(names) else match.group(0)

        return re.sub(r"seat (\d+)", name, reason)

    # -- replays ---------------------------------------------------------------------------

    reveal_all = False  # a replay that may show every seat's secrets (timeline.shows_secrets)

    def replay_viewer(self) -> int | None:
        """Whose secrets a replay shows now: the seat to act (at the end, the last to have
        acted), so each seat's are on show as it plays; None when they must stay hidden."""
        if self.drivers.replay is None or not self.reveal_all:
            return None
        seat = self.state.current_seat()
        if seat is None and self.match.movers:
            seat = self.match.movers[-1]
        return seat

    def follow_replay(self) -> None:
        """A replay's table shows the secrets :meth:`replay_viewer` names."""
        if self.drivers.replay is not None:
            self.viewer = self.replay_viewer()
            self.viewer_changed()

    def waiting_words(self, seat: int) -> str:
        """What the screen says while a seat that is not at this screen decides: an AI
        thinks; in a replay nobody does, the log holds the move."""
        name = self.match.seats[seat].name
        return f"{name} to play" if self.drivers.replay is not None else f"{name} is thinking..."

    def undo_hint(self) -> list:
        """Undo, on the bar of the seat to act (whose device the bar names), only for it."""
        seat = self.undo_seat()
        return [] if seat is None else [(Intent.PREV, f"Undo ({self.match.seats[seat].name})")]

    def enter(self) -> None:
        """A resumed game may name a controller that is not plugged in (any more)."""
        for device in dict.fromkeys(self.drivers.devices.values()):
            if is_phone(device):
                continue  # a phone is waited for by its own pause (scenes/phone_lost.py)
            if device and not self.app.router.is_connected(device):
                self._lost(device)

    def device(self, event: DeviceEvent) -> None:
        if event.kind == "lost" and self.drivers.uses_device(event.device):
            self._lost(event.device)

    def _lost(self, device: str) -> None:
        from scenes.device_lost import DeviceLostScene

        self.app.push(DeviceLostScene(self.app, self.drivers, device, self.match))

    def on_close(self) -> None:
        self._save()
        self.saver.flush()

    def leave(self) -> None:
        self._save_if_due()
        self.saver.close()
        self.drivers.close()
        self.world.delete()

    def hint_device(self) -> str | None:
        seat = self.state.current_seat()
        return self.drivers.device_of(seat) if seat is not None else None

    def device_name(self, seat: int) -> str:
        """Which device plays a human seat, so the couch knows whose turn it is to press."""
        device = self.drivers.device_of(seat)
        if is_phone(device):
            return "Phone"
        return self.app.router.label(device) if device else "Any device"
