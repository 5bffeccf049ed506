"""A whole Guildhall game on the table, a human seat (driven by synthetic pointer events) against
the easy AI, to the results screen; and every decision the engine can ask for has an on-table way."""

import random

from engine import saves
from engine.ui.table import open_table as open_at
from guildhall import rules as R
from guildhall.actions import ChooseCard, Done
from guildhall.position import from_position, to_position
from guildhall.view import Ref
from guildhall_view.gh_driver import INFO, gesture_for, open_table, perform, wait_turn
from ui.helpers import frames
from ui.table_walks import play_to_results

H = saves.Seat


def _only_own_hand(t):
    assert all(p.data.seat == 0 for p in t.pieces if isinstance(p.data, Ref) and p.data.zone == "hand")


def test_whole_game_against_easy_to_the_results(app, monkeypatch):
    monkeypatch.setattr(saves, "autosave", lambda *a, **k: None)  # saves are tested elsewhere
    app.settings.animation_speed = 25.0
    t = open_table(app, [H("You", "human", None, "blue"), H("Ada", "ai", "easy", "red")], seed=5)
    used, res = play_to_results(app, t, INFO, perform, wait_turn, _only_own_hand)
    labels = [lbl for lbl, _ in res.breakdown]
    assert "VP tokens" in labels and "VP cards (points)" in labels
    assert len(t.state.winners()) == 1
    assert used["drag"] > 10 and used["click"] > 10
    told = [e for e in t.session.log if e.event is None and e.text.key not in t.QUIET_MOVES]
    assert len(t.log.moves()) == len(told), "the move log has every move but the steps an event tells"



def positions(n_games=8, every=16, players=(2, 3, 4)):
    """Many positions from quick games between simple players, with the state and its record."""
    for g in range(n_games):
        n = players[g % len(players)]
        seats = [H(f"P{i}", "human", None, None) for i in range(n)]
        record, state = saves.new_record(INFO, seats, {"seed_card_values": g % 2 == 1}, seed=100 + g)
        rng = random.Random(g)
        k = 0
        while not state.is_over() and k < 400:
            if k % every == 0 or (state.phase not in (R.MAIN, R.TIER, R.OPEN_DISCARD, R.OPEN_PLACE, R.DD)
                                  and k % 3 == 0) or state.limit:
                yield record, list(record.actions), state.clone()
            legal = state.legal_actions()
            # prefer ability tiers and purchases, so the rarer decisions come up
            rich = [a for a in legal if type(a).__name__ in ("ChooseTier", "BuyVP", "UseAbility")
                    and getattr(a, "tier", "x") != "none" and getattr(a, "use", True)]
            a = rng.choice(rich) if rich and rng.random() < 0.8 else rng.choice(legal)
            record.actions.append(a)
            state.apply(a)
            k += 1


def test_every_decision_has_an_on_table_way(app, monkeypatch):
    """For positions of every kind, each legal decision is a chip, a click or a drag on the table."""
    monkeypatch.setattr(saves, "autosave", lambda *a, **k: None)  # hundreds of tables, no need to keep them
    phases = set()
    checked = 0
    from engine.tutorial import TutorialRunner  # noqa: F401  (the table module is loaded)
    for record, done, state in positions():
        seat = state.to_move
        seats = [H(f"P{i}", "human", None, None) for i in range(state.num_players)]
        rec = saves.GameRecord(record.game, state.num_players, record.seed, dict(record.options), seats, done)
        t = open_at(app, INFO, rec, state)
        t.pending_handoff = None  # pass-and-play: as if the seat to move had pressed "I'm ready"
        if app.scenes.top is not t:
            app.scenes.stack.pop()
        t.rebuild(animate=False)
        assert t.can_act(), (state.phase, seat)
        ph = "limit" if state.limit else state.phase
        phases.add(ph)
        for a in state.legal_actions():
            assert gesture_for(t, a) is not None, f"no on-table way for {a!r} in phase {ph}"
            checked += 1
        # the table draws only this seat's view: no other hand card is face up
        for p in t.pieces:
            if isinstance(p.data, Ref) and p.data.zone == "hand":
                assert p.data.seat == seat
    assert checked > 300
    assert {R.MAIN, R.TIER, R.OPEN_DISCARD, R.OPEN_PLACE, R.DD, R.OPPONENT, R.ASSASSIN_PICK, R.GIVE, R.TAKE,
            R.HISTORIAN_PICK, R.WEAVER_RETURN, R.WEAVER_PLACE, R.BUY_ABILITY} <= phases
    print("phases seen:", sorted(phases))


