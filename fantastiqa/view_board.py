"""Drawing the Fantastiqa table under and over the pieces: the board with its regions
and paths, the panels of the other players, your area, the turn panel and the chips.
(Functions of the table, kept apart from its input and move logic in view.py.)"""

from __future__ import annotations

import math

import pygame

from engine.phrases import seat_name
from engine.ui import paint, theme
from engine.ui.chips import draw_chips
from engine.ui.table import TableScene as BaseTable
from engine.ui.theme import px

from engine.text import Seat

from . import data as D
from . import rules as R
from . import terms as T
from . import view_art as VA
from . import view_layout as S
from .view_layout import least_px, ui

LIGHT = (214, 220, 208)
DIM = (176, 188, 180)


class _Pen:
    """Table-unit drawing helpers bound to a camera and a surface.  No word is drawn under the
    least readable size for the window (view_layout.least_px), whatever the board's zoom."""

    def __init__(self, t, surf):
        self.t, self.surf, self.cam = t, surf, t.camera
        self.least = least_px(surf.get_size())

    def box(self, rect, colour=(0, 0, 0), alpha=60, border=None, radius=12):
        return paint.box(self.surf, self.cam, rect, colour, alpha, border, radius)

    def size(self, size: float) -> int:
        """``size`` table units in real pixels, never under the least readable size."""
        return max(self.least, int(self.cam.length(size)))

    def units(self, real_px: float) -> float:
        """``real_px`` screen pixels in table units."""
        return real_px / max(1e-6, self.cam.length(1.0))

    def text(self, text, pos, size=16, colour=theme.INK, anchor="topleft", style="bold", maxw=None, lines=1):
        """``text`` at ``size``; with ``maxw`` shrunk to fit down to the least readable size, then
        broken into up to ``lines`` lines (one under the other, the block placed by ``anchor``),
        the last cut at a word with "…" (never squeezed: a squeezed word is not read).  Returns
        the screen rect it covers."""
        px_ = self.size(size)
        img = theme.text_px(text, px_, colour, style)
        rows = [text]
        if maxw is not None:
            mw = int(self.cam.length(maxw))
            while img.get_width() > mw and px_ > self.least:
                px_ -= 1
                img = theme.text_px(text, px_, colour, style)
            if img.get_width() > mw:
                rows = _rows(text, px_, mw, style, lines)
        imgs = [theme.text_px(row, px_, colour, style) for row in rows]
        lh = imgs[0].get_height()
        block = pygame.Rect(0, 0, max(i.get_width() for i in imgs), lh * len(imgs))
        sp = self.cam.to_screen(pos)
        setattr(block, anchor, (int(sp[0]), int(sp[1])))
        for k, img in enumerate(imgs):
            align = "left" if "left" in anchor else "right" if "right" in anchor else "centerx"
            r = img.get_rect(top=block.top + k * lh, **{align: getattr(block, align)})
            self.surf.blit(img, r)
        return block

    def icon(self, img_fn, pos, size):
        d = max(6, int(self.cam.length(size)))
        img = img_fn(d)
        sp = self.cam.to_screen(pos)
        self.surf.blit(img, (int(sp[0]), int(sp[1])))
        return d


