"""What a frame drew, for tests that look: every text through ``ui.text`` (words and
rectangle) and every panel through ``ui.panel``, recorded while the real scenes draw."""

from __future__ import annotations

from dataclasses import dataclass, field

import pygame
import pytest

from scenes import ui

HINT_BAR_TOP = ui.H - 8 - 44  # the hint bar's panel (ui.hint_bar)
SCREEN = pygame.Rect(0, 0, ui.W, ui.H)


@dataclass
class Drawn:
    texts: list[tuple[str, pygame.Rect]] = field(default_factory=list)
    panels: list[pygame.Rect] = field(default_factory=list)

    def clear(self) -> None:
        self.texts.clear()
        self.panels.clear()

    def rect(self, words: str) -> pygame.Rect:
        """The rectangle of the last text drawn with exactly these words."""
        found = [rect for said, rect in self.texts if said == words]
        assert found, f"{words!r} was not drawn; drawn: {[w for w, _ in self.texts]}"
        return found[-1]

    def words(self) -> list[str]:
        return [words for words, _ in self.texts]


def record(monkeypatch) -> Drawn:
    drawn = Drawn()
    real_text, real_panel = ui.text, ui.panel

    def text(surface, words, size, pos, *args, **kwargs):
        rect = real_text(surface, words, size, pos, *args, **kwargs)
        drawn.texts.append((words, pygame.Rect(rect)))
        return rect

    def panel(surface, rect, colour=None):
        drawn.panels.append(pygame.Rect(rect))
        real_panel(surface, rect, colour)

    monkeypatch.setattr(ui, "text", text)
    monkeypatch.setattr(ui, "panel", panel)
    return drawn


def overlapping(rects: list[pygame.Rect]) -> list[tuple[pygame.Rect, pygame.Rect]]:
    return [(a, b) for i, a in enumerate(rects) for b in rects[i + 1 :] if a.colliderect(b)]


@pytest.fixture
def drawn(monkeypatch) -> list[tuple[str, pygame.Rect]]:
    """Every ``ui.text`` line of the frames run while the test holds it: (words, rect)."""
    return record(monkeypatch).texts
