"""The tutorial runner: scripted steps over a real table.

A game's ``tutorial.py`` defines ``TUTORIAL = Tutorial(...)`` (or a function
``tutorial() -> Tutorial``).  Each :class:`Step` shows a text panel and may

* highlight pieces or zones (ids, or a callable ``table -> ids``),
* expect one action (or a predicate ``(state, action) -> bool``): only that
  move is accepted and anything else gets a gentle hint; when the seat to
  move is not the learner, the expected action is played for that seat;
* allow free play ``until`` a condition on the state holds (AI seats then
  think for themselves);
* or, with neither, wait for the learner to press Next.

Progress (step and moves) is kept in ``Settings.tutorial_progress[game]`` so a
tutorial can be left and resumed.  The runner is pure Python: the game session
(engine/session.py) consults it; engine/ui/tutorial.py opens a tutorial's table.
"""

from __future__ import annotations

from dataclasses import dataclass, field
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


class TutorialRunner:
    def __init__(self, tutorial: Tutorial, index: int = 0):
        self.tutorial = tutorial
        self.index = index
        self.done = False

    def current(self) -> Step | None:
        if 0 <= self.index < len(self.tutorial.steps):
            return self.tutorial.steps[self.index]
        return None

    def text(self) -> "str | Message":
        s = self.current()
        if s is None:
            return written("engine.tutorial.complete")
        return s.text

    def wants_next(self) -> bool:
        s = self.current()
        return s is not None and s.expect is None and s.until is None

    def next(self, state: State | None = None) -> None:
        if self.wants_next():
            self.index += 1
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
        if s is None or s.until is not None:
            return True, ""
        if s.expect is None:
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
        (already allowed), then each the lesson's next step expects in turn (a lesson that
        wants one step at a time stops the gesture there)."""
        trial, index = state.clone(), self.index
        out = [moves[0]]
        steps = self.tutorial.steps
        for prev, m in zip(moves, moves[1:]):
            s = steps[index] if 0 <= index < len(steps) else None
            if s is not None and s.expect is not None and s.until is None and s.matches(trial, prev):
                index += 1
            trial.apply(prev)
            nxt = steps[index] if 0 <= index < len(steps) else None
            if nxt is not None and nxt.until is None and (nxt.expect is None or not nxt.matches(trial, m)):
                break
            out.append(m)
        return out

    def scripted_action(self, state: State) -> Any:
        """The expected action when it is an opponent's (scripted) turn."""
        s = self.current()
        if s is None or s.until is not None or s.expect is None:
            return None
        if state.to_move is None or state.to_move == self.tutorial.learner:
            return None
        return s.expect if _is_action(s.expect) or not callable(s.expect) else None

    def after_action(self, state: State, action: Any) -> None:
        s = self.current()
        if s is not None and s.expect is not None and s.until is None and s.matches(state, action):
            self.index += 1
        self.sync(state)

    def highlights(self, table) -> list[str]:
        s = self.current()
        if s is None or s.highlight is None:
            return []
        h = s.highlight(table) if callable(s.highlight) else s.highlight
        return [h] if isinstance(h, str) else list(h)

    def progress(self, record, info) -> dict:
        return {"step": self.index,
                "actions": [info.state_type.encode_action(a) for a in record.actions]}


