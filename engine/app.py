"""The app loop: window, clock, scene stack, settings, art cache, toasts.

``run()`` is what ``main.py`` calls.  Tests build an :class:`App` under the
SDL dummy driver and drive it with :meth:`App.step` and synthetic events.

The safety net: an exception while a scene handles input, updates or draws
never closes the app.  The game in progress is saved as it stood after its last
accepted move, a crash report is written (see :mod:`engine.crash`) and a calm
error screen replaces the scenes.
"""

from __future__ import annotations

import collections
import os
import sys
import time
from typing import Iterable

import pygame

from engine import crash
from engine.phrases import written
from engine.settings import Settings, load_settings, save_settings
from engine.ui import bundled, sound, theme
from engine.ui.art import ArtCache
from engine.ui.scene import SceneManager

DEFAULT_SIZE = (1280, 800)
MIN_SIZE = (1024, 640)
FPS = 60
#: While nothing moves the app rests: it waits for input, wakes this often (s) to move the scenes
#: on (an AI's answer arriving, a notice), redraws at REST_FPS (a blinking cursor), and goes back to
#: full speed for INPUT_GRACE seconds after any input.
REST_WAKE = 0.1
REST_FPS = 1
#: How often a resting app looks for input (s): as quick to answer as a frame at 60 a second.
REST_POLL = 1 / 60
INPUT_GRACE = 0.5
#: A notice stays up as long as a slow reader needs (about 200 words a minute): a one-line one
#: its 3 seconds, a two-line one about 8.
TOAST_CHARS_PER_SECOND = 20
#: Frames in a row that may fail before the app stops trusting its scenes and shows its bare error page.
MAX_FAILED_FRAMES = 3
#: A held key repeats its KEYDOWN every 40 ms (set_repeat below); a KEYDOWN of a key whose
#: last one came sooner than this is a repeat, whether or not its KEYUP was seen (toggling
#: fullscreen remakes the window, and the KEYUP may be lost with it).
FRESH_PRESS = 0.5


