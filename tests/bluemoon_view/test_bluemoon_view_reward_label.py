"""A reward's count ("+6" crystals) shows in the row of the player who gets it, all the while
its icon flies there (the count flew with the icon, and its arc carried it beside another
player's row)."""

from bluemoon_view.bm_driver import perform
from bluemoon_view.test_bluemoon_view_moves import table_at
from engine import saves
from ui.helpers import frames
from ui.layout_check import draw_frame


def _gives_the_other_crystals(s):
    """(a move of yours that gives the other player crystals, how many), or None."""
    if s.to_move != 0:
        return None
    for a in s.legal_actions():
        w = s.clone()
        w.apply(a)
        if w.memory[1] > s.memory[1]:
            return a, w.memory[1] - s.memory[1]
    return None


def test_a_crystal_count_stays_in_its_player_s_row(app, monkeypatch):
    monkeypatch.setattr(saves, "autosave", lambda *a, **k: None)
    app.settings.animation_speed = 1.0
    t = table_at(app, lambda s: _gives_the_other_crystals(s) is not None, limit=6000)
    move, n = _gives_the_other_crystals(t.state)
    label = f"+{n}"
    perform(app, t, move)
    row = t.camera.rect_to_screen(t.row_rect(1))
    seen = []
    for _ in range(50):
        frames(app, 2)
        seen += [x.rect for x in draw_frame(app).texts if x.text == label]
    assert seen, f"the {label} was shown"
    assert all(row.contains(r) for r in seen), (row, [r for r in seen if not row.contains(r)][:3])
