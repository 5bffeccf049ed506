"""Load a saved game.  Each row: the save's name, the game and its players, where the game
stands in its own terms, the scores so far and the date; newest first, shown for every game
or one.  A save can be renamed, and deleted after a confirmation (a damaged one too: deleting
is the player's choice).  A damaged file says what happened in plain words, and the exact
reason on request; it is never changed or deleted without the player's word."""

from __future__ import annotations

import bisect
import gc
import time

import pygame

from engine import saves
from engine.phrases import message_of, seat_name, shown, title_of_game, written
from engine.pieces import Pieces, every
from engine.scenes.base import MenuScene
from engine.text import Message, date_text
from engine.ui import theme
from engine.ui.dialogs import NameDialog, confirm
from engine.ui.theme import px
from engine.ui.widgets import Button, Choice, ScrollList

DAMAGED_INK = (236, 150, 120)


def seats_text(seats) -> str:
    return ", ".join(seat_name(s) for s in seats)


def when_text(t: float | None, form: str = "long") -> str:
    """A file's date in words, in the display language's way (``form``: "short", "day" or
    "long"); nothing for a date the clock cannot show."""
    try:
        return date_text(written(f"engine.date.{form}"), t) if t else ""
    except (ValueError, OverflowError, OSError):
        return ""


def _newest_first(row: saves.SaveInfo) -> float:
    return -(row.updated or 0)


def row_game(row: saves.SaveInfo) -> str | None:
    """The game a row belongs to: its own, or for a damaged autosave the one its file names."""
    return row.game or saves.autosave_game(row.path)


def row_title(row: saves.SaveInfo) -> str:
    """The title of a row's game in the display language (the save file carries its English)."""
    return title_of_game(row_game(row), row.title)


