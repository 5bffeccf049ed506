"""Playing Guildhall on the table the way a person does: chips, clicks and drags only."""

from __future__ import annotations

from engine.game import load_game
from ui import table_driver
from ui.helpers import click_at, drag
from ui.table_driver import wait_turn  # noqa: F401 (the table tests import it from here)

INFO = load_game("guildhall")
#: What a player looks the rules up for (tests/ui/test_ui_every_game.py finds them in the reference).
RULES_WORDS = ("Assassin", "Dancer", "Farmer", "Historian", "Trader", "Weaver", "20 VP",
         "Discard & draw")
STRIP = 10  # table units below a stacked card's top edge: always visible


def open_table(app, seats, seed=3, options=None):
    return table_driver.open_table(app, INFO, seats, seed, options)


def visible_point(t, p):
    """A screen point on ``p`` that no other piece covers."""
    x, y, w, h = p.rect()
    if p.in_hand:
        return t.camera.to_screen((p.pos[0] - w * 0.36, p.pos[1]))
    return t.camera.to_screen((p.pos[0], y + STRIP))


def gesture_for(t, action):
    """('click', point) / ('drag', start, end) that makes ``action``, or None."""
    return table_driver.click_or_drag(t, action, visible_point)


def show_dancer_draw(app, t, action) -> None:
    """A Dancer's draws offer one chip at a time: Draw fewer / Draw more are clicked, as a
    person does, until the chip of ``action`` is drawn."""
    from ui.helpers import frames
    for _ in range(6):
        if getattr(action, "tier", "") != "dancer_draw" or gesture_for(t, action) is not None:
            return
        shown = next((c.action.amount for c in t.chips() if getattr(c.action, "tier", "") == "dancer_draw"), None)
        step = next((c for c in t.chips() if c.name == ("dancer_fewer" if action.amount < (shown or 0)
                                                          else "dancer_more")), None)
        if step is None:
            return
        click_at(app, t.camera.rect_to_screen(step.rect).center)
        frames(app, 1)


def perform(app, t, action, steps=6, answer=True) -> str:
    """Make ``action`` with the pointer; returns the gesture used.  ``answer``: a move the table
    asks about first (ending the turn with actions left) is meant; False leaves the question."""
    show_dancer_draw(app, t, action)
    g = gesture_for(t, action)
    assert g is not None, f"no on-table way to make {action!r} in phase {t.phase()}"
    if g[0] == "click":
        click_at(app, g[1])
    else:
        drag(app, g[1], g[2], steps=steps)
    if answer:
        table_driver.answer_second_look(app, t)
    return g[0]


# -- pass and play (tests/ui/test_ui_every_game_handoff.py) ----------------------------------
HIDDEN_HANDS = True
PASS_AND_PLAY_MOVES = 30


def sees_only_its_own(t, seat):
    """Only ``seat``'s hand is on the table; the others' cards are unknown to its view."""
    from guildhall.view import Ref
    table_driver.only_its_hand_shows(t, seat, lambda d: isinstance(d, Ref) and d.zone == "hand")
    view = t.view.to_dict()
    for other in table_driver.other_seats(t, seat):
        assert all(k is None for k in view["hands"][other]), "another hand is unknown to this view"


# -- drawing, hint and undo (tests/ui/test_ui_every_game_perf.py) ------------------------------
AI_OPENS_SEED = 3
HINT_SEED = 7


def ai_thinks(app, t):
    return {"limit": 400}


def until_a_piece_can_be_held(app, t):
    table_driver.your_turn(app, t, look=30)


def piece_to_wave(app, t):
    """A card of your hand, waved over the table."""
    from ui.table_walks import zigzag
    card = next(p for p in t.pieces if p.in_hand and p.draggable)
    return card, visible_point(t, card), zigzag(150, 250, 700, 350), None


def until_a_hint_is_offered(app, t):
    table_driver.your_turn(app, t)


def play_and_take_back(app, t):
    """A discard during the opening reveals nothing new: it can be taken back (when Undo is offered)."""
    from ui.table_walks import play_then_undo
    discard = next(a for a in t.state.legal_actions() if type(a).__name__ == "Discard")
    play_then_undo(app, t, perform, discard, undo_required=False)


# -- screenshots (tests/ui/test_ui_every_game_screens.py) --------------------------------------
SCREENSHOT_SPEED = 6.0


def until_the_opening_shows(app, t, rng):
    table_driver.your_turn(app, t, look=30)


def hold_a_piece_midgame(app, t, seats, rng):
    """Play on until the middle of the game, as a person would; then a hand card held over the
    action area (its legal places glow)."""
    from engine.ai.players import choose_action
    from ui.helpers import frames
    mine = 0
    while not t.state.is_over() and (mine < 24 or t.state.phase != "main" or t.state.actions != 2):
        assert wait_turn(app, t)
        if t.state.is_over():
            break
        perform(app, t, choose_action(INFO, t.state, "easy", seed=rng.randrange(1 << 30)), steps=3)
        mine += 1
        frames(app, 2)
    assert wait_turn(app, t) and not t.state.is_over()
    frames(app, 30)
    legal = set(t.state.legal_actions())
    card = next(p for p in t.pieces if p.in_hand and p.draggable and t.action_for(p, t.zones["area"]) in legal)
    end = t.camera.to_screen(t.zones["area"].center)
    drag(app, visible_point(t, card), (end[0] - 40, end[1] + 20), steps=10, release=False)
    frames(app, 3)
    assert t.drag.piece is card and t.zones["area"].legal

    def let_go():
        table_driver.let_go_at(app, end)
        frames(app, 10)
    return t, let_go


def TUTORIAL_SHOT(run, t):  # noqa: N802 (a driver constant that may be None)
    """The first step that teaches playing a card with its level."""
    from guildhall import actions as A
    return isinstance(run.current().expect, A.ChooseTier)


def near_the_end():
    """Two seats, until one has 17 points; the human plays on."""
    import random

    from engine import saves
    from engine.ai.players import choose_action
    seats = [saves.Seat("You", "human", None, "blue"), saves.Seat("Ada", "ai", "easy", "red")]
    record, state = saves.new_record(INFO, seats, {}, seed=21)
    rng = random.Random(2)
    while not state.is_over() and max(state.scores()) < 17:
        record.play(state, choose_action(INFO, state, "easy", seed=rng.randrange(1 << 30)))

    def play_on(app, t):
        table_driver.play_on_to_results(app, t, lambda app, t: perform(
            app, t, choose_action(INFO, t.state, "easy", seed=rng.randrange(1 << 30)), steps=3))
    return record, state, play_on
