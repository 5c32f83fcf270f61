"""The README's commands and pointers hold for this repository as it stands."""

from __future__ import annotations

import re
import tomllib
from pathlib import Path

from game import registry

ROOT = Path(__file__).resolve().parent.parent
README = (ROOT / "README.md").read_text(encoding="utf-8")


def test_every_tool_is_listed_and_run_with_the_venvs_python():
    tools = sorted(p.name for p in (ROOT / "tools").glob("*.py") if not p.name.startswith("_"))
    missing = [name for name in tools if f"`.venv/bin/python tools/{name}" not in README]
    assert not missing, f"the README does not list {missing}"
    bare = re.findall(r"(?<!\.venv/bin/)\bpython3? (?:-m pytest|tools/\S+)", README)
    assert not bare, f"the system Python may lack the project: {bare}"


def test_the_rules_it_points_at_are_in_the_repository():
    assert "../shared" not in README
    for game in registry.GAMES:
        assert f"`{game}`" in README
        assert (ROOT / "assets" / "data" / f"{game}-rules.txt").is_file()


def test_the_licence_is_one_file_named_by_pyproject_and_the_readme():
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    assert project["license"] == "MIT" and project["license-files"] == ["LICENSE"]
    assert (ROOT / "LICENSE").read_text(encoding="utf-8").startswith("MIT License")
    assert "MIT licence (`LICENSE`)" in README


def test_ci_pins_every_test_tool_the_project_names():
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    named = {re.split(r"[<>=!~ ]", req)[0] for req in project["optional-dependencies"]["test"]}
    pins = (ROOT / ".ci" / "constraints.txt").read_text(encoding="utf-8").splitlines()
    pinned = {line.split("==")[0] for line in pins if "==" in line}
    assert named == pinned
    run = (ROOT / ".ci" / "run").read_text(encoding="utf-8")
    assert "-c .ci/constraints.txt" in run and "rm -rf .venv" not in run
    assert "-m pytest -n 2" in run and "-m pytest -n 2" in README
