"""The ladder: tools/ladder.py's table, and the one line per level the setup screen takes from it."""

import importlib.util
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from engine.ai.ladder import about, load_ladder, standing

ROOT = Path(__file__).resolve().parents[2]


def _tool():
    spec = importlib.util.spec_from_file_location("ladder_tool", ROOT / "tools" / "ladder.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def _run(*args):
    env = dict(os.environ, PYTHONPATH=f"{ROOT}{os.pathsep}{ROOT / 'tests'}",
               TABLETOP_EXTRA_GAMES="toygame")
    env.pop("TABLETOP_AI_ITERATIONS", None)
    return subprocess.run([sys.executable, str(ROOT / "tools" / "ladder.py"), *args],
                          capture_output=True, text=True, env=env, timeout=300)


def test_a_quick_ladder_writes_its_table_and_its_document(tmp_path):
    # a figure of another game, from an earlier run, is kept
    earlier = {"version": 1, "games": {"guildhall": {"title": "Guildhall", "quick": False, "pairings": []}}}
    (tmp_path / "ladder.json").write_text(json.dumps(earlier), encoding="utf-8")
    r = _run("--game", "toygame", "--quick", "--jobs", "1", "--out", str(tmp_path))
    assert r.returncode == 0, r.stderr
    table = json.loads((tmp_path / "ladder.json").read_text(encoding="utf-8"))
    assert table["version"] == 1 and set(table["games"]) == {"guildhall", "toygame"}
    toy = table["games"]["toygame"]
    assert toy["quick"] is True
    assert [(p["a"], p["b"], p["players"]) for p in toy["pairings"]] == [
        ("normal", "easy", 2), ("normal", "greedy", 2), ("hard", "normal", 2), ("normal", "heuristic", 2)]
    for p in toy["pairings"]:
        assert p["played"] == 2 == p["wins_a"] + p["wins_b"] + p["draws"]
        assert 0 <= p["ci95"][0] <= p["score"] <= p["ci95"][1] <= 1
        assert set(p["think_s"]["a"]) == {"median", "p95"} and p["think_s"]["a"]["median"] <= p["think_s"]["a"]["p95"]
        assert set(p["capped"]) == set(p["quality"]) == {"a", "b"}
        assert set(p["quality"]["a"]) == {"busts", "sixes"}, "the toy's play-quality counts"
        assert sum(p["ends"].values()) == 2 and "→" in p["load"]
    assert 0 < toy["pairings"][0]["mean_iterations"]["a"] <= 12, "a quick run searches a tiny budget"
    doc = (tmp_path / "ai-ladder.md").read_text(encoding="utf-8")
    assert "## Twenty-One" in doc and "## Guildhall" in doc and "not a measurement" in doc
    for pairing in ("normal vs easy", "normal vs greedy", "hard vs normal", "normal vs heuristic"):
        assert f"| {pairing} | 2 |" in doc
    assert "| normal vs easy | normal (A) | busts" in doc
    # the most thinking in one game, by the clock and by the processor
    assert all(p["game_cpu_s_max"]["a"] > 0 for p in toy["pairings"])
    assert doc.count(" s (processor ") == 4
    # a quick run's figures measure nothing: the setup screen shows none of them
    assert standing("toygame", "normal", table) is None
    # one pairing measured again: the game's other pairings are kept
    r = _run("--game", "toygame", "--pairing", "hard:normal", "--quick", "--games", "4",
             "--jobs", "1", "--out", str(tmp_path))
    assert r.returncode == 0, r.stderr
    again = json.loads((tmp_path / "ladder.json").read_text(encoding="utf-8"))["games"]["toygame"]
    assert [p["played"] for p in again["pairings"]] == [2, 2, 4, 2]


def test_kept_records_rebuild_the_table_of_a_run_stopped_half_way(tmp_path):
    """Every finished game is kept as it ends, so a ladder run stopped before a pairing ends
    still gives its figures (--from-records), the same as the run's own table."""
    played, rebuilt = tmp_path / "played", tmp_path / "rebuilt"
    r = _run("--game", "toygame", "--quick", "--jobs", "1", "--out", str(played),
             "--records", str(played / "records"))
    assert r.returncode == 0, r.stderr
    kept = played / "records" / "toygame_normal_easy_2p.jsonl"
    assert len(kept.read_text(encoding="utf-8").splitlines()) == 2
    r = _run("--game", "toygame", "--out", str(rebuilt), "--from-records", str(played / "records"))
    assert r.returncode == 0, r.stderr
    a = json.loads((played / "ladder.json").read_text(encoding="utf-8"))["games"]["toygame"]
    b = json.loads((rebuilt / "ladder.json").read_text(encoding="utf-8"))["games"]["toygame"]
    for x, y in zip(a["pairings"], b["pairings"]):
        assert (x["a"], x["b"], x["played"], x["score"], x["quality"]) == (
            y["a"], y["b"], y["played"], y["score"], y["quality"])


def test_a_game_without_a_heuristic_player_has_that_pairing_skipped_in_the_table():
    tool = _tool()
    import dataclasses

    from engine.game import load_game

    bare = dataclasses.replace(load_game("toygame"), heuristic_module=None)
    row = tool.measure(bare, "normal", "heuristic", 2, True, 2, 1, 0)
    assert row["skipped"] == "Twenty-One has no heuristic player"


def test_a_pairing_stops_once_its_interval_clears_one_half():
    stop = _tool()._clears(2)
    won = {"outcome": "a"}
    lost = {"outcome": "b"}
    assert not stop([won] * 4), "never before MIN_GAMES"
    assert stop([won] * 6)
    assert not stop([won] * 6 + [lost] * 4), "0.6 of 10 is not yet clear of one half"
    assert not stop([won] * 7), "only after a whole round of seats"


def test_bad_arguments_get_one_line_and_status_2():
    for args in (("--game", "chess"), ("--games", "0")):
        r = _run(*args)
        assert r.returncode == 2 and len(r.stderr.strip().splitlines()) == 1, r.stderr


@pytest.mark.parametrize("score,words", [(0.68, (2, 3)), (0.5, (1, 2)), (0.3, (1, 3)),
                                         (0.62, (3, 5)), (0.95, (9, 10)), (0.02, (1, 10))])
def test_a_score_is_told_as_a_plain_fraction(score, words):
    assert about(score) == words


def test_each_level_is_told_against_its_neighbour():
    table = {"version": 1, "games": {"g": {"quick": False, "pairings": [
        {"a": "normal", "b": "easy", "players": 2, "played": 30, "score": 0.75},
        {"a": "hard", "b": "normal", "players": 2, "played": 30, "score": 0.6},
        {"a": "normal", "b": "greedy", "players": 2, "played": 30, "score": 0.9}]}}}
    assert standing("g", "normal", table) == (3, 4)
    assert standing("g", "easy", table) == (1, 4)
    assert standing("g", "hard", table) == (3, 5)
    assert standing("other", "hard", table) is None


def test_a_handful_of_games_is_not_quoted_on_the_setup_screen():
    table = {"version": 1, "games": {"g": {"quick": False, "pairings": [
        {"a": "normal", "b": "easy", "players": 2, "played": 3, "score": 1.0}]}}}
    assert standing("g", "normal", table) is None


@pytest.mark.parametrize("text", ["{not json", "[1, 2]", '{"version": 99, "games": {}}', ""])
def test_a_damaged_or_foreign_table_means_no_figures(tmp_path, text):
    path = tmp_path / "ladder.json"
    path.write_text(text, encoding="utf-8")
    assert load_ladder(path) == {}
    assert load_ladder(tmp_path / "missing.json") == {}


def test_the_shipped_table_is_readable():
    """engine/ai/ladder.json ships with the app: it must load (or be absent)."""
    from engine.ai.ladder import LADDER_FILE

    if LADDER_FILE.exists():
        table = load_ladder()
        assert table and table["version"] == 1
