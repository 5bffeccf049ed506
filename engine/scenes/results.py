"""Results: the winner, every seat's place with the game's tie-break in words, final scores
with the game's own breakdown, play again or menu."""

from __future__ import annotations

from typing import Any

import pygame

from engine import records
from engine.scenes.base import MenuScene
from engine.phrases import shown, title_message, written
from engine.text import Message, Reader, render
from engine.ui import theme
from engine.ui.theme import px
from engine.ui.widgets import Button


class ResultsScene(MenuScene):
    def __init__(self, app, info, record, state, breakdown=None):
        """``breakdown()`` gives the rows shown above the final score, ``(label, value per
        seat)``; by default the state's own ``score_breakdown()`` if it has one."""
        super().__init__(app)
        self.info, self.record, self.state = info, record, state
        seats = record.seats
        winners = list(state.winners())
        humans = [i for i, s in enumerate(seats) if not s.is_ai]
        self.reader = reader = Reader(tuple(s.name for s in seats), humans[0] if len(humans) == 1 else None)
        if not winners:
            self.outcome = Message("engine.results.draw")
        elif len(winners) == 1:
            self.outcome = (Message("engine.results.you_win") if winners[0] == reader.you
                            else Message("engine.results.wins", name=seats[winners[0]].name))
        elif reader.you in winners:
            self.outcome = Message("engine.results.share_you",
                                   others=tuple(seats[w].name for w in winners if w != reader.you))
        else:
            self.outcome = Message("engine.results.share", names=tuple(seats[w].name for w in winners))
        self.winners = set(winners)
        self.ranking = _ranking(state, len(seats))
        try:
            self.ranking_reason = state.ranking_reason()
        except Exception:
            self.ranking_reason = ""
        try:
            self.scores = list(state.scores())
        except Exception:
            self.scores = None
        self.breakdown_rows: list[tuple[Any, list]] = []   # the game's breakdown, its labels as given
        fn = breakdown or getattr(state, "score_breakdown", None)
        if callable(fn):
            try:
                self.breakdown_rows = [(lbl, list(vals)) for lbl, vals in fn()]
            except Exception:
                self.breakdown_rows = []
        #: The game kept in Past games (none for a tutorial, or when it could not be kept).
        self.record_path = records.find(record)
        self.heading = Message("engine.results.heading", title=title_message(info))
        self.subheading = Message("engine.results.moves_played", n=len(record.actions))
        self.write()

    def write(self) -> None:
        """The words of the results in the display language (again after a change of it)."""
        self.headline = shown(self.outcome)
        self.places = place_words(self.ranking)
        self.reason = render(self.ranking_reason, self.reader)
        self.breakdown = [(str(lbl), vals) for lbl, vals in self.breakdown_rows]   # a Message: written now

    def play_again(self) -> None:
        from engine.ui.table import open_new_game
        open_new_game(self.app, self.info, list(self.record.seats), dict(self.record.options))

    def to_menu(self) -> None:
        from engine.scenes.menu import MainMenu
        self.app.scenes.reset(MainMenu(self.app))

    def back(self) -> None:
        self.to_menu()

    def layout(self, w, h) -> None:
        self.widgets = []
        self.write()
        buttons = [("engine.results.main_menu", self.to_menu, "menu"),
                   ("engine.button.statistics", self.stats, "statistics"),
                   ("engine.results.review", self.review, "review"),
                   ("engine.results.play_again", self.play_again, "again")]
        gap = px(24)
        bw = min(px(210), (w - px(80) - 3 * gap) // 4)
        x = w // 2 - (4 * bw + 3 * gap) // 2
        for key, fn, name in buttons:
            self.add(Button(pygame.Rect(x, h - px(90), bw, px(52)), written(key), fn, primary=name == "again",
                            size=20, name=name, enabled=name != "review" or self.record_path is not None))
            x += bw + gap
        self.focus = 3

    def review(self) -> None:
        from engine.scenes.review import open_review
        open_review(self.app, self.record_path)

    def stats(self) -> None:
        from engine.scenes.stats import StatsScene
        self.app.scenes.push(StatsScene(self.app))

    def draw_body(self, surf) -> None:
        w, h = surf.get_size()
        theme.blit_text(surf, self.headline, (w // 2, px(120)), 48, theme.ACCENT, "title", anchor="midtop")
        seats = self.record.seats
        n = len(seats)
        rows = [(written("engine.results.score"), self.scores)] if self.scores is not None else []
        rows = [(written("engine.results.place"), self.places)] + self.breakdown + rows
        label_w = min(max(theme.font(18).size(label)[0] for label, _ in rows) + px(24), px(360))
        col_w = min(px(190), (w - px(160) - label_w) // max(1, n))
        table_w = label_w + n * col_w
        x0 = (w - table_w) // 2
        # the table, then the tie-break words, between the headline and the buttons: rows get
        # closer (never tighter than a line) rather than run under the buttons
        reason = theme.wrap(self.reason, table_w, 17) if self.reason else []
        reason_lh = theme.font(17).get_linesize()
        y = px(200)
        room = self.widgets[0].rect.top - px(16) - y - px(32) - (len(reason) * reason_lh + px(20) if reason else 0)
        rh = max(theme.font(22).get_linesize() + px(2), min(px(40), room // (len(rows) + 1)))
        panel = pygame.Rect(x0 - px(20), y - px(16), table_w + px(40), rh * (len(rows) + 1) + px(32))
        theme.panel(surf, panel, theme.PANEL, radius=px(14))
        for i, s in enumerate(seats):
            cx = x0 + label_w + i * col_w + col_w // 2
            r = pygame.Rect(0, 0, col_w - px(10), rh)
            r.center = (cx, y + rh // 2)
            if i in self.winners:
                pygame.draw.rect(surf, (90, 76, 40), pygame.Rect(r.left, y, r.width, rh * (len(rows) + 1)),
                                 border_radius=px(8))
            theme.seat_badge(surf, s.colour, (r.left + px(14), r.centery), px(8), self.app.settings.colourblind_symbols)
            name = s.name + (" ★" if i in self.winners else "")
            size, lines = theme.fit_lines(name, r.width - px(32), 18, 14, lines=1, style="bold")
            theme.blit_text(surf, lines[0], (r.left + px(28), r.centery), size, theme.INK, "bold", anchor="midleft")
        y += rh
        for k, (label, vals) in enumerate(rows):
            last = k == len(rows) - 1 and self.scores is not None
            if last:
                pygame.draw.line(surf, theme.PANEL_HI, (x0, y), (x0 + table_w, y), max(1, px(2)))
            style = "bold" if last else "sans"
            size, lines = theme.fit_lines(label, label_w - px(12), 18 if not last else 20, 14, lines=1, style=style)
            theme.blit_text(surf, lines[0], (x0, y + rh // 2), size, theme.INK_DIM if not last else theme.INK,
                            style, anchor="midleft")
            for i in range(n):
                v = vals[i] if i < len(vals) else ""
                txt = f"{v:g}" if isinstance(v, (int, float)) else str(v)
                size, lines = theme.fit_lines(txt, col_w - px(12), 18 if not last else 22, 14, lines=1, style=style)
                theme.blit_text(surf, lines[0], (x0 + label_w + i * col_w + col_w // 2, y + rh // 2), size,
                                theme.INK, style, anchor="center")
            y += rh
        y = panel.bottom + px(20)
        for line in reason:
            theme.blit_text(surf, line, (x0, y), 17, theme.INK_DIM)
            y += reason_lh

def _ranking(state, n: int) -> list[list[int]]:
    """The state's ranking; a game whose ranking fails still shows its winners first."""
    try:
        ranking = [list(g) for g in state.ranking()]
        if sorted(p for g in ranking for p in g) == list(range(n)):
            return ranking
    except Exception:
        pass
    winners = sorted(state.winners())
    return [g for g in ([winners], [p for p in range(n) if p not in winners]) if g]


def place_words(ranking: list[list[int]]) -> list[str]:
    """Each seat's place as the table reads it: "1st", "2nd", "Tied 2nd" (a tie takes up
    the places it spans, so two seats tied for 2nd are followed by the 4th)."""
    out: dict[int, str] = {}
    place = 1
    for group in ranking:
        words = _ordinal(place)
        for p in group:
            out[p] = render(Message("engine.results.tied", place=words)) if len(group) > 1 else render(words)
        place += len(group)
    return [out[p] for p in sorted(out)]


def _ordinal(n: int) -> Message:
    """"1st", "2nd", "3rd", "4th"... (a game seats at most six)."""
    return Message(f"engine.results.place_{n}") if n <= 3 else Message("engine.results.place_n", n=n)
