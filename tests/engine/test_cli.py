"""The command line, end to end in a subprocess, on the toy game."""

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


def run(*args):
    env = dict(os.environ, PYTHONPATH=f"{ROOT}{os.pathsep}{ROOT / 'tests'}",
               TABLETOP_EXTRA_GAMES="toygame")
    return subprocess.run([sys.executable, str(ROOT / "main.py"), *args], capture_output=True,
                          text=True, env=env, timeout=120)


def test_version():
    r = run("--version")
    assert r.returncode == 0 and r.stdout.startswith("tabletop ")


def test_bench_reports_json():
    r = run("bench", "--game", "toygame", "--players", "3", "--games", "50", "--json")
    assert r.returncode == 0, r.stderr
    d = json.loads(r.stdout)
    assert d["game"] == "toygame" and d["players"] == 3 and d["games"] == 50
    assert d["errors"] == 0 and d["games_per_s"] > 0 and d["mean_decisions"] > 2
    assert set(d) >= {"seconds", "decisions_per_s"}


def test_arena_reports_json_with_jobs():
    r = run("arena", "--game", "toygame", "--a", "greedy", "--b", "random", "--games", "6",
            "--jobs", "2", "--json", "--option", "target=15")
    assert r.returncode == 0, r.stderr
    d = json.loads(r.stdout)
    assert d["wins_a"] + d["wins_b"] + d["draws"] == 6
    assert 0 <= d["win_rate_a"] <= 1 and d["max_move_s_a"] >= d["mean_move_s_a"] >= 0
    # one line per finished game, so a run stopped early keeps its games
    lines = r.stderr.strip().splitlines()
    assert len(lines) == 6 and all(line.startswith("game ") for line in lines)
    assert sorted(int(line.split("seed ")[1].split(")")[0]) for line in lines) == list(range(6))
    assert lines[-1].startswith("game 6/6")
    assert f"A {d['wins_a']}, B {d['wins_b']}, draws {d['draws']} |" in lines[-1]
    # with A's decision times so far: the last line has the whole run's
    assert lines[-1].endswith(f"greedy's moves p95 {d['p95_move_s_a']:.2f} s, "
                              f"max {d['max_move_s_a']:.2f} s")


@pytest.mark.parametrize("args,needle", [
    (("bench", "--game", "chess"), "unknown game"),
    (("bench", "--game", "toygame", "--players", "7"), "2 to 4 players"),
    (("bench", "--game", "toygame", "--games", "0"), "at least 1"),
    (("bench", "--game", "toygame", "--option", "target=99"), "must be one of"),
    (("bench", "--game", "toygame", "--option", "colour=red"), "no option"),
    (("arena", "--game", "toygame", "--a", "genius", "--b", "random"), "unknown AI level"),
    (("play", "toygame", "--seats", "human,robot"), "bad seat"),
    (("play", "toygame", "--seats", "human"), "2 to 4 players"),
    (("bench",), "required"),
    (("fly",), "invalid choice"),
])
def test_bad_arguments_get_one_line_and_status_2(args, needle):
    r = run(*args)
    assert r.returncode == 2
    lines = r.stderr.strip().splitlines()
    assert len(lines) == 1 and needle in lines[0], r.stderr
