"""The Blue Moon City tutorial, from the first step to free play, on the real table, walked as a
learner walks it: Next is found where it is drawn and clicked, each taught move is made by
dragging or clicking what the table shows.  At every step the note covers neither what it
points at nor the controls of the expected move, the frame passes the layout check, and what
the note states agrees with the table and the move log."""

from __future__ import annotations

import re
import time


from bluemoon import actions as A
from bluemoon import data as D
from bluemoon import words as W
from bluemoon.tutorial import reader
from engine.text import render
from engine.ui.tutorial import start_tutorial
from bluemoon_view.bm_driver import INFO, gesture_for, perform
from ui.helpers import click, frames, until
from ui.layout_check import draw_frame, problems
from ui.table_walks import free_play_move, next_button_is_seen, note_hides_nothing, refuse_a_different_move

CARD_OF = {A.AddCard: lambda a: a.kind, A.Discard: lambda a: a.kind,
           A.MoveDragon: lambda a: D.DRAGON_PEOPLE[a.dragon] * 3 + a.value - 1,
           A.Hoax: lambda a: D.kind(D.WHITE, a.value), A.ExtraSteps: lambda a: 10, A.Teleport: lambda a: 9,
           A.Pillar: lambda a: D.kind(D.YELLOW, a.value)}


def _drawn_words(app, frame) -> str:
    """Everything written on the frame, and the labels of the buttons a person sees."""
    t = app.scenes.top
    labels = [getattr(w, "label", "") or "" for w in t.widgets if w.visible]
    return "\n".join([d.text for d in frame.texts] + labels)


def _log(t) -> str:
    return "\n".join(line for line, _ in t.log.lines)


def check_the_note_agrees(app, t, step, frame) -> None:
    """The facts a note states are the ones on the table and in the log."""
    text = step.text
    shown = _drawn_words(app, frame)
    for quoted in re.findall(r"“([^”]+)”", text):           # buttons and labels it quotes
        if quoted != "Next to":                             # the tiles' reward line, drawn as "Next to:"
            assert quoted in shown, f"the note quotes “{quoted}”, which is not on the screen"
    for name in D.BUILDING_TITLE:                           # buildings it names are in the city
        if name in text:
            assert name in shown, f"the note names the {name}, which is not on the screen"
    paid = re.search(r"(\d+) of (\d+) is paid", text)       # the payment so far, as the panel says
    if paid:
        assert f"paid {paid[1]} of {paid[2]}" in shown.lower(), f"the panel does not say {paid[0]}"
    pool = re.search(r"the pool has (\d+) left", text)
    if pool:
        assert frame_pool(frame) == int(pool[1]), "the scale pool shows what the note says"
    best = re.search(r"The Best reward \((.+?)\) went to (you|your teacher)", text)
    if best:
        building = next(n for n in D.BUILDING_TITLE if f"The {n} is complete" in text)
        who = "You get" if best[2] == "you" else "Teacher gets"
        line = f"{who} {best[1]} as the best sponsor of the {building}."
        assert line in _log(t).replace("\n", " "), f"the log does not say: {line}"
    took = re.search(r"Your teacher paid the last space of the (.+?) and took the Best reward", text)
    if took:
        assert f"as the best sponsor of the {took[1]}." in _log(t).replace("\n", " ")
        assert re.search(rf"Teacher gets [^.]* as the best sponsor of the {took[1]}\.", _log(t).replace("\n", " "))
    expect = step.expect
    far = re.search(r"is (\d+) steps away", text)              # a Flit 1's flight: how far the walk was
    if far:
        st = t.state
        assert D.DISTANCE[st.expansion][st.figures[0]][expect.cell] == int(far[1]), f"the figure is not {far[0]}"
    have = re.search(r"you offer (\d+) crystals?, and you have (\d+)", text)   # a Pillar's offering
    if have:
        assert int(have[2]) == t.state.crystals[0] and int(have[1]) == t.state.next_cost() + expect.value
    if expect is not None and type(expect) in CARD_OF and t.state.to_move == 0:
        card = render(W.CARD[CARD_OF[type(expect)](expect)], reader())
        assert card in text, f"the note names the card played ({card})"


