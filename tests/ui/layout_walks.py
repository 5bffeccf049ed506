"""The window sizes and UI scales every layout walk covers, and the tutorial's layout walk the
five games share: a tutorial walked from its first step to free play with the layout check
(and any check of the caller's, such as the Korean one) on a frame of every step, the window
resized and the UI scale changed from step to step so that each of the nine (size, scale)
pairs is checked on a share of the steps."""

from __future__ import annotations

import dataclasses
from typing import Callable, Iterable

import pygame

from ui.helpers import click, frames, until
from ui.layout_check import draw_frame, problems
from ui.table_walks import note_hides_nothing

SIZES = ((1024, 640), (1280, 800), (1920, 1080))
SCALES = (0.8, 1.0, 1.5)
#: Every (window size, UI scale) pair, the home one (1280x800, 100%) first.
COMBOS = tuple(sorted(((size, scale) for size in SIZES for scale in SCALES),
                      key=lambda c: c != ((1280, 800), 1.0)))


def window(app, size, scale) -> None:
    """The window resized (as a person drags its corner) and the UI scale set, then the
    pieces left to come to rest."""
    if app.screen.get_size() != tuple(size):
        pygame.display.set_mode(size, pygame.RESIZABLE)
        app.screen = pygame.display.get_surface()
        app.handle(pygame.event.Event(pygame.VIDEORESIZE, size=size, w=size[0], h=size[1]))
    assert app.screen.get_size() == tuple(size)
    if app.settings.ui_scale != scale:
        app.settings.ui_scale = scale
        app.relayout()
    settle(app)


def settle(app, limit: int = 240) -> None:
    """Until the table's pieces rest and no reward is in flight (a person reads a still table)."""
    t = app.scenes.top
    until(app, lambda: not getattr(t, "tweens", None) or not (t.tweens.busy or getattr(t, "animating", False)),
          limit)
    frames(app, 1)


def rotating(index: int) -> list[tuple]:
    """Step ``index``'s pairs: one, the next in turn, so that nine steps in a row see all nine."""
    return [COMBOS[index % len(COMBOS)]]


def everywhere(index: int) -> list[tuple]:
    """Step ``index``'s pairs: all nine."""
    return list(COMBOS)


@dataclasses.dataclass
class LayoutWalk:
    steps: int = 0          # steps of the tutorial seen
    frames: int = 0         # frames checked
    pairs: set = dataclasses.field(default_factory=set)   # the (size, scale) pairs checked


def tutorial_layout_walk(app, info, *, combos: Callable[[int], Iterable[tuple]] = rotating,
                         check: Callable[[object, str], list[str]] | None = None,
                         teacher_limit: int = 400, max_steps: int = 400) -> LayoutWalk:
    """Open ``info``'s tutorial afresh and walk it to free play: a note is passed with its Next
    button (clicked where it is drawn), a taught move is played through the table's session, the
    teacher's moves are waited for and their notes read.  On every step the learner sees (and on free play) the frame
    is checked at each pair of ``combos(step)``: the layout check, the note hiding nothing it
    points at, and ``check(frame, where)`` on the same recorded frame (more failures, e.g.
    ``korean_check.english_on``: English on a Korean screen).  All
    failures of the walk are said at once."""
    from engine.ui.tutorial import start_tutorial

    t = start_tutorial(app, info, resume=False)
    assert t is not None, f"{info.name} has a tutorial"
    frames(app, 5)
    run, walk, found = t.tutorial, LayoutWalk(), []

    def look(where: str) -> None:
        for size, scale in combos(walk.steps):
            window(app, size, scale)
            at = f"{info.name} tutorial {where} at {size[0]}x{size[1]}, {round(scale * 100)}%"
            try:
                note_hides_nothing(t, run.index)
            except AssertionError as e:
                found.append(f"{at}: {e}")
            frame = draw_frame(app)
            found.extend(f"{at}: {p}" for p in problems(frame))
            if check is not None:
                found.extend(check(frame, at))
            walk.frames += 1
            walk.pairs.add((size, scale))
        walk.steps += 1

    for _ in range(max_steps):
        step = run.current()
        if step is None or step.until is not None:
            break
        if step.expect is not None and not run.played and t.state.to_move != run.tutorial.learner:
            # the teacher plays; its note then explains the move and waits for Next
            assert until(app, lambda: run.played or run.current() is not step, teacher_limit), \
                f"the teacher did not play step {run.index}"
            continue
        assert until(app, lambda: (run.wants_next() or t.can_act()) and not t.tweens.busy, 300), \
            f"step {run.index} never became playable"
        settle(app)
        look(f"step {run.index}")
        if run.wants_next():
            if t.note.folded:   # folded for want of room: the learner opens it to read on
                click(app, "tutorial-show")
            click(app, "tutorial-next")
            frames(app, 2)
            continue
        expect = step.expect
        if callable(expect) and not dataclasses.is_dataclass(expect):   # a predicate: any matching move
            expect = next(a for a in t.state.legal_actions() if step.matches(t.state, a))
        n = len(t.record.actions)
        assert t.play(expect), f"step {run.index}'s move was refused: {t.bubble}"
        frames(app, 2)
        assert len(t.record.actions) > n, f"step {run.index}'s move was not played"
    else:
        raise AssertionError(f"stuck at step {run.index}")
    assert run.current() is not None and run.current().until is not None, "the tutorial ends in free play"
    settle(app)
    look("free play")
    assert not found, f"{len(found)} failures:\n" + "\n".join(found[:40])
    return walk
