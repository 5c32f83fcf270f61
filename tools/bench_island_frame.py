"""Frame time of the War for Chicken Island scene during a big fight and a Catastrophe.

Four AI seats play by the rules alone (a seeded policy that builds and fights) until a
fight is declared with the most pieces on the island seen so far; the Scroll deck is
then stacked so the turn's Draw step turns up an Earthquake (every Lava and Neutral tile
flips, pieces are pushed off new Lava). The scene takes over from there: the fight show
(cards sliding in and flipping, totals counting up, the result), then the Earthquake,
then the next turns. Headless (SDL dummy driver) on the 1280x720 surface.

Each measured frame is one fixed step then one draw, timed apart, as ``App.frame`` runs
them; ``cpu`` is the main thread's CPU time, the steadier figure on a shared machine.

Usage: python tools/bench_island_frame.py [--frames 2400] [--seed 5]
Prints a table in milliseconds, then one JSON line with every figure.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import _headless  # noqa: E402, F401  (before pygame)
from _bench import print_frames, time_frames  # noqa: E402

from game.island.actions import Build, EndActions, Fight  # noqa: E402
from game.match import Match  # noqa: E402
from scenes.headless import make_headless_app  # noqa: E402
from scenes.island.scene import IslandScene  # noqa: E402
from scenes.seats import parse_seats  # noqa: E402

SEATS = "ai:hard,ai:normal,ai:easy,ai:hard"


def busy(rng: random.Random, legal: list) -> object:
    """Build first, fight often, end the turn now and then: a crowded, violent island."""
    for kind, odds in ((Build, 0.8), (Fight, 0.5)):
        picks = [a for a in legal if isinstance(a, kind)]
        if picks and rng.random() < odds:
            return rng.choice(picks)
    calm = [a for a in legal if not isinstance(a, EndActions)]
    return rng.choice(calm if calm and rng.random() < 0.7 else legal)


def big_fight(seed: int, limit: int = 3000) -> Match:
    """The actions up to and including the Fight declared on the most crowded island."""
    match = Match("island", seed, parse_seats(SEATS), {})
    rng = random.Random(seed)
    state = match.state
    best, best_at = -1, 0
    while not state.is_over() and len(match.actions) < limit:
        action = busy(rng, state.legal_actions(state.current_seat()))
        match.apply(action)
        if isinstance(action, Fight) and not state.is_over() and len(state.pieces) > best:
            best, best_at = len(state.pieces), len(match.actions)
    return Match("island", seed, match.seats, {}, match.actions[:best_at])


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--frames", type=int, default=2400)
    parser.add_argument("--seed", type=int, default=5)
    args = parser.parse_args(argv)
    match = big_fight(args.seed)
    state = match.state
    state.scroll_deck.append("earthquake")  # the turn's Draw step: an Earthquake
    for hand in state.hands:  # every seat has cards for the card round
        while len(hand) < 3 and state.scroll_deck[:-1]:
            hand.append(state.scroll_deck.pop(0))
    pieces = len(state.pieces)
    app = make_headless_app(60.0)
    scene = IslandScene(app, match, autosave=False)
    app.replace(scene)
    scene.drivers.patient = False  # as in a window: frames go on while an AI thinks
    warm = time.perf_counter()
    for _ in range(3):  # the first frames draw the tiles and miniatures once
        app.clock.tick()
        app.draw(0.5)
    warm_ms = (time.perf_counter() - warm) * 1000
    seen: list[str] = []
    scene.on_events = lambda events: seen.extend(e.type for e in events)
    times = time_frames(app, args.frames, warmup=30)
    figures = {
        "frames": args.frames,
        "pieces": pieces,
        "warm_up_ms": round(warm_ms, 1),
        "catastrophe_played": "wi_catastrophe" in seen,
        "fights_resolved": seen.count("wi_fight_resolved"),
        "events": len(seen),
    }
    print_frames(figures, times)
    scene.drivers.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
