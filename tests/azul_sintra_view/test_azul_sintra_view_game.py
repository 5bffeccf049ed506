"""A whole Sintra game on the table, a human seat (driven by synthetic pointer events) against the
easy AI, to the results screen; and every decision the engine can ask for has an on-table way."""

import random

from azul_sintra import rules as R
from azul_sintra_view.az_driver import INFO, break_them, gesture_for, open_table, perform, play_one, wait_turn
from engine import saves
from engine.ui.table import open_table as open_at
from ui.helpers import click, frames, until

H = saves.Seat


def test_whole_game_against_easy_to_the_results(app, monkeypatch):
    monkeypatch.setattr(saves, "autosave", lambda *a, **k: None)  # saves are tested elsewhere
    app.settings.animation_speed = 25.0
    t = open_table(app, [H("You", "human", None, "blue"), H("Ada", "ai", "easy", "red")], seed=5)
    rng = random.Random(5)
    used = {"click": 0, "drag": 0}
    kinds = set()
    while True:
        assert wait_turn(app, t, 2000, dt=1 / 8), "the AI never handed the turn back"
        if t.results_shown or app.scenes.top is not t:
            break
        assert t.viewer == 0 and t.palaces[0].mine
        n = len(t.record.actions)
        g, a, place = play_one(app, t, rng)
        used[g] += 1
        kinds.add(type(a).__name__)
        assert len(t.record.actions) > n, f"{a!r} / {place!r} was not accepted ({t.bubble})"
        if place is not None:
            assert t.record.actions[n:n + 2] == [a, place], "the drop took the tiles and placed them"
    assert until(app, lambda: type(app.scenes.top).__name__ == "ResultsScene", 300)
    res = app.scenes.top
    labels = [lbl for lbl, _ in res.breakdown]
    assert "Ornaments (side A)" in labels and "Broken-glass track" in labels
    assert t.state.is_over() and t.state.winners()
    assert used["drag"] > 5 and used["click"] > 2, used
    assert "TakeTiles" in kinds
    assert len(t.log.moves()) == len(t.record.actions), "one line per move, what it caused under it"
    assert any(line.startswith("Ada ") for line, _ in t.log.lines)
    assert not any("Seat 1" in line for line, _ in t.log.lines)


def positions(n_games=6, every=5):
    """Positions of every phase from quick games between random players (both palace sides)."""
    for g in range(n_games):
        n = (2, 3, 4)[g % 3]
        seats = [H(f"P{i}", "human", None, None) for i in range(n)]
        record, state = saves.new_record(INFO, seats, {"palace_side": "side_b" if g % 2 else "side_a"},
                                         seed=200 + g)
        rng = random.Random(g)
        k = 0
        while not state.is_over():
            if k % every == 0 or state.phase == R.PHASE_KEEP or (R.RESET in state.legal_actions() and k % 2):
                yield record, list(record.actions), state.clone()
            legal = state.legal_actions()
            # prefer fitting placements so strips complete and keep choices come up
            if state.phase == R.PHASE_PLACE:
                p = state.to_move
                fit = [a for a in legal if state.fits(p, a.position - 1, state.hand_colour, state.hand_count)]
                a = rng.choice(fit or legal)
            else:
                a = rng.choice(legal)
            record.actions.append(a)
            state.apply(a)
            k += 1


def test_every_decision_has_an_on_table_way(app, monkeypatch):
    """For positions of every phase, each legal decision is a drag (with its click twin) on the table."""
    monkeypatch.setattr(saves, "autosave", lambda *a, **k: None)
    phases = set()
    checked = 0
    for record, done, state in positions():
        seats = [H(f"P{i}", "human", None, None) for i in range(state.num_players)]
        rec = saves.GameRecord(record.game, state.num_players, record.seed, dict(record.options), seats, done)
        t = open_at(app, INFO, rec, state)
        t.pending_handoff = None
        if app.scenes.top is not t:
            app.scenes.stack.pop()
        t.rebuild(animate=False)
        assert t.can_act()
        phases.add(state.phase)
        for a in state.legal_actions():
            if isinstance(a, R.TakeTiles):
                trial = state.clone()
                trial.apply(a)
                places = trial.legal_actions() if trial.phase == R.PHASE_PLACE and trial.to_move == state.to_move \
                    else [None]
                for pl in places[:2]:
                    g = gesture_for(t, a, pl)
                    assert g is not None, f"no on-table way for {a!r} then {pl!r}"
                    piece = next(p for p in t.pieces if p.draggable and t.camera.to_screen(p.pos) == g[1])
                    zone = t.zones[f"strip{pl.position}"] if pl is not None else t.zones["tower"]
                    assert zone in t.legal_zones(piece), (a, pl)
                    checked += 1
            else:
                assert gesture_for(t, a) is not None, f"no on-table way for {a!r} in phase {state.phase}"
                checked += 1
    assert checked > 150
    assert {R.PHASE_TAKE, R.PHASE_KEEP} <= phases, phases


