"""Zombie Chickens' numbers and the names of its phases and steps, shared by every part."""

from __future__ import annotations

from game.zombie import cards as C

GAME_ID = "zombie"
MODES = ("competitive", "coop", "solo")
MIN_PLAYERS, MAX_PLAYERS = 1, 4
DATA = C.rules_data()
HAND = DATA["hand_size"]
PLACE = DATA["place_per_turn"]
DRAW = DATA["draw_per_turn"]
FACE_UP = DATA["face_up"]

DAY, NIGHT, OVER = "day", "night", "over"
# Steps within a phase.
DISCARD, PLACING, DRAWING, ANSWER = "discard", "place", "draw", "answer"
FLIP, DEFEND, SCRAP = "flip", "defend", "scrap"
