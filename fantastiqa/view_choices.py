"""The Fantastiqa table's words and choices: the chips drawn on the table (mirrored as the
numbered buttons on the right) and the one-line prompt saying what the seat can do now."""

from __future__ import annotations

from typing import Any

from . import data as D
from . import rules as R
from .actions import (ChooseSeat, CompleteQuest, Done, Dump, EndTurn, Exchange, PickArtifact, PickQuest,
                      PickRegion, Reshuffle, Statue, Take)
from .view_layout import OVERLAY, Chip, Ref, _p, space_xy


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
                out.append(Chip((ox + ow - 124, oy + 8, 114, 30), "Close", call=self.toggle_browse, primary=False,
                                name="browse-close"))
        elif v.disc[me]:
            out.append(Chip((dx + 2, dy + 150, dw - 4, 26), "Browse", call=self.toggle_browse, primary=False,
                            name="browse"))
        legal = self.legal()
        if not legal or self.pending_confirm is not None:
            return out
        ph = v.phase
        tx, ty, tw, th = self.L["turn"]
        col: list[tuple[str, Any, bool, str]] = []
        if self.assign_path is not None:
            out.append(Chip((600, 5, 160, 26), "Take cards back", call=self.cancel_assign, primary=False,
                            name="unassign"))
        if ph == R.PH_MAIN or ph == R.PH_KEY:
            for opt, label in (("draw", "Draw statue cards"), ("release", "Release cards"),
                               ("teleport", "Teleport (2 gems)")):
                if Statue(opt) in legal:
                    col.append((label, Statue(opt), True, f"statue-{opt}"))
            if Exchange() in legal:
                col.append(("Exchange cards", Exchange(), False, "exchange"))
            if EndTurn() in legal:
                col.append(("End turn", EndTurn(), False, "end-turn"))
            if Reshuffle() in legal:
                col.append(("Reshuffle token", Reshuffle(), False, "reshuffle"))
        elif ph == R.PH_ADV:
            col.append(("Finish adventure", Done(), True, "done"))
        elif ph == R.PH_OFFER and Done() in legal:
            col.append(("Done at the statue", Done(), True, "done"))
        elif ph == R.PH_RELEASE and Done() in legal:
            col.append(("Stop releasing", Done(), True, "done"))
        elif ph == R.PH_EXCH_GIVE:
            col.append(("Offer these cards" if v.exch else "Cancel exchange", Done(), bool(v.exch), "done"))
        elif ph == R.PH_EXCH_TAKE and Done() in legal:
            col.append(("Decline exchange", Done(), False, "done"))
        elif ph == R.PH_END:
            col.append((f"Draw up to {D.HAND_SIZE}", Done(), True, "done"))
        col = col[:5]
        step = 34 if len(col) <= 4 else 30
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
                    out.append(Chip((x + 10, y + h - 20, w - 20, 26), "Complete!", a, name=f"complete-{q}"))
        # choices on the offer
        if ph in (R.PH_OFFER, R.PH_PICK_QUEST, R.PH_PICK_ART) and getattr(self, "offer_chips", True):
            for p in self.pieces:
                if isinstance(p.data, Ref) and p.data.zone == "offer" and p.id.endswith("-0"):
                    a = self.pick_action(p)
                    if a is not None:
                        x, y = p.home
                        cw, ch = p.size
                        if isinstance(a, Take) and p.data.kind >= 0:
                            label = f"Buy ({D.KIND_COST[p.data.kind]} gems)"
                        else:
                            label = "Take"
                        out.append(Chip((x - cw / 2 + 4, y + ch / 2 + 6, cw - 8, 28), label, a, name=f"take-{p.id}"))
        if ph == R.PH_PICK_POS:
            for a in legal:
                if isinstance(a, PickRegion):
                    sp = v.region_at.index(D.REGIONS.index(a.region))
                    x, y = space_xy(sp)
                    out.append(Chip((x - 62, y - 14, 124, 28), "Start here", a, name=f"start-{sp}"))
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
                    word = "Target" if ph == R.PH_TARGET else "Choose"
                    label = f"{word} {self.name(s)}" if s != me else "Choose yourself"
                    out.append(Chip(rect, label, a, name=f"seat-{s}"))
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
            return f"Complete {D.QUEST_NAME[D.QUEST[a.quest]].split(' of ')[0]}"
        if isinstance(a, (Take, PickQuest, PickArtifact)):
            card = a.card if isinstance(a, Take) else (a.quest if isinstance(a, PickQuest) else a.artifact)
            name = D.QUEST_NAME[D.QUEST[card]].split(" of ")[0] if card in D.QUEST else D.KIND_NAME[D.KIND[card]]
            return f"{c.label}: {name}"
        if isinstance(a, PickRegion):
            return f"Start in the {D.REGION_NAMES[D.REGIONS.index(a.region)]}"
        return c.label

    # ------------------------------------------------------------- words
    def prompt(self, view) -> str:
        tm = view.to_move
        if tm is None:
            return "The game is over."
        if self.hint_text:
            return ""  # the hint (right of the status bar) speaks now
        me = self.viewer
        if not self.my_decision():
            who = self.name(tm)
            if view.phase in R.SETUP_PHASES:
                return f"{who} is choosing a starting quest, artifact and region."
            if view.phase == R.PH_EXCH_TAKE:
                return f"{who} answers {self.name(view.cur)}'s card exchange."
            return f"{who}'s turn."
        ph = view.phase
        if self.assign_path is not None:
            k = view.paths[D.PATH_NAMES.index(self.assign_path)]
            need = D.KIND_NEED[k]
            verb = "need" if D.KIND_NAME[k] in ("Spiders", "Water Nymphs", "Vampire Bats", "Fairies") else "needs"
            return (f"The {D.KIND_NAME[k]} {verb} {need} {D.SYMBOLS[D.KIND_WEAK[k]]}: add cards (2 identical "
                    f"symbols = 1 wild), or take them back.")
        if ph == R.PH_PICK_QUEST:
            return "Setup: click the starting quest you want (it lowers your score until you complete it)."
        if ph == R.PH_PICK_ART:
            return "Setup: click the starting artifact you want; it is shuffled into your deck."
        if ph == R.PH_PICK_POS:
            return "Setup: choose your starting region — click Start here, or drag your adventurer there."
        if ph == R.PH_MAIN:
            if view.actions_left > 0:
                return "Your action: adventure (drag cards onto a creature), visit your statue or complete a quest."
            return "Action done: free actions still allowed (prepare quests, fly, use cards); then End turn."
        if ph == R.PH_ADV:
            return "Adventure: subdue the next creature next to you (drag cards onto it), or Finish adventure."
        if ph == R.PH_OFFER:
            if view.offer_kind == D.QUEST_CHEST:
                return f"Quest chest: take at least one quest (you may hold {D.MAX_PERSONAL_QUESTS})."
            return f"Buy any of the drawn cards with gems (you have {view.gems[me]}), then Done."
        if ph == R.PH_RELEASE:
            left = view.rel_limit - view.rel_count
            where = ("click a card of your discard pile, or drag a hand card into the box" if view.disc[me]
                     else "drag hand cards onto your statue")
            return f"Release up to {left} more card{_p(left)} for 1 gem each: {where}."
        if ph == R.PH_KEY:
            return "Statue key: choose what to do at the statue (the buttons), or play a +S card first."
        if ph == R.PH_QPAY:
            need = [f"{n} {D.SYMBOLS[s]}" for s, n in enumerate(view.qneed) if n]
            src = " or click cards under your quest token" if view.pend_a == 1 else ""
            return f"Pay the quest: drag cards with {', '.join(need)} onto it{src}."
        if ph == R.PH_TOKEN_EXCESS:
            return f"Your quest token holds more than {D.MAX_TOKEN_CARDS}: click cards under it to discard."
        if ph == R.PH_TARGET:
            return f"Choose the opponent for your {D.KIND_NAME[view.pend_kind]}."
        if ph == R.PH_CHOOSE_CARD:
            k = view.pend_kind
            if k == D.LOOKING_GLASS:
                return "Looking Glass: drag the hand card to double onto the Use spot."
            if k == D.SMELLY_ALCHEMY:
                return "Smelly Alchemy: click the card in your discard pile to take into your hand."
            return "Bitter Brew: drag a hand card to the Use spot, or click one in your discard pile."
        if ph == R.PH_CHOOSE_PATH:
            return "Wardrobe of Changing: click two creatures to swap."
        if ph == R.PH_CHOOSE_SEAT:
            return "Deck of Misadventure: choose two adventurers to swap (click them, or the buttons)."
        if ph == R.PH_EXCH_GIVE:
            return (f"Exchange: drag cards onto {self.name(view.partner(me))}'s panel to offer them, then press "
                    "Offer these cards.")
        if ph == R.PH_EXCH_TAKE:
            left = len(view.exch) - max(0, view.pend_a)
            return (f"{self.name(view.cur)} offers you {len(view.exch)} card{_p(len(view.exch))}: drag {left} "
                    f"of yours onto their panel in return, or decline.")
        if ph == R.PH_END:
            dump = " or one onto an opponent here" if any(isinstance(a, Dump) for a in self.legal()) else ""
            return f"End of turn: drag unwanted cards to your discard pile{dump}; then Draw up to 5."
        return super().prompt(view)
