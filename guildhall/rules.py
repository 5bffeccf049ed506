"""Guildhall rules engine (docs/rules/guildhall.md), pure Python.

Cards are kinds 0..29 (``data.KIND_NAMES``); a guildhall is one 30-bit mask
(a guildhall never holds two identical cards, §3), a completed chapter is its
profession index. Every composite choice is a pending decision (§13): the
``phase`` says which, ``to_move`` says whose.  A chapter is checked for
completion whenever cards enter a guildhall; a fourth completed chapter
interrupts whatever is pending until its owner discards down to three (§9).
A completed chapter going onto the discard pile interrupts likewise: its owner
says, top card first, in which order its cards are laid (§8, §9).
"""

from __future__ import annotations

import random
from typing import Any

from engine.game import (IllegalAction, ScoreChange, State, check_options, field_clone, group_by_key,
                         own_rng, rng_from_json, rng_to_json)
from engine.text import Message

from . import actions as A
from . import data as D
from . import events, hidden, words
from .events import SEAT
from .words import PROFESSION, THE_CARD, the_cards
from .actions import (ACTION_TYPES, BuyVP, ChooseTier, Discard, DiscardAndDraw, Done, Place,
                      PlayCard)
# The phases (the pending decision) are declared in data.py; the view and tutorial read them here.
from .data import (ASSASSIN_PICK, BUY_ABILITY, BUY_CHAPTER, DD, END, GIVE, HISTORIAN_PICK, MAIN,
                   MY_CHAPTER, OPEN_DISCARD, OPEN_PLACE, OPPONENT, OVER, PLACE_ANY, TAKE,
                   THEIR_CHAPTER, TIER, WEAVER_PLACE, WEAVER_RETURN, level)

KIND_PROF = D.KIND_PROF
CHAPTER_MASK = D.CHAPTER_MASK
VP_IDS = D.VP_IDS

#: Phases whose only legal choice is made without asking.
AUTO_PHASES = frozenset((TIER, OPPONENT, BUY_CHAPTER, BUY_ABILITY, DD, THEIR_CHAPTER,
                         MY_CHAPTER))

#: Effects that target one opponent, and the exchange sizes (give, take).
EXCHANGES = {"trader_t0": (1, 1), "trader_t2": (2, 2), "vp3_swap_one_for_two": (1, 2),
             "vp4_take_card": (0, 1)}
TARGETED = frozenset(("assassin_t0", "assassin_t2", "assassin_t4", "trader_t0", "trader_t2",
                      "trader_t4", "vp2_take_chapter", "vp3_swap_one_for_two",
                      "vp4_take_card"))


def chapter_of(mask: int, prof: int) -> int:
    """The 5-bit colour set of one profession's incomplete chapter."""
    return (mask >> (5 * prof)) & 31


def exchange_possible(mine: int, theirs: int, give: int, take: int,
                      given: int = 0, extra: int = -1) -> bool:
    """Can `give` own cards be swapped for `take` of theirs, no duplicates either way?

    A taken card identical to one I keep, or a given card identical to one they
    keep, is illegal (§6.3 Trader); so common kinds travel in matched pairs and
    the rest come from the kinds only one side has.  ``given`` is the mask
    chosen so far, ``extra`` a further candidate (both count as chosen).
    """
    common = mine & theirs
    n_c, n_ab, n_ba = common.bit_count(), (mine & ~theirs).bit_count(), (theirs & ~mine).bit_count()
    if extra >= 0:
        given |= 1 << extra
    s0 = (given & common).bit_count()
    a0 = given.bit_count() - s0
    r = give - given.bit_count()
    if r < 0:
        return False
    lo = s0 + max(0, r - (n_ab - a0))
    hi = s0 + min(r, n_c - s0)
    return lo <= hi and max(lo, take - n_ba) <= min(hi, take)


