"""The Fantastiqa table.

Layout (table units, 1200 x 840; the camera fits it to the window):

* the board (left): six round regions in three columns and two rows, each with
  its statue and the adventurers standing there, and the seven paths between
  them, each holding a creature card (what it gives, what subdues it, its gems);
* right: the two common quests with their +1 bonus tokens, and one panel per
  other player (gems, tokens, pile sizes, personal quests, prepared cards);
* bottom: your personal quests with the cards prepared for them, your quest
  token with the cards under it, your draw and discard piles, gems, carpets,
  reshuffle tokens and score, the "use a card" spot, the turn panel with its
  buttons, and your hand fanned below.

Moves: drag hand cards onto a creature next to your adventurer to subdue it
(it shows what is still needed; the cards sit crosswise on it until they pay);
drag cards onto a quest to prepare it or, while completing it, to pay; drag a
card to the "use" spot to use its ability; drag your adventurer (or a carpet
token, or a magic-carpet card) to a next region to fly, or to the twin statue
to teleport; click the statue to draw its cards.  Every drag also works as
click-then-click, and every button on the table is also a numbered button on
the right.  Only ``state.view(seat)`` of the seat at the screen is drawn.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

import pygame

from engine.text import Seat
from engine.ui import theme
from engine.ui.chips import Chip
from engine.ui.hand_places import KeptPlaces, moved_away
from engine.ui.kit import DropZone, Piece
from engine.ui.picking import ClickToPick
from engine.ui.table import TableScene as BaseTable
from engine.ui.theme import px

from . import data as D
from . import rules as R
from . import terms as T
from . import view_art as VA
from . import view_moves as VM
from .actions import (ChooseCard, CompleteQuest, EndTurn, Fly, Pay, PickRegion, Play, Release, Statue,
                      Subdue, Withdraw)
from .view_cards import Faces, card_tip
from .view_choices import Choices
from . import view_layout as S
from .view_layout import TOKEN_CARD, least_px
from .view_layout import (BOARD, CARD, COMMON, CRE, MINI, OVERLAY, PANEL_X, PILE, QUEST,  # noqa: F401
                          REG_R, Assign, Ref, Unassign, W, H, path_xy, space_xy, ui)
from .view_scores import final_breakdown, range_of, top_scores


class FantastiqaTable(Choices, ClickToPick, BaseTable):
    MOVE_SOUNDS = {"Subdue": "conflict", "Pay": "coins", "CompleteQuest": "coins", "Reshuffle": "bag_shuffle",
                   "Statue": "card_pick", "Take": "card_pick"}
    #: A completed quest gets a result card.
    RESULT_CARDS = ("fantastiqa.ev.quest_done",)
    # a subdue's line names the payment, the creature and where the adventurer goes
    QUIET_EVENTS = frozenset({"fantastiqa.ev.subdued"})
    TABLE_SIZE = (W, H)
    FELT = (40, 70, 60)
    TUTORIAL_AT = "top"

    def __init__(self, *a, **k):
        self.browsing = False
        self.assign_path: str | None = None
        self.assign_cards: list[int] = []
        self._assign_at = -1
        self.hand_places = KeptPlaces(lambda k, j: f"h{self.viewer}-{k}-{j}")
        self._chips_cache = None
        self.L: dict[str, tuple] = {}
        self.faces = None
        #: Small cards half hidden by the next one in their row: drawn without their name
        #: (their tooltip names them), so no word is cut by the card over it.
        self.stacked: set[str] = set()
        super().__init__(*a, **k)

    # ------------------------------------------------------------- helpers
    @property
    def ph(self) -> str:
        return self.view.phase

    def before_rebuild(self, animate: bool, mark_last: bool) -> None:
        self._chips_cache = None
        if self._assign_at != len(self.record.actions):
            self.assign_path, self.assign_cards = None, []
            self._assign_at = len(self.record.actions)

    def warm(self) -> None:
        """Draw (or load) the pictures once, so no frame in play waits for Pillow."""
        f = self._faces()
        for g in VA.GROUP_RGB:
            self.app.art.surface(f"fq{VA.ART}-face-{g}", lambda g=g: VA.card_face(g))
        for sym in D.SYMBOLS:
            f.symbol(sym, 24)
        for r in D.REGIONS:
            f.region(r, 64)
        for st in D.STATUES:
            f.statue(st, 32)
        f.gem(16), f.carpet(16), f.carpet(16, True), f.reshuffle(16), f.reshuffle(16, True), f.back(20, 28)
        for common in (False, True):
            self.app.art.surface(f"fq{VA.ART}-quest-{common}", lambda c=common: VA.quest_face(common=c))

    def _seat_symbol(self, seat: int) -> str:
        return theme.SEAT_SYMBOLS.get(self.seats[seat].colour, "circle")

    def _faces(self) -> Faces:
        if self.faces is None:
            self.faces = Faces(self.app.art)
        self.faces.least = least_px(self.app.screen.get_size())
        return self.faces

    # -------------------------------------------------------------- build
    def build(self, view) -> None:
        self.build_no = getattr(self, "build_no", 0) + 1   # the board's key (ids of views get reused)
        me = self.viewer
        self.L = {}
        self.stacked = set()
        legal = self.legal()
        ph = view.phase
        forced = self.my_decision() and view.disc[me] and (
            ph == R.PH_RELEASE or (ph == R.PH_CHOOSE_CARD and view.pend_kind in (D.BITTER_BREW, D.SMELLY_ALCHEMY)))
        if forced:
            self.browsing = True
        elif getattr(self, "_forced_browse", False):
            self.browsing = False
        self._forced_browse = bool(forced)
        overlay = ph == R.PH_OFFER or ph in (R.PH_PICK_QUEST, R.PH_PICK_ART) or self.browsing
        if not overlay:
            self._build_board(view)
        self._build_commons(view)
        self._build_others(view)
        self._build_quests(view, me)
        self._build_piles(view, me)
        self._build_stats(view, me)
        self.L["use"] = (940, 506, 92, 180)
        self.add_zone(DropZone("use", self.L["use"], label="", data=Ref("use")))
        self.L["turn"] = S.TURN_PANEL
        if overlay:
            self._build_overlay(view, me)
        self._build_hand(view, me, bool(legal))

    def _build_board(self, view) -> None:
        self.L["board"] = BOARD
        for sp in range(6):
            x, y = space_xy(sp)
            self.add_zone(DropZone(f"sp{sp}", (x - REG_R, y - REG_R, 2 * REG_R, 2 * REG_R), shape="circle",
                                   visible=False, data=Ref("space", space=sp)))
            st = view.statue_at[sp]
            if st >= 0:
                zr = (x + 8, y - 4, 64, 64)
                self.add_zone(DropZone(f"st{sp}", zr, visible=False, data=Ref("statuezone", space=sp)))
                self.add_piece(Piece(f"statue{sp}", "token", (58, 58), (x + 40, y + 28), data=Ref("statue", space=sp),
                                     tooltip=self.words(T.STATUE[st]), z=2))
        # adventurers
        here: dict[int, list[int]] = {}
        for s in range(view.num_players):
            if view.pos[s] >= 0:
                here.setdefault(view.pos[s], []).append(s)
        for sp, seats in here.items():
            x, y = space_xy(sp)
            for i, s in enumerate(seats):
                col = theme.seat_rgb(self.seats[s].colour)
                self.add_piece(Piece(f"adv{s}", "figure", (32, 50), (x - 50 + (i % 2) * 30, y + 24 - (i // 2) * 40),
                                     art=(f"fq-figure-{col}", lambda col=col: _figure(col)),
                                     symbol=self._seat_symbol(s),
                                     data=Ref("adv", seat=s, space=sp), z=5 + i,
                                     tooltip=self.words(ui("adventurer", who=Seat(s)))))
        # creatures
        for pi in range(7):
            k = view.paths[pi]
            x, y = path_xy(pi)
            zr = (x - CRE[0] / 2, y - CRE[1] / 2, CRE[0], CRE[1])   # the card itself: a note may sit close by
            self.add_zone(DropZone(f"path{pi}", zr, visible=False, data=Ref("pathzone", path=pi)))
            if k >= 0:
                self.add_piece(Piece(f"c{pi}-{k}", "card", CRE, (x, y), data=Ref("path", kind=k, path=pi),
                                     tooltip=self._card_tip(k, view.simple), z=1))

    def _build_commons(self, view) -> None:
        for i in range(2):
            x = PANEL_X + 4 + i * (COMMON[0] + 8)
            rect = (x, 26, COMMON[0], COMMON[1])
            self.L[f"common{i}"] = rect
            q = view.common[i]
            self.add_zone(DropZone(f"common{i}", rect, visible=False, data=Ref("commonzone", quest=q, path=i)))
            if q >= 0:
                self.add_piece(Piece(f"q{q}", "card", COMMON, (x + COMMON[0] / 2, 26 + COMMON[1] / 2),
                                     data=Ref("common", quest=q, path=i), z=1,
                                     tooltip=self._quest_tip(q)))

    def _card_tip(self, k: int, simple: bool) -> str:
        return self.words(card_tip(k, simple))

    def _quest_tip(self, q: int) -> str:
        return self.words(ui("quest_tip", quest=T.QUEST[q], region=T.REGION[D.QUEST_REGION[q]],
                             cups=D.QUEST_CUPS[q]))

    def _build_others(self, view) -> None:
        others = self.others()
        top, bottom = 168, 494
        k = len(others)
        h = min(200.0, (bottom - top - 6 * (k - 1)) / max(1, k))
        for i, o in enumerate(others):
            rect = (PANEL_X, top + i * (h + 6), 412, h)
            self.L[f"opp{o}"] = rect
            self.add_zone(DropZone(f"opp{o}", rect, visible=False, data=Ref("opp", seat=o)))
            if h >= 180:
                for j, q in enumerate(view.pq[o]):
                    home = (S.opp_quest_x(PANEL_X, j), top + i * (h + 6) + 146)
                    self.add_piece(Piece(f"q{q}", "card", S.OPP_QUEST, home,
                                         data=Ref("oppq", seat=o, quest=q), z=1,
                                         tooltip=self.words(ui("their_quest", who=Seat(o), quest=T.QUEST[q],
                                                               region=T.REGION[D.QUEST_REGION[q]],
                                                               n=len(view.quest_cards[o][j])))))
            pile = view.disc[o]
            if pile:
                x, y, w, hh = rect
                self.add_piece(Piece(f"od{o}-{len(pile)}", "card", (46, 64), (x + w - 30, y + 40 + 32),
                                     data=Ref("odisc", seat=o, kind=pile[-1]), z=1,
                                     tooltip=self._card_tip(pile[-1], view.simple)))

    def _build_quests(self, view, me: int) -> None:
        for i in range(3):
            x = 10 + i * 170
            rect = (x, 506, QUEST[0] + 4, 180)
            self.L[f"pq{i}"] = rect
            if i >= len(view.pq[me]):
                continue
            q = view.pq[me][i]
            self.add_zone(DropZone(f"pq{i}", rect, visible=False, data=Ref("pqzone", quest=q)))
            self.add_piece(Piece(f"q{q}", "card", QUEST, (x + 2 + QUEST[0] / 2, 508 + QUEST[1] / 2),
                                 data=Ref("pq", seat=me, quest=q), z=1,
                                 tooltip=self._quest_tip(q)))
            cards = view.quest_cards[me][i]
            # side by side while they fit under the quest (a card's name stays readable), then overlapping
            step = min(MINI[0] + 4.0, (QUEST[0] - MINI[0]) / max(1, len(cards) - 1)) if len(cards) > 1 else 0
            seen: Counter = Counter()
            for j, k in enumerate(cards):
                n = seen[k]
                seen[k] += 1
                if step < MINI[0] and j < len(cards) - 1:
                    self.stacked.add(f"pc{q}-{k}-{n}")
                self.add_piece(Piece(f"pc{q}-{k}-{n}", "card", MINI, (x + 4 + MINI[0] / 2 + j * step, 650),
                                     data=Ref("quest_cards", seat=me, kind=k, quest=q), z=3 + j,
                                     tooltip=self._card_tip(k, view.simple)))

    def _build_piles(self, view, me: int) -> None:
        # quest token and the cards under it (yours: you may look at them)
        self.L["token"] = (520, 506, 84, 180)
        self.add_zone(DropZone("token", self.L["token"], visible=False, data=Ref("tokenzone")))
        seen: Counter = Counter()
        for j, k in enumerate(view.token[me]):
            if k is None:
                continue
            n = seen[k]
            seen[k] += 1
            # two columns of whole small cards (never strips): each is clicked to pay a common quest
            r, c = divmod(j, 2)
            self.add_piece(Piece(f"tk{k}-{n}", "card", TOKEN_CARD, (542 + c * 40, 562 + r * 52),
                                 data=Ref("tokcard", seat=me, kind=k), z=3 + j,
                                 tooltip=self._card_tip(k, view.simple)))
        # draw pile
        self.L["draw"] = (610, 506, 82, 180)
        if view.draw[me]:
            self.add_piece(Piece("drawpile", "card", PILE, (651, 590), face_up=False, data=Ref("drawpile"), z=1))
        # discard pile
        self.L["disc"] = (698, 506, 82, 180)
        self.add_zone(DropZone("disc", self.L["disc"], visible=False, data=Ref("disczone")))
        pile = view.disc[me]
        if pile:
            self.add_piece(Piece(f"d{len(pile)}-{pile[-1]}", "card", PILE, (739, 590), data=Ref("disc", me, pile[-1]),
                                 z=2, tooltip=self._card_tip(pile[-1], view.simple)))

    def _build_stats(self, view, me: int) -> None:
        self.L["stats"] = (786, 506, 148, 180)
        x, y = 786, 506
        if view.pos[me] < 0:  # not placed yet: it waits in the turn panel, below its words
            col = theme.seat_rgb(self.seats[me].colour)
            tx, ty, tw, _ = S.TURN_PANEL
            self.add_piece(Piece(f"adv{me}", "figure", (32, 50), (tx + tw - 24, ty + S.TURN_WORDS_H + 50),
                                 art=(f"fq-figure-{col}", lambda col=col: _figure(col)), data=Ref("adv", seat=me),
                                 symbol=self._seat_symbol(me),
                                 z=5, tooltip=self.words(ui("tip_adventurer"))))
        token = S.TOKEN
        for i in range(view.carpets[me]):
            self.add_piece(Piece(f"carpet{i}", "token", (token, token), (x + 2 + token / 2 + i * S.STEP,
                                                                        y + S.CARPETS + token / 2),
                                 data=Ref("carpet", me), z=2, tooltip=self.words(ui("tip_carpet"))))
        if view.reshuffles[me]:
            token -= 2
            self.add_piece(Piece("reshuffle", "token", (token, token), (x + 4 + token / 2, y + S.RESHUFFLES + token / 2),
                                 data=Ref("reshuffle", me), z=2, tooltip=self.words(ui("tip_reshuffle"))))

    def _build_overlay(self, view, me: int) -> None:
        x, y, w, h = OVERLAY
        self.L["overlay"] = OVERLAY
        ph = view.phase
        if self.browsing and ph != R.PH_OFFER and ph not in (R.PH_PICK_QUEST, R.PH_PICK_ART):
            self._build_browse(view, me)
            return
        if ph == R.PH_PICK_QUEST:
            items = [("q", q) for q in sorted(set(view.start_quests))]
        elif ph == R.PH_PICK_ART:
            items = [("k", k) for k in sorted(set(view.start_arts))]
        else:
            quest = view.offer_kind == D.QUEST_CHEST
            items = [("q" if quest else "k", c) for c in view.offer]
        n = len(items)
        quest_like = bool(items) and items[0][0] == "q"
        sizes = ((214, 138), (190, 122), (170, 110), (138, 90)) if quest_like else ((118, 162), (96, 132), (80, 110))
        self.offer_chips = n <= 6
        gap = 44 if self.offer_chips else 12
        for cw, chh in sizes:
            per_row = max(1, min(n, int((w - 20) // (cw + 10))))
            rows = (n + per_row - 1) // per_row
            if 44 + rows * (chh + gap) <= h:
                break
        seen: Counter = Counter()
        for i, (t, c) in enumerate(items):
            r, col = divmod(i, per_row)
            cnt = min(per_row, n - r * per_row)
            x0 = x + (w - (cnt * (cw + 10) - 10)) / 2
            cx = x0 + col * (cw + 10) + cw / 2
            cy = y + 46 + r * (chh + gap) + chh / 2
            j = seen[(t, c)]
            seen[(t, c)] += 1
            if t == "q":
                self.add_piece(Piece(f"oq{c}-{j}", "card", (cw, chh), (cx, cy), data=Ref("offer", quest=c), z=40,
                                     tooltip=self.words(T.QUEST[c])))
            else:
                self.add_piece(Piece(f"ok{c}-{j}", "card", (cw, chh), (cx, cy), data=Ref("offer", kind=c), z=40,
                                     tooltip=self._card_tip(c, view.simple)))

    def _build_browse(self, view, me: int) -> None:
        x, y, w, h = OVERLAY
        counts = Counter(view.disc[me])
        self.browse_counts = counts
        if view.phase == R.PH_RELEASE:
            self.add_zone(DropZone("release", (x + 4, y + 300, w - 8, h - 304), label="", data=Ref("releasezone")))
        per_row = 9
        step = (w - 20) / per_row
        for i, k in enumerate(sorted(counts, key=lambda k: (D.KIND_GROUP[k], k))):
            r, c = divmod(i, per_row)
            cx = x + 10 + step * c + step / 2
            cy = y + 56 + r * 130 + 50
            self.add_piece(Piece(f"b{k}", "card", (72, 100), (cx, cy), data=Ref("browse", me, k), z=40,
                                 tooltip=self._card_tip(k, view.simple)))

    def _build_hand(self, view, me: int, my_go: bool) -> None:
        hand = sorted((k for k in view.hand[me] if k is not None), key=lambda k: (D.KIND_GROUP[k] != "household", k))
        self.L["hand"] = (30, 690, 1000, 150)
        self.add_zone(DropZone("handzone", self.L["hand"], visible=False, data=Ref("handzone")))
        left = Counter(self.assign_cards)
        free, placed = [], []
        for k in hand:
            if left[k] > 0:
                left[k] -= 1
                placed.append(k)
            else:
                free.append(k)
        # the cards keep their places through the turn (a second drag finds the next card where
        # it was); cards laid on a path are drawn there under their ids
        kept = self.hand_places.arrange((self.viewer, view.cur), free, moved_away(self.old_pieces))
        spots = _hand_spots(self.hand_places.size)
        for i, (slot, k, pid) in enumerate(kept):
            pos, a = spots[slot]
            self.add_piece(Piece(pid, "card", CARD, pos, angle=a, z=10 + i, in_hand=True,
                                 draggable=my_go, data=Ref("hand", me, k), tooltip=self._card_tip(k, view.simple)))
        if placed and self.assign_path is not None:
            pi = int(self.assign_path[1:]) - 1
            cx, cy = path_xy(pi)
            a, b = D.PATHS[pi]
            vertical = space_xy(a)[0] == space_xy(b)[0]
            bx, by = (cx + 78, cy - 10) if vertical else (cx, cy + (92 if cy < 250 else -96))
            laid: Counter = Counter()
            for i, k in enumerate(placed):
                gaps = self.hand_places.gaps_of(k)
                pid = gaps[laid[k]] if laid[k] < len(gaps) else f"h{me}-{k}-laid{laid[k]}"
                laid[k] += 1
                self.add_piece(Piece(pid, "card", (58, 80), (bx + i * 12, by + i * 14),
                                     angle=90, z=30 + i, draggable=my_go, data=Ref("hand", me, k, assigned=True),
                                     tooltip=self.words(ui("tip_laid"))))
        for p in self.pieces:
            if not p.in_hand and isinstance(p.data, Ref) and p.data.zone != "hand":
                if self.pick_action(p) is not None or (my_go and self._drag_target(p)):
                    p.draggable = True

    def _drag_target(self, p: Piece) -> bool:
        """Whether a non-hand piece has somewhere to be dragged now."""
        legal = self.legal()
        z = p.data.zone
        if z == "adv" and p.data.seat == self.viewer:
            return any((isinstance(a, Fly) and a.card is None) or isinstance(a, PickRegion) for a in legal) \
                or Statue("teleport") in legal
        if z == "carpet":
            return any(isinstance(a, Fly) and a.card is None for a in legal)
        if z in ("quest_cards", "tokcard"):
            return any(isinstance(a, Withdraw) for a in legal) or any(isinstance(a, Pay) for a in legal)
        if z == "browse":
            return any(isinstance(a, (Release, ChooseCard)) and not getattr(a, "from_hand", True) for a in legal)
        return False

    def origins(self) -> None:
        old = self.old_pieces
        new_ids = {p.id for p in self.pieces}
        gone: dict[Any, list[str]] = {}
        for pid, p in old.items():
            if pid not in new_ids and isinstance(p.data, Ref) and p.data.key is not None:
                gone.setdefault(p.data.key, []).append(pid)
        cur = self.view.cur
        for p in self.pieces:
            if p.id in old or not isinstance(p.data, Ref):
                continue
            lst = gone.get(p.data.key)
            if lst:
                p.origin = lst.pop(0)
                continue
            if not old:
                continue
            z = p.data.zone
            if z == "hand":
                p.origin = "drawpile" if "drawpile" in old else (651.0, 590.0)
            elif z == "path":
                p.origin = (-60, 250)
            elif z in ("disc", "odisc") and cur != self.viewer and f"opp{cur}" in self.zones:
                p.origin = f"opp{cur}"

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
        zref = zone.data if isinstance(zone.data, Ref) else Ref("none")
        return VM.drop_action(self.view, self.viewer, ref, zone.id, zref, self.legal(), self.assign_path,
                              self.assign_cards)

    def own_zone(self, piece: Piece, zone: DropZone) -> bool:
        """A card lights the path it can be assigned to (the table's own step before a Subdue)."""
        a = self.action_for(piece, zone)
        return isinstance(a, (Assign, Unassign)) and self._tutorial_ok(a)

    def _tutorial_ok(self, a) -> bool:
        tut = self.tutorial
        if tut is None or tut.current() is None:
            return True
        step = tut.current()
        if step.until is not None:
            return True
        exp = step.expect
        if isinstance(a, Unassign):
            return True
        if isinstance(exp, Subdue) and exp.path == a.path:
            return Counter(D.KINDS[k] for k in self.assign_cards + [a.kind]) <= Counter(exp.cards)
        return False

    def claim_drop(self, piece: Piece, zone: DropZone, at) -> bool:
        a = self.action_for(piece, zone)
        if not isinstance(a, (Assign, Unassign)):
            return False
        if not self.can_act():
            self.say(self.words(ui("wait")), at)
            self.glide_home(piece)
        elif not self._tutorial_ok(a):
            step = self.tutorial.current()
            self.say(step.hint or self.words(ui("not_quite")), at, gentle=True)
            self.glide_home(piece)
        else:
            self._assign(a)
        return True

    def _assign(self, a) -> None:
        if isinstance(a, Unassign):
            if a.kind in self.assign_cards:
                self.assign_cards.remove(a.kind)
            if not self.assign_cards:
                self.assign_path = None
        else:
            if self.assign_path != a.path:
                self.assign_cards = []
            self.assign_path = a.path
            self.assign_cards.append(a.kind)
        self._assign_at = len(self.record.actions)
        self.rebuild(duration=0.25)

    def cancel_assign(self) -> None:
        self.assign_path, self.assign_cards = None, []
        self.rebuild(duration=0.25)

    def locate(self, action):
        if isinstance(action, Subdue):
            pid = self._hand_piece(D.KIND[action.cards[0]])
            return pid, f"path{D.PATH_NAMES.index(action.path)}"
        # a choice clicked where it lies (an offered card, a statue, a token) is made there, not
        # by a drag onto some far zone that also accepts it
        for p in self.pieces:
            if not p.in_hand and self.pick_action(p) == action:
                return p.id, None
        return super().locate(action)

    def _hand_piece(self, kind: int) -> str | None:
        for p in self.pieces:
            if p.in_hand and p.data.kind == kind:
                return p.id
        return None

    # ------------------------------------------------------------ tutorial note
    # -------------------------------------------------------------- chips
    def chips(self) -> list[Chip]:
        key = (len(self.record.actions), self.viewer, self.my_decision(), self.browsing,
               self.pending_confirm is not None, self.view, self.assign_path, tuple(self.assign_cards))
        if self._chips_cache is not None and self._chips_cache[0] == key:
            return self._chips_cache[1]
        out = self._make_chips()
        self._chips_cache = (key, out)
        return out

    def toggle_browse(self) -> None:
        self.browsing = not self.browsing
        self.rebuild(duration=0.25)

    def buttons(self, view) -> list[tuple[str, Any]]:
        out = []
        for c in self.chips():
            if c.action is not None:
                out.append((c.label if not c.name.startswith(("complete", "take", "seat", "start")) else
                            self._button_label(c), c.action))
        if self.ph == R.PH_MAIN:
            # abilities and artifacts, also as buttons (besides dragging the card to the Use spot)
            for a in sorted((a for a in self.legal() if isinstance(a, Play)), key=lambda a: a.card):
                out.append((self.words(ui("use", card=T.short_card(a.card))), a))
        if not getattr(self, "offer_chips", True):
            # many cards on offer are clicked where they lie; the numbered buttons list them too
            for p in self.pieces:
                if isinstance(p.data, Ref) and p.data.zone == "offer" and p.id.endswith("-0"):
                    a = self.pick_action(p)
                    if a is not None:
                        out.append((self._button_label(Chip((0, 0, 0, 0), self.words(ui("take")), a)), a))
        return out

    #: The moves that spend the turn's one turn action (§5).
    TURN_ACTIONS = (Subdue, Statue, CompleteQuest)

    def second_look(self, moves: list) -> tuple[str, str] | None:
        """Ending the turn while its turn action could still be taken: ask once."""
        if not isinstance(moves[0], EndTurn) or not any(isinstance(a, self.TURN_ACTIONS) for a in self.legal()):
            return None
        return self.words(ui("skip_action_question")), self.words(ui("end_turn"))

    # ------------------------------------------------------------- input
    def bubble_at(self) -> tuple[int, int]:
        """A refusal (or a lesson's hint) in the table's bottom-left corner, under the personal
        quests, rather than over the board where the move was tried: the creatures and paths the
        player is weighing, and the turn's buttons, stay in sight."""
        vp = self.camera.viewport
        return (vp.left - px(8), vp.bottom - px(2))

    def piece_clicked(self, piece: Piece, at) -> bool:
        if isinstance(piece.data, Ref) and piece.data.assigned:   # a click takes an assigned card back
            self._assign(Unassign(piece.data.kind))
            return True
        return super().piece_clicked(piece, at)

    # ------------------------------------------------------------- drawing
    def piece_surface(self, p: Piece, w: int, h: int) -> pygame.Surface:
        ref = p.data
        if not isinstance(ref, Ref):
            return super().piece_surface(p, w, h)
        f = self._faces()
        simple = self.view.simple
        if ref.quest >= 0 and p.kind == "card" and ref.kind < 0:
            return f.quest(ref.quest, w, h, common=ref.zone == "common")
        if p.kind == "card":
            if not p.face_up or ref.kind < 0:
                return f.back(w, h)
            return f.card(ref.kind, w, h, simple, named=p.id not in self.stacked)
        if ref.zone == "statue":
            return f.statue(D.STATUES[self.view.statue_at[ref.space]], max(w, h))
        if ref.zone == "carpet":
            return f.carpet(max(w, h))
        if ref.zone == "reshuffle":
            return f.reshuffle(max(w, h))
        if ref.zone == "adv" and p.art is not None:
            cb = self.app.settings.colourblind_symbols
            key = ("fq-adv", p.art[0], w, h, p.symbol if cb else None)
            cache = self.app.art._scaled
            img = cache.get(key)
            if img is None:
                img = self.app.art.scaled(p.art[0], p.art[1], (w, h)).copy()
                if cb and p.symbol:
                    c = (w // 2, int(h * 0.66))
                    r = max(3, int(w * 0.3))
                    pygame.draw.circle(img, (250, 248, 240), c, r + max(1, r // 3))
                    theme.draw_symbol(img, p.symbol, c, r, theme.INK_DARK)
                cache[key] = img
            return img
        return super().piece_surface(p, w, h)

    def draw_table(self, surf) -> None:
        """The board under the pieces, through the kit's cache (repainted only when what it shows,
        the camera or the window changes)."""
        from .view_board import draw_board
        key = (self.build_no, self.viewer, self.browsing, self.app.settings.colourblind_symbols)
        self.blit_board(surf, key, lambda board: draw_board(self, board))

    def draw_zone(self, surf, z) -> None:
        if z.legal is None and z.highlight <= 0.05 and z.id != self.kbd_zone:
            return
        super().draw_zone(surf, z)

    def draw_over(self, surf) -> None:
        from .view_board import draw_over
        draw_over(self, surf)

    # ------------------------------------------------------------- top bar and results
    def top_score_values(self) -> list:
        return top_scores(self.view, self.state)

    def top_score_tip(self, seat: int) -> str:
        bounds = range_of(self.top_score_values()[seat])
        return self.words(ui("score_range_tip", lo=bounds[0], hi=bounds[1])) if bounds else ""

    def score_breakdown(self, state) -> list[tuple[str, list]]:
        return [(self.words(ui(key)), row) for key, row in final_breakdown(state)]


def _hand_spots(n: int) -> list:
    """Where the hand's cards lie: side by side while the hand's room allows (every name whole),
    a gentle fan; overlapping only when the hand is too big for the room."""
    room, centre = 960.0, (520.0, 768.0)
    step = min(CARD[0] + 6.0, (room - CARD[0]) / max(1, n - 1)) if n > 1 else 0.0
    out = []
    for i in range(n):
        t = (i - (n - 1) / 2) / max(1, (n - 1) / 2) if n > 1 else 0.0
        out.append(((centre[0] + (i - (n - 1) / 2) * step, centre[1] + 4 * t * t), -3 * t if n > 1 else 0.0))
    return out


def _figure(col):
    from engine.ui import art
    return art.figure(84, 132, col)


TableScene = FantastiqaTable
