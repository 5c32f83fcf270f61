"""Save files on disk: plain JSON, written atomically, and never trusted.

Each unfinished game has a file of its own in ``saves/`` (``<game>-<started>-<n>.json``),
kept until the game is finished or the player deletes it: starting a new game never
replaces one, so there is nothing to ask. Finished games move to ``replays/``.

A corrupt, foreign or hostile file is refused with a message a player can act on
and moved aside, so the menu never offers it again and nothing is executed.
"""

from __future__ import annotations

import json
import os
import shutil
import stat
import time
from dataclasses import dataclass
from pathlib import Path

from game import registry
from game.match import Match

MAX_SAVE_BYTES = 2_000_000
KEEP_FINISHED = 50  # finished games kept for replay


class SaveError(Exception):
    """A save that cannot be used; the message says why, for the player."""


# What rebuilding a game from an untrusted file may raise beyond ValueError: a rules state
# meeting data it never expected. Each is the file's fault, never the player's.
MATCH_PROBLEMS = (ValueError, TypeError, KeyError, IndexError, AttributeError, RecursionError)


class Unreadable(SaveError):
    """A file that may be fine but cannot be read (permissions): it is left where it is."""


def home() -> Path:
    """Where Fowl Play keeps saves and settings (FOWLPLAY_HOME overrides, for tests)."""
    override = os.environ.get("FOWLPLAY_HOME")
    if override:
        return Path(override)
    import platformdirs

    return Path(platformdirs.user_data_dir("fowlplay", appauthor=False))


def settings_dir() -> Path:
    """Where settings and records live: the platform's config folder (FOWLPLAY_HOME overrides)."""
    override = os.environ.get("FOWLPLAY_HOME")
    if override:
        return Path(override)
    import platformdirs

    return Path(platformdirs.user_config_dir("fowlplay", appauthor=False))


def pictures_dir() -> Path:
    """Where screenshots go: the player's pictures folder (under FOWLPLAY_HOME in tests)."""
    override = os.environ.get("FOWLPLAY_HOME")
    if override:
        return Path(override) / "screenshots"
    import platformdirs

    return Path(platformdirs.user_pictures_dir()) / "Fowl Play"


def saves_dir() -> Path:
    return home() / "saves"


def resume_path(game: str) -> Path:
    """The single resume slot of older versions: still read, as one slot among the rest."""
    return saves_dir() / f"{game}-resume.json"


def new_slot(game: str, when: float | None = None) -> Path:
    """A file no unfinished game uses yet: starting a game never replaces another."""
    stamp = time.strftime("%Y%m%d-%H%M%S", time.localtime(when))
    for number in range(1, 10_000):
        path = saves_dir() / f"{game}-{stamp}-{number}.json"
        if not path.exists() and not path.with_suffix(".json.tmp").exists():
            return path
    raise OSError(f"too many saves started at {stamp}")


def archive(match: Match, keep: int = KEEP_FINISHED) -> Path:
    """Keep a finished game for ``fowlplay --replay``; only the newest ``keep`` stay."""
    folder = home() / "replays"
    path = write(folder / time.strftime(f"{match.game}-%Y%m%d-%H%M%S-{match.seed}.json"), match)
    for old in sorted(folder.glob("*.json"), key=lambda p: p.stat().st_mtime)[:-keep]:
        old.unlink(missing_ok=True)
    return path


def replays(game: str) -> list[Path]:
    """The finished games of ``game`` kept for replaying, newest first."""
    folder = home() / "replays"
    found = [path for path in folder.glob(f"{game}-*.json") if path.is_file()]
    return sorted(found, key=lambda path: (path.stat().st_mtime, path.name), reverse=True)


def write(path: Path, match: Match) -> Path:
    # On one line, which json encodes in C (an indented file takes its pure-Python
    # encoder). A game in play saves through game.save_writer, off the frame.
    return write_json(path, match.to_dict(), indent=None)


def write_json(path: Path, data: object, indent: int | None = 1) -> Path:
    return write_text(path, json.dumps(data, indent=indent))


def write_text(path: Path, text: str) -> Path:
    """Write atomically (a temporary file on the disk, then a rename): a crash never
    leaves half a file, and the old one stays whole until the new one is."""
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_suffix(path.suffix + ".tmp")
    with open(tmp, "w", encoding="utf-8") as out:
        out.write(text)
        out.flush()
        os.fsync(out.fileno())
    os.replace(tmp, path)
    return path


def read(path: Path, game: str | None = None, purpose: str = "replayed") -> Match:
    """The match in ``path``; ``game``: the game whose folder it was found in, trusted over
    the file's own word; ``purpose``: what the message says cannot be done with it.
    Raises SaveError (Unreadable when only the permissions are wrong)."""
    data = read_json(path, MAX_SAVE_BYTES)
    try:
        match = Match.from_dict(data, game)
    except MATCH_PROBLEMS as exc:
        raise SaveError(f"{path.name} cannot be {purpose}: {short(exc)}") from exc
    return match


