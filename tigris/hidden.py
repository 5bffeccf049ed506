"""Hidden information (§4, score visibility) for ``TigrisState``: what a seat sees
and the worlds the AI samples from it.

Behind the screens (hidden scores) only the totals are secret: every point and treasure a
seat takes is announced to all (the events of a tile's point, a war, a monument, a
treasure...), so a seat that kept count knows each rival's totals.  A view keeps that
count as ``announced`` (the totals themselves read as unknown, for the table), and a
sampled world gives each rival what it was seen to take.  A written position's points
count as announced: the position is laid out for every seat."""

from __future__ import annotations

import random
from typing import Self

from engine.game import clone_without_rng

from .data import TILE_COUNTS
from .data import SWAP


def _deal(pool: list[int], k: int, rng: random.Random) -> list[int]:
    """Take k tiles at random from the per-colour counts ``pool`` (changed in place)."""
    out = [0, 0, 0, 0]
    total = sum(pool)
    for _ in range(min(k, total)):
        r = rng.randrange(total)
        c = 0
        while r >= pool[c]:
            r -= pool[c]
            c += 1
        pool[c] -= 1
        out[c] += 1
        total -= 1
    return out


class HiddenInfo:
    """A seat's view of the game and sampled worlds consistent with it."""

    __slots__ = ()

    def view(self, seat: int) -> Self:
        """What ``seat`` sees: other hands, the bag, the rng (and hidden scores) unknown."""
        v = clone_without_rng(self)
        v.bag = None
        v.hands = [h[:] if o == seat else None for o, h in enumerate(self.hands)]
        if not self.open_scores and self.to_move is not None:  # screens come down at the end
            v.announced = self.announced_points()
            v.vp = [x[:] if o == seat else None for o, x in enumerate(self.vp)]
            v.treas_n = [x if o == seat else None for o, x in enumerate(self.treas_n)]
        if self.phase == SWAP and self.active != seat:
            v.swap_min = 0  # the colours being discarded are secret
        v._legal = None
        return v

    def announced_points(self) -> list[list[int]]:
        """Per seat, the points per colour and then the treasures it was seen to take
        (its totals: every gain is announced to all seats)."""
        if self.announced is not None:  # a view: the totals are hidden, the count is not
            return [x[:] for x in self.announced]
        return [vp + [t] for vp, t in zip(self.vp, self.treas_n)]

    def unseen_pool(self, seat: int) -> list[int]:
        """Per colour, tiles ``seat`` cannot locate: other hands, the bag, secret discards."""
        count = self.tiles.count
        gone, hand = self.gone, self.hands[seat]
        return [TILE_COUNTS[c] - count(c) - gone[c] - hand[c] for c in range(4)]

    def determinize(self, seat: int, rng: random.Random) -> Self:
        v = self.view(seat)
        # Deal the unseen tiles at random: the rivals' hands, then the bag (what is
        # left over beyond the bag's size are secret discards).
        pool = v.unseen_pool(seat)
        for o in range(v.n):
            if o != seat:
                v.hands[o] = _deal(pool, v.hand_n[o], rng)
        if v.phase == SWAP and v.active != seat and v.swap_n:
            # The swap's discards so far, in colour order: the next may not come before the last.
            discarded = _deal(pool, v.swap_n, rng)
            v.swap_min = max((c for c in range(4) if discarded[c]), default=0)
        extra = sum(pool) - v.bag_n
        if extra > 0:
            _deal(pool, extra, rng)
        v.bag = pool
        if v.announced is not None:
            # Each rival has what it was seen to take (the totals alone were behind its screen).
            for o, points in enumerate(v.announced):
                if v.vp[o] is None:
                    v.vp[o], v.treas_n[o] = points[:4], points[4]
            v.announced = None
        v.rng = random.Random(rng.getrandbits(64))
        v.rng_shared = False
        # A sampled world of the position itself (not yet played on): the AI's hooks
        # may spend more on it (it is the root of a search), and the answers they work
        # out are shared by every world sampled from this state.
        v._sampled = True
        v.memo = self.memo  # a search's caches (engine.game.with_memo) reach its every world
        return v
