"""The Sintra table keeps drawing while dragging and while the AI thinks (frame times are printed
for the report, never asserted); shards settle without holding up play; hint and undo."""

import pygame

from azul_sintra import rules as R
from azul_sintra_view.az_driver import open_table, perform, source_piece, wait_turn
from engine import saves
from ui.helpers import click, frame_stats, frames, until

H = saves.Seat


stats = frame_stats


def test_table_keeps_drawing_while_dragging_and_while_the_ai_thinks(app, monkeypatch):
    monkeypatch.setattr(saves, "autosave", lambda *a, **k: None)
    # seed 3: the AI (normal) opens, so it thinks while the table keeps drawing
    t = open_table(app, [H("You", "human", None, "blue"), H("Ada", "ai", "normal", "red")], seed=3)
    app.frame_ms.clear()
    thinking = []
    for _ in range(600):
        busy = t.ai_thinking
        app.step([], dt=1 / 60)
        if busy:
            thinking.append(app.frame_ms[-1])
        if t.can_act() and not t.tweens.busy:
            break
    assert wait_turn(app, t)
    frames(app, 20)
    a = next(a for a in t.state.legal_actions() if isinstance(a, R.TakeTiles) and a.source != R.CENTRE)
    tile = source_piece(t, a)
    start = t.camera.to_screen(tile.pos)
    app.step([pygame.event.Event(pygame.MOUSEMOTION, pos=start, rel=(0, 0), buttons=(0, 0, 0)),
              pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(int(start[0]), int(start[1])), button=1)])
    app.frame_ms.clear()
    import math
    for i in range(120):   # a smooth loop over your palace, as a hand moves
        x = 330 + 240 * math.cos(i / 19)
        y = 560 + 110 * math.sin(i / 13)
        app.step([pygame.event.Event(pygame.MOUSEMOTION, pos=(x, y), rel=(0, 0), buttons=(1, 0, 0))], dt=1 / 60)
    dragging = list(app.frame_ms)
    assert t.drag.piece is tile
    frames(app, 30)
    mates = [p for p in t._source_tiles(tile) if p is not tile]
    assert all(abs(p.pos[0] - tile.pos[0]) < 60 for p in mates), "the tiles of its colour travel along"
    app.step([pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(int(start[0]), int(start[1])), button=1)])
    d_med, d_p99 = stats(dragging)
    line = f"azul_sintra frame ms: dragging median {d_med:.1f} p99 {d_p99:.1f} ({len(dragging)} frames)"
    if len(thinking) >= 5:
        a_med, a_p99 = stats(thinking)
        line += f"; AI thinking median {a_med:.1f} p99 {a_p99:.1f} ({len(thinking)} frames)"
    print(line)
    assert len(thinking) >= 5, "the table must keep drawing frames while the AI thinks"
    assert len(dragging) == 120


def test_broken_tiles_shatter_without_blocking_and_hint_and_undo(app, monkeypatch):
    monkeypatch.setattr(saves, "autosave", lambda *a, **k: None)
    app.settings.animation_speed = 2.0
    t = open_table(app, [H("You", "human", None, "blue"), H("Ada", "ai", "easy", "red")], seed=7)
    assert wait_turn(app, t)
    click(app, "hint")
    assert until(app, lambda: t.hint is not None, 900)
    assert t.hint_text.startswith("Hint:") and "% to win" in t.hint_text
    # a take whose tiles mostly break: the shards fly while the table is ready for the next move
    me = t.viewer
    best = None
    for a in t.state.legal_actions():
        if not isinstance(a, R.TakeTiles):
            continue
        trial = t.state.clone()
        trial.apply(a)
        for b in trial.legal_actions():
            brk = trial.hand_count - trial.fits(me, b.position - 1, trial.hand_colour, trial.hand_count)
            if best is None or brk > best[0]:
                best = (brk, a, b)
    brk, a, b = best
    assert brk >= 1
    n = len(t.record.actions)
    perform(app, t, a, b)
    assert t.record.actions[n:] == [a, b]
    frames(app, 40)
    assert t.shards.busy or t.shards.rest, "broken glass shattered into the tower"
    # undo: the take revealed nothing (no refill), so it can be taken back
    until(app, lambda: t.undo_point is not None, 60)
    if t.undo_point is not None:
        click(app, "undo")
        frames(app, 5)
        assert len(t.record.actions) == n
