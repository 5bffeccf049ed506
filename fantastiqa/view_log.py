"""Words and numbers around the Fantastiqa table: the move log in the seats' names (paths named
by the regions they join), the scores the top bar may show, and the results' score breakdown."""

from __future__ import annotations

import re

from engine.ui.movelog import MoveLog, seat_names

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


class NamedLog(MoveLog):
    """The move log, with the engine's "Player N" replaced by the seat's name."""

    def __init__(self, names: list[str], paths: dict | None = None):
        super().__init__()
        self.names = names
        self.paths = paths or {}

    VERBS = {"subdues": "subdue", "takes": "take", "places": "place", "visits": "visit", "pays": "pay",
             "buys": "buy", "releases": "release", "completes": "complete", "commits": "commit", "puts": "put",
             "withdraws": "withdraw", "flies": "fly", "uses": "use", "plays": "play", "chooses": "choose",
             "offers": "offer", "hands": "hand", "discards": "discard", "dumps": "dump", "ends": "end",
             "is": "are", "draws": "draw", "stops": "stop", "finishes": "finish", "declines": "decline"}

    def add(self, text: str, colour: str | None = None) -> None:
        super().add(self.words(text), colour)

    def words(self, text: str) -> str:
        """The engine's sentence with the seats' names and the paths' regions."""
        text = seat_names(text, self.names)
        if text.startswith("You "):
            first, _, rest = text[4:].partition(" ")
            text = "You " + self.VERBS.get(first, first) + (" " + rest if rest else "")
            text = text.replace(" and ends the turn", " and end the turn").replace("You's", "your")
        if self.paths:
            def path(m):
                return f"{m.group(1)} the {self.paths.get(m.group(2), m.group(2))} path"
            text = re.sub(r"\b(on|along) (P[1-7])\b", path, text)
        return text


def _path_words(state) -> dict:
    """"P3" -> "Forest–Hills": the log names a path by the regions it joins."""
    try:
        return {D.PATH_NAMES[pi]: f"{D.REGION_NAMES[state.region_at[a]]}–{D.REGION_NAMES[state.region_at[b]]}"
                for pi, (a, b) in enumerate(D.PATHS)}
    except Exception:
        return {}


def final_breakdown(s) -> list[tuple[str, list]]:
    """Fantastiqa's rows on the results screen."""
    n = s.num_players
    return [
        ("Cups of completed quests", [sum(D.QUEST_CUPS[q] for q in s.done[p]) for p in range(n)]),
        ("+1 bonus tokens", [s.bonus[p] for p in range(n)]),
        ("Penalty: open personal quests", [-sum(D.QUEST_CUPS[q] for q in s.pq[p]) for p in range(n)]),
        ("Quests completed", [len(s.done[p]) for p in range(n)]),
        ("Gems", [s.gems[p] for p in range(n)]),
    ]
