"""Pieces that are choices where they lie (a card an ability asks for, a quest on offer, a
creature to swap): a click on one plays it, and a pulsing ring shows which ones can be picked.

:class:`ClickToPick` is mixed into a game's table before the kit's ``TableScene``; the game
says what a click on a piece means in :meth:`ClickToPick.pick_action`.
"""

from __future__ import annotations

import math
from typing import Any, Callable

import pygame

from engine.ui import theme
from engine.ui.kit import Piece
from engine.ui.theme import px


class ClickToPick:
    _cue_key: Any = None
    _cue: list[Piece] = []

    def pick_action(self, piece: Piece) -> Any:
        """The choice made by clicking ``piece`` where it lies (None: none)."""
        return None

    def piece_clicked(self, piece: Piece, at) -> bool:
        # a click (press and release, no drag) on a piece that is a choice plays it, where the
        # kit would select the piece for click-then-click
        a = self.pick_action(piece) if not piece.in_hand else None
        if a is None:
            return super().piece_clicked(piece, at)
        self.try_action(a, piece, at=at)
        return True

    def draw_pick_cue(self, surf: pygame.Surface, wanted: Callable[[Piece], bool] = lambda p: True) -> None:
        """A pulsing ring round each piece on the table that a click would pick now and that
        ``wanted`` accepts (worked out once per view, not every frame)."""
        key = (self.view, len(self.pieces), self.my_decision())
        if self._cue_key != key:
            self._cue_key = key
            self._cue = [p for p in self.pieces if not p.in_hand and p.draggable
                         and self.pick_action(p) is not None and wanted(p)]
        pulse = 0.6 + 0.4 * math.sin(self.glow_clock * 5)
        for p in self._cue:
            r = self.camera.rect_to_screen(p.rect()).inflate(px(4), px(4))
            pygame.draw.rect(surf, tuple(int(v * pulse) for v in theme.GLOW), r, max(2, px(3)), border_radius=px(6))
