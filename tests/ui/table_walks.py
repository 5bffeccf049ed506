"""The loops the games' table tests share: walking a tutorial to free play, measuring frame
times while the AI thinks and while a piece is held, hint then undo, a whole game to the results
and pass-and-play with its hand-offs.  Each test keeps what is
its game's own (its pieces, its boxes, its hooks and its final assertions)."""

from __future__ import annotations

import dataclasses
import random
import re
import time

import pygame

from engine.ai.players import choose_action
from ui.helpers import click, drag, frame_stats, frames, until
from ui.table_driver import take_handoff


# --- the tutorial, walked from its first step to free play -----------------------------------

@dataclasses.dataclass
class TutorialWalk:
    taught: list[str]     # the type names of the learner's taught moves, in order
    refused: bool         # a different move was tried once and refused
    notes_read: int       # steps that only wait for Next (the teacher's notes among them)
    teacher_notes: int    # steps where the teacher moved, then its note waited for Next
    seconds: float        # wall time of the walk (printed by the tests)


def walk_tutorial(app, t, gesture_for, perform, *,
                  wait=until,             # wait(app, cond, limit): a driver's own settle where it draws less
                  max_steps=400,          # loop passes before the walk counts as stuck
                  teacher_limit=400,      # frames the teacher may take for one of its steps
                  check=None,             # check(step): a game's own look at the step's highlights
                  refuse_when=None,       # refuse_when(step): where the one refusal may be tried
                  refuse=None,            # refuse(action) -> bool: replaces refuse_a_different_move
                  refusal_frames=20,      # frames after the default refusal (its bubble fades)
                  note_idle_frames=0,     # frames a note is watched: nobody moves before Next
                  ) -> TutorialWalk:
    """Play table ``t``'s tutorial as a learner would, up to its free-play step: notes are read,
    the teacher's steps waited for, each taught move made with ``perform(app, t, action)`` and
    accepted, and once a different move is tried first and refused."""
    run = t.tutorial
    if refuse is None:
        def refuse(action):
            return refuse_a_different_move(app, t, action, gesture_for, refusal_frames)
    walk = TutorialWalk([], False, 0, 0, 0.0)
    t0 = time.perf_counter()
    for _ in range(max_steps):
        step = run.current()
        if step is None or step.until is not None:
            break
        if step.expect is not None and not run.played and t.state.to_move != run.tutorial.learner:
            # the teacher plays by itself; then its note explains the move and waits for Next
            n = len(t.record.actions)
            assert wait(app, lambda: run.played, teacher_limit), f"the teacher did not play step {run.index}"
            assert len(t.record.actions) == n + 1 and run.current() is step, \
                f"step {run.index}: the teacher made one move and the note stayed"
            walk.teacher_notes += 1
        if run.wants_next():
            if note_idle_frames:
                n = len(t.record.actions)
                frames(app, note_idle_frames)
                assert len(t.record.actions) == n, "nobody moves while a note waits for Next"
            next_button_is_seen(app, t)
            click(app, "tutorial-next")
            walk.notes_read += 1
            frames(app, 2)
            continue
        assert wait(app, lambda: t.can_act() and not t.tweens.busy, 300)
        # what the step makes glow must be on the table (a step may glow nothing: a chip to click)
        missing = [h for h in run.highlights(t) if t.piece(h) is None and h not in t.zones]
        assert not missing, f"step {run.index} highlights {missing}, which are not on the table"
        if check is not None:
            check(step)
        note_hides_nothing(t, run.index)
        expect = step.expect
        if callable(expect) and not dataclasses.is_dataclass(expect):   # a predicate: any matching move
            expect = next(a for a in t.state.legal_actions() if step.matches(t.state, a))
        if not walk.refused and (refuse_when is None or refuse_when(step)):
            walk.refused = refuse(expect)
        n = len(t.record.actions)
        walk.taught.append(type(expect).__name__)
        perform(app, t, expect)
        frames(app, 2)
        assert len(t.record.actions) > n, f"step {run.index} ({step.text[:60]}) was not accepted: {t.bubble}"
    else:
        raise AssertionError(f"stuck at step {run.index}: {run.current().text}")
    assert run.current() is not None and run.current().until is not None, "the tutorial ends in free play"
    walk.seconds = time.perf_counter() - t0
    return walk


def _luminance(rgb) -> float:
    def lin(c):
        c /= 255
        return c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4
    r, g, b = (lin(float(v)) for v in rgb[:3])
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast(a, b) -> float:
    la, lb = sorted((_luminance(a), _luminance(b)), reverse=True)
    return (la + 0.05) / (lb + 0.05)


