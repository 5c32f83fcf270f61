"""The layers point one way: game/ and ecs/ import nothing from the layers above them.

``game/`` is pure rules: no pygame, esper, ecs or scenes. ``ecs/`` is the engine: no
game or scenes. ``phones/`` (the phones' server) imports none of them. Every ``.py``
file is parsed with ``ast`` (nothing is imported), so
imports inside functions, relative imports and ``importlib.import_module("x")`` calls
are all seen.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
RULES = {
    "game": {"pygame", "esper", "ecs", "scenes"},
    "ecs": {"game", "scenes"},
    "phones": {"pygame", "esper", "game", "ecs", "scenes"},  # the server knows no game
}


def imported_modules(
    source: str, package: str, filename: str = "<source>"
) -> list[tuple[int, str]]:
    """Every module the source imports, as (line, absolute dotted name).

    ``package`` is the dotted package the file lives in (e.g. ``"game"``), used to
    resolve relative imports.
    """
    tree = ast.parse(source, filename=filename)
    here = package.split(".") if package else []
    found: list[tuple[int, str]] = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found += [(node.lineno, alias.name) for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = here[: len(here) - (node.level - 1)] if node.level > 1 else list(here)
            else:
                base = []
            if node.module:
                found.append((node.lineno, ".".join(base + node.module.split("."))))
            else:  # "from . import x" / "from .. import x" imports submodules by name
                found += [(node.lineno, ".".join(base + [a.name])) for a in node.names]
        elif (
            isinstance(node, ast.Call)
            and _call_name(node.func) in {"import_module", "__import__"}
            and node.args
            and isinstance(node.args[0], ast.Constant)
            and isinstance(node.args[0].value, str)
        ):
            found.append((node.lineno, node.args[0].value))
    return found


def _call_name(func: ast.expr) -> str | None:
    if isinstance(func, ast.Name):
        return func.id
    if isinstance(func, ast.Attribute):
        return func.attr
    return None


def violations(source: str, package: str, forbidden: set[str], filename: str = "<source>"):
    """The imports of ``source`` whose top-level package is in ``forbidden``."""
    return [
        f"{filename}:{line} imports {name}"
        for line, name in imported_modules(source, package, filename)
        if name.split(".")[0] in forbidden
    ]


def layer_files(layer: str) -> list[Path]:
    return sorted((ROOT / layer).rglob("*.py"))


def package_of(path: Path) -> str:
    return ".".join(path.relative_to(ROOT).parent.parts)


@pytest.mark.parametrize("layer", sorted(RULES))
def test_lower_layers_import_nothing_from_above(layer):
    files = layer_files(layer)
    assert files and (ROOT / layer / "__init__.py") in files
    problems = []
    for path in files:
        source = path.read_text(encoding="utf-8")
        rel = str(path.relative_to(ROOT))
        problems += violations(source, package_of(path), RULES[layer], rel)
    assert not problems, f"{layer}/ must not import {sorted(RULES[layer])}:\n" + "\n".join(problems)


def test_the_rules_files_are_really_scanned():
    names = {p.relative_to(ROOT).as_posix() for p in layer_files("game")}
    assert {"game/chicken.py", "game/core.py", "game/match.py", "game/saves.py"} <= names
    # chicken.py's real imports are found, so an empty result above means something
    found = {n for _, n in imported_modules((ROOT / "game/chicken.py").read_text(), "game")}
    assert {"game.core", "random", "json"} <= found


# --- the checker checks ------------------------------------------------------------------

BAD = [
    ("import pygame", "game", "pygame"),
    ("import pygame.display as d", "game", "pygame.display"),
    ("from pygame import Rect", "game", "pygame"),
    ("import os, esper", "game", "esper"),
    ("from ecs.loop import Loop", "game", "ecs.loop"),
    ("from scenes import base", "game", "scenes"),
    ("def draw():\n    import pygame\n    return pygame", "game", "pygame"),
    ("class A:\n    def f(self):\n        from ecs import tween", "game", "ecs"),
    ("try:\n    import esper\nexcept ImportError:\n    pass", "game", "esper"),
    ("if False:\n    from scenes.app import main", "game", "scenes.app"),
    ("from .. import ecs", "game", "ecs"),
    ("from ..scenes import base", "game", "scenes"),
    ("import importlib\nimportlib.import_module('pygame')", "game", "pygame"),
    ("__import__('esper')", "game", "esper"),
    ("from game.chicken import GoForIt", "ecs", "game.chicken"),
    ("from ..game import core", "ecs", "game"),
    ("def f():\n    import scenes.app", "ecs", "scenes.app"),
]


@pytest.mark.parametrize(("source", "layer", "name"), BAD)
def test_the_checker_catches_a_bad_import(source, layer, name):
    found = violations(source, layer, RULES[layer], "bad.py")
    assert found and any(f.endswith(f"imports {name}") for f in found), found


GOOD = [
    ("import json\nfrom game.core import Action\nfrom . import chicken", "game"),
    ("import pygame_helpers\nimport ecstatic\nfrom gamepad import x", "game"),
    ("from . import tween\nfrom .loop import Loop\nimport pygame, esper", "ecs"),
    ("import games\nfrom scenesque import y", "ecs"),
    ("text = 'import pygame'  # import pygame", "game"),
]


@pytest.mark.parametrize(("source", "layer"), GOOD)
def test_the_checker_allows_good_imports(source, layer):
    assert violations(source, layer, RULES[layer]) == []


def test_relative_imports_resolve_from_the_files_package():
    assert imported_modules("from . import chicken", "game") == [(1, "game.chicken")]
    assert imported_modules("from .core import Action", "game") == [(1, "game.core")]
    assert imported_modules("from .. import scenes", "game.sub") == [(1, "game.scenes")]
    assert imported_modules("from ... import scenes", "game.sub") == [(1, "scenes")]