def frame_pool(frame) -> int:
    """The number drawn under the "Scale pool" heading."""
    head = next(d for d in frame.texts if d.text == "Scale pool")
    below = [d for d in frame.texts if d.text.isdigit() and abs(d.rect.centerx - head.rect.centerx) < 40
             and 0 < d.rect.top - head.rect.bottom < 60]
    return int(below[0].text)



def settled(app, t) -> None:
    """Until the pieces rest and no reward is in flight (a person reads a still table)."""
    until(app, lambda: not (t.tweens.busy or t.animating), 240)
    frames(app, 1)


def walk(app):
    # the other window sizes and UI scales: test_bluemoon_view_tutorial_layout.py
    """Walk the tutorial to free play; return (taught move types, steps, notes read, seconds)."""
    t0 = time.perf_counter()
    app.settings.animation_speed = 4.0
    t = start_tutorial(app, INFO, resume=False)
    frames(app, 5)
    run = t.tutorial
    taught, notes, refused = [], 0, False
    for _ in range(400):
        step = run.current()
        if step is None or step.until is not None:
            break
        if step.expect is not None and not run.played and t.state.to_move != run.tutorial.learner:
            # the teacher plays; its note stays, explains the move and waits for Next
            assert until(app, lambda: run.played, 400), f"the teacher did not play step {run.index}"
        assert until(app, lambda: (run.wants_next() or t.can_act()) and not t.tweens.busy, 300)
        settled(app, t)
        note_hides_nothing(t, run.index)
        frame = draw_frame(app)
        found = problems(frame)
        assert not found, f"step {run.index} ({step.title}): " + "; ".join(found[:5])
        check_the_note_agrees(app, t, step, frame)
        if run.wants_next():
            next_button_is_seen(app, t)
            click(app, "tutorial-next")
            notes += 1
            frames(app, 2)
            continue
        missing = [h for h in run.highlights(t) if t.piece(h) is None and h not in t.zones]
        assert not missing, f"step {run.index} highlights {missing}, which are not on the table"
        if not refused:
            refused = refuse_a_different_move(app, t, step.expect, gesture_for)
            until(app, lambda: t.bubble is None, 600)     # the refusal is read; its bubble fades
        n = len(t.record.actions)
        taught.append(type(step.expect).__name__)
        perform(app, t, step.expect)
        frames(app, 2)
        assert len(t.record.actions) > n, f"step {run.index} ({step.text[:60]}) was not accepted: {t.bubble}"
    assert run.current() is not None and run.current().until is not None, "the tutorial ends in free play"
    assert refused, "a different move was tried once and refused"
    return t, taught, notes, time.perf_counter() - t0


def test_tutorial_first_step_to_free_play(app):
    t, taught, notes, seconds = walk(app)
    assert {"Step", "ExtraSteps", "Teleport", "MoveDragon", "Contribute", "Hoax", "AddCard", "Offer", "Pillar",
            "Discard", "Draw", "Done"} <= set(taught)
    st = t.state
    assert st.obelisk.count(0) == 2 and sum(st.built) >= 4
    print(f"tutorial: {len(t.tutorial.tutorial.steps)} steps ({notes} to read), {len(t.record.actions)} moves, "
          f"{seconds:.1f} s walked")
    free_play_move(app, t, gesture_for, perform)


def test_the_tutorial_ends_with_a_recap_and_never_claims_more_than_it_taught():
    from bluemoon.tutorial import tutorial

    tut = tutorial()
    assert 4 <= len(tut.recap) <= 8
    assert all(len(render(line)) < 90 for line in tut.recap), "recap lines are short"
    assert not any("whole game" in s.text for s in tut.steps)
    assert tut.steps[-1].until is not None
    assert tutorial().steps[5].expect == tut.steps[5].expect, "the same tutorial every time"
