"""Subdue payments (rules §6.4): natural symbols, wild pairs, the Looking Glass.

Cards are kind indices.  ``subdue_value`` is the reference algorithm;
``minimal_payments`` lists every sub-multiset of a hand that pays a creature
and from which no card can be left out.  The legal-move list offers only these
(an extra card only goes to the discard pile, as the end-of-turn discard could
put it), while the rules accept any overpayment a player names
(``FantastiqaState.pays_in_full``).
"""

from __future__ import annotations

from itertools import product

from .data import KIND_NSYM, KIND_SYM, NO_SYM


def subdue_value(cards, weak: int, glass: int = -1) -> int:
    """Natural + wild symbols the cards give against weakness ``weak``.

    ``glass`` is the kind doubled by the Looking Glass (one copy only), or -1.
    """
    totals = [0] * 9
    glass_left = glass >= 0
    for c in cards:
        s = KIND_SYM[c]
        if s == NO_SYM:
            continue
        n = KIND_NSYM[c]
        if glass_left and c == glass:
            n *= 2
            glass_left = False
        totals[s] += n
    value = totals[weak]
    for t in range(9):
        if t != weak:
            value += totals[t] >> 1
    return value


def _candidates(hand, weak: int, need: int, glass: int):
    """Payments of at most 4 cards built from the only useful shapes (need is 1 or 2):
    natural cards, self-wild cards (2+ identical symbols) and pairs of one-symbol cards."""
    nat1, nat2, w2, w4 = [], [], [], []
    singles = {}  # symbol -> one-symbol card instances of another symbol
    glass_left = glass >= 0
    for c in hand:
        s = KIND_SYM[c]
        if s == NO_SYM:
            continue
        u = KIND_NSYM[c]
        if glass_left and c == glass:
            u *= 2
            glass_left = False
        if s == weak:
            (nat1 if u == 1 else nat2).append(c)
        elif u >= 4:
            w4.append(c)
        elif u >= 2:
            w2.append(c)
        else:
            singles.setdefault(s, []).append(c)
    pairs = []
    for cards in singles.values():
        m = len(cards)
        for i in range(m):
            for j in range(i + 1, m):
                pairs.append((cards[i], cards[j]))
    out = []
    if need == 1:
        out.extend((c,) for c in nat1 + nat2 + w2 + w4)
        out.extend(pairs)
        return out
    out.extend((c,) for c in nat2 + w4)
    ones = nat1 + w2  # each worth exactly 1
    m = len(ones)
    for i in range(m):
        for j in range(i + 1, m):
            out.append((ones[i], ones[j]))
        for pr in pairs:
            out.append((ones[i],) + pr)
    for i in range(len(pairs)):
        a = pairs[i]
        for j in range(i + 1, len(pairs)):
            b = pairs[j]
            if not set(a) & set(b) or len(a + b) <= _count_ok(hand, a + b):
                out.append(a + b)
    return out


def _count_ok(hand, cards) -> int:
    """len(cards) if the hand holds that many copies of each kind, else a larger number."""
    for c in set(cards):
        if cards.count(c) > hand.count(c):
            return len(cards) + 1
    return len(cards)


def _is_minimal(cards, weak: int, need: int, glass: int) -> bool:
    if subdue_value(cards, weak, glass) < need:
        return False
    for i in range(len(cards)):
        if subdue_value(cards[:i] + cards[i + 1:], weak, glass) >= need:
            return False
    return True


def _value_small(cards, weak: int, glass: int) -> int:
    """``subdue_value`` for the few cards of a candidate payment."""
    t0 = t1 = 0  # units of two other symbols (a candidate of at most 4 cards has few)
    s0 = s1 = -2
    value = 0
    glass_left = glass >= 0
    rest = None
    for c in cards:
        s = KIND_SYM[c]
        if s == NO_SYM:
            continue
        n = KIND_NSYM[c]
        if glass_left and c == glass:
            n *= 2
            glass_left = False
        if s == weak:
            value += n
        elif s == s0:
            t0 += n
        elif s0 == -2:
            s0, t0 = s, n
        elif s == s1:
            t1 += n
        elif s1 == -2:
            s1, t1 = s, n
        else:
            if rest is None:
                rest = {}
            rest[s] = rest.get(s, 0) + n
    value += (t0 >> 1) + (t1 >> 1)
    if rest:
        for t in rest.values():
            value += t >> 1
    return value


def minimal_payments(hand, weak: int, need: int, glass: int = -1) -> tuple:
    """Every minimal payment (a sorted tuple of kinds) of ``hand`` for a creature."""
    seen = set()
    out = []
    for cand in _candidates(hand, weak, need, glass):
        m = len(cand)
        if m == 1:
            # a single natural or self-wild card that pays: minimal by construction
            if cand not in seen:
                seen.add(cand)
                out.append(cand)
            continue
        cand = tuple(sorted(cand))
        if cand in seen:
            continue
        seen.add(cand)
        if len(set(cand)) < m and _count_ok(hand, cand) != m:
            continue
        if _value_small(cand, weak, glass) < need:
            continue
        for i in range(m):
            if _value_small(cand[:i] + cand[i + 1:], weak, glass) >= need:
                break
        else:
            out.append(cand)
    out.sort()
    return tuple(out)


def minimal_payments_brute(hand, weak: int, need: int, glass: int = -1) -> tuple:
    """Reference: every sub-multiset, checked one by one (for tests)."""
    symbolic = sorted(c for c in hand if KIND_SYM[c] != NO_SYM)
    kinds = sorted(set(symbolic))
    counts = [symbolic.count(k) for k in kinds]
    out = []
    for combo in product(*(range(c + 1) for c in counts)):
        cards = tuple(k for k, m in zip(kinds, combo) for _ in range(m))
        if cards and _is_minimal(cards, weak, need, glass):
            out.append(cards)
    return tuple(sorted(out))


def can_pay(hand, weak: int, need: int, glass: int = -1) -> bool:
    """Whether the whole hand could pay (more cards never lower the value)."""
    return subdue_value(hand, weak, glass) >= need
