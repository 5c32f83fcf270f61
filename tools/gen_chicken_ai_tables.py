"""Write ``assets/data/chicken_ai_tables.json``, the race model of the hard Chicken! AI.

The tables hold, for every dice pool a player can be handed and every score below
the winning one, the exact law of the score after one sound turn. Building them
takes about a second, too long for the first AI move, so they ship with the game.
They carry a fingerprint of the dice data: after any change to
``assets/data/chicken.json`` run this again (the game rebuilds stale tables in
memory meanwhile, and a test fails until the file is regenerated).

Usage: python tools/gen_chicken_ai_tables.py [--check]
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import assets  # noqa: E402
from game import chicken_ai  # noqa: E402


def render() -> str:
    return json.dumps(chicken_ai.build_tables(), separators=(",", ":")) + "\n"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="fail if the file is out of date")
    args = parser.parse_args(argv)
    target = assets.path(*chicken_ai.TABLES_FILE)
    text = render()
    if args.check:
        current = target.read_text(encoding="utf-8") if target.exists() else ""
        if current != text:
            print(f"{target} is out of date: run tools/gen_chicken_ai_tables.py", file=sys.stderr)
            return 1
        print(f"{target} is up to date")
        return 0
    target.write_text(text, encoding="utf-8")
    print(f"wrote {target} ({len(text)} bytes)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