def _aside(path: Path) -> Path:
    return path.with_name(f"{path.name}.bad-{time.strftime('%Y%m%d-%H%M%S')}")


def set_aside(path: Path) -> Path:
    """Move a bad save out of the way, keeping it for inspection."""
    target = _aside(path)
    os.replace(path, target)
    return target


def keep_copy(path: Path) -> Path:
    """Copy a file aside before it is rewritten (``<name>.bad-<time>``)."""
    target = _aside(path)
    shutil.copyfile(path, target)
    return target


def read_json(path: Path, max_bytes: int) -> object:
    """A file's JSON; only a regular file of at most ``max_bytes`` is read.

    Raises SaveError saying what is wrong with the file (a device, a pipe, too large,
    not JSON), or Unreadable when the file cannot be opened at all.
    """
    raw = _read_regular(path, max_bytes)
    try:
        return json.loads(raw.decode("utf-8"), parse_constant=_no_constant)
    except (UnicodeDecodeError, ValueError, RecursionError) as exc:
        raise SaveError(f"{path.name} is damaged and cannot be read ({short(exc)})") from exc


def _no_constant(name: str) -> object:
    raise ValueError(f"{name} is not a number a save holds")


def short(exc: BaseException) -> str:
    """What went wrong, in a line a toast can hold (a file may put a megabyte in a name)."""
    text = " ".join(str(exc).split()) or type(exc).__name__
    return text if len(text) <= 160 else text[:159] + "…"


def _read_regular(path: Path, max_bytes: int) -> bytes:
    """The bytes of a regular file, opened without waiting (a pipe never hangs the game)."""
    try:
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0))
    except FileNotFoundError as exc:
        raise SaveError(f"{path} does not exist") from exc
    except OSError as exc:
        raise Unreadable(f"{path.name} cannot be read ({exc.strerror or exc})") from exc
    try:
        if not stat.S_ISREG(os.fstat(fd).st_mode):
            raise SaveError(f"{path.name} is damaged: it is not a plain file")
        if os.fstat(fd).st_size > max_bytes:
            raise SaveError(f"{path.name} is too large to be a Fowl Play file")
        with os.fdopen(fd, "rb", closefd=False) as stream:
            raw = stream.read(max_bytes + 1)
    except OSError as exc:
        raise Unreadable(f"{path.name} cannot be read ({exc.strerror or exc})") from exc
    finally:
        os.close(fd)
    if len(raw) > max_bytes:
        raise SaveError(f"{path.name} is too large to be a Fowl Play file")
    return raw


def set_aside_saying(path: Path, problem: str, then: str = "") -> str:
    """Move a bad file aside and tell the player where it went (``then``: what happens now)."""
    try:
        moved = set_aside(path)
    except OSError as exc:
        return f"{problem}. It could not be moved aside ({exc.strerror}){then}."
    return f"{problem}. It was moved to {moved.name}{then}."


@dataclass(frozen=True)
class Unfinished:
    """One unfinished game kept for Resume: where it is, the game, when it was last saved."""

    path: Path
    match: Match
    saved: float  # seconds since the epoch

    @property
    def when(self) -> str:
        return time.strftime("%a %d %b %H:%M", time.localtime(self.saved))


def unfinished(game: str) -> tuple[list[Unfinished], list[str]]:
    """Every unfinished game of ``game``, newest first, and a message for each bad file.

    A bad file is moved aside; a finished game found here goes to the replays.
    """
    messages: list[str] = []
    kept = []
    for path in sorted(saves_dir().glob(f"{game}-*.json")):
        try:
            match = read(path, game, "resumed")
        except Unreadable as exc:
            messages.append(f"{exc}; it was left where it is")
            continue
        except SaveError as exc:
            messages.append(set_aside_saying(path, str(exc)))
            continue
        if match.state.is_over():
            messages.append(_archive_finished(path, match))
            continue
        kept.append(Unfinished(path, match, path.stat().st_mtime))
    kept.sort(key=lambda u: (u.saved, u.path.name), reverse=True)
    return kept, messages


def _archive_finished(path: Path, match: Match) -> str:
    title = registry.info(match.game).title
    try:
        archive(match)
        path.unlink()
    except OSError as exc:
        return f"A finished {title} game could not be moved to the replays: {exc.strerror or exc}"
    return f"A finished {title} game was moved to the replays"


def load_resume(game: str) -> tuple[Match | None, str | None]:
    """The newest unfinished game of ``game``, and a message about any bad file set aside."""
    games, messages = unfinished(game)
    return (games[0].match if games else None), ("; ".join(messages) or None)


def delete(path: Path) -> None:
    """The player deleted an unfinished game (or finished it): its file goes."""
    path.unlink(missing_ok=True)
