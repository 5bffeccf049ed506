"""Chips: choices drawn on the table itself (a tier, a target, use or decline, done...).

A chip is a button in table units, so it zooms and pans with the board.  Every
game draws its chips the same way: a rounded button with a shadow, lighter
under the pointer, with a pulsing ring when it is the move the tutorial or the
hint points at.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any, Callable

import pygame

from engine.ui import theme
from engine.ui.theme import px

#: The fill of a chip that makes a move, and of one that only changes the view (Browse, Close).
CHIP = (236, 178, 64)
CHIP_DIM = (196, 200, 208)


@dataclass
class Chip:
    """A choice drawn on the table.  ``call`` runs instead of playing ``action`` where a chip
    only changes what the table shows."""
    rect: tuple[float, float, float, float]
    label: str
    action: Any = None
    call: Any = None
    primary: bool = True
    name: str = ""


def chip_glows(table, chip: Chip) -> bool:
    """Whether ``chip`` makes the move the hint ranks best, or the one the tutorial teaches now."""
    if table.hint and table.hint[0][0] == chip.action:
        return True
    tut = table.tutorial
    if tut is not None and tut.current() is not None and tut.current().expect is not None:
        try:
            return table.my_decision() and tut.current().matches(table.state, chip.action)
        except Exception:
            return False
    return False


def draw_chips(table, surf: pygame.Surface, fit: Callable[..., pygame.Surface],
               label_max: float = 17, label_share: float = 0.55, padding: float = 14) -> None:
    """Draw ``table.chips()``.

    The label is ``label_share`` of the chip's height, at most ``label_max`` table units, and
    ``fit(text, size, colour, max_width)`` (each game's own text fitter) shrinks it until it
    leaves ``padding`` table units of the chip's width free."""
    cam = table.camera
    mouse = table.app.mouse
    for c in table.chips():
        r = cam.rect_to_screen(c.rect)
        theme.note_overlay(surf, r)   # a chip floats over the board on purpose (the card just played)
        fill = CHIP if c.primary else CHIP_DIM
        if r.collidepoint(mouse):
            fill = tuple(min(255, v + 22) for v in fill)
        pygame.draw.rect(surf, (0, 0, 0), r.move(0, max(1, int(cam.length(3)))), border_radius=r.height // 2)
        pygame.draw.rect(surf, fill, r, border_radius=r.height // 2)
        pygame.draw.rect(surf, (60, 44, 20), r, max(1, int(cam.length(2))), border_radius=r.height // 2)
        if c.action is not None and chip_glows(table, c):
            _glow_ring(surf, r, table.glow_clock)
        size = max(9, int(cam.length(min(label_max, c.rect[3] * label_share))))
        img = fit(c.label, size, theme.INK_DARK, r.width - int(cam.length(padding)))
        surf.blit(img, img.get_rect(center=r.center))


def _glow_ring(surf: pygame.Surface, r: pygame.Rect, clock: float) -> None:
    alpha = int(150 + 105 * math.sin(clock * 6))
    ring = r.inflate(px(10), px(10))
    s = pygame.Surface(ring.size, pygame.SRCALPHA)
    pygame.draw.rect(s, (*theme.GLOW, alpha), s.get_rect(), max(3, px(4)), border_radius=ring.height // 2)
    surf.blit(s, ring)
