"""Drawing in table units through the camera, shared by the games' boards and panels."""

from __future__ import annotations

import pygame

from engine.ui.kit import Camera


def box(surf: pygame.Surface, cam: Camera, rect, colour=(0, 0, 0), alpha: int = 60, border=None,
        radius: float = 12, width: float = 3) -> pygame.Rect:
    """A rounded box of ``colour`` at ``alpha`` over the table at ``rect`` (table units), framed
    ``width`` units wide in ``border`` if given; returns where it is on screen."""
    r = cam.rect_to_screen(rect)
    s = pygame.Surface(r.size, pygame.SRCALPHA)
    rad = max(3, int(cam.length(radius)))
    pygame.draw.rect(s, (*colour, alpha), s.get_rect(), border_radius=rad)
    if border is not None:
        pygame.draw.rect(s, border, s.get_rect(), max(1, int(cam.length(width))), border_radius=rad)
    surf.blit(s, r)
    return r
