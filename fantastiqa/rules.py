"""Fantastiqa rules engine (the rules for players: fantastiqa/rules_reference.md).

The state is flat lists of small ints.  Piles whose order nobody may know
(creature deck segments, statue decks, personal draw piles) are kept as
unordered multisets and drawn from at random with the state's own rng: the
same distribution as shuffling, and nothing about the future can leak.

Here: the state, its copies and views, and what each move does (with the events it reports).
Elsewhere: the legal moves (legal.py), what played cards do (abilities.py), paying creatures
(payment.py), a move in words (describe.py) and why a move is refused (refusals.py).
"""

from __future__ import annotations

import random

from engine.game import (IllegalAction, ScoreChange, State, check_options, clone_without_rng, field_clone,
                         own_rng, rng_from_json, rng_to_json)
from engine.text import Message, Seat

from . import data as D
from . import terms as T
# the phases, also read through this module by the AI, the table and the tests
from .data import (PH_ADV, PH_CHOOSE_CARD, PH_CHOOSE_PATH, PH_CHOOSE_SEAT, PH_END,  # noqa: F401
                   PH_EXCH_GIVE, PH_EXCH_TAKE, PH_KEY, PH_MAIN, PH_OFFER, PH_OVER, PH_PICK_ART,
                   PH_PICK_POS, PH_PICK_QUEST, PH_QPAY, PH_RELEASE, PH_TARGET, PH_TOKEN_EXCESS, PHASES,
                   SETUP_PHASES)
from .actions import (ACTION_TYPES, DONE, ChooseCard,
                      ChoosePath, ChooseSeat, Commit, CompleteQuest, Discard, Done, Dump,
                      EndTurn, Exchange, Fly, Give, Pay, PickArtifact, PickQuest, PickRegion,
                      Play, Release, Reshuffle, Statue, Subdue, Take, Withdraw)
from .abilities import Abilities
from .describe import describe
from .legal import ADJ_PATHS, LegalMoves, holds
from .payment import subdue_value
from .refusals import why

KN = D.KIND
_SEAT = T.SEAT
#: How many deals ``determinize`` tries for a seat paying for a quest before it keeps one that
#: cannot pay (the search drops such a world): the true hand is always among the deals.
DEALS_TO_PAY = 200
PATH_IDX = {p: i for i, p in enumerate(D.PATH_NAMES)}
REGION_IDX = {r: i for i, r in enumerate(D.REGIONS)}

_PLAYER_LISTS = ("hand", "draw", "disc", "pq", "token", "done")
_SCALARS = ("n", "teams", "simple", "goal", "first", "gem_supply", "dragon_supply",
            "bonus_supply", "top_r", "top_u", "cur", "phase", "actions_left", "quest_done",
            "entered", "glass", "plus_s", "exchanged", "adv_gems", "key_mode", "offer_kind",
            "taken", "rel_count", "rel_limit", "pend_kind", "pend_arg", "dumped", "winners_",
            "moved_on", "quiet_turns", "once_played")
_LISTS = ("region_at", "statue_at", "paths", "path_gems", "art_deck", "art_disc", "beast_deck",
          "beast_disc", "quest_deck", "quest_disc", "common", "common_bonus", "released", "pos",
          "gems", "carpets", "reshuffles", "bonus", "pick_order", "start_quests", "start_arts",
          "offer", "qneed", "exch")
#: Fields by the names snapshots written before they were renamed use.
_RENAMED = {"pqc": "quest_cards", "cseg": "creature_groups", "pend_a": "pend_arg"}