def test_place_and_keep_decisions_by_drag_and_button(app, monkeypatch):
    """A take made on its own (a loaded game mid-turn) is placed from the tray; side B asks which tile to keep."""
    monkeypatch.setattr(saves, "autosave", lambda *a, **k: None)
    app.settings.animation_speed = 20.0
    for record, done, state in positions(n_games=2):
        if state.phase == R.PHASE_KEEP:
            break
    seats = [H(f"P{i}", "human", None, None) for i in range(state.num_players)]
    rec = saves.GameRecord(record.game, state.num_players, record.seed, dict(record.options), seats, done)
    t = open_at(app, INFO, rec, state)
    t.pending_handoff = None
    if app.scenes.top is not t:
        app.scenes.stack.pop()
    t.rebuild(animate=False)
    frames(app, 3)
    assert "keep" in t.prompt(t.view)
    legal = state.legal_actions()
    assert len(legal) >= 2
    n = len(t.record.actions)
    perform(app, t, legal[-1])
    frames(app, 3)
    assert t.record.actions[n] == legal[-1]
    # a take on its own: the tiles wait in the tray; then the numbered button places them
    until(app, lambda: t.can_act() and not t.tweens.busy, 300)
    while t.state.phase != R.PHASE_TAKE or not t.can_act():
        frames(app, 2)
    take = next(a for a in t.state.legal_actions() if isinstance(a, R.TakeTiles))
    t.try_action(take)
    frames(app, 3)
    assert t.state.phase == R.PHASE_PLACE
    tray = [p for p in t.pieces if p.data.__class__.__name__ == "Tile" and p.data.loc == "h"]
    assert tray and all(p.draggable for p in tray)
    click(app, "action-0")
    break_them(app, t)
    frames(app, 3)
    assert isinstance(t.record.actions[-1], R.PlaceTiles)


def test_an_illegal_drop_slides_back_with_the_engines_reason(app, monkeypatch):
    """Tiles dropped on a strip left of the glazier: refused with the engine's sentence, nothing changes;
    the glazier dragged onto the leftmost strip moves back."""
    monkeypatch.setattr(saves, "autosave", lambda *a, **k: None)
    from azul_sintra import tutorial as TT
    seats = [H("You", "human", None, "blue"), H("Ada", "human", None, "red")]
    record, state = saves.new_record(INFO, seats, {}, seed=TT.SEED)
    for a in [a for _, turn, _ in TT.SCRIPT[:2] for a in turn]:   # your glazier walked to strip 8
        record.play(state, a)
    t = open_at(app, INFO, record, state)
    frames(app, 5)
    assert t.viewer == 0 and t.view.glazier[0] == 7
    take = next(a for a in state.legal_actions() if isinstance(a, R.TakeTiles) and a.source != R.CENTRE)
    g = gesture_for(t, take, R.PlaceTiles(1))
    piece = next(p for p in t.pieces if p.draggable and t.camera.to_screen(p.pos) == g[1])
    assert t.zones["strip1"] not in t.legal_zones(piece) and t.zones["strip8"] in t.legal_zones(piece)
    n = len(t.record.actions)
    perform(app, t, take, R.PlaceTiles(1))
    frames(app, 3)
    assert len(t.record.actions) == n
    assert t.bubble is not None and "left of your glazier" in t.bubble[0]
    frames(app, 60)
    assert all(p.pos == p.home for p in t.pieces if p.draggable), "the tiles slid back"
    perform(app, t, R.RESET)
    frames(app, 3)
    assert t.record.actions[-1] == R.RESET and t.state.glazier[0] == 0
