"""Record what a frame draws through the shared text helper: each line's words and rectangle."""

from __future__ import annotations

import pytest

from scenes import ui


@pytest.fixture
def drawn(monkeypatch) -> list[tuple[str, object]]:
    """Every ``ui.text`` call of the frames run while the test holds it: (words, rect)."""
    lines: list[tuple[str, object]] = []
    real = ui.text

    def recording(surface, words, *args, **kwargs):
        rect = real(surface, words, *args, **kwargs)
        lines.append((words, rect))
        return rect

    monkeypatch.setattr(ui, "text", recording)
    return lines
