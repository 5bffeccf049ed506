"""Screenshots of the Fantastiqa table at 1280x800: start, mid-game with a drag in progress,
tutorial, results.  Saved under the test's tmp dir; with FANTASTIQA_SCREENSHOTS=<dir> also there
(that is how docs/screenshots/fantastiqa-*.png are made)."""

import random

import pygame

from engine import saves
from engine.ai.players import choose_action
from engine.ui.table import open_table as open_at
from engine.ui.tutorial import start_tutorial
from fantastiqa import data as D
from fantastiqa import rules as R
from fantastiqa.actions import Subdue
from fantastiqa.tutorial_plan import uses_wild
from fantastiqa_view.fq_driver import INFO, open_table, perform, settle, visible_point, wait_turn
from ui.helpers import click, drag, frames, save_screen, until

H = saves.Seat


def save(app, tmp_path, name):
    save_screen(app, tmp_path, "fantastiqa", name)


def _hand(t, kind):
    return next(p for p in t.pieces if p.in_hand and p.data.kind == kind and not p.data.assigned)


def test_table_screenshots_start_and_midgame_drag(app, tmp_path, monkeypatch):
    monkeypatch.setattr(saves, "autosave", lambda *a, **k: None)
    app.settings.animation_speed = 8.0
    t = open_table(app, [H("You", "human", None, "blue"), H("Ada", "ai", "easy", "red"),
                         H("Bruno", "ai", "easy", "green")], seed=12)
    rng = random.Random(4)
    while True:  # the starting picks, as a person makes them
        assert wait_turn(app, t)
        if t.state.phase == R.PH_MAIN:
            break
        perform(app, t, choose_action(INFO, t.state, "easy", seed=rng.randrange(1 << 30)), steps=3)
    frames(app, 40)
    save(app, tmp_path, "start")
    # play on until an adventure with a wild pair (two cards on one creature) can start
    moves = 0
    while True:
        assert wait_turn(app, t) and not t.state.is_over()
        st = t.state
        pair = [a for a in st.legal_actions() if isinstance(a, Subdue) and len(a.cards) == 2] \
            if st.phase == R.PH_MAIN and st.actions_left == 1 and moves > 12 else []
        if pair or moves > 400:
            break
        perform(app, t, choose_action(INFO, st, "easy", seed=rng.randrange(1 << 30)), steps=3)
        moves += 1
        frames(app, 1)
    frames(app, 30)
    a = pair[0] if pair else next(a for a in t.state.legal_actions() if isinstance(a, Subdue))
    zone = t.zones[f"path{D.PATH_NAMES.index(a.path)}"]
    end = t.camera.to_screen(zone.center)
    if len(a.cards) == 2:
        drag(app, visible_point(t, _hand(t, D.KIND[a.cards[0]])), end, steps=6)
        frames(app, 20)
        assert t.assign_path == a.path
    card = _hand(t, D.KIND[a.cards[-1]])
    drag(app, visible_point(t, card), (end[0] + 30, end[1] - 20), steps=10, release=False)
    frames(app, 4)
    zone = t.zones[f"path{D.PATH_NAMES.index(a.path)}"]
    assert t.drag.piece is card and zone.legal
    save(app, tmp_path, "midgame-drag")
    app.step([pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(int(end[0]), int(end[1])), button=1)])
    frames(app, 10)
    assert t.state.phase in (R.PH_ADV, R.PH_MAIN) and t.state.actions_left == 0


def test_tutorial_and_results_screenshots(app, tmp_path, monkeypatch):
    monkeypatch.setattr(saves, "autosave", lambda *a, **k: None)
    app.settings.animation_speed = 6.0
    t = start_tutorial(app, INFO, resume=False)
    frames(app, 5)
    run = t.tutorial
    # walk to the step that teaches the wild pair (the learner's, not a teacher's move)
    while not (isinstance(run.current().expect, Subdue) and t.state.to_move == run.tutorial.learner
               and uses_wild(t.state, run.current().expect)):
        step = run.current()
        if run.wants_next():   # a note, or the teacher's move it explains
            if not any(w.name == "tutorial-next" for w in t.widgets):   # folded for lack of room: open it
                click(app, "tutorial-show")
                frames(app, 2)
            click(app, "tutorial-next")
        elif t.state.to_move != run.tutorial.learner:
            settle(app, lambda: run.played, 400)
        else:
            settle(app, lambda: t.can_act() and not t.tweens.busy, 300)
            perform(app, t, step.expect)
        frames(app, 2)
    until(app, lambda: t.can_act() and not t.tweens.busy, 300)
    frames(app, 40)
    assert t.note.rect.width and "wild" in run.current().text
    save(app, tmp_path, "tutorial")
    # results: a game played out off the table up to the winner's last turn, finished on it
    record, start = _near_the_end()
    t2 = open_at(app, INFO, record, start)
    app.settings.animation_speed = 25.0
    frames(app, 5)
    assert t2.state.to_move == 0 and t2.can_act()
    for a in _TAIL:
        perform(app, t2, a, steps=2)
        settle(app, lambda: not t2.tweens.busy, 100)
    assert t2.state.is_over() and t2.state.winners() == [0]
    assert until(app, lambda: type(app.scenes.top).__name__ == "ResultsScene", 300)
    frames(app, 20)
    assert app.scenes.top.breakdown, "Fantastiqa's score breakdown is on the results screen"
    save(app, tmp_path, "results")


_TAIL: list = []


def _near_the_end():
    """A greedy-vs-greedy game won on a quest (goal 7), cut at the start of the winner's last turn; the
    winner's seat becomes "You" (human) and the record ends there. The rest is left in ``_TAIL``."""
    for seed in range(21, 60):
        state = INFO.new_game(2, seed=seed, quest_goal=7)
        rng = random.Random(seed)
        actions = []
        turn_start = 0
        while not state.is_over() and len(actions) < 3000:
            before = state.cur
            a = choose_action(INFO, state, "greedy", seed=rng.randrange(1 << 30))
            state.apply(a)
            actions.append(a)
            if state.cur != before:
                turn_start = len(actions)
        if not state.is_over() or state.winners_ is None or len(state.winners()) != 1:
            continue
        w = state.winners()[0]
        if w != 0:
            continue
        seats = [H("You", "human", None, "blue"), H("Ada", "ai", "easy", "red")]
        record, st = saves.new_record(INFO, seats, {"quest_goal": 7}, seed=seed)
        for a in actions[:turn_start]:
            record.play(st, a)
        _TAIL[:] = actions[turn_start:]
        return record, st
    raise AssertionError("no quick game found")
