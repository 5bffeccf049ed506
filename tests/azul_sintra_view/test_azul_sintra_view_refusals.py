"""A drop the rules refuse is answered with the rule, in the table's words; what a move scores
shows where it happened."""

from azul_sintra import rules as R
from azul_sintra_view.az_driver import INFO, source_piece, tidy_position, wait_turn
from engine import saves
from engine.ui.table import open_table as open_at
from ui.helpers import drag, frames

H = saves.Seat


def _table(app, monkeypatch, until):
    monkeypatch.setattr(saves, "autosave", lambda *a, **k: None)
    app.settings.animation_speed = 8.0
    seats = [H("You", "human", None, "blue"), H("Ada", "ai", "easy", "red")]
    record, state = saves.new_record(INFO, seats, {}, seed=12)
    tidy_position(record, state, until)
    t = open_at(app, INFO, record, state)
    frames(app, 10)
    assert wait_turn(app, t)
    return t


def _drop(app, t, piece, zone_id):
    n = len(t.record.actions)
    drag(app, t.camera.to_screen(piece.pos), t.camera.to_screen(t.zones[zone_id].center), steps=5)
    frames(app, 3)
    assert len(t.record.actions) == n, "a refused drop plays nothing"
    return t.bubble[0]


def test_refused_drops_say_the_rule(app, monkeypatch):
    t = _table(app, monkeypatch, lambda s: s.to_move == 0 and s.phase == R.PHASE_TAKE and s.glazier[0] >= 2
               and R.RESET in s.legal_actions())
    v = t.state
    take = next(a for a in v.legal_actions() if isinstance(a, R.TakeTiles))
    tiles = source_piece(t, take)
    gl = v.glazier[0] + 1
    said = _drop(app, t, tiles, "strip1")
    assert said.startswith(f"You cannot place there: strip 1 is left of your glazier (at {gl}); only strips at "
                           "or right of it are reachable. Choose one of strips ")
    assert "Taken tiles never go back into the bag" in _drop(app, t, source_piece(t, take), "bag")
    assert _drop(app, t, source_piece(t, take), "win3").startswith("A window takes its glass from the completed")
    assert _drop(app, t, source_piece(t, take), "tower").startswith("Tiles go to the glass tower only when")
    glazier = t.piece("g0")
    assert glazier.draggable
    assert _drop(app, t, glazier, f"strip{gl + 1}") == (
        f"The glazier moves back only onto your leftmost strip, strip {v.leftmost_strip(0) + 1}; it moves right "
        "when you place tiles.")


def test_a_completed_strip_shows_its_points_where_they_were_scored(app, monkeypatch):
    """The tutorial's deal: your third turn completes strip 8 in the round colour (3 yellow tiles)."""
    monkeypatch.setattr(saves, "autosave", lambda *a, **k: None)
    from azul_sintra import tutorial as TT
    from azul_sintra_view.az_driver import perform
    seats = [H("You", "human", None, "blue"), H("Ada", "human", None, "red")]
    record, state = saves.new_record(INFO, seats, {}, seed=TT.SEED)
    for a in [a for _, turn, _ in TT.SCRIPT[:4] for a in turn]:
        record.play(state, a)
    t = open_at(app, INFO, record, state)
    frames(app, 5)
    take, place = TT.SCRIPT[4][1]
    perform(app, t, take, place)
    frames(app, 2)
    assert t.record.actions[-2:] == [take, place]
    shown = [item[0] for item in t.popups.items]
    assert shown == ["+3 colour bonus", "+1"]
    x, y, w, h = t.palaces[0].window_rect(7)
    assert t.popups.items[1][1] == (x + w / 2, y), "the window's points rise from window 8"
