"""What may be done now in a game of Fantastiqa: the legal moves of each phase, worked out from
the state's flat lists with interned actions (the AI asks for them thousands of times a move).

``LegalMoves`` is mixed into ``rules.FantastiqaState``; it reads the state and changes nothing.
"""

from __future__ import annotations

from engine.game import memo_table

from . import data as D
from .actions import (DONE, END_TURN, EXCHANGE, RESHUFFLE, ChooseCard, ChoosePath, ChooseSeat,
                      Commit, CompleteQuest, Discard, Dump, Fly, Give, Pay, PickArtifact, PickQuest,
                      PickRegion, Play, Release, Statue, Subdue, Take, Withdraw, make)
from .data import (PH_ADV, PH_CHOOSE_CARD, PH_CHOOSE_PATH, PH_CHOOSE_SEAT, PH_END, PH_EXCH_GIVE,
                   PH_EXCH_TAKE, PH_KEY, PH_MAIN, PH_OFFER, PH_OVER, PH_PICK_ART, PH_PICK_POS,
                   PH_PICK_QUEST, PH_QPAY, PH_RELEASE, PH_TARGET, PH_TOKEN_EXCESS)
from .payment import minimal_payments

STATUE_OPTIONS = ("draw", "release", "teleport")

KINDS = D.KINDS
QUESTS = D.QUESTS


