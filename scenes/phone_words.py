"""What a phone shows, in words: a seat's legal actions as button labels, its private
view as sections, and the public state in a few lines.

Built from the seat's own view only (``state.view(seat)``), so nothing here can show a
phone what its seat may not see. Ids become names where a game has them; anything a game
does not name is written from its id ("armored_combine" reads "Armored combine").
"""

from __future__ import annotations

from typing import Any

from game.core import Action
from game.henhouse.data import FIELD, PLACEMENT, TILE_UNITS, UNITS
from game.zombie import cards as C

PREFIXES = ("zc_", "hh_", "wi_", "ch_")
ORIENT_WORDS = {"h": "across", "v": "down"}  # a Henhouse Target line's way from its space


def words(name: str) -> str:
    """An id as words: ``"armored_combine"`` reads ``"Armored combine"``."""
    return name.replace("_", " ").strip().capitalize() or name


def label(game: str, action: Action, view: dict[str, Any], names: list[str]) -> str:
    """A button's words for ``action``: what it is, then each of its values named."""
    data = action.to_dict()
    kind = data.pop("type")
    for prefix in PREFIXES:
        kind = kind.removeprefix(prefix)
    parts = [_value(game, key, value, view, names) for key, value in data.items()]
    parts = [p for p in parts if p]
    return words(kind) + (": " + ", ".join(parts) if parts else "")


def _value(game: str, key: str, value: Any, view: dict, names: list[str]) -> str:
    if value in ("", None, [], ()):
        return ""
    if game == "zombie" and key == "card" and isinstance(value, int):
        return C.DAY_NAMES[C.DAY[value]]
    if key in ("board", "owner", "seat") and isinstance(value, int) and value < len(names):
        return f"{names[value]}'s farm" if key == "board" else names[value]
    if game == "henhouse" and key == "orient":
        return ORIENT_WORDS.get(value, words(str(value)))
    if key == "row" and isinstance(value, int):
        return f"row {value + 1}"
    if key == "col" and isinstance(value, int):
        return f"column {chr(ord('A') + value)}"
    if game == "henhouse" and key == "cells":
        return "this layout"
    if game == "island" and key in ("attacker", "defender", "piece") and isinstance(value, int):
        piece = next((p for p in view.get("pieces", []) if p.get("id") == value), None)
        return f"{key} {piece['name']} ({piece['q']},{piece['r']})" if piece else f"{key} {value}"
    if isinstance(value, str):
        return words(value)
    if isinstance(value, list):
        return f"{key} " + " ".join(str(v) for v in value)
    return f"{key} {value}"


def army_editor(game: str, view: dict[str, Any]) -> dict[str, Any] | None:
    """What the phone's army editor needs while this seat's Henhouse army is still to
    hide, or None: the board's size and each tile (in Deploy's tile order) with its unit,
    name, the mark its spaces carry and its (rows, cols) shape, never rotated."""
    if game != "henhouse" or view.get("phase") != PLACEMENT or view.get("own_units"):
        return None
    tiles = [
        {"unit": u, "name": UNITS[u].name, "mark": _mark(u), "shape": list(UNITS[u].shape)}
        for u in TILE_UNITS
    ]
    return {"rows": view["rows"], "cols": view["cols"], "tiles": tiles}


AIM_DOING = {  # what a tap on a farm's space does, by the action it sends
    "hh_target": "Aim the {unit}",
    "hh_bonus_target": "Aim the bonus strike",
    "hh_place_field": "Place your Magnetic Field",
    "hh_reveal_space": "Show a space of yours",
}
AIM_WORDS = {"h": "Across", "v": "Down"}  # the two ways a line may start from one space


def aim_boards(game: str, actions: list[Action], view: dict[str, Any], names: list[str]):
    """The farms a Henhouse seat aims at by tapping a space, or []: for each farm one of
    ``actions`` names, what a tap does, its title and size, what this seat knows of it
    (``_known``) and its choices as [action index, row, col, words]; the words tell apart
    choices sharing a space ("Across", "Down"). Reveal Space names no farm: it is on the
    seat's own."""
    if game != "henhouse":
        return []
    seat = view.get("viewer")
    boards: dict[int, dict[str, Any]] = {}
    for index, action in enumerate(actions):
        if action.type not in AIM_DOING:
            continue
        data = action.to_dict()
        board = data.get("board", seat)
        if board not in boards:
            title = "Your farm" if board == seat else f"{names[board]}'s farm"
            aim = (view.get("turn") or {}).get("aim") or {}
            unit = UNITS[aim["unit"]].name if aim.get("unit") in UNITS else "unit"
            boards[board] = {
                "board": board,
                "doing": AIM_DOING[action.type].format(unit=unit),
                "title": title,
                "rows": view["rows"],
                "cols": view["cols"],
                "cells": _known(view, board),
                "choices": [],
            }
        way = AIM_WORDS.get(data.get("orient", ""), words(action.type.removeprefix("hh_")))
        boards[board]["choices"].append([index, data["row"], data["col"], way])
    return [boards[b] for b in sorted(boards)]