def test_a_decision_of_a_seat_that_is_not_the_turns_owner(app, monkeypatch):
    """A 4th completed chapter made on someone else's turn: its owner picks one to discard, on the table."""
    monkeypatch.setattr(saves, "autosave", lambda *a, **k: None)
    seats = [H("Mina", "human", None, "blue"), H("Jun", "human", None, "red")]
    record, state = saves.new_record(INFO, seats, {}, seed=31)
    rng = random.Random(3)
    while state.phase != R.MAIN or state.active != 1:
        record.play(state, rng.choice(state.legal_actions()))
    # as if Jun's Trader had just completed Mina's fourth chapter
    spec = to_position(state)
    spec["player"][0]["completed"] = ["assassin", "farmer", "historian", "weaver"]
    spec["player"][0]["hand"] = []
    spec["player"][0]["guildhall"] = []
    spec["pending"]["over_the_limit"] = [1]
    spec["to_move"] = 1
    del spec["deck"], spec["discard"]
    state = from_position(spec, seed=31)
    t = open_at(app, INFO, record, state)
    t.pending_handoff = None
    if app.scenes.top is not t:
        app.scenes.stack.pop()
    t.rebuild(animate=False)
    assert t.viewer == 0 and t.can_act() and t.view.active == 1
    assert "4 completed chapters" in t.prompt(t.view)
    legal = state.legal_actions()
    assert len(legal) == 4
    for a in legal:
        g = gesture_for(t, a)
        assert g is not None and g[0] == "click"
    perform(app, t, legal[1])
    frames(app, 3)
    # Mina lays the chapter on the pile: she picks its top card, then the colour order
    assert t.state.to_move == 0 and "discard pile" in t.prompt(t.view)
    prof = legal[1].profession
    top = ChooseCard(prof * 5 + 2)
    assert gesture_for(t, top)[0] == "click"
    perform(app, t, top)
    frames(app, 3)
    assert "under it" in t.prompt(t.view)
    perform(app, t, Done())
    frames(app, 3)
    assert t.state.discard[-1] == prof * 5 + 2
    assert len(t.state.completed[0]) == 3 and t.state.to_move == 1


def test_the_log_names_whose_guildhall_an_assassin_strikes(app, monkeypatch):
    """On your turn your Assassin discards from Ada's guildhall: the log says so in your words
    (it once read "You discard the red Farmer from Ada's guildhall" for the wrong seat)."""
    monkeypatch.setattr(saves, "autosave", lambda *a, **k: None)
    seats = [H("You", "human", None, "blue"), H("Ada", "ai", "easy", "red")]
    spec = {"players": 2, "first": 1, "active": 1, "actions_left": 2,
            "player": [{"hand": ["assassin_red", "dancer_blue"]},
                       {"hand": ["weaver_red"], "guildhall": ["farmer_red", "trader_green"]}]}
    record, state = saves.new_record(INFO, seats, {}, seed=12, start=to_position(from_position(spec, seed=12)))
    t = open_at(app, INFO, record, state)
    if app.scenes.top is not t:
        app.scenes.stack.pop()
    t.rebuild(animate=False)
    from guildhall.actions import ChooseTier, PlayCard
    from guildhall.data import KIND_INDEX as K
    for a in (PlayCard(K["assassin_red"]), ChooseTier("assassin_t0"), ChooseCard(K["farmer_red"])):
        assert a in t.state.legal_actions(), (a, t.state.legal_actions())
        perform(app, t, a)
        frames(app, 3)
    said = [text for text, _ in t.log.lines]
    assert "Your Assassin discards the red Farmer from Ada's guildhall." in said, said
    assert not [x for x in said if x.startswith("You discard the red Farmer")], "told once, not twice"
    assert t.state.guild_kinds(1) == [K["trader_green"]]
