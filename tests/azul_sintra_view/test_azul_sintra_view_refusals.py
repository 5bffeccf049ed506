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