class App:
    """One window and its scene stack."""

    def __init__(self, size: tuple[int, int] | None = None, settings: Settings | None = None,
                 fullscreen: bool | None = None, claim: bool = False):
        """``claim``: take the data folder's lock (the app as started from the command line);
        when another running copy holds it, this one only reads (:attr:`read_only`)."""
        self.t0 = time.perf_counter()
        # the AI searches on a thread: hand the GIL back to the frame loop quickly
        sys.setswitchinterval(0.001)
        pygame.display.init()  # not pygame.init(): the mixer opens only for a sound (sound.py)
        pygame.font.init()
        theme.clear_caches()  # fonts from an earlier pygame.init are dead
        pygame.key.set_repeat(350, 40)
        #: Plain sentences for the player about files the app had to set aside or repair (the menu shows them).
        self.notices: list[str] = []
        #: True when another copy of the app owns the data folder: nothing is written.
        self.read_only = False
        self._claimed = claim and self._claim_folders()
        self._pressed: dict[int, float] = {}   # key -> perf_counter() of its last KEYDOWN
        self._settings_changed = False          # fullscreen toggled by key: saved once, on leaving
        self.settings = settings if settings is not None else load_settings(self.notices)
        sound.init(self.settings)
        self.windowed_size = tuple(size or DEFAULT_SIZE)
        self.fullscreen = self.settings.fullscreen if fullscreen is None else fullscreen
        self.screen: pygame.Surface | None = None
        bundled.set_window_icon()
        self._open_window()
        pygame.display.set_caption("Tabletop")
        self.clock = pygame.time.Clock()
        self.art = ArtCache()
        self.art.relayout(self.size)   # its memory budget follows the window
        self.scenes = SceneManager(self)
        self.running = True
        self.exit_status = 0
        self.frame_ms: collections.deque[float] = collections.deque(maxlen=2000)
        self.frames = 0
        self.toasts: list[list] = []  # [text, seconds left, colour]
        self.mouse = (0, 0)
        self.time = 0.0
        #: The last inputs, for crash reports.
        self.inputs: collections.deque[str] = collections.deque(maxlen=40)
        #: The reports of the errors the safety net caught (tests and the fuzzer read them).
        self.crashes: list[str] = []
        self._failed_frames = 0
        self._last_input = 0.0   # perf_counter() of the last input event
        self._last_draw = 0.0
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
        self._settings_changed = True   # written once on leaving, not at every press

    def fresh_press(self, e: pygame.event.Event) -> bool:
        """Whether the KEYDOWN ``e`` is a new press of its key, not a repeat (see FRESH_PRESS)."""
        now = time.perf_counter()
        last = self._pressed.get(e.key)
        self._pressed[e.key] = now
        return last is None or now - last > FRESH_PRESS

    # -- the data folder ------------------------------------------------------------
    def _claim_folders(self) -> bool:
        """Take the data folder's lock and clear what killed writes left there; else read
        only.  Whether the lock was taken."""
        from engine import datafile, folderlock
        from engine.paths import config_dir, data_dir

        if folderlock.acquire(data_dir()):
            folderlock.remove_stale_temp_files([data_dir(), config_dir()])
            return True
        self.read_only = True
        datafile.refuse_writes(datafile.READ_ONLY_COPY.phrase())
        return False

    def ask_read_only(self) -> None:
        """Another copy owns the folder: go on reading only, or quit."""
        from engine.ui.dialogs import Answer, Dialog

        self.scenes.push(Dialog(self, written("engine.app.in_use_title"), written("engine.app.in_use_text"),
                                [Answer(written("engine.menu.quit"), "quit", self.quit),
                                 Answer(written("engine.app.read_only"), "read-only", primary=True)]),
                         transition=False)

    def _release_folders(self) -> None:
        from engine import datafile, folderlock
        from engine.paths import data_dir

        if self._settings_changed and not self.read_only:
            self._settings_changed = False
            try:
                save_settings(self.settings)
            except OSError:
                pass   # leaving: there is no one left to tell
        if self._claimed:
            folderlock.release(data_dir())
            self._claimed = False
        if self.read_only:
            datafile.refuse_writes(None)

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
        self.art.relayout(self.size)
        self.scenes.relayout()

    def apply_settings(self, save: bool = True) -> None:
        """Make changed settings take effect (scale, fullscreen) and store them."""
        if self.settings.fullscreen != self.fullscreen:
            self.set_fullscreen(self.settings.fullscreen)
        sound.init(self.settings)
        self.relayout()
        if save:
            try:
                save_settings(self.settings)
            except OSError as e:
                self.toast(written("engine.settings_not_saved", why=e), theme.BAD)

    # -- messages -----------------------------------------------------------
    # -- the screens a table leads to (engine.ui never imports engine.scenes: the app joins them)
    def main_menu(self):
        from engine.scenes.menu import MainMenu
        return MainMenu(self)

    def is_main_menu(self, scene) -> bool:
        from engine.scenes.menu import MainMenu
        return isinstance(scene, MainMenu)

    def open_pause(self, table) -> None:
        from engine.scenes.pause import PauseScene
        self.scenes.push(PauseScene(self, table))

    def open_setup(self, info) -> None:
        """The main menu with ``info``'s new-game setup on top (a tutorial's "Play a real game")."""
        from engine.scenes.setup import SetupScene
        self.scenes.reset(self.main_menu())
        self.scenes.push(SetupScene(self, info))

    def show_results(self, info, record, state, breakdown) -> None:
        from engine.scenes.results import ResultsScene
        self.scenes.replace(ResultsScene(self, info, record, state, breakdown))

    def toast(self, text: str, colour=theme.INK, seconds: float = 3.0) -> None:
        """Show ``text`` for at least ``seconds``, and a long one as long as it takes to read."""
        seconds = max(seconds, len(str(text)) / TOAST_CHARS_PER_SECOND)
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
        if e.type == pygame.KEYUP:
            self._pressed.pop(e.key, None)
        if e.type == pygame.KEYDOWN and e.key == pygame.K_F11:
            if self.fresh_press(e):
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
        failures = len(self.crashes)
        if events:
            self._last_input = t
        for e in events:
            self.inputs.append(describe_event(e))
            self._guarded("input", self.handle, e)
            if not self.running:
                return
        dt = 1.0 / FPS if dt is None else dt
        self.time += dt
        self._guarded("update", self._update, dt)
        if not self._guarded("drawing", self.draw):
            self._guarded("drawing", self.draw)  # the error screen, in place of the half-drawn frame
        pygame.display.flip()
        self._last_draw = time.perf_counter()
        self._failed_frames = self._failed_frames + 1 if len(self.crashes) > failures else 0
        self.frame_ms.append((time.perf_counter() - t) * 1000.0)
        self.frames += 1

    def _update(self, dt: float) -> None:
        self.scenes.update(dt)
        for t_ in self.toasts:
            t_[1] -= dt
        self.toasts = [t_ for t_ in self.toasts if t_[1] > 0]

    TOAST_SIZE = 18

    def draw(self, surf: pygame.Surface | None = None) -> None:
        """A frame: the scenes shown, then the toasts (on the window, or on ``surf``)."""
        surf = self.screen if surf is None else surf
        self.scenes.draw(surf)
        badge = self._draw_read_only_badge(surf)
        self._draw_toasts(surf, [badge] if badge else [])

    BADGE_SIZE = 15

    def _draw_read_only_badge(self, surf: pygame.Surface) -> pygame.Rect | None:
        """A copy that only reads says so on every screen, in a corner free of controls (said
        once and for good, instead of a failure at every move); where it went, or None."""
        if not self.read_only:
            return None
        px, size = theme.px, self.BADGE_SIZE
        text = written("engine.app.read_only_badge")
        w, h = theme.font(size).size(text)
        box = pygame.Rect(0, 0, w + px(20), h + px(8))
        area = surf.get_rect().inflate(-px(12), -px(12))
        avoid = self.scenes.controls() + self.scenes.reading()
        for corner in ("topright", "bottomleft", "topleft", "bottomright"):
            setattr(box, corner, getattr(area, corner))
            if box.collidelist(avoid) < 0:
                break
        else:
            box.topright = area.topright
        theme.note_overlay(surf, box)
        theme.panel(surf, box, theme.PANEL, border=theme.BAD)
        theme.blit_text(surf, text, box.center, size, theme.BAD, anchor="center")
        return box

    def _draw_toasts(self, surf: pygame.Surface, badges: list[pygame.Rect] = ()) -> None:
        """The newest toast lowest, each where it covers no control of the scenes shown (a
        button, the board) nor another toast (nor ``badges``)."""
        px, size = theme.px, self.TOAST_SIZE
        taken, reading = self.scenes.controls() + list(badges), self.scenes.reading()
        lh = theme.font(size).get_linesize()
        for text, left, colour in reversed(self.toasts):
            lines = theme.wrap(text, min(px(640), surf.get_width() - px(60)), size)
            box = pygame.Rect(0, 0, max(theme.font(size).size(line)[0] for line in lines) + px(28),
                              lh * len(lines) + px(14))
            box = theme.free_spot(box.size, surf.get_rect().inflate(-px(16), -px(16)), taken, reading)
            theme.note_overlay(surf, box)
            theme.panel(surf, box, theme.PANEL, border=theme.PANEL_HI, alpha=int(235 * min(1.0, left * 3)))
            for i, line in enumerate(lines):
                theme.blit_text(surf, line, (box.centerx, box.top + px(7) + i * lh), size, colour, anchor="midtop")
            taken.append(box.inflate(px(8), px(8)))

    # -- the safety net ----------------------------------------------------------
    def _guarded(self, phase: str, fn, *args) -> bool:
        """Run one part of a frame; an exception goes to :meth:`recover`.  True if it ran cleanly."""
        try:
            fn(*args)
            return True
        except Exception as exc:
            self.recover(exc, phase)
            return False

    def recover(self, exc: Exception, phase: str) -> None:
        """Keep the games, write the report, and show the error screen instead of the failing scenes."""
        from engine.scenes.crash import CrashScene, BareErrorScene

        report = crash.report_text(exc, phase, [type(s).__name__ for s in self.scenes.stack], self.inputs)
        self.crashes.append(report)
        path = crash.write_report(report)
        print(f"tabletop: an unexpected error was caught ({type(exc).__name__}: {exc}); "
              f"report: {path or 'not written'}", file=sys.stderr)
        kept = [title for title in (_last_good_state(s) for s in self.scenes.stack) if title]
        for s in reversed(self.scenes.stack):
            try:
                s.leave()  # a table stops its AI and saves its last good state as it leaves
            except Exception:
                pass
        self.scenes.stack.clear()
        line = f"{type(exc).__name__}: {exc}"
        if self._failed_frames >= MAX_FAILED_FRAMES:
            self.scenes.reset(BareErrorScene(self, path, line), transition=False)
        else:
            self.scenes.reset(CrashScene(self, report, path, kept, phase, line), transition=False)

    def frame_rate(self) -> float:
        """The frames a second the screen needs without input: all while a toast shows or things move."""
        return float(FPS) if self.toasts else self.scenes.frame_rate()

    def animating(self) -> bool:
        return self.frame_rate() >= FPS

    def resting(self) -> bool:
        return not self.animating() and time.perf_counter() - self._last_input > INPUT_GRACE

    def rest(self) -> None:
        """One resting beat: wait for input (at most REST_WAKE), then a frame if input came or a
        redraw is due (a spinner's next frame, or REST_FPS), else only move the scenes on."""
        interval = 1.0 / max(REST_FPS, self.frame_rate())
        # polled, not pygame.event.wait(timeout): SDL's timed wait spins (about 3% of a core)
        wake = time.perf_counter() + min(REST_WAKE, interval)
        events = pygame.event.get()
        while not events and time.perf_counter() < wake:
            time.sleep(REST_POLL)
            events = pygame.event.get()
        dt = min(self.clock.tick() / 1000.0, 0.1)
        if events or time.perf_counter() - self._last_draw >= interval - 0.002:
            self.step(events, dt=dt)
        else:
            self.time += dt
            self._guarded("update", self._update, dt)

    def run(self) -> int:
        while self.running and self.scenes.top is not None:
            if self.resting():
                self.rest()
            else:
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
        self._release_folders()
        if self.ai_worker is not None:
            try:
                self.ai_worker.close()
            except Exception:
                pass  # the AI's process never keeps the app from closing
            self.ai_worker = None
        pygame.quit()


