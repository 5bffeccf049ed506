"""The tutorial runner: scripted steps over a real table.

A game's ``tutorial.py`` defines ``TUTORIAL = Tutorial(...)`` (or a function
``tutorial() -> Tutorial``).  Each :class:`Step` shows a text panel and may

* highlight pieces or zones (ids, or a callable ``table -> ids``),
* expect one action (or a predicate ``(state, action) -> bool``): only that
  move is accepted and anything else gets a gentle hint; when the seat to
  move is not the learner, the expected action is played for that seat (the
  teacher), and the step's note then explains it and waits for Next;
* allow free play ``until`` a condition on the state holds (AI seats then
  think for themselves);
* or, with neither, wait for the learner to press Next.

The learner sets the pace: the step counter moves by one, and only on the
learner's input (Next, Back, or the move a step asks for).  Back shows the
note before without undoing anything; Next comes forward again.

Each step may name its ``subject``: what its text talks about (piece and zone
ids, or a callable ``table -> ids``), besides its highlight and the move just
made; the note is placed clear of all of it.

Progress (step and moves) is kept in ``Settings.tutorial_progress[game]`` so a
tutorial can be left and resumed.  The runner is pure Python: the game session
(engine/session.py) consults it; engine/ui/tutorial.py opens a tutorial's table.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from itertools import pairwise
from typing import Any, Callable

from engine.game import State
from engine.phrases import written
from engine.text import Message, Reader, render


@dataclass
class Step:
    text: "str | Message"                       # a Message is written in the reader's language
    title: "str | Message" = ""
    highlight: Any = None                       # ids, or callable(table) -> ids
    expect: Any = None                          # an action, or callable(state, action) -> bool
    until: Callable[[State], bool] | None = None
    hint: "str | Message" = ""                  # what to say when the learner tries something else
    subject: Any = None                         # what the text names: ids, or callable(table) -> ids
    #: the move may come in the same gesture as the step before's (a take dropped straight on
    #: its strip): the two share one note and one number on the counter
    joined: bool = False

    def matches(self, state: State, action: Any) -> bool:
        if self.expect is None:
            return True
        if callable(self.expect) and not _is_action(self.expect):
            return bool(self.expect(state, action))
        return action == self.expect


def _is_action(x: Any) -> bool:
    import dataclasses
    return dataclasses.is_dataclass(x) and not isinstance(x, type)


@dataclass
class Tutorial:
    game: str
    title: str
    seats: list                                 # engine.saves.Seat
    steps: list[Step]
    seed: int = 1
    options: dict = field(default_factory=dict)
    learner: int = 0                            # the seat the learner plays
    #: The end card's summary: a few short lines (str or Message), what the tutorial taught.
    recap: tuple = ()


def all_of(*parts) -> Callable[[Any], list[str]]:
    """A step's highlight made of several: piece or zone ids, and callables ``table -> ids``."""
    def ids(table) -> list[str]:
        out: list[str] = []
        for part in parts:
            out += part(table) if callable(part) else [part]
        return out
    return ids


def hand_card(kind: int) -> Callable[[Any], list[str]]:
    """A step's highlight: the first card of ``kind`` (its piece's ``data.kind``) in the hand at the screen."""
    def ids(table) -> list[str]:
        return [p.id for p in table.pieces if p.in_hand and getattr(p.data, "kind", -1) == kind][:1]
    return ids


def load_tutorial(info) -> Tutorial | None:
    """The game's tutorial, or None if it has none."""
    if not info.tutorial_module:
        return None
    import importlib
    mod = importlib.import_module(info.tutorial_module)
    t = getattr(mod, "TUTORIAL", None)
    if t is None and callable(getattr(mod, "tutorial", None)):
        t = mod.tutorial()
    return t


def _ids(table, part) -> list[str]:
    if part is None:
        return []
    h = part(table) if callable(part) else part
    return [h] if isinstance(h, str) else list(h)


