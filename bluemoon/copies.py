"""Copies of a Blue Moon City state: clone, save format, per-seat views, sampled worlds.

A mixin of :class:`bluemoon.rules.BlueMoonState`; it only reads and copies
the fields, the rules live in ``rules.py``.
"""

from __future__ import annotations

import random
from typing import Mapping

from engine.game import clone_without_rng, field_clone, rng_from_json, rng_to_json

from . import data as D

MOVEMENT, OVER = D.PHASES[0], D.PHASES[-1]


class StateCopies:
    """clone / to_dict / from_dict / view / determinize."""

    __slots__ = ()

    # ------------------------------------------------------------------ copies
    clone = field_clone(
        "BlueMoonState",
        # tiles never change after setup; hoaxes, the legal moves and the notes are only replaced
        same=("num_players", "to_move", "opts", "expansion", "tiles", "pool", "current", "phase",
              "steps", "offered", "gifted", "finished_here", "space", "rec_sum", "hoaxes", "colour",
              "cl_count", "cl_last", "all_done", "quiet", "idle", "placed", "hidden", "turn",
              "_legal", "_fresh", "_said"),
        flat=("built", "figures", "dragons", "deck", "discard", "crystals", "memory", "scales",
              "markers", "obelisk", "staged", "rec"),
        nested=("owners",), items_or_none=("hands", "pending"), flat_or_none=("result",))

    def to_dict(self) -> dict:
        n = self.num_players
        return {
            "game": "bluemoon",
            "num_players": n,
            "options": dict(self.opts),
            "tiles": [D.BUILDING_IDS[t] if t >= 0 else (D.COURTYARD if t == D.COURTYARD_TILE else None)
                      for t in self.tiles],
            "built": list(self.built),
            "owners": [list(o) for o in self.owners],
            "figures": list(self.figures),
            "dragons": list(self.dragons),
            "hands": [list(h) if h is not None else None for h in self.hands],
            "hand_sizes": [self.hand_size(q) for q in range(n)],
            "pending": [list(h) if h is not None else None for h in self.pending],
            "pending_sizes": [self.pending_size(q) for q in range(n)],
            "deck": list(self.deck),
            "discard": list(self.discard),
            "crystals": list(self.crystals),
            "crystal_memory": list(self.memory),
            "scales": list(self.scales),
            "pool": self.pool,
            "markers": list(self.markers),
            "obelisk": list(self.obelisk),
            "current": self.current,
            "to_move": self.to_move,
            "phase": self.phase,
            "steps": self.steps,
            "offered": self.offered,
            "gifted": self.gifted,
            "finished_here": self.finished_here,
            "space": self.space,
            "staged": list(self.staged),
            "recoloured": list(self.rec),
            "rec_sum": self.rec_sum,
            "hoaxes": [list(h) for h in self.hoaxes],
            "colour": self.colour,
            "cleanup_discards": self.cl_count,
            "cleanup_last": self.cl_last,
            "all_done": self.all_done,
            "quiet_turns": self.quiet,
            "idle_turns": self.idle,
            "placed": self.placed,
            "result": list(self.result) if self.result is not None else None,
            "turn": self.turn,
            "is_view": self.hidden is not None,
            "rng": rng_to_json(self.rng) if self.rng is not None else None,
        }

    @classmethod
    def from_dict(cls, d: Mapping) -> "StateCopies":
        s = cls.__new__(cls)
        s.num_players = d["num_players"]
        s.opts = {**D.OPTION_DEFAULTS, **d["options"]}   # saves from before an option existed
        s.expansion = bool(s.opts["expansion"])
        s.tiles = [D.BUILDING_INDEX[t] if t in D.BUILDING_INDEX else
                   (D.COURTYARD_TILE if t == D.COURTYARD else D.NO_CELL) for t in d["tiles"]]
        s.built = list(d["built"])
        s.owners = [list(o) for o in d["owners"]]
        s.figures = list(d["figures"])
        s.dragons = list(d["dragons"])
        s.hands = [list(h) if h is not None else None for h in d["hands"]]
        s.pending = [list(h) if h is not None else None for h in d["pending"]]
        s.deck = list(d["deck"])
        s.discard = list(d["discard"])
        s.crystals = list(d["crystals"])
        s.memory = list(d["crystal_memory"])
        s.scales = list(d["scales"])
        s.pool = d["pool"]
        s.markers = list(d["markers"])
        s.obelisk = list(d["obelisk"])
        s.current = d["current"]
        s.to_move = d["to_move"]
        s.phase = _phase(d["phase"])
        s.steps = d["steps"]
        s.offered = d["offered"]
        s.gifted = d["gifted"]
        s.finished_here = d["finished_here"]
        s.space = d["space"]
        s.staged = list(d["staged"])
        s.rec = list(d["recoloured"])
        s.rec_sum = d["rec_sum"]
        s.hoaxes = _hoaxes(d)
        s.colour = d["colour"]
        s.cl_count = d["cleanup_discards"]
        s.cl_last = d["cleanup_last"]
        s.all_done = d["all_done"]
        s.quiet = d["quiet_turns"]
        s.idle = d["idle_turns"]
        s.placed = d["placed"]
        s.result = list(d["result"]) if d["result"] is not None else None
        s.turn = d["turn"]
        s.hidden = ({"hand": list(d["hand_sizes"]), "pending": list(d["pending_sizes"])}
                    if d.get("is_view") else None)
        s.rng = rng_from_json(d["rng"]) if d["rng"] is not None else None
        s.rng_shared = False
        s._said = None
        s._legal = [] if s.phase == OVER else None
        s._fresh = s.phase == MOVEMENT and s.steps == D.STEPS_PER_TURN
        return s

    # ----------------------------------------------------- hidden information
    def view(self, seat: int) -> "StateCopies":
        """What ``seat`` sees: other hands, every pending card, the deck order and
        other players' crystal totals are hidden (§15); the rng is dropped."""
        v = clone_without_rng(self)
        n = self.num_players
        v.hidden = {"hand": [self.hand_size(q) for q in range(n)],
                    "pending": [self.pending_size(q) for q in range(n)]}
        v.hands = [self.hands[q][:] if q == seat and self.hands[q] is not None else None
                   for q in range(n)]
        v.pending = [None] * n
        v.deck = [None] * len(self.deck)
        v.crystals = [c if q == seat else None for q, c in enumerate(self.crystals)]
        v._legal = None if v.phase != OVER else []
        return v

    def determinize(self, seat: int, rng: random.Random) -> "StateCopies":
        """A full world consistent with ``view(seat)``: the unseen cards are dealt
        at random; opponents' crystals come from the public record (§15)."""
        n = self.num_players
        hand_sizes = [self.hand_size(q) for q in range(n)]
        pending_sizes = [self.pending_size(q) for q in range(n)]
        v = self.clone()
        known = [a + b + c + d for a, b, c, d in zip(self.hands[seat], self.discard, self.staged, self.rec)]
        pool = [k for k in range(D.NUM_KINDS) for _ in range(D.KIND_COUNT[k] - known[k])]
        rand = rng.random
        pool.sort(key=lambda _: rand())   # a uniform shuffle, cheaper than rng.shuffle
        for q in range(n):
            if q != seat:
                h = [0] * D.NUM_KINDS
                for _ in range(hand_sizes[q]):
                    h[pool.pop()] += 1
                v.hands[q] = h
        for q in range(n):
            h = [0] * D.NUM_KINDS
            for _ in range(pending_sizes[q]):
                h[pool.pop()] += 1
            v.pending[q] = h
        v.deck = pool
        v.crystals = [c if q == seat else max(0, v.memory[q]) for q, c in enumerate(self.crystals)]
        v.hidden = None
        # the world's reshuffles draw from a copy of ``rng`` made when first needed
        v.rng = rng
        v.rng_shared = True
        v._legal = None if v.phase != OVER else []
        return v


def _phase(saved) -> str:
    """The phase as saved: its name (every save so far), or its place in ``D.PHASES``."""
    if isinstance(saved, int) and not isinstance(saved, bool) and 0 <= saved < len(D.PHASES):
        return D.PHASES[saved]
    if saved not in D.PHASES:
        raise ValueError(f"unknown phase {saved!r}; the phases are {', '.join(D.PHASES)}")
    return D.PHASES[D.PHASES.index(saved)]


def _hoaxes(d: Mapping) -> tuple:
    """The Hoax cards played for the space being paid, as (value, source colour) pairs.

    Saves before several Hoax cards per set were allowed hold one ``hoax`` as
    [source, target, cards left]: a Hoax 1 if it could recolour 4 cards in all."""
    if "hoaxes" in d:
        return tuple((v, frm) for v, frm in d["hoaxes"])
    old = d.get("hoax")
    if old is None:
        return ()
    frm, _, left = old
    used = sum(d["recoloured"][frm * 3:frm * 3 + 3])
    return ((1 if left + used == 4 else 2, frm),)
