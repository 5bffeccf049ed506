"""Where things sit on the Sintra table (table units, 1200 x 840; the camera fits it to the window).

* top left: the factory displays in a circle with the centre inside; the bag and the glass
  tower beside them (broken tiles shatter into the tower);
* top right: the scoring board: the round track with this round's colour, and per seat the
  score, the broken-glass track and the start-player tile;
* bottom left: your palace, large (:class:`Palace` at scale 1): the glazier above eight pattern
  strips on their spires, the eight two-pane windows with their values, and on side A the four
  ornaments between window pairs;
* right: the other palaces, at half scale; the tiles you took and have not placed yet sit in
  the tray between.

Also what a piece on the table is (:class:`Tile`, :class:`Thing`).  Pure geometry: no drawing.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

W, H = 1200.0, 840.0
#: The least readable text at 1280x800 (real pixels); smaller windows scale it down.
READABLE_PX = 11


def least_px(window: tuple[int, int]) -> int:
    """The smallest readable text in a window of this size (11 px at 1280x800, in proportion)."""
    return math.ceil(READABLE_PX * min(window[0] / 1280, window[1] / 800))


FC = (232.0, 232.0)                 # the factory circle's centre
FTILE = 34.0                        # tile size on factories
CTILE = 30.0                        # tile size in the centre
CENTRE_STEP = 33.0                  # the centre's grid
TOWER = (470.0, 140.0, 82.0, 272.0)  # the glass tower (x, y, w, h)
BAG = (511.0, 96.0)
SCORE = (562.0, 4.0, 634.0, 250.0)  # the scoring board
TRAY = (566.0, 262.0, 226.0, 200.0)  # your taken tiles
MY_PALACE = (12.0, 500.0)
OPP_X, OPP_Y, OPP_W = 806.0, 262.0, 388.0
OPP_SCALE = 0.5
#: A palace's title bar above it, and the gap between the other palaces.
OPP_TITLE, OPP_GAP = 26.0, 8.0

# one palace board at scale 1
COL = 97.0
GLAZ_H = 44.0
STRIP_W, STRIP_H = 52.0, 202.0
WIN_TOP = GLAZ_H + STRIP_H + 8.0
WIN_W, WIN_H = 78.0, 64.0


@dataclass(frozen=True)
class Tile:
    """What a tile piece is: ``loc`` f(actory) c(entre) h(and) s(trip) w(indow) r(ound track)."""
    loc: str
    colour: int
    seat: int = -1
    where: int = -1       # factory number (1..), strip/window position (0..7), round index
    slot: int = -1        # strip space or window slot


@dataclass(frozen=True)
class Thing:
    """Other pieces: the glazier, a strip, the start-player tile."""
    kind: str
    seat: int = -1
    where: int = -1


def factory_centre(k: int, n: int) -> tuple[float, float]:
    """The centre of factory display ``k`` (0-based) of ``n``, on a ring round the centre."""
    ring = 166.0 if n > 5 else 150.0
    a = math.radians(-90 + 360.0 * k / n)
    return (FC[0] + ring * math.cos(a), FC[1] + ring * math.sin(a))


def factory_size(n: int) -> float:
    return 104.0 if n > 5 else 112.0


def score_row(seat: int) -> tuple[float, float]:
    """Top-left of a seat's row on the scoring board (rows in seat order)."""
    x, y, w, h = SCORE
    return (x + 8, y + 78 + seat * 42)


def round_space(r: int) -> tuple[float, float]:
    """The centre of round ``r``'s (0-based) space on the round track."""
    x, y, w, h = SCORE
    return (x + 118 + r * 52, y + 38)


def other_palace_top(j: int) -> float:
    """The top of the ``j``-th other palace (in turn order after yours)."""
    return OPP_Y + OPP_TITLE - 2 + j * (Palace.height(OPP_SCALE) + OPP_TITLE + OPP_GAP)


class Palace:
    """Where things are on one seat's palace board."""

    def __init__(self, seat: int, x: float, y: float, s: float, mine: bool = False):
        self.seat, self.x, self.y, self.s, self.mine = seat, x, y, s, mine

    @staticmethod
    def height(s: float) -> float:
        return (WIN_TOP + WIN_H + 6) * s

    @property
    def width(self) -> float:
        return COL * 8 * self.s

    def col(self, i: int) -> float:
        return self.x + self.s * (COL * i + COL / 2)

    def glazier_pos(self, i: int) -> tuple[float, float]:
        return (self.col(i), self.y + self.s * GLAZ_H / 2)

    def strip_top(self, i: int) -> tuple[float, float]:
        return (self.col(i), self.y + self.s * GLAZ_H)

    def strip_size(self) -> tuple[float, float]:
        return (STRIP_W * self.s, STRIP_H * self.s)

    def space_centre(self, i: int, k: int) -> tuple[float, float]:
        m = STRIP_W * 0.1
        step = (STRIP_H - 2 * m) / 5
        return (self.col(i), self.y + self.s * (GLAZ_H + m + step * (k + 0.5)))

    def tile_size(self) -> float:
        return 31.0 * self.s

    def window_rect(self, i: int) -> tuple[float, float, float, float]:
        s = self.s
        return (self.col(i) - WIN_W * s / 2, self.y + WIN_TOP * s, WIN_W * s, WIN_H * s)

    def slot_centre(self, i: int, slot: int) -> tuple[float, float]:
        s = self.s
        return (self.col(i) + (-18.5 if slot == 0 else 18.5) * s, self.y + (WIN_TOP + 20 + 21) * s)

    def strip_zone(self, i: int) -> tuple[float, float, float, float]:
        s = self.s
        return (self.col(i) - (COL / 2 - 3) * s, self.y, (COL - 6) * s, (GLAZ_H + STRIP_H + 4) * s)

    def ornament_centre(self, k: int) -> tuple[float, float]:
        s = self.s
        return (self.x + s * COL * (2 * k + 1), self.y + s * (WIN_TOP + WIN_H / 2 + 4))

    def hand_spot(self) -> tuple[float, float]:
        return (self.x + self.width - 120, self.y - 12)

    def rect(self) -> tuple[float, float, float, float]:
        return (self.x - 4, self.y - 2, self.width + 8, self.height(self.s) + 4)


def palaces(me: int, others: list[int]) -> dict[int, Palace]:
    """Every seat's palace: yours large bottom left, the others small down the right."""
    out = {me: Palace(me, MY_PALACE[0], MY_PALACE[1], 1.0, mine=True)}
    for j, o in enumerate(others):
        out[o] = Palace(o, OPP_X + 2, other_palace_top(j), OPP_SCALE)
    return out
