"""tools/bench_inputs.py in quick mode: every title's first decisions, each made by
presses through the real scene, and one JSON line of figures at the end."""

from __future__ import annotations

import importlib.util
import json
import sys
from pathlib import Path

TOOLS = Path(__file__).resolve().parents[2] / "tools"


def _bench():
    sys.path.insert(0, str(TOOLS))
    try:
        spec = importlib.util.spec_from_file_location("bench_inputs", TOOLS / "bench_inputs.py")
        module = importlib.util.module_from_spec(spec)
        sys.modules[spec.name] = module  # its dataclasses look their module up
        spec.loader.exec_module(module)
    finally:
        sys.path.remove(str(TOOLS))
        sys.modules.pop("bench_inputs", None)
    return module


def test_quick_bench_makes_every_decision_through_the_scene(capsys):
    bench = _bench()
    assert bench.main(["--quick", "--seed", "2"]) == 0
    lines = capsys.readouterr().out.strip().splitlines()
    figures = json.loads(lines[-1])
    assert set(figures) == {"chicken", "zombie", "henhouse", "island"}
    for game, result in figures.items():
        modes = ("keyboard", "mouse")  # the mouse plays every title
        assert set(result) == {*modes, "ai_wait_seconds"}, game
        for mode in modes:
            made = result[mode]
            assert made["unreached"] == {}, f"{game} {mode}: every action reachable"
            applied = made["applied_through_scene"]
            assert applied == bench.QUICK_DECISIONS, f"{game} {mode}: the scene applied each"
            assert made["per_decision"]["n"] == applied
            assert sum(s["n"] for s in made["by_kind"].values()) == applied
            for spread in (made["per_decision"], made["per_turn"], *made["by_kind"].values()):
                assert 1 <= spread["median"] <= spread["p90"], f"{game} {mode}"
        wait = result["ai_wait_seconds"]
        assert set(wait) == {"n", "median", "p90"}
    for game in figures:
        assert any(line.startswith(f"{game} (mouse") for line in lines), "a table per game, mode"


def test_the_stand_in_takes_its_best_rated_shot_and_puts_the_draw_back():
    """Henhouse's hard AI draws among near-best shots (so no army hides from a fixed
    order); the bench's stand-in for a person takes the best, and only while it decides."""
    import random

    from game.henhouse import ai

    bench = _bench()
    rated = [(1.0, "far"), (2.9, "near"), (3.0, "best")]
    drawn = {ai.pick("hard", rated, random.Random(n), True)[1] for n in range(40)}
    assert drawn > {"best"}, "the hard AI itself draws among the near-best"
    with bench.steady("henhouse"):
        assert {ai.pick("hard", rated, random.Random(n), True)[1] for n in range(40)} == {"best"}
    assert {ai.pick("hard", rated, random.Random(n), True)[1] for n in range(40)} == drawn


def test_a_build_by_mouse_is_one_press_a_stock_card_dragged_onto_its_hex(app):
    """Press on the card, release on the hex: one gesture, so one press in the figures."""
    from game.island import actions as A
    from tests.scenes.harness import frames
    from tests.scenes.test_island_clicks import two_machines_to_build
    from tests.scenes.test_island_defaults import at_actions, rig

    bench = _bench()
    scene, driver = at_actions(app)

    rig(scene, two_machines_to_build)
    legal = scene.state.legal_actions(0)
    spot = max((a.q, a.r) for a in legal if getattr(a, "machine", "") == "feather_archer")
    driver.decision()
    frames(app, 2)
    scene.draw(app.surface, 0.0)
    route = bench.shortest(scene, 0, A.Build("feather_archer", *spot), True, None)
    assert route is not None and len(route) == 1 and route[0].to is not None, route
    route[0].post()
    frames(app, 2)
    assert scene.match.actions[-1] == A.Build("feather_archer", *spot)
