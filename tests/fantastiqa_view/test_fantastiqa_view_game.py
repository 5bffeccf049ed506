"""A whole Fantastiqa game on the table: a human seat (driven by synthetic pointer events) against
the easy AI, to the results screen with the game's score breakdown."""

import random
import time

from engine import saves
from engine.ai.players import choose_action
from fantastiqa.view import Ref
from fantastiqa_view.fq_driver import INFO, open_table, perform, wait_turn
from ui.helpers import until

H = saves.Seat


def test_whole_game_against_easy_to_the_results(app, monkeypatch):
    monkeypatch.setattr(saves, "autosave", lambda *a, **k: None)  # saves are tested elsewhere
    app.settings.animation_speed = 25.0
    t = open_table(app, [H("You", "human", None, "blue"), H("Ada", "ai", "easy", "red")], seed=5,
                   options={"quest_goal": 7})
    rng = random.Random(5)
    used = {"click": 0, "drag": 0}
    t0 = time.perf_counter()
    while True:
        assert wait_turn(app, t, 2000, dt=1 / 8), "the AI never handed the turn back"
        if t.results_shown or app.scenes.top is not t:
            break
        assert t.viewer == 0
        assert all(p.data.seat == 0 for p in t.pieces if isinstance(p.data, Ref) and p.data.zone == "hand")
        a = choose_action(INFO, t.state, "easy", seed=rng.randrange(1 << 30))
        n = len(t.record.actions)
        used[perform(app, t, a, steps=2)] += 1
        assert len(t.record.actions) > n, f"{a!r} was not accepted ({t.bubble})"
    assert until(app, lambda: type(app.scenes.top).__name__ == "ResultsScene", 300)
    res = app.scenes.top
    labels = [lbl for lbl, _ in res.breakdown]
    assert "Cups of completed quests" in labels and "+1 bonus tokens" in labels
    assert t.state.is_over()
    assert used["drag"] > 10 and used["click"] > 10
    assert len(t.log.lines) == len(t.record.actions)
    assert any(line.startswith("Ada ") for line, _ in t.log.lines)
    assert not any("Player 1" in line for line, _ in t.log.lines)
    print(f"whole game: {len(t.record.actions)} moves, {used}, {time.perf_counter() - t0:.1f} s")
