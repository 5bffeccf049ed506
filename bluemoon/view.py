"""The Blue Moon City table.

Layout (table units, 1200 x 844; the camera fits it to the window):

* left: the city, a 5x5 grid of building tiles (sketch side: spaces with
  their people's colour, icon and value, and the three rewards; built side:
  the neighbourhood reward), the player figures and the three dragons;
* right, top to bottom: one row per player (markers left, golden scales,
  crystals — your own exact, the others hidden —, hand size and reward cards
  waiting), the obelisk with its spaces and costs, the golden-scale pool,
  the dragons' lair (dragons not in the city), the deck and the discard
  pile, and the sponsorship panel of the tile under the figure of the player
  whose turn it is (its spaces, large, with the running total of the set
  being paid);
* bottom: your hand, fanned and grouped by people.

Moves: drag your figure to a glowing tile (two steps are played one after
the other); drag a Vulca/Terrah/Aqua card onto a tile (or onto its dragon
first, then the dragon onto a tile) to move that dragon; a Flit 1 onto a
tile (or onto your figure, then the figure) flies you there, a Flit 2 onto
your figure gives two more steps; drag cards onto a space of the panel to
sponsor it, one card at a time (the space accepts as soon as the set pays);
a Hoax is played with its chips; drag your crystals (or a Pillar card) onto
the obelisk to offer; at the cleanup drag up to two cards onto the discard
pile, then click Draw.  Every drag also works as click-then-click and every
other choice is a chip on the table and a numbered button on the right.
Only ``state.view(seat)`` of the seat at the screen is ever drawn.
"""

from __future__ import annotations

import math
from typing import Any

import pygame

from engine.ui import art, theme
from engine.ui.chips import draw_chips
from engine.ui.hand_places import KeptPlaces, moved_away
from engine.ui.kit import DropZone, Piece
from engine.ui.table import TableScene as BaseTable
from engine.text import Message, Seat

from . import actions as A
from . import data as D
from . import rules as R
from . import view_art as VA
from . import view_moves as VM
from . import words
from .payment import HOAX_KIND
from .view_board import draw_board, draw_panel_live
from .view_chips import ChipsMixin
from .view_cards import Faces, fit, space_rects_f
from .view_layout import (DRAGON, FIG, HAND_CARD, HAND_Y, MARK, OB_Y, PAN_H, PAN_Y, READABLE_PX, RW, RX, STAGE_CARD,
                          SUP_Y, H, T,
                          W, Ref, cell_center, cell_rect)
from .view_log import FlyersMixin, final_breakdown

__all__ = ["BlueMoonTable", "TableScene", "Ref"]



