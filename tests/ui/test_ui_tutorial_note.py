"""Where the tutorial's note lies: never over what its step points at nor the controls it asks
for, at every window size and UI scale, and folded to a tab only when no room is left."""

import dataclasses

import pytest

from engine.game import load_game
from engine.ui.kit import DropZone
from engine.ui.table import register_view
from engine.ui.tutorial import start_tutorial
from ui.helpers import click, frames
from ui.layout_check import draw_frame, problems
from ui.layout_walks import COMBOS, everywhere, tutorial_layout_walk, window
from ui.table_walks import note_hides_nothing
from ui.toy_view import ToyTable
import ui.toy_tutorial_crowded as crowded


def _info():
    return dataclasses.replace(load_game("toygame"), tutorial_module="ui.toy_tutorial_crowded")


@pytest.mark.layout
def test_a_note_pointing_all_over_the_table_hides_none_of_it_at_any_size(app):
    """Each step at all nine window sizes and UI scales: the note (narrower, in the side panel
    or in smaller words where it must) covers none of the hand, deck, pile and cards it names,
    its long title wraps inside it, and every frame passes the layout check."""
    walk = tutorial_layout_walk(app, _info(), combos=everywhere)
    assert walk.pairs == set(COMBOS) and walk.steps == 4   # the teacher's note is read too


class CrampedTable(ToyTable):
    """The toy table with a place covering all of it but a strip along the bottom."""
    MOST = crowded.MOST

    def build(self, view):
        super().build(view)
        self.add_zone(DropZone("most", self.MOST, visible=False))


class CoveredTable(CrampedTable):
    """The toy table with a place covering all of it, and a side panel full of move buttons."""
    MOST = (0, 0) + ToyTable.TABLE_SIZE

    def buttons(self, view):
        moves = view.legal_actions()
        return [(f"Play card {k + 1}", moves[k % len(moves)]) for k in range(8)] if moves else []


@pytest.mark.layout
def test_a_note_with_no_room_left_folds_to_a_tab_clear_of_its_target(app, monkeypatch):
    register_view("toygame", CrampedTable)
    monkeypatch.setattr(crowded, "TUTORIAL", crowded.cramped(), raising=False)
    t = start_tutorial(app, _info(), resume=False)
    frames(app, 5)
    window(app, (1024, 640), 1.5)
    note = t.note
    assert note.folded and note.squeezed, "no room anywhere: the note is folded"
    most = t.camera.rect_to_screen(t.zones["most"].rect)
    assert not note.tab.colliderect(most), "its tab lies in the strip the step leaves free"
    frame = draw_frame(app)
    assert not problems(frame)
    tab = next(w for w in t.widgets if w.name == "tutorial-show")
    assert "folded for room" in tab.label and "click to read" in tab.label, "the tab says why and what to do"
    assert any("folded" in d.text for d in frame.texts if note.tab.contains(d.rect)), "and it is drawn"
    # the learner opens it: it stays open (over the least of the table) and Next goes on
    click(app, "tutorial-show")
    assert not note.folded and note.rect.width > 0
    click(app, "tutorial-next")
    assert t.tutorial.index == 1
    # a roomier window and the next step: the note finds its place again, open
    window(app, (1920, 1080), 0.8)
    assert not note.folded
    note_hides_nothing(t, 1)


@pytest.mark.layout
def test_a_note_with_no_room_on_the_board_lies_over_the_side_panel(app, monkeypatch):
    """The board is all target: the note lies in the side panel, whose buttons under it are
    neither drawn nor pressed (no word of theirs shows through the note)."""
    register_view("toygame", CoveredTable)
    monkeypatch.setattr(crowded, "TUTORIAL", crowded.cramped(repeat=1), raising=False)
    t = start_tutorial(app, _info(), resume=False)
    frames(app, 5)
    for size, scale in ((1280, 800), 1.0), ((1920, 1080), 0.8):
        window(app, size, scale)
        note = t.note
        assert not note.folded and t.right_rect.contains(note.rect), f"{size} {scale}: in the side panel"
        under = [w.name for w in t.widgets if w.visible and w.rect.colliderect(note.rect)
                 and not w.name.startswith("tutorial-")]
        assert not under, f"{under} show through the note"
        assert not problems(draw_frame(app))
