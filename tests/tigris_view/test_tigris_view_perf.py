"""The Tigris & Euphrates table keeps drawing while dragging and while the AI thinks (frame times
are printed for the report, never asserted); hint, undo and the kingdom outline on hover."""

import pygame

from engine import saves
from tigris import actions as A
from tigris.position import to_position
from tigris_view.tg_driver import gesture_for, open_table, perform, point, wait_turn
from ui.helpers import click, frames
from ui.table_walks import ask_for_hint, frames_while_ai_thinks, report_frame_times, wave_piece, zigzag

H = saves.Seat


def test_table_keeps_drawing_while_dragging_and_while_the_ai_thinks(app):
    # seed 9: the AI (normal) starts, so it thinks while the table keeps drawing
    t = open_table(app, [H("You", "human", None, "blue"), H("Ada", "ai", "normal", "red")], seed=9)
    assert t.state.to_move == 1
    thinking = frames_while_ai_thinks(app, t)
    assert wait_turn(app, t)
    frames(app, 30)
    # hold a tile and wave it over the board for two seconds
    tile = next(p for p in t.pieces if getattr(p.data, "zone", "") == "hand" and p.draggable)
    dragging = wave_piece(app, t, tile, point(t, tile), zigzag(60, 110, 600, 400))
    report_frame_times("tigris", dragging, thinking)


def test_hint_undo_and_kingdom_outline(app, tmp_path):
    app.settings.animation_speed = 10.0
    t = open_table(app, [H("You", "human", None, "blue"), H("Ada", "ai", "easy", "red")], seed=4)
    assert wait_turn(app, t) and t.state.to_move == 0
    best = ask_for_hint(app, t, limit=1200)
    assert "Player" not in t.hint_text
    assert 1 <= len(t.hint_lines) <= 3 and t.hint_lines[0][0][0].isupper()
    frames(app, 2)
    pygame.image.save(app.screen, str(tmp_path / "hint.png"))
    assert gesture_for(t, best) is not None
    # placing a leader reveals nothing new: it can be taken back
    n = len(t.record.actions)
    king = A.PlaceLeader("king", 5, 8)
    assert king in t.state.legal_actions()
    perform(app, t, king)
    frames(app, 10)
    assert len(t.record.actions) == n + 1 and t.undo_point is not None
    # hovering the king outlines his kingdom and names it
    sp = t.camera.to_screen((t.zones["sq88"].center))
    app.step([pygame.event.Event(pygame.MOUSEMOTION, pos=(int(sp[0]), int(sp[1])), rel=(0, 0), buttons=(0, 0, 0))])
    frames(app, 2)
    from tigris.view_layout import regions
    lab, king = regions(t.view)

    def parts(lab, king):
        out = {}
        for q, r in enumerate(lab):
            if r >= 0:
                out.setdefault(r, set()).add(q)
        return {(frozenset(m), king[r]) for r, m in out.items()}
    assert parts(lab, king) == parts(*t.view.regions()[:2]), "the table's kingdoms are the engine's"
    assert king[lab[88]] and lab[88] == lab[104]
    click(app, "undo")
    frames(app, 10)
    assert len(t.record.actions) == n and "king" not in to_position(t.state)["player"][0]["leaders"]
