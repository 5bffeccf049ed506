"""The command line, end to end in a subprocess, on the toy game."""

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from engine import cli
from engine.game import GameInfo, State

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
    assert d["unfinished"] == 0 and d["unfinished_seeds"] == [] and d["error_lines"] == []
    assert d["mean_decisions"] <= d["longest_decisions"] and 0 <= d["longest_seed"] < 50
    assert set(d) >= {"seconds", "decisions_per_s"}


def test_an_option_given_as_a_number_reaches_the_game_as_declared():
    """Tigris declares catastrophes_per_player as the ints 2 and 1: "1" must arrive as 1."""
    r = run("bench", "--game", "tigris", "--option", "catastrophes_per_player=1", "--games", "2",
            "--json")
    assert r.returncode == 0, r.stderr
    d = json.loads(r.stdout)
    assert d["errors"] == 0 and d["unfinished"] == 0 and d["mean_decisions"] > 10


class _Endless(State):
    """A game of one seat that never ends, and refuses to start on odd seeds."""

    def __init__(self, seed):
        if seed % 2:
            raise KeyError("no table for odd seeds\nsecond line")
        self.num_players, self.to_move = 1, 0

    def legal_actions(self):
        return ["wait"]

    def apply(self, action):
        pass


def test_bench_names_unfinished_games_and_errors_apart(monkeypatch):
    monkeypatch.setattr(cli, "MAX_DECISIONS", 30)
    info = GameInfo(name="endless", title="Endless", min_players=1, max_players=1, pitch="",
                    new_game=lambda n, seed=None: _Endless(seed), state_type=_Endless)
    d = cli.bench(info, 1, 4, {}, seed=10)
    assert d["unfinished"] == 2 and d["unfinished_seeds"] == [10, 12]
    assert d["errors"] == 2 and d["error_lines"] == [
        "seed 11: KeyError: 'no table for odd seeds\\nsecond line'",
        "seed 13: KeyError: 'no table for odd seeds\\nsecond line'"]
    assert d["games_per_s"] == 0 and d["mean_decisions"] == 0 and d["longest_seed"] is None


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


ARENA = ("arena", "--game", "toygame", "--a", "random", "--b", "random")


@pytest.mark.parametrize("args,needle", [
    (("bench", "--game", "chess"), "unknown game"),
    (("play", "chess"), "unknown game"),
    (("bench", "--game", "toygame", "--players", "7"), "2 to 4 players"),
    (("bench", "--game", "toygame", "--players", "1"), "2 to 4 players"),
    (("bench", "--game", "toygame", "--players", "0"), "at least 1"),
    ((*ARENA, "--players", "5"), "2 to 4 players"),
    (("bench", "--game", "toygame", "--games", "0"), "at least 1"),
    (("bench", "--game", "toygame", "--games", "-3"), "--games"),
    (("bench", "--game", "toygame", "--games", "many"), "not a whole number"),
    ((*ARENA, "--games", "0"), "at least 1"),
    ((*ARENA, "--jobs", "0"), "at least 1"),
    ((*ARENA, "--jobs", "-2"), "--jobs"),
    (("bench", "--game", "toygame", "--seed", "x"), "--seed"),
    (("bench", "--game", "toygame", "--seed", "1.5"), "--seed"),
    (("bench", "--game", "toygame", "--option", "target=99"), "must be one of"),
    (("bench", "--game", "toygame", "--option", "target=15.0"),
     "option target must be one of 21, 15, not 15.0"),
    (("bench", "--game", "toygame", "--option", "target=true"), "must be one of"),
    (("bench", "--game", "toygame", "--option", "target"), "NAME=VALUE"),
    (("bench", "--game", "toygame", "--option", "colour=red"), "no option"),
    (("arena", "--game", "tigris", "--a", "random", "--b", "random", "--option",
      "catastrophes_per_player=2.0"), "option catastrophes_per_player must be one of 2, 1"),
    (("bench", "--game", "tigris", "--option", "catastrophes_per_player=2.0"), "must be one of"),
    (("bench", "--game", "fantastiqa", "--option", "quest_goal=9"), "must be one of"),
    (("bench", "--game", "fantastiqa", "--option", "teams=yes"), "must be one of"),
    (("arena", "--game", "toygame", "--a", "genius", "--b", "random"), "unknown AI level"),
    (("play", "toygame", "--seats", "human,robot"), "bad seat"),
    (("play", "toygame", "--seats", "human,ai:"), "bad seat 'ai:'"),
    (("play", "toygame", "--seats", "human:,ai"), "bad seat 'human:'"),
    (("play", "toygame", "--seats", "human,,ai"), "bad seat ''"),
    (("play", "toygame", "--seats", "human,ai:genius"), "unknown AI level"),
    (("play", "toygame", "--seats", "human"), "2 to 4 players"),
    (("play", "toygame", "--option", "target=15.0"), "must be one of"),
    (("bench",), "required"),
    (("--lang", "fr"), "unknown language 'fr'; choose one of: en, ko"),
    (("play", "toygame", "--lang", "Korean"), "unknown language 'Korean'"),
    (("transcript", "--game", "toygame", "--lang", ""), "unknown language ''"),
    (("fly",), "invalid choice"),
])
def test_bad_arguments_get_one_line_and_status_2(args, needle):
    r = run(*args)
    assert r.returncode == 2
    lines = r.stderr.strip().splitlines()
    assert len(lines) == 1 and needle in lines[0], r.stderr
    assert "Traceback" not in r.stderr and r.stdout == ""


