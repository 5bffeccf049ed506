"""One log line per thing that happened: a creature subdued is told by the move's own line, which
names the payment, the creature and where the adventurer goes, not once more by the event."""

from fantastiqa.actions import Subdue
from fantastiqa_view.fq_driver import perform
from fantastiqa_view.test_fantastiqa_view_adventure import _open, _position
from ui.helpers import frames


def test_a_subdue_is_one_line_that_says_where_the_adventurer_goes(app, monkeypatch):
    from engine import saves
    monkeypatch.setattr(saves, "autosave", lambda *a, **k: None)
    record, state, subdue, _ = _position()
    t = _open(app, record, state)
    assert isinstance(subdue, Subdue) and subdue in t.legal()
    before = len(t.log.lines)
    perform(app, t, subdue)
    frames(app, 5)
    assert subdue in t.record.actions[-3:], t.record.actions[-3:]
    told = [text for text, _ in t.log.lines[before:]]
    said = [x for x in told if "subdue" in x or "recruit" in x]
    assert len(said) == 1 and "moves to the" in said[0], told
