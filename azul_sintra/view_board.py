"""The Sintra table's board: everything drawn under the pieces, and the drag preview above them.

:class:`BoardPainter` draws the factories, bag, tower, scoring board and palaces once per
position (cached), where view_layout.py places them.
"""

from __future__ import annotations

import math

import pygame

from engine import i18n
from engine.text import Message, Seat, signed
from engine.ui import paint, theme
from engine.ui.table import TableScene as BaseTable

from . import data as D
from . import view_art as VA
from .actions import PlaceTiles
from .words import COLOUR_TERMS, GLYPH_TERMS
from .view_layout import (BAG, COL, FC, GLAZ_H, OPP_GAP, OPP_SCALE, OPP_TITLE, OPP_W, OPP_X, OPP_Y, SCORE,
                          STRIP_H, STRIP_W, TOWER, TRAY, Palace, Tile, factory_centre, factory_size,
                          least_px, round_space, score_row)

ROMAN = ("I", "II", "III", "IV", "V", "VI")
#: The broken-glass track's cells on the scoring board (table units apart).
TRACK_STEP = 46
PAPER = (250, 244, 226)


class BoardPainter:
    """Draws the Sintra board for a :class:`SintraTable` (``t``)."""

    def __init__(self, table):
        self.t = table
        self._tip: tuple = (None, 0.0)     # (the pointed piece's id, since when)

    # -- small drawing helpers ---------------------------------------------------------------
    def _box(self, surf, rect, colour=(0, 0, 0), alpha=60, border=None, radius=12, width=3):
        """A panel; the texts drawn in it must stay inside (the layout check is told)."""
        r = paint.box(surf, self.t.camera, rect, colour, alpha, border, radius, width)
        theme.note_box(surf, r)
        return r

    def least_px(self) -> int:
        """The smallest readable text for this window (11 px at 1280x800, in proportion)."""
        return least_px(self.t.app.screen.get_size())

    def _label(self, surf, text, pos, size=18, colour=theme.INK, anchor="topleft", style="bold", maxw=None,
               optional=False):
        """``text`` at ``pos`` (table units), ``size`` units high but never below the readable size;
        made smaller to fit ``maxw`` units, and left out if it still does not fit and is ``optional``."""
        cam = self.t.camera
        least = self.least_px()
        px_size = max(least, int(cam.length(size)))
        img = theme.text_px(text, px_size, colour, style)
        if maxw is not None:
            lim = int(cam.length(maxw))
            while img.get_width() > lim and px_size > least:
                px_size -= 1
                img = theme.text_px(text, px_size, colour, style)
            if optional and img.get_width() > lim:
                return None
        sp = cam.to_screen(pos)
        r = img.get_rect(**{anchor: (int(sp[0]), int(sp[1]))})
        surf.blit(img, r)
        return r

    def _paragraphs(self, surf, text: str, rect, size: float) -> None:
        """Lines of ``text`` (the first bold, a heading) wrapped to the panel ``rect`` (table
        units), made smaller to fit, down to the readable size; a paragraph that still finds no
        room below is left out whole (never cut mid-sentence)."""
        cam = self.t.camera
        x, y, w, h = rect
        r = cam.rect_to_screen((x + 12, y + 8, w - 24, h - 14))
        least = self.least_px()
        px_size = max(least, int(cam.length(size)))
        while True:
            paras = self._wrapped(text, r.width - 2, px_size)
            if px_size <= least or self._height(paras, px_size) <= r.height:
                break
            px_size -= 1
        top = r.top
        for i, lines in enumerate(paras):
            style = "bold" if i == 0 else "sans"
            imgs = [theme.text_px(line, px_size, theme.INK if i == 0 else (200, 204, 196), style) for line in lines]
            if top + sum(int(img.get_height() * 1.08) for img in imgs) - int(imgs[-1].get_height() * 0.08) > r.bottom:
                return
            for img in imgs:
                surf.blit(img, (r.left, top))
                top += int(img.get_height() * 1.08)
            top += int(px_size * 0.25)

    @staticmethod
    def _wrapped(text: str, width: int, px_size: int) -> list[list[str]]:
        """Each paragraph of ``text`` (the first bold) as its lines at ``px_size``."""
        return [theme.wrap(para, width, px_size / theme.scale(), "bold" if i == 0 else "sans") or [""]
                for i, para in enumerate(text.split("\n"))]

    @staticmethod
    def _height(paras: list[list[str]], px_size: int) -> int:
        """About how high ``paras`` stand at ``px_size`` (the line pitch of :meth:`_paragraphs`)."""
        line = theme.text_px("Ag", px_size).get_height()
        return sum(len(lines) * int(line * 1.08) + int(px_size * 0.25) for lines in paras)

    def _glyph(self, surf, c: int, pos, r: float, colour=None):
        cam = self.t.camera
        sp = cam.to_screen(pos)
        rr = max(3, int(cam.length(r)))
        rgb = VA.RGB[D.COLOURS[c]]
        theme.draw_symbol(surf, VA.GLYPH[D.COLOURS[c]], (int(sp[0]), int(sp[1])), rr + 1, (20, 20, 24))
        theme.draw_symbol(surf, VA.GLYPH[D.COLOURS[c]], (int(sp[0]), int(sp[1])), rr, colour or rgb)

    # -- the board ---------------------------------------------------------------------------
    def draw_board(self, surf) -> None:
        """The board under the pieces, through the kit's board cache: repainted only when what
        it shows (or the camera, window or language) changes."""
        t = self.t
        t.blit_board(surf, (getattr(t, "build_no", 0), t.viewer, t.glyphs, t.my_decision(), i18n.language()),
                     self._paint)

    def _paint(self, surf) -> None:
        t = self.t
        BaseTable.draw_table(t, surf)
        self._factories(surf)
        self._bag_and_tower(surf)
        self._scoring(surf)
        for seat, pal in t.palaces.items():
            self._palace(surf, pal)
        self._tray(surf)
        self._reference(surf)

    def _factories(self, surf) -> None:
        t = self.t
        v = t.view
        cam = t.camera
        n = v.nfact
        c = cam.to_screen(FC)
        pygame.draw.circle(surf, (26, 52, 58), (int(c[0]), int(c[1])), int(cam.length(116)))
        pygame.draw.circle(surf, (70, 110, 116), (int(c[0]), int(c[1])), int(cam.length(116)), max(1, int(cam.length(2))))
        self._label(surf, t.ui("centre"), (FC[0], FC[1] + 96), 13, (150, 184, 188), "center")
        size = factory_size(n)
        art = (f"az{VA.ART}-factory", VA.factory)
        for k in range(n):
            cx, cy = factory_centre(k, n)
            r = cam.rect_to_screen((cx - size / 2, cy - size / 2, size, size))
            surf.blit(t.app.art.scaled(art[0], art[1], r.size), r)
            # its number on a small badge at the disc's upper left
            bx, by = cx - size * 0.36, cy - size * 0.36
            bc = cam.to_screen((bx, by))
            pygame.draw.circle(surf, (60, 34, 18), (int(bc[0]), int(bc[1])), max(5, int(cam.length(10))))
            self._label(surf, str(k + 1), (bx, by), 13, (250, 226, 180), "center")
            if t.glyphs:   # the colour-blind side: a zone mark per colour around the rim
                for j in range(D.NUM_COLOURS):
                    b = math.radians(-90 + 72 * j + 36)
                    self._glyph(surf, j, (cx + math.cos(b) * size * 0.37, cy + math.sin(b) * size * 0.37), 4.2)

    def _bag_and_tower(self, surf) -> None:
        t = self.t
        v = t.view
        cam = t.camera
        r = cam.rect_to_screen((BAG[0] - 30, BAG[1] - 32, 60, 60))
        surf.blit(t.app.art.scaled(f"az{VA.ART}-bag", VA.bag, r.size), r)
        self._label(surf, t.ui("bag", n=sum(v.bag)), (BAG[0], BAG[1] + 30), 15, theme.INK, "midtop")
        x, y, w, h = TOWER
        r = cam.rect_to_screen((x, y, w, h))
        surf.blit(t.app.art.scaled(f"az{VA.ART}-tower", VA.tower, r.size), r)
        for k, line in enumerate(t.ui("tower", n=sum(v.tower)).split("\n")):
            self._label(surf, line, (x + w / 2, y + h + 6 + 17 * k), 14, theme.INK, "midtop")

    def draw_tower_front(self, surf) -> None:
        cam = self.t.camera
        x, y, w, h = TOWER
        a = cam.to_screen((x + w * 0.78, y + h * 0.12))
        b = cam.to_screen((x + w * 0.78, y + h * 0.8))
        line = pygame.Surface((max(2, int(cam.length(5))), max(2, int(b[1] - a[1]))), pygame.SRCALPHA)
        line.fill((255, 255, 255, 50))
        surf.blit(line, (int(a[0]), int(a[1])))

    def _scoring(self, surf) -> None:
        t = self.t
        v = t.view
        x, y, w, h = SCORE
        h = 78 + 42 * v.num_players + 4
        self._box(surf, (x, y, w, h), (18, 26, 34), 200, (120, 140, 150), radius=14, width=2)
        over = v.phase == D.PHASE_OVER
        self._label(surf, t.ui("round"), (x + 12, y + 14), 16)
        self._label(surf, t.ui("round_of", round=min(v.round + 1, D.ROUNDS), rounds=D.ROUNDS), (x + 12, y + 36), 15,
                    theme.INK_DIM,
                    style="sans")
        for r in range(D.ROUNDS):
            cx, cy = round_space(r)
            cur = r == v.round and not over
            rr = 21 if cur else 17
            self._box(surf, (cx - rr, cy - rr, 2 * rr, 2 * rr), (0, 0, 0), 120,
                      theme.ACCENT if cur else (90, 100, 110), radius=6, width=3 if cur else 1)
            if r < v.round or over:
                self._label(surf, ROMAN[r], (cx, cy), 14, (120, 130, 140), "center")
            else:
                self._label(surf, ROMAN[r], (cx, cy - rr - 1), 11, theme.INK_DIM if not cur else theme.ACCENT,
                            "midbottom")
        if not over:
            c = v.round_tiles[v.round]
            tx = x + 118 + 6 * 52 - 10
            self._label(surf, t.ui("round_colour"), (tx, y + 16), 15, theme.INK_DIM, style="sans")
            self._label(surf, t.ui("colour_glyph", colour=COLOUR_TERMS[c], glyph=GLYPH_TERMS[c]), (tx, y + 36), 16,
                        VA.RGB[D.COLOURS[c]] if c != 4 else (196, 150, 236), maxw=210)
            self._label(surf, t.ui("round_colour_rule"), (tx, y + 56), 12, theme.INK_DIM,
                        style="sans", maxw=214)
        # one row per seat: score and broken-glass track
        self._label(surf, t.ui("broken_track"), (x + 240, y + 64), 12, theme.INK_DIM, style="sans")
        for p in range(v.num_players):
            rx, ry = score_row(p)
            to_move = v.to_move == p
            self._box(surf, (rx, ry, w - 16, 38), (255, 255, 255) if to_move else (0, 0, 0),
                      28 if to_move else 60, theme.ACCENT if to_move else None, radius=8, width=2)
            seat = t.seats[p]
            c = t.camera.to_screen((rx + 14, ry + 19))
            theme.seat_badge(surf, seat.colour, (int(c[0]), int(c[1])), max(4, int(t.camera.length(8))),
                             t.app.settings.colourblind_symbols)
            self._label(surf, seat.name, (rx + 28, ry + 19), 15, theme.INK, "midleft", maxw=84)
            self._label(surf, f"{v.score[p]:g}", (rx + 132, ry + 19), 22, theme.ACCENT, "midright")
            tx0 = rx + 172
            for j, val in enumerate(D.BROKEN_GLASS_VALUES[:-1]):
                cx = tx0 + j * TRACK_STEP
                here = v.bpos[p] == j
                self._box(surf, (cx, ry + 5, TRACK_STEP - 6, 28), (180, 60, 50) if j else (60, 80, 70),
                          70 + 20 * j // 2, theme.seat_rgb(seat.colour) if here else None, radius=5, width=3)
                self._label(surf, signed(val), (cx + TRACK_STEP / 2 - 3, ry + 19), 14,
                            theme.INK if here else (200, 190, 186), "center", style="bold" if here else "sans")
            wraps = v.wraps[p]
            if wraps:
                wx = tx0 + 8 * TRACK_STEP
                self._label(surf, f"−18 ×{wraps}", (wx, ry + 19), 13, theme.BAD, "midleft", maxw=rx + w - 22 - wx)

    def _palace(self, surf, pal) -> None:
        t = self.t
        v = t.view
        cam = t.camera
        s = pal.s
        seat = pal.seat
        col = theme.seat_rgb(t.seats[seat].colour)
        x, y, w, h = pal.rect()
        self._box(surf, (x, y - (30 if pal.mine else 22), w, h + (30 if pal.mine else 22)), (20, 16, 14), 150,
                  col if v.to_move == seat else (96, 82, 66), radius=12, width=3 if v.to_move == seat else 2)
        if pal.mine:
            title = self._label(surf, t.ui("palace", who=Seat(seat), side_b=v.side_b), (x + 10, y - 26), 17)
            if v.side_b:
                reach = t.ui("side_b_now", n=v.final_adjustments(seat)[2])
            else:
                reach = t.ui("reach_note")
            room = (cam.to_screen((x + w - 10, 0))[0] - title.right - cam.length(16)) / cam.length(1)
            self._label(surf, reach, (x + w - 10, y - 24), 12, theme.INK_DIM, "topright", "sans", maxw=room,
                        optional=True)
        else:
            level = Message(f"engine.level.{t.seats[seat].level or 'normal'}")
            nm = t.ui("seat_ai", name=t.name(seat), level=level) if t.seats[seat].is_ai else t.name(seat)
            self._label(surf, nm, (x + 8, y - 19), 14, theme.INK, maxw=200)
            self._label(surf, t.ui("points", n=v.score[seat]), (x + w - 8, y - 19), 14, theme.ACCENT, "topright")
        b = seat * 8
        gl = v.glazier[seat]
        for i in range(D.POSITIONS):
            cx = pal.col(i)
            # the spire: a pointed arch behind the strip
            top = pal.y + GLAZ_H * s
            pts = [cam.to_screen(p) for p in ((cx - 30 * s, top + 14 * s), (cx, top - 8 * s), (cx + 30 * s, top + 14 * s),
                                              (cx + 30 * s, top + STRIP_H * s), (cx - 30 * s, top + STRIP_H * s))]
            pygame.draw.polygon(surf, (74, 62, 52) if i >= gl else (48, 42, 38), pts)
            if v.sid[b + i] < 0:
                r = cam.rect_to_screen((cx - STRIP_W * s / 2, top + 6 * s, STRIP_W * s, (STRIP_H - 12) * s))
                pygame.draw.rect(surf, (110, 100, 90), r, max(1, int(cam.length(2))), border_radius=max(2, int(cam.length(6))))
                if s >= 0.9:
                    for k, line in enumerate(t.ui("strip_done").split("\n")):
                        self._label(surf, line, (cx, top + STRIP_H * s / 2 - 10 + 18 * k), 12, (150, 140, 130),
                                    "center", "sans")
            # position number in the glazier row
            self._label(surf, str(i + 1), (cx - 30 * s, pal.y + 4 * s), 14 if s > 0.7 else 10,
                        (170, 160, 150), "topleft", "sans")
            # the window: an arch with its value and two panes
            wx, wy, ww, wh = pal.window_rect(i)
            r = cam.rect_to_screen((wx, wy, ww, wh))
            arch = dict(border_top_left_radius=r.width // 2, border_top_right_radius=r.width // 2,
                        border_bottom_left_radius=max(2, r.width // 12), border_bottom_right_radius=max(2, r.width // 12))
            pygame.draw.rect(surf, (58, 52, 60), r, **arch)
            pygame.draw.rect(surf, (190, 170, 120), r, max(1, int(cam.length(2.5))), **arch)
            self._label(surf, str(v.values[i]), (cx, wy + 2 * s), 17 if s > 0.7 else 12, theme.ACCENT, "midtop")
            for slot in (0, 1):
                sx, sy = pal.slot_centre(i, slot)
                q = 16 * s
                rr = cam.rect_to_screen((sx - q, sy - q, 2 * q, 2 * q))
                pygame.draw.rect(surf, (30, 34, 44), rr, border_radius=max(2, int(cam.length(4))))
                pygame.draw.rect(surf, (120, 110, 90), rr, 1, border_radius=max(2, int(cam.length(4))))
        # side A: the ornaments between window pairs
        if not v.side_b:
            for k in range(4):
                ox, oy = pal.ornament_centre(k)
                filled = sum(1 for x_ in v.win[b * 2 + 4 * k:b * 2 + 4 * k + 4] if x_ >= 0)
                rad = 12 * s
                c = cam.to_screen((ox, oy))
                colr = theme.ACCENT if filled >= 2 else (150, 130, 100)
                for j in range(8):
                    a = j * math.pi / 4
                    pygame.draw.circle(surf, colr, (int(c[0] + math.cos(a) * cam.length(rad * 0.75)),
                                                    int(c[1] + math.sin(a) * cam.length(rad * 0.75))),
                                       max(2, int(cam.length(rad * 0.32))))
                pygame.draw.circle(surf, (40, 30, 24), (int(c[0]), int(c[1])), max(3, int(cam.length(rad * 0.62))))
                self._label(surf, str(filled), (ox, oy), 13 if s > 0.7 else 9, theme.INK, "center")
                if s > 0.7:
                    self._label(surf, f"+{D.ORNAMENT_BONUS[filled]}", (ox, oy + rad + 4), 11,
                                theme.ACCENT if filled >= 2 else theme.INK_DIM, "midtop", "sans")
        # strips out of reach are shaded
        if gl > 0:
            r = cam.rect_to_screen((pal.x, pal.y + GLAZ_H * s, COL * s * gl, STRIP_H * s))
            sh = pygame.Surface(r.size, pygame.SRCALPHA)
            sh.fill((0, 0, 0, 70))
            surf.blit(sh, r)

    def _tray(self, surf) -> None:
        t = self.t
        v = t.view
        x, y, w, h = TRAY
        if v.hand_count and v.to_move == t.viewer:
            self._box(surf, (x, y, w, h), (0, 0, 0), 70, theme.ACCENT, radius=12, width=2)
            title, note = t.ui("tray").split("\n")
            self._label(surf, title, (x + 10, y + 8), 15)
            self._label(surf, note, (x + 10, y + 28), 12, theme.INK_DIM, style="sans")
        elif v.phase != D.PHASE_OVER:
            self._box(surf, (x, y, w, h), (0, 0, 0), 40, None, radius=12)
            self._paragraphs(surf, t.ui("turn_tips"), (x, y, w, h), 13)

    def _reference(self, surf) -> None:
        t = self.t
        v = t.view
        k = v.num_players - 1
        used = k * (Palace.height(OPP_SCALE) + OPP_TITLE + OPP_GAP)
        top = OPP_Y + used + 4
        if 840 - top < 150:
            return
        x, y, w, h = OPP_X, top, OPP_W, min(250.0, 834 - top)
        self._box(surf, (x, y, w, h), (0, 0, 0), 50, None, radius=12)
        self._paragraphs(surf, t.ui("reminders", side_b=v.side_b), (x, y, w, h), 13)

    # -- another palace, enlarged ----------------------------------------------------------------
    def pointed_palace(self):
        """The other seat's palace under the resting pointer, if any (none while a piece is held)."""
        t = self.t
        if t.drag.piece is not None or t.app.scenes.top is not t or not t.camera.viewport.collidepoint(t.app.mouse):
            return None
        at = t.camera.to_table(t.app.mouse)
        for pal in t.palaces.values():
            x, y, w, h = pal.rect()
            if not pal.mine and x <= at[0] <= x + w and y - OPP_TITLE <= at[1] <= y + h:
                return pal
        return None

    def draw_magnifier(self, surf) -> None:
        """The pointed palace at the size of your own, beside it: small palaces are for glancing,
        this is for reading them."""
        pal = self.pointed_palace()
        if pal is None:
            return
        cam = self.t.camera
        x, y, w, h = pal.rect()
        src = cam.rect_to_screen((x, y - OPP_TITLE + 2, w, h + OPP_TITLE - 2)).clip(surf.get_clip())
        if src.width < 4 or src.height < 4:
            return
        k = 1 / pal.s
        img = pygame.transform.smoothscale(surf.subsurface(src).copy(), (int(src.width * k), int(src.height * k)))
        dest = img.get_rect(topright=(src.left - 8, src.top))
        dest.clamp_ip(cam.viewport.inflate(-8, -8))
        theme.note_overlay(surf, dest.inflate(8, 8))
        pygame.draw.rect(surf, (12, 12, 14), dest.inflate(8, 8), border_radius=10)
        pygame.draw.rect(surf, theme.ACCENT, dest.inflate(8, 8), 2, border_radius=10)
        surf.blit(img, dest)

    # -- what a piece is, on hover -------------------------------------------------------------
    TIP_DELAY = 0.35   # seconds the pointer rests on a piece before its tooltip shows

    def draw_tooltip(self, surf) -> None:
        """The resting pointer's piece says what it is (Piece.tooltip), beside the pointer."""
        t = self.t
        cam = t.camera
        mouse = t.app.mouse
        p = None
        if t.drag.piece is None and t.help_allowed(mouse) and self.pointed_palace() is None:
            p = t.piece_at(cam.to_table(mouse))
        pid = p.id if p is not None and p.tooltip else None
        if pid != self._tip[0]:
            self._tip = (pid, t.clock)
        if pid is None or t.clock - self._tip[1] < self.TIP_DELAY:
            return
        size = 15
        lines = theme.wrap(p.tooltip, theme.px(280), size)
        lh = int(theme.font(size).get_linesize() * 1.05)
        box = pygame.Rect(0, 0, max(theme.font(size).size(line)[0] for line in lines) + theme.px(20),
                          len(lines) * lh + theme.px(12))
        box.topleft = (mouse[0] + theme.px(16), mouse[1] + theme.px(18))
        if box.bottom > cam.viewport.bottom:
            box.bottom = mouse[1] - theme.px(10)
        box.clamp_ip(cam.viewport)
        if not t.help_box(box):
            return
        theme.note_overlay(surf, box)
        theme.panel(surf, box, theme.BG2, border=theme.PANEL_HI, radius=theme.px(6), shadow=False)
        for i, line in enumerate(lines):
            theme.blit_text(surf, line, (box.left + theme.px(10), box.top + theme.px(6) + i * lh), size)

    # -- the drag preview --------------------------------------------------------------------
    def draw_keep_cue(self, surf) -> None:
        """Side B, a strip just completed: the window below it and the strip pulse."""
        t = self.t
        v = t.view
        if v.phase != D.PHASE_KEEP or not t.my_decision() or t.viewer not in t.palaces:
            return
        pal = t.palaces[t.viewer]
        i = v.glazier[t.viewer]
        cam = t.camera
        pulse = 0.6 + 0.4 * math.sin(t.glow_clock * 5)
        for rect in (pal.window_rect(i), pal.strip_zone(i)):
            r = cam.rect_to_screen(rect).inflate(6, 6)
            pygame.draw.rect(surf, tuple(int(c * pulse) for c in theme.GLOW), r, max(2, int(cam.length(4))),
                             border_radius=max(4, int(cam.length(10))))

    def draw_preview(self, surf) -> None:
        """What the tiles in play would do on each strip they may go to: how many fit, how many
        break, whether the strip completes.  Shown while tiles are held, and all the time while
        taken tiles wait to be placed (the numbers matter most before the drop, not only during it)."""
        t = self.t
        if not t.my_decision():
            return
        v = t.view
        me = t.viewer
        held = t.drag.piece or t.selected
        d = held.data if held is not None else None
        if isinstance(d, Tile) and d.loc in ("f", "c", "h"):
            c = d.colour
            k = v.hand_count if d.loc == "h" else len(t._source_tiles(held))
            targets = [z for z in t.zones.values() if z.legal]
        elif held is None and v.phase == D.PHASE_PLACE and v.hand_count:
            c, k = v.hand_colour, v.hand_count
            places = {a.position for a in t.legal() if isinstance(a, PlaceTiles)}
            targets = [z for z in t.zones.values()
                       if isinstance(z.data, tuple) and z.data[0] == "strip" and z.data[1] + 1 in places]
        else:
            return
        pal = t.palaces.get(me)
        if pal is None:
            return
        cam = t.camera
        mouse_t = cam.to_table(t.app.mouse)
        for z in targets:
            if not isinstance(z.data, tuple) or z.data[0] != "strip":
                continue
            i = z.data[1]
            fit = v.fits(me, i, c, k)
            brk = k - fit
            x, y, w, h = z.rect
            full = self._completes(v, me, i, c, fit)
            self._pill(surf, t.ui("pill_fit", n=fit) if fit else t.ui("pill_none_fit"), (x + w / 2, y + h + 14),
                       theme.GOOD if fit else theme.BAD)
            if brk:
                self._pill(surf, t.ui("pill_broken", n=brk), (x + w / 2, y + h + 42), theme.BAD, strong=True)
            if full:
                self._pill(surf, t.ui("pill_completes"), (x + w / 2, y + 30), theme.GLOW)
            hover = z.contains(mouse_t) or z.id == t.kbd_zone
            if hover:
                self._ghost_fill(surf, v, pal, me, i, c, fit)
                for j in range(brk):
                    bx = x + w / 2 - (brk - 1) * 9 + j * 18
                    by = y + h - 12
                    rr = cam.to_screen((bx, by))
                    rad = max(4, int(cam.length(8)))
                    pygame.draw.line(surf, theme.BAD, (rr[0] - rad, rr[1] - rad), (rr[0] + rad, rr[1] + rad),
                                     max(2, int(cam.length(3))))
                    pygame.draw.line(surf, theme.BAD, (rr[0] - rad, rr[1] + rad), (rr[0] + rad, rr[1] - rad),
                                     max(2, int(cam.length(3))))

    def _pill(self, surf, text, pos, colour, strong: bool = False) -> None:
        """A small dark label with a coloured rim, centred on ``pos`` (table units): drawn over the
        board on purpose (over a window's value) while tiles are held, comfortably above the
        readable size; ``strong``: larger still (what a drop throws away)."""
        cam = self.t.camera
        size = max(self.least_px() + (5 if strong else 2), int(cam.length(20 if strong else 15)))
        img = theme.text_px(text, size, colour, "bold")
        sp = cam.to_screen(pos)
        r = img.get_rect(center=(int(sp[0]), int(sp[1]))).inflate(int(cam.length(12)), int(cam.length(6)))
        theme.note_overlay(surf, r)
        pygame.draw.rect(surf, (16, 16, 20), r, border_radius=r.height // 2)
        pygame.draw.rect(surf, colour, r, max(1, int(cam.length(2))), border_radius=r.height // 2)
        surf.blit(img, img.get_rect(center=r.center))

    @staticmethod
    def _completes(v, p, i, c, fit) -> bool:
        if not fit:
            return False
        j = p * 8 + i
        have = sum(v.fill[j * 5:j * 5 + 5]) + (v.jok[j * 2] >= 0) + (v.jok[j * 2 + 1] >= 0)
        return have + fit == D.SPACES_PER_STRIP

    def _ghost_fill(self, surf, v, pal, p, i, c, fit) -> None:
        """Translucent tiles on the spaces the taken tiles would fill."""
        t = self.t
        cam = t.camera
        spaces = v.strip_spaces(p, i)
        j = p * 8 + i
        already = v.fill[j * 5 + c]
        todo = fit
        targets = []
        seen = 0
        for k, sp in enumerate(spaces):
            if sp == D.COLOURS[c]:
                seen += 1
                if seen > already and todo:
                    targets.append(k)
                    todo -= 1
        jk = 0
        for k, sp in enumerate(spaces):
            if sp == D.JOKER:
                if todo and v.jok[j * 2 + jk] < 0:
                    targets.append(k)
                    todo -= 1
                jk += 1
        size = pal.tile_size()
        art = t.tile_art(c)
        for k in targets:
            cx, cy = pal.space_centre(i, k)
            r = cam.rect_to_screen((cx - size / 2, cy - size / 2, size, size))
            img = t.app.art.scaled(art[0], art[1], r.size).copy()
            img.set_alpha(150)
            surf.blit(img, r)
