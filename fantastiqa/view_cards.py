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

    @staticmethod
    def _canvas(face: pygame.Surface) -> theme.Canvas:
        """A card's face to write on: the layout check finds its words where the card lies, and
        keeps them inside the card."""
        base = theme.Canvas(face.get_size(), pygame.SRCALPHA)
        base.blit(face, (0, 0))
        theme.note_box(base, base.get_rect())
        return base

    # -- text helpers --------------------------------------------------------------
    #: The least readable size in real pixels (the table sets it from the window: view_layout.least_px).
    least = 11

    def line(self, text: str, size: float, colour, maxw: int, style: str = "bold"):
        """``text`` at ``size`` (never under the least readable size), shrunk to fit ``maxw``
        down to that least size; None if it cannot fit readably (the card's tooltip says it)."""
        size = max(self.least, int(size))
        img = theme.text_px(text, size, colour, style)
        while img.get_width() > maxw and size > self.least:
            size -= 1
            img = theme.text_px(text, size, colour, style)
        return img if img.get_width() <= maxw else None

    def cup_count(self, n: int, size: float, colour) -> pygame.Surface:
        """``n`` and a small drawn cup (a trophy: bowl, stem, foot), the short form of "n cups"."""
        digits = theme.text_px(str(n), max(self.least, int(size)), colour, "bold")
        h = digits.get_height()
        cup = max(6, int(h * 0.7))
        out = pygame.Surface((digits.get_width() + 2 + cup, h), pygame.SRCALPHA)
        out.blit(digits, (0, 0))
        x, top = digits.get_width() + 2, (h - cup) // 2
        bowl = cup * 0.55
        pygame.draw.polygon(out, colour, [(x, top), (x + cup, top), (x + cup * 0.62, top + bowl),
                                          (x + cup * 0.38, top + bowl)])
        pygame.draw.line(out, colour, (x + cup // 2, top + bowl), (x + cup // 2, top + cup * 0.85),
                         max(1, cup // 6))
        pygame.draw.rect(out, colour, (x + cup * 0.2, top + cup * 0.85, cup * 0.6, max(1, cup * 0.15)))
        return out

    def fit(self, text: str, size: float, colour, maxw: int, style: str = "bold") -> pygame.Surface:
        """A label that must show (a button's): ``line``, or at the least readable size."""
        img = self.line(text, size, colour, maxw, style)
        return img if img is not None else theme.text_px(text, self.least, colour, style)

    def lines(self, text: str, size: float, maxw: int, max_lines: int, style: str = "bold") -> list[str]:
        """``text`` broken into at most ``max_lines`` lines of readable ``size`` no wider than
        ``maxw``; [] when it does not fit (a word too wide, or too many lines)."""
        size = max(self.least, int(size))
        out: list[str] = []
        line = ""
        for w in text.split():
            cand = f"{line} {w}" if line else w
            if theme.text_px(cand, size, INK, style).get_width() <= maxw:
                line = cand
            elif theme.text_px(w, size, INK, style).get_width() > maxw:
                return []
            else:
                out.append(line)
                line = w
        if line:
            out.append(line)
        return out if len(out) <= max_lines else []

    def symbols_row(self, surf, syms: list, x: int, y: int, d: int, step: float | None = None) -> int:
        """Blit symbol discs left to right from (x, y); returns the right edge."""
        step = d * 0.78 if step is None else step
        for i, s in enumerate(syms):
            surf.blit(self.symbol(s, d), (int(x + i * step), y))
        return int(x + (len(syms) - 1) * step + d) if syms else x

    def _words_block(self, base, names: list[str], size: float, colour, w: int, top: int, bottom: int,
                     max_lines: int, style: str = "bold", cut: bool = True) -> int:
        """The first of ``names`` (longest first) that fits readably between ``top`` and ``bottom``,
        centred; returns the y under it (``top`` if none fits).  With ``cut``, the last name's
        first words with "…" are tried last."""
        size = max(self.least, int(size))
        lh = int(size * 1.08)
        # rows lie lh apart, but each row's box is a text's full height: the last must end by bottom
        text_h = theme.text_px("Ag", size, colour, style).get_height()
        room = max(0, min(max_lines, (bottom - top - text_h) // max(1, lh) + 1)) if bottom - top >= text_h else 0
        shortened = []
        if names and cut:   # last: the shortest form's first words, cut with "…"
            words = names[-1].split()
            shortened = [" ".join(words[:n]) + "…" for n in range(len(words) - 1, 0, -1)]
        hyphened = [n.replace("-", "- ") for n in names if "-" in n]   # "New-Fangled" may break after its hyphen
        for name in list(names) + hyphened + shortened:
            rows = self.lines(name, size, int(w * 0.92), room, style)
            if rows:
                for i, row in enumerate(rows):
                    img = theme.text_px(row, size, colour, style)
                    base.blit(img, img.get_rect(midtop=(w // 2, top + i * lh)))
                return top + (len(rows) - 1) * lh + text_h
        return top

    # -- cards ---------------------------------------------------------------------
    def card(self, kind: int, w: int, h: int, simple: bool = False, named: bool = True) -> pygame.Surface:
        key = ("card", kind, w, h, simple, named, self.least)
        s = self.cache.get(key)
        if s is not None:
            return s
        g = D.KIND_GROUP[kind]
        base = self._canvas(self.art.scaled(f"fq{VA.ART}-face-{g}", lambda: VA.card_face(g), (w, h)))
        self._card_words(base, kind, w, h, simple, named)
        if len(self.cache) > 1500:
            self.cache.clear()
        self.cache[key] = base
        return base

    def _card_name(self, base, kind: int, named: bool, size: float, w: int, top: int, bottom: int,
                   rows: int) -> int:
        """A card's name under its symbols; the y under it.  An artifact's full name ("도둑의
        돈주머니") where it fits, a little smaller if it must, before its one-word short form."""
        if not named:
            return top
        short = render(T.short_card(D.KINDS[kind]))
        full = render(T.KIND[kind])
        if D.KIND_GROUP[kind] == "artifact" and full != short:
            for s in (size, size * 0.85):
                y = self._words_block(base, [full], s, INK, w, top, bottom, rows, cut=False)
                if y != top:
                    return y
        return self._words_block(base, [short], size, INK, w, top, bottom, rows)

    def back(self, w: int, h: int) -> pygame.Surface:
        return self.art.scaled(f"fq{VA.ART}-back", lambda: VA.card_back(), (w, h))

    def _card_words(self, base, kind: int, w: int, h: int, simple: bool, named: bool) -> None:
        g = D.KIND_GROUP[kind]
        sym = D.KIND_SYM[kind]
        big = h >= 240
        d = max(8, int(w * (0.3 if not big else 0.22)))
        m = max(2, int(w * 0.07))
        if sym >= 0:
            self.symbols_row(base, [D.SYMBOLS[sym]] * D.KIND_NSYM[kind], m, m, d)
        ab = D.KIND_ABILITY[kind]
        badge_bottom = m
        if ab >= 0 and not (simple and D.ABILITY_IGNORED_IN_SIMPLE[kind]):
            word = _say("ability_word." + D.ABILITIES[ab])
            img = self.line(word, h * 0.085, (255, 250, 236), int(w * 0.55))
            if img is not None:
                r = img.get_rect(topright=(w - m - 3, m + 2)).inflate(int(w * 0.06), 2)
                pygame.draw.rect(base, (92, 52, 120), r, border_radius=r.height // 2)
                base.blit(img, img.get_rect(center=r.center))
                badge_bottom = r.bottom
            else:  # no room for the word: the badge's colour still marks an ability (tooltip: which)
                rad = max(3, int(w * 0.07))
                pygame.draw.circle(base, (92, 52, 120), (w - m - rad, m + rad), rad)
        # what subdues a creature (or a card's cost) takes the bottom; the words fill the middle
        cost = self._cost(kind, w, h, m) if g != "creature" else None
        bottom = h - m - int(h * 0.27) if g == "creature" else cost[2] - 1 if cost else h - m
        top = max(int(h * (0.36 if not big else 0.26)), badge_bottom + 1, m + d + 1)
        y = self._card_name(base, kind, named, h * (0.105 if not big else 0.06), w, top, bottom - 2,
                            2 if not big else 3)
        small = h * (0.075 if not big else 0.045)
        if g == "artifact":
            texts = [_say("artifact." + D.KINDS[kind])] if big else []
            self._words_block(base, texts + [_say("artifact_short." + D.KINDS[kind])], small, MUTED, w, y + 2,
                              bottom - 2, 4 if big else 2, "sans")
        elif g == "dog":
            text = _say("card.no_symbol" if kind == D.PEACEFUL_DRAGON else "card.dig_gem")
            self._words_block(base, [text], small, MUTED, w, y + 2, bottom - 2, 2, "sans")
        elif big and ab >= 0 and not (simple and D.ABILITY_IGNORED_IN_SIMPLE[kind]):
            self._words_block(base, [_say("ability." + D.ABILITIES[ab])], small, MUTED, w, y + 4, bottom - 2, 4,
                              "sans")
        if g == "creature":
            bh = int(h * 0.27)
            band = pygame.Rect(m, h - m - bh, w - 2 * m, bh)
            pygame.draw.rect(base, (236, 206, 196), band, border_radius=max(2, w // 14))
            pygame.draw.rect(base, (150, 70, 60), band, max(1, w // 60), border_radius=max(2, w // 14))
            dd = int(min(bh * 0.82, w * 0.3))
            weak = D.SYMBOLS[D.KIND_WEAK[kind]]
            if big:
                lbl = self.line(_say("card.subdue_with"), h * 0.05, MUTED, int(w * 0.6), "sans")
                if lbl is not None:
                    base.blit(lbl, lbl.get_rect(bottomleft=(band.left + 4, band.top - 2)))
            self.symbols_row(base, [weak] * D.KIND_NEED[kind], band.left + 3, band.centery - dd // 2, dd, dd * 0.92)
            if D.KIND_GEMS[kind]:
                gd = int(dd * 0.72)
                for i in range(D.KIND_GEMS[kind]):
                    base.blit(self.gem(gd), (band.right - gd - 2 - i * int(gd * 0.75), band.centery - gd // 2))
        elif cost:
            gd, img, _ = cost
            base.blit(self.gem(gd), (w - m - gd - 1, h - m - gd))
            if img is not None:   # inside the card even where the least readable size outgrows a small one
                base.blit(img, img.get_rect(midright=(w - m - gd - 4, h - m - gd // 2)).clamp(base.get_rect()))

    def _cost(self, kind: int, w: int, h: int, m: int) -> tuple | None:
        """A card's cost at its foot: (gem size, the number's image or None, the top of both),
        the top from the number as drawn (the least readable size may outgrow a small card's
        share), so the name above it stops there; None for a card without a cost."""
        if not D.KIND_COST[kind]:
            return None
        gd = int(h * 0.13)
        img = self.line(str(D.KIND_COST[kind]), h * 0.12, INK, w // 3)
        top = h - m - gd
        if img is not None:
            top = min(top, max(0, h - m - gd // 2 - img.get_height() // 2))
        return gd, img, top

    # -- quests --------------------------------------------------------------------
    def quest(self, q: int, w: int, h: int, common: bool = False) -> pygame.Surface:
        key = ("quest", q, w, h, common, self.least)
        s = self.cache.get(key)
        if s is not None:
            return s
        base = self._canvas(self.art.scaled(f"fq{VA.ART}-quest-{common}", lambda: VA.quest_face(common=common),
                                            (w, h)))
        m = max(3, int(w * 0.045))
        region = D.REGIONS[D.QUEST_REGION[q]]
        # region band: the region and the cups, the two things a player looks for first
        band = pygame.Rect(m, m, w - 2 * m, max(int(h * 0.2), self.least + 4))
        pygame.draw.rect(base, VA.REGION_RGB[region], band, border_radius=max(2, band.height // 3))
        light = sum(VA.REGION_RGB[region]) > 450
        right = band.right - int(w * (0.13 if common else 0.03))
        cup_ink = INK if light else (255, 226, 120)
        name = render(T.REGION[D.QUEST_REGION[q]])
        name_ink = INK if light else (250, 248, 240)
        # the cups in words ("3 cups"), or where the region's name would not fit beside them,
        # as the number and a drawn cup, or (large text on a small card) left to the tooltip:
        # the region says where the quest is done, so it stays
        in_words = self.line(_say("card.cups", n=D.QUEST_CUPS[q]), band.height * 0.7, cup_ink,
                             int(band.width * 0.4))
        for ctext in (in_words, self.cup_count(D.QUEST_CUPS[q], band.height * 0.7, cup_ink), None):
            cw = ctext.get_width() if ctext is not None else 0
            img = self.line(name, band.height * 0.7, name_ink, right - cw - band.left - int(w * 0.07))
            if img is not None:
                break
        else:   # a band too small for the name even alone keeps the cups in words
            ctext = in_words
        if ctext is not None:
            base.blit(ctext, ctext.get_rect(midright=(right, band.centery)))
        if img is not None:
            base.blit(img, img.get_rect(midleft=(band.left + int(w * 0.03), band.centery)))
        # requirements (shrunk to leave room for the gem reward)
        d = max(8, int(h * 0.2))
        gd = int(d * 0.8)
        count_size = max(self.least, int(d * 0.62))
        reward = theme.text_px(f"+{D.QUEST_GEMS[q]}", count_size, INK, "bold")
        avail = w - 2 * m - gd - reward.get_width() - int(w * 0.05)
        counts = [theme.text_px(f"{n}×", count_size, INK, "bold") for _, n in D.QUEST_REQ[q]]
        def row_width() -> int:
            return sum(c.get_width() + 1 + d + int(w * 0.03) for c in counts)
        while d > 8 and row_width() > avail:
            d -= 1
        show_reward = row_width() <= avail   # a tiny card keeps the requirements (its tooltip has the rest)
        # the row is as tall as its tallest part: a count's line at the least readable size may
        # stand taller than the shrunk symbols, and the name above must end over it
        row_h = max([d, gd] + [c.get_height() for c in counts] + ([reward.get_height()] if show_reward else []))
        ry = h - m - row_h - int(h * 0.03)
        cy = ry + row_h // 2
        # the name: the full one where it fits readably, else its short form
        self._words_block(base, [render(T.QUEST[q]), render(T.short_quest(D.QUESTS[q]))], h * 0.1, INK, w,
                          band.bottom + int(h * 0.03), ry - 1, 3)
        x = m + 2
        for (sym, n), t in zip(D.QUEST_REQ[q], counts):
            base.blit(t, t.get_rect(midleft=(x, cy)))
            x += t.get_width() + 1
            base.blit(self.symbol(D.SYMBOLS[sym], d), (x, cy - d // 2))
            x += d + int(w * 0.03)
        gx = w - m - gd - 2
        if show_reward:
            base.blit(self.gem(gd), (gx, cy - gd // 2))
            base.blit(reward, reward.get_rect(midright=(gx - 1, cy)))
        if len(self.cache) > 1500:
            self.cache.clear()
        self.cache[key] = base
        return base