class LegalMoves:
    """The legal moves of the seat to move (mixed into the state)."""

    __slots__ = ()

    def legal_actions(self) -> list:
        if self._legal is None:
            self._legal = self._compute_legal()
        return self._legal[:]

    def _compute_legal(self) -> list:
        ph = self.phase
        if ph == PH_OVER:
            return []
        if ph == PH_MAIN:
            return self._legal_main()
        if ph == PH_ADV:
            out = self.subdue_options()
            out.append(DONE)
            return out
        if ph == PH_END:
            return self._legal_end()
        p = self.cur
        if ph == PH_PICK_QUEST:
            return [make(PickQuest, QUESTS[q]) for q in sorted(set(self.start_quests))]
        if ph == PH_PICK_ART:
            return [make(PickArtifact, KINDS[k]) for k in sorted(set(self.start_arts))]
        if ph == PH_PICK_POS:
            taken = set(self.pos)
            return [make(PickRegion, D.REGIONS[self.region_at[s]])
                    for s in range(6) if s not in taken]
        if ph == PH_OFFER:
            return self._offer_takes() + ([DONE] if self._offer_can_stop() else [])
        if ph == PH_RELEASE:
            out = self._release_options()
            if self.rel_count:
                out.append(DONE)
            return out
        if ph == PH_KEY:
            out = [make(Statue, o) for o in self._statue_options()]
            out.extend(self._plus_statue_plays())
            return out
        if ph == PH_QPAY:
            return self._qpay_options()
        if ph == PH_TOKEN_EXCESS:
            return [make(Withdraw, KINDS[k], None) for k in sorted(set(self.token[p]))]
        if ph == PH_TARGET:
            return [make(ChooseSeat, s) for s in self.opponents(p)]
        if ph == PH_CHOOSE_CARD:
            return self._choose_card_options()
        if ph == PH_CHOOSE_PATH:
            out = []
            for i in range(7):
                k = self.paths[i]
                if k < 0:
                    continue
                if self.pend_arg < 0 or (i != self.pend_arg and k != self.paths[self.pend_arg]):
                    out.append(make(ChoosePath, D.PATH_NAMES[i]))
            return out
        if ph == PH_CHOOSE_SEAT:
            if self.pend_arg < 0:
                return [make(ChooseSeat, s) for s in range(self.n)
                        if any(self.pos[t] != self.pos[s] for t in range(self.n))]
            return [make(ChooseSeat, s) for s in range(self.n)
                    if self.pos[s] != self.pos[self.pend_arg]]
        if ph == PH_EXCH_GIVE:
            out = []
            if len(self.exch) < len(self.hand[self.partner(p)]):
                out = [make(Give, KINDS[k]) for k in sorted(set(self.hand[p]))]
            out.append(DONE)
            return out
        if ph == PH_EXCH_TAKE:
            q = self.partner(p)
            out = [make(Give, KINDS[k]) for k in sorted(set(self.hand[q]))]
            if self.pend_arg < 1:  # the partner may refuse before handing anything back
                out.append(DONE)
            return out
        raise AssertionError(f"unknown phase {ph}")

    def _legal_main(self) -> list:
        p = self.cur
        hand = self.hand[p]
        pos = self.pos[p]
        if self.actions_left > 0:
            out = self.subdue_options()
            if self.statue_at[pos] >= 0:
                for o in self._statue_options():
                    out.append(_STATUE_ACT[o])
            if not self.quest_done:
                out.extend(self._quest_options())
        else:
            out = []
        kinds = sorted(set(hand))
        ksym = _KSYM
        # commit / withdraw
        quest_cards = self.quest_cards[p]
        bysym = None
        open_memo = memo_table(self, "open_syms")
        for qi, q in enumerate(self.pq[p]):
            committed = quest_cards[qi]
            if committed:
                if open_memo is None:
                    open_syms = _open_syms(q, committed)
                else:
                    key = (q, tuple(committed))
                    open_syms = open_memo.get(key)
                    if open_syms is None:
                        open_syms = open_memo[key] = _open_syms(q, committed)
            else:
                open_syms = _QSYMS[q]
            for s in open_syms:
                if bysym is None:
                    bysym = {}
                    for k in kinds:
                        s2 = ksym[k]
                        if s2 in bysym:
                            bysym[s2].append(k)
                        else:
                            bysym[s2] = [k]
                ks = bysym.get(s)
                if ks:
                    row = _COMMIT_Q[q]
                    for k in ks:
                        out.append(row[k])
            if committed:
                row = _WITHDRAW_Q[q]
                for k in sorted(set(committed)):
                    out.append(row[k])
        for k in kinds:
            out.append(_COMMIT_TOKEN[k])
        token = self.token[p]
        if token:
            for k in sorted(set(token)):
                out.append(_WITHDRAW_TOKEN[k])
        # movement and tokens
        if self.carpets[p] > 0:
            out.extend(_FLY_TOKEN[pos])
        if not self.simple and not _MAGIC_CARPETS.isdisjoint(kinds):
            adj_paths = ADJ_PATHS[pos]
            for k in kinds:
                if _IS_MAGIC_CARPET[k]:
                    for pi in adj_paths:
                        out.append(_FLY[pi][k])
        if self.reshuffles[p] > 0 and self.disc[p]:
            out.append(RESHUFFLE)
        for k in kinds:
            if _PLAYABLE[k] and self._can_play(k):
                out.append(_PLAY[k])
        if self.teams and self._can_exchange():
            out.append(EXCHANGE)
        out.append(END_TURN)  # last: a player indifferent between moves still acts
        return out

    def _legal_end(self) -> list:
        p = self.cur
        kinds = sorted(set(self.hand[p]))
        out = [_DISCARD[k] for k in kinds]
        if not self.dumped and kinds:
            for s in self._dump_targets():
                out.extend(make(Dump, KINDS[k], s) for k in kinds)
        out.append(DONE)
        return out

    def _dump_targets(self) -> list:
        p = self.cur
        here = self.pos[p]
        if not (self.entered >> here) & 1:
            return []
        return [s for s in self.opponents(p) if self.pos[s] == here]

    def subdue_options(self) -> list:
        """Subdue(path, minimal payment) for each creature next to the adventurer."""
        p = self.cur
        paths = self.paths
        hand = self.hand[p]
        glass = self.glass
        # symbol totals of the whole hand: a creature the whole hand cannot pay
        # has no payment at all (most of the time, nothing is payable)
        totals = [0] * 9
        ksym = _KSYM
        knsym = _KNSYM
        glass_left = glass >= 0
        for c in hand:
            s = ksym[c]
            if s >= 0:
                if glass_left and c == glass:
                    totals[s] += 2 * knsym[c]
                    glass_left = False
                else:
                    totals[s] += knsym[c]
        half = (totals[0] >> 1) + (totals[1] >> 1) + (totals[2] >> 1) + (totals[3] >> 1) \
            + (totals[4] >> 1) + (totals[5] >> 1) + (totals[6] >> 1) + (totals[7] >> 1) \
            + (totals[8] >> 1)
        out = []
        shand = None
        subdue_memo = memo_table(self, "subdue")
        for pi in ADJ_PATHS[self.pos[p]]:
            k = paths[pi]
            if k < 0:
                continue
            w = _KWEAK[k]
            if totals[w] - (totals[w] >> 1) + half < _KNEED[k]:
                continue
            if shand is None:
                # cards without a symbol never pay: leave them out of the cache key
                shand = tuple(sorted([c for c in hand if ksym[c] >= 0]))
                if glass >= 0 and glass not in shand:
                    glass = -1
            key = (shand, pi, k, glass)
            hit = None if subdue_memo is None else subdue_memo.get(key)
            if hit is None:
                name = D.PATH_NAMES[pi]
                hit = tuple(Subdue(name, tuple(KINDS[c] for c in pay))
                            for pay in minimal_payments(shand, w, _KNEED[k], glass))
                if subdue_memo is not None:
                    subdue_memo[key] = hit
            out.extend(hit)
        return out

    def _statue_options(self) -> list:
        p = self.cur
        st = self.statue_at[self.pos[p]]
        if st < 0:
            return []
        out = []
        if st == D.ARTIFACT_TOWER:
            if self.art_deck or self.art_disc:
                out.append("draw")
        elif st == D.BEAST_BAZAAR:
            if self.beast_deck or self.beast_disc:
                out.append("draw")
        elif len(self.pq[p]) < D.MAX_PERSONAL_QUESTS and (self.quest_deck or self.quest_disc):
            out.append("draw")
        hand, disc = self.hand[p], self.disc[p]
        if self.gems[p] >= D.RELEASE_COST and (
                hand.count(D.PEACEFUL_DRAGON) < len(hand)
                or disc.count(D.PEACEFUL_DRAGON) < len(disc)):
            out.append("release")
        if self.gems[p] >= D.TELEPORT_COST:
            out.append("teleport")
        return out

    def _quest_options(self) -> list:
        if self.quest_done:
            return []
        p = self.cur
        region = self.region_at[self.pos[p]]
        qr = _QREGION
        out = []
        have = None
        pq = self.pq[p]
        for qi in range(len(pq)):
            q = pq[qi]
            if qr[q] == region:
                if have is None:
                    have = self._hand_units()
                if _payable(q, have, self.quest_cards[p][qi]):
                    out.append(_COMPLETE[q])
        for q in self.common:
            if q >= 0 and qr[q] == region:
                if have is None:
                    have = self._hand_units()
                if _payable(q, have, self.token[p]):
                    out.append(_COMPLETE[q])
        return out

    def can_finish_payment(self) -> bool:
        """Whether the mover's cards still cover what the quest being paid for needs: its hand,
        and for a common quest its token cards too (so a rules-true position always can)."""
        have = self._hand_units()
        if self.pend_arg == 1:
            for c in self.token[self.cur]:
                if _KSYM[c] >= 0:
                    have[_KSYM[c]] += _KNSYM[c]
        return all(h >= n for h, n in zip(have, self.qneed))

    def _hand_units(self) -> list:
        have = [0] * 9
        ksym, knsym = _KSYM, _KNSYM
        for c in self.hand[self.cur]:
            s = ksym[c]
            if s >= 0:
                have[s] += knsym[c]
        return have

    def _qpay_options(self) -> list:
        p = self.cur
        need = self.qneed
        out = [make(Pay, KINDS[k], False) for k in sorted(set(self.hand[p]))
               if D.KIND_SYM[k] >= 0 and need[D.KIND_SYM[k]] > 0]
        if self.pend_arg == 1:  # a common quest: the token cards may pay too
            out.extend(make(Pay, KINDS[k], True) for k in sorted(set(self.token[p]))
                       if D.KIND_SYM[k] >= 0 and need[D.KIND_SYM[k]] > 0)
        return out

    def _offer_takes(self) -> list:
        p = self.cur
        if self.offer_kind == D.QUEST_CHEST:
            if len(self.pq[p]) >= D.MAX_PERSONAL_QUESTS:
                return []
            return [make(Take, QUESTS[q]) for q in sorted(set(self.offer))]
        g = self.gems[p]
        return [make(Take, KINDS[k]) for k in sorted(set(self.offer)) if D.KIND_COST[k] <= g]

    def _offer_can_stop(self) -> bool:
        return self.offer_kind != D.QUEST_CHEST or self.taken > 0

    def _release_options(self) -> list:
        p = self.cur
        if self.rel_count >= self.rel_limit or self.gems[p] < D.RELEASE_COST:
            return []
        out = [make(Release, KINDS[k], True) for k in sorted(set(self.hand[p]))
               if k != D.PEACEFUL_DRAGON]
        out.extend(make(Release, KINDS[k], False) for k in sorted(set(self.disc[p]))
                   if k != D.PEACEFUL_DRAGON)
        return out

    def _plus_statue_plays(self) -> list:
        if self.simple:
            return []
        return [make(Play, KINDS[k]) for k in sorted(set(self.hand[self.cur]))
                if D.KIND_ABILITY[k] == D.PLUS_STATUE]

    def _choose_card_options(self) -> list:
        p = self.cur
        k = self.pend_kind
        out = []
        if k in (D.LOOKING_GLASS, D.BITTER_BREW):
            for c in sorted(set(self.hand[p])):
                if k == D.BITTER_BREW or D.KIND_SYM[c] >= 0:
                    out.append(make(ChooseCard, KINDS[c], True))
        if k in (D.BITTER_BREW, D.SMELLY_ALCHEMY):
            out.extend(make(ChooseCard, KINDS[c], False) for c in sorted(set(self.disc[p])))
        return out

    def _ability(self, k: int) -> int:
        if self.simple and D.ABILITY_IGNORED_IN_SIMPLE[k]:
            return D.NO_ABILITY
        return D.KIND_ABILITY[k]

    def _can_play(self, k: int) -> bool:
        """Whether hand card kind ``k`` can be played for its ability or artifact effect now."""
        p = self.cur
        ab = _KABILITY[k]
        if ab >= 0 and self.simple and _IGNORED_SIMPLE[k]:
            ab = D.NO_ABILITY
        if ab == D.DIG_GEM:
            return self.gem_supply > 0
        if ab == D.PLUS_STATUE:
            return self.statue_at[self.pos[p]] >= 0
        if ab == D.STATUE_KEY:
            return bool(self._statue_options())
        if ab == D.SUMMON_DRAGON:
            return self.dragon_supply > 0
        if not D.IS_ARTIFACT[k]:
            return False
        if self.played_once_this_turn(k):
            return False
        if k == D.BITTER_BREW:
            return len(self.hand[p]) > 1 or bool(self.disc[p])
        if k == D.LOOKING_GLASS:
            return self.glass < 0 and any(D.KIND_SYM[c] >= 0 for c in self.hand[p])
        if k == D.WARDROBE_OF_CHANGING:
            return len({c for c in self.paths if c >= 0}) >= 2
        if k == D.DECK_OF_MISADVENTURE:
            return len(set(self.pos)) >= 2
        if k == D.GNOMISH_PORTAL:
            return self.statue_at[self.pos[p]] >= 0
        if k == D.SMELLY_ALCHEMY:
            return bool(self.disc[p])
        return True  # rogue's purse, bag, pentacle, espresso, pentangle

    def played_once_this_turn(self, k: int) -> bool:
        """Whether kind ``k`` works once a turn and has been played this turn."""
        return bool(self.once_played & ONCE_BIT[k])

    def _can_exchange(self) -> bool:
        if not self.teams or self.exchanged:
            return False
        p = self.cur
        q = self.partner(p)
        if not self.hand[p] or not self.hand[q]:
            return False
        a, b = self.pos[p], self.pos[q]
        return a == b or any(o == b for _, o in D.ADJ[a])