class GuildhallState(events.Recorder, State):
    """The whole game.

    Zones (kinds are ``data.KIND_NAMES`` indices, VP cards ``data.VP_IDS`` indices):
    ``hands[p]`` list of kinds; ``guild[p]`` 30-bit mask of the incomplete chapters
    (bit = kind); ``completed[p]`` professions of completed chapters; ``area`` the
    active player's cards played this turn; ``deck`` (last = top), ``discard``
    (last = top); ``vp_deck``, ``center``, ``vp_cards[p]``, ``tokens[p]``.
    Turn: ``active`` (turn owner, or the seat doing its opening), ``actions`` left,
    ``played`` (bit mask of professions played this turn), ``phase`` (the pending
    decision, constants above), ``limit`` (seats that must discard a completed
    chapter first), ``laying`` (a discarded chapter's cards not yet ordered onto the
    pile, in colour order), ``laid`` (the ones ordered so far, top first) and
    ``layer`` (their owner); ``spent`` the chapters spent so far on the VP card being bought.
    Pending effect: ``card`` (kind just played), ``effect`` (tier
    or VP id), ``opp``, ``picks``, ``need``, ``give_n``/``take_n``, ``limbo``
    (Weaver cards on their way back to hand), ``buying``.
    """

    ACTION_TYPES = ACTION_TYPES

    __slots__ = ("num_players", "to_move", "rng", "seed_values", "first", "phase", "active",
                 "actions", "played", "card", "effect", "opp", "picks", "need", "give_n",
                 "take_n", "limbo", "buying", "opened", "hands", "guild", "completed", "area",
                 "deck", "discard", "vp_deck", "center", "vp_cards", "tokens", "limit",
                 "stall", "last_total", "turn", "winners_", "reveal_discard", "laying",
                 "laid", "layer", "spent", "_legal", "rng_shared", "_events", "_built")

    # -- construction -------------------------------------------------------
    def __init__(self) -> None:
        self._legal = None
        self.rng_shared = False
        self._events = ()
        self._built = None

    @classmethod
    def new(cls, num_players: int, seed: int | None, seed_card_values: bool) -> "GuildhallState":
        s = cls()
        n = s.num_players = num_players
        s.rng = random.Random(seed)
        s.seed_values = seed_card_values
        s.deck = [k for k in range(D.NUM_KINDS) for _ in range(D.COPIES_PER_KIND)]
        s.rng.shuffle(s.deck)
        s.discard = []
        counts = D.vp_deck_counts(n)
        s.vp_deck = [v for v, c in enumerate(counts) for _ in range(c)]
        s.rng.shuffle(s.vp_deck)
        s.center = [s.vp_deck.pop() for _ in range(D.CENTER_ROW_SIZE)]
        s.first = s.rng.randrange(n)  # §4.5: the app picks the first player at random
        s.hands = [[] for _ in range(n)]
        for p in range(n):
            s.hands[p] = [s.deck.pop() for _ in range(D.OPENING_HAND)]
        s.guild = [0] * n
        s.completed = [[] for _ in range(n)]
        s.area = []
        s.vp_cards = [[] for _ in range(n)]
        s.tokens = [0] * n
        s.limit = []
        s.laying, s.laid, s.layer = [], [], -1
        s.spent = []
        s.phase = OPEN_DISCARD
        s.active = s.first
        s.actions = 0
        s.played = 0
        s.card = -1
        s.effect = ""
        s.opp = -1
        s.picks = []
        s.need = 0
        s.give_n = s.take_n = 0
        s.limbo = []
        s.buying = -1
        s.opened = 0
        s.stall = 0
        s.last_total = 0
        s.turn = 0
        s.winners_ = []
        s.reveal_discard = -1
        s.to_move = s.first
        return s

    # -- serialisation --------------------------------------------------------
    _PLAIN = ("num_players", "to_move", "seed_values", "first", "phase", "active", "actions",
              "played", "card", "effect", "opp", "need", "give_n", "take_n", "buying", "opened",
              "stall", "last_total", "turn", "reveal_discard", "layer")
    _LISTS = ("picks", "limbo", "guild", "area", "deck", "discard", "vp_deck", "center",
              "tokens", "limit", "winners_", "laying", "laid", "spent")
    #: Fields newer than some saves, with the value those games had.
    _SINCE = {"layer": -1, "laying": [], "laid": [], "spent": []}
    _NESTED = ("hands", "completed", "vp_cards")

    clone = field_clone(
        "GuildhallState",
        # _legal is never changed in place, and a move's record never after it: the next starts anew
        same=_PLAIN + ("_legal", "_events", "_built"), flat=_LISTS, nested=_NESTED)

    def to_dict(self) -> dict:
        d: dict[str, Any] = {k: getattr(self, k) for k in self._PLAIN}
        for k in self._LISTS:
            d[k] = list(getattr(self, k))
        for k in self._NESTED:
            d[k] = [list(x) for x in getattr(self, k)]
        d["rng"] = rng_to_json(self.rng) if self.rng is not None else None
        return d

    @classmethod
    def from_dict(cls, d) -> "GuildhallState":
        s = cls()
        for k in cls._PLAIN:
            setattr(s, k, d[k] if k in d or k not in cls._SINCE else cls._SINCE[k])
        for k in cls._LISTS:
            setattr(s, k, list(d[k] if k in d or k not in cls._SINCE else cls._SINCE[k]))
        for k in cls._NESTED:
            setattr(s, k, [list(x) for x in d[k]])
        s.rng = rng_from_json(d["rng"]) if d.get("rng") is not None else None
        return s

    # -- scores and the end ---------------------------------------------------
    def vp(self, p: int) -> int:
        """VP = points on bought VP cards + tokens (§11)."""
        pts = D.VP_POINTS
        return sum(pts[v] for v in self.vp_cards[p]) + self.tokens[p]

    def guild_kinds(self, p: int) -> list[int]:
        """The card kinds in player ``p``'s guildhall, ascending (the state keeps them as a mask)."""
        return D.kinds_in(self.guild[p])

    def scores(self) -> list[float]:
        return [self.vp(p) for p in range(self.num_players)]

    def winners(self) -> list[int]:
        return list(self.winners_) if self.phase == OVER else []

    def is_over(self) -> bool:
        return self.phase == OVER

    def progress(self) -> Message:
        """Where the game stands: the openings done, else the turn and the best score so far."""
        if self.phase == OVER:
            return Message("guildhall.progress.over", turn=self.turn)
        if self.opened < self.num_players:
            return Message("guildhall.progress.opening", done=self.opened, n=self.num_players)
        return Message("guildhall.progress.turn", turn=self.turn, best=max(self.scores()),
                       target=D.TARGET_VP)

    # -- legal actions --------------------------------------------------------
    def legal_actions(self) -> list:
        if self._legal is None:
            self._legal = self._compute_legal()
        return list(self._legal)

    def _compute_legal(self) -> list:
        if self.laying:
            return [A.CARD[k] for k in sorted(set(self.laying))] + [A.DONE]
        if self.limit:
            return [A.CHAPTER[p] for p in sorted(set(self.completed[self.limit[0]]))]
        ph = self.phase
        me = self.active
        mask = self.guild[me] if ph != OVER else 0
        if ph == MAIN:
            played = self.played
            out = [A.PLAY[k] for k in sorted(set(self.hands[me]))
                   if not (mask >> k) & 1 and not (played >> KIND_PROF[k]) & 1]
            out.append(A.DISCARD_AND_DRAW)
            n_done = len(self.completed[me])
            if n_done:
                cost = D.VP_COST
                out.extend(A.BUY[v] for v in sorted(set(self.center)) if cost[v] <= n_done)
            out.append(A.END_TURN)
            return out
        if ph == TIER:
            return self._tiers()
        if ph == DD or ph == OPEN_DISCARD:
            hand = self.hands[me]
            out = [A.DISCARD[k] for k in sorted(set(hand))]
            if ph == OPEN_DISCARD or len(hand) <= D.MUST_DISCARD_DOWN_TO:
                out.append(A.DONE)
            return out
        if ph == OPEN_PLACE or ph == PLACE_ANY or ph == WEAVER_PLACE:
            out = [A.PLACE[k] for k in sorted(set(self.hands[me])) if not (mask >> k) & 1]
            if ph == PLACE_ANY or (ph == WEAVER_PLACE and self.effect == "weaver_t4"):
                out.append(A.DONE)
            return out
        if ph == OPPONENT:
            return [A.OPPONENT[o] for o in self._targets(self.effect)]
        if ph == ASSASSIN_PICK:
            theirs = self.guild[self.opp]
            if self.effect == "assassin_t2" or not D.ASSASSIN_T4_SAME_CHAPTER_OK:
                for k in self.picks:  # one card from each chapter
                    theirs &= ~CHAPTER_MASK[KIND_PROF[k]]
            return [A.CARD[k] for k in D.kinds_in(theirs)]
        if ph == HISTORIAN_PICK:
            picked = self.picks
            return [A.CARD[k] for k in sorted(set(self.discard))
                    if not (mask >> k) & 1 and k not in picked]
        if ph == GIVE:
            theirs = self.guild[self.opp]
            given = self._picked_mask()
            return [A.CARD[k] for k in D.kinds_in(mask & ~given)
                    if exchange_possible(mask, theirs, self.give_n, self.take_n, given, k)]
        if ph == TAKE:
            return [A.CARD[k] for k in self._takeable()]
        if ph == MY_CHAPTER:
            return [A.CHAPTER[p] for p in range(D.NUM_PROFESSIONS) if mask & CHAPTER_MASK[p]]
        if ph == THEIR_CHAPTER:
            theirs = self.guild[self.opp]
            return [A.CHAPTER[p] for p in range(D.NUM_PROFESSIONS) if theirs & CHAPTER_MASK[p]]
        if ph == WEAVER_RETURN:
            if self.effect == "weaver_t2":
                return [A.CARD[k] for k in D.kinds_in(mask) if self._weaver_t2_ok(mask, k)]
            return [A.CARD[k] for k in D.kinds_in(mask)]
        if ph == BUY_CHAPTER:
            return [A.CHAPTER[p] for p in sorted(set(self.completed[me]))]
        if ph == BUY_ABILITY:
            if self._vp_ability_possible(VP_IDS[self.buying]):
                return [A.USE, A.DECLINE_ABILITY]
            return [A.DECLINE_ABILITY]
        return []

    def _picked_mask(self) -> int:
        m = 0
        for k in self.picks:
            m |= 1 << k
        return m

    def _takeable(self) -> list[int]:
        """Exchange, second half: the opponent's cards that may still be taken."""
        mine = self.guild[self.active]
        theirs = self.guild[self.opp]
        given = 0
        for k in self.picks[:self.give_n]:
            given |= 1 << k
        taken = 0
        for k in self.picks[self.give_n:]:
            taken |= 1 << k
        forced = given & theirs          # a given card they also hold must be swapped back
        free_left = self.take_n - forced.bit_count() - (taken & ~forced).bit_count()
        out = forced & ~taken
        if free_left > 0:
            out |= theirs & ~mine & ~taken
        return D.kinds_in(out)

    def _weaver_t2_ok(self, mask: int, ret: int) -> bool:
        """weaver_t2: after returning `ret`, two different hand cards can be placed."""
        rest = mask & ~(1 << ret)
        return sum(1 for k in set(self.hands[self.active]) if not (rest >> k) & 1) >= 2

    def _tiers(self) -> list:
        """The tiers of the card just played that can be carried out in full (§6.2)."""
        me = self.active
        mask = self.guild[me]
        prof = KIND_PROF[self.card]
        lv = level(mask, prof)
        out: list = []
        if prof == D.DANCER:
            out.extend(A.DANCER[: lv + 1])
        elif prof == D.FARMER:
            if lv >= 1:
                out.append(A.TIER["farmer_t1"])
            if lv >= 3:
                out.append(A.TIER["farmer_t3"])
        elif prof == D.HISTORIAN:
            pile = self.discard
            if pile and not (mask >> pile[-1]) & 1:
                out.append(A.TIER["historian_t0"])
            if lv >= 2:
                free = sum(1 for k in set(pile) if not (mask >> k) & 1)
                if free >= 1:
                    out.append(A.TIER["historian_t2"])
                if lv >= 4 and free >= 2:
                    out.append(A.TIER["historian_t4"])
        elif prof == D.WEAVER:
            free = sum(1 for k in set(self.hands[me]) if not (mask >> k) & 1)
            if free >= 1:
                out.append(A.TIER["weaver_t0"])
            if lv >= 2 and any(self._weaver_t2_ok(mask, k) for k in D.kinds_in(mask)):
                out.append(A.TIER["weaver_t2"])
            if lv >= 4 and mask.bit_count() >= 2:
                out.append(A.TIER["weaver_t4"])
        else:
            name = D.PROFESSIONS[prof]
            for t in (0, 2, 4):
                if lv >= t and self._targets(f"{name}_t{t}"):
                    out.append(A.TIER[f"{name}_t{t}"])
        out.append(A.NO_EFFECT)
        return out

    def _assassin_count(self, effect: str) -> int:
        if effect == "assassin_t0":
            return 1
        if effect == "assassin_t2":
            return 2
        return D.SEED_ASSASSIN_T4_COUNT if self.seed_values else D.ASSASSIN_T4_COUNT

    def _targets(self, effect: str) -> list[int]:
        """Opponents against whom `effect` can be carried out in full."""
        me = self.active
        mine = self.guild[me]
        out = []
        for o in range(self.num_players):
            if o == me:
                continue
            theirs = self.guild[o]
            if effect in EXCHANGES:
                g, t = EXCHANGES[effect]
                ok = exchange_possible(mine, theirs, g, t)
            elif effect == "assassin_t2" or (effect == "assassin_t4"
                                              and not D.ASSASSIN_T4_SAME_CHAPTER_OK):
                chapters = sum(1 for p in range(D.NUM_PROFESSIONS) if theirs & CHAPTER_MASK[p])
                ok = chapters >= self._assassin_count(effect)
            elif effect.startswith("assassin"):
                ok = theirs.bit_count() >= self._assassin_count(effect)
            elif effect == "trader_t4":
                ok = bool(mine) and bool(theirs)
            else:  # vp2_take_chapter
                ok = bool(theirs)
            if ok:
                out.append(o)
        return out

    def _vp_ability_possible(self, vp_id: str) -> bool:
        if vp_id in TARGETED:
            return bool(self._targets(vp_id))
        return D.VP_HAS_ABILITY[D.VP_INDEX[vp_id]]

    # -- applying -------------------------------------------------------------
    def apply(self, action) -> None:
        if self.phase == OVER:
            raise IllegalAction(Message("engine.game_over"))
        legal = self._legal
        if legal is None:
            legal = self._legal = self._compute_legal()
        try:
            ok = action in legal
        except TypeError:
            ok = False
        if not ok:
            raise IllegalAction(self.explain_illegal(action))
        self.begin_events()
        self._do(action)
        self._advance()

    def _do(self, a) -> None:
        """Carry out a legal decision (no checks)."""
        self._legal = None
        if self.laying:
            if type(a) is Done:
                self._lay_rest()
            else:
                self.laying.remove(a.kind)
                self.laid.append(a.kind)
            return
        if self.limit:
            self._discard_completed(self.limit[0], a.profession)
            return
        ph = self.phase
        me = self.active
        t = type(a)
        if ph == MAIN:
            if t is PlayCard:
                self.hands[me].remove(a.kind)
                self.area.append(a.kind)
                self.played |= 1 << KIND_PROF[a.kind]
                self.actions -= 1
                self.card = a.kind
                self.phase = TIER
                if KIND_PROF[a.kind] == D.HISTORIAN:
                    # Choosing a Historian tier means looking through the pile (§12),
                    # so its player sees the whole pile until the effect is over.
                    self.reveal_discard = me
            elif t is DiscardAndDraw:
                self.actions -= 1
                self.phase = DD
            elif t is BuyVP:
                self.actions -= 1
                self.buying = a.card
                self.need = D.VP_COST[a.card]
                self.phase = BUY_CHAPTER
            else:  # EndTurn: give up the actions left (§5)
                self.actions = 0
        elif ph == TIER:
            self._use_tier(a)
        elif ph == DD:
            if t is Discard:
                self.hands[me].remove(a.kind)
                self.discard.append(a.kind)
            else:
                self._draw(me, D.REFILL_HAND_TO - len(self.hands[me]))
                self.phase = MAIN
        elif ph == OPEN_DISCARD:
            if t is Discard:
                self.hands[me].remove(a.kind)
                self.discard.append(a.kind)
            else:
                self._draw(me, D.OPENING_HAND - len(self.hands[me]))
                self.phase = OPEN_PLACE
                self.need = D.OPENING_PLACE
        elif ph == OPEN_PLACE:
            self.hands[me].remove(a.kind)
            self.guild[me] |= 1 << a.kind
            self.need -= 1
            if self.need == 0:
                self.opened += 1
                if self.opened == self.num_players:
                    self._start_turn(self.first)
                else:
                    self.active = (me + 1) % self.num_players
                    self.phase = OPEN_DISCARD
        elif ph == OPPONENT:
            self.opp = a.seat
            self._start_targeted()
        elif ph == ASSASSIN_PICK:
            o = self.opp
            self.guild[o] &= ~(1 << a.kind)
            self.discard.append(a.kind)  # in the order picked: the last one ends on top
            self.picks.append(a.kind)
            if len(self.picks) == self.need:
                self.emit("guildhall.ev.assassin", who=SEAT[me], cards=the_cards(self.picks),
                          target=SEAT[o])
                self._effect_done()
        elif ph == HISTORIAN_PICK:
            pile = self.discard
            # The topmost copy is taken; the rest of the pile keeps its order (§6.3).
            idx = len(pile) - 1 - pile[::-1].index(a.kind)
            del pile[idx]
            self.picks.append(a.kind)
            if len(self.picks) == self.need:
                self.emit("guildhall.ev.historian", who=SEAT[me], cards=the_cards(self.picks))
            self._add_cards(me, 1 << a.kind)
            if len(self.picks) == self.need:
                self._effect_done()
        elif ph == GIVE:
            self.picks.append(a.kind)
            if len(self.picks) == self.give_n:
                self.phase = TAKE
        elif ph == TAKE:
            self.picks.append(a.kind)
            if len(self.picks) == self.give_n + self.take_n:
                self._finish_exchange()
        elif ph == MY_CHAPTER:
            self.picks.append(a.profession)
            self.phase = THEIR_CHAPTER
        elif ph == THEIR_CHAPTER:
            if self.effect == "trader_t4":
                self._swap_chapters(self.picks[0], a.profession)
            else:
                self._take_chapter(a.profession)
            self._effect_done()
        elif ph == WEAVER_RETURN:
            self.guild[me] &= ~(1 << a.kind)
            self.limbo.append(a.kind)  # back to hand only when the exchange ends
            if len(self.limbo) == self.need:
                self.phase = WEAVER_PLACE
                self.need = 2 if self.effect == "weaver_t2" else 0
        elif ph == WEAVER_PLACE:
            if t is Place:
                self.hands[me].remove(a.kind)
                self.guild[me] |= 1 << a.kind
                self.picks.append(a.kind)
            if t is Done or len(self.picks) == self.need:
                self._emit_weaver(me)
                self.hands[me].extend(self.limbo)
                self.limbo = []
                self._check_complete(me)
                self._effect_done()
        elif ph == PLACE_ANY:
            if t is Place:
                self.hands[me].remove(a.kind)
                self._add_cards(me, 1 << a.kind)
            else:
                self._effect_done()
        elif ph == BUY_CHAPTER:
            self._discard_completed(me, a.profession)
            self.spent.append(a.profession)
            self.need -= 1
            if self.need == 0:
                self._complete_purchase()
        elif ph == BUY_ABILITY:
            if a.use:
                self._start_effect(VP_IDS[self.buying])
            else:
                self._effect_done()
        else:  # pragma: no cover - legal_actions offers nothing else
            raise AssertionError(f"no handler for {a!r} in phase {ph}")

    def _advance(self) -> None:
        """Run the automatic steps until a seat has a real decision (or the game ends)."""
        while True:
            if self.laying:
                if len(set(self.laying)) > 1:
                    self.to_move = self.layer
                    return
                self._lay_rest()  # one kind left: nothing to choose
                continue
            if self.limit:
                seat = self.limit[0]
                done = self.completed[seat]
                if len(done) <= D.MAX_COMPLETED_CHAPTERS:
                    self.limit.pop(0)
                    continue
                if len(set(done)) == 1:  # nothing to choose
                    self._discard_completed(seat, done[0])
                    continue
                self.to_move = seat
                return
            ph = self.phase
            if ph == MAIN:
                if self.actions <= 0:
                    self._end_turn_move()
                    continue
            elif ph == END:
                self._finish_turn()
                continue
            elif ph == OVER:
                self.to_move = None
                return
            elif ph in AUTO_PHASES:
                legal = self._compute_legal()
                if len(legal) == 1:
                    self._do(legal[0])
                    continue
                self._legal = legal
            self.to_move = self.active
            return

    # -- effects ----------------------------------------------------------------
    def _use_tier(self, a: ChooseTier) -> None:
        me = self.active
        tier = a.tier
        if tier == D.NO_TIER:
            self._effect_done()
        elif tier == "dancer_draw":
            self._draw(me, a.amount)  # draw N, then +1 action (§6.3 Dancer)
            self.actions += 1
            self._effect_done()
        elif tier == "farmer_t1" or tier == "farmer_t3":
            n = 1 if tier == "farmer_t1" else D.SEED_FARMER_T3_VP if self.seed_values else D.FARMER_T3_VP
            self.tokens[me] += n
            self.emit("guildhall.ev.tokens", who=SEAT[me], n=n, score=(ScoreChange(me, n),))
            self._effect_done()
        else:
            self._start_effect(tier)

    def _start_effect(self, effect: str) -> None:
        """Begin a tier or VP ability that has choices (or none, for the simple VP ones)."""
        me = self.active
        self.effect = effect
        self.picks = []
        if effect in TARGETED:
            self.phase = OPPONENT
        elif effect == "historian_t0":
            top = self.discard.pop()
            self.emit("guildhall.ev.historian", who=SEAT[me], cards=(THE_CARD[top],))
            self._add_cards(me, 1 << top)
            self._effect_done()
        elif effect == "historian_t2" or effect == "historian_t4":
            self.phase = HISTORIAN_PICK
            self.need = 1 if effect == "historian_t2" else 2
            self.reveal_discard = me  # only the Historian's player looks through the pile
        elif effect == "weaver_t0":
            self.phase = WEAVER_PLACE
            self.need = 1
        elif effect == "weaver_t2" or effect == "weaver_t4":
            self.phase = WEAVER_RETURN
            self.need = 1 if effect == "weaver_t2" else 2
        elif effect == "vp3_place_from_hand":
            self.phase = PLACE_ANY
        elif effect == "vp4_draw_five":
            self._draw(me, 5)
            self._effect_done()
        elif effect == "vp4_extra_action":
            self.actions += 1
            self._effect_done()
        elif effect == "vp7_two_actions":
            self.actions += 2
            self._effect_done()
        else:  # pragma: no cover
            raise AssertionError(effect)

    def _start_targeted(self) -> None:
        e = self.effect
        if e in EXCHANGES:
            self.give_n, self.take_n = EXCHANGES[e]
            self.phase = GIVE if self.give_n else TAKE
        elif e.startswith("assassin"):
            self.need = self._assassin_count(e)
            self.phase = ASSASSIN_PICK
        elif e == "trader_t4":
            self.phase = MY_CHAPTER
        else:
            self.phase = THEIR_CHAPTER

    def _effect_done(self) -> None:
        self.phase = MAIN
        self.effect = ""
        self.opp = -1
        self.picks = []
        self.need = 0
        self.give_n = self.take_n = 0
        self.card = -1
        self.buying = -1
        self.reveal_discard = -1

    def _finish_exchange(self) -> None:
        me, o = self.active, self.opp
        given = taken = 0
        for k in self.picks[:self.give_n]:
            given |= 1 << k
        for k in self.picks[self.give_n:]:
            taken |= 1 << k
        self.guild[me] = (self.guild[me] & ~given) | taken
        self.guild[o] = (self.guild[o] & ~taken) | given
        if given:
            self.emit("guildhall.ev.swap", who=SEAT[me], target=SEAT[o],
                      given=the_cards(self.picks[:self.give_n]), taken=the_cards(self.picks[self.give_n:]))
        else:
            self.emit("guildhall.ev.take_cards", who=SEAT[me], target=SEAT[o],
                      taken=the_cards(self.picks[self.give_n:]))
        self._check_complete(me)
        self._check_complete(o)
        self._effect_done()

    def _swap_chapters(self, mine_prof: int, their_prof: int) -> None:
        """trader_t4: whole incomplete chapters change hands; arriving copies are discarded."""
        me, o = self.active, self.opp
        mine = self.guild[me] & CHAPTER_MASK[mine_prof]
        theirs = self.guild[o] & CHAPTER_MASK[their_prof]
        self.guild[me] &= ~mine
        self.guild[o] &= ~theirs
        self.emit("guildhall.ev.swap_chapters", who=SEAT[me], target=SEAT[o],
                  mine=PROFESSION[mine_prof], theirs=PROFESSION[their_prof])
        self._merge(me, theirs)
        self._merge(o, mine)
        self._check_complete(me)
        self._check_complete(o)

    def _take_chapter(self, prof: int) -> None:
        """vp2_take_chapter: move an opponent's incomplete chapter into your guildhall."""
        me, o = self.active, self.opp
        cards = self.guild[o] & CHAPTER_MASK[prof]
        self.guild[o] &= ~cards
        self.emit("guildhall.ev.take_chapter", who=SEAT[me], target=SEAT[o], profession=PROFESSION[prof],
                  cards=the_cards(D.kinds_in(cards)))
        self._merge(me, cards)
        self._check_complete(me)

    def _merge(self, p: int, cards: int) -> None:
        """Cards arrive in p's guildhall; identical copies go to the discard pile (§6.4)."""
        dup = self.guild[p] & cards
        if dup:
            copies = D.kinds_in(dup)
            self.discard.extend(copies)
            self.emit("guildhall.ev.copies", cards=the_cards(copies), n=len(copies), owner=SEAT[p])
        self.guild[p] |= cards

    def _add_cards(self, p: int, cards: int) -> None:
        self.guild[p] |= cards
        self._check_complete(p)

    def _check_complete(self, p: int) -> None:
        """Chapters with all 5 colours complete at once; more than 3 -> the limit (§9)."""
        m = self.guild[p]
        if not m:
            return
        for prof in range(D.NUM_PROFESSIONS):
            if (m >> (5 * prof)) & 31 == 31:
                m &= ~CHAPTER_MASK[prof]
                self.completed[p].append(prof)
                self.record(events.completed, p, prof)
        self.guild[p] = m
        if len(self.completed[p]) > D.MAX_COMPLETED_CHAPTERS and p not in self.limit:
            self.limit.append(p)
            self.emit("guildhall.ev.over_limit", who=SEAT[p], n=len(self.completed[p]),
                      keep=D.MAX_COMPLETED_CHAPTERS)

    def _discard_completed(self, p: int, prof: int) -> None:
        """A completed chapter's 5 cards go on the pile in the order its owner says (§8, §9):
        the owner is asked next (see ``_advance``)."""
        self.completed[p].remove(prof)
        base = prof * 5
        self.laying = list(range(base, base + 5))
        self.laid = []
        self.layer = p

    def _lay_rest(self) -> None:
        """The chapter goes onto the pile: the cards not placed by choice first, in colour
        order (red first, so with no choice purple ends on top), then the chosen ones, the
        first chosen on top."""
        self.discard.extend(self.laying)
        self.discard.extend(reversed(self.laid))
        top = self.discard[-1]
        self.emit("guildhall.ev.laid", who=SEAT[self.layer], profession=PROFESSION[KIND_PROF[top]],
                  top=THE_CARD[top])
        self.laying, self.laid, self.layer = [], [], -1

    def _complete_purchase(self) -> None:
        me = self.active
        v = self.buying
        self.center.remove(v)
        self.vp_cards[me].append(v)
        points = D.VP_POINTS[v]
        self.emit("guildhall.ev.bought", who=SEAT[me], vp=words.VP_CARD[v],
                  chapters=tuple(PROFESSION[p] for p in self.spent), count=len(self.spent),
                  points=points, score=(ScoreChange(me, points),))
        self.spent = []
        while len(self.center) < D.CENTER_ROW_SIZE and self.vp_deck:
            self.center.append(self.vp_deck.pop())
        if D.VP_HAS_ABILITY[v]:
            self.phase = BUY_ABILITY
        else:
            self._effect_done()

    def _draw(self, p: int, n: int) -> None:
        """Draw n cards; an empty deck takes the shuffled discard pile (§7.3)."""
        hand = self.hands[p]
        deck = self.deck
        start = len(hand)
        for _ in range(n):
            if not deck:
                if not self.discard:
                    break
                deck.extend(self.discard)
                self.discard.clear()
                own_rng(self).shuffle(deck)
                self.emit("guildhall.ev.reshuffle", n=len(deck))
            hand.append(deck.pop())
        if len(hand) > start:
            # which cards: only their owner sees them (§12)
            self.record(events.drawn, p, hand[start:])

    def _emit_weaver(self, me: int) -> None:
        """What a Weaver moved, once its exchange is over: guildhall cards back to hand (public,
        they were on the table) and hand cards into the guildhall."""
        returned, placed = the_cards(self.limbo), the_cards(self.picks)
        if returned and placed:
            self.emit("guildhall.ev.weaver", who=SEAT[me], returned=returned, placed=placed)
        elif placed:
            self.emit("guildhall.ev.weaver_place", who=SEAT[me], placed=placed)
        elif returned:
            self.emit("guildhall.ev.weaver_return", who=SEAT[me], returned=returned)

    # -- turns --------------------------------------------------------------------
    def _start_turn(self, seat: int) -> None:
        self.active = seat
        self.actions = D.ACTIONS_PER_TURN
        self.played = 0
        self.phase = MAIN
        self.turn += 1

    def _end_turn_move(self) -> None:
        """§10.1-2: the action area joins the guildhall, copies discarded, completions."""
        me = self.active
        mask = self.guild[me]
        area = self.area
        copies = None
        for k in area:
            bit = 1 << k
            if mask & bit:
                copies = (copies or []) + [k]
            else:
                mask |= bit
        if copies:
            self.discard.extend(copies)
            area = [k for k in area if k not in copies]
        if area:
            self.record(events.joined, me, area)  # the list is not changed again: a new one follows
        if copies:
            self.emit("guildhall.ev.copies", cards=the_cards(copies), n=len(copies), owner=SEAT[me])
        self.area = []
        self.guild[me] = mask
        self._check_complete(me)
        self.phase = END

    def _finish_turn(self) -> None:
        """§10.3-4 and the stall guard (§11)."""
        me = self.active
        if self.vp(me) >= D.TARGET_VP:
            self.winners_ = [me]
            self.phase = OVER
            self.emit("guildhall.ev.win", who=SEAT[me], vp=self.vp(me))
            return
        total = sum(self.vp(p) for p in range(self.num_players))
        if total == self.last_total:
            self.stall += 1
        else:
            self.stall = 0
            self.last_total = total
        if self.stall >= D.STALL_TURNS:
            self.winners_ = self._stall_winners()
            self.phase = OVER
            if len(self.winners_) == 1:
                self.emit("guildhall.ev.stall_one", turns=D.STALL_TURNS, who=SEAT[self.winners_[0]])
            else:
                self.emit("guildhall.ev.stall_shared", turns=D.STALL_TURNS,
                          winners=tuple(SEAT[p] for p in self.winners_))
            return
        self._start_turn((me + 1) % self.num_players)

    def _rank_key(self, p: int) -> tuple[int, int, int]:
        """§11's order: VP, then completed chapters, then guildhall cards."""
        return (self.vp(p), len(self.completed[p]), self.guild[p].bit_count())

    def _stall_winners(self) -> list[int]:
        return group_by_key(range(self.num_players), self._rank_key)[0]

    def ranking(self) -> list[list[int]]:
        """The winner first, then the others by §11's order (the stall guard's tie-breaks
        also order the places below the winner; designed here)."""
        winners = self.winners()
        rest = [p for p in range(self.num_players) if p not in winners]
        return ([sorted(winners)] if winners else []) + group_by_key(rest, self._rank_key)

    def ranking_reasons(self) -> tuple[Message, ...]:
        """The tie-breaks that decided places (§11), as messages."""
        ranking = self.ranking()
        said = []
        for upper, lower in zip(ranking, ranking[1:]):
            a, b = self._rank_key(upper[0]), self._rank_key(lower[0])
            if a[0] != b[0] or a == b:
                continue
            i = 1 if a[1] != b[1] else 2
            said.append(Message("guildhall.ranking.more_chapters" if i == 1 else "guildhall.ranking.more_cards",
                                upper=tuple(SEAT[p] for p in upper), lower=tuple(SEAT[p] for p in lower),
                                count=len(upper), vp=a[0], theirs=a[i], others=b[i]))
        for group in ranking:
            if len(group) > 1:
                a = self._rank_key(group[0])
                said.append(Message("guildhall.ranking.level", seats=tuple(SEAT[p] for p in group),
                                    vp=a[0], chapters=a[1], cards=a[2]))
        return tuple(said)

    def ranking_reason(self) -> "Message | str":
        """The tie-breaks that decided places, as one message ("" when the VP alone did)."""
        said = self.ranking_reasons()
        return Message("engine.sentences", items=said) if said else ""

    # -- hidden information (guildhall/hidden.py) -------------------------------------
    def view(self, seat: int) -> "GuildhallState":
        return hidden.view(self, seat)

    def determinize(self, seat: int, rng: random.Random) -> "GuildhallState":
        return hidden.determinize(self, seat, rng)

    # -- words -----------------------------------------------------------------------
    def describe(self, action) -> Message:
        return words.describe(self, action)

    def explain_illegal(self, action) -> Message:
        return words.explain_illegal(self, action)


def new_game(num_players: int, seed: int | None = None, **options) -> GuildhallState:
    """A new game after dealing, at the first player's opening (§4)."""
    if not isinstance(num_players, int) or not 2 <= num_players <= 4:
        raise ValueError(f"Guildhall takes 2 to 4 players, not {num_players!r}")
    options = check_options("Guildhall", D.OPTIONS, options)
    return GuildhallState.new(num_players, seed, options["seed_card_values"])