class FantastiqaState(LegalMoves, Abilities, State):
    """A game of Fantastiqa in progress."""

    ACTION_TYPES = ACTION_TYPES

    # quest_cards[p][i]: the cards seat p has committed to its i-th personal quest;
    # creature_groups: the creature deck as the groups it is stacked in (data.CREATURE_GROUPS),
    # the first drawn first;
    # pend_kind, pend_arg: the pending decision's subject (a quest) and its argument (the kind
    # being given, the first path or seat chosen, whether the common quest pays...; -1 for none).
    __slots__ = _SCALARS + _LISTS + _PLAYER_LISTS + ("quest_cards", "creature_groups", "pools", "qpool",
                                                    "rng", "rng_shared", "_legal")

    # -- basic properties ---------------------------------------------------------
    @property
    def num_players(self) -> int:
        return self.n

    @property
    def to_move(self):
        ph = self.phase
        if ph == PH_OVER:
            return None
        if ph in SETUP_PHASES:
            return self.pick_order[0]
        if ph == PH_EXCH_TAKE:
            return self.partner(self.cur)
        return self.cur

    def is_over(self) -> bool:
        return self.phase == PH_OVER

    def team(self, seat: int) -> int:
        """The seat's side: its team in team games, else the seat itself."""
        return seat % 2 if self.teams else seat

    def partner(self, seat: int) -> int:
        return (seat + 2) % 4

    def opponents(self, seat: int) -> list:
        t = self.team(seat)
        return [s for s in range(self.n) if self.team(s) != t]

    # -- scores ---------------------------------------------------------------------
    def player_score(self, p: int) -> int:
        """Cups of completed quests + bonus tokens - cups of uncompleted personal quests.

        Unknown (hidden) completed quests in a view count 0.
        """
        cups = D.QUEST_CUPS
        s = self.bonus[p]
        for q in self.done[p]:
            if q is not None:
                s += cups[q]
        for q in self.pq[p]:
            s -= cups[q]
        return s

    def score_totals(self) -> list:
        """Each seat's own points (a team's score is the sum of its seats'): the events' score
        changes add up to these."""
        return [{"": self.player_score(p)} for p in range(self.n)]

    def side_score(self, side: int) -> int:
        return sum(self.player_score(p) for p in range(self.n) if self.team(p) == side)

    def scores(self) -> list:
        if self.teams:
            t = [self.side_score(0), self.side_score(1)]
            return [t[p % 2] for p in range(self.n)]
        return [self.player_score(p) for p in range(self.n)]

    def winners(self) -> list:
        if self.phase != PH_OVER:
            return []
        return self.ranking()[0]

    def ranking(self) -> list:
        """Groups of seats, best first: the side that reached the quest goal, then by score,
        then by completed quests (§11.2); tied seats and partners share a group."""
        key = {}
        for side in {self.team(p) for p in range(self.n)}:
            seats = [p for p in range(self.n) if self.team(p) == side]
            key[side] = (self.winners_ is not None and seats[0] in self.winners_,
                         sum(self.player_score(p) for p in seats),
                         sum(len(self.done[p]) for p in seats))
        return [[p for p in range(self.n) if key[self.team(p)] == k]
                for k in sorted(set(key.values()), reverse=True)]

    # -- copying ----------------------------------------------------------------------
    clone = field_clone(
        "FantastiqaState",
        same=_SCALARS + ("_legal",),  # the legal moves are never changed in place: twins share them
        flat=_LISTS, nested=_PLAYER_LISTS + ("creature_groups",), nested3=("quest_cards",),
        nested_or_none=("pools",), flat_or_none=("qpool",))

    def to_dict(self) -> dict:
        d = {f: getattr(self, f) for f in _SCALARS}
        d["phase"] = _PHASE_NUMBER[self.phase]  # saves keep the number the first release wrote
        if d["winners_"] is not None:
            d["winners_"] = list(d["winners_"])
        for f in _LISTS:
            d[f] = list(getattr(self, f))
        for f in _PLAYER_LISTS:
            d[f] = [list(x) for x in getattr(self, f)]
        d["quest_cards"] = [[list(x) for x in pl] for pl in self.quest_cards]
        d["creature_groups"] = [list(x) for x in self.creature_groups]
        d["pools"] = None if self.pools is None else [list(x) for x in self.pools]
        d["qpool"] = None if self.qpool is None else list(self.qpool)
        d["rng"] = None if self.rng is None else rng_to_json(self.rng)
        return d

    @classmethod
    def from_dict(cls, d) -> "FantastiqaState":
        d = {_RENAMED.get(k, k): v for k, v in d.items()}
        s = cls.__new__(cls)
        for f in _SCALARS:
            setattr(s, f, d[f])
        s.phase = _phase_named(s.phase)
        if s.winners_ is not None:
            s.winners_ = list(s.winners_)
        for f in _LISTS:
            setattr(s, f, list(d[f]))
        for f in _PLAYER_LISTS:
            setattr(s, f, [list(x) for x in d[f]])
        s.quest_cards = [[list(x) for x in pl] for pl in d["quest_cards"]]
        s.creature_groups = [list(x) for x in d["creature_groups"]]
        s.pools = None if d["pools"] is None else [list(x) for x in d["pools"]]
        s.qpool = None if d["qpool"] is None else list(d["qpool"])
        s.rng = None if d["rng"] is None else rng_from_json(d["rng"])
        s.rng_shared = False
        s._legal = None
        return s

    # -- hidden information --------------------------------------------------------------
    def view(self, seat: int) -> "FantastiqaState":
        """What ``seat`` may know: other players' hands, draw piles, token cards and
        completed quests become None (lengths kept); the multisets they come from
        (known from public events) are in ``pools``/``qpool``; piles drawn at random
        are shown sorted; the rng is hidden."""
        v = clone_without_rng(self)
        v._legal = None
        pools = []
        hidden_done = []
        for p in range(self.n):
            if p == seat:
                pools.append([])
                v.draw[p] = sorted(self.draw[p])
                continue
            pool = self.hand[p] + self.draw[p] + self.token[p] if self.pools is None \
                else self.pools[p][:]
            pools.append(sorted(pool))
            v.hand[p] = [None] * len(self.hand[p])
            v.draw[p] = [None] * len(self.draw[p])
            v.token[p] = [None] * len(self.token[p])
            if self.phase != PH_OVER:  # the placards are turned over at the end
                hidden_done.extend(q for q in self.done[p] if q is not None)
                v.done[p] = [None] * len(self.done[p])
        v.pools = pools
        if self.qpool is None:
            v.qpool = sorted(self.quest_deck + hidden_done)
        v.quest_deck = [None] * len(self.quest_deck)
        v.art_deck = sorted(self.art_deck)
        v.beast_deck = sorted(self.beast_deck)
        v.creature_groups = [sorted(x) for x in self.creature_groups]
        return v

    def determinize(self, seat: int, rng: random.Random) -> "FantastiqaState":
        """A full world consistent with ``view(seat)``, hidden cards dealt from the pools."""
        v = self.view(seat)
        for p in range(v.n):
            if p == seat:
                continue
            paying = v.phase == PH_QPAY and p == v.cur
            for _ in range(DEALS_TO_PAY if paying else 1):
                pool = v.pools[p][:]
                rng.shuffle(pool)
                a, b = len(v.hand[p]), len(v.token[p])
                v.hand[p] = pool[:a]
                v.token[p] = pool[a:a + b]
                v.draw[p] = pool[a + b:]
                # a seat seen paying for a quest holds cards that pay for the rest of it
                if not paying or v.can_finish_payment():
                    break
        qpool = v.qpool[:]
        rng.shuffle(qpool)
        i = 0
        for p in range(v.n):
            if p == seat:
                continue
            k = len(v.done[p])
            v.done[p] = qpool[i:i + k]
            i += k
        v.quest_deck = qpool[i:]
        v.pools = None
        v.qpool = None
        v.rng = random.Random(rng.getrandbits(64))
        v.rng_shared = False
        return v

    # -- applying ---------------------------------------------------------------------------
    def apply(self, action) -> None:
        if self.phase == PH_OVER:
            raise IllegalAction(Message("engine.game_over"))
        legal = self._legal if self._legal is not None else self._compute_legal()
        # the usual case: the very object from legal_actions() (actions are interned)
        if id(action) not in set(map(id, legal)) and not self._accepts(action, legal):
            self._legal = legal
            raise IllegalAction(self.explain_illegal(action))
        self._legal = None
        self.begin_events()
        _HANDLER_FN[type(action)](self, action)

    def check_legal(self, action, legal=None) -> None:
        if self.phase == PH_OVER:
            raise IllegalAction(Message("engine.game_over"))
        if not self._accepts(action, self.legal_actions() if legal is None else legal):
            raise IllegalAction(self.explain_illegal(action))

    def _accepts(self, action, legal) -> bool:
        """Whether the rules take ``action`` now: a listed move, or a subdue paying more than
        the minimal payments the list offers (§6.4 allows overpaying)."""
        try:
            if action in legal:
                return True
        except TypeError:
            return False
        return type(action) is Subdue and self.pays_in_full(action)

    def pays_in_full(self, a: Subdue) -> bool:
        """Whether ``a`` subdues a creature next to the adventurer with hand cards worth at least
        its need (§6.4): any card may be added, even one that adds nothing."""
        if not (self.phase == PH_ADV or (self.phase == PH_MAIN and self.actions_left > 0)):
            return False
        pi = PATH_IDX.get(a.path) if isinstance(a.path, str) else None
        if pi is None or pi not in ADJ_PATHS[self.pos[self.cur]] or self.paths[pi] < 0:
            return False
        kinds = [KN.get(c) if isinstance(c, str) else None for c in a.cards] \
            if isinstance(a.cards, tuple) else [None]
        if not kinds or None in kinds or not holds(self.hand[self.cur], kinds):
            return False
        k = self.paths[pi]
        return subdue_value(kinds, D.KIND_WEAK[k], self.glass) >= D.KIND_NEED[k]

    # setup --------------------------------------------------------------------------------
    def _a_pick_quest(self, a) -> None:
        q = D.QUEST[a.quest]
        self.start_quests.remove(q)
        p = self.pick_order[0]
        self._open_quest(p, q)
        self.phase = PH_PICK_POS if self.simple else PH_PICK_ART

    def _a_pick_artifact(self, a) -> None:
        k = KN[a.artifact]
        self.start_arts.remove(k)
        self.draw[self.pick_order[0]].append(k)
        self.phase = PH_PICK_POS

    def _a_pick_region(self, a) -> None:
        r = REGION_IDX[a.region]
        self.pos[self.pick_order[0]] = self.region_at.index(r)
        self.pick_order.pop(0)
        if self.pick_order:
            self.phase = PH_PICK_QUEST
            return
        self._finish_setup()

    def _finish_setup(self) -> None:
        rng = own_rng(self)
        left = sorted(self.start_quests)
        rng.shuffle(left)
        for i in range(D.COMMON_QUEST_SPACES):
            self.common[i] = left[i]
            self.common_bonus[i] = 1
            self.bonus_supply -= 1
            self._tell_common_quest(i)
        self.start_quests = []
        self.start_arts = []
        for p in range(self.n):
            self.draw[p].extend(D.HOUSEHOLD)
            self.draw[p].append(D.DOG)
            if not self.simple:
                self.draw[p].append(D.PEACEFUL_DRAGON)
            self._draw_cards(p, D.HAND_SIZE)
        self.cur = self.first
        self._start_turn(first_fill=True)

    # turn flow ------------------------------------------------------------------------------
    def _clear_turn_flags(self) -> None:
        """What lasts only for one turn: quests done, region entered, Looking Glass, +S, ..."""
        self.moved_on = 0
        self.once_played = 0
        self.quest_done = 0
        self.entered = 0
        self.glass = -1
        self.plus_s = 0
        self.exchanged = 0
        self.adv_gems = 0
        self.key_mode = 0
        self.dumped = 0

    def _start_turn(self, first_fill: bool = False) -> None:
        self.phase = PH_MAIN
        self.actions_left = 1
        self._clear_turn_flags()
        if not self._refill_creatures(first_fill):
            self.emit("fantastiqa.ev.end_deck")
            self._end_game(None)
            return
        self._refill_quests()

    def _refill_creatures(self, first_fill: bool) -> bool:
        """Fill empty paths in order P1..P7; False when the deck runs out (game end)."""
        set_aside = 0
        for i in range(7):
            while self.paths[i] < 0:
                k = self._draw_creature()
                if k < 0:
                    return False
                if k == D.RAVEN:
                    if first_fill:
                        set_aside += 1
                    else:
                        self._raven()
                    continue
                self.paths[i] = k
                g = min(D.KIND_GEMS[k], self.gem_supply)
                self.path_gems[i] = g
                self.gem_supply -= g
                self.emit("fantastiqa.ev.creature_arrives", creature=T.KIND[k],
                          path=T.path(self.region_at, i), gems=g)
        if first_fill:
            # §4.3: ravens go back, shuffled into the top 10 cards (kept as counts:
            # the next draws come from a top segment of these ravens + 10 unknown cards).
            self.top_r = set_aside
            self.top_u = min(D.FIRST_FILL_TOP, sum(len(s) for s in self.creature_groups))
        return True

    def _draw_creature(self) -> int:
        """The top card of the creature deck, or -1 if it is empty."""
        rng = own_rng(self)
        if self.top_r or self.top_u:
            self.moved_on = 1
            if rng.random() * (self.top_r + self.top_u) < self.top_r:
                self.top_r -= 1
                return D.RAVEN
            self.top_u -= 1
        while self.creature_groups and not self.creature_groups[0]:
            self.creature_groups.pop(0)
        if not self.creature_groups:
            return -1
        self.moved_on = 1
        seg = self.creature_groups[0]
        i = int(rng.random() * len(seg))  # uniform like randrange, at a fraction of its cost
        seg[i], seg[-1] = seg[-1], seg[i]
        return seg.pop()

    def creature_deck_size(self) -> int:
        return self.top_r + sum(len(s) for s in self.creature_groups)

    def _raven(self) -> None:
        """Each player tied for the most gems loses half (rounded down) if above 4."""
        most = max(self.gems)
        if most <= D.RAVEN_THRESHOLD:
            self.emit("fantastiqa.ev.raven", limit=D.RAVEN_THRESHOLD)
            return
        for p in range(self.n):
            if self.gems[p] == most:
                lose = most // 2
                self.gems[p] -= lose
                self.gem_supply += lose
                self.emit("fantastiqa.ev.raven_takes", who=_SEAT[p], n=lose)

    def _refill_quests(self) -> None:
        for i in range(D.COMMON_QUEST_SPACES):
            if self.common[i] >= 0:
                continue
            if not self.quest_deck and self.quest_disc:
                self.quest_deck = self.quest_disc
                self.quest_disc = []
            if not self.quest_deck:
                continue
            self.common[i] = self._pop_random(self.quest_deck)
            if self.bonus_supply > 0:
                self.bonus_supply -= 1
                self.common_bonus[i] = 1
            else:
                self.common_bonus[i] = 0
            self._tell_common_quest(i)

    def _tell_common_quest(self, i: int) -> None:
        q = self.common[i]
        self.emit("fantastiqa.ev.common_quest", quest=T.QUEST[q], region=T.REGION[D.QUEST_REGION[q]],
                  bonus=bool(self.common_bonus[i]))

    def _open_quest(self, p: int, q: int) -> None:
        """Personal quest ``q`` joins seat ``p``'s placard: its cups count against p until done."""
        self.pq[p].append(q)
        self.quest_cards[p].append([])
        cups = D.QUEST_CUPS[q]
        self.emit("fantastiqa.ev.open_quest", who=_SEAT[p], quest=T.QUEST[q], points=-cups,
                  score=(ScoreChange(p, -cups),))

    def _pop_random(self, pile: list) -> int:
        i = int(own_rng(self).random() * len(pile))
        pile[i], pile[-1] = pile[-1], pile[i]
        return pile.pop()

    def _draw_cards(self, p: int, count: int) -> None:
        """Draw from the personal pile, turning the discard pile over when it runs out."""
        hand, draw = self.hand[p], self.draw[p]
        drawn = []
        for _ in range(count):
            if not draw:
                if not self.disc[p]:
                    break
                draw.extend(self.disc[p])
                self.disc[p] = []
                self.emit("fantastiqa.ev.bag_refilled", who=_SEAT[p], n=len(draw))
            drawn.append(self._pop_random(draw))
        if drawn:
            hand.extend(drawn)
            self.emit("fantastiqa.ev.draws_seen", who=_SEAT[p], cards=tuple(map(T.KIND.__getitem__, drawn)),
                      seen_by=(p,))
            self.emit("fantastiqa.ev.draws", who=_SEAT[p], n=len(drawn), seen_by=_OTHERS[self.n][p])

    def _gain(self, p: int, g: int) -> None:
        g = min(g, self.gem_supply)
        self.gems[p] += g
        self.gem_supply -= g

    def _pay(self, p: int, g: int) -> None:
        self.gems[p] -= g
        self.gem_supply += g

    def _move(self, p: int, space: int) -> None:
        self.pos[p] = space
        if p == self.cur:
            self.entered |= 1 << space

    def _end_game(self, winners) -> None:
        """The game is over (its reason already told): ``winners`` reached the quest goal, or
        None to rank everyone by score (§11.2)."""
        self.phase = PH_OVER
        self.winners_ = None if winners is None else list(winners)
        best = self.ranking()[0]
        points = self.scores()[best[0]]
        if len(best) == 1:
            self.emit("fantastiqa.ev.winner", who=Seat(best[0]), points=points)
        else:
            self.emit("fantastiqa.ev.winners", winners=tuple(Seat(w) for w in best), points=points)

    # turn actions ------------------------------------------------------------------------
    def _a_subdue(self, a) -> None:
        p = self.cur
        if self.phase == PH_MAIN:
            self.actions_left -= 1
            self.phase = PH_ADV
        pi = PATH_IDX[a.path]
        hand = self.hand[p]
        for name in a.cards:
            k = KN[name]
            hand.remove(k)
            self.disc[p].append(k)
            if k == self.glass:
                self.glass = -2  # used up
        if self.glass >= 0 and self.glass not in hand:
            self.glass = -2  # the named card is gone: the effect is lost
        creature = self.paths[pi]
        self.disc[p].append(creature)
        self.moved_on = 1
        self.adv_gems += self.path_gems[pi]
        self.paths[pi] = -1
        self.path_gems[pi] = 0
        a_, b_ = D.PATHS[pi]
        self._move(p, b_ if self.pos[p] == a_ else a_)
        self.emit("fantastiqa.ev.subdued", who=_SEAT[p], creature=T.KIND[creature],
                  cards=tuple(T.KIND[KN[c]] for c in a.cards), region=T.REGION[self.region_at[self.pos[p]]])
        opts = self.subdue_options()
        if opts:
            opts.append(DONE)
            self._legal = opts  # exactly what _compute_legal gives in the adventure phase
        else:
            self._end_adventure()

    def _end_adventure(self) -> None:
        if self.adv_gems:
            self.gems[self.cur] += self.adv_gems
            self.emit("fantastiqa.ev.adventure_gems", who=_SEAT[self.cur], n=self.adv_gems)
        self.adv_gems = 0
        self.phase = PH_MAIN

    def _a_done(self, a) -> None:
        ph = self.phase
        p = self.cur
        if ph == PH_ADV:
            self._end_adventure()
        elif ph == PH_OFFER:
            self._finish_offer()
        elif ph == PH_RELEASE:
            self._finish_statue()
        elif ph == PH_EXCH_GIVE:
            if self.exch:
                self.phase = PH_EXCH_TAKE
            else:
                self.exchanged = 1
                self.phase = PH_MAIN
        elif ph == PH_EXCH_TAKE:
            # the partner refuses: the offered cards go back
            self.hand[p].extend(self.exch)
            self.exch = []
            self.pend_arg = -1
            self.exchanged = 1
            self.phase = PH_MAIN
        elif ph == PH_END:
            self._finish_turn()

    def _finish_turn(self) -> None:
        """Draw up to 5 and pass the turn to the left, unless the game has stalled."""
        p = self.cur
        self._draw_cards(p, D.HAND_SIZE - len(self.hand[p]))
        self.quiet_turns = 0 if self.moved_on else self.quiet_turns + 1
        if self.quiet_turns >= D.STALL_ROUNDS * self.n:
            self.emit("fantastiqa.ev.end_stall", rounds=D.STALL_ROUNDS)
            self._end_game(None)  # ranked as when the creature deck runs out
            return
        self.cur = (p + 1) % self.n
        self._start_turn()

    def _a_statue(self, a) -> None:
        p = self.cur
        if self.phase == PH_MAIN:
            self.actions_left -= 1
        else:
            self.key_mode = 1
        st = self.statue_at[self.pos[p]]
        plus = self.plus_s
        self.plus_s = 0
        if a.option == "teleport":
            self._pay(p, D.TELEPORT_COST)
            self._teleport(p)
            self._finish_statue()
        elif a.option == "release":
            self.rel_count = 0
            self.rel_limit = D.RELEASE_LIMIT + plus
            self.phase = PH_RELEASE
            if not self._release_options():
                self._finish_statue()
        else:
            deck, disc = self._statue_piles(st)
            self.offer = []
            for _ in range(D.STATUE_DRAW + plus):
                if not deck:
                    if not disc:
                        break
                    deck.extend(disc)
                    disc.clear()
                    self.emit("fantastiqa.ev.statue_reshuffled", statue=T.STATUE[st])
                self.offer.append(self._pop_random(deck))
            names = T.QUEST if st == D.QUEST_CHEST else T.KIND
            self.emit("fantastiqa.ev.statue_offer", statue=T.STATUE[st], cards=tuple(names[c] for c in self.offer))
            self.offer_kind = st
            self.taken = 0
            self.phase = PH_OFFER
            self._maybe_finish_offer()

    def _statue_piles(self, st: int):
        if st == D.ARTIFACT_TOWER:
            return self.art_deck, self.art_disc
        if st == D.BEAST_BAZAAR:
            return self.beast_deck, self.beast_disc
        return self.quest_deck, self.quest_disc

    def _teleport(self, p: int) -> None:
        here = self.pos[p]
        st = self.statue_at[here]
        other = next(s for s in range(6) if s != here and self.statue_at[s] == st)
        self._move(p, other)
        self.emit("fantastiqa.ev.teleported", who=_SEAT[p], region=T.REGION[self.region_at[other]])

    def _a_take(self, a) -> None:
        p = self.cur
        if self.offer_kind == D.QUEST_CHEST:
            q = D.QUEST[a.card]
            self.offer.remove(q)
            self._open_quest(p, q)
        else:
            k = KN[a.card]
            self.offer.remove(k)
            self._pay(p, D.KIND_COST[k])
            self.disc[p].append(k)
            self.emit("fantastiqa.ev.bought", who=_SEAT[p], card=T.KIND[k], gems=self.gems[p])
        self.taken += 1
        self._maybe_finish_offer()

    def _maybe_finish_offer(self) -> None:
        if not self._offer_takes() and self._offer_can_stop():
            self._finish_offer()

    def _finish_offer(self) -> None:
        _, disc = self._statue_piles(self.offer_kind)
        disc.extend(self.offer)
        self.offer = []
        self.offer_kind = -1
        self.taken = 0
        self._finish_statue()

    def _finish_statue(self) -> None:
        self.rel_count = 0
        self.rel_limit = 0
        self.key_mode = 0
        self.phase = PH_MAIN

    def _a_release(self, a) -> None:
        p = self.cur
        k = KN[a.card]
        (self.hand[p] if a.from_hand else self.disc[p]).remove(k)
        self.released.append(k)
        self._pay(p, D.RELEASE_COST)
        self.emit("fantastiqa.ev.released", who=_SEAT[p], card=T.KIND[k], gems=self.gems[p])
        self.rel_count += 1
        if not self._release_options():
            self._finish_statue()

    def _a_complete(self, a) -> None:
        p = self.cur
        q = D.QUEST[a.quest]
        self.actions_left -= 1
        self.quest_done = 1
        need = [0] * 9
        for s, n in D.QUEST_REQ[q]:
            need[s] = n
        if q in self.pq[p]:
            qi = self.pq[p].index(q)
            for c in self.quest_cards[p][qi]:
                s = D.KIND_SYM[c]
                if s >= 0:
                    need[s] = max(0, need[s] - D.KIND_NSYM[c])
                self.disc[p].append(c)
            self.quest_cards[p][qi] = []
            self.pend_arg = 0
        else:
            self.pend_arg = 1
        self.pend_kind = q
        self.qneed = need
        self.phase = PH_QPAY
        if not any(need):
            self._finish_quest()

    def _a_pay(self, a) -> None:
        p = self.cur
        k = KN[a.card]
        (self.token[p] if a.from_token else self.hand[p]).remove(k)
        self.disc[p].append(k)
        s = D.KIND_SYM[k]
        self.qneed[s] = max(0, self.qneed[s] - D.KIND_NSYM[k])
        if not any(self.qneed):
            self._finish_quest()

    def _finish_quest(self) -> None:
        p = self.cur
        q = self.pend_kind
        personal = self.pend_arg == 0
        bonus = False
        if personal:
            qi = self.pq[p].index(q)
            self.pq[p].pop(qi)
            self.quest_cards[p].pop(qi)
        else:
            i = self.common.index(q)
            self.common[i] = -1
            if self.common_bonus[i]:
                self.bonus[p] += 1
                self.common_bonus[i] = 0
                bonus = True
        gems = self.gems[p]
        self._gain(p, D.QUEST_GEMS[q])
        self.done[p].append(q)
        cups = D.QUEST_CUPS[q]
        # a personal quest's cups stop counting against its holder and start counting for them
        points = 2 * cups if personal else cups
        self.emit("fantastiqa.ev.quest_done", who=_SEAT[p], quest=T.QUEST[q], cups=cups, open=personal,
                  points=points, gems=self.gems[p] - gems, score=(ScoreChange(p, points),))
        if bonus:
            self.emit("fantastiqa.ev.bonus_token", who=_SEAT[p], quest=T.QUEST[q], score=(ScoreChange(p, 1),))
        if self.simple and self.carpets[p] < D.CARPETS_SIMPLE:
            self.carpets[p] += 1
            self.emit("fantastiqa.ev.carpet_back", who=_SEAT[p], n=self.carpets[p])
        self.qneed = []
        self.pend_kind = -1
        self.pend_arg = -1
        self.phase = PH_MAIN
        self.moved_on = 1
        side = self.team(p)
        if self.side_score(side) >= self.goal:
            seats = [s for s in range(self.n) if self.team(s) == side]
            if len(seats) == 1:
                self.emit("fantastiqa.ev.end_goal", who=_SEAT[p], goal=self.goal)
            else:
                self.emit("fantastiqa.ev.end_goal_team", winners=tuple(Seat(s) for s in seats), goal=self.goal)
            self._end_game(seats)

    # free actions ---------------------------------------------------------------------------
    def _a_commit(self, a) -> None:
        p = self.cur
        k = KN[a.card]
        self.hand[p].remove(k)
        if a.quest is None:
            self.token[p].append(k)
            if len(self.token[p]) > D.MAX_TOKEN_CARDS:
                self.phase = PH_TOKEN_EXCESS
        else:
            self.quest_cards[p][self.pq[p].index(D.QUEST[a.quest])].append(k)

    def _a_withdraw(self, a) -> None:
        p = self.cur
        k = KN[a.card]
        if a.quest is None:
            self.token[p].remove(k)
            if self.phase == PH_TOKEN_EXCESS and len(self.token[p]) <= D.MAX_TOKEN_CARDS:
                self.phase = PH_MAIN
        else:
            self.quest_cards[p][self.pq[p].index(D.QUEST[a.quest])].remove(k)
        self.disc[p].append(k)

    def _a_fly(self, a) -> None:
        p = self.cur
        if a.card is None:
            self.carpets[p] -= 1
        else:
            k = KN[a.card]
            self.hand[p].remove(k)
            self.disc[p].append(k)
        x, y = D.PATHS[PATH_IDX[a.path]]
        self._move(p, y if self.pos[p] == x else x)

    def _a_reshuffle(self, a) -> None:
        p = self.cur
        self.reshuffles[p] -= 1
        self.emit("fantastiqa.ev.reshuffled", who=_SEAT[p], n=len(self.disc[p]), left=self.reshuffles[p])
        self.draw[p].extend(self.disc[p])
        self.disc[p] = []

    def _a_exchange(self, a) -> None:
        self.exch = []
        self.phase = PH_EXCH_GIVE

    def _a_give(self, a) -> None:
        p = self.cur
        k = KN[a.card]
        if self.phase == PH_EXCH_GIVE:
            self.hand[p].remove(k)
            self.exch.append(k)
            return
        q = self.partner(p)
        self.hand[q].remove(k)
        self.hand[p].append(k)
        self.pend_arg = self.pend_arg + 1 if self.pend_arg >= 0 else 1
        if self.pend_arg == len(self.exch):
            self.emit("fantastiqa.ev.exchanged", who=_SEAT[p], partner=_SEAT[q], n=len(self.exch))
            self.hand[q].extend(self.exch)
            self.exch = []
            self.pend_arg = -1
            self.exchanged = 1
            self.phase = PH_MAIN

    def _a_end_turn(self, a) -> None:
        self.phase = PH_END
        self.plus_s = 0
        if not self.hand[self.cur]:  # nothing to discard or dump: no decision left
            self._finish_turn()

    def _a_discard(self, a) -> None:
        p = self.cur
        k = KN[a.card]
        self.hand[p].remove(k)
        self.disc[p].append(k)
        if not self.hand[p]:
            self._finish_turn()

    def _a_dump(self, a) -> None:
        p = self.cur
        k = KN[a.card]
        self.hand[p].remove(k)
        self.disc[a.seat].append(k)
        self.dumped = 1
        if not self.hand[p]:
            self._finish_turn()

    # -- messages ---------------------------------------------------------------------------
    def explain_illegal(self, action) -> Message:
        return Message("fantastiqa.refused", reason=why(self, action), legal=self.legal_summary())

    def describe(self, a) -> Message:
        return describe(self, a)

    def progress(self) -> Message:
        if self.phase == PH_OVER:
            return Message("fantastiqa.progress.over")
        if self.phase in SETUP_PHASES:
            return Message("fantastiqa.progress.setup", goal=self.goal)
        return Message("fantastiqa.progress", deck=self.creature_deck_size(), goal=self.goal)


