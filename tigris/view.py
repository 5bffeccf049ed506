"""The Tigris & Euphrates table.

Layout (table units, 1440 x 1000; the camera fits it to the window, wheel or
+/- zooms, dragging the felt pans):

* left: the 16 x 11 board (rows A-K, columns 1-16) with rivers, temples,
  treasures (gold-rimmed on the special squares), leaders, monuments,
  catastrophes and, with the options, buildings and the wonder;
* right: one panel per player: dynasty, points per colour (other players'
  points stay hidden unless the game shows scores openly), treasures, tiles
  in hand, catastrophes left and leaders in supply;
* bottom: your screen: your six tiles, your leaders in supply, your
  catastrophes, the bag (drag tiles in to swap them) and the monuments left.

Moves: drag a tile from your screen to a square (legal squares glow: farms
only on rivers); drag a leader from supply or the board to a square, or back
to supply; drag a catastrophe to a square.  Conflicts, monuments, treasures,
buildings and the wonder open a panel on the board whose choices are
clicked; in a conflict you drag supporting tiles from your screen onto the
panel and press Commit.  Every drag also works as click-then-click, and every
choice is a numbered button in the side panel too.  Only ``state.view(seat)``
of the seat at the screen is ever drawn.
"""

from __future__ import annotations

from typing import Any

from engine.game import IllegalAction
from engine.ui import theme
from engine.ui.hand_places import KeptPlaces, moved_away
from engine.ui.kit import DropZone, Piece
from engine.ui.chips import Chip
from engine.ui.table import TableScene as BaseTable

from engine.text import Message, Seat

from . import actions as A
from . import terms as T
from . import view_art as VA
from . import view_moves as VM
from .data import (ACTION, BOARD_TABLES, BUILDING, COMMIT, MONUMENT, SWAP, TREASURE, WAR_COLOR, WONDER,
                   WONDER_COLOR, COLORS, COLS, MONUMENT_COLORS,
                   MONUMENT_NAMES, ROWS, SQUARES, TILE_NAMES, label)
from .view_board import DrawMixin
from .view_layout import (BX, BY, CATA, FACE_DOWN, HAND, LABELLED_H, LEAD, MINI_LEAD, RX, RW, S, SCREEN,
                          SUPPLY_ROW, TILE, H, Ref, Refusal, Stage, W, sq_center, square_at)


#: The prompt of each decision that is the seat at the screen's alone.
_ASK = {WAR_COLOR: "tigris.ui.choose_war", MONUMENT: "tigris.ui.ask_monument", TREASURE: "tigris.ui.ask_treasure",
        BUILDING: "tigris.ui.ask_building", WONDER: "tigris.ui.ask_wonder",
        WONDER_COLOR: "tigris.ui.ask_wonder_colour"}


#: The chips that stay apart from the side panel's numbered moves.
APART = frozenset({"pass", "swap-start"})


