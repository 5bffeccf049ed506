"""Playing Fantastiqa on the table the way a person does: chips, clicks and drags only."""

from __future__ import annotations

import re

from engine.game import load_game
from fantastiqa import data as D
from fantastiqa.actions import Subdue
from ui import table_driver
from ui.helpers import click_at, drag, frames, look

INFO = load_game("fantastiqa")
#: What a player looks the rules up for (tests/ui/test_ui_every_game.py finds them in the reference).
RULES_WORDS = ("wild symbol", "Quest Chest", "Beast Bazaar", "Artifact Tower", "Magic carpet",
         "quest token", "Draw 3 cards", "End turn")
STRIP = 10  # table units below a stacked card's top edge: always visible
#: English words a Korean table may show as the game's own: none.  The quests and artifacts,
#: which the Korean rulebook prints in English, have Korean names (fantastiqa/locale/ko/glossary.toml).
KEPT_NAMES: frozenset[str] = frozenset()


def has_latin(text) -> bool:
    """The Korean checks' ``keep``: only a drawn text with Latin letters can hold an English word
    (the others are passed over before the check's costlier look at the games' own words)."""
    return re.search(r"[A-Za-z]", text.text) is not None


def open_table(app, seats, seed=3, options=None):
    return table_driver.open_table(app, INFO, seats, seed, options)


def visible_point(t, p):
    """A screen point on ``p`` that no other piece covers."""
    x, y, w, h = p.rect()
    if p.in_hand:
        return t.camera.to_screen((p.pos[0] - w * 0.36, p.pos[1]))
    if p.data.zone in ("quest_cards",):
        return t.camera.to_screen((x + 6, p.pos[1]))
    if p.data.zone in ("tokcard",):
        return t.camera.to_screen((p.pos[0], y + STRIP))
    return t.camera.to_screen(p.pos)


def gesture_for(t, action):
    """('click', point) / ('drag', start, end) / ('drags', [(start, end), ...]) that makes ``action``."""
    if isinstance(action, Subdue):
        zone = t.zones[f"path{D.PATH_NAMES.index(action.path)}"]
        end = t.camera.to_screen(zone.center)
        used = set()
        out = []
        for c in action.cards:
            k = D.KIND[c]
            p = next((p for p in t.pieces if p.in_hand and p.data.kind == k and p.id not in used), None)
            if p is None:
                return None
            used.add(p.id)
            out.append(k)
        return ("drags", out, end)
    return table_driver.click_or_drag(t, action, visible_point)


def perform(app, t, action, steps=6, answer=True) -> str:
    """Make ``action`` with the pointer; returns the gesture used.  ``answer``: a move the table
    asks about first (ending the turn with its turn action untaken) is meant; False leaves the
    question."""
    g = gesture_for(t, action)
    assert g is not None, f"no on-table way to make {action!r} in phase {t.state.phase}"
    if g[0] == "click":
        look(app)   # the choice may have just come where the last one was pressed
        click_at(app, g[1])
        if answer:
            table_driver.answer_second_look(app, t)
    elif g[0] == "drag":
        drag(app, g[1], g[2], steps=steps)
    else:
        # one card after the other onto the creature (each drag rebuilds the hand)
        for k in g[1]:
            p = next(p for p in t.pieces if p.in_hand and p.data.kind == k and not p.data.assigned)
            drag(app, visible_point(t, p), g[2], steps=steps)
            frames(app, 1)
        return "drag"
    return g[0]


def tick(app, dt=1 / 30, draw=False) -> None:
    """One frame; without ``draw`` only the scenes update (waiting needs no pictures: the frames
    drawn while dragging and while the AI thinks are measured in the perf test)."""
    if draw:
        app.step([], dt=dt)
    else:
        app.time += dt
        app.scenes.update(dt)


def settle(app, cond, limit=900, dt=1 / 30) -> bool:
    """Run frames (drawing every 10th) until ``cond()``."""
    for i in range(limit):
        if cond():
            return True
        tick(app, dt, draw=i % 10 == 9)
    return cond()


