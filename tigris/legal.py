"""The legal decisions of a ``TigrisState``: listing them, and testing one action
without listing (the search's hot path)."""

from __future__ import annotations

from . import actions as A
from .board import FACE_DOWN, move_targets
from .data import BUILDING_NAMES, COLS, LEADER_INDEX, MONUMENT_NAMES, TILE_INDEX
from .data import (ACTION, BUILDING, COMMIT, MONUMENT, SWAP, TREASURE, WAR_COLOR, WONDER,
                     WONDER_COLOR)


class LegalMoves:
    """What the seat to move may do (§5, §7-§10, decisions of §11-§17)."""

    __slots__ = ()

    def legal_actions(self) -> list:
        if self.to_move is None:
            return []
        if self._legal is None:
            self._legal = self._compute_legal()
        return list(self._legal)

    def _compute_legal(self) -> list:
        ph = self.phase
        if ph == ACTION:
            return self._action_phase_legal()
        if ph == SWAP:
            hand = self.hands[self.active]
            out = [A.DISCARD[c] for c in range(self.swap_min, 4) if hand[c] > 0]
            if self.swap_n > 0:
                out.append(A.END_SWAP)
            return out
        if ph == COMMIT:
            return [A.COMMIT[k] for k in self._commit_options()]
        if ph == WAR_COLOR:
            return [A.WAR_COLOR[c] for c in self.choice]
        if ph == TREASURE:
            return [A.TAKE_TREASURE[s] for s in self.choice]
        if ph == WONDER_COLOR:
            return list(A.WONDER_COLOR)
        if ph == BUILDING:
            c = self.tiles[self.placed_at]
            return [A.PlaceBuilding(BUILDING_NAMES[c], s // COLS, s % COLS)
                    for s in self.choice] + [A.DECLINE["building"]]
        if ph == WONDER:
            return [A.BUILD_WONDER[s] for s in self.choice] + [A.DECLINE["wonder"]]
        if ph == MONUMENT:
            return [A.BuildMonument(MONUMENT_NAMES[m >> 8], (m & 255) // COLS, (m & 255) % COLS)
                    for m in self.choice] + [A.DECLINE["monument"]]
        return []

    def _leader_squares(self) -> tuple[list[int], list[int]]:
        """(leader_ok, two): squares a new leader may take, and the other leader
        squares that touch exactly two kingdoms (a move may open them up)."""
        cands = self.summary()[5]
        kadj, _, multi = self._adjacency()
        if not multi:
            return cands, []
        bad = set(multi)
        ok = [s for s in cands if s not in bad]
        if len(ok) == len(cands):
            return cands, []
        cset = set(cands)
        two = [s for s in multi if len(kadj[s]) == 2 and s in cset]
        return ok, two

    def _action_phase_legal(self) -> list:
        seat = self.active
        lab, king, members, free_land, free_river, cands, _, _ = self.summary()
        hand = self.hands[seat]
        out: list = []
        kadj, byk, multi = self._adjacency()
        bad = [s for s in multi if len(kadj[s]) > 2] if multi else None
        if bad:
            bad = set(bad)
            land = [s for s in free_land if s not in bad]
            riv = [s for s in free_river if s not in bad]
        else:
            land, riv = free_land, free_river
        leader_ok, two = self._leader_squares()
        for c in range(4):
            if hand[c] > 0:
                out.extend(map(A.PLACE_TILE[c].__getitem__, riv if c == 1 else land))
        base = 4 * seat
        lpos = self.lpos
        for c in range(4):
            if lpos[base + c] < 0:
                out.extend(map(A.PLACE_LEADER[c].__getitem__, leader_ok))
        leaders = self.leaders
        nlead = None
        for c in range(4):
            p = lpos[base + c]
            if p >= 0:
                if nlead is None:
                    nlead = {}
                    for q in lpos:
                        if q >= 0:
                            r = lab[q]
                            nlead[r] = nlead.get(r, 0) + 1
                r = lab[p]
                targets = move_targets(p, lab, nlead[r], leaders, cands, leader_ok, two, kadj,
                                       byk.get(r, ()))
                out.extend(map(A.MOVE_LEADER[c].__getitem__, targets))
                out.append(A.WITHDRAW[c])
        if self.cats[seat] > 0:
            out.extend(map(A.CATASTROPHE_AT.__getitem__, self.catastrophe_targets()))
        if self.hand_n[seat] > 0:
            out.append(A.SWAP)
        out.append(A.PASS)
        return out

    def _valid_in_action_phase(self, a) -> bool:
        """Whether ``a`` is in ``legal_actions()`` during the action phase, tested directly."""
        t = type(a)
        seat = self.active
        if t is A.Pass:
            return True
        if t is A.SwapTiles:
            return self.hand_n[seat] > 0
        if t is A.WithdrawLeader:
            c = LEADER_INDEX.get(a.leader)
            return c is not None and self.lpos[4 * seat + c] >= 0
        if t not in (A.PlaceTile, A.PlaceLeader, A.MoveLeader, A.PlaceCatastrophe):
            return False
        r, col = a.row, a.col
        if type(r) is not int or type(col) is not int or not (0 <= r < 11 and 0 <= col < COLS):
            return False
        s = r * COLS + col
        tiles, leaders = self.tiles, self.leaders
        if t is A.PlaceCatastrophe:
            if self.cats[seat] <= 0:
                return False
            tl = tiles[s]
            return ((tl == -1 and leaders[s] < 0)
                    or (0 <= tl < FACE_DOWN and not self.treas[s] and s not in self.buildings))
        if tiles[s] != -1 or leaders[s] >= 0:
            return False
        kadj = self.kingdom_adjacency()[0]
        nk = len(kadj.get(s, ()))
        if t is A.PlaceTile:
            c = TILE_INDEX.get(a.tile)
            if c is None or self.hands[seat][c] <= 0 or self.river[s] != (c == 1):
                return False
            return nk <= 2
        c = LEADER_INDEX.get(a.leader)
        if c is None or self.river[s] or not self._temple_adjacent(s):
            return False
        p = self.lpos[4 * seat + c]
        if t is A.PlaceLeader:
            return p < 0 and nk <= 1
        if p < 0:
            return False
        lab, _, _, _, _, cands = self.summary()[:6]
        leader_ok, two = self._leader_squares()
        byk = self._adjacency()[1]
        nlead = sum(1 for q in self.lpos if q >= 0 and lab[q] == lab[p])
        return s in move_targets(p, lab, nlead, self.leaders, cands, leader_ok, two, kadj,
                                 byk.get(lab[p], ()))

    def _commit_options(self) -> list[int]:
        kind, color, sup, att, dfd, apos, dpos, abase, dbase, acommit = self.conflict
        if acommit < 0:
            have = self.hands[att][sup]
            if self.opts["strict_attack_commit"]:
                return [0] + [k for k in range(1, have + 1) if abase + k > dbase]
            return list(range(have + 1))
        have = self.hands[dfd][sup]
        if self.opts["strict_defender_commit"]:
            need = abase + acommit - dbase
            return [0, need] if 0 < need <= have else [0]
        return list(range(have + 1))
