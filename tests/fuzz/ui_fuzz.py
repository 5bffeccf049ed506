"""A seeded fuzzer for the whole app: random but plausible input, in-process and headless.

It opens the real app (dummy video and audio drivers) and plays at it as a
restless person would: clicks and drags on and near what is drawn (widgets,
pieces, zones), the moves a player could make at a table, keys, the wheel,
resting the pointer and resizing the window.  After each input it checks that

- no error reached the app's safety net (a crash),
- no frame took over a second (the AI thinks in its own process),
- a human seat to move always has a move, and a computer seat to move does move,
- finished games are kept (played to the end, or put among the past games outright), so
  Past games and the review of a game are walked too,
- no AI worker process outlives the app.

Every input is recorded as a small JSON list; a failure prints the seed and the
inputs, and :func:`replay` feeds the same inputs again.  Searches run a fixed
number of iterations (``TABLETOP_AI_ITERATIONS``), new games take their seeds
from the fuzzer, and the fuzzer waits for a thinking computer before each frame,
so a replay meets the same positions.

    python tests/fuzz/ui_fuzz.py --minutes 30            # a soak
    python tests/fuzz/ui_fuzz.py --seconds 60 --seed 7   # a short run
    python tests/fuzz/ui_fuzz.py --replay failure.json   # a failure again
"""

from __future__ import annotations

import argparse
import collections
import json
import multiprocessing
import os
import random
import shutil
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path

HERE = Path(__file__).resolve().parent
for p in (HERE.parent, HERE.parent.parent):  # tests/ and the project, when run as a script
    if str(p) not in sys.path:
        sys.path.insert(0, str(p))

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: E402

from engine import saves as _saves  # noqa: E402
from engine.ai.players import FIXED_ITERATIONS_ENV as AI_ITERATIONS  # noqa: E402

#: The real ``saves.new_record``: while a fuzzer's app runs, new games take their seeds from the
#: fuzzer through a stand-in, which is put back when the app stops.
REAL_NEW_RECORD = _saves.new_record

from engine.game import GAME_NAMES as GAMES  # noqa: E402  (every registered game)
SIZES = ((1024, 640), (1280, 800), (1366, 768), (1600, 900), (1920, 1080))
KEYS = (pygame.K_ESCAPE, pygame.K_RETURN, pygame.K_SPACE, pygame.K_TAB, pygame.K_LEFT, pygame.K_RIGHT,
        pygame.K_UP, pygame.K_DOWN, pygame.K_1, pygame.K_2, pygame.K_3, pygame.K_4, pygame.K_9, pygame.K_n,
        pygame.K_h, pygame.K_u, pygame.K_F11, pygame.K_DELETE, pygame.K_BACKSPACE)
#: A frame slower than this is a failure: a frame that hangs (the AI thinks in its own process,
#: never in a frame).  Frame-time targets are measured by tests/e2e/bench_ui.py, not here: on a
#: 2-core machine busy with eight other jobs a table's first paint of new art took 3.3 s.
SLOW_FRAME_S = 10.0
#: Simulated seconds a computer seat may stay to move, its search done, before the table is stuck.
STUCK_S = 30.0
DT = 1 / 60


class FuzzFailure(AssertionError):
    """What the fuzzer found, with what it takes to see it again."""

    def __init__(self, kind: str, detail: str, seed: int, inputs: list):
        self.kind, self.detail, self.seed, self.inputs = kind, detail, seed, inputs
        super().__init__(f"{kind} (seed {seed}, after {len(inputs)} inputs): {detail}\n"
                         f"replay: python tests/fuzz/ui_fuzz.py --replay FILE with FILE holding\n"
                         + json.dumps({"seed": seed, "inputs": inputs}))


