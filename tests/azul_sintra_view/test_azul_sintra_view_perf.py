"""The Sintra table keeps drawing while dragging and while the AI thinks (frame times are printed
for the report, never asserted); shards settle without holding up play; hint and undo."""

import math

from azul_sintra import rules as R
from azul_sintra_view.az_driver import open_table, perform, source_piece, wait_turn
from engine import saves
from ui.helpers import click, frames, until
from ui.table_walks import ask_for_hint, frames_while_ai_thinks, report_frame_times, wave_piece

H = saves.Seat


def test_table_keeps_drawing_while_dragging_and_while_the_ai_thinks(app, monkeypatch):
    monkeypatch.setattr(saves, "autosave", lambda *a, **k: None)
    # seed 3: the AI (normal) opens, so it thinks while the table keeps drawing
    t = open_table(app, [H("You", "human", None, "blue"), H("Ada", "ai", "normal", "red")], seed=3)
    thinking = frames_while_ai_thinks(app, t, ready=lambda: t.can_act() and not t.tweens.busy)
    assert wait_turn(app, t)
    frames(app, 20)
    a = next(a for a in t.state.legal_actions() if isinstance(a, R.TakeTiles) and a.source != R.CENTRE)
    tile = source_piece(t, a)

    def over_your_palace(i):   # a smooth loop, as a hand moves
        return 330 + 240 * math.cos(i / 19), 560 + 110 * math.sin(i / 13)

    def the_tiles_of_its_colour_travel_along():
        frames(app, 30)
        mates = [p for p in t._source_tiles(tile) if p is not tile]
        assert all(abs(p.pos[0] - tile.pos[0]) < 60 for p in mates), "the tiles of its colour travel along"

    dragging = wave_piece(app, t, tile, t.camera.to_screen(tile.pos), over_your_palace,
                          while_held=the_tiles_of_its_colour_travel_along)
    report_frame_times("azul_sintra", dragging, thinking)


def test_broken_tiles_shatter_without_blocking_and_hint_and_undo(app, monkeypatch):
    monkeypatch.setattr(saves, "autosave", lambda *a, **k: None)
    app.settings.animation_speed = 2.0
    t = open_table(app, [H("You", "human", None, "blue"), H("Ada", "ai", "easy", "red")], seed=7)
    assert wait_turn(app, t)
    ask_for_hint(app, t)
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
