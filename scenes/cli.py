"""The ``fowlplay`` command: reads and checks the whole command line before pygame is imported.

SDL reads SDL_VIDEODRIVER and SDL_AUDIODRIVER when pygame is first imported, so
headless runs must set them here, before anything pulls pygame in. Every bad argument
is refused here too, in one line on stderr and exit status 2, before a window opens or
a game starts: a window never opens on a command it cannot carry out.
"""

from __future__ import annotations

import argparse
import math
import os
import random
import socket
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import IO

from game import registry, saves
from game.match import Match
from scenes.seats import is_phone, option_words, parse_seats

DEFAULT_SEATS = "ai:hard,ai:normal"  # headless, when --seats is not given
FPS_RANGE = (1.0, 1000.0)
BAD_COMMAND_LINE = 2  # the exit status, as argparse's own


class BadCommandLine(Exception):
    """One argument that cannot be carried out; the message names it and what would do."""


class _Parser(argparse.ArgumentParser):
    def error(self, message: str):  # argparse's own complaints, in our one-line form
        raise BadCommandLine(f"{message} (see fowlplay --help)")


def _fps(word: str) -> float:
    low, high = FPS_RANGE
    try:
        fps = float(word)
    except ValueError:
        fps = math.nan
    if not low <= fps <= high:  # also refuses nan and inf
        raise argparse.ArgumentTypeError(f"{word!r}: give frames per second from 1 to 1000")
    return fps


def _frames(word: str) -> int:
    if not word.strip().isdigit() or int(word) < 1:
        raise argparse.ArgumentTypeError(f"{word!r}: give a whole number of frames, 1 or more")
    return int(word)


def _seed(word: str) -> int:
    try:
        return int(word)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{word!r}: a seed is a whole number") from None


def parse_args(argv: list[str] | None = None) -> argparse.Namespace:
    parser = _Parser(
        prog="fowlplay", description="Fowl Play: four chicken board games on one couch."
    )
    parser.add_argument("--headless", action="store_true", help="play without a window")
    parser.add_argument("--game", default=None, help=f"game id: {', '.join(registry.GAMES)}")
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
        help="comma-separated seats, ai:easy|ai:normal|ai:hard, phone (played on a phone: "
        "needs --phones) or (in a window) human[:kb-left|kb-right|pad-N]; in a window this "
        "skips the menus",
    )
    parser.add_argument(
        "--phones",
        default=None,
        metavar="HOST:PORT",
        help="turn phones on: serve their pages there (port 0 picks a free one); before play "
        'one JSON line per phone seat, {"seat": N, "url": ...}',
    )
    parser.add_argument("--seed", type=_seed, default=None, help="random seed")
    parser.add_argument(
        "--fps", type=_fps, default=None, help="simulated frame rate, 1 to 1000 (headless)"
    )
    parser.add_argument(
        "--log",
        default=None,
        help="write the game's complete record as JSON lines: a header, then each action "
        "before the events it caused",
    )
    parser.add_argument("--replay", default=None, metavar="FILE", help="play back a saved game")
    parser.add_argument("--fullscreen", action="store_true", help="start in fullscreen")
    parser.add_argument(
        "--screenshot",
        default=None,
        metavar="PNG",
        help="save frame 30 (or the --max-frames-th) as a PNG",
    )
    parser.add_argument(
        "--max-frames", type=_frames, default=None, metavar="N", help="stop after N frames"
    )
    return parser.parse_args(argv)


@dataclass
class Launch:
    """A command line checked through: what to open, with every value known good."""

    headless: bool
    match: Match | None = None  # a game to play from its start
    replay: Match | None = None  # a saved game to play back
    log: IO[str] | None = None  # opened before play, so a bad path cannot lose a game
    fps: float = 60.0
    max_frames: int | None = None
    screenshot: Path | None = None
    fullscreen: bool = False
    phones: tuple[str, int] | None = None  # where the phones' server listens

    @property
    def played(self) -> Match | None:
        return self.replay if self.replay is not None else self.match