def wait_turn(app, t, limit=3000, dt=1 / 30):
    """Let the AI and the animations run until the human at the screen must decide (or the end),
    drawing every 10th frame."""
    ready = table_driver.wait_turn(app, t, limit, dt, tick=lambda i: tick(app, dt, draw=i % 10 == 9))
    if ready:
        app.step([], dt=dt)  # the table as the player sees it when it is their turn
    return ready


# -- pass and play (tests/ui/test_ui_every_game_handoff.py) ----------------------------------
HIDDEN_HANDS = True
PASS_AND_PLAY_MOVES = 40
#: A hand-off never goes to a human while the AI is to move.
HANDOFF_ONLY_TO_MOVER = True


def public_moment(t) -> bool:
    """The starting picks are public: the screen may change hands without a hand-off."""
    from fantastiqa import rules as R
    return t.state.phase in R.SETUP_PHASES


def sees_only_its_own(t, seat):
    """Only ``seat``'s hand is on the table; the others' cards are unknown to its view."""
    from fantastiqa.view import Ref
    table_driver.only_its_hand_shows(t, seat, lambda d: isinstance(d, Ref) and d.zone == "hand")
    view = t.view.to_dict()
    for other in table_driver.other_seats(t, seat):
        assert all(k is None for k in view["hand"][other])


# -- drawing, hint and undo (tests/ui/test_ui_every_game_perf.py) ------------------------------
AI_OPENS_SEED = 4
HINT_SEED = 7


def ai_thinks(app, t):
    """You pick your set-up choices while the AI thinks about its own."""
    from fantastiqa import rules as R

    def pick_first_set_up_choice():
        if t.can_act() and not t.tweens.busy:
            perform(app, t, t.state.legal_actions()[0])
    return {"ready": lambda: t.can_act() and t.state.phase not in R.SETUP_PHASES,
            "meanwhile": pick_first_set_up_choice}


def until_a_piece_can_be_held(app, t):
    """However long the AI took (its budget is in seconds), the set-up picks are played through
    to your first main phase, where the hand's cards can be dragged."""
    from fantastiqa import rules as R
    while not (t.can_act() and t.state.phase not in R.SETUP_PHASES):
        assert wait_turn(app, t)
        if t.can_act() and t.state.phase in R.SETUP_PHASES:
            perform(app, t, t.state.legal_actions()[0])
    frames(app, 30)


def piece_to_wave(app, t):
    """A card of your hand, waved over the map."""
    from ui.table_walks import zigzag
    card = next(p for p in t.pieces if p.in_hand and p.draggable)
    return card, visible_point(t, card), zigzag(150, 150, 700, 450), None


def until_a_hint_is_offered(app, t):
    """Your set-up picks, then your first main phase."""
    from fantastiqa import rules as R
    while True:
        assert wait_turn(app, t)
        if t.state.phase == R.PH_MAIN:
            return
        perform(app, t, t.state.legal_actions()[0])


def play_and_take_back(app, t):
    """Putting a card under the quest token reveals nothing new: it can be taken back."""
    from ui.table_walks import play_then_undo
    commit = next(a for a in t.state.legal_actions() if type(a).__name__ == "Commit" and a.quest is None)
    play_then_undo(app, t, perform, commit)


# -- screenshots (tests/ui/test_ui_every_game_screens.py) --------------------------------------
SCREENSHOT_SPEED = 8.0
TUTORIAL_SPEED = 6.0
RESULTS_SPEED = 25.0


def until_the_opening_shows(app, t, rng):
    """The starting picks, as a person makes them, then the first main phase."""
    from engine.ai.players import choose_action
    from fantastiqa import rules as R
    while True:
        assert wait_turn(app, t)
        if t.state.phase == R.PH_MAIN:
            break
        perform(app, t, choose_action(INFO, t.state, "easy", seed=rng.randrange(1 << 30)), steps=3)
    frames(app, 40)


