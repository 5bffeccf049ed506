"""Past games: every finished game, newest first (engine/records.py).  Each row: the game, its
players, the result and the date.  A game is reviewed (double-click, Enter or Review),
exported to a folder a person can find, or deleted after a confirmation; Import takes in a
game chosen in a file picker (an exported record, or a save of a finished game).  A damaged record says what happened and is kept until the player
deletes it."""

from __future__ import annotations

import pygame

from engine import records
from engine.phrases import message_of, shown, title_of_game, written
from engine.scenes.base import MenuScene
from engine.scenes.load import DAMAGED_INK, when_text
from engine.text import Message
from engine.ui import theme
from engine.ui.dialogs import confirm
from engine.ui.file_picker import FilePicker
from engine.ui.theme import px
from engine.ui.widgets import Button, ScrollList


def result_text(row: records.RecordInfo) -> str:
    if not row.winners:
        return written("engine.past.draw")
    return written("engine.past.won_by", names=tuple(row.names[w] for w in row.winners))


def scores_text(row: records.RecordInfo) -> str:
    return " · ".join(f"{n} {int(v) if float(v).is_integer() else f'{v:g}'}" for n, v in zip(row.names, row.scores))


class PastGamesScene(MenuScene):
    heading = Message("engine.past.heading")
    subheading = Message("engine.past.subheading")

    def __init__(self, app):
        super().__init__(app)
        self.rows = records.list_records()
        self.list: ScrollList | None = None

    def selected_row(self) -> records.RecordInfo | None:
        i = self.list.selected if self.list else -1
        return self.rows[i] if 0 <= i < len(self.rows) else None

    def _reload(self, keep=None) -> None:
        self.rows = records.list_records()
        if self.list is not None:
            paths = [r.path for r in self.rows]
            self.list.selected = paths.index(keep) if keep in paths else min(max(self.list.selected, 0),
                                                                             len(paths) - 1)
            self.list.scroll = min(self.list.scroll, self.list.max_scroll())
            self._sync()

    # -- actions ---------------------------------------------------------------------------
    def review(self, i: int | None = None) -> None:
        i = self.list.selected if i is None else i
        if not 0 <= i < len(self.rows):
            return
        row = self.rows[i]
        if not row.ok:
            self.app.toast(written("engine.past.cant_open", name=row.path.name, meaning=message_of(row.meaning)),
                           theme.BAD, 5)
            return
        from engine.scenes.review import open_review
        open_review(self.app, row.path)

    def ask_delete(self) -> None:
        row = self.selected_row()
        if row is None:
            return
        if row.ok:
            text = written("engine.past.delete_text", title=title_of_game(row.game, row.title),
                           players=", ".join(row.names), when=when_text(row.finished, "day"))
        else:
            text = written("engine.load.delete_damaged", name=row.path.name, meaning=message_of(row.meaning))
        confirm(self.app, written("engine.past.delete_title"), text, written("engine.load.delete"),
                lambda: self.delete(row), name="delete-yes")

    def delete(self, row: records.RecordInfo) -> None:
        try:
            records.delete(row.path)
        except OSError as e:
            self.app.toast(str(e), theme.BAD, 5)
            return
        self._reload()
        self.app.toast(written("engine.past.deleted", title=title_of_game(row.game, row.title) if row.ok
                               else row.path.name), theme.GOOD)

    def export(self) -> None:
        row = self.selected_row()
        if row is None or not row.ok:
            return
        try:
            path = records.export(row.path)
        except records.RecordError as e:
            self.app.toast(written("engine.past.cant_open", name=row.path.name, meaning=message_of(e.meaning)),
                           theme.BAD, 5)
            return
        except OSError as e:
            self.app.toast(str(e), theme.BAD, 5)
            return
        # the name and the folder apart: a whole path is one long word, cut anywhere by the wrap
        self.app.toast(written("engine.past.exported", name=path.name, folder=str(path.parent)), theme.GOOD, 5)

    def import_games(self) -> None:
        """Choose a file to take in (engine/ui/file_picker.py), from the home folder on."""
        self.app.scenes.push(FilePicker(self.app, Message("engine.picker.import_title"), records.browse_start(),
                                        self.import_file, note=Message("engine.picker.import_note")),
                             transition=False)

    def import_file(self, path) -> str | None:
        """Keep the game in ``path`` among the past games (chosen in the list); else the
        sentence that says why not (the file is left as it is)."""
        try:
            kept = records.import_file(path)
        except records.RecordError as e:
            return written("engine.past.cant_import", name=path.name, reason=message_of(e.reason))
        except OSError as e:
            return written("engine.past.cant_import", name=path.name, reason=message_of(e))
        self._reload(kept)
        self.app.toast(written("engine.past.imported", name=path.name), theme.GOOD, 5)
        return None

    # -- layout --------------------------------------------------------------------------
    def layout(self, w, h) -> None:
        self.widgets = []
        rect = pygame.Rect(px(40), px(124), w - px(80), h - px(124) - px(100))
        sel = self.list.selected if self.list else 0
        scroll = self.list.scroll if self.list else 0
        self.list = self.add(ScrollList(rect, lambda: len(self.rows), px(88), self.draw_row,
                                        on_pick=lambda i: self._sync(), on_activate=self.review))
        self.list.selected, self.list.scroll = (min(sel, len(self.rows) - 1) if self.rows else -1), scroll
        self.focus = self.widgets.index(self.list)
        self.back_button(w, h)
        y, bh, gap = h - px(76), px(48), px(14)
        right = w - px(40)
        room = right - (px(40) + px(160) + gap)   # beside Back
        bw = min(px(170), (room - 3 * gap) // 4)
        specs = [("import", "engine.past.import", self.import_games, False, False),
                 ("export", "engine.past.export", self.export, False, False),
                 ("delete", "engine.load.delete", self.ask_delete, False, True),
                 ("review", "engine.past.review", self.review, True, False)]
        x = right - 4 * bw - 3 * gap
        self.buttons = {}
        for name, key, fn, primary, danger in specs:
            self.buttons[name] = self.add(Button(pygame.Rect(x, y, bw, bh), written(key), fn, primary=primary,
                                                 danger=danger, size=20, name=name))
            x += bw + gap
        self._sync()

    def _sync(self) -> None:
        row = self.selected_row()
        for name in ("review", "export"):
            b = self.buttons[name]
            b.enabled = bool(row and row.ok)
            b.why_disabled = written("engine.past.no_choice" if row is None else "engine.past.damaged_only_delete")
        self.buttons["delete"].enabled = row is not None
        self.buttons["delete"].why_disabled = written("engine.past.no_choice")

    def handle(self, e) -> bool:
        if e.type == pygame.KEYDOWN and e.key == pygame.K_DELETE:
            self.ask_delete()
            return True
        used = super().handle(e)
        self._sync()
        return used

    def enter(self) -> None:
        super().enter()
        if self.list is not None:   # back from a review: its analysis may have been kept since
            self._reload(getattr(self.selected_row(), "path", None))

    # -- drawing ---------------------------------------------------------------------------
    def draw_row(self, surf, r: pygame.Rect, i: int, selected: bool, hover: bool) -> None:
        row = self.rows[i]
        if selected or hover:
            pygame.draw.rect(surf, theme.PANEL_HI if selected else theme.PANEL, r.inflate(-px(8), -px(6)),
                             border_radius=px(8))
        x, right = r.left + px(20), r.right - px(24)
        theme.blit_text(surf, when_text(row.finished if row.ok else None), (right, r.top + px(12)), 16,
                        theme.INK_DIM, anchor="topright")
        if not row.ok:
            theme.blit_text(surf, written("engine.load.cant_load", name=row.path.name), (x, r.top + px(10)), 20,
                            theme.BAD, "bold")
            theme.blit_text(surf, written("engine.load.kept"), (right, r.top + px(38)), 16, theme.INK_DIM,
                            anchor="topright")
            for k, line in enumerate(theme.wrap(shown(row.meaning), r.width - px(260), 15)[:2]):
                theme.blit_text(surf, line, (x, r.top + px(38) + k * px(20)), 15, DAMAGED_INK)
            return
        theme.blit_text(surf, title_of_game(row.game, row.title), (x, r.top + px(10)), 20, theme.INK, "bold")
        theme.blit_text(surf, written("engine.load.game_and_seats", title=written("engine.past.moves", n=row.moves),
                                      seats=", ".join(row.names)), (x, r.top + px(37)), 16, theme.INK_DIM)
        result = result_text(row) + (f" · {written('engine.past.analysed')}" if row.analysed else "")
        theme.blit_text(surf, result, (x, r.top + px(61)), 16, theme.ACCENT)
        if row.scores:
            theme.blit_text(surf, scores_text(row), (right, r.top + px(61)), 16, theme.INK, anchor="topright")

    def draw_over(self, surf) -> None:
        if not self.rows:
            w = surf.get_width()
            theme.blit_text(surf, written("engine.past.none_yet"), (w // 2, px(300)), 20, theme.INK_DIM,
                            anchor="center")
