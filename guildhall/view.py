"""The Guildhall table.

Where things sit: ``guildhall/view_layout.py``; the pictures: ``guildhall/view_art.py``; the
words: ``guildhall/words.py``.

Moves: drag a hand card to the action area to play it; its level choices then
appear on the card.  Drag hand cards to the discard pile to discard (in the
middle of a turn this starts "discard and draw"), then press Draw.  Drag a
completed chapter onto a market card to buy it; its ability is offered right
there.  Cards an ability asks for are clicked (or dragged) wherever they lie.
Every drag also works as click-then-click, and every choice is also a numbered
button in the side panel.  Only ``state.view(seat)`` of the seat at the
screen is ever drawn.
"""

from __future__ import annotations

from typing import Any

import pygame

from engine.game import IllegalAction
from engine.text import Message, Reader, Seat, render
from engine.ui import theme
from engine.ui.chips import Chip, draw_chips
from engine.ui.hand_places import KeptPlaces, moved_away
from engine.ui.kit import DropZone, Piece
from engine.ui.picking import ClickToPick
from engine.ui.table import TableScene as BaseTable

from . import data as D
from . import rules as R
from . import view_art as VA
from . import view_layout as L
from . import view_moves as VM
from . import words as GW
from .actions import BuyVP, ChooseOpponent, ChooseTier, DiscardAndDraw, Done, EndTurn, UseAbility
from .view_board import BoardMixin
from .view_layout import Ref