@dataclass
class Coverage:
    inputs: int = 0
    frames: int = 0
    apps: int = 0
    scenes: collections.Counter = field(default_factory=collections.Counter)
    tables: collections.Counter = field(default_factory=collections.Counter)
    moves: int = 0
    games_finished: int = 0
    slowest_frame_ms: float = 0.0
    slowest_frame_at: str = ""

    def add(self, other: "Coverage") -> None:
        """Count ``other``'s run in this one (a soak's totals)."""
        for name in ("inputs", "frames", "apps", "moves", "games_finished"):
            setattr(self, name, getattr(self, name) + getattr(other, name))
        self.scenes.update(other.scenes)
        self.tables.update(other.tables)
        if other.slowest_frame_ms > self.slowest_frame_ms:
            self.slowest_frame_ms, self.slowest_frame_at = other.slowest_frame_ms, other.slowest_frame_at

    def summary(self) -> str:
        return (f"inputs {self.inputs}, frames {self.frames}, app starts {self.apps}, moves played "
                f"{self.moves}, games finished {self.games_finished}, slowest frame "
                f"{self.slowest_frame_ms:.0f} ms ({self.slowest_frame_at})\nscenes: "
                + ", ".join(f"{k} {v}" for k, v in sorted(self.scenes.items()))
                + "\ntables: " + ", ".join(f"{k} {v}" for k, v in sorted(self.tables.items())))


#: Controls that lead to another screen (the fuzzer favours them a little).
WAYS_ON = ("continue", "load", "statistics", "settings", "start", "save", "again", "menu", "ready", "resume",
           "tutorial-next", "rules", "players", "past-games", "review", "import")


#: Ways to screens a walk would seldom find among the menu's many (the fuzzer favours them more).
RARE_WAYS = ("past-games", "review")


def _leads_on(name: str) -> bool:
    return name in WAYS_ON or name.startswith(("new-", "tutorial-", "rules-"))


def _drivers() -> dict:
    """Each game's test driver: where a person grabs its pieces for a given move."""
    from ui.table_driver import game_driver

    return {game: game_driver(game).gesture_for for game in GAMES}


#: The art cache the fuzzer's apps share, as a player's machine keeps it from one start to the next:
#: the first frame of a table on a cold cache paints and stores its art (a one-time cost of the
#: first start, not a frame of play).
ART_CACHE = Path(tempfile.gettempdir()) / "tabletop-fuzz-art"


def _share_art_cache(home: Path) -> None:
    ART_CACHE.mkdir(parents=True, exist_ok=True)
    link = Path(home) / "cache"
    if not link.exists():
        Path(home).mkdir(parents=True, exist_ok=True)
        link.symlink_to(ART_CACHE, target_is_directory=True)


def _art_version() -> str:
    """A digest of the code that draws art: a cache filled by older drawing code is filled again."""
    import hashlib
    root = Path(__file__).resolve().parents[2]
    h = hashlib.sha1()
    for p in sorted(root.glob("*/view*.py")) + sorted((root / "engine" / "ui").glob("*.py")):
        h.update(p.read_bytes())
    return h.hexdigest()[:12]


def _paint_every_table_once(app) -> None:
    """Fill the shared art cache (once per cache): each game's table opened and drawn, untimed."""
    from engine import saves
    from engine.game import load_game
    from engine.ui.table import open_new_game

    marker = ART_CACHE / f".painted-{_art_version()}"
    if marker.exists() and any(p.name != marker.name for p in ART_CACHE.iterdir()):
        return
    for game in GAMES:
        open_new_game(app, load_game(game), [saves.Seat("A", "human"), saves.Seat("B", "human")], {}, seed=1)
        app.step([], dt=DT)
        app.scenes.pop(transition=False)
    marker.touch()