#: _OTHERS[n][p]: the seats other than p at a table of n.
_OTHERS = {n: tuple(tuple(s for s in range(n) if s != p) for p in range(n)) for n in (2, 3, 4)}
_PHASE_NUMBER = {ph: i for i, ph in enumerate(PHASES)}


def _phase_named(value) -> str:
    """The phase a save wrote, by its number or its name, as the one string of ``PHASES``."""
    if isinstance(value, int) and not isinstance(value, bool) and 0 <= value < len(PHASES):
        return PHASES[value]
    if isinstance(value, str) and value in _PHASE_NUMBER:
        return PHASES[_PHASE_NUMBER[value]]
    raise ValueError(f"unknown Fantastiqa phase {value!r}")


_HANDLERS = {
    PickQuest: "_a_pick_quest", PickArtifact: "_a_pick_artifact", PickRegion: "_a_pick_region",
    Subdue: "_a_subdue", Statue: "_a_statue", Take: "_a_take", Release: "_a_release",
    CompleteQuest: "_a_complete", Pay: "_a_pay", Commit: "_a_commit", Withdraw: "_a_withdraw",
    Fly: "_a_fly", Reshuffle: "_a_reshuffle", Play: "_a_play", ChooseCard: "_a_choose_card",
    ChoosePath: "_a_choose_path", ChooseSeat: "_a_choose_seat", Exchange: "_a_exchange",
    Give: "_a_give", Discard: "_a_discard", Dump: "_a_dump", Done: "_a_done",
    EndTurn: "_a_end_turn",
}
_HANDLER_FN = {t: getattr(FantastiqaState, name) for t, name in _HANDLERS.items()}


