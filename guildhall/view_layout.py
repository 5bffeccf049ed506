"""Where things sit on the Guildhall table, in table units (1200 x 844; the camera fits the
table to the window).  Rectangles are ``(x, y, w, h)``; centres ``(x, y)``.

* top row: the other players' guildhalls, compact (six profession columns, five colour slots);
* middle row: the market of five VP cards and the VP deck, the profession deck, the discard pile
  (or, while browsing, the pile spread out over the top of the table) and the action area;
* bottom: your guildhall (six columns, five colour slots), your completed chapters, your VP cards
  and tokens, and your hand fanned below.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

Rect = tuple[float, float, float, float]
Point = tuple[float, float]

W, H = 1200.0, 844.0

# -- card sizes --------------------------------------------------------------------------
CARD = (92, 128)          # your guildhall, the deck and the discard pile
HAND_CARD = (96, 134)
AREA_CARD = (84, 118)
MINI = (54, 76)           # other players' guildhalls
VP = (104, 146)           # market
VP_SMALL = (66, 92)       # VP cards bought
VP_DECK_CARD = (54, 76)
DONE_CARD = (64, 90)      # completed chapters, face down
BROWSE = (62, 87)         # the pile spread out, and a chapter being laid
SLOT = 24                 # visible strip of a stacked guildhall card
MINI_SLOT = 16

# -- the rows ------------------------------------------------------------------------------
MID_Y = 226
MARKET: Rect = (8, MID_Y, 5 * (VP[0] + 8) + 70, 196)
VP_DECK: Rect = (8 + 8 + 5 * (VP[0] + 8), MID_Y + 28, 60, 84)
DECK_CENTRE: Point = (690, MID_Y + 28 + 67)
DECK: Rect = (DECK_CENTRE[0] - 48, DECK_CENTRE[1] - 67, 96, 134)
DISCARD_CENTRE: Point = (795, MID_Y + 28 + 67)
DISCARD: Rect = (DISCARD_CENTRE[0] - 52, DISCARD_CENTRE[1] - 71, 104, 142)
BROWSE_AREA: Rect = (8, 6, 842, 416)
BROWSE_PER_ROW = 12
AREA: Rect = (860, MID_Y, 332, 196)
GUILD: Rect = (8, 438, 36 + 6 * (CARD[0] + 12), 250)
DONE: Rect = (680, 452, 220, 150)
VP_CARDS: Rect = (912, 452, 280, 150)
HAND: Rect = (150, 692, 900, 152)
HAND_FAN_CENTRE: Point = (W / 2 + 40, H - 82)
HAND_FAN_WIDTH = 860
OPPONENT_HEIGHT = 210
HAND_GAP = 6


def hand_spots(n: int) -> list[tuple[Point, float]]:
    """Centres and angles of ``n`` hand cards in a straight row: side by side while there is
    room, so every card's words show whole; a big hand overlaps as little as the row allows."""
    step = HAND_CARD[0] + HAND_GAP
    if n > 1:
        step = min(step, (HAND_FAN_WIDTH - HAND_CARD[0]) / (n - 1))
    x0 = HAND_FAN_CENTRE[0] - (n - 1) * step / 2
    return [((x0 + i * step, HAND_FAN_CENTRE[1]), 0.0) for i in range(n)]


def opponents(k: int) -> list[Rect]:
    """The boxes of ``k`` other players' guildhalls, side by side along the top."""
    gap = 10
    pw = min(600.0, (W - gap * (k + 1)) / k)
    x0 = (W - (pw * k + gap * (k - 1))) / 2
    return [(x0 + i * (pw + gap), 6, pw, OPPONENT_HEIGHT) for i in range(k)]


def opponent_columns(rect: Rect) -> list[float]:
    """The x of each profession column in another player's guildhall box."""
    x, _, w, _ = rect
    col_w = (w - 16) / 6
    return [x + 8 + col_w * prof + col_w / 2 for prof in range(6)]


def opponent_card(rect: Rect, prof: int, colour: int) -> Point:
    return (opponent_columns(rect)[prof], rect[1] + 66 + MINI[1] / 2 + colour * MINI_SLOT)


