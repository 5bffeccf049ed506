"""Guildhall: the board under the pieces (the market, the piles, every guild's columns with their
professions and levels, the area, the points), painted once per position and camera, and the
name of a profession whose emblem the pointer rests on.  A part of the table (``view.py``)."""

from __future__ import annotations

import pygame

from engine.text import Message, Seat
from engine.ui import paint, theme

from . import data as D
from . import rules as R
from . import view_art as VA
from . import view_layout as L
from .view_layout import Ref
from . import words as GW


class BoardMixin:
    """The board's painting, mixed into the table."""

    def _draw_board(self, surf) -> None:
        super().draw_table(surf)
        self._header_tips = []
        v = self.view
        cam = self.camera
        me = self.viewer

        def box(rect, colour=(0, 0, 0), alpha=60, border=None):
            return paint.box(surf, cam, rect, colour, alpha, border)

        def label(text, pos, size=18, colour=theme.INK, anchor="topleft", style="bold"):
            img = theme.text_px(text, max(self.least, int(cam.length(size))), colour, style)
            sp = cam.to_screen(pos)
            r = img.get_rect(**{anchor: (int(sp[0]), int(sp[1]))})
            surf.blit(img, r)
            return r

        symbols = self.app.settings.colourblind_symbols
        # other players
        for o in self.others():
            key = f"opp{o}"
            if key not in self.L:
                continue
            x, y, w, h = self.L[key]
            active = v.active == o
            seat = self.seats[o]
            r = box((x, y, w, h), (0, 0, 0), 70, theme.ACCENT if active else None)
            badge = cam.to_screen((x + 18, y + 17))
            theme.seat_badge(surf, seat.colour, (int(badge[0]), int(badge[1])), max(4, int(cam.length(10))), symbols)
            nm = seat.name
            if seat.is_ai:      # the computer's level in the display language
                nm = self.ui("seat_ai", name=seat.name, level=Message(f"engine.level.{seat.level or 'normal'}"))
            label(nm, (x + 34, y + 6), 19)
            vp = v.vp(o)
            label(self.ui("vp_total", vp=vp), (x + w - 10, y + 5), 20, theme.ACCENT, anchor="topright")
            # the rival's counts; in a narrow box only those the VP total does not already say
            counts = dict(hand=len(v.hands[o]), done=len(v.completed[o]), keep=D.MAX_COMPLETED_CHAPTERS,
                          tokens=v.tokens[o], cards=len(v.vp_cards[o]))
            for words in ("rival_stats", "rival_stats_short"):
                line = self._lines(self.ui(words, **counts), cam.length(15), (214, 218, 206), int(cam.length(w - 20)),
                                   style="sans")
                if line:
                    sp = cam.to_screen((x + 10, y + 27))
                    surf.blit(line[0], (int(sp[0]), int(sp[1])))
                    break
            self._draw_columns(surf, L.opponent_columns(self.L[key]), y + 46, 20, v.guild[o], L.MINI, L.MINI_SLOT,
                              small=True)
        # market, piles, area
        if "market" in self.L:
            x, y, w, h = self.L["market"]
            box((x, y, w, h), (0, 0, 0), 45)
            label(self.ui("market"), (x + 10, y + 5), 17)
            vx, vy, vw, vh = self.L["vpdeck"]
            label(f"{len(v.vp_deck)}", (vx + vw / 2, vy + vh + 4), 16, anchor="midtop")
            label(self.ui("left"), (vx + vw / 2, vy + vh + 22), 14, anchor="midtop", style="sans")
        if "deck" in self.L and not self.browsing:
            x, y, w, h = self.L["deck"]
            label(self.ui("deck"), (x + w / 2, y - 24), 17, anchor="midtop")
            label(self.ui("n_cards", n=len(v.deck)), (x + w / 2, y + h + 6), 15, anchor="midtop", style="sans")
            dx, dy, dw, dh = self.L["discard"]
            label(self.ui("discard_pile", n=len(v.discard)), (dx + dw / 2, dy - 21), 17, anchor="midtop")
            if not v.discard:
                r = cam.rect_to_screen((dx + 4, dy + 4, dw - 8, dh - 8))
                pygame.draw.rect(surf, (150, 170, 156), r, max(1, int(cam.length(2))),
                                 border_radius=max(2, int(cam.length(8))))
                label(self.ui("empty"), (dx + dw / 2, dy + dh / 2), 15, (190, 200, 190), "center", "sans")
        if self.browsing:
            x, y, w, h = self.L["browse"]
            box((x, y, w, h), (18, 22, 28), 235, theme.ACCENT)
            hidden = getattr(self, "browse_hidden", 0)
            if self._forced_browse:
                title = self.ui("browse_historian")
            else:
                title = self.ui("browse_title", n=len(v.discard), hidden=hidden)
            label(title, (x + 12, y + 10), 18)
            counts = getattr(self, "browse_counts", {})
            for p in self.pieces:
                if isinstance(p.data, Ref) and p.data.zone == "browse":
                    c = counts.get(p.data.kind, hidden if p.id == "b-hidden" else 0)
                    if c:
                        label(f"×{c}", (p.home[0], p.home[1] + L.BROWSE[1] / 2 + 2), 16, anchor="midtop")
        ax, ay, aw, ah = self.L["area"]
        act = v.active
        mine = act == me
        box((ax, ay, aw, ah), (0, 0, 0), 55, theme.ACCENT if mine and v.phase not in (R.OPEN_DISCARD, R.OPEN_PLACE)
            else None)
        if v.phase in (R.OPEN_DISCARD, R.OPEN_PLACE):
            label(self.seen_from_here("opening", who=Seat(act)), (ax + 10, ay + 6), 17)
            lines = [self.ui("opening_1"), self.ui("opening_2", n=D.OPENING_HAND),
                     self.ui("opening_3", n=D.OPENING_PLACE), self.ui("opening_4")]
            for i, line in enumerate(lines):
                step = 0 if v.phase == R.OPEN_DISCARD else 2
                now = (i == 0 and step == 0) or (i >= 2 and step == 2)
                label(line, (ax + 14, ay + 34 + i * 24), 16, theme.INK if now else (170, 182, 174),
                      style="bold" if now else "sans")
        else:
            label(self.seen_from_here("action_area", who=Seat(act)), (ax + 10, ay + 6), 17)
            label(self.ui("actions_left", n=v.actions), (ax + aw - 10, ay + 6), 17, theme.ACCENT, anchor="topright")
        if not v.area and v.phase == R.MAIN and mine:
            label(self.ui("drag_here"), (ax + aw / 2, ay + ah / 2 - 6), 16, (200, 210, 200), "center",
                  "sans")
        # your guildhall
        gx, gy, gw, gh = self.L["guild"]
        box((gx, gy, gw, gh), (0, 0, 0), 45)
        title = theme.text_px(self.ui("your_guildhall"), max(self.least, int(cam.length(16))), (236, 232, 222), "bold")
        title = pygame.transform.rotate(title, 90)
        sp = cam.to_screen((gx + 18, gy + gh / 2))
        surf.blit(title, title.get_rect(center=(int(sp[0]), int(sp[1]))))
        self._draw_columns(surf, L.guild_columns(), gy + 2, 24, v.guild[me], L.CARD, L.SLOT)
        dx, dy, dw, dh = self.L["done"]
        box((dx, dy, dw, dh), (0, 0, 0), 45)
        label(self.ui("completed", n=len(v.completed[me]), keep=D.MAX_COMPLETED_CHAPTERS), (dx + 10, dy + 6), 16)
        for i in range(len(v.completed[me]), D.MAX_COMPLETED_CHAPTERS):
            r = cam.rect_to_screen(L.done_empty_slot(i))
            pygame.draw.rect(surf, (150, 160, 150), r, max(1, int(cam.length(2))), border_radius=max(2, int(cam.length(6))))
        vx, vy, vw, vh = self.L["vp"]
        box((vx, vy, vw, vh), (0, 0, 0), 45)
        label(self.ui("vp_total", vp=v.vp(me)), (vx + 10, vy + 6), 24, theme.ACCENT)
        tok = self.app.art.scaled(f"gh{VA.ART}-token", lambda: VA.token(96), (max(8, int(cam.length(40))),) * 2)
        sp = cam.to_screen((vx + 12, vy + 44))
        surf.blit(tok, (int(sp[0]), int(sp[1])))
        label(f"×{v.tokens[me]}", (vx + 56, vy + 52), 18)
        label(self.ui("tokens"), (vx + 12, vy + 88), 14, (210, 214, 204), style="sans")
        label(self.ui("goal", n=D.TARGET_VP), (vx + 12, vy + 108), 14, (210, 214, 204), style="sans")
        if not v.vp_cards[me]:
            label(self.ui("vp_cards_here"), (vx + 100, vy + 80), 14, (200, 210, 200), style="sans")

    def _draw_columns(self, surf, centres, y: float, head: float, mask: int, card, slot: int,
                      small: bool = False) -> None:
        """Column headers (profession, level) and empty colour slots with their symbols."""
        cam = self.camera
        col_w = centres[1] - centres[0]
        for prof, cx in enumerate(centres):
            lv = R.level(mask, prof)
            for c in range(5):
                kind = prof * 5 + c
                if (mask >> kind) & 1:
                    continue
                top = y + head + c * slot
                hh = slot if c < 4 else card[1]
                r = cam.rect_to_screen((cx - card[0] / 2 + 2, top + 1, card[0] - 4, hh - 2))
                col = VA.COLOUR_RGB[D.COLOURS[c]]
                s = pygame.Surface(r.size, pygame.SRCALPHA)
                s.fill((*col, 46))
                surf.blit(s, r)
                pygame.draw.rect(surf, col, r, 1)
                rr = max(3, int(cam.length(slot * 0.26)))
                cy = r.top + min(r.height, int(cam.length(slot))) // 2
                theme.draw_symbol(surf, VA.COLOUR_SYMBOL[D.COLOURS[c]], (r.left + rr + 3, cy), rr, col)
            self._draw_header(surf, prof, lv, cx, col_w, y, head, 12 if small else 15)

    def _draw_header(self, surf, prof: int, lv: int, cx: float, col_w: float, y: float, head: float,
                     size: int) -> None:
        """A column's header: the profession's name and its level in a badge; where the name
        cannot be read at this size, the profession's emblem stands for it (the name on hover)."""
        cam = self.camera
        colour = (240, 236, 226) if lv else (176, 186, 178)
        px_size = max(self.least, int(cam.length(size)))
        bimg = theme.text_px(f"{lv}", px_size, theme.INK_DARK if lv else (60, 60, 60), "bold")
        br = max(bimg.get_width(), bimg.get_height()) // 2 + max(2, int(cam.length(2)))
        room = int(cam.length(col_w - 6)) - 2 * br - 4
        name = self._lines(GW.profession_text(prof), px_size, colour, room, style="bold" if lv else "sans")
        if name:
            img = name[0]
        else:
            d = min(2 * br, int(cam.length(head)))
            img = self.app.art.scaled(f"gh{VA.ART}-emblem-{prof}-{bool(lv)}",
                                      lambda: VA.emblem_icon(prof, ink=colour), (d, d))
        total = img.get_width() + 4 + 2 * br
        sp = cam.to_screen((cx, y + head / 2))
        left = int(sp[0] - total / 2)
        surf.blit(img, img.get_rect(midleft=(left, int(sp[1]))))
        bc = (left + img.get_width() + 4 + br, int(sp[1]))
        pygame.draw.circle(surf, theme.ACCENT if lv else (120, 130, 124), bc, br)
        surf.blit(bimg, bimg.get_rect(center=bc))
        if not name:
            self._header_tips.append((pygame.Rect(left, int(sp[1]) - br, total, 2 * br), GW.profession_text(prof)))

    def _draw_header_tip(self, surf) -> None:
        """The name of the profession whose emblem the pointer rests on (a narrow column's header)."""
        if self.app.scenes.top is not self or self.drag.active or self.hovered_widget() is not None:
            return
        for rect, name in self._header_tips:
            if rect.collidepoint(self.app.mouse):
                self.draw_tip(surf, name, rect)
                return
