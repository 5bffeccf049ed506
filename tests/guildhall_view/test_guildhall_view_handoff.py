"""Pass-and-play on the Guildhall table in Korean (the hand-offs themselves are checked for every
game in tests/ui/test_ui_every_game_handoff.py)."""

from engine import saves
from guildhall_view.gh_driver import open_table
from ui.korean_check import check_korean, korean  # noqa: F401  (korean: a fixture)

H = saves.Seat


def test_the_handoff_in_korean(korean, app, monkeypatch):
    """Two people at one screen, in Korean: the hand-off screen between them and the table
    each is handed say nothing in English (the seats' names stay as given)."""
    from ui.helpers import click, frames, pass_button, until, until_handoff
    monkeypatch.setattr(saves, "autosave", lambda *a, **k: None)
    t = open_table(app, [H("Mina", "human", None, "blue"), H("Jun", "human", None, "red")], seed=8)
    names = ("Mina", "Jun")
    first = t.state.to_move
    found = check_korean(app, "the first seat's opening", names=names)
    while t.state.to_move == first:
        assert t.play(t.state.legal_actions()[0]), t.bubble
    until(app, lambda: pass_button(app) is not None, 300)
    found += check_korean(app, "the table with its pass button", names=names)
    assert until_handoff(app, 300), "a hand-off screen shows"
    frames(app, 3)
    found += check_korean(app, "the hand-off", names=names)
    click(app, "ready")
    frames(app, 3)
    found += check_korean(app, "the second seat's opening", names=names)
    assert not found, "\n".join(found)
