"""Record the pictures each game draws during play, for a match to draw before it starts.

For every game, seeded matches of AI seats are played headless, as the window plays them
(turbo, the results screen shown a moment at the end), at the fewest, a middling and the
most seats, and once more for each value of each of the game's options; every picture
(``ecs.sized_cache``) first drawn after a match's opening frames is noted, and the notes
are written to ``assets/data/warm-<game>.json`` (see ``ecs.warm_list``). Run it again
after changing what or at what size a game draws; the tests say when a list has entries
that no longer draw.

Usage: python tools/record_warm.py [--game island ...] [--seeds 2]
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

import _headless  # noqa: F401  (before pygame: no screen, no sound card)

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from ecs import sized_cache, warm_list  # noqa: E402
from game import registry  # noqa: E402
from game.match import Match  # noqa: E402
from scenes.headless import make_headless_app, run_frames  # noqa: E402
from scenes.menus import start_match  # noqa: E402
from scenes.results import ResultsScene  # noqa: E402
from scenes.seats import parse_seats  # noqa: E402

LEVELS = ("hard", "normal", "easy")
OPENING_FRAMES = 2  # what the first frames draw is drawn before play is seen
RESULTS_FRAMES = 90  # a player looks at the results for a moment


def configurations(game: str) -> list[tuple[int, dict]]:
    """(players, options) to play: the seat counts at either end and between, with the
    default options, then each option's other values where their row shows."""
    info = registry.info(game)
    low, high = info.min_players, info.max_players
    counts = sorted({low, (low + high) // 2, high})
    configs = [(players, {}) for players in counts]
    for option in info.options:
        for value in option.values[1:]:
            for players in reversed(counts):
                chosen = {option.key: value}
                if option.shown(chosen, players) or option.shown({}, players):
                    configs.append((players, chosen))
                    break
    playable = []
    for players, options in configs:
        try:
            playable.append((players, info.settle(players, dict(options))))
        except ValueError:
            continue  # these seats cannot play that option
    return playable


def play(game: str, seed: int, players: int, options: dict, into: list) -> float:
    """One match to its results, noting what it drew after its opening; its seconds."""
    start = time.perf_counter()
    seats = ",".join(f"ai:{LEVELS[n % len(LEVELS)]}" for n in range(players))
    sized_cache.POOL.clear()  # as a fresh process: no other match's pictures at hand
    app = make_headless_app(60.0)
    match = Match(game, seed, parse_seats(seats), options)
    start_match(app, match, autosave=False, turbo=True)
    for _ in range(OPENING_FRAMES):
        app.clock.tick()
        app.frame()
    with warm_list.recording() as drawn:
        run_frames(app, lambda: isinstance(app.top, ResultsScene))
        for _ in range(RESULTS_FRAMES):
            app.clock.tick()
            app.frame()
    app.quit()
    known = {warm_list.key_of(entry) for entry in into}
    into += [entry for entry in drawn if warm_list.key_of(entry) not in known]
    return time.perf_counter() - start


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", nargs="*", choices=list(registry.GAMES), default=None)
    parser.add_argument("--seeds", type=int, default=2, help="matches per configuration")
    args = parser.parse_args(argv)
    for game in args.game or list(registry.GAMES):
        entries: list = []
        for players, options in configurations(game):
            for seed in range(1, args.seeds + 1):
                seconds = play(game, seed, players, options, entries)
                print(
                    f"{game}: {players} seats {options or 'default'} seed {seed}: "
                    f"{len(entries)} pictures so far ({seconds:.0f} s)",
                    flush=True,
                )
        warm_list.save(warm_list.path(game), entries)
        print(f"{game}: {len(entries)} pictures written to {warm_list.path(game)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
