"""Hidden information (§4, score visibility) for ``TigrisState``: what a seat sees
and the worlds the AI samples from it."""

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
            v.vp = [x[:] if o == seat else None for o, x in enumerate(self.vp)]
            v.treas_n = [x if o == seat else None for o, x in enumerate(self.treas_n)]
        if self.phase == SWAP and self.active != seat:
            v.swap_min = 0  # the colours being discarded are secret
        v._legal = None
        return v

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
        extra = sum(pool) - v.bag_n
        if extra > 0:
            _deal(pool, extra, rng)
        v.bag = pool
        if not v.open_scores:
            # Collected VP are secret: assume each rival has what this seat has, and
            # share the treasures this seat did not collect among them at random.
            others = [o for o in range(v.n) if o != seat]
            left = len(v.board.temples) - sum(v.treas) - v.treas_n[seat]
            split = [0] * v.n
            for _ in range(left):
                split[others[rng.randrange(len(others))]] += 1
            for o in others:
                v.vp[o] = v.vp[seat][:]
                v.treas_n[o] = split[o]
        v.rng = random.Random(rng.getrandbits(64))
        v.rng_shared = False
        # A sampled world of the position itself (not yet played on): the AI's hooks
        # may spend more on it (it is the root of a search).
        v._sampled = True
        return v
