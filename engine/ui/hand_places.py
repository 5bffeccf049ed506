"""A hand whose pieces keep their places through a turn.

A hand laid out afresh after every move closes up behind the piece just played, so the next
piece is no longer where the player saw it and a second drag from its old place grabs nothing.
:class:`KeptPlaces` gives each piece of a hand a place (a slot) and an id that hold while the
turn lasts: a piece that leaves leaves a gap, a piece that comes back (undo, a staged tile
taken back) fills the gap its kind left, and the gaps close when the turn ends.
"""

from __future__ import annotations

import math
from collections import Counter
from typing import Callable, Hashable, Iterable


def moved_away(old_pieces: dict, near: float = 2.0) -> set[str]:
    """The ids of the pieces a person dragged off their place (they lie away from home while
    the table rebuilds): the gap of their kind is theirs."""
    return {pid for pid, p in old_pieces.items() if math.dist(p.pos, p.home) > near}


class KeptPlaces:
    """The places of one hand, kept while ``key`` (whose turn it is, and who looks) stays the
    same.  Pieces of one kind look alike: which of them left is told by ``moved``."""

    def __init__(self, name: Callable[[Hashable, int], str]) -> None:
        self.name = name                      # the id of a kind's j-th piece
        self.key: Hashable = object()
        self.slots: list[tuple[Hashable, str] | None] = []
        self.gone: list[tuple[int, Hashable, str]] = []   # the gaps, oldest first

    def arrange(self, key: Hashable, kinds: list, moved: Iterable[str] = ()) -> list[tuple[int, Hashable, str]]:
        """``(slot, kind, id)`` for each piece of the hand (``kinds`` in the order of a fresh
        layout), and ``self.size`` the number of slots to lay out."""
        moved = set(moved)
        if key != self.key:
            self.key, self.gone = key, []
            self.slots = self._fresh(kinds)
        else:
            want, have = Counter(kinds), Counter(s[0] for s in self.slots if s is not None)
            for kind in have:
                for _ in range(have[kind] - want[kind]):
                    self._leave(kind, moved)
            for kind in want:
                for _ in range(want[kind] - have[kind]):
                    self._come(kind, moved)
        return [(i, s[0], s[1]) for i, s in enumerate(self.slots) if s is not None]

    @property
    def size(self) -> int:
        return len(self.slots)

    def kind_at(self, slot: int) -> Hashable:
        """The kind of the piece in ``slot``, or of the one that left it (a layout that groups
        kinds keeps a gap in its group)."""
        s = self.slots[slot]
        if s is not None:
            return s[0]
        return next(k for i, k, _ in reversed(self.gone) if i == slot)

    def gaps_of(self, kind: Hashable) -> list[str]:
        """The ids of the pieces of ``kind`` that left, the latest first (a staged tile drawn
        elsewhere keeps the id it had in the hand)."""
        return [pid for _, k, pid in reversed(self.gone) if k == kind]

    def _fresh(self, kinds: list) -> list[tuple[Hashable, str] | None]:
        seen: Counter = Counter()
        out: list[tuple[Hashable, str] | None] = []
        for k in kinds:
            out.append((k, self.name(k, seen[k])))
            seen[k] += 1
        return out

    def _leave(self, kind: Hashable, moved: set[str]) -> None:
        mine = [i for i, s in enumerate(self.slots) if s is not None and s[0] == kind]
        # the one a person dragged away, else (a computer's or a clicked move) the last
        i = next((i for i in mine if self.slots[i][1] in moved), mine[-1])
        self.gone.append((i, kind, self.slots[i][1]))
        self.slots[i] = None

    def _come(self, kind: Hashable, moved: set[str]) -> None:
        back = [g for g in self.gone if g[1] == kind]
        if back:
            # the piece dragged back, else the latest to leave, goes back to its own gap
            g = next((g for g in reversed(back) if g[2] in moved), back[-1])
            self.gone.remove(g)
            self.slots[g[0]] = (kind, g[2])
            return
        used = {s[1] for s in self.slots if s is not None} | {g[2] for g in self.gone}
        j = 0
        while self.name(kind, j) in used:
            j += 1
        free = [i for i, s in enumerate(self.slots) if s is None and all(g[0] != i for g in self.gone)]
        if not free:
            free = [i for i, s in enumerate(self.slots) if s is None]
        if free:
            self.gone = [g for g in self.gone if g[0] != free[0]]
            self.slots[free[0]] = (kind, self.name(kind, j))
        else:
            self.slots.append((kind, self.name(kind, j)))
