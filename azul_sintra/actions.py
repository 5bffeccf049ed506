"""The moves of Azul: Stained Glass of Sintra, as immutable values (docs/ARCHITECTURE.md, "Actions").

A turn is split into small decisions: ``TakeTiles`` (or ``ResetGlazier``), then ``PlaceTiles``
on one reachable strip, then, when the strip completes on side B with several colours on it,
``KeepTile``.  The rules hand out the pre-built values below, so that ``legal_actions()`` builds
nothing.
"""

from __future__ import annotations

from dataclasses import dataclass

from .data import COLOURS, FACTORY_DISPLAY_COUNT, POSITIONS

#: ``TakeTiles.source`` of the centre (factory displays are 1..9).
CENTRE = 0


@dataclass(frozen=True, slots=True)
class TakeTiles:
    """Step 1 of advance_strip: all tiles of ``colour`` from ``source``
    (0 = the centre, 1..9 = factory display number)."""
    source: int
    colour: str


@dataclass(frozen=True, slots=True)
class PlaceTiles:
    """Step 2: put the taken tiles on the strip at ``position`` (1..8)."""
    position: int


@dataclass(frozen=True, slots=True)
class KeepTile:
    """Step 3b: keep a tile of ``colour`` from the completed strip for the window."""
    colour: str


@dataclass(frozen=True, slots=True)
class ResetGlazier:
    """Action B: move the glazier onto the leftmost present strip."""


ACTION_TYPES = (TakeTiles, PlaceTiles, KeepTile, ResetGlazier)

#: TAKE[source][colour index], PLACE[position - 1], KEEP[colour index], RESET.
TAKE = tuple(tuple(TakeTiles(src, c) for c in COLOURS) for src in range(FACTORY_DISPLAY_COUNT + 1))
#: The takes laid out like the rules' counts: the centre's by colour, the displays' by display then colour.
TAKE_CENTRE = TAKE[CENTRE]
TAKE_FACTORIES = tuple(a for row in TAKE[1:] for a in row)
PLACE = tuple(PlaceTiles(p + 1) for p in range(POSITIONS))
KEEP = tuple(KeepTile(c) for c in COLOURS)
RESET = ResetGlazier()
