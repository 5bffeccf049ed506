"""Tigris & Euphrates rules engine (docs/rules/tigris.md), pure Python.

The board is flat lists of 176 squares.  ``tiles[s]`` is -1 (empty), a colour
index 0-3 (face-up tile), FACE_DOWN (monument or wonder) or CATA
(catastrophe); ``leaders[s]`` is -1 or ``seat * 4 + colour``.  Hands and the
bag are per-colour counts (tile order never matters; every draw uses the
state's rng).  Each action is resolved by ``_run``, a small pipeline that
stops whenever a seat has to decide something (``phase`` says what).

This module holds the options, ``new_game``, the state's fields and the action
pipeline; each other part of the rules lives in a module of its own, mixed into
``TigrisState``:

* ``board`` / ``kingdoms`` — regions, kingdoms and free squares, kept up to date
  square by square (§1, §6);
* ``legal`` — listing and testing the legal decisions;
* ``conflicts`` — revolts and wars (§11, §12);
* ``monuments`` — buildings, the wonder and monuments (§13, §17.2-17.3);
* ``scoring`` — treasures, turn end, game end and final scoring (§14-§16);
* ``hidden`` — views and sampled worlds (hidden hands, bag and scores);
* ``describe`` — ``describe`` and the reasons of ``IllegalAction``, as messages (their words:
  ``words``, the catalogue; ``terms``, the game's things as messages); every consequence of
  a move is emitted as an event (``emit``: noted raw and built when read, engine.game.State).
"""

from __future__ import annotations

import random
from itertools import repeat
from operator import is_
from typing import Any, Mapping

from engine.game import (IllegalAction, ScoreChange, State, check_options, field_clone, rng_from_json,
                         rng_to_json)
from engine.text import Message

from . import actions as A
from . import terms as T
from .board import CATA, FACE_DOWN
from .conflicts import Conflict, Conflicts
from .data import (ACTION, BLACK, BOARD_TABLES, BUILDING, COLOR_INDEX, COLORS, COLS, COMMIT,
                   DYNASTY_ORDERS, HAND_SIZE, LEADER_INDEX, MONUMENT, MONUMENT_NAMES, NEIGH,
                   OPTIONS, OVER, PHASES, RED, SQUARES, SWAP, TILE_COUNTS, TILE_INDEX, TITLE, TREASURE,
                   WAR_COLOR, WONDER, WONDER_COLOR, label)
from .describe import Describe
from .hidden import HiddenInfo
from .kingdoms import Kingdoms
from .legal import LegalMoves
from .monuments import Monuments
from .scoring import Scoring

#: Names kept importable from here for older callers (the engine used to be one module).
__all__ = ["ACTION", "BOARD_TABLES", "BUILDING", "CATA", "COMMIT", "DYNASTY_ORDERS", "FACE_DOWN",
           "IllegalAction", "LEADER_INDEX", "MONUMENT", "OPTIONS", "OVER", "SWAP", "TILE_INDEX",
           "TREASURE", "TRACKS", "TigrisState", "WAR_COLOR", "WONDER", "WONDER_COLOR", "new_game",
           "resolve_options"]

#: The score tracks of ``score_totals()``: the four colours' points, then treasures.
TRACKS = COLORS + ("treasure",)


def _sq(row: int, col: int) -> int:
    return row * COLS + col


def resolve_options(options: Mapping[str, Any]) -> dict[str, Any]:
    """The options checked (``check_options``), with the advanced preset spelt out."""
    out = check_options(TITLE, OPTIONS, options)
    if out["rules_preset"] == "advanced":
        out["board_side"] = "advanced"
        out["civilization_buildings"] = True
        out["wonder"] = True
    return out


