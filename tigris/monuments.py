"""What a placed tile may build (§13, §17.2, §17.3): civilization buildings, the
wonder and monuments, for ``TigrisState``."""

from __future__ import annotations

from .board import FACE_DOWN
from .data import BLOCKS, COLS, CROSSES, MONUMENT_COLORS, NEIGH, SQUARES
from .data import BUILDING, MONUMENT, WONDER


class Monuments:
    """Buildings, the wonder and monuments offered after a tile is placed."""

    __slots__ = ()

    def _post_checks(self) -> bool:
        """Buildings, wonder, monument for the placed tile (flips strand leaders, §7.4)."""
        s = self.placed_at
        c = self.tiles[s]
        while self.post_step < 3 and 0 <= c < FACE_DOWN:
            step = self.post_step
            self.post_step += 1
            if step == 0 and self.opts["civilization_buildings"]:
                opts = self.building_options(s)
                if opts:
                    return self._ask(BUILDING, opts)
            elif step == 1 and self.opts["wonder"] and self.wonder < 0:
                opts = tuple(cr[0] for cr in CROSSES[s]
                             if all(self.tiles[q] == c for q in cr))
                if opts:
                    return self._ask(WONDER, opts)
            elif step == 2:
                opts = self.monument_options(s)
                if opts:
                    return self._ask(MONUMENT, opts)
        self.placed_at = -1
        self.post_step = 0
        return False

    def _ask(self, phase: str, choice: tuple) -> bool:
        self.phase = phase
        self.choice = choice
        self.to_move = self.active
        return True

    def _line(self, s: int, c: int) -> tuple[list[int], list[int]]:
        """Horizontal and vertical runs of face-up colour-c tiles through s."""
        tiles = self.tiles
        r0, c0 = divmod(s, COLS)
        h = [s]
        x = c0 - 1
        while x >= 0 and tiles[r0 * COLS + x] == c:
            h.append(r0 * COLS + x)
            x -= 1
        x = c0 + 1
        while x < COLS and tiles[r0 * COLS + x] == c:
            h.append(r0 * COLS + x)
            x += 1
        v = [s]
        y = r0 - 1
        while y >= 0 and tiles[y * COLS + c0] == c:
            v.append(y * COLS + c0)
            y -= 1
        y = r0 + 1
        while y < SQUARES // COLS and tiles[y * COLS + c0] == c:
            v.append(y * COLS + c0)
            y += 1
        return h, v

    def building_options(self, s: int) -> tuple[int, ...]:
        """Squares the building of the placed tile's colour may go to (§17.2)."""
        c = self.tiles[s]
        h, v = self._line(s, c)
        best = max(len(h), len(v))
        if best < 3:
            return ()
        squares = set()
        for line in (h, v):
            if len(line) == best:
                squares.update(line)
        cur = self.buildings[c]
        if cur >= 0:
            if cur in squares:
                return ()
            ch, cv = self._line(cur, c)
            if best <= max(len(ch), len(cv)):
                return ()
        return tuple(sorted(squares))

    def monument_options(self, s: int) -> tuple[int, ...]:
        """Encoded (monument << 8 | top-left) choices the placed tile opens (§13)."""
        tiles = self.tiles
        c = tiles[s]
        out = []
        for block in BLOCKS[s]:
            a, b, d, e = block
            if tiles[a] == c and tiles[b] == c and tiles[d] == c and tiles[e] == c:
                if not out:
                    free = [m for m in range(6)
                            if self.monuments[m] < 0 and c in MONUMENT_COLORS[m]]
                    if not free:
                        return ()
                out.extend((m << 8) | a for m in free)
        return tuple(out)

    def _flip(self, squares) -> None:
        for q in squares:
            self.gone[self.tiles[q]] += 1
            self.tiles[q] = FACE_DOWN
            for b in range(4):
                if self.buildings[b] == q:
                    self.buildings[b] = -1
        self._dirty()
        self._strand()  # leaders next to flipped temples only (§7.4)

    def _build_monument(self, m: int, tl: int) -> None:
        self._flip((tl, tl + 1, tl + COLS, tl + COLS + 1))
        self.monuments[m] = tl

    def _build_wonder(self, centre: int) -> None:
        self._flip((centre,) + NEIGH[centre])
        self.wonder = centre
