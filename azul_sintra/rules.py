"""Rules engine of Azul: Stained Glass of Sintra (docs/rules/azul_sintra.md).

A turn is split into small decisions (actions.py).  Tiles of one colour are interchangeable, so
every zone holds counts per colour; the bag is a multiset drawn with the state's own
``random.Random``, which makes everything but the future draws public.

Every move reports what it caused as events (messages of words.py with the points they score):
completed strips, colour bonuses and window chains, broken glass and the marker's new place, −18
penalties, the end of a round with each seat's points in it, the end-of-game adjustments and the
winner.  Refusals name the rule broken.
"""

from __future__ import annotations

import random
from itertools import compress, groupby
from typing import Mapping

from engine.game import (Event, IllegalAction, ScoreChange, State, check_options, clone_without_rng, field_clone,
                         own_rng, rng_from_json, rng_to_json)
from engine.text import Message, Seat

from . import data
from .actions import (ACTION_TYPES, CENTRE, KEEP, PLACE, RESET, TAKE_CENTRE, TAKE_FACTORIES, KeepTile,
                      PlaceTiles, ResetGlazier, TakeTiles)
from .data import (BROKEN_GLASS_BOTTOM, BROKEN_GLASS_VALUES, COLOURS, JOKERS, NEED, NUM_COLOURS, OPTIONS,
                   ORNAMENT_BONUS, PHASE_KEEP, PHASE_OVER, PHASE_PLACE, PHASE_TAKE, PHASES, POSITIONS,
                   ROUNDS, TILES_PER_FACTORY, TITLE, WINDOW_VALUES, WRAP_PENALTY)
from .words import COLOUR_TERMS, colour_term

#: The seats as named in messages (immutable, so shared).
SEATS = tuple(Seat(p) for p in range(4))

#: What a refusal says the seat must do first, by phase.
_FIRST = {PHASE_TAKE: "azul_sintra.first.take", PHASE_PLACE: "azul_sintra.first.place",
          PHASE_KEEP: "azul_sintra.first.keep"}
#: The phase each kind of move belongs to, and its words in a refusal.
_MOVE_PHASE = {TakeTiles: (PHASE_TAKE, Message("azul_sintra.doing.take")),
               PlaceTiles: (PHASE_PLACE, Message("azul_sintra.doing.place")),
               KeepTile: (PHASE_KEEP, Message("azul_sintra.doing.keep")),
               ResetGlazier: (PHASE_TAKE, Message("azul_sintra.doing.reset"))}
_PHASE_OF = {t: phase for t, (phase, _) in _MOVE_PHASE.items()}


def _in_words(params: dict) -> dict:
    """An event's parameters as its message takes them: a list of points per seat (the round's
    end reports one) becomes a list of "Ada +4" messages, made only when someone reads it."""
    changes = params.get("changes")
    if changes is None:
        return params
    return {**params, "changes": tuple(Message("azul_sintra.seat_change", who=SEATS[p], n=n)
                                       for p, n in enumerate(changes))}


def _event(n: int, key: str, score, seen_by, params: dict) -> tuple[Event]:
    """An event Sintra noted (State.record), made when someone reads it."""
    return (Event(Message(key, **_in_words(params)), tuple(score), None if seen_by is None else tuple(seen_by)),)


# -- the state -----------------------------------------------------------------------------


