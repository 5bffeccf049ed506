"""The game session without a window (engine/session.py): what a move means at a table."""

from __future__ import annotations

import pytest

import toygame
from engine import saves
from engine.ai.players import Decision
from engine.game import IllegalAction
from engine.session import Session, since_last_move
from engine.text import render
from toygame import Play

HUMAN, AI = saves.Seat("You", "human", None, "blue"), saves.Seat("Ada", "ai", "easy", "red")


def _humans(*names):
    return [saves.Seat(n, "human", None, c) for n, c in zip(names, ("blue", "red", "green", "yellow"))]


class RecordingWorker:
    """Stands in for the app's AI worker: remembers what it was shown, answers at once."""

    def __init__(self, cut_short=False):
        self.shown, self.jobs, self.cut_short = [], {}, cut_short

    def start(self, info, state, level, seed=None, task="move"):
        self.shown.append(state)
        job = len(self.shown)
        action = state.determinize(state.to_move, __import__("random").Random(seed)).legal_actions()[0]
        self.jobs[job] = Decision(action, self.cut_short, 10 if self.cut_short else 100, 100)
        return job

    def poll(self, job):
        return self.jobs.get(job)

    def has(self, job):
        return job in self.jobs

    def cancel(self, job):
        self.jobs.pop(job, None)


def _play_own_card(session):
    return session.play(session.legal()[0])


def _play_out(session, worker):
    """The human plays their first card, the computer what ``worker`` answers, to the end."""
    while not session.state.is_over():
        if session.my_decision():
            _play_own_card(session)
        else:
            session.think(worker)
            session.play(session.take_ai_move())


def test_the_computer_sees_only_its_own_view():
    s = Session.new(toygame.INFO, [HUMAN, AI], seed=3)
    _play_own_card(s)
    worker = RecordingWorker()
    move = s.think(worker)
    assert move is not None and s.take_ai_move() == move
    shown = worker.shown[-1]
    assert shown.to_dict() == s.state.view(1).to_dict(), "the AI is handed view(seat), nothing more"
    assert shown.rng is None and all(c is None for c in shown.hands[0]), "the human's cards stay hidden"
    s.play(move)
    assert s.state.to_move == 0 and len(s.record.actions) == 2


def test_a_search_cut_short_by_the_clock_is_counted_and_told_once_a_game():
    told = []
    s = Session.new(toygame.INFO, [HUMAN, AI], seed=3, notify=lambda text, kind="": told.append(text))
    worker = RecordingWorker(cut_short=True)
    _play_out(s, worker)
    assert s.ai_cut_short >= 2, "every cut search is counted"
    said = [s.words(t) for t in told]
    assert said == ["The computer ran out of thinking time (10 of 100 search steps), so it may play "
                    "below its level; closing other programs lets it think fully."], said


def test_pass_and_play_hands_the_screen_over_and_calls_everyone_by_name():
    s = Session.new(toygame.INFO, _humans("Mina", "Joon"), seed=5)
    assert s.pending_handoff == 0, "the first player takes the screen before seeing a hand"
    assert s.take_handoff() == 0 and s.my_decision()
    out = _play_own_card(s)
    assert out.handoff_to == 1 and s.pending_handoff == 1 and not s.my_decision()
    assert s.legal() == [], "nobody may move while the screen changes hands"
    line = s.words(s.log[0].text)
    assert line.startswith("Mina plays a "), line
    s.take_handoff()
    assert s.viewer == 1 and s.my_decision()


def test_each_seat_reads_only_what_it_may_know():
    s = Session.new(toygame.INFO, _humans("Mina", "Joon"), seed=5)
    s.take_handoff()
    _play_own_card(s)
    drawn = s.state.hands[0][-1]
    mine = [s.words(e.text) for e in s.log_for(0)]
    theirs = [s.words(e.text) for e in s.log_for(1)]
    assert f"Mina draws a {drawn}." in mine
    assert "Mina draws a card." in theirs and not any(f"draws a {drawn}" in t for t in theirs)
    recap = since_last_move(s, 1)
    assert [s.words(e.text) for e in recap.entries] == theirs, "the hand-off recap shows Joon's view only"


def test_a_gesture_plays_all_its_moves_or_none():
    s = Session.new(toygame.INFO, [HUMAN, AI], seed=3)
    card = s.legal()[0]
    with pytest.raises(IllegalAction) as refused:
        s.play_sequence([card, Play(99)])
    assert s.record.actions == [] and s.log == [], "a refused gesture plays nothing"
    assert "holds no 99" in render(refused.value.message)


