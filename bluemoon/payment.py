"""Values of card sets for a building space (rules §5.3, §5.4).

Hands and sets are count vectors over the 24 card kinds
(``kind = colour * 3 + value - 1``).  ``x`` is the colour the set pays in;
-1 means "not fixed yet" (a Royal Palace set of wild cards only).

Hoax cards give a recolouring *budget*: per source colour, how many more
cards of that colour may count as plain cards of the paying colour (a Hoax 1
adds 4, a Hoax 2 adds 1; rules §5.4 "up to 4").  Whether a card uses the
budget is the player's choice card by card, so a budget never forces a card
to be recoloured.  ``budget`` is None when no Hoax was played.
"""

from __future__ import annotations

from .data import ANY, BROWN, GREEN

HOAX_BUDGET = {1: 4, 2: 1}  # Hoax 1: up to 4 cards of one colour; Hoax 2: exactly 1 card
HOAX_KIND = {1: 18, 2: 19}  # the card kind of a Hoax of each value
_ZERO = (0,) * 24


def natural_value(counts, x: int) -> int:
    """Value of ``counts`` (no recolouring) paying in colour ``x``; ineligible cards count 0.

    Khind is always a wild 1; Mimix 1/2 pair to a wild 3 (for a brown space
    the better of face value and pairs: pairing two 1s gains 1); every other
    card counts its value in its own colour only.
    """
    v = counts[12] + counts[13] + counts[14]            # Khind: 1 each
    m1, m2 = counts[15], counts[16]
    if x == BROWN:
        v += m1 + 2 * m2 + 3 * counts[17] + m1 // 2
    else:
        v += 3 * ((m1 + m2) // 2)
        if 0 <= x and x != GREEN:
            b = x * 3
            v += counts[b] + 2 * counts[b + 1] + 3 * counts[b + 2]
    return v


def config_value(hand, staged, rec_sum: int, x: int, budget) -> int:
    """Best value reachable paying in ``x`` from ``staged`` plus any cards of ``hand``.

    A concrete, reachable plan (so a "yes" never leads to a dead end): per
    source colour the budget goes to the highest cards of ``hand`` (a Mimix
    pair is kept whole when that is worth more), everything else eligible is
    added naturally.  -1 when the set already holds a wild Mimix that can
    never be paired.
    """
    odd_mimix = x != BROWN and (staged[15] + staged[16]) % 2
    if odd_mimix and not (hand[15] + hand[16]):
        return -1
    if budget is None:
        # fast path: no recolouring
        v = rec_sum + hand[12] + hand[13] + hand[14] + staged[12] + staged[13] + staged[14]
        m1 = hand[15] + staged[15]
        m2 = hand[16] + staged[16]
        if x == BROWN:
            return v + m1 + 2 * m2 + 3 * (hand[17] + staged[17]) + m1 // 2
        v += 3 * ((m1 + m2) // 2)
        if 0 <= x and x != GREEN:
            b = x * 3
            v += hand[b] + staged[b] + 2 * (hand[b + 1] + staged[b + 1]) + 3 * (hand[b + 2] + staged[b + 2])
        return v
    total = [h + s for h, s in zip(hand, staged)]
    v = rec_sum
    for frm in range(8):
        left = budget[frm]
        if left <= 0 or frm == x:
            continue
        b = frm * 3
        if frm == BROWN:
            v += _recolour_mimix(hand, total, left, 1 if odd_mimix else 0)
            continue
        for val in (3, 2, 1):
            take = min(hand[b + val - 1], left)
            if take:
                v += take * val
                total[b + val - 1] -= take
                left -= take
    return v + natural_value(total, x)


def _recolour_mimix(hand, total, left: int, keep: int) -> int:
    """Recolour Mimix cards of ``hand`` (budget ``left``) for a non-brown set; updates
    ``total`` and returns the recoloured value.  A Mimix 3 is worth most recoloured;
    of the 1s and 2s the split that leaves the most pairs plus recoloured value wins.
    ``keep``: Mimix 1/2 cards that must stay in hand as the partner of a staged one."""
    r3 = min(hand[17], left)
    total[17] -= r3
    left -= r3
    best, b1, b2 = -1, 0, 0
    free = hand[15] + hand[16] - keep
    for r2 in range(min(left, hand[16], free) + 1):
        for r1 in range(min(left - r2, hand[15], free - r2) + 1):
            g = r1 + 2 * r2 + 3 * ((total[15] - r1 + total[16] - r2) // 2)
            if g > best:
                best, b1, b2 = g, r1, r2
    total[15] -= b1
    total[16] -= b2
    return 3 * r3 + b1 + 2 * b2


def best_value(hand, staged, rec_sum: int, space_colour: int, colour: int, budget) -> int:
    """Best reachable value for a space of ``space_colour`` (ANY: over every colour)."""
    if space_colour != ANY:
        return config_value(hand, staged, rec_sum, space_colour, budget)
    if colour >= 0:
        return config_value(hand, staged, rec_sum, colour, budget)
    # A Hoax fixes the palace colour, so an open colour means no budget:
    # config_value's fast path for every colour at once (the same maximum).
    v = rec_sum + hand[12] + hand[13] + hand[14] + staged[12] + staged[13] + staged[14]
    m1 = hand[15] + staged[15]
    m2 = hand[16] + staged[16]
    brown = v + m1 + 2 * m2 + 3 * (hand[17] + staged[17]) + m1 // 2
    if (staged[15] + staged[16]) % 2 and not (hand[15] + hand[16]):
        return brown      # every other colour reads -1
    top = 0
    for b in (0, 3, 6, 9, 18, 21):
        c = hand[b] + staged[b] + 2 * (hand[b + 1] + staged[b + 1]) + 3 * (hand[b + 2] + staged[b + 2])
        if c > top:
            top = c
    other = v + 3 * ((m1 + m2) // 2) + top
    return brown if brown > other else other


def set_value(staged, rec_sum: int, x: int) -> int:
    """Value of the set being built.

    ``x`` -1 (a Royal Palace set of Khind/Mimix only so far): the better of
    the wild reading and the brown one (Mimix at face value as brown cards).
    """
    if x < 0:
        return rec_sum + max(natural_value(staged, -1), natural_value(staged, BROWN))
    return rec_sum + natural_value(staged, x)


def hoax_plays(hand, space_colour: int, colour: int, need: int, budget):
    """Every Hoax ``(value, frm, to)`` that may be played now, before the first card of
    the set, leaving the space payable (maybe with further Hoax cards).

    ``colour`` is the set's colour when already fixed (the palace after a first
    Hoax), else -1; recolouring goes into the space's colour, for the palace
    into the one colour of its set.
    """
    out = []
    memo: dict = {}
    for hv, frm, h2, b2 in _plays(hand, budget):
        for to in _targets(space_colour, colour):
            if to != frm and _payable(h2, space_colour, to, need, b2, memo):
                out.append((hv, frm, to))
    return out


def can_pay(hand, space_colour: int, need: int) -> bool:
    """Some set of ``hand`` (with any number of Hoax cards) pays ``need`` in ``space_colour``."""
    if best_value(hand, _ZERO, 0, space_colour, -1, None) >= need:
        return True
    if not (hand[18] or hand[19]):
        return False
    memo: dict = {}
    for hv, frm, h2, b2 in _plays(hand, None):
        for to in _targets(space_colour, -1):
            if to != frm and _payable(h2, space_colour, to, need, b2, memo):
                return True
    return False


def _targets(space_colour: int, colour: int):
    if space_colour != ANY:
        return (space_colour,)
    return (colour,) if colour >= 0 else range(8)


def _plays(hand, budget):
    """(value, frm, hand after, budget after) of each Hoax that adds useful budget."""
    for hv in (1, 2):
        if not hand[HOAX_KIND[hv]]:
            continue
        h2 = list(hand)
        h2[HOAX_KIND[hv]] -= 1
        for frm in range(8):
            b = frm * 3
            n = h2[b] + h2[b + 1] + h2[b + 2]
            if n <= (budget[frm] if budget is not None else 0):
                continue  # no card of that colour left to recolour
            b2 = list(budget) if budget is not None else [0] * 8
            b2[frm] += HOAX_BUDGET[hv]
            yield hv, frm, h2, b2


def _payable(hand, space_colour: int, x: int, need: int, budget, memo) -> bool:
    """Payable in colour ``x`` from ``hand`` with ``budget``, adding Hoax cards if needed.

    Only the Hoax cards in hand and the budget change during one search, so
    they (with ``x``) are the memo key."""
    key = (x, hand[18], hand[19], tuple(budget))
    if key in memo:
        return memo[key]
    ok = config_value(hand, _ZERO, 0, x, budget) >= need
    if not ok and (hand[18] or hand[19]):
        ok = any(_payable(h2, space_colour, x, need, b2, memo)
                 for _, frm, h2, b2 in _plays(hand, budget) if frm != x)
    memo[key] = ok
    return ok
