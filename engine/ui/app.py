"""The app loop: window, clock, scene stack, settings, art cache, toasts.

``run()`` is what ``main.py`` calls.  Tests build an :class:`App` under the
SDL dummy driver and drive it with :meth:`App.step` and synthetic events.
"""

from __future__ import annotations

import collections
import os
import sys
import time
from typing import Iterable

import pygame

from engine.settings import Settings, load_settings, save_settings
from engine.ui import theme
from engine.ui.art import ArtCache
from engine.ui.scene import SceneManager

DEFAULT_SIZE = (1280, 800)
MIN_SIZE = (1024, 640)
FPS = 60


class App:
    """One window and its scene stack."""

    def __init__(self, size: tuple[int, int] | None = None, settings: Settings | None = None,
                 fullscreen: bool | None = None):
        self.t0 = time.perf_counter()
        # the AI searches on a thread: hand the GIL back to the frame loop quickly
        sys.setswitchinterval(0.001)
        pygame.init()
        theme.clear_caches()  # fonts from an earlier pygame.init are dead
        pygame.key.set_repeat(350, 40)
        self.settings = settings if settings is not None else load_settings()
        self.windowed_size = tuple(size or DEFAULT_SIZE)
        self.fullscreen = self.settings.fullscreen if fullscreen is None else fullscreen
        self.screen: pygame.Surface | None = None
        self._open_window()
        pygame.display.set_caption("Tabletop")
        self.clock = pygame.time.Clock()
        self.art = ArtCache()
        self.scenes = SceneManager(self)
        self.running = True
        self.exit_status = 0
        self.frame_ms: collections.deque[float] = collections.deque(maxlen=2000)
        self.frames = 0
        self.toasts: list[list] = []  # [text, seconds left, colour]
        self.mouse = (0, 0)
        self.time = 0.0
        self.ai_worker = None  # the one AI worker every table shares (a table makes it on first need)
        theme.set_scale(self.size, self.settings.ui_scale)
        pygame.key.start_text_input()

    # -- window -------------------------------------------------------------
    @property
    def size(self) -> tuple[int, int]:
        return self.screen.get_size() if self.screen is not None else DEFAULT_SIZE

    def _open_window(self) -> None:
        if self.fullscreen:
            self.screen = pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
        else:
            w = max(MIN_SIZE[0], self.windowed_size[0])
            h = max(MIN_SIZE[1], self.windowed_size[1])
            self.screen = pygame.display.set_mode((w, h), pygame.RESIZABLE)
            try:  # pygame-ce: keep the window at least 1024x640
                import warnings
                with warnings.catch_warnings():
                    warnings.simplefilter("ignore", DeprecationWarning)
                    pygame.Window.from_display_module().minimum_size = MIN_SIZE
            except Exception:
                pass

    def toggle_fullscreen(self) -> None:
        self.set_fullscreen(not self.fullscreen)
        try:
            save_settings(self.settings)
        except OSError:
            pass

    def set_fullscreen(self, on: bool) -> None:
        if on == self.fullscreen:
            return
        if not on and self.screen is not None:
            pass
        elif self.screen is not None:
            self.windowed_size = self.screen.get_size()
        self.fullscreen = on
        self.settings.fullscreen = on
        self._open_window()
        self.relayout()

    def relayout(self) -> None:
        theme.set_scale(self.size, self.settings.ui_scale)
        theme.clear_caches()
        self.art.relayout()
        self.scenes.relayout()

    def apply_settings(self, save: bool = True) -> None:
        """Make changed settings take effect (scale, fullscreen) and store them."""
        if self.settings.fullscreen != self.fullscreen:
            self.set_fullscreen(self.settings.fullscreen)
        self.relayout()
        if save:
            try:
                save_settings(self.settings)
            except OSError as e:
                self.toast(f"Settings not saved: {e}", theme.BAD)

    # -- messages -----------------------------------------------------------
    def toast(self, text: str, colour=theme.INK, seconds: float = 3.0) -> None:
        self.toasts.append([text, seconds, colour])
        del self.toasts[:-3]

    # -- loop ------------------------------------------------------------------
    def handle(self, e: pygame.event.Event) -> None:
        if e.type == pygame.QUIT:
            self.quit()
            return
        if e.type in (pygame.VIDEORESIZE, pygame.WINDOWSIZECHANGED):
            if not self.fullscreen and self.screen is not None:
                self.windowed_size = self.screen.get_size()
            self.relayout()
            return
        if e.type == pygame.KEYDOWN and e.key == pygame.K_F11:
            self.toggle_fullscreen()
            return
        if e.type == pygame.KEYDOWN and e.key == pygame.K_q and e.mod & pygame.KMOD_CTRL:
            self.quit()  # a table autosaves as it leaves
            return
        if e.type == pygame.MOUSEMOTION:
            self.mouse = e.pos
        self.scenes.handle(e)

    def step(self, events: Iterable[pygame.event.Event] | None = None, dt: float | None = None) -> None:
        """One frame: events (the queue's, or the given ones), update, draw, flip."""
        t = time.perf_counter()
        if events is None:
            events = pygame.event.get()
        for e in events:
            self.handle(e)
            if not self.running:
                return
        dt = 1.0 / FPS if dt is None else dt
        self.time += dt
        self.scenes.update(dt)
        for t_ in self.toasts:
            t_[1] -= dt
        self.toasts = [t_ for t_ in self.toasts if t_[1] > 0]
        self.draw()
        pygame.display.flip()
        self.frame_ms.append((time.perf_counter() - t) * 1000.0)
        self.frames += 1

    def draw(self) -> None:
        surf = self.screen
        self.scenes.draw(surf)
        y = surf.get_height() - theme.px(70)
        for text, left, colour in reversed(self.toasts):
            img = theme.text(text, 18, colour)
            r = img.get_rect(midbottom=(surf.get_width() // 2, y))
            box = r.inflate(theme.px(28), theme.px(14))
            theme.panel(surf, box, theme.PANEL, border=theme.PANEL_HI, alpha=int(235 * min(1.0, left * 3)))
            surf.blit(img, r)
            y = box.top - theme.px(8)

    def run(self) -> int:
        while self.running and self.scenes.top is not None:
            dt = self.clock.tick(FPS) / 1000.0
            self.step(dt=min(dt, 0.1))
        self.shutdown()
        return self.exit_status

    def quit(self, status: int = 0) -> None:
        """Leave the app; every scene is told (a table autosaves)."""
        while self.scenes.stack:
            self.scenes.stack.pop().leave()
        self.running = False
        self.exit_status = status

    def shutdown(self) -> None:
        if self.ai_worker is not None:
            try:
                self.ai_worker.close()
            except Exception:
                pass  # the AI's process never keeps the app from closing
            self.ai_worker = None
        pygame.quit()


def run(game: str | None = None, seats=None, options: dict | None = None,
        size: tuple[int, int] | None = None) -> int:
    """Open the window: the main menu, or (``game`` and ``seats``) straight to a table."""
    from engine.scenes.menu import MainMenu

    app = App(size=size)
    games = list(_game_names())
    app.art.warm(games)
    menu = MainMenu(app)
    app.scenes.push(menu, transition=False)
    if game is not None:
        from engine.game import load_game
        from engine.ui.table import open_new_game, TableError
        try:
            info = load_game(game)
            open_new_game(app, info, list(seats or []), dict(options or {}))
        except (KeyError, LookupError, ImportError, ValueError, TableError) as e:
            print(f"tabletop: {e}", file=sys.stderr)
            app.shutdown()
            return 2
    report = os.environ.get("TABLETOP_STARTUP_REPORT")
    if report:
        app.step()
        print(f"startup_ms={(time.perf_counter() - app.t0) * 1000:.0f} art_made={app.art.made} "
              f"art_loaded={app.art.loaded}", file=sys.stderr, flush=True)
        if report == "exit":
            app.shutdown()
            return 0
    return app.run()


def _game_names():
    from engine.game import game_names
    return game_names()
