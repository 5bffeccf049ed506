"""Fantastiqa card and quest faces for the table: Pillow pictures (view_art) plus sharp
pygame text, composed at the exact pixel size they are drawn at and cached."""

from __future__ import annotations

import pygame

from engine.text import Message, render
from engine.ui import theme

from . import data as D
from . import terms as T
from . import view_art as VA

INK = (34, 30, 28)
MUTED = (92, 82, 70)


def _say(key: str, **params) -> str:
    """Words printed on a card (``fantastiqa.<key>``): the same for every reader."""
    return render(Message("fantastiqa." + key, **params))


def card_tip(k: int, simple: bool = False) -> Message:
    """One line about a card kind, for its tooltip: name, symbols, ability, cost, what subdues it."""
    g = D.KIND_GROUP[k]
    parts = [T.KIND[k]]
    s = D.KIND_SYM[k]
    if s >= 0:
        parts.append(Message("fantastiqa.tip.gives", n=D.KIND_NSYM[k], symbol=T.SYMBOL[s]))
    elif g == "dog":
        parts.append(Message("fantastiqa.tip.no_symbol"))
    if k == D.PEACEFUL_DRAGON:
        parts.append(Message("fantastiqa.tip.dragon"))
    ab = D.KIND_ABILITY[k]
    if ab >= 0 and not (simple and D.ABILITY_IGNORED_IN_SIMPLE[k]):
        parts.append(Message("fantastiqa.ability." + D.ABILITIES[ab]))
    if g == "artifact":
        parts.append(Message("fantastiqa.tip.artifact", cost=D.KIND_COST[k],
                             effect=Message("fantastiqa.artifact." + D.KINDS[k])))
    if g == "beast":
        parts.append(Message("fantastiqa.tip.beast", cost=D.KIND_COST[k]))
    if g == "creature":
        parts.append(Message("fantastiqa.tip.creature", n=D.KIND_NEED[k], symbol=T.SYMBOL[D.KIND_WEAK[k]]))
    tip = parts[0]
    for part in parts[1:]:
        tip = Message("fantastiqa.tip.dash", a=tip, b=part)
    return tip


