"""Hidden information is the same on every screen: what a seat may not see appears on no screen
drawn for that seat — the table (its top bar and tooltips), the hand-off and the Load screen.

Hidden scores (Tigris' points behind the screens, Fantastiqa's quests done face down) are set to
unique markers, a number no other part of the game shows, and every text drawn for the seat at
the screen is searched for them.  For every game, the same screens drawn from another world the
seat cannot tell apart (the other hands and the bag dealt anew: ``determinize``) read the same."""

from __future__ import annotations

import random
import re

import pytest

from engine import saves
from engine.game import GAME_NAMES, load_game
from engine.session import Session
from ui.helpers import frames, hover
from ui.layout_check import draw_frame
from ui.table_driver import every_game_app_fixture

YOU, ADA = saves.Seat("Mina", "human"), saves.Seat("Ada", "ai", "easy")


app = every_game_app_fixture()


# -- each game's hidden values, as markers ---------------------------------------------------
def _mark_tigris(state, seat):
    """The other seat's points behind its screen (and so its score, the weakest colour)."""
    other = 1 - seat
    state.vp[other] = [4101, 4102, 4103, 4104]
    state.treas_n[other] = 0
    return ["4101", "4102", "4103", "4104"]


def _mark_fantastiqa(state, seat):
    """The other seat's quest done face down: its score is known only as a range around the
    marker (the bonus points are public, the quest's cups are not)."""
    other = 1 - seat
    state.bonus[other] = 900 - state.scores()[other]
    for quest in state.quest_deck:   # one worth 2 cups: the marker lies inside the range shown
        state.done[other].append(quest)
        if state.scores()[other] == 902:
            break
        state.done[other].pop()
    state.quest_deck.remove(quest)
    assert state.scores()[other] == 902
    return ["902"]


MARKS = {"tigris": _mark_tigris, "fantastiqa": _mark_fantastiqa}


def _state(info, seats, seed=5):
    """A game a few moves in, the first seat to move, its hidden values set to markers."""
    record, state = saves.new_record(info, seats, {}, seed)
    session = Session(info, record, state)
    rng = random.Random(seed)
    for _ in range(6):
        if state.to_move != 0:
            break
        session.play(rng.choice(state.legal_actions()))
        state = session.state
    while state.to_move != 0 and not state.is_over():
        session.play(rng.choice(state.legal_actions()))
        state = session.state
    markers = MARKS[info.name](state, 0) if info.name in MARKS else []
    return session, markers


def _texts(app) -> list[str]:
    return [t.text for t in draw_frame(app).texts]


def _leaks(texts, markers) -> list[str]:
    found = []
    for m in markers:
        pattern = re.compile(rf"(?<![\d.]){re.escape(m)}(?!\d)")
        found += [t for t in texts if pattern.search(t)]
    return found


def _table_texts(app, info, session) -> list[str]:
    """Every text the table draws for the seat at the screen, with each top-bar text hovered
    (a score's tooltip)."""
    from engine.ui.table import open_table
    t = open_table(app, info, session.record, session.state)
    frames(app, 8)
    seen = []
    drawn = draw_frame(app).texts
    seen += [d.text for d in drawn]
    for d in drawn:
        if d.rect.bottom <= t.top_rect.bottom + 2:
            hover(app, d.ink.center)
            frames(app, 40, dt=1 / 30)
            seen += _texts(app)
    return t, seen


@pytest.mark.parametrize("game", GAME_NAMES)
def test_hidden_values_appear_on_no_screen_of_the_seat(app, game, monkeypatch):
    info = load_game(game)
    session, markers = _state(info, [YOU, ADA])
    _, table = _table_texts(app, info, session)
    assert not _leaks(table, markers), f"the table shows {_leaks(table, markers)}"

    # the Load screen: the save's row (its scores) as the seat at the screen reads it
    session.save("hidden")
    marked = session.state
    monkeypatch.setattr(saves, "_replayed", lambda record, info: marked.clone())
    from engine.scenes.load import LoadScene
    app.scenes.push(LoadScene(app))
    frames(app, 10)
    load = _texts(app)
    assert any("Mina" in s for s in load), "the row is drawn"
    assert not _leaks(load, markers), f"the Load screen shows {_leaks(load, markers)}"


@pytest.mark.parametrize("game", GAME_NAMES)
def test_hidden_values_stay_hidden_at_the_hand_off(app, game):
    """Pass and play: the hand-off screen and the table behind it show the next seat nothing of
    the other's hidden values."""
    info = load_game(game)
    session, markers = _state(info, [saves.Seat("Mina", "human"), saves.Seat("Jun", "human")])
    from engine.ui.table import open_table
    open_table(app, info, session.record, session.state)
    frames(app, 8)
    seen = _texts(app)
    assert not _leaks(seen, markers), f"shown: {_leaks(seen, markers)}"


def test_a_hidden_score_shown_as_a_range_explains_itself_on_hover(app):
    info = load_game("fantastiqa")
    session, _ = _state(info, [YOU, ADA])
    _, seen = _table_texts(app, info, session)
    assert any("901–903" in s for s in seen), "the range is on the top bar"
    ranged = [s for s in seen if re.search(r"hidden|face down", s, re.IGNORECASE)]
    assert ranged, "hovering the range says why it is a range"


@pytest.mark.parametrize("game", GAME_NAMES)
def test_hidden_hands_change_nothing_the_seat_reads(app, game, monkeypatch):
    info = load_game(game)
    session, _ = _state(info, [YOU, ADA])
    world = session.state.determinize(0, random.Random(11))
    assert world.view(0).to_dict() == session.state.view(0).to_dict()
    session.save("hidden")
    read = []
    for state in (session.state, world):
        from engine.ui.table import open_table
        open_table(app, info, session.record, state)
        frames(app, 8)
        table = sorted(_texts(app))
        monkeypatch.setattr(saves, "_replayed", lambda record, info, state=state: state.clone())
        saves._checked.clear()
        from engine.scenes.load import LoadScene
        app.scenes.push(LoadScene(app))
        frames(app, 10)
        read.append((table, sorted(_texts(app))))
    assert read[0][0] == read[1][0], "the table reads the same"
    assert read[0][1] == read[1][1], "the Load screen reads the same"