def draw_board(t, surf) -> None:
    BaseTable.draw_table(t, surf)
    v = t.view
    pen = _Pen(t, surf)
    cam = t.camera
    f = t._faces()
    from .view_layout import BOARD, REG_R, path_xy, space_xy
    # the board
    pen.box(BOARD, (18, 30, 26), 150, None, 18)
    # roads
    for pi, (a, b) in enumerate(D.PATHS):
        p1, p2 = cam.to_screen(space_xy(a)), cam.to_screen(space_xy(b))
        pygame.draw.line(surf, (120, 96, 62), p1, p2, max(4, int(cam.length(26))))
        pygame.draw.line(surf, (176, 146, 98), p1, p2, max(2, int(cam.length(18))))
        x, y = path_xy(pi)
        if v.paths[pi] < 0:
            pen.text(D.PATH_NAMES[pi], (x, y), 15, (90, 70, 40), "center")
    # regions
    for sp in range(6):
        x, y = space_xy(sp)
        reg = D.REGIONS[v.region_at[sp]]
        d = int(cam.length(2 * REG_R))
        img = f.region(reg, d)
        c = cam.to_screen((x, y))
        surf.blit(img, img.get_rect(center=(int(c[0]), int(c[1]))))
        light = sum(VA.REGION_RGB[reg]) > 450
        name = t.words(T.REGION[v.region_at[sp]])
        pen.box((x - 66, y - 66, 132, 26), (0, 0, 0), 120 if not light else 70, None, 10)
        pen.text(name, (x, y - 53), 18, (255, 250, 236), "center", maxw=126)
        st = v.statue_at[sp]
        if st >= 0:
            pen.text(t.words(T.STATUE[st]), (x + 40, y + 58), 14, (255, 250, 236), "midtop", maxw=136)
        elif v.simple:
            pen.text(t.words(ui("no_statue")), (x + 30, y + 40), 12, (230, 230, 220), "center", "sans")
    if "overlay" not in t.L:
        pen.text(t.words(ui("creature_deck", n=v.creature_deck_size())), (BOARD[0] + BOARD[2] / 2, BOARD[1] + 4),
                 14, DIM, "midtop", "sans")
    # common quests
    pen.text(t.words(ui("common_quests")), (786, 6), 15, LIGHT)
    for i in range(2):
        if v.common[i] < 0:
            x, y, w, h = t.L[f"common{i}"]
            pen.box((x, y, w, h), (0, 0, 0), 50)
            pen.text(t.words(ui("refilled")), (x + w / 2, y + h / 2), 14, DIM, "center", "sans")
    _draw_others(t, pen)
    _draw_mine(t, pen)
    if "overlay" in t.L:
        _draw_overlay(t, pen)


