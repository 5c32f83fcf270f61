"""The title screen judged by the screen audit: a toast keeps off its menu and its
welcome line (the audit once found "Keyboard (left) joined" over it)."""

from __future__ import annotations

from ecs import audit
from scenes.menus import TitleScene
from tests.scenes.harness import audited_frame


def test_a_join_toast_keeps_off_the_welcome_line_and_the_menu(audited_app):
    audited_app.replace(TitleScene(audited_app))
    audited_frame(audited_app)
    assert audited_app.top.choice_rects(), "the title names where its choices are"
    audited_app.toast("Keyboard (left) joined")
    faults = [f for _ in range(5) for f in audited_frame(audited_app)]
    assert any("joined" in t.words for t in audit.frame.texts), "the toast is on show"
    near = [f for f in faults if "joined" in f.words]
    assert near == [], near
