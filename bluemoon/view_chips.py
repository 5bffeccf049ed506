"""Blue Moon City table: the choices that are not drags (chips on the table, the numbered
buttons on the right, the Hoax's colour choices) and the prompt line.  A mixin of the table."""

from __future__ import annotations

from typing import Any

from engine import i18n
from engine.text import Message, Seat
from engine.ui.chips import Chip

from . import actions as A
from . import data as D
from . import rules as R
from . import words as W
from .payment import set_value
from .view_layout import PAN_H, PAN_Y, RW, RX


class ChipsMixin:
    def phrase(self, key: str, **params) -> str:
        """The catalogue's message ``key`` (words.py) in this table's words.  Kept once written
        in the display language: the table's reader never changes, and every rebuild writes
        dozens of tooltips again."""
        msg = (i18n.language(), Message(key, **params))   # a switch of language writes it anew
        said = self.__dict__.setdefault("_phrases", {})
        text = said.get(msg)
        if text is None:
            if len(said) > 4000:
                said.clear()
            text = said[msg] = self.words(msg[1])
        return text

    def chips(self) -> list[Chip]:
        key = (len(self.record.actions), self.viewer, self.my_decision(), self.pending_confirm is not None,
               self.view, str(self.hoax_pick), str(self.armed), "deck" in self.L)
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
            out.append(Chip((px0 + pw - 130, by, 120, 32), self.phrase("bluemoon.ui.cancel"), call=self._disarm, primary=False,
                            name="cancel-arm"))
        if ph == R.BUILD:
            hx = [a for a in legal if isinstance(a, A.Hoax)]
            if hx:
                self._hoax_chips(out, hx, v)
            if A.TAKE_BACK in legal:
                out.append(Chip((px0 + 12, by, 230, 32), self.phrase("bluemoon.ui.take_back"), A.TAKE_BACK, primary=False,
                                name="take-back"))
            if self.hoax_pick is None:
                self._as_itself_chips(out, legal, by)
        if ph == R.SPECIAL:
            for a in legal:
                if isinstance(a, A.Special) and a.cell < 0:
                    tile = v.tiles[v.figures[v.current]]
                    building = W.BUILDING_TERM[tile]
                    label = (self.phrase("bluemoon.ui.hospital", building=building) if D.SPECIAL[tile] == "draw_two" else
                             self.phrase("bluemoon.ui.shrine", building=building,
                                         cost=v.next_cost() + D.SHRINE_SURCHARGE[v.opts["ruleset"]]))
                    out.append(Chip((px0 + 12, by, 300, 32), label, a, name="special"))
        if A.OFFER in legal:
            out.append(Chip((px0 + 110, py0 + 150, 250, 32), self.phrase("bluemoon.ui.offer", cost=v.next_cost()), A.OFFER, name="offer"))
        for val in (1, 2):
            if A.PILLAR[val] in legal:
                out.append(Chip((px0 + 110 + (val - 1) * 200, py0 + 150, 190, 32),
                                self.phrase("bluemoon.ui.pillar", value=val, cost=v.next_cost() + val), A.PILLAR[val], name=f"pillar{val}"))
        for a in legal:
            if isinstance(a, A.Contribute):
                r = self._panel_space_rects(len(D.SPACES[v.tiles[v.figures[v.current]]]))[a.space]
                out.append(Chip((r[0] + 2, r[1] + r[3] + 4, r[2] - 4, 28), self.phrase("bluemoon.ui.sponsor"), a, primary=False,
                                name=f"sponsor{a.space}"))
        if A.DONE in legal:
            done = "bluemoon.ui.done_offering" if v.offered else "bluemoon.ui.done_sponsoring"
            label = {R.MOVE: "bluemoon.ui.done_moving", R.ACT: done,
                     R.SPECIAL: "bluemoon.ui.skip_special"}.get(ph, "bluemoon.ui.done")
            out.append(Chip((px0 + pw - 290, by, 280, 32), self.phrase(label), A.DONE, primary=ph != R.MOVE, name="done"))
        if A.DRAW in legal:
            dx, dy, dw, dh = self.L["deck"]
            n = v.cl_count + D.CLEANUP_DRAW
            # on the deck's picture: below it are the deck's label and the panel's heading
            out.append(Chip((dx - 8, dy + 30, dw + 16, 28), self.phrase("bluemoon.ui.draw", n=n), A.DRAW, name="draw"))
        return out

    def _hoax_chips(self, out: list, hx: list, v) -> None:
        px0, py0 = RX, PAN_Y
        y = py0 + PAN_H - 82
        cancel = (px0 + RW - 130, py0 + PAN_H - 40, 120, 30)
        pick = self.hoax_pick
        if pick is None:
            vals = sorted({a.value for a in hx})
            for i, val in enumerate(vals):
                out.append(Chip((px0 + 12 + i * 258, y, 250, 30), self.phrase(f"bluemoon.ui.hoax_choice{val}"),
                                call=lambda val=val: self._pick_hoax({"value": val}), primary=False,
                                name=f"hoax{val}"))
            return
        val = pick["value"]
        opts = [a for a in hx if a.value == val]
        if "frm" not in pick:
            frms = sorted({a.frm for a in opts})
            out.append(Chip(cancel, self.phrase("bluemoon.ui.hoax_cancel"), call=self._cancel_hoax, primary=False,
                            name="hoax-cancel"))
            for i, f in enumerate(frms):
                tos = {a.to for a in opts if a.frm == f}
                act = next(a for a in opts if a.frm == f) if len(tos) == 1 else None
                lab = self.words(W.PEOPLE_TERM[f]) if act is None else self.phrase(
                    "bluemoon.ui.hoax_from_to", frm=W.PEOPLE_TERM[f], to=W.PEOPLE_TERM[act.to])
                r = self._hoax_chip_rect(i, y)
                if act is not None:
                    out.append(Chip(r, lab, act, name=f"hoax-from{f}"))
                else:
                    out.append(Chip(r, lab, call=lambda f=f: self._pick_hoax(dict(pick, frm=f)), name=f"hoax-from{f}"))
            return
        f = pick["frm"]
        out.append(Chip(cancel, self.phrase("bluemoon.ui.hoax_cancel"), call=self._cancel_hoax, primary=False,
                        name="hoax-cancel"))
        for i, a in enumerate(sorted((a for a in opts if a.frm == f), key=lambda a: a.to)):
            out.append(Chip(self._hoax_chip_rect(i, y), self.words(W.PEOPLE_TERM[a.to]), a, name=f"hoax-to{a.to}"))

    @staticmethod
    def _hoax_chip_rect(i: int, y: float) -> tuple:
        """The ``i``-th colour chip of a Hoax: four a row, wide enough for "Vulca → Terrah",
        the second row clear of Cancel Hoax on the right."""
        return (RX + 12 + (i % 4) * 128, y + (i // 4) * 32, 124, 28)

    def _as_itself_chips(self, out: list, legal: list, by: float) -> None:
        """A card dropped on the space counts recoloured when a Hoax allows it; where it may
        also count as itself (a Khind, a Mimix towards a pair), a chip puts it in unchanged."""
        both = [k for k in range(D.NUM_KINDS) if A.ADD_RECOLOURED[k] in legal and A.ADD[k] in legal]
        for i, k in enumerate(both):
            r = (RX + 250 + (i % 2) * 138, by - (i // 2) * 36, 134, 32)
            label = self.phrase("bluemoon.ui.as_itself", card=W.CARD[k])
            out.append(Chip(r, label, A.ADD[k], primary=False, name=f"as-itself{k}"))

    def _pick_hoax(self, pick) -> None:
        self.hoax_pick = pick
        self._chips_cache = None
        self.refresh_widgets()

    def _cancel_hoax(self) -> None:
        self.hoax_pick = None
        self._chips_cache = None
        self.refresh_widgets()

    def _disarm(self) -> None:
        self.armed = None
        self.rebuild(duration=0.2)

    def buttons(self, view) -> list[tuple[str, Any]]:
        """The moves as buttons: the spaces first, left to right as in the panel (a space whose
        name another space shares says which one from the left it is), then the rest."""
        tile = view.tiles[view.figures[view.current]]
        names = [W.building_space(tile, i) for i in range(len(D.SPACES[tile]))] if tile >= 0 else []
        free = [names[c.action.space] for c in self.chips() if isinstance(c.action, A.Contribute)]
        spaces, rest = [], []
        for c in self.chips():
            if c.action is None:
                continue
            if isinstance(c.action, A.Contribute):
                i = c.action.space
                if free.count(names[i]) > 1:
                    label = self.phrase("bluemoon.ui.sponsor_space_nth", space=names[i], n=i + 1)
                else:
                    label = self.phrase("bluemoon.ui.sponsor_space", space=names[i])
                spaces.append((i, label, c.action))
            else:
                rest.append((c.label, c.action))
        return [(label, a) for _i, label, a in sorted(spaces, key=lambda x: x[0])] + rest

    # ------------------------------------------------------------- words
    def prompt(self, view) -> str:
        tm = view.to_move
        if tm is None:
            return self.phrase("bluemoon.ui.game_over")
        ph = view.phase
        if not self.my_decision():
            return self.phrase("bluemoon.ui.their_turn", who=Seat(tm), doing=Message(f"bluemoon.ui.doing.{ph}"))
        if self.armed is not None:
            if self.armed[0] == "dragon":
                return self.phrase("bluemoon.ui.drag_dragon", dragon=W.DRAGON_TERM[self.armed[1]])
            return self.phrase("bluemoon.ui.drag_flit")
        if ph == R.MOVE:
            s = view.steps
            fig = view.figures[self.viewer]
            offer = fig == D.CENTRE and A.OFFER in self.legal()
            if s == 0:
                return self.phrase("bluemoon.ui.no_steps_sponsor" if view.open_building(fig) else
                                   "bluemoon.ui.no_steps_offer" if offer else "bluemoon.ui.no_steps")
            return self.phrase("bluemoon.ui.move_then_sponsor" if view.open_building(fig) else
                               "bluemoon.ui.move_then_offer" if offer else "bluemoon.ui.move_to_ruins", n=s)
        if ph == R.ACT:
            return self.phrase("bluemoon.ui.pillar_or_done" if view.offered else "bluemoon.ui.sponsor_or_done")
        if ph == R.BUILD and self.hoax_pick is not None:
            val = self.hoax_pick["value"]
            if "frm" in self.hoax_pick:
                return self.phrase("bluemoon.ui.hoax_to", value=val, frm=W.PEOPLE_TERM[self.hoax_pick["frm"]])
            return self.phrase(f"bluemoon.ui.hoax_from{val}")
        if ph == R.BUILD:
            sc, need = view.paying_space()
            have = set_value(view.staged, view.rec_sum, sc if sc != D.ANY else view.colour)
            # the space by its colour, as the log and the buttons name it
            space = W.space_term(sc, need)
            return self.phrase("bluemoon.ui.paying", space=space, have=have, need=need)
        if ph == R.SPECIAL:
            return self.phrase("bluemoon.ui.special")
        if ph == R.CLEANUP:
            left = D.MAX_CLEANUP_DISCARD - view.cl_count
            n = view.cl_count + D.CLEANUP_DRAW
            return self.phrase("bluemoon.ui.cleanup", left=left, n=n) if left else \
                self.phrase("bluemoon.ui.cleanup_draw", n=n)
        return super().prompt(view)

    # ----------------------------------------------------------- drawing