class Fuzzer:
    def __init__(self, seed: int, home: Path | None = None):
        self.seed = seed
        self.rng = random.Random(seed)
        self.home = Path(home or tempfile.mkdtemp(prefix="tabletop-fuzz-"))
        self.inputs: list[list] = []
        self.cov = Coverage()
        self.app = None
        self.gestures = _drivers()
        self._game_seed = seed * 7919
        self._waiting_since = 0  # the frame since which the seat to move has been expected to move
        self._last_moves = -1
        self._table = None

    # -- the app -----------------------------------------------------------------------
    def start_app(self, size=(1280, 800)) -> None:
        from engine import saves
        from engine.game import game_names
        from engine.scenes.menu import MainMenu
        from engine.app import App

        self._env = {k: os.environ.get(k) for k in ("TABLETOP_HOME", AI_ITERATIONS)}
        os.environ["TABLETOP_HOME"] = str(self.home)
        os.environ[AI_ITERATIONS] = "60"  # searches of a fixed size: replays meet the same moves
        _share_art_cache(self.home)
        random.seed(self.seed)  # decorative randomness (wobbles, shuffles on screen) repeats too
        fuzzer = self

        def seeded_new_record(info, seats, options=None, seed=None, start=None):
            if seed is None:
                fuzzer._game_seed += 1
                seed = fuzzer._game_seed
            return REAL_NEW_RECORD(info, seats, options, seed, start)

        saves.new_record = seeded_new_record
        self.app = App(size=size)
        self.app.art.warm(list(game_names()))
        _paint_every_table_once(self.app)
        self.app._guarded("start", lambda: self.app.scenes.push(MainMenu(self.app), transition=False))
        self.cov.apps += 1
        self.frames(2)

    def stop_app(self) -> None:
        from engine import saves
        app, self.app = self.app, None
        if app is not None:
            if app.running:
                app.quit()
            app.shutdown()
        saves.new_record = REAL_NEW_RECORD
        for k, v in getattr(self, "_env", {}).items():  # the rest of a test run keeps its own
            if v is None:
                os.environ.pop(k, None)
            else:
                os.environ[k] = v
        deadline = time.monotonic() + 10
        while multiprocessing.active_children() and time.monotonic() < deadline:
            time.sleep(0.05)
        left = multiprocessing.active_children()
        if left:
            raise FuzzFailure("orphaned AI worker", f"{len(left)} process(es) outlived the app: {left}",
                              self.seed, self.inputs)

    # -- stepping ---------------------------------------------------------------------------
    def table(self):
        from engine.ui.table import TableScene
        app = self.app
        return app.scenes.find(TableScene) if app is not None else None

    def _settle_ai(self) -> None:
        t = self.table()
        if t is None:
            return
        worker = self.app.ai_worker  # one for the app: moves and hints
        if worker is not None and worker.thinking:
            worker.settle(20.0)

    def step(self, events=()) -> None:
        self._settle_ai()
        t0 = time.perf_counter()
        self.app.step(list(events), dt=DT)
        ms = (time.perf_counter() - t0) * 1000
        self.cov.frames += 1
        if ms > self.cov.slowest_frame_ms:
            self.cov.slowest_frame_ms = ms
            self.cov.slowest_frame_at = f"{self.scene_name()} after {self.inputs[-1] if self.inputs else 'start'}"
        if ms > SLOW_FRAME_S * 1000:
            self.fail("slow frame", f"a frame took {ms:.0f} ms on {self.scene_name()}")
        if self.app.crashes:
            self.fail("crash", self.app.crashes[-1])

    def frames(self, n: int) -> None:
        for _ in range(n):
            if self.app is None or not self.app.running:
                return
            self.step()

    def fail(self, kind: str, detail: str):
        raise FuzzFailure(kind, detail, self.seed, self.inputs)

    def scene_name(self) -> str:
        top = self.app.scenes.top if self.app is not None else None
        return type(top).__name__ if top is not None else "-"

    # -- inputs -----------------------------------------------------------------------------
    def perform(self, inp: list) -> None:
        """Carry out one recorded input on the app."""
        kind = inp[0]
        E = pygame.event.Event
        if kind == "click":
            _, x, y, button = inp
            self.step([E(pygame.MOUSEMOTION, pos=(x, y), rel=(0, 0), buttons=(0, 0, 0)),
                       E(pygame.MOUSEBUTTONDOWN, pos=(x, y), button=button)])
            self.step([E(pygame.MOUSEBUTTONUP, pos=(x, y), button=button)])
        elif kind == "drag":
            _, x0, y0, x1, y1, n = inp
            self.step([E(pygame.MOUSEMOTION, pos=(x0, y0), rel=(0, 0), buttons=(0, 0, 0)),
                       E(pygame.MOUSEBUTTONDOWN, pos=(x0, y0), button=1)])
            for i in range(1, n + 1):
                p = (x0 + (x1 - x0) * i // n, y0 + (y1 - y0) * i // n)
                self.step([E(pygame.MOUSEMOTION, pos=p, rel=(0, 0), buttons=(1, 0, 0))])
            self.step([E(pygame.MOUSEBUTTONUP, pos=(x1, y1), button=1)])
        elif kind == "key":
            _, k, mod, uni = inp
            self.step([E(pygame.KEYDOWN, key=k, mod=mod, unicode=uni, scancode=0)])
            self.step([E(pygame.KEYUP, key=k, mod=mod, unicode=uni, scancode=0)])
        elif kind == "text":
            self.step([E(pygame.TEXTINPUT, text=inp[1])])
        elif kind == "wheel":
            _, x, y, dy = inp
            self.step([E(pygame.MOUSEMOTION, pos=(x, y), rel=(0, 0), buttons=(0, 0, 0)),
                       E(pygame.MOUSEWHEEL, x=0, y=dy, flipped=False, precise_x=0.0, precise_y=float(dy))])
        elif kind == "rest":
            _, x, y, n = inp
            self.step([E(pygame.MOUSEMOTION, pos=(x, y), rel=(0, 0), buttons=(0, 0, 0))])
            self.frames(n)
        elif kind == "idle":
            self.frames(inp[1])
        elif kind == "resize":
            _, w, h = inp
            if not self.app.fullscreen:
                self.app.screen = pygame.display.set_mode((w, h), pygame.RESIZABLE)
                self.step([E(pygame.VIDEORESIZE, size=(w, h), w=w, h=h)])
        elif kind == "endgame":
            self.open_endgame(*inp[1:])
        elif kind == "kept":
            self.keep_finished_game(*inp[1:])
        elif kind == "restart":
            self.stop_app()
            self.start_app(tuple(inp[1]))
        else:
            raise ValueError(f"unknown input {inp!r}")
        self.cov.inputs += 1

    def open_endgame(self, game: str, seed: int, humans: int) -> None:
        """A table a few moves from the end (so results, statistics and Play again are reached)."""
        from engine.game import load_game
        from engine.ui.table import open_table

        info = load_game(game)
        n = info.min_players + seed % (info.max_players - info.min_players + 1)
        seats = [saves_seat(i, humans) for i in range(n)]
        record, state = REAL_NEW_RECORD(info, seats, {}, seed)
        rng = random.Random(seed)
        trail = []
        while not state.is_over() and len(trail) < 5000:
            a = rng.choice(state.legal_actions())
            trail.append(a)
            state.apply(a)
        cut = max(0, len(trail) - 1 - seed % 4)
        record, state = REAL_NEW_RECORD(info, seats, {}, seed)
        for a in trail[:cut]:
            record.play(state, a)
        open_table(self.app, info, record, state)
        self.frames(3)

    def keep_finished_game(self, game: str, seed: int) -> None:
        """A finished game among the past games (as one played to its end before), so that Past
        games has rows to review, export and delete."""
        from engine import records
        from engine.game import load_game

        info = load_game(game)
        seats = [saves_seat(i, 1) for i in range(info.min_players)]
        record, state = REAL_NEW_RECORD(info, seats, {}, seed)
        rng = random.Random(seed)
        while not state.is_over() and len(record.actions) < 5000:
            record.play(state, rng.choice(state.legal_actions()))
        if state.is_over():
            records.keep(record, state)   # listed the next time Past games opens
        self.frames(1)

    def choose(self) -> list:
        """The next input, chosen from what is on the screen."""
        rng, app = self.rng, self.app
        w, h = app.size
        top = app.scenes.top
        t = self.table()
        r = rng.random()
        widgets = [wd for wd in getattr(top, "widgets", []) if wd.visible] if top is not None else []
        if t is not None and top is t and r < 0.30:
            move = self.move_gesture(t)
            if move is not None:
                return move
        rare = [wd for wd in widgets if wd.enabled and getattr(wd, "name", None) in RARE_WAYS]
        if rare and rng.random() < 0.1:
            wd = rng.choice(rare)
            return ["click", wd.rect.centerx, wd.rect.centery, 1]
        ways_on = [wd for wd in widgets if wd.enabled and _leads_on(getattr(wd, "name", "") or "")]
        if ways_on and rng.random() < 0.15:  # go somewhere: every screen gets its turn in a short run
            wd = rng.choice(ways_on)
            return ["click", wd.rect.centerx, wd.rect.centery, 1]
        if widgets and r < 0.62:
            wd = rng.choice(widgets)
            rect = wd.rect.inflate(8, 8) if rng.random() < 0.2 else wd.rect
            x = rng.randint(rect.left, max(rect.left, rect.right - 1))
            y = rng.randint(rect.top, max(rect.top, rect.bottom - 1))
            return ["click", x, y, 1 if rng.random() < 0.95 else 3]
        if t is not None and top is t and r < 0.72:
            return self.table_gesture(t)
        if r < 0.82:
            k = rng.choice(KEYS)
            uni = chr(k) if 32 <= k < 127 else ""
            return ["key", k, 0, uni]
        if r < 0.85:
            return ["text", rng.choice(["Ada", "Jo", "가나", "x" * 20, " "])]
        if r < 0.88:
            return ["wheel", rng.randrange(w), rng.randrange(h), rng.choice([-3, -1, 1, 3])]
        if r < 0.93:
            return ["rest", rng.randrange(w), rng.randrange(h), rng.randint(5, 45)]
        if r < 0.95:
            return ["resize", *rng.choice(SIZES)]
        if r < 0.965:
            return ["endgame", rng.choice(GAMES), rng.randrange(10**6), rng.choice([1, 1, 2])]
        if r < 0.97:
            return ["kept", rng.choice(GAMES), rng.randrange(10**6)]
        if r < 0.975:
            return ["restart", list(rng.choice(SIZES))]
        return ["idle", rng.randint(1, 90)]

    def move_gesture(self, t) -> list | None:
        """A move the seat at the screen may make, as the click or drag a person would use."""
        if t.state.is_over() or not t.can_act():
            return None
        legal = t.state.legal_actions()
        if not legal:
            return None
        action = self.rng.choice(legal)
        gesture_for = self.gestures.get(t.info.name)
        g = None
        try:
            if gesture_for is not None:
                g = gesture_for(t, action)
            else:
                from ui.table_driver import click_or_drag
                g = click_or_drag(t, action, lambda t_, p: t_.camera.to_screen(p.pos))
        except Exception:
            g = None
        if not g:
            return None
        if g[0] == "click":
            x, y = g[1]
            return ["click", int(x), int(y), 1]
        if g[0] == "drag":
            (x0, y0), (x1, y1) = g[1], g[2]
            return ["drag", int(x0), int(y0), int(x1), int(y1), 6]
        return None

    def table_gesture(self, t) -> list:
        """A click or drag on or near a piece or zone of the table."""
        rng = self.rng
        pieces = list(t.pieces)
        zones = list(t.zones.values())
        if pieces and rng.random() < 0.6:
            x0, y0 = t.camera.to_screen(rng.choice(pieces).pos)
        else:
            z = rng.choice(zones) if zones else None
            x0, y0 = t.camera.to_screen(z.center) if z is not None else (rng.randrange(100), rng.randrange(100))
        x0, y0 = int(x0) + rng.randint(-12, 12), int(y0) + rng.randint(-12, 12)
        if zones and rng.random() < 0.5:
            x1, y1 = t.camera.to_screen(rng.choice(zones).center)
            return ["drag", x0, y0, int(x1), int(y1), rng.randint(2, 10)]
        return ["click", x0, y0, 1]

    # -- checks ------------------------------------------------------------------------------
    def check(self) -> None:
        app = self.app
        if app is None:
            return
        top = app.scenes.top
        if top is None:
            if app.running:
                self.fail("no screen", "the app runs with no scene to show")
            return
        self.cov.scenes[type(top).__name__] += 1
        t = self.table()
        if t is None:
            self._last_moves = -1
            return
        kind = ("tutorial" if t.tutorial is not None else
                "pass-and-play" if len(t.humans) >= 2 else "vs computer" if t.humans else "computers")
        self.cov.tables[f"{t.info.name} {kind}"] += 1
        moves = len(t.record.actions)
        if t is not self._table:
            self._table, self._last_moves = t, -1
        if moves != self._last_moves:
            if self._last_moves >= 0 and moves > self._last_moves:
                self.cov.moves += moves - self._last_moves
                if t.state.is_over():
                    self.cov.games_finished += 1
            self._last_moves, self._waiting_since = moves, self.cov.frames
        if t.state.is_over():
            return
        seat = t.state.to_move
        if seat is None:
            return
        if not t.seats[seat].is_ai:
            if not t.state.legal_actions():
                self.fail("stuck table", f"{t.info.name}: the human seat {seat} to move has no move")
            return
        if (top is not t or t.pending_handoff is not None
                or (t.tutorial is not None and t.tutorial.wants_next())):
            self._waiting_since = self.cov.frames  # nobody moves while a screen or a note is up
        if (self.cov.frames - self._waiting_since) * DT > STUCK_S:
            self.fail("stuck table", f"{t.info.name}: the computer seat {seat} has not moved in "
                                     f"{STUCK_S:.0f} s of play (pointer at {app.mouse})")

    # -- runs -----------------------------------------------------------------------------------
    def run(self, seconds: float | None = None, inputs: list | None = None, until=None) -> Coverage:
        """Fuzz for ``seconds`` of wall time (or until ``until(coverage)`` holds), or replay
        ``inputs``; raises FuzzFailure."""
        self.start_app()
        try:
            deadline = time.monotonic() + (seconds or 0)
            queue = list(inputs) if inputs is not None else None
            while (queue if queue is not None else time.monotonic() < deadline
                   and not (until is not None and until(self.cov))):
                if self.app is None or not self.app.running:
                    self.stop_app()
                    self.start_app()
                inp = queue.pop(0) if queue is not None else self.choose()
                self.inputs.append(inp)
                self.perform(inp)
                self.check()
        finally:
            self.stop_app()
        return self.cov


def saves_seat(i: int, humans: int):
    """Seat ``i`` of a game whose first ``humans`` seats are people (the rest play at easy)."""
    from engine import saves

    return saves.Seat(f"P{i + 1}", "human" if i < humans else "ai", None if i < humans else "easy",
                      ("red", "blue", "green", "yellow")[i])


def replay(seed: int, inputs: list) -> Coverage:
    return Fuzzer(seed).run(inputs=inputs)


def main(argv=None) -> int:
    p = argparse.ArgumentParser(description="Fuzz the whole app with random but plausible input.")
    p.add_argument("--seed", type=int, default=None)
    p.add_argument("--seconds", type=float, default=None)
    p.add_argument("--minutes", type=float, default=None)
    p.add_argument("--replay", type=Path, default=None, help="a JSON file with the seed and inputs")
    a = p.parse_args(argv)
    if a.replay is not None:
        spec = json.loads(a.replay.read_text())
        try:
            cov = replay(spec["seed"], spec["inputs"])
        except FuzzFailure as f:
            print(f"reproduced: {f.kind}: {f.detail}")
            return 1
        print("replayed without failure\n" + cov.summary())
        return 0
    total = (a.minutes or 0) * 60 + (a.seconds or 0) or 60
    seed = a.seed if a.seed is not None else int.from_bytes(os.urandom(3), "big")
    report, failed = soak(total, seed)
    print(report)
    return 1 if failed else 0


def soak(seconds: float, seed: int) -> tuple[str, int]:
    """Fuzz for ``seconds``, a fresh app and data folder per seed (from ``seed`` up, five
    minutes each), going on after a failure with the next seed.  The report, to paste as it
    is (what was covered, and each failure with the file that replays it), and the failures
    found."""
    start = time.monotonic()
    end = start + seconds
    total, runs, failures = Coverage(), [], []
    while time.monotonic() < end:
        f = Fuzzer(seed)
        try:
            cov = f.run(seconds=min(300, end - time.monotonic()))
        except FuzzFailure as fail:
            out = Path(tempfile.gettempdir()) / f"tabletop-fuzz-{seed}.json"
            out.write_text(json.dumps({"seed": seed, "inputs": fail.inputs}))
            failures.append((fail, out, f.home))
            print(f"seed {seed}: FAILED: {fail.kind} (replay: --replay {out})", file=sys.stderr, flush=True)
            cov = f.cov
        else:
            shutil.rmtree(f.home, ignore_errors=True)   # kept only where something failed
            print(f"seed {seed}: {cov.summary().splitlines()[0]}", file=sys.stderr, flush=True)
        runs.append(seed)
        total.add(cov)
        seed += 1
    return soak_report(total, runs, failures, time.monotonic() - start), len(failures)


def soak_report(total: Coverage, seeds: list[int], failures: list, elapsed: float) -> str:
    """A soak's findings as plain text to paste into an issue."""
    lines = [f"UI soak: {elapsed / 60:.1f} minutes, {len(seeds)} run{'s' if len(seeds) != 1 else ''} "
             f"(seeds {seeds[0]}–{seeds[-1]}), {len(failures)} failure{'s' if len(failures) != 1 else ''}"
             if seeds else f"UI soak: {elapsed / 60:.1f} minutes, no run", total.summary()]
    for fail, out, home in failures:
        lines += [f"FAILED: {fail.kind} (seed {fail.seed}, after {len(fail.inputs)} inputs): "
                  + (fail.detail.strip().splitlines() or [""])[-1],
                  f"  replay: python tests/fuzz/ui_fuzz.py --replay {out}",
                  f"  its data folder: {home}"]
    lines.append(f"verdict: {'FAILED' if failures else 'passed'}")
    return "\n".join(lines)


if __name__ == "__main__":
    sys.exit(main())
