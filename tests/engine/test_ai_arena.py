"""The arena's records, proven on the toy game: one record per game with its seed, scores, end,
the search work each seat did, the time cap's cuts and the game's play-quality counts."""

import dataclasses
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from engine import cli
from engine.ai.arena import STALL, TURN_LIMIT, arena, how_it_ended
from engine.ai.players import FIXED_ITERATIONS_ENV
from engine.game import load_game

ROOT = Path(__file__).resolve().parents[2]
INFO = load_game("toygame")


def test_every_game_has_its_record_and_the_play_quality_adds_up():
    r = arena(INFO, 3, 9, "heuristic", "greedy", {}, seed=40)
    assert r["played"] == len(r["games"]) == 9
    assert [g["seed"] for g in r["games"]] == list(range(40, 49))
    busts = 0
    for g in r["games"]:
        assert g["seat_a"] == (g["seed"] - 40) % 3, "A's seat goes round the table"
        assert [s["level"] for s in g["search"]] == [
            "heuristic" if seat == g["seat_a"] else "greedy" for seat in range(3)]
        assert len(g["scores"]) == 3 and g["end"] == "normal"
        # the toy's hook counts the card that went over 21: the one seat left out of the win
        went_over = [seat for seat, q in enumerate(g["quality"]) if q["busts"]]
        if len(g["winners"]) == 2:
            assert went_over == [seat for seat in range(3) if seat not in g["winners"]]
        else:
            assert went_over == []
        busts += len(went_over)
    assert busts, "some game went over 21"
    a, b = r["by_player"]["a"], r["by_player"]["b"]
    assert (a["seat_games"], b["seat_games"]) == (9, 18)
    for side, player in (("a", a), ("b", b)):
        mine = [q for g in r["games"] for seat, q in enumerate(g["quality"])
                if (seat == g["seat_a"]) == (side == "a")]
        assert player["quality"] == {k: sum(q[k] for q in mine) for k in ("busts", "sixes")}
    assert sum(a["quality"].values()) + sum(b["quality"].values()) > 0
    assert r["ends"] == {"normal": 9, "stall end": 0, "turn limit": 0}
    assert r["mean_winning_score"] == round(sum(max(g["scores"]) for g in r["games"]) / 9, 2)


def test_search_work_and_think_times_are_reported_per_player(monkeypatch):
    monkeypatch.setenv(FIXED_ITERATIONS_ENV, "30")
    r = arena(INFO, 2, 4, "normal", "easy", {}, seed=3)
    a, b = r["by_player"]["a"], r["by_player"]["b"]
    assert a["searched"] > 0 and 0 < a["mean_iterations"] <= 30 and a["capped"] == 0
    assert a["iterations"] == sum(g["search"][g["seat_a"]]["iterations"] for g in r["games"])
    assert b["searched"] == 0 and b["iterations"] == 0, "easy looks one move ahead, no search"
    for player in (a, b):
        assert 0 < player["think_s_median"] <= player["think_s_p95"]
    # a whole game's thinking is at least its longest move's, and the searching seat thinks longer
    assert a["game_think_s_max"] >= a["think_s_p95"] and a["game_think_s_max"] > b["game_think_s_max"]
    # and in processor time, which a busy machine does not stretch: the searching seat's is some
    assert a["game_cpu_s_max"] > 0 and a["game_cpu_s_max"] > b["game_cpu_s_max"]


def test_a_slow_machine_plays_the_same_games_and_counts_the_searches_past_the_cap(monkeypatch):
    import engine.ai.search as search_module

    monkeypatch.setenv(FIXED_ITERATIONS_ENV, "")  # the levels' own work and caps
    fast = arena(INFO, 2, 2, "normal", "random", {}, seed=5)

    class Crawling:  # every reading of the clock a second later: the normal level's cap is hit
        now = 0.0

        def perf_counter(self):
            self.now += 1.0
            return self.now

    monkeypatch.setattr(search_module, "time", Crawling())
    slow = arena(INFO, 2, 2, "normal", "random", {}, seed=5)
    assert [g["scores"] for g in slow["games"]] == [g["scores"] for g in fast["games"]]
    a = slow["by_player"]["a"]
    assert a["iterations"] == fast["by_player"]["a"]["iterations"], "no search was cut short"
    assert a["capped"] == a["searched"] > 0 and fast["by_player"]["a"]["capped"] == 0
    assert sum(g["capped"] for g in slow["games"]) == a["capped"]
    assert slow["by_player"]["b"]["capped"] == 0