def _units(cards, s: int) -> int:
    """How many ``s`` symbols the cards show."""
    n = 0
    for c in cards:
        if D.KIND_SYM[c] == s:
            n += D.KIND_NSYM[c]
    return n


def holds(pile, kinds) -> bool:
    """Whether ``pile`` holds every card of ``kinds`` (copies counted)."""
    return all(pile.count(k) >= kinds.count(k) for k in set(kinds))


def _payable(q: int, have, extra) -> bool:
    """Whether hand units ``have`` plus the cards ``extra`` show quest ``q``'s symbols."""
    if extra:
        have = have[:]
        for c in extra:
            s = _KSYM[c]
            if s >= 0:
                have[s] += _KNSYM[c]
    for s, n in _QREQ[q]:
        if have[s] < n:
            return False
    return True


def _open_syms(q: int, committed) -> tuple:
    """The symbols quest ``q`` still needs beyond the cards committed to it, in order."""
    return tuple(s for s, n in D.QUEST_REQ[q] if _units(committed, s) < n)


_QSYMS = tuple(tuple(s for s, _ in req) for req in D.QUEST_REQ)
_KSYM = D.KIND_SYM
_KABILITY = D.KIND_ABILITY
_IGNORED_SIMPLE = D.ABILITY_IGNORED_IN_SIMPLE
_KNSYM = D.KIND_NSYM
_KWEAK = D.KIND_WEAK
_KNEED = D.KIND_NEED
_QREQ = D.QUEST_REQ
_QREGION = D.QUEST_REGION
ADJ_PATHS = tuple(tuple(pi for pi, _ in adj) for adj in D.ADJ)
_IS_MAGIC_CARPET = tuple(D.KIND_ABILITY[k] == D.MAGIC_CARPET for k in range(D.NUM_KINDS))
_COMPLETE = [CompleteQuest(q) for q in QUESTS]

