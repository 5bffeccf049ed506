"""The move log tells a decision of several clicks once, when it is made: a Trader's swap, an
Assassin's or a Historian's cards, a VP card bought and a completed chapter laid on the discard
pile are one line each, not one per card clicked (a purchase was told twice: the move, then what
it brought; an Assassin's card twice: the pick, then the event)."""

from engine import saves
from engine.ui.table import open_table as open_at
from guildhall.actions import BuyVP, ChooseCard, ChooseTier, Done, PlayCard
from guildhall.data import KIND_INDEX as K
from guildhall.position import from_position, to_position
from guildhall_view.gh_driver import INFO, perform
from ui.helpers import frames

H = saves.Seat
SEATS = [H("You", "human", None, "blue"), H("Ada", "ai", "easy", "red")]


def _table_at(app, monkeypatch, spec):
    monkeypatch.setattr(saves, "autosave", lambda *a, **k: None)
    record, state = saves.new_record(INFO, SEATS, {}, seed=12, start=to_position(from_position(spec, seed=12)))
    t = open_at(app, INFO, record, state)
    if app.scenes.top is not t:
        app.scenes.stack.pop()
    t.rebuild(animate=False)
    return t


def _play(app, t, *moves):
    """Each move made with the pointer; the log lines written meanwhile."""
    before = len(t.log.lines)
    for a in moves:
        assert a in t.state.legal_actions(), (a, t.state.legal_actions())
        perform(app, t, a)
        frames(app, 3)
    return [text for text, _ in t.log.lines[before:]]


def my_turn_holding(card: str) -> dict:
    """Your turn with both actions, ``card`` and a Dancer in hand and a Farmer in your guildhall;
    Ada's guildhall holds a green Historian."""
    return {"players": 2, "first": 1, "active": 1, "actions_left": 2,
            "player": [{"hand": [card, "dancer_blue"], "guildhall": ["farmer_blue"]},
                       {"hand": ["weaver_red"], "guildhall": ["historian_green"]}]}


def test_a_trader_swap_is_one_line_of_the_log(app, monkeypatch):
    t = _table_at(app, monkeypatch, my_turn_holding("trader_red"))
    said = _play(app, t, PlayCard(K["trader_red"]), ChooseTier("trader_t0"))
    said += (swap := _play(app, t, ChooseCard(K["farmer_blue"]), ChooseCard(K["historian_green"])))
    assert swap == ["You give Ada the blue Farmer and take the green Historian in exchange."], said
    assert t.state.guild_kinds(1) == [K["farmer_blue"]]


def test_a_completed_chapter_goes_onto_the_pile_in_one_line(app, monkeypatch):
    spec = {"players": 2, "first": 1, "active": 1, "actions_left": 2,
            "player": [{"hand": ["dancer_blue"], "completed": ["weaver"]},
                       {"hand": ["farmer_red"]}]}
    t = _table_at(app, monkeypatch, spec)
    buy = next(a for a in t.state.legal_actions() if isinstance(a, BuyVP))
    # the purchase is one line too: what was bought, with what, for how many points
    assert _play(app, t, buy) == ["You buy a 4-VP card with your Weaver chapter: +4 VP."]
    said = _play(app, t, ChooseCard(K["weaver_green"]), Done())
    assert said == ["Your Weaver chapter goes onto the discard pile, the green Weaver on top."], said
    assert t.state.discard[-1] == K["weaver_green"]


def test_an_assassin_s_discard_is_one_line_of_the_log(app, monkeypatch):
    t = _table_at(app, monkeypatch, my_turn_holding("assassin_red"))
    said = _play(app, t, PlayCard(K["assassin_red"]), ChooseTier("assassin_t0"))
    said += (pick := _play(app, t, ChooseCard(K["historian_green"])))
    assert pick == ["Your Assassin discards the green Historian from Ada's guildhall."], said
