"""Subduing on the table: cards laid one by one on a creature (it says what it still needs), taken
back with a click, an unhelpful card refused with the engine's reason."""

import random

from engine import saves
from engine.ai.players import choose_action
from engine.ui.table import open_table as open_at
from fantastiqa import data as D
from fantastiqa import rules as R
from fantastiqa.actions import Subdue
from fantastiqa_view.fq_driver import INFO, visible_point
from ui.helpers import click_at, drag, frames
from ui.table_driver import let_go_at

H = saves.Seat


def _position():
    for seed in range(40, 90):
        seats = [H("You", "human", None, "blue"), H("Ada", "human", None, "red")]
        record, state = saves.new_record(INFO, seats, {}, seed=seed)
        rng = random.Random(seed)
        for _ in range(400):
            if state.is_over():
                break
            if state.phase == R.PH_MAIN and state.actions_left == 1:
                legal = state.legal_actions()
                pairs = [a for a in legal if isinstance(a, Subdue) and len(a.cards) == 2]
                for a in pairs:
                    useless = [k for k in state.hand[state.cur]
                               if not any(isinstance(b, Subdue) and b.path == a.path and D.KINDS[k] in b.cards
                                          for b in legal)]
                    if useless:
                        return record, state, a, useless[0]
            record.play(state, choose_action(INFO, state, "easy", seed=rng.randrange(1 << 30)))
    raise AssertionError("no position found")


def _open(app, record, state):
    """The table at ``state``, seen by the seat to move."""
    t = open_at(app, INFO, record, state)
    t.pending_handoff = None
    if app.scenes.top is not t:
        app.scenes.stack.pop()
    t.viewer = state.to_move
    t.rebuild(animate=False)
    frames(app, 3)
    return t


def _hand(t, kind):
    return next(p for p in t.pieces if p.in_hand and p.data.kind == kind and not p.data.assigned)


def test_cards_laid_one_by_one_taken_back_and_refused(app, monkeypatch):
    monkeypatch.setattr(saves, "autosave", lambda *a, **k: None)
    record, state, a, useless = _position()
    t = _open(app, record, state)
    zone = lambda: t.camera.to_screen(t.zones[f"path{D.PATH_NAMES.index(a.path)}"].center)  # noqa: E731
    n = len(t.record.actions)
    # an unhelpful card is refused with the engine's reason
    drag(app, visible_point(t, _hand(t, useless)), zone(), steps=4)
    frames(app, 2)
    assert len(t.record.actions) == n and t.bubble is not None and "needs" in t.bubble[0]
    # the first card of the pair lies on the creature, which says what it still needs
    drag(app, visible_point(t, _hand(t, D.KIND[a.cards[0]])), zone(), steps=4)
    frames(app, 10)
    assert t.assign_path == a.path and len(t.record.actions) == n
    assert "needs" in t.prompt(t.view)
    laid = next(p for p in t.pieces if p.data.assigned)
    click_at(app, t.camera.to_screen(laid.pos))
    frames(app, 10)
    assert t.assign_path is None and not any(p.data.assigned for p in t.pieces)
    # both cards, one after the other: the creature is subdued
    for c in a.cards:
        drag(app, visible_point(t, _hand(t, D.KIND[c])), zone(), steps=4)
        frames(app, 10)
    assert t.record.actions[-1] == a and t.state.actions_left == 0


def test_the_next_card_is_where_it_was_after_one_is_laid(app, monkeypatch):
    """The hand keeps its places through the turn: after a card is laid on a creature, a second
    drag from where the next card lay picks that card up (the hand closed up behind the first
    card, and the drag grabbed nothing)."""
    monkeypatch.setattr(saves, "autosave", lambda *a, **k: None)
    app.settings.animation_speed = 20.0
    record, state, a, _ = _position()
    t = _open(app, record, state)
    hand = sorted((p for p in t.pieces if p.in_hand), key=lambda p: p.pos[0])
    first = _hand(t, D.KIND[a.cards[0]])
    i = hand.index(first)
    nxt = hand[i + 1] if i + 1 < len(hand) else hand[i - 1]
    nxt_at = t.camera.to_screen(nxt.pos)   # its middle, where a person takes it
    drag(app, visible_point(t, first), t.camera.to_screen(t.zones[f"path{D.PATH_NAMES.index(a.path)}"].center), steps=6)
    frames(app, 20)
    assert t.assign_cards == [D.KIND[a.cards[0]]], "the first card is laid on the creature"
    drag(app, nxt_at, (nxt_at[0], nxt_at[1] - 150), steps=6, release=False)
    assert t.drag.piece is not None and t.drag.piece.id == nxt.id
    let_go_at(app, nxt_at)
    frames(app, 10)
