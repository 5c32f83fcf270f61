"""Start-up time to the first interactive frame, and resident memory during play.

Three measurements, each in fresh child processes so every import is cold:

1. **Command start-up**: ``fowlplay --max-frames 1`` as a user starts it (the
   windowed path, SDL's dummy video and audio drivers), timed from just before the
   process is spawned to its exit, so it includes interpreter start, imports, the
   window, the title screen's first frame, and tear-down. ``--runs`` runs (default 7);
   for context, the same for ``python -c pass`` and ``python -c "import pygame"``.
2. **In-process**: a child times, with ``time.perf_counter``, ``import scenes.app``
   and then the steps ``run_windowed`` takes to the first frame: ``pygame.init`` and
   the window, ``App(...)``, the ``TitleScene``, and one ``app.frame()`` plus flip.
   One extra run under cProfile names the costliest calls to the first frame, and
   one under ``python -X importtime`` lists the costliest imports.
3. **Resident memory during play**: the peak resident set (``ru_maxrss`` from
   ``os.wait4``, for that child alone) of a whole headless game,
   ``fowlplay --headless --game chicken --seats ai:hard,ai:normal,ai:easy,ai:hard
   --seed 3``.

Children get an empty temporary ``FOWLPLAY_HOME`` (a first-time user: no resume save
to load) so the real data folder is neither read nor written.

Usage: python tools/bench_startup.py [--runs 7] [--seed 3] [--seats ai:hard,...]
Prints a summary, then one JSON line with every figure.
"""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import argparse  # noqa: E402
import json  # noqa: E402
import shutil  # noqa: E402
import statistics  # noqa: E402
import subprocess  # noqa: E402
import sys  # noqa: E402
import tempfile  # noqa: E402
import time  # noqa: E402
from pathlib import Path  # noqa: E402

ROOT = Path(__file__).resolve().parents[1]

IN_PROCESS = r"""
import json, os, time
t0 = time.perf_counter()
import scenes.app as appmod
t1 = time.perf_counter()
import pygame
from ecs.loop import RealClock
from scenes.menus import TitleScene
t2 = time.perf_counter()
pygame.init()
window = pygame.display.set_mode(appmod.SIZE, pygame.SCALED | pygame.RESIZABLE, vsync=1)
pygame.display.set_caption("Fowl Play")
t3 = time.perf_counter()
profiler = None
if os.environ.get("BENCH_PROFILE"):
    import cProfile
    profiler = cProfile.Profile()
    profiler.enable()
app = appmod.App(window, RealClock())
t4 = time.perf_counter()
app.replace(TitleScene(app))
t5 = time.perf_counter()
app.frame()
pygame.display.flip()
t6 = time.perf_counter()
if profiler is not None:
    import pstats
    profiler.disable()
    stats = pstats.Stats(profiler).sort_stats("cumulative")
    rows = sorted(stats.stats.items(), key=lambda item: -item[1][3])
    print(json.dumps([
        {"function": f"{os.path.basename(f)}:{line}({name})", "calls": nc,
         "tottime_ms": round(tt * 1000, 1), "cumtime_ms": round(ct * 1000, 1)}
        for (f, line, name), (_cc, nc, tt, ct, _callers) in rows[:40]
    ]))
ms = lambda a, b: round((b - a) * 1000, 2)
print(json.dumps({
    "import_scenes_app": ms(t0, t1),
    "import_menus": ms(t1, t2),
    "init_window": ms(t2, t3),
    "app": ms(t3, t4),
    "title_scene": ms(t4, t5),
    "first_frame": ms(t5, t6),
    "app_to_first_frame": ms(t3, t6),
    "import_to_first_frame": ms(t0, t6),
}))
app.quit()
pygame.quit()
"""


def child_env(home: str) -> dict[str, str]:
    env = dict(os.environ)
    env.update(
        SDL_VIDEODRIVER="dummy",
        SDL_AUDIODRIVER="dummy",
        PYGAME_HIDE_SUPPORT_PROMPT="1",
        FOWLPLAY_HOME=home,
    )
    env.pop("PYTHONPROFILEIMPORTTIME", None)
    return env


def run_child(cmd: list[str], env: dict[str, str]) -> tuple[float, int, int, str, str]:
    """Spawn, wait with ``os.wait4``; returns seconds, exit code, peak RSS (KiB), out, err."""
    with tempfile.TemporaryFile() as out, tempfile.TemporaryFile() as err:
        started = time.perf_counter()
        proc = subprocess.Popen(cmd, env=env, stdout=out, stderr=err, cwd=env["FOWLPLAY_HOME"])
        _, status, usage = os.wait4(proc.pid, 0)
        seconds = time.perf_counter() - started
        proc.returncode = os.waitstatus_to_exitcode(status)
        out.seek(0)
        err.seek(0)
        return (
            seconds,
            proc.returncode,
            usage.ru_maxrss,
            out.read().decode(errors="replace"),
            err.read().decode(errors="replace"),
        )


def fowlplay_cmd() -> list[str]:
    script = Path(sys.executable).parent / "fowlplay"
    if script.exists():
        return [str(script)]
    return [sys.executable, "-m", "scenes.cli"]


def spread(values: list[float]) -> dict[str, float]:
    return {
        "median": round(statistics.median(values), 1),
        "min": round(min(values), 1),
        "max": round(max(values), 1),
    }


