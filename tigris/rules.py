"""Tigris & Euphrates rules engine (rules/tigris.md), pure Python.

The board is flat lists of 176 squares.  ``tiles[s]`` is -1 (empty), a colour
index 0-3 (face-up tile), FACE_DOWN (monument or wonder) or CATA
(catastrophe); ``leaders[s]`` is -1 or ``seat * 4 + colour``.  Hands and the
bag are per-colour counts (tile order never matters; every draw uses the
state's rng).  Each action is resolved by ``_run``, a small pipeline that
stops whenever a seat has to decide something (``phase`` says what).
"""

from __future__ import annotations

import random
from itertools import compress, repeat
from operator import is_
from typing import Any, Mapping

from engine.game import IllegalAction, Option, State, clone_rng, rng_from_json, rng_to_json

from . import actions as A
from .data import (BLACK, BLOCKS, BOARD_TABLES, BUILDING_NAMES, COLOR_INDEX, COLS, CROSSES,
                   DYNASTIES, END_TREASURES, GREEN, HAND_SIZE, LEADER_INDEX, MONUMENT_COLORS,
                   MONUMENT_NAMES, NEIGH, RED, SQUARES, TILE_COUNTS, TILE_INDEX, label)

FACE_DOWN = 4
CATA = 5

_ALL = range(SQUARES)
#: Per tile code + 1 (-1 empty .. 5 catastrophe): does it occupy / is it empty / face up?
# (Index -1, the empty square, is the last entry.)
_OCCUPIES = (True,) * 5 + (False, False)
_IS_EMPTY = (False,) * 6 + (True,)
_IS_FACEUP = (True,) * 4 + (False,) * 3

# Phases: what the seat to move is deciding.
ACTION, SWAP, COMMIT, WAR_COLOR, BUILDING, WONDER, MONUMENT, TREASURE, WONDER_COLOR, OVER = (
    "action", "swap", "commit", "war_color", "building", "wonder", "monument", "treasure",
    "wonder_color", "over")

OPTIONS = (
    Option("board_side", "Board side", "basic", ("basic", "advanced"),
           "advanced: the 14-temple side (§17.1)"),
    Option("catastrophes_per_player", "Catastrophes per player", 2, (2, 1),
           "2 as published; 1 as in the original summary"),
    Option("civilization_buildings", "Civilization buildings", False, (False, True), "§17.2"),
    Option("wonder", "Wonder", False, (False, True), "§17.3"),
    Option("strict_attack_commit", "Attacker commits only to win", False, (False, True), "§17.4"),
    Option("strict_defender_commit", "Defender commits only to tie", False, (False, True),
           "§17.4"),
    Option("score_visibility", "Scores", "hidden", ("hidden", "open"),
           "hidden: collected VP stay behind each screen"),
    Option("rules_preset", "Rules preset", "classic", ("classic", "advanced"),
           "advanced = advanced board + buildings + wonder"),
)

_TILE_WORD = ("temple", "farm", "market", "settlement")


def _sq(row: int, col: int) -> int:
    return row * COLS + col


def _check_options(options: Mapping[str, Any]) -> dict[str, Any]:
    known = {o.name: o for o in OPTIONS}
    out = {o.name: o.default for o in OPTIONS}
    for k, v in options.items():
        if k not in known:
            raise ValueError(f"Tigris & Euphrates has no option {k!r} "
                             f"(options: {', '.join(known)})")
        if v not in known[k].choices or type(v) is not type(known[k].default):
            raise ValueError(f"option {k} must be one of {list(known[k].choices)}, not {v!r}")
        out[k] = v
    if out["rules_preset"] == "advanced":
        out["board_side"] = "advanced"
        out["civilization_buildings"] = True
        out["wonder"] = True
    return out


def new_game(num_players: int, seed: int | None = None, **options) -> "TigrisState":
    """A new game: starting temples and treasures placed, hands drawn, start player drawn."""
    if not isinstance(num_players, int) or not 2 <= num_players <= 4:
        raise ValueError(f"Tigris & Euphrates takes 2 to 4 players, not {num_players}")
    opts = _check_options(options)
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
    for p in range(num_players):
        s._draw(p, HAND_SIZE)
    s.active = s.rng.randrange(num_players)
    s.to_move = s.active
    s.actions_left = 2
    s.phase = ACTION
    s.unif = -1
    s.post = -1
    s.post_step = 0
    s.focus = -1
    s.cf = None
    s.choice = ()
    s.swap_n = 0
    s.swap_min = 0
    s._reg = None
    s._adj = None
    s._legal = None
    return s


