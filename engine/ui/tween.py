"""Tweened animation with easing: positions, angles, alphas glide instead of jumping."""

from __future__ import annotations

import math
from typing import Any, Callable


def linear(t: float) -> float:
    return t


def ease_out_cubic(t: float) -> float:
    return 1 - (1 - t) ** 3


def ease_in_out_cubic(t: float) -> float:
    return 4 * t ** 3 if t < 0.5 else 1 - (-2 * t + 2) ** 3 / 2


def ease_out_back(t: float) -> float:
    c1 = 1.70158
    c3 = c1 + 1
    return 1 + c3 * (t - 1) ** 3 + c1 * (t - 1) ** 2


def ease_out_elastic(t: float) -> float:
    if t in (0.0, 1.0):
        return t
    return 2 ** (-10 * t) * math.sin((t * 10 - 0.75) * (2 * math.pi) / 3) + 1


def lerp(a: Any, b: Any, t: float) -> Any:
    if isinstance(a, (tuple, list)):
        return tuple(x + (y - x) * t for x, y in zip(a, b))
    return a + (b - a) * t


class Tween:
    """Moves ``obj.attr`` from ``start`` to ``end`` over ``duration`` seconds.

    A ``decorative`` tween (a hover lift, a selected piece rising) only answers the pointer:
    the game never waits for it (see :attr:`Tweens.busy`)."""

    __slots__ = ("obj", "attr", "start", "end", "duration", "ease", "t", "delay", "on_done", "decorative")

    def __init__(self, obj: Any, attr: str, end: Any, duration: float, ease: Callable[[float], float] = ease_out_cubic,
                 start: Any = None, delay: float = 0.0, on_done: Callable[[], None] | None = None,
                 decorative: bool = False):
        self.obj, self.attr, self.end = obj, attr, end
        self.start = getattr(obj, attr) if start is None else start
        self.duration = max(1e-6, duration)
        self.ease, self.t, self.delay, self.on_done = ease, 0.0, delay, on_done
        self.decorative = decorative

    def step(self, dt: float) -> bool:
        """Advance; True when finished."""
        if self.delay > 0:
            self.delay -= dt
            if self.delay > 0:
                return False
            dt = -self.delay
            self.delay = 0
        self.t = min(self.duration, self.t + dt)
        f = self.t / self.duration
        setattr(self.obj, self.attr, lerp(self.start, self.end, self.ease(f)))
        if f >= 1.0:
            setattr(self.obj, self.attr, self.end)
            if self.on_done:
                self.on_done()
            return True
        return False

    def finish(self) -> None:
        setattr(self.obj, self.attr, self.end)
        if self.on_done:
            self.on_done()


class Tweens:
    """A set of running tweens; a new tween on the same (obj, attr) replaces the old one."""

    def __init__(self) -> None:
        self.items: list[Tween] = []

    def add(self, obj: Any, attr: str, end: Any, duration: float, ease=ease_out_cubic, start: Any = None,
            delay: float = 0.0, on_done=None, decorative: bool = False) -> Tween:
        self.items = [t for t in self.items if not (t.obj is obj and t.attr == attr)]
        tw = Tween(obj, attr, end, duration, ease, start, delay, on_done, decorative)
        if start is not None:
            setattr(obj, attr, start)
        self.items.append(tw)
        return tw

    def carry(self, old: Any, new: Any, attr: str) -> None:
        """Let ``new`` go on with ``old``'s running tween of ``attr`` (a rebuilt piece takes over
        from the piece it replaces, rather than freezing halfway)."""
        for t in self.items:
            if t.obj is old and t.attr == attr:
                t.obj = new

    def cancel(self, obj: Any, attr: str | None = None) -> None:
        self.items = [t for t in self.items if not (t.obj is obj and (attr is None or t.attr == attr))]

    def update(self, dt: float) -> None:
        if self.items:
            self.items = [t for t in self.items if not t.step(dt)]

    def finish_all(self) -> None:
        items, self.items = self.items, []
        for t in items:
            t.finish()

    @property
    def busy(self) -> bool:
        """Something the game waits for is still moving (a move's pieces gliding): computer
        moves, hand-offs, results and tutorial steps wait while this holds.  Decorative tweens
        do not count, so a pointer resting on a hand never holds up the game."""
        return any(not t.decorative for t in self.items)

    @property
    def moving(self) -> bool:
        """Anything at all is still moving, decorative tweens included."""
        return bool(self.items)