def test_undo_goes_back_to_the_humans_move_and_survives_a_save(monkeypatch):
    import os

    from ui import nim

    monkeypatch.setenv("TABLETOP_EXTRA_GAMES", os.environ.get("TABLETOP_EXTRA_GAMES", "") + ",ui.nim")
    seats = [HUMAN, AI]
    s = Session.new(nim.INFO, seats, seed=1)
    s.play(s.legal()[0])
    worker = RecordingWorker()
    s.think(worker)
    s.play(s.take_ai_move())
    assert s.undo_point == 0
    path = s.save("undo-test")
    record, state = saves.load(path)
    again = Session(nim.INFO, record, state)
    assert again.undo_point == 0, "after loading, the same move can be taken back"
    assert again.undo() and again.record.actions == [] and again.state.to_move == 0


def test_autosave_after_every_move_and_never_for_a_tutorial_or_a_broken_game():
    s = Session.new(toygame.INFO, [HUMAN, AI], seed=8)
    _play_own_card(s)
    record, _ = saves.load(saves.autosave_path(s.record.game))
    assert record.actions == s.record.actions
    s.may_autosave = False
    s.play(s.think(RecordingWorker()) or s.take_ai_move() or s.state.legal_actions()[0])
    record, _ = saves.load(saves.autosave_path(s.record.game))
    assert len(record.actions) == 1, "after a failure the last good autosave is kept"


def test_a_finished_game_is_counted_once():
    from engine import stats

    s = Session.new(toygame.INFO, [HUMAN, AI], seed=2)
    worker = RecordingWorker()
    _play_out(s, worker)
    before = stats.load_stats()
    s.record_result()
    s.record_result()
    after = stats.load_stats()
    assert _games(after) == _games(before) + 1


def _games(data) -> int:
    import json
    return json.dumps(data).count("toygame") and sum(
        v.get("played", 0) for k, v in data.get("games", {}).items() if k == "toygame") if isinstance(data, dict) else 0


def test_a_legal_move_without_words_is_an_error_not_a_silent_line(monkeypatch):
    """describe() failing for a legal move is a bug: it is raised (for the safety net) before
    anything changes, never written into the log as the action's repr."""
    s = Session.new(toygame.INFO, [HUMAN, AI], seed=3)
    move = s.state.legal_actions()[0]
    monkeypatch.setattr(type(s.state), "describe", lambda self, a: {}["no words"])
    with pytest.raises(KeyError):
        s.play(move)
    assert s.record.actions == [] and s.log == []
    with pytest.raises(IllegalAction):   # an illegal move is still refused as such
        s.play(Play(99))


def test_a_log_that_cannot_be_written_out_says_where_it_stops(monkeypatch):
    s = Session.new(toygame.INFO, [HUMAN, AI], seed=3)
    s.play(s.state.legal_actions()[0])
    s.play(s.state.legal_actions()[0])
    real = type(s.state).describe
    calls = []

    def second_fails(self, a):
        calls.append(a)
        if len(calls) == 2:
            raise ValueError("bad words")
        return real(self, a)

    monkeypatch.setattr(type(s.state), "describe", second_fails)
    told = []   # the game loaded again: its log is written out anew
    s = Session(toygame.INFO, s.record, s.state, notify=lambda text, kind="": told.append(text))
    last = s.log[-1]
    assert last.text.key == "engine.session.log_cut" and last.move == 1
    assert "move 2" in render(last.text) and "bad words" in render(last.text)
    assert told and "bad words" in told[0]


def test_the_computers_move_is_due_once_the_table_is_at_rest():
    """The session decides when the computer moves; the table only says whether it is at rest."""
    s = Session.new(toygame.INFO, [HUMAN, AI], seed=3)
    worker = RecordingWorker()
    made = []

    def get_worker():
        made.append(1)
        return worker

    assert s.ai_move_due(get_worker, True, 10.0, 0.0) is None and not made, "no search on a person's turn"
    _play_own_card(s)
    assert s.ai_move_due(get_worker, False, 10.0, 0.0) is None, "a table still moving waits"
    assert worker.shown, "but the search has started"
    assert s.ai_move_due(get_worker, True, 1.0, 2.0) is None, "and waits for the pause after a move"
    move = s.ai_move_due(get_worker, True, 2.0, 2.0)
    assert move is not None and move in s.state.legal_actions()
    s.play(move)
    assert s.ai_move_due(get_worker, True, 3.0, 2.0) is None, "the person's turn again"