def new_game(num_players: int, seed: int | None = None, quest_goal=None, simple_rules=False,
             teams=True, **unknown) -> FantastiqaState:
    """A new game at the first starting pick (§4)."""
    if num_players not in (2, 3, 4):
        raise ValueError(f"{D.TITLE} takes 2 to 4 players, not {num_players}")
    opts = check_options(D.TITLE, D.OPTIONS, {"quest_goal": quest_goal, "simple_rules": simple_rules,
                                              "teams": teams, **unknown})
    quest_goal, simple_rules, teams = opts["quest_goal"], opts["simple_rules"], opts["teams"]
    n = num_players
    rng = random.Random(seed)
    s = FantastiqaState.__new__(FantastiqaState)
    s.rng = rng
    s.rng_shared = False
    s._legal = None
    s.n = n
    s.teams = bool(teams and n == 4)
    s.simple = bool(simple_rules)
    guide = D.GOAL_GUIDE[n]
    s.goal = quest_goal if quest_goal is not None else (guide[0] if s.simple else guide[1])
    s.first = rng.randrange(n)
    regions = list(range(6))
    rng.shuffle(regions)
    s.region_at = regions
    if s.simple:
        corner = [D.BEAST_BAZAAR, D.BEAST_BAZAAR, D.QUEST_CHEST, D.QUEST_CHEST]
        rng.shuffle(corner)
        s.statue_at = [D.NO_STATUE] * 6
        for sp, st in zip(D.CORNERS, corner):
            s.statue_at[sp] = st
    else:
        st = [0, 0, 1, 1, 2, 2]
        rng.shuffle(st)
        s.statue_at = st
    s.paths = [-1] * 7
    s.path_gems = [0] * 7
    s.creature_groups = [list(cards) for _, cards, minp in D.CREATURE_GROUPS if n >= minp]
    s.top_r = 0
    s.top_u = 0
    s.art_deck = [] if s.simple else list(D.ARTIFACT_SUPPLY)
    s.art_disc = []
    s.beast_deck = list(D.BEAST_SUPPLY)
    s.beast_disc = []
    s.quest_deck = list(D.REGULAR_QUESTS)
    s.quest_disc = []
    s.common = [-1, -1]
    s.common_bonus = [0, 0]
    s.released = []
    s.gem_supply = D.GEMS_TOTAL - D.STARTING_GEMS * n
    s.dragon_supply = 0 if s.simple else D.PEACEFUL_DRAGON_SUPPLY
    s.bonus_supply = D.BONUS_TOKENS
    s.pos = [-1] * n
    s.gems = [D.STARTING_GEMS] * n
    s.carpets = [D.CARPETS_SIMPLE if s.simple else D.CARPETS] * n
    s.reshuffles = [0 if s.simple else D.RESHUFFLES] * n
    s.bonus = [0] * n
    s.hand = [[] for _ in range(n)]
    s.draw = [[] for _ in range(n)]
    s.disc = [[] for _ in range(n)]
    s.pq = [[] for _ in range(n)]
    s.quest_cards = [[] for _ in range(n)]
    s.token = [[] for _ in range(n)]
    s.done = [[] for _ in range(n)]
    s.pick_order = [(s.first - i) % n for i in range(1, n + 1)]
    s.start_quests = list(D.STARTING_QUESTS)
    s.start_arts = [] if s.simple else list(D.STARTING_ARTIFACTS)
    s.offer = []
    s.qneed = []
    s.exch = []
    s.pools = None
    s.qpool = None
    s.cur = s.first
    s.phase = PH_PICK_QUEST
    s.actions_left = 0
    s._clear_turn_flags()
    s.offer_kind = -1
    s.taken = 0
    s.rel_count = 0
    s.rel_limit = 0
    s.pend_kind = -1
    s.pend_arg = -1
    s.winners_ = None
    s.quiet_turns = 0
    return s
