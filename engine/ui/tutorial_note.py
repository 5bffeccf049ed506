"""The tutorial's note over the table: a newcomer always sees the way forward and what it talks about.

* A visible, focused **Next** (mouse, Enter, Space, →, N), **Back** over the notes just read,
  and a step counter ("4 / 12").
* The note folds to a small tab and opens again; during free play it folds by itself.
* The note is placed where it covers neither the step's target (the pieces and places it makes
  glow) nor the controls it asks for; its title wraps inside it.  It looks for room at its own
  text size on the board (narrower and taller shapes in turn), then over the side panel's log,
  the whole panel, board and panel together; then the same at smaller text, down to the least
  readable size.  Where nothing is clear it folds to a tab clear of the targets, and opens when
  clicked over the least of them.
* When the step points at something, the rest of the table is dimmed (a spotlight).
* When the steps are done the note becomes the tutorial's end card: what it taught
  (``Tutorial.recap``), **Play a real game** (the game's setup), the final scores if the game
  is over (else **Play on**), and **Menu**.
"""

from __future__ import annotations

import dataclasses

import pygame

from engine.phrases import written
from engine.text import Message
from engine.ui import theme
from engine.ui.theme import px
from engine.ui.widgets import Button

NOTE_BG = (250, 244, 226)
TITLE_SIZE = 18
TEXT_SIZE = 17
STEP_SIZE = 16
#: The widths (design px) of the note's text it tries, widest first: a narrower note is taller.
WIDTHS = (560, 460, 380, 310, 250)
#: The gap (design px) between a note and the edge of the room it lies in.
MARGIN = 10
#: Where a note may sit in the board's viewport, in order of preference (the game's own first).
PLACES = ("top", "bottom", "top-left", "top-right", "bottom-left", "bottom-right", "left", "right")


@dataclasses.dataclass(frozen=True)
class Shape:
    """A note laid out: its size (real px), its text size and its wrapped lines."""
    width: int
    height: int
    text_size: float
    title_size: float
    title: tuple[str, ...]
    lines: tuple[str, ...]
    title_step: int     # real px from one title line to the next
    line_step: int      # and from one text line to the next


