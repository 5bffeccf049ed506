"""Twenty-One: a tiny hidden-information card game that proves the contract,
the contract suite and the AI before the real games land.

24 cards (1-6, four of each) are shuffled; each player holds 2 hidden cards.
On your turn you play one card onto the common pile and draw a replacement.
Bring the pile's total to exactly the target (21) and you win; push it past
the target and you lose (everyone else shares the win). If every card is
played without either, the game is drawn.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from engine.game import GameInfo, Option, ScoreChange, State, rng_from_json, rng_to_json
from engine.text import Message, Seat

MESSAGES = {
    "toygame.play": "{who} {who:play|plays} a {card}.",
    "toygame.no_such_card": "{who} {who:hold|holds} no {card}; play one of {who:their} cards: {held:list}.",
    "toygame.ev.draw_seen": "{who} {who:draw|draws} a {card}.",
    "toygame.ev.draw": "{who} {who:draw|draws} a card.",
    "toygame.ev.total": "The pile totals {total}.",
    "toygame.ev.exact": "{who} {who:bring|brings} the pile to exactly {target} and {who:win|wins}.",
    "toygame.ev.bust": "{who} {who:push|pushes} the pile past {target}: everyone else wins.",
    "toygame.ev.drawn": "Every card is played: the game is drawn.",
}

VALUES = (1, 2, 3, 4, 5, 6)
COPIES = 4
HAND_SIZE = 2


@dataclass(frozen=True, slots=True)
class Play:
    card: int


class ToyState(State):
    ACTION_TYPES = (Play,)
    __slots__ = ("num_players", "to_move", "target", "hands", "deck", "pile", "winners_", "rng")

    def legal_actions(self):
        if self.to_move is None:
            return []
        return [Play(v) for v in sorted(set(self.hands[self.to_move]))]

    def explain_illegal(self, action):
        if isinstance(action, Play):
            return Message("toygame.no_such_card", who=Seat(self.to_move), card=action.card,
                           held=tuple(sorted(self.hands[self.to_move])))
        return super().explain_illegal(action)

    def apply(self, action):
        self.check_legal(action)
        self.begin_events()
        seat = self.to_move
        hand = self.hands[seat]
        hand.remove(action.card)
        self.pile.append((seat, action.card))
        if self.deck:
            hand.append(self.deck.pop())
            self.emit("toygame.ev.draw_seen", who=Seat(seat), card=hand[-1], seen_by=(seat,))
            self.emit("toygame.ev.draw", who=Seat(seat),
                      seen_by=tuple(s for s in range(self.num_players) if s != seat))
        total = self.total()
        self.emit("toygame.ev.total", total=total)
        if total == self.target:
            self.emit("toygame.ev.exact", who=Seat(seat), target=self.target, score=(ScoreChange(seat, 1),))
            self._finish([seat])
        elif total > self.target:
            others = [s for s in range(self.num_players) if s != seat]
            self.emit("toygame.ev.bust", who=Seat(seat), target=self.target,
                      score=tuple(ScoreChange(s, 1) for s in others))
            self._finish(others)
        elif not any(self.hands):
            self.emit("toygame.ev.drawn")
            self._finish([])
        else:
            nxt = (seat + 1) % self.num_players
            while not self.hands[nxt]:
                nxt = (nxt + 1) % self.num_players
            self.to_move = nxt

    def _finish(self, winners):
        self.winners_ = winners
        self.to_move = None

    def total(self):
        return sum(c for _, c in self.pile)

    def scores(self):
        return [1 if s in self.winners_ else 0 for s in range(self.num_players)]

    def winners(self):
        return list(self.winners_)

    def clone(self):
        s = ToyState.__new__(ToyState)
        s.num_players, s.to_move, s.target = self.num_players, self.to_move, self.target
        s.hands = [list(h) for h in self.hands]
        s.deck = list(self.deck)
        s.pile = list(self.pile)
        s.winners_ = list(self.winners_)
        s.rng = random.Random()
        if self.rng is not None:
            s.rng.setstate(self.rng.getstate())
        else:
            s.rng = None
        return s

    def to_dict(self):
        return {
            "num_players": self.num_players, "to_move": self.to_move, "target": self.target,
            "hands": [list(h) for h in self.hands], "deck": list(self.deck),
            "pile": [list(p) for p in self.pile], "winners": list(self.winners_),
            "rng": rng_to_json(self.rng) if self.rng is not None else None,
        }

    @classmethod
    def from_dict(cls, d):
        s = cls.__new__(cls)
        s.num_players, s.to_move, s.target = d["num_players"], d["to_move"], d["target"]
        s.hands = [list(h) for h in d["hands"]]
        s.deck = list(d["deck"])
        s.pile = [tuple(p) for p in d["pile"]]
        s.winners_ = list(d["winners"])
        s.rng = rng_from_json(d["rng"]) if d["rng"] is not None else None
        return s

    def view(self, seat):
        v = self.clone()
        v.hands = [list(h) if i == seat else [None] * len(h) for i, h in enumerate(self.hands)]
        v.deck = [None] * len(self.deck)
        v.rng = None
        return v

    def determinize(self, seat, rng):
        v = self.view(seat)
        pool = [c for c in VALUES for _ in range(COPIES)]
        for known in [c for _, c in self.pile] + v.hands[seat]:
            pool.remove(known)
        pool.sort()
        rng.shuffle(pool)
        for i, h in enumerate(v.hands):
            if i != seat:
                v.hands[i] = [pool.pop() for _ in h]
        v.deck = [pool.pop() for _ in v.deck]
        v.rng = random.Random(rng.getrandbits(64))
        return v

    def describe(self, action):
        return Message("toygame.play", who=Seat(self.to_move if self.to_move is not None else 0),
                       card=action.card)


def new_game(num_players, seed=None, target=21):
    INFO.check_players(num_players)
    INFO.check_options({"target": target})
    s = ToyState.__new__(ToyState)
    s.num_players, s.to_move, s.target = num_players, 0, target
    s.rng = random.Random(seed)
    deck = [c for c in VALUES for _ in range(COPIES)]
    s.rng.shuffle(deck)
    s.hands = [[deck.pop() for _ in range(HAND_SIZE)] for _ in range(num_players)]
    s.deck, s.pile, s.winners_ = deck, [], []
    return s


INFO = GameInfo(
    name="toygame", title="Twenty-One", min_players=2, max_players=4,
    pitch="Bring the pile to exactly 21 without going over.",
    new_game=new_game, state_type=ToyState,
    options=(Option("target", "Target total", 21, (21, 15)),),
    option_sets=({}, {"target": 15}),
    ai_module="toygame_ai",
    heuristic_module="toygame_heuristic",
)
