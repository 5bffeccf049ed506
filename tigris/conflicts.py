"""Revolts and wars (§11, §12) for ``TigrisState``: who fights, the commitments
asked of each side, and what the loser loses."""

from __future__ import annotations

from typing import NamedTuple

from engine.game import ScoreChange

from . import terms as T
from .data import ACTION, COLORS, COMMIT, NEIGH, RED, SQUARES


class Conflict(NamedTuple):
    """A revolt or a war waiting for the sides' support (§11.2, §12.3).  Immutable: the
    attacker's commitment makes a new one, so states and their clones may share it."""

    kind: int  # 0 a revolt, 1 a war
    colour: int  # the colour of the two leaders
    support: int  # the colour of the tiles each side commits (red temples in a revolt)
    attacker: int
    defender: int
    attacker_at: int  # the squares of the two leaders
    defender_at: int
    attack: int  # each side's strength on the board, before support
    defence: int
    attacker_commit: int = -1  # the tiles the attacker committed, -1 until it has


class Conflicts:
    """Revolts (§11) and wars after a unification (§12)."""

    __slots__ = ()

    def _start_conflict(self, kind, color, sup, att, dfd, apos, dpos, abase, dbase) -> None:
        self.conflict = Conflict(kind, color, sup, att, dfd, apos, dpos, abase, dbase)
        self.choice = ()
        if kind == 0:
            self.emit("tigris.ev.revolt", attacker=T.SEAT[att], defender=T.SEAT[dfd], leader=T.LEADER[color],
                      attack=abase, defence=dbase)
        else:
            self.emit("tigris.ev.war", attacker=T.SEAT[att], defender=T.SEAT[dfd], leader=T.LEADER[color],
                      colour=T.COLOR[color], tiles=T.TILES[color], attack=abase, defence=dbase)
        self.phase = COMMIT
        self.to_move = att

    def _do_commit(self, k: int) -> None:
        cf = self.conflict
        kind, color, sup, att, dfd, apos, dpos, abase, dbase, acommit = cf
        if acommit < 0:
            self.hands[att][sup] -= k
            self.hand_n[att] -= k
            self.gone[sup] += k
            self.conflict = cf._replace(attacker_commit=k)
            self.to_move = dfd
            return
        self.hands[dfd][sup] -= k
        self.hand_n[dfd] -= k
        self.gone[sup] += k
        att_wins = abase + acommit > dbase + k
        winner, loser = (att, dfd) if att_wins else (dfd, att)
        lpos_loser = dpos if att_wins else apos
        self.conflict = None
        self.phase = ACTION
        self.to_move = self.active
        self.emit("tigris.ev.strengths", attacker=T.SEAT[att], defender=T.SEAT[dfd],
                  attack=abase + acommit, attack_board=abase, attack_support=acommit,
                  defence=dbase + k, defence_board=dbase, defence_support=k, tiles=T.TILES[sup])
        if kind == 0:
            self._remove_leader(loser, color)
            self.vp[winner][RED] += 1
            self.emit("tigris.ev.revolt_won", winner=T.SEAT[winner], loser=T.SEAT[loser],
                      leader=T.LEADER[color], points=T.points(RED, 1),
                      score=(ScoreChange(winner, 1, COLORS[RED]),))
        else:
            removed = self._casualties(color, lpos_loser)
            self._remove_leader(loser, color)
            self.vp[winner][color] += 1 + removed
            self.emit("tigris.ev.war_won", winner=T.SEAT[winner], loser=T.SEAT[loser],
                      leader=T.LEADER[color], colour=T.COLOR[color], removed=removed,
                      lost=T.tiles(color, removed), points=T.points(color, 1 + removed),
                      score=(ScoreChange(winner, 1 + removed, COLORS[color]),))
            self._strand()
        self._run()

    def _casualties(self, c: int, loser_pos: int) -> int:
        """§12.4.6: remove the loser's kingdom's face-up tiles of colour c, with the
        exceptions."""
        lab, _ = self.regions()
        k = lab[loser_pos]
        tiles, leaders, treas = self.tiles, self.leaders, self.treas
        building = self.buildings[c]
        removed = 0
        for s in range(SQUARES):
            if lab[s] != k or tiles[s] != c or s == building:
                continue
            if c == RED:
                if treas[s]:
                    continue
                if any(leaders[nb] >= 0 and nb != loser_pos for nb in NEIGH[s]):
                    continue
            tiles[s] = -1
            removed += 1
        self.gone[c] += removed
        self._dirty()
        return removed

    def war_colors(self) -> list[int]:
        """Colours with leaders in two different kingdoms touching the marker (§12.2, §12.5)."""
        lab, king = self.regions()
        touching = self._adjacent_kingdoms(self.unifying_at, lab, king)
        out = []
        lpos = self.lpos
        for c in range(4):
            found = -1
            for o in range(self.n):
                p = lpos[4 * o + c]
                if p >= 0 and lab[p] in touching:
                    if found >= 0 and lab[p] != found:
                        out.append(c)
                        break
                    found = lab[p]
        return out

    def _start_war(self, c: int) -> None:
        lab, _ = self.regions()
        touching = self._adjacent_kingdoms(self.unifying_at, lab, self.regions()[1])
        seats = [o for o in range(self.n)
                 if self.lpos[4 * o + c] >= 0 and lab[self.lpos[4 * o + c]] in touching]
        a = self.active
        att = min(seats, key=lambda o: (o - a) % self.n)
        dfd = next(o for o in seats if o != att)
        apos, dpos = self.lpos[4 * att + c], self.lpos[4 * dfd + c]
        tiles = self.tiles
        abase = sum(1 for s in range(SQUARES) if tiles[s] == c and lab[s] == lab[apos])
        dbase = sum(1 for s in range(SQUARES) if tiles[s] == c and lab[s] == lab[dpos])
        self._start_conflict(1, c, c, att, dfd, apos, dpos, abase, dbase)
