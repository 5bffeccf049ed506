"""The hand keeps its places through the turn: after a card is laid on a space, a second drag
from where the next card lay picks that card up (the hand closed up behind the first card, and
the drag grabbed nothing)."""

from bluemoon import rules as R
from bluemoon_view.bm_driver import visible_point
from bluemoon_view.test_bluemoon_view_moves import _plain_start, screen, table_at
from engine import saves
from ui.helpers import drag, frames
from ui.table_driver import let_go_at


def test_the_next_card_is_where_it_was_after_one_is_laid(app, monkeypatch):
    monkeypatch.setattr(saves, "autosave", lambda *a, **k: None)
    t = table_at(app, _plain_start)
    space, kind = _plain_start(t.state)
    hand = sorted((p for p in t.pieces if p.in_hand), key=lambda p: p.pos[0])
    card = next(p for p in hand if p.data.kind == kind)
    i = hand.index(card)
    nxt = hand[i + 1] if i + 1 < len(hand) else hand[i - 1]
    nxt_at = t.camera.to_screen(nxt.pos)   # its middle, where a person takes it
    drag(app, visible_point(t, card), screen(t, t.zones[f"space{space}"].center), steps=5)
    frames(app, 30)
    assert t.state.phase == R.BUILD, "the card went onto the space"
    # the rest of the hand stays where it was (no card slides under the pointer)
    for p in hand:
        if p is not card:
            assert t.piece(p.id) is not None and t.piece(p.id).pos == p.pos, p.id
    drag(app, nxt_at, (nxt_at[0], nxt_at[1] - 150), steps=6, release=False)
    assert t.drag.piece is not None and t.drag.piece.id == nxt.id
    let_go_at(app, nxt_at)
    frames(app, 10)