class TigrisState(State):
    """A game of Tigris & Euphrates (see the module docstring for the encoding)."""

    ACTION_TYPES = A.ACTION_TYPES

    __slots__ = ("n", "opts", "board", "river", "special", "rng", "tiles", "leaders", "treas",
                 "lpos", "monuments", "buildings", "wonder", "bag", "bag_n", "gone", "hands",
                 "hand_n", "cats", "vp", "treas_n", "active", "to_move", "actions_left",
                 "phase", "unif", "post", "post_step", "focus", "cf", "choice", "swap_n",
                 "swap_min",
                 "_reg", "_adj", "_legal", "open_scores", "rng_shared")

    # -- basics ---------------------------------------------------------------
    @property
    def num_players(self) -> int:
        return self.n

    def _setup_tables(self) -> None:
        self.board = BOARD_TABLES[self.opts["board_side"]]
        self.river = self.board.river
        self.special = self.board.special
        self.open_scores = self.opts["score_visibility"] == "open"

    def _dirty(self) -> None:
        self._reg = None
        self._adj = None

    def seat_name(self, seat: int) -> str:
        return f"Player {seat + 1} ({DYNASTIES[seat]})"

    # -- regions and kingdoms (§1, §6) ----------------------------------------
    def _compute_regions(self, skip: int = -1) -> tuple:
        """The board summary: (lab, king, members, free_land, free_river, cands, free, faceup).

        lab[s] is the region id of s (-1 if unoccupied), king[r] whether region r has a
        leader, members[r] its squares; free_* are the empty squares by terrain, cands the
        empty land squares next to a face-up temple, free all empty squares, faceup the
        squares with face-up tiles.
        ``skip`` is a square treated as empty (the unification marker, §6).
        """
        tiles, leaders, river = self.tiles, self.leaders, self.river
        lab = [-1] * SQUARES
        king: list[bool] = []
        members: list[list[int]] = []
        occ = [_OCCUPIES[t] for t in tiles]
        for p in self.lpos:
            if p >= 0:
                occ[p] = True
        # Empty squares: neither occupied nor a catastrophe (the marker square is a tile).
        free = [s for s in compress(_ALL, map(_IS_EMPTY.__getitem__, tiles)) if leaders[s] < 0]
        if skip >= 0:
            occ[skip] = False
        rid = 0
        faceup: list[int] = []
        near = [False] * SQUARES
        for s in compress(_ALL, occ):
            if lab[s] >= 0:
                continue
            lab[s] = rid
            stack = [s]
            mem = [s]
            has = False
            while stack:
                q = stack.pop()
                if leaders[q] >= 0:
                    has = True
                for nb in NEIGH[q]:
                    if occ[nb] and lab[nb] < 0:
                        lab[nb] = rid
                        stack.append(nb)
                        mem.append(nb)
            king.append(has)
            members.append(mem)
            rid += 1
        for s in compress(_ALL, map(_IS_FACEUP.__getitem__, tiles)):
            faceup.append(s)
            if tiles[s] == RED:
                for nb in NEIGH[s]:
                    near[nb] = True
        free_land = [s for s in free if not river[s]]
        free_river = [s for s in free if river[s]]
        cands = [s for s in free_land if near[s]]
        return lab, king, members, free_land, free_river, cands, free, faceup

    def catastrophe_targets(self) -> list[int]:
        """Squares a catastrophe may go on now (§10)."""
        summ = self.summary()
        treas, bld = self.treas, self.buildings
        out = summ[6] + [s for s in summ[7] if not treas[s] and s not in bld]
        out.sort()
        return out

    def _occupy(self, reg: tuple, s: int) -> tuple:
        """The summary after the empty square s received a tile or a leader.

        Regions only merge when a square fills, so this updates ``reg`` instead of
        relabelling the board (the caller has already put the piece on s).
        """
        lab, king, members, free_land, free_river, cands, free, faceup = reg
        lab = lab[:]
        king = king[:]
        members = members[:]
        ids = []
        for nb in NEIGH[s]:
            r = lab[nb]
            if r >= 0 and r not in ids:
                ids.append(r)
        has = self.leaders[s] >= 0
        if not ids:
            lab[s] = len(king)
            king.append(has)
            members.append([s])
        else:
            target = max(ids, key=lambda r: len(members[r]))
            mem = members[target] + [s]
            lab[s] = target
            has = has or king[target]
            for r in ids:
                if r != target:
                    for q in members[r]:
                        lab[q] = target
                    mem += members[r]
                    has = has or king[r]
                    members[r] = []
            members[target] = mem
            king[target] = has
        if self.river[s]:
            free_river = [q for q in free_river if q != s]
        else:
            free_land = [q for q in free_land if q != s]
        free = [q for q in free if q != s]
        t = self.tiles[s]
        if s in cands:
            cands = [q for q in cands if q != s]
        if 0 <= t < FACE_DOWN:
            faceup = faceup + [s]
            if t == RED:
                tiles, leaders, river = self.tiles, self.leaders, self.river
                extra = [nb for nb in NEIGH[s] if tiles[nb] == -1 and leaders[nb] < 0
                         and not river[nb] and nb not in cands]
                if extra:
                    cands = sorted(cands + extra)
        return lab, king, members, free_land, free_river, cands, free, faceup

    def summary(self) -> tuple:
        """Cached board summary (see _compute_regions); the marker square counts as empty."""
        if self._reg is None:
            self._reg = self._compute_regions(self.unif)
        return self._reg

    def regions(self) -> tuple[list[int], list[bool]]:
        """Region id per square and, per region, whether it is a kingdom."""
        if self._reg is None:
            self._reg = self._compute_regions(self.unif)
        return self._reg[0], self._reg[1]

    def _adjacent_kingdoms(self, s: int, lab: list[int], king: list[bool]) -> set[int]:
        out = set()
        for nb in NEIGH[s]:
            r = lab[nb]
            if r >= 0 and king[r]:
                out.add(r)
        return out

    def _temple_adjacent(self, s: int) -> bool:
        tiles = self.tiles
        for nb in NEIGH[s]:
            if tiles[nb] == RED:
                return True
        return False

    def _temples_around(self, s: int) -> int:
        tiles = self.tiles
        return sum(1 for nb in NEIGH[s] if tiles[nb] == RED)

    # -- legal actions ----------------------------------------------------------
    def legal_actions(self) -> list:
        if self.to_move is None:
            return []
        if self._legal is None:
            self._legal = self._compute_legal()
        return list(self._legal)

    def _compute_legal(self) -> list:
        ph = self.phase
        if ph == ACTION:
            return self._action_phase_legal()
        if ph == SWAP:
            hand = self.hands[self.active]
            out = [A.DISCARD[c] for c in range(self.swap_min, 4) if hand[c] > 0]
            if self.swap_n > 0:
                out.append(A.END_SWAP)
            return out
        if ph == COMMIT:
            return [A.COMMIT[k] for k in self._commit_options()]
        if ph == WAR_COLOR:
            return [A.WAR_COLOR[c] for c in self.choice]
        if ph == TREASURE:
            return [A.TAKE_TREASURE[s] for s in self.choice]
        if ph == WONDER_COLOR:
            return list(A.WONDER_COLOR)
        if ph == BUILDING:
            c = self.tiles[self.post]
            return [A.PlaceBuilding(BUILDING_NAMES[c], s // COLS, s % COLS)
                    for s in self.choice] + [A.DECLINE["building"]]
        if ph == WONDER:
            return [A.BUILD_WONDER[s] for s in self.choice] + [A.DECLINE["wonder"]]
        if ph == MONUMENT:
            return [A.BuildMonument(MONUMENT_NAMES[m >> 8], (m & 255) // COLS, (m & 255) % COLS)
                    for m in self.choice] + [A.DECLINE["monument"]]
        return []

    def kingdom_adjacency(self) -> tuple[dict, dict, bool]:
        """(kadj, byk, multi): kingdoms touching each empty square, empty squares touching
        each kingdom, and whether any empty square touches two or more kingdoms."""
        if self._adj is None:
            lab, king, members = self.summary()[:3]
            kadj: dict[int, list[int]] = {}
            byk: dict[int, list[int]] = {}
            tiles, leaders = self.tiles, self.leaders
            multi = False
            for r, mem in enumerate(members):
                if not king[r]:
                    continue
                mine = byk[r] = []
                for q in mem:
                    for nb in NEIGH[q]:
                        if tiles[nb] == -1 and leaders[nb] < 0:
                            ks = kadj.get(nb)
                            if ks is None:
                                kadj[nb] = [r]
                                mine.append(nb)
                            elif ks[-1] != r:  # regions are visited one after another
                                ks.append(r)
                                mine.append(nb)
                                multi = True
            self._adj = (kadj, byk, multi)
        return self._adj

    def _action_phase_legal(self) -> list:
        seat = self.active
        lab, king, members, free_land, free_river, cands, _, _ = self.summary()
        hand = self.hands[seat]
        out: list = []
        kadj, byk, multi = self.kingdom_adjacency()
        if multi:
            bad = {s for s, ks in kadj.items() if len(ks) > 2}
            land = [s for s in free_land if s not in bad] if bad else free_land
            riv = [s for s in free_river if s not in bad] if bad else free_river
            leader_ok = [s for s in cands if len(kadj.get(s, ())) <= 1]
        else:
            land, riv, leader_ok = free_land, free_river, cands
        for c in range(4):
            if hand[c] > 0:
                out.extend(map(A.PLACE_TILE[c].__getitem__, riv if c == 1 else land))
        base = 4 * seat
        lpos = self.lpos
        for c in range(4):
            if lpos[base + c] < 0:
                out.extend(map(A.PLACE_LEADER[c].__getitem__, leader_ok))
        for c in range(4):
            p = lpos[base + c]
            if p >= 0:
                targets = self._move_targets(p, lab, king, leader_ok, byk.get(lab[p], ()))
                out.extend(map(A.MOVE_LEADER[c].__getitem__, targets))
                out.append(A.WITHDRAW[c])
        if self.cats[seat] > 0:
            out.extend(map(A.CATASTROPHE_AT.__getitem__, self.catastrophe_targets()))
        if self.hand_n[seat] > 0:
            out.append(A.SWAP)
        out.append(A.PASS)
        return out

    def _valid_in_action_phase(self, a) -> bool:
        """Whether ``a`` is in ``legal_actions()`` during the action phase, tested directly."""
        t = type(a)
        seat = self.active
        if t is A.Pass:
            return True
        if t is A.SwapTiles:
            return self.hand_n[seat] > 0
        if t is A.WithdrawLeader:
            c = LEADER_INDEX.get(a.leader)
            return c is not None and self.lpos[4 * seat + c] >= 0
        if t not in (A.PlaceTile, A.PlaceLeader, A.MoveLeader, A.PlaceCatastrophe):
            return False
        r, col = a.row, a.col
        if type(r) is not int or type(col) is not int or not (0 <= r < 11 and 0 <= col < COLS):
            return False
        s = r * COLS + col
        tiles, leaders = self.tiles, self.leaders
        if t is A.PlaceCatastrophe:
            if self.cats[seat] <= 0:
                return False
            tl = tiles[s]
            return ((tl == -1 and leaders[s] < 0)
                    or (0 <= tl < FACE_DOWN and not self.treas[s] and s not in self.buildings))
        if tiles[s] != -1 or leaders[s] >= 0:
            return False
        kadj = self.kingdom_adjacency()[0]
        nk = len(kadj.get(s, ()))
        if t is A.PlaceTile:
            c = TILE_INDEX.get(a.tile)
            if c is None or self.hands[seat][c] <= 0 or self.river[s] != (c == 1):
                return False
            return nk <= 2
        c = LEADER_INDEX.get(a.leader)
        if c is None or self.river[s] or not self._temple_adjacent(s):
            return False
        p = self.lpos[4 * seat + c]
        if t is A.PlaceLeader:
            return p < 0 and nk <= 1
        if p < 0:
            return False
        lab, king, _, _, _, cands = self.summary()[:6]
        byk = self.kingdom_adjacency()[1]
        leader_ok = [q for q in cands if len(kadj.get(q, ())) <= 1]
        return s in self._move_targets(p, lab, king, leader_ok, byk.get(lab[p], ()))

    def _move_targets(self, p: int, lab: list[int], king: list[bool], leader_ok: list[int],
                      near_big: list[int]) -> list[int]:
        """Squares the leader on p may move to (§7.2: p is vacated first).

        Only p's region R changes when it leaves, so only the empty squares next to R
        (``near_big``) are re-tested; the others keep their answer in ``leader_ok``.
        If p was R's only leader R is no longer a kingdom; if R keeps a leader and p
        was a leaf R stays one kingdom; otherwise R without p is relabelled.
        """
        big = lab[p]
        nlead = 0
        for q in self.lpos:
            if q >= 0 and lab[q] == big:
                nlead += 1
        inside = [nb for nb in NEIGH[p] if lab[nb] == big]
        sub: dict[int, int] = {}
        if nlead == 1:
            kingdom_of = None          # R is leaderless once p leaves
        elif len(inside) <= 1:
            kingdom_of = big           # still one kingdom
        else:
            kingdom_of = -2            # look up the parts of R in ``sub``
            leaders = self.leaders
            cid = SQUARES
            for start in inside:
                if start in sub:
                    continue
                sub[start] = cid
                stack = [start]
                has = False
                part = [start]
                while stack:
                    q = stack.pop()
                    if leaders[q] >= 0:
                        has = True
                    for nb in NEIGH[q]:
                        if nb != p and lab[nb] == big and nb not in sub:
                            sub[nb] = cid
                            stack.append(nb)
                            part.append(nb)
                if not has:
                    for q in part:
                        sub[q] = -1
                cid += 1
        near = set(near_big)
        near.update(NEIGH[p])
        out = [s for s in leader_ok if s not in near]
        tiles, river = self.tiles, self.river
        leaders = self.leaders
        for s in near:
            if s == p or tiles[s] != -1 or leaders[s] >= 0 or river[s]:
                continue
            k1 = -1
            ok = True
            temple = False
            for nb in NEIGH[s]:
                if tiles[nb] == RED:
                    temple = True
                r = lab[nb]
                if r < 0 or nb == p:
                    continue
                if r == big:
                    if kingdom_of is None:
                        continue
                    if kingdom_of == -2:
                        r = sub[nb]
                        if r < 0:
                            continue
                elif not king[r]:
                    continue
                if k1 < 0:
                    k1 = r
                elif r != k1:
                    ok = False
                    break
            if ok and temple:
                out.append(s)
        out.sort()
        return out

    def _commit_options(self) -> list[int]:
        kind, color, sup, att, dfd, apos, dpos, abase, dbase, acommit = self.cf
        if acommit < 0:
            have = self.hands[att][sup]
            if self.opts["strict_attack_commit"]:
                return [0] + [k for k in range(1, have + 1) if abase + k > dbase]
            return list(range(have + 1))
        have = self.hands[dfd][sup]
        if self.opts["strict_defender_commit"]:
            need = abase + acommit - dbase
            return [0, need] if 0 < need <= have else [0]
        return list(range(have + 1))

    # -- apply ----------------------------------------------------------------
    def apply(self, action) -> None:
        if self.to_move is None:
            raise IllegalAction("The game is over; no more moves can be made.")
        if type(action) not in A.ACTION_TYPES:
            raise IllegalAction(f"{action!r} is not a Tigris & Euphrates action. "
                                f"{self.legal_summary()}")
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
                self._game_over()
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
            self.treas_n[self.to_move] += 1
            self._dirty()
            self.phase = ACTION
            self._run()
        elif t is A.PlaceBuilding:
            c = self.tiles[self.post]
            self.buildings[c] = _sq(action.row, action.col)
            self._dirty()
            self.phase = ACTION
            self._run()
        elif t is A.BuildWonder:
            self._build_wonder(_sq(action.row, action.col))
            self.phase = ACTION
            self._run()
        elif t is A.BuildMonument:
            self._build_monument(MONUMENT_NAMES.index(action.monument), _sq(action.row, action.col))
            self.phase = ACTION
            self._run()
        elif t is A.Decline:
            self.phase = ACTION
            self._run()
        elif t is A.ChooseWonderPointColor:
            self.vp[self.active][COLOR_INDEX[action.color]] += 1
            self._finish_turn()

    # -- actions ----------------------------------------------------------------
    def _do_place_tile(self, c: int, s: int) -> None:
        seat = self.active
        lab, king = self.regions()
        ks = self._adjacent_kingdoms(s, lab, king)
        self.hands[seat][c] -= 1
        self.hand_n[seat] -= 1
        if len(ks) == 1:
            k = next(iter(ks))
            scorer = self._scorer(c, k, lab)
            if scorer >= 0:
                pts = 1
                b = self.buildings[c]
                if b >= 0 and lab[b] == k:
                    pts = 2
                self.vp[scorer][c] += pts
        self.tiles[s] = c
        reg = self._reg
        self._dirty()
        if len(ks) < 2 and self.unif < 0:
            self._reg = self._occupy(reg, s)
        self.post = s
        self.post_step = 0
        self.focus = s
        if len(ks) == 2:
            self.unif = s
            self._dirty()
        self._run()

    def _scorer(self, c: int, k: int, lab: list[int]) -> int:
        """Owner of the kingdom's leader of colour c, else of its king, else -1 (§8.2)."""
        lpos = self.lpos
        king_owner = -1
        for i, p in enumerate(lpos):
            if p >= 0 and lab[p] == k:
                lc = i & 3
                if lc == c:
                    return i >> 2
                if lc == BLACK:
                    king_owner = i >> 2
        return king_owner

    def _remove_leader(self, seat: int, c: int) -> None:
        i = 4 * seat + c
        p = self.lpos[i]
        self.leaders[p] = -1
        self.lpos[i] = -1
        self._dirty()

    def _do_place_leader(self, c: int, s: int) -> None:
        seat = self.active
        self.focus = s
        i = 4 * seat + c
        self.leaders[s] = i
        self.lpos[i] = s
        reg = self._reg
        self._dirty()
        if reg is not None and self.unif < 0:
            self._reg = self._occupy(reg, s)
        region = self._region_of(s)
        for o in range(self.n):
            if o == seat:
                continue
            p = self.lpos[4 * o + c]
            if p >= 0 and p in region:
                self._start_conflict(0, c, RED, seat, o, s, p,
                                     self._temples_around(s), self._temples_around(p))
                return
        self._run()

    def _do_catastrophe(self, s: int) -> None:
        t = self.tiles[s]
        if 0 <= t < FACE_DOWN:
            self.gone[t] += 1
        self.tiles[s] = CATA
        self.cats[self.active] -= 1
        self._dirty()
        self._strand()
        self._run()

    def _strand(self) -> None:
        """§7.4: every leader without an adjacent face-up temple returns to supply."""
        tiles = self.tiles
        for i, p in enumerate(self.lpos):
            if p >= 0 and not any(tiles[nb] == RED for nb in NEIGH[p]):
                self.leaders[p] = -1
                self.lpos[i] = -1
                self._dirty()

    # -- conflicts (§11, §12) -------------------------------------------------
    def _start_conflict(self, kind, color, sup, att, dfd, apos, dpos, abase, dbase) -> None:
        self.cf = [kind, color, sup, att, dfd, apos, dpos, abase, dbase, -1]
        self.phase = COMMIT
        self.to_move = att

    def _do_commit(self, k: int) -> None:
        cf = self.cf
        kind, color, sup, att, dfd, apos, dpos, abase, dbase, acommit = cf
        if acommit < 0:
            self.hands[att][sup] -= k
            self.hand_n[att] -= k
            self.gone[sup] += k
            cf[9] = k
            self.to_move = dfd
            return
        self.hands[dfd][sup] -= k
        self.hand_n[dfd] -= k
        self.gone[sup] += k
        att_wins = abase + acommit > dbase + k
        winner, loser = (att, dfd) if att_wins else (dfd, att)
        lpos_loser = dpos if att_wins else apos
        self.cf = None
        self.phase = ACTION
        self.to_move = self.active
        if kind == 0:
            self._remove_leader(loser, color)
            self.vp[winner][RED] += 1
        else:
            removed = self._casualties(color, lpos_loser)
            self._remove_leader(loser, color)
            self.vp[winner][color] += 1 + removed
            self._strand()
        self._run()

    def _casualties(self, c: int, loser_pos: int) -> int:
        """§12.4.6: remove the loser's kingdom's face-up tiles of colour c, with the exceptions."""
        lab, _ = self.regions()
        k = lab[loser_pos]
        tiles, leaders, treas = self.tiles, self.leaders, self.treas
        building = self.buildings[c]
        removed = 0
        for s in range(SQUARES):
            if lab[s] != k or tiles[s] != c or s == building:
                continue
            if c == RED:
                if treas[s]:
                    continue
                if any(leaders[nb] >= 0 and nb != loser_pos for nb in NEIGH[s]):
                    continue
            tiles[s] = -1
            removed += 1
        self.gone[c] += removed
        self._dirty()
        return removed

    def war_colors(self) -> list[int]:
        """Colours with leaders in two different kingdoms touching the marker (§12.2, §12.5)."""
        lab, king = self.regions()
        touching = self._adjacent_kingdoms(self.unif, lab, king)
        out = []
        lpos = self.lpos
        for c in range(4):
            found = -1
            for o in range(self.n):
                p = lpos[4 * o + c]
                if p >= 0 and lab[p] in touching:
                    if found >= 0 and lab[p] != found:
                        out.append(c)
                        break
                    found = lab[p]
        return out

    def _start_war(self, c: int) -> None:
        lab, _ = self.regions()
        touching = self._adjacent_kingdoms(self.unif, lab, self.regions()[1])
        seats = [o for o in range(self.n)
                 if self.lpos[4 * o + c] >= 0 and lab[self.lpos[4 * o + c]] in touching]
        a = self.active
        att = min(seats, key=lambda o: (o - a) % self.n)
        dfd = next(o for o in seats if o != att)
        apos, dpos = self.lpos[4 * att + c], self.lpos[4 * dfd + c]
        tiles = self.tiles
        abase = sum(1 for s in range(SQUARES) if tiles[s] == c and lab[s] == lab[apos])
        dbase = sum(1 for s in range(SQUARES) if tiles[s] == c and lab[s] == lab[dpos])
        self._start_conflict(1, c, c, att, dfd, apos, dpos, abase, dbase)

    # -- the resolution pipeline (§5.1) ------------------------------------
    def _run(self) -> None:
        """Resolve what the current action triggers until a seat must decide."""
        self.to_move = self.active
        self.phase = ACTION
        if self.unif >= 0:
            wars = self.war_colors()
            if len(wars) > 1:
                self.phase = WAR_COLOR
                self.choice = tuple(wars)
                return
            if wars:
                self._start_war(wars[0])
                return
            self.unif = -1
            self._dirty()
        if self.post >= 0 and self._post_checks():
            return
        if self._treasure_step():
            return
        self.actions_left -= 1
        if self.actions_left > 0:
            return
        self._end_turn()

    def _post_checks(self) -> bool:
        """Buildings, wonder, monument for the placed tile (flips strand leaders, §7.4)."""
        s = self.post
        c = self.tiles[s]
        while self.post_step < 3 and 0 <= c < FACE_DOWN:
            step = self.post_step
            self.post_step += 1
            if step == 0 and self.opts["civilization_buildings"]:
                opts = self.building_options(s)
                if opts:
                    return self._ask(BUILDING, opts)
            elif step == 1 and self.opts["wonder"] and self.wonder < 0:
                opts = tuple(cr[0] for cr in CROSSES[s]
                             if all(self.tiles[q] == c for q in cr))
                if opts:
                    return self._ask(WONDER, opts)
            elif step == 2:
                opts = self.monument_options(s)
                if opts:
                    return self._ask(MONUMENT, opts)
        self.post = -1
        return False

    def _ask(self, phase: str, choice: tuple) -> bool:
        self.phase = phase
        self.choice = choice
        self.to_move = self.active
        return True

    def _line(self, s: int, c: int) -> tuple[list[int], list[int]]:
        """Horizontal and vertical runs of face-up colour-c tiles through s."""
        tiles = self.tiles
        r0, c0 = divmod(s, COLS)
        h = [s]
        x = c0 - 1
        while x >= 0 and tiles[r0 * COLS + x] == c:
            h.append(r0 * COLS + x)
            x -= 1
        x = c0 + 1
        while x < COLS and tiles[r0 * COLS + x] == c:
            h.append(r0 * COLS + x)
            x += 1
        v = [s]
        y = r0 - 1
        while y >= 0 and tiles[y * COLS + c0] == c:
            v.append(y * COLS + c0)
            y -= 1
        y = r0 + 1
        while y < SQUARES // COLS and tiles[y * COLS + c0] == c:
            v.append(y * COLS + c0)
            y += 1
        return h, v

    def building_options(self, s: int) -> tuple[int, ...]:
        """Squares the building of the placed tile's colour may go to (§17.2)."""
        c = self.tiles[s]
        h, v = self._line(s, c)
        best = max(len(h), len(v))
        if best < 3:
            return ()
        squares = set()
        for line in (h, v):
            if len(line) == best:
                squares.update(line)
        cur = self.buildings[c]
        if cur >= 0:
            if cur in squares:
                return ()
            ch, cv = self._line(cur, c)
            if best <= max(len(ch), len(cv)):
                return ()
        return tuple(sorted(squares))

    def monument_options(self, s: int) -> tuple[int, ...]:
        """Encoded (monument << 8 | top-left) choices the placed tile opens (§13)."""
        c = self.tiles[s]
        free = [m for m in range(6) if self.monuments[m] < 0 and c in MONUMENT_COLORS[m]]
        if not free:
            return ()
        tiles = self.tiles
        out = []
        for block in BLOCKS[s]:
            if all(tiles[q] == c for q in block):
                out.extend((m << 8) | block[0] for m in free)
        return tuple(out)

    def _flip(self, squares) -> None:
        for q in squares:
            self.gone[self.tiles[q]] += 1
            self.tiles[q] = FACE_DOWN
            for b in range(4):
                if self.buildings[b] == q:
                    self.buildings[b] = -1
        self._dirty()
        self._strand()  # leaders next to flipped temples only (§7.4)

    def _build_monument(self, m: int, tl: int) -> None:
        self._flip((tl, tl + 1, tl + COLS, tl + COLS + 1))
        self.monuments[m] = tl

    def _build_wonder(self, centre: int) -> None:
        self._flip((centre,) + NEIGH[centre])
        self.wonder = centre

    def _region_of(self, f: int) -> set[int]:
        """The squares of the region containing the occupied square f."""
        if self._reg is not None:
            lab, _, members = self._reg[:3]
            return set(members[lab[f]])
        tiles, leaders = self.tiles, self.leaders
        seen = {f}
        stack = [f]
        while stack:
            q = stack.pop()
            for nb in NEIGH[q]:
                if nb not in seen and (0 <= tiles[nb] < CATA or leaders[nb] >= 0):
                    seen.add(nb)
                    stack.append(nb)
        return seen

    def _treasure_step(self) -> bool:
        """§14: traders collect from kingdoms with 2+ treasures, special squares first.

        Only the region around ``focus`` (the square where this action placed a tile or
        leader) can have gained treasures or a trader: every other change of an action
        only splits or shrinks regions, and every kingdom was settled after the last one.
        """
        f = self.focus
        if f < 0:
            return False
        if not (0 <= self.tiles[f] < CATA or self.leaders[f] >= 0):
            self.focus = -1
            return False
        lpos = self.lpos
        traders = [(seat, lpos[4 * seat + GREEN]) for seat in range(self.n)
                   if lpos[4 * seat + GREEN] >= 0]
        if not traders:
            self.focus = -1
            return False
        region = self._region_of(f)
        treas, special = self.treas, self.special
        for seat, p in traders:
            if p not in region:
                continue
            while True:
                here = [t for t in self.board.temples if treas[t] and t in region]
                if len(here) < 2:
                    break
                need = len(here) - 1
                spec = [t for t in here if special[t]]
                cand = spec or here
                if need < len(cand):
                    self.phase = TREASURE
                    self.choice = tuple(cand)
                    self.to_move = seat
                    return True
                for t in cand:
                    treas[t] = 0
                self.treas_n[seat] += len(cand)
            break
        self.focus = -1
        return False

    # -- turn end (§15) and game end (§16) ---------------------------------------
    def _end_turn(self) -> None:
        a = self.active
        if max(self.monuments) < 0 and self.wonder < 0:
            self._finish_turn()
            return
        lab, king = self.regions()
        for m, tl in enumerate(self.monuments):
            if tl < 0 or lab[tl] < 0 or not king[lab[tl]]:
                continue
            for c in MONUMENT_COLORS[m]:
                p = self.lpos[4 * a + c]
                if p >= 0 and lab[p] == lab[tl]:
                    self.vp[a][c] += 1
        if self.wonder >= 0:
            p = self.lpos[4 * a + BLACK]
            if p >= 0 and lab[p] == lab[self.wonder]:
                self.phase = WONDER_COLOR
                self.to_move = a
                return
        self._finish_turn()

    def _finish_turn(self) -> None:
        a = self.active
        for i in range(self.n):
            seat = (a + i) % self.n
            need = HAND_SIZE - self.hand_n[seat]
            if need > 0 and not self._draw(seat, need):
                self._game_over()
                return
        if sum(self.treas) <= END_TREASURES:
            self._game_over()
            return
        self.active = (a + 1) % self.n
        self.to_move = self.active
        self.actions_left = 2
        self.phase = ACTION

    def _draw(self, seat: int, k: int) -> bool:
        """Draw k tiles at random; False if the bag ran short (what was left is drawn)."""
        if self.rng_shared:
            self.rng = clone_rng(self.rng)
            self.rng_shared = False
        bag, hand, rng = self.bag, self.hands[seat], self.rng
        for _ in range(k):
            if self.bag_n == 0:
                return False
            r = rng.randrange(self.bag_n)
            c = 0
            while r >= bag[c]:
                r -= bag[c]
                c += 1
            bag[c] -= 1
            self.bag_n -= 1
            hand[c] += 1
            self.hand_n[seat] += 1
        return True

    def _game_over(self) -> None:
        self.phase = OVER
        self.to_move = None
        self.cf = None
        self.choice = ()
        self._legal = None

    # -- scores -------------------------------------------------------------------
    def final_vector(self, seat: int) -> list[int] | None:
        """Colour totals with treasures added to the lowest colour, sorted ascending (§16.2)."""
        vp = self.vp[seat]
        t = self.treas_n[seat]
        if vp is None or t is None:
            return None
        v = list(vp)
        for _ in range(t):
            v[v.index(min(v))] += 1
        v.sort()
        return v

    def scores(self) -> list[float]:
        out = []
        for seat in range(self.n):
            v = self.final_vector(seat)
            out.append(float(v[0]) if v is not None else 0.0)
        return out

    def winners(self) -> list[int]:
        vecs = [self.final_vector(s) for s in range(self.n)]
        known = [v for v in vecs if v is not None]
        if not known:
            return []
        best = max(known)
        return [s for s in range(self.n) if vecs[s] == best]

    # -- copying and serialising -------------------------------------------------
    def clone(self) -> "TigrisState":
        s = TigrisState.__new__(TigrisState)
        s.n = self.n
        s.opts = self.opts
        s.board = self.board
        s.river = self.river
        s.special = self.special
        s.open_scores = self.open_scores
        # The rng is shared until one of the two draws (copy on write, see _draw).
        s.rng = self.rng
        s.rng_shared = self.rng_shared = self.rng is not None
        s.tiles = self.tiles[:]
        s.leaders = self.leaders[:]
        s.treas = self.treas[:]
        s.lpos = self.lpos[:]
        s.monuments = self.monuments[:]
        s.buildings = self.buildings[:]
        s.wonder = self.wonder
        s.bag = self.bag[:] if self.bag is not None else None
        s.bag_n = self.bag_n
        s.gone = self.gone[:]
        s.hands = [h[:] if h is not None else None for h in self.hands]
        s.hand_n = self.hand_n[:]
        s.cats = self.cats[:]
        s.vp = [v[:] if v is not None else None for v in self.vp]
        s.treas_n = self.treas_n[:]
        s.active = self.active
        s.to_move = self.to_move
        s.actions_left = self.actions_left
        s.phase = self.phase
        s.unif = self.unif
        s.post = self.post
        s.post_step = self.post_step
        s.focus = self.focus
        s.cf = self.cf[:] if self.cf is not None else None
        s.choice = self.choice
        s.swap_n = self.swap_n
        s.swap_min = self.swap_min
        s._reg = self._reg  # never mutated in place, only replaced
        s._adj = self._adj
        s._legal = self._legal
        return s

    _FIELDS = ("n", "tiles", "leaders", "treas", "lpos", "monuments", "buildings", "wonder",
               "bag", "bag_n", "gone", "hands", "hand_n", "cats", "vp", "treas_n", "active",
               "to_move", "actions_left", "phase", "unif", "post", "post_step", "focus", "cf",
               "swap_n", "swap_min")

    def to_dict(self) -> dict:
        d = {f: getattr(self, f) for f in self._FIELDS}
        d = {k: ([x[:] if isinstance(x, list) else x for x in v] if isinstance(v, list) else v)
             for k, v in d.items()}
        d["opts"] = dict(self.opts)
        d["choice"] = list(self.choice)
        d["rng"] = rng_to_json(self.rng) if self.rng is not None else None
        return d

    @classmethod
    def from_dict(cls, d: Mapping) -> "TigrisState":
        s = cls.__new__(cls)
        for f in cls._FIELDS:
            v = d[f]
            if isinstance(v, list):
                v = [list(x) if isinstance(x, list) else x for x in v]
            setattr(s, f, v)
        s.opts = dict(d["opts"])
        s._setup_tables()
        s.choice = tuple(d["choice"])
        s.rng = rng_from_json(d["rng"]) if d["rng"] is not None else None
        s.rng_shared = False
        s._reg = None
        s._adj = None
        s._legal = None
        return s

    # -- hidden information ------------------------------------------------------
    def view(self, seat: int) -> "TigrisState":
        """What ``seat`` sees: other hands, the bag, the rng (and hidden scores) unknown."""
        v = self.clone()
        v.rng = None
        v.bag = None
        v.hands = [h[:] if o == seat else None for o, h in enumerate(self.hands)]
        if not self.open_scores:
            v.vp = [x[:] if o == seat else None for o, x in enumerate(self.vp)]
            v.treas_n = [x if o == seat else None for o, x in enumerate(self.treas_n)]
        if self.phase == SWAP and self.active != seat:
            v.swap_min = 0  # the colours being discarded are secret
        v._legal = None
        return v

    def unseen_pool(self, seat: int) -> list[int]:
        """Per colour, tiles ``seat`` cannot locate: other hands, the bag, secret discards."""
        pool = list(TILE_COUNTS)
        for t in self.tiles:
            if 0 <= t < FACE_DOWN:
                pool[t] -= 1
        for c in range(4):
            pool[c] -= self.gone[c] + self.hands[seat][c]
        return pool

    def determinize(self, seat: int, rng: random.Random) -> "TigrisState":
        v = self.view(seat)
        pool = v.unseen_pool(seat)
        tiles = [c for c in range(4) for _ in range(pool[c])]
        rng.shuffle(tiles)
        i = 0
        for o in range(v.n):
            if o == seat:
                continue
            h = [0, 0, 0, 0]
            for c in tiles[i:i + v.hand_n[o]]:
                h[c] += 1
            i += v.hand_n[o]
            v.hands[o] = h
        bag = [0, 0, 0, 0]
        for c in tiles[i:i + v.bag_n]:
            bag[c] += 1
        v.bag = bag
        if not v.open_scores:
            # Collected VP are secret: assume each rival has what this seat has, and
            # share the treasures this seat did not collect among them at random.
            others = [o for o in range(v.n) if o != seat]
            left = len(v.board.temples) - sum(v.treas) - v.treas_n[seat]
            split = [0] * v.n
            for _ in range(left):
                split[others[rng.randrange(len(others))]] += 1
            for o in others:
                v.vp[o] = v.vp[seat][:]
                v.treas_n[o] = split[o]
        v.rng = random.Random(rng.getrandbits(64))
        v.rng_shared = False
        return v

    # -- words ------------------------------------------------------------------------
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

