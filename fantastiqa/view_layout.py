"""Fantastiqa table geometry (table units, 1200 x 840) and the small values the table's
modules share: what a piece is (``Ref``), chips, and the not-yet-paying card assignments."""

from __future__ import annotations

import math

from dataclasses import dataclass

from engine.text import Message

from . import data as D

W, H = 1200.0, 840.0
CARD = (100, 138)
CRE = (84, 116)
MINI = (44, 60)
TOKEN_CARD = (38, 50)     # the cards under the quest token: two columns of whole cards
PILE = (74, 102)
QUEST = (160, 108)
COMMON = (200, 128)
OFFER = (118, 162)
OFFER_Q = (214, 138)
#: A rival's personal quests in its panel (when the panel is tall enough): three in a row, left of
#: its discard pile (the pile's left edge is 53 units in from the panel's right side).
OPP_QUEST, OPP_QUEST_STEP = (110, 75), 114
REG_R = 80
X0, DX, Y0, DY = 112, 280, 110, 292
PANEL_X = 780
BOARD = (8, 8, 764, 478)
OVERLAY = (18, 18, 744, 466)
#: The turn panel reaches down beside the hand: its buttons stack from the bottom and leave its
#: title and the turn's summary clear above them.
TURN_PANEL = (1038, 506, 156, 326)
#: How far below the turn panel's top its title and summary line end: the panel's further
#: lines start there, and the adventurer waiting in it before it is placed stands below them.
TURN_WORDS_H = 44

PAPER = (250, 244, 226)

#: The stats panel's rows, in table units below its top: the gems, then the carpets' and the
#: reshuffle tokens' rows (each under its label, which the gap above the row holds at the least
#: readable size on the smallest board), then the quests completed and the score.
GEMS, GEM = 2, 24
CARPETS, RESHUFFLES = 48, 96
TOKEN, STEP = 26, 30


def space_xy(sp: int) -> tuple[float, float]:
    r, c = divmod(sp, 2)
    return (X0 + r * DX, Y0 + c * DY)


def path_xy(pi: int) -> tuple[float, float]:
    a, b = D.PATHS[pi]
    (x1, y1), (x2, y2) = space_xy(a), space_xy(b)
    return ((x1 + x2) / 2, (y1 + y2) / 2)


def ui(key: str, **params) -> Message:
    """One of the table's own messages (``fantastiqa.ui.<key>`` in fantastiqa/words.py)."""
    return Message("fantastiqa.ui." + key, **params)


@dataclass(frozen=True)
class Ref:
    """What a piece is: its ``zone`` (hand, path, statue, adv, quest_cards, tokcard, disc, browse, offer,
    pick, carpet, reshuffle, drawpile, done) and the ids that go with it."""
    zone: str
    seat: int = -1
    kind: int = -1
    quest: int = -1
    path: int = -1
    space: int = -1
    assigned: bool = False

    @property
    def key(self):
        return ("k", self.kind) if self.kind >= 0 else None


@dataclass(frozen=True)
class Assign:
    """Not an engine action: a hand card laid on a creature, short of a full payment yet."""
    path: str
    kind: int


@dataclass(frozen=True)
class Unassign:
    kind: int




def opp_quest_x(panel_x: float, j: int) -> float:
    """The centre x of a rival's ``j``-th personal quest in its panel."""
    return panel_x + 8 + OPP_QUEST[0] / 2 + j * OPP_QUEST_STEP


def least_px(window_size) -> int:
    """The least readable text size in real pixels for this window (11 px at 1280x800, in
    proportion elsewhere): no word on Fantastiqa's table is drawn smaller."""
    w, h = window_size
    return math.ceil(11 * min(w / 1280, h / 800))
