"""Azul: Stained Glass of Sintra: what a gesture on the table means, as moves of the rules, and
why a drop makes none (no pygame).

The table hands over what it sees: the view of the seat at the screen, that seat, what the
piece is (a ``Tile`` or a ``Thing``) and the zone's data (``(kind, index)``).
"""

from __future__ import annotations

from typing import Any

from engine.text import Message, Seat

from . import data as D
from .actions import CENTRE, RESET, KeepTile, PlaceTiles, TakeTiles
from .rules import glass_loss
from .view_layout import Thing, Tile


def drop_action(view, me: int, d: Any, z: Any) -> Any:
    """The move meant by dropping the piece ``d`` on the zone ``z`` (None: none)."""
    if not isinstance(z, tuple):
        return None
    ph = view.phase
    if isinstance(d, Tile):
        if d.loc in ("f", "c") and ph == D.PHASE_TAKE:
            src = CENTRE if d.loc == "c" else d.where
            if z[0] == "strip" or (z[0] == "tower" and not view.reachable(me)):
                return TakeTiles(src, D.COLOURS[d.colour])
            return None
        if d.loc == "h" and ph == D.PHASE_PLACE and z[0] == "strip" and d.seat == me:
            return PlaceTiles(z[1] + 1)
        if d.loc == "s" and ph == D.PHASE_KEEP and d.seat == me and z[0] == "win" \
                and z[1] == d.where == view.glazier[me]:
            return KeepTile(D.COLOURS[d.colour])
        return None
    if isinstance(d, Thing) and d.kind == "glazier" and d.seat == me and ph == D.PHASE_TAKE:
        if z[0] == "strip" and z[1] == view.leftmost_strip(me):
            return RESET
    return None


def gesture(action: Any, z: Any) -> list:
    """Tiles taken and dropped on a strip are placed there too: ``TakeTiles`` then ``PlaceTiles``."""
    if isinstance(action, TakeTiles) and isinstance(z, tuple) and z[0] == "strip":
        return [action, PlaceTiles(z[1] + 1)]
    return [action]


#: A gesture that breaks this many tiles for nothing asks once before it is played.
ASK_FROM = 3


def waste(view, me: int, moves: list) -> tuple[int, int]:
    """What the gesture ``moves`` of seat ``me`` throws away: the tiles it breaks for nothing
    (those no strip takes, §5.2.4-5) and the points its steps down the broken-glass track cost
    (the start-player tile's step included, a wrap's −18 counted in full, §8)."""
    c, k = view.hand_colour, view.hand_count
    broken = steps = 0
    for m in moves:
        if isinstance(m, TakeTiles):
            c = D.COLOUR_INDEX[m.colour]
            if m.source == CENTRE:
                k = view.centre[c]
                steps += view.marker_in_centre
            else:
                k = view.factories[(m.source - 1) * D.NUM_COLOURS + c]
            if not view.reachable(me):
                broken += k
        elif isinstance(m, PlaceTiles) and type(m.position) is int:
            broken += k - view.fits(me, m.position - 1, c, k)
    return broken, glass_loss(view.bpos[me], steps + broken)


def why_not(view, me: int, d: Any, z: Any) -> Message:
    """Why the piece ``d`` cannot go on the zone ``z`` (where ``drop_action`` finds no move): the rule."""
    kind = z[0] if isinstance(z, tuple) else ""
    if kind == "palace":
        return Message("azul_sintra.ui.not_your_palace", who=Seat(z[1]))
    if isinstance(d, Tile):
        if d.loc in ("f", "c"):
            return Message({"tower": "azul_sintra.ui.no_tower", "win": "azul_sintra.ui.no_window",
                            "bag": "azul_sintra.ui.no_bag"}.get(kind, "azul_sintra.ui.to_a_strip"))
        if d.loc == "h":
            return Message("azul_sintra.ui.hand_to_strip")
        if d.loc == "s" and view.phase == D.PHASE_KEEP and d.seat == me:
            return Message("azul_sintra.ui.keep_below", pos=view.glazier[me] + 1)
        if d.loc == "s":
            return Message("azul_sintra.ui.strip_tiles_stay")
        if d.loc == "w":
            return Message("azul_sintra.ui.window_tiles_stay")
    if isinstance(d, Thing) and d.kind == "glazier":
        left = view.leftmost_strip(me)
        if left < 0:
            return Message("azul_sintra.reset_no_strips", who=Seat(me))
        return Message("azul_sintra.ui.glazier_back", pos=left + 1)
    return Message("azul_sintra.ui.not_moved_by_hand")
