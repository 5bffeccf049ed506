"""Reviewing a finished game (engine/ai/analysis.py, engine/review.py): every seat's chance
after every move sums to 1, a flagged mistake's better move is one the search itself ranks
above the move played, the analysis is kept with its record, and ``main.py analyse``."""

from __future__ import annotations

import json
import random
import threading
from pathlib import Path

import pytest

import toygame
from engine import records, saves
from engine.ai import analysis
from engine.cli import main
from engine.game import load_game


@pytest.fixture(autouse=True)
def small_searches(tmp_path, monkeypatch):
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    monkeypatch.setenv("TABLETOP_AI_ITERATIONS", "24")


def random_game(info, seed, n=2):
    record, state = saves.new_record(info, [saves.Seat("Ann"), saves.Seat("Bo", "ai", "normal")][:n], seed=seed)
    rng = random.Random(seed)
    while not state.is_over():
        record.play(state, rng.choice(state.legal_actions()))
    return record, state


def test_chances_sum_to_one_and_the_end_gives_it_to_the_winner():
    record, state = random_game(toygame.INFO, 3)
    found = analysis.analyse(toygame.INFO, record)
    assert len(found.chances) == len(record.actions) + 1
    for cs in found.chances:
        assert sum(cs) == pytest.approx(1.0, abs=1e-9) and all(0 <= c <= 1 for c in cs)
    winners = state.winners()
    assert found.chances[-1] == tuple(1.0 / len(winners) if s in winners else 0.0 for s in range(2))


def test_a_flagged_mistakes_better_move_is_ranked_above_the_move_played_by_the_search_itself():
    info = load_game("guildhall")   # short decisions: many positions quickly
    record, _ = random_game(info, 11)
    found = analysis.analyse(info, record)
    states = analysis.positions(info, record)
    flagged = analysis.mistakes(info, record, found, threshold=0.0, states=states)
    assert flagged, "random play against the search's judgement shows some mistakes"
    for m in flagged[:6]:
        # the search again, at that position, from the mover's information
        _, ranking = analysis.probe(info, states[m.index], m.seat, analysis._seed(record, m.index, m.seat))
        order = [a for a, _, _ in ranking]
        assert order[0] == m.better != m.move
        assert m.move not in order[:1]
        if m.move in order:
            assert order.index(m.better) < order.index(m.move)
        assert m.chance_lost > 0 and found.chances[m.index][m.seat] - found.chances[m.index + 1][m.seat] == \
            pytest.approx(m.chance_lost)
    seat0 = analysis.mistakes(info, record, found, seat=0, threshold=0.0, states=states)
    assert seat0 and all(m.seat == 0 for m in seat0)
    assert len(analysis.mistakes(info, record, found, threshold=0.1)) <= len(flagged)


@pytest.mark.parametrize("game,searches", [("azul_sintra", 1), ("guildhall", 2)])
def test_seats_that_know_the_same_share_one_search(game, searches):
    """Azul hides nothing from one seat that it shows another: one search serves both seats of
    a position; Guildhall's hands are hidden: a search per seat."""
    info = load_game(game)
    record, _ = random_game(info, 3)
    totals = []
    found = analysis.analyse(info, record, progress=lambda done, total: totals.append(total))
    choices = sum(1 for s in analysis.positions(info, record)[:-1] if len(s.legal_actions()) > 1)
    assert totals[0] == searches * choices
    assert all(sum(cs) == pytest.approx(1.0) for cs in found.chances)


def test_progress_is_reported_and_a_cancel_stops_it():
    record, _ = random_game(toygame.INFO, 5)
    seen = []
    analysis.analyse(toygame.INFO, record, progress=lambda d, t: seen.append((d, t)))
    assert seen[0][0] == 0 and seen[-1][0] == seen[-1][1] > 0
    stop = threading.Event()

    def stop_at_first(done, total):
        if done >= 1:
            stop.set()

    with pytest.raises(analysis.Cancelled):
        analysis.analyse(toygame.INFO, record, progress=stop_at_first, cancel=stop)


