"""Work done a piece at a time, so that a screen stays drawn while it is done (a large
statistics file checked, a folder of thousands of saves listed).

The work is a generator that yields between pieces and returns its result; :class:`Pieces`
runs it for a few milliseconds a frame.  A generator that does not yield at all (a small
file, a small folder) is done at the first step.
"""

from __future__ import annotations

import math
import time
from typing import Generator, Generic, TypeVar

T = TypeVar("T")


class Pieces(Generic[T]):
    """``work`` stepped a piece at a time; ``result`` once ``done``."""

    def __init__(self, work: Generator[None, None, T]) -> None:
        self._work = work
        self.done = False
        self.result: T | None = None

    def step(self, seconds: float) -> bool:
        """Work on for about ``seconds`` (one piece at least, none once done); whether done."""
        start = time.perf_counter()
        while not self.done:
            try:
                next(self._work)
            except StopIteration as finished:
                self.done, self.result = True, finished.value
            else:
                if time.perf_counter() - start >= seconds:
                    break
        return self.done

    def finish(self) -> T:
        """The result, the rest of the work done now."""
        self.step(math.inf)
        return self.result


def every(k: int, piece: int) -> bool:
    """Whether the ``k``-th item (from 0) begins a new piece of ``piece`` items; the first
    piece begins at once, so that a small piece of work yields never."""
    return k > 0 and k % piece == 0
