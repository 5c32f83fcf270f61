"""Who decides for each seat: a human on a device, an AI, or a replayed log.

AI thinking runs in a worker thread while a fixed "thinking" pause plays out, so a
slow decision never stalls a frame. The pause is counted in simulation time and the
result is awaited at its end, so a seeded headless game acts on the same step at
any frame rate.
"""

from __future__ import annotations

import sys
from concurrent.futures import Future, ThreadPoolExecutor
from dataclasses import replace

from game import registry
from game.core import Action
from game.match import Match, SeatSpec

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
    def __init__(self, match: Match, replay: list[Action] | None = None, patient: bool = False):
        """``patient``: past its thinking time, wait for an AI still deciding. Only a run
        on simulated time wants that (its output must not depend on the machine's speed);
        a window never holds a frame for an AI."""
        self.match = match
        self.patient = patient
        self.devices = {i: s.device for i, s in enumerate(match.seats) if not s.is_ai}
        info = registry.info(match.game)
        self.ais = {
            i: info.make_ai(i, s.level, match.seed)
            for i, s in enumerate(match.seats)
            if s.is_ai and info.make_ai is not None
        }
        self.replay = list(replay) if replay is not None else None
        self.pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix="ai") if self.ais else None
        if self.ais:
            # A thinking AI shares the GIL with the frame loop. Python hands it over every
            # 5 ms by default, long enough to make a frame late; 1 ms keeps frames on time
            # (tools/bench_zombie_frame.py: wall p99 8.5 ms -> 3.0 ms on our machines).
            sys.setswitchinterval(AI_SWITCH_INTERVAL)
        self.pending: Future | None = None
        self.timer = 0.0

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
            self.timer += dt
            if self.timer < REPLAY_PAUSE or not self.replay:
                return None
            self.timer = 0.0
            return self.replay.pop(0)
        ai = self.ais.get(seat)
        if ai is None:
            return None
        if self.pending is None:
            view = self.match.state.view(seat)
            self.pending = self.pool.submit(ai.decide, view)
            self.timer = 0.0
        self.timer += dt
        if self.timer < THINK or not (self.patient or self.pending.done()):
            return None  # a long think never holds a frame: it is asked again next frame
        action, self.pending = self.pending.result(), None
        return action

    def forget(self) -> None:
        """Drop a decision in progress: the position it was made for is gone (undo)."""
        self.pending = None
        self.timer = 0.0

    def close(self) -> None:
        if self.pool is not None:
            self.pool.shutdown(wait=True, cancel_futures=True)
