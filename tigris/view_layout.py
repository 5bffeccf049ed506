"""Where things are on the Tigris & Euphrates table (table units, 1440 x 1000), what a piece on
it stands for, and the board's regions as the table sees them."""

from __future__ import annotations

from dataclasses import dataclass

from .board import CATA, FACE_DOWN
from .data import COLS, NEIGH, ROWS, SQUARES

__all__ = ["BX", "BY", "CATA", "FACE_DOWN", "H", "HAND", "LABELLED_H", "LEAD", "MINI_LEAD", "RW", "RX", "Ref",
           "Refusal", "S", "SCREEN", "SUPPLY_ROW", "Stage", "TILE", "W", "regions", "sq_center", "square_at"]

W, H = 1440.0, 1000.0
S = 60.0                       # a board square
BX, BY = 44.0, 44.0            # the board's top-left corner
TILE = S - 6                   # a tile on the board
HAND = 84.0                    # a tile on your screen
LABELLED_H = HAND + 56         # a section of your screen down to the words under its pieces
LEAD = 70.0                    # a leader in your supply
MINI_LEAD = 34.0               # a leader in another player's supply
SUPPLY_ROW = 19.0              # the supply row's centre, above a player panel's foot
RX, RW = 1032.0, 392.0         # the players' column
SCREEN = (20.0, 724.0, 1400.0, 262.0)


@dataclass(frozen=True)
class Ref:
    """What a piece is: ``zone`` hand/leader/cat/boardtile/treasure/monument/building/wonder/staged."""
    zone: str
    seat: int = -1
    colour: int = -1
    square: int = -1
    index: int = -1


@dataclass(frozen=True)
class Stage:
    """A local step that is not a move yet: a tile onto the conflict panel or into the bag."""
    what: str          # "commit", "swap", "unswap"
    colour: int = -1


@dataclass(frozen=True)
class Refusal:
    """A drop that makes no move, and why (the table says it where the piece was let go)."""
    key: str                       # tigris.ui.<key> in tigris/words.py
    params: tuple = ()             # (name, value) pairs for the message


def sq_center(s: int) -> tuple[float, float]:
    r, c = divmod(s, COLS)
    return (BX + c * S + S / 2, BY + r * S + S / 2)


def square_at(p) -> int:
    """The board square under table point ``p`` (-1 off the board)."""
    c = int((p[0] - BX) // S)
    r = int((p[1] - BY) // S)
    if 0 <= r < ROWS and 0 <= c < COLS and p[0] >= BX and p[1] >= BY:
        return r * COLS + c
    return -1


def regions(view) -> tuple[list[int], list[bool]]:
    """Region id of every square (-1: empty) and, per region, whether it is a kingdom (rules §1, §6).

    Worked out here from the public board (tiles, leaders, the unification tile), so the table
    needs nothing of the engine's internals.  Tiles face up or down and leaders connect;
    catastrophes, empty squares and the unification tile during its wars do not."""
    tiles, leaders, skip = view.tiles, view.leaders, view.unifying_at
    occ = [(0 <= tiles[q] <= FACE_DOWN or leaders[q] >= 0) and q != skip for q in range(SQUARES)]
    lab = [-1] * SQUARES
    king: list[bool] = []
    for s in range(SQUARES):
        if not occ[s] or lab[s] >= 0:
            continue
        rid = len(king)
        lab[s] = rid
        stack, has = [s], False
        while stack:
            q = stack.pop()
            has = has or leaders[q] >= 0
            for nb in NEIGH[q]:
                if occ[nb] and lab[nb] < 0:
                    lab[nb] = rid
                    stack.append(nb)
        king.append(has)
    return lab, king