# -- the language ------------------------------------------------------------------------------
@pytest.fixture
def app_run(monkeypatch, tmp_path):
    """The app's window replaced by a note of the display language it would open in (and a
    settings folder of the test's own)."""
    import engine.app
    from engine import i18n

    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    monkeypatch.setenv("LANGUAGE", "en_GB")
    opened = []
    monkeypatch.setattr(engine.app, "run", lambda **kw: opened.append((i18n.language(), kw.get("game"))) or 0)
    yield opened
    i18n.set_language("en")


@pytest.mark.parametrize("args,lang", [
    (["--lang", "ko"], "ko"), (["--lang", "en"], "en"), ([], "en"),
    (["play", "toygame", "--lang", "ko"], "ko"), (["--lang", "ko", "play", "toygame"], "ko"),
    (["--lang", "ko", "play", "toygame", "--lang", "en"], "en"),
])
def test_lang_chooses_the_language_the_app_opens_in(app_run, args, lang):
    assert cli.main(args) == 0
    assert app_run == [(lang, "toygame" if "play" in args else None)]


def test_without_lang_the_app_opens_in_the_saved_language_else_the_system_s(app_run, tmp_path, monkeypatch):
    from engine.settings import Settings, save_settings

    monkeypatch.setenv("LANGUAGE", "ko_KR")
    assert cli.main([]) == 0                                    # nothing saved: the system's
    save_settings(Settings(language="en"))
    assert cli.main(["play", "toygame"]) == 0                   # saved: English
    assert cli.main(["--lang", "ko"]) == 0                      # for this run only
    assert [lang for lang, _ in app_run] == ["ko", "en", "ko"]
    assert json.loads((tmp_path / "config" / "settings.json").read_text())["language"] == "en"


def test_the_transcript_takes_a_language_and_writes_an_untranslated_game_in_english():
    r = run("transcript", "--game", "toygame", "--players", "2", "--lang", "ko", "--json")
    assert r.returncode == 0, r.stderr
    english = run("transcript", "--game", "toygame", "--players", "2", "--json")
    assert json.loads(r.stdout) == json.loads(english.stdout)   # the toy game has no Korean: English


def test_arena_starts_no_more_processes_than_games(monkeypatch):
    """--jobs 8 for 2 games once started 8 processes (and --jobs 2000, about 1,300)."""
    from concurrent.futures import ThreadPoolExecutor

    from engine.ai import arena as arena_module
    from engine.game import load_game

    asked = []

    def pool(max_workers):
        asked.append(max_workers)
        return ThreadPoolExecutor(max_workers)

    monkeypatch.setattr(arena_module, "ProcessPoolExecutor", pool)
    d = arena_module.arena(load_game("toygame"), 2, 2, "random", "random", {"target": 15}, jobs=8)
    assert d["wins_a"] + d["wins_b"] + d["draws"] == 2
    assert asked == [2]