def test_a_game_stopped_at_the_decision_limit_is_a_turn_limit_draw():
    r = arena(INFO, 2, 2, "random", "random", {}, max_decisions=2)
    assert all(g["end"] == TURN_LIMIT and g["outcome"] == "draw" for g in r["games"])
    assert r["ends"][TURN_LIMIT] == 2 and r["draws"] == 2


def test_a_stall_end_is_told_from_the_event_that_ended_the_game():
    state = INFO.new_game(2, seed=1)
    while not state.is_over():
        state.apply(state.legal_actions()[0])
    assert how_it_ended(state) == "normal"
    state.begin_events()
    state.emit("toygame.ev.stalled")   # as Blue Moon City's idle rounds end a game
    assert how_it_ended(state) == STALL


def test_a_real_stall_is_recorded_as_one():
    """Blue Moon City's rule-book stall (nobody places a marker for some rounds), reached by
    random play, is what the record says ended the game."""
    r = arena(load_game("bluemoon"), 2, 4, "random", "random", {"stall_rounds": 10})
    assert r["ends"][STALL] >= 1 and r["ends"][TURN_LIMIT] == 0


@pytest.mark.parametrize("game,key", [("bluemoon", "bluemoon.ev.stalled"),
                                      ("fantastiqa", "fantastiqa.ev.end_stall"),
                                      ("guildhall", "guildhall.ev.stall_one")])
def test_the_games_stall_ends_are_the_events_the_arena_reads(game, key):
    import importlib

    assert key in importlib.import_module(f"{game}.words").MESSAGES


def test_a_run_stops_early_when_asked():
    r = arena(INFO, 2, 10, "greedy", "random", {}, stop=lambda records: len(records) >= 3)
    assert r["played"] == 3 and len(r["games"]) == 3
    r = arena(INFO, 2, 10, "greedy", "random", {}, jobs=2, stop=lambda records: len(records) >= 3)
    assert 3 <= r["played"] <= 4, "no more games start once the answer is in"


def test_a_game_without_a_heuristic_player_is_refused_in_one_line(monkeypatch, capsys):
    bare = dataclasses.replace(INFO, heuristic_module=None)
    with pytest.raises(ValueError, match="Twenty-One has no heuristic player"):
        arena(bare, 2, 1, "heuristic", "random", {})
    monkeypatch.setattr(cli, "load_game", lambda name: bare)
    assert cli.main(["arena", "--game", "toygame", "--a", "normal", "--b", "heuristic"]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and "no heuristic player" in err[0]


def test_arena_json_lists_the_games():
    env = dict(os.environ, PYTHONPATH=f"{ROOT}{os.pathsep}{ROOT / 'tests'}",
               TABLETOP_EXTRA_GAMES="toygame")
    r = subprocess.run([sys.executable, str(ROOT / "main.py"), "arena", "--game", "toygame",
                        "--a", "heuristic", "--b", "greedy", "--players", "3", "--games", "4",
                        "--jobs", "2", "--json"], capture_output=True, text=True, env=env,
                       timeout=120)
    assert r.returncode == 0, r.stderr
    d = json.loads(r.stdout)
    assert d["played"] == 4 and d["wins_a"] + d["wins_b"] + d["draws"] == 4
    assert {"seed", "seat_a", "scores", "end", "search", "capped", "quality"} <= set(d["games"][0])
    assert sorted(g["seed"] for g in d["games"]) == [0, 1, 2, 3]
