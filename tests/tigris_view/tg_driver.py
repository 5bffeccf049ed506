"""Playing Tigris & Euphrates on the table the way a person does: drags, clicks and chips only."""

from __future__ import annotations

from engine.game import load_game
from tigris import actions as A
from tigris.view import Ref
from ui import table_driver
from ui.helpers import click, click_at, drag, frames
from ui.table_driver import wait_turn  # noqa: F401 (the table tests import it from here)

INFO = load_game("tigris")
#: What a player looks the rules up for (tests/ui/test_ui_every_game.py finds them in the reference).
RULES_WORDS = ("Revolt", "War", "Monuments", "Treasures", "catastrophe", "weakest colour", "king")


def open_table(app, seats, seed=3, options=None):
    return table_driver.open_table(app, INFO, seats, seed, options)


def point(t, p):
    return t.camera.to_screen(p.pos)


def chip_for(t, action):
    for c in t.chips():
        if c.action == action:
            return c
    return None


def button_for(t, action):
    for k, (label, a) in enumerate(t.buttons(t.view)[:9]):
        if a == action:
            return f"action-{k}"
    return None


def gesture_map(t) -> dict:
    """Every move the table offers now, mapped to its gesture (see gesture_for)."""
    out = {}
    for k, (label, a) in enumerate(t.buttons(t.view)[:9]):
        out.setdefault(a, ("button", f"action-{k}"))
    for p in t.pieces:
        if not p.draggable:
            continue
        for z in t.zones.values():
            a = t.action_for(p, z)
            if a is not None and a not in out or (a is not None and out[a][0] == "button"):
                out[a] = ("drag", point(t, p), t.camera.to_screen(z.center))
    for c in t.chips():
        if c.action is not None:
            out[c.action] = ("click", t.camera.rect_to_screen(c.rect).center)
    return out


def support_tiles(t) -> list:
    """The tiles behind your screen that can support the conflict at hand (its colour)."""
    cf = t.conflict()
    return [p for p in t.pieces if isinstance(p.data, Ref) and p.data.zone == "hand" and p.draggable
            and cf is not None and p.data.colour == cf.support]


def gesture_for(t, action, gmap=None):
    """('click', point) / ('drag', start, end) / ('commit', k) / ('button', name) for ``action``."""
    if isinstance(action, A.CommitSupport) and action.count > 0:
        have = support_tiles(t)
        if len(have) >= action.count and "commit" in t.zones:
            return ("commit", action.count)
    c = chip_for(t, action)
    if c is not None:
        return ("click", t.camera.rect_to_screen(c.rect).center)
    if gmap is not None:
        return gmap.get(action)
    pid, zid = t.locate(action)
    if pid is not None:
        return ("drag", point(t, t.piece(pid)), t.camera.to_screen(t.zones[zid].center))
    b = button_for(t, action)
    if b is not None:
        return ("button", b)
    return None


def perform(app, t, action, steps=6) -> str:
    """Make ``action`` with the pointer; returns the gesture used."""
    g = gesture_for(t, action)
    assert g is not None, f"no on-table way to make {action!r} in phase {t.view.phase}"
    if g[0] == "click":
        click_at(app, g[1])
    elif g[0] == "drag":
        drag(app, g[1], g[2], steps=steps)
    elif g[0] == "button":
        click(app, g[1])
    else:
        for _ in range(g[1]):
            p = support_tiles(t)[0]
            drag(app, point(t, p), t.camera.to_screen(t.zones["commit"].center), steps=steps)
            frames(app, 1)
        c = chip_for(t, action)
        assert c is not None, f"no commit chip for {action!r} (staged {t.staged})"
        click_at(app, t.camera.rect_to_screen(c.rect).center)
    return g[0]


# -- pass and play (tests/ui/test_ui_every_game_handoff.py) ----------------------------------
HIDDEN_HANDS = True
PASS_AND_PLAY_MOVES = 14


def sees_only_its_own(t, seat):
    """Only ``seat``'s tiles are on the table; the others' are unknown to its view."""
    table_driver.only_its_hand_shows(t, seat, lambda d: isinstance(d, Ref) and d.zone == "hand")
    for other in table_driver.other_seats(t, seat):
        assert t.view.hands[other] is None, "another seat's tiles are unknown to this view"


# -- drawing, hint and undo (tests/ui/test_ui_every_game_perf.py) ------------------------------
AI_OPENS_SEED = 9
HINT_SEED = 4


def until_a_piece_can_be_held(app, t):
    table_driver.your_turn(app, t, look=30)


