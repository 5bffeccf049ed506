"""The building panel is drawn from the current position only: after a drag that walks the
figure two steps, it names the building the figure now stands on (it kept the one before the
drag, "(built)" with empty Sponsor spaces, until the first payment)."""

from bluemoon import actions as A
from bluemoon import data as D
from bluemoon import rules as R
from bluemoon import words as W
from bluemoon_view.bm_driver import visible_point
from bluemoon_view.test_bluemoon_view_moves import screen, table_at
from engine import saves
from engine.text import Seat
from ui.helpers import click, drag, frames
from ui.layout_check import draw_frame


def _panel_title(t) -> str:
    v = t.state
    c = v.figures[v.current]
    if v.tiles[c] == D.COURTYARD_TILE:
        return t.phrase("bluemoon.ui.stands_on", who=Seat(0), place=W.COURTYARD_TERM)
    key = "bluemoon.ui.stands_on_built" if v.built[c] else "bluemoon.ui.stands_on"
    return t.phrase(key, who=Seat(0), place=W.BUILDING_TERM[v.tiles[c]])


def test_the_panel_names_the_building_reached_by_a_two_step_drag(app, monkeypatch):
    monkeypatch.setattr(saves, "autosave", lambda *a, **k: None)
    t = table_at(app, lambda s: s.phase == R.MOVE and s.steps == 2 and s.figures[0] == D.CENTRE)
    shown = []
    # there and back several times: each time the panel must follow (a board kept from an
    # earlier position showed when the new position happened to take its place in memory)
    for _ in range(6):
        n = len(t.record.actions)
        drag(app, visible_point(t, t.piece("fig0")), screen(t, t.zones["cell2"].center), steps=6)
        frames(app, 10)
        assert t.record.actions[n:] == [A.STEP[7], A.STEP[2]]
        texts = [x.text for x in draw_frame(app).texts]
        shown.append((_panel_title(t), _panel_title(t) in texts, [x for x in texts if "stand" in x]))
        click(app, "undo")
        frames(app, 10)
        texts = [x.text for x in draw_frame(app).texts]
        shown.append((_panel_title(t), _panel_title(t) in texts))
    assert all(seen[1] for seen in shown), [seen for seen in shown if not seen[1]]
