"""A whole Fantastiqa game on the table: a human seat (driven by synthetic pointer events) against
the easy AI, to the results screen with the game's score breakdown."""

from engine import saves
from fantastiqa.view import Ref
from fantastiqa_view.fq_driver import INFO, open_table, perform, wait_turn
from ui.table_walks import play_to_results

H = saves.Seat


def _only_own_hand(t):
    assert all(p.data.seat == 0 for p in t.pieces if isinstance(p.data, Ref) and p.data.zone == "hand")


def test_whole_game_against_easy_to_the_results(app, monkeypatch):
    monkeypatch.setattr(saves, "autosave", lambda *a, **k: None)  # saves are tested elsewhere
    app.settings.animation_speed = 25.0
    t = open_table(app, [H("You", "human", None, "blue"), H("Ada", "ai", "easy", "red")], seed=5,
                   options={"quest_goal": 7})
    used, res = play_to_results(app, t, INFO, perform, wait_turn, _only_own_hand)
    labels = [lbl for lbl, _ in res.breakdown]
    assert "Cups of completed quests" in labels and "+1 bonus tokens" in labels
    assert used["drag"] > 10 and used["click"] > 10
    assert len(t.log.lines) == len(t.record.actions), "the move log has every move"
