"""Hidden information (rules §12): what a seat sees, and worlds consistent with it.

Hidden: other hands, the deck order, the discard pile below its top card
(except to a Historian looking through it), the professions of other players'
completed chapters and the VP deck order.
"""

from __future__ import annotations

import random

from engine.game import clone_without_rng

from . import data as D


def view(state, seat: int):
    """A copy with everything `seat` may not know replaced by None (§12)."""
    v = clone_without_rng(state)
    v._legal = None
    v.keep_events_of(state, seat)
    for p in range(state.num_players):
        if p != seat:
            v.hands[p] = [None] * len(v.hands[p])
            v.completed[p] = [None] * len(v.completed[p])
    v.deck = [None] * len(v.deck)
    v.vp_deck = [None] * len(v.vp_deck)
    if state.reveal_discard != seat and v.discard:
        v.discard = [None] * (len(v.discard) - 1) + [v.discard[-1]]
    return v


def determinize(state, seat: int, rng: random.Random):
    """A full state consistent with view(seat), hidden cards resampled with rng (§12)."""
    v = state.view(seat)
    counts = [D.COPIES_PER_KIND] * D.NUM_KINDS
    known = [k for k in v.hands[seat]] + v.area + v.limbo + v.laying + v.laid
    known += [k for k in v.discard if k is not None]
    for k in known:
        counts[k] -= 1
    for p in range(state.num_players):
        for k in D.kinds_in(v.guild[p]):
            counts[k] -= 1
        for prof in v.completed[p]:
            if prof is not None:
                for k in range(prof * 5, prof * 5 + 5):
                    counts[k] -= 1
    # Hidden completed chapters: a profession whose 5 colours are all still unseen.
    slots = [(p, i) for p in range(state.num_players) for i, x in enumerate(v.completed[p])
             if x is None]
    if slots:
        chosen = _sample_chapters(counts, len(slots), rng)
        for (p, i), prof in zip(slots, chosen):
            v.completed[p][i] = prof
            for k in range(prof * 5, prof * 5 + 5):
                counts[k] -= 1
    pool = [k for k in range(D.NUM_KINDS) for _ in range(counts[k])]
    rng.shuffle(pool)
    for p in range(state.num_players):
        h = v.hands[p]
        for i in range(len(h)):
            if h[i] is None:
                h[i] = pool.pop()
    pile = v.discard
    for i in range(len(pile)):
        if pile[i] is None:
            pile[i] = pool.pop()
    v.deck = pool
    vp_counts = list(D.vp_deck_counts(state.num_players))
    for x in v.center:
        vp_counts[x] -= 1
    for cards in v.vp_cards:
        for x in cards:
            vp_counts[x] -= 1
    vp_pool = [x for x in range(len(vp_counts)) for _ in range(vp_counts[x])]
    rng.shuffle(vp_pool)
    v.vp_deck = vp_pool
    v.rng = random.Random(rng.getrandbits(64))
    v.rng_shared = False
    return v


def _sample_chapters(counts: list[int], n: int, rng: random.Random) -> list[int]:
    """n professions for hidden completed chapters, each with all 5 colours available.

    A random depth-first search: the real position is one solution, so it never fails.
    """
    order = list(range(D.NUM_PROFESSIONS))
    out: list[int] = []
    c = counts[:]

    def go(left: int) -> bool:
        if not left:
            return True
        cand = order[:]
        rng.shuffle(cand)
        for prof in cand:
            base = prof * 5
            if all(c[k] > 0 for k in range(base, base + 5)):
                for k in range(base, base + 5):
                    c[k] -= 1
                out.append(prof)
                if go(left - 1):
                    return True
                out.pop()
                for k in range(base, base + 5):
                    c[k] += 1
        return False

    if not go(n):  # only a corrupted state gets here
        raise ValueError("no professions fit the hidden completed chapters")
    return out
