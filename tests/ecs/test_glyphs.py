"""Every character the game can print exists in its font (a missing glyph draws nothing)."""

from __future__ import annotations

from pathlib import Path

import pygame

from ecs.fonts import font

ROOT = Path(__file__).resolve().parents[2]
SOURCES = [
    *sorted((ROOT / "assets" / "data").glob("*.json")),
    *sorted((ROOT / "assets" / "data").glob("*.txt")),
    *sorted((ROOT / "game").rglob("*.py")),
    *sorted((ROOT / "scenes").rglob("*.py")),
]


def test_every_printed_character_has_a_glyph():
    pygame.font.init()
    face = font(24)
    missing = {}
    for path in SOURCES:
        for char in set(path.read_text(encoding="utf-8")):
            if ord(char) < 128:
                continue
            metrics = face.metrics(char)[0]
            if metrics is None or metrics[4] == 0 or metrics[1] == metrics[0] == 0:
                missing.setdefault(char, path.relative_to(ROOT).as_posix())
    assert not missing, f"characters the font cannot draw: {missing}"
