"""Phones: the time from a tap on a phone to the action on the TV, and what the companion
server costs the game loop each frame.

A Zombie Chickens co-op game for two phone seats runs headless at a window's pace (60
frames a second, real time), with its server on 127.0.0.1. Two WebSocket clients stand
in for the phones: each waits until the table is still (as a player reads the screen),
then taps a legal move. ``tap to TV`` runs from the moment the move is sent to the
moment the scene applies it (the rules' ``apply``, whose events the TV then plays).
``per frame`` is the game thread's time in the hub's queue read and the match's phone
step (refusals, sending changed views), the server's whole cost on the loop.

Usage: python tools/bench_phones.py [--taps 60] [--seed 1]
Prints the figures, then one JSON line with every figure.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import random
import statistics
import sys
import threading
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import _headless  # noqa: E402, F401  (before pygame)
import aiohttp  # noqa: E402

from game.match import Match  # noqa: E402
from scenes.headless import make_headless_app  # noqa: E402
from scenes.menus import start_match  # noqa: E402
from scenes.phone_seats import PhoneHub  # noqa: E402
from scenes.seats import parse_seats  # noqa: E402

FPS = 60.0


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))]


class Clock:
    """Shared between the game thread and the phones' thread: when moves go and land."""

    def __init__(self):
        self.sent: dict[int, float] = {}
        self.latencies: list[float] = []
        self.still = threading.Event()


async def phone(url: str, seat: int, clock: Clock, taps: int, stop: threading.Event) -> None:
    origin = url.split("/s/")[0]
    rng = random.Random(seat)
    async with (
        aiohttp.ClientSession() as session,
        session.ws_connect(url + "ws", headers={"Origin": origin}) as socket,
    ):
        state = None
        while not stop.is_set():
            try:
                message = await asyncio.wait_for(socket.receive(), 0.05)
                data = json.loads(message.data)
                if data["type"] == "state":
                    state = data
            except TimeoutError:
                pass
            if state and state["your_turn"] and clock.still.is_set() and seat not in clock.sent:
                choice = rng.choice(state["actions"])["action"]
                clock.sent[seat] = time.perf_counter()
                await socket.send_str(json.dumps({"type": "act", "action": choice}))
                state = None
            if state and state["over"] or len(clock.latencies) >= taps:
                stop.set()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--taps", type=int, default=60)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()

    app = make_headless_app(FPS)
    app.phones = hub = PhoneHub("127.0.0.1", 0)
    hub.start()
    match = Match("zombie", args.seed, parse_seats("phone,phone"), {"mode": "coop"})
    start_match(app, match, autosave=False)
    scene = app.top
    clock = Clock()
    perform = scene.perform

    def timed_perform(action) -> bool:
        seat = scene.state.current_seat()
        done = perform(action)
        if done and seat in clock.sent:
            clock.latencies.append(time.perf_counter() - clock.sent.pop(seat))
        return done

    scene.perform = timed_perform
    stop = threading.Event()

    def phones() -> None:
        async def both():
            links = sorted(scene.phones.links.items())
            await asyncio.gather(*(phone(u, s, clock, args.taps, stop) for s, u in links))

        asyncio.run(both())

    thread = threading.Thread(target=phones)
    thread.start()
    costs: list[float] = []
    drain, tick = hub.drain, scene.phones.tick

    def timed(fn):
        def run():
            start = time.perf_counter()
            fn()
            costs[-1] += time.perf_counter() - start

        return run

    hub.drain, scene.phones.tick = timed(drain), timed(tick)
    next_frame = time.perf_counter()
    while not stop.is_set() and not scene.finished:
        costs.append(0.0)
        app.clock.tick()
        app.frame()
        if scene.idle() and app.top is scene:
            clock.still.set()
        else:
            clock.still.clear()
        next_frame += 1 / FPS
        time.sleep(max(0.0, next_frame - time.perf_counter()))
    stop.set()
    thread.join()
    app.quit()
    ms = [x * 1000 for x in clock.latencies]
    us = [x * 1e6 for x in costs]
    figures = {
        "taps": len(ms),
        "tap_to_tv_median_ms": round(statistics.median(ms), 2),
        "tap_to_tv_p95_ms": round(percentile(ms, 0.95), 2),
        "frames": len(us),
        "per_frame_mean_us": round(statistics.fmean(us), 1),
        "per_frame_p99_us": round(percentile(us, 0.99), 1),
    }
    print(f"tap to TV over {len(ms)} taps on 127.0.0.1: median {figures['tap_to_tv_median_ms']} ms,"
          f" p95 {figures['tap_to_tv_p95_ms']} ms")  # fmt: skip
    print(f"server cost on the game loop over {len(us)} frames: mean "
          f"{figures['per_frame_mean_us']} us, p99 {figures['per_frame_p99_us']} us")  # fmt: skip
    print(json.dumps(figures))


if __name__ == "__main__":
    main()
