"""The Azul: Stained Glass of Sintra table (where things sit: view_layout.py).

Moves: drag a tile from a factory or the centre — every tile of its colour
there comes along and the rest of that factory slides towards the centre —
and drop it on one of your strips (reachable strips glow; each shows how
many tiles fit and how many break, the one under the pointer shows where
they land).  That one gesture is the engine's ``TakeTiles`` then
``PlaceTiles`` (:meth:`SintraTable.gesture`).  When a completed strip asks
which tile to keep (side B), drag one of its tiles into the window below.
Drag the glazier onto your leftmost strip to move it back
(``ResetGlazier``).  Every drag also works as click-then-click, and the
non-drag choices are numbered buttons on the right.  Only
``state.view(seat)`` of the seat at the screen is drawn (this game has no
hidden information except the bag's future order).
"""

from __future__ import annotations

from typing import Any

import pygame

from engine.game import IllegalAction
from engine.text import Message, Seat
from engine.ui import theme
from engine.ui.kit import DropZone, Piece
from engine.ui.table import TableScene as BaseTable

from . import data as D
from . import view_art as VA
from . import view_moves as VM
from .actions import CENTRE, RESET, PlaceTiles, TakeTiles
from .view_board import BoardPainter
from .view_fx import Ghosts, Popups, Shards
from .view_layout import (BAG, CENTRE_STEP, CTILE, FC, FTILE, SCORE, TOWER, TRAY, H, Palace, Thing, Tile, W,
                          factory_centre, palaces, round_space, score_row)
from .words import COLOUR_TERMS

__all__ = ["SintraTable", "TableScene", "Tile", "Thing", "TRAY"]

#: Events whose ``n`` tiles break (they fall into the tower on screen).
_BREAKING = ("azul_sintra.ev.tiles_break", "azul_sintra.ev.out_of_reach")


