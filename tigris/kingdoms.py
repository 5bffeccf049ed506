"""Kingdom tracking for ``TigrisState``: the cached board summary and kingdom
adjacency (computed by tigris.board), kept up to date square by square, and the
questions the rules ask about them (§1, §6, §10)."""

from __future__ import annotations

from .board import (CATA, adjacency_after_block, adjacency_after_occupy, adjacency_after_vacate,
                    block, compute_regions, kingdom_adjacency, occupy, vacate)
from .data import NEIGH, RED


class Kingdoms:
    """Board summary, kingdoms and regions of a ``TigrisState``."""

    __slots__ = ()

    # The board summary and kingdom adjacency follow single-square changes
    # (tigris.board); anything else, or a pending unification, recomputes them.
    def _dirty(self) -> None:
        self._reg = None
        self._adj = None

    def _occupied(self, s: int) -> None:
        """The empty square s received a tile or a leader."""
        reg, adj = self._reg, self._adj
        self._reg = self._adj = None
        if reg is None or self.unifying_at >= 0:
            return
        new = self._reg = occupy(reg, s, self.tiles, self.leaders, self.river)
        if adj is not None:
            self._adj = adjacency_after_occupy(adj, reg, new, s, self.tiles, self.leaders)

    def _vacated(self, s: int, old: int) -> None:
        """The occupied square s (tile code ``old``, -1 for a leader) was emptied or got
        a catastrophe."""
        reg, adj = self._reg, self._adj
        self._reg = self._adj = None
        if reg is None or self.unifying_at >= 0:
            return
        new = self._reg = vacate(reg, s, old, self.tiles, self.leaders, self.river)
        if adj is not None:
            self._adj = adjacency_after_vacate(adj, reg, new, s, self.tiles, self.leaders)

    def _blocked(self, s: int) -> None:
        """A catastrophe went on the empty square s."""
        reg, adj = self._reg, self._adj
        self._reg = self._adj = None
        if reg is None or self.unifying_at >= 0:
            return
        self._reg = block(reg, s, self.river)
        if adj is not None:
            self._adj = adjacency_after_block(adj, s)

    def _compute_regions(self, skip: int = -1) -> tuple:
        """The board summary from scratch (see tigris.board)."""
        return compute_regions(self.tiles, self.leaders, self.lpos, self.river, skip)

    def summary(self) -> tuple:
        """Cached board summary (see _compute_regions); the marker square counts as empty."""
        if self._reg is None:
            self._reg = self._compute_regions(self.unifying_at)
        return self._reg

    def regions(self) -> tuple[list[int], list[bool]]:
        """Region id per square and, per region, whether it is a kingdom."""
        if self._reg is None:
            self._reg = self._compute_regions(self.unifying_at)
        return self._reg[0], self._reg[1]

    def kingdom_adjacency(self) -> tuple[dict, dict, bool]:
        """(kadj, byk, multi): kingdoms touching each empty square, empty squares touching
        each kingdom, and whether any empty square touches two or more kingdoms."""
        adj = self._adjacency()
        return adj[0], adj[1], bool(adj[2])

    def _adjacency(self) -> tuple[dict, dict, list]:
        """Cached (kadj, byk, squares touching two or more kingdoms)."""
        if self._adj is None:
            self._adj = kingdom_adjacency(self.summary(), self.tiles, self.leaders)
        return self._adj

    def catastrophe_targets(self) -> list[int]:
        """Squares a catastrophe may go on now (§10)."""
        summ = self.summary()
        treas, bld = self.treas, self.buildings
        out = summ[6] + [s for s in summ[7] if not treas[s] and s not in bld]
        out.sort()
        return out

    def _region_of(self, f: int) -> set[int]:
        """The squares of the region containing the occupied square f."""
        if self._reg is not None:
            lab, _, members = self._reg[:3]
            return set(members[lab[f]])
        tiles, leaders = self.tiles, self.leaders
        seen = {f}
        stack = [f]
        while stack:
            q = stack.pop()
            for nb in NEIGH[q]:
                if nb not in seen and (0 <= tiles[nb] < CATA or leaders[nb] >= 0):
                    seen.add(nb)
                    stack.append(nb)
        return seen

    def _adjacent_kingdoms(self, s: int, lab: list[int], king: list[bool]) -> set[int]:
        out = set()
        for nb in NEIGH[s]:
            r = lab[nb]
            if r >= 0 and king[r]:
                out.add(r)
        return out

    def _temple_adjacent(self, s: int) -> bool:
        tiles = self.tiles
        for nb in NEIGH[s]:
            if tiles[nb] == RED:
                return True
        return False

    def temples_around(self, s: int) -> int:
        """Face-up temples next to square ``s``: a leader's own strength in a revolt (§11)."""
        tiles = self.tiles
        return sum(1 for nb in NEIGH[s] if tiles[nb] == RED)