class TutorialNote:
    """The note of the current step (``table.tutorial``), laid out and drawn for ``table``."""

    def __init__(self, table) -> None:
        self.table = table
        self.folded = False
        self._auto_folded_at: int | None = None
        self._end_shown = False
        #: folded because no room clear of the step's targets was found (not by the learner)
        self.squeezed = False
        self._opened_at: int | None = None   # the step whose squeezed note the learner opened
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.shape_now: Shape | None = None
        self._shapes: dict[tuple, Shape] = {}   # shapes already laid out (wrapping is costly)
        self._placed: tuple | None = None         # the last placement and what it was made for
        self.tab = pygame.Rect(0, 0, 0, 0)

    # -------------------------------------------------------------- state
    @property
    def runner(self):
        return self.table.tutorial

    def finished(self) -> bool:
        return self.runner.current() is None

    def step_label(self) -> str:
        k, n = self.runner.counter()
        return written("engine.tutorial.step", k=k, n=n)

    def can_go_back(self) -> bool:
        """Back shows the note before (a move made since stays made); not from free play."""
        step = self.runner.current()
        return self.runner.can_go_back() and step is not None and step.until is None

    def back(self) -> None:
        if self.can_go_back():
            self.runner.back()
            self.folded = False
            self.table.note_changed()

    def toggle(self) -> None:
        if self.squeezed:   # the learner opens a note folded for lack of room: it stays open
            self._opened_at, self.squeezed = self.runner.shown, False
        self.folded = not self.folded
        self.table.refresh_widgets()

    def sync_fold(self) -> None:
        """Free play folds the note away by itself, once per step (the learner may open it);
        the end card opens once by itself."""
        run = self.runner
        step = run.current()
        if step is None and not self._end_shown:
            self._end_shown = True
            self.folded = False
        if step is not None and step.until is not None and self._auto_folded_at != run.shown:
            self._auto_folded_at = run.shown
            self.folded, self.squeezed = True, False
        elif step is not None and step.until is None and self._auto_folded_at is not None \
                and self._auto_folded_at != run.shown:
            self._auto_folded_at = None
            self.folded = False

    # -------------------------------------------------------------- layout
    def targets(self) -> list[pygame.Rect]:
        """Screen rectangles of what the step points at (glowing pieces and places) and of the
        controls it asks for (where the taught move is made: its piece, place, chip or button)."""
        t = self.table
        ids = list(self.runner.subjects(t))
        step = self.runner.current()
        expect = getattr(step, "expect", None)
        taught = expect if expect is not None and _is_move(expect) and not self.runner.wants_next() else None
        if taught is not None and t.state.to_move == self.runner.tutorial.learner:
            try:
                ids += [i for i in t.locate(taught) if i]   # where the taught move is made
            except Exception:
                pass
        out = []
        for hid in dict.fromkeys(ids):
            if hid in out_panel(t):
                out.append(pygame.Rect(out_panel(t)[hid]))
                continue
            p = t.piece(hid)
            if p is not None:
                w, h = p.size
                out.append(t.camera.rect_to_screen((p.home[0] - w / 2, p.home[1] - h / 2, w, h)))
            elif hid in t.zones:
                out.append(t.camera.rect_to_screen(t.zones[hid].rect))
        for c in t.chips():
            if c.name in ids or (taught is not None and c.action == taught):
                out.append(t.camera.rect_to_screen(c.rect))
        if taught is not None:   # the side panel's button that makes it
            out += [w.rect for w in t.widgets if getattr(w, "action", None) == taught]
        return out

    def paragraphs(self) -> list[str]:
        """The note's text: the step's, or on the end card what the tutorial taught."""
        if self.runner.teacher_pending(self.table.state):
            return [written("engine.tutorial.teacher_turn")]
        if not self.finished():
            return [self.table.words(self.runner.text())]
        recap = [self.table.words(line) for line in self.runner.tutorial.recap]
        if not recap:
            return [written("engine.tutorial.seen_all")]
        return [written("engine.tutorial.practised")] + ["• " + line for line in recap]

    def foot(self) -> int:
        """The height of the note's last row: its buttons, or only the step counter when the
        step waits for a move (a smaller note finds room beside more of the table)."""
        if self.finished() or self.runner.wants_next() or self.can_go_back():
            return px(50)
        return px(30)

    def foot_width(self) -> int:
        """The least width of the last row: the step counter beside the buttons."""
        if self.finished():
            return 0
        buttons = px(244) if self.can_go_back() else px(134) if self.runner.wants_next() else 0
        return px(14) + theme.text(self.step_label(), STEP_SIZE).get_width() + px(12) + buttons

    def title(self) -> str:
        if self.finished():
            return written("engine.tutorial.complete_title")
        step = self.runner.current()
        return self.table.words((step.title if step is not None and step.title else self.runner.tutorial.title)
                                or Message("engine.tutorial.title"))

    def shape(self, text_width: int, size: float = TEXT_SIZE) -> Shape:
        """The note laid out with its text ``text_width`` real pixels wide at ``size``."""
        key = (text_width, size, theme.scale(), self.title(), tuple(self.paragraphs()), self.foot())
        if key not in self._shapes:
            if len(self._shapes) > 64:
                self._shapes.clear()
            self._shapes[key] = self._lay_out(text_width, size)
        return self._shapes[key]

    def _lay_out(self, text_width: int, size: float) -> Shape:
        title_size = size + TITLE_SIZE - TEXT_SIZE
        title = theme.wrap(self.title(), text_width - px(40), title_size, "bold")   # clear of the fold button
        lines = [line for para in self.paragraphs() for line in theme.wrap(para, text_width, size)]
        th = int(theme.font(title_size, "bold").get_linesize() * 1.05)
        lh = int(theme.font(size).get_linesize() * 1.1)
        h = px(12) + len(title) * th + px(8) + len(lines) * lh + px(12) + self.foot()
        return Shape(text_width + px(28), h, size, title_size, tuple(title), tuple(lines), th, lh)

    def shapes(self, area: pygame.Rect, size: float) -> list[Shape]:
        """The note's shapes that fit in ``area`` at text ``size``, widest first (narrower is taller)."""
        room = area.width - 2 * px(MARGIN)
        widths = sorted({min(px(w), room - px(28)) for w in WIDTHS}, reverse=True)
        out = []
        for w in widths:
            if w + px(28) < max(self.foot_width(), px(WIDTHS[-1]) // 2):
                continue
            s = self.shape(w, size)
            if s.height <= area.height - 2 * px(MARGIN):
                out.append(s)
        return out

    def areas(self) -> list[pygame.Rect]:
        """Where a note may lie, in order: the board; the side panel's move log, then the whole
        panel, when the board has no room; the board and panel together."""
        t = self.table
        vp = pygame.Rect(t.camera.viewport)
        out = [vp]
        log = getattr(getattr(t, "log", None), "rect", None)
        panel = getattr(t, "right_rect", None)
        if log is not None and log.height > 0:
            out.append(pygame.Rect(log))
        if panel is not None:
            out += [pygame.Rect(panel), vp.union(panel)]
        return out

    def sizes(self) -> list[float]:
        """The text sizes a note may take to find room: its own, then smaller down to the least
        readable in this window."""
        return [TEXT_SIZE] + [k for k in range(TEXT_SIZE - 1, 0, -1) if theme.readable(k)]

    def place(self) -> tuple[pygame.Rect, Shape, bool]:
        """The note's rectangle and shape, and whether it is clear of the step's targets: the
        first room found at the largest text, trying on the board narrower and taller shapes,
        then the side panel; else the widest note, in its least size, where it covers the least
        of them."""
        key = (self.finished(), tuple(map(tuple, self.targets())), tuple(map(tuple, self.areas())), theme.scale(),
               self.title(), tuple(self.paragraphs()), self.foot(), self.foot_width(),
               getattr(self.table, "TUTORIAL_AT", "top"))
        if self._placed is None or self._placed[0] != key:   # the search is costly; layouts repeat
            self._placed = (key, self._search())
        r, shape, clear = self._placed[1]
        return pygame.Rect(r), shape, clear

    def _search(self) -> tuple[pygame.Rect, Shape, bool]:
        t = self.table
        vp = t.camera.viewport
        if self.finished():   # the end card: nothing left to point at, so in the middle
            shape = (self.shapes(vp, TEXT_SIZE) or [self.shape(self.text_width(vp))])[0]
            return pygame.Rect(0, 0, shape.width, shape.height).move(
                vp.centerx - shape.width // 2, vp.centery - shape.height // 2).clamp(vp), shape, True
        targets = self.targets()
        first = getattr(t, "TUTORIAL_AT", "top")
        for size in self.sizes():
            for area in self.areas():
                for shape in self.shapes(area, size):
                    r = free_place((shape.width, shape.height), area, targets, first, px(MARGIN))
                    if r is not None:
                        return r, shape, True
        # opened where nothing is clear: its least size, to cover as little as it can
        shape = self.shape(self.text_width(vp), self.sizes()[-1])
        shape = dataclasses.replace(shape, height=min(shape.height, vp.height - px(MARGIN)))
        return least_covering((shape.width, shape.height), vp, targets, first, px(MARGIN)), shape, False

    def text_width(self, vp: pygame.Rect) -> int:
        return min(vp.width - px(40), px(WIDTHS[0]))

    def make_widgets(self) -> None:
        """The note's buttons (called from the table's widget layout)."""
        t = self.table
        run = self.runner
        self.sync_fold()
        if self._opened_at is not None and self._opened_at != run.shown:
            self._opened_at = None
        if not self.folded or self.squeezed:
            self.rect, self.shape_now, clear = self.place()
            # nowhere clear of what the step shows: the note folds to its tab, until the learner
            # opens it (then it lies where it covers the least) or the window gives it room
            squeeze = not clear and self._opened_at != run.shown
            if squeeze or self.squeezed:
                self.folded = self.squeezed = squeeze
        if self.folded:
            label = (written("engine.tutorial.complete_show") if self.finished()
                     else written("engine.tutorial.folded_show" if self.squeezed else "engine.tutorial.show",
                                  step=self.step_label()))
            size = (theme.text(label, 16).get_width() + px(28), px(34))
            self.tab = free_place(size, t.camera.viewport, self.targets(), "top-left", px(MARGIN)) \
                or pygame.Rect((t.camera.viewport.left + px(MARGIN), t.camera.viewport.top + px(MARGIN)), size)
            self.rect = pygame.Rect(0, 0, 0, 0)
            t.add(Button(self.tab, label, self.toggle, size=16, name="tutorial-show"))
            return
        r = self.rect
        for w in t.widgets:   # the side panel's buttons a note lies over: neither drawn nor pressed
            if w.rect.colliderect(r):
                w.visible = False
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
        if self.folded:   # the tab (a button drawn next) lies over the board's corner on purpose
            theme.note_overlay(surf, self.tab)
            return
        targets = [] if self.finished() else self.targets()
        if targets and self.runner.current() is not None and self.runner.current().expect is not None \
                and not self.runner.wants_next() and t.state.to_move == self.runner.tutorial.learner:
            self._spotlight(surf, targets)
        r, shape = self.rect, self.shape_now
        if targets and not t.camera.viewport.contains(r):
            self._pointer(surf, r, targets)   # docked beside the table: it points at its subject
        theme.note_overlay(surf, r)   # over the board on purpose, placed clear of what it explains
        theme.panel(surf, r, NOTE_BG, border=theme.ACCENT, radius=px(12))
        theme.note_box(surf, r)
        x, y = r.left + px(14), r.top + px(12)
        for line in shape.title:
            theme.blit_text(surf, line, (x, y), shape.title_size, theme.ACCENT_DARK, "bold")
            y += shape.title_step
        y += px(8)
        for line in shape.lines:
            if y + shape.line_step > r.bottom - self.foot() - px(2):
                break   # only where the window is too small for any note (the note covers the least)
            theme.blit_text(surf, line, (x, y), shape.text_size, theme.INK_DARK)
            y += shape.line_step
        if not self.finished():
            theme.blit_text(surf, self.step_label(), (x, r.bottom - self.foot() // 2 - px(3)), STEP_SIZE,
                            theme.INK_DARK, anchor="midleft")

    def _pointer(self, surf: pygame.Surface, r: pygame.Rect, targets: list[pygame.Rect]) -> None:
        """A line from a docked note to the nearest thing it talks about, ending in a ring."""
        vp = self.table.camera.viewport
        near = [x for x in targets if vp.colliderect(x)] or targets
        goal = min(near, key=lambda x: (x.centerx - r.centerx) ** 2 + (x.centery - r.centery) ** 2)
        start = (min(max(goal.centerx, r.left), r.right), min(max(goal.centery, r.top), r.bottom))
        end = (min(max(start[0], goal.left), goal.right), min(max(start[1], goal.top), goal.bottom))
        pygame.draw.line(surf, theme.ACCENT, start, end, max(2, px(3)))
        pygame.draw.circle(surf, theme.ACCENT, end, max(4, px(7)), max(2, px(3)))

    def _spotlight(self, surf: pygame.Surface, targets: list[pygame.Rect]) -> None:
        vp = self.table.camera.viewport
        shade = pygame.Surface(vp.size, pygame.SRCALPHA)
        shade.fill((0, 0, 0, 90))
        for r in targets:
            hole = r.inflate(px(16), px(16)).move(-vp.left, -vp.top)
            shade.fill((0, 0, 0, 0), hole)
        surf.blit(shade, vp.topleft)


def spots(size: tuple[int, int], area: pygame.Rect, margin: int) -> dict[str, pygame.Rect]:
    """The named places (PLACES) of a rect of ``size`` in ``area``, ``margin`` from its edges."""
    w, h = size
    a = area.inflate(-2 * margin, -2 * margin)
    at = {"top": (a.centerx - w // 2, a.top), "bottom": (a.centerx - w // 2, a.bottom - h),
          "top-left": a.topleft, "top-right": (a.right - w, a.top),
          "bottom-left": (a.left, a.bottom - h), "bottom-right": (a.right - w, a.bottom - h),
          "left": (a.left, a.centery - h // 2), "right": (a.right - w, a.centery - h // 2)}
    return {name: pygame.Rect(xy, size).clamp(area) for name, xy in at.items()}


def _order(first: str) -> list[str]:
    return [first] + [p for p in PLACES if p != first] if first in PLACES else list(PLACES)


def free_place(size: tuple[int, int], area: pygame.Rect, avoid: list[pygame.Rect], first: str,
               margin: int) -> pygame.Rect | None:
    """A rect of ``size`` in ``area`` touching none of ``avoid``: a named place (``first``
    preferred), else the free spot nearest to ``first``; None when there is none."""
    named = spots(size, area, margin)
    for name in _order(first):
        if named[name].collidelist(avoid) < 0:
            return named[name]
    a = area.inflate(-2 * margin, -2 * margin)
    if a.width < size[0] or a.height < size[1]:
        return None
    step = max(4, px(12), min(a.width, a.height) // 20)   # about twenty places a side
    xs = sorted(set(range(a.left, a.right - size[0] + 1, step)) | {a.right - size[0]})
    ys = sorted(set(range(a.top, a.bottom - size[1] + 1, step)) | {a.bottom - size[1]})
    goal = named[first if first in named else PLACES[0]].center
    best, best_d = None, None
    box = pygame.Rect((0, 0), size)
    for x in xs:
        for y in ys:
            box.topleft = (x, y)
            if box.collidelist(avoid) < 0:
                d = (box.centerx - goal[0]) ** 2 + (box.centery - goal[1]) ** 2
                if best_d is None or d < best_d:
                    best, best_d = pygame.Rect(box), d
    return best


def least_covering(size: tuple[int, int], area: pygame.Rect, avoid: list[pygame.Rect], first: str,
                   margin: int) -> pygame.Rect:
    """The named place of a rect of ``size`` in ``area`` that covers the least of ``avoid``."""
    named = spots(size, area, margin)
    return min((named[n] for n in _order(first)), key=lambda r: sum(_area(r.clip(x)) for x in avoid))


def out_panel(t) -> dict[str, pygame.Rect]:
    """The parts of the screen outside the board a step's subject may name: the move log, the
    side panel, the status line and the seats' bar."""
    out = {}
    for name, rect in (("panel:log", getattr(getattr(t, "log", None), "rect", None)),
                       ("panel:side", getattr(t, "right_rect", None)),
                       ("panel:status", getattr(t, "status_rect", None)),
                       ("panel:top", getattr(t, "top_rect", None))):
        if rect is not None:
            out[name] = rect
    return out


def _is_move(x) -> bool:
    return dataclasses.is_dataclass(x) and not isinstance(x, type)


def _area(r: pygame.Rect) -> int:
    return r.width * r.height
