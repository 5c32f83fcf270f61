"""Who decides for each seat: a human on a device, an AI, or a replayed log.

AI thinking runs while a fixed "thinking" pause plays out. In a window it runs in a
process of its own (``scenes.ai_worker``): a thread would share the interpreter with
the frame loop, and a long search would halve the frame rate. A run on simulated time
(headless, tests) thinks in a worker thread and awaits the result at the pause's end,
so a seeded game acts on the same step at any frame rate. Both ask the same AIs the
same questions in the same order, so both choose alike.
"""

from __future__ import annotations

import sys
from concurrent.futures import Future, ThreadPoolExecutor
from dataclasses import replace

from game import registry
from game.core import Action
from game.match import Match, SeatSpec
from scenes.ai_worker import AIWorker, WorkerLost

THINK = 0.7  # seconds an AI "thinks" before acting, so a watcher can follow
AI_SWITCH_INTERVAL = 0.001
REPLAY_PAUSE = 0.6

AI_NAMES = (
    "Clucky",
    "Henrietta",
    "Nugget",
    "Pecky",
    "Drumstick",
    "Eggbert",
    "Feathers",
    "Omelette",
)
LEVELS = ("easy", "normal", "hard")
PHONE = "phone-"  # seat N played on a phone has the device "phone-N"


def phone_device(seat: int) -> str:
    return f"{PHONE}{seat}"


def is_phone(device: str | None) -> bool:
    return device is not None and device.startswith(PHONE)


SEAT_FORMS = (
    "ai:easy, ai:normal, ai:hard, human, human:kb-left, human:kb-right, human:pad-N or phone"
)


def parse_seats(spec: str) -> list[SeatSpec]:
    """Seats from the command line: ``ai:hard,human:kb-left,human``. ValueError names the
    first seat that is not one of :data:`SEAT_FORMS` (an empty one included)."""
    parts = [p.strip() for p in spec.split(",")]
    if parts == [""]:
        raise ValueError(f"no seats given: list them, each one of {SEAT_FORMS}")
    seats = []
    for index, part in enumerate(parts):
        kind, _, arg = part.partition(":")
        if not part:
            raise ValueError(f"seat {index + 1} is empty: each seat is one of {SEAT_FORMS}")
        if kind == "ai":
            level = arg or "normal"
            if level not in LEVELS:
                raise ValueError(f"unknown AI level {level!r}: use ai:easy, ai:normal or ai:hard")
            seats.append(SeatSpec(AI_NAMES[index % len(AI_NAMES)], index % 8, "ai", level))
        elif kind == "human":
            if arg and not _is_device(arg):
                raise ValueError(f"unknown device {arg!r}: use kb-left, kb-right or pad-N")
            seats.append(SeatSpec(f"Player {index + 1}", index % 8, "human", "normal", arg or None))
        elif kind == "phone" and not arg:
            seats.append(
                SeatSpec(f"Player {index + 1}", index % 8, "human", "normal", phone_device(index))
            )
        else:
            raise ValueError(f"seat {part!r} is not one of {SEAT_FORMS}")
    return seats


def _is_device(name: str) -> bool:
    """A keyboard half, or a controller by SDL's instance number (it may be plugged in later)."""
    kind, _, number = name.partition("-")
    return name in ("kb-left", "kb-right") or (kind == "pad" and number.isdigit())


def option_words(text: str) -> list[tuple[str, str | None]]:
    """``--options a,b=c`` as (name, value word) pairs, None for a bare name; the game's
    registry entry reads the words (see ``GameInfo.read_options``). An empty text is no
    options; an empty entry or a nameless one is refused."""
    if not text.strip():
        return []
    words = []
    for part in text.split(","):
        key, has_value, value = (x.strip() for x in part.partition("="))
        if not key:
            raise ValueError(f"{part.strip()!r} names no option: write name or name=value")
        words.append((key, value if has_value else None))
    return words