def test_the_analysis_is_kept_with_its_record_and_read_back():
    record, state = random_game(toygame.INFO, 7)
    path = records.keep(record, state)
    found = analysis.analyse(toygame.INFO, record)
    records.store_analysis(path, found.to_json(toygame.INFO))
    _, _, data = records.load(path)
    back = analysis.Analysis.from_json(toygame.INFO, records.analysis_of(data), len(record.actions), 2)
    assert back is not None and len(back.choices) == len(found.choices)
    for b, f in zip(back.choices, found.choices):
        assert (b.best, b.played_rank) == (f.best, f.played_rank)
        assert b.best_value == pytest.approx(f.best_value, abs=1e-4)
    assert all(b == pytest.approx(f, abs=1e-4) for bs, fs in zip(back.chances, found.chances)
               for b, f in zip(bs, fs))
    assert records.list_records()[0].analysed
    assert analysis.Analysis.from_json(toygame.INFO, {"chances": [[2, 0]]}, len(record.actions), 2) is None


def test_analyse_json_for_a_record(capsys):
    record, state = random_game(toygame.INFO, 9)
    path = records.keep(record, state)
    assert main(["analyse", str(path), "--json", "--threshold", "0"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert [m["index"] for m in out["moves"]] == list(range(len(record.actions)))
    for m in out["moves"]:
        assert set(m) >= {"index", "seat", "move", "chances"}
        assert sum(m["chances"]) == pytest.approx(1.0, abs=0.001)
    for m in out["mistakes"]:
        assert set(m) >= {"index", "seat", "move", "chance_lost", "better", "why"} and m["chance_lost"] > 0
    assert records.list_records()[0].analysed, "the analysis was kept with the record"


def test_analyse_json_for_a_game_between_computers(capsys):
    assert main(["analyse", "--game", "guildhall", "--players", "2", "--seed", "4", "--json", "--seat", "1"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["moves"] and all(len(m["chances"]) == 2 for m in out["moves"])
    assert all(m["seat"] == 1 for m in out["mistakes"])


@pytest.mark.parametrize("argv", [
    ["analyse"],
    ["analyse", "x.json", "--game", "guildhall"],
    ["analyse", "--game", "nope"],
    ["analyse", "--game", "guildhall", "--players", "9"],
    ["analyse", "--game", "guildhall", "--seat", "7"],
    ["analyse", "--game", "guildhall", "--threshold", "150"],
    ["analyse", "missing-file.json"],
])
def test_bad_arguments_get_one_line_and_status_2(argv, capsys, tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    assert main(argv) == 2
    err = capsys.readouterr().err
    assert err.startswith("tabletop: error: ") and err.count("\n") == 1


def test_a_damaged_record_is_refused_in_a_line_and_kept(capsys, tmp_path):
    bad = records.records_dir() / "azul_sintra-x.json"
    bad.write_text('{"schema": 1, "kind": "record", "game": "azul_sint')
    before = bad.read_bytes()
    assert main(["analyse", str(bad)]) == 2
    assert "cut short" in capsys.readouterr().err and bad.read_bytes() == before


def test_a_quest_paid_from_hidden_cards_is_weighed_from_the_other_seats_eyes():
    """A Fantastiqa game won by paying a quest from the hand: seen by the loser, whose guess
    of the winner's hidden cards may not pay for it, the review still weighs the position."""
    path = Path(__file__).parent.parent / "fixtures" / "records" / "fantastiqa-won-by-a-quest-payment.json"
    record, _, _ = records.load(path)
    info = load_game(record.game)
    states = analysis.positions(info, record)
    paying = [p for p, s in enumerate(states[:-1]) if s.phase == "quest_payment" and s.to_move == 1]
    assert paying, "the record ends with the winner paying for a quest"
    for p in paying:
        values, ranking = analysis.probe(info, states[p], 0, analysis._seed(record, p, 0))
        assert all(0.0 <= v <= 1.0 for v in values)