class LoadScene(MenuScene):
    heading = Message("engine.load.heading")
    subheading = Message("engine.load.subheading")

    #: Seconds of listing and checking saves per frame: a folder of thousands of saves, or of
    #: long games, is listed and checked over several frames (the rows appear as they are
    #: checked) instead of freezing the screen, each frame well inside its 16 ms.
    CHECK_BUDGET = 0.006
    #: Files sorted into checked and unchecked in a piece of the listing.
    FILES_A_PIECE = 500
    #: Rows checked between two freezes of what the garbage collector looks at (see _insert).
    ROWS_A_FREEZE = 1000

    def __init__(self, app):
        super().__init__(app)
        self.all_rows: list[saves.SaveInfo] = []
        #: The files still to check, the newest last (popped first); while listing, none.
        self.unchecked: list = []
        self.shown_game: str | None = None   # None: every game
        self.details = False                 # the exact reason a damaged file can't be loaded, shown
        self.rows: list[saves.SaveInfo] = self.all_rows
        self.list: ScrollList | None = None
        self._choices: list[str | None] | None = None   # the filter's games, while the rows stand
        self._games: set[str] = set()                    # the games of the rows
        self._unfrozen_rows = 0                          # rows checked since the last freeze
        self._froze = False
        #: Listing the folder, a piece a frame (a small folder is listed at once); then None.
        self.listing: Pieces | None = Pieces(self._list())
        self._list_on()

    def _list(self):
        """The rows of the saves checked before, the others to check (engine.pieces)."""
        files = yield from saves.listing()
        checked, unchecked = [], []
        for k, path in enumerate(files):
            if every(k, self.FILES_A_PIECE):
                yield
            (checked if saves.checked_already(path) else unchecked).append(path)
        return [saves.inspect(p) for p in checked], unchecked[::-1]

    def _list_on(self) -> None:
        """List on for a frame's budget; once listed, show the rows checked before."""
        if self.listing is None or not self.listing.step(self.CHECK_BUDGET):
            return
        rows, self.unchecked = self.listing.result
        self.listing = None
        self.all_rows[:] = saves.sort_newest_first(rows)
        self._games = {g for r in self.all_rows if (g := row_game(r))}
        self._refresh()

    def frame_rate(self) -> float:
        return 60.0 if self.unchecked or self.listing is not None else super().frame_rate()

    # -- rows ----------------------------------------------------------------------------
    def _shown(self) -> list[saves.SaveInfo]:
        if self.shown_game is None:
            return self.all_rows   # the same list: nothing copied a frame, however many saves
        return [r for r in self.all_rows if row_game(r) == self.shown_game]

    def selected_row(self) -> saves.SaveInfo | None:
        i = self.list.selected if self.list else -1
        return self.rows[i] if 0 <= i < len(self.rows) else None

    def _refresh(self, keep: object = None) -> None:
        """Show the rows anew, the selection staying on the file ``keep`` (or the one selected)."""
        chosen = keep if keep is not None else getattr(self.selected_row(), "path", None)
        self.rows = self._shown()
        self._choices = None
        if self.list is not None:
            self.list.selected = self._index_of(chosen, self.list.selected)
            if self.list.selected < 0 and self.rows:
                self.list.selected = 0
            self.list.scroll = min(self.list.scroll, self.list.max_scroll())
            self._sync()

    def _index_of(self, path, near: int) -> int:
        """Where the row of ``path`` is now (looked for first where it was); else ``near``
        kept within the rows."""
        if 0 <= near < len(self.rows) and self.rows[near].path == path:
            return near
        for i, r in enumerate(self.rows):
            if r.path == path:
                return i
        return min(near, len(self.rows) - 1)

    def update(self, dt: float) -> None:
        super().update(dt)
        if self.listing is not None:
            self._list_on()
            return   # checking begins on the next frame, with a budget of its own
        if not self.unchecked:
            return
        start = time.perf_counter()
        while self.unchecked:  # at least one a frame
            self._insert(saves.inspect(self.unchecked.pop()))   # the list is oldest first: popped from its end
            if time.perf_counter() - start >= self.CHECK_BUDGET:
                break
        if self.list is not None:
            if self.list.selected < 0 and self.rows:
                self.list.selected = 0
            self._sync()

    def _insert(self, row: saves.SaveInfo) -> None:
        """A row just checked, put in its place; the selection stays on its row.  Nothing here
        goes through every row: thousands of saves are checked a few a frame."""
        self._unfrozen_rows += 1
        if self._unfrozen_rows >= self.ROWS_A_FREEZE:
            # Thousands of rows are thousands of objects that live as long as the screen: the
            # collector's full passes over them grew to 190 ms frames at 20,000 saves.  Frozen,
            # they are left out of its passes until the screen is left.
            self._unfrozen_rows, self._froze = 0, True
            gc.freeze()
        game = row_game(row)
        if game and game not in self._games:
            self._games.add(game)
            self._choices = None
        at = self._place(self.all_rows, row)
        if self.rows is not self.all_rows:
            at = self._place(self.rows, row) if game == self.shown_game else None
        if at is not None and self.list is not None and 0 <= at <= self.list.selected:
            self.list.selected += 1

    @staticmethod
    def _place(rows: list[saves.SaveInfo], row: saves.SaveInfo) -> int:
        at = bisect.bisect_right(rows, _newest_first(row), key=_newest_first)
        rows.insert(at, row)
        return at

    def leave(self) -> None:
        super().leave()
        if self._froze:
            self._froze = False
            gc.unfreeze()   # what was frozen is the collector's again

    # -- filter ----------------------------------------------------------------------------
    def game_choices(self) -> list[str | None]:
        if self._choices is None:
            games = sorted(self._games, key=self.title_of)
            self._choices = [None] + games
        extra = [self.shown_game] if self.shown_game and self.shown_game not in self._choices else []
        return self._choices + extra

    def title_of(self, game: str | None) -> str:
        if game is None:
            return written("engine.load.all_games")
        return title_of_game(game, next((r.title for r in self.all_rows if r.game == game and r.title), None))

    def show_game(self, game: str | None) -> None:
        self.shown_game = game
        self._refresh()

    # -- actions -----------------------------------------------------------------------------
    def load_selected(self, i: int | None = None) -> None:
        i = self.list.selected if i is None else i
        if not (0 <= i < len(self.rows)):
            return
        row = self.rows[i]
        if not row.ok:
            self.app.toast(written("engine.load.cant_load_toast", name=row.path.name, meaning=message_of(row.meaning)),
                           theme.BAD, 5)
            return
        from engine.ui.table import open_saved
        open_saved(self.app, row.path)

    def ask_delete(self) -> None:
        row = self.selected_row()
        if row is None:
            return
        if row.ok:
            text = written("engine.load.delete_save", name=shown(row.label), title=row_title(row),
                           players=seats_text(row.seats), when=when_text(row.updated, "day"))
        else:
            text = written("engine.load.delete_damaged", name=row.path.name, meaning=message_of(row.meaning))
        confirm(self.app, written("engine.load.delete_title"), text, written("engine.load.delete"),
                lambda: self.delete(row), name="delete-yes")

    def delete(self, row: saves.SaveInfo) -> None:
        try:
            saves.delete(row.path)
        except OSError as e:
            self.app.toast(str(e), theme.BAD, 5)
            return
        self.all_rows[:] = [r for r in self.all_rows if r.path != row.path]
        self._games = {g for r in self.all_rows if (g := row_game(r))}
        self._refresh()
        self.app.toast(written("engine.load.deleted", name=shown(row.label) if row.ok else row.path.name), theme.GOOD)

    def ask_rename(self) -> None:
        row = self.selected_row()
        if row is None or not row.ok:
            return
        text = (written("engine.load.rename_autosave", title=row_title(row)) if row.autosave
                else written("engine.load.rename_text", name=row.label))
        initial = "" if row.autosave else row.label
        self.app.scenes.push(NameDialog(self.app, written("engine.load.rename_title"), text, initial, lambda name: self.rename(row, name),
                                        ok=written("engine.load.rename"), max_len=saves.MAX_NAME), transition=False)

    def rename(self, row: saves.SaveInfo, name: str) -> str | None:
        """Rename ``row``'s save: None when done, else what is wrong (the dialog shows it)."""
        try:
            path = saves.rename(row.path, name)
        except saves.NameRefused as e:
            return str(e)
        except (saves.SaveError, OSError) as e:
            self.app.toast(str(e), theme.BAD, 5)
            return None
        renamed = saves.inspect(path)   # in the same place: its date has not changed
        self.all_rows[:] = [renamed if r.path == row.path else r for r in self.all_rows]
        self._refresh(path)
        return None

    def toggle_details(self) -> None:
        self.details = not self.details

    # -- layout ------------------------------------------------------------------------------
    def layout(self, w, h) -> None:
        self.widgets = []
        rect = pygame.Rect(px(40), px(124), w - px(80), h - px(124) - px(100) - px(46))
        sel = self.list.selected if self.list else 0
        scroll = self.list.scroll if self.list else 0
        self.list = self.add(ScrollList(rect, lambda: len(self.rows), px(88), self.draw_row,
                                        on_pick=lambda i: self._sync(), on_activate=self.load_selected))
        self.list.selected, self.list.scroll = (sel if self.rows else -1), scroll
        self.focus = self.widgets.index(self.list)
        self.filter = self.add(Choice(pygame.Rect(w - px(40) - px(420), px(70), px(420), px(40)), written("engine.load.show"),
                                      self.game_choices(), lambda: self.shown_game, self.show_game,
                                      fmt=self.title_of, size=17, name="filter", label_width=0.2))
        self.subheading_until = self.filter.rect.left - px(16)
        self.details_btn = self.add(Button(pygame.Rect(px(40), rect.bottom + px(8), px(130), px(34)), written("engine.load.details"),
                                           self.toggle_details, size=15, name="details"))
        self.back_button(w, h)
        y, bh = h - px(76), px(48)
        self.load_btn = self.add(Button(pygame.Rect(w - px(240), y, px(200), bh), written("engine.load.load"), self.load_selected,
                                        primary=True, size=22, name="load"))
        self.rename_btn = self.add(Button(pygame.Rect(w - px(420), y, px(164), bh), written("engine.load.rename"), self.ask_rename,
                                          size=20, name="rename"))
        self.delete_btn = self.add(Button(pygame.Rect(w - px(600), y, px(164), bh), written("engine.load.delete"), self.ask_delete,
                                          size=20, name="delete", danger=True))
        self._sync()

    def _sync(self) -> None:
        row = self.selected_row()
        self.load_btn.enabled = self.rename_btn.enabled = bool(row and row.ok)
        self.delete_btn.enabled = row is not None
        no_choice = written("engine.load.no_choice")
        why = no_choice if row is None else written("engine.load.damaged_only_delete")
        self.load_btn.why_disabled = self.rename_btn.why_disabled = why
        self.delete_btn.why_disabled = no_choice
        self.details_btn.visible = bool(row and not row.ok)
        self.details_btn.label = written("engine.load.hide_details" if self.details else "engine.load.details")
        self.filter.choices = self.game_choices()

    def handle(self, e) -> bool:
        if e.type == pygame.KEYDOWN and e.key == pygame.K_DELETE:
            self.ask_delete()
            return True
        if e.type == pygame.KEYDOWN and e.key == pygame.K_F2:
            self.ask_rename()
            return True
        used = super().handle(e)
        self._sync()
        return used

    # -- drawing -------------------------------------------------------------------------------
    def draw_row(self, surf, r: pygame.Rect, i: int, selected: bool, hover: bool) -> None:
        row = self.rows[i]
        if selected:
            pygame.draw.rect(surf, theme.PANEL_HI, r.inflate(-px(8), -px(6)), border_radius=px(8))
        elif hover:
            pygame.draw.rect(surf, theme.PANEL, r.inflate(-px(8), -px(6)), border_radius=px(8))
        x, right = r.left + px(20), r.right - px(24)
        when = when_text(row.updated)
        theme.blit_text(surf, when, (right, r.top + px(12)), 16, theme.INK_DIM, anchor="topright")
        if not row.ok:
            theme.blit_text(surf, written("engine.load.cant_load", name=row.path.name), (x, r.top + px(10)), 20, theme.BAD, "bold")
            theme.blit_text(surf, written("engine.load.kept"), (right, r.top + px(38)), 16, theme.INK_DIM, anchor="topright")
            lines = theme.wrap(shown(row.meaning), r.width - px(260), 15)
            for k, line in enumerate(lines[:2]):
                theme.blit_text(surf, line, (x, r.top + px(38) + k * px(20)), 15, DAMAGED_INK)
            return
        theme.blit_text(surf, shown(row.label), (x, r.top + px(10)), 20, theme.INK, "bold")
        theme.blit_text(surf, written("engine.load.game_and_seats", title=row_title(row), seats=seats_text(row.seats)), (x, r.top + px(37)), 16, theme.INK_DIM)
        theme.blit_text(surf, shown(row.standing), (x, r.top + px(61)), 16, theme.ACCENT)
        if row.scores:
            theme.blit_text(surf, row.scores_text(), (right, r.top + px(61)), 16, theme.INK, anchor="topright")

    def draw_body(self, surf) -> None:
        if self.listing is not None:
            theme.blit_text(surf, written("engine.load.listing"), (px(42), px(104)), 15, theme.INK_DIM)
        elif self.unchecked:
            done = len(self.all_rows)
            theme.blit_text(surf, written("engine.load.checking", done=done, total=done + len(self.unchecked)),
                            (px(42), px(104)), 15, theme.INK_DIM)

    def draw_over(self, surf) -> None:
        if self.listing is None and not self.unchecked and not self.rows:
            empty = (written("engine.load.none_yet") if self.shown_game is None
                     else written("engine.load.none_of_game", title=self.title_of(self.shown_game)))
            theme.blit_text(surf, empty, (surf.get_width() // 2, px(300)), 20, theme.INK_DIM, anchor="center")

    def draw(self, surf) -> None:
        super().draw(surf)
        self._draw_details(surf)

    def _draw_details(self, surf) -> None:
        """The exact reason the selected save can't be loaded, beside Details, when asked for."""
        row = self.selected_row()
        if row is None or row.ok or not self.details:
            return
        b = self.details_btn.rect
        box = pygame.Rect(b.right + px(14), b.top - px(2), surf.get_width() - px(40) - b.right - px(14), px(44))
        theme.blit_wrapped(surf, written("engine.load.exactly", name=row.path.name,
                                   reason=message_of(row.error) or Message("engine.load.kept")), box, 14, DAMAGED_INK)