def _draw_others(t, pen) -> None:
    v = t.view
    f = t._faces()
    symbols = t.app.settings.colourblind_symbols
    for o in t.others():
        key = f"opp{o}"
        if key not in t.L:
            continue
        x, y, w, h = t.L[key]
        active = v.to_move == o
        seat = t.seats[o]
        pen.box((x, y, w, h), (0, 0, 0), 75, theme.ACCENT if active else None)
        b = pen.cam.to_screen((x + 16, y + 15))
        theme.seat_badge(pen.surf, seat.colour, (int(b[0]), int(b[1])), max(4, int(pen.cam.length(9))), symbols)
        side = "" if not v.teams else "partner" if v.team(o) == v.team(t.viewer) else "opponent"
        nm = t.words(ui("panel_name", name=seat_name(seat),
                        partner=side == "partner", opponent=side == "opponent"))
        pen.text(nm, (x + 30, y + 5), 17, maxw=w - 120)
        lines = (t.words(ui("panel_piles", hand=len(v.hand[o]), draw=len(v.draw[o]), disc=len(v.disc[o]))),
                 t.words(ui("panel_token", token=len(v.token[o]), done=len(v.done[o]), bonus=v.bonus[o])))
        yy = y + 28
        gx = x + 10
        pen.icon(f.gem, (gx, yy), 18)
        pen.text(f"{v.gems[o]}", (gx + 21, yy), 15)
        gx += 46
        pen.icon(f.carpet, (gx, yy), 20)
        pen.text(f"{v.carpets[o]}", (gx + 23, yy), 15)
        gx += 48
        if not v.simple:
            pen.icon(f.reshuffle, (gx, yy), 18)
            pen.text(f"{v.reshuffles[o]}", (gx + 21, yy), 15)
        if h >= 96:
            for i, line in enumerate(lines):
                pen.text(line, (x + 10, yy + 21 + i * 17), 14, LIGHT, style="sans", maxw=w - 72)
            qy = yy + 21 + 2 * 17 + 2
        else:
            pen.text(t.words(ui("panel_short", piles=lines[0], done=len(v.done[o]))), (x + 10, yy + 20), 12, LIGHT,
                     style="sans",
                     maxw=w - 80)
            qy = yy + 36
        dumping = v.phase == R.PH_END and t.my_decision() and o in _dump_targets(t)
        # the dump hint takes the panel's last row while it shows
        room = int((y + h - qy - (18 if dumping else 2)) // 16) if h < 180 else 0
        if h >= 180:
            pen.text(t.words(ui("their_quests" if v.pq[o] else "no_quests")),
                     (x + 10, qy + 2), 13, DIM, style="sans")
            for j, q in enumerate(v.pq[o]):
                pen.text(t.words(ui("prepared", n=len(v.quest_cards[o][j]))), (S.opp_quest_x(x, j), y + 188), 12, LIGHT,
                         "midtop", "sans")
        for i, q in enumerate(v.pq[o][:max(0, room)]):
            nc = len(v.quest_cards[o][i])
            cups = D.QUEST_CUPS[q]
            txt = t.words(ui("quest_line", region=T.REGION[D.QUEST_REGION[q]], cups=cups, n=nc,
                             quest=T.QUEST[q]))
            txt = _clip(txt, 13, w - 72, pen)
            pen.text(txt, (x + 10, qy + i * 16), 13, (236, 226, 196), style="sans", maxw=w - 70)
        if not v.disc[o]:
            pen.box((x + w - 53, y + 40, 46, 64), (0, 0, 0), 40, (150, 160, 150), 6)
        pen.text(t.words(ui("discard")), (x + w - 30, y + 106), 11, DIM, "midtop", "sans")
        if dumping:
            pen.text(t.words(ui("dump_here")), (x + w - 70, y + h - 16), 12, theme.GLOW, "topright", "sans")


def _clip(text: str, size: float, maxw: float, pen) -> str:
    """``text`` cut at a word with an ellipsis so it fits ``maxw`` table units at ``size``."""
    return _cut(text, pen.size(size), pen.cam.length(maxw), "sans")


def _rows(text: str, px_: int, maxw: float, style: str, lines: int) -> list[str]:
    """``text`` broken at words into at most ``lines`` rows no wider than ``maxw`` real pixels
    at ``px_``; the last row holds the rest, cut with "…" where it does not fit."""
    words = text.split()
    rows: list[str] = []
    while words and len(rows) < lines - 1:
        n = 1
        while n < len(words) and theme.text_px(" ".join(words[:n + 1]), px_, theme.INK, style).get_width() <= maxw:
            n += 1
        rows.append(" ".join(words[:n]))
        words = words[n:]
    if words:
        rows.append(_cut(" ".join(words), px_, maxw, style))
    return rows


def _cut(text: str, px_: int, maxw: float, style: str) -> str:
    """``text`` cut at a word with an ellipsis so it fits ``maxw`` real pixels at ``px_`` (whole
    if it fits, or if even its first word does not)."""
    if theme.text_px(text, px_, theme.INK, style).get_width() <= maxw:
        return text
    words = text.split()
    while len(words) > 1:
        words.pop()
        cand = " ".join(words) + "…"
        if theme.text_px(cand, px_, theme.INK, style).get_width() <= maxw:
            return cand
    return text


def _dump_targets(t) -> set:
    from .actions import Dump
    return {a.seat for a in t.legal() if isinstance(a, Dump)}


def _draw_mine(t, pen) -> None:
    v = t.view
    me = t.viewer
    f = t._faces()
    my_go = t.my_decision()
    # personal quests
    pen.text(t.words(ui("your_quests", n=len(v.pq[me]), max=D.MAX_PERSONAL_QUESTS)), (14, 487), 15, LIGHT)
    for i in range(3):
        x, y, w, h = t.L[f"pq{i}"]
        if i >= len(v.pq[me]):
            r = pen.cam.rect_to_screen((x + 2, y + 2, w - 4, 108))
            pygame.draw.rect(pen.surf, (120, 140, 128), r, max(1, int(pen.cam.length(2))),
                             border_radius=max(2, int(pen.cam.length(8))))
            pen.text(t.words(ui("empty_slot")), (x + w / 2, y + 56), 13, DIM, "center", "sans")
        else:
            pen.box((x, y + 112, w, 66), (0, 0, 0), 50, None, 8)
            if not v.quest_cards[me][i]:
                pen.text(t.words(ui("drop_matching")), (x + w / 2, y + 145), 12, DIM, "center", "sans")
    # quest token
    x, y, w, h = t.L["token"]
    pen.box((x, y, w, h), (0, 0, 0), 50, None, 8)
    pen.text(t.words(ui("quest_token")), (x + w / 2, y + 3), 13, LIGHT, "midtop", maxw=w - 4)
    c = pen.cam.to_screen((x + w / 2, y + 30))
    rad = max(4, int(pen.cam.length(11)))
    pygame.draw.circle(pen.surf, (40, 30, 10), (int(c[0]), int(c[1])), rad + 2)
    pygame.draw.circle(pen.surf, theme.seat_rgb(t.seats[me].colour), (int(c[0]), int(c[1])), rad)
    if not v.token[me]:
        # one line under the other, however large the least readable size makes them
        top = y + 70
        for line in t.words(ui("token_hint")).split("\n"):
            top += pen.units(pen.text(line, (x + w / 2, top), 12, DIM, "midtop", "sans").height)
    if len(v.token[me]) <= D.MAX_TOKEN_CARDS:   # a sixth card lies where the count stands (the prompt says it)
        pen.text(f"{len(v.token[me])}/{D.MAX_TOKEN_CARDS}", (x + w - 4, y + h - 18), 13, LIGHT, "topright")
    # draw pile and discard pile
    x, y, w, h = t.L["draw"]
    pen.text(t.words(ui("draw_pile")), (x + w / 2, y + 3), 13, LIGHT, "midtop", maxw=w - 2)
    pen.text(t.words(ui("cards", n=len(v.draw[me]))), (x + w / 2, y + 144), 13, DIM, "midtop", "sans")
    x, y, w, h = t.L["disc"]
    pen.text(t.words(ui("discard_n", n=len(v.disc[me]))), (x + w / 2, y + 3), 13, LIGHT, "midtop", maxw=w - 2)
    if not v.disc[me]:
        r = pen.cam.rect_to_screen((x + 4, y + 33, w - 8, 102))
        pygame.draw.rect(pen.surf, (120, 140, 128), r, max(1, int(pen.cam.length(2))),
                         border_radius=max(2, int(pen.cam.length(8))))
        pen.text(t.words(ui("empty")), (x + w / 2, y + 84), 13, DIM, "center", "sans")
    # gems, tokens, score: each label has the room above its tokens that a line takes at the
    # least readable size, wherever the board is small
    x, y, w, h = t.L["stats"]
    pen.box((x, y, w, h), (0, 0, 0), 50, None, 8)
    pen.icon(f.gem, (x + 6, y + S.GEMS), S.GEM)
    pen.text(f"{v.gems[me]}", (x + 38, y + S.GEMS + S.GEM / 2), 24, theme.ACCENT, "midleft")
    pen.text(t.words(ui("gems", n=v.gems[me])), (x + 40 + 16 * len(str(v.gems[me])), y + S.GEMS + S.GEM / 2), 13,
             LIGHT, "midleft", "sans", maxw=w - 46 - 16 * len(str(v.gems[me])))
    total = D.CARPETS_SIMPLE if v.simple else D.CARPETS
    pen.text(t.words(ui("carpets")), (x + 6, y + S.CARPETS), 12, DIM, "bottomleft", "sans", maxw=w - 10)
    for i in range(v.carpets[me], total):
        pen.icon(lambda d: f.carpet(d, True), (x + 2 + i * S.STEP, y + S.CARPETS), S.TOKEN)
    if not v.simple:
        pen.text(t.words(ui("reshuffle_tokens")), (x + 6, y + S.RESHUFFLES), 12, DIM, "bottomleft", "sans",
                 maxw=w - 10)
        for i in range(D.RESHUFFLES):
            if i == 0 and v.reshuffles[me] > 0:
                continue  # the token you can click is a piece
            pen.icon(lambda d, used=i >= v.reshuffles[me]: f.reshuffle(d, used), (x + 4 + i * S.STEP, y + S.RESHUFFLES),
                     S.TOKEN - 2)
    # the score, at the bottom, always shows; the quests completed take the lines left above it
    score = v.side_score(v.team(me)) if v.teams else v.player_score(me)
    r = pen.text(t.words(ui("team_score" if v.teams else "score", score=score, goal=v.goal)), (x + 6, y + h - 3), 15,
                 theme.ACCENT, "bottomleft", maxw=w - 10, lines=2)
    cups = sum(D.QUEST_CUPS[q] for q in v.done[me] if q is not None)
    top = y + S.RESHUFFLES + S.TOKEN
    line = pen.units(theme.text_px("Ag", pen.size(12), LIGHT, "sans").get_height())
    room = int((pen.units(r.top - pen.cam.to_screen((x, top))[1])) // line)
    if room > 0:
        pen.text(t.words(ui("completed", n=len(v.done[me]), cups=cups, bonus=v.bonus[me])), (x + 6, top), 12,
                 LIGHT, style="sans", maxw=w - 10, lines=room)
    # the use spot
    x, y, w, h = t.L["use"]
    pen.box((x, y, w, h), (0, 0, 0), 50, (130, 120, 170), 8)
    for i, line in enumerate(t.words(ui("use_spot")).split("\n")):
        pen.text(line, (x + w / 2, y + 10 + i * 18 + (8 if i else 0)), 14 if i == 0 else 12,
                 LIGHT if i == 0 else DIM, "midtop", "bold" if i == 0 else "sans", maxw=w - 6)
    # the turn panel
    x, y, w, h = t.L["turn"]
    mine = v.cur == me and v.phase not in R.SETUP_PHASES
    pen.box((x, y, w, h), (0, 0, 0), 60, theme.ACCENT if my_go else None, 8)
    if v.phase in R.SETUP_PHASES:
        title, sub = ui("setup"), ui("setup_sub")
    elif mine:
        title = ui("your_turn")
        sub = ui("action_free" if v.actions_left > 0 else "action_used")
    elif v.phase == R.PH_EXCH_TAKE and v.to_move == me:
        title, sub = ui("your_answer"), ui("their_exchange", who=Seat(v.cur))
    else:
        title, sub = ui("their_turn_title", who=Seat(v.cur)), None
    title = t.words(title)
    sub = t.words(sub) if sub is not None else ""
    pen.text(title, (x + 8, y + 5), 16, theme.ACCENT if mine else LIGHT, maxw=w - 12)
    if sub:
        pen.text(sub, (x + 8, y + 25), 12, LIGHT, style="sans", maxw=w - 12)
    if my_go:
        key = {R.PH_MAIN: "panel_main" if v.actions_left > 0 else "panel_free", R.PH_ADV: "panel_adventure",
               R.PH_END: "panel_end", R.PH_QPAY: "panel_qpay"}.get(v.phase)
        lines = t.words(ui(key)).split("\n") if key else []
        if v.phase in (R.PH_EXCH_GIVE, R.PH_EXCH_TAKE):
            lines = ([t.words(ui("cards_offered"))] + [t.words(T.KIND[k]) for k in v.exch if k is not None]
                     if v.exch else t.words(ui("panel_offer")).split("\n"))
        buttons_top = min((c.rect[1] for c in t.chips() if c.rect[0] >= x and c.rect[1] >= y), default=y + h)
        top = y + S.TURN_WORDS_H
        room = max(0, int((buttons_top - 4 - top) // 16))
        for i, line in enumerate(lines[:room]):
            pen.text(line, (x + 8, top + i * 16), 13, (230, 226, 214), style="sans", maxw=w - 12)


def _draw_overlay(t, pen) -> None:
    from .view_layout import OVERLAY
    v = t.view
    x, y, w, h = OVERLAY
    pen.box((x, y, w, h), (16, 20, 26), 235, theme.ACCENT)
    # it hides the board's words under it: the choices on it are read, not those
    theme.note_overlay(pen.surf, pen.cam.rect_to_screen((x, y, w, h)))
    ph = v.phase
    me = t.viewer
    if t.browsing and ph != R.PH_OFFER and ph not in (R.PH_PICK_QUEST, R.PH_PICK_ART):
        title = ui("your_discard", n=len(v.disc[me]), choose=ph == R.PH_CHOOSE_CARD and t.my_decision())
        if ph == R.PH_RELEASE and t.my_decision():
            title = ui("release_title")
            rx, ry, rw, rh = t.L.get("releasebox", (x + 4, y + 300, w - 8, h - 304))
            pen.box((rx, ry, rw, rh), (60, 40, 20), 120, (180, 140, 80), 10)
            st = v.statue_at[v.pos[me]]
            if st >= 0:
                pen.icon(lambda d: t._faces().statue(D.STATUES[st], d), (rx + 14, ry + rh / 2 - 40), 80)
            pen.text(t.words(ui("release_drop")), (rx + rw / 2 + 40, ry + rh / 2 - 12),
                     16, LIGHT, "center", "sans", maxw=rw - 120)
            pen.text(t.words(ui("release_dragons")), (rx + rw / 2 + 40, ry + rh / 2 + 14), 13, DIM,
                     "center", "sans", maxw=rw - 120)
    elif ph == R.PH_PICK_QUEST:
        title = ui("they_pick_quest", who=Seat(v.to_move)) if not t.my_decision() else ui("pick_quest_title")
    elif ph == R.PH_PICK_ART:
        title = ui("they_pick_artifact", who=Seat(v.to_move)) if not t.my_decision() else ui("pick_artifact_title")
    else:
        st = T.STATUE[v.offer_kind] if v.offer_kind >= 0 else T.term("statue")
        # what is on offer now: a purchase takes a card away, and the header follows it
        drew = ui("on_offer", statue=st, n=len(v.offer))
        if v.offer_kind == D.QUEST_CHEST:
            title = ui("drew_quests", drew=drew)
        elif v.cur == me:
            title = ui("drew_buy", drew=drew, gems=v.gems[me])
        else:
            title = drew
    pen.text(t.words(title), (x + 14, y + 10), 18, maxw=w - 150)


def _badge_text(surf, text: str, centre, rad: int, cam, colour) -> None:
    """A count on a round badge at a card's corner: the badge is its own box (it stands out of
    the card on purpose), and the count is never smaller than the least readable size."""
    from .view_layout import least_px
    img = theme.text_px(text, max(least_px(surf.get_size()), int(cam.length(18))), colour, "bold")
    box = img.get_rect(center=(int(centre[0]), int(centre[1]))).union(
        pygame.Rect(int(centre[0]) - rad, int(centre[1]) - rad, 2 * rad, 2 * rad))
    theme.note_box(surf, box.inflate(2, 2))
    surf.blit(img, img.get_rect(center=(int(centre[0]), int(centre[1]))))


def draw_over(t, surf) -> None:
    cam = t.camera
    v = t.view
    f = t._faces()
    pen = _Pen(t, surf)
    from .view_layout import CRE
    # gems lying on creatures
    for p in t.pieces:
        ref = p.data
        if getattr(ref, "zone", "") == "path":
            g = v.path_gems[ref.path]
            if g:
                x, y = p.pos
                cx, cy = x + CRE[0] / 2 - 8, y - CRE[1] / 2 + 2
                r = cam.to_screen((cx, cy))
                rad = max(6, int(cam.length(15)))
                pygame.draw.circle(surf, (20, 40, 36), (int(r[0]), int(r[1])), rad + 2)
                pygame.draw.circle(surf, (60, 190, 160), (int(r[0]), int(r[1])), rad)
                _badge_text(surf, str(g), r, rad, cam, (10, 30, 26))
        elif getattr(ref, "zone", "") == "common" and v.common_bonus[ref.path]:
            w_, h_ = p.size
            r = cam.to_screen((p.pos[0] + w_ / 2 - 6, p.pos[1] - h_ / 2 + 4))
            rad = max(7, int(cam.length(17)))
            pygame.draw.circle(surf, (60, 40, 10), (int(r[0]), int(r[1])), rad + 2)
            pygame.draw.circle(surf, (236, 190, 70), (int(r[0]), int(r[1])), rad)
            _badge_text(surf, "+1", r, rad, cam, (40, 24, 0))
        elif getattr(ref, "zone", "") == "browse":
            n = getattr(t, "browse_counts", {}).get(ref.kind, 0)
            if n > 1:
                pen.text(f"×{n}", (p.pos[0], p.pos[1] + 52), 16, theme.ACCENT, "midtop")
    # what a creature still needs while cards lie on it
    if t.assign_path is not None:
        pi = D.PATH_NAMES.index(t.assign_path)
        k = v.paths[pi]
        if k >= 0:
            pen.box((14, 2, 752, 32), (30, 20, 10), 235, theme.GLOW, 10)
            pen.text(t.words(ui("on_path", creature=T.KIND[k], path=T.path(v.region_at, pi), needs=_still_needs(t, pi))),
                     (24, 18), 16, theme.GLOW, "midleft", maxw=560)
    if v.phase == R.PH_QPAY and v.pend_kind >= 0:
        rect = t._quest_rect(v.pend_kind)
        if rect is not None:
            r = cam.rect_to_screen(rect).inflate(px(8), px(8))
            a = int(170 + 85 * math.sin(t.glow_clock * 5))
            s = pygame.Surface(r.size, pygame.SRCALPHA)
            pygame.draw.rect(s, (*theme.GLOW, a), s.get_rect(), max(3, px(4)), border_radius=px(10))
            surf.blit(s, r)
    if t.legal():
        # no ring on the reshuffle token: a free action, not a choice the game is asking for
        t.draw_pick_cue(surf, lambda p: getattr(p.data, "zone", "") != "reshuffle")
    for c in t.chips():   # each button is the box its label sits in (a chip may stand out of a card)
        theme.note_box(surf, cam.rect_to_screen(c.rect))
    draw_chips(t, surf, f.fit, label_max=16, padding=12)


def _still_needs(t, pi: int):
    v = t.view
    k = v.paths[pi]
    from .payment import subdue_value
    have = subdue_value(t.assign_cards, D.KIND_WEAK[k], v.glass if v.glass >= 0 else -1)
    left = max(0, D.KIND_NEED[k] - have)
    if left:
        return ui("still_needs", n=left, symbol=T.SYMBOL[D.KIND_WEAK[k]])
    return ui("paid")