def new_game(num_players: int, seed: int | None = None, **options) -> "TigrisState":
    """A new game: starting temples and treasures placed, hands drawn, start player drawn."""
    if not isinstance(num_players, int) or not 2 <= num_players <= 4:
        raise ValueError(f"Tigris & Euphrates takes 2 to 4 players, not {num_players}")
    opts = resolve_options(options)
    s = TigrisState()
    s.n = num_players
    s.opts = opts
    s._setup_tables()
    s.rng = random.Random(seed)
    s.rng_shared = False
    s.tiles = [-1] * SQUARES
    s.leaders = [-1] * SQUARES
    s.treas = [0] * SQUARES
    for t in s.board.temples:
        s.tiles[t] = RED
        s.treas[t] = 1
    s.lpos = [-1] * (4 * num_players)
    s.monuments = [-1] * 6
    s.buildings = [-1] * 4
    s.wonder = -1
    s.bag = list(TILE_COUNTS)
    s.bag[RED] -= len(s.board.temples)
    s.bag_n = sum(s.bag)
    s.gone = [0, 0, 0, 0]
    s.hands = [[0, 0, 0, 0] for _ in range(num_players)]
    s.hand_n = [0] * num_players
    s.cats = [opts["catastrophes_per_player"]] * num_players
    s.vp = [[0, 0, 0, 0] for _ in range(num_players)]
    s.treas_n = [0] * num_players
    s.announced = None  # a view's count of the points behind the screens (tigris/hidden.py)
    s.memo = None  # the AI's answers for the worlds sampled from this state (tigris/ai.py)
    s.begin_events()  # the hands dealt are no move's news
    for p in range(num_players):
        s._draw(p, HAND_SIZE)
    s.begin_events()
    s.active = s.rng.randrange(num_players)
    s.to_move = s.active
    s.actions_left = 2
    s.phase = ACTION
    s.unifying_at = -1
    s.placed_at = -1
    s.post_step = 0
    s.focus = -1
    s.conflict = None
    s.choice = ()
    s.swap_n = 0
    s.swap_min = 0
    s._reg = None
    s._adj = None
    s._legal = None
    s._sampled = False
    return s


#: Fields by the names snapshots written before they were renamed use.
_RENAMED = {"unif": "unifying_at", "post": "placed_at", "cf": "conflict"}


