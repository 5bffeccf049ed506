"""A whole Tigris & Euphrates game on the table, a human seat (driven by synthetic pointer events)
against the easy AI, to the results screen; and every decision the engine can ask for has an
on-table way."""

import random

from engine import saves
from engine.ui.table import open_table as open_at
from tigris import actions as A
from tigris.view import Ref
from tigris_view.tg_driver import INFO, gesture_for, gesture_map, open_table, perform, wait_turn
from tigris_view.tg_driver import hold_over_board, save
from ui.helpers import click_at, drag, frames
from ui.table_walks import play_to_results

H = saves.Seat


def _only_own_tiles(t):
    assert all(p.data.seat == 0 for p in t.pieces if isinstance(p.data, Ref) and p.data.zone == "hand")
    assert t.view.hands[1] is None


def test_whole_game_against_easy_to_the_results(app, monkeypatch, tmp_path):
    monkeypatch.setattr(saves, "autosave", lambda *a, **k: None)  # saves are tested elsewhere
    app.settings.animation_speed = 25.0
    t = open_table(app, [H("Mina", "human", None, "blue"), H("Ada", "ai", "easy", "red")], seed=5)
    shots = []

    def hold_a_tile_once(t):
        if not shots and len(t.record.actions) > 70 and t.state.phase == "action" and t.state.actions_left == 2:
            hold_over_board(app, t, tmp_path, "game-drag", docs=False)  # holding a tile and letting go plays nothing
            shots.append("game-drag")

    # the human's moves: a quick greedy player (the opponent is the easy AI)
    used, res = play_to_results(app, t, INFO, perform, wait_turn, _only_own_tiles, mover="greedy",
                                gestures=("click", "drag", "commit", "button"), before_move=hold_a_tile_once)
    frames(app, 20)
    save(app, tmp_path, "results")
    assert shots
    labels = [lbl for lbl, _ in res.breakdown]
    assert "Colours, weakest first" in labels and any(lbl.startswith("Red points") for lbl in labels)
    assert used["drag"] > 20 and used["click"] > 0, used
    # the move log has every move, and a swap never names the tiles put into the bag
    assert len(t.log.moves()) == len(t.record.actions)
    assert not any("discards" in line for line, _ in t.log.lines)


def positions(n_games=6, players=(2, 3, 4), options=({}, {"rules_preset": "advanced"})):
    """Positions of every kind from quick random games: a few of each phase per game."""
    for g in range(n_games):
        n = players[g % len(players)]
        seats = [H(f"P{i}", "human", None, None) for i in range(n)]
        record, state = saves.new_record(INFO, seats, dict(options[g % len(options)]), seed=200 + g)
        rng = random.Random(g)
        seen: dict[str, int] = {}
        k = 0
        while not state.is_over() and k < 260:
            ph = state.phase
            if (ph == "action" and k % 60 == 5) or (ph != "action" and seen.get(ph, 0) < 2):
                seen[ph] = seen.get(ph, 0) + 1
                yield record, list(record.actions), state.clone()
            legal = state.legal_actions()
            # prefer tiles and leaders, so kingdoms, conflicts and monuments come up
            rich = [a for a in legal if isinstance(a, (A.PlaceTile, A.PlaceLeader))]
            a = rng.choice(rich) if rich and rng.random() < 0.85 else rng.choice(legal)
            record.actions.append(a)
            state.apply(a)
            k += 1


def test_every_decision_has_an_on_table_way(app, monkeypatch):
    """For positions of every kind, each legal decision is a chip, a drag, a click or a button."""
    monkeypatch.setattr(saves, "autosave", lambda *a, **k: None)
    phases = set()
    checked = 0
    for record, done, state in positions():
        seat = state.to_move
        seats = [H(f"P{i}", "human", None, None) for i in range(state.num_players)]
        rec = saves.GameRecord(record.game, state.num_players, record.seed, dict(record.options), seats, done)
        t = open_at(app, INFO, rec, state)
        t.pending_handoff = None  # pass-and-play: as if the seat to move had pressed "I'm ready"
        if app.scenes.top is not t:
            app.scenes.stack.pop()
        t.viewer = seat
        t.rebuild(animate=False)
        assert t.can_act(), (state.phase, seat)
        phases.add(state.phase)
        gmap = gesture_map(t)
        for a in state.legal_actions():
            assert gesture_for(t, a, gmap) is not None, f"no on-table way for {a!r} in phase {state.phase}"
            checked += 1
        for p in t.pieces:
            if isinstance(p.data, Ref) and p.data.zone == "hand":
                assert p.data.seat == seat
    assert checked > 300
    assert {"action", "commit", "swap"} <= phases
    print("phases seen:", sorted(phases), checked)


def test_the_defender_decides_on_the_table(app, monkeypatch):
    """A revolt started by the AI: the human defender commits temples on the conflict panel."""
    monkeypatch.setattr(saves, "autosave", lambda *a, **k: None)
    seats = [H("Mina", "human", None, "blue"), H("Ada", "human", None, "red")]
    from tigris.tutorial import make_plan, tutorial_seed
    record, state = saves.new_record(INFO, seats, {}, seed=tutorial_seed())
    plan = make_plan(tutorial_seed())
    for tag, a in plan:
        if tag == "teacher-commit":
            break
        record.play(state, a)
    assert state.phase == "commit" and state.to_move == 1
    t = open_at(app, INFO, record, state)
    t.pending_handoff = None
    if app.scenes.top is not t:
        app.scenes.stack.pop()
    t.viewer = 1
    t.rebuild(animate=False)
    frames(app, 3)
    assert t.can_act() and t.view.active == 0
    assert "defend" in t.prompt(t.view)
    have = state.hands[1][0]
    if have:
        perform(app, t, A.CommitSupport(1))
        frames(app, 3)
        assert t.state.phase != "commit" and t.state.hands[1][0] == have - 1
    else:
        perform(app, t, A.CommitSupport(0))
        frames(app, 3)
        assert t.state.phase != "commit"