def check(args: argparse.Namespace) -> Launch:
    """Every argument checked, or BadCommandLine for the first that cannot be carried out."""
    _check_combinations(args)
    launch = Launch(
        args.headless,
        fps=args.fps or 60.0,
        max_frames=args.max_frames,
        screenshot=_picture_path(args.screenshot),
        fullscreen=args.fullscreen,
        phones=_phones_address(args.phones),
    )
    if args.replay is not None:
        launch.replay = _read_replay(Path(args.replay))
    elif args.seats is not None or args.headless:
        launch.match = _new_match(args)
    _check_phone_seats(launch, args)
    if args.log is not None:  # last: opening it empties the file
        if args.replay is not None and Path(args.log).resolve() == Path(args.replay).resolve():
            raise BadCommandLine(f"--log {args.log}: that is the replay; give another file")
        try:
            launch.log = open(args.log, "w", encoding="utf-8")  # noqa: SIM115 (kept open for play)
        except OSError as exc:
            raise BadCommandLine(
                f"--log {args.log}: cannot write there ({exc.strerror}); give a file in a "
                "folder that exists and can be written"
            ) from None
    return launch


def _check_combinations(args: argparse.Namespace) -> None:
    if args.game is not None and args.game not in registry.GAMES:
        raise BadCommandLine(
            f"--game {args.game}: unknown game; choose {', '.join(registry.GAMES)}"
        )
    if args.replay is not None:
        given = [f"--{name}" for name in ("game", "mode", "options", "seats", "seed")]
        given = [flag for flag in given if getattr(args, flag[2:]) is not None]
        if given:
            raise BadCommandLine(
                f"--replay plays the file's own game, seats and seed: leave out {given[0]}"
            )
    if args.headless and args.fullscreen:
        raise BadCommandLine("--fullscreen needs a window: leave out --headless or --fullscreen")
    if not args.headless:
        if args.fps is not None:
            raise BadCommandLine("--fps is for --headless runs; a window plays in real time")
        if args.log is not None and args.seats is None and args.replay is None:
            raise BadCommandLine(
                "--log in a window records the game named on the command line: give --seats "
                "(for example --seats human,ai:hard) or --replay"
            )
        if args.seats is None and args.replay is None:
            for name in ("game", "mode", "options", "seed"):
                if getattr(args, name) is not None:
                    raise BadCommandLine(
                        f"--{name} {getattr(args, name)} needs --seats in a window (for "
                        "example --seats human,ai:hard); without --seats the menus choose"
                    )


def _new_match(args: argparse.Namespace) -> Match:
    info = registry.info(args.game or "chicken")  # a known id: see _check_combinations
    spec = args.seats if args.seats is not None else DEFAULT_SEATS
    try:
        seats = parse_seats(spec)
    except ValueError as exc:
        raise BadCommandLine(f"--seats {spec!r}: {exc}") from None
    if args.headless and any(not seat.is_ai and not is_phone(seat.device) for seat in seats):
        raise BadCommandLine(
            f"--seats {spec!r}: headless seats are ai:easy, ai:normal, ai:hard or phone; "
            "humans at the screen play in a window"
        )
    if not info.built:
        raise BadCommandLine(f"--game {info.id}: {info.title} is coming soon")
    if not info.min_players <= len(seats) <= info.max_players:
        raise BadCommandLine(
            f"--seats {spec!r}: {len(seats)} seat{'s' if len(seats) != 1 else ''}, "
            f"but {info.title} takes {info.min_players} to {info.max_players}"
        )
    options = _read_options(args, info, len(seats))
    seed = args.seed if args.seed is not None else random.randrange(1, 2**31)
    return Match(info.id, seed, seats, options)