class TigrisState(Kingdoms, LegalMoves, Conflicts, Monuments, Scoring, HiddenInfo, Describe, State):
    """A game of Tigris & Euphrates (see the module docstring for the encoding)."""

    ACTION_TYPES = A.ACTION_TYPES

    # unifying_at: the square of a tile that joined two kingdoms, while their war is pending
    # (-1: none); placed_at: the square of the tile just placed while the checks after it
    # (§5.1 steps 4-6: a building, the wonder, a monument) go on, post_step of them done (-1: none).
    # conflict: the revolt or war waiting for support (tigris.conflicts.Conflict), or None.
    __slots__ = ("n", "opts", "board", "river", "special", "rng", "tiles", "leaders", "treas",
                 "lpos", "monuments", "buildings", "wonder", "bag", "bag_n", "gone", "hands",
                 "hand_n", "cats", "vp", "treas_n", "active", "to_move", "actions_left",
                 "phase", "unifying_at", "placed_at", "post_step", "focus", "conflict", "choice",
                 "swap_n", "swap_min", "dynasties", "announced", "memo",
                 "_reg", "_adj", "_legal", "open_scores", "rng_shared", "_sampled")

    # -- basics ---------------------------------------------------------------
    @property
    def num_players(self) -> int:
        return self.n

    @property
    def search_root(self) -> bool:
        """Whether this world was dealt by ``determinize`` and not played on since: the root
        of a search, where the AI also looks one move deep (tigris/ai.py)."""
        return self._sampled

    def _setup_tables(self) -> None:
        self.board = BOARD_TABLES[self.opts["board_side"]]
        self.river = self.board.river
        self.special = self.board.special
        self.open_scores = self.opts["score_visibility"] == "open"
        # Games saved before the choice existed played the dynasties in seat order.
        self.dynasties = tuple(self.opts.get("dynasties", DYNASTY_ORDERS[0]).split("-")[:self.n])

    def seat_name(self, seat: int) -> str:
        return f"Player {seat + 1} ({self.dynasties[seat]})"

    # -- apply -------------------------------------------------------------------
    def apply(self, action) -> None:
        if self.to_move is None:
            raise IllegalAction(Message("engine.game_over"))
        if type(action) not in A.ACTION_TYPES:
            raise IllegalAction(Message("tigris.not_a_move", legal=self.legal_summary()))
        self._sampled = False
        legal = self._legal
        if legal is None and self.phase == ACTION:
            # Test the one action instead of listing all (the search's hot path).
            try:
                ok = self._valid_in_action_phase(action)
            except (TypeError, KeyError):  # unhashable or odd field values
                ok = False
            if not ok:
                raise IllegalAction(self.explain_illegal(action))
        else:
            if legal is None:
                legal = self._legal = self._compute_legal()
            # Prebuilt actions are usually the very objects listed: test identity first.
            if not any(map(is_, legal, repeat(action))) and action not in legal:
                raise IllegalAction(self.explain_illegal(action))
        self._legal = None
        self._events = ()  # begin_events(), inlined: this is the search's hot path
        t = type(action)
        if t is A.PlaceTile:
            self._do_place_tile(TILE_INDEX[action.tile], _sq(action.row, action.col))
        elif t is A.PlaceLeader:
            self._do_place_leader(LEADER_INDEX[action.leader], _sq(action.row, action.col))
        elif t is A.MoveLeader:
            c = LEADER_INDEX[action.leader]
            self._remove_leader(self.active, c)
            self._do_place_leader(c, _sq(action.row, action.col))
        elif t is A.WithdrawLeader:
            self._remove_leader(self.active, LEADER_INDEX[action.leader])
            self._run()
        elif t is A.PlaceCatastrophe:
            self._do_catastrophe(_sq(action.row, action.col))
        elif t is A.SwapTiles:
            self.phase = SWAP
            self.swap_n = 0
            self.swap_min = 0
        elif t is A.DiscardTile:
            c = TILE_INDEX[action.tile]
            self.hands[self.active][c] -= 1
            self.hand_n[self.active] -= 1
            self.swap_n += 1
            self.swap_min = c
        elif t is A.EndSwap:
            k = self.swap_n
            self.swap_n = 0
            self.swap_min = 0
            self.phase = ACTION
            if not self._draw(self.active, k):
                self._game_over(bag_empty=True)
                return
            self._run()
        elif t is A.Pass:
            self._run()
        elif t is A.CommitSupport:
            self._do_commit(action.count)
        elif t is A.ChooseWarColor:
            self._start_war(COLOR_INDEX[action.color])
        elif t is A.TakeTreasure:
            s = _sq(action.row, action.col)
            self.treas[s] = 0
            self._take_treasures(self.to_move, 1)
            self.phase = ACTION
            self._run()
        elif t is A.PlaceBuilding:
            c = self.tiles[self.placed_at]
            self.buildings[c] = _sq(action.row, action.col)
            self.phase = ACTION
            self._run()
        elif t is A.BuildWonder:
            self._build_wonder(_sq(action.row, action.col))
            self.phase = ACTION
            self._run()
        elif t is A.BuildMonument:
            self._build_monument(MONUMENT_NAMES.index(action.monument),
                                 _sq(action.row, action.col))
            self.phase = ACTION
            self._run()
        elif t is A.Decline:
            self.phase = ACTION
            self._run()
        elif t is A.ChooseWonderPointColor:
            a, c = self.active, COLOR_INDEX[action.color]
            self.vp[a][c] += 1
            self.emit("tigris.ev.wonder_point", who=T.SEAT[a], colour=T.COLOR[c],
                      score=(ScoreChange(a, 1, COLORS[c]),))
            self._finish_turn()

    def score_totals(self) -> list[dict[str, int]]:
        """Each seat's points per colour and its treasures (what is hidden from a view: none)."""
        out = []
        for vp, t in zip(self.vp, self.treas_n):
            totals = {} if vp is None else dict(zip(COLORS, vp))
            if t is not None:
                totals["treasure"] = t
            out.append(totals)
        return out

    def progress(self) -> Message:
        """How near the end is: the bag and the treasures left decide it (§16.1)."""
        return Message("tigris.progress", bag=self.bag_n, treasures=sum(self.treas))

    # -- actions -----------------------------------------------------------------
    def _do_place_tile(self, c: int, s: int) -> None:
        seat = self.active
        lab, king = self.regions()
        ks = self._adjacent_kingdoms(s, lab, king)
        self.hands[seat][c] -= 1
        self.hand_n[seat] -= 1
        if len(ks) == 1:
            k = next(iter(ks))
            scorer, lc = self._scorer(c, k, lab)
            if scorer >= 0:
                b = self.buildings[c]
                pts = 2 if b >= 0 and lab[b] == k else 1
                self.vp[scorer][c] += pts
                self.emit("tigris.ev.tile_point", who=T.SEAT[scorer], points=T.points(c, pts),
                          tile=T.TILE[c], leader=T.LEADER[lc], building=pts == 2,
                          score=(ScoreChange(scorer, pts, COLORS[c]),))
        self.tiles[s] = c
        if len(ks) < 2:
            self._occupied(s)
        else:
            self._dirty()
        self.placed_at = s
        self.post_step = 0
        self.focus = s
        if len(ks) == 2:
            self.unifying_at = s
            self._dirty()
            self.emit("tigris.ev.unification", tile=T.TILE[c], square=label(s))
        self._run()

    def _scorer(self, c: int, k: int, lab: list[int]) -> tuple[int, int]:
        """Owner of the kingdom's leader of colour c, else of its king, else -1 (§8.2); and
        the colour of the leader that scores."""
        lpos = self.lpos
        king_owner = -1
        for i, p in enumerate(lpos):
            if p >= 0 and lab[p] == k:
                lc = i & 3
                if lc == c:
                    return i >> 2, c
                if lc == BLACK:
                    king_owner = i >> 2
        return king_owner, BLACK

    def _remove_leader(self, seat: int, c: int) -> None:
        i = 4 * seat + c
        p = self.lpos[i]
        self.leaders[p] = -1
        self.lpos[i] = -1
        self._vacated(p, -1)

    def _do_place_leader(self, c: int, s: int) -> None:
        seat = self.active
        self.focus = s
        i = 4 * seat + c
        self.leaders[s] = i
        self.lpos[i] = s
        self._occupied(s)
        region = self._region_of(s)
        for o in range(self.n):
            if o == seat:
                continue
            p = self.lpos[4 * o + c]
            if p >= 0 and p in region:
                self._start_conflict(0, c, RED, seat, o, s, p,
                                     self.temples_around(s), self.temples_around(p))
                return
        self._run()

    def _do_catastrophe(self, s: int) -> None:
        t = self.tiles[s]
        if 0 <= t < FACE_DOWN:
            self.gone[t] += 1
            self.emit("tigris.ev.catastrophe_destroys", tile=T.TILE[t], square=label(s))
        self.tiles[s] = CATA
        self.cats[self.active] -= 1
        if t == -1:
            self._blocked(s)
        else:
            self._vacated(s, t)
        self._strand()
        self._run()

    def _strand(self) -> None:
        """§7.4: every leader without an adjacent face-up temple returns to supply."""
        tiles = self.tiles
        gone = None
        for i, p in enumerate(self.lpos):
            if p >= 0 and not any(tiles[nb] == RED for nb in NEIGH[p]):
                self._remove_leader(i >> 2, i & 3)
                if gone is None:
                    gone = []
                gone.append(Message("tigris.leader_of", who=T.SEAT[i >> 2], leader=T.LEADER[i & 3]))
        if gone:
            self.emit("tigris.ev.leaders_stranded", leaders=tuple(gone), n=len(gone))

    # -- the resolution pipeline (§5.1) ------------------------------------------
    def _run(self) -> None:
        """Resolve what the current action triggers until a seat must decide."""
        self.to_move = self.active
        self.phase = ACTION
        self.choice = ()  # a decided choice leaves nothing behind (positions stay exact)
        if self.unifying_at >= 0:
            wars = self.war_colors()
            if len(wars) > 1:
                self.phase = WAR_COLOR
                self.choice = tuple(wars)
                return
            if wars:
                self._start_war(wars[0])
                return
            self.unifying_at = -1
            self._dirty()
        if self.placed_at >= 0 and self._post_checks():
            return
        if self._treasure_step():
            return
        self.actions_left -= 1
        if self.actions_left > 0:
            return
        self._end_turn()

    # -- copying and serialising -------------------------------------------------
    clone = field_clone(
        "TigrisState",
        # the kingdom tables, the legal moves and a view's announced points are never changed
        # in place, only replaced
        same=("n", "opts", "board", "river", "special", "open_scores", "dynasties", "wonder",
              "bag_n", "announced", "active", "to_move", "actions_left", "phase", "unifying_at", "placed_at",
              "post_step", "focus", "conflict", "choice", "swap_n", "swap_min", "_reg", "_adj", "_legal"),
        flat=("tiles", "leaders", "treas", "lpos", "monuments", "buildings", "gone", "hand_n",
              "cats", "treas_n"),
        flat_or_none=("bag",), items_or_none=("hands", "vp"),
        # a search's memo reaches its worlds through determinize (tigris/hidden.py), not clones
        reset={"_sampled": False, "memo": None})

    _FIELDS = ("n", "tiles", "leaders", "treas", "lpos", "monuments", "buildings", "wonder",
               "bag", "bag_n", "gone", "hands", "hand_n", "cats", "vp", "treas_n", "active",
               "to_move", "actions_left", "phase", "unifying_at", "placed_at", "post_step", "focus", "conflict",
               "swap_n", "swap_min")

    def to_dict(self) -> dict:
        d = {f: getattr(self, f) for f in self._FIELDS}
        d = {k: ([x[:] if isinstance(x, list) else x for x in v] if isinstance(v, list) else v)
             for k, v in d.items()}
        d["opts"] = dict(self.opts)
        d["choice"] = list(self.choice)
        d["conflict"] = None if self.conflict is None else list(self.conflict)  # saves keep the list they always had
        d["rng"] = rng_to_json(self.rng) if self.rng is not None else None
        if self.announced is not None:
            d["announced"] = [x[:] for x in self.announced]
        return d

    @classmethod
    def from_dict(cls, d: Mapping) -> "TigrisState":
        d = {_RENAMED.get(k, k): v for k, v in d.items()}
        s = cls.__new__(cls)
        for f in cls._FIELDS:
            v = d[f]
            if isinstance(v, list):
                v = [list(x) if isinstance(x, list) else x for x in v]
            setattr(s, f, v)
        if s.phase not in PHASES:
            raise ValueError(f"{s.phase!r} is not a phase of Tigris & Euphrates")
        s.opts = dict(d["opts"])
        s._setup_tables()
        s.choice = tuple(d["choice"])
        s.conflict = None if d["conflict"] is None else Conflict(*d["conflict"])
        s.rng = rng_from_json(d["rng"]) if d["rng"] is not None else None
        s.announced = [list(x) for x in d["announced"]] if d.get("announced") else None
        s.memo = None
        s.rng_shared = False
        s._reg = None
        s._adj = None
        s._legal = None
        s._sampled = False
        return s
