"""Small modal dialogs over any scene: a question with its answers, and a name to type.

A dialog is a scene pushed over the one that asked (drawn over it, dimmed); it closes itself
before running the answer chosen, so an answer that opens another screen opens it from the
scene below.  Escape is always the harmless answer: it closes the dialog and does nothing.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

import pygame

from engine.phrases import written
from engine.ui import theme
from engine.ui.scene import Scene
from engine.ui.theme import px
from engine.ui.widgets import Button, TextField

TEXT_SIZE = 17
TITLE_SIZE = 26


@dataclass(frozen=True)
class Answer:
    """One button of a dialog; ``act`` runs after the dialog has closed (None: just close)."""

    label: str
    name: str
    act: Callable[[], None] | None = None
    primary: bool = False
    danger: bool = False


class Dialog(Scene):
    """A title, a few sentences and a row of answers (the last one rightmost)."""

    still = True
    opaque = False

    def __init__(self, app, title: str, text: str, answers: list[Answer], detail: str = ""):
        super().__init__(app)
        self.heading, self.text, self.answers, self.detail = title, text, answers, detail
        self.box = pygame.Rect(0, 0, 0, 0)

    # -- answers -----------------------------------------------------------------------
    def choose(self, answer: Answer) -> None:
        self.close()
        if answer.act is not None:
            answer.act()

    def close(self) -> None:
        if self.app.scenes.top is self:
            self.app.scenes.pop(transition=False)

    # -- layout ------------------------------------------------------------------------
    def body_lines(self, width: int) -> list[str]:
        lines = theme.wrap(self.text, width, TEXT_SIZE)
        if self.detail:
            lines += [""] + theme.wrap(self.detail, width, TEXT_SIZE - 2)
        return lines

    def extra_height(self) -> int:
        """Room a subclass needs between the text and the answers."""
        return 0

    def layout(self, w, h) -> None:
        self.widgets = []
        width = min(px(640), w - px(80))
        inner = width - px(56)
        height = (px(76) + len(self.body_lines(inner)) * theme.font(TEXT_SIZE).get_linesize()
                  + self.extra_height() + px(88))
        self.box = pygame.Rect(0, 0, width, min(height, h - px(40)))
        self.box.center = (w // 2, h // 2)
        self.layout_extra()
        bw, gap = px(150), px(12)
        x = self.box.right - px(28) - bw
        for answer in reversed(self.answers):
            self.add(Button(pygame.Rect(x, self.box.bottom - px(24) - px(46), bw, px(46)), answer.label,
                            lambda a=answer: self.choose(a), primary=answer.primary, danger=answer.danger,
                            size=18, name=answer.name))
            x -= bw + gap
        self.widgets.reverse()   # Tab goes left to right
        self.focus = self.first_focus()

    def layout_extra(self) -> None:
        pass

    def first_focus(self) -> int:
        """The answer Enter gives at first: the harmless one (the first) unless one is primary."""
        buttons = [w for w in self.widgets if isinstance(w, Button)]
        chosen = next((b for b in buttons if b.primary), buttons[0] if buttons else None)
        return self.widgets.index(chosen) if chosen is not None else 0

    # -- input and drawing --------------------------------------------------------------
    def handle(self, e) -> bool:
        if e.type == pygame.KEYDOWN and e.key == pygame.K_ESCAPE:
            self.close()
            return True
        super().handle(e)
        return True   # modal: nothing reaches the scene below

    def draw(self, surf) -> None:
        theme.panel(surf, self.box, theme.PANEL, border=theme.PANEL_HI, radius=px(14))
        x = self.box.left + px(28)
        theme.blit_text(surf, self.heading, (x, self.box.top + px(20)), TITLE_SIZE, theme.INK, "title")
        y = self.box.top + px(68)
        step = theme.font(TEXT_SIZE).get_linesize()
        lines = self.body_lines(self.box.width - px(56))
        plain = len(theme.wrap(self.text, self.box.width - px(56), TEXT_SIZE))
        for i, line in enumerate(lines):
            detail = i >= plain
            theme.blit_text(surf, line, (x, y), TEXT_SIZE - 2 if detail else TEXT_SIZE,
                            theme.INK_DIM if detail else theme.INK)
            y += step
        self.draw_extra(surf, y)
        self.draw_widgets(surf)

    def draw_extra(self, surf, y: int) -> None:
        pass


def confirm(app, title: str, text: str, label: str, act: Callable[[], None], danger: bool = True,
            name: str = "confirm") -> Dialog:
    """Ask before doing something that cannot be undone: Cancel (the default) or ``label``."""
    dialog = Dialog(app, title, text, [Answer(written("engine.button.cancel"), "cancel"),
                                        Answer(label, name, act, danger=danger)])
    app.scenes.push(dialog, transition=False)
    return dialog


class NameDialog(Dialog):
    """A name to type, with OK and Cancel.  ``submit(name)`` does the work and returns a
    sentence saying what is wrong (the dialog stays open to show it) or None (it closes);
    ``note(name)`` is a remark on the name as it is typed (a name already taken, say)."""

    def __init__(self, app, title: str, text: str, initial: str, submit: Callable[[str], str | None],
                 note: Callable[[str], str] = lambda name: "", ok: str | None = None, max_len: int = 60):
        super().__init__(app, title, text, [Answer(written("engine.button.cancel"), "cancel"),
                                            Answer(ok or written("engine.button.save"), "ok", primary=True)])
        self.value, self.submit, self.note, self.max_len = initial, submit, note, max_len
        self.problem = ""
        self.field: TextField | None = None

    def extra_height(self) -> int:
        return px(96)

    def layout_extra(self) -> None:
        top = self.box.bottom - px(24) - px(46) - px(96)
        self.field = self.add(TextField(pygame.Rect(self.box.left + px(28), top + px(8), self.box.width - px(56),
                                                    px(44)), lambda: self.value, self._set, self.max_len,
                                        size=20, name="name"))
        self.field.active = True

    def first_focus(self) -> int:
        return self.widgets.index(self.field)

    def _set(self, value: str) -> None:
        self.value, self.problem = value, ""

    def choose(self, answer: Answer) -> None:
        if answer.name != "ok":
            self.close()
            return
        problem = self.submit(self.value)
        if problem:
            self.problem = problem
        else:
            self.close()

    def handle(self, e) -> bool:
        if e.type == pygame.KEYDOWN and e.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.choose(self.answers[-1])
            return True
        if e.type == pygame.KEYDOWN and e.key not in (pygame.K_ESCAPE, pygame.K_TAB) and self.field is not None:
            self.field.active = True   # typing goes to the name wherever the focus was
        return super().handle(e)

    def draw_extra(self, surf, y: int) -> None:
        line = self.problem or self.note(self.value)
        if line and self.field is not None:
            colour = theme.BAD if self.problem else theme.ACCENT
            theme.blit_text(surf, line, (self.field.rect.left, self.field.rect.bottom + px(8)), 15, colour)
