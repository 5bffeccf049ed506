"""Reviewing a finished game on its own table, read-only.

The game's real table shows the position after any move; this scene covers only the table's
side panel (as the recap does, engine/ui/recap.py): the move, the win-chance graph, whose eyes
the table is seen through ("open hands" shows everything: the game is over), stepping (← →,
Play), the moves with the mistakes marked, the better move and why, and Play on from here.

The win chances are worked out beside the frame loop (engine/ai/analysis.py): a thread waits
on a pool of processes, so the window keeps drawing; the result is kept with the record.  A
frame stays cheap while they are: the table beneath is drawn again only when what it shows
changes (a move stepped to, pieces gliding, a highlight fading a step, a new size or language),
else its last picture is blitted; the graph is a picture kept until the chances change; the
moves' lines are written once per language.
"""

from __future__ import annotations

import threading
from typing import Any

import pygame

from engine import crash, records, saves
from engine.ai import analysis
from engine.game import position_module
from engine.i18n import language
from engine.phrases import message_of, written
from engine.text import render
from engine.ui import theme
from engine.ui.scene import Scene
from engine.ui.theme import px
from engine.ui.widgets import Button, Choice, ScrollList

#: Processes working out the win chances (the machine's two cores; the frame loop's process
#: only waits for them).
WORKERS = 2
#: Seconds between moves while the game plays forward.
PLAY_STEP = 1.1
OPEN_HANDS = -1
ROW_SIZE = 14
#: The most lines the mistake under the list takes (the move, the better move, its reasons).
DETAIL_LINES = 6


class AnalysisJob:
    """The analysis of one record running beside the frame loop."""

    def __init__(self, info, record, path, workers: int = WORKERS):
        self.info, self.record, self.path, self.workers = info, record, path, workers
        self.done, self.total = 0, 0
        self.result: analysis.Analysis | None = None
        self.error: str | None = None
        self.cancel = threading.Event()
        self.thread = threading.Thread(target=self._run, name="review-analysis", daemon=True)
        self.thread.start()

    def _progress(self, done: int, total: int) -> None:
        self.done, self.total = done, total

    def _run(self) -> None:
        try:
            found = analysis.analyse(self.info, self.record, self._progress, self.cancel, self.workers)
        except analysis.Cancelled:
            return
        except Exception as e:   # shown on the panel; the review goes on without chances
            self.error = f"{type(e).__name__}: {e}"
            # kept as a crash report: it is a fault of ours, and its traceback is what mends it
            crash.write_report(crash.report_text(e, "working out the win chances", ("review",)))
            return
        if self.path is not None:
            try:
                records.store_analysis(self.path, found.to_json(self.info))
            except (records.RecordError, OSError):
                pass   # shown all the same; worked out again next time
        self.result = found

    @property
    def running(self) -> bool:
        return self.thread.is_alive()

    def stop(self) -> None:
        self.cancel.set()


class _OpenHands:
    """A position whose every seat's view is the whole of it (the game is over: nothing is
    secret any more)."""

    def __init__(self, state):
        self.state = state

    def view(self, seat):
        return self.state.clone()


def open_review(app, path) -> Scene | None:
    """Open the record at ``path`` on its table with the review panel; a toast says why when
    it cannot be."""
    from engine.ui.table import TableError, table_class

    try:
        record, state, data = records.load(path)
        from engine.game import load_game
        info = load_game(record.game)
        table = table_class(info)(app, info, record, state)
    except records.RecordError as e:
        app.toast(written("engine.past.cant_open", name=path.name, meaning=message_of(e.meaning or e.reason)),
                  theme.BAD, 5)
        return None
    except (TableError, LookupError, ImportError) as e:
        app.toast(str(e), theme.BAD, 5)
        return None
    # read-only: no autosave, never counted or kept again, no results card
    table.session.may_autosave = False
    table.session.stats_recorded = True
    table.results_shown = True
    app.scenes.push(table, transition=False)
    return app.scenes.push(ReviewScene(app, table, path, data), transition=False)


