"""Values of card sets for a building space (rules §5.3, §5.4).

Hands and sets are count vectors over the 24 card kinds
(``kind = colour * 3 + value - 1``).  ``x`` is the colour the set pays in;
-1 means "not fixed yet" (a Royal Palace set of wild cards only).
A Hoax recolouring is ``(frm, to, left)``: the next ``left`` cards of colour
``frm`` put into the set count as plain cards of colour ``to``.
"""

from __future__ import annotations

from .data import ANY, BROWN, GREEN

HOAX_BUDGET = {1: 4, 2: 1}  # Hoax 1: up to 4 cards of one colour; Hoax 2: exactly 1 card


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


def config_value(hand, staged, rec_sum: int, x: int, hoax) -> int:
    """Best value reachable paying in ``x`` from ``staged`` plus any cards of ``hand``.

    A concrete, reachable plan (so a "yes" never leads to a dead end): the
    remaining Hoax budget goes to the highest ``frm`` cards (put in first),
    everything else eligible is added naturally.  If the Hoax recolours into
    another colour than ``x``, ``frm`` cards cannot be used at all.
    -1 when the set already holds a wild Mimix that can never be paired.
    """
    if x != BROWN and (staged[15] + staged[16]) % 2 and not (hand[15] + hand[16]):
        return -1
    if hoax is None or hoax[2] <= 0:
        # fast path: no recolouring left
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
    frm, to, left = hoax
    b = frm * 3
    if x == to:
        for val in (3, 2, 1):
            take = min(hand[b + val - 1], left)
            if take:
                v += take * val
                total[b + val - 1] -= take
                left -= take
    else:
        for i in range(3):
            total[b + i] -= hand[b + i]
    return v + natural_value(total, x)


def best_value(hand, staged, rec_sum: int, space_colour: int, colour: int, hoax) -> int:
    """Best reachable value for a space of ``space_colour`` (ANY: over every colour)."""
    if space_colour != ANY:
        return config_value(hand, staged, rec_sum, space_colour, hoax)
    if colour >= 0:
        return config_value(hand, staged, rec_sum, colour, hoax)
    if hoax is None or hoax[2] <= 0:
        # config_value's fast path for every colour at once (the same maximum)
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
    return max(config_value(hand, staged, rec_sum, x, hoax) for x in range(8))


def set_value(staged, rec_sum: int, x: int) -> int:
    """Value of the set being built.

    ``x`` -1 (a Royal Palace set of Khind/Mimix only so far): the better of
    the wild reading and the brown one (Mimix at face value as brown cards).
    """
    if x < 0:
        return rec_sum + max(natural_value(staged, -1), natural_value(staged, BROWN))
    return rec_sum + natural_value(staged, x)


def hoax_options(hand, space_colour: int, value: int):
    """(frm, to) pairs a Hoax of ``value`` could recolour, before any card is in the set."""
    out = []
    targets = range(8) if space_colour == ANY else (space_colour,)
    for frm in range(8):
        b = frm * 3
        n = hand[b] + hand[b + 1] + hand[b + 2] - (1 if b == 18 else 0)
        if n <= 0:
            continue
        for to in targets:
            if to != frm:
                out.append((frm, to))
    return out
