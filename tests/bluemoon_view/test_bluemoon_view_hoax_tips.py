"""A card a Hoax recolours says so in its help: "counts as Aqua 3 for this space", not its own
ability ("Pays 3 for yellow"), in the hand and among the cards paid."""

from bluemoon import data as D
from bluemoon import rules as R
from bluemoon_view.test_bluemoon_view_moves import table_at
from engine import saves
from ui.helpers import frames, hover
from ui.layout_check import draw_frame


def _recolourable(s):
    """Paying a space with a Hoax in play that may still recolour a card in the hand."""
    if s.phase != R.BUILD or not s.hoaxes:
        return False
    budget = s.hoax_budget()
    return budget is not None and any(s.hands[0][k] and budget[D.KIND_COLOUR[k]] > 0 for k in range(D.NUM_KINDS))


def test_a_recoloured_card_s_help_says_what_it_counts_as(app, monkeypatch):
    monkeypatch.setattr(saves, "autosave", lambda *a, **k: None)
    t = table_at(app, _recolourable, limit=6000)
    budget = t.state.hoax_budget()
    card = next(p for p in t.pieces if p.in_hand and budget[D.KIND_COLOUR[p.data.kind]] > 0)
    hover(app, t.camera.to_screen(card.pos))
    frames(app, 40)     # the help shows once the pointer rests
    said = " ".join(x.text for x in draw_frame(app).texts)
    assert "the Hoax makes it count as" in said, said
