"""``fowlplay --replay FILE``: a saved game played back with all its animations."""

from __future__ import annotations

from pathlib import Path

from game import saves
from game.match import Match


def open_replay(app, path: Path) -> bool:
    """Start replaying ``path``; False (with a message) when the file is unusable."""
    try:
        saved = saves.read(path)
    except saves.SaveError as exc:
        app.toast(str(exc))
        return False
    from scenes.menus import start_match

    fresh = Match(saved.game, saved.seed, list(saved.seats), dict(saved.options))
    start_match(app, fresh, replay=list(saved.actions))
    return True
