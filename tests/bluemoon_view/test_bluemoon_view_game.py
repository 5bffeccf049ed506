"""A whole Blue Moon City game on the table, a human seat (driven by synthetic pointer events) against
the easy AI, to the results screen; and every decision the engine can ask for has an on-table way."""

import random

from engine import saves
from engine.ui.table import open_table as open_at
from bluemoon import actions as A
from bluemoon import rules as R
from bluemoon.view import Ref
from bluemoon_view.bm_driver import INFO, gesture_for, open_table, perform, wait_turn
from ui.table_walks import play_to_results

H = saves.Seat


def _only_own_hand(t):
    assert all(p.data.seat == 0 for p in t.pieces if isinstance(p.data, Ref) and p.data.what == "hand")
    assert t.view.crystals[1] is None, "the other player's crystals are hidden"


def test_whole_game_against_easy_to_the_results(app, monkeypatch):
    monkeypatch.setattr(saves, "autosave", lambda *a, **k: None)  # saves are tested elsewhere
    app.settings.animation_speed = 25.0
    t = open_table(app, [H("You", "human", None, "blue"), H("Ada", "ai", "easy", "red")], seed=5)
    used, res = play_to_results(app, t, INFO, perform, wait_turn, _only_own_hand,
                                gestures=("click", "drag", "hoax"))
    labels = [lbl for lbl, _ in res.breakdown]
    assert "Obelisk markers" in labels and "Crystals (tie-break)" in labels
    assert used["drag"] > 10 and used["click"] > 10
    assert len(t.log.moves()) == len(t.record.actions), "the move log has every move"
    # the log tells every move, in the table's words, in order (events may come between them)
    said = iter(text for text, _ in t.log.lines)
    state = t.record.first_state(INFO)
    for action in t.record.actions:
        line = t.words(state.describe(action))
        assert any(text == line for text in said), f"the move log lacks {line!r}"
        state.apply(action)



def positions(n_games=6, every=7, players=(2, 3, 4)):
    """Many positions from quick games between simple players, with the state and its record."""
    for g in range(n_games):
        n = players[g % len(players)]
        seats = [H(f"P{i}", "human", None, None) for i in range(n)]
        opts = {"expansion": g % 2 == 1}
        # seeds whose first 160 positions hold every kind of decision (offerings are rare)
        record, state = saves.new_record(INFO, seats, opts, seed=110 + g)
        rng = random.Random(g)
        k = 0
        while not state.is_over() and k < 260:
            if k % every == 0 or state.phase in (R.BUILD, R.SPECIAL) or \
                    any(isinstance(a, (A.Hoax, A.Pillar, A.Offer, A.Teleport)) for a in state.legal_actions()):
                yield record, list(record.actions), state.clone()
            legal = [a for a in state.legal_actions() if a is not A.TAKE_BACK]   # play on, not back
            rich = [a for a in legal if not isinstance(a, (A.Done, A.Draw))]
            pay = [a for a in legal if isinstance(a, (A.Contribute, A.AddCard, A.Offer, A.Pillar, A.Special))]
            a = rng.choice(pay) if pay and rng.random() < 0.85 else (rng.choice(rich) if rich and rng.random() < 0.7
                                                                  else rng.choice(legal))
            record.actions.append(a)
            state.apply(a)
            k += 1


def test_every_decision_has_an_on_table_way(app, monkeypatch):
    """For positions of every kind, each legal decision is a chip, a click or a drag on the table."""
    monkeypatch.setattr(saves, "autosave", lambda *a, **k: None)
    kinds = set()
    checked = 0
    seen = 0
    for record, done, state in positions():
        seen += 1
        if seen > 160:
            break
        seat = state.to_move
        seats = [H(f"P{i}", "human", None, None) for i in range(state.num_players)]
        rec = saves.GameRecord(record.game, state.num_players, record.seed, dict(record.options), seats, done)
        t = open_at(app, INFO, rec, state)
        t.pending_handoff = None  # pass-and-play: as if the seat to move had pressed "I'm ready"
        if app.scenes.top is not t:
            app.scenes.stack.pop()
        t.rebuild(animate=False)
        assert t.can_act(), (state.phase, seat)
        for a in state.legal_actions():
            assert gesture_for(t, a) is not None, f"no on-table way for {a!r} in phase {state.phase}"
            kinds.add(type(a).__name__)
            checked += 1
        for p in t.pieces:
            if isinstance(p.data, Ref) and p.data.what == "hand":
                assert p.data.seat == seat
    assert checked > 300
    assert {"Step", "Teleport", "ExtraSteps", "MoveDragon", "Contribute", "AddCard", "Hoax", "Done", "Discard",
            "Draw", "Offer", "Special", "TakeBack"} <= kinds, kinds
    print("decision kinds seen:", sorted(kinds), checked)
