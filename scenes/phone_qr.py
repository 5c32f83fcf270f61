"""A phone seat's link as a QR code on the TV, drawn from segno's matrix (never our own
encoder): dark modules on a light card with the quiet border a phone's camera needs."""

from __future__ import annotations

import pygame
import segno

from ecs.palette import PALETTE

BORDER = 4  # modules of quiet zone, as the QR standard asks


def qr_surface(text: str, size: int) -> pygame.Surface:
    """``text`` as a QR code at most ``size`` pixels across (whole pixels per module)."""
    code = segno.make(text, error="m", micro=False)
    rows = [list(row) for row in code.matrix_iter(scale=1, border=BORDER)]
    scale = max(1, size // len(rows))
    surface = pygame.Surface((len(rows) * scale, len(rows) * scale))
    surface.fill(PALETTE["white"])
    ink = PALETTE["ink"][:3]
    for y, row in enumerate(rows):
        for x, dark in enumerate(row):
            if dark:
                surface.fill(ink, (x * scale, y * scale, scale, scale))
    return surface
