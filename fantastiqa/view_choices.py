"""The Fantastiqa table's words and choices: the chips drawn on the table (mirrored as the
numbered buttons on the right) and the one-line prompt saying what the seat can do now."""

from __future__ import annotations

from typing import Any

from engine.text import Message, Seat
from engine.ui.chips import Chip

from . import data as D
from . import terms as T
from . import rules as R
from .actions import (ChooseSeat, CompleteQuest, Done, Dump, EndTurn, Exchange, PickArtifact, PickQuest,
                      PickRegion, Reshuffle, Statue, Take)
from .view_layout import OVERLAY, Ref, space_xy, ui


class Choices:
    """Mixed into the table: chips, button labels and prompts."""

    def _make_chips(self) -> list[Chip]:
        out: list[Chip] = []
        if "turn" not in self.L:
            return out
        v = self.view
        me = self.viewer
        dx, dy, dw, dh = self.L.get("disc", (698, 506, 82, 180))
        if self.browsing:
            if not getattr(self, "_forced_browse", False):
                ox, oy, ow, oh = OVERLAY
                out.append(Chip((ox + ow - 124, oy + 8, 114, 30), self.words(ui("close")), call=self.toggle_browse,
                                primary=False,
                                name="browse-close"))
        elif v.disc[me]:
            out.append(Chip((dx + 2, dy + 150, dw - 4, 26), self.words(ui("browse")), call=self.toggle_browse,
                            primary=False,
                            name="browse"))
        legal = self.legal()
        if not legal or self.pending_confirm is not None:
            return out
        ph = v.phase
        tx, ty, tw, th = self.L["turn"]
        col: list[tuple[str, Any, bool, str]] = []
        if self.assign_path is not None:
            out.append(Chip((600, 5, 160, 26), self.words(ui("take_back")), call=self.cancel_assign, primary=False,
                            name="unassign"))
        if ph == R.PH_MAIN or ph == R.PH_KEY:
            for opt in ("draw", "release", "teleport"):
                if Statue(opt) in legal:
                    col.append((ui(f"statue_{opt}", cost=D.TELEPORT_COST), Statue(opt), True, f"statue-{opt}"))
            if Exchange() in legal:
                col.append((ui("exchange"), Exchange(), False, "exchange"))
            if EndTurn() in legal:
                col.append((ui("end_turn"), EndTurn(), False, "end-turn"))
            if Reshuffle() in legal:
                col.append((ui("reshuffle"), Reshuffle(), False, "reshuffle"))
        elif ph == R.PH_ADV:
            col.append((ui("finish_adventure"), Done(), True, "done"))
        elif ph == R.PH_OFFER and Done() in legal:
            col.append((ui("done_statue"), Done(), True, "done"))
        elif ph == R.PH_RELEASE and Done() in legal:
            col.append((ui("stop_releasing"), Done(), True, "done"))
        elif ph == R.PH_EXCH_GIVE:
            col.append((ui("offer_cards" if v.exch else "cancel_exchange"), Done(), bool(v.exch), "done"))
        elif ph == R.PH_EXCH_TAKE and Done() in legal:
            col.append((ui("decline_exchange"), Done(), False, "done"))
        elif ph == R.PH_END:
            col.append((ui("draw_up", n=D.HAND_SIZE), Done(), True, "done"))
        col = [(self.words(msg), action, primary, name) for msg, action, primary, name in col[:5]]
        step = 34
        for i, (label, action, primary, name) in enumerate(col):
            rect = (tx + 4, ty + th - step - (len(col) - 1 - i) * step, tw - 8, step - 4)
            if action is None:
                out.append(Chip(rect, label, call=self.cancel_assign, primary=False, name=name))
            else:
                out.append(Chip(rect, label, action, primary=primary, name=name))
        # complete-quest chips on the quests
        for a in legal:
            if isinstance(a, CompleteQuest):
                q = D.QUEST[a.quest]
                rect = self._quest_rect(q)
                if rect is not None:
                    x, y, w, h = rect
                    out.append(Chip((x + 10, y + h - 20, w - 20, 26), self.words(ui("complete")), a,
                                    name=f"complete-{q}"))
        # choices on the offer
        if ph in (R.PH_OFFER, R.PH_PICK_QUEST, R.PH_PICK_ART) and getattr(self, "offer_chips", True):
            for p in self.pieces:
                if isinstance(p.data, Ref) and p.data.zone == "offer" and p.id.endswith("-0"):
                    a = self.pick_action(p)
                    if a is not None:
                        x, y = p.home
                        cw, ch = p.size
                        if isinstance(a, Take) and p.data.kind >= 0:
                            label = self.words(ui("buy", cost=D.KIND_COST[p.data.kind]))
                        else:
                            label = self.words(ui("take"))
                        out.append(Chip((x - cw / 2 + 4, y + ch / 2 + 6, cw - 8, 28), label, a, name=f"take-{p.id}"))
        if ph == R.PH_PICK_POS:
            for a in legal:
                if isinstance(a, PickRegion):
                    sp = v.region_at.index(D.REGIONS.index(a.region))
                    x, y = space_xy(sp)
                    out.append(Chip((x - 62, y - 14, 124, 28), self.words(ui("start_here")), a, name=f"start-{sp}"))
        # seats to choose
        if ph in (R.PH_TARGET, R.PH_CHOOSE_SEAT):
            for a in legal:
                if isinstance(a, ChooseSeat):
                    s = a.seat
                    if f"opp{s}" in self.L:
                        x, y, w, h = self.L[f"opp{s}"]
                        rect = (x + w - 170, y + 4, 160, 26)
                    else:
                        rect = (tx + 4, ty + 40, tw - 8, 28)
                    if s == me:
                        label = ui("choose_yourself")
                    else:
                        label = ui("target" if ph == R.PH_TARGET else "choose", seat=Seat(s))
                    out.append(Chip(rect, self.words(label), a, name=f"seat-{s}"))
        return out

    def _quest_rect(self, q: int):
        for p in self.pieces:
            if isinstance(p.data, Ref) and p.data.quest == q and p.data.zone in ("pq", "common"):
                w, h = p.size
                return (p.home[0] - w / 2, p.home[1] - h / 2, w, h)
        return None

    def _button_label(self, c: Chip) -> str:
        a = c.action
        if isinstance(a, CompleteQuest):
            return self.words(ui("complete_quest", quest=T.short_quest(a.quest)))
        if isinstance(a, (Take, PickQuest, PickArtifact)):
            card = a.card if isinstance(a, Take) else (a.quest if isinstance(a, PickQuest) else a.artifact)
            name = T.short_quest(card) if card in D.QUEST else T.card(card)
            return self.words(ui("choice", label=c.label, thing=name))
        if isinstance(a, PickRegion):
            return self.words(ui("start_in", region=T.region(a.region)))
        return c.label

    # ------------------------------------------------------------- words
    def prompt(self, view) -> str:
        if view.to_move is None:
            return self.words(ui("over"))
        msg = self._prompt(view)
        return self.words(msg) if msg is not None else super().prompt(view)

    def _prompt(self, view) -> Message | None:
        tm = view.to_move
        me = self.viewer
        if not self.my_decision():
            if view.phase in R.SETUP_PHASES:
                return ui("they_pick", who=Seat(tm))
            if view.phase == R.PH_EXCH_TAKE:
                return ui("they_answer", who=Seat(tm), cur=Seat(view.cur))
            return ui("their_turn", who=Seat(tm))
        ph = view.phase
        if self.assign_path is not None:
            k = view.paths[D.PATH_NAMES.index(self.assign_path)]
            return ui("assign", creature=T.KIND[k], need=D.KIND_NEED[k], symbol=T.SYMBOL[D.KIND_WEAK[k]])
        if ph == R.PH_MAIN:
            return ui("main" if view.actions_left > 0 else "main_done")
        if ph == R.PH_OFFER:
            if view.offer_kind == D.QUEST_CHEST:
                return ui("quest_chest", max=D.MAX_PERSONAL_QUESTS)
            return ui("offer", gems=view.gems[me])
        if ph == R.PH_RELEASE:
            return ui("release_discard" if view.disc[me] else "release", n=view.rel_limit - view.rel_count)
        if ph == R.PH_QPAY:
            need = tuple(ui("symbols", n=n, symbol=T.SYMBOL[s]) for s, n in enumerate(view.qneed) if n)
            return ui("qpay", need=need, token=view.pend_arg == 1)
        if ph == R.PH_TOKEN_EXCESS:
            return ui("token_excess", max=D.MAX_TOKEN_CARDS)
        if ph == R.PH_TARGET:
            return ui("target_for", card=T.KIND[view.pend_kind])
        if ph == R.PH_CHOOSE_CARD:
            k = view.pend_kind
            return ui("looking_glass" if k == D.LOOKING_GLASS else
                      "smelly_alchemy" if k == D.SMELLY_ALCHEMY else "bitter_brew")
        if ph == R.PH_EXCH_GIVE:
            return ui("exchange_give", partner=Seat(view.partner(me)))
        if ph == R.PH_EXCH_TAKE:
            return ui("exchange_take", cur=Seat(view.cur), n=len(view.exch), left=len(view.exch) - max(0, view.pend_arg))
        if ph == R.PH_END:
            return ui("end_of_turn", dump=any(isinstance(a, Dump) for a in self.legal()), n=D.HAND_SIZE)
        if ph in PHASE_PROMPTS:
            return ui(PHASE_PROMPTS[ph])
        return None


#: The phases whose prompt needs no number.
PHASE_PROMPTS = {R.PH_PICK_QUEST: "pick_quest", R.PH_PICK_ART: "pick_artifact", R.PH_PICK_POS: "pick_region",
                  R.PH_ADV: "adventure", R.PH_KEY: "statue_key", R.PH_CHOOSE_PATH: "wardrobe",
                  R.PH_CHOOSE_SEAT: "misadventure"}
