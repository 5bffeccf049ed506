"""``python main.py transcript``: a whole game as one seat reads its log, and every point in it."""

from __future__ import annotations

import json
from collections import defaultdict

import pytest

from engine.cli import main
from engine.game import GAME_NAMES, load_game
from engine.transcript import transcript

ROWS = [(g, n, seed) for g in GAME_NAMES for n in load_game(g).player_counts for seed in (1, 2)]


@pytest.mark.parametrize("game,players,seed", ROWS, ids=[f"{g}-{n}p-s{s}" for g, n, s in ROWS])
def test_the_points_in_the_log_add_up_to_the_final_scores(game, players, seed):
    viewer = seed % players
    t = transcript(load_game(game), players, seed, viewer)
    sums = defaultdict(float)
    for entry in t["entries"]:
        for change in entry["score"]:
            sums[change["seat"], change["track"]] += change["delta"]
    final = {(f["seat"], f["track"]): f["total"] for f in t["final"]}
    assert {p for p, _ in final} == set(range(players))
    for key in set(final) | set(sums):
        assert sums[key] == pytest.approx(final.get(key, 0)), (
            f"seat {key[0]} track {key[1]!r}: the log's changes add up to {sums[key]}, "
            f"the game ends with {final.get(key, 0)}")
    assert all(e["text"].strip() and "{" not in e["text"] for e in t["entries"])


def test_the_json_shape_a_bug_report_carries(capsys):
    assert main(["transcript", "--game", "azul_sintra", "--players", "2", "--seed", "4",
                 "--viewer", "1", "--json"]) == 0
    t = json.loads(capsys.readouterr().out)
    assert set(t) == {"game", "players", "seed", "viewer", "entries", "final"}
    assert (t["game"], t["players"], t["seed"], t["viewer"]) == ("azul_sintra", 2, 4, 1)
    assert all(set(e) == {"text", "seat", "score"} for e in t["entries"])
    assert all(set(c) == {"seat", "delta", "track"} for e in t["entries"] for c in e["score"])
    assert all(set(f) == {"seat", "track", "total"} for f in t["final"])


def test_the_text_ends_with_the_scores_and_a_bad_viewer_is_one_line(capsys):
    assert main(["transcript", "--game", "azul_sintra", "--players", "2", "--seed", "4"]) == 0
    out = capsys.readouterr().out.splitlines()
    assert "Final scores:" in out and out[-2].strip().startswith("You:")
    assert main(["transcript", "--game", "azul_sintra", "--players", "2", "--viewer", "2"]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and "--viewer" in err[0]
