"""Playing Sintra on the table the way a person does: drags, clicks and buttons only."""

from __future__ import annotations

from azul_sintra import rules as R
from azul_sintra.view import Tile
from engine.ai.players import choose_action
from engine.game import load_game
from ui import table_driver
from ui.helpers import click_at, drag, frames
from ui.table_driver import wait_turn  # noqa: F401 (the table tests import it from here)

INFO = load_game("azul_sintra")
#: What a player looks the rules up for (tests/ui/test_ui_every_game.py finds them in the reference).
RULES_WORDS = ("glazier", "factory display", "centre", "start-player tile", "break", "round colour",
         "ornament", "side B", "-18", "leftmost strip", "joker")


def open_table(app, seats, seed=3, options=None):
    return table_driver.open_table(app, INFO, seats, seed, options)


def scr(t, p):
    return t.camera.to_screen(p)


def source_piece(t, take):
    """A tile piece of ``take``'s colour on its factory display (or in the centre)."""
    c = R.data.COLOUR_INDEX[take.colour]
    loc = "c" if take.source == R.CENTRE else "f"
    for p in t.pieces:
        d = p.data
        if isinstance(d, Tile) and d.loc == loc and d.colour == c and (loc == "c" or d.where == take.source) \
                and p.draggable:
            return p
    return None


def gesture_for(t, action, place=None):
    """('drag', start, end) / ('button', name) that makes ``action`` (with ``place`` after a take)."""
    me = t.viewer
    if isinstance(action, R.TakeTiles):
        p = source_piece(t, action)
        if p is None:
            return None
        z = t.zones[f"strip{place.position}"] if place is not None else t.zones["tower"]
        return ("drag", scr(t, p.pos), scr(t, z.center))
    if isinstance(action, R.PlaceTiles):
        p = next((q for q in t.pieces if isinstance(q.data, Tile) and q.data.loc == "h" and q.draggable), None)
        if p is None:
            return None
        return ("drag", scr(t, p.pos), scr(t, t.zones[f"strip{action.position}"].center))
    if isinstance(action, R.KeepTile):
        c = R.data.COLOUR_INDEX[action.colour]
        p = next((q for q in t.pieces if isinstance(q.data, Tile) and q.data.loc == "s" and q.draggable
                  and q.data.colour == c), None)
        if p is None:
            return None
        return ("drag", scr(t, p.pos), scr(t, t.zones[f"win{p.data.where + 1}"].center))
    if isinstance(action, R.ResetGlazier):
        g = t.piece(f"g{me}")
        if g is None or not g.draggable:
            return None
        return ("drag", scr(t, g.pos), scr(t, t.zones[f"strip{t.view.leftmost_strip(me) + 1}"].center))
    return None


def perform(app, t, action, place=None, click=False, steps=6, answer=True) -> str:
    """Make ``action`` (and ``place`` for a take) with the pointer; returns the gesture used.
    ``answer``: a drop the table asks about first is meant ("Break them"); False leaves the
    question on the table."""
    g = gesture_for(t, action, place)
    assert g is not None, f"no on-table way to make {action!r} (phase {t.state.phase})"
    if click:   # the click-then-click alternative
        click_at(app, g[1])
        frames(app, 2)
        click_at(app, g[2])
    else:
        drag(app, g[1], g[2], steps=steps)
    if answer:
        break_them(app, t)
    return "click" if click else "drag"


#: Where the drop breaks many tiles the table asks first: the move was meant, so "Break them".
break_them = table_driver.answer_second_look


def plan_turn(state, level="easy", seed=0):
    """A take (or reset) by ``level`` and the placement it would choose next: (action, place or None)."""
    a = choose_action(INFO, state, level, seed=seed)
    if isinstance(a, R.TakeTiles):
        trial = state.clone()
        trial.apply(a)
        if trial.phase == R.PHASE_PLACE and trial.to_move == state.to_move:
            return a, choose_action(INFO, trial, level, seed=seed + 1)
    return a, None


def play_one(app, t, rng, click=None):
    """The seat at the screen makes one whole decision (a turn, or the keep choice) like a person."""
    st = t.state
    a, place = plan_turn(st, "easy", seed=rng.randrange(1 << 30))
    if click is None:
        click = rng.random() < 0.3
    return perform(app, t, a, place, click=click, steps=3), a, place


def tidy_turn(state):
    """A quiet, sensible turn (for building good-looking positions fast): most tiles that fit, few breaks."""
    p = state.to_move
    if state.phase == R.PHASE_KEEP:
        return state.legal_actions()[0], None
    best = None
    for a in state.legal_actions():
        if not isinstance(a, R.TakeTiles):
            continue
        trial = state.clone()
        trial.apply(a)
        if trial.phase != R.PHASE_PLACE or trial.to_move != p:
            continue
        for b in trial.legal_actions():
            i = b.position - 1
            fit = trial.fits(p, i, trial.hand_colour, trial.hand_count)
            brk = trial.hand_count - fit
            have = sum(trial.strip_tiles(p, i))
            score = fit - 2 * brk + (4 if have + fit == 5 else 0) - 0.3 * (i - trial.glazier[p]) \
                - (3 if a.source == R.CENTRE and state.marker_in_centre else 0)
            if best is None or score > best[0]:
                best = (score, a, b)
    if best is None or best[0] < -1.5:
        if R.RESET in state.legal_actions():
            return R.RESET, None
        if best is None:
            return state.legal_actions()[0], None
    return best[1], best[2]


def tidy_position(record, state, until):
    """Play tidy turns on ``state`` (recording them) until ``until(state)`` holds."""
    while not until(state) and not state.is_over():
        a, b = tidy_turn(state)
        record.play(state, a)
        if b is not None:
            record.play(state, b)