def test_the_wonder_and_its_point_are_chosen_on_the_table(app, monkeypatch):
    """Option 'wonder': a plus of five markets offers the wonder; the king beside it earns a point."""
    monkeypatch.setattr(saves, "autosave", lambda *a, **k: None)
    seats = [H("Mina", "human", None, "blue"), H("Ada", "human", None, "red")]
    record, state = saves.new_record(INFO, seats, {"wonder": True}, seed=4)
    a = state.active
    d = state.to_dict()

    def sq(r, c):
        return r * 16 + c
    for rc in ((4, 5), (6, 5), (5, 4), (5, 6)):
        d["tiles"][sq(*rc)] = 2                      # four markets around F6
    d["tiles"][sq(4, 4)] = 0                         # a temple beside them
    d["leaders"][sq(3, 4)] = 4 * a + 3               # the active player's king next to it
    d["lpos"][4 * a + 3] = sq(3, 4)
    d["hands"][a] = [1, 1, 3, 1]
    d["hand_n"][a] = 6
    d["actions_left"] = 1
    state = INFO.state_type.from_dict(d)
    state.apply(A.PlaceTile("market", 5, 5))
    assert state.phase == "wonder"
    t = open_at(app, INFO, record, state)
    t.pending_handoff = None
    if app.scenes.top is not t:
        app.scenes.stack.pop()
    t.viewer = a
    t.rebuild(animate=False)
    frames(app, 3)
    assert "wonder" in t.prompt(t.view)
    for act in state.legal_actions():
        assert gesture_for(t, act)[0] == "click"
    perform(app, t, A.BuildWonder(5, 5))
    frames(app, 5)
    assert t.state.wonder == sq(5, 5) and t.state.phase == "wonder_color"
    assert t.piece("wonder") is not None
    before = list(t.state.vp[a])
    perform(app, t, A.ChooseWonderPointColor("blue"))
    frames(app, 5)
    assert t.state.vp[a][1] == before[1] + 1


def test_a_swap_is_staged_in_the_bag_and_played_in_one_go(app, monkeypatch):
    """Tiles dragged into the bag wait there (in any order) until Swap is pressed; Keep them undoes it."""
    monkeypatch.setattr(saves, "autosave", lambda *a, **k: None)
    app.settings.animation_speed = 20.0
    t = open_table(app, [H("Mina", "human", None, "blue"), H("Ada", "ai", "easy", "red")], seed=4)
    assert wait_turn(app, t) and t.state.to_move == 0
    bag = t.zones["bag"]
    # the higher colour first (e.g. a settlement, then a temple): the table sorts them for the engine
    have = [c for c in range(4) if t.state.hands[0][c]]
    order = (have[-1], have[0])
    for c in order:
        p = next(p for p in t.pieces if getattr(p.data, "zone", "") == "hand" and p.data.colour == c)
        drag(app, t.camera.to_screen(p.pos), t.camera.to_screen(bag.center), steps=4)
        frames(app, 3)
    assert sorted(t.swap_staged) == sorted(order) and len(t.record.actions) == 0
    assert sum(1 for p in t.pieces if getattr(p.data, "zone", "") == "bagged") == 2
    chip = next(c for c in t.chips() if c.name == "swap")
    click_at(app, t.camera.rect_to_screen(chip.rect).center)
    frames(app, 5)
    kinds = [type(a).__name__ for a in t.record.actions]
    assert kinds == ["SwapTiles", "DiscardTile", "DiscardTile", "EndSwap"]
    from tigris.data import TILE_NAMES
    assert [a.tile for a in t.record.actions[1:3]] == [TILE_NAMES[order[1]], TILE_NAMES[order[0]]]
    assert t.state.hand_n[0] == 6 and t.state.actions_left == 1 and t.swap_staged == []
    # which tiles went into the bag is secret: the log says only how many
    assert [line for line, _ in t.log.moves()[-4:]] == [
        "You start swapping tiles.", "You put a tile into the bag.", "You put a tile into the bag.",
        "You draw 2 new tiles for the ones in the bag."]


def test_the_numbered_swap_button_plays_the_whole_staged_swap(app, monkeypatch):
    """The side panel's "1. Swap 1 tile" is the same gesture as the Swap chip: all the swap's moves."""
    monkeypatch.setattr(saves, "autosave", lambda *a, **k: None)
    app.settings.animation_speed = 20.0
    t = open_table(app, [H("Mina", "human", None, "blue"), H("Ada", "ai", "easy", "red")], seed=4)
    assert wait_turn(app, t) and t.state.to_move == 0
    p = next(p for p in t.pieces if getattr(p.data, "zone", "") == "hand")
    drag(app, t.camera.to_screen(p.pos), t.camera.to_screen(t.zones["bag"].center), steps=4)
    frames(app, 3)
    button = next(w for w in t.widgets if getattr(w, "name", "").startswith("action-")
                  and w.label.endswith("Swap 1 tile"))
    click_at(app, button.rect.center)
    frames(app, 5)
    assert [type(a).__name__ for a in t.record.actions] == ["SwapTiles", "DiscardTile", "EndSwap"]
    assert t.swap_staged == [] and t.state.hand_n[0] == 6
