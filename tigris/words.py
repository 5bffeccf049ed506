"""Sentences for ``TigrisState``: describing actions and explaining illegal ones."""

from __future__ import annotations

from . import actions as A
from .data import TILE_INDEX, COLS, label
from .phases import (ACTION, BUILDING, COMMIT, MONUMENT, SWAP, TREASURE, WAR_COLOR, WONDER,
                     WONDER_COLOR)

_TILE_WORD = ("temple", "farm", "market", "settlement")


def _sq(row: int, col: int) -> int:
    return row * COLS + col


class Words:
    """describe() and the messages of IllegalAction."""

    __slots__ = ()

    def describe(self, action) -> str:
        who = self.seat_name(self.to_move) if self.to_move is not None else "Nobody"
        t = type(action)
        if t is A.PlaceTile:
            return f"{who} places a {action.tile} on {label(_sq(action.row, action.col))}."
        if t is A.PlaceLeader:
            return f"{who} places their {action.leader} on {label(_sq(action.row, action.col))}."
        if t is A.MoveLeader:
            return f"{who} moves their {action.leader} to {label(_sq(action.row, action.col))}."
        if t is A.WithdrawLeader:
            return f"{who} withdraws their {action.leader} to supply."
        if t is A.PlaceCatastrophe:
            return f"{who} places a catastrophe on {label(_sq(action.row, action.col))}."
        if t is A.SwapTiles:
            return f"{who} starts swapping tiles."
        if t is A.DiscardTile:
            return f"{who} discards a {action.tile}."
        if t is A.EndSwap:
            return f"{who} draws replacements for the discarded tiles."
        if t is A.Pass:
            return f"{who} passes (forfeits an action)."
        if t is A.CommitSupport:
            word = "revolt" if self.cf and self.cf[0] == 0 else "war"
            sup = _TILE_WORD[self.cf[2]] if self.cf else "tile"
            return (f"{who} commits {action.count} {sup}"
                    f"{'s' if action.count != 1 else ''} to the {word}.")
        if t is A.ChooseWarColor:
            return f"{who} has the {action.color} war fought next."
        if t is A.BuildMonument:
            return (f"{who} builds {action.monument.replace('_', ' ')} on "
                    f"{label(_sq(action.row, action.col))}.")
        if t is A.PlaceBuilding:
            return (f"{who} puts the {action.building.replace('_', ' ')} on "
                    f"{label(_sq(action.row, action.col))}.")
        if t is A.BuildWonder:
            return f"{who} builds the wonder centred on {label(_sq(action.row, action.col))}."
        if t is A.Decline:
            return f"{who} declines to build the {action.what}."
        if t is A.TakeTreasure:
            return f"{who} takes the treasure on {label(_sq(action.row, action.col))}."
        if t is A.ChooseWonderPointColor:
            return f"{who} takes the wonder's victory point in {action.color}."
        return f"{who}: {action!r}"

    def explain_illegal(self, action) -> str:
        """Why ``action`` is not legal now, and what is."""
        try:
            return self._explain(action)
        except (TypeError, KeyError, IndexError, AttributeError):
            return f"{action!r} is not a legal move now. {self.legal_summary()}"

    def _explain(self, action) -> str:
        ph = self.phase
        t = type(action)
        what = {SWAP: "finishing a swap", COMMIT: "committing support to a conflict",
                WAR_COLOR: "choosing the war fought next", BUILDING: "placing a building",
                WONDER: "building the wonder", MONUMENT: "building a monument",
                TREASURE: "taking a treasure", WONDER_COLOR: "choosing the wonder's VP colour"}
        if ph != ACTION and t in (A.PlaceTile, A.PlaceLeader, A.MoveLeader, A.WithdrawLeader,
                                  A.PlaceCatastrophe, A.SwapTiles, A.Pass):
            return f"First finish {what[ph]}. {self.legal_summary()}"
        seat = self.active
        if t is A.PlaceTile:
            s = _sq(action.row, action.col)
            c = TILE_INDEX[action.tile]
            if self.hands[seat][c] <= 0:
                return f"You hold no {action.tile}. {self.legal_summary()}"
            if self.tiles[s] != -1 or self.leaders[s] >= 0:
                return f"{label(s)} is not empty. {self.legal_summary()}"
            if (c == 1) != self.river[s]:
                return ("Farms go only on river squares and other tiles only on land "
                        f"({label(s)} is {'river' if self.river[s] else 'land'}).")
            return ("A tile may not join three or more kingdoms; "
                    f"{label(s)} touches more. {self.legal_summary()}")
        if t in (A.PlaceLeader, A.MoveLeader):
            s = _sq(action.row, action.col)
            if self.tiles[s] != -1 or self.leaders[s] >= 0:
                return f"{label(s)} is not empty. {self.legal_summary()}"
            if self.river[s]:
                return f"Leaders may not stand on a river ({label(s)})."
            if not self._temple_adjacent(s):
                return f"A leader must stand next to a face-up temple; {label(s)} is not."
            return (f"A leader may not join two kingdoms; {label(s)} touches two. "
                    f"{self.legal_summary()}")
        if t is A.PlaceCatastrophe:
            if self.cats[seat] <= 0:
                return "You have no catastrophe tiles left."
            return ("A catastrophe may not go on a leader, a temple with a treasure, a monument "
                    f"or wonder, a building or another catastrophe. {self.legal_summary()}")
        if t is A.CommitSupport and ph == COMMIT:
            return (f"You may commit one of {self._commit_options()} supporting tiles, "
                    f"not {action.count}.")
        return f"That move is not allowed now. {self.legal_summary()}"
