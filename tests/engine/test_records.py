"""Finished games kept for review (engine/records.py): kept once, listed fast from an index,
deleted, exported and imported; a damaged record reported and kept as it is."""

from __future__ import annotations

import json

import pytest

import toygame
from engine import records, saves
from engine.session import Session

HUMAN, AI = saves.Seat("You", "human", None, "blue"), saves.Seat("Ada", "ai", "easy", "red")


@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("TABLETOP_HOME", str(tmp_path))
    return tmp_path


def finished(seed=2, seats=(HUMAN, AI)):
    """A session whose toy game was played to its end (first legal move each time)."""
    s = Session.new(toygame.INFO, list(seats), seed=seed)
    while not s.state.is_over():
        s.play(s.state.legal_actions()[0])
    return s


def test_a_finished_game_is_kept_once_and_loads_back_to_its_end():
    s = finished()
    s.record_result()
    s.record_result()
    rows = records.list_records()
    assert len(rows) == 1 and rows[0].ok
    row = rows[0]
    assert (row.game, row.names, row.moves) == ("toygame", ("You", "Ada"), len(s.record.actions))
    assert row.winners == tuple(sorted(s.state.winners())) and row.humans == (0,)
    record, state, data = records.load(row.path)
    assert record.actions == s.record.actions and record.seed == s.record.seed
    assert state.to_dict() == s.state.to_dict() and state.is_over()
    assert s.record_path == row.path


def test_a_tutorial_and_an_unfinished_game_are_not_kept():
    s = Session.new(toygame.INFO, [HUMAN, AI], seed=2)
    s.record_result()
    assert records.list_records() == []
    with pytest.raises(records.RecordError):
        records.keep(s.record, s.state)
    t = finished()
    t.tutorial = object()
    t.stats_recorded = False
    t.record_result()
    assert records.list_records() == []


def test_a_damaged_record_is_listed_with_its_reason_and_never_overwritten(home):
    finished(seed=1).record_result()
    bad = records.records_dir() / "toygame-broken.json"
    bad.write_text('{"schema": 1, "kind": "record", "game": "toyg')
    before = bad.read_bytes()
    rows = records.list_records()
    broken = [r for r in rows if not r.ok]
    assert len(rows) == 2 and len(broken) == 1 and broken[0].path == bad
    assert "cut short" in str(broken[0].error)
    with pytest.raises(records.RecordError):
        records.load(bad)
    with pytest.raises(records.RecordError):
        records.store_analysis(bad, {"chances": []})
    finished(seed=3).record_result()   # keeping another never touches it
    assert bad.read_bytes() == before and len(records.list_records()) == 3


def test_moves_that_do_not_replay_are_reported_when_opened():
    s = finished()
    s.record_result()
    path = records.list_records()[0].path
    data = json.loads(path.read_text())
    data["actions"] = data["actions"][:-1]    # the game no longer ends
    path.write_text(json.dumps(data))
    with pytest.raises(records.RecordError) as e:
        records.load(path)
    assert "not finished" in str(e.value.reason)


def test_delete_export_and_import_round_trip(home):
    s = finished(seed=5)
    s.record_result()
    row = records.list_records()[0]
    out = records.export(row.path)
    assert out.parent == home / "exports" and json.loads(out.read_text())["actions"] == \
        json.loads(row.path.read_text())["actions"]
    with pytest.raises(records.RecordError) as e:
        records.import_file(out)   # already there
    assert "already" in str(e.value.reason)
    records.delete(row.path)
    assert records.list_records() == [] and not row.path.exists()
    kept = records.import_file(out)
    again = records.list_records()
    assert [r.path for r in again] == [kept]
    _, state, _ = records.load(kept)
    assert state.to_dict() == s.state.to_dict()
    assert list(records.exports_dir().glob("*.json")) == [out], "the export is kept where it was written"


def test_a_save_of_a_finished_game_imports_and_a_game_in_progress_does_not(home):
    s = finished(seed=6)
    path = saves.save(s.record, s.state, "done")
    assert records.import_file(path).exists()
    unfinished = Session.new(toygame.INFO, [HUMAN, AI], seed=7)
    path = saves.save(unfinished.record, unfinished.state, "going")
    before = path.read_bytes()
    with pytest.raises(records.RecordError) as e:
        records.import_file(path)
    assert "not finished" in str(e.value.reason) and path.read_bytes() == before


def test_the_index_serves_the_list_and_a_damaged_index_is_rebuilt(home, monkeypatch):
    for seed in range(4):
        finished(seed=seed).record_result()
    assert len(records.list_records()) == 4
    read = []
    monkeypatch.setattr(records, "inspect", lambda p: read.append(p) or records.RecordInfo(p, False, "x"))
    assert len(records.list_records()) == 4 and read == [], "unchanged records are not read again"
    (records.records_dir() / records.INDEX_NAME).write_text("{garbage")
    monkeypatch.undo()
    monkeypatch.setenv("TABLETOP_HOME", str(home))
    rows = records.list_records()
    assert len(rows) == 4 and all(r.ok for r in rows)
    assert json.loads((records.records_dir() / records.INDEX_NAME).read_text())["schema"] == 1


def test_the_list_is_newest_first():
    for k, seed in enumerate((1, 2, 3)):
        s = finished(seed=seed)
        records.keep(s.record, s.state, when=1_000_000 + k * 100)
    assert [r.finished for r in records.list_records()] == [1_000_200, 1_000_100, 1_000_000]
