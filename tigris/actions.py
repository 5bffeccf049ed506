"""Action values of Tigris & Euphrates (frozen dataclasses of plain values).

Squares are given as ``row, col`` (zero-based; see data.label for the
letter+number display).  Frequent actions are prebuilt in tables so the
hot paths never construct dataclasses.
"""

from __future__ import annotations

from dataclasses import dataclass

from .data import COLORS, COLS, LEADER_NAMES, SQUARES, TILE_NAMES


@dataclass(frozen=True, slots=True)
class PlaceLeader:
    """position_leader / place_leader: a leader from supply onto a square."""
    leader: str
    row: int
    col: int


@dataclass(frozen=True, slots=True)
class MoveLeader:
    """position_leader / move_leader: one of your leaders to another square."""
    leader: str
    row: int
    col: int


@dataclass(frozen=True, slots=True)
class WithdrawLeader:
    """position_leader / withdraw_leader: one of your leaders back to supply."""
    leader: str


@dataclass(frozen=True, slots=True)
class PlaceTile:
    """place_tile: a civilization tile from hand onto a square."""
    tile: str
    row: int
    col: int


@dataclass(frozen=True, slots=True)
class PlaceCatastrophe:
    """place_catastrophe on an empty square or a face-up tile."""
    row: int
    col: int


@dataclass(frozen=True, slots=True)
class SwapTiles:
    """swap_tiles: start a swap; then DiscardTile one by one and EndSwap."""


@dataclass(frozen=True, slots=True)
class DiscardTile:
    """Discard one tile of this kind during a swap (kinds in table order)."""
    tile: str


@dataclass(frozen=True, slots=True)
class EndSwap:
    """Finish a swap: draw as many tiles as were discarded."""


@dataclass(frozen=True, slots=True)
class Pass:
    """Forfeit one remaining action of this turn."""


@dataclass(frozen=True, slots=True)
class CommitSupport:
    """commit_support: put this many supporting tiles into the conflict."""
    count: int


@dataclass(frozen=True, slots=True)
class ChooseWarColor:
    """choose_war_color: the colour of the war fought next."""
    color: str


@dataclass(frozen=True, slots=True)
class BuildMonument:
    """build_monument on the 2x2 block whose top-left square is given."""
    monument: str
    row: int
    col: int


@dataclass(frozen=True, slots=True)
class PlaceBuilding:
    """place_building (option): a civilization building onto a tile."""
    building: str
    row: int
    col: int


@dataclass(frozen=True, slots=True)
class BuildWonder:
    """build_wonder (option) on the plus shape centred on the square."""
    row: int
    col: int


@dataclass(frozen=True, slots=True)
class Decline:
    """Do not build what is offered ('monument', 'building' or 'wonder')."""
    what: str


@dataclass(frozen=True, slots=True)
class TakeTreasure:
    """take_treasure from this square (when the trader has a choice)."""
    row: int
    col: int


@dataclass(frozen=True, slots=True)
class ChooseWonderPointColor:
    """choose_wonder_point_color: the colour of the wonder's VP."""
    color: str


ACTION_TYPES = (PlaceLeader, MoveLeader, WithdrawLeader, PlaceTile, PlaceCatastrophe, SwapTiles,
                DiscardTile, EndSwap, Pass, CommitSupport, ChooseWarColor, BuildMonument,
                PlaceBuilding, BuildWonder, Decline, TakeTreasure, ChooseWonderPointColor)

# Prebuilt tables, indexed [colour][square] or [square].
PLACE_TILE = tuple(tuple(PlaceTile(TILE_NAMES[c], s // COLS, s % COLS) for s in range(SQUARES))
                   for c in range(4))
PLACE_LEADER = tuple(tuple(PlaceLeader(LEADER_NAMES[c], s // COLS, s % COLS)
                           for s in range(SQUARES)) for c in range(4))
MOVE_LEADER = tuple(tuple(MoveLeader(LEADER_NAMES[c], s // COLS, s % COLS) for s in range(SQUARES))
                    for c in range(4))
WITHDRAW = tuple(WithdrawLeader(LEADER_NAMES[c]) for c in range(4))
CATASTROPHE_AT = tuple(PlaceCatastrophe(s // COLS, s % COLS) for s in range(SQUARES))
TAKE_TREASURE = tuple(TakeTreasure(s // COLS, s % COLS) for s in range(SQUARES))
BUILD_WONDER = tuple(BuildWonder(s // COLS, s % COLS) for s in range(SQUARES))
DISCARD = tuple(DiscardTile(TILE_NAMES[c]) for c in range(4))
COMMIT = tuple(CommitSupport(k) for k in range(7))
WAR_COLOR = tuple(ChooseWarColor(COLORS[c]) for c in range(4))
WONDER_COLOR = tuple(ChooseWonderPointColor(COLORS[c]) for c in range(4))
SWAP = SwapTiles()
END_SWAP = EndSwap()
PASS = Pass()
DECLINE = {w: Decline(w) for w in ("monument", "building", "wonder")}
