"""The screen audit's recorder on around a real headless app, for tests that judge frames
with the audit's own rules (scenes/screen_audit.py)."""

from __future__ import annotations

import pytest

from ecs import audit
from scenes.menus import TitleScene
from scenes.screen_audit import check
from tests.scenes.harness import new_app


@pytest.fixture
def audited_app():
    """A headless app at the title, built with the recorder on so its surfaces record."""
    audit.install()
    app = new_app()
    app.replace(TitleScene(app))
    try:
        yield app
    finally:
        app.quit()
        audit.uninstall()


def audited_frame(app) -> list:
    """Run one frame; the audit's faults on it."""
    record = audit.begin_frame(app.surface)
    app.clock.tick()
    app.frame()
    return check(record)