def guild_columns() -> list[float]:
    """The x of each profession column in your guildhall."""
    x = GUILD[0]
    return [x + 36 + prof * (CARD[0] + 12) + 6 + CARD[0] / 2 for prof in range(6)]


def guild_card(prof: int, colour: int) -> Point:
    return (guild_columns()[prof], GUILD[1] + 26 + CARD[1] / 2 + colour * SLOT)


def market_card(i: int) -> Point:
    x, y, _, _ = MARKET
    return (x + 8 + i * (VP[0] + 8) + VP[0] / 2, y + 28 + VP[1] / 2)


def vp_deck_card() -> Point:
    x, y, w, _ = VP_DECK
    return (x + w / 2, y + 38)


def browse_cell(i: int) -> Point:
    """The centre of the ``i``-th kind shown while browsing the pile."""
    x, y, w, _ = BROWSE_AREA
    step = (w - 20) / BROWSE_PER_ROW
    r, c = divmod(i, BROWSE_PER_ROW)
    return (x + 10 + step * c + step / 2, y + 40 + r * (BROWSE[1] + 24) + BROWSE[1] / 2)


def area_cards(n: int) -> list[Point]:
    """The cards played this turn, in a row across the action area."""
    x, y, w, _ = AREA
    if not n:
        return []
    step = min(AREA_CARD[0] + 6, (w - 20 - AREA_CARD[0]) / max(1, n - 1)) if n > 1 else 0
    total = AREA_CARD[0] + step * (n - 1)
    x0 = x + (w - total) / 2 + AREA_CARD[0] / 2
    return [(x0 + i * step, y + 36 + AREA_CARD[1] / 2) for i in range(n)]


def laying_cards(n: int) -> list[Point]:
    """A chapter on its way to the pile, in the action area: placed ones first."""
    x, y, w, _ = AREA
    step = (w - 16 - BROWSE[0]) / max(1, n - 1)
    return [(x + 8 + BROWSE[0] / 2 + i * step, y + 40 + BROWSE[1] / 2) for i in range(n)]


def done_card(i: int, n: int) -> Point:
    """The ``i``-th of ``n`` completed chapters; a fourth (held for a moment, over the limit)
    overlaps the others so that all stay in the panel."""
    x, y, w, _ = DONE
    step = min(70, (w - 20 - DONE_CARD[0]) / max(1, n - 1))
    return (x + 10 + DONE_CARD[0] / 2 + 4 + i * step, y + 36 + 45)


def done_empty_slot(i: int) -> Rect:
    """The outline where a completed chapter not yet made would lie."""
    x, y, _, _ = DONE
    return (x + 10 + i * 70 + 4, y + 36 + 4, 56, 82)


def vp_cards(n: int) -> list[Point]:
    x, y, w, _ = VP_CARDS
    step = min(VP_SMALL[0] + 6, (w - 110 - VP_SMALL[0]) / max(1, n - 1)) if n > 1 else 0
    return [(x + 100 + VP_SMALL[0] / 2 + i * step, y + 36 + VP_SMALL[1] / 2) for i in range(n)]


def least_px(window_size) -> int:
    """The least readable text size in real pixels for this window (11 px at 1280x800, in
    proportion elsewhere): no word on the table is drawn smaller; one that cannot fit at this
    size is left to the card's tooltip and its enlarged view."""
    w, h = window_size
    return math.ceil(11 * min(w / 1280, h / 800))


@dataclass(frozen=True)
class Ref:
    """What a piece is: ``zone`` hand/guild/area/discard/browse/done/vp/market/deck..."""
    zone: str
    seat: int = -1
    kind: int = -1          # profession-card kind, or -1
    prof: int = -1          # profession (completed chapters, guild cards)
    vp: int = -1            # VP kind
    slot: int = -1          # market slot

    @property
    def key(self):
        if self.kind >= 0:
            return ("card", self.kind)
        if self.vp >= 0:
            return ("vp", self.vp)
        if self.zone == "done":
            return ("done", self.prof)
        return None