class Faces:
    """Builds (and caches) card and quest surfaces through the app's art cache."""

    def __init__(self, art_cache):
        self.art = art_cache
        self.cache: dict = {}

    # -- small pictures ------------------------------------------------------------
    def symbol(self, sym: str, d: int) -> pygame.Surface:
        return self.art.scaled(f"fq{VA.ART}-sym-{sym}", lambda: VA.symbol(sym, 128), (d, d))

    def gem(self, d: int) -> pygame.Surface:
        return self.art.scaled(f"fq{VA.ART}-gem", lambda: VA.gem(96), (d, d))

    def carpet(self, d: int, used: bool = False) -> pygame.Surface:
        return self.art.scaled(f"fq{VA.ART}-carpet-{used}", lambda: VA.carpet(128, used), (d, d))

    def reshuffle(self, d: int, used: bool = False) -> pygame.Surface:
        return self.art.scaled(f"fq{VA.ART}-reshuffle-{used}", lambda: VA.reshuffle(128, used), (d, d))

    def statue(self, kind: str, d: int) -> pygame.Surface:
        return self.art.scaled(f"fq{VA.ART}-statue-{kind}", lambda: VA.statue(kind, 160), (d, d))

    def region(self, name: str, d: int) -> pygame.Surface:
        return self.art.scaled(f"fq{VA.ART}-region-{name}", lambda: VA.region(name, 320), (d, d))

    # -- text helpers --------------------------------------------------------------
    @staticmethod
    def fit(text: str, size: int, colour, maxw: int, style: str = "bold") -> pygame.Surface:
        size = max(7, int(size))
        img = theme.text_px(text, size, colour, style)
        while img.get_width() > maxw and size > 7:
            size -= 1
            img = theme.text_px(text, size, colour, style)
        if img.get_width() > maxw > 4:
            img = pygame.transform.smoothscale(img, (maxw, max(1, int(img.get_height() * maxw / img.get_width()))))
        return img

    @staticmethod
    def wrap(text: str, size: int, maxw: int, style: str = "sans", lines: int = 3) -> list[str]:
        f = theme.text_px
        out: list[str] = []
        line = ""
        for w in text.split():
            cand = f"{line} {w}" if line else w
            if f(cand, size, INK, style).get_width() <= maxw or not line:
                line = cand
            else:
                out.append(line)
                line = w
        if line:
            out.append(line)
        if len(out) > lines:
            out = out[:lines]
            out[-1] = out[-1].rstrip(".,") + "…"
        return out

    def symbols_row(self, surf, syms: list, x: int, y: int, d: int, step: float | None = None) -> int:
        """Blit symbol discs left to right from (x, y); returns the right edge."""
        step = d * 0.78 if step is None else step
        for i, s in enumerate(syms):
            surf.blit(self.symbol(s, d), (int(x + i * step), y))
        return int(x + (len(syms) - 1) * step + d) if syms else x

    # -- cards ---------------------------------------------------------------------
    def card(self, kind: int, w: int, h: int, simple: bool = False, board: bool = False) -> pygame.Surface:
        key = ("card", kind, w, h, simple, board)
        s = self.cache.get(key)
        if s is not None:
            return s
        g = D.KIND_GROUP[kind]
        base = self.art.scaled(f"fq{VA.ART}-face-{g}", lambda: VA.card_face(g), (w, h)).copy()
        self._card_words(base, kind, w, h, simple, board)
        if len(self.cache) > 1500:
            self.cache.clear()
        self.cache[key] = base
        return base

    def back(self, w: int, h: int) -> pygame.Surface:
        return self.art.scaled(f"fq{VA.ART}-back", lambda: VA.card_back(), (w, h))

    def _card_words(self, base, kind: int, w: int, h: int, simple: bool, board: bool) -> None:
        g = D.KIND_GROUP[kind]
        sym = D.KIND_SYM[kind]
        big = h >= 240
        d = max(8, int(w * (0.3 if not big else 0.22)))
        m = max(2, int(w * 0.07))
        if sym >= 0:
            self.symbols_row(base, [D.SYMBOLS[sym]] * D.KIND_NSYM[kind], m, m, d)
        ab = D.KIND_ABILITY[kind]
        if ab >= 0 and not (simple and D.ABILITY_IGNORED_IN_SIMPLE[kind]):
            word = _say("ability_word." + D.ABILITIES[ab])
            img = self.fit(word, int(h * 0.085), (255, 250, 236), int(w * 0.5))
            r = img.get_rect(topright=(w - m - 3, m + 2)).inflate(int(w * 0.08), int(h * 0.03))
            pygame.draw.rect(base, (92, 52, 120), r, border_radius=r.height // 2)
            base.blit(img, img.get_rect(center=r.center))
        # the name
        name = render(T.short_card(D.KINDS[kind]))
        size = int(h * (0.105 if not big else 0.06))
        lines = self.wrap(name, size, int(w * 0.88), "bold", 2)
        y = int(h * (0.36 if not big else 0.26))
        for i, line in enumerate(lines):
            img = self.fit(line, size, INK, int(w * 0.9))
            base.blit(img, img.get_rect(midtop=(w // 2, y + i * int(size * 1.05))))
        y += len(lines) * int(size * 1.05)
        small = int(h * (0.075 if not big else 0.045))
        if g == "artifact":
            text = _say(("artifact_short." if not big else "artifact.") + D.KINDS[kind])
            for i, line in enumerate(self.wrap(text, small, int(w * 0.86), "sans", 2 if not big else 4)):
                img = self.fit(line, small, MUTED, int(w * 0.9), "sans")
                base.blit(img, img.get_rect(midtop=(w // 2, y + 2 + i * int(small * 1.1))))
        elif g == "dog":
            text = _say("card.no_symbol" if kind == D.PEACEFUL_DRAGON else "card.dig_gem")
            img = self.fit(text, small, MUTED, int(w * 0.9), "sans")
            base.blit(img, img.get_rect(midtop=(w // 2, y + 2)))
        elif big and ab >= 0 and not (simple and D.ABILITY_IGNORED_IN_SIMPLE[kind]):
            for i, line in enumerate(self.wrap(_say("ability." + D.ABILITIES[ab]), small, int(w * 0.86), "sans", 4)):
                img = self.fit(line, small, MUTED, int(w * 0.9), "sans")
                base.blit(img, img.get_rect(midtop=(w // 2, y + 4 + i * int(small * 1.1))))
        # the bottom: what subdues a creature, or what a card costs
        by = h - m - int(h * 0.2)
        if g == "creature":
            bh = int(h * 0.27)
            band = pygame.Rect(m, h - m - bh, w - 2 * m, bh)
            pygame.draw.rect(base, (236, 206, 196), band, border_radius=max(2, w // 14))
            pygame.draw.rect(base, (150, 70, 60), band, max(1, w // 60), border_radius=max(2, w // 14))
            dd = int(min(bh * 0.82, w * 0.3))
            weak = D.SYMBOLS[D.KIND_WEAK[kind]]
            if big:
                lbl = self.fit(_say("card.subdue_with"), int(h * 0.05), MUTED, int(w * 0.5), "sans")
                base.blit(lbl, lbl.get_rect(bottomleft=(band.left + 4, band.top - 2)))
            self.symbols_row(base, [weak] * D.KIND_NEED[kind], band.left + 3, band.centery - dd // 2, dd, dd * 0.92)
            if D.KIND_GEMS[kind]:
                gd = int(dd * 0.72)
                for i in range(D.KIND_GEMS[kind]):
                    base.blit(self.gem(gd), (band.right - gd - 2 - i * int(gd * 0.75), band.centery - gd // 2))
        elif D.KIND_COST[kind]:
            gd = int(h * 0.13)
            img = self.fit(str(D.KIND_COST[kind]), int(h * 0.12), INK, w)
            x = w - m - gd - img.get_width() - 4
            base.blit(img, (x, h - m - gd + (gd - img.get_height()) // 2))
            base.blit(self.gem(gd), (w - m - gd - 1, h - m - gd))

    # -- quests --------------------------------------------------------------------
    def quest(self, q: int, w: int, h: int, common: bool = False, bonus: bool = False) -> pygame.Surface:
        key = ("quest", q, w, h, common, bonus)
        s = self.cache.get(key)
        if s is not None:
            return s
        base = self.art.scaled(f"fq{VA.ART}-quest-{common}", lambda: VA.quest_face(common=common), (w, h)).copy()
        m = max(3, int(w * 0.045))
        region = D.REGIONS[D.QUEST_REGION[q]]
        # region band
        band = pygame.Rect(m, m, w - 2 * m, int(h * 0.2))
        pygame.draw.rect(base, VA.REGION_RGB[region], band, border_radius=max(2, band.height // 3))
        light = sum(VA.REGION_RGB[region]) > 450
        cups = D.QUEST_CUPS[q]
        right = band.right - int(w * (0.13 if common else 0.03))
        ctext = self.fit(_say("card.cups", n=cups), int(band.height * 0.7),
                         INK if light else (255, 226, 120), int(band.width * 0.34))
        base.blit(ctext, ctext.get_rect(midright=(right, band.centery)))
        img = self.fit(render(T.REGION[D.QUEST_REGION[q]]), int(band.height * 0.7),
                       INK if light else (250, 248, 240), right - ctext.get_width() - band.left - int(w * 0.07))
        base.blit(img, img.get_rect(midleft=(band.left + int(w * 0.03), band.centery)))
        # the name
        size = max(7, int(h * 0.1))
        lines = self.wrap(render(T.QUEST[q]), size, int(w * 0.92), "bold", 2)
        y = band.bottom + int(h * 0.03)
        for i, line in enumerate(lines):
            t = self.fit(line, size, INK, int(w * 0.94))
            base.blit(t, t.get_rect(midtop=(w // 2, y + i * int(size * 1.08))))
        # requirements (shrunk to leave room for the gem reward)
        d = max(8, int(h * 0.2))
        gd = int(d * 0.8)
        reward = self.fit(f"+{D.QUEST_GEMS[q]}", int(d * 0.6), INK, w)
        avail = w - 2 * m - gd - reward.get_width() - int(w * 0.05)
        while d > 8:
            need = sum(self.fit(f"{n}×", int(d * 0.62), INK, w).get_width() + d + int(w * 0.03)
                       for _, n in D.QUEST_REQ[q])
            if need <= avail:
                break
            d -= 1
        x = m + 2
        ry = h - m - max(d, gd) - int(h * 0.03)
        for sym, n in D.QUEST_REQ[q]:
            t = self.fit(f"{n}×", int(d * 0.62), INK, w)
            base.blit(t, (x, ry + (d - t.get_height()) // 2))
            x += t.get_width() + 1
            base.blit(self.symbol(D.SYMBOLS[sym], d), (x, ry))
            x += d + int(w * 0.03)
        gx = w - m - gd - 2
        base.blit(self.gem(gd), (gx, ry + (d - gd) // 2))
        base.blit(reward, reward.get_rect(midright=(gx - 1, ry + d // 2)))
        t = reward
        if bonus:
            r = int(h * 0.13)
            c = (gx - t.get_width() - r - int(w * 0.03), ry + d // 2)
            pygame.draw.circle(base, (60, 40, 10), c, r + 2)
            pygame.draw.circle(base, (236, 190, 70), c, r)
            b = self.fit("+1", int(r * 1.1), INK, 2 * r)
            base.blit(b, b.get_rect(center=c))
        if len(self.cache) > 1500:
            self.cache.clear()
        self.cache[key] = base
        return base
