"""A whole Fantastiqa game on the table: a human seat (driven by synthetic pointer events) against
the easy AI, to the results screen with the game's score breakdown."""

import re

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
    assert len(t.log.moves()) == len(t.record.actions), "the move log has every move"
    # the log speaks to the one human as "you", names the computer, and every verb agrees
    mine = [text for text, colour in t.log.lines if colour == "blue"]
    theirs = [text for text, colour in t.log.lines if colour == "red"]
    assert mine and all(text.startswith("You ") for text in mine), mine[:5]
    assert theirs and all(text.startswith("Ada ") for text in theirs), theirs[:5]
    wrong = re.compile(r"^You (?:\w+ )?(?:takes|places|visits|draws|subdues|finishes|discards|puts|commits|ends|"
                       r"flies|uses|pays|completes|is)\b|^You .* and (?:draws|ends)\b|You's|Player \d|\bP[1-7]\b")
    assert not [text for text in mine + theirs if wrong.search(text)]
