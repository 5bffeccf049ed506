"""Blue Moon City table: the choices that are not drags (chips on the table, the numbered
buttons on the right, the Hoax's colour choices) and the prompt line.  A mixin of the table."""

from __future__ import annotations

from typing import Any


from . import actions as A
from . import data as D
from . import rules as R
from .payment import set_value
from .view_layout import PAN_H, PAN_Y, RW, RX, Chip, _p


class ChipsMixin:
    def chips(self) -> list[Chip]:
        key = (len(self.record.actions), self.viewer, self.my_decision(), self.pending_confirm is not None,
               id(self.view), str(self.hoax_pick), str(self.armed), "deck" in self.L)
        if self._chips_cache is not None and self._chips_cache[0] == key:
            return self._chips_cache[1]
        out = self._make_chips()
        self._chips_cache = (key, out)
        return out

    def _make_chips(self) -> list[Chip]:
        out: list[Chip] = []
        legal = self.legal()
        if not legal or self.pending_confirm is not None or "deck" not in self.L:
            return out
        v = self.view
        ph = v.phase
        px0, py0, pw, ph_ = RX, PAN_Y, RW, PAN_H
        by = py0 + ph_ - 40
        if self.armed is not None:
            out.append(Chip((px0 + pw - 130, by, 120, 32), "Cancel", call=self._disarm, primary=False,
                            name="cancel-arm"))
        if ph == R.BUILD:
            hx = [a for a in legal if isinstance(a, A.Hoax)]
            if hx:
                self._hoax_chips(out, hx, v)
            if A.TAKE_BACK in legal:
                out.append(Chip((px0 + 12, by, 230, 32), "Take the cards back", A.TAKE_BACK, primary=False,
                                name="take-back"))
            if self.hoax_pick is None:
                self._as_itself_chips(out, legal, by)
        if ph == R.SPECIAL:
            for a in legal:
                if isinstance(a, A.Special) and a.cell < 0:
                    sp = D.SPECIAL[v.tiles[v.figures[v.current]]]
                    label = ("Hospital: draw 2 cards" if sp == "draw_two" else
                             f"Golden Shrine: offer ({v.next_cost() + D.SHRINE_SURCHARGE[v.opts['ruleset']]} crystals)")
                    out.append(Chip((px0 + 12, by, 300, 32), label, a, name="special"))
        if A.OFFER in legal:
            out.append(Chip((px0 + 110, py0 + 150, 250, 32), f"Offer {v.next_cost()} crystals", A.OFFER, name="offer"))
        for val in (1, 2):
            if A.PILLAR[val] in legal:
                out.append(Chip((px0 + 110 + (val - 1) * 200, py0 + 150, 190, 32),
                                f"Pillar {val}: offer {v.next_cost() + val}", A.PILLAR[val], name=f"pillar{val}"))
        for a in legal:
            if isinstance(a, A.Contribute):
                r = self._panel_space_rects(len(D.SPACES[v.tiles[v.figures[v.current]]]))[a.space]
                out.append(Chip((r[0] + 4, r[1] + r[3] + 5, r[2] - 8, 24), "Sponsor", a, primary=False,
                                name=f"sponsor{a.space}"))
        if A.DONE in legal:
            done = "Done offering" if v.offered else "Done sponsoring"
            label = {R.MOVE: "End moving, skip sponsoring", R.ACT: done,
                     R.SPECIAL: "Skip the special building"}.get(ph, "Done")
            out.append(Chip((px0 + pw - 250, by, 240, 32), label, A.DONE, primary=ph != R.MOVE, name="done"))
        if A.DRAW in legal:
            dx, dy, dw, dh = self.L["deck"]
            n = v.cl_count + D.CLEANUP_DRAW
            out.append(Chip((dx - 30, dy + dh + 2, dw + 60, 26), f"Draw {n}", A.DRAW, name="draw"))
        return out

    def _hoax_chips(self, out: list, hx: list, v) -> None:
        px0, py0 = RX, PAN_Y
        y = py0 + PAN_H - 82
        cancel = (px0 + RW - 130, py0 + PAN_H - 40, 120, 30)
        pick = self.hoax_pick
        if pick is None:
            vals = sorted({a.value for a in hx})
            for i, val in enumerate(vals):
                words = "up to 4 cards" if val == 1 else "1 card"
                out.append(Chip((px0 + 12 + i * 200, y, 190, 30), f"Hoax {val}: recolour {words}",
                                call=lambda val=val: self._pick_hoax({"value": val}), primary=False,
                                name=f"hoax{val}"))
            return
        val = pick["value"]
        opts = [a for a in hx if a.value == val]
        if "frm" not in pick:
            frms = sorted({a.frm for a in opts})
            out.append(Chip(cancel, "Cancel Hoax", call=self._cancel_hoax, primary=False, name="hoax-cancel"))
            for i, f in enumerate(frms):
                tos = {a.to for a in opts if a.frm == f}
                act = next(a for a in opts if a.frm == f) if len(tos) == 1 else None
                lab = D.PEOPLE_TITLE[f] + (f" → {D.PEOPLE_TITLE[act.to]}" if act is not None else "")
                r = (px0 + 12 + (i % 5) * 102, y + (i // 5) * 32, 98, 28)
                if act is not None:
                    out.append(Chip(r, lab, act, name=f"hoax-from{f}"))
                else:
                    out.append(Chip(r, lab, call=lambda f=f: self._pick_hoax(dict(pick, frm=f)), name=f"hoax-from{f}"))
            return
        f = pick["frm"]
        out.append(Chip(cancel, "Cancel Hoax", call=self._cancel_hoax, primary=False, name="hoax-cancel"))
        for i, a in enumerate(sorted((a for a in opts if a.frm == f), key=lambda a: a.to)):
            r = (px0 + 12 + (i % 5) * 102, y + (i // 5) * 32, 98, 28)
            out.append(Chip(r, D.PEOPLE_TITLE[a.to], a, name=f"hoax-to{a.to}"))

    def _as_itself_chips(self, out: list, legal: list, by: float) -> None:
        """A card dropped on the space counts recoloured when a Hoax allows it; where it may
        also count as itself (a Khind, a Mimix towards a pair), a chip puts it in unchanged."""
        both = [k for k in range(D.NUM_KINDS) if A.ADD_RECOLOURED[k] in legal and A.ADD[k] in legal]
        for i, k in enumerate(both):
            r = (RX + 250 + (i % 2) * 138, by - (i // 2) * 36, 134, 32)
            label = f"{D.PEOPLE_TITLE[D.KIND_COLOUR[k]]} {D.KIND_VALUE[k]} as itself"
            out.append(Chip(r, label, A.ADD[k], primary=False, name=f"as-itself{k}"))

    def _pick_hoax(self, pick) -> None:
        self.hoax_pick = pick
        self._chips_cache = None
        self._make_widgets()

    def _cancel_hoax(self) -> None:
        self.hoax_pick = None
        self._chips_cache = None
        self._make_widgets()

    def _disarm(self) -> None:
        self.armed = None
        self.rebuild(duration=0.2)

    def buttons(self, view) -> list[tuple[str, Any]]:
        out = []
        for c in self.chips():
            if c.action is None:
                continue
            label = c.label
            if isinstance(c.action, A.Contribute):
                col, val = D.SPACES[view.tiles[view.figures[view.current]]][c.action.space]
                label = f"Sponsor the {D.PEOPLE_TITLE[col] if col < 8 else 'any-colour'} {val} space"
            out.append((label, c.action))
        return out

    # ------------------------------------------------------------- words
    def prompt(self, view) -> str:
        tm = view.to_move
        if tm is None:
            return "The game is over."
        ph = view.phase
        if not self.my_decision():
            what = {R.MOVE: "moving", R.ACT: "sponsoring", R.BUILD: "paying for a space", R.SPECIAL:
                    "at a special building", R.CLEANUP: "cleaning up"}.get(ph, "")
            return f"{self.name(tm)}'s turn — {what}."
        if self.armed is not None:
            if self.armed[0] == "dragon":
                return f"Drag the {D.DRAGON_TITLE[self.armed[1]]} to a glowing tile (or click Cancel)."
            return "Drag your figure to any tile: the Flit 1 flies it there (or click Cancel)."
        if ph == R.MOVE:
            s = view.steps
            fig = view.figures[self.viewer]
            if s == 0:
                if view.open_building(fig):
                    return "No steps left: sponsor a space in the panel, or end moving."
                if fig == D.CENTRE and A.OFFER in self.legal():
                    return "No steps left: drag your crystals onto the obelisk to offer, or end moving."
                return "No steps left (a Flit 2 gives two more): play a card, or end moving."
            if view.open_building(fig):
                where = "sponsor a space in the panel"
            elif fig == D.CENTRE and A.OFFER in self.legal():
                where = "offer crystals at the obelisk"
            else:
                where = "sponsor a building in ruins"
            return f"Move: drag your figure up to {s} step{_p(s)} (glowing tiles), then {where}."
        if ph == R.ACT:
            if view.offered:
                return "A Pillar card dragged onto the obelisk offers once more; or click Done offering."
            return "Sponsor another space (a new set of cards each), or click Done sponsoring."
        if ph == R.BUILD and self.hoax_pick is not None:
            val = self.hoax_pick["value"]
            n = "up to 4 cards" if val == 1 else "1 card"
            if "frm" in self.hoax_pick:
                return f"Hoax {val}: which colour should the {D.PEOPLE_TITLE[self.hoax_pick['frm']]} cards count as?"
            return f"Hoax {val} recolours {n} of one people: click whose cards (or Cancel Hoax)."
        if ph == R.BUILD:
            sc, need = D.SPACES[view.tiles[view.figures[view.current]]][view.space]
            x = sc if sc != D.ANY else view.colour
            have = set_value(view.staged, view.rec_sum, x)
            name = D.PEOPLE_TITLE[sc] if sc < 8 else "one colour"
            return (f"Paying the {name} {need} space: {have} of {need} — drag more cards onto it "
                    "(or take the cards back).")
        if ph == R.SPECIAL:
            return "Your figure stands on a special building: use it, or skip."
        if ph == R.CLEANUP:
            left = D.MAX_CLEANUP_DISCARD - view.cl_count
            n = view.cl_count + D.CLEANUP_DRAW
            if left:
                return f"Cleanup: drag up to {left} card{_p(left)} onto the discard pile, then click Draw {n}."
            return f"Cleanup: click Draw {n} to end your turn."
        return super().prompt(view)

    # ----------------------------------------------------------- drawing
