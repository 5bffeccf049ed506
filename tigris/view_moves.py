"""Tigris & Euphrates: what a gesture on the table means (no pygame).

A drop becomes a move of the rules, a step of the table's own (``Stage``: a tile onto the
conflict panel or into the bag) or a ``Refusal`` with the table's reason.  The table hands
over what it sees: the view of the seat at the screen, that seat, the piece's ``Ref``, the
zone's id, whether the zone lies on the conflict panel, the conflict (``view.conflict``) and the legal
moves.
"""

from __future__ import annotations

from typing import Any, Collection

from . import actions as A
from . import terms as T
from .conflicts import Conflict
from .data import (ACTION, BUILDING, COLS, COMMIT, LEADER_NAMES, MONUMENT, MONUMENT_NAMES, SWAP, BUILDING_NAMES,
                   TILE_NAMES)
from .view_layout import Ref, Refusal, Stage


def conflict(view) -> "Conflict | None":
    """The conflict waiting for support (tigris.conflicts.Conflict), or None."""
    return view.conflict if view.phase == COMMIT and view.conflict else None


def drop_action(view, me: int, ref: Ref, zid: str, on_panel: bool, legal: Collection) -> Any:
    """The move (or ``Stage`` or ``Refusal``) meant by dropping the piece ``ref`` on zone
    ``zid``; ``on_panel``: the zone lies on the conflict panel.  None: no meaning at all."""
    ph = view.phase
    s = int(zid[2:]) if zid.startswith("sq") else -1
    r, c = divmod(s, COLS) if s >= 0 else (-1, -1)
    if zid == ref.zone:   # dropped back where it lies (its hand, its supply): it goes home
        return None
    if ref.zone == "hand":
        if s >= 0 and ph == ACTION:
            return A.PlaceTile(TILE_NAMES[ref.colour], r, c)
        if zid == "bag":
            if ph == SWAP:
                return A.DiscardTile(TILE_NAMES[ref.colour])
            if ph == ACTION:
                return Stage("swap", ref.colour)
        if ph == COMMIT and (zid == "commit" or s >= 0 and on_panel):
            cf = conflict(view)
            if cf and ref.colour == cf.support:
                return Stage("commit", ref.colour)
            if cf:
                return Refusal("wrong_support", (("tiles", T.TILES[cf.support]), ("conflict", T.CONFLICT[cf.kind])))
        if s >= 0 or zid == "bag":   # the rules say why not now
            return A.PlaceTile(TILE_NAMES[ref.colour], r, c) if s >= 0 else A.SwapTiles()
        return Refusal("tile_goes")
    if ref.zone == "bagged":
        if zid in ("hand", "supply") or zid.startswith("sq"):
            return Stage("unswap", ref.colour)
        return Refusal("bagged_goes")
    if ref.zone in ("supply", "leader") and ref.seat == me:
        if s >= 0:
            cls = A.PlaceLeader if ref.zone == "supply" else A.MoveLeader
            return cls(LEADER_NAMES[ref.colour], r, c)
        if zid == "supply" and ref.zone == "leader":
            return A.WithdrawLeader(LEADER_NAMES[ref.colour])
        return Refusal("leader_goes")
    if ref.zone == "cat":
        return A.PlaceCatastrophe(r, c) if s >= 0 else Refusal("catastrophe_goes")
    if ref.zone == "monsupply" and ph == MONUMENT:
        for a in legal:
            if s >= 0 and isinstance(a, A.BuildMonument) and a.monument == MONUMENT_NAMES[ref.index]:
                tl = a.row * COLS + a.col
                if s in (tl, tl + 1, tl + COLS, tl + COLS + 1):
                    return a
        return Refusal("monument_goes")
    if ref.zone == "bsupply" and s >= 0 and ph == BUILDING:
        return A.PlaceBuilding(BUILDING_NAMES[ref.colour], r, c)
    return None


def swap_moves(first: Any, staged: list[int]) -> list:
    """Pressing Swap with tiles waiting in the bag plays the whole swap: start it, put them in
    (in table order, as the rules ask), draw as many."""
    return [first] + [A.DiscardTile(TILE_NAMES[c]) for c in sorted(staged)] + [A.EndSwap()]
