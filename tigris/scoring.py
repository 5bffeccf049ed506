"""Treasures (§14), the turn end (§15) and the game end with final scoring (§16)
for ``TigrisState``."""

from __future__ import annotations

from engine.game import ScoreChange, group_by_key, own_rng
from engine.text import Message

from . import terms as T
from .board import CATA
from .data import (ACTION, BLACK, COLORS, END_TREASURES, GREEN, HAND_SIZE, MONUMENT_COLORS, OVER,
                   TREASURE, WONDER_COLOR)


#: Which of the sorted colour totals decided a tie on the weakest one (§16.2).
_NEXT_COLOUR = tuple(Message(f"tigris.term.{k}_colour") for k in ("weakest", "second", "third", "strongest"))


#: Who may see what a seat draws: that seat alone.
_ME = tuple((seat,) for seat in range(4))


class Scoring:
    """Treasures, turn-end points, drawing, the end of the game and the final score."""

    __slots__ = ()

    def _treasure_step(self) -> bool:
        """§14: traders collect from kingdoms with 2+ treasures, special squares first.

        Only the region around ``focus`` (the square where this action placed a tile or
        leader) can have gained treasures or a trader: every other change of an action
        only splits or shrinks regions, and every kingdom was settled after the last one.
        """
        f = self.focus
        if f < 0:
            return False
        if not (0 <= self.tiles[f] < CATA or self.leaders[f] >= 0):
            self.focus = -1
            return False
        lpos = self.lpos
        traders = [(seat, lpos[4 * seat + GREEN]) for seat in range(self.n)
                   if lpos[4 * seat + GREEN] >= 0]
        if not traders:
            self.focus = -1
            return False
        region = self._region_of(f)
        treas, special = self.treas, self.special
        for seat, p in traders:
            if p not in region:
                continue
            while True:
                here = [t for t in self.board.temples if treas[t] and t in region]
                if len(here) < 2:
                    break
                need = len(here) - 1
                spec = [t for t in here if special[t]]
                cand = spec or here
                if need < len(cand):
                    self.phase = TREASURE
                    self.choice = tuple(cand)
                    self.to_move = seat
                    return True
                for t in cand:
                    treas[t] = 0
                self._take_treasures(seat, len(cand))
            break
        self.focus = -1
        return False

    def _take_treasures(self, seat: int, k: int) -> None:
        self.treas_n[seat] += k
        self.emit("tigris.ev.treasures", who=T.SEAT[seat], n=k, score=(ScoreChange(seat, k, "treasure"),))

    def turn_end_income(self, seat: int) -> tuple[list[int], bool]:
        """What ``seat`` takes at the end of its turn: per colour, a point for each
        monument of that colour with the seat's leader of it in the monument's kingdom
        (§13); and whether the wonder gives it a point of a colour it chooses (its king
        in the wonder's kingdom, §17.3)."""
        income = [0, 0, 0, 0]
        if max(self.monuments) < 0 and self.wonder < 0:
            return income, False
        lab, king = self.regions()
        lpos = self.lpos
        for m, tl in enumerate(self.monuments):
            if tl < 0 or lab[tl] < 0 or not king[lab[tl]]:
                continue
            for c in MONUMENT_COLORS[m]:
                p = lpos[4 * seat + c]
                if p >= 0 and lab[p] == lab[tl]:
                    income[c] += 1
        p = lpos[4 * seat + BLACK]
        return income, self.wonder >= 0 and p >= 0 and lab[p] == lab[self.wonder]

    def _end_turn(self) -> None:
        a = self.active
        income, wonder = self.turn_end_income(a)
        if any(income):
            vp = self.vp[a]
            for c in range(4):
                vp[c] += income[c]
            self.emit("tigris.ev.monument_points", who=T.SEAT[a],
                      points=tuple(T.points(c, income[c]) for c in range(4) if income[c]),
                      score=tuple(ScoreChange(a, income[c], COLORS[c]) for c in range(4) if income[c]))
        if wonder:
            self.phase = WONDER_COLOR
            self.to_move = a
            return
        self._finish_turn()

    def _finish_turn(self) -> None:
        a = self.active
        for i in range(self.n):
            seat = (a + i) % self.n
            need = HAND_SIZE - self.hand_n[seat]
            if need > 0 and not self._draw(seat, need):
                self._game_over(bag_empty=True)
                return
        if sum(self.treas) <= END_TREASURES:
            self._game_over(bag_empty=False)
            return
        self.active = (a + 1) % self.n
        self.to_move = self.active
        self.actions_left = 2
        self.phase = ACTION

    def _draw(self, seat: int, k: int) -> bool:
        """Draw k tiles at random; False if the bag ran short (what was left is drawn)."""
        bag, hand, rng = self.bag, self.hands[seat], own_rng(self)
        before = hand[:]
        ok = True
        for _ in range(k):
            if self.bag_n == 0:
                ok = False
                break
            r = rng.randrange(self.bag_n)
            c = 0
            while r >= bag[c]:
                r -= bag[c]
                c += 1
            bag[c] -= 1
            self.bag_n -= 1
            hand[c] += 1
            self.hand_n[seat] += 1
        if hand != before:
            # what was drawn only its drawer may know (that a hand is refilled, everyone knows)
            self.emit("tigris.ev.drew", who=T.SEAT[seat], seen_by=_ME[seat],
                      tiles=tuple(T.tiles(c, hand[c] - before[c]) for c in range(4) if hand[c] != before[c]))
        return ok

    def _game_over(self, bag_empty: bool) -> None:
        self.phase = OVER
        self.to_move = None
        self.conflict = None
        self.choice = ()
        self._legal = None
        self.emit("tigris.ev.end_bag" if bag_empty else "tigris.ev.end_treasures", left=sum(self.treas))
        for seat in range(self.n):
            v = self.final_vector(seat)
            self.emit("tigris.ev.final", who=T.SEAT[seat], weakest=v[0], colours=" · ".join(map(str, v)))
        winners = self.winners()
        if len(winners) == 1:
            self.emit("tigris.ev.wins", who=T.SEAT[winners[0]])
        else:
            self.emit("tigris.ev.share_win", winners=tuple(T.SEAT[w] for w in winners))

    def final_vector(self, seat: int) -> list[int] | None:
        """Colour totals with treasures added to the lowest colour, sorted ascending (§16.2)."""
        vp = self.vp[seat]
        t = self.treas_n[seat]
        if vp is None or t is None:
            return None
        v = list(vp)
        for _ in range(t):
            v[v.index(min(v))] += 1
        v.sort()
        return v

    def scores(self) -> list[float]:
        out = []
        for seat in range(self.n):
            v = self.final_vector(seat)
            out.append(float(v[0]) if v is not None else 0.0)
        return out

    def winners(self) -> list[int]:
        vecs = [self.final_vector(s) for s in range(self.n)]
        known = [v for v in vecs if v is not None]
        if not known:
            return []
        best = max(known)
        return [s for s in range(self.n) if vecs[s] == best]

    def ranking(self) -> list[list[int]]:
        """§16.2 for every place: the weakest colour, then the second-weakest, and so on;
        seats equal in every colour share their place.  Hidden scores rank last."""
        vecs = [self.final_vector(s) or [] for s in range(self.n)]
        return group_by_key(range(self.n), vecs.__getitem__)

    def ranking_reason(self) -> "Message | str":
        """How §16.2's tie-break split seats level on their weakest colour, as a message."""
        vecs = [self.final_vector(s) for s in range(self.n)]
        if None in vecs:
            return ""
        ranking = self.ranking()
        said = []
        for upper, lower in zip(ranking, ranking[1:]):
            a, b = vecs[upper[0]], vecs[lower[0]]
            if a[0] != b[0]:
                continue
            i = next(i for i in range(4) if a[i] != b[i])
            said.append(Message("tigris.tie_broken", tied=self._seats(upper + lower), weakest=a[0],
                                ahead=self._seats(upper), order=_NEXT_COLOUR[i], better=a[i], worse=b[i]))
        for group in ranking:
            if len(group) > 1:
                said.append(Message("tigris.tie_shared", tied=self._seats(group), colours=", ".join(map(str, vecs[group[0]]))))
        return Message("engine.sentences", items=tuple(said)) if said else ""

    @staticmethod
    def _seats(seats: list[int]) -> tuple:
        return tuple(T.SEAT[s] for s in seats)
