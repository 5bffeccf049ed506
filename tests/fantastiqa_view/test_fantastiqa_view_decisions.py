"""Every decision the Fantastiqa engine can ask for has an on-table way (a chip, a click or a
drag), including decisions of a seat that is not the turn's owner (the partner's exchange)."""

import random

from engine import saves
from engine.ui import theme
from engine.ui.theme import px
from fantastiqa import rules as R
from fantastiqa.view import Ref
from fantastiqa_view.fq_driver import INFO, gesture_for
from engine.ui.table import open_table as open_at

H = saves.Seat
RARE = ("Play", "Statue", "Take", "Release", "CompleteQuest", "Pay", "Fly", "Exchange", "Give", "Dump",
        "ChooseCard", "ChoosePath", "ChooseSeat", "Reshuffle", "Subdue")


def positions(n_games=4, every=18):
    for g in range(n_games):
        n = (2, 3, 4)[g % 3]
        opts = {"simple_rules": g == 4}
        seats = [H(f"P{i}", "human", None, None) for i in range(n)]
        record, state = saves.new_record(INFO, seats, opts, seed=300 + g)
        rng = random.Random(g)
        k = 0
        while not state.is_over() and k < 500:
            if k % every == 0 or state.phase not in (R.PH_MAIN, R.PH_END):
                yield record, list(record.actions), state.clone()
            legal = state.legal_actions()
            rich = [a for a in legal if type(a).__name__ in RARE]
            best = [a for a in legal if type(a).__name__ in ("CompleteQuest", "Pay", "Exchange")]
            a = rng.choice(best) if best else rng.choice(rich) if rich and rng.random() < 0.75 else rng.choice(legal)
            record.actions.append(a)
            state.apply(a)
            k += 1


def test_every_decision_has_an_on_table_way(app, monkeypatch):
    monkeypatch.setattr(saves, "autosave", lambda *a, **k: None)
    phases = set()
    kinds = set()
    checked = 0
    drawn_phases = 0
    for record, done, state in positions():
        seat = state.to_move
        seats = [H(f"P{i}", "human", None, None) for i in range(state.num_players)]
        rec = saves.GameRecord(record.game, state.num_players, record.seed, dict(record.options), seats, done)
        t = open_at(app, INFO, rec, state)
        t.pending_handoff = None
        if app.scenes.top is not t:
            app.scenes.stack.pop()
        t.viewer = seat
        t.rebuild(animate=False)
        assert t.can_act(), (state.phase, seat)
        phases.add(state.phase)
        if len(phases) > drawn_phases or checked % 3 == 0:  # every kind of position draws
            drawn_phases = len(phases)
            app.settings.colourblind_symbols = checked % 2 == 0
            app.step([], dt=1 / 60)
        for a in state.legal_actions():
            assert gesture_for(t, a) is not None, f"no on-table way for {a!r} in phase {state.phase}"
            kinds.add(type(a).__name__)
            checked += 1
        for p in t.pieces:
            if isinstance(p.data, Ref) and p.data.zone == "hand":
                assert p.data.seat == seat
        # the prompt fits the status bar (nothing clipped at 1280x800)
        words = t.prompt(t.view)
        assert theme.text(words, 18).get_width() <= t.status_rect.width - px(28), words
    print("phases:", sorted(phases), "actions:", sorted(kinds), checked)
    assert checked > 300
    assert {R.PH_MAIN, R.PH_ADV, R.PH_OFFER, R.PH_END, R.PH_PICK_QUEST, R.PH_PICK_ART, R.PH_PICK_POS,
            R.PH_QPAY, R.PH_RELEASE, R.PH_EXCH_GIVE, R.PH_EXCH_TAKE} <= phases
