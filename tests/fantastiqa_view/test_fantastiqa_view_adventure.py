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


def _hand(t, kind):
    return next(p for p in t.pieces if p.in_hand and p.data.kind == kind and not p.data.assigned)


def test_cards_laid_one_by_one_taken_back_and_refused(app, monkeypatch):
    monkeypatch.setattr(saves, "autosave", lambda *a, **k: None)
    record, state, a, useless = _position()
    t = open_at(app, INFO, record, state)
    t.pending_handoff = None
    if app.scenes.top is not t:
        app.scenes.stack.pop()
    t.viewer = state.to_move
    t.rebuild(animate=False)
    frames(app, 3)
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
