"""Settings: UI scale, animation speed, colour-blind symbols, volume and mute, fullscreen, confirm moves."""

from __future__ import annotations

import pygame

from engine import i18n
from engine.phrases import written
from engine.scenes.base import MenuScene
from engine.settings import RANGES
from engine.text import Message
from engine.ui import sound, theme
from engine.ui.theme import px
from engine.ui.widgets import Choice, Slider, Toggle


#: The shortest time between two sound previews while the volume slider is dragged (ms).
PREVIEW_GAP_MS = 120


class SettingsScene(MenuScene):
    heading = Message("engine.settings.heading")
    subheading = Message("engine.settings.subheading")
    #: The rows, one above the other (volume and mute share one).
    ROWS = 8

    def __init__(self, app):
        super().__init__(app)
        s = app.settings
        self.scale = s.ui_scale
        self._last_preview = -PREVIEW_GAP_MS

    def back(self) -> None:
        s = self.app.settings
        changed_scale = abs(self.scale - s.ui_scale) > 1e-6
        s.ui_scale = self.scale
        self.app.scenes.pop()
        self.app.apply_settings()
        if changed_scale:
            self.app.toast(written("engine.settings.ui_scale_now", percent=int(self.scale * 100)))

    def set_fullscreen(self, on: bool) -> None:
        self.app.settings.fullscreen = on
        self.app.set_fullscreen(on)

    def set_volume(self, v: float) -> None:
        """Heard at once: a short sound at the new level (not one per pixel of a drag)."""
        self.app.settings.volume = v
        sound.set_volume(v)
        now = pygame.time.get_ticks()
        if now - self._last_preview >= PREVIEW_GAP_MS:
            self._last_preview = now
            sound.play("tile_clack")

    def set_language(self, setting: str) -> None:
        """Write in the language chosen at once: every screen on the stack is laid out again
        in it (this one, and the menu or table behind it)."""
        self.app.settings.language = setting
        i18n.set_language(i18n.chosen_language(setting))
        self.app.apply_settings()

    def shown_language(self) -> str:
        """The setting, or the language in force when this run was told another (``--lang ko``
        with the system's chosen in Settings shows 한국어, not "System")."""
        setting = self.app.settings.language if self.app.settings.language in i18n.LANGUAGES else ""
        return setting if i18n.chosen_language(setting) == i18n.language() else i18n.language()

    @staticmethod
    def language_label(setting: str) -> str:
        """A language by its own name ("한국어"); the system's in the display language."""
        return i18n.LANGUAGES.get(setting) or written("engine.settings.system_language")

    def set_muted(self, on: bool) -> None:
        self.app.settings.muted = on
        sound.set_muted(on)
        if not on:
            sound.play("tile_clack")

    def layout(self, w, h) -> None:
        self.widgets = []
        s = self.app.settings
        cw = min(px(760), w - px(80))
        x = (w - cw) // 2
        y = px(140)
        rh, gap = px(48), px(18)
        # the rows, their note and the Done button share the height: a large UI scale on a small
        # window makes the rows shorter rather than letting them run into Done
        room = h - px(76) - px(48) - y
        if self.ROWS * (rh + gap) > room:
            k = max(0.5, room / (self.ROWS * (rh + gap)))
            rh, gap = int(rh * k), int(gap * k)
        mute_w = px(180)
        rows = [
            Choice(pygame.Rect(x, y, cw, rh), written("engine.settings.language"), ["", *i18n.LANGUAGES],
                   self.shown_language, self.set_language,
                   fmt=self.language_label, name="language"),
            Slider(pygame.Rect(x, y, cw, rh), written("engine.settings.ui_scale"), lambda: self.scale,
                   lambda v: setattr(self, "scale", v), *RANGES["ui_scale"], 0.05, lambda v: f"{int(round(v * 100))}%",
                   name="ui_scale"),
            Slider(pygame.Rect(x, y, cw, rh), written("engine.settings.animation_speed"), lambda: s.animation_speed,
                   lambda v: setattr(s, "animation_speed", v), *RANGES["animation_speed"], 0.25, lambda v: f"{v:g}x",
                   name="animation_speed"),
            Toggle(pygame.Rect(x, y, cw, rh), written("engine.settings.colourblind"), lambda: s.colourblind_symbols,
                   lambda v: setattr(s, "colourblind_symbols", v), name="colourblind_symbols"),
            [Slider(pygame.Rect(x, y, cw - mute_w - px(24), rh), written("engine.settings.volume"), lambda: s.volume,
                    self.set_volume, *RANGES["volume"], 0.05, lambda v: f"{int(round(v * 100))}%", name="volume"),
             Toggle(pygame.Rect(x + cw - mute_w, y, mute_w, rh), written("engine.settings.mute"), lambda: s.muted, self.set_muted,
                    name="muted")],
            Toggle(pygame.Rect(x, y, cw, rh), written("engine.settings.fullscreen"), lambda: self.app.fullscreen,
                   self.set_fullscreen, name="fullscreen"),
            Toggle(pygame.Rect(x, y, cw, rh), written("engine.settings.confirm_moves"), lambda: s.confirm_moves,
                   lambda v: setattr(s, "confirm_moves", v), name="confirm_moves"),
            Toggle(pygame.Rect(x, y, cw, rh), written("engine.settings.ask_wasteful"), lambda: s.ask_wasteful,
                   lambda v: setattr(s, "ask_wasteful", v), name="ask_wasteful"),
        ]
        for i, row in enumerate(rows):
            for wdg in row if isinstance(row, list) else [row]:   # a list: widgets side by side
                wdg.rect.y = y + i * (rh + gap)
                self.add(wdg)
        self.rows_rect = pygame.Rect(x - px(24), y - px(16), cw + px(48), len(rows) * (rh + gap) + px(16))
        self.back_button(w, h, "engine.button.done")
        self.focus = 0

    def draw_body(self, surf) -> None:
        theme.panel(surf, self.rows_rect, theme.PANEL, radius=px(14))
        x, y = self.rows_rect.left + px(24), self.rows_rect.bottom + px(10)
        theme.blit_wrapped(surf, written("engine.settings.colourblind_note"),
                           pygame.Rect(x, y, self.rows_rect.width - px(48), px(40)), 16, theme.INK_DIM)
