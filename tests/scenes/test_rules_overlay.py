"""The rules reference keeps every word inside its panel at either print size."""

from __future__ import annotations

import pytest

from scenes.rules_overlay import RulesScene
from tests.scenes.harness import audited_frame


@pytest.mark.parametrize("game", ["chicken", "zombie", "henhouse", "island"])
@pytest.mark.parametrize("size", ["normal", "large"])
def test_every_page_of_the_rules_fits_its_panel(audited_app, game, size):
    """The rules files break their lines for normal print: in Large text, Island's ran
    past the panel's right edge (the full screen audit's Large text game)."""
    app = audited_app
    app.change_settings(text_size=size)
    rules = RulesScene(app, game)
    app.push(rules)
    audited_frame(app)
    while True:
        assert audited_frame(app) == [], (game, size, rules.top)
        if rules.top == rules.max_top:
            break
        rules.top = min(rules.max_top, rules.top + 10)
    words = " ".join(line.strip() for line in rules.lines if line.strip())
    assert words.split() == " ".join(rules.source).split(), "every word is kept, in order"
