"""Words of the Tigris & Euphrates table: the move log (seat names, secret swaps, one line per
swap) and the score breakdown on the results screen."""

from __future__ import annotations

import re

from engine.ui.movelog import MoveLog, plain_verb, seat_names

from .data import COLORS, NEIGH, SQUARES, TILE_NAMES


def _p(n: int) -> str:
    return "" if n == 1 else "s"


def regions(view) -> tuple[list[int], list[bool]]:
    """Region id of every square (-1: empty) and, per region, whether it is a kingdom (rules §1, §6).

    Worked out here from the public board (tiles, leaders, the unification tile), so the table
    needs nothing of the engine's internals.  Tiles face up or down and leaders connect;
    catastrophes, empty squares and the unification tile during its wars do not."""
    tiles, leaders, skip = view.tiles, view.leaders, view.unif
    occ = [(0 <= tiles[q] <= 4 or leaders[q] >= 0) and q != skip for q in range(SQUARES)]
    lab = [-1] * SQUARES
    king: list[bool] = []
    for s in range(SQUARES):
        if not occ[s] or lab[s] >= 0:
            continue
        rid = len(king)
        lab[s] = rid
        stack, has = [s], False
        while stack:
            q = stack.pop()
            has = has or leaders[q] >= 0
            for nb in NEIGH[q]:
                if occ[nb] and lab[nb] < 0:
                    lab[nb] = rid
                    stack.append(nb)
        king.append(has)
    return lab, king


def final_vector(vp, treasures) -> list[int] | None:
    """Colour totals with the treasures added to the lowest colour, lowest first (rules §16.2)."""
    if vp is None or treasures is None:
        return None
    v = list(vp)
    for _ in range(treasures):
        v[v.index(min(v))] += 1
    return sorted(v)


class NamedLog(MoveLog):
    """The move log, with the engine's "Player N (dynasty)" replaced by the seat's name."""

    def __init__(self, names: list[str]):
        super().__init__()
        self.names = names

    def add(self, text: str, colour: str | None = None) -> None:
        text = seat_names(text, self.names, tagged=True)
        # which tiles go into the bag is secret; a whole swap is one line: "Ada swaps 3 tiles."
        m = re.match(r"^(.+?) (starts swapping tiles|discards an? \w+|draws replacements for the discarded "
                     r"tiles)\.$", text)
        if m:
            who, what = m.groups()
            verb = "swap" if who == "You" else "swaps"
            last = self.lines[-1][0] if self.lines else ""
            lm = re.match(rf"^{re.escape(who)} {verb} (\d+ )?tiles?…$", last)
            if what.startswith("starts"):
                text = f"{who} {verb} tiles…"
            elif lm:
                n = int(lm.group(1) or 0) + (1 if what.startswith("discards") else 0)
                end = "…" if what.startswith("discards") else " for new ones."
                self.lines[-1] = (f"{who} {verb} {n} tile{_p(n)}{end}", self.lines[-1][1])
                self._wrap_key = None
                return
            else:
                text = f"{who} {verb} a tile…" if what.startswith("discards") else text
        if "You" in self.names and text.startswith("You "):
            first, _, rest = text[4:].partition(" ")
            text = "You " + _base_verb(first) + (" " + rest if rest else "")
            text = text.replace(" their ", " your ")
        super().add(text, colour)


_base_verb = plain_verb


def final_breakdown(s) -> list[tuple[str, list]]:
    """Tigris & Euphrates' rows on the results screen."""
    n = s.num_players
    rows = []
    for c, col in enumerate(COLORS):
        rows.append((f"{col.capitalize()} points ({TILE_NAMES[c]}s)", [s.vp[p][c] for p in range(n)]))
    rows.append(("Treasures (added to the weakest)", [s.treas_n[p] for p in range(n)]))
    vecs = [final_vector(s.vp[p], s.treas_n[p]) for p in range(n)]
    rows.append(("Colours, weakest first", [" · ".join(map(str, v)) for v in vecs]))
    return rows


def hint_words(describe_line: str) -> str:
    """An engine sentence as advice to the seat at the screen: "Place a temple on F10"."""
    text = re.sub(r"^Player \d(?: \(\w+\))? ", "", describe_line).rstrip(".")
    first, _, rest = text.partition(" ")
    text = _base_verb(first) + (" " + rest if rest else "")
    text = text.replace(" their ", " your ")
    return text[:1].upper() + text[1:]