def next_button_is_seen(app, t) -> None:
    """The note's Next button is drawn where a person looks for it: inside the note, on top, and
    its face stands out from the note's paper (at least 3:1)."""
    from engine.ui.tutorial_note import NOTE_BG
    frames(app, 1)
    button = next(w for w in t.widgets if w.name == "tutorial-next" and w.visible)
    assert t.note.rect.contains(button.rect), "Next sits in its note"
    face = app.screen.get_at((button.rect.left + 4, button.rect.centery))
    assert contrast(face, NOTE_BG) >= 3.0, f"Next's face {tuple(face)} hardly differs from the note"


def note_hides_nothing(t, index) -> None:
    """The note covers neither what the step makes glow nor the controls it asks for."""
    if t.note.folded:
        return
    for r in t.note.targets():
        assert not t.note.rect.colliderect(r), f"step {index}: the note {t.note.rect} covers its target {r}"


def refuse_a_different_move(app, t, taught, gesture_for, settle_frames=20) -> bool:
    """Drag some other legal move while ``taught`` is being taught: it is refused with a gentle
    bubble and nothing is played.  False when no other move can be dragged (try again later)."""
    other = next((a for a in t.state.legal_actions()
                  if a != taught and gesture_for(t, a) and gesture_for(t, a)[0] == "drag"), None)
    if other is None:
        return False
    _, start, end = gesture_for(t, other)
    n = len(t.record.actions)
    drag(app, start, end, steps=5)
    assert len(t.record.actions) == n and t.bubble is not None and t.bubble[3] is True, \
        f"a different move ({other!r}) is refused gently while {taught!r} is taught"
    frames(app, settle_frames)
    return True


def free_play_move(app, t, gesture_for, perform, *, wait=until, limit=600) -> None:
    """After the tutorial the learner may make any legal move (the teacher thinks for itself)."""
    assert wait(app, lambda: t.can_act() and not t.tweens.busy, limit), "free play comes to the learner"
    a = next(a for a in t.state.legal_actions() if gesture_for(t, a))
    n = len(t.record.actions)
    perform(app, t, a)
    frames(app, 2)
    assert len(t.record.actions) > n, f"the free move {a!r} was not accepted: {t.bubble}"


# --- frame times (printed for the report, never asserted), hint and undo ---------------------

WAVE_FRAMES = 120   # two seconds of holding a piece


def frames_while_ai_thinks(app, t, limit=600, ready=None, meanwhile=None) -> list[float]:
    """Run frames until ``ready()`` (default: the seat at the screen may act) and return the
    times of those drawn while the AI was thinking: the table must keep drawing meanwhile.
    ``meanwhile()`` runs after every frame that is not yet ready (e.g. to play set-up picks)."""
    ready = ready or t.can_act
    app.frame_ms.clear()
    thinking = []
    for _ in range(limit):
        busy = t.ai_thinking
        app.step([], dt=1 / 60)
        if busy:
            thinking.append(app.frame_ms[-1])
        if ready():
            break
        if meanwhile is not None:
            meanwhile()
    return thinking


def zigzag(x, y, w, h):
    """A pointer path that criss-crosses the box (x, y, w, h) of the table."""
    return lambda i: (x + (i * 7) % w, y + (i * 5) % h)


def wave_piece(app, t, piece, start, path, while_held=None) -> list[float]:
    """Press on ``piece`` at ``start``, move the pointer along ``path(i)`` for WAVE_FRAMES frames
    and return their frame times; ``while_held()`` looks at the table before the piece is let go."""
    app.step([pygame.event.Event(pygame.MOUSEMOTION, pos=start, rel=(0, 0), buttons=(0, 0, 0)),
              pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(int(start[0]), int(start[1])), button=1)])
    app.frame_ms.clear()
    for i in range(WAVE_FRAMES):
        app.step([pygame.event.Event(pygame.MOUSEMOTION, pos=path(i), rel=(0, 0), buttons=(1, 0, 0))], dt=1 / 60)
    dragging = list(app.frame_ms)
    assert t.drag.piece is piece, "the piece stays held while the pointer moves"
    if while_held is not None:
        while_held()
    app.step([pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(int(start[0]), int(start[1])), button=1)])
    return dragging


def report_frame_times(label, dragging, thinking) -> None:
    """Print the median and p99 frame times for the report, then check frames were drawn at all."""
    d_med, d_p99 = frame_stats(dragging)
    line = f"{label} frame ms: dragging median {d_med:.1f} p99 {d_p99:.1f} ({len(dragging)} frames)"
    if len(thinking) >= 5:
        a_med, a_p99 = frame_stats(thinking)
        line += f"; AI thinking median {a_med:.1f} p99 {a_p99:.1f} ({len(thinking)} frames)"
    print(line)
    assert len(thinking) >= 5, "the table must keep drawing frames while the AI thinks"
    assert len(dragging) == WAVE_FRAMES


