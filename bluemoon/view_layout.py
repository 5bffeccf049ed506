"""Blue Moon City table geometry (table units, 1200 x 844) and the small shared helpers."""

from __future__ import annotations

from dataclasses import dataclass

W, H = 1200.0, 844.0
T, G, X0, Y0 = 124.0, 4.0, 10.0, 12.0          # city tiles
RX, RW = 662.0, 528.0                          # right column
ROW_H = 44.0
OB_Y, SUP_Y, PAN_Y = 196.0, 282.0, 398.0       # obelisk, supplies, panel tops
PAN_H = 252.0
HAND_Y = 762.0
HAND_CARD = (96.0, 134.0)
STAGE_CARD = (50.0, 70.0)
FIG = (24.0, 34.0)
DRAGON = (40.0, 35.0)
MARK = 15.0

PAPER = (250, 244, 226)
#: The least readable text size at 1280x800, in real pixels (scaled with the window).
READABLE_PX = 11


@dataclass(frozen=True)
class Ref:
    """What a piece is: what = hand/stage/fig/dragon/marker/tile/crystal/deck (``idle``: a hand
    card that can do nothing now, drawn dimmed)."""
    what: str
    seat: int = -1
    kind: int = -1
    index: int = -1
    cell: int = -1
    tile: int = -99
    idle: bool = False


def cell_rect(c: int) -> tuple:
    r, q = divmod(c, 5)
    return (X0 + q * (T + G), Y0 + r * (T + G), T, T)


def cell_center(c: int) -> tuple:
    x, y, w, h = cell_rect(c)
    return (x + w / 2, y + h / 2)
