"""Gestures a newcomer tries do what they look like."""

from guildhall.actions import BuyVP
from guildhall_view.test_guildhall_view_log import _table_at
from ui.helpers import drag, frames


def test_a_market_card_dragged_to_your_vp_cards_is_bought(app, monkeypatch):
    spec = {"players": 2, "first": 1, "active": 1, "actions_left": 2,
            "player": [{"hand": ["dancer_blue"], "completed": ["weaver"]},
                       {"hand": ["farmer_red"]}]}
    t = _table_at(app, monkeypatch, spec)
    buy = next(a for a in t.state.legal_actions() if isinstance(a, BuyVP))
    card = next(p for p in t.pieces if getattr(p.data, "zone", "") == "market" and p.data.vp == buy.card)
    x, y, w, h = t.zones["vparea"].rect
    drag(app, t.camera.to_screen(card.pos), t.camera.to_screen((x + w / 2, y + h / 2)), steps=6)
    frames(app, 5)
    assert t.record.actions and t.record.actions[0] == buy, t.record.actions
    assert t.state.vp_cards[0] == [buy.card]
