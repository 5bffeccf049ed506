"""The tutorial's note over the table: a newcomer always sees the way forward and what it talks about.

* A visible, focused **Next** (mouse, Enter, Space, →, N), **Back** over the notes just read,
  and a step counter ("4 / 12").
* The note folds to a small tab and opens again; during free play it folds by itself.
* The note is placed where it covers neither the step's target (the pieces and places it makes
  glow) nor the controls it asks for; its title wraps inside it.
* When the step points at something, the rest of the table is dimmed (a spotlight).
* When the steps are done the note becomes the tutorial's end card: what it taught
  (``Tutorial.recap``), **Play a real game** (the game's setup), the final scores if the game
  is over (else **Play on**), and **Menu**.
"""

from __future__ import annotations

import pygame

from engine.phrases import written
from engine.text import Message
from engine.ui import theme
from engine.ui.theme import px
from engine.ui.widgets import Button

NOTE_BG = (250, 244, 226)
TITLE_SIZE = 18
TEXT_SIZE = 17
#: Where a note may sit in the board's viewport, in order of preference (the game's own first).
PLACES = ("top", "bottom", "top-left", "top-right", "bottom-left", "bottom-right", "left", "right")


class TutorialNote:
    """The note of the current step (``table.tutorial``), laid out and drawn for ``table``."""

    def __init__(self, table) -> None:
        self.table = table
        self.folded = False
        self._auto_folded_at: int | None = None
        self._end_shown = False
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.tab = pygame.Rect(0, 0, 0, 0)

    # -------------------------------------------------------------- state
    @property
    def runner(self):
        return self.table.tutorial

    def finished(self) -> bool:
        return self.runner.current() is None

    def step_label(self) -> str:
        run = self.runner
        total = len(run.tutorial.steps)
        return written("engine.tutorial.step", k=min(run.index + 1, total), n=total)

    def can_go_back(self) -> bool:
        """Back goes over notes only: a move made since cannot be unmade by a note."""
        run = self.runner
        steps = run.tutorial.steps
        i = run.index - 1
        return 0 <= i < len(steps) and steps[i].expect is None and steps[i].until is None \
            and run.current() is not None and run.current().expect is None and run.current().until is None

    def back(self) -> None:
        if self.can_go_back():
            self.runner.index -= 1
            self.folded = False
            self.table._make_widgets()

    def toggle(self) -> None:
        self.folded = not self.folded
        self.table._make_widgets()

    def sync_fold(self) -> None:
        """Free play folds the note away by itself, once per step (the learner may open it);
        the end card opens once by itself."""
        run = self.runner
        step = run.current()
        if step is None and not self._end_shown:
            self._end_shown = True
            self.folded = False
        if step is not None and step.until is not None and self._auto_folded_at != run.index:
            self._auto_folded_at = run.index
            self.folded = True
        elif step is not None and step.until is None and self._auto_folded_at is not None \
                and self._auto_folded_at != run.index:
            self._auto_folded_at = None
            self.folded = False

    # -------------------------------------------------------------- layout
    def targets(self) -> list[pygame.Rect]:
        """Screen rectangles of what the step points at (glowing pieces and places)."""
        t = self.table
        ids = list(self.runner.highlights(t))
        step = self.runner.current()
        expect = getattr(step, "expect", None)
        taught = expect if expect is not None and _is_move(expect) else None
        if taught is not None and t.state.to_move == self.runner.tutorial.learner:
            try:
                ids += [i for i in t.locate(taught) if i]   # where the taught move is made
            except Exception:
                pass
        out = []
        for hid in ids:
            p = t.piece(hid)
            if p is not None:
                w, h = p.size
                out.append(t.camera.rect_to_screen((p.home[0] - w / 2, p.home[1] - h / 2, w, h)))
            elif hid in t.zones:
                out.append(t.camera.rect_to_screen(t.zones[hid].rect))
        for c in t.chips():
            if c.name in ids or (taught is not None and c.action == taught):
                out.append(t.camera.rect_to_screen(c.rect))
        return out

    def text_width(self, vp: pygame.Rect) -> int:
        return min(vp.width - px(40), px(560))

    def size(self, vp: pygame.Rect) -> tuple[int, int]:
        w = self.text_width(vp) + px(28)
        inner = w - px(28)
        title_lines = theme.wrap(self.title(), inner - px(40), TITLE_SIZE, "bold")
        text_lines = self.lines(inner)
        th = int(theme.font(TITLE_SIZE, "bold").get_linesize() * 1.05)
        lh = int(theme.font(TEXT_SIZE).get_linesize() * 1.1)
        h = px(12) + len(title_lines) * th + px(8) + len(text_lines) * lh + px(12) + self.foot()
        return w, min(h, vp.height - px(10))

    def paragraphs(self) -> list[str]:
        """The note's text: the step's, or on the end card what the tutorial taught."""
        if not self.finished():
            return [self.table.words(self.runner.text())]
        recap = [self.table.words(line) for line in self.runner.tutorial.recap]
        if not recap:
            return [written("engine.tutorial.seen_all")]
        return [written("engine.tutorial.practised")] + ["• " + line for line in recap]

    def lines(self, width: int) -> list[str]:
        out = []
        for para in self.paragraphs():
            out += theme.wrap(para, width, TEXT_SIZE)
        return out

    def foot(self) -> int:
        """The height of the note's last row: its buttons, or only the step counter when the
        step waits for a move (a smaller note finds room beside more of the table)."""
        if self.finished() or self.runner.wants_next() or self.can_go_back():
            return px(50)
        return px(30)

    def title(self) -> str:
        if self.finished():
            return written("engine.tutorial.complete_title")
        step = self.runner.current()
        return self.table.words((step.title if step is not None and step.title else self.runner.tutorial.title)
                                or Message("engine.tutorial.title"))

    def place(self) -> pygame.Rect:
        """The note's rectangle: the first place in the viewport clear of the step's targets,
        else the one covering the least of them."""
        t = self.table
        vp = t.camera.viewport
        w, h = self.size(vp)
        m = px(10)
        spots = {
            "top": (vp.centerx - w // 2, vp.top + m), "bottom": (vp.centerx - w // 2, vp.bottom - h - m),
            "top-left": (vp.left + m, vp.top + m), "top-right": (vp.right - w - m, vp.top + m),
            "bottom-left": (vp.left + m, vp.bottom - h - m), "bottom-right": (vp.right - w - m, vp.bottom - h - m),
            "left": (vp.left + m, vp.centery - h // 2), "right": (vp.right - w - m, vp.centery - h // 2),
        }
        if self.finished():   # the end card: nothing left to point at, so in the middle
            return pygame.Rect(0, 0, w, h).move(vp.centerx - w // 2, vp.centery - h // 2)
        first = getattr(t, "TUTORIAL_AT", "top")
        order = [first] + [p for p in PLACES if p != first] if first in spots else list(PLACES)
        targets = self.targets()
        best, best_cover = None, None
        for name in order:
            r = pygame.Rect(spots[name], (w, h)).clamp(vp)
            cover = sum(_area(r.clip(x)) for x in targets)
            if cover == 0:
                return r
            if best_cover is None or cover < best_cover:
                best, best_cover = r, cover
        return best

    def make_widgets(self) -> None:
        """The note's buttons (called from the table's widget layout)."""
        t = self.table
        run = self.runner
        self.sync_fold()
        if self.folded:
            label = (written("engine.tutorial.complete_show") if self.finished()
                     else written("engine.tutorial.show", step=self.step_label()))
            w = theme.text(label, 16).get_width() + px(28)
            vp = t.camera.viewport
            self.tab = pygame.Rect(vp.left + px(10), vp.top + px(10), w, px(34))
            self.rect = pygame.Rect(0, 0, 0, 0)
            t.add(Button(self.tab, label, self.toggle, size=16, name="tutorial-show"))
            return
        self.rect = r = self.place()
        bh = px(36)
        y = r.bottom - bh - px(10)
        t.add(Button(pygame.Rect(r.right - px(36), r.top + px(8), px(28), px(28)), "–", self.toggle,
                     size=18, name="tutorial-fold", tooltip=written("engine.tutorial.fold_tip")))
        if self.finished():
            self._end_buttons(r, y, bh)
            return
        if self.can_go_back():
            t.add(Button(pygame.Rect(r.right - px(244), y, px(100), bh), written("engine.tutorial.back"), self.back, size=17,
                         name="tutorial-back"))
        if run.wants_next():
            nxt = t.add(Button(pygame.Rect(r.right - px(134), y, px(120), bh), written("engine.tutorial.next"), t._tutorial_next,
                               primary=True, size=17, name="tutorial-next"))
            nxt.on_paper = True
            t.focus = t.widgets.index(nxt)   # Enter and Space press it

    def _end_buttons(self, r: pygame.Rect, y: int, bh: int) -> None:
        """The end card's choices, right to left: the real game first (focused), then the
        final scores or playing on, then the menu."""
        t = self.table
        over = t.state.is_over()
        specs = [(written("engine.tutorial.real_game"), self.play_real_game, "tutorial-real-game", True),
                 (written("engine.tutorial.final_scores"), t.show_results, "tutorial-results", False) if over
                 else (written("engine.tutorial.play_on"), self.toggle, "tutorial-play-on", False),
                 (written("engine.table.menu"), lambda: t.app.scenes.reset(t.app.main_menu()), "tutorial-menu",
                  False)]
        x = r.right - px(14)
        gap = px(8)
        for label, fn, name, primary in specs:
            w = theme.text(label, 17).get_width() + px(28)
            x -= w
            b = t.add(Button(pygame.Rect(x, y, w, bh), label, fn, primary=primary, size=17, name=name))
            b.on_paper = True
            if primary:
                t.focus = t.widgets.index(b)
            x -= gap

    def play_real_game(self) -> None:
        self.table.app.open_setup(self.table.info)

    # ---------------------------------------------------------------- draw
    def draw(self, surf: pygame.Surface) -> None:
        t = self.table
        if self.folded:
            return
        targets = [] if self.finished() else self.targets()
        if targets and self.runner.current() is not None and self.runner.current().expect is not None \
                and t.state.to_move == self.runner.tutorial.learner:
            self._spotlight(surf, targets)
        r = self.rect
        theme.note_overlay(surf, r)   # over the board on purpose, placed clear of what it explains
        theme.panel(surf, r, NOTE_BG, border=theme.ACCENT, radius=px(12))
        theme.note_box(surf, r)
        x, y = r.left + px(14), r.top + px(12)
        th = int(theme.font(TITLE_SIZE, "bold").get_linesize() * 1.05)
        for line in theme.wrap(self.title(), r.width - px(28) - px(40), TITLE_SIZE, "bold"):
            theme.blit_text(surf, line, (x, y), TITLE_SIZE, theme.ACCENT_DARK, "bold")
            y += th
        y += px(8)
        lh = int(theme.font(TEXT_SIZE).get_linesize() * 1.1)
        for line in self.lines(r.width - px(28)):
            if y + lh > r.bottom - self.foot() - px(2):
                break
            theme.blit_text(surf, line, (x, y), TEXT_SIZE, theme.INK_DARK)
            y += lh
        if not self.finished():
            theme.blit_text(surf, self.step_label(), (x, r.bottom - self.foot() // 2 - px(3)), 16, theme.INK_DARK,
                            anchor="midleft")

    def _spotlight(self, surf: pygame.Surface, targets: list[pygame.Rect]) -> None:
        vp = self.table.camera.viewport
        shade = pygame.Surface(vp.size, pygame.SRCALPHA)
        shade.fill((0, 0, 0, 90))
        for r in targets:
            hole = r.inflate(px(16), px(16)).move(-vp.left, -vp.top)
            shade.fill((0, 0, 0, 0), hole)
        surf.blit(shade, vp.topleft)


def _is_move(x) -> bool:
    import dataclasses
    return dataclasses.is_dataclass(x) and not isinstance(x, type)


def _area(r: pygame.Rect) -> int:
    return r.width * r.height
