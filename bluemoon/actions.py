"""The decisions of Blue Moon City, one small frozen dataclass each.

A turn is a sequence of these (docs/ARCHITECTURE.md, "Actions": big choices are split up): the
movement actions, then ``Contribute`` (pick a building space) followed by
``AddCard`` one card at a time (with any Hoax cards first) until the
space is paid or ``TakeBack`` returns the cards, ``Offer``/``Pillar`` at the
courtyard, ``Done`` to end the contribution phase, ``Special`` on an expansion tile, and in the cleanup
``Discard`` (up to two) and ``Draw``.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Step:
    """Move the own figure one step to the orthogonally adjacent ``cell``."""
    cell: int


@dataclass(frozen=True, slots=True)
class Teleport:
    """Discard a Flit 1: the own figure flies to any other ``cell``."""
    cell: int


@dataclass(frozen=True, slots=True)
class ExtraSteps:
    """Discard a Flit 2: two more steps this movement phase."""


@dataclass(frozen=True, slots=True)
class MoveDragon:
    """Discard a Vulca/Terrah/Aqua card of ``value`` to move ``dragon``.

    Value 1 flies it to any ``cell`` (-1 = out of the city); value 2 walks
    it 1-3 steps to ``cell``.
    """
    dragon: int
    value: int
    cell: int


@dataclass(frozen=True, slots=True)
class Contribute:
    """Start paying for the empty ``space`` (index, 0 = leftmost) of the building here."""
    space: int


@dataclass(frozen=True, slots=True)
class Hoax:
    """Discard a Hoax of ``value`` to recolour cards of colour ``frm`` into ``to`` for this contribution."""
    value: int
    frm: int
    to: int


@dataclass(frozen=True, slots=True)
class AddCard:
    """Put one card of ``kind`` into the set paying for the chosen space; ``recoloured``:
    it counts in the set's colour through a Hoax played for this space (§5.4)."""
    kind: int
    recoloured: bool = False


@dataclass(frozen=True, slots=True)
class AddCardV1:
    """An ``AddCard`` read from a save of the first release, which had no ``recoloured``: a Hoax
    played for the space then recoloured every card of its source colour while its budget
    lasted.  Never legal as it is: ``State.upgrade_action`` says what it means today."""
    kind: int


@dataclass(frozen=True, slots=True)
class TakeBack:
    """Leave the space being paid unpaid: its cards and Hoax cards return to the hand."""


@dataclass(frozen=True, slots=True)
class Offer:
    """Pay crystals for the next obelisk space (figure on the courtyard)."""


@dataclass(frozen=True, slots=True)
class Pillar:
    """Discard a Pillar of ``value`` for one more offering costing ``value`` extra crystals."""
    value: int


@dataclass(frozen=True, slots=True)
class Done:
    """End the movement/contribution phases (or skip a special action)."""


@dataclass(frozen=True, slots=True)
class Special:
    """Use the special building under the figure (``cell``: the Central Hall's jump target, else -1)."""
    cell: int


@dataclass(frozen=True, slots=True)
class Discard:
    """Cleanup: discard one card of ``kind`` (at most two per turn)."""
    kind: int


@dataclass(frozen=True, slots=True)
class Draw:
    """Cleanup: draw two cards plus one per discarded card and end the turn."""


ACTION_TYPES = (Step, Teleport, ExtraSteps, MoveDragon, Contribute, Hoax, AddCard, TakeBack, Offer,
                Pillar, Done, Special, Discard, Draw)

# Interned instances: legal_actions() hands out these objects, so checking a
# move against the legal list is an identity test (fast) in the common case.
STEP = tuple(Step(c) for c in range(25))
TELEPORT = tuple(Teleport(c) for c in range(25))
EXTRA_STEPS = ExtraSteps()
DRAGON_FLY = tuple(tuple(MoveDragon(d, 1, c) for c in range(-1, 25)) for d in range(3))  # [d][c+1]
DRAGON_WALK = tuple(tuple(MoveDragon(d, 2, c) for c in range(25)) for d in range(3))
CONTRIBUTE = tuple(Contribute(i) for i in range(8))
ADD = tuple(AddCard(k) for k in range(24))
ADD_RECOLOURED = tuple(AddCard(k, True) for k in range(24))
TAKE_BACK = TakeBack()
OFFER = Offer()
PILLAR = (None, Pillar(1), Pillar(2))
DONE = Done()
SPECIAL = tuple(Special(c) for c in range(-1, 25))  # [c+1]
DISCARD = tuple(Discard(k) for k in range(24))
DRAW = Draw()
HOAX = {(v, f, t): Hoax(v, f, t) for v in (1, 2) for f in range(8) for t in range(8) if f != t}


def _tables():
    from .data import CELLS, DRAGON_REACH, NEIGHBOURS, OTHER_CELLS
    steps, tele, fly, walk, jump = {}, {}, {}, {}, {}
    for ex in (False, True):
        steps[ex] = tuple(tuple(STEP[c] for c in NEIGHBOURS[ex][a]) for a in range(25))
        tele[ex] = tuple(tuple(TELEPORT[c] for c in OTHER_CELLS[ex][a]) for a in range(25))
        jump[ex] = tuple(tuple(SPECIAL[c + 1] for c in OTHER_CELLS[ex][a]) for a in range(25))
        # fly[ex][d][at + 1]: off board -> any cell; on board -> any other cell or out
        fly[ex] = tuple(
            tuple(tuple(DRAGON_FLY[d][c + 1] for c in ((-1,) if at >= 0 else ()) + tuple(
                c for c in CELLS[ex] if c != at)) for at in range(-1, 25))
            for d in range(3))
        walk[ex] = tuple(tuple(tuple(DRAGON_WALK[d][c] for c in DRAGON_REACH[ex][a]) for a in range(25))
                         for d in range(3))
    return steps, tele, fly, walk, jump


#: Per expansion flag, precomputed action lists by cell (see _tables).
STEPS_FROM, TELEPORTS_FROM, FLIGHTS, WALKS, JUMPS_FROM = _tables()
