"""The Guildhall table keeps drawing while dragging and while the AI thinks (frame times are
printed for the report, never asserted: speed is measured, not unit-tested); hint and undo."""

import pygame

from engine import saves
from guildhall_view.gh_driver import INFO, gesture_for, open_table, perform, visible_point, wait_turn
from ui.helpers import click, frame_stats, frames, until

H = saves.Seat


stats = frame_stats


def test_table_keeps_drawing_while_dragging_and_while_the_ai_thinks(app):
    # seed 3: the AI (normal) opens, so it thinks while the table keeps drawing
    t = open_table(app, [H("You", "human", None, "blue"), H("Ada", "ai", "normal", "red")], seed=3)
    app.frame_ms.clear()
    thinking = []
    for _ in range(400):
        busy = t.ai_thinking
        app.step([], dt=1 / 60)
        if busy:
            thinking.append(app.frame_ms[-1])
        if t.can_act():
            break
    assert wait_turn(app, t)
    frames(app, 30)
    # hold a hand card and wave it over the table for two seconds
    card = next(p for p in t.pieces if p.in_hand and p.draggable)
    start = visible_point(t, card)
    app.step([pygame.event.Event(pygame.MOUSEMOTION, pos=start, rel=(0, 0), buttons=(0, 0, 0)),
              pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(int(start[0]), int(start[1])), button=1)])
    app.frame_ms.clear()
    for i in range(120):
        x = 150 + (i * 7) % 700
        y = 250 + (i * 5) % 350
        app.step([pygame.event.Event(pygame.MOUSEMOTION, pos=(x, y), rel=(0, 0), buttons=(1, 0, 0))], dt=1 / 60)
    dragging = list(app.frame_ms)
    assert t.drag.piece is card
    app.step([pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(int(start[0]), int(start[1])), button=1)])
    d_med, d_p99 = stats(dragging)
    line = f"guildhall frame ms: dragging median {d_med:.1f} p99 {d_p99:.1f} ({len(dragging)} frames)"
    if len(thinking) >= 5:
        a_med, a_p99 = stats(thinking)
        line += f"; AI thinking median {a_med:.1f} p99 {a_p99:.1f} ({len(thinking)} frames)"
    print(line)
    assert len(thinking) >= 5, "the table must keep drawing frames while the AI thinks"
    assert len(dragging) == 120


def test_hint_highlights_a_move_and_undo_takes_it_back(app):
    app.settings.animation_speed = 10.0
    t = open_table(app, [H("You", "human", None, "blue"), H("Ada", "ai", "easy", "red")], seed=7)
    assert wait_turn(app, t)
    click(app, "hint")
    assert until(app, lambda: t.hint is not None, 900)
    assert t.hint_text.startswith("Hint:") and "% to win" in t.hint_text
    best = t.hint[0][0]
    assert gesture_for(t, best) is not None
    # a discard during the opening reveals nothing new: it can be taken back
    n = len(t.record.actions)
    a = next(a for a in t.state.legal_actions() if type(a).__name__ == "Discard")
    perform(app, t, a)
    frames(app, 5)
    assert len(t.record.actions) == n + 1
    if t.undo_point is not None:
        click(app, "undo")
        frames(app, 5)
        assert len(t.record.actions) == n
