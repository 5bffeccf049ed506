"""A second look before a wasteful drop: tiles that would break for nothing, three or more, are
not dropped at once; a small dialog over the board says how many break and what they cost, and
only its "Break them" plays the move.  Settings can turn the question off.  The "N broken" label
is readable, and shows while the taken tiles wait to be placed, not only while they are dragged."""

from azul_sintra import rules as R
from azul_sintra import view_moves as VM
from azul_sintra_view.az_driver import INFO, open_table, perform
from engine import i18n, saves
from engine.ui.table import open_table as open_at
from ui.helpers import click, drag, frames, widget
from ui.layout_check import MIN_PX, draw_frame, problems

H = saves.Seat
SEATS = [H("Ada", "ai", "easy", "red"), H("You", "human", None, "blue")]
#: On seed 3 the first player's (seat 2's) purple tiles of display 5 break three of themselves on strip 1.
TAKE, PLACE = R.TakeTiles(5, "purple"), R.PlaceTiles(1)


def _texts(app) -> list[str]:
    return [t.text for t in draw_frame(app).texts]


def _table(app):
    t = open_table(app, SEATS, seed=3)
    assert t.can_act() and TAKE in t.legal()
    assert VM.waste(t.view, t.viewer, [TAKE, PLACE]) == (3, 4)
    return t


def _places(state, take) -> list:
    after = state.clone()
    after.apply(take)
    return [p for p in after.legal_actions() if isinstance(p, R.PlaceTiles)]


def test_a_drop_that_breaks_three_tiles_asks_first_and_cancel_keeps_everything(app):
    t = _table(app)
    assert t.viewer == 1
    n, tower = len(t.record.actions), sum(t.state.tower)
    perform(app, t, TAKE, PLACE, answer=False)
    frames(app, 3)
    assert len(t.record.actions) == n, "nothing is played before the answer"
    shown = _texts(app)
    assert "Break 3 tiles for −4 points?" in shown
    assert "Break them" in shown and "Cancel" in shown
    surf = draw_frame(app)
    box, _ = t.second_look_box()
    assert all(box.contains(widget(t, name).rect) for name in ("confirm", "cancel")), "its buttons are in it"
    assert not [p for p in problems(surf) if "Break" in p or "Cancel" in p], problems(surf)
    # the board waits: a drag elsewhere does nothing while the question stands
    drag(app, t.camera.to_screen(t.zones["strip2"].center), t.camera.to_screen(t.zones["strip3"].center))
    assert len(t.record.actions) == n and t.pending_look is not None
    click(app, "cancel")
    frames(app, 40)
    assert len(t.record.actions) == n and sum(t.state.tower) == tower
    assert t.pending_look is None and "Break them" not in _texts(app)
    assert all(p.pos == p.home for p in t.pieces if p.draggable), "the tiles went home"


def test_break_them_plays_the_drop_as_made(app):
    t = _table(app)
    n, tower = len(t.record.actions), sum(t.state.tower)
    perform(app, t, TAKE, PLACE, answer=False)
    frames(app, 3)
    click(app, "confirm")
    frames(app, 3)
    assert t.record.actions[n:n + 2] == [TAKE, PLACE]
    assert sum(t.state.tower) == tower + 3 and t.state.nominal_loss(t.viewer) == 4


def test_a_drop_that_breaks_fewer_never_asks(app):
    t = _table(app)
    me, view = t.viewer, t.view
    take, place = next((a, p) for a in t.legal() if isinstance(a, R.TakeTiles)
                       for p in _places(t.state, a) if VM.waste(view, me, [a, p])[0] == 0)
    n = len(t.record.actions)
    perform(app, t, take, place)
    frames(app, 3)
    assert t.record.actions[n:n + 2] == [take, place] and t.pending_look is None


def test_the_setting_turns_the_question_off(app):
    from engine.scenes.menu import MainMenu
    from engine.scenes.settings import SettingsScene

    app.scenes.push(MainMenu(app), transition=False)
    app.scenes.push(SettingsScene(app), transition=False)
    frames(app, 3)
    assert app.settings.ask_wasteful is True, "on by default"
    click(app, "ask_wasteful")
    click(app, "back")
    assert app.settings.ask_wasteful is False
    t = _table(app)
    n = len(t.record.actions)
    perform(app, t, TAKE, PLACE)
    frames(app, 3)
    assert t.record.actions[n:n + 2] == [TAKE, PLACE]


def test_the_question_in_korean(app):
    i18n.set_language("ko")
    try:
        t = _table(app)
        perform(app, t, TAKE, PLACE, answer=False)
        frames(app, 3)
        shown = _texts(app)
        assert "타일 3개가 깨집니다(−4점). 그래도 놓을까요?" in shown and "깨지게 놓기" in shown
    finally:
        i18n.set_language("en")


def test_the_broken_label_shows_while_the_taken_tiles_wait_and_is_readable(app):
    """A take loaded on its own leaves the tiles in the tray: with nothing held, each strip they
    may go to says how many would fit and break, in letters above the least readable size."""
    record, state = saves.new_record(INFO, SEATS, {}, seed=3)
    record.play(state, TAKE)
    t = open_at(app, INFO, record, state)
    frames(app, 5)
    assert t.state.phase == R.PHASE_PLACE and t.drag.piece is None and t.selected is None
    surf = draw_frame(app)
    pills = [x for x in surf.texts if x.text == "3 broken"]
    assert pills, "the strip where three break says so before any drag"
    assert all(x.size_px >= MIN_PX + 4 for x in pills), [x.size_px for x in pills]
