"""The table's painting: the board, zones, pieces and their rings, the top bar, the status line,
message bubbles, the piece under the pointer and the enlarged card (a part of ``TableScene``)."""

from __future__ import annotations

import math
from typing import Any, Callable

import pygame

from engine.phrases import game_title, seat_name, written
from engine.ui import art, theme
from engine.ui.kit import DropZone, Piece
from engine.ui.theme import px


class TablePaint:
    """Drawing a table's frame (mixed into ``TableScene``)."""

    def draw_table(self, surf: pygame.Surface) -> None:
        """The table surface under the pieces (a game paints its board here)."""
        r = self.camera.viewport
        felt = self.app.art.scaled(f"table-felt-{self.FELT}", lambda: art.felt((800, 520), self.FELT), r.size)
        surf.blit(felt, r)

    def draw_over(self, surf: pygame.Surface) -> None:
        """Extras drawn above the pieces."""

    def blit_board(self, surf: pygame.Surface, key: Any, draw: Callable[[pygame.Surface], None]) -> None:
        """Put the board under the pieces on ``surf``.  ``draw(board)`` paints it only when ``key``
        (what the board shows) or the camera or window has changed since: a board is costly to
        paint, and most frames show the same one.

        ``board`` is a ``theme.Canvas`` the size of the window, clipped to the viewport: the
        texts and boxes painted on it travel to the frame, where the layout check finds them.
        A game with its own board cache calls this as ``self.blit_board(surf, key, paint)``."""
        cam = self.camera
        key = (key, cam.zoom, cam.center, tuple(cam.viewport), surf.get_size(), theme.scale())
        if self._board_cache is None or self._board_cache[0] != key:
            board = theme.Canvas(surf.get_size(), like=surf)
            board.set_clip(cam.viewport)
            draw(board)
            self._board_cache = (key, board)
        # blitted whole (a part would leave its marks behind), under the viewport's clip
        clip = surf.get_clip()
        surf.set_clip(clip.clip(cam.viewport))
        surf.blit(self._board_cache[1], (0, 0))
        surf.set_clip(clip)


    # ------------------------------------------------------------------ draw
    def _draw_key(self, p: Piece):
        dragging = self.drag.piece is p
        return (1 if dragging else 0, 1 if p is self.zoomed else 0, p.z + (100 if p.lift > 0.5 else 0), p.in_hand and p is self.hover)

    def piece_surface(self, p: Piece, w: int, h: int) -> pygame.Surface:
        """The piece's picture at ``w`` x ``h`` pixels with its label (cached)."""
        symbols = self.app.settings.colourblind_symbols
        key = ("piece", p.art[0] if p.art else p.kind, w, h, p.label, p.corner, p.label_color,
               p.symbol if symbols else None)
        cache = self.app.art._scaled
        s = cache.get(key)
        if s is not None:
            return s
        # a canvas, so that the layout check finds the piece's words on the frame; the piece lies
        # over what is under it on purpose, and its words belong on it
        if p.art is not None:
            base = theme.Canvas.copy_of(self.app.art.scaled(p.art[0], p.art[1], (w, h)))
        else:
            base = theme.Canvas((w, h), pygame.SRCALPHA)
            pygame.draw.rect(base, (220, 220, 220), base.get_rect(), border_radius=max(2, w // 8))
        base.note_overlay(base.get_rect())
        base.note_face(base.get_rect())
        if p.label:
            img = theme.text_px(p.label, int(h * (0.42 if len(p.label) <= 2 else 0.2)), p.label_color, "bold")
            base.blit(img, img.get_rect(center=(w // 2, h // 2)))
        if p.corner:
            img = theme.text_px(p.corner, max(8, int(h * 0.14)), p.label_color, "bold")
            base.blit(img, (int(w * 0.1), int(h * 0.06)))
            rot = pygame.transform.rotate(img, 180)
            base.blit(rot, rot.get_rect(bottomright=(int(w * 0.9), int(h * 0.94))))
        if symbols and p.symbol:
            r = max(4, int(min(w, h) * 0.13))
            theme.draw_symbol(base, p.symbol, (w - r - int(w * 0.08), r + int(h * 0.06)), r, p.label_color)
        base.end_face()
        cache[key] = base
        return base

    def draw_piece(self, surf: pygame.Surface, p: Piece) -> None:
        x, y, w, h = p.rect()
        sr = self.camera.rect_to_screen((x, y, w, h))
        if not sr.colliderect(surf.get_clip() or surf.get_rect()):
            return
        img = self.piece_surface(p, sr.width, sr.height)
        angle = p.angle + p.tilt
        lifted = p.lift > 0.5 or self.drag.piece is p
        # shadow
        off = px(3) + (px(9) if lifted else 0)
        shadow_key = ("shadow", sr.width, sr.height)
        sh = self.app.art._scaled.get(shadow_key)
        if sh is None:
            sh = pygame.Surface((sr.width, sr.height), pygame.SRCALPHA)
            pygame.draw.rect(sh, (0, 0, 0, 80), sh.get_rect(), border_radius=max(2, sr.width // 9))
            self.app.art._scaled[shadow_key] = sh
        if abs(angle) > 0.5:
            a = round(angle)
            # keyed by the picture itself, not its id(): an id is reused once the picture is
            # dropped from the cache, and another piece's turned picture was drawn in its place
            rkey = ("rot", img, a)
            rimg = self.app.art._scaled.get(rkey)
            if rimg is None:
                rimg = pygame.transform.rotozoom(img, a, 1.0)
                self.app.art._scaled[rkey] = rimg
            skey = ("rotshadow", sr.width, sr.height, a)
            rsh = self.app.art._scaled.get(skey)
            if rsh is None:
                rsh = pygame.transform.rotate(sh, a)
                self.app.art._scaled[skey] = rsh
            surf.blit(rsh, rsh.get_rect(center=(sr.centerx + off // 2, sr.centery + off)))
            surf.blit(_faded(rimg, p.alpha), rimg.get_rect(center=sr.center))
        else:
            surf.blit(sh, (sr.x + off // 2, sr.y + off))
            surf.blit(_faded(img, p.alpha), sr)

    def draw_ring(self, surf: pygame.Surface, p: Piece) -> None:
        """The outline of a selected, hinted, tutorial-highlighted or just-moved piece."""
        x, y, w, h = p.rect()
        sr = self.camera.rect_to_screen((x, y, w, h))
        ring = 0.0
        if p.id in self.last_ids:
            ring = 0.55
        if p.highlight > 0:
            ring = max(ring, 0.78 + 0.22 * math.sin(self.glow_clock * 6))
        if p is self.selected:
            ring = 1.0
        if ring > 0:
            col = theme.GLOW if p is self.selected or p.highlight > 0 else (255, 255, 255)
            rr = sr.inflate(px(6), px(6))
            s = pygame.Surface(rr.size, pygame.SRCALPHA)
            pygame.draw.rect(s, (*col, int(255 * ring)), s.get_rect(), max(3, px(4)), border_radius=px(8))
            angle = p.angle + p.tilt
            if abs(angle) > 0.5:
                s = pygame.transform.rotate(s, round(angle))
                rr = s.get_rect(center=sr.center)
            surf.blit(s, rr)

    def draw_zone(self, surf: pygame.Surface, z: DropZone) -> None:
        sr = self.camera.rect_to_screen(z.rect)
        active = any(zz.legal is not None for zz in self.zones.values())
        s = pygame.Surface(sr.size, pygame.SRCALPHA)
        rad = max(4, px(10)) if z.shape == "rect" else min(sr.size) // 2
        if active and z.legal:
            a = int(70 + 80 * z.glow)
            hover = z.contains(self.camera.to_table(self.app.mouse)) or z.id == self.kbd_zone
            pygame.draw.rect(s, (*theme.GLOW, a // 2 + (50 if hover else 0)), s.get_rect(), border_radius=rad)
            pygame.draw.rect(s, (*theme.GLOW, 200 + (55 if hover else 0)), s.get_rect(), max(2, px(4 if hover else 3)), border_radius=rad)
        elif active and z.visible:
            pygame.draw.rect(s, (0, 0, 0, 90), s.get_rect(), border_radius=rad)
        elif z.visible:
            pygame.draw.rect(s, (255, 255, 255, 38), s.get_rect(), max(1, px(2)), border_radius=rad)
        if z.highlight > 0.05 or z.id == self.kbd_zone and self.selected is not None:
            h = max(z.highlight, 1.0 if z.id == self.kbd_zone else 0)
            pulse = 0.78 + 0.22 * math.sin(self.glow_clock * 6)
            pygame.draw.rect(s, (*theme.GLOW, int(255 * h * pulse)), s.get_rect(), max(2, px(4)), border_radius=rad)
        surf.blit(s, sr)
        if z.label and z.visible:
            size = max(10, int(self.camera.length(22)))
            img = theme.text_px(z.label, size, theme.INK if active and z.legal else (190, 205, 196), "bold")
            surf.blit(img, img.get_rect(midbottom=(sr.centerx, sr.top - px(3))))

    def draw(self, surf: pygame.Surface) -> None:
        surf.fill(theme.BG)
        self.help_drawn = []
        self.frame_views.append(self.viewer)
        if len(self.frame_views) > 600:
            del self.frame_views[:300]
        vp = self.camera.viewport
        pygame.draw.rect(surf, theme.FELT_DARK, vp, border_radius=px(12))
        clip = surf.get_clip()
        surf.set_clip(vp)
        self.draw_table(surf)
        for z in self.zones.values():
            self.draw_zone(surf, z)
        held = self.drag.piece
        ordered = sorted(self.pieces, key=self._draw_key)
        for p in ordered:
            if p is not held:
                self.draw_piece(surf, p)
        for p in ordered:
            if p is not held:
                self.draw_ring(surf, p)
        self.draw_over(surf)
        if held is not None:
            self.draw_piece(surf, held)
            self.draw_ring(surf, held)
        surf.set_clip(clip)
        self._draw_top(surf)
        self._draw_status(surf)
        self.log.draw(surf)
        self._draw_card(surf)
        self._draw_hint(surf)
        if self.note is not None:
            self._draw_tutorial(surf)   # under its own buttons
        if self.pending_confirm is not None and self.pending_look is not None:
            self._draw_second_look(surf)   # under its buttons
        self.draw_widgets(surf)
        self._draw_piece_tip(surf)
        self._draw_score_tip(surf)
        if self.bubble is not None:
            self._draw_bubble(surf)
        if self.zoomed is not None:
            self._draw_zoomed(surf)

    def _draw_second_look(self, surf) -> None:
        box, lines = self.second_look_box()
        theme.note_overlay(surf, box)
        theme.panel(surf, box, theme.PANEL, border=theme.BAD, radius=px(14))
        y = box.top + px(24)
        for line in lines:
            theme.blit_text(surf, line, (box.centerx, y), self.LOOK_SIZE, theme.INK, anchor="midtop")
            y += theme.font(self.LOOK_SIZE).get_linesize()

    def _draw_top(self, surf) -> None:
        r = self.top_rect
        pygame.draw.rect(surf, theme.BG2, r)
        pygame.draw.line(surf, theme.PANEL_HI, r.bottomleft, r.bottomright, max(1, px(1)))
        self.top_words = []
        self.top_chips = {}
        x = r.right - px(12)
        scores = self.top_scores()
        symbols = self.app.settings.colourblind_symbols
        for i in reversed(range(len(self.seats))):
            seat = self.seats[i]
            name = seat_name(seat)
            img = theme.text(name + scores[i], 17, theme.INK)
            w = img.get_width() + px(48)
            chip = pygame.Rect(x - w, r.top + px(9), w, r.height - px(18))
            to_move = self.state.to_move == i
            pygame.draw.rect(surf, theme.PANEL_HI if to_move else theme.PANEL, chip, border_radius=chip.height // 2)
            if to_move:
                pygame.draw.rect(surf, theme.ACCENT, chip, max(2, px(2)), border_radius=chip.height // 2)
            self.top_words.append(chip)
            self.top_chips[i] = chip
            theme.seat_badge(surf, seat.colour, (chip.left + px(18), chip.centery), px(9), symbols)
            surf.blit(img, img.get_rect(midleft=(chip.left + px(34), chip.centery)))
            if to_move and seat.is_ai and self.ai_thinking:
                self._spinner(surf, (chip.right - px(2), chip.bottom - px(2)), px(8))
            x = chip.left - px(8)
        title, size = _fitted(game_title(self.info), x - px(12) - px(136), 24, 15, "title")
        self.top_words.insert(0, theme.blit_text(surf, title, (px(136), r.centery), size, theme.INK, "title",
                                                 anchor="midleft"))


    #: Steps a second of the thinking spinner: one dot a step, so the few frames it needs
    #: (frame_rate) show every step, and the app stays light while its AI thinks.
    SPINNER_STEPS = 6

    def _spinner(self, surf, center, r) -> None:
        a = math.floor(self.clock * self.SPINNER_STEPS) * math.pi / 4
        for k in range(8):
            ang = a + k * math.pi / 4
            c = int(80 + 175 * (k / 7))
            pygame.draw.circle(surf, (c, c, min(255, c + 30)),
                               (center[0] + r * math.cos(ang), center[1] + r * math.sin(ang)), max(1, r // 4))

    #: The status line's words: their size, and the least they shrink to before taking two lines.
    STATUS_SIZE, STATUS_LEAST = 18, 14

    def _draw_status(self, surf) -> None:
        r = self.status_rect
        theme.panel(surf, r, theme.PANEL, shadow=False)
        right = r.right - px(14)
        if self.pending_confirm is not None:
            img = theme.text(written("engine.table.confirm_move"), 17, theme.ACCENT)
            surf.blit(img, img.get_rect(midright=(right, r.centery)))
            right -= img.get_width() + px(16)
        tm = self.state.to_move
        left = r.left + px(14)
        if tm is not None and self.seats[tm].is_ai and self.ai_thinking:
            text = written("engine.table.thinking", name=self.seats[tm].name)
            self._spinner(surf, (r.left + px(20), r.centery), px(8))
            left = r.left + px(38)
        else:
            text = self.recap_status() if self.recap_status else self.prompt(self.view)
        # a long prompt shrinks a little, then takes two lines: it never runs out of the bar
        size, lines = theme.fit_lines(text, max(1, right - left), self.STATUS_SIZE, self.STATUS_LEAST, lines=2)
        lh = theme.font(size).get_linesize()
        y = r.centery - lh * (len(lines) - 1) // 2
        for line in lines:
            theme.blit_text(surf, line, (left, y), size, theme.INK, anchor="midleft")
            y += lh

    def _draw_tutorial(self, surf) -> None:
        self.note.draw(surf)
        for hid in self.tutorial.highlights(self):
            p = self.piece(hid)
            if p is not None:
                p.highlight = max(p.highlight, 0.8)
            if hid in self.zones:
                self.zones[hid].highlight = 1.0

    # ------------------------------------------------------------ help text
    # One help panel at a time, out of the way: none while a piece is pressed, dragged or
    # dropped, after the turn passes or the note changes (until the pointer rests again), none
    # for the pieces under a tutorial's note, and never over the note or what it points at.

    def hide_help(self) -> None:
        """Help text goes until the pointer moves and rests again."""
        self.help_hidden = True

    def help_allowed(self, point) -> bool:
        """Whether help text may show for what is under the pointer at ``point`` (screen)."""
        return (not self.help_hidden and self.app.scenes.top is self and not self.drag.active
                and self.zoomed is None and self.camera.viewport.collidepoint(point)
                and self.hovered_widget() is None
                and not (self.note is not None and self.tutorial_rect().collidepoint(point)))

    def help_keepout(self) -> list[pygame.Rect]:
        """Where no help panel may lie: the tutorial's note and what it points at."""
        if self.note is None:
            return []
        return [pygame.Rect(self.tutorial_rect())] + ([] if self.note.folded else self.note.targets())

    def help_box(self, box: pygame.Rect) -> bool:
        """Whether a help panel may be drawn at ``box``; if so it counts as this frame's one."""
        if self.help_drawn or box.collidelist(self.help_keepout()) >= 0:
            return False
        self.help_drawn.append(pygame.Rect(box))
        return True

    def draw_tip(self, surf, text: str, target: pygame.Rect) -> None:
        box, lines, lh = self.tip_layout(surf, text, target)
        if self.help_box(box):
            self.paint_tip(surf, box, lines, lh)

    def _draw_score_tip(self, surf) -> None:
        """What the seat's score under the resting pointer means, where its game says more."""
        if self.app.scenes.top is not self or self.drag.active:
            return
        for seat, chip in getattr(self, "top_chips", {}).items():
            if chip.collidepoint(self.app.mouse):
                tip = self.top_score_tip(seat)
                if tip:
                    self.draw_tip(surf, tip, chip)
                return

    def _draw_piece_tip(self, surf) -> None:
        """The tooltip of the piece under the resting pointer (Piece.tooltip), beside the piece."""
        mouse = self.app.mouse
        if self.OWN_HELP or not self.help_allowed(mouse):
            return
        p = self.pointed(self.camera.to_table(mouse))
        if p is None or not p.tooltip:
            return
        # a fanned card leans out of its upright rect: keep clear of its corners too
        tilt = 1.0 + min(0.5, abs(p.angle + p.tilt) / 60)
        sr = self.camera.rect_to_screen(p.rect())
        self.draw_tip(surf, p.tooltip, sr.inflate(int(sr.w * (tilt - 1)), int(sr.h * (tilt - 1))))

    def _draw_bubble(self, surf) -> None:
        text, pos, left, gentle = self.bubble
        lines = theme.wrap(text, px(340), 17)
        lh = int(theme.font(17).get_linesize() * 1.1)
        w = max(theme.font(17).size(l)[0] for l in lines) + px(24)
        h = lh * len(lines) + px(16)
        r = pygame.Rect(pos[0] + px(14), pos[1] - h - px(10), w, h)
        r.clamp_ip(surf.get_rect().inflate(-px(10), -px(10)))
        col = (70, 60, 30) if gentle else (110, 42, 38)
        theme.note_overlay(surf, r)   # over the table on purpose, for a few seconds
        theme.panel(surf, r, col, border=theme.ACCENT if gentle else theme.BAD, alpha=int(240 * min(1, left * 2)))
        for i, line in enumerate(lines):
            theme.blit_text(surf, line, (r.left + px(12), r.top + px(8) + i * lh), 17, theme.INK)

    def _draw_zoomed(self, surf) -> None:
        p = self.zoomed
        dim = pygame.Surface(surf.get_size(), pygame.SRCALPHA)
        dim.fill((0, 0, 0, 150))
        surf.blit(dim, (0, 0))
        theme.note_overlay(surf, surf.get_rect())   # the enlarged piece over the dimmed table
        # the piece's description wraps under it, and the piece gives up height to leave it room
        lines = theme.wrap(p.tooltip, surf.get_width() - px(80), 18) if p.tooltip else []
        lh = theme.font(18).get_linesize()
        words_h = len(lines) * lh + px(12) if lines else 0
        H = int(min(surf.get_height() * 0.7, surf.get_height() - px(40) - words_h))
        W = min(int(H * p.size[0] / p.size[1]), surf.get_width() - px(40))
        H = int(W * p.size[1] / p.size[0])
        img = self.piece_surface(p, W, H)
        where = img.get_rect(center=(surf.get_width() // 2, (surf.get_height() - words_h) // 2))
        surf.blit(img, where)
        y = where.bottom + px(12)
        for line in lines:
            theme.blit_text(surf, line, (surf.get_width() // 2, y), 18, theme.INK, anchor="midtop")
            y += lh


def _fitted(text: str, room: int, size: int, least: int, style: str) -> tuple[str, int]:
    """``text`` at the largest size from ``size`` down to ``least`` (design px) that fits
    ``room`` real pixels, cut short with "…" if even the least does not."""
    while size > least and theme.font(size, style).size(text)[0] > room:
        size -= 1
    return theme.cut(text, room, size, style), size


def _faded(img: pygame.Surface, alpha: float) -> pygame.Surface:
    """``img`` at ``alpha`` (a piece fading in or out), turned or not; itself when opaque."""
    if alpha >= 255:
        return img
    img = img.copy()
    img.set_alpha(int(alpha))
    return img
