"""Guildhall actions: small frozen values, one decision each (rules §13).

Cards are named by kind index (``data.KIND_NAMES``); VP cards by VP kind index
(``data.VP_IDS``); professions by index (``data.PROFESSIONS``).
"""

from __future__ import annotations

from dataclasses import dataclass

from . import data as D


@dataclass(frozen=True, slots=True)
class PlayCard:
    """Action `play_card`: play a card of this kind from hand."""
    kind: int


@dataclass(frozen=True, slots=True)
class DiscardAndDraw:
    """Action `discard_and_draw`: then discard cards one by one and say Done."""


@dataclass(frozen=True, slots=True)
class BuyVP:
    """Action `buy_vp`: buy a centre-row VP card of this kind."""
    card: int


@dataclass(frozen=True, slots=True)
class EndTurn:
    """Give up the actions left and end the turn (§5)."""


@dataclass(frozen=True, slots=True)
class Discard:
    """Discard a hand card of this kind (opening, discard-and-draw)."""
    kind: int


@dataclass(frozen=True, slots=True)
class Place:
    """Put a hand card of this kind into the guildhall (opening, Weaver, VP card)."""
    kind: int


@dataclass(frozen=True, slots=True)
class Done:
    """Finish the current run of discards or placements."""


@dataclass(frozen=True, slots=True)
class ChooseTier:
    """Use this ability tier of the card just played (``amount``: Dancer draws)."""
    tier: str
    amount: int = 0


@dataclass(frozen=True, slots=True)
class ChooseOpponent:
    """The one opponent an ability targets."""
    seat: int


@dataclass(frozen=True, slots=True)
class ChooseCard:
    """A card of this kind in a guildhall or the discard pile, as the ability asks."""
    kind: int


@dataclass(frozen=True, slots=True)
class ChooseChapter:
    """A chapter (incomplete or completed, as the step asks) of this profession."""
    profession: int


@dataclass(frozen=True, slots=True)
class UseAbility:
    """Use (True) or decline (False) a bought VP card's one-time ability."""
    use: bool


ACTION_TYPES = (PlayCard, DiscardAndDraw, BuyVP, EndTurn, Discard, Place, Done,
                ChooseTier, ChooseOpponent, ChooseCard, ChooseChapter, UseAbility)

# Shared instances, so legal_actions() builds no new objects.
PLAY = tuple(PlayCard(k) for k in range(D.NUM_KINDS))
DISCARD = tuple(Discard(k) for k in range(D.NUM_KINDS))
PLACE = tuple(Place(k) for k in range(D.NUM_KINDS))
CARD = tuple(ChooseCard(k) for k in range(D.NUM_KINDS))
CHAPTER = tuple(ChooseChapter(p) for p in range(D.NUM_PROFESSIONS))
BUY = tuple(BuyVP(v) for v in range(len(D.VP_IDS)))
OPPONENT = tuple(ChooseOpponent(s) for s in range(4))
DISCARD_AND_DRAW = DiscardAndDraw()
END_TURN = EndTurn()
DONE = Done()
USE = UseAbility(True)
DECLINE_ABILITY = UseAbility(False)
NO_EFFECT = ChooseTier(D.NO_TIER)
TIER = {t: ChooseTier(t) for t in D.TIER_LEVEL if t != "dancer_draw"}
DANCER = tuple(ChooseTier("dancer_draw", n) for n in range(5))
