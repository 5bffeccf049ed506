"""Rules engine of Azul: Stained Glass of Sintra (docs/rules/azul_sintra.md).

A turn is split into small decisions (docs/ARCHITECTURE.md, "Actions"): ``TakeTiles`` (or
``ResetGlazier``), then ``PlaceTiles`` on one reachable strip, then, when the
strip completes on side B with several colours on it, ``KeepTile``.  Tiles of
one colour are interchangeable, so every zone holds counts per colour; the
bag is a multiset drawn with the state's own ``random.Random``, which makes
everything but the future draws public.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from itertools import groupby
from typing import Any, Mapping

from engine.game import (IllegalAction, Option, State, clone_without_rng, own_rng, rng_from_json,
                         rng_to_json, share_rng)

from . import data
from .data import (BROKEN_GLASS_BOTTOM, BROKEN_GLASS_VALUES, COLOURS, JOKERS, NEED,
                   NUM_COLOURS, ORNAMENT_BONUS, POSITIONS, ROUNDS, TILES_PER_FACTORY,
                   WINDOW_VALUES, WRAP_PENALTY)

# -- actions -------------------------------------------------------------------------------


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


CENTRE = 0
PHASE_TAKE, PHASE_PLACE, PHASE_KEEP, PHASE_OVER = 0, 1, 2, 3
PHASE_NAMES = ("take", "place", "keep", "over")

# Pre-built action values: legal_actions() only picks from these.
TAKE = tuple(tuple(TakeTiles(src, c) for c in COLOURS) for src in range(data.FACTORY_DISPLAY_COUNT + 1))
PLACE = tuple(PlaceTiles(p + 1) for p in range(POSITIONS))
KEEP = tuple(KeepTile(c) for c in COLOURS)
RESET = ResetGlazier()

OPTIONS = (
    Option("palace_side", "Palace board side", "side_a", ("side_a", "side_b"),
           "Side A scores ornaments at the end; side B scores complete windows "
           "times the tiles of your best colour."),
    Option("require_fit_if_possible", "Must place where a tile fits", False, (False, True),
           "When some reachable strip accepts a taken tile, the target must be such a strip."),
    Option("score_floor_zero", "Scores never drop below 0", True, (False, True),
           "The -18 penalty and the final losses stop at 0."),
    Option("colour_blind_glyphs", "Colour-blind glyphs", True, (False, True),
           "Draw a shape on every tile and space (no rules effect)."),
)
_OPTION_BY_NAME = {o.name: o for o in OPTIONS}


def _check_options(options: Mapping[str, Any]) -> dict[str, Any]:
    out = {o.name: o.default for o in OPTIONS}
    for k, v in options.items():
        o = _OPTION_BY_NAME.get(k)
        if o is None:
            raise ValueError(f"Azul: Stained Glass of Sintra has no option {k!r} "
                             f"(options: {', '.join(_OPTION_BY_NAME)})")
        if v not in o.choices or type(v) is not type(o.default):
            raise ValueError(f"option {k} must be one of {list(o.choices)}, not {v!r}")
        out[k] = v
    return out


def _plural(n: int, word: str) -> str:
    return f"{n} {word}" if n == 1 else f"{n} {word}s"


def _cname(c: int) -> str:
    return data.COLOUR_NAMES[COLOURS[c]]


# -- the state -----------------------------------------------------------------------------


class SintraState(State):
    """A game of Azul: Stained Glass of Sintra.

    Per-player arrays are flat: position ``i`` of seat ``p`` is index
    ``p*8+i``; its strip spaces are ``fill[(p*8+i)*5 + colour]`` (tiles in
    colour spaces) and ``jok[(p*8+i)*2 + k]`` (colour in joker space k, -1
    empty); window slots are ``win[(p*8+i)*2 + slot]`` (colour, -1 empty).
    """

    ACTION_TYPES = (TakeTiles, PlaceTiles, KeepTile, ResetGlazier)
    __slots__ = (
        "num_players", "to_move", "options", "side_b", "require_fit", "floor_zero", "values",
        "rng", "round", "round_tiles", "factories", "nfact", "centre", "marker_in_centre",
        "start_player", "bag", "tower", "phase", "hand_colour", "hand_count",
        "score", "bpos", "wraps", "glazier", "sid", "sside", "fill", "jok", "win",
        "final", "turns", "rng_shared",
    )

    # -- construction ------------------------------------------------------------------------
    def clone(self) -> "SintraState":
        s = SintraState.__new__(SintraState)
        s.num_players = self.num_players
        s.to_move = self.to_move
        s.options = self.options
        s.side_b = self.side_b
        s.require_fit = self.require_fit
        s.floor_zero = self.floor_zero
        s.values = self.values
        share_rng(self, s)  # copied only when one of the twins draws (a refill)
        s.round = self.round
        s.round_tiles = self.round_tiles
        s.factories = self.factories[:]
        s.nfact = self.nfact
        s.centre = self.centre[:]
        s.marker_in_centre = self.marker_in_centre
        s.start_player = self.start_player
        s.bag = self.bag[:]
        s.tower = self.tower[:]
        s.phase = self.phase
        s.hand_colour = self.hand_colour
        s.hand_count = self.hand_count
        s.score = self.score[:]
        s.bpos = self.bpos[:]
        s.wraps = self.wraps[:]
        s.glazier = self.glazier[:]
        s.sid = self.sid[:]
        s.sside = self.sside[:]
        s.fill = self.fill[:]
        s.jok = self.jok[:]
        s.win = self.win[:]
        s.final = self.final
        s.turns = self.turns
        return s

    # -- queries -----------------------------------------------------------------------------
    def current_round(self) -> int:
        """Round number 1..6."""
        return self.round + 1

    def round_colour(self) -> str:
        return COLOURS[self.round_tiles[self.round]]

    def reachable(self, p: int) -> list[int]:
        """Positions (0-based) of present strips at or right of seat p's glazier."""
        b = p * 8
        sid = self.sid
        return [i for i in range(self.glazier[p], POSITIONS) if sid[b + i] >= 0]

    def leftmost_strip(self, p: int) -> int:
        """Position (0-based) of seat p's leftmost present strip, -1 when none is left."""
        b = p * 8
        sid = self.sid
        for i in range(POSITIONS):
            if sid[b + i] >= 0:
                return i
        return -1

    def fits(self, p: int, i: int, c: int, k: int) -> int:
        """How many of ``k`` tiles of colour ``c`` the strip at position i would take."""
        j = p * 8 + i
        s = self.sid[j]
        if s < 0:
            return 0
        side = self.sside[j]
        free = NEED[s][side][c] - self.fill[j * 5 + c]
        if free >= k:
            return k
        nj = JOKERS[s][side]
        if nj:
            jf = (self.jok[j * 2] < 0) + (nj > 1 and self.jok[j * 2 + 1] < 0)
            return min(k, free + jf)
        return free

    def strip_tiles(self, p: int, i: int) -> list[int]:
        """Tiles per colour on the strip at position i (joker spaces counted by colour)."""
        j = p * 8 + i
        counts = self.fill[j * 5:j * 5 + 5]
        for k in (0, 1):
            c = self.jok[j * 2 + k]
            if c >= 0:
                counts[c] += 1
        return counts

    def strip_spaces(self, p: int, i: int) -> list[str | None]:
        """The up side's 5 spaces of the strip at position i ("joker" for a joker space),
        or an empty list when the strip has gone to the box.  For views and tests."""
        j = p * 8 + i
        s = self.sid[j]
        if s < 0:
            return []
        return list(data.STRIP_SIDES[data.STRIP_NAMES[s]][self.sside[j]])

    def tiles_on_strips(self, p: int) -> int:
        b = p * 8
        return sum(self.fill[b * 5:b * 5 + 40]) + sum(1 for x in self.jok[b * 2:b * 2 + 16] if x >= 0)

    def window_count(self, p: int, i: int) -> int:
        j = (p * 8 + i) * 2
        return (self.win[j] >= 0) + (self.win[j + 1] >= 0)

    def nominal_loss(self, p: int) -> int:
        """Points lost to broken glass so far: 18 per wrap plus the track value (§8)."""
        return WRAP_PENALTY * self.wraps[p] - BROKEN_GLASS_VALUES[self.bpos[p]]

    def tile_locations(self) -> dict[str, int]:
        """Where the 100 glass tiles are (conservation checks)."""
        n = self.num_players
        return {
            "bag": sum(self.bag),
            "factories": sum(self.factories),
            "centre": sum(self.centre),
            "hand": self.hand_count,
            "strips": sum(self.tiles_on_strips(p) for p in range(n)),
            "windows": sum(1 for x in self.win if x >= 0),
            "tower": sum(self.tower),
            "round_track": ROUNDS - self.round if self.phase != PHASE_OVER else 0,
        }

    def final_adjustments(self, p: int) -> tuple[int, int, int]:
        """(leftover tiles, broken glass, board side bonus) of §10, from the current state."""
        leftover = self.tiles_on_strips(p) // data.LEFTOVER_TILES_PER_POINT
        broken = BROKEN_GLASS_VALUES[self.bpos[p]]
        b = p * 16
        win = self.win
        if self.side_b:
            complete = sum(1 for i in range(POSITIONS) if win[b + 2 * i + 1] >= 0)
            per = [0] * NUM_COLOURS
            for x in win[b:b + 16]:
                if x >= 0:
                    per[x] += 1
            bonus = complete * max(per)
        else:
            bonus = 0
            for w0, w1 in data.ORNAMENTS.values():
                filled = sum(1 for x in win[b + 2 * w0:b + 2 * w1 + 2] if x >= 0)
                bonus += ORNAMENT_BONUS[filled]
        return leftover, broken, bonus

    # -- contract: queries -----------------------------------------------------------------
    def legal_actions(self) -> list:
        ph = self.phase
        p = self.to_move
        if ph == PHASE_TAKE:
            out = []
            cen = self.centre
            for c in range(NUM_COLOURS):
                if cen[c]:
                    out.append(TAKE[0][c])
            f = self.factories
            for k in range(self.nfact):
                b = k * 5
                for c in range(NUM_COLOURS):
                    if f[b + c]:
                        out.append(TAKE[k + 1][c])
            left = self.leftmost_strip(p)
            if left >= 0 and left != self.glazier[p]:
                out.append(RESET)
            return out
        if ph == PHASE_PLACE:
            return [PLACE[i] for i in self._targets(p)]
        if ph == PHASE_KEEP:
            counts = self.strip_tiles(p, self.glazier[p])
            return [KEEP[c] for c in range(NUM_COLOURS) if counts[c]]
        return []

    def _targets(self, p: int) -> list[int]:
        return self._targets_for(p, self.hand_colour, self.hand_count)

    def _targets_for(self, p: int, c: int, k: int) -> list[int]:
        """Positions (0-based) where seat p may put k tiles of colour c (§5.2, §9)."""
        reach = self.reachable(p)
        if self.require_fit:
            fit = [i for i in reach if self.fits(p, i, c, k)]
            if fit:
                return fit
        return reach

    def scores(self) -> list[float]:
        return list(self.score)

    def winners(self) -> list[int]:
        return self.ranking()[0]

    def ranking(self) -> list[list[int]]:
        """Every seat in finishing order, best first, in groups of tied seats (§11: the
        higher score, then fewer points lost to broken glass; still tied, shared)."""
        n = self.num_players
        key = [(self.score[p], -self.nominal_loss(p)) for p in range(n)].__getitem__
        return [list(g) for _, g in groupby(sorted(range(n), key=key, reverse=True), key)]

    def ranking_reason(self) -> str:
        """Why seats with equal scores are placed apart ("" when none were)."""
        places = self.ranking()
        split = any(self.score[g[0]] == self.score[h[0]] for g, h in zip(places, places[1:]))
        return "Ties on points broken by fewer points lost to broken glass." if split else ""

    # -- contract: moves --------------------------------------------------------------------
    def apply(self, action) -> None:
        if self.phase == PHASE_OVER:
            raise IllegalAction("The game is over; no more moves can be made.")
        t = type(action)
        if t is TakeTiles:
            self._take(action)
        elif t is PlaceTiles:
            self._place(action)
        elif t is KeepTile:
            self._keep(action)
        elif t is ResetGlazier:
            self._reset()
        else:
            raise IllegalAction(f"{action!r} is not a move of this game. {self.legal_summary()}")

    def _need_phase(self, phase: int, what: str) -> None:
        if self.phase != phase:
            wanted = {PHASE_TAKE: "take tiles or move your glazier back",
                      PHASE_PLACE: f"place the {self._hand_text()} you took on a strip",
                      PHASE_KEEP: "choose which tile of the completed strip to keep"}[self.phase]
            raise IllegalAction(f"You cannot {what} now: first {wanted}. {self.legal_summary()}")

    def _hand_text(self) -> str:
        return f"{self.hand_count} {_cname(self.hand_colour)} " + (
            "tile" if self.hand_count == 1 else "tiles")

    def _take(self, a: TakeTiles) -> None:
        self._need_phase(PHASE_TAKE, "take tiles")
        c = data.COLOUR_INDEX.get(a.colour) if isinstance(a.colour, str) else None
        src = a.source
        if c is None:
            raise IllegalAction(f"There is no glass colour {a.colour!r}; colours are "
                                f"{', '.join(COLOURS)}.")
        if type(src) is not int or not 0 <= src <= self.nfact:
            raise IllegalAction(f"Take from the centre (0) or a factory display 1..{self.nfact}, "
                                f"not {src!r}.")
        p = self.to_move
        if src == CENTRE:
            k = self.centre[c]
            if not k:
                raise IllegalAction(f"The centre holds no {_cname(c)} tiles. {self.legal_summary()}")
            self.centre[c] = 0
            if self.marker_in_centre:
                # First centre take of the round: the start-player tile and one step (§5.1).
                self.marker_in_centre = False
                self.start_player = p
                self._break(p, 1)
        else:
            f = self.factories
            b = (src - 1) * 5
            k = f[b + c]
            if not k:
                raise IllegalAction(f"Factory display {src} holds no {_cname(c)} tiles. "
                                    f"{self.legal_summary()}")
            cen = self.centre
            for x in range(NUM_COLOURS):
                if x != c:
                    cen[x] += f[b + x]
                f[b + x] = 0
        if not self.reachable(p):
            # No present strip at or right of the glazier: everything breaks (§5.2.5).
            self.tower[c] += k
            self._break(p, k)
            self._end_turn()
            return
        self.hand_colour = c
        self.hand_count = k
        self.phase = PHASE_PLACE

    def _place(self, a: PlaceTiles) -> None:
        self._need_phase(PHASE_PLACE, "place tiles")
        p = self.to_move
        targets = self._targets(p)
        pos = a.position
        i = pos - 1 if type(pos) is int else -1
        if i not in targets:
            allowed = ", ".join(str(t + 1) for t in targets)
            if type(pos) is int and 0 <= i < POSITIONS and self.sid[p * 8 + i] < 0:
                why = f"position {pos} has no strip left (its window is complete)"
            elif type(pos) is int and 0 <= i < self.glazier[p]:
                why = (f"strip {pos} is left of your glazier (at {self.glazier[p] + 1}); "
                       "only strips at or right of it are reachable")
            elif self.require_fit and type(pos) is int and 0 <= i < POSITIONS:
                why = (f"none of your {_cname(self.hand_colour)} tiles fits strip {pos}, "
                       "and another reachable strip takes some")
            else:
                why = f"{pos!r} is not a strip position"
            raise IllegalAction(f"You cannot place there: {why}. Choose one of positions {allowed}.")
        c, k = self.hand_colour, self.hand_count
        self.glazier[p] = i
        j = p * 8 + i
        s, side = self.sid[j], self.sside[j]
        fill = self.fill
        put = min(k, NEED[s][side][c] - fill[j * 5 + c])
        fill[j * 5 + c] += put
        rest = k - put
        nj = JOKERS[s][side]
        if rest and nj:
            jok = self.jok
            for x in range(nj):
                if rest and jok[j * 2 + x] < 0:
                    jok[j * 2 + x] = c
                    rest -= 1
        self.hand_count = 0
        self.hand_colour = -1
        if rest:
            self.tower[c] += rest
            self._break(p, rest)
        if self._strip_full(j):
            counts = self.strip_tiles(p, i)
            colours = [x for x in range(NUM_COLOURS) if counts[x]]
            if self.side_b and len(colours) > 1:
                self.phase = PHASE_KEEP
                return
            # Side A: the kept colour never matters (§5.3b); keep the most common one.
            self._complete(p, i, max(colours, key=lambda x: (counts[x], -x)))
        self._end_turn()

    def _strip_full(self, j: int) -> bool:
        return (sum(self.fill[j * 5:j * 5 + 5]) + (self.jok[j * 2] >= 0)
                + (self.jok[j * 2 + 1] >= 0)) == data.SPACES_PER_STRIP

    def _keep(self, a: KeepTile) -> None:
        self._need_phase(PHASE_KEEP, "keep a tile")
        p = self.to_move
        i = self.glazier[p]
        counts = self.strip_tiles(p, i)
        c = data.COLOUR_INDEX.get(a.colour) if isinstance(a.colour, str) else None
        if c is None or not counts[c]:
            have = ", ".join(_cname(x) for x in range(NUM_COLOURS) if counts[x])
            raise IllegalAction(f"The completed strip holds no {a.colour} tile to keep; "
                                f"keep one of: {have}.")
        self._complete(p, i, c)
        self._end_turn()

    def _complete(self, p: int, i: int, keep: int) -> None:
        """Steps 3a-3c for the full strip at position i, keeping a tile of colour ``keep``."""
        j = p * 8 + i
        counts = self.strip_tiles(p, i)
        # a) colour bonus: one point per tile of the round colour.
        self.score[p] += counts[self.round_tiles[self.round]]
        # b) keep one tile, the other four go to the tower.
        counts[keep] -= 1
        tower = self.tower
        for x in range(NUM_COLOURS):
            tower[x] += counts[x]
            self.fill[j * 5 + x] = 0
        self.jok[j * 2] = self.jok[j * 2 + 1] = -1
        w = j * 2
        if self.win[w] < 0:
            self.win[w] = keep
            self.sside[j] ^= 1
        else:
            self.win[w + 1] = keep
            self.sid[j] = -1
            self.sside[j] = 0
        # c) this window plus every occupied window to its right.
        vals = self.values
        win = self.win
        gain = vals[i]
        for x in range(i + 1, POSITIONS):
            if win[(p * 8 + x) * 2] >= 0:
                gain += vals[x]
        self.score[p] += gain

    def _reset(self) -> None:
        self._need_phase(PHASE_TAKE, "move your glazier back")
        p = self.to_move
        left = self.leftmost_strip(p)
        if left < 0:
            raise IllegalAction("Your glazier cannot move back: no pattern strips are left on your "
                                "palace. Take tiles instead.")
        if left == self.glazier[p]:
            raise IllegalAction("Your glazier already stands on your leftmost strip; take tiles "
                                "instead.")
        self.glazier[p] = left
        self._end_turn()

    def _break(self, p: int, steps: int) -> None:
        """Move seat p's broken-glass marker down ``steps``; -18 and back to the top at the bottom."""
        pos = self.bpos[p] + steps
        while pos >= BROKEN_GLASS_BOTTOM:
            pos -= BROKEN_GLASS_BOTTOM
            self.wraps[p] += 1
            sc = self.score[p] - WRAP_PENALTY
            self.score[p] = 0 if self.floor_zero and sc < 0 else sc
        self.bpos[p] = pos

    # -- turn and round flow ------------------------------------------------------------------
    def _end_turn(self) -> None:
        self.turns += 1
        self.phase = PHASE_TAKE
        if any(self.factories) or any(self.centre):
            self.to_move = (self.to_move + 1) % self.num_players
            return
        self._end_round()

    def _end_round(self) -> None:
        while True:
            self.tower[self.round_tiles[self.round]] += 1
            if self.round == ROUNDS - 1:
                self._final_scoring()
                return
            self.round += 1
            self._refill()
            self.marker_in_centre = True
            self.to_move = self.start_player
            if any(self.factories):
                return
            # A refill that yields no tile: the round is played with no turns (designed here).

    def _refill(self) -> None:
        bag, tower, rng, f = self.bag, self.tower, own_rng(self), self.factories
        total = sum(bag)
        for k in range(self.nfact):
            for _ in range(TILES_PER_FACTORY):
                if total == 0:
                    total = sum(tower)
                    if total == 0:
                        return
                    for x in range(NUM_COLOURS):
                        bag[x] += tower[x]
                        tower[x] = 0
                r = rng.randrange(total)
                c = 0
                while r >= bag[c]:
                    r -= bag[c]
                    c += 1
                bag[c] -= 1
                total -= 1
                f[k * 5 + c] += 1

    def _final_scoring(self) -> None:
        self.final = []
        for p in range(self.num_players):
            adj = self.final_adjustments(p)
            self.final.append(list(adj))
            sc = self.score[p] + sum(adj)
            self.score[p] = 0 if self.floor_zero and sc < 0 else sc
        self.phase = PHASE_OVER
        self.to_move = None

    # -- serialisation ------------------------------------------------------------------------
    _LIST_FIELDS = ("round_tiles", "factories", "centre", "bag", "tower", "score", "bpos",
                    "wraps", "glazier", "sid", "sside", "fill", "jok", "win")

    def to_dict(self) -> dict:
        d = {
            "game": "azul_sintra",
            "num_players": self.num_players,
            "to_move": self.to_move,
            "options": dict(self.options),
            "rng": None if self.rng is None else rng_to_json(self.rng),
            "round": self.round,
            "nfact": self.nfact,
            "marker_in_centre": self.marker_in_centre,
            "start_player": self.start_player,
            "phase": PHASE_NAMES[self.phase],
            "hand_colour": self.hand_colour,
            "hand_count": self.hand_count,
            "final": None if self.final is None else [list(x) for x in self.final],
            "turns": self.turns,
        }
        for name in self._LIST_FIELDS:
            d[name] = list(getattr(self, name))
        return d

    @classmethod
    def from_dict(cls, d: Mapping) -> "SintraState":
        s = cls.__new__(cls)
        s.num_players = d["num_players"]
        s.to_move = d["to_move"]
        s._set_options(_check_options(d["options"]))
        s.rng = None if d["rng"] is None else rng_from_json(d["rng"])
        s.rng_shared = False
        s.round = d["round"]
        s.nfact = d["nfact"]
        s.marker_in_centre = d["marker_in_centre"]
        s.start_player = d["start_player"]
        s.phase = PHASE_NAMES.index(d["phase"])
        s.hand_colour = d["hand_colour"]
        s.hand_count = d["hand_count"]
        s.final = None if d["final"] is None else [list(x) for x in d["final"]]
        s.turns = d["turns"]
        for name in cls._LIST_FIELDS:
            setattr(s, name, list(d[name]))
        s.round_tiles = tuple(s.round_tiles)
        return s

    def _set_options(self, opts: dict) -> None:
        self.options = opts
        self.side_b = opts["palace_side"] == "side_b"
        self.require_fit = opts["require_fit_if_possible"]
        self.floor_zero = opts["score_floor_zero"]
        self.values = WINDOW_VALUES[opts["palace_side"]]

    # -- hidden information -------------------------------------------------------------------
    def view(self, seat: int) -> "SintraState":
        """Everything is public except the future draws: the bag is a known multiset,
        only the random-number state is hidden."""
        return clone_without_rng(self)

    def determinize(self, seat: int, rng: random.Random) -> "SintraState":
        v = self.view(seat)
        v.rng = random.Random(rng.getrandbits(64))
        v.rng_shared = False
        return v

    # -- text -----------------------------------------------------------------------------------
    def describe(self, action) -> str:
        p = self.to_move
        who = f"Seat {p + 1}" if p is not None else "A player"
        t = type(action)
        if t is TakeTiles:
            c = data.COLOUR_INDEX.get(action.colour, 0)
            if action.source == CENTRE:
                k = self.centre[c]
                extra = (" and the start-player tile (one broken-glass step)"
                         if self.marker_in_centre else "")
                return f"{who} takes {_plural(k, _cname(c) + ' tile')} from the centre{extra}."
            b = (action.source - 1) * 5
            k = self.factories[b + c] if 0 <= b < len(self.factories) else 0
            rest = sum(self.factories[b:b + 5]) - k if 0 <= b < len(self.factories) else 0
            verb = "goes" if rest == 1 else "go"
            tail = f"; {_plural(rest, 'tile')} {verb} to the centre" if rest else ""
            return (f"{who} takes {_plural(k, _cname(c) + ' tile')} from factory display "
                    f"{action.source}{tail}.")
        if t is PlaceTiles:
            i = action.position - 1
            if p is None or self.phase != PHASE_PLACE or not 0 <= i < POSITIONS:
                return f"{who} places the taken tiles on the strip at position {action.position}."
            c, k = self.hand_colour, self.hand_count
            fit = self.fits(p, i, c, k)
            broken = k - fit
            move = "" if i == self.glazier[p] else ", moving the glazier there"
            if fit == 0:
                return (f"{who} moves the glazier to strip {action.position}; "
                        f"all {_plural(k, _cname(c) + ' tile')} break.")
            tail = f"; {_plural(broken, 'tile')} break" if broken else ""
            return (f"{who} places {_plural(fit, _cname(c) + ' tile')} on strip "
                    f"{action.position}{move}{tail}.")
        if t is KeepTile:
            name = data.COLOUR_NAMES.get(action.colour, str(action.colour))
            return f"{who} completes the strip and keeps a {name} tile for the window."
        if t is ResetGlazier:
            return f"{who} moves the glazier back to the leftmost strip."
        return f"{who}: {action!r}"

    def __repr__(self) -> str:
        return (f"<SintraState round {self.round + 1} {PHASE_NAMES[self.phase]} "
                f"to_move={self.to_move} scores={self.score}>")


