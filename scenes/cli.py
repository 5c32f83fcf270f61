"""The ``fowlplay`` command: parses arguments before pygame is imported.

SDL reads SDL_VIDEODRIVER and SDL_AUDIODRIVER when pygame is first imported, so
headless runs must set them here, before anything pulls pygame in.
"""

from __future__ import annotations

import argparse
import os
import sys


def parse_args(argv: list[str] | None = None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(
        prog="fowlplay", description="Fowl Play: four chicken board games on one couch."
    )
    parser.add_argument("--headless", action="store_true", help="play without a window")
    parser.add_argument(
        "--game", default="chicken", help="game id: chicken, zombie, henhouse or island"
    )
    parser.add_argument(
        "--mode", default=None, help="Zombie Chickens: competitive, coop or solo (1 seat)"
    )
    parser.add_argument(
        "--options",
        default=None,
        help="comma-separated game options: a flag (open_hands) or key=value (island=build)",
    )
    parser.add_argument(
        "--seats",
        default=None,
        help="comma-separated seats, ai:easy|ai:normal|ai:hard or (in a window) "
        "human[:kb-left|kb-right|pad-N]; in a window this skips the menus",
    )
    parser.add_argument("--seed", type=int, default=None, help="random seed")
    parser.add_argument("--fps", type=float, default=60.0, help="simulated frame rate (headless)")
    parser.add_argument("--log", default=None, help="write every rules event as JSON lines")
    parser.add_argument("--replay", default=None, metavar="FILE", help="play back a saved game")
    parser.add_argument("--fullscreen", action="store_true", help="start in fullscreen")
    parser.add_argument("--screenshot", default=None, metavar="PNG", help=argparse.SUPPRESS)
    parser.add_argument("--max-frames", type=int, default=None, help=argparse.SUPPRESS)
    return parser.parse_args(argv)


def main(argv: list[str] | None = None) -> int:
    args = parse_args(argv)
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    if args.headless:
        os.environ["SDL_VIDEODRIVER"] = "dummy"
        os.environ["SDL_AUDIODRIVER"] = "dummy"
        from scenes.headless import run_headless

        return run_headless(args)
    from scenes.app import run_windowed

    return run_windowed(args)


if __name__ == "__main__":
    sys.exit(main())
