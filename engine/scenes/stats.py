"""Statistics: games played and won per game and per AI level.

The file is read a piece at a time, a few milliseconds a frame ("Reading…" until it is done),
so that a large one never freezes the screen; the rows are worked out once, when it is read,
and scroll in a list that stops above the Back button, which draws only the rows in view.  Only the games this app
has get a row; entries for other games, and a game whose counts contradict each other ("won
99 of 1 played"), are named in a note under the table instead of being drawn as if true."""

from __future__ import annotations

import pygame

from engine import stats
from engine.game import GameInfo, available_games
from engine.ai import LEVELS
from engine.phrases import game_title, shown, written
from engine.pieces import Pieces
from engine.scenes.base import MenuScene
from engine.text import Message
from engine.ui import theme
from engine.ui.theme import px
from engine.ui.widgets import ScrollList

#: Design widths of the columns: the game, played, won, drawn, then one per AI level.
COLUMNS = [300, 110, 110, 110] + [150] * len(LEVELS)
NO_COUNT = "–"


class StatsScene(MenuScene):
    heading = Message("engine.stats.heading")
    subheading = Message("engine.stats.subheading")

    #: Seconds of reading a frame (and as the screen opens): a small file is read at once.
    READ_BUDGET = 0.006

    def __init__(self, app):
        super().__init__(app)
        self.games = {name: info for name, info in available_games().items() if isinstance(info, GameInfo)}
        self.problems: list[str] = []   # why the file could not be read, if it could not
        #: The games of this app, in menu order, each with its counters (None: none yet); none
        #: while the file is read.
        self.rows: list[tuple[str, dict | None]] = []
        self.unknown = 0
        self.contradicting: list[str] = []
        self.list: ScrollList | None = None
        self.widths: list[int] = []
        self.fit = 1.0
        self.file_reading: Pieces | None = Pieces(stats.reading())
        self._read_on(self.READ_BUDGET)

    def _read_on(self, seconds: float) -> bool:
        """Read on; once read, work out the rows.  Whether they changed."""
        if self.file_reading is None or not self.file_reading.step(seconds):
            return False
        data, problem = self.file_reading.result
        self.file_reading = None
        if problem is not None:
            self.problems.append(stats.READ_FAILED.format(reason=problem))
        counted = data["games"]
        self.rows = [(g, counted.get(g)) for g in self.games]
        self.unknown = sum(1 for g in counted if g not in self.games)
        self.contradicting = [g for g, d in self.rows if d is not None and stats.contradicts(d)]
        return True

    def frame_rate(self) -> float:
        return 60.0 if self.file_reading is not None else super().frame_rate()

    def update(self, dt: float) -> None:
        super().update(dt)
        if self._read_on(self.READ_BUDGET):
            self.layout(*self.app.size)   # the notes under the table, now known

    def title(self, game: str) -> str:
        """A row's game, by its title in the display language."""
        return game_title(self.games[game])

    def notes(self) -> list[tuple[str, tuple]]:
        """What is said under the table, each with its colour."""
        if self.file_reading is not None:
            return [(written("engine.stats.reading"), theme.INK_DIM)]
        out = [(written("engine.stats.note"), theme.INK_DIM)]
        if self.contradicting:
            out.append((written("engine.stats.contradicting", games=", ".join(map(self.title, self.contradicting))),
                        theme.BAD))
        if self.unknown:
            out.append((written("engine.stats.unknown_games", n=self.unknown), theme.BAD))
        out += [(shown(p), theme.BAD) for p in self.problems]
        return out

    def layout(self, w, h) -> None:
        self.widgets = []
        back = self.back_button(w, h)
        # the table shrinks to the window (a large UI scale on a small one), words with it
        self.fit = min(1.0, (w - px(80)) / px(sum(COLUMNS)))
        self.widths = [int(px(d) * self.fit) for d in COLUMNS]
        total = sum(self.widths)
        rh = int(px(46) * max(self.fit, 0.75))
        self.note_lines = [(line, colour) for text, colour in self.notes()
                           for line in theme.wrap(text, total, 15)]
        notes_h = len(self.note_lines) * theme.font(15).get_linesize() + px(12)
        top = px(130) + rh
        bottom = max(top + rh, back.rect.top - px(12) - notes_h)
        rect = pygame.Rect((w - total) // 2 - px(8), top, total + px(16), bottom - top)
        scroll = self.list.scroll if self.list else 0
        self.list = self.add(ScrollList(rect, lambda: len(self.rows), rh, self.draw_row, name="rows"))
        self.list.scroll = min(scroll, self.list.max_scroll())
        self.focus = self.widgets.index(self.list)

    def draw_row(self, surf, r: pygame.Rect, i: int, selected: bool, hover: bool) -> None:
        game, d = self.rows[i]
        if i % 2 == 0:
            pygame.draw.rect(surf, theme.PANEL, r.inflate(-px(4), -px(2)), border_radius=px(6))
        flagged = game in self.contradicting
        vals: list = [self.title(game)]
        if d is None or flagged:
            vals += [NO_COUNT] * (3 + len(LEVELS))
        else:
            vals += [d["played"], d["won"], d["drawn"]]
            for lv in LEVELS:
                counts = d["levels"].get(lv)
                vals.append(f"{counts['won']} / {counts['played']}" if counts else NO_COUNT)
        x = r.left + px(8)
        for k, (v, cw) in enumerate(zip(vals, self.widths)):
            colour = theme.INK if k == 0 or v not in (0, NO_COUNT) else theme.INK_DIM
            if flagged and k > 0:
                colour = theme.BAD
            theme.blit_text(surf, str(v), (x + (0 if k == 0 else cw // 2), r.centery), 18 * self.fit, colour,
                            anchor="midleft" if k == 0 else "center")
            x += cw

    def draw_body(self, surf) -> None:
        cols = [written(f"engine.stats.{c}") for c in ("game", "played", "won", "drawn")] + [
            written("engine.stats.vs_level", level=Message(f"engine.level.{lv}")) for lv in LEVELS]
        r = self.list.rect
        x, y = r.left + px(8), r.top - self.list.row_h // 2
        for k, (c, cw) in enumerate(zip(cols, self.widths)):
            theme.blit_text(surf, c, (x + (0 if k == 0 else cw // 2), y), 17 * self.fit, theme.ACCENT, "bold",
                            anchor="midleft" if k == 0 else "center")
            x += cw
        y = r.bottom + px(10)
        lh = theme.font(15).get_linesize()
        for line, colour in self.note_lines:
            theme.blit_text(surf, line, (r.left + px(8), y), 15, colour)
            y += lh