def new_game(num_players: int, seed: int | None = None, **options) -> SintraState:
    """A new game, set up as in §3 with the state's own random-number generator."""
    if type(num_players) is not int or num_players not in data.FACTORIES_BY_PLAYERS:
        raise ValueError(f"Azul: Stained Glass of Sintra takes 2 to 4 players, not {num_players!r}")
    opts = _check_options(options)
    n = num_players
    s = SintraState.__new__(SintraState)
    s.num_players = n
    s._set_options(opts)
    rng = s.rng = random.Random(seed)
    s.rng_shared = False
    # Strips: a random order and random up sides; the joker side never starts up (§3.3).
    s.sid = []
    s.sside = []
    for _ in range(n):
        order = list(range(POSITIONS))
        rng.shuffle(order)
        for st in order:
            side = rng.randrange(2)
            if st == data.JOKER_STRIP and side == data.JOKER_SIDE:
                side ^= 1
            s.sid.append(st)
            s.sside.append(side)
    s.fill = [0] * (n * 8 * NUM_COLOURS)
    s.jok = [-1] * (n * 8 * 2)
    s.win = [-1] * (n * 8 * 2)
    s.glazier = [0] * n
    s.score = [0] * n
    s.bpos = [0] * n
    s.wraps = [0] * n
    s.start_player = rng.randrange(n)
    # Round track: one of each colour shuffled onto II-VI, then a bag draw for I (§3.7).
    later = list(range(NUM_COLOURS))
    rng.shuffle(later)
    s.bag = [data.TILES_PER_COLOUR - 1] * NUM_COLOURS
    s.tower = [0] * NUM_COLOURS
    r = rng.randrange(sum(s.bag))
    first = 0
    while r >= s.bag[first]:
        r -= s.bag[first]
        first += 1
    s.bag[first] -= 1
    s.round_tiles = tuple([first] + later)
    s.round = 0
    s.nfact = data.FACTORIES_BY_PLAYERS[n]
    s.factories = [0] * (s.nfact * NUM_COLOURS)
    s.centre = [0] * NUM_COLOURS
    s._refill()
    s.marker_in_centre = True
    s.to_move = s.start_player
    s.phase = PHASE_TAKE
    s.hand_colour = -1
    s.hand_count = 0
    s.final = None
    s.turns = 0
    return s
