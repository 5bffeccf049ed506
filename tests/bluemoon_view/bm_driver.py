"""Playing Blue Moon City on the table the way a person does: chips, clicks and drags only."""

from __future__ import annotations

from engine.game import load_game
from ui import table_driver
from ui.helpers import click_at, drag, frames
from ui.table_driver import wait_turn  # noqa: F401 (the table tests import it from here)

INFO = load_game("bluemoon")
#: What a player looks the rules up for (tests/ui/test_ui_every_game.py finds them in the reference).
RULES_WORDS = ("Vulca", "Terrah", "Aqua", "Flit", "Khind", "Mimix", "Hoax", "Pillar", "obelisk",
         "golden scale", "Best", "Each", "Next to", "Courtyard")


def open_table(app, seats, seed=3, options=None):
    return table_driver.open_table(app, INFO, seats, seed, options)


def visible_point(t, p):
    """A screen point on ``p`` that no other piece covers."""
    x, y, w, h = p.rect()
    if p.in_hand:
        return t.camera.to_screen((p.pos[0] - w * 0.3, p.pos[1] - h * 0.1))
    return t.camera.to_screen(p.pos)


def gesture_for(t, action):
    """('click', point) / ('drag', start, end) / ('clicks', [points]) that makes ``action``, or None."""
    g = table_driver.click_or_drag(t, action, visible_point, pick=False)
    if g is not None:
        return g
    # a Hoax: its chips, one choice after the other
    from bluemoon import actions as A
    if isinstance(action, A.Hoax):
        return ("hoax", action)
    return None


def perform(app, t, action, steps=6) -> str:
    """Make ``action`` with the pointer; returns the gesture used."""
    g = gesture_for(t, action)
    assert g is not None, f"no on-table way to make {action!r} in phase {t.view.phase}"
    if g[0] == "click":
        click_at(app, g[1])
    elif g[0] == "drag":
        drag(app, g[1], g[2], steps=steps)
    else:
        a = g[1]
        for name in (f"hoax{a.value}", f"hoax-from{a.frm}", f"hoax-to{a.to}"):
            chip = next((c for c in t.chips() if c.name == name), None)
            if chip is None:
                continue
            click_at(app, t.camera.rect_to_screen(chip.rect).center)
            frames(app, 1)
            if len(t.record.actions) and t.record.actions[-1] == a:
                break
    return g[0]


# -- pass and play (tests/ui/test_ui_every_game_handoff.py) ----------------------------------
HIDDEN_HANDS = True
PASS_AND_PLAY_MOVES = 40


def sees_only_its_own(t, seat):
    """Only ``seat``'s hand is on the table; the others' hands and crystals are unknown to its view."""
    from bluemoon.view import Ref
    table_driver.only_its_hand_shows(t, seat, lambda d: isinstance(d, Ref) and d.what == "hand")
    view = t.view.to_dict()
    for other in table_driver.other_seats(t, seat):
        assert view["hands"][other] is None and view["crystals"][other] is None


# -- drawing, hint and undo (tests/ui/test_ui_every_game_perf.py) ------------------------------
AI_OPENS_SEED = 3
HINT_SEED = 7


def until_a_piece_can_be_held(app, t):
    table_driver.your_turn(app, t, look=30)


def piece_to_wave(app, t):
    """Your figure, waved over the city: the tiles it can reach glow."""
    from ui.table_walks import zigzag
    fig = t.piece(f"fig{t.viewer}")
    assert fig.draggable

    def reachable_tiles_glow():
        assert any(z.legal for z in t.zones.values()), "reachable tiles glow"
    return fig, visible_point(t, fig), zigzag(60, 100, 560, 460), reachable_tiles_glow


def until_a_hint_is_offered(app, t):
    table_driver.your_turn(app, t)


def play_and_take_back(app, t):
    """A step reveals nothing new: it can be taken back."""
    from bluemoon import actions as A
    from ui.table_walks import play_then_undo
    play_then_undo(app, t, perform, next(a for a in t.state.legal_actions() if isinstance(a, A.Step)))


# -- screenshots (tests/ui/test_ui_every_game_screens.py) --------------------------------------
SCREENSHOT_SPEED = 8.0
RESULTS_SPEED = 25.0


def until_the_opening_shows(app, t, rng):
    table_driver.your_turn(app, t, look=30)


def hold_a_piece_midgame(app, t, seats, rng):
    """The middle of a game (played quickly off screen), at a turn's start where a hand card can
    sponsor a space of the building the figure stands on: that card held over the space."""
    from bluemoon import actions as A
    from engine import saves
    from engine.ai.players import choose_action
    from engine.ui.table import open_table as open_at
    record, state = saves.new_record(INFO, seats, {}, seed=12)
    k = 0
    while not state.is_over():
        if k > 120 and state.to_move == 0 and state.phase == "movement" and state.steps == 2 and \
                state.open_building(state.figures[0]) and sum(state.built) >= 2 and \
                any(isinstance(a, A.Contribute) for a in state.legal_actions()):
            break
        record.play(state, choose_action(INFO, state, "easy", seed=rng.randrange(1 << 30)))
        k += 1
    assert not state.is_over()
    t = open_at(app, INFO, record, state)
    table_driver.your_turn(app, t, look=30)
    space = next(a.space for a in t.state.legal_actions() if isinstance(a, A.Contribute))
    card = next(p for p in t.pieces if p.in_hand and p.draggable and t._card_starts(space, p.data.kind))
    end = t.camera.to_screen(t.zones[f"space{space}"].center)
    drag(app, visible_point(t, card), (end[0] - 24, end[1] + 30), steps=10, release=False)
    frames(app, 3)
    assert t.drag.piece is card and t.zones[f"space{space}"].legal

    def let_go():
        table_driver.let_go_at(app, end)
        frames(app, 10)
    return t, let_go


def TUTORIAL_SHOT(run, t):  # noqa: N802 (a driver constant that may be None)
    """The step that teaches the second space of a turn."""
    return run.current().title == "A second space"


def near_the_end():
    """Two seats, up to a few moves before one reaches the winning markers; the human plays on."""
    import random

    from bluemoon import data as D
    from engine import saves
    from engine.ai.players import choose_action
    seats = [saves.Seat("You", "human", None, "blue"), saves.Seat("Ada", "ai", "easy", "red")]
    record, state = saves.new_record(INFO, seats, {}, seed=22)
    rng = random.Random(2)
    while True:
        a = choose_action(INFO, state, "easy", seed=rng.randrange(1 << 30))
        trial = state.clone()
        trial.apply(a)
        if trial.is_over() or (max(trial.scores()) >= D.WIN_MARKERS[2] - 1 and state.to_move == 0):
            break
        record.play(state, a)

    def play_on(app, t):
        table_driver.play_on_to_results(app, t, lambda app, t: perform(
            app, t, choose_action(INFO, t.state, "easy", seed=rng.randrange(1 << 30)), steps=3), dt=1 / 8)
    return record, state, play_on
