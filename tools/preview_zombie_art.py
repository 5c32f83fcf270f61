"""Render a contact sheet of the Zombie Chickens art to a PNG, to look at it.

Usage: python tools/preview_zombie_art.py [OUT.png] [--grey]

Runs without a screen (SDL_VIDEODRIVER=dummy). ``--grey`` also writes a greyscale copy
next to the output (``OUT-grey.png``) to check that colour is never the only cue.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import _headless  # noqa: E402, F401  (before pygame)
import pygame  # noqa: E402
from _preview import label, main  # noqa: E402

from ecs import art  # noqa: E402
from ecs.palette import PALETTE  # noqa: E402

WIDTH, HEIGHT = 1600, 2000

DAY = (
    ("hay", "Hay Bale", "3 in one stack make a Hay Wall."),
    ("scarecrow", "Scarecrow", "Stops a Timid zombie."),
    ("shotgun", "Shotgun", "With Ammo, stops a zombie."),
    ("ammo", "Ammo", "Spent when the Shotgun fires."),
    ("trap", "Booby Trap", "Stops 1 zombie, then is discarded."),
    ("shield", "Shield", "Discard it to save a stack from an Exploding zombie."),
    ("flamethrower", "Flamethrower", "With Fuel, stops a zombie."),
    ("fuel", "Fuel", "Makes a Flamethrower work."),
    ("wolr", "W.O.L.R.", "Stops any zombie. Discard your whole Farm."),
)
ZOMBIES = (
    ("Walker", ("fireproof", "exploding")),
    ("Sneaker", ("invisible", "climbing")),
    ("Chomper", ("bulletproof", "fireproof", "timid")),
    ("Thunder", ("invisible", "flying", "timid", "exploding")),
    ("Boomer", ("flying", "bulletproof", "exploding")),
)
EVENTS = (
    ("tornado", "Tornado", "Every player discards 3 cards from their Farm."),
    ("lightning", "Lightning Storm", "Every player discards 2 cards from their Farm."),
    ("blood_moon", "Blood Moon", "Every player gets 3 more Night cards."),
    ("solstice", "Winter Solstice", "Every player gets 2 more Night cards."),
    ("stampede", "Squirrel Stampede", "Discard all Booby Traps."),
    ("rainfall", "Heavy Rainfall", "Discard all Flamethrowers and Fuel."),
    ("silent_night", "Silent Night", "The Night ends."),
)


def render_sheet() -> pygame.Surface:
    pygame.init()
    sheet = pygame.Surface((WIDTH, HEIGHT))
    sheet.fill(PALETTE["panel_alt"])
    # the night farm with a shambling horde, each zombie on another frame
    sheet.blit(art.farm_backdrop(WIDTH, 900, True), (0, 0))
    for i, (_, traits) in enumerate(ZOMBIES):
        frames = art.zombie_frames(traits, 170)
        sheet.blit(frames[i % 4], (60 + i * 300, 600 + (i % 2) * 60))
    sheet.blit(art.hay_wall(220), (1340, 520))
    sheet.blit(art.shield_bubble(200), (1330, 470))
    for i, f in enumerate(art.zombie_frames(("flying", "timid"), 120)):
        sheet.blit(f, (560 + i * 130, 60))
    label(sheet, "farm_backdrop(night) + zombie_frames + hay_wall + shield_bubble", (20, 20),
           PALETTE["text_light"])  # fmt: skip

    y = 920
    for i, (kind, title, line) in enumerate(DAY):
        sheet.blit(art.day_card(kind, title, line, 160), (20 + i * 174, y))
        sheet.blit(art.day_card(kind, title, line, 96), (50 + i * 174, y + 236))
    y = 1300
    for i, (title, traits) in enumerate(ZOMBIES):
        sheet.blit(art.zombie_card(title, traits, 160), (20 + i * 174, y))
    for i, (event, title, line) in enumerate(EVENTS[:4]):
        sheet.blit(art.event_card(event, title, line, 160), (900 + i * 174, y))
    y = 1540
    for i, (title, traits) in enumerate(ZOMBIES):
        sheet.blit(art.zombie_card(title, traits, 96), (20 + i * 104, y))
    for i, (event, title, line) in enumerate(EVENTS):
        sheet.blit(art.event_card(event, title, line, 96), (560 + i * 104, y))
    x = 20
    for deck in ("day", "night", "life"):
        sheet.blit(art.card_back(deck, 120), (x, 1700))
        x += 130
    sheet.blit(art.life_card(120), (x, 1700))
    # icons, effects, the day farm
    x, y = 560, 1700
    for names, draw in ((art.CARD_KINDS, art.card_icon), (art.TRAITS, art.trait_icon),
                        (art.EVENTS, art.event_icon)):  # fmt: skip
        for j, name in enumerate(names):
            sheet.blit(draw(name, 48), (x + j * 52, y))
            sheet.blit(draw(name, 24), (x + j * 52 + 12, y + 50))
        y += 80 if names is art.CARD_KINDS else 0
        x += 0 if names is art.CARD_KINDS else 380
        if names is art.CARD_KINDS:
            x, y = 560, 1780
    x = 560
    for f in (art.muzzle_flash(72), *art.flame_burst_frames(72), *art.explosion_frames(72)):
        sheet.blit(f, (x, 1870))
        x += 74
    day = pygame.transform.smoothscale(art.farm_backdrop(1280, 720, False), (288, 162))
    sheet.blit(day, (1300, 1530))
    return sheet


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:], render_sheet, "/tmp/zombie_sheet.png"))
