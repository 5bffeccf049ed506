"""One log line per thing that happened: flying a dragon and playing a Hoax are told by the
move's own line ("… flies the Fire dragon to the Library (1,3)"), not once more by the event
that restates it."""

from bluemoon import actions as A
from bluemoon_view.bm_driver import perform
from bluemoon_view.test_bluemoon_view_moves import table_at
from engine import saves
from ui.helpers import frames


def _told(app, t, action) -> list[str]:
    """The log panel's lines written while ``action`` is made with the pointer."""
    before = len(t.log.lines)
    perform(app, t, action)
    frames(app, 5)
    assert t.record.actions[-1] == action, t.record.actions[-3:]
    return [text for text, _ in t.log.lines[before:]]


def test_a_dragon_flown_is_one_line(app, monkeypatch):
    monkeypatch.setattr(saves, "autosave", lambda *a, **k: None)
    t = table_at(app, lambda s: any(isinstance(a, A.MoveDragon) for a in s.legal_actions()), limit=6000)
    move = next(a for a in t.legal() if isinstance(a, A.MoveDragon))
    told = _told(app, t, move)
    assert len([x for x in told if "dragon" in x]) == 1, told
    assert not [x for x in told if "lands on" in x or "leaves the city" in x], told


def test_a_hoax_is_one_line(app, monkeypatch):
    monkeypatch.setattr(saves, "autosave", lambda *a, **k: None)
    t = table_at(app, lambda s: any(isinstance(a, A.Hoax) for a in s.legal_actions()), limit=6000)
    hoax = next(a for a in t.legal() if isinstance(a, A.Hoax))
    told = _told(app, t, hoax)
    assert len(told) == 1 and "Hoax" in told[0], told