class ReviewScene(Scene):
    #: it draws the table beneath itself (from a kept picture, see the module docstring)
    opaque = True

    def __init__(self, app, table, path, data: dict):
        super().__init__(app)
        self.table, self.path = table, path
        self.info, self.record = table.info, table.record
        self.states = analysis.positions(self.info, self.record)
        self.last = len(self.record.actions)
        self.pos = self.last
        humans = [i for i, s in enumerate(self.record.seats) if not s.is_ai]
        #: The seat whose mistakes are listed: the one person who played, else the first.
        self.reviewer = humans[0] if humans else 0
        self.eyes = self.reviewer if humans else OPEN_HANDS
        self.playing, self.play_clock = False, 0.0
        self.mistakes_only = False
        self.found = analysis.Analysis.from_json(self.info, records.analysis_of(data), self.last,
                                                 self.record.num_players)
        self.job: AnalysisJob | None = None
        self.failed = False   # the last analysis stopped on an error (the graph says so)
        self.quick = analysis.lighter(self.info)
        self.flagged: dict[int, analysis.Mistake] = {}
        self.list: ScrollList | None = None
        self.graph_rect = pygame.Rect(0, 0, 0, 0)
        self._rows: list[int] = []
        self._texts: dict[tuple[str, int], str] = {}      # (language, move) -> its line
        self._table_picture: pygame.Surface | None = None
        self._table_key: tuple | None = None
        self._table_version = 0                            # counts what the table was told to show
        self._graph_picture: tuple[tuple, pygame.Surface] | None = None
        if self.found is None:
            self.start_analysis()
        else:
            self._find_mistakes()

    # -- the analysis ------------------------------------------------------------------------
    def start_analysis(self) -> None:
        if self.job is not None:
            return   # one analysis at a time: a second would outlive its panel, unheard
        self.job = AnalysisJob(self.info, self.record, self.path)
        self.failed = False
        if self.widgets:
            self._relayout()   # the button that started it becomes Cancel at once

    def cancel_analysis(self) -> None:
        if self.job is not None:
            self.job.stop()
        self.job = None
        self._relayout()

    def _find_mistakes(self) -> None:
        found = analysis.mistakes(self.info, self.record, self.found, self.reviewer, states=self.states)
        self.flagged = {m.index: m for m in found}
        self._rows = self._list_rows()

    def update(self, dt: float) -> None:
        super().update(dt)
        if self.job is not None and not self.job.running:
            job, self.job = self.job, None
            if job.result is not None:
                self.found = job.result
                self._find_mistakes()
            elif job.error:
                self.failed = True
                self.app.toast(written("engine.review.failed", why=job.error), theme.BAD, 6)
            self._relayout()
        if self.playing and not self.table.tweens.busy:
            self.play_clock += dt
            if self.play_clock >= PLAY_STEP / self.table.speed():
                self.play_clock = 0.0
                if self.pos >= self.last:
                    self.playing = False
                    self._relayout()
                else:
                    self.go(self.pos + 1)

    def frame_rate(self) -> float:
        if self.playing:
            return 60.0
        return 10.0 if self.job is not None else 0.0

    # -- moving through the game ---------------------------------------------------------------
    def enter(self) -> None:
        self.show(animate=False)

    def leave(self) -> None:
        if self.job is not None:
            self.job.stop()

    def source(self, p: int):
        return _OpenHands(self.states[p]) if self.eyes == OPEN_HANDS else self.states[p]

    def show(self, animate: bool) -> None:
        t = self.table
        t.viewer = self.reviewer if self.eyes == OPEN_HANDS else self.eyes
        if animate and self.pos > 0:
            t.show_position(self.source(self.pos - 1), self.source(self.pos))
        else:
            t.rebuild(animate=False, source=self.source(self.pos))
        self._shown_view = t.view
        self._table_version += 1
        if self.list is not None and self.pos - 1 in self._rows:
            self.list.pick(self._rows.index(self.pos - 1))
        self._relayout()

    def go(self, p: int, animate: bool | None = None) -> None:
        p = max(0, min(self.last, p))
        if p == self.pos:
            return
        forward = p == self.pos + 1
        self.pos = p
        self.show(animate=forward if animate is None else animate)

    def toggle_play(self) -> None:
        """Play the game forward as an animation (from the start when at the end), or pause."""
        if not self.playing and self.pos >= self.last:
            self.go(0, animate=False)
        self.playing = not self.playing
        self.play_clock = PLAY_STEP   # the first step at once
        self._relayout()

    def set_eyes(self, seat: int) -> None:
        self.eyes = seat
        if seat != OPEN_HANDS:
            self.reviewer = seat
            if self.found is not None:
                self._find_mistakes()
        self.show(animate=False)

    def play_on(self) -> None:
        """A new game from the position shown: the reviewer against the computer."""
        from engine.ui.table import open_new_game

        pos = position_module(self.info)
        if pos is None or self.pos >= self.last:
            return
        seats = [saves.Seat(s.name, "human" if i == self.reviewer else "ai",
                            None if i == self.reviewer else "normal", s.colour)
                 for i, s in enumerate(self.record.seats)]
        try:
            start = pos.to_position(self.states[self.pos])
            open_new_game(self.app, self.info, seats, dict(self.record.options), start=start)
        except Exception as e:   # a position this version cannot write: said, never a crash
            self.app.toast(str(e), theme.BAD, 5)

    def done(self) -> None:
        self.leave()
        self.job = None
        self.app.scenes.pop()   # this panel
        self.app.scenes.pop()   # the table

    # -- the list of moves -----------------------------------------------------------------
    def _list_rows(self) -> list[int]:
        if self.mistakes_only:
            return sorted(self.flagged)
        return list(range(self.last))

    def toggle_mistakes_only(self) -> None:
        self.mistakes_only = not self.mistakes_only
        self._rows = self._list_rows()
        if self.list is not None:
            self.list.scroll = 0
        self._relayout()

    def move_text(self, k: int) -> str:
        key = (language(), k)
        text = self._texts.get(key)
        if text is None:
            try:
                text = self.table.words(self.states[k].describe(self.record.actions[k]))
            except Exception:
                text = str(self.record.actions[k])
            self._texts[key] = text
        return text

    # -- layout --------------------------------------------------------------------------------
    def panel_rect(self) -> pygame.Rect:
        return self.table.right_rect.copy()

    def _relayout(self) -> None:
        self.layout(*self.app.screen.get_size())

    def layout(self, w: int, h: int) -> None:
        if self.table.view is not getattr(self, "_shown_view", self.table.view):
            # the table laid itself out again (a new window size or language) from the game's end
            self.table.rebuild(animate=False, source=self.source(self.pos))
            self._shown_view = self.table.view
        self._table_version += 1   # a new size or language: the table is drawn again
        self.widgets = []
        r = self.panel_rect()
        pad, g = px(10), px(6)
        x, width = r.left + pad, r.width - 2 * pad
        bh = px(32)
        y = r.top + px(12) + self._head_height(width)
        detail_h = self._detail_height(width)
        # the graph gives way first where the panel is short: the list keeps three rows
        rest = px(26) + bh + px(26) + 4 * g + 3 * px(22) + g + detail_h + bh + pad
        graph_h = max(px(36), min(px(96), r.bottom - y - g - rest))
        self.graph_rect = pygame.Rect(x, y, width, graph_h)
        y = self.graph_rect.bottom + g
        analysing = self.job is not None
        if analysing:
            self.add(Button(pygame.Rect(r.right - pad - px(90), y, px(90), px(26)), written("engine.review.cancel"),
                            self.cancel_analysis, size=14, name="review-cancel"))
        elif self.found is None:
            self.add(Button(pygame.Rect(x, y, width, px(26)), written("engine.review.analyse"),
                            self.start_analysis, size=14, name="review-analyse"))
        y += px(26) + g
        seats = list(range(self.record.num_players)) + [OPEN_HANDS]
        self.add(Choice(pygame.Rect(x, y, width, bh), written("engine.review.eyes"), seats, lambda: self.eyes,
                        self.set_eyes, fmt=self.eyes_name, size=15, name="review-eyes", label_width=0.4))
        y += bh + g
        third = (width - 2 * g) // 3
        playing_label = written("engine.review.pause" if self.playing else "engine.review.play")
        self.add(Button(pygame.Rect(x, y, third, bh), written("engine.recap.back"), lambda: self.go(self.pos - 1),
                        enabled=self.pos > 0, size=15, name="review-back"))
        self.add(Button(pygame.Rect(x + third + g, y, third, bh), playing_label, self.toggle_play,
                        size=15, name="review-play"))
        self.add(Button(pygame.Rect(x + 2 * (third + g), y, third, bh), written("engine.recap.next"),
                        lambda: self.go(self.pos + 1), enabled=self.pos < self.last, primary=True, size=15,
                        name="review-next"))
        y += bh + g
        label = written("engine.review.all_moves" if self.mistakes_only else "engine.review.mistakes_only")
        self.add(Button(pygame.Rect(x, y, width, px(26)), label, self.toggle_mistakes_only, size=14,
                        name="review-filter", enabled=self.found is not None,
                        why_disabled=written("engine.review.no_chances_yet")))
        y += px(26) + g
        bottom = r.bottom - pad - bh
        room = bottom - g - y
        list_h = max(min(room, 3 * px(22)), room - detail_h - g)
        list_rect = pygame.Rect(x, y, width, list_h)
        self.detail_top = list_rect.bottom + g
        self.detail_bottom = bottom - g
        sel = self.list.selected if self.list else -1
        scroll = self.list.scroll if self.list else 0
        self._rows = self._list_rows()
        self.list = self.add(ScrollList(list_rect, lambda: len(self._rows), px(22), self.draw_row,
                                        on_pick=lambda i: self.go(self._rows[i] + 1, animate=False)))
        self.list.selected = self._rows.index(self.pos - 1) if self.pos - 1 in self._rows else min(sel, len(self._rows) - 1)
        self.list.scroll = min(scroll, self.list.max_scroll())
        half = (width - g) // 2
        pos = position_module(self.info)
        self.add(Button(pygame.Rect(x, bottom, half + px(30), bh), written("engine.review.play_on"), self.play_on,
                        enabled=pos is not None and self.pos < self.last, size=14, name="review-play-on",
                        why_disabled=written("engine.review.play_on_over" if pos is not None
                                             else "engine.review.no_positions")))
        self.add(Button(pygame.Rect(x + half + px(30) + g, bottom, width - half - px(30) - g, bh),
                        written("engine.recap.done"), self.done, size=15, name="review-done"))

    def eyes_name(self, seat: int) -> str:
        return written("engine.review.open_hands") if seat == OPEN_HANDS else self.record.seats[seat].name

    def _head_height(self, width: int) -> int:
        lines = len(theme.wrap(self.where_text(), width, 15)[:1]) + len(theme.wrap(self.current_text(), width, 15)[:2])
        return theme.font(18, "bold").get_linesize() + lines * theme.font(15).get_linesize() + px(6)

    def where_text(self) -> str:
        if self.pos == 0:
            return written("engine.review.start")
        return written("engine.review.move", k=self.pos, n=self.last)

    def current_text(self) -> str:
        return self.move_text(self.pos - 1) if self.pos > 0 else ""

    def _detail_lines(self, width: int) -> list[tuple[str, Any]]:
        m = self.flagged.get(self.pos - 1)
        if m is None:
            return []
        reader = self.table.session.reader()
        name = self.record.seats[m.seat].name
        out = [(written("engine.review.lost", name=name, points=round(m.chance_lost * 100)), theme.BAD)]
        better = self.table.words(self.states[m.index].describe(m.better), m.seat, order=True)
        out.append((written("engine.review.better", move=better, percent=round(m.better_value * 100)), theme.INK))
        out += [(render(w, reader), theme.INK_DIM) for w in m.why]
        return [(line, colour) for text, colour in out for line in theme.wrap(text, width, ROW_SIZE)][:DETAIL_LINES]

    def _detail_height(self, width: int) -> int:
        lines = self._detail_lines(width)
        return len(lines) * theme.font(ROW_SIZE).get_linesize() + (px(6) if lines else 0)

    # -- input ---------------------------------------------------------------------------------
    def handle(self, e) -> bool:
        if super().handle(e):
            return True
        if e.type == pygame.MOUSEBUTTONDOWN and e.button == 1 and self.graph_rect.collidepoint(e.pos):
            frac = (e.pos[0] - self.graph_rect.left) / max(1, self.graph_rect.width)
            self.go(round(frac * self.last), animate=False)
            return True
        if e.type == pygame.KEYDOWN:
            if e.key == pygame.K_RIGHT:
                self.go(self.pos + 1)
            elif e.key == pygame.K_LEFT:
                self.go(self.pos - 1, animate=False)
            elif e.key == pygame.K_HOME:
                self.go(0, animate=False)
            elif e.key == pygame.K_END:
                self.go(self.last, animate=False)
            elif e.key == pygame.K_SPACE:
                self.toggle_play()
            elif e.key == pygame.K_ESCAPE:
                self.done()
            return True
        return e.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP)   # the table is read-only

    # -- drawing -------------------------------------------------------------------------------
    def controls(self) -> list[pygame.Rect]:
        return self.table.controls() + super().controls()

    def reading(self) -> list[pygame.Rect]:
        return self.table.reading()

    def draw_table(self, surf: pygame.Surface) -> None:
        """The table beneath, drawn again only when its picture may have changed."""
        t = self.table
        fading = round(10 * sum(z.highlight for z in t.zones.values()))   # a fade, a tenth at a time
        key = (surf.get_size(), self._table_version, fading)
        if self._table_picture is None or self._table_picture.get_size() != surf.get_size():
            self._table_picture = pygame.Surface(surf.get_size()).convert()
            self._table_key = None
        if key != self._table_key or t.tweens.moving:
            t.draw(self._table_picture)
            # while pieces glide every frame is drawn, and the one after they stop
            self._table_key = None if t.tweens.moving else key
        surf.blit(self._table_picture, (0, 0))

    def draw(self, surf: pygame.Surface) -> None:
        self.draw_table(surf)
        r = self.panel_rect()
        theme.panel(surf, r, theme.PANEL, border=theme.ACCENT)
        pad = px(10)
        x, width = r.left + pad, r.width - 2 * pad
        y = r.top + px(12)
        theme.blit_text(surf, written("engine.review.title"), (x, y), 18, theme.INK, "bold")
        y += theme.font(18, "bold").get_linesize()
        for line in theme.wrap(self.where_text(), width, 15)[:1]:
            theme.blit_text(surf, line, (x, y), 15, theme.INK_DIM)
            y += theme.font(15).get_linesize()
        for line in theme.wrap(self.current_text(), width, 15)[:2]:
            theme.blit_text(surf, line, (x, y), 15, theme.INK)
            y += theme.font(15).get_linesize()
        self.draw_graph(surf)
        self.draw_progress(surf)
        self.draw_widgets(surf)
        y, lh = self.detail_top, theme.font(ROW_SIZE).get_linesize()
        for line, colour in self._detail_lines(width):
            if y + lh > self.detail_bottom:
                break   # a short panel shows what fits
            theme.blit_text(surf, line, (x, y), ROW_SIZE, colour)
            y += lh

    def draw_progress(self, surf) -> None:
        gr = self.graph_rect
        y = gr.bottom + px(6)
        if self.job is not None:
            done, total = self.job.done, max(1, self.job.total)
            bar = pygame.Rect(gr.left, y, gr.width - px(100), px(26))
            pygame.draw.rect(surf, theme.PANEL_HI, bar, border_radius=px(4))
            fill = bar.copy()
            fill.width = int(bar.width * done / total)
            pygame.draw.rect(surf, theme.ACCENT_DARK, fill,
                             border_radius=px(4))
            # a game searched with less than its normal level's work says so (analysis.LIGHTER)
            text = written("engine.review.analysing_quick" if self.quick else "engine.review.analysing",
                           percent=int(100 * done / total))
            for line in theme.wrap(text, bar.width - px(8), 14)[:1]:
                theme.blit_text(surf, line, (bar.left + px(4), bar.centery), 14, theme.INK, anchor="midleft")
        elif self.found is not None:
            chances = self.found.chances[self.pos]
            text = " · ".join(written("engine.review.chance", name=self.record.seats[s].name,
                                      percent=round(c * 100)) for s, c in enumerate(chances))
            for line in theme.wrap(text, gr.width, 14)[:1]:
                theme.blit_text(surf, line, (gr.left, y + px(4)), 14, theme.INK_DIM)

    def draw_graph(self, surf) -> None:
        """The chances' lines (a kept picture until they, the reviewer or the size change), and
        the move shown."""
        gr = self.graph_rect
        key = (gr.size, id(self.found), self.reviewer, tuple(self.flagged), self.job is None, self.failed, language())
        if self._graph_picture is None or self._graph_picture[0] != key:
            picture = pygame.Surface(gr.size, pygame.SRCALPHA)
            self._paint_graph(picture, picture.get_rect())
            self._graph_picture = (key, picture)
        surf.blit(self._graph_picture[1], gr)
        cx = gr.left + round(self.pos * (gr.width - 1) / max(1, self.last))
        pygame.draw.line(surf, theme.ACCENT, (cx, gr.top + px(2)), (cx, gr.bottom - px(2)), 2)

    def _paint_graph(self, surf, gr: pygame.Rect) -> None:
        pygame.draw.rect(surf, (24, 28, 36), gr, border_radius=px(6))
        mid = gr.top + gr.height // 2
        if self.found is not None:   # the even-chances line, under the chances' lines only
            pygame.draw.line(surf, theme.INK_DIM, (gr.left + px(4), mid), (gr.right - px(4), mid), 1)
        n = max(1, self.last)

        def at(p: int, c: float) -> tuple[int, int]:
            return (gr.left + round(p * (gr.width - 1) / n), gr.bottom - px(3) - round(c * (gr.height - px(6))))

        if self.found is not None:
            for seat in range(self.record.num_players):
                colour = theme.seat_rgb(self.record.seats[seat].colour)
                points = [at(p, cs[seat]) for p, cs in enumerate(self.found.chances)]
                if len(points) > 1:
                    pygame.draw.lines(surf, colour, False, points, px(3) if seat == self.reviewer else 1)
            for k in self.flagged:
                pygame.draw.circle(surf, theme.BAD, at(k + 1, self.found.chances[k + 1][self.reviewer]), px(4))
        elif self.job is None:
            said = written("engine.review.could_not" if self.failed else "engine.review.no_chances_yet")
            lines = theme.wrap(said, gr.width - px(8), 14)[:3]
            for i, line in enumerate(lines):
                y = gr.centery + (2 * i - len(lines) + 1) * px(9)
                theme.blit_text(surf, line, (gr.centerx, y), 14, theme.INK_DIM, anchor="center")

    def draw_row(self, surf, rect: pygame.Rect, i: int, selected: bool, hover: bool) -> None:
        k = self._rows[i]
        if self.list is not None and not self.list.rect.contains(rect):
            return   # a row half scrolled out of the list is left for the scrolling to bring in
        if selected or hover:
            pygame.draw.rect(surf, theme.PANEL_HI, rect, border_radius=px(4))
        mistake = self.flagged.get(k)
        seat = self.states[k].to_move
        colour = theme.seat_rgb(self.record.seats[seat].colour) if seat is not None else theme.INK_DIM
        pygame.draw.circle(surf, colour, (rect.left + px(6), rect.centery), px(4))
        tail = f" −{round(mistake.chance_lost * 100)}" if mistake is not None else ""
        text = f"{k + 1}. {self.move_text(k)}"
        room = (rect.width - px(20) - theme.font(ROW_SIZE).size("…")[0]
                - (theme.font(ROW_SIZE, "bold").size(tail)[0] if tail else 0))
        line = theme.wrap(text, room, ROW_SIZE)[:1]
        shown_text = (line[0] if line else "") + ("…" if line and line[0] != text else "")
        theme.blit_text(surf, shown_text, (rect.left + px(14), rect.top + px(3)), ROW_SIZE,
                        theme.BAD if mistake is not None else theme.INK)
        if tail:
            theme.blit_text(surf, tail, (rect.right - px(4), rect.top + px(3)), ROW_SIZE, theme.BAD, "bold",
                            anchor="topright")
