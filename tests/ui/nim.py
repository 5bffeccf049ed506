"""A perfect-information test game (Nim: take 1-3 from a heap, taking the last wins), with a table.

Used to prove undo against the AI and that perfect-information games need no hand-off screen.
"""

from __future__ import annotations

from dataclasses import dataclass

from engine.game import GameInfo, IllegalAction, State
from engine.ui import art
from engine.ui.kit import DropZone, Piece, row
from engine.ui.table import TableScene, register_view


@dataclass(frozen=True, slots=True)
class Take:
    n: int


class NimState(State):
    ACTION_TYPES = (Take,)

    def __init__(self, num_players=2, heap=15, to_move=0, winner=None):
        self.num_players, self.heap, self.to_move, self.winner = num_players, heap, to_move, winner

    def legal_actions(self):
        return [] if self.to_move is None else [Take(n) for n in (1, 2, 3) if n <= self.heap]

    def apply(self, a):
        if a not in self.legal_actions():
            raise IllegalAction(f"You can take 1 to {min(3, self.heap)} tokens, not {getattr(a, 'n', a)}.")
        self.heap -= a.n
        if self.heap == 0:
            self.winner, self.to_move = self.to_move, None
        else:
            self.to_move = (self.to_move + 1) % self.num_players

    def scores(self):
        return [1 if s == self.winner else 0 for s in range(self.num_players)]

    def winners(self):
        return [] if self.winner is None else [self.winner]

    def clone(self):
        return NimState(self.num_players, self.heap, self.to_move, self.winner)

    def to_dict(self):
        return {"n": self.num_players, "heap": self.heap, "to_move": self.to_move, "winner": self.winner}

    @classmethod
    def from_dict(cls, d):
        return cls(d["n"], d["heap"], d["to_move"], d["winner"])

    def view(self, seat):
        return self.clone()

    def determinize(self, seat, rng):
        return self.clone()

    def describe(self, a):
        return f"Seat {self.to_move + 1} takes {a.n}."


def new_game(num_players, seed=None, heap=15):
    return NimState(num_players, heap)


INFO = GameInfo(name="ui.nim", title="Nim", min_players=2, max_players=3, pitch="Take the last token.",
                new_game=new_game, state_type=NimState)


class NimTable(TableScene):
    TABLE_SIZE = (1200.0, 800.0)

    def build(self, view):
        for i, pos in enumerate(row(view.heap, (600, 300), 50, 12)):
            self.add_piece(Piece(f"tok-{i}", "token", (50, 50), pos,
                                 art=("nim-token", lambda: art.token(96, (200, 160, 60))), data=view.heap - i,
                                 draggable=view.heap - i <= 3))
        self.add_zone(DropZone("take", (450, 520, 300, 180), label="Take"))

    def action_for(self, piece, zone):
        return Take(piece.data) if zone.id == "take" else None

    def buttons(self, view):
        return [(f"Take {a.n}", a) for a in view.legal_actions()]


def register():
    register_view("ui.nim", NimTable)
