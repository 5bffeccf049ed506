"""Numbers around the Fantastiqa table: the scores the top bar may show, and the results' score
breakdown."""

from __future__ import annotations

from . import data as D


def top_scores(view, state) -> list:
    """The scores on the top bar: every seat's (its team's) as far as ``view`` knows them, a
    range where quests done face down hide some; the true scores once the game is over."""
    if state.is_over():
        return state.scores()
    out = []
    for p in range(view.num_players):
        seats = [s for s in range(view.num_players) if view.team(s) == view.team(p)]
        lo = hi = 0
        for s in seats:
            known = view.player_score(s)
            hidden = sum(1 for q in view.done[s] if q is None)
            lo += known + hidden
            hi += known + 3 * hidden
        out.append(lo if lo == hi else _Range(lo, hi))
    return out


def range_of(value) -> tuple[int, int] | None:
    """The bounds of a score the top bar shows as a range, or None for a known score."""
    return (value.lo, value.hi) if isinstance(value, _Range) else None


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
