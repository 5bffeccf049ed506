"""The table's layout: where the board, the top bar, the status line and the side panel go at any
window size and UI scale, and the panel's buttons (a part of ``TableScene``)."""

from __future__ import annotations

import pygame

from engine import i18n
from engine.phrases import written
from engine.ui import theme
from engine.ui.theme import px
from engine.ui.widgets import Button


class TableLayout:
    """The table's rectangles and side-panel buttons (mixed into ``TableScene``)."""

    RIGHT_W = 300
    TOP_H = 58
    STATUS_H = 42

    # ---------------------------------------------------------------- layout
    def _board_fit_at_100(self, w: int, h: int) -> float:
        """The board's fit in a ``w`` x ``h`` window at UI scale 100%: the least it has at any
        scale (a larger UI scale enlarges the kit, never shrinks the table)."""
        tw, th = self.TABLE_SIZE
        fit = min(w / 1280.0, h / 800.0)           # one design pixel at UI scale 100%

        def px_100(n: float) -> int:               # px() at UI scale 100%
            return int(round(n * fit))

        g = self._gap(w, h)
        return min((w - px_100(self.RIGHT_W) - 2 * g) / tw,
                   (h - px_100(self.TOP_H) - px_100(self.STATUS_H) - 2 * g - g // 2) / th)

    @staticmethod
    def _gap(w: int, h: int) -> int:
        """The margin round the board and the panel: the window's, whatever the UI scale (a
        larger scale's words take no room from the board)."""
        return int(round(10 * min(w / 1280.0, h / 800.0)))

    def _board_height(self, w: int, h: int, beside: bool) -> int:
        """The board's height under the top bar, with the status line below it or beside it."""
        g = self._gap(w, h)
        return h - px(self.TOP_H) - 2 * g - (0 if beside else px(self.STATUS_H) + g // 2)

    def panel_width(self, w: int, h: int, beside: bool = False) -> int:
        """The side panel's width.  It grows with the UI scale only into room the board does not
        need: a larger UI scale enlarges the kit's words and keeps the board at least as large as
        at 100% wherever the window allows (it may take only the height the bars leave it)."""
        want = px(self.RIGHT_W)
        at_100 = int(round(self.RIGHT_W * min(w / 1280.0, h / 800.0)))
        if want <= at_100:
            return want                            # a small UI scale: a narrower panel
        tw, th = self.TABLE_SIZE
        board = min(self._board_fit_at_100(w, h), self._board_height(w, h, beside) / th)
        return max(at_100, min(want, int(w - 2 * self._gap(w, h) - board * tw)))

    def status_beside(self, w: int, h: int) -> bool:
        """Whether the status line goes to the top of the side panel, beside the board: when the
        board's height is short of what it has at UI scale 100% (a large UI scale's taller bars)."""
        if px(100) <= 100 * min(w / 1280.0, h / 800.0):
            return False
        tw, th = self.TABLE_SIZE
        g = self._gap(w, h)
        below = min((w - self.panel_width(w, h) - 2 * g) / tw, self._board_height(w, h, False) / th)
        return below < self._board_fit_at_100(w, h) - 1e-9

    def layout(self, w: int, h: int) -> None:
        beside = self.status_beside(w, h)
        top, right, status = px(self.TOP_H), self.panel_width(w, h, beside), px(self.STATUS_H)
        g = self._gap(w, h)
        self.top_rect = pygame.Rect(0, 0, w, top)
        if beside:   # two lines of status over the panel's buttons; the board takes the height
            status = theme.font(self.STATUS_SIZE).get_linesize() * 2 + px(12)
            self.status_rect = pygame.Rect(w - right, top + g, right - g, status)
            self.right_rect = pygame.Rect(w - right, top + 2 * g + status, right - g, h - top - 3 * g - status)
        else:
            self.right_rect = pygame.Rect(w - right, top + g, right - g, h - top - 2 * g)
            self.status_rect = pygame.Rect(g, h - status - g // 2, w - right - 2 * g, status)
        vp = pygame.Rect(g, top + g, w - right - 2 * g, self._board_height(w, h, beside))
        zoom, center = self.camera.zoom, self.camera.center
        self.camera.viewport = vp
        # a small UI scale leaves the board as large as at 100% (the room round it is the felt's)
        self.camera.most = self._board_fit_at_100(w, h)
        self.camera.zoom, self.camera.center = zoom, center
        self.camera.clamp()
        if self._lang != i18n.language():   # the language changed: the pieces' words and the log in it
            self._lang, self._board_cache = i18n.language(), None
            self.rebuild(animate=False)
        self.refresh_widgets()

    def refresh_widgets(self) -> None:
        """Lay out the side panel's buttons again (after anything that changes which show)."""
        if not hasattr(self, "right_rect"):
            return
        r = self.right_rect
        g = px(8)
        bh = px(40)
        self.widgets = []
        self.add(Button(pygame.Rect(px(10), px(9), px(110), px(40)), written("engine.table.menu"), self.open_pause,
                        size=18, name="menu", tooltip=written("engine.table.menu_tip")))
        half = (r.width - g) // 2
        third = (r.width - 2 * g) // 3
        y = r.top
        self.hint_btn = self.add(Button(pygame.Rect(r.left, y, third, bh), written("engine.table.hint"), self.ask_hint,
                                        enabled=self.can_act(), size=17, name="hint",
                                        tooltip=written("engine.table.hint_tip")))
        self.undo_btn = self.add(Button(pygame.Rect(r.left + third + g, y, third, bh), written("engine.table.undo"), self.undo,
                                        enabled=self.undo_point is not None and not self.state.is_over(),
                                        size=17, name="undo", tooltip=written("engine.table.undo_tip")))
        self.add(Button(pygame.Rect(r.left + 2 * (third + g), y, r.right - r.left - 2 * (third + g), bh), written("engine.table.recap"),
                        self.open_recap, enabled=self.can_recap(), size=17, name="recap",
                        tooltip=written("engine.table.recap_tip")))
        self.hint_btn.why_disabled = written("engine.table.hint_not_yours")
        self.undo_btn.why_disabled = self.why_no_undo()
        self.widgets[-1].why_disabled = written("engine.table.nothing_happened")
        y += bh + g
        if self.pending_confirm is not None and self.pending_look is not None:
            self._second_look_buttons()
        elif self.pending_confirm is not None:
            self.add(Button(pygame.Rect(r.left, y, half, bh), written("engine.table.confirm"), self._confirm, primary=True, size=17,
                            name="confirm"))
            self.add(Button(pygame.Rect(r.left + half + g, y, half, bh), written("engine.table.cancel"), self._cancel_confirm, size=17,
                            name="cancel"))
            y += bh + g
        if self.passing and self.pending_handoff is not None:
            name = self.seats[self.pending_handoff].name
            self.add(Button(pygame.Rect(r.left, y, r.width, px(52)), written("engine.handoff.pass_button", name=name),
                            self.pass_screen, primary=True, size=20, name="pass",
                            tooltip=written("engine.handoff.pass_tip", name=name)))
            y += px(52) + g
        acts = self.buttons(self.view) if self.can_act() and self.pending_confirm is None else []
        y = self._action_buttons(acts[:9], r, y, bh, g)
        y = self._card_banner(r, y)
        y = self._hint_banner(r, y)
        self.log.rect = pygame.Rect(r.left, y, r.width, r.bottom - y)
        if self.note is not None:
            self.note.make_widgets()

    #: The second look's question: its size, and the height of the dialog's buttons (design px).
    LOOK_SIZE, LOOK_BUTTON = 20, 44

    def second_look_box(self) -> tuple[pygame.Rect, list[str]]:
        """The dialog that asks before a wasteful move, over the middle of the board: its
        rectangle and the question's lines."""
        vp = self.camera.viewport
        w = min(vp.width - px(24), px(500))
        lines = theme.wrap(self.pending_look[0], w - px(48), self.LOOK_SIZE)
        h = px(24) + len(lines) * theme.font(self.LOOK_SIZE).get_linesize() + px(18) + px(self.LOOK_BUTTON) + px(20)
        box = pygame.Rect(0, 0, w, min(h, vp.height))
        box.center = vp.center
        return box, lines

    def _second_look_buttons(self) -> None:
        box, _ = self.second_look_box()
        g, bh = px(12), px(self.LOOK_BUTTON)
        half = (box.width - px(48) - g) // 2
        y = box.bottom - px(20) - bh
        self.add(Button(pygame.Rect(box.left + px(24), y, half, bh), self.pending_look[1], self._confirm,
                        size=18, name="confirm"))
        # the safe choice stands out, and is what Enter takes (table_input)
        self.add(Button(pygame.Rect(box.right - px(24) - half, y, half, bh), written("engine.table.cancel"),
                        self._cancel_confirm, primary=True, size=18, name="cancel"))

    #: The least height (design px) the side panel keeps for the move log under the buttons.
    LOG_MIN = 110

    def _action_buttons(self, acts: list, r: pygame.Rect, y: int, bh: int, g: int) -> int:
        """The numbered buttons of the moves, under ``y``: full height while they fit above the
        log's least height, then shorter, then a page at a time with a "More" button."""
        if not acts:
            return y
        room = r.bottom - y - px(self.LOG_MIN)
        short = px(32)
        if len(acts) * (bh + g) > room:
            bh = max(short, room // len(acts) - g)
        shown = list(enumerate(acts))
        fit = max(2, room // (bh + g))
        sig = tuple(label for label, _ in acts)
        if sig != getattr(self, "_acts_sig", None):   # new moves: their first page
            self._acts_sig, self._acts_page = sig, 0
        if len(acts) > fit:   # pages of fit - 1 moves, and the button that turns the page
            pages = [shown[i:i + fit - 1] for i in range(0, len(shown), fit - 1)]
            self._acts_page %= len(pages)
            shown = pages[self._acts_page]
        for k, (label, action) in shown:
            b = self.add(Button(pygame.Rect(r.left, y, r.width, bh), written("engine.table.choice", k=k + 1, label=label),
                                (lambda a=action: self.try_action(a)), size=17, name=f"action-{k}"))
            b.action = action   # what it plays (a tutorial's note keeps clear of the one it teaches)
            y += bh + g
        if len(shown) < len(acts):
            first, last = shown[0][0] + 1, shown[-1][0] + 1
            self.add(Button(pygame.Rect(r.left, y, r.width, bh),
                            written("engine.table.more_moves", first=first, last=last, n=len(acts)),
                            self._next_acts_page, size=17, name="action-more",
                            tooltip=written("engine.table.more_moves_tip")))
            y += bh + g
        return y

    def _next_acts_page(self) -> None:
        self._acts_page += 1
        self.refresh_widgets()

