"""The hand keeps its places through the turn: after a card is played, a second drag from where
the next card lay picks that card up (the hand closed up behind the first card, and the drag
grabbed nothing)."""

from guildhall.actions import PlayCard
from guildhall_view.gh_driver import perform
from guildhall_view.test_guildhall_view_log import _table_at
from ui.helpers import drag, frames
from ui.table_driver import let_go_at


def test_the_next_card_is_where_it_was_after_one_is_played(app, monkeypatch):
    spec = {"players": 2, "first": 1, "active": 1, "actions_left": 2,
            "player": [{"hand": ["farmer_red", "weaver_blue", "historian_green", "dancer_red"]},
                       {"hand": ["farmer_blue"]}]}
    t = _table_at(app, monkeypatch, spec)
    app.settings.animation_speed = 20.0
    hand = sorted((p for p in t.pieces if p.in_hand), key=lambda p: p.pos[0])
    first, nxt = hand[0], hand[1]
    nxt_at = t.camera.to_screen(nxt.pos)   # its middle, where a person takes it
    perform(app, t, PlayCard(first.data.kind))
    frames(app, 20)
    assert t.record.actions == [PlayCard(first.data.kind)]
    drag(app, nxt_at, (nxt_at[0], nxt_at[1] - 150), steps=6, release=False)
    assert t.drag.piece is not None and t.drag.piece.id == nxt.id
    let_go_at(app, nxt_at)
    frames(app, 10)