def _known(view: dict[str, Any], board: int) -> list[list]:
    """What ``view``'s seat knows of ``board``, as [row, col, kind, letters] per space
    (a unit's letters; the page draws each other kind's own mark): craters,
    hits, revealed and destroyed units, Magnetic Fields, waiting Target tiles (its own and
    others': both block a Target) and, on its own farm, its units. The last kind said for
    a space wins (a hit unit over the unit)."""
    seat = view.get("viewer")
    farm = view["boards"][board]
    known: dict[tuple[int, int], list] = {}
    if board == seat:
        for unit in view.get("own_units", []):
            for r, c in unit["cells"]:
                known[r, c] = [r, c, "unit", _mark(unit["unit"])]
    for r, c in farm["craters"]:
        known[r, c] = [r, c, "crater", ""]
    for r, c, unit in farm["revealed"]:
        known[r, c] = [r, c, "unit", _mark(unit) if unit else "?"]
    for r, c, _striker in farm["hits"]:
        known[r, c] = [r, c, "hit", ""]
    for tile in farm["destroyed"]:
        for r, c in tile["cells"]:
            known[r, c] = [r, c, "hit", _mark(tile["unit"])]
    for field in view.get("fields", []):
        if field["board"] == board:
            for r in range(field["row"], field["row"] + FIELD[0]):
                for c in range(field["col"], field["col"] + FIELD[1]):
                    known[r, c] = [r, c, "field", ""]
    for target in farm["targets"]:
        kind = "target" if target["owner"] == seat else "theirs"
        known[target["row"], target["col"]] = [target["row"], target["col"], kind, ""]
    return [known[cell] for cell in sorted(known)]


def _mark(unit: str) -> str:
    """The two letters a unit's spaces carry on the phone's grids."""
    return UNITS[unit].name[:2]


def private_sections(game: str, view: dict[str, Any]) -> list[dict[str, Any]]:
    """What only this seat knows, as titled sections (a hand, an army's grid)."""
    seat = view.get("viewer")
    if game == "zombie":
        hand = view.get("hands", {}).get(str(seat), [])
        return [{"title": "Your hand", "items": [C.DAY_NAMES[C.DAY[c]] for c in hand]}]
    if game == "henhouse":
        cells = []
        for unit in view.get("own_units", []):
            hits = {tuple(c) for c in unit["hit"]}
            mark = _mark(unit["unit"])
            cells += [[c[0], c[1], mark, tuple(c) in hits] for c in unit["cells"]]
        sections = []
        if cells:  # until then the army is on the phone's editor (army_editor)
            grid = {"cols": view["cols"], "rows": view["rows"], "cells": _xy(cells)}
            sections.append({"title": "Your hidden army", "items": [], "grid": grid})
        weapons = [words(card) for card in view.get("hand", [])]
        intel = [_intel(i) for i in view.get("intel", [])]
        sections.append({"title": "Your Secret Weapons", "items": weapons or ["None"]})
        if intel:
            sections.append({"title": "What you have learnt", "items": intel})
        return sections
    if game == "island":
        sections = [{"title": "Your Scrolls", "items": [words(c) for c in view.get("hand", [])]}]
        if view.get("dealt"):
            sections.append({"title": "Dealt to you", "items": [words(c) for c in view["dealt"]]})
        if view.get("reserve"):
            sections.append({"title": "Your reserve", "items": [str(view["reserve"])[:120]]})
        return sections
    return []


def _xy(cells: list) -> list:
    """Cells as the page draws them: column, row, mark, hit. A view's cells are (row, col)."""
    return [[col, row, mark, hit] for row, col, mark, hit in cells]


def _intel(item: dict) -> str:
    return ", ".join(f"{k} {v}" for k, v in sorted(item.items()))[:80]


def public_lines(game: str, view: dict[str, Any], names: list[str]) -> list[str]:
    """The table in brief: what everyone can see on the TV."""
    if game == "zombie":
        lives = ", ".join(str(n) for n in view.get("lives", []))
        sizes = ", ".join(f"{names[i]} {n}" for i, n in enumerate(view.get("hand_sizes", [])))
        return [
            f"{words(view.get('half', ''))} {view.get('day')}, Night card {view.get('night')}",
            f"Lives: {lives}",
            f"Cards in hand: {sizes}",
            f"Day deck: {view.get('day_deck')} cards",
        ]
    if game == "henhouse":
        eggs = ", ".join(f"{names[i]} {n}" for i, n in enumerate(view.get("eggs", [])))
        sheaves = ", ".join(f"{names[i]} {n}" for i, n in enumerate(view.get("sheaves", [])))
        return [
            f"Round {view.get('round')}: {words(view.get('phase', ''))}",
            f"Golden Eggs: {eggs}",
            f"Sheaves: {sheaves}",
        ]
    if game == "island":
        leaders = [b.get("leader") or "no Leader yet" for b in view.get("banners", [])]
        return [
            f"Stage: {words(view.get('stage', ''))}",
            "Leaders: " + ", ".join(f"{names[i]} {words(x)}" for i, x in enumerate(leaders)),
        ]
    return []