_MAGIC_CARPETS = frozenset(k for k in range(D.NUM_KINDS) if D.KIND_ABILITY[k] == D.MAGIC_CARPET)

# Interned actions by int index, so the hot path builds nothing.
_COMMIT_Q = [[Commit(k, q) for k in KINDS] for q in QUESTS]
_WITHDRAW_Q = [[Withdraw(k, q) for k in KINDS] for q in QUESTS]
_COMMIT_TOKEN = [Commit(k, None) for k in KINDS]
_WITHDRAW_TOKEN = [Withdraw(k, None) for k in KINDS]
_PLAY = [Play(k) for k in KINDS]
_DISCARD = [Discard(k) for k in KINDS]
#: _FLY[path][card kind], the carpet token at index -1 (the last slot).
_FLY = [[Fly(pn, k) for k in KINDS] + [Fly(pn, None)] for pn in D.PATH_NAMES]
_STATUE_ACT = {o: Statue(o) for o in STATUE_OPTIONS}
#: The carpet-token flights from each board space.
_FLY_TOKEN = tuple(tuple(_FLY[pi][-1] for pi in ADJ_PATHS[sp]) for sp in range(6))
#: Kinds that can ever be played for an ability or as an artifact.
_PLAYABLE = [D.KIND_ABILITY[k] >= 0 or D.IS_ARTIFACT[k] for k in range(D.NUM_KINDS)]
#: A kind's bit in ``once_played`` if it works once a turn, else 0.
ONCE_BIT = [1 << k if k in D.ONCE_A_TURN else 0 for k in range(D.NUM_KINDS)]