class TigrisTable(DrawMixin, BaseTable):
    #: The outcome of a revolt or a war gets a result card.
    RESULT_CARDS = ("tigris.ev.revolt_won", "tigris.ev.war_won")
    MOVE_SOUNDS = {"CommitSupport": "conflict", "ChooseWarColor": "conflict", "TakeTreasure": "coins",
                   "SwapTiles": "bag_draw", "PlaceCatastrophe": "glass_break"}
    TABLE_SIZE = (W, H)
    FELT = (58, 80, 60)
    TUTORIAL_AT = "right"
    OWN_HELP = True   # a piece's name heads the line about its kingdom (tigris/view_board.py)

    def __init__(self, *a, **k):
        self._old_view = None
        self._chips_cache: tuple | None = None
        self.staged = 0                   # support tiles laid on the conflict panel
        self.swap_staged: list[int] = []  # tiles put into the bag before a swap
        self._stage_key = None
        self.hand_places = KeptPlaces(lambda c, j: f"h{c}-{j}")
        self.floaters: list = []          # points and treasures flying to a player
        self.ghosts: list = []            # pieces leaving the board
        self.L: dict[str, tuple[float, float, float, float]] = {}
        super().__init__(*a, **k)

    # ------------------------------------------------------------- helpers
    def _ui(self, key: str, **params) -> str:
        """One of the table's own phrases (``tigris.ui.<key>`` in tigris/words.py), in its words."""
        return self.words(Message(f"tigris.ui.{key}", **params))

    def _commit_label(self, colour: int, n: int) -> str:
        return self._ui("commit_n", tiles=T.tiles(colour, n)) if n else self._ui("commit_none")

    def board_side(self) -> str:
        return self.view.opts.get("board_side", "basic")

    def special(self, s: int) -> bool:
        return BOARD_TABLES[self.board_side()].special[s]

    def seat_order(self) -> list[int]:
        return list(range(self.view.num_players))

    def conflict(self):
        """The conflict waiting for support (tigris.conflicts.Conflict), or None."""
        return VM.conflict(self.view)

    def _reset_stage(self) -> None:
        key = (len(self.record.actions), self.viewer)
        if self._stage_key != key:
            self._stage_key = key
            self.staged = 0
            if self.view.phase != ACTION or not self.my_decision():
                self.swap_staged = []
            else:  # keep only tiles still behind the screen
                left = list(self.view.hands[self.viewer] or (0, 0, 0, 0))
                keep = []
                for c in self.swap_staged:
                    if left[c] > 0:
                        left[c] -= 1
                        keep.append(c)
                self.swap_staged = keep

    def before_rebuild(self, animate: bool, mark_last: bool) -> None:
        self._chips_cache = None

    def after_rebuild(self, animate: bool, mark_last: bool, duration: float) -> None:
        old_view = self._old_view
        # the last move is ringed on the board, not where tiles merely closed up behind your screen
        board = ("boardtile", "boardcat", "leader", "monument", "building", "wonder")
        self.last_ids = {p.id for p in self.pieces if p.id in self.last_ids
                         and isinstance(p.data, Ref) and p.data.zone in board}
        if animate and old_view is not None and mark_last:
            self._effects(old_view, self.view, duration)
        self._old_view = self.view

    # --------------------------------------------------------------- art
    def art_tile(self, c: int):
        if c == FACE_DOWN:
            return (f"tg{VA.ART}-facedown", VA.face_down_tile)
        if c == CATA:
            return (f"tg{VA.ART}-catastrophe", VA.catastrophe)
        col = COLORS[c]
        return (f"tg{VA.ART}-tile-{col}", lambda: VA.civ_tile(col))

    def art_leader(self, seat: int, c: int):
        dyn = self.state.dynasties[seat]
        ring = theme.seat_rgb(self.seats[seat].colour) if seat < len(self.seats) else (200, 200, 200)
        col = COLORS[c]
        return (f"tg{VA.ART}-leader-{col}-{dyn}-{'_'.join(map(str, ring))}", lambda: VA.leader(col, dyn, ring))

    def art_treasure(self, special: bool):
        return (f"tg{VA.ART}-treasure-{int(special)}", lambda: VA.treasure(64, special))

    def art_monument(self, m: int):
        a, b = (COLORS[c] for c in MONUMENT_COLORS[m])
        return (f"tg{VA.ART}-monument-{a}-{b}", lambda: VA.monument(a, b))

    def art_building(self, c: int):
        col = COLORS[c]
        return (f"tg{VA.ART}-building-{col}", lambda: VA.building(col))

    ART_WONDER = (f"tg{VA.ART}-wonder", VA.wonder)

    def warm(self) -> None:
        """Draw (or load) every picture this table can show, so no frame waits for Pillow later."""
        cache = self.app.art
        arts = [self.art_tile(c) for c in range(6)] + [self.art_treasure(b) for b in (False, True)]
        arts += [self.art_leader(seat, c) for seat in range(len(self.seats)) for c in range(4)]
        arts += [self.art_monument(m) for m in range(6)] + [self.art_building(c) for c in range(4)]
        arts += [self.ART_WONDER]
        side = self.state.opts.get("board_side", "basic")
        arts.append((f"tg{VA.ART}-board-{side}", lambda: VA.board(side)))
        for key, make in arts:
            try:
                cache.surface(key, make)
            except Exception:   # only a head start: a picture that fails here fails again where
                pass            # it is drawn, and the safety net reports it there

    # -------------------------------------------------------------- build
    def build(self, view) -> None:
        me = self.viewer
        self.L = {}
        self._reset_stage()
        mine = self.my_decision()
        legal = self.legal()
        # squares
        for s in range(SQUARES):
            x, y = BX + (s % COLS) * S, BY + (s // COLS) * S
            self.add_zone(DropZone(f"sq{s}", (x, y, S, S), label="", data=Ref("square", square=s),
                                   visible=False))
        self._build_board(view)
        self._build_players(view)
        self._build_screen(view, me, mine, legal)
        if self.conflict() and mine:
            self.add_zone(DropZone("commit", self.panel_rect(), visible=False, data=Ref("commitzone")))
        elif self.decision_panel():   # a place a lesson can point at (nothing is dropped there)
            self.add_zone(DropZone("decision", self.panel_rect(), visible=False, data=Ref("panelzone")))

    def _build_board(self, view) -> None:
        tiles = view.tiles
        for s in range(SQUARES):
            t = tiles[s]
            if t < 0:
                continue
            cx, cy = sq_center(s)
            if t == CATA:
                self.add_piece(Piece(f"x{s}", "tile", (TILE, TILE), (cx, cy), art=self.art_tile(CATA),
                                     data=Ref("boardcat", square=s), z=1,
                                     tooltip=self._ui("board_catastrophe_tip", square=label(s))))
            else:
                pid = f"t{s}" if t < FACE_DOWN else f"d{s}"
                tip = (self._ui("board_tile_tip", tile=T.TILE[t], colour=T.COLOR[t], square=label(s)) if t < FACE_DOWN
                       else self._ui("face_down_tip", square=label(s)))
                self.add_piece(Piece(pid, "tile", (TILE, TILE), (cx, cy), art=self.art_tile(t),
                                     data=Ref("boardtile", colour=t, square=s), z=1, tooltip=tip))
        for m, tl in enumerate(view.monuments):
            if tl >= 0:
                x, y = sq_center(tl)
                self.add_piece(Piece(f"m{m}", "token", (S * 1.5, S * 1.5), (x + S / 2, y + S / 2),
                                     art=self.art_monument(m), data=Ref("monument", index=m, square=tl), z=4,
                                     tooltip=self._ui("monument_tip", monument=T.MONUMENT[m])))
        for c, s in enumerate(view.buildings):
            if s >= 0:
                x, y = sq_center(s)
                self.add_piece(Piece(f"b{c}", "token", (S * 0.6, S * 0.6), (x - S * 0.18, y + S * 0.16),
                                     art=self.art_building(c), data=Ref("building", colour=c, square=s), z=5))
        if view.wonder >= 0:
            x, y = sq_center(view.wonder)
            self.add_piece(Piece("wonder", "token", (S * 3, S * 3), (x, y), art=self.ART_WONDER,
                                 data=Ref("wonder", square=view.wonder), z=3))
        for s in range(SQUARES):
            if view.treas[s]:
                x, y = sq_center(s)
                sp = self.special(s)
                size = S * (0.5 if sp else 0.42)   # a special square's treasure: bigger and gold
                self.add_piece(Piece(f"tr{s}", "token", (size, size), (x + S * 0.25, y - S * 0.25),
                                     art=self.art_treasure(sp), data=Ref("treasure", square=s), z=6,
                                     tooltip=self._ui("special_treasure_tip" if sp else "treasure_tip",
                                                      square=label(s))))
        mine = self.my_decision() and view.phase == ACTION
        for i, s in enumerate(view.lpos):
            if s >= 0:
                seat, c = divmod(i, 4)
                cx, cy = sq_center(s)
                self.add_piece(Piece(f"L{seat}-{c}", "figure", (S - 8, S - 8), (cx, cy),
                                     art=self.art_leader(seat, c), data=Ref("leader", seat, c, s), z=7,
                                     draggable=mine and seat == self.viewer,
                                     tooltip=self._ui("leader_tip", who=Seat(seat), leader=T.LEADER[c])))

    def player_rect(self, seat: int) -> tuple[float, float, float, float]:
        n = self.view.num_players
        gap = 10.0
        h = min(166.0, (700.0 - 20 - gap * (n - 1)) / n)
        i = self.seat_order().index(seat)
        return (RX, 20 + i * (h + gap), RW, h)

    def _build_players(self, view) -> None:
        for seat in self.seat_order():
            rect = self.player_rect(seat)
            self.L[f"p{seat}"] = rect
            self.add_zone(DropZone(f"p{seat}", rect, visible=False, data=Ref("panel", seat)))
            if seat == self.viewer:
                continue
            x, y, w, h = rect
            k = 0
            for c in range(4):
                if view.lpos[4 * seat + c] < 0:
                    cx = x + w - 20 - MINI_LEAD / 2 - (3 - c) * (MINI_LEAD + 6)
                    self.add_piece(Piece(f"L{seat}-{c}", "figure", (MINI_LEAD, MINI_LEAD), (cx, y + h - SUPPLY_ROW),
                                         art=self.art_leader(seat, c), data=Ref("supply", seat, c), z=2,
                                         tooltip=self._ui("supply_leader_tip", who=Seat(seat),
                                                          leader=T.LEADER[c])))
                    k += 1

    def _build_screen(self, view, me: int, mine: bool, legal: set) -> None:
        x0, y0, w0, h0 = SCREEN
        self.L["screen"] = SCREEN
        cy = y0 + 96
        ph = view.phase
        # your tiles
        hand = view.hands[me] if view.hands[me] is not None else [0, 0, 0, 0]
        cf = self.conflict()
        sup = cf.support if cf else -1
        staged_left = self.staged if cf and mine else 0
        swap_left = list(self.swap_staged)
        tiles: list[int] = []
        for c in range(4):
            tiles += [c] * hand[c]
        self.L["hand"] = (x0 + 10, y0 + 34, 6 * (HAND + 8) + 12, HAND + 30)
        self.add_zone(DropZone("hand", self.L["hand"], visible=False, data=Ref("handzone", me)))
        # the tiles keep their places through the turn (a second drag finds the next tile where
        # it was); staged tiles are drawn on the conflict panel or in the bag under their ids
        for c in [sup] * staged_left + swap_left:
            if c in tiles:
                tiles.remove(c)
        placed = self.hand_places.arrange((self.viewer, view.active), tiles, moved_away(self.old_pieces))
        self.staged_ids = self.hand_places.gaps_of(sup)[:staged_left] if staged_left > 0 else []
        self.bagged_ids = []
        for c in self.swap_staged:
            self.bagged_ids += [pid for pid in self.hand_places.gaps_of(c)
                                if pid not in self.bagged_ids and pid not in self.staged_ids][:1]
        can_drag = mine and ph in (ACTION, SWAP, COMMIT)
        for slot, c, pid in placed:
            px_ = x0 + 30 + HAND / 2 + slot * (HAND + 8)
            # (in a conflict every tile can be picked up: one of another colour is refused with the reason)
            self.add_piece(Piece(pid, "tile", (HAND, HAND), (px_, cy), art=self.art_tile(c),
                                 data=Ref("hand", me, c), z=10, draggable=can_drag,
                                 tooltip=self._ui("hand_tile_tip", tile=T.TILE[c], colour=T.COLOR[c])))
        # your leaders in supply
        lx = x0 + 600
        self.L["supply"] = (lx - 12, y0 + 34, 4 * (LEAD + 12) + 14, LABELLED_H)
        self.add_zone(DropZone("supply", self.L["supply"], visible=False, data=Ref("supplyzone", me)))
        for c in range(4):
            if view.lpos[4 * me + c] < 0:
                self.add_piece(Piece(f"L{me}-{c}", "figure", (LEAD, LEAD), (lx + LEAD / 2 + c * (LEAD + 12), cy),
                                     art=self.art_leader(me, c), data=Ref("supply", me, c), z=10,
                                     draggable=mine and ph == ACTION,
                                     tooltip=self._ui("leader_tip", who=Seat(me), leader=T.LEADER[c])))
        # catastrophes
        kx = x0 + 960
        self.L["cats"] = (kx - 12, y0 + 34, 2 * (HAND + 8) + 16, LABELLED_H)
        self._section("cats")
        for i in range(view.cats[me]):
            self.add_piece(Piece(f"cat{me}-{i}", "tile", (HAND - 8, HAND - 8), (kx + HAND / 2 + i * (HAND + 4), cy),
                                 art=self.art_tile(CATA), data=Ref("cat", me, index=i), z=10,
                                 draggable=mine and ph == ACTION, tooltip=self._ui("catastrophe_tip")))
        # the bag
        bx = x0 + 1150
        self.L["bag"] = (bx, y0 + 34, 110, LABELLED_H)
        self.add_zone(DropZone("bag", self._with_heading(self.L["bag"]), visible=False, data=Ref("bagzone")))
        for i, pid in enumerate(self.bagged_ids):
            c = int(pid[1])
            # under the bag's count, above the swap's buttons ("Swap 2 tiles" says how many)
            self.add_piece(Piece(pid, "tile", (40, 40), (bx + 28 + (i % 3) * 27, y0 + 178 + (i // 3) * 22),
                                 art=self.art_tile(c), data=Ref("bagged", me, c), z=12, draggable=mine,
                                 tooltip=self._ui("bagged_tip")))
        # monuments (and buildings) left
        mx = x0 + 1280
        self.L["monuments"] = (mx, y0 + 34, 112, 210)
        self._section("monuments")
        for m in range(6):
            if view.monuments[m] < 0:
                r, c = divmod(m, 2)
                self.add_piece(Piece(f"m{m}", "token", (48, 48), (mx + 30 + c * 54, y0 + 74 + r * 54),
                                     art=self.art_monument(m), data=Ref("monsupply", index=m), z=3,
                                     draggable=mine and ph == MONUMENT,
                                     tooltip=self._ui("monument_tip", monument=T.MONUMENT[m])))
        if view.opts.get("civilization_buildings"):
            for c in range(4):
                if view.buildings[c] < 0:
                    self.add_piece(Piece(f"b{c}", "token", (40, 40), (x0 + 1016 + c * 44, y0 + 226),
                                         art=self.art_building(c), data=Ref("bsupply", colour=c), z=3,
                                         draggable=mine and ph == BUILDING,
                                         tooltip=self._ui("building_tip", colour=T.COLOR[c])))
        if view.opts.get("wonder") and view.wonder < 0:
            self.add_piece(Piece("wonder", "token", (46, 46), (x0 + 968, y0 + 226), art=self.ART_WONDER,
                                 data=Ref("wsupply"), z=3, tooltip=self._ui("wonder_tip")))

    @staticmethod
    def _with_heading(rect):
        """A section of your screen with its heading above it (a lesson that points at it keeps both clear)."""
        x, y, w, h = rect
        return (x, SCREEN[1] + 4, w, h + y - SCREEN[1] - 4)

    def _section(self, key: str) -> None:
        """A section of your screen as a place a lesson can point at (nothing is dropped there)."""
        self.add_zone(DropZone(key, self._with_heading(self.L[key]), visible=False, data=Ref("section")))

    def origins(self) -> None:
        """New pieces glide from where they came from: a hand tile, a supply, a player's panel."""
        old = self.old_pieces
        if not old:
            return
        new_ids = {p.id for p in self.pieces}
        gone_hand: dict[int, list[str]] = {}
        gone_cat: list[str] = []
        for pid, p in old.items():
            if pid in new_ids or not isinstance(p.data, Ref):
                continue
            if p.data.zone in ("hand", "bagged"):
                gone_hand.setdefault(p.data.colour, []).append(pid)
            elif p.data.zone == "cat":
                gone_cat.append(pid)
        active = self.view.active
        for p in self.pieces:
            if p.id in old or not isinstance(p.data, Ref):
                continue
            z = p.data.zone
            if z == "boardtile" and p.id.startswith("t"):
                lst = gone_hand.get(p.data.colour)
                if lst:
                    p.origin = lst.pop(0)
                elif active != self.viewer:
                    p.origin = f"p{active}"
            elif z == "boardcat":
                p.origin = gone_cat.pop(0) if gone_cat else (f"p{active}" if active != self.viewer else None)
            elif z == "hand":
                p.origin = "bag"

    # ------------------------------------------------------------- moves
    def action_for(self, piece: Piece, zone: DropZone) -> Any:
        ref = piece.data
        if not isinstance(ref, Ref):
            return None
        panel = self.zones.get("commit")
        on_panel = panel is not None and panel.contains(zone.center)
        return VM.drop_action(self.view, self.viewer, ref, zone.id, on_panel, self.legal())

    def own_zone(self, piece: Piece, zone: DropZone) -> bool:
        """The conflict panel and the bag light for a tile that can be staged there."""
        if zone.id not in ("commit", "bag", "hand"):
            return False
        a = self.action_for(piece, zone)
        return isinstance(a, Stage) and self._stage_ok(a)

    def _stage_ok(self, st: Stage) -> bool:
        v = self.view
        if st.what == "commit":
            cf = self.conflict()
            if not cf:
                return False
            have = v.hands[self.viewer][cf.support]
            return self.staged < have
        if st.what == "swap":
            return v.phase == ACTION and A.SwapTiles() in self.legal() and self.tutorial_allows_swap(st.colour)
        return st.what == "unswap"

    def _why_not(self, st: Stage) -> str:
        """Why a tile cannot go onto the conflict panel or into the bag now."""
        tm = self.state.to_move
        if tm is None:
            return self._ui("over")
        if not self.can_act():
            return self._ui("not_your_turn", who=Seat(tm))
        if st.what == "commit":
            cf = self.conflict()
            if not cf:
                return self._ui("no_conflict")
            return self._ui("no_more_support", tiles=T.TILES[cf.support])
        return self.refusal_text(A.SwapTiles())

    def refusal_text(self, action) -> str:
        """The rules' reason why ``action`` is not legal now, in this table's words."""
        return self.refusal(IllegalAction(self.state.explain_illegal(action)))

    def tutorial_allows_swap(self, colour: int | None = None) -> bool:
        """Whether the lesson lets you start a swap (and put a tile of ``colour`` into the bag with
        those already there: the lesson names the tiles to swap)."""
        if self.tutorial is None:
            return True
        if not self.tutorial.allows(self.state, A.SwapTiles())[0]:
            return False
        if colour is None:
            return True
        moves = [A.SwapTiles()] + [A.DiscardTile(TILE_NAMES[c]) for c in sorted(self.swap_staged + [colour])]
        return self.tutorial.allowed_prefix(self.state, moves) == moves

    def claim_action(self, action, piece, zone, at) -> bool | None:
        """Staging tiles (for a conflict, for a swap) is the table's own; refusals in the game's
        words; a note that waits for Next holds every move."""
        if self.tutorial is not None and self.tutorial.wants_next() and self.can_act():
            self.say(self._ui("read_note"), at, gentle=True)
            self.glide_home(piece)
            return False
        if isinstance(action, Stage):
            if not self.can_act() or not self._stage_ok(action):
                if action.what == "swap" and self.can_act() and not self.tutorial_allows_swap(action.colour):
                    self.say(self.tutorial.current().hint or self.tutorial.allows(self.state, A.SwapTiles())[1],
                             at, gentle=True)
                else:
                    self.say(self._why_not(action), at)
                self.glide_home(piece)
                return False
            if action.what == "commit":
                self.staged += 1
            elif action.what == "swap":
                self.swap_staged.append(action.colour)
            elif action.what == "unswap" and action.colour in self.swap_staged:
                self.swap_staged.remove(action.colour)
            key = self._stage_key
            self.rebuild(duration=0.2)
            self._stage_key = key
            return True
        if isinstance(action, Refusal):
            self.say(self._ui(action.key, **dict(action.params)), at)
            self.glide_home(piece)
            return False
        if isinstance(action, A.DiscardTile) and action not in self.legal() and self.my_decision():
            self.say(self._ui("swap_order"), at)
            self.glide_home(piece)
            return False
        return None

    def gesture_played(self, action) -> None:
        if isinstance(action, A.SwapTiles):
            self.swap_staged = []   # they went into the bag with the swap (see gesture)

    def gesture(self, action, piece, zone) -> list:
        """Pressing Swap with tiles waiting in the bag plays the whole swap: start it, put them
        in (in table order, as the rules ask), draw as many."""
        if isinstance(action, A.SwapTiles) and self.swap_staged:
            return VM.swap_moves(action, self.swap_staged)
        return [action]

    def do_swap(self) -> None:
        """The staged tiles go into the bag: start a swap, discard them, draw (one gesture)."""
        if self.swap_staged:
            self.try_action(A.SwapTiles(), at=self.app.mouse)

    def unstage_all(self) -> None:
        self.swap_staged = []
        self.staged = 0
        key = self._stage_key
        self.rebuild(duration=0.25)
        self._stage_key = key

    def unstage_one(self) -> None:
        if self.staged > 0:
            self.staged -= 1
            key = self._stage_key
            self.rebuild(duration=0.25)
            self._stage_key = key

    # ------------------------------------------------------------- chips
    def chips(self) -> list[Chip]:
        # a lesson's step decides which buttons are offered (see offered), so it is part of the key
        key = (len(self.record.actions), self.viewer, self.my_decision(), self.staged,
               tuple(self.swap_staged), self.pending_confirm is not None, self.view,
               self.tutorial.index if self.tutorial is not None else None)
        if self._chips_cache is not None and self._chips_cache[0] == key:
            return self._chips_cache[1]
        out = self._make_chips()
        self._chips_cache = (key, out)
        return out

    @staticmethod
    def _swap_chip_rect(second: bool = False) -> tuple[float, float, float, float]:
        """The swap's buttons: at the foot of your screen, right of the rules reminder."""
        sx, sy, sw, sh = SCREEN
        x = sx + sw - 250
        return (x - 170, sy + sh - 44, 160, 36) if second else (x, sy + sh - 44, 240, 36)

    def panel_rect(self) -> tuple[float, float, float, float]:
        """Where the decision panel sits on the board: away from the squares it is about."""
        v = self.view
        focus = []
        cf = self.conflict()
        if cf:
            focus = [cf.attacker_at, cf.defender_at]
        elif v.unifying_at >= 0:
            focus = [v.unifying_at]
        elif v.phase in (MONUMENT, BUILDING, WONDER, TREASURE):
            focus = [s for s in self._choice_squares()]
        rows = [s // COLS for s in focus if s >= 0]
        w, h = 780.0, 306.0
        if v.phase == MONUMENT:
            n = sum(1 for a in self.state.legal_actions() if isinstance(a, A.BuildMonument) and self.offered(a))
            h = 112 + ((n + 1) // 2 if n > 3 else n) * 44 + 62
        elif v.phase in (WAR_COLOR, WONDER_COLOR):
            h = 200.0
        elif v.phase in (BUILDING, WONDER):
            h = 180.0
        x = BX + (COLS * S - w) / 2
        top, bottom = BY + 2, BY + ROWS * S - h - 2

        def clear(y) -> bool:   # the panel at y covers none of the squares it is about
            return all(not (y < BY + (r + 1) * S and BY + r * S < y + h) for r in rows)

        if clear(top) or not clear(bottom) and rows and sum(rows) / len(rows) >= ROWS / 2:
            return (x, top, w, h)
        return (x, bottom, w, h)

    def _choice_squares(self) -> list[int]:
        out = []
        for a in self.state.legal_actions() if self.state.to_move is not None else []:
            if hasattr(a, "row"):
                out.append(a.row * COLS + a.col)
        return out

    def decision_panel(self) -> bool:
        ph = self.view.phase
        return ph in (COMMIT, WAR_COLOR, MONUMENT, WONDER_COLOR) or (
            ph in (BUILDING, WONDER) and self.my_decision())

    def _make_chips(self) -> list[Chip]:
        out = self._all_chips()
        return [c for c in out if c.action is None or self.offered(c.action)]

    def offered(self, action) -> bool:
        """Whether the table shows a button for ``action``: a lesson shows only the moves it asks
        for, except that a monument may always be refused ("Don't build" stays in sight; pressing
        it says why not now)."""
        tut = self.tutorial
        if tut is None or tut.current() is None or tut.current().until is not None:
            return True
        return action == A.Decline("monument") or tut.allows(self.state, action)[0]

    def _all_chips(self) -> list[Chip]:
        out: list[Chip] = []
        legal = self.legal()
        if not legal or self.pending_confirm is not None or "bag" not in self.L:
            return out
        v = self.view
        ph = v.phase
        x, y, w, h = self.panel_rect()
        bottom = y + h - 54
        if ph == ACTION:
            if self.swap_staged:
                n = len(self.swap_staged)
                out.append(Chip(self._swap_chip_rect(), self._ui("swap_n", n=n), call=self.do_swap, name="swap"))
                out.append(Chip(self._swap_chip_rect(second=True), self._ui("keep_them"), call=self.unstage_all,
                                primary=False, name="unswap"))
            elif A.SwapTiles() in legal:
                out.append(Chip(self._swap_chip_rect(), self._ui("swap_one_by_one"), A.SwapTiles(),
                                primary=False, name="swap-start"))
            if A.Pass() in legal:
                sx, sy, sw, sh = SCREEN
                out.append(Chip((sx + 10, sy + sh - 46, 230, 38), self._ui("pass"), A.Pass(),
                                primary=False, name="pass"))
        elif ph == SWAP:
            if A.EndSwap() in legal:
                out.append(Chip(self._swap_chip_rect(), self._ui("draw_new", n=v.swap_n), A.EndSwap(),
                                name="end-swap"))
        elif ph == COMMIT:
            cf = self.conflict()
            sup = cf.support
            n = self.staged
            a = A.CommitSupport(n)
            out.append(Chip((x + w / 2 - 170, bottom, 340, 42), self._commit_label(sup, n), a, name="commit"))
            if n:
                out.append(Chip((x + w / 2 + 184, bottom + 4, 180, 34), self._ui("take_back"), call=self.unstage_one,
                                primary=False, name="unstage"))
        elif ph == WAR_COLOR:
            # only the war choices: the table may be showing a past position (the recap) while
            # the moves on offer are the present one's
            opts = sorted((a for a in legal if isinstance(a, A.ChooseWarColor)),
                          key=lambda a: COLORS.index(a.color))
            cw = (w - 40 - 10 * (len(opts) - 1)) / max(1, len(opts))
            for i, a in enumerate(opts):
                c = COLORS.index(a.color)
                out.append(Chip((x + 20 + i * (cw + 10), bottom, cw, 42),
                                self._ui("war_first", colour=T.COLOR[c], leaders=T.LEADERS[c]), a,
                                name=f"war-{a.color}"))
        elif ph == WONDER_COLOR:
            for i, c in enumerate(COLORS):
                a = A.ChooseWonderPointColor(c)
                if a in legal:
                    out.append(Chip((x + 20 + i * 187, bottom, 177, 42), self.words(T.points(i, 1)), a,
                                    name=f"wvp-{c}"))
        elif ph == MONUMENT:
            opts = [a for a in legal if isinstance(a, A.BuildMonument) and self.offered(a)]
            many = len({(a.row, a.col) for a in opts}) > 1
            cols = 2 if len(opts) > 3 else 1
            cw = (w - 40 - 10 * (cols - 1)) / cols
            for i, a in enumerate(opts):
                r_, c_ = divmod(i, cols)
                m = MONUMENT_NAMES.index(a.monument)
                lab = (self._ui("build_monument_on", monument=T.MONUMENT[m], square=label(a.row * COLS + a.col))
                       if many else self._ui("build_monument", monument=T.MONUMENT[m]))
                out.append(Chip((x + 20 + c_ * (cw + 10), y + 112 + r_ * 44, cw, 38), lab, a, name=f"mon-{i}"))
            out.append(Chip((x + w / 2 - 120, bottom + 4, 240, 38), self._ui("dont_build"), A.Decline("monument"),
                            primary=False, name="decline"))
        elif ph in (BUILDING, WONDER, TREASURE):
            for a in sorted(legal, key=lambda a: (getattr(a, "row", 99), getattr(a, "col", 99))):
                if not hasattr(a, "row"):
                    continue
                s = a.row * COLS + a.col
                cx, cy = sq_center(s)
                word = self._ui({TREASURE: "take", BUILDING: "build", WONDER: "wonder"}[ph])
                out.append(Chip((cx - S / 2 - 6, cy + S / 2 - 38, S + 12, 38), word, a, name=f"sq-{s}"))
            what = {BUILDING: "building", WONDER: "wonder"}.get(ph)
            if what:
                out.append(Chip((x + w / 2 - 120, bottom + 4, 240, 38), self._ui("no_thing", what=T.THING[what]),
                                A.Decline(what), primary=False, name="decline"))
        return out

    def buttons(self, view) -> list[tuple[str, Any]]:
        out = self._all_buttons(view)
        tut = self.tutorial
        if tut is not None and tut.current() is not None and tut.current().until is None:
            out = [(lbl, a) for lbl, a in out if tut.allows(self.state, a)[0]]
        return out

    def _all_buttons(self, view) -> list[tuple[str, Any]]:
        out = []
        ph = view.phase
        legal = self.legal()
        if ph == COMMIT:
            cf = self.conflict()
            for a in sorted((a for a in legal if isinstance(a, A.CommitSupport)), key=lambda a: a.count):
                out.append((self._commit_label(cf.support, a.count), a))
            return out
        for c in self.chips():
            # Pass and "Swap one by one" sit apart on the board, unnumbered: never listed first
            # among the side panel's moves as if they were the ones to make
            if c.action is not None and c.name not in APART:
                out.append((c.label if not c.name.startswith("sq-")
                            else self._ui("on_square", label=c.label, square=label(int(c.name[3:]))), c.action))
        if ph == ACTION and self.swap_staged:
            out.insert(0, (self._ui("swap_n", n=len(self.swap_staged)), A.SwapTiles()))
        return out

    # ------------------------------------------------------------- words
    def prompt(self, view) -> str:
        tm = view.to_move
        if tm is None:
            return self.words(Message("tigris.ui.over"))
        ph = view.phase
        cf = self.conflict()
        if not self.my_decision():
            who = Seat(tm)
            if cf:
                return self.words(Message("tigris.ui.wait_commit", who=who, tiles=T.TILES[cf.support]))
            if ph == WAR_COLOR:
                return self.words(Message("tigris.ui.wait_war", who=who))
            return self.words(Message("tigris.ui.wait_turn", who=who, n=view.actions_left))
        n = view.actions_left
        if ph == ACTION:
            return self.words(Message("tigris.ui.your_actions", n=n))
        if ph == SWAP:
            return self.words(Message("tigris.ui.swapping", n=view.swap_n))
        if cf:
            key = "tigris.ui.you_attack" if tm == cf.attacker else "tigris.ui.you_defend"
            return self.words(Message(key, tiles=T.TILES[cf.support]))
        key = _ASK.get(ph)
        return self.words(Message(key)) if key else super().prompt(view)

    def tick(self, dt: float) -> None:
        # a decision panel is drawn over the whole board: while one is open the board is not zoomed
        if self.camera.zoom != 1.0 and self.view is not None and self.decision_panel():
            self.camera.reset()

    def draw_piece(self, surf, p) -> None:
        """A tile or leader held over the board shrinks to the size of a square."""
        if p is self.drag.piece and p.size[0] > S and square_at(p.pos) >= 0:
            size = p.size
            p.size = (S - 6, S - 6)
            try:
                super().draw_piece(surf, p)
            finally:
                p.size = size
            return
        super().draw_piece(surf, p)

    # ------------------------------------------------------------- results
    def score_breakdown(self, state) -> list[tuple[str, list]]:
        """Tigris & Euphrates' rows on the results screen."""
        n = state.num_players
        rows = [(self.words(Message("tigris.ui.colour_points", colour=T.COLOR[c], tiles=T.TILES[c])),
                 [state.vp[p][c] for p in range(n)]) for c in range(4)]
        rows.append((self.words(Message("tigris.ui.treasures_row")), [state.treas_n[p] for p in range(n)]))
        vecs = [state.final_vector(p) for p in range(n)]
        rows.append((self.words(Message("tigris.ui.weakest_first_row")), [" · ".join(map(str, v)) for v in vecs]))
        return rows


TableScene = TigrisTable