class SintraState(State):
    """A game of Azul: Stained Glass of Sintra.

    Per-player arrays are flat: position ``i`` of seat ``p`` is index
    ``p*8+i``; its strip spaces are ``fill[(p*8+i)*5 + colour]`` (tiles in
    colour spaces) and ``jok[(p*8+i)*2 + k]`` (colour in joker space k, -1
    empty); window slots are ``win[(p*8+i)*2 + slot]`` (colour, -1 empty).
    """

    ACTION_TYPES = ACTION_TYPES
    __slots__ = (
        "num_players", "to_move", "options", "side_b", "require_fit", "floor_zero", "values",
        "rng", "round", "round_tiles", "factories", "nfact", "centre", "marker_in_centre",
        "start_player", "bag", "tower", "phase", "hand_colour", "hand_count",
        "score", "bpos", "wraps", "glazier", "sid", "sside", "fill", "jok", "win",
        "final", "turns", "rng_shared", "round_base", "_events",
    )

    # -- construction ------------------------------------------------------------------------
    clone = field_clone(
        "SintraState",
        same=("num_players", "to_move", "options", "side_b", "require_fit", "floor_zero", "values",
              "round", "round_tiles", "nfact", "marker_in_centre", "start_player", "phase",
              "hand_colour", "hand_count", "final", "turns"),
        flat=("factories", "centre", "bag", "tower", "score", "round_base", "bpos", "wraps",
              "glazier", "sid", "sside", "fill", "jok", "win"),
        reset={"_events": ()})

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

    def window_colours(self, p: int) -> list[int]:
        """Tiles per colour in seat p's windows."""
        per = [0] * NUM_COLOURS
        b = p * 16
        for x in self.win[b:b + 16]:
            if x >= 0:
                per[x] += 1
        return per

    def final_adjustments(self, p: int) -> tuple[int, int, int]:
        """(leftover tiles, broken glass, board side bonus) of §10, from the current state."""
        leftover = self.tiles_on_strips(p) // data.LEFTOVER_TILES_PER_POINT
        broken = BROKEN_GLASS_VALUES[self.bpos[p]]
        b = p * 16
        win = self.win
        if self.side_b:
            complete = sum(1 for i in range(POSITIONS) if win[b + 2 * i + 1] >= 0)
            bonus = complete * max(self.window_colours(p))
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
            # the takes of every colour present, centre first: laid out like the counts they follow
            out = list(compress(TAKE_CENTRE, self.centre))
            out += compress(TAKE_FACTORIES, self.factories)
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

    def ranking_reason(self) -> "Message | str":
        """Why seats with equal scores are placed apart ("" when none were)."""
        return Message("azul_sintra.tie_break") if self._tie_broken() else ""

    def _tie_broken(self) -> bool:
        places = self.ranking()
        return any(self.score[g[0]] == self.score[h[0]] for g, h in zip(places, places[1:]))

    def progress(self) -> Message:
        if self.phase == PHASE_OVER:
            return Message("azul_sintra.progress_over", rounds=ROUNDS)
        return Message("azul_sintra.progress", round=self.round + 1, rounds=ROUNDS,
                       colour=COLOUR_TERMS[self.round_tiles[self.round]])

    # -- events ------------------------------------------------------------------------------
    def emit(self, key: str, *, score=(), seen_by=None, **params) -> None:
        self.record(_event, key, score, seen_by, params)

    # -- contract: moves --------------------------------------------------------------------
    def apply(self, action) -> None:
        t = type(action)
        if _PHASE_OF.get(t) != self.phase:  # a move of another phase, or the game is over
            raise IllegalAction(self.explain_illegal(action))
        self.begin_events()
        if t is TakeTiles:
            self._take(action)
        elif t is PlaceTiles:
            self._place(action)
        elif t is KeepTile:
            self._keep(action)
        else:
            self._reset(action)

    def explain_illegal(self, action) -> Message:
        """Why ``action`` cannot be played now: the rule it breaks, and what may be done instead."""
        if self.phase == PHASE_OVER:
            return Message("engine.game_over")
        p = self.to_move
        who = SEATS[p]
        t = type(action)
        if t not in _MOVE_PHASE:
            return Message("azul_sintra.not_a_move", legal=self.legal_summary())
        phase, doing = _MOVE_PHASE[t]
        if self.phase != phase:
            first = _FIRST[self.phase]
            wanted = (Message(first, who=who, n=self.hand_count, colour=COLOUR_TERMS[self.hand_colour])
                      if self.phase == PHASE_PLACE else Message(first, who=who))
            return Message("azul_sintra.not_now", who=who, what=doing, wanted=wanted,
                           legal=self.legal_summary())
        if t is TakeTiles:
            return self._take_refusal(action)
        if t is PlaceTiles:
            return self._place_refusal(p, action.position)
        if t is KeepTile:
            counts = self.strip_tiles(p, self.glazier[p])
            return Message("azul_sintra.keep_lacks", colour=colour_term(str(action.colour)),
                           have=tuple(COLOUR_TERMS[x] for x in range(NUM_COLOURS) if counts[x]))
        if self.leftmost_strip(p) < 0:
            return Message("azul_sintra.reset_no_strips", who=who)
        return Message("azul_sintra.reset_already", who=who)

    def _take_refusal(self, a: TakeTiles) -> Message:
        c = data.COLOUR_INDEX.get(a.colour) if isinstance(a.colour, str) else None
        if c is None:
            return Message("azul_sintra.no_colour", colour=repr(a.colour), colours=COLOUR_TERMS)
        src = a.source
        if type(src) is not int or not 0 <= src <= self.nfact:
            return Message("azul_sintra.no_source", last=self.nfact, source=repr(src))
        if src == CENTRE:
            return Message("azul_sintra.centre_lacks", colour=COLOUR_TERMS[c], legal=self.legal_summary())
        return Message("azul_sintra.factory_lacks", display=src, colour=COLOUR_TERMS[c],
                       legal=self.legal_summary())

    def _place_refusal(self, p: int, pos) -> Message:
        i = pos - 1 if type(pos) is int else -1
        who = SEATS[p]
        if type(pos) is int and 0 <= i < POSITIONS and self.sid[p * 8 + i] < 0:
            why = Message("azul_sintra.why.no_strip", pos=pos)
        elif type(pos) is int and 0 <= i < self.glazier[p]:
            why = Message("azul_sintra.why.left_of_glazier", who=who, pos=pos, at=self.glazier[p] + 1)
        elif self.require_fit and type(pos) is int and 0 <= i < POSITIONS:
            why = Message("azul_sintra.why.must_fit", who=who, colour=COLOUR_TERMS[self.hand_colour], pos=pos)
        else:
            why = Message("azul_sintra.why.no_position", pos=repr(pos))
        return Message("azul_sintra.cannot_place", who=who, why=why,
                       allowed=tuple(t + 1 for t in self._targets(p)))

    def _take(self, a: TakeTiles) -> None:
        c = data.COLOUR_INDEX.get(a.colour) if isinstance(a.colour, str) else None
        src = a.source
        if c is None or type(src) is not int or not 0 <= src <= self.nfact:
            raise IllegalAction(self._take_refusal(a))
        p = self.to_move
        if src == CENTRE:
            k = self.centre[c]
            if not k:
                raise IllegalAction(self._take_refusal(a))
            self.centre[c] = 0
            if self.marker_in_centre:
                # First centre take of the round: the start-player tile and one step (§5.1).
                self.marker_in_centre = False
                self.start_player = p
                self._break(p, 1)
                self.record(_event, "azul_sintra.ev.start_tile", (), None, {
                    "who": SEATS[p], "steps": 1, "value": BROKEN_GLASS_VALUES[self.bpos[p]]})
        else:
            f = self.factories
            b = (src - 1) * 5
            k = f[b + c]
            if not k:
                raise IllegalAction(self._take_refusal(a))
            cen = self.centre
            for x in range(NUM_COLOURS):
                if x != c:
                    cen[x] += f[b + x]
                f[b + x] = 0
        if not self.reachable(p):
            # No present strip at or right of the glazier: everything breaks (§5.2.5).
            self.tower[c] += k
            self._break(p, k)
            self.record(_event, "azul_sintra.ev.out_of_reach", (), None, {
                "who": SEATS[p], "n": k, "colour": COLOUR_TERMS[c], "steps": k,
                "value": BROKEN_GLASS_VALUES[self.bpos[p]]})
            self._end_turn()
            return
        self.hand_colour = c
        self.hand_count = k
        self.phase = PHASE_PLACE

    def _place(self, a: PlaceTiles) -> None:
        p = self.to_move
        pos = a.position
        i = pos - 1 if type(pos) is int else -1
        if i not in self._targets(p):
            raise IllegalAction(self._place_refusal(p, pos))
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
            self.record(_event, "azul_sintra.ev.tiles_break", (), None, {
                "who": SEATS[p], "n": rest, "colour": COLOUR_TERMS[c], "pos": pos, "steps": rest,
                "value": BROKEN_GLASS_VALUES[self.bpos[p]]})
        if self._strip_full(j):
            counts = self.strip_tiles(p, i)
            colours = [x for x in range(NUM_COLOURS) if counts[x]]
            if self.side_b and len(colours) > 1:
                self.phase = PHASE_KEEP
                self.emit("azul_sintra.ev.strip_complete", who=SEATS[p], pos=pos)
                return
            # Side A: the kept colour never matters (§5.3b); keep the most common one.
            self._complete(p, i, max(colours, key=lambda x: (counts[x], -x)))
        self._end_turn()

    def _strip_full(self, j: int) -> bool:
        return (sum(self.fill[j * 5:j * 5 + 5]) + (self.jok[j * 2] >= 0)
                + (self.jok[j * 2 + 1] >= 0)) == data.SPACES_PER_STRIP

    def _keep(self, a: KeepTile) -> None:
        p = self.to_move
        i = self.glazier[p]
        counts = self.strip_tiles(p, i)
        c = data.COLOUR_INDEX.get(a.colour) if isinstance(a.colour, str) else None
        if c is None or not counts[c]:
            raise IllegalAction(self.explain_illegal(a))
        self._complete(p, i, c)
        self._end_turn()

    def _complete(self, p: int, i: int, keep: int) -> None:
        """Steps 3a-3c for the full strip at position i, keeping a tile of colour ``keep``."""
        j = p * 8 + i
        who = SEATS[p]
        counts = self.strip_tiles(p, i)
        # a) colour bonus: one point per tile of the round colour.
        rc = self.round_tiles[self.round]
        bonus = counts[rc]
        self.score[p] += bonus
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
            kept = "azul_sintra.ev.kept_strip_turns"
        else:
            self.win[w + 1] = keep
            self.sid[j] = -1
            self.sside[j] = 0
            kept = "azul_sintra.ev.kept_strip_leaves"
        # c) this window plus every occupied window to its right.
        vals = self.values
        win = self.win
        gain = vals[i]
        right = []
        for x in range(i + 1, POSITIONS):
            if win[(p * 8 + x) * 2] >= 0:
                gain += vals[x]
                right.append(x + 1)
        self.score[p] += gain
        # (noted without emit's keyword packing: completions are frequent)
        self.record(_event, kept, (), None, {"who": who, "colour": COLOUR_TERMS[keep], "pos": i + 1})
        if bonus:
            self.record(_event, "azul_sintra.ev.colour_bonus", (ScoreChange(p, bonus),), None,
                        {"who": who, "n": bonus, "colour": COLOUR_TERMS[rc]})
        self.record(_event, "azul_sintra.ev.window_scores", (ScoreChange(p, gain),), None,
                    {"who": who, "gain": gain, "pos": i + 1, "count": len(right), "right": tuple(right)})

    def _reset(self, a: ResetGlazier) -> None:
        p = self.to_move
        left = self.leftmost_strip(p)
        if left < 0 or left == self.glazier[p]:
            raise IllegalAction(self.explain_illegal(a))
        self.glazier[p] = left
        self._end_turn()

    def _break(self, p: int, steps: int) -> None:
        """Move seat p's broken-glass marker down ``steps``; -18 and back to the top at the bottom.
        The caller reports why, and where the marker now stands."""
        pos = self.bpos[p] + steps
        while pos >= BROKEN_GLASS_BOTTOM:
            pos -= BROKEN_GLASS_BOTTOM
            self.wraps[p] += 1
            was = self.score[p]
            sc = was - WRAP_PENALTY
            self.score[p] = 0 if self.floor_zero and sc < 0 else sc
            lost = was - self.score[p]
            if lost:
                self.emit("azul_sintra.ev.wrap", who=SEATS[p], lost=lost, clamped=lost != WRAP_PENALTY,
                          score=(ScoreChange(p, -lost),))
            else:   # at 0 already: nothing to lose
                self.emit("azul_sintra.ev.wrap_spared", who=SEATS[p])
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
            score, base = self.score, self.round_base
            self.emit("azul_sintra.ev.round_ends", round=self.round + 1,
                      changes=[score[p] - base[p] for p in range(self.num_players)])
            self.round_base = score[:]
            if self.round == ROUNDS - 1:
                self._final_scoring()
                return
            self.round += 1
            if self._refill():
                self.emit("azul_sintra.ev.tower_poured")
            self.marker_in_centre = True
            self.to_move = self.start_player
            if any(self.factories):
                self.emit("azul_sintra.ev.round_begins", round=self.round + 1,
                          colour=COLOUR_TERMS[self.round_tiles[self.round]], who=SEATS[self.start_player])
                return
            # A refill that yields no tile: the round is played with no turns (designed here).
            self.emit("azul_sintra.ev.no_glass", round=self.round + 1)

    def _refill(self) -> bool:
        """Fill the factory displays from the bag; True when the glass tower had to be poured in."""
        bag, tower, rng, f = self.bag, self.tower, own_rng(self), self.factories
        total = sum(bag)
        poured = False
        for k in range(self.nfact):
            for _ in range(TILES_PER_FACTORY):
                if total == 0:
                    total = sum(tower)
                    if total == 0:
                        return poured
                    poured = True
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
        return poured

    def _final_scoring(self) -> None:
        self.final = []
        for p in range(self.num_players):
            adj = self.final_adjustments(p)
            self.final.append(list(adj))
            self._report_final(p, adj)
            sc = self.score[p] + sum(adj)
            self.score[p] = 0 if self.floor_zero and sc < 0 else sc
            if self.score[p] != sc:
                self.emit("azul_sintra.ev.floor", who=SEATS[p], score=(ScoreChange(p, self.score[p] - sc),))
        self.phase = PHASE_OVER
        self.to_move = None
        self.emit("azul_sintra.ev.game_ends", round=ROUNDS)
        winners = self.winners()
        points = self.score[winners[0]]
        if len(winners) > 1:
            self.emit("azul_sintra.ev.share", winners=tuple(SEATS[w] for w in winners), points=points)
        else:
            key = "azul_sintra.ev.wins_tie" if self.score.count(points) > 1 else "azul_sintra.ev.wins"
            self.emit(key, who=SEATS[winners[0]], points=points)

    def _report_final(self, p: int, adj: tuple[int, int, int]) -> None:
        """The events of seat p's three end-of-game adjustments (§10), each with its points."""
        leftover, broken, bonus = adj
        who = SEATS[p]
        if leftover:
            self.emit("azul_sintra.ev.final_leftover", who=who, n=leftover, tiles=self.tiles_on_strips(p),
                      score=(ScoreChange(p, leftover),))
        if broken:
            self.emit("azul_sintra.ev.final_broken", who=who, n=-broken, value=broken,
                      score=(ScoreChange(p, broken),))
        if bonus and self.side_b:
            per = self.window_colours(p)
            best = per.index(max(per))
            self.emit("azul_sintra.ev.final_windows", who=who, n=bonus, windows=bonus // per[best], k=per[best],
                      colour=COLOUR_TERMS[best], score=(ScoreChange(p, bonus),))
        elif bonus:
            self.emit("azul_sintra.ev.final_ornaments", who=who, n=bonus, score=(ScoreChange(p, bonus),))

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
            "phase": self.phase,
            "hand_colour": self.hand_colour,
            "hand_count": self.hand_count,
            "final": None if self.final is None else [list(x) for x in self.final],
            "turns": self.turns,
        }
        for name in self._LIST_FIELDS:
            d[name] = list(getattr(self, name))
        d["round_base"] = list(self.round_base)
        return d

    @classmethod
    def from_dict(cls, d: Mapping) -> "SintraState":
        s = cls.__new__(cls)
        s._events = ()
        s.num_players = d["num_players"]
        s.to_move = d["to_move"]
        s._set_options(check_options(TITLE, OPTIONS, d["options"]))
        s.rng = None if d["rng"] is None else rng_from_json(d["rng"])
        s.rng_shared = False
        s.round = d["round"]
        s.nfact = d["nfact"]
        s.marker_in_centre = d["marker_in_centre"]
        s.start_player = d["start_player"]
        s.phase = PHASES[PHASES.index(d["phase"])]  # the declared string itself
        s.hand_colour = d["hand_colour"]
        s.hand_count = d["hand_count"]
        s.final = None if d["final"] is None else [list(x) for x in d["final"]]
        s.turns = d["turns"]
        for name in cls._LIST_FIELDS:
            setattr(s, name, list(d[name]))
        # saves written before the round's points were reported count the round from here
        s.round_base = list(d.get("round_base", s.score))
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

    # -- words --------------------------------------------------------------------------------
    def describe(self, action) -> Message:
        p = self.to_move
        who = SEATS[p if p is not None else 0]
        t = type(action)
        if t is TakeTiles:
            c = data.COLOUR_INDEX.get(action.colour, 0)
            if action.source == CENTRE:
                return Message("azul_sintra.take_centre", who=who, n=self.centre[c], colour=COLOUR_TERMS[c],
                               start=self.marker_in_centre)
            b = (action.source - 1) * 5
            there = 0 <= b < len(self.factories)
            k = self.factories[b + c] if there else 0
            rest = sum(self.factories[b:b + 5]) - k if there else 0
            return Message("azul_sintra.take_factory", who=who, n=k, colour=COLOUR_TERMS[c],
                           display=action.source, rest=rest)
        if t is PlaceTiles:
            i = action.position - 1
            if p is None or self.phase != PHASE_PLACE or not 0 <= i < POSITIONS:
                return Message("azul_sintra.place_taken", who=who, pos=action.position)
            c, k = self.hand_colour, self.hand_count
            fit = self.fits(p, i, c, k)
            if fit == 0:
                return Message("azul_sintra.place_none_fit", who=who, pos=action.position, n=k,
                               colour=COLOUR_TERMS[c])
            return Message("azul_sintra.place", who=who, fit=fit, colour=COLOUR_TERMS[c], pos=action.position,
                           moves=i != self.glazier[p], broken=k - fit)
        if t is KeepTile:
            return Message("azul_sintra.keep_choice", who=who, colour=colour_term(action.colour))
        if t is ResetGlazier:
            left = self.leftmost_strip(p) if p is not None else -1
            return Message("azul_sintra.reset", who=who, pos=left + 1)
        return Message("azul_sintra.not_a_move", legal=self.legal_summary())


def glass_loss(pos: int, steps: int) -> int:
    """Points ``steps`` steps down the broken-glass track from position ``pos`` cost, nominally
    (§8): 18 for each pass of the bottom plus the track's drop, whatever the score floor spares."""
    wraps, after = divmod(pos + steps, BROKEN_GLASS_BOTTOM)
    return WRAP_PENALTY * wraps - BROKEN_GLASS_VALUES[after] + BROKEN_GLASS_VALUES[pos]


def new_game(num_players: int, seed: int | None = None, **options) -> SintraState:
    """A new game, set up as in §3 with the state's own random-number generator."""
    if type(num_players) is not int or num_players not in data.FACTORIES_BY_PLAYERS:
        raise ValueError(f"{TITLE} takes 2 to 4 players, not {num_players!r}")
    opts = check_options(TITLE, OPTIONS, options)
    n = num_players
    s = SintraState.__new__(SintraState)
    s._events = ()
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
    s.round_base = [0] * n
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