def ask_for_hint(app, t, limit=900):
    """Press Hint and wait for it; it says what the best move wins.  Returns that move."""
    click(app, "hint")
    assert until(app, lambda: t.hint is not None, limit)
    assert t.hint_text.startswith("Hint:")
    assert t.hint_lines and "% to win the game from here" in t.hint_lines[0][2]
    banner = t.hint_rect
    assert banner is not None and not banner.colliderect(t.status_rect), "the hint never covers the status line"
    assert not any(banner.colliderect(w.rect) for w in t.widgets if w.visible and not w.name.startswith("hint")), \
        "the hint never covers a button"
    return t.hint[0][0]


def play_then_undo(app, t, perform, action, *, undo_required=True) -> None:
    """Make ``action`` (one that reveals nothing new) and take it back with Undo.
    ``undo_required=False`` where the game may not offer Undo (the test then skips it)."""
    n = len(t.record.actions)
    perform(app, t, action)
    frames(app, 5)
    assert len(t.record.actions) == n + 1
    if not undo_required and t.undo_point is None:
        return
    assert t.undo_point is not None
    click(app, "undo")
    frames(app, 5)
    assert len(t.record.actions) == n


def play_to_results(app, t, info, perform, wait_turn, check_seat, *, mover="easy",
                    gestures=("click", "drag"), before_move=None):
    """Seat 0 plays ``mover``'s choices with the table's own gestures (``perform`` names
    the gesture it used) against the AI to the results screen; before each move
    ``check_seat(t)`` checks what the seat at the screen sees, and ``before_move(t)`` may
    act on the table.  Checks each move is accepted and the move log names the seats.
    Returns (gestures used by kind, the results screen)."""
    rng = random.Random(5)
    used = dict.fromkeys(gestures, 0)
    t0 = time.perf_counter()
    while True:
        assert wait_turn(app, t, 2000, dt=1 / 8), "the AI never handed the turn back"
        if t.results_shown or app.scenes.top is not t:
            break
        assert t.viewer == 0, "only the seat at the screen is ever drawn"
        check_seat(t)
        a = choose_action(info, t.state, mover, seed=rng.randrange(1 << 30))
        if before_move is not None:
            before_move(t)
        n = len(t.record.actions)
        used[perform(app, t, a, steps=2)] += 1
        assert len(t.record.actions) > n, f"{a!r} was not accepted ({t.bubble})"
    assert until(app, lambda: type(app.scenes.top).__name__ == "ResultsScene", 300)
    assert t.state.is_over()
    assert any(line.startswith("Ada ") for line, _ in t.log.lines), "the log names the seats"
    assert not any(re.search(r"Player \d", line) for line, _ in t.log.lines)
    print(f"whole game: {len(t.record.actions)} moves, gestures {used}, {time.perf_counter() - t0:.1f} s")
    return used, app.scenes.top


def pass_and_play(app, t, info, perform, moves, check_seat, public=lambda t: False,
                  only_to_mover=False):
    """Two humans and an easy AI share the screen: play ``moves`` human moves (easy's choices,
    made with the table's own gestures), checking each hand-off and, before each move,
    ``check_seat(t, seat)`` (the seat's view shows only what it may see).  Frames drawn
    while ``public(t)`` holds show nothing private (e.g. the starting picks) and are not
    held against the next seat.  With ``only_to_mover`` a hand-off never goes to a human
    while the AI is to move.  Returns the seats handed the screen, in order."""
    rng = random.Random(1)
    handoffs: list = []
    done = 0
    while done < moves and not t.state.is_over():
        if not take_handoff(app, t, handoffs):
            if only_to_mover:
                assert handoffs[-1] == t.state.to_move, "a hand-off only ever goes to the seat to move"
            continue
        if t.state.is_over():
            break
        seat = t.state.to_move
        assert t.viewer == seat and not t.seats[seat].is_ai
        if public(t):
            t.frame_views.clear()
        # everything drawn since the last hand-off was this seat's view
        assert set(t.frame_views) <= {seat}, (handoffs, t.frame_views[:5], t.frame_views[-5:], done)
        check_seat(t, seat)
        was_public = public(t)
        perform(app, t, choose_action(info, t.state, "easy", seed=rng.randrange(1 << 30)), steps=3)
        frames(app, 1)
        if was_public:  # the screen may change hands without a hand-off
            t.frame_views.clear()
        done += 1
    assert len(handoffs) >= 3
    assert {0, 1} <= set(handoffs), "both humans were handed the screen"
    return handoffs
