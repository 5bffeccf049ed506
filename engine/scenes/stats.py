"""Statistics: games played and won per game and per AI level."""

from __future__ import annotations

import pygame

from engine import stats
from engine.game import GameInfo, available_games
from engine.ai import LEVELS
from engine.phrases import game_title, shown, written
from engine.scenes.base import MenuScene
from engine.text import Message
from engine.ui import theme
from engine.ui.theme import px


class StatsScene(MenuScene):
    heading = Message("engine.stats.heading")
    subheading = Message("engine.stats.subheading")

    def __init__(self, app):
        super().__init__(app)
        self.problems: list[str] = []   # why the file could not be read, if it could not
        self.data = stats.load_stats(self.problems)
        self.games = available_games()

    def title(self, game: str) -> str:
        """A row's game, by its title in the display language (its name, for a game this app
        no longer has)."""
        info = self.games.get(game)
        return game_title(info) if isinstance(info, GameInfo) else game

    def layout(self, w, h) -> None:
        self.widgets = []
        self.back_button(w, h)

    def draw_body(self, surf) -> None:
        w, h = surf.get_size()
        games = self.data.get("games", {})
        names = list(self.games) + [g for g in games if g not in self.games]
        cols = [written(f"engine.stats.{c}") for c in ("game", "played", "won", "drawn")] + [
            written("engine.stats.vs_level", level=Message(f"engine.level.{lv}")) for lv in LEVELS]
        # the table shrinks to the window (a large UI scale on a small one), words with it
        design = [300, 110, 110, 110] + [150] * len(LEVELS)
        fit = min(1.0, (w - px(80)) / px(sum(design)))
        widths = [int(px(d) * fit) for d in design]
        total = sum(widths)
        x0 = (w - total) // 2
        y = px(130)
        rh = int(px(46) * max(fit, 0.75))
        theme.panel(surf, pygame.Rect(x0 - px(16), y - px(10), total + px(32), rh * (len(names) + 1) + px(20)),
                    theme.PANEL, radius=px(12))
        x = x0
        for k, (c, cw) in enumerate(zip(cols, widths)):
            theme.blit_text(surf, c, (x + (0 if k == 0 else cw // 2), y + rh // 2), 17 * fit, theme.ACCENT, "bold",
                            anchor="midleft" if k == 0 else "center")
            x += cw
        y += rh
        for i, g in enumerate(names):
            d = games.get(g) or {"levels": {}}
            if i % 2 == 0:
                pygame.draw.rect(surf, theme.BG2, (x0 - px(6), y, total + px(12), rh), border_radius=px(6))
            vals = [self.title(g), d.get("played", 0), d.get("won", 0), d.get("drawn", 0)]
            for lv in LEVELS:
                l = d["levels"].get(lv)
                vals.append(f"{l['won']} / {l['played']}" if l else "–")
            x = x0
            for k, (v, cw) in enumerate(zip(vals, widths)):
                theme.blit_text(surf, str(v), (x + (0 if k == 0 else cw // 2), y + rh // 2), 18 * fit,
                                theme.INK if k == 0 or v not in (0, "–") else theme.INK_DIM,
                                anchor="midleft" if k == 0 else "center")
                x += cw
            y += rh
        y += theme.blit_wrapped(surf, written("engine.stats.note"),
                                pygame.Rect(x0, y + px(16), total, px(60)), 15, theme.INK_DIM)
        for problem in self.problems:
            y += px(56)
            y += theme.blit_wrapped(surf, shown(problem), pygame.Rect(x0, y, total, px(80)), 16, theme.BAD)
