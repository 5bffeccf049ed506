"""The Fantastiqa tutorial, from the first step to free play, on the real table, played only with
the mouse on what is drawn; every step's note is read against the frame and the move log."""

from __future__ import annotations

import os
import re

import pygame

from engine.text import render
from engine.ui.tutorial import start_tutorial
from fantastiqa import data as D
from fantastiqa import tutorial as TUT
from fantastiqa import tutorial_plan as PLAN
from fantastiqa.actions import ChooseCard, Commit, Dump, Play, Release, Subdue, Take, Withdraw
from fantastiqa_view.fq_driver import INFO, gesture_for, perform, settle
from ui import table_walks
from ui.helpers import frames
from ui.layout_check import draw_frame, problems
from ui.table_walks import free_play_move, note_hides_nothing, walk_tutorial

# every kind of move the lessons make the learner do
TAUGHT = {"Subdue", "Statue", "Take", "Release", "Commit", "Withdraw", "Fly", "Play", "ChooseCard", "Reshuffle",
          "Dump", "CompleteQuest", "Pay", "EndTurn", "Done"}


def test_the_plan_teaches_every_lesson_and_the_teacher_meets_the_learner():
    plan = TUT.best_plan()
    assert plan.complete(), sorted(set(PLAN.LESSONS) - plan.taught)
    assert plan.seed == TUT.SEED, f"the tutorial's deal moved from seed {TUT.SEED} to {plan.seed}: update SEED"
    tags = {tag for seat, _, tag in plan.moves if seat == PLAN.TEACHER}
    assert {"teacher-subdue", "teacher-summon", "teacher-dump", "teacher-quest"} <= tags


def test_no_note_calls_the_lesson_the_whole_game_before_it_is_over():
    t = TUT.tutorial()
    assert all("whole game" not in s.text for s in t.steps)
    assert t.steps[-1].until is not None and len(t.recap) >= 5


def _drawn_words(app, t, frame) -> str:
    """Everything a person can read at this moment: the frame's texts, the tooltips of what lies
    on the table, and the move log."""
    parts = [x.text for x in frame.texts]
    parts += [p.tooltip for p in t.pieces if getattr(p, "tooltip", None)]
    parts += [c.label for c in t.chips()]
    parts += [text for text, _ in t.log.moves()]
    return " ".join(" ".join(parts).split())


def _name(message) -> str:
    return render(message, TUT._reader(), PLAN.LEARNER)


def _check_note(app, t, index, step, frame) -> None:
    """The facts a note states agree with the table and the log."""
    text = " ".join(step.text.split())
    seen = _drawn_words(app, t, frame)
    for quoted in re.findall(r"“([^”]+)”", text):
        assert quoted in seen, f"step {index}: the note quotes “{quoted}”, which is nowhere on the screen"
    state = t.state
    gems = re.search(r"you have (\d+) gems?", text, re.I)
    if gems:
        assert int(gems.group(1)) == state.gems[0], f"step {index}: the note counts {gems.group(1)} gems"
    robbed = re.search(r"your teacher had (\d+), lost half \((\d+)\) and has (\d+) now", text)
    if robbed:   # the raven: the teacher's gems as its panel shows them, the robbery as the log says it
        had, lost, left = map(int, robbed.groups())
        assert had - lost == left == state.gems[1], f"step {index}: the raven's sums disagree with the table"
        assert f"A Mischievous Raven takes {lost} gems from Teacher" in seen, f"step {index}: no raven in the log"
    held = re.search(r"quest token (?:now )?holds (\d+) cards?", text)
    if held:
        assert int(held.group(1)) == len(state.token[0]), f"step {index}: the token holds {len(state.token[0])}"
    a = step.expect
    if a is None or not hasattr(a, "__dataclass_fields__") or state.to_move != 0:
        return
    if isinstance(a, Subdue):
        k = state.paths[D.PATH_NAMES.index(a.path)]
        assert _name(TUT._k(k)) in text, f"step {index}: the note names another creature than the {D.KINDS[k]}"
    card = getattr(a, "card", None)
    if isinstance(a, (Commit, Withdraw, Play, Release, ChooseCard, Dump, Take)) and card in D.KIND:
        assert _name(TUT._k(card)) in text, f"step {index}: the note does not name the {card} it asks for"
        where = state.offer if isinstance(a, Take) else state.token[0] if isinstance(a, Withdraw) else state.hand[0]
        if not isinstance(a, (Release, ChooseCard)) or getattr(a, "from_hand", True):
            assert D.KIND[card] in where, f"step {index}: the {card} the note names is not there"


def _checks(app, t, seen: set, problems_found: list):
    """Run on every step once: the note's place, the layout and the note's facts."""
    def check(step=None):
        index = t.tutorial.index
        if index in seen or t.tutorial.current() is None:
            return
        seen.add(index)
        step = t.tutorial.current()
        frames(app, 1)
        settle(app, lambda: not t.tweens.busy, 120)   # read once the pieces have landed
        note_hides_nothing(t, index)
        frame = draw_frame(app)
        found = problems(frame)
        if found and os.environ.get("FQ_SHOTS"):
            pygame.image.save(frame, f"{os.environ['FQ_SHOTS']}/fq-step{index}.png")
        problems_found.extend(f"step {index}: {p}" for p in found)
        _check_note(app, t, index, step, frame)
    return check


def _walk(app, monkeypatch):
    app.settings.animation_speed = 8.0
    t = start_tutorial(app, INFO, resume=False)
    frames(app, 5)
    seen: set = set()
    found: list = []
    check = _checks(app, t, seen, found)
    plain_next = table_walks.next_button_is_seen

    def next_seen(app_, t_):          # a note waiting for Next: checked like every other step
        check()
        plain_next(app_, t_)
    monkeypatch.setattr(table_walks, "next_button_is_seen", next_seen)

    def wait(app_, cond, limit=900):  # a teacher's step is checked as it is shown
        if t.tutorial.current() is not None and t.state.to_move not in (0, None) and t.can_act() is False:
            check()
        return settle(app_, cond, limit)

    walk = walk_tutorial(app, t, gesture_for, perform, wait=wait, check=check,
                         refuse_when=lambda step: t.state.phase == D.PH_MAIN, refusal_frames=10)
    return t, walk, seen, found


def test_tutorial_first_step_to_free_play(app, monkeypatch):
    t, walk, seen, found = _walk(app, monkeypatch)
    assert walk.refused
    assert TAUGHT <= set(walk.taught), TAUGHT - set(walk.taught)
    assert not found, "; ".join(found[:8])
    steps = t.tutorial.tutorial.steps
    teacher_moves = sum(1 for seat, _, _ in TUT.best_plan().moves if seat == PLAN.TEACHER)
    assert len(seen) >= len(steps) - 1 - teacher_moves, "every note and every move of yours is checked"
    st = t.state
    assert len(st.done[0]) >= 2 and st.bonus[0] >= 1
    print(f"tutorial: {len(steps)} steps, {len(t.record.actions)} moves, {len(seen)} steps checked, "
          f"{walk.seconds:.1f} s driven")
    free_play_move(app, t, gesture_for, perform, wait=settle, limit=900)