def _phones_address(word: str | None) -> tuple[str, int] | None:
    """``--phones HOST:PORT`` as an address the server can have: tried now, so a taken
    port or an address not on this machine is refused before anything opens."""
    if word is None:
        return None
    host, colon, port = word.rpartition(":")
    host = host.strip("[]")
    if not colon or not host or not port.isdigit() or not 0 <= int(port) <= 65535:
        raise BadCommandLine(
            f"--phones {word}: give HOST:PORT, for example --phones 0.0.0.0:8765 (port 0 "
            "picks a free one)"
        )
    try:
        family = socket.AF_INET6 if ":" in host else socket.AF_INET
        with socket.socket(family, socket.SOCK_STREAM) as probe:
            probe.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
            probe.bind((host, int(port)))
    except OSError as exc:
        reason = exc.strerror or str(exc)
        raise BadCommandLine(
            f"--phones {word}: cannot listen there ({reason}); give an address of this "
            "machine and a free port, or port 0"
        ) from None
    return host, int(port)


def _check_phone_seats(launch: Launch, args: argparse.Namespace) -> None:
    """Phone seats need the server; a headless server needs a phone seat to serve."""
    seats = launch.match.seats if launch.match is not None else []
    phones = [seat for seat in seats if is_phone(seat.device)]
    if phones and launch.phones is None:
        raise BadCommandLine(
            f"--seats {args.seats!r}: phone seats need --phones HOST:PORT (for example "
            "--phones 0.0.0.0:0)"
        )
    if args.headless and launch.phones is not None and not phones:
        raise BadCommandLine(
            f"--phones {args.phones}: a headless game serves phones only to phone seats; "
            "add one to --seats (for example --seats phone,ai:hard)"
        )


def _read_options(args: argparse.Namespace, info: registry.GameInfo, players: int) -> dict:
    words = []
    if args.mode is not None:
        modes = {o.key: o for o in info.options}.get("mode")
        if modes is None or args.mode not in map(str, modes.values):
            raise BadCommandLine(f"--mode {args.mode}: {_modes_accepted(info)}")
        words.append(("mode", args.mode))
    try:
        words += option_words(args.options or "")
        return info.read_options(players, words)
    except ValueError as exc:
        raise BadCommandLine(
            f"--options: {exc}" if args.options else f"--mode {args.mode}: {exc}"
        ) from None


def _modes_accepted(info: registry.GameInfo) -> str:
    for game in registry.GAMES.values():
        for option in game.options:
            if option.key == "mode":
                values = ", ".join(map(str, option.values))
                if game is info:
                    return f"{game.title} plays {values}"
                return f"{info.title} has no modes (only {game.title}: {values})"
    return f"{info.title} has no modes"


def _read_replay(path: Path) -> Match:
    try:
        return saves.read(path)
    except saves.SaveError as exc:
        raise BadCommandLine(f"--replay {path}: {exc}; give a game saved by Fowl Play") from None


def _picture_path(word: str | None) -> Path | None:
    if word is None:
        return None
    path = Path(word)
    if path.suffix.lower() != ".png":
        raise BadCommandLine(f"--screenshot {word}: give a file name ending in .png")
    folder = path.parent
    if path.is_dir() or (path.exists() and not os.access(path, os.W_OK)):
        raise BadCommandLine(f"--screenshot {word}: cannot write that file; give a new .png name")
    if not folder.is_dir() or not os.access(folder, os.W_OK):
        raise BadCommandLine(
            f"--screenshot {word}: cannot write in {folder}; give a folder that exists"
        )
    return path


def main(argv: list[str] | None = None) -> int:
    try:
        launch = check(parse_args(argv))
    except BadCommandLine as exc:
        one_line = str(exc).replace("\r", "\\r").replace("\n", "\\n")  # a typed line break too
        print(f"fowlplay: {one_line}", file=sys.stderr)
        return BAD_COMMAND_LINE
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    if launch.headless:
        os.environ["SDL_VIDEODRIVER"] = "dummy"
        os.environ["SDL_AUDIODRIVER"] = "dummy"
        from scenes.headless import run_headless

        return run_headless(launch)
    from scenes.app import run_windowed

    return run_windowed(launch)


if __name__ == "__main__":
    sys.exit(main())
