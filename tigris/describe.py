"""``describe`` and the reasons of ``IllegalAction`` for ``TigrisState``, as messages (their
words are in tigris/words.py)."""

from __future__ import annotations

from engine.text import Message, Seat

from . import actions as A
from . import terms as T
from .data import (ACTION, BUILDING, COLOR_INDEX, COLS, COMMIT, LEADER_INDEX, MONUMENT,
                   MONUMENT_NAMES, SWAP, TILE_INDEX, TREASURE, WAR_COLOR, WONDER, WONDER_COLOR,
                   label)

#: What a pending decision is, for "First finish …".
_TASK = {ph: Message(f"tigris.task.{ph}")
         for ph in (SWAP, COMMIT, WAR_COLOR, BUILDING, WONDER, MONUMENT, TREASURE, WONDER_COLOR)}

#: Moves of the action phase: refused as a whole while another decision is pending.
_ACTION_MOVES = (A.PlaceTile, A.PlaceLeader, A.MoveLeader, A.WithdrawLeader, A.PlaceCatastrophe,
                 A.SwapTiles, A.Pass)


def _square(action) -> str:
    return label(action.row * COLS + action.col)


class Describe:
    """describe() and explain_illegal(), as messages."""

    __slots__ = ()

    def _who(self) -> Seat:
        return Seat(self.to_move if self.to_move is not None else self.active)

    def describe(self, action) -> Message:
        who = self._who()
        t = type(action)
        if t is A.PlaceTile:
            return Message("tigris.place_tile", who=who, tile=T.TILE[TILE_INDEX[action.tile]],
                           square=_square(action))
        if t is A.PlaceLeader:
            return Message("tigris.place_leader", who=who,
                           leader=T.LEADER[LEADER_INDEX[action.leader]], square=_square(action))
        if t is A.MoveLeader:
            return Message("tigris.move_leader", who=who,
                           leader=T.LEADER[LEADER_INDEX[action.leader]], square=_square(action))
        if t is A.WithdrawLeader:
            return Message("tigris.withdraw_leader", who=who,
                           leader=T.LEADER[LEADER_INDEX[action.leader]])
        if t is A.PlaceCatastrophe:
            return Message("tigris.place_catastrophe", who=who, square=_square(action))
        if t is A.SwapTiles:
            return Message("tigris.swap_start", who=who)
        if t is A.DiscardTile:
            # which tiles go into the bag is secret: the table shows every seat this line
            return Message("tigris.discard", who=who)
        if t is A.EndSwap:
            return Message("tigris.swap_end", who=who, n=self.swap_n)
        if t is A.Pass:
            return Message("tigris.pass", who=who)
        if t is A.CommitSupport:
            cf = self.conflict
            if cf is None:
                return Message("tigris.commit_none_pending", who=who, n=action.count)
            return Message("tigris.commit", who=who, tiles=T.tiles(cf.support, action.count),
                           conflict=T.REVOLT if cf.kind == 0 else T.WAR)
        if t is A.ChooseWarColor:
            return Message("tigris.war_first", who=who, colour=T.COLOR[COLOR_INDEX[action.color]])
        if t is A.BuildMonument:
            return Message("tigris.build_monument", who=who,
                           monument=T.MONUMENT[MONUMENT_NAMES.index(action.monument)],
                           square=_square(action))
        if t is A.PlaceBuilding:
            colour = COLOR_INDEX[action.building.removeprefix("building_")]
            return Message("tigris.place_building", who=who, colour=T.COLOR[colour],
                           square=_square(action))
        if t is A.BuildWonder:
            return Message("tigris.build_wonder", who=who, square=_square(action))
        if t is A.Decline:
            return Message("tigris.decline", who=who, what=T.THING[action.what])
        if t is A.TakeTreasure:
            return Message("tigris.take_treasure", who=who, square=_square(action))
        if t is A.ChooseWonderPointColor:
            return Message("tigris.wonder_colour", who=who,
                           colour=T.COLOR[COLOR_INDEX[action.color]])
        return Message("tigris.unknown_move", who=who)

    def explain_illegal(self, action) -> Message:
        """Why ``action`` is not legal now, and what is."""
        try:
            return self._explain(action)
        except (TypeError, KeyError, IndexError, AttributeError, ValueError):
            return Message("tigris.not_a_move", legal=self.legal_summary())

    def _explain(self, action) -> Message:
        ph = self.phase
        t = type(action)
        if t not in A.ACTION_TYPES:
            return Message("tigris.not_a_move", legal=self.legal_summary())
        if ph != ACTION and t in _ACTION_MOVES:
            return Message("tigris.finish_first", task=_TASK[ph], legal=self.legal_summary())
        seat = self.active
        who = Seat(seat)
        if t is A.PlaceTile:
            s = action.row * COLS + action.col
            c = TILE_INDEX[action.tile]
            if self.hands[seat][c] <= 0:
                return Message("tigris.no_such_tile", who=who, tile=T.TILE[c],
                               legal=self.legal_summary())
            if self.tiles[s] != -1 or self.leaders[s] >= 0:
                return Message("tigris.square_taken", square=label(s), legal=self.legal_summary())
            if c == 1 and not self.river[s]:
                return Message("tigris.farm_on_land", square=label(s))
            if c != 1 and self.river[s]:
                return Message("tigris.land_tile_on_river", tile=T.TILE[c], square=label(s))
            return Message("tigris.tile_joins_three", square=label(s), legal=self.legal_summary())
        if t in (A.PlaceLeader, A.MoveLeader):
            s = action.row * COLS + action.col
            if self.tiles[s] != -1 or self.leaders[s] >= 0:
                return Message("tigris.square_taken", square=label(s), legal=self.legal_summary())
            if self.river[s]:
                return Message("tigris.leader_on_river", square=label(s))
            if not self._temple_adjacent(s):
                return Message("tigris.leader_needs_temple", square=label(s))
            return Message("tigris.leader_joins_two", square=label(s), legal=self.legal_summary())
        if t is A.PlaceCatastrophe:
            if self.cats[seat] <= 0:
                return Message("tigris.no_catastrophes", who=who)
            return Message("tigris.catastrophe_blocked", legal=self.legal_summary())
        if t is A.CommitSupport and ph == COMMIT:
            return Message("tigris.commit_choices", options=tuple(self._commit_options()),
                           tiles=T.TILES[self.conflict.support], n=action.count)
        return Message("engine.not_allowed", legal=self.legal_summary())