class BlueMoonTable(ChipsMixin, FlyersMixin, BaseTable):
    MOVE_SOUNDS = {"Offer": "coins", "Pillar": "coins", "Draw": "card_pick"}
    #: A building completed and golden-scale scoring get a result card.
    RESULT_CARDS = ("bluemoon.ev.complete", "bluemoon.ev.scale_scoring")
    # a dragon card's line names where the dragon goes, a Hoax's what it recolours
    QUIET_EVENTS = frozenset({"bluemoon.ev.dragon_lands", "bluemoon.ev.dragon_leaves",
                              "bluemoon.ev.hoax1", "bluemoon.ev.hoax2"})
    TABLE_SIZE = (W, H)
    FELT = (30, 44, 70)
    TUTORIAL_AT = "top-right"   # over the players and the obelisk, unless the step is about them

    def __init__(self, *a, **k):
        self.faces = None
        self.hand_places = KeptPlaces(lambda k, j: f"h-{k}-{j}")
        self.L: dict[str, tuple] = {}
        self._prev_view = None
        self._mloc: dict[tuple, str] = {}
        self.armed: tuple | None = None        # ("dragon", d, kind) / ("teleport", kind)
        self.hoax_pick: dict | None = None     # {"value": v, "frm": c}
        self._hoaxes_seen: tuple = ()          # the Hoax cards already played for the space
        self.flips: dict[str, float] = {}
        self.flyers: list[dict] = []
        self._chips_cache = None
        self._starts: dict = {}
        super().__init__(*a, **k)
        self.faces = Faces(self.app)

    # ------------------------------------------------------------ helpers
    def panel_cell(self) -> int:
        v = self.view
        return v.figures[v.current] if v.current is not None else D.CENTRE

    def seat_rgb(self, seat: int):
        return theme.seat_rgb(self.seats[seat].colour)

    def row_rect(self, seat: int) -> tuple:
        rh = min(54.0, 188.0 / self.view.num_players)
        return (RX, 8 + seat * rh, RW, rh - 5)

    def supply_pos(self, seat: int, j: int) -> tuple:
        x, y, w, h = self.row_rect(seat)
        return (x + 160 + j * 15.5 + 7, y + h / 2)

    def ob_rect(self, j: int) -> tuple:
        n = len(D.OBELISK[self.view.num_players])
        sw = min(36.0, (RW - 20 - (n - 1) * 3) / n)
        return (RX + 10 + j * (sw + 3), OB_Y + 28, sw, 40)

    def stand_pos(self, c: int, what: str, i: int) -> tuple:
        x, y, w, h = cell_rect(c)
        if what == "fig":
            return (x + 16 + i * 19, y + h - 15)
        return (x + w - 22 - i * 26, y + h - 16)

    def dist(self, a: int, b: int) -> int:
        return D.DISTANCE[self.view.expansion][a][b]

    # ----------------------------------------------------------- build
    def build(self, view) -> None:
        if self.faces is None:
            self.faces = Faces(self.app)
        me = self.viewer
        self._chips_cache = None
        self._starts = {}
        if not self.my_decision():
            self.armed = None
            self.hoax_pick = None
        elif view.phase != R.MOVE:
            self.armed = None
        if view.phase != R.BUILD or view.hoaxes != self._hoaxes_seen or any(view.staged) or any(view.rec):
            self.hoax_pick = None       # a Hoax was played (or cards put in): its choice is made
        self._hoaxes_seen = view.hoaxes if view.phase == R.BUILD else ()
        legal = self.legal()
        self.L = {}
        ex = view.expansion
        # places a tutorial note points at (nothing is dropped there)
        for q in range(view.num_players):
            self.add_zone(DropZone(f"row{q}", self.row_rect(q), data=("info",), visible=False))
        self.add_zone(DropZone("pool", (RX, SUP_Y, 118, 104), data=("info",), visible=False))
        self.add_zone(DropZone("panel", (RX, PAN_Y, RW, PAN_H), data=("info",), visible=False))
        # ---- the city ------------------------------------------------------
        for c in D.CELLS[ex]:
            t = view.tiles[c]
            self.add_zone(DropZone(f"cell{c}", cell_rect(c), data=("cell", c), visible=False))
            self.add_piece(Piece(f"tile{c}", "card", (T, T), cell_center(c), data=Ref("tile", cell=c, tile=t),
                                 tooltip=self._tile_tooltip(t, view.built[c]), z=0))
        # figures
        moving = self.my_decision() and any(isinstance(a, (A.Step, A.Teleport)) or
                                            (isinstance(a, A.Special) and a.cell >= 0) for a in legal)
        for q in range(view.num_players):
            c = view.figures[q]
            colour = self.seats[q].colour
            self.add_piece(Piece(f"fig{q}", "figure", FIG, self.stand_pos(c, "fig", q),
                                 art=(f"bm-fig-{colour}", lambda col=colour: art.figure(48, 68, theme.seat_rgb(col))),
                                 data=Ref("fig", q, cell=c), symbol=theme.SEAT_SYMBOLS.get(colour),
                                 draggable=moving and q == me, z=8,
                                 tooltip=self.phrase("bluemoon.ui.figure", who=Seat(q))))
            if q == me:
                x, y = self.stand_pos(c, "fig", q)
                self.add_zone(DropZone("myfig", (x - 20, y - 26, 40, 52), data=("cell", c), visible=False))
        # dragons: in the city or in the lair
        self.L["lair"] = (RX + 128, SUP_Y, 176, 104)
        lx, ly, lw, lh = self.L["lair"]
        self.add_zone(DropZone("lair", self.L["lair"], data=("lair",), visible=False))
        for d in range(3):
            c = view.dragons[d]
            if c >= 0:
                pos = self.stand_pos(c, "dragon", d)
            else:
                pos = (lx + 32 + d * 56, ly + 62)
            armed = self.armed is not None and self.armed[0] == "dragon" and self.armed[1] == d
            self.add_piece(Piece(f"dragon{d}", "token", DRAGON, pos,
                                 art=(f"bm{VA.ART}-dragon-{d}", lambda d=d: VA.dragon(d)),
                                 data=Ref("dragon", index=d, cell=c), draggable=armed, z=9,
                                 tooltip=self.phrase("bluemoon.ui.dragon", dragon=words.DRAGON_TERM[d])))
            self.add_zone(DropZone(f"dragon{d}", (pos[0] - 24, pos[1] - 22, 48, 44),
                                   data=("dragon", d, c), visible=False))
        # ---- markers (stable ids: a marker glides between supply, spaces and the obelisk) --
        self._build_markers(view)
        # ---- obelisk, deck, discard ---------------------------------------------
        nxt = len(view.obelisk)
        if nxt < len(D.OBELISK[view.num_players]):
            x, y, w, h = self.ob_rect(nxt)
            self.add_zone(DropZone("obelisk", (x - 4, y - 4, w + 8, h + 8), data=("obelisk",), visible=False))
        self.L["deck"] = (RX + 318, SUP_Y + 10, 62, 86)
        self.L["discard"] = (RX + 412, SUP_Y + 10, 62, 86)
        self.add_zone(DropZone("discard", self.L["discard"], data=("discard",), visible=False))
        dx, dy, dw, dh = self.L["deck"]
        if view.deck:
            self.add_piece(Piece("deck", "card", (58, 82), (dx + dw / 2, dy + dh / 2), face_up=False,
                                 art=(f"bm{VA.ART}-back", VA.card_back), data=Ref("deck"), z=1))
        # ---- the panel (the tile under the active figure) -------------------------
        self._build_panel(view, legal)
        # ---- your hand ------------------------------------------------------------
        self._build_hand(view, me, legal)

    def card_tip(self, k: int, hoaxed: int | None = None) -> str:
        """What card ``k`` is and does; ``hoaxed``: the colour a Hoax makes it count as (its
        own ability no longer says what it pays)."""
        if hoaxed is not None:
            return self.phrase("bluemoon.ui.card_tip_hoaxed", card=words.CARD_COLOURED[k],
                               to=words.PEOPLE_TERM[hoaxed], value=D.KIND_VALUE[k])
        return self.phrase("bluemoon.ui.card_tip", card=words.CARD_COLOURED[k], ability=words.ABILITY[k])

    def hoax_colour(self, view) -> int | None:
        """The colour the Hoax cards played for the space being paid recolour cards to (None: no
        Hoax in play)."""
        if view.phase != R.BUILD or not view.hoaxes or view.space < 0:
            return None
        col = D.SPACES[view.tiles[self.panel_cell()]][view.space][0]
        return col if col != D.ANY else view.colour

    def hand_hoaxed(self, view, k: int) -> int | None:
        """The colour a hand card of kind ``k`` would count as, paid now (None: its own)."""
        to = self.hoax_colour(view)
        budget = view.hoax_budget() if to is not None else None
        c = D.KIND_COLOUR[k]
        return to if budget is not None and budget[c] > 0 and c != to else None

    def _tile_tooltip(self, t: int, built: bool) -> str:
        if t == D.COURTYARD_TILE:
            return self.phrase("bluemoon.ui.courtyard_tip", courtyard=words.COURTYARD_TERM)
        if t < 0:
            return ""
        building, after = words.BUILDING_TERM[t], words.reward_term(*D.NEIGHBOURHOOD[t])
        if built:
            return self.phrase("bluemoon.ui.built_tip", building=building, next=after)
        return self.phrase("bluemoon.ui.tile_tip", building=building,
                           spaces=tuple(words.building_space(t, i) for i in range(len(D.SPACES[t]))),
                           best=words.reward_term(*D.BEST[t]), each=words.reward_term(*D.EACH[t]), next=after)

    def _marker_locs(self, view) -> dict[int, list[tuple]]:
        out: dict[int, list[tuple]] = {q: [] for q in range(view.num_players)}
        for c in D.CELLS[view.expansion]:
            for i, o in enumerate(view.owners[c]):
                if o >= 0:
                    out[o].append(("cell", c, i))
        for j, o in enumerate(view.obelisk):
            out[o].append(("ob", j))
        for q in range(view.num_players):
            for j in range(view.markers[q]):
                out[q].append(("sup", j))
        return out

    def _build_markers(self, view) -> None:
        locs = self._marker_locs(view)
        new_map: dict[tuple, str] = {}
        for q, lst in locs.items():
            kept = {}
            for loc in lst:
                pid = self._mloc.get((q, loc))
                if pid is not None:
                    kept[loc] = pid
            used = set(kept.values())
            free = [f"m{q}-{i}" for i in range(D.MARKERS_PER_PLAYER) if f"m{q}-{i}" not in used]
            # the markers leaving the supply go first from its end (so the row shrinks from the right)
            free.sort(key=lambda pid: -self._supply_index(q, pid))
            for loc in lst:
                pid = kept.get(loc) or (free.pop(0) if free else f"m{q}-x{len(new_map)}")
                new_map[(q, loc)] = pid
        self._mloc = new_map
        for (q, loc), pid in new_map.items():
            colour = self.seats[q].colour
            if loc[0] == "cell":
                c, i = loc[1], loc[2]
                x, y, w, h = cell_rect(c)
                rx, ry, rw, rh = space_rects_f(view.tiles[c], T)[i]
                pos, size = (x + rx + rw / 2, y + ry + rh / 2), (rw * 0.78, rh * 0.78)
            elif loc[0] == "ob":
                x, y, w, h = self.ob_rect(loc[1])
                pos, size = (x + w / 2, y + h / 2), (w * 0.8, w * 0.8)
            else:
                pos, size = self.supply_pos(q, loc[1]), (MARK, MARK)
            self.add_piece(Piece(pid, "token", size, pos,
                                 art=(f"bm{VA.ART}-marker-{colour}", lambda col=colour: VA.marker(48, theme.seat_rgb(col))),
                                 data=Ref("marker", q), symbol=theme.SEAT_SYMBOLS.get(colour), z=5,
                                 tooltip=self.phrase("bluemoon.ui.marker", who=Seat(q))))

    def _supply_index(self, q: int, pid: str) -> int:
        for (s, loc), p in self._mloc.items():
            if s == q and p == pid and loc[0] == "sup":
                return loc[1]
        return -1

    def _build_panel(self, view, legal) -> None:
        x, y, w, h = RX, PAN_Y, RW, PAN_H
        self.L["panel"] = (x, y, w, h)
        c = self.panel_cell()
        t = view.tiles[c]
        me = self.viewer
        if t == D.COURTYARD_TILE:
            cr = view.crystals[me] if view.crystals[me] is not None else 0
            offer = A.OFFER in legal
            self.L["crystals"] = (x + 18, y + 63, 70, 70)
            if cr or offer:     # clear of "A turn:" below it
                self.add_piece(Piece("crystals", "token", (58, 58), (x + 53, y + 98),
                                     art=(f"bm{VA.ART}-crystal-big", lambda: VA.crystal(96)),
                                     data=Ref("crystal", me), draggable=offer, z=12,
                                     tooltip=self.phrase("bluemoon.ui.your_crystals")))
            return
        if t < 0 or view.built[c]:
            return
        spaces = D.SPACES[t]
        n = len(spaces)
        rects = self._panel_space_rects(n)
        for i, r in enumerate(rects):
            self.add_zone(DropZone(f"space{i}", r, data=("space", i), visible=False))
        if view.phase == R.BUILD and view.space >= 0:
            r = rects[view.space]
            # the plain cards paid, then those a Hoax recoloured
            to = self.hoax_colour(view)
            cards = [(k, None) for k in range(D.NUM_KINDS) for _ in range(view.staged[k])]
            cards += [(k, to) for k in range(D.NUM_KINDS) for _ in range(view.rec[k])]
            seen: dict[int, int] = {}
            step = min(22.0, (r[2] + 60) / max(1, len(cards)))
            for j, (k, hoaxed) in enumerate(cards):
                m = seen.get(k, 0)
                seen[k] = m + 1
                cx = r[0] + r[2] / 2 - (len(cards) - 1) * step / 2 + j * step
                self.add_piece(Piece(f"st-{k}-{m}", "card", STAGE_CARD, (cx, r[1] + r[3] / 2 + 12), data=Ref("stage", kind=k),
                                     tooltip=self.card_tip(k, hoaxed), z=30 + j, angle=(j - (len(cards) - 1) / 2) * -3))

    def _panel_space_rects(self, n: int) -> list[tuple]:
        x, y = RX, PAN_Y
        if n <= 4:
            sw, sh, gap = 86.0, 84.0, 14.0
            total = n * sw + (n - 1) * gap
            x0 = x + (RW - total) / 2
            return [(x0 + i * (sw + gap), y + 50, sw, sh) for i in range(n)]
        sw, sh, gap = 56.0, 56.0, 8.0
        total = 8 * sw + 7 * gap
        x0 = x + (RW - total) / 2
        return [(x0 + i * (sw + gap), y + 50, sw, sh) for i in range(n)]

    def usable_kinds(self, view, legal) -> set:
        out = set()
        for a in legal:
            t = type(a)
            if t is A.MoveDragon:
                out.add(D.DRAGON_PEOPLE[a.dragon] * 3 + a.value - 1)
            elif t is A.Teleport:
                out.add(9)
            elif t is A.ExtraSteps:
                out.add(10)
            elif t is A.AddCard or t is A.Discard:
                out.add(a.kind)
            elif t is A.Hoax:
                out.add(HOAX_KIND[a.value])
            elif t is A.Pillar:
                out.add(21 + a.value - 1)
        spaces = [a.space for a in legal if type(a) is A.Contribute]
        if spaces and view.hands[self.viewer] is not None:
            for k in range(D.NUM_KINDS):
                if view.hands[self.viewer][k] and k not in out and any(self._card_starts(i, k) for i in spaces):
                    out.add(k)
        return out

    def _build_hand(self, view, me, legal) -> None:
        hand = view.hands[me]
        self.L["hand"] = (10, HAND_Y - 90, W - 20, 172)
        if hand is None:
            return
        mine = self.my_decision()
        usable = self.usable_kinds(view, legal) if mine else set()
        cards = [k for k in range(D.NUM_KINDS) for _ in range(hand[k])]
        if not cards:
            return
        # the cards keep their places through the turn (a second drag finds the next card where it was)
        kept = self.hand_places.arrange((me, view.current, view.turn), cards, moved_away(self.old_pieces))
        colours = [D.KIND_COLOUR[self.hand_places.kind_at(i)] for i in range(self.hand_places.size)]
        n = len(colours)
        groups = len(set(colours))
        cw = HAND_CARD[0]
        gap_g = 18.0
        avail = W - 60 - cw - (groups - 1) * gap_g
        step = min(cw * 0.86, avail / max(1, n - 1))
        total = step * (n - 1) + (groups - 1) * gap_g
        xs = [W / 2 - total / 2]
        for prev_c, c in zip(colours, colours[1:]):
            xs.append(xs[-1] + step + (gap_g if c != prev_c else 0))
        for i, (slot, k, pid) in enumerate(kept):
            x = xs[slot]
            t = (x - W / 2) / (W / 2)
            # the cards that can do something now stand out: the others are dimmed (every one of
            # them, level or tilted), and their tips say why
            idle = bool(mine and usable and k not in usable)
            tip = self.card_tip(k, self.hand_hoaxed(view, k))
            if idle:
                tip = self.phrase("bluemoon.ui.card_tip_idle", tip=tip, why=self._idle_reason(view, k))
            self.add_piece(Piece(pid, "card", HAND_CARD, (x, HAND_Y + 16 * t * t), data=Ref("hand", me, kind=k, idle=idle),
                                 angle=-5 * t, z=20 + i, in_hand=True, draggable=mine, tooltip=tip))

    def _idle_reason(self, view, k: int) -> Message:
        """Why card ``k`` can do nothing at this moment of the turn (its tooltip says so)."""
        c, val = D.KIND_COLOUR[k], D.KIND_VALUE[k]
        ph = view.phase
        if ph == R.BUILD:
            return Message("bluemoon.ui.idle.this_space")
        if ph in (R.MOVE, R.ACT):
            tile = view.tiles[view.figures[view.current]]
            if c == D.YELLOW and val < 3 and tile == D.COURTYARD_TILE:
                return Message("bluemoon.ui.idle.pillar")
            if ph == R.MOVE and (c in D.DRAGON_PEOPLE or c == D.GREY) and val < 3:
                return Message("bluemoon.ui.idle.movement_card")
            if tile == D.COURTYARD_TILE:
                return Message("bluemoon.ui.idle.courtyard")
            if tile < 0 or view.built[view.figures[view.current]]:
                return Message("bluemoon.ui.idle.no_building")
            return Message("bluemoon.ui.idle.no_space")
        return Message("bluemoon.ui.idle.not_now")

    def origins(self) -> None:
        """New cards glide from where a vanished card of the same kind was (hand <-> paying set)."""
        old = self.old_pieces
        new_ids = {p.id for p in self.pieces}
        gone: dict[int, list[str]] = {}
        for pid, p in old.items():
            if pid not in new_ids and isinstance(p.data, Ref) and p.data.what in ("hand", "stage"):
                gone.setdefault(p.data.kind, []).append(pid)
        self._gone_cards = gone
        for p in self.pieces:
            if p.id in old or not isinstance(p.data, Ref):
                continue
            if p.data.what in ("hand", "stage"):
                lst = gone.get(p.data.kind)
                if lst:
                    p.origin = lst.pop(0)
                elif p.data.what == "hand" and old:
                    p.origin = "deck" if self.piece("deck") is not None or "deck" in old else None
                elif p.data.what == "stage" and old:
                    cur = self.view.current
                    x, y, w, h = self.row_rect(cur)
                    p.origin = (x + w / 2, y + h / 2)

    # ---------------------------------------------------------- flyers
    def _card_starts(self, space: int, k: int, hoax_too: bool = True) -> bool:
        """Would dropping card ``k`` on empty ``space`` start a payment that takes it (``hoax_too``:
        or a Hoax card that can be played for it)?"""
        key = (len(self.record.actions), space, k)
        if key not in self._starts:
            takes = hoax = False
            a = A.CONTRIBUTE[space]
            if a in self.legal():
                s = self.state.clone()
                s.apply(a)
                lg = s.legal_actions()
                takes = A.ADD[k] in lg
                hoax = k in VM.HOAX_KINDS and any(isinstance(x, A.Hoax) and x.value == D.KIND_VALUE[k] for x in lg)
            self._starts[key] = (takes, hoax)
        takes, hoax = self._starts[key]
        return takes or (hoax_too and hoax)

    def piece_for_kind(self, kind: int) -> Piece | None:
        return next((p for p in self.pieces if p.in_hand and p.data.kind == kind), None)

    def action_for(self, piece: Piece, zone: DropZone) -> Any:
        ref = piece.data
        if not isinstance(ref, Ref) or not self.my_decision():
            return None
        return VM.drop_action(self.view, self.viewer, ref, zone.id, VM.zone_cell(zone.data), self.legal(),
                              self.armed, self._card_starts)

    def _arming(self, piece: Piece, zone: DropZone):
        """Card onto a dragon / onto your figure: what it arms (None: no arming)."""
        ref = piece.data
        if not isinstance(ref, Ref) or not self.my_decision():
            return None
        return VM.arming(self.view, ref, zone.id, self.legal())

    def own_zone(self, piece: Piece, zone: DropZone) -> bool:
        """A movement card lights the dragon or figure it arms, a Hoax card the space it pays."""
        return self._arming(piece, zone) is not None

    def claim_drop(self, piece: Piece, zone: DropZone, at) -> bool:
        arm = self._arming(piece, zone)
        if arm is None or not self.can_act():
            return False
        self.glide_home(piece)
        if arm[0] == "hoax":
            self.hoax_pick = {"value": arm[1]}
            self.say(self.phrase("bluemoon.ui.pick_hoax_colour"), at, gentle=True)
            self._chips_cache = None
            self.refresh_widgets()
            return True
        self.armed = arm
        self.say(self.phrase("bluemoon.ui.drag_dragon_now", dragon=words.DRAGON_TERM[arm[1]]) if arm[0] == "dragon"
                 else self.phrase("bluemoon.ui.drag_figure_now"), at, gentle=True)
        self.rebuild(duration=0.2)
        pid = f"dragon{arm[1]}" if arm[0] == "dragon" else f"fig{self.viewer}"
        p = self.piece(pid)
        if p is not None:
            p.highlight = 1.0
        return True

    def locate(self, action: Any) -> tuple[str | None, str | None]:
        me = self.viewer
        if isinstance(action, A.Step):
            return (f"fig{me}", f"cell{action.cell}") if f"cell{action.cell}" in self.zones else (None, None)
        if isinstance(action, A.Special) and action.cell >= 0:
            return (f"fig{me}", f"cell{action.cell}")
        if isinstance(action, A.Contribute):
            pref = -1
            run = self.tutorial
            if run is not None and run.current() is not None:
                steps = run.tutorial.steps
                nxt = steps[run.index + 1] if run.index + 1 < len(steps) else None
                if nxt is not None and isinstance(nxt.expect, A.AddCard):
                    pref = nxt.expect.kind
            cands = [p for p in self.pieces if p.in_hand and p.draggable and self._card_starts(action.space, p.data.kind)]
            cands.sort(key=lambda p: p.data.kind != pref)
            if cands:
                return cands[0].id, f"space{action.space}"
            return None, None
        return super().locate(action)

    def gesture(self, action, piece, zone) -> list:
        """Dragging the figure several tiles walks the whole path; a card dropped on an empty space
        starts paying for it and puts the card in (a Hoax card only starts: its colours are chips)."""
        ref = piece.data if piece is not None and isinstance(piece.data, Ref) else None
        if ref is None:
            return [action]
        if ref.what == "fig" and isinstance(action, A.Step):
            cell = VM.zone_cell(zone.data) if zone is not None else None
            if cell is not None:
                return VM.walk(self.view, self.viewer, action, cell)
        if ref.what == "hand" and isinstance(action, A.Contribute) and self._card_starts(action.space, ref.kind, False):
            return [action, A.ADD[ref.kind]]
        return [action]

    def gesture_played(self, action) -> None:
        """A Hoax card dropped on an empty space started paying for it: the Hoax goes on at once
        (played, or its colours offered as chips) rather than waiting for a click on it."""
        p = self.piece(self.last_piece) if self.last_piece else None
        if not isinstance(action, A.Contribute) or p is None or not isinstance(p.data, Ref) \
                or p.data.what != "hand" or p.data.kind not in VM.HOAX_KINDS:
            return
        val = D.KIND_VALUE[p.data.kind]
        hx = [a for a in self.legal() if isinstance(a, A.Hoax) and a.value == val]
        if len(hx) == 1:
            self.try_action(hx[0])
        elif hx:
            self.hoax_pick = {"value": val}
            self._chips_cache = None
            self.refresh_widgets()

    def before_play(self, action) -> None:
        if isinstance(action, (A.MoveDragon, A.Teleport)):
            self.armed = None   # the armed card is spent (the rebuild after the move shows it)

    def after_rebuild(self, animate: bool, mark_last: bool, duration: float) -> None:
        # rewards and spent cards fly from where the move took them (origins found the cards gone)
        self._spawn_flyers(self.view)
        self._prev_view = self.view

    # ----------------------------------------------------------- chips
    def piece_surface(self, p: Piece, w: int, h: int) -> pygame.Surface:
        ref = p.data
        if isinstance(ref, Ref):
            if ref.what == "tile":
                return self.faces.tile(ref.tile, self.view.built[ref.cell], w, h)
            if ref.what in ("hand", "stage") and ref.kind >= 0:
                # (held up large, an idle card is shown whole: its words are read there)
                return self.faces.card(ref.kind, w, h, dimmed=ref.idle and p is not self.zoomed)
        return super().piece_surface(p, w, h)

    def draw_piece(self, surf, p: Piece) -> None:
        fl = self.flips.get(p.id)
        if fl is None and isinstance(p.data, Ref) and p.data.what == "tile":
            return  # drawn once into the cached board (tiles never move)
        if fl is not None and isinstance(p.data, Ref):
            t = (self.clock - fl) * self.speed() / 0.6
            if t >= 1:
                del self.flips[p.id]
                super().draw_piece(surf, p)
            else:
                sr = self.camera.rect_to_screen(p.rect())
                img = self.faces.tile(p.data.tile, t >= 0.5 and t >= 0, sr.width, sr.height)
                k = abs(math.cos(math.pi * max(0.0, t)))
                img2 = pygame.transform.smoothscale(img, (max(1, int(sr.width * k)), sr.height))
                surf.blit(img2, img2.get_rect(center=sr.center))
                return
        super().draw_piece(surf, p)

    def draw_table(self, surf) -> None:
        key = (self.view, self.viewer, self.my_decision(), self.app.settings.colourblind_symbols,
               str(self.armed), tuple(sorted(self.flips)))
        self.blit_board(surf, key, lambda board: draw_board(self, board))

    def draw_zone(self, surf, z) -> None:
        if z.legal is None and z.highlight <= 0.05 and z.id != self.kbd_zone:
            return
        if z.legal is False and z.highlight <= 0.05:
            return  # the board stays readable while dragging: only legal places glow
        super().draw_zone(surf, z)

    def draw_over(self, surf) -> None:
        draw_panel_live(self, surf)
        self._draw_flyers(surf)
        least = math.ceil(READABLE_PX * min(surf.get_width() / 1280, surf.get_height() / 800))
        draw_chips(self, surf, lambda text, size, colour, maxw: fit(text, size, colour, maxw, least=least))

    # ----------------------------------------------------------- results
    def score_breakdown(self, state) -> list[tuple[str, list]]:
        return [(self.phrase(key), values) for key, values in final_breakdown(state)]

    def tick(self, dt: float) -> None:
        # the dragon or figure that a card armed keeps its glow
        if self.armed is not None:
            pid = f"dragon{self.armed[1]}" if self.armed[0] == "dragon" else f"fig{self.viewer}"
            p = self.piece(pid)
            if p is not None:
                p.highlight = 1.0


TableScene = BlueMoonTable