def describe_event(e: pygame.event.Event) -> str:
    """One line for an input event in a crash report."""
    fields = " ".join(f"{k}={e.dict[k]!r}" for k in ("pos", "button", "key", "mod", "unicode", "text", "x", "y",
                                                       "size") if k in e.dict)
    return f"{pygame.event.event_name(e.type)} {fields}".strip()


def _last_good_state(scene) -> str | None:
    """Put a table back on the state after its last accepted move (a replay of its record: the error
    may have come half-way through a move), so that leaving saves that; the game's title if the
    table will keep a game in progress, else None."""
    from engine import saves

    record, info = getattr(scene, "record", None), getattr(scene, "info", None)
    if getattr(scene, "tutorial", None) is not None or not isinstance(record, saves.GameRecord):
        return None  # not a table, or a tutorial (which keeps its own progress)
    try:
        scene.state = record.replay(info)
    except Exception:
        session = getattr(scene, "session", None)
        if session is not None:
            session.may_autosave = False  # the autosave of the last accepted move stays as it is
        else:
            scene.leave = lambda: None
        return getattr(info, "title", record.game)
    return None if scene.state.is_over() else getattr(info, "title", record.game)


def run(game: str | None = None, seats=None, options: dict | None = None,
        size: tuple[int, int] | None = None, start: dict | None = None) -> int:
    """Open the window: the main menu, or (``game`` and ``seats``) straight to a table, a new
    game or (``start``) one from a written-down position."""
    from engine.scenes.menu import MainMenu

    app = App(size=size, claim=True)
    games = list(_game_names())
    app.art.warm(games)
    # a damaged file that still trips the menu must not stop the app from starting
    app._guarded("start", lambda: app.scenes.push(MainMenu(app), transition=False))
    if game is not None:
        from engine.game import load_game
        from engine.ui.table import open_new_game, TableError
        try:
            info = load_game(game)
            open_new_game(app, info, list(seats or []), dict(options or {}), start=start)
        except (KeyError, LookupError, ImportError, ValueError, TableError) as e:
            print(f"tabletop: {e}", file=sys.stderr)
            app.shutdown()
            return 2
    if app.read_only:
        app.ask_read_only()   # over the table too: before a move is made that cannot be kept
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
