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


def perform(app, t, action, place=None, click=False, steps=6) -> str:
    """Make ``action`` (and ``place`` for a take) with the pointer; returns the gesture used."""
    g = gesture_for(t, action, place)
    assert g is not None, f"no on-table way to make {action!r} (phase {t.state.phase})"
    if click:   # the click-then-click alternative
        click_at(app, g[1])
        frames(app, 2)
        click_at(app, g[2])
        return "click"
    drag(app, g[1], g[2], steps=steps)
    return "drag"


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
