"""The decisions of Fantastiqa, as small frozen values.

Card fields hold card-kind ids (``data.KINDS``) or quest ids (``data.QUESTS``);
paths are ``"P1"``..``"P7"``; seats are ints.  ``make`` hands out one shared
instance per value, so the hot path of ``legal_actions`` builds nothing.
"""

from __future__ import annotations

from dataclasses import dataclass
from types import MappingProxyType

from .data import KIND, KINDS, PATH_NAMES, QUESTS, REGIONS


@dataclass(frozen=True, slots=True)
class PickQuest:
    """Setup: take a starting quest."""
    quest: str


@dataclass(frozen=True, slots=True)
class PickArtifact:
    """Setup: take a starting artifact."""
    artifact: str


@dataclass(frozen=True, slots=True)
class PickRegion:
    """Setup: place your adventurer on a region."""
    region: str


@dataclass(frozen=True, slots=True)
class Subdue:
    """Adventure step: subdue the creature on a path with these hand cards, and cross it.

    The cards are kept in the game's card order: a payment is the same move whatever order
    its cards are named in.
    """
    path: str
    cards: tuple

    def __post_init__(self) -> None:
        if isinstance(self.cards, (tuple, list)):
            object.__setattr__(self, "cards", tuple(sorted(self.cards, key=_card_order)))


def _card_order(card) -> tuple:
    """Known card kinds in the game's order; anything else after them (refused later)."""
    k = KIND.get(card) if isinstance(card, str) else None
    return (0, k, "") if k is not None else (1, 0, repr(card))


@dataclass(frozen=True, slots=True)
class Statue:
    """Visit the statue here: option ``draw``, ``release`` or ``teleport``."""
    option: str


@dataclass(frozen=True, slots=True)
class Take:
    """Statue draw: buy the drawn artifact/beast, or take the drawn quest."""
    card: str


@dataclass(frozen=True, slots=True)
class Release:
    """Statue release: remove a card from the game (1 gem)."""
    card: str
    from_hand: bool


@dataclass(frozen=True, slots=True)
class CompleteQuest:
    """Turn action: complete a personal or common quest in this region."""
    quest: str


@dataclass(frozen=True, slots=True)
class Pay:
    """Quest payment: discard one card with a needed natural symbol."""
    card: str
    from_token: bool


@dataclass(frozen=True, slots=True)
class Commit:
    """Free action: tuck a hand card behind a personal quest (or under the quest token if None)."""
    card: str
    quest: str | None


@dataclass(frozen=True, slots=True)
class Withdraw:
    """Free action: move a committed card (quest, or token if None) to the discard pile."""
    card: str
    quest: str | None


@dataclass(frozen=True, slots=True)
class Fly:
    """Free action: fly along a path with a carpet token (card None) or a magic-carpet card."""
    path: str
    card: str | None


@dataclass(frozen=True, slots=True)
class Reshuffle:
    """Free action: use a reshuffle token."""


@dataclass(frozen=True, slots=True)
class Play:
    """Free action: use a card's ability or an artifact."""
    card: str


@dataclass(frozen=True, slots=True)
class ChooseCard:
    """Answer to an artifact: this card, from the hand or the discard pile."""
    card: str
    from_hand: bool


@dataclass(frozen=True, slots=True)
class ChoosePath:
    """Answer to the Wardrobe of Changing: this creature's path."""
    path: str


@dataclass(frozen=True, slots=True)
class ChooseSeat:
    """Answer to an effect that names a player."""
    seat: int


@dataclass(frozen=True, slots=True)
class Exchange:
    """Team free action: start a card exchange with your partner."""


@dataclass(frozen=True, slots=True)
class Give:
    """Card exchange: hand this card to your partner."""
    card: str


@dataclass(frozen=True, slots=True)
class Discard:
    """End of turn: discard an unused hand card."""
    card: str


@dataclass(frozen=True, slots=True)
class Dump:
    """End of turn: put a hand card on a co-located opponent's discard pile."""
    card: str
    seat: int


@dataclass(frozen=True, slots=True)
class Done:
    """Finish the current multi-step choice."""


@dataclass(frozen=True, slots=True)
class EndTurn:
    """Finish the turn's actions and go to the end of the turn."""


ACTION_TYPES = (PickQuest, PickArtifact, PickRegion, Subdue, Statue, Take, Release,
                CompleteQuest, Pay, Commit, Withdraw, Fly, Reshuffle, Play, ChooseCard,
                ChoosePath, ChooseSeat, Exchange, Give, Discard, Dump, Done, EndTurn)

def _shared_values():
    """Every (class, arguments) the legal-move lists build with ``make``: a few thousand."""
    seats = range(4)
    for k in KINDS:
        yield from ((PickArtifact, (k,)), (Withdraw, (k, None)), (Give, (k,)), (Take, (k,)),
                    (Play, (k,)))
        for flag in (True, False):
            yield from ((Pay, (k, flag)), (Release, (k, flag)), (ChooseCard, (k, flag)))
        yield from ((Dump, (k, s)) for s in seats)
    for q in QUESTS:
        yield from ((PickQuest, (q,)), (Take, (q,)))
    yield from ((PickRegion, (r,)) for r in REGIONS)
    yield from ((Statue, (o,)) for o in ("draw", "release", "teleport"))
    yield from ((ChooseSeat, (s,)) for s in seats)
    yield from ((ChoosePath, (p,)) for p in PATH_NAMES)


#: One instance per value, built at import and never changed: the search's move
#: statistics then meet the very same objects (an identity match is a dict's fastest).
_SHARED = MappingProxyType({(cls, args): cls(*args) for cls, args in _shared_values()})


def make(cls, *args):
    """The shared instance of ``cls(*args)``, or a new one for a value not among them."""
    a = _SHARED.get((cls, args))
    return cls(*args) if a is None else a


DONE = Done()
END_TURN = EndTurn()
RESHUFFLE = Reshuffle()
EXCHANGE = Exchange()