class SeatDrivers:
    def __init__(
        self,
        match: Match,
        replay: list[Action] | None = None,
        patient: bool = False,
        process: bool | None = None,
    ):
        """``patient``: past its thinking time, wait for an AI still deciding. Only a run
        on simulated time wants that (its output must not depend on the machine's speed);
        a window never holds a frame for an AI. ``process``: the AIs think in a child
        process (by default, when not patient)."""
        self.match = match
        self.patient = patient
        self.devices = {i: s.device for i, s in enumerate(match.seats) if not s.is_ai}
        info = registry.info(match.game)
        ai_seats = [i for i, s in enumerate(match.seats) if s.is_ai and info.make_ai is not None]
        self.replay = list(replay) if replay is not None else None
        self.worker: AIWorker | None = None
        self.ais: dict[int, object] = {}
        self.pool: ThreadPoolExecutor | None = None
        in_process = patient if process is None else not process
        # A window's humans are advised by the child too (``advise``), so it is started
        # for them where the game advises, even with no AI seat to think for.
        advised = info.advise is not None and len(ai_seats) < len(match.seats)
        if self.replay is None and (ai_seats or (advised and not in_process)):
            if not in_process:
                self.worker = AIWorker(match)
            else:
                self._think_here()
        self.pending: Future | None = None
        self.timer = 0.0
        self.held = False  # a replay paused in the viewer

    def _think_here(self) -> None:
        """The AIs in this process, deciding in a worker thread."""
        info = registry.info(self.match.game)
        self.ais = {
            i: info.make_ai(i, s.level, self.match.seed)
            for i, s in enumerate(self.match.seats)
            if s.is_ai and info.make_ai is not None
        }
        self.pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix="ai")
        # A thinking AI shares the GIL with the frame loop. Python hands it over every
        # 5 ms by default, long enough to make a frame late; 1 ms keeps frames on time
        # (tools/bench_zombie_frame.py: wall p99 8.5 ms -> 3.0 ms on our machines).
        sys.setswitchinterval(AI_SWITCH_INTERVAL)

    # -- who is who -------------------------------------------------------------------------

    def is_human(self, seat: int) -> bool:
        """A human at the screen: a phone seat plays on its phone, never on the TV."""
        return self.replay is None and seat in self.devices and not is_phone(self.devices[seat])

    def is_phone(self, seat: int) -> bool:
        return self.replay is None and is_phone(self.devices.get(seat))

    def device_of(self, seat: int) -> str | None:
        return self.devices.get(seat)

    def accepts(self, seat: int, device: str) -> bool:
        """Whether a press on ``device`` may act for ``seat`` (None binds any device)."""
        if not self.is_human(seat):
            return False
        bound = self.devices[seat]
        return bound is None or bound == device

    def human_seats(self, device: str) -> list[int]:
        return [s for s in self.devices if self.accepts(s, device)]

    def uses_device(self, device: str) -> bool:
        return self.replay is None and device in self.devices.values()

    def rebind(self, old: str, new: str) -> None:
        """Move every seat on ``old`` to ``new``, in the saved match too."""
        for seat, bound in self.devices.items():
            if bound == old:
                self.devices[seat] = new
                self.match.seats[seat] = replace(self.match.seats[seat], device=new)

    # -- deciding ---------------------------------------------------------------------------

    def poll(self, seat: int, dt: float) -> Action | None:
        """The action for ``seat`` once it is ready, else None (humans act through input)."""
        if self.replay is not None:
            if self.held:
                return None  # the replay viewer is paused
            self.timer += dt
            if self.timer < REPLAY_PAUSE or not self.replay:
                return None
            self.timer = 0.0
            return self.replay.pop(0)
        if not self.is_ai(seat):
            return None
        if self.pending is None:
            self.pending = self._ask(seat)
            self.timer = 0.0
        self.timer += dt
        if self.timer < THINK or not (self.patient or self.pending.done()):
            return None  # a long think never holds a frame: it is asked again next frame
        try:
            action = self.pending.result()
        except WorkerLost:
            # the AI process died (killed from outside, out of memory): think here instead
            self.worker.close()
            self.worker = None
            self._think_here()
            self.pending = self._ask(seat)
            return None
        self.pending = None
        return action

    def is_ai(self, seat: int) -> bool:
        return self.replay is None and (seat in self.ais or self._worker_seat(seat))

    def _worker_seat(self, seat: int) -> bool:
        return self.worker is not None and self.match.seats[seat].is_ai

    def _ask(self, seat: int) -> Future:
        if self.worker is not None:
            return self.worker.decide(seat)
        return self.pool.submit(self.ais[seat].decide, self.match.state.view(seat))

    def advise(self, seat: int) -> Future | Action | None:
        """The game's advice for a human ``seat`` (``GameInfo.advise``): a Future of it from
        a window's AI process, so no frame waits on it; worked out here, at once, when the
        AIs think in this process (a headless run) or the process is gone."""
        advise = registry.info(self.match.game).advise
        if advise is None:
            return None
        if self.worker is not None and self.worker.alive():
            return self.worker.advise(seat)
        return advise(self.match.state, seat, self.match.seed)

    def reason(self, seat: int) -> str:
        """What an AI seat last gave as its reason ("" for none)."""
        if self.worker is not None:
            return self.worker.reason(seat)
        return getattr(self.ais.get(seat), "last_reason", "")

    def forget(self) -> None:
        """Drop a decision in progress: the position it was made for is gone (undo)."""
        self.pending = None
        self.timer = 0.0

    def close(self) -> None:
        """Stop thinking: the AI process ends at once; a thread finishes its decision."""
        if self.worker is not None:
            self.worker.close()
        if self.pool is not None:
            self.pool.shutdown(wait=True, cancel_futures=True)
