"""Every refusal on the Tigris & Euphrates table says why: a piece dropped where it makes no move,
a move the rules forbid, a tile that cannot support the conflict at hand."""

from engine import saves
from engine.ui.table import open_table as open_at
from tigris.tutorial import make_plan, tutorial_seed
from tigris.view import Ref
from tigris_view.tg_driver import INFO, point
from ui.helpers import drag, frames

H = saves.Seat


def _story_until(app, monkeypatch, tag):
    """The tutorial's story up to its move ``tag`` (yours to make), on an ordinary table."""
    monkeypatch.setattr(saves, "autosave", lambda *a, **k: None)
    seats = [H("Mina", "human", None, "blue"), H("Bo", "ai", "easy", "red")]
    record, state = saves.new_record(INFO, seats, {}, seed=tutorial_seed())
    for tg, a in make_plan(tutorial_seed()):
        if tg == tag:
            break
        record.play(state, a)
    t = open_at(app, INFO, record, state)
    frames(app, 3)
    assert t.can_act()
    return t


def _drop(app, t, piece, target):
    """Drag ``piece`` to the screen point ``target``; the move it made (or None) and what was said."""
    n = len(t.record.actions)
    t.bubble = None
    drag(app, point(t, piece), target, steps=5)
    frames(app, 2)
    assert len(t.record.actions) == n, "a refused drop makes no move"
    assert t.bubble is not None, "a refused drop says why"
    return t.bubble[0]


def _hand(t, colour):
    return next(p for p in t.pieces if isinstance(p.data, Ref) and p.data.zone == "hand" and p.data.colour == colour)


def _square(t, label_):
    r, c = "ABCDEFGHIJK".index(label_[0]), int(label_[1:]) - 1
    return t.camera.to_screen(t.zones[f"sq{r * 16 + c}"].center)


def test_pieces_dropped_where_they_make_no_move_say_why(app, monkeypatch):
    t = _story_until(app, monkeypatch, "found")
    panel = t.camera.to_screen(t.zones["p1"].center)
    said = _drop(app, t, _hand(t, 0), panel)
    assert said == "A tile goes on a square of the board, or into the bag to swap it."
    king = t.piece("L0-3")
    assert _drop(app, t, king, panel) == ("A leader goes on a square of the board next to a temple, "
                                         "or back to your supply.")
    cat = next(p for p in t.pieces if isinstance(p.data, Ref) and p.data.zone == "cat")
    assert _drop(app, t, cat, panel) == "A catastrophe goes on a square of the board."


def test_moves_the_rules_forbid_say_which_rule(app, monkeypatch):
    t = _story_until(app, monkeypatch, "found")
    said = _drop(app, t, t.piece("L0-3"), _square(t, "A1"))
    assert "next to a face-up temple" in said and "A1" in said
    said = _drop(app, t, _hand(t, 0), _square(t, "D1"))   # a temple on a river
    assert "Only farms go on river squares" in said and "D1" in said


def test_support_for_a_conflict_must_be_of_its_colour(app, monkeypatch):
    t = _story_until(app, monkeypatch, "commit")
    assert "commit" in t.zones
    panel = t.camera.to_screen(t.zones["commit"].center)
    assert _drop(app, t, _hand(t, 2), panel) == "Only temples support this revolt."
    said = _drop(app, t, _hand(t, 2), _square(t, "K16"))
    assert said.startswith("First finish committing support to the conflict.")


def test_a_piece_dropped_back_on_its_own_place_goes_home_without_a_word(app, monkeypatch):
    t = _story_until(app, monkeypatch, "found")
    for piece, zone in ((_hand(t, 0), "hand"), (next(p for p in t.pieces if isinstance(p.data, Ref)
                                                   and p.data.zone == "supply" and p.data.seat == t.viewer), "supply")):
        n, home = len(t.record.actions), piece.home
        x, y, w, h = t.zones[zone].rect
        spot = t.camera.to_screen((x + w * 0.9, y + h / 2))   # elsewhere in the same place
        t.bubble = None
        drag(app, point(t, piece), spot, steps=5)
        frames(app, 30)
        assert t.bubble is None, f"dropped back on its {zone}: {t.bubble}"
        assert len(t.record.actions) == n and t.piece(piece.id).pos == home



def test_a_refusal_is_one_sentence_without_a_list_of_moves(app, monkeypatch):
    """"A leader may not join two kingdoms; F9 touches two." and no "You can: … (and 544 more)":
    the reasons the rules give carry the legal moves (for the command line), the table says why."""
    from engine.game import IllegalAction
    from engine.text import Message
    t = _story_until(app, monkeypatch, "found")
    reason = Message("tigris.leader_joins_two", square="F9", legal=t.state.legal_summary())
    said = t.refusal(IllegalAction(reason))
    assert said == "A leader may not join two kingdoms; F9 touches two.", said


def test_pass_and_swap_sit_apart_from_the_numbered_moves(app, monkeypatch):
    """The side panel's numbered moves never lead with "Swap one by one" and "Pass": those stay
    on the board, apart, as chips."""
    t = _story_until(app, monkeypatch, "found")
    names = {c.name for c in t.chips()}
    assert {"pass", "swap-start"} <= names, names
    numbered = [w.label for w in t.widgets if getattr(w, "name", "").startswith("action-") and w.visible]
    assert not any("Pass" in lbl or "Swap" in lbl for lbl in numbered), numbered
