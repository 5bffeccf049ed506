"""The layout check: every text drawn on a frame is readable.

A frame is drawn onto a :class:`RecordingSurface`, which remembers every line of text blitted
on it (``theme.TextSurface`` knows its words and size) and every box text may sit in (panels
and buttons tell it through ``theme.note_box``).  :func:`problems` then finds:

* two texts that overlap;
* a text that leaves the box it starts in, or the window; a box (a button, a panel) that
  leaves the window;
* a text smaller than the least readable size (11 px at 1280x800, in proportion elsewhere).

Text in a scrolling region (drawn under a clip) may be cut by the region's edge: that is what
scrolling is.  Deliberate overlays are declared by the caller (``allow``).
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from engine.ui.theme import READABLE_PX, marks_of

#: The least readable size at 1280x800 (real pixels), scaled with the window.
MIN_PX = READABLE_PX


@dataclass
class DrawnText:
    text: str
    rect: pygame.Rect       # where it was drawn
    ink: pygame.Rect        # the pixels it really covers
    size_px: int
    clip: pygame.Rect
    boxes: int              # how many boxes had been noted when it was drawn
    over: int = -1          # the overlay it lies in (a tooltip), drawn over earlier texts on purpose
    face: pygame.Rect | None = None   # the piece it is painted on (its box), if any


class RecordingSurface(pygame.Surface):
    """A frame that remembers its texts and boxes, and those of the canvases blitted on it
    (boards drawn once off-screen: ``theme.Canvas``)."""

    def __init__(self, size):
        super().__init__(size)
        self.texts: list[DrawnText] = []
        self.boxes: list[pygame.Rect] = []
        self.box_clips: list[pygame.Rect] = []   # the clip each box was drawn under
        self.overlays: list[tuple[pygame.Rect, int, int]] = []   # (rect, texts and boxes drawn before it)

    def note_box(self, rect: pygame.Rect) -> None:
        self.boxes.append(pygame.Rect(rect))
        self.box_clips.append(self.get_clip())

    def note_overlay(self, rect: pygame.Rect) -> None:
        self.overlays.append((pygame.Rect(rect), len(self.texts), len(self.boxes)))

    def blit(self, source, dest, area=None, special_flags=0):
        r = super().blit(source, dest, area, special_flags)
        if area is None:
            face = None   # a piece's face: the box of the words painted on it, and of no others
            for mark in marks_of(source, dest):
                if mark[0] == "box":
                    self.note_box(mark[1])
                elif mark[0] == "overlay":
                    self.note_overlay(mark[1])
                elif mark[0] == "face":
                    face = mark[1] if mark[1].width else None
                else:
                    _, text, rect, ink, size_px = mark
                    # the overlay drawn last that holds it (a tooltip over a dialog over the table)
                    over = max((k for k, o in enumerate(self.overlays) if o[0].contains(ink)), default=-1)
                    self.texts.append(DrawnText(text, rect, ink, size_px, self.get_clip(), len(self.boxes), over,
                                                face))
        return r


def draw_frame(app) -> RecordingSurface:
    """The app's current frame (scenes and toasts), drawn onto a recording surface."""
    surf = RecordingSurface(app.screen.get_size())
    app.draw(surf)
    return surf


def problems(surf: RecordingSurface, allow=lambda a, b: False, keep=lambda t: True) -> list[str]:
    """What is wrong with the texts of a frame; ``keep(text)`` chooses the texts looked at (a
    table's kit without its board, which each game's own test checks)."""
    w, h = surf.get_size()
    window = surf.get_rect()
    least = MIN_PX * min(w / 1280, h / 800)
    out = []
    shown = []
    for t in surf.texts:
        if not keep(t):
            continue
        visible = t.ink.clip(t.clip).clip(window)
        if visible.width <= 0 or visible.height <= 0:
            continue  # scrolled out of sight
        scrolled = t.clip != window and visible != t.ink
        if not window.contains(t.ink):
            out.append(f"{t.text!r} leaves the window at {t.ink}")
        if t.size_px < least - 0.01:
            out.append(f"{t.text!r} is {t.size_px} px, below {least:.1f} px")
        # a text over an overlay sits in the overlay's boxes, not in those it covers
        since = surf.overlays[t.over][2] if t.over >= 0 else 0
        box = t.face if t.face is not None else _box_of(surf.boxes[since:t.boxes], t.ink)
        if box is not None and not box.inflate(2, 2).contains(t.ink) and not scrolled:
            out.append(f"{t.text!r} at {t.ink} runs out of its box {box}")
        shown.append((t, visible))
    for box, clip in zip(surf.boxes, surf.box_clips):
        if clip == window and not window.contains(box):   # a button or panel cut by the window's edge
            out.append(f"a box {box} leaves the window")
    index = {id(t): k for k, t in enumerate(surf.texts)}

    def overlaid(a, b) -> bool:   # one lies in an overlay drawn after the other
        for x, y in ((a, b), (b, a)):
            if x.over >= 0 and index[id(y)] < surf.overlays[x.over][1]:
                return True
        return False

    for i, (a, va) in enumerate(shown):
        for b, vb in shown[i + 1:]:
            hit = va.clip(vb)
            if hit.width > 1 and hit.height > 1 and not overlaid(a, b) and not allow(a, b):
                out.append(f"{a.text!r} {a.ink} overlaps {b.text!r} {b.ink}")
    return out


def _box_of(boxes: list[pygame.Rect], ink: pygame.Rect) -> pygame.Rect | None:
    """The smallest box the text starts in (its first letters are where it belongs)."""
    start = (ink.left + 1, ink.centery)
    inside = [b for b in boxes if b.collidepoint(start)]
    return min(inside, key=lambda b: b.width * b.height) if inside else None


def kit_of(table):
    """The texts a table's kit draws (side panel, status line, top bar, buttons, toasts,
    tooltips): all but those drawn on the board, under the board's clip."""
    board = pygame.Rect(table.camera.viewport)
    return lambda t: t.clip != board