# -- pass and play (tests/ui/test_ui_every_game_handoff.py) ----------------------------------
#: Everything is public (only the bag's order is hidden): no hand-off screen, the large palace
#: simply becomes the palace of the human seat to move.
HIDDEN_HANDS = False
PASS_AND_PLAY_MOVES = 14


def sees_only_its_own(t, seat):
    assert t.palaces[seat].mine, "the seat to move has the large palace"
    assert t.view.rng is None, "the view hides the bag's future order"


def play_turn(app, t, rng):
    play_one(app, t, rng, click=False)


def after_pass_and_play(t):
    assert not any(t.palaces[s].mine for s in range(len(t.seats)) if t.seats[s].is_ai), \
        "the AI's palace is never the large one"


# -- drawing, hint and undo (tests/ui/test_ui_every_game_perf.py) ------------------------------
AI_OPENS_SEED = 3
HINT_SEED = 7
HINT_SPEED = 2.0   # slow, so the shards are still flying when the next move may be made


def ai_thinks(app, t):
    return {"ready": lambda: t.can_act() and not t.tweens.busy}


def until_a_piece_can_be_held(app, t):
    table_driver.your_turn(app, t, look=20)


def piece_to_wave(app, t):
    """A tile of a factory display, waved in a smooth loop over your palace: the tiles of its
    colour travel along."""
    import math
    a = next(a for a in t.state.legal_actions() if isinstance(a, R.TakeTiles) and a.source != R.CENTRE)
    tile = source_piece(t, a)

    def over_your_palace(i):   # a smooth loop, as a hand moves
        return 330 + 240 * math.cos(i / 19), 560 + 110 * math.sin(i / 13)

    def the_tiles_of_its_colour_travel_along():
        frames(app, 30)
        mates = [p for p in t._source_tiles(tile) if p is not tile]
        assert all(abs(p.pos[0] - tile.pos[0]) < 60 for p in mates), "the tiles of its colour travel along"
    return tile, scr(t, tile.pos), over_your_palace, the_tiles_of_its_colour_travel_along


def until_a_hint_is_offered(app, t):
    table_driver.your_turn(app, t)


def play_and_take_back(app, t):
    """A take whose tiles mostly break: the shards fly while the table is ready for the next move;
    the take revealed nothing (no refill), so Undo (where offered) takes it back."""
    from ui.helpers import click, until
    me = t.viewer
    best = None
    for a in t.state.legal_actions():
        if not isinstance(a, R.TakeTiles):
            continue
        trial = t.state.clone()
        trial.apply(a)
        for b in trial.legal_actions():
            brk = trial.hand_count - trial.fits(me, b.position - 1, trial.hand_colour, trial.hand_count)
            if best is None or brk > best[0]:
                best = (brk, a, b)
    brk, a, b = best
    assert brk >= 1
    n = len(t.record.actions)
    perform(app, t, a, b)
    assert t.record.actions[n:] == [a, b]
    frames(app, 40)
    assert t.shards.busy or t.shards.rest, "broken glass shattered into the tower"
    until(app, lambda: t.undo_point is not None, 60)
    if t.undo_point is not None:
        click(app, "undo")
        frames(app, 5)
        assert len(t.record.actions) == n


# -- screenshots (tests/ui/test_ui_every_game_screens.py) --------------------------------------
SCREENSHOT_SPEED = 8.0
RESULTS_SPEED = 10.0


def until_the_opening_shows(app, t, rng):
    table_driver.your_turn(app, t, look=30)


def hold_a_piece_midgame(app, t, seats, rng):
    """The middle of a game (round 3), played quietly off screen: the tiles the easy AI would
    take held over the strip it would fill; let go, they are played there."""
    from engine import saves
    from engine.ui.table import open_table as open_at
    record, state = saves.new_record(INFO, seats, {}, seed=12)
    tidy_position(record, state, lambda s: s.round == 2 and s.to_move == 0 and s.phase == R.PHASE_TAKE
                  and sum(s.factories) < 20)
    t = open_at(app, INFO, record, state)
    frames(app, 10)
    assert table_driver.wait_turn(app, t) and not t.state.is_over()
    frames(app, 20)
    a, place = tidy_turn(t.state)
    p = source_piece(t, a)
    zone = t.zones[f"strip{place.position}"]
    end = scr(t, zone.center)
    drag(app, scr(t, p.pos), (end[0] + 6, end[1] + 30), steps=12, release=False)
    frames(app, 12)
    assert t.drag.piece is p and zone.legal

    def let_go():
        table_driver.let_go_at(app, end)
        frames(app, 10)
        assert t.record.actions[-2:] == [a, place]
    return t, let_go


def TUTORIAL_SHOT(run, t):  # noqa: N802 (a driver constant that may be None)
    """The first step that teaches a take from a factory."""
    return run.current().expect is not None and bool(run.current().highlight)


def near_the_end():
    """Two seats in the last round, few tiles left on the factories; the human plays on."""
    import random

    from engine import saves
    seats = [saves.Seat("You", "human", None, "blue"), saves.Seat("Ada", "ai", "easy", "red")]
    record, state = saves.new_record(INFO, seats, {}, seed=21)
    rng = random.Random(2)
    while not (state.round == 5 and sum(state.factories) < 8):
        record.play(state, choose_action(INFO, state, "easy", seed=rng.randrange(1 << 30)))

    def play_on(app, t):
        table_driver.play_on_to_results(app, t, lambda app, t: play_one(app, t, rng))
    return record, state, play_on
