"""The scenes' word helpers: counted nouns ("1 point", "2 points") and articles ("an Ammo").

The one definition lives in :mod:`game.words`, which the rules layer may import too.
"""

from game.words import a, count, plural

__all__ = ["a", "count", "plural"]