class TutorialRunner:
    def __init__(self, tutorial: Tutorial, index: int = 0):
        self.tutorial = tutorial
        self.index = index
        self.done = False
        #: the teacher has played the current step's move: its note now explains it
        self.played = False
        #: how many notes the learner has gone back over (Back); Next comes forward again
        self.back_by = 0
        #: the steps whose move the teacher played (the audit's and the tests' record)
        self.teacher_steps: set[int] = set()
        #: the note on screen came with a move (either seat's): its pieces are its subject too
        self.fresh_move = False

    @property
    def shown(self) -> int:
        """The index of the note on screen (behind ``index`` while the learner looks back)."""
        return self.index - self.back_by

    def looking_back(self) -> bool:
        return self.back_by > 0

    def current(self) -> Step | None:
        """The step whose note is on screen."""
        if 0 <= self.shown < len(self.tutorial.steps):
            return self.tutorial.steps[self.shown]
        return None

    def can_go_back(self) -> bool:
        return self.shown > 0 and self.current() is not None

    def back(self) -> None:
        if self.can_go_back():
            self.back_by += 1

    def text(self) -> "str | Message":
        s = self.current()
        if s is None:
            return written("engine.tutorial.complete")
        return s.text

    def teacher_pending(self, state: State) -> bool:
        """The note on screen is the teacher's, whose move is still to come (its text explains
        the move, so it is shown once the move is made)."""
        s = self.current()
        return (s is not None and s.expect is not None and s.until is None and not self.played
                and not self.looking_back() and state.to_move not in (None, self.tutorial.learner))

    def wants_next(self) -> bool:
        """The note on screen waits for Next: a note only, a teacher's move it explains, or a
        note the learner went back to."""
        if self.looking_back():
            return True
        s = self.current()
        return s is not None and s.until is None and (s.expect is None or self.played)

    def next(self, state: State | None = None) -> None:
        if self.looking_back():
            self.back_by -= 1
        elif self.wants_next():
            self.index += 1
            self.played = self.fresh_move = False
            if state is not None:
                self.sync(state)

    def sync(self, state: State) -> None:
        """Skip ``until`` steps whose condition already holds."""
        while True:
            s = self.current()
            if s is not None and s.until is not None and s.until(state):
                self.index += 1
                continue
            break
        if self.index >= len(self.tutorial.steps):
            self.done = True

    def allows(self, state: State, action: Any) -> tuple[bool, str]:
        s = self.current()
        if s is None or (s.until is not None and not self.looking_back()):
            return True, ""
        if self.wants_next():
            return False, written("engine.tutorial.press_next")
        if s.matches(state, action):
            return True, ""
        if s.hint:
            return False, render(s.hint)
        try:
            if _is_action(s.expect):
                move = render(state.describe(s.expect), Reader((render(Message("engine.you")), written("engine.tutorial.teacher")), 0), 0,
                              capital=False, order=True)
                return False, written("engine.tutorial.try", move=move)
        except Exception:
            pass
        return False, written("engine.tutorial.follow")

    def allowed_prefix(self, state: State, moves: list) -> list:
        """The first moves of a gesture this lesson lets the learner make at once: the first
        (already allowed), then each the next step expects if that step is ``joined`` to the
        one before (they share a note); anything in free play.  So a gesture never carries the
        learner past a note unread."""
        s = self.current()
        if s is not None and s.until is not None:
            return list(moves)
        trial, index = state.clone(), self.index
        out = [moves[0]]
        steps = self.tutorial.steps
        for prev, m in pairwise(moves):
            trial.apply(prev)
            index += 1
            nxt = steps[index] if 0 <= index < len(steps) else None
            if nxt is None or not nxt.joined or nxt.until is not None or not nxt.matches(trial, m):
                break
            out.append(m)
        return out

    def counter(self) -> tuple[int, int]:
        """The note on screen as the counter shows it, and how many there are: a joined step
        shares its number with the step before."""
        steps = self.tutorial.steps
        numbers = [i for i, s in enumerate(steps) if not s.joined]
        k = sum(1 for i in numbers if i <= min(self.shown, len(steps) - 1))
        return max(1, k), len(numbers)

    def scripted_action(self, state: State) -> Any:
        """The expected action when it is an opponent's (scripted) turn."""
        s = self.current()
        if s is None or s.until is not None or s.expect is None or self.wants_next():
            return None
        if state.to_move is None or state.to_move == self.tutorial.learner:
            return None
        return s.expect if _is_action(s.expect) or not callable(s.expect) else None

    def after_action(self, state: State, action: Any, seat: int | None = None) -> None:
        """A move was played by ``seat`` (``state`` is after it).  The learner's taught move
        goes on to the next step; the teacher's stays on its step, whose note now explains it
        and waits for Next."""
        s = self.current()
        if s is not None and s.expect is not None and s.until is None and not self.played \
                and s.matches(state, action):
            if seat is not None and seat != self.tutorial.learner:
                self.played = True
                self.teacher_steps.add(self.index)
            else:
                self.index += 1
            self.fresh_move = True
        self.sync(state)

    def highlights(self, table) -> list[str]:
        s = self.current()
        return [] if s is None else _ids(table, s.highlight)

    def subjects(self, table) -> list[str]:
        """What the note on screen talks about: its highlight, the subject it names and the
        pieces of the move it came with (``table.last_ids``)."""
        s = self.current()
        if s is None or s.until is not None:
            return []
        moved = sorted(getattr(table, "last_ids", ())) if self.fresh_move and not self.looking_back() else []
        return _ids(table, s.highlight) + _ids(table, s.subject) + moved

    def progress(self, record, info) -> dict:
        return {"step": self.index, "played": self.played,
                "actions": [info.state_type.encode_action(a) for a in record.actions]}


