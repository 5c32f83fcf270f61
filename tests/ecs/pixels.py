"""Pixel measurements for the art tests, so every game's pictures are judged by one yardstick."""

from __future__ import annotations

import pygame


def opaque_pixels(surf: pygame.Surface, threshold: int = 16) -> int:
    return pygame.mask.from_surface(surf, threshold).count()


def flatten(surf: pygame.Surface, grey: bool = False) -> bytes:
    """The surface over a plain mid background, as RGB bytes (optionally greyscale)."""
    base = pygame.Surface(surf.get_size())
    base.fill((128, 128, 128))
    base.blit(surf, (0, 0))
    if grey:
        base = pygame.transform.grayscale(base)
    return pygame.image.tobytes(base, "RGB")


def mean_diff(a: bytes, b: bytes) -> float:
    assert len(a) == len(b)
    return sum(abs(x - y) for x, y in zip(a, b, strict=True)) / len(a)


def mask_xor(a: pygame.Surface, b: pygame.Surface) -> int:
    ma, mb = pygame.mask.from_surface(a, 128), pygame.mask.from_surface(b, 128)
    return ma.count() + mb.count() - 2 * ma.overlap_area(mb, (0, 0))


def has_alpha(surf: pygame.Surface) -> bool:
    return bool(surf.get_flags() & pygame.SRCALPHA)


def mean_alpha(surf: pygame.Surface) -> float:
    data = pygame.image.tobytes(surf, "RGBA")
    return sum(data[3::4]) / (len(data) / 4)


def luminance(surf: pygame.Surface) -> float:
    grey = pygame.transform.grayscale(pygame.transform.smoothscale(surf, (128, 72)))
    data = pygame.image.tobytes(grey, "RGB")
    return sum(data) / len(data)


def relative_luminance(colour) -> float:
    """A colour's relative luminance (WCAG 2), 0 for black to 1 for white."""

    def channel(c: int) -> float:
        c /= 255
        return c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4

    r, g, b = colour[:3]
    return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b)


def contrast_ratio(a, b) -> float:
    """How far apart two colours read (WCAG 2): 1 for the same, 21 for black on white."""
    light, dark = sorted((relative_luminance(a), relative_luminance(b)), reverse=True)
    return (light + 0.05) / (dark + 0.05)


def card_ok(surf: pygame.Surface, width: int) -> None:
    """A 5:7 card with per-pixel alpha, nearly all of it opaque."""
    assert surf.get_size() == (width, round(width * 1.4))
    assert has_alpha(surf)
    assert opaque_pixels(surf) > width * width * 1.4 * 0.9