class GuildhallTable(ClickToPick, BoardMixin, BaseTable):
    MOVE_SOUNDS = {"BuyVP": "coins", "DiscardAndDraw": "card_pick"}
    #: The ability chips that fit, readable, in the action area.
    TIER_ROWS = 4
    #: A completed chapter and a VP card bought get a result card.
    RESULT_CARDS = ("guildhall.ev.complete_seen", "guildhall.ev.complete", "guildhall.ev.bought")
    # a swap's and a laid chapter's cards are clicked one by one; their event tells the whole
    QUIET_MOVES = frozenset({"guildhall.give", "guildhall.take", "guildhall.give_chapter",
                             "guildhall.take_chapter", "guildhall.lay_on_top", "guildhall.lay_under",
                             "guildhall.lay_rest", "guildhall.lay_all", "guildhall.buy",
                             "guildhall.assassin_pick", "guildhall.historian_pick", "guildhall.weaver_return"})
    TABLE_SIZE = (L.W, L.H)
    FELT = (46, 74, 58)
    TUTORIAL_AT = "top"

    def __init__(self, *a, **k):
        self.browsing = False
        #: How many cards the Dancer chip offers to draw (None: as many as the level allows).
        self.dancer_draws: int | None = None
        #: (screen rect, name) of the column headers drawn as an emblem: the name shows on hover.
        self._header_tips: list[tuple[pygame.Rect, str]] = []
        self._chips_cache: tuple | None = None
        self.L: dict[str, tuple[float, float, float, float]] = {}
        self.hand_places = KeptPlaces(lambda k, j: f"h{self.viewer}-{k}-{j}")
        super().__init__(*a, **k)

    # ------------------------------------------------------------- helpers
    @property
    def sv(self) -> bool:
        return bool(getattr(self.state, "seed_values", False))

    def phase(self) -> str:
        return VM.phase(self.view)

    def before_rebuild(self, animate: bool, mark_last: bool) -> None:
        self._chips_cache = None

    # --------------------------------------------------------------- art
    def _art_card(self, kind: int):
        return (f"gh{VA.ART}-card-{kind}", lambda: VA.profession_card(kind))

    def _art_vp(self, v: int):
        return (f"gh{VA.ART}-vp-{v}", lambda: VA.vp_card(v))

    BACK = (f"gh{VA.ART}-back", VA.profession_back)
    VP_BACK = (f"gh{VA.ART}-vp-back", VA.vp_back)

    def _art_done(self, prof: int | None):
        return (f"gh{VA.ART}-done-{prof}", lambda: VA.chapter_back(prof=prof))

    def _card_piece(self, pid: str, ref: Ref, size, home, **kw) -> Piece:
        k = ref.kind
        return Piece(pid, "card", size, home, art=self._art_card(k), data=ref,
                     symbol=VA.COLOUR_SYMBOL[D.COLOURS[D.KIND_COLOUR[k]]],
                     tooltip=self.words(GW.card_tooltip(k, self.sv)), **kw)

    # -------------------------------------------------------------- build
    def build(self, view) -> None:
        me = self.viewer
        self.L = {}
        ph = self.phase()
        if ph != R.TIER:
            self.dancer_draws = None        # a new Dancer offers its most again
        self.browsing = self.browsing or (ph == R.HISTORIAN_PICK and view.active == me
                                          and self.is_human(me))
        if ph != R.HISTORIAN_PICK and getattr(self, "_forced_browse", False):
            self.browsing = False
        self._forced_browse = ph == R.HISTORIAN_PICK and view.active == me
        my_go = bool(self.legal())
        if not self.browsing:
            others = self.others()
            for o, rect in zip(others, L.opponents(len(others))):
                self._build_opponent(view, o, rect)
            self._build_market(view)
            self._build_piles(view)
        else:
            self._build_browse(view)
        self._build_area(view)
        self._build_guild(view, me)
        self._build_done(view, me)
        self._build_vp(view, me)
        self._build_hand(view, me, my_go)

    def _build_opponent(self, view, o: int, rect) -> None:
        self.L[f"opp{o}"] = rect
        self.add_zone(DropZone(f"opp{o}", rect, label="", data=Ref("opp", o), visible=False))
        mask = view.guild[o]
        for prof in range(6):
            for c in range(5):
                kind = prof * 5 + c
                if (mask >> kind) & 1:
                    ref = Ref("guild", o, kind, prof)
                    self.add_piece(self._card_piece(f"g{o}-{kind}", ref, L.MINI, L.opponent_card(rect, prof, c),
                                                    z=c))

    def _build_market(self, view) -> None:
        self.L["market"] = L.MARKET
        seen: dict[int, int] = {}
        for i, v in enumerate(view.center):
            n = seen.get(v, 0)
            seen[v] = n + 1
            cx, cy = L.market_card(i)
            zr = (cx - L.VP[0] / 2 - 3, cy - L.VP[1] / 2 - 3, L.VP[0] + 6, L.VP[1] + 6)
            self.add_zone(DropZone(f"vp{i}", zr, data=Ref("market", vp=v, slot=i), visible=False))
            self.add_piece(Piece(f"m-{v}-{n}", "card", L.VP, (cx, cy), art=self._art_vp(v),
                                 data=Ref("market", vp=v, slot=i), tooltip=self.words(GW.vp_tooltip(v)), z=1))
        self.L["vpdeck"] = L.VP_DECK
        if view.vp_deck:
            self.add_piece(Piece("vpdeck", "card", L.VP_DECK_CARD, L.vp_deck_card(), art=self.VP_BACK,
                                 face_up=False, data=Ref("vpdeck")))

    def _build_piles(self, view) -> None:
        dc = L.DECK_CENTRE
        self.L["deck"] = L.DECK
        self.add_zone(DropZone("deck", L.DECK, visible=False, data=Ref("deck")))
        for i in range(min(3, (len(view.deck) + 19) // 20)):
            self.add_piece(Piece(f"deck-{i}", "card", L.CARD, (dc[0] - i * 3, dc[1] - i * 3),
                                 art=self.BACK, face_up=False, z=i, data=Ref("deck")))
        pc = L.DISCARD_CENTRE
        self.L["discard"] = L.DISCARD
        self.add_zone(DropZone("discard", L.DISCARD, label="", data=Ref("discard")))
        pile = view.discard
        if len(pile) > 1:
            self.add_piece(Piece("d-under", "card", L.CARD, (pc[0] - 3, pc[1] - 3), art=self.BACK,
                                 face_up=False, z=0, data=Ref("pile")))
        if pile and pile[-1] is not None:
            k = pile[-1]
            self.add_piece(self._card_piece(f"d-{len(pile) - 1}", Ref("discard", kind=k, prof=D.KIND_PROF[k]),
                                            L.CARD, pc, z=2))

    def _build_browse(self, view) -> None:
        """The discard pile spread out: by kind, with a count; hidden cards as one back."""
        x, y, w, h = rect = L.BROWSE_AREA
        self.L["browse"] = rect
        kinds: dict[int, int] = {}
        hidden = 0
        for k in view.discard:
            if k is None:
                hidden += 1
            else:
                kinds[k] = kinds.get(k, 0) + 1
        self.browse_counts = kinds
        self.browse_hidden = hidden
        items = sorted(kinds)
        for i, k in enumerate(items):
            self.add_piece(self._card_piece(f"b-{k}", Ref("browse", kind=k, prof=D.KIND_PROF[k]), L.BROWSE,
                                            L.browse_cell(i), z=40))
        if hidden:
            self.add_piece(Piece("b-hidden", "card", L.BROWSE, L.browse_cell(len(items)), art=self.BACK,
                                 face_up=False, z=40, data=Ref("browse")))
        # the deck and pile still take drops while browsing (the pile is drawn as the overlay)
        self.L["discard"] = rect
        self.add_zone(DropZone("discard", (x + 4, y + 4, w - 8, h - 8), visible=False, data=Ref("discard")))

    def _build_area(self, view) -> None:
        self.L["area"] = L.AREA
        self.add_zone(DropZone("area", L.AREA, label="", data=Ref("areazone")))
        if view.laying:
            self._build_laying(view)
            return
        for i, (k, pos) in enumerate(zip(view.area, L.area_cards(len(view.area)))):
            self.add_piece(self._card_piece(f"a-{k}", Ref("area", view.active, k, D.KIND_PROF[k]), L.AREA_CARD,
                                            pos, z=i))

    def _build_laying(self, view) -> None:
        """A completed chapter on its way to the discard pile, shown where the played cards
        lie: the cards already ordered first (dimmed, top card leftmost), then the ones
        left to choose from."""
        cards = [(k, True) for k in view.laid] + [(k, False) for k in view.laying]
        for i, ((k, placed), pos) in enumerate(zip(cards, L.laying_cards(len(cards)))):
            ref = Ref("laid" if placed else "laying", view.layer, k, D.KIND_PROF[k])
            p = self._card_piece(f"l-{k}", ref, L.BROWSE, pos, z=20 + i)
            if placed:
                p.alpha = 120.0
                p.tooltip = self.words(Message("guildhall.ui.laid_nth", nth=GW.ORDINAL[i]))
            self.add_piece(p)

    def _build_guild(self, view, seat: int) -> None:
        self.L["guild"] = L.GUILD
        self.add_zone(DropZone("guild", L.GUILD, label="", data=Ref("guildzone", seat)))
        mask = view.guild[seat]
        for prof in range(6):
            for c in range(5):
                kind = prof * 5 + c
                if (mask >> kind) & 1:
                    ref = Ref("guild", seat, kind, prof)
                    self.add_piece(self._card_piece(f"g{seat}-{kind}", ref, L.CARD, L.guild_card(prof, c), z=c))

    def _build_done(self, view, seat: int) -> None:
        self.L["done"] = L.DONE
        done = view.completed[seat]
        for i, prof in enumerate(done):
            pid = f"c{seat}-{prof}-{sum(1 for q in done[:i] if q == prof)}"
            tip = self.words(Message("guildhall.ui.done_tooltip", profession=GW.PROFESSION[prof])) \
                if prof is not None else ""
            self.add_piece(Piece(pid, "card", L.DONE_CARD, L.done_card(i, len(done)), art=self._art_done(prof),
                                 face_up=False, data=Ref("done", seat, prof=prof if prof is not None else -1),
                                 label="", tooltip=tip, z=i))

    def _build_vp(self, view, seat: int) -> None:
        self.L["vp"] = L.VP_CARDS
        self.add_zone(DropZone("vparea", L.VP_CARDS, visible=False, data=Ref("vparea", seat)))
        cards = view.vp_cards[seat]
        for i, (v, pos) in enumerate(zip(cards, L.vp_cards(len(cards)))):
            self.add_piece(Piece(f"vc{seat}-{i}", "card", L.VP_SMALL, pos, art=self._art_vp(v),
                                 data=Ref("vpcard", seat, vp=v), tooltip=self.words(GW.vp_tooltip(v)), z=i))

    def _build_hand(self, view, seat: int, my_go: bool) -> None:
        hand = sorted(view.hands[seat], key=lambda k: (k is None, k if k is not None else 0))
        self.L["hand"] = L.HAND
        self.add_zone(DropZone("hand", L.HAND, visible=False, data=Ref("handzone", seat)))
        # the cards keep their places through the turn (a second drag finds the next card where it was)
        kept = self.hand_places.arrange((seat, view.active, view.turn), [k for k in hand if k is not None],
                                        moved_away(self.old_pieces))
        spots = L.hand_spots(self.hand_places.size)
        for i, (slot, k, pid) in enumerate(kept):
            pos, a = spots[slot]
            self.add_piece(self._card_piece(pid, Ref("hand", seat, k, D.KIND_PROF[k]), L.HAND_CARD,
                                            pos, angle=a, z=10 + i, in_hand=True, draggable=my_go))
        # cards an ability asks for can be clicked or dragged where they lie
        can_buy = any(isinstance(a, BuyVP) for a in self.legal())
        ph_main = self.phase() == R.MAIN
        for p in self.pieces:
            if not p.in_hand and self.pick_action(p) is not None:
                p.draggable = True
            elif can_buy and isinstance(p.data, Ref) and p.data.zone == "done" and p.data.seat == seat:
                p.draggable = True
            elif my_go and ph_main and isinstance(p.data, Ref) and p.data.zone == "market":
                p.draggable = True   # to your VP cards: buying it (the rules say why not when it is not yours to buy)
            elif self._forced_browse and isinstance(p.data, Ref) and p.data.zone == "browse" and my_go:
                p.alpha = 105.0  # a card the Historian may not take (identical to one you have)

    def origins(self) -> None:
        """New pieces glide from where a vanished piece of the same card was (or a pile)."""
        old = self.old_pieces
        new_ids = {p.id for p in self.pieces}
        gone: dict[Any, list[str]] = {}
        for pid, p in old.items():
            if pid not in new_ids and isinstance(p.data, Ref) and p.data.key is not None:
                gone.setdefault(p.data.key, []).append(pid)
        me = self.viewer
        active = self.view.active
        for p in self.pieces:
            if p.id in old or not isinstance(p.data, Ref):
                continue
            lst = gone.get(p.data.key)
            if lst:
                p.origin = lst.pop(0)
                continue
            z = p.data.zone
            if z == "hand":
                p.origin = "deck"
            elif z in ("area", "guild", "discard") and old:
                src = p.data.seat if p.data.seat >= 0 else active
                if src != me and f"opp{src}" in self.zones:
                    p.origin = f"opp{src}"
                elif z == "discard":
                    p.origin = f"opp{active}" if active != me and f"opp{active}" in self.zones else "hand"
                else:
                    p.origin = "hand"
            elif z == "market" and old:
                p.origin = "vpdeck" if "vpdeck" in [q.id for q in self.pieces] else None

    # ------------------------------------------------------------- moves
    def pick_action(self, p: Piece):
        """The choice made by clicking this piece where it lies (None: none)."""
        if not isinstance(p.data, Ref):
            return None
        return VM.pick(self.view, self.viewer, p.data, self.legal())

    def action_for(self, piece: Piece, zone: DropZone) -> Any:
        ref = piece.data
        if not isinstance(ref, Ref):
            return None
        return VM.drop_action(self.view, self.viewer, ref, zone.id, self.legal())

    def gesture(self, action, piece, zone) -> list:
        """Dropping a hand card on the pile in the middle of a turn starts discard-and-draw and
        discards that card; dropping a completed chapter on a market card buys the card and
        spends that chapter (unless the rules spend the only one possible by themselves)."""
        ref = piece.data if piece is not None else None
        follow = VM.follow_up(action, ref) if isinstance(ref, Ref) else None
        if follow is None:
            return [action]
        trial = self.state.clone()
        try:
            trial.apply(action)
        except IllegalAction:
            return [action]  # refused with the rules' own reason
        return [action, follow] if follow in trial.legal_actions() else [action]

    def chips(self) -> list[Chip]:
        """The choices drawn on the table now (same as the side panel's buttons)."""
        if "area" not in self.L:
            return []
        key = (len(self.record.actions), self.viewer, self.my_decision(), self.browsing,
               self.pending_confirm is not None, self.view, self.dancer_draws)
        if self._chips_cache is not None and self._chips_cache[0] == key:
            return self._chips_cache[1]
        out = self._make_chips()
        self._chips_cache = (key, out)
        return out

    def _make_chips(self) -> list[Chip]:
        out: list[Chip] = []
        # browsing the pile is always possible
        if self.browsing:
            if not self._forced_browse:
                bx, by, bw, bh = self.L.get("browse", (8, 6, 842, 416))
                out.append(Chip((bx + bw - 130, by + 8, 120, 32), self.ui("close"), call=self.toggle_browse,
                                primary=False, name="browse-close"))
        elif "discard" in self.L:
            x, y, w, h = self.L["discard"]
            out.append(Chip((x + 2, y + h + 4, w - 4, 30), self.ui("browse"), call=self.toggle_browse, primary=False,
                            name="browse"))
        legal = self.legal()
        if not legal or self.pending_confirm is not None:
            return out
        v = self.view
        ph = self.phase()
        ax, ay, aw, ah = self.L["area"]
        if ph == R.MAIN:
            if EndTurn() in legal:
                out.append(Chip((ax + aw - 150, ay + ah - 34, 144, 30), self.ui("end_turn"), EndTurn(), primary=False,
                                name="end-turn"))
            if DiscardAndDraw() in legal:
                out.append(Chip((ax + 6, ay + ah - 34, 170, 30), self.ui("discard_and_draw"), DiscardAndDraw(),
                                primary=False, name="dd"))
        elif ph == R.TIER:
            out += self._tier_chips(legal, (ax, ay, aw, ah))
        elif ph == R.OPPONENT:
            for o in self.others():
                if ChooseOpponent(o) in legal and f"opp{o}" in self.L:
                    x, y, w, h = self.L[f"opp{o}"]
                    out.append(Chip((x + w / 2 - 110, y + 23, 220, 26), self.ui("target", target=Seat(o)),
                                    ChooseOpponent(o), name=f"target-{o}"))
        elif ph == R.BUY_ABILITY:
            x, y, w, h = self.L["vp"]
            if UseAbility(True) in legal and v.buying >= 0:
                out.append(Chip((x, y + h + 6, w, 32), self.ui("use"),
                                UseAbility(True), name="use"))
            out.append(Chip((x + 30, y + h + 44, w - 60, 30), self.ui("decline"), UseAbility(False),
                            primary=False, name="decline"))
        if ph == "laying":
            label = self.ui("lay_rest_in_order" if v.laid else "lay_in_order")
            out.append(Chip((ax + 8, ay + ah - 36, aw - 16, 30), label, Done(), name="done"))
            return out
        if Done() in legal:
            if ph in (R.OPEN_DISCARD, R.DD):
                label = self.ui("draw_back", n=D.OPENING_HAND if ph == R.OPEN_DISCARD else D.REFILL_HAND_TO)
            else:
                label = self.ui("place_no_more" if ph in (R.PLACE_ANY, R.WEAVER_PLACE) else "done")
            if ph in (R.OPEN_DISCARD, R.DD):
                out.append(Chip((ax + 6, ay + ah - 34, 200, 30), label, Done(), name="done"))
            else:
                gx, gy, gw, gh = self.L["guild"]
                out.append(Chip((gx + gw - 200, gy - 6, 190, 30), label, Done(), name="done"))
        return out

    def _tier_chips(self, legal, area) -> list[Chip]:
        """One chip per ability the level allows, each in the row of its level, and "No
        ability" in the last row: a choice keeps its place from card to card, so a click
        where it was a card ago never makes another choice.  A Dancer at level 3 or 4 may
        draw 0 to 4 cards: five rows would not fit readably, so one chip offers the draw
        shown now (the most at first), with Fewer and More in the row under it."""
        ax, ay, aw, ah = area
        tiers = [a for a in sorted(legal, key=self._tier_order) if isinstance(a, ChooseTier)]
        draws = sorted(a.amount for a in tiers if a.tier == "dancer_draw")
        stepped = len(draws) >= self.TIER_ROWS
        if stepped:
            n = self.dancer_draws if self.dancer_draws in draws else draws[-1]
            tiers = [a for a in tiers if a.tier != "dancer_draw" or a.amount == n]
        ch = (ah - 40) / self.TIER_ROWS - 4

        def row(r: int) -> float:
            return ay + 34 + r * (ch + 4)

        out = []
        for i, a in enumerate(tiers):
            lab = self.words(GW.tier_choice(a.tier, a.amount, self.sv))
            out.append(Chip((ax + 8, row(self._tier_row(a, stepped)), aw - 16, ch), lab, a,
                            primary=a.tier != D.NO_TIER, name=f"tier-{i}"))
            if a.tier == "dancer_draw" and stepped:
                half = (aw - 16 - 6) / 2
                steps = [("dancer_fewer", a.amount > draws[0], -1), ("dancer_more", a.amount < draws[-1], +1)]
                for j, (key, can, step) in enumerate(steps):
                    if can:
                        out.append(Chip((ax + 8 + j * (half + 6), row(1), half, ch), self.ui(key),
                                        call=lambda n=a.amount + step: self._show_dancer_draws(n),
                                        primary=False, name=key))
        return out

    def _tier_row(self, a: ChooseTier, stepped: bool) -> int:
        """The row of an ability's chip: by its level (Levels 0, 2, 4 and Levels 1, 3 each in
        rows 0, 1, 2), a Dancer's draw by its number, "No ability" last."""
        if a.tier == D.NO_TIER:
            return self.TIER_ROWS - 1
        if a.tier == "dancer_draw":
            return 0 if stepped else a.amount
        return D.TIER_LEVEL.get(a.tier, 0) // 2

    def _show_dancer_draws(self, n: int) -> None:
        self.dancer_draws = n
        self.refresh_widgets()

    @staticmethod
    def _tier_order(a) -> tuple:
        if not isinstance(a, ChooseTier):
            return (9, 0)
        if a.tier == D.NO_TIER:
            return (8, 0)
        return (0, D.TIER_LEVEL.get(a.tier, 0), a.amount)

    def toggle_browse(self) -> None:
        self.browsing = not self.browsing
        self.rebuild(duration=0.25)

    def buttons(self, view) -> list[tuple[str, Any]]:
        out = []
        for c in self.chips():
            if c.action is not None:
                out.append((c.label, c.action))
        if self.phase() == R.MAIN:
            # the market, for keyboard players: buy with the first fitting chapters
            legal = self.legal()
            for v in sorted({a.card for a in legal if isinstance(a, BuyVP)}, key=lambda v: -D.VP_POINTS[v]):
                out.append((self.ui("buy", vp=GW.VP_CARD[v]), BuyVP(v)))
        # giving up the actions left comes last: the moves a player wants lead the list
        return sorted(out, key=lambda b: isinstance(b[1], EndTurn))

    def second_look(self, moves: list) -> tuple[str, str] | None:
        """Ending the turn with actions left while something else could use them: ask once."""
        left = self.view.actions
        if not isinstance(moves[0], EndTurn) or left <= 0 or all(isinstance(a, EndTurn) for a in self.legal()):
            return None
        return self.ui("unused_question", n=left), self.ui("end_turn")

    # ------------------------------------------------------------- words
    def ui(self, key: str, **params) -> str:
        """One of the table's own messages (``guildhall.ui.<key>``) in this table's words."""
        return self.words(GW.ui(key, **params))

    def seen_from_here(self, key: str, **params) -> str:
        """A board label as the seat at the screen reads it ("Your action area"), whoever else
        plays at this screen."""
        return render(GW.ui(key, **params), Reader(tuple(s.name for s in self.seats), self.viewer))

    def prompt(self, view) -> str:
        tm = view.to_move
        if tm is None:
            return self.ui("prompt.over")
        if not self.my_decision():
            if view.phase in (R.OPEN_DISCARD, R.OPEN_PLACE):
                return self.ui("prompt.setting_up", who=Seat(tm))
            return self.ui("prompt.their_turn", who=Seat(tm), n=view.actions)
        ph = self.phase()
        me = self.viewer
        say = self.ui
        if ph == "laying":
            return say("prompt.lay_next" if view.laid else "prompt.lay_top")
        if ph == "limit":
            return say("prompt.limit", n=len(view.completed[me]), keep=D.MAX_COMPLETED_CHAPTERS)
        if ph == R.OPEN_DISCARD:
            return say("prompt.open_discard", n=D.OPENING_HAND)
        if ph == R.OPEN_PLACE:
            return say("prompt.open_place", n=view.need)
        if ph == R.MAIN:
            return say("prompt.main", n=view.actions)
        if ph == R.DD:
            n = len(view.hands[me])
            if n > D.MUST_DISCARD_DOWN_TO:
                return say("prompt.dd_must", n=n - D.MUST_DISCARD_DOWN_TO)
            return say("prompt.dd_may", n=D.REFILL_HAND_TO)
        if ph == R.TIER:
            prof = D.KIND_PROF[view.card]
            return say("prompt.tier", profession=GW.PROFESSION[prof], level=R.level(view.guild[me], prof))
        if ph == R.OPPONENT:
            return say("prompt.opponent")
        if ph == R.ASSASSIN_PICK:
            return say("prompt.assassin_pick", n=view.need - len(view.picks), owner=Seat(view.opp))
        if ph == R.HISTORIAN_PICK:
            return say("prompt.historian_pick", n=view.need - len(view.picks))
        if ph == R.GIVE:
            return say("prompt.give", n=view.give_n - len(view.picks), target=Seat(view.opp))
        if ph == R.TAKE:
            return say("prompt.take", n=view.give_n + view.take_n - len(view.picks), owner=Seat(view.opp))
        if ph == R.MY_CHAPTER:
            return say("prompt.my_chapter")
        if ph == R.THEIR_CHAPTER:
            return say("prompt.their_chapter", owner=Seat(view.opp))
        if ph == R.WEAVER_RETURN:
            return say("prompt.weaver_return", n=view.need - len(view.limbo))
        if ph == R.WEAVER_PLACE:
            if view.effect == "weaver_t4":
                return say("prompt.weaver_place_any")
            return say("prompt.weaver_place", n=view.need - len(view.picks))
        if ph == R.PLACE_ANY:
            return say("prompt.place_any")
        if ph == R.BUY_CHAPTER:
            return say("prompt.buy_chapter")
        if ph == R.BUY_ABILITY:
            return say("prompt.buy_ability")
        return super().prompt(view)

    # ------------------------------------------------------------- drawing
    def piece_surface(self, p: Piece, w: int, h: int) -> pygame.Surface:
        ref = p.data
        if not isinstance(ref, Ref) or not p.face_up and ref.zone != "done":
            return super().piece_surface(p, w, h)
        symbols = self.app.settings.colourblind_symbols
        key = ("gh", p.id.split("-")[0][:1], ref.kind, ref.vp, ref.prof, ref.zone == "done", w, h, symbols,
               self.least)
        cache = self.app.art._scaled
        s = cache.get(key)
        if s is not None:
            return s
        # a canvas, as the kit's pieces: the layout check finds the card's words where the card
        # lies, inside it; the card covers the words of those under it
        base = theme.Canvas.copy_of(self.app.art.scaled(p.art[0], p.art[1], (w, h)))
        base.note_overlay(base.get_rect())
        base.note_face(base.get_rect())
        if ref.kind >= 0:
            self._words_card(base, ref.kind, w, h)
        elif ref.vp >= 0:
            self._words_vp(base, ref.vp, w, h)
        elif ref.zone == "done" and ref.prof >= 0:
            name = self._lines(GW.profession_text(ref.prof), h * 0.14, (244, 230, 200), w - 6)
            self._stack(base, name, w // 2, h - int(h * 0.08), up=True)
        base.end_face()
        cache[key] = base
        return base

    def _fit(self, text: str, size: int, color, maxw: int, style: str = "bold") -> pygame.Surface:
        img = theme.text_px(text, size, color, style)
        while img.get_width() > maxw and size > 7:
            size -= 1
            img = theme.text_px(text, size, color, style)
        return img

    @property
    def least(self) -> int:
        """The least readable text size for this window, in real pixels."""
        return L.least_px(self.app.screen.get_size())

    def _lines(self, text: str, size: float, color, maxw: int, most: int = 1,
               style: str = "bold", maxh: int | None = None) -> list[pygame.Surface]:
        """``text`` at ``size`` (never under the least readable size), shrunk and then broken
        at spaces over up to ``most`` lines to fit ``maxw`` (and ``maxh`` in all); [] when it
        cannot fit readably (the card's tooltip and its enlarged view say it)."""
        top = max(self.least, int(size))
        words = text.split(" ")      # ordinary spaces only: a no-break space holds its words together
        for lines in range(1, most + 1):
            for size in range(top, self.least - 1, -1):
                out, line = [], ""
                for word in words:
                    trial = f"{line} {word}".strip()
                    if line and theme.text_px(trial, size, color, style).get_width() > maxw:
                        out.append(line)
                        line = word
                    else:
                        line = trial
                out.append(line)
                imgs = [theme.text_px(x, size, color, style) for x in out]
                if len(imgs) <= lines and all(i.get_width() <= maxw for i in imgs) \
                        and (maxh is None or sum(i.get_height() for i in imgs) <= maxh):
                    return imgs
        return []

    @staticmethod
    def _stack(base: pygame.Surface, imgs: list[pygame.Surface], cx: int, y: int, up: bool = False) -> int:
        """Blit lines centred on ``cx``, downwards from ``y`` (or upwards, ``up``); returns the
        far edge."""
        for img in (reversed(imgs) if up else imgs):
            r = img.get_rect(midbottom=(cx, y)) if up else img.get_rect(midtop=(cx, y))
            base.blit(img, r)
            y = r.top if up else r.bottom
        return y

    def _words_card(self, base: pygame.Surface, kind: int, w: int, h: int) -> None:
        prof = D.KIND_PROF[kind]
        band = int(h * 0.2)
        left = band - max(1, band // 8)          # right of the colour's symbol
        name = self._lines(GW.profession_text(prof), band * 0.62, (255, 252, 244), w - left - max(3, w // 16),
                           maxh=band)
        self._stack(base, name, (left + w) // 2, band // 2 + 1 - (name[0].get_height() // 2 if name else 0))
        if h >= 250:   # the card held up large: its abilities on a panel under the emblem
            lines = [self.words(line) for line in GW.prof_lines(prof, self.sv)]
            step = int(h * 0.058)
            top = int(h * 0.745)
            panel = pygame.Rect(int(w * 0.07), top - int(h * 0.01), int(w * 0.86), step * len(lines) + int(h * 0.02))
            pygame.draw.rect(base, (246, 238, 218), panel, border_radius=max(3, w // 40))
            # one size for all the lines: the largest at which the longest fits
            size = min(self._fit(line, int(h * 0.04), theme.INK_DARK, int(w * 0.84), "sans").size_px
                       for line in lines)
            for i, line in enumerate(lines):
                t = theme.text_px(line, size, theme.INK_DARK, "sans")
                base.blit(t, t.get_rect(midtop=(w // 2, top + i * step)))
            colour = self.words(GW.term(D.COLOURS[D.KIND_COLOUR[kind]]))  # capitalised
            t = self._fit(colour, int(h * 0.05), (70, 60, 50), int(w * 0.5), "sans")
            base.blit(t, t.get_rect(midtop=(w // 2, band + int(h * 0.02))))
        elif h >= 60:
            # "Levels" over "0 · 2 · 4" rather than a level cut from its fellows
            text = self.words(GW.levels_line(prof)).replace(" · ", "\u00a0·\u00a0")
            levels = self._lines(text, h * 0.105, (60, 44, 30), int(w * 0.86), most=2, maxh=int(h * 0.3))
            self._stack(base, levels, w // 2, h - int(h * 0.05), up=True)

    def _words_vp(self, base: pygame.Surface, v: int, w: int, h: int) -> None:
        pts = self._fit(str(D.VP_POINTS[v]), int(h * 0.3), (90, 50, 10), int(w * 0.45))
        base.blit(pts, pts.get_rect(center=(w // 2, int(h * 0.27))))
        ability = " ".join(self.words(GW.vp_short(v)).split("|"))
        big = h >= 250
        # the cost as chapter marks in the top corner (in words too on the card held up large)
        d = int(h * 0.11)
        mark = self.app.art.scaled(f"gh{VA.ART}-mark", lambda: VA.chapter_mark(), (d, d))
        for i in range(D.VP_COST[v]):
            base.blit(mark, (int(w * 0.06) + i * d // 2, int(h * 0.05)))
        if h < 100:  # drawn small (a bought card, or the market in a small window): no cost line
            lines = self._lines(ability, h * 0.13, theme.INK_DARK, int(w * 0.92), most=3,
                                maxh=int(h * 0.94 - h * 0.27 - pts.get_height() / 2))
            self._stack(base, lines, w // 2, h - int(h * 0.06), up=True)
            return
        if big:
            cost = self._lines(self.ui("vp_cost", cost=D.VP_COST[v]), h * 0.045, (60, 40, 20), int(w * 0.9))
            self._stack(base, cost, w // 2, int(h * (VA.VP_DIVIDER - 0.005)), up=True)
        top = int(h * (VA.VP_DIVIDER + 0.02))
        lines = self._lines(ability, h * (0.07 if big else 0.1), theme.INK_DARK, int(w * 0.9), most=3,
                            style="sans" if big else "bold", maxh=int(h * 0.96) - top)
        self._stack(base, lines, w // 2, top)

    def draw_table(self, surf) -> None:
        """The board under the pieces: drawn once per position and camera, then reused."""
        # the view itself, not its id: a later view may be given a freed view's id, and the board
        # of an old position (its opening panel, its level badges) would be shown again
        key = (self.view, self.viewer, self.browsing, self.app.settings.colourblind_symbols)
        self.blit_board(surf, key, self._draw_board)

    def draw_zone(self, surf, z) -> None:
        # idle zones are drawn by the board; only glowing or highlighted ones need a frame here
        if z.legal is None and z.highlight <= 0.05 and z.id != self.kbd_zone:
            return
        super().draw_zone(surf, z)

    def draw_over(self, surf) -> None:
        if self.legal() and self.phase() != R.MAIN:
            self.draw_pick_cue(surf)  # the cards an ability asks for
        draw_chips(self, surf, self._fit)
        self._draw_header_tip(surf)

    # ------------------------------------------------------------- results
    def score_breakdown(self, s) -> list[tuple[str, list]]:
        n = s.num_players
        return [
            (self.ui("score.vp_cards"), [sum(D.VP_POINTS[v] for v in s.vp_cards[p]) for p in range(n)]),
            (self.ui("score.tokens"), [s.tokens[p] for p in range(n)]),
            (self.ui("score.bought"), [len(s.vp_cards[p]) for p in range(n)]),
            (self.ui("score.completed"), [len(s.completed[p]) for p in range(n)]),
            (self.ui("score.guildhall"), [s.guild[p].bit_count() for p in range(n)]),
        ]


TableScene = GuildhallTable
