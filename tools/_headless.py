"""Imported first by the tools that draw, so pygame starts without a screen, a sound card
or its banner: the SDL settings must be in place before pygame is loaded."""

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