def import_breakdown(env: dict[str, str], top: int = 10) -> list[dict]:
    """The costliest imports of one cold start, from ``python -X importtime``."""
    code = "import scenes.app, scenes.menus"
    _, _, _, _, err = run_child([sys.executable, "-X", "importtime", "-c", code], env)
    rows = []
    for line in err.splitlines():
        if not line.startswith("import time:") or "|" not in line:
            continue
        own, cumulative, name = line.split(":", 1)[1].split("|", 2)
        if not own.strip().isdigit():
            continue
        level = (len(name) - len(name.lstrip(" ")) - 1) // 2
        rows.append(
            {
                "module": name.strip(),
                "level": level,
                "self_ms": round(int(own) / 1000, 1),
                "cumulative_ms": round(int(cumulative) / 1000, 1),
            }
        )
    direct = [r for r in rows if r["level"] <= 1 and r["module"] not in ("scenes", "scenes.app")]
    return sorted(direct, key=lambda r: -r["cumulative_ms"])[:top]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=7)
    parser.add_argument("--seed", type=int, default=3)
    parser.add_argument("--seats", default="ai:hard,ai:normal,ai:easy,ai:hard")
    args = parser.parse_args(argv)
    home = tempfile.mkdtemp(prefix="fowlplay-bench-")
    env = child_env(home)
    env["PYTHONPATH"] = str(ROOT) + os.pathsep + env.get("PYTHONPATH", "")
    result: dict = {"bench": "startup", "runs": args.runs}
    try:
        # 1. the command, as a user starts it; baselines interleaved run by run
        commands = {
            "fowlplay": fowlplay_cmd() + ["--max-frames", "1"],
            "python_pass": [sys.executable, "-c", "pass"],
            "python_import_pygame": [sys.executable, "-c", "import pygame"],
        }
        times: dict[str, list[float]] = {name: [] for name in commands}
        rss: list[int] = []
        for _ in range(args.runs):
            for name, cmd in commands.items():
                seconds, code, peak, _, err = run_child(cmd, env)
                if code != 0:
                    print(f"{name} failed with exit code {code}:\n{err}", file=sys.stderr)
                    return 1
                times[name].append(seconds * 1000)
                if name == "fowlplay":
                    rss.append(peak)
        command = {name: spread(ms) for name, ms in times.items()}
        command["fowlplay_peak_rss_mb"] = round(statistics.median(rss) / 1024, 1)
        result["command_ms"] = command
        print(f"fowlplay --max-frames 1 (windowed path, dummy drivers), {args.runs} runs:")
        for name, row in command.items():
            if isinstance(row, dict):
                print(
                    f"  {name:22} median {row['median']:7.1f} ms  "
                    f"(min {row['min']:.1f}, max {row['max']:.1f})"
                )
        print(f"  peak resident memory to the first frame: {command['fowlplay_peak_rss_mb']} MB")

        # 2. in-process, cold imports in a fresh child each run
        steps: dict[str, list[float]] = {}
        for _ in range(args.runs):
            _, code, _, out, err = run_child([sys.executable, "-c", IN_PROCESS], env)
            if code != 0:
                print(f"in-process run failed with exit code {code}:\n{err}", file=sys.stderr)
                return 1
            for key, value in json.loads(out.strip().splitlines()[-1]).items():
                steps.setdefault(key, []).append(value)
        in_process = {key: spread(values) for key, values in steps.items()}
        result["in_process_ms"] = in_process
        print(f"in-process, perf_counter in a fresh interpreter, {args.runs} runs (median ms):")
        for key, row in in_process.items():
            print(f"  {key:22} {row['median']:7.1f}  (min {row['min']:.1f}, max {row['max']:.1f})")
        profile_env = dict(env, BENCH_PROFILE="1")
        _, _, _, out, _ = run_child([sys.executable, "-c", IN_PROCESS], profile_env)
        skip = ("<built-in method builtins.exec>", "<module>")
        first = [
            row
            for row in json.loads(out.strip().splitlines()[0])
            if not any(s in row["function"] for s in skip)
        ][:12]
        result["first_frame_profile"] = first
        print("cProfile of App() to the first frame drawn (one run, top by cumulative ms):")
        for row in first:
            print(f"  {row['function'][:60]:60} {row['calls']:6} {row['cumtime_ms']:8.1f}")
        imports = import_breakdown(env)
        result["imports_top"] = imports
        print("costliest imports of one cold start (python -X importtime, cumulative ms):")
        for row in imports:
            print(f"  {'  ' * row['level']}{row['module']:34} {row['cumulative_ms']:7.1f}")

        # 3. resident memory during play: one whole headless game
        game_cmd = fowlplay_cmd() + [
            "--headless",
            "--game",
            "chicken",
            "--seats",
            args.seats,
            "--seed",
            str(args.seed),
        ]
        seconds, code, peak, out, err = run_child(game_cmd, env)
        if code != 0:
            print(f"headless game failed with exit code {code}:\n{err}", file=sys.stderr)
            return 1
        game = json.loads(out.strip().splitlines()[-1])
        result["play"] = {
            "command": " ".join(["fowlplay", *game_cmd[len(fowlplay_cmd()) :]]),
            "resident_memory_mb": round(peak / 1024, 1),
            "seconds": round(seconds, 2),
            "frames": game.get("frames"),
            "actions": game.get("actions"),
            "winner": game.get("winner"),
        }
        print(
            f"resident memory during play (peak RSS of a whole headless game, seats "
            f"{args.seats}, seed {args.seed}): {result['play']['resident_memory_mb']} MB "
            f"({game.get('actions')} actions, {game.get('frames')} frames, {seconds:.1f} s)"
        )
    finally:
        shutil.rmtree(home, ignore_errors=True)
    load = os.getloadavg()
    result["loadavg"] = [round(x, 2) for x in load]
    print(f"load average (1/5/15 min) at the end: {load[0]:.2f} {load[1]:.2f} {load[2]:.2f}")
    print(json.dumps(result, separators=(",", ":")))
    return 0


if __name__ == "__main__":
    sys.exit(main())