def _hand(t, kind):
    return next(p for p in t.pieces if p.in_hand and p.data.kind == kind and not p.data.assigned)


def hold_a_piece_midgame(app, t, seats, rng):
    """Play on (on the table) until an adventure with a wild pair (two cards on one creature) can
    start: the first card is laid on the creature, the second held over it; let go, the adventure
    starts."""
    from engine.ai.players import choose_action
    from fantastiqa import rules as R
    moves = 0
    while True:
        assert wait_turn(app, t) and not t.state.is_over()
        st = t.state
        pair = [a for a in st.legal_actions() if isinstance(a, Subdue) and len(a.cards) == 2] \
            if st.phase == R.PH_MAIN and st.actions_left == 1 and moves > 12 else []
        if pair or moves > 400:
            break
        perform(app, t, choose_action(INFO, st, "easy", seed=rng.randrange(1 << 30)), steps=3)
        moves += 1
        frames(app, 1)
    frames(app, 30)
    a = pair[0] if pair else next(a for a in t.state.legal_actions() if isinstance(a, Subdue))
    zone = t.zones[f"path{D.PATH_NAMES.index(a.path)}"]
    end = t.camera.to_screen(zone.center)
    if len(a.cards) == 2:
        drag(app, visible_point(t, _hand(t, D.KIND[a.cards[0]])), end, steps=6)
        frames(app, 20)
        assert t.assign_path == a.path
    card = _hand(t, D.KIND[a.cards[-1]])
    drag(app, visible_point(t, card), (end[0] + 30, end[1] - 20), steps=10, release=False)
    frames(app, 4)
    zone = t.zones[f"path{D.PATH_NAMES.index(a.path)}"]
    assert t.drag.piece is card and zone.legal

    def let_go():
        from fantastiqa import rules as R
        table_driver.let_go_at(app, end)
        frames(app, 10)
        assert t.state.phase in (R.PH_ADV, R.PH_MAIN) and t.state.actions_left == 0
    return t, let_go


def TUTORIAL_SHOT(run, t):  # noqa: N802 (a driver constant that may be None)
    """The step that teaches the wild pair (the learner's, not a teacher's move)."""
    from fantastiqa.tutorial_plan import uses_wild
    return isinstance(run.current().expect, Subdue) and t.state.to_move == run.tutorial.learner \
        and uses_wild(t.state, run.current().expect)


def tutorial_shown(t):
    assert t.note.rect.width and "wild" in t.tutorial.current().text


def near_the_end():
    """A greedy-vs-greedy game won on a quest (goal 7), cut at the start of the winner's last turn;
    the winner's seat becomes "You" (human), who plays that turn's moves on the table."""
    import random

    from engine import saves
    from engine.ai.players import choose_action
    for seed in range(21, 60):
        state = INFO.new_game(2, seed=seed, quest_goal=7)
        rng = random.Random(seed)
        actions = []
        turn_start = 0
        while not state.is_over() and len(actions) < 3000:
            before = state.cur
            a = choose_action(INFO, state, "greedy", seed=rng.randrange(1 << 30))
            state.apply(a)
            actions.append(a)
            if state.cur != before:
                turn_start = len(actions)
        if not state.is_over() or state.winners_ is None or state.winners() != [0]:
            continue
        seats = [saves.Seat("You", "human", None, "blue"), saves.Seat("Ada", "ai", "easy", "red")]
        record, st = saves.new_record(INFO, seats, {"quest_goal": 7}, seed=seed)
        for a in actions[:turn_start]:
            record.play(st, a)
        tail = actions[turn_start:]

        def play_on(app, t):
            assert t.state.to_move == 0 and t.can_act()
            for a in tail:
                perform(app, t, a, steps=2)
                settle(app, lambda: not t.tweens.busy, 100)
            assert t.state.is_over() and t.state.winners() == [0]
        return record, st, play_on
    raise AssertionError("no quick game found")
