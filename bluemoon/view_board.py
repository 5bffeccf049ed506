"""Blue Moon City: the board under the pieces (city frame, player rows, obelisk, supplies,
sponsorship panel) and the live parts drawn over it.  Called by ``bluemoon/view.py``."""

from __future__ import annotations

import math

import pygame

from engine.game import IllegalAction
from engine.text import Message, Seat
from engine.ui import paint, theme
from engine.ui.kit import Camera
from engine.ui.table import TableScene as BaseTable
from engine.ui.theme import px

from . import actions as A
from . import data as D
from . import rules as R
from . import view_art as VA
from . import words as W
from .payment import set_value
from .view_layout import G, OB_Y, PAN_H, PAN_Y, READABLE_PX, RW, RX, SUP_Y, T, X0, Y0, Ref, cell_rect
from .view_cards import fit

SOFT = (206, 212, 224)


class Pen:
    """Drawing in table units through the camera."""

    def __init__(self, table, surf):
        self.t = table
        self.cam: Camera = table.camera
        self.surf = surf

    def box(self, rect, colour=(0, 0, 0), alpha=60, border=None, radius=12, width=3):
        """A panel of the board: the layout check keeps the words written in it inside it."""
        r = paint.box(self.surf, self.cam, rect, colour, alpha, border, radius, width)
        theme.note_box(self.surf, r)
        return r

    def readable(self) -> int:
        """The least text size that reads at this window size (11 px at 1280x800)."""
        w, h = self.surf.get_size()
        return math.ceil(READABLE_PX * min(w / 1280, h / 800))

    def text(self, text, pos, size=16, colour=theme.INK, anchor="topleft", style="bold", maxw=None):
        least = self.readable()
        n = max(least, int(self.cam.length(size)))
        if maxw is not None:
            img = fit(text, n, colour, int(self.cam.length(maxw)), style, least=least)
        else:
            img = theme.text_px(text, n, colour, style)
        sp = self.cam.to_screen(pos)
        r = img.get_rect(**{anchor: (int(sp[0]), int(sp[1]))})
        self.surf.blit(img, r)
        return r

    def lines(self, text, pos, size, colour, maxw, style="sans", anchor="midtop") -> int:
        """``text`` at a readable size from ``pos`` (table units), wrapped to ``maxw``; returns
        the height it takes, in table units."""
        least = self.readable()
        n = max(least, int(self.cam.length(size)))
        width = int(self.cam.length(maxw))
        rows, row = [], ""
        for word in text.split():
            cand = f"{row} {word}" if row else word
            if row and theme.text_px(cand, n, colour, style).get_width() > width:
                rows.append(row)
                row = word
            else:
                row = cand
        rows.append(row)
        x, y = self.cam.to_screen(pos)
        top = y
        for row in rows:
            img = fit(row, n, colour, width, style, least=least)
            self.surf.blit(img, img.get_rect(**{anchor: (int(x), int(y))}))
            y += img.get_height()
        return (y - top) / self.cam.scale

    def icon(self, what, pos, size, anchor="center"):
        img = self.t.faces.icon(what, int(self.cam.length(size)))
        sp = self.cam.to_screen(pos)
        r = img.get_rect(**{anchor: (int(sp[0]), int(sp[1]))})
        self.surf.blit(img, r)
        return r

    def people(self, colour, pos, size):
        img = self.t.faces.people(colour, int(self.cam.length(size)))
        sp = self.cam.to_screen(pos)
        self.surf.blit(img, img.get_rect(center=(int(sp[0]), int(sp[1]))))


def draw_board(t, surf) -> None:
    BaseTable.draw_table(t, surf)
    pen = Pen(t, surf)
    v = t.view
    _city(t, pen, v)
    _rows(t, pen, v)
    _obelisk(t, pen, v)
    _supplies(t, pen, v)
    _panel(t, pen, v)
    _hand_label(t, pen, v)