def piece_to_wave(app, t):
    """A tile from behind your screen, waved over the board."""
    from ui.table_walks import zigzag
    tile = next(p for p in t.pieces if getattr(p.data, "zone", "") == "hand" and p.draggable)
    return tile, point(t, tile), zigzag(60, 110, 600, 400), None


def until_a_hint_is_offered(app, t):
    table_driver.your_turn(app, t)
    assert t.state.to_move == 0


def play_and_take_back(app, t):
    """Placing a leader reveals nothing new: it can be taken back; before that, hovering the king
    outlines his kingdom (the engine's) and names it."""
    import pygame

    from tigris.position import to_position
    from tigris.view_layout import regions
    n = len(t.record.actions)
    king = A.PlaceLeader("king", 5, 8)
    assert king in t.state.legal_actions()
    perform(app, t, king)
    frames(app, 10)
    assert len(t.record.actions) == n + 1 and t.undo_point is not None
    sp = t.camera.to_screen((t.zones["sq88"].center))
    app.step([pygame.event.Event(pygame.MOUSEMOTION, pos=(int(sp[0]), int(sp[1])), rel=(0, 0), buttons=(0, 0, 0))])
    frames(app, 2)
    lab, kings = regions(t.view)

    def parts(lab, kings):
        out = {}
        for q, r in enumerate(lab):
            if r >= 0:
                out.setdefault(r, set()).add(q)
        return {(frozenset(m), kings[r]) for r, m in out.items()}
    assert parts(lab, kings) == parts(*t.view.regions()[:2]), "the table's kingdoms are the engine's"
    assert kings[lab[88]] and lab[88] == lab[104]
    click(app, "undo")
    frames(app, 10)
    assert len(t.record.actions) == n and "king" not in to_position(t.state)["player"][0]["leaders"]


# -- screenshots (tests/ui/test_ui_every_game_screens.py) --------------------------------------
SCREENSHOT_SPEED = 6.0
#: The tutorial and conflict shots come from the tutorial test, the results from the whole-game test.
TUTORIAL_SHOT = None
near_the_end = None


def save(app, tmp_path, name, docs=True):
    from ui.helpers import save_screen
    save_screen(app, tmp_path, "tigris", name, docs)


def until_the_opening_shows(app, t, rng):
    table_driver.your_turn(app, t, look=30)


def hold_a_piece_midgame(app, t, seats, rng):
    """The middle of a game between quick players, with a tile held over the board."""
    from engine import saves
    from engine.ai.players import choose_action
    from engine.ui.table import open_table as open_at
    record, state = saves.new_record(INFO, seats, {}, seed=12)
    while len(record.actions) < 110 or state.to_move != 0 or state.phase != "action" or state.actions_left != 2:
        record.play(state, choose_action(INFO, state, "greedy", seed=rng.randrange(1 << 30)))
    t = open_at(app, INFO, record, state)
    frames(app, 40)
    return t, hold_tile_over_board(app, t)


def hold_tile_over_board(app, t):
    """Pick up a tile and hold it over the board: the squares where it may go glow.  Returns
    let_go(): letting go off the board, the tile slides home and nothing is played."""
    import pygame
    legal = set(t.state.legal_actions())
    tile = next(p for p in t.pieces if getattr(p.data, "zone", "") == "hand" and p.draggable)
    targets = [z for z in t.zones.values() if t.action_for(tile, z) in legal and z.id.startswith("sq")]
    assert targets
    end = t.camera.to_screen(targets[len(targets) // 2].center)
    drag(app, point(t, tile), (end[0] + 9, end[1] + 6), steps=10, release=False)
    frames(app, 4)
    assert t.drag.piece is tile
    assert sum(1 for z in t.zones.values() if z.legal and z.id.startswith("sq")) == len(targets)

    def let_go():
        n = len(t.record.actions)
        home = t.camera.to_screen(tile.home)
        app.step([pygame.event.Event(pygame.MOUSEMOTION, pos=(int(home[0]), int(home[1])), rel=(0, 0),
                                     buttons=(1, 0, 0))])
        table_driver.let_go_at(app, home)
        frames(app, 20)
        assert len(t.record.actions) == n
    return let_go


def hold_over_board(app, t, tmp_path, name, docs=True):
    """A tile held over the board (its squares glowing) saved as a screenshot, then let go."""
    let_go = hold_tile_over_board(app, t)
    save(app, tmp_path, name, docs)
    let_go()


def board_drop(t, piece):
    """A screen point where dropping ``piece`` places it on the board (None: nowhere now)."""
    for z in t.zones.values():
        a = t.action_for(piece, z)
        if a is not None and isinstance(a, A.PlaceTile) and a in t.legal():
            return t.camera.to_screen(z.center)
    return None
