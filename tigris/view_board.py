"""Drawing the Tigris & Euphrates table: the board, the players' panels, your screen,
the decision panel (conflicts, wars, monuments, the wonder), kingdom outlines on hover,
and the points and treasures that fly to whoever scores them."""

from __future__ import annotations

import math

import pygame

from engine.ui import paint, theme
from engine.ui.chips import draw_chips
from engine.ui.kit import DropZone
from engine.ui.theme import px

from engine.session import is_default_human_name
from engine.text import Message, Seat

from . import terms as T
from . import view_art as VA
from .view_layout import BX, BY, HAND, LEAD, S, SCREEN, SUPPLY_ROW, regions, sq_center, square_at
from .data import COLORS, COLS, ROWS

PANEL_BG = (22, 26, 24)
#: The width of the rules reminder at the foot of your screen (the swap buttons sit to its right).
RULES_X = 262
RULES_W = 700
#: The least size of a text on the table (table units): readable at every window size and UI scale.
SMALL = 20


class DrawMixin:
    """The drawing half of the table (mixed into view.TigrisTable)."""

    # ---------------------------------------------------------------- helpers
    def _box(self, surf, rect, colour=(0, 0, 0), alpha=60, border=None, radius=12, width=3, holds_text=False):
        r = paint.box(surf, self.camera, rect, colour, alpha, border, radius, width)
        if holds_text:   # its texts must stay inside it (the layout check)
            theme.note_box(surf, r)
        return r

    def _label(self, surf, text, pos, size=20, colour=theme.INK, anchor="topleft", style="bold", maxw=None):
        cam = self.camera
        img = self._fit(text, max(9, int(cam.length(size))), colour, int(cam.length(maxw)) if maxw else None,
                        style)
        sp = cam.to_screen(pos)
        r = img.get_rect(**{anchor: (int(sp[0]), int(sp[1]))})
        surf.blit(img, r)
        return r

    def _fit(self, text, size, colour, maxw=None, style="bold"):
        img = theme.text_px(text, size, colour, style)
        while maxw and img.get_width() > maxw and size > 8:
            size -= 1
            img = theme.text_px(text, size, colour, style)
        return img

    def _img(self, surf, art, rect):
        cam = self.camera
        r = cam.rect_to_screen(rect)
        surf.blit(self.app.art.scaled(art[0], art[1], r.size), r)
        return r

    def vp_box(self, seat: int, c: int) -> tuple[float, float, float, float]:
        x, y, w, h = self.player_rect(seat)
        bw = 66.0
        return (x + 10 + c * (bw + 6), y + 44, bw, 40)

    # ------------------------------------------------------------------ board
    def draw_table(self, surf) -> None:
        """The board and panels under the pieces: drawn once per position and camera, then reused."""
        key = (self.view, self.viewer, len(self.swap_staged), self.app.settings.colourblind_symbols,
               self.state.to_move)
        self.blit_board(surf, key, self._draw_board)
        self._draw_glow(surf)

    def _draw_glow(self, surf) -> None:
        """The squares a held piece may go to: one cached layer, plus the square under the pointer."""
        cam = self.camera
        legal = tuple(z.id for z in self.zones.values() if z.legal and z.id.startswith("sq"))
        if not legal:
            return
        key = (legal, cam.zoom, cam.center, tuple(cam.viewport), surf.get_size())
        cached = getattr(self, "_glow", None)
        if cached is None or cached[0] != key:
            layer = pygame.Surface(cam.viewport.size, pygame.SRCALPHA)
            off = cam.viewport.topleft
            for zid in legal:
                r = cam.rect_to_screen(self.zones[zid].rect).move(-off[0], -off[1])
                layer.fill((*theme.GLOW, 40), r.inflate(-2, -2))
                pygame.draw.rect(layer, (*theme.GLOW, 190), r.inflate(-2, -2), max(1, px(2)),
                                 border_radius=max(2, r.width // 8))
            self._glow = cached = (key, layer)
        surf.blit(cached[1], cam.viewport.topleft)
        z = self.zone_at(cam.to_table(self.app.mouse))
        if z is not None and z.legal and z.id.startswith("sq"):
            r = cam.rect_to_screen(z.rect)
            s = pygame.Surface(r.size, pygame.SRCALPHA)
            s.fill((*theme.GLOW, 80))
            surf.blit(s, r)
            pygame.draw.rect(surf, theme.GLOW, r, max(2, px(3)), border_radius=max(2, r.width // 8))

    def _draw_board(self, surf) -> None:
        super().draw_table(surf)
        v = self.view
        side = self.board_side()
        self._box(surf, (BX - 30, BY - 30, COLS * S + 44, ROWS * S + 44), (40, 30, 20), 150, radius=14)
        self._img(surf, (f"tg{VA.ART}-board-{side}", lambda: VA.board(side)), (BX, BY, COLS * S, ROWS * S))
        for c in range(COLS):
            self._label(surf, str(c + 1), (BX + c * S + S / 2, BY - 4), 21, (236, 226, 200), "midbottom")
        for r in range(ROWS):
            self._label(surf, "ABCDEFGHIJK"[r], (BX - 8, BY + r * S + S / 2), 21, (236, 226, 200), "midright")
        for seat in self.seat_order():
            self._draw_player(surf, v, seat)
        self._draw_screen(surf, v, SCREEN)

    def _draw_player(self, surf, v, seat: int) -> None:
        x, y, w, h = self.player_rect(seat)
        me = seat == self.viewer
        active = v.active == seat and v.to_move is not None
        deciding = v.to_move == seat
        border = theme.ACCENT if deciding else ((200, 190, 160) if active else None)
        self._box(surf, (x, y, w, h), PANEL_BG, 175, border, holds_text=True)
        s = self.seats[seat] if seat < len(self.seats) else None
        sp = self.camera.to_screen((x + 20, y + 21))
        theme.seat_badge(surf, s.colour if s else "blue", (int(sp[0]), int(sp[1])),
                         max(4, int(self.camera.length(10))), self.app.settings.colourblind_symbols)
        nm = self.name(seat)
        if s and s.is_ai:
            nm = self._ui("seat_ai", name=nm, level=Message(f"engine.level.{s.level or 'normal'}"))
        elif me and s and s.name.lower() != "you" and not is_default_human_name(s.name, seat):
            nm = self._ui("seat_you", name=nm)
        self._label(surf, nm, (x + 38, y + 8), 21, maxw=w - 170)
        self._label(surf, self._ui("dynasty", dynasty=T.DYNASTY[v.dynasties[seat]]), (x + w - 10, y + 10), 20,
                    (226, 214, 180), "topright", "sans")
        hidden = v.vp[seat] is None
        for c in range(4):
            bx, by, bw, bh = self.vp_box(seat, c)
            col = VA.COLOUR_RGB[COLORS[c]]
            r = self._box(surf, (bx, by, bw, bh), col, 235, (240, 232, 210) if not hidden else None, 8, 1,
                          holds_text=True)
            sym = self.app.art.scaled(f"tg{VA.ART}-sym-{COLORS[c]}", (lambda c=c: self._sym_img(c)),
                                      (r.height - 8, r.height - 8))
            surf.blit(sym, (r.left + 3, r.top + 4))
            txt = "?" if hidden else str(v.vp[seat][c])
            img = self._fit(txt, max(9, int(self.camera.length(24))), (255, 252, 240), r.width - r.height)
            surf.blit(img, img.get_rect(midright=(r.right - px(5), r.centery)))
        tx = x + 10 + 4 * 72 + 4
        self._img(surf, self.art_treasure(False), (tx, y + 47, 34, 34))
        self._label(surf, "?" if v.treas_n[seat] is None else f"×{v.treas_n[seat]}", (tx + 38, y + 64), 22,
                    anchor="midleft")
        low = None
        if not hidden and v.treas_n[seat] is not None:
            low = v.final_vector(seat)[0]
        # line 1: what wins (the weakest colour) and the actions left; line 2: what is in hand
        if low is not None or hidden:
            state = self._ui("weakest", n=low) if low is not None else self._ui("points_hidden")
            self._label(surf, state, (x + 12, y + 84), 20, (236, 232, 214), maxw=w - 180)
        if active:
            self._label(surf, self._ui("n_actions_left", n=v.actions_left), (x + w - 12, y + 84), 20,
                        theme.ACCENT, "topright", maxw=160)
        self._label(surf, self._ui("seat_line", hand=v.hand_n[seat], cats=v.cats[seat]), (x + 12, y + 106), 20,
                    (214, 214, 200), style="sans", maxw=w - 24)
        if not me:
            self._label(surf, self._ui("supply"), (x + w - 20 - 4 * 40 - 8, y + h - SUPPLY_ROW), SMALL,
                        (200, 200, 190), "midright", "sans")
            if all(p >= 0 for p in v.lpos[4 * seat:4 * seat + 4]):
                self._label(surf, self._ui("all_on_board"), (x + w - 20 - 4 * 40, y + h - SUPPLY_ROW), SMALL,
                            (170, 170, 160), "midleft", "sans", maxw=4 * 40 + 10)

    def _board_glyph(self, surf, centre, size, colour) -> None:
        """A small square of 2 x 2 board squares: "on the board"."""
        r = self.camera.rect_to_screen((centre[0] - size / 2, centre[1] - size / 2, size, size))
        w = max(1, px(1))
        pygame.draw.rect(surf, colour, r, w)
        pygame.draw.line(surf, colour, r.midtop, r.midbottom, w)
        pygame.draw.line(surf, colour, r.midleft, r.midright, w)

    def _sym_img(self, c: int):
        from PIL import Image, ImageDraw
        img = Image.new("RGBA", (96, 96), (0, 0, 0, 0))
        VA.tile_symbol(ImageDraw.Draw(img), COLORS[c], (8, 8, 88, 88), (255, 250, 236, 255))
        return img

    def _draw_screen(self, surf, v, rect) -> None:
        x, y, w, h = rect
        me = self.viewer
        self._box(surf, rect, (48, 34, 22), 215, (150, 116, 70), holds_text=True)
        for key in ("hand", "supply", "cats", "bag", "monuments"):
            lx, ly, lw, lh = self.L[key]
            hx = lx + (6 if key != "monuments" else -20)   # the last heading borrows room on its left
            self._label(surf, self._ui(f"screen_{key}"), (hx, y + 8), SMALL, (240, 228, 200),
                        maxw=min(lw + 20, x + w - hx - 8))
        # your tiles
        hx, hy, hw, hh = self.L["hand"]
        for i in range(6):
            self._box(surf, (x + 30 + i * (HAND + 8), y + 96 - HAND / 2, HAND, HAND), (0, 0, 0), 50,
                      (120, 96, 64), 8, 1)
        # leaders' names (and empty places for leaders on the board)
        lx = x + 600
        for c in range(4):
            cx = lx + LEAD / 2 + c * (LEAD + 12)
            on_board = v.lpos[4 * me + c] >= 0
            if on_board:   # an empty place: an outline and a small board square, no colour
                self._box(surf, (cx - LEAD / 2, y + 96 - LEAD / 2, LEAD, LEAD), (0, 0, 0), 50, (120, 96, 64), 35, 1)
                self._board_glyph(surf, (cx, y + 96), 26, (150, 132, 104))
            self._label(surf, self.words(T.LEADER[c]), (cx, y + 140), SMALL, (236, 226, 200) if not on_board else
                        (170, 160, 140), "midtop", "sans")
        kx = x + 960
        n = v.cats[me]
        self._label(surf, self._ui("cats_left", n=n) if n else self._ui("cats_none"), (kx + HAND / 2 + 44, y + 140), SMALL,
                    (236, 226, 200), "midtop", "sans")
        # the bag
        bx, by, bw, bh = self.L["bag"]
        r = self.camera.rect_to_screen((bx + 15, by + 8, 80, 82))
        pygame.draw.ellipse(surf, (120, 86, 50), r.inflate(0, -r.height // 5).move(0, r.height // 10))
        pygame.draw.rect(surf, (96, 68, 40), (r.centerx - r.width // 5, r.top, 2 * r.width // 5, r.height // 4),
                         border_radius=max(2, r.width // 10))
        pygame.draw.ellipse(surf, (70, 50, 30), r.inflate(0, -r.height // 5).move(0, r.height // 10),
                            max(1, px(2)))
        self._label(surf, f"{v.bag_n}", (bx + 55, by + 56), 24, (255, 244, 220), "center")
        self._label(surf, self._ui("bag_tiles", n=v.bag_n), (bx + 55, by + 100), SMALL, (236, 226, 200), "midtop",
                    "sans")
        for i, key in enumerate(("screen_rules", "screen_hover")):
            self._label(surf, self._ui(key), (x + RULES_X, y + h - 42 + i * 24), SMALL, (214, 200, 170), "midleft",
                        "sans", maxw=RULES_W)
        # monuments and buildings left
        if v.opts.get("civilization_buildings") or v.opts.get("wonder"):
            self._label(surf, self._ui("wonder_buildings_left"), (x + 948, y + 186), SMALL, (236, 226, 200), "midleft", "sans",
                        maxw=165)

    # ------------------------------------------------------------------ zones
    def draw_zone(self, surf, z: DropZone) -> None:
        if z.legal is None and z.highlight <= 0.05 and z.id != self.kbd_zone:
            return
        if z.id.startswith("sq") and z.highlight <= 0.05 and z.id != self.kbd_zone:
            return  # drawn with the glow layer
        if not z.legal and z.highlight <= 0.05 and z.id != self.kbd_zone:
            return
        cam = self.camera
        r = cam.rect_to_screen(z.rect)
        hover = z.contains(cam.to_table(self.app.mouse)) or z.id == self.kbd_zone
        key = ("tg-glow", r.size, hover, int(z.highlight > 0.05))
        cache = self.app.art._scaled
        s = cache.get(key)
        if s is None:
            s = pygame.Surface(r.size, pygame.SRCALPHA)
            rad = max(3, int(min(r.size) * 0.12))
            s.fill((*theme.GLOW, 70 if hover else 38))
            pygame.draw.rect(s, (*theme.GLOW, 255 if hover else 200), s.get_rect(), max(2, px(3 if hover else 2)),
                             border_radius=rad)
            cache[key] = s
        surf.blit(s, r)
        if z.highlight > 0.05:
            pulse = 0.5 + 0.5 * math.sin(self.glow_clock * 6)
            rr = r.inflate(px(4), px(4))
            hs = pygame.Surface(rr.size, pygame.SRCALPHA)
            hs.fill((*theme.GLOW, int(50 + 70 * pulse)))
            pygame.draw.rect(hs, (*theme.GLOW, 255), hs.get_rect(), max(2, px(4)), border_radius=px(6))
            surf.blit(hs, rr)

    # ------------------------------------------------------------------ over
    def draw_over(self, surf) -> None:
        v = self.view
        cam = self.camera
        # the last move's square
        a = self.last_action
        if a is not None and hasattr(a, "row") and not self.tweens.busy:
            s = a.row * COLS + a.col
            r = cam.rect_to_screen((BX + a.col * S + 1, BY + a.row * S + 1, S - 2, S - 2))
            pygame.draw.rect(surf, (255, 255, 255), r, max(1, px(2)), border_radius=px(4))
        # the unification tile
        if v.unifying_at >= 0:
            cx, cy = sq_center(v.unifying_at)
            sp = cam.to_screen((cx, cy))
            pulse = 0.75 + 0.25 * math.sin(self.glow_clock * 5)
            pygame.draw.circle(surf, tuple(int(c * pulse) for c in (255, 236, 140)), (int(sp[0]), int(sp[1])),
                               int(cam.length(S * 0.62)), max(2, px(4)))
        self._draw_choice_squares(surf, v)
        if self.decision_panel():
            self._draw_decision(surf, v)
        draw_chips(self, surf, self._fit, label_max=22, label_share=0.56, padding=12)
        # what is under the pointer, over everything else on the board (tooltips): on the board the
        # piece's name heads the line about its kingdom; elsewhere the piece's name sits above it
        if self.help_allowed(self.app.mouse):
            mp = cam.to_table(self.app.mouse)
            piece = self.piece_at(mp)
            tip = piece.tooltip if piece is not None else ""
            s = square_at(mp)
            if self.decision_panel_contains(mp) or self._over_chip(mp):
                pass
            elif s >= 0 and self._draw_kingdom(surf, v, s, tip):
                pass
            elif tip:
                self._draw_tip(surf, tip, cam.rect_to_screen(piece.rect()))
        self._draw_effects(surf)

    def _draw_tip(self, surf, tip: str, under: pygame.Rect) -> None:
        """A piece's name just above it (below it at the top of the table)."""
        img = theme.text_px(tip, max(10, px(15)), theme.INK, "bold")
        box = img.get_rect().inflate(px(12), px(6))
        box.midbottom = (under.centerx, under.top - px(4))
        if box.top < self.camera.viewport.top:
            box.midtop = (under.centerx, under.bottom + px(4))
        box.clamp_ip(self.camera.viewport)
        if not self.help_box(box):
            return
        theme.note_overlay(surf, box)   # drawn over the table on purpose
        pygame.draw.rect(surf, (20, 20, 24), box, border_radius=px(6))
        pygame.draw.rect(surf, (236, 236, 236), box, max(1, px(1)), border_radius=px(6))
        surf.blit(img, (box.left + px(6), box.top + px(3)))

    def _over_chip(self, p) -> bool:
        return any(x <= p[0] <= x + w and y <= p[1] <= y + h for x, y, w, h in (c.rect for c in self.chips()))

    def _draw_choice_squares(self, surf, v) -> None:
        """The squares a monument, the wonder or a building choice is about pulse on the board."""
        ph = v.phase
        if ph not in ("monument", "wonder", "building", "treasure"):
            return
        squares = set()
        for s in v.choice:
            if ph == "monument":
                tl = s & 255
                squares.update((tl, tl + 1, tl + COLS, tl + COLS + 1))
            elif ph == "wonder":
                r, c = divmod(s, COLS)
                squares.update(q for q in (s, s - COLS, s + COLS, s - 1, s + 1))
            else:
                squares.add(s)
        cam = self.camera
        pulse = 0.65 + 0.35 * math.sin(self.glow_clock * 5)
        col = tuple(int(c * pulse) for c in theme.GLOW)
        for q in squares:
            r, c = divmod(q, COLS)
            rr = cam.rect_to_screen((BX + c * S + 2, BY + r * S + 2, S - 4, S - 4))
            pygame.draw.rect(surf, col, rr, max(2, px(3)), border_radius=px(5))

    def decision_panel_contains(self, p) -> bool:
        if not self.decision_panel():
            return False
        x, y, w, h = self.panel_rect()
        return x <= p[0] <= x + w and y <= p[1] <= y + h

    def _draw_kingdom(self, surf, v, s: int, tip: str = "") -> bool:
        """The region or kingdom of square ``s`` outlined, and a line about it headed by ``tip``
        (the name of the piece pointed at); False when ``s`` is in none."""
        lab, king = regions(v)
        rid = lab[s]
        if rid < 0:
            return False
        members = [q for q in range(len(lab)) if lab[q] == rid]
        kingdom = king[rid]
        cam = self.camera
        col = (255, 214, 90) if kingdom else (236, 236, 236)
        wdt = max(2, int(cam.length(4)))
        mset = set(members)
        for q in members:
            r, c = divmod(q, COLS)
            x0, y0 = BX + c * S, BY + r * S
            edges = []
            if r == 0 or q - COLS not in mset:
                edges.append(((x0, y0), (x0 + S, y0)))
            if r == ROWS - 1 or q + COLS not in mset:
                edges.append(((x0, y0 + S), (x0 + S, y0 + S)))
            if c == 0 or q - 1 not in mset:
                edges.append(((x0, y0), (x0, y0 + S)))
            if c == COLS - 1 or q + 1 not in mset:
                edges.append(((x0 + S, y0), (x0 + S, y0 + S)))
            for p0, p1 in edges:
                pygame.draw.line(surf, col, cam.to_screen(p0), cam.to_screen(p1), wdt)
        # a line about it, above the board
        counts = [0, 0, 0, 0]
        leaders = []
        treasures = 0
        for q in members:
            t = v.tiles[q]
            if 0 <= t < 4:
                counts[t] += 1
            if v.leaders[q] >= 0:
                seat, c = divmod(v.leaders[q], 4)
                leaders.append(Message("tigris.leader_of", who=Seat(seat), leader=T.LEADER[c]))
            if v.treas[q]:
                treasures += 1
        tiles = tuple(T.tiles(c, n) for c, n in enumerate(counts) if n)
        parts = tuple(Message("tigris.ui.items", items=tuple(items)) for items in (leaders, tiles) if items)
        if treasures:
            parts += (Message("tigris.count.treasure", n=treasures),)
        text = self.words(Message("tigris.ui.kingdom" if kingdom else "tigris.ui.region", parts=parts))
        room = cam.rect_to_screen((BX, 0, COLS * S, 1)).width - px(12)
        size = max(10, px(15))
        lines = [text]
        if theme.text_px(text, size, theme.INK, "bold").get_width() > room and "; " in text:
            first, rest = text.split("; ", 1)   # the leaders, then the tiles and treasures
            lines = [first + ";", rest]
        if tip:
            lines.insert(0, tip)
        imgs = [self._fit(line, size, theme.INK, room, "bold") for line in lines]
        w = max(img.get_width() for img in imgs)
        lh = imgs[0].get_height()
        bg = self._kingdom_line_rect((w, lh * len(imgs)), members)
        if bg is None or not self.help_box(bg):
            return True
        theme.note_overlay(surf, bg)   # drawn over the board on purpose (a tooltip)
        pygame.draw.rect(surf, (20, 20, 24), bg, border_radius=px(6))
        pygame.draw.rect(surf, col, bg, max(1, px(1)), border_radius=px(6))
        for i, img in enumerate(imgs):
            surf.blit(img, (bg.left + px(6), bg.top + px(3) + i * lh))
        return True

    def _kingdom_line_rect(self, size, members) -> pygame.Rect | None:
        """Where the line about a kingdom goes: just above the kingdom, else just below it, near
        the pointer, over neither the kingdom's squares nor an open decision panel; over the top
        margin for a kingdom as tall as the board (None: nowhere clear of the panel)."""
        cam = self.camera
        rows = [q // COLS for q in members]
        top = cam.to_screen((BX, BY + min(rows) * S))[1]
        bottom = cam.to_screen((BX, BY + (max(rows) + 1) * S))[1]
        room = cam.rect_to_screen((BX - 30, BY - 30, COLS * S + 44, ROWS * S + 44)).clip(cam.viewport)
        panel = cam.rect_to_screen(self.panel_rect()) if self.decision_panel() else None
        bg = pygame.Rect(0, 0, size[0] + px(12), size[1] + px(6))
        bg.centerx = self.app.mouse[0]
        for y in (top - bg.height - px(4), bottom + px(4)):
            r = bg.move(0, y).clamp(room)
            if room.top <= y and y + bg.height <= room.bottom and (panel is None or not r.colliderect(panel)):
                return r
        r = bg.move(0, room.top).clamp(room)   # a kingdom as tall as the board: over the column numbers
        return r if panel is None or not r.colliderect(panel) else None

    # ------------------------------------------------------------- decisions
    def _draw_decision(self, surf, v) -> None:
        x, y, w, h = self.panel_rect()
        self._box(surf, (x, y, w, h), (26, 22, 18), 236, theme.ACCENT, 16, holds_text=True)
        ph = v.phase
        cf = self.conflict()
        if cf:
            self._draw_conflict(surf, v, cf, (x, y, w, h))
            return
        who = Seat(v.to_move if v.to_move is not None else v.active)
        if ph not in ("war_color", "monument", "wonder_color", "building"):
            ph = "wonder"
        wars = tuple(Message("tigris.ui.war_item", colour=T.COLOR[c], leaders=T.LEADERS[c])
                     for c in (v.choice if ph == "war_color" else ()))
        self._label(surf, self._ui(f"panel_{ph}_title"), (x + 20, y + 14), 27, theme.ACCENT)
        lines = self._ui(f"panel_{ph}", who=who, wars=wars).split("\n")
        for i, line in enumerate(lines):
            self._label(surf, line, (x + 20, y + 54 + i * 27), 20, theme.INK, style="sans", maxw=w - 40)

    def _draw_conflict(self, surf, v, cf, rect) -> None:
        x, y, w, h = rect
        kind, colour, sup, att, dfd, apos, dpos, abase, dbase, acommit = cf
        tiles = T.TILES[sup]
        if kind == 0:
            title = self._ui("revolt_title", leaders=T.LEADERS[colour])
            sub = self._ui("revolt_strength")
        else:
            title = self._ui("war_title", colour=T.COLOR[colour], leaders=T.LEADERS[colour])
            sub = self._ui("war_strength", tiles=tiles)
        self._label(surf, title, (x + 22, y + 14), 27, theme.ACCENT, maxw=w - 44)
        self._label(surf, sub, (x + 22, y + 52), 21, theme.INK, style="sans", maxw=w - 44)
        me = self.viewer
        deciding = v.to_move
        for side, (seat, pos, base) in enumerate(((att, apos, abase), (dfd, dpos, dbase))):
            cx = x + 22 + side * (w / 2)
            cw = w / 2 - 36
            committed = None
            if side == 0 and acommit >= 0:
                committed = acommit
            elif deciding == seat and seat == me and self.my_decision():
                committed = self.staged
            self._img(surf, self.art_leader(seat, colour), (cx, y + 90, 64, 64))
            role = "attacker" if side == 0 else "defender"
            self._label(surf, self._ui(role, who=Seat(seat)), (cx + 74, y + 88), 24, maxw=cw - 110)
            more = "…" if committed is None else str(committed)
            self._label(surf, self._ui("on_board_n", n=base), (cx + 74, y + 120), 22, (226, 226, 212),
                        style="sans", maxw=cw - 130)
            self._label(surf, self._ui("from_hand", n=more), (cx + 74, y + 148), 22, (226, 226, 212),
                        style="sans", maxw=cw - 130)
            total = "?" if committed is None else str(base + committed)
            self._label(surf, total, (cx + cw, y + 92), 56, (255, 244, 210), "topright")
            self._label(surf, self._ui("strength"), (cx + cw, y + 160), SMALL, (200, 196, 180), "topright", "sans")
            if committed:
                for k in range(committed):
                    self._img(surf, self.art_tile(sup), (cx + 74 + k * 40, y + 182, 36, 36))
            elif committed is None:
                what = self._ui("deciding" if deciding == seat else "commits_next")
                self._label(surf, what, (cx + 74, y + 188), 21, (206, 206, 196), style="sans")
        sp0 = self.camera.to_screen((x + w / 2, y + 90))
        sp1 = self.camera.to_screen((x + w / 2, y + 216))
        pygame.draw.line(surf, (120, 110, 90), sp0, sp1, max(1, px(2)))
        if self.my_decision():
            self._label(surf, self._ui("drag_support", tiles=tiles),
                        (x + w / 2, y + 222), 21, (236, 220, 170), "midtop", "sans", maxw=w - 30)

    # ------------------------------------------------------------- effects
    def _effects(self, old, new, duration: float) -> None:
        """Points fly to their scorer, treasures to their collector, removed tiles fade."""
        speed = self.speed()
        t0 = self.clock
        dur = max(0.35, 0.9 / speed)
        a = self.last_action
        src = sq_center(a.row * COLS + a.col) if a is not None and hasattr(a, "row") else None
        if old.conflict and not new.conflict:
            src = sq_center(old.conflict.attacker_at) if src is None else src
        if src is None:
            src = (BX + COLS * S / 2, BY + ROWS * S / 2)
        for seat in range(new.num_players):
            ov, nv = old.vp[seat], new.vp[seat]
            if ov is None or nv is None:
                continue
            k = 0
            for c in range(4):
                d = nv[c] - ov[c]
                if d > 0:
                    bx, by, bw, bh = self.vp_box(seat, c)
                    self.floaters.append(("vp", f"+{d}", c, src, (bx + bw / 2, by + bh / 2), t0 + k * 0.12, dur))
                    k += 1
        lab, _ = regions(new)
        for s in range(len(new.treas)):
            if old.treas[s] and not new.treas[s]:
                who = new.active
                for i, p in enumerate(new.lpos):
                    if p >= 0 and i % 4 == 2 and lab[p] == lab[s]:
                        who = i // 4
                x, y, w, h = self.player_rect(who)
                self.floaters.append(("treasure", "", s, sq_center(s), (x + 10 + 4 * 72 + 20, y + 64), t0, dur * 1.3))
        for pid, p in self.old_pieces.items():
            if p.id[:1] in "td" and p.id[1:].isdigit() and self.piece(p.id) is None:
                s = int(p.id[1:])
                if new.tiles[s] < 0:
                    self.ghosts.append((p, t0, dur * 1.2))

    def _draw_effects(self, surf) -> None:
        if not self.floaters and not self.ghosts:
            return
        cam = self.camera
        now = self.clock
        keep = []
        for g in self.ghosts:
            p, t0, dur = g
            f = (now - t0) / dur
            if f >= 1:
                continue
            keep.append(g)
            x, y, w, h = p.rect()
            k = 1 - 0.5 * f
            r = cam.rect_to_screen((x + w * (1 - k) / 2, y + h * (1 - k) / 2 - 20 * f, w * k, h * k))
            img = self.app.art.scaled(p.art[0], p.art[1], r.size).copy()
            img.set_alpha(int(255 * (1 - f)))
            surf.blit(img, r)
        self.ghosts = keep
        keep = []
        for fl in self.floaters:
            kind, text, c, a, b, t0, dur = fl
            f = (now - t0) / dur
            if f >= 1:
                continue
            keep.append(fl)
            if f < 0:
                continue
            e = 1 - (1 - f) ** 3
            pos = (a[0] + (b[0] - a[0]) * e, a[1] + (b[1] - a[1]) * e - 60 * math.sin(math.pi * e))
            sp = cam.to_screen(pos)
            size = int(cam.length(34))
            if kind == "treasure":
                img = self.app.art.scaled(*self.art_treasure(False), (size, size))
                surf.blit(img, img.get_rect(center=(int(sp[0]), int(sp[1]))))
                continue
            r = pygame.Rect(0, 0, int(size * 1.5), size)
            r.center = (int(sp[0]), int(sp[1]))
            theme.note_overlay(surf, r)   # a point flying over the table, over its texts on purpose
            pygame.draw.rect(surf, (0, 0, 0), r.move(0, px(2)), border_radius=r.height // 3)
            pygame.draw.rect(surf, VA.COLOUR_RGB[COLORS[c]], r, border_radius=r.height // 3)
            pygame.draw.rect(surf, (255, 244, 210), r, max(1, px(2)), border_radius=r.height // 3)
            img = theme.text_px(text, int(size * 0.62), (255, 255, 255), "bold")
            surf.blit(img, img.get_rect(center=r.center))
        self.floaters = keep

    # ------------------------------------------------------------- top bar
    def top_scores(self) -> list[str]:
        """Each seat's weakest colour (what wins) after its name, "?" while it is hidden."""
        v = self.view
        vecs = [v.final_vector(i) if i < v.num_players else None for i in range(len(self.seats))]
        return [f"  {vec[0]}" if vec is not None else "  ?" for vec in vecs]