class SintraTable(BaseTable):
    TABLE_SIZE = (W, H)
    FELT = (38, 70, 78)
    TUTORIAL_AT = "bottom-right"
    OWN_HELP = True   # beside the pointer, after a rest (view_board.py: draw_tooltip)
    #: Each round's end gets a result card.
    RESULT_CARDS = ("azul_sintra.ev.round_ends",)
    MOVE_SOUNDS = {"TakeTiles": "tile_clack", "PlaceTiles": "tile_clack", "KeepTile": "tile_clack"}

    def sound_context(self, seat):
        return None if seat is None else self.state.nominal_loss(seat)

    def move_sound(self, action, seat, before):
        if before is not None and self.state.nominal_loss(seat) > before:
            return "glass_break"  # tiles fell to the broken glass
        if self.state.round != getattr(self, "_sound_round", self.state.round):
            self._sound_round = self.state.round
            return "bag_shuffle"  # a new round: the displays are refilled from the bag
        self._sound_round = self.state.round
        return super().move_sound(action, seat, before)

    def __init__(self, *a, **k):
        self._old: dict[str, Piece] = {}
        self._used: set[str] = set()
        self._breaking = 0
        self._grouped: list[Piece] = []
        self._legal_cache: dict[tuple, bool] = {}
        self._fresh: tuple = ()
        self.palaces: dict[int, Palace] = {}
        self.shards = Shards(TOWER)
        self.ghosts = Ghosts()
        self.popups = Popups()
        self.painter = BoardPainter(self)
        super().__init__(*a, **k)

    # ------------------------------------------------------------- helpers
    def ui(self, key: str, **params) -> str:
        """The table's words ``azul_sintra.ui.<key>`` (words.py) for this table's reader."""
        return self.words(Message("azul_sintra.ui." + key, **params))

    @property
    def glyphs(self) -> bool:
        """Bold shapes on every tile and space: the colour-blind setting or the game option."""
        return bool(self.app.settings.colourblind_symbols or self.view.options.get("colour_blind_glyphs", True))

    def tile_art(self, c: int):
        strong = self.glyphs
        return (f"az{VA.ART}-tile-{c}-{int(strong)}", lambda: VA.tile(D.COLOURS[c], strong))

    def strip_art(self, sid: int, side: int):
        strong = self.glyphs
        return (f"az{VA.ART}-strip-{sid}-{side}-{int(strong)}", lambda: VA.strip(sid, side, strong))

    START_ART = (f"az{VA.ART}-start", VA.start_tile)

    def glazier_art(self, seat: int):
        col = self.seats[seat].colour if seat < len(self.seats) else "blue"
        rgb = theme.seat_rgb(col)
        return (f"az{VA.ART}-glazier-{col}", lambda: VA.art.figure(60, 84, rgb))

    # ------------------------------------------------------------- build
    def before_rebuild(self, animate: bool, mark_last: bool) -> None:
        self._old = {p.id: p for p in self.pieces} if animate else {}
        self._used = set()
        self._grouped = []
        self._legal_cache = {}
        self.build_no = getattr(self, "build_no", 0) + 1   # the board cache's key (ids of views get reused)
        self._fresh = self.state.last_events() if mark_last else ()   # the move just played
        self._breaking = sum(e.message.get("n", 0) for e in self._fresh if e.kind in _BREAKING)

    def after_rebuild(self, animate: bool, mark_last: bool, duration: float) -> None:
        if animate and self._old:
            self._vanished()
        self._show_effects(self._fresh)
        last_viewer = getattr(self, "_last_viewer", self.viewer)
        if last_viewer != self.viewer and len(self.humans) >= 2 and self.is_human(self.viewer):
            # pass-and-play: nothing here is private, so no hand-off screen; the big palace changes hands
            self.app.toast(self.ui("handover", who=Seat(self.viewer)))
        self._last_viewer = self.viewer
        in_tower = sum(self.view.tower)
        last = getattr(self, "_tower_count", None)
        if last is None and in_tower:
            cols = [VA.RGB[D.COLOURS[c]] for c in range(D.NUM_COLOURS) for _ in range(self.view.tower[c])]
            self.shards.settle_now(cols[::max(1, len(cols) // 18)][:18])
        elif last is not None and in_tower < last - 3:
            self.shards.clear()
        self._tower_count = in_tower
        self._breaking = 0
        self._old = {}

    def build(self, view) -> None:
        me = self.viewer
        my_go = self.my_decision()
        phase = view.phase
        self._build_factories(view, my_go and phase == D.PHASE_TAKE)
        self._build_round_track(view)
        # the palaces
        self.palaces = palaces(me, self.others())
        for seat, pal in self.palaces.items():
            self._build_palace(view, pal, my_go and seat == me)
        self._build_hand(view, my_go)
        # zones that are not strips
        x, y, w, h = TOWER
        self.add_zone(DropZone("tower", (x - 6, y - 10, w + 12, h + 10), label="", data=("tower", -1),
                               visible=False))
        self.add_zone(DropZone("bag", (BAG[0] - 34, BAG[1] - 34, 68, 68), data=("bag", -1), visible=False))
        for seat, pal in self.palaces.items():   # the others' palaces: a drop there is told why not
            if not pal.mine:
                self.add_zone(DropZone(f"palace{seat}", pal.rect(), data=("palace", seat), visible=False))

    def _build_factories(self, view, can_take: bool) -> None:
        n = view.nfact
        for k in range(n):
            cx, cy = factory_centre(k, n)
            tiles = []
            for c in range(D.NUM_COLOURS):
                tiles += [c] * view.factories[k * 5 + c]
            seen: dict[int, int] = {}
            for j, c in enumerate(tiles):
                i = seen.get(c, 0)
                seen[c] = i + 1
                dx = -19 if j % 2 == 0 else 19
                dy = -19 if j < 2 else 19
                self.add_piece(Piece(f"f{k + 1}-{c}-{i}", "tile", (FTILE, FTILE), (cx + dx, cy + dy),
                                     art=self.tile_art(c), data=Tile("f", c, where=k + 1), draggable=can_take, z=3,
                                     tooltip=self.ui("tip_factory", display=k + 1, colour=COLOUR_TERMS[c])))
        # the centre, grouped by colour
        tiles = []
        for c in range(D.NUM_COLOURS):
            tiles += [c] * view.centre[c]
        cells = len(tiles) + (1 if view.marker_in_centre else 0)
        cols = 5 if cells <= 15 else 6
        rows = max(1, -(-cells // cols))
        step = CENTRE_STEP if rows <= 4 else 4 * CENTRE_STEP / rows
        x0 = FC[0] - (min(cells, cols) - 1) * CENTRE_STEP / 2
        y0 = FC[1] - (rows - 1) * step / 2
        j = 0
        if view.marker_in_centre:
            self.add_piece(Piece("start", "tile", (CTILE, CTILE), (x0, y0), art=self.START_ART, label="1",
                                 data=Thing("start"), z=3,
                                 tooltip=self.ui("tip_start_tile")))
            j = 1
        seen = {}
        for c in tiles:
            i = seen.get(c, 0)
            seen[c] = i + 1
            r, q = divmod(j, cols)
            self.add_piece(Piece(f"c-{c}-{i}", "tile", (CTILE, CTILE), (x0 + q * CENTRE_STEP, y0 + r * step),
                                 art=self.tile_art(c), data=Tile("c", c), draggable=can_take, z=3 + r,
                                 tooltip=self.ui("tip_centre", colour=COLOUR_TERMS[c])))
            j += 1
        if not view.marker_in_centre and view.phase != D.PHASE_OVER:
            # the start-player tile beside its holder's score
            row = score_row(view.start_player)
            self.add_piece(Piece("start", "tile", (24, 24), (row[0] + 150, row[1] + 19), art=self.START_ART,
                                 label="1", data=Thing("start"), z=3,
                                 tooltip=self.ui("tip_start_holder", who=Seat(view.start_player))))

    def _build_round_track(self, view) -> None:
        for r in range(view.round, D.ROUNDS):
            if view.phase == D.PHASE_OVER:
                break
            c = view.round_tiles[r]
            cx, cy = round_space(r)
            big = r == view.round
            size = 34.0 if big else 28.0
            self.add_piece(Piece(f"r{r}", "tile", (size, size), (cx, cy), art=self.tile_art(c),
                                 data=Tile("r", c, where=r), z=2,
                                 tooltip=self.ui("tip_round", round=r + 1, colour=COLOUR_TERMS[c])))

    def _build_palace(self, view, pal: Palace, mine_to_move: bool) -> None:
        seat = pal.seat
        s = pal.s
        phase = view.phase
        keep = mine_to_move and phase == D.PHASE_KEEP
        can_reset = mine_to_move and phase == D.PHASE_TAKE and RESET in self.legal()
        b = seat * 8
        for i in range(D.POSITIONS):
            sid = view.sid[b + i]
            if pal.mine:
                zr = pal.strip_zone(i)
                self.add_zone(DropZone(f"strip{i + 1}", zr, data=("strip", i), visible=True))
                self.add_zone(DropZone(f"win{i + 1}", pal.window_rect(i), data=("win", i), visible=False))
            if sid >= 0:
                side = view.sside[b + i]
                cx, top = pal.strip_top(i)
                sw, sh = pal.strip_size()
                self.add_piece(Piece(f"st{seat}-{i}-{sid}-{side}", "strip", (sw, sh), (cx, top + sh / 2),
                                     art=self.strip_art(sid, side), data=Thing("strip", seat, i), z=0,
                                     tooltip=self.ui("tip_strip", pos=i + 1)))
                spaces = view.strip_spaces(seat, i)
                fill = view.fill[(b + i) * 5:(b + i) * 5 + 5]
                used = [0] * 5
                jk = 0
                for k, sp in enumerate(spaces):
                    if sp == D.JOKER:
                        c = view.jok[(b + i) * 2 + jk]
                        jk += 1
                        if c < 0:
                            continue
                    else:
                        c = D.COLOUR_INDEX[sp]
                        if used[c] >= fill[c]:
                            continue
                        used[c] += 1
                    t = pal.tile_size()
                    on_glazier = i == view.glazier[seat]
                    self.add_piece(Piece(f"s{seat}-{i}-{k}-{c}", "tile", (t, t), pal.space_centre(i, k),
                                         art=self.tile_art(c), data=Tile("s", c, seat, i, k), z=2,
                                         draggable=keep and on_glazier,
                                         tooltip=self.ui("tip_strip_tile", colour=COLOUR_TERMS[c], pos=i + 1)))
            for slot in (0, 1):
                c = view.win[(b + i) * 2 + slot]
                if c >= 0:
                    t = pal.tile_size()
                    self.add_piece(Piece(f"w{seat}-{i}-{slot}", "tile", (t, t), pal.slot_centre(i, slot),
                                         art=self.tile_art(c), data=Tile("w", c, seat, i, slot), z=2,
                                         tooltip=self.ui("tip_window_tile", colour=COLOUR_TERMS[c], pos=i + 1)))
        gx, gy = pal.glazier_pos(view.glazier[seat])
        gw, gh = 30 * s, 42 * s
        self.add_piece(Piece(f"g{seat}", "figure", (gw, gh), (gx, gy), art=self.glazier_art(seat),
                             data=Thing("glazier", seat), draggable=can_reset, z=5,
                             tooltip=self.ui("tip_glazier", who=Seat(seat))))

    def _build_hand(self, view, my_go: bool) -> None:
        k, c = view.hand_count, view.hand_colour
        if not k or c < 0:
            return
        seat = view.to_move
        if seat == self.viewer:
            x, y, w, h = TRAY
            step = min(40.0, (w - 40) / max(1, k - 1)) if k > 1 else 0
            x0 = x + w / 2 - step * (k - 1) / 2
            for i in range(k):
                self.add_piece(Piece(f"h{seat}-{c}-{i}", "tile", (36.0, 36.0), (x0 + i * step, y + h / 2 + 6),
                                     art=self.tile_art(c), data=Tile("h", c, seat), draggable=my_go, z=6 + i,
                                     tooltip=self.ui("tip_hand", colour=COLOUR_TERMS[c])))
        elif seat in self.palaces:
            pal = self.palaces[seat]
            x, y = pal.hand_spot()
            for i in range(k):
                self.add_piece(Piece(f"h{seat}-{c}-{i}", "tile", (20.0, 20.0), (x + i * 14, y),
                                     art=self.tile_art(c), data=Tile("h", c, seat), z=6 + i))

    # ------------------------------------------------------------- animation bookkeeping
    PREFER = {"h": ("f", "c"), "s": ("h", "s"), "w": ("s",), "c": ("f",), "f": (), "r": ()}

    def origins(self) -> None:
        """New tiles glide from where a vanished tile of the same colour was (or from the bag)."""
        old = self._old
        if not old:
            return
        new_ids = {p.id for p in self.pieces}
        gone: dict[int, list[Piece]] = {}
        for pid, p in old.items():
            if pid not in new_ids and isinstance(p.data, Tile):
                gone.setdefault(p.data.colour, []).append(p)
        for p in self.pieces:
            if p.id in old:
                continue
            d = p.data
            if isinstance(d, Thing) and d.kind == "strip":
                prev = next((q for pid, q in old.items() if pid.startswith(f"st{d.seat}-{d.where}-")
                             and pid not in new_ids), None)
                if prev is not None:
                    p.flip_from, p.flip_t = prev, 0.0
                    self._used.add(prev.id)
                continue
            if not isinstance(d, Tile):
                continue
            cands = gone.get(d.colour, [])
            pick = None
            for loc in self.PREFER.get(d.loc, ()):
                pick = next((q for q in cands if q.data.loc == loc and (loc not in ("s", "h") or q.data.seat == d.seat
                                                                         or d.loc == "h")), None)
                if pick is not None:
                    break
            if pick is None and (d.loc not in ("f", "r") or self.undoing):
                pick = cands[0] if cands else None
            if pick is not None:
                cands.remove(pick)
                self._used.add(pick.id)
                p.origin = pick.id
            elif d.loc == "f":
                p.origin = "bag"

    def _vanished(self) -> None:
        """Tiles that left the table: broken ones fall and shatter, the rest glide into the tower."""
        new_ids = {p.id for p in self.pieces}
        x, y, w, h = TOWER
        mouth = (x + w / 2, y + 6)
        delay = 0.0
        for pid, p in self._old.items():
            if pid in new_ids or pid in self._used:
                continue
            d = p.data
            surf = (lambda q: (lambda ww, hh: self.piece_surface(q, ww, hh)))(p)
            if isinstance(d, Thing) and d.kind == "strip":
                self.ghosts.add(surf, p.size, p.pos, p.pos, 0.7, kind="leave", rise=40)
                continue
            if not isinstance(d, Tile):
                continue
            if self._breaking > 0 and d.loc in ("h", "f", "c"):
                self._breaking -= 1
                rgb = VA.RGB[D.COLOURS[d.colour]]
                end = (mouth[0] + (delay * 60) % 30 - 15, mouth[1])
                self.ghosts.add(surf, p.size, p.pos, end, 0.45 / self.speed() + 0.1, delay=delay, kind="fall",
                                arc=30, on_done=(lambda rgb=rgb: (lambda at: self.shards.burst(at, rgb)))())
                delay += 0.07
            else:
                end = (mouth[0], y + h * 0.5)
                self.ghosts.add(surf, p.size, p.pos, end, 0.5 / self.speed() + 0.15, delay=delay * 0.5)
                delay += 0.03

    # ------------------------------------------------------------- moves
    def _source_tiles(self, piece: Piece) -> list[Piece]:
        """The tiles that travel with ``piece``: every tile of its colour in its factory, the centre or the tray."""
        d = piece.data
        if not isinstance(d, Tile) or d.loc not in ("f", "c", "h"):
            return [piece]
        return [p for p in self.pieces if isinstance(p.data, Tile) and p.data.loc == d.loc
                and p.data.colour == d.colour and p.data.where == d.where and p.data.seat == d.seat]

    def action_for(self, piece: Piece, zone: DropZone) -> Any:
        return VM.drop_action(self.view, self.viewer, piece.data, zone.data)

    def gesture(self, action, piece, zone) -> list:
        return VM.gesture(action, zone.data if zone is not None else None)

    def second_look(self, moves: list) -> tuple[str, str] | None:
        """Tiles broken for nothing, three or more: ask once, naming the points they cost."""
        broken, cost = VM.waste(self.view, self.viewer, moves)
        if broken < VM.ASK_FROM:
            return None
        return self.ui("waste_question", n=broken, points=-cost), self.ui("waste_yes")

    def why_not(self, piece: Piece, zone: DropZone) -> Message:
        """Why ``piece`` cannot go on ``zone`` (where :meth:`action_for` finds no move): the rule."""
        return VM.why_not(self.view, self.viewer, piece.data, zone.data)

    def claim_drop(self, piece: Piece, zone: DropZone, at) -> bool:
        if self.action_for(piece, zone) is not None:
            return False
        # the base table would only say "That can't go on that spot": give the rule
        self.say(self.words(self.why_not(piece, zone), self.viewer), at)
        self.glide_home(piece)
        return True

    def _place_ok(self, take, place) -> bool:
        trial = self.state.clone()
        try:
            trial.apply(take)
        except IllegalAction:
            return False
        return trial.to_move == self.state.to_move and place in set(trial.legal_actions())

    def zone_ok(self, piece: Piece, zone: DropZone, action) -> bool:
        """A take lights a strip only where its tiles can then be placed, and in a lesson only
        where the whole gesture is the one it teaches (worked out once per position: a trial
        copy of the game for each)."""
        key = (len(self.record.actions), piece.id, zone.id, self.viewer,
               self.tutorial.index if self.tutorial is not None else -1)
        ok = self._legal_cache.get(key)
        if ok is None:
            moves = self.gesture(action, piece, zone)
            ok = (len(moves) < 2 or self._place_ok(*moves)) and (
                self.tutorial is None or self.tutorial.allowed_prefix(self.state, moves) == moves)
            self._legal_cache[key] = ok
        return ok

    def _show_effects(self, events) -> None:
        """Popups for what the move just played scored, and a −18 over its scoring row."""
        for e in events:
            who = e.message.get("who")
            pal = self.palaces.get(who.index) if who is not None else None
            if pal is None:
                continue
            if e.kind == "azul_sintra.ev.window_scores":
                x, y, w, h = pal.window_rect(e.message.get("pos") - 1)
                self.popups.add(f"+{e.message.get('gain')}", (x + w / 2, y), theme.GLOW, size=34 if pal.mine else 24,
                                within=pal.rect())
            elif e.kind == "azul_sintra.ev.colour_bonus":
                x, y, w, h = pal.window_rect(self.state.glazier[who.index])
                self.popups.add(self.ui("popup_bonus", n=e.message.get("n")), (x + w / 2, y - 36), (150, 230, 255),
                                delay=0.35, size=20 if pal.mine else 15, within=pal.rect())
            elif e.kind == "azul_sintra.ev.wrap" and e.message.get("lost"):
                row = score_row(who.index)   # rising from the score it comes off
                self.popups.add(f"−{e.message.get('lost')}", (row[0] + 110, row[1] + 19), theme.BAD, size=26,
                                within=(row[0], row[1], SCORE[2] - 16, 38))

    def locate(self, action):
        """(piece id, zone id) that make ``action``: for a take, the strip where most of it fits."""
        me = self.viewer
        v = self.view
        if isinstance(action, TakeTiles):
            c = D.COLOUR_INDEX[action.colour]
            loc = "c" if action.source == CENTRE else "f"
            piece = next((p for p in self.pieces if isinstance(p.data, Tile) and p.data.loc == loc
                          and p.data.colour == c and (loc == "c" or p.data.where == action.source)), None)
            if piece is None:
                return None, None
            k = len(self._source_tiles(piece))
            best = None
            for i in v.reachable(me):
                place = PlaceTiles(i + 1)
                if not self._place_ok(action, place):
                    continue
                fit = v.fits(me, i, c, k)
                score = fit - 2 * (k - fit) - 0.2 * (i - v.glazier[me])
                if best is None or score > best[0]:
                    best = (score, f"strip{i + 1}")
            return piece.id, (best[1] if best else "tower")
        return super().locate(action)

    def buttons(self, view) -> list[tuple[str, Any]]:
        legal = self.legal()
        if not legal:
            return []
        out = []
        ph = view.phase
        me = self.viewer
        if ph == D.PHASE_TAKE and RESET in legal:
            out.append((self.ui("button_reset", pos=view.leftmost_strip(me) + 1), RESET))
        elif ph == D.PHASE_PLACE:
            for a in sorted(legal, key=lambda a: a.position):
                i = a.position - 1
                fit = view.fits(me, i, view.hand_colour, view.hand_count)
                brk = view.hand_count - fit
                out.append((self.ui("button_place", pos=a.position, fit=fit, broken=brk), a))
        elif ph == D.PHASE_KEEP:
            for a in legal:
                out.append((self.ui("button_keep", colour=COLOUR_TERMS[D.COLOUR_INDEX[a.colour]]), a))
        if self.tutorial is not None:   # while a move is taught, only its button shows
            out = [(label, a) for label, a in out if self.tutorial.allows(self.state, a)[0]]
        return out

    # ------------------------------------------------------------- input and life
    def tick(self, dt: float) -> None:
        self.shards.update(dt)
        self.ghosts.update(dt)
        self.popups.update(dt)
        for p in self.pieces:
            t = getattr(p, "flip_t", None)
            if t is not None and t < 1.0:
                p.flip_t = min(1.0, t + dt * 2.4 * self.speed() ** 0.5)
        self._update_group(dt)

    def _update_group(self, dt: float) -> None:
        held = self.drag.piece or self.selected
        if held is None or not isinstance(held.data, Tile) or held.data.loc not in ("f", "c", "h"):
            if self._grouped:
                for p in self._grouped:
                    self.tweens.add(p, "pos", p.home, 0.25 / self.speed())
                    self.tweens.add(p, "lift", 0.0, 0.15)
                self._grouped = []
            return
        mates = [p for p in self._source_tiles(held) if p is not held]
        rest = []
        d = held.data
        if d.loc == "f":
            rest = [p for p in self.pieces if isinstance(p.data, Tile) and p.data.loc == "f"
                    and p.data.where == d.where and p.data.colour != d.colour]
        k = min(1.0, dt * 18)
        for i, p in enumerate(mates):
            tx, ty = held.pos[0] + (i + 1) * 12, held.pos[1] + (i + 1) * 5
            p.pos = (p.pos[0] + (tx - p.pos[0]) * k, p.pos[1] + (ty - p.pos[1]) * k)
            p.lift = held.lift
        k2 = min(1.0, dt * 5)
        for i, p in enumerate(rest):
            tx = FC[0] - 60 + (i % 4) * 40
            ty = FC[1] + 58
            p.pos = (p.pos[0] + (tx - p.pos[0]) * k2, p.pos[1] + (ty - p.pos[1]) * k2)
        self._grouped = mates + rest

    # ------------------------------------------------------------- words
    def prompt(self, view) -> str:
        tm = view.to_move
        if tm is None:
            return self.ui("prompt_over")
        if not self.my_decision():
            return self.ui("prompt_waiting", who=Seat(tm), round=view.round + 1, rounds=D.ROUNDS)
        ph = view.phase
        me = self.viewer
        if ph == D.PHASE_TAKE:
            if not view.reachable(me):
                return self.ui("prompt_unreachable" if RESET in self.legal() else "prompt_no_strips")
            return self.ui("prompt_take_or_reset" if RESET in self.legal() else "prompt_take")
        if ph == D.PHASE_PLACE:
            return self.ui("prompt_place", n=view.hand_count, colour=COLOUR_TERMS[view.hand_colour])
        if ph == D.PHASE_KEEP:
            return self.ui("prompt_keep")
        return super().prompt(view)

    # ------------------------------------------------------------- drawing
    def draw_table(self, surf) -> None:
        self.painter.draw_board(surf)

    def draw_zone(self, surf, z) -> None:
        if z.legal is None and z.highlight <= 0.05 and z.id != self.kbd_zone:
            return
        if z.legal is False and z.data and z.data[0] in ("tower", "bag", "win", "palace"):
            return
        super().draw_zone(surf, z)

    def draw_piece(self, surf, p) -> None:
        t = getattr(p, "flip_t", None)
        if t is not None and t < 1.0:
            x, y, w, h = p.rect()
            sr = self.camera.rect_to_screen((x, y, w, h))
            src = p.flip_from if t < 0.5 else p
            f = abs(1 - 2 * t)
            img = self.piece_surface(src, sr.width, sr.height)
            ww = max(1, int(sr.width * f))
            img = pygame.transform.smoothscale(img, (ww, sr.height))
            surf.blit(img, img.get_rect(center=sr.center))
            return
        super().draw_piece(surf, p)

    def piece_surface(self, p, w, h):
        if p.kind == "tile" and p.label == "1":
            key = ("az-start", w, h)
            cache = self.app.art._scaled
            s = cache.get(key)
            if s is None:
                s = self.app.art.scaled(p.art[0], p.art[1], (w, h)).copy()
                img = theme.text_px("1", max(8, int(h * 0.62)), (40, 40, 50), "bold")
                s.blit(img, img.get_rect(center=(w // 2, h // 2 + 1)))
                cache[key] = s
            return s
        return super().piece_surface(p, w, h)

    def draw_over(self, surf) -> None:
        self.painter.draw_preview(surf)
        self.painter.draw_keep_cue(surf)
        self.shards.draw(surf, self.camera)
        self.painter.draw_tower_front(surf)
        self.ghosts.draw(surf, self.camera)
        self.popups.draw(surf, self.camera)
        self.painter.draw_magnifier(surf)
        self.painter.draw_tooltip(surf)

    # ------------------------------------------------------------- results
    def score_breakdown(self, s) -> list[tuple[str, list]]:
        n = s.num_players
        fin = s.final or [list(s.final_adjustments(p)) for p in range(n)]
        ui = self.ui
        rows = [
            (ui("sum_play"), [s.score[p] - sum(fin[p]) for p in range(n)]),
            (ui("sum_leftover"), [fin[p][0] for p in range(n)]),
            (ui("sum_broken"), [fin[p][1] for p in range(n)]),
            (ui("sum_side_b" if s.side_b else "sum_side_a"), [fin[p][2] for p in range(n)]),
        ]
        best = max(s.score[:n])
        if sum(1 for p in range(n) if s.score[p] == best) > 1:   # the tie-break, only where it decides
            rows.append((ui("sum_lost"), [s.nominal_loss(p) for p in range(n)]))
        return rows


TableScene = SintraTable