def _city(t, pen, v) -> None:
    span = 5 * T + 4 * G
    r = pen.cam.rect_to_screen((X0 - 7, Y0 - 7, span + 14, span + 14))
    img = t.app.art.scaled(f"bm{VA.ART}-city", lambda: VA.city_board(640, 640), r.size)
    pen.surf.blit(img, r)
    cells = set(D.CELLS[v.expansion])
    for c in range(25):
        if c in cells and f"tile{c}" not in t.flips:
            r = pen.cam.rect_to_screen(cell_rect(c))
            sh = pygame.Surface(r.size, pygame.SRCALPHA)
            pygame.draw.rect(sh, (0, 0, 0, 80), sh.get_rect(), border_radius=max(2, r.width // 9))
            pen.surf.blit(sh, r.move(px(1), px(3)))
            pen.surf.blit(t.faces.tile(v.tiles[c], v.built[c], r.width, r.height), r)
        if c not in cells:
            x, y, w, h = cell_rect(c)
            pen.box((x + 6, y + 6, w - 12, h - 12), (0, 0, 0), 40, (90, 100, 130), width=2)


def _rows(t, pen, v) -> None:
    me = t.viewer
    symbols = t.app.settings.colourblind_symbols
    for q in range(v.num_players):
        x, y, w, h = t.row_rect(q)
        active = v.current == q and v.to_move is not None
        pen.box((x, y, w, h), (0, 0, 0), 70 if q != me else 95, theme.ACCENT if active else None, radius=10)
        sp = pen.cam.to_screen((x + 14, y + h / 2))
        theme.seat_badge(pen.surf, t.seats[q].colour, (int(sp[0]), int(sp[1])), max(4, int(pen.cam.length(8))), symbols)
        seat = t.seats[q]
        nm = t.phrase("bluemoon.ui.you_tag", name=seat.name) if q == me and len(t.humans) > 1 else seat.name
        if seat.is_ai:
            nm = t.phrase("bluemoon.ui.ai_tag", name=nm, level=Message(f"engine.level.{seat.level or 'normal'}"))
        pen.text(nm, (x + 28, y + h / 2), 15, anchor="midleft", maxw=124)
        # supply slots (the markers themselves are pieces)
        for j in range(D.MARKERS_PER_PLAYER):
            cx, cy = t.supply_pos(q, j)
            rr = pen.cam.rect_to_screen((cx - 6.5, cy - 6.5, 13, 13))
            pygame.draw.rect(pen.surf, (80, 86, 104), rr, max(1, int(pen.cam.length(1.5))), border_radius=2)
        pen.icon("scale", (x + 322, y + h / 2), 20)
        pen.text(f"{v.scales[q]}", (x + 334, y + h / 2), 16, anchor="midleft")
        pen.icon("crystal", (x + 372, y + h / 2), 20)
        cr = v.crystals[q]
        pen.text(f"{cr}" if cr is not None else "?", (x + 384, y + h / 2), 16,
                 theme.INK if cr is not None else SOFT, anchor="midleft")
        pen.icon("card", (x + 428, y + h / 2), 20)
        pend = v.pending_size(q)
        pen.text(f"{v.hand_size(q)}" + (f" +{pend}" if pend else ""), (x + 440, y + h / 2), 16, anchor="midleft")
        ob = v.obelisk.count(q)
        pen.text(f"{ob}★", (x + w - 8, y + h / 2), 16, theme.ACCENT, anchor="midright")


def _obelisk(t, pen, v) -> None:
    n = v.num_players
    track = D.OBELISK[n]
    x, y, w = RX, OB_Y, RW
    pen.box((x, y, w, 80), (0, 0, 0), 70, radius=10)
    pen.text(t.phrase("bluemoon.ui.obelisk_title", n=D.WIN_MARKERS[n]), (x + 10, y + 5), 15,
             maxw=w - 20)
    nxt = len(v.obelisk)
    for j, cost in enumerate(track):
        r = t.ob_rect(j)
        taken = j < nxt
        colour = (60, 64, 92) if taken else ((92, 98, 140) if j == nxt else (48, 52, 74))
        pen.box(r, colour, 255, theme.ACCENT if j == nxt else (120, 124, 150), radius=6, width=2 if j == nxt else 1)
        if not taken:
            pen.text(str(cost), (r[0] + r[2] / 2, r[1] + r[3] / 2 - 5), 17, theme.INK if j == nxt else SOFT,
                     anchor="center")
            pen.icon("crystal", (r[0] + r[2] / 2, r[1] + r[3] - 8), 11)


def _supplies(t, pen, v) -> None:
    y = SUP_Y
    # the scale pool
    pen.box((RX, y, 118, 104), (0, 0, 0), 70, radius=10)
    pen.text(t.phrase("bluemoon.ui.scale_pool"), (RX + 59, y + 5), 14, anchor="midtop")
    pen.icon("scale", (RX + 40, y + 44), 30)
    pen.text(f"{v.pool}", (RX + 62, y + 44), 24, theme.ACCENT, anchor="midleft")
    pen.lines(t.phrase("bluemoon.ui.scoring_when_empty"), (RX + 59, y + 64), 11, SOFT, 110)
    # the lair
    lx, ly, lw, lh = t.L["lair"]
    pen.box((lx, ly, lw, lh), (0, 0, 0), 70, radius=10)
    pen.text(t.phrase("bluemoon.ui.lair"), (lx + lw / 2, ly + 5), 14, anchor="midtop")
    out = [d for d in range(3) if v.dragons[d] < 0]
    if not out:
        pen.text(t.phrase("bluemoon.ui.lair_empty"), (lx + lw / 2, ly + 60), 12, SOFT, anchor="center", style="sans",
                 maxw=lw - 10)
    # deck and discard
    dx, dy, dw, dh = t.L["deck"]
    pen.box((dx - 14, y, 196, 104), (0, 0, 0), 70, radius=10)
    pen.text(t.phrase("bluemoon.ui.deck", n=len(v.deck)), (dx + dw / 2, dy + dh + 1), 12, SOFT, anchor="midtop")
    if not v.deck:
        pen.box((dx + 2, dy + 2, dw - 4, dh - 4), (0, 0, 0), 50, (120, 130, 150), radius=6, width=1)
    x, y2, w, h = t.L["discard"]
    nd = sum(v.discard)
    last = getattr(t, "_last_discard", None)
    if nd and last is not None and v.discard[last]:
        img = t.faces.card(last, *pen.cam.rect_to_screen((0, 0, w - 4, h - 4)).size)
        pen.surf.blit(img, pen.cam.rect_to_screen((x + 2, y2 + 2, w - 4, h - 4)))
    elif nd:
        img = t.faces.back(*pen.cam.rect_to_screen((0, 0, w - 4, h - 4)).size)
        pen.surf.blit(img, pen.cam.rect_to_screen((x + 2, y2 + 2, w - 4, h - 4)))
    else:
        pen.box((x + 2, y2 + 2, w - 4, h - 4), (0, 0, 0), 50, (120, 130, 150), radius=6, width=1)
        pen.text(t.phrase("bluemoon.ui.empty"), (x + w / 2, y2 + h / 2), 12, SOFT, anchor="center", style="sans")
    pen.text(t.phrase("bluemoon.ui.discard_pile", n=nd), (x + w / 2, y2 + h + 1), 12, SOFT, anchor="midtop")


def _panel(t, pen, v) -> None:
    x, y, w, h = RX, PAN_Y, RW, PAN_H
    me = t.viewer
    cur = v.current if v.current is not None else me
    mine = t.my_decision()
    pen.box((x, y, w, h), (12, 16, 30), 150, theme.ACCENT if mine and v.phase in (R.ACT, R.BUILD) else None,
            radius=12)
    c = t.panel_cell()
    tile = v.tiles[c]
    who = Seat(cur)
    if tile == D.COURTYARD_TILE:
        pen.text(t.phrase("bluemoon.ui.stands_on", who=who, place=W.COURTYARD_TERM), (x + 12, y + 8), 18)
        cost = v.next_cost()
        cr = v.crystals[me]
        lines = [t.phrase("bluemoon.ui.next_cost", cost=cost) if cost is not None else
                 t.phrase("bluemoon.ui.obelisk_full"),
                 t.phrase("bluemoon.ui.crystals_held", n=cr) if cr is not None else ""]
        if mine and v.phase == R.MOVE and cost is not None and cr is not None and cr >= cost:
            lines.append(t.phrase("bluemoon.ui.drag_to_offer"))
        elif mine and v.phase == R.MOVE:
            lines.append(t.phrase("bluemoon.ui.too_poor"))
        elif mine and v.phase == R.ACT:
            lines.append(t.phrase("bluemoon.ui.pillar_hint"))
        else:
            lines.append(t.phrase("bluemoon.ui.offer_rule"))
        ly = y + 48
        for i, line in enumerate(l for l in lines if l):
            ly += pen.lines(line, (x + 104, ly), 15, theme.INK, w - 116, "sans" if i > 1 else "bold", "topleft") + 6
        if not (mine and _obelisk_chips(t)):
            pen.text(t.phrase("bluemoon.ui.a_turn"), (x + 12, y + 132), 15, theme.ACCENT)
            for i, line in enumerate(t.phrase(f"bluemoon.ui.turn{k}") for k in (1, 2, 3)):
                pen.text(line, (x + 24, y + 154 + i * 20), 14, SOFT, style="sans", maxw=w - 36)
        return
    if tile < 0:
        return
    building = W.BUILDING_TERM[tile]
    dragons = [d for d in range(3) if v.dragons[d] == c]
    if v.built[c]:
        pen.text(t.phrase("bluemoon.ui.stands_on_built", who=who, place=building), (x + 12, y + 8), 18, maxw=w - 24)
        pen.text(t.phrase("bluemoon.ui.neighbours_give"), (x + 12, y + 50), 15, style="sans")
        t.faces.reward(pen.surf, D.NEIGHBOURHOOD[tile], int(pen.cam.to_screen((x + 340, 0))[0]),
                       int(pen.cam.to_screen((0, y + 60))[1]), max(pen.readable(), int(pen.cam.length(17))), theme.INK)
        pen.text(t.phrase("bluemoon.ui.move_on"), (x + 12, y + 86), 15, SOFT, style="sans")
        return
    pen.text(t.phrase("bluemoon.ui.stands_on", who=who, place=building), (x + 12, y + 8), 18, maxw=w - 24)
    if dragons:
        pen.text(t.phrase("bluemoon.ui.dragons_here", n=len(dragons)), (x + 12, y + 31), 13, theme.ACCENT, style="sans",
                 maxw=w - 24)
    spaces = D.SPACES[tile]
    rects = t._panel_space_rects(len(spaces))
    for i, (col, val) in enumerate(spaces):
        r = pen.cam.rect_to_screen(rects[i])
        owner = v.owners[c][i]
        t.faces.space(pen.surf, r, col, val)
        if owner >= 0:
            dim = pygame.Surface(r.size, pygame.SRCALPHA)
            dim.fill((0, 0, 0, 120))
            pen.surf.blit(dim, r)
            rr = max(5, r.width // 5)
            theme.seat_badge(pen.surf, t.seats[owner].colour, r.center, rr, t.app.settings.colourblind_symbols)
            # the sponsor's name under the space (over it, it would hide the space's value)
            lab = fit(t.name(owner), max(pen.readable(), int(pen.cam.length(15))), theme.INK, r.width + px(8),
                      least=pen.readable())
            pen.surf.blit(lab, lab.get_rect(midtop=(r.centerx, r.bottom + px(3))))
        elif v.phase == R.BUILD and v.space == i:
            x_col = col if col != D.ANY else v.colour
            have = set_value(v.staged, v.rec_sum, x_col)
            ring = r.inflate(px(8), px(8))
            pygame.draw.rect(pen.surf, theme.GLOW, ring, max(2, px(3)), border_radius=px(8))
            lab = theme.text_px(t.phrase("bluemoon.ui.paid_of", have=have, need=val), max(pen.readable(), int(pen.cam.length(17))), theme.GLOW, "bold")
            pen.surf.blit(lab, lab.get_rect(midtop=(r.centerx, ring.bottom + px(3))))
    # rewards (the Hoax choices take their place while they are offered)
    if any(c.name.startswith("hoax") for c in t.chips()):
        return
    ry = rects[0][1] + rects[0][3] + (36 if len(spaces) <= 4 else 36)
    nbrs = [n for n in D.NEIGHBOURS[v.expansion][c] if v.built[n] and v.tiles[n] >= 0]
    rows = [(t.phrase("bluemoon.ui.best_sponsor"), D.BEST[tile]), (t.phrase("bluemoon.ui.each_sponsor"), D.EACH[tile])]
    for n in nbrs:
        rows.append((t.phrase("bluemoon.ui.next_to", building=W.BUILDING_TERM[v.tiles[n]]), D.NEIGHBOURHOOD[v.tiles[n]]))
    budget = v.hoax_budget() if v.phase == R.BUILD else None
    if budget is not None:
        # what the Hoax may still recolour takes the rewards' place (the tile shows them)
        to = t.hoax_colour(v)
        may = tuple(Message("bluemoon.ui.n_people", n=left, people=W.PEOPLE_TERM[frm])
                    for frm, left in enumerate(budget) if left > 0)
        pen.text(t.phrase("bluemoon.ui.hoax_budget", cards=may, n=sum(budget), to=W.PEOPLE_TERM[to]),
                 (x + 12, ry), 14, theme.GLOW, style="bold", maxw=w - 24)
        return
    size = max(pen.readable(), int(pen.cam.length(14)))
    if len(rows) > 4:   # two lines of two: the last place says how many more (buttons sit below)
        rows = rows[:3] + [(t.phrase("bluemoon.ui.more_neighbours", n=len(rows) - 3), None)]
    for i, (lab, rw) in enumerate(rows):
        col_x = x + 12 + (i % 2) * 262
        yy = ry + (i // 2) * 22
        r = pen.text(lab, (col_x, yy), 14, SOFT, style="sans", maxw=170 if rw is not None else 250)
        if rw is not None:
            t.faces.reward(pen.surf, rw, r.right + px(4), r.centery, size, theme.INK)


def _obelisk_chips(t) -> bool:
    """Whether the panel shows an offering's chips (an offering, or a Pillar's after it), where
    the turn's summary would stand."""
    return any(a == A.OFFER or isinstance(a, A.Pillar) for a in t.legal())


def _hand_label(t, pen, v) -> None:
    me = t.viewer
    x, y, w, h = t.L["hand"]
    if v.hands[me] is None:
        return
    pend = v.pending_size(me)
    label = t.phrase("bluemoon.ui.your_hand_pending", n=pend) if pend else t.phrase("bluemoon.ui.your_hand")
    pen.text(label, (x + 4, y - 6), 14, SOFT, anchor="bottomleft" if False else "topleft", style="sans")


def draw_panel_live(t, surf) -> None:
    """While a card is held over a space of the panel: what that space would have with it."""
    p = t.drag.piece
    if p is None or not isinstance(p.data, Ref) or p.data.what != "hand":
        return
    z = t.zone_at(t.camera.to_table(t.app.mouse))
    if z is None or not z.id.startswith("space"):
        return
    words = _preview(t, p.data.kind, int(z.id[5:]))
    if not words:
        return
    r = t.camera.rect_to_screen(z.rect)
    img = theme.text_px(words, max(10, int(t.camera.length(17))), theme.INK_DARK, "bold")
    box = img.get_rect(midright=(r.left - px(12), r.centery - px(16))).inflate(px(14), px(6))
    pygame.draw.rect(surf, theme.GLOW, box, border_radius=box.height // 2)
    surf.blit(img, img.get_rect(center=box.center))


def _preview(t, kind: int, space: int) -> str:
    """"paid 3 of 5" / "pays it!" after dropping ``kind`` on ``space`` (cached per position)."""
    key = (len(t.record.actions), kind, space)
    cache = t.__dict__.setdefault("_previews", {})
    if key in cache:
        return cache[key]
    words = ""
    try:
        a = t.action_for(t.piece_for_kind(kind), t.zones[f"space{space}"])
        if a is not None and a in t.legal():
            s = t.state.clone()
            s.apply(a)
            if isinstance(a, A.Contribute):
                s.apply(A.ADD[kind])
            if isinstance(a, A.Hoax):
                words = t.phrase("bluemoon.ui.hoax_recolour")
            elif s.phase != R.BUILD:
                words = t.phrase("bluemoon.ui.pays_it")
            else:
                col, need = s.paying_space()
                x = col if col != D.ANY else s.colour
                words = t.phrase("bluemoon.ui.paid_of", have=set_value(s.staged, s.rec_sum, x), need=need)
    except IllegalAction:   # the card cannot be added after all: no preview
        words = ""
    if len(cache) > 200:
        cache.clear()
    cache[key] = words
    return words
