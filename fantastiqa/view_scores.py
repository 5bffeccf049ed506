"""Numbers around the Fantastiqa table: the scores the top bar may show, and the results' score
breakdown."""

from __future__ import annotations

from . import data as D


class _TopScores:
    """The view for the top bar: opponents' scores as far as this seat can know them."""

    def __init__(self, view, seat, over, state):
        self._v, self._seat, self._over, self._state = view, seat, over, state

    def __getattr__(self, name):
        return getattr(self._v, name)

    def scores(self):
        if self._over:
            return self._state.scores()
        v = self._v
        out = []
        for p in range(v.num_players):
            seats = [s for s in range(v.num_players) if v.team(s) == v.team(p)]
            lo = hi = 0
            for s in seats:
                known = v.player_score(s)
                hidden = sum(1 for q in v.done[s] if q is None)
                lo += known + hidden
                hi += known + 3 * hidden
            out.append(lo if lo == hi else _Range(lo, hi))
        return out


class _Range(float):
    """A score known only as a range (formats as "2–6")."""

    def __new__(cls, lo, hi):
        x = float.__new__(cls, lo)
        x.lo, x.hi = lo, hi
        return x

    def __format__(self, spec):
        return f"{self.lo}–{self.hi}"


def final_breakdown(s) -> list[tuple[str, list]]:
    """Fantastiqa's rows on the results screen: each row's message key (``fantastiqa.ui.<key>``)
    and its number per seat."""
    n = s.num_players
    return [
        ("row_cups", [sum(D.QUEST_CUPS[q] for q in s.done[p]) for p in range(n)]),
        ("row_bonus", [s.bonus[p] for p in range(n)]),
        ("row_penalty", [-sum(D.QUEST_CUPS[q] for q in s.pq[p]) for p in range(n)]),
        ("row_quests", [len(s.done[p]) for p in range(n)]),
        ("row_gems", [s.gems[p] for p in range(n)]),
    ]
