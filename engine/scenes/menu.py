"""The main menu: the five games with their covers, Continue, Load, Statistics, Settings.

Each game's card says where that game's game in progress stands ("Round 3 of 6 · your
turn · 2 players") and offers Continue; the menu's own Continue resumes the latest of them.
A card's Tutorial asks whether to resume a tutorial left half-way or start it again.

It also shows, once each, the notices the app has for the player (a damaged settings or
statistics file set aside, say): ``app.notices`` is emptied into a box with an OK button.
"""

from __future__ import annotations

import pygame

from engine import saves
from engine.game import GameInfo, available_games
from engine.phrases import game_title, game_words, shown, written
from engine.scenes.base import backdrop
from engine.scenes.load import row_title, when_text
from engine.ui import art, theme
from engine.ui.dialogs import Answer, Dialog
from engine.ui.scene import Scene
from engine.ui.theme import px
from engine.ui.widgets import Button



class MainMenu(Scene):
    still = True

    def __init__(self, app):
        super().__init__(app)
        self.games: dict[str, GameInfo | Exception] = available_games()
        self.cards: list[tuple[str, pygame.Rect]] = []
        self.continue_ok = False
        self.continue_row: saves.SaveInfo | None = None
        #: Each game's autosave, by game (damaged ones too): what its card says.
        self.in_progress: dict[str, saves.SaveInfo] = {}
        self.buttons_top: dict[str, int] = {}   # by game: the top of its card's buttons
        self.notices: list[str] = []
        self.notice_rect: pygame.Rect | None = None
        self._check_continue()

    # -- continue ------------------------------------------------------------
    def _check_continue(self) -> None:
        """What Continue and each card would resume, from the autosaves' checked summaries
        (quick: a file that has not changed since it was last checked is not read again)."""
        rows = saves.autosaves()
        self.in_progress = {g: r for r in rows if (g := saves.autosave_game(r.path)) in self.games}
        row = self.continue_row = saves.last_autosave()
        self.continue_ok = bool(row and row.ok and not row.finished)

    @property
    def continue_info(self) -> str:
        """What Continue would resume (or why it can't), written as it is drawn: in the
        display language of the moment."""
        row = self.continue_row
        if row is None:
            return written("engine.menu.no_game")
        if not row.ok:
            return written("engine.menu.cant_resume", meaning=row.meaning)
        if row.finished:
            return written("engine.menu.last_finished", title=row_title(row))
        # the standing written for its own reader (the one person playing is "you")
        return written("engine.menu.resumes", title=row_title(row), standing=shown(row.standing),
                       when=when_text(row.updated, "short"))

    def playing(self, name: str) -> saves.SaveInfo | None:
        """The game of ``name`` in progress that its card's Continue resumes, if any."""
        row = self.in_progress.get(name)
        return row if row is not None and row.ok and not row.finished else None

    def resume(self) -> None:
        self._check_continue()
        self._take_notices()
        self.layout(*self.app.size)

    def enter(self) -> None:
        self._check_continue()
        self._take_notices()
        self.layout(*self.app.size)

    def update(self, dt: float) -> None:
        super().update(dt)
        if self._take_notices():
            self.layout(*self.app.size)

    # -- notices ---------------------------------------------------------------
    def _take_notices(self) -> bool:
        """Move the app's pending notices here (each is shown once); True if there were any."""
        pending = getattr(self.app, "notices", None)
        if not pending:
            return False
        self.notices.extend(pending)
        pending.clear()
        return True

    def dismiss_notice(self) -> None:
        if self.notices:
            self.notices.pop(0)
        self.layout(*self.app.size)

    # -- actions -----------------------------------------------------------------
    def do_continue(self) -> None:
        if self.continue_ok and self.continue_row is not None:
            self.continue_game(self.continue_row.path)

    def continue_game(self, path) -> None:
        from engine.ui.table import open_saved
        open_saved(self.app, path)

    def new_game(self, name: str) -> None:
        from engine.scenes.setup import SetupScene
        self.app.scenes.push(SetupScene(self.app, self.games[name]))

    def rules(self, name: str) -> None:
        from engine.scenes.rules import RulesScene
        self.app.scenes.push(RulesScene(self.app, self.games[name]))

    def tutorial(self, name: str) -> None:
        """Start the game's tutorial; one left half-way asks first: resume it or start again."""
        from engine.tutorial import load_tutorial
        info = self.games[name]
        progress = self.app.settings.tutorial_progress.get(name)
        try:
            steps = len(load_tutorial(info).steps) if progress else 0
        except Exception:   # a tutorial that fails to load says so when started
            steps = 0
        if not progress or not steps:
            self.start_tutorial(name, resume=False)
            return
        step = min(steps, progress.get("step", 0) + 1)
        self.app.scenes.push(Dialog(self.app, written("engine.menu.tutorial_title", title=game_title(info)),
                                    written("engine.menu.tutorial_left", title=game_title(info), step=step, steps=steps),
                                    [Answer(written("engine.button.cancel"), "cancel"),
                                     Answer(written("engine.menu.restart"), "restart",
                                            lambda: self.start_tutorial(name, False)),
                                     Answer(written("engine.menu.resume"), "resume",
                                            lambda: self.start_tutorial(name, True),
                                            primary=True)]), transition=False)

    def start_tutorial(self, name: str, resume: bool) -> None:
        from engine.ui.tutorial import start_tutorial
        try:
            start_tutorial(self.app, self.games[name], resume=resume)
        except Exception as e:
            self.app.toast(written("engine.menu.tutorial_failed", why=shown(e)), theme.BAD, 5)

    def load(self) -> None:
        from engine.scenes.load import LoadScene
        self.app.scenes.push(LoadScene(self.app))

    def past_games(self) -> None:
        from engine.scenes.past_games import PastGamesScene
        self.app.scenes.push(PastGamesScene(self.app))

    def settings(self) -> None:
        from engine.scenes.settings import SettingsScene
        self.app.scenes.push(SettingsScene(self.app))

    def statistics(self) -> None:
        from engine.scenes.stats import StatsScene
        self.app.scenes.push(StatsScene(self.app))

    # -- layout ----------------------------------------------------------------------
    def status(self, name: str) -> tuple[bool, str]:
        """(playable on screen, reason if not)."""
        from engine.ui.table import has_table
        g = self.games[name]
        if isinstance(g, Exception):
            msg = str(g)
            if "not yet implemented" in msg:
                return False, written("engine.menu.not_built")
            return False, written("engine.menu.unavailable", why=msg)
        if not has_table(g):
            return False, written("engine.menu.no_table")
        return True, ""

    def layout(self, w, h) -> None:
        self.widgets = []
        self.cards = []
        self.buttons_top: dict[str, int] = {}
        names = list(self.games)
        n = max(1, len(names))
        margin, gap = px(40), px(18)
        cw = min(px(260), (w - 2 * margin - (n - 1) * gap) // n)
        ch = min(h - px(150) - px(130), int(cw * 2.8))
        total = n * cw + (n - 1) * gap
        x0 = (w - total) // 2
        y0 = px(150)
        bh = px(38)
        rules_label, tutorial_label = written("engine.button.rules"), written("engine.menu.tutorial")
        for i, name in enumerate(names):
            r = pygame.Rect(x0 + i * (cw + gap), y0, cw, ch)
            self.cards.append((name, r))
            g = self.games[name]
            ok, why = self.status(name)
            info = g if isinstance(g, GameInfo) else None
            y = r.bottom - px(12) - bh
            if info is not None and info.tutorial_module and ok:
                # side by side, each as wide as its label wants; one above the other where the
                # card is too narrow for both (a large UI scale)
                need = [theme.font(16, "bold").size(label)[0] + px(16) for label in (rules_label, tutorial_label)]
                row = r.width - px(24)
                if sum(need) + px(8) <= row:
                    left = (row - px(8)) * need[0] // sum(need)
                    rules = pygame.Rect(r.left + px(12), y, left, bh)
                    tutorial = pygame.Rect(rules.right + px(8), y, row - left - px(8), bh)
                else:
                    rules = pygame.Rect(r.left + px(12), y, row, bh)
                    y -= bh + px(8)
                    tutorial = pygame.Rect(r.left + px(12), y, row, bh)
                self.add(Button(rules, rules_label, lambda n=name: self.rules(n), size=16, name=f"rules-{name}",
                                enabled=bool(info.rules_file), why_disabled=written("engine.rules.not_written")))
                self.add(Button(tutorial, tutorial_label, lambda n=name: self.tutorial(n), size=16,
                                name=f"tutorial-{name}"))
            else:
                self.add(Button(pygame.Rect(r.left + px(12), y, r.width - px(24), bh), rules_label,
                                lambda n=name: self.rules(n), size=16, name=f"rules-{name}",
                                enabled=bool(info and info.rules_file), why_disabled=why or written("engine.rules.not_written")))
            y -= bh + px(8)
            playing = self.playing(name) if ok else None
            self.add(Button(pygame.Rect(r.left + px(12), y, r.width - px(24), bh), written("engine.menu.new_game"),
                            lambda n=name: self.new_game(n), primary=playing is None, size=17,
                            name=f"new-{name}", enabled=ok, why_disabled=why))
            if playing is not None:
                y -= bh + px(8)
                self.add(Button(pygame.Rect(r.left + px(12), y, r.width - px(24), bh), written("engine.button.continue"),
                                lambda p=playing.path: self.continue_game(p), primary=True, size=17,
                                name=f"continue-{name}"))
            self.buttons_top[name] = y
        by = h - px(88)
        labels = [(written("engine.button.continue"), self.do_continue, self.continue_ok, "continue"),
                  (written("engine.button.load_game"), self.load, True, "load"),
                  (written("engine.menu.past_games"), self.past_games, True, "past-games"),
                  (written("engine.button.statistics"), self.statistics, True, "statistics"),
                  (written("engine.button.settings"), self.settings, True, "settings"),
                  (written("engine.menu.quit"), lambda: self.app.quit(), True, "quit")]
        bw = min(px(176), (w - 2 * margin - (len(labels) - 1) * px(14)) // len(labels))
        total = len(labels) * bw + (len(labels) - 1) * px(14)
        x = (w - total) // 2
        for label, fn, en, nm in labels:
            self.add(Button(pygame.Rect(x, by, bw, px(50)), label, fn, enabled=en, primary=(nm == "continue"),
                            size=20, name=nm, why_disabled=f"{self.continue_info}." if nm == "continue" else None))
            x += bw + px(14)
        self.continue_rect = pygame.Rect((w - total) // 2, by + px(56), bw * 2, px(24))
        self._layout_notice(w)

    def _layout_notice(self, w: int) -> None:
        """A box over the top of the game cards with the first notice and its OK button."""
        self.notice_rect = None
        if not self.notices:
            return
        width = min(px(760), w - px(80))
        lines = theme.wrap(self._notice_text(), width - px(48), 17)
        height = px(28) + len(lines) * px(23) + px(16) + px(40) + px(20)
        self.notice_rect = pygame.Rect((w - width) // 2, px(140), width, height)
        ok = pygame.Rect(0, 0, px(120), px(40))
        ok.bottomright = (self.notice_rect.right - px(20), self.notice_rect.bottom - px(16))
        self.add(Button(ok, written("engine.button.ok"), self.dismiss_notice, primary=True, size=18, name="notice-ok"))

    def _notice_text(self) -> str:
        more = len(self.notices) - 1
        first = shown(self.notices[0])   # a notice written before a change of language follows it
        return written("engine.notice.more", text=first, more=more) if more else first

    def handle(self, e) -> bool:
        if super().handle(e):
            return True
        if e.type == pygame.KEYDOWN and e.key == pygame.K_ESCAPE:
            return True
        return False

    def draw(self, surf) -> None:
        w, h = surf.get_size()
        backdrop(self.app, surf, 150)
        theme.blit_text(surf, written("engine.app.title"), (px(40), px(26)), 52, theme.INK, "title")
        theme.blit_text(surf, written("engine.menu.tagline"),
                        (px(44), px(94)), 19, theme.INK_DIM)
        for name, r in self.cards:
            self._draw_card(surf, name, r)
        if self.notice_rect is not None and self.notices:
            r = self.notice_rect
            theme.panel(surf, r, theme.PANEL, border=theme.BAD, radius=px(12))
            theme.blit_wrapped(surf, self._notice_text(), pygame.Rect(r.left + px(24), r.top + px(20),
                                                                      r.width - px(48), r.height), 17, theme.INK)
        self.draw_widgets(surf)
        if self.continue_info:
            theme.blit_text(surf, self.continue_info, (w // 2, h - px(30)), 15,
                            theme.INK_DIM, anchor="midtop")

    def _draw_card(self, surf, name: str, r: pygame.Rect) -> None:
        g = self.games[name]
        ok, why = self.status(name)
        theme.panel(surf, r, theme.PANEL, radius=px(14))
        title = game_title(g) if isinstance(g, GameInfo) else name.replace("_", " ").title()
        buttons_top = self.buttons_top.get(name, r.bottom)
        # Above the buttons, what fits, in this order: the title's first line, the players, the
        # title's second line, the game in progress, the pitch; the cover gives way first.
        room = buttons_top - px(16) - (r.top + px(14))
        players_h = px(27) if isinstance(g, GameInfo) else 0
        two_lines = room >= 2 * theme.font(21, "serifbold").get_linesize() + players_h
        title_size, title_lines = theme.wrap_then_fit(title, r.width - px(24), 21, 16, lines=2 if two_lines else 1,
                                                      style="serifbold")
        title_lh = theme.font(title_size, "serifbold").get_linesize()
        room -= len(title_lines) * title_lh
        if room < players_h:
            players_h = 0
        room -= players_h
        progress = self._progress_lines(name, r.width - px(24)) if ok else []
        step = theme.font(14).get_linesize()
        progress = progress[:max(0, room // step)]
        words_h = px(8) + len(title_lines) * title_lh + players_h + len(progress) * step + px(16)
        cover_h = min(int(r.width * 300 / 480), buttons_top - r.top - words_h)
        y = r.top + px(6)
        if cover_h >= px(48):
            img = self.app.art.scaled(f"cover-{name}", lambda: art.cover(name), (r.width - px(12), cover_h - px(6)))
            if not ok:
                img = img.copy()
                dim = pygame.Surface(img.get_size(), pygame.SRCALPHA)
                dim.fill((20, 20, 26, 140))
                img.blit(dim, (0, 0), special_flags=0)
            surf.blit(img, (r.left + px(6), r.top + px(6)))
            y = r.top + cover_h
        y += px(8)
        for line in title_lines:
            theme.blit_text(surf, line, (r.left + px(12), y), title_size, theme.INK, "serifbold")
            y += title_lh
        if players_h:
            theme.blit_text(surf, written("engine.menu.players", lo=g.min_players, hi=g.max_players), (r.left + px(12), y + px(3)), 14,
                            theme.ACCENT)
            y += players_h
        bottom = self._draw_in_progress(surf, r, buttons_top, progress) if ok else buttons_top
        pitch = game_words(g.name, "pitch", g.pitch) if isinstance(g, GameInfo) else ""
        body = pygame.Rect(r.left + px(12), y, r.width - px(24), px(90))
        room = max(0, bottom - px(6) - y)
        used = self._whole_lines(surf, pitch, body, room, 15, theme.INK_DIM) if pitch else 0
        if not ok:
            self._whole_lines(surf, why, pygame.Rect(body.left, y + used + px(6), body.width, 0),
                              room - used - px(6), 14, (236, 150, 120))

    @staticmethod
    def _whole_lines(surf, text: str, at: pygame.Rect, room: int, size: float, colour) -> int:
        """``text`` wrapped to ``at``'s width, as many whole lines as ``room`` holds (no line
        shows cut in half, and a text cut short ends in "…"); the height used."""
        lh = theme.font(size).get_linesize()
        rows = max(0, room // lh)
        if not rows:
            return 0
        _, lines = theme.fit_lines(text, at.width, size, size, lines=rows)
        for i, line in enumerate(lines):
            theme.blit_text(surf, line, (at.left, at.top + i * lh), size, colour)
        return len(lines) * lh

    def _progress_lines(self, name: str, width: int) -> list[tuple[str, tuple]]:
        """The game in progress (or why it can't be resumed), in lines of ``width``."""
        row = self.in_progress.get(name)
        if row is None or (row.ok and row.finished):
            return []
        if not row.ok:
            return [(line, (236, 150, 120)) for line in theme.wrap(written("engine.menu.card_cant_resume"), width, 14)[:3]]
        when = written("engine.menu.last_played", when=when_text(row.updated, "short"))
        return [(line, theme.INK_DIM) for line in theme.wrap(when, width, 14)] + [
            (line, theme.ACCENT) for line in theme.wrap(
                saves.PARTS.join([shown(row.standing), shown(saves.players_text(len(row.seats)))]), width, 14)[:3]]

    def _draw_in_progress(self, surf, r: pygame.Rect, bottom: int, lines) -> int:
        """The game in progress just above the card's buttons; the top of what was drawn."""
        if not lines:
            return bottom
        step = theme.font(14).get_linesize()
        top = bottom - px(8) - len(lines) * step
        for i, (line, colour) in enumerate(lines):
            theme.blit_text(surf, line, (r.left + px(12), top + i * step), 14, colour)
        return top
